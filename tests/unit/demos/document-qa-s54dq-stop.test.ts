/**
 * s54-dq (issue 28, tester t-dqa F8): Stop pressed before the model's first token said "Stopped. The partial answer is
 * kept." although nothing had arrived. Now it says that the model had not answered; after some text the old message
 * stays. The first test failed before the fix (llm.ts errorMessage 'cancelled' with `received`).
 */
import {describe, expect, it, vi} from 'vitest';
import {errorMessage, streamChat, type ModelConfig} from '@site/src/demos/kit/llm';

const CONFIG: ModelConfig = {baseUrl: 'http://127.0.0.1:9/fake-llm/v1', model: 'test-model', apiKey: '', timeoutSeconds: 30};
const encoder = new TextEncoder();

describe('t-dqa F8: Stop before the first token', () => {
  it('says nothing had arrived, not that a partial answer is kept', async () => {
    const waiting = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const pending = streamChat({config: CONFIG, messages: [], onToken: () => {}, signal: controller.signal, fetchImpl: waiting as unknown as typeof fetch});
    setTimeout(() => controller.abort(), 20);
    const error = (await pending.then(() => null, (e: unknown) => e)) as {kind: string; message: string} | null;
    expect(error?.kind).toBe('cancelled');
    expect(error?.message).not.toMatch(/partial answer is kept/i);
    expect(error?.message).toMatch(/before the model answered/);
  });
  it('after some text, still says the partial answer is kept', async () => {
    const started = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              c.enqueue(encoder.encode(`data: ${JSON.stringify({choices: [{delta: {content: 'Early words'}}]})}\n\n`));
              init?.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
            },
          }),
          {status: 200, headers: {'Content-Type': 'text/event-stream'}},
        ),
    );
    const controller = new AbortController();
    const pending = streamChat({config: CONFIG, messages: [], onToken: () => controller.abort(), signal: controller.signal, fetchImpl: started as unknown as typeof fetch});
    await expect(pending).rejects.toMatchObject({kind: 'cancelled', partial: 'Early words', message: 'Stopped. The partial answer is kept.'});
  });
  it('the message itself', () => {
    expect(errorMessage('cancelled', undefined, undefined, {received: 0})).toMatch(/before the model answered/);
    expect(errorMessage('cancelled', undefined, undefined, {received: 12})).toBe('Stopped. The partial answer is kept.');
  });
});
