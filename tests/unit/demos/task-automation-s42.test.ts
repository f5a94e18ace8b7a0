/**
 * Session 42 (issue 28, testers u29b/u29a): the open Task Automation findings. Each row states its
 * expectation (the oracle), independent of the code. Design rule: when in doubt, a person; the reason a
 * person reads must be true of the message. Counts on the code before each fix are in the commit messages.
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

/** T-4: a recovery link asked for at another address is no delivery change; the reason names the address, not shipping. */
const RECOVERY_ELSEWHERE: ReadonlyArray<[string, string]> = [
  ['Locked out', 'I am locked out of my account and the two-factor code never arrives. Please send the recovery link to my new address other.person@example.com instead.'],
  ['Locked out', 'I cannot log in. Please send the reset link to my new address jo.new@example.com.'],
  ['Locked out', 'Locked out again. Please send the password reset code to our new address, team@example.org.'],
];
/** Must keep: a parcel sent to a new address is a delivery change. */
const DELIVERY_CHANGES: readonly string[] = ['Please send ORD-48700 to my new address, 18 Mill Lane.', 'Could you deliver the parcel to my new address instead? ORD-48701.'];

/** T-5: a parcel that came late or damaged states a delivery problem; the reason says it came, never "no delivery problem stated". */
const CAME_WITH_PROBLEM: ReadonlyArray<[string, string, RegExp]> = [
  ['Package arrived late and damaged', 'Order ORD-48610 came three days late and the box was crushed. The lamp inside still works, but this is the second late delivery.', /came three days late/],
  ['Late', 'My parcel ORD-48611 arrived two weeks late.', /arrived two weeks late/],
  ['Late', 'Order ORD-48612 arrived late and the box was damaged.', /arrived late/],
  ['Late', 'The package for ORD-48613 turned up a week late, with a torn box.', /turned up a week late/],
];
/** Must keep: praise or a plain arrival states no problem. */
const PRAISE: ReadonlyArray<[string, string]> = [
  ['Thanks', 'My parcel ORD-55170 arrived a day early, thanks!'],
  ['Order', 'Just confirming that my order ORD-55173 arrived in one piece.'],
];

describe('session 42: a safe route says the true reason (T-4, T-5)', () => {
  it('T-4: a recovery link or code to another address goes to a person for the address, with no word of a delivery', () => {
    const wrong = RECOVERY_ELSEWHERE.map(([s, b]) => run(b, s)).filter((t) => t.route.queue !== 'human' || /deliver|shipping|tracking/.test(reasons(t)) || !/address/.test(reasons(t)));
    expect(wrong.map(show)).toEqual([]);
  });
  it('must keep: a parcel to be sent to a new address is a delivery change', () => {
    const wrong = DELIVERY_CHANGES.map((b) => run(b, 'Delivery')).filter((t) => t.route.queue !== 'human' || !reasons(t).includes('change to a delivery'));
    expect(wrong.map(show)).toEqual([]);
  });
  it('T-5: a parcel that came late or damaged: a person, and the reason quotes the arrival with its problem', () => {
    const wrong = CAME_WITH_PROBLEM.map(([s, b, quote]) => [run(b, s), quote] as const).filter(
      ([t, quote]) => t.route.queue !== 'human' || reasons(t).includes('no delivery problem stated') || !quote.test(reasons(t)),
    );
    expect(wrong.map(([t]) => show(t))).toEqual([]);
  });
  it('must keep: praise or an arrival gets no trace, and its reason says no delivery problem or that the parcel came', () => {
    const wrong = PRAISE.map(([s, b]) => run(b, s)).filter((t) => t.route.queue === 'auto' && /tracking/i.test(t.proposal.action ?? ''));
    expect(wrong.map(show)).toEqual([]);
  });
});
