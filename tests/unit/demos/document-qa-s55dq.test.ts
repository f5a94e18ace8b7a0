/**
 * s55-dq (issue 28, tester u-dqa on Document Q&A). The tester's documents are in fixtures/s55dq (copied from
 * /tmp/u-dqa/inputs); each block names its finding, and each failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {checkCitations} from '@site/src/demos/kit/match';
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';
import {declines} from '@site/src/demos/kit/refusal';
import {citesNoPassage, unsupportedCitations} from '@site/src/demos/kit/support';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s55dq', name), 'utf8');

async function ask(file: string, question: string) {
  const index = buildIndex(chunkDocuments([{id: file, title: file, text: fixture(file)}]));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findInParts(retriever, question, 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** As CheckedAnswer warns (the same rule as support-harness-50k.test.ts, not imported so that its tests do not run here). */
function flagged(answer: string, passages: readonly string[]): boolean {
  if (checkCitations(answer, passages.length, '').invalid.length) return true;
  if (declines(answer)) return false;
  return unsupportedCitations(answer, passages).length > 0 || citesNoPassage(answer, passages.length);
}

/** The paragraph (or Markdown section body line) of `file` that starts with `start`. */
const passage = (file: string, start: string) => fixture(file).split(/\n\n+/).find((p) => p.startsWith(start))!;
const POLICY = 'policy-remote-work.txt';
const TENANCY = 'tenancy-agreement.md';

describe('u-dqa F2: "work from home" finds the Eligibility passage ("work remotely for up to three days per week")', () => {
  it.each(['How many days a week can I work from home?', 'Am I allowed to work from home?', 'How often am I allowed to work from home?'])('%s', async (question) => {
    const found = await ask(POLICY, question);
    expect(found.judged.good[0]?.passage.text).toContain('up to three days per week');
  });
  it('the wrong reply citing the Eligibility passage is flagged, the right one is not', () => {
    const passages = [passage(POLICY, 'Eligibility'), passage(POLICY, 'Home office')];
    expect(flagged('You can work from home at least two days per week [1].', passages)).toBe(true);
    expect(flagged('You can work from home up to three days per week [1].', passages)).toBe(false);
  });
});

describe('u-dqa F1: a passage without the thing asked about is no good match', () => {
  it.each([
    [TENANCY, 'Is smoking allowed in the flat?', 'smoking'],
    [TENANCY, 'Are barbecues allowed on the balcony?', 'barbecues'],
  ])('%s: %s', async (file, question, word) => {
    const found = await ask(file, question);
    expect(found.judged.good).toEqual([]);
    expect(noGoodMatchWhy(question, found.hits, found.judged.stats)).toContain(word);
  });
  it.each([
    [TENANCY, 'Are dogs allowed in the flat?', 'Dogs are not allowed'],
    [TENANCY, 'Is subletting allowed?', 'Subletting the flat'],
    [TENANCY, 'Is electricity included in the rent?', 'Electricity and internet'],
  ])('kept: %s: %s', async (file, question, expected) => {
    const found = await ask(file, question);
    expect(found.judged.good.some((h) => h.passage.text.includes(expected))).toBe(true);
  });
});

describe('u-dqa F1: a claim whose subject the cited passage never names is flagged', () => {
  const SUBLETTING = passage(TENANCY, 'Subletting the');
  const PETS = `## Pets\n\n${passage(TENANCY, 'Cats are')}`;
  it.each([
    ["Smoking is not allowed in the flat without the Landlord's written approval [1].", SUBLETTING, true],
    ["Subletting is not allowed without the Landlord's written approval [1].", SUBLETTING, false],
    ['Pets are allowed with written consent of the Landlord [1].', PETS, false],
    ['Cats are allowed with written consent of the Landlord [1].', PETS, false],
  ])('%s (%s)', (answer, cited, wrong) => {
    expect(flagged(answer, [cited])).toBe(wrong);
  });
});

describe('u-dqa F3: a changed frequency or scope is flagged', () => {
  const ALLOWANCE = passage(POLICY, 'Home office');
  const FORKLIFT = fixture('staff-roster-plain.txt').split('\n').find((l) => l.startsWith('Forklift'))!;
  const QUIET = passage(TENANCY, 'Quiet hours apply');
  it.each([
    ['The home office allowance is 450 USD per month [1].', ALLOWANCE, true],
    ['The home office allowance is a one-time payment of 450 USD [1].', ALLOWANCE, false],
    ['The company pays 450 USD once for a desk and chair [1].', ALLOWANCE, false],
    ['Forklift licences are checked every year [1].', FORKLIFT, true],
    ['Forklift licences are checked every six months [1].', FORKLIFT, false],
    ['They are checked every 6 months by the site safety officer [1].', FORKLIFT, false],
    ['Quiet hours run from 22:00 to 07:00 on weekdays only [1].', QUIET, true],
    ['Quiet hours are 10 pm to 7 am, every day [1].', QUIET, false],
    ['Quiet hours apply from 22:00 to 07:00 every day, weekends included [1].', QUIET, false],
  ])('%s (%s)', (answer, cited, wrong) => {
    expect(flagged(answer, [cited])).toBe(wrong);
  });
});

describe('u-dqa F5: both things of "the rent and the deposit" are searched; an honest "not stated" is no claim', () => {
  it.each(['How much are the rent and the deposit?', 'What are the rent and the deposit?'])('%s', async (question) => {
    const found = await ask(TENANCY, question);
    const good = found.judged.good.map((h) => h.passage.text);
    expect(good.some((t) => t.includes('monthly rent is 1,250 euros'))).toBe(true);
    expect(good.some((t) => t.includes('security deposit of 2,500 euros'))).toBe(true);
  });
  it('a thing the document does not hold is named', async () => {
    const found = await ask(TENANCY, 'How much are the rent and the pet fee?');
    expect(found.judged.good.some((h) => h.passage.text.includes('monthly rent'))).toBe(true);
    expect(found.unanswered.join(' ')).toContain('pet fee');
  });
  it.each([
    ['The deposit is 2,500 euros [1]. The rent is not stated in the passages.', false],
    ['The deposit is 2,500 euros [1]. The rent is not mentioned in the provided passages.', false],
    ['The deposit is 2,500 euros [1]. The rent is 900 euros.', true],
  ])('%s (%s)', (answer, wrong) => {
    expect(flagged(answer, [passage(TENANCY, 'The Tenant pays')])).toBe(wrong);
  });
});

describe('u-dqa F6: a whole-number version after the name asked about ("PostgreSQL 16") holds "version"', () => {
  it.each(['Which PostgreSQL version is used?', 'What version of PostgreSQL does the orders service run?', 'Which Postgres version is it?'])('%s', async (question) => {
    const found = await ask('runbook-db-failover.md', question);
    expect(found.judged.good[0]?.passage.text).toContain('PostgreSQL 16');
  });
  it.each(['Which Redis version is used?', 'Which version of Kubernetes does the orders service run on?'])('no good match: %s', async (question) => {
    const found = await ask('runbook-db-failover.md', question);
    expect(found.judged.good).toEqual([]);
  });
});
