/**
 * The API catalog of the universal assistant: every operation the model may call,
 * described once. The model picks an operationId and parameters; the code builds
 * the request, so it can never reach a host, method or path that is not listed: path values
 * are encoded, and values that URL parsing would treat as dot segments are refused.
 */
import {z} from 'zod';

export interface ApiOperation {
  readonly operationId: string;
  readonly description: string;
  readonly method: 'GET' | 'POST';
  /** Path template with {name} segments, e.g. /v1/customers/{customerId}. */
  readonly path: string;
  readonly params: z.ZodObject;
  /** Mutating operations need approval upstream; GET is read-only. */
  readonly readOnly: boolean;
}

export interface ApiService {
  readonly name: string;
  readonly baseUrl: string;
  /** Name of the env var holding this service's token; the value never enters the catalog. */
  readonly tokenEnv: string;
  readonly operations: readonly ApiOperation[];
}

export interface BuiltRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly body?: string;
}

export function findOperation(services: readonly ApiService[], operationId: string): {service: ApiService; operation: ApiOperation} {
  for (const service of services) {
    const operation = service.operations.find((candidate) => candidate.operationId === operationId);
    if (operation) return {service, operation};
  }
  throw new Error(`Unknown operationId "${operationId}". Use list_operations to see what exists.`);
}

/** Validates parameters, fills the path template and puts the rest in the query (GET) or the JSON body (POST). */
export function buildRequest(service: ApiService, operation: ApiOperation, rawParams: unknown): BuiltRequest {
  const parsed = operation.params.safeParse(rawParams ?? {});
  if (!parsed.success) {
    throw new Error(`Invalid parameters for ${operation.operationId}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const rest: Record<string, unknown> = {...parsed.data};
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}".`);
    const text = String(value);
    // URL parsing removes "." and ".." segments (WHATWG URL Standard, path parsing), so "..", even
    // encoded as %2e%2e, would move the request to another path; an empty value would change it too.
    if (text === '' || /^(\.|%2e){1,2}$/i.test(text)) {
      throw new Error(`Invalid path parameter "${name}": "${text}" is not allowed in a URL path.`);
    }
    delete rest[name];
    return encodeURIComponent(text);
  });
  const url = new URL(path.replace(/^\//, ''), service.baseUrl.endsWith('/') ? service.baseUrl : `${service.baseUrl}/`);
  if (operation.method === 'GET') {
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return {url: url.toString(), method: 'GET'};
  }
  return {url: url.toString(), method: 'POST', body: JSON.stringify(rest)};
}

export function describeCatalog(services: readonly ApiService[]): string {
  return services
    .flatMap((service) =>
      service.operations.map((operation) => {
        const schema = z.toJSONSchema(operation.params, {io: 'input'});
        // Keep `required` next to `properties`, so the model can tell required from optional parameters.
        const parameters = {properties: schema.properties ?? {}, required: schema.required ?? []};
        return `${operation.operationId} (${service.name}, ${operation.readOnly ? 'read' : 'write'}): ${operation.description}. Parameters: ${JSON.stringify(parameters)}`;
      }),
    )
    .join('\n');
}
