/**
 * Brief 46t (issue 28, u30g): held items whose reason or proposal was wrong. F4: an order id written with a
 * non-breaking hyphen (as pasted from Word or Outlook), another dash, or a space was not read, and the reply did
 * not name what was written.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string, from = 'pat@example.com'): Triaged => triage({id: 's46t', from, subject, body}, EXAMPLES, rules);
const show = (t: Triaged) =>
  `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» ${JSON.stringify(t.fields)} <- ${t.message.subject} | ${t.message.body}`;

describe('u30g F4: an order id with any dash is read as the id; a space or no separator is named as written', () => {
  const DASHES: Array<[string, string]> = [
    ['U+2011 non-breaking hyphen', '\u2011'], ['U+2010 hyphen', '\u2010'], ['U+2012 figure dash', '\u2012'], ['U+2013 en dash', '\u2013'],
    ['U+2014 em dash', '\u2014'], ['U+2212 minus sign', '\u2212'], ['U+FE63 small hyphen-minus', '\uFE63'], ['U+FF0D fullwidth hyphen-minus', '\uFF0D'],
  ];
  const plain = run('Refund', 'Please refund $45.00 for ORD-2010, it arrived broken.');
  it.each(DASHES)('a refund for ORD%s2010 is the refund for ORD-2010', (_name, dash) => {
    const t = run('Refund', `Please refund $45.00 for ORD${dash}2010, it arrived broken.`);
    expect(t.fields.orderIds, show(t)).toEqual(['ORD-2010']);
    expect([t.route.queue, t.proposal.action], show(t)).toEqual([plain.route.queue, plain.proposal.action]);
  });
  it.each(DASHES)('a parcel ORD%s5002 is traced as ORD-5002, an invoice INV%s5005 is INV-5005', (_name, dash) => {
    const t = run('Where is my parcel', `Where is my parcel ORD${dash}5002? It has not arrived.`);
    expect(t.fields.orderIds, show(t)).toEqual(['ORD-5002']);
    expect(t.proposal.action, show(t)).toContain('ORD-5002');
    const inv = run('Invoice', `Please add my VAT number DE123456789 to invoice INV${dash}5005. Thanks`);
    expect(inv.fields.invoiceIds, show(inv)).toEqual(['INV-5005']);
  });
  it('a fullwidth id (ＯＲＤ－２０１０) is ORD-2010', () => {
    const t = run('Refund', 'Please refund $45.00 for ＯＲＤ－２０１０, it arrived broken.');
    expect(t.fields.orderIds, show(t)).toEqual(['ORD-2010']);
  });
  it('the same order with two dashes is one order; two orders stay two and are held', () => {
    expect(run('Refund', 'Please refund $45.00 for ORD\u20112010 (ORD-2010), it arrived broken.').fields.orderIds).toEqual(['ORD-2010']);
    const two = run('Refund', 'Please refund $45.00 for ORD\u20112010 and ORD\u20132011, they arrived broken.');
    expect(two.fields.orderIds, show(two)).toEqual(['ORD-2010', 'ORD-2011']);
    expect(two.route.queue, show(two)).toBe('human');
  });
  it('the message keeps the text as written', () => {
    expect(run('Refund', 'Please refund $45.00 for ORD\u20112010, it arrived broken.').message.body).toContain('ORD\u20112010');
  });
  const WRITTEN: Array<[string]> = [['ORD 2011'], ['ORD2011'], ['ord 2011'], ['ORD_2011'], ['ORD #2011'], ['ORD. 2011'], ['ORD - 2011'], ['ORD: 2011']];
  it.each(WRITTEN)('"%s" is held and the reply names what was written', (written) => {
    const t = run('Refund', `Please refund $45.00 for ${written}, it arrived broken.`);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.fields.orderIds, show(t)).toEqual([]);
    expect(t.proposal.action, show(t)).toContain(`"${written}"`);
    const ship = run('Parcel', `Where is my parcel ${written}? It has not arrived.`);
    expect(ship.route.queue, show(ship)).toBe('human');
    expect(ship.proposal.action, show(ship)).toContain(`"${written}"`);
  });
});

describe('u30g F5: the reason quotes the clause that held the refund', () => {
  it.each([
    // the tester's
    ["Please refund $30.00 for ORD-2015. The wrong item arrived, I'm keeping it.", "I'm keeping it", 'The wrong item arrived'],
    // neighbours
    ['Please refund $30.00 for ORD-2016. The wrong size came, my sister will wear it.', 'my sister will wear it', 'The wrong size came'],
    ['Please refund $30.00 for ORD-2017. A wrong item was delivered and I gave it away.', 'I gave it away', 'A wrong item was delivered'],
    ['Please refund $30.00 for ORD-2018. I was sent the wrong colour, I will keep it anyway.', 'I will keep it anyway', 'I was sent the wrong colour'],
    ['Please refund $30.00 for ORD-2019. It arrived broken, my dog chewed the box.', 'my dog chewed the box', 'It arrived broken'],
    ['Please refund $30.00 for ORD-2020. The wrong model turned up. I love it though.', 'I love it', 'The wrong model turned up'],
  ])('%s quotes “%s”, never the covered “%s”', (body, trigger, covered) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    const reasons = t.route.reasons.join(' ');
    expect(reasons.toLowerCase(), show(t)).toContain(trigger.toLowerCase());
    expect(reasons, show(t)).not.toContain(`“${covered}”`);
  });
  it('every clause the closed world cannot account for is quoted', () => {
    const t = run('Refund', 'Please refund $30.00 for ORD-2021. It arrived broken. I am keeping it. My cat likes the box.');
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain('“I am keeping it”, “My cat likes the box”');
  });
  it.each([
    ['Please refund $30.00 for ORD-2026 and ORD-2026, it arrived broken.', 'ORD-2026 and ORD-2026'],
    ['Please refund $30.00 for ORD-2026, ORD-2026, it arrived broken.', 'ORD-2026, ORD-2026'],
    ['Please refund $30.00 for ORD-2026 & ORD\u20112026, it arrived broken.', 'ORD-2026 & ORD-2026'],
  ])('the same order named twice (%s) is held with that reason', (body, words) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain(`order ORD-2026 is named twice ("${words}")`);
  });
  it('a wrong item that arrived is a plain reason: the refund is as for "you sent the wrong item"', () => {
    for (const body of ['Please refund $30.00 for ORD-2022. The wrong item arrived.', 'Please refund $30.00 for ORD-2023, I was sent the wrong size.']) {
      const plain = run('Refund', 'Please refund $30.00 for ORD-2024. You sent the wrong item.');
      const t = run('Refund', body);
      expect(t.route.queue, show(t)).toBe(plain.route.queue);
    }
  });
});

describe('u30g F9: a parcel marked delivered that is not there is a delivery problem', () => {
  it.each([
    // the tester's
    ['Tracking says ORD-5003 was delivered yesterday but there is nothing at my door. Thanks'],
    // neighbours
    ['The tracking shows my parcel ORD-5003 as delivered, but it is not here.'],
    ['ORD-5003 is marked delivered but nothing was left at my door.'],
    ['Tracking says delivered but I never received it. ORD-5003'],
    ['The app said the package ORD-5003 was delivered today, however there was no parcel on the porch.'],
    ["I didn't get my parcel ORD-5003, the courier says it was left outside."],
    ['There is no package at my door, tracking says ORD-5003 was delivered.'],
    ["I haven't received ORD-5003 yet."],
    ['Nothing in my mailbox for ORD-5003, tracking says it was delivered.'],
    ['My order ORD-5003 shows as delivered but I have not received it.'],
  ])('%s', (body) => {
    const t = run('Parcel', body);
    expect(t.classification.category, show(t)).toBe('shipping');
    expect(t.route.reasons.join(' '), show(t)).not.toContain('no delivery problem stated');
    if (t.route.queue === 'auto') expect(t.proposal.gate?.ok && t.proposal.gate.basis, show(t)).toContain('a delivery problem stated');
  });
  it.each([['My parcel ORD-5003 was delivered yesterday, thanks!'], ['Tracking says ORD-5003 was delivered yesterday and it is here.']])('an arrival is no problem: %s', (body) => {
    const t = run('Parcel', body);
    expect(t.route.queue, show(t)).toBe('human');
  });
});

describe('u30g F10: a body that asks where an order is asks for shipping', () => {
  it.each([
    // the tester's
    ['Where is ORD-5010? Also the last one ORD-5011 was damaged.'],
    // neighbours
    ['Where is ORD-5010?'], ["Where's ORD-5010?"], ['Hi, where is order ORD-5010? Thanks'], ['When will ORD-5010 arrive?'],
    ['Has ORD-5010 been shipped?'], ['where is ord-5010'], ['Where is ORD\u20115010?'], ['Has my order ORD-5010 been sent yet?'],
    ['Where is ORD-5010? It has been two weeks.'], ['Any idea where ORD-5010 is? Where is ORD-5010?'],
  ])('%s', (body) => {
    const t = run('Parcel', body);
    expect(t.classification.category, show(t)).toBe('shipping');
    expect(t.route.reasons.join(' '), show(t)).not.toContain('does not ask for shipping');
  });
});

describe('u30g F1: a question about when a refund arrives is a status question: the look-up is proposed', () => {
  it.each([
    // the tester's
    ['When will my refund for ORD-66001 arrive? You approved it 5 days ago.'],
    // neighbours
    ['When will my refund for ORD-66002 come through?'], ['How long until my refund for ORD-66003 is paid?'], ['When will I get my refund for ORD-66004?'],
    ['Where is my refund for ORD-66005? It was approved last week.'], ['When will the refund of $20.00 for ORD-66006 reach my card?'],
    ['when will my refund arrive for ORD-66007'], ['Any update on my refund for ORD-66008?'], ['How long does the refund for ORD-66012 take to arrive?'],
    ['When do I receive the refund for ORD-66013?'],
  ])('%s', (body) => {
    const t = run('Refund status', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action ?? '', show(t)).toMatch(/^Look up the refund already made or promised for ORD-\d+/);
    expect(t.route.reasons.join(' '), show(t)).not.toContain('under a condition');
  });
  it.each([
    ['If my refund for ORD-66009 does not arrive by Friday, I will dispute it.'],
    ['When my order ORD-66011 arrives, please refund the shipping of $5.00.'],
  ])('a real condition stays a condition: %s', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toMatch(/condition/);
  });
});

describe('u30g F13: thanks for a replacement already given is not a request for one', () => {
  it.each([
    // the tester's
    ['Please refund $30.00 for ORD-3054. It arrived broken. Thanks for the replacement.'],
    ['Please refund $30.00 for ORD-3055. It arrived broken. Thanks for the quick replacement last week.'],
    // neighbours
    ['Please refund $30.00 for ORD-3056. It arrived broken. Thank you so much for the replacement!'],
    ['Thanks for the replacement. Please refund $30.00 for ORD-3057, it arrived broken.'],
    ['Please refund $30.00 for ORD-3060, it arrived broken. Many thanks again for the replacement.'],
    ['Please refund $30.00 for ORD-3061. I am grateful for the replacement, but it arrived broken too.'],
  ])('%s: held, the replacement named as given, never as asked', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    const reasons = t.route.reasons.join(' ');
    expect(reasons, show(t)).not.toContain('asks for a replacement');
    expect(reasons, show(t)).toMatch(/replacement/i);
  });
  it.each([
    ['Please refund $30.00 for ORD-3058 or send a replacement, it arrived broken.'],
    ['Please refund $30.00 for ORD-3059. I would like a replacement for the other one.'],
    ['It arrived broken, thanks. I would like a replacement for ORD-3062.'],
  ])('a replacement asked for is still one: %s', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain('asks for a replacement');
  });
});

describe("u30g F12: other people's data shown to the writer is a data-exposure bug for a person, never shipping", () => {
  it.each([
    // the tester's
    ["Since the update, the app shows other customers' orders in my order history."],
    // neighbours
    ["The app displays another customer's address on my checkout page."],
    ["I can see someone else's order history when I log in."],
    ["Your website showed me a stranger's card details."],
    ["My account page lists other users' email addresses."],
    ["You sent me someone else's invoice INV-3001 by email."],
    ["After logging in I see a different customer's name and phone number."],
    ["Other people's orders are visible in my account."],
    ["Please refund $30.00 for ORD-3070, the app showed me other customers' payment details."],
    ["Where is my parcel ORD-3071? The tracking page shows another person's address."],
  ])('%s', (body) => {
    const t = run('Problem', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.classification.category, show(t)).toBe('bug');
    expect(t.route.reasons[0], show(t)).toMatch(/other people's data/);
    expect(t.proposal.action ?? '', show(t)).toMatch(/^Escalate/);
  });
  it.each([
    ['Where is my parcel ORD-5002? It has not arrived.'],
    ["My neighbour's parcel ORD-6101 has not arrived, can you check?"],
    ['The app shows other currencies than mine at checkout.'],
    ['The app crashes every time I open the settings page, version 3.2.'],
  ])('no exposure: %s', (body) => {
    const t = run('Problem', body);
    expect(t.route.reasons.join(' '), show(t)).not.toMatch(/other people's data/);
  });
});

describe('u30g F18: a date that does not exist is not extracted; an amount with a letter run into it is not read short', () => {
  it.each([
    // the tester's
    ['Please refund $30.00 for ORD-3502, it arrived broken on November 31.', []],
    // neighbours
    ['It arrived broken on 31 April.', []], ['It arrived broken on February 30, 2026.', []], ['It arrived on 2026-02-30 broken.', []],
    ['It arrived on 2026-13-01 broken.', []], ['It arrived broken on June 0.', []], ['It arrived broken on November 30.', ['November 30']],
    ['It arrived on 29 February 2028, broken.', ['29 February 2028']], ['It arrived on 2026-11-27, broken.', ['2026-11-27']],
    ['It arrived broken on December 31, 2025.', ['December 31, 2025']],
  ])('%s -> dates %j', (body, dates) => {
    expect(run('Refund', body).fields.dates).toEqual(dates);
  });
  it('29 February of a year that is not a leap year is no date', () => {
    expect(run('Refund', 'It arrived on 29 February 2027, broken.').fields.dates).toEqual([]);
  });
  it.each([
    // the tester's
    ['Please refund $3O.00 for ORD-3510, it arrived broken.', []],
    // neighbours
    ['Please refund $2k for ORD-3511, it arrived broken.', []], ['Please refund $1O for ORD-3512, it arrived broken.', []],
    ['Please refund €4S.00 for ORD-3513, it arrived broken.', []], ['Please refund $30.00 for ORD-3514, it arrived broken.', ['$30.00']],
    ['Please refund $45 USD for ORD-3515.', ['$45']],
  ])('%s -> amounts %j', (body, amounts) => {
    const t = run('Refund', body);
    expect(t.fields.amounts, show(t)).toEqual(amounts);
    if (!amounts.length) expect(t.route.queue, show(t)).toBe('human');
  });
});

describe('feedback subject check: a subject that takes the message back or says it is done holds the thank-you too', () => {
  const IDEA = 'It would be nice to have a dark mode in the app.';
  it.each([['Fixed'], ['Fixed now'], ['Never mind'], ['Disregard'], ['Test'], ['Sent by mistake'], ['Solved'], ['Resolved'], ['All sorted, ignore'], ['Cancel'], ['Please ignore']])(
    'subject "%s" over a suggestion is held',
    (subject) => {
      const t = run(subject, IDEA);
      expect(t.route.queue, show(t)).toBe('human');
    },
  );
  it.each([['Idea'], ['Dark mode idea'], ['Feedback'], ['Suggestion']])('subject "%s" over a suggestion stays automatic', (subject) => {
    const t = run(subject, IDEA);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});
