/** Prompts that keep a configured model to the retrieved passages, with numbered citations. */
import type {Hit} from '@site/src/retrieval/bm25';
import type {ChatMessage} from './llm';

export const NOT_FOUND = 'Not found in the document.';

/**
 * The grounded prompt. `searched` names several documents searched at once ("the workspace documents"): the model is then
 * told to say that they do not cover the question, as Zohlar's page and its Chat say (u30y F10), instead of the exact
 * reply about "the document"; either reply is read as a refusal (refusal.ts).
 */
export function groundedMessages(question: string, hits: readonly Hit[], history: readonly ChatMessage[] = [], searched?: string): ChatMessage[] {
  const context = hits
    .map((hit, i) => `[${i + 1}] (${hit.passage.source}${hit.passage.heading ? `, ${hit.passage.heading}` : ''})\n${hit.passage.text}`)
    .join('\n\n');
  const system =
    'You answer questions using only the numbered passages below. Cite every claim with the passage ' +
    'number in square brackets, like [1]. If the passages do not contain the answer, ' +
    `${searched ? `say that ${searched} do not cover it.` : `reply exactly: "${NOT_FOUND}"`} Do not use outside knowledge. Answer in plain Markdown without HTML.\n\n` +
    `Passages:\n${context || '(none)'}`;
  return [{role: 'system', content: system}, ...history, {role: 'user', content: question}];
}

/**
 * The note under an answer whose `[n]` citations name no passage (`invalid`, of `count` given): the
 * page shows it under the reply (CheckedAnswer) and Copy writes it after the reply (D-7).
 */
export function unsourcedNote(invalid: readonly number[], count: number): string {
  // Runs of three or more ("[1-200]" past 3 passages) are named by their ends: [4]–[200].
  const sorted = [...invalid].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const n of sorted) {
    const last = runs[runs.length - 1];
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const named = runs.flatMap(([a, b]) => (b - a >= 2 ? [`[${a}]–[${b}]`] : a === b ? [`[${a}]`] : [`[${a}]`, `[${b}]`]));
  const one = invalid.length === 1;
  return (
    `The answer cites ${named.join(', ')}, but only ${count} ${count === 1 ? 'passage was' : 'passages were'} retrieved:` +
    `${one ? ' that citation points' : ' those citations point'} at nothing, so treat the ${one ? 'claim it supports' : 'claims they support'} as unsourced.`
  );
}
