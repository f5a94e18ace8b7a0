/**
 * Brief s47 t5 (issue 28, tester u30z on build-i33). F1: an amount written as a range ("$45-50", "45-50 USD"),
 * with a sign after it ("$45.00+", "$45.00-") or split ("$45 .00") is never refunded as one end: a person
 * decides, with a reason quoting the range. F2: an order id outside "ORD- and 4 to 10 digits" ("ORD-80031-2",
 * "ORD-2024-48213", "ORD-80031 - 2", "ORD-80031+") goes to a person, never shortened. F4: an item held because
 * an id or amount was not read whole proposes checking it with the customer, never an action on the part read.
 * The message bodies are u30z's (results3.json z01–z16, results4.json a01–a15, results5.json r01–r13,
 * results.json x08/x10/x48/x49/x92/x104), expectations written by the tester before the run.
 */
import {describe, expect, it} from 'vitest';
import {confidenceText, parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
// A message the reader adds has no sender address (index.tsx: from '').
const run = (subject: string, body: string, from = ''): Triaged => triage({id: 'm21', from, subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;
const held = (t: Triaged, quote: string) => {
  expect(t.route.queue, show(t)).toBe('human');
  expect(t.route.reasons.join(' '), show(t)).toContain(quote);
};

describe('F1: an amount written as a range is never refunded as one end of it', () => {
  it.each([
    ['Please refund $45-50 for ORD-82001, it arrived broken.', '$45-50'],
    ['Please refund $45~50 for ORD-82004, it arrived broken.', '$45~50'],
    ['Please refund 45-50 USD for ORD-82005, it arrived broken.', '45-50 USD'],
    ['Please refund $45/50 for ORD-82006, it arrived broken.', '$45/50'],
    ['Please refund $20-30 for ORD-82007, it arrived broken.', '$20-30'],
    ['Please refund $45.00-50.00 for ORD-82008, it arrived broken.', '$45.00-50.00'],
    ['The lamp from ORD-82009 arrived broken. It cost $45-50, please refund me.', '$45-50'],
    ['Please refund $45–50 for ORD-82001, it arrived broken.', '$45–50'],
    ['Please refund $45 - 50 for ORD-82001, it arrived broken.', '$45 - 50'],
    ['Please refund 45.00-50.00 USD for ORD-82001, it arrived broken.', '45.00-50.00 USD'],
    ['Please refund €45-50 for ORD-82001, it arrived broken.', '€45-50'],
    ['Please refund 45~50 EUR for ORD-82001, it arrived broken.', '45~50 EUR'],
  ])('%s is held, the reason quoting %s', (body, quote) => {
    const t = run('Refund', body);
    held(t, quote);
    expect(t.route.reasons.join(' '), show(t)).toMatch(/range/);
    expect(t.proposal.action ?? '', show(t)).not.toMatch(/^Refund /);
  });
  it.each([
    ['$45.00+', '$45.00+'],
    ['$45.00-', '$45.00-'],
    ['$45 .00', '$45 .00'],
    ['$45.\n00', '$45.'],
  ])('u30z a01/a03/a15/x104: %s is held as not read whole', (amount, quote) => {
    const t = run('Refund', `Please refund ${amount} for ORD-81000, it arrived broken.`);
    held(t, quote);
    expect(t.proposal.action ?? '', show(t)).not.toMatch(/^Refund /);
  });
});

describe('F2: an order id outside "ORD- and 4 to 10 digits" goes to a person, never shortened', () => {
  it.each(['ORD-80031-2', 'ORD-80031-02', 'ORD-80031–2', 'ORD-2024-48213', 'ORD-82011-3', 'ORD-80031 - 2', 'ORD-80031+', 'ORD-51614-1', 'ORD-80031 – 2'])('%s is held', (id) => {
    const t = run('Refund', `Please refund $45.00 for ${id}, it arrived broken.`);
    held(t, id.replace('–2', '-2').replace(/ [-–] 2$/, ''));
    expect(t.proposal.action ?? '', show(t)).not.toMatch(/^Refund /);
  });
  it('a tracking reply for ORD-2024-48213 is held too', () => held(run('Where is my parcel?', 'My parcel ORD-2024-48213 has not arrived yet, it was due last week.'), 'ORD-2024-48213'));
});

describe('F4: a held item proposes checking the misread value with the customer, never an action on the part read', () => {
  it.each([
    ['Please refund $25.00 for order ORD-601\n23, it arrived broken.', 'order number', 'ORD-601'],
    ['Please refund $4 5.00 for ORD-60049, it arrived broken.', 'amount', '$4 5.00'],
    ['Please refund $20.00 for ORD-512 96, it arrived broken.', 'order number', 'ORD-512 96'],
    ['Please refund $45.\n00 for ORD-60104, it arrived broken.', 'amount', '$45.'],
    ['Please refund ~$45 for ORD-60008, the lamp arrived broken.', 'amount', '~$45'],
    ['Please refund ca. $45 for ORD-60092, the lamp arrived broken.', 'amount', 'ca. $45'],
    ['Please refund $45.00 for ORD-82013+82014, they arrived broken.', 'order number', 'ORD-82013+82014'],
    ['Please refund $45-50 for ORD-82001, it arrived broken.', 'amount', '$45-50'],
  ])('%s', (body, what, written) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action, show(t)).toMatch(new RegExp(`^Check the ${what} with the customer`));
    expect(t.proposal.action, show(t)).toContain(written);
  });
  it.each([
    ['Please refund $20.00 for ORD-512 96, it arrived broken.', '"ORD-512 96"'],
    ['Please refund $45.00 for ORD-80031/2, it arrived broken.', '"ORD-80031/2"'],
    ['Please refund $45.00 for ORD-80031 - 2, it arrived broken.', '"ORD-80031 - 2"'],
  ])('the quote of %s ends where the id does, not at the comma after it', (body, quote) => {
    const t = run('Refund', body);
    expect(t.proposal.action, show(t)).toContain(`(written ${quote})`);
  });
  it('x104: the reason for "$45.⏎00" names the split amount', () => held(run('Refund', 'Please refund $45.\n00 for ORD-60104, it arrived broken.'), 'not read whole'));
  it('a trace for "ORD-5220 2" proposes checking the order number, not a trace of ORD-5220', () => {
    const t = run('Where is my parcel?', 'My parcel ORD-5220 2 has not arrived.');
    expect(t.proposal.action, show(t)).toMatch(/^Check the order number with the customer/);
  });
});

describe('right automatic refunds stay automatic', () => {
  it.each([
    'Please refund $45.00 for ORD-80099, it arrived broken.',
    'Please refund $45.00 for ORD-1234567890, it arrived broken.',
    'Please refund $45.00 for ORD-80099 - it arrived broken.',
    'Please refund $45.00 - ORD-80099 arrived broken.',
    'Please refund $45.00 for ORD-80099—it arrived broken.',
    'Please refund $45.00 for ORD-80099 – it arrived broken.',
    'I paid $45.00 on 2026-11-02 for ORD-80022. It arrived broken, please refund me.',
    'Please refund $45.00 for ORD-80099 (it arrived broken).',
  ])('%s', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('F5: no "strong match" for one word, a sales pitch or praise taken back', () => {
  it('u30z x33: a body of one word ("refund") gives at most half the confidence', () => {
    const t = run('Refund', 'refund');
    expect(t.classification.confidence, show(t)).toBeLessThanOrEqual(0.5);
    expect(confidenceText(t.classification), show(t)).not.toBe('strong match');
  });
  it.each([
    ['SEO', 'We can get your website to the first page of Google. Reply for a quote.'],
    ['Partnership', 'Your site shows errors on every page. We can help your business fix them and rank on the first page of Google.'],
  ])('u30z x26: a sales pitch is Not sure, with the reason (%s)', (subject, body) => {
    const t = run(subject, body);
    expect(t.classification.category, show(t)).toBe('unsure');
    expect(t.route.reasons.join(' '), show(t)).toContain('unsolicited offer');
  });
  it.each(['Great service, NOT. Worst experience ever.', 'Love the app... NOT! It deleted my notes.', 'Great service!!! NOT!!! You are scammers.'])('u30z x19: praise taken back is no strong match of Feedback: %s', (body) => {
    const t = run('Great service, NOT', body);
    expect(confidenceText(t.classification), show(t)).not.toBe('strong match');
    expect(t.route.queue, show(t)).toBe('human');
  });
  it.each([
    ['Praise', 'Great service and very friendly staff, I recommend your shop to everyone.', 'feedback'],
    ['Refund', 'Please refund $45.00 for ORD-80099, it arrived broken.', 'refund'],
    ['Refund', 'Refund please', 'refund'],
    ['Feedback', 'Great app, but NOT having a dark mode is a pity. It would be nice to have one.', 'feedback'],
  ])('neighbours keep their category: %s | %s', (subject, body, category) => {
    expect(run(subject, body).classification.category).toBe(category);
  });
});

describe('F6: the page’s own tracking example runs by itself', () => {
  it('u30z x86: "Tracking for ORD-60086 has said in transit for 6 days. Can you check?" is an automatic tracking reply', () => {
    const t = run('Tracking stuck', 'Tracking for ORD-60086 has said in transit for 6 days. Can you check?');
    expect(t.route.queue, show(t)).toBe('auto');
    expect(t.proposal.action, show(t)).toContain('ORD-60086');
  });
});

describe('F8: wording', () => {
  it('u30z x120: "$ 20.00" is shown as "$20.00" in the action', () => {
    const t = run('Refund', 'Please refund $ 20.00 for ORD-60121, it arrived broken.');
    expect(t.proposal.action, show(t)).toBe('Refund $20.00 for ORD-60121 to the original payment method.');
  });
  it('u30z x46: a fraud report is checked for who asks, never "where the money may go" quoting the subject', () => {
    const t = run('Fraud', 'I did not place this order ORD-60047, someone used my card. Refund $60.00.');
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action, show(t)).not.toContain('where the money may go');
  });
  it('u30z x113: the same order named twice is never called "a bare number next to an order id"', () => {
    const t = run('Refund', 'Please refund $20.00 for ORD-60114 and ORD-60114, it arrived broken.');
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).not.toContain('bare number');
    expect(t.route.reasons.join(' '), show(t)).toContain('named twice');
  });
});
