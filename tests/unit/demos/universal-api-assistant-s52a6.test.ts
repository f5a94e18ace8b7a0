/**
 * Task s52 a6 (issue 28, tester u36f F1, F2, F3): the API assistant on the tester's own documents (fixtures/u36f/, copied
 * from /tmp/u36f/docs) and the sample. Rows with a tester id (R14, W3, V1 …) are the tester's exact requests; rows s52a6-n
 * are variants written for this task; rows marked "kept" already worked and must stay right. Every row runs through
 * `assist`, the function the page renders, and the write is built with `buildRequest` as Build does.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {apiRows, parsed} from './fixtures/apiRows';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {PURCHASING_API} from './fixtures/api-specs-u31b';

const doc = (name: string) => parsed(readFileSync(`${__dirname}/fixtures/u36f/${name}`, 'utf8'));
const DOCS: Record<string, ApiDocument> = {
  procure: doc('procure.json'),
  travel: doc('travel.yaml'),
  facilities: doc('facilities.yaml'),
  sample: parsed(SAMPLE_OPENAPI),
  purchasing: parsed(PURCHASING_API),
};

const {run, each, body} = apiRows(DOCS);

const TICKET = 'PATCH /tickets/{ticketId}';
const REPLY = 'POST /tickets/{ticketId}/comments';
const WO = 'PATCH /work-orders/{woId}';
const TRIP = 'PATCH /travel-requests/{requestId}';
const PO = 'PATCH /purchase-orders/{poNumber}';

describe('F1: the verb that opens the request sets the state; a state word in a reason or a quote never does', () => {
  each([
    ['R14', 'sample', 'close TCK-2210, customer confirmed it is solved', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['R16', 'sample', 'solve TCK-2210 - the customer had closed the app', TICKET, {ticketId: 'TCK-2210', status: 'solved'}],
    ['V43', 'sample', 'close TCK-2210 with the message "solved by reinstall"', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['W1', 'sample', 'close TCK-2210 - solved by the customer', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['W3', 'sample', 'reopen TCK-2210, it was closed by mistake', TICKET, {ticketId: 'TCK-2210', status: 'open'}],
    ['W4', 'sample', "close TCK-2210 since it's solved", TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['W8', 'sample', 'solve TCK-2210, the open question was answered', TICKET, {ticketId: 'TCK-2210', status: 'solved'}],
    ['V1', 'facilities', 'cancel WO10442 with the note "done already by tenant"', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['V41', 'facilities', 'cancel WO10442, the tenant says it is done', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['R3', 'facilities', 'cancel WO10442, it is already scheduled under another order', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['R5', 'facilities', 'schedule WO10442 for 2027-01-08, the old visit was cancelled', WO, {woId: 'WO10442', status: 'scheduled', scheduledFor: '2027-01-08'}],
    // The tester's "mark … as X" rows: the value given after "as" is the state, the other stands in the reason.
    ['W2', 'sample', 'mark TCK-2210 as solved, it was pending for a week', TICKET, {ticketId: 'TCK-2210', status: 'solved'}],
    ['W5-kept', 'sample', 'mark TCK-2210 as pending, the fix is not solved yet', TICKET, {ticketId: 'TCK-2210', status: 'pending'}],
    ['W7-kept', 'sample', 'mark TCK-2210 as closed, the customer never replied', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    // Variants of this task.
    ['s52a6-1', 'sample', 'please close TCK-2210, the pending reply came in', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['s52a6-2', 'sample', 'close TCK-2210 as the customer says it is solved now', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['s52a6-3', 'sample', 'mark TCK-2210 as closed, it was solved', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['s52a6-4', 'facilities', 'schedule WO10442 for 2027-02-01 since the cancelled slot was freed', WO, {woId: 'WO10442', status: 'scheduled', scheduledFor: '2027-02-01'}],
    ['s52a6-5', 'facilities', 'cancel WO10442 with the note "scheduled twice, done elsewhere"', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['s52a6-6', 'travel', 'approve TR-2026-014, it was rejected by mistake', TRIP, {requestId: 'TR-2026-014', status: 'approved'}],
    ['s52a6-7', 'procure', 'receive PO-204417, it was approved last week', PO, {poNumber: 'PO-204417', status: 'received'}],
    // A second state given as the value is two values, said, never one of them picked.
    ['s52a6-8', 'sample', 'close TCK-2210 as solved', TICKET, {ticketId: 'TCK-2210', status: ''}, {status: /^two values given: closed, solved; status takes one, so it is left empty/}],
  ]);
  it('R14: Build sends the state the verb sets', () => {
    expect(body('sample', 'close TCK-2210, customer confirmed it is solved')).toEqual({status: 'closed'});
  });
  it('W3: Build reopens the ticket, never closes it', () => {
    expect(body('sample', 'reopen TCK-2210, it was closed by mistake')).toEqual({status: 'open'});
  });
  it('V1: Build cancels the work order', () => {
    expect(body('facilities', 'cancel WO10442 with the note "done already by tenant"')).toEqual({status: 'cancelled'});
  });
  it('R5: Build schedules the visit', () => {
    expect(body('facilities', 'schedule WO10442 for 2027-01-08, the old visit was cancelled')).toEqual({status: 'scheduled', scheduledFor: '2027-01-08'});
  });
});

describe('F2: a note or comment never drops the state the verb sets', () => {
  each([
    ['T7', 'travel', 'reject TR-2026-014 with the comment "not approved: missing cost estimate"', TRIP, {requestId: 'TR-2026-014', status: 'rejected', comment: 'not approved: missing cost estimate'}],
    ['T37', 'travel', 'approve TR-2026-014 with the comment "withdrawn hotel booking is fine"', TRIP, {requestId: 'TR-2026-014', status: 'approved', comment: 'withdrawn hotel booking is fine'}],
    ['V3', 'travel', 'approve TR-2026-015 with the comment "rejected twice before, now fine"', TRIP, {requestId: 'TR-2026-015', status: 'approved', comment: 'rejected twice before, now fine'}],
    ['V4', 'travel', 'reject TR-2026-015 with the comment "approved budget exceeded"', TRIP, {requestId: 'TR-2026-015', status: 'rejected', comment: 'approved budget exceeded'}],
    ['V5', 'travel', 'withdraw TR-2026-015 with the comment "submitted by mistake"', TRIP, {requestId: 'TR-2026-015', status: 'withdrawn', comment: 'submitted by mistake'}],
    ['V6', 'travel', 'reject TR-2026-015 with the comment please resubmit once approved by your manager', TRIP, {requestId: 'TR-2026-015', status: 'rejected', comment: 'please resubmit once approved by your manager'}],
    ['V7', 'travel', 'approve TR-2026-015 with the comment ok, but withdrawn if over budget', TRIP, {requestId: 'TR-2026-015', status: 'approved', comment: 'ok, but withdrawn if over budget'}],
    ['R9', 'travel', 'reject TR-2026-014 with the comment resubmit when the budget is approved', TRIP, {requestId: 'TR-2026-014', status: 'rejected', comment: 'resubmit when the budget is approved'}],
    ['V8', 'procure', 'approve PO-204417 with the note "received quote, ordered on Monday"', PO, {poNumber: 'PO-204417', status: 'approved', note: 'received quote, ordered on Monday'}],
    ['V9', 'procure', 'cancel PO-204417 with the note "approved twice by error"', PO, {poNumber: 'PO-204417', status: 'cancelled', note: 'approved twice by error'}],
    ['V11', 'procure', 'receive PO-204417 with the note "2 boxes damaged, draft claim sent"', PO, {poNumber: 'PO-204417', status: 'received', note: '2 boxes damaged, draft claim sent'}],
    ['R11', 'procure', 'approve PO-204417 with the note ok to order', PO, {poNumber: 'PO-204417', status: 'approved', note: 'ok to order'}],
    ['R13', 'procure', 'cancel PO-204417 with the note replaced by a new draft', PO, {poNumber: 'PO-204417', status: 'cancelled', note: 'replaced by a new draft'}],
    // "purchase order" holds "order", the verb of "ordered": the verb that opens the request is the one that sets the state.
    ['P66', 'procure', 'cancel purchase order PO-204417 with the note vendor out of stock', PO, {poNumber: 'PO-204417', status: 'cancelled', note: 'vendor out of stock'}],
    ['V15', 'procure', 'approve purchase order PO-204417 with the note budget ok', PO, {poNumber: 'PO-204417', status: 'approved', note: 'budget ok'}],
    ['P5', 'procure', 'cancel purchase order PO-204417', PO, {poNumber: 'PO-204417', status: 'cancelled'}],
    ['V14', 'procure', 'cancel the purchase order with number PO-204417', PO, {poNumber: 'PO-204417', status: 'cancelled'}],
    ['V18', 'procure', 'please approve purchase order PO-204417', PO, {poNumber: 'PO-204417', status: 'approved'}],
    // Variants of this task.
    ['s52a6-9', 'travel', 'withdraw TR-2026-015 with the comment approved trip no longer needed', TRIP, {requestId: 'TR-2026-015', status: 'withdrawn', comment: 'approved trip no longer needed'}],
    ['s52a6-10', 'procure', 'cancel purchase order PO-204417 with the note ordered twice', PO, {poNumber: 'PO-204417', status: 'cancelled', note: 'ordered twice'}],
    ['s52a6-11', 'procure', 'can you approve PO-204417 with the note draft looks fine', PO, {poNumber: 'PO-204417', status: 'approved', note: 'draft looks fine'}],
    ['s52a6-12', 'travel', 'reject TR-2026-014 with the comment "submitted twice, keep the approved one"', TRIP, {requestId: 'TR-2026-014', status: 'rejected', comment: 'submitted twice, keep the approved one'}],
    // Kept: a change of the note alone never sets the state from the note's words (u35f F1).
    ['P63-kept', 'procure', 'set the note of PO-204417 to approved by Dana, waiting for ordered parts', PO, {poNumber: 'PO-204417', status: '', note: 'approved by Dana, waiting for ordered parts'}],
    ['F38-kept', 'facilities', 'change the access instructions of WO10442 to done by 5pm, cancelled otherwise', WO, {woId: 'WO10442', status: '', accessInstructions: 'done by 5pm, cancelled otherwise'}],
  ]);
  it('the page\'s example: "cancel purchase order PO-2041 with the note replaced by a new draft" cancels and sends the note', () => {
    const a = run(['page', 'purchasing', 'cancel purchase order PO-2041 with the note replaced by a new draft', 'PATCH /purchase-orders/{poId}', {poId: 'PO-2041', status: 'cancelled', note: 'replaced by a new draft'}]);
    expect(a.notes).toEqual([]);
  });
  it('R9: Build rejects the request and sends the comment', () => {
    expect(body('travel', 'reject TR-2026-014 with the comment resubmit when the budget is approved')).toEqual({status: 'rejected', comment: 'resubmit when the budget is approved'});
  });
  it('P66: Build cancels the purchase order and sends the note', () => {
    expect(body('procure', 'cancel purchase order PO-204417 with the note vendor out of stock')).toEqual({status: 'cancelled', note: 'vendor out of stock'});
  });
});

describe('F3: unquoted text with "not …," is sent whole, never with words blanked', () => {
  each([
    ['V24', 'sample', 'reply to TCK-2210 with the message the courier was not at home, we will retry', REPLY, {ticketId: 'TCK-2210', body: 'the courier was not at home, we will retry'}],
    ['X8', 'sample', 'reply to TCK-2210 with the message you are not alone, many users see this', REPLY, {body: 'you are not alone, many users see this'}],
    ['X11', 'sample', 'reply to TCK-2210 with the message the printer is not at fault, it is the driver', REPLY, {body: 'the printer is not at fault, it is the driver'}],
    ['F10', 'facilities', 'change the access instructions of WO10442 to tenant is not home, use the lockbox', WO, {woId: 'WO10442', accessInstructions: 'tenant is not home, use the lockbox'}],
    ['V19', 'facilities', 'change the access instructions of WO10442 to dog is not friendly, call first', WO, {accessInstructions: 'dog is not friendly, call first'}],
    ['X3', 'facilities', 'change the access instructions of WO10442 to cat is not allowed outside, keep doors shut', WO, {accessInstructions: 'cat is not allowed outside, keep doors shut'}],
    ['X6', 'procure', 'change the note of PO-204417 to dock 2 is not safe, use dock 5', PO, {poNumber: 'PO-204417', note: 'dock 2 is not safe, use dock 5'}],
    ['X10', 'travel', 'approve TR-2026-014 with the comment taxi is not reimbursable, use the train', TRIP, {requestId: 'TR-2026-014', status: 'approved', comment: 'taxi is not reimbursable, use the train'}],
    // Variants of this task.
    ['s52a6-13', 'sample', 'reply to TCK-2210 with the message we are not ready, sorry', REPLY, {body: 'we are not ready, sorry'}],
    ['s52a6-14', 'facilities', 'change the access instructions of WO10442 to the gate is not locked, ring twice', WO, {accessInstructions: 'the gate is not locked, ring twice'}],
    ['s52a6-15', 'travel', 'reject TR-2026-014 with the comment hotel is not in policy, pick another', TRIP, {status: 'rejected', comment: 'hotel is not in policy, pick another'}],
    ['s52a6-16', 'procure', 'change the note of PO-204417 to pallets not stacked, handle with care', PO, {note: 'pallets not stacked, handle with care'}],
  ]);
  it('V24: Build sends the message as typed', () => {
    expect(body('sample', 'reply to TCK-2210 with the message the courier was not at home, we will retry')).toEqual({body: 'the courier was not at home, we will retry'});
  });
});

const WO_CREATE = 'POST /work-orders';

describe('F5: a change of one named item gets that item\'s change, never a read or a create', () => {
  each([
    ['S1', 'sample', 'put TCK-2210 on pending', TICKET, {ticketId: 'TCK-2210', status: 'pending'}],
    ['V16', 'procure', 'mark purchase order PO-204417 approved', PO, {poNumber: 'PO-204417', status: 'approved'}],
    // The update of a work order has no priority: nothing is chosen, and never the create (the page: a request that
    // names an existing item "is never answered by an operation that creates a new one").
    ['C9', 'facilities', 'set WO10442 priority to high', null, {}],
    // The tester's other rows of these shapes.
    ['P53', 'procure', 'put PO-204417 back to draft', PO, {poNumber: 'PO-204417', status: 'draft'}],
    ['F29', 'facilities', 'mark WO10442 done', WO, {woId: 'WO10442', status: 'done'}],
    // Variants of this task.
    ['s52a6-17', 'sample', 'put TCK-2210 back to open', TICKET, {ticketId: 'TCK-2210', status: 'open'}],
    ['s52a6-18', 'sample', 'mark TCK-2210 solved', TICKET, {ticketId: 'TCK-2210', status: 'solved'}],
    ['s52a6-19', 'facilities', 'please put WO10442 on scheduled', WO, {woId: 'WO10442', status: 'scheduled'}],
    ['s52a6-20', 'procure', 'mark PO-204417 received', PO, {poNumber: 'PO-204417', status: 'received'}],
    ['s52a6-21', 'facilities', 'change WO10442 priority to low', null, {}],
    ['s52a6-23', 'facilities', 'set WO10442 category to plumbing', null, {}],
    ['s52a6-24', 'facilities', 'please set WO10442 priority to high', null, {}],
    // Kept: "mark … as …" and a create said as a create.
    ['s52a6-22-kept', 'procure', 'mark purchase order PO-204417 as cancelled', PO, {poNumber: 'PO-204417', status: 'cancelled'}],
  ]);
  it('C9: the create is listed with the reason that WO10442 already exists', () => {
    const a = assist(DOCS.facilities, 'set WO10442 priority to high');
    const i = a.ranked.findIndex((r) => `${r.operation.method} ${r.operation.path}` === WO_CREATE);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(a.judged[i]).toEqual({good: false, reason: 'existing', item: 'WO10442'});
  });
});

describe('F7 (reasons): a reason after the item\'s id never makes a change choose nothing', () => {
  each([
    ['R1', 'facilities', 'cancel WO10442, tenant moved out', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['R2', 'facilities', 'cancel WO10442 because the job was done by the landlord', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['R6', 'travel', 'reject TR-2026-014, the trip was already approved last month', TRIP, {requestId: 'TR-2026-014', status: 'rejected'}],
    ['P67', 'procure', 'cancel PO-204417 because the vendor went bankrupt', PO, {poNumber: 'PO-204417', status: 'cancelled'}],
    ['T29', 'travel', 'reject travel request TR-2026-014 because hotel prices are too high', TRIP, {requestId: 'TR-2026-014', status: 'rejected'}],
    ['A5', 'procure', 'cancel PO-204417 please, the project was stopped', PO, {poNumber: 'PO-204417', status: 'cancelled'}],
    ['B5', 'travel', 'withdraw my travel request TR-2026-020 because the meeting moved online', TRIP, {requestId: 'TR-2026-020', status: 'withdrawn'}],
    ['D7', 'sample', 'delete TCK-2210, it was a test', 'DELETE /tickets/{ticketId}', {ticketId: 'TCK-2210'}],
    // Variants of this task.
    ['s52a6-25', 'sample', 'reopen TCK-2210 because it was solved too early', TICKET, {ticketId: 'TCK-2210', status: 'open'}],
    ['s52a6-26', 'sample', 'close TCK-2210, the customer has not replied in a week', TICKET, {ticketId: 'TCK-2210', status: 'closed'}],
    ['s52a6-27', 'facilities', 'cancel WO10442 since the tenant fixed it', WO, {woId: 'WO10442', status: 'cancelled'}],
    ['s52a6-32', 'sample', 'solve TCK-2210 because the fix is deployed', TICKET, {ticketId: 'TCK-2210', status: 'solved'}],
    ['s52a6-31', 'procure', 'approve PO-204417, the quote was checked', PO, {poNumber: 'PO-204417', status: 'approved'}],
    ['s52a6-28', 'travel', 'approve TR-2026-014 - the budget was confirmed', TRIP, {requestId: 'TR-2026-014', status: 'approved'}],
    // Kept: a value after a comma is a value, and a change taken back is still never chosen.
    ['s52a6-29-kept', 'sample', 'close TCK-2210, priority low', TICKET, {ticketId: 'TCK-2210', status: 'closed', priority: 'low'}],
    ['s52a6-30-kept', 'sample', 'delete TCK-2210, actually don\'t', null, {}],
  ]);
});
