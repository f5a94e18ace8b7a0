/**
 * u28s S-C1: "delete my pet" chose DELETE /owners/{ownerId} ("Delete an owner and all their pets") and built a
 * DELETE curl. A data-changing operation is chosen only when the request's object is the operation's own
 * object: its last non-parameter path segment or the object of its summary's verb. Otherwise nothing is chosen
 * and the reason names both ("pet" against "owner").
 */
import {describe, expect, it} from 'vitest';
import {indexOperations, judgeOperations, parseOpenApi, rankOperations, withoutNegated, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {BEEHIVE_API} from './fixtures/api-specs';
import {PETCLINIC_API} from './fixtures/api-specs-petclinic';

const load = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {petclinic: load(PETCLINIC_API), helpdesk: load(SAMPLE_OPENAPI), beehive: load(BEEHIVE_API)};
type Spec = keyof typeof SPECS;

function choose(spec: Spec, request: string) {
  const doc = SPECS[spec];
  const index = indexOperations(doc);
  const wanted = withoutNegated(request);
  const ranked = rankOperations(doc, index, wanted, 5);
  const judged = judgeOperations(index, wanted, ranked);
  const i = judged.findIndex((j) => j.good);
  return {chosen: i >= 0 ? ranked[i].operation.key : null, judged, ranked};
}

/** [API, request, the operation chosen or null]. */
const ROWS: Array<[Spec, string, string | null]> = [
  // No operation deletes or changes a pet: nothing is chosen, least of all the owner's DELETE.
  ['petclinic', 'delete my pet', null],
  ['petclinic', 'remove the pet 12', null],
  ['petclinic', 'delete pet 12', null],
  ['petclinic', 'get rid of my pet', null],
  ['petclinic', 'update my pet\'s name', null],
  ['petclinic', 'please remove my pet Bella', null],
  // The visit is the appointment's own object ("Cancel a booked visit").
  ['petclinic', 'cancel my dog\'s visit A-77', 'DELETE /appointments/{appointmentId}'],
  // Controls: the write on the request's own object is still chosen.
  ['petclinic', 'delete owner 17', 'DELETE /owners/{ownerId}'],
  ['petclinic', 'remove owner 17', 'DELETE /owners/{ownerId}'],
  ['petclinic', 'record a rabies vaccination for pet 4', 'POST /pets/{petId}/vaccinations'],
  ['petclinic', 'register a new pet owner', 'POST /owners'],
  ['helpdesk', 'delete a ticket', 'DELETE /tickets/{ticketId}'],
  ['helpdesk', 'refund an order', 'POST /refunds'],
  ['beehive', 'delete hive 9', 'DELETE /hives/{hiveId}'],
];

describe('Universal API Assistant: a write is chosen only for its own object (u28s S-C1)', () => {
  it.each(ROWS)('%s: "%s" → %s', (spec, request, expected) => {
    expect(choose(spec, request).chosen).toBe(expected);
  });

  it('says which object the request is about and which one the closest write acts on', () => {
    const {judged, ranked} = choose('petclinic', 'delete my pet');
    const del = ranked.findIndex((r) => r.operation.key === 'DELETE /owners/{ownerId}');
    expect(del).toBeGreaterThanOrEqual(0);
    expect(judged[del]).toEqual({good: false, reason: 'object', object: {asked: 'pet', own: 'owner'}});
  });
});
