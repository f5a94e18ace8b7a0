/**
 * Tokenising for the demos' retrieval (BM25 over passages, triage, meeting summaries): lower-case
 * words, common English stop words removed, and a light suffix-stripping stemmer so "policies"
 * matches "policy" and "approved" matches "approve". The retrieval demos' passage search (BM25 in
 * bm25.ts, the weak-match check, highlighting) also folds irregular forms to their base word first
 * ("paid" → "pay", irregular.ts: RETRIEVAL_WORDS); triage and meeting summaries keep `tokenize`. Text in scripts written without spaces
 * (Chinese, Japanese, Thai and others) is cut into words with Intl.Segmenter, so it is searchable too. The word scanner, plural rule and highlighter
 * are the shared ones in tokens.ts; the site search index has its own vocabulary in
 * site-search/searchIndex.ts. Part of src/retrieval; imports only tokens.ts, segments.ts and irregular.ts.
 */
import {markedRuns, singular, tokens, type Vocabulary} from './tokens';
import {segmentInWindows} from './segments';
import {baseForm} from './irregular';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my no not of on or our so such than that the their them then there these they this those to was we ' +
    'were what when where which who why will with would you your about also any all should may must ' +
    // Common Chinese function words, as Intl.Segmenter cuts them, traditional and simplified (u32c F6: "年假有多少天？"
    // got "No good match … but not '有' or '多少'"): be/have, how much/many, what, how, which, who, why, question and
    // aspect particles, pronouns, "please". Content characters (天, 年假, 加班費) stay words.
    '的 了 是 有 沒有 没有 有沒有 有没有 多少 幾 几 什麼 什么 怎麼 怎么 怎樣 怎样 如何 哪 哪裡 哪里 哪個 哪个 誰 谁 ' +
    '為什麼 为什么 嗎 吗 呢 吧 請問 请问 我 你 您 我們 我们 和 與 与 或 也 都'
  ).split(' '),
);

/** Reduces a lower-case word to a crude stem. Deliberately small: the same rule runs on both sides. */
export function stem(word: string): string {
  const plural = singular(word.replace(/['’]s$/, ''), /(?:ss|x|ch|sh)es$/);
  if (plural.rule === 'ies' || plural.rule === 'es') return plural.term;
  const w = plural.term;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 6 && w.endsWith('al')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) return w.slice(0, -1);
  return w;
}

/**
 * The other spelling of a term whose last consonant English doubles before -ed and -ing, or that
 * British and American spelling write with "l" or "ll" (s42, issue 28): the stem keeps the doubled
 * letter ("stopped" → "stopp", "cancelled" → "cancell", "canceled" → "cancel"), so "cancel" alone
 * would miss "cancelled". Passage search (kit/paraphrase.ts, alternatives) counts the two as one word
 * and searches both; each keeps its own weight, so a rare form the question and passage share stays
 * rare evidence ("stopped" is rarer in the guide than "stop"). Doubling after one vowel and a consonant
 * ("stop", "plan", "run"; "added" keeps "add"); "l"/"ll" after a consonant, one vowel and an earlier
 * vowel ("cancel", "travel", "label", "model", "fulfil", "install"), so "call", "fill" and "bill" have none.
 */
export function doubledForm(t: string): string | null {
  if (/[^aeiouy][aeiou]([bdgmnprt])\1$/.test(t)) return t.slice(0, -1);
  if (/[aeiouy][^aeiouy]+[aeiou]ll$/.test(t)) return t.slice(0, -1);
  if (/(?:^|[^aeiouy])[^aeiouy][aeiou][bdgmnprt]$/.test(t) && t.length >= 3) return t + t.slice(-1);
  if (/[aeiouy][^aeiouy]+[aeiou]l$/.test(t)) return `${t}l`;
  return null;
}

const cache = new Map<string, string | null>();

/** Normalised form of one word, or null for a stop word. Memoised: corpora repeat their words. */
export function term(word: string): string | null {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const lower = word.toLowerCase();
  // Hiragana-only words of one or two characters are Japanese particles and endings (の, は, まで,
  // ます, でき): stop words. Content words are mostly written in kanji or katakana.
  const result = STOP_WORDS.has(lower) || /^\p{Script=Hiragana}{1,2}$/u.test(lower) ? null : stem(lower);
  if (cache.size < 200_000) cache.set(word, result);
  return result;
}

/** Scripts written without spaces between words: their runs are cut into words by Intl.Segmenter. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The words of a run such as "東京都の会議" ("東京", "都", "の", "会議"), from the browser's (ICU's)
 * dictionary-based word segmentation; null for runs that need no cutting. Without Intl.Segmenter
 * (Firefox before 125) each character of an unspaced script becomes a word, which still matches.
 */
export function splitUnspaced(run: string): Array<{index: number; segment: string}> | null {
  if (!UNSPACED.test(run)) return null;
  segmenter ??= typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, {granularity: 'word'}) : null;
  if (segmenter) return [...segmentInWindows(segmenter, run)].filter((s) => s.isWordLike).map(({index, segment}) => ({index, segment}));
  return [...run].map((segment, i, all) => ({index: all.slice(0, i).join('').length, segment}));
}

/**
 * Letters and digits (with combining marks, so Devanagari vowel signs and Arabic harakat stay inside
 * their word), with an apostrophe ending ("don't", "team's"); runs of unspaced scripts are cut into
 * words by Intl.Segmenter. Latin, Greek, Cyrillic and Arabic words are the same as a plain scan.
 */
export const PASSAGE_WORDS: Vocabulary = {word: /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]+)?/gu, term, split: splitUnspaced};

/** Terms of a text in the demos' vocabulary, in order, stop words dropped. */
export function tokenize(text: string): string[] {
  return tokens(text, PASSAGE_WORDS).map((token) => token.term);
}

/**
 * The apostrophes a reader's text arrives with: ASCII, typographic (U+2019), the modifier letter
 * (U+02BC, a letter to Unicode, so it stays inside its word), an acute accent (U+00B4, a German or
 * French keyboard's key next to Backspace) and a left quote (U+2018, autocorrect turned the wrong way).
 */
const APOSTROPHE = "['’ʼ´‘]";
/** A possessive or "is" ending ("puppy's", "puppies'" with U+02BC, "what's"). */
const POSSESSIVE = new RegExp(`(?:${APOSTROPHE}s|ʼ)$`, 'u');

/** A word without its possessive ending: "puppy's", "puppy´s", "puppiesʼ" → "puppy", "puppies" (s39z, D-R2). */
export function withoutPossessive(word: string): string {
  return word.length > 2 ? word.replace(POSSESSIVE, '') : word;
}

/**
 * A word's term for passage search: its possessive ending cut first, so "what's" and "it's" (and
 * "whats", "hows" without the apostrophe) are the stop words they contain and "puppy´s" is "puppy" (s39z, D-R2); then irregular forms folded to their
 * base word ("paid", "bought", "left"); "training" keeps its own term.
 */
export function retrievalTerm(word: string): string | null {
  const lower = withoutPossessive(word.toLowerCase());
  // "whats", "wheres": "what's" typed without its apostrophe is the question word too (s41, u28y D-A2).
  if (/^(?:what|who|where|when|why|how)s$/.test(lower)) return null;
  if (HANGUL.test(lower)) return koreanTerm(lower);
  // "training" is no "train" (s40, u28v: "and for trains?" matched training pages).
  return /^trainings?$/.test(lower) ? 'training' : term(actionVerb(baseForm(germanForm(germanParticiple(lower)))));
}

const HANGUL = /^[\p{Script=Hangul}\p{N}]*\p{Script=Hangul}$/u;
/** Verb endings of a Korean noun + 하다 / 되다 verb and of 이다 ("승인합니까", "허용됩니다", "실시됩니까", "필요합니다", "팀장입니다"). */
const KOREAN_ENDING = /(?:하였습니다|되었습니다|했습니다|됐습니다|합니까|합니다|됩니까|됩니다|입니까|입니다|해야|하는|되는|하고|되고|하며|하면|되면|해요|돼요|한다|된다|하다|되다|이다|하여|되어|할|될|함|됨)$/u;
/** Particles attached to a Korean word ("승인이", "교육은", "팀장의", "2일까지", "누구에게"); two syllables long or one. */
const KOREAN_PARTICLE2 = /(?:까지|부터|에서|에게|한테|으로|이나|처럼|보다|마다)$/u;
const KOREAN_PARTICLE1 = /[은는이가을를의에도만와과로]$/u;
/**
 * Korean question words ("언제" when, "누가"/"누구" who, "며칠" how many days, "얼마" how much …) and 가능 ("possible", as "can"):
 * how a question is put, as English stop words.
 */
const KOREAN_STOP = new Set('언제 누가 누구 무엇 뭐 무슨 어디 어디서 왜 어떻게 얼마 얼마나 몇 며칠 어느 어떤 가능 있 있습니까 있나요 없 수'.split(' '));

/**
 * A Korean word's term (s52, u35d F1: "재택근무 승인" got "No good match … not '승인'" against "승인이 필요합니다", and every
 * Korean question with a verb ending or a question word was refused): Korean writes particles and verb endings onto the word, so
 * the same noun is "승인", "승인이" and "승인합니까". A verb ending is cut when two syllables stay, then one particle: a two-syllable
 * one when two stay, a one-syllable one only from a word of three syllables or more (so "회의", a meeting, keeps its "의"). The
 * same rule runs on passages and questions. Deliberately small: no dictionary, and a noun that itself ends in such a syllable
 * ("고양이") reads differently with a particle after it.
 */
export function koreanTerm(word: string): string | null {
  let w = word;
  const cut = (re: RegExp, keep: number) => {
    const m = re.exec(w);
    if (m && [...w].length - [...m[0]].length >= keep) w = w.slice(0, w.length - m[0].length);
  };
  cut(KOREAN_ENDING, 2);
  if (w === word) {
    cut(KOREAN_PARTICLE2, 1);
    if (w === word) cut(KOREAN_PARTICLE1, 2);
  }
  return KOREAN_STOP.has(w) ? null : w;
}

/** German separable verb prefixes ("abstellen", "anmelden", "zurückgeben"). */
const SEPARABLE = 'ab|an|auf|aus|bei|ein|fest|her|hin|mit|nach|vor|weg|zu|zurück|zusammen|um|dar|los|frei|teil';
/** A weak participle "ge…t" / "ge…et", with a separable prefix or none ("gekündigt", "abgestellt", "angemeldet"). */
const WEAK_PARTICIPLE = new RegExp(`^(${SEPARABLE})?ge(\\p{L}{3,}?)(?:e?t)$`, 'u');
/** A strong participle with a separable prefix ("abgegeben"); "ge…en" alone is germanParticiple's. */
const PREFIXED_STRONG = new RegExp(`^(${SEPARABLE})ge(\\p{L}{3,}en)$`, 'u');
/** An infinitive with "zu" inside ("abzustellen"). */
const ZU_INFINITIVE = new RegExp(`^(${SEPARABLE})zu(\\p{L}{3,}(?:en|ern|eln))$`, 'u');
/** English words of a participle's shape ("geologist", "gestalt", "gentlest", "gadget" has no "ge" start). */
const NOT_PARTICIPLE = /^(?:gen|geo)|(?:ist|ant|ent|alt|ght|ort)$/u;
const UMLAUT: Readonly<Record<string, string>> = {ä: 'a', ö: 'o', ü: 'u'};

/**
 * German word forms as one word (s44, u29m F8, F21, F7): a weak participle as its infinitive ("gekündigt" →
 * "kündigen", "abgestellt" → "abstellen", "gemeldet" → "melden", "geändert" → "ändern"), with a separable prefix
 * also a strong one ("abgegeben" → "abgeben") and a "zu" infinitive ("abzustellen"); a noun in "-ung(en)" as its
 * verb ("Kündigung" → "kündigen", "Anmeldung" → "anmelden"); then umlauts folded (ä → a, ö → o, ü → u), and a
 * word with one that ends in "-er" or "-e" without it, the plural of a noun without the umlaut ("Fahrräder" →
 * "fahrrad", "Säcke" → "sack"). English words keep theirs: none starts with "ge" and a separable prefix the way a
 * participle does (the English shapes of NOT_PARTICIPLE are left), none has an umlaut, and an English word in
 * "-ung" has at most two letters before it ("young"). Checked against the guide's own words (tests/unit/retrieval/
 * germanForms-s44r.test.ts). Compounds are cut at their linking "s" by germanCompound.
 */
const germanCache = new Map<string, string>();

export function germanForm(word: string): string {
  const known = germanCache.get(word);
  if (known !== undefined) return known;
  const form = germanFormOf(word);
  if (germanCache.size < 200_000) germanCache.set(word, form);
  return form;
}

function germanFormOf(word: string): string {
  let w = word;
  const inf = (stem: string) => (/(?:er|el)$/u.test(stem) ? `${stem}n` : `${stem}en`);
  let m: RegExpExecArray | null;
  if (w.length >= 7 && (m = WEAK_PARTICIPLE.exec(w)) && (m[1] || !NOT_PARTICIPLE.test(w))) w = `${m[1] ?? ''}${inf(m[2])}`;
  else if ((m = PREFIXED_STRONG.exec(w))) w = `${m[1]}${m[2]}`;
  else if ((m = ZU_INFINITIVE.exec(w))) w = `${m[1]}${m[2]}`;
  else if ((m = /^(\p{L}{3,})ung(?:en)?$/u.exec(w))) w = inf(m[1]);
  if (/[äöü]/u.test(w)) {
    w = w.replace(/[äöü]/gu, (c) => UMLAUT[c]);
    if (w.length >= 6 && !/en$/u.test(w)) w = w.replace(/e?r$|e$/u, '');
  }
  return w;
}

/**
 * A German compound cut where a noun in "-ung", "-heit", "-keit", "-schaft" or "-tät" is joined to the next
 * word by "s" ("Kündigungsfrist" → "Kündigung", "frist"), so "Welche Kündigungsfrist gilt?" meets "Frist …
 * Kündigung" (s44, u29m F7); null for any other word. English has no word of that shape.
 */
export function germanCompound(run: string): Array<{index: number; segment: string}> | null {
  const m = /^(\p{L}{3,}(?:ung|heit|keit|schaft|tät))s(\p{L}{4,})$/iu.exec(run);
  return m ? [{index: 0, segment: m[1]}, {index: m[1].length + 1, segment: m[2]}] : null;
}

/**
 * A German past participle in "ge…en" as its infinitive, so "Darf ich einen Hund halten?" meets
 * "Hunde … dürfen … gehalten werden" (s43, u29h D-1): "gehalten" → "halten", "gelesen" → "lesen".
 * English has no word of that shape at eight letters or more but "gentlemen" and its kin (kept).
 * Separable verbs ("abgeholt") and other German inflection are not folded.
 */
export function germanParticiple(word: string): string {
  return /^ge\p{L}{4,}en$/u.test(word) && !/^gent/.test(word) ? word.slice(2) : word;
}

/** Nouns in -tion whose verb would be another word ("station" is no "state", "edition" no "edit"). */
const TION_KEPT = /^(?:question|station|portion|edition|production|reproduction|nation|ration|motion|mention|caution|section|intersection|fiction|auction|tuition|intuition|proportion|position)s?$/;

/**
 * A noun in "-tion(s)" or "-ment(s)" as its verb's stem, and a past form in "-ied" as its "-y" verb, so "deletions" meets "deleting" and "deleted" (s43, u29j
 * D-9: "agent approval before deleting" missed "approval before … deletions"), "protection" meets
 * "protect" and "generation" "generated": "deletion" → "delet", the stem "delete" and "deleting" have.
 * Only after four letters ("action", "option" keep theirs) and never for the nouns in TION_KEPT.
 */
export function actionVerb(word: string): string {
  const m = /^(\p{L}{4,}t)ions?$/u.exec(word);
  if (m) return TION_KEPT.test(word) ? word : m[1];
  // "enrolment", "acknowledgements", "reimbursement" as their verb (u29v F2: "when am I enrolled" ↔ "Enrolment happens
  // automatically"); "enrollment" as "enroll", the doubled form kit/paraphrase.ts joins to "enrol".
  const ment = /^(\p{L}{5,})ments?$/u.exec(word);
  if (ment && !MENT_KEPT.test(word)) return ment[1];
  // "carried", "applied" as "carry", "apply", the form "carries" and "carry" have (u29v F1); "tied", "died" keep theirs.
  const ied = /^(\p{L}{3,})ied$/u.exec(word);
  return ied ? `${ied[1]}y` : word;
}

/** Nouns in -ment that are no verb + "-ment" ("department" is no "depart", "implement" no "imple"). */
const MENT_KEPT =
  /^(?:department|apartment|compartment|government|environment|implement|supplement|complement|experiment|instrument|sentiment|ornament|parliament|tournament|testament|temperament|pigment|sediment|detriment|condiment|increment|decrement|torment|excrement|firmament|filament|lineament|regiment|compliment|lament|cement|segment|fragment|moment|element|comment|document|garment)s?$/;

/**
 * The passage-search vocabulary (bm25.ts, kit/match.ts, highlighting): PASSAGE_WORDS with every
 * apostrophe of APOSTROPHE inside a word ("puppy´s" is one word), possessives cut and irregular forms
 * folded (u28g D1). The same on the question's side and the passages' side.
 */
export const RETRIEVAL_WORDS: Vocabulary = {
  ...PASSAGE_WORDS,
  word: new RegExp(String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:${APOSTROPHE}[\p{L}]+)?`, 'gu'),
  term: retrievalTerm,
  split: (run) => splitUnspaced(run) ?? germanCompound(run),
};

/** Terms of a text for passage search, in order, stop words dropped, irregular forms folded. */
export function tokenizeForRetrieval(text: string): string[] {
  return tokens(text, RETRIEVAL_WORDS).map((token) => token.term);
}

export type Segment = {text: string; match: boolean};

/** Splits text into runs, marking the words whose term is one of `terms` (for highlighting). */
export function highlightSegments(text: string, terms: ReadonlySet<string>): Segment[] {
  const marked = terms.size === 0 ? [] : tokens(text, RETRIEVAL_WORDS).filter((token) => terms.has(token.term));
  return markedRuns(text, marked).map((run) => ({text: run.text, match: run.mark}));
}
