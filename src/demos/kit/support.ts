/**
 * Whether a passage a model cites holds the claim it is cited for (u29m F12: "The landlord is Marguerite
 * Olsen [3]." cited the Repairs clause, which names nobody, and passed as a valid citation because passage 3
 * existed). `checkCitations` (kit/match.ts) says only whether a cited number names a passage; this module reads
 * each citation's claim (the words of its sentence before it, after any earlier citation in that sentence) and
 * asks whether the cited passages (a group such as "[1, 3]" or "[1][3]" together) share its specific content:
 *
 * - every number of the claim ("30 days", "1,240 dollars", "9:00") is in the passage, written the same or as a
 *   number word ("sixty (60) days", "twelve months");
 * - every name (a word the claim capitalizes in mid-sentence: "Marguerite Olsen", "Oven B"; a capitalized word
 *   opening a sentence unless it is an ordinary word there, "OpenAI introduced MCP", u30e C1; in German, which
 *   capitalizes every noun, only a word with a capital inside, "OpenAI") is in the passage;
 * - every code ("LLM07:2026", "GPT-4o") is in the passage as one token, and a number keeps its unit ("40 MB" is not
 *   "40 KB"; u30e C2); a month with its year ("Dec 2025") is held by a date in that month;
 * - the passage shares at least one of the claim's content words.
 *
 * Where the passage holds them matters too (u29v F19, F26): a claim naming a row of a table (a row's first cell,
 * "LT-17", "49") is checked against that row, so another row's owner or date does not pass; a claim's bound ("under
 * 10,000 euros", "no more than 6 hours" read as at most) is checked against the sentences stating that number the
 * same way round, so a bound stated the other way, a denial the passage makes ("must not accept") or the approver of
 * the other side of a limit does not pass; and a qualifier is checked against its opposite ("part-time" where the
 * passage says only "full-time"). An ISO date is one number. A sentence of the passage saying the opposite (its
 * polarity turned by "not", "never", "no", "nicht", "kein", "ne … pas", "jamais", its content words the claim's) is
 * named (u30q F12: "Yes, alcohol is reimbursed … [1]" against "Alcohol is not reimbursed.").
 * Since task 47p it is read clause by clause, a "not X" contrast denying X only, with a short list of antonyms
 * (`oppositeLacks` and the helpers before it say the rules).
 * A sentence citing no passage, in an answer that cites some, is checked against all the passages the answer cites
 * (u30q F4), so no sentence of a citing answer goes unchecked. A name must be in the sentence that carries the claim or
 * in what that sentence refers to (a heading, a "Contact:" line, "she" for the person named just before, a role another
 * sentence gives that name), never only in another sentence (task 47k, u30d F11b, u30n F15: `nameLacks`).
 * Task 47k2 (u30w F1, u30x F2, F5, u30y F2, F4): values are read where the carrying sentence states them (a number in
 * the part of a sentence about the claim's words, `partLacks`; a frequency, `frequencyLacks`; what the claim sets aside,
 * `asideLacks`; a bound and a qualifier against the sentences stating the claim's number); a team the passage does not
 * name is named (`groupLacks`), as is a passage of a group holding none of the claim's names and numbers
 * (`groupMemberLacks`); an ordinal before a unit of time is a number; and a table row, a list marker, a cut-off
 * fragment and a sentence saying the sources do not cover something are no claims (`abstains`, `noSentence`).
 *
 * A citation that fails is not an error (the model may paraphrase): the answer marks it "passage 3 does not say
 * this" and names what the passage lacks, so the reader checks it. In the kit since 44k (u29x F5): the citation
 * renderer CheckedAnswer runs it in every answer view (Document Q&A, Simple Chat, Zohlar Ask and Chat). A currency
 * code and its symbol or word name one unit ("240 EUR" is held by "€240", u29x F12).
 */
import {tokens} from '@site/src/retrieval/tokens';
import {RETRIEVAL_WORDS} from '@site/src/retrieval/tokenize';
import {functionTerms, questionLanguage} from './functionWords';
import {checkCitations} from './match';
import {NOT_FOUND} from './grounding';
import {secondLook} from './supportCells'; // s54-dq
import {languageLacks, shortensWord} from './supportLanguages'; // s55 (t-zoh F4); s56-sup (u-dqa F4)

export type Unsupported = {
  /** The citation's number (1-based), as the answer writes it; 0 for a sentence citing no passage (see `uncited`). */
  n: number;
  /** For a sentence citing no passage: the passages cited elsewhere in the answer, which it was checked against. */
  uncited?: number[];
  /** The claim it was cited for, as written (citations removed). */
  claim: string;
  /** What the cited passage lacks, as the claim writes it: numbers and names first, or "" when it shares no content word at all. */
  lacks: string[];
  /**
   * Why, when more than "it does not mention": the part of the passage read for the claim ("the row of “LT-17”",
   * "the sentence saying “up to 10,000”") and what lacks there, or what the passage says instead ("Full-time").
   */
  why?: Array<{where?: string; lacks: string[]; says?: string[]; opposite?: true; namedIn?: string[]; elsewhere?: number; doer?: true}>;
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
/**
 * A foreign number word as its digits, unless it is capitalized inside a sentence, where it is a name: "Jégou, Douze and
 * Schmid" was read as 12, and a right claim about the passage was flagged "it says 12" (s56 w-chat F4).
 */
function foreignNumber(w: string, at: number, text: string): string {
  if (/^\p{Lu}/u.test(w) && /[\p{L}\p{N},;)]\s*$/u.test(text.slice(Math.max(0, at - 20), at))) return w;
  return ` ${FOREIGN_NUMBERS[w.toLowerCase()]} `;
}
const NUMBER_WORD = new RegExp(`(?<![\\p{L}])(?:(${TENS.slice(2).join('|')})(?:[\\s-](${UNITS.slice(1, 10).join('|')}))?|(${UNITS.join('|')})|(hundred))(?![\\p{L}])`, 'giu');

/**
 * An ordinal word before a unit of time or a count ("the fourth consecutive day", "the second working day", "the third
 * year"): the same number as "4th", "day 4" or "day four" (u30w F1: "from the 4th consecutive day" was flagged against
 * "fourth", and "from the first day" passed against "the fourth day"). An ordinal before any other word ("First, book
 * …", "the first item") is no number.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
/**
 * Ordinal words of the days of a month, 1 to 31 ("fifth", "fifteenth", "twenty-first"), longest first so that a
 * regular expression tries "fifteenth" before "fifth".
 */
const DAY_ORDINALS: ReadonlyArray<readonly [string, number]> = (() => {
  const teens = ['thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
  const all: Array<[string, number]> = ORDINALS.map((w, i) => [w, i + 1]);
  teens.forEach((w, i) => all.push([w, 13 + i]));
  all.push(['twentieth', 20], ['thirtieth', 30], ['thirty[\\s-]first', 31]);
  for (let i = 0; i < 9; i++) all.push([`twenty[\\s-]${ORDINALS[i]}`, 21 + i]);
  return all.sort((a, b) => b[0].length - a[0].length);
})();
const dayOrdinal = (word: string) => DAY_ORDINALS.find(([w]) => new RegExp(`^${w}$`, 'iu').test(word))?.[1] ?? 0;
/**
 * An ordinal word naming a day ("due on the fifth of each month", "on the twenty-first", "the fifteenth of March"):
 * the day's number (u39b F1: "the fifteenth" passed against "the fifth", and "the 5th" was flagged against it).
 */
const ORDINAL_DAY = new RegExp(
  String.raw`(?<=(?<![\p{L}])the\s+)(${DAY_ORDINALS.map(([w]) => w).join('|')})(?=\s+of(?![\p{L}])|\s*[,.;!?)]|\s*$|\s+(?:day|working|business|calendar)(?![\p{L}]))`,
  'giu',
);
const ORDINAL_BEFORE_UNIT = new RegExp(
  `(?<![\\p{L}])(${ORDINALS.join('|')})(?=(?:\\s+(?:working|business|calendar|consecutive|full|school|financial|fiscal|rolling))?\\s+(?:days?|weeks?|months?|years?|hours?|minutes?|quarters?|time|floor|shift|night)(?![\\p{L}]))`,
  'giu',
);

const ISO_DATE = /(?<![\p{L}\p{N}])\d{4}-\d{2}-\d{2}(?![\p{L}\p{N}])/gu;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Whether `held` (a text's numbers) holds the number `n`; an ISO date is also held by the same date written out ("10 March 2027"). */
function holdsNumber(n: string, held: ReadonlySet<string>, text: string): boolean {
  if (held.has(n)) return true;
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(n);
  if (!date) return false;
  const [year, month, day] = [date[1], MONTHS[Number(date[2]) - 1], String(Number(date[3]))];
  return month !== undefined && new RegExp(`(?<!\\d)${day}(?:st|nd|rd|th)?\\.?\\s+${month}\\s+${year}|${month}\\s+${day}(?:st|nd|rd|th)?,?\\s+${year}`, 'i').test(text);
}

/** How many of a smaller unit make a larger one, where it is exact: a year is 12 months, a week 7 days. */
const RATE_PARTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {year: {month: 12}, week: {day: 7}, day: {hour: 24}, hour: {minute: 60}};
const RATE_COUNT = `\\d{1,3}|${UNITS.slice(1, 13).join('|')}`;
/** "twice a year", "3 times per week", "once a day": how often, per unit. */
const TIMES_PER = new RegExp(String.raw`(?<![\p{L}])(?:(once|twice|thrice)|(${RATE_COUNT})\s+times?)\s+(?:a|an|per|every|each)\s+(year|week|day|hour)(?![\p{L}])`, 'giu');
/** "every six months", "every 8 hours": how often, as a period. */
const EVERY_PERIOD = new RegExp(String.raw`(?<![\p{L}])every\s+(${RATE_COUNT})\s+(months|days|hours|minutes)(?![\p{L}])`, 'giu');
const countOfWord = (w: string) => (/^\d/.test(w) ? Number(w) : UNITS.indexOf(w.toLowerCase()));
/**
 * The claim with a frequency written the other way round from the text ("twice a year" where the text says "every six
 * months", or the reverse) written as the text writes it (s54 e-sf: once "twice" was read as 2, "Fume hoods are
 * inspected twice a year" was flagged against "every six months"); "three times a year" is still another rate.
 */
function textRates(claim: string, text: string): {claim: string; was: Map<string, string>} {
  const rates = (t: string) => [
    ...[...t.matchAll(TIMES_PER)].map((m) => ({said: m[0], per: m[3].toLowerCase(), times: m[1] ? ['once', 'twice', 'thrice'].indexOf(m[1].toLowerCase()) + 1 : countOfWord(m[2])})),
    ...[...t.matchAll(EVERY_PERIOD)].map((m) => ({said: m[0], every: countOfWord(m[1]), part: m[2].toLowerCase().replace(/s$/, '')})),
  ];
  const theirs = rates(text);
  const was = new Map<string, string>();
  let out = claim;
  const same = (a: ReturnType<typeof rates>[number], b: ReturnType<typeof rates>[number]) =>
    'per' in a && 'every' in b && a.times > 0 && b.every > 0 && RATE_PARTS[a.per!]?.[b.part!] === a.times * b.every;
  for (const mine of rates(claim)) {
    const match = theirs.find((t) => same(mine, t) || same(t, mine));
    if (!match || !out.includes(mine.said)) continue;
    out = out.replace(mine.said, match.said);
    was.set(match.said, mine.said);
  }
  return {claim: out, was};
}

/** Durations in one unit of a scale: "48 months" is "4 years", "2 weeks" "14 days", "90 minutes" "1.5 hours". */
const DURATION_SCALES: ReadonlyArray<Readonly<Record<string, number>>> = [{minute: 1, hour: 60, day: 1440, week: 10080}, {month: 1, year: 12}];
/**
 * The claim with each duration it states in another unit than the text ("every 48 months" where the text says "every
 * 4 years", u35d F6) written as the text writes it, and what each rewritten duration was: the claim is then checked as
 * if it said "every 4 years", so "every 36 months" is still read as the other rule's "3 years".
 */
function textDurations(claim: string, text: string): {claim: string; was: Map<string, string>} {
  const theirs = numberUses(text);
  const was = new Map<string, string>();
  let out = claim;
  for (const u of numberUses(claim)) {
    const scale = DURATION_SCALES.find((sc) => u.kind in sc);
    if (!scale || theirs.some((t) => t.n === u.n && t.kind === u.kind)) continue;
    const length = Number(u.n) * scale[u.kind];
    const same = theirs.find((t) => t.kind !== u.kind && t.kind in scale && Math.abs(Number(t.n) * scale[t.kind] - length) < 1e-9);
    // "half a year" is read as "0.5 years" (COUNT_WORDS): the claim is read that way to be rewritten.
    if (same && !out.includes(u.said) && countWordsRead(out).includes(u.said)) out = countWordsRead(out);
    if (!same || !out.includes(u.said) || !/\d/.test(same.said)) continue;
    out = out.replace(u.said, same.said);
    was.set(same.said, u.said);
  }
  return {claim: out, was};
}

/**
 * A number written in kanji before a counter ("三日", "五千円", "二十日", "週に最大五日"), read as its digits (48k8, u32a F1:
 * 五日 passed against 三日). Only before a counter: 一 alone is also a word's first character ("一般", "一部").
 */
const KANJI_COUNT = /[〇一二三四五六七八九十百千万]+(?=(?:日|週|か月|ヶ月|カ月|箇月|月|年|時間|分|秒|回|人|名|件|円|個|歳|台|枚|%|％|点|點|時|时|号|元|天|个|位))/gu;
const KANJI_DIGITS: Readonly<Record<string, number>> = {〇: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9};
const KANJI_UNITS: Readonly<Record<string, number>> = {十: 10, 百: 100, 千: 1000};
function kanjiNumber(k: string): number {
  let total = 0;
  let block = 0;
  let digit = 0;
  for (const ch of k) {
    if (ch in KANJI_DIGITS) digit = KANJI_DIGITS[ch];
    else if (ch in KANJI_UNITS) {
      block += (digit || 1) * KANJI_UNITS[ch];
      digit = 0;
    } else if (ch === '万') {
      total += (block + digit || 1) * 10000;
      block = 0;
      digit = 0;
    }
  }
  return total + block + digit;
}

/** A number as a text states it: normalized (`n`), as written with its unit (`said`), and the kind of quantity (`kind`: "time", "date", "day", "EUR", "%"… or "" when unsaid). */
export type NumberUse = {n: string; said: string; kind: string; part?: true};

/** A month's name, or its abbreviation ("Feb", "Sept."). */
const MONTH = `${MONTHS.join('|')}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;
const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().replace(/\.$/, '').slice(0, 3))) + 1;
/** "22 May", "22nd of May 2026", "May 22", "April 22, 2026": a date written with its month's name (u30d F12: "May" was read as the verb). */
const WRITTEN_DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(\d{1,2})(?:st|nd|rd|th)?\.?\s+(?:of\s+)?(${MONTH})(?:,?\s+(\d{4}))?|(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d:])(?:,?\s+(\d{4}))?)(?![\p{L}\p{N}])`,
  'giu',
);
/**
 * "28/02/2031", "28.02.2031", "02/28/2031": a date written in figures with a four-digit year (u39b F2: "28/02/2031" was
 * flagged against "28 February 2031"). Day first, as written in Europe, unless only the month-first reading is a date
 * ("02/28/2031").
 */
const NUMERIC_DATE = /(?<![\p{N}.\/-])(\d{1,2})([./])(\d{1,2})\2((?:19|20)\d{2})(?![\p{N}]|[./-]\p{N})/gu;
/** "December 2025", "Dec. 2025": a month with its year and no day. */
const MONTH_YEAR = new RegExp(String.raw`(?<![\p{L}\p{N}])(${MONTH})\s+(\d{4})(?![\p{L}\p{N}])`, 'giu');
/** The unit after a number, by its first letters, as one kind: "days" and "day" are "day", "euros", "EUR" and "€" are "EUR". */
const UNIT_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?::\d\d|\s*(?:a\.?m\b\.?|p\.?m\b\.?|o['’]clock|h\b))/i, 'time'],
  [/^\s*(?:minutes?|mins?)\b/i, 'minute'],
  [/^\s*(?:hours?|hrs?)\b/i, 'hour'],
  [/^\s*(?:(?:working|business|calendar|consecutive)\s+)?days?\b/i, 'day'],
  [/^\s*weeks?\b/i, 'week'],
  [/^\s*months?\b/i, 'month'],
  [/^\s*years?\b/i, 'year'],
  [/^\s*(?:km|kilomet(?:er|re)s?)\b/i, 'km'],
  // Sizes and counts a model gets wrong by a letter ("40 MB" where the passage says "40 KB", u30e C2).
  [/^\s*(?:kb|kib|kilobytes?)\b/i, 'KB'],
  [/^\s*(?:mb|mib|megabytes?)\b/i, 'MB'],
  [/^\s*(?:gb|gib|gigabytes?)\b/i, 'GB'],
  [/^\s*(?:tb|tib|terabytes?)\b/i, 'TB'],
  [/^\s*bytes?\b/i, 'byte'],
  [/^\s*(?:ms|milliseconds?)\b/i, 'ms'],
  [/^\s*(?:seconds?|secs?)\b/i, 'second'],
  [/^\s*tokens?\b/i, 'token'],
  [/^\s*(?:characters?|chars?)\b/i, 'character'],
  [/^\s*(?:%|percent\b|per cent\b)/i, '%'],
  [/^\s*(?:eur|euros?)\b/i, 'EUR'],
  [/^\s*(?:usd|dollars?)\b/i, 'USD'],
  [/^\s*(?:gbp|pounds?)\b/i, 'GBP'],
  // Chinese and Japanese counters (s54, u39b F5): "十日" is ten days, "午前10時" and "十点" a time of day.
  [/^\s*(?:時間|小时|小時|个小时)/u, 'hour'],
  [/^\s*(?:時|时|点|點)/u, 'time'],
  [/^\s*(?:日間|日|天)/u, 'day'],
  [/^\s*(?:週間|週|周)/u, 'week'],
  [/^\s*(?:か月|ヶ月|カ月|箇月|个月)/u, 'month'],
  [/^\s*年/u, 'year'],
  [/^\s*(?:分钟|分間|分)/u, 'minute'],
];
const SYMBOL_KINDS: Readonly<Record<string, string>> = {'€': 'EUR', $: 'USD', '£': 'GBP'};

/** A clock time said in words: "half past seven", "a quarter to 6" (with "in the morning" or "in the evening" after it). */
const HOUR_SAID = `(${UNITS.slice(1, 13).join('|')}|\\d{1,2})`;
const DAYTIME = String.raw`(\s+in\s+the\s+(?:morning|afternoon|evening)|\s+at\s+night)`;
const HALF_PAST = new RegExp(String.raw`(?<![\p{L}])(half|(?:a\s+)?quarter)\s+(past|to)\s+${HOUR_SAID}(?:\s+o['’]clock)?${DAYTIME}?(?![\p{L}])`, 'giu');
/** An hour with the part of the day: "seven in the morning", "7:30 in the evening". */
const HOUR_OF_DAY = new RegExp(String.raw`(?<![\p{L}\p{N}:])${HOUR_SAID}(?::(\d\d))?(?:\s+o['’]clock)?${DAYTIME}(?![\p{L}])`, 'giu');
/** " am" for the morning, " pm" for the afternoon, evening or night, "" for no part of the day. */
const meridiemOf = (when: string | undefined) => (!when ? '' : /morning/i.test(when) ? ' am' : ' pm');
/** "one" standing for a thing named before ("the first one is free", "this one", "another one"): no number (u34b F2). */
const PRONOUN_ONE = new RegExp(String.raw`((?<![\p{L}])(?:${ORDINALS.join('|')}|last|next|other|another|same|this|that|which|each|every|any|no|new|old|right|wrong|only)\s+)one(?![\p{L}])(?!\s+(?:minutes?|hours?|days?|weeks?|months?|years?|euros?|dollars?|pounds?|percent|per\s+cent|times?)(?![\p{L}]))`, 'giu');
/**
 * Counts said in words the number words miss (s54 e-sf, u39b: "2 times a year" was flagged against "twice a year", "12
 * eggs" against "a dozen eggs", "30 minutes" against "half an hour"): "once" and "twice" before how often ("once a
 * week", "twice per day"), "a dozen", "half a dozen", "half an hour" (30 minutes), "half a day" (0.5 days), "an hour
 * and a half" and "two and a half days" (1.5 hours, 2.5 days), and "half" of a price or amount ("half price", "half the
 * fee") as 50%. Each is read as its figure, so "three times a year" or "10 eggs" is still another number.
 */
const COUNT_WORDS: ReadonlyArray<readonly [RegExp, string | ((...m: string[]) => string)]> = [
  [/(?<![\p{L}])(once|twice|thrice)(?=\s+(?:(?:a|an|per|every|each)\s+(?:(?:calendar|working|business|school|financial|fiscal)\s+)?(?:day|week|fortnight|month|quarter|year|hour|minute|shift|term|semester|season|night)|daily|weekly|monthly|quarterly|yearly|annually)(?![\p{L}]))/giu, (w: string) => ` ${['once', 'twice', 'thrice'].indexOf(w.toLowerCase()) + 1} times`],
  [/(?<![\p{L}])half\s+a\s+dozen(?![\p{L}])/giu, ' 6 '],
  [/(?<![\p{L}])(?:a\s+)?dozen(?![\p{L}])/giu, ' 12 '],
  [/(?<![\p{L}])half\s+an?\s+hour(?![\p{L}])/giu, ' 30 minutes '],
  [/(?<![\p{L}])(?:an?|one)\s+(hour|day|week|month|year)\s+and\s+a\s+half(?![\p{L}])/giu, (_w: string, unit: string) => ` 1.5 ${unit}s `],
  [new RegExp(String.raw`(?<![\p{L}])(\d{1,2}|${UNITS.slice(1, 13).join('|')})\s+and\s+a\s+half\s+(hours?|days?|weeks?|months?|years?)(?![\p{L}])`, 'giu'), (_w: string, n: string, unit: string) => ` ${/\d/.test(n) ? n : UNITS.indexOf(n.toLowerCase())}.5 ${unit} `],
  // s56-sup (u-dqa F4): "one and a half times the rate" is 150% of it.
  [new RegExp(String.raw`(?<![\p{L}])(\d|${UNITS.slice(1, 10).join('|')})\s+and\s+a\s+half\s+times(?![\p{L}])`, 'giu'), (_w: string, n: string) => ` ${(/\d/.test(n) ? Number(n) : UNITS.indexOf(n.toLowerCase())) * 100 + 50}% `],
  [/(?<![\p{L}])(?:half\s+an?\s+|an?\s+half[\s-])(day|week|month|year)(?![\p{L}])/giu, (_w: string, unit: string) => ` 0.5 ${unit}s `],
  [/(?<![\p{L}])half(?=\s+(?:the\s+|of\s+the\s+|its\s+|their\s+)?(?:[\p{L}-]+\s+)?(?:price|fare|fee|rate|cost|amount|ticket|charge)s?(?![\p{L}]))/giu, ' 50% '],
];
/** A text with its counts in words read as COUNT_WORDS reads them ("half a year" as "0.5 years"), spaces closed up. */
const countWordsRead = (text: string) => COUNT_WORDS.reduce((t, [re, to]) => t.replace(re, to as string), text).replace(/\s+/g, ' ').trim();
/** "may drive one [1]", "buy one.": "one" ending a clause after a verb stands for a thing named before (u37b: "Only staff with a valid forklift licence may drive one"). */
const CLAUSE_END_ONE = /(?<=(?<![\p{L}])(?!(?:only|just|exactly|least|most|than|number|no|is|are|was|were|be|been|plus|and|or|to|of|from|under|over|about|nearly|almost|get|gets|have|has|receive|receives|day|week|month|year|hour|level|step|phase|stage|part|chapter|section|page|room|floor|gate|tier|grade|class|category|type|zone|building|hall|lab|ward|round|option|plan|version|priority|size|team|group)\s)\p{Ll}+\s+)one(?=\s*(?:\[\d|[.;!?]|$))/gu;
/** The hour a word or figure names, 1 to 12, or null. */
function clockHour(said: string | undefined): number | null {
  if (!said) return null;
  const n = /^\d+$/.test(said) ? Number(said) : UNITS.indexOf(said.toLowerCase());
  return n >= 1 && n <= 12 ? n : null;
}

/** s54 (u39b F5): digits written full width ("１０", "９:００") are the same digits. */
const halfWidth = (text: string) =>
  text
    .replace(/[０-９：．，]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    // Chinese and Japanese write a figure between characters with no space ("会议10点开始"): it is a number all the same.
    .replace(/(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])(?=\d)|(?<=\d)(?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])/gu, ' ');

/** The numbers a text states with their units; a date, ISO or written out ("2026-09-30", "30 September 2026"), is one value, "2026-09-30" and "30 September", and "noon" is 12:00. */
export function numberUses(text: string): NumberUse[] {
  const found: NumberUse[] = [];
  const date = (year: string | undefined, month: number, day: number, said: string) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return false;
    const dm = `${day} ${MONTHS[month - 1][0].toUpperCase()}${MONTHS[month - 1].slice(1)}`;
    if (year) {
      found.push({n: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, said, kind: 'date'});
      // A full date holds its month and its year ("9 December 2025" holds "Dec 2025" and "2025", u30e P1).
      found.push({n: `${year}-${String(month).padStart(2, '0')}`, said, kind: 'date', part: true}, {n: year, said: year, kind: '', part: true});
    }
    found.push({n: dm, said: year ? said : dm, kind: 'date'});
    return true;
  };
  const monthYear = (month: number, year: string, said: string) => {
    found.push({n: `${year}-${String(month).padStart(2, '0')}`, said, kind: 'date'}, {n: year, said: year, kind: '', part: true});
    return ' ';
  };
  // An ISO date is one number ("2027-03-10"), never its year, month and day apart: a register row's date is not
  // held by another row sharing its day (u29v F19).
  const undated = halfWidth(text)
    // Before the dates are read, so "the twenty-first of March" is the date 21 March.
    .replace(ORDINAL_DAY, (w) => String(dayOrdinal(w)))
    .replace(ISO_DATE, (d) => (date(d.slice(0, 4), Number(d.slice(5, 7)), Number(d.slice(8, 10)), d) ? ' ' : d))
    .replace(NUMERIC_DATE, (all, a: string, _sep: string, b: string, y: string) =>
      (Number(b) > 12 ? date(y, Number(a), Number(b), all) : date(y, Number(b), Number(a), all)) ? ' ' : all,
    )
    .replace(WRITTEN_DATE, (all, d1?: string, m1?: string, y1?: string, m2?: string, d2?: string, y2?: string) =>
      date(y1 ?? y2, monthOf((m1 ?? m2)!), Number(d1 ?? d2), all.trim()) ? ' ' : all,
    )
    // A month and a year ("Dec 2025", "December 2025") is one value.
    .replace(MONTH_YEAR, (all, m: string, y: string) => monthYear(monthOf(m), y, all.trim()))
    // "twice a year" is 2 times, "a dozen" 12, "half an hour" 30 minutes (COUNT_WORDS); "may drive one" no number.
    .replace(/[\s\S]+/, (all) => COUNT_WORDS.reduce((t, [re, to]) => t.replace(re, to as string), all).replace(CLAUSE_END_ONE, ' '))
    // "half past seven in the morning" is 7:30 am, "a quarter to six in the evening" 5:45 pm (u34b F2).
    .replace(HALF_PAST, (all, part: string, rel: string, h: string, when?: string) => {
      let hour = clockHour(h);
      if (hour === null) return all;
      const q = /half/i.test(part) ? 30 : 15;
      if (/to/i.test(rel)) hour = hour === 1 ? 12 : hour - 1;
      return ` ${hour}:${/to/i.test(rel) ? 60 - q : q}${meridiemOf(when)} `;
    })
    .replace(HOUR_OF_DAY, (all, h: string, minutes: string | undefined, when: string) => {
      const hour = clockHour(h);
      return hour === null ? all : ` ${hour}:${minutes ?? '00'}${meridiemOf(when)} `;
    })
    .replace(/(?<![\p{L}])(?:noon|midday)(?![\p{L}])/giu, ' 12:00 ')
    .replace(/(?<![\p{L}])midnight(?![\p{L}])/giu, ' 0:00 ');
  const plain = undated.replace(PRONOUN_ONE, '$1 ').replace(KANJI_COUNT, (k) => ` ${kanjiNumber(k)} `).replace(ORDINAL_DAY, (w) => ` ${dayOrdinal(w)} `).replace(ORDINAL_BEFORE_UNIT, (w) => ` ${ORDINALS.indexOf(w.toLowerCase()) + 1} `).replace(FOREIGN_NUMBER, foreignNumber).replace(NUMBER_WORD, (_w, tens?: string, unit?: string, single?: string, hundred?: string) => {
    if (hundred) return ' 100 ';
    if (single) return ` ${UNITS.indexOf(single.toLowerCase())} `;
    return ` ${TENS.indexOf(tens!.toLowerCase()) * 10 + (unit ? UNITS.indexOf(unit.toLowerCase()) : 0)} `;
  });
  // A decimal part is no clock's hour: "6666,07:30" in a CSV row is 6666 and 07:30 (48k8, u32a F2).
  // A colon is followed by a clock's minutes, two digits: "42001:2023" is a standard and its year, no time (s56 w-chat F4).
  for (const m of plain.matchAll(/(?<![\p{L}\p{N}])\d+(?:(?:[,.\u00a0\u202f ]\d{3})+(?![\d]))?(?:(?:[.,]\d+|:\d\d)(?!\d|[:.]\d))?/gu)) {
    let n = m[0];
    if (/^\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+$/.test(n)) n = n.replace(/[,.\u00a0\u202f ]/g, '');
    else n = n.replace(/[\u00a0\u202f ]\d{3}$/, (g) => g.trim()).replace(',', '.');
    const clock = /:\d\d$/.test(n);
    n = n.replace(/:00$/, '').replace(/^0+(?=\d)/, '');
    // "4th day" is a day, as "fourth day" is.
    const after = plain.slice(m.index! + m[0].length, m.index! + m[0].length + 26).replace(/^(?:st|nd|rd|th)(?![\p{L}])/u, '');
    // "4:30 pm" is 16:30 and "12 am" is 0:00, as a 24-hour clock writes them (48k, u31g F1).
    const meridiem = /^\s*([ap])\.?m\b\.?/i.exec(after);
    if (meridiem && /^\d{1,2}(?::\d\d)?$/.test(n)) {
      const [h, minutes] = n.split(':');
      let hour = Number(h);
      if (hour >= 1 && hour <= 12) {
        if (meridiem[1].toLowerCase() === 'p' && hour < 12) hour += 12;
        if (meridiem[1].toLowerCase() === 'a' && hour === 12) hour = 0;
        n = minutes ? `${hour}:${minutes}` : String(hour);
      }
    }
    const symbol = /([€$£])\s?$/.exec(plain.slice(Math.max(0, m.index! - 2), m.index!));
    const unit = UNIT_KINDS.find(([re]) => re.test(after));
    const kind = clock ? 'time' : symbol ? SYMBOL_KINDS[symbol[1]] : (unit?.[1] ?? '');
    const word = unit && !clock ? unit[0].exec(after)![0] : '';
    found.push({n, said: (symbol ? `${symbol[1]}${m[0]}` : `${m[0]}${word}`).replace(/\s+/g, ' ').trim(), kind});
  }
  return found;
}

/** The numbers a text states, normalized: "1,240" and "1 240" → "1240", "3,5" → "3.5", "9:00" → "9", "5th" → "5", "sixty" → "60"; a date as "2026-09-30" and "30 September". */
export function numbersOf(text: string): Set<string> {
  return new Set(numberUses(text).map((u) => u.n));
}

/** How `claim` writes its number `n`: "3,000" for 3000, "08:30" for 8:30; `n` itself when it writes it otherwise ("three", a date). */
function writtenAs(n: string, claim: string): string {
  const said = numberUses(claim).find((u) => u.n === n && !u.part)?.said;
  const digits = said && /^\d[\d.,:\u00a0\u202f]*/.exec(said)?.[0].replace(/[.,:\u00a0\u202f]+$/, '');
  return digits && numbersOf(digits).has(n) ? digits : n;
}

/** The numbers a claim states itself: a full date's month and year are held by it, never claimed apart. */
function claimNumbersOf(text: string): Set<string> {
  return new Set(numberUses(text).filter((u) => !u.part).map((u) => u.n));
}

/** Words no claim's names are made of: sentence openers and words a model capitalizes for emphasis. */
const NOT_NAMES = new Set([
  // Pronouns and determiners open sentences ("His hours are …", 48k8).
  ...['he', 'she', 'his', 'her', 'its', 'their', 'they', 'we', 'our', 'your', 'my', 'this', 'that', 'these', 'those', 'it'],
  ...['i', 'note', 'yes', 'no', 'however', 'also', 'but', 'and', 'the', 'a', 'an', 'if', 'so', 'passage', 'passages', 'section', 'clause', 'article'],
  // A day of the week is a time, no name ("On Fridays it closes at 14:00", 47k2).
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((d) => [d, `${d}s`]),
]);

/**
 * English function words that open a sentence and are not in the passage search's stop words (tokenize.ts): a
 * sentence opening with one of them opens with no name. Function words, never names.
 */
const OPENERS = new Set(
  (
  'most many much each both some every several few other others another one here today first second third next last finally overall instead however therefore thus hence meanwhile otherwise because although though while since after before during unless until once only just even still yet always never often sometimes please besides unlike like per via without within whether either neither nor ' +
    // Adverbs and particles that open a sentence ("Back off and retry …", "Back then, …", 48k, u31h F4).
    'back then now there again later earlier soon together rather almost already away forward ahead up down off out over under above below around along about'
  ).split(' '),
);
/**
 * Verbs that open an instruction ("Use m = 16 …", "Expect the switch …", "See …", "Start with …", "Quote …") and other
 * common words that open a sentence, number words among them ("Ten million …"): a capitalized one opening a sentence
 * is an ordinary word, unless the passages write it capitalized mid-sentence, as a name (u32d F2, after 48k's "Back").
 */
const COMMON_OPENERS = new Set(
  (
    'use expect see start quote set try add avoid keep check choose pick make run create call store build enable disable configure install apply ' +
    'measure test compare consider prefer remember read write send ask give take put get let follow split embed filter rerank cap wait retry limit ' +
    'plan review monitor log cache return pass treat map look find define count point line stop skip switch move turn show tell think leave drop ' +
    'hold mark sort group raise cut fit mind watch include exclude remove replace reduce increase lower raise combine fuse normalize tune index ' +
    'chunk split size scale batch query search retrieve rank score weight store save load fetch update delete insert upsert ' +
    'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million billion half ' +
    'all any such some both either roughly about approximately around nearly'
  ).split(' '),
);

/** Words a model writes as a field label before a colon ("Hours:", "Manager:", "Price:"). */
const FIELD_LABELS = new Set(
  (
    'hours opening opens closes open closed time times date dates day days deadline manager contact owner lead head address location place ' +
    'phone email price prices cost costs fee fees budget limit limits amount total status type size duration period note notes reason ' +
    'eligibility approval approver who what when where how answer summary result results source sources'
  ).split(' '),
);

/** The words the texts write capitalized in mid-sentence, after a word or a comma ("… by Cormack, Clarke and Büttcher"): names there. */
export function midSentenceNames(...texts: string[]): Set<string> {
  return new Set(texts.flatMap((t) => [...t.matchAll(/(?<=[\p{L}\p{N},)]\s+)\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu)].map((m) => m[0].toLowerCase())));
}
/** The names each set of lower-case words (lowerCaseWords) was made beside: its texts' mid-sentence capitalized words. */
const NAMED_BESIDE = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/** Endings of ordinary English words that open a sentence ("Generally", "Filtering", "Quantization", "Latency"). */
const ORDINARY_ENDING = /(?:ly|ing|tion|sion|ment|ness|ity|ed|ency|ancy|ance|ence|ive|ous|able|ible|ful|less|ship|ism)$/i;

/**
 * Whether a capitalized word opening a sentence is an ordinary word there rather than a name (u30e C1: "OpenAI
 * introduced MCP …" passed because the first word was never read as a name): a function word of English or of the
 * claim's language, a word the answer or its passages write in lower case (`lower`), or of an ordinary word's shape.
 * A word with a capital inside ("OpenAI", "GraphRAG") is a name.
 */
function ordinaryOpener(said: string, term: string, claim: string, lower: ReadonlySet<string>): boolean {
  if (/^\p{Lu}\p{Ll}+\p{Lu}/u.test(said)) return false;
  const word = said.toLowerCase();
  const common = COMMON_OPENERS.has(word) && !NAMED_BESIDE.get(lower)?.has(word);
  return NOT_NAMES.has(word) || OPENERS.has(word) || common || functionTerms(claim).has(term) || lower.has(word) || ORDINARY_ENDING.test(word);
}

/** What follows a verb opening an instruction: an article or a possessive ("Call the …", "Email your …"); not "a", which is French "has" ("Google a lancé …"). */
const IMPERATIVE_NEXT = /^\s+(?:the|an|your|our|their|this|that|these|those|each|every|any|all)\s/i;

/** The words of texts written in lower case ("filters", "design"): a capitalized one opening a sentence is an ordinary word. */
export function lowerCaseWords(...texts: string[]): Set<string> {
  const lower = new Set(texts.flatMap((t) => t.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}\p{M}]*/gu) ?? []));
  NAMED_BESIDE.set(lower, midSentenceNames(...texts));
  return lower;
}

/**
 * The words of a claim it capitalizes in mid-sentence (names, codes): "Marguerite", "Olsen", "B" of "Oven B"; and
 * given `lower` (the lower-case words of the answer and its passages), also a capitalized word opening a sentence
 * unless it is an ordinary word there (`ordinaryOpener`). The sentence and part checks read mid-sentence names only:
 * a word opening a sentence is placed by them only when no ordinary word ("Hotels are …" is a subject, no name).
 */
function namesOf(claim: string, loose = false, lower?: ReadonlySet<string>): Array<{said: string; term: string}> {
  // German capitalizes every noun: there a capital says nothing about a name ("Die Kündigung erfolgt schriftlich"),
  // but a capital inside a word does ("OpenAI").
  const german = questionLanguage(claim) === 'de';
  const words = tokens(claim, RETRIEVAL_WORDS);
  return words
    .filter((w) => {
      const said = claim.slice(w.start, w.end);
      if (!/^\p{Lu}/u.test(said) || /\d/.test(said) || NOT_NAMES.has(said.toLowerCase())) return false;
      if (german) return /^\p{Lu}\p{Ll}+\p{Lu}/u.test(said);
      // A month of a date is part of a number ("30 September 2026", "May 22"), a code's letters of its code ("PR-17").
      if (monthOf(said) > 0 && (/^\.?\s+\d/.test(claim.slice(w.end)) || /\d(?:st|nd|rd|th)?\.?\s+(?:of\s+)?$/i.test(claim.slice(0, w.start)))) return false;
      if (/^-\d/.test(claim.slice(w.end))) return false;
      // s56-sup (u-dqa F4): a courtesy title before a name ("Ms. Halvorsen") and a contraction ("Don't") are no names.
      if (COURTESY_TITLE.test(said) && /^\.?\s+\p{Lu}/u.test(claim.slice(w.end))) return false;
      if (/\p{L}n['’]t$/iu.test(said)) return false;
      // The first word of a claim, sentence, clause or quotation is capitalized anyway: there it is a name only when
      // it is no ordinary word (u30e C1).
      const before = claim.slice(0, w.start).trimEnd();
      const opening = loose ? before === '' : before === '' || /[.!?:;*#>(\-–—"“„«]$/u.test(before);
      // An opening word followed by an article or a possessive is a verb telling the reader what to do ("Call the
      // security team …", "Contact your manager …"), no name (48k8, u32a F2).
      if (opening && IMPERATIVE_NEXT.test(claim.slice(w.end)) && (questionLanguage(claim) ?? 'en') === 'en') return false;
      // A list item's field label ("- Hours: 08:30–17:00", "Manager: Tomasz Nowak") names what follows it, no one (u35b F6).
      if (opening && /^\s*:/.test(claim.slice(w.end)) && FIELD_LABELS.has(said.toLowerCase())) return false;
      return !opening || (lower !== undefined && !ordinaryOpener(said, w.term, claim, lower));
    })
    .map((w) => ({said: claim.slice(w.start, w.end), term: w.term}));
}

/** s56-sup (u-dqa F4): a title written before a person's name; "Ms." where the passage says "Margit Halvorsen" adds no name. */
const COURTESY_TITLE = /^(?:mr|mrs|ms|mx|miss|dr|prof|sir|dame)$/i;

/** A code: letters and digits joined, maybe by - : . _ / ("LLM07:2026", "GPT-4o", "H100", "LT-17"); it opens with a letter ("40KB" is a number and its unit). */
const CODE = /(?<![\p{L}\p{N}]|[\p{L}\p{N}][-:._/])\p{L}[\p{L}\p{N}]*(?:[-:._/][\p{L}\p{N}]+)*(?![\p{L}\p{N}]|[-:._/][\p{L}\p{N}])/gu;

/** The codes a claim names (u30e C2: "LLM07:2026" passed where the passage lists LLM01:2026 and LLM03:2026); "mid-2025" is a time. */
function codesOf(claim: string): string[] {
  // A run of Chinese or Japanese is written without spaces: "会议10点开始" is a sentence stating 10, no code (s54, u39b F5).
  return [...new Set((claim.match(CODE) ?? []).filter((c) => /\d/.test(c) && /\p{L}/u.test(c) && !/^(?:mid|pre|post|early|late|end|since|until|by)-/i.test(c) && !/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(c)))];
}

/** Whether `text` names the code as one token, its separators written any way ("LLM01" is held by "LLM01:2026", "PR17" by "PR-17"). */
function holdsCode(code: string, text: string): boolean {
  const body = code
    .split(/[-:._/]/)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[-:._/ ]?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * Whether `text` writes out the abbreviation `said` ("RAG" for "Retrieval-augmented generation", 48k, u31h F4): three
 * to six capitals, the first letters of as many words in a row (a hyphen joins two), each a content word of three
 * letters or more.
 */
function spellsOut(said: string, text: string): boolean {
  if (!/^\p{Lu}{3,6}$/u.test(said)) return false;
  const stop = functionTerms(text);
  for (const run of text.split(/[^\p{L}\s-]+/u)) {
    const words = run.split(/[\s-]+/).filter(Boolean);
    for (let i = 0; i + said.length <= words.length; i++) {
      const span = words.slice(i, i + said.length);
      if (span.every((w, k) => w.length >= 3 && w[0].toUpperCase() === said[k] && !stop.has(w.toLowerCase()))) return true;
    }
  }
  return false;
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
  "see source sources passage passages document text guide cited citation according per stated state mentioned mention says say details more information info yes cannot can't don't doesn't isn't aren't won't true false correct right",
);

/** A claim's content terms: its terms but the words that only point at a passage. */
function claimTerms(text: string): Set<string> {
  return new Set([...termsOf(text)].filter((t) => !POINTERS.has(t)));
}

/** A citation group: "[2]", "[1, 3]"; adjacent groups ("[1][3]", "[1] [3]") count as one. */
/** A run of citations: "[1]", "[1, 3]", "[1][3]", and a range or a list with semicolons, "[1–3]", "[2; 4]", as match.ts reads them (s54 e-sf). */
const GROUP = /(?:\[\d{1,3}(?:\s*[,;\u2013\u2014-]\s*\d{1,3})*\](?!\()\s*)+/g;
/** The passage numbers a run of citations names: "[1–3]" is 1, 2 and 3 (u39b: "[2–3]" was read as no citation, its sentence checked against the answer's other passages only). */
function groupNumbers(group: string): number[] {
  return [...group.matchAll(/(\d{1,3})(?:\s*[\u2013\u2014-]\s*(\d{1,3}))?/g)].flatMap((d) => {
    const [a, b] = [Number(d[1]), Number(d[2] ?? d[1])].sort((x, y) => x - y);
    return b - a < 20 ? Array.from({length: b - a + 1}, (_, i) => a + i) : [a, b];
  });
}

/**
 * Sentences: each line on its own, its list marker ("1.", "-") or heading marks taken off first (u30x F5: "1." was a
 * sentence of its own), then cut after . ! ? followed by a space (not after an abbreviation such as "ext." or "et al.";
 * citations written after the full stop stay with their sentence).
 */
function sentencesOf(answer: string): string[] {
  return answer
    .replace(/```[\s\S]*?(?:```|$)|`[^`\n]*`/g, ' ')
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*+>]|\d+[.)])\s+/, '').replace(/^#+\s*/, ''))
    // An abbreviation's full stop ends no sentence ("on ext. 9999 [1]" is one claim, u29x F5; "Lewis et al. in 2020 [1]", u30x F5).
    // Nor does a day's ("am 25. November 2024", "le 1. März").
    .flatMap((line) => line.split(/(?<!(?<![\p{L}.])(?:ext|tel|approx|e\.g|i\.e|dr|prof|mr|mrs|ms|mx|st|vs|nr|fig|al|jr|sr|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.)(?<=[.!?])\s+(?!\[\d)(?!(?<=(?<![\p{N}.])\d{1,2}\.\s+)(?:jan|feb|m[aä]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz])\p{L}*\.?\s)/iu))
    .filter((s) => s.trim());
}

/**
 * A sentence saying that the sources do not cover something ("The guide does not cover the capital of France.", "The
 * workspace documents do not cover it."): the answer the grounded prompts ask for when the passages lack it. It
 * claims nothing a passage could hold (u30x F5).
 */
const ABSTENTION =
  /^(?:(?:but|however|unfortunately|sorry)[,\s]+)?(?:the|these|this|my|your|our|its|their)?\s*(?:\p{L}+\s+){0,2}(?:guide|documents?|docs|passages?|sources?|context|text|workspace|handbook|policy|excerpts?|page)\s+(?:does|do|did|can)\s*(?:not|n['’]t)\s+(?:cover|say|mention|contain|include|address|answer|state|specify|describe|give|provide|list|name|explain)\b/iu;
/** "The rent is not stated in the passages.", "Its amount isn't mentioned in the document." (s55, u-dqa F5): no claim either. */
const NOT_STATED =
  /^(?:(?:but|however|unfortunately|sorry)[,\s]+)?[^.;:!?]{1,80}?\s(?:is|are|was|were)\s*(?:not|n['’]t)\s+(?:stated|mentioned|given|specified|covered|listed|found|provided|named|said)\s+(?:anywhere\s+)?(?:in|by)\s+(?:the|these|this|any\s+of\s+the)\s+(?:\p{L}+\s+)?(?:passages?|documents?|sources?|text|context|excerpts?)\s*[.!]?\s*$/iu;
export const abstains = (sentence: string): boolean => ABSTENTION.test(sentence.replace(/[*_]/g, '').trim()) || NOT_STATED.test(sentence.replace(/[*_]/g, '').trim());

/**
 * A line of an answer that is no sentence, so an uncited one claims nothing (u30x F5): a Markdown table row ("| Store |
 * Hosting |"), a list line or the cut-off end of a dropped reply of fewer than four words with no full stop ("first
 * item", "Th").
 */
function noSentence(line: string): boolean {
  const plain = line.replace(/[*_`]/g, '').trim();
  return /^\|.*\|$/.test(plain) || (!/[.!?]$/.test(plain) && plain.split(/\s+/).length < 4);
}

/**
 * A reply that did not finish (stopped, dropped, interrupted) without its cut-off end: the text after its last finished
 * sentence, when that text ends in no full stop, question or exclamation mark (a closing citation, quote, bracket or
 * Markdown emphasis may follow the mark). The end is half a sentence, whatever its length: "Sentence 3 about chunking and
 * overlap in retrieval s" was checked as a claim after Stop (s54 t-chat F5; `noSentence` only spares ends under four words).
 */
export function withoutCutEnd(answer: string): string {
  const trimmed = answer.replace(/\s+$/, '');
  if (/[.!?:](?:\s*\[[\d,\s–-]+\])*[)\]"'”’*_`]*$/.test(trimmed) || /^\|.*\|$/.test(trimmed.split('\n').pop()!.trim())) return answer;
  const finished = Math.max(trimmed.lastIndexOf('\n'), ...[...trimmed.matchAll(/[.!?](?:\s*\[[\d,\s–-]+\])*[)\]"'”’*_`]*\s/g)].map((m) => m.index! + m[0].length - 1));
  return finished < 0 ? '' : trimmed.slice(0, finished + 1);
}

/** A claim's checkable items: its numbers (normalized) and its content words (as written, with their terms). */
type Item = {said: string; term?: string; number?: string};

/** Words that only state a bound or a direction: held anywhere, they say nothing about where a claim belongs. */
const BOUND_WORDS = termsOf('under below less fewer up to at most least no not never more over above greater higher lower exceeding excess maximum minimum max min or and than of');

/** A claim without what it sets aside ("…, not the department head", "rather than Omar"): those words are placed nowhere by it. */
function setAside(claim: string): string {
  return claim.replace(/(?:,\s*(?:and\s+)?not|\brather than|\binstead of|\bunlike)\b[^,;.]*/giu, ' ');
}

function claimItems(claim: string): Item[] {
  const items: Item[] = [...claimNumbersOf(claim)].map((n) => ({said: n, number: n}));
  const seen = new Set<string>();
  for (const w of tokens(claim, RETRIEVAL_WORDS)) {
    if (POINTERS.has(w.term) || BOUND_WORDS.has(w.term) || /^\p{N}/u.test(w.term) || seen.has(w.term)) continue;
    seen.add(w.term);
    items.push({said: claim.slice(w.start, w.end), term: w.term});
  }
  return items;
}

function holdsItem(item: Item, text: string): boolean {
  if (item.number !== undefined) return holdsNumber(item.number, numbersOf(text), text);
  return termsOf(text).has(item.term!) || holdsCurrency(item.said, text);
}

/** The cells of a table row: a Markdown row ("| 49 | Ben Carter |") or a line with at least three tab-, semicolon- or comma-separated cells. */
function cellsOf(line: string): string[] | null {
  const trimmed = line.trim();
  if (/^\|.*\|$/.test(trimmed)) {
    if (/^[\s|:-]+$/.test(trimmed)) return null;
    return trimmed.slice(1, -1).split('|').map((c) => c.replace(/[*_`]/g, '').trim());
  }
  // A row as the guide's passages give it, its opening pipe dropped ("float32 (vector in pgvector) | 6,144 | about 61 GB |", s49-c, u32d F2).
  if (/^[^|]+(?:\|[^|]*){1,}\|$/.test(trimmed) && !/^[\s|:-]+$/.test(trimmed)) return trimmed.slice(0, -1).split('|').map((c) => c.replace(/[*_`]/g, '').trim());
  for (const sep of ['\t', ';', ',']) {
    const cells = trimmed.split(sep).map((c) => c.trim());
    if (cells.length >= 3 && cells.every((c) => c !== '' && c.length <= 60)) return cells;
  }
  return null;
}

/** A cell's value as the claim may write it: case and a hyphen, space or underscore between its parts left open ("LT-17", "lt 17"). */
function cellPattern(cell: string): RegExp | null {
  if (cell.length < 2 || !/[\p{L}\p{N}]/u.test(cell)) return null;
  const parts = cell.split(/[\s_-]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u).filter(Boolean);
  const body = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s_-]?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}]|[.,]\\p{N})`, 'iu');
}

/**
 * A claim naming rows of a table in the cited text (a row's first cell: "LT-17", a week "49"): what the claim says
 * that the text holds only in other rows (u29v F19: "LT-17 is owned by Omar Haddad" where Omar Haddad owns LT-170).
 * Lines that are no row (a title) and a header row (the first row, with no digit) count for every row.
 */
const ROW_VERBS = termsOf('need needs needed take takes took require requires required use uses used cost costs occupy occupies hold holds store stores give gives');
function rowLacks(claim: string, text: string): Array<{where: string; lacks: string[]}> {
  const lines = text.split(/\n/);
  const cells = lines.map(cellsOf);
  const rowAt = cells.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
  if (rowAt.length < 2) return [];
  // The header: the first row, when most of its cells hold no digit ("Representation | Bytes per vector | 10 M vectors | Notes |").
  const first = cells[rowAt[0]]!;
  const header = !/\d/.test(lines[rowAt[0]]) || first.filter((c) => !/\d/.test(c)).length * 2 > first.length ? rowAt[0] : -1;
  const rows = rowAt.filter((i) => i !== header);
  const named: Array<{at: number; said: string}> = [];
  for (const i of rows) {
    // A first cell is named as written, or without its aside in brackets ("float32 (vector in pgvector)" is "float32").
    const key = cells[i]![0];
    const bare = key.replace(/\s*\([^)]*\)/g, '').trim();
    // Or by its first word when that is a code of letters and digits ("int8 scalar quantization" is "int8").
    const code = /^(?=[\p{L}\p{N}]*\p{L})(?=[\p{L}\p{N}]*\p{N})[\p{L}\p{N}]{3,}(?=\s)/u.exec(bare)?.[0];
    const m = cellPattern(key)?.exec(claim) ?? (bare !== key ? cellPattern(bare)?.exec(claim) : null) ?? (code ? cellPattern(code)?.exec(claim) : null);
    if (m) named.push({at: i, said: m[0]});
  }
  if (!named.length || named.length === rows.length) return [];
  const namedText = named.map((r) => lines[r.at]).join('\n');
  const otherText = lines.filter((_l, i) => !rows.includes(i)).join('\n');
  const lacks = claimItems(setAside(claim))
    .filter((item) => !named.some((r) => r.said.toLowerCase().includes(item.said.toLowerCase())))
    // A verb of measure ("need", "take") places nothing in a row: the values and names do (s49-c, u32d F2).
    .filter((item) => !(item.term && ROW_VERBS.has(item.term)))
    .filter((item) => holdsItem(item, text) && !holdsItem(item, namedText) && !holdsItem(item, otherText))
    .map((item) => item.said);
  if (!lacks.length) return [];
  const keys = [...new Set(named.map((r) => r.said))];
  return [{where: `${keys.length === 1 ? 'the row of' : 'the rows of'} ${keys.map((k) => `“${k}”`).join(' and ')}`, lacks}];
}

/**
 * A claim naming a row by any of its cells (a city, not only the first cell's code) and giving a value of another row
 * or of another column (u35b F1: "The Namur office is managed by Sofie Claes" where Sofie Claes manages Antwerp and
 * Namur's row says Marc Dupont; u35d F2 W5: "Ola Nowak is the office manager in Gdansk" where Ola Nowak is Gdansk's IT
 * contact). The row named by the leftmost column is the one the claim is about; a cell named of another row, or under
 * a column header the claim names that is not its own, is what the claim lacks, and that row's cell there what it says.
 * A claim naming two rows by the same column ("Antwerp and Namur") compares rows and is not read here.
 */
function rowValueLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const cells = text.split('\n').map(cellsOf).filter((c): c is string[] => c !== null);
  if (cells.length < 3) return [];
  const header = cells[0].every((c) => !/\d/.test(c)) ? cells[0] : null;
  const rows = cells.slice(header ? 1 : 0).filter((r) => r.length === cells[0].length);
  if (rows.length < 2) return [];
  const claimDates = new Map(numberUses(claim).filter((u) => u.kind === 'date').map((u) => [u.n, u.said]));
  const count = (cell: string) => rows.filter((r) => r.some((c) => c.toLowerCase() === cell.toLowerCase())).length;
  // Every cell the claim names that is a word, a name or a date, never a bare figure ("3"). Only a cell that one row
  // alone holds can name the row; a value several rows hold (a person who manages one site and is first aider at
  // another) is still a value the claim gives (u37b F1).
  const said: Array<{row: number; col: number; said: string; at: number; unique: boolean}> = [];
  const open = claim.replace(/(?:,\s*(?:and\s+)?not|\brather than|\binstead of|\bunlike)\b[^,;.]*/giu, (m) => ' '.repeat(m.length));
  rows.forEach((r, row) =>
    r.forEach((cell, col) => {
      const unique = count(cell) === 1;
      if (/^\d{4}-\d{2}-\d{2}$/.test(cell)) {
        const d = claimDates.get(cell);
        if (d !== undefined && claim.includes(d)) said.push({row, col, said: d, at: claim.indexOf(d), unique});
        return;
      }
      // A clock time is a value too ("Day one opens at 18:00" where 18:00 is its closing time, u37b F1).
      // So is a room's code of one letter ("R-24", u37b F1).
      if (!/\p{L}{2}/u.test(cell) && (cell.match(/\d/g) ?? []).length < 5 && !/^\d{1,2}:\d{2}$/.test(cell) && !/^\p{L}[-\s]?\d+$/u.test(cell)) return;
      // A value the claim sets aside ("…, not Omar Haddad") is given nowhere by it.
      const m = cellPattern(cell)?.exec(unique ? claim : open);
      if (m) said.push({row, col, said: m[0], at: m.index, unique});
    }),
  );
  // A cell inside another one named ("Lotte" of "Lotte Peeters") is that one.
  const all = said.filter((s) => !said.some((o) => o !== s && o.at <= s.at && o.at + o.said.length >= s.at + s.said.length && o.said.length > s.said.length));
  const unique = all.filter((s) => s.unique);
  if (!unique.length) return [];
  const keyCol = Math.min(...unique.map((s) => s.col));
  const keys = unique.filter((s) => s.col === keyCol);
  if (new Set(keys.map((k) => k.row)).size !== 1) return [];
  const key = keys[0];
  // The columns the claim names by their header ("office manager" names "office_manager"); a header naming someone by
  // what they do is named by the verb too ("manages" names "manager", "owned" names "owner").
  const part = (p: string) => {
    const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const agent = /^(\p{L}{3,})(?:er|or)$/u.exec(p);
    // A header word is named inflected too ("Head" by "heads", "Owner" by "owners").
    return agent ? `(?:${escaped}|${agent[1]}(?:e|es|ed|s|ing))` : /^\p{L}{3,}$/u.test(p) ? `${escaped}(?:s|es|ed|ing)?` : escaped;
  };
  const headed = header
    ? header.map((h, j) => j !== keyCol && /\p{L}/u.test(h) && new RegExp(`(?<![\\p{L}])${h.trim().split(/[\s_-]+/).map(part).join('[\\s_-]+')}(?![\\p{L}])`, 'iu').test(claim))
    : [];
  // A value several rows hold is read where the key row holds it, else where a column the claim names holds it.
  const named = all.filter((s) => s.unique);
  for (const at of new Set(all.filter((s) => !s.unique).map((s) => s.at))) {
    const those = all.filter((s) => !s.unique && s.at === at);
    named.push(those.find((s) => s.row === key.row) ?? those.find((s) => headed[s.col]) ?? those[0]);
  }
  // A figure under a column the claim names, given of the key row where only another row holds it ("The Delft depot
  // has 55 staff" where 55 is Zwolle's; "R-24 has 24 seats", u37b F1/F5). A figure is no cell that names a row.
  const prose = text.split('\n').filter((l) => !cellsOf(l)).join('\n');
  const figure = (c: string) => /^\d[\d.,\s]*$/.test(c);
  const rest = claim.slice(0, key.at) + ' '.repeat(key.said.length) + claim.slice(key.at + key.said.length);
  const figures: Array<{where: string; lacks: string[]; says: string[]}> = [];
  headed.forEach((h, j) => {
    const mine = rows[key.row][j];
    if (!h || j === keyCol || !figure(mine)) return;
    for (const u of numberUses(rest)) {
      const digits = /\d[\d.,]*/.exec(u.said)?.[0];
      if (!digits || numbersOf(mine).has(u.n) || !rows.some((r, i) => i !== key.row && figure(r[j]) && numbersOf(r[j]).has(u.n))) continue;
      figures.push({where: `the row of “${key.said}”, column “${header![j]}”`, lacks: [digits], says: [mine]});
    }
  });
  if (named.length < 2) return figures;
  const out: Array<{where: string; lacks: string[]; says: string[]}> = figures;
  for (const s of named) {
    if (s.col === keyCol) continue;
    const other = headed.flatMap((h, j) => (h && j !== s.col ? [j] : []));
    // The value goes under the header the claim names when it is of that column's kind (a name, a figure, a date) and
    // the claim gives no value of that column itself ("Amir Haddad is in the Security team in Leeds" names both).
    const kind = (c: string) => (/^\d{4}-\d{2}-\d{2}$/.test(c) || claimDates.has(c) ? 'date' : /\d/.test(c) ? 'figure' : 'word');
    const target = !headed[s.col] && other.length === 1 ? rows[key.row][other[0]] : null;
    const col = target !== null && kind(target) === kind(s.said) && !cellPattern(target)?.test(claim) ? other[0] : s.col;
    if (s.row === key.row && col === s.col) continue;
    // A value the text's prose holds too ("… need approval from Facilities" under the table) is the prose's, unless the
    // claim names its column ("owned by Facilities").
    if (!headed[s.col] && cellPattern(s.said)?.test(prose)) continue;
    const where = `the row of “${key.said}”${col !== s.col && header ? `, column “${header[col]}”` : ''}`;
    out.push({where, lacks: [s.said], says: [rows[key.row][col]]});
  }
  return out;
}

type Bound = {n: string; dir: 'low' | 'high'; said: string; late?: true};
const NUM = String.raw`(?:[€$£]\s?)?(\d[\d,.\u00a0\u202f]*\d|\d|[a-z]+(?:-[a-z]+)?)`;
/** The words that state a bound: first those that cap a number (LOW), then those that floor it. */
const BOUND_WORD = String.raw`under|below|less than|fewer than|lower than|shorter than|smaller than|younger than|earlier than|up to|at most|a maximum of|maximum of|maximum|max\.?|over|above|more than|greater than|higher than|longer than|larger than|bigger than|older than|later than|exceeding|in excess of|at least|a minimum of|minimum of|minimum|min\.?`;
/** "under 10,000", "no more than 6", "at least 50": the word before the number says which way the bound goes ("not" turns it). */
const BOUND_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:(not|no|never)\s+)?(${BOUND_WORD})\s+(?:of\s+)?${NUM}`,
  'giu',
);
/** "10,000 euros or less", "50 employees or more". */
const BOUND_AFTER = new RegExp(String.raw`(?<![\p{L}\p{N}])${NUM}(?:\s+[\p{L}%€$£]+){0,2}?\s+(?:or|and)\s+(more|less|fewer|above|below|over|under|higher|lower|greater)(?![\p{L}])`, 'giu');
const LOW = /^(?:under|below|less|fewer|lower|shorter|smaller|younger|earlier|up to|at most|a maximum|maximum|max)/i;
/** A bound stated of a number named before ("Gifts below that value must be reported"): the text states the bound that way round too. */
const BOUND_REFERENCE = new RegExp(String.raw`(?<![\p{L}])(?:(not|no|never)\s+)?(${BOUND_WORD})\s+(?:that|this|the same|such an?|the)\s+(?:value|amount|limit|threshold|sum|figure|level|price|number)(?![\p{L}])`, 'giu');
/** A negation, once the bounds are taken out ("no more than" is a bound, not a negation). */
const NEGATION = /\b(?:(?:must|may|might|can|could|should|shall|will|would|do|does|did|is|are|was|were|need|needs|has|have)\s+not|never|cannot|no longer|\p{L}+n['’]t)\s+\p{L}+/iu;
const negated = (text: string) => NEGATION.exec(text.replace(BOUND_BEFORE, ' ').replace(BOUND_AFTER, ' '));

function boundsOf(text: string): Bound[] {
  const out: Bound[] = [];
  for (const m of text.matchAll(BOUND_BEFORE)) {
    const [n] = numbersOf(m[3]);
    if (n === undefined) continue;
    let low = LOW.test(m[2]);
    // "no more than" is at most; "not less than" at least; "not under" at least.
    if (m[1]) low = !low;
    out.push({n, dir: low ? 'low' : 'high', said: m[0].trim()});
  }
  for (const m of text.matchAll(BOUND_AFTER)) {
    let [n] = numbersOf(m[1]);
    let said = m[0].trim();
    // "of six hours or more": the word before the number was read as it (47k2).
    if (n === undefined) {
      [n] = numbersOf(said.slice(m[1].length));
      said = said.slice(m[1].length).trim();
      if (n === undefined) continue;
      // Read for its direction only (47k2); a denial of it is left to the sentence saying the opposite.
      out.push({n, dir: LOW.test(m[2]) ? 'low' : 'high', said, late: true});
      continue;
    }
    out.push({n, dir: LOW.test(m[2]) ? 'low' : 'high', said});
  }
  return out;
}

/** The sentences of a passage: cut after . ! ? ; and at line breaks. */
function passageSentences(text: string): string[] {
  return text.split(SENTENCE_BREAK_SEMICOLON).filter((s) => s.trim());
}

/**
 * Where a passage's text breaks into sentences: line ends, and a space after ".", "!" or "?" (and ";" for
 * SENTENCE_BREAK_SEMICOLON), except after a title or abbreviation ("Dr. Amara Osei", "Prof. Lena Brandt", "St. Mary
 * Street", "ext. 9999", "No. 5"). u39b F2: "Orders are approved by Prof. Lena Brandt" was read as two sentences, and
 * "Prof. Lena Brandt approves orders [1]" was flagged as naming someone the passage does not.
 */
const NOT_AFTER_ABBREVIATION = String.raw`(?<!(?<![\p{L}.])(?:ext|tel|approx|e\.g|i\.e|dr|prof|mr|mrs|ms|mx|st|vs|nr|no|fig)\.)`;
const SENTENCE_BREAK = new RegExp(String.raw`\n+|${NOT_AFTER_ABBREVIATION}(?<=[.!?])\s+`, 'iu');
const SENTENCE_BREAK_SEMICOLON = new RegExp(String.raw`\n+|${NOT_AFTER_ABBREVIATION}(?<=[.!?;])\s+`, 'iu');

/**
 * Whether a sentence denies the bound the other way round from the claim, which states it unnegated: "is not allowed for
 * more than 20 days" says what "is allowed for up to 20 days" says (u33b harness answers2.json#21, s54 e-sf).
 */
function deniedOtherWay(sentence: string, claim: string, n: string): boolean {
  const own = (u: string) => u.split(/[;,]\s*|\s+(?:and|but|while|whereas)\s+/).filter((piece) => numbersOf(piece).has(n)).join(' ') || u;
  return Boolean(negated(own(sentence))) && !negated(own(claim));
}

/**
 * The claim with an amount the text states only as inside a bound ("An order of 3,500 euros" where the text says "Orders
 * of 1,200 euros or more are approved by …", "A grant of 3,000 euros" against "Grants under 5,000 euros …") written as
 * the bound, once for each sentence whose bound holds it (s54 e-sf, u39b: the amount was flagged as not in the passage).
 * Each is then checked as the claim: "A grant of 6,000 euros is paid in one instalment" is read against "Grants of 5,000
 * euros or more are paid in two instalments" and still flagged. A number the claim bounds itself is left alone.
 */
function boundedClaims(claim: string, text: string): string[] {
  const held = numbersOf(text);
  const own = boundsOf(claim);
  const out: string[] = [];
  for (const u of numberUses(claim)) {
    if (u.part || held.has(u.n) || !/^\d+(?:\.\d+)?$/.test(u.n) || own.some((b) => b.n === u.n) || !claim.includes(u.said)) continue;
    const word = u.said.replace(/^[€$£]?\s?[\d.,:\u00a0\u202f]+\s*/, '');
    for (const sentence of passageSentences(text)) {
      for (const b of boundsOf(sentence)) {
        if (b.late || !/^\d+(?:\.\d+)?$/.test(b.n)) continue;
        const kind = numberUses(sentence).find((v) => v.n === b.n && !v.part)?.kind;
        if (kind !== u.kind) continue;
        if (b.dir === 'low' ? Number(u.n) >= Number(b.n) : Number(u.n) <= Number(b.n)) continue;
        if (!boundOfUnit(claim, u.said, sentence, b.said)) continue;
        out.push(claim.replace(u.said, /\d$/.test(b.said) && word ? `${b.said} ${word}` : b.said));
      }
    }
  }
  return out;
}

/**
 * Whether the bound `said` in `sentence` counts what the claim's number (`said` in `claim`) counts: the word after each
 * number ("1,200 euros or more", "under 5,000 euros", "100 people"). A rate ("at least one per site") bounds only a rate,
 * and two unit words must be the same word. "One champion per team of 100 people" passed against "… 25–50 people, and at
 * least one per site": 100 is at least one, but the bound counts champions per site (s55 u-chat F1). A number with no
 * unit word after it is left to the kinds of number.
 */
const NOT_A_UNIT = new Set('a an the and or of to in on at for by from with is are was were be been will would can may must should than then that this these those its their it as but nor so if'.split(' '));
function boundOfUnit(claim: string, claimSaid: string, sentence: string, boundSaid: string): boolean {
  const unitAfter = (text: string, said: string) => {
    const at = text.indexOf(said);
    if (at < 0) return undefined;
    const inside = said.replace(/^.*?\d[\d,.\u00a0\u202f]*\s*/u, '').match(/^[\p{L}%]+/u)?.[0];
    const own = /\d/.test(said) ? inside : undefined;
    return (own ?? text.slice(at + said.length).match(/^\s*([\p{L}%]+)/u)?.[1])?.toLowerCase();
  };
  const mine = unitAfter(claim, claimSaid);
  const theirs = unitAfter(sentence, boundSaid.replace(/^(?:(?:not|no|never)\s+)?(?:[\p{L}.]+\s+){0,3}?(?=(?:[€$£]\s?)?\d|\p{L}+$)/u, ''));
  if (mine === 'per' || theirs === 'per') return mine === theirs;
  if (!mine || !theirs || NOT_A_UNIT.has(mine) || NOT_A_UNIT.has(theirs)) return true;
  const stem = (w: string) => w.replace(/(?:es|s)$/, '');
  return stem(mine) === stem(theirs);
}

/**
 * A claim's bound ("under 10,000 euros") against the sentences of the text stating that number (u29v F26): when each
 * states it the other way round ("above 10,000") the bound is what lacks; otherwise what the claim says that the text
 * holds only in the sentences stating it the other way round (the approver of the other side) lacks.
 */
function boundLacks(claim: string, text: string): Array<{where?: string; lacks: string[]; says?: string[]}> {
  const bounds = boundsOf(claim);
  const out: Array<{where?: string; lacks: string[]; says?: string[]}> = [];
  for (const bound of bounds) {
    // A claim stating both sides of a number ("above 10,000 … up to 10,000 …") is checked by its numbers only.
    if (bounds.some((b) => b.n === bound.n && b.dir !== bound.dir)) continue;
    const stating = passageSentences(text).filter((s) => numbersOf(s).has(bound.n));
    if (!stating.length) continue;
    const dirs = (s: string) => boundsOf(s).filter((b) => b.n === bound.n);
    const opposite = stating.filter((s) => dirs(s).length > 0 && dirs(s).every((b) => b.dir !== bound.dir) && !deniedOtherWay(s, claim, bound.n));
    // A sentence stating the bound of "that value" the claim's way round holds it too.
    const referred = [...text.matchAll(BOUND_REFERENCE)].some((m) => (LOW.test(m[2]) !== Boolean(m[1])) === (bound.dir === 'low'));
    if (referred) continue;
    const same = stating.filter((s) => !opposite.includes(s) && !(dirs(s).length > 0 && dirs(s).every((b) => b.dir !== bound.dir)));
    // The claim's bound stated the same way round, but denied ("must not accept gifts worth more than 50 euros"), or the other way.
    if (same.length && !bound.late) {
      // The denial of the part stating the number, not of a later clause ("… at least 14 characters long and are never
      // written down" states the bound, unnegated, 48k8, u32a F2).
      const own = (u: string) => u.split(/[;,]\s*|\s+(?:and|but|while|whereas)\s+/).filter((piece) => numbersOf(piece).has(bound.n)).join(' ') || u;
      const theirs = same.map((u) => negated(own(u)));
      const mine = negated(own(claim));
      if (!mine && theirs.every(Boolean)) out.push({lacks: [], says: [theirs[0]![0].trim()]});
      else if (mine && !theirs.some(Boolean)) out.push({lacks: [mine[0].trim()]});
    }
    if (!opposite.length) continue;
    if (opposite.length === stating.length) {
      out.push({lacks: [bound.said], says: [...new Set(opposite.flatMap((s) => dirs(s).map((b) => b.said)))]});
      continue;
    }
    // The sentence carrying the claim states the number the other way round, another sentence (about something
    // else) the claim's way (47k2, u30w F1: "Economy class applies to flights of six hours or more" against "Economy
    // class applies to flights under six hours. Premium economy is allowed for flights of six hours or more.").
    const carries = carrying(claim.replace(bound.said, ' '), stating.join('\n'));
    if (carries.length && carries.every((s) => opposite.includes(s))) {
      out.push({where: theSentences(carries), lacks: [bound.said], says: [...new Set(carries.flatMap((s) => dirs(s).map((b) => b.said)))]});
      continue;
    }
    const rest = passageSentences(text).filter((s) => !opposite.includes(s)).join('\n');
    const lacks = claimItems(setAside(claim.replace(bound.said, ' ')))
      .filter((item) => holdsItem(item, opposite.join('\n')) && !holdsItem(item, rest))
      .map((item) => item.said);
    if (lacks.length) out.push({where: `the sentence saying “${dirs(same[0])[0]?.said ?? bound.n}”`, lacks});
  }
  return out;
}

/** Qualifiers that exclude each other: a claim saying one where the text says only the other is not held (u29v F26: "Part-time" against "Full-time"). */
const OPPOSITES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\bpart[\s-]?time\b/i, /\bfull[\s-]?time\b/i],
  [/\btemporary\b/i, /\bpermanent\b/i],
  [/\bunpaid\b/i, /(?<!un)\bpaid\b/i],
  [/\bexternal\b/i, /\binternal\b/i],
  [/\boptional\b/i, /\b(?:mandatory|compulsory|required)\b/i],
  [/\bdomestic\b/i, /\binternational\b/i],
  [/\bweekends?\b/i, /\bweekdays?\b/i],
  [/\bminimum\b/i, /\bmaximum\b/i],
  [/\bjunior\b/i, /\bsenior\b/i],
  [/\bnon-refundable\b/i, /(?<!non-)\brefundable\b/i],
  [/\b(?:prohibited|forbidden)\b/i, /(?<!not |never )\b(?:allowed|permitted)\b/i],
  [/\binbound\b/i, /\boutbound\b/i],
];

/**
 * A qualifier the text never writes where it writes its opposite ("part-time" against "full-time" only); and, when the
 * text writes both, a claim's numbers stated only in sentences of the opposite qualifier (47k2, u30w F1: "Part-time
 * employees receive 28 days" where the 28 days are the full-time staff's and part-time staff get leave pro rata).
 */
function qualifierLacks(claim: string, text: string): Array<{where?: string; lacks: string[]; says: string[]}> {
  const out: Array<{where?: string; lacks: string[]; says: string[]}> = [];
  const numbers = [...claimNumbersOf(claim)];
  for (const pair of OPPOSITES) {
    for (const [mine, other] of [pair, [pair[1], pair[0]]] as const) {
      const said = mine.exec(claim);
      if (!said || other.test(claim)) continue;
      if (!mine.test(text)) {
        const instead = other.exec(text);
        if (instead) out.push({lacks: [said[0]], says: [instead[0]]});
        continue;
      }
      if (!numbers.length) continue;
      const stating = passageSentences(text).filter((u) => numbers.every((n) => holdsNumber(n, numbersOf(u), u)));
      if (stating.length && stating.every((u) => other.test(u) && !mine.test(u))) {
        out.push({where: theSentences(stating), lacks: [said[0]], says: [other.exec(stating[0])![0]]});
      }
    }
  }
  return out;
}

/**
 * u37b F5: "Any member of staff may drive a forklift" against "Only staff with a valid forklift licence may drive a
 * forklift": a claim granting something to any or all of a group, where the passage sentence saying the rest of it
 * grants it only to some of that group.
 */
function onlyLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const any = /(?<![\p{L}])(?:any|all|every|everyone|everybody|anyone|anybody)(?![\p{L}])/iu.exec(claim);
  if (!any || /(?<![\p{L}])only(?![\p{L}])/iu.test(claim)) return [];
  const own = [...claimTerms(claim.slice(any.index + any[0].length))].filter((t) => !/^\p{N}/u.test(t));
  for (const u of passageSentences(text)) {
    const only = /(?<![\p{L}])only\s+(\p{L}+)(?:\s+(?:with|who|that|in|on|from|whose)\s+[^,;.]*?(?=\s+(?:may|can|must|are|is|will|should|have|get|receive)(?![\p{L}])))?/iu.exec(u);
    if (!only) continue;
    const held = termsOf(u);
    if (!claimTerms(only[1]).size || ![...claimTerms(only[1])].every((t) => own.includes(t))) continue;
    if (own.filter((t) => held.has(t)).length >= 3 && own.filter((t) => !held.has(t)).length <= 1) {
      return [{where: theSentences([u]), lacks: [any[0]], says: [only[0]]}];
    }
  }
  return [];
}

/** Words that name a role or title ("the office manager", "a vice president", "the team lead"); "lead" and "head" only with a word before them. */
const ROLE = /^(?:manager|president|director|officer|coordinator|librarian|treasurer|secretary|chair|chairperson|supervisor|landlord|tenant|administrator|controller|auditor|ceo|cfo|cto|coo|lead|head)$/i;
const NOT_MODIFIERS = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'our', 'your', 'my', 'from', 'by', 'to', 'of', 'and', 'or', 'is', 'are', 'was', 'be', 'each', 'every', 'any', 'this', 'that', 'with', 'for', 'as', 'at', 'in', 'on']);

/** A value a text states: a name (`name`), a role, or a number with its unit (`n`). */
type Value = {said: string; terms: string[]; kind: string; n?: string; name?: true};

/** The roles a text names: the role word with up to two lower-case words before it ("cost-center manager", "vice president"). */
function rolesOf(text: string): Value[] {
  const words = [...text.matchAll(/\p{L}+/gu)];
  const out: Value[] = [];
  words.forEach((w, i) => {
    if (!ROLE.test(w[0]) || /^\p{Lu}/u.test(w[0]) && i > 0) return;
    let first = i;
    while (first > i - 2 && first > 0) {
      const prev = words[first - 1];
      const gap = text.slice(prev.index! + prev[0].length, words[first].index!);
      if (!/^[\s-]$/.test(gap) || NOT_MODIFIERS.has(prev[0].toLowerCase()) || /^\p{Lu}/u.test(prev[0])) break;
      first--;
    }
    if (first === i && /^(?:lead|head)$/i.test(w[0])) return;
    const said = text.slice(words[first].index!, w.index! + w[0].length);
    out.push({said, terms: [...termsOf(said)], kind: 'who'});
  });
  return out;
}

/** The names a text capitalizes in mid-sentence, adjacent ones joined ("Ana Ruiz"), with currency codes left out. */
function namePhrasesOf(text: string, loose = false): Value[] {
  const names = namesOf(text, loose).filter((n) => !CURRENCIES[n.said.toUpperCase()]);
  const out: Value[] = [];
  let last = -1;
  for (const name of names) {
    const at = text.indexOf(name.said, last < 0 ? 0 : last);
    const prev = out[out.length - 1];
    if (prev && last >= 0 && /^\s+$/.test(text.slice(last, at))) {
      prev.said += text.slice(last, at) + name.said;
      prev.terms.push(name.term);
    } else {
      // A name's first word opening the text ("Ana Ruiz orders …") is part of it.
      const opener = /^\s*(\p{Lu}\p{L}+)\s+$/u.exec(text.slice(0, at));
      const term = opener && !NOT_NAMES.has(opener[1].toLowerCase()) ? [...termsOf(opener[1])][0] : undefined;
      out.push(term ? {said: `${opener![1]} ${name.said}`, terms: [term, name.term], kind: 'who', name: true} : {said: name.said, terms: [name.term], kind: 'who', name: true});
    }
    last = at + name.said.length;
  }
  return out;
}

function valuesOf(text: string, loose = false): Value[] {
  return [
    ...namePhrasesOf(text, loose),
    ...rolesOf(text),
    ...numberUses(text).filter((u) => !u.part).map((u) => ({said: u.said, terms: [], kind: u.kind, n: u.n})),
  ];
}

function holdsValue(v: Value, text: string): boolean {
  // A number with a unit is held by the same number with the same unit or none ("one month" is not held by "one week", 48k).
  if (v.n !== undefined) return numberUses(text).some((u) => u.n === v.n && (!v.kind || !u.kind || u.kind === v.kind || u.kind === 'date' || v.kind === 'date'));
  const held = termsOf(text);
  return v.terms.every((t) => held.has(t));
}

/** Whether two values are of one kind: a name or role with a name or role, a number with a number of the same unit. */
const sameKind = (a: Value, b: Value) =>
  (a.n === undefined) === (b.n === undefined) && (a.kind === b.kind || (a.n === undefined && b.n === undefined) || (DURATIONS.has(a.kind) && DURATIONS.has(b.kind)));
/** Units of a length of time: "one month" where the sentence says "one week" is a value of its kind (48k, u31g F1). */
const DURATIONS = new Set(['minute', 'hour', 'day', 'week', 'month', 'year']);

/** The parts of a sentence: cut at ";", ", " and "and"/"but"/"while", a part stating no number joined to the one before it ("… 250 EUR per night in London, Paris and Tokyo"). */
function partsOf(sentence: string): string[] {
  const parts: string[] = [];
  // "between 07:00 and 19:00" is one range, no two parts (u34b F2).
  for (const piece of sentence.split(/;\s*|,\s+|\s+(?:(?<!(?:between|zwischen|entre)\s+[^\s,;]+(?:\s+[^\s,;\d]+)?\s+)(?:and|und|et)|but|while|whereas|aber|sowie|mais)\s+/)) {
    if (parts.length && (!numberUses(piece).length || !numberUses(parts[parts.length - 1]).length)) parts[parts.length - 1] += ` ${piece}`;
    else parts.push(piece);
  }
  return parts;
}

/**
 * A claim's values (names, roles, numbers with their units, dates) read against ONE sentence of the text (u30d F11,
 * F17; u30f F5): the sentence sharing most of the claim's other content words. A value that sentence lacks, stated in
 * another sentence for something else while this one states another value of its kind, is what lacks ("Ana Ruiz
 * orders the toner" where the toner line names Ben Okafor); and in a sentence naming several things, a number must be
 * in the part naming the claim's name ("180 EUR … in most cities and 250 EUR … in London"). The claim's names are read
 * by `nameLacks`, which knows what a sentence refers to (a heading, "she", a role given to a name elsewhere).
 */
function sentenceLacks(claim: string, text: string): Array<{where?: string; lacks: string[]; says?: string[]; namedIn?: string[]}> {
  const out: Array<{where?: string; lacks: string[]; says?: string[]; namedIn?: string[]}> = [];
  const values = valuesOf(setAside(claim));
  const valueTerms = new Set(values.flatMap((v) => v.terms));
  const subject = [...claimTerms(setAside(claim))].filter((t) => !valueTerms.has(t) && !BOUND_WORDS.has(t) && !/^\p{N}/u.test(t));
  // Table rows (two or more lines with as many cells) are read by rowLacks; a sentence with two commas is no row.
  const lines = text.split(/\n/);
  const isRow = (u: string) => {
    const cells = cellsOf(u);
    if (cells !== null && lines.includes(u) && lines.filter((l) => cellsOf(l)?.length === cells.length).length >= 2) return true;
    // A piece of a row cut at a ";" inside a cell is that row's (s49-c, u32d F2).
    const line = lines.find((l) => l.includes(u.trim()) && l.trim() !== u.trim());
    const row = line ? cellsOf(line) : null;
    return row !== null && row !== undefined && lines.filter((l) => cellsOf(l)?.length === row.length).length >= 2;
  };
  // A title line ("Harbor Clinics staff handbook (test document written by u35b)" over the first section) states
  // nothing a claim could lack (u35b F6).
  // s56-sup (u-dqa F4): nor does a section heading ("## Contact" over "The property manager is Dr. Helen Ng …").
  const titles = new Set(linesOf(text).filter((l) => l.level > 0).map((l) => l.text.trim()));
  const units = passageSentences(text).filter((u) => !isRow(u) && !titles.has(u.trim()));
  if (subject.length && units.length > 1) {
    // A sentence saying "it" or "they" speaks of the sentence before it too ("On Fridays it closes at 14:00", 47k2).
    const heldBy = units.map((u, i) => new Set([...termsOf(u), ...(i > 0 && /(?<![\p{L}])(?:it|they)(?![\p{L}])/iu.test(u) ? termsOf(units[i - 1]) : [])]));
    const score = units.map((_u, i) => subject.filter((t) => heldBy[i].has(t)).length);
    const top = Math.max(...score);
    const best = units.filter((_u, i) => score[i] === top);
    if (top >= Math.min(2, subject.length)) {
      const lacks: string[] = [];
      const says: string[] = [];
      for (const v of values) {
        if (v.kind === 'date' && !/\d{4}/.test(v.n!) && values.some((w) => w.n?.length === 10 && w.said === v.said)) continue;
        // A name is read by nameLacks, against the sentence that carries it and what that sentence refers to.
        // A one-letter label ("Priority A", "Oven B") is read here like a number: the letter tells two sentences apart (48k8).
        const label = v.name && /^\p{Lu}$/u.test(v.said);
        if ((v.name && !label) || best.some((u) => holdsValue(v, u)) || !holdsValue(v, text)) continue;
        // A table row holding the value and a word of the claim's subject, under a column the claim names, states it
        // (rowLacks reads it): "pgvector indexes the vector type only up to 2,000 dimensions" is the row "vector | … |
        // up to 2,000 dimensions |" under "Indexable", not the prose sentence naming "Postgres 13" (u35c F2).
        if (lines.some((l, k) => isRow(l) && holdsValue(v, l) && subject.some((t) => termsOf(l).has(t)) && rowColumnNamed(lines, k, v, claim))) continue;
        // Another sentence states the value of the claim's subject, its first word ("Managers receive 2,500 euros per
        // year" beside "Every employee receives a training budget of 1,500 euros per year", 47k2).
        // Not when the carrying sentence names that first word too: then the number is what tells the two apart
        // ("Severity 1 means …" where "Severity 2 means a major feature is degraded" carries the claim, 48k8, u32a F1).
        const bestHasSubject = best.some((u) => heldBy[units.indexOf(u)].has(subject[0]));
        if (!bestHasSubject && units.some((u, i) => holdsValue(v, u) && heldBy[i].has(subject[0]) && subject.filter((t) => heldBy[i].has(t)).length >= Math.min(2, subject.length))) continue;
        const instead = best.flatMap((u) => valuesOf(u, true)).filter((w) => sameKind(v, w) && (!label || /^\p{Lu}$/u.test(w.said)) && !values.some((x) => x.said === w.said || (x.n !== undefined && x.n === w.n && (x.kind === w.kind || !x.kind || !w.kind)) || (w.terms.length > 0 && w.terms.every((t) => valueTerms.has(t)))));
        if (!instead.length) continue;
        lacks.push(v.said);
        says.push(...instead.map((w) => w.said));
      }
      // The sentence limits what it allows ("for public information only") and the claim's other words are another sentence's.
      const restricted = best.map((u) => /(?:\S+\s+){0,3}only\b/i.exec(u)).find(Boolean);
      if (restricted && !/\bonly\b/i.test(claim) && !negated(claim)) {
        // The label opening a sentence's line ("IVFFlat: … Faster to build and smaller, but create it only after …") is
        // that sentence's subject (u34c F2).
        const labels = termsOf(best.map((u) => lineLabel(text, u)).join(' '));
        const elsewhere = subject.filter((t) => !best.some((u) => termsOf(u).has(t)) && !labels.has(t) && termsOf(text).has(t));
        const said = tokens(claim, RETRIEVAL_WORDS).filter((w) => elsewhere.includes(w.term)).map((w) => claim.slice(w.start, w.end));
        if (said.length) {
          lacks.push(...said);
          says.push(restricted[0].trim());
        }
      }
      if (lacks.length || says.length) out.push({where: lacks.length ? theSentences(best) : undefined, lacks: [...new Set(lacks)], says: [...new Set(says)]});
    }
  }
  // Within a sentence: the claim's number must be in the part of it that speaks of the claim's words (47k2).
  out.push(...partLacks(claim, units, values.filter((v) => v.n !== undefined && v.kind !== 'date')));
  out.push(...nameLacks(claim, text, values.filter((v) => v.name)));
  return out;
}

/** Whether the header of the table holding row `k` names the column of the row's cell holding `v` with a word of `claim` ("Indexable" for "indexes"). */
function rowColumnNamed(lines: readonly string[], k: number, v: Value, claim: string): boolean {
  const cells = cellsOf(lines[k]);
  let h = k;
  while (h > 0 && cellsOf(lines[h - 1])?.length === cells?.length) h--;
  const header = h < k ? cellsOf(lines[h]) : null;
  const at = cells?.findIndex((c) => holdsValue(v, c)) ?? -1;
  if (!header || at < 0 || !header[at]) return false;
  const said = termsOf(claim);
  return [...termsOf(header[at])].some((t) => said.has(t) || [...said].some((w) => w.length >= 5 && t.length >= 5 && w.slice(0, 5) === t.slice(0, 5)));
}

/**
 * A sentence stating several values in parts ("two months for staff and three months for managers", "opens at 09:00 and
 * closes at 17:30", "180 EUR per night in most cities and 250 EUR per night in London"): each number of the claim must
 * be in a part that writes a word of the claim's own part no other part of the sentence writes (task 47k2, u30w F1:
 * "three months for staff and two months for managers" and "opens at 17:30 and closes at 09:00" passed; 45k2: "180 EUR
 * … in London"). The first part's words before its number (the sentence's subject and verb, "The Vienna office opens
 * at") belong to every part. Flagged when the part holding the number writes none of those words and another part,
 * writing some of them, states another number of the same kind; a number in a part of its own words (a formula, "k =
 * 60 as proposed by Cormack", u30x F2) is held.
 */
function partLacks(claim: string, units: readonly string[], numbers: readonly Value[]): Array<{where: string; lacks: string[]; says: string[]}> {
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  if (!numbers.length) return out;
  const claimParts = partsOf(setAside(claim));
  for (const unit of units) {
    const parts = partsOf(unit);
    if (parts.length < 2) continue;
    // A part's words, its numbers ("two", "3") left out.
    const partTerms = parts.map((p) => new Set([...termsOf(p)].filter((t) => !NUMBER_TERMS.has(t) && !/^\p{N}/u.test(t))));
    const onlyHere = (i: number, terms: Iterable<string>) => [...terms].filter((t) => partTerms.every((o, j) => j === i || !o.has(t)));
    const firstNumber = (p: string) => Math.min(...[/\d/.exec(p)?.index, new RegExp(NUMBER_WORD.source, 'iu').exec(p)?.index].map((k) => k ?? p.length));
    // A later part that opens with its number ("… 150% of the hourly rate on weekdays and 200% on Sundays") leaves out
    // what it shares with the first: of the first part's words after its number, only as many as that part has after
    // its own are the first part's own ("on weekdays"; "of the hourly rate" belongs to both, 48k, u31g F1).
    const tail = Math.max(0, ...parts.slice(1).map((p) => (termsOf(p.slice(0, firstNumber(p))).size ? 0 : (p.slice(firstNumber(p)).match(/\p{L}+/gu) ?? []).length)));
    const own = parts.map((p, i) => {
      if (i > 0) return onlyHere(i, partTerms[i]);
      const after = p.slice(firstNumber(p));
      const words = after.match(/\p{L}+/gu) ?? [];
      const kept = tail ? words.slice(-tail).join(' ') : after;
      return onlyHere(0, [...termsOf(kept)].filter((t) => partTerms[0].has(t)));
    });
    const unique = parts.map((_p, i) => onlyHere(i, partTerms[i]));
    for (const num of numbers) {
      // A code's number is the code's ("LLM01:2026").
      if (codesOf(claim).some((c) => numbersOf(c).has(num.n!))) continue;
      // A journal's issue after its volume ("IEEE TPAMI 33(1), 2011") states no count of anything (s56 w-chat F4: "1 bit per
      // dimension" was looked for in the citation's part, and the part naming "8 bits" said otherwise).
      const at = parts.map((p, i) => (holdsValue(num, p.replace(/(?<=\d)\(\d+\)/gu, ' ')) ? i : -1)).filter((i) => i >= 0);
      if (!at.length) continue;
      // A number the claim gives a symbol ("k = 60") is where the passage gives that symbol the same number, whatever
      // the words around it (u34c F2: "RRF uses k = 60" against "… uses ranks: … Σ 1 / (k + rank) …, with k = 60 …").
      if (bindsAlike(num, claim, unit)) continue;
      const mine = claimParts.find((p) => holdsValue(num, p)) ?? claim;
      // A range or pair the claim's part states itself ("from 8:00 to 17:00") is read by its numbers only.
      const stated = numbersOf(mine);
      const words = new Set([...claimTerms(mine)].filter((t) => !BOUND_WORDS.has(t) && !NUMBER_TERMS.has(t) && !/^\p{N}/u.test(t)));
      if (at.some((i) => own[i].some((t) => words.has(t)))) continue;
      for (const i of parts.keys()) {
        if (at.includes(i)) continue;
        const shared = unique[i].filter((t) => words.has(t));
        if (!shared.length) continue;
        // A year is no count: "in 2009" is not another part's "k = 60" (48k, u31h F1).
        const instead = valuesOf(parts[i], true).filter((w) => w.n !== undefined && !stated.has(w.n) && w.kind === num.kind && isYear(w.n) === isYear(num.n!));
        if (!instead.length) continue;
        const fn = functionTerms(mine);
        const named = tokens(mine, RETRIEVAL_WORDS).filter((w) => shared.includes(w.term));
        const said = (named.some((w) => !fn.has(w.term)) ? named.filter((w) => !fn.has(w.term)) : named).map((w) => mine.slice(w.start, w.end));
        out.push({where: `the part naming ${[...new Set(said)].map((w) => `“${w}”`).join(' and ')}`, lacks: [num.said], says: [...new Set(instead.map((w) => w.said))]});
        break;
      }
    }
  }
  return out;
}

/** Whether `claim` and `unit` both give the same symbol `num` with "=" ("k = 60", "alpha=0.5"). */
function bindsAlike(num: Value, claim: string, unit: string): boolean {
  const symbols = (text: string) =>
    new Set([...text.matchAll(/(?<![\p{L}\p{N}_.])([\p{L}_][\p{L}\p{N}_.]*)\s*=\s*(\d[\d,.]*)/gu)].filter((m) => numbersOf(m[2]).has(num.n!)).map((m) => m[1].toLowerCase()));
  const theirs = symbols(unit);
  return [...symbols(claim)].some((x) => theirs.has(x));
}

/** A number that is a year as written alone ("2009"). */
const isYear = (n: string) => /^(?:19|20)\d\d$/.test(n);

/** The terms of the number words ("three", "fourth"), which are numbers, no words of a part. */
const NUMBER_TERMS = termsOf([...UNITS, ...TENS.slice(2), 'hundred', ...ORDINALS].join(' '));

/** A passage's sentence as a note quotes it: without its list marker or heading marks. */
const plainSentence = (u: string) => u.trim().replace(/^(?:[-*+]|\d+[.)])\s+/, '').replace(/^#+\s*/, '');
const quoted = (u: string) => `“${plainSentence(u)}”`;
const theSentences = (units: readonly string[]) => `${units.length === 1 ? 'the sentence' : 'the sentences'} ${units.slice(0, 2).map(quoted).join(' and ')}`;

/** A line of a passage as nameLacks reads it: a heading ("## Finance", a short title line), a list item's first line, a line with no sentence of its own ("Contact: Maria Lopez"). */
type Line = {text: string; blank: boolean; level: number; item: boolean; fragment: boolean; row: boolean};

function linesOf(text: string): Line[] {
  const raw = text.split('\n');
  const rows = raw.map(cellsOf);
  return raw.map((l, i) => {
    const plain = l.trim().replace(/[*_]+$/, '').replace(/^[*_]+/, '');
    const blank = plain === '';
    const row = rows[i] !== null && rows.filter((c) => c?.length === rows[i]!.length).length >= 2;
    const item = /^\s*(?:[-*+]|\d+[.)])\s+/.test(l);
    const fragment = !blank && !row && !/[.!?;]$/.test(plain);
    const marked = /^(#{1,6})\s/.exec(plain);
    // A title line: short, no sentence, no "Label: value", no list item, the passage's first line or one with a line
    // right under it ("Lyon office › Opening hours").
    const title = fragment && !item && !/:\s/.test(plain) && plain.split(/\s+/).length <= 10 && i + 1 < raw.length && (i === 0 || raw[i + 1].trim() !== '');
    return {text: l, blank, level: marked ? marked[1].length : title ? 7 : 0, item, fragment, row};
  });
}

/** Pronouns and openers that refer back to what the sentence before named ("She approves …", "Its design …", "This office …"). */
const REFERS_BACK = /(?<![\p{L}])(?:he|she|him|her|his|hers|they|them|their|theirs|it|its)(?![\p{L}])|^\s*(?:[-*+]\s+)?(?:this|these)(?![\p{L}])/iu;
/** Verbs that give someone the lead of a unit: "Maria Lopez leads Finance" makes her the head of Finance. */
const LEAD_VERB = /(?<![\p{L}])(?:leads?|heads?|manages?|runs?|directs?|chairs?|coordinates?|supervises?|oversees?|in charge of|responsible for)(?![\p{L}])/iu;
/** Role titles written as capitals ("the CFO's approval"). */
const ROLE_CODE = /(?<![\p{L}])(?:CEO|CFO|CTO|COO|CIO|CISO|CPO|CMO|CRO|DPO)(?![\p{L}])/gu;
/** A role named with the unit it leads: "the head of Finance", "the director of the Lyon office". */
const ROLE_OF = /(?<![\p{L}])([Hh]ead|[Ll]ead|[Mm]anager|[Dd]irector|[Cc]hair|[Cc]hairperson|[Cc]oordinator|[Ss]upervisor|[Oo]fficer|[Oo]wner)\s+of\s+(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*|[\p{L}-]+)/gu;

/** The roles a sentence names, each as all its terms and the terms of the unit it leads ("head of Finance": head, finance; finance). */
function roleRefs(sentence: string): Array<{all: string[]; unit: string[]}> {
  const out: Array<{all: string[]; unit: string[]}> = [];
  for (const m of sentence.matchAll(ROLE_CODE)) out.push({all: [...termsOf(m[0])], unit: []});
  for (const m of sentence.matchAll(ROLE_OF)) out.push({all: [...termsOf(m[0])], unit: [...termsOf(m[2])]});
  for (const r of rolesOf(sentence)) {
    const noun = termsOf(r.said.split(/[\s-]+/).pop()!);
    out.push({all: r.terms, unit: r.terms.filter((t) => !noun.has(t))});
  }
  return out.filter((r) => r.all.length);
}

/**
 * What a sentence of a passage refers to, for the names it may carry without writing them (task 47k): the headings above
 * it (each a level above the last), the lines of its block (its list item, or its lines up to a blank line) that are no
 * sentence ("Contact: Maria Lopez", "- Travel approvals"), and, when it says "she", "he", "they", "it" or opens with
 * "This", the nearest sentence before it (under the same heading) that names someone or something.
 */
function referredTo(units: ReadonlyArray<{s: string; line: number}>, at: number, lines: readonly Line[]): string[] {
  const {s, line} = units[at];
  const out: string[] = [];
  let level = lines[line].level || 8;
  for (let i = line - 1; i >= 0 && level > 1; i--) {
    if (lines[i].level && lines[i].level < level) {
      out.push(lines[i].text);
      level = lines[i].level;
    }
  }
  const first = units.findIndex((u) => u.line === line) === at;
  if (first && !lines[line].item) {
    for (let i = line - 1; i >= 0 && !lines[i].blank && !lines[i].level; i--) {
      if (lines[i].fragment) out.push(lines[i].text);
      if (lines[i].item) break;
    }
  }
  // A line opening with a label ("HNSW: build parameters …; … Better speed–recall trade-off, slower build.") speaks of
  // that label in each of its sentences (u34c F2).
  const label = labelOf(lines[line].text);
  if (label && !s.includes(label)) out.push(label);
  if (REFERS_BACK.test(s)) {
    for (let j = at - 1; j >= 0; j--) {
      if (lines[units[j].line].level) break;
      if (namePhrasesOf(units[j].s, true).length) {
        out.push(units[j].s);
        break;
      }
    }
  }
  // The subject of the paragraph (47k2, u30y F2): its first sentence opens with a name ("Northwind Logistics provides
  // …", "Kestrel Security guards …"), and a later sentence that opens with no name of its own, says no "he", "she" or
  // "they" and names no role ("The contract renews on 31 March 2026 …", "Payment terms are net 60 days.") speaks of it.
  let opener = at;
  while (opener > 0 && !lines.slice(units[opener - 1].line, units[opener].line + 1).some((l) => l.blank || l.level)) opener--;
  if (opener < at && opensWithName(units[opener].s) && !opensWithName(s) && !PERSONAL.test(s) && !roleRefs(s).length) out.push(units[opener].s);
  return out;
}

/** Personal pronouns: a sentence saying one speaks of the person named just before, not of the paragraph's subject. */
const PERSONAL = /(?<![\p{L}])(?:he|she|him|his|her|hers|they|them|their)(?![\p{L}])/iu;

/** Whether a sentence opens with a name, its subject ("Kestrel Security guards …", "The Vienna office …" is no name). */
function opensWithName(sentence: string): boolean {
  const plain = plainSentence(sentence);
  return namePhrasesOf(plain, true).some((n) => n.said.split(/\s+/).length > 1 && plain.startsWith(n.said));
}

/**
 * Task 47k (u30d F11b, u30n F15): a name of the claim must be in the sentence of the passage that carries the claim, or
 * in what that sentence refers to. The sentence that carries it is the one sharing most of the claim's other content
 * words (table rows included; when the claim joins clauses with "and", ";", "but", the clause naming the name is read
 * alone). It carries the name when it writes it, or when it refers to a sentence or line that does (`referredTo`: a
 * heading above it, a "Contact: Maria Lopez" line of its list item or block, the sentence before it when it says "she",
 * "he", "they" or "it"), or when it names a role another sentence gives that name ("Maria Lopez is the CFO" or "Maria
 * Lopez, the CFO, …" for "the CFO"; "Maria Lopez leads Finance" for "the head of Finance"). A name the passage writes
 * only in another sentence is named, with the sentence that lacks it and the one that writes it: "Maria Lopez approves
 * travel above 5,000 EUR" against "Travel above 5,000 EUR needs the CFO's approval. Maria Lopez leads the Finance team."
 * A name the passage writes only after "in", "at", "of" or "for" (a setting: "the office in Lyon", "contractors of
 * Northwind Analytics") is a place or organization the passage is about and is not named. A table row's name is left to
 * rowLacks, a name the passage never writes to claimLacks.
 */
function nameLacks(claim: string, text: string, names: readonly Value[]): Array<{where: string; lacks: string[]; says?: string[]; namedIn?: string[]}> {
  if (!names.length) return [];
  const lines = linesOf(text);
  const units = lines.flatMap((l, line) => (l.blank ? [] : l.text.split(SENTENCE_BREAK_SEMICOLON).filter((s) => s.trim()).map((s) => ({s, line}))));
  if (units.length < 2) return [];
  const claimValueTerms = new Set(valuesOf(setAside(claim)).flatMap((v) => v.terms));
  const claimWords = termsOf(claim);
  /** The units sharing most of a claim part's content words, when they share enough of them. */
  const bestFor = (part: string) => {
    const subject = [...claimTerms(part)].filter((t) => !claimValueTerms.has(t) && !BOUND_WORDS.has(t) && !/^\p{N}/u.test(t));
    if (!subject.length) return null;
    const score = units.map((u) => {
      const held = termsOf(u.s);
      return subject.filter((t) => held.has(t)).length;
    });
    const top = Math.max(...score);
    if (top < Math.min(2, subject.length)) return null;
    return units.map((_u, i) => i).filter((i) => score[i] === top);
  };
  const whole = bestFor(setAside(claim));
  const clauses = setAside(claim).split(/\s*;\s*|,?\s+(?:and|but|while|whereas)\s+/);
  const out: Array<{where: string; lacks: string[]; says?: string[]; namedIn?: string[]}> = [];
  for (const v of names) {
    if (!holdsValue(v, text)) continue;
    const clause = clauses.length > 1 ? clauses.find((c) => c.includes(v.said)) : undefined;
    const best = (clause !== undefined ? bestFor(clause) : null) ?? whole;
    if (!best) continue;
    const carries = (i: number) => {
      if (holdsValue(v, [units[i].s, ...referredTo(units, i, lines)].join('\n'))) return true;
      // A heading makes no claim of its own: the claim is read against the section under it.
      const {level} = lines[units[i].line];
      if (level) {
        const end = lines.findIndex((l, k) => k > units[i].line && l.level > 0 && l.level <= level);
        if (holdsValue(v, lines.slice(units[i].line + 1, end < 0 ? undefined : end).map((l) => l.text).join('\n'))) return true;
      }
      // A role the sentence names, given to the name by another sentence of the passage.
      return roleRefs(units[i].s).some((r) =>
        units.some((w, j) => {
          if (j === i || !holdsValue(v, w.s)) return false;
          const held = termsOf(w.s);
          return r.all.every((t) => held.has(t)) || (r.unit.length > 0 && r.unit.every((t) => held.has(t)) && LEAD_VERB.test(w.s));
        }),
      );
    };
    if (best.some(carries)) continue;
    // A unit (a table row) holding the name with the number the claim writes next to it carries it ("About 61 GB for
    // the raw vectors" where the row "float32 … | about 61 GB |" does, and the sentence sharing "raw vectors" holds no
    // 61, u35c F2); a name written with no number needs all the claim's numbers there.
    const esc = v.said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const beside = new RegExp(`(?<![\\p{L}\\p{N}])\\d[\\d,.]*\\s*${esc}(?![\\p{L}])|(?<![\\p{L}])${esc}\\s*\\d[\\d,.]*\\d?`, 'gu');
    const claimNumbers = [...numbersOf([...setAside(claim).matchAll(beside)].map((m) => m[0]).join(' ') || setAside(claim))];
    if (claimNumbers.length && units.some((u) => holdsValue(v, u.s) && claimNumbers.every((n) => numbersOf(u.s).has(n)))) continue;
    // A name the claim writes only as what it compares with ("IVFFlat builds faster than HNSW") is no subject the
    // sentence stating the comparison must name (u35c F2).
    if (new RegExp(`(?<![\\p{L}])than\\s+(?:the\\s+)?${esc}(?![\\p{L}])`, 'iu').test(clause ?? claim) && !new RegExp(`(?<![\\p{L}]|than\\s+(?:the\\s+)?)${esc}(?![\\p{L}])`, 'u').test(clause ?? claim)) continue;
    // A name the passage writes only as a setting ("the office in Lyon", "contractors of Northwind Analytics") is a
    // place or an organization the passage is about, not someone a rule is given to.
    const at = [...text.matchAll(new RegExp(`(?<![\\p{L}])${v.said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'))];
    if (at.length && at.every((m) => /(?<![\p{L}])(?:in|at|of|for)\s+(?:the\s+)?$/iu.test(text.slice(Math.max(0, m.index! - 12), m.index)))) continue;
    // A table row's name and cells are read by rowLacks.
    const read = best.filter((i) => !lines[units[i].line].row);
    if (!read.length) continue;
    const instead = read
      .flatMap((i) => namePhrasesOf(units[i].s, true))
      // A capitalized word the claim writes too ("Parking permits: …") is no name said instead.
      .filter((w) => !w.terms.every((t) => claimValueTerms.has(t) || claimWords.has(t)))
      .map((w) => w.said);
    const namedIn = units.filter((u) => holdsValue(v, u.s)).map((u) => plainSentence(u.s));
    // A name the claim writes twice gets one note (u35c F2: the same clause was printed twice).
    if (out.some((o) => o.lacks[0] === v.said)) continue;
    out.push({where: theSentences(read.map((i) => units[i].s)), lacks: [v.said], ...(instead.length ? {says: [...new Set(instead)]} : {}), namedIn: namedIn.slice(0, 2)});
  }
  return out;
}

/**
 * Words that turn a clause's polarity in English, German and French ("is not", "never", "no pre-approval",
 * "cannot", "nicht", "keine", "n'est pas", "jamais"; "forbidden", "prohibited", "verboten", "interdit", which say
 * "not permitted"); "plus" only after "ne". A bound ("no more than", "not later than", "nicht mehr als") states a
 * number and turns nothing; "not only" and "nicht nur" add, they deny nothing.
 */
const NEGATIONS = /(?<![\p{L}])(?:not(?!\s+only\b)|no|never|none|nobody|nothing|neither|nor|cannot|\p{L}+n['’]t|nicht(?!\s+nur\b)|kein\p{L}*|nie|niemals|nichts|ne|n['’]|pas|jamais|aucune?|rien|personne(?=\s+ne\b)|forbidden|prohibited|verboten|untersagt|interdite?s?|blocked|banned|gesperrt|bloquée?s?)(?![\p{L}])/giu;
const POLAR_BOUNDS = /(?<![\p{L}])(?:no|not|nicht|pas)\s+(?:more|less|fewer|later|earlier|longer|shorter|mehr|weniger|später|früher|plus|moins)\s+(?:than|als|de|que|qu['’])(?![\p{L}])/giu;
/** "not before 08:00", "not until 9:00", "never after 18:00": a time or number bound, not a denial (the office "does not open before 08:00" opens at 08:00). */
const TIME_BOUNDS = /(?<![\p{L}])(?:not|never|nicht|pas)(?=(?:\s+\p{L}+){0,2}?\s+(?:before|after|until|till|earlier than|later than|sooner than|vor|nach|avant|après)\s+[^.;,!?]*\d)/giu;
/** An answer's opening "Yes," or "No," answers the question; it is not part of the claim's polarity. */
const INTERJECTION = /^\s*(?:yes|no|ja|nein|oui|non|si)\s*[,.!:;–—-]/iu;
/** French "ne … pas" (and "ne … jamais", "personne ne", "rien ne") is one negation; "neither … nor" and "not … nor" are one. */
const FRENCH_PAIR = /(?<![\p{L}])(ne|n['’])(?![\p{L}])([^.;!?]*?)(?<![\p{L}])(?:pas|jamais|plus|rien|personne|aucune?|guère|point)(?![\p{L}])/giu;
const FRENCH_LEAD = /(?<![\p{L}])(aucune?|rien|personne|jamais)\s+(?:ne|n['’])(?![\p{L}])/giu;
/** The negations a clause states, bounds and its opening "Yes,"/"No," taken out, each pair that makes one negation counted once. */
function negationsOf(text: string): {plain: string; found: RegExpMatchArray[]} {
  const plain = text
    .replace(INTERJECTION, ' ')
    .replace(POLAR_BOUNDS, ' ')
    .replace(TIME_BOUNDS, ' ')
    .replace(BOUND_BEFORE, ' ')
    .replace(BOUND_AFTER, ' ')
    .replace(FRENCH_LEAD, '$1')
    .replace(FRENCH_PAIR, '$1$2')
    .replace(/(?<![\p{L}])nor(?![\p{L}])/giu, ' ');
  return {plain, found: [...plain.matchAll(NEGATIONS)]};
}
/** A clause is negative when it states an odd number of negations: "not forbidden", "nicht verboten", "never … not" say yes. */
const polarity = (text: string) => negationsOf(text).found.length % 2 === 1;
/** Words that only grant or refuse permission: "X is not permitted" denies X itself, so no one word after the negation is what it denies. */
const PERMISSION = /^(?:permitted|permissible|allowed|authori[sz]ed|forbidden|prohibited|blocked|banned|gesperrt|erlaubt|gestattet|zulässig|verboten|untersagt|autorisée?s?|permise?s?|interdite?s?)$/iu;
/** Words no polarity is about: the negations themselves, "always" (said of a rule both ways), the modal verbs that carry a negation ("need not", "does not need", "muss nicht"), the words of permission ("is not permitted" is "may not") and "only" (a restriction, read by sentenceLacks). */
const POLAR_WORDS = termsOf(
  'not no never none nobody nothing neither nor cannot nicht kein keine keinen keiner keinem keines nie niemals nichts ne pas jamais aucun aucune rien always immer toujours ' +
    'need needs needed must may might can could should shall will would do does did is are was were be been being has have had ' +
    'muss müssen musst darf dürfen kann können soll sollen wird werden ist sind doit doivent peut peuvent est sont ' +
    'permitted permissible allowed authorized authorised forbidden prohibited blocked banned gesperrt erlaubt gestattet zulässig verboten untersagt autorisé autorisée autorisés permis permise interdit interdite interdits only nur seulement',
);
/** A text's content terms for its polarity: numbers with their units, French elisions ("l'alcool", "n'est") read as their word, function words, numbers, bound and pointer words left out. */
function polarTerms(text: string, fn: ReadonlySet<string>): Set<string> {
  // A number with its unit ("50 euros", "six hours") is a value, checked as one elsewhere: no subject or verb.
  let plain = text.replace(/(?<![\p{L}])(?:[lndjstcm]|qu)['’](?=\p{L})/giu, ' ');
  for (const u of numberUses(plain)) plain = plain.replace(u.said, ' ');
  return new Set(
    [...termsOf(plain)].filter((t) => !fn.has(t) && !POLAR_WORDS.has(t) && !POINTERS.has(t) && !BOUND_WORDS.has(t) && !/^\p{N}/u.test(t)).map(stemmed),
  );
}

/** A term with a final "e", "d" or "ed" taken off, so "use" and "used" are one word to the polarity check (48k, u31g F1: "You can use …" against "… cannot be used …"). */
function stemmed(t: string): string {
  const cut = t.replace(/e?d$|e$/, '');
  return cut.length >= 2 ? cut : t;
}

/**
 * Pairs of words that say opposite things of the same subject (task 47p, u30w F1, u30y F1), kept short on purpose:
 * each is read only between a clause of the claim and a clause of the passage that share other content words or
 * numbers (`opposes` says how many), and only when each clause says one side and not the other ("opens at 17:30"
 * against "closes at 17:30"; "the previous year" against "the next year"). With and without are not a pair here:
 * "without X" denies X (see `WITHOUT`). Under and over are bounds of a number, read by `boundDirs` ("six hours or
 * more" against "under six hours").
 */
const ANTONYMS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/(?<![\p{L}])(?:during the day|by day|in the daytime|daytime|tagsüber|pendant la journée)(?![\p{L}])/iu, /(?<![\p{L}])(?:at night|by night|during the night|night-?time|overnight|nachts|la nuit)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:before|prior to|avant)(?![\p{L}])/iu, /(?<![\p{L}])(?:after|après)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:previous|preceding|vorherige?\p{L}?|vorige?\p{L}?|précédente?s?)(?![\p{L}])/iu, /(?<![\p{L}])(?:next|following|nächste?\p{L}?|folgende?\p{L}?|suivante?s?)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:opens?|opened|opening|öffnet|ouvre)(?![\p{L}])/iu, /(?<![\p{L}])(?:closes?|closed|closing|schließt|ferme)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:starts?|started|begins?|began|commences?|beginnt)(?![\p{L}])/iu, /(?<![\p{L}])(?:ends?|ended|expires?|expired|endet)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:full[\s-]?time|vollzeit\p{L}*|temps plein)(?![\p{L}])/iu, /(?<![\p{L}])(?:part[\s-]?time|teilzeit\p{L}*|temps partiel)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:accepted|approved|granted|genehmigt|accepté\p{L}?)(?![\p{L}])/iu, /(?<![\p{L}])(?:rejected|refused|denied|declined|abgelehnt|refusé\p{L}?|rejeté\p{L}?)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:increases?|increased|raises?|raised|rises|rose)(?![\p{L}])/iu, /(?<![\p{L}])(?:decreases?|decreased|reduces?|reduced|lowers|lowered)(?![\p{L}])/iu],
  [/(?<![\p{L}])(?:included|inclusive)(?![\p{L}])/iu, /(?<![\p{L}])(?:excluded|exclusive)(?![\p{L}])/iu],
  // "optional" against "must use" (48k8, u32a F1); "blocked" is a denial, like "forbidden" (NEGATIONS).
  [/(?<![\p{L}])(?:optional|voluntary|freiwillig|facultati(?:f|ve)s?)(?![\p{L}])/iu, /(?<![\p{L}])(?:must|required|mandatory|compulsory|obligatory|muss|müssen|verpflichtend|obligatoires?|doit|doivent)(?![\p{L}])/iu],
];
/** The terms of those words: a pair's own words are not what makes two clauses about the same thing. */
const ANTONYM_TERMS = new Set([...termsOf(
  'day daytime night nighttime overnight before prior after previous preceding next following open opens opened opening close closes closed closing ' +
    'start starts started begin begins began commence end ends ended expire expires expired full part time accepted approved granted rejected refused denied declined ' +
    'increase increases increased raise raises raised rise rises rose decrease decreases decreased reduce reduces reduced lower lowers lowered included inclusive excluded exclusive ' +
    'optional voluntary must required mandatory compulsory obligatory',
)].map(stemmed));
/** "without X", "ohne X", "sans X": X is denied, whatever the clause's polarity ("… without retraining it"). */
const WITHOUT = /(?<![\p{L}])(?:without|ohne|sans)\s+/giu;
/** A contrast set aside from a clause ("…, not the engineer who found the problem", "rather than Omar", ", nicht im Treppenhaus"): its words are denied of the clause's subject. */
const CONTRAST = /(?:,\s*(?:and\s+|but\s+|und\s+|et\s+)?(?:not(?!\s+only\b)|nicht(?!\s+nur\b)|non|pas)|\s+rather\s+than|\s+instead\s+of|\s+(?:an)?statt|\s+plutôt\s+que)(?![\p{L}])[^,;.!?]*/giu;
/**
 * Where a sentence splits into clauses: ";", ", but", " but" (not "but also"), ", and", and " and" before a verb of
 * being or modal, a negation, a pronoun, one side of an antonym pair, or a clause stating a number ("opens at 09:00
 * and closes at 17:30", "… and closes at ten at night").
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`\s*;\s*|:\s+|,\s*(?:but|and|whereas|while|although|though|since|because|aber|sondern|und|mais|et)\s+|\s+(?:but|aber|mais)\s+(?!also\b|auch\b|aussi\b)|\s+and\s+(?=(?:will|would|shall|should|must|may|might|can|could|cannot|is|are|was|were|does|do|did|has|have|had|need|needs|never|not|no longer|it|they|he|she|we|you)\b|${ANTONYMS.flat().map((r) => r.source).join('|')}|[^,;]*(?:\d|(?<![\p{L}])(?:${UNITS.slice(1).join('|')}|${TENS.slice(2).join('|')}|hundred)(?![\p{L}])))`,
  'giu',
);
/** Where a clause's subject ends: its first verb of being or modal, negation or antonym ("The Vienna office | opens at 09:00", "Orders above 10,000 euros | need approval"). */
const SUBJECT_END =
  /(?<![\p{L}])(?:is|are|was|were|be|will|would|shall|should|must|may|might|can|could|cannot|do|does|did|has|have|had|need|needs|never|not|ist|sind|war|waren|wird|werden|muss|müssen|darf|dürfen|kann|können|soll|sollen|hat|haben|est|sont|doit|doivent|peut|peuvent|ne|n['’])(?![\p{L}])/iu;

/** One clause of a sentence, as the polarity check reads it. */
type Clause = {
  /** The sentence it comes from, quoted in the note. */
  sentence: string;
  /** The clause's own words. */
  text: string;
  /** Its own content terms, and those with the subject it takes from the clause before ("… and will not be renewed" is about "the contract"). */
  own: Set<string>;
  all: Set<string>;
  /** Its numbers (normalized: "09:00" is "9"). */
  nums: Set<string>;
  negative: boolean;
  /** The terms a negation in it governs ("never reboot" → reboot; "not the duty manager" → duty); null when it denies the whole clause ("is not permitted"). */
  focus: Set<string> | null;
  /** The terms it denies with "without". */
  without: Set<string>;
  /** The condition it opens with ("Without an index, …": given false; "With an index, …": given true). */
  condition?: {given: boolean; terms: Set<string>};
};

/** The first content term of `words` (a negation's or "without"'s object), or null at a word of permission. */
function governed(words: string, fn: ReadonlySet<string>): Set<string> | null {
  for (const w of words.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean).slice(0, 4)) {
    if (PERMISSION.test(w)) return null;
    const terms = polarTerms(w, fn);
    if (terms.size) return terms;
  }
  return new Set();
}

/** The clause's subject: its words before its first verb of being, modal, negation or antonym; all of them when it has none. */
function subjectOf(text: string): string {
  let end = SUBJECT_END.exec(text)?.index ?? text.length;
  for (const pair of ANTONYMS) for (const side of pair) end = Math.min(end, side.exec(text)?.index ?? end);
  return text.slice(0, end);
}

/** A clause of `sentence`, with the subject it inherits. */
function clause(sentence: string, text: string, fn: ReadonlySet<string>, inherited: ReadonlySet<string>, negative = polarity(text), focus?: null): Clause {
  const own = polarTerms(text, fn);
  let governs: Set<string> | null = focus === null ? null : new Set();
  if (focus !== null) {
    const {plain, found} = negationsOf(text);
    for (const m of found) {
      const next = governed(plain.slice(m.index! + m[0].length), fn);
      if (next === null) {
        governs = null;
        break;
      }
      next.forEach((t) => governs!.add(t));
    }
  }
  const without = new Set<string>();
  // "Without an index, pgvector runs an exact scan" opens with a condition: it denies the index of nothing the
  // sentence states (u35c F2: "pgvector offers HNSW and IVFFlat indexes" got "it says the opposite"); only a clause
  // opening with the other condition ("With an index, …") says the opposite of it.
  const opening = /^\s*(with|without|mit|ohne|avec|sans)\s+([^,.;:]{1,40}),/iu.exec(text);
  const condition = opening ? {given: !/^(?:without|ohne|sans)$/i.test(opening[1]), terms: governed(opening[2], fn) ?? new Set<string>()} : undefined;
  for (const m of text.matchAll(WITHOUT)) {
    if (condition && m.index === opening!.index + opening![0].search(/\S/)) continue;
    governed(text.slice(m.index! + m[0].length), fn)?.forEach((t) => without.add(t));
  }
  return {sentence, text, own, all: new Set([...own, ...inherited]), nums: numbersOf(text), negative, focus: governs, without, condition};
}

/**
 * The clauses of a text (task 47p, u30x F1, u30y F2): each sentence cut at ";", ", but", " but", ", and", " and"
 * before a verb, and a contrast it sets aside (", not X", "rather than X") read as its own clause, of the other
 * polarity, about the same subject. A clause with no subject of its own ("… and will not be renewed", "it does not
 * eliminate it") takes the subject of the clause before. A heading ("Sick leave.", a sentence of at most four words,
 * none of them a function word) is no clause.
 */
function clausesOf(text: string, fn: ReadonlySet<string>, sentences: readonly string[], passage = true): Clause[] {
  const out: Clause[] = [];
  let titled = new Set<string>();
  for (const sentence of sentences.map((s) => s.trim()).filter(Boolean)) {
    const words = sentence.match(/\p{L}+/gu) ?? [];
    const opening = text.startsWith(sentence) || text.includes(`\n${sentence}`);
    // A run-in heading may join its words ("Food and drink. Eating and drinking are never allowed …", u35d F3): with no
    // verb of being or modal, it opens the paragraph that follows it.
    const runIn = /\.$/.test(sentence) && !SUBJECT_END.test(sentence) && text.length > text.indexOf(sentence) + sentence.length + 1;
    const heading = opening && words.length <= 4 && !/[,;:]/.test(sentence) && (tokens(sentence, RETRIEVAL_WORDS).length === words.length || runIn) && !negationsOf(sentence).found.length;
    if (passage && heading) {
      // Its words are what the sentence under it speaks of ("Food and drink. Eating and drinking are never allowed …").
      titled = runIn ? polarTerms(sentence, fn) : new Set();
      continue;
    }
    const under = titled;
    titled = new Set();
    const contrasts = [...sentence.matchAll(CONTRAST)].map((m) => m[0]);
    const main = contrasts.reduce((s, c) => s.replace(c, ' '), sentence);
    let subject = new Set<string>();
    let first: Clause | undefined;
    // An elliptical "not" ends its clause ("… and dense scores are not, you weight the two signals …", u35c): what
    // follows the comma is a clause of its own, which that "not" does not deny.
    for (const piece of main.split(CLAUSE_BREAK).flatMap((p) => (p ? p.split(/(?<=(?<![\p{L}])not),\s+/iu) : [])).filter((p) => p && p.trim())) {
      // A clause naming its own subject ("but meals are reimbursed") takes none from the clause before.
      const own = polarTerms(subjectOf(piece), fn);
      const c = clause(sentence, piece, fn, own.size ? under : new Set([...subject, ...under]));
      out.push(c);
      first ??= c;
      if (own.size) subject = own;
    }
    for (const piece of contrasts) {
      // A trailing ", not the engineer …" denies "the engineer" of the first clause's subject ("Orders above 10,000
      // euros … , not the department head": its bound too); one set inside a clause ("The duty manager, not the
      // engineer, is the incident commander") denies the rest of that clause of it. The other polarity, and only all
      // of it (no one word) is what it denies.
      const words = piece.replace(/^[\s,]*(?:and|but|und|et)?\s*(?:not|nicht|non|pas|rather\s+than|instead\s+of|(?:an)?statt|plutôt\s+que)\s*/iu, '');
      if (!polarTerms(words, fn).size) continue;
      const rest = /^\s*,\s*([^;]+)/.exec(sentence.slice(sentence.indexOf(piece) + piece.length))?.[1].split(CLAUSE_BREAK)[0];
      const frame = rest && polarTerms(rest, fn).size ? `${words} ${rest}` : `${first ? subjectOf(first.text) : ''} ${words}`;
      const c = clause(sentence, frame, fn, new Set(), !(first?.negative ?? false), null);
      c.own = polarTerms(words, fn);
      SET_ASIDE.set(c, numbersOf(words));
      out.push(c);
    }
  }
  return out;
}

/** The ways two clauses differ in polarity: their own ("not"), an antonym pair, a word one denies with "without", a bound of the same number the other way round. */
type Flip = {kind: 'polarity'} | {kind: 'antonym'; mine: RegExp; other: RegExp} | {kind: 'without'; term: string; denied: boolean} | {kind: 'bound'; n: string; dir: string};

/** "six hours or more" after any word: BOUND_AFTER reads "of six hours or more" as the word "of" and misses it, so each number word or digit is tried here. */
const OR_MORE = /(?<![\p{L}\p{N}])(\d[\d,.]*\d|\d|\p{L}+)(?=(?:\s+[\p{L}%€$£]+){0,2}?\s+(?:or|and)\s+(more|less|fewer|above|below|over|under|higher|lower|greater)(?![\p{L}]))/giu;
/** The directions a clause bounds number `n` in ("under six hours": low; "six hours or more": high). */
function boundDirs(text: string, n: string): Set<string> {
  const dirs = new Set(boundsOf(text).filter((b) => b.n === n).map((b) => b.dir));
  for (const m of text.matchAll(OR_MORE)) if (numbersOf(m[1]).has(n)) dirs.add(LOW.test(m[2]) ? 'low' : 'high');
  return dirs;
}

function flipsOf(c: Clause, u: Clause): Flip[] {
  const out: Flip[] = [];
  if (c.negative !== u.negative) out.push({kind: 'polarity'});
  for (const [a, b] of ANTONYMS) {
    for (const [mine, other] of [[a, b], [b, a]] as const) {
      if (mine.test(c.text) && !other.test(c.text) && other.test(u.text) && !mine.test(u.text)) out.push({kind: 'antonym', mine, other});
    }
  }
  // An opening "Without an index," denies the index as "without" does anywhere else in the clause.
  const unless = (x: Clause, t: string) => x.without.has(t) || (x.condition !== undefined && !x.condition.given && x.condition.terms.has(t));
  const denied = [...c.without].find((t) => u.own.has(t) && !unless(u, t));
  const held = [...u.without].find((t) => c.own.has(t) && !unless(c, t));
  const flipped = c.condition && u.condition && c.condition.given !== u.condition.given ? [...c.condition.terms].find((t) => u.condition!.terms.has(t)) : undefined;
  if (denied) out.push({kind: 'without', term: denied, denied: true});
  else if (held) out.push({kind: 'without', term: held, denied: false});
  else if (flipped) out.push({kind: 'without', term: flipped, denied: !c.condition!.given});
  for (const n of c.nums) {
    if (!u.nums.has(n)) continue;
    const mine = boundDirs(c.text, n);
    const theirs = boundDirs(u.text, n);
    if (mine.size === 1 && theirs.size === 1 && !theirs.has([...mine][0])) out.push({kind: 'bound', n, dir: [...mine][0]});
  }
  return out;
}

/** What two clauses share: content terms (a pair's own words left out of the count) and numbers. */
function sharedOf(c: Clause, u: Clause) {
  const words = [...c.all].filter((t) => u.all.has(t));
  const nums = [...c.nums].filter((n) => u.nums.has(n));
  // Only the words of a pair either clause says are left out ("day" counts unless one says "during the day", 48k).
  const paired = new Set([c.text, u.text].flatMap((x) => ANTONYMS.flat().flatMap((r) => [...termsOf(r.exec(x)?.[0] ?? '')].map(stemmed))));
  return {words, nums, score: words.filter((t) => !paired.has(t)).length + nums.length};
}

/** A found opposite: its flips, what the two clauses share, and whether only the negated word ties them (`focus`). */
type Opposite = {flips: Flip[]; shared: ReturnType<typeof sharedOf>; focus: boolean};

/**
 * Whether all of one clause's content words are the other's: two at least shared; or, with a pair's own words left out
 * (`skip`), one (a number shared makes the second: "The contract ends on 15 September 2025" against "starts on").
 */
function nested(c: Clause, u: Clause, words: readonly string[], skip?: ReadonlySet<string>): boolean {
  const inner = (x: Clause, y: Clause) => [...x.all].every((t) => skip?.has(t) || y.all.has(t));
  return words.filter((t) => !skip?.has(t)).length >= (skip ? 1 : 2) && (inner(u, c) || inner(c, u));
}

/**
 * Whether passage clause `u` says the opposite of claim clause `c`: an odd number of flips (a "not" and a "before"
 * against an "after" cancel: "reboot only after" is "never reboot before"), each clause sharing at least one of its
 * own words or a number, and two at least in all; then, by the kind of flip:
 * - polarity: all of one clause's content words are the other's (the rule of 46k), or the word a negation governs is
 *   the other's ("never reboot" against "reboot … immediately"; "was not terminated" against "was terminated early");
 * - a bound the other way round: all of one clause's content words are the other's ("Economy class applies to
 *   flights of six hours or more" against "… under six hours", not "Gifts below 50 euros" against "must not accept
 *   gifts … more than 50 euros");
 * - an antonym: that, or two content words shared besides the pair ("The Vienna office opens at 17:30" against
 *   "… closes at 17:30");
 * - a word denied with "without": two shared, the denied word one of them.
 */
/** The clauses clausesOf read from a contrast ("instead of the full €640 fee", "rather than on site"), with the numbers it sets aside. */
const SET_ASIDE = new WeakMap<Clause, Set<string>>();
/**
 * Whether a contrast clause (`x`, "Students pay €190 instead of the full €640 fee" read as "students do not pay the full
 * €640 fee") is no opposite of the other side's clause: that clause is not about the contrast's subject ("The full fee is
 * €640" says nothing of who pays it), or clause states the value the contrast replaced it with too ("Instead of the full €640
 * fee, students pay €190", "The student fee is €190 rather than …"). s54 e-sf, u39b: these were flagged as the opposite;
 * "Students pay the full €640 fee" and "Students pay €640 instead of €190" still are.
 */
function contrastAgrees(x: Clause, other: Clause, shared: {words: string[]}): boolean {
  const aside = SET_ASIDE.get(x);
  if (!aside) return false;
  // The contrast is denied of its sentence's subject, the first word outside what it sets aside ("students").
  const subject = [...x.all].find((t) => !x.own.has(t));
  if (!subject || !shared.words.includes(subject)) return true;
  const replaced = [...x.nums].filter((n) => !aside.has(n));
  return replaced.length > 0 && replaced.every((n) => other.nums.has(n));
}

function opposes(c: Clause, u: Clause): Opposite | null {
  const flips = flipsOf(c, u);
  if (flips.length % 2 === 0) return null;
  const shared = sharedOf(c, u);
  if (shared.score < 2) return null;
  if (contrastAgrees(u, c, shared) || contrastAgrees(c, u, shared)) return null;
  const ownShared = (x: Clause) => shared.nums.length > 0 || shared.words.some((t) => x.own.has(t));
  if (!ownShared(c) || !ownShared(u)) return null;
  if (flips.some((f) => f.kind === 'polarity')) {
    if (nested(c, u, shared.words)) return {flips, shared, focus: false};
    const focus = (c.negative ? c : u).focus;
    return focus && [...focus].some((t) => shared.words.includes(t)) ? {flips, shared, focus: true} : null;
  }
  if (flips.some((f) => f.kind === 'bound')) return nested(c, u, shared.words, ANTONYM_TERMS) ? {flips, shared, focus: false} : null;
  if (flips.some((f) => f.kind === 'antonym')) {
    const besides = shared.words.filter((t) => !ANTONYM_TERMS.has(t)).length;
    return nested(c, u, shared.words, ANTONYM_TERMS) || besides >= 2 ? {flips, shared, focus: false} : null;
  }
  return {flips, shared, focus: false};
}

/**
 * Whether another passage clause `v` says the claim clause `c` the claim's way round, so the opposite found in `u` is
 * about something else: `v` has an even number of flips against `c` and
 * - holds all that `u` shares with it; or
 * - when only a negated word tied `u` to the claim, holds that word and the claim's words `u` lacks ("Employees may
 *   not work remotely from outside the EU" against "Employees may work remotely from another EU country …": the
 *   clause "Working remotely from outside the EU is not permitted" holds "work" and "outside"); or
 * - when no flip is one of polarity, keeps the claim's side of each flip (its antonym, its bound, its "without") and
 *   shares at least as much with it ("The Berlin office opens at 08:00" against "… opens at 08:00 and closes at
 *   19:00": the "opens" clause shares more).
 * A denial tied by all its words is not outweighed otherwise: "Meals are reimbursed up to the daily rate" shares more
 * with "alcohol is reimbursed up to the daily rate" than "Alcohol is not reimbursed" does, and is about meals.
 */
function confirms(c: Clause, u: Clause, v: Clause, found: Opposite): boolean {
  if (v === u || flipsOf(c, v).length % 2 === 1) return false;
  if (found.shared.words.every((t) => v.all.has(t)) && found.shared.nums.every((n) => v.nums.has(n))) return true;
  if (found.focus) {
    const focus = (c.negative ? c : u).focus!;
    return [...focus].some((t) => v.all.has(t)) && [...c.all].filter((t) => !u.all.has(t)).every((t) => v.all.has(t));
  }
  const keeps = found.flips.every((f) => {
    if (f.kind === 'polarity') return false;
    if (f.kind === 'antonym') return f.mine.test(v.text) && !f.other.test(v.text);
    if (f.kind === 'without') return v.own.has(f.term) && v.without.has(f.term) === f.denied;
    return boundDirs(v.text, f.n).has(f.dir);
  });
  return keeps && sharedOf(c, v).score >= found.shared.score;
}

/** Whether a clause grants or refuses permission ("are allowed", "is not permitted", "ist erlaubt"). */
const permits = (text: string) => text.split(/[^\p{L}]+/u).some((w) => PERMISSION.test(w));

/** A text as words only, for comparing a claim with a passage sentence word for word. */
const wordsOnly = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Words that make a few words a statement: a verb that links or helps, an article, a preposition (English, German, French). */
const STATES = /(?<![\p{L}])(?:is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|may|might|must|shall|should|will|would|need|needs|the|a|an|of|to|in|on|at|by|for|with|from|ist|sind|war|waren|hat|haben|wird|werden|kann|muss|darf|der|die|das|ein|eine|est|sont|était|a|ont|peut|doit|le|la|les|un|une|des)(?![\p{L}])/iu;
/** The label opening the line of `text` that holds `sentence` ("HNSW" of "HNSW: build parameters …"), or "". */
const LINE_LABEL = /^\s*(?:[-*+]\s+)?(?:\*\*)?([^:.;!?\n]{1,40}?)(?:\*\*)?:\s/u;
function lineLabel(text: string, sentence: string): string {
  const line = text.split('\n').find((l) => l.includes(sentence.trim()));
  return line ? labelOf(line) : '';
}
/** The label a line opens with ("HNSW", "Fusion method"): at most four words, no statement ("You do not choose …:" is none). */
function labelOf(line: string): string {
  const label = LINE_LABEL.exec(line)?.[1] ?? '';
  NEGATIONS.lastIndex = 0;
  return label && label.trim().split(/\s+/).length <= 4 && !STATES.test(label) && !NEGATIONS.test(label) ? label : '';
}
/** A claim of at most four words with no such word, no verb and no negation: a name or label, no statement. */
function bareLabel(claim: string): boolean {
  const plain = claim.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/[*_`]+/g, '').trim();
  const words = plain.split(/\s+/).filter(Boolean);
  NEGATIONS.lastIndex = 0;
  // A word after the first that may be a verb ("RAG eliminates hallucination", "RAG reduced it") makes a statement.
  const verb = words.slice(1).some((w) => /(?:[^s'’]s|ed)$/i.test(w));
  return words.length > 0 && words.length <= 4 && !verb && !STATES.test(plain) && !NEGATIONS.test(plain);
}

/**
 * `text` with each table row cut to its first cell and the cells of the columns whose header the claim names ("Postgres"
 * names "PostgreSQL + pgvector"), when it names some columns but not all; otherwise `text` as it is.
 */
function ownColumns(claim: string, text: string): string {
  const lines = text.split('\n');
  for (const {header, rows} of tablesOf(text)) {
    const keep = namedColumns(claim, header);
    if (!keep.some(Boolean) || keep.slice(1).every(Boolean)) continue;
    for (const row of rows) {
      const at = lines.findIndex((l) => cellsOf(l)?.join('\u0000') === row.join('\u0000'));
      if (at >= 0) lines[at] = `${row.filter((_c, j) => j === 0 || keep[j]).join(' | ')} |`;
    }
  }
  return lines.join('\n');
}

/** The tables of `text`: each header row's cells and the rows under it with as many cells. */
function tablesOf(text: string): Array<{header: string[]; rows: string[][]}> {
  const lines = text.split('\n');
  const out: Array<{header: string[]; rows: string[][]}> = [];
  for (let i = 0; i < lines.length; i++) {
    const header = cellsOf(lines[i]);
    // A header names its columns: no figure in it ("VC-21 | 2027-03-31 | …" is a first data row).
    if (!header || header.length < 3 || header.some((c) => /\d/.test(c)) || (i > 0 && cellsOf(lines[i - 1])?.length === header.length)) continue;
    const rows: string[][] = [];
    for (let k = i + 1; k < lines.length; k++) {
      const row = cellsOf(lines[k]);
      if (!row || row.length !== header.length) break;
      rows.push(row);
    }
    if (rows.length) out.push({header, rows});
  }
  return out;
}

/** Which columns of `header` (never the first, the row label) the claim names: "Postgres" names "PostgreSQL + pgvector". */
function namedColumns(claim: string, header: readonly string[]): boolean[] {
  // A comparison table's columns are products or places, capitalized ("Milvus", "PostgreSQL + pgvector"), and a claim
  // names one with a capital too; a data table's columns ("owner", "warranty_until") are attributes, not read here.
  if (header.slice(1).some((c) => !/^\p{Lu}/u.test(c))) return header.map(() => false);
  const said = [...termsOf((claim.match(/(?<![\p{L}])\p{Lu}[\p{L}\p{N}]*/gu) ?? []).join(' '))].filter((t) => t.length >= 3);
  return header.map((c, j) => j > 0 && [...termsOf(c)].some((h) => said.some((t) => t === h || (t.length >= 5 && h.length >= 5 && t.slice(0, 5) === h.slice(0, 5)))));
}

/**
 * Another column's words given to the column the claim names (u34c F3, u33c F4: "Milvus is a proprietary managed
 * service" where the Delivery model row says "Open source (Apache-2.0) …" for Milvus and "Proprietary managed service"
 * for Pinecone): a phrase of two or more words of another column's cell that the claim writes and the named column's
 * cell of that row does not.
 */
function columnLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const said = claimTerms(setAside(claim));
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  for (const {header, rows} of tablesOf(text)) {
    const named = namedColumns(claim, header);
    if (named.filter(Boolean).length !== 1) continue;
    const col = named.indexOf(true);
    // The column's own name is no phrase of another cell.
    const own = termsOf(header[col]);
    for (const row of rows) {
      const mine = termsOf(row[col]);
      for (const [j, cell] of row.entries()) {
        if (j === 0 || j === col) continue;
        for (const phrase of cell.split(/[,;()]|\s+(?:or|and|with|on|for|in)\s+/)) {
          const terms = [...claimTerms(phrase)].filter((t) => !own.has(t));
          if (terms.length < 2 || !terms.every((t) => said.has(t)) || terms.every((t) => mine.has(t))) continue;
          out.push({where: `the row “${row[0]}”, column “${header[col]}”`, lacks: [phrase.trim()], says: [row[col]]});
        }
      }
    }
  }
  return out.slice(0, 1);
}

/** Whether the claim is a run of whole clauses of one sentence of `text`, word for word (cut at , ; : and dashes). */
function quotesWordForWord(claim: string, text: string): boolean {
  const said = wordsOnly(claim);
  if (!said) return false;
  const verbatim = (s: string) => {
    // "and" and "but" join clauses too: "Passwords must be at least 14 characters long" is the first of "… long and are
    // never written down" (48k8, u32a F2).
    const segments = s.split(/[,;:]\s*|\s+[-–—]\s+|\s+(?:and|but)\s+(?=(?:are|is|was|were|must|may|can|should|will|do|does|has|have|never|not)\b)/).map(wordsOnly);
    return segments.some((_x, i) => segments.slice(i).some((_y, j) => segments.slice(i, i + j + 1).join(' ') === said));
  };
  return text.split(SENTENCE_BREAK).some(verbatim);
}

/**
 * A sentence of the cited text that says the opposite of the claim (u30q F12: "Yes, alcohol is reimbursed up to the
 * daily rate [1]" against "Alcohol is not reimbursed."; task 47p: u30y F1, F2, u30w F1, u30x F1). Claim and passage
 * are compared clause by clause (`clausesOf`); a clause of the passage says the opposite of a clause of the claim
 * when `opposes` finds it and no other clause of the passage says the claim's way round (`confirms`). Never an
 * opposite: a claim that is a passage sentence, or a run of its whole clauses, word for word ("RAG reduces
 * hallucination; it does not eliminate it", u30x F1), and a question the answer echoes ("Will the contract be
 * renewed?"), which claims nothing.
 */
function oppositeLacks(claim: string, text: string): Array<{lacks: string[]; says: string[]; opposite: true}> {
  if (/\?\s*$/.test(claim)) return [];
  if (quotesWordForWord(claim, text)) return [];
  // In a comparison table, a claim naming one column is read against that column's cells only (s50-c for u33c F8:
  // Milvus's "Built-in BM25" is no opposite of "Postgres's built-in ranking is not BM25").
  text = ownColumns(claim, text);
  const sentences = text.split(SENTENCE_BREAK);
  // A bare name or label ("Recursive chunking", a list item) states nothing that could be the opposite (u34c F2).
  if (bareLabel(claim)) return [];
  // The function words of the claim's language and the passage's ("sind" is one in a German passage).
  const fn = new Set([...functionTerms(claim), ...functionTerms(text)]);
  // A heading ("Munich office") states nothing either way: it is no sentence of either polarity (47k).
  const headings = new Set(linesOf(text).filter((l) => l.level > 0).map((l) => l.text.trim()));
  const units = clausesOf(text, fn, sentences.filter((s) => !headings.has(s.trim())));
  let found: {s: string; score: number} | undefined;
  for (const c of clausesOf(claim, fn, [claim], false)) {
    if (c.all.size + c.nums.size < 2) {
      // A short permission ("Cats are not allowed") against a clause granting or refusing it of the same one thing
      // ("Cats are allowed."), no clause saying it the claim's way round (48k, u31g F1).
      const same = (u: Clause) => c.all.size === 1 && u.all.size === 1 && [...c.all].every((t) => u.all.has(t)) && permits(c.text) && permits(u.text);
      const against = units.find((u) => same(u) && u.negative !== c.negative && !u.without.size);
      if (against && !units.some((v) => same(v) && v.negative === c.negative) && !found) found = {s: against.sentence, score: 1};
      continue;
    }
    // u37b F5: "Yes, cats are allowed in the unit" against "Cats are not allowed." (beside "Dogs are allowed in the
    // unit"): a permission granted or refused of the claim's subject alone, the other way round, no clause of the
    // passage granting it the claim's way.
    const subject = polarTerms(subjectOf(c.text), fn);
    const only = (u: Clause) => u.all.size === 1 && [...u.all].every((t) => subject.has(t)) && permits(c.text) && permits(u.text);
    const refused = units.find((u) => only(u) && u.negative !== c.negative && !u.without.size);
    if (refused && !units.some((v) => v.negative === c.negative && [...refused.all].every((t) => v.all.has(t))) && !found) found = {s: refused.sentence, score: 1};
    const reversed = sentences.find((t) => hoursReversed(c.text, t));
    if (reversed && !found) found = {s: reversed, score: 1};
    for (const u of units) {
      const opposite = opposes(c, u);
      if (!opposite || units.some((v) => confirms(c, u, v, opposite)) || otherwiseSaid(c.text, u.text) || hoursSaid(c.text, u.sentence)) continue;
      if (!found || opposite.shared.score > found.score) found = {s: u.sentence, score: opposite.shared.score};
    }
  }
  return found ? [{lacks: [], says: [found.s], opposite: true}] : [];
}

/** "open from 9:00 to 17:00", "open 8 am – 6 pm", "opens 07:30 until 19:00": opening hours as a range. */
const OPEN_RANGE = /(?<![\p{L}])open(?:s|ed)?(?![\p{L}])[^.;!?]*?(?:from\s+)?(\d{1,2}(?:[:.]\d\d)?\s*(?:a\.?m\.?|p\.?m\.?|h)?)\s*(?:to|until|till|[-–—])\s*(\d{1,2}(?:[:.]\d\d)?\s*(?:a\.?m\.?|p\.?m\.?|h)?)(?![\p{N}])/iu;

/**
 * "The office opens at 9:00 and closes at 17:00" says what "The office is open from 9:00 to 17:00" says (u39b F2: the
 * "closes" clause was read as the opposite of "open"): a claim clause opening at the range's start, or closing at its end.
 */
function hoursSaid(claim: string, sentence: string): boolean {
  const range = OPEN_RANGE.exec(sentence);
  if (!range) return false;
  const said = [...numbersOf(claim)];
  if (!said.length) return false;
  const at = (n: ReadonlySet<string>) => said.every((x) => n.has(x));
  if (/(?<![\p{L}])clos(?:es?|ed|ing)(?![\p{L}])/iu.test(claim)) return at(numbersOf(range[2]));
  if (/(?<![\p{L}])open(?:s|ed|ing)?(?![\p{L}])/iu.test(claim)) return at(numbersOf(range[1]));
  return false;
}

/** "The office opens at 17:00" against "The office is open from 9:00 to 17:00": the range's end said as its start, or the reverse. */
function hoursReversed(claim: string, sentence: string): boolean {
  const range = OPEN_RANGE.exec(sentence);
  if (!range) return false;
  const said = [...numbersOf(claim)];
  const [from, to] = [numbersOf(range[1]), numbersOf(range[2])];
  if (said.length !== 1 || (from.has(said[0]) && to.has(said[0]))) return false;
  if (/(?<![\p{L}])clos(?:es?|ed|ing)(?![\p{L}])/iu.test(claim)) return from.has(said[0]);
  if (/(?<![\p{L}])opens?(?![\p{L}])/iu.test(claim) && !/(?<![\p{L}])open\s+(?:until|till|to)(?![\p{L}])/iu.test(claim)) return to.has(said[0]);
  return false;
}

/**
 * "If nobody acknowledges within 15 minutes, the page goes to the backup engineer" says what "Pages must be acknowledged
 * within 15 minutes, otherwise the page goes to the backup engineer" says (u35d F3, X10): a condition of the other
 * polarity than the passage's rule, and the same consequence as its "otherwise".
 */
function otherwiseSaid(claim: string, sentence: string): boolean {
  const cond = /^\s*(?:if|when|unless)\s+([^,]+),\s*(?:then\s+)?(.+)$/iu.exec(claim);
  const rule = /^(.+?),?\s+(?:otherwise|or else)\s+(.+)$/iu.exec(sentence);
  if (!cond || !rule) return false;
  const unless = /^\s*unless\b/i.test(claim);
  return (polarity(cond[1]) !== unless) !== polarity(rule[1]) && polarity(cond[2]) === polarity(rule[2]);
}

/** The passage sentences sharing most of a claim's content words (two at least, or all of them when fewer). */
function carrying(claim: string, text: string, leave: ReadonlySet<string> = new Set()): string[] {
  const subject = [...claimTerms(setAside(claim))].filter((t) => !leave.has(t) && !BOUND_WORDS.has(t) && !NUMBER_TERMS.has(t) && !/^\p{N}/u.test(t));
  const units = passageSentences(text);
  if (!subject.length || !units.length) return [];
  const score = units.map((u) => {
    const held = termsOf(u);
    return subject.filter((t) => held.has(t)).length;
  });
  const top = Math.max(...score);
  return top >= Math.min(2, subject.length) ? units.filter((_u, i) => score[i] === top) : [];
}

const PERIODS = 'day|week|month|year|quarter';
const PERIOD_ADVERBS: Readonly<Record<string, string>> = {daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year', annually: 'year', quarterly: 'quarter'};
/**
 * A frequency the claim states without a number ("every year", "annually") where the sentence carrying the claim states
 * it with one ("every three years"): u30w F1, "Laptops are replaced every year" passed against "every three years".
 */
function frequencyLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const m = new RegExp(`(?<![\\p{L}])(?:(?:every|each)\\s+(${PERIODS})|(${Object.keys(PERIOD_ADVERBS).join('|')}))(?![\\p{L}])`, 'iu').exec(claim);
  if (!m) return [];
  const period = m[1]?.toLowerCase() ?? PERIOD_ADVERBS[m[2].toLowerCase()];
  const leave = termsOf(`${m[0]} every each ${period}s`);
  const best = carrying(claim, text, leave);
  const once = new RegExp(`(?<![\\p{L}])(?:(?:every|each|per|a|once\\s+a)\\s+${period}|${Object.keys(PERIOD_ADVERBS).filter((a) => PERIOD_ADVERBS[a] === period).join('|')})(?![\\p{L}])`, 'iu');
  const many = new RegExp(`(?<![\\p{L}])every\\s+(?:[\\p{L}\\p{N}]+\\s+)?${period}s(?![\\p{L}])`, 'iu');
  if (!best.length || best.some((u) => once.test(u))) return [];
  // s55-dq (u-dqa F3): or every other period ("every year" where it says "every six months").
  const other = new RegExp(`(?<![\\p{L}])every\\s+(?:[\\p{L}\\p{N}]+\\s+)?(?!${period})(?:${PERIODS})s?(?![\\p{L}])`, 'iu');
  const says = best.map((u) => (many.exec(u) ?? other.exec(u))?.[0]).filter((x): x is string => Boolean(x));
  return says.length ? [{where: theSentences(best), lacks: [m[0]], says: [...new Set(says)]}] : [];
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY = new RegExp(`(?<![\\p{L}])(${DAYS.join('|')})s?(?![\\p{L}])`, 'giu');
const EVERY_DAY = /(?<![\p{L}])(?:every\s+day|each\s+day|daily|(?:seven|7)\s+days\s+a\s+week)(?![\p{L}])/iu;
/** The days of the week a text covers: those it names, the days of a range it names ("Monday to Friday"), weekdays, weekends. */
function daysCovered(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(DAY)) out.add(DAYS.indexOf(m[1].toLowerCase()));
  for (const m of text.matchAll(new RegExp(`(${DAYS.join('|')})s?\\s*(?:to|through|until|till|-|–|—)\\s*(${DAYS.join('|')})`, 'giu'))) {
    for (let d = DAYS.indexOf(m[1].toLowerCase()), end = DAYS.indexOf(m[2].toLowerCase()), k = 0; k < 7; d = (d + 1) % 7, k++) {
      out.add(d);
      if (d === end) break;
    }
  }
  if (/(?<![\p{L}])weekdays?(?![\p{L}])/iu.test(text)) [0, 1, 2, 3, 4].forEach((d) => out.add(d));
  if (/(?<![\p{L}])weekends?(?![\p{L}])/iu.test(text)) [5, 6].forEach((d) => out.add(d));
  if (EVERY_DAY.test(text)) DAYS.forEach((_d, i) => out.add(i));
  return out;
}
/** Paid or done once (s55-dq). */
const ONE_TIME = /(?<![\p{L}])(?:one[\s-]time|one[\s-]off|once|single\s+payment)(?![\p{L}])/iu;
const PERIOD_SAID = new RegExp(`(?<![\\p{L}])(?:(?:per|every|each|a|an|once\\s+a)\\s+(${PERIODS})|(${Object.keys(PERIOD_ADVERBS).join('|')}))(?![\\p{L}])`, 'giu');
/**
 * When: a day of the week the text never covers where the sentence carrying the claim names another ("on Thursdays"
 * where it says "on Tuesdays", u35d F2 W9), "every day" where it names weekdays or a day it is closed (u35b F5.8), and a
 * period the sentence carrying the claim states as another one ("four uniforms per month" where it says "per year",
 * u35b F5.10).
 */
function whenLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  const covered = daysCovered(text);
  const days = [...claim.matchAll(DAY)].filter((m) => !covered.has(DAYS.indexOf(m[1].toLowerCase())));
  if (days.length) {
    const best = carrying(claim, text, termsOf(days.map((m) => m[0]).join(' ')));
    const says = best.flatMap((u) => [...u.matchAll(DAY)].map((m) => m[0]));
    if (says.length) out.push({where: theSentences(best), lacks: days.map((m) => m[0]), says: [...new Set(says)]});
  }
  const every = EVERY_DAY.exec(claim);
  if (every && !EVERY_DAY.test(text)) {
    const best = carrying(claim, text, termsOf(every[0]));
    const next = passageSentences(text).filter((u, i, all) => best.includes(all[i - 1] ?? '') && /^\s*(?:it|they|the\s+\p{L}+)\b[^.]*\bclosed\b/iu.test(u));
    const says = [...best, ...next].flatMap((u) => [...u.matchAll(/(?<![\p{L}])(?:on\s+)?weekdays?(?![\p{L}])|closed\s+on\s+\p{L}+/giu)].map((m) => m[0]));
    if (says.length) out.push({where: theSentences([...best, ...next]), lacks: [every[0]], says: [...new Set(says)]});
  }
  // s55-dq (u-dqa F3): weekdays or weekends where the sentence carrying the claim says every day ("on weekdays only" for "every day").
  const part = /(?<![\p{L}])(?:on\s+)?(?:weekdays?|weekends?)(?:\s+only)?(?![\p{L}])/iu.exec(claim);
  if (part && !EVERY_DAY.test(claim)) {
    const best = carrying(claim, text, termsOf(`${part[0]} weekday weekend only`));
    const says = best.filter((u) => !/(?<![\p{L}])(?:weekdays?|weekends?)(?![\p{L}])/iu.test(u)).flatMap((u) => u.match(EVERY_DAY) ?? []);
    if (says.length) out.push({where: theSentences(best), lacks: [part[0]], says: [...new Set(says)]});
  }
  const periodOf = (m: RegExpMatchArray) => (m[1] ?? PERIOD_ADVERBS[m[2].toLowerCase()]).toLowerCase();
  for (const m of claim.matchAll(PERIOD_SAID)) {
    const period = periodOf(m);
    const best = carrying(claim, text, termsOf(`${m[0]} ${period}s`));
    if (!best.length) continue;
    const theirs = best.flatMap((u) => [...u.matchAll(PERIOD_SAID)]);
    // s55-dq (u-dqa F3): a recurring amount where the sentence says it is paid once ("450 USD per month" for "a one-time allowance").
    const onceSaid = best.flatMap((u) => u.match(ONE_TIME) ?? []);
    if (!theirs.length && onceSaid.length) out.push({where: theSentences(best), lacks: [m[0]], says: [...new Set(onceSaid)]});
    if (!theirs.length || theirs.some((t) => periodOf(t) === period)) continue;
    out.push({where: theSentences(best), lacks: [m[0]], says: [...new Set(theirs.map((t) => t[0]))]});
  }
  return out;
}

const MAY = /(?<![\p{L}])(?:may|can|could|might)\s+(?!not\b|never\b|only\b)(?:be\s+)?\p{L}+/iu;
const MUST = /(?<![\p{L}])(?:must|shall|(?:is|are)\s+required\s+to|(?:has|have)\s+to)\s+(?:not\s+|never\s+)?(?:be\s+)?\p{L}+/giu;
/**
 * A choice where the passage states a duty: "Laptops with patient data may be encrypted" where it says "must be
 * encrypted", "Unspent funds may be kept" where they "must be returned", "Pages can be acknowledged whenever
 * convenient" where they "must be acknowledged within 15 minutes" (u35b F5.3, F5.6, u35d F2 V14). Read only when no
 * sentence carrying the claim gives the choice too, and not after "Yes," (a yes to "Can I …?" where one must).
 */
function modalLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const may = MAY.exec(claim);
  if (!may || /^\s*yes\b/i.test(claim) || negated(claim)) return [];
  const best = carrying(claim, text, termsOf('may can could might be'));
  if (!best.length || best.some((u) => MAY.test(u))) return [];
  // The duty's verb stated elsewhere in the claim ("may be kept for up to 10 days, then returned") states the duty too.
  const rest = termsOf(claim.replace(may[0], ' '));
  const duties = best.flatMap((u) => [...u.matchAll(MUST)].map((m) => m[0]));
  const says = duties.filter((d) => ![...termsOf(d.split(/\s+/).pop()!)].some((t) => rest.has(t)));
  return says.length && says.length === duties.length ? [{where: theSentences(best), lacks: [may[0]], says: [...new Set(says)]}] : [];
}

const ALLOWED = /(?<![\p{L}])(?:(?:is|are|be)\s+(?:allowed|permitted|eligible)|(?:may|can)\s+(?!not\b|never\b)(?:enter|use|bring|eat|drink|park|stay|access|go|apply|attend|visit))(?![\p{L}])/iu;
const REFUSED = /(?<![\p{L}])(?:(?:not|never)\s+(?:be\s+)?(?:allowed|permitted)|(?:may|can|must)\s+not\s+\p{L}+|may\s+never\s+\p{L}+|cannot\s+\p{L}+|(?:is|are)\s+(?:prohibited|forbidden|banned)|(?:is|are)\s+not\s+eligible|ineligible)(?![\p{L}])/iu;
/**
 * A permission where the sentence carrying the claim refuses it (u35d F2 W4: "Eating is allowed in the server room as
 * long as bottles are sealed" where it says "never allowed …, including sealed bottles"; V1: "Visitors are allowed in
 * the server room if nobody objects" where they "may not enter … without an escort"). Not read when a sentence carrying
 * the claim grants it too, nor when the claim names what the refusal excepts ("with an escort" for "without an escort").
 */
function permissionLacks(claim: string, text: string): Array<{lacks: string[]; says: string[]; opposite: true}> {
  const granted = ALLOWED.exec(claim);
  if (!granted || negated(claim) || /\b(?:unless|except|without|only)\b/i.test(claim)) return [];
  // A subject that denies it grants nothing: "No food or drink is allowed …, not even sealed bottles" (a leading "No,"
  // answers the question and is not read here).
  if (/(?<![\p{L}])(?:no|nothing|nobody|none|neither|nor)(?![\p{L}])/iu.test(claim.slice(0, granted.index).replace(/^\s*no\s*[,.!:;–—]/i, ''))) return [];
  // Failing two shared words, the sentences holding all the claim's other words ("Yes, companies may apply" is about
  // "Individuals and companies are not eligible", u35b F5.2).
  const rest = claimTerms(claim.replace(granted[0], ' '));
  const carried = carrying(claim, text, termsOf(granted[0]));
  const best = carried.length || !rest.size ? carried : passageSentences(text).filter((u) => [...rest].every((t) => termsOf(u).has(t)));
  if (!best.length || best.some((u) => ALLOWED.test(u) && !REFUSED.test(u))) return [];
  const said = new Set(claimTerms(claim));
  const refusing = best.filter((u) => {
    // A refusal of more than a bound ("not allowed for more than 20 days") is the bound's, read by boundLacks.
    if (!REFUSED.test(u) || boundsOf(u).length) return false;
    const except = /\b(?:without|unless|except(?:\s+for)?|other\s+than)\s+([^,.;]+)/i.exec(u);
    return !except || ![...termsOf(except[1])].some((t) => said.has(t));
  });
  return refusing.length ? [{lacks: [], says: refusing, opposite: true}] : [];
}

/**
 * Who does it, said first: "The company pays the first 300 euros of any damage" where the sentence carrying it says
 * "Drivers pay the first 300 euros …" (u35b F5.1; agentLacks reads "paid by"). The claim's doer is the words before its
 * verb; flagged when the passage never names it and a sentence writes the same verb and what follows it (two words at
 * least) after someone else.
 */
const NOT_DOER = /^(?:if|when|whenever|before|after|above|below|over|under|unless|once|while|although|though|since|until|then|in|on|at|for|from|by|with|without|during|within|per|to|as|so|and|but|or|whose|which|who|where|there|it|its|this|that|these|those|here|you|we|they|he|she|i)(?![\p{L}])/iu;
function doerLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]; doer: true}> {
  const plain = claim.replace(/^\s*(?:yes|no)\s*[,.!:;–—]\s*/i, '');
  const words = [...plain.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  const held = termsOf(text);
  for (let i = 1; i <= Math.min(4, words.length - 2); i++) {
    const verb = termsOf(words[i][0]);
    if (verb.size !== 1 || !/^\p{Ll}{3,}$/u.test(words[i][0])) continue;
    const before = plain.slice(0, words[i].index).trim();
    // The doer opens the sentence, a noun phrase: no clause ("If nobody", "whose"), no figure ("Above 30 °C").
    if (!/^\p{Lu}/u.test(before) || NOT_DOER.test(before) || /\d/.test(before)) return [];
    // A name ("Maria Lopez", "Heron Printing") is the name check's; a phrase with a preposition ("A year of membership")
    // or ending in an article ("Expect the") is no doer before its verb.
    if (/\s\p{Lu}|\p{Lu}{2}/u.test(before) || /(?<![\p{L}])(?:of|for|in|on|at|with|from|to|by)(?![\p{L}])/iu.test(before)) return [];
    if (/(?<![\p{L}])(?:the|a|an|your|their|our|its|his|her|this|that|these|those)$/iu.test(before)) continue;
    const doer = claimTerms(before);
    if (!doer.size || [...doer].some((t) => held.has(t) || verb.has(t) || NUMBER_TERMS.has(t)) || [...verb].some((t) => NUMBER_TERMS.has(t))) continue;
    const after = claimTerms(plain.slice(words[i].index! + words[i][0].length));
    for (const u of passageSentences(text)) {
      const theirs = [...u.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
      const at = theirs.findIndex((w, j) => j >= 1 && j <= 4 && [...termsOf(w[0])].some((t) => verb.has(t)));
      if (at < 0) continue;
      const other = u.slice(0, theirs[at].index).trim().replace(/^[\p{L} ]{1,30}:\s*/u, '');
      const follows = termsOf(u.slice(theirs[at].index! + theirs[at][0].length));
      if (!claimTerms(other).size || /\d/.test(other) || /(?<![\p{L}])(?:and|or|but|to|the|a|an)$/iu.test(other) || [...after].filter((t) => follows.has(t)).length < Math.min(2, after.size)) continue;
      return [{where: theSentences([u]), lacks: [before], says: [other], doer: true}];
    }
  }
  return [];
}

/**
 * A price where the sentences about the claim's subject say it is free: "Flu vaccinations cost 35 euros" where "Flu
 * vaccinations are free for all staff" and the 35 euros are the next sentence's travel vaccinations (u35b F5.4).
 * The subject is the words before the claim's verb; the sentences read are those holding all of them.
 */
function priceLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const prices = numberUses(claim).filter((n) => MONEY.has(n.kind));
  if (!prices.length || FREE.test(claim)) return [];
  const plain = claim.replace(/^\s*(?:yes|no)\s*[,.!:;–—]\s*/i, '');
  const verb = /(?<![\p{L}])(?:costs?|cost|is|are|was|were|charged|priced)(?![\p{L}])/iu.exec(plain);
  const subject = verb ? claimTerms(plain.slice(0, verb.index)) : new Set<string>();
  if (!subject.size) return [];
  const about = passageSentences(text).filter((u) => [...subject].every((t) => termsOf(u).has(t)));
  const isFree = (u: string) => FREE.test(u) || /(?<![\p{L}])free(?![\p{L}])/iu.test(u);
  if (!about.length || !about.every(isFree) || about.some((u) => prices.some((p) => numbersOf(u).has(p.n)))) return [];
  const says = about.flatMap((u) => /(?:is|are)\s+free(?:\s+of\s+charge)?|free\s+of\s+charge|at\s+no\s+(?:extra\s+)?(?:cost|charge)|free/iu.exec(u)?.[0] ?? []);
  return [{where: theSentences(about), lacks: prices.map((p) => p.said), says: [...new Set(says)]}];
}

/**
 * Another kind of the same thing: "after the final report" where the sentence carrying the claim says "after the
 * interim report" and the passage never writes "final" (u35b F5.7). A word before a noun of the passage, that the
 * passage never writes, where the carrying sentence writes another word before that noun.
 */
function kindLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const held = termsOf(text);
  const said = claimTerms(claim);
  const fn = new Set([...functionTerms(claim), ...functionTerms(text)]);
  // A word naming a kind: no verb form ("logged", "including"), no adverb ("even", "only").
  const word = (w: string) =>
    /(?:ed|ing|ly)$/i.test(w) || /^(?:even|also|just|still|only|ever|never|always|very|more|most|less|least|much|many|not)$/i.test(w)
      ? []
      : [...termsOf(w)].filter((t) => !fn.has(t) && !NUMBER_TERMS.has(t));
  // Each two words in a row, overlapping ("the final report" gives "the final" and "final report").
  const pairs = (t: string) =>
    [...t.matchAll(/(?<![\p{L}\p{N}])(?:the|a|an|your|their|our|its|his|her|this|that)\s+(?=(\p{Ll}{3,})\s+(\p{Ll}{3,})(?![\p{L}\p{N}]))/giu)].map((m) => ({all: `${m[1]} ${m[2]}`, a: new Set(word(m[1])), b: new Set(word(m[2]))}));
  const best = carrying(claim, text);
  for (const p of pairs(claim)) {
    if (p.a.size !== 1 || p.b.size !== 1 || [...p.a].some((t) => held.has(t)) || ![...p.b].every((t) => held.has(t))) continue;
    const theirs = best.flatMap((u) => pairs(u)).filter((q) => q.a.size === 1 && q.b.size === 1 && [...q.b].every((t) => p.b.has(t)) && ![...q.a].some((t) => said.has(t)));
    if (theirs.length) return [{where: theSentences(best), lacks: [p.all], says: [...new Set(theirs.map((q) => q.all))]}];
  }
  return [];
}

/**
 * Another action in an instruction: "Email your shift lead before 07:00" where the sentence carrying it says "must call
 * their shift lead before 07:00" and the passage never writes "email" (u35b F5.9). The instruction's first word, a verb
 * the passage never writes, against the word the carrying sentence puts before the same object.
 */
function actionLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const m = /^\s*(?:(?:yes|no)\s*[,.!:;–—]\s*)?(\p{L}{3,})\s+(?:your|their|the|a|an|his|her|our)\s+(\p{L}{3,})/iu.exec(claim);
  if (!m) return [];
  const verb = termsOf(m[1]);
  if (!verb.size || [...verb].some((t) => termsOf(text).has(t))) return [];
  const object = m[2].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const best = carrying(claim, text, verb);
  const theirs = best.flatMap((u) => [...u.matchAll(new RegExp(`(?<![\\p{L}])(\\p{L}{3,})\\s+(?:your|their|the|a|an|his|her|our)\\s+${object}(?![\\p{L}])`, 'giu'))]);
  // s56-sup (u-dqa F4): a preposition or conjunction before the object ("before the shift starts") is no action.
  const says = theirs.map((t) => t[1]).filter((w) => termsOf(w).size && !/^(?:to|for|from|with|by|of|in|on|at|and|or|before|after|during|until|till|into|onto|over|under|through|across|around|within|without|about|than|when|while|once|per|via|into|behind|beside|between|toward|towards|against)$/i.test(w));
  return says.length ? [{where: theSentences(best), lacks: [m[1]], says: [...new Set(says)]}] : [];
}

/**
 * What a claim sets aside ("applies only to employees, not contractors") that the sentence carrying it includes ("…
 * applies to all employees and contractors …"): u30w F1 (task 47k2). "not only" sets nothing aside, and a sentence
 * setting the same thing aside ("the duty manager, not the engineer") holds the claim.
 */
function asideLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  for (const m of claim.matchAll(/(?:,\s*(?:and\s+)?not|\brather than|\binstead of|\bexcept(?:\s+for)?|\bexcluding)\s+(?!only\b|just\b)([^,;.]+)/giu)) {
    const aside = [...claimTerms(m[1])].filter((t) => !BOUND_WORDS.has(t));
    if (!aside.length) continue;
    // In a comparison table, only the cells of the column the claim names say anything of its subject ("Pinecone is a
    // proprietary managed service, not open source" where Milvus's cell of that row says "Open source", u35c F2).
    for (const u of carrying(claim, ownColumns(claim, text))) {
      // What the sentence itself sets aside or denies ("ignores scores", "without a key") is set aside there too (48k).
      const held = termsOf(
        setAside(u)
          .replace(/\b(?:except(?:\s+for)?|excluding|but not)\b[^,;.]*/giu, ' ')
          .replace(/(?<![\p{L}])(?:ignor\p{L}*|without|not|no|never|excludes?|drops?|skips?)\s+(?:\p{L}+\s+){0,2}?\p{L}+/giu, ' '),
      );
      if (aside.every((t) => held.has(t))) {
        const words = tokens(u, RETRIEVAL_WORDS).filter((w) => aside.includes(w.term)).map((w) => u.slice(w.start, w.end));
        out.push({where: theSentences([u]), lacks: [m[0].replace(/^,\s*/, '').trim()], says: [...new Set(words)]});
        break;
      }
    }
  }
  return out;
}

/** Nouns that name a group of people in an organization: "the People team", "the IT security team". */
const GROUP_NOUN = /(?<![\p{L}'’])((?:[\p{L}][\p{L}'’-]*\s+){1,2})(teams?|department|committee|desk|unit|group|panel|board)(?![\p{L}])/gu;
/** Words before a group noun that name no particular group ("the whole team", "your own department"). */
const GENERIC_GROUP = new Set('the a an to of for from by with at in on and or is are was be your our their its his her my this that these those each every any whole entire same new own other relevant appropriate responsible right local central main respective team'.split(' '));

/**
 * A team, department or desk the claim names that the cited passage does not ("Requests go to the IT security team"
 * where the passage says "the People team", u30w F1, task 47k2; "IT" is a stop word to the passage search, so it is
 * read as written, in capitals). The passage's own groups of that noun are what it says instead.
 */
function groupLacks(claim: string, text: string): Array<{lacks: string[]; says?: string[]}> {
  const out: Array<{lacks: string[]; says?: string[]}> = [];
  const held = termsOf(text);
  for (const m of claim.matchAll(GROUP_NOUN)) {
    const words = m[1].trim().split(/\s+/);
    while (words.length && GENERIC_GROUP.has(words[0].toLowerCase())) words.shift();
    // Someone's team ("Tom Becker's team") is read by the names.
    if (!words.length || words.some((w) => GENERIC_GROUP.has(w.toLowerCase()) || /\d|['’]s?$/.test(w))) continue;
    const missing = words.filter((w) => (/^\p{Lu}{2,5}$/u.test(w) ? !new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u').test(text) : [...termsOf(w)].some((t) => !held.has(t))));
    if (!missing.length) continue;
    const noun = m[2].replace(/s$/, '');
    const says = [...text.matchAll(GROUP_NOUN)].filter((g) => g[2].replace(/s$/, '') === noun).map((g) => {
      const w = g[1].trim().split(/\s+/);
      while (w.length && GENERIC_GROUP.has(w[0].toLowerCase())) w.shift();
      return [...w, g[2]].join(' ');
    }).filter((g) => g.split(' ').length > 1);
    out.push({lacks: [`${words.join(' ')} ${m[2]}`], ...(says.length ? {says: [...new Set(says)]} : {})});
  }
  return out;
}

/**
 * A code the sentence carrying the claim does not write, where it writes another of the same shape ("Parking space P4
 * can be rented for 60 euros" against "Parking space P4 is included. Parking space P5 can be rented for 60 euros per
 * month.", 48k, u31g F1).
 */
function codeLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  const shape = (c: string) => c.toUpperCase().replace(/\d+/g, '#');
  for (const code of codesOf(claim)) {
    if (!holdsCode(code, text)) continue;
    const best = carrying(claim, text, termsOf(code));
    if (!best.length || best.some((u) => holdsCode(code, u))) continue;
    const others = [...new Set(best.flatMap((u) => codesOf(u)).filter((c) => shape(c) === shape(code) && !holdsCode(c, code)))];
    if (others.length) out.push({where: theSentences(best), lacks: [code], says: others});
  }
  return out;
}

/** "a full tank" where the passage says "a quarter tank": a share of something, read as a value (48k, u31g F1). */
const SHARE = /(?<![\p{L}-])(full|half|quarter|empty|whole)\s+(\p{L}+)/giu;
/** A claim saying something is free where the sentence carrying it states a price ("A replacement badge is free of charge" against "costs 15 euros"). */
const FREE = /(?<![\p{L}])(?:free of charge|(?:is|are|comes?|for)\s+free|at no (?:extra )?(?:cost|charge)|no charge|costs? nothing|(?:no|without)\s+(?:a\s+)?fee)(?![\p{L}])/iu;
const MONEY = new Set(['EUR', 'USD', 'GBP']);

/** A share ("a full tank") or "free" where the sentence carrying the claim states another share or a price (48k, u31g F1). */
function amountLacks(claim: string, text: string): Array<{where?: string; lacks: string[]; says: string[]}> {
  const out: Array<{where?: string; lacks: string[]; says: string[]}> = [];
  for (const m of claim.matchAll(SHARE)) {
    const noun = termsOf(m[2]);
    if (!noun.size) continue;
    const theirs = [...text.matchAll(SHARE)].filter((t) => [...termsOf(t[2])].some((x) => noun.has(x)));
    if (!theirs.length || theirs.some((t) => t[1].toLowerCase() === m[1].toLowerCase())) continue;
    out.push({lacks: [m[0]], says: [...new Set(theirs.map((t) => t[0]))]});
  }
  const free = FREE.exec(claim);
  if (free) {
    // The clause saying "free" is read alone: "A badge costs fifteen euros, and the first one is free for new starters"
    // is about the sentence "The first replacement is free …", not the price (u34b F2).
    const part = claim.split(/;\s*|,\s+(?:and\s+|but\s+)?|\s+(?:and|but|while|whereas)\s+(?=(?:the|a|an|it|its|they|their|this|that)\s)/i).find((p) => FREE.test(p)) ?? claim;
    const rest = part.replace(FREE, ' ');
    const best = carrying([...claimTerms(rest)].some((t) => termsOf(text).has(t)) ? rest : claim.replace(free[0], ' '), text);
    const prices = best.filter((u) => !FREE.test(u) && !/(?<![\p{L}])free(?![\p{L}])/iu.test(u)).flatMap((u) => numberUses(u).filter((n) => MONEY.has(n.kind)).map((n) => n.said));
    if (best.length && prices.length === best.flatMap((u) => numberUses(u).filter((n) => MONEY.has(n.kind))).length && prices.length) {
      out.push({where: theSentences(best), lacks: [free[0].replace(/^(?:is|are|comes?)\s+/i, '')], says: [...new Set(prices)]});
    }
  }
  return out;
}

/**
 * A name given a role the passage gives someone else, where the passage labels each party ("between Helga Sørensen
 * (\"Landlord\") and Marco Bianchi (\"Tenant\")"): "The tenant is Helga Sørensen" is not held (48k, u31g F1).
 */
function roleLabelLacks(claim: string, text: string): Array<{lacks: string[]; says: string[]}> {
  const labels = [...text.matchAll(/(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})\s*\(\s*["“”'‘’]?(\p{L}[\p{L} -]*?)["“”'‘’]?\s*\)/gu)].map((m) => ({
    name: m[1],
    role: m[2].toLowerCase(),
    said: m[0],
  }));
  if (labels.length < 2) return [];
  const has = (t: string, w: string) => new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(t);
  const roles = [...new Set(labels.map((l) => l.role))].filter((r) => has(claim, r));
  if (roles.length !== 1) return [];
  const [role] = roles;
  const named = labels.filter((l) => has(claim, l.name));
  const holder = labels.filter((l) => l.role === role);
  if (!named.length || !holder.length || named.some((l) => l.role === role)) return [];
  return [{lacks: [], says: [...named, ...holder].map((l) => l.said)}];
}

/**
 * What the claim says a thing is ("Lab 7 is a dry lab") against what the sentence about that thing says it is ("Lab 7
 * is a clean room"): a word of the claim's description the passage never writes is named (48k, u31g F1).
 */
/** The word as written around a token, its hyphenated parts kept together ("self-hosted", not "self" or "hosted", u32d F6). */
function wholeWord(text: string, start: number, end: number): string {
  const left = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-?$/u.exec(text.slice(0, start))?.[0] ?? '';
  const right = /^[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*/u.exec(text.slice(end))?.[0] ?? '';
  return `${left.endsWith('-') || !left ? left : ''}${text.slice(start, end)}${right}`;
}
const GENERAL_NOUNS = termsOf('service services product products tool tools system systems platform platforms option options solution solutions thing things offering choice kind type');
function attributeLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const IS = /^(.+?)\s+(?:is|are|was|were)\s+(?:a|an)\s+((?:\p{L}+[\s-]+){0,2}?\p{L}+)(?=\s+(?:managed|owned|run|operated|used|located|with|for|in|at|on|by|that|which|who|and)\b|\s*[,;.]|\s*$)/iu;
  const mine = IS.exec(claim.trim());
  if (!mine) return [];
  const subject = mine[1].trim().replace(/^(?:the|a|an)\s+/i, '');
  if (!termsOf(subject).size) return [];
  const esc = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const held = termsOf(text);
  for (const u of passageSentences(text)) {
    const theirs = IS.exec(plainSentence(u));
    if (!theirs || !new RegExp(`^(?:the\\s+|a\\s+|an\\s+)?${esc}$`, 'iu').test(theirs[1].trim())) continue;
    const squashed = [...termsOf(theirs[2])].join('');
    // A general head noun ("a managed service", "a tool") names no kind the passage could contradict (s49-c, u32d F2).
    const lacks = tokens(mine[2], RETRIEVAL_WORDS).filter((w) => !held.has(w.term) && !squashed.includes(w.term) && !GENERAL_NOUNS.has(w.term)).map((w) => wholeWord(mine[2], w.start, w.end));
    // What the passage says it is: its whole description to the clause's end ("a fully managed, proprietary vector
    // database", not the cut-off "fully", u32d F6).
    const whole = new RegExp(`^(?:the\\s+|a\\s+|an\\s+)?${esc}\\s+(?:is|are|was|were)\\s+((?:a|an)\\s+[^.;:!?]+)`, 'iu').exec(plainSentence(u))?.[1].trim() ?? theirs[2];
    if (lacks.length) return [{where: theSentences([u]), lacks: [...new Set(lacks)], says: [whole]}];
  }
  return [];
}

/** "paid by the driver", "approved by a vice president": a verb, "by" and who does it (up to three words, to a break). */
const BY_AGENT = /(?<![\p{L}])(\p{L}+)\s+by\s+((?:the|a|an|your|their|its|each|his|her)\s+)?(\p{L}+(?:[\s-]+(?!(?:for|in|at|on|and|or|with|within|before|after|if|when|unless|to|from|of)\b)\p{L}+){0,2})/giu;

/**
 * Who does it: the claim's "paid by the company" where the sentence carrying it says "paid by the driver" (48k8, u32a
 * F1). Read only when the carrying sentence writes the same verb with "by" and someone sharing no word with the claim's.
 */
function agentLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  for (const m of setAside(claim).matchAll(BY_AGENT)) {
    const verb = stemmed(m[1].toLowerCase());
    const mine = termsOf(m[3]);
    if (!mine.size) continue;
    const carries = carrying(claim.replace(m[0], ` ${m[1]} `), text);
    const theirs = carries.flatMap((u) => [...u.matchAll(BY_AGENT)].filter((t) => stemmed(t[1].toLowerCase()) === verb).map((t) => ({u, t})));
    if (!theirs.length || theirs.some(({t}) => [...termsOf(t[3])].some((x) => mine.has(x)))) continue;
    // The claim's agent named with the claim's other words in another sentence ("need approval from … Anna Kowalski"):
    // which sentence the claim follows is for the number and name checks, not this one.
    const rest = [...claimTerms(claim.replace(m[0], ' '))].filter((t) => !BOUND_WORDS.has(t) && !/^\p{N}/u.test(t));
    if (passageSentences(text).some((u) => [...mine].every((t) => termsOf(u).has(t)) && rest.some((t) => termsOf(u).has(t)) || numbersOf(u).size > 0 && [...claimNumbersOf(claim)].some((n) => numbersOf(u).has(n)) && [...mine].every((t) => termsOf(u).has(t)))) continue;
    out.push({where: theSentences([...new Set(theirs.map(({u}) => u))]), lacks: [`${m[1]} by ${m[2] ?? ''}${m[3]}`], says: [...new Set(theirs.map(({t}) => `${t[1]} by ${t[2] ?? ''}${t[3]}`))]});
  }
  return out;
}

/** A label: a capitalized word and a one-letter or short number id ("Priority A", "Severity 2", "Level 3"). */
const LABEL = /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+)\s+(\p{Lu}|\d{1,3})(?![\p{L}\p{N}])/gu;

/**
 * A label's meaning given to another label ("Priority A means one service is slow" where "Priority B means one service
 * is slow", 48k8, u32a F1): the sentences carrying the claim's other words all name the label's word with another id.
 */
function labelLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  for (const m of claim.matchAll(LABEL)) {
    const carries = carrying(claim.replace(m[0], ' '), text);
    if (!carries.length) continue;
    const ids = (u: string) => [...u.matchAll(LABEL)].filter((t) => t[1].toLowerCase() === m[1].toLowerCase()).map((t) => t[0]);
    if (carries.every((u) => ids(u).length > 0 && !ids(u).some((t) => t.split(/\s+/)[1] === m[2]))) {
      return [{where: theSentences(carries), lacks: [m[0]], says: [...new Set(carries.flatMap(ids))]}];
    }
  }
  return [];
}

/** "office chargers are reserved for employees": a thing kept for one group. */
const RESERVED = /((?:[\p{L}-]+\s+){1,3}?)(?:is|are)\s+(?:only\s+)?(?:reserved|restricted|limited)\s+(?:for|to)\s+(?:the\s+|use\s+by\s+)?(\p{L}+)/giu;
/** A claim giving someone the use of something. */
const GRANTS = /(?<![\p{L}])(?:may|can|could|are allowed to|is allowed to|are permitted to|is permitted to|are free to|is free to|are able to|is able to|are eligible|is eligible)(?![\p{L}])/iu;

/**
 * A thing the passage keeps for one group ("office chargers are reserved for employees") that the claim gives to someone
 * else ("contractors may use the office chargers", 48k8, u32a F1): the claim grants its use, names the thing, and does
 * not name the group.
 */
function reservedLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const grant = GRANTS.exec(claim);
  if (!grant || negated(claim)) return [];
  const said = claimTerms(claim);
  const who = claim.slice(0, grant.index).replace(INTERJECTION, ' ').replace(/^[\s,.]+|[\s,]+$/g, '');
  for (const u of passageSentences(text)) {
    for (const m of u.matchAll(RESERVED)) {
      const thing = [...termsOf(m[1])].filter((t) => !functionTerms(m[1]).has(t));
      const group = termsOf(m[2]);
      if (!thing.length || !thing.every((t) => said.has(t)) || [...group].some((t) => said.has(t))) continue;
      // "Car park A is reserved for visitors" keeps car park A, not the car park B a claim names (u34b F2).
      const label = /(?<![\p{L}\p{N}])(\p{Lu}|\d+)\s*$/u.exec(m[1])?.[1];
      if (label && !new RegExp(`(?<![\\p{L}\\p{N}])${label}(?![\\p{L}\\p{N}])`, 'u').test(claim)) continue;
      return [{where: theSentences([u]), lacks: [who || grant[0]], says: [m[0].trim()]}];
    }
  }
  return [];
}

/** Working days ("working", "business") or calendar days ("calendar", or no word): a claim's days the text's are not. */
const dayCount = (said: string) => (/(?<![\p{L}])(?:working|business)(?![\p{L}])/iu.test(said) ? 'working' : /(?<![\p{L}])calendar(?![\p{L}])/iu.test(said) ? 'calendar' : '');
const daysDiffer = (mine: string, theirs: string) =>
  (dayCount(mine) === 'working' && dayCount(theirs) !== 'working') || (dayCount(mine) === 'calendar' && dayCount(theirs) === 'working');
/**
 * s54 (u39b F1, F3, F4): one half of a passage's pairing given with the other half's value. "Room A holds 150 people"
 * where "Room A holds 12 people, while Room B holds 150 people"; "Anna works the night shift" where "Anna works the day
 * shift and Ben works the night shift"; "Tom Berg is the head of finance" where "Maria Lopez leads the finance team. Tom
 * Berg leads the security team."; "Badges are collected before the briefing" where "… after the briefing and helmets are
 * issued before the tour". Two clauses of a sentence, or two sentences of a passage, that say the same thing of two
 * things share words ("holds", "people"); a word of one that stands where the other has another word (next to the
 * same shared word, or one of a pair such as day and night, before and after) is that clause's own. A claim holding a
 * word of one clause and, instead of that clause's word, the other's word in the same place is flagged.
 */
const PAIR_STOP = new Set(
  'the a an is are was were be been being of to in on at by for with from and or but while whereas that this these those it its their his her our your my as than then so do does did has have had will would can could may might must shall should each every per who whom whose which there here also only just both all any some same other'.split(' '),
);
const PAIRED_WORDS: ReadonlyArray<readonly string[]> = [
  ['day', 'night'],
  ['morning', 'afternoon', 'evening'],
  ['before', 'after'],
  ['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western'],
  ['left', 'right'],
  ['upper', 'lower'],
  ['weekday', 'weekdays', 'weekend', 'weekends'],
  ['early', 'late', 'earlier', 'later'],
  ['first', 'last'],
  ['entry', 'exit', 'entrance'],
  ['arrival', 'arrivals', 'departure', 'departures'],
  ['inbound', 'outbound'],
  ['front', 'back', 'rear'],
  ['odd', 'even'],
];
const pairedOf = (w: string) => PAIRED_WORDS.find((g) => g.includes(w));
/**
 * s56-sup (u-dqa F4): where a text writes a full date (ISO, in figures or with its month's name, with its year) and the
 * date it is ("2026-10-16"). The pairing check reads it as one word: "16 October 2026" is not "16" and "October" apart,
 * so its "October" does not tie a claim to another sentence's "14 October" when the passage writes "16/10/2026".
 */
function fullDateSpans(text: string): Array<{start: number; end: number; term: string}> {
  const out: Array<{start: number; end: number; term: string}> = [];
  for (const re of [ISO_DATE, NUMERIC_DATE, WRITTEN_DATE]) {
    for (const m of text.matchAll(re)) {
      const said = m[0].trim();
      const start = m.index! + m[0].indexOf(said);
      const n = numberUses(said).find((u) => u.kind === 'date' && !u.part && /^\d{4}-\d{2}-\d{2}$/.test(u.n))?.n;
      if (n && !out.some((d) => start < d.end && d.start < start + said.length)) out.push({start, end: start + said.length, term: n});
    }
  }
  return out;
}
type SlotToken = {term: string; said: string; tight?: true};
/** A clause's words in order, as terms: function words dropped, a capital letter after a word kept ("car park A"). */
function slotTokens(text: string): SlotToken[] {
  const out: SlotToken[] = [];
  const dates = fullDateSpans(text);
  // Where the last word kept ended: a word right after it, with only a space between, is "tight" ("night shift").
  let end = -1;
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:[.,:]\d+)*/gu)) {
    const w = m[0];
    const lower = w.toLowerCase();
    let term: string | undefined;
    // s56-sup (u-dqa F4): a full date is one word, however it is written ("16 October 2026", "16/10/2026").
    const date = dates.find((d) => m.index! >= d.start && m.index! < d.end);
    if (date) {
      if (m.index! === date.start) out.push({term: date.term, said: text.slice(date.start, date.end), ...(end >= 0 && /^\s+$/.test(text.slice(end, m.index)) ? {tight: true as const} : {})});
      end = date.end;
      continue;
    }
    if (/^\p{Lu}$/u.test(w) && /\p{L}\s+$/u.test(text.slice(0, m.index))) term = `#${lower}`;
    else if (pairedOf(lower)) term = lower;
    else if (PAIR_STOP.has(lower)) term = undefined;
    else if (/^\d/.test(w)) term = w.replace(/,(?=\d{3}\b)/g, '');
    else term = [...termsOf(w)][0];
    if (!term) {
      end = -1;
      continue;
    }
    out.push({term, said: w, ...(end >= 0 && /^\s+$/.test(text.slice(end, m.index)) ? {tight: true as const} : {})});
    end = m.index! + w.length;
  }
  return out;
}
const PAIR_CLAUSE = /\s*;\s*|,?\s+(?:and|but|while|whereas)\s+|,\s*(?:so|then|yet)\s+/iu;
/** The word at position i, with the rest of its name ("Tom Berg") and, for a number or one of a pair, the shared word after it ("night shift", "12 people"). */
function slotPhrase(seq: readonly SlotToken[], i: number, own: ReadonlySet<string>, shared: ReadonlySet<string>): string {
  const name = (k: number) => k >= 0 && k < seq.length && own.has(seq[k].term) && /^\p{Lu}\p{Ll}/u.test(seq[k].said);
  let a = i;
  let b = i;
  if (name(i)) {
    while (name(a - 1)) a--;
    while (name(b + 1)) b++;
  }
  const next = seq[b + 1];
  const tail = next?.tight && shared.has(next.term) && (/^\d/.test(seq[i].said) || pairedOf(seq[i].term)) ? ` ${next.said}` : '';
  const head = seq[i].term.startsWith('#') && a > 0 ? `${seq[a - 1].said} ` : '';
  return `${head}${seq.slice(a, b + 1).map((t) => t.said).join(' ')}${tail}`;
}
function pairedLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  // A table's row or header, a CSV line or a title is no sentence saying something of something (rowLacks reads rows).
  const sentences = text.split(SENTENCE_BREAK).filter((s) => s.trim() && !/[|\t]|,\S/.test(s) && !TITLE_LINE(s));
  // Only what a passage names apart is swapped: a number, a name, a one-letter label ("car park A") or one of a pair.
  // A name is capitalized after another word somewhere ("and Ben", "Maria Lopez") and never written in lower case: a
  // capital at a sentence's start only ("Prompt injection", "Anna works") names nothing by itself.
  const kindOf = (t: SlotToken) =>
    t.term.startsWith('#')
      ? '#'
      : /^\d/.test(t.term) || NUMBER_TERMS.has(t.term)
        ? 'n'
        : (pairedOf(t.said.toLowerCase())?.[0] ??
          (/^\p{Lu}[\p{L}-]*$/u.test(t.said) && new RegExp(`[\\p{L}\\p{N},][ \\t]+${t.said}(?![\\p{L}])`, 'u').test(text) && !new RegExp(`(?<![\\p{L}])${t.said.toLowerCase()}(?![\\p{L}])`, 'u').test(`${text}\n${claim}`) ? 'name' : ''));
  // The clauses of each sentence, and the sentences of the passage: each group is read pairwise.
  const groups: Array<Array<{unit: string; seq: SlotToken[]}>> = [
    ...sentences.map((s) => s.split(PAIR_CLAUSE).map((c) => ({unit: s, seq: slotTokens(c)}))),
    sentences.map((s) => ({unit: s, seq: slotTokens(s)})),
  ]
    .map((g) => g.filter((c) => c.seq.length >= 2))
    .filter((g) => g.length >= 2 && g.length <= 40);
  // What the claim sets aside ("…, not Omar Haddad") it does not claim.
  for (const part of setAside(claim).split(PAIR_CLAUSE)) {
    const mine = slotTokens(part);
    const held = new Set(mine.map((t) => t.term));
    if (mine.length < 2) continue;
    for (const group of groups) {
      const termsIn = group.map((c) => new Set(c.seq.map((t) => t.term)));
      for (let i = 0; i < group.length; i++) {
        for (let j = 0; j < group.length; j++) {
          if (i === j) continue;
          const shared = new Set([...termsIn[i]].filter((t) => termsIn[j].has(t)));
          const own = (k: number, other: number) => new Set([...termsIn[k]].filter((t) => !termsIn[other].has(t)));
          const ownI = own(i, j);
          const ownJ = own(j, i);
          const anchors = [...ownI].filter((t) => held.has(t));
          // A claim holding all the other clause's own words is that clause's, its subject left out as the passage leaves
          // it out ("at most 4 km/h in the packing zone" of "… limited to 8 km/h, and to 4 km/h in the packing zone").
          if (!anchors.length || [...ownJ].every((t) => held.has(t))) continue;
          // Next to a shared word, or right after the name a clause opens with ("Utrecht has 42 desks and Ghent has 18").
          const opens = (seq: readonly SlotToken[]) => /^\p{Lu}\p{Ll}+$/u.test(seq[0].said);
          const keys = (seq: readonly SlotToken[], k: number) =>
            new Set([k > 0 && shared.has(seq[k - 1].term) ? `<${seq[k - 1].term}` : '', k + 1 < seq.length && shared.has(seq[k + 1].term) ? `>${seq[k + 1].term}` : '', k === 1 && opens(seq) ? '<@name' : '', k === 0 && opens(seq) ? '^name' : ''].filter(Boolean));
          const slotted = (k: number, tk: string, l: number, tl: string) => [...keys(group[i].seq, k)].some((key) => keys(group[j].seq, l).has(key)) || (pairedOf(tk.toLowerCase())?.includes(tl.toLowerCase()) ?? false);
          // The claim names the clause it takes the value from by a word whose counterpart in the other clause it leaves
          // out ("Anna" for "Ben", "finance" for "security", "Room A" for "Room B"): a clause that only continues the
          // other ("… and 250 EUR per night in London") has no such word, and a claim taking it is its own.
          const named = group[i].seq.some((a, k) => anchors.includes(a.term) && group[j].seq.some((b, l) => ownJ.has(b.term) && !held.has(b.term) && slotted(k, a.said, l, b.said)));
          // Or it takes nothing else of the other clause: "Staff park in car park A" where "Staff park in car park C. Car
          // park A is reserved for lorries." A claim taking more of it ("Hotels in London … 250 EUR") is that clause's.
          const heldJ = [...ownJ].filter((t) => held.has(t));
          for (let y = 0; y < group[j].seq.length; y++) {
            const ty = group[j].seq[y].term;
            if (!ownJ.has(ty) || !held.has(ty)) continue;
            // A word another clause also says with the claim's words is that clause's ("Ben and Anna both work nights").
            if (termsIn.some((t, k) => k !== j && t.has(ty) && anchors.every((a) => t.has(a)))) continue;
            const ky = keys(group[j].seq, y);
            let [from, to] = [y, y];
            while (from > 0 && heldJ.includes(group[j].seq[from - 1].term)) from--;
            while (to + 1 < group[j].seq.length && heldJ.includes(group[j].seq[to + 1].term)) to++;
            const alone = heldJ.every((t) => group[j].seq.slice(from, to + 1).some((b) => b.term === t));
            if (!named && !alone) continue;
            for (let x = 0; x < group[i].seq.length; x++) {
              const tx = group[i].seq[x].term;
              if (!ownI.has(tx) || held.has(tx)) continue;
              const pair = pairedOf(group[i].seq[x].said.toLowerCase());
              const kind = kindOf(group[i].seq[x]);
              if (!kind || kind !== kindOf(group[j].seq[y])) continue;
              const sy = group[j].seq[y].said.toLowerCase();
              const same = [...keys(group[i].seq, x)].some((k) => ky.has(k)) || (pair !== undefined && pair.includes(sy));
              if (!same) continue;
              const m = mine.findIndex((t) => t.term === ty);
              const lacks = slotPhrase(mine, m, ownJ, shared);
              // One note a claim: the first swapped word found names the swap.
              return [{where: theSentences([group[i].unit]), lacks: [lacks], says: [slotPhrase(group[i].seq, x, ownI, shared)]}];
            }
          }
        }
      }
    }
  }
  return [];
}

/**
 * s54 (own answers, u39b F4): one word of a pair put for the other in a single sentence: "The exam fee is payable on
 * the last day of the course" where "… payable on the first day of the course". A word of a pair (first/last,
 * morning/evening, north/south …) the passage never writes, where a sentence holding three of the claim's words writes
 * another of its pair next to the same word, is flagged with what that sentence says.
 */
function pairWordLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const mine = slotTokens(setAside(claim));
  const held = new Set(slotTokens(text).map((t) => t.term));
  const terms = new Set(mine.map((t) => t.term));
  for (let k = 0; k < mine.length; k++) {
    const pair = pairedOf(mine[k].said.toLowerCase());
    // "before" and "after" turn with a negation ("only after" is "never … before"): the opposites check reads them.
    if (!pair || held.has(mine[k].term) || pair.includes('before') || pair.includes('early')) continue;
    for (const sentence of passageSentences(text)) {
      if (polarity(sentence) !== polarity(claim)) continue;
      const seq = slotTokens(sentence);
      if (seq.filter((t) => terms.has(t.term)).length < 3) continue;
      const at = seq.findIndex((t, i) => t.term !== mine[k].term && pair.includes(t.said.toLowerCase()) && ((k + 1 < mine.length && seq[i + 1]?.term === mine[k + 1].term) || (k > 0 && seq[i - 1]?.term === mine[k - 1].term)));
      if (at < 0) continue;
      const next = (q: readonly SlotToken[], i: number) => (q[i + 1]?.tight ? ` ${q[i + 1].said}` : '');
      return [{where: theSentences([sentence]), lacks: [`${mine[k].said}${next(mine, k)}`], says: [`${seq[at].said}${next(seq, at)}`]}];
    }
  }
  return [];
}

/**
 * s54 (lead, u39b): a figure the passage states only to set it aside ("Students pay €190 instead of the full €640
 * fee"): "Students pay €640" passed, the passage holding 640. A claim stating that figure, without the words the passage
 * sets it aside with ("full", "fee") and without setting it aside itself, is flagged with the figure the sentence states.
 */
const ASIDE_SPAN = /(?<![\p{L}])(?:instead\s+of|rather\s+than|in\s+place\s+of|down\s+from|reduced\s+from|(?<=,\s*)not)(?![\p{L}])[^,;.!?]*/giu;
function asideFigureLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  if (setAside(claim) !== claim) return [];
  const figures = numberUses(claim).filter((u) => !u.part);
  if (!figures.length) return [];
  const sentences = passageSentences(text);
  const stated = numbersOf(sentences.map((u) => u.replace(ASIDE_SPAN, ' ')).join('\n'));
  const mine = claimTerms(claim);
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  for (const sentence of sentences) {
    const spans = sentence.match(ASIDE_SPAN) ?? [];
    if (!spans.length) continue;
    const rest = sentence.replace(ASIDE_SPAN, ' ');
    for (const u of figures) {
      const span = spans.find((s) => numberUses(s).some((t) => t.n === u.n));
      if (!span || stated.has(u.n)) continue;
      // "The full fee is €640" says what the passage sets aside, as the passage does.
      const spanWords = [...claimTerms(span)].filter((t) => !/^\p{N}/u.test(t) && !termsOf('instead rather place down reduced from not').has(t));
      if (spanWords.some((t) => mine.has(t)) || ![...claimTerms(rest)].some((t) => mine.has(t) && !/^\p{N}/u.test(t))) continue;
      const says = numberUses(rest).filter((t) => t.kind === u.kind && !t.part).map((t) => t.said);
      if (says.length) out.push({where: theSentences([sentence]), lacks: [u.said], says});
    }
  }
  return out;
}

/**
 * s54 (lead, u39b): working days are not calendar days. "Refunds take 10 days" passed where the passage says "ten
 * working days" (two weeks, not ten days); "10 working days" where it says "10 days" or "10 calendar days" is flagged
 * too. The note says which days the passage counts.
 */
const WORKING = /(?<![\p{L}])(?:working|business|work)\s+days?(?![\p{L}])/iu;
function dayCountLacks(claim: string, text: string): Array<{where: string; lacks: string[]; says: string[]}> {
  const counting = (said: string) => (WORKING.test(said) ? 'working' : 'calendar');
  const theirs = numberUses(text).filter((t) => t.kind === 'day');
  const out: Array<{where: string; lacks: string[]; says: string[]}> = [];
  for (const u of numberUses(claim).filter((c) => c.kind === 'day')) {
    const same = theirs.filter((t) => t.n === u.n);
    const mine = counting(u.said);
    if (!same.length || same.some((t) => counting(t.said) === mine)) continue;
    // A bare "10 days" where the passage says "10 working days" is the claim's count; the other way round only a count
    // the passage calls calendar days, or states bare in a sentence naming no working days, is held against it.
    const other = mine === 'working' ? 'calendar' : 'working';
    const where = passageSentences(text).filter((s) => numberUses(s).some((t) => t.kind === 'day' && t.n === u.n));
    if (mine === 'working' && where.some((s) => WORKING.test(s))) continue;
    out.push({where: `${theSentences(where)}, counting ${other} days, not ${mine} days,`, lacks: [u.said], says: [...new Set(same.map((t) => t.said))]});
  }
  return out;
}

/** A number with a unit the text never gives it ("14 weeks" where it says "14 days", u30d F11). */
function unitLacks(claim: string, text: string): Array<{lacks: string[]; says: string[]}> {
  const theirs = numberUses(text);
  const out: Array<{lacks: string[]; says: string[]}> = [];
  for (const u of numberUses(claim)) {
    if (!u.kind || u.kind === 'date') continue;
    const same = theirs.filter((t) => t.n === u.n);
    // "10 working days" is not "10 days" nor "10 calendar days" (u37b F4, s54 e-sf); "10 calendar days" is "10 days".
    if (u.kind === 'day' && same.length && same.every((t) => t.kind === 'day' && daysDiffer(u.said, t.said))) {
      out.push({lacks: [u.said], says: [...new Set(same.map((t) => t.said))]});
      continue;
    }
    if (!same.length || same.some((t) => t.kind === u.kind || !t.kind)) continue;
    out.push({lacks: [u.said], says: [...new Set(same.map((t) => t.said))]});
  }
  return out;
}

/**
 * An uncited sentence most of whose words the cited passages never write ("Contractors may also charge at the office
 * chargers for free" beside a cited passage about mileage, 48k8, u32a F3): nothing shows where it comes from, so its
 * words no passage holds are named. A cited claim is read by claimLacks alone: its citation says where to look.
 */
function strayLacks(claim: string, text: string): Pick<Unsupported, 'lacks'> | null {
  const held = termsOf(text);
  const fn = functionTerms(claim);
  const words = tokens(claim.replace(INTERJECTION, ' '), RETRIEVAL_WORDS).filter((w) => !fn.has(w.term) && !BOUND_WORDS.has(w.term) && !NUMBER_TERMS.has(w.term) && !POINTERS.has(w.term) && !/^\p{N}/u.test(w.term));
  const terms = new Set(words.map((w) => w.term));
  const missing = [...terms].filter((t) => !held.has(t));
  if (missing.length < 2 || missing.length * 2 <= terms.size) return null;
  return {lacks: [...new Set(words.filter((w) => missing.includes(w.term)).map((w) => claim.slice(w.start, w.end)))]};
}

/** A claim's subject before its verb: "Smoking is not allowed …", "The pets must be …" (s55, u-dqa F1). */
const SUBJECT_FIRST = /^\s*(?:(?:the|a|an|your|my|our)\s+)?(\p{L}[\p{L}-]*)\s+(?:is|are|was|were|isn['’]t|aren['’]t|may|must|can|cannot|can['’]t|should|will)\s/iu;

/**
 * The subject of `claim` when the cited passages never name it: "Smoking is not allowed in the flat without the
 * Landlord's written approval" against "Subletting the flat … is not allowed without the Landlord's written approval"
 * (s55, u-dqa F1: every other word is held, so the claim passed). A word some passage word starts with ("pet" in
 * "pets"), a function word ("It", "This") and a name are not checked.
 */
function subjectLacks(claim: string, text: string): Array<{lacks: string[]}> {
  const said = SUBJECT_FIRST.exec(claim)?.[1];
  if (!said || functionTerms(claim).has(said.toLowerCase()) || POINTERS.has(said.toLowerCase())) return [];
  const term = [...termsOf(said)][0];
  if (!term || term.length < 4 || termsOf(text).has(term)) return [];
  const starts = new RegExp(`(?<![\\p{L}])(?:${[term, said].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'iu');
  return starts.test(text) ? [] : [{lacks: [said]}];
}

/**
 * What `text` (the cited passages, joined) lacks of `claim`, or null when it holds it: its codes, numbers, names and
 * roles, and where it holds them (`before`: the words before a part that says "its", whose names it needs too).
 */
function claimLacks(claim: string, text: string, lower: ReadonlySet<string>, before: string): Pick<Unsupported, 'lacks' | 'why'> | null {
  const rates = textRates(claim, text);
  if (rates.was.size) return claimLacks(rates.claim, text, lower, before);
  const bounded = boundedClaims(claim, text);
  if (bounded.length && bounded.some((b) => !claimLacks(b, text, lower, before))) return null;
  const durations = textDurations(claim, text);
  if (durations.was.size) {
    const found = claimLacks(durations.claim, text, lower, before);
    if (!found) return null;
    // The note names what the claim wrote ("48 months"), not the text's unit it was read in.
    const back = (w: string) => [...durations.was].reduce((acc, [theirs, mine]) => acc.replace(theirs, mine), w);
    return {lacks: found.lacks.map(back), ...(found.why ? {why: found.why.map((w) => ({...w, lacks: w.lacks.map(back)}))} : {})};
  }
  const words = claimTerms(claim);
  const held = termsOf(text);
  const heldAffirmed = termsOf(passageSentences(text).map(setAside).join('\n'));
  const heldNumbers = numbersOf(text);
  const claimNumbers = claimNumbersOf(claim);
  // A code is one token ("LLM07:2026", "GPT-4o"): its number is not checked apart (u30e C2).
  const codes = codesOf(claim).filter((c) => !holdsCode(c, text));
  // An identifier written in camelCase ("rankedFusion") names a setting as a name does, whatever its first letter (u35c F6).
  const camels = [...new Set(claim.match(/(?<![\p{L}\p{N}_])\p{Ll}+(?:\p{Lu}\p{Ll}+)+(?![\p{L}\p{N}_])/gu) ?? [])].filter((c) => !new RegExp(`(?<![\\p{L}\\p{N}])${c}(?![\\p{L}\\p{N}])`, 'iu').test(text));
  const lacks = [
    ...codes,
    ...camels.filter((c) => !codes.includes(c)),
    // A number is named as the claim writes it ("3,000", "08:30"), not as it is compared ("3000", "8:30"; u35b F6).
    ...[...claimNumbers].filter((n) => !holdsNumber(n, heldNumbers, text) && !codes.some((c) => numbersOf(c).has(n))).map((n) => writtenAs(n, claim)),
    ...[...namesOf(claim, false, lower), ...namesOf(before, false, lower).filter((b) => !claim.includes(b.said))]
      .filter((name) => !held.has(name.term) && !holdsCurrency(name.said, text) && !spellsOut(name.said, text) && !shortensWord(name.said, claim, text))
      .map((name) => name.said),
    // A role the passage never names ("the cost-center manager" where it says "a vice president", u30f F5).
    // A role the passage names only to set it aside ("The security team, not the line manager, decides") is not held
    // by an affirmative claim (48k8, u32a: "Tell your line manager, who decides …").
    ...rolesOf(setAside(claim))
      .filter((role) => !role.terms.every((t) => (negated(claim) ? held : heldAffirmed).has(t)))
      .map((role) => role.said),
  ];
  const shares = [...words].some((t) => held.has(t) || (/^\d/.test(t) && heldNumbers.has(t)));
  // What the passage holds, but not where the claim puts it: another row of a table, the sentence stating a
  // bound the other way round, the opposite qualifier (u29v F19, F26), or a sentence saying the opposite (u30q F12).
  // A claim that quotes a passage sentence word for word ("Staff may park in car park B") places each of its words where
  // the passage does: no other sentence's value or group is held against it (u34b F2).
  // A row's value found by both row rules is said once, with what the row says there (u37b F1 variants).
  const valueRows = shares && !quotesWordForWord(claim, text) ? rowValueLacks(claim, text) : [];
  const why = shares && !quotesWordForWord(claim, text)
    ? [
        ...rowLacks(claim, text).filter((r) => !valueRows.some((v) => v.where.startsWith(r.where) && r.lacks.every((l) => v.lacks.includes(l)))),
        ...valueRows,
        ...boundLacks(claim, text),
        ...qualifierLacks(claim, text),
        ...onlyLacks(claim, text),
        ...unitLacks(claim, text),
        ...pairedLacks(claim, text),
        ...pairWordLacks(claim, text),
        ...asideFigureLacks(claim, text),
        ...dayCountLacks(claim, text),
        ...sentenceLacks(claim, text),
        ...frequencyLacks(claim, text),
        ...whenLacks(claim, text),
        ...modalLacks(claim, text),
        ...permissionLacks(claim, text),
        ...doerLacks(claim, text),
        ...priceLacks(claim, text),
        ...kindLacks(claim, text),
        ...actionLacks(claim, text),
        ...asideLacks(claim, text),
        ...groupLacks(claim, text),
        ...oppositeLacks(claim, text),
        ...codeLacks(claim, text),
        ...amountLacks(claim, text),
        ...roleLabelLacks(claim, text),
        ...attributeLacks(claim, text),
        ...agentLacks(claim, text),
        ...labelLacks(claim, text),
        ...reservedLacks(claim, text),
        ...columnLacks(claim, text),
      ]
    : [];
  // s55-dq: a subject the passages never name, unless another rule names it already.
  if (shares && !quotesWordForWord(claim, text)) for (const w of subjectLacks(claim, text)) if (!why.some((x) => x.lacks.includes(w.lacks[0]))) why.push(w);
  const misplaced = why.flatMap((w) => w.lacks).filter((w) => !lacks.includes(w));
  if (!lacks.length && !misplaced.length && !why.length && shares) return null;
  const all = shares ? [...new Set([...lacks, ...misplaced])] : [];
  const reasons = why.length ? [...(lacks.length ? [{lacks: [...new Set(lacks)]}] : []), ...why] : undefined;
  return {lacks: all, ...(reasons ? {why: reasons} : {})};
}

/** A claim's clause breaks for alignment: the polarity check's, a relative clause after a comma ("…, whose contact is Omar Haddad"), and (s56-sup, u-dqa F4) a time clause after one ("…, after the incident commander approves"). */
const ALIGN_BREAK = new RegExp(`${CLAUSE_BREAK.source}|,\\s*so\\s+(?!that\\b|far\\b|much\\b|many\\b|long\\b)|,\\s*(?=(?:which|whose|who|where|managed|run|led|owned|used)\\b)|,\\s*(?=(?:after|before|once|until|unless)\\s)`, 'giu');
/** A clause that speaks of the subject before it ("it", "its", "they", "whose", a verb first). */
const CARRIES = /^\s*(?:(?:and|but|while|so)\s+)?(?:its|it|their|they|them|whose|which|who|where|he|she|his|her)\b/iu;
/**
 * A sentence that names what the one before it stated: "The same default is used by …", "Gifts below that value must be
 * reported …". It is read with that sentence (its "default" or "value" is the figure stated there).
 */
const POINTS_BACK = /^\s*the\s+same\b|(?<![\p{L}])(?:that|this|these|those|such|the\s+same)\s+(?:value|values|amount|amounts|limit|limits|sum|figure|number|default|date|day|period|time|rate|price|threshold|level|cap|maximum|minimum|setting)(?![\p{L}])/iu;
/** A passage line that only titles what follows ("Offices", "Northwind Analytics Employee Handbook"): every sentence under it holds its words. */
const TITLE_LINE = (line: string) => !/[.!?;:]\s*$/.test(line.trim()) && line.trim().split(/\s+/).length <= 8 && !/\d/.test(line);

/**
 * The units a claim is aligned to: the passage's sentences (a table row or line is one), a sentence opening with "It",
 * "Its", "They" or "This" joined to the one before it (it speaks of its subject), and title lines read with every unit.
 */
function alignUnits(text: string): {units: string[]; titles: string} {
  const units: string[] = [];
  const titles: string[] = [];
  let header = '';
  for (const line of text.split(/\n+/)) {
    if (!line.trim()) continue;
    // A table row (Markdown, tab- or comma-separated) is one unit, read with its table's header row.
    if (/\|.*\|/.test(line) || /\t.*\t/.test(line) || (line.match(/,/g)?.length ?? 0) >= 3 && !/[.!?]\s/.test(line)) {
      if (/^[\s|:-]+$/.test(line)) continue;
      if (!header) header = line;
      else units.push(`${header}\n${line}`);
      continue;
    }
    header = '';
    if (TITLE_LINE(line)) {
      titles.push(line);
      continue;
    }
    // A line opening with a label ("HNSW: build parameters …. Better speed–recall trade-off, slower build.") speaks of
    // that label in each of its sentences (u34c F2): each is read with it.
    const label = labelOf(line);
    let first = true;
    for (const piece of line.split(/(?<!(?<![\p{L}.])(?:ext|tel|approx|e\.g|i\.e|dr|prof|mr|mrs|ms|mx|st|vs|nr|fig|al|jr|sr|no)\.)(?<=[.!?;])\s+(?=[\p{Lu}\p{N}"“(])/iu)) {
      if (!piece.trim()) continue;
      const s = label && !first ? `${label}: ${piece}` : piece;
      first = false;
      // A sentence opening with a short label ("Offices.") titles the next one.
      if (units.length && (REFERS_BACK.test(piece.split(/\s+/)[0] ?? '') || /^\s*(?:this|these|that|those|there|here)\b/i.test(piece) || POINTS_BACK.test(piece))) units[units.length - 1] += ` ${piece}`;
      else units.push(s);
    }
  }
  // A one-word label sentence ("Offices.") is a title.
  const kept = units.filter((u) => {
    if (u.trim().split(/\s+/).length <= 2 && !/\d/.test(u)) {
      titles.push(u);
      return false;
    }
    return true;
  });
  return {units: kept, titles: titles.join('\n')};
}

/** A text without the titles it quotes ("Lost in the Middle: How Language Models Use Long Contexts"). */
const unquoted = (text: string) => text.replace(/"[^"\n]{3,}"|“[^”\n]{3,}”/g, ' ');

/**
 * The one unit of `units` that best holds `words` (the clause's own terms, its subject's weighing more) and `carried`
 * (the terms of the subject it speaks of), or null when none shares a word with it.
 */
function alignedUnit(words: ReadonlySet<string>, subject: ReadonlySet<string>, carried: ReadonlySet<string>, units: readonly string[], negative: boolean): string | null {
  let best: string | null = null;
  let top = 0;
  for (const u of units) {
    // A quoted title the sentence cites ("Liu et al. (\"Lost in the Middle: How Language Models Use Long Contexts\", …)
    // moved …", u35c F2) names a work; its words are not what the sentence says.
    const held = termsOf(unquoted(u));
    // Shared words count, a number more; the clause's subject and its polarity break a tie.
    let score = 0;
    for (const t of words) if (held.has(t)) score += (/^\p{N}/u.test(t) ? 1.5 : 1) + (subject.has(t) ? 0.2 : 0);
    if (score && polarity(u) === negative) score += 0.5;
    for (const t of carried) if (held.has(t) && !words.has(t)) score += 0.6;
    if (score > top) {
      top = score;
      best = u;
    }
  }
  return best;
}

/**
 * Each clause of `claim` against the one sentence (or table row) of the cited text that best supports it (issue 28, u33b
 * F1): the whole passage holding each word somewhere is not enough when the words come from neighboring sentences
 * ("Smoking is allowed in the offices" against "Dogs are allowed in the offices. Smoking is not allowed anywhere in the
 * building."; "Room 305 is a clean room" where Room 210 is). The clause's numbers, names, roles, polarity and qualifiers
 * are checked against that sentence alone, and a content word that sentence lacks but a neighboring one has is named,
 * quoting the sentence. A clause that speaks of "it" or "they" is aligned with the subject of the clause or sentence before.
 */
/** A sentence saying its subject does what another sentence says ("works this way", "does the same", "likewise"). */
const SAME_WAY = /(?<![\p{L}])(?:(?:works?|worked|behaves?|operates?)\s+(?:this|that|the\s+same)\s+way|(?:does|do|did)\s+the\s+same|likewise|in\s+the\s+same\s+way)(?![\p{L}])/iu;

function alignedLacks(claim: string, text: string, lower: ReadonlySet<string>, previous: string): Pick<Unsupported, 'lacks' | 'why'> | null {
  const {units, titles} = alignUnits(text);
  // A table is read row by row already (rowLacks); prose sentences only are aligned here.
  if (units.length < 2 || units.some((u) => u.includes('\n'))) return null;
  // A word of a quoted title only is none the passage says (u35c F2: "use" of "How Language Models Use Long Contexts").
  const everywhere = termsOf(unquoted(text));
  const topic = termsOf(subjectOf(units[0]));
  const parts = claim.split(ALIGN_BREAK).filter((p) => p && p.trim());
  let carried = CARRIES.test(claim) ? claimTerms(subjectOf(previous)) : new Set<string>();
  for (const part of parts) {
    const fn = functionTerms(part);
    // "et al." names no content: it does not place "Liu et al. found … at the start" on the sentence citing Liu's paper (u35c F2).
    const words = new Set([...claimTerms(part.replace(INTERJECTION, ' ').replace(/(?<![\p{L}])et\s+al\.?/giu, ' '))].filter((t) => !fn.has(t) && !BOUND_WORDS.has(t) && !POINTERS.has(t)));
    const subject = claimTerms(subjectOf(part));
    const speaksBack = CARRIES.test(part) || !subject.size;
    const unit = words.size ? alignedUnit(words, subject, speaksBack ? carried : new Set(), units, polarity(part)) : null;
    if (!speaksBack && subject.size) carried = subject;
    if (!unit) continue;
    const where = theSentences([unit]);
    const context = `${titles}\n${unit}`;
    // Against that sentence alone, a value it states otherwise (a period, a bound, the opposite) is what lacks; a name or
    // number it merely leaves to its neighbors is left to claimLacks, which knows what a sentence refers back to.
    const found = claimLacks(part, context, lower, '');
    // A name the passage's title holds ("Pinecone" under "Pinecone for RAG › Index types") is the whole passage's subject:
    // the whole-passage check has placed it already.
    // A doer that another sentence of the passage says does the same is no other doer: "Weaviate's relativeScoreFusion
    // normalizes each list's scores" where "Weighted score fusion normalizes each list's scores … Weaviate's
    // relativeScoreFusion works this way" (doerLacks reads "never names it" of the text it gets, here one sentence).
    // Nor is one a run-in heading right before that sentence names: "Coffee and tea are never allowed in the lab" where
    // "Coffee and tea. Hot drinks are never allowed in the lab." (u35d F3's heading rule, s52-k5).
    const sameDoer = (lacks: readonly string[]): boolean => {
      const doer = claimTerms(lacks.join(' '));
      const names = (u: string | undefined): boolean => u !== undefined && [...doer].every((t) => termsOf(u).has(t));
      const before = units[units.indexOf(unit) - 1];
      const heading = before !== undefined && /\.$/.test(before.trim()) && (before.match(/\p{L}+/gu) ?? []).length <= 4 && !SUBJECT_END.test(before);
      return units.some((u) => SAME_WAY.test(u) && names(u)) || (heading && names(before));
    };
    let says = (found?.why ?? []).filter((w) => w.says?.length && !('opposite' in w) && !w.namedIn?.length && !(w.doer && sameDoer(w.lacks)));
    // A clause cut from its subject ("and defaults to 40" of "ef_search is the HNSW query parameter and defaults to 40")
    // is read with it: a number the whole claim places where that sentence does is held (u35c F2: "it says 16", the
    // default of m, where "hnsw.ef_search = 40").
    if (says.length && parts.length > 1) {
      const whole = (claimLacks(claim, context, lower, '')?.why ?? []).flatMap((w) => (w.says?.length ? w.lacks : []));
      says = says.filter((w) => w.lacks.some((l) => whole.includes(l)));
    }
    if (says.length) return {lacks: [...new Set(says.flatMap((w) => w.lacks))], why: says};
    // "annual" is "per year", "monthly" "per month".
    const held = termsOf(`${context} ${[...context.toLowerCase().matchAll(/\b(daily|weekly|monthly|yearly|annually|annual|quarterly)\b/g)].map((m) => PERIOD_ADVERBS[m[1]] ?? 'year').join(' ')}`);
    // Only an English clause is read word by word, and only one that leaves out words of its sentence it could have
    // said instead: a clause that replaced nothing ("Receipts must be submitted within 30 days" for "Submit receipts
    // within 30 days") is a paraphrase.
    if (!/(?<![\p{L}])(?:the|is|are|was|were|be|an?|of|to|in|on|by)(?![\p{L}])/iu.test(part)) continue;
    const near = (t: string) => held.has(t) || [...held].some((h) => h.length >= 5 && t.length >= 5 && h.slice(0, 5) === t.slice(0, 5));
    // The verb after a modal is the claim's predicate in its own words ("Forklifts may drive at most 4 km/h" against
    // "Forklift speed … is limited to 4 km/h"): its modality is compared below, the verb itself is not.
    const predicate = new Set([...part.matchAll(/(?<![\p{L}])(?:may|must|can|should|shall|will|could|might)\s+(?:not\s+|only\s+|also\s+)?(\p{L}+)/giu)].flatMap((m) => [...termsOf(m[1])]));
    // A name is left to claimLacks (it knows what a sentence refers back to), and so is what the passage is about: the
    // subject of its first sentence ("Kestrel Security guards … Payment terms are net 60 days").
    const named = new Set([...namesOf(part, false, lower).map((n) => n.term), ...tokens(part, RETRIEVAL_WORDS).filter((w) => w.start > 0 && /^\p{Lu}/u.test(part.slice(w.start, w.end)) && !/^\s*$/.test(part.slice(0, w.start))).map((w) => w.term)]);
    const own = setAside(part.replace(INTERJECTION, ' '));
    const missing = tokens(own, RETRIEVAL_WORDS).filter(
      (w) => words.has(w.term) && !/^\p{N}/u.test(w.term) && !NUMBER_TERMS.has(w.term) && !predicate.has(w.term) && !named.has(w.term) && !topic.has(w.term) && !near(w.term) && everywhere.has(w.term),
    );
    const said = termsOf(part);
    const saidNear = (t: string) => said.has(t) || [...said].some((h) => h.length >= 5 && t.length >= 5 && h.slice(0, 5) === t.slice(0, 5));
    const fnUnit = functionTerms(unit);
    const replaced = [...termsOf(unit)].filter((t) => !saidNear(t) && !fnUnit.has(t) && !BOUND_WORDS.has(t) && !/^\p{N}/u.test(t) && !NUMBER_TERMS.has(t) && !topic.has(t) && !POINTERS.has(t));
    // A clause sharing one word with its best sentence is not placed by it ("measure on your own questions" against
    // "Choose by evaluation on your own data:", u35c F2): no word of it is said to be missing there.
    if ([...words].filter((t) => termsOf(unit).has(t)).length < 2) continue;
    if (missing.length && replaced.length) {
      const said = [...new Set(missing.map((w) => part.slice(w.start, w.end)))];
      return {lacks: said, why: [{where, lacks: said}]};
    }
  }
  return null;
}

/**
 * s55 (u-zoh F2): a Markdown table row of the answer as a claim ("| Brass gate valve | 400", as a row citing [1] is read),
 * or null for a line that is no such row, the head row (the next line is its rule), the rule, or a row with no number:
 * a table's words alone are labels, its figures are what a reader takes from it.
 */
function answerRowClaim(line: string, next: string | undefined): string | null {
  const plain = linkTextOnly(line).replace(/[*_`]/g, '').trim();
  if (!/^\|.*\|$/.test(plain) || /^[\s|:-]+$/.test(plain)) return null;
  if (next !== undefined && /^\s*\|[\s|:-]+\|\s*$/.test(next) && /-/.test(next)) return null;
  const claim = plain.replace(/\|\s*$/, '').replace(/\s+/g, ' ').trim();
  return claimNumbersOf(claim).size ? claim : null;
}

/**
 * A claim as the reader sees it: a Markdown link or image keeps only its text, so a note never quotes its address (a
 * `javascript:` link in a model's answer must not come back as a link in a note or in the copied reply, demos-43c D-7).
 */
function linkTextOnly(text: string): string {
  // An address may hold one level of brackets ("javascript:alert(2)"): the note quotes no stray ")" (u31h F5).
  // Inline HTML claims nothing: a script or style with its content, any other tag alone ("<img src=x onerror=alert(1)>",
  // whose "1" is no number of the claim, 48k8, u32a M10).
  // Markdown emphasis is no word of the claim ("**Tomasz Nowak** manages the *Westgate* clinic" is read and quoted as
  // "Tomasz Nowak manages the Westgate clinic", u35b F6); an underscore inside a word ("my__var__name") is none.
  return text
    .replace(/(\*\*|\*)(?=\S)([^*\n]*?\S)\1(?!\*)/g, '$2')
    .replace(/(?<![\p{L}\p{N}_])(__|_)(?=\S)([^_\n]*?\S)\1(?![\p{L}\p{N}_])/gu, '$2')
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^<>]*>/gi, ' ');
}

/**
 * The citations of `answer` whose passages (`passages[n - 1]`) do not hold their claim, in order; citations to
 * no passage are left to checkCitations. A claim with no content word or number ("See [2].") is not checked. A
 * sentence citing no passage, in an answer that cites some, is checked against all the passages the answer cites and
 * noted with `n` 0 and those passages' numbers in `uncited` when they do not hold it (u30q F4: "Alcohol is reimbursed up
 * to EUR 50." passed unchecked next to checked sentences); an introduction ending in a colon claims nothing.
 */
export function unsupportedCitations(answer: string, passages: readonly string[]): Unsupported[] {
  const out: Unsupported[] = [];
  const lower = lowerCaseWords(answer, ...passages);
  const sentences = sentencesOf(answer);
  const cited = [
    ...new Set(
      sentences.flatMap((sentence) => [...sentence.matchAll(GROUP)].flatMap((m) => groupNumbers(m[0]))),
    ),
  ]
    .filter((n) => n >= 1 && n <= passages.length)
    .sort((a, b) => a - b);
  let previous = '';
  let at = -1;
  for (const sentence of sentences) {
    at++;
    const prior = previous;
    previous = sentence.replace(GROUP, ' ');
    let from = 0;
    // An introduction ending in a colon claims nothing, cited or not ("Here is a comparison [1]:").
    if (/:\s*$/.test(sentence)) continue;
    if (cited.length && !new RegExp(GROUP.source).test(sentence)) {
      // s55 (u-zoh F2): an uncited row of a table in the answer is read as its cells, as a cited row is.
      const row = answerRowClaim(sentence, sentences[at + 1]);
      if (row) {
        const lacking = claimLacks(row, cited.map((n) => passages[n - 1]).join('\n'), lower, '');
        if (lacking && !out.some((u) => u.n === 0 && u.claim === row)) out.push({n: 0, claim: row, ...lacking, uncited: cited});
        continue;
      }
      if (abstains(sentence) || noSentence(sentence)) continue;
      const claim = linkTextOnly(sentence).replace(/\s+/g, ' ').replace(/^[\s,;:.]+|[\s,;:]+$/g, '');
      if (claimTerms(claim.replace(INTERJECTION, ' ')).size || claimNumbersOf(claim).size) {
        const citedText = cited.map((n) => passages[n - 1]).join('\n');
        const lacking = claimLacks(claim, citedText, lower, '') ?? strayLacks(claim, citedText);
        if (lacking && !out.some((u) => u.n === 0 && u.claim === claim)) out.push({n: 0, claim, ...lacking, uncited: cited});
      }
      continue;
    }
    for (const m of sentence.matchAll(GROUP)) {
      const numbers = groupNumbers(m[0]).filter((n) => n >= 1 && n <= passages.length);
      let claim = sentence.slice(from, m.index).replace(GROUP, ' ');
      from = m.index! + m[0].length;
      // A citation with no words of its own before it (at the sentence start) is for the whole sentence.
      if (!claimTerms(claim).size) claim = sentence.replace(GROUP, ' ');
      claim = linkTextOnly(claim).replace(/\s+/g, ' ').replace(/^[\s,;:.]+|[\s,;:]+$/g, '');
      if (!numbers.length) continue;
      if (!claimTerms(claim).size && !claimNumbersOf(claim).size) continue;
      const text = numbers.map((n) => passages[n - 1]).join('\n');
      // A part after an earlier citation that speaks of "its" or "they" speaks of the names before it ("The Munich
      // office opens at 9:00 [1] and its manager is Lena Vogt [2]": passage 2 must name Munich, u30d F16).
      const before = /^(?:(?:and|but|while|so)\s+)?(?:its|it|their|they|his|her|he|she)\b/i.test(claim) ? sentence.slice(0, m.index).replace(GROUP, ' ') : '';
      const lacking =
        claimLacks(claim, text, lower, before) ??
        groupMemberLacks(claim, numbers, passages, lower) ??
        elsewhereLacks(claim, numbers, passages) ??
        (numbers.length === 1 ? alignedLacks(claim, text, lower, before || prior) : null) ??
        languageLacks(claim, text); // s55 (t-zoh F4): another language's swap or negation, a Chinese figure, "IT"
      const second = secondLook(claim, text, lacking); // s54-dq (t-dqa F1, F2): see supportCells.ts
      if (second !== undefined) { if (second) for (const n of new Set(numbers)) if (!out.some((u) => u.n === n && u.claim === claim)) out.push({n, claim, ...second}); continue; }
      if (!lacking) continue;
      if ('only' in lacking) {
        for (const n of lacking.only) if (!out.some((u) => u.n === n && u.claim === claim)) out.push({n, claim, lacks: lacking.lacks});
        continue;
      }
      // A repeated sentence gets one note (u30d F6).
      for (const n of new Set(numbers)) {
        if (!out.some((u) => u.n === n && u.claim === claim)) out.push({n, claim, ...lacking});
      }
    }
  }
  return out;
}

/**
 * A claim that shares at most one content word with the passages it cites and at least three more with another passage
 * of the answer (u31h F6: "RAG reduces hallucination; it does not eliminate it [1]" cited to the passage on rank
 * fusion, which shares only "RAG" with it, while passage 2 says it word for word). A claim naming no number or name is
 * otherwise held by one shared word; this names the words only the other passage has.
 */
function elsewhereLacks(claim: string, numbers: readonly number[], passages: readonly string[]): Pick<Unsupported, 'lacks' | 'why'> | null {
  const words = [...claimTerms(claim.replace(INTERJECTION, ' '))].filter((t) => !BOUND_WORDS.has(t) && !/^\p{N}/u.test(t));
  if (words.length < 3) return null;
  const cited = termsOf(numbers.map((n) => passages[n - 1]).join('\n'));
  const mine = words.filter((t) => cited.has(t)).length;
  // A cited passage holding fewer than half of the claim's words, where another holds two more than it, is as
  // good as one holding a single word (u35c F6: "Pinecone supports hybrid search with sparse-dense vectors weighted by
  // alpha [3]" cited to a list of next steps sharing "Pinecone", "hybrid" and "search").
  if (mine > 1 && mine * 2 >= words.length) return null;
  let best: {n: number; held: string[]} | null = null;
  passages.forEach((p, i) => {
    if (numbers.includes(i + 1)) return;
    const held = termsOf(p);
    const theirs = words.filter((t) => held.has(t) && !cited.has(t));
    if (theirs.length >= 3 && theirs.length >= mine + 2 && (!best || theirs.length > best.held.length)) best = {n: i + 1, held: theirs};
  });
  if (!best) return null;
  const {n, held} = best as {n: number; held: string[]};
  const said = [...new Set(tokens(claim, RETRIEVAL_WORDS).filter((w) => held.includes(w.term)).map((w) => claim.slice(w.start, w.end)))];
  return {lacks: said, why: [{lacks: said, elsewhere: n}]};
}

/**
 * A passage of a group ("[1][2]", "[1, 2]") that holds none of the claim's names and numbers, or, for a claim naming
 * no one, none of its content words and numbers, while the group together holds the claim (u30y F4: "Kestrel Security is paid net
 * 60 days [1][2]" where passage 2 is about another supplier). Each cited passage must say part of what it is cited for.
 */
function groupMemberLacks(claim: string, numbers: readonly number[], passages: readonly string[], lower: ReadonlySet<string>): {only: number[]; lacks: string[]} | null {
  const cited = [...new Set(numbers)];
  if (cited.length < 2) return null;
  const specific = [...namePhrasesOf(claim, true).map((v) => ({said: v.said, held: (t: string) => holdsValue(v, t)})), ...[...claimNumbersOf(claim)].map((n) => ({said: n, held: (t: string) => holdsNumber(n, numbersOf(t), t)}))];
  const words = [...claimTerms(claim)];
  // A claim naming no one is read by its words: "The lease starts on 1 March 2025 [7][4]" holds, passage 4 being on the lease.
  const named = namePhrasesOf(claim, true).length > 0;
  const only = cited.filter((n) => {
    const text = passages[n - 1];
    if (named) return !specific.some((v) => v.held(text));
    const held = termsOf(text);
    return !words.some((t) => held.has(t)) && !specific.some((v) => v.held(text));
  });
  void lower;
  return only.length ? {only, lacks: specific.map((v) => v.said)} : null;
}

/**
 * A passage's text as the check reads it: its page title and section heading on a line of their own first, so a name
 * the title gives ("Pinecone for RAG › Index types") counts as mentioned (u30e P1). Simple Chat gives the check these.
 */
export function checkedText(passage: {readonly source: string; readonly heading?: string; readonly text: string}): string {
  const title = passage.heading ? `${passage.source} › ${passage.heading}` : passage.source;
  return title.trim() ? `${title}\n${passage.text}` : passage.text;
}

/** The reader-facing note for one unsupported citation: "Passage [3] does not say this: “…” (it does not mention “Olsen”).", or for an uncited sentence "This sentence cites no passage, and passage 1, cited elsewhere in the answer, does not say it: …". */
export function unsupportedNote({n, claim, lacks, why, uncited}: Unsupported): string {
  const list = (words: readonly string[], join: string) => words.map((w) => `“${w}”`).join(join);
  const reason = why?.length
    ? why
        .map((w) =>
          w.lacks.length
            ? `${w.where ?? 'it'} does not mention ${list(w.lacks, ' or ')}${w.namedIn?.length ? `, named only in ${list(w.namedIn, ' and ')}` : ''}${w.says?.length ? `; it says ${list(w.says, ' and ')}` : ''}${w.elsewhere ? `; passage ${w.elsewhere} does` : ''}`
            : `it says ${w.opposite ? 'the opposite: ' : ''}${list(w.says ?? [], ' and ')}`,
        )
        .join('; ')
    : lacks.length
      ? `it does not mention ${list(lacks, ' or ')}`
      : 'it shares none of its words';
  if (uncited?.length) {
    const which = uncited.length === 1 ? `passage ${uncited[0]}` : `passages ${uncited.slice(0, -1).join(', ')} and ${uncited[uncited.length - 1]}`;
    return `This sentence cites no passage, and ${which}, cited elsewhere in the answer, ${uncited.length === 1 ? 'does' : 'do'} not say it: “${claim}” (${reason}).`;
  }
  return `Passage ${n} does not say this: “${claim}” (${reason}).`;
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
  if (count === 0 || answer.trim() === '' || isRefusal(answer)) return false;
  // An answer saying only that the sources do not cover it claims nothing to cite (u30x F5).
  if (sentencesOf(answer).every(abstains)) return false;
  return checkCitations(answer, count, '').valid.length === 0;
}

/** The heading of an answer that passed every check lives in cleanCheck.ts (no imports, so e2e specs load it too). */
export {CLEAN_CHECK, cleanCheckHeading} from './cleanCheck';

/** The reader-facing note for an answer that cites no passage. */
export const UNCITED_NOTE = 'This answer cites no passage, so nothing shows where it comes from: check it against the passages before relying on it.';
/**
 * The note for an answer whose only citations point at passages that were not retrieved ("[2]" of 1): it does cite, so
 * it is not said to cite no passage; the note agrees with the heading "it cites no retrieved passage" (48k8, u32a F8).
 */
export const UNCITED_RETRIEVED_NOTE = 'None of this answer’s citations points at a retrieved passage, so nothing shows where it comes from: check it against the passages before relying on it.';
