/**
 * askJson: ask the model for a JSON object and validate it with zod. Models wrap
 * JSON in prose or code fences now and then; this strips both and fails loudly otherwise.
 */
import type {z} from 'zod';
import type {LlmProvider} from '../basic-agent/agent.js';

export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = fenced?.[1] ?? text;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start === -1 || end < start) throw new Error('The model answer contained no JSON object.');
  return JSON.parse(body.slice(start, end + 1));
}

export async function askJson<S extends z.ZodType>(provider: LlmProvider, instructions: string, input: string, schema: S): Promise<z.infer<S>> {
  const result = await provider.complete({
    messages: [
      {role: 'system', content: `${instructions}\nAnswer with one JSON object and nothing else.`},
      {role: 'user', content: input},
    ],
    maxOutputTokens: 800,
  });
  return schema.parse(extractJson(result.content ?? ''));
}
