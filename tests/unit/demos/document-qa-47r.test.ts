/**
 * s47 task 47r (issue 28, tester u30w: /tmp/u30w/FINDINGS.md), Document Q&A retrieval over u30w's own documents
 * (copied to fixtures/u30w-*), searched as the demo searches them (parts.ts findInParts, top 4):
 * - F3: short paragraphs ("## Rooms" and three one-line room paragraphs in fleet.md; four short paragraphs in cjk.txt)
 *   were merged into one passage, so Room 210 and Room 24 were the same [1].
 * - F4: "How many sick days and parental leave weeks do I get?" listed only the parental leave passage, with no note.
 * - F6: "What time does the Vienna office open?" got "No good match… not 'time'".
 * - F7: the typo "leve" for "leave" got "No good match".
 * - F11: "How does HNSW trade recall for memory?" on This guide ranked "IVF: partition, then probe" first.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocument, chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {corpusDocuments} from '@site/src/demos/kit/guide';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const pasted = (text: string): SourceDocument => ({id: 'pasted', title: 'Pasted text', text});
const HANDBOOK = pasted(fixture('u30w-handbook.txt'));
const FLEET = pasted(fixture('u30w-fleet.md'));
const CJK = pasted(fixture('u30w-cjk.txt'));

async function ask(docs: SourceDocument[], question: string) {
  const index = buildIndex(chunkDocuments(docs));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

describe('F3: a short paragraph that ends a sentence is a passage of its own', () => {
  it('fleet.md: the table, then each room paragraph, the heading kept with the first', () => {
    const texts = chunkDocument(FLEET).map((p) => p.text);
    expect(texts.filter((t) => /Room \d+/.test(t))).toEqual([
      '## Rooms\n\nRoom 210 seats 24 people and is owned by the Facilities team.',
      'Room 24 is a storage room owned by the Operations team.',
      'Room 305 seats 8 people and is owned by the Legal team.',
    ]);
  });
  it('cjk.txt: four paragraphs, the title kept with the first', () => {
    expect(chunkDocument(CJK)).toHaveLength(4);
  });
  it('"Who owns room 24?" lists the Room 24 paragraph alone, not Room 210 under the same [1]', async () => {
    const found = await ask([FLEET], 'Who owns room 24?');
    expect(found.judged.good.map((h) => h.passage.text)).toEqual(['Room 24 is a storage room owned by the Operations team.']);
  });
  it('a guide section (with a url) keeps its blocks as before', () => {
    const doc = {id: 'g', title: 'G', url: '/docs/g', text: 'Short one.\n\nAnother short one.'};
    expect(chunkDocument(doc)).toHaveLength(1);
  });
});

describe('F4: both parts of an "and" question, or a note naming the missing one', () => {
  it('How many sick days and parental leave weeks do I get?', async () => {
    const found = await ask([HANDBOOK], 'How many sick days and parental leave weeks do I get?');
    const texts = found.judged.good.map((h) => h.passage.text).join('\n');
    const listsBoth = /Sick leave/i.test(texts) && /Parental leave/i.test(texts);
    const named = found.unanswered.length > 0 || Boolean(found.judged.unmatchedPart);
    expect(listsBoth || named).toBe(true);
    expect(listsBoth).toBe(true);
  });
});

describe('F6: "time" in "What time does … open?" is question wording', () => {
  it.each([
    ['What time does the Vienna office open?', 'Vienna office'],
    ['What time does the Berlin office close?', 'Berlin office'],
    ['At what time does Munich open?', 'Munich'],
  ])('%s', async (q, expected) => {
    const found = await ask([HANDBOOK], q);
    expect(found.judged.good[0]?.passage.text ?? '').toContain(expected);
  });
});

describe('F7: a four-letter typo with one letter missing is read as the document word', () => {
  it('How many days of annual leve do I get?', async () => {
    const found = await ask([HANDBOOK], 'How many days of annual leve do I get?');
    expect(found.judged.good[0]?.passage.text ?? '').toMatch(/annual leave/i);
  });
});

describe('F11: the guide question the page suggests ranks the HNSW section first', () => {
  const guide = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
  it('How does HNSW trade recall for memory?', async () => {
    const found = await ask(corpusDocuments(guide), 'How does HNSW trade recall for memory?');
    const first = found.judged.good[0]?.passage;
    expect(`${first?.heading ?? ''} ${first?.text ?? ''}`).toMatch(/HNSW/);
  });
});
