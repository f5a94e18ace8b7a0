/**
 * Task s49 a (issue 28, tester u32e F6, F8, F9, F10, F12): the API assistant on the tester's own documents
 * (fixtures/u32e/). Rows u32e-id are the tester's exact requests; rows s49-n are variants of the same kind written
 * for this task. An array lists the acceptable values ("" is a field left empty). Each note row asserts the note's
 * field and what it says, so a fix that drops the note fails.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildRequest, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const doc = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(`${__dirname}/fixtures/u32e/${name}`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const DOCS: Record<string, ApiDocument> = {fleet: doc('fleet.json'), leave: doc('leave.yaml'), events: doc('events.json')};

type Row = [id: string, docName: string, q: string, op: string | null | (string | null)[], fields?: Record<string, string | string[]>];
function run([, name, q, op, fields = {}]: Row) {
  const a = assist(DOCS[name], q);
  const got = a.chosen?.operationId ?? null;
  expect(Array.isArray(op) ? op : [op]).toContain(got);
  const f: Record<string, string> = {};
  for (const fl of a.fields) f[fl.id.split(/[:.]/).pop()!] = a.filled.get(fl.id)?.value ?? '';
  for (const [k, v] of Object.entries(fields)) expect(Array.isArray(v) ? v : [v], `${k}: ${f[k]}`).toContain(f[k] ?? '');
  return a;
}
const noteOn = (a: ReturnType<typeof assist>, field: string) => a.notes.filter((n) => n.id.split(/[:.]/).pop() === field).map((n) => n.note).join(' | ');

describe('F6: an exclusion keeps the other filters, and its note names only what is excluded', () => {
  const rows: Array<[...Row, string[]]> = [
    ['H24', 'leave', 'show leave requests except rejected ones from EMP0042', 'listLeaveRequests', {employeeId: 'EMP0042', status: ''}, ['rejected']],
    ['s49-1', 'leave', 'leave requests except approved ones of EMP0042', 'listLeaveRequests', {employeeId: 'EMP0042', status: ''}, ['approved']],
    ['s49-2', 'fleet', 'work orders except cancelled ones for VH-00317', 'listWorkOrders', {vehicleId: 'VH-00317', status: ''}, ['cancelled']],
    ['s49-3', 'leave', 'show leave requests except pending ones from EMP0042', 'listLeaveRequests', {employeeId: 'EMP0042', status: ''}, ['pending']],
    // Neighbour that worked for the tester.
    ['V8', 'leave', 'leave requests of EMP0042 except sick ones', 'listLeaveRequests', {employeeId: 'EMP0042', type: ''}, ['sick']],
  ];
  for (const [id, name, q, op, fields, excluded] of rows)
    it(`${id}: ${q}`, () => {
      const a = run([id, name, q, op, fields]);
      const said = a.notes.filter((n) => n.note.includes('excludes')).map((n) => n.note);
      expect(said.length).toBe(excluded.length);
      for (const e of excluded) expect(said.some((n) => n.includes(`“${e}”`))).toBe(true);
      expect(said.join(' ')).not.toMatch(/EMP0042|VH-00317/);
    });
  // An exclusion of the employee itself stays one.
  it('s49-4: leave requests except those from EMP0042 (the employee is excluded)', () => {
    const a = assist(DOCS.leave, 'leave requests except those from EMP0042');
    if (a.chosen) expect(a.filled.get('query:employeeId')).toBeUndefined();
  });
});

describe('F8: a date is never an id; other formats fill a date filter; an impossible date is said', () => {
  const rows: Array<[...Row, string]> = [
    ['E23', 'events', 'sessions on 14/04/2027', 'listSessions', {day: '2027-04-14'}, ''],
    ['E24', 'events', 'sessions on April 14', 'listSessions', {day: ''}, 'has no year'],
    ['E25', 'events', 'sessions on 2027-02-30', 'listSessions', {day: ''}, 'no date on the calendar'],
    ['s49-5', 'events', 'sessions on 14.04.2027', 'listSessions', {day: '2027-04-14'}, ''],
    ['s49-6', 'events', 'sessions on 31/04/2027', 'listSessions', {day: ''}, 'no date on the calendar'],
    ['s49-7', 'events', 'cloud sessions on 3 May', 'listSessions', {day: '', track: 'cloud'}, 'has no year'],
    ['s49-8', 'events', 'sessions on 04/05/2027', 'listSessions', {day: ''}, '“2027-05-04” or “2027-04-05”'],
    // Neighbours that worked for the tester.
    ['V6', 'events', 'sessions on 2027-04-14', 'listSessions', {day: '2027-04-14'}, ''],
    ['s49-9', 'events', 'get registration REG-7K2M9Q', 'getRegistration', {registrationId: 'REG-7K2M9Q'}, ''],
  ];
  for (const [id, name, q, op, fields, note] of rows)
    it(`${id}: ${q}`, () => {
      const a = run([id, name, q, op, fields]);
      if (note) expect(noteOn(a, 'day')).toContain(note);
      else expect(noteOn(a, 'day')).toBe('');
    });
  it('H8-dates: from 30/11/2026 to 02/12/2026 — "02/12/2026" reads two ways, so the range is left empty and said', () => {
    const a = run(['H8', 'leave', "create sick leave for EMP0042 from 30/11/2026 to 02/12/2026 with comment 'flu, doctor's note follows'", 'createLeaveRequest', {startDate: '', endDate: ''}]);
    expect(noteOn(a, 'startDate')).toContain('could mean “2026-12-02” or “2026-02-12”');
  });
  it('s49-8b: create sick leave for EMP0042 from 30/11/2026 to 14/12/2026 fills the range', () =>
    run(['s49-8b', 'leave', 'create sick leave for EMP0042 from 30/11/2026 to 14/12/2026', 'createLeaveRequest', {startDate: '2026-11-30', endDate: '2026-12-14'}]));
});

describe('F9: a PATCH with an empty body is never built silently', () => {
  it('H11: withdraw my leave request LR-2026-017 sets status withdrawn (the enum holds it)', () => {
    const a = run(['H11', 'leave', 'withdraw my leave request LR-2026-017', 'updateLeaveRequest', {requestId: 'LR-2026-017', status: 'withdrawn'}]);
    const built = buildRequest(DOCS.leave, a.chosen!, {'path:requestId': 'LR-2026-017', 'body:status': 'withdrawn'});
    expect(built.ok && built.request.body).toEqual({status: 'withdrawn'});
  });
  it('s49-10: please withdraw leave request LR-2026-017', () => run(['s49-10', 'leave', 'please withdraw leave request LR-2026-017', 'updateLeaveRequest', {status: 'withdrawn'}]));
  const empty: Array<[id: string, name: string, q: string, field: string, says: string]> = [
    // F29 "change the notes of vehicle VH-00317 to Winter tyres fitted" now fills notes (s49 a2, u33f F1): its row is
    // in universal-api-assistant-49a2.test.ts.
    ['F62', 'fleet', 'set due date of WO-004211 to 12/10/2026', 'dueDate', 'could mean “2026-10-12” or “2026-12-10”'],
    ['s49-11', 'fleet', 'update vehicle VH-00317', 'status', 'no value to change was read'],
    ['s49-12', 'leave', 'change leave request LR-2026-017', 'status', 'no value to change was read'],
  ];
  for (const [id, name, q, field, says] of empty)
    it(`${id}: ${q} → a note on ${field}, and Build refuses the empty change on ${field}`, () => {
      const a = assist(DOCS[name], q);
      expect(a.chosen?.method).toBe('PATCH');
      const note = a.notes.find((n) => n.id === `body:${field}`);
      expect(note?.note).toContain(says);
      expect(note?.change).toBe(true);
      const values: Record<string, string> = {};
      for (const f of a.fields) values[f.id] = a.filled.get(f.id)?.value ?? '';
      const built = buildRequest(DOCS[name], a.chosen!, values, a.notes.find((n) => n.change)?.id);
      expect(built.ok).toBe(false);
      if (!built.ok) expect(built.errors[`body:${field}`]).toMatch(/nothing in it changes nothing/);
    });
  it('s49-13: a PATCH with a body value builds as before', () => {
    const a = run(['s49-13', 'fleet', 'update the odometer of vehicle VH-00317 to 128400 km', 'updateVehicle', {odometerKm: '128400'}]);
    expect(a.notes.some((n) => n.change)).toBe(false);
    const built = buildRequest(DOCS.fleet, a.chosen!, {'path:vehicleId': 'VH-00317', 'body:odometerKm': '128400'});
    expect(built.ok && built.request.body).toEqual({odometerKm: 128400});
  });
});

describe('F10: the note names what is unclear', () => {
  it('E13: refund REG-7K2M9Q 250 → the id the pattern takes, the sum left empty with a note on the number', () => {
    const a = run(['E13', 'events', 'refund REG-7K2M9Q 250', 'refundRegistration', {registrationId: 'REG-7K2M9Q', amountEur: ''}]);
    expect(noteOn(a, 'amountEur')).toContain('“250” comes right after “REG-7K2M9Q”');
    expect(noteOn(a, 'amountEur')).not.toContain('“REG-7K2M9Q 250”');
  });
  it('V15 (neighbour): refund REG-7K2M9Q €250, illness', () => run(['V15', 'events', 'refund REG-7K2M9Q €250, illness', 'refundRegistration', {registrationId: 'REG-7K2M9Q', amountEur: '250', reason: 'illness'}]));
  it('s49-14: refund REG-7K2M9Q 250 EUR because of illness', () => run(['s49-14', 'events', 'refund REG-7K2M9Q 250 EUR because of illness', 'refundRegistration', {registrationId: 'REG-7K2M9Q', amountEur: '250'}]));
});

describe('F12 and the lead’s note: a leave type, an employee and dates with no verb never build a create silently', () => {
  const rows: Row[] = [
    ['H41', 'leave', 'sick leave for EMP0042 on 2026-12-03', ['listLeaveRequests', null]],
    ['s49-15', 'leave', 'vacation leave for EMP0042 from 2026-12-21 to 2027-01-02', ['listLeaveRequests', null]],
    ['s49-16', 'leave', 'parental leave for EMP0042 from 2027-03-01 to 2027-05-31', ['listLeaveRequests', null]],
    ['s49-17', 'leave', 'unpaid leave for EMP0042 from 2027-02-01 to 2027-02-05', ['listLeaveRequests', null]],
  ];
  for (const r of rows)
    it(`${r[0]}: ${r[2]} → the list, and the page says why`, () => {
      const a = run(r);
      if (a.chosen) expect(a.notes.find((n) => n.id === 'request:verb')?.note).toMatch(/names no verb.*create a leave request/);
    });
  it('s49-18: show leave requests of EMP0042 (a read verb) gets no such note', () => {
    const a = run(['s49-18', 'leave', 'show leave requests of EMP0042', 'listLeaveRequests', {employeeId: 'EMP0042'}]);
    expect(a.notes.some((n) => n.id === 'request:verb')).toBe(false);
  });
  it('s49-19: create sick leave for EMP0042 from 2026-12-01 to 2026-12-02 is the create', () =>
    run(['s49-19', 'leave', 'create sick leave for EMP0042 from 2026-12-01 to 2026-12-02', 'createLeaveRequest', {employeeId: 'EMP0042', type: 'sick', startDate: '2026-12-01', endDate: '2026-12-02'}]));
});
