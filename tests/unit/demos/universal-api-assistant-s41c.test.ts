/**
 * Issue 28 (task 41a3): an exclusion never chooses an operation that changes data. An independent checker ran the page's
 * own exclusion examples on the helpdesk sample: "all tickets but closed" and "tickets that are not closed" chose
 * PATCH /tickets/{ticketId} (the past form "closed", a state adjective and a value of status, voted for the verb "close"),
 * and "tickets except open ones" chose GET /tickets/{ticketId} (one ticket, with no status field to fill or note).
 * The contract: a value word under exclusion or negation, and a state adjective used as a filter value ("closed tickets",
 * "tickets that are closed"), never name a write's action; a collection noun with a filter and no id prefers the list
 * read; a write is chosen automatically only when the request names its action as a verb ("close ticket TCK-1042").
 * Rows run the page's own steps (assist.ts, the chain index.tsx uses).
 */
import {describe, expect, it} from 'vitest';
import {
  parseOpenApi,
  type ApiDocument,
} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {PETCLINIC_API} from './fixtures/api-specs-petclinic';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {petclinic: parse(PETCLINIC_API), helpdesk: parse(SAMPLE_OPENAPI)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {chosen: a.chosen?.key ?? null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

const WRITE = /^(?:POST|PUT|PATCH|DELETE) /;
/** op: the operation chosen (null: none); values: exactly these; note: notes that must be there. */
type Row = {spec: Spec; ask: string; op: string | null; values?: Record<string, string>; note?: Record<string, RegExp>};
const LIST = 'GET /tickets';
const EXCLUDED = /excludes/;

const CLASSES: Record<string, Row[]> = {
  "The checker's five inputs": [
    {spec: 'helpdesk', ask: 'all tickets but closed', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'tickets that are not closed', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'tickets except open ones', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'tickets, closed ones excluded', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'open tickets, not the closed ones', op: LIST, values: {status: 'open'}},
  ],
  'Neighbours: a state word or an excluded value never chooses a write': [
    {spec: 'helpdesk', ask: 'closed tickets', op: LIST, values: {status: 'closed'}},
    {spec: 'helpdesk', ask: 'tickets that are closed', op: LIST, values: {status: 'closed'}},
    {spec: 'helpdesk', ask: 'all closed tickets', op: LIST, values: {status: 'closed'}},
    {spec: 'helpdesk', ask: 'pending tickets', op: LIST, values: {status: 'pending'}},
    {spec: 'helpdesk', ask: 'solved tickets', op: LIST, values: {status: 'solved'}},
    {spec: 'helpdesk', ask: 'all tickets except solved', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'tickets that are not open', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: "tickets that aren't closed", op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'all tickets but pending', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'tickets other than closed', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'tickets, pending ones excluded', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'petclinic', ask: 'appointments that are not cancelled', op: 'GET /appointments/{appointmentId}'},
  ],
  'Must keep': [
    {spec: 'helpdesk', ask: 'close ticket TCK-1042', op: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-1042', status: 'closed'}},
    {spec: 'helpdesk', ask: 'please close ticket TCK-2001 now', op: 'PATCH /tickets/{ticketId}', values: {ticketId: 'TCK-2001', status: 'closed'}},
    {spec: 'helpdesk', ask: 'delete ticket TCK-1042', op: 'DELETE /tickets/{ticketId}', values: {ticketId: 'TCK-1042'}},
    {spec: 'petclinic', ask: 'delete owner 17', op: 'DELETE /owners/{ownerId}', values: {ownerId: '17'}},
    {spec: 'petclinic', ask: 'delete pet 7', op: null},
    {spec: 'helpdesk', ask: 'list tickets except open ones', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'show tickets except open ones', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'which tickets are not closed?', op: LIST, values: {}, note: {status: EXCLUDED}},
    {spec: 'helpdesk', ask: 'show closed tickets', op: LIST, values: {status: 'closed'}},
    {spec: 'helpdesk', ask: 'show open tickets', op: LIST, values: {status: 'open'}},
    {spec: 'helpdesk', ask: 'get ticket TCK-1042', op: 'GET /tickets/{ticketId}', values: {ticketId: 'TCK-1042'}},
    {spec: 'helpdesk', ask: 'refund 49.90 on order ORD-48213 because it arrived damaged', op: 'POST /refunds', values: {orderId: 'ORD-48213', amount: '49.90', reason: 'damaged'}},
  ],
};

for (const [name, rows] of Object.entries(CLASSES)) {
  describe(name, () => {
    for (const row of rows) {
      it(`${row.spec}: ${row.ask}`, () => {
        const got = ask(row.spec, row.ask);
        if (row.op === null || !WRITE.test(row.op)) expect(got.chosen ?? '', JSON.stringify(got)).not.toMatch(WRITE);
        expect(got.chosen, JSON.stringify(got)).toBe(row.op);
        if (row.values) expect(got.values).toEqual(row.values);
        for (const [label, re] of Object.entries(row.note ?? {})) expect(got.notes[label] ?? '', JSON.stringify(got.notes)).toMatch(re);
      });
    }
  });
}
