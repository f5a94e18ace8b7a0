/**
 * Two tools over the catalog: list_operations (what can I call?) and call_api
 * (call one operation). fetch and the environment are injected for testing.
 */
import {z} from 'zod';
import type {Tool} from '../basic-agent/agent.js';
import {defineTool} from '../custom-tools/define-tool.js';
import {buildRequest, describeCatalog, findOperation, type ApiService} from './catalog.js';

export type FetchLike = (url: string, init: {method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal}) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
}>;

export interface ApiToolOptions {
  readonly services: readonly ApiService[];
  readonly fetch: FetchLike;
  readonly env: Record<string, string | undefined>;
  /** Allow POST operations at all; default false (read-only assistant). */
  readonly allowWrites?: boolean;
  /** Responses are cut to this many characters so one call cannot flood the context. */
  readonly maxResponseChars?: number;
}

export function apiTools(options: ApiToolOptions): Tool[] {
  const maxChars = options.maxResponseChars ?? 4_000;

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
      if (!operation.readOnly && !options.allowWrites) {
        throw new Error(`${operationId} changes data and this assistant is read-only.`);
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
      const body = await response.text();
      const clipped = body.length > maxChars ? `${body.slice(0, maxChars)}… [${body.length - maxChars} more characters cut]` : body;
      if (!response.ok) throw new Error(`${service.name} answered HTTP ${response.status}: ${clipped}`);
      return `HTTP ${response.status}\n${clipped}`;
    },
  });

  return [listOperations, callApi];
}
