/**
 * Brief 45t (issue 28, u29y F9): a threat or an escalation in the subject ("URGENT - legal action") did not count
 * for a refund, a trace, a recovery link, a ticket or a pass to billing: only the body's clauses were read, so
 * K07 was refunded by itself. Now the subject's clauses count as the body's do: each must be a greeting, the
 * request, a plain reason, the action's matter or a plain headline of it ("Refund for damaged blender"),
 * otherwise a person reads it and the reason quotes the subject.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 's45t', from: 'pat@example.com', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;

const REFUND = 'Please refund $45.00 for ORD-50070, it arrived broken.';
const TRACE = 'My parcel ORD-50071 has not arrived and the tracking has not moved for a week.';
const SIGN_IN = 'I cannot log in, the password reset e-mail never arrives.';
const BUG = 'The app crashes every time I open the checkout page.';

// Each body runs by itself under a plain subject (checked below); under these subjects a person reads it.
const HELD_SUBJECTS = [
  'URGENT - legal action',
  'Legal action',
  'My lawyer will contact you',
  'Final warning before I sue',
  'Chargeback filed',
  'Reporting you to consumer protection',
  'Escalation to your CEO',
  'Complaint to the ombudsman',
  'Police report',
  'You are scammers',
  'Urgent!!!',
  'Fraud on my card',
  // neighbours written for this brief
  'Urgent: parcel missing',
  'Last chance before court',
  'Refund or I sue',
  'Worst service ever',
  'Second complaint, escalate now',
  'Re: URGENT',
];
const BODIES: Array<[string, string]> = [
  ['refund', REFUND],
  ['shipping', TRACE],
  ['account', SIGN_IN],
  ['bug', BUG],
];
const PLAIN_SUBJECTS: Record<string, string> = {refund: 'Refund for damaged blender', shipping: 'Where is my parcel?', account: 'Cannot log in', bug: 'App crashes at checkout'};

describe('u29y F9: the subject counts as the body does, for every automatic action', () => {
  it.each(BODIES)('the %s body under a plain subject still runs by itself', (_c, body) => {
    const t = run(PLAIN_SUBJECTS[_c], body);
    expect(t.route.queue, show(t)).toBe('auto');
  });

  const rows = HELD_SUBJECTS.flatMap((s) => BODIES.map(([c, b]) => [s, c, b] as const));
  it.each(rows)('subject "%s" over the %s body goes to a person, the reason quoting the subject', (subject, _c, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    // The new reason quotes the whole subject; a specific check that held it before quotes its word ("Chargeback").
    const reasons = t.route.reasons.join(' ').toLowerCase();
    expect(subject.split(/\W+/).some((w) => w.length > 3 && reasons.includes(w.toLowerCase())), show(t)).toBe(true);
  });

  // Plain headlines of the matter stay automatic: the closed world must not hold every subject.
  it.each([
    ['Refund request', REFUND],
    ['Refund ORD-50070', REFUND],
    ['Damaged item', REFUND],
    ['Broken blender', REFUND],
    ['Refund please', REFUND],
    ['Order ORD-50070', REFUND],
    ['Re: refund for my order', REFUND],
    ['Parcel not arrived', TRACE],
    ['Tracking stuck', TRACE],
    ['Password reset not arriving', SIGN_IN],
    ['Login problem', SIGN_IN],
    ['Checkout crash', BUG],
    ['', REFUND],
    ['Return and refund for headphones', REFUND],
    ['Re: broken', REFUND],
    ['Parcel ORD-50071 missing', TRACE],
    ['Two-factor code never arrives', SIGN_IN],
    ['Thanks team', TRACE],
  ])('subject "%s" stays automatic', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

/**
 * u29y F17: a refund the message says was already paid ("Refund $45.00 for ORD-60145 was already paid to me
 * yesterday, sorry, ignore") still proposed "Refund $45.00 …" under Approve: approving it pays twice. The
 * proposal is now a look-up, no new refund.
 */
describe('u29y F17: money already paid back is looked up, never proposed again', () => {
  it.each([
    'Please refund $45.00 for ORD-60145, it arrived broken. Refund $45.00 for ORD-60145 was already paid to me yesterday, sorry, ignore.',
    'Please refund $45.00 for ORD-60145, it arrived broken. The $45.00 was already credited to my card.',
    'Please refund $30.00 for ORD-60146, it arrived broken. Update: I got the money back this morning.',
    'Please refund $30.00 for ORD-60147, it arrived broken. Never mind, the refund came through already.',
    'Refund $20.00 for ORD-60148 please, it arrived broken. You already paid it back yesterday.',
    'Please refund $25.00 for ORD-60149, it arrived broken. Edit: refund of $25.00 received, thanks.',
    // neighbours
    'Please refund $45.00 for ORD-60150, it arrived broken. PS: the money is already back on my card.',
    'Please refund $45.00 for ORD-60151, it arrived broken. Sorry, I have already received the refund.',
    'Please refund $45.00 for ORD-60152, it arrived broken. Your colleague already refunded it on the phone.',
  ])('%s', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action ?? '', show(t)).not.toMatch(/^Refund /);
    // Either a look-up, or (a request taken back: "Never mind, …") no action at all.
    if (t.proposal.action !== null) expect(t.proposal.action, show(t)).toMatch(/no new refund/);
  });
});

/**
 * u29y F20: "I do not want a refund for ORD-61021" next to a refund for ORD-61020 proposed refunding both. An
 * order named only inside a negated request is left out of the proposal, which names it as excluded.
 */
describe('u29y F20: an order the customer asked not to refund is never in the proposal', () => {
  it.each([
    ['Please refund $45.00 for ORD-61020, it arrived broken. I do not want a refund for ORD-61021.', 'ORD-61020', 'ORD-61021'],
    ["Please refund $45.00 for ORD-61020, it arrived broken. Don't refund ORD-61021, I am keeping that one.", 'ORD-61020', 'ORD-61021'],
    ['Please refund $45.00 for ORD-61020, it arrived broken, but please do not refund ORD-61021.', 'ORD-61020', 'ORD-61021'],
    ['I do not want a refund for ORD-61021. Please refund $45.00 for ORD-61020, it arrived broken.', 'ORD-61020', 'ORD-61021'],
    // neighbours
    ['Please refund $45.00 for ORD-61030, it arrived broken. ORD-61031 is fine, no refund for that one.', 'ORD-61030', 'ORD-61031'],
    ['Please refund $45.00 for ORD-61040 (it arrived broken) but not ORD-61041.', 'ORD-61040', 'ORD-61041'],
  ])('%s', (body, kept, excluded) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    const action = t.proposal.action ?? '';
    expect(action, show(t)).toContain(kept);
    expect(action.replace(new RegExp(`not ${excluded}[^.;]*`), ''), show(t)).not.toContain(excluded);
  });
});

/**
 * u29y F1: order numbers in a shop's own style ("#48213", "order 55102", "order no. 55102") are not this shop's
 * ORD- numbers. The proposal said "Reply asking for the order number", as if none was given. It now names what
 * the customer wrote and the format the shop uses; no refund or trace is made for a number it did not read.
 */
describe('u29y F1: an order number in another format gets an honest reply naming the expected format', () => {
  it.each([
    ['Refund', "Hi, I'd like a refund for order #48213. The blender arrived broken. It was $39.99.", '#48213'],
    ['Refund', 'Please refund $39.99 for order 55102, it arrived broken.', '55102'],
    ['Refund', 'Please refund $39.99 for order no. 55102, it arrived broken.', '55102'],
    ['Refund', 'Please refund $39.99 for order number 55102, it arrived broken.', '55102'],
    ['Where is my parcel?', 'My parcel for order #48213 has not arrived and the tracking has not moved for a week.', '#48213'],
    ['Refund', 'Please refund $39.99 for my order JP-22190, it arrived broken.', 'JP-22190'],
    // neighbours
    ['Refund', 'Please refund $39.99 for order nr. 77123, it arrived broken.', '77123'],
    ['Order #55102', 'Please refund $39.99, it arrived broken.', '#55102'],
    ['Where is my parcel?', 'Order number: 88231. It has not arrived and the tracking has not moved.', '88231'],
  ])('%s / %s', (subject, body, written) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.fields.orderIds, show(t)).toEqual([]);
    expect(t.proposal.action ?? '', show(t)).toContain(`"${written}"`);
    expect(t.proposal.action ?? '', show(t)).toContain('ORD-');
  });
});

/**
 * Brief 45t: a medical emergency after a thank-you went to a person with the reason "the message only says
 * thank you". It goes to a person with a true reason that quotes it.
 */
describe('a medical emergency or danger after a thank-you', () => {
  it.each([
    ['Thanks', 'Thank you for the quick delivery. My father collapsed after taking the supplement, he is in hospital now.', 'collapsed'],
    ['Thanks', 'Thanks so much! I think I am having an allergic reaction to the cream, my throat is swelling.', 'allergic reaction'],
    ['Thank you', 'Thank you! My son swallowed a battery from the toy and we are on the way to the emergency room.', 'swallowed'],
    ['Thanks', 'Thanks for the fast shipping. The heater caught fire last night and burned my hand.', 'caught fire'],
    // neighbours
    ['Thanks', 'Thank you. I cut myself on the broken glass and it will not stop bleeding.', 'bleeding'],
    ['Thanks', "Thanks. I can't breathe properly since using the spray.", "can't breathe"],
    ['Great service', 'Great service, thanks! The kettle gave me an electric shock this morning.', 'electric shock'],
    ['Refund', 'Please refund $20.00 for ORD-61050, the cream gave me an allergic reaction.', 'allergic reaction'],
    ['Where is my parcel?', 'My insulin in ORD-61051 has not arrived and I am now in hospital.', 'in hospital'],
  ])('%s / %s', (subject, body, words) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    const reasons = t.route.reasons.join('; ');
    expect(reasons, show(t)).not.toMatch(/only says thank you/);
    expect(reasons, show(t)).toContain(words);
  });
});

/**
 * u29y F19: "Great service! Can you tell me when my order ORD-61011 will arrive?" was Refund, with "Look up the
 * amount paid for ORD-61011, then refund it" under Approve, though no refund, money or fault is named. A refund
 * proposal now needs one of them; otherwise a person replies, and the reason says why.
 */
describe('u29y F19: no refund is proposed for a message that names no refund, money or fault', () => {
  it.each([
    ['Question', 'Great service! Can you tell me when my order ORD-61011 will arrive?'],
    ['Order', 'My order ORD-61014 arrived. Great service.'],
    ['Parcel', 'Order ORD-48213 has not arrived yet, it was due on Monday.'],
    ['Hello', 'Hello, about my order ORD-61015: could you check the status?'],
  ])('%s / %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.proposal.action ?? '', show(t)).not.toMatch(/\brefund it\b|^Refund /);
  });
  it('a fault or money still gets its refund proposal', () => {
    expect(run('Refund', 'Please refund $45.00 for ORD-61016, it arrived broken.').route.queue).toBe('auto');
    expect(run('Broken', 'My order ORD-61017 arrived broken.').proposal.action ?? '').toMatch(/refund/i);
  });
});
