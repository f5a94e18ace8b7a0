/**
 * Brief 46t2 (issue 28, u30r): ids and amounts read partially and acted on as if read whole. An automatic
 * action needs every order id, invoice id and amount read whole and alone: a digit group, a separator with
 * digits or a suffix next to one, a second bare order number in the same list, an approximate amount or an id
 * outside the documented shape holds the message for a person, with what was written quoted.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string, from = 'pat@example.com'): Triaged => triage({id: 's46t2', from, subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;
const refund = (x: string) => run('Refund', `Please refund $45.00 for ${x}, it arrived broken.`);
const held = (t: Triaged, quote: string) => {
  expect(t.route.queue, show(t)).toBe('human');
  expect(t.route.reasons.join(' '), show(t)).toContain(quote);
};

describe('F6/F9/F16/F17: an id followed by a digit group, a separator with digits or a suffix is not read whole', () => {
  // u30r s15, t06, w17, w21, t02, w16 exactly, then neighbours.
  it.each(['ORD-512 96', 'ORD-51,296', 'ORD-5161 7', 'ORD-516 21', 'ORD-51296/2', 'ORD-51616.2', 'ORD-5129 6', 'ORD-51296 2', 'ORD-51 296', 'ORD-512\u00a096',
    'ORD-51.296', 'ORD-51296:2', 'ORD-51296_2', 'ORD-51296,2', 'ORD-51296/12', 'ORD-51296.02', 'ORD-5129 61'])('%s is held, quoted as written', (x) => {
    held(refund(x), x.replace('\u00a0', ' ').split(/[ \u00a0]/)[0]);
    held(refund(x), 'not read whole');
  });
  it('u30r w30: INV-3000 1 is not passed to billing as INV-3000', () => {
    const t = run('Invoice', 'Please add our VAT number DE123456789 to invoice INV-3000 1.');
    held(t, 'INV-3000 1');
  });
  it.each(['INV-3000 12', 'INV-30001/2', 'INV-300,01', 'INV-30001.5'])('invoice %s is held', (x) => {
    held(run('Invoice', `Please add our VAT number DE123456789 to invoice ${x}.`), 'not read whole');
  });
  it('a trace for "ORD-5220 2" is held', () => held(run('Where is my parcel?', 'My parcel ORD-5220 2 has not arrived.'), 'ORD-5220 2'));
});

describe('F7/F15: an amount with a digit group after it, or marked approximate, is not read whole', () => {
  it.each(['$4 5.00', '$45 0.00', '$4 50', '$1 00.00', '$45\u00a01.00', '£4 5.00'])('%s is held', (x) => {
    const t = run('Refund', `Please refund ${x} for ORD-51298, it arrived broken.`);
    expect(t.route.queue, show(t)).toBe('human');
  });
  it('u30r t14: "$4 5.00" is quoted as written', () => held(run('Refund', 'Please refund $4 5.00 for ORD-51298, it arrived broken.'), '$4 5.00'));
  it.each(['~$45.00', '~ $45.00', '≈$45.00', '≈ $45', 'ca. $45.00', 'ca $45.00', 'circa $45.00', 'approx. $45.00', 'approx $45', '∼$45.00', '~45.00 USD'])('%s is held as approximate', (x) => {
    held(run('Refund', `Please refund ${x} for ORD-51602, it arrived broken.`), 'approximate');
  });
});

describe('F8: a bare number in the same list as an order id is a second order', () => {
  // u30r t10, w22, y02, y03, y04, y06 exactly, then neighbours.
  it.each(['ORD-51296 and 51297', 'ORD-51622 & 51623', 'ORD-51703, 51704', 'ORD-51705/51706', 'ORD-51707+51708', 'ORD-51711 and #51712',
    'ORD-51296 & #51297', 'ORD-51296, #51297', 'ORD-51296 + 51297', 'ORD-51296 plus 51297', 'ORD-51296 or 51297', 'ORD-51296,51297', 'ORD-51296 / 51297',
    'ORD-51296 and also 51297', '51297 and ORD-51296', '#51297 & ORD-51296', 'ORD-51296, ORD-51297 and 51298'])('%s is held, with the second number quoted', (x) => {
    const t = refund(x);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toMatch(/51297|51298|several orders|order number/);
  });
});

describe('F10: an order id outside the documented shape (ORD- and four to ten digits) is held', () => {
  it.each(['ORD-5', 'ORD-51', 'ORD-512', 'ORD-512961234567890', 'ORD-12345678901', 'ORD-5129612345678901234'])('%s is held', (x) => {
    held(refund(x), x);
  });
  // 47t (u30z F2): "ORD-51614-1" has a suffix, so it is outside "ORD- and 4 to 10 digits" and held (task-automation-s47t.test.ts).
  it.each(['ORD-3204', 'ORD-48213', 'ORD-00512', 'ORD-051619', 'ORD-1234567890'])('%s in the documented shape stays automatic', (x) => {
    const t = refund(x);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('right automatic refunds stay automatic', () => {
  it.each([
    ['Refund', 'Please refund $45.00 for ORD-51298, it arrived broken.'],
    ['Refund', 'Please refund US$45.00 for ORD-51290, it arrived broken.'],
    ['Refund', 'Please refund $ 45.00 for ORD-51252, the item arrived damaged.'],
    ['Refund', 'I want my money back for ORD-51811, $45.00. It arrived broken.'],
    ['Refund', 'Please refund $30.00 for ORD-3059 (arrived broken).'],
    ['Refund', 'Please refund $30.00 for ORD-3060; arrived broken; thanks'],
    ['Refund', 'Please refund 45.00 USD for ORD-51429, it arrived broken.'],
    ['Refund', 'Please refund $45.00 for ORD-51407, it never arrived.'],
    ['Invoice', 'Please add my VAT number DE123456789 to invoice INV-5005. Thanks'],
    ['Where is my parcel', 'Hi, where is my parcel ORD-5002? Tracking has said in transit for 6 days. Thanks, Lee'],
  ])('%s | %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

