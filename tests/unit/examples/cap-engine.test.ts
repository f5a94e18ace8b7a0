// @vitest-environment node
import {describe, expect, it} from 'vitest';
import type {CompletionRequest, CompletionResult, LlmProvider} from '../../../examples/basic-agent/agent';
import {AttemptTimeoutError, isRetryable, retryAfterMs, statusOf, withResilience} from '../../../examples/cap-engine/resilience';
import OpenAI from 'openai';
import {streamCompletion} from '../../../examples/cap-engine/streaming';
import {startOpenAiDouble} from '../../doubles/openai/server';
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

// The streams come from the contract double over HTTP and are parsed by the official SDK.
async function streamingDouble(script: Parameters<typeof startOpenAiDouble>[0]) {
  const double = await startOpenAiDouble(script);
  const client = new OpenAI({apiKey: 'sk-test-key-for-the-local-double', baseURL: double.baseURL, maxRetries: 0});
  return {double, client};
}

const lookupTool = {name: 'get_order_status', description: 'Look up an order.', parameters: {type: 'object', properties: {orderId: {type: 'string'}}, required: ['orderId']}};

describe('streamCompletion', () => {
  it('forwards text deltas, requests usage and returns a metered result', async () => {
    const {double, client} = await streamingDouble([{content: 'Your order ships today.', inputTokens: 1200, outputTokens: 40}]);
    const seen: string[] = [];
    const {result, finishReason} = await streamCompletion(client, 'gpt-6.1-terra', request, (t) => seen.push(t));
    expect(seen.join('')).toBe('Your order ships today.');
    expect(seen.length).toBeGreaterThan(1);
    expect(result).toEqual({content: 'Your order ships today.', toolCalls: [], usage: {inputTokens: 1200, outputTokens: 40}, model: 'gpt-6.1-terra'});
    expect(finishReason).toBe('stop');
    expect(double.requests[0]?.body).toMatchObject({stream: true, stream_options: {include_usage: true}});
    await double.close();
  });

  it('assembles tool calls from fragments (tools on a reasoning model need reasoning_effort none here)', async () => {
    const {double, client} = await streamingDouble([{toolCalls: [{id: 'call_1', name: 'get_order_status', arguments: '{"orderId":"ORD-1"}'}]}]);
    const {result, finishReason} = await streamCompletion(client, 'gpt-6.1-terra', {...request, tools: [lookupTool]}, () => {}, {reasoningEffort: 'none'});
    expect(result.toolCalls).toEqual([{id: 'call_1', name: 'get_order_status', arguments: '{"orderId":"ORD-1"}'}]);
    expect(result.content).toBeNull();
    expect(finishReason).toBe('tool_calls');
    await double.close();
  });

  it('gets the documented 400 when tools go to a reasoning model at its default effort', async () => {
    const {double, client} = await streamingDouble([]);
    await expect(streamCompletion(client, 'gpt-6.1-terra', {...request, tools: [lookupTool]}, () => {})).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("Function tools with reasoning_effort are not supported for gpt-6.1-terra in /v1/chat/completions"),
    });
    await double.close();
  });

  it('fails on a stream that is cut off, after forwarding what arrived', async () => {
    const {double, client} = await streamingDouble([{fault: 'drop_stream', afterChunks: 2, reply: {content: 'A long answer that never finishes.'}}]);
    const seen: string[] = [];
    await expect(streamCompletion(client, 'gpt-6.1-terra', request, (t) => seen.push(t))).rejects.toThrow();
    expect(seen.join('')).toBe('A long a');
    await double.close();
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
