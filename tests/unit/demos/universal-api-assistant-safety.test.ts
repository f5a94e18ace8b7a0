/**
 * u28g U1: "how warm was greenhouse 3 yesterday?" against an API whose every operation holds
 * "greenhouse" suggested the DELETE first, as a weak match without saying why. A generated table of
 * APIs × requests (reading, changing, vague) with the operation each must preselect, or none (a weak
 * match). Rules checked on every row: an operation that changes data is never preselected unless the
 * request names its action, the list is in score order (u28i U2), and a match on the API's common
 * nouns alone is weak.
 */
import {describe, expect, it} from 'vitest';
import {
  commonTerms,
  indexOperations,
  namesAction,
  operationMatch,
  parseOpenApi,
  rankOperations,
  SAFE_METHODS,
  withoutNegated,
  type ApiDocument,
} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {BEEHIVE_API, LOCKER_API} from './fixtures/api-specs';

const load = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {helpdesk: load(SAMPLE_OPENAPI), beehive: load(BEEHIVE_API), locker: load(LOCKER_API)};
type Spec = keyof typeof SPECS;
type Kind = 'read' | 'write' | 'vague';
/** [API, request, kind, the operation preselected, or null for "no operation clearly matches"]. */
const ROWS: Array<[Spec, string, Kind, string | null]> = [
  ['beehive', 'how heavy was hive 4 last week?', 'vague', null],
  ['beehive', 'hive 12', 'vague', null],
  ['beehive', 'anything new about hive 7?', 'vague', null],
  ['beehive', 'list the weights of hive 4 since Monday', 'read', 'GET /hives/{hiveId}/weights'],
  ['beehive', 'show hive weight measurements', 'read', 'GET /hives/{hiveId}/weights'],
  ['beehive', 'delete hive 9', 'write', 'DELETE /hives/{hiveId}'],
  ['beehive', 'get rid of hive 9', 'write', 'DELETE /hives/{hiveId}'],
  ['beehive', 'remove hive 9 and its measurements', 'write', 'DELETE /hives/{hiveId}'],
  ['beehive', 'register a new hive in the orchard apiary', 'write', 'POST /hives'],
  ['beehive', 'rename hive 3', 'write', 'PATCH /hives/{hiveId}'],
  ['locker', 'is locker 5 free?', 'read', 'GET /lockers/{lockerId}/status'],
  ['locker', 'locker 5 please', 'vague', null],
  ['locker', 'what about locker 22 today?', 'vague', null],
  ['locker', 'unlock locker 5', 'write', 'PUT /lockers/{lockerId}/door'],
  ['locker', 'retire locker 8 from service', 'write', 'DELETE /lockers/{lockerId}'],
  ['helpdesk', 'list open tickets', 'read', 'GET /tickets'],
  ['helpdesk', 'show me ticket T-1042', 'read', 'GET /tickets/{ticketId}'],
  ['helpdesk', 'delete a ticket', 'write', 'DELETE /tickets/{ticketId}'],
  ['helpdesk', 'close a ticket', 'write', 'PATCH /tickets/{ticketId}'],
  ['helpdesk', 'refund an order', 'write', 'POST /refunds'],
  ['helpdesk', 'ticket T-1042', 'vague', null],
  ['helpdesk', 'chocolate cake recipe order', 'vague', null],
];

function suggest(spec: Spec, request: string) {
  const doc = SPECS[spec];
  const index = indexOperations(doc);
  const wanted = withoutNegated(request);
  const ranked = rankOperations(doc, index, wanted, 5);
  const judged = ranked.map((r) => operationMatch(index, wanted, r));
  return {ranked, judged, preselected: ranked.find((_, i) => judged[i].good)?.operation.key ?? null};
}

describe('Universal API Assistant: which operation a request preselects (u28g U1)', () => {
  it.each(ROWS)('%s: "%s" (%s) → %s', (spec, request, _kind, expected) => {
    const {ranked, preselected} = suggest(spec, request);
    expect(preselected).toBe(expected);
    // Never a data-changing operation preselected without its action named (u28g U1); the list itself is in
    // score order (u28i U2: safety is in the choice and the "changes data" mark, not in reordering).
    const chosen = ranked.find((r) => r.operation.key === preselected);
    if (chosen) expect(namesAction(chosen.operation, chosen.terms)).toBe(true);
    for (let i = 1; i < ranked.length; i += 1) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
  });

  it('a vague request preselects nothing, not even a data-changing operation that scores highest', () => {
    for (const [spec, request, kind] of ROWS) {
      if (kind !== 'vague') continue;
      const {ranked, preselected} = suggest(spec, request);
      expect(preselected, `${spec}: ${request}`).toBeNull();
      expect(ranked.filter((r) => !SAFE_METHODS.has(r.operation.method)).every((r) => r.operation.key !== preselected)).toBe(true);
    }
  });

  it('says why a match on the API\'s common noun is weak', () => {
    const {judged} = suggest('beehive', 'how heavy was hive 4 last week?');
    expect(judged[0]).toEqual({good: false, reason: 'common'});
    expect([...commonTerms(indexOperations(SPECS.beehive))]).toContain('hive');
  });

  it('a data-changing operation matched on its nouns only is weak, for want of its action', () => {
    const index = indexOperations(SPECS.beehive);
    const del = SPECS.beehive.operations.find((o) => o.method === 'DELETE')!;
    // The terms as the ranker finds them (the tokenizer's, never spelled out here: "measurements" folds to its verb
    // "measure" since 45r, u29v F2), for the DELETE ranked for each request.
    const ranked = (request: string) => rankOperations(SPECS.beehive, index, request, 20).find((r) => r.operation === del)!;
    expect(ranked('hive measurements').terms.length).toBeGreaterThan(1);
    expect(operationMatch(index, 'hive measurements', ranked('hive measurements'))).toEqual({good: false, reason: 'action'});
    expect(operationMatch(index, 'delete hive measurements', ranked('delete hive measurements')).good).toBe(true);
  });
});
