/**
 * Task s51 a3 (issue 28, tester u34f F1–F5): the API assistant on the tester's own documents (fixtures/u34f/, copied from
 * the tester's folder) and on u33f's procurement document. Rows with a tester id (X25, Y1 …) are the tester's exact
 * requests; rows s51a-n are variants written for this task; rows marked "kept" already worked and must stay right.
 * Every row runs through `assist`, the function the page renders.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildRequest, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parsed = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const doc = (dir: string, name: string) => parsed(readFileSync(`${__dirname}/fixtures/${dir}/${name}`, 'utf8'));
const DOCS: Record<string, ApiDocument> = {
  sales: doc('u34f', 'sales.json'),
  clinic: doc('u34f', 'clinic.yaml'),
  time: doc('u34f', 'time.json'),
  procurement: doc('u33f', 'procurement.json'),
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

describe('F1: the digits of an id never fill another field; a line named by an article id is no line number', () => {
  const partOf = (digits: string, id: string) => new RegExp(`^“${digits}” in your request is part of the id “${id}”, not lineNo, so lineNo is left empty; lineNo takes the line's own number \\(a whole number of at least 1\\), as in “line 1”`);
  const anId = (id: string) => new RegExp(`^“${id}” in your request is an id, not lineNo, so lineNo is left empty; lineNo takes the line's own number`);
  each([
    ['X25', 'sales', 'remove the KBD-2041 line from SO-204117', 'removeLineItem', {orderNo: 'SO-204117', lineNo: ''}, {lineNo: partOf('2041', 'KBD-2041')}],
    ['Y1', 'sales', 'delete the MSE-0007 line of sales order SO-204117', 'removeLineItem', {orderNo: 'SO-204117', lineNo: ''}, {lineNo: partOf('0007', 'MSE-0007')}],
    ['Y2', 'sales', 'remove line KBD-2041 from SO-204117', 'removeLineItem', {orderNo: 'SO-204117', lineNo: ''}, {lineNo: anId('KBD-2041')}],
    ['Y3', 'sales', 'remove the line for article KBD-2041 from sales order SO-204117', 'removeLineItem', {orderNo: 'SO-204117', lineNo: ''}, {lineNo: anId('KBD-2041')}],
    ['s51a-1', 'procurement', 'remove the BLT-0042 line from purchase order PO-20411', 'removeLineItem', {poNumber: 'PO-20411', lineNo: ''}, {lineNo: partOf('0042', 'BLT-0042')}],
    ['s51a-2', 'procurement', 'delete the SKU-7 line of PO-20411', 'removeLineItem', {poNumber: 'PO-20411', lineNo: ''}, {lineNo: partOf('7', 'SKU-7')}],
    ['s51a-3', 'sales', 'remove the line with sku KBD-2041 from SO-204117', 'removeLineItem', {orderNo: 'SO-204117', lineNo: ''}, {lineNo: anId('KBD-2041')}],
    ['s51a-4', 'sales', 'remove the MSE-0007 line from sales order SO-204117 please', 'removeLineItem', {orderNo: 'SO-204117', lineNo: ''}, {lineNo: partOf('0007', 'MSE-0007')}],
    // Other writes: an id's digits are never an hour count, a quantity or a page size.
    ['s51a-5', 'time', 'log the PRJ-0711 hours on 2026-11-27', 'logTime', {projectCode: 'PRJ-0711', hours: '', workDate: '2026-11-27'}],
    ['s51a-6', 'sales', 'add KBD-2041 units to sales order SO-204117', 'addLineItem', {orderNo: 'SO-204117', sku: 'KBD-2041', quantity: ''}],
    // Kept: a line number the request writes is the line number.
    ['S6-kept', 'sales', 'remove line 3 from sales order SO-204117', 'removeLineItem', {orderNo: 'SO-204117', lineNo: '3'}],
    ['s51a-7-kept', 'procurement', 'remove line 4 from purchase order PO-20411', 'removeLineItem', {poNumber: 'PO-20411', lineNo: '4'}],
    ['s51a-8-kept', 'sales', 'add 3 units of KBD-2041 to sales order SO-204117', 'addLineItem', {orderNo: 'SO-204117', sku: 'KBD-2041', quantity: '3'}],
  ]);
  it('X25: Build refuses the DELETE while lineNo is empty (no request is written)', () => {
    const a = assist(DOCS.sales, 'remove the KBD-2041 line from SO-204117');
    const values = Object.fromEntries([...a.filled].map(([id, v]) => [id, v.value]));
    const built = buildRequest(DOCS.sales, a.chosen!, values);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors['path:lineNo']).toBe('lineNo is required');
  });
});

describe('F2: "not <state>" followed by "for/with/of <value>" excludes only the state; the value stays a filter', () => {
  const excludes = (value: string, field: string) => new RegExp(`your request excludes “${value}”, and the API has no “not” filter for ${field}`);
  each([
    ['S18', 'sales', 'sales orders not shipped for customer CUS-10442', 'listSalesOrders', {customerId: 'CUS-10442', status: ''}, {status: excludes('shipped', 'status')}],
    ['X1', 'sales', 'sales orders not cancelled for CUS-10442', 'listSalesOrders', {customerId: 'CUS-10442', status: ''}, {status: excludes('cancelled', 'status')}],
    ['C15', 'clinic', 'appointments that are not cancelled for DR-042', 'listAppointments', {clinicianId: 'DR-042', status: ''}, {status: excludes('cancelled', 'status')}],
    ['X3', 'clinic', 'appointments not attended with DR-042', 'listAppointments', {clinicianId: 'DR-042', status: ''}, {status: excludes('attended', 'status')}],
    ['X5', 'time', 'timesheet entries not billable for ana.silva@corp.example', 'listTimesheetEntries', {employeeEmail: 'ana.silva@corp.example'}],
    ['Z10', 'sample', 'urgent tickets not solved for li.wei@support.example', 'listTickets', {assignee: 'li.wei@support.example', status: ''}, {status: excludes('solved', 'status')}],
    ['s51a-9-kept', 'sales', 'sales orders never shipped for customer CUS-10442', 'listSalesOrders', {customerId: 'CUS-10442', status: ''}, {status: excludes('shipped', 'status')}],
    ['s51a-10', 'clinic', 'appointments that aren\'t cancelled with DR-042', 'listAppointments', {clinicianId: 'DR-042', status: ''}, {status: excludes('cancelled', 'status')}],
    ['s51a-11', 'clinic', 'appointments not cancelled of DR-042', 'listAppointments', {clinicianId: 'DR-042', status: ''}, {status: excludes('cancelled', 'status')}],
    ['s51a-12', 'sample', 'tickets not closed for li.wei@support.example', 'listTickets', {assignee: 'li.wei@support.example', status: ''}, {status: excludes('closed', 'status')}],
    ['s51a-13', 'procurement', 'purchase orders not approved for SUP-0042', 'listPurchaseOrders', {supplierId: 'SUP-0042', status: ''}, {status: excludes('approved', 'status')}],
    // Kept: a "not" right before "for <value>" excludes the value, and "from" keeps working.
    ['s51a-14-kept', 'sales', 'sales orders that are not for CUS-10442', 'listSalesOrders', {customerId: ''}, {customerId: excludes('CUS-10442', 'customerId')}],
    ['s51a-15-kept', 'sales', 'sales orders not for customer CUS-10442', 'listSalesOrders', {customerId: ''}, {customerId: excludes('CUS-10442', 'customerId')}],
    ['R6-kept', 'sales', 'sales orders not confirmed from CUS-10442', 'listSalesOrders', {customerId: 'CUS-10442', status: ''}],
  ]);
});

describe('F3: a typing slip is never put right inside text to send, and a word read as a field name never eats the value', () => {
  each([
    ['X8', 'sales', 'create a sales order for CUS-10442 in EUR with delivery note custmer will colect', 'createSalesOrder', {customerId: 'CUS-10442', currency: 'EUR', deliveryNote: 'custmer will colect'}],
    ['X10', 'clinic', 'book an appointment for PT004211 with DR-042 on 2027-02-03, reason: apointment for blood test', 'bookAppointment', {patientId: 'PT004211', clinicianId: 'DR-042', day: '2027-02-03', reason: 'apointment for blood test'}],
    ['Y6', 'clinic', 'change the notes of appointment AP-0049210 to: pateint prefers mornings', 'updateAppointment', {appointmentId: 'AP-0049210', notes: 'pateint prefers mornings'}],
    ['R1', 'sales', 'change the delivery note for sales order SO-204117 to deliver via loading dock B', 'updateSalesOrder', {orderNo: 'SO-204117', deliveryNote: 'deliver via loading dock B'}],
    // X7 and Y7 were left empty with a note (safe); now the note is filled as typed.
    ['X7', 'sales', 'change the delivery note of SO-204117 to deliver to reception', 'updateSalesOrder', {orderNo: 'SO-204117', deliveryNote: 'deliver to reception'}],
    ['Y7', 'sales', 'change the delivery note of SO-204117 to deliver before noon', 'updateSalesOrder', {orderNo: 'SO-204117', deliveryNote: 'deliver before noon'}],
    ['s51a-16', 'clinic', 'change the notes of appointment AP-0049210 to pateint will bring xrays', 'updateAppointment', {notes: 'pateint will bring xrays'}],
    ['s51a-17', 'sales', 'change the delivry note of SO-204117 to custmer will colect', 'updateSalesOrder', {orderNo: 'SO-204117', deliveryNote: 'custmer will colect'}],
    ['s51a-18', 'sales', 'change the delivery note for sales order SO-204117 to deliver after 5 pm', 'updateSalesOrder', {deliveryNote: 'deliver after 5 pm'}],
    ['s51a-19', 'sales', 'change the delivery note for sales order SO-204117 to leave via loading dock B', 'updateSalesOrder', {deliveryNote: 'leave via loading dock B'}],
    // Kept: slips between the values are still read as the API's words.
    ['Y5-kept', 'time', 'create a timesheet entry of 3 hours on PRJ-0711 for 2026-11-27 with description meting with custmer about invoce', 'logTime', {description: 'meting with custmer about invoce'}],
    ['S26-kept', 'sales', 'lsit salse orders that are shiped', 'listSalesOrders', {status: 'shipped'}],
    ['s51a-20-kept', 'sales', 'create a sales order for CUS-10442 in GBP with delivery note delivr to the back door', 'createSalesOrder', {deliveryNote: 'delivr to the back door'}],
  ]);
  it('X8, Y6, R1: the page says a slip was read only where it was read (never for a word kept as typed)', () => {
    expect(assist(DOCS.sales, 'create a sales order for CUS-10442 in EUR with delivery note custmer will colect').fixes).toEqual([]);
    expect(assist(DOCS.clinic, 'change the notes of appointment AP-0049210 to: pateint prefers mornings').fixes).toEqual([]);
    expect(assist(DOCS.sales, 'change the delivery note for sales order SO-204117 to deliver via loading dock B').fixes).toEqual([]);
    // A slip in a field's name is still read, and said.
    expect(assist(DOCS.sales, 'change the delivry note of SO-204117 to custmer will colect').fixes).toEqual([['delivry', 'delivery']]);
    expect(assist(DOCS.sales, 'lsit salse orders that are shiped').fixes).toEqual([['salse', 'sales'], ['shiped', 'shipped']]);
  });
});

describe('F4: a yes/no question whether someone can make a change chooses nothing, not a list', () => {
  each([
    ['C14', 'clinic', 'can patients book a video appointment?', null, {}],
    ['s51a-21', 'sample', 'can customers open a ticket by phone?', null, {}],
    ['s51a-22', 'clinic', 'can new patients book an appointment with DR-042?', null, {}],
    ['s51a-23', 'clinic', 'may clinicians change the notes of an appointment?', null, {}],
    ['s51a-24-kept', 'clinic', 'could the clinic cancel appointment AP-0049210?', null, {}],
    ['S20-kept', 'sales', 'can I delete a sales order?', null, {}],
    ['R12-kept', 'sales', 'can customers cancel a sales order?', null, {}],
    // Kept: a polite request and a question a list answers still get the list.
    ['s51a-25-kept', 'sales', 'can you show sales orders of CUS-10442?', 'listSalesOrders', {customerId: 'CUS-10442'}],
    ['s51a-26-kept', 'sales', 'can I see the line items of SO-204117?', 'listLineItems', {orderNo: 'SO-204117'}],
    ['s51a-27-kept', 'sales', 'are there any shipped sales orders for CUS-10442?', 'listSalesOrders', {status: 'shipped', customerId: 'CUS-10442'}],
    ['s51a-28-kept', 'clinic', 'which appointments are cancelled?', 'listAppointments', {status: 'cancelled'}],
  ]);
  it('C14: the reason given is that the request is a question', () => {
    expect(assist(DOCS.clinic, 'can patients book a video appointment?').weakReason).toBe('question');
    expect(assist(DOCS.sample, 'can customers open a ticket by phone?').weakReason).toBe('question');
  });
});

describe('F5: plain requests in the API’s own words', () => {
  each([
    // The summary's own verb before a quantity ("Log time on a project"): "log 7.5 hours …".
    ['T1', 'time', 'log 7.5 hours on PRJ-0711 for 2026-11-27, billable, description: sprint review and planning', 'logTime', {projectCode: 'PRJ-0711', hours: '7.5', workDate: '2026-11-27', description: 'sprint review and planning'}],
    ['T2', 'time', 'log 7,5 hours on PRJ-0711 on 27/11/2026', 'logTime', {projectCode: 'PRJ-0711', hours: '7.5', workDate: '2026-11-27'}],
    ['T7', 'time', 'log 30 hours on PRJ-0711 on 2026-11-27', 'logTime', {projectCode: 'PRJ-0711', hours: '', workDate: '2026-11-27'}, {hours: /hours 30 is above the maximum of 24/}],
    ['T11', 'time', 'log 2 hours on PRJ-0711 yesterday', 'logTime', {projectCode: 'PRJ-0711', hours: '2', workDate: ''}],
    ['T13', 'time', 'log 3 hours on PRJ-0711 on 2026-11-27 with description "fixed bug #42; not the login one"', 'logTime', {projectCode: 'PRJ-0711', hours: '3', workDate: '2026-11-27', description: 'fixed bug #42; not the login one'}],
    ['s51a-29', 'time', 'log 4,25 hours on PRJ-0711 on 2026-11-27', 'logTime', {hours: '4.25'}],
    ['s51a-30', 'time', 'log 1,500 hours on PRJ-0711 on 2026-11-27', 'logTime', {hours: ''}, {hours: /could mean “1\.5” or “1500”/}],
    ['X30-kept', 'time', 'log time: 4 hours on PRJ-0711 on 2026-11-27', 'logTime', {projectCode: 'PRJ-0711', hours: '4', workDate: '2026-11-27'}],
    // A verb whose past form the API's status doubles ("shipped" → ship).
    ['S21', 'sales', 'ship sales order SO-204117', 'updateSalesOrder', {orderNo: 'SO-204117', status: 'shipped'}],
    ['s51a-31', 'sales', 'please ship SO-204117', 'updateSalesOrder', {orderNo: 'SO-204117', status: 'shipped'}],
    ['s51a-32-kept', 'sales', 'list shipped sales orders', 'listSalesOrders', {status: 'shipped'}],
    // The text after a free-text field's name is the value, never words the operation must hold.
    ['C11', 'clinic', 'change the notes of appointment AP-0049210 to patient will bring x-rays', 'updateAppointment', {appointmentId: 'AP-0049210', notes: 'patient will bring x-rays'}],
    ['N11', 'clinic', 'change the notes of AP-0049210 to bring previous scans', 'updateAppointment', {appointmentId: 'AP-0049210', notes: 'bring previous scans'}],
    ['X9', 'clinic', 'cancel appointment AP-0049210 with the note patient moved to another clinic', 'updateAppointment', {appointmentId: 'AP-0049210', status: 'cancelled', notes: 'patient moved to another clinic'}],
    ['Z5', 'sample', 'reply to TCK-5501 with the message Thanks, we shipped a replacement today.', 'addComment', {ticketId: 'TCK-5501', body: 'Thanks, we shipped a replacement today'}],
    ['s51a-33-kept', 'sales', 'change the delivery note of SO-204117 to invoice goes to accounting', 'updateSalesOrder', {orderNo: 'SO-204117', deliveryNote: 'invoice goes to accounting'}],
    ['s51a-34', 'sample', 'reply to TCK-5501 with the note customer wants a refund of the shipping cost', 'addComment', {ticketId: 'TCK-5501', body: 'customer wants a refund of the shipping cost'}],
  ]);
});
