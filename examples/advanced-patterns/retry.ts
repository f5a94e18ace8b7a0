/**
 * withRetry: wrap any LlmProvider so rate limits (429) and server errors (5xx) are
 * retried with exponential backoff and jitter, while client errors fail at once.
 */
import type {LlmProvider} from '../basic-agent/agent.js';

export interface RetryOptions {
  readonly retries?: number;
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Injected so tests do not wait; defaults to a real timer. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
}

export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as {name?: unknown}).name === 'AbortError') return false;
  const status = (error as {status?: unknown}).status;
  if (typeof status === 'number') return status === 408 || status === 409 || status === 429 || status >= 500;
  // No HTTP status: a connection reset or timeout, worth one more try.
  const code = (error as {code?: unknown}).code;
  return code === 'ECONNRESET' || code === 'ETIMEDOUT';
}

const realSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, {once: true});
  });

export function withRetry(provider: LlmProvider, options: RetryOptions = {}): LlmProvider {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 8_000;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;

  return {
    name: `${provider.name}+retry`,
    ...(provider.model ? {model: provider.model} : {}),
    async complete(request, signal) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await provider.complete(request, signal);
        } catch (error) {
          if (attempt >= retries || !isRetryable(error)) throw error;
          // Full jitter: a random delay up to the exponential cap spreads retries from many clients.
          const delay = Math.min(max, base * 2 ** attempt) * random();
          await sleep(Math.round(delay), signal);
        }
      }
    },
  };
}
