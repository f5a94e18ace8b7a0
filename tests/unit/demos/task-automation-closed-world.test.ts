/**
 * Brief 43t2 (issue 28), u29q's Task Automation test: 15 refunds ran automatically that a careful support lead
 * would hold, each in a wording the deny-lists did not know (a gift, someone else's purchase, a policy exception,
 * a return not received, a promise, a threat, a disputed charge, an unclear destination). The fix is a closed
 * world: a refund runs by itself only when every clause of the body is accounted for (greetings, thanks and
 * sign-offs; the request itself; a plain reason the policy covers). Anything else goes to a person, and the reason
 * quotes the first clause not accounted for.
 * Also F3 ("40 usd" read by the action but not by Extract), F14 ("$80,00"), F7 (A$ and AUD kept in the action),
 * F4 (several orders named in the proposal).
 * Rows: u29q's wrong rows, neighbours written for this test, and plain requests that must stay automatic.
 * Failing on the old code (integration 31241ef): see the commit message for the count.
 */
import {describe, expect, it} from 'vitest';
import {extractFields, parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 'cw', from: 'pat@example.com', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.body}`;

// u29q's rows (F1, F2, F6, F8, F9, F12, F13, F15 and L12), each run automatically on the old code.
const TESTER: Array<[string, string]> = [
  ['Gift', 'I received order ORD-90210 as a birthday present from my aunt. Please refund $45.00 to me.'],
  ['Gift', 'ORD-83002 was a present I received. Please refund $35.00, the colour is wrong.'],
  ['Return in transit', "I posted the return this morning but you haven't received it yet. Please refund $64.99 for ORD-80412 now."],
  ['Return not received', 'You have not received my return yet but please refund $35.00 for ORD-81004 today.'],
  ['Son ordered', 'My 12 year old son ordered ORD-81029 without asking. Please refund $59.00.'],
  ['Angry', 'This is the worst shop ever. Refund $70.00 for ORD-81011 or I will report you to the consumer protection agency.'],
  ['Lawyer', 'Refund $60.00 for ORD-83006 immediately. My lawyer is already drafting a letter.'],
  ['Subscription', 'I cancelled last month but you charged me again. Please refund $12.99 for ORD-81025.'],
  ['Refund', "Please refund $70.00 for ORD-82025 even though it's past the 30-day window, I was in hospital."],
  ['Refund', 'Please refund $30.00 for ORD-82014 – the item is fine, I just changed my mind after using it for six months.'],
  ['Return window', 'I know the return period ended last month, but please refund $40.00 for ORD-83013 anyway.'],
  ['Used', "I've worn the boots from ORD-83014 for a whole season and now I don't like them. Please refund $89.00."],
  ['Refund', 'Please refund $30.00 for ORD-82017. I was told on the phone it would be refunded.'],
  ['Refund', 'Please refund $35.00 for ORD-82010 to my account.'],
  ['Refund', "Please refund $20.00 for ORD-83012. I'm the shop owner's cousin, so just do it."],
];

// Neighbours written for this test: new wordings of each class.
const NEIGHBOURS: Array<[string, string]> = [
  // a gift, or the writer is not the buyer
  ['Present', 'My sister gave me ORD-84001 for Christmas. Please refund $25.00.'],
  ['Gift', 'ORD-84002 was a wedding gift from my colleagues. Please refund $60.00.'],
  ['Gift card', 'I got ORD-84003 as a gift and I do not like it. Please refund $30.00.'],
  ['Grandma', 'Grandma bought ORD-84004 for me. Refund $40.00 please.'],
  ['Flatmate', 'My flatmate used my laptop to order ORD-84005. Please refund $22.00.'],
  ['Kid', 'The kids ordered ORD-84006 on my tablet by accident. Please refund $15.00.'],
  ['Husband', 'My husband placed ORD-84007 and forgot to tell me. Please refund $48.00.'],
  ['Boss', 'Our intern bought ORD-84008 on the company account. Please refund $70.00.'],
  // a policy exception: late, used, changed mind
  ['Late return', 'I am outside the return window for ORD-84010 but please refund $33.00.'],
  ['Late', 'Please refund $45.00 for ORD-84011, I know it has been 60 days.'],
  ['Exception', 'Please make an exception and refund $29.00 for ORD-84012.'],
  ['Used it', 'I used the tent from ORD-84013 for three trips. Please refund $90.00.'],
  ['Mind', 'I changed my mind about ORD-84014. Please refund $18.00.'],
  ['Opened', 'Please refund $55.00 for ORD-84015 although the seal is opened.'],
  ['Year', 'Please refund $65.00 for ORD-84016, I bought it over a year ago.'],
  ['Regardless', 'Please refund $24.00 for ORD-84017 regardless of your policy.'],
  // a return not received
  ['In transit', 'My return for ORD-84020 is still in transit. Please refund $37.00.'],
  ['Tracking', 'Please refund $41.00 for ORD-84021, the tracking shows my return has not reached you.'],
  ['Not there', 'The warehouse has not got my parcel back yet, please refund $26.00 for ORD-84022.'],
  // a promise or an earlier conversation
  ['Chat', 'Please refund $28.00 for ORD-84030. Your chat agent said I would get it back.'],
  ['Email', 'Refund $36.00 for ORD-84031 as your email from Monday said.'],
  ['Told', 'Please refund $52.00 for ORD-84032, the store manager told me you would.'],
  ['Call', 'Following my call with Sam yesterday, please refund $17.00 for ORD-84033.'],
  // a threat or pressure
  ['Bank', 'Please refund $44.00 for ORD-84040 or I will dispute it with my bank.'],
  ['Review', 'Refund $39.00 for ORD-84041 now or I will leave a one-star review everywhere.'],
  ['Court', 'Please refund $62.00 for ORD-84042 before I take you to small claims court.'],
  ['Deadline', 'Please refund $21.00 for ORD-84043 within 24 hours, this is my final warning.'],
  ['Media', 'Refund $58.00 for ORD-84044. The local newspaper will hear about this.'],
  // a disputed charge
  ['Charged', 'You charged my card for ORD-84050 after I cancelled. Please refund $14.99.'],
  ['Never ordered', 'I never ordered ORD-84051 but it was charged. Please refund $27.00.'],
  ['Renewal', 'The plan renewed without warning as ORD-84052. Please refund $9.99.'],
  ['Trial', 'My free trial turned into ORD-84053 without notice. Please refund $19.00.'],
  // the money asked to go somewhere unclear
  ['Wallet', 'Please refund $32.00 for ORD-84060 to my wallet.'],
  ['Balance', 'Please refund $46.00 for ORD-84061 into my balance here.'],
  ['Other', 'Please refund $23.00 for ORD-84062 to the other one.'],
  ['Partner', 'Please refund $34.00 for ORD-84063 to my partner.'],
  // other unexplained content
  ['Urgent', 'Please refund $47.00 for ORD-84070 today, I need the money for rent.'],
  ['Reseller', 'I bought ORD-84071 to resell it. Please refund $75.00.'],
  ['Second', 'This is the fourth refund I am asking for this month. Please refund $16.00 for ORD-84072.'],
  ['Keep', 'Please refund $38.00 for ORD-84073, I will keep the item.'],
  ['Discount', 'Please refund $27.00 for ORD-84074, I found it cheaper elsewhere.'],
  ['Employee', 'I work in your warehouse. Please refund $31.00 for ORD-84075.'],
];

// Rows of earlier test files that expected an automatic refund; the closed world rightly holds them: each has a
// clause that is no greeting, request or plain reason (a lead-in, an aside, a symptom outside the list).
const HELD_NOW: Array<[string, string]> = [
  // was a must-stay-automatic row in s41 gift must-keep
  ['Refund', 'Please refund $22.00 for ORD-57087, the present I bought for myself arrived with a dent.'],
  // was a must-stay-automatic row in s41 gift must-keep
  ['Refund', 'Please refund $30.00 for ORD-57088, the gift wrap was torn and the mug inside broken.'],
  // was a must-stay-automatic row in s41b must-keep
  ['Refund', 'Please refund $20.00 for ORD-57063, it arrived broken. I placed this order last week.'],
  // was a must-stay-automatic row in s41b must-keep
  ['Refund', 'Please refund $30.00 for ORD-55023, the bowl arrived broken and I never got a replacement.'],
  // was a must-stay-automatic row in s41b must-keep
  ['Refund', 'Please refund $35.00 for ORD-52021, the frame arrived cracked. The shop sent a replacement label for the return, no replacement item.'],
  // was a must-stay-automatic row in s42b clean
  ['Refund', 'Please refund $20.00 for ORD-12356, half the glaze was missing on the bowl.'],
  // was a must-stay-automatic row in s43 KEEP
  ['No return', 'Please refund $12.00 for ORD-70044, the item never needs to be returned as it was a digital code that did not work.'],
  // was a must-stay-automatic row in s43 round 2 keep
  ['Refund', 'Please refund $40.00 for ORD-80066, the one I ordered on 3 November.'],
  // was a must-stay-automatic row in s43 round 2 keep
  ['Refund', 'Please refund $99.99 for ORD-80023, the speaker hums.'],
  // was a must-stay-automatic row in s43 round 2 keep
  ['Puzzle', 'Please refund $18.00 for ORD-81041, some of the pieces were missing so the puzzle is useless.'],
];

// Plain requests: every clause is a greeting, thanks, a sign-off, the request, or a plain reason.
const KEEP: Array<[string, string]> = [
  ['Broken', 'Hi, ORD-12345 arrived broken, please refund $25.00. Thanks, Ana'],
  ['Cracked', 'Please refund $25.00 for ORD-85001, the teapot arrived cracked.'],
  ['Damaged', 'Hello, my lamp from order ORD-85002 arrived damaged. Please refund $40.00. Thank you!'],
  ['Wrong size', 'I received the wrong size for ORD-85003. Please refund $35.00.'],
  ['Wrong colour', 'Please refund $29.00 for ORD-85004, the colour is wrong.'],
  ['Wrong item', 'Hi, I received the wrong item in ORD-85005. Please refund $19.00. Thanks.'],
  ['Never arrived', 'My order ORD-85006 never arrived. Please refund $55.00.'],
  ['Not arrived', 'Hi, ORD-85007 has not arrived. I would like a refund of $42.00. Regards, Tom'],
  ['Dented', 'The toaster from ORD-85008 arrived dented. Please refund $38.00.'],
  ['Defective', 'Please refund $60.00 for ORD-85009, it is defective.'],
  ['Leaks', 'Please refund $22.00 for ORD-85010, the bottle leaks.'],
  ['Refund', 'Please refund $15.00 for my order ORD-85011, thank you.'],
  ['Refund', 'Refund $12.99 for ORD-85012 please, it arrived broken.'],
  ['Would like', 'I would like a refund of $44.00 for ORD-85013, the mug arrived cracked.'],
  ['Sent back', 'I sent it back yesterday, please refund $38.00 for ORD-85014.'],
  ['Returned', 'I returned the lamp last week. Please refund $30.00 for ORD-85015.'],
  ['Faulty', 'Good morning, the charger from ORD-85016 is faulty. Please refund $18.50. Best regards, Lee'],
  ['Never came', 'My order ORD-85017 never came. Please refund $27.00.'],
  ['Doesnt work', "The remote from ORD-85018 doesn't work. Please refund $14.00. Cheers"],
  ['Smashed', 'Hi there, the vase from ORD-85019 arrived smashed. Please refund $48.00.'],
  ['Torn', 'The bag from ORD-85020 came torn. Please refund $33.00. Many thanks.'],
  ['Money back', 'ORD-85021 arrived damaged, I would like my money back, $26.00.'],
];

describe('a refund runs by itself only when every clause is accounted for (43t2)', () => {
  it.each(TESTER)('u29q: %s is held for a person', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
  it.each(NEIGHBOURS)('neighbour: %s is held for a person', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
  it.each(HELD_NOW)('once automatic, now held: %s / %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain('more than a plain refund request');
  });
  it.each(KEEP)('plain: %s stays automatic', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
    expect(t.proposal.action, show(t)).toMatch(/^Refund \$\d+\.\d\d for ORD-\d+ to the original payment method\.$/);
  });
  it('the reason quotes the first clause the tool could not account for', () => {
    const t = run('Gift', 'I received order ORD-90210 as a birthday present from my aunt. Please refund $45.00 to me.');
    expect(t.route.reasons.join(' '), show(t)).toContain('the message says more than a plain refund request: “I received order ORD-90210 as a birthday present from my aunt”');
    const u = run('Refund', 'Please refund $35.00 for ORD-82010 to my account.');
    expect(u.route.reasons.join(' '), show(u)).toMatch(/to my account/);
  });
  it('the sample m01 stays automatic, the page example of a refund run by itself', () => {
    const m01 = SAMPLE_MESSAGES.find((m) => m.id === 'm01')!;
    const t = triage(m01, EXAMPLES, rules);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('amounts: Extract and the action agree, and the currency is kept (43t2 F3, F14, F7, F4)', () => {
  it('F3: "40 usd" is read by Extract as the action reads it, or the refund is held', () => {
    const body = 'I would like a refund of 40 usd for ord-42420, the lamp is broken.';
    const t = run('Refund', body);
    const f = extractFields(t.message);
    if (t.route.queue === 'auto') expect(f.amounts, show(t)).toHaveLength(1);
    else expect(t.proposal.action ?? '', show(t)).not.toMatch(/usd/i);
    if (/40 usd/i.test(t.proposal.action ?? '')) expect(f.amounts.length, show(t)).toBe(1);
  });
  it.each([
    ['Please refund $80,00 for ORD-82005, the zipper broke.'],
    ['Please refund $45,50 for ORD-86001, it arrived broken.'],
    ['Refund US$19,99 for ORD-86002 please, the item is defective.'],
  ])('F14: a decimal comma after a dollar sign goes to a person: %s', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toMatch(/comma/);
  });
  it.each([
    ['Please refund A$80.00 for ORD-81020, the kettle leaks.', 'A$80.00'],
    ['Please refund $80.00 AUD for ORD-81021, the kettle leaks.', '$80.00 AUD'],
    ['Please refund C$25.00 for ORD-86010, it arrived broken.', 'C$25.00'],
    ['Please refund $30.00 CAD for ORD-86011, it arrived broken.', '$30.00 CAD'],
  ])('F7: the action keeps the currency as written: %s', (body, written) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action ?? '', show(t)).toContain(written);
  });
  it.each([
    ['Please refund orders ORD-10011, ORD-10012 and ORD-10013, $20.00 each.', ['ORD-10011', 'ORD-10012', 'ORD-10013']],
    ['Please refund $15.00 for ORD-86020 and $15.00 for ORD-86021.', ['ORD-86020', 'ORD-86021']],
  ])('F4: several orders are all named, and the reason says so: %s', (body, orders) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    for (const o of orders) expect(t.proposal.action ?? '', show(t)).toContain(o);
    expect(t.route.reasons.join(' '), show(t)).toMatch(/several orders/);
  });
});
