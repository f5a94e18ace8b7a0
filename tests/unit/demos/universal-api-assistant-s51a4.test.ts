/**
 * Task s51 a4 (issue 28, tester u35f F1, F2): the API assistant on the tester's own documents (fixtures/u35f/, copied
 * from /tmp/u35f/docs). Rows with a tester id (B33, C2 …) are the tester's exact requests; rows s51a4-n are variants
 * written for this task; rows marked "kept" already worked and must stay right. Every row runs through `assist`, the
 * function the page renders, and the write is built with `buildRequest` as Build does.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {apiRows, parsed} from './fixtures/apiRows';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const doc = (name: string) => parsed(readFileSync(`${__dirname}/fixtures/u35f/${name}`, 'utf8'));
const DOCS: Record<string, ApiDocument> = {
  kitchen: doc('kitchen.json'),
  events: doc('events.yaml'),
  assets: doc('assets.json'),
  events_eur: doc('events_eur.yaml'),
  sample: parsed(SAMPLE_OPENAPI),
};

const {each, body} = apiRows(DOCS);

const PO = 'PATCH /purchase-orders/{poNumber}';
const BOOKING = 'PATCH /bookings/{bookingRef}';
const LAPTOP = 'PATCH /laptops/{assetTag}';
const REPAIR = 'POST /laptops/{assetTag}/repairs';
const REPLY = 'POST /tickets/{ticketId}/comments';

describe('F1: words inside the text of a note never set another field', () => {
  each([
    ['B33', 'kitchen', 'set the note of PO-31337 to "status: cancelled by chef"', PO, {poNumber: 'PO-31337', note: 'status: cancelled by chef', status: ''}],
    ['C1', 'kitchen', 'set the note of PO-31337 to "supplier said: received half, rest Monday"', PO, {poNumber: 'PO-31337', note: 'supplier said: received half, rest Monday', status: ''}],
    ['C2', 'kitchen', 'change the note of PO-31337 to "not cancelled, just late"', PO, {poNumber: 'PO-31337', note: 'not cancelled, just late', status: ''}],
    ['C3', 'kitchen', "set the note of PO-31337 to 'draft copy sent to chef'", PO, {poNumber: 'PO-31337', note: 'draft copy sent to chef', status: ''}],
    ['C5', 'events', 'set the setup notes of EV204411 to "if cancelled, call Jo"', BOOKING, {bookingRef: 'EV204411', setupNotes: 'if cancelled, call Jo', status: ''}],
    ['C6', 'events', 'change the setup notes of EV204411 to "confirmed layout: rounds of 8"', BOOKING, {bookingRef: 'EV204411', setupNotes: 'confirmed layout: rounds of 8', status: ''}],
    ['N15', 'events', 'set the setup notes of EV300101 to theatre seating, lectern, cancelled the DJ', BOOKING, {bookingRef: 'EV300101', status: ''}],
    ['C8', 'assets', 'set the notes of AT-10234 to "high priority user, remote first"', LAPTOP, {assetTag: 'AT-10234', notes: 'high priority user, remote first', location: ''}],
    ['C9', 'assets', 'request a repair for AT-10234 with the issue "fan is loud, low priority for me"', REPAIR, {assetTag: 'AT-10234', issue: 'fan is loud, low priority for me', priority: ''}],
    // Variants of this task.
    ['s51a4-1', 'kitchen', 'update the note of PO-31337 to "chef says received, but short 2 crates"', PO, {poNumber: 'PO-31337', note: 'chef says received, but short 2 crates', status: ''}],
    ['s51a4-2', 'events', 'set the setup notes of EV204411 to "tentative until the confirmed headcount"', BOOKING, {bookingRef: 'EV204411', setupNotes: 'tentative until the confirmed headcount', status: ''}],
    ['s51a4-3', 'assets', 'set the notes of AT-10234 to "urgent: user is remote this week"', LAPTOP, {assetTag: 'AT-10234', notes: 'urgent: user is remote this week', location: ''}],
    ['s51a4-4', 'kitchen', 'set the note of PO-31337 to cancelled by mistake, please ignore', PO, {poNumber: 'PO-31337', status: ''}],
    // Kept: a value named outside the text still fills its field.
    ['s51a4-5-kept', 'kitchen', 'set the status of PO-31337 to cancelled', PO, {poNumber: 'PO-31337', status: 'cancelled'}],
  ]);
  it('B33: Build sends the note and no status', () => {
    expect(body('kitchen', 'set the note of PO-31337 to "status: cancelled by chef"')).toEqual({note: 'status: cancelled by chef'});
  });
  it('C2: Build sends the note and no status', () => {
    expect(body('kitchen', 'change the note of PO-31337 to "not cancelled, just late"')).toEqual({note: 'not cancelled, just late'});
  });
});

describe('F2: a negation inside unquoted text to send is text, never a cut', () => {
  each([
    ['C26', 'sample', 'reply to TCK-1042 with the message we cant reproduce it', REPLY, {ticketId: 'TCK-1042', body: 'we cant reproduce it'}],
    ['C27', 'sample', 'reply to TCK-1042 with the message printer never prints page 2', REPLY, {ticketId: 'TCK-1042', body: 'printer never prints page 2'}],
    ['B61', 'assets', 'request a repair for laptop AT-10234, issue: batery wont charge', REPAIR, {assetTag: 'AT-10234', issue: 'batery wont charge'}],
    ['C21', 'assets', 'request a repair for laptop AT-10234, issue: screen wont turn on', REPAIR, {assetTag: 'AT-10234', issue: 'screen wont turn on'}],
    ['C22', 'assets', 'request a repair for laptop AT-10234 with the issue fan never stops', REPAIR, {assetTag: 'AT-10234', issue: 'fan never stops'}],
    ['C23', 'assets', 'request a repair for laptop AT-10234 with the issue keyboard does not type the letter e', REPAIR, {assetTag: 'AT-10234', issue: 'keyboard does not type the letter e'}],
    ['C25', 'events', "set the setup notes of EV204411 to no stage, guests can't see the screen otherwise", BOOKING, {bookingRef: 'EV204411', setupNotes: "no stage, guests can't see the screen otherwise"}],
    ['D11', 'events', 'set the setup notes of EV204411 to projector, 2 flip charts, no confirmed caterer yet', BOOKING, {bookingRef: 'EV204411', setupNotes: 'projector, 2 flip charts, no confirmed caterer yet', status: ''}],
    // Variants of this task.
    ['s51a4-6', 'sample', 'reply to TCK-1042 with the message we did not get your file', REPLY, {ticketId: 'TCK-1042', body: 'we did not get your file'}],
    ['s51a4-7', 'sample', 'reply to TCK-1042 with the message no refund is possible', REPLY, {ticketId: 'TCK-1042', body: 'no refund is possible'}],
    ['s51a4-8', 'assets', 'request a repair for laptop AT-10234 with the issue wifi doesn\'t connect', REPAIR, {assetTag: 'AT-10234', issue: "wifi doesn't connect"}],
    ['s51a4-9', 'kitchen', 'create a purchase order for SUP-0042 with the note never deliver before 7', 'POST /purchase-orders', {supplierId: 'SUP-0042', note: 'never deliver before 7'}],
  ]);
});

const BOOK = 'POST /bookings';
const INVOICE = 'POST /bookings/{bookingRef}/invoices';
const inCents = (found: string, value: string, code: string) => new RegExp(`^depositCents is in minor units, so “${found.replace('$', '\\$')}” from your request is filled in as ${value} \\(1 ${code} is 100 minor units\\)`);
const otherCurrency = (found: string, named: string, label: string, own: string) => new RegExp(`^“${found}” from your request is in ${named}, and the API says ${label} is in ${own}, so it is not filled in`);

describe('F4: a sum in dollars goes into a field in cents converted', () => {
  each([
    ['N20', 'events', 'book the rooftop on 2027-07-04 for 200 guests with a $500 deposit', BOOK, {guestCount: '200', depositCents: '50000'}, {depositCents: inCents('$500', '50000', 'USD')}],
    ['M1', 'events', 'book the rooftop on 2027-07-04 with a $500 deposit', BOOK, {depositCents: '50000'}, {depositCents: inCents('$500', '50000', 'USD')}],
    ['M3', 'events', 'book the rooftop on 2027-07-04, deposit 500 dollars', BOOK, {depositCents: '50000'}, {depositCents: inCents('500 dollars', '50000', 'USD')}],
    ['M8', 'events', 'book hall-b on 2027-07-04 and take a deposit of 5 dollars', BOOK, {depositCents: '500'}, {depositCents: inCents('5 dollars', '500', 'USD')}],
    ['X5', 'events_eur', 'book the rooftop on 2027-06-12 with a deposit of 30 EUR', BOOK, {depositCents: '3000'}, {depositCents: inCents('30 EUR', '3000', 'EUR')}],
    // Variants of this task.
    ['s51a4-10', 'events', 'book the rooftop on 2027-07-04 with a deposit of 75 USD', BOOK, {depositCents: '7500'}],
    ['s51a4-11', 'events_eur', 'book the rooftop on 2027-06-12 with a €40 deposit', BOOK, {depositCents: '4000'}],
    ['s51a4-12', 'events_eur', 'book the rooftop on 2027-06-12, deposit 12 euros', BOOK, {depositCents: '1200'}],
    // Kept: cents written as cents go in as they are.
    ['s51a4-13-kept', 'events', 'book the rooftop on 2027-07-04 with a deposit of 1500 cents', BOOK, {depositCents: '1500'}],
  ]);
});

describe('F3: a currency written after the number counts as named', () => {
  each([
    ['B8', 'events', 'send an invoice of 300 GBP for EV204411', INVOICE, {bookingRef: 'EV204411', amount: ''}, {amount: otherCurrency('300 GBP', 'pounds', 'amount', 'US dollars')}],
    ['C11', 'events', 'send an invoice of 450 EUR for EV204411', INVOICE, {amount: ''}, {amount: otherCurrency('450 EUR', 'euros', 'amount', 'US dollars')}],
    ['C12', 'events', 'send an invoice of 450 euros for EV204411', INVOICE, {amount: ''}, {amount: otherCurrency('450 euros', 'euros', 'amount', 'US dollars')}],
    ['C19', 'events', 'book the rooftop on 2027-06-12 with a deposit of 250 EUR', BOOK, {depositCents: ''}, {depositCents: otherCurrency('250 EUR', 'euros', 'depositCents', 'US dollars')}],
    ['X1', 'events_eur', 'send an invoice of 30 USD for EV204411', INVOICE, {amount: ''}, {amount: otherCurrency('30 USD', 'US dollars', 'amount', 'euros')}],
    ['X6', 'events_eur', 'send an invoice of 120 dollars for EV204411', INVOICE, {amount: ''}, {amount: otherCurrency('120 dollars', 'US dollars', 'amount', 'euros')}],
    ['X3', 'events_eur', 'book the rooftop on 2027-06-12 with a deposit of 30 USD', BOOK, {depositCents: ''}, {depositCents: otherCurrency('30 USD', 'US dollars', 'depositCents', 'euros')}],
    ['X4', 'events_eur', 'book the rooftop on 2027-06-12 with a deposit of 30 GBP', BOOK, {depositCents: ''}, {depositCents: otherCurrency('30 GBP', 'pounds', 'depositCents', 'euros')}],
    // Variants of this task.
    ['s51a4-14', 'events', 'send an invoice of 99 CHF for EV204411', INVOICE, {amount: ''}],
    ['s51a4-15', 'events', 'send an invoice of 1,250 pounds for EV204411', INVOICE, {amount: ''}],
    ['s51a4-16', 'events_eur', 'send an invoice of 80 GBP for EV204411', INVOICE, {amount: ''}],
    // Kept: the field's own currency after the number fills it.
    ['s51a4-17-kept', 'events', 'send an invoice of 300 USD for EV204411', INVOICE, {amount: '300'}],
    ['s51a4-18-kept', 'events_eur', 'send an invoice of 300 EUR for EV204411', INVOICE, {amount: '300'}],
  ]);
});
