/**
 * Session 40 (issue 28, u28u TA-5, TA-6): an automatic action runs only when the message positively
 * has the shape that action needs. Rows written for this test (not copied from other tests); each
 * group states its expectation, independent of the code:
 * - PERSON rows: praise with delivery words, musing about a refund, policy questions, a refund asked
 *   for together with a question or another request, a second sentence that changes the first, other
 *   number formats, very short and very long messages, a request for someone else. None of them may
 *   run an action without a person, and the reason must say what was missing or wrong.
 * - AUTO rows: plain direct requests (a refund of one named amount for one order, a parcel stated
 *   missing or late, a login problem, a present crash, praise that asks nothing): they stay automatic
 *   with the expected action, and the route says what made them automatic.
 * Counts on the code before the change are in the commit message and the report.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 's40', from: 'reader@example.com', subject, body} satisfies Message, EXAMPLES, rules);
const show = (t: Triaged) => `[${t.message.subject}] ${t.message.body} → ${t.classification.category} | ${t.proposal.action} | ${t.route.queue} | ${t.route.reasons.join('; ')}`;

type Row = readonly [subject: string, body: string];

/**
 * TA-5 and neighbours: praise or a past hiccup, with delivery (or problem) words. No trace or ticket
 * runs by itself; thanking the customer and logging the praise (feedback) is the one action that may.
 */
const PRAISE: readonly Row[] = [
  ['Delivery', 'ORD-60101 arrived a day early, thanks!'],
  ['Quick delivery', 'Wow, the parcel for ORD-60102 came two days ahead of schedule. Great courier!'],
  ['Thanks', 'Faster than expected delivery on ORD-60103, the tracking was spot on. Thank you.'],
  ['Parcel', 'The courier left ORD-60104 with my neighbour as I asked, very smooth delivery, thanks.'],
  ['Delivered', 'Just a note that ORD-60105 was delivered early this morning and everything is fine.'],
  ['Shipping', 'Your tracking page for ORD-60106 is really clear, I could follow the parcel all the way. Nice work.'],
  ['Early!', 'Got my package ORD-60107 on Saturday instead of Monday. Impressed by the delivery speed.'],
  ['Late parcel update', 'The parcel for ORD-60108 was late last week but it turned up on Tuesday. All good now.'],
  ['Courier', 'The courier for ORD-60109 was so friendly and the parcel arrived in perfect shape.'],
  ['Delivery', 'Tracking for ORD-60110 said Thursday and it came Wednesday. Love it!'],
  ['Parcel', 'ORD-60111 arrived sooner than the tracking promised. Very happy with the packaging too.'],
  ['App', 'The app crashed once last month but it has been perfect since. Love it.'],
  ['Arrived!', 'ORD-60112 arrived early, thank you! The tracking page still says in transit though, funny.'],
];

/** TA-6 and neighbours: a refund thought about, not asked for. No refund without a person. */
const MUSING: readonly Row[] = [
  ['Refund?', "I'm thinking about asking for a refund for ORD-60201 ($35.00)… I'll wait and see how it holds up."],
  ['Maybe refund', 'I am considering a refund for ORD-60202, the $22.00 kettle is a bit noisy. Will decide next week.'],
  ['Lamp', 'The lamp from ORD-60203 flickers a little. I may ask for a refund of the $40.00 later.'],
  ['Toaster', 'If the toaster from ORD-60204 breaks again I will want my $30.00 back.'],
  ['Thinking', 'Not sure yet whether I want a refund for ORD-60205 ($15.00), give me a few days.'],
  ['Refund perhaps', 'Perhaps I should ask for a refund for ORD-60206, the $25.00 scarf itches.'],
  ['Hmm', 'I might want my money back for ORD-60207 ($18.00), still deciding.'],
  ['Kettle', 'Planning to request a refund for ORD-60208 ($28.00) once I find the receipt.'],
  ['Blender', 'My wife says I should get a refund for ORD-60209 ($45.00). I will talk to her tonight.'],
  ['Mug', 'Part of me wants a refund of $12.00 for ORD-60210 but the mug is still usable, I will keep it for now.'],
  ['Shoes', "If it happens again with ORD-60211 I'll ask for the $60.00 back."],
  ['Refund later', 'I will probably ask for a refund of $20.00 for ORD-60212 later this month.'],
  ['Next month', 'Please refund $20.00 for ORD-60214 next month, when my new card arrives.'],
  ['Undecided', 'Torn between keeping ORD-60213 and getting my $14.00 back. Leaning towards a refund.'],
];

/** Questions about refunds and policy: a person answers. */
const POLICY: readonly Row[] = [
  ['Refund policy', 'What is your refund policy for ORD-60301? I paid $40.00 and might return it.'],
  ['Question', 'How long do refunds take to reach the card? Just asking for ORD-60302, $20.00.'],
  ['Refund', 'Can I get a refund for ORD-60303 ($30.00) if I open the box?'],
  ['Returns', 'Do you refund shipping costs too? Thinking about ORD-60304, $15.00.'],
  ['Refund', 'Is a refund of $25.00 possible for ORD-60305?'],
  ['Refund', 'Would you refund $19.00 for ORD-60306 if the seal is broken?'],
];

/** A refund asked for together with a question, another request or an offer: more than one thing asked. */
const PLUS: readonly Row[] = [
  ['Refund', 'Please refund $20.00 for ORD-60401, the cup was chipped. Also, do you sell replacement lids?'],
  ['Refund and more', 'Please refund $18.00 for ORD-60402. And can you tell me when the blue version is back in stock?'],
  ['Refund', 'Refund $22.00 for ORD-60403 please. By the way, why was my discount code not applied?'],
  ['Refund and invoice', 'Please refund $35.00 for ORD-60404 and send me a corrected invoice.'],
  ['Refund', 'Please refund $26.00 for ORD-60405, the lamp is dented. Could you also remove my phone number from your mailing list?'],
];

/** Two sentences where the second changes the first: a person reads both. */
const CHANGED: readonly Row[] = [
  ['Refund', 'Please refund $30.00 for ORD-60501. Actually, hold off until I check with my partner.'],
  ['Refund', 'Please refund $24.00 for ORD-60502. On second thought, send a replacement if you have one.'],
  ['Refund', 'Refund $19.00 for ORD-60503 please. Wait, the parcel just arrived, let me look first.'],
  ['Refund', 'Please refund $40.00 for ORD-60504. Or maybe a store credit would be easier for you?'],
  ['Refund', 'Please refund $27.00 for ORD-60505. Only if the return label does not cost me anything.'],
  ['Refund', 'Please refund $16.00 for ORD-60506. Hmm, let me think about it overnight first.'],
  ['Refund', 'Refund $33.00 for ORD-60507. Then again, maybe the replacement part will fix it.'],
  ['Refund', 'Please refund $20.00 for ORD-60508 when the return arrives at your warehouse.'],
  ['Refund', 'Please refund $20.00 for ORD-60509 or give me a voucher, whichever suits you.'],
];

/** Number formats from other languages that the amount reader does not read whole: never an automatic refund of a part. */
const FORMATS: readonly Row[] = [
  ['Rückerstattung', 'Please refund 1.234 EUR for ORD-60601, the sofa was damaged.'],
  ['Refund', "Please refund $1'250.00 for ORD-60602, the watch stopped."],
  ['Refund', 'Please refund €45 000 for ORD-60603, the piano was scratched.'],
  ['Refund', 'Please refund $2,50,000 for ORD-60604, the generator never worked.'],
  ['Refund', 'Please refund € 1 299,00 for ORD-60605, the bike frame is bent.'],
];

/** Very short messages and very long ones where the point is not a plain request. */
const SHORT_LONG: readonly Row[] = [
  ['', 'ORD-60702 refund?'],
  ['Parcel', 'ORD-60703 arrived.'],
  ['Refund', 'Refund $5 ORD-60704 maybe'],
  ['', 'ORD-60705 late?'],
  ['re', 'tracking ORD-60706 ok now'],
  [
    'A long story',
    'Hello, I hope you are well. I ordered the ceramic vase (ORD-60801) for my aunt, who collects them, and she was delighted when it arrived on her birthday. ' +
      'The glaze is a little uneven on one side and at first I was annoyed, but she says it gives it character. ' +
      'I paid $45.00 and I keep going back and forth on whether to ask for a refund, maybe a partial one, maybe nothing at all. ' +
      'Let me know what you think would be fair. Kind regards, Tom',
  ],
  [
    'Order and a few things',
    'Hi team, a few things today. The desk lamp from ORD-60802 has a loose switch, so please refund the $28.00 for it. ' +
      'Separately, my new address is 12 Elm Street, could you update it for future orders? ' +
      'And I noticed the product page for the lamp says "brass" but it looks like painted steel. Thanks a lot, Priya',
  ],
];

/** A refund for someone else, or asked for by someone else. */
const THIRD: readonly Row[] = [
  ['Refund', 'My mother asked me to write: please refund $25.00 for ORD-60901, she cannot use the tablet stand.'],
  ['Refund for a client', 'On behalf of my client, please refund $30.00 for ORD-60902, the chair arrived scratched.'],
];

/** Delivery, account and bug messages that muse, ask or set a condition: no automatic trace, link or ticket. */
const OTHER_ACTIONS: readonly Row[] = [
  ['Delivery', 'If ORD-61001 does not arrive by Friday, I will ask you to trace it.'],
  ['Delivery', 'Do you usually deliver on Saturdays? ORD-61002 is due this week.'],
  ['Parcel', 'ORD-61003 arrived late last time, hopefully this one is on time.'],
  ['Tracking', 'How do I read the tracking page for ORD-61004? The status codes confuse me.'],
  ['Late?', 'Is ORD-61006 going to be late because of the holidays?'],
  ['Password', 'I might forget my password soon, is there a way to set a password hint?'],
  ['Login', 'If I change phones next month, will I still be able to log in to my account?'],
  ['Account', 'Thinking about resetting my password just to be safe. Is that needed?'],
  ['Login', "I couldn't log in to my account yesterday, but it works now. Thanks!"],
  ['App', 'Will the app crash if I upload a 50 MB video? Asking before I try.'],
];

const PERSON_GROUPS: ReadonlyArray<[string, readonly Row[]]> = [
  ['TA-5 praise with delivery words', PRAISE],
  ['TA-6 musing about a refund', MUSING],
  ['policy questions', POLICY],
  ['a refund plus another question or request', PLUS],
  ['a second sentence changes the first', CHANGED],
  ['other number formats', FORMATS],
  ['very short and very long', SHORT_LONG],
  ['a third party', THIRD],
  ['other actions musing, asking or conditional', OTHER_ACTIONS],
];

/** [subject, body, the automatic action expected] */
const AUTO: ReadonlyArray<readonly [string, string, RegExp]> = [
  ['Refund', 'Please refund $25.00 for ORD-62001, the teapot arrived cracked.', /^Refund \$25\.00 for ORD-62001 to the original payment method\.$/],
  ['Broken lamp', 'The lamp from ORD-62002 arrived broken. Please refund the $30.00 to my card.', /^Refund \$30\.00 for ORD-62002 /],
  ['Refund request', 'I would like a refund of $18.50 for ORD-62003, the scarf has a hole in it.', /^Refund \$18\.50 for ORD-62003 /],
  ['Money back', 'I want my money back for ORD-62004. I paid $42.00 and the headphones do not charge.', /^Refund \$42\.00 for ORD-62004 /],
  ['Refund', 'Refund $12.99 for ORD-62005 please, the book pages are torn.', /^Refund \$12\.99 for ORD-62005 /],
  // s41: the limit is in US dollars, so these three (once €39.90, £15.00, €27,50) are dollar amounts; other currencies go to a person (task-automation-s41).
  ['Wrong item', 'You sent the wrong colour for ORD-62006. I returned it yesterday. Please refund $39.90.', /^Refund \$39\.90 for ORD-62006 /],
  ['Refund', 'Hello, please refund $15.00 for order ORD-62007. The candle arrived melted. Thanks, Ana', /^Refund \$15\.00 for ORD-62007 /],
  ['Refund', 'The zip on my jacket from ORD-62008 broke on day one. Please refund $27.50.', /^Refund \$27\.50 for ORD-62008 /],
  ['Refund', 'I would like to request a refund of $22.00 for ORD-62009, the lid does not fit.', /^Refund \$22\.00 for ORD-62009 /],
  ['Refund', "I'd like a refund of $15.00 for ORD-62010. The umbrella broke the first time I opened it.", /^Refund \$15\.00 for ORD-62010 /],
  ['Parcel', 'Order ORD-62101 has not arrived yet and the tracking has not moved since Monday.', /^Check carrier tracking for ORD-62101 /],
  ['Where is my order', 'My parcel ORD-62102 is a week late and still shows "in transit". Can you check where it is?', /^Check carrier tracking for ORD-62102 /],
  ['Missing parcel', 'The tracking for ORD-62103 says delivered, but nothing came. Please look into it.', /^Check carrier tracking for ORD-62103 /],
  ['Tracking stuck', 'Tracking for ORD-62104 has been stuck at the depot for six days. Where is my package?', /^Check carrier tracking for ORD-62104 /],
  ['Parcel not delivered', 'My parcel ORD-62105 never arrived. It was due on 20 November and the tracking has no update.', /^Check carrier tracking for ORD-62105 /],
  ['Login', 'I cannot log in to my account, the password reset link never arrives.', /^Send an account-recovery link to reader@example\.com/],
  ['Locked out', 'I am locked out of my account after too many attempts with the wrong password.', /^Send an account-recovery link to reader@example\.com/],
  ['Bug', 'The app crashes every time I open the settings page on Android 15, version 4.3.0.', /^Open a bug ticket/],
  ['Error', 'I get an error 500 when I open the orders page in Chrome since this morning.', /^Open a bug ticket/],
  ['Thanks', 'The new checkout is much faster and your support team was very kind. Keep it up!', /^Thank the customer and log the feedback/],
];

describe('session 40: an automatic action needs the shape that action needs (u28u TA-5, TA-6)', () => {
  for (const [name, rows] of PERSON_GROUPS) {
    it(`${name}: ${rows.length} rows go to a person, with a reason${rows === PRAISE ? ' (or are thanked as feedback)' : ''}`, () => {
      const wrong: string[] = [];
      for (const [s, b] of rows) {
        const t = run(s, b);
        const thanked = rows === PRAISE && t.classification.category === 'feedback' && /^Thank the customer/.test(t.proposal.action ?? '');
        if (!thanked && (t.route.queue !== 'human' || t.route.reasons.length === 0)) wrong.push(show(t));
      }
      expect(wrong).toEqual([]);
    });
  }

  it('at least 60 person rows in all', () => {
    expect(PERSON_GROUPS.reduce((n, [, rows]) => n + rows.length, 0)).toBeGreaterThanOrEqual(60);
  });

  it('TA-5: praise that names delivery runs no trace by itself; a shipping reading says no delivery problem is stated or that the parcel came', () => {
    const wrong: string[] = [];
    for (const [s, b] of PRAISE) {
      const t = run(s, b);
      if ((t.route.queue === 'auto' && t.classification.category !== 'feedback') || (t.classification.category === 'shipping' && !/no delivery problem|says the parcel came/.test(t.route.reasons.join('; ')))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });

  it('TA-6: a refund thought about gets no automatic refund; a refund reason says no direct request', () => {
    const wrong: string[] = [];
    for (const [s, b] of MUSING) {
      const t = run(s, b);
      if (t.route.queue === 'auto' || (/^Refund \S+ for ORD/.test(t.proposal.action ?? '') && !/no direct request|conditional|question/.test(t.route.reasons.join('; ')))) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });

  it(`${AUTO.length} plain direct requests stay automatic, and the route says what made them automatic`, () => {
    expect(AUTO.length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const [s, b, action] of AUTO) {
      const t = run(s, b);
      if (t.route.queue !== 'auto' || !action.test(t.proposal.action ?? '') || !t.route.basis) wrong.push(show(t));
    }
    expect(wrong).toEqual([]);
  });

  it('the basis of an automatic refund quotes the request and names the order and the amount', () => {
    const t = run('Refund', 'Please refund $25.00 for ORD-62001, the teapot arrived cracked.');
    expect(t.route.basis).toMatch(/"Please refund \$25\.00 for ORD-62001/);
    expect(t.route.basis).toMatch(/one order \(ORD-62001\)/);
    expect(t.route.basis).toMatch(/one amount \(\$25\.00\)/);
    const parcel = run('Parcel', 'Order ORD-62101 has not arrived yet and the tracking has not moved since Monday.');
    expect(parcel.route.basis).toMatch(/delivery problem stated \("has not arrived"/);
  });
});
