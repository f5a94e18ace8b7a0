/**
 * Task 44l (issue 28, u29p: "Retry-After not shown" in the Zohlar workspace). A cross-origin endpoint's Retry-After is
 * readable only when the endpoint lists it in Access-Control-Expose-Headers (Fetch standard, CORS-safelisted response
 * header names: https://fetch.spec.whatwg.org/#cors-safelisted-response-header-name); the tester's endpoint did not,
 * so the demos showed "Try again" with no countdown. Providers also name the wait in the 429's error message, which
 * the browser can always read:
 * - OpenAI: "Rate limit reached for … Please try again in 20s." (also "in 1.5s", "in 6ms", "in 1m12s";
 *   https://platform.openai.com/docs/guides/rate-limits, error examples in https://help.openai.com/en/articles/6891829);
 * - Azure OpenAI: "… Please retry after 7 seconds." (https://learn.microsoft.com/azure/ai-services/openai/how-to/quota).
 * The kit now reads that wait when the header is not readable, so the countdown shows; the header wins when both say.
 */
import {describe, expect, it, vi} from 'vitest';
import {LlmError, streamChat, type ModelConfig} from '@site/src/demos/kit/llm';

const CONFIG: ModelConfig = {baseUrl: 'http://127.0.0.1:9/fake-llm/v1', model: 'test-model', apiKey: 'sk-secret-123', timeoutSeconds: 5};

async function errorFor(body: string, headers: Record<string, string> = {}, status = 429): Promise<LlmError> {
  const fetchImpl = vi.fn(async () => new Response(body, {status, headers: {'Content-Type': 'application/json', ...headers}}));
  return (await streamChat({config: CONFIG, messages: [], onToken: () => {}, fetchImpl}).catch((e: unknown) => e)) as LlmError;
}
const openAi = (message: string) => JSON.stringify({error: {message, type: 'requests', code: 'rate_limit_exceeded'}});

describe('a 429 names its wait in the error message when the header cannot be read', () => {
  it.each([
    ['Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29000, Requested 1500. Please try again in 20s.', 20],
    ['Rate limit reached for requests. Please try again in 1.5s. Visit https://platform.openai.com/account/rate-limits to learn more.', 2],
    ['Rate limit reached. Please try again in 6ms.', 1],
    ['Rate limit reached for tokens per day. Please try again in 1m12s.', 72],
    ['Rate limit reached. Please try again in 2h0m0s.', 7200],
    ['Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-10-21 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 7 seconds.', 7],
    ['Please retry after 1 second.', 1],
    ['Too many requests. Please try again in 30 seconds.', 30],
  ])('%s → %i s', async (message, seconds) => {
    const error = await errorFor(openAi(message));
    expect(error.kind).toBe('rate-limit');
    expect(error.retryAfterSeconds).toBe(seconds);
    expect(error.message).toContain(`wait ${seconds} second${seconds === 1 ? '' : 's'}`);
  });

  it('a readable Retry-After header wins over the message', async () => {
    const error = await errorFor(openAi('Please try again in 20s.'), {'Retry-After': '5'});
    expect(error.retryAfterSeconds).toBe(5);
  });

  it('no wait anywhere: says the endpoint named none the page can read, and what lets it', async () => {
    for (const body of [openAi('Rate limit exceeded'), '', 'not json', JSON.stringify({error: 'x'})]) {
      const error = await errorFor(body);
      expect(error.retryAfterSeconds).toBeUndefined();
      expect(error.message).toMatch(/Wait a moment/);
      expect(error.message).toMatch(/Access-Control-Expose-Headers/);
    }
  });

  it('numbers elsewhere in the message are not a wait', async () => {
    expect((await errorFor(openAi('Limit 30000, Used 29000, Requested 1500.'))).retryAfterSeconds).toBeUndefined();
    expect((await errorFor(openAi('You exceeded your current quota, please check your plan and billing details.'))).retryAfterSeconds).toBeUndefined();
  });

  it('only for 429 and 503: a 400 that mentions a wait stays a bad request without one', async () => {
    const error = await errorFor(openAi('Please try again in 20s.'), {}, 400);
    expect(error.kind).toBe('bad-request');
    expect(error.retryAfterSeconds).toBeUndefined();
  });
});
