/**
 * The CAP agent service: POST /v1/agents/{agentId}/runs and GET /healthz.
 * The request handler is a plain function (easy to test); startServer wraps it in
 * node:http. Secrets arrive as environment variables: locally from .env, on AWS
 * ECS injected from Secrets Manager by the task definition.
 */
import {createServer, type Server} from 'node:http';
import {randomUUID, timingSafeEqual} from 'node:crypto';
import type {AgentRunResult} from '../basic-agent/agent.js';
import type {TokenBucketLimiter} from './rate-limiter.js';
import type {LogEntry} from '../setup-environment/logger.js';

export interface HttpRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: string;
}

export interface HttpResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export interface AgentServiceOptions {
  /** Builds a fresh runner per request for the given tenant, so budgets and metering are per tenant. */
  readonly agents: Readonly<Record<string, (tenant: string) => {run(input: string): Promise<AgentRunResult>}>>;
  readonly limiter: TokenBucketLimiter;
  readonly authenticate: (headers: HttpRequest['headers']) => string | null;
  readonly maxInputChars?: number;
  /** Defaults to JSON lines on stdout; main.ts passes createLogger(CAP_LOG_LEVEL). */
  readonly log?: (entry: LogEntry) => void;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers: {'content-type': 'application/json', ...headers},
  body: JSON.stringify(body),
});

const RUN_PATH = /^\/v1\/agents\/([a-z0-9-]{1,64})\/runs$/;

/** CAP_API_KEYS="tenantA=key1,tenantB=key2" → authenticator reading the x-api-key header. */
export function apiKeyAuthenticator(spec: string | undefined): AgentServiceOptions['authenticate'] {
  const keys = (spec ?? '')
    .split(',')
    .map((pair) => pair.trim().split('='))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '' && (parts[1] ?? '').length >= 16)
    .map(([tenant, key]) => ({tenant, key: Buffer.from(key)}));
  return (headers) => {
    const offered = Buffer.from(headers['x-api-key'] ?? '');
    const match = keys.find(({key}) => key.length === offered.length && timingSafeEqual(key, offered));
    return match ? match.tenant : null;
  };
}

export function createAgentHandler(options: AgentServiceOptions): (request: HttpRequest) => Promise<HttpResponse> {
  const maxInput = options.maxInputChars ?? 8_000;
  const log = options.log ?? ((entry) => console.log(JSON.stringify(entry)));

  return async (request) => {
    const requestId = randomUUID();
    if (request.method === 'GET' && request.path === '/healthz') return json(200, {status: 'ok'});

    const match = RUN_PATH.exec(request.path);
    if (!match || request.method !== 'POST') return json(404, {error: 'not_found', requestId});

    const tenant = options.authenticate(request.headers);
    if (!tenant) return json(401, {error: 'unauthorized', requestId});

    const agentId = match[1] ?? '';
    const makeAgent = options.agents[agentId];
    if (!makeAgent) return json(404, {error: 'unknown_agent', agentId, requestId});

    const rate = options.limiter.take(tenant);
    if (!rate.allowed) {
      log({level: 'warn', event: 'rate_limited', tenant, agentId, requestId});
      return json(429, {error: 'rate_limited', requestId}, {'retry-after': String(rate.retryAfterSeconds)});
    }

    let input: unknown;
    try {
      input = (JSON.parse(request.body) as {input?: unknown}).input;
    } catch {
      return json(400, {error: 'invalid_json', requestId});
    }
    if (typeof input !== 'string' || input.trim() === '' || input.length > maxInput) {
      return json(400, {error: `input must be a non-empty string of at most ${maxInput} characters`, requestId});
    }

    const started = Date.now();
    try {
      const result = await makeAgent(tenant).run(input);
      // Log metadata only: prompts and answers may hold personal data.
      log({level: 'info', event: 'agent_run', tenant, agentId, requestId, status: result.status, steps: result.steps, ...result.usage, ms: Date.now() - started});
      return json(200, {requestId, status: result.status, output: result.output, usage: result.usage});
    } catch (error) {
      const status = (error as {status?: unknown}).status === 402 ? 402 : 502;
      // The provider's own message (e.g. an HTTP 400's text) names the cause; it never contains the API key.
      log({
        level: 'error',
        event: 'agent_failed',
        tenant,
        agentId,
        requestId,
        error: error instanceof Error ? error.name : 'unknown',
        // The provider's HTTP status when the SDK error carries one (400 = the request, 429 = rate limit, 5xx = provider).
        ...(typeof (error as {status?: unknown} | null)?.status === 'number' ? {status: (error as {status: number}).status} : {}),
        detail: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300),
      });
      return json(status, {error: status === 402 ? 'budget_exceeded' : 'agent_failed', requestId});
    }
  };
}

export function startServer(handler: (request: HttpRequest) => Promise<HttpResponse>, port: number): Server {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) {
        res.writeHead(413).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]));
      handler({method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://localhost').pathname, headers, body: Buffer.concat(chunks).toString('utf8')})
        .then((response) => res.writeHead(response.status, response.headers).end(response.body))
        .catch(() => res.writeHead(500).end());
    });
  });
  return server.listen(port);
}
