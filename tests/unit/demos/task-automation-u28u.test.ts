/**
 * u28u (fresh tester): automatic refunds that were wrong. Rows written for this test; each class
 * states its expectation (the oracle), independent of the code:
 * - TA-1 DECIMAL COMMA: "49,90 EUR", "€1.234,56", "€45,50", "£7,99" are decimal-comma amounts. Any
 *   refund proposed names the whole amount as written (never "90 EUR", "€1.23", "€45", "£7"); the
 *   ambiguous "€1,234" (a thousand or one euro) goes to a person whose reason names it as written.
 * Counts on the code before the fix are in the commit message and the report.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, amountValue, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 'u', from: 'u@example.com', subject, body} satisfies Message, EXAMPLES, rules);
const show = (t: Triaged) => `[${t.message.subject}] ${t.message.body} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;

/** [subject, body, amount as written, its value] */
const COMMA: ReadonlyArray<[string, string, string, number]> = [
  ['Refund', 'Please refund 49,90 EUR for ORD-51272, the kettle arrived broken.', '49,90 EUR', 49.9],
  ['Broken lamp', 'My lamp from ORD-51273 arrived broken, please refund €45,50.', '€45,50', 45.5],
  ['Cracked mug', 'The mug from ORD-51274 arrived cracked. Please refund the £7,99 to my card.', '£7,99', 7.99],
  ['Refund', 'Refund €1.234,56 for ORD-51250, the sofa never arrived.', '€1.234,56', 1234.56],
  ['Return', 'I sent back ORD-51275 last week. Please refund 12,00 GBP.', '12,00 GBP', 12],
  ['Torn bag', 'The bag in ORD-51276 was torn. Please refund €19,95.', '€19,95', 19.95],
  ['Refund', 'Please refund €2.049,00 for ORD-51277, the order was cancelled by the shop.', '€2.049,00', 2049],
  ['Wrong size', 'Wrong size sent for ORD-51278, please refund 8,50 USD.', '8,50 USD', 8.5],
];

/** The ambiguous "1,234": a person, the reason names the amount as written. */
const AMBIGUOUS: ReadonlyArray<[string, string, string]> = [
  ['Refund', 'Please refund €1,250 for ORD-51280, the table was damaged.', '€1,250'],
  ['Refund', 'Refund 2,500 EUR for ORD-51281 please, it never came.', '2,500 EUR'],
  ['Broken', 'ORD-51282 arrived broken, please refund £1,099.', '£1,099'],
  ['Refund please', 'Please refund €3,450 for ORD-51283.', '€3,450'],
  ['Refund', 'Refund 1,999 GBP for ORD-51284, the TV is dead.', '1,999 GBP'],
  ['Return', 'I returned ORD-51285, please refund €1,500.', '€1,500'],
];

describe('u28u TA-1: a decimal comma is read whole, never as a partial number', () => {
  it(`${COMMA.length} rows: a refund names the whole amount and its value is right`, () => {
    expect(COMMA.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const [s, b, written, value] of COMMA) {
      const t = run(s, b);
      const refund = /^Refund (.+?) for ORD/.exec(t.proposal.action ?? '');
      if (!refund || refund[1] !== written || amountValue([refund[1]]) !== value) wrong.push(show(t));
      if (value > 100 && t.route.queue === 'auto') wrong.push(`over the limit, automatic: ${show(t)}`);
    }
    expect(wrong).toEqual([]);
  });
  it(`${AMBIGUOUS.length} rows: "1,234" goes to a person naming the amount as written`, () => {
    expect(AMBIGUOUS.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const [s, b, written] of AMBIGUOUS) {
      const t = run(s, b);
      const reasons = t.route.reasons.join('; ');
      if (t.route.queue !== 'human' || !reasons.includes(`"${written}"`) || !/\beither\b/.test(reasons) || /^Refund /.test(t.proposal.action ?? '')) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('controls: dot decimals and comma thousands with dot decimals are unchanged', () => {
    expect(run('Refund', 'My lamp from ORD-51290 arrived broken, please refund $45.50.').proposal.action).toBe('Refund $45.50 for ORD-51290 to the original payment method.');
    const big = run('Refund', 'Please refund $1,234.56 for ORD-51291.');
    expect(big.proposal.action).toBe('Refund $1,234.56 for ORD-51291 to the original payment method.');
    expect(big.route.queue).toBe('human');
  });
});

/**
 * TA-2 ON HOLD: a refund the same message puts on hold ("let me check with her and get back to you",
 * "I will confirm tomorrow whether I really want to return it", "maybe wait until it arrives") is
 * Not sure, no action, and the reason names the hold.
 */
const HOLD: ReadonlyArray<[string, string, string]> = [
  ['Refund', 'Please refund €45,50 for ORD-52101. Actually, it was a gift for my wife, let me check with her and get back to you.', 'get back to you'],
  ['Return', 'I would like a refund of $30.00 for ORD-52102. I will confirm tomorrow whether I really want to return it.', 'confirm tomorrow'],
  ['Refund?', 'Refund £12.00 for ORD-52103 please, the wrong colour came. Or maybe wait until it arrives, the second parcel is still on its way.', 'wait until'],
  ['Refund', 'Please refund 19,90 EUR for ORD-52104. Hold off for now, I need to talk to my husband first.', 'hold off'],
  ['Money back', 'I want my money back for ORD-52105 ($25.00). Give me a day to think it over and I will let you know.', 'let you know'],
  ['Refund', 'Please refund $60.00 for ORD-52106. On second thought, don\'t do anything yet until I have checked the box again.', 'yet'],
];

describe('u28u TA-2: a refund put on hold in the same message is no automatic refund', () => {
  it(`${HOLD.length} rows: Not sure, no action, the reason names the hold`, () => {
    const wrong: string[] = [];
    for (const [s, b, cue] of HOLD) {
      const t = run(s, b);
      const reasons = t.route.reasons.join('; ').toLowerCase();
      if (t.classification.category !== 'unsure' || t.proposal.action !== null || t.route.queue !== 'human' || !reasons.includes('on hold') || !reasons.includes(cue)) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('control: a plain refund with the same words about the product stays automatic', () => {
    expect(run('Refund', 'The lamp from ORD-52110 arrived broken, please refund $30.00 to my card.').route.queue).toBe('auto');
  });
});

/**
 * TA-3 ALTERNATIVE: a refund next to an alternative the customer would accept ("I'm happy to keep it
 * if you give me 20% off instead", "a 10% discount code would also be fine") → a person chooses; never
 * an automatic full refund, and the reason names the alternative.
 */
const ALTERNATIVE: ReadonlyArray<[string, string, string]> = [
  ['Refund', 'Please refund €45,50 for ORD-53101, the colour is wrong. I\'m happy to keep it if you give me 20% off instead.', '20% off'],
  ['Scratched table', 'The table from ORD-53102 is scratched, please refund the $80.00. A 10% discount code would also be fine.', 'discount code'],
  ['Refund', 'Refund £25.00 for ORD-53103 please, it is too small. Store credit would be fine too.', 'store credit'],
  ['Late parcel', 'ORD-53104 came a week late, I want a refund of 30,00 EUR. Or a voucher for my next order, whichever you prefer.', 'voucher'],
  ['Refund', 'Please refund $15.00 for ORD-53105. I would also accept a partial refund and keep the shirt.', 'partial refund'],
  ['Damaged box', 'The box of ORD-53106 was damaged, refund €12,00 please, or I could keep it for a discount.', 'keep it for a discount'],
];

describe('u28u TA-3: an alternative offered next to a refund: a person chooses', () => {
  it(`${ALTERNATIVE.length} rows: never automatic, the reason names the alternative`, () => {
    const wrong: string[] = [];
    for (const [s, b, alt] of ALTERNATIVE) {
      const t = run(s, b);
      if (t.route.queue !== 'human' || !t.route.reasons.join('; ').toLowerCase().includes(alt)) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
});

/** TA-4 SOMEONE ELSE: a refund for a third party or to another destination → a person; the reason quotes who or where (either, when both are written: "a|b"). */
const THIRD_PARTY: ReadonlyArray<[string, string, string]> = [
  ['Refund', 'My sister ordered ORD-54101 but the lamp broke. Please refund her the €45,50.', 'my sister ordered'],
  ['Refund for a client', 'A customer of mine bought ORD-54102 for $60.00 and returned it. Please refund to my account instead.', 'a customer of mine'],
  ['Refund', 'My mother paid for ORD-54103 (£20.00), the item never came. Please refund her.', 'my mother paid'],
  ['Refund', 'I am writing on behalf of my friend: please refund 15,00 EUR for ORD-54104.', 'on behalf of'],
  ['Money back', 'My colleague placed ORD-54105, $18.00, it was the wrong size. Refund him please.', 'my colleague placed'],
  ['Refund', 'Please refund $25.00 for ORD-54106 to my own card instead, my husband paid with his.', 'to my own card instead|my husband paid'],
];

describe('u28u TA-4: a refund for someone else or to another destination: a person', () => {
  it(`${THIRD_PARTY.length} rows: never automatic, the reason quotes who or where`, () => {
    const wrong: string[] = [];
    for (const [s, b, who] of THIRD_PARTY) {
      const t = run(s, b);
      if (t.route.queue !== 'human' || !who.split('|').some((w) => t.route.reasons.join('; ').toLowerCase().includes(w))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
});
