/**
 * The facts checker behind consistency.test.ts: reads a page's prose (MDX source without front
 * matter keys other than title and description, code, imports or JSX expressions) and reports every
 * sentence that states one of the facts kept in src/data with another value:
 *
 * - phase-weeks: a phase name with its week range ("Pilot (weeks 7–18)"), from plan.ts PHASES
 * - milestone-weeks: the scoring workshop, portfolio approval, process redesign, build and limited
 *   release weeks, from plan.ts MILESTONES
 * - approval-sla: triage and review service levels in working days, from APPROVAL_SERVICE_LEVELS
 * - scale-number / scale-name: "tier N" / "level N" outside every scale's range, or named with
 *   another step's name ("Tier 3: low"), from scales.ts
 * - team-fte / team-days: the delivery team's FTE range and person-days per month, from offerings.ts
 * - offering-duration / offering-effort: "N–M weeks|months" or "N–M person-days" next to an
 *   offering's name or link, from OFFERINGS
 * - day-rate / price-band: USD amounts next to "day rate", and USD ranges on services and contact
 *   pages, which must be a band computed from person-days and the planning day rate
 * - reply-window: the number of business days after which to write again, from promises.ts
 * - budget-cadence: how often budget burn is reported, from promises.ts
 *
 * Values a page renders from the data (`{phaseLabel('pilot')}`) are expressions, so they are not
 * read here: they cannot disagree. The checker catches numbers typed into prose.
 */
import {MILESTONES, PHASES, APPROVAL_SERVICE_LEVELS, type MilestoneId, numberWord} from '@site/src/data/plan';
import {SCALES} from '@site/src/data/scales';
import {
  DELIVERY_TEAM_ROLES,
  OFFERINGS,
  PLANNING_DAY_RATE,
  SUPPORT_TIERS,
  teamDaysPerMonth,
  teamFte,
  type Offering,
} from '@site/src/data/offerings';
import {BUDGET_REPORTING, REPLY_BUSINESS_DAYS} from '@site/src/data/promises';

export type RuleId =
  | 'phase-weeks'
  | 'milestone-weeks'
  | 'approval-sla'
  | 'scale-number'
  | 'scale-name'
  | 'team-fte'
  | 'team-days'
  | 'offering-duration'
  | 'offering-effort'
  | 'day-rate'
  | 'price-band'
  | 'reply-window'
  | 'budget-cadence';

export type Finding = {
  readonly rule: RuleId;
  readonly file: string;
  readonly line: number;
  readonly found: string;
  readonly expected: string;
};

const WORD_NUMBERS: Record<string, number> = Object.fromEntries(
  Array.from({length: 60}, (_, n) => [numberWord(n), n]),
);

/** "five" → 5, "5" → 5, "1.5" → 1.5; NaN when it is neither. */
export function toNumber(word: string): number {
  const w = word.toLowerCase().replace(/,/g, '');
  if (/^\d+(\.\d+)?$/.test(w)) return Number(w);
  return WORD_NUMBERS[w] ?? Number.NaN;
}

const NUM = String.raw`(\d+(?:\.\d+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)`;
const DASH = String.raw`\s*(?:–|-|to)\s*`;

/**
 * The prose of an MDX page, line for line (so findings keep their line numbers): fenced code,
 * inline code, import/export lines, JSX expressions and comments are blanked; front matter keeps
 * only title and description.
 */
export function proseOf(source: string): string[] {
  const lines = source.split('\n');
  const out: string[] = [];
  let inFrontMatter = lines[0] === '---';
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inFrontMatter) {
      if (i > 0 && line === '---') inFrontMatter = false;
      out.push(/^(title|description):/.test(line) ? line : '');
      continue;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      out.push('');
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      out.push('');
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      out.push('');
      continue;
    }
    out.push(stripExpressions(line.replace(/`[^`]*`/g, '')));
  }
  return out;
}

/** Blanks `{...}` expressions (nested braces included) on one line. */
function stripExpressions(line: string): string {
  let result = '';
  let depth = 0;
  for (const ch of line) {
    if (ch === '{') {
      depth++;
      if (depth === 1) result += '{…}';
      continue;
    }
    if (ch === '}' && depth > 0) {
      depth--;
      continue;
    }
    if (depth === 0) result += ch;
  }
  return result;
}

type Check = (line: string, file: string) => {rule: RuleId; found: string; expected: string}[];

function range(a: number, b: number): string {
  return a === b ? String(a) : `${a}–${b}`;
}

// --- plan -------------------------------------------------------------------------------------

const phaseWeeks: Check = (line) => {
  const re = new RegExp(String.raw`\b(Assess|Pilot|Scale)\b(?:\s+phase)?,?\s*\(?\s*(?:(weeks?)|from week)\s+(\d+)(?:\s*[–-]\s*(\d+))?`, 'g');
  const out: ReturnType<Check> = [];
  for (const m of line.matchAll(re)) {
    const phase = PHASES.find((p) => p.name === m[1])!;
    const first = Number(m[3]);
    // "Assess (week 6)" names one week inside the phase; a range or "from week N" names the phase.
    const single = m[2] === 'week' && !m[4];
    const last = m[4] ? Number(m[4]) : single ? first : phase.weeks[1];
    const wrong = single ? first < phase.weeks[0] || first > phase.weeks[1] : first !== phase.weeks[0] || last !== phase.weeks[1];
    if (wrong) {
      out.push({rule: 'phase-weeks', found: m[0], expected: `${phase.name} weeks ${range(phase.weeks[0], phase.weeks[1])}`});
    }
  }
  return out;
};

const MILESTONE_PATTERNS: readonly {id: MilestoneId; re: RegExp; endOnly?: boolean}[] = [
  {id: 'scoringWorkshop', re: /\bworkshop (?:is )?(?:in|during|of) week (\d+)\b/gi},
  {id: 'portfolioApproval', re: /\bapprov\w*[^.;]{0,60}?\bat the end of week (\d+)\b/gi},
  {id: 'processRedesign', re: /\b(?:process )?redesign[^.;]{0,50}?\bweeks? (\d+)(?:\s*[–-]\s*(\d+))?/gi},
  {id: 'buildAndReview', re: /\bbuild(?: and approval review)? (?:runs )?in weeks (\d+)\s*[–-]\s*(\d+)/gi},
  {id: 'limitedRelease', re: /\blimited release (?:by|in) week (\d+)\b/gi},
];

const milestoneWeeks: Check = (line) => {
  const out: ReturnType<Check> = [];
  for (const {id, re} of MILESTONE_PATTERNS) {
    const milestone = MILESTONES.find((m) => m.id === id)!;
    for (const m of line.matchAll(re)) {
      const first = Number(m[1]);
      const last = m[2] ? Number(m[2]) : first;
      if (first !== milestone.weeks[0] || last !== milestone.weeks[1]) {
        out.push({rule: 'milestone-weeks', found: m[0], expected: `${id}: week ${range(milestone.weeks[0], milestone.weeks[1])}`});
      }
    }
  }
  return out;
};

const approvalSla: Check = (line) => {
  const out: ReturnType<Check> = [];
  for (const m of line.matchAll(new RegExp(String.raw`\bTier (\d)\b[^.;]{0,60}?\bwithin ${NUM} working days`, 'gi'))) {
    const tier = Number(m[1]) as 1 | 2 | 3;
    const expected = APPROVAL_SERVICE_LEVELS.reviewDays[tier];
    if (toNumber(m[2]!) !== expected) out.push({rule: 'approval-sla', found: m[0], expected: `tier ${tier}: ${expected} working days`});
  }
  // Free prose about one case: "a tier 3 case can take 32 working days", "a tier 2 decision takes
  // seventeen working days". Either the review alone or triage plus review is a true statement.
  for (const m of line.matchAll(new RegExp(String.raw`\btier (\d) (?:decision|case|review|approval|pilot|use case)\b[^.;]{0,40}?\b${NUM} working days`, 'gi'))) {
    const tier = Number(m[1]);
    if (tier !== 1 && tier !== 2 && tier !== 3) continue;
    const n = toNumber(m[2]!);
    const review = APPROVAL_SERVICE_LEVELS.reviewDays[tier];
    if (n !== review && n !== review + APPROVAL_SERVICE_LEVELS.triageDays) {
      out.push({rule: 'approval-sla', found: m[0], expected: `tier ${tier}: ${review} working days of review, ${review + APPROVAL_SERVICE_LEVELS.triageDays} with triage`});
    }
  }
  for (const m of line.matchAll(new RegExp(String.raw`\bTriage\b[^.;]{0,20}?\(?${NUM} working days`, 'gi'))) {
    if (toNumber(m[1]!) !== APPROVAL_SERVICE_LEVELS.triageDays) {
      out.push({rule: 'approval-sla', found: m[0], expected: `triage: ${APPROVAL_SERVICE_LEVELS.triageDays} working days`});
    }
  }
  return out;
};

// --- scales -----------------------------------------------------------------------------------

const TIER_SCALES = [SCALES.review, SCALES.risk];
const TIER_MAX = Math.max(...TIER_SCALES.map((s) => s.max));
const TIER_MIN = Math.min(...TIER_SCALES.map((s) => s.min));
const ALL_TIER_NAMES = TIER_SCALES.flatMap((s) => s.names);
const TIER_NAME_RE = ALL_TIER_NAMES.map((n) => n.replace(/ /g, '\\s+')).join('|');

const scaleChecks: Check = (line) => {
  const out: ReturnType<Check> = [];
  // Numbers a tier or level scale does not have.
  for (const m of line.matchAll(/\b(review|risk|governance)?\s*tiers? (\d+)\b/gi)) {
    const n = Number(m[2]);
    const kind = m[1]?.toLowerCase();
    const scale = kind === 'review' ? SCALES.review : kind ? SCALES.risk : null;
    const [min, max] = scale ? [scale.min, scale.max] : [TIER_MIN, TIER_MAX];
    if (n < min || n > max) out.push({rule: 'scale-number', found: m[0].trim(), expected: `${scale?.label ?? 'a tier'} between ${min} and ${max}`});
  }
  if (/automation|autonom/i.test(line)) {
    for (const m of line.matchAll(/\blevels? (\d+)\b/gi)) {
      const n = Number(m[1]);
      if (n < SCALES.automation.min || n > SCALES.automation.max) {
        out.push({rule: 'scale-number', found: m[0], expected: `automation level between ${SCALES.automation.min} and ${SCALES.automation.max}`});
      }
    }
  }
  // A tier called by a name: the name must be that number's name on one of the tier scales.
  for (const m of line.matchAll(new RegExp(String.raw`\b(?:(review|risk) )?tier (\d)\s*(?::|\(|,|=)\s*(${TIER_NAME_RE})\b`, 'gi'))) {
    const n = Number(m[2]);
    const name = m[3]!.toLowerCase().replace(/\s+/g, ' ');
    const kind = m[1]?.toLowerCase();
    const scales = kind === 'review' ? [SCALES.review] : kind === 'risk' ? [SCALES.risk] : TIER_SCALES;
    const ok = scales.some((s) => s.names[n - s.min]?.toLowerCase() === name);
    if (!ok) {
      const expected = scales.map((s) => `${s.label} ${n}: ${s.names[n - s.min] ?? 'none'}`).join(' / ');
      out.push({rule: 'scale-name', found: m[0], expected});
    }
  }
  for (const m of line.matchAll(/\blevel (\d)\s*(?:\(|:|,)\s*([A-Z][a-z]+(?: [a-z]+)*)/g)) {
    const n = Number(m[1]);
    const expected = SCALES.automation.names[n];
    const name = m[2]!;
    const known = SCALES.automation.names.find((x) => name.startsWith(x));
    if (known && known !== expected) out.push({rule: 'scale-name', found: m[0], expected: `automation level ${n}: ${expected ?? 'none'}`});
  }
  return out;
};

// --- services ---------------------------------------------------------------------------------

const TEAM_CONTEXT = /delivery team|dedicated team|project-based\/team/i;

const teamChecks: Check = (line, file) => {
  const out: ReturnType<Check> = [];
  const isTeamPage = /services\/project-based\/team\.mdx$/.test(file);
  // On the team page every sentence is about the team; its role table rows state one role each.
  const aboutTeam = TEAM_CONTEXT.test(line) || (isTeamPage && !line.trimStart().startsWith('|'));
  if (!aboutTeam) return out;
  const [fteMin, fteMax] = teamFte(DELIVERY_TEAM_ROLES);
  for (const m of line.matchAll(new RegExp(String.raw`\b${NUM}${DASH}${NUM}\s+(?:full-time equivalents|FTE)\b`, 'gi'))) {
    if (toNumber(m[1]!) !== fteMin || toNumber(m[2]!) !== fteMax) out.push({rule: 'team-fte', found: m[0], expected: `${fteMin}–${fteMax} FTE`});
  }
  const [dMin, dMax] = teamDaysPerMonth(DELIVERY_TEAM_ROLES);
  for (const m of line.matchAll(/\b(\d+)\s*[–-]\s*(\d+) person-days (?:per|a) month\b/gi)) {
    if (Number(m[1]) !== dMin || Number(m[2]) !== dMax) out.push({rule: 'team-days', found: m[0], expected: `${dMin}–${dMax} person-days per month`});
  }
  return out;
};

function rangeOf(text: string): [number, number, string] | null {
  const m = /(\d+)\s*[–-]\s*(\d+) (weeks|months)/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), m[3]!] : null;
}

/** Ways a page names an offering: its label, or a link to its page. */
function offeringMentions(o: Offering): RegExp {
  const label = o.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const page = o.page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`(?:\b${label}\b|${page}(?:\.mdx)?\))`, 'gi');
}

const offeringChecks: Check = (line) => {
  const out: ReturnType<Check> = [];
  for (const o of OFFERINGS as readonly Offering[]) {
    const expectedRange = rangeOf(o.duration);
    for (const m of line.matchAll(offeringMentions(o))) {
      // The text right after the mention, up to the end of the clause or the next link.
      const after = line.slice(m.index! + m[0].length, m.index! + m[0].length + 60).split(/[.;]\s|\]\(|\|/)[0]!;
      // A scenario may state a narrower range than the offering's; outside it is a contradiction.
      const stated = rangeOf(after);
      if (stated && expectedRange && stated[2] === expectedRange[2] && (stated[0] < expectedRange[0] || stated[1] > expectedRange[1])) {
        out.push({rule: 'offering-duration', found: `${m[0]}${after}`, expected: `${o.label}: ${o.duration}`});
      }
      const days = /(\d+)\s*[–-]\s*(\d+) person-days/.exec(after);
      if (days && o.estimate && (Number(days[1]) < o.estimate.days[0] || Number(days[2]) > o.estimate.days[1])) {
        out.push({rule: 'offering-effort', found: `${m[0]}${after}`, expected: `${o.label}: ${o.estimate.days.join('–')} person-days`});
      }
    }
  }
  return out;
};

const money = (s: string) => Number(s.replace(/,/g, ''));

/** Every band the data can produce: each estimate's days (and onboarding days) times the day rate. */
export function knownBands(): Set<string> {
  const rate = PLANNING_DAY_RATE.amount;
  const bands = new Set<string>();
  const add = ([a, b]: readonly [number, number]) => bands.add(`${a * rate}-${b * rate}`);
  for (const o of OFFERINGS as readonly Offering[]) {
    if (!o.estimate) continue;
    add(o.estimate.days);
    if (o.estimate.onboardingDays) add(o.estimate.onboardingDays);
  }
  for (const t of SUPPORT_TIERS) add(t.indicativeDays);
  return bands;
}

const moneyChecks: Check = (line, file) => {
  const out: ReturnType<Check> = [];
  for (const m of line.matchAll(/\bday rate\b[^.;]{0,40}?\bUSD\s?([\d,]+)|\bUSD\s?([\d,]+)\s*(?:per|a|each) (?:person-)?day\b/gi)) {
    const amount = money(m[1] ?? m[2]!);
    if (amount !== PLANNING_DAY_RATE.amount) out.push({rule: 'day-rate', found: m[0], expected: `USD ${PLANNING_DAY_RATE.amount}`});
  }
  if (!/(?:^|\/)(services|contact)\//.test(file) && !/fixtures\//.test(file)) return out;
  const bands = knownBands();
  for (const m of line.matchAll(/\bUSD\s?([\d,]+)\s*[–-]\s*(?:USD\s?)?([\d,]+)/g)) {
    if (!bands.has(`${money(m[1]!)}-${money(m[2]!)}`)) out.push({rule: 'price-band', found: m[0], expected: 'a band computed from person-days × the planning day rate'});
  }
  return out;
};

// --- promises ---------------------------------------------------------------------------------

const replyChecks: Check = (line) => {
  const out: ReturnType<Check> = [];
  const re = new RegExp(String.raw`\b(?:heard nothing|no reply|not heard|reply|respond|answer)\b[^.;]{0,80}?\b(?:within|after) ${NUM} (?:business|working) days|\bwrite again after ${NUM} (?:business|working) days`, 'gi');
  for (const m of line.matchAll(re)) {
    const n = toNumber((m[1] ?? m[2])!);
    if (n !== REPLY_BUSINESS_DAYS) out.push({rule: 'reply-window', found: m[0], expected: `${REPLY_BUSINESS_DAYS} business days`});
  }
  return out;
};

const CADENCES = /\b(weekly|monthly|biweekly|fortnightly|daily|every sprint|each sprint|every week|every month|quarterly)\b/i;

const cadenceChecks: Check = (line) => {
  const out: ReturnType<Check> = [];
  const normalize = (c: string) => (/every week/i.test(c) ? 'weekly' : /every month/i.test(c) ? 'monthly' : /each sprint/i.test(c) ? 'every sprint' : c.toLowerCase());
  for (const m of line.matchAll(/\b(?:budget|burn|spend)\b[^.;|]{0,40}?\breport(?:ed|s)?(?: against)?\b[^.;|]{0,20}/gi)) {
    const c = CADENCES.exec(m[0]);
    if (c && normalize(c[1]!) !== BUDGET_REPORTING) out.push({rule: 'budget-cadence', found: m[0], expected: `budget reported ${BUDGET_REPORTING}`});
  }
  for (const m of line.matchAll(/\b(weekly|monthly|biweekly|daily)\s+(?:burn|budget reports?|spend reports?)\b/gi)) {
    if (normalize(m[1]!) !== BUDGET_REPORTING) out.push({rule: 'budget-cadence', found: m[0], expected: `budget reported ${BUDGET_REPORTING}`});
  }
  return out;
};

const CHECKS: readonly Check[] = [phaseWeeks, milestoneWeeks, approvalSla, scaleChecks, teamChecks, offeringChecks, moneyChecks, replyChecks, cadenceChecks];

/** Every disagreement between a page's prose and the data. `file` is the path relative to the site root. */
export function checkPage(file: string, source: string): Finding[] {
  const findings: Finding[] = [];
  proseOf(source).forEach((line, i) => {
    if (!line.trim()) return;
    for (const check of CHECKS) {
      for (const f of check(line, file)) findings.push({...f, file, line: i + 1});
    }
  });
  return findings;
}
