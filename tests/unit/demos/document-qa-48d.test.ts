/**
 * s48 task d7 (issue 28, tester u31g: /tmp/u31g/FINDINGS.md, build-b2), Document Q&A retrieval over u31g's own documents
 * (copied to fixtures/u31g-*) and the guide as built on 2026-11-27 (fixtures/guide-corpus-2026-11-27.json.gz, gzipped
 * from the built demo-data/guide-corpus.json), searched as the demo searches them (parts.ts findInParts, top 4):
 * - F2: a long, chatty message got "No good match" on the Lisbon office passage that answers it.
 * - F3: "Who handles safety questions?" got "No good match … not 'handles'", though the passage holds 2 of its 3 words and
 *   the page lets a word no passage holds pass then; "Who handles escalations?" likewise.
 * - F11: the page's suggestion "How does HNSW trade recall for memory?" ranked "IVF: partition, then probe" first and
 *   "HNSW: navigable graphs" third; the other suggestions on the page are checked too.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Hit} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {askedInLong, findInParts} from '@site/src/demos/document-qa/parts';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {questionSubject, rankHits} from '@site/src/demos/kit/match';
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const pasted = (text: string): SourceDocument => ({id: 'pasted', title: 'Pasted text', text});
const HANDBOOK = pasted(fixture('u31g-handbook2.txt'));
const ROOMS = pasted(fixture('u31g-rooms.md'));
const STAFF = pasted(fixture('u31g-staff.md'));

async function ask(docs: SourceDocument[], question: string) {
  const index = buildIndex(chunkDocuments(docs));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}
const first = (found: Awaited<ReturnType<typeof ask>>) => {
  const p = found.judged.good[0]?.passage;
  return p ? `${p.heading ?? ''}\n${p.text}` : '';
};

const CHATTY =
  'Hi there, I have a question. We are a team of four people in the Lisbon office and one colleague asked me when exactly the office opens in the morning, because she wants to come in early on Mondays. Could you tell me the opening time?';

describe('F2: a long message is searched as its question when the whole finds no good match', () => {
  it('u31g\'s message finds the Lisbon office passage, and only it', async () => {
    const found = await ask([HANDBOOK], CHATTY);
    expect(found.judged.good.map((h) => h.passage.text)).toEqual([expect.stringContaining('Ana Ferreira')]);
    expect(found.readAs).toBe('Could you tell me the opening time in Lisbon?');
  });
  it('the same message about an office the handbook never names still gets no good match', async () => {
    const found = await ask([HANDBOOK], CHATTY.replace('Lisbon', 'Faro'));
    expect(found.judged.good).toEqual([]);
  });
  it('a long message about something the handbook does not cover gets no good match', async () => {
    const found = await ask([HANDBOOK], 'Hello. My partner and I are planning a wedding next summer and we have a small budget for the whole thing. Do you have any tips for the venue?');
    expect(found.judged.good).toEqual([]);
  });
  it('a short question is not read anew', () => {
    expect(askedInLong('What time does the Lisbon office open?')).toBeNull();
    expect(askedInLong('We are in the Lisbon office. When does it open?')).toBeNull();
  });
});

describe('F3: "Who handles …?" asks who is responsible', () => {
  it('rooms.md: Who handles safety questions?', async () => {
    expect(first(await ask([ROOMS], 'Who handles safety questions?'))).toContain('Safety questions go to Priya Nair');
  });
  it('staff.md: Who handles escalations?', async () => {
    expect(first(await ask([STAFF], 'Who handles escalations?'))).toContain('Escalations go to the');
  });
  it('a heading above a paragraph is no name written with its first word ("## Contacts" over "Safety questions …")', async () => {
    expect(first(await ask([ROOMS], 'Who takes care of safety questions?'))).toContain('Priya Nair');
  });
  it('still no good match for a topic the document lacks', async () => {
    expect((await ask([ROOMS], 'Who handles parking permits?')).judged.good).toEqual([]);
    expect((await ask([HANDBOOK], 'Who handles the Faro office?')).judged.good).toEqual([]);
  });
});

describe('F11: a passage headed by the question\'s subject ranks before one that mentions it in passing', () => {
  it('questionSubject reads the subject of "How does X …"', () => {
    expect(questionSubject('How does HNSW trade recall for memory?')).toEqual(['hnsw']);
    expect(questionSubject('How do I plan a wedding?')).toEqual([]);
  });
  it('rankHits: the heading that names the subject first, whatever the BM25 order', () => {
    const hit = (heading: string, text: string, score: number): Hit => ({passage: {id: heading, source: 'ANN', heading, text}, score, terms: []});
    const ranked = rankHits('How does HNSW trade recall for memory?', [hit('IVF: partition, then probe', 'less memory than HNSW', 16), hit('HNSW: navigable graphs', 'a graph', 14)]);
    expect(ranked.map((h) => h.passage.heading)).toEqual(['HNSW: navigable graphs', 'IVF: partition, then probe']);
  });
  const guide = corpusDocuments(JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'guide-corpus-2026-11-27.json.gz'))).toString('utf8')));
  it('the guide (2026-11-27): How does HNSW trade recall for memory?', async () => {
    const found = await ask(guide, 'How does HNSW trade recall for memory?');
    expect(found.judged.good[0]?.passage.heading).toMatch(/^HNSW/);
  });
  it('the guide: What is lost in the middle?', async () => {
    const found = await ask(guide, 'What is lost in the middle?');
    expect(first(found)).toMatch(/Lost in the middle/);
  });
  it('the sample: Who approves a business class flight?', async () => {
    expect(first(await ask([SAMPLE_TRAVEL], 'Who approves a business class flight?'))).toMatch(/^Booking\./m);
  });
  it('the sample: How many weeks of parental leave do I get? gets no good match', async () => {
    expect((await ask([SAMPLE_TRAVEL], 'How many weeks of parental leave do I get?')).judged.good).toEqual([]);
  });
});
