/**
 * What the heading of an answer that passed every check says after "Answer from MODEL." (issue 28, 49g, a lead decision).
 * The check (support.ts) compares words, names, numbers, negation and wording, between each cited sentence and its
 * passage, and cannot confirm meaning (testers u30w, u31g and u32c wrote subtly wrong answers that passed it), so the
 * heading claims no more than that and asks the reader to confirm the meaning. Document Q&A and Zohlar Ask show it
 * (Verdict.tsx Answer); unit and e2e tests import it, so the wording lives here once. No imports, so an e2e spec can load it.
 */
export const CLEAN_CHECK =
  'Its citations point to the passages below, and the check found no mismatch in names, numbers, negation or wording; confirm the meaning in the passages before relying on it.';

/** The heading of an answer from `model` that passed every check (CLEAN_CHECK). */
export function cleanCheckHeading(model: string): string {
  return `Answer from ${model}. ${CLEAN_CHECK}`;
}
