/**
 * Whether a passage a model cites holds the claim it is cited for (u29m F12: "The landlord is Marguerite
 * Olsen [3]." cited the Repairs clause, which names nobody, and passed as a valid citation because passage 3
 * existed). `checkCitations` (kit/match.ts) says only whether a cited number names a passage; this module reads
 * each citation's claim (the words of its sentence before it, after any earlier citation in that sentence) and
 * asks whether the cited passages (a group such as "[1, 3]" or "[1][3]" together) share its specific content:
 *
 * - every number of the claim ("30 days", "1,240 dollars", "9:00") is in the passage, written the same or as a
 *   number word ("sixty (60) days", "twelve months");
 * - every name (a word the claim capitalizes in mid-sentence: "Marguerite Olsen", "Oven B"; not in German, which
 *   capitalizes every noun) is in the passage;
 * - the passage shares at least one of the claim's content words.
 *
 * A citation that fails is not an error (the model may paraphrase): the answer marks it "passage 3 does not say
 * this" and names what the passage lacks, so the reader checks it. In the kit since 44k (u29x F5): the citation
 * renderer CheckedAnswer runs it in every answer view (Document Q&A, Simple Chat, Zohlar Ask and Chat). A currency
 * code and its symbol or word name one unit ("240 EUR" is held by "€240", u29x F12).
 */
import {tokens} from '@site/src/retrieval/tokens';
import {RETRIEVAL_WORDS} from '@site/src/retrieval/tokenize';
import {questionLanguage} from './functionWords';
import {checkCitations} from './match';
import {NOT_FOUND} from './grounding';

export type Unsupported = {
  /** The citation's number (1-based), as the answer writes it. */
  n: number;
  /** The claim it was cited for, as written (citations removed). */
  claim: string;
  /** What the cited passage lacks, as the claim writes it: numbers and names first, or "" when it shares no content word at all. */
  lacks: string[];
};

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Two to twelve in French, German and Spanish ("jusqu'à huit documents", "drei Monate"); "once" (Spanish 11) is an English word. */
const FOREIGN_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'deux trois quatre cinq six sept huit neuf dix onze douze',
    'zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
    'dos tres cuatro cinco seis siete ocho nueve diez - doce',
  ].flatMap((list) => list.split(' ').map((w, i) => [w, i + 2] as const).filter(([w]) => w !== '-')),
);
const FOREIGN_NUMBER = new RegExp(`(?<![\\p{L}])(?:${Object.keys(FOREIGN_NUMBERS).join('|')})(?![\\p{L}])`, 'giu');
const NUMBER_WORD = new RegExp(`(?<![\\p{L}])(?:(${TENS.slice(2).join('|')})(?:[\\s-](${UNITS.slice(1, 10).join('|')}))?|(${UNITS.join('|')})|(hundred))(?![\\p{L}])`, 'giu');

/** The numbers a text states, normalized: "1,240" and "1 240" → "1240", "3,5" → "3.5", "9:00" → "9", "5th" → "5", "sixty" → "60". */
export function numbersOf(text: string): Set<string> {
  const found = new Set<string>();
  const plain = text.replace(FOREIGN_NUMBER, (w) => ` ${FOREIGN_NUMBERS[w.toLowerCase()]} `).replace(NUMBER_WORD, (_w, tens?: string, unit?: string, single?: string, hundred?: string) => {
    if (hundred) return ' 100 ';
    if (single) return ` ${UNITS.indexOf(single.toLowerCase())} `;
    return ` ${TENS.indexOf(tens!.toLowerCase()) * 10 + (unit ? UNITS.indexOf(unit.toLowerCase()) : 0)} `;
  });
  for (const m of plain.matchAll(/(?<![\p{L}\p{N}])\d+(?:(?:[,.\u00a0\u202f ]\d{3})+(?![\d]))?(?:[.,:]\d+)?/gu)) {
    let n = m[0];
    if (/^\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+$/.test(n)) n = n.replace(/[,.\u00a0\u202f ]/g, '');
    else n = n.replace(/[\u00a0\u202f ]\d{3}$/, (g) => g.trim()).replace(',', '.');
    n = n.replace(/:00$/, '').replace(/^0+(?=\d)/, '');
    found.add(n);
  }
  return found;
}

/** Words no claim's names are made of: sentence openers and words a model capitalizes for emphasis. */
const NOT_NAMES = new Set(['i', 'note', 'yes', 'no', 'however', 'also', 'but', 'and', 'the', 'a', 'an', 'if', 'so', 'passage', 'passages', 'section', 'clause', 'article']);

/** The words of a claim it capitalizes in mid-sentence (names, codes): "Marguerite", "Olsen", "B" of "Oven B". */
function namesOf(claim: string): Array<{said: string; term: string}> {
  // German capitalizes every noun: there a capital says nothing about a name ("Die Kündigung erfolgt schriftlich").
  if (questionLanguage(claim) === 'de') return [];
  const words = tokens(claim, RETRIEVAL_WORDS);
  return words
    .filter((w) => {
      const said = claim.slice(w.start, w.end);
      if (!/^\p{Lu}/u.test(said) || /\d/.test(said) || NOT_NAMES.has(said.toLowerCase())) return false;
      // The first word of a claim, sentence, clause or quotation is capitalized anyway.
      const before = claim.slice(0, w.start).trimEnd();
      return before !== '' && !/[.!?:;*#>(\-–—"“„«]$/u.test(before);
    })
    .map((w) => ({said: claim.slice(w.start, w.end), term: w.term}));
}

/** Currency codes and how a passage may write the same unit instead (u29x F12: "240 EUR" against "€240"). */
const CURRENCIES: Readonly<Record<string, RegExp>> = {
  EUR: /€|\beur(?:o|os)?\b/i,
  USD: /\$|\busd\b|\bdollars?\b/i,
  GBP: /£|\bgbp\b|\bpounds?\b/i,
};

/** Whether `text` names the unit of the currency code `said` ("EUR", "USD", "GBP") some way; false for other words. */
function holdsCurrency(said: string, text: string): boolean {
  const unit = CURRENCIES[said.toUpperCase()];
  return unit !== undefined && unit.test(text);
}

/** The retrieval terms of a text (stop words dropped, light stemming, the same rule on both sides). */
function termsOf(text: string): Set<string> {
  return new Set(tokens(text, RETRIEVAL_WORDS).map((t) => t.term));
}

/** Words that point at a passage or only say yes or no, and claim nothing checkable ("See [2].", "as stated in the passage [1]", "No, you cannot [1]."). */
const POINTERS = termsOf(
  "see source sources passage passages document text cited citation according per stated state mentioned mention says say details more information info yes cannot can't don't doesn't isn't aren't won't true false correct right",
);

/** A claim's content terms: its terms but the words that only point at a passage. */
function claimTerms(text: string): Set<string> {
  return new Set([...termsOf(text)].filter((t) => !POINTERS.has(t)));
}

/** A citation group: "[2]", "[1, 3]"; adjacent groups ("[1][3]", "[1] [3]") count as one. */
const GROUP = /(?:\[\d{1,3}(?:\s*,\s*\d{1,3})*\](?!\()\s*)+/g;

/** Sentences: cut after . ! ? followed by a space (not after an abbreviation such as "ext."; citations written after the full stop stay with their sentence) and at line breaks. */
function sentencesOf(answer: string): string[] {
  return answer
    .replace(/```[\s\S]*?(?:```|$)|`[^`\n]*`/g, ' ')
    // An abbreviation's full stop ends no sentence ("on ext. 9999 [1]" is one claim, u29x F5).
    .split(/\n+|(?<!(?<![\p{L}.])(?:ext|tel|approx|e\.g|i\.e|dr|mr|mrs|ms|st|vs|nr|fig)\.)(?<=[.!?])\s+(?!\[\d)/iu)
    .map((s) => s.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, '').replace(/^#+\s*/, ''))
    .filter((s) => s.trim());
}

/**
 * The citations of `answer` whose passages (`passages[n - 1]`) do not hold their claim, in order; citations to
 * no passage are left to checkCitations. A claim with no content word or number ("See [2].") is not checked.
 */
export function unsupportedCitations(answer: string, passages: readonly string[]): Unsupported[] {
  const out: Unsupported[] = [];
  for (const sentence of sentencesOf(answer)) {
    let from = 0;
    for (const m of sentence.matchAll(GROUP)) {
      const numbers = [...m[0].matchAll(/\d{1,3}/g)].map((d) => Number(d[0])).filter((n) => n >= 1 && n <= passages.length);
      let claim = sentence.slice(from, m.index).replace(GROUP, ' ');
      from = m.index! + m[0].length;
      // A citation with no words of its own before it (at the sentence start) is for the whole sentence.
      if (!claimTerms(claim).size) claim = sentence.replace(GROUP, ' ');
      claim = claim.replace(/\s+/g, ' ').replace(/^[\s,;:.]+|[\s,;:]+$/g, '');
      if (!numbers.length) continue;
      const words = claimTerms(claim);
      const claimNumbers = numbersOf(claim);
      if (!words.size && !claimNumbers.size) continue;
      const text = numbers.map((n) => passages[n - 1]).join('\n');
      const held = termsOf(text);
      const heldNumbers = numbersOf(text);
      const lacks = [
        ...[...claimNumbers].filter((n) => !heldNumbers.has(n)),
        ...namesOf(claim)
          .filter((name) => !held.has(name.term) && !holdsCurrency(name.said, text))
          .map((name) => name.said),
      ];
      const shares = [...words].some((t) => held.has(t) || (/^\d/.test(t) && heldNumbers.has(t)));
      if (lacks.length || !shares) for (const n of new Set(numbers)) out.push({n, claim, lacks: shares ? [...new Set(lacks)] : []});
    }
  }
  return out;
}

/** The reader-facing note for one unsupported citation: "Passage [3] does not say this: “…” (it does not mention “Olsen”)." */
export function unsupportedNote({n, claim, lacks}: Unsupported): string {
  const why = lacks.length ? `it does not mention ${lacks.map((w) => `“${w}”`).join(' or ')}` : 'it shares none of its words';
  return `Passage ${n} does not say this: “${claim}” (${why}).`;
}

/** True when the model's reply is the refusal the grounded prompt asks for (grounding.ts NOT_FOUND), however quoted or punctuated. */
export function isRefusal(answer: string): boolean {
  // The reply may add a line after it ("Not found in the document. The passages cover …").
  const plain = answer.replace(/[*_"“”'‘’`]/g, '').trim().toLowerCase();
  return plain.startsWith(NOT_FOUND.replace(/\.$/, '').toLowerCase());
}

/**
 * True when a complete answer given `count` passages cites none of them (u29x F3: an uncited, a plain-JSON or a
 * dropped partial answer was headed "grounded"); a refusal and an empty answer claim nothing and are not counted.
 */
export function citesNoPassage(answer: string, count: number): boolean {
  return count > 0 && answer.trim() !== '' && !isRefusal(answer) && checkCitations(answer, count, '').valid.length === 0;
}

/** The reader-facing note for an answer that cites no passage. */
export const UNCITED_NOTE = 'This answer cites no passage, so nothing shows where it comes from: check it against the passages before relying on it.';
