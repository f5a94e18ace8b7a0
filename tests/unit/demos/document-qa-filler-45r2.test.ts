/**
 * s45 task 45r2 (issue 28, testers u30f and u30d: /tmp/u30f/FINDINGS.md F1, /tmp/u30d/FINDINGS.md F1, F3, F4, F5, F10): words
 * that say how a question is put, and word forms of the document's own words, must not turn a question the document answers
 * into "No good match". Each accepted row has a refused neighbour the document does not answer, with the same wording.
 * Through Document Q&A's own pipeline (parts.ts findInParts, top 4; Zohlar's Ask is the same function over its workspace).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const pasted = (name: string): SourceDocument[] => [{id: 'pasted', title: 'Pasted text', text: fixture(name)}];
const HANDBOOK = pasted('u30d-handbook.md');
const MIETVERTRAG = pasted('u30d-mietvertrag_de.txt');
const REGLEMENT = pasted('u30d-reglement_fr.txt');
const SAMPLES: SourceDocument[] = [...SAMPLE_DOCUMENTS];
const LEASE: SourceDocument[] = [...SAMPLE_DOCUMENTS, {id: 'lease', title: 'Lease', text: fixture('u30f-doc-lease.md')}];

async function good(docs: SourceDocument[], question: string): Promise<string[]> {
  const index = buildIndex(chunkDocuments(docs));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  const found = await findInParts(retriever, question, 4, docs, () => docs.map((d) => d.text));
  return found.judged.good.map((h) => h.passage.text);
}

/** [question, documents, a text the first good match holds, a neighbour the documents do not answer]. */
const ROWS: Array<[string, SourceDocument[], RegExp, string]> = [
  ['Who approves a business class flight? Please answer in detail.', SAMPLES, /business class/i, 'Who approves a helicopter flight? Please answer in detail.'],
  ['How long do I have to hand in my receipts?', SAMPLES, /Submit receipts within 30 days/, 'How long do I have to hand in my timesheets?'],
  ['who fixes the heating', LEASE, /heating/, 'who fixes the coffee machine'],
  ['Who coordinates volunteers?', HANDBOOK, /volunteer coordinator is Tomasz/, 'Who coordinates parking?'],
  ['Darf ich eine Katze halten?', MIETVERTRAG, /Katzen/, 'Darf ich ein Pferd halten?'],
  ['Peut-on prolonger un prêt ?', REGLEMENT, /prolongé une fois/, 'Peut-on prolonger un abonnement ?'],
  ['Tell me everything about refunds', HANDBOOK, /full refund/, 'Tell me everything about parking'],
  ['Explain the refund rules', HANDBOOK, /full refund/, 'Explain the parking rules'],
  ['Wann ist der Hausmeistr erreichbar?', MIETVERTRAG, /Hausmeister ist Herr Günther Bäßler/, 'Wann ist der Gärtner erreichbar?'],
];

describe('filler words and word forms: the answer that is there is found', () => {
  it.each(ROWS)('%s', async (question, docs, text) => {
    expect((await good(docs, question))[0]).toMatch(text);
  });
});

describe('the same wording about something the documents do not cover is still refused', () => {
  it.each(ROWS.map(([, docs, , refused]) => [refused, docs] as const))('%s', async (question, docs) => {
    expect(await good(docs, question)).toEqual([]);
  });
});

describe('u30d F2: "Miete" (rent) is not read as "Mieter" (tenant)', () => {
  it('the document states no rent: no passage about the tenants is a good match', async () => {
    expect((await good(MIETVERTRAG, 'Wie hoch ist die Miete?')).filter((t) => /Treppenhausreinigung/.test(t))).toEqual([]);
  });
});
