/**
 * Two tools over the catalog: list_operations (what can I call?) and call_api
 * (call one operation). fetch and the environment are injected for testing.
 */
import {z} from 'zod';
import type {Approver} from '../advanced-patterns/approval.js';
import type {Tool} from '../basic-agent/agent.js';
import {defineTool} from '../custom-tools/define-tool.js';
import {buildRequest, describeCatalog, findOperation, type ApiService} from './catalog.js';

/** The subset of the standard fetch() used here; pass globalThis.fetch. */
export type FetchLike = (url: string, init: {method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal}) => Promise<{
  ok: boolean;
  status: number;
  body: ReadableStream<Uint8Array> | null;
}>;

export interface ApiToolOptions {
  readonly services: readonly ApiService[];
  readonly fetch: FetchLike;
  readonly env: Record<string, string | undefined>;
  /** Allow operations marked readOnly: false; default false (read-only assistant). Needs an approver. */
  readonly allowWrites?: boolean;
  /** Asked before every write operation, with its operationId and parameters; reads run without asking. */
  readonly approver?: Approver;
  /** Responses are cut to this many characters so one call cannot flood the context. */
  readonly maxResponseChars?: number;
}

/**
 * Reads at most maxBytes of a response body and cancels the rest, so one huge response cannot fill memory
 * (a timeout bounds only how long a read takes, not how much it holds).
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{text: string; cut: boolean}> {
  if (!body) return {text: '', cut: false};
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let cut = false;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > maxBytes) {
      cut = true;
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(size, maxBytes + 1));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
    if (offset >= bytes.length) break;
  }
  return {text: new TextDecoder().decode(bytes.subarray(0, Math.min(size, maxBytes))), cut};
}

export function apiTools(options: ApiToolOptions): Tool[] {
  const maxChars = options.maxResponseChars ?? 4_000;
  if (options.allowWrites && !options.approver) throw new Error('allowWrites needs an approver: every write must be approved with its exact parameters.');

  const listOperations = defineTool({
    name: 'list_operations',
    description: 'List every API operation you may call, with its parameters.',
    schema: z.object({}),
    async run() {
      return describeCatalog(options.services);
    },
  });

  const callApi = defineTool({
    name: 'call_api',
    description: 'Call one catalog operation by operationId with its parameters. Returns the HTTP status and the response body.',
    schema: z.object({
      operationId: z.string().min(1),
      params: z.record(z.string(), z.unknown()).default({}),
    }),
    timeoutMs: 15_000,
    async run({operationId, params}, {signal}) {
      const {service, operation} = findOperation(options.services, operationId);
      if (!operation.readOnly) {
        if (!options.allowWrites || !options.approver) throw new Error(`${operationId} changes data and this assistant is read-only.`);
        // Per operation: only writes wait for a person, who sees exactly what would be sent.
        const decision = await options.approver.review({tool: operationId, args: params});
        if (!decision.approved) throw new Error(`A reviewer declined ${operationId}: ${decision.reason}`);
      }
      const token = options.env[service.tokenEnv];
      if (!token) throw new Error(`${service.name} is not configured (missing ${service.tokenEnv}).`);
      const request = buildRequest(service, operation, params);
      const response = await options.fetch(request.url, {
        method: request.method,
        headers: {authorization: `Bearer ${token}`, accept: 'application/json', ...(request.body ? {'content-type': 'application/json'} : {})},
        ...(request.body ? {body: request.body} : {}),
        ...(signal ? {signal} : {}),
      });
      // Read a little past the limit (UTF-8 is up to 4 bytes per character), then stop.
      const {text, cut} = await readCapped(response.body, maxChars * 4);
      const clipped = text.length > maxChars || cut ? `${text.slice(0, maxChars)}… [response cut at ${maxChars} characters]` : text;
      if (!response.ok) throw new Error(`${service.name} answered HTTP ${response.status}: ${clipped}`);
      return `HTTP ${response.status}\n${clipped}`;
    },
  });

  return [listOperations, callApi];
}
