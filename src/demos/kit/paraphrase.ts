/**
 * Paraphrases a reader types that word matching misses (issue 28, u28m S2, D2, Z1), for the
 * retrieval demos' passage search: a small table of everyday synonyms, "a 9-year-old" as a child,
 * and typos corrected against the searched documents' own words with the site search's bounded edit
 * distance (site-search/analysis.ts: editDistance, typoAllowance; reused, not copied). Loaded with
 * the demo (Document Q&A's Verdict chunk, Simple Chat, Zohlar), never on first paint.
 * Part of src/demos/kit; imports src/retrieval only.
 */
import {editDistance, typoAllowance} from '@site/src/retrieval/site-search/analysis';
import {baseForm} from '@site/src/retrieval/irregular';
import {tokens} from '@site/src/retrieval/tokens';
import {doubledForm, RETRIEVAL_WORDS, tokenizeForRetrieval as tokenize} from '@site/src/retrieval/tokenize';
import {ENGLISH_FOUR_LETTER_WORDS} from './data/englishFourLetterWords';

/**
 * Everyday words with the same meaning in the rules, policies and handbooks readers bring. Each
 * group counts as one word of the question: the search also looks for the others, and a passage
 * with any of them holds it. Kept short on purpose, with no word that means something else in the
 * guide (not "call", which is a tool call there): each entry widens matches for every question.
 */
const GROUPS = [
  'sick ill unwell illness sickness', // "when I am ill" ↔ "sick days"
  'pensioner retired retiree senior', // "retired people" ↔ "pensioners"
  'child kid children', // "my kid" ↔ "children under twelve" (small documents only: the guide's "child chunks" are no children)
  'eat lunch meal breakfast dinner', // "pay for lunch" ↔ "staff eat for free"
  'phone mobile cellphone smartphone', // "my mobile" ↔ "phones"
  'vacation holiday', // "ask for vacation" ↔ "holiday requests"
  'price cost fee charge', // "the pitch fee" ↔ "a pitch costs 40 euros"
  'garbage trash rubbish waste',
  'begin start',
  'goggles glasses',
  'launder wash',
  'car vehicle',
  'shelf shelves', // an irregular plural
  'reception signal', // "mobile signal" ↔ "weak mobile reception"
  'loud volume',
  'refund reimburse reimbursement',
  'hotel lodging accommodation', // "the lodging limit" ↔ "book hotels … up to 150 EUR a night" (s42, brief 42r)
  'defend protect', // "defend against prompt injection" ↔ "protect against"
  'owner own', // "Who is the owner of Project Osprey?" ↔ "Project Osprey is owned by Lena Fischer" (s46, u30f F9)
  'fix repair mend', // "who fixes the heating" ↔ "The tenant repairs light fixtures" (s45, u30f F1)
  'quit resign leaver', // "my badge when I quit" ↔ "Leavers must return their … badge" (u28s S-D1); not "leave", which is also time off
  'length long', // "the password length" ↔ "Passwords must be at least 14 characters long" (s49, u32a F5)
  'minimum minimal least', // "the minimum password length" ↔ "at least 14 characters" ("at" is a stop word, u28s S-D2)
  // Time words and their adjectives (s40, u28v: "per month" ↔ "the monthly fee", "yearly" ↔ "repeated annually").
  'month monthly',
  'year yearly annual annually',
  'day daily diem', // "per diem" ↔ "the daily rate" (s45, u29x F1)
  'night nightly',
  'week weekly',
  'hour hourly',
  'nut peanut walnut hazelnut almond cashew', // "peanut cookies" ↔ "Nuts are not allowed" (s40: the weak-match rule needs the question's rare words)
  // s51 (u34c F1: "How much RAM for 10,000,000 vectors" ↔ "memory for 10 million vectors"; u34d F2: "Who leads the waste team?" ↔
  // "the waste team led by Jonas Petrov": "led" is left out of irregular.ts as a word of its own, so only a question's "lead" meets it).
  'memory ram',
  'lead led',
  // s53 (u37b F2: "When is the rent paid?" ↔ "The rent is … payable in advance on the first working day").
  'pay payable',
  // s56-sup (u-dqa F8: "if I cancel in August" ↔ "Cancellations received before …"; "Can interns use USB sticks?" ↔ "may be
  // used"; "How many people can attend a workshop?" ↔ "limited to 30 participants"): forms the stemmer leaves apart.
  'cancel cancellation',
  'use used',
  'attend attendee participant',

];

const GROUP_OF = new Map<string, string[]>();
for (const group of GROUPS) {
  const terms = [...new Set(tokenize(group))];
  for (const t of terms) GROUP_OF.set(t, terms);
}

const ALTERNATIVES = new Map<string, readonly string[]>();

/**
 * The terms that mean the same as `term` (itself included), or just itself; with its spelling with
 * the last consonant doubled or undoubled ("cancel" and "cancelled", "stop" and "stopped": doubledForm), each with its group.
 */
export function alternatives(term: string): readonly string[] {
  let all = ALTERNATIVES.get(term);
  if (all === undefined) {
    const other = doubledForm(term);
    all = other === null ? (GROUP_OF.get(term) ?? [term]) : [...new Set([...(GROUP_OF.get(term) ?? [term]), other, ...(GROUP_OF.get(other) ?? [])])];
    const form = relatedForm(term);
    if (form !== null && !all.includes(form)) all = [...all, form];
    if (ALTERNATIVES.size < 50_000) ALTERNATIVES.set(term, all);
  }
  return all;
}

/**
 * A form of the word the stemmer leaves apart, both ways: the Latin agent noun in "-ator" and its verb ("coordinator" and
 * "coordinates": "Who coordinates volunteers?", s45, u30d F1; not "-ctor", where "project" is no "projector"), and a French
 * participle in "-é" and its verb in "-er" ("prolongé" and "prolonger", u30d F5).
 */
function relatedForm(term: string): string | null {
  if (term.length >= 8 && term.endsWith('ator')) return term.slice(0, -2);
  if (term.length >= 6 && term.endsWith('at')) return `${term}or`;
  if (term.length >= 5 && term.endsWith('é')) return `${term.slice(0, -1)}er`;
  if (term.length >= 7 && term.endsWith('er')) return `${term.slice(0, -2)}é`;
  return null;
}

/** "a 9-year-old", "my 12 year old daughter": a child when under 13 ("children under twelve"). */
const YEARS_OLD = /(?<![\p{L}\p{N}])(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*old(?![\p{L}\p{N}])/giu;

/** "Get my money back", "money returned": a refund. */
const MONEY_BACK = /(?<![\p{L}])money\s+(?:back|returned)(?![\p{L}])/giu;

/**
 * "work from home", "working from home", "WFH": remote work, as policies write it ("may work remotely for up to three days
 * per week"); read as "work remotely" so that a passage on a home office allowance, which holds "home", is not taken first
 * (s55, u-dqa F2).
 */
const FROM_HOME = /(?<![\p{L}])(?:(work(?:s|ing|ed)?)\s+(?:from|at)\s+home|wfh)(?![\p{L}])/giu;

/** Documents that write "work from home" themselves: the question keeps the words (s55 lead: a policy saying "may work from home up to three days per week" was no good match once the question said "remotely"). */
export const WRITES_FROM_HOME = /(?<![\p{L}])work(?:s|ing|ed)?\s+(?:from|at)\s+home(?![\p{L}])/iu;

/**
 * The question with ages of children read as "child", "money back" as "refund" and "work from home" as "work remotely",
 * unless `keepHome` (the documents write "work from home" themselves).
 */
export function withAges(text: string, {keepHome = false}: {keepHome?: boolean} = {}): string {
  const read = text.replace(YEARS_OLD, (whole, years: string) => (Number(years) < 13 ? 'child' : whole)).replace(MONEY_BACK, 'refund');
  return keepHome ? read : read.replace(FROM_HOME, (_whole, work?: string) => `${work ?? 'work'} remotely`);
}

/** "first day", "second week": an ordinal before a unit of time (s41, u28y Z-A2). */
const ORDINAL = /(?<![\p{L}\p{N}])(first|second|third)\s+(day|week|month|year)(?![\p{L}\p{N}])/giu;
const CARDINAL: Readonly<Record<string, string>> = {first: 'one', second: 'two', third: 'three'};
const written = new WeakMap<object, string>();

/**
 * The question with "first day" read as "day one" (and "second week" as "week two") when the
 * searched documents write it that way and never the question's way: an onboarding checklist's "Day one."
 * answers "What happens on my first day?" (s41, u28y Z-A2). `key` and `texts` as for vocabularyOf.
 */
export function withOrdinals(text: string, key: object, texts: () => Iterable<string>): string {
  if (!text.match(ORDINAL)) return text;
  let all = written.get(key);
  if (all === undefined) written.set(key, (all = [...texts()].join('\n').toLowerCase().replace(/\s+/g, ' ')));
  return text.replace(ORDINAL, (whole, nth: string, unit: string) => {
    const [ordinal, cardinal] = [`${nth} ${unit}`.toLowerCase(), `${unit} ${CARDINAL[nth.toLowerCase()]}`.toLowerCase()];
    const has = (phrase: string) => new RegExp(`(?<![\\p{L}])${phrase}(?![\\p{L}])`, 'u').test(all!);
    return has(cardinal) && !has(ordinal) ? `${unit} ${CARDINAL[nth.toLowerCase()]}` : whole;
  });
}

/** Groups whose words mean something else in a large technical source (the guide): used in small documents only. */
const SMALL_ONLY = new Set(tokenize('child'));

/** The question with each synonym group's other words added, for the search (not for judging); `small`: a document of a few dozen passages. */
export function expandQuery(text: string, small = true): string {
  const extra = new Set<string>();
  for (const t of tokenize(text)) {
    const group = alternatives(t);
    if (!small && group.some((a) => SMALL_ONLY.has(a))) continue;
    for (const other of group) if (other !== t) extra.add(other);
  }
  return extra.size ? `${text} ${[...extra].join(' ')}` : text;
}

const vocabularies = new WeakMap<object, Map<string, number>>();

/** The lower-case words of `texts` with how often each occurs, kept per `key` (the documents searched). */
export function vocabularyOf(key: object, texts: () => Iterable<string>): Map<string, number> {
  let words = vocabularies.get(key);
  if (!words) {
    words = new Map();
    for (const text of texts()) for (const [word] of text.toLowerCase().matchAll(RETRIEVAL_WORDS.word)) words.set(word, (words.get(word) ?? 0) + 1);
    vocabularies.set(key, words);
  }
  return words;
}

/**
 * A word with its accents and marks left out, "ß" as "ss" and the Latin ligatures split: "Schüßler" and "Schussler",
 * "trésorier" and "tresorier" are the same word to a reader typing without those keys (s45, u29x F2).
 */
export function folded(word: string): string {
  return word.toLowerCase().replace(/ß/g, 'ss').replace(/æ/g, 'ae').replace(/œ/g, 'oe').replace(/ø/g, 'o').normalize('NFD').replace(/\p{M}+/gu, '');
}

const codes = new WeakMap<object, Map<string, string>>();

/**
 * The codes of `texts` written with a hyphen between letters and digits ("B-7", "A-1042", "E-2"), keyed by the code
 * without it ("b7"), kept per `key` as vocabularyOf: "Who serviced unit B7?" is read with the document's "B-7" (u29x F2).
 */
export function codesOf(key: object, texts: () => Iterable<string>): Map<string, string> {
  let found = codes.get(key);
  if (!found) {
    found = new Map();
    for (const text of texts()) for (const [code, a, b] of text.matchAll(/(?<![\p{L}\p{N}-])(\p{L}{1,4})-(\d{1,6})(?![\p{L}\p{N}]|-\p{N})/gu)) found.set(`${a}${b}`.toLowerCase(), code);
    codes.set(key, found);
  }
  return found;
}

/** The edit distance of a typed word from a document's word when it is a letter left out, added or swapped; `max + 1` when letters were replaced. */
function typoDistance(word: string, candidate: string, max: number): number {
  if (word.length === candidate.length && [...word].sort().join('') !== [...candidate].sort().join('')) return max + 1;
  const d = editDistance(word, candidate, max);
  // Within the allowance, the distance must be made of length changes and swaps only.
  return d <= max && d > Math.abs(word.length - candidate.length) && word.length !== candidate.length ? max + 1 : d;
}

/** Whether `typed` is `word` with one of its letters written twice ("loose" for "lose"). */
function doubled(typed: string, word: string): boolean {
  if (typed.length !== word.length + 1) return false;
  for (let i = 1; i < typed.length; i++) if (typed[i] === typed[i - 1] && typed.slice(0, i) + typed.slice(i + 1) === word) return true;
  return false;
}

const AGENT_ENDINGS = ['r', 'er', 'or'];

export type Corrected = {text: string; fixes: Array<readonly [typed: string, read: string]>};

/**
 * Words of `text` whose term no passage holds (`unknown`), read as the document's word written the same but for accents,
 * "ß" or a hyphen in a code (`folded`, `codes` from codesOf), else as the closest word of the
 * documents within the site search's typo allowance (one edit up to 7 letters, two from 8 on;
 * none under 5 letters, but for a four-letter word missing a letter inside it that is no English word itself, "leve" for "leave" but never "back" for "black" (ENGLISH_FOUR_LETTER_WORDS, t-zoh F10); a document's irregular form counts as its base word for a letter written twice, so "loose" is read as "lose" when the text has "lost"; a letter left out, added or swapped, never one replaced by another: that is as often another real word, "tower" for "power", "defend" for "depend"): "wrkshop" → "workshop", "genration" → "generation". Ties go to the more frequent word.
 */
export function correctTypos(text: string, unknown: ReadonlySet<string>, vocabulary: ReadonlyMap<string, number>, codes: ReadonlyMap<string, string> = new Map()): Corrected {
  const fixes: Array<readonly [string, string]> = [];
  let out = '';
  let cursor = 0;
  for (const token of tokens(text, RETRIEVAL_WORDS)) {
    if (!unknown.has(token.term)) continue;
    const typed = text.slice(token.start, token.end);
    const word = typed.toLowerCase();
    // The same word without accents or "ß", or a code without its hyphen, is the document's word, whatever its length (u29x F2).
    const bare = folded(word);
    let same: string | null = codes.get(word) ?? null;
    let sameCount = 0;
    if (!same) for (const [written, count] of vocabulary) if (written !== word && count > sameCount && folded(written) === bare) [same, sameCount] = [written, count];
    if (same) {
      out += text.slice(cursor, token.start) + same;
      cursor = token.end;
      fixes.push([typed, same]);
      continue;
    }
    // Four-letter words are left alone: a letter less is often another word ("kids" → "ids"). One letter left out inside
    // such a word is read back, though ("leve" → "leave", u30w F7): the document's five-letter word with the same first and
    // last letters and one more between them.
    if (word.length === 4 && /^\p{L}+$/u.test(word)) {
      // A real English word is what the reader meant: "back" is not "black" (t-zoh F10), "cart" not "chart".
      if (ENGLISH_FOUR_LETTER_WORDS.has(word)) continue;
      let inside: string | null = null;
      let insideCount = 0;
      for (const [written, count] of vocabulary) {
        if (written.length !== 5 || written[0] !== word[0] || written[4] !== word[3] || count <= insideCount) continue;
        if ([1, 2, 3].some((at) => written.slice(0, at) + written.slice(at + 1) === word)) [inside, insideCount] = [written, count];
      }
      if (inside) {
        out += text.slice(cursor, token.start) + inside;
        cursor = token.end;
        fixes.push([typed, inside]);
      }
      continue;
    }
    const max = word.length < 5 ? 0 : typoAllowance(word.length);
    if (max === 0 || /\d/.test(word)) continue;
    let best: string | null = null;
    let bestDistance = max + 1;
    let bestCount = 0;
    const consider = (candidate: string, count: number) => {
      // "saturdy" is one edit from "saturday", the singular of the document's "saturdays".
      // A word with "-r", "-er" or "-or" added is the one who does it, another word ("Miete" rent, "Mieter" tenant; u30d F2).
      if (AGENT_ENDINGS.some((end) => candidate === word + end || word === candidate + end)) return;
      const d = Math.min(typoDistance(word, candidate, max), candidate.endsWith('s') ? typoDistance(word, candidate.slice(0, -1), max) : max + 1);
      if (d <= max && d > 0 && (d < bestDistance || (d === bestDistance && best !== null && count > bestCount))) {
        best = candidate;
        bestDistance = d;
        bestCount = count;
      }
    };
    for (const [written, count] of vocabulary) {
      consider(written, count);
      // The document's "lost" is "lose" (irregular.ts), and "loose" is "lose" with a letter doubled (u28v).
      // Only that slip is read through a base word: "spend" is not "send" for a text that has "sent".
      const base = baseForm(written);
      if (base !== written && doubled(word, base)) consider(base, count);
    }
    if (best) {
      out += text.slice(cursor, token.start) + best;
      cursor = token.end;
      fixes.push([typed, best]);
    }
  }
  return {text: out + text.slice(cursor), fixes};
}
