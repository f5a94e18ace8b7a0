/**
 * Each cited answer sentence beside the passage sentence it is closest to (issue 28, s50-ev; testers u33b F1,
 * u33c F3/F4, u33d F1). The support check (support.ts) compares words and cannot confirm meaning: a model answer that
 * takes a word from the neighbouring sentence ("Smoking is allowed in the offices [1]" against "Dogs are allowed in
 * the offices. Smoking is not allowed anywhere in the building.") can pass it. So instead of a verdict the reader gets
 * the evidence: for every cited claim (the words of a sentence before its citation, after any earlier citation in that
 * sentence), the sentence, clause or table row of each cited passage that shares the most content words with it, and
 * the content words that differ each way, for the view to mark.
 *
 * - Words are compared as the passage search folds them (lower case, possessive cut, irregular forms to their base,
 *   the light stemmer of tokenize.ts), so "booked" and "booking" are one word and are not marked.
 * - Function words (articles, pronouns, auxiliaries, most prepositions) are never marked or counted; words that turn
 *   a meaning are content words here: "not", "no", "never", "without", "only", "any", "every", the modals ("must",
 *   "may", "can", "should") and the prepositions of time and bounds ("before", "within", "above").
 * - A number with its unit is one word ("2 working days", "1,500 euros", "4%"), compared as a number (support.ts
 *   numberUses): "7:30 am" is "07:30", "4 pm" is "16:00", "three years" is "3 years". A code ("SP-04", "2023/24") is
 *   one word, compared as written.
 * - A passage is cut into sentences and clauses (at ";"), a Markdown table into its rows; a line break inside a
 *   sentence (a PDF's text layer) does not cut it.
 *
 * Pure, no DOM: the view is components/Evidence.tsx. Imports the retrieval word helpers and support.ts numberUses.
 */
import {markedRuns, type Run, type Token} from '@site/src/retrieval/tokens';
import {splitUnspaced, stem, withoutPossessive} from '@site/src/retrieval/tokenize';
import {baseForm} from '@site/src/retrieval/irregular';
import {numberUses} from './support';

/** Words never marked nor counted: they carry grammar, not the claim. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if then than that this these those which who whom whose what when where why how ' +
    'is are was were be been being am has have had having do does did done it its they them their theirs there here ' +
    'we us our ours you your yours he she him his her hers i me my mine one ones ' +
    'of to in on at by for from with into onto as about so such also very just too own same per via ' +
    'while whereas both whether yes please'
  ).split(' '),
);

/** Number words read as numbers (support.ts numberUses reads them too). */
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred';
/** Words that make a unit of two ("2 working days", "30 calendar days"). */
const UNIT_FIRST = new Set(['working', 'business', 'calendar', 'consecutive', 'full', 'school']);

/** A word of a text, folded to its key, with its place (for marking). */
type Item = Token & {number: boolean};

/** A word: letters and digits with inner hyphens, slashes, and a number's separators; a leading minus, a currency sign, a trailing %. */
const WORD = /(?:[€$£]\s?)?(?:(?<![\p{L}\p{N}])-(?=\d))?[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:(?:[-/][\p{L}\p{N}]+)|(?:(?<=\d)[.,:](?=\d)\d+))*%?/gu;
const NUMERIC = /^(?:[€$£]\s?)?-?\d+(?:[.,:]\d+)*(?:%|st|nd|rd|th)?$/i;
const NUMBER_WORD = new RegExp(`^(?:${NUMBER_WORDS}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth)$`, 'i');
/** A month's name: "15 March 2026" is one date. */
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
/** A clock's "am" or "pm" ("am" is also a function word, so it is read here first). */
const MERIDIEM = /^(?:am|pm|a\.m|p\.m)$/i;
/** Scripts written without spaces: a run of them is cut into words (tokenize.ts splitUnspaced). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The key of a content word, or null for a function word. */
function wordKey(said: string): string | null {
  // An acronym in capitals is a name ("IT service desk"), never the pronoun.
  if (/^\p{Lu}{2,}$/u.test(said)) return said;
  const lower = said.toLowerCase();
  if (/n['’]t$/.test(lower) || lower === 'cannot') return 'not';
  if (FUNCTION_WORDS.has(lower)) return null;
  if (/\d/.test(lower) && /[\p{L}/-]/u.test(lower)) return lower.replace(/’/g, "'"); // a code: "sp-04", "2023/24", "e6"
  return stem(baseForm(withoutPossessive(lower)));
}

/** The content words of `text`, a number with its unit as one. */
function itemsOf(text: string): Item[] {
  const raw = [...text.matchAll(WORD)].map((m) => ({said: m[0], start: m.index!, end: m.index! + m[0].length}));
  const out: Item[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i];
    const numeric = NUMERIC.test(w.said) || NUMBER_WORD.test(w.said);
    if (!numeric && UNSPACED.test(w.said)) {
      // Japanese, Chinese, Thai: each word of the run, a particle of one or two hiragana left out as a function word.
      for (const part of splitUnspaced(w.said) ?? []) {
        if (/^\p{Script=Hiragana}{1,2}$/u.test(part.segment)) continue;
        const start = w.start + part.index;
        out.push({term: /^\d/.test(part.segment) ? `#${part.segment}` : part.segment, start, end: start + part.segment.length, number: /^\d/.test(part.segment)});
      }
      continue;
    }
    if (!numeric && /^\d{4}-\d\d-\d\d$/.test(w.said)) {
      // An ISO date is a date ("2026-03-15" is "15 March 2026").
      out.push({term: `#${numberUses(w.said)[0]?.n ?? w.said}|date`, start: w.start, end: w.end, number: true});
      continue;
    }
    if (!numeric) {
      const key = wordKey(w.said);
      if (key) out.push({term: key, start: w.start, end: w.end, number: false});
      continue;
    }
    // A number takes the word after it as its unit ("7:30 am", "27 days", "2 working days"), unless that word is a
    // function word or another number; the gap between them must be spaces only.
    let end = w.end;
    let j = i + 1;
    const next = (k: number) =>
      raw[k] && /^\s+$/.test(text.slice(raw[k - 1].end, raw[k].start)) && (MERIDIEM.test(raw[k].said) || (!FUNCTION_WORDS.has(raw[k].said.toLowerCase()) && !NUMERIC.test(raw[k].said) && !UNSPACED.test(raw[k].said)));
    if (!w.said.endsWith('%') && next(j)) {
      end = raw[j].end;
      if ((UNIT_FIRST.has(raw[j].said.toLowerCase()) && next(j + 1)) || (MONTH.test(raw[j].said) && /^\d{4}$/.test(raw[j + 1]?.said ?? '') && /^,?\s+$/.test(text.slice(raw[j].end, raw[j + 1].start)))) end = raw[++j].end;
      j++;
    }
    // "4% per year" keeps "per year" apart: "per" is a function word, "year" is its own content word.
    const span = text.slice(w.start, end);
    const use = numberUses(span.replace(/^-/, '').replace(/^(\d+)(?:st|nd|rd|th)\b/i, '$1'))[0];
    const unit = text.slice(w.end, end).trim().toLowerCase();
    const key = use ? `#${w.said.startsWith('-') ? '-' : ''}${use.n}|${use.kind || (unit ? stem(unit) : '')}` : `#${span.toLowerCase()}`;
    out.push({term: key, start: w.start, end, number: true});
    i = j - 1;
  }
  return out;
}

/** A piece of a passage to compare a claim with: a sentence, a clause or a table row, as written. */
export type Unit = {text: string; row: boolean};

const ABBREVIATION = /(?:^|\s)(?:Dr|Mr|Mrs|Ms|Prof|St|No|Nr|vs|etc|e\.g|i\.e|approx|incl)\.$/i;

/** Sentences of a run of prose, cut after ".", "!" or "?" before a capital, digit or quote, and (`clauses`) at ";". */
function sentencesOf(text: string, clauses = true): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(clauses ? /[.!?](?=\s+["“‘(]?[\p{Lu}\p{N}])|[。！？](?=.)|;\s+/gu : /[.!?](?=\s+["“‘(]?[\p{Lu}\p{N}])|[。！？](?=.)/gu)) {
    const end = m.index! + 1;
    if (m[0] !== ';' && !m[0].startsWith(';') && ABBREVIATION.test(text.slice(Math.max(0, from), end))) continue;
    out.push(text.slice(from, m[0].startsWith(';') ? m.index! : end));
    from = m.index! + m[0].length;
  }
  out.push(text.slice(from));
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A passage's sentences, clauses and table rows. */
export function unitsOf(passage: string): Unit[] {
  const units: Unit[] = [];
  const lines = passage.split(/\r?\n/);
  let prose = '';
  const flush = () => {
    for (const s of sentencesOf(prose)) units.push({text: s, row: false});
    prose = '';
  };
  const cellsOf = (t: string) => t.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const isRow = (t: string) => /^\|.*\|/.test(t) || (t.match(/\|/g)?.length ?? 0) >= 2;
  const isRule = (t: string | undefined) => t !== undefined && isRow(t.trim()) && cellsOf(t.trim()).every((c) => /^:?-{2,}:?$/.test(c) || c === '');
  for (const [i, line] of lines.entries()) {
    const t = line.trim();
    if (isRow(t)) {
      flush();
      const cells = cellsOf(t);
      // The rule under a table's head, and the head itself: labels, no claim.
      if (isRule(t) || isRule(lines[i + 1])) continue;
      units.push({text: cells.filter(Boolean).join(' · '), row: true});
      continue;
    }
    if (!t) {
      flush();
      continue;
    }
    // A line break inside a sentence (a PDF's text layer breaks lines anywhere) joins; one after a heading or a
    // finished sentence cuts.
    if (prose && (/[.!?:;]["”’)]?$/.test(prose) || !/^[\p{Ll}\p{N}(]/u.test(t))) flush();
    prose = prose ? `${prose} ${t}` : t;
  }
  flush();
  return units;
}

/** One cited passage's closest sentence for a claim, with the words the claim does not share marked. */
export type PassageEvidence = {
  /** The passage's number as the answer cites it (1-based). */
  n: number;
  /** The closest sentence, clause or table row, as the passage writes it (line breaks as spaces). */
  text: string;
  row: boolean;
  /** `text` cut into runs, the content words the claim does not have marked. */
  runs: Run[];
  /** How many content words the claim and this sentence share. */
  shared: number;
};

/** One cited claim of an answer and the closest sentence of each passage it cites. */
export type ClaimEvidence = {
  /** The claim as written, citations and Markdown emphasis removed. */
  claim: string;
  /** `claim` cut into runs, its content words that none of the closest sentences has marked. */
  runs: Run[];
  passages: PassageEvidence[];
  /** Whether any word is marked on either side. */
  differs: boolean;
};

/** "[1]", "[1, 3]", "[1–3]": a citation group, its numbers. */
const CITATION = /\[(\d{1,3}(?:\s*(?:,|–|-|and)\s*\d{1,3})*)\](?:\s*\[(\d{1,3})\])*/g;

function citedNumbers(group: string): number[] {
  const out: number[] = [];
  for (const m of group.matchAll(/\d{1,3}(?:\s*[–-]\s*\d{1,3})?/g)) {
    const [a, b] = m[0].split(/\s*[–-]\s*/).map(Number);
    for (let k = a; k <= (b ?? a) && k - a < 20; k++) out.push(k);
  }
  return out;
}

/** The answer's sentences, Markdown marks removed, a citation after a sentence's full stop moved before it. */
function answerSentences(answer: string): string[] {
  const plain = answer
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+|>\s*)/gm, '')
    .replace(/\*\*|__|(?<![\p{L}\p{N}])[*_](?=\S)|(?<=\S)[*_](?![\p{L}\p{N}])|`/gu, '')
    // "… per year. [1]" cites the sentence before it.
    .replace(/([.!?])((?:\s*\[\d[^\]]{0,20}\])+)/g, '$2$1');
  // A claim's clauses stay together: its citation may follow the last of them.
  return plain.split(/\n+/).flatMap((line) => sentencesOf(line, false));
}

/** The closest unit of `units` to the claim's items: most shared weight (its first two words count more, they name what it is about), then fewest differing words. */
function closest(claim: readonly Item[], units: ReadonlyArray<Unit & {items: Item[]}>): (Unit & {items: Item[]}) | null {
  const keys = new Map<string, number>();
  claim.forEach((it, i) => keys.set(it.term, Math.max(keys.get(it.term) ?? 0, i < 2 ? 1.5 : 1)));
  let best: (Unit & {items: Item[]}) | null = null;
  let bestScore = -1;
  let bestDiff = Infinity;
  for (const u of units) {
    const own = new Set(u.items.map((it) => it.term));
    let score = 0;
    for (const [k, w] of keys) if (own.has(k)) score += w;
    const diff = [...keys.keys()].filter((k) => !own.has(k)).length + [...own].filter((k) => !keys.has(k)).length;
    if (score > bestScore || (score === bestScore && diff < bestDiff)) {
      best = u;
      bestScore = score;
      bestDiff = diff;
    }
  }
  return best;
}

/** A claim's clauses, cut at ";" and before ", which", ", whose", ", and" …, as its items; a clause of fewer than two content words joins the one before it. */
function clauseItems(claim: string, items: readonly Item[]): Item[][] {
  const cuts = [...claim.matchAll(/;\s+|,\s+(?=(?:whose|which|who|where|and|but|while|whereas)\b)/g)].map((m) => m.index!);
  const parts: Item[][] = [];
  let from = -1;
  for (const to of [...cuts, Infinity]) {
    const part = items.filter((it) => it.start > from && it.start < to);
    from = to;
    if (!part.length) continue;
    if (part.length < 2 && parts.length) parts[parts.length - 1].push(...part);
    else parts.push(part);
  }
  if (parts.length > 1 && parts[0].length < 2) parts.splice(0, 2, [...parts[0], ...parts[1]]);
  return parts;
}

/**
 * The words of a passage sentence to mark: those the claim does not have, in a stretch of it (a clause between commas
 * or "and", a table row's cell) that shares a word with the claim. What the answer leaves out elsewhere in the sentence
 * ("… and closes at 16:00" under "The office opens at 07:30") is not marked: an answer may be shorter than its passage.
 */
function passageMarks(unit: Unit & {items: Item[]}, keys: ReadonlySet<string>): Item[] {
  const bounds = [...unit.text.matchAll(unit.row ? / · /g : /,\s+|;\s+|\s+(?:and|but|whereas|while)\s+/g)].map((m) => m.index!);
  const stretch = (it: Item) => bounds.filter((b) => b < it.start).length;
  const shared = new Set(unit.items.filter((it) => keys.has(it.term)).map(stretch));
  return unit.items.filter((it) => !keys.has(it.term) && shared.has(stretch(it)));
}

const unitCache = new Map<string, Array<Unit & {items: Item[]}>>();
function unitsWithItems(passage: string): Array<Unit & {items: Item[]}> {
  const hit = unitCache.get(passage);
  if (hit) return hit;
  const out = unitsOf(passage).map((u) => ({...u, items: itemsOf(u.text)}));
  if (unitCache.size > 200) unitCache.clear();
  unitCache.set(passage, out);
  return out;
}

/**
 * For each cited claim of `answer`, the closest sentence of each passage it cites (`passages[n - 1]`), with the
 * content words that differ marked on both sides. A citation to no passage, and a sentence citing none, are left out
 * (the citation check names them). "Yes," or "No," opening a claim answers the question and is not compared.
 */
export function compareWithPassages(answer: string, passages: readonly string[]): ClaimEvidence[] {
  const out: ClaimEvidence[] = [];
  for (const sentence of answerSentences(answer)) {
    let from = 0;
    const claims: Array<{text: string; cited: number[]}> = [];
    for (const m of sentence.matchAll(CITATION)) {
      const cited = citedNumbers(m[0]).filter((n) => n >= 1 && n <= passages.length);
      const text = sentence.slice(from, m.index!);
      from = m.index! + m[0].length;
      if (!/[\p{L}\p{N}]/u.test(text)) {
        // "[1][2]" after one claim, or a citation right after another: the same claim cites more passages.
        if (claims.length) claims[claims.length - 1].cited.push(...cited.filter((n) => !claims[claims.length - 1].cited.includes(n)));
        continue;
      }
      claims.push({text, cited: [...new Set(cited)]});
    }
    for (const {text, cited} of claims) {
      if (!cited.length) continue;
      const claim = text.replace(/\s+/g, ' ').trim().replace(/^[,;:–—-]\s*/, '').replace(/[,;:–—-]$/, '').trim();
      const answerPart = claim.replace(/^(?:yes|no)\b[,.!]?\s*/i, '');
      const skip = claim.length - answerPart.length;
      const items = itemsOf(claim).filter((it) => it.start >= skip);
      if (!items.length) continue;
      const keys = new Set(items.map((it) => it.term));
      const found = new Set<string>();
      const shown: PassageEvidence[] = [];
      const parts = clauseItems(claim, items);
      for (const n of cited) {
        const units = unitsWithItems(passages[n - 1]);
        // Each clause of the claim ("…, whose contact is Omar Haddad") gets its closest sentence; one shown once.
        const picked = [...new Set(parts.map((part) => closest(part, units)).filter((u): u is Unit & {items: Item[]} => u !== null))];
        for (const best of picked) {
          const own = new Set(best.items.map((it) => it.term));
          for (const k of own) if (keys.has(k)) found.add(k);
          shown.push({
            n,
            text: best.text,
            row: best.row,
            runs: markedRuns(best.text, passageMarks(best, keys)),
            shared: [...own].filter((k) => keys.has(k)).length,
          });
        }
      }
      if (!shown.length) continue;
      const runs = markedRuns(claim, items.filter((it) => !found.has(it.term)));
      out.push({claim, runs, passages: shown, differs: runs.some((r) => r.mark) || shown.some((p) => p.runs.some((r) => r.mark))});
    }
  }
  return out;
}

/** The words marked in runs, as written: for tests and for a summary. */
export function markedWords(runs: readonly Run[]): string[] {
  return runs.filter((r) => r.mark).map((r) => r.text);
}
