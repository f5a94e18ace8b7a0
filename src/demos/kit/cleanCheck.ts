/**
 * What the heading of an answer that raised no note says after "Answer from MODEL." (issue 28; 49g, then s50-ev, lead
 * decisions). The support check (support.ts) compares words, and testers u33b, u33c and u33d each found a fifth to a
 * third of subtly wrong answers passing it, so a heading that sounded like approval ("the check found no mismatch …")
 * misled. The heading now approves nothing: it points to the comparison under the answer (components/Evidence.tsx),
 * each cited sentence beside the passage sentence closest to it with the differing words marked, and asks the reader
 * to read them. Document Q&A and Zohlar Ask show it (Verdict.tsx Answer); unit and e2e tests import it, so the wording
 * lives here once. No imports, so an e2e spec can load it.
 */
export const CLEAN_CHECK =
  'Each cited sentence is shown below beside the passage sentence closest to it; read the marked words before relying on the answer.';

/** The heading of an answer from `model` that raised no note (CLEAN_CHECK). */
export function cleanCheckHeading(model: string): string {
  return `Answer from ${model}. ${CLEAN_CHECK}`;
}
