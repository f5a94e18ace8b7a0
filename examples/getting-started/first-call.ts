/**
 * Your first CAP call: a function that turns text into a short summary through
 * whatever LlmProvider it is given. It knows nothing about OpenAI or any vendor.
 */
import type {LlmProvider, TokenUsage} from '../basic-agent/agent.js';

export interface Summary {
  readonly text: string;
  readonly usage: TokenUsage;
  readonly model: string;
}

export const MAX_INPUT_CHARS = 20_000;

export async function summarize(provider: LlmProvider, text: string, maxWords = 60): Promise<Summary> {
  const input = text.trim();
  if (input.length === 0) throw new Error('Nothing to summarize: the input is empty.');
  if (input.length > MAX_INPUT_CHARS) {
    throw new Error(`Input is ${input.length} characters; the limit for this example is ${MAX_INPUT_CHARS}.`);
  }
  const result = await provider.complete({
    messages: [
      {
        role: 'system',
        content: `Summarize the user's text in at most ${maxWords} words. Keep names, numbers and dates exactly as written. Do not add facts.`,
      },
      {role: 'user', content: input},
    ],
    maxOutputTokens: 1_000,
  });
  const summary = result.content?.trim() ?? '';
  if (summary.length === 0) throw new Error(`The model ${result.model} returned an empty answer.`);
  return {text: summary, usage: result.usage, model: result.model};
}
