import {describe, expect, it} from 'vitest';
import {
  classify,
  extractFields,
  parseRules,
  proposeAction,
  route,
  triage,
  triageAll,
  validateMessage,
  MAX_MESSAGE_CHARS,
  type Message,
} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES, EXPECTED, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();

const msg = (body: string, subject = ''): Message => ({id: 'x', from: 'a@example.com', subject, body});

describe('classification on the fixed sample set', () => {
  const results = triageAll(SAMPLE_MESSAGES, EXAMPLES, rules);

  it('has twenty messages', () => expect(SAMPLE_MESSAGES).toHaveLength(20));

  it('labels every message that has an expected category correctly', () => {
    const wrong = results
      .filter((r) => EXPECTED[r.message.id] && EXPECTED[r.message.id] !== r.classification.category)
      .map((r) => `${r.message.id}: ${r.classification.category}`);
    expect(wrong).toEqual([]);
  });

  it('calls the vague message "Not sure", proposes nothing and routes it to a person with the reason', () => {
    const vague = results.find((r) => r.message.id === 'm15')!;
    expect(vague.classification.category).toBe('unsure');
    expect(vague.classification.closest).toBe('shipping');
    expect(vague.proposal.action).toBeNull();
    expect(vague.route).toEqual({queue: 'human', reasons: [expect.stringMatching(/^not sure of the category: too little evidence: .* matching only "order"$/)]});
  });

  it('routes large refunds and cancellations to a person even when confident', () => {
    // m14 asks where a refund of $310 already approved is (u28t T-A4): it is looked up, never paid again.
    const status = results.find((r) => r.message.id === 'm14')!;
    expect(status.classification.confidence).toBeGreaterThan(0.5);
    expect(status.proposal.action).toBe('Look up the refund already made or promised for ORD-47990 and reply with its status; no new refund.');
    expect(route(status.classification, status.proposal, 0.5)).toEqual({queue: 'human', reasons: [expect.stringMatching(/^the message asks about a refund already made or promised \("You approved a refund of \$310\.00/)]});
    const big = triage(msg('The blender from ORD-47991 arrived broken. Please refund the $310.00 I paid.', 'Refund'), EXAMPLES, rules);
    expect(big.classification.confidence).toBeGreaterThan(0.5);
    expect(route(big.classification, big.proposal, 0.5)).toEqual({queue: 'human', reasons: ['the refund ($310.00) is over 100']});
    expect(results.find((r) => r.message.id === 'm06')?.route.queue).toBe('human');
    expect(results.find((r) => r.message.id === 'm02')?.route.queue).toBe('auto');
  });

  it('shows rule boosts separately from example similarity', () => {
    const c = classify(SAMPLE_MESSAGES[0], EXAMPLES, rules);
    const refund = c.scores.find((s) => s.category === 'refund');
    expect(refund?.ruleBoost).toBe(0.3);
    expect(c.rulesMatched).toEqual([{line: 2, phrase: 'refund', category: 'refund'}]);
  });

  it('a new rule moves a message', () => {
    const extra = parseRules(`${DEFAULT_RULES}\nquestion | call me => feedback`);
    if (!extra.ok) throw new Error(extra.error);
    const m15 = SAMPLE_MESSAGES.find((m) => m.id === 'm15') as Message;
    expect(classify(m15, EXAMPLES, extra.rules).category).toBe('feedback');
  });

  it('gives zero confidence when nothing matches', () => {
    expect(classify(msg('zzz qqq'), EXAMPLES, rules).confidence).toBe(0);
  });
});

describe('field extraction', () => {
  it('finds order ids, invoice ids, e-mails, dates and amounts', () => {
    const f = extractFields(msg('Order ORD-12345 and INV-20931, mail me at jo@example.org. Paid $1,240.00 and 15.50 EUR on 2026-11-02 and 3 March, due March 5, 2027.'));
    expect(f).toEqual({
      orderIds: ['ORD-12345'],
      invoiceIds: ['INV-20931'],
      emails: ['jo@example.org'],
      dates: ['2026-11-02', '3 March', 'March 5, 2027'],
      amounts: ['$1,240.00', '15.50 EUR'],
    });
  });
});

describe('actions and routing', () => {
  it('asks for the order number when a refund has none', () => {
    const p = proposeAction('refund', extractFields(msg('Refund me please')), msg('Refund me please'));
    expect(p.action).toMatch(/asking for the order number/);
    expect(p.confidence).toBeLessThan(0.6);
  });

  it('refunds small amounts automatically and large ones with approval', () => {
    const small = triage(msg('Please refund $20.00 for order ORD-11111, item broken', 'Refund'), EXAMPLES, rules);
    expect(small.proposal.action).toBe('Refund $20.00 for ORD-11111 to the original payment method.');
    expect(small.route.queue).toBe('auto');
    const large = triage(msg('Please refund $900.00 for order ORD-11111, item broken', 'Refund'), EXAMPLES, rules);
    expect(large.route.queue).toBe('human');
  });

  it('respects the threshold', () => {
    const t = triage(SAMPLE_MESSAGES[1], EXAMPLES, rules);
    expect(route(t.classification, t.proposal, 0.99).queue).toBe('human');
    expect(route(t.classification, t.proposal, 0.1).queue).toBe('auto');
  });
});

describe('bad input', () => {
  it('explains malformed rules with the line number', () => {
    expect(parseRules('# ok\nrefund refund')).toEqual({ok: false, error: expect.stringContaining('Rule line 2')});
    expect(parseRules('refund => money')).toEqual({ok: false, error: expect.stringContaining('"money" is not a category')});
    expect(parseRules(' | => refund')).toEqual({ok: false, error: expect.stringContaining('no phrase')});
    expect(parseRules('x'.repeat(5000)).ok).toBe(false);
    expect(parseRules('')).toEqual({ok: true, rules: []});
  });

  it('refuses empty and oversize messages', () => {
    expect(validateMessage(msg('  ', ' '))).toMatch(/empty/);
    expect(validateMessage(msg('a'.repeat(MAX_MESSAGE_CHARS + 1)))).toMatch(/limit is 4000/);
    expect(validateMessage(msg('fine'))).toBeNull();
  });
});

describe('a category chosen by a keyword rule alone (issue 28)', () => {
  const m15 = SAMPLE_MESSAGES.find((m) => m.id === 'm15')!;

  it('the rule the page suggests moves m15 to feedback but never closes it automatically', () => {
    const parsed = parseRules(`${DEFAULT_RULES}\nquestion | call me => feedback`);
    if (!parsed.ok) throw new Error(parsed.error);
    const result = triage(m15, EXAMPLES, parsed.rules);
    expect(result.classification.category).toBe('feedback');
    expect(result.classification.scores[0]).toMatchObject({category: 'feedback', similarity: 0, ruleBoost: 0.3});
    expect(result.route.queue).toBe('human');
    expect(result.route.reasons).toContain('only a keyword rule chose feedback; no feedback example resembles the message');
    // Even with a threshold nothing else fails, the rule-only check holds it back; the body has no
    // feedback evidence of its own, so the confidence is 0 (issue 28, T1: no confidence from a rule word).
    expect(result.classification.confidence).toBe(0);
    // Session 40: the positive gate also names what the message lacks for the feedback action: it asks a question.
    expect(route(result.classification, result.proposal, 0)).toEqual({
      queue: 'human',
      reasons: ['only a keyword rule chose feedback; no feedback example resembles the message', 'the message asks "Hello, I have a question about my order, can someone call me?", so it is more than feedback'],
    });
  });

  it('a rule that agrees with similar examples still lets an item through', () => {
    const parsed = parseRules(DEFAULT_RULES);
    if (!parsed.ok) throw new Error(parsed.error);
    const shipping = triage(SAMPLE_MESSAGES.find((m) => m.id === 'm02')!, EXAMPLES, parsed.rules);
    expect(shipping.classification.scores[0].similarity).toBeGreaterThan(0);
    expect(shipping.route.queue).toBe('auto');
  });
});

/**
 * A skeptical reader's own messages (issue 28, D2). Each was checked on the classifier before this
 * change; the comment says what it did then. "unsure" = Not sure, no category, no action.
 */
describe('messages a skeptical reader types', () => {
  const run = (body: string, subject = '', from = 'reader@example.com') => triage({id: 'r', from, subject, body}, EXAMPLES, rules);
  const verdict = (body: string, subject = '') => {
    const c = run(body, subject).classification;
    return c.secondary.length ? [c.category, ...c.secondary].join('+') : c.category;
  };

  it.each([
    // before: refund, "Look up the amount paid for ORD-50001, then refund it."
    ['I do not want a refund, where is my parcel? Order ORD-50001', 'shipping'],
    // before: refund (subject "No refund needed" and the body both counted "refund")
    ['I do not want a refund… where is my parcel', 'shipping', 'No refund needed'],
    // before: cancellation, "Cancel at the end of the billing period"
    ['I no longer want to cancel my subscription, please keep it active.', 'unsure'],
    // before: cancellation
    ['Please do not cancel my subscription, I was charged $19.99 by mistake on invoice INV-30003', 'billing'],
    // before: billing at 56%; now the set-aside refund no longer competes
    ['This is not about a refund. My invoice INV-30002 has the wrong VAT number.', 'billing'],
    // before: refund, "Look up the amount paid for ORD-50009, then refund it."
    ['Instead of a refund, please send a replacement for ORD-50009.', 'unsure'],
    // before: billing at 51%
    ["I don't need a new password, I need a copy of my invoice for October.", 'billing'],
    ['Not a bug report, just a suggestion: a dark mode would be nice.', 'feedback'],
  ])('negation: %s → %s', (body, expected, subject = '') => {
    expect(verdict(body, subject)).toBe(expected);
  });

  it.each([
    // before: all refund at 0%, with a refund action
    ['Γεια σας, η παραγγελία μου δεν έφτασε ακόμα. Ζητώ επιστροφή χρημάτων.', /Greek script/],
    ['Мой заказ не пришёл, верните деньги', /Cyrillic script/],
    ['我的包裹还没到，请退款', /Chinese or Japanese script/],
    ['Quiero un reembolso de mi pedido ORD-50006, llegó roto.', /does not look like English/],
    ['Ich möchte mein Geld zurück für die Bestellung ORD-50007, der Mixer ist kaputt.', /does not look like English/],
    ["J'ai besoin d'un remboursement pour ma commande ORD-50013", /does not look like English/],
  ])('language not covered: %s', (body, reason) => {
    const t = run(body);
    expect(t.classification.category).toBe('unsure');
    expect(t.classification.language).toMatch(reason);
    expect(t.proposal.action).toBeNull();
    expect(t.route.queue).toBe('human');
    expect(t.route.reasons[0]).toMatch(reason);
  });

  it.each([
    // before: all refund at 0%, with a refund action
    ['ORD-50003', /only numbers, ids or symbols/],
    ['👍', /only numbers, ids or symbols/],
    ['hello', /only greetings or thanks/],
    ["Hi there, hope you're well. Kind regards, Tom", /no example shares a word/],
    ['asdfgh qwerty', /no example shares a word/],
    ['Is the blue sofa available in green? Can I talk to a manager?', /no example shares a word/],
  ])('no evidence, no category: %s', (body, reason) => {
    const t = run(body);
    expect(t.classification.category).toBe('unsure');
    expect(t.classification.unsure.join('; ')).toMatch(reason);
    expect(t.proposal.action).toBeNull();
    expect(t.route.queue).toBe('human');
  });

  it('politeness carries little weight, and a large refund without an order number still needs a person', () => {
    // before: feedback, "Thank the customer and log the feedback for the product team."
    const t = run('Thank you so much, your support team was very helpful last time! Thank you again. Now please refund $900.', 'Thank you');
    expect(t.classification.category).toBe('refund');
    // Praise next to a request is context, not a second request (u28f T-D, session 35).
    expect(t.classification.secondary).toEqual([]);
    expect(t.classification.polite).toEqual(['thank', 'much', 'please']);
    expect(t.proposal.action).toBe('Reply asking for the order number before any refund.');
    expect(t.route.reasons).toContain('the refund asked for ($900) is over 100');
    // before: refund, but with no reason about the amount
    expect(run('thank you… refund $900', 'Thanks').route.reasons).toContain('the refund asked for ($900) is over 100');
  });

  it('several requests are shown as such and go to a person', () => {
    // before: billing only, the lost parcel unmentioned
    const t = run('My package never arrived. Also I was charged twice on invoice INV-30001.');
    expect([t.classification.category, ...t.classification.secondary].sort()).toEqual(['billing', 'shipping']);
    expect(t.route.reasons).toContainEqual(expect.stringMatching(/several requests/));
  });

  it.each([
    // before: refund only, refunded automatically with the cancellation unmentioned
    ['Please cancel my order ORD-50005 and refund me $25.', ['cancellation', 'refund']],
    ['Cancel my subscription, then reset my password.', ['account', 'cancellation']],
    ['Could you resend the parcel for ORD-50010 and fix the app crash on Android 15?', ['bug', 'shipping']],
  ])('two actions asked for in one message are two requests and go to a person: %s', (body, expected) => {
    const t = run(body);
    expect([t.classification.category, ...t.classification.secondary].sort()).toEqual(expected);
    expect(t.route.queue).toBe('human');
    expect(t.route.reasons).toContainEqual(expect.stringMatching(/several requests/));
  });

  it.each([
    // a past tense or a noun describes; one action asked for, however it is worded, stays one request
    ['I cancelled my subscription in October but was still charged $19.99 on ORD-50011. Please refund this charge.', 'refund'],
    ['I returned the headphones from ORD-50012. Please refund the $29.00.', 'refund'],
    ['Please do not cancel my order ORD-50013, just refund me $10.', 'refund'],
  ])('one action asked for stays one request: %s', (body, expected) => {
    expect(verdict(body)).toBe(expected);
  });

  it('a request in the last sentence of a long message is found', () => {
    const long = `${'I have been a loyal customer for many years and I have always recommended your shop to friends and colleagues. '.repeat(12)}Anyway, the blender broke after a week and I want my money back for ORD-50008, it was $60.`;
    expect(verdict(long)).toBe('refund');
  });

  it('an account change to an address other than the sender’s goes to a person', () => {
    // before: handled automatically, a recovery link sent to the address in the message
    const t = run('Can you change the e-mail address on my account to new@example.com', '', 'owner@example.com');
    expect(t.classification.category).toBe('account');
    // Session 39 (brief 39t, finding 5): a change of the e-mail address is made by a person; no recovery link.
    expect(t.proposal.action).toBe('A person confirms the change ("change the e-mail address") with the customer at owner@example.com and makes it in the account settings.');
    expect(t.route.queue).toBe('human');
  });

  it('an account request with no sender (a message the reader added) sends no link and goes to a person', () => {
    // before: a new message carried the selected message's hidden sender and was handled automatically
    const t = run('i cant login to my acount, pasword reset mail never arives', 'pasword', '');
    expect(t.classification.category).toBe('account');
    expect(t.proposal.action).not.toMatch(/@/);
    expect(t.proposal.risky).toBe('the message has no sender address on file');
    expect(t.route.queue).toBe('human');
  });

  it.each([
    ['😡😡😡 where is my package??? ORD-50004', 'shipping'],
    ['The app crashes on iOS 18 when I open my orders, version 4.2.1', 'bug'],
    ["I can't log in, the password reset e-mail never comes", 'account'],
    ['Your website is down, I get error 502 on checkout', 'bug'],
    ["Where is my refund? It's been 3 weeks. ORD-50010", 'refund'],
    ['my parcel is lost lol, ORD-50012, not happy', 'shipping'],
    ['refund?', 'refund'],
  ])('still recognised: %s → %s', (body, expected) => {
    expect(verdict(body)).toBe(expected);
  });

  it('a rule phrase inside a negated request does not fire, and is reported', () => {
    const c = run('I do not want a refund, where is my parcel?').classification;
    expect(c.rulesNegated).toEqual([{line: 2, phrase: 'refund', category: 'refund'}]);
    expect(c.rulesMatched.map((r) => r.category)).toEqual(['shipping']);
    expect(c.negated).toEqual(['want', 'refund']);
  });

  it('rule phrases match at the start of a word only', () => {
    expect(run('My private notes', '').classification.rulesMatched).toEqual([]);
  });
});

describe('the evidence threshold on held-out messages', () => {
  it('names the wrong category for at most 2 of the 33 calibration messages, and never for a message with no category', async () => {
    const {CALIBRATION} = await import('./fixtures/task-automation-calibration');
    let wrong = 0;
    let unsureOnReal = 0;
    for (const c of CALIBRATION) {
      const got = classify({id: 'c', from: 'x@example.com', subject: '', body: c.text}, EXAMPLES, rules).category;
      if (c.category === null) expect(got, c.text).toBe('unsure');
      else if (got === 'unsure') unsureOnReal++;
      else if (got !== c.category) wrong++;
    }
    expect(CALIBRATION).toHaveLength(33);
    expect(wrong).toBeLessThanOrEqual(2);
    expect(unsureOnReal).toBeLessThanOrEqual(5);
  });
});

describe('session 36 tester findings (issue 28): the tester’s own wordings', () => {
  it('T-1: a yes/no question about a future update is a question for a person, not a bug ticket', () => {
    const t = triage(msg('Will my saved carts survive the app update next week?', 'Question'), EXAMPLES, rules);
    expect(t.classification.category).toBe('unsure');
    expect(t.route.queue).toBe('human');
    expect(t.proposal.action).toBeNull();
    expect(t.classification.unsure.join(' ')).toMatch(/asks about a possible problem/);
    // The same question next to a present failure is a report again.
    const report = triage(msg('Will my saved carts survive the app update next week? Since yesterday the app crashes every time I open it.'), EXAMPLES, rules);
    expect(report.classification.category).toBe('bug');
  });

  it('T-2: a fix someone else reported, denied by the writer, is a problem report and never "a problem is gone"', () => {
    const t = triage(msg("You said the login issue was fixed, but it is not fixed, I still get 'invalid token' when I sign in."), EXAMPLES, rules);
    expect(['bug', 'account', 'unsure']).toContain(t.classification.category);
    expect([...t.classification.unsure, ...t.route.reasons].join(' ')).not.toMatch(/problem is gone/);
    // The writer's own statement is still a solved problem.
    const solved = triage(msg('The login issue was fixed yesterday, thanks.'), EXAMPLES, rules);
    expect([...solved.classification.unsure, ...solved.route.reasons].join(' ')).toMatch(/problem is gone|thank/);
  });
});
