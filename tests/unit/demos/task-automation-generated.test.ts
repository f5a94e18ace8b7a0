/**
 * Issue 28, seventh user test (u28g T1–T4): the generated sweep of fixtures/task-automation-generated.ts.
 * Each row is checked against its class's expectation (category, route, categories never proposed,
 * English however misspelt), and every row's explanation is checked to be true of its message: a
 * "negated" reason needs a negation in the message, a quoted phrase must be in the message, a
 * possible-problem reason needs a question or a condition, the evidence words must be the body's, and
 * the evidence sentence agrees with the confidence shown.
 */
import {describe, expect, it} from 'vitest';
import {evidenceLine, parseRules, pct, rulesNotApplied, triage, type Message, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';
import {GENERATED, typos, type GeneratedRow} from './fixtures/task-automation-generated';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();

const messageOf = (r: GeneratedRow): Message => ({id: 'gen', from: 'gen.reader@example.com', subject: r.subject, body: r.body});
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const NEGATION = /(?<!\p{L})(?:not|no|never|nothing|nobody|none|cannot|without|neither|nor)(?!\p{L})|n['’]?t(?!\p{L})/iu;
/** A real negation cue or a request taken back ("instead of", "ignore my last mail", "cancel that", "close my ticket"): what a "negated" reason must point to. */
const NEGATION_CUE = new RegExp(
  `${NEGATION.source}|(?<!\\p{L})(?:instead\\s+of|rather\\s+than|ignore|disregard|forget|scratch\\s+that|cancel\\s+that|never\\s*mind|close\\s+(?:the|my|this|our|that)\\s+(?:support\\s+)?(?:ticket|case))(?!\\p{L})`,
  'iu',
);

/** What is wrong with the row's result (empty when it meets its class's expectation). */
export function problems(r: GeneratedRow, t: Triaged): string[] {
  const out: string[] = [];
  const c = t.classification;
  const whole = `${r.subject}\n${r.body}`;
  if (!r.accept.includes(c.category)) out.push(`category ${c.category}, expected ${r.accept.join('/')}`);
  if (r.route === 'human' && t.route.queue !== 'human') out.push('automatic action');
  if (r.never?.includes(c.category)) out.push(`proposes ${c.category}`);
  if (r.english && c.language) out.push(`language note: ${c.language}`);
  if (c.category === 'unsure' && t.proposal.action !== null) out.push('Not sure with an action');
  if (r.notAlso && c.secondary.includes(r.notAlso)) out.push(`lists ${r.notAlso} as a second request, only the subject names it`);
  // A request under a condition: the reason names the condition (u28o T-5: not "negated").
  if (r.condition && c.category === 'unsure' && !c.unsure.some((u) => u.toLowerCase().includes(`"${r.condition}"`))) out.push(`reason does not name the condition "${r.condition}": ${c.unsure.join('; ')}`);
  // The explanation is true of the message: a rule shown as "not applied because the request is negated" needs a negation (u28o T-5).
  const shownNegated = rulesNotApplied(t.message, c.rulesNegated).negated;
  if (shownNegated.length && !NEGATION_CUE.test(whole)) out.push(`rule "${shownNegated[0].phrase}" shown as negated, nothing is`);
  const reasons = [...c.unsure, ...t.route.reasons];
  for (const reason of reasons) {
    if (/\bnegat/i.test(reason) && !NEGATION_CUE.test(whole)) out.push(`says negated, nothing is: ${reason}`);
    // "negates the X request ("…")": the quoted words themselves hold the negation (T-3: a reason may not call a question negated).
    const negatedQuote = /\bnegates the \w+ request \("([^"]+)"\)/.exec(reason);
    if (negatedQuote && !NEGATION_CUE.test(negatedQuote[1])) out.push(`quotes "${negatedQuote[1]}" as negated, it holds no negation`);
    if (/possible problem/.test(reason) && !/\?|\b(?:if|in\s+case|whether|suppose|wonder)/i.test(whole)) out.push(`says question, none asked: ${reason}`);
    if (r.notGone && /a problem is gone/.test(reason)) out.push(`says a problem is gone, the message denies it: ${reason}`);
    if (/a problem is gone \("(?:you\s+said|you\s+told|i\s+was\s+told|supposedly|according\s+to|your\s+(?:\w+\s+)?(?:mail|email|colleague|message)\s+said)/i.test(reason)) out.push(`quotes reported speech as solved: ${reason}`);
    if (/only says thank you/.test(reason) && !/thank|thanks|cheers|appreciat/i.test(whole)) out.push(`says thanks, none: ${reason}`);
    for (const m of reason.matchAll(/"([^"]+)"/g)) if (m[1].length > 3 && !norm(whole).includes(norm(m[1])) && !/^\w+$/.test(m[1])) out.push(`quotes "${m[1]}", not in the message`);
  }
  if (c.category !== 'unsure') {
    const line = evidenceLine(c);
    if (/confidence is 0/.test(line) && pct(c.confidence) !== '0%') out.push(`shows ${pct(c.confidence)} with "${line}"`);
    const bodyWords = r.body.toLowerCase().match(/\p{L}+/gu) ?? [];
    for (const w of c.bodyEvidence) if (!bodyWords.some((b) => b.startsWith(w))) out.push(`evidence "${w}" is not in the body`);
  }
  return out;
}

/**
 * Rows still missed after the fix, each "Not sure" or another category for a person (never an action).
 * Session 37: the three "stopped working after the data migration" rows of session 36 are now Bug (a
 * present failure with two bug words, see classify).
 */
const KNOWN_MISSES = new Set([
  // Session 37: "the payment step" shares "payment" (and "update") with a billing example, so a technical
  // failure there is read as Billing; the route sends it to a person ("a technical failure … that a
  // billing action would not fix"), never to the billing action.
  "The payment step stopped working after Tuesday's update, please fix it.",
  "The payment step hasn't been fine since Tuesday's update, it hangs every day.",
  "The hang on the payment step stopped after Tuesday's update, but today it is back again and the payment step hangs.",
  "The hang on the payment step still hasn't gone away after Tuesday's update, the payment step hangs all the time.",
]);

/**
 * u28o T-6 rows still missed (subject / body), all for a person. Session 39: the praise body ("saves
 * me an hour every Monday") is Feedback now, but under an account subject (Password, Two-factor,
 * Locked out) the subject's account still shows as a second request; and a rule-phrase subject
 * (Password, Locked out, Courier, Parcel) still outweighs a short bug report.
 * Left for a later session (the subject-over-body weighting, u28o T-4's class).
 */
const KNOWN_SUBJECT_MISSES = new Set<string>([
  "Password / The calendar page shows a blank screen every time I open it in Firefox 132 since this morning.",
  "Password / I love the new weekly summary e-mail, it saves me an hour every Monday. Great work!",
  "Two-factor / I love the new weekly summary e-mail, it saves me an hour every Monday. Great work!",
  "Locked out / The calendar page shows a blank screen every time I open it in Firefox 132 since this morning.",
  "Locked out / I love the new weekly summary e-mail, it saves me an hour every Monday. Great work!",
  "Courier / The calendar page shows a blank screen every time I open it in Firefox 132 since this morning.",
  "Parcel / The calendar page shows a blank screen every time I open it in Firefox 132 since this morning.",
]);

const results = GENERATED.map((r) => ({r, t: triage(messageOf(r), EXAMPLES, rules)}));
const failingAll = results.filter(({r, t}) => problems(r, t).length);
const subjectMissed = failingAll.filter(({r}) => KNOWN_SUBJECT_MISSES.has(`${r.subject} / ${r.body}`));
const failing = failingAll.filter((f) => !subjectMissed.includes(f));

describe('Task Automation generated sweep (u28g T1–T4; expectations per class, written before the fix)', () => {
  it('has several hundred messages per main class, all different', () => {
    const per = new Map<string, number>();
    for (const r of GENERATED) per.set(r.cls, (per.get(r.cls) ?? 0) + 1);
    expect(per.get('future question')).toBeGreaterThanOrEqual(600);
    expect(per.get('problem report')).toBeGreaterThanOrEqual(300);
    expect(per.get('greeting + request')).toBeGreaterThanOrEqual(200);
    expect(per.get('thank-you')).toBeGreaterThanOrEqual(200);
    expect(per.get('typo English')).toBeGreaterThanOrEqual(200);
    expect(new Set(GENERATED.map((r) => `${r.subject}\n${r.body}`)).size).toBe(GENERATED.length);
  });

  it('the typo generator misspells (the typo class is not plain English in disguise)', () => {
    const base = 'The password reset email never arrives and I am locked out of my account.';
    const changed = [1, 2, 3, 4, 5].map((s) => typos(base, s)).filter((t) => t !== base.toLowerCase().replace(/['’]/g, ''));
    expect(changed.length).toBeGreaterThanOrEqual(4);
  });

  it('every generated row meets its class’s expectation and its explanation is true, but for the known misses, each with a person', () => {
    expect(failing.map(({r}) => r.body)).toEqual([...KNOWN_MISSES]);
    for (const {t} of failing) expect(t.route.queue).toBe('human');
    expect(subjectMissed.map(({r}) => `${r.subject} / ${r.body}`)).toEqual([...KNOWN_SUBJECT_MISSES]);
    // None is answered automatically (session 39: subject "Crash" over praise no longer gets a bug ticket).
    expect(subjectMissed.filter(({t}) => t.route.queue !== 'human').map(({r}) => `${r.subject} / ${r.body}`)).toEqual([]);
    const byClass = new Map<string, string[]>();
    for (const {r, t} of failing.filter(({r}) => !KNOWN_MISSES.has(r.body))) {
      const list = byClass.get(r.cls) ?? byClass.set(r.cls, []).get(r.cls)!;
      if (list.length < 5) list.push(`${r.subject} / ${r.body} → ${problems(r, t).join('; ')}`);
    }
    expect(Object.fromEntries(byClass)).toEqual({});
    // Session 36 added 1,995 rows (T-1: 1,440 future keep/lose questions and 30 with a present failure;
    // T-2: 525 denied reported fixes), 392 + 238 of them failing before the fix: 5,938 of 5,941.
    // Session 37 added 896 rows (T-1: 720 solved problems and 80 present failures next to them; T-2: 60
    // charge questions and 12 double charges reported; T-3: 24 questions under an echoing subject), 348
    // of them failing before the fix (128 with an automatic action): 6,833 of 6,837.
    // Session 38 added 460 rows (u28l T-1: 325 subjects of one category over bodies of another, 99
    // failing before the fix; T-4: 120 conditional refund / charge / cancel questions, 70 failing before
    // (3 with an automatic action), and 15 requests with a politeness "if", all passing before and
    // after): 7,124 of 7,297 before, 7,293 of 7,297 after.
    // Session 38 t2 (u28o T-1, T-2, T-5) added 454 rows: 448 refund / money-back / cancel / charge
    // requests and questions under a condition (14 condition forms, subordinators and inversion, before
    // and after the request, with and without an order id and amount) and 6 ultimatums. Before the fix
    // all 454 failed (the reason must name the condition): 55 got an automatic action (52 refunds) and
    // 244 a proposed refund, charge or cancellation. After: 7,747 of 7,751, the same 4 known misses.
    // Then 36 yes/no questions about a future billing event (u28o T-3: a card expiring, a trial ending, a
    // plan renewing): 8 failing before (2 with an automatic action), none after: 7,783 of 7,787.
    // Then 50 rule-phrase subjects over clear bodies (u28o T-6): 21 passing before, 37 after; the 13
    // left are wrong categories (KNOWN_SUBJECT_MISSES), 12 for a person, 1 automatic as before: 7,820 of 7,837.
    // Session 39 (brief 39t): a praise body that reports no problem is no bug report, whatever its
    // subject, so 6 of the 13 subject misses pass (the 3 left with praise are Feedback for a person, but
    // list the subject's account as a second request); typing slips of key request words are read, so
    // the typo rows are classified as read and their evidence is shown as written: 7,826 of 7,837.
    expect(GENERATED.length).toBe(7837);
    expect(GENERATED.length - failingAll.length).toBe(7826);
  });
});

if (process.env.GEN_REPORT) {
  const per = new Map<string, [number, number]>();
  for (const {r, t} of results) {
    const [ok, all] = per.get(r.cls) ?? [0, 0];
    per.set(r.cls, [ok + (problems(r, t).length ? 0 : 1), all + 1]);
  }
  console.log(`GENERATED ${results.length - failingAll.length}/${results.length}`, JSON.stringify(Object.fromEntries(per)));
  const fs = await import('node:fs');
  fs.writeFileSync(process.env.GEN_REPORT, failingAll.map(({r, t}) => `[${r.cls}] ${r.subject} / ${r.body.replace(/\n/g, ' ⏎ ')} → ${t.classification.category} ${t.route.queue} :: ${problems(r, t).join('; ')}`).join('\n'));
}
