/**
 * Task s49 a2 (issue 28, tester u33f F1, F2): the API assistant on the tester's own documents (fixtures/u33f/). Rows
 * with a tester id (H12, V1 …) are the tester's exact requests; rows s49a2-n are variants written for this task; rows
 * marked "kept" worked for the tester and must stay right.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const doc = (name: string): ApiDocument => {
  const r = parseOpenApi(readFileSync(`${__dirname}/fixtures/u33f/${name}`, 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const DOCS: Record<string, ApiDocument> = {hotel: doc('hotel.yaml'), parcels: doc('parcels.yaml'), procurement: doc('procurement.json')};

type Row = [id: string, docName: string, q: string, op: string, fields: Record<string, string>];
function run([, name, q, op, fields]: Row) {
  const a = assist(DOCS[name], q);
  expect(a.chosen?.operationId ?? null).toBe(op);
  const f: Record<string, string> = {};
  for (const fl of a.fields) f[fl.id.split(/[:.]/).pop()!] = a.filled.get(fl.id)?.value ?? '';
  for (const [k, v] of Object.entries(fields)) expect(f[k] ?? '', k).toBe(v);
  return a;
}

describe('F1: a free text whose name is two words takes the value after "to", never the name’s own words', () => {
  const rows: Row[] = [
    ['H12', 'hotel', 'change the special requests of RES204118 to late arrival around 23:00', 'updateStay', {stayId: 'RES204118', specialRequests: 'late arrival around 23:00'}],
    ['V1', 'hotel', 'change the special requests of stay RES204118 to quiet room please', 'updateStay', {stayId: 'RES204118', specialRequests: 'quiet room please'}],
    ['V2', 'hotel', 'update special requests of RES204118 to extra pillows', 'updateStay', {stayId: 'RES204118', specialRequests: 'extra pillows'}],
    ['V9', 'hotel', 'change special requests of RES204118 to: ground floor', 'updateStay', {stayId: 'RES204118', specialRequests: 'ground floor'}],
    ['W1', 'parcels', 'change the delivery instructions of PCL-204811 to leave with neighbour at 12', 'updateParcel', {parcelId: 'PCL-204811', deliveryInstructions: 'leave with neighbour at 12'}],
    ['s49a2-1', 'parcels', 'set the delivery instructions for PCL-204811 to ring twice', 'updateParcel', {parcelId: 'PCL-204811', deliveryInstructions: 'ring twice'}],
    ['s49a2-2', 'hotel', 'update the special requests on stay RES204118 to baby cot', 'updateStay', {stayId: 'RES204118', specialRequests: 'baby cot'}],
    ['s49a2-3', 'parcels', 'change delivery instructions of parcel PCL-204811 to back door', 'updateParcel', {parcelId: 'PCL-204811', deliveryInstructions: 'back door'}],
    // A one-word name: the tester's V13 was left empty before (a safe miss), now read the same way.
    ['V13', 'procurement', 'change the note of PO-20417 to Leave at reception', 'updatePurchaseOrder', {poNumber: 'PO-20417', note: 'Leave at reception'}],
  ];
  for (const row of rows) it(`${row[0]}: ${row[2]}`, () => run(row));
  it('F29 (u32e fleet.json): change the notes of vehicle VH-00317 to Winter tyres fitted fills the notes (was left empty with a note)', () => {
    const r = parseOpenApi(readFileSync(`${__dirname}/fixtures/u32e/fleet.json`, 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const a = assist(r.doc, 'change the notes of vehicle VH-00317 to Winter tyres fitted');
    expect(a.chosen?.method).toBe('PATCH');
    expect(a.filled.get('body:notes')?.value).toBe('Winter tyres fitted');
    expect(a.notes.filter((n) => n.id === 'body:notes')).toEqual([]);
  });
  it('V3: set the special requests for RES204118 to "no feather pillows" never fills the name’s word', () => {
    const a = assist(DOCS.hotel, 'set the special requests for RES204118 to "no feather pillows"');
    expect(['', 'no feather pillows']).toContain(a.filled.get('body:specialRequests')?.value ?? '');
  });
});

describe('F2: "min" inside text to be sent is sent as written', () => {
  const rows: Row[] = [
    ['H5', 'hotel', "add a spa charge of 3 euros 50 to RES204118 with memo 'massage, 30 min'", 'addCharge', {memo: 'massage, 30 min'}],
    ['V5', 'hotel', 'add a spa charge of 3 euros 50 to RES204118 with memo "sauna 60 min"', 'addCharge', {memo: 'sauna 60 min'}],
    ['T12', 'hotel', 'add a spa charge of 3 euros 50 to RES204118 with memo 2 beers, 30 min before checkout', 'addCharge', {memo: '2 beers, 30 min before checkout'}],
    ['s49a2-4', 'hotel', "add a spa charge of 3 euros 50 to RES204118 with memo 'wait 5 mins'", 'addCharge', {memo: 'wait 5 mins'}],
    // Kept: written out in full, it stays so.
    ['s49a2-5', 'hotel', "add a spa charge of 3 euros 50 to RES204118 with memo 'massage, 30 minutes'", 'addCharge', {memo: 'massage, 30 minutes'}],
  ];
  for (const row of rows) it(`${row[0]}: ${row[2]}`, () => run(row));
  it('V26 (sample): reply to TCK-3310 with the note "wait 30 min then retry"', async () => {
    const {SAMPLE_OPENAPI} = await import('@site/src/demos/universal-api-assistant/sample');
    const r = parseOpenApi(SAMPLE_OPENAPI);
    if (!r.ok) throw new Error(r.error.message);
    const a = assist(r.doc, 'reply to TCK-3310 with the note "wait 30 min then retry"');
    expect([...a.filled.values()].map((v) => v.value)).toContain('wait 30 min then retry');
  });
});
