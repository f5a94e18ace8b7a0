/**
 * The action plan's timeline in one typed module: phases and their weeks, what happens in each,
 * the milestones other pages refer to (the use-case workshop, process redesign, build, limited
 * release) and the approval service levels of the governance flow.
 *
 * Pages under `action-plan/` (and any other page that states these weeks) render the numbers from
 * here; `tests/unit/content/consistency.test.ts` fails when a page's prose states a week range,
 * a milestone week or a service level that disagrees with this module.
 *
 * The weeks are the plan's own planning estimate (see "Staffing and duration assumptions" on
 * `action-plan/intro`), not a benchmark from a study.
 */

export type PhaseId = 'assess' | 'pilot' | 'scale';

export type Phase = {
  readonly id: PhaseId;
  readonly name: string;
  /** First and last week, inclusive. */
  readonly weeks: readonly [number, number];
  /** What the phase is for, in one sentence. */
  readonly purpose: string;
};

export const PLAN_WEEKS = 52;

export const PHASES = [
  {id: 'assess', name: 'Assess', weeks: [1, 6], purpose: 'Find out what is already happening and what is worth doing.'},
  {id: 'pilot', name: 'Pilot', weeks: [7, 18], purpose: 'Build the chosen pilots as products with owners, evaluation and users.'},
  {id: 'scale', name: 'Scale', weeks: [19, 52], purpose: 'Turn the pilot path into the standard path.'},
] as const satisfies readonly Phase[];

export type MilestoneId =
  | 'intakeForms'
  | 'preScoring'
  | 'scoringWorkshop'
  | 'portfolioApproval'
  | 'intakeFiled'
  | 'processRedesign'
  | 'buildAndReview'
  | 'limitedRelease';

export type Milestone = {
  readonly id: MilestoneId;
  readonly phase: PhaseId;
  /** First and last week, inclusive; one week when both are equal. */
  readonly weeks: readonly [number, number];
  readonly what: string;
};

/**
 * Milestones several pages state. Process redesign for each pilot happens at the start of Pilot,
 * before the build, so the evaluation set and the value targets describe the redesigned flow (the baseline is the current flow);
 * in Scale the same method is applied to every new use case and to the wider processes the pilots
 * touched (see `PHASE_WORK`). The approval review runs alongside the build; the limited release
 * waits for the decision.
 */
export const MILESTONES = [
  {id: 'intakeForms', phase: 'assess', weeks: [1, 2], what: 'Use-case intake forms out to business unit heads, with a two-week deadline'},
  {id: 'preScoring', phase: 'assess', weeks: [3, 4], what: 'Pre-scoring of the candidate use cases'},
  {id: 'scoringWorkshop', phase: 'assess', weeks: [5, 5], what: 'Two-hour scoring workshop on the use-case matrix (four value ratings, four feasibility ratings, each 1–5)'},
  {id: 'portfolioApproval', phase: 'assess', weeks: [6, 6], what: 'Steering group approves the ranked portfolio and the pilot charters (end of the week)'},
  {id: 'intakeFiled', phase: 'pilot', weeks: [7, 7], what: 'Approval intake filed for each pilot, so the review runs alongside redesign and build'},
  {id: 'processRedesign', phase: 'pilot', weeks: [7, 8], what: 'Process redesign and evaluation set for each pilot, before the build'},
  {id: 'buildAndReview', phase: 'pilot', weeks: [9, 13], what: 'Build, while the approval review runs; building does not wait for the decision, the limited release does'},
  {id: 'limitedRelease', phase: 'pilot', weeks: [14, 14], what: 'Limited release, so that four weeks of production sample exist when Pilot ends'},
] as const satisfies readonly Milestone[];

/** Weeks of production sample a general release needs (agile delivery gate). */
export const PRODUCTION_SAMPLE_WEEKS = 4;

/** What each phase contains, in the words the plan overview uses; one line per activity. */
export const PHASE_WORK: Readonly<Record<PhaseId, readonly string[]>> = {
  assess: [
    'Inventory every AI system in use and triage it against the EU AI Act and the internal risk tiers',
    'Score candidate use cases on the use-case matrix and approve a ranked portfolio',
    'Audit the data behind the top candidates',
  ],
  pilot: [
    'Redesign the process of each pilot before building it',
    'Build each pilot with an evaluation set written before the first prompt and a route through the approval flow',
    'Stand up the LLM gateway and logging once, for all pilots',
    'Train the pilot users',
  ],
  scale: [
    'Move to the chosen operating model and integrate with core systems',
    'Apply the process redesign method to every new use case and to the wider processes the pilots touched',
    'Grow the champion network and the change program',
  ],
};

export function phaseById(id: PhaseId): Phase {
  const found = PHASES.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown phase: ${id}`);
  return found;
}

export function milestoneById(id: MilestoneId): Milestone {
  const found = MILESTONES.find((m) => m.id === id);
  if (!found) throw new Error(`Unknown milestone: ${id}`);
  return found;
}

/** "weeks 7–18", or "week 5" for a single week. */
export function weeksText([first, last]: readonly [number, number]): string {
  return first === last ? `week ${first}` : `weeks ${first}–${last}`;
}

/** "Pilot (weeks 7–18)". */
export function phaseLabel(id: PhaseId): string {
  const p = phaseById(id);
  return `${p.name} (${weeksText(p.weeks)})`;
}

/** "weeks 7–18" of a phase. */
export function phaseWeeksText(id: PhaseId): string {
  return weeksText(phaseById(id).weeks);
}

/** "weeks 7–8" of a milestone. */
export function milestoneWeeksText(id: MilestoneId): string {
  return weeksText(milestoneById(id).weeks);
}

/** The one timeline sentence: "Assess weeks 1–6, Pilot weeks 7–18, Scale weeks 19–52". */
export function timelineText(): string {
  return PHASES.map((p) => `${p.name} ${weeksText(p.weeks)}`).join(', ');
}

/** Length of a phase in weeks (Pilot: 12). */
export function phaseLengthWeeks(id: PhaseId): number {
  const [first, last] = phaseById(id).weeks;
  return last - first + 1;
}

// ---------------------------------------------------------------------------------------------
// Governance approval flow: service levels in working days (targets of this plan).

export type RiskTierNumber = 1 | 2 | 3;

export const WORKING_DAYS_PER_WEEK = 5;

export const APPROVAL_SERVICE_LEVELS = {
  /** Triage by the AI risk team, for every tier. */
  triageDays: 2,
  /** Review by tier, after triage. */
  reviewDays: {1: 5, 2: 15, 3: 30} as const satisfies Record<RiskTierNumber, number>,
  /** Who decides in the review step. */
  reviewer: {
    1: 'owner sign-off',
    2: 'risk, security and privacy review',
    3: 'council decision',
  } as const satisfies Record<RiskTierNumber, string>,
  /** Re-review interval in months when nothing changes. */
  reReviewMonths: {1: 12, 2: 12, 3: 6} as const satisfies Record<RiskTierNumber, number>,
} as const;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty'];

/** Number in words up to 59 ("thirty"), as the pages write small counts. */
export function numberWord(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 59) throw new Error(`numberWord: ${n} is out of range`);
  if (n < NUMBER_WORDS.length) return NUMBER_WORDS[n]!;
  const ten = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? ten : `${ten}-${NUMBER_WORDS[n % 10]}`;
}

/** Working days from intake to decision: triage plus the tier's review (tier 2: 17). */
export function approvalDays(tier: RiskTierNumber): number {
  return APPROVAL_SERVICE_LEVELS.triageDays + APPROVAL_SERVICE_LEVELS.reviewDays[tier];
}

/** Weeks from intake to decision, e.g. 6.4 for tier 3. */
export function approvalWeeks(tier: RiskTierNumber): number {
  return approvalDays(tier) / WORKING_DAYS_PER_WEEK;
}

/**
 * The plan week by whose end a case filed at the start of `filedWeek` has its decision
 * (tier 2 filed in week 7: 17 working days, so week 10).
 */
export function decisionWeek(tier: RiskTierNumber, filedWeek: number): number {
  return filedWeek + Math.ceil(approvalDays(tier) / WORKING_DAYS_PER_WEEK) - 1;
}

/** "Tier 2: risk, security and privacy review within fifteen working days". */
export function reviewServiceLevelText(tier: RiskTierNumber): string {
  const reviewer = APPROVAL_SERVICE_LEVELS.reviewer[tier];
  return `Tier ${tier}: ${reviewer.charAt(0).toLowerCase()}${reviewer.slice(1)} within ${numberWord(APPROVAL_SERVICE_LEVELS.reviewDays[tier])} working days`;
}
