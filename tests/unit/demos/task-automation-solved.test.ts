/**
 * Issue 28, u28j user test (T-1 to T-4), session 37: the examples the Task Automation page gives for
 * solved problems, charge questions and the route's technical-failure rule do what the page says
 * (demo-room/task-automation.mdx, "Solved problems and questions about possible ones" and "Route").
 * Wordings are the page's and this file's own; the generated sweep covers each class at scale
 * (fixtures/task-automation-generated.ts).
 */
import {describe, expect, it} from 'vitest';
import {parseRules, technicalFailure, triage, type Message} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string) => triage({id: 'x', from: 'r@example.com', subject, body} satisfies Message, EXAMPLES, rules);

describe('solved problems (u28j T-1): Not sure for a person, never a bug ticket', () => {
  it.each([
    ['All good', 'The crash at checkout stopped after I cleared the cache, no action needed.'],
    ['', 'The app stopped freezing when I open the camera, you can close this.'],
    ['', 'After the reinstall the app no longer freezes at launch.'],
    ['', 'I no longer get the error when I export to PDF. Just letting you know.'],
    ['Heads-up', 'It froze twice last week, but it has been fine since the patch.'],
    ['', "We haven't seen the sync error since Monday's release."],
    ['Re: upload problem', 'The upload timeout went away once I switched networks. Thanks!'],
  ])('%s / %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.classification.category).toBe('unsure');
    expect(t.proposal.action).toBeNull();
    expect(t.route.queue).toBe('human');
    expect(t.route.reasons.join(' ')).toMatch(/says a problem is gone \("[^"]+"\)/);
  });

  it('the reason quotes the solved clause from its sentence start, in the body, not the subject', () => {
    const reason = run('All good now', 'The crash at checkout stopped after I cleared the cache.').route.reasons.join(' ');
    expect(reason).toContain('says a problem is gone ("The crash at checkout stopped after I cleared the cache")');
  });

  it.each([
    ['', 'The app stopped working after the update, please fix it.'],
    ['', 'The crash stopped for a day, but it keeps crashing again when I open the camera.'],
    ['', "The crash hasn't stopped, the app crashes every morning."],
    ['', 'The error stopped me from paying, the app crashes at the last step.'],
  ])('a present failure stays a report: %s / %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.reasons.join(' ')).not.toMatch(/a problem is gone/);
    expect(t.classification.category).toBe('bug');
  });
});

describe('charges asked about in a modal or conditional question (u28j T-2)', () => {
  it.each([
    'Would I be billed twice if I upgrade mid-month?',
    'What if the renewal takes the payment twice, do I get one back?',
    'Will our card be charged again when the annual plan renews?',
  ])('%s: a question, never an automatic action', (body) => {
    const t = run('', body);
    expect(t.route.queue).toBe('human');
    expect(t.classification.category).toBe('unsure');
  });

  it('a double charge that happened is Billing for a person, with or without an invoice number', () => {
    for (const body of ['I was charged twice when I renewed, could one charge go back?', 'We were billed twice when the trial ended. Can you look into it?']) {
      const t = run('', body);
      expect(['billing', 'refund'], body).toContain(t.classification.category);
      expect(t.route.queue, body).toBe('human');
    }
  });
});

describe('reasons name only what is there (u28j T-3) and a technical failure is not billing’s to fix', () => {
  it('a question under a subject that repeats its word is set aside as a question, not "negated"', () => {
    const t = run('Migration?', 'Does the migration erase my saved searches?');
    expect(t.classification.category).toBe('unsure');
    expect(t.route.reasons.join(' ')).toMatch(/asks about a possible problem/);
    expect(t.route.reasons.join(' ')).not.toMatch(/negat/);
  });

  it('a technical failure next to billing words goes to a person with that reason', () => {
    expect(technicalFailure('The payment step hangs every day since the update.')).toBe('hangs');
    expect(technicalFailure('The crash is no longer happening.')).toBeNull();
    const t = run('', 'The payment page of the app hangs every day since the update, please look at the payment screen.');
    expect(t.classification.category).toBe('billing');
    expect(t.route.reasons.join(' ')).toMatch(/technical failure \("hangs"\) that a billing action would not fix/);
    expect(t.route.queue).toBe('human');
  });

  it('two bug words with a present failure are Bug, for a person when the match is weak (u28j T-4)', () => {
    const t = run('', 'Support told me the sync error was fixed, but my notes still fail to sync today.');
    expect(t.classification.category).toBe('bug');
  });
});
