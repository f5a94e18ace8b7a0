/**
 * s44 task 44r2 (issue 28, tester u29v, /tmp/u29v/FINDINGS.md): Document Q&A's two-part questions and word forms,
 * through the demo's own pipeline (parts.ts findInParts over a BM25 index of the pasted text, top 4).
 * Documents: u29v's handbook.txt and runbook.md, copied to fixtures/ as the tester pasted them.
 * Each group names its finding; the count on the old code is in the commit that added it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts, questionParts} from '@site/src/demos/document-qa/parts';
import {twoParts} from '@site/src/demos/kit/match';
import {doubledForm, retrievalTerm} from '@site/src/retrieval/tokenize';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const pasted = (text: string): SourceDocument => ({id: 'pasted', title: 'Pasted text', text});
const HANDBOOK = pasted(fixture('u29v-handbook.txt'));
const RUNBOOK = pasted(fixture('u29v-runbook.md'));

async function ask(doc: SourceDocument, question: string) {
  const index = buildIndex(chunkDocuments([doc]));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

describe('one question with "and" inside it is not split (F23)', () => {
  it.each([
    'What is the difference between BM25 and dense retrieval?',
    'How do BM25 and dense retrieval differ?',
    'Compare BM25 and dense retrieval',
    'BM25 and dense retrieval compared',
    'Is there a difference between sick leave and annual leave?',
    'Do both the primary and the secondary get paged?',
    'What is the relationship between pension and salary?',
    'Which is better, BM25 or dense retrieval and why?',
  ])('%s', (q) => {
    expect(questionParts(q)).toBeNull();
    // The whole-question judge (kit/match.ts) names an "other part" only of a question in two parts.
    expect(twoParts(q)).toBeNull();
  });
  it.each([
    ['What is the rent and which parking space is included?', 'What is the rent', 'which parking space is included?'],
    ['How much does the company match on pension and when am I enrolled?', 'How much does the company match on pension', 'when am I enrolled?'],
  ])('still two parts: %s', (q, a, b) => {
    expect(questionParts(q)).toEqual([a, b]);
    expect(twoParts(q)).not.toBeNull();
  });
  it('says nothing of an "other part" for a difference question', async () => {
    const found = await ask(HANDBOOK, 'What is the difference between annual leave and parental leave?');
    expect(found.judged.unmatchedPart ?? null).toBeNull();
  });
});

describe('a part counts as answered when a shown passage answers it (F2)', () => {
  it('pension and enrolment: one passage, both parts', async () => {
    const found = await ask(HANDBOOK, 'How much does the company match on pension and when am I enrolled?');
    expect(found.judged.good[0]?.passage.text).toMatch(/Enrolment happens automatically/);
    expect(found.unanswered).toEqual([]);
  });
});

describe('word forms: -ment nouns and -ied past forms meet their verb (F1, F2)', () => {
  it.each([
    ['enrolment', 'enrolled'],
    ['enrollment', 'enrolled'],
    ['acknowledgement', 'acknowledges'],
    ['acknowledgment', 'acknowledged'],
    ['reimbursement', 'reimbursed'],
    ['carried', 'carry'],
    ['applied', 'apply'],
    ['employment', 'employed'],
    ['replacements', 'replace'],
  ])('%s ↔ %s', (a, b) => {
    // One term, or the British/American "l"/"ll" pair passage search joins (tokenize.ts doubledForm: "enrol" ↔ "enroll").
    const [ta, tb] = [retrievalTerm(a)!, retrievalTerm(b)!];
    expect(ta === tb || doubledForm(ta) === tb, `${ta} / ${tb}`).toBe(true);
  });
  it.each([['department', 'depart'], ['implement', 'imple'], ['document', 'docu'], ['moment', 'mo'], ['tied', 'ty'], ['comment', 'com']])('%s keeps its own term (not %s)', (a, b) => {
    expect(retrievalTerm(a)).not.toBe(retrievalTerm(b));
  });
  it('"Can I carry over unused holiday days?" finds "may be carried over"', async () => {
    const found = await ask(HANDBOOK, 'Can I carry over unused annual leave days?');
    expect(found.judged.good[0]?.passage.text).toMatch(/carried over/);
  });
});

// Passes since s53 r6 (u37b F8): a Markdown table row names its id by its column header ("Week: 49").
describe('a table row is read with its column headers (F4)', () => {
  it.each([
    ['Who is on call in week 49?', /\|\s*49\s*\|\s*Ben Carter/],
    ['Who is the secondary on-call for week 50?', /\|\s*50\s*\|\s*Priya Raman/],
    ['Who is primary in week 48?', /\|\s*48\s*\|\s*Aiko Tanaka/],
  ])('%s', async (q, row) => {
    const found = await ask(RUNBOOK, q);
    expect(found.judged.good.map((h) => h.passage.text).join('\n')).toMatch(row);
  });
});
