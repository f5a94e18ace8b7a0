/**
 * Session 41b (issue 28, tester u29b): three automatic refunds a fresh tester found. Each row states
 * its expectation (the oracle), independent of the code. Design rule: when in doubt, a person; the
 * reason must be true of the message. Counts on the code before each fix are in the commit messages.
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
const show = (t: Triaged) => `${JSON.stringify(t.message.body)} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;
const reasons = (t: Triaged) => t.route.reasons.join('; ').toLowerCase();
/** Rows that must go to a person with a reason matching `reason`. */
const toPerson = (rows: readonly string[], reason: RegExp) => rows.map((b) => run(b)).filter((t) => t.route.queue !== 'human' || !reason.test(reasons(t))).map(show);
/** Rows that must stay automatic. */
const stayAuto = (rows: readonly string[]) => rows.map((b) => run(b)).filter((t) => t.route.queue !== 'auto').map(show);

/** T-1 (HIGH): a charge the writer says they did not make is a possible unauthorized charge: a person. */
const UNAUTHORIZED: readonly string[] = [
  'Someone used my card without permission to buy ORD-51268 for $70. I did not place this order. Refund it.',
  'I see a charge I do not recognize for ORD-52003, $64.00. I never ordered this, someone must have my card details. Please refund it.',
  "I didn't authorize this. Please refund $45.00 for ORD-51301.",
  'ORD-51302 is not my purchase. Please refund $30.00.',
  'There is a fraudulent charge of $55.00 for ORD-51303 on my statement. Please refund it.',
  'Unknown charge of $20.00 for ORD-51304 on my card. Please refund it.',
  'My card was used to buy ORD-51305 for $60.00. Please refund the $60.00.',
  "I don't recognise this payment of $25.00 for ORD-51306. Please refund it.",
  'Someone ordered ORD-51307 with my account, $40.00. Please refund $40.00.',
  'I have filed a chargeback with my bank for ORD-51308, $35.00. Please refund it.',
  'I did not make this purchase, ORD-51309 for $50.00. Please refund it.',
  'Please refund $15.00 for ORD-51310, this order was placed without my consent.',
];

/** T-2: a negative amount is no valid refund: a person, and the reason says it is negative. */
const NEGATIVE: readonly string[] = [
  'Hello, the chair from order ORD-52001 arrived with a broken leg. Please refund -$50.00 to my card, thank you.',
  'Please refund -$20 for ORD-52010, the lamp is broken.',
  'Please refund $-35.00 for ORD-52011, the mug arrived chipped.',
  'I would like a refund of −$40.00 for ORD-52012, it arrived broken.',
  'Please refund minus $25.00 for ORD-52013, the vase cracked.',
  'Please refund -30 USD for ORD-52014, the jug leaks.',
];

/** T-3: a replacement already sent or received, or a refund already received, next to a new refund: compensation twice. */
const TWICE: readonly string[] = [
  'Please refund $42 for ORD-55004. The vase arrived shattered. I already got a replacement from you last week.',
  'Please refund $30.00 for ORD-55010, it arrived broken. You already sent me a replacement.',
  'Please refund $25.00 for ORD-55011, the mug was chipped. The replacement arrived yesterday.',
  'Please refund $18.00 for ORD-55012. I received a replacement for the broken lamp on Monday.',
  'The jug from ORD-55013 leaked, you replaced it already. Please refund $22.00.',
  'Please refund $28.00 for ORD-55014. Your team shipped a replacement last week.',
  'Please refund $33.00 for ORD-55015, it arrived cracked. I have already received a partial refund of $10.00 for it.',
];

/** Must keep: plain refunds in US dollars within the limit, including ones that turn a replacement down. */
const KEEP_AUTO: readonly string[] = [
  'Please refund $25.00 for ORD-57001, the handle snapped off.',
  'I would like a refund of $15.50 for ORD-57002, the colour is not as shown.',
  'Please refund $42 for ORD-55004. The vase arrived shattered.',
  'Please refund $50.00 for ORD-52001, the chair arrived with a broken leg.',
  'Please refund $70 for ORD-51268, the lamp arrived broken.',
  'Please refund $42.00 for ORD-55102, the kettle leaks.',
  'I want my money back for ORD-55150, $79.00, the screen arrived cracked.',
  'Please refund $30.00 for ORD-55020, the mug arrived chipped. I do not want a replacement.',
  'Please refund $45.00 for ORD-55021, the glass arrived shattered.',
  'Please refund $12.00 for ORD-55022, the card I ordered arrived bent.',
  'Please refund $64.00 for ORD-52003, the teapot arrived cracked.',
  'Please refund $26.00 for ORD-52020, the set of 3-5 cups arrived broken.',
];

describe('session 41b T-1: a possible unauthorized charge goes to a person', () => {
  it('with the reason naming a possible unauthorized charge or fraud', () => {
    expect(toPerson(UNAUTHORIZED, /unauthori[sz]ed|fraud|stolen card/)).toEqual([]);
  });
});
describe('session 41b T-2: a negative refund amount goes to a person', () => {
  it('with the reason naming the negative amount', () => {
    expect(toPerson(NEGATIVE, /negative/)).toEqual([]);
  });
});
describe('session 41b T-3: a refund on top of a replacement or an earlier refund goes to a person', () => {
  it('with the reason naming the replacement or refund already given', () => {
    expect(toPerson(TWICE, /replacement|already|refund already/)).toEqual([]);
  });
});
describe('session 41b must keep', () => {
  it('plain refunds within the limit still run by themselves', () => {
    expect(stayAuto(KEEP_AUTO)).toEqual([]);
  });
});
