/**
 * s50-c for s50-k (issue 28, tester u33c F8 first bullet, G2opp.1: /tmp/u33c/FINDINGS.md, ground2-run.txt line 41,
 * requests.log n=47). "No, Postgres's built-in ranking is not BM25 [1]." cited to the comparison table (Milvus for RAG,
 * Comparison) got "it says the opposite: “Hybrid search | Built-in BM25 function (2.5+); … |”": the row's "Built-in BM25"
 * is Milvus's cell, and the Postgres cell ("Postgres full-text search fused with vector results in SQL") says nothing
 * about BM25, so the passage does not say the sentence, but it does not say the opposite either. A note that passage 1
 * does not say it is right; the "opposite" reading is the fault. Fixed in kit/support.ts by s51-k3 (a claim naming one
 * column of a comparison table is read against that column's cells only): these rows were `it.fails` until then.
 */
import {describe, expect, it} from 'vitest';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const TABLE = checkedText({
  source: 'Milvus for RAG',
  heading: 'Comparison',
  text:
    'Criterion | Milvus | Pinecone | PostgreSQL + pgvector | Weaviate |\n' +
    'Hybrid search | Built-in BM25 function (2.5+); hybrid_search with RRF or weighted ranker | Sparse–dense vectors weighted client-side with alpha, or a separate sparse index | Postgres full-text search fused with vector results in SQL | Built-in BM25F plus vector; relative-score fusion (default) or ranked fusion, weighted by alpha |\n' +
    'Multi-tenancy | Database, collection, partition or partition-key isolation | One namespace per tenant; up to 100,000 namespaces per index on Standard and Enterprise plans | Row-level security, or a schema or partition per tenant | Native: one shard per tenant, with ACTIVE, INACTIVE and OFFLOADED states |',
});

const notes = (answer: string) => unsupportedCitations(answer, [TABLE]).map(unsupportedNote);

describe('u33c F8 (for s50-k): another column\'s cell is not "the opposite" of a sentence about Postgres', () => {
  it.each([
    // the tester's G2opp.1
    ["No, Postgres's built-in ranking is not BM25 [1]."],
    // my own
    ['PostgreSQL with pgvector has no built-in BM25 [1].'],
  ])('%s gets no "says the opposite" note', (answer) => {
    expect(notes(answer).join('\n')).not.toMatch(/says the opposite/);
  });

  it('a variant without "built-in" already gets no "opposite" note', () => {
    expect(notes('Postgres does not rank with BM25 [1].').join('\n')).not.toMatch(/says the opposite/);
  });

  it('a sentence that does say the opposite of its own column is still flagged', () => {
    // Milvus's cell says "Built-in BM25 function": "Milvus has no built-in BM25" is flagged (any note).
    expect(notes('Milvus has no built-in BM25 function [1].').length).toBeGreaterThan(0);
  });
});
