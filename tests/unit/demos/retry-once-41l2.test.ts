/**
 * Issue 28 (u28y) finding 1: a 429 with Retry-After is resent automatically at most once per
 * question; a second 429 offers "Try again" (retryAtOf gives 0) and resends nothing by itself.
 * Finding 2 (S-A5): with a model configured and no passage found, no request is sent.
 * The fake endpoint follows OpenAI's documented rate limits: a 429 answer carries the wait in
 * `Retry-After` (https://platform.openai.com/docs/guides/rate-limits, "Error mitigation";
 * RFC 9110 §10.2.3 for the header's delay-seconds form).
 */
import {describe, expect, it, vi} from 'vitest';
import {streamChat, type ModelConfig} from '@site/src/demos/kit/llm';
import {retryAtOf} from '@site/src/demos/kit/components/RetryCountdown';
import {answerPlan} from '@site/src/demos/simple-chat/chatStore';

const CONFIG: ModelConfig = {baseUrl: 'http://127.0.0.1:9/fake-llm/v1', model: 'test-model', apiKey: '', timeoutSeconds: 5};
const limited = () => new Response('{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}', {status: 429, headers: {'Retry-After': '2'}});
const answered = () =>
  new Response(`data: ${JSON.stringify({choices: [{delta: {content: 'Grounded answer [1].'}}]})}\n\ndata: [DONE]\n\n`, {status: 200, headers: {'Content-Type': 'text/event-stream'}});

/**
 * What every demo does with a failed request: a countdown (retryAtOf > 0) resends when it ends,
 * and the demo records that its one automatic resend for this question is used; 0 or null waits
 * for the reader. Returns how the question ended.
 */
async function askOnce(fetchImpl: typeof fetch): Promise<{outcome: string; offer: number | null}> {
  let autoRetried = false;
  for (let round = 0; round < 10; round++) {
    try {
      await streamChat({config: CONFIG, messages: [{role: 'user', content: 'q'}], onToken: () => {}, fetchImpl});
      return {outcome: 'answered', offer: null};
    } catch (error) {
      const offer = retryAtOf(error, 1_000, autoRetried);
      if (offer === null || offer === 0) return {outcome: 'waits for the reader', offer};
      autoRetried = true;
    }
  }
  return {outcome: 'resent without end', offer: null};
}

describe('the 429 retry policy (u28y finding 1)', () => {
  it('resends once automatically when the endpoint answers 429 with Retry-After every time, then offers Try again', async () => {
    const fetchImpl = vi.fn(async () => limited());
    const result = await askOnce(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result).toEqual({outcome: 'waits for the reader', offer: 0});
  });

  it('answers when the one automatic resend gets a 200', async () => {
    const fetchImpl = vi.fn().mockResolvedValueOnce(limited()).mockResolvedValueOnce(answered());
    const result = await askOnce(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(result.outcome).toBe('answered');
  });

  it('counts down the first wait and offers Try again after the automatic resend', async () => {
    const error = await streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl: (async () => limited()) as unknown as typeof fetch}).catch((e: unknown) => e);
    expect(retryAtOf(error, 1_000)).toBe(3_000);
    expect(retryAtOf(error, 1_000, false)).toBe(3_000);
    expect(retryAtOf(error, 1_000, true)).toBe(0);
  });
});

describe('no passage, no request (u28y finding 2, S-A5)', () => {
  it('sends the model a question only with at least one passage', () => {
    expect(answerPlan(true, 0)).toBe('no-passage');
    expect(answerPlan(true, 1)).toBe('model');
    expect(answerPlan(true, 4)).toBe('model');
    expect(answerPlan(false, 0)).toBe('offline');
    expect(answerPlan(false, 3)).toBe('offline');
  });
});
