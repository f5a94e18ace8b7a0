/**
 * Issue 28 (fourth user test, T1 and T2): the sweep table of fixtures/task-automation-sweep.ts, each
 * message with the category and route written before the fix. Besides the two columns, every row
 * checks the class rules: an automatic item's body itself makes the request (so no subject word or
 * rule alone decides it), a confidence of 100% needs evidence in the body, and a "Not sure" item
 * proposes nothing.
 */
import {describe, expect, it} from 'vitest';
import {classify, parseRules, triage, type Message} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';
import {SWEEP} from './fixtures/task-automation-sweep';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();

const messageOf = (subject: string, body: string): Message => ({id: 'sweep', from: 'sweep.reader@example.com', subject, body});

describe('Task Automation sweep (expected category and route written before the fix)', () => {
  it('has at least 60 messages, each new to the tests', () => {
    expect(SWEEP.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SWEEP.map((r) => `${r.subject}\n${r.body}`)).size).toBe(SWEEP.length);
  });

  it.each(SWEEP.map((r) => [r.group, r.subject, r.body, r] as const))('%s: %s / %s', (_group, subject, body, r) => {
    const t = triage(messageOf(subject, body), EXAMPLES, rules);
    const accepted = typeof r.category === 'string' ? [r.category] : r.category;
    expect({category: t.classification.category, route: t.route.queue}).toEqual({
      category: accepted.includes(t.classification.category) ? t.classification.category : accepted[0],
      route: r.route,
    });
    if (t.classification.category === 'unsure') expect(t.proposal.action).toBeNull();
    if (t.route.queue === 'auto' || t.classification.confidence === 1) {
      // The body alone names the same category: a subject word or a rule never decides on its own.
      const bodyOnly = classify(messageOf('', body), EXAMPLES, rules);
      expect(bodyOnly.category).toBe(t.classification.category);
    }
  });
});
