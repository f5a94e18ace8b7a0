import {describe, expect, it, vi} from 'vitest';
import {LlmError, completionsUrl, errorForStatus, errorMessage, parseRetryAfter, streamChat, validateConfig, type ModelConfig} from '@site/src/demos/kit/llm';

const CONFIG: ModelConfig = {baseUrl: 'http://127.0.0.1:9/fake-llm/v1', model: 'test-model', apiKey: 'sk-secret-123', timeoutSeconds: 5};

function sseResponse(parts: string[], delayMs = 0): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        controller.enqueue(encoder.encode(part));
      }
      controller.close();
    },
  });
  return new Response(body, {status: 200, headers: {'Content-Type': 'text/event-stream'}});
}

const chunk = (text: string) => `data: ${JSON.stringify({choices: [{delta: {content: text}}]})}\n\n`;

describe('completionsUrl and validateConfig', () => {
  it('appends /chat/completions and rejects non-http URLs and URLs with credentials', () => {
    expect(completionsUrl('https://api.example.com/v1/')).toBe('https://api.example.com/v1/chat/completions');
    expect(completionsUrl('https://api.example.com/v1/chat/completions')).toBe('https://api.example.com/v1/chat/completions');
    expect(completionsUrl('javascript:alert(1)')).toBeNull();
    expect(completionsUrl('https://user:pw@example.com/v1')).toBeNull();
    expect(completionsUrl('not a url')).toBeNull();
    expect(validateConfig({...CONFIG, model: ' '})).toMatch(/model name/);
    expect(validateConfig({...CONFIG, timeoutSeconds: 0})).toMatch(/timeout/);
    expect(validateConfig(CONFIG)).toBeNull();
  });
});

describe('error mapping', () => {
  it.each([
    [401, 'auth', /401/],
    [403, 'forbidden', /403/],
    [404, 'not-found', /404/],
    [429, 'rate-limit', /429/],
    [500, 'server', /500/],
    [503, 'server', /503/],
    [400, 'bad-request', /400/],
  ] as const)('maps HTTP %i to %s with a plain message', (status, kind, pattern) => {
    expect(errorForStatus(status)).toBe(kind);
    expect(errorMessage(kind, status)).toMatch(pattern);
  });

  it('never repeats the key in any message', () => {
    for (const kind of ['auth', 'network', 'timeout', 'server', 'bad-response'] as const) {
      expect(errorMessage(kind)).not.toContain(CONFIG.apiKey);
    }
  });
});

describe('streamChat', () => {
  it('streams tokens from split SSE chunks and sends the key only in the Authorization header', async () => {
    const fetchImpl = vi.fn(async () => sseResponse([chunk('Hel').slice(0, 10), chunk('Hel').slice(10) + chunk('lo'), 'data: [DO', 'NE]\n\n']));
    const tokens: string[] = [];
    const text = await streamChat({config: CONFIG, messages: [{role: 'user', content: 'hi'}], onToken: (t) => tokens.push(t), fetchImpl});
    expect(text).toBe('Hello');
    expect(tokens).toEqual(['Hel', 'lo']);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9/fake-llm/v1/chat/completions');
    expect(url).not.toContain(CONFIG.apiKey);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${CONFIG.apiKey}`);
    expect(String(init.body)).not.toContain(CONFIG.apiKey);
    expect(JSON.parse(String(init.body))).toMatchObject({model: 'test-model', stream: true});
  });

  it.each([401, 404, 429, 500])('rejects with a mapped LlmError on HTTP %i', async (status) => {
    const fetchImpl = vi.fn(async () => new Response('{"error":{"message":"key sk-secret-123 rejected"}}', {status}));
    const error = await streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe(errorForStatus(status));
    expect((error as LlmError).message).not.toContain('sk-secret');
  });

  it('maps a network or CORS failure', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl})).rejects.toMatchObject({kind: 'network'});
  });

  it('times out when the endpoint stalls, and reports cancellation when the reader stops', async () => {
    const stalled = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(
      streamChat({config: {...CONFIG, timeoutSeconds: 0.05}, messages: [], onToken: () => {}, fetchImpl: stalled as unknown as typeof fetch}),
    ).rejects.toMatchObject({kind: 'timeout'});
    const controller = new AbortController();
    const pending = streamChat({config: CONFIG, messages: [], onToken: () => {}, signal: controller.signal, fetchImpl: stalled as unknown as typeof fetch});
    controller.abort();
    await expect(pending).rejects.toMatchObject({kind: 'cancelled'});
  });

  it('accepts a non-streaming JSON answer and rejects a response that is not chat completions', async () => {
    const json = vi.fn(async () => new Response('{"choices":[{"message":{"content":"All at once"}}]}', {headers: {'Content-Type': 'application/json'}}));
    await expect(streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: json})).resolves.toBe('All at once');
    const html = vi.fn(async () => sseResponse(['<html>nope</html>']));
    await expect(streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: html})).rejects.toMatchObject({kind: 'bad-response'});
  });
});

/** A stream that sends `parts`, then fails the read as a reset connection does (TypeError: network error). */
function droppingResponse(parts: string[]): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < parts.length) controller.enqueue(encoder.encode(parts[i++]));
      else controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, {status: 200, headers: {'Content-Type': 'text/event-stream'}});
}

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates (RFC 9110 §10.2.3), null otherwise', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Wed, 25 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('carries the wait of a 429 into the error and its message', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"error":{"message":"slow down"}}', {status: 429, headers: {'Retry-After': '12'}}));
    const error = (await streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl}).catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe('rate-limit');
    expect(error.retryAfterSeconds).toBe(12);
    expect(error.message).toContain('wait 12 seconds');
    const plain = vi.fn(async () => new Response('', {status: 429}));
    const without = (await streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: plain}).catch((e: unknown) => e)) as LlmError;
    expect(without.retryAfterSeconds).toBeUndefined();
    expect(without.message).toMatch(/Wait a moment/);
  });
});

describe('dropped streams', () => {
  it('names a connection reset mid-stream as dropped, with the characters received and the partial text', async () => {
    const fetchImpl = vi.fn(async () => droppingResponse([chunk('The first '), chunk('part')]));
    const tokens: string[] = [];
    const error = (await streamChat({config: CONFIG, messages: [], onToken: (t) => tokens.push(t), fetchImpl}).catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe('dropped');
    expect(error.partial).toBe('The first part');
    expect(error.message).toContain('dropped after 14 characters');
    expect(error.message).not.toMatch(/CORS/);
    expect(tokens.join('')).toBe('The first part');
  });

  it('names a stream that closes before [DONE] and before finish_reason as dropped, even mid-event', async () => {
    const cut = vi.fn(async () => sseResponse([chunk('Half an'), 'data: {"choices":[{"delta":{"content":" ans']));
    await expect(streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: cut})).rejects.toMatchObject({kind: 'dropped', partial: 'Half an'});
    const finished = vi.fn(async () => sseResponse([chunk('Whole.'), 'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\n\n']));
    await expect(streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: finished})).resolves.toBe('Whole.');
    const doneWithoutBlankLine = vi.fn(async () => sseResponse([chunk('Ok'), 'data: [DONE]']));
    await expect(streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: doneWithoutBlankLine})).resolves.toBe('Ok');
  });

  it('keeps the partial text on a timeout after the first tokens', async () => {
    const encoder = new TextEncoder();
    const slow = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(chunk('Early words')));
              init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
          {status: 200, headers: {'Content-Type': 'text/event-stream'}},
        ),
    );
    await expect(
      streamChat({config: {...CONFIG, timeoutSeconds: 0.05}, messages: [], onToken: () => {}, fetchImpl: slow as unknown as typeof fetch}),
    ).rejects.toMatchObject({kind: 'timeout', partial: 'Early words'});
  });
});
