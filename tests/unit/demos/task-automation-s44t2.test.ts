/**
 * Brief 44t2 (issue 28), after u29y F18: Feedback was the only automatic action without the closed world. A
 * message with praise words was thanked automatically next to a threat, a complaint, a danger, a billing
 * dispute, distress or a demand. Now a thank-you runs by itself only when every clause is praise, thanks, a
 * greeting, a sign-off or plain product feedback; anything else goes to a person with the clause quoted.
 * Rows written for this brief; failing counts on the old code are in the commit message.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 's44t2', from: 'pat@example.com', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;

// u29y's rows: each was thanked automatically on the old code.
const TESTER_HELD: Array<[string, string, string]> = [
  ['Great service', 'Great service my foot. The blender broke again and my lawyer will contact you on Monday.', 'Great service my foot'],
  ['Feedback', 'Great service my foot. The blender broke again and my lawyer will contact you on Monday.', 'Great service my foot'],
  ['Great service', "Great service, NOT. Worst experience of my life, I'm reporting you to consumer protection.", 'NOT'],
  ['Great', 'Great service, really helpful staff. I will sue you if this happens again.', 'I will sue you if this happens again'],
  ['Feedback', "Nice app. I'm feeling really down lately and don't know who to talk to.", "I'm feeling really down lately"],
  ['Feedback', 'Great app, helpful support, but I will post a bad review everywhere unless I get a free month.', 'I will post a bad review everywhere unless I get a free month'],
  ['Feedback', 'Great service. Your employee Dave was rude to me on the phone and swore at me.', 'Your employee Dave was rude to me on the phone'],
  ['Feedback', 'Excellent service, very helpful. I am 14 years old.', 'I am 14 years old'],
  ['Feedback', 'Excellent service, very helpful. The charger you sold me caught fire and burned my desk.', 'The charger you sold me caught fire'],
  ['Feedback', "Great app, helpful team. I've been overcharged every month since June.", "I've been overcharged every month"],
  ['Feedback', 'Great service!!! NOT!!! You are scammers.', 'NOT'],
  ['Feedback', 'Very helpful staff, great support. Please forward this to your CEO: you will hear from my attorney.', 'Please forward this to your CEO'],
];

// Neighbours of the same class, written for this brief: praise around something a person must read.
const NEIGHBOURS_HELD: Array<[string, string]> = [
  ['Feedback', 'Thanks for nothing. Your courier lost my parcel and nobody answers the phone.'],
  ['Feedback', 'Lovely shop, great prices. My son swallowed a button from the toy you sent.'],
  ['Great job', 'Great job, well done. You will be hearing from my solicitor.'],
  ['Feedback', 'Amazing app, I love it. I want compensation for the data you leaked.'],
  ['Thanks', 'Thank you for the fast delivery. The jacket smells of smoke and gave me a rash.'],
  ['Feedback', 'Brilliant service as always. I am cancelling my subscription today.'],
  ['Feedback', 'Fantastic team, really friendly. Sadly my husband died last week and this was his account.'],
  ['Feedback', 'Great app. Yeah right.'],
  ['Feedback', 'The app is not great.'],
  ['Feedback', 'Wonderful staff, very kind. Give me a voucher or I will tell all my friends to stop buying here.'],
  ['Feedback', 'Great service, quick delivery. I think someone else has been logging into my account.'],
  ['Feedback', 'Nice website, great prices. I am so angry I could scream.'],
  ['Feedback', 'Nice design, great prices. The battery you sold me is swelling and smells.'],
  ['Feedback', "Great service as always. I'm a reporter and would like a comment."],
  ['Feedback', 'Very good. I feel like ending it all.'],
  ['Feedback', 'Super helpful team, really appreciated. I want to speak to a manager.'],
];

// Plain feedback: every clause is praise, thanks or a suggestion about the product. Thanked automatically.
const PLAIN_FEEDBACK: Array<[string, string]> = [
  ['Praise', 'Great service and very friendly staff, I recommend your shop to everyone.'],
  ['Suggestion', 'It would be nice if the app had a dark mode. Keep up the great work.'],
  ['Feedback', 'Wonderful service, very helpful staff, great prices, fast delivery, nice packaging.'],
  ['Feedback', 'I love the new checkout, it is so much faster than before. Great work, team!'],
  ['Feedback', 'Your support team was very helpful and friendly. Best regards, Ana'],
  ['Suggestion', 'It would be great if the app had an offline mode. Keep up the good work!'],
  ['Suggestion for the app', 'It would be lovely if the app had a dark mode and a wish list I could share with family.'],
  ['Great support', 'Your support agent sorted my problem in five minutes, great service!'],
  ['Great app', 'Great app, but it would be nice to have an export to Excel.'],
];

// F3: a complaint read as Feedback proposed "Thank the customer"; the proposal now says a person replies, quoting the clause.
const COMPLAINTS: Array<[string, string, string]> = [
  ['Complaint', 'Your service is terrible. Third time the package got lost. I want to speak to a manager.', 'Your service is terrible'],
  ['Feedback', 'Nice design, great prices. The battery you sold me is swelling and smells.', 'The battery you sold me is swelling'],
];

describe('44t2 F18: praise around a complaint or threat is held (tester rows)', () => {
  it.each(TESTER_HELD)('%s | %s', (subject, body, clause) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons.join(' '), show(t)).toContain(clause);
  });
});

describe('44t2 F18: neighbours of the class are held', () => {
  it.each(NEIGHBOURS_HELD)('%s | %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
  });
});

describe('44t2 F18: plain feedback is still thanked by itself', () => {
  it.each(PLAIN_FEEDBACK)('%s | %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.classification.category, show(t)).toBe('feedback');
    expect(t.route.queue, show(t)).toBe('auto');
  });
});

describe('44t2 F3: a complaint read as feedback proposes no thank-you', () => {
  it.each(COMPLAINTS)('%s | %s', (subject, body, clause) => {
    const t = run(subject, body);
    expect(t.classification.category, show(t)).toBe('feedback');
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.proposal.action, show(t)).not.toMatch(/^Thank the customer/);
    expect(t.proposal.action, show(t)).toContain(clause);
  });
});
