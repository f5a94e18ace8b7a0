/**
 * Saying "I don't know" honestly: which retrieved passages are a good match for the question, and
 * which `[n]` citations in a model's answer name a passage that was really retrieved.
 *
 * A passage is a good match when it contains at least half of the question's content words, and at
 * least two of them unless the question has only one; in the guide (a large source) it also holds enough of their
 * weight (COVERAGE) and a rare word or one of its page's title, path or heading words (holdsSpecific, u28i S1);
 * in a small document the best passage also passes when it is clearly ahead (MARGIN, u28i D1). The question is
 * first cut to its focus (questionFocus: no greeting, no "what does the guide say about"). A "which X" / "what X" question also needs one of
 * the words of X in the passage (askedAbout). Content words are the question's terms
 * (tokenize.ts: stop words dropped, light stemming) minus the words people wrap questions in ("how
 * much", "tell me", "can I get"). The rule was calibrated on real cases (tests/unit/demos/kit/match.test.ts
 * keeps them): BM25 scores and IDF-weighted term coverage put "capital of Australia" (one press-kit
 * line about capitalization matched "capital") and "parental leave" (a chunking section about
 * "parent" chunks) above good matches such as "Can I fly premium economy?" in the travel policy, while
 * the word count separates every case checked. Part of src/demos/kit; imports src/retrieval only.
 */
import {CITATION_FLAG, citationFlag} from './citationFlag';
import type {Hit} from '@site/src/retrieval/bm25';
import {idf} from '@site/src/retrieval/bm25Score';
import {tokens} from '@site/src/retrieval/tokens';
import {doubledForm, RETRIEVAL_WORDS, tokenizeForRetrieval as tokenize} from '@site/src/retrieval/tokenize';
import {baseForm} from '@site/src/retrieval/irregular';
import {countOf} from '@site/src/lib/text/plural';
import {alternatives, folded} from './paraphrase';
import {editDistance} from '@site/src/retrieval/site-search/analysis';
import {functionTerms, questionLanguage} from './functionWords';
import {labelledTableRows} from './tableRows';

/** Words a question is wrapped in; they say nothing about what is asked (kept as stemmed terms). */
const FRAMING = new Set(
  tokenize(
    'much many get got tell know want please give explain describe show find say thing something anything someone anyone ' +
      'go goes going went happen happens happened already ever still really actually next am ' +
      // Comparing two things ("how does HNSW differ from IVF?", "HNSW vs IVF"): the things are the topic (s44, u29n F2).
      'differ differs vs versus ' +
      // How things connect, asking for advice, and worrying say how a question is put ("an agent connected via MCP …
      // What controls does the guide recommend?", s45, u29w F15).
      'via through recommend recommends recommended suggest suggests advise advises worried worry worries concerned ' +
      // "Is it OK to use a password manager?": whether it is allowed, not what about (s49, u32a F4).
      'ok okay',
  ),
);

/** Fillers that are rare in the guide and say nothing about a topic: never the evidence holdsSpecific looks for. */
const FILLER = new Set(tokenize('just'));

/** Verbs and words that say little about what a question is about ("Can I run a generator?", "used oil"). */
// "handle" as in "Who handles escalations?": who is responsible, as "run" in "Who runs the office?" (u31g F3).
// "due", "include", "definition" say how a question is put: "When is a postmortem due?" is answered by "A postmortem is written …
// within five working days", "Does the severity 1 definition include …?" by "Severity 1 means …" (s48, u32a F6).
const GENERIC = new Set(tokenize('use used run take put keep need allow bring come wear call contact ask work way people thing time day long often fast quick quickly soon now rule rules halten handle handles handled due include includes included definition define defined'));

/**
 * Words written split, joined or hyphenated ("log in", "login", "log-in"; "set up", "setup"; "e-mail", "email"): a passage that
 * writes one form holds the other (s48, u32a F6: "login failures" against "customers cannot log in"). Each entry is the joined
 * word and its two parts.
 */
const JOINED: ReadonlyArray<readonly [string, string, string]> = [
  ['login', 'log', 'in'],
  ['logon', 'log', 'on'],
  ['logout', 'log', 'out'],
  ['signin', 'sign', 'in'],
  ['signup', 'sign', 'up'],
  ['setup', 'set', 'up'],
  ['checkin', 'check', 'in'],
  ['checkout', 'check', 'out'],
  ['backup', 'back', 'up'],
  ['email', 'e', 'mail'],
];

/** The terms of `text`'s split and joined forms (JOINED) that it writes the other way: "log in" adds "login", "setup" adds "set" and "up". */
function joinedForms(text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const [joined, a, b] of JOINED) {
    const split = new RegExp(`(?<![\\p{L}\\p{N}])${a}[\\s-]+${b}(?![\\p{L}\\p{N}])`, 'iu');
    const whole = new RegExp(`(?<![\\p{L}\\p{N}])${joined}s?(?![\\p{L}\\p{N}])`, 'iu');
    if (split.test(text)) out.push(...tokenize(joined));
    if (whole.test(text)) out.push(...tokenize(`${a} ${b}`));
  }
  return out;
}

/**
 * A USB stick by another name: a question's "USB stick", "memory stick", "flash drive" or "thumb drive" is held by a passage about
 * USB or removable storage ("USB storage devices are blocked by default", s48, u32a F6: "Can I use a USB stick?" was no good
 * match; "stick" is in no passage). Only the words of that phrase are added, so "Can I use a USB fan?" still lacks "fan".
 */
const STICK_ASKED = /(?<![\p{L}\p{N}])(?:usb|memory|flash|thumb|pen)[\s-]+(?:sticks?|keys?|drives?)(?![\p{L}\p{N}])/giu;
const STICK_HELD = /(?<![\p{L}\p{N}])(?:(?:usb|memory|flash|thumb|pen)[\s-]+(?:sticks?|keys?|drives?|storage)|(?:removable|usb) (?:media|storage|drives?)|storage devices?)(?![\p{L}\p{N}])/iu;
function sticksHeld(question: string, text: string | undefined): string[] {
  if (!text || !STICK_HELD.test(text)) return [];
  return [...question.matchAll(STICK_ASKED)].flatMap((m) => tokenize(m[0]));
}


/**
 * How a question is asked, not what it asks about (u28i S2): "What does the guide say about
 * hallucinations?", "Explain like I'm five what a token is", "Tell me about chunking", "What is the
 * difference between a prompt and a system prompt?" (u28i S1: "difference" and "between" are rare in
 * the guide, so they outweighed "prompt" and a voice-coding passage passed). Cut from the question
 * before it is searched and judged (questionFocus), at its start or end only, so a word the topic
 * itself uses mid-sentence stays.
 */
const SOURCE = '(?:the|this|your|my|our) (?:guide|site|document|doc|docs|text|page|file|policy|handbook|manual|rules|workspace(?: documents)?)';
const WRAPPER_START = new RegExp(
  '^(?:(?:please|so|ok(?:ay)?|and|but)[,\\s]+)*(?:' +
    [
      `(?:what|which) (?:does|do|did|can) ${SOURCE} (?:say|tell(?: me)?|mention|write|cover)(?: (?:about|on|regarding|concerning))?`,
      `(?:what|which) (?:is|are) (?:said|written) (?:in|by) ${SOURCE} (?:about|on)`,
      `(?:does|do) ${SOURCE} (?:say|mention|cover|explain) (?:anything |something )?(?:about|on)?`,
      `(?:according to|in) ${SOURCE},?`,
      "(?:(?:can|could|would|will) you )?(?:please )?(?:tell|show|teach) me (?:more |something |everything |all |a (?:bit|little) |a few things )?(?:about|on)",
      "(?:(?:can|could|would|will) you )?(?:please )?(?:explain|describe|summari[sz]e)(?: to me)?(?: (?:like|as if) i(?:['’]m| am) (?:five|5|a (?:child|kid|beginner))| simply| briefly| in (?:simple|plain) (?:terms|words|english))?(?: (?:about|on))?",
      "eli5:?",
      "i(?:['’]d| would) like to (?:know|learn|understand|read)(?: more)? (?:about|on)?",
      "i (?:want|need) to (?:know|learn|understand)(?: more)? (?:about|on)?",
      "what do you know about",
      "(?:do you have|is there) (?:anything|something|a (?:section|page|passage)) (?:in (?:the|this) \\w+ )?(?:about|on)",
      "(?:what is|what's|what are) the differences? between",
      'differences? between',
      // s43 (u29j D-5, u29k Z-5): "Give me a detailed, step by step explanation of how …", "Which source says who …".
      "(?:(?:can|could|would|will) you )?(?:please )?give me (?:a |an )?(?:(?:detailed|short|brief|quick|simple|full|complete|clear|step[- ]by[- ]step)[,\\s]+)*(?:explanation|overview|summary|description|rundown|guide|walk-?through|introduction)(?: (?:of|on|about|to|for))?",
      "(?:which|what) (?:source|document|doc|file|policy|section|page|passage|part|rule)s? (?:says?|states?|mentions?|covers?|explains?|tells? me|talks? about)(?: (?:about|that))?",
      "what (?:does|do) it mean (?:when|if|that)",
      // s55 (t-zoh F6): "Make a table of maximum reservation days for …", "Create a list of …": what to make of the answer.
      "(?:(?:can|could|would|will) you )?(?:please )?(?:make|create|build|draw up|put together|prepare|write|give)(?: me| us)? (?:a |an )?(?:(?:short|quick|simple|small|brief)\\s+)?(?:table|list|chart|summary|overview|comparison|bullet(?:ed)? list)(?: (?:of|on|about|for|with|comparing|showing))?",
    ].join('|') +
    ')(?![\\p{L}\\p{N}])[\\s,:;-]*',
  'iu',
);
const WRAPPER_END = new RegExp(
  `[\\s,;.?!-]+(?:in (?:(?:more|great|full|much|some|a bit of|a lot of) )?(?:depth|detail)|in-depth|thoroughly|in (?:a nutshell|short|brief)|briefly|(?:please )?(?:cite|quote)(?: (?:it|them|that|this|the|your|its))?(?: (?:source|sources|passage|passages|document))?|with (?:a |the )?(?:source|citation|reference)s?|(?:explained |put )?(?:like|as if) i(?:['’]m| am) (?:five|5|a (?:child|kid|beginner))|in (?:simple|plain) (?:terms|words|english)|simply|eli5|according to ${SOURCE}|in ${SOURCE})(?=[\\s?.!]*$)`,
  'iu',
);

/**
 * "Bring the drill back", "give them back", "hand it back" mean "return", the word rules and policies
 * use (u28i Z1: "Can I bring tools back on a Sunday?" missed "Returns are accepted … not on Sundays").
 */
const GIVE_BACK = /(?<![\p{L}\p{N}])(?:bring|brings|bringing|brought|give|gives|giving|gave|hand|hands|handing|handed|send|sends|sending|sent)((?:\s+(?!back(?![\p{L}\p{N}]))[\p{L}\p{N}'’-]+){0,3})\s+back(?![\p{L}\p{N}])/giu;

/** "hand in", "turn in", "send in" a thing: submit it ("How long do I have to hand in my receipts?" against "Submit receipts within 30 days", s45, u30f F1). */
const HAND_IN = /(?<![\p{L}\p{N}])(?:hand|hands|handing|handed|turn|turns|turning|turned|send|sends|sending|sent)\s+in(?![\p{L}\p{N}])/giu;

/** "What does a blinking amber light mean?": "mean" asks what the thing is, and names nothing (s43, u29h D-3). */
const MEAN_END = /^(what (?:does|do|did|would|could) .+?)\s+mean(?=[\s?.!]*$)/iu;

/** "Sign off on" is how readers say "approve", the word policies use (s43, u29k Z-5: "Who has to sign off on business class tickets?"). */
const SIGN_OFF = /(?<![\p{L}\p{N}])sign(?:s|ed|ing)?[\s-]+off(?:\s+on)?(?![\p{L}\p{N}])/giu;

/**
 * "How big / large / small should my chunks be?" asks for a size, the word the guide writes ("chunk size"); the size
 * word itself names nothing (s44, u29n F2: "big" is rare in the guide, so a passage holding it outranked every chunking one).
 */
const HOW_BIG = /(?<![\p{L}\p{N}])how\s+(?:big|bigger|large|larger|small|smaller|huge|tiny|high|higher|low|lower)(?![\p{L}\p{N}])/giu;
/** "How expensive is the course?", "how cheap …": a price, asked as "how much" (s54, u39b F5: refused on "expensive"). */
const HOW_PRICEY = /(?<![\p{L}\p{N}])how\s+(?:expensive|cheap|pricey|costly)(?![\p{L}\p{N}])/giu;
/** "What is an embedding model used for?", "what are tulips good for": what a thing is for; the thing is the topic (s44, u29n F6). */
const PURPOSE_END = /\s+(?:(?:be|being|is|are)\s+)?(?:used|good|useful|helpful|needed|meant)\s+for(?=[\s?.!]*$)/iu;

/**
 * "Who is responsible for lockers?", "Who is in charge of Lab 3?", "the person responsible for": who handles it, and
 * "handle" names nothing (GENERIC), as "run" in "Who runs the office?" (u37b F7, F3: both failed on "responsible" and
 * "charge", words the passage that answers them ("Lockers are assigned by the HR team", "Its manager is …") never writes).
 */
const RESPONSIBLE = /(?<![\p{L}\p{N}])(?:is|are|was|were)\s+(?:the\s+(?:person|people|one|ones)\s+)?(?:responsible\s+for|in\s+charge\s+of)(?![\p{L}\p{N}])/giu;

/**
 * "How do I report absence?", "Where should we report a fault?": "report" after "I", "we" or "to" says how to tell someone,
 * answered by "must call their shift lead" (u37b F7), so it is read as "tell" (FRAMING). "expense reports" keeps its word.
 */
const REPORT_VERB = /(?<![\p{L}\p{N}])((?:i|we|to)\s+)report(?![\p{L}\p{N}])/giu;

/** A closing "please" ("explain chunking in simple terms please"): searched, it found the chat's own page (s45, u29w F8). */
const PLEASE_END = /[\s,]+please[\s?.!]*$/iu;

/** The question without the words it is wrapped in (WRAPPER_START, WRAPPER_END, a closing "mean" or "used for"), "how big" as "size", "bring … back" as "return …", "sign off on" as "approve"; the question itself when nothing would be left. */
/** "What time does the Vienna office open?": "when", so "time" is not a word the passage must hold (u30w F6). "What time zone …" is left as it is. */
const WHAT_TIME = /(^|[\s,;(])(?:at\s+|by\s+)?what\s+time\s+(?=(?:does|do|did|is|are|was|were|will|would|should|must|can|could|may)(?![\p{L}]))/giu;

export function questionFocus(message: string): string {
  const question = withoutGreeting(message);
  const focus = question.replace(PLEASE_END, '').replace(WRAPPER_START, '').replace(WRAPPER_END, '').replace(MEAN_END, '$1').replace(PURPOSE_END, '').replace(HOW_PRICEY, 'how much').replace(HOW_BIG, 'size').replace(RESPONSIBLE, 'handles').replace(REPORT_VERB, '$1tell').replace(GIVE_BACK, 'return$1').replace(SIGN_OFF, 'approve').replace(HAND_IN, 'submit').replace(WHAT_TIME, '$1when ').trim();
  return tokenize(focus).length ? focus : question;
}

/**
 * The acronym a question asks to spell out ("What does RAG stand for?", "what is MCP short for", "What does the
 * abbreviation PTO mean?"), as written; null for any other question (s43, u29h D-5).
 */
const ACRONYM_QUESTION =
  /^(?:what (?:does|do|did) (?:the )?(?:(?:abbreviation|acronym|term) )?([A-Za-z][A-Za-z0-9&]{1,9}) (?:stand for|mean|abbreviate)|what is (?:the )?([A-Za-z][A-Za-z0-9&]{1,9}) (?:short for|an abbreviation (?:of|for))|what(?:['’]s| is) the (?:full form|expansion|long form|meaning) of (?:the )?([A-Za-z][A-Za-z0-9&]{1,9}))[\s?.!]*$/iu;

export function acronymAsked(question: string): string | null {
  const m = ACRONYM_QUESTION.exec(withoutGreeting(question).trim());
  const acronym = m && (m[1] ?? m[2] ?? m[3]);
  // Written in capitals, or short enough to be one ("rag", "mcp"); "what does chunking mean" asks for a definition.
  return acronym && (acronym === acronym.toUpperCase() || acronym.length <= 4) ? acronym : null;
}

/**
 * The words `text` spells `acronym` out with, written next to it in brackets either way round: "retrieval-augmented
 * generation (RAG)", "MCP (Model Context Protocol)"; null when the text does not. Each letter starts a word or a
 * hyphenated part, in order.
 */
export function spelledOut(text: string, acronym: string): string | null {
  const letters = acronym.toLowerCase().replace(/[^a-z0-9]/g, '');
  const esc = acronym.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const initials = (words: string) => words.split(/[\s-]+/).filter(Boolean).map((w) => w[0].toLowerCase()).join('');
  const before = new RegExp(`((?:[\\p{L}][\\p{L}\\p{N}]*[\\s-]+){${letters.length - 1},${letters.length * 2}}[\\p{L}][\\p{L}\\p{N}]*)\\s*\\(\\s*${esc}s?\\s*\\)`, 'giu');
  for (const m of text.matchAll(before)) {
    const parts = m[1].split(/[\s-]+/);
    for (let k = letters.length; k <= parts.length; k++) {
      const tail = parts.slice(parts.length - k).join(' ');
      if (initials(tail) === letters) return tail;
    }
  }
  const after = new RegExp(`(?<![\\p{L}\\p{N}])${esc}s?\\s*\\(([^)]{3,80})\\)`, 'gu');
  for (const m of text.matchAll(after)) if (initials(m[1]) === letters) return m[1].trim();
  // A run of capitalised words whose initials spell an acronym of three letters or more, in a text that also writes the acronym
  // ("HNSW: navigable graphs … Hierarchical Navigable Small World graphs", s51, u34c F1: "What does HNSW stand for?" was refused).
  if (letters.length >= 3 && new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'u').test(text)) {
    const run = new RegExp(`(?<![\\p{L}\\p{N}])(\\p{Lu}[\\p{Ll}]+(?:[\\s-]+\\p{Lu}[\\p{Ll}]+){${letters.length - 1}})(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of text.matchAll(run)) if (initials(m[1]) === letters) return m[1];
  }
  return null;
}

/** Whether a term is one of the words questions are wrapped in (FRAMING: "tell", "happen", "already"). */
export function isFraming(term: string): boolean {
  return FRAMING.has(term);
}

/**
 * The question's content terms, each once (all its terms when every one is a framing word). A
 * question in German, French, Spanish, Italian, Portuguese or Dutch also loses its language's
 * function words (functionWords.ts, u28s S-A1: "Wie viele Urlaubstage habe ich?" is about Urlaubstage).
 */
/** A number with a magnitude ("10M", "2B", "500k"): how many of what the question names, never its topic (s44, u29n F2: "10M vectors"). */
const MAGNITUDE = /^\d+(?:[.,]\d+)?(?:k|m|mn|mm|b|bn)$/;
/**
 * A number written as a word ("per million tokens"): a quantity of what follows, no concept; a passage may put a word
 * between ("$4 per million input tokens": s56, u-chat F2, where "million tokens" was a topic phrase the price passage lacked).
 */
const NUMBER_WORD = /^(?:hundred|thousand|million|billion|trillion)s?$/;

/**
 * Prepositions the tokenizer keeps ("after", "per", "before"): they say how the topic is related, never what it is, so they
 * are no word the question is about (s45, u29x F10, F1: "taxi after 10pm" and "per diem for meals abroad" counted "after"
 * and "per" as topic words, and passages holding only those outranked the answer). The search still uses them.
 */
const PREPOSITIONS = new Set(tokenize('after before per during until till since within between over under above below beyond across through throughout without via against around among upon toward towards onto'));
/** A time of day ("10pm", "10 pm", "6:30 a.m.", "midnight", "noon"): a condition the passage may write as a range ("between 22:00 and 06:00"), never the topic (u29x F10). */
const CLOCK = /^(?:\d{1,2}(?:[.:]\d{2})?(?:am|pm)|pm|midnight|noon|midday|o'?clock)$/;
const CLOCK_TIME = /(?<![\p{L}\p{N}])\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}\p{N}])/giu;

/**
 * The verb after "who" held by its agent noun ("Who manages Eastgate?" ↔ "Its manager is Ilse Vermeer", "Who manages OF-2?" ↔ a
 * Manager column, "Who supervises …?" ↔ "supervisor"; s52, u35b F4: both were "No good match … not 'manages'").
 */
const WHO_VERB = /^\s*who\s+([\p{L}]{3,})(?![\p{L}])/iu;
/**
 * A past form after "who" whose agent noun is built on another stem ("Who won in 2025?" ↔ "2025 winner: …", a Winner column;
 * s54, u39b: refused on "won"). Only after "who": irregular.ts leaves "won" unfolded, a currency elsewhere.
 */
const WHO_PAST = new Map([['won', 'win']]);
export function agentHeld(question: string, text: string | undefined): string[] {
  const m = WHO_VERB.exec(question);
  const said = m && text ? tokenize(m[1])[0] : undefined;
  if (!said || !text) return [];
  const verb = WHO_PAST.get(said) ?? said;
  const terms = tokenize(text);
  const doubled = doubledForm(verb);
  const agents = [`${verb}er`, `${verb}r`, `${verb}or`, ...(doubled && doubled.length > verb.length ? [`${doubled}er`] : [])];
  return terms.some((t) => agents.includes(t)) ? [said] : [];
}

/** "my own laptop", "their own data": "own" only stresses whose it is (s52, u35d F1: "Do I wipe my own laptop …?" was refused on "own"). */
const POSSESSIVE_OWN = /(?<![\p{L}])(my|your|our|their|his|her|its)\s+own(?![\p{L}])/giu;

export function contentTerms(question: string): string[] {
  const foreign = functionTerms(question);
  const terms = [...new Set(tokenize(question.replace(CLOCK_TIME, ' ').replace(POSSESSIVE_OWN, '$1')))].filter((t) => !foreign.has(t) && !MAGNITUDE.test(t) && !PREPOSITIONS.has(t) && !CLOCK.test(t));
  const content = terms.filter((t) => !FRAMING.has(t));
  return content.length ? content : terms;
}

/**
 * The thing a "which …" or "what …" question asks about: the words right after it, up to the verb
 * ("Which chunking method should I use…" → chunk, method). A passage without any of them answers
 * something else, however many of the other words it holds (u28d S2: a privacy passage about the
 * "legal basis" of a "contract" for "Which chunking method should I NOT use for legal contracts?").
 */
const ASKED_ABOUT =
  /(?<![\p{L}])(?:which|what)\s+(?:(?:kind|type|sort)s?\s+of\s+)?((?:(?!(?:one|ones|should|shall|do|does|did|is|are|was|were|can|could|would|will|must|might|may|has|have|had|to|for|in|on|of|with|at|by|from|i|we|you|they|it|works?|helps?|makes?|belongs?|happens?|goes|means?|matters?|counts?|causes?|changes?|comes?|needs?|gets?|runs?|lives?|exists?|stays?|applies|apply)(?![\p{L}]))[\p{L}\p{N}-]+\s*){1,3})/iu;

export function askedAbout(question: string): string[] {
  const m = ASKED_ABOUT.exec(question);
  return m ? [...new Set(tokenize(m[1]))].filter((t) => !FRAMING.has(t)) : [];
}

export type MatchStrength = {matched: string[]; missing: string[]; good: boolean; coverage: number | null};

/** What the index says about the question's words (src/retrieval/bm25.ts, queryWeights). */
export type QueryStats = {weights: Readonly<Record<string, number>>; passages: number};

/**
 * Weighing words by how rare they are needs enough passages to count in: from this many on (the
 * guide has about 2,000), a good match also holds at least COVERAGE of the weight of the question's
 * content words. A document of a few dozen paragraphs leaves it to the word count alone.
 */
export const WEIGHTED_FROM_PASSAGES = 100;
/**
 * The share of the question's word weight a good match must hold. Calibrated on new questions
 * (tests/unit/demos/kit/weakMatchCalibration.test.ts, u28e S2): the off-topic ones that passed the
 * word count held at most 0.52 of it ("set up a family budget spreadsheet": set, up, budget; not
 * spreadsheet or family), the on-topic answers at least 0.72.
 */
export const COVERAGE = 0.6;

/** The share of the question's content-word weight that `matched` holds; null without stats for a large enough index. */
export function weightCoverage(wanted: readonly string[], matched: readonly string[], stats?: QueryStats | null): number | null {
  if (!stats || stats.passages < WEIGHTED_FROM_PASSAGES) return null;
  const weight = (t: string) => stats.weights[t] ?? 0;
  const total = wanted.reduce((sum, t) => sum + weight(t), 0);
  return total > 0 ? matched.reduce((sum, t) => sum + weight(t), 0) / total : null;
}

/**
 * In a large source, a good match holds at least one of the question's words that few passages
 * share: IDF of at least SPECIFIC, about 1 passage in 50 of the guide (u28i S1: "How can I keep
 * answers grounded in our own company files?" matched keep, answer, ground, own and company in a
 * passage about a court case; each of them is in dozens of the guide's passages, so together they
 * say little). Checked on the calibration table (weakMatchCalibration.test.ts).
 */
export const SPECIFIC = 3.9;

/**
 * Whether the match rests on more than common words: one of `matched` is rare enough to be evidence
 * (SPECIFIC), or names what the passage is about (in its page title, path or heading); true where the index is
 * too small to weigh words.
 */
export function holdsSpecific(matched: readonly string[], hit: Pick<Hit, 'terms'> & {passage?: Hit['passage']}, stats?: QueryStats | null): boolean {
  if (!stats || stats.passages < WEIGHTED_FROM_PASSAGES || !hit.passage) return true;
  // A framing or filler word is no evidence however rare ("just" in "What did I just ask you?", s41, u28y S-A2).
  matched = matched.filter((t) => !FRAMING.has(t) && !FILLER.has(t));
  // A word held only in its other spelling ("stop" for a question's "stopped", doubledForm) is as rare as the more common of the two (s42).
  const weight = (t: string) => {
    const other = doubledForm(t);
    const own = stats.weights[t] ?? 0;
    return other === null || hit.terms.includes(t) ? own : Math.min(own, stats.weights[other] ?? own);
  };
  if (matched.some((t) => weight(t) >= SPECIFIC)) return true;
  // The page's path names its section of the guide too ("/rag/vector-databases/pinecone").
  const path = (hit.passage.url ?? '').split('#')[0].replace(/[/_-]+/g, ' ');
  const titled = new Set(tokenize(`${hit.passage.source} ${hit.passage.heading ?? ''} ${path}`));
  return matched.some((t) => titled.has(t));
}

/**
 * Words that say how a question is put rather than what it is about (s51, issue 28: u34c F1, u34d F2, u34b F5): a reader's
 * verb or adverb the passage words otherwise ("How many passages do rerankers usually take?" against "a reranker over the top
 * 50–100 candidates", "Which vector database supports multi-tenancy natively?" against "Multi-tenancy is native", "How far
 * ahead must I book a pool car?" against "at least two working days in advance"). Read from the question's shape, not a word
 * list:
 * - an adverb in "-ly" built on an adjective ("natively", "usually", "typically", "exactly");
 * - the words between "how" and the verb of a "how far / how soon / how early" question (not "how much" or "how many",
 *   which name a thing next);
 * - the question's verb: after an auxiliary and its subject ("… do
 *   rerankers take", "What does HNSW stand for", "do I have to file"), a participle after "is" and its subject ("Is Weaviate
 *   written in …"), and a verb in "-s" after "which"/"what" and a noun ("Which vector database supports …").
 * A word written with a capital inside the question, or with a digit, names something and is never one of these. The words
 * still count when the passage holds them; the verb after "who" is never one of them, since it names the role asked about ("Who
 * introduced RAG?" is not judged on "RAG" alone, "Who leads the waste team?" meets "led by" through paraphrase.ts). A passage lacking one is judged on the others (matchStrength), and it must still
 * hold every word that names the topic.
 */
const LY_ADVERB = /^[\p{L}]{2,}(?:al|ive|ous|ent|ant|ful|less|ate|ic|ar|ct|ck|ight|ow|ong|ear|ual|ete|ure|ise|ose|ute|ine|ient|ary|ern|ual|ble|ick|ect|ain)ly$/u;
const HOW_DEGREE = /(?<![\p{L}])how\s+((?:(?!much|many)[\p{L}]+\s+){0,2}?)(?=(?:do|does|did|is|are|was|were|can|could|should|would|will|must|may|might|shall|has|have|had)(?![\p{L}]))/iu;
const AUX = '(?:do|does|did|can|could|should|would|will|must|may|might|shall)';
const QUESTION_VERBS: readonly RegExp[] = [
  // A person as the subject: any verb after it ("must I book", "do I have to file"); not "it", whose verb says what is asked
  // of the previous topic ("does it matter for code files?").
  new RegExp(`(?<![\\p{L}])${AUX}\\s+(?:i|you|we|they|he|she)(?:\\s+[\\p{L}]+ly)?\\s+(?:(?:have|need|want|got)\\s+to\\s+)?([\\p{L}]+)`, 'iu'),
  // Another subject (one to five words): only a verb that ends the question, with at most a particle after it ("What does
  // HNSW stand for?", "… do rerankers usually take?"), so "Does a Sev-1 incident need a review?" reads no "incident".
  new RegExp(`(?<![\\p{L}])${AUX}\\s+(?!(?:i|you|we|they|he|she|it|one)\\s)(?:[\\p{L}\\p{N}][\\p{L}\\p{N}.,'’-]*\\s+){1,5}?(?:[\\p{L}]+ly\\s+)?([\\p{L}]+)(?:\\s+(?:for|up|on|in|out|with|about|to|of|from))?\\s*[?.!]*\\s*$`, 'iu'),
  /^(?:is|are|was|were)\s+(?:(?:the|a|an)\s+)?[\p{L}\p{N}][\p{L}\p{N}'’-]*\s+([\p{L}]+(?:ed|en|wn|lt|nt))(?![\p{L}])/iu,
  /^(?:which|what)\s+(?:(?!(?:is|are|was|were|do|does|did|can|could|should|would|will|must|may|might|shall|has|have|had|my|your|our|their|his|her|its|the|a|an|i|you|we|they)\s)[\p{L}][\p{L}-]*\s+){1,3}?([\p{L}]+[^s\s]s)\s+(?!(?:and|or|of|for|in|on)(?![\p{L}]))[\p{L}]/iu,
];

export function askingWords(question: string): Set<string> {
  const words: string[] = [];
  for (const m of question.matchAll(/[\p{L}][\p{L}'’]*/gu)) if (LY_ADVERB.test(m[0].toLowerCase()) && !PERIODIC_WORDS.test(m[0])) words.push(m[0]);
  const degree = HOW_DEGREE.exec(question);
  if (degree) words.push(...degree[1].split(/\s+/).filter(Boolean));
  for (const verb of QUESTION_VERBS) {
    const m = verb.exec(question);
    // An adverb of time, order or place that ends a question is no verb ("Which language should my kids learn first?").
    if (m?.[1] && !NOT_VERBS.test(m[1])) words.push(m[1]);
  }
  const named = (w: string) => /\p{N}/u.test(w) || (/^\p{Lu}/u.test(w) && !new RegExp(`^\\s*${w}(?![\\p{L}])`, 'u').test(question)) || /^\p{Lu}{2,}$/u.test(w);
  return new Set(words.filter((w) => !named(w)).flatMap((w) => tokenize(w)));
}
/**
 * The value a yes-or-no question checks, when it ends the question after a preposition ("Is Weaviate written in Rust?" →
 * "Rust"): a passage holding the rest ("Weaviate is … written in Go") answers it, yes or no (s51, u34c F1). Only one word,
 * and only in a question that opens with "is", "are", "was", "were", "does", "do", "did", "can" or "has".
 */
const YES_NO_VALUE = /^(?:is|are|was|were|does|do|did|can|has|have)\s.+\s([\p{L}]{3,})\s+(in|on|with|by|as|under)\s+([\p{L}][\p{L}\p{N}+#.-]*)\s*\??\s*$/iu;
/**
 * The passage must write the same words before another value ("written in Go"), so "Is Pinecone available in Brazil?" passes
 * only on a passage saying what Pinecone is available in.
 */
export function checkedValue(question: string, text: string | undefined): string | null {
  const m = YES_NO_VALUE.exec(question.trim());
  const terms = m ? tokenize(m[3]) : [];
  if (!m || terms.length !== 1 || !text) return null;
  const before = m[1].toLowerCase().slice(0, Math.max(3, m[1].length - 3));
  return new RegExp(`(?<![\\p{L}])${escaped(before)}\\p{L}*\\s+${m[2]}\\s+\\p{L}`, 'iu').test(text) ? terms[0] : null;
}

const NOT_VERBS = /^(?:first|last|next|now|then|today|tomorrow|yesterday|again|well|together|alone|instead|there|here|online|offline|home|abroad|soon|later|early|late|before|after|ago|yet|too|also|ever|never|more|most|less|least)$/iu;
const PERIODIC_WORDS = /^(?:hourly|daily|weekly|monthly|yearly|quarterly|annually|nightly|early|only|family|supply|apply|reply|italy|july|assembly|holy|ugly|fly|rely|jelly|belly|bully|ally|tally|rally)$/iu;

/** The least weight of each of two words written together that make a match specific (matchStrength; s52, u35c F5). */
const PHRASE_WEIGHT = 2.6;

/** How well one hit covers the question's content terms, and whether that is a good match. */
export function matchStrength(question: string, hit: Pick<Hit, 'terms'> & {passage?: Hit['passage']}, stats?: QueryStats | null, concepts: readonly Phrase[] = []): MatchStrength {
  const all = contentTerms(question);
  // In a large source, a generic word no passage holds ("long" of "How long", "need") is how the question is put, not what it is about (s42 D-9).
  const unheld = stats && stats.passages >= WEIGHTED_FROM_PASSAGES ? idf(stats.passages, 0) - 1e-9 : Infinity;
  const held = new Set(hit.terms.flatMap((t) => alternatives(t)));
  // A verb or adverb the question is put in that the passage words otherwise (askingWords, s51) is left out, as long as a word
  // that is not generic stays.
  const asking = askingWords(question);
  const value = checkedValue(question, hit.passage?.text);
  if (value && all.filter((t) => !held.has(t)).length === 1 && !held.has(value)) asking.add(value);
  const put = all.filter((t) => (GENERIC.has(t) && (stats?.weights[t] ?? 0) >= unheld) || (asking.has(t) && !held.has(t)));
  const kept = all.filter((t) => !put.includes(t));
  // Generic words that no passage holds are left out whenever a word that is not generic stays (s42); a verb or adverb only
  // while two words that are not generic stay, so "Who introduced RAG?" is not judged on "RAG" alone (s51).
  let wanted = kept.some((t) => !GENERIC.has(t)) && (kept.filter((t) => !GENERIC.has(t)).length >= 2 || !all.some((t) => asking.has(t) && !held.has(t) && !GENERIC.has(t))) ? kept : all;
  // A word of a synonym group is held by a passage with any word of its group (paraphrase.ts); a measure the question asks
  // for is held by its value ("temperature" by "85 °C", "range" by "between 1.2 and 1.5 bar", MEASURED).
  // In a small source, a word written split or joined (JOINED) and a USB stick by another name (STICK_ASKED) are held too.
  const small = stats !== undefined && stats !== null && stats.passages < WEIGHTED_FROM_PASSAGES;
  const found = new Set([...hit.terms.flatMap((t) => alternatives(t)), ...measuresHeld(wanted, hit.passage?.text), ...weekdaysHeld(question, hit.passage?.text), ...agentHeld(question, hit.passage && `${hit.passage.heading ?? ''}\n${hit.passage.text}`), ...(small ? [...joinedForms(hit.passage?.text), ...sticksHeld(question, hit.passage?.text)] : []), ...codesHeld(question, hit.passage), ...rolesHeld(question, hit.passage)]);
  // A figure the passage's bound or range answers (amountsHeld) is left out, neither held nor missing, so it is no evidence
  // either: "a purchase of 4,000 euros" still needs a passage about purchases.
  const answered = new Set(amountsHeld(question, hit.passage?.text).filter((t) => !found.has(t)));
  if (answered.size && wanted.some((t) => !answered.has(t))) wanted = wanted.filter((t) => !answered.has(t));
  const matched = wanted.filter((t) => found.has(t));
  const missing = wanted.filter((t) => !found.has(t));
  const head = askedAbout(question);
  const coverage = weightCoverage(wanted, matched, stats && {...stats, weights: groupWeights(wanted, stats.weights)});
  // In a small document, holding every word that is not generic is enough ("Where do I put my mobile?" → "Phones stay in the lockers").
  const core = wanted.filter((t) => !GENERIC.has(t));
  const good =
    wanted.length > 0 &&
    // In a large source a message of generic words only ("I just want to ask something") names no topic (s41, u28y S-A2).
    (core.length > 0 || !stats || small) &&
    (matched.length === wanted.length ||
      (small && core.length > 0 && core.length < wanted.length && core.every((t) => found.has(t))) || (matched.length >= 2 && matched.length * 2 >= wanted.length)) &&
    (head.length === 0 || head.some((t) => found.has(t))) &&
    holdsCondition(wanted, head, found) &&
    purposeOf(question, head).every((t) => found.has(t)) &&
    (coverage === null || coverage >= COVERAGE) &&
    // A topic phrase the passage holds is as specific as a rare word ("prompt injection": neither word is rare in the guide).
    (holdsSpecific(matched, hit, stats) || concepts.length > 0 || sameBound(question, hit.passage?.text) ||
      // Every word held, and two of them written together as the question writes them ("what are the tenant states?" ↔
      // "Tenants have activity states (tenant states)": s52, u35c F5, refused as "each of them is common"). Only in a
      // question (opening with a question word or verb): two words alone ("second line") are no question about a term.
      // Each of the two at least PHRASE_WEIGHT, rarer than ordinary words ("week one", "first week": 1.2 to 2.4 in the guide,
      // which the s48 deep-search rows keep refused; "tenant" 3.1, "states" 2.8).
      (missing.length === 0 && QUESTION_START.test(question.trim()) && hit.passage !== undefined && holdsAskedPhrase(question, hit.passage, wanted.filter((t) => !GENERIC.has(t) && !FRAMING.has(t) && (stats?.weights[t] ?? 0) >= PHRASE_WEIGHT))) ||
      // Every word held, and the passage writing a run of the question word for word (writesQuestionRun, s56 w-chat F2).
      (missing.length === 0 && hit.passage !== undefined && writesQuestionRun(question, hit.passage))) &&
    concepts.every((phrase) => hit.passage !== undefined && holdsQuestionPhrase(question, hit.passage, phrase));
  return {matched, missing, good, coverage};
}

/**
 * Words for a measure a question asks for, and how a passage writes a value of it: "What temperature does the thermal fuse trip
 * at?" is answered by "the thermal fuse trips at 85 °C", "What is the pressure range?" by "kept between 1.2 and 1.5 bar"
 * (s45, u29x F10, F6: both were "No good match … not 'temperature'", "not 'range'"). The passage must hold every other word
 * the rule asks for, so "What is the temperature of the office?" stays no good match against the fuse.
 */
/** The words a "how big" question is read as (questionFocus, HOW_BIG). */
const SIZE_WORDS: ReadonlySet<string> = new Set(tokenize('size sizes'));
const MEASURED: ReadonlyArray<readonly [ReadonlySet<string>, RegExp]> = [
  [new Set(tokenize('temperature temperatures')), /\d\s*°\s*[CF]?(?![\p{L}])|\d\s*(?:degrees?|deg)\s*(?:c|f|celsius|fahrenheit)?(?![\p{L}])/iu],
  // A limit asked for is held by a bound with a figure ("What is the limit for emergency medical costs?" ↔ "covered up to
  // 250,000 euros", s51, u34b F5).
  [new Set(tokenize('limit limits maximum cap')), /(?:up to|at most|no more than|not more than|a maximum of|maximum of|max\.?|capped at|limited to)\s+(?:[€$£]\s?)?\d/iu],
  // A threshold is held by any bound with a figure ("Is the shutdown threshold 30 °C?" ↔ "If the temperature exceeds 30 °C, …
  // shuts down", s52, u35d F1).
  [new Set(tokenize('threshold thresholds')), /(?:up to|at most|no more than|not more than|maximum of|at least|more than|less than|exceed(?:s|ing)?|above|below|over|under|between|from)\s+(?:[€$£]\s?)?\d/iu],
  // A version asked for is held by a version number after a name or "v" ("Since which version does Milvus have built-in
  // full-text search?" ↔ "Since Milvus 2.5, full-text search is built in", s52, u35c F3).
  [new Set(tokenize('version versions release releases')), /(?<![\p{L}\p{N}])(?:v\d+(?:\.\d+)*|\p{Lu}[\p{L}\p{N}-]*\s+\d+\.\d+(?:\.\d+)*)(?![\p{L}\p{N}])/u],
  // A size asked for ("How big is the deposit?", "how high", read as "size" by questionFocus) is held by an amount or a count
  // with its unit ("The deposit is €1,200", "room for 20 people", "24 m²"; s54, u39b F5: "How big is the deposit?" was refused).
  [SIZE_WORDS, /[€$£¥]\s?\d|\d(?:[\d.,]*\d)?\s?(?:€|\$|£|eur(?:os?)?|usd|dollars?|gbp|pounds?|chf|francs?|m²|m2|sq\.?\s?(?:m|ft)|square\s+(?:metres?|meters?|feet)|cm|mm|km|m|kg|t|tonnes?|litres?|liters?|gb|mb|kb|tb|bytes?|tokens?|characters?|words?|pages?|people|persons?|members?|employees?|staff|seats?|rooms?|beds?|places|dimensions?|rows?|items?|hectares?|acres?)(?![\p{L}])/iu],
  [new Set(tokenize('range ranges')), /(?:between|from)\s+[-+]?\d[\d.,]*\s*\S{0,6}\s+(?:and|to)\s+[-+]?\d|\d[\d.,]*\s*(?:[-–]|to)\s*\d[\d.,]*\s*(?:%|°|[\p{L}]{1,6}\b)/iu],
];

/** "On which days …", "what day …": a question for the day of the week. */
const WHICH_DAY = /(?<![\p{L}])(?:which|what)\s+(?:week)?days?(?![\p{L}])/iu;
const WEEKDAY = /(?<![\p{L}])(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?![\p{L}])/iu;

/**
 * "day" for a question asking which day of the week when the passage names one: "On which days are devices handed over?" is
 * answered by "hands devices over on Tuesdays and Thursdays" (s55, t-zoh F3: that passage lacked "day" and "Day one. IT hands
 * over the laptop" was shown instead).
 */
function weekdaysHeld(question: string, text: string | undefined): string[] {
  return text && WHICH_DAY.test(question) && WEEKDAY.test(text) ? tokenize('day') : [];
}

/** The measure words of `wanted` whose value `text` holds (MEASURED). */
function measuresHeld(wanted: readonly string[], text: string | undefined): string[] {
  if (!text) return [];
  // A size's value must be in a sentence naming what is asked ("The deposit is €1,200"), not any figure of the passage ("How
  // large is the flat?" is not answered by the deposit's amount in "… after the flat is handed back").
  const sized = (value: RegExp) => {
    const others = new Set(wanted.filter((w) => !SIZE_WORDS.has(w)));
    return text.split(/(?<=[.!?;])\s+|\n/u).some((sentence) => value.test(sentence) && tokenize(sentence).some((t) => others.has(t)));
  };
  return wanted.filter((t) => MEASURED.some(([words, value]) => words.has(t) && (SIZE_WORDS.has(t) ? sized(value) : value.test(text) || (words.has(VERSION_WORD) && namedVersion(wanted, text)))));
}

const VERSION_WORD = tokenize('version')[0];
/**
 * A whole-number version after a name the question asks about: "Which PostgreSQL version is used?" ↔ "uses a PostgreSQL 16
 * primary" (s55, u-dqa F6: MEASURED wants "2.5"-style numbers, so the version was "No good match … not 'version'").
 */
function namedVersion(wanted: readonly string[], text: string): boolean {
  const asked = new Set(wanted);
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}-]*)\s+(\d{1,3})(?![\p{L}\p{N}]|[.,:]\d)/gu)) {
    if (tokenize(m[1]).some((t) => asked.has(t))) return true;
  }
  return false;
}

/** Words that ask for advice about the thing named, not what it is for ("Which chunking strategy should I avoid…"). */
const ADVICE = new Set(tokenize('avoid prefer choose pick recommend best better good'));

/**
 * A "which X … for Y" question names a kind of thing (X, askedAbout) and what it is for (Y): a match
 * holds one of Y's words too when Y has any that are not generic (u28p S2: "Which chunking strategy
 * should I avoid for legal contracts?" matched a chunking page's "Next steps" list through chunk,
 * strategy and avoid, and holds neither "legal" nor "contracts").
 */
function holdsCondition(wanted: readonly string[], head: readonly string[], found: ReadonlySet<string>): boolean {
  if (!head.length) return true;
  const rest = wanted.filter((t) => !head.includes(t) && !GENERIC.has(t) && !ADVICE.has(t));
  return rest.length === 0 || rest.some((t) => found.has(t));
}

/**
 * What a "which X … for Y" question wants X for: the content words of Y, after its last "for" (not
 * generic, advice or X's own words, no bare numbers); empty without X. A match holds every one of them
 * (s39z): "Which chunking strategy should I avoid for financial data?" matched a chunking passage
 * through "data" alone, since holdsCondition is content with one word of Y, and "financial" names
 * what the data is.
 */
export function purposeOf(question: string, head: readonly string[]): string[] {
  if (!head.length) return [];
  const last = [...question.matchAll(/(?<![\p{L}\p{N}])for\s+([^?.!,;:]+)/giu)].pop();
  if (!last) return [];
  return [...new Set(tokenize(last[1]))].filter((t) => !FRAMING.has(t) && !GENERIC.has(t) && !ADVICE.has(t) && !head.includes(t) && !/^\d+$/.test(t) && !MAGNITUDE.test(t));
}

/** A synonym group's weight is its most common member's (a reader's word the document lacks is not rare for that). */
function groupWeights(wanted: readonly string[], weights: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {...weights};
  for (const t of wanted) {
    const known = alternatives(t).map((a) => weights[a]).filter((w): w is number => w !== undefined);
    if (known.length) out[t] = Math.min(...known);
  }
  return out;
}

/** Two words of the question written next to each other ("prompt injection"), as terms. */
export type Phrase = readonly [string, string];

/** The question's adjacent word pairs (only spaces or a hyphen between them), content words only. */
export function questionPairs(question: string): Phrase[] {
  const words = tokens(question, RETRIEVAL_WORDS);
  const pairs: Phrase[] = [];
  const asking = askingWords(question);
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1], words[i]];
    // A relation or rate ("per month", "defenses against") relates words and names no concept (s43, u29j D-2, D-3).
    // So does a measure asked of a thing ("pressure range", "fuse temperature": MEASURED, s45, u29x F6).
    // A verb or adverb the question is put in names no concept either ("HNSW stand", "vectors take": askingWords, s51).
    const relation = RELATIONS.has(a.term) || RELATIONS.has(b.term) || MAGNITUDE.test(a.term) || MAGNITUDE.test(b.term) || NUMBER_WORD.test(a.term) || MEASURED.some(([words]) => words.has(b.term)) || asking.has(a.term) || asking.has(b.term) ||
      // Nor does a pair with a code or figure in it ("float32 vectors", "1,536-dimension"): the code is checked on its own
      // (identifiersOf, holdsIdentifier), wherever the passage writes it ("10 million vectors of 1,536 dimensions in float32", s51).
      /\p{N}/u.test(a.term) || /\p{N}/u.test(b.term);
    if (/^[\s-]+$/.test(question.slice(a.end, b.start)) && !FRAMING.has(a.term) && !FRAMING.has(b.term) && !relation && a.term !== b.term) pairs.push([a.term, b.term]);
  }
  return pairs;
}

const passageWords = new WeakMap<object, Set<string>>();

/** Whether the passage writes the two words next to each other (in its heading or text). */
export function holdsPhrase(passage: Hit['passage'], [a, b]: Phrase): boolean {
  return passagePairs(passage).has(`${a} ${b}`);
}

/**
 * Whether the passage holds a topic phrase of the question, or writes the question's compound without the phrase's first word
 * when a word of the question stands right before it: "high-risk AI systems" is held by "a high-risk system" (s56, u-chat F3:
 * "How long must deployers keep logs of high-risk AI systems?" ranked the Article 26 duties, which say "six months", below
 * passages that write "AI system" and not the answer).
 */
export function holdsQuestionPhrase(question: string, passage: Hit['passage'], [a, b]: Phrase): boolean {
  if (holdsPhrase(passage, [a, b])) return true;
  const words = tokens(question, RETRIEVAL_WORDS);
  const joined = (i: number) => /^[\s-]+$/.test(question.slice(words[i - 1].end, words[i].start));
  for (let i = 2; i < words.length; i++) {
    if (words[i - 1].term !== a || words[i].term !== b || !joined(i) || !joined(i - 1)) continue;
    const before = words[i - 2].term;
    if (before !== a && !FRAMING.has(before) && passagePairs(passage).has(`${before} ${b}`)) return true;
  }
  return false;
}

/** The passage's pairs of words written next to each other (in its heading or text), as "term term". */
function passagePairs(passage: Hit['passage']): ReadonlySet<string> {
  let pairs = passageWords.get(passage);
  if (!pairs) {
    pairs = new Set();
    const text = `${passage.heading ?? ''}\n${passage.text}`;
    const words = tokens(text, RETRIEVAL_WORDS);
    for (let i = 1; i < words.length; i++) if (/^[\s-]+$/.test(text.slice(words[i - 1].end, words[i].start))) pairs.add(`${words[i - 1].term} ${words[i].term}`);
    passageWords.set(passage, pairs);
  }
  return pairs;
}

/**
 * The topic phrases of a question asked of a large source (the guide): its adjacent word pairs
 * that at least one retrieved passage also writes together, such as "prompt injection" or "human
 * labels" (u28m S1). Such a pair names one concept; a passage with only one of its words, or only
 * the question's generic words ("risk", "agents"), is about something else.
 */
export function topicPhrases(question: string, hits: readonly Hit[], stats?: QueryStats | null): Phrase[] {
  if (!stats || stats.passages < WEIGHTED_FROM_PASSAGES) return [];
  // A term of the source, not a chance neighbor: of the passages that hold both words, at least two
  // and most write them together ("prompt injection"; not "AI output" or "query embeddings").
  return questionPairs(question).filter((pair) => {
    const both = hits.filter((hit) => alternatives(pair[0]).some((a) => hit.terms.includes(a)) && alternatives(pair[1]).some((b) => hit.terms.includes(b)));
    const together = both.filter((hit) => holdsPhrase(hit.passage, pair)).length;
    return together >= 2 && together * 2 > both.length;
  });
}

/** "What is the pitch fee?", "How much does a pitch cost?": a question for a price. */
const PRICE_QUESTION = /^(?:what(?:['’]?s| is| are| does)|how much)(?![\p{L}])/iu;
const PRICE_WORDS = new Set(alternatives(tokenize('price')[0]));
/**
 * Words for a kind of amount (and "spend"; "rate" since s41: "How much is the night rate?" is answered by "55 EUR for each hour worked at night"): in a price question they say what sort of sum is asked, as the price
 * words do, and the priced thing is the rest ("home charger" in "How much is the home charger
 * subsidy?", which a memo answers with "a home charger, paid up to 1,200 EUR", u28v).
 */
const AMOUNT_WORDS = new Set(tokenize('subsidy allowance stipend grant budget spend rate'));
/** How often a sum is paid ("monthly cost", "annual fee"). */
const PERIODIC = new Set(tokenize('hourly daily weekly monthly yearly annual annually quarterly'));
/** An amount: digits with a currency sign or word ("40 euros", "€40", "$12.50", "12 EUR"). */
const AMOUNT = /(?:[€$£¥]\s?\d|\d(?:[\d.,]*\d)?\s?(?:€|\$|£|eur(?:os?)?|usd|dollars?|gbp|pounds?|chf|francs?|cents?|pence)(?![\p{L}]))/iu;

/** A price question's topic: all its words, and its head, the words the price word governs (priceHead). */
type PriceTopic = {words: string[]; head: string[]; price?: string[]};

/**
 * A price question's topic: its content words other than the price words ("printing" in "How much
 * does printing cost?"); null for a question that does not ask a price. A passage that quotes an
 * amount for something else ("extra hours cost 15 euros", "Trips under 500 EUR") does not answer it
 * (u28p D2, Z1).
 */
function priceTopic(question: string): PriceTopic | null {
  if (!asksPrice(question)) return null;
  return {words: contentTerms(question).filter((t) => !PRICE_WORDS.has(t) && !AMOUNT_WORDS.has(t)), head: priceHead(question), price: tokenize(question).filter((t) => PRICE_WORDS.has(t))};
}

/** "How much is a sauna visit?" asks a price without a price word (s38d4). */
const HOW_MUCH_IS = /^how much (?:is|are|would|will)(?![\p{L}])/iu;

/** A message that opens as a question: one that does not is a list of keywords ("pinecone price per month"). */
const QUESTION_START = /^(?:what|whats|what's|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|should|would|will|may|might|must|shall|has|have|had|tell|explain|describe|list|show|give)(?![\p{L}])/iu;

/**
 * Whether the question asks a price: a price question with a price word, "how much is …", or keywords with a
 * price word ("pinecone price per month", "milvus monthly cost": s44, brief 44c, whose services pricing passage
 * matched through "price" and "monthly" without the product).
 */
function asksPrice(question: string): boolean {
  const q = question.trim();
  return HOW_MUCH_IS.test(q) || ((PRICE_QUESTION.test(q) || !QUESTION_START.test(q)) && tokenize(q).some((t) => PRICE_WORDS.has(t)));
}

/** The price words, and words that start a qualifier of the priced thing ("for large breeds", "per night", "after the free hour"). */
const QUALIFIER = /(?<![\p{L}\p{N}])(?:pric(?:e|es|ed|ing)|costs?|costing|fees?|charg(?:e|es|ed|ing)|for|per|after|before|during|on|at|in|with|without|including|under|over|if|when|from|to|by|each|every|until|between|plus)(?![\p{L}\p{N}])/iu;

/**
 * The head of a price question: the words the price word governs ("grooming" in "How much does
 * grooming cost for large breeds?", "parking space" in "What is the price of a parking space per
 * week?", "sauna visit" in "How much is a sauna visit after the free ones?"). The question is cut at
 * its first qualifier (QUALIFIER); the head is what comes before it, or, when that holds only the
 * price words ("What is the price for a sauna visit?"), the next piece. Empty when no piece names anything.
 * Its last word is the head noun ("truing" in "wheel truing", "storage" in "bike storage"). Limitation: a
 * verb and its object ("grooming a large dog") yields the object ("dog").
 */
export function priceHead(question: string): string[] {
  const pieces = question.trim().replace(HOW_MUCH_IS, '').replace(PRICE_QUESTION, '').split(QUALIFIER);
  for (const piece of pieces) {
    // "Milvus monthly cost": how often a sum is paid qualifies it; the priced thing is the rest (s44, brief 44c).
    const head = [...new Set(tokenize(piece))].filter((t) => !FRAMING.has(t) && !PRICE_WORDS.has(t) && !AMOUNT_WORDS.has(t) && !PERIODIC.has(t));
    if (head.length) return head;
  }
  return [];
}

/**
 * Whether the hit holds the price question's topic (true without a topic): its head noun, the last
 * word of priceHead (a synonym counts; a passage that shares only the qualifiers, "large breeds", or a
 * modifier, "wheel" of "wheel truing", prices something else, u28r D-R1), and at least half of all its words.
 */
function holdsTopic(topic: PriceTopic | null, hit: Pick<Hit, 'terms'>): boolean {
  if (!topic || !topic.words.length) return true;
  const found = new Set(hit.terms.flatMap((t) => alternatives(t)));
  const held = topic.words.filter((t) => found.has(t)).length;
  return held > 0 && held * 2 >= topic.words.length && (topic.head.length === 0 || found.has(topic.head[topic.head.length - 1]));
}

function quotesAmount(question: string, hit: Hit): boolean {
  if (!asksPrice(question)) return false;
  // The amount must stand near a price word: within 40 characters of it.
  const text = hit.passage.text;
  return tokens(text, RETRIEVAL_WORDS).some((w) => PRICE_WORDS.has(w.term) && AMOUNT.test(text.slice(Math.max(0, w.start - 40), w.end + 40)));
}

/**
 * The names a question is about: runs of two or more capitalised words ("Mei Blanc"), less a question word that starts them,
 * and codes holding a digit ("FRZ-07", "E1057"); a possessive "’s" is dropped.
 */
export function questionNames(question: string): string[] {
  const names: string[] = [];
  const re = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}-]*\d[\p{L}\p{N}-]*|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)(?![\p{L}\p{N}])/gu;
  for (const m of question.matchAll(re)) {
    let words = m[0].replace(/['’]s$/u, '').split(/\s+/);
    if (m.index === 0 && QUESTION_START.test(words[0])) words = words.slice(1);
    const name = words.join(' ').replace(/-+$/u, '');
    // A person's full name or a code: a single capitalised word is often a product or a term of the guide ("Pinecone", "MCP").
    if (name.length > 1 && /\p{L}/u.test(name) && (/\s/u.test(name) || /\d/u.test(name))) names.push(name);
  }
  return names;
}

/**
 * Where a passage says what each record or sentence is about: a heading, a table row's first cell, a record's code before its
 * colon ("Employee E1080:"), and a sentence's first five words before any colon ("Mei Blanc works in Sales", never "Line
 * manager: Mei Blanc", which names her as someone else's manager).
 */
function subjectHeads(text: string): string[] {
  const heads: string[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    if (t.startsWith('#')) {
      heads.push(t.replace(/^#+\s*/u, ''));
      continue;
    }
    if (t.startsWith('|')) {
      heads.push(t.split('|')[1] ?? '');
      continue;
    }
    for (const sentence of t.split(/(?<=[.!?])\s+(?=\p{Lu})/u)) {
      const code = /^((?:\p{L}+\s+)?[\p{L}\p{N}-]*\d[\p{L}\p{N}-]*)\s*:\s*/u.exec(sentence);
      const rest = code ? sentence.slice(code[0].length) : sentence;
      if (code) heads.push(code[1]);
      heads.push(rest.split(':')[0].split(/\s+/).slice(0, 5).join(' '));
    }
  }
  return heads;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a name the question is about is the subject of the passage (subjectHeads), not only mentioned in it. */
function aboutNamed(names: readonly string[], hit: Hit): boolean {
  const heads = subjectHeads(`${hit.passage.heading ? `# ${hit.passage.heading}\n` : ''}${hit.passage.text}`).map((h) => folded(h));
  return names.some((name) => {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped(folded(name))}(?![\\p{L}\\p{N}])`, 'u');
    return heads.some((h) => re.test(h));
  });
}

/**
 * The subject of a question put as "How does X …", "Why is X …", "What does X …" or "When can X …": the first word after the
 * verb and an article, as terms; empty when that word is a pronoun ("How do I …") or a word questions are wrapped in.
 */
const SUBJECT = /^(?:how|why|when|where|what|which)\s+(?:does|do|did|is|are|was|were|can|could|should|would|will)\s+(?:(?:the|a|an)\s+)?([\p{L}\p{N}][\p{L}\p{N}-]*)/iu;
const PRONOUN = /^(?:i|you|we|they|he|she|it|this|that|these|those|there|my|our|your|their|his|her|its|one|someone|anyone|people)$/iu;
export function questionSubject(question: string): string[] {
  const m = SUBJECT.exec(question.trim());
  if (!m || PRONOUN.test(m[1])) return [];
  return tokenize(m[1]).filter((t) => !FRAMING.has(t) && !GENERIC.has(t));
}

/**
 * The hits in the order a reader should see them: those holding every topic phrase first, then, for
 * a price question, those that state an amount next to a price word (u28m D1: "What is the pitch
 * fee?" put a refund rule that names the fee above the passage with the price); BM25 order otherwise.
 * For a price question, the passages that lack its topic (priceTopic) come after all that hold it,
 * and only passages holding it are lifted by an amount (u28p D2: "extra hours cost 15 euros" above
 * the printing passage for "what does printing cost after the free pages").
 */
export function rankHits(question: string, hits: readonly Hit[], phrases: readonly Phrase[] = []): Hit[] {
  const wanted = contentTerms(question);
  const topic = priceTopic(question);
  // For a price question, a passage labelled with the priced thing (its heading, a Markdown heading line or a run-in label
  // such as "Rent." opening the paragraph) answers it before one that names it in passing (s53, u37b F2: "How much is the rent?"
  // listed "Parking. … included in the rent. A third space costs 95 euros" above "Rent. The rent is 2,350 euros per
  // month"; "How much is the conference fee?" listed the parking paragraph above "## Conference fee").
  const labelled = (hit: Hit) => labelledWith(topic, hit);
  const rank = (hit: Hit) => {
    if (!holdsTopic(topic, hit)) return 4;
    // In its own labelled paragraph, an amount answers a price question without a price word beside it ("The rent is 2,350 euros").
    const amount = quotesAmount(question, hit) || (topic !== null && labelled(hit) && AMOUNT.test(hit.passage.text));
    return (phrases.every((p) => holdsQuestionPhrase(question, hit.passage, p)) ? 0 : 2) + (amount ? 0 : 1);
  };
  // With a topic phrase, the passages holding it are ordered by how many of the question's other words they hold too
  // ("Is prompt injection a risk for RAG?": the one that also names RAG first).
  const held = (hit: Hit) => {
    if (!phrases.length) return 0;
    const found = new Set(hit.terms.flatMap((t) => alternatives(t)));
    return wanted.filter((t) => found.has(t)).length;
  };
  // A passage whose subject is a name the question is about comes before one that only mentions it ("What is Mei Blanc's phone
  // extension?": her own record, not the one naming her as line manager; "Who owns FRZ-07?": the table row; u30n F11, F2).
  const names = questionNames(question);
  const subject = (hit: Hit) => (names.length && !aboutNamed(names, hit) ? 1 : 0);
  // A passage whose section heading names the question's subject comes before one that mentions it in passing ("How does HNSW
  // trade recall for memory?": the "HNSW: navigable graphs" section, not "IVF: partition, then probe", which holds every word of
  // the question once, in "uses less memory than HNSW" and "speed–recall trade-off", and is shorter; u31g F11).
  const about = questionSubject(question);
  const headed = (hit: Hit) => {
    if (!about.length) return 0;
    const heading = new Set(tokenize(hit.passage.heading ?? '').flatMap((t) => alternatives(t)));
    return about.every((t) => heading.has(t)) ? 0 : 1;
  };
  // "Who runs the Security team?": a passage naming who holds the role for it (a Lead column's row, "led by", "Its lead is" under
  // its heading) before one where it does something ("The security team runs phishing drills"; s54, u39b F4), first of all.
  const holder = roleAsked(question) ? (hit: Hit) => holderLevel(question, hit.passage) : () => 0;
  return hits
    .map((hit, i) => ({hit, i, o: holder(hit), r: rank(hit), l: labelled(hit) ? 0 : 1, s: subject(hit), h: headed(hit), n: held(hit)}))
    .sort((a, b) => a.o - b.o || a.r - b.r || a.l - b.l || a.s - b.s || a.h - b.h || b.n - a.n || a.i - b.i)
    .map(({hit}) => hit);
}

/**
 * Whether the passage's label (passageLabel) names the priced thing a price question asks about, without how often it is
 * paid ("monthly rent" is labelled "Rent"). Other questions keep rankHits' heading rule (`headed`): a label alone put a
 * guide section on retries above the chat's own page for "What does Retry do in this chat?".
 */
function labelledWith(topic: PriceTopic | null, hit: Hit): boolean {
  if (!topic) return false;
  const asked = (topic.head.length ? topic.head : topic.words).filter((t) => !PERIODIC.has(t));
  const label = new Set(tokenize(passageLabel(hit.passage)).flatMap((t) => alternatives(t)));
  // A question that names nothing but the price word ("What is the fee?", "What does it cost?") asks what the passage labelled
  // with a price word states ("## Conference fee", "## Price"), not one that names a cost in passing (s54, u39b F3: the
  // "## Workshops" section, "Each workshop costs an extra 45 euros", came first).
  if (!asked.length) return !!topic.price?.length && topic.price.some((t) => label.has(t));
  return asked.every((t) => label.has(t));
}

/** A price question answered by an amount in the paragraph labelled with its priced thing ("What does the rent cost?" ↔ "Rent. The rent is 2,350 euros per month", s53, u37b F2). */
function labelledAmount(question: string, hit: Hit): boolean {
  const topic = priceTopic(question);
  return topic !== null && holdsTopic(topic, hit) && labelledWith(topic, hit) && AMOUNT.test(hit.passage.text);
}

/** A passage's label: its heading, a Markdown heading on its first line, and a short run-in label ending in "." or ":" that opens it ("Rent. The rent is …"). */
function passageLabel(passage: Hit['passage']): string {
  const text = passage.text.trimStart();
  const line = /^#{1,6}\s+([^\n]+)/u.exec(text)?.[1] ?? '';
  const runIn = /^([\p{L}][\p{L}\p{N}'’ -]{0,38}?)[.:](?=\s)/u.exec(text)?.[1] ?? '';
  return [passage.heading ?? '', line, runIn.split(/\s+/).length <= 4 ? runIn : ''].join(' ');
}

export type Judged = {
  /** The hits that are good matches, best first. */
  good: Hit[];
  /** The other hits, best first: shown only on request, never sent to a model. */
  weak: Hit[];
  /** The question's content words the best weak hit lacks (for the "no good match" message). */
  missing: string[];
  /** The word weights the judgement used, if any (for the "no good match" message). */
  stats: QueryStats | null;
  /**
   * A two-part question ("hotel limit London and meal allowance") with one part a good match and the other matching no
   * passage found: that other part as typed, said beside the answer (u29p Z-5); null otherwise.
   */
  unmatchedPart?: string | null;
};

/**
 * In a document too small to weigh words (fewer than WEIGHTED_FROM_PASSAGES passages), a reader's
 * paraphrase often shares only two of its words with the passage that answers it ("Can my dog come
 * inside the warm cabin?" against "Dogs are not allowed in the heated cabin", u28i D1). The best
 * passage still counts as a good match when it is clearly ahead: it holds at least two of the
 * question's content words and at least a third of them, and its BM25 score is at least MARGIN times
 * the second passage's. Calibrated on tests/unit/demos/kit/documentQaMargin.test.ts (three documents,
 * 30 paraphrases, 30 unrelated questions).
 */
export const MARGIN = 1.5;

function clearlyAhead(question: string, hits: readonly Hit[], stats?: QueryStats | null): boolean {
  if (hits.length === 0 || (stats && stats.passages >= WEIGHTED_FROM_PASSAGES)) return false;
  const [first, second] = hits;
  const wanted = contentTerms(question);
  const found = new Set([...first.terms.flatMap((t) => alternatives(t)), ...joinedForms(first.passage?.text), ...sticksHeld(question, first.passage?.text)]);
  const matched = wanted.filter((t) => found.has(t));
  const head = askedAbout(question);
  return (
    matched.length >= 2 &&
    matched.length * 3 >= wanted.length &&
    (head.length === 0 || head.some((t) => found.has(t))) &&
    (!second || first.score >= MARGIN * second.score)
  );
}


/**
 * In a small document, the best passage is a match when it is the only passage holding the
 * question's last content word, the head of what is asked about ("Can I run a generator?" →
 * "generator", "Where does used frying oil go?" → "oil"), and holds at least half of the question's
 * words that are not generic (GENERIC). The passage shows the word highlighted (u28m D2).
 */
function onlyHolder(question: string, hits: readonly Hit[], stats?: QueryStats | null): boolean {
  if (!hits.length || !stats || stats.passages >= WEIGHTED_FROM_PASSAGES) return false;
  const wanted = contentTerms(question).filter((t) => !GENERIC.has(t));
  const last = wanted[wanted.length - 1];
  if (!last || last.length < 3) return false;
  const once = idf(stats.passages, 1);
  const holders = alternatives(last).filter((a) => hits[0].terms.includes(a));
  if (!holders.length || holders.some((a) => (stats.weights[a] ?? 0) < once - 1e-9)) return false;
  const found = new Set(hits[0].terms.flatMap((t) => alternatives(t)));
  // A word the document lacks names something else ("Can I bring my dog to the workshop?"), unless it
  // only qualifies the head word ("frying oil").
  const absent = idf(stats.passages, 0);
  const modifier = questionPairs(question).find(([, b]) => b === last)?.[0];
  const lacks = wanted.some((t) => t !== modifier && !found.has(t) && alternatives(t).every((a) => (stats.weights[a] ?? absent) >= absent));
  return !lacks && wanted.filter((t) => found.has(t)).length * 2 >= wanted.length;
}

/**
 * A name the question places its ask in, written with a capital after "in", "at", "of", "for", "from", "near" ("Who is the
 * office manager in Zurich?", "the CEO of Northwind", "for the Riverside workshop"). When no passage of a small document
 * holds it, the document says nothing about that place or body, and a passage about the same role elsewhere (Berlin's office
 * manager) answers another question (s45, u30d F14). German nouns take a capital after an article ("in der Küche"), so only a
 * name straight after the preposition or after "the" counts.
 */
const PLACED_NAME = /(?<![\p{L}\p{N}])(?:in|at|of|for|from|near)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*)*)/gu;

/**
 * In a large source (from WEIGHTED_FROM_PASSAGES on), a name the question is placed in (PLACED_NAME) that few passages hold
 * (SPECIFIC) must be in a good match: "Hotel in Hamburg per night" is not answered by the general "180 EUR per night in most
 * cities" when a document of the workspace names Hamburg (s45, u30f F4). A name no passage holds is left to the weight rule.
 */
function holdsPlacedNames(question: string, hit: Hit, stats?: QueryStats | null): boolean {
  if (!stats || stats.passages < WEIGHTED_FROM_PASSAGES) return true;
  const absent = idf(stats.passages, 0) - 1e-9;
  const found = new Set(hit.terms.flatMap((t) => alternatives(t)));
  return [...question.matchAll(PLACED_NAME)].every((m) =>
    tokenize(m[1]).every((t) => {
      const w = stats.weights[t];
      return w === undefined || w < SPECIFIC || w >= absent || found.has(t);
    }),
  );
}

/** The names the question is placed in (PLACED_NAME) that no passage of a small document holds, as typed; empty for a large source. */
export function absentNames(question: string, stats?: QueryStats | null): string[] {
  if (!stats || stats.passages >= WEIGHTED_FROM_PASSAGES) return [];
  const absent = idf(stats.passages, 0) - 1e-9;
  return [...question.matchAll(PLACED_NAME)]
    .map((m) => m[1])
    // A name of several words ("Project Falcon") is absent when one of them is: "Project" alone names no project (s46, u30f F9).
    .filter((name) => name !== 'I' && tokenize(name).some((t) => alternatives(t).every((a) => (stats.weights[a] ?? absent) >= absent)));
}

/** Units of time: in "How many weeks of X" they say how much of X is asked, and name nothing (s43). */
const TIME_UNITS = new Set(tokenize('second minute hour day night week month year'));

/** "per night", "per diem": it says for each of what, and names nothing (s42 D-12). */
const PER = new Set(tokenize('per'));

/** Prepositions the stop-word list keeps ("trips over 500 EUR") and "own" ("on her own"): they relate or qualify the question's words, and name nothing. */
const RELATIONS = new Set([...PREPOSITIONS, ...tokenize('own')]);

/**
 * A number of a unit of time ("for two months", "three weeks"): it says how much or how long of what is asked, and
 * names nothing; a passage holding only it and common words does not answer a question about something it lacks
 * (s42 D-1: "Can I work from Spain for two months?" showed the notice period, "two months for employees").
 */
const QUANTITY = /(?<![\p{L}\p{N}])(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|half an?)\s+(?:(?:more|extra|full|whole|working|calendar)\s+)?(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|years?)(?![\p{L}\p{N}])/giu;

/** The terms of the question's quantities ("two months" → two, month); "How many days" asks for a number of days and keeps "day". */
function quantityTerms(question: string): Set<string> {
  return new Set([...question.matchAll(QUANTITY)].flatMap((m) => tokenize(m[0])));
}

/**
 * Words that say what happened, not to what ("data went into a tool", "What if it already happened?"):
 * no passage needs them, so the most-specific rule leaves them out (s40-r2, issue 28).
 */
const EVENT_WORDS = new Set(tokenize('go went gone happen happened already'));

/** "X or Y": either is asked about ("on a Saturday or a Sunday"). */
const OR_BETWEEN = /^\s*,?\s*or\s+(?:(?:a|an|the|my|your|our)\s+)?$/iu;

/**
 * The weak-match rule of a small document (fewer than WEIGHTED_FROM_PASSAGES passages; s40, u28v:
 * "What is the CEO salary?" showed a parking passage that ends "deducted from salary"): a good match
 * holds the question's most specific content words, those with the highest IDF in the document,
 * after stemming, synonym groups (paraphrase.ts) and typo folding (find.ts). Generic words (GENERIC)
 * are left out, and so are a price question's price and amount words (its topic is checked by
 * holdsTopic). Two cases:
 *  - a word no passage of the document holds is the most specific of all: a passage without it is a
 *    weak match, unless the word only qualifies a later word of the question written next to it
 *    ("warm passenger lounge", "used frying oil": the passage holds "lounge", "oil"), and then the
 *    passage holds at least two of the question's words (one shared word is no evidence: "CEO salary"
 *    shares only "salary"); a word joined by "or" to a word the passage holds is excused too ("on a
 *    Saturday or a Sunday"). The passage must then hold more of the question's words than it lacks
 *    ("minimum order for office supplies" holds "order" and "at least", and lacks "office supplies"), not counting "per"
 *    and a quantity ("two months"); a missing head word ("minibar" of "hotel minibar") whose neighbour before it is the
 *    only word the passage holds besides words every passage holds fails the passage (s42 D-1, D-12, D-13);
 *  - of the words the document holds, the passage holds one of those with the highest IDF (the
 *    rarest word is what tells the passages apart).
 * Larger sources (the guide) have their own weight rules (COVERAGE, SPECIFIC) and skip this one.
 * Calibrated on tests/unit/demos/s40Retrieval.test.ts with the earlier tables (documentQaMargin,
 * s38dCalibration, u28sRetrieval).
 */
export function holdsMostSpecific(question: string, hit: Pick<Hit, 'terms'>, stats?: QueryStats | null, shown: readonly Hit[] = []): boolean {
  if (!stats || stats.passages >= WEIGHTED_FROM_PASSAGES) return true;
  const price = asksPrice(question) || /^how much(?![\p{L}])/iu.test(question.trim());
  const text = 'passage' in hit ? (hit.passage as Hit['passage'] | undefined)?.text : undefined;
  // A figure the passage's bound or range answers is left out (amountsHeld, as in matchStrength).
  const answered = new Set(amountsHeld(question, text).filter((t) => !hit.terms.includes(t)));
  const wanted = contentTerms(question).filter((t) => !GENERIC.has(t) && !RELATIONS.has(t) && !EVENT_WORDS.has(t) && !answered.has(t) && !(price && (PRICE_WORDS.has(t) || AMOUNT_WORDS.has(t))));
  if (!wanted.length) return true;
  // A measure asked for is held by its value ("range" by "between 1.2 and 1.5 bar", MEASURED).
  // So are a word written split or joined ("log in" for "login", JOINED) and a USB stick by another name (STICK_ASKED).
  const found = new Set([...hit.terms.flatMap((t) => alternatives(t)), ...measuresHeld(wanted, text), ...weekdaysHeld(question, text), ...agentHeld(question, text), ...joinedForms(text), ...sticksHeld(question, text), ...codesHeld(question, 'passage' in hit ? (hit.passage as Hit['passage'] | undefined) : undefined), ...rolesHeld(question, 'passage' in hit ? (hit.passage as Hit['passage'] | undefined) : undefined)]);
  // A synonym group weighs as its most common member; null when the index said nothing about the word.
  const weightOf = (t: string): number | null => {
    const known = alternatives(t).map((a) => stats.weights[a]).filter((w): w is number => w !== undefined);
    return known.length ? Math.min(...known) : null;
  };
  const absentWeight = idf(stats.passages, 0) - 1e-9;
  const absent = wanted.filter((t) => (weightOf(t) ?? 0) >= absentWeight && !found.has(t));
  // A place or body the question names that the document never does (absentNames): no passage answers for it.
  if (absentNames(question, stats).length) return false;
  if (absent.length) {
    const runs = wordRuns(question);
    // The head is the run's last word that is not generic, and a noun: not a verb form ("Are train tickets paid").
    const words = tokens(question, RETRIEVAL_WORDS);
    const orHeld = (t: string) =>
      words.some((w, i) => i > 0 && OR_BETWEEN.test(question.slice(words[i - 1].end, w.start)) && ((w.term === t && found.has(words[i - 1].term)) || (words[i - 1].term === t && found.has(w.term))));
    const qualifies = (t: string) =>
      orHeld(t) ||
      runs.some((run) => {
        const head = run.filter((w) => !GENERIC.has(w.term)).pop();
        return head !== undefined && head.term !== t && !head.verb && run.some((w) => w.term === t) && found.has(head.term);
      });
    // A price question's price word is held by any priced passage: it is no evidence ("the price of a parking ticket"); nor are
    // "per" ("per night") and a quantity ("two months"), which any passage with a rate or a number may hold (s42 D-1, D-12).
    const quantity = quantityTerms(question);
    // A preposition is no topic word (contentTerms), but one the passage writes too ("receipts after a trip" against "90 days
    // after the trip") is evidence it answers the same relation (s45).
    const related = [...new Set(tokenize(question))].filter((t) => PREPOSITIONS.has(t) && !PER.has(t) && found.has(t)).length;
    const held = related + contentTerms(question).filter((t) => found.has(t) && !PER.has(t) && !quantity.has(t) && !(price && (PRICE_WORDS.has(t) || AMOUNT_WORDS.has(t)))).length;
    // The missing word is the thing asked about, the last noun of words written together ("hotel minibar"), the passage holds
    // the word written before it, and no other word but those every passage holds, such as the document title's "expenses"
    // ("Can I expense a hotel minibar?" against "Hotels are reimbursed up to 180 EUR per night", s42 D-13).
    const everywhere = stats.passages > 1 ? idf(stats.passages, stats.passages) + 1e-9 : -1;
    const evident = (t: string) => found.has(t) && !PER.has(t) && !quantity.has(t) && (weightOf(t) ?? 0) > everywhere;
    const headMissing = (t: string) =>
      runs.some((run) => {
        const head = run.filter((w) => !GENERIC.has(w.term) && !w.verb).pop();
        const before = head && run[run.indexOf(head) - 1];
        return head !== undefined && head.term === t && before !== undefined && !GENERIC.has(before.term) && evident(before.term);
      });
    const evidence = wanted.filter(evident).length;
    if (evidence < 2 && absent.some((t) => !qualifies(t) && headMissing(t))) return false;
    // A kind the document never names, of a thing it names several kinds of ("bereavement leave" where the passages write
    // "sick leave", "parental leave", "paid leave"): the question asks about something the document lacks (s43 D-2).
    // Unless the passage holds another word of the question, outside those words ("Will you fix the battery of my electric
    // bike?" against "We do not repair motors or batteries": the bike is not what is asked about), and names no other kind
    // itself ("Sick leave does not carry over" for "How many days of holiday leave can I carry over?").
    const own = 'passage' in hit && hit.passage ? [hit as Hit] : [];
    const elsewhere = (run: ReadonlyArray<{term: string}>) => wanted.some((o) => evident(o) && !TIME_UNITS.has(o) && !RELATIONS.has(o) && !run.some((w) => w.term === o));
    const unnamed = (t: string) =>
      runs.some((run) => {
        const head = kindHead(t, run, found);
        return head !== null && kindsOf(head, run, shown).size >= 2 && (!elsewhere(run) || kindsOf(head, run, own).size > 0);
      });
    if (absent.some(unnamed)) return false;
    // A kind of leave the document never names, against a passage about another kind of leave it does name ("parental leave"
    // against "28 days of annual leave"): one other kind is enough when both are known kinds that never stand for each other
    // (EXCLUSIVE_KINDS; s45, u30d F15).
    const otherKind = (t: string) =>
      runs.some((run) => {
        const head = kindHead(t, run, found);
        const mine = head === null ? -1 : kindGroup(head, t);
        return head !== null && mine >= 0 && [...kindsOf(head, run, own)].some((k) => kindGroup(head, k) >= 0 && kindGroup(head, k) !== mine);
      });
    if (absent.some(otherKind)) return false;
    const passageText = 'passage' in hit ? (hit.passage as Hit['passage'] | undefined)?.text : undefined;
    if (absent.some((t) => namesAnother(question, t, passageText, found))) return false;
    if (held < 2 || held <= absent.filter((t) => !qualifies(t)).length) return false;
  }
  const present = wanted.filter((t) => !absent.includes(t) && weightOf(t) !== null);
  if (!present.length) return true;
  // Two of the question's words written together and found together in the passage ("confidential data")
  // tell what it is about, when every word of the question is in the document (s40-r2).
  if (!absent.length && 'passage' in hit && hit.passage !== undefined && holdsAskedPhrase(question, hit.passage as Hit['passage'], wanted)) return true;
  // Several words may share the highest weight: the passage holds more than half of them ("salary of a manager" is not in "the manager's approval").
  const top = Math.max(...present.map((t) => weightOf(t)!));
  const rarest = present.filter((t) => weightOf(t)! >= top - 1e-9);
  return rarest.filter((t) => found.has(t)).length * 2 > rarest.length;
}

/** A word as typed on any keyboard: no accents, "ß" as "ss", and "ue", "oe", "ae" as the umlaut's letter. */
const spelled = (word: string) => folded(word).replace(/([aou])e/g, '$1');

/** Only white space between two words: written together. */
const together = (text: string, a: {end: number}, b: {start: number}) => a.end <= b.start && /^\s+$/u.test(text.slice(a.end, b.start));

/**
 * A word no passage holds, written together with a word the passage holds ("project falcon", "the Falcon project"), where the
 * passage writes that word together with a name of its own, a capitalised word that starts no sentence ("Project Osprey is owned
 * by Lena Fischer"): the question names another one, and the passage does not answer it (s46, u30f F9).
 */
function namesAnother(question: string, t: string, passage: string | undefined, found: ReadonlySet<string>): boolean {
  if (!passage) return false;
  const q = tokens(question, RETRIEVAL_WORDS);
  const asked = new Set(q.map((w) => w.term));
  // Only a word that names a thing: never a relation ("per"), a generic word or "own".
  const noun = (term: string) => found.has(term) && !RELATIONS.has(term) && !GENERIC.has(term) && !PER.has(term);
  const beside = new Set<string>();
  const typed: string[] = [];
  q.forEach((w, i) => {
    if (w.term !== t) return;
    typed.push(spelled(question.slice(w.start, w.end)));
    if (q[i - 1] && noun(q[i - 1].term) && together(question, q[i - 1], w)) beside.add(q[i - 1].term);
    if (q[i + 1] && noun(q[i + 1].term) && together(question, w, q[i + 1])) beside.add(q[i + 1].term);
  });
  if (!beside.size) return false;
  const p = tokens(passage, RETRIEVAL_WORDS);
  // A name: a capital then small letters ("Osprey"; not a unit such as "EUR"), starting no sentence, and not the question's own
  // word written with accents or a typo ("Schüßler" for "Schuessler").
  const isName = (n: {term: string; start: number; end: number} | undefined) => {
    if (n === undefined || asked.has(n.term)) return false;
    const word = passage.slice(n.start, n.end);
    // A heading's first word ("## Contacts") starts a line as a sentence does.
    return /^\p{Lu}\p{Ll}/u.test(word) && !/(?:^|[.!?:;\n#])\s*$/u.test(passage.slice(0, n.start)) && typed.every((w) => editDistance(spelled(word), w, 1) > 1);
  };
  // A name is written together with the word on the same line: a heading above a paragraph ("## Contacts" over "Safety questions
  // go to Priya Nair") names no kind of it (u31g F3: "Who handles safety questions?" failed on "Contacts Safety").
  const sameLine = (a: {end: number}, b: {start: number}) => a.end <= b.start && /^[ \t]+$/u.test(passage.slice(a.end, b.start));
  return p.some((w, i) => beside.has(w.term) && ((isName(p[i - 1]) && sameLine(p[i - 1], w)) || (isName(p[i + 1]) && sameLine(w, p[i + 1]))));
}

/**
 * Kinds of a thing that never stand for each other, by the thing (its term): a passage about one kind does not answer a question
 * about another, even where the document names no third kind (kindsOf needs two). Words of one group may (annual leave, holiday
 * leave, vacation leave).
 */
const EXCLUSIVE_KINDS: ReadonlyMap<string, ReadonlyArray<ReadonlySet<string>>> = new Map(
  [['leave', ['annual holiday vacation', 'sick medical', 'parental maternity paternity adoption', 'bereavement compassionate', 'unpaid', 'study educational', 'sabbatical']] as const].map(
    ([head, groups]) => [tokenize(head)[0], groups.map((g) => new Set(tokenize(g)))],
  ),
);

/** The group of EXCLUSIVE_KINDS of `head` that `kind` is in; -1 when none is known. */
function kindGroup(head: string, kind: string): number {
  const groups = EXCLUSIVE_KINDS.get(head);
  return groups ? groups.findIndex((g) => alternatives(kind).some((a) => g.has(a))) : -1;
}

/**
 * The word `t` names a kind of, when `t` is a question word no passage holds: the word written right after it, which
 * the passage holds ("leave" of "bereavement leave", of "anual leave carry over"); null otherwise. The passages `shown`
 * name kinds of it too when they write other words right before it (kindsOf: "sick leave", "parental leave", "fully
 * paid leave"). holdsMostSpecific fails a passage when they name two or more: with one other kind or none the reader's
 * word may be the document's under another name ("frying oil" for "used cooking oil", "warm lounge" for "heated
 * lounge") and stays excused (qualifies).
 */
function kindHead(t: string, run: ReadonlyArray<{term: string; verb: boolean}>, found: ReadonlySet<string>): string | null {
  const at = run.findIndex((w) => w.term === t);
  const head = run[at + 1];
  return at < 0 || !head || head.term === t || head.verb || GENERIC.has(head.term) || !found.has(head.term) ? null : head.term;
}

/** The words the passages write right before `head` (or a word of its synonym group), other than the question's own words in `run`. */
function kindsOf(head: string, run: ReadonlyArray<{term: string}>, passages: readonly Hit[]): Set<string> {
  const asked = new Set(run.map((w) => w.term));
  const heads = new Set(alternatives(head));
  const kinds = new Set<string>();
  for (const hit of passages)
    for (const pair of passagePairs(hit.passage)) {
      const [a, b] = pair.split(' ');
      // A prefix letter ("e-bikes") or a number is no kind.
      if (heads.has(b) && !heads.has(a) && !asked.has(a) && !GENERIC.has(a) && a.length > 1 && !/^\d/.test(a)) kinds.add(a);
    }
  return kinds;
}

/**
 * Whether the passage writes two words of `wanted` next to each other that the question writes next to each other, in the same order (holdsPhrase).
 * A pair with a figure in it ("500 EUR") names an amount, not what the question is about (as in questionPairs): "Trips under 500
 * EUR" does not answer "Who pays for a repair costing 500 EUR?" (s55, t-zoh F3).
 */
function holdsAskedPhrase(question: string, passage: Hit['passage'], wanted: readonly string[]): boolean {
  const words = tokens(question, RETRIEVAL_WORDS);
  return words.some(
    (w, i) => i > 0 && /^[\s-]+$/.test(question.slice(words[i - 1].end, w.start)) && wanted.includes(words[i - 1].term) && wanted.includes(w.term) && !/\p{N}/u.test(words[i - 1].term + w.term) && holdsPhrase(passage, [words[i - 1].term, w.term]),
  );
}

/** Words a verbatim run holds at least (function words included), and content words among them (writesQuestionRun). */
const RUN_WORDS = 5;
const RUN_CONTENT = 3;
/**
 * Whether the passage writes RUN_WORDS words of the question in a row, exactly as the question writes them, with RUN_CONTENT
 * content words among them: "Do I have to tell customers they are talking to an AI system?" against "… tell customers they are
 * talking to an AI system applies from 2 August 2026". Each of "customer", "talk", "AI" and "system" is common in the guide, and
 * over the wide search "AI" and "system" are written apart more often than together, so the question was refused as "not
 * “AI system” written together" (s56 w-chat F2). The same sentence, word for word, is the question's topic.
 */
function writesQuestionRun(question: string, passage: Hit['passage']): boolean {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const asked = words(question);
  if (asked.length < RUN_WORDS) return false;
  const written = ` ${words(`${passage.heading ?? ''}\n${passage.text}`).join(' ')} `;
  for (let i = 0; i + RUN_WORDS <= asked.length; i++) {
    const run = asked.slice(i, i + RUN_WORDS);
    if (contentTerms(run.join(' ')).filter((t) => !FRAMING.has(t) && !/\p{N}/u.test(t)).length >= RUN_CONTENT && written.includes(` ${run.join(' ')} `)) return true;
  }
  return false;
}

/**
 * The question's runs of words written next to each other (only spaces or a hyphen between), as
 * terms; `verb` marks a written verb form ("paid", "booked"), which heads no noun phrase.
 */
function wordRuns(question: string): Array<Array<{term: string; verb: boolean}>> {
  const words = tokens(question, RETRIEVAL_WORDS);
  const runs: Array<Array<{term: string; verb: boolean}>> = [];
  words.forEach((word, i) => {
    const written = question.slice(word.start, word.end).toLowerCase();
    const entry = {term: word.term, verb: /ed$/.test(written) || (baseForm(written) !== written && !written.startsWith('payment'))};
    if (i > 0 && /^[\s-]+$/.test(question.slice(words[i - 1].end, word.start))) runs[runs.length - 1].push(entry);
    else runs.push([entry]);
  });
  return runs;
}

/** Nouns for a unit of an organisation, each one named by the word written before it ("search team", "Porto office"). */
const UNIT_NOUNS = new Set(tokenize('team office department branch site campus division unit store plant region warehouse lab squad'));

/**
 * The question names a unit ("the search team", "the Porto office") by a word the passage lacks, while the passage names a
 * sibling with the same noun ("the payments team", "the Hamburg office"): the passage is about another unit, and does not
 * answer for this one (u30n F8, F8c).
 */
function namesSiblingUnit(question: string, hit: Hit): boolean {
  const found = new Set(hit.terms.flatMap((t) => alternatives(t)));
  const q = tokens(question, RETRIEVAL_WORDS);
  const asked = new Set(q.map((w) => w.term));
  const pairs = passagePairs(hit.passage);
  // A unit named by its number ("Lab 3", "office 2") is named by that, which holdsIdentifiers checks; the word before it is
  // then the question's verb, not the unit's name (u37b F3: "Who manages Lab 3?" read "manages" as naming a lab, and the
  // passage's "wet chemistry lab" as another one).
  const numbered = new Set(identifiersOf(question).flatMap((id) => (id.noun ? tokenize(id.noun) : [])));
  return q.some((w, i) => {
    const head = q[i + 1];
    if (!head || !UNIT_NOUNS.has(head.term) || numbered.has(head.term) || !together(question, w, head)) return false;
    if (found.has(w.term) || GENERIC.has(w.term) || RELATIONS.has(w.term) || /^\d/.test(w.term) || w.term.length < 2) return false;
    const heads = new Set(alternatives(head.term));
    return [...pairs].some((pair) => {
      const [a, b] = pair.split(' ');
      return heads.has(b) && !heads.has(a) && !asked.has(a) && !GENERIC.has(a) && !RELATIONS.has(a) && a.length > 1 && !/^\d/.test(a);
    });
  });
}

/**
 * Splits retrieved hits into good and weak matches for `question` (`stats`: the index's word weights, when it has them;
 * `concepts`: topic phrases every good match must hold, from topicPhrases over a wider search, kit/find.ts).
 */
export function judgeHits(question: string, hits: readonly Hit[], stats?: QueryStats | null, concepts: readonly Phrase[] = []): Judged {
  const good: Hit[] = [];
  const weak: Hit[] = [];
  const ahead = clearlyAhead(question, hits, stats) || onlyHolder(question, hits, stats);
  // A price question's match holds its topic, whatever else it holds (u28p Z1: "Trips under 500 EUR" for printing).
  const topic = priceTopic(question);
  hits.forEach((hit, i) =>
    (holdsTopic(topic, hit) && ((i === 0 && ahead) || matchStrength(question, hit, stats, concepts).good || labelledAmount(question, hit)) && holdsMostSpecific(question, hit, stats, hits) && holdsIdentifiers(question, hit) && holdsAttribute(question, hit) && holdsRole(question, hit) && holdsPlacedNames(question, hit, stats) && !namesSiblingUnit(question, hit) && !namesOtherHolder(question, hit.passage) && !contraryBound(question, hit.passage.text) && !otherYear(question, hit.passage.text) ? good : weak).push(hit),
  );
  const both = good.length ? [] : answeredInParts(question, hits, stats);
  if (both.length) return {good: both, weak: hits.filter((h) => !both.includes(h)), missing: [], stats: stats ?? null};
  const half = good.length ? null : answeredInOnePart(question, hits, stats);
  if (half) return {good: half.good, weak: hits.filter((h) => !half.good.includes(h)), missing: [], stats: stats ?? null, unmatchedPart: half.unmatched};
  const missing = weak.length ? matchStrength(question, weak[0], stats, concepts).missing : [];
  const all = withEachPart(question, good, hits, stats);
  return {good: all, weak: weak.filter((h) => !all.includes(h)), missing, stats: stats ?? null, unmatchedPart: all.length ? partNotAnswered(question, all, hits, stats) : null};
}

/**
 * The good matches of a two-part question ("How many sick days and parental leave weeks do I get?"), with, for a part
 * none of them is a good match for, the first hit that is (u30w F4: only the Parental leave passage was listed, with no
 * note about sick days, though the Sick leave passage was among the hits). A part no hit answers is left to partNotAnswered.
 */
function withEachPart(question: string, good: readonly Hit[], hits: readonly Hit[], stats?: QueryStats | null): Hit[] {
  const parts = good.length ? twoParts(question) : null;
  if (!parts) return [...good];
  const all = [...good];
  for (const part of parts) {
    const forPart = goodForPart(part, hits, stats);
    if (forPart.length && !forPart.some((h) => all.includes(h))) all.push(forPart[0]!);
  }
  return all;
}

/**
 * An identifier the question names (s43, u29m F16: "Who owns room 24?" was answered with "Room 210 seats 24 people"):
 * a code of letters and digits ("E43", "VAN-08", "3B", "R205-48"), whole; or a number, a lowercase number-and-letters
 * token, or a single capital letter right after a noun ("room 24", "Oven C", "space 3b"), with that noun. A number
 * followed by a unit or a plural ("24 people", "10,000 euros") is a quantity, and one after a function word ("in 2025", "for 3
 * days") is no identifier.
 */
export type Identifier = {said: string; noun: string | null; id: string};

const ID_WORD = /[\p{L}\p{N}]+(?:[.,:\-/][\p{L}\p{N}]+)*/gu;
/** Words a number counts or measures ("24 people", "3 mm", "1 day"); a plural after a number counts too ("10,000 euros"). */
const COUNTED = /^(?:people|person|staff|km|mm|cm|m|kg|g|l|ml|h|min|percent|euro|dollar|pound|second|minute|hour|day|night|week|month|year|time|x)$/iu;
/** A currency code or a speed after a figure ("70 EUR", "8 km/h"): an amount, not a name (s50-r, u33d F0: "allowance 70" was looked up as a name). */
const CURRENCY_OR_SPEED = /^(?:eur|usd|chf|gbp|jpy|cad|aud|sek|nok|dkk|pln|czk|km\/h|kmh|kph|mph|m\/s)$/iu;
/** "3mm", "5th", "10am", "10M", "4GB": a number with a unit, a magnitude or an ordinal ending; an identifier only after a noun (s44, u29n F2: "10M vectors"). */
const UNIT_LIKE = /^\d+(?:[.,]\d+)?(?:[a-z]{1,3}|[KMBT]|[KMGTP]i?B)$/u;

/** "2024", "2024/25", "2024-2025": years. */
const YEARS = /^(?:19|20)\d{2}(?:[/-](?:\d{2}|(?:19|20)\d{2}))?$/u;
/** "5.0", "2.5", "10.4.1": a version number. */
const VERSION = /^\d+(?:\.\d+){1,3}$/u;

export function identifiersOf(question: string): Identifier[] {
  const words = [...question.matchAll(ID_WORD)].map((m) => ({text: m[0], start: m.index ?? 0}));
  const found: Identifier[] = [];
  words.forEach(({text, start}, i) => {
    const digit = /\p{N}/u.test(text);
    const letter = /\p{L}/u.test(text);
    const prev = words[i - 1];
    const next = words[i + 1];
    // The word before is a noun when it is letters only, at least 2 of them, and not a stop, framing or relation word.
    const noun = prev && /^\p{L}{2,}$/u.test(prev.text) && question.slice(prev.start + prev.text.length, start).trim() === '' && !RELATIONS.has(tokenize(prev.text)[0] ?? '') && tokenize(prev.text).some((t) => !FRAMING.has(t)) ? prev : null;
    const followedByWord = (next && question.slice(start + text.length, next.start).trim() === '' && (COUNTED.test(next.text) || CURRENCY_OR_SPEED.test(next.text) || /^\p{L}{3,}s$/u.test(next.text)))
      // A figure with a money or percent sign right after it ("70 €", "70€", "5 %") is an amount (s50-r, u33d F0).
      // So is one with a degree sign ("28°C", "27 °C", s52, u35d F1: "Is the cold aisle limit 27 °C?" was refused as naming "limit 27").
      || /^\s*[€$£%°]/u.test(question.slice(start + text.length))
      // A figure in a choice or range of figures ("45 or 70 EUR", "45 to 70", "45-70") is a value too (s50-r, u33d F0).
      || /^\s*(?:(?:or|to|and|oder|или|bis)\s+|[-–/]\s*)?\d/iu.test(question.slice(start + text.length));
    // A year or a year range ("2024/25", "2025-2026") is a period, not an identifier, also after a verb ("Who audited
    // 2024/25?", u32c F5): the passage's own words still have to match.
    if (YEARS.test(text)) return;
    // A level or floor below zero ("level -1", "level minus 1", u37d F6): the sign is part of the id, and "minus" is no noun.
    const minus = prev && /^minus$/iu.test(prev.text) && question.slice(prev.start + prev.text.length, start).trim() === '' ? words[i - 2] : null;
    const signed = /^\s$/u.test(question[start - 2] ?? ' ') && /[-−]/u.test(question[start - 1] ?? '');
    if (/^\d+$/u.test(text) && (minus || (signed && noun)) && !followedByWord) {
      const owner = minus ?? noun;
      const named = owner && /^\p{L}{2,}$/u.test(owner.text) && !RELATIONS.has(tokenize(owner.text)[0] ?? '') && tokenize(owner.text).some((t) => !FRAMING.has(t)) ? owner : null;
      if (named) found.push({said: question.slice(named.start, start + text.length), noun: named.text, id: `-${text}`});
      return;
    }
    if (digit && letter && !UNIT_LIKE.test(text)) found.push({said: text, noun: null, id: text});
    // A version after a product's capitalised name ("Atlas Gateway 5.0", "Beacon Console 2.5") or after "version"
    // (u32c F4: a version the table lacks was answered with the table).
    else if (noun && VERSION.test(text) && (/^\p{Lu}/u.test(noun.text) || /^(?:version|release|v)$/iu.test(noun.text)) && !followedByWord)
      found.push({said: `${noun.text} ${text}`, noun: noun.text, id: text});
    else if (noun && ((digit && !letter && !/[.,:]/u.test(text)) || (digit && UNIT_LIKE.test(text))) && !followedByWord) found.push({said: `${noun.text} ${text}`, noun: noun.text, id: text});
    else if (noun && /^[A-HJ-Z]$/u.test(text)) found.push({said: `${noun.text} ${text}`, noun: noun.text, id: text});
  });
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of the question's identifiers the passage names in another spelling (holdsIdentifier): "Kestrel9" held by
 * "Kestrel-9", "level minus 1" by "level -1" (u37d F6: the passage was refused for lacking the word "Kestrel9" or "minus").
 */
function codesHeld(question: string, passage: Hit['passage'] | undefined): string[] {
  if (!passage) return [];
  return identifiersOf(question).filter((id) => holdsIdentifier(passage, id)).flatMap((id) => tokenize(id.said));
}

/** Whether the passage names the identifier: the code whole ("VAN-08", not "VAN-07" nor "08"), or the noun (or a form of it) right before the id ("Parking space number 7"). */
export function holdsIdentifier(passage: Hit['passage'], {noun, id}: Identifier): boolean {
  // The rows as written ("| Atlas Gateway | 4.0 |") and as labelled by their column ("Release: 4.1").
  const labelled = labelledTableRows(passage.text, {keepHead: true});
  const text = `${passage.heading ?? ''}\n${passage.text}${labelled === passage.text ? '' : `\n${labelled}`}`;
  // A number and its unit ("6,000-token") is held by the unit in the plural too ("6,000 tokens per document", u32d F1).
  // A number and a word joined by a hyphen ("1536-dim", "1,536-dimension") is held however the number groups its thousands and
  // with the word spelled out or in the plural ("1,536 dimensions", s51, u34c F1).
  const counted = /^(\d[\d.,]*)-(\p{L}{3,})$/u.exec(id);
  const digits = (n: string) => n.replace(/[.,]/g, '').split('').map(escape).join('[.,]?');
  // A code written with letters then digits is the same with a hyphen or a space between them ("Kestrel9", "Kestrel-9",
  // "Kestrel 9", u37d F6); a number below zero is written with a minus sign or the word ("level -1", "level minus 1").
  const negative = /^-(\d+)$/u.exec(id);
  const code = negative
    ? `(?:[-−]\\s?|minus\\s+)${negative[1]}`
    : counted
      ? `${digits(counted[1])}[-\\s]?${escape(counted[2])}\\p{L}*`
      : escape(id).replace(/-/g, '[-\\s]?').replace(/(?<=\p{L})(?=\d)/gu, '[-\\s]?');
  // A minus sign before the number is no hyphen: "level 1" is not "level -1" (u37d F6).
  // A column header or a label before the id counts as naming it: a table row reads "Release: 4.1 · Published: …" (u37b F8:
  // "When does support for release 4.1 end?" was told no passage names "release 4.1").
  // "version 4.2" is named by "Release: 4.2" and the other way round: both words number the same thing.
  const said = /^(?:version|release|v)$/iu.test(noun ?? '') ? '(?:versions?|releases?|v)' : `${escape((noun ?? '').toLowerCase().replace(/(?:es|s)$/u, ''))}\\p{L}{0,3}`;
  const pattern = noun
    ? `(?<![\\p{L}\\p{N}])${said}(?:\\s*[|:]\\s*|-\\s*|\\s+(?:-\\s+)?)${negative ? '' : '(?![-−]\\d)'}(?:(?:number|no\\.?|nr\\.?|#|version|v)\\s*)?${code}(?![\\p{L}\\p{N}]|[-.,][\\p{L}\\p{N}])`
    : `(?<![\\p{L}\\p{N}-])${code}(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`;
  return new RegExp(pattern, 'iu').test(text);
}

/**
 * A bound stated with a number: "under 10,000 euros", "above 5 euros", "more than 3 days", "at most 2", "über 500"
 * (s44, u29m F22: "Who approves purchase orders under 10,000 euros?" was answered with "purchase orders above
 * 10,000 euros"). `dir` is -1 for an upper bound (under, below, less than, up to, at most), 1 for a lower one (over,
 * above, more than, at least, exceeding); `n` is the number without thousands separators.
 */
type Bound = {dir: -1 | 1; n: string; said: string; unit: string};
const BELOW = 'under|below|less than|fewer than|lower than|up to|at most|no more than|not more than|unter|weniger als|bis zu|höchstens|moins de|en dessous de|menos de';
const ABOVE = 'over|above|more than|greater than|higher than|exceeding|exceeds?|beyond|at least|über|mehr als|mindestens|oberhalb von|plus de|au-dessus de|au moins|más de';
const BOUND = new RegExp(`(?<![\\p{L}])(${BELOW}|${ABOVE})\\s+(?:([€$£])\\s?)?(\\d{1,3}(?:[,.\\s]\\d{3})+|\\d+(?:[.,]\\d+)?)(?![\\d])(?:\\s*([€$£%]|°\\s?[CF]?|[\\p{L}]+))?`, 'giu');
const BELOW_WORDS = new RegExp(`^(?:${BELOW})$`, 'iu');

/** A bound written after its number: "500 EUR or more", "10 days or less", "18 and over", "oder mehr". */
const BOUND_AFTER = /(?<![\d.,])(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:[.,]\d+)?)(?![\d])(?:\s*([€$£%]|°\s?[CF]?|[\p{L}]+))?\s+(?:or|and|oder|ou)\s+(more|above|over|higher|greater|up|mehr|plus|less|below|under|fewer|lower|younger|older|weniger|moins)(?![\p{L}])/giu;
const number = (n: string) => n.replace(/[,.\s](?=\d{3}(?!\d))/g, '');

function boundsOf(text: string): Bound[] {
  return [
    ...[...text.matchAll(BOUND)].map((m) => ({dir: BELOW_WORDS.test(m[1].replace(/\s+/g, ' ')) ? -1 : 1, n: number(m[3]), said: m[0].trim(), unit: unitOf(m[2] ?? m[4] ?? '')}) as Bound),
    ...[...text.matchAll(BOUND_AFTER)].map((m) => ({dir: /^(?:less|below|under|fewer|lower|younger|weniger|moins)$/iu.test(m[3]) ? -1 : 1, n: number(m[1]), said: m[0].trim(), unit: unitOf(m[2] ?? '')}) as Bound),
    ...boundsReferredTo(text),
  ];
}

/** A bound that names its figure by pointing back: "above that amount", "below this limit", "more than that". */
const BOUND_BACK = new RegExp(`(?<![\\p{L}])(${BELOW}|${ABOVE})\\s+(?:that|this|the same)(?:\\s+(?:amount|sum|limit|figure|value|threshold|level|price|cost))?(?![\\p{L}])`, 'giu');

/**
 * The bounds a text sets by pointing back at the figure of the bound before it in the same paragraph: "Repairs under 300 EUR are
 * paid from the lab budget; above that amount the borrowing team's cost center pays" also sets "above 300 EUR" (s55, t-zoh F3:
 * "Who pays for a repair costing 500 EUR?" was refused on that passage as about amounts under 300 EUR, and "Trips under 500 EUR"
 * was shown instead).
 */
function boundsReferredTo(text: string): Bound[] {
  const out: Bound[] = [];
  for (const back of text.matchAll(BOUND_BACK)) {
    const at = back.index ?? 0;
    const paragraph = text.lastIndexOf('\n\n', at);
    const before = [...text.slice(Math.max(0, paragraph), at).matchAll(BOUND)].pop();
    if (!before) continue;
    out.push({dir: BELOW_WORDS.test(back[1].replace(/\s+/g, ' ')) ? -1 : 1, n: number(before[3]), said: back[0].trim(), unit: unitOf(before[2] ?? before[4] ?? '')});
  }
  return out;
}

/**
 * The question's bound a passage states the other way round ("under 10,000 euros" where the passage says "above
 * 10,000 euros"), with the passage's words; null when the passage states it the same way too, or not at all. Such a
 * passage answers the opposite case, so it is no good match.
 */
export function contraryBound(question: string, text: string): {asked: string; said: string} | null {
  const held = boundsOf(text);
  const asked = boundsOf(question);
  for (const q of asked) {
    if (held.some((b) => b.n === q.n && b.dir === q.dir)) continue;
    const other = held.find((b) => b.n === q.n && b.dir !== q.dir);
    if (other) return {asked: q.said, said: other.said};
  }
  // An amount asked without a bound ("an invoice of 15,000 euros") that a passage's bound in the same unit leaves out
  // ("above 20,000 euros"): that passage is about other amounts (u32c F3: the CFO ranked before "up to 20,000 euros").
  if (asked.length) return null;
  for (const m of question.matchAll(ASKED_AMOUNT)) {
    const n = Number(number(m[1]));
    const unit = unitOf(m[2]);
    // A bound's unit is the word by its number ("2,500 euros or more": euros, not "more"; u35b F2: "a purchase of 4,000 euros"
    // was refused on "Purchases under 2,500 euros … Purchases of 2,500 euros or more …", whose second bound was read as in "more").
    const outside = held.find((b) => b.unit === unit && (b.dir === 1 ? n < Number(b.n) : n > Number(b.n)));
    if (outside && held.every((b) => b === outside || b.unit !== unit || (b.dir === 1 ? n < Number(b.n) : n > Number(b.n)))) return {asked: m[0].trim(), said: outside.said};
  }
  return null;
}

/**
 * The terms of an amount the question asks about that a bound of the passage in the same unit takes in (s52, u35b F2, F8.1:
 * "a purchase of 10,000 euros" or "of 1000 EUR" against "Purchases under 2,500 euros … Purchases of 2,500 euros or more" was
 * "No good match … not '10' or '000'"): the passage states the rule for that amount without writing it, so matchStrength and
 * holdsMostSpecific leave these terms out of the question's words (neither missing nor evidence).
 */
export function amountsHeld(question: string, text: string | undefined): string[] {
  if (!text) return [];
  const held = boundsOf(text);
  const range = new RegExp(DEGREE_RANGE.source, 'iu').test(text);
  if (!held.length && !range) return [];
  const amounts = [...question.matchAll(ASKED_AMOUNT)].flatMap((m) => {
    const n = Number(number(m[1]));
    const unit = unitOf(m[2]);
    return held.some((b) => b.unit === unit && (b.dir === 1 ? n >= Number(b.n) : n <= Number(b.n))) ? tokenize(m[0]) : [];
  });
  // A temperature the question checks ("Is the cold aisle allowed to reach 28°C?") is answered by the range or bound the passage
  // sets in degrees ("must stay between 18 and 27 °C", s52, u35d F1), whichever side of it the figure is on.
  const degrees = [...question.matchAll(ASKED_DEGREES)].flatMap((m) => (range || held.some((b) => b.unit === '°c') ? tokenize(m[1]) : []));
  // "allowed to reach 28°C", "permitted to exceed 500 euros": how the figure is checked, which the range or bound answers.
  const checked = amounts.length || degrees.length ? [...question.matchAll(CHECKED_FIGURE)].flatMap((m) => tokenize(`${m[1]} ${m[2]}`)) : [];
  return [...amounts, ...degrees, ...checked];
}

const CHECKED_FIGURE = /(?<![\p{L}])(allowed|permitted|able|supposed)\s+to\s+([\p{L}]+)\s+(?:(?:up\s+to|above|over|below|under|more\s+than|less\s+than)\s+)?(?:[€$£]\s?)?\d/giu;

/**
 * Whether the passage states a bound of the question the same way, in the same unit ("What happens above 30 °C?" ↔ "If the
 * temperature exceeds 30 °C"): evidence as good as a rare word, however common the figure and the unit are in the source (s52,
 * u35d F1: refused as "each of them is common in this source" in a workspace holding a rack log full of "30" and "C").
 */
export function sameBound(question: string, text: string | undefined): boolean {
  if (!text) return false;
  const held = boundsOf(text);
  return boundsOf(question).some((q) => held.some((b) => b.n === q.n && b.dir === q.dir && b.unit === q.unit));
}

const ASKED_DEGREES = /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s*(?:°\s?[CF]?|degrees?(?:\s+(?:celsius|c))?)(?![\p{L}])/giu;
/** A range in degrees ("between 18 and 27 °C", "18–27 °C"). */
const DEGREE_RANGE = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:°\s?[CF]?\s*)?(?:and|to|[-–])\s*(\d+(?:[.,]\d+)?)\s*(°\s?[CF]?|degrees?)(?![\p{L}])/giu;

/**
 * A year the question names that the passage does not, where the passage names another year on its own ("Who chaired the 2023
 * panel?" against "Round 2025: … The panel was chaired by …"; s52, u35b F7: a year the document never names was answered from
 * another year's passage). A year in a span ("since 2020", "from 2019 to 2024", "2024/25") may cover the one asked, so such
 * a passage is never ruled out.
 */
const YEAR = /(?<![\p{L}\p{N}.,/-])((?:19|20)\d{2})(?![\p{L}\p{N}]|[/-]\d|[.,]\d)/gu;
const YEAR_SPAN = /(?:since|from|until|till|through|before|after|between|to|and|by)\s+(?:(?:the\s+)?(?:end|start|beginning)\s+of\s+)?(?:19|20)\d{2}|(?:19|20)\d{2}\s*(?:[-–/]|to|and|onwards|onward)/iu;
export function otherYear(question: string, text: string): {asked: string} | null {
  const asked = [...question.matchAll(YEAR)].map((m) => m[1]);
  if (!asked.length || YEAR_SPAN.test(text)) return null;
  const held = new Set([...text.matchAll(YEAR)].map((m) => m[1]));
  const missing = asked.find((y) => !held.has(y));
  return missing && [...held].some((y) => !asked.includes(y)) ? {asked: missing} : null;
}

/** An amount with its unit, "15,000 euros", "€ 5000" is read by its word only: "15,000 euros", "300 EUR". */
const ASKED_AMOUNT = /(?<![\p{L}\d.,])(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:[.,]\d+)?)(?![\d])\s*(euros?|eur|dollars?|usd|pounds?|gbp|francs?|chf|€|\$|£)(?![\p{L}])/giu;
/** One name per currency: "euros", "euro", "EUR" and "€" are the same unit. */
function unitOf(word: string): string {
  const w = word.toLowerCase();
  if (/^(?:euros?|eur|€)$/u.test(w)) return 'eur';
  if (/^(?:dollars?|usd|\$)$/u.test(w)) return 'usd';
  if (/^(?:pounds?|gbp|£)$/u.test(w)) return 'gbp';
  if (/^(?:francs?|chf)$/u.test(w)) return 'chf';
  if (/^(?:°\s?c?|degrees?|celsius)$/u.test(w)) return '°c';
  return w;
}

/** "What is the mileage of VAN-09?", "What's the booking code for room 210?", "VAN-09's mileage": the attribute asked of an identifier. */
const ATTRIBUTE_OF = /^(?:(?:what|which)(?:['’]s|\s+is|\s+are|\s+was|\s+were)\s+)?(?:the\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})\s+(?:of|for|on)\s+(?:the\s+)?(.+?)\s*\??$/iu;

/**
 * Whether the hit holds the attribute a question asks of an identifier (s44, u29m F11: "What is the mileage of
 * VAN-09?" passed on the VAN-09 record, which gives no mileage, through "van" and "09" alone): for "what is the A of
 * <identifier>", one of A's words that are not generic is in the passage; true for any other question.
 */
function holdsAttribute(question: string, hit: Hit): boolean {
  const m = ATTRIBUTE_OF.exec(question.trim());
  if (!m || !identifiersOf(m[2]).length) return true;
  const wanted = tokenize(m[1]).filter((t) => !GENERIC.has(t) && !FRAMING.has(t));
  if (!wanted.length) return true;
  const found = new Set(hit.terms.flatMap((t) => alternatives(t)));
  return wanted.some((t) => found.has(t));
}

/**
 * "Who is the CEO of Northwind?", "Who is the office manager in Berlin?": the role a who-question asks the holder of. A passage
 * holding none of the role's words answers for something else, however many other words it shares (s45, u30f F2: the Scope
 * passage naming Northwind was a good match for its CEO).
 */
const ROLE_OF = /^who(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+|our\s+|your\s+|their\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})\s+(?:of|in|at|for)\s+\S/iu;

/** Whether the hit holds a word of the role a who-question asks about (ROLE_OF); true for any other question. */
function holdsRole(question: string, hit: Hit): boolean {
  const m = ROLE_OF.exec(question.trim());
  if (!m || holderLevel(question, hit.passage) < 2) return true;
  const wanted = tokenize(m[1]).filter((t) => !GENERIC.has(t) && !FRAMING.has(t));
  if (!wanted.length) return true;
  const found = new Set(hit.terms.flatMap((t) => alternatives(t)));
  return wanted.some((t) => found.has(t));
}

/**
 * "Who runs the Security team?", "Who heads oncology?", "Who is the head of oncology?", "Who is the Security lead?": a
 * who-question asking who holds a role (leads, runs, heads, manages, directs, chairs, supervises, oversees, coordinates) for
 * something it names (s54, u39b F4 and finding 3: a passage saying "The security team runs phishing drills" came before the
 * Team / Lead table, and "Who heads oncology?" was "No good match … not 'heads'" against "led by" or a Lead column). `role`:
 * the question's role words as terms; `subject`: its other content words, without the unit noun ("team", "department").
 * Null for any other question, or one naming nothing but the role.
 */
const ROLE_VERB = 'leads?|led|runs?|ran|heads?|headed|manages?|managed|directs?|directed|chairs?|chaired|supervises?|supervised|oversees?|oversaw|overseen|coordinates?|coordinated';
const ROLE_NOUN = 'leads?|leaders?|heads?|managers?|directors?|chair(?:s|person|persons)?|supervisors?|coordinators?';
// "Who is in charge of …" is read as "Who handles …" (questionFocus).
const ROLE_WORD = new RegExp(`^(?:${ROLE_VERB}|${ROLE_NOUN}|handles?)$`, 'iu');
/** A sentence naming a role's holder: "headed by", "run by"; "Lead: …", "Its lead is …", "head of department"; "… leads the Security team". */
// The holder follows "by", "Lead:" or "lead is" up to the next cell, comma or bracket: the subject must be elsewhere ("Line manager:
// Mei Blanc" names Mei Blanc as someone's manager, not who manages her; u30n F11). After "head of" the subject follows.
const HOLDER_BY = /(?<![\p{L}])(?:led|headed|run|managed|overseen|supervised|directed|chaired|coordinated)\s+by(?![\p{L}])/giu;
const HOLDER_IS = new RegExp(`(?<![\\p{L}])(?:${ROLE_NOUN})(?:\\s*:|\\s+(?:is|are|was)(?![\\p{L}]))`, 'giu');
const HOLDER_OF = new RegExp(`(?<![\\p{L}])(?:${ROLE_NOUN})\\s+of(?![\\p{L}])`, 'iu');
const SLOT_END = /\s·\s|[,;()]/u;
const HOLDER_VERB = /(?<![\p{L}])(?:leads|runs|heads|manages|directs|chairs|oversees|supervises|coordinates|led|ran|headed|managed|directed|chaired|coordinated|oversaw)\s+(.*)$/iu;
/** What a role verb's object is when the sentence names the subject only in its heading ("Tomás Ortega leads the team" under "## Payments team"). */
const UNIT_OBJECT = /^(?:(?:the|this|our|that)\s+)?(?:team|department|unit|group|office|lab|ward|division|it)(?![\p{L}])/iu;

export function roleAsked(question: string): {role: string[]; subject: string[]} | null {
  if (!/^\s*who(?![\p{L}])/iu.test(question)) return null;
  const said = [...question.matchAll(/[\p{L}]+/gu)].map((m) => m[0]).filter((w) => ROLE_WORD.test(w));
  if (!said.length) return null;
  const role = [...new Set(said.flatMap((w) => tokenize(w)))];
  const subject = contentTerms(question).filter((t) => !role.includes(t) && !UNIT_NOUNS.has(t) && !GENERIC.has(t) && !FRAMING.has(t) && !PREPOSITIONS.has(t));
  return subject.length ? {role, subject} : null;
}

/** Rows of a table written without outer pipes ("Team | Lead", "Security | Priya"), labelled by its first row, as labelledTableRows does a Markdown table. */
function looseRowsLabelled(text: string): string {
  let head: string[] | null = null;
  return text
    .split('\n')
    .map((line) => {
      const cells = line.includes('|') ? line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()) : [];
      if (cells.length < 2) {
        head = null;
        return line;
      }
      if (!head) {
        head = cells;
        return line;
      }
      return cells.map((c, j) => (c && head![j] ? `${head![j]}: ${c}` : c)).filter(Boolean).join(' · ');
    })
    .join('\n');
}

/**
 * How the passage names who holds the role asked (roleAsked) for its subject: 0 when a sentence or table row names the subject
 * and a holder of a role ("Team: Security · Lead: Priya Natarajan", "The oncology department is headed by …", "Oncology: Dr. …
 * (head of department)", "Priya Natarajan leads the Security team"), 1 when such a sentence names the subject only through its
 * heading ("Its lead is Priya Natarajan" under "## Security team"), 2 otherwise ("The security team runs phishing drills": the
 * team is the one running, not the one run).
 */
export function holderLevel(question: string, passage: Hit['passage'] | undefined): 0 | 1 | 2 {
  const asked = roleAsked(question);
  if (!asked || !passage) return 2;
  const holds = (text: string) => {
    const found = new Set(tokenize(text).flatMap((t) => alternatives(t)));
    return asked.subject.every((t) => found.has(t));
  };
  let heading = passage.heading ?? '';
  let best: 0 | 1 | 2 = 2;
  for (const line of looseRowsLabelled(labelledTableRows(passage.text)).split('\n')) {
    if (/^\s*#{1,6}\s/u.test(line)) {
      heading = `${passage.heading ?? ''} ${line}`;
      continue;
    }
    for (const sentence of line.split(/(?<=[.!?;])(?<!(?:^|[^\p{L}])(?:Dr|Mr|Mrs|Ms|Prof|St|Nr|No|vs|e\.g|i\.e)\.)\s+/u)) {
      const inSentence = holds(sentence);
      const inHeading = !inSentence && holds(heading);
      if (!inSentence && !inHeading) continue;
      // The sentence without the holder's slot after a match.
      const outside = (m: RegExpMatchArray) => {
        const after = m.index! + m[0].length;
        const end = SLOT_END.exec(sentence.slice(after));
        return `${sentence.slice(0, m.index)} ${end ? sentence.slice(after + end.index) : ''}`;
      };
      const slots = [...sentence.matchAll(HOLDER_BY), ...sentence.matchAll(HOLDER_IS)];
      const verb = HOLDER_VERB.exec(sentence);
      const states = inSentence
        ? slots.some((m) => holds(outside(m))) || HOLDER_OF.test(sentence) || (verb !== null && holds(verb[1]))
        : slots.length > 0 || HOLDER_OF.test(sentence) || (verb !== null && UNIT_OBJECT.test(verb[1]));
      if (states) best = Math.min(best, inSentence ? 0 : 1) as 0 | 1 | 2;
    }
  }
  return best;
}

/**
 * The question names a unit by a word of its subject ("the biology lab") and the passage names who holds a role for a sibling
 * unit ("The chemistry lab manager is …", "… is managed by …" beside "chemistry lab", a Lab / Manager table's "Lab: Chemistry"
 * row) and not for the one asked (holderLevel 2): it answers the question for another unit (s54, u39b: "Who manages the
 * biology lab?" was a good match on "The chemistry lab is managed by Dr. Hannah Weiss. Samples from the biology department are
 * tested there", and on a Lab / Manager table with no biology row). A unit named by its number ("Lab 3") is left to
 * holdsIdentifiers.
 */
export function namesOtherHolder(question: string, passage: Hit['passage'] | undefined): boolean {
  const role = passage ? roleAsked(question) : null;
  if (!passage || !role || identifiersOf(question).length) return false;
  const q = tokens(question, RETRIEVAL_WORDS);
  const asked = new Set(q.map((w) => w.term));
  const units = q.flatMap((w, i) => (i > 0 && UNIT_NOUNS.has(w.term) && role.subject.includes(q[i - 1].term) && together(question, q[i - 1], w) ? [w.term] : []));
  if (!units.length || holderLevel(question, passage) < 2) return false;
  const column = new RegExp(`(?<![\\p{L}])(?:${units.map((u) => escaped(u)).join('|')})\\p{L}{0,2}\\s*:`, 'iu');
  return looseRowsLabelled(labelledTableRows(passage.text))
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?;])(?<!(?:^|[^\p{L}])(?:Dr|Mr|Mrs|Ms|Prof|St|Nr|No|vs|e\.g|i\.e)\.)\s+/u))
    .some((sentence) => {
      if (sentence.search(HOLDER_BY) < 0 && sentence.search(HOLDER_IS) < 0 && !HOLDER_OF.test(sentence)) return false;
      if (column.test(sentence)) return true;
      const words = tokens(sentence, RETRIEVAL_WORDS);
      return words.some((w, i) => i > 0 && units.includes(w.term) && together(sentence, words[i - 1], w) && !asked.has(words[i - 1].term) && !GENERIC.has(words[i - 1].term) && /^\p{L}{3,}$/u.test(words[i - 1].term));
    });
}

/** The question's role words, held by a passage naming who holds a role for its subject (holderLevel): "heads" by "led by". */
function rolesHeld(question: string, passage: Hit['passage'] | undefined): string[] {
  return holderLevel(question, passage) < 2 ? (roleAsked(question)?.role ?? []) : [];
}

/** Whether the hit names every identifier of the question (identifiersOf). */
function holdsIdentifiers(question: string, hit: Hit): boolean {
  return identifiersOf(question).every((id) => holdsIdentifier(hit.passage, id));
}

/** "… and …": where a question joins two things it asks about (", and", "and", "as well as", "&"). */
// "&" inside a name ("Q&A", "R&D", "Q & A") joins no two questions (s54-dq, t-dqa F6: "How does the Document Q&A demo decide …").
const AND = /\s*(?:,\s*)?(?:(?<![\p{L}\p{N}])(?:and|as well as)(?![\p{L}\p{N}])|(?<!(?<![\p{L}])\p{Lu}\s?)&(?!\s?\p{Lu}(?![\p{L}]))(?!(?<=[\p{L}\p{N}]&)[\p{L}\p{N}]))\s*/iu;

/**
 * A question about two things that no single passage answers, each part of it answered by a passage of its own
 * ("How many sick days and PTO days do I get?": "Sick leave" and "Paid time off", u29h D-4): the passages that
 * answer a part, in the order shown; empty unless every part (split at its first "and") names something other
 * than generic words and is a good match for a different passage, judged as a question of its own.
 */
function answeredInParts(question: string, hits: readonly Hit[], stats?: QueryStats | null): Hit[] {
  const m = AND.exec(question);
  if (!m || hits.length < 2) return [];
  const parts = [question.slice(0, m.index), question.slice(m.index + m[0].length)];
  if (parts.some((part) => !contentTerms(part).some((t) => !GENERIC.has(t) && !FRAMING.has(t)))) return [];
  const chosen = parts.map((part) => hits.find((hit) => holdsTopic(priceTopic(part), hit) && matchStrength(part, hit, stats).good && holdsMostSpecific(part, hit, stats, hits) && holdsIdentifiers(part, hit) && !contraryBound(part, hit.passage.text)));
  if (!chosen.every(Boolean) || chosen[0] === chosen[1]) return [];
  return hits.filter((h) => chosen.includes(h));
}

/**
 * "between X and Y", "both X and Y", "compare X and Y", "X and Y compared", "how do X and Y differ": one question about two
 * things, never two questions (u29v F23: "What is the difference between BM25 and dense retrieval?" was split at "and").
 */
const ONE_OF_TWO_BEFORE = /(?<![\p{L}])(?:between|both|compare|comparing|comparison|differences?|versus|vs\.?|relationship|zwischen|sowohl|entre)(?![\p{L}])/iu;
const ONE_OF_TWO_AFTER = /(?<![\p{L}])(?:compared|contrasted|differ|differs|different|alike|the same|similar|related|together|vergleichen|unterscheiden)(?![\p{L}])\s*[?.!]*\s*$/iu;

/**
 * What makes a stretch of a message a question or request of its own: a question word, an auxiliary or modal, a
 * subject pronoun, or a request verb opening it ("what …", "… do I get", "explain …").
 */
const ASKS = /(?<![\p{L}])(?:what|how|who|whom|whose|when|where|why|which|is|are|was|were|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|i|you|we|they|it|he|she)(?![\p{L}])/iu;
const REQUEST = /^\s*(?:please\s+)?(?:explain|tell|describe|show|give|list|define|summari[sz]e|name|compare|recommend|suggest|help|find)(?![\p{L}])/iu;
const asksOwn = (text: string) => ASKS.test(text) || REQUEST.test(text);

/**
 * The parts of a question joined by its first "and", when each names something other than generic words; else null.
 * A question followed by a stretch with no question word, auxiliary or verb of its own ("How many chunks do I get …
 * with 500-token chunks and 50 overlap?") lists things inside one question: never two parts (u32d F1). A message of
 * keywords on both sides ("hotel limit London and meal allowance", u29p Z-5) still is.
 */
export function twoParts(question: string): [string, string] | null {
  const m = AND.exec(question);
  if (!m) return null;
  if (ONE_OF_TWO_BEFORE.test(question.slice(0, m.index)) || ONE_OF_TWO_AFTER.test(question.slice(m.index + m[0].length))) return null;
  if (asksOwn(question.slice(0, m.index)) && !asksOwn(question.slice(m.index + m[0].length))) return null;
  const parts: [string, string] = [question.slice(0, m.index).trim(), question.slice(m.index + m[0].length).trim()];
  return parts.some((part) => !contentTerms(part).some((t) => !GENERIC.has(t) && !FRAMING.has(t))) ? null : parts;
}

/** The hits that are a good match for `part` judged as a question of its own. */
const goodForPart = (part: string, hits: readonly Hit[], stats?: QueryStats | null) =>
  hits.filter((hit) => holdsTopic(priceTopic(part), hit) && matchStrength(part, hit, stats).good && holdsMostSpecific(part, hit, stats, hits) && holdsIdentifiers(part, hit));

/**
 * A two-part question of which one part is a good match and the other matches none of the hits (u29p Z-5: "hotel limit
 * London and meal allowance" was refused as a whole): the passages answering the matched part, and the other part as typed.
 */
function answeredInOnePart(question: string, hits: readonly Hit[], stats?: QueryStats | null): {good: Hit[]; unmatched: string} | null {
  const parts = twoParts(question);
  if (!parts) return null;
  const [first, second] = parts.map((part) => goodForPart(part, hits, stats));
  if (first.length && !second.length) return {good: first, unmatched: parts[1]};
  if (second.length && !first.length) return {good: second, unmatched: parts[0]};
  return null;
}

/**
 * The part of a two-part question the good matches leave out (u29p Z-5): no hit is a good match for it, and each good
 * match lacks words of it ("Who approves a business class flight and what is the parking fee?"); null otherwise.
 */
function partNotAnswered(question: string, good: readonly Hit[], hits: readonly Hit[], stats?: QueryStats | null): string | null {
  const parts = twoParts(question);
  if (!parts) return null;
  const left = parts.filter(
    (part) =>
      !goodForPart(part, hits, stats).length &&
      good.every((hit) => {
        const strength = matchStrength(part, hit, stats);
        return !strength.good && strength.missing.length > 0;
      }),
  );
  return left.length === 1 ? left[0]! : null;
}

/**
 * The reader-facing reason a set of hits is not a good match. It describes one passage the reader can find: the
 * first one shown ([1]), or, when another holds more of the question's words, that one by its number ("passage [2]",
 * u29d Z-4: a sentence about another passage than [1] read as wrong). It names the question's words that passage
 * lacks, whatever its count (s43: "1 of the 2 words" alone said nothing about "study leave"), and when it holds every
 * word it says why it still fails (u29j D-2: "4 of the 4 words …, so it probably does not answer it" contradicted
 * itself): a topic phrase it does not write together, or only words common in the source.
 */
export function noGoodMatchText(question: string, hits: readonly Hit[], stats?: QueryStats | null): string {
  const wanted = contentTerms(question);
  if (hits.length === 0) return 'No good match: no passage contains the words of your question.';
  // An identifier no passage shown names is the reason (u29m F16: "room 24", "VAN-08").
  const absent = identifiersOf(question).filter((id) => !hits.some((h) => holdsIdentifier(h.passage, id)));
  if (absent.length) return `No good match: none of the passages found names ${absent.map((id) => `“${id.said}”`).join(' or ')}, which your question asks about.`;
  // A year no passage shown names, where they name others, is the reason (u35b F7: "the 2023 panel" against rounds 2025 and 2026).
  const years = hits.map((h) => otherYear(question, h.passage.text));
  if (years.every(Boolean)) return `No good match: none of the passages found names “${years[0]!.asked}”, which your question asks about.`;
  // A bound the passages state the other way round is the reason (u29m F22: "under 10,000 euros", "above 10,000 euros").
  const bounds = hits.map((h) => contraryBound(question, h.passage.text));
  const bound = bounds.findIndex(Boolean);
  if (bound >= 0) return `No good match: ${bound === 0 ? 'the closest passage' : `passage [${bound + 1}]`} is about “${bounds[bound]!.said}”, and your question asks about “${bounds[bound]!.asked}”, so it probably does not answer it.`;
  // A passage naming who holds the role for something else is the reason ("Who manages the biology lab?" against the chemistry lab's manager, s54).
  const role = roleAsked(question);
  const other = role && !hits.some((h) => holderLevel(question, h.passage) < 2) ? hits.findIndex((h) => namesOtherHolder(question, h.passage)) : -1;
  if (role && other >= 0) {
    const subject = tokens(question, RETRIEVAL_WORDS).filter((w) => role.subject.includes(w.term)).map((w) => question.slice(w.start, w.end));
    return `No good match: ${other === 0 ? 'the closest passage' : `passage [${other + 1}]`} names who holds that role for something else, not for “${subject.join(' ')}”, so it probably does not answer it.`;
  }
  const strengths = hits.map((h) => matchStrength(question, h, stats));
  const at = strengths.reduce((a, b, i) => (b.matched.length > strengths[a].matched.length ? i : a), 0);
  const best = strengths[at];
  const which = at === 0 ? 'the closest passage' : `passage [${at + 1}]`;
  const end = ', so it probably does not answer it.';
  if (!best.missing.length && best.matched.length) {
    const phrase = topicPhrases(question, hits, stats).find((p) => !holdsPhrase(hits[at].passage, p));
    const said = phrase && writtenAs(question, phrase);
    const why = said
      ? `not “${said}” written together`
      : !holdsSpecific(best.matched, hits[at], stats)
        ? 'each of them is common in this source'
        : 'not together as your question puts them';
    const all = best.matched.length === 1 ? 'the word' : `all ${best.matched.length} words`;
    return `No good match: ${which} contains ${all} your question is about, but ${why}${end}`;
  }
  const words = tokens(question, RETRIEVAL_WORDS);
  const said = best.missing.map((t) => words.find((w) => w.term === t)).map((w) => (w ? `“${question.slice(w.start, w.end)}”` : null));
  // A question in another language than the passages, with a name or term of theirs in it ("HNSWとは何ですか？", "Wie funktioniert
  // Retrieval-augmented generation?"): its own words are the reason, and saying so helps more than naming them (s51, u34c F7).
  if (best.missing.length && said.every(Boolean) && otherLanguage(question, best.missing, hits))
    return `No good match: your question is written in another language than the passages found, so ${said.join(' or ')} ${said.length === 1 ? 'is' : 'are'} not in them. Ask it in the language of the passages.`;
  // Name the words the passage lacks; when a word cannot be quoted as typed, say that the rarest ones are missing.
  const lacks = said.length && said.every(Boolean) ? `, but not ${said.join(' or ')}` : best.coverage !== null && best.coverage < COVERAGE && best.matched.length > 0 ? ', but not its most specific ones' : '';
  return `No good match: ${which} contains ${best.matched.length} of the ${countOf(wanted.length, 'word')} your question is about${lacks}${end}`;
}

/** A script other than Latin that a word is written in ("何" → Han), or null. */
const SCRIPTS = ['Han', 'Hiragana', 'Katakana', 'Hangul', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Thai', 'Devanagari'] as const;
const scriptOf = (word: string) => SCRIPTS.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(word)) ?? null;

/**
 * Whether the words the passages lack are the question's own language and not the passages': written in a script no passage
 * shown uses, or the question reads as German, French, Spanish, Italian, Portuguese or Dutch (functionWords.ts) while the
 * passages do not.
 */
function otherLanguage(question: string, missing: readonly string[], hits: readonly Hit[]): boolean {
  const texts = hits.map((h) => `${h.passage.heading ?? ''} ${h.passage.text}`);
  const scripts = missing.map(scriptOf);
  if (scripts.every(Boolean)) return scripts.every((script) => !texts.some((text) => new RegExp(`\\p{Script=${script}}`, 'u').test(text)));
  const lang = questionLanguage(question);
  return lang !== null && !texts.some((text) => questionLanguage(text) === lang);
}

/** The two words of a topic phrase as the question writes them ("prompt injection"). */
function writtenAs(question: string, [a, b]: Phrase): string | null {
  const words = tokens(question, RETRIEVAL_WORDS);
  const i = words.findIndex((w, j) => j > 0 && words[j - 1].term === a && w.term === b);
  return i > 0 ? question.slice(words[i - 1].start, words[i].end) : null;
}

export type CitationCheck = {
  /** The answer with valid citations as Markdown links to their passages and invalid ones flagged. */
  markdown: string;
  /** Numbers cited that name no retrieved passage, in order of first appearance. */
  invalid: number[];
  /** Numbers cited that name a retrieved passage. */
  valid: number[];
};

/**
 * One citation bracket: a number, a list ("[1, 3]", "[1; 3]") or a range ("[1-3]", "[1–3]", "[1 — 3]"),
 * never a Markdown link "[2](…)". Brackets next to each other ("[1][2]") are read as one run.
 */
// A number may be written negative ("[-1]", u29x F4): it names no passage and is flagged like "[0]".
const CITATION_GROUP = String.raw`\[\s*-?\d{1,3}(?:\s*[,;\-–—]\s*-?\d{1,3})*\s*\](?!\()`;
const CITATION_RUN = new RegExp(`(?:${CITATION_GROUP})+`, 'g');
/** The numbers one bracket names, in order: "[2-4, 6]" is 2, 3, 4 and 6 (a range written backwards too). */
function citedParts(group: string): Array<{from: number; to: number}> {
  return group
    .slice(1, -1)
    .split(/[,;]/)
    // A range's ends split at a dash after a digit; a dash before a digit is a minus sign ("[-1]", "[-2-1]").
    .map((part) => part.trim().split(/(?<=\d)\s*[-–—]\s*/).map((n) => Number(n.trim())))
    .map((ends) => ({from: Math.min(...ends), to: Math.max(...ends)}));
}

/**
 * Checks the `[n]` citations of a model answer against the `count` passages it was given. Valid
 * ones become `[[2](#<anchor>2)]`: the number links to its passage and the brackets stay as text,
 * which CommonMark renderers (marked) and the small renderer it replaces both read the same way.
 * Lists and ranges cite each of their numbers (u29n F9: "[1-3]" with one passage looked cited).
 * Invalid ones become a flag (citationFlag), set apart from a neighbouring word or flag by a space.
 * Code spans and fenced code are left as they are.
 */
export function checkCitations(answer: string, count: number, anchor: string): CitationCheck {
  const invalid: number[] = [];
  const valid: number[] = [];
  const note = (list: number[], n: number) => {
    if (!list.includes(n)) list.push(n);
  };
  const cite = (group: string): string[] =>
    citedParts(group).flatMap(({from, to}) => {
      const out: string[] = [];
      for (let n = from; n <= to; n++) {
        if (n >= 1 && n <= count) {
          note(valid, n);
          out.push(`[[${n}](#${anchor}${n})]`);
        } else note(invalid, n);
      }
      // Numbers past the list: one flag for each, or one for the part of a range (0 stands alone).
      const below = from < 1 ? [from, Math.min(to, 0)] : null;
      const above = to > count ? [Math.max(from, count + 1), to] : null;
      const flags = [below, above].filter((r): r is number[] => r !== null).map(([a, b]) => citationFlag(a, b));
      if (below) out.unshift(flags.shift() as string);
      if (above) out.push(flags.shift() as string);
      return out;
    });
  const rewrite = (text: string) =>
    text.replace(CITATION_RUN, (run: string, at: number) => {
      const groups = run.match(new RegExp(CITATION_GROUP, 'g')) ?? [];
      const pieces = groups.map((group) => cite(group).join(' '));
      const startsFlagged = (piece: string) => CITATION_FLAG.test(piece);
      const endsFlagged = (piece: string) => / no such passages?\]$/.test(piece);
      // Valid neighbours stay together as written ("[1][2]"); a flag is set apart from what it touches.
      let out = pieces.reduce((acc, piece) => `${acc}${endsFlagged(acc) || startsFlagged(piece) ? ' ' : ''}${piece}`);
      if (startsFlagged(out) && /[\p{L}\p{N}]$/u.test(text.slice(0, at))) out = ` ${out}`;
      if (endsFlagged(out) && /^[\p{L}\p{N}]/u.test(text.slice(at + run.length))) out = `${out} `;
      return out;
    });
  // Fenced blocks and inline code stay literal: split them out, rewrite the rest.
  const markdown = answer
    .split(/(```[\s\S]*?(?:```|$)|`[^`\n]*`)/)
    .map((piece, i) => (i % 2 === 1 ? piece : rewrite(piece)))
    .join('');
  return {markdown, invalid, valid};
}

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'about';

/**
 * Greetings, thanks and goodbyes in the languages readers most often type them in (English, Spanish,
 * French, German, Italian, Portuguese, Dutch, Chinese, Japanese, Korean, Russian, Arabic, Hindi, and since
 * u28f Greek, Hebrew, Thai, Ukrainian, Polish, Turkish, Vietnamese and Indonesian).
 * Words end at a non-letter (not \b, which only knows ASCII letters), so "你好" and "こんにちは" count.
 */
const GREETING_WORDS =
  '(?:hi|hello|hey) there|hi|hello|hey|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|' +
  // How-are-you openers (u28i D2: "hey there, how's it going?" was searched and found "not in the document").
  "how(?:['’]s| is) it going|how(?:['’]s| is) (?:your|the) (?:day|week|morning|evening)(?: going)?|how are things|how have you been|what(?:['’]s| is) up|how do you do|sup|" +
  // "you ok?" after a greeting is asking after the reader's counterpart, not a follow-up to search (u28p S1).
  "(?:are )?(?:you|u|ya) (?:ok(?:ay)?|alright|all right|good|well|doing (?:ok(?:ay)?|alright|all right|good|well))|all good|everything (?:ok(?:ay)?|alright|all right|good)|" +
  'hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|buenas|bonjour|bonsoir|salut|coucou|hallo|guten (?:morgen|tag|abend)|servus|moin|gr[üu](?:ß|ss) (?:gott|dich)|' +
  'buongiorno|buonasera|ol[áa]|bom dia|boa (?:tarde|noite)|hoi|goedemorgen|' +
  '你好|您好|大家好|嗨|早上好|晚上好|こんにちは|こんばんは|おはよう(?:ございます)?|안녕하세요|안녕|привет|здравствуйте|' +
  // Arabic with or without its article and reply ("السلام عليكم ورحمة الله"), and greetings typed in Latin letters (u28e S1).
  'مرحب[اً]+(?: بك(?:م)?)?|أهلا(?: وسهلا)?|اهلا(?: وسهلا)?|(?:ال)?سلام عليكم(?: ورحمة الله(?: وبركاته)?)?|صباح الخير|مساء الخير|नमस्ते|नमस्कार|namaste|namaskar|' +
  'annyeong(?:haseyo)?|anyong(?:haseyo)?|konnichiwa|konbanwa|ohayou?(?: gozaimasu)?|ni ?hao|nin ?hao|privet|zdravstvuyte|' +
  '(?:as-?|a)?sala(?:a)?m(?:u)?(?: (?:alaikum|alaykum|aleikum|alykum))?|marhaba|ahlan(?: wa sahlan)?|shalom|merhaba|selam|hej|hei|jambo|sawubona|' +
  // Greek, Hebrew and Thai (Thai writes no space before its polite particle), and a few more (u28f S-A, ZS-B).
  'γει[αά](?: (?:σου|σας))?|καλημ[εέ]ρα|καλησπ[εέ]ρα|χα[ίι]ρετε|τι κ[άα]νεις|τι κ[άα]νετε|π[ώω]ς ε[ίι]σαι|' +
  'שלום(?: לך| לכם)?|בוקר טוב|ערב טוב|היי|מה שלומך|מה שלומכם|מה נשמע|สวัสดี(?:ครับ|ค่ะ|คะ|จ้า)?|สบายดีไหม(?:ครับ|คะ)?|' +
  'добрый (?:день|вечер)|доброе утро|привіт|вітаю|добрий (?:день|вечір)|cze[śs][ćc]|dzie[ńn] dobry|xin ch[àa]o|selamat (?:pagi|siang|sore|malam)|g[üu]nayd[ıi]n|nas[ıi]ls[ıi]n|' +
  // "How are you?" after a greeting in another language is still a greeting (English: ABOUT below).
  '(?:잘|어떻게) 지내(?:요|세요|셨어요|셨나요)|잘 부탁(?:해요|합니다|드립니다|드려요)|잘 지냈어요|[¿]?(?:qu[ée] tal|c[óo]mo est[áa]s?)|(?:comment )?[çc]a va|comment allez-vous|wie geht(?:\'s| es (?:dir|ihnen))|come stai|como vai|tudo bem|你好吗|您好吗|最近怎么样|お元気ですか|元気ですか|как дела|كيف حالك';
const THANKS_WORDS =
  'thanks?(?: you)?(?: (?:so|very) much| a lot| a ton| again)?|thank u|thx|ty|cheers|many thanks|much appreciated|gracias|merci(?: beaucoup| bien)?|danke(?: sch[öo]n| sehr)?|vielen dank|grazie(?: mille)?|obrigad[oa]|dank je(?: wel)?|谢谢|謝謝|多谢|ありがとう(?:ございます)?|arigat[oō]u?(?: gozaimasu)?|감사합니다|고마워요?|kamsahamnida|спасибо|spasibo|شكرا(?: جزيلا)?|shukran|धन्यवाद|dhanyavaad|ευχαριστ[ώω](?: πολ[ύυ])?|תודה(?: רבה)?|ขอบคุณ(?:มาก)?(?:ครับ|ค่ะ|คะ)?|dzi[ęe]kuj[ęe]|te[şs]ekk[üu]rler';
const GOODBYE_WORDS = 'bye|goodbye|see you|see ya|ciao|adi[óo]s|hasta luego|au revoir|tsch[üu]ss|auf wiedersehen|arrivederci|tchau|再见|拜拜|さようなら|じゃあね|안녕히 가세요|пока|до свидания|αντ[ίι]ο|להתראות|ลาก่อน';
const END = '(?![\\p{L}\\p{N}])';
/** Openers and closers that carry no question ("hi", "thanks a lot", "good morning", "你好"), at either end of a message. */
const SOCIAL = new RegExp(`^(?:[¡¿]?(?:${GREETING_WORDS}|${THANKS_WORDS}|${GOODBYE_WORDS}|ok(?:ay)?|cool|great|nice|perfect|got it|lol|haha(?:ha)*|hehe)${END}[\\s,.!?;:、，。！？～~،؛؟-]*)+`, 'iu');
const THANKS = new RegExp(`(?:^|[^\\p{L}])(?:${THANKS_WORDS})${END}`, 'iu');
/**
 * What readers add to a thanks ("thanks, that helped a lot", "that was useful, merci"): still thanks,
 * never a follow-up question to search (u28e S1: "that helped a lot" was searched with the question before).
 */
const THANKS_TAIL =
  '(?:(?:that|this|it|you)(?:[\'’]s| was| is| has been| have been| were| really)?\\s*(?:(?:very|really|super|so|such|a|big|great|huge)\\s+)*(?:help(?:ed|ful|s)?|great|perfect|useful|clear|awesome|amazing|brilliant|excellent|what i needed|a (?:big |great |huge )?help)(?: (?:a lot|a ton|lots|so much|me(?: a lot)?|indeed))?|' +
  'for (?:the|your|that|this|all the|all your) (?:help|answers?|info(?:rmation)?|repl(?:y|ies)|explanations?|tips?|links?|passages?)|much appreciated|(?:i |really )*appreciate (?:it|that|this|the help)|(?:very|really|super) (?:helpful|useful|clear)|(?:you(?:[\'’]re| are) )?(?:the best|a star)|that(?:[\'’]s| is) all(?: for now)?)';
const THANKS_WITH_TAIL = new RegExp(`^(?:${THANKS_TAIL}[\\s,.!;:-]*)?(?:${THANKS_WORDS})${END}[\\s,.!;:-]*(?:${THANKS_TAIL})?$`, 'iu');
const TAIL_ONLY = new RegExp(`^${THANKS_TAIL}$`, 'iu');
const GOODBYE = new RegExp(`(?:^|[^\\p{L}])(?:${GOODBYE_WORDS})${END}`, 'iu');
/**
 * Questions about the assistant itself, or an empty "help": what it is, what it can do, how it works.
 * Answered by a description of the demo, never by retrieved passages (the guide has none about this page's assistant).
 */
const ABOUT =
  /^(?:(?:and |so |but )?(?:who|what) (?:are|r) (?:you|u)|are you (?:a |an |the )?(?:real|human|person|bot|robot|machine|ai|llm|model|chatbot|chat ?gpt|gpt\S*|claude|gemini|copilot|alive|there|smart|sure|ok)|what (?:can|do|could|should) (?:you|i) (?:do|ask|say|help(?: me)?(?: with)?|type|try)(?: (?:you|here|for me|with you|with this|in here))?|what do you know|how (?:do|does) (?:you|this|it) work|how are you(?: doing)?|what(?:'s| is) (?:this|your name)|can you help(?: me)?|help(?: me)?|test(?:ing)?|are you (?:working|online|offline))[\s?.!]*$/i;

/**
 * Small talk: a greeting, thanks, a goodbye or a question about the assistant itself, which retrieval
 * must not answer with passages (BM25 happily matches "hello" in an e-mail address). Returns the kind,
 * or null when the message asks something ("Hi, who approves business class?" is a question).
 */
export function smallTalk(message: string): SmallTalk | null {
  const text = message.trim().replace(/[\s.!?,;:)(、，。！？～~،؛؟-]+$/u, '');
  if (!text) return null;
  const opener = SOCIAL.exec(text)?.[0] ?? '';
  const rest = text.slice(opener.length).trim();
  if (ABOUT.test(rest)) return 'about';
  if (THANKS_WITH_TAIL.test(text) || (rest && THANKS.test(opener) && TAIL_ONLY.test(rest))) return 'thanks';
  if (rest) return null;
  if (THANKS.test(opener)) return 'thanks';
  if (GOODBYE.test(opener)) return 'goodbye';
  return 'greeting';
}

/** The message without a leading greeting ("Hi, who approves…" searches "who approves…"). */
export function withoutGreeting(message: string): string {
  const opener = SOCIAL.exec(message.trim())?.[0] ?? '';
  const rest = message.trim().slice(opener.length).trim();
  return rest || message;
}

/**
 * The honest offline reply to small talk: what offline mode does and what to ask. `what` names the
 * material searched ("this guide", "the document"); `example`, when known, is a question that material answers.
 */
export function smallTalkReply(kind: SmallTalk, what: string, example?: string): string {
  // Thanks get a short acknowledgement: the reader has just had an answer and knows what the mode does.
  if (kind === 'thanks') return `You are welcome. Ask another question about ${what} whenever you like.`;
  const lead = {greeting: 'Hello. ', goodbye: 'Goodbye. ', about: ''}[kind];
  const limits = kind === 'about' ? ' It cannot chat or say more about itself than this.' : '';
  return (
    `${lead}Offline mode searches ${what}: it finds the passages whose words best match your question and shows them with their sources. ` +
    `Nothing is generated.${limits} Ask about a topic in ${what}${example ? `, for example “${example}”` : ''}. For written answers, configure your own model.`
  );
}
