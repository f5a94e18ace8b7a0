/**
 * Brief 45t2 (issue 28, u30g): a subject that takes the request back ("Do not refund", "Never mind", "Test",
 * "Refund - second request", "Crash fixed now") let the action run, since a subject headline could carry one
 * free word; a reply to a forward ("RE: FW: refund") was not seen as forwarded; a neighbour's parcel was traced
 * for the writer; a recovery link asked for at a new phone number was sent to the address on file.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string, from = 'pat@example.com'): Triaged => triage({id: 's45t2', from, subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;

const REFUND = 'Please refund $30.00 for ORD-3404, it arrived broken.';
const TRACE = 'Where is my parcel ORD-3304? It has not arrived.';
const SIGN_IN = 'I cannot log in to my account, the password reset link never arrives.';
const M10 = 'I am locked out of my account because the two-factor SMS code never arrives. I changed phones last month.';
const BUG = 'The app crashes every time I open the settings page, version 3.2.';

describe('u30g F15: a subject that takes the request back, or says it is done, a test or a repeat, holds the action', () => {
  const rows: Array<[string, string]> = [
    // the tester's
    ['Do not refund', REFUND], ['No refund please', REFUND], ['Forget the refund', REFUND], ['Cancel refund', REFUND],
    ['Refund cancelled', REFUND], ['Scratch that', REFUND], ['Disregard', REFUND], ['Ignore this', REFUND],
    ['Oops wrong order', REFUND], ['Test', REFUND], ['Refund - second request', REFUND], ['Re: Refund approved', REFUND],
    ['Cancel my order', REFUND], ['Stop my refund', REFUND], ['Withdraw refund request', REFUND], ['Never mind the refund', REFUND],
    ['Ignore my refund request', REFUND], ['Refund request withdrawn', REFUND], ['Cancelled - refund', REFUND],
    ['Wrong order number, sorry', REFUND], ['Cancel my refund', REFUND],
    ['Never mind', TRACE], ['Found it, no need to trace', TRACE], ['Crash fixed now', BUG],
    ['Never mind, got back in', M10], ['Disregard', M10], ['Two-factor code never arrives (fixed now)', M10], ['Got it back in, thanks', SIGN_IN],
    // neighbours written for this brief
    ['Refund not needed', REFUND], ['Dont refund', REFUND], ['Refund no longer wanted', REFUND], ['Refund already done', REFUND],
    ['Refund (reminder)', REFUND], ['2nd request: refund', REFUND], ['Refund again', REFUND], ['Testing 123', REFUND],
    ['Refund - sent by accident', REFUND], ['Parcel arrived now', TRACE], ['Parcel turned up', TRACE], ['Parcel found', TRACE],
    ['No trace needed', TRACE], ['Tracking resolved', TRACE], ['Login works again', SIGN_IN], ['All sorted, ignore', SIGN_IN],
    ["Don't send a link", SIGN_IN], ['Crash solved', BUG], ['Bug gone after update', BUG], ['Refund for my neighbour', REFUND],
    ['Refund denied?', REFUND], ['Follow-up: refund', REFUND], ['Refund ASAP or else', REFUND], ['Refund was paid', REFUND],
  ];
  it.each(rows)('subject "%s" holds the action', (subject, body) => {
    const t = run(subject, body, body === M10 ? 'mike@example.com' : 'pat@example.com');
    expect(t.route.queue, show(t)).toBe('human');
    // The reason names the subject, or quotes its words (a specific check such as a third party's may hold it first).
    const reasons = t.route.reasons.join(' ').toLowerCase();
    expect(/subject/.test(reasons) || subject.split(/\W+/).some((w) => w.length > 3 && reasons.includes(w.toLowerCase())), show(t)).toBe(true);
  });
  // Plain headlines stay automatic.
  it.each([
    ['Refund request', REFUND], ['Broken blender', REFUND], ['Kettle arrived broken', REFUND], ['Refund for damaged blender', REFUND],
    ['Return and refund for headphones', REFUND], ['Re: Re: refund', REFUND], ['Wrong size', REFUND], ['Parcel not arrived', TRACE],
    ['Where is my parcel?', TRACE], ['Cannot log in', SIGN_IN], ['Two-factor code never arrives', M10], ['App crashes at checkout', BUG],
    ['Refund', REFUND], ['Never arrived', TRACE],
  ])('subject "%s" stays automatic', (subject, body) => {
    const t = run(subject, body, body === M10 ? 'mike@example.com' : 'pat@example.com');
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('u30g F16: any forward in a chain of reply and forward prefixes goes to a person', () => {
  it.each([
    ['RE: FW: refund', REFUND], ['RE: RE: FW: refund', REFUND], ['AW: WG: Rückerstattung', REFUND], ['RE: FW: parcel', TRACE],
    ['Re:Fwd: refund', REFUND], ['RE: [EXT] FW: refund', REFUND], ['Re: TR: remboursement', REFUND], ['SV: VS: refund', REFUND],
    ['Re: refund (fwd)', REFUND], ['Re: RV: refund', REFUND], ['Re: Fw : refund', REFUND],
  ])('"%s" is forwarded', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toMatch(/forwarded/);
  });
});

describe('F16: the reason for a forward keeps the wording the page checks (e2e demos-task-automation-t)', () => {
  it('"Fwd: Refund request" says its subject starts with "Fwd:"', () => {
    const t = run('Fwd: Refund request', 'Please refund $25.00 for ORD-70111, the lamp was broken.');
    expect(t.route.reasons.join(' '), show(t)).toMatch(/is forwarded \(its subject starts with "Fwd:"\): the request in it may not be the sender's own/);
  });
});

describe("u30g F8: someone else's order is a person's, however that someone is named", () => {
  it.each([
    ['Parcel', "My neighbour's parcel ORD-5004 has not arrived, can you check?"],
    ['Parcel', "My neighbor's parcel ORD-6101 has not arrived, can you check?"],
    ['Parcel', "Our neighbours' parcel ORD-3605 has not arrived, can you check?"],
    ["Neighbour's parcel", 'Where is ORD-3113? It has not arrived.'],
    ['Parcel', "My flatmate's parcel ORD-3606 has not arrived."],
    ['Parcel', "Tom's parcel ORD-3607 has not arrived."],
    ['Parcel', "The neighbour’s order ORD-3608 has not arrived."],
    ['Parcel', 'The parcel ORD-3609 of my neighbour has not arrived.'],
    ['Refund', "Please refund $30.00 for my neighbour's order ORD-3610, it arrived broken."],
    ['Cannot log in', "I cannot log in to my wife's account, the reset link never arrives."],
    ['Parcel', "My mum's parcel ORD-3704 never arrived."],
    ['Parcel', 'The parcel belonging to my lodger, ORD-3705, has not arrived.'],
  ])('%s / %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
  it.each([
    ['Parcel', "Last week's parcel ORD-3611 has not arrived."],
    ['Parcel', 'My parcel ORD-3612 has not arrived, the tracking has not moved for a week.'],
    ['Parcel', "My parcel ORD-3703 has not arrived, the tracking page's status has not moved."],
  ])('own order stays automatic: %s / %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('u30g F11: a recovery link asked for somewhere new is a change of account details', () => {
  it.each([
    `${M10} Please send the link to my new phone number +44 7700 900123.`,
    `${M10} Send the code to my new number instead.`,
    `${M10} My new number is +1 555 0100 123.`,
    `${M10} Please text the reset to 07700900123.`,
    `${M10} Please send the link to my work address.`,
    `${M10} Could you send the reset link to my other email?`,
    `${M10} Please send the code to this number: 07700 900123.`,
  ])('%s', (body) => {
    const t = run('Two-factor code never arrives', body, 'mike@example.com');
    expect(t.route.queue, show(t)).toBe('human');
  });
  it('a plain request for the link stays automatic', () => {
    const t = run('Two-factor code never arrives', `${M10} Please send me a recovery link.`, 'mike@example.com');
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('u30g F6: a gas smell, sparks or smoke is a danger, named first', () => {
  it.each([
    'Please refund $30.00 for ORD-3039. It is leaking and smells like gas.',
    'Please refund $30.00 for ORD-3040. It is faulty and sparks when plugged in.',
    'Please refund $30.00 for ORD-3041. The charger started smoking.',
    'Please refund $30.00 for ORD-3042. There is a burning smell from the plug.',
    'Please refund $30.00 for ORD-3043. I think there is a gas leak from the heater.',
  ])('%s', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons[0], show(t)).toMatch(/danger/);
  });
  it('"sparkling water" is no danger', () => {
    const t = run('Refund', 'Please refund $30.00 for ORD-3044, the sparkling water bottles arrived broken.');
    expect(t.route.reasons.join(' '), show(t)).not.toMatch(/emergency, injury or danger/);
  });
});
