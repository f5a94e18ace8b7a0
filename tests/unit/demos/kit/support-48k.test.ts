/**
 * Issue 28, task 48k: the support check's remaining misses and false alarms (kit/support.ts), from the testers on
 * build-b2: u31g F1 (Document Q&A, /tmp/u31g: the answers its runner scripted that the current code still got wrong,
 * on its own documents, copied to fixtures/u31g-*) and u31h F1, F4, F5, F6 (Simple Chat, /tmp/u31h: the passages as
 * its request log shows them). Each row: the passages, an answer, and what the check must do: hold it (no note), or
 * flag it (a note naming each listed word). The whole u31g replay, through the page's own Answer view, is
 * support-replay-u31g-48k.test.tsx.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkedText, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');
/** A paragraph of one of u31g's documents, as Document Q&A cuts it (a heading line with its text). */
const para = (name: string, start: string) => {
  const block = fixture(name)
    .split(/\n\s*\n/)
    .find((b) => b.startsWith(start));
  if (!block) throw new Error(`no paragraph “${start}” in ${name}`);
  return block.trim();
};
const OVERTIME = para('u31g-handbook2.txt', 'Overtime');
const HOLIDAY = para('u31g-handbook2.txt', 'Holiday entitlement');
const TRAINING = para('u31g-handbook2.txt', 'Training budget');
const CARS = para('u31g-handbook2.txt', 'Company cars');
const MADRID = para('u31g-handbook2.txt', 'Madrid office');
const BADGES = para('u31g-handbook2.txt', 'Security badges');
const ILLNESS = para('u31g-handbook2.txt', 'Illness');
const NOTICE = para('u31g-it.txt', 'Notice periods');
const RUHE = para('u31g-haus.txt', 'Die Ruhezeit');
const PETS = para('u31g-lease.md', '## Pets');
const PARKING = para('u31g-lease.md', '## Parking');
const RENT = para('u31g-lease.md', '## Rent');
const PARTIES = `# Residential lease\n\n${para('u31g-lease.md', 'This lease')}`;
const LABS = `# Lab register\n\n${para('u31g-rooms.md', 'Lab 7')}`;

// Simple Chat's passages as u31h's request log shows them (/tmp/u31h/requests.log), title line first.
const WHY_RAG = checkedText({
  source: 'Retrieval-augmented generation (RAG) overview',
  heading: 'Why RAG, and what it does not do',
  text: "Private knowledge: content stays in your stores and reaches the model only per request, filtered by the user's access rights.\nTraceability: every answer can cite the passages it used, so users and reviewers can check it.\nRAG reduces hallucination; it does not eliminate it. The model can still misread a passage, blend two sources, or answer from its training data when retrieval returns nothing useful. Design for that, with citations, abstention and evaluation, rather than promising \"no hallucinations\".",
});
const HALLUCINATION = checkedText({
  source: 'LLM capabilities and limitations',
  heading: 'Hallucination',
  text: 'Grounding reduces hallucination but does not eliminate it. Retrieval-augmented generation made answers more specific and factual in its original paper, yet a 2024 study of commercial legal research tools built on retrieval still found incorrect or misgrounded answers in roughly one in six queries or more (Magesh et al., 2024). Design for it: show sources, check that cited passages support the claim, let the system abstain, and keep a person accountable where errors are costly.',
});
const RRF = checkedText({
  source: 'Relevance, reranking and citations in RAG',
  heading: 'Hybrid search: keywords plus vectors',
  text: "Reciprocal rank fusion (RRF) ignores scores and uses ranks: each document gets Σ 1 / (k + rank) over the lists it appears in, with k = 60 as proposed by Cormack, Clarke and Büttcher (SIGIR 2009). The same default is used by Elasticsearch's RRF retriever and by Milvus's RRFRanker. It is robust and needs no tuning, which makes it a good first choice.\nWeighted score fusion normalizes each list's scores (for example min-max) and mixes them with a weight alpha. Weaviate's relativeScoreFusion works this way; Pinecone's sparse–dense alpha is a related convex weighting, applied to the query vectors before search rather than to normalized scores. It can beat RRF when tuned, but the weight is corpus-specific.",
});
const RATE_LIMITS = checkedText({
  source: 'Calling model APIs in production',
  heading: 'Rate limits',
  text: 'A 429 response means the provider is rate limiting you: wait as long as the Retry-After header says, then retry, and cap the number of retries.',
});

const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

type Row = [label: string, answer: string, passages: readonly string[], expected: null | string[]];
// Expected verdicts written before the fix was run (u31g: its runner's "exp"; u31h: its cases' "expect").
const ROWS: Record<string, Row[]> = {
  'u31g F1: a value from the other part of the sentence': [
    ['Sunday overtime at the weekday rate', 'Overtime on Sundays is paid at 150% of the hourly rate [1].', [OVERTIME], ['150']],
    ['Sunday overtime, right', 'Overtime on Sundays is paid at 200% of the hourly rate [1].', [OVERTIME], null],
    ['weekday overtime, right', 'Overtime on weekdays is paid at 150% of the hourly rate [1].', [OVERTIME], null],
    ['probation at the staff period', 'During probation the notice period is one month [1].', [NOTICE], ['one month']],
    ['probation, right', 'During probation the notice period is one week [1].', [NOTICE], null],
    ['directors, right', 'The notice period for directors is three months [1].', [NOTICE], null],
    ['Ruhezeit times swapped', 'Die Ruhezeit beginnt um 7 Uhr und endet um 22 Uhr [1].', [RUHE], ['7']],
    ['Ruhezeit, right', 'Die Ruhezeit beginnt um 22 Uhr und endet um 7 Uhr [1].', [RUHE], null],
    ['Ruhezeit start, right', 'Die Ruhezeit beginnt um 22 Uhr [1].', [RUHE], null],
    ['P4 at P5’s price', 'Parking space P4 can be rented for 60 euros per month [1].', [PARKING], ['P4']],
    ['P5, right', 'Parking space P5 can be rented for 60 euros per month [1].', [PARKING], null],
    ['P4 included, right', 'Parking space P4 is included [1].', [PARKING], null],
  ],
  'u31g F1: the opposite of the passage': [
    ['never expire', 'Unused holiday days never expire [1].', [HOLIDAY], ['expire']],
    ['expire in April, right', 'Up to 5 unused days may be carried into the following year, and they expire on 30 April [1].', [HOLIDAY], null],
    ['outside Europe', 'You can use your 1,200 euro training budget for conferences outside Europe [1].', [TRAINING], ['Europe']],
    ['not outside Europe, right', 'The training budget cannot be used for conferences outside Europe [1].', [TRAINING], null],
    ['cats not allowed', 'Cats are not allowed [1].', [PETS], ['Cats are allowed']],
    ['cats allowed, right', 'Cats are allowed [1].', [PETS], null],
    ['dogs need consent, right', 'Dogs are allowed only with the landlord’s written consent [1].', [PETS], null],
    ['a full tank', 'A car must be returned with a full tank of fuel [1].', [CARS], ['full']],
    ['a quarter tank, right', 'A car must be returned with at least a quarter tank of fuel [1].', [CARS], null],
    ['a free badge', 'A replacement badge is free of charge [1].', [BADGES], ['free']],
    ['badge price, right', 'A replacement badge costs 15 euros [1].', [BADGES], null],
    ['badge price in words, right', 'A replacement badge costs fifteen euros [1].', [BADGES], null],
  ],
  'u31g F1: a role or an attribute from elsewhere': [
    ['the landlord as the tenant', 'The tenant is Helga Sørensen [1].', [PARTIES], ['Helga Sørensen']],
    ['the tenant, right', 'The tenant is Marco Bianchi [1].', [PARTIES], null],
    ['the landlord, right', 'The landlord is Helga Sørensen [1].', [PARTIES], null],
    ['Lab 7 a dry lab', 'Lab 7 is a dry lab managed by the Chemistry team [1].', [LABS], ['dry']],
    ['Lab 7 a clean room, right', 'Lab 7 is a clean room managed by the Chemistry team [1].', [LABS], null],
    ['Lab 7 managed by Chemistry, right', 'Lab 7 is managed by the Chemistry team [1].', [LABS], null],
  ],
  'u31g F1: false alarms on right answers': [
    ['4:30 pm for 16:30', 'The Madrid office closes at 4:30 pm [1].', [MADRID], null],
    ['8:30 am for 08:30', 'The Madrid office opens at 8:30 am [1].', [MADRID], null],
    ['4:30 am is not 16:30', 'The Madrid office closes at 4:30 am [1].', [MADRID], ['4:30']],
    ['3rd for third', 'A medical certificate is required from the 3rd calendar day of illness [1].', [ILLNESS], null],
    ['the rent and its day, right', 'The monthly rent is 1,350 euros, due on the 3rd of each month [1].', [RENT], null],
  ],
  'u31h F1: the RRF sentence copied from its passage': [
    ['formula, k and the proposers', 'RRF gives each document the sum of 1 / (k + rank) across the lists, using k = 60 as proposed by Cormack, Clarke and Büttcher [1].', [RRF], null],
    ['the proposers with the year', 'The k = 60 default comes from Cormack, Clarke and Büttcher (SIGIR 2009) [1].', [RRF], null],
    ['a wrong proposer still flagged', 'The k = 60 default comes from Cormack and Lin (SIGIR 2009) [1].', [RRF], ['Lin']],
  ],
  'u31h F4: an ordinary word opening a sentence, an abbreviation the passage writes out': [
    ['Back off', 'Back off and retry after the Retry-After wait [1].', [RATE_LIMITS], null],
    ['Back then', 'Back then, RAG reduced hallucination but did not eliminate it [1].', [WHY_RAG], null],
    ['Back in 2009', 'Back in 2009, Cormack, Clarke and Büttcher proposed k = 60 [1].', [RRF], null],
    ['RAG for Retrieval-augmented generation', 'RAG reduces hallucination [2]. It does not eliminate it [1].', [WHY_RAG, HALLUCINATION], null],
    ['a name opening a sentence still read', 'Smith proposed k = 60 [1].', [RRF], ['Smith']],
    ['an unknown abbreviation still read', 'GAR reduces hallucination [1].', [HALLUCINATION], ['GAR']],
  ],
  'u31h F5: abstentions and structure claim nothing': [
    ['an abstention beside a cited sentence', 'The guide does not cover the capital of France. RAG reduces hallucination but does not eliminate it [1].', [WHY_RAG], null],
    ['a sentence that only points at the guide', 'See the guide. RAG reduces hallucination; it does not eliminate it [1].', [WHY_RAG], null],
    ['an uncited sentence with a link holding brackets: no stray ")"', 'RAG reduces hallucination [1]. Try [this](javascript:alert(2)) and the Milvus guide.', [WHY_RAG], ['“Try this and the Milvus guide.”']],
    ['et al. keeps its sentence', 'The technique is grounded, and Smith et al. reported it [1].', [WHY_RAG], ['Smith']],
  ],
  'u31h F6: a citation to a passage about something else': [
    ['the hallucination sentence cited to the RRF passage', 'No. RAG reduces hallucination; it does not eliminate it [1].', [RRF, WHY_RAG], ['hallucination']],
    ['the same sentence cited right', 'No. RAG reduces hallucination; it does not eliminate it [2].', [RRF, WHY_RAG], null],
    ['a loose paraphrase cited right, the other passage not closer', 'RRF needs no tuning, so it is a good first choice [1].', [RRF, WHY_RAG], null],
    ['a short sentence cited right', 'Reciprocal rank fusion uses ranks rather than scores [1].', [RRF, WHY_RAG], null],
  ],
};

const all = Object.entries(ROWS).flatMap(([kind, rows]) => rows.map((r) => [kind, ...r] as const));

describe('48k: the support check’s rows (issue 28)', () => {
  it('at least half the rows are right answers that must hold', () => {
    expect(all.filter((r) => r[4] === null).length * 2).toBeGreaterThanOrEqual(all.length);
  });
  it.each(all.filter((r) => r[4] === null))('%s — holds %s', (_kind, _label, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
  it.each(all.filter((r) => r[4] !== null))('%s — flags %s', (_kind, _label, answer, passages, expected) => {
    const out = notes(answer, passages).join('\n');
    expect(out).not.toBe('');
    for (const word of expected!) expect(out).toContain(word);
  });
});
