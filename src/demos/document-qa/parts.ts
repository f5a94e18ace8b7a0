/**
 * Questions that ask two things (u29m F18: "What is the rent and which parking space is included?" showed only the
 * Parking clause, "… included in the rent", and sent only it to the model; the clause with "monthly rent is 1,240
 * dollars" was left out). A question whose second part starts with a question word after "and", ";" or a question
 * mark ("… and who approves them?", "… und wer …", "… et quand …", "What is X? Who does Y?") is searched as a whole
 * and as each part (kit/find.ts findPassages); each part's best good passage joins the whole question's good ones,
 * and a part no passage is a good match for is named (`unanswered`), so a half answer is never shown as a full one.
 * A part with a pronoun ("when do I get it back") is searched with the words of the part before it. Kept in the
 * Document Q&A layer: Simple Chat and Zohlar's chat search keep kit/find.ts as it is.
 */
import type {Hit} from '@site/src/retrieval/bm25';
import type {Retriever} from '@site/src/retrieval/retriever';
import {findPassages, type Found} from '@site/src/demos/kit/find';
import {questionFocus} from '@site/src/demos/kit/match';

export type FoundInParts = Found & {
  /** The parts of a two-part question no passage is a good match for, as the reader wrote them. */
  unanswered: string[];
};

const QUESTION_WORDS =
  'who|whom|whose|what|when|where|which|why|how|is|are|was|were|can|could|do|does|did|will|would|should|must|may|might|has|have|' +
  'wer|wen|wem|wessen|was|wann|wo|woher|wohin|wie|welche|welcher|welches|welchen|warum|weshalb|muss|kann|darf|gibt|ist|sind|' +
  'qui|que|quoi|quand|où|comment|combien|quel|quelle|quels|quelles|pourquoi|est-ce|' +
  'quién|quiénes|qué|cuándo|dónde|cómo|cuánto|cuántos|cuántas|cuál|cuáles';
/** Where a second question starts: "and", "und", "et", "y", "as well as", "&", ";" or "?" before one of QUESTION_WORDS. */
const SECOND = new RegExp(
  `(?:\\s*,?\\s+(?:and(?:\\s+also)?|as well as|plus|und|et|y)\\s+|\\s*[&;]\\s*|\\s*\\?\\s+)(?=(?:${QUESTION_WORDS})(?![\\p{L}\\p{N}-]))`,
  'iu',
);
/** A word that stands for something the part before named ("get it back", "who approves them", "wer genehmigt sie"). */
const PRONOUN = /(?<![\p{L}])(?:it|its|them|they|their|this|that|these|those|he|she|him|her|one|ones|es|sie|ihn|ihm|ihr|ihnen|le|la|les|lui|leur|y|en)(?![\p{L}])/iu;

/** The two parts of a two-part question, as written; null for a question that asks one thing. */
export function questionParts(question: string): [string, string] | null {
  const q = question.trim();
  const m = SECOND.exec(q);
  if (!m || m.index === 0) return null;
  const first = q.slice(0, m.index).trim();
  const second = q.slice(m.index + m[0].length).trim();
  // Each part names something: "Who and when?" asks about nothing it names.
  if (!/[\p{L}\p{N}]{3,}/u.test(first.replace(new RegExp(`^(?:${QUESTION_WORDS})(?![\\p{L}])`, 'iu'), '')) || second.split(/\s+/).length < 2) return null;
  return [first, second];
}

const same = (a: Hit, b: Hit) => a.passage === b.passage || (a.passage.text === b.passage.text && a.passage.source === b.passage.source);

/**
 * findPassages for `question` (the reader's words; cut to its focus here), and for a two-part question for each part:
 * the good passages are the whole question's, then each part's best one when it is not among them (the whole
 * question's first `k`, then at most one per part).
 */
export async function findInParts(retriever: Pick<Retriever, 'search' | 'size'>, question: string, k: number, key: object, texts: () => Iterable<string>): Promise<FoundInParts> {
  const whole = await findPassages(retriever, questionFocus(question), k, key, texts);
  const parts = questionParts(questionFocus(question));
  if (!parts) return {...whole, unanswered: []};
  const good = [...whole.judged.good];
  const unanswered: string[] = [];
  for (const [i, part] of parts.entries()) {
    const asked = i > 0 && PRONOUN.test(part) ? `${part.replace(/\?+\s*$/, '')} (${parts[0].replace(/\?+\s*$/, '')})` : part;
    const found = await findPassages(retriever, questionFocus(asked), k, key, texts);
    const best = found.judged.good[0];
    if (!best) unanswered.push(part.replace(/\?+\s*$/, ''));
    else if (!good.some((h) => same(h, best))) good.push(best);
  }
  // Every part answered by the whole question's passages, or no good passage at all: the whole question's judgement stands.
  if ((good.length === whole.judged.good.length && unanswered.length === 0) || good.length === 0) return {...whole, unanswered: []};
  const hits = [...good, ...whole.hits.filter((h) => !good.some((g) => same(g, h)))];
  const weak = whole.judged.weak.filter((h) => !good.some((g) => same(g, h)));
  return {...whole, hits, judged: {...whole.judged, good, weak}, unanswered};
}
