/**
 * s49-c (issue 28, tester u32d on build-b3, Simple Chat). Rows written before the fix.
 *
 * - F2: false "Passage N does not say this" notes on right replies (a false "it says the opposite", a sentence
 *   compared with one table row rather than the passage, "Ten"/"fully"/"need"); replies that really say the
 *   opposite, or name a number the passage lacks, are still flagged.
 * Passages are those of u32d's request log (/tmp/u32d/requests.log), title line first.
 */
import {describe, expect, it} from 'vitest';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

const PINECONE_INDEX = checkedText({
  source: 'Pinecone for RAG',
  heading: 'Index types',
  text: 'You do not choose an ANN algorithm: the service builds and tunes its indexes itself. You choose:\nVector type: dense (semantic search) or sparse (keyword or learned sparse retrieval).\nMetric: cosine, euclidean or dotproduct. Sparse and sparse–dense search need dotproduct.\nDimension: fixed per index; dense vectors can have up to 20,000 dimensions (limits).\nIntegrated embedding (optional): the index embeds text you upsert with a hosted model, so you send text instead of vectors. Batches are then limited to 96 records, the hosted models\' batch size.\nThe lack of knobs is both the selling point and the limitation: you cannot trade recall for memory yourself, as you can with HNSW parameters elsewhere.',
});
const MEMORY = checkedText({
  source: 'Approximate nearest-neighbor search',
  heading: 'Worked example: memory for 10 million vectors',
  text: 'Raw vectors dominate memory long before the index structure does. For 10 million 1,536-dimension embeddings:\nRepresentation | Bytes per vector | 10 M vectors | Notes |\nfloat32 (vector in pgvector) | 6,144 | about 61 GB | pgvector indexes vector only up to 2,000 dimensions |\nfloat16 (halfvec) | 3,072 | about 31 GB | Indexable up to 4,000 dimensions in pgvector; recall loss is usually small, but measure it |\nint8 scalar quantization | 1,536 | about 15 GB | Re-rank with full precision |\nPQ, m = 96, 8-bit codes | 96 | about 1 GB | Needs re-ranking from full vectors kept on disk |\nBinary (1 bit per dimension) | 192 | about 2 GB | Coarse; use only as a first pass before re-ranking |\nHNSW links at M = 16 | about 130–160 | about 1.5 GB | On top of whichever vectors the graph stores |',
});
const PINECONE = checkedText({
  source: 'Pinecone for RAG',
  text: "Pinecone is a fully managed, proprietary vector database. You create indexes through an API and never see a server. It is the natural choice when a team wants a production vector store with no operations work and is comfortable with a usage-priced SaaS. The sections match the other vector database pages. Limits and API details were checked against Pinecone's documentation and the v9 Python SDK in November 2026. Pinecone updates its API quarterly, so confirm limits on the linked pages before you design around them.",
});
const POSTGRES = checkedText({
  source: 'PostgreSQL with pgvector for RAG',
  heading: 'Hybrid search',
  text: "Postgres has full-text search built in (tsvector, ts_rank_cd, GIN indexes), so hybrid search is a SQL query that fuses two ranked lists with reciprocal rank fusion:\nhybrid_search.sql\nPostgres's built-in ranking is not BM25. Extensions that add BM25 ranking exist if your evaluation shows the difference matters.",
});
const PGV_EXAMPLE = checkedText({
  source: 'PostgreSQL with pgvector for RAG',
  heading: 'Minimal working example',
  text: 'The example uses psycopg 3 and the pgvector Python package. It creates a table and an HNSW index, inserts three chunks embedded with OpenAI text-embedding-3-small (1,536 dimensions), and runs a filtered cosine search with iterative scans. The connection string comes from DATABASE_URL.\npgvector_minimal.py\nOn three rows the planner will choose an exact scan. The same query uses the HNSW index once the table is large enough for it to pay off; check with EXPLAIN ANALYZE.',
});

describe('u32d F2: right replies get no note', () => {
  it.each([
    // u32d's cases
    ['No: Pinecone chooses and tunes its indexes itself [1].', [PINECONE_INDEX]],
    ['Ten million 1,536-dimension float32 vectors take about 61 GB [1].', [MEMORY]],
    ['10 million 1,536-dimension float32 vectors need about 61 GB [1].', [MEMORY]],
    ['Pinecone is a managed service [1].', [PINECONE]],
    ["No. Postgres's built-in ranking is not BM25, although extensions that add BM25 ranking exist [1].", [POSTGRES]],
    // my own: "opposite" kind
    ['No: you do not choose an ANN algorithm, since the service builds and tunes its indexes itself [1].', [PINECONE_INDEX]],
    ['No, Postgres does not rank with BM25, but extensions that add BM25 ranking exist [1].', [POSTGRES]],
    ['No. Pinecone builds and tunes the indexes itself [1].', [PINECONE_INDEX]],
    ["No: Postgres's built-in ranking is not BM25 [1].", [POSTGRES]],
    ['No, you cannot trade recall for memory yourself in Pinecone [1].', [PINECONE_INDEX]],
    // my own: table-row kind
    ['Ten million float32 vectors of 1,536 dimensions need about 61 GB [1].', [MEMORY]],
    ['At float16 (halfvec), 10 million 1,536-dimension vectors need about 31 GB [1].', [MEMORY]],
    ['In int8, ten million 1,536-dimension vectors take about 15 GB [1].', [MEMORY]],
    ['A float32 vector of 1,536 dimensions takes 6,144 bytes, so 10 million need about 61 GB [1].', [MEMORY]],
    ['Binary vectors (1 bit per dimension) cut 10 million 1,536-dimension embeddings to about 2 GB [1].', [MEMORY]],
    // my own: a word the passage says in another form
    ['Pinecone is a managed vector database service [1].', [PINECONE]],
    ['The pgvector example embeds chunks with OpenAI text-embedding-3-small [1].', [PGV_EXAMPLE]],
  ])('holds %s', (answer, passages) => expect(notes(answer, passages)).toEqual([]));
});

describe('u32d F2: replies that really say the opposite or another number are still flagged', () => {
  it.each([
    ['Yes: Pinecone lets you choose the ANN algorithm [1].', [PINECONE_INDEX]],
    ["Yes. Postgres's built-in ranking is BM25 [1].", [POSTGRES]],
    ['Pinecone is a self-hosted service [1].', [PINECONE]],
    ['Ten million 1,536-dimension float32 vectors take about 31 GB [1].', [MEMORY]],
    ['10 million float16 vectors need about 61 GB [1].', [MEMORY]],
    ['In int8, ten million vectors take about 2 GB [1].', [MEMORY]],
    ['At float32, 10 million 1,536-dimension vectors need about 15 GB [1].', [MEMORY]],
    ['Binary codes take 6,144 bytes per vector [1].', [MEMORY]],
    ['You can trade recall for memory yourself in Pinecone [1].', [PINECONE_INDEX]],
  ])('flags %s', (answer, passages) => expect(notes(answer, passages)).not.toEqual([]));
});

// u32d F3: covered questions refused with "No good match" (the guide as the page searches it).
import {guideDocs, guideIndex, retrieverOf} from './guideChat';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {groupedNumbers} from '@site/src/demos/simple-chat/relax';

let n = 0;
async function ask(content: string): Promise<ChatSearch> {
  const history: ChatTurn[] = [{id: `u${n++}`, role: 'user', content, status: 'done'}];
  return searchConversation(history, retrieverOf(guideIndex), guideDocs, {workspace: false, k: 4});
}
const texts = (s: ChatSearch) => s.found.judged.good.map((h) => `${h.passage.source} › ${h.passage.heading ?? ''} ${h.passage.text}`).join('\n');

describe('u32d F3: numbers without grouping commas match the guide\'s "1,536"', () => {
  it.each([
    ['How big is a 1536-dimension float32 vector in bytes?', /1,536/],
    // my own
    ['How much memory do 10 million vectors with 1536 dimensions take?', /1,536/],
    ['Which OpenAI embedding model has 3072 dimensions?', /3,072/],
    ['Does Weaviate switch the dynamic index to HNSW at 10000 objects?', /10,000/],
    ['Can a Pinecone index have 100000 namespaces?', /100,000/],
    ['How many chunks does a 6000-token document give with 500-token chunks and 50 tokens of overlap?', /6,000/],
  ])('%s', async (q, passage) => {
    const s = await ask(q);
    expect(texts(s)).toMatch(passage);
  });
  // Was a known failure (s49-c); passes since s51-r3 ("RAM" read as "memory", a number-and-word code held as "1,536 dimensions").
  it('how much RAM do I need for 20M vectors with 1536 dims?', async () => {
    expect(texts(await ask('how much RAM do I need for 20M vectors with 1536 dims?'))).toMatch(/1,536/);
  });
  it.each([
    ['1536-dimension', '1,536-dimension'],
    ['1536 dims', '1,536 dims'],
    ['100000 namespaces', '100,000 namespaces'],
    ['released in 2024', 'released in 2024'],
    ['1,536 already', '1,536 already'],
    ['v1.39.4', 'v1.39.4'],
  ])('groupedNumbers(%s)', (a, b) => expect(groupedNumbers(a)).toBe(b));
});
