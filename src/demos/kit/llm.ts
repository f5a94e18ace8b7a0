/**
 * A minimal client for OpenAI-compatible chat completions (POST {baseUrl}/chat/completions with
 * `stream: true`), streaming tokens as they arrive. The key is only ever put in the Authorization
 * header of the request to the endpoint the reader typed; it is never stored or logged.
 */
import {completionsUrl, DEFAULT_TIMEOUT_SECONDS, INVALID_CONFIG_MESSAGE, type ModelConfig} from './modelConfig';

// The stream parser (eventsource-parser) loads with the first request, not with the demo's page.
type SseModule = typeof import('./sse');

export type ChatMessage = {role: 'system' | 'user' | 'assistant'; content: string};

export {completionsUrl, DEFAULT_TIMEOUT_SECONDS, validateConfig, type ModelConfig} from './modelConfig';

export type LlmErrorKind =
  | 'invalid-config'
  | 'bad-request'
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'rate-limit'
  | 'server'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'dropped'
  | 'bad-response';

export type LlmErrorDetail = {
  status?: number;
  /** Seconds the endpoint asked to wait (`Retry-After` on a 429 or 503), when it said and the browser may read it. */
  retryAfterSeconds?: number;
  /** The text streamed before the failure ('' when none arrived). */
  partial?: string;
};

export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly partial: string;
  constructor(kind: LlmErrorKind, message: string, detail: LlmErrorDetail | number = {}) {
    super(message);
    const d = typeof detail === 'number' ? {status: detail} : detail;
    this.name = 'LlmError';
    this.kind = kind;
    this.status = d.status;
    this.retryAfterSeconds = d.retryAfterSeconds;
    this.partial = d.partial ?? '';
  }
}

/** The longest wait the demos count down; a longer `Retry-After` is reported but not counted. */
export const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * Seconds to wait from a `Retry-After` header: delta-seconds or an HTTP date (RFC 9110 §10.2.3,
 * https://www.rfc-editor.org/rfc/rfc9110#field.retry-after). Null when absent or unreadable.
 * A cross-origin endpoint must list it in `Access-Control-Expose-Headers` for the browser to show it.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\d+$/.test(v)) return Number(v);
  // An HTTP date names its weekday and month ("Wed, 25 Nov 2026 12:00:30 GMT").
  const date = /[a-z]{3}/i.test(v) ? Date.parse(v) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Seconds to wait named in a rate-limit reply's error message, for when the Retry-After header is missing or not
 * readable (a cross-origin endpoint that does not expose it): OpenAI's "Please try again in 20s" (also "1.5s",
 * "6ms", "1m12s", "2h0m0s"; https://platform.openai.com/docs/guides/rate-limits) and Azure OpenAI's "Please retry
 * after 7 seconds" (https://learn.microsoft.com/azure/ai-services/openai/how-to/quota). Null when it names none.
 */
export function waitInMessage(body: string): number | null {
  const text = body.slice(0, 4000);
  const words = /\b(?:retry after|try again in) (\d+) seconds?\b/i.exec(text);
  if (words) return Number(words[1]);
  const openAi = /\btry again in ((?:\d+h)?(?:\d+m(?!s))?(?:\d+(?:\.\d+)?(?:ms|s))?)(?![\w.]*\d)/i.exec(text);
  if (!openAi || !openAi[1]) return null;
  const part = (re: RegExp) => Number(re.exec(openAi[1]!)?.[1] ?? 0);
  const seconds = part(/(\d+)h/) * 3600 + part(/(\d+)m(?!s)/) * 60 + part(/(\d+(?:\.\d+)?)s/) + part(/(\d+(?:\.\d+)?)ms/) / 1000;
  return Math.max(1, Math.ceil(seconds));
}

/** A plain message for each failure; none of them repeats the key or the server's reply. */
export function errorMessage(
  kind: LlmErrorKind,
  status?: number,
  timeoutSeconds = DEFAULT_TIMEOUT_SECONDS,
  extra: {retryAfterSeconds?: number | null; received?: number} = {},
): string {
  switch (kind) {
    case 'invalid-config':
      return INVALID_CONFIG_MESSAGE;
    case 'bad-request':
      return `The endpoint rejected the request (${status ?? 400}). Check the model name and that the endpoint speaks the OpenAI chat-completions format.`;
    case 'auth':
      return 'The endpoint refused the key (401 Unauthorized). Check the API key and try again.';
    case 'forbidden':
      return 'The key is not allowed to use this model or endpoint (403 Forbidden).';
    case 'not-found':
      return 'Nothing found at that address (404). Check the base URL (it usually ends in /v1) and the model name.';
    case 'rate-limit':
      return extra.retryAfterSeconds != null
        ? `The endpoint is rate-limiting you (429 Too Many Requests) and asks to wait ${extra.retryAfterSeconds} second${extra.retryAfterSeconds === 1 ? '' : 's'} before retrying.`
        : 'The endpoint is rate-limiting you (429 Too Many Requests) or your quota is used up. Wait a moment, then retry. It named no wait this page can read (a Retry-After header reaches the page only when the endpoint lists it in Access-Control-Expose-Headers).';
    case 'server':
      return `The endpoint had a server error (${status ?? 500}). Retry in a moment; if it persists, the provider is having trouble.`;
    case 'network':
      return 'Could not reach the endpoint. It may be down, the URL may be wrong, or it does not allow requests from this site (CORS).';
    case 'timeout':
      return `No response for ${timeoutSeconds} seconds, so the request was stopped. Retry, or raise the timeout.`;
    case 'cancelled':
      // Stopped before the first token: no partial answer to keep (s54-dq, t-dqa F8).
      return extra.received === 0 ? 'Stopped before the model answered: nothing had arrived. Press Ask to ask again.' : 'Stopped. The partial answer is kept.';
    case 'dropped': {
      const n = extra.received ?? 0;
      return n > 0
        ? `The connection dropped after ${n.toLocaleString('en-US')} character${n === 1 ? '' : 's'} of the reply; the partial answer is kept. Retry to ask again.`
        : 'The connection dropped before any of the reply arrived. Retry to ask again.';
    }
    case 'bad-response':
      return 'The endpoint answered, but not with a chat-completions response.';
  }
}

export function errorForStatus(status: number): LlmErrorKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limit';
  if (status >= 500) return 'server';
  return 'bad-request';
}

export type StreamOptions = {
  config: ModelConfig;
  messages: ChatMessage[];
  onToken: (text: string) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

/**
 * Streams a chat completion; resolves with the whole text. Rejects with an LlmError.
 * The timeout counts from the request and restarts with every chunk received (an idle timeout).
 */
export async function streamChat({config, messages, onToken, signal, fetchImpl}: StreamOptions): Promise<string> {
  const url = completionsUrl(config.baseUrl);
  if (!url || !config.model.trim()) throw new LlmError('invalid-config', errorMessage('invalid-config'));
  let sse: SseModule;
  try {
    sse = await import('./sse');
  } catch {
    throw new LlmError('network', 'The page could not load its stream reader. Reload the page and retry.');
  }
  const {DONE, SseParser, parseDelta} = sse;
  const timeoutSeconds = config.timeoutSeconds || DEFAULT_TIMEOUT_SECONDS;
  const controller = new AbortController();
  let reason: 'timeout' | 'cancelled' | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reason = 'timeout';
      controller.abort();
    }, timeoutSeconds * 1000);
  };
  const onAbort = () => {
    reason = 'cancelled';
    controller.abort();
  };
  if (signal?.aborted) throw new LlmError('cancelled', errorMessage('cancelled', undefined, undefined, {received: 0}));
  signal?.addEventListener('abort', onAbort);
  let text = '';
  /** After the endpoint answered, a failed read is a dropped connection, not an unreachable endpoint. */
  let answered = false;
  const fail = (error: unknown): never => {
    if (error instanceof LlmError) throw error;
    if (reason === 'timeout') throw new LlmError('timeout', errorMessage('timeout', undefined, timeoutSeconds), {partial: text});
    if (reason === 'cancelled') throw new LlmError('cancelled', errorMessage('cancelled', undefined, timeoutSeconds, {received: text.length}), {partial: text});
    if (answered) throw new LlmError('dropped', errorMessage('dropped', undefined, timeoutSeconds, {received: text.length}), {partial: text});
    throw new LlmError('network', errorMessage('network'));
  };
  const headers: Record<string, string> = {'Content-Type': 'application/json', Accept: 'text/event-stream'};
  if (config.apiKey) headers.Authorization = `Bearer ${config.apiKey}`;
  try {
    arm();
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({model: config.model.trim(), messages, stream: true}),
        signal: controller.signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      });
    } catch (error) {
      return fail(error);
    }
    if (!response.ok) {
      const kind = errorForStatus(response.status);
      const limited = response.status === 429 || response.status === 503;
      let wait = parseRetryAfter(response.headers.get('retry-after'));
      // No readable header: the wait the error message names, if any (u29p: the countdown never showed).
      if (wait === null && limited) wait = waitInMessage(await response.text().catch(() => ''));
      else await response.body?.cancel().catch(() => undefined);
      const retryAfterSeconds = wait !== null && limited ? wait : undefined;
      throw new LlmError(kind, errorMessage(kind, response.status, timeoutSeconds, {retryAfterSeconds}), {status: response.status, retryAfterSeconds});
    }
    answered = true;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      // Some servers ignore `stream: true` and answer in one piece.
      let body: string;
      try {
        body = await response.text();
      } catch (error) {
        return fail(error);
      }
      try {
        text = parseDelta(body).text;
      } catch {
        throw new LlmError('bad-response', errorMessage('bad-response'));
      }
      if (text) onToken(text);
      return text;
    }
    if (!response.body) throw new LlmError('bad-response', errorMessage('bad-response'));
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let sawEvent = false;
    let finished = false;
    const dropped = () => new LlmError('dropped', errorMessage('dropped', undefined, timeoutSeconds, {received: text.length}), {partial: text});
    const handle = (payloads: string[], last = false): boolean => {
      for (const payload of payloads) {
        sawEvent = true;
        if (payload.trim() === DONE) return true;
        let piece: {text: string; finished: boolean};
        try {
          piece = parseDelta(payload);
        } catch {
          // A payload cut off by the end of the stream is a dropped connection, not a bad server.
          if (last && text) throw dropped();
          throw new LlmError('bad-response', errorMessage('bad-response'), {partial: text});
        }
        if (piece.finished) finished = true;
        if (piece.text) {
          text += piece.text;
          onToken(piece.text);
        }
      }
      return false;
    };
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        return fail(error);
      }
      if (chunk.done) {
        const done = handle(parser.push(decoder.decode())) || handle(parser.end(), true);
        if (!sawEvent) throw new LlmError('bad-response', errorMessage('bad-response'));
        // The stream closed before `[DONE]` and before the model finished: the connection dropped.
        if (!done && !finished) throw dropped();
        break;
      }
      arm();
      if (handle(parser.push(decoder.decode(chunk.value, {stream: true})))) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
    return text;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
