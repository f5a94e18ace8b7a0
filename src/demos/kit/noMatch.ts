/**
 * The "No good match" explanation, with where the missing words are (u30y F7). match.ts noGoodMatchText names the
 * words the passage that matched best lacks; a word it lacks may still be in another passage shown ("slow lockers
 * question": the closest passage, about questions, lacks "lockers", which the facilities passage holds). Read alone,
 * "… but not “slow” or “lockers”" then tells the reader that "lockers" is nowhere, and the closest passages they open say
 * otherwise. So each lacking word another passage holds is named with that passage, and the rest as in no passage found.
 */
import type {Hit} from '@site/src/retrieval/bm25';
import {tokens} from '@site/src/retrieval/tokens';
import {RETRIEVAL_WORDS} from '@site/src/retrieval/tokenize';
import {matchStrength, noGoodMatchText, type QueryStats} from './match';

/**
 * `text` with each word a typo correction read otherwise quoted as the reader typed it: the explanation is made from the
 * question as searched, and "Paris", read as the guide's "pairs", was quoted as “pairs” (s56 w-chat F7).
 */
export function asTyped(text: string, fixes?: ReadonlyArray<readonly [typed: string, read: string]>): string {
  if (!fixes?.length) return text;
  return text.replace(/“([^”]*)”/gu, (_, inside: string) => {
    let out = inside;
    for (const [typed, read] of fixes) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${read.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu'), typed);
    return `“${out}”`;
  });
}

export function noGoodMatchWhy(question: string, hits: readonly Hit[], stats?: QueryStats | null, fixes?: ReadonlyArray<readonly [typed: string, read: string]>): string {
  if (fixes?.length) return asTyped(noGoodMatchWhy(question, hits, stats), fixes);
  const text = noGoodMatchText(question, hits, stats);
  if (hits.length < 2) return text;
  // The passage the explanation is about: the one holding most of the question's words, the first on a tie (as match.ts picks it).
  const strengths = hits.map((h) => matchStrength(question, h, stats));
  const at = strengths.reduce((a, b, i) => (b.matched.length > strengths[a].matched.length ? i : a), 0);
  const words = tokens(question, RETRIEVAL_WORDS);
  const said = (t: string) => {
    const w = words.find((x) => x.term === t);
    return w ? question.slice(w.start, w.end) : null;
  };
  const quoted = strengths[at].missing.map((t) => ({t, said: said(t)})).filter((m): m is {t: string; said: string} => m.said !== null);
  // Only when the explanation names them as lacking ("but not “slow” or “lockers”").
  if (!quoted.length || !quoted.every((m) => text.includes(`“${m.said}”`))) return text;
  // A passage "holds" a word also through another form ("left" for "leave"); one is named only when it writes the word as
  // asked (or longer: "locker", "Lockers"), so the reader finds it there; a word matched only through another form is left unsaid.
  const writes = (hit: Hit, said: string) => new RegExp(`(?<![\\p{L}\\p{N}])${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(hit.passage.text);
  const elsewhere = quoted.map((m) => {
    const holding = strengths.flatMap((s, i) => (i !== at && s.matched.includes(m.t) ? [i] : []));
    return {...m, held: holding.length > 0, in: holding.filter((i) => writes(hits[i], m.said)).map((i) => i + 1)};
  });
  if (!elsewhere.some((m) => m.in.length)) return text;
  // Named by document, not by number: the offline chat lists no passage with a "No good match".
  const which = (ns: readonly number[]) => {
    const titles = [...new Set(ns.map((n) => hits[n - 1].passage.source))].map((t) => `“${t}”`);
    return `${titles.length === 1 ? 'a passage of' : 'passages of'} ${titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`}`;
  };
  const notes = elsewhere.flatMap((m) => (m.in.length ? [`“${m.said}” is in ${which(m.in)}, without the other words`] : m.held ? [] : [`no passage found contains “${m.said}”`]));
  const sentence = notes.join('; ');
  return `${text} Of the words it lacks, ${sentence}.`;
}
