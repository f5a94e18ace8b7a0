/**
 * Brief 43t (issue 28), the leftovers of u29e's Task Automation test:
 *   1. A refund held back because the money is asked to go somewhere else ("to my PayPal instead of the card")
 *      proposed "Refund $30.00 … to the original payment method.", the opposite of the request (u29e A36).
 *   2. A refund only asked about (a question, no request: u29e A04, A25, B20) proposed "Refund $X …".
 *   3. A refund asked for before the return is even posted ("I'm returning the item unopened, it will leave my
 *      house on Monday", u29e D03) ran automatically. The page promises an automatic refund only with no
 *      condition, a return still to come ("after I send it back") being one, and a return already sent none.
 * Rows: the tester's five and neighbours written for this test. Failing on the old code (integration 0a9d881),
 * 3 of 4 tests: 5 of 5 elsewhere rows proposed the original payment method; 6 of 7 questions proposed a refund;
 * 7 of 7 returns still to come had no such reason (6 ran automatically). The 5 must-stay rows passed and pass.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 's43', from: 'pat@example.com', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.body}`;
const ORIGINAL = /to the original payment method\.$/;

const ELSEWHERE: Array<[string, string, string]> = [
  ['Refund to PayPal', "The jeans from ORD-56250 don't fit, already sent them back. Please refund my $30.00 to my PayPal instead of the card.", 'PayPal'],
  ['Card expired', 'Please refund $30.00 for ORD-70010 to my PayPal account, I no longer use that card.', 'PayPal'],
  ['New card', 'Refund $45.00 for ORD-70011 onto my Visa ending 4242 please, the old card expired.', 'Visa ending 4242'],
  ['Bank', 'Please refund $20.00 for ORD-70012 to my bank account, the card was cancelled.', 'bank account'],
  ['Her card', "Please refund $15.00 for ORD-70013 to my daughter's card, she paid for it.", "daughter's card"],
];

const QUESTIONS: Array<[string, string]> = [
  ['Question about returns', 'Hypothetically, if I returned the jacket from ORD-55310, would I get the full $75.00 back?'],
  ['Returning boots', "I'm going to send back the boots from ORD-56080 next week. Will the $95.00 go back onto my Visa?"],
  ['Refund?', "Why haven't you refunded ORD-57200 yet? I returned it two weeks ago and you said $45.00 would be back within 5 days."],
  ['Lamp', 'If I send the lamp from ORD-70020 back, will I get the $40.00 back?'],
  ['Card or credit', 'Would the $55.00 for ORD-70021 be refunded to my card or as store credit?'],
  ['How long', 'How long does a refund of $25.00 for ORD-70022 usually take?'],
  ['Shoes', "Can I get the $30.00 for ORD-70023 back if the shoes don't fit?"],
];

const PENDING: Array<[string, string]> = [
  ['Returning it', "Please refund $25.00 for ORD-59030. I'm returning the item unopened, it will leave my house on Monday."],
  ['Kettle', 'Please refund $35.00 for ORD-70030. I am sending the kettle back this week.'],
  ['Scarf', "Refund $18.00 for ORD-70031 please, I'll return the scarf on Saturday."],
  ['Box', 'Please refund $42.00 for ORD-70032. The box will be posted on Friday.'],
  ['Mail', "I want a refund of $27.00 for ORD-70033. I'm going to mail it back on Monday."],
  ['Drop off', "Please refund $22.00 for ORD-70034, I'm dropping the parcel off at the post office on Thursday."],
  ['Will ship', 'Please refund $16.00 for ORD-70035, we will ship the mug back to you this afternoon.'],
];

// Must stay automatic: a return already sent, or no return mentioned.
const KEEP: Array<[string, string]> = [
  ['Sent back', 'I sent it back yesterday, please refund $38.00 for ORD-70040.'],
  ['Cracked', 'Please refund $25.00 for ORD-70041, the teapot arrived cracked.'],
  ['Returned', 'I returned the lamp last week. Please refund $30.00 for ORD-70042.'],
  ['Posted', 'I have posted it back already. Please refund $19.00 for ORD-70043.'],
];

describe('u29e leftovers: a held refund proposes what was asked', () => {
  it('a refund asked to go elsewhere is never proposed to the original payment method; the action names where', () => {
    const wrong = ELSEWHERE.map(([s, b, where]) => [run(s, b), where] as const)
      .filter(([t, where]) => t.route.queue !== 'human' || ORIGINAL.test(t.proposal.action ?? '') || !(t.proposal.action ?? '').includes(where))
      .map(([t]) => show(t));
    expect(wrong).toEqual([]);
  });
  it('a refund only asked about proposes an answer, no refund', () => {
    const wrong = QUESTIONS.map(([s, b]) => run(s, b))
      .filter((t) => t.route.queue !== 'human' || (t.classification.category === 'refund' && t.proposal.action !== null && !/^(?:Answer|Look up)\b/.test(t.proposal.action)))
      .map(show);
    expect(wrong).toEqual([]);
  });
  it('a refund before the return is posted goes to a person, the reason quoting the return still to come', () => {
    const wrong = PENDING.map(([s, b]) => run(s, b))
      .filter((t) => t.route.queue !== 'human' || !t.route.reasons.some((r) => /return is still to come/.test(r)) || !/once the return is posted/.test(t.proposal.action ?? ''))
      .map(show);
    expect(wrong).toEqual([]);
  });
  it('must stay automatic: a return already sent, or none', () => {
    const wrong = KEEP.map(([s, b]) => run(s, b)).filter((t) => t.route.queue !== 'auto' || !ORIGINAL.test(t.proposal.action ?? '')).map(show);
    expect(wrong).toEqual([]);
  });
});

/*
 * The 43t self-test (tests/selftest/43t/ta-inputs.json, 65 new messages) found four classes of automatic refunds that
 * were wrong; each row below is a self-test message (T…) or a neighbour written for this test.
 *   A. A refund method other than the original payment: "in cash", "by bank transfer", "via check", "in bitcoin".
 *   B. A return still to come said in other words: "I'll drop it at the post office", "my return is scheduled
 *      for pickup", "the courier will collect it", "I haven't sent it back yet".
 *   C. A price per item with the quantity after it: "$12.50 x 2", "$15.00 times 2", "$6.00 for each broken cup".
 *   D. An unstated share of the amount: "most of the $40.00", "some of the $40.00", "the bulk of".
 * Failing on the old code (efb147c), 5 of 5 tests: A 7 of 8 automatic, B 6 of 6 without the reason (5 automatic),
 * C 5 of 5 automatic, D 4 of 4 automatic; must-stay 6 rows (one replaced: 'by courier' reads as a second matter).
 */
const METHOD: Array<[string, string]> = [
  ['Cash', 'Please refund $40.00 for ORD-80061 in cash.'],
  ['Transfer', 'Please refund $40.00 for ORD-80062 by bank transfer.'],
  ['Check', 'Please refund $40.00 for ORD-80063 via check to my new address.'],
  ['Crypto', 'Please refund $40.00 for ORD-80064 in bitcoin.'],
  ['Wire', 'Please refund $35.00 for ORD-81001 by wire transfer, the card is closed.'],
  ['Cheque', 'Refund $20.00 for ORD-81002 please, just send me a cheque.'],
  ['Zelle', 'Please refund $30.00 for ORD-81003 via Zelle.'],
  ['Money order', 'Please refund $45.00 for ORD-81004 as a money order.'],
];
const PENDING_WORDS: Array<[string, string]> = [
  ['Refund', "Please refund $25.00 for ORD-80041, I'll drop it at the post office this evening."],
  ['Refund', 'Please refund $25.00 for ORD-80042, my return is scheduled for pickup on Monday.'],
  ['Refund', "Please refund $25.00 for ORD-81010, I'm taking it to the post office after work."],
  ['Refund', 'Please refund $25.00 for ORD-81011. The courier will collect the parcel on Tuesday.'],
  ['Refund', 'Please refund $25.00 for ORD-81012, pickup is booked for Friday.'],
  ['Refund', "Please refund $25.00 for ORD-81013, I haven't sent it back yet."],
];
const PER_ITEM_AFTER: Array<[string, string]> = [
  ['Bulbs', 'Please refund $12.50 x 2 for ORD-80047, both bulbs were dead.'],
  ['Cables', 'Please refund $9.99 × 3 for ORD-81020, all three cables were faulty.'],
  ['Refund', 'Please refund $15.00 times 2 for ORD-81021, both were scratched.'],
  ['Cups', 'Please refund $6.00 for each broken cup on ORD-81022, there were four.'],
  ['Stickers', 'Please refund $5.00 for every missing sticker in ORD-81023; six were missing.'],
];
const UNSTATED_SHARE: Array<[string, string]> = [
  ['Keeping cover', "Please refund most of the $40.00 for ORD-80051, I'm keeping the cover."],
  ['Dented', 'Please refund some of the $40.00 for ORD-81030, the box was dented.'],
  ['Cable', 'Please refund the bulk of the $60.00 for ORD-81031, only the cable works.'],
  ['Lid', 'Please refund most of my $40.00 for ORD-81034, since only the lid is usable.'],
];
const KEEP_SELFTEST: Array<[string, string]> = [
  ['Refund', 'Please refund $40.00 for ORD-80056. Thanks!!'],
  ['Refund', 'Please refund $40.00 for ORD-81040, I paid by card.'],
  ['Handle', 'Please refund $22.00 for ORD-81042, the handle came off after one use.'],
];

describe('43t self-test classes: no automatic refund the message did not ask for', () => {
  const held = (rows: Array<[string, string]>, reason: RegExp) =>
    rows.map(([s, b]) => run(s, b)).filter((t) => t.route.queue !== 'human' || !t.route.reasons.some((r) => reason.test(r))).map(show);
  it('A. a refund method other than the original payment goes to a person, quoting it', () => {
    expect(held(METHOD, /somewhere other than the original payment method/)).toEqual([]);
  });
  it('B. a return still to come, in other words, goes to a person, quoting it', () => {
    expect(held(PENDING_WORDS, /return is still to come/)).toEqual([]);
  });
  it('C. a price per item with the quantity after it goes to a person', () => {
    expect(held(PER_ITEM_AFTER, /price per item/)).toEqual([]);
  });
  it('D. an unstated share of the amount goes to a person', () => {
    expect(held(UNSTATED_SHARE, /a share, a deduction or a multiple/)).toEqual([]);
  });
  it('must stay automatic', () => {
    expect(KEEP_SELFTEST.map(([s, b]) => run(s, b)).filter((t) => t.route.queue !== 'auto').map(show)).toEqual([]);
  });
});

/*
 * Round 2 of the self-test (tests/selftest/43t/ta-inputs2.json, 25 neighbours after the first fixes): the same classes in
 * more words. Failing on the old code (0d1d26c), 3 of 4 tests: D2 6 of 6 automatic, E 5 of 5 automatic, B2 6 of 6
 * without the reason (4 automatic); the 5 must-stay rows pass.
 *   D2. Any words between "refund" and "of the $60.00" other than an amount word ("a good chunk of", "a little of",
 *       "whatever you think is fair of"): the amount written is what the share is taken from.
 *   E.  A deduction with "except", "without", "apart from", "but not", "not including".
 *   B2. A return still to come as "it's going back in the post", "ready to go back", "I still have it and can return it".
 */
const SHARE_WORDS: Array<[string, string]> = [
  ['Refund', 'Please refund a good chunk of the $60.00 for ORD-82010.'],
  ['Refund', "Please refund a little of the $60.00 for ORD-82011, it's only slightly scratched."],
  ['Refund', 'Please refund whatever you think is fair of the $60.00 for ORD-82012.'],
  ['Refund', 'Please refund a reasonable amount of the $50.00 for ORD-83001, one leg is wobbly.'],
  ['Refund', 'Please refund at least half or so of my $44.00 for ORD-83002.'],
  ['Refund', 'Please refund me something of the $35.00 for ORD-83003, the colour faded.'],
];
const EXCEPT: Array<[string, string]> = [
  ['Refund', 'Please refund the $60.00 for ORD-82013 except the shipping.'],
  ['Refund', 'Please refund the $60.00 for ORD-82014 without the delivery charge.'],
  ['Refund', 'Please refund $45.00 for ORD-83010 but not the postage.'],
  ['Refund', 'Please refund $45.00 for ORD-83011, not including the handling fee.'],
  ['Refund', 'Please refund $45.00 for ORD-83012 apart from the shipping costs.'],
];
const GOING_BACK: Array<[string, string]> = [
  ['Refund', "Please refund $30.00 for ORD-82017, it's going back in the post on Monday."],
  ['Refund', 'Please refund $30.00 for ORD-82019, I still have the item and can return it.'],
  ['Refund', 'Please refund $30.00 for ORD-82020, the item is packed and ready to go back.'],
  ['Refund', 'Please refund $30.00 for ORD-83020, the boots will go back to you this week.'],
  ['Refund', 'Please refund $30.00 for ORD-83021. I could post it back to you.'],
  ['Refund', 'Please refund $30.00 for ORD-83022, the parcel is ready for collection at my door.'],
];
const KEEP_ROUND2: Array<[string, string]> = [
  ['Refund', 'Please refund the full amount of $60.00 for ORD-83030, the glass is cracked.'],
  ['Refund', 'Please refund $60.00 for ORD-83031, the price of the lamp, it never switched on.'],
  ['Refund', 'Please refund all of the $60.00 for ORD-83032, the whole set is broken.'],
  ['Refund', 'Please refund $30.00 for ORD-83033 without delay, the mug arrived in pieces.'],
  ['Refund', 'I already sent it back last Monday. Please refund $30.00 for ORD-83034.'],
];

describe('43t self-test round 2', () => {
  const held = (rows: Array<[string, string]>, reason: RegExp) =>
    rows.map(([s, b]) => run(s, b)).filter((t) => t.route.queue !== 'human' || !t.route.reasons.some((r) => reason.test(r))).map(show);
  it('D2. words between "refund" and "of the $X" make a share: a person', () => {
    expect(held(SHARE_WORDS, /a share, a deduction or a multiple/)).toEqual([]);
  });
  it('E. a deduction with except, without, apart from, but not: a person', () => {
    expect(held(EXCEPT, /a share, a deduction or a multiple/)).toEqual([]);
  });
  it('B2. a return still to come, said as going back or ready to go: a person', () => {
    expect(held(GOING_BACK, /return is still to come/)).toEqual([]);
  });
  it('must stay automatic: the full amount, the price named, all of it, without delay, a return sent', () => {
    expect(KEEP_ROUND2.map(([s, b]) => run(s, b)).filter((t) => t.route.queue !== 'auto').map(show)).toEqual([]);
  });
});
