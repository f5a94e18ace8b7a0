/** Issue 28 (u29w F18), task 44k: a base URL typed without a scheme is suggested with https://, never plain http (the key would travel in clear), except for a local server. */
import {describe, expect, it} from 'vitest';
import {fieldProblems} from '@site/src/demos/kit/modelConfig';

const problem = (baseUrl: string) => fieldProblems({baseUrl, apiKey: 'k', model: 'm', timeoutSeconds: 60} as Parameters<typeof fieldProblems>[0]).baseUrl;

describe('F18: the base-URL example', () => {
  it.each([
    ['api.openai.com/v1', 'for example https://api.openai.com/v1.'],
    ['openrouter.ai/api/v1', 'for example https://openrouter.ai/api/v1.'],
    ['localhost:11434/v1', 'for example http://localhost:11434/v1.'],
    ['127.0.0.1:8080/v1', 'for example http://127.0.0.1:8080/v1.'],
  ])('%s', (base, example) => {
    expect(problem(base)).toContain(example);
  });
});
