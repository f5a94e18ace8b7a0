/**
 * Session 41 (issue 28, u28x): the currency of the refund limit, the reason shown on safe routes
 * (TA-6), and a sweep of new customer messages. Each row states its expectation (the oracle),
 * independent of the code. Design rule: when in doubt, a person; a reason must be true of the message.
 * Counts on the code before the fix are in the commit messages and the report.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (body: string, subject = 'Refund'): Triaged => triage({id: 'x', from: 'x@example.com', subject, body} satisfies Message, EXAMPLES, rules);
const show = (t: Triaged) => `${JSON.stringify(t.message.subject)} ${JSON.stringify(t.message.body)} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}${t.route.basis ? ` | basis: ${t.route.basis}` : ''}`;
const reasons = (t: Triaged) => t.route.reasons.join('; ').toLowerCase();

/**
 * Finding 1: the limit for automatic refunds is 100 US dollars (the page states it). A refund in
 * another currency, or in one the demo does not read, goes to a person, and the reason names the
 * currency; no exchange rate is invented. [body, words the reasons must name]
 */
const OTHER_CURRENCY: ReadonlyArray<[string, readonly string[]]> = [
  ['Please refund ¥5000 for ORD-48213, the jug arrived cracked.', ['¥5000', 'JPY']],
  ['Please refund ¥800 for ORD-48213, the jug arrived cracked.', ['¥800', 'JPY']],
  ['Please refund £90 for ORD-48213, the jug arrived cracked.', ['£90', 'GBP']],
  ['Please refund 90 EUR for ORD-48213, the jug arrived cracked.', ['90 EUR', 'EUR']],
  ['Please refund €45.00 for ORD-55102, the kettle leaks.', ['€45.00', 'EUR']],
  ['I would like a refund of £20.00 for ORD-55102, it arrived broken.', ['£20.00', 'GBP']],
  ['Please refund 150 SEK for ORD-48213, the jug arrived cracked.', ['150 SEK']],
  ['I would like a refund of 90 dollars for ORD-48213, the jug arrived cracked.', ['90 dollars']],
  ['Please refund C$60.00 for ORD-55103, the lamp arrived broken.', ['C$60.00']],
  ['Please refund $60.00 CAD for ORD-55104, the lamp arrived broken.', ['CAD']],
  ['Please refund AU$45 for ORD-55105, the mug arrived chipped.', ['AU$45']],
  ['Please refund 80 CHF for ORD-55106, the lamp arrived broken.', ['80 CHF']],
];
/** Must keep: a refund in US dollars within the limit still runs by itself; one over it waits. */
const DOLLARS_AUTO: readonly string[] = [
  'Please refund $90 for ORD-48213, the jug arrived cracked.',
  'Please refund $42.00 for ORD-55102, the kettle leaks.',
  'Please refund 90 USD for ORD-48213, the jug arrived cracked.',
  'Please refund US$45.00 for ORD-55105, the mug arrived chipped.',
  'I want my money back for ORD-55150, $79.00, the screen arrived cracked.',
];
const DOLLARS_OVER: ReadonlyArray<[string, string]> = [
  ['Please refund $150.00 for ORD-48213, the jug arrived cracked.', 'over 100'],
  ['Please refund 250 USD for ORD-48213, the jug arrived cracked.', 'over 100'],
];

/**
 * TA-6: a delivery problem stated in words the gate did not know ("was supposed to arrive on 20
 * November", "tracking has said 'in transit' for 6 days"): the reason must not say that no delivery
 * problem was stated. [subject, body, expected queue or null when another true reason holds it]
 */
const DELIVERY_STATED: ReadonlyArray<[string, string, 'auto' | null]> = [
  ['Where is my order', "Order ORD-55160 was supposed to arrive on 20 November. Tracking has said 'in transit' for 6 days. Where is it?", 'auto'],
  ['Delivery', "My parcel ORD-56020 was supposed to come on Monday and it's Thursday. Can you check?", null],
  ['Late parcel', "The tracking for ORD-55162 has said 'in transit' for a week now.", null],
  ['Parcel', 'My parcel ORD-55163 was supposed to be delivered yesterday and I have nothing.', 'auto'],
  ['Order status', 'My order ORD-55164 should have arrived on Monday, it is Friday now.', null],
  ['Tracking', "Tracking for my parcel ORD-55165 has shown 'label created' for 10 days.", 'auto'],
  ['Delivery', 'The delivery of ORD-55166 was due on 18 November and I am still waiting.', null],
];
/** Must keep: no delivery problem (praise, an arrival), so no trace runs by itself. */
const NO_PROBLEM: ReadonlyArray<[string, string]> = [
  ['Thanks', 'My parcel ORD-55170 arrived a day early, thanks!'],
  ['Delivery', 'My parcel ORD-55171 was supposed to arrive on Monday and it came on Monday, great service.'],
  ['Delivery', 'Order ORD-55172 was supposed to arrive today and it did, thanks.'],
  ['Order', 'Just confirming that my order ORD-55173 arrived in one piece.'],
];

describe('session 41: the refund limit is in US dollars (finding 1)', () => {
  it('a refund in another currency, or one the demo does not read, goes to a person; the reason names it', () => {
    const wrong: string[] = [];
    for (const [body, names] of OTHER_CURRENCY) {
      const t = run(body);
      if (t.route.queue === 'auto' || !names.every((n) => reasons(t).includes(n.toLowerCase()))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('must keep: a refund in US dollars within the limit runs by itself; over it, a person', () => {
    const wrong: string[] = [];
    for (const body of DOLLARS_AUTO) {
      const t = run(body);
      if (t.route.queue !== 'auto' || !/within the 100 us dollar limit/i.test(t.route.basis ?? '')) wrong.push(show(t));
    }
    for (const [body, name] of DOLLARS_OVER) {
      const t = run(body);
      if (t.route.queue === 'auto' || !reasons(t).includes(name)) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
});

describe('session 41: the reason on a safe route is the one that decided it (TA-6)', () => {
  it('a delivery problem in other words is a delivery problem', () => {
    const wrong: string[] = [];
    for (const [subject, body, queue] of DELIVERY_STATED) {
      const t = run(body, subject);
      if (reasons(t).includes('no delivery problem stated') || (queue && t.route.queue !== queue) || (t.route.queue === 'auto' && !t.route.basis?.startsWith('a delivery problem stated'))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('must keep: praise or an arrival gets no automatic trace', () => {
    const wrong = NO_PROBLEM.map(([s, b]) => run(b, s)).filter((t) => t.route.queue === 'auto' && /tracking/i.test(t.proposal.action ?? ''));
    expect(wrong.map(show)).toEqual([]);
  });
});
