/**
 * The support check's look at what the English rules of support.ts cannot read (s55, t-zoh F4: four wrong model answers got
 * the headline of a right one). Three rules, each for a claim the other checks passed:
 * - a claim in another language written with spaces (French, German, Russian, …) that copies a sentence of its passage but
 *   puts other words in place of the passage's ("Les ressources humaines répondent …" for "… du responsable hiérarchique, qui
 *   répond …"), or says "not" / "without" where that sentence does not, or the other way round ("можно без его согласия" for
 *   "можно только с его письменного согласия");
 * - a Chinese or Japanese claim with a figure in Chinese numerals the passage does not write ("两百元" for "一百元"), or a
 *   negation the passage does not have, or lacks one it has ("需要提供发票" for "不需要提供发票");
 * - a two-letter name in capitals that the passage does not write ("IT orders the laptop" where the hiring manager does).
 * Part of src/demos/kit; imports only functionWords.ts.
 */
import {questionLanguage} from './functionWords';

export type LanguageLacking = {lacks: string[]; why?: Array<{lacks: string[]; says?: string[]; opposite?: true}>};

/** English function words: a claim with two or more of them is English, read by support.ts's own rules. */
const ENGLISH = new Set('the a an is are was were be been of to in on at by for with from and or not no it its this that these those must may can will should has have had do does'.split(' '));

/** Words that deny or leave out, in the languages readers most often bring (French, German, Spanish, Italian, Portuguese, Dutch, Russian, Polish). */
const NEGATIONS = new Set(
  [
    'ne n pas sans aucun aucune jamais nul nulle', // fr
    'nicht kein keine keinen keinem keiner keines ohne nie niemals', // de
    'no sin nunca ningún ninguna ninguno', // es
    'non senza mai nessun nessuna nessuno', // it
    'não sem nenhum nenhuma', // pt
    'niet geen zonder nooit', // nl
    'не без нет ни никогда нельзя', // ru
    'nie bez nigdy żaden żadna', // pl
  ].join(' ').split(' '),
);

/** Words that forbid, counted as a denial: "nicht verboten" says "erlaubt". */
const FORBIDS = new Set('interdit interdite interdits interdites verboten untersagt prohibido prohibida vietato vietata proibido proibida verboden запрещено запрещена запрещён запрещены zabronione zabroniony'.split(' '));
/** "only", in the same languages. */
const ONLY = new Set('seulement uniquement nur ausschließlich solo solamente únicamente soltanto somente apenas alleen только лишь tylko jedynie'.split(' '));

const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []);

/** One word the same as another, or its inflected form: the same first letters, at most three letters differing at the end ("répond", "répondent"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  if (short < 4) return false;
  let common = 0;
  while (common < short && a[common] === b[common]) common++;
  return common >= Math.max(4, Math.max(a.length, b.length) - 3);
}

const holds = (words: readonly string[], word: string) => words.some((w) => sameWord(w, word));

/** The claim's words as written, for the note. */
function asWritten(claim: string, words: readonly string[]): string[] {
  const wanted = new Set(words);
  return [...new Set((claim.match(/\p{L}+/gu) ?? []).filter((w) => wanted.has(w.toLowerCase())))];
}

/** A claim in a spaced language other than English: word swaps and negations against the sentence it copies. */
function spacedLacks(claim: string, text: string): LanguageLacking | null {
  const mine = wordsOf(claim);
  if (mine.length < 4 || mine.filter((w) => ENGLISH.has(w)).length >= 2) return null;
  // Another language: its function words (functionWords.ts), or letters English does not write ("é", Cyrillic).
  if (questionLanguage(claim) === null && !/[^A-Za-z]/u.test(claim.replace(/[^\p{L}]/gu, ''))) return null;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(claim)) return null;
  const sentences = text.split(/(?<=[.!?;])\s+|\n+/u).map(wordsOf).filter((s) => s.length);
  let best: string[] = [];
  let shared = 0;
  for (const s of sentences) {
    const n = mine.filter((w) => holds(s, w)).length;
    if (n > shared) [best, shared] = [s, n];
  }
  // Only a claim that copies the sentence: at least three of its words, and half of them.
  if (shared < 3 || shared * 2 < mine.length) return null;
  // A claim in another language than its passage's sentence translates it and copies nothing: names and figures are
  // shared, the words are the claim's own ("Anthropic hat MCP … eingeführt" for "Anthropic introduced MCP …").
  if (best.filter((w) => ENGLISH.has(w)).length >= 2) return null;
  // What the sentence says in place of the claim's words: its words the claim lacks, near the words both write.
  const both = best.flatMap((w, i) => (w.length >= 4 && holds(mine, w) ? [i] : []));
  const [lo, hi] = both.length ? [Math.min(...both) - 3, Math.max(...both) + 3] : [0, best.length];
  const near = (words: readonly string[]) => words.filter((w) => best.some((b, i) => b === w && i >= lo && i <= hi));
  const instead = (words: readonly string[]) => (near(words).length ? near(words) : [...words]);
  // Denials counted in pairs: two cancel ("nicht ohne Zustimmung", "nicht verboten"), a word that forbids counts as one
  // ("verboten" against "nicht erlaubt"). A claim saying "only" ("nur im Fahrradkeller") states what the passage's "not"
  // sets aside ("…, nicht im Treppenhaus"): its polarity is not compared.
  const negated = (words: readonly string[]) => words.filter((w) => NEGATIONS.has(w) || FORBIDS.has(w)).length % 2 === 1;
  if (mine.some((w) => ONLY.has(w))) return null;
  // The sentence's negation counts where the claim copies it, not in a part the claim leaves out ("un écran, mais pas de chaise").
  const denies = (w: string) => NEGATIONS.has(w) || FORBIDS.has(w);
  const denied = both.length ? best.filter((w, i) => denies(w) && i >= Math.min(...both) - 2 && i <= Math.max(...both) + 1) : best.filter(denies);
  if (negated(mine) !== (denied.length % 2 === 1)) {
    const says = denied.length ? denied : instead(best.filter((w) => w.length >= 4 && !holds(mine, w)));
    const lacks = negated(mine) ? mine.filter(denies) : [];
    return {lacks: asWritten(claim, lacks), why: [{lacks: asWritten(claim, lacks), says: says.length ? says : best.filter((w) => NEGATIONS.has(w)), opposite: true}]};
  }
  const all = wordsOf(text);
  const extra = mine.filter((w) => w.length >= 4 && !NEGATIONS.has(w) && !FORBIDS.has(w) && !holds(all, w));
  const dropped = best.filter((w) => w.length >= 4 && !holds(mine, w));
  if (!extra.length || !dropped.length) return null;
  // Words of its own are a paraphrase as often as a swap ("keine Vorabgenehmigung nötig" for "brauchen keine
  // Vorabgenehmigung"; "Die Kündigung ist … möglich" for "Die Mitgliedschaft kann … gekündigt werden", s55 lead). A swap
  // puts two side by side ("Les ressources humaines"), or one in place of a dropped word, the same word on each side
  // ("wenn die Personalabteilung zustimmt" for "wenn die Geschäftsführung schriftlich zustimmt"); one side the same is
  // chance ("zum Jahresende möglich" against "zum Jahresende schriftlich gekündigt").
  const inPlace = (word: string) => {
    const i = (mine as string[]).indexOf(word);
    // Inside the sentence only; on the passage's side the next word may follow other dropped words ("wenn die
    // Personalabteilung zustimmt" for "wenn die Geschäftsführung schriftlich zustimmt").
    if (i <= 0 || i + 1 >= mine.length) return false;
    return best.some((w, j) => {
      if (!dropped.includes(w) || j === 0 || !sameWord(mine[i - 1]!, best[j - 1]!)) return false;
      let k = j + 1;
      while (k < best.length && dropped.includes(best[k]!) && !sameWord(mine[i + 1]!, best[k]!)) k++;
      return k < best.length && sameWord(mine[i + 1]!, best[k]!);
    });
  };
  const side = (mine as string[]).some((w, i) => i > 0 && extra.includes(w) && extra.includes(mine[i - 1]!));
  if (!side && !extra.some(inPlace)) return null;
  return {lacks: asWritten(claim, extra), why: [{lacks: asWritten(claim, extra), says: [...new Set(instead(dropped))]}]};
}

const HAN = /[\p{Script=Han}]/u;
/** A figure in Chinese numerals with a magnitude in it ("两百", "一百二十", "三千"). */
const HAN_FIGURE = /[零〇一二两三四五六七八九十百千万亿]*[十百千万亿][零〇一二两三四五六七八九十百千万亿]*/gu;
/** A negation and the two characters it denies ("不需要", "没有提供", "无需"). */
const HAN_NEGATION = /(?:不|没有|没|未|无|非)(?=(\p{Script=Han}{2}))/gu;

const HAN_DIGITS: Readonly<Record<string, number>> = {零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9};
const HAN_UNITS: Readonly<Record<string, number>> = {十: 10, 百: 100, 千: 1000, 万: 10_000, 亿: 100_000_000};

/** The value of a figure in Chinese numerals ("两百" 200, "一百二十" 120, "十五" 15, "三万五千" 35,000). */
export function hanNumber(figure: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const c of figure) {
    if (c in HAN_DIGITS) digit = HAN_DIGITS[c]!;
    else if (c === '万' || c === '亿') {
      total += (section + digit) * HAN_UNITS[c]!;
      [section, digit] = [0, 0];
    } else {
      section += (digit || 1) * HAN_UNITS[c]!;
      digit = 0;
    }
  }
  return total + section + digit;
}

/** A Chinese or Japanese claim: a figure the passage does not write, or a negation only one of them has. */
function hanLacks(claim: string, text: string): LanguageLacking | null {
  if ((claim.match(/\p{Script=Han}/gu) ?? []).length < 4) return null;
  // The same figure in digits counts ("二十日" where the passage writes "20日").
  const digits = new Set((text.match(/\d[\d,]*/gu) ?? []).map((d) => Number(d.replace(/,/g, ''))));
  const figures = [...new Set(claim.match(HAN_FIGURE) ?? [])].filter((f) => f.length >= 2 && !text.includes(f) && !digits.has(hanNumber(f)));
  if (figures.length) {
    const theirs = [...new Set(text.match(HAN_FIGURE) ?? [])].filter((f) => f.length >= 2);
    return {lacks: figures, why: [{lacks: figures, ...(theirs.length ? {says: theirs} : {})}]};
  }
  const denied = (source: string, other: string): string | null => {
    for (const m of source.matchAll(HAN_NEGATION)) {
      const what = m[1];
      const at = other.indexOf(what);
      if (at < 0) continue;
      // The other text writes the same words without the negation right before them.
      if (!/(?:不|没有|没|未|无|非)$/u.test(other.slice(Math.max(0, at - 2), at))) return `${m[0]}${what}`;
    }
    return null;
  };
  const inText = denied(text, claim);
  if (inText) return {lacks: [inText.slice(inText.length - 2)], why: [{lacks: [], says: [inText], opposite: true}]};
  const inClaim = denied(claim, text);
  if (inClaim) return {lacks: [inClaim], why: [{lacks: [inClaim], opposite: true}]};
  return null;
}

/**
 * s56-sup (u-dqa F4): whether `said`, two or three capitals, shortens a long word `text` writes where `claim` writes it,
 * before the same word ("the on-call DB engineer" for "the on-call database engineer"): the long word opens with its
 * first letter and holds the others in order after its third letter.
 */
export function shortensWord(said: string, claim: string, text: string): boolean {
  if (!/^\p{Lu}{2,3}$/u.test(said)) return false;
  const next = new RegExp(`(?<![\\p{L}\\p{N}])${said}\\s+(\\p{L}{3,})`, 'u').exec(claim)?.[1];
  if (!next) return false;
  const rest = said.slice(1).toLowerCase().split('').join('\\p{Ll}*');
  const long = new RegExp(`(?<![\\p{L}])${said[0].toLowerCase()}\\p{Ll}{2,}${rest}\\p{Ll}*\\s+${next}(?![\\p{L}])`, 'iu');
  return long.test(text);
}

/** A two-letter name in capitals ("IT", "HR", "QA") that the passage does not write; "OK", "AM", "PM" name nobody. */
function shortNameLacks(claim: string, text: string): LanguageLacking | null {
  const names = [...new Set(claim.match(/(?<![\p{L}\p{N}])\p{Lu}{2}(?![\p{L}\p{N}])/gu) ?? [])].filter((n) => !/^(?:OK|AM|PM)$/u.test(n));
  // In lower case only as part of a column or field name ("it_contact"): alone, "it" is the pronoun.
  const lacking = names.filter((n) => !shortensWord(n, claim, text)).filter((n) => !new RegExp(`(?<![\\p{L}\\p{N}])${n}(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])${n.toLowerCase()}[_-]\\p{L}|\\p{L}[_-]${n.toLowerCase()}(?![\\p{L}\\p{N}])`, 'u').test(text));
  return lacking.length ? {lacks: lacking} : null;
}

/** Why the passage `text` does not hold `claim` under the rules above, or null. */
export function languageLacks(claim: string, text: string): LanguageLacking | null {
  if (HAN.test(claim)) return hanLacks(claim, text);
  return shortNameLacks(claim, text) ?? spacedLacks(claim, text);
}
