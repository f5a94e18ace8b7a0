/**
 * Facts stated once: the plan's weeks, the tier and level scales, the services' team shapes,
 * durations, effort and price bands, and the reply and reporting promises live in src/data; pages
 * render them from there. This suite checks the data against itself (sums, bands, fits) and every
 * page's prose against the data (consistency.ts), and proves the checker with planted mistakes.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkPage, knownBands, proseOf, toNumber, type RuleId} from './consistency';
import {
  APPROVAL_SERVICE_LEVELS,
  MILESTONES,
  PHASES,
  PHASE_WORK,
  PLAN_WEEKS,
  approvalDays,
  decisionWeek,
  milestoneById,
  phaseLabel,
  reviewServiceLevelText,
  timelineText,
} from '@site/src/data/plan';
import {AUTOMATION_LEVELS, REVIEW_TIERS, RISK_TIERS, SCALE_MAPPING, SCALES} from '@site/src/data/scales';
import {
  DELIVERY_TEAM_ROLES,
  DELIVERY_TEAM_TIMELINES,
  EMBED_SHAPE,
  OFFERINGS,
  PLANNING_DAY_RATE,
  WORKING_DAYS_PER_MONTH,
  WORKING_DAYS_PER_WEEK,
  embedPersonDays,
  estimateBandText,
  offeringById,
  teamDaysPerMonth,
  teamFte,
  type Offering,
} from '@site/src/data/offerings';
import {BUDGET_REPORTING, REPLY_WINDOW, replyPromise} from '@site/src/data/promises';

const root = resolve(__dirname, '../../..');
const CONTENT_DIRS = ['docs', 'action-plan', 'codebase', 'learning-hub', 'services', 'community', 'contact', 'demo-room', 'about', 'coding', 'blog', 'src/pages'];

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : pages(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

const allPages = CONTENT_DIRS.flatMap((d) => pages(join(root, d))).map((f) => relative(root, f).replace(/\\/g, '/'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('plan data', () => {
  it('has three phases that cover the plan without gaps', () => {
    expect(PHASES.map((p) => p.name)).toEqual(['Assess', 'Pilot', 'Scale']);
    expect(PHASES[0].weeks[0]).toBe(1);
    for (let i = 1; i < PHASES.length; i++) expect(PHASES[i]!.weeks[0]).toBe(PHASES[i - 1]!.weeks[1] + 1);
    expect(PHASES.at(-1)!.weeks[1]).toBe(PLAN_WEEKS);
    expect(timelineText()).toBe('Assess weeks 1–6, Pilot weeks 7–18, Scale weeks 19–52');
    expect(phaseLabel('pilot')).toBe('Pilot (weeks 7–18)');
  });

  it('places every milestone inside its phase, in order', () => {
    for (const m of MILESTONES) {
      const phase = PHASES.find((p) => p.id === m.phase)!;
      expect(m.weeks[0], m.id).toBeGreaterThanOrEqual(phase.weeks[0]);
      expect(m.weeks[1], m.id).toBeLessThanOrEqual(phase.weeks[1]);
    }
    const starts = MILESTONES.map((m) => m.weeks[0]);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(PHASE_WORK.pilot.some((w) => /redesign/i.test(w))).toBe(true);
  });

  it('schedules scoring before approval and redesign before the build', () => {
    expect(milestoneById('scoringWorkshop').weeks[1]).toBeLessThan(milestoneById('portfolioApproval').weeks[0]);
    expect(milestoneById('processRedesign').weeks[1]).toBeLessThan(milestoneById('buildAndReview').weeks[0]);
    expect(milestoneById('buildAndReview').weeks[1]).toBeLessThan(milestoneById('limitedRelease').weeks[0]);
  });

  it('computes decision weeks from the service levels so tier 1 and 2 decisions precede the limited release', () => {
    expect(approvalDays(2)).toBe(APPROVAL_SERVICE_LEVELS.triageDays + APPROVAL_SERVICE_LEVELS.reviewDays[2]);
    const filed = milestoneById('intakeFiled').weeks[0];
    expect(decisionWeek(2, filed)).toBe(10);
    expect(decisionWeek(3, filed)).toBe(13);
    for (const tier of [1, 2, 3] as const) expect(decisionWeek(tier, filed)).toBeLessThan(milestoneById('limitedRelease').weeks[0]);
    expect(reviewServiceLevelText(2)).toBe('Tier 2: risk, security and privacy review within fifteen working days');
  });
});

describe('scale data', () => {
  it('numbers each scale without gaps inside its stated range', () => {
    expect(AUTOMATION_LEVELS.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(REVIEW_TIERS.map((t) => t.tier)).toEqual([0, 1, 2, 3]);
    expect(RISK_TIERS.map((t) => t.tier)).toEqual([1, 2, 3]);
    expect(SCALES.review.names.length).toBe(SCALES.review.max - SCALES.review.min + 1);
  });

  it('maps every automation level, with review tiers falling as autonomy rises', () => {
    expect(SCALE_MAPPING.map((r) => r.level)).toEqual(AUTOMATION_LEVELS.map((l) => l.level));
    const strictest = SCALE_MAPPING.filter((r) => r.reviewTiers.length).map((r) => Math.max(...r.reviewTiers));
    for (let i = 1; i < strictest.length; i++) expect(strictest[i]).toBeLessThanOrEqual(strictest[i - 1]!);
    for (const row of SCALE_MAPPING) {
      for (const t of row.reviewTiers) expect(REVIEW_TIERS.some((r) => r.tier === t)).toBe(true);
      if (row.lowestRiskTier !== null) expect(RISK_TIERS.some((r) => r.tier === row.lowestRiskTier)).toBe(true);
    }
  });

  it('is shown as a mapping on every page that uses more than one scale', () => {
    for (const file of ['action-plan/ws2-architecture/process-design.mdx', 'docs/human-ai-collaboration/human-in-the-loop.mdx', 'action-plan/ws1-organization/governance.mdx']) {
      expect(read(file), file).toMatch(/<ScaleMapping \/>/);
    }
  });
});

describe('services data', () => {
  it('adds the delivery team roles up to the stated team size, and the band follows from it', () => {
    expect(teamFte(DELIVERY_TEAM_ROLES)).toEqual([3, 5]);
    expect(teamDaysPerMonth(DELIVERY_TEAM_ROLES)).toEqual([3 * WORKING_DAYS_PER_MONTH, 5 * WORKING_DAYS_PER_MONTH]);
    const team = offeringById('project-based-team');
    expect(team.estimate?.days).toEqual(teamDaysPerMonth(DELIVERY_TEAM_ROLES));
    const top = teamFte(DELIVERY_TEAM_ROLES)[1] * WORKING_DAYS_PER_MONTH * PLANNING_DAY_RATE.amount;
    expect(estimateBandText(team.estimate!)).toContain(top.toLocaleString('en-US'));
  });

  it('gives the delivery team a timeline for the shortest and the longest stated duration', () => {
    const [min, max] = /(\d+)–(\d+) months/.exec(offeringById('project-based-team').duration)!.slice(1).map(Number);
    for (const [shape, length] of [[DELIVERY_TEAM_TIMELINES.short, min], [DELIVERY_TEAM_TIMELINES.long, max]] as const) {
      expect(shape.length).toBe(length);
      const ends = shape.steps.map((s) => s.ends);
      expect([...ends].sort((a, b) => a - b)).toEqual(ends);
      expect(ends.at(-1)).toBe(length);
    }
  });

  it('computes the embed effort from weeks, coach days and the lead day per fortnight', () => {
    expect(EMBED_SHAPE.weeks).toEqual([6, 12]);
    expect(embedPersonDays()).toEqual([6 * 3 + 3, 12 * 5 + 6]);
    expect(offeringById('consulting-vibe-coding-embed').estimate?.days).toEqual([21, 66]);
    expect(knownBands().has(`${21 * PLANNING_DAY_RATE.amount}-${66 * PLANNING_DAY_RATE.amount}`)).toBe(true);
  });

  // Every fixed-length engagement whose page has a role table in FTE: the team over the duration
  // must give the indicative effort (within 2.5 person-days of rounding at each end), so the band,
  // computed from that effort, never sits below what the stated team costs.
  const weekly = (OFFERINGS as readonly Offering[]).filter((o) => o.estimate && /^\d+–\d+ weeks$/.test(o.duration));
  it.each(weekly.map((o) => [o.id, o] as const))('%s: the FTE table over the duration gives the stated person-days', (_id, o) => {
    // The role table: the rows under a "| Role |" header, checked when every role states its FTE.
    const lines = readFileSync(join(root, 'services', `${o.page}.mdx`), 'utf8').split('\n');
    const start = lines.findIndex((l) => l.startsWith('| Role |'));
    const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'));
    const rows = start < 0 ? [] : lines.slice(start + 2, end).filter((l) => !/^\| Your /.test(l));
    if (rows.length === 0 || rows.some((r) => !/\d\s*FTE\b/.test(r) || r.includes('{'))) return;
    let min = 0;
    let max = 0;
    for (const row of rows) {
      const m = /(\d+(?:\.\d+)?)(?:\s*–\s*(\d+(?:\.\d+)?))?\s*FTE/.exec(row)!;
      min += Number(m[1]);
      max += Number(m[2] ?? m[1]);
    }
    const [wMin, wMax] = /^(\d+)–(\d+) weeks$/.exec(o.duration)!.slice(1).map(Number) as [number, number];
    const days = [min * wMin * WORKING_DAYS_PER_WEEK, max * wMax * WORKING_DAYS_PER_WEEK];
    expect(Math.abs(days[0]! - o.estimate!.days[0]), `${o.id}: ${days.join('–')} vs ${o.estimate!.days.join('–')}`).toBeLessThanOrEqual(2.5);
    expect(Math.abs(days[1]! - o.estimate!.days[1]), `${o.id}: ${days.join('–')} vs ${o.estimate!.days.join('–')}`).toBeLessThanOrEqual(2.5);
  });

  it('states one reply window and one budget reporting cadence', () => {
    expect(REPLY_WINDOW).toBe('five business days');
    expect(replyPromise('application')).toBe('We reply to every application; if you have heard nothing within five business days, write again.');
    expect(BUDGET_REPORTING).toBe('weekly');
  });

  it('states the reply promise at most once on a page', () => {
    for (const file of allPages) {
      const source = read(file);
      const rendered = (source.match(/replyPromise\(/g) ?? []).length - (source.match(/import \{[^}]*replyPromise/g) ?? []).length;
      const typed = (proseOf(source).join('\n').match(/We reply to every (request|application|message)/g) ?? []).length;
      const count = rendered + typed;
      expect(count, file).toBeLessThanOrEqual(1);
    }
  });
});

describe('the checker', () => {
  const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

  it('reads prose only: code, imports and rendered expressions are skipped', () => {
    const lines = proseOf("---\ntitle: T\nslug: /x\n---\n\nimport X from 'y';\n\n```ts\nconst tier = 'tier 9';\n```\n\nPilot ({phaseWeeksText('pilot')}) and `tier 7`.");
    expect(lines.join('\n')).not.toMatch(/tier [79]|slug|import/);
    expect(lines.join('\n')).toContain('Pilot ({…})');
    expect(toNumber('fifteen')).toBe(15);
    expect(toNumber('1.5')).toBe(1.5);
  });

  const planted: [RuleId, string][] = [
    ['phase-weeks', 'Pilot (weeks 7–8'],
    ['milestone-weeks', 'workshop in week 4'],
    ['milestone-weeks', 'redesign for each pilot happens in weeks 19–22'],
    ['approval-sla', 'within ten working days'],
    ['approval-sla', 'tier 2 decision takes twenty-five working days'],
    ['scale-number', 'review tier 4'],
    ['scale-name', 'Tier 3: low'],
    ['team-fte', 'three to six FTE'],
    ['team-days', '60–120 person-days per month'],
    ['offering-duration', '(3–12 weeks)'],
    ['offering-effort', '20–65 person-days'],
    ['day-rate', 'USD 1,200'],
    ['price-band', 'USD 90,000–165,000'],
    ['reply-window', 'three business days'],
    ['budget-cadence', 'reported every sprint'],
  ];

  const wrong = checkPage('tests/unit/content/fixtures/consistency-wrong.mdx', fixture('consistency-wrong.mdx'));

  it.each(planted)('fails a planted %s contradiction (%s)', (rule, snippet) => {
    expect(wrong.some((f) => f.rule === rule && f.found.includes(snippet)), JSON.stringify(wrong, null, 1)).toBe(true);
  });

  it('reports nothing else in the planted fixture', () => {
    expect(wrong.length).toBe(planted.length);
  });

  it('passes the same facts stated correctly', () => {
    expect(checkPage('tests/unit/content/fixtures/consistency-right.mdx', fixture('consistency-right.mdx'))).toEqual([]);
  });
});

describe('site pages agree with the data', () => {
  it('finds pages to check', () => {
    expect(allPages.length).toBeGreaterThan(130);
  });

  it.each(allPages)('%s', (file) => {
    expect(checkPage(file, read(file))).toEqual([]);
  });
});
