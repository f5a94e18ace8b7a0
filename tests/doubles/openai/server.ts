/**
 * A local stand-in for the OpenAI API: a real HTTP server on 127.0.0.1 (ephemeral port) that the
 * official `openai` SDK talks to through `baseURL`, so the SDK's own request building, retries and
 * stream parsing run exactly as against api.openai.com.
 *
 * - POST /v1/chat/completions and POST /v1/responses validate the body with ./contract.ts and answer
 *   a broken request with the real API's 400 error body.
 * - Valid requests are answered from a script (what the "model" says), in the documented response
 *   shapes: `ChatCompletion`, `ChatCompletionChunk` server-sent events ending with `data: [DONE]`,
 *   `Response` (openai 6.49.0 type definitions), and typed Responses stream events.
 * - A script step can also be a fault: 429 with Retry-After, a 5xx, or a stream that is cut off.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {checkChatRequest, checkResponsesRequest, type ApiError} from './contract';

export interface ScriptedToolCall {
  readonly name: string;
  readonly arguments: string;
  /** Defaults to call_<n>. */
  readonly id?: string;
}

export interface ScriptedReply {
  readonly content?: string | null;
  readonly toolCalls?: readonly ScriptedToolCall[];
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  /** The model name the API reports back; defaults to the requested model. */
  readonly model?: string;
  /** 'length' when the output was cut at the token limit. */
  readonly finishReason?: 'stop' | 'length';
}

export type Fault =
  /** 429 with `retry-after` in seconds. Source: RFC 9110 §10.2.3; the SDK reads retry-after-ms then retry-after (openai 6.49.0 client.js). */
  | {readonly fault: 'rate_limit'; readonly retryAfterSeconds: number}
  /** A server error with the API's error body. */
  | {readonly fault: 'server_error'; readonly status?: 500 | 502 | 503}
  /** For streams: send the first `afterChunks` events, then destroy the socket. */
  | {readonly fault: 'drop_stream'; readonly afterChunks: number; readonly reply: ScriptedReply};

export type ScriptStep = ScriptedReply | Fault;

export type Endpoint = 'chat' | 'responses';

export interface RecordedRequest {
  readonly endpoint: Endpoint;
  readonly body: Record<string, unknown>;
  readonly headers: IncomingMessage['headers'];
  /** The 400 the double answered with, if the request broke a rule. */
  readonly rejected?: ApiError;
}

export interface OpenAiDouble {
  /** Pass as `baseURL` to the OpenAI client. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Script = readonly ScriptStep[] | ((request: {endpoint: Endpoint; body: Record<string, unknown>; call: number}) => ScriptStep);

const isFault = (step: ScriptStep): step is Fault => 'fault' in step;

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(8, '0')}`;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'content-type': 'application/json', 'x-request-id': nextId('req'), ...headers});
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, {error: error.error}, headers);
}

function sendFault(res: ServerResponse, fault: Exclude<Fault, {fault: 'drop_stream'}>): void {
  if (fault.fault === 'rate_limit') {
    // Body shape of OpenAI's 429 (https://developers.openai.com/api/docs/guides/error-codes, "429 - Rate limit reached").
    sendError(
      res,
      {status: 429, error: {message: 'Rate limit reached for requests. Please try again later.', type: 'requests', param: null, code: 'rate_limit_exceeded'}},
      {'retry-after': String(fault.retryAfterSeconds)},
    );
    return;
  }
  // "500 - The server had an error while processing your request" (same error-codes guide).
  sendError(res, {status: fault.status ?? 500, error: {message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null}});
}

function usageOf(reply: ScriptedReply) {
  return {input: reply.inputTokens ?? 12, output: reply.outputTokens ?? 7};
}

function toolCallsOf(reply: ScriptedReply) {
  return (reply.toolCalls ?? []).map((call, i) => ({...call, id: call.id ?? `call_${i + 1}_${(++counter).toString(36)}`}));
}

/** Source: openai 6.49.0 `resources/chat/completions/completions.d.ts` `ChatCompletion`. */
function chatCompletion(body: Record<string, unknown>, reply: ScriptedReply) {
  const calls = toolCallsOf(reply);
  const usage = usageOf(reply);
  return {
    id: nextId('chatcmpl'),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: reply.model ?? body.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.content ?? null,
          refusal: null,
          annotations: [],
          ...(calls.length > 0 ? {tool_calls: calls.map((c) => ({id: c.id, type: 'function', function: {name: c.name, arguments: c.arguments}}))} : {}),
        },
        logprobs: null,
        finish_reason: calls.length > 0 ? 'tool_calls' : (reply.finishReason ?? 'stop'),
      },
    ],
    usage: {prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output},
    service_tier: 'default',
    system_fingerprint: null,
  };
}

/**
 * Chat Completions stream: `ChatCompletionChunk` objects as `data:` lines, then `data: [DONE]`.
 * The first chunk carries the role; tool calls arrive as fragments keyed by `index` (id and name first,
 * then argument pieces); the last choice chunk has `finish_reason`. With `stream_options.include_usage`
 * every chunk has `usage: null` and one extra final chunk has `choices: []` and the usage.
 * Source: openai 6.49.0 `ChatCompletionChunk` (`usage`, `choices` docs) and `ChatCompletionStreamOptions.include_usage`.
 */
function chatChunks(body: Record<string, unknown>, reply: ScriptedReply): unknown[] {
  const id = nextId('chatcmpl');
  const created = Math.floor(Date.now() / 1000);
  const includeUsage = (body.stream_options as {include_usage?: boolean} | undefined)?.include_usage === true;
  const base = {id, object: 'chat.completion.chunk', created, model: reply.model ?? body.model, system_fingerprint: null, ...(includeUsage ? {usage: null} : {})};
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({...base, choices: [{index: 0, delta, logprobs: null, finish_reason: finish}]});
  const out: unknown[] = [chunk({role: 'assistant', content: '', refusal: null})];
  const text = reply.content ?? '';
  for (let i = 0; i < text.length; i += 8) out.push(chunk({content: text.slice(i, i + 8)}));
  const calls = toolCallsOf(reply);
  calls.forEach((call, index) => {
    out.push(chunk({tool_calls: [{index, id: call.id, type: 'function', function: {name: call.name, arguments: ''}}]}));
    for (let i = 0; i < call.arguments.length; i += 10) out.push(chunk({tool_calls: [{index, function: {arguments: call.arguments.slice(i, i + 10)}}]}));
  });
  out.push(chunk({}, calls.length > 0 ? 'tool_calls' : (reply.finishReason ?? 'stop')));
  if (includeUsage) {
    const usage = usageOf(reply);
    out.push({...base, choices: [], usage: {prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output}});
  }
  return out;
}

/** Source: openai 6.49.0 `resources/responses/responses.d.ts` `Response`, `ResponseOutputMessage`, `ResponseFunctionToolCall`. */
function responseObject(body: Record<string, unknown>, reply: ScriptedReply, status: 'completed' | 'in_progress' = 'completed') {
  const calls = toolCallsOf(reply);
  const usage = usageOf(reply);
  const output: unknown[] = [];
  if (reply.content) {
    output.push({id: nextId('msg'), type: 'message', status: 'completed', role: 'assistant', content: [{type: 'output_text', text: reply.content, annotations: [], logprobs: []}]});
  }
  for (const call of calls) output.push({id: nextId('fc'), type: 'function_call', status: 'completed', call_id: call.id, name: call.name, arguments: call.arguments});
  const incomplete = reply.finishReason === 'length';
  return {
    id: nextId('resp'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: status === 'completed' && incomplete ? 'incomplete' : status,
    error: null,
    incomplete_details: incomplete ? {reason: 'max_output_tokens'} : null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    model: reply.model ?? body.model,
    output: status === 'completed' ? output : [],
    parallel_tool_calls: true,
    previous_response_id: body.previous_response_id ?? null,
    reasoning: {effort: (body.reasoning as {effort?: string} | undefined)?.effort ?? 'medium', summary: null},
    store: body.store ?? true,
    temperature: null,
    text: {format: {type: 'text'}},
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    top_p: null,
    truncation: 'disabled',
    usage:
      status === 'completed'
        ? {input_tokens: usage.input, input_tokens_details: {cached_tokens: 0}, output_tokens: usage.output, output_tokens_details: {reasoning_tokens: 0}, total_tokens: usage.input + usage.output}
        : null,
    metadata: {},
  };
}

/**
 * Responses stream: typed events with a rising `sequence_number`: response.created, response.in_progress,
 * per output item response.output_item.added … response.output_item.done (text through
 * response.content_part.added, response.output_text.delta, response.output_text.done,
 * response.content_part.done; function calls through response.function_call_arguments.delta/.done),
 * then response.completed with the full response. Source: openai 6.49.0 `ResponseStreamEvent` union in
 * `resources/responses/responses.d.ts`.
 */
function responseEvents(body: Record<string, unknown>, reply: ScriptedReply): unknown[] {
  const final = responseObject(body, reply);
  const events: Record<string, unknown>[] = [];
  const pending = {...final, status: 'in_progress', output: [], usage: null};
  events.push({type: 'response.created', response: pending}, {type: 'response.in_progress', response: pending});
  (final.output as Record<string, unknown>[]).forEach((item, output_index) => {
    if (item.type === 'message') {
      const text = ((item.content as {text: string}[])[0] ?? {text: ''}).text;
      events.push({type: 'response.output_item.added', output_index, item: {...item, status: 'in_progress', content: []}});
      events.push({type: 'response.content_part.added', item_id: item.id, output_index, content_index: 0, part: {type: 'output_text', text: '', annotations: []}});
      for (let i = 0; i < text.length; i += 8) events.push({type: 'response.output_text.delta', item_id: item.id, output_index, content_index: 0, delta: text.slice(i, i + 8), logprobs: []});
      events.push({type: 'response.output_text.done', item_id: item.id, output_index, content_index: 0, text, logprobs: []});
      events.push({type: 'response.content_part.done', item_id: item.id, output_index, content_index: 0, part: {type: 'output_text', text, annotations: []}});
    } else {
      const args = String(item.arguments);
      events.push({type: 'response.output_item.added', output_index, item: {...item, status: 'in_progress', arguments: ''}});
      for (let i = 0; i < args.length; i += 10) events.push({type: 'response.function_call_arguments.delta', item_id: item.id, output_index, delta: args.slice(i, i + 10)});
      events.push({type: 'response.function_call_arguments.done', item_id: item.id, output_index, name: item.name, arguments: args});
    }
    events.push({type: 'response.output_item.done', output_index, item});
  });
  events.push({type: final.status === 'incomplete' ? 'response.incomplete' : 'response.completed', response: final});
  return events.map((event, sequence_number) => ({...event, sequence_number}));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export type DoubleOptions = {
  /** The only key accepted; without it any Bearer key passes. */
  apiKey?: string;
  /**
   * Answer browsers too: the CORS preflight (OPTIONS) and `Access-Control-*` headers on every
   * answer, as api.openai.com sends them (Fetch standard, https://fetch.spec.whatwg.org/#http-cors-protocol).
   */
  cors?: boolean;
  /** Wait this long before each stream event (a slow model), so a test can act mid-stream. */
  eventDelayMs?: number;
};

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept',
  'access-control-expose-headers': 'retry-after, x-request-id',
};

export async function startOpenAiDouble(script: Script, options: DoubleOptions = {}): Promise<OpenAiDouble> {
  const requests: RecordedRequest[] = [];
  let call = 0;
  const nextStep = (endpoint: Endpoint, body: Record<string, unknown>): ScriptStep => {
    const n = call++;
    const step = typeof script === 'function' ? script({endpoint, body, call: n}) : script[n];
    if (!step) throw new Error(`The OpenAI double has no scripted reply for call ${n + 1}.`);
    return step;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0];
      if (options.cors) {
        for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
        if (req.method === 'OPTIONS') {
          res.writeHead(204).end();
          return;
        }
      }
      const endpoint: Endpoint | undefined = path === '/v1/chat/completions' ? 'chat' : path === '/v1/responses' ? 'responses' : undefined;
      if (req.method !== 'POST' || !endpoint) {
        sendError(res, {status: 404, error: {message: `Invalid URL (${req.method} ${path})`, type: 'invalid_request_error', param: null, code: null}});
        return;
      }
      // Source: Bearer authentication (https://developers.openai.com/api/reference/overview#authentication);
      // 401 body as in the error-codes guide ("401 - Invalid Authentication").
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('Bearer ') || (options.apiKey !== undefined && auth !== `Bearer ${options.apiKey}`)) {
        sendError(res, {status: 401, error: {message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key'}});
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      } catch {
        sendError(res, {status: 400, error: {message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error', param: null, code: null}});
        return;
      }
      const rejected = endpoint === 'chat' ? checkChatRequest(body) : checkResponsesRequest(body);
      requests.push({endpoint, body, headers: req.headers, ...(rejected ? {rejected} : {})});
      if (rejected) {
        sendError(res, rejected);
        return;
      }
      const step = nextStep(endpoint, body);
      if (isFault(step) && step.fault !== 'drop_stream') {
        sendFault(res, step);
        return;
      }
      const reply = isFault(step) ? step.reply : step;
      const dropAfter = isFault(step) ? step.afterChunks : undefined;
      if (body.stream !== true) {
        if (dropAfter !== undefined) {
          res.socket?.destroy();
          return;
        }
        sendJson(res, 200, endpoint === 'chat' ? chatCompletion(body, reply) : responseObject(body, reply));
        return;
      }
      res.writeHead(200, {'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive'});
      const events = endpoint === 'chat' ? chatChunks(body, reply) : responseEvents(body, reply);
      for (const [i, event] of events.entries()) {
        if (dropAfter !== undefined && i >= dropAfter) {
          // A dropped connection: no [DONE], no completion event.
          res.socket?.destroy();
          return;
        }
        if (options.eventDelayMs) await new Promise((resolve) => setTimeout(resolve, options.eventDelayMs));
        if (res.destroyed) return;
        // Responses events also carry an `event:` line with their type (SSE, https://html.spec.whatwg.org/multipage/server-sent-events.html).
        const prefix = endpoint === 'responses' ? `event: ${(event as {type: string}).type}\n` : '';
        // Wait until each event is handed to the socket, so a drop happens after what was sent.
        await new Promise<void>((resolve) => res.write(`${prefix}data: ${JSON.stringify(event)}\n\n`, () => resolve()));
      }
      if (endpoint === 'chat') res.write('data: [DONE]\n\n');
      res.end();
    })().catch((error: unknown) => {
      sendError(res, {status: 500, error: {message: `double failed: ${String(error)}`, type: 'server_error', param: null, code: null}});
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref(); // a test that forgets close() does not keep the process alive
  const {port} = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
