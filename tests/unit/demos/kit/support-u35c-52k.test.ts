/**
 * s52-k5, issue 28, u35c F2 (and F6 where fixed): Simple Chat replies with the passages the page sent the model
 * (tests/unit/demos/support/u35c-cases.json, built by build-u35c-cases.py from /tmp/u35c cases*.json and requests.log;
 * the ids are the tester's, "<conversation>.<turn>"). The F2 rows are right replies that got a false note on 5286ede1;
 * the "still noted" variants keep wrong ones noted.
 */
import {describe, expect, it} from 'vitest';
import cases from '../support/u35c-cases.json';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

type Case = {answer: string; passages: Array<{source: string; heading: string; text: string}>};
const u35c = cases as Record<string, Case>;
const sent = (id: string) => u35c[id].passages.map(checkedText);
const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

describe('u35c F2: ordinary words the passage holds are not said to be missing', () => {
  it.each(['E1rerank.1', 'E2chunk.3', 'E3lc.2'])('%s: the tester’s reply gets no note', (id) => {
    expect(notes(u35c[id].answer, sent(id))).toEqual([]);
  });
  it.each([
    ['", so" joins two statements of two sentences', 'A cross-encoder is too slow for the whole corpus, so only the top candidates are reranked [1].', 'E1rerank.1'],
    ['a clause sharing one word with its best sentence', 'There is no universally best chunk size; test on your own questions [1].', 'E2chunk.3'],
    ['the same, reworded', 'No chunk size is always best; measure it on your own questions [1].', 'E2chunk.3'],
    ['"et al." and the quoted title place nothing', 'Liu et al. found that accuracy was highest at the start or end of the context [1].', 'E3lc.2'],
    ['the same finding in other words', 'Liu et al. showed that models use the start and end of the context best [1].', 'E3lc.2'],
  ])('variant held: %s', (_name, answer, id) => {
    expect(notes(answer, sent(id))).toEqual([]);
  });
  it.each([
    ['a number the passage lacks after ", so"', 'It is slower than a bi-encoder, so it is applied only to the top 20 candidates [1].', 'E1rerank.1', /“20”/],
    ['a number the passage lacks after ";"', 'There is no universally best chunk size; measure on your own 20 questions [1].', 'E2chunk.3', /“20”/],
    ['another author before "et al."', 'Cormack et al. found that models use information at the start and end of a long context better [1].', 'E3lc.2', /“Cormack”/],
  ])('still noted: %s', (_name, answer, id, why) => {
    expect(notes(answer, sent(id)).join('\n')).toMatch(why);
  });
});

describe('u35c F2: a name held by the table row holding its number, or named only as what is compared with', () => {
  it.each(['C2mem.1', 'C11tenancy.3', 'C3pgv.3'])('%s: the tester’s reply gets no note', (id) => {
    expect(notes(u35c[id].answer, sent(id))).toEqual([]);
  });
  it.each([
    ['"61 GB" in other words', 'The raw vectors take about 61 GB [1].', 'C2mem.1'],
    ['a comparison with its other side named after "than"', 'IVFFlat builds faster than HNSW [1].', 'C3pgv.3'],
    ['two comparisons with one "than"', 'IVFFlat builds faster and is smaller than HNSW [1].', 'C3pgv.3'],
  ])('variant held: %s', (_name, answer, id) => {
    expect(notes(answer, sent(id))).toEqual([]);
  });
  it.each([
    ['another number of GB', 'About 62 GB for the raw vectors [1].', 'C2mem.1', /“62”/],
    ['the float16 figure given to float32', 'In float32 the raw vectors take about 31 GB [1].', 'C2mem.1', /“31”/],
    ['a name after "than" the passage lacks', 'IVFFlat builds faster than DiskANN [1].', 'C3pgv.3', /“DiskANN”/],
  ])('still noted: %s', (_name, answer, id, why) => {
    expect(notes(answer, sent(id)).join('\n')).toMatch(why);
  });
  it('a name written twice in a wrong claim is noted, its sentence quoted once (C3pgv.3 printed the same clause twice)', () => {
    const got = notes('HNSW is faster to build, but HNSW needs representative data [1].', sent('C3pgv.3'));
    expect(got).toHaveLength(1);
    expect(got[0].match(/Faster to build and smaller/g)).toHaveLength(1);
  });
});

describe('u35c F2: numbers of table rows and of a clause cut from its subject', () => {
  it.each(['D4mem.3', 'H4two.1'])('%s: the tester’s reply gets no note', (id) => {
    expect(notes(u35c[id].answer, sent(id))).toEqual([]);
  });
  it.each([
    ['"can index" for the Indexable column', 'pgvector can index the vector type up to 2,000 dimensions [1].', 'D4mem.3'],
    ['"indexable" itself', 'The vector type is indexable up to 2,000 dimensions [1].', 'D4mem.3'],
    ['the query parameter without HNSW', 'ef_search is the query parameter and defaults to 40 [1].', 'H4two.1'],
    ['its full name and "it"', 'hnsw.ef_search is a query parameter, and it defaults to 40 [1].', 'H4two.1'],
  ])('variant held: %s', (_name, answer, id) => {
    expect(notes(answer, sent(id))).toEqual([]);
  });
  it.each([
    ['the storable limit given as the indexable one', 'pgvector indexes the vector type up to 16,000 dimensions [1].', 'D4mem.3', /“16,000”/],
    ['the halfvec limit', 'pgvector indexes the vector type only up to 4,000 dimensions [1].', 'D4mem.3', /“4,000”/],
    ['the default of m given to ef_search', 'ef_search is the HNSW query parameter and defaults to 16 [1].', 'H4two.1', /“16”/],
    ['the default of ef_search given to ef_construction', 'ef_construction is a build parameter and defaults to 40 [1].', 'H4two.1', /“40”/],
  ])('still noted: %s', (_name, answer, id, why) => {
    expect(notes(answer, sent(id)).join('\n')).toMatch(why);
  });
});

describe('u35c F2: a sentence opening with a condition ("Without an index, …") is no opposite of having one', () => {
  it('C3pgv.1: the tester’s reply gets no note', () => {
    expect(notes(u35c['C3pgv.1'].answer, sent('C3pgv.1'))).toEqual([]);
  });
  it.each([
    ['the metrics the indexes support', 'pgvector supports indexes for L2, inner product and cosine distance [3].'],
    ['the condition itself', 'Without an index, pgvector runs an exact scan with perfect recall [3].'],
    ['the condition written after the verb', 'pgvector runs an exact scan without an index [3].'],
  ])('variant held: %s', (_name, answer) => {
    expect(notes(answer, sent('C3pgv.1'))).toEqual([]);
  });
  it.each([
    ['the other condition', 'With an index, pgvector runs an exact scan [3].'],
    ['no index types at all', 'pgvector offers no index types [3].'],
  ])('still noted: %s', (_name, answer) => {
    expect(notes(answer, sent('C3pgv.1')).join('\n')).toMatch(/the opposite/);
  });
});

describe('u35c F2: what a claim sets aside is read in its own column of a comparison table', () => {
  it('C9list.3: the tester’s reply gets no note', () => {
    expect(notes(u35c['C9list.3'].answer, sent('C9list.3'))).toEqual([]);
  });
  it.each([
    ['"not self-hosted"', 'Pinecone is a managed service, not self-hosted [1].'],
    ['"rather than self-hosted"', 'Pinecone runs on AWS, GCP and Azure rather than self-hosted [1].'],
    ['the plain label', 'Pinecone is a proprietary managed service [1].'],
  ])('variant held: %s', (_name, answer) => {
    expect(notes(answer, sent('C9list.3'))).toEqual([]);
  });
  it.each([
    ['Milvus given Pinecone’s cell', 'Milvus is a proprietary managed service, not open source [1].', /Proprietary managed service/],
    ['Weaviate said not to be open source', 'Weaviate is self-hosted, not open source [1].', /not open source/],
  ])('still noted: %s', (_name, answer, why) => {
    expect(notes(answer, sent('C9list.3')).join('\n')).toMatch(why);
  });
});

describe('u35c F6: a sentence cited to a passage holding under half its words, while another passage holds two more', () => {
  it('C7cites.1: "… sparse-dense vectors weighted by alpha [3]" cited to the next-steps list is noted, naming passage 1', () => {
    expect(notes(u35c['C7cites.1'].answer, sent('C7cites.1')).join('\n')).toMatch(/Passage 3 does not say this: .*passage 1 does/);
  });
  it('variant noted: the same claim in other words', () => {
    expect(notes('Pinecone weights sparse and dense vectors client-side with alpha for hybrid search [3].', sent('C7cites.1')).join('\n')).toMatch(/Passage 3 does not say this: .*passage [12] does/);
  });
  it.each([
    ['the next-steps line it says', 'Add reranking on top of the SQL hybrid query [3].', 3],
    ['the claim cited to the passage that holds it', 'Pinecone supports hybrid search with sparse-dense vectors weighted by alpha [2].', 2],
  ])('held: %s', (_name, answer) => {
    expect(notes(answer, sent('C7cites.1'))).toEqual([]);
  });
});

describe('u35c F6: an identifier written in camelCase is checked as a name', () => {
  it('C1rrf.4: "Weaviate uses rankedFusion by default [1]" against the RRF passage (it names relativeScoreFusion) is noted', () => {
    expect(notes(u35c['C1rrf.4'].answer, sent('C1rrf.4')).join('\n')).toMatch(/does not mention “rankedFusion”/);
  });
  it('variant noted: another camelCase setting the passage lacks', () => {
    expect(notes('Weaviate fuses with reciprocalRankFusion [1].', sent('C1rrf.4')).join('\n')).toMatch(/“reciprocalRankFusion”/);
  });
  it.each([
    ['the setting the passage names', 'Weaviate’s relativeScoreFusion normalizes each list’s scores [1].'],
    ['written in another case', 'Weaviate’s relativescorefusion normalizes each list’s scores [1].'],
  ])('held: %s', (_name, answer) => {
    expect(notes(answer, sent('C1rrf.4'))).toEqual([]);
  });
});

describe('u35c (found with the F6 variants): an elliptical "not" ends its clause', () => {
  const dogs = ['Cats are allowed and dogs are not, so visitors must leave dogs outside.'];
  it.each([
    ['the right citation of C7cites.1', 'Pinecone supports hybrid search with sparse-dense vectors weighted by alpha [1].', sent('C7cites.1')],
    ['what follows the comma', 'Visitors must leave dogs outside [1].', dogs],
  ])('held, no "it says the opposite": %s', (_name, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
  it.each([
    ['its denial of what follows the comma', 'You do not weight the two signals client-side [1].', sent('C7cites.1')],
    ['the denied predicate', 'Dense scores are unbounded [1].', sent('C7cites.1')],
  ])('still noted: %s', (_name, answer, passages) => {
    expect(notes(answer, passages).join('\n')).toMatch(/the opposite/);
  });
});
