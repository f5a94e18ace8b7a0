/**
 * Polite, negated and mixed messages (written for these tests; none is a sample message): courtesy
 * words never decide the category, a negated request never counts for its category, a replacement or
 * exchange (no category of the demo) goes to a person, and words two categories share do not decide.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, questionCues, triage, uncoveredRequest, type Message, type Verdict} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (body: string, subject = '') => triage({id: 'x', from: 'a@example.com', subject, body} satisfies Message, EXAMPLES, rules);

const CASES: ReadonlyArray<[string, Verdict]> = [
  // Polite delivery questions: the thanks and greetings must not pull them to Refund or Feedback.
  ['Hi, when will order ORD-55121 arrive? Thank you', 'shipping'],
  ['Thank you so much for your help. When will my order be delivered?', 'shipping'],
  ['Good morning, could you tell me when ORD-55300 will be shipped? Kind regards', 'shipping'],
  ['Hello! Where is my package? Tracking has not updated since Monday. Many thanks', 'shipping'],
  ['Thanks in advance! Has my parcel been sent yet?', 'shipping'],
  ['Hi there, please refund order ORD-55122, the kettle arrived broken. Thank you!', 'refund'],
  ['Thank you, the support team was great and the app is lovely', 'feedback'],
  // Negated requests do not count for their category.
  ["I don't need a refund, just tell me where my parcel is", 'shipping'],
  ['Please do not cancel my subscription, I only want to update my billing address', 'billing'],
  ['Not a refund question: my password reset link never arrives', 'account'],
  // A replacement or exchange is none of the categories: a person decides.
  ['I do not want a refund, I want a replacement shipped', 'unsure'],
  ['Could you exchange the shoes for a bigger size? Thanks', 'unsure'],
  ['The lamp arrived broken. Please send a replacement, not a refund.', 'unsure'],
  // ...unless the replacement is negated or only mentioned.
  ['I would rather have my money back than a replacement', 'refund'],
  ['My replacement has not arrived yet and tracking shows nothing', 'shipping'],
  // Courtesy alone, or shared words alone, decide nothing.
  // A plain thank-you is Feedback with no action (fresh user test u28e, T2); it was "Not sure" before.
  ['Thank you', 'feedback'],
  ['Hi, I have a question. Thanks!', 'unsure'],
  ['My order arrived.', 'unsure'],
];

describe('polite, negated and mixed messages', () => {
  it.each(CASES)('%s → %s', (body, expected) => {
    expect(run(body).classification.category).toBe(expected);
  });

  it('a message it cannot place goes to a person with no action and a reason', () => {
    for (const [body, expected] of CASES) {
      if (expected !== 'unsure') continue;
      const t = run(body);
      expect(t.route.queue, body).toBe('human');
      expect(t.proposal.action, body).toBeNull();
      expect(t.classification.unsure.join(' '), body).not.toBe('');
    }
  });

  it('thanks are counted as courtesy, never as the request', () => {
    const t = run('Hi, when will order ORD-55121 arrive? Thank you');
    expect(t.classification.polite).toEqual(expect.arrayContaining(['hi', 'thank']));
    expect(t.classification.category).not.toBe('refund');
    expect(t.classification.category).not.toBe('feedback');
  });

  it('a negated refund leaves the refund out and names the replacement', () => {
    const t = run('I do not want a refund, I want a replacement shipped');
    expect(t.classification.negated).toContain('refund');
    expect(t.classification.unsure.join(' ')).toMatch(/replacement or an exchange/);
  });

  it('two categories matching the same words only are a tie a person settles', () => {
    const t = run('The arrived order.');
    expect(t.classification.unsure.join(' ')).toMatch(/cannot tell \w+ from \w+/);
    // "My order arrived." (the earlier input here) says the order came and asks nothing (session 35): still no action.
    const arrived = run('My order arrived.');
    expect(arrived.classification.unsure.join(' ')).toMatch(/says the order arrived \("order arrived"\) and asks for nothing else/);
    expect(arrived.proposal.action).toBeNull();
  });
});

describe('request forms', () => {
  it('finds a replacement request only in the form of a request that is not negated', () => {
    expect(uncoveredRequest('I want a replacement shipped')).not.toBeNull();
    expect(uncoveredRequest('please replace it')).not.toBeNull();
    expect(uncoveredRequest('Can you send me a new one?')).not.toBeNull();
    expect(uncoveredRequest('I do not want a replacement.')).toBeNull();
    expect(uncoveredRequest('My replacement has not arrived')).toBeNull();
  });

  it('reads delivery questions from their form', () => {
    expect(questionCues('when will ORD-1 arrive?')).toEqual(['shipping']);
    expect(questionCues('Where is my parcel')).toEqual(['shipping']);
    expect(questionCues('When will I get my refund?')).toEqual(['refund']);
    expect(questionCues('The app crashes')).toEqual([]);
  });
});
