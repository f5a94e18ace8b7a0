/**
 * Issue 28 (s40 a2): a value the request negates or excludes is never filled. "tickets that are not closed" once
 * filled status = closed, "tickets except open ones" status = open: the opposite of what was asked. A field whose
 * value is excluded stays empty with a note saying the request excludes that value and the API has no "not" filter
 * for it; only a list of allowed values (an array of an enum) is filled, with the remaining values, and the note
 * says so. Positive rows keep filling. Rows run the page's own fill step (the helpdesk sample, the tester's vet clinic
 * in fixtures/api-specs-petclinic.ts, and a small parcel desk written here).
 */
import {describe, expect, it} from 'vitest';
import {
  parseOpenApi,
  type ApiDocument,
} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {PETCLINIC_API} from './fixtures/api-specs-petclinic';

const PARCELS_API = `openapi: 3.0.3
info: {title: Parcel Desk, version: '1.0'}
servers: [{url: 'https://parcels.example.org/v1'}]
paths:
  /parcels:
    get:
      operationId: listParcels
      summary: List parcels by state and carrier
      parameters:
        - name: states
          in: query
          description: Parcel states to list
          schema: {type: array, items: {type: string, enum: [waiting, sorted, shipped, delivered]}}
        - {name: carrier, in: query, description: Carrier name, schema: {type: string}}
`;

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {helpdesk: parse(SAMPLE_OPENAPI), petclinic: parse(PETCLINIC_API), parcels: parse(PARCELS_API)};
type Spec = keyof typeof SPECS;

/**
 * The page's fill step (assist.ts, as index.tsx) for the operation the row names (the reader may pick any operation in the list; which
 * one ranks first is other tests' business): the fields are filled from the request as the page reads it, with the
 * request as typed for what it excludes.
 */
function ask(spec: Spec, request: string, op: string) {
  const doc = SPECS[spec];
  if (!doc.operations.some((o) => o.key === op)) throw new Error(`${op} is not in ${spec}`);
  const a = assist(doc, request, op);
  return {values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

/** A row: the request, the operation the reader picked, the values filled (exactly these) and the field whose note says the value is excluded. */
type Row = {spec: Spec; ask: string; op: string; values: Record<string, string>; excluded?: {field: string; value: string}; rest?: boolean};

const NEGATED: Row[] = [
  // The tester's three rows.
  {spec: 'helpdesk', ask: 'tickets that are not closed', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'closed'}},
  {spec: 'helpdesk', ask: 'all tickets but closed', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'closed'}},
  {spec: 'helpdesk', ask: 'tickets except open ones', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'open'}},
  // not / n't / never / except / but / other than / excluding / without / apart from, before the value.
  {spec: 'helpdesk', ask: 'list tickets which aren\'t solved', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'solved'}},
  {spec: 'helpdesk', ask: 'list tickets that are never pending', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'pending'}},
  {spec: 'helpdesk', ask: 'list tickets other than pending', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'pending'}},
  {spec: 'helpdesk', ask: 'list tickets excluding solved', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'solved'}},
  {spec: 'helpdesk', ask: 'list tickets without status closed', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'closed'}},
  {spec: 'helpdesk', ask: 'list tickets apart from closed ones', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'closed'}},
  {spec: 'helpdesk', ask: 'list tickets with a status other than open', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'open'}},
  // After the value.
  {spec: 'helpdesk', ask: 'list tickets, closed ones excluded', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'closed'}},
  {spec: 'helpdesk', ask: 'list tickets, pending not included', op: 'GET /tickets', values: {}, excluded: {field: 'status', value: 'pending'}},
  // A free-text field, and an e-mail.
  {spec: 'helpdesk', ask: 'list tickets not assigned to ana@support.example', op: 'GET /tickets', values: {}, excluded: {field: 'assignee', value: 'ana@support.example'}},
  {spec: 'helpdesk', ask: 'list tickets except assignee ana@support.example', op: 'GET /tickets', values: {}, excluded: {field: 'assignee', value: 'ana@support.example'}},
  {spec: 'petclinic', ask: 'search owners whose last name is not Smith', op: 'GET /owners', values: {}, excluded: {field: 'lastName', value: 'Smith'}},
  {spec: 'petclinic', ask: 'search owners except last name Smith', op: 'GET /owners', values: {}, excluded: {field: 'lastName', value: 'Smith'}},
  {spec: 'petclinic', ask: 'search owners excluding last name Smith', op: 'GET /owners', values: {}, excluded: {field: 'lastName', value: 'Smith'}},
  // An enum in a body: the vaccine is excluded, the pet is still named.
  {spec: 'petclinic', ask: 'record a vaccination for pet 12, anything but rabies', op: 'POST /pets/{petId}/vaccinations', values: {petId: '12'}, excluded: {field: 'vaccine', value: 'rabies'}},
  {spec: 'petclinic', ask: 'record a vaccination for pet 12 other than distemper', op: 'POST /pets/{petId}/vaccinations', values: {petId: '12'}, excluded: {field: 'vaccine', value: 'distemper'}},
  // A free-text field of the parcel desk.
  {spec: 'parcels', ask: 'list parcels not with carrier Nordpost', op: 'GET /parcels', values: {}, excluded: {field: 'carrier', value: 'Nordpost'}},
  // A list of allowed values: the remaining values are filled, and the note says so.
  {spec: 'parcels', ask: 'list parcels except delivered ones', op: 'GET /parcels', values: {states: 'waiting,sorted,shipped'}, excluded: {field: 'states', value: 'delivered'}, rest: true},
  {spec: 'parcels', ask: 'list parcels that are not shipped or delivered', op: 'GET /parcels', values: {states: 'waiting,sorted'}, excluded: {field: 'states', value: 'shipped'}, rest: true},
  {spec: 'parcels', ask: 'list all parcels but waiting', op: 'GET /parcels', values: {states: 'sorted,shipped,delivered'}, excluded: {field: 'states', value: 'waiting'}, rest: true},
];

const POSITIVE: Row[] = [
  {spec: 'helpdesk', ask: 'list closed tickets', op: 'GET /tickets', values: {status: 'closed'}},
  {spec: 'helpdesk', ask: 'tickets that are open', op: 'GET /tickets', values: {status: 'open'}},
  {spec: 'helpdesk', ask: 'list pending tickets assigned to ana@support.example', op: 'GET /tickets', values: {status: 'pending', assignee: 'ana@support.example'}},
  {spec: 'helpdesk', ask: 'list open tickets, not the closed ones', op: 'GET /tickets', values: {status: 'open'}},
  {spec: 'helpdesk', ask: 'list solved tickets but not for ana@support.example', op: 'GET /tickets', values: {status: 'solved'}, excluded: {field: 'assignee', value: 'ana@support.example'}},
  {spec: 'petclinic', ask: 'search owners with last name Smith', op: 'GET /owners', values: {lastName: 'Smith'}},
  {spec: 'petclinic', ask: 'record a rabies vaccination for pet 12', op: 'POST /pets/{petId}/vaccinations', values: {petId: '12', vaccine: 'rabies'}},
  {spec: 'parcels', ask: 'list shipped or delivered parcels', op: 'GET /parcels', values: {states: 'shipped,delivered'}},
  {spec: 'parcels', ask: 'list parcels with carrier Nordpost', op: 'GET /parcels', values: {carrier: 'Nordpost'}},
];

function check(row: Row) {
  const got = ask(row.spec, row.ask, row.op);
  expect(got.values).toEqual(row.values);
  if (row.excluded) {
    const note = got.notes[row.excluded.field] ?? '';
    expect(note).toContain(`excludes “${row.excluded.value}”`);
    if (row.rest) expect(note).toMatch(/filled with the other allowed values/);
    else expect(note).toMatch(/no “not” filter/);
  }
}

describe('issue 28 (s40 a2): a negated or excluded value is never filled', () => {
  it.each(NEGATED.map((r) => [r.ask, r] as const))('%s', (_, row) => check(row));
});

describe('issue 28 (s40 a2): a value the request asks for is still filled', () => {
  it.each(POSITIVE.map((r) => [r.ask, r] as const))('%s', (_, row) => check(row));
});
