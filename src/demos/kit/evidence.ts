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
type Item = Token & {number: boolean; label?: boolean; cell?: number};

/** A word: letters and digits with inner hyphens, slashes, and a number's separators; a leading minus, a currency sign, a trailing %. */
const WORD = /(?:[€$£]\s?)?(?:(?<![\p{L}\p{N}])-(?=\d))?[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:(?:[-/][\p{L}\p{N}]+)|(?:(?<=\d)[.,:](?=\d)\d+))*%?/gu;
const NUMERIC = /^(?:[€$£]\s?)?-?\d+(?:[.,:]\d+)*(?:%|st|nd|rd|th)?$/i;
const NUMBER_WORD = new RegExp(`^(?:${NUMBER_WORDS}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|twelfth)$`, 'i');
/** A month's name: "15 March 2026" is one date. */
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
/** A day of the week, as a term ("Tuesdays", "monday"). */
const WEEKDAY_TERM = /^(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?$/i;
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
      // A capital letter after a word ("car park A", "Block C") names something; "A" opening a sentence and "I" do not.
      const letter = /^[A-HJ-Z]$/.test(w.said) && /[\p{L}\p{N}]\s+$/u.test(text.slice(0, w.start));
      const key = letter ? w.said : wordKey(w.said);
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
    // Working days are not days (u37b F4: "No word differs" stood under "10 days" beside "10 working days"); business
    // days are working days, calendar days are days.
    const working = use?.kind === 'day' && /^(?:working|business)\b/i.test(unit) ? '+working' : '';
    const key = use ? `#${w.said.startsWith('-') ? '-' : ''}${use.n}|${use.kind || (unit ? stem(unit) : '')}${working}` : `#${span.toLowerCase()}`;
    out.push({term: key, start: w.start, end, number: true});
    i = j - 1;
  }
  return out;
}

/**
 * A piece of a passage to compare a claim with: a sentence, a clause or a table row, as written. A row of a table with
 * a header (Markdown, or CSV/tab-separated lines) is written "column: value · column: value" (u34d F3, u34b F6), its
 * `cells` the place of each: where the cell starts, where its value starts, where it ends.
 */
export type Unit = {text: string; row: boolean; cells?: Array<{start: number; value: number; end: number}>};

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

/** The cells of a delimited line ("a,b" or "a\tb"), a quoted cell ("Lyon, France") kept whole, quotes removed. */
function delimitedCells(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** A header line of a CSV, semicolon or tab-separated table: short names (at most three words, starting with a letter); its separator. */
function headerSeparator(line: string): string | null {
  for (const sep of ['\t', ',', ';']) {
    const cells = delimitedCells(line, sep);
    if (cells.length > 1 && cells.every((c) => /^\p{L}/u.test(c) && c.length <= 30 && c.split(/\s+/).length <= 3 && !/[.!?]/.test(c))) return sep;
  }
  return null;
}

/** A table row with its header: "column: value · column: value", the place of each cell; empty cells left out. */
function labelledRow(head: readonly string[], cells: readonly string[]): Unit {
  let text = '';
  const places: Array<{start: number; value: number; end: number}> = [];
  cells.forEach((value, i) => {
    if (!value) return;
    if (text) text += ' · ';
    const label = head[i]?.trim();
    const start = text.length;
    text += label ? `${label}: ` : '';
    const at = text.length;
    text += value;
    places.push({start, value: at, end: text.length});
  });
  return {text, row: true, cells: places};
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
  /** The header of the Markdown table being read, and of the delimited table (with its separator and cell count). */
  let head: string[] | null = null;
  let delimited: {sep: string; head: string[]} | null = null;
  for (const [i, line] of lines.entries()) {
    const t = line.trim();
    if (delimited && t && delimitedCells(t, delimited.sep).length === delimited.head.length) {
      units.push(labelledRow(delimited.head, delimitedCells(t, delimited.sep)));
      continue;
    }
    delimited = null;
    // A CSV or tab-separated header line followed by a row of as many cells (s45 chunking opens such a passage with it).
    const sep = !isRow(t) ? headerSeparator(t) : null;
    const next = lines[i + 1]?.trim();
    if (sep && next && delimitedCells(next, sep).length === delimitedCells(t, sep).length) {
      flush();
      delimited = {sep, head: delimitedCells(t, sep)};
      continue;
    }
    if (isRow(t)) {
      flush();
      const cells = cellsOf(t);
      if (isRule(t)) continue;
      // The head of a table (the row above its rule): the labels of the rows under it.
      if (isRule(lines[i + 1])) {
        head = cells;
        continue;
      }
      units.push(head ? labelledRow(head, cells) : {text: cells.filter(Boolean).join(' · '), row: true});
      continue;
    }
    head = null;
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

/** An auxiliary or modal: the words before the first of them name what a sentence is about ("Guide dogs | are welcome"). */
const AUX = /(?<![\p{L}'’])(?:is|are|was|were|be|been|has|have|had|do|does|did|may|must|can|cannot|could|will|would|should|shall|need|needs|might|isn['’]t|aren['’]t|won['’]t|can['’]t|doesn['’]t|don['’]t)(?![\p{L}])/iu;
/** A sentence opening with a pronoun ("It is closed on public holidays", "They must stay on a lead") continues the one before it. */
const PRONOUN_START = /^(?:it|they|this|these|those|he|she|its|their|them)(?![\p{L}])/iu;
/** A heading before a colon that opens a sentence ("Support hours: The hotline …"): a label, never marked. */
const LEAD = /^[^:.!?\d]{1,40}:\s+(?=["“(]?[\p{Lu}\p{N}])/u;
/** Words that turn a meaning or bound it: marked in a passage sentence, as its numbers are, even when the answer says nothing the sentence lacks ("… is not allowed for more than 20 days per year"). */
const TURNING = new Set(
  ['not', 'no', 'never', 'without', 'only', 'except', 'unless', 'none', 'nor', 'neither', 'more', 'less', 'fewer', 'least', 'most', 'above', 'below', 'over', 'under', 'within', 'until'].map((w) => wordKey(w)!),
);

/** A unit with its words: `lead` ends its heading, `subject` is what it is about, `inherits` the subject of the sentence a pronoun refers to. */
type Piece = Unit & {items: Array<Item & {label?: boolean; cell?: number}>; subject: string[]; inherits: string[]};

/** The words before the first auxiliary (at most three: "Room 305", "The 2023/24 accounts"), else the first two words: what the text is about. */
function subjectOf(text: string, items: readonly Item[], from: number): string[] {
  const aux = text.slice(from).search(AUX);
  const words = items.filter((it) => it.start >= from);
  const before = aux < 0 ? [] : words.filter((it) => it.start < from + aux);
  return (before.length && before.length <= 3 ? before : words.slice(0, 2)).map((it) => it.term);
}

/** The words of `unit` a claim's keys find there: a row's column name only with a value of its cell the claim has too. */
function ownKeys(unit: Piece, keys?: ReadonlySet<string>): Set<string> {
  const valueIn = (c: number) => !keys || unit.items.some((it) => it.cell === c && !it.label && keys.has(it.term));
  const own = new Set(unit.inherits);
  for (const it of unit.items) if (!(it.label && it.cell !== undefined) || valueIn(it.cell)) own.add(it.term);
  return own;
}

/**
 * The units of `units` to show for a claim's items (u34b F1). First the one that shares most weight with the claim (a
 * code weighs 4, a word of what the claim is about, its subject, and a number 2, any other word 1, and all of the
 * subject 2 more), then fewest differing words. Then, while the claim has words the units picked lack, a unit that has some of them and is about
 * the claim's subject too ("Yes, the hotline is open on public holidays" gets "It is closed on public holidays" beside
 * "The hotline is open from 8:00 to 20:00 on weekdays"), or one that has a number of the claim ("The membership fee is
 * 25 euros" gets "Locker L3 costs 25 euros per month") or two of its words ("Business class is the standard" gets
 * "Economy class is the standard for all flights" beside "Business class is allowed only …"); failing these, the sentence right after that continues it
 * ("… held at reception for 5 days. They are returned to the sender after that.") when a word the claim adds is no
 * number. `joins`: the unit is the first or
 * is about the claim's subject, so the claim's words it has are not marked in the claim; a number found only in a
 * sentence about something else stays marked.
 */
function closest(claim: readonly Item[], claimSubject: ReadonlySet<string>, units: readonly Piece[]): Array<{unit: Piece; joins: boolean}> {
  if (!units.length) return [];
  // The subject of the claim as far as this clause of it writes it.
  const subject = new Set(claim.filter((it) => claimSubject.has(it.term)).map((it) => it.term));
  const keys = new Set(claim.map((it) => it.term));
  const numbers = new Set(claim.filter((it) => it.number).map((it) => it.term));
  /** A code ("VC-11", "2023/24") names the thing: it weighs most; then the subject's words and the numbers; then the rest. */
  const weight = (k: string, written: ReadonlySet<string>) => (/\d/.test(k) && !k.startsWith('#') && written.has(k) ? 4 : (subject.has(k) && written.has(k)) || numbers.has(k) ? 2 : 1);
  // A table row is about the claim's subject when it holds the words of it that name rows ("Namur" of "The Namur office";
  // "office" is a column's name): a city names its row as a code does (u35b F1).
  const rowSubject = [...subject].filter((k) => units.some((u) => u.row && u.items.some((it) => !it.label && it.term === k)));
  // A word of the claim that only one row holds as a value ("Liege" of "Sofie Claes manages the Liege office") names that row.
  const namesRow = (u: Unit, k: string) => u.row && units.filter((v) => v.row && v.items.some((it) => !it.label && it.term === k)).length === 1 && (u as Piece).items.some((it) => !it.label && it.term === k);
  const rated = units.map((u, at) => {
    const own = ownKeys(u, keys);
    // A column's name ("Ends") is no subject of a row: it weighs as a plain word.
    const written = new Set([...u.inherits, ...u.items.filter((it) => !it.label).map((it) => it.term)]);
    let score = 0;
    for (const k of keys) if (own.has(k)) score += weight(k, written);
    const diff = [...keys].filter((k) => !own.has(k)).length + [...own].filter((k) => !keys.has(k)).length;
    const about = u.row && rowSubject.length ? rowSubject.every((k) => own.has(k)) : subject.size > 0 && [...subject].every((k) => own.has(k));
    // All of the subject ("Amir Haddad", not the "Amira Haddad" of the row above) counts once more.
    if (about) score += 2;
    return {u, at, own, score, diff, about, joins: false};
  });
  const better = (a: (typeof rated)[number], b: (typeof rated)[number]) => a.score - b.score || b.diff - a.diff;
  // A run-in label ("Handover.") says nothing: it is no closest sentence while a sentence is (s55, t-zoh F7), and a
  // claim naming a day of the week is closest to a sentence naming one ("on Mondays only" ↔ "on Tuesdays and Thursdays").
  const label = (u: Unit) => !u.row && /^[\p{L}][\p{L}'’ -]{0,38}[.:]$/u.test(u.text.trim()) && u.text.trim().split(/\s+/).length <= 3;
  const weekday = (t: string) => WEEKDAY_TERM.test(t);
  if (claim.some((it) => weekday(it.term))) for (const r of rated) if (r.u.items.some((it) => weekday(it.term))) r.score += 1;
  const candidates = rated.some((r) => !label(r.u)) ? rated.filter((r) => !label(r.u)) : rated;
  const best = candidates.reduce((a, b) => (better(b, a) > 0 ? b : a));
  best.joins = true;
  const picked = [best];
  for (let round = 0; round < 2; round++) {
    const uncovered = [...keys].filter((k) => !picked.some((p) => p.own.has(k)));
    if (!uncovered.length) break;
    const more = rated
      .filter((r) => !picked.includes(r))
      .map((r) => ({r, cover: uncovered.filter((k) => r.own.has(k)).length, numbers: uncovered.filter((k) => r.own.has(k) && numbers.has(k)).length}))
      .filter((c) => (c.r.about && c.cover > 0) || c.numbers > 0 || c.cover > 1 || uncovered.some((k) => namesRow(c.r.u, k)))
      .reduce<{r: (typeof rated)[number]; cover: number; numbers: number} | null>((a, b) => (!a || b.cover > a.cover || (b.cover === a.cover && better(b.r, a.r) > 0) ? b : a), null);
    if (more) {
      more.r.joins = more.r.about;
      picked.push(more.r);
      continue;
    }
    const last = picked[picked.length - 1];
    const next = rated[last.at + 1];
    if (next && !picked.includes(next) && next.u.inherits.length && next.about && uncovered.some((k) => !numbers.has(k))) {
      next.joins = true;
      picked.push(next);
    }
    break;
  }
  return picked.sort((a, b) => a.at - b.at).map((r) => ({unit: r.u, joins: r.joins}));
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
 * or "and", a table row's cell) that shares a word with the claim, and only when the claim says something the sentence
 * does not (u34d F3, R4): what the answer leaves out ("… by the waste team led by Jonas Petrov" under "Chemical waste is
 * collected every Thursday at 14:00") is not marked, as an answer may be shorter than its passage; a word that turns the
 * meaning ("not", "never", "only") always is. A heading before a colon is never marked. In a table row, a column's name
 * is marked when the claim puts that column's value under another column it names ("Marta Keller is the manager"
 * beside "manager: Omar Said · first_aider: Marta Keller" marks "Omar Said" and "first_aider").
 */
function passageMarks(unit: Piece, keys: ReadonlySet<string>): Item[] {
  const own = ownKeys(unit, keys);
  const says = [...keys].some((k) => !own.has(k));
  const differs = (it: Item) => !keys.has(it.term) && (says || it.number || TURNING.has(it.term));
  if (unit.cells) {
    const valueIn = (c: number) => unit.items.some((it) => it.cell === c && !it.label && keys.has(it.term));
    const labelIn = (c: number) => unit.items.some((it) => it.cell === c && it.label && keys.has(it.term));
    const misplaced = unit.cells.some((_, c) => labelIn(c) && !valueIn(c));
    return unit.items.filter((it) =>
      it.label ? it.cell! > 0 && misplaced && valueIn(it.cell!) && !labelIn(it.cell!) : differs(it) && (valueIn(it.cell!) || labelIn(it.cell!)),
    );
  }
  const bounds = [...unit.text.matchAll(unit.row ? / · /g : /,\s+|;\s+|\s+(?:and|but|whereas|while)\s+/g)].map((m) => m.index!);
  const stretch = (it: Item) => bounds.filter((b) => b < it.start).length;
  const shared = new Set(unit.items.filter((it) => keys.has(it.term)).map(stretch));
  // A sentence opening with a pronoun shares its first stretch through the subject it refers to.
  if (unit.inherits.some((k) => keys.has(k))) shared.add(0);
  return unit.items.filter((it) => !it.label && differs(it) && shared.has(stretch(it)));
}

const unitCache = new Map<string, Piece[]>();
function unitsWithItems(passage: string): Piece[] {
  const hit = unitCache.get(passage);
  if (hit) return hit;
  const out: Piece[] = [];
  for (const u of unitsOf(passage)) {
    let items: Piece['items'];
    let from = 0;
    if (u.cells) {
      // A column name "first_aider" is read as "first aider".
      const cells = u.cells;
      items = itemsOf(u.text.replace(/_/g, ' ')).map((it) => {
        const cell = cells.findIndex((c) => it.start >= c.start && it.start < c.end);
        return {...it, cell, label: it.start < cells[cell]?.value};
      });
    } else {
      from = u.row ? 0 : (LEAD.exec(u.text)?.[0].length ?? 0);
      items = itemsOf(u.text).map((it) => (it.start < from ? {...it, label: true} : it));
    }
    const prev = out[out.length - 1];
    const inherits = !u.row && prev && !prev.row && PRONOUN_START.test(u.text.slice(from)) ? (prev.inherits.length ? prev.inherits : prev.subject) : [];
    out.push({...u, items, subject: u.row ? [] : subjectOf(u.text, items, from), inherits});
  }
  if (unitCache.size > 200) unitCache.clear();
  unitCache.set(passage, out);
  return out;
}

/** The terms one side asserts and the other sets aside with ", not …" (or the other way round), when both sides have one. */
function swappedTerms(claim: string, sentence: string): Set<string> {
  const split = (text: string) => {
    const m = /,\s*(?:and\s+|but\s+)?not\s+/i.exec(text);
    if (!m) return null;
    return {main: new Set(itemsOf(text.slice(0, m.index)).map((it) => it.term)), aside: new Set(itemsOf(text.slice(m.index + m[0].length)).map((it) => it.term))};
  };
  const a = split(claim);
  const b = split(sentence);
  const out = new Set<string>();
  if (!a || !b) return out;
  for (const t of a.main) if (b.aside.has(t) && !b.main.has(t)) out.add(t);
  for (const t of a.aside) if (b.main.has(t) && !b.aside.has(t)) out.add(t);
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
      const answerPart = claim.replace(/^(?:yes|no)(?:\s*[,.!:;–—]\s*|\s+(?=-))/i, '');
      const skip = claim.length - answerPart.length;
      const items = itemsOf(claim).filter((it) => it.start >= skip);
      if (!items.length) continue;
      const keys = new Set(items.map((it) => it.term));
      const found = new Set<string>();
      const swapped = new Set<string>();
      const shown: PassageEvidence[] = [];
      const parts = clauseItems(claim, items);
      const subject = new Set(subjectOf(claim, items, skip));
      for (const n of cited) {
        const units = unitsWithItems(passages[n - 1]);
        // Each clause of the claim ("…, whose contact is Omar Haddad") gets its closest sentences; one shown once.
        const picks = parts.flatMap((part) => closest(part, subject, units));
        const joined = new Set(picks.filter((p) => p.joins).map((p) => p.unit));
        const picked = [...new Set(picks.map((p) => p.unit))].sort((a, b) => units.indexOf(a) - units.indexOf(b));
        for (const best of picked) {
          const own = ownKeys(best, keys);
          if (joined.has(best)) for (const k of own) if (keys.has(k)) found.add(k);
          // "charged to the employee, not to the team budget" beside "charged to the team budget, not to the employee"
          // has every word of its sentence: what each side sets aside with ", not" is the other's claim, and is marked
          // on both sides (u35d F6: "No word differs" stood under "it says the opposite").
          const turned = swappedTerms(claim, best.text);
          turned.forEach((t) => swapped.add(t));
          const marks = passageMarks(best, keys);
          shown.push({
            n,
            text: best.text,
            row: best.row,
            runs: markedRuns(best.text, [...marks, ...best.items.filter((it) => turned.has(it.term) && !marks.includes(it))].sort((a, b) => a.start - b.start)),
            shared: [...own].filter((k) => keys.has(k)).length,
          });
        }
      }
      if (!shown.length) continue;
      const runs = markedRuns(claim, items.filter((it) => !found.has(it.term) || swapped.has(it.term)));
      out.push({claim, runs, passages: shown, differs: runs.some((r) => r.mark) || shown.some((p) => p.runs.some((r) => r.mark))});
    }
  }
  return out;
}

/** The words marked in runs, as written: for tests and for a summary. */
export function markedWords(runs: readonly Run[]): string[] {
  return runs.filter((r) => r.mark).map((r) => r.text);
}
