/**
 * Issue 28 (u28t, rated 2): no wrong automatic action on money. Rows generated for this test (none is
 * a u28t input); each template states its expectation (the oracle), independent of the code:
 * - AMOUNT: the refund is the amount the request names ("refund the €12.00", "the difference of
 *   £9.50"), never the first amount; several amounts with none named → a person, the reason names them;
 *   "charged N times" → a person (duplicates only).
 * - STATUS: a refund asked about or reported (approved, promised, arrived, already refunded, the rest
 *   of it) is never paid again: no "Refund …" action, a person.
 * - TAKEN BACK: "ignore this message", "sent by mistake", "please disregard", a refund offered and
 *   declined, a refund only mentioned with an amount in brackets → Not sure, no action.
 * - SOLVED: a past report followed by "it works fine now" / "it arrived today" → Not sure, no action.
 * - ELSEWHERE: money to another destination, a stolen card, several orders → a person, with the reason.
 * - PLAN / ORDER: an upgrade or downgrade is no cancellation; cancelling an order is no subscription
 *   cancellation.
 * Counts on the code before the fix are in the commit message and the report.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 'g', from: 'g@example.com', subject, body} satisfies Message, EXAMPLES, rules);
const show = (t: Triaged) => `[${t.message.subject}] ${t.message.body} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;

const MONEY: ReadonlyArray<[string, string, string]> = [
  // [paid, named refund, order]
  ['$84.00', '$12.00', 'ORD-61201'],
  ['€59.90', '€15.00', 'ORD-61202'],
  ['£72.50', '£9.50', 'ORD-61203'],
  ['$45.00', '$5.00', 'ORD-61204'],
  ['€99.00', '€20.00', 'ORD-61205'],
  ['£38.00', '£7.60', 'ORD-61206'],
];

/** One amount named by the request among others: the named one, automatically or by a person, never another. */
const NAMED: ReadonlyArray<(paid: string, named: string, id: string) => [string, string]> = [
  (p, n, id) => ['Coupon', `I paid ${p} for ${id} but the coupon did not apply at checkout. Please refund the ${n}.`],
  (p, n, id) => ['Price drop', `You charged me full price on ${id} (${p}) although the sale was on. Please refund the difference of ${n}.`],
  (p, n, id) => ['Missing part', `The order ${id} cost ${p} but one cushion was missing. Could you refund ${n} for the cushion?`],
  (p, n, id) => ['Partial refund', `One of the plates in ${id} was chipped. Please refund just that plate, ${n}, you don't need to refund the whole order of ${p}.`],
  (p, n, id) => ['Overcharged', `My total for ${id} was ${p}, the shipping was added twice. I'd like a refund of ${n} for the extra shipping.`],
  (p, n, id) => ['Voucher', `For ${id} I paid ${p}; my voucher worth ${n} was ignored, so please refund ${n} to my card.`],
];

/** Several amounts, none named by the request: a person decides, and the reason names them. */
const UNTIED: ReadonlyArray<(paid: string, other: string, id: string) => [string, string]> = [
  (p, o, id) => ['Wrong amount', `Please refund ${id}. I paid ${p}, not ${o} like your email says.`],
  (p, o, id) => ['Refund', `Refund ${id} please. The invoice says ${o} but my bank shows ${p}.`],
  (p, o, id) => ['Order refund', `I want my money back for ${id}. It was ${p}, and the replacement you offered costs ${o}.`],
  (p, o, id) => ['Return', `I returned ${id}. Your site said ${o}, the receipt says ${p}. Please refund me.`],
  (p, o, id) => ['Refund please', `Please process a refund for ${id}. The item was ${p} and shipping ${o}.`],
];

const DUPLICATES: ReadonlyArray<(a: string, id: string) => [string, string]> = [
  (a, id) => ['Charged 3 times', `I was charged 3 times for ${id}, ${a} each time. Please refund the two extra charges.`],
  (a, id) => ['Charged twice', `You charged me twice for ${id} (${a}). Please refund the duplicate payment.`],
  (a, id) => ['Double charge', `There is a double charge of ${a} on my card for ${id}, please refund the extra charge.`],
  (a, id) => ['Billed 4 times', `I was billed 4 times for ${id}, ${a} every time. Refund the extra charges please.`],
  (a, id) => ['Duplicate', `My bank shows the same charge twice for ${id}: ${a}. Please refund one of them.`],
];

const STATUS: ReadonlyArray<(a: string, id: string) => [string, string]> = [
  (a, id) => ['Where is my refund', `Where is my refund for ${id}? You promised ${a} back two weeks ago.`],
  (a, id) => ['Refund ETA', `I got an email saying my refund of ${a} for ${id} was approved, but it still has not arrived. When will it arrive?`],
  (a, id) => ['Confirm refund', `I cancelled ${id} yesterday, can you confirm the ${a} refund is on its way?`],
  (a, id) => ['Refund arrived twice', `Your refund of ${a} for ${id} arrived twice on my card. Please take one back.`],
  (a, id) => ['Already refunded', `You already refunded ${id} (${a}) last week, but I also got a gift card. Should I send it back?`],
  (a, id) => ['Partial refund missing', `I received ${a} of the refund for ${id}. Where is the remaining part?`],
  (a, id) => ['Refund status', `When will the refund of ${a} for ${id} be back on my card?`],
  (a, id) => ['No refund yet', `I still haven't received my refund for ${id}. It was ${a}.`],
];

const TAKEN_BACK: ReadonlyArray<(a: string, id: string) => [string, string]> = [
  (a, id) => ['Oops', `Refund ${id} ${a} please. Sorry, ignore this message, it was sent by mistake.`],
  (a, id) => ['Wrong inbox', `Please refund ${a} for ${id}. This was sent by mistake, please disregard.`],
  (a, id) => ['Thanks but no', `Thanks for offering a refund for ${id}, but I don't need one, the replacement arrived and works. It was ${a}.`],
  (a, id) => ['Refund', `I was going to ask for a refund for ${id} (${a}) but my wife loves the lamp so we're keeping it. No action needed!`],
  (a, id) => ['Keeping it', `We were about to request a refund of ${a} on ${id}, but the kids love it. No action needed.`],
  (a, id) => ['Ignore', `Could you refund ${id}, ${a}? Please ignore this email, my husband already sorted it.`],
];

const SOLVED: ReadonlyArray<[string, string]> = [
  ['Bug', 'The app crashed twice yesterday when I opened the calendar on Android 14, version 6.1.0. Today it works fine after the update to 6.1.1, so you can close this.'],
  ['Crash', 'The editor froze three times on Monday in Chrome 131. It works fine now after the patch.'],
  ['Export', 'The export failed last week with a timeout on version 3.2. Everything works again since the update.'],
  ['Sync', 'My notes did not sync on Tuesday, the app showed an error. It works fine again today, you can close the ticket.'],
  ['Login page', 'The login page crashed on Firefox 128 on Friday. It works fine after clearing the cache.'],
  ['Calendar', 'The calendar crashed twice last night on iOS 18. Today it works perfectly after the 2.4.1 update.'],
  ['Late', 'My parcel ORD-62013 was late but it arrived today. Thanks anyway.'],
  ['Delivery', 'The delivery for ORD-62014 was delayed by the storm, but it arrived this morning. Thank you.'],
  ['Parcel', 'The courier lost track of ORD-62015 for a week, but the parcel finally arrived yesterday. Thanks!'],
  ['Late order', 'ORD-62016 was two days late, but it arrived today in one piece. Thanks anyway.'],
  ['Package', 'The package for ORD-62017 was stuck in customs for ten days, but it arrived today.'],
  ['Shipping', 'Order ORD-62018 was held at the depot over the weekend but it came today. Cheers.'],
];

const ELSEWHERE: ReadonlyArray<(a: string, id: string) => [string, string]> = [
  (a, id) => ['Refund elsewhere', `Please refund ${id} (${a}), but my card was stolen so send the money to my PayPal friend@example.com instead.`],
  (a, id) => ['New card', `Refund ${a} for ${id} please, and put it on a different card, not my original card.`],
  (a, id) => ['Bank transfer', `Please refund ${id}, ${a}, by transferring it to my bank account IBAN DE89 3704 0044 0532 0130 00.`],
  (a, id) => ['For my son', `Please refund ${a} for ${id} and send the money to my son, he paid for it.`],
  (a, id) => ['Stolen card', `My card was stolen last week. Please refund ${id} (${a}) as soon as possible.`],
];

const TWO_ORDERS: ReadonlyArray<(a: string, b: string, id: string) => [string, string]> = [
  (a, b, id) => ['Two orders', `Please refund ${a} for ${id} and ${b} for ${id.replace(/\d$/, '9')}, both arrived broken.`],
  (a, b, id) => ['Broken items', `Refund ${id} (${a}) and ${id.replace(/\d$/, '9')} (${b}) please, the glasses were cracked in both.`],
];

const PLAN: readonly string[] = [
  "I'd like to upgrade my plan from Basic to Pro please, account anna.k@example.com",
  'Please downgrade my subscription to the Starter tier from next month.',
  'Can you switch my plan to annual billing? Thanks.',
  'I want to move from the Team plan to the Business plan.',
  'Please upgrade my membership to Gold.',
  'We would like to change our plan to the one with more seats.',
];
const PLAN_SUBJECTS = ['Subscription', 'Plan', 'Upgrade', 'My account', 'Billing plan'];

const ORDER_CANCEL: ReadonlyArray<(a: string, id: string) => [string, string]> = [
  (a, id) => ['Please cancel order', `Please cancel order ${id} before it ships, I ordered the wrong size. It was ${a}.`],
  (a, id) => ['Cancel', `Cancel my order ${id} please, I bought the wrong colour (${a}).`],
  (a, id) => ['Wrong order', `Could you cancel ${id}? I ordered it twice by accident, ${a}.`],
  (_a, id) => ['Order cancellation', `I want to cancel the order ${id} before it is shipped.`],
  (_a, id) => ['Cancel please', `Please cancel this order: ${id}. I found it cheaper elsewhere.`],
];

/** Controls: one amount, one order, nothing else: still an automatic refund of that amount. */
const CONTROLS: ReadonlyArray<(a: string, id: string) => [string, string]> = [
  (a, id) => ['Refund', `The mug from ${id} arrived cracked. Please refund the ${a} to my card.`],
  (a, id) => ['Broken lamp', `My lamp from ${id} arrived broken, please refund ${a}.`],
];

const auto = (t: Triaged) => t.route.queue === 'auto';

describe('u28t: the amount refunded is the one the request names', () => {
  const named = MONEY.flatMap(([p, n, id]) => NAMED.map((f) => ({row: f(p, n, id), named: n})));
  it(`${named.length} rows: any refund proposed is of the named amount`, () => {
    expect(named.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const {row, named: n} of named) {
      const t = run(...row);
      const refund = /^Refund (\S+) for/.exec(t.proposal.action ?? '');
      if ((refund && refund[1] !== n) || (!refund && auto(t)) || t.classification.category === 'unsure') wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });

  const untied = MONEY.flatMap(([p, n, id]) => UNTIED.map((f) => ({row: f(p, n, id), amounts: [p, n]})));
  it(`${untied.length} rows: several amounts, none named → a person, the reason names the amounts`, () => {
    expect(untied.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const {row, amounts} of untied) {
      const t = run(...row);
      const why = t.route.reasons.join('; ');
      if (auto(t) || /^Refund \S+ for/.test(t.proposal.action ?? '') || !amounts.every((a) => why.includes(a)) || /over 100/.test(why)) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });

  const dup = MONEY.flatMap(([p, , id]) => DUPLICATES.map((f) => f(p, id)));
  it(`${dup.length} rows: a charge taken several times → duplicates only, by a person`, () => {
    expect(dup.length).toBeGreaterThanOrEqual(30);
    const wrong = dup.map((r) => run(...r)).filter((t) => auto(t) || /^Refund \S+ for/.test(t.proposal.action ?? '')).map(show);
    expect(wrong).toEqual([]);
  });

  it('the u28t rows T-A1, T-A2, T-M1, T-M2', () => {
    const a1 = run('refund of 10%', 'The sale price was supposed to be 20% off but I was charged full price on ORD-55153 ($80.00). Please refund the difference of $16.00.');
    expect(auto(a1)).toBe(false);
    expect(a1.route.reasons.join('; ')).toContain('10%, $16.00');
    expect(run('Coupon', 'I paid $95.00 for ORD-57001 but the $10.00 coupon did not apply at checkout. Please refund the $10.00.').proposal.action).toBe('Refund $10.00 for ORD-57001 to the original payment method.');
    const m1 = run('Wrong amount', 'Please refund ORD-56015. I paid $39.00, not $390.00 like your email says.');
    expect(m1.route.reasons).toEqual(['the message names several amounts ($39.00, $390.00) and does not say which one to refund; a person decides']);
    expect(run('Partial refund', 'One of the four glasses in ORD-55146 was broken. Please refund just that one glass, $6.25, you don\'t need to refund the whole order of $25.00.').proposal.action).toBe(
      'Refund $6.25 for ORD-55146 to the original payment method.',
    );
  });
});

describe('u28t: a refund asked about or already made is never paid again', () => {
  const rows = MONEY.flatMap(([p, , id]) => STATUS.map((f) => f(p, id)));
  it(`${rows.length} rows: no new refund, a person, the reason says why`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const wrong = rows
      .map((r) => run(...r))
      .filter((t) => auto(t) || /^Refund \S+ for/.test(t.proposal.action ?? '') || (t.classification.category === 'refund' && !t.route.reasons.some((r) => r.includes('already made or promised'))))
      .map(show);
    expect(wrong).toEqual([]);
  });
});

describe('u28t: a request taken back, declined or only mentioned proposes nothing', () => {
  const rows = MONEY.flatMap(([p, , id]) => TAKEN_BACK.map((f) => f(p, id)));
  it(`${rows.length} rows: Not sure, no action, a person`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const wrong = rows.map((r) => run(...r)).filter((t) => t.classification.category !== 'unsure' || t.proposal.action !== null || auto(t)).map(show);
    expect(wrong).toEqual([]);
  });
});

describe('u28t: a past problem said to be solved is no request', () => {
  const rows = [...SOLVED, ...SOLVED.map(([s, b]): [string, string] => [`Re: ${s}`, b.replace(/Thanks anyway\.|Thank you\.|Thanks!|Cheers\./, '').trim()]), ...SOLVED.map(([, b]): [string, string] => ['Update', b])];
  it(`${rows.length} rows: Not sure, no action, a person`, () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const wrong = rows.map((r) => run(...r)).filter((t) => t.classification.category !== 'unsure' || auto(t)).map(show);
    expect(wrong).toEqual([]);
  });
});

describe('u28t: money to somewhere else, a stolen card or several orders go to a person', () => {
  const elsewhere = MONEY.flatMap(([p, , id]) => ELSEWHERE.map((f) => f(p, id)));
  it(`${elsewhere.length} rows: another destination or a stolen card → a person, the reason quotes it`, () => {
    expect(elsewhere.length).toBeGreaterThanOrEqual(30);
    const wrong = elsewhere.map((r) => run(...r)).filter((t) => auto(t) || !t.route.reasons.some((r) => /somewhere other than the original payment method|stolen/.test(r))).map(show);
    expect(wrong).toEqual([]);
  });

  const two = MONEY.flatMap(([p, n, id]) => TWO_ORDERS.flatMap((f) => [f(p, n, id), f(n, p, id)]));
  it(`${two.length} rows: two orders → a person names both, none dropped`, () => {
    expect(two.length).toBeGreaterThanOrEqual(20);
    const wrong = two
      .map((r) => run(...r))
      .filter((t) => auto(t) || t.fields.orderIds.length !== 2 || !t.route.reasons.some((r) => t.fields.orderIds.every((o) => r.includes(o))))
      .map(show);
    expect(wrong).toEqual([]);
  });
});

describe('u28t: a plan change is no cancellation; an order cancellation is no subscription cancellation', () => {
  const plan = PLAN_SUBJECTS.flatMap((s) => PLAN.map((b): [string, string] => [s, b]));
  it(`${plan.length} rows: no cancellation proposed`, () => {
    expect(plan.length).toBeGreaterThanOrEqual(30);
    const wrong = plan.map((r) => run(...r)).filter((t) => t.classification.category === 'cancellation' || /cancel/i.test(t.proposal.action ?? '') || auto(t)).map(show);
    expect(wrong).toEqual([]);
  });

  const orders = MONEY.flatMap(([p, , id]) => ORDER_CANCEL.map((f) => f(p, id)));
  it(`${orders.length} rows: the order is cancelled, never a billing period`, () => {
    expect(orders.length).toBeGreaterThanOrEqual(30);
    const wrong = orders
      .map((r) => run(...r))
      .filter((t) => auto(t) || /billing period/.test(t.proposal.action ?? '') || (t.proposal.action !== null && !t.proposal.action.includes(t.fields.orderIds[0])))
      .map(show);
    expect(wrong).toEqual([]);
  });
});

describe('u28t controls: a plain refund with one amount and one order is still automatic (in US dollars, s41)', () => {
  const rows = MONEY.flatMap(([p, , id]) => CONTROLS.map((f) => ({row: f(p, id), amount: p})));
  it(`${rows.length} rows`, () => {
    const wrong = rows
      .map(({row, amount}) => ({t: run(...row), amount}))
      .filter(({t, amount}) => {
        const value = Number(amount.replace(/[^\d.]/g, ''));
        // s41: the limit is 100 US dollars; a euro or pound refund goes to a person, and the reason names its currency.
        const dollars = amount.startsWith('$');
        const currencyNamed = dollars || t.route.reasons.some((r) => r.includes(`(${amount}) is in ${amount.startsWith('€') ? 'EUR' : 'GBP'}`));
        return t.proposal.action !== `Refund ${amount} for ${t.fields.orderIds[0]} to the original payment method.` || auto(t) !== (dollars && value <= 100) || !currencyNamed;
      })
      .map(({t}) => show(t));
    expect(wrong).toEqual([]);
  });
});
