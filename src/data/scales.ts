/**
 * The three numbered scales the site uses for AI systems, with their meaning and how they map to
 * each other. They answer different questions and their numbers run in different directions:
 *
 * - Automation levels 0–5 (`action-plan/ws2-architecture/process-design`): how much of one task the
 *   AI does. Higher means more autonomy.
 * - Human review tiers 0–3 (`docs/human-ai-collaboration/human-in-the-loop`): when a person checks
 *   the AI's output. Higher means more human control.
 * - Governance risk tiers 1–3 (`action-plan/ws1-organization/governance`): how much approval a use
 *   case needs. Higher means more risk, so more review.
 *
 * `SCALE_MAPPING` links them, one row per automation level; `ScaleMapping` renders it on every
 * page that uses more than one scale. `tests/unit/content/consistency.test.ts` fails when a page
 * calls a tier or level by a number the scale does not have, or by another scale's name.
 */

export type AutomationLevel = {
  readonly level: 0 | 1 | 2 | 3 | 4 | 5;
  readonly name: string;
  /** What the AI does. */
  readonly ai: string;
  /** What a person does. */
  readonly person: string;
  readonly goodFit: string;
};

export const AUTOMATION_LEVELS = [
  {level: 0, name: 'None', ai: 'Does nothing', person: 'Does the task', goodFit: 'Judgment calls with high stakes and little data'},
  {level: 1, name: 'Assist', ai: 'Answers questions or finds information on request', person: 'Does the task, using the AI when useful', goodFit: 'Research, policy look-ups, onboarding'},
  {level: 2, name: 'Draft', ai: 'Produces a first version', person: 'Reviews, edits and owns the result', goodFit: 'Emails, reports, code, contract mark-ups'},
  {level: 3, name: 'Decide with review', ai: 'Proposes a decision or action with its reasons', person: 'Approves or overrides each item, or a sample', goodFit: 'Triage, classification, routing, claims pre-checks'},
  {level: 4, name: 'Act with oversight', ai: 'Acts directly within limits', person: 'Monitors, handles exceptions, can stop it', goodFit: 'High-volume, reversible, well-tested steps'},
  {level: 5, name: 'Autonomous', ai: 'Acts without routine oversight', person: 'Reviews periodically', goodFit: 'Rarely appropriate for generative AI today'},
] as const satisfies readonly AutomationLevel[];

export type ReviewTier = {
  readonly tier: 0 | 1 | 2 | 3;
  readonly name: string;
  readonly whoActs: string;
  readonly rule: string;
  readonly examples: string;
  readonly escalateWhen: string;
};

export const REVIEW_TIERS = [
  {tier: 0, name: 'automate and monitor', whoActs: 'System', rule: 'Dashboards, alerts, periodic quality sampling', examples: 'Tagging and routing tickets, internal search', escalateWhen: 'Drift in quality scores, spike in complaints'},
  {tier: 1, name: 'sampled review', whoActs: 'System, then human audit', rule: 'A fixed share of outputs reviewed after release, plus all flagged items', examples: 'Drafted replies sent by agents, meeting summaries', escalateWhen: 'Low retrieval relevance, sensitive topic detected'},
  {tier: 2, name: 'approve before action', whoActs: 'Human approves each item', rule: 'Reviewer sees the evidence and the proposed action, then approves, edits or rejects', examples: 'Refunds above a limit, code merges, outbound customer letters', escalateWhen: 'Amount over threshold, new counterparty, policy conflict'},
  {tier: 3, name: 'human decides', whoActs: 'Human', rule: 'AI output is advisory only and labeled as such', examples: 'Credit and hiring decisions, clinical or legal judgments', escalateWhen: 'Always human; AI may not finalize'},
] as const satisfies readonly ReviewTier[];

export type RiskTier = {
  readonly tier: 1 | 2 | 3;
  readonly name: 'low' | 'medium' | 'high';
  /** Who approves the use case (see `APPROVAL_SERVICE_LEVELS` in plan.ts for how fast). */
  readonly approvedBy: string;
};

export const RISK_TIERS = [
  {tier: 1, name: 'low', approvedBy: 'Business owner'},
  {tier: 2, name: 'medium', approvedBy: 'AI risk team with security and privacy'},
  {tier: 3, name: 'high', approvedBy: 'AI council'},
] as const satisfies readonly RiskTier[];

export type ScaleMappingRow = {
  readonly level: AutomationLevel['level'];
  /** Review tiers that fit the level, most usual first; empty when there is no AI output. */
  readonly reviewTiers: readonly ReviewTier['tier'][];
  /** The lowest governance risk tier a use case at this level can have; null without AI. */
  readonly lowestRiskTier: RiskTier['tier'] | null;
  /** When the review tier or risk tier is higher than the usual one. */
  readonly note: string;
};

/**
 * One row per automation level. The governance risk tier comes from the use case (its data, who
 * it affects, the law); the automation level can only raise it. Risk tier 1 requires that a person
 * uses every output, so it fits levels 1–3 with every item reviewed; automated actions are risk
 * tier 2 at least, and agents acting in core systems risk tier 3 (governance criteria).
 */
export const SCALE_MAPPING = [
  {level: 0, reviewTiers: [], lowestRiskTier: null, note: 'No AI output, so nothing to review or tier'},
  {level: 1, reviewTiers: [3], lowestRiskTier: 1, note: 'The person does the task; AI answers are advisory'},
  {level: 2, reviewTiers: [2, 3], lowestRiskTier: 1, note: 'Review tier 3, and risk tier 2 at least (personal data), when the draft informs a decision about people'},
  {level: 3, reviewTiers: [2, 1], lowestRiskTier: 1, note: 'Risk tier 2 at least when only a sample is reviewed (review tier 1)'},
  {level: 4, reviewTiers: [1, 0], lowestRiskTier: 2, note: 'Risk tier 3 for agents that act in core systems'},
  {level: 5, reviewTiers: [0], lowestRiskTier: 2, note: 'Risk tier 3 for agents that act in core systems'},
] as const satisfies readonly ScaleMappingRow[];

export type ScaleId = 'automation' | 'review' | 'risk';

/** Range and the words a page uses for each scale's steps. */
export const SCALES = {
  automation: {label: 'Automation level', unit: 'level', min: 0, max: 5, names: AUTOMATION_LEVELS.map((l) => l.name)},
  review: {label: 'Human review tier', unit: 'tier', min: 0, max: 3, names: REVIEW_TIERS.map((t) => t.name)},
  risk: {label: 'Governance risk tier', unit: 'tier', min: 1, max: 3, names: RISK_TIERS.map((t) => t.name)},
} as const satisfies Record<ScaleId, {label: string; unit: 'level' | 'tier'; min: number; max: number; names: readonly string[]}>;

export function automationLevel(level: number): AutomationLevel {
  const found = AUTOMATION_LEVELS.find((l) => l.level === level);
  if (!found) throw new Error(`No automation level ${level}`);
  return found;
}

export function reviewTier(tier: number): ReviewTier {
  const found = REVIEW_TIERS.find((t) => t.tier === tier);
  if (!found) throw new Error(`No review tier ${tier}`);
  return found;
}

export function riskTier(tier: number): RiskTier {
  const found = RISK_TIERS.find((t) => t.tier === tier);
  if (!found) throw new Error(`No risk tier ${tier}`);
  return found;
}

/** "Tier 2: approve before action" (review tiers) or "Tier 3: high" (risk tiers). */
export function reviewTierLabel(tier: number): string {
  return `Tier ${tier}: ${reviewTier(tier).name}`;
}

export function riskTierLabel(tier: number): string {
  return `Tier ${tier}: ${riskTier(tier).name}`;
}

/** "3. Decide with review". */
export function automationLevelLabel(level: number): string {
  return `${level}. ${automationLevel(level).name}`;
}

/** Cell text of the mapping table for the review tiers of a level, e.g. "2 (approve before action) or 1 (sampled review)". */
export function mappedReviewTiersText(row: Pick<ScaleMappingRow, 'reviewTiers'>): string {
  if (row.reviewTiers.length === 0) return 'None';
  return row.reviewTiers.map((t) => `${t} (${reviewTier(t).name})`).join(' or ');
}

/** Cell text for the lowest risk tier, e.g. "2 (medium)". */
export function mappedRiskTierText(row: Pick<ScaleMappingRow, 'lowestRiskTier'>): string {
  return row.lowestRiskTier === null ? 'None' : `${row.lowestRiskTier} (${riskTier(row.lowestRiskTier).name})`;
}
