/**
 * s56, tester w-vwa F2 (high: confidently wrong): "Actually, let's change that." a few turns after a decision left the
 * overruled decision standing, listed the empty "Actually, let's change that." as a decision, and missed the real new
 * decision said right after it (t8-min-reversal-c.txt, from the tester's long ops review; with the change in the next
 * turn, t8-min-reversal-a.txt, the old one was marked changed but the empty sentence stood as the decision). A sentence
 * that only says "change that" is never a decision by itself; the plan said after it (the same or the next turns) is,
 * and the old decision is marked changed by it. Without any new plan the old one is marked changed (taken back), not left
 * standing. Fixtures: the tester's t8-* files and our own f2-*.txt (fixtures/s56vw6). Failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s56vw6', name), 'utf8');
const emailDecisions = (text: string) => analyse(text).email.split('Decisions:\n')[1]?.split('\n\n')[0] ?? '';
const EMPTY = /^(?:actually|hmm|okay),? let['’]s change that\.$/i;

describe('w-vwa F2: "let\'s change that" and the plan said after it', () => {
  it.each([
    ['t8-min-reversal-c (a few turns later, plan in the same turn)', 't8-min-reversal-c.txt', "Let's add four nodes in the primary region.", 'We add four nodes in each region, and the ones in the secondary region are removed after the season.'],
    ['t8-min-reversal-a (next-but-one turn)', 't8-min-reversal-a.txt', "Let's add four nodes in the primary region.", 'We add four nodes in each region, and the ones in the secondary region are removed after the season.'],
    ['t8-min-reversal-b ("… instead")', 't8-min-reversal-b.txt', "Let's add four nodes in the primary region.", "We'll add four nodes in each region instead."],
    ['laptops, four turns later', 'f2-laptops-later.txt', "Let's order ten laptops from the first supplier.", 'We order eight laptops from the first supplier and four from the second, for the design team.'],
    ['office move, plan in the next turn but one', 'f2-next-turn.txt', "Let's move the support team to the second floor in March.", 'We move the support team in April, once the meeting rooms are built.'],
  ])('%s', (_name, file, old, now) => {
    const text = fixture(file);
    const {decisions} = analyse(text);
    const dump = JSON.stringify(decisions, null, 1);
    const standing = decisions.filter((d) => !d.superseded).map((d) => d.text);
    // The empty sentence is no decision, standing or changed.
    expect(decisions.some((d) => EMPTY.test(d.text)), dump).toBe(false);
    // The overruled decision is marked changed by the new plan, which stands.
    const overruled = decisions.find((d) => d.text === old);
    expect(overruled?.superseded?.text, dump).toBe(now);
    expect(standing, dump).toContain(now);
    expect(standing, dump).not.toContain(old);
    const email = emailDecisions(text);
    expect(email).toMatch(new RegExp(`^- ${now.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    expect(email).not.toMatch(new RegExp(`^- ${old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    expect(analyse(text).email).toContain(`${old} (changed later`);
    expect(email).not.toMatch(/^- (?:Actually|Hmm|Okay), let['’]s change that\.$/m);
  });

  it('with no new plan said, the old decision is not left standing and "change that" is no decision', () => {
    const text = fixture('f2-no-plan.txt');
    const {decisions} = analyse(text);
    const dump = JSON.stringify(decisions, null, 1);
    expect(decisions.some((d) => EMPTY.test(d.text)), dump).toBe(false);
    const old = decisions.find((d) => d.text === "Let's send the customer newsletter every week.");
    expect(old?.superseded?.takenBack, dump).toBe(true);
    expect(emailDecisions(text)).not.toMatch(/^- Let's send the customer newsletter every week\.$/m);
  });

  it('a change with its plan in the same sentence is still a decision ("Let\'s change that: …")', () => {
    const text = 'Ana Ruiz: Let\'s ship the update in two batches.\nBen Ode: Support asked for one date.\nAna Ruiz: Let\'s change that: one release on Tuesday for everyone.';
    const {decisions} = analyse(text);
    const standing = decisions.filter((d) => !d.superseded).map((d) => d.text);
    expect(standing, JSON.stringify(decisions)).toContain("Let's change that: one release on Tuesday for everyone.");
    expect(decisions.find((d) => d.line === 1)?.superseded, JSON.stringify(decisions)).toBeTruthy();
  });
});
