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
