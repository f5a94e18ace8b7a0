/**
 * s55 t-zoh F6 (issue 28, Zohlar chat): "Make a table of maximum reservation days for the TC-418 and QX-7741." (document:
 * the tester's Lab equipment loans) was not sent to the model: "No passage of the workspace documents matched … not “Make”
 * or “table” or “maximum”", though the Reservations passage holds both devices and both numbers. "Make a table of",
 * "create a list of" say what to make of the answer, not what it is about: they are now wrapper words (match.ts
 * WRAPPER_START), as "give me a summary of" already was. Failed before the fix: the first and third messages found no good
 * passage and the focus kept "Make a table of" (the second passed already).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import {questionFocus} from '@site/src/demos/kit/match';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const LAB: SourceDocument = {id: 'added-lab', title: 'Lab equipment loans', text: readFileSync(join(__dirname, 'fixtures', 's54zoh', 'lab-equipment.txt'), 'utf8')};
const DOCS: readonly SourceDocument[] = [...SAMPLE_DOCUMENTS, LAB];
const index: Bm25Index = buildIndex(chunkDocuments(DOCS));
const retriever = {
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
};
const chat = (message: string) => searchConversation([{role: 'user', content: message} as never], retriever, DOCS, {workspace: true, k: 3});

describe('t-zoh F6: an instruction to make a table or a list does not block the question', () => {
  it.each([
    ['Make a table of maximum reservation days for the TC-418 and QX-7741.', 'TC-418'],
    ['Create a list of the reservation limits for the TC-418 and the QX-7741', 'QX-7741'],
    ['Can you make me a short summary of the damage rules?', 'Repairs under 300 EUR'],
  ])('%s', async (message, expected) => {
    const result = await chat(message);
    expect(result.found.judged.good.map((h) => h.passage.text).join('\n')).toContain(expected);
  });

  it('the wrapper is cut, the topic kept', () => {
    expect(questionFocus('Make a table of maximum reservation days for the TC-418 and QX-7741.')).toMatch(/^maximum reservation days for the TC-418 and QX-7741/);
    expect(questionFocus('Make a table of maximum reservation days for the TC-418 and QX-7741.')).not.toMatch(/table/i);
  });

  it('a table or list the documents are about is still asked about', async () => {
    // "table" as the topic, not an instruction, stays: nothing in the workspace is about tables.
    const result = await chat('Which table tennis rooms can I book?');
    expect(result.found.judged.good).toEqual([]);
  });
});
