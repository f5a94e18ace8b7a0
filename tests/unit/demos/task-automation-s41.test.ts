/**
 * Session 41 (issue 28, u28x): the currency of the refund limit, the reason shown on safe routes
 * (TA-6), and a sweep of new customer messages. Each row states its expectation (the oracle),
 * independent of the code. Design rule: when in doubt, a person; a reason must be true of the message.
 * Counts on the code before the fix are in the commit messages and the report.
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
const show = (t: Triaged) => `${JSON.stringify(t.message.subject)} ${JSON.stringify(t.message.body)} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}${t.route.basis ? ` | basis: ${t.route.basis}` : ''}`;
const reasons = (t: Triaged) => t.route.reasons.join('; ').toLowerCase();

/**
 * Finding 1: the limit for automatic refunds is 100 US dollars (the page states it). A refund in
 * another currency, or in one the demo does not read, goes to a person, and the reason names the
 * currency; no exchange rate is invented. [body, words the reasons must name]
 */
const OTHER_CURRENCY: ReadonlyArray<[string, readonly string[]]> = [
  ['Please refund ¥5000 for ORD-48213, the jug arrived cracked.', ['¥5000', 'JPY']],
  ['Please refund ¥800 for ORD-48213, the jug arrived cracked.', ['¥800', 'JPY']],
  ['Please refund £90 for ORD-48213, the jug arrived cracked.', ['£90', 'GBP']],
  ['Please refund 90 EUR for ORD-48213, the jug arrived cracked.', ['90 EUR', 'EUR']],
  ['Please refund €45.00 for ORD-55102, the kettle leaks.', ['€45.00', 'EUR']],
  ['I would like a refund of £20.00 for ORD-55102, it arrived broken.', ['£20.00', 'GBP']],
  ['Please refund 150 SEK for ORD-48213, the jug arrived cracked.', ['150 SEK']],
  ['I would like a refund of 90 dollars for ORD-48213, the jug arrived cracked.', ['90 dollars']],
  ['Please refund C$60.00 for ORD-55103, the lamp arrived broken.', ['C$60.00']],
  ['Please refund $60.00 CAD for ORD-55104, the lamp arrived broken.', ['CAD']],
  ['Please refund AU$45 for ORD-55105, the mug arrived chipped.', ['AU$45']],
  ['Please refund 80 CHF for ORD-55106, the lamp arrived broken.', ['80 CHF']],
];
/** Must keep: a refund in US dollars within the limit still runs by itself; one over it waits. */
const DOLLARS_AUTO: readonly string[] = [
  'Please refund $90 for ORD-48213, the jug arrived cracked.',
  'Please refund $42.00 for ORD-55102, the kettle leaks.',
  'Please refund 90 USD for ORD-48213, the jug arrived cracked.',
  'Please refund US$45.00 for ORD-55105, the mug arrived chipped.',
  'I want my money back for ORD-55150, $79.00, the screen arrived cracked.',
];
const DOLLARS_OVER: ReadonlyArray<[string, string]> = [
  ['Please refund $150.00 for ORD-48213, the jug arrived cracked.', 'over 100'],
  ['Please refund 250 USD for ORD-48213, the jug arrived cracked.', 'over 100'],
];

/**
 * TA-6: a delivery problem stated in words the gate did not know ("was supposed to arrive on 20
 * November", "tracking has said 'in transit' for 6 days"): the reason must not say that no delivery
 * problem was stated. [subject, body, expected queue or null when another true reason holds it]
 */
const DELIVERY_STATED: ReadonlyArray<[string, string, 'auto' | null]> = [
  ['Where is my order', "Order ORD-55160 was supposed to arrive on 20 November. Tracking has said 'in transit' for 6 days. Where is it?", 'auto'],
  ['Delivery', "My parcel ORD-56020 was supposed to come on Monday and it's Thursday. Can you check?", null],
  ['Late parcel', "The tracking for ORD-55162 has said 'in transit' for a week now.", null],
  ['Parcel', 'My parcel ORD-55163 was supposed to be delivered yesterday and I have nothing.', 'auto'],
  ['Order status', 'My order ORD-55164 should have arrived on Monday, it is Friday now.', null],
  ['Tracking', "Tracking for my parcel ORD-55165 has shown 'label created' for 10 days.", 'auto'],
  ['Delivery', 'The delivery of ORD-55166 was due on 18 November and I am still waiting.', null],
];
/** Must keep: no delivery problem (praise, an arrival), so no trace runs by itself. */
const NO_PROBLEM: ReadonlyArray<[string, string]> = [
  ['Thanks', 'My parcel ORD-55170 arrived a day early, thanks!'],
  ['Delivery', 'My parcel ORD-55171 was supposed to arrive on Monday and it came on Monday, great service.'],
  ['Delivery', 'Order ORD-55172 was supposed to arrive today and it did, thanks.'],
  ['Order', 'Just confirming that my order ORD-55173 arrived in one piece.'],
];

describe('session 41: the refund limit is in US dollars (finding 1)', () => {
  it('a refund in another currency, or one the demo does not read, goes to a person; the reason names it', () => {
    const wrong: string[] = [];
    for (const [body, names] of OTHER_CURRENCY) {
      const t = run(body);
      if (t.route.queue === 'auto' || !names.every((n) => reasons(t).includes(n.toLowerCase()))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('must keep: a refund in US dollars within the limit runs by itself; over it, a person', () => {
    const wrong: string[] = [];
    for (const body of DOLLARS_AUTO) {
      const t = run(body);
      if (t.route.queue !== 'auto' || !/within the 100 us dollar limit/i.test(t.route.basis ?? '')) wrong.push(show(t));
    }
    for (const [body, name] of DOLLARS_OVER) {
      const t = run(body);
      if (t.route.queue === 'auto' || !reasons(t).includes(name)) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
});

describe('session 41: the reason on a safe route is the one that decided it (TA-6)', () => {
  it('a delivery problem in other words is a delivery problem', () => {
    const wrong: string[] = [];
    for (const [subject, body, queue] of DELIVERY_STATED) {
      const t = run(body, subject);
      if (reasons(t).includes('no delivery problem stated') || (queue && t.route.queue !== queue) || (t.route.queue === 'auto' && !t.route.basis?.startsWith('a delivery problem stated'))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('must keep: praise or an arrival gets no automatic trace', () => {
    const wrong = NO_PROBLEM.map(([s, b]) => run(b, s)).filter((t) => t.route.queue === 'auto' && /tracking/i.test(t.proposal.action ?? ''));
    expect(wrong.map(show)).toEqual([]);
  });
});

/**
 * Sweep: new customer messages. 'person' means an automatic action would be wrong (a person must
 * decide); 'auto' means the message is a plain, safe case that must keep running by itself.
 */
const SWEEP: ReadonlyArray<[string, string, 'person' | 'auto']> = [
  // refunds with amounts and currencies
  ['Refund', 'Please refund $25.00 for ORD-57001, the handle snapped off.', 'auto'],
  ['Refund', 'I would like a refund of $15.50 for ORD-57002, the colour is not as shown.', 'auto'],
  ['Refund', 'Kindly refund me 30 euros for ORD-57003, the cup was cracked.', 'person'],
  ['Refund', 'Please refund 4500 yen for ORD-57004.', 'person'],
  ['Refund', 'Please refund $45 (about £36) for ORD-57005, it broke.', 'person'],
  ['Refund', 'Please refund the 20 bucks for ORD-57006, it never worked.', 'person'],
  // order status
  ['Where is my parcel', 'Where is my parcel ORD-57010? It has not arrived yet and the tracking has not moved.', 'auto'],
  ['Order status', 'Hi, any news on ORD-57011? Just curious when it ships, no rush.', 'person'],
  ['Order', 'Can you tell me if ORD-57012 has shipped yet?', 'person'],
  // cancellations
  ['Cancel', 'Please cancel order ORD-57020 before it ships.', 'person'],
  ['Cancel', 'Cancel my subscription now please.', 'person'],
  ['Cancel', 'I do not want to cancel, I just want to pause my plan for a month.', 'person'],
  // taken back
  ['Refund', 'Please refund $20.00 for ORD-57030. Update: the replacement arrived and works, ignore this.', 'person'],
  ['Refund', 'Refund $18.00 for ORD-57031 please. Wait, my husband says he already returned it for store credit.', 'person'],
  ['Refund', "Please refund $22.00 for ORD-57032... actually don't, I'll exchange it instead.", 'person'],
  // conditional
  ['Refund', 'Please refund $35.00 for ORD-57040 unless you can send a replacement by Friday.', 'person'],
  ['Refund', 'Refund $12.00 for ORD-57041 in case the courier cannot find it by Monday.', 'person'],
  ['Refund', 'Should the replacement not arrive by Monday, please refund $40.00 for ORD-57042.', 'person'],
  // two matters
  ['Refund', 'Please refund $19.00 for ORD-57050 and update my delivery address to 12 Oak Street.', 'person'],
  ['Refund', 'Please refund $28.00 for ORD-57051. By the way, my invoice INV-30500 shows the wrong VAT number.', 'person'],
  ['Refund', 'Please refund $16.00 for ORD-57052, and cancel my subscription too.', 'person'],
  // German, French, Spanish
  ['Rückerstattung', 'Bitte erstatten Sie 30 € für ORD-57060, die Tasse kam zerbrochen an.', 'person'],
  ['Remboursement', 'Merci de rembourser 25 € pour la commande ORD-57061, elle est arrivée cassée.', 'person'],
  ['Reembolso', 'Por favor, reembolsen $20.00 del pedido ORD-57062, llegó roto.', 'person'],
  ['Refund', 'Please refund $20.00 for ORD-57063. Danke schön, Grüße aus Berlin!', 'auto'],
  ['Kündigung', 'Ich möchte mein Abo kündigen, bitte bestätigen.', 'person'],
  // typos
  ['Refund', 'Pleese refund $24.00 for ORD-57070, the item arived broken.', 'person'],
  ['refnud', 'refund $14.00 ORD-57071 pls, brokn on arrival', 'person'],
  ['Where is my parcle', 'Wher is my parcle ORD-57072? It hasnt arived.', 'person'],
  // more
  ['Refund', 'My friend gave me this as a gift (ORD-57080). Please refund $30.00.', 'person'],
  ['Refund', 'Please refund $60.00 for ORD-57081 and $15.00 shipping.', 'person'],
  ['App crash', 'Since the update to 5.1 the app crashes when I open the camera. iOS 17, iPhone 15.', 'auto'],
];

/**
 * Sweep finding: a refund asked for by someone who received the order as a gift. The original payment
 * method is the giver's, so whoever writes may not be the customer; a person checks who asks.
 */
const GIFT: readonly string[] = [
  'My friend gave me this as a gift (ORD-57080). Please refund $30.00.',
  'This was a gift from my aunt, order ORD-57082. Please refund $25.00, it does not fit.',
  'I received ORD-57083 as a birthday present. Please refund $40.00, the jug leaks.',
  'My mother bought this for me (ORD-57084). Please refund $35.00, it arrived broken.',
  'Got this as a gift, order ORD-57085. I would like a refund of $20.00.',
  'Someone sent me ORD-57086 as a present; please refund $15.00.',
];
/** Must keep: the writer bought it (gift wrap, a present to oneself): a plain refund. (A gift bought for someone else names a third party, so it already goes to a person.) */
const GIFT_KEEP: readonly string[] = [
];

describe('session 41: a refund for an order received as a gift (sweep finding)', () => {
  it('goes to a person, and the reason quotes the gift', () => {
    const wrong = GIFT.map((b) => run(b)).filter((t) => t.route.queue === 'auto' || !/gift|present|bought this for me/.test(reasons(t)));
    expect(wrong.map(show)).toEqual([]);
  });
  it('must keep: the writer bought it, so the refund runs by itself', () => {
    const wrong = GIFT_KEEP.map((b) => run(b)).filter((t) => t.route.queue !== 'auto');
    expect(wrong.map(show)).toEqual([]);
  });
});

describe('session 41: a sweep of new customer messages', () => {
  it('no confidently wrong automatic action, and the plain cases still run by themselves', () => {
    const wrong: string[] = [];
    for (const [subject, body, expected] of SWEEP) {
      const t = run(body, subject);
      if ((expected === 'person') !== (t.route.queue === 'human')) wrong.push(`expected ${expected}: ${show(t)}`);
    }
    expect(wrong).toEqual([]);
  });
});
