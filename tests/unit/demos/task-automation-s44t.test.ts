/**
 * Brief 44t (issue 28), after u29q: the closed world of 43t2 covered refunds only.
 * 1. Other automatic actions (a delivery trace, an account-recovery link, a bug ticket, passing a request to
 *    billing) still ran by themselves next to a clause the demo does not understand: a threat, a dispute, a
 *    promise, a third party, a policy exception. Now every automatic action needs every clause of the body
 *    accounted for (the same mechanism: each clause a greeting, thanks or sign-off, or a clause of that
 *    action's own matter).
 * 2. Over-strict holds: a plain run-on refund ("hi please refund 20 usd for ORD-1234 thanks a lot have a nice
 *    day") was held because greetings and sign-offs without punctuation were not split off.
 * Rows written for this brief; failing counts on the old code (integration 7309116) are in the commit message.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 's44', from: 'pat@example.com', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.body}`;

// Each ran automatically on the old code: a trace, a recovery link, a ticket or a pass to billing next to a
// threat, a dispute, a promise, a third party or a demand.
const OTHER_ACTIONS_HELD: Array<[string, string]> = [
  ['Where is my parcel', 'My parcel ORD-50001 has not arrived. I will report you to the consumer protection agency.'],
  ['Late', 'My parcel ORD-50002 has not arrived yet. My lawyer is already drafting a letter.'],
  ['Late', "My sister's parcel ORD-50008 never arrived, she is very upset."],
  ['Login', "I can't log in. Your agent said you would reset my password for me."],
  ['Login', "I am locked out of my account. I'm the owner's husband and she asked me to sort it out."],
  ['Bug', 'The app crashes every time I open the settings page on Android 14. Give me a discount or I leave.'],
  ['Bug', 'The app crashes every time I open the settings page on Android 14. My lawyer will be in touch.'],
  ['Billing', 'Please send me a copy of invoice INV-2201. I dispute the charge and will contact my bank.'],
  ['Billing', 'Please correct the VAT number on invoice INV-2204, otherwise I report you to the tax office.'],
];

// Neighbours of the same classes, written for this brief.
const OTHER_NEIGHBOURS: Array<[string, string]> = [
  ['Parcel', 'My package ORD-50031 has not arrived. I expect free express shipping on my next order.'],
  ['Parcel', 'ORD-50032 never arrived. I will file a chargeback with my card company tomorrow.'],
  ['Parcel', 'Tracking for ORD-50033 has not moved for a week. Your colleague promised it would be here on Monday.'],
  ['Parcel', 'My package ORD-50034 is lost. This is unacceptable and I am posting about it on social media.'],
  ['Parcel', 'ORD-50035 has not arrived. I am writing for my grandmother who placed the order.'],
  ['Login', 'I cannot log in to my account. The owner of the account passed away and I am his son.'],
  ['Login', 'I am locked out of my account. I am going to report this to the data protection authority.'],
  ['Login', "I can't sign in to my account. I need to get in to download my late father's photos."],
  ['Bug', 'The app crashes every time I open my orders on Android 14. I want compensation for the lost time.'],
  ['Bug', 'Every time I open the checkout page I get an error 500. I will sue you for the lost sales.'],
  ['Bug', 'The app crashes when I upload a photo on iOS 18. I was promised a fix last month by your agent.'],
  ['Billing', 'Please reissue invoice INV-2301 with our VAT number. Your manager agreed to waive the late fee.'],
  ['Billing', 'Please send a copy of invoice INV-2302. My accountant says you overcharged us and we will not pay.'],
  ['Late', 'My package ORD-51003 has not arrived yet. I was told by your chat it would come on Monday.'],
  ['Login', "I cannot log in to my account. Please transfer my points to my wife's account."],
  ['Login', "I can't log in to my account. I am a journalist and will write about your security."],
  ['Bug', 'The app crashes every time I open the cart on iOS 18. I demand a free month of premium.'],
  ['Bug', 'The app crashes every time I open the cart on iOS 18. This is the third time I am reporting it, next stop is the ombudsman.'],
];

// Plain messages of each automatic action: every clause is a greeting, thanks, a sign-off or the matter itself.
const OTHER_KEEP: Array<[string, string]> = [
  ['Where is my parcel', 'My parcel ORD-50041 has not arrived yet. Can you check where it is?'],
  ['Late', 'Hi, my package ORD-50042 has not arrived and the tracking shows no update. Thanks, Ana'],
  ['Tracking', 'My parcel ORD-50043 was supposed to arrive on November 14 but tracking has not moved for five days. Can you check where the package is?'],
  ['Lost', 'hi my parcel ORD-50044 has not arrived thanks a lot have a nice day'],
  ['Login', 'I cannot log in to my account, the password reset does not work. Thanks'],
  ['Locked', 'Hello, I am locked out of my account because the verification code never arrives. Regards, Lee'],
  ['Login', 'hi i cant log in to my account the reset link never arrives thanks'],
  ['Crash', 'The app crashes every time I open the settings page. Android 14, app version 4.2.1. Thanks.'],
  ['Error', 'Every time I open My Orders I get an error 500 page. Tried Chrome and Firefox, cleared the cache.'],
  ['Late', 'Hi my package ORD-51004 has not arrived yet can you check where it is thanks'],
  ['Locked', 'hey i am locked out of my account the verification code never arrives cheers'],
  ['Crash', 'hi the app crashes every time i open settings on android 14 thanks a lot'],
];

// Plain run-on refunds: a greeting, the request, a plain reason and thanks, without the punctuation between.
const RUN_ON_KEEP: Array<[string, string]> = [
  ['Refund', 'hi please refund 20 usd for ORD-1234 thanks a lot have a nice day'],
  ['Refund', 'hi please refund $20.00 for ORD-1234 thanks a lot have a nice day'],
  ['Refund', 'hello please refund $20.00 for ORD-1252 thank you'],
  ['Refund', 'Hi there please refund $25.00 for ORD-1235 the mug arrived broken thanks'],
  ['Refund', 'good morning please refund $15.00 for ORD-1238 the item never arrived many thanks best regards Ana'],
  ['Refund', 'please refund $40.00 for ORD-1239 thank you very much and have a great day'],
  ['Refund', 'hi i would like a refund of $22.00 for ORD-1240 the lamp is broken thanks'],
  ['Refund', 'Hello, please refund $18.00 for ORD-1242 thanks in advance kind regards Lee'],
  ['Refund', 'hi pls refund $12.00 for ORD-1243 ty'],
  ['Refund', 'Hi please refund $20.00 for ORD-1247 thank you for your help'],
  ['Refund', 'Dear support please refund $20.00 for ORD-1248 regards Tom Smith'],
  ['Refund', 'Hi please refund $20.00 for ORD-1251 have a nice weekend'],
  ['Refund', 'Hi team can you please refund $30.00 for ORD-1237 thanks so much'],
  ['Refund', 'hi please refund $15.00 for ORD-1260 the cup arrived cracked cheers'],
  ['Refund', 'Hi Sarah please refund $15.00 for ORD-1261 thanks'],
  ['Refund', 'please refund $15.00 for ORD-1262 thanks best regards Maria Lopez'],
  ['Refund', 'good evening kindly refund $15.00 for ORD-1265 the wrong size was sent thank you so much'],
  ['Refund', 'hey pls refund $15.00 for ORD-1266 thx bye'],
];

// The same run-on form with a clause that is no greeting: still a person.
const RUN_ON_HELD: Array<[string, string]> = [
  ['Refund', 'Hi please refund $20.00 for ORD-1244 thanks a lot my lawyer is waiting'],
  ['Refund', 'hi please refund $20.00 for ORD-1245 thanks a lot or I will sue you'],
  ['Refund', 'hello please refund $20.00 for ORD-1246 thanks my sister bought it'],
  ['Refund', 'hi please refund $20.00 for ORD-1253 thanks i know it is past the return window'],
  ['Refund', 'hi please refund $20.00 for ORD-1254 have a nice day your agent already agreed'],
  ['Refund', 'thanks please refund $20.00 for ORD-1255 my card company is looking into the charge'],
  ['Refund', 'Hi please refund $15.00 for ORD-1263 thanks Maria my husband will pick up the money'],
  ['Refund', 'please refund $15.00 for ORD-1264 the item arrived broken and I am a lawyer'],
  ['Refund', 'Hi please refund $15.00 for ORD-1267 thanks or else'],
  ['Refund', 'hi please refund $15.00 for ORD-1268 thanks i will dispute it with my bank otherwise'],
];

describe('every automatic action needs every clause accounted for (44t finding 1)', () => {
  it.each(OTHER_ACTIONS_HELD)('once automatic: %s / %s is held', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
  it.each(OTHER_NEIGHBOURS)('neighbour: %s / %s is held', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
  it.each(OTHER_KEEP)('plain: %s / %s stays automatic', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
  it('the reason quotes the clause not accounted for', () => {
    const t = run('Late', 'My parcel ORD-50002 has not arrived yet. My lawyer is already drafting a letter.');
    expect(t.route.reasons.join(' '), show(t)).toContain('“My lawyer is already drafting a letter”');
  });
  it('the samples that ran by themselves still do', () => {
    for (const id of ['m01', 'm02', 'm05', 'm09', 'm10', 'm11', 'm12', 'm17']) {
      const m = SAMPLE_MESSAGES.find((s) => s.id === id)!;
      const t = triage(m, EXAMPLES, rules);
      expect(t.route.queue, `${id}: ${show(t)}`).toBe('auto');
    }
  });
});

describe('greetings, thanks and sign-offs without punctuation are accounted for (44t finding 2)', () => {
  it.each(RUN_ON_KEEP)('plain run-on: %s / %s runs by itself', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
  it.each(RUN_ON_HELD)('run-on with another clause: %s / %s is held', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
});

describe('u29q F5: a quoted sentence starts at a sentence end, never inside an amount', () => {
  it('the alternative offered is quoted from the start of its sentence', () => {
    const t = run('Store credit', 'Please refund $25.00 for ORD-62002 as store credit instead of back to my card.');
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain('("Please refund $25.00 for ORD-62002 as store credit instead of back to my card.")');
  });
});
