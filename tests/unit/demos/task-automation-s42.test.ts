/**
 * Session 42 (issue 28, testers u29b/u29a): the open Task Automation findings. Each row states its
 * expectation (the oracle), independent of the code. Design rule: when in doubt, a person; the reason a
 * person reads must be true of the message. Counts on the code before each fix are in the commit messages.
 */
import {describe, expect, it} from 'vitest';
import {confidenceText, evidenceLine, extractFields, parseRules, triage, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {amountNumber} from '@site/src/demos/task-automation/refundChecks';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (body: string, subject = 'Refund'): Triaged => triage({id: 'x', from: 'x@example.com', subject, body} satisfies Message, EXAMPLES, rules);
const show = (t: Triaged) => `${JSON.stringify(t.message.body)} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;
const reasons = (t: Triaged) => t.route.reasons.join('; ').toLowerCase();

/** T-4: a recovery link asked for at another address is no delivery change; the reason names the address, not shipping. */
const RECOVERY_ELSEWHERE: ReadonlyArray<[string, string]> = [
  ['Locked out', 'I am locked out of my account and the two-factor code never arrives. Please send the recovery link to my new address other.person@example.com instead.'],
  ['Locked out', 'I cannot log in. Please send the reset link to my new address jo.new@example.com.'],
  ['Locked out', 'Locked out again. Please send the password reset code to our new address, team@example.org.'],
];
/** Must keep: a parcel sent to a new address is a delivery change. */
const DELIVERY_CHANGES: readonly string[] = ['Please send ORD-48700 to my new address, 18 Mill Lane.', 'Could you deliver the parcel to my new address instead? ORD-48701.'];

/** T-5: a parcel that came late or damaged states a delivery problem; the reason says it came, never "no delivery problem stated". */
const CAME_WITH_PROBLEM: ReadonlyArray<[string, string, RegExp]> = [
  ['Package arrived late and damaged', 'Order ORD-48610 came three days late and the box was crushed. The lamp inside still works, but this is the second late delivery.', /came three days late/],
  ['Late', 'My parcel ORD-48611 arrived two weeks late.', /arrived two weeks late/],
  ['Late', 'Order ORD-48612 arrived late and the box was damaged.', /arrived late/],
  ['Late', 'The package for ORD-48613 turned up a week late, with a torn box.', /turned up a week late/],
];
/** Must keep: praise or a plain arrival states no problem. */
const PRAISE: ReadonlyArray<[string, string]> = [
  ['Thanks', 'My parcel ORD-55170 arrived a day early, thanks!'],
  ['Order', 'Just confirming that my order ORD-55173 arrived in one piece.'],
];

describe('session 42: a safe route says the true reason (T-4, T-5)', () => {
  it('T-4: a recovery link or code to another address goes to a person for the address, with no word of a delivery', () => {
    const wrong = RECOVERY_ELSEWHERE.map(([s, b]) => run(b, s)).filter((t) => t.route.queue !== 'human' || /deliver|shipping|tracking/.test(reasons(t)) || !/address/.test(reasons(t)));
    expect(wrong.map(show)).toEqual([]);
  });
  it('must keep: a parcel to be sent to a new address is a delivery change', () => {
    const wrong = DELIVERY_CHANGES.map((b) => run(b, 'Delivery')).filter((t) => t.route.queue !== 'human' || !reasons(t).includes('change to a delivery'));
    expect(wrong.map(show)).toEqual([]);
  });
  it('T-5: a parcel that came late or damaged: a person, and the reason quotes the arrival with its problem', () => {
    const wrong = CAME_WITH_PROBLEM.map(([s, b, quote]) => [run(b, s), quote] as const).filter(
      ([t, quote]) => t.route.queue !== 'human' || reasons(t).includes('no delivery problem stated') || !quote.test(reasons(t)),
    );
    expect(wrong.map(([t]) => show(t))).toEqual([]);
  });
  it('must keep: praise or an arrival gets no trace, and its reason says no delivery problem or that the parcel came', () => {
    const wrong = PRAISE.map(([s, b]) => run(b, s)).filter((t) => t.route.queue === 'auto' && /tracking/i.test(t.proposal.action ?? ''));
    expect(wrong.map(show)).toEqual([]);
  });
});

/**
 * Finding 2: a European amount, decimal comma and the sign after the number ("39,90 €"), is read whole as
 * euros, never as 3990 or 39. [text, amount as read, value, currency named in the reason]. Every one is in
 * euros, so a person (no exchange rate), and the reason names the amount as written.
 */
const EURO_AMOUNTS: ReadonlyArray<[string, string, number]> = [
  ['The lamp from ORD-51234 arrived broken. Please refund 39,90 € to my card.', '39,90 €', 39.9],
  ['The lamp from ORD-51235 arrived broken. Please refund 39,90\u00a0€ to my card.', '39,90\u00a0€', 39.9],
  ['The lamp from ORD-51236 arrived broken. Please refund 1.234,50 € to my card.', '1.234,50 €', 1234.5],
  ['The lamp from ORD-51237 arrived broken. Please refund €39,90 to my card.', '€39,90', 39.9],
  ['The lamp from ORD-51238 arrived broken. Please refund 39,90 EUR to my card.', '39,90 EUR', 39.9],
  ['The lamp from ORD-51239 arrived broken. Please refund 45 € to my card.', '45 €', 45],
  ['Bonjour, je voudrais un remboursement de 39,90 € pour ORD-51240.', '39,90 €', 39.9],
];
/** Ambiguous or bare: a person, and the reason says why (either reading, or an unknown amount). */
const AMBIGUOUS: ReadonlyArray<[string, RegExp]> = [
  ['The lamp from ORD-51241 arrived broken. Please refund 1,234 € to my card.', /"1,234 €" could be read either with a thousands comma or with a decimal comma/],
  ['The lamp from ORD-51242 arrived broken. Please refund 1,234 to my card.', /amount is unknown|no currency/],
];

describe('session 42: amounts with a decimal comma and the sign after (finding 2)', () => {
  it('"39,90 €" and its kin are read whole, in euros, and go to a person with the amount named', () => {
    const wrong: string[] = [];
    for (const [body, written, value] of EURO_AMOUNTS) {
      const amounts = extractFields({id: 'x', from: 'x@example.com', subject: 'Refund', body}).amounts;
      const t = run(body);
      if (amounts.length !== 1 || amounts[0] !== written || amountNumber(amounts[0]) !== value) wrong.push(`${body} → amounts ${JSON.stringify(amounts)}`);
      else if (t.route.queue !== 'human' || (t.classification.category === 'refund' && !(reasons(t).includes(written.toLowerCase()) && /eur/.test(reasons(t))))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });
  it('"1,234 €" (either reading) and a bare "1,234" go to a person, and the reason says why', () => {
    const wrong = AMBIGUOUS.map(([b, reason]) => [run(b), reason] as const).filter(([t, reason]) => t.route.queue !== 'human' || !reason.test(reasons(t)));
    expect(wrong.map(([t]) => show(t))).toEqual([]);
  });
});

/**
 * Finding 3: a return already sent, then a refund asked for, is a direct request under autoGate's rules
 * (no condition: the sending is done, not awaited). The item runs by itself and the Route step says so:
 * the direct request and the return stated as sent, quoted. [body, words of the return quoted].
 */
const RETURN_SENT: ReadonlyArray<[string, string]> = [
  ['I sent the broken toaster from ORD-56003 back yesterday. Please refund $38 to my card.', 'I sent the broken toaster from ORD-56003 back'],
  ['I sent it back yesterday, refund $38 for ORD-56004.', 'I sent it back'],
  ['I returned the kettle from ORD-56005 on Monday. Please refund $38.', 'I returned the kettle'],
  ['I have already sent the lamp back. Please refund $38 for ORD-56007.', 'I have already sent the lamp back'],
];
/** Must keep: a return still to come is a condition or a deferral: a person. */
const RETURN_TO_COME: readonly string[] = ['Please refund $38 for ORD-56006 after I send it back.', 'I will send it back tomorrow. Please refund $38 for ORD-56008.'];

describe('session 42: a refund after a return already sent (finding 3)', () => {
  it('runs by itself, and the reason names the direct request and the return as already sent', () => {
    const wrong = RETURN_SENT.map(([b, words]) => [run(b), words] as const).filter(
      ([t, words]) => t.route.queue !== 'auto' || !/^a direct request by the writer/.test(t.route.basis ?? '') || !(t.route.basis ?? '').includes(`the return is stated as already sent ("${words}`),
    );
    expect(wrong.map(([t]) => `${show(t)} | ${t.route.basis}`)).toEqual([]);
  });
  it('must keep: a return still to come goes to a person', () => {
    const wrong = RETURN_TO_COME.map((b) => run(b)).filter((t) => t.route.queue !== 'human');
    expect(wrong.map(show)).toEqual([]);
  });
});

/**
 * Finding 4: the classification confidence is a heuristic score (word overlap and rules), never a
 * certainty, so no figure the page shows for it reads "100%": a score that would print as 100% is shown
 * as "strong match", and the thank-you sentence claims no certainty. Lower scores keep their percent.
 */
const STRONG: ReadonlyArray<[string, string]> = [
  ['Late', 'The package for ORD-48613 turned up a week late, with a torn box.'],
  ['Refund', 'I sent it back yesterday, refund $38 for ORD-56004.'],
  ['', 'Many thanks for your patience on the phone this morning, Ingrid!'],
];

describe('session 42: the classification confidence is shown honestly (finding 4)', () => {
  it('a score that rounds to 100% is shown as "strong match", never as 100% or as certain', () => {
    const wrong: string[] = [];
    for (const [subject, body] of STRONG) {
      const t = run(body, subject);
      const shown = `${confidenceText(t.classification)} | ${evidenceLine(t.classification)}`;
      if (Math.round(t.classification.confidence * 100) < 100) wrong.push(`${body}: the row needs a score that rounds to 100% (got ${t.classification.confidence})`);
      else if (/100\s?%|\bcertain/i.test(shown) || !confidenceText(t.classification).startsWith('strong match')) wrong.push(`${body} → ${shown}`);
    }
    expect(wrong).toEqual([]);
  });
  it('must keep: a lower score shows its percent; Not sure shows none', () => {
    const low = run('Order ORD-48612 arrived late and the box was damaged.', 'Late');
    expect(confidenceText(low.classification)).toBe(`${Math.round(low.classification.confidence * 100)}%`);
    expect(confidenceText(run('Bonjour, je voudrais un remboursement de 39,90 € pour ORD-51240.').classification)).toBe('none');
  });
});
