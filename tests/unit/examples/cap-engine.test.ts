// @vitest-environment node
import {describe, expect, it} from 'vitest';
import type {ChatCompletionChunk} from 'openai/resources/chat/completions';
import type {CompletionRequest, CompletionResult, LlmProvider} from '../../../examples/basic-agent/agent';
import {AttemptTimeoutError, isRetryable, retryAfterMs, statusOf, withResilience} from '../../../examples/cap-engine/resilience';
import {streamCompletion, type StreamingChatClient} from '../../../examples/cap-engine/streaming';
import {EXAMPLE_PRICES, costUsd, pricingFor} from '../../../examples/cap-engine/pricing';

const request: CompletionRequest = {messages: [{role: 'user', content: 'hi'}]};
const ok: CompletionResult = {content: 'ok', toolCalls: [], usage: {inputTokens: 1, outputTokens: 1}, model: 'm'};

function failing(errors: unknown[]): LlmProvider & {calls: number} {
  const provider = {
    name: 'flaky',
    calls: 0,
    async complete() {
      const error = errors[provider.calls++];
      if (error) throw error;
      return ok;
    },
  };
  return provider;
}

const httpError = (status: number, headers: Record<string, string> = {}) => Object.assign(new Error(`HTTP ${status}`), {status, headers: new Headers(headers)});

describe('withResilience', () => {
  it('waits exactly as long as Retry-After asks, then succeeds', async () => {
    const waits: number[] = [];
    const provider = failing([httpError(429, {'retry-after': '2'}), httpError(503, {'retry-after-ms': '150'})]);
    const resilient = withResilience(provider, {sleep: async (ms) => void waits.push(ms), random: () => 1});
    await expect(resilient.complete(request)).resolves.toEqual(ok);
    expect(waits).toEqual([2000, 150]);
    expect(provider.calls).toBe(3);
  });

  it('uses capped exponential backoff with jitter when the server gives no hint', async () => {
    const waits: number[] = [];
    const provider = failing([httpError(500), httpError(502), httpError(503)]);
    await withResilience(provider, {sleep: async (ms) => void waits.push(ms), random: () => 0.5, baseDelayMs: 1000, maxDelayMs: 3000}).complete(request);
    expect(waits).toEqual([500, 1000, 1500]);
  });

  it('fails fast on client errors and on a Retry-After longer than the caller will wait', async () => {
    const badRequest = failing([httpError(400)]);
    await expect(withResilience(badRequest, {sleep: async () => {}}).complete(request)).rejects.toThrow('HTTP 400');
    expect(badRequest.calls).toBe(1);

    const longWait = failing([httpError(429, {'retry-after': '120'})]);
    await expect(withResilience(longWait, {sleep: async () => {}, maxRetryAfterMs: 30_000}).complete(request)).rejects.toThrow('HTTP 429');
    expect(longWait.calls).toBe(1);
  });

  it('stops retrying when the next wait would pass the deadline', async () => {
    let clock = 0;
    const provider = failing([httpError(503), httpError(503), httpError(503)]);
    const resilient = withResilience(provider, {now: () => clock, sleep: async (ms) => void (clock += ms), random: () => 1, baseDelayMs: 4000, deadlineMs: 10_000});
    await expect(resilient.complete(request)).rejects.toThrow('HTTP 503');
    expect(provider.calls).toBe(2); // waited 4 s, then an 8 s wait would end after the 10 s deadline
  });

  it('aborts an attempt that hangs and retries it', async () => {
    let attempts = 0;
    const signals: AbortSignal[] = [];
    const hangsOnce: LlmProvider = {
      name: 'slow',
      complete: (_req, signal) => {
        attempts += 1;
        if (signal) signals.push(signal);
        return attempts === 1 ? new Promise<CompletionResult>(() => {}) : Promise.resolve(ok);
      },
    };
    await expect(withResilience(hangsOnce, {attemptTimeoutMs: 20, sleep: async () => {}}).complete(request)).resolves.toEqual(ok);
    expect(attempts).toBe(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toBeInstanceOf(AttemptTimeoutError);
  });

  it('never retries after the caller aborts', async () => {
    const controller = new AbortController();
    const provider: LlmProvider = {
      name: 'p',
      complete: async () => {
        controller.abort(new Error('user left'));
        throw httpError(503);
      },
    };
    await expect(withResilience(provider, {sleep: async () => {}}).complete(request, controller.signal)).rejects.toThrow('HTTP 503');
  });

  it('reads AWS SDK v3 and OpenAI SDK error shapes', () => {
    const throttled = {name: 'ThrottlingException', $metadata: {httpStatusCode: 429}, $retryable: {throttling: true}};
    expect(statusOf(throttled)).toBe(429);
    expect(isRetryable(throttled)).toBe(true);
    expect(isRetryable({name: 'ValidationException', $metadata: {httpStatusCode: 400}})).toBe(false);
    expect(isRetryable({name: 'APIConnectionTimeoutError'})).toBe(true);
    expect(isRetryable({name: 'APIUserAbortError'})).toBe(false);
    expect(retryAfterMs({$response: {headers: {'Retry-After': '3'}}})).toBe(3000);
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterMs({headers: new Headers({'retry-after': 'Tue, 24 Nov 2026 10:00:05 GMT'})}, now)).toBe(5000);
  });
});

function chunk(delta: Partial<ChatCompletionChunk.Choice.Delta>, finish: ChatCompletionChunk.Choice['finish_reason'] = null): ChatCompletionChunk {
  return {id: 'c', object: 'chat.completion.chunk', created: 0, model: 'gpt-6.1-terra', choices: [{index: 0, delta, finish_reason: finish}]};
}

function fakeStream(chunks: ChatCompletionChunk[]): StreamingChatClient & {bodies: unknown[]} {
  const bodies: unknown[] = [];
  return {
    bodies,
    chat: {
      completions: {
        create: async (body) => {
          bodies.push(body);
          return (async function* () {
            yield* chunks;
          })();
        },
      },
    },
  };
}

const usageChunk: ChatCompletionChunk = {
  id: 'c', object: 'chat.completion.chunk', created: 0, model: 'gpt-6.1-terra', choices: [],
  usage: {prompt_tokens: 1200, completion_tokens: 40, total_tokens: 1240},
};

describe('streamCompletion', () => {
  it('forwards text deltas, requests usage and returns a metered result', async () => {
    const client = fakeStream([chunk({role: 'assistant', content: 'Your order '}), chunk({content: 'ships today.'}, 'stop'), usageChunk]);
    const seen: string[] = [];
    const {result, finishReason} = await streamCompletion(client, 'gpt-6.1-terra', request, (t) => seen.push(t));
    expect(seen).toEqual(['Your order ', 'ships today.']);
    expect(result).toEqual({content: 'Your order ships today.', toolCalls: [], usage: {inputTokens: 1200, outputTokens: 40}, model: 'gpt-6.1-terra'});
    expect(finishReason).toBe('stop');
    expect(client.bodies[0]).toMatchObject({stream: true, stream_options: {include_usage: true}});
  });

  it('assembles tool calls from fragments', async () => {
    const client = fakeStream([
      chunk({tool_calls: [{index: 0, id: 'call_1', type: 'function', function: {name: 'get_order_status', arguments: ''}}]}),
      chunk({tool_calls: [{index: 0, function: {arguments: '{"orderId":'}}]}),
      chunk({tool_calls: [{index: 0, function: {arguments: '"ORD-1"}'}}]}, 'tool_calls'),
      usageChunk,
    ]);
    const {result} = await streamCompletion(client, 'gpt-6.1-terra', request, () => {});
    expect(result.toolCalls).toEqual([{id: 'call_1', name: 'get_order_status', arguments: '{"orderId":"ORD-1"}'}]);
    expect(result.content).toBeNull();
  });

  it('refuses a stream that ends without usage', async () => {
    const client = fakeStream([chunk({content: 'partial'})]);
    await expect(streamCompletion(client, 'gpt-6.1-terra', request, () => {})).rejects.toThrow(/without token usage/);
  });
});

describe('pricing', () => {
  const terra = pricingFor(EXAMPLE_PRICES, 'gpt-6.1-terra');

  it('prices the worked example on the LLM integration page', () => {
    // Four model calls of 6,000 input and 300 output tokens each.
    expect(costUsd(terra, {inputTokens: 24_000, outputTokens: 1_200})).toBeCloseTo(0.03, 10);
    // The same run when half the input is served from the prompt cache.
    expect(costUsd(terra, {inputTokens: 24_000, cachedInputTokens: 12_000, outputTokens: 1_200})).toBeCloseTo(0.0186, 10);
  });

  it('applies the long-context rate to the whole request above the threshold', () => {
    expect(costUsd(terra, {inputTokens: 300_000, outputTokens: 1_000})).toBeCloseTo((300_000 * 2 + 1_000 * 5 * 1.5) / 1_000_000, 10);
  });

  it('refuses unknown models instead of guessing', () => {
    expect(() => pricingFor(EXAMPLE_PRICES, 'gpt-6.1-terra-preview')).toThrow(/refusing to run unmetered/);
    expect(terra.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
