/**
 * s38d calibration (issue 28: u28m S1, S2, D1, D2, Z1): the demos' pipeline on the table in
 * ../fixtures/s38d-calibration.ts, counted as correct, confident-wrong (a passage shown as a match
 * that does not answer, or any match where the answer is "no good match") and wrongly refused ("no
 * good match" where a passage answers). Document Q&A and Zohlar: the question's focus, top 4, then
 * judgeHits (findPassages since s38d); Simple Chat offline: the guide, top 3. Before s38d (plain
 * search and judgeHits): 88 correct, 4 confident-wrong, 26 wrongly refused of 118; after: 112, 2, 4. s38d3 (u28p D2,
 * Z1, S2) added 24 rows (price questions over a document with several priced topics, price questions whose topic no
 * passage holds, "which X … for Y" questions over the guide): on all 142 rows, before s38d3 132 correct, 5
 * confident-wrong, 5 wrongly refused; after: 135, 3, 4. s38d4 (a price question's head noun must be in its match,
 * u28r D-R1; rows in priceTopic.test.ts) left all 142 rows as they were: 135, 3, 4. s39z ("which X … for Y" needs every
 * content word of Y, purposeOf in match.ts; rows in s39zRetrieval.test.ts) moved "Which chunking strategy should I avoid for
 * financial data?" from confident-wrong to correct: 136, 2, 4. The test fails when a row other than KNOWN_REFUSED /
 * KNOWN_WRONG is not correct.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {S38D_DOCUMENTS, S38D_GUIDE, WEAK, type Row} from '../fixtures/s38d-calibration';

type Outcome = 'correct' | 'confident-wrong' | 'wrongly refused';

async function outcome(index: Bm25Index, [question, expected]: Row, k: number): Promise<{outcome: Outcome; shown: string}> {
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  const found = await findPassages(retriever, questionFocus(question), k, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
  const good = found.judged.good;
  const shown = good.map((hit) => `${hit.passage.id} ${hit.passage.text}`);
  if (expected === WEAK) return {outcome: good.length ? 'confident-wrong' : 'correct', shown: shown.join(' | ').slice(0, 200)};
  if (!good.length) return {outcome: 'wrongly refused', shown: ''};
  // The first passage shown must be the one that answers (a reader reads it first).
  return {outcome: shown[0].toLowerCase().includes(expected.toLowerCase()) ? 'correct' : 'confident-wrong', shown: shown[0].slice(0, 200)};
}

const documents = S38D_DOCUMENTS.map((doc) => ({...doc, index: buildIndex(chunkDocuments([{id: 'own', title: doc.title, text: doc.text}]))}));
const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '..', 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const guide = buildIndex(chunkDocuments(corpusDocuments(corpus)));

const results = await Promise.all([
  ...documents.flatMap((doc) => doc.rows.map(async (row) => ({where: doc.title, row, ...(await outcome(doc.index, row, 4))}))),
  ...S38D_GUIDE.map(async (row) => ({where: 'guide', row, ...(await outcome(guide, row, 3))})),
]);

/** Answerable rows still refused (honest "no good match"; each says why word matching cannot reach it). */
const KNOWN_REFUSED: readonly string[] = [
  'Can I take the drill home?', // "drill" is a power tool: a hypernym, not a synonym
  'What do I do with cardboard boxes?', // "boxes" is the head and no passage has it
  'Is the shop open at Christmas?', // "24 December": no shared word
  // s40: found through "start" alone before; the passage's "bakes" is "bake" and the question's "baking" is "bak" to the
  // tokenizer, so the passage holds one word and lacks the question's rarest (kit/match.ts, holdsMostSpecific).
  'What time does baking begin?',
];
/** Off-target rows still shown as a match (s38d: left, see the report). */
const KNOWN_WRONG: readonly string[] = [
  'Can I sell alcohol at my stall?', // "sell" and "stall" hold 2 of 3 words; "alcohol" is in no passage
  'Which metrics do not need human labels?', // a negation: the human-review passage holds metric, need, human
];

describe('s38d calibration', () => {
  it('counts', () => {
    const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
    console.log(`s38d calibration: ${results.length} questions, correct ${count('correct')}, confident-wrong ${count('confident-wrong')}, wrongly refused ${count('wrongly refused')}`);
    for (const r of results) if (r.outcome !== 'correct') console.log(`  ${r.outcome}: [${r.row[2]}] ${r.row[0]} → ${r.shown}`);
    expect(results.length).toBe(142);
  });
  it.each(results.map((r) => [r.row[0], r] as const))('%s', (_q, r) => {
    if (KNOWN_REFUSED.includes(r.row[0])) expect(r.outcome).toBe('wrongly refused');
    else if (KNOWN_WRONG.includes(r.row[0])) expect(r.outcome).toBe('confident-wrong');
    else expect(r.outcome).toBe('correct');
  });
});
