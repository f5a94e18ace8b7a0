/**
 * Issue 28 (third user test, D5): a request the customer negates is never proposed as the action.
 * Messages written for this test (none is a sample or an earlier test message): negated
 * cancellations, refunds, account deletions, resends and resets, with and without a subject that names
 * the negated action, and controls where another request is made or the negation is not about the action.
 */
import {describe, expect, it} from 'vitest';
import {negatedRequests, parseRules, triage, uncoveredRequest, type Message} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string) => triage({id: 'x', from: '', subject, body} satisfies Message, EXAMPLES, rules);

const NEGATED: ReadonlyArray<[string, string, string]> = [
  ['Cancel', 'Please do NOT cancel my subscription, I clicked the button by mistake.', 'cancellation'],
  ['Cancellation', "Don't cancel my plan, my colleague pressed the button by accident.", 'cancellation'],
  ['Cancel subscription', 'Never cancel this subscription without asking me first, it runs our whole team.', 'cancellation'],
  ['Account', 'Please do not delete my account. I still need the invoices stored there.', 'cancellation'],
  ['Unsubscribe', 'Do not unsubscribe me from the plan, the e-mail was sent by someone else.', 'cancellation'],
  ['Refund', 'I do not want a refund for ORD-70100, the replacement part fixed it.', 'refund'],
  ['Refund request', "Please don't refund ORD-70101, I found the missing item in the box.", 'refund'],
  ['Money back', 'I am not asking for my money back for ORD-70102.', 'refund'],
  ['Password', 'Do not reset my password, the reset e-mail was not from me.', 'account'],
];

describe('a negated request is never proposed', () => {
  it.each(NEGATED)('%s / %s', (subject, body, category) => {
    const t = run(subject, body);
    expect(negatedRequests(`${subject}\n${body}`).map((n) => n.category)).toContain(category);
    expect(t.classification.category).not.toBe(category);
    if (t.classification.category === 'unsure') {
      expect(t.proposal.action).toBeNull();
      expect(t.route.queue).toBe('human');
    }
    const action = t.proposal.action ?? '';
    const verb = {cancellation: /cancel|delete|close/i, refund: /refund/i, account: /recovery|reset/i}[category]!;
    expect(action).not.toMatch(verb);
  });

  it('names the negated words as the reason', () => {
    const t = run('Cancel', 'Please do NOT cancel my subscription, I clicked the button by mistake.');
    expect(t.classification.category).toBe('unsure');
    expect(t.route.reasons.join(' ')).toContain('the message negates the cancellation request ("Please do NOT cancel my subscription"), so no cancellation action is proposed');
  });

  it('keeps the request the customer does make next to a negated one', () => {
    expect(run('', 'Do not cancel my order, please refund ORD-70110 instead, the kettle leaks.').classification.category).toBe('refund');
    expect(run('', "I don't want a refund. Please cancel my subscription at the end of the month.").classification.category).toBe('cancellation');
  });

  it('does not treat a reported problem as a negated request', () => {
    expect(negatedRequests('I cancelled my plan but the charge was not reversed')).toEqual([]);
    expect(negatedRequests('The cancel button does not work on Android')).toEqual([]);
    expect(run('Cancel', 'Please cancel my subscription at the end of this month.').classification.category).toBe('cancellation');
  });

  it('a wrong item to be swapped for the right one is a replacement: a person decides, no refund and no tracking', () => {
    for (const body of [
      'I ordered ORD-55120 in blue but got red. I am not asking for my money back, just send the right one.',
      'You sent a size 40 instead of 42 for ORD-55130. Please ship me the correct size.',
      'Wrong model in the box for ORD-55131, send us the ordered model please.',
    ]) {
      const t = run('Wrong item', body);
      expect(t.classification.category, body).toBe('unsure');
      expect(t.classification.unsure.join(' '), body).toMatch(/replacement or an exchange/);
    }
    expect(uncoveredRequest('Did you send the right one? Tracking for ORD-55132 shows nothing.')).toBeNull();
    expect(uncoveredRequest('I hope they send the right size this time.')).toBeNull();
  });

  it('a duplicate charge is refunded as the duplicates, not the whole order', () => {
    for (const body of [
      'URGENT: my card was charged 3 times for ORD-70021, refund the extra two charges now',
      'I was charged twice for ORD-70022, please refund the duplicate payment.',
      'Refund the double charge on ORD-70023 please.',
    ]) {
      const t = run('Charges', body);
      if (t.classification.category === 'refund') expect(t.proposal.action, body).toMatch(/refund only the duplicate charges, not the order itself/);
      expect(t.proposal.action ?? '', body).not.toMatch(/then refund it/);
    }
    expect(run('Refund', 'Please refund ORD-70024, the kettle leaks.').proposal.action).toBe('Look up the amount paid for ORD-70024, then refund it.');
  });
});
