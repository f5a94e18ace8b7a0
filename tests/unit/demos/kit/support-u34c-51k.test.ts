/**
 * s51-k3, issue 28, u34c F2 and F3: Simple Chat replies with the passages the page sent the model (tests/unit/demos/
 * support/u34c-cases.json, taken from /tmp/u34c cases*.json and requests.log; the ids are the tester's). F2 rows are
 * right replies that got a false note on 8c605b05; the variants keep wrong ones noted.
 */
import {describe, expect, it} from 'vitest';
import cases from '../support/u34c-cases.json';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

type Case = {answer: string; passages: Array<{source: string; heading: string; text: string}>};
const u34c = cases as Record<string, Case>;
const sent = (id: string) => u34c[id].passages.map(checkedText);
const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

describe('u34c F2: right replies get no false note', () => {
  it('C1.3: "k = 60" is where the passage gives k the value 60, not the "1" of its formula', () => {
    expect(notes(u34c['C1.3'].answer, sent('C1.3'))).toEqual([]);
  });
  it('D4.2: a list of strategy names says nothing that could be the opposite', () => {
    expect(notes(u34c['D4.2'].answer, sent('D4.2'))).toEqual([]);
  });
  it('R4: "HNSW:" opening a line names HNSW for each sentence of that line', () => {
    expect(notes(u34c['R4'].answer, sent('R4'))).toEqual([]);
  });
  it('C7.1: the table row "| HNSW | slower | higher [1] |" is held by the "HNSW:" line', () => {
    // The reply's uncited list item ("item __one__ and snake__case__name") is rightly noted; the HNSW row is not.
    expect(notes(u34c['C7.1'].answer, sent('C7.1')).filter((n) => /HNSW/.test(n))).toEqual([]);
  });
  it.each([
    ['k = 60 alone', 'RRF uses k = 60 [1].', 'C1.3'],
    ['k=60 written without spaces', 'RRF sets k=60 by default [1].', 'C1.3'],
    ['a numbered list of names', '1. Fixed-size chunking [1]\n2. Recursive chunking [1]', 'D4.2'],
    ['the HNSW line in other words', 'HNSW has a slower build but better recall [1].', 'R4'],
    ['the IVFFlat line', 'IVFFlat is faster to build [1].', 'R4'],
  ])('variant: %s', (_name, answer, id) => {
    expect(notes(answer, sent(id))).toEqual([]);
  });
  it.each([
    ['another k', 'RRF uses k = 50 [1].', 'C1.3'],
    ['another k, written k=6', 'RRF uses k=6 [1].', 'C1.3'],
    ['another HNSW default', 'HNSW: m defaults to 32 [1].', 'R4'],
  ])('still noted: %s', (_name, answer, id) => {
    expect(notes(answer, sent(id)).length).toBeGreaterThan(0);
  });
});

describe('u34c F3: wrong replies the check now notes', () => {
  it('C9.2: "Milvus is a proprietary managed service" is the Pinecone cell of the Delivery model row', () => {
    expect(notes(u34c['C9.2'].answer, sent('C9.2')).join('\n')).toMatch(/Proprietary managed service/);
  });
  it('D2.2: "rankedFusion is the default" where the sentence stating the default names relativeScoreFusion', () => {
    // Already noted on 8c605b05 (the aligned clause check, a3212994/d1fd7a66); kept as a row.
    expect(notes(u34c['D2.2'].answer, sent('D2.2')).join('\n')).toMatch(/rankedFusion/);
  });
  it.each([
    ['Postgres given Pinecone’s delivery model', 'PostgreSQL is a proprietary managed service [1].'],
    ['Weaviate given Pinecone’s tenancy', 'Weaviate uses one namespace per tenant [1].'],
  ])('variant noted: %s', (_name, answer) => {
    expect(notes(answer, sent('C9.2')).length).toBeGreaterThan(0);
  });
  it.each([
    ['Milvus is open source', 'Milvus is open source under Apache-2.0 [1].'],
    ['Pinecone’s own cell', 'Pinecone is a proprietary managed service [1].'],
    ['Milvus managed as Zilliz Cloud', 'Milvus is self-hosted on Docker or Kubernetes, or managed as Zilliz Cloud [1].'],
  ])('variant held: %s', (_name, answer) => {
    expect(notes(answer, sent('C9.2'))).toEqual([]);
  });
});
