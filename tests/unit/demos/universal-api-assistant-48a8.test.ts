/**
 * Task s48 a8 (issue 28, tester u32e F2–F5, F7): the API assistant on the tester's own documents (fixtures/u32e/,
 * copied from the tester's folder). Each row is the tester's request with what the page promises, written before the
 * fix was run; an array lists the acceptable values ("" is a field left empty with a note). Neighbours that worked for
 * the tester are rows too, so a fix cannot move them.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const doc = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(`${__dirname}/fixtures/u32e/${name}`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const DOCS: Record<string, ApiDocument> = {fleet: doc('fleet.json'), leave: doc('leave.yaml'), events: doc('events.json')};

type Row = [id: string, docName: string, q: string, op: string | null | (string | null)[], fields?: Record<string, string | string[]>];
function check([, name, q, op, fields = {}]: Row) {
  const a = assist(DOCS[name], q);
  const got = a.chosen?.operationId ?? null;
  expect(Array.isArray(op) ? op : [op]).toContain(got);
  if (got === null) return;
  const f: Record<string, string> = {};
  for (const fl of a.fields) f[fl.id.split(/[:.]/).pop()!] = a.filled.get(fl.id)?.value ?? '';
  for (const [k, v] of Object.entries(fields)) expect(Array.isArray(v) ? v : [v], `${k}: ${f[k]}`).toContain(f[k] ?? '');
}

describe('F3: digits grouped by spaces are read whole, never the last group', () => {
  const rows: Row[] = [
    ['F70', 'fleet', 'the odometer of VH-00317 reads 98 500 km now, please update', ['updateVehicle', null], {vehicleId: 'VH-00317', odometerKm: ['98500', '']}],
    ['V1', 'fleet', 'odometer of VH-00317 is now 101 250 km, update it', ['updateVehicle', null], {vehicleId: 'VH-00317', odometerKm: ['101250', '']}],
    // Neighbours.
    ['F3n1', 'fleet', 'update the odometer of vehicle VH-00317 to 128400 km', 'updateVehicle', {vehicleId: 'VH-00317', odometerKm: '128400'}],
  ];
  for (const r of rows) it(`${r[0]}: ${r[2]}`, () => check(r));
});

describe('F5: a value runs to its end; the main change is kept', () => {
  const rows: Row[] = [
    ['E4', 'events', 'create a cloud session titled Serverless at scale, 90 minutes', 'createSession', {track: 'cloud', durationMinutes: '90', title: ['Serverless at scale', '']}],
    ['V4', 'events', 'create a data session titled Data mesh in practice', 'createSession', {track: 'data', title: ['Data mesh in practice', '']}],
    ['F68', 'fleet', 'create a work order for VH-00317 with priority critical and description Brake warning light on', 'createWorkOrder', {vehicleId: 'VH-00317', priority: 'critical', description: ['Brake warning light on', '']}],
    ['H8', 'leave', "create sick leave for EMP0042 from 30/11/2026 to 02/12/2026 with comment 'flu, doctor's note follows'", 'createLeaveRequest', {employeeId: 'EMP0042', type: 'sick', comment: ["flu, doctor's note follows", '']}],
    ['H37', 'leave', 'reject LR-2026-017 with the comment "can\'t approve, deadline week"', ['updateLeaveRequest', null], {requestId: 'LR-2026-017', status: 'rejected', managerComment: ["can't approve, deadline week", '']}],
    // Neighbours.
    ['H9', 'leave', 'approve leave request LR-2026-017', 'updateLeaveRequest', {requestId: 'LR-2026-017', status: 'approved'}],
  ];
  for (const r of rows) it(`${r[0]}: ${r[2]}`, () => check(r));
  // Open since s48 a8 (the description was "Replace bulb, left light not"); fixed in s51 a4 with u35f F2: a negation
  // inside text to send is text.
  it('V14: create a work order for VH-00317 with description Replace bulb, left light not on', () =>
    check(['V14', 'fleet', 'create a work order for VH-00317 with description Replace bulb, left light not on', 'createWorkOrder', {description: ['Replace bulb, left light not on', '']}]));
});

describe('F4: a create or delete verb never gets a read', () => {
  const rows: Row[] = [
    ['F9', 'fleet', 'open a work order for vehicle VH-00412 with the description Noisy alternator; priority low', ['createWorkOrder', null]],
    ['V5', 'fleet', 'open a new work order for VH-00317: wipers broken', ['createWorkOrder', null]],
    ['H6', 'leave', 'request vacation for EMP0042 from 2026-12-21 to 2027-01-02', ['createLeaveRequest', null], {employeeId: 'EMP0042', type: 'vacation'}],
    ['V2', 'leave', 'request sick leave for EMP0042 from 2026-12-01 to 2026-12-02', ['createLeaveRequest', null], {employeeId: 'EMP0042', type: 'sick'}],
    ['F11', 'fleet', 'scrap work order WO-004211 entirely', [null, 'deleteWorkOrder']],
    ['V9', 'fleet', 'wipe work order WO-004211', [null, 'deleteWorkOrder']],
    ['F43', 'fleet', 'purge all cancelled work orders', null],
  ];
  for (const r of rows) it(`${r[0]}: ${r[2]}`, () => check(r));
});

describe('F2, F7: no verb, no change; a question gets nothing', () => {
  const rows: Row[] = [
    ['H5', 'leave', 'sick leave requests between 1 Dec 2026 and 31 Dec 2026', ['listLeaveRequests', null]],
    ['V3', 'leave', 'vacation leave requests of EMP0042 between 1 Jan 2027 and 31 Jan 2027', ['listLeaveRequests', null]],
    ['W5', 'leave', 'parental leave requests', ['listLeaveRequests', null]],
    ['W9', 'leave', 'sick leave requests of EMP0042 from 2026-11-01 to 2026-11-30', ['listLeaveRequests', null]],
    ['H21', 'leave', 'can employees take unpaid leave?', null],
    ['V11', 'leave', 'do employees get parental leave?', null],
  ];
  for (const r of rows) it(`${r[0]}: ${r[2]}`, () => check(r));
});
