/**
 * Brief s48 t7 (issue 28, tester u31f on build-b2, FINDINGS.md F4, F6, F7). F4: a refund that goes to a person
 * because the message does not settle on one amount ("about $45", "$40 + $5 shipping", "$30, sorry I meant $35",
 * "$45 or $50") never proposes one amount for a one-click approval: the proposal carries the amounts the message
 * names (`choose`), and a person picks one or types the amount the customer confirms. F6: a swollen or overheating
 * battery, a recall for fire risk and a medical device losing readings are dangers, named first. F7: a request in
 * Markdown bold ("**Please refund $25.00 for ORD-66001**,") is read as the request it is. Bodies are u31f's (msgs1,
 * msgs3, msgs4, pageex) and our own variants.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 'm21', from: '', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;

describe('F4: a person item never offers one refund amount the message did not settle', () => {
  it.each([
    ['Please refund about $45 for ORD-55672, it arrived broken.', 'ORD-55672', ['$45']],
    ['Please refund around $45.00 for ORD-61004, it arrived broken.', 'ORD-61004', ['$45.00']],
    ['Please refund $30 or so for ORD-81007, it arrived damaged.', 'ORD-81007', ['$30']],
    ['Please refund roughly $30 for ORD-61004, it arrived broken.', 'ORD-61004', ['$30']],
    ['Please refund $45.00 (approx.) for ORD-61024, it arrived broken.', 'ORD-61024', ['$45.00']],
    ['Please refund $45.00 to $50.00 for ORD-61027, it arrived broken.', 'ORD-61027', ['$45.00', '$50.00']],
    ['Please refund $45 or $50 for ORD-61007, it arrived broken.', 'ORD-61007', ['$45', '$50']],
    ['Please refund $30 to 35 for ORD-81006, it arrived damaged.', 'ORD-81006', ['$30', '$35']],
    ['Please refund $30-35 for ORD-61004, it arrived broken.', 'ORD-61004', ['$30', '$35']],
    ['Please refund ~$45 for ORD-61001, it arrived broken.', 'ORD-61001', ['$45']],
    ['Please refund $40 + $5 shipping for ORD-61023, it arrived broken.', 'ORD-61023', ['$40', '$5']],
    ['Please refund $30.00 (maybe $35.00) for ORD-81010, it arrived damaged.', 'ORD-81010', ['$30.00', '$35.00']],
    ['Please refund $25.00 for ORD-66005, it arrived broken. Actually make that $35.00.', 'ORD-66005', ['$25.00', '$35.00']],
    ['No wait, it was $35.00. Please refund $25.00 for ORD-55670, it arrived broken.', 'ORD-55670', ['$35.00', '$25.00']],
    ['Please refund $30, sorry I meant $35, for ORD-61004, it arrived broken.', 'ORD-61004', ['$30', '$35']],
    // Split by a line break: no amount was read whole, so none is offered; the person types the one confirmed.
    ['Please refund $2\n5.00 for ORD-61004, it arrived broken.', 'ORD-61004', []],
    ['Please refund $25\n.00 for ORD-61004, it arrived broken.', 'ORD-61004', []],
  ])('%j', (body, order, candidates) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.choose, show(t)).toEqual({order, candidates, written: expect.any(String)});
    // The proposal itself refunds nothing: no "Refund $X for ORD-…" and no "a refund of $X".
    expect(t.proposal.action, show(t)).not.toMatch(/^Refund |a refund of /);
  });

  it.each([
    // Settled: one amount, plain; it runs by itself or waits for another reason with its amount proposed.
    ['Please refund $25.00 for ORD-61004, it arrived broken.'],
    ['Please refund $150.00 for ORD-60015, it arrived broken.'],
    ['Hi, I got the wrong size. Please refund $34.99 for ORD-55321. Regards, Tom'],
    // "about" that is no hedge on the amount.
    ['Please refund $25.00 for ORD-61004, it arrived broken. I am unhappy about it.'],
  ])('a settled amount is still proposed: %j', (body) => {
    const t = run('Refund', body);
    expect(t.proposal.choose, show(t)).toBeUndefined();
    expect(t.proposal.action, show(t)).toMatch(/^Refund \$\d/);
  });

  it('an unsettled amount with no one order gets no amount choice: the order is asked for first', () => {
    const t = run('Refund', 'Please refund about $45, it arrived broken.');
    expect(t.route.queue).toBe('human');
    expect(t.proposal.choose).toBeUndefined();
    expect(t.proposal.action).toBe('Reply asking for the order number before any refund.');
  });
});

describe('F6: danger is named first', () => {
  it.each([
    ['Battery', 'The battery pack swelled up and got very hot. Please refund $40.00 for ORD-62004.', 'The battery pack swelled up and got very hot'],
    ['Recall', 'Cancel my order ORD-41021, this model was recalled for fire risk.', 'this model was recalled for fire risk'],
    ['App', 'The app crashes and I lose my insulin pump readings every time.', 'The app crashes and I lose my insulin pump readings every time'],
    ['Charger', 'My phone charger overheated and melted the socket.', 'My phone charger overheated and melted the socket'],
  ])('%s: %j', (subject, body, quote) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons[0], show(t)).toContain('possible medical emergency, injury or danger');
    expect(t.route.reasons[0], show(t)).toContain(quote);
  });

  it.each([
    ['Refund', 'The kettle arrived broken. Please refund $25.00 for ORD-62010.'],
    ['Where is my parcel', 'My order ORD-60002 was supposed to arrive on 20 November and it has not arrived yet. Where is it?'],
    ['Bug', 'The app crashes every time I open the settings page on Android 14, version 5.2.1.'],
  ])('no danger read into %s: %j', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.reasons.join(' '), show(t)).not.toContain('danger');
  });
});

describe('F7: Markdown bold around a request is no part of the id', () => {
  it('"**Please refund $25.00 for ORD-66001**, it arrived broken." is the plain request', () => {
    const t = run('Refund', '**Please refund $25.00 for ORD-66001**, it arrived broken.');
    expect(t.proposal.action, show(t)).toBe('Refund $25.00 for ORD-66001 to the original payment method.');
    expect(t.route.reasons.join(' '), show(t)).not.toContain('not read whole');
  });
  it('"ORD-66001**2" is still not read whole', () => {
    const t = run('Refund', 'Please refund $25.00 for ORD-66001**2, it arrived broken.');
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain('not read whole');
  });
});
