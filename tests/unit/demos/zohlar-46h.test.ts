/**
 * s46 (issue 28, brief 46h; tester u30f, Zohlar on build-i27, /tmp/u30f/FINDINGS.md): the Zohlar workspace chat and Ask
 * through the tools' own pipelines (Simple Chat's searchConversation, Document Q&A's findInParts). Each group names its
 * finding; the count on the old code is in the commit that fixed it.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const LEASE: SourceDocument = {
  id: 'added-lease',
  title: 'Office lease — Harbour Street 12',
  text: `# Office lease — Harbour Street 12

The lease for the Harbour Street office starts on 1 March 2025 and runs for five years.
Monthly rent is 4,850 EUR, payable on the first working day of each month.
The landlord is Brightwater Properties BV; the contact person is Ilse van Dam.
Either party may terminate with six months' notice after the third year.

## Maintenance
The tenant repairs light fixtures and doors. The landlord is responsible for the roof, the heating system and the lift.
Report heating failures to the landlord's service desk at +31 20 555 0199 within 24 hours.
`,
};
const DOCS: readonly SourceDocument[] = [...SAMPLE_DOCUMENTS, LEASE];
const index: Bm25Index = buildIndex(chunkDocuments(DOCS));
const retriever = {
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
};

async function chat(messages: readonly string[]) {
  const history = messages.map((content) => ({role: 'user', content}) as never);
  return searchConversation(history, retriever, DOCS, {workspace: true, k: 3});
}

describe('F10: a message that points back with "their", "her", "them" or "they" and names nothing of its own is read with the previous question', () => {
  const first = 'Who is the landlord of the Harbour Street office?';
  // The service desk's number is in the lease's Maintenance passage: the follow-up finds it.
  it.each([
    'and what is their phone number?',
    'what is their phone number?',
    'and their phone number?',
    'and their number?',
    'What is its phone number?',
    'and what is her phone number?',
    'how do I call them?',
  ])('%s', async (message) => {
    const result = await chat([first, message]);
    expect(result.searchedAlone).toBeUndefined();
    expect(result.searched).toContain('landlord');
    expect(result.found.judged.good.map((h) => h.passage.text).join('\n')).toContain('+31 20 555 0199');
  });
  // Read as follow-ups too; whether a passage is a good match is the match check's (kit/match.ts) to say.
  it.each(['what about their phone number?', 'what number do they have?', 'and how do I reach them by phone?', 'what are their responsibilities?'])('%s', async (message) => {
    const result = await chat([first, message]);
    expect(result.searchedAlone).toBeUndefined();
    expect(result.searched).toContain('landlord');
  });
  it.each(['How long do I have to hand in my receipts?', 'PII in the lease, can they see it?', 'what is the rent and when is it due?'])('a question with its own topic stays on its own: %s', async (message) => {
    const result = await chat([first, message]);
    expect(result.searched).not.toContain('landlord');
  });
});
