/**
 * u28x (fresh tester, issue 28): automatic refunds that were wrong. The tester's exact inputs plus
 * neighbours written for this test; each block states its expectation (the oracle), independent of
 * the code. Design rule: when in doubt, a person; an automatic basis must be true of the message.
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
const run = (body: string, subject = 'Refund'): Triaged => triage({id: 'x', from: 'x@example.com', subject, body} satisfies Message, EXAMPLES, rules);
const show = (t: Triaged) => `${JSON.stringify(t.message.body)} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;
const reasons = (t: Triaged) => t.route.reasons.join('; ').toLowerCase();

/** A name the reasons must give; a list is any one of its entries (a matter named by its words or by its category). */
type Named = string | readonly string[];
/** Rows whose expectation is: a person (never automatic), and the reasons name `names` (each, as written, case-insensitive). */
function toPerson(rows: ReadonlyArray<[string, readonly Named[]]>): string[] {
  const wrong: string[] = [];
  for (const [body, names] of rows) {
    const t = run(body);
    const has = (n: Named) => (typeof n === 'string' ? [n] : n).some((x) => reasons(t).includes(x.toLowerCase()));
    if (t.route.queue === 'auto' || !names.every(has)) wrong.push(show(t));
  }
  return wrong;
}

/** HIGH 1: a refund taken back in the same message ("just kidding", "jk", "found it, all good", "EDIT: works now, disregard"). */
const TAKEN_BACK: ReadonlyArray<[string, readonly string[]]> = [
  // the tester's inputs
  ['Please refund $30.00 for ORD-55315 - just kidding, I love it!', ['kidding']],
  ['Please refund $30.00 for ORD-55401. Just joking, the blender works great!', ['joking']],
  ['Please refund $30.00 for ORD-55402 lol jk', ['jk']],
  ['Please refund $30.00 for ORD-55406. Oops, I found the missing part in the box. All good!', ['found the missing part']],
  ['Please refund $30.00 for ORD-55408.\n\nEDIT: it works now, disregard.', ['disregard']],
  ['I want my money back for ORD-56021, $30.00. Kidding! Love the mug.', ['kidding']],
  // neighbours
  ['Refund $12.00 for ORD-57001 please. Only kidding, the lamp is perfect.', ['kidding']],
  ['Please refund $18.50 for ORD-57002... j/k, the kettle is great.', ['j/k']],
  ['Please refund $22.00 for ORD-57003. Haha I am joking, keep the money.', ['joking']],
  ['Please refund $9.99 for ORD-57004. Found it under the seat, all good now.', ['found it']],
  ['Please refund $40.00 for ORD-57005.\nEdit: my husband had the charger all along, please ignore.', ['edit:']],
  ['Please refund $15.00 for ORD-57006. JK!! It fits perfectly.', ['jk']],
  ['I would like a refund of $25.00 for ORD-57007. Disregard, it works now.', ['disregard']],
];

/** HIGH 2: a refund on a condition ("after I send it back", "once I've returned it", "when I've returned it", "after you receive it"). */
const CONDITION: ReadonlyArray<[string, readonly string[]]> = [
  ['Please refund $30.00 for ORD-56009 after I send it back with the return label.', ['after i send']],
  // neighbours
  ['Please refund $30.00 for ORD-57101 once I\'ve returned it.', ['once i']],
  ['Please refund $30.00 for ORD-57102 as soon as I have returned the item.', ['as soon as']],
  ['Please refund $30.00 for ORD-57103 when I\'ve returned it.', ['when i']],
  ['Please refund $30.00 for ORD-57104 after you receive it.', ['after you receive']],
  ['Please refund $30.00 for ORD-57105 after we have shipped it back to you.', ['after we']],
  ['Please refund $30.00 for ORD-57106 after I drop the parcel off at the post office.', ['after i drop']],
];

/** MED 1: a second matter dropped ("Also, …", "And another thing", "By the way", "P.S."): both named, a person. */
const SECOND: ReadonlyArray<[string, readonly Named[]]> = [
  ['Refund $50.00 for ORD-55304 please. Also, my login doesn\'t work.', ['refund', 'my login doesn\'t work']],
  // neighbours
  ['Please refund $20.00 for ORD-57201. And another thing, the app keeps crashing.', ['refund', ['the app keeps crashing', 'bug']]],
  ['Please refund $20.00 for ORD-57202. By the way, my invoice shows the wrong address.', ['refund', ['my invoice shows the wrong address', 'billing']]],
  ['Please refund $20.00 for ORD-57203.\nP.S. I was charged twice last month.', ['refund', ['i was charged twice last month', 'billing']]],
  ['Please refund $20.00 for ORD-57204. PS: my password reset email never arrives.', ['refund', ['my password reset email never arrives', 'account']]],
  ['Please refund $20.00 for ORD-57205. Btw, ORD-57206 has not arrived yet.', ['ORD-57205', ['ORD-57206 has not arrived yet', 'ORD-57206']]],
];

/** MED 2: a named destination (another card or account) or a refund said to be promised already: a person. */
const DESTINATION: ReadonlyArray<[string, readonly string[]]> = [
  ['Please refund $30.00 for ORD-56012 to my Visa ending 4242.', ['to my visa ending 4242']],
  // neighbours
  ['Please refund $30.00 for ORD-57301 to my PayPal account.', ['to my paypal account']],
  ['Please refund $30.00 for ORD-57302 to my new Mastercard.', ['to my new mastercard']],
  ['Please refund $30.00 for ORD-57303 to a different card.', ['to a different card']],
  ['Please refund $30.00 for ORD-57304 to my bank account, IBAN DE89370400440532013000.', ['to my bank account']],
  ['Please refund $30.00 for ORD-57305 to the card ending in 1881.', ['to the card ending in 1881']],
];
const PROMISED: ReadonlyArray<[string, readonly string[]]> = [
  ['Please refund $30.00 for ORD-56013, your colleague Mark already promised this on the phone.', ['promised']],
  // neighbours
  ['Please refund $30.00 for ORD-57401. Your agent agreed to it yesterday.', ['agreed']],
  ['Please refund $30.00 for ORD-57402 as was already approved by your support team.', ['already approved']],
  ['Please refund $30.00 for ORD-57403, it was confirmed in chat last week.', ['confirmed']],
  ['Please refund $30.00 for ORD-57404 as promised in your last email.', ['promised']],
];

/** MED 3: "thx"/"ty"/"cheers" at the end of a refund request do not make a thank-you message. */
const THANKS_TAIL: readonly string[] = [
  'pls refund $30.00 for ORD-55411 thx',
  // neighbours
  'plz refund $30.00 for ORD-57501 ty',
  'pls refund $12.00 for ORD-57502, cheers',
  'pls refund ORD-57503 $20.00 thx!',
  'pls could you refund $8.00 for ORD-57504 ty',
];

/** MED 4: an amount corrected in the message ("No wait, it was $35.00"): a person, the reasons name both amounts. */
const CORRECTED: ReadonlyArray<[string, readonly string[]]> = [
  ['Please refund $30.00 for ORD-55313. No wait, it was $35.00.', ['$30.00', '$35.00']],
  // neighbours
  ['Please refund $20.00 for ORD-57601. Sorry, I meant $25.00.', ['$20.00', '$25.00']],
  ['Please refund $45.00 for ORD-57602. Correction: $54.00.', ['$45.00', '$54.00']],
  ['Refund $12.00 for ORD-57603 please. Oh, the right amount is $21.00.', ['$12.00', '$21.00']],
  ['Please refund $10.00 for ORD-57604, make that $15.00.', ['$10.00', '$15.00']],
];

/** Controls: plain single refund requests stay automatic, and their basis is about them. */
const CONTROLS: readonly string[] = [
  'Please refund $30.00 for ORD-57701, the mug arrived cracked.',
  'Refund $12.99 for ORD-57702 please, the strap broke.',
  'I would like a refund of $45.00 for ORD-57703. The lamp does not switch on.',
  'Please refund $20.00 for ORD-57704. Thanks!',
];

describe('u28x: automatic refunds that were wrong', () => {
  it(`HIGH: ${TAKEN_BACK.length} refunds taken back in the same message go to a person naming the take-back`, () => {
    const wrong = toPerson(TAKEN_BACK);
    // A request taken back proposes no refund at all.
    for (const [body] of TAKEN_BACK) if (/^Refund /.test(run(body).proposal.action ?? '')) wrong.push(`refund proposed: ${show(run(body))}`);
    expect(wrong).toEqual([]);
  });
  it(`HIGH: ${CONDITION.length} refunds on a condition go to a person naming it`, () => {
    expect(toPerson(CONDITION)).toEqual([]);
  });
  it(`MED: ${SECOND.length} refunds with a second matter go to a person naming both`, () => {
    expect(toPerson(SECOND)).toEqual([]);
  });
  it(`MED: ${DESTINATION.length} refunds to a named card or account go to a person naming it`, () => {
    expect(toPerson(DESTINATION)).toEqual([]);
  });
  it(`MED: ${PROMISED.length} refunds said to be promised or agreed already go to a person`, () => {
    expect(toPerson(PROMISED)).toEqual([]);
  });
  it(`MED: ${THANKS_TAIL.length} refund requests ending in thx/ty/cheers are refund requests`, () => {
    const wrong: string[] = [];
    for (const body of THANKS_TAIL) {
      const t = run(body);
      if (t.classification.category !== 'refund' || t.classification.thanks !== null || !/^Refund /.test(t.proposal.action ?? '')) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it(`MED: ${CORRECTED.length} refunds whose amount is corrected go to a person naming both amounts`, () => {
    expect(toPerson(CORRECTED)).toEqual([]);
  });
  it(`controls: ${CONTROLS.length} plain refund requests stay automatic`, () => {
    const wrong: string[] = [];
    for (const body of CONTROLS) {
      const t = run(body);
      if (t.route.queue !== 'auto' || !/nothing else asked/.test(reasons(t) + (t.proposal.gate?.ok ? t.proposal.gate.basis : ''))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
});
