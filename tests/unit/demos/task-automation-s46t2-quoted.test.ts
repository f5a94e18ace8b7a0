/**
 * Brief 46t2 (issue 28, u30r): F20: an id in quoted text entered the proposal; F18: an order placed
 * minutes ago that has not arrived was traced automatically.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string, from = 'pat@example.com'): Triaged => triage({id: 's46t2', from, subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;
const held = (t: Triaged, quote: string) => {
  expect(t.route.queue, show(t)).toBe('human');
  expect(t.route.reasons.join(' '), show(t)).toContain(quote);
};

describe('F20: an id in quoted text never enters the proposal', () => {
  const quoted = 'Please refund $45.00 for ORD-51717, it arrived broken.\nOn Mon, 20 Nov 2026 at 10:00, Support <support@example.com> wrote:\n> We can offer a refund of $450.00 for ORD-51799.';
  it('u30r y10: the proposal names ORD-51717 only', () => {
    const t = run('Re: Refund', quoted);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action ?? '', show(t)).not.toContain('ORD-51799');
    expect(t.proposal.action ?? '', show(t)).toContain('ORD-51717');
    expect(t.proposal.action ?? '', show(t)).not.toContain('$450.00');
  });
  it.each([
    'Please refund $45.00 for ORD-51717, it arrived broken.\n> Your order ORD-51799 has shipped.',
    'Please refund $45.00 for ORD-51717, it arrived broken.\n\n> > ORD-51799 was cancelled.',
    'Please refund $45.00 for ORD-51717, it arrived broken.\n-----Original Message-----\nRefund for ORD-51799 approved.',
    'Where is ORD-51717? It has not arrived.\nOn Tue, Support wrote:\n> ORD-51799 left our warehouse.',
    'Please refund $45.00 for ORD-51717, it arrived broken.\nOn 20 Nov, Ana <a@example.com> wrote:\n> Refund $450.00 for ORD-51799 and ORD-51800.',
    'Please refund $45.00 for ORD-51717, it arrived broken.\n>ORD-51799',
    'Please refund $45.00 for ORD-51717, it arrived broken.\n  > Please refund ORD-51799 too',
    'Refund ORD-51717 $45.00 please, arrived broken.\nOn Mon wrote:\n> ORD-51799',
    'Please refund $45.00 for ORD-51717.\nOn Mon, 20 Nov 2026, Support wrote:\n> We refunded ORD-51799 already.',
    'Please trace ORD-51717, it never arrived.\n> ORD-51799 was delivered.',
  ])('quoted ids stay out of the proposal: %s', (body) => {
    const t = run('Re: Refund', body);
    expect(t.proposal.action ?? '', show(t)).not.toContain('ORD-51799');
    expect(t.route.queue, show(t)).toBe('human');
  });
});

describe('F18: an order placed minutes ago that has not arrived is too early for a trace', () => {
  it.each([
    'ORD-52202 has not arrived. I ordered it 10 minutes ago.',
    'ORD-52202 has not arrived. I ordered it an hour ago.',
    'ORD-52202 has not arrived. I placed the order 2 hours ago.',
    'ORD-52202 has not arrived yet. I ordered it this morning.',
    'My parcel ORD-52202 has not arrived. I ordered it today.',
    'ORD-52202 has not arrived, I bought it 5 mins ago.',
    'ORD-52202 has not arrived. I ordered it just now.',
    'ORD-52202 has not arrived. Ordered 30 minutes ago.',
    'Where is my parcel ORD-52202? I ordered it a few minutes ago.',
    'ORD-52202 has not arrived. I purchased it 3 hours ago.',
    'ORD-52202 has not arrived. I ordered it earlier today.',
  ])('%s', (body) => {
    const t = run('Where is my parcel?', body);
    held(t, 'too early');
  });
  it('a parcel ordered 10 days ago is still traced', () => {
    const t = run('Where is my parcel?', 'My parcel ORD-52202 has not arrived. I ordered it 10 days ago.');
    expect(t.route.queue, show(t)).toBe('auto');
  });
});
