/**
 * Calibration of the weak-match signal (src/demos/kit/match.ts) on questions that were written for
 * this table BEFORE the rule was tuned (u28e S2, 2026-11-26), none taken from another test or
 * review. Each on-topic question names the passage it expects (page path, and heading where one
 * section answers it); each off-topic one expects "No good match". Many off-topic questions share
 * ordinary words with the guide ("plan", "budget", "team", "review") on purpose: that is how an
 * unrelated passage used to pass as the best match.
 *
 * Simple Chat is checked as it runs offline: the guide corpus (a snapshot of the built
 * demo-data/guide-corpus.json, gzipped), top 3 by BM25, then judgeHits. Document Q&A as it runs
 * on its sample policy and on a document a reader pastes: top 4, then judgeHits.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {judgeHits, WEIGHTED_FROM_PASSAGES} from '@site/src/demos/kit/match';
import {expandQuery} from '@site/src/demos/kit/paraphrase';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '..', 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const guide = buildIndex(chunkDocuments(corpusDocuments(corpus)));

/** [question, a substring of the id of a passage that answers it] */
const GUIDE_ON_TOPIC: ReadonlyArray<readonly [string, string]> = [
  ['How does HNSW find neighbors in its layered graph?', '/rag/similarity-search/approximate'],
  ['Which distance metric fits normalized embeddings?', '/rag/similarity-search/exact'],
  ['How does pgvector combine filtering with vector search?', '/vector-databases/postgresql'],
  ['What is a hub-and-spoke AI operating model?', '/ws1-organization/operating-model'],
  ['How does the AI council approve a new use case?', '/ws1-organization/governance'],
  ['What duties does a deployer of a high-risk AI system have?', '/ws1-organization/compliance'],
  ['How should we recruit AI champions?', '/ws4-empowerment/champions'],
  ['What belongs in an evaluation plan for an AI product?', '/ws3-implementation/agile-delivery'],
  ['How does GraphRAG extract entities and relations into a graph?', '/knowledge/graphs'],
  ['Why keep prompts in a registry with versions?', '/engine/prompt-management'],
  ['What must an LLM gateway do?', '/ws2-architecture/technology'],
  ['Which transports does MCP support?', '/advanced-capabilities/mcp-server'],
  ['How does a cross-encoder rerank retrieved passages?', '/context-integration/relevance'],
  ['How should I budget the context window for retrieved passages?', '/context-integration/window'],
  ['What is chain-of-thought prompting?', '/advanced-capabilities/reasoning-systems'],
  ['How do I mask personal data when cleaning documents for RAG?', '/preprocessing/cleaning'],
  ['How do query embeddings differ from document embeddings?', '/embeddings/document'],
  ['Where is vibe coding safe to use?', '/coding/vibe-coding'],
  ['How can human reviewers avoid rubber-stamping AI output?', '/human-in-the-loop'],
  ['What severity levels do the support packages use?', '/services/support/packages'],
  ['How do I measure the ROI of generative AI against a baseline?', '/business-impact/value-creation'],
  ['How does Pinecone handle tenancy and scaling?', '/vector-databases/pinecone'],
  ['What do special tokens in a chat template do?', '/preprocessing/special-tokens'],
  ['How does backpropagation compute gradients?', '/machine-learning/neural-network-theory'],
  ['What happens in the pilot phase of the action plan?', '/action-plan/intro'],
  ['How do I instrument a RAG request for observability in Datadog?', '/tools/datadog'],
  ['What does Cursor privacy mode do with my code?', '/tools/cursor'],
  ['How is an agent loop structured with tools and planning?', '/advanced-capabilities/agent-systems'],
];

/** Questions the guide does not answer. */
const GUIDE_OFF_TOPIC: readonly string[] = [
  'What is a good recipe for banana bread?',
  'How tall is Mount Kilimanjaro?',
  'Who won the 1998 football World Cup?',
  'How do I fix a flat tire on my bicycle?',
  'What time does the Louvre open on Sundays?',
  'Can you recommend a science fiction novel?',
  'How do I teach my puppy to sit?',
  'At what temperature does water boil in the mountains?',
  'How many moons does Jupiter have?',
  'How do I repot an orchid?',
  'Which vitamins help against a cold?',
  'How long should I boil an egg?',
  'How do I plan a wedding on a small budget?',
  'What team building games work for a remote team?',
  'How do I write a cover letter for a job application?',
  'How should I prepare for a marathon in three months?',
  'What should I review before buying a used car?',
  'How do I negotiate rent with my landlord?',
  'What are the rules of chess castling?',
  'How do I get a stain out of a white shirt?',
  'Which houseplants survive in low light?',
  'How do I set up a family budget spreadsheet?',
  'What is the best time to visit Japan for cherry blossoms?',
  'How do I make my sourdough starter more active?',
];

/** Document Q&A on its sample travel policy: [question, expected passage text] or off-topic. */
const POLICY_ON_TOPIC: ReadonlyArray<readonly [string, string]> = [
  ['Is alcohol covered on my expense claim?', 'Alcohol is not reimbursed'],
  ['What is the nightly hotel limit in Tokyo?', '250 EUR per night'],
  ['Who must approve travel to a sanctioned country?', 'approval by Legal'],
  ['Does this policy cover contractors?', 'employees and contractors'],
  ['How late can I hand in receipts after a trip?', 'within 30 days'],
  ['Can I book a hotel outside the travel portal?', 'portal price was at least 10% higher'],
  ['For a month-long stay, where should I sleep?', 'serviced apartments'],
];
const POLICY_OFF_TOPIC: readonly string[] = [
  'How many vacation days do new employees get?',
  'Can I work from home on Fridays?',
  'What is the dress code for client meetings?',
  'Who pays for my mobile phone contract?',
  'How do I request a new laptop?',
  'What is the bonus policy for the sales team?',
  'Is there a pension plan?',
];

/** A document a reader pastes (new text, in the spirit of u28e's bike-share rules). */
const PASTED = `Community garden rules

Plots. Each member rents one plot of about twelve square meters for a season from March to October. Plots left unworked for six weeks are offered to the waiting list.

Water. Rain barrels are shared. The tap by the shed is open from 7:00 to 20:00; hoses must not be left running.

Tools. Shared tools live in the shed and go back clean the same day. Power tools need a short safety briefing from the coordinator first.

Compost. Green waste goes in the left bin, woody cuttings in the right one. No cooked food, meat or dairy in either bin.

Children and pets. Children are welcome with an adult. Dogs stay on a leash and out of the plots.

Fees. The season fee is 45 EUR, payable by the end of March. Members who help on two work days get 15 EUR back.`;
const pasted = buildIndex(chunkDocuments([{id: 'pasted', title: 'Pasted text', text: PASTED}]));
const PASTED_ON_TOPIC: ReadonlyArray<readonly [string, string]> = [
  ['When is the tap by the shed open?', 'open from 7:00 to 20:00'],
  ['Can I put cooked food in the compost?', 'No cooked food'],
  ['Do I need training before using power tools?', 'safety briefing'],
  ['How much is the season fee?', '45 EUR'],
  ['Are dogs allowed in the garden?', 'leash'],
];
const PASTED_OFF_TOPIC: readonly string[] = ['Where can I park my car?', 'Is there wifi in the shed?', 'Who is the mayor of the town?', 'Can I sell vegetables at the market?'];

const travel = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS.slice(0, 1)));

/**
 * As the demos judge: the top k hits for the question with its synonym groups (kit/find.ts searches
 * expandQuery's text since s38d; added here in s40, when "nightly" ↔ "night" became a group), with the
 * index's word weights (src/retrieval/retriever.ts).
 */
const judged = (index: Bm25Index, question: string, k: number) => {
  const searched = expandQuery(question, index.passages.length < WEIGHTED_FROM_PASSAGES);
  return judgeHits(question, search(index, searched, k), {weights: queryWeights(index, searched), passages: index.passages.length});
};

/**
 * What the rule still gets wrong in this table, each for a reason the word-level rule cannot see;
 * the tests below fail when this list stops being exact, either way.
 */
const KNOWN = {
  /** Good matches are shown, but BM25 ranks other pages above the expected one (not a threshold question). */
  rankedElsewhere: ['How does pgvector combine filtering with vector search?'],
  /** Off topic, yet the words are all there: a passage on integration patterns has "write", "letter", "job" and "application". */
  falseMatch: ['How do I write a cover letter for a job application?'],
  /**
   * On topic, but the best passage holds the question's other words and not its subject (u28f S-C): an MCP passage
   * about running your own server has "run", "own" and "server", not "LLM"; "LLM" is so common in the guide that it
   * weighs a quarter of the question, so the passage holds 0.75 of its weight. Dropping "own" as a framing word was
   * tried and made it worse (2 of 3 words left, 0.68).
   */
  subjectMissing: ['Can I run an LLM on my own servers?'],
  /** On topic, but in other words than the document's: "No good match", with the closest passages on request. */
  otherWords: ['For a month-long stay, where should I sleep?', 'Are dogs allowed in the garden?'],
};

describe('weak-match calibration on new questions (u28e S2): Simple Chat over the guide', () => {
  it('the table has at least 30 questions, written before tuning', () => {
    expect(GUIDE_ON_TOPIC.length + GUIDE_OFF_TOPIC.length).toBeGreaterThanOrEqual(30);
    expect(POLICY_ON_TOPIC.length + POLICY_OFF_TOPIC.length + PASTED_ON_TOPIC.length + PASTED_OFF_TOPIC.length).toBeGreaterThanOrEqual(20);
  });

  it.each(GUIDE_ON_TOPIC)('on topic: "%s" finds %s as a good match', (question, where) => {
    const ids = judged(guide, question, 3).good.map((hit) => hit.passage.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => id.includes(where))).toBe(!KNOWN.rankedElsewhere.includes(question));
  });

  it.each(GUIDE_OFF_TOPIC)('off topic: "%s" is no good match', (question) => {
    const {good} = judged(guide, question, 3);
    expect(good.length > 0).toBe(KNOWN.falseMatch.includes(question));
  });
});

describe('weak-match calibration on new questions (u28e S2): Document Q&A', () => {
  const onTopic = (index: Bm25Index, question: string, text: string) => {
    const {good} = judged(index, question, 4);
    if (KNOWN.otherWords.includes(question)) expect(good).toEqual([]);
    else expect(good.map((hit) => hit.passage.text).join('\n')).toContain(text);
  };
  it.each(POLICY_ON_TOPIC)('sample policy, on topic: "%s"', (question, text) => onTopic(travel, question, text));
  it.each(POLICY_OFF_TOPIC)('sample policy, off topic: "%s"', (question) => {
    expect(judged(travel, question, 4).good.map((hit) => hit.terms.join(', '))).toEqual([]);
  });
  it.each(PASTED_ON_TOPIC)('pasted rules, on topic: "%s"', (question, text) => onTopic(pasted, question, text));
  it.each(PASTED_OFF_TOPIC)('pasted rules, off topic: "%s"', (question) => {
    expect(judged(pasted, question, 4).good.map((hit) => hit.terms.join(', '))).toEqual([]);
  });
});

// u28e S2's own questions: the guide's evaluation passages, or honestly no good match; never an unrelated page.
describe('the questions of the u28e report', () => {
  it.each(['how do I evaluate a chatbot before launch?', 'Why should I not fine-tune a model for knowledge updates?'])('"%s" is no good match now', (question) => {
    // Change management and compliance passages were shown as the best match; the guide's evaluation
    // passages say "evaluation", which this light stemmer does not join with "evaluate".
    expect(judged(guide, question, 3).good).toEqual([]);
  });
  it('"When is RAG the wrong choice?" still gets passages that hold "wrong" and "choice" (known: 2 of 3 words, both specific)', () => {
    expect(judged(guide, 'When is RAG the wrong choice?', 3).good.length).toBeGreaterThan(0);
  });
});

// u28f S-C / ZS-A: new questions written for this table (2026-11-26), none from another test or report but the two
// the report names. Each on-topic one names where the answer is; each off-topic one shares ordinary words with
// the material ("run", "own", "host", "team", "evaluate", "before", "manager", "called").
const zohlar = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS));
const U28F_GUIDE_ON_TOPIC: ReadonlyArray<readonly [string, string]> = [
  ['How do we evaluate a RAG pipeline?', '/rag/overview'],
  ['What does a vector database store?', '/vector-databases'],
  ['Can we run open-weight models on premises?', '/cloud/cloud-overview'],
  ['How do I call a tool from an agent?', '/agent-systems'],
];
const U28F_GUIDE_OFF_TOPIC: readonly string[] = [
  'Can I run a marathon on my own?',
  'How do I host a dinner party for my team?',
  'How should we evaluate a used car before buying?',
  'Which server should I hire for a wedding?',
];
const U28F_ZOHLAR_OFF_TOPIC: readonly string[] = ['What is the canteen manager called?', 'Who runs the canteen?', 'What is the name of the CEO?'];

describe('weak-match calibration, u28f (S-C, ZS-A)', () => {
  it.each(U28F_GUIDE_ON_TOPIC)('guide, on topic: "%s" finds %s as a good match', (question, where) => {
    expect(judged(guide, question, 3).good.some((hit) => hit.passage.id.includes(where))).toBe(true);
  });
  it.each(U28F_GUIDE_OFF_TOPIC)('guide, off topic: "%s" is no good match', (question) => {
    expect(judged(guide, question, 3).good.map((hit) => hit.passage.id)).toEqual([]);
  });
  it('"How should we evaluate a chatbot before launch?" (S-C) is no good match: no change-management or compliance passage is offered', () => {
    expect(judged(guide, 'How should we evaluate a chatbot before launch?', 3).good).toEqual([]);
  });
  it.each(KNOWN.subjectMissing)('known: "%s" still gets a passage without its subject as a good match', (question) => {
    const {good} = judged(guide, question, 3);
    expect(good.length).toBeGreaterThan(0);
    // The first good match lacks "LLM" (the MCP passage). Since s42 "run" also finds "running", so passages that
    // hold "LLM" and "running" are good matches too, below it; the known error is the first one.
    expect(good[0].terms.includes('llm')).toBe(false);
  });
  it.each(U28F_ZOHLAR_OFF_TOPIC)('Zohlar workspace, off topic: "%s" is no good match (the onboarding checklist\'s "on-call" is no answer)', (question) => {
    expect(judged(zohlar, question, 4).good.map((hit) => hit.passage.id)).toEqual([]);
  });
  it('Zohlar workspace, on topic: "Who approves business class flights?" finds the travel policy', () => {
    expect(judged(zohlar, 'Who approves business class flights?', 4).good[0]?.passage.id).toMatch(/^sample-travel/);
  });
});

