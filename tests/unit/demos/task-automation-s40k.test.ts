/**
 * Session 40 (issue 28, independent check 40t2): four findings on the Task Automation demo, with rows
 * written for this test. Each group states what the page promises, independent of the code:
 * - AMOUNT: a refund proposes the amount the request names ("I only want $60.00 back"), never the
 *   price or the first amount; when the request ties no amount, a person decides and the reason names
 *   the amounts.
 * - IDS: order and invoice ids are read whole and case-insensitively ("INV-2024-0042", "INV-77",
 *   "ord-48213"), shown in upper case.
 * - NEGATED: a negated request next to a delivery question is no second request; the reason, if any,
 *   never says "more than one thing asked".
 * - YEN: an amount in yen ("¥20,000", "5000 JPY") is found, whole, with no decimals.
 * - PAGE: the page shows no code excerpt of `route` that differs from the code.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {extractFields, parseRules, triage, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const msg = (subject: string, body: string): Message => ({id: 's40k', from: 'reader@example.com', subject, body});
const run = (subject: string, body: string): Triaged => triage(msg(subject, body), EXAMPLES, rules);
const show = (t: Triaged) => `[${t.message.subject}] ${t.message.body} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;

/** [subject, body, the amount the request names, the price or other amount that must not be refunded]. */
const NAMED: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Scratch', 'Please refund ORD-13579, it was $150.00 but I only want $60.00 back for the scratch.', '$60.00', '$150.00'],
  ['Partial refund', 'Refund for ORD-24680: the jacket cost $120.00, please refund $45.00 for the missing belt.', '$45.00', '$120.00'],
  ['Chipped cup', 'Please refund ORD-11223, the set was $89.99 in total. I only want $20.00 back because one cup was chipped.', '$20.00', '$89.99'],
  ['Lid', 'Please refund ORD-33445, I paid $75.00 and would like $30.00 back for the broken lid.', '$30.00', '$75.00'],
  ['Plate', 'I want a refund on ORD-77889. The set was priced at $340.00, please just refund $40.00 for the one broken plate.', '$40.00', '$340.00'],
  ['Euro', 'Please refund ORD-99001, it was €150,00 but I only want €60,00 back.', '€60,00', '€150,00'],
  ['Pounds', 'Refund ORD-99002 please: the coat was £210.00, I want £35.00 back for the torn pocket.', '£35.00', '£210.00'],
];

/** Several amounts, none tied to the refund by the request: a person decides, and the reason names them. */
const UNTIED: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Shipping part', 'Please refund ORD-12121: I paid $150.00, and $60.00 of it was shipping.', ['$150.00', '$60.00']],
  ['Two prices', 'Please refund ORD-12122, it cost $80.00 and the replacement part was $25.00 more.', ['$80.00', '$25.00']],
  ['Totals', 'Refund ORD-12123 please, the total was $64.00 with a $12.00 discount.', ['$64.00', '$12.00']],
  ['Price list', 'Please refund ORD-12124. The lamp was $45.00 and the bulbs were $9.00.', ['$45.00', '$9.00']],
  ['Paid', 'Please refund ORD-12125, I paid $99.00 by card and $20.00 with a voucher.', ['$99.00', '$20.00']],
  ['Charged', 'I want a refund for ORD-12126. It was $52.00, the tax was $4.00.', ['$52.00', '$4.00']],
];

describe('40t2 finding 1: the refund amount is the one the request names', () => {
  it.each(NAMED)('[%s] %s → refunds %s, never %s', (subject, body, wanted, price) => {
    const t = run(subject, body);
    expect(t.classification.category, show(t)).toBe('refund');
    expect(t.proposal.action, show(t)).toContain(`Refund ${wanted} for`);
    expect(t.proposal.action ?? '', show(t)).not.toContain(price);
  });
  it.each(UNTIED)('[%s] %s → a person decides, naming the amounts', (subject, body, amounts) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action ?? '', show(t)).not.toMatch(/^Refund \S+ for ORD/);
    const reasons = t.route.reasons.join('; ');
    for (const a of amounts) expect(reasons, show(t)).toContain(a);
  });
});

/** [body, order ids, invoice ids], as the fields show them (upper case). */
const IDS: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  ['Please check INV-2024-0042, the VAT number on it is wrong.', [], ['INV-2024-0042']],
  ['The address on invoice INV-77 is wrong.', [], ['INV-77']],
  ['Order ord-48213 has not arrived yet.', ['ORD-48213'], []],
  ['Where is ORD-2025-00917? It was due last week.', ['ORD-2025-00917'], []],
  ['inv-31337 lists the wrong company name.', [], ['INV-31337']],
  ['Ord-512 never came.', ['ORD-512'], []],
  ['Refund ORD-48213 please (ord-48213 in my account), invoice Inv-20931.', ['ORD-48213'], ['INV-20931']],
  ['Orders ORD-2024-0042 and ORD-2024-0043 both late.', ['ORD-2024-0042', 'ORD-2024-0043'], []],
];

describe('40t2 finding 2: ids are read whole and case-insensitively', () => {
  it.each(IDS)('%s', (body, orders, invoices) => {
    const f = extractFields(msg('Ids', body));
    expect(f.orderIds).toEqual(orders);
    expect(f.invoiceIds).toEqual(invoices);
  });
  it('a whole id is what the action names', () => {
    const t = run('Parcel', 'Order ord-48213 has not arrived yet, it was due on Monday.');
    expect(t.proposal.action, show(t)).toContain('ORD-48213');
    const b = run('Invoice', 'Please resend invoice INV-2024-0042, the VAT number on it is wrong.');
    expect(b.proposal.action ?? '', show(b)).not.toMatch(/INV-2024(?!-0042)/);
  });
});

const NEGATED: ReadonlyArray<readonly [string, string, string]> = [
  ['Parcel', 'I do not want a refund, where is my parcel ORD-55555?', 'ORD-55555'],
  ['Package', 'Not asking for a refund, where is my package ORD-55124?', 'ORD-55124'],
  ['Order', "I don't want my money back, where is my parcel ORD-55128?", 'ORD-55128'],
  ['Late', 'I do not want to cancel, where is my parcel ORD-55127?', 'ORD-55127'],
  ['Delivery', "I'm not asking for a refund, where is my order ORD-55125?", 'ORD-55125'],
  ['Tracking', 'I do not need a refund, where is my parcel ORD-55129?', 'ORD-55129'],
];

describe('40t2 finding 3: a negated request is no second request', () => {
  it.each(NEGATED)('[%s] %s', (subject, body, order) => {
    const t = run(subject, body);
    expect(t.classification.category, show(t)).toBe('shipping');
    expect(t.proposal.action, show(t)).toContain(order);
    expect(t.route.reasons.join('; '), show(t)).not.toMatch(/more than one thing asked|several requests/);
    if (t.route.queue === 'auto') expect(t.route.basis, show(t)).toContain(order);
  });
  it('the page example is automatic: one delivery question, the gate passes', () => {
    const t = run('Parcel', 'I do not want a refund, where is my parcel ORD-55555?');
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

const YEN: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['The vase cost ¥20,000 and arrived broken.', ['¥20,000']],
  ['I paid 5000 JPY for ORD-48001.', ['5000 JPY']],
  ['Charged ¥ 1,500 twice.', ['¥ 1,500']],
  ['It was ¥3500, not ¥350.', ['¥3500', '¥350']],
  ['The fee was 12,000 JPY.', ['12,000 JPY']],
  ['¥20,00 is not a yen amount with decimals.', []],
];

describe('40t2 also: yen amounts are found whole, with no decimals', () => {
  it.each(YEN)('%s', (body, amounts) => {
    expect(extractFields(msg('Yen', body)).amounts).toEqual(amounts);
  });
  it('a yen refund names the amount read whole and is not read as a decimal comma', () => {
    const t = run('Refund', 'Please refund ¥20,000 for ORD-48002, the vase arrived broken.');
    expect(t.proposal.action, show(t)).toContain('Refund ¥20,000 for ORD-48002');
    expect(t.route.queue, show(t)).toBe('human');
  });
});

describe('40t2 finding 4: the page shows no stale excerpt of route', () => {
  it('any excerpt of route on the page has the code signature', () => {
    const page = readFileSync('demo-room/task-automation.mdx', 'utf8');
    const code = readFileSync('src/demos/task-automation/triage.ts', 'utf8');
    const signature = /export function route\([^\n]*/.exec(code)?.[0];
    expect(signature).toBeTruthy();
    for (const m of page.matchAll(/function route\([^\n]*/g)) expect(`export ${m[0]}`.replace(/^export export/, 'export')).toBe(signature);
    expect(page).not.toMatch(/reasons\.push\('the message makes several requests'\)/);
  });
});
