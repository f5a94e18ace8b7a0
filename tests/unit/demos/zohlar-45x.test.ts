/**
 * s45 (issue 28, brief 45x; tester u29x, Zohlar on build-i24, /tmp/u29x/FINDINGS.md): Ask and Chat of the Zohlar
 * workspace over the sample documents plus u29x's own (u29xDocs.ts), through the tools' own pipelines: Ask is
 * Document Q&A's findInParts (top 4), Chat is Simple Chat's searchConversation (k 3 offline) and offlineReply.
 * Each group names its finding; the count on the old code is in the commit that fixed it.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {U29X_DOCS} from './u29xDocs';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});
const workspaces = new Map<readonly SourceDocument[], Bm25Index>();
function workspace(docs: readonly SourceDocument[]) {
  let index = workspaces.get(docs);
  if (!index) workspaces.set(docs, (index = buildIndex(chunkDocuments(docs))));
  return {retriever: retrieverOf(index), texts: () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`)};
}
const ALL: readonly SourceDocument[] = [...SAMPLE_DOCUMENTS, ...U29X_DOCS];

/** Zohlar's Ask: the good matches' texts, best first. */
async function ask(question: string, docs: readonly SourceDocument[] = ALL): Promise<string[]> {
  const {retriever, texts} = workspace(docs);
  const found = await findInParts(retriever, question, 4, docs, texts);
  return found.judged.good.map((h) => h.passage.text);
}

/** Zohlar's Chat, offline: the reply as simple-chat/index.tsx writes it (null: no good match). */
async function chat(message: string, docs: readonly SourceDocument[] = ALL): Promise<string | null> {
  const {retriever} = workspace(docs);
  const {found} = await searchConversation([{role: 'user', content: message} as never], retriever, docs, {workspace: true, k: 3});
  const hits = found.judged.good;
  return hits.length ? offlineReply(hits, 'the workspace documents', message, found.judged.stats?.weights) : null;
}

describe('F9: the offline chat quotes the sentence with the rarest asked word', () => {
  it.each([
    ['taxi at night', 'Taxi rides are only reimbursed between 22:00 and 06:00'],
    ['Are taxis reimbursed at night?', 'Taxi rides are only reimbursed between 22:00 and 06:00'],
    ['hotel per night in Zurich', 'in London, Paris and Zurich up to €240 per night'],
    ['when is the boiler serviced next', 'The next annual service is due on 14 March 2026'],
    ['who approves late claims', 'Late claims are approved by the CFO, Ingrid Barros'],
  ])('%s', async (message, sentence) => {
    expect(await chat(message)).toContain(sentence);
  });
});

describe('F10, F1: a preposition or a clock time is no topic word; F10, F6: a measure asked for is held by its value', () => {
  it.each([
    ['taxi after 10pm', 'Taxi rides are only reimbursed between 22:00'],
    ['taxi after 10 pm', 'Taxi rides are only reimbursed between 22:00'],
    ['Can I take a taxi before 6am?', 'Taxi rides are only reimbursed between 22:00'],
    ['taxis after midnight', 'Taxi rides are only reimbursed between 22:00'],
    ['What temperature does the thermal fuse trip at?', 'the thermal fuse trips at 85 °C'],
    ['At what temperature does the fuse trip?', 'the thermal fuse trips at 85 °C'],
    ['What is the pressure range?', 'kept between 1.2 and 1.5 bar'],
    ['boiler pressure range', 'kept between 1.2 and 1.5 bar'],
    ['taxi rides after 22:00', 'Taxi rides are only reimbursed between 22:00'],
    ['taxi around 11pm', 'Taxi rides are only reimbursed between 22:00'],
    ['what range should the pressure be in', 'kept between 1.2 and 1.5 bar'],
    ['What is the temperature limit of the heater?', 'the thermal fuse trips at 85 °C'],
  ])('Ask and Chat: %s', async (question, passage) => {
    expect((await ask(question))[0]).toContain(passage);
    expect(await chat(question)).toContain(passage);
  });

  it.each([
    ['per diem for meals abroad', 'Meals are reimbursed up to the daily rate'],
    ['meals per day abroad', 'Meals are reimbursed up to the daily rate'],
    ['receipts after the trip', 'Submit receipts within 30 days'],
  ])('sample documents only, Ask: %s', async (question, passage) => {
    expect((await ask(question, SAMPLE_DOCUMENTS))[0]).toContain(passage);
  });

  it.each(['taxi after 10pm in Tokyo', 'What is the temperature of the office?', 'after the party', 'What is the salary range?', 'per diem for astronauts'])('still no good match: %s', async (question) => {
    expect(await ask(question)).toEqual([]);
  });
});

describe('F11: a record asked by its id with a column name finds its row (CSV passages open with the header row)', () => {
  it.each([
    ['A-1077 due date', 'A-1077,'],
    ['owner of A-1042', 'A-1042,Hana Sato'],
    ['Who owns asset A-1042?', 'A-1042,Hana Sato'],
    ['location of A-1063', 'A-1063,'],
    ['When is A-1079 due?', 'A-1079,'],
    ['A-1060 owner', 'A-1060,'],
  ])('Ask and Chat: %s', async (question, row) => {
    expect((await ask(question))[0]).toContain(row);
    expect(await chat(question)).toContain(row);
  });

  it('the passages after the first open with the header row, semicolon and tab files too', () => {
    for (const sep of [',', ';', '\t']) {
      const rows = Array.from({length: 60}, (_, i) => ['B-' + (200 + i), `Person ${i}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`].join(sep));
      const text = [['id', 'owner', 'due_date'].join(sep), ...rows].join('\n');
      const passages = chunkDocuments([{id: 'csv', title: 'Register', text}]);
      expect(passages.length).toBeGreaterThan(1);
      for (const p of passages) expect(p.text.startsWith(['id', 'owner', 'due_date'].join(sep))).toBe(true);
    }
  });

  it('prose with commas on every line is no table', () => {
    const text = Array.from({length: 40}, (_, i) => `Line ${i} of the story, told slowly, with care`).join('\n');
    const passages = chunkDocuments([{id: 'prose', title: 'Story', text}]);
    expect(passages.slice(1).every((p) => !p.text.startsWith('Line 0 of the story'))).toBe(true);
  });
});

describe('F2: a word written without its accents, ß as ss, or a code without its hyphen finds the document’s word', () => {
  const conseil: SourceDocument = {id: 'u29x-conseil', title: 'Conseil municipal', text: 'Le trésorier du conseil est M. Alain Petit. Les réunions ont lieu dans la salle Voltaire le premier mardi du mois.'};
  const docs = [...ALL, conseil];
  it.each([
    ['Wer ist Frau Schussler?', 'Frau Schüßler'],
    ['Frau Schuessler Raum', 'Frau Schüßler'],
    ['Who serviced unit B7?', 'unit B-7'],
    ['Who serviced unit b 7?', 'unit B-7'],
    ['Qui est le tresorier ?', 'Le trésorier du conseil'],
    ['Who owns unit E2?', 'unit E-2'],
    ['owner of A1042', 'A-1042,Hana Sato'],
  ])('Ask and Chat: %s', async (question, passage) => {
    expect((await ask(question, docs))[0]).toContain(passage);
    expect(await chat(question, docs)).toContain(passage);
  });

  it.each(['Who serviced unit B8?', 'Who owns unit E3?', 'Wer ist Frau Schuster?'])('still no good match: %s', async (question) => {
    expect(await ask(question, docs)).toEqual([]);
  });
});
