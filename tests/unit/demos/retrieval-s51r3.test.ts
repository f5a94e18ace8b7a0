/**
 * s51-r3 (issue 28: u34c F1, u34d F2, u34b F5; /tmp/u34c, /tmp/u34d, /tmp/u34b FINDINGS.md). A covered question was refused as
 * "No good match" for one word the passage writes otherwise: a verb or adverb the question is put in ("take", "usually",
 * "natively", "leads", "far ahead", "stand for"), a synonym ("RAM"), or a code written with a space or hyphen ("Sev 1" /
 * "Sev-1", "1536-dim" / "1,536 dimensions"). Rows from the testers' exact inputs plus variants; all failed on 59454dd7.
 * Workspaces: the guide fixture (Simple Chat offline, top 3) and u34d's Zohlar workspace (the built-in documents plus the
 * tester's five and the 44 KB slice of the log, fixtures/u34/), asked as the page asks (findInParts, top 4).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {createRetriever, type Retriever} from '@site/src/retrieval/retriever';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {askingWords, noGoodMatchText} from '@site/src/demos/kit/match';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles} from '@site/src/demos/zohlar-showcase/kept';
import {chat} from './guideChat';

const F = join(__dirname, 'fixtures', 'u34');
const NAMES: Array<[string, string]> = [['Fleet rules', 'a_fleet.txt'], ['Lab safety', 'b_lab.txt'], ['Site contacts', 'c_sites.txt'], ['在宅勤務規程', 'd_japanese.txt'], ['Incident roles', 'e_md.txt'], ['Spectro log', 'spectro-log.txt']];
const added: SourceDocument[] = NAMES.map(([title, f], i) => ({id: `added-${i}`, title, text: readFileSync(join(F, f), 'utf8')}));
const docs = distinctTitles([...SAMPLE_DOCUMENTS, ...added]);
let retriever: Promise<Retriever> | undefined;
const index = () => (retriever ??= createRetriever(chunkDocuments(docs)));
async function ask(q: string): Promise<string> {
  const found = await findInParts(await index(), q, 4, docs, () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`));
  return found.judged.good.map((h) => h.passage.text).join('\n');
}
const guide = async (q: string) => (await chat(q)).found.judged.good.map((h) => `${h.passage.heading ?? ''} ${h.passage.text}`).join('\n');

describe('u34c F1: covered guide questions with a verb, adverb or synonym the guide words otherwise are answered', () => {
  it.each([
    // the tester's exact inputs
    ['How much RAM for 10,000,000 vectors of 1,536 dimensions in float32?', /1,536/],
    ['How much memory do ten million 1536-dim float32 embeddings need?', /1,536/],
    ['How much memory do 10 million 1,536-dimension float32 vectors take?', /1,536/],
    ['Is Weaviate written in Rust?', /written in Go/],
    ['Which vector database supports multi-tenancy natively?', /tenan/i],
    ['How many passages do rerankers usually take?', /rerank/i],
    ['What does HNSW stand for?', /Hierarchical Navigable Small World/],
    // my own
    ['How much RAM do 1536-dim vectors need?', /1,536/],
    ['Which vector database handles multi-tenancy natively?', /tenan/i],
    ['What does RAG stand for?', /etrieval-augmented/i],
    ['is weaviate written in rust', /written in Go/],
  ])('%s', async (q, needle) => {
    expect(await guide(q)).toMatch(needle);
  });

  it.each([
    // the tester's exact input, and a variant
    ['What does HNSW stand for, and what is the capital of Peru?', /Peru/],
    ['How many passages do rerankers usually take, and what is the capital of Peru?', /Peru/],
  ])('%s: the covered part goes through, the other is named', async (q, part) => {
    const {found} = await chat(q);
    expect(found.judged.good.length).toBeGreaterThan(0);
    expect(found.judged.unmatchedPart ?? '').toMatch(part);
  });
});

describe('u34d F2: the Zohlar workspace answers a reader\'s verb, adverb or spacing', () => {
  it.each([
    // the tester's exact inputs
    ['How far ahead must I book a pool car?', 'two working days'],
    ['how far ahaed do i book a pool car', 'two working days'],
    ['Who leads the waste team?', 'Jonas Petrov'],
    ['When are incident reviews due for Sev 1?', '5 working days'],
    // my own
    ['How far in advance do I book a pool car?', 'two working days'],
    ['Who leads waste collection?', 'Jonas Petrov'],
    ['Does a Sev 1 incident need a written review?', '5 working days'],
  ])('%s', async (q, needle) => {
    expect(await ask(q)).toContain(needle);
  });
});

describe('honest refusals stay', () => {
  it.each(['What is the capital of Peru?', 'Is Pinecone available in Brazil?', 'Is the capital of Peru Lima?', "What's the weather in Paris?", "What's the weather in Lisbon tomorrow?", 'How do I bake sourdough bread?', 'Who won the football world cup?'])('guide: %s', async (q) => {
    expect(await guide(q)).toBe('');
  });
  it.each(['Who is the CEO of the company?', 'What is the parental leave policy in Brazil?', 'How many vacation days do interns get in 2027?', 'Quantum entanglement blockchain synergy', 'When are incident reviews due for Sev 2?', 'Who leads the finance team?'])('Zohlar: %s', async (q) => {
    expect(await ask(q)).toBe('');
  });
});

describe('askingWords reads the verb and adverbs from the question\'s shape', () => {
  it.each([
    ['How many passages do rerankers usually take?', ['usually', 'take']],
    ['Who leads the waste team?', []],
    ['What does HNSW stand for?', ['stand']],
    ['Does a Sev-1 incident need a written review?', []],
    ['What is the capital of Peru?', []],
    ['Is Weaviate written in Rust?', ['writ']],
  ])('%s', (q, words) => {
    expect([...askingWords(q)].sort()).toEqual([...words].sort());
  });
});

describe('u34c F7: a question in another language with a Latin keyword is told so, not "not “何”"', () => {
  const why = async (q: string) => {
    const {found} = await chat(q);
    expect(found.judged.good).toEqual([]);
    return noGoodMatchText(found.query, found.hits, found.judged.stats);
  };
  it.each([
    // the tester's exact inputs
    ['HNSWとは何ですか？', '何'],
    ['Wie funktioniert Retrieval-augmented generation?', 'funktioniert'],
    // my own
    ['Как работает HNSW?', 'работает'],
    ['Comment fonctionne le reranking?', 'fonctionne'],
  ])('%s', async (q, word) => {
    const text = await why(q);
    expect(text).toMatch(/another language than the passages/);
    expect(text).toContain(`“${word}”`);
  });
  it('an English question still names the words the passage lacks', async () => {
    const text = await why("What's the weather in Paris?");
    expect(text).not.toMatch(/another language/);
    expect(text).toMatch(/“weather”|“Paris”/);
  });
});
