/**
 * Session 42b (issue 28, tester u29e T-1, T-2, T-5, T-6): refunds that ran by themselves for the wrong
 * amount. Each row states its expectation (the oracle), independent of the code: a share, a deduction,
 * a multiple or a price per item of the amount named, a malformed amount, an alternative offered or
 * someone else's card goes to a person, and the reason names the words. Clean refunds stay automatic.
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
/** Rows that must go to a person whose reason quotes the given words. */
const wrongRoutes = (rows: ReadonlyArray<readonly [string, RegExp]>) =>
  rows.map(([b, quote]) => [run(b), quote] as const).filter(([t, quote]) => t.route.queue !== 'human' || !quote.test(reasons(t))).map(([t]) => show(t));

/** T-1: a fraction, share, deduction or multiple of the amount named (tester's messages first). */
const SHARES: ReadonlyArray<readonly [string, RegExp]> = [
  ['Please refund half of the $80.00 I paid for ORD-58010, one of the two bowls was chipped.', /half of/],
  ['Please refund a quarter of the $60.00 for ORD-58020, one of four candles was missing.', /quarter of/],
  ['Order ORD-56030 cost $80.00. One of the two plates was chipped, so please refund half of it.', /half of/],
  ['Please refund $80.00 for ORD-59090 less the 10% restocking fee, I know it applies.', /less the 10% restocking fee/],
  ['Please refund 1/2 of the $80.00 for ORD-59100, one of the two chairs is scratched.', /1\/2 of/],
  ['Please refund me twice the $20.00 for ORD-59010 since you made me wait a month.', /twice/],
  // neighbours
  ['Please refund one third of the $90.00 for ORD-59111, one of the three cups was cracked.', /third of/],
  ['Please refund two thirds of the $60.00 for ORD-59112, two of the three plates broke.', /thirds of/],
  ['Please refund 3/4 of the $40.00 for ORD-59113, most of the set arrived broken.', /3\/4 of/],
  // Two amounts: a person already reads which one is meant (a true reason), or the reason quotes "minus".
  ['Please refund $50.00 for ORD-59114 minus the $5.00 shipping.', /minus|more than one amount/],
  ['Please refund $50.00 for ORD-59115 after deducting the shipping fee.', /deduct/],
  ['Please refund $45.00 for ORD-59116 but keep the shipping cost out of it.', /shipping cost out/],
  ['Please refund double the $20.00 for ORD-59117, you charged the wrong card.', /double/],
  ['Please refund part of the $70.00 for ORD-59118, one chair was scratched.', /part of/],
  ['Please refund the $60.00 for ORD-59119 less shipping, the lamp was broken.', /less shipping/],
  ['Please refund 50 percent of the $60.00 for ORD-59120, half the set was missing.', /percent/],
];

/** T-2: a price per item with a quantity: the total is not stated (tester's messages first). */
const PER_ITEM: ReadonlyArray<readonly [string, RegExp]> = [
  ['I bought 3 glasses at $45.00 each on ORD-56020 and all three arrived broken. Please refund me for all of them.', /price per item/],
  ['3 pieces at $30.00 per piece on ORD-58040, all three faulty. Please refund them.', /price per item/],
  ['Please refund ORD-58230, it was 4 x $15.00. All four cups had cracks.', /price per item/],
  ['I ordered 2 mugs for $12.00 each on ORD-57010. Both arrived broken. Please refund me.', /price per item/],
  ['Please refund each of the two $30.00 charges for ORD-62130, the item was cancelled before shipping.', /each of the two/],
  // neighbours
  ['Please refund ORD-59201: 5 bowls at $8.00 apiece, all chipped.', /price per item/],
  ['Please refund ORD-59202, I bought two lamps at $25.00 each and both flicker.', /price per item/],
  ['Please refund ORD-59203, it was 3 × $10.00 and all of them leaked.', /price per item/],
  ['Please refund ORD-59204, 6 candles @ $4.00 each, none of them burn.', /price per item/],
  ['Please refund ORD-59205: $12.00 per mug, four mugs, all cracked.', /price per item/],
  ['Please refund $9.00 a piece for the 3 pots in ORD-59206, all broken.', /price per item/],
  ['Please refund $15.00 per item for ORD-59207, all four were broken.', /price per item/],
];

/** T-5: an amount with letters or digits glued to it is not read whole (tester's messages first). */
const GLUED: readonly string[] = [
  'Please refund $2k for ORD-63070, the TV arrived smashed.',
  'Please refund $3O.00 for ORD-62080, the bottle leaked.',
];
const GLUED_FORMS = ['$2k', '$2K', '$1.5k', '$3O.00', '$l0', '$10x', 'USD2k', '2k$', '€2k', '$2m', '$5M', '£3k', '$4O', '$1O.00', '$20l', '$10.00x', '$9.99abc', '30.00x$', '€l5,00', '$2bn'];

/** T-6: an alternative offered, or someone else's card or account (tester's messages first). */
const ALTERNATIVES: ReadonlyArray<readonly [string, RegExp]> = [
  ["I'd like a refund of $30.00 for ORD-62050 or a replacement, whichever is faster.", /or a replacement/],
  ['Please refund $30.00 for ORD-62051 or an exchange, I do not mind which.', /or an exchange/],
  // Read as a replacement request (no category covers it): a person, with that reason.
  ['Either refund $30.00 for ORD-62052 or send a new one.', /either|replacement/],
  ['Please refund $30.00 for ORD-62053, or a new one is fine too.', /or a new one/],
  ['Please refund $30.00 for ORD-62054 or replace it, whichever is easier.', /or replace|replacement/],
  ['Please refund $30.00 for ORD-62055 or swap it for the blue one.', /or swap|replacement/],
  ["I'd like a refund of $30.00 for ORD-62056 or a replacement, either is fine.", /or a replacement/],
];
const SOMEONE_ELSES: ReadonlyArray<readonly [string, RegExp]> = [
  ["Please refund $30.00 for ORD-62070 to my daughter's card, she paid for it.", /daughter['’]s card/],
  ["Please refund $30.00 for ORD-62071 to my husband's card.", /husband['’]s card/],
  ["Please refund $30.00 for ORD-62072 to my mom's PayPal.", /mom['’]s paypal/],
  ['Please refund $30.00 for ORD-62073 to his account.', /his account/],
  ["Please refund $30.00 for ORD-62074 to my son's account, he paid.", /son['’]s account/],
  ['Please refund $30.00 for ORD-62075 to her card, the lamp was broken.', /her card/],
  ["Please refund $30.00 for ORD-62076, my partner paid for it with his card.", /(?:partner paid|his card)/],
  ["Please refund $30.00 for ORD-62077 onto my friend's Visa.", /friend['’]s visa/],
];

/** Must keep: clean refunds run by themselves. */
const CLEAN: readonly string[] = [
  'Please refund $30.00 for ORD-12345, the mug arrived broken.',
  'Please refund $45.00 for ORD-12346, the lamp does not work.',
  'I would like a refund of $19.99 for ORD-12347, the shirt is the wrong size.',
  'Please refund $12.50 for ORD-12348, the cup was cracked.',
  'Please refund $80.00 for ORD-12349, both bowls arrived chipped.',
  'Please refund $60.00 for ORD-12350, the candles never worked.',
  'Refund $25.00 for ORD-12351 please, the plate was broken in the box.',
  'Please refund $40.00 for ORD-12352, the kettle leaks.',
  'Please refund $15.00 for ORD-12353, the item was damaged.',
  'Please refund $99.00 for ORD-12354, the chair arrived scratched.',
  'Please refund $35.00 for ORD-12355, I paid for it with my card and it arrived broken.',
];

describe('session 42b: refunds of the wrong amount go to a person (T-1, T-2, T-5, T-6)', () => {
  it('T-1: a share, deduction or multiple of the amount: a person, and the reason quotes the words', () => {
    expect(wrongRoutes(SHARES)).toEqual([]);
  });
  it('T-2: a price per item with a quantity: a person, the total is not stated', () => {
    expect(wrongRoutes(PER_ITEM)).toEqual([]);
  });
  it('T-5: the tester\'s malformed amounts go to a person, and the reason quotes the amount as written', () => {
    const wrong = GLUED.map((b) => run(b)).filter((t) => t.route.queue !== 'human' || !/\$2k|\$3o\.00/.test(reasons(t)));
    expect(wrong.map(show)).toEqual([]);
  });
  it('T-5 sweep: no amount with letters or digits glued to it runs by itself', () => {
    const bodies = GLUED_FORMS.flatMap((a, i) => [`Please refund ${a} for ORD-6400${i}, the item arrived broken.`, `I would like a refund of ${a} for ORD-6410${i}, the lamp does not work.`]);
    const wrong = bodies.map((b) => run(b)).filter((t) => t.route.queue === 'auto');
    expect(wrong.map(show)).toEqual([]);
  });
  it('T-6: an alternative offered: a person, and the reason quotes it', () => {
    expect(wrongRoutes(ALTERNATIVES)).toEqual([]);
  });
  it('T-6: someone else\'s card or account: a person, and the reason quotes it', () => {
    expect(wrongRoutes(SOMEONE_ELSES)).toEqual([]);
  });
  it('must keep: clean refunds run by themselves', () => {
    const wrong = CLEAN.map((b) => run(b)).filter((t) => t.route.queue !== 'auto');
    expect(wrong.map(show)).toEqual([]);
  });
});

/** T-7 (low): a polite lead-in with a negation before "but please refund" is no missing request. */
const POLITE_LEAD: readonly string[] = [
  "I don't want to be difficult, but please refund $30.00 for ORD-62040, the zip broke on day one.",
  "I hate to complain, but please refund $20.00 for ORD-62041, the strap broke.",
  "I'm not one to make a fuss, but please refund $25.00 for ORD-62042, the lid cracked.",
  "Sorry to be a pain, but please refund $15.00 for ORD-62043, the mug arrived chipped.",
  "I don't like asking, but kindly refund $40.00 for ORD-62044, the lamp does not switch on.",
  "I never return things, but please refund $35.00 for ORD-62045, the kettle leaks.",
];
/** T-4 (low): a voucher already received is compensation given, not a second thing asked for. */
const VOUCHER_GIVEN: readonly string[] = [
  'Please refund $25.00 for ORD-58080, the vase was cracked. Your colleague already sent me a $25.00 voucher for it yesterday though.',
  'Please refund $30.00 for ORD-58081, the cup broke. You already gave me a voucher for it last week.',
  'Please refund $20.00 for ORD-58082, the plate was chipped. Your agent already sent me a gift card for it.',
  'Please refund $40.00 for ORD-58083, the lamp is broken. I already received a $10.00 voucher from you.',
  'Please refund $15.00 for ORD-58084, the bowl cracked. The shop already issued me a coupon for it.',
];

describe('session 42b: true reasons (T-7, T-4, low)', () => {
  it('T-7: a negated lead-in before "but please refund" never gets "no sentence asks to refund"', () => {
    const wrong = POLITE_LEAD.map((b) => run(b)).filter((t) => reasons(t).includes('no sentence asks to refund') || reasons(t).includes('no direct request'));
    expect(wrong.map(show)).toEqual([]);
  });
  // 43t2: the closed world holds it for a person: "I don't want to be difficult" is no greeting, request or plain reason.
  it('T-7: the tester\'s message is read as a direct refund request; the closed world (43t2) holds its lead-in for a person', () => {
    const t = run(POLITE_LEAD[0]);
    expect(show(t)).toMatch(/\| Refund \$30\.00 for ORD-62040 to the original payment method\. \| human \|/);
    expect(show(t)).toContain('more than a plain refund request: “I don\'t want to be difficult”');
  });
  it('T-4: a voucher already received: a person, the reason says it was already given, never "asks for something else"', () => {
    const wrong = VOUCHER_GIVEN.map((b) => run(b)).filter((t) => t.route.queue !== 'human' || reasons(t).includes('something else') || !reasons(t).includes('already given'));
    expect(wrong.map(show)).toEqual([]);
  });
});
