/**
 * withResilience: wrap any LlmProvider with the three protections a production
 * model call needs, in one place and the same for every vendor:
 *   1. a timeout per attempt (the call is aborted, not just abandoned),
 *   2. retries of transient failures with capped exponential backoff and full jitter,
 *      honoring the server's Retry-After / retry-after-ms header when it sends one,
 *   3. an overall deadline, so retries never outlive the caller's patience.
 * It understands the error shapes of the OpenAI SDK (`status`, `headers`) and of the
 * AWS SDK v3 used for Bedrock (`$metadata.httpStatusCode`, `$retryable`).
 *
 * Use it with the SDK's own retries switched off (`maxRetries: 0` for OpenAI,
 * `maxAttempts: 1` for the AWS SDK), or the attempts multiply.
 */
import type {CompletionRequest, CompletionResult, LlmProvider} from '../basic-agent/agent.js';

export interface ResilienceOptions {
  /** Retries after the first attempt. Default 3. */
  readonly retries?: number;
  /** First backoff step in ms; doubles per retry. Default 500. */
  readonly baseDelayMs?: number;
  /** Cap for the computed backoff in ms. Default 8,000. */
  readonly maxDelayMs?: number;
  /** A server asking for a longer wait than this fails the call at once (surface the 429). Default 30,000. */
  readonly maxRetryAfterMs?: number;
  /** Timeout for one attempt in ms. Default 60,000. */
  readonly attemptTimeoutMs?: number;
  /** Budget for all attempts and waits together in ms. Default 120,000. */
  readonly deadlineMs?: number;
  /** Injected for tests. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  readonly now?: () => number;
}

/** Thrown when one attempt exceeds attemptTimeoutMs. Retryable, like HTTP 408. */
export class AttemptTimeoutError extends Error {
  override readonly name = 'AttemptTimeoutError';
  readonly status = 408;
}

interface ErrorLike {
  readonly name?: unknown;
  readonly status?: unknown;
  readonly statusCode?: unknown;
  readonly code?: unknown;
  readonly headers?: unknown;
  readonly $metadata?: {readonly httpStatusCode?: unknown};
  readonly $retryable?: unknown;
  readonly $response?: {readonly headers?: unknown};
}

function asErrorLike(error: unknown): ErrorLike | undefined {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : undefined;
}

/** HTTP status of an OpenAI SDK error, an AWS SDK v3 error, or a plain fetch-style error. */
export function statusOf(error: unknown): number | undefined {
  const e = asErrorLike(error);
  if (!e) return undefined;
  for (const candidate of [e.status, e.$metadata?.httpStatusCode, e.statusCode]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  if (typeof (headers as {get?: unknown}).get === 'function') {
    const value = (headers as {get(name: string): string | null}).get(name);
    return value ?? undefined;
  }
  // AWS SDK responses and plain objects: case-insensitive lookup.
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() === name && typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * How long the server asked us to wait, in ms, or undefined. Reads `retry-after-ms`
 * (OpenAI) first, then `retry-after` as seconds or as an HTTP date (RFC 9110, section 10.2.3).
 */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | undefined {
  const e = asErrorLike(error);
  if (!e) return undefined;
  const headers = e.headers ?? e.$response?.headers;
  const ms = header(headers, 'retry-after-ms');
  if (ms !== undefined && Number.isFinite(Number.parseFloat(ms))) return Math.max(0, Number.parseFloat(ms));
  const value = header(headers, 'retry-after');
  if (value === undefined) return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.max(0, Number.parseFloat(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Transient failures only: timeouts, conflicts, rate limits, server errors and dropped connections. */
export function isRetryable(error: unknown): boolean {
  const e = asErrorLike(error);
  if (!e) return false;
  if (e.name === 'AbortError' || e.name === 'APIUserAbortError') return false;
  if (e.name === 'AttemptTimeoutError') return true;
  const status = statusOf(error);
  if (status !== undefined) return status === 408 || status === 409 || status === 429 || status >= 500;
  if (e.$retryable !== undefined) return true; // AWS SDK marks throttling and transient errors
  if (e.name === 'APIConnectionError' || e.name === 'APIConnectionTimeoutError') return true;
  return e.code === 'ECONNRESET' || e.code === 'ETIMEDOUT' || e.code === 'EPIPE';
}

const realSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      {once: true},
    );
  });

/** One attempt with its own timeout. The provider sees an AbortSignal that fires on timeout or caller abort. */
async function attempt(provider: LlmProvider, request: CompletionRequest, timeoutMs: number, signal?: AbortSignal): Promise<CompletionResult> {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, {once: true});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new AttemptTimeoutError(`Model call exceeded ${timeoutMs} ms.`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    // The race also covers a provider that ignores its signal.
    return await Promise.race([provider.complete(request, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

export function withResilience(provider: LlmProvider, options: ResilienceOptions = {}): LlmProvider {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 8_000;
  const maxRetryAfter = options.maxRetryAfterMs ?? 30_000;
  const attemptTimeout = options.attemptTimeoutMs ?? 60_000;
  const deadline = options.deadlineMs ?? 120_000;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  return {
    name: `${provider.name}+resilient`,
    ...(provider.model ? {model: provider.model} : {}),
    async complete(request, signal) {
      const started = now();
      for (let retry = 0; ; retry += 1) {
        signal?.throwIfAborted();
        const remaining = deadline - (now() - started);
        try {
          return await attempt(provider, request, Math.max(1, Math.min(attemptTimeout, remaining)), signal);
        } catch (error) {
          if (signal?.aborted || retry >= retries || !isRetryable(error)) throw error;
          const asked = retryAfterMs(error, now());
          if (asked !== undefined && asked > maxRetryAfter) throw error; // let the caller tell its client when to come back
          // Full jitter (a random wait up to the exponential cap) spreads retries from many tasks.
          const delay = asked ?? Math.round(Math.min(maxDelay, base * 2 ** retry) * random());
          if (now() - started + delay >= deadline) throw error;
          await sleep(delay, signal);
        }
      }
    },
  };
}
