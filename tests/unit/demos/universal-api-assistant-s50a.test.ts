/**
 * Task s50 a (issue 28, tester u33f F3–F7): the API assistant on the tester's own documents (fixtures/u33f/). Rows with a
 * tester id (H19, V6 …) are the tester's exact requests; rows s50a-n are variants written for this task; rows marked
 * "kept" already worked and must stay right.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {changedField, formFields, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parsed = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const doc = (name: string) => parsed(readFileSync(`${__dirname}/fixtures/u33f/${name}`, 'utf8'));
const DOCS: Record<string, ApiDocument> = {
  hotel: doc('hotel.yaml'),
  parcels: doc('parcels.yaml'),
  procurement: doc('procurement.json'),
  courses: doc('courses.json'),
  sample: parsed(SAMPLE_OPENAPI),
};

/** [id, document, request, operation chosen, field → value ('' = left empty), field → pattern its note must match] */
type Row = [id: string, docName: string, q: string, op: string | null, fields: Record<string, string>, notes?: Record<string, RegExp>];
function run([, name, q, op, fields, notes = {}]: Row) {
  const a = assist(DOCS[name], q);
  expect(a.chosen?.operationId ?? null).toBe(op);
  const f: Record<string, string> = {};
  for (const fl of a.fields) f[fl.id.split(/[:.]/).pop()!] = a.filled.get(fl.id)?.value ?? '';
  for (const [k, v] of Object.entries(fields)) expect(f[k] ?? '', k).toBe(v);
  const said: Record<string, string> = {};
  for (const n of a.notes) said[n.id.split(/[:.]/).pop()!] = n.note;
  for (const [k, re] of Object.entries(notes)) expect(said[k] ?? '', `note on ${k}`).toMatch(re);
  return {a, said};
}
const each = (rows: Row[]) => {
  for (const row of rows) it(`${row[0]}: ${row[2]}`, () => run(row));
};

describe('F3: a sum in another currency than the field’s is never converted and never filled; an assumed currency is said', () => {
  const other = (written: string, own: string) => new RegExp(`“${written.replace(/[$]/g, '\\$')}” from your request is in [^,]+, and the API says \\w+ is in ${own}, so it is not filled in`);
  each([
    ['H19', 'hotel', 'add minibar charge of $20 to RES204118', 'addCharge', {stayId: 'RES204118', amountCents: ''}, {amountCents: other('$20', 'euros')}],
    ['V6', 'hotel', 'add minibar charge of £15 to RES204118', 'addCharge', {stayId: 'RES204118', amountCents: ''}, {amountCents: other('£15', 'euros')}],
    ['V7', 'hotel', 'add minibar charge of 30 USD to RES204118', 'addCharge', {stayId: 'RES204118', amountCents: ''}, {amountCents: other('30 USD', 'euros')}],
    ['T26', 'procurement', 'record invoice INV-90 from SUP-0042 for $500 due 2027-01-15', 'recordSupplierInvoice', {supplierId: 'SUP-0042', amount: '', dueDate: '2027-01-15'}, {amount: other('$500', 'euros')}],
    ['s50a-1', 'hotel', 'add a room service charge of 12 GBP to RES204118', 'addCharge', {amountCents: ''}, {amountCents: other('12 GBP', 'euros')}],
    ['s50a-2', 'hotel', 'add minibar charge of 8 dollars to RES204118', 'addCharge', {amountCents: ''}, {amountCents: other('8 dollars', 'euros')}],
    ['s50a-3', 'procurement', 'record invoice INV-91 from SUP-0042 for £250 due 2027-01-15', 'recordSupplierInvoice', {amount: ''}, {amount: other('£250', 'euros')}],
    ['s50a-4', 'procurement', 'record invoice INV-92 from SUP-0042 for 300 USD due 2027-01-15', 'recordSupplierInvoice', {amount: ''}, {amount: other('300 USD', 'euros')}],
    ['s50a-5', 'hotel', 'add minibar charge of ¥2000 to RES204118', 'addCharge', {amountCents: ''}, {amountCents: /is in yen, and the API says amountCents is in euros/}],
    // Kept: the field's own currency is filled, converted to cents where the field is in cents.
    ['s50a-6', 'hotel', 'add minibar charge of €20 to RES204118', 'addCharge', {amountCents: '2000'}],
    ['s50a-7', 'procurement', 'record invoice INV-93 from SUP-0042 for €500 due 2027-01-15', 'recordSupplierInvoice', {amount: '500'}],
    ['s50a-8', 'hotel', 'add minibar charge of 20 euros to RES204118', 'addCharge', {amountCents: '2000'}],
  ]);
  // Where the API names no currency (the sample's refund), the note says which one was assumed.
  const assumed = (written: string, value: string, currency: string) =>
    new RegExp(`^“${written.replace(/[$]/g, '\\$')}” from your request is filled in as ${value.replace('.', '\\.')}; the API does not say which currency amount is in, so it is taken to be ${currency}`);
  each([
    ['W14', 'sample', 'refund £20 for ORD-51877', 'createRefund', {orderId: 'ORD-51877', amount: '20'}, {amount: assumed('£20', '20', 'pounds')}],
    ['s50a-9', 'sample', 'refund $15 for ORD-51877', 'createRefund', {amount: '15'}, {amount: assumed('$15', '15', 'US dollars')}],
    ['s50a-10', 'sample', 'refund 12 euros for ORD-51877', 'createRefund', {amount: '12'}, {amount: assumed('12 euros', '12', 'euros')}],
    ['s50a-11', 'sample', 'refund 7.50 CHF for ORD-51877', 'createRefund', {amount: '7.50'}, {amount: assumed('7.50 CHF', '7.50', 'Swiss francs')}],
    ['s50a-12', 'sample', 'refund €4 for ORD-51877', 'createRefund', {amount: '4'}, {amount: assumed('€4', '4', 'euros')}],
    // Kept: no currency written, the note that says so.
    ['T27-kind', 'sample', 'refund 30 for ORD-51877', 'createRefund', {amount: '30'}, {amount: /names no currency/}],
  ]);
});

describe('F4: an exclusion covers the words it governs, never a "from/in <value>" filter after them', () => {
  each([
    ['V20', 'procurement', 'list purchase orders not marked urgent from SUP-0042', 'listPurchaseOrders', {supplierId: 'SUP-0042'}],
    ['W7', 'parcels', 'parcels not delivered from the north depot', 'listParcels', {depot: 'north', status: ''}, {status: /excludes “delivered”/}],
    ['W9', 'parcels', 'show parcels that are never shipped from east depot', 'listParcels', {depot: 'east', status: ''}, {status: /excludes “shipped”/}],
    ['s50a-13', 'parcels', 'parcels never delivered from the north depot', 'listParcels', {depot: 'north', status: ''}, {status: /excludes “delivered”/}],
    ['s50a-14', 'parcels', 'parcels that are not delivered in the south depot', 'listParcels', {depot: 'south', status: ''}, {status: /excludes “delivered”/}],
    ['s50a-15', 'parcels', "list parcels that aren't shipped at the east depot", 'listParcels', {depot: 'east', status: ''}, {status: /excludes “shipped”/}],
    ['s50a-16', 'procurement', 'list purchase orders which are not approved from supplier SUP-0042', 'listPurchaseOrders', {supplierId: 'SUP-0042', status: ''}, {status: /excludes “approved”/}],
    ['s50a-17', 'procurement', 'list purchase orders that are not submitted in SUP-0042', 'listPurchaseOrders', {supplierId: 'SUP-0042', status: ''}, {status: /excludes “submitted”/}],
    // Kept: the place itself excluded stays excluded; "ones" ends an exclusion as before.
    ['s50a-18', 'procurement', 'list purchase orders not from SUP-0042', 'listPurchaseOrders', {supplierId: ''}, {supplierId: /excludes “SUP-0042”/}],
    ['s50a-19', 'parcels', 'parcels not in the north depot', 'listParcels', {depot: ''}, {depot: /excludes “north”/}],
    ['s50a-20', 'parcels', 'parcels not the ones from the north depot', 'listParcels', {depot: ''}, {depot: /excludes “north”/}],
    ['W8-kind', 'parcels', 'parcels except delivered ones from the north depot', 'listParcels', {depot: 'north', status: ''}],
  ]);
});

describe('F5: a name with "&" is one name, after "named" and after the list’s noun', () => {
  each([
    ['P17', 'procurement', 'search suppliers named Müller & Söhne', 'searchSuppliers', {q: 'Müller & Söhne'}],
    ['V11', 'procurement', 'search suppliers named Procter & Gamble', 'searchSuppliers', {q: 'Procter & Gamble'}],
    ['V10', 'procurement', 'find supplier Smith & Sons', 'searchSuppliers', {q: 'Smith & Sons'}],
    ['s50a-21', 'procurement', 'search suppliers called Johnson & Johnson', 'searchSuppliers', {q: 'Johnson & Johnson'}],
    ['s50a-22', 'procurement', 'search supplier Marks & Spencer', 'searchSuppliers', {q: 'Marks & Spencer'}],
    ['s50a-23', 'procurement', 'search suppliers named Ernst&Young', 'searchSuppliers', {q: 'Ernst&Young'}],
    ['s50a-24', 'procurement', 'search suppliers named Barnes & Noble', 'searchSuppliers', {q: 'Barnes & Noble'}],
    ['s50a-40', 'procurement', 'search suppliers named Black & Decker', 'searchSuppliers', {q: 'Black & Decker'}],
    ['s50a-41', 'procurement', 'search supplier Dolce & Gabbana', 'searchSuppliers', {q: 'Dolce & Gabbana'}],
    // Kept: a supplier's id is never read as a name.
    ['s50a-25', 'procurement', 'search suppliers in DE', 'searchSuppliers', {q: ''}],
  ]);
});

describe('F6: quoted text is a value, never a field cue', () => {
  each([
    ['V14', 'procurement', 'set the note of PO-20417 to "gate 4, ask for Sam"', 'updatePurchaseOrder', {poNumber: 'PO-20417', note: 'gate 4, ask for Sam'}],
    ['X11', 'procurement', 'change the note of PO-20417 to "ask for Sam"', 'updatePurchaseOrder', {poNumber: 'PO-20417', note: 'ask for Sam'}],
    ['s50a-26', 'procurement', 'change the note of purchase order PO-20417 to "call before 8"', 'updatePurchaseOrder', {note: 'call before 8'}],
    ['s50a-27', 'procurement', "update the note on PO-20417 to 'dock 2, not dock 3'", 'updatePurchaseOrder', {note: 'dock 2, not dock 3'}],
    ['s50a-28', 'parcels', 'set the delivery instructions of PCL-204811 to "status: leave at depot"', 'updateParcel', {deliveryInstructions: 'status: leave at depot', status: ''}],
    ['s50a-29', 'parcels', 'change the internal note of PCL-204811 to "depot south is full"', 'updateParcel', {internalNote: 'depot south is full', depot: ''}],
    ['s50a-30', 'hotel', 'change the special requests of RES204118 to “check-in desk, room 12”', 'updateStay', {specialRequests: 'check-in desk, room 12'}],
    ['T3', 'hotel', 'update stay RES204118 with special requests "late check-out, 14:00"', 'updateStay', {specialRequests: 'late check-out, 14:00', checkOut: ''}],
  ]);
  it('s50a-31: a field name inside quotes never names the field a change is about', () => {
    const op = DOCS.hotel.operations.find((o) => o.operationId === 'updateStay')!;
    expect(changedField(op, 'update stay RES204118 with "late check-out"')?.named).toBe(false);
    expect(changedField(op, 'update stay RES204118 with "early check-in"')?.named).toBe(false);
    // Kept: written outside the quotes it names the field.
    expect(changedField(op, 'update the check-out of stay RES204118')?.field.name).toBe('checkOut');
    expect(formFields(op).some((f) => f.name === 'checkOut')).toBe(true);
  });
});

describe('F7: common safe misses now read (a list named first, check-in and check-out as a range, a change of a number)', () => {
  each([
    ['T44', 'courses', 'enrollments of bob@learn.example', 'listEnrollments', {learnerEmail: 'bob@learn.example'}],
    ['s50a-32', 'courses', 'enrollments for bob@learn.example', 'listEnrollments', {learnerEmail: 'bob@learn.example'}],
    ['s50a-33', 'procurement', 'purchase orders between 2026-11-01 and 2026-12-01', 'listPurchaseOrders', {createdFrom: '2026-11-01', createdTo: '2026-12-01'}],
    ['s50a-34', 'hotel', 'stays from 2026-12-20 to 2026-12-23', 'listStays', {checkInFrom: '2026-12-20', checkInTo: '2026-12-23'}],
    // A reversed range: the list, with a note (the page says so).
    ['T28', 'procurement', 'purchase orders between 2026-12-01 and 2026-11-01', 'listPurchaseOrders', {createdFrom: '', createdTo: ''}, {createdFrom: /ends before it starts/}],
    ['s50a-35', 'procurement', 'list purchase orders between 2026-12-01 and 2026-11-01', 'listPurchaseOrders', {createdFrom: '', createdTo: ''}, {createdFrom: /ends before it starts/}],
    ['H1', 'hotel', 'reserve a double room for Jan de Vries from 2026-12-20 to 2026-12-23 with breakfast', 'createStay', {guestName: 'Jan de Vries', roomType: 'double', checkIn: '2026-12-20', checkOut: '2026-12-23'}],
    ['s50a-36', 'hotel', 'reserve a single room for Ann Lee from 2027-02-01 until 2027-02-04', 'createStay', {checkIn: '2027-02-01', checkOut: '2027-02-04'}],
    ['s50a-37', 'hotel', 'reserve a double room for Jan de Vries from 2026-12-23 to 2026-12-20', 'createStay', {checkIn: '', checkOut: ''}, {checkIn: /ends before it starts/}],
    ['C7', 'courses', 'set the score of EN-004512 to 87', 'updateEnrollment', {enrollmentId: 'EN-004512', score: '87'}],
    ['s50a-38', 'courses', 'change the score of enrollment EN-004512 to 92', 'updateEnrollment', {enrollmentId: 'EN-004512', score: '92'}],
    ['s50a-39', 'sample', 'tickets', 'listTickets', {}],
  ]);
});
