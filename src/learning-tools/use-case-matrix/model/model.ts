/**
 * The use-case prioritization model: criteria, weights, scoring, ranking and quadrants.
 * Plain TypeScript, no React, so it can be tested and reused on its own.
 */

export type CriterionKind = 'value' | 'feasibility';

export type Criterion = {
  /** Stable identifier, also the CSV column name. */
  readonly id: string;
  readonly kind: CriterionKind;
  readonly label: string;
  /** What a 1 and a 5 mean, shown as help text. */
  readonly help: string;
  /** Default weight (any non-negative number; weights are normalised per kind). */
  readonly defaultWeight: number;
};

/** A score is a whole number from 1 (poor) to 5 (excellent). */
export type Score = 1 | 2 | 3 | 4 | 5;

export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
/** Scores at or above this are "high" when classifying quadrants (the middle of 1–5). */
export const QUADRANT_THRESHOLD = 3;
/** Upper bound for a weight typed by the reader. */
export const MAX_WEIGHT = 100;

export const CRITERIA: readonly Criterion[] = [
  {id: 'impact', kind: 'value', label: 'Financial impact', help: '1 = negligible savings or revenue; 5 = material to the business unit’s results', defaultWeight: 40},
  {id: 'strategic_fit', kind: 'value', label: 'Strategic fit', help: '1 = unrelated to stated priorities; 5 = directly serves a top-three priority', defaultWeight: 25},
  {id: 'reach', kind: 'value', label: 'People reached', help: '1 = a handful of users; 5 = a large share of staff or customers', defaultWeight: 20},
  {id: 'urgency', kind: 'value', label: 'Urgency', help: '1 = can wait a year; 5 = a deadline or pain that cannot wait', defaultWeight: 15},
  {id: 'data_readiness', kind: 'feasibility', label: 'Data readiness', help: '1 = data unavailable or unowned; 5 = reachable, owned, permissioned, clean', defaultWeight: 35},
  {id: 'technical_maturity', kind: 'feasibility', label: 'Technical maturity', help: '1 = unproven technique; 5 = well-established pattern on our platform', defaultWeight: 25},
  {id: 'risk_effort', kind: 'feasibility', label: 'Risk and compliance ease', help: '1 = high-risk tier, heavy review; 5 = low-risk tier, standard controls', defaultWeight: 20},
  {id: 'change_ease', kind: 'feasibility', label: 'Change ease', help: '1 = major process and role change; 5 = fits how people already work', defaultWeight: 20},
];

export const CRITERION_IDS: readonly string[] = CRITERIA.map((c) => c.id);

export type Weights = Readonly<Record<string, number>>;
export type Scores = Readonly<Record<string, Score>>;

export type UseCase = {
  readonly id: string;
  readonly name: string;
  readonly scores: Scores;
};

export type Portfolio = {
  readonly weights: Weights;
  readonly useCases: readonly UseCase[];
};

export type Quadrant = 'do-now' | 'strategic-bet' | 'fill-in' | 'park';

export const QUADRANT_LABELS: Readonly<Record<Quadrant, string>> = {
  'do-now': 'Do now',
  'strategic-bet': 'Strategic bet',
  'fill-in': 'Fill-in',
  park: 'Park',
};

export const QUADRANT_HELP: Readonly<Record<Quadrant, string>> = {
  'do-now': 'High value, high feasibility: start or scale now.',
  'strategic-bet': 'High value, low feasibility: invest in data or platform first.',
  'fill-in': 'Low value, high feasibility: do only if cheap, or buy.',
  park: 'Low value, low feasibility: revisit next quarter.',
};

export function defaultWeights(): Record<string, number> {
  return Object.fromEntries(CRITERIA.map((c) => [c.id, c.defaultWeight]));
}

export function defaultScores(): Record<string, Score> {
  return Object.fromEntries(CRITERIA.map((c) => [c.id, 3 as Score]));
}

export function criteriaOf(kind: CriterionKind): Criterion[] {
  return CRITERIA.filter((c) => c.kind === kind);
}

export function isScore(value: unknown): value is Score {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SCORE && value <= MAX_SCORE;
}

/** A usable weight: a finite number from 0 to MAX_WEIGHT. */
export function isWeight(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_WEIGHT;
}

/**
 * What a weight field's text means (s47 M2): a weight only when it is a whole, plain decimal number from 0 to
 * MAX_WEIGHT ("40", "12.5", ".5"). Text still being typed ("", "-", "0.", "1e", "1e5") is no weight: it is kept
 * in the field with a message and never scored or saved, so "0." on its way to "0.5" is not taken as 0.
 */
export type WeightText = {ok: true; value: number} | {ok: false; why: 'empty' | 'incomplete' | 'range' | 'comma' | 'not-number'};
export function readWeightText(text: string): WeightText {
  const t = text.trim();
  if (t === '') return {ok: false, why: 'empty'};
  if (/^\d+(\.\d+)?$|^\.\d+$/.test(t)) {
    const value = Number(t);
    return isWeight(value) ? {ok: true, value} : {ok: false, why: 'range'};
  }
  if (/^\d*,\d+$/.test(t)) return {ok: false, why: 'comma'};
  if (/^-(\d+(\.\d+)?|\.\d+)$/.test(t)) return {ok: false, why: 'range'};
  // A number cut short: a sign, a trailing point or comma, an exponent mark with nothing after it yet.
  if (/^[-+]?\d*[.,]?\d*([eE][-+]?)?$/.test(t)) return {ok: false, why: 'incomplete'};
  return {ok: false, why: 'not-number'};
}

/**
 * Normalise the weights of one kind so they sum to 1. Missing, negative or non-finite weights count as 0;
 * if every weight of the kind is 0, the criteria are weighted equally.
 */
export function normaliseWeights(weights: Weights, kind: CriterionKind): Record<string, number> {
  const ids = criteriaOf(kind).map((c) => c.id);
  const clean = ids.map((id) => {
    const w = weights[id];
    return typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 0;
  });
  const total = clean.reduce((a, b) => a + b, 0);
  return Object.fromEntries(ids.map((id, i) => [id, total > 0 ? clean[i] / total : 1 / ids.length]));
}

/**
 * Whole-percent shares of normalized weights (each kind's add up to 1) that add up to 100, as the page says they do:
 * each share rounded down, then the points still missing go to the largest remainders, the first listed on a tie
 * (largest remainder; u30c UC-5: rounding each share alone showed 37 + 3 + 36 + 25 = 101%). Each is within one point of
 * its exact share. The ranking uses the exact shares.
 */
export function sharePercents(shares: Readonly<Record<string, number>>): Record<string, number> {
  const entries = Object.entries(shares).map(([id, share]) => {
    const exact = Number((share * 100).toPrecision(12));
    return {id, floor: Math.floor(exact), rest: exact - Math.floor(exact)};
  });
  let missing = 100 - entries.reduce((sum, e) => sum + e.floor, 0);
  const out: Record<string, number> = Object.fromEntries(entries.map((e) => [e.id, e.floor]));
  for (const e of [...entries].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0 || e.rest <= 0) break;
    out[e.id] += 1;
    missing -= 1;
  }
  return out;
}

/** Weighted mean of the scores of one kind, from 1 to 5. A missing score counts as the neutral 3. */
export function kindScore(scores: Scores, weights: Weights, kind: CriterionKind): number {
  const norm = normaliseWeights(weights, kind);
  let sum = 0;
  for (const [id, w] of Object.entries(norm)) {
    const s = scores[id];
    sum += w * (isScore(s) ? s : QUADRANT_THRESHOLD);
  }
  return sum;
}

export function classifyQuadrant(value: number, feasibility: number, threshold = QUADRANT_THRESHOLD): Quadrant {
  const highValue = value >= threshold;
  const highFeasibility = feasibility >= threshold;
  if (highValue && highFeasibility) return 'do-now';
  if (highValue) return 'strategic-bet';
  if (highFeasibility) return 'fill-in';
  return 'park';
}

export type ScoredUseCase = {
  readonly useCase: UseCase;
  /** Weighted value score, 1–5. */
  readonly value: number;
  /** Weighted feasibility score, 1–5. */
  readonly feasibility: number;
  /** value × feasibility, 1–25, multiplied before rounding and rounded once to 2 decimals. */
  readonly priority: number;
  readonly quadrant: Quadrant;
  /** 1-based position after ranking. */
  readonly rank: number;
};

/**
 * Round to a fixed number of decimals the way a reader rounds the decimal value by hand: half up
 * (8.165 → 8.17, 1.005 → 1.01, 0.125 → 0.13). The scaled value is first cut to 12 significant digits,
 * which drops the binary noise (8.165 is stored as 8.16499999…, and 8.165 × 100 is 816.4999999999999)
 * while keeping every digit the scores and weights can make; Math.round then rounds .5 up (u29a M-1).
 * Adding Number.EPSILON, as before, was too small for values above 1. Scores are never negative.
 */
export function round(n: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(Number((n * f).toPrecision(12))) / f;
}

/**
 * The scores of one use case, each rounded once (half up, `round`) for display: the priority is the product of the
 * unrounded value and feasibility (u28z M4: 1.0625 × 4 is 4.25, where the rounded 1.06 × 4 gave 4.24),
 * and the ranking, the table and the CSV export all use these same rounded numbers.
 */
export function scoreUseCase(useCase: UseCase, weights: Weights): Omit<ScoredUseCase, 'rank'> {
  const rawValue = kindScore(useCase.scores, weights, 'value');
  const rawFeasibility = kindScore(useCase.scores, weights, 'feasibility');
  const value = round(rawValue);
  const feasibility = round(rawFeasibility);
  return {useCase, value, feasibility, priority: round(rawValue * rawFeasibility), quadrant: classifyQuadrant(value, feasibility)};
}

/**
 * Rank use cases by priority (value × feasibility), highest first; equal priorities are ordered by value,
 * and use cases that are still tied keep the order in which they were entered (a stable ranking).
 */
export function rankUseCases(useCases: readonly UseCase[], weights: Weights): ScoredUseCase[] {
  return useCases
    .map((uc, index) => ({scored: scoreUseCase(uc, weights), index}))
    .sort((a, b) => b.scored.priority - a.scored.priority || b.scored.value - a.scored.value || a.index - b.index)
    .map(({scored}, i) => ({...scored, rank: i + 1}));
}

export type QuadrantCounts = Record<Quadrant, number>;

export function countByQuadrant(scored: readonly ScoredUseCase[]): QuadrantCounts {
  const counts: QuadrantCounts = {'do-now': 0, 'strategic-bet': 0, 'fill-in': 0, park: 0};
  for (const s of scored) counts[s.quadrant]++;
  return counts;
}

let idCounter = 0;
/** A unique id for a new use case within this browser session. */
export function newId(): string {
  idCounter += 1;
  return `uc-${Date.now().toString(36)}-${idCounter}`;
}

/**
 * A clearly generic sample portfolio for trying the tool. Scores are illustrative,
 * not measurements of any real organisation.
 */
export function samplePortfolio(makeId: () => string = newId): UseCase[] {
  const rows: Array<[string, number[]]> = [
    ['Sample: internal policy Q&A assistant', [3, 4, 5, 3, 4, 5, 4, 4]],
    ['Sample: customer email reply drafts', [4, 4, 4, 4, 3, 4, 3, 3]],
    ['Sample: invoice data extraction', [4, 3, 2, 3, 4, 4, 4, 4]],
    ['Sample: contract clause review', [4, 4, 2, 3, 2, 3, 2, 3]],
    ['Sample: sales call summaries', [2, 3, 3, 2, 4, 5, 4, 4]],
    ['Sample: autonomous pricing agent', [5, 4, 3, 3, 2, 2, 1, 2]],
    ['Sample: meeting minutes in team chat', [2, 2, 4, 2, 2, 4, 3, 2]],
  ];
  return rows.map(([name, values]) => ({
    id: makeId(),
    name,
    scores: Object.fromEntries(CRITERIA.map((c, i) => [c.id, values[i] as Score])),
  }));
}

/**
 * A use-case name as compared for duplicates: Unicode compatibility forms unified (NFKC), lower
 * case, punctuation and spaces removed, so "Cold-chain anomaly alerts", "cold chain anomaly
 * alerts" and "COLD-CHAIN  anomaly alerts." are one name. A name of punctuation only compares as written.
 */
export function foldName(name: string): string {
  const lower = name.normalize('NFKC').toLowerCase();
  return lower.replace(/[\p{P}\p{Z}\s]+/gu, '') || lower;
}

/**
 * Whether two use cases are the same entry: the same name after folding (foldName) and the same score
 * on every criterion (u28k UC2: a file imported twice). The same name with other scores is a
 * near-duplicate, kept with a note (duplicateNames).
 */
export function sameEntry(a: {name: string; scores: Scores}, b: {name: string; scores: Scores}): boolean {
  if (foldName(a.name) !== foldName(b.name)) return false;
  const keys = new Set([...Object.keys(a.scores), ...Object.keys(b.scores)]);
  return [...keys].every((k) => a.scores[k] === b.scores[k]);
}

/**
 * The indexes of the incoming use cases that exactly repeat one already in the list (sameEntry), for
 * an import in "add" mode: those are skipped, the others are added. Repeats within the file itself
 * are not skipped (duplicateNames notes them); nothing the reader had is touched.
 */
export function repeatsOfList(existing: ReadonlyArray<{name: string; scores: Scores}>, incoming: ReadonlyArray<{name: string; scores: Scores}>): Set<number> {
  const byName = new Map<string, Array<{name: string; scores: Scores}>>();
  for (const uc of existing) byName.set(foldName(uc.name), [...(byName.get(foldName(uc.name)) ?? []), uc]);
  const out = new Set<number>();
  incoming.forEach((uc, i) => {
    if ((byName.get(foldName(uc.name)) ?? []).some((e) => sameEntry(e, uc))) out.add(i);
  });
  return out;
}

/** An incoming name that repeats another after folding (foldName): where it is, and the name and place it repeats. */
export type DuplicateName = {readonly name: string; readonly where: string; readonly sameAs: string; readonly sameAsWhere: string};

/**
 * The incoming names that repeat a name already in the list or an earlier one in the same file
 * (u28i UC3). `where` describes each incoming entry ("line 5"); existing entries are "in your list".
 */
export function duplicateNames(existing: ReadonlyArray<{name: string}>, incoming: ReadonlyArray<{name: string; where: string}>): DuplicateName[] {
  const seen = new Map<string, {name: string; where: string}>();
  for (const uc of existing) if (!seen.has(foldName(uc.name))) seen.set(foldName(uc.name), {name: uc.name, where: 'in your list'});
  const out: DuplicateName[] = [];
  for (const item of incoming) {
    const key = foldName(item.name);
    const first = seen.get(key);
    if (first) out.push({name: item.name, where: item.where, sameAs: first.name, sameAsWhere: first.where});
    else seen.set(key, item);
  }
  return out;
}
