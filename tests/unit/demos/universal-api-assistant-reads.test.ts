/**
 * Universal API Assistant, u28k U3 and U5, on three own specs (fixtures/api-specs-u28k.ts): a plain
 * read request whose read is clearly ahead gets that read chosen (clearRead), a negated write verb
 * ("don't cancel anything, just show…") is no write cue, vague questions stay weak matches, and a
 * request to remove something never gets a read chosen. The e2e check is in tests/e2e/tools-u28i.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {indexOperations, judgeOperations, parseOpenApi, rankOperations, withoutNegated, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {ALLOTMENT_API, FERRY_API, REPAIR_CAFE_API} from './fixtures/api-specs-u28k';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {cafe: parse(REPAIR_CAFE_API), ferry: parse(FERRY_API), allotment: parse(ALLOTMENT_API), sample: parse(SAMPLE_OPENAPI)};
type Spec = keyof typeof SPECS;
type Own = Exclude<Spec, 'sample'>;

/** What the page does: rank the request without its negated part, judge, choose the first good one in score order. */
function chosen(spec: Spec, request: string): string | null {
  const doc = SPECS[spec];
  const index = indexOperations(doc);
  const wanted = withoutNegated(request);
  const ranked = rankOperations(doc, index, wanted, 5);
  const judged = judgeOperations(index, wanted, ranked);
  return ranked.find((_, i) => judged[i].good)?.operation.key ?? null;
}

/** Per spec: a read the reader means, the questions and read requests that name it, and the noun its writes act on. */
const READS: Record<Own, Array<{key: string; asks: string[]}>> = {
  cafe: [
    {key: 'GET /appointments', asks: ['which appointments are there on 2026-12-04?', 'what appointments are there on 12 January 2027?', 'list the appointments', 'are there appointments on 2027-01-09?']},
    {key: 'GET /appointments/{appointmentId}', asks: ['show me appointment A-77', 'find appointment R-1204', 'when is appointment A-12?']},
    {key: 'GET /volunteers', asks: ['which volunteers are there?', 'show the volunteers']},
  ],
  ferry: [
    {key: 'GET /sailings', asks: ['which sailings are there on 2026-12-04?', 'list the sailings', 'when are the sailings on 2027-02-14?']},
    {key: 'GET /tickets/{ticketId}', asks: ['show ticket T-5501', 'find ticket 88123']},
    {key: 'GET /fares', asks: ['what are the fares?', 'show the fares for bikes']},
  ],
  allotment: [
    {key: 'GET /plots', asks: ['which plots are vacant?', 'list the plots', 'is there a vacant plot?']},
    {key: 'GET /plots/{plotNumber}', asks: ['show me plot 14', 'get plot 7']},
    {key: 'GET /water-rota', asks: ['show the water rota', 'what is on the water rota?']},
    {key: 'GET /waiting-list', asks: ['is there a waiting list?', 'show me the waiting list']},
  ],
};
/** Negated writes in front of a read: each verb names a write of that API. */
const NEGATED: Record<Own, string[]> = {
  cafe: ["don't cancel anything, just", 'do not delete any appointment, only', 'never book anything for me, just'],
  ferry: ["don't refund anything, just", 'do not change my ticket, only', "don't delete it, just"],
  allotment: ["don't release anything, just", 'do not remove the tenant, only', "don't join any list, just"],
};
/** Vague questions: a read cue and maybe a noun of the API, but not what to read. */
const VAGUE: Record<Own, string[]> = {
  cafe: ['what is wrong with my toaster?', 'something is off with my appointment', 'what can you do?', 'when will it be fixed?', 'is there anything new?'],
  ferry: ['what is going on with the weather?', 'something is off with my trip', 'is the sea rough today?', 'what happened to my luggage?'],
  allotment: ['what is wrong with my tomatoes?', 'is there a problem with my neighbour?', 'what should I plant?', 'something is off with my shed'],
};
/** U5: remove/cancel requests for things the API only reads, or only writes elsewhere: never a read. */
const REMOVALS: Record<Own, string[]> = {
  cafe: ['please remove the volunteers', 'delete the volunteer list', 'get rid of the appointments on 2026-12-04', 'cancel the volunteers'],
  ferry: ['please remove the fares', 'delete the sailings on 2026-12-04', 'get rid of the fares for bikes', 'erase the sailings'],
  allotment: ['please remove the water rota', 'delete the waiting list', 'get rid of the water rota', 'cancel the waiting list'],
};
const specs: Own[] = ['cafe', 'ferry', 'allotment'];

describe('U3: a plain read request whose read is clearly ahead gets that read', () => {
  const rows = specs.flatMap((spec) => READS[spec].flatMap(({key, asks}) => asks.map((ask) => [spec, ask, key] as const)));
  it.each(rows)('%s: "%s" → %s', (spec, ask, key) => expect(chosen(spec, ask)).toBe(key));

  const negated = specs.flatMap((spec) =>
    READS[spec].flatMap(({key, asks}) => NEGATED[spec].map((neg, i) => [spec, `${neg} ${asks[i % asks.length].replace(/^(?:which|what|when|are|is)\b.*$/i, (q) => `tell me ${q}`)}`, key] as const)),
  );
  it.each(negated)('negated write + read — %s: "%s" → %s', (spec, ask, key) => {
    const got = chosen(spec, ask);
    // A negated write is no write cue: the read is chosen, never the write it negates.
    expect(got).toBe(key);
  });

  it.each(specs.flatMap((spec) => VAGUE[spec].map((q) => [spec, q] as const)))('vague — %s: "%s" stays a weak match', (spec, q) => expect(chosen(spec, q)).toBeNull());
});

describe('U5: a request to remove something never gets a read chosen', () => {
  it.each(specs.flatMap((spec) => REMOVALS[spec].map((q) => [spec, q] as const)))('%s: "%s"', (spec, q) => {
    const key = chosen(spec, q);
    if (key) expect(key.startsWith('GET ')).toBe(false);
  });
  it('the removal rows really rank a read first (the rows test the rule, not an empty list)', () => {
    const readFirst = specs.flatMap((spec) => REMOVALS[spec].map((q) => {
      const doc = SPECS[spec];
      return rankOperations(doc, indexOperations(doc), withoutNegated(q), 5)[0]?.operation.method;
    })).filter((m) => m === 'GET');
    expect(readFirst.length).toBeGreaterThanOrEqual(6);
  });
});

describe("the page's own examples (demo-room/universal-api-assistant.mdx) hold on the sample", () => {
  it.each([
    ['do not delete anything, just show me ticket TCK-1042', 'GET /tickets/{ticketId}'],
    // An id that fits no field: one ticket is meant, as in "show me ticket T-1042" ("just" says nothing of which read,
    // 44a2 UAA-5); the id is left out with a note on the pattern.
    ['do not delete anything, just show me ticket T-1042', 'GET /tickets/{ticketId}'],
    ['what is wrong with my order?', null],
  ])('"%s" → %s', (q, key) => expect(chosen('sample', q)).toBe(key));
});
