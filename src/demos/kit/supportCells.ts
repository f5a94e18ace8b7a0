/**
 * s54-dq (issue 28, t-dqa F1 and F2): second looks the support check (support.ts unsupportedCitations) takes at a cited
 * claim, kept apart from support.ts so its rules stay in one place. React-free; called once per cited claim.
 *
 * `moreLacks` finds what a claim gets wrong although every word and number of it is somewhere in the passage (t-dqa F1):
 * - a table value from another column of the claim's row ("£420 at the standard rate" where £420 is the early-bird
 *   price) or from another row ("Grace Whitfield's extension is 4433", 4433 being Sunita Rao's);
 * - a number the passage gives to another party ("the landlord must give two months' notice" where two months is the
 *   tenant's and the landlord's is 3 months);
 * - a word the passage only says with "not" ("is included in the full pass" against "not included in any ticket").
 *
 * `excused` drops reasons that are no reasons (t-dqa F2): "$35.00" for "$35", "two weeks" for "14 days", "one minute
 * (60 s)" for "60 seconds", "never one more than" (a pronoun, not 1), "engineer" for a cell saying "Engineer (…)", and a
 * fragment cut from mid-word (", stude").
 */
import {numbersOf} from './support';
import {cellsOf, isRule, isTableRow} from './tableRows';

type Why = {where?: string; lacks: string[]; says?: string[]; opposite?: true; namedIn?: string[]; elsewhere?: number; doer?: true};
export type Lacking = {lacks: string[]; why?: Why[]};

// The Markdown table lines as the passage card and the match rules read them (tableRows.ts), not a copy.
const cells = cellsOf;
const isRow = isTableRow;
const TITLES = /^(?:dr|prof|mr|mrs|ms|mx|sir|dame)\.?$/i;
const SMALL = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'for', 'in', 'on', 'at', 'to', 'only', 'with', 'per']);
const wordsOf = (s: string) => s.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
const hasWord = (text: string, w: string) => new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![\\p{L}])`, 'iu').test(text);

/** The words a cell is named by: its words outside brackets, without titles and small words ("Full pass (3 days)" → full, pass). */
function keyWords(cell: string): string[] {
  return wordsOf(cell.replace(/\([^)]*\)/g, ' ')).filter((w) => !TITLES.test(w) && !SMALL.has(w));
}

type Table = {head: string[]; rows: string[][]};
function tablesOf(text: string): Table[] {
  const lines = text.split('\n');
  const out: Table[] = [];
  let t: Table | null = null;
  lines.forEach((line, i) => {
    if (isRow(line) && isRule(lines[i + 1])) {
      t = {head: cells(line), rows: []};
      out.push(t);
    } else if (t && isRule(line)) return;
    else if (t && isRow(line)) t.rows.push(cells(line));
    else t = null;
  });
  return out;
}

/** A claim's value from another column or row of the table it cites (t-dqa F1.1–F1.3). */
function cellLacks(claim: string, text: string): Lacking | null {
  const said = numbersOf(claim);
  if (!said.size) return null;
  for (const {head, rows} of tablesOf(text)) {
    // The claim's row: the one row whose first cell's key words the claim all has.
    const named = rows.filter((r) => {
      const k = keyWords(r[0] ?? '');
      return k.length > 0 && k.every((w) => hasWord(claim, w));
    });
    if (named.length !== 1) continue;
    const row = named[0];
    for (const n of said) {
      const at = row.findIndex((c, j) => j > 0 && numbersOf(c).has(n));
      if (at < 0) {
        // The number is another row's, in a column the claim's row has a number in.
        const other = rows.find((r) => r !== row && r.some((c, j) => j > 0 && numbersOf(c).has(n)));
        if (!other) continue;
        const j = other.findIndex((c, i) => i > 0 && numbersOf(c).has(n));
        if (!row[j] || !numbersOf(row[j]).size) continue;
        return {lacks: [n], why: [{where: `the row of “${row[0]}”`, lacks: [n], says: [`${head[j] ?? ''}: ${row[j]}`.replace(/^: /, '')]}]};
      }
      // The number is in the row, under a column the claim does not name while it names another column.
      const own = keyWords(head[at] ?? '');
      if (own.some((w) => hasWord(claim, w))) continue;
      const rowWords = new Set(row.flatMap((c) => keyWords(c)));
      const other = head.findIndex((h, j) => j > 0 && j !== at && numbersOf(row[j] ?? '').size > 0 && keyWords(h).some((w) => !rowWords.has(w) && !own.includes(w) && hasWord(claim, w)));
      if (other < 0) continue;
      return {lacks: [n], why: [{where: `the row of “${row[0]}”`, lacks: [n], says: [`${head[other]}: ${row[other]}`]}]};
    }
  }
  return null;
}

const PARTIES = ['landlord', 'tenant', 'employer', 'employee', 'buyer', 'seller', 'customer', 'supplier', 'contractor', 'guest', 'host', 'lender', 'borrower', 'student', 'teacher'];
const sentencesOf = (text: string) => text.split(/\n+|(?<=[.!?])\s+/).filter((s) => s.trim());

/** A number the passage gives to another party than the claim's (t-dqa F1.4). */
function partyLacks(claim: string, text: string): Lacking | null {
  const mine = PARTIES.filter((p) => hasWord(claim, p));
  if (mine.length !== 1) return null;
  const party = mine[0];
  const sentences = sentencesOf(text);
  const ofParty = sentences.filter((s) => hasWord(s, party));
  if (!ofParty.length) return null;
  for (const n of numbersOf(claim)) {
    const holding = sentences.filter((s) => numbersOf(s).has(n));
    if (!holding.length || holding.some((s) => hasWord(s, party))) continue;
    const others = PARTIES.filter((p) => p !== party && holding.every((s) => hasWord(s, p)));
    if (!others.length) continue;
    return {lacks: [party], why: [{where: `the sentence “${holding[0].trim()}”`, lacks: [party], says: [others[0]]}]};
  }
  return null;
}

const POLAR = ['included', 'allowed', 'permitted', 'covered', 'refundable', 'required', 'available', 'eligible', 'reimbursed', 'provided', 'accepted'];
const NOT_BEFORE = (w: string) => new RegExp(`(?<![\\p{L}])(?:not|never|no longer|isn['’]t|aren['’]t|wasn['’]t)\\s+(?:\\p{L}+\\s+)?${w}(?![\\p{L}])`, 'iu');
const NEGATED = /(?<![\p{L}])(?:not|never|no|none|cannot|\p{L}+n['’]t|without|excluded)(?![\p{L}])/iu;

/** A word the claim says plainly that the passage only says with "not" (t-dqa F1.5). */
function notLacks(claim: string, text: string): Lacking | null {
  if (NEGATED.test(claim)) return null;
  for (const w of POLAR) {
    if (!hasWord(claim, w)) continue;
    const said = sentencesOf(text).flatMap((s) => s.split(/[,;()]/)).filter((s) => hasWord(s, w));
    // A denial past a bound ("not allowed for more than 20 days") is a limit, which "allowed for up to 20 days" keeps.
    if (said.length && said.every((s) => NOT_BEFORE(w).test(s) && !/(?<![\p{L}])(?:(?:more|longer|later|other|fewer|less)\s+than|over|beyond|above|exceeding|outside)(?![\p{L}])/iu.test(s))) {
      return {lacks: [w], why: [{where: `the sentence “${said[0].trim()}”`, lacks: [w], says: [`not ${w}`], opposite: true}]};
    }
  }
  return null;
}

/** What the cited passage gets wrong that support.ts's rules let through; null when nothing. */
export function moreLacks(claim: string, text: string): Lacking | null {
  return cellLacks(claim, text) ?? partyLacks(claim, text) ?? notLacks(claim, text) ?? mixLacks(claim, text);
}

// s55 (u-zoh F1): a fact moved to another subject inside the passage.
const MIX_FIGURES = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen twenty thirty hundred once twice half';
const MIX_STOP = new Set(('a an the of and or for in on at to by with from as is are was were be been being it its this that these those ' +
  'there their they them he she his her we our you your i my me not no only any all each every some may must can could should would will shall do does did ' +
  'has have had than then when where which who whom whose what how also about into over under up down out per ' + MIX_FIGURES).split(' '));
/** A unit's words as the mix rule compares them: content words, crudely stemmed ("pays", "paying" → "pay"); "IT" kept. */
function mixWords(s: string): Set<string> {
  const out = new Set<string>();
  for (const m of s.matchAll(/\p{N}[\p{N}.,]*\p{N}|\p{N}|\p{L}[\p{L}'’]*/gu)) {
    const w = m[0];
    // A figure may be written another way ("2 pm" for "14:00"): numbers are left to the number rules.
    if (/^\p{N}/u.test(w)) continue;
    const lower = w.toLowerCase();
    if (MIX_STOP.has(lower) && !/^\p{Lu}{2,}$/u.test(w)) continue;
    if (lower.length < 3 && !/^\p{Lu}{2,}$/u.test(w)) continue;
    // Six letters at most, so "approved" and "approval", "submitted" and "submit" are one word.
    out.add((lower.length > 4 ? lower.replace(/(?:ing|ed|es|s)$/, '') : lower).replace(/(?<=\p{L}{3})e$/u, '').slice(0, 6));
  }
  return out;
}
/** The words before and after each word of `text` whose stem is one of `stems`, figures skipped ("every fourteen days" → every). */
function slotsOf(text: string, stems: readonly string[]): Array<[string, string]> {
  const figure = new RegExp(`^(?:\\p{N}.*|${MIX_FIGURES.replace(/ /g, '|')})$`, 'iu');
  const words = (text.match(/\p{N}[\p{N}.,]*\p{N}|\p{N}|\p{L}[\p{L}'’-]*/gu) ?? []).map((t) => t.toLowerCase()).filter((t) => !figure.test(t));
  const out: Array<[string, string]> = [];
  words.forEach((t, k) => {
    if ([...mixWords(t)].some((w) => stems.includes(w))) out.push([words[k - 1] ?? '', words[k + 1] ?? '']);
  });
  return out;
}
const MIX_CLAUSE = /\s*;\s*|,?\s+(?:and|but|while|whereas)\s+/iu;
/**
 * A claim that joins the own words of two units of the passage (two clauses of a sentence, or two sentences) that share a
 * word with it, holding neither unit whole and both only in part, where no single unit holds all its words (u-zoh F1:
 * "The people team answers questions about equipment" where the passage says "The people team answers questions about
 * contracts …; IT answers questions about equipment …"; "Crew hold a man-overboard drill every month" where the month is
 * the fire drill's). A part of the claim joined by "and", ";" or "but" is read on its own.
 */
function mixLacks(claim: string, text: string): Lacking | null {
  // s56-sup: the passage's title and section heading (its first line when short and with no full stop, as checkedText
  // gives "The Model Context Protocol (MCP) › Securing a server with OAuth"; a Markdown heading, "## Contact") name what
  // every sentence below speaks of: no unit a word is moved from, and a claim's word they hold is no moved word.
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const headings = new Set(lines.filter((l, k) => /^#{1,6}\s/.test(l) || (k === 0 && lines.length > 1 && !/[.!?:;]$|[|\t]|,\S|^[-*+]\s|^\d+[.)]\s/.test(l) && l.split(/\s+/).length <= 12)));
  const headed = mixWords([...headings].join('\n'));
  const sentences = lines.filter((l) => !headings.has(l)).join('\n').split(/\n+|(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s && !/[|\t]|,\S/.test(s));
  // Each group's units with the sentence each is quoted by.
  const groups: Array<Array<[string, string]>> = [
    ...sentences.map((s) => s.split(MIX_CLAUSE).filter((c) => c.trim()).map((c): [string, string] => [c, s])),
    sentences.map((s): [string, string] => [s, s]),
  ].filter((g) => g.length >= 2 && g.length <= 40);
  const surface = (unit: string, stems: readonly string[]) =>
    [...new Set((unit.match(/\p{N}[\p{N}.,]*\p{N}|\p{N}|\p{L}[\p{L}'’-]*/gu) ?? []).filter((t) => [...mixWords(t)].some((w) => stems.includes(w))))];
  // A claim setting something aside ("uses ranks rather than scores") says what it does not mean: left to the other rules.
  if (/(?:,\s*(?:and\s+)?not|\brather than|\binstead of|\bunlike)\b/iu.test(claim)) return null;
  for (const part of claim.split(MIX_CLAUSE)) {
    const mine = new Set([...mixWords(part)].filter((w) => !headed.has(w)));
    if (mine.size < 3) continue;
    for (const group of groups) {
      const units = group.map(([u]) => mixWords(u));
      if (units.some((u) => [...mine].every((w) => u.has(w)))) continue;
      for (let i = 0; i < units.length; i++) {
        for (let j = 0; j < units.length; j++) {
          if (i === j) continue;
          const [a, b] = [units[i], units[j]];
          const frame = [...mine].filter((w) => a.has(w) && b.has(w));
          const fromA = [...mine].filter((w) => a.has(w) && !b.has(w));
          const fromB = [...mine].filter((w) => b.has(w) && !a.has(w));
          // A is the unit the claim follows (more of its own words), B the one a word was taken from.
          if (!frame.length || !fromB.length || fromA.length < Math.max(2, fromB.length)) continue;
          // A unit opening with "It" or "They" speaks of another unit's subject ("It can beat RRF when tuned").
          if (/^(?:it|its|they|their|this|these|he|she|his|her)(?![\p{L}])/iu.test(group[i][0].trim())) continue;
          // A claim holding every figure of B states B's fact with A's words ("Hotels in London are reimbursed up to 250 EUR"
          // of "… 180 EUR per night in most cities and 250 EUR per night in London").
          const figuresB = numbersOf(group[j][0]);
          if (figuresB.size && [...figuresB].every((n) => numbersOf(part).has(n))) continue;
          // Nor does one pointing back with "that value", "this amount", "these rules".
          if (/(?<![\p{L}])(?:this|these|those|that|such)\s+(?!the\b|a\b|an\b)\p{L}+/iu.test(group[i][0])) continue;
          const missedA = [...a].filter((w) => !b.has(w) && !mine.has(w));
          const missedB = [...b].filter((w) => !a.has(w) && !mine.has(w));
          if (!missedA.length || !missedB.length) continue;
          // The word taken from B stands where A has a word the claim left out: the same word before or after it ("questions
          // about equipment" for "questions about contracts", "drill every month" for "drill every fourteen days").
          if (!fromB.some((w) => slotsOf(part, [w]).some((x) => slotsOf(group[i][0], missedA).some((y) => x[0] === y[0] || x[1] === y[1])))) continue;
          // Every content word of the part is in A or B: nothing else was added.
          if ([...mine].some((w) => !a.has(w) && !b.has(w))) continue;
          const said = fromB.map((w) => part.match(new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\p{L}'’]*`, 'iu'))?.[0] ?? w);
          // A figure before a word the unit says instead is said with it ("fourteen days").
          const says = surface(group[i][0], missedA).slice(0, 3).map((w) => group[i][0].match(new RegExp(`(?:(?:\\p{N}[\\p{N}.,:]*|${MIX_FIGURES.replace(/ /g, '|')})\\s+)?${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu'))?.[0] ?? w);
          return {lacks: said, why: [{where: `“${group[i][0].trim().replace(/[.!?]$/, '')}”`, lacks: said, says: [says.join(' ')]}]};
        }
      }
    }
  }
  return null;
}

const SECONDS: Readonly<Record<string, number>> = {second: 1, sec: 1, s: 1, minute: 60, min: 60, hour: 3600, h: 3600, hr: 3600, day: 86400, week: 604800};
const NUMBER_WORDS = ['a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const DURATION = /(?<![\p{L}\p{N}])(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(seconds?|secs?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?)(?![\p{L}])/giu;
function durationsOf(text: string): Array<{amount: number; seconds: number}> {
  return [...text.matchAll(DURATION)].map((m) => {
    const a = m[1].toLowerCase();
    // "an hour and a half" is 90 minutes, never 60.
    const half = /^\s+and\s+a\s+half(?![\p{L}])/iu.test(text.slice(m.index! + m[0].length)) ? 0.5 : 0;
    const amount = (/^\d/.test(a) ? Number(a) : a === 'an' ? 1 : Math.max(1, NUMBER_WORDS.indexOf(a))) + half;
    const unit = m[2].toLowerCase().replace(/s$/, '') || 's';
    return {amount, seconds: amount * (SECONDS[unit] ?? SECONDS[m[2].toLowerCase()] ?? NaN)};
  }).filter((d) => Number.isFinite(d.seconds));
}

/** Whether `lack` is no reason to flag the claim against `text` (t-dqa F2); `says` is what the passage's cell says instead. */
function noReason(lack: string, claim: string, text: string, says: readonly string[]): boolean {
  // A fragment cut from mid-word (", stude") names nothing.
  const core = lack.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (core && core !== lack.trim() && claim.toLowerCase().includes(core.toLowerCase()) && !hasWordExact(claim, core)) return true;
  // "35.00" is 35.
  const whole = /^(\d+)\.0+$/.exec(lack);
  if (whole && numbersOf(text).has(whole[1])) return true;
  // A lacked word the passage's cell has with a capital letter.
  if (/^\p{L}[\p{L}'’-]*$/u.test(lack) && says.some((s) => hasWord(s, lack) && !s.includes(lack))) return true;
  if (namesItsColumn(lack, claim, text)) return true;
  if (!/^\d+(?:\.\d+)?$/.test(lack)) return false;
  const n = Number(lack);
  // "never one more than 16 MB": "one" as a pronoun is no number.
  const ones = [...claim.matchAll(/(?<![\p{L}])one(?![\p{L}])/giu)];
  if (n === 1 && ones.length && !/(?<![\p{L}\p{N}.])1(?![\p{N}])/u.test(claim) && !/(?<![\p{L}])first(?![\p{L}])/iu.test(claim) && ones.every((m) => /^\s+(?:more|less|fewer|bigger|smaller|larger|older|newer|of|that|which|who)(?![\p{L}])/iu.test(claim.slice(m.index! + 3)))) return true;
  // A duration the passage gives in other units ("two weeks" for "14 days", "one minute" for "60 seconds").
  const mine = durationsOf(claim).filter((d) => d.amount === n);
  if (!mine.length) return false;
  const theirs = new Set(durationsOf(text).map((d) => d.seconds));
  return mine.every((d) => theirs.has(d.seconds));
}
/** Whether `lack` is a word of the column the claim's value stands under in its row ("£225 at the standard price"). */
function namesItsColumn(lack: string, claim: string, text: string): boolean {
  if (!/^\p{L}+$/u.test(lack)) return false;
  const said = numbersOf(claim);
  return tablesOf(text).some(({head, rows}) => {
    const named = rows.filter((r) => {
      const k = keyWords(r[0] ?? '');
      return k.length > 0 && k.every((w) => hasWord(claim, w));
    });
    return named.length === 1 && head.some((h, j) => j > 0 && keyWords(h).includes(lack.toLowerCase()) && [...numbersOf(named[0][j] ?? '')].some((n) => said.has(n)));
  });
}
const hasWordExact = (text: string, w: string) => w.length > 0 && new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(text);

/**
 * `lacking` without its reasons that are no reasons: null when none is left (the claim passes), `lacking` itself when
 * every reason stands.
 */
export function excused<T extends Lacking>(claim: string, text: string, lacking: T): T | null {
  if (!lacking.lacks.length) return lacking;
  const says = (lacking.why ?? []).flatMap((w) => w.says ?? []);
  const kept = lacking.lacks.filter((l) => !noReason(l, claim, text, says));
  if (kept.length === lacking.lacks.length) return lacking;
  if (!kept.length) return null;
  const why = lacking.why?.map((w) => ({...w, lacks: w.lacks.filter((l) => kept.includes(l))})).filter((w) => w.lacks.length);
  return {...lacking, lacks: kept, ...(why ? {why} : {})};
}

/**
 * The one call support.ts makes: undefined to keep its verdict, null to pass the claim, or the reasons to flag it.
 */
export function secondLook<T extends Lacking>(claim: string, text: string, lacking: T | null): T | Lacking | null | undefined {
  if (lacking) {
    if ('only' in lacking) return undefined;
    const kept = excused(claim, text, lacking);
    return kept === lacking ? undefined : kept;
  }
  return moreLacks(claim, text) ?? undefined;
}
