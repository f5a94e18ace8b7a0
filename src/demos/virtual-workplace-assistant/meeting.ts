/**
 * Virtual Workplace Assistant logic: a meeting transcript becomes an extractive summary,
 * decisions, action items (owner and due date where stated) and a follow-up e-mail draft.
 * Everything is deterministic and runs in the browser; nothing here calls a model.
 */
import {stem, tokenize} from '@site/src/retrieval/tokenize';
import {segmentInWindows} from '@site/src/retrieval/segments';
import {parseLines, plainLabels, readTranscript, transcriptHeader, type Link, type TranscriptFormat, type Utterance} from './transcript';
import {SAMPLE_TITLE, SAMPLE_TRANSCRIPT} from './sample';
import {findOpenQuestions, type OpenQuestion} from './openQuestions';

export type {Utterance} from './transcript';
export type {OpenQuestion} from './openQuestions';

export const MAX_TRANSCRIPT_CHARS = 60_000;

export type Sentence = {speaker: string; text: string; line: number; index: number; /** An action-list entry as the transcript labels it ("Next steps: …"), where `text` reads "Action: …". */ said?: string};
export type ScoredSentence = Sentence & {score: number};
/** A later sentence that takes an action back ("Tom, please do not book the movers yet", "scratch that"). */
export type Withdrawal = {speaker: string; text: string; line: number; /** What is done instead, when the same sentence says so ("we'll do the kickoff online"). */ instead?: string};
export type ActionItem = {
  owner: string;
  task: string;
  due: string | null;
  speaker: string;
  line: number;
  withdrawn?: Withdrawal;
  /** The person asked said no ("No, I can't this week"): the task still needs an owner. */
  declined?: Withdrawal;
  /** Who took a declined task over ("Olu will draft it instead", "Rafael, you take the tablets instead"). */
  takenOverBy?: string;
  /** Said with a condition ("if legal approves", "unless the client objects"): not a plain commitment. */
  condition?: string;
  /** Put off to a later date or until something happens ("push that to next month", "park it until after the audit"). */
  deferred?: Withdrawal & {until: string};
  /** Who a refusal suggested instead ("Sorry, no. Maybe Lena can?"), while nobody has taken it over. */
  suggested?: string;
  /**
   * Not read with confidence (a reply that is neither a known yes nor a known no, a reply by someone other than the person
   * asked, a time phrase the dates do not read, a pronoun with nothing to point at, a text the wording gate rejected):
   * the speakers' own sentences are shown with "check this item" instead of an owner, a status and a date.
   */
  check?: {reason: string; quote: string};
  /** The due date was corrected in the asker's own turn, on their next line or in the reply of the person asked ("… by tomorrow? Actually, make it Wednesday."): the date said first and the correction (task 44v, u29t F9). */
  corrected?: {from: string; speaker: string; text: string};
  /** Links whose words the task holds ("[minutes](http://example.com)" said as "minutes"): the table and the e-mail show the address (u31e F7). */
  links?: Link[];
};
export type Decision = {
  text: string;
  speaker: string;
  line: number;
  /** Changed later in the meeting ("Actually no, …", "scratch that", "let's make it the 10th then"): the later version, listed as a decision of its own (s54 t-vwa F1). */
  superseded?: {text: string; speaker: string; line: number; /** Only taken back ("Actually no, let's not do the annual plan."), with no new plan said: nothing replaces it (s55 t-vwa2 F1). */ takenBack?: boolean};
};

export type MeetingAnalysis = {
  /** How the transcript was read: WebVTT cues, speaker heading lines or "Name: text" lines. */
  format: TranscriptFormat;
  speakers: string[];
  sentences: Sentence[];
  summary: ScoredSentence[];
  decisions: Decision[];
  actions: ActionItem[];
  /** Questions the meeting left open, in words ("We still need to decide that.", "Nobody knows yet."; s55 t-vwa F10). */
  openQuestions: OpenQuestion[];
  email: string;
  warnings: string[];
};

export type AnalysisResult = {ok: true; analysis: MeetingAnalysis} | {ok: false; error: string};

/** Splits a "Name: text" transcript into utterances (WebVTT and other formats: transcript.ts). */
export const parseTranscript = parseLines;

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|vs|z\.B|d\.h|bzw|ca)\.\s*$/;
let sentenceSegmenter: Intl.Segmenter | null | undefined;
const MONTH_WORDS =
  'january|february|march|april|may|june|july|august|september|october|november|december|januar|jänner|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const MONTH_ABBREVIATIONS = 'jan|feb|febr|mar|mär|apr|jun|jul|aug|sep|sept|oct|okt|nov|dec|dez|janv|févr|avr|juil|déc|ene|abr|ago|dic';
/** A piece that opens with a month's name or its abbreviation ("Januar testen?", "Jan. an Eva", "März abzuschalten."). */
const MONTH_START = new RegExp(String.raw`^(?:${MONTH_WORDS}|(?:${MONTH_ABBREVIATIONS})\.)(?![\p{L}])`, 'iu');
/** A time of day with "a.m." or "p.m." at the end of a piece ("by 3 p.m. "), and what may follow it in the same sentence. */
const TIME_ABBREVIATION_END = /\d\s*[ap]\.\s?m\.\s*$/i;
const DAY_AFTER_TIME = new RegExp(String.raw`^(?:\p{Ll}|\d|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?(?![\p{L}])|(?:${MONTH_WORDS}|${MONTH_ABBREVIATIONS})(?![\p{L}])|(?:today|tonight|tomorrow|next|this|on|the|EOD|COB)(?![\p{L}]))`, 'iu');
/** A text that ends with a month's abbreviation and its period ("by Jan. "). */
const MONTH_ABBREVIATION_END = new RegExp(String.raw`(?<![\p{L}])(?:${MONTH_ABBREVIATIONS})\.\s*$`, 'iu');

/**
 * Sentences by Unicode sentence segmentation (Intl.Segmenter, granularity "sentence", UAX #29), so
 * "。", "！", "？" (Chinese, Japanese), "।" (Hindi) and "؟" (Arabic) end a sentence as ". ! ?" do;
 * abbreviations such as "e.g.", "Dr." and "z.B." stay inside their sentence. Without Intl.Segmenter
 * a regular expression over the same marks is used.
 */
export function splitSentences(text: string): string[] {
  sentenceSegmenter ??= typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, {granularity: 'sentence'}) : null;
  const raw = sentenceSegmenter
    ? [...segmentInWindows(sentenceSegmenter, text)].map((s) => s.segment)
    : text.split(/(?<=[.!?…]["”’)]*\s)|(?<=[。！？।؟][」』）"”]*)/u);
  const parts: string[] = [];
  let carry = '';
  for (const [i, piece] of raw.entries()) {
    carry += piece;
    if (ABBREVIATION.test(carry)) continue;
    // "bis zum 15. Januar", "am 31. März", "by Jan. 15": a day number and its period before a month, or a month's
    // abbreviation before a day number, are one date (issue 28, u29d V-3: "Die Datenmigration bis zum 15" was a task).
    const next = raw[i + 1] ?? '';
    if ((/(?<![\p{L}\d])\d{1,2}\.\s*$/u.test(carry) && MONTH_START.test(next)) || (MONTH_ABBREVIATION_END.test(carry) && /^\d{1,2}(?!\d)/.test(next))) continue;
    // "by 3 p.m. Friday", "at 9 a.m. tomorrow", "by 5 p.m. on the 12th": the time's abbreviation and the day after it are
    // one date (u30b F4: "share the minutes by 3 p.m" lost its Friday); "at 10 a.m. Then …" still ends a sentence.
    if (TIME_ABBREVIATION_END.test(carry) && DAY_AFTER_TIME.test(next)) continue;
    parts.push(carry);
    carry = '';
  }
  if (carry) parts.push(carry);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** "Action items:", "Next steps:", "To-dos:", "Follow-ups:" opening a list of entries. */
const ACTION_LABEL = /^(?:action(?:\s+items?)?|actions|action\s+points|next\s+steps|to-?\s?dos?|follow-?\s?ups?)\s*[:：]\s*/iu;

/**
 * "Action items: Rita to draft the release by Monday; Sam to approve the budget; someone needs to update the FAQ": one
 * sentence per entry, each read alone, so a date or an owner belongs to its own entry only (u30b F6: the list was one
 * item, "Unassigned – Update the FAQ – due Monday").
 */
function listEntries(text: string): string[] {
  const label = ACTION_LABEL.exec(text);
  if (!label) return [text];
  // "Next steps:" on a speaker's line with "- …" bullets under it reads "Next steps: Next steps: …": one label.
  let rest = text.slice(label[0].length);
  for (let again = ACTION_LABEL.exec(rest); again; again = ACTION_LABEL.exec(rest)) rest = rest.slice(again[0].length);
  const entries = rest.split(/\s*;\s*|\s+[•·]\s+/u).map((e) => e.trim()).filter(Boolean);
  return entries.map((e) => `Action: ${e.replace(/^(?:and|und|et|y)\s+/iu, '')}`);
}

/** Capitalised words that open a clause without naming anyone: "and It will take a while" commits nobody. */
const NOT_A_SUBJECT = /^(?:It|This|That|These|Those|There|Here|We|You|They|He|She|Everyone|Everybody|Nobody|Someone|Somebody|All|Both|Each|Then|Also|So|But|The)$/;
/** "I", "Jo", "Jo Wu", "Jan and Lisa" before "will", "'ll" or "is/are going to": a clause that commits someone. */
const COMMITTING_CLAUSE =
  /^(I|\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?)(?:['’]ll|\s+will|\s+(?:am|is|are)\s+going\s+to|['’]m\s+going\s+to)\s+\p{Ll}/u;
/** The first clause commits its speaker or a named person: "I'll …", "I will …", "I'm going to …", "Sam will …". */
const COMMITMENT_CUE = /(?:^|[\s,])(?:I|\p{Lu}[\p{L}'’-]+)(?:['’]ll|\s+will|\s+(?:am|is)\s+going\s+to|['’]m\s+going\s+to)\s+\p{Ll}/u;

/** A name and a comma, then "please", "can/could/would/will you" or a reminder ("don't forget to", "remember to"): a request to that person. */
const REQUEST_AFTER_COMMITMENT =
  /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*,\s*(?:(?:also|then)\s+)?(?:please|kindly|(?:can|could|would|will)\s+you|(?:please\s+)?(?:don['’]t|do\s+not)\s+forget\s+to|remember\s+to)\s+\p{Ll}/u;

/**
 * "I'll do the slides by Friday and Jo will handle the catering": two commitments joined by "and", ", and" or ";" are two
 * sentences, so each keeps its own owner and its own date (u30u F7: the page's own example kept only Jo's item, and with
 * no reply Jo's task went to Sam with Sam's date). The later clause must open with a person ("I", a capitalised name, or
 * two joined by "and") and "will", "'ll" or "going to"; "and it will take a while" or "to Jo and Raj" stay where they are.
 */
let twoDatedTasks: {head: RegExp; tail: RegExp} | undefined;
/** A clause that ends in a date ("… by Tuesday"), and a next clause that opens with a verb and states its own date ("send it out on Friday"). */
function TWO_DATED_TASKS(): {head: RegExp; tail: RegExp} {
  const when = String.raw`(?:(?:by|on|before|until|no\s+later\s+than)\s+(?:the\s+)?(?:(?:next|this)\s+)?(?:${DAYS}|${MONTHS}|\d{1,2}(?:st|nd|rd|th)?(?![\p{L}\d])|end\s+of\s+\p{L}+)[^,;]*?|tomorrow|today|tonight|(?:next|this)\s+week)`;
  twoDatedTasks ??= {
    head: new RegExp(String.raw`(?<![\p{L}])${when}\s*$`, 'iu'),
    tail: new RegExp(String.raw`^(?:then\s+)?(?!(?:it|that|this|they|we|you|he|she|there|the|a|an|so|also)\b)\p{Ll}{2,}\s+\S.*?(?<![\p{L}])${when}\s*[.!]?$`, 'iu'),
  };
  return twoDatedTasks;
}
function commitmentClauses(text: string): string[] {
  // "Ich schicke die Agenda bis Montag und Lisa wird den Raum buchen", "Je réserve la salle et Marc va envoyer …": the
  // speaker's own task and a named person's are two sentences (u35g F5, H15: Lisa got nothing).
  const other = new RegExp(String.raw`^((?:Ich|Je|J['’]|Yo)(?![\p{L}]).+?)\s*,?\s+(?:und|et|y)\s+((${OTHER_NAME})\s+(?:wird|va(?:\s+a)?|doit|tiene\s+que)\s+\p{Ll}.+)$`, 'u').exec(text);
  if (other && aPerson(other[3], true)) return [`${other[1]}.`, ...commitmentClauses(other[2])];
  // A bare comma joins too: "I'll send the minutes, Paul will update Jira, and Lena will email the partners" is three
  // items (u31e F5: the first two were one item for the speaker); the clause after it must still open with a person.
  const joint = /(?:\s*,\s*and\s+|\s+and\s+|\s*;\s*(?:and\s+)?|\s*,\s*)/giu;
  for (let m = joint.exec(text); m; m = joint.exec(text)) {
    const head = text.slice(0, m.index);
    const tail = text.slice(m.index + m[0].length);
    // "Paul, can you call the insurer, and Lena, can you file the claim by Monday?": two requests to two named people are
    // two sentences, each answered by its own person with its own date (u31e F4: one item for Paul with Lena's date).
    if (REQUEST_AFTER_COMMITMENT.test(head.trim()) && REQUEST_AFTER_COMMITMENT.test(tail)) {
      const first = /[.!?…]$/u.test(head) ? head : `${head}${/[?？]\s*$/u.test(text) && /\b(?:can|could|would|will)\s+you\b/iu.test(head) ? '?' : '.'}`;
      return [first, ...commitmentClauses(tail)];
    }
    if (!COMMITMENT_CUE.test(head)) continue;
    // "I'll write the spec; Ben, please review it by Friday", "I'll book the hotel, and Ben, can you book the flights?": a
    // request to a person named after the speaker's own commitment is a sentence of its own, read as a request (u31c F1:
    // the two were one item for the speaker, with Ben's date, or the speaker's item was lost).
    if (REQUEST_AFTER_COMMITMENT.test(tail)) {
      const first = /[.!?…]$/u.test(head) ? head : `${head}.`;
      return [first, tail];
    }
    // "I'll draft the memo by Tuesday and send it out on Friday": two tasks of one person, each with its own date, are two
    // commitments; the second is said with the first one's subject (u35g F5: one item, and Friday was lost).
    const owner = /\band\s+$/u.test(m[0]) ? COMMITTING_CLAUSE.exec(head) : null;
    if (owner && TWO_DATED_TASKS().head.test(head) && TWO_DATED_TASKS().tail.test(tail)) {
      const first = /[.!?…]$/u.test(head) ? head : `${head}.`;
      return [first, ...commitmentClauses(`${owner[0].slice(0, -1)}${tail.replace(/^then\s+/iu, '')}`)];
    }
    const who = COMMITTING_CLAUSE.exec(tail);
    if (!who) continue;
    // After a bare comma the next clause must name someone else: "I'll take the refactor, I'll finish it by Monday" is one
    // commitment said twice.
    if (!/\band\s+$|;/u.test(m[0]) && who[1] === 'I') continue;
    if (who[1].split(/\s+(?:and|&)\s+|\s+/).some((w) => NOT_A_SUBJECT.test(w))) continue;
    const first = /[.!?…]$/u.test(head) ? head : `${head}.`;
    return [first, ...commitmentClauses(tail.charAt(0).toUpperCase() + tail.slice(1))];
  }
  return [text];
}

/**
 * A recap's lead-in label before the first commitment: "Quick recap: Sven will print the menus", "Okay, summary: Mei will …",
 * "So, to recap: Ali will …, Bea will …", "To wrap up, I'll …". The label is left out, so the first item is read as the
 * others are (u33g F4: "Name will" after the label gave no item, 4 of 4). Only when a person and "will", "'ll" or "going to"
 * follow; "Summary: the launch slipped" stays as it is.
 */
const RECAP_LEAD_IN =
  /^(?:(?:so|ok(?:ay)?|right|alright|well|and|just|then|good|great)\s*,?\s+)*(?:(?:a|the|my|our)\s+)?(?:(?:quick|short|brief|final|last|fast)\s+)?(?:recap|summary|wrap-?up|round-?up|to\s+recap|recapping|to\s+sum\s+(?:it\s+|things\s+)?up|summing\s+up|to\s+summari[sz]e|in\s+summary|to\s+wrap\s+(?:it\s+|things\s+)?up|wrapping\s+up|to\s+close|in\s+short|owners|assignments|who\s+does\s+what|(?:just\s+)?to\s+confirm|for\s+the\s+record)\s*(?:[:：—–-]|,)\s*/iu;
function withoutRecapLabel(text: string): string {
  const m = RECAP_LEAD_IN.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  const who = COMMITTING_CLAUSE.exec(rest);
  if (!who || who[1].split(/\s+(?:and|&)\s+|\s+/).some((w) => NOT_A_SUBJECT.test(w))) return text;
  return rest;
}

export function sentencesOf(utterances: readonly Utterance[]): Sentence[] {
  const out: Sentence[] = [];
  for (const u of utterances) {
    for (const said of splitSentences(u.text)) {
      // An entry is read as "Action: …"; the summary quotes it with the transcript's own label ("Next steps: …", u35g F4).
      const head = ACTION_LABEL.exec(said)?.[0].trim();
      for (const entry of listEntries(said)) {
        for (const text of commitmentClauses(withoutRecapLabel(entry))) {
          // "Action items:" stays "Action:" there: the e-mail's own "Action items:" heading is the only line that says it.
          const relabelled = head && !/^action(?:\s+items?)?\s*[:：]$/i.test(head) && text.startsWith('Action: ') ? `${head} ${text.slice('Action: '.length)}` : undefined;
          out.push({speaker: u.speaker, text, line: u.line, index: out.length, ...(relabelled ? {said: relabelled} : {})});
        }
      }
    }
  }
  return out;
}

/**
 * Decision cues said anywhere in a sentence ("we agreed to …", "let's go with …"). The phrase ends where a
 * letter does not follow (a trailing \b after ":" never matched "Agreed: lunch …"); labels are DECISION_LABEL.
 */
const DECISION =
  /(?<![\p{L}])(?:we(?:['’]ve| have)?\s+(?:decided|agreed|settled\s+on)|(?:it['’]s|it is|that['’]s|that is)\s+(?:decided|agreed|settled)|decision\s+is|let['’]s\s+go\s+with|we(?:['’]ll| will)\s+go\s+with|(?:the\s+)?final\s+answer\s+is|is\s+approved|we\s+approve|final\s+call\s+is|wir\s+haben\s+(?:beschlossen|entschieden|vereinbart)|nous\s+avons\s+(?:décidé|convenu)|on\s+a\s+(?:décidé|convenu)|c['’]est\s+décidé|hemos\s+(?:decidido|acordado)|decidimos|acordamos|quedamos\s+en)(?![\p{L}])|(?:我们决定|决定[：:]|已经决定|就这么定了|決定しました|決まりました|決定[：:])/iu;
/**
 * A decision label opening a sentence (the start of a turn, after the speaker's name, or after "OK."), in any case:
 * "Agreed: …", "Decision - …", "Decided: …", "Settled: …", "Final answer: …", "Beschlossen: …", "Décision : …". The
 * label is dropped from the decision's text. A bare "Agreed." is an acknowledgement, not a decision.
 */
const DECISION_LABEL =
  /^(?:agreed|decision|decided|settled|resolved|final\s+(?:answer|decision|call)|beschlossen|entscheidung|vereinbart|décision|décidé|decisión|decidido|acordado)\s*[:：]\s*(?=\S)|^(?:agreed|decision|decided|settled|final\s+(?:answer|decision))\s+[-–—]\s+(?=\S)/iu;
/** A cue inside a condition or a question is none: "If the report is approved, …", "Agreed: who brings the cake?", "Have we decided?". */
/** "We decided nothing", "we agreed on nothing", "we haven't decided": a decision cue that decides nothing (u30b F14). */
const NEGATED_DECISION =
  /\b(?:decided|agreed|settled)\s+(?:on\s+|about\s+)?(?:nothing|none|not\s+to\s+decide)\b|\b(?:haven['’]t|have\s+not|hasn['’]t|has\s+not|didn['’]t|did\s+not|never|not\s+yet)\s+(?:really\s+|actually\s+)?(?:decided|agreed|settled|decide|agree)\b/i;
/**
 * "If the budget is approved, we'll go with Acme", "We'll go with Acme if …", "Unless legal objects, …": it holds only then
 * (u30b F14). A condition in a later clause ("We decided to launch to the pilot first, then open to everyone if …") leaves
 * the decision standing.
 */
const CONDITIONAL_DECISION = new RegExp(String.raw`^(?:(?:and|but|so|ok(?:ay)?|well)\s*,?\s*)?(?:if|unless|only\s+if|provided(?:\s+that)?|as\s+long\s+as|assuming(?:\s+that)?|in\s+case|wenn|falls|si|s['’]il)\s+[^,]+,|(?:go\s+with|decided\s+to|agreed\s+to|settled\s+on)\s[^,;]*?\s(?:if|unless|only\s+if|provided(?:\s+that)?|as\s+long\s+as|assuming(?:\s+that)?)\s+\S`, 'iu');
const isDecision = (text: string) =>
  !/[?？]\s*$/.test(text) &&
  !NEGATED_DECISION.test(text) &&
  !CONDITIONAL_DECISION.test(text.trim()) &&
  (DECISION_LABEL.test(text.trim()) || DECISION.test(text.replace(REQUEST_CONDITION, (_m, before: string) => before).replace(TRAILING_CONDITION, '')));
const ACTION_CUE = /\b(?:will|I'll|to do|action|by|deadline|due|follow up|send|owner|bis|werde|schicke|sende|vais|avant|voy\s+a|antes)\b|(?:我会|我来|负责|之前|までに|します)/iu;
const FILLER = /^(?:ok(?:ay)?|yes|yeah|no|right|sure|thanks|thank you|great|good|sounds good|hi|hello|morning|good morning|bye)[.!,]?$/i;

/**
 * Scores sentences by how central their words are: the mean transcript-wide frequency of their
 * terms (a classic frequency-based extractive summariser), with a boost for decisions and action cues.
 */
export function scoreSentences(sentences: readonly Sentence[]): ScoredSentence[] {
  const freq = new Map<string, number>();
  const terms = sentences.map((s) => tokenize(s.text));
  for (const list of terms) for (const t of new Set(list)) freq.set(t, (freq.get(t) ?? 0) + 1);
  const max = Math.max(1, ...freq.values());
  return sentences.map((s, i) => {
    const list = terms[i];
    if (list.length < 4 || FILLER.test(s.text.trim())) return {...s, score: 0};
    const centrality = list.reduce((sum, t) => sum + (freq.get(t) ?? 0) / max, 0) / Math.sqrt(list.length);
    const boost = (isDecision(s.text) ? 0.5 : 0) + (ACTION_CUE.test(s.text) ? 0.2 : 0);
    return {...s, score: Number((centrality + boost).toFixed(3))};
  });
}

/** The top sentences (about a fifth of the meeting, 3 to 6), returned in transcript order. */
export function extractiveSummary(sentences: readonly Sentence[], size?: number): ScoredSentence[] {
  const scored = scoreSentences(sentences).filter((s) => s.score > 0);
  const n = size ?? Math.min(6, Math.max(3, Math.ceil(sentences.length / 5)));
  // A short meeting whose every sentence is too short to score ("I will send the minutes by Friday." alone): its
  // sentences that say something, longest first, rather than an empty summary (issue 28, u32f F14: "0 summary sentences"
  // for a one-sentence transcript). Fillers ("OK.", "Thanks.") still never count.
  if (scored.length === 0) {
    const said = sentences.filter((s) => !FILLER.test(s.text.trim()) && tokenize(s.text).length > 0);
    return [...said]
      .sort((a, b) => tokenize(b.text).length - tokenize(a.text).length || a.index - b.index)
      .slice(0, n)
      .sort((a, b) => a.index - b.index)
      .map((s) => ({...s, score: 0}));
  }
  // The same sentence said again (by anyone) is listed once, where it was first said among the top ones (s55 t-vwa F12:
  // one sentence filled four of six places in a 50-minute meeting's summary).
  const seen = new Set<string>();
  const once = (x: ScoredSentence) => {
    const key = x.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  return [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter(once)
    .slice(0, n)
    .sort((a, b) => a.index - b.index);
}

export function findDecisions(sentences: readonly Sentence[]): Decision[] {
  return sentences
    .filter((s) => isDecision(s.text))
    .map((s) => ({text: s.text.trim().replace(DECISION_LABEL, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase()), speaker: s.speaker, line: s.line}));
}

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const DAY_ABBR = 'mon|tues|tue|weds|wed|thurs|thur|thu|fri|sat|sun';
/** "Wed" → "Wednesday": the due column writes a weekday in full. */
const DAY_FULL: Record<string, string> = {mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', weds: 'Wednesday', thu: 'Thursday', thur: 'Thursday', thurs: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday'};
const fullDay = (word: string) => DAY_FULL[word.toLowerCase()] ?? word;
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTHS_FULL = 'january|february|march|april|may|june|july|august|september|october|november|december';
const DUE = new RegExp(
  String.raw`\b(?:(?:by|before|on|until|due)\s+(?:the\s+)?)?(` +
    String.raw`(?:end of (?:the |next |this )?(?:day|week|month|quarter)(?:\s+(?:(?:on\s+)?(?:${DAYS})|tomorrow|today|next\s+week))?)|` +
    // "by the end of March", "by end of January": the month's end, as said (u31c F2: "not stated" while "end of next month" was read).
    String.raw`end\s+of\s+(?:${MONTHS_FULL})(?![a-z])|` +
    // "EOD tomorrow", "COB Friday": the day they name, as said (issue 28, u29d V-4: "EOD tomorrow" was due "EOD", today).
    String.raw`(?:eod|cob|eow)\s+(?:(?:on\s+)?(?:${DAYS})|tomorrow|today|next\s+week)|eod|eow|today|(?:the\s+)?day\s+after\s+tomorrow|tomorrow|tonight|` +
    String.raw`in\s+(?:a|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?)|` +
    // "by Friday 4 March", "on Monday, March 3rd": the weekday with its date, as said (u31c F9: the date was dropped).
    String.raw`(?:${DAYS}),?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTHS})(?![a-z])|(?:${DAYS}),?\s+(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?(?![a-z\d])|` +
    String.raw`(?:next|this)\s+(?:weekend|week|month|${DAYS})|(?:${DAYS})|this\s+(?:morning|afternoon|evening)|` +
    // "by Wed", "on Thurs": a weekday's abbreviation only after its preposition ("I sat down", "the sun" are no dates) (task 43v, V-6).
    String.raw`(?<=\b(?:by|before|on|until|due)\s+)(?:${DAY_ABBR})(?![a-z])|` +
    String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTHS})|(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?|` +
    // "by the 12th", "on the 5th": an ordinal on its own, not one followed by a noun ("the 3rd floor").
    String.raw`\d{1,2}(?:st|nd|rd|th)(?!\s+(?!(?:and|or|at|so|but|if|unless|please|latest|then|to|with|for|because|when|as|instead|is|works|would|will|should|could|might|maybe|probably|realistically|more|sounds|seems|looks|not|sorry|though|hopefully|i|we|you)\b)[a-z])` +
    String.raw`)\b`,
  'i',
);

/**
 * Deadlines in German ("bis Freitag", "bis morgen", "bis Ende der Woche", "bis zum 12. März"),
 * Chinese ("周五之前", "星期五前", "明天", "下周一", "3月12日") and Japanese ("金曜日までに", "明日",
 * "来週", "3月12日"). German needs "bis", "vor", "am" or "zum" before a weekday; Chinese and
 * Japanese weekdays count with their deadline particle (之前, 前, までに) or on their own.
 */
const DE_DAYS = 'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag';
const DE_MONTHS = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
const DUE_DE = new RegExp(
  String.raw`(?<![\p{L}])(?:bis|vor|am|zum|spätestens)\s+(?:zum\s+|am\s+)?(` +
    String.raw`(?:ende\s+(?:der|des|dieser|nächster)\s+(?:woche|monats|tages|quartals))|morgen|heute|übermorgen|` +
    String.raw`(?:nächste[nr]?|kommende[nr]?|diese[nr]?)\s+(?:woche|monat|${DE_DAYS})|(?:${DE_DAYS})|` +
    String.raw`\d{1,2}\.\s*(?:${DE_MONTHS})|\d{1,2}\.\s*(?:jan|feb|febr|mär|apr|jun|jul|aug|sep|sept|okt|nov|dez)\.|\d{1,2}\.\d{1,2}\.(?:\d{2,4})?|\d{4}-\d{2}-\d{2}` +
    String.raw`)(?![\p{L}])`,
  'iu',
);
/**
 * Without a preposition: "morgen", "heute", "nächste Woche", and a weekday after the sentence's first
 * word ("Ich rufe den Kunden Montag an"); not "Guten Morgen", "am Morgen", "jeden Montag" or a weekday
 * that opens the sentence ("Freitag war ein ruhiger Tag").
 */
const DUE_DE_BARE = new RegExp(
  String.raw`(?<![\p{L}])(?<!(?<![\p{L}])(?:guten|am|jeden|der|den|dem|einen|ein|vom)\s)(` +
    String.raw`übermorgen|morgen|heute|(?:nächste|kommende)\s+woche|(?:nächsten|kommenden)\s+(?:${DE_DAYS})|(?<=\p{L}[^.!?]*\s)(?:${DE_DAYS})` +
    String.raw`)(?![\p{L}])`,
  'iu',
);
const DUE_CJK =
  /((?:(?:再来週|来週|今週)の?[月火水木金土日]曜日?|(?:下|这|本|下个|這)?(?:周|星期|礼拜|週)[一二三四五六日天]|[月火水木金土日]曜日?|明天|今天|后天|明日|今日|明後日|下周|本周|这周|来週|今週|月底|月末|周末|週末|\d{1,2}月\d{1,2}[日号]))(?:之前|以前|前|までに|まで)?/u;

/**
 * Deadlines in French ("avant lundi", "d'ici vendredi", "pour demain", "la semaine prochaine", "le 14
 * mars") and Spanish ("antes del viernes", "para el lunes", "mañana", "la próxima semana", "el 14 de
 * marzo"). A weekday needs its preposition; "demain", "mañana" and next-week phrases stand alone.
 */
const FR_DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const FR_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const DUE_FR = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:avant|d['’]ici|pour|jusqu['’]à|au\s+plus\s+tard)\s+(?:le\s+|la\s+)?((?:${FR_DAYS})(?:\s+prochain)?|demain|ce\s+soir|(?:la\s+)?fin\s+de\s+(?:la\s+)?(?:semaine|journée|mois)|\d{1,2}(?:er)?\s+(?:${FR_MONTHS}))|(après-demain|demain|aujourd['’]hui|ce\s+soir|(?:la\s+)?semaine\s+prochaine|(?:${FR_DAYS})\s+prochain|(?<!(?<![\p{L}])(?:le|un|ce|chaque|tous\s+les|les)\s)(?:${FR_DAYS})))(?![\p{L}])`,
  'iu',
);
const ES_DAYS = 'lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const ES_MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const DUE_ES = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:antes\s+del?|para\s+el|hasta\s+el|el)\s+((?:próximo|proximo)\s+(?:${ES_DAYS})|(?:${ES_DAYS})(?:\s+que\s+viene)?|\d{1,2}\s+de\s+(?:${ES_MONTHS})|fin\s+de\s+(?:semana|mes))|(pasado\s+mañana|mañana|hoy|(?:la\s+)?semana\s+que\s+viene|(?:la\s+)?(?:próxima|siguiente)\s+semana|esta\s+semana))(?![\p{L}])`,
  'iu',
);

/**
 * Every English date phrase in a text, bare ones too ("Thursday", "the 15th", "end of day tomorrow"), each once, as the
 * due column writes it ("15th" → "the 15th"). A reply's candidate dates: one is a date, two or more are a choice.
 */
export function datesIn(text: string): string[] {
  const all = new RegExp(DUE.source, 'gi');
  const out: string[] = [];
  for (const m of text.matchAll(all)) {
    // "Next week is more likely": a date that opens the sentence is written as in mid-sentence (weekdays and months keep their capital).
    const word = new RegExp(`^(?:${DAYS}|${MONTHS})\\b`, 'i').test(m[1]) ? m[1] : m[1].replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    const due = /^\d{1,2}(?:st|nd|rd|th)$/i.test(word) ? `the ${word}` : fullDay(word);
    if (!out.some((d) => d.toLowerCase() === due.toLowerCase())) out.push(due);
  }
  return out;
}
/** Two dates offered as alternatives: "Thursday or Friday", "either the 3rd or the 5th", "by Monday, or maybe Tuesday". */
export function alternativeDates(text: string): string[] | null {
  const dates = datesIn(text);
  if (dates.length < 2) return null;
  const [a, b] = dates.map((d) => d.replace(/^the /i, ''));
  const lower = text.toLowerCase();
  const between = lower.slice(lower.indexOf(a.toLowerCase()) + a.length, lower.indexOf(b.toLowerCase(), lower.indexOf(a.toLowerCase()) + a.length));
  return /(?:^|[\s,])or(?:\s|$)/.test(between) ? dates : null;
}
/**
 * Words that offer another date than the one asked: "realistically Thursday", "the 5th is more likely", "by the 15th
 * instead", "Friday works better for me", "Monday at the latest".
 */
const COUNTER_OFFER = /(?<![\p{L}])(?:realistically|more\s+likely|likelier|instead|works\s+better|would\s+work(?:\s+better)?|at\s+the\s+(?:latest|earliest)|probably|rather|more\s+realistic)(?![\p{L}])/iu;
/** A reply that answers with one other date ("Realistically Thursday.", "The 5th is more likely."): that date, or null. */
export function counterOffer(text: string): string | null {
  if (!COUNTER_OFFER.test(text)) return null;
  const dates = datesIn(text);
  return dates.length === 1 && !alternativeDates(text) ? dates[0] : null;
}

/** The English due date in a sentence, with where it ends, or null. */
/** "the report that was due Monday", "which was planned for Tuesday": a date in a clause about the past, no due date (u30b F12). */
const PAST_DATE_CLAUSE = /\b(?:that|which)\s+(?:was|were|had\s+been)\s+(?:originally\s+|first\s+|once\s+)?(?:(?:planned|scheduled|set|meant|supposed\s+to\s+be\s+(?:done|ready|sent|finished))\s+(?:for|on)\s+(?:the\s+)?)?$/i;

function englishDue(text: string): {due: string; end: number} | null {
  const match = DUE.exec(text);
  if (!match) return null;
  const end = match.index + match[0].length;
  const past = PAST_DATE_CLAUSE.exec(text.slice(0, match.index));
  if (past && (/^due\s/i.test(match[0]) || /\s(?:for|on)\s+(?:the\s+)?$/i.test(past[0]))) {
    // The commitment's own date, if one is said after the clause.
    const later = englishDue(text.slice(end));
    return later ? {due: later.due, end: later.end + end} : null;
  }
  // "by the 12th" reads "the 12th".
  const due = /^\d{1,2}(?:st|nd|rd|th)$/i.test(match[1]) ? `the ${match[1]}` : fullDay(match[1]);
  const whole = match[0].trim();
  // "Friday week", "Friday after next", "a week on Friday", "a week from Friday": the Friday a week later, as said, never
  // plain "Friday" (u30b F4: "by Friday week" was due Friday, "Friday week" not stated).
  if (new RegExp(`^(?:${DAYS})$`, 'i').test(match[1])) {
    const tail = /^\s+(?:week|after\s+next)(?![\p{L}])/iu.exec(text.slice(end));
    if (tail) return {due: `${due} ${tail[0].trim().replace(/\s+/g, ' ')}`, end: end + tail[0].length};
    const lead = /(?<![\p{L}])a\s+week\s+(?:(?:on|from|come)\s+)?$/iu.exec(text.slice(0, match.index));
    if (lead) return {due: `${lead[0].trim()} ${/^on\s/i.test(whole) ? 'on ' : ''}${due}`.replace(/\s+/g, ' '), end};
  }
  // A bare weekday or month mention only counts when introduced by "by/before/on/until/due" (a date with a day number also by "for").
  if (whole === match[1] && !/^(?:today|tomorrow|tonight|eod|eow|cob|end of|next|this|the day after|day after|in\s)/i.test(match[1])) {
    const before = text.slice(0, match.index).toLowerCase();
    // "by 3 p.m. Friday", "by 5pm on Friday", "before noon Monday": the day after a deadline's time is the date (u30b F4).
    if (/\b(?:by|before|until|at)\s+(?:noon|midday|\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?\s?m\.?)?)\s*,?\s*(?:on\s+)?$/.test(before)) return {due, end};
    if (/\b(?:by|before|on|until|due|no\s+later\s+than|not\s+later\s+than)\s+(?:the\s+)?$/.test(before) || /\b(?:by|before|on|until|due)\s*$/.test(before) || (/\d/.test(match[1]) && /\bfor\s+(?:the\s+)?$/.test(before))) return {due, end};
    // "I'll have the deck ready for Friday": "for" after a word that says the work is finished gives the date (issue 28);
    // "book the room for Friday" names what is booked, and stays without one.
    if (/\b(?:ready|done|finished|prepared|complete|completed|sorted|drafted|written|printed|signed|approved|in\s+place)\s+for\s+(?:the\s+)?$/.test(before)) return {due, end};
    // "I'll send it Monday morning": a weekday with a time of day is a date without its preposition.
    if (new RegExp(`^(?:${DAYS})$`, 'i').test(match[1]) && PART_OF_DAY.test(text.slice(end))) return {due, end};
    // "I'll call the landlord Tuesday.": a weekday that ends the clause after the work's words is its date (u30k F14);
    // "for Friday" (what is booked), "every / last / the Tuesday" and "the Tuesday meeting" are not.
    if (
      new RegExp(`^(?:${DAYS})$`, 'i').test(match[1]) &&
      /^\s*(?:[.!?;]|,\s|$)/.test(text.slice(end)) &&
      /\p{L}\s+$/u.test(before) &&
      !/(?<![\p{L}])(?:for|the|a|an|every|each|last|since|from|after|of|that|this|past|previous|was|were|is|are|see\s+you|meet|meeting)\s+$/iu.test(before)
    )
      return {due, end};
    return null;
  }
  return {due, end};
}

const REPLY_TIME = /\b(?:by|before|until)\s+(noon|midday|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|[ap]\.\s?m\.?)|\d{1,2}[:.]\d{2})(?![\p{L}\d])/iu;
const PART_OF_DAY = /^\s+(?:morning|afternoon|evening|night|lunchtime|first\s+thing|at\s+\d|EOD\b|COB\b)/i;

/**
 * The date a reply gives, with its words as said: "by Wednesday", "on Thursday", "Monday morning",
 * "tomorrow". In a reply that accepts ("You'll have them Monday", "Sure, Friday works") a bare weekday
 * is the date too. Null without one.
 */
function replyDate(text: string): {words: string; due: string} | null {
  const due = findDue(text);
  const m = DUE.exec(text);
  if (due && m && englishDue(text)?.due === due) {
    const rest = PART_OF_DAY.exec(text.slice(m.index + m[0].length));
    return {words: `${m[0].trim()}${rest ? rest[0].replace(/\s+$/, '') : ''}`, due};
  }
  if (due) return {words: due, due};
  // "that's for Friday" names what it is for, not when it is done (as in englishDue).
  const bare = new RegExp(`(?<![\\p{L}])(?<!\\bfor\\s)(${DAYS})(?![\\p{L}])`, 'iu').exec(text);
  if (bare) return {words: bare[1], due: bare[1]};
  // "You'll have them by 5 pm", "I'll have it booked by noon": a time of day today, in a reply only (a condition's "confirm by
  // noon" dates nothing).
  const time = REPLY_TIME.exec(text);
  const numeric = time ? numericDate(text) : null;
  return time && !(numeric && time[0].includes(numeric.words.replace(/\.$/, ''))) ? {words: time[0], due: time[1]} : null;
}

/** A phrase without its English date, with the "for the" that led to it: "print the sheets for the 28th" → "print the sheets". */
function withoutDate(phrase: string): string {
  const m = DUE.exec(phrase);
  // "prepare the agenda for Monday's board meeting": a day that names what the work is for is no date to take out (u31c F7:
  // the task read "Prepare the agenda 's board meeting by Friday").
  if (!m || !englishDue(phrase)) return phrase;
  const before = phrase.slice(0, m.index).replace(/\s+for(?:\s+the)?\s*$/i, '');
  return `${before} ${phrase.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ').replace(/[\s,]+$/, '').trim();
}

/**
 * The item's text when a reply only accepts a request: the request's words, with the reply's date in
 * place of the request's ("print the sheets for the 28th" + "I will print them on Thursday" → "print
 * the sheets on Thursday"); the request as said when the reply gives no date.
 */
function fromRequest(said: string, reply: string): {task: string; due: string | null} {
  // "ship the samples by Monday, no wait, Tuesday": the task says the corrected date only (u30k F8).
  const phrase = withoutCorrection(said);
  const date = replyDate(reply);
  if (!date) return {task: phrase, due: findDue(phrase)};
  const asked = findDue(phrase);
  if (asked && asked.toLowerCase() === date.due.toLowerCase()) return {task: phrase, due: asked};
  // "Could you brief sales before then?" — "Sure, I'll brief them on Friday": "before then" was the request's time, and the
  // reply's date replaces it (u33g F16, d01: "Brief sales before then on Friday").
  return {task: `${withoutDate(phrase).replace(/\s+(?:before|by|until)\s+then$/iu, '')} ${date.words}`, due: date.due};
}

/** A date taken back in the same breath: "tomorrow, no wait, Friday", "on Monday, sorry, I mean Tuesday", "by Friday, or rather Thursday". */
const CORRECTION = /^\s*[,;:—–-]?\s*(?:no\s*,?\s*wait|wait\s*,?\s*no|sorry\s*,?\s*I\s+mean|no\s*,?\s*I\s+mean|I\s+mean|make\s+that|or\s+rather|rather|correction|actually|sorry|no|wait)\s*[,:]?\s*/i;

/** The English due date and, when the speaker corrects it at once, the corrected one and the words to drop from the task. */
function correctedDue(text: string): {due: string; drop?: string} | null {
  const first = englishDue(text);
  if (!first) return null;
  const marker = CORRECTION.exec(text.slice(first.end));
  if (marker) {
    const rest = text.slice(first.end + marker[0].length);
    const second = englishDue(`by ${rest}`);
    if (second && DUE.exec(`by ${rest}`)?.index === 0) {
      const start = text.lastIndexOf(first.due.replace(/^the /, ''), first.end);
      return {due: second.due, drop: text.slice(start, first.end + marker[0].length)};
    }
  }
  return {due: first.due};
}

/** A task without the date the speaker corrected: "order new badges tomorrow, no wait, Friday" → "order new badges Friday". */
function withoutCorrection(task: string): string {
  const drop = correctedDue(task)?.drop;
  // "by the 3rd, no wait, the 5th": one article before the date said.
  return drop ? task.replace(drop, '').replace(/(?<![\p{L}])the\s+the(?![\p{L}])/iu, 'the') : task;
}

/** A task without its English due date: "Send Priya the quotes by the 3rd" → "Send Priya the quotes". */
function withoutDue(task: string): string {
  const m = DUE.exec(task);
  if (!m || !englishDue(task)) return task;
  const rest = (task.slice(0, m.index).replace(/\s+for(?:\s+the)?\s*$/i, '') + task.slice(m.index + m[0].length)).replace(/\s{2,}/g, ' ').replace(/[\s,]+$/, '').trim();
  return rest.split(/\s+/).length >= 2 ? rest : task;
}

/** Words that open a commitment or a speaker's turn: a date said before one of them is that clause's date. */
const OTHER_COMMITMENT = /(?:^|[^\p{L}'’])(?:will|shall|can|could|ill|gonna|going\s+to|needs?\s+to|have\s+to|has\s+to|wird|werde|vais|va|voy|vamos)(?![\p{L}'’])|['’]ll(?![\p{L}])|(?:^|\s)\p{L}[\p{L}-]*\s*:\s/iu;
/**
 * The sentence's date for a task whose own words hold none: one said before the commitment ("By Friday, I'll send it",
 * "Tomorrow Jo will call the bank"), never one inside an earlier commitment of the same sentence ("I'll do the slides by
 * Friday and Jo will handle the catering", glued chat lines "thx sam: ill do the slides by fri kai: i'll handle the
 * catering": u30b F3, Friday was Kai's date).
 */
function leadDue(text: string, at: number): string | null {
  const before = text.slice(0, at);
  return findDue(withoutMeetingDay(OTHER_COMMITMENT.test(before) ? text.slice(at) : text));
}

/** The due date stated in a sentence ("by Friday", "bis Freitag", "avant lundi", "周五之前", "金曜日までに"), or null. */
export function findDue(text: string): string | null {
  // "by Fri 12/15": the weekday and the date, as said ("Friday December 15"); "by Fri 12/5" can be read two ways and is
  // no due date: the item goes under "To check" (u33g F15, d07: due "Friday", the date dropped).
  const dated = numericDate(text);
  if (dated?.weekday) return dated.ambiguous ? null : dated.due;
  const english = correctedDue(text);
  if (english) return english.due;
  const de = DUE_DE.exec(text) ?? DUE_DE_BARE.exec(text);
  if (de) return de[1];
  for (const re of [DUE_FR, DUE_ES]) {
    const m = re.exec(text);
    if (m) return (m[1] ?? m[2]).replace(/\s+/g, ' ');
  }
  const cjk = DUE_CJK.exec(text);
  // A lone 日/月 weekday character is too common in Japanese text: it needs 曜 or a deadline particle.
  if (cjk && !(/^[月火水木金土日]$/.test(cjk[1]) && cjk[0] === cjk[1])) return cjk[0].replace(/(?:之前|以前|前|までに|まで)$/, '') || cjk[1];
  // "by 12/15", "on 15/12": a numeric date that one order only can read (task 43v, V-6); "03/04" is left to "To check".
  // Neither inside a condition ("unless the movers confirm by noon" dates nothing).
  const inCondition = (at: number) => new RegExp(String.raw`(?<![\p{L}])(?:${CONDITION_WORD})\s[^,.;]*$`, 'iu').test(text.slice(0, at));
  const numeric = numericDate(text);
  if (numeric && !numeric.ambiguous && !inCondition(text.indexOf(numeric.words))) return numeric.due;
  // "by noon", "by 5pm", "before 3:30": a time on the meeting's day, written as replies' times are ("5 pm") (task 43v, V-6).
  const time = REPLY_TIME.exec(text);
  if (time && !inCondition(time.index) && !(numeric && time[0].includes(numeric.words.replace(/\.$/, '')))) return timeOfDay(time[1]);
  return null;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NUMERIC_YMD = /(?<![\p{L}\d/.])(?:by|before|on|until|till|due)\s+(\d{4})\/(\d{1,2})\/(\d{1,2})(?![\d/])/iu;
/** The most days each month can have (February 29 in a leap year: the meeting's year is not known). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/**
 * A date no calendar has, as said: "February 30", "31 April", "31/11", "13/13", "2026/02/30", "2026-13-01" (u29t F10). The
 * item that holds one is "check": the assistant never shows it as a due date, nor guesses which date was meant.
 */
function impossibleDate(text: string): string | null {
  const monthIndex = (w: string) => MONTH_NAMES.findIndex((m) => m.slice(0, 3).toLowerCase() === w.slice(0, 3).toLowerCase());
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\p{L}\d])(?:(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTHS})|(${MONTHS})\.?\s+(\d{1,2})(?:st|nd|rd|th)?)(?![\p{L}\d])`, 'giu'))) {
    const day = Number(m[1] ?? m[4]);
    const month = monthIndex(m[2] ?? m[3]);
    if (month >= 0 && (day < 1 || day > MONTH_DAYS[month])) return m[0];
  }
  for (const m of text.matchAll(/(?<![\p{L}\d/.-])(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?![\d/-])/gu)) {
    const [month, day] = [Number(m[2]), Number(m[3])];
    if (month < 1 || month > 12 || day < 1 || day > MONTH_DAYS[month - 1]) return m[0];
  }
  for (const m of text.matchAll(/(?<![\p{L}\d/.])(?:by|before|on|until|till|due)\s+(\d{1,2})\/(\d{1,2})(?:\/(?:\d{2}|\d{4}))?(?![\d/])/giu)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const fits = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month - 1];
    if (!fits(a, b) && !fits(b, a)) return m[0].replace(/^\S+\s+/, '');
  }
  return null;
}
/** A weekday said before a numeric date ("by Fri 12/5", "on Friday, 15/12"): kept with the date (u33g F15, d07). */
const WEEKDAY_BEFORE = String.raw`(?:(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+)?`;
const NUMERIC_DATE = new RegExp(String.raw`(?<![\p{L}\d/.])(?:by|before|on|until|till|due)\s+${WEEKDAY_BEFORE}(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?(?![\d/])`, 'iu');
const DOTTED_DATE = new RegExp(String.raw`(?<![\p{L}\d/.])(?:by|before|on|until|till|due)\s+${WEEKDAY_BEFORE}(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?(?![\d/])`, 'iu');
const WEEKDAY_NAMES: Record<string, string> = {mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', thur: 'Thursday', thurs: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday'};
/** A numeric date after its preposition: "12/15" → December 15; both parts 12 or less ("03/04") is ambiguous: 3 April or 4 March. */
function numericDate(text: string): {words: string; due: string; ambiguous: boolean; weekday?: string | null} | null {
  // "by 2026/12/10": year first is read in one order only, year, month, day (u29t F12).
  const ymd = NUMERIC_YMD.exec(text);
  if (ymd) {
    const [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
    return month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month - 1] ? {words: ymd[0].replace(/^\S+\s+/, ''), due: `${MONTH_NAMES[month - 1]} ${day}, ${year}`, ambiguous: false} : null;
  }
  // "by 03.04.", "on 15.04.2027": day and month with dots, as much of Europe writes them; the dot after the month tells
  // it from a time ("by 5.30") (u31c F9: "by 03.04." was read as a time of day, "03.04", and shown as Open).
  const slashed = NUMERIC_DATE.exec(text);
  const dotted = slashed ? null : DOTTED_DATE.exec(text);
  // Dots put the day first: a second part above 12 is no month, so "5.30." is a time, not a date.
  if (dotted && Number(dotted[3]) > 12) return null;
  const found = slashed ?? dotted;
  if (!found) return null;
  const weekday = found[1] ? WEEKDAY_NAMES[found[1].toLowerCase()] : null;
  const m = [found[0], found[2], found[3], found[4]];
  const [a, b] = [Number(m[1]), Number(m[2])];
  const words = m[0].replace(/^\S+\s+/, '');
  const day1 = weekday ? `${weekday} ` : '';
  if (!a || !b || a > 31 || b > 31 || (a > 12 && b > 12)) return null;
  if (a <= 12 && b <= 12) return a === b ? {words, due: `${day1}${MONTH_NAMES[a - 1]} ${a}`, ambiguous: false, weekday} : {words, due: words, ambiguous: true, weekday};
  const [month, day] = a > 12 ? [b, a] : [a, b];
  if (day > MONTH_DAYS[month - 1]) return null;
  return {words, due: `${day1}${MONTH_NAMES[month - 1]} ${day}${m[3] ? `, ${m[3].length === 2 ? `20${m[3]}` : m[3]}` : ''}`, ambiguous: false, weekday};
}
/** "noon" stays; "5pm", "5 PM" → "5 pm"; "17:00" stays: a time on the meeting's day. */
function timeOfDay(words: string): string {
  return words.replace(/\s*(am|pm|[ap]\.\s?m\.?)$/i, (_m, x: string) => ` ${x.replace(/[.\s]/g, '').toLowerCase()}`).replace(/^midday$/i, 'noon');
}

/**
 * "Quick one today, we need to fix the build", "On the agenda today, Tom, can you …": a "today" that says when the meeting
 * is, outside the task's own words, is no due date (task 43v, u29l V-1).
 */
const MEETING_DAY =
  /(?<![\p{L}])(?:(?:quick|short|brief)\s+one|(?:meeting|call|sync|stand-?up|check-?in|agenda|goal|topic|focus|item|update)s?(?:\s+for)?|on\s+the\s+agenda|(?:we|I)\s+(?:have|got)\s+(?:a\s+)?(?:lot|little|few\s+\p{L}+|\d+\s+\p{L}+)(?:\s+to\s+cover)?|here)\s+today(?![\p{L}])|(?<![\p{L}])today['’]s\s+(?:meeting|call|sync|agenda|topic|stand-?up|session)(?![\p{L}])/giu;
function withoutMeetingDay(text: string): string {
  return text.replace(MEETING_DAY, ' ');
}

/** Words of a date correction around its date: "plutôt avant mercredi", "rather by Wednesday", "mejor el martes", "lieber bis Montag". */
const CORRECTION_WORDS =
  /(?<![\p{L}])(?:plutôt|rather|instead|actually|correction|make\s+that|make\s+it|I\s+mean|wait|nein|eigentlich|en\s+fait|en\s+realidad|attends|attendez|non|no|or|better|mejor|mieux|lieber|doch|eher|besser|espera|moment|sorry|pardon|désolé|perdón|let['’]s\s+say|say|disons|digamos|sagen\s+wir|avant|before|by|on|until|pour|para|antes\s+del?|hasta\s+el|d['’]ici|bis|zum|am|le|la|el|the|then|alors|entonces|dann|please|s['’]il\s+te\s+plaît|por\s+favor|bitte)(?![\p{L}])/giu;
/** A request phrase that says only a date and correction words: "plutôt avant mercredi", "rather by Wednesday". */
function onlyADate(phrase: string, bareDay = false): boolean {
  if (!findDue(phrase) && !(bareDay && datesIn(phrase).length)) return false;
  let rest = phrase;
  for (const re of [DUE, DUE_DE, DUE_DE_BARE, DUE_FR, DUE_ES]) rest = rest.replace(new RegExp(re.source, `${re.flags.replace('g', '')}g`), ' ');
  return !/\p{L}/u.test(rest.replace(CORRECTION_WORDS, ' '));
}

/** A word that says a date is corrected: "actually", "make it", "no wait", "I mean", "rather", "lieber", "plutôt", "mejor". */
const CORRECTS_DATE =
  /(?<![\p{L}])(?:actually|make\s+(?:it|that)|no\s*,?\s*wait|wait|I\s+mean|sorry|rather|instead|correction|no|eigentlich|lieber|eher|doch|nein|en\s+fait|plutôt|non|en\s+realidad|mejor|perdón)(?![\p{L}])/iu;
/**
 * A sentence that only corrects a date ("Actually, make it Wednesday.", "Sorry, I mean Thursday.", "Nein, lieber bis
 * Montag.", "Nils, no wait, the 12th."): the new date as said and as the due column writes it, and who it names; null for
 * anything else (task 44v, u29t F9).
 */
function dateCorrection(text: string, names: ReadonlyMap<string, string>): {words: string; due: string; addressee?: string} | null {
  if (!CORRECTS_DATE.test(text)) return null;
  let addressee: string | undefined;
  const bare = text.replace(/(?<![\p{L}])\p{Lu}[\p{L}'’-]+(?![\p{L}])/gu, (w) => {
    const who = names.get(w.toLowerCase());
    if (!who) return w;
    addressee = who;
    return ' ';
  });
  // "Actually, no, Monday works", "Thursday is better": words that offer the date are no task either.
  const plain = bare.replace(/(?<![\p{L}])(?:make\s+(?:it|that)|I\s+mean|works(?:\s+better)?|is\s+(?:better|fine|safer)|would\s+(?:be\s+)?(?:better|work|safer))(?![\p{L}])/giu, ' ');
  if (!onlyADate(plain, true)) return null;
  const english = datesIn(plain);
  const due = english.length === 1 ? english[0] : english.length ? null : findDue(plain);
  if (!due) return null;
  // The words of the date as said, with their preposition when there is one ("bis Montag", "avant jeudi", "the 12th").
  const at = plain.toLowerCase().indexOf(due.toLowerCase().replace(/^the\s+/, ''));
  const lead = /(?:(?<![\p{L}])(?:by|before|on|until|bis|avant|d['’]ici|para|antes\s+del?|hasta)\s+(?:the\s+|le\s+|el\s+)?|the\s+)$/iu.exec(plain.slice(0, at))?.[0] ?? '';
  const words = `${lead}${plain.slice(at, at + due.replace(/^the\s+/i, '').length)}`.trim();
  return {words, due, addressee};
}
/** The task with its date words replaced by the corrected ones: "Ping the auditors by tomorrow" → "… by Wednesday". */
function withCorrectedDate(task: string, from: string, words: string): string {
  const bare = from.replace(/^the\s+/i, '');
  const at = task.toLowerCase().lastIndexOf(bare.toLowerCase());
  if (at < 0) return task;
  const prep = /(?:(?<![\p{L}])(?:by|before|on|until|bis|avant|d['’]ici|para|antes\s+del?|hasta)\s+)?(?:(?:the|le|el)\s+)?$/iu.exec(task.slice(0, at))?.[0] ?? '';
  const start = DATE_PREPOSITION.test(words) ? at - prep.length : /^the\s/i.test(words) ? at - (/the\s+$/i.exec(prep)?.[0].length ?? 0) : at;
  return `${task.slice(0, start)}${words}${task.slice(at + bare.length)}`;
}
const DATE_PREPOSITION = /^(?:by|before|on|until|bis|avant|d['’]ici|para|antes\s+del?|hasta)\s/iu;

/** Titles and initials before a name: "Dr. Ines Faria" is called Ines, "J. R. Smith" Smith. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof|sir|dame|herr|frau|mme|mlle|m|sr|sra|srta|dott|ing)\.?$|^\p{Lu}\.$/iu;
/** Lower-case particles and their capitalised forms, never what a person is called ("Van", "de", "bin"). */
const NAME_PARTICLE = /^(?:van|de|da|di|du|des|von|vom|zu|der|den|ter|ten|te|het|['’]t|op|le|la|las|los|del|della|dos|das|do|bin|bint|ben|ibn|abu|al|el|y|e|af|av)$/i;

/**
 * Every speaker by the names others call them: the full name, the first part after titles and
 * initials ("Dr. Ines Faria" → Ines), and each further part of three letters or more that is no
 * particle ("Nguyễn Thị Lan" → Lan, "Wang Xiaoming" → Xiaoming, "J. R. Smith" → Smith), because
 * family-name-first orders put the given name last. A part two speakers share goes to the first.
 */
function firstNames(speakers: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const s of speakers) map.set(s.toLowerCase(), s);
  for (const s of speakers) {
    const parts = s.split(/\s+/).filter((p) => !HONORIFIC.test(p));
    const first = parts[0];
    if (first && !map.has(first.toLowerCase())) map.set(first.toLowerCase(), s);
  }
  for (const s of speakers) {
    const parts = s.split(/\s+/).filter((p) => !HONORIFIC.test(p));
    for (const part of parts.slice(1)) {
      // A display name written without capitals ("kim dong-hyun", "nguyen van thanh") is matched by any of its parts too.
      const named = /^\p{Lu}/u.test(part) || !/\p{Lu}/u.test(s);
      if (part.length >= 3 && !NAME_PARTICLE.test(part) && named && !map.has(part.toLowerCase())) map.set(part.toLowerCase(), s);
    }
  }
  return map;
}

function cleanTask(task: string): string {
  const t = baseForm(task)
    .replace(/^(?:please|also|then|and)\s+/i, '')
    .replace(/[.!?。！？।؟]+$/u, '')
    // "by 5 p.m.": the abbreviation keeps its period.
    .replace(/(?<![\p{L}])([ap]\.\s?m)$/iu, '$1.')
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Verbs whose "-ing" form ends like one that drops an "e" or doubles a consonant, but does neither (open, edit, order, focus). */
const ING_AS_IS = /^(?:open|edit|visit|audit|credit|limit|order|deliver|cover|offer|answer|enter|listen|happen|consider|gather|monitor|register|render|filter|budget|target|market|pilot|benefit|develop|review|fix|text|email|follow|show|draw|focus|mention|question|reckon|repair|clear|lower|pay|say|play|stay|delay|buy|sync|hang)$/i;
/** The stem of an "-ing" form that dropped its "e": make, write, update, share, schedule, handle, drive, change, use, decide, secure … */
const DROPPED_E = /(?:^[^aeiou]*[aeiou][b-df-hj-np-tv-z]$|[^aeiou]at|creat|[^aeiou]it|let|ar|[^aeiou]ur|ir|[bcdfgkptz]l|ul|v|c|[^aeiou]g|ag|[^aeiou]in|[^aeiou][iu]d|[^aeiou][ou]m|[^aeiou]ut|[^s]s|z)$/i;
/**
 * "I'll be sending the payroll file on Thursday" → "Send the payroll file on Thursday": the progressive future says the
 * same as "I'll send", and the item reads as an imperative (u33g F16, r21: "Be sending …").
 */
function baseForm(task: string): string {
  const m = /^(\s*)be\s+(\p{Ll}{2,})ing(?![\p{L}])/iu.exec(task);
  if (!m) return task;
  const stem = m[2];
  const verb = ING_AS_IS.test(stem)
    ? stem
    : /([b-df-hj-km-rtv-z])\1$/i.test(stem)
      ? stem.slice(0, -1)
      : DROPPED_E.test(stem) && !/(?:ing|ong|ear|air|[wxy])$/i.test(stem)
        ? `${stem}e`
        : stem;
  return `${m[1]}${verb}${task.slice(m[0].length)}`;
}

let wordSegmenter: Intl.Segmenter | null | undefined;
/** Words in a task: Intl.Segmenter words, so Chinese and Japanese (written without spaces) count too. */
function wordCount(text: string): number {
  wordSegmenter ??= typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, {granularity: 'word'}) : null;
  if (!wordSegmenter) return text.split(/\s+/).filter(Boolean).length;
  let n = 0;
  for (const w of wordSegmenter.segment(text)) if (w.isWordLike) n++;
  return n;
}

/**
 * Action items: "Action: Name to ...", "Name will ...", "I'll ..." (the speaker owns it),
 * "Name, can you ...?" (the person asked owns it) and "we need to ..." (unassigned).
 */
/** Reported speech about a promise: "I said I'll …", "I told you I would …", "I promised I'd …". */
const REPORTED_PROMISE = /\b(?:said|told\s+(?:you|you\s+all|everyone|him|her|them|us)|promised)\s+(?:that\s+)?(?:I['’]ll|I\s+will|I['’]d|I\s+would)\s/i;
/** After it, in the same sentence or the speaker's next one, a clause that says the work is done: "and it's fixed now", "They're sent." */
const DONE_NOW =
  /(?:^|[,;.!?]\s*)(?:and\s+|but\s+)?(?:now\s+)?(?:it['’]s|it\s+is|it\s+was|they['’]re|they\s+are|they\s+were|that['’]s|I['’]ve|I\s+have|I|we['’]ve|we)\s+(?:now\s+|already\s+|all\s+)*(?:done|fixed|finished|sent|sorted|handled|complete|completed|did|taken\s+care)\b/i;
/** A capitalised name, with one more capitalised part ("Sam Lee"), at the start of a sentence. */
const OTHER_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?`;
/** Words that open a sentence with a capital and are no person: pronouns, articles, quantifiers, days and months (six languages' worth of the common ones). */
const NOT_A_PERSON = new Set(
  (
    'the a an this that these those it its he she they we you i there here everyone everybody nobody someone somebody anyone anybody ' +
    'something nothing everything anything each both all none one who what which when where why how our your their my his her ' +
    'today tomorrow tonight time which whoever whatever whom who\'s ' +
    // Question words are never a person: "Wer kümmert sich um die Getränke?" asks who (u30b F1).
    'wer wen wem wessen was qui quoi quién quien qué que cuál 誰 誰が ' +
    'der die das ein eine es er sie wir ich ihr man jemand niemand alles nichts dies diese dieser dieses ' +
    'le la les un une il elle on ça cela ce nous vous ils elles quelqu personne rien tout ' +
    'el los las uno una él ella eso esto esta este nadie alguien todo nada nosotros ' +
    `${DAYS}|${MONTHS}|${DE_DAYS}|${DE_MONTHS}|${FR_DAYS}|${FR_MONTHS}|${ES_DAYS}|${ES_MONTHS}`.replace(/\|/g, ' ')
  ).split(' '),
);
/** Month words, some also given names ("May", "Jan", "June"): as the subject before "will" a person (u30u F2). */
const MONTH_WORD = new Set(`${MONTHS}|${DE_MONTHS}|${FR_MONTHS}|${ES_MONTHS}`.split('|'));
/** A person's name; `subject`: the name opens the sentence before "will" / "werden" and a verb, where a month is a person. */
function aPerson(name: string, subject = false): boolean {
  const first = name.split(/\s+/)[0];
  const lower = first.toLowerCase();
  if (subject && MONTH_WORD.has(lower) && /^\p{Lu}/u.test(first)) return !notAName(first);
  return !NOT_A_PERSON.has(lower) && (!notAName(first) || REPLY_WORD.has(lower)) && !/['’]/.test(first.slice(1, 2));
}
/** Departments that own work as a team when named as the subject ("Legal will review the contract"). */
const DEPARTMENTS = '[Ll]egal|[Ff]inance|[Mm]arketing|[Ss]ales|[Pp]rocurement|[Ss]ecurity|[Ff]acilities|[Cc]ompliance|[Ee]ngineering|[Ss]upport|[Oo]perations|[Aa]ccounting|[Pp]ayroll|[Dd]esign';
/** Words before "team" that name no particular team ("the whole team", "our team"). */
const NOT_A_TEAM = /^(?:the|our|a|an|this|that|my|your|their|whole|entire|same|other|new|full|core|project|every|each)$/i;

/** A reply that hands the request on: "I'll hand this to Sarah", "Let's give that to Sarah", "pass it over to Sarah instead". */
const HAND_TO = new RegExp(String.raw`(?<![\p{L}])(?:hand|give|pass|delegate|assign|leave)\s+(?:this|it|that|them)(?:\s+(?:one|task))?(?:\s+(?:over|on))?\s+(?:to|with)\s+(${OTHER_NAME})(?:\s+instead)?\s*[.!]?$`, 'u');
/** "let Sarah handle …", "have Sarah send …", "get Sarah to update …": the person named and what they do. */
const DELEGATED = new RegExp(String.raw`^(?:let|have|get)\s+(${OTHER_NAME})\s+(?:to\s+)?(?!(?:know|be|a|an|the|some|any|his|her|their|my|our|your|its|this|that|these|those|on|in|at|for|with|over|up|out|back|down|there|here|off|into|onto|from|to)\b)(\p{Ll}+\s.+)$`, 'u');
/** After a take-back, the person who does it instead: "…, Maya will send it", "…, so Nadia will book it instead". */
const REASSIGNED = new RegExp(String.raw`[,;:—–]\s*(?:(?:so|and|then|now)\s+)?(${OTHER_NAME})\s+(?:will|is\s+going\s+to|can|should|is\s+to)\s+(?!be\b|not\b|never\b)(\p{Ll}.+)$`, 'u');
/** A name with a possessive ("Sarah's team") is no person doing the work. */
const POSSESSIVE = /['’]s$/u;
/** A role at the meeting or event, a task in one word: "Jan will moderate.", "Lea will present." (u33g F15, b11: no item). */
const ROLE_TASK = /^(?:moderate|present|host|chair|facilitate|emcee|MC|speak|attend|interpret|translate|lead|drive)$/iu;
/** After a take-back, "I'll do it myself", "let me handle that instead", "I'll take care of it by Monday": the speaker takes the task. */
const SELF_AFTER_TAKE_BACK =
  /(?<![\p{L}])(?:I['’]ll|I\s+will|I\s+can|let\s+me)\s+(?:just\s+)?(?:do|take|handle|take\s+care\s+of|deal\s+with|cover|sort\s+out|sort)\s+(?:it|that|this)(?:\s+out)?(?:\s+(?:myself|instead|then|personally))*(?<when>\s+(?:by|before|on|until|tomorrow|today|tonight|next|this)(?![\p{L}])[^,;.!?]*)?\s*(?:[,;.!?]|$)/iu;
/** A task that takes on work named by its object: "Take the flaky tests", "Handle the shared drive cleanup", "Own the launch checklist". */
const CLAIM_VERB = /^(?:take(?:\s+on|\s+over)?|handle|own|pick\s+up|tackle|cover|deal\s+with|look\s+after|sort\s+out|do)\s+(?:the|that|this|those|these|our)\s/iu;
/** "me to …", "I to …", "myself to …", "I'll …", "I draft …", "I need to …" opening an action entry: the speaker's own. */
const SELF_ENTRY =
  /^(?:(?:[Mm]e|I|[Mm]yself)\s+to|I(?:['’]ll|\s+will|['’]m\s+going\s+to|\s+am\s+going\s+to|\s+can|\s+must|\s+should|\s+need\s+to|\s+have\s+to)|I(?=\s+(?!(?:think|guess|hope|believe|feel|mean|know|wonder|suppose|agree|assume|was|am|had|have|did|do|would|could|might|may|want|saw|heard|said|like|love|don['’]t|didn['’]t|also|just)(?![\p{L}']))\p{Ll}{2,}\s+\S))\s+(?=\p{L})/u;
/** An action entry "Paul sends the quote", "Lena books the flights", "Ivan also updates …", "Mei needs to review …": the name and the verb (u35g F4: "Unassigned"). */
const PRESENT_ENTRY = new RegExp(
  String.raw`^(${OTHER_NAME})\s+(?:(?:also|then|first|still)\s+)?(?:(?:(?:needs|has)\s+to|can|should|must|shall)\s+(\p{Ll}{2,})|(?!(?:is|was|has|does|says|thinks|feels|seems|looks|sounds|wants|likes|knows|agrees|always|perhaps|plus|thus|us|yes|this)\s)(\p{Ll}{2,}s))\s+(?=\S)`,
  'u',
);
/** "sends" → "send", "fixes" → "fix", "carries" → "carry", "goes" → "go", "does" → "do". */
function presentToBase(verb: string): string {
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|zz|o)es$/.test(verb) || /[^aeiou]uses$/.test(verb)) return verb.slice(0, -2);
  return verb.endsWith('ss') ? verb : verb.slice(0, -1);
}
/** An action entry's owner named before a present-tense verb ("Paul sends …") or a modal ("Mei needs to review …"), and the task ("Send …"); null otherwise. */
function presentEntry(entry: string): {name: string; task: string} | null {
  const m = PRESENT_ENTRY.exec(entry);
  if (!m || /['’]/.test(m[1])) return null;
  return {name: m[1], task: `${m[2] ?? presentToBase(m[3])} ${entry.slice(m[0].length)}`};
}
/** The asker's short yes to a date the person asked offered instead: "Monday is fine.", "Monday works.", "OK, Monday then." */
const COUNTER_ACCEPTED = /^(?:(?:ok(?:ay)?|sure|great|fine|good|perfect|yes|yeah|alright)\s*[,.!]?\s*)?(?:then\s+)?[^,;.!?]{1,30}?\s+(?:is\s+fine|is\s+ok(?:ay)?|works(?:\s+for\s+me)?|is\s+good|it\s+is|then)\s*[.!]?$/iu;
export function findActions(sentences: readonly Sentence[], speakers: readonly string[]): ActionItem[] {
  const names = firstNames(speakers);
  // A first name two speakers share (Tom Lee, Tom Berg) is read without the person who says it: "Tom Berg: Tom, can you …?"
  // asks Tom Lee. When it still fits two or more, the item it gives goes to "To check" (u29t F11: the asker got his own request).
  const shared = new Map<string, string[]>();
  for (const sp of speakers) {
    const first = sp.split(/\s+/).filter((p) => !HONORIFIC.test(p))[0]?.toLowerCase();
    if (first && first !== sp.toLowerCase()) shared.set(first, [...(shared.get(first) ?? []), sp]);
  }
  for (const [k, v] of shared) if (v.length < 2) shared.delete(k);
  /** Sentences that say a shared first name that fits two or more people other than the speaker: the people it fits. */
  const ambiguousAt = new Map<number, {name: string; people: string[]}>();
  const laterParts = new Set([...names.keys()].filter((k) => !speakers.some((sp) => sp.toLowerCase() === k || sp.split(/\s+/).filter((p) => !HONORIFIC.test(p))[0]?.toLowerCase() === k)));
  const nameAlt = [...names.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)';
  /** "Priya and Tom", "Lina, Sara and Ben": each a speaker (full name) or a person who does not speak; null when one is no person. */
  const coOwners = (list: string): string[] | null => {
    const people = list.split(/\s*,\s*(?:(?:and|&|und|et|y)\s+)?|\s+(?:and|&|und|et|y)\s+/u).map((w) => w.trim());
    const out = people.map((w) => names.get(w.toLowerCase()) ?? names.get(w.split(/\s+/)[0].toLowerCase()) ?? (aPerson(w, true) ? w : null));
    return out.every((w): w is string => !!w) && new Set(out).size === out.length ? out : null;
  };
  const patterns: Array<{re: RegExp; owner: (m: RegExpExecArray, s: Sentence) => string; task: (m: RegExpExecArray) => string}> = [
    {
      re: /^(?:action(?:\s+items?)?|actions|action\s+points|next\s+steps|to-?\s?dos?|follow-?\s?ups?)\s*[:：]\s*(.+)$/iu,
      owner: (m, s) => {
        // "Next steps: me to sign off by Friday", "Action: I to send the invoices": the speaker (u31c F5: "Unassigned").
        if (SELF_ENTRY.test(m[1])) return s.speaker;
        const named = new RegExp(`^(${nameAlt})\\s+(?:to|will)\\s+`, 'i').exec(m[1]);
        if (named) return names.get(named[1].toLowerCase()) ?? s.speaker;
        // "Action: Jay to clean up the shared drive": a person who does not speak is named as the owner (u30b F10).
        const other = new RegExp(String.raw`^(${OTHER_NAME})\s+(?:to|will)\s+`, 'u').exec(m[1]);
        if (other && aPerson(other[1])) return other[1];
        // "Next steps: Paul sends the quote by Friday": the person named before a present-tense verb (u35g F4).
        const present = presentEntry(m[1]);
        if (present && (names.has(present.name.toLowerCase()) || aPerson(present.name, true))) return names.get(present.name.toLowerCase()) ?? present.name;
        return 'Unassigned';
      },
      task: (m) => {
        if (SELF_ENTRY.test(m[1])) return m[1].replace(SELF_ENTRY, '');
        const known = new RegExp(`^(?:${nameAlt})\\s+(?:to|will)\\s+`, 'i');
        if (known.test(m[1])) return m[1].replace(known, '');
        const other = new RegExp(String.raw`^(${OTHER_NAME})\s+(?:to|will)\s+`, 'u').exec(m[1]);
        if (other && aPerson(other[1])) return m[1].slice(other[0].length);
        const present = presentEntry(m[1]);
        if (present && (names.has(present.name.toLowerCase()) || aPerson(present.name, true))) return present.task;
        // "Action: someone needs to update the FAQ", "Action: we need to …": nobody owns it yet; the work is the task.
        return m[1].replace(/^(?:someone|somebody|we)\s+(?:needs?|has|have|should|must)\s+(?:to\s+)?/i, '');
      },
    },
    // "Priya and Tom will draft the budget", "Jan und Lisa werden …", "Luc et Marc vont …", "Pedro y Ana van a …": one item
    // with every person named as its owners (issue 28, V-5: only the last name was kept).
    {
      re: new RegExp(String.raw`^(?:(?:[Aa]nd|[Ss]o|[Tt]hen|[Aa]lso)\s+)?(${OTHER_NAME}(?:\s*,\s*${OTHER_NAME})*\s*,?\s+(?:and|&|und|et|y)\s+${OTHER_NAME})\s+(?:will|are\s+going\s+to|werden|kümmern\s+sich\s+um|vont|doivent|van\s+a|se\s+encargan\s+de|tienen\s+que)\s+(?!be\b|sein\b|être\b|ser\b|estar\b)(.+)$`, 'u'),
      owner: (m) => coOwners(m[1])!.join(' and '),
      task: (m) => (coOwners(m[1]) ? m[2] : ''),
    },
    {
      re: new RegExp(`\\b(${nameAlt})\\s+(?:will|is going to|is to|needs to|owns)\\s+(.+)$`, 'i'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    // "Legal will review the contract", "IT will reset the passwords", "The design team will update the logo": a team or
    // department named as the subject owns the task as a team (task 42v: "IT" and "the design team" gave nothing at all).
    // "The team", "the whole team" are the meeting's own people, no owner; "will be" says a state.
    {
      re: new RegExp(String.raw`^(?:(?:[Aa]nd|[Ss]o|[Tt]hen|[Aa]lso)\s+)?(?:(?:[Tt]he|[Oo]ur)\s+)?(?:(\p{L}[\p{L}-]*)\s+team|(IT|HR|QA|PR|${DEPARTMENTS}))\s+(?:will|is\s+going\s+to|are\s+going\s+to)\s+(?!be\b)(.+)$`, 'u'),
      owner: (m) => (m[1] ? `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)} team` : `${m[2].charAt(0).toUpperCase()}${m[2].slice(1)}`),
      task: (m) => (m[1] && NOT_A_TEAM.test(m[1]) ? '' : m[3]),
    },
    // "Sam will migrate the wiki", "Thomas wird …", "Luc va …", "Pedro va a …": a person who does not speak is named as
    // the owner at the start of the sentence (issue 28, V-4: such a task was dropped). Pronouns, articles, day and month
    // names ("Monday will work", "Das wird teuer") are no person; "will be" says a state, not a task.
    {
      re: new RegExp(String.raw`^(?:(?:[Aa]nd|[Ss]o|[Tt]hen|[Aa]lso|[Uu]nd|[Dd]ann|[Ee]t|[Yy])\s+)?(${OTHER_NAME})\s+(?:will|is\s+going\s+to|wird|kümmert\s+sich\s+um|übernimmt|va(?!\s+a\s)|doit|va\s+a|se\s+encarga\s+de|tiene\s+que)\s+(?!be\b|sein\b|être\b|ser\b|estar\b)(.+)$`, 'u'),
      owner: (m) => m[1],
      // A speaker's name is left to the speaker patterns, which give the full name.
      task: (m) => (aPerson(m[1], true) && !names.has(m[1].split(/\s+/)[0].toLowerCase()) ? m[2] : ''),
    },
    // "Let Sarah handle the invoices", "Have Omar book the flights": work handed to the person named (u29t F8).
    {
      re: new RegExp(String.raw`^(?:(?:[Aa]nd|[Ss]o|[Tt]hen|OK|[Oo]kay|[Gg]reat|[Ff]ine)[,\s]+)?(?:[Ll]et|[Hh]ave)\s+(${OTHER_NAME})\s+(\p{Ll}.+)$`, 'u'),
      owner: (m) => names.get(m[1].toLowerCase()) ?? names.get(m[1].split(/\s+/)[0].toLowerCase()) ?? m[1],
      task: (m) => (aPerson(m[1]) && !POSSESSIVE.test(m[1]) && DELEGATED.test(`let ${m[1]} ${m[2]}`) ? m[2] : ''),
    },
    {
      // "check if I can update it", "not sure whether I can": a question about the work, not a promise of it.
      re: /(?<!\bnot\s+(?:something|anything)\s+(?:that\s+)?)(?<!\b(?:if|whether)\s+)\b(?:I'll|I will|I can|I'm going to|I am going to|let me)\s+(?!think|guess|be honest|say|admit|know\b|need\b.*\bfrom\s+you\b|do\s+(?:that|it|this)\s*,\s*(?:(?:and\s+|then\s+|plus\s+)?(?:I['’]ll|I\s+will|I\s+can|I['’]m\s+going\s+to|let\s+me)\s|(?:maybe|probably|perhaps|possibly|hopefully|but)\b))(.+)$/i,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      // "We also need to …", "We still need to …", "We'll need to …", "We also have to …": nobody owns it yet (u29t F13).
      // A relative clause whose verb's object came before it ("sundry details we need to go over carefully", "the
      // issues we have to deal with", "the contracts we need to go through are …") is no task (u30k F5).
      re: /\b(?:we(?:['’]ll|\s+will)?\s+(?:also\s+|still\s+|really\s+|then\s+|now\s+)?(?:need|have)\s+to|(?:someone|somebody)\s+(?:needs\s+to|should|has\s+to|must|ought\s+to)|we should make sure to)\s+(?![a-z]+\s+(?:over|with|into|through|about|on|at|for|from|to|up\s+on)(?:\s+(?:[a-z]+ly|later|again|together|first|soon|today|now|next\s+week))*\s*(?:[.!?;,]|$|\s(?:is|are|was|were|will|would|can|could|should)\b))(.+)$/i,
      owner: () => 'Unassigned',
      task: (m) => m[1],
    },
    // German: "Tom wird …", "Ich schicke / werde / kümmere mich um …", "Wir müssen …".
    {
      re: new RegExp(`(?<![\\p{L}])(${nameAlt})\\s+(?:wird|kümmert\\s+sich\\s+um|übernimmt|schickt|sendet|erstellt|prüft)\\s+(.+)$`, 'iu'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    {
      re: /(?<![\p{L}])ich\s+((?:werde|kümmere\s+mich\s+um|übernehme)\s+.+|(?!denke|glaube|meine|hoffe|finde|habe|sehe|verstehe|frage|möchte|wollte|sage)\p{L}+e\s+.+)$/iu,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      re: /(?<![\p{L}])(?:wir\s+müssen|jemand\s+muss)\s+(.+)$/iu,
      owner: () => 'Unassigned',
      task: (m) => m[1],
    },
    // French: "Je vais …", "Je m'occupe de …", future tense "J'enverrai …" (the speaker), "Tom va …",
    // "Marc appellera …" (the person named), "Il faut / Nous devons / Nous ferons …" (unassigned).
    // "Priya, tu peux …" (the person asked) is a request: readRequest.
    {
      re: /(?<![\p{L}])(?:je\s+|j['’])(\p{L}+r)ai(?![\p{L}])\s*(.*)$/iu,
      owner: (_m, s) => s.speaker,
      task: (m) => frenchFuture(m[1], m[2]),
    },
    {
      re: /(?<![\p{L}])nous\s+(\p{L}+r)ons(?![\p{L}])\s*(.*)$/iu,
      owner: () => 'Unassigned',
      task: (m) => frenchFuture(m[1], m[2]),
    },
    {
      // A speaker's name, capitalised, before a verb in the future: "Marc appellera le client jeudi".
      re: new RegExp(`(?<![\\p{L}])(${nameAlt})\\s+(\\p{L}+r)a(?![\\p{L}])\\s*(.*)$`, 'iu'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => (/^\p{Lu}/u.test(m[1]) ? frenchThirdFuture(m[2], m[3]) : ''),
    },
    {
      // A person who does not speak, named at the start of the sentence before a verb in the future: "Marc appellera le
      // client demain", "Anne enverra le contrat", "Paul fera le devis" are that person's item, as "Tom wird …" is (u32f F7:
      // the name had to be a speaker's, so the sentence gave nothing).
      re: new RegExp(String.raw`^(?:(?:[Ee]t|[Pp]uis|[Aa]lors|[Ee]nsuite|[Dd]onc)\s+)?(${OTHER_NAME})\s+(\p{Ll}+r)a(?![\p{L}])\s*(.*)$`, 'u'),
      owner: (m) => m[1],
      // Only the future of a common work verb (FR_TASK_VERBS) reads a name nobody answers to as a person: "Paris accueillera
      // le salon" names a city.
      task: (m) => (aPerson(m[1], true) && !names.has(m[1].split(/\s+/)[0].toLowerCase()) ? frenchThirdFuture(m[2], m[3], true) : ''),
    },
    {
      re: new RegExp(`(?<![\\p{L}])(${nameAlt})\\s+(?:va(?![\\p{L}])(?!\\s+a\\s)|doit(?![\\p{L}])|s['’]occupe\\s+(?=d)|se\\s+charge\\s+(?=d))\\s*(.+)$`, 'iu'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    {
      re: /(?<![\p{L}])je\s+(?:vais|peux|dois|m['’]occupe\s+(?=d)|me\s+charge\s+(?=d))\s*(.+)$/iu,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      re: /(?<![\p{L}])(?:il\s+faut|nous\s+devons|on\s+doit|quelqu['’]un\s+doit)\s+(.+)$/iu,
      owner: () => 'Unassigned',
      task: (m) => m[1],
    },
    // Spanish: "Voy a …", "Me encargo de …" (the speaker), "Tom va a …" (the person named),
    // "Tenemos que / Hay que …" (unassigned); "Priya, ¿puedes …?" (the person asked) is a request: readRequest.
    {
      re: new RegExp(`(?<![\\p{L}])(${nameAlt})\\s+(?:va\\s+a|se\\s+encarga\\s+de|tiene\\s+que|debe)\\s+(.+)$`, 'iu'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    {
      re: /(?<![\p{L}])(?:yo\s+)?(?:voy\s+a|me\s+encargo\s+de|puedo)\s+(.+)$/iu,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      re: /(?<![\p{L}])(?:tenemos\s+que|hay\s+que|necesitamos|alguien\s+tiene\s+que)\s+(.+)$/iu,
      owner: () => 'Unassigned',
      task: (m) => m[1],
    },
    // Chinese: "我会/我来/我负责 …" (the speaker), "王伟会/负责 …" (the person named), "我们需要 …" (unassigned).
    {
      re: new RegExp(`(${nameAlt})(?:会|将|来|负责|要)(.+)$`, 'iu'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    {
      re: /我(?!们)(?:会|将|来|负责|去|可以|马上)(.+)$/u,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      re: /(?:我们需要|我们得|需要有人)(.+)$/u,
      owner: () => 'Unassigned',
      task: (m) => m[1],
    },
    // Japanese: "田中さんが …ます", "私が/私は …ます" or a first-person promise ending in "ます" with a deadline.
    {
      re: new RegExp(`(${nameAlt})(?:さん|様)?(?:が|は)(.+(?:ます|ください))[。]?$`, 'iu'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    {
      re: /(?:私|僕|わたし)(?:が|は)(.+(?:ます|おきます))[。]?$/u,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      re: /^(.+までに.+(?:します|ます|おきます))[。]?$/u,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
  ];
  const out: ActionItem[] = [];
  /** The turn (speaker change) each action was said in: countermands and replies reach a few turns back. */
  const turnOf = new Map<ActionItem, number>();
  const requests: Request[] = [];
  let lastTakenBack: {owner: string; turn: number} | null = null;
  /** The last turn each speaker spoke in. */
  const lastSpoke = new Map<string, number>();
  /** The request the person asked just declined: a reassignment in the next turns ("Olu will draft it instead") takes it over. */
  let declinedAt: {request: Request; action: ActionItem; turn: number; suggested?: string} | null = null;
  let turn = -1;
  let previous: Sentence | null = null;
  const turnAt: number[] = [];
  /** Sentences that corrected an item's date (dateCorrection) or handed a request on (HAND_TO): no doubt about any item. */
  const corrections = new Set<number>();
  for (const s of sentences) {
    if (!previous || previous.line !== s.line || previous.speaker !== s.speaker) turn++;
    for (const [first, people] of shared) {
      const others = people.filter((p) => p !== s.speaker);
      names.set(first, others[0]);
      const rest = people.flatMap((p) => p.split(/\s+/).slice(1)).map(ESCAPE).join('|');
      const said = others.length > 1 ? new RegExp(`(?<![\\p{L}])${ESCAPE(first)}(?![\\p{L}])(?!\\s+(?:${rest})(?![\\p{L}]))`, 'iu').exec(s.text) : null;
      if (said) ambiguousAt.set(s.index, {name: said[0], people: others});
    }
    turnAt[s.index] = turn;
    const prior = previous;
    previous = s;
    // "Let's push that to next month", "we postpone the report to January": the action stays, put off.
    const deferral = readDeferral(s.text);
    lastSpoke.set(s.speaker, turn);
    // "Nils, can you ping the auditors by tomorrow? Actually, make it Wednesday.": a date corrected by the person who said
    // the item, in the same turn or on their next line, is the item's date; the correction is no doubt about any item (task
    // 44v, u29t F9). Later corrections, or one by anyone else, are left to the reply and doubt rules.
    const correction = dateCorrection(s.text, names);
    if (correction) {
      const sameLine = prior && prior.speaker === s.speaker;
      const target = [...out].reverse().find((a) => {
        if (a.withdrawn || a.declined || a.deferred || (correction.addressee && a.owner !== correction.addressee)) return false;
        const at = turnOf.get(a) ?? -99;
        // The owner's own "Eigentlich eher Montag" after someone else's "Ben wird … bis Freitag" is left to the doubt rule.
        return a.speaker === s.speaker && (at === turn || (at === turn - 1 && sameLine));
      });
      // "Tom, send the deck Friday": a bare weekday in the task is its date too.
      const said = target ? (target.due ?? (datesIn(target.task).length === 1 ? datesIn(target.task)[0] : null)) : null;
      if (target && (!said || !sameDate(said, correction.due))) {
        // "Tom, book the room for Friday. Actually, make it Thursday.": "for" names what is booked; the date stays unstated.
        const forWhat = !target.due && said && new RegExp(`\\bfor\\s+(?:the\\s+)?${ESCAPE(said.replace(/^the\s+/i, ''))}`, 'i').test(target.task);
        if (said) {
          target.corrected = {from: said, speaker: s.speaker, text: s.text};
          target.task = withCorrectedDate(target.task, said, correction.words);
        }
        if (!forWhat) target.due = correction.due;
        corrections.add(s.index);
        continue;
      }
    }
    // A request whose person asked has not said a word since: a deferral that does not name it cannot settle it.
    const unanswered = (a: ActionItem) => {
      const r = requests.find((x) => x.action === a && x.asked && x.addressee);
      return r && (lastSpoke.get(a.owner) ?? -1) <= r.turn ? r : null;
    };
    if (deferral && defer(out, turnOf, deferral, s, turn, unanswered)) continue;
    const countermand = readCountermand(s.text);
    let tookBack: ActionItem | null = null;
    if (countermand) {
      // "OK, dropping it" from the owner right after someone else took the action back only agrees.
      const agrees = countermand.object === '' && lastTakenBack?.owner === s.speaker && turn - lastTakenBack.turn <= 2;
      if (!agrees) tookBack = withdraw(out, turnOf, countermand, s, turn, names, sentences);
      if (tookBack) lastTakenBack = {owner: tookBack.owner, turn};
      // "Scratch that, Maya will send it", "forget that, Nadia will book it instead": the task taken back is handed to the
      // person named after it in the same sentence; "it" is the task taken back, with its date (issue 28, u32f F1: only the
      // taken-back row was listed and the e-mail said the task was not to be done).
      const handedOn = tookBack ? REASSIGNED.exec(s.text.slice(countermand.at)) : null;
      const newOwner = handedOn ? (names.get(handedOn[1].toLowerCase()) ?? names.get(handedOn[1].split(/\s+/)[0].toLowerCase()) ?? (aPerson(handedOn[1], true) && !POSSESSIVE.test(handedOn[1]) ? handedOn[1] : null)) : null;
      if (tookBack && handedOn && newOwner && newOwner !== tookBack.owner) {
        const said = handedOn[2].replace(/[\s,]*\binstead\b/iu, '').replace(/[\s.!]+$/u, '');
        const before = tookBack.task.charAt(0).toLowerCase() + tookBack.task.slice(1);
        const resolved = resolvePronoun(said, before);
        const task = cleanTask(resolved ?? said);
        if (wordCount(task) >= 2 && !BARE_PRONOUN.test(task)) {
          const item: ActionItem = {owner: newOwner, task, due: findDue(said) ?? (resolved ? tookBack.due : null), speaker: s.speaker, line: s.line};
          out.push(item);
          turnOf.set(item, turn);
          requests.push({phrase: task.charAt(0).toLowerCase() + task.slice(1), text: s.text, speaker: s.speaker, turn, addressee: newOwner, action: item});
          continue;
        }
      }
      // "Rui, never mind, I'll do it myself", "Forget it, I'll take care of that": the task taken back from someone else is
      // the speaker's own now, with its date unless a new one is said (u33g F13: a "Do it" row under "To check").
      const self = tookBack && tookBack.owner !== s.speaker ? SELF_AFTER_TAKE_BACK.exec(s.text.slice(countermand.at)) : null;
      if (tookBack && self) {
        const when = self.groups?.when?.trim() ?? '';
        const due = when ? findDue(when) : null;
        const task = !due ? tookBack.task : tookBack.due ? withCorrectedDate(tookBack.task, tookBack.due, when) : `${tookBack.task} ${when}`;
        const item: ActionItem = {owner: s.speaker, task, due: due ?? tookBack.due, speaker: s.speaker, line: s.line, ...(tookBack.condition ? {condition: tookBack.condition} : {})};
        out.push(item);
        turnOf.set(item, turn);
        continue;
      }
    }
    const read = readRequest(s.text, names);
    // "Lena, please skip the press release" takes an action back; it hands out no new one.
    const asks = read && !COUNTERMAND_TASK.test(read.phrase) ? read : null;
    // "If the boxes arrive, Ana, could you fetch them from storage?": "them" is the boxes, as for a commitment.
    // "ship the samples by Monday, no wait, Tuesday": the request says the corrected date only (u30k F8).
    const asked3 = asks ? inThirdPerson(withoutCorrection(asks.phrase), s.speaker) : '';
    const at = asks ? s.text.toLowerCase().indexOf(asks.phrase.toLowerCase().slice(0, 12)) : -1;
    let phrase = asks ? (withAntecedent(asked3, antecedents(s, prior, at < 0 ? 0 : at, asks.condition)) ?? asked3) : '';
    // "We also need to update the welcome email." — "Jan-Willem, could you take that?": the need nobody owned, said in the
    // turn before, is what is asked; it is this request's item now, not a second, unassigned one (u33g F3: "Take that").
    if (asks && /^(?:take|handle|own|do)\s+(?:that|it|this)(?:\s+on)?$/iu.test(phrase.trim())) {
      const need = out.at(-1);
      if (need && need.owner === 'Unassigned' && !need.withdrawn && !need.deferred && (turnOf.get(need) ?? -99) >= turn - 1) {
        phrase = need.task.charAt(0).toLowerCase() + need.task.slice(1);
        out.pop();
        turnOf.delete(need);
      }
    }
    // "Pavel, don't forget to submit your timesheet": the e-mail goes to everyone, where "your" would mean each reader;
    // the owner column says whose it is ("Submit the timesheet") (u33g F16, a30).
    if (asks?.addressee) phrase = phrase.replace(/(?<![\p{L}])yourself(?![\p{L}])\s*/giu, '').replace(/(?<![\p{L}])your\s+own(?![\p{L}])/giu, 'their own').replace(/(?<![\p{L}])your(?![\p{L}])/giu, 'the').trim();
    const request: Request | null = asks ? {phrase, text: s.text, speaker: s.speaker, turn, addressee: asks.addressee, asked: true} : null;
    // The request this sentence answers: asked by someone else in one of the two turns before.
    // "Oskar, please order the cables and Bea, please label the racks." — "Oskar: Will do.": of the requests said in the
    // same turn, the one to this speaker is the one answered, never the latest one to someone else (issue 28, u32f F6:
    // Oskar's "Will do" took Bea's task).
    const recent = [...requests].reverse().filter((r) => r.speaker !== s.speaker && turn - r.turn >= 1 && turn - r.turn <= 2);
    const toMe = (r: Request) => Boolean(r.addressee && ((names.get(r.addressee.toLowerCase()) ?? r.addressee) === s.speaker || r.action?.owner === s.speaker));
    const answered = recent.find((r) => r.turn === recent[0].turn && toMe(r) && r.action && !r.action.withdrawn && !r.action.declined) ?? recent[0];
    const asked = answered?.action && !answered.action.withdrawn && !answered.action.declined && out.includes(answered.action) ? answered.action : null;
    const reassigning = declinedAt && turn - declinedAt.turn <= REASSIGN_TURNS && !declinedAt.action.takenOverBy ? declinedAt : null;
    // "I'll hand this to Sarah", "Let's give that to Sarah" from the person asked: the request is Sarah's (u29t F8).
    const handTo = asked && asked.owner === s.speaker ? HAND_TO.exec(s.text) : null;
    const handee = handTo ? (names.get(handTo[1].toLowerCase()) ?? names.get(handTo[1].split(/\s+/)[0].toLowerCase()) ?? (aPerson(handTo[1]) ? handTo[1] : null)) : null;
    if (asked && handee && handee !== s.speaker) {
      asked.owner = handee;
      turnOf.set(asked, turn);
      answered!.addressee = handee;
      answered!.turn = turn;
      corrections.add(s.index);
      continue;
    }
    // "Pavel, can you write the brief and book the studio?" — "Sure, I'll do both by Monday.", "Sure, both by Wednesday.": a
    // yes to every part of the request is one item per part, each due the reply's date (u32f F4: one merged row, plus a
    // "Do both by Monday" row of its own).
    const bothYes = asked && answered && asked.owner === s.speaker && !request && !refuses(s.text) && BOTH_YES.test(s.text.trim());
    const everyPart = bothYes ? requestParts(answered.phrase) : null;
    // "Could you write the brief and the summary?" — "Sure, I'll do both.": one task of two things; the yes is its answer,
    // with the reply's date, never a "Do both" row of its own.
    if (asked && bothYes && !everyPart) {
      asked.due ??= findDue(s.text);
      turnOf.set(asked, turn);
      corrections.add(s.index);
      continue;
    }
    if (asked && answered && everyPart) {
      const parts: ActionItem[] = everyPart.map((part) => {
        const said = fromRequest(part.replace(/^(?:also|then)\s+/i, ''), s.text);
        return {...asked, task: cleanTask(said.task.charAt(0).toUpperCase() + said.task.slice(1)), due: said.due ?? asked.due};
      });
      out.splice(out.indexOf(asked), 1, ...parts);
      turnOf.delete(asked);
      for (const part of parts) turnOf.set(part, turn);
      for (const r of requests) if (r.action === asked) r.action = parts[0];
      // The reply said which parts are whose: no doubt about either.
      corrections.add(s.index);
      continue;
    }
    // "Attends, plutôt avant mercredi, Julie", "Wait, rather by Wednesday, Ben": a name and a date with nothing to do is a
    // correction of that person's date, no task of its own; the doubt rule sends their item to "To check" (task 43v, V-13).
    if (request?.addressee && onlyADate(request.phrase)) {
      // "D'accord", "OK" after it answers the correction, which stands for the item it corrects: no new row.
      const owner = names.get(request.addressee.toLowerCase()) ?? request.addressee;
      request.action = [...out].reverse().find((a) => a.owner === owner && !a.withdrawn && !a.declined) ?? out[out.length - 1];
      if (request.action) requests.push(request);
      continue;
    }
    if (request?.addressee) {
      // "Amina, please book the site visit", "Could you send me the quotes, Tomas?": the person addressed owns it.
      const owner = names.get(request.addressee.toLowerCase()) ?? request.addressee;
      // After a refusal, "Olu, can you take it?" or "Rafael, you take the tablets instead" hands the declined task over.
      const over = reassigning && owner !== reassigning.action.owner ? takeOver(request.phrase, reassigning.request.phrase) : null;
      const item: ActionItem = {
        owner,
        task: cleanTask(over ?? request.phrase),
        due: findDue(over ?? request.phrase) ?? findDue(withoutMeetingDay(s.text)) ?? (over ? reassigning!.action.due : null),
        speaker: s.speaker,
        line: s.line,
        ...(asks!.condition && !over ? {condition: asks!.condition} : {}),
      };
      if (over) reassigning!.action.takenOverBy = owner;
      // The same task asked of the same person again ("Lee will migrate the wiki" … "Lee, please migrate the wiki"): one
      // item, with a date the first one lacked; two different dates are left to the doubt rule (issue 28, V-7).
      const same = over
        ? undefined
        : out.find((a) => a.owner === owner && !a.withdrawn && !a.declined && !a.deferred && turn - (turnOf.get(a) ?? -99) <= RESTATE_TURNS && restates(a.task, item.task) && (!a.due || !item.due || a.due.toLowerCase() === item.due.toLowerCase()));
      if (same) {
        same.due ??= item.due;
        request.action = same;
        requests.push(request);
        continue;
      }
      // Asked again with another date ("Pat: Will do, by Friday." … "Pat, please send the minutes by Thursday."): one item,
      // under "To check" with both sayings, never two confident rows with two deadlines (u30b F11).
      const conflict = over
        ? undefined
        : out.find((a) => a.owner === owner && !a.withdrawn && !a.declined && !a.deferred && !a.check && turn - (turnOf.get(a) ?? -99) <= RESTATE_TURNS && restates(a.task, item.task) && a.due && item.due && a.due.toLowerCase() !== item.due.toLowerCase());
      if (conflict) {
        const first = sentences.filter((x) => x.line === conflict.line && x.speaker === conflict.speaker).map((x) => x.text).join(' ');
        conflict.check = {reason: `${owner} was given two dates for it (${conflict.due}, then ${item.due}); which one holds is open`, quote: `${quoted(conflict.speaker, first)} — ${quoted(s.speaker, s.text)}`};
        request.action = conflict;
        requests.push(request);
        continue;
      }
      out.push(item);
      turnOf.set(item, turn);
      request.action = item;
      // A reply to "can you take it?" ("Fine, I'll draft it by Thursday") reads "it" as the task handed over.
      if (over) request.phrase = over;
      requests.push(request);
      continue;
    }
    if (answered && refuses(s.text) && (!answered.addressee || answered.action?.owner === s.speaker || names.get(answered.addressee.toLowerCase()) === s.speaker)) {
      // "No, I can't this week": the person asked declines; the task stays listed, without an owner who took it.
      // "I'll write the brief by Tuesday. I can't book the studio.", "I'll update the CRM by Tuesday, but I can't call
      // Berlin.": a yes to one part of a request of two and a no to the other. The accepted part stays the owner's, open;
      // only the declined part is declined and can be taken over (issue 28, u30k F7: the whole request went to the next
      // person and the accepted part vanished). Read before the counter-offer rules: with the refusal first ("I can't book the
      // caterer. I'll print the badges by Thursday.") the accepted part's date is no other date for the refused part (u32f F5).
      const partial = asked && asked.owner === s.speaker ? partialYes(answered.phrase, sentences, s) : null;
      if (asked && partial) {
        // "I'll book the studio." already made its own item in this turn: that item is the accepted part.
        const own = out.find((a) => a !== asked && a.owner === s.speaker && a.line === s.line && !a.declined && !a.withdrawn && restates(a.task, partial.accepted));
        if (own) out.splice(out.indexOf(asked), 1);
        const yes = fromRequest(partial.accepted, partial.commitment);
        asked.task = cleanTask(yes.task.charAt(0).toUpperCase() + yes.task.slice(1));
        asked.due = yes.due ?? (findDue(answered.phrase) ? asked.due : null);
        const no: ActionItem = {owner: s.speaker, task: cleanTask(partial.declined.charAt(0).toUpperCase() + partial.declined.slice(1)), due: findDue(partial.declined), speaker: answered.speaker, line: s.line, declined: {speaker: s.speaker, text: s.text, line: s.line}};
        out.push(no);
        turnOf.set(no, turn);
        const request: Request = {...answered, phrase: partial.declined, action: no};
        declinedAt = {request, action: no, turn};
        declinedAt.suggested = suggestedTaker(s.text, names, [s.speaker, answered.speaker]);
        if (declinedAt.suggested) no.suggested = declinedAt.suggested;
        // What is still asked of the room is the declined part: "Sure, I'll take it", "I can do that" from a colleague
        // take the studio, never the brief the person asked already said yes to (u31e F1: Mia got Tom's brief).
        answered.phrase = partial.declined;
        answered.action = no;
        // The reply said which part is whose: no doubt about either.
        corrections.add(s.index);
        continue;
      }
      // "I can't do Monday, but Wednesday is fine", "I can't this week, but I can next week": a refusal and, after "but" in
      // the same sentence, another time and no refusal: a counter-offer or a no, so the item is "check" with both quoted
      // (u33g F9: it was listed as declined, "still needs an owner").
      const butClause = /^(.*?)[,;]?\s+but\s+(.+)$/iu.exec(s.text);
      if (asked && asked.owner === s.speaker && butClause && !refuses(butClause[2])) {
        const before = anyDates(butClause[1]).map((d) => d.toLowerCase());
        const other = anyDates(butClause[2])
          .filter((d) => !before.includes(d.toLowerCase()) && d.toLowerCase() !== (asked.due ?? '').toLowerCase())
          .map((d) => new RegExp(ESCAPE(d), 'iu').exec(butClause[2])?.[0] ?? d);
        // "I'm out tomorrow, but I can call them Monday." / the asker: "Monday is fine.": the other date, accepted by the
        // person who asked in their next sentence, is the due date (s56 u-vwa F6, p14).
        const agreed = other.length === 1 ? sentences.find((x) => x.index > s.index && x.speaker !== s.speaker) : undefined;
        if (agreed && agreed.speaker === answered.speaker && COUNTER_ACCEPTED.test(agreed.text.trim()) && !refuses(agreed.text) && anyDates(agreed.text).length === 1 && anyDates(agreed.text)[0].toLowerCase() === other[0].toLowerCase()) {
          const was = asked.due;
          asked.due = other[0];
          if (was) asked.task = asked.task.replace(new RegExp(`(?<![\\p{L}])${ESCAPE(was)}(?![\\p{L}])`, 'iu'), other[0]);
          corrections.add(s.index);
          continue;
        }
        if (other.length) {
          asked.check = {reason: `${s.speaker} said no and named another date (${other.join(', ')})`, quote: `${quoted(answered.speaker, answered.text)} — ${quoted(s.speaker, turnFrom(sentences, s))}`};
          continue;
        }
      }
      // "I can't do the 10th, I'm travelling. The 17th works better for me.": a refusal of a date followed, in the same
      // turn, by one other date and no refusal is a counter-offer: the person asked keeps the task, due that date.
      const next = sentences.find((x) => x.line === s.line && x.speaker === s.speaker && x.index === s.index + 1);
      const refusedDates = datesIn(s.text);
      const offered = next && !refuses(next.text) && !alternativeDates(next.text) ? datesIn(next.text) : [];
      if (asked && asked.owner === s.speaker && refusedDates.length && offered.length === 1 && !refusedDates.includes(offered[0])) {
        asked.due = offered[0];
        continue;
      }
      // "I can't do that, I'm travelling. The 17th works.", "Sorry, not possible. How about the 20th?": a refusal with
      // another date in the same turn may be a counter-offer or a no; neither reading is sure, so the item is "check".
      const moved = next && asked && asked.owner === s.speaker ? anyDates(next.text).filter((d) => d.toLowerCase() !== (asked.due ?? '').toLowerCase()) : [];
      if (asked && moved.length) {
        asked.check = {reason: `${s.speaker} said no and named another date (${moved.join(', ')})`, quote: `${quoted(answered.speaker, answered.text)} — ${quoted(s.speaker, turnFrom(sentences, s))}`};
        continue;
      }
      if (asked && asked.owner === s.speaker) {
        asked.declined = {speaker: s.speaker, text: s.text, line: s.line};
        declinedAt = {request: answered, action: asked, turn};
        declinedAt.suggested = suggestedTaker(s.text, names, [s.speaker, answered.speaker]);
        if (declinedAt.suggested) asked.suggested = declinedAt.suggested;
      }
      continue;
    }
    // "Dann mache ich das selbst", "Gut, dann übernehme ich das", "Bon, je le fais moi-même", "Entonces lo hago yo": after a
    // refusal, someone else takes the declined task themselves.
    if (reassigning && reassigning.action.owner !== s.speaker && SELF_TAKE.test(s.text)) {
      const declined = reassigning.action;
      const item: ActionItem = {owner: s.speaker, task: declined.task, due: findDue(s.text) ?? declined.due, speaker: s.speaker, line: s.line, ...(declined.condition ? {condition: declined.condition} : {})};
      declined.takenOverBy = s.speaker;
      out.push(item);
      turnOf.set(item, turn);
      continue;
    }
    // "Today we need to plan the museum trip": the meeting's topic, not an action.
    if (!request && topicStatement(s.text)) continue;
    // "Last week I said I'll fix the printer, and it's fixed now": an earlier promise reported as done is no item.
    const reported = REPORTED_PROMISE.exec(s.text);
    if (reported) {
      const next = sentences[s.index + 1];
      const rest = s.text.slice(reported.index + reported[0].length) + (next && next.speaker === s.speaker ? ` ${next.text}` : '');
      if (DONE_NOW.test(rest)) continue;
    }
    // "Bob said he'll fix the roof by Monday", "Ken told me he will repaint the lobby", "Paul told me he can handle the
    // invoices": a promise reported in indirect speech is the item of the person reported. They did not say it here, so it
    // goes under "To check" as a quoted one does, until they confirm it in their next turn ("Yes, I will") (u31e F3: no row
    // at all). "Bob said the deck was late", "… he will not …", "… he'd be out on Friday" promise nothing.
    const indirect = /[?？]\s*$/u.test(s.text) ? null : INDIRECT_PROMISE.exec(s.text);
    if (indirect && !notAName(indirect[1]) && !NOT_A_REPORTER.test(indirect[1])) {
      const raw = indirect[2].replace(/["“”]/g, '').replace(/[\s,.!;:]+$/u, '');
      const {task: said, condition} = conditionOf(raw, raw);
      const task = cleanTask(said.charAt(0).toUpperCase() + said.slice(1));
      if (wordCount(task) >= 2 && !NOT_A_DEED.test(raw) && !STALL.test(raw) && !UNDONE.test(raw)) {
        const who = names.get(indirect[1].toLowerCase()) ?? indirect[1];
        const item: ActionItem = {owner: who, task, due: findDue(raw), speaker: s.speaker, line: s.line, ...(condition ? {condition} : {})};
        if (!confirmedBy(who, s, sentences)) item.check = {reason: `${s.speaker} reported ${who}'s words; ${who} did not say it here`, quote: quoted(s.speaker, turnFrom(sentences, s))};
        out.push(item);
        turnOf.set(item, turn);
        // Their reply ("Yes, I'll send it Friday") answers it as a request: "it" is this task, one row.
        if (!item.check) requests.push({phrase: task.charAt(0).toLowerCase() + task.slice(1), text: s.text, speaker: s.speaker, turn, addressee: who, action: item});
        continue;
      }
    }
    let found = false;
    for (const p of patterns) {
      // A clause inside a hedge ("I doubt I will finish the review, but I'll send the notes") is skipped for the next one.
      let match = p.re.exec(s.text);
      while (match && HEDGE_FRAME.test(s.text.slice(0, match.index))) {
        const from = match.index + 1;
        const next = p.re.exec(s.text.slice(from));
        if (next) next.index += from;
        match = next;
      }
      if (!match) continue;
      // A family-name part written in lower case is a word, not the person: "the green needs to be repainted".
      if (match[1] && laterParts.has(match[1].toLowerCase()) && /^\p{Ll}/u.test(match[1])) continue;
      let raw = p.task(match);
      if (!raw) continue;
      // "I doubt I will finish …", "I'll pass", "I'll be out on Friday": the committing clause sits in a hedge, holds back
      // or states where someone will be; no task (u29t F7, F17, F5). A request it answers is declined by the reply rules.
      if (NOT_A_DEED.test(raw.trim()) || STALL.test(raw.trim())) break;
      let owner = p.owner(match, s);
      // "I'll let Sarah handle the invoices", "I'll have Sarah send the deck", "I'll get Sarah to update the wiki": the
      // person named does it, not the speaker (u29t F8). "I'll ask Sarah to …" stays the speaker's (asking is their task).
      const handed = owner === s.speaker ? DELEGATED.exec(raw.trim()) : null;
      const to = handed ? (names.get(handed[1].toLowerCase()) ?? names.get(handed[1].split(/\s+/)[0].toLowerCase()) ?? (aPerson(handed[1]) ? handed[1] : null)) : null;
      if (handed && to && to !== s.speaker && !POSSESSIVE.test(handed[1])) {
        owner = to;
        raw = handed[2];
      }
      // "Bob said: I'll fix the roof by Monday", "Bob told me yesterday "I'll fix the roof"", ""I'll fix it," Bob said": the
      // "I" is the person quoted, whose words the speaker reports; who does it is not said here with confidence (issue 28,
      // u30k F13: the speaker was the owner).
      const report = owner === s.speaker ? reportedSpeech(s.text, match.index, names) : null;
      if (report) {
        owner = report.who ?? 'Unassigned';
        raw = raw.replace(/["“”]/g, '').replace(/[\s,.!?]+$/, '');
        const quotedWho = /,?\s*(?:\p{Lu}[\p{L}'’-]+|he|she|they)\s+(?:said|says|wrote|told\s+\p{L}+)\s*$/iu.exec(raw);
        if (quotedWho) raw = raw.slice(0, quotedWho.index);
      }
      // "I'll ask them myself": "myself" only stresses who does it; the owner column says who.
      const own = owner === s.speaker ? raw.replace(/(?<!\b(?:remind|email|e-mail|text|message|give|book|sign|copy|cc|add|enrol|enroll|register)\s)\s*\b(?:all\s+)?(?:by\s+)?myself\b/i, '') : raw;
      const said = inThirdPerson(withoutCorrection(own), report ? owner : s.speaker);
      // "I'll drop it" after taking an action back is the countermand itself, not a new action.
      if (tookBack && COUNTERMAND_TASK.test(said)) break;
      // "it" is the request this sentence answers, or the one just declined ("Olu will draft it instead").
      const context = answered ?? reassigning?.request ?? null;
      // A reply that says the request again with a pronoun ("I'll print them on Thursday", "I'll have them printed by
      // Wednesday") gives the owner and the date; the task keeps the request's words (the item-text gate).
      // "Happy to, I will have it by Friday", "Sure, I'll talk to them tomorrow" from the person just asked: a yes, then the
      // request's thing as "it"/"them"; the reply gives the date, the task keeps the request's words (issue 28, u29l V-9).
      const yesToMe = !!(context && asked && asked.owner === s.speaker && context === answered && ACCEPT.exec(s.text.trim())?.[2] && BARE_PRONOUN.test(cleanTask(said)));
      const resolved = context
        ? (resolvePronoun(said, context.phrase) ?? (HAVE_DONE.test(said.trim()) || FIRST_VERSION.test(said.trim()) ? fromRequest(context.phrase, s.text).task : yesToMe ? fromRequest(context.phrase, withoutAway(s.text)).task : null))
        : null;
      const {task: conditional, condition} = conditionOf(said, s.text);
      // "Jean-Luc will send it after the launch" after "The newsletter is almost done": "it" is the newsletter.
      const plain = resolved ? conditional : (withAntecedent(conditional, antecedents(s, prior, match.index, condition)) ?? conditional);
      const task = cleanTask(resolved ?? plain);
      if ((wordCount(task) < 2 && !ROLE_TASK.test(task)) || /^(?:not|never)\s/i.test(task)) continue;
      // "No puedo asistir …", "Yo no voy a enviar …", "Ich werde den Bericht nicht schicken": negated, no task (issue 28, u29d V-2).
      if (NEGATED_BEFORE.test(s.text.slice(0, Math.max(match.index, match.index + match[0].length - raw.length))) || GERMAN_NEGATION.test(raw)) continue;
      // "I'll leave the printer question for next time": a topic put off, not a task.
      if (DEFERRAL.test(task)) {
        found = true;
        break;
      }
      // The date of the task's own clause first: "I'm out tomorrow, but I'll send it tonight" is due tonight.
      const item: ActionItem = {owner, task, due: findDue(raw) ?? leadDue(s.text, match.index) ?? (resolved && context ? (replyDate(s.text)?.due ?? findDue(context.text)) : null), speaker: s.speaker, line: s.line, ...(condition && !resolved ? {condition} : {})};
      if (report && !(report.who && confirmedBy(report.who, s, sentences))) {
        item.check = {reason: `${s.speaker} reported ${report.who ? `${report.who}'s` : 'someone else\'s'} words; who does it rests on what was said elsewhere`, quote: quoted(s.speaker, turnFrom(sentences, s))};
        out.push(item);
        turnOf.set(item, turn);
        found = true;
        break;
      }
      // After a refusal, someone else saying the declined task in their own words takes it over ("Happy to, I'll check the lifts").
      const restatedDecline =
        !resolved && reassigning && reassigning.action.owner !== owner && restates(reassigning.action.task, task, 0.5) ? reassigning.action : null;
      // The date carries over when the same task is said again; a reworded one ("ask procurement for the quote") keeps its own.
      if (restatedDecline && restates(restatedDecline.task, task)) item.due ??= restatedDecline.due;
      const declinedTask = (resolved && context?.action?.declined ? context.action : null) ?? restatedDecline;
      if (declinedTask && declinedTask.owner !== owner) declinedTask.takenOverBy ??= owner;
      // "Then Olga will ask procurement for the quote." — "OK, I'll get it done.": after a refusal, "it" is the item the
      // new owner was just given, not a second copy of the declined one.
      const handedOver = declinedTask
        ? out.find((a) => a !== declinedTask && a.owner === owner && !a.withdrawn && !a.declined && (turnOf.get(a) ?? -99) > (turnOf.get(declinedTask) ?? 99) && turn - (turnOf.get(a) ?? -99) <= RESTATE_TURNS)
        : undefined;
      if (handedOver) {
        handedOver.due ??= findDue(raw) ?? findDue(s.text);
        found = true;
        break;
      }
      // "Kenji, could you set up the staging environment before the demo on the 3rd?" — "Yes, I'll get staging up by next
      // Tuesday": a yes from the person asked that names the request's thing in other words is that request, one row; a
      // date other than the one asked sends it to "To check" with both sentences (u29l V-3). "Yes, and I'll also …" is another task.
      if (!resolved && asked && asked.owner === owner && owner === s.speaker && context === answered && ACCEPT.exec(s.text.trim())?.[2] && !/(?<![\p{L}])(?:also|too|as\s+well|another|and\s+I)(?![\p{L}])/iu.test(s.text)) {
        const objects = new Set(taskTerms(asked.task).filter((t) => !anyDates(t).length));
        const shared = taskTerms(task).filter((t) => objects.has(t) && !anyDates(t).length);
        if (shared.length && !restates(asked.task, task)) {
          if (item.due && asked.due && !sameDate(item.due, asked.due)) {
            asked.check = {reason: `${s.speaker} said yes with another date (${item.due}) than the one asked (${asked.due})`, quote: `${quoted(context.speaker, context.text)} — ${quoted(s.speaker, turnFrom(sentences, s))}`};
          } else asked.due ??= item.due;
          turnOf.set(asked, turn);
          found = true;
          break;
        }
      }
      // The same person saying the same task again ("Sure, I will book the venue tomorrow" after being asked to book
      // it; "I'll draft the invitation by Thursday" after "Olu will draft it instead"): one item, in the latest words.
      // Said again by the owner themself later in the meeting ("As I said, I'll send the deck by Monday", "Just to confirm,
      // …", a recap at the end): one item at any distance, in the latest words (u33g F6: five turns apart it was two
      // identical rows). Another date than one someone else gave still goes to "To check" below.
      const near = (a: ActionItem) => turn - (turnOf.get(a) ?? -99) <= RESTATE_TURNS || owner === s.speaker;
      const again = resolved && asked ? null : out.find((a) => a.owner === owner && !a.withdrawn && !a.declined && near(a) && restates(a.task, task));
      if (again) {
        const merged: ActionItem = {...item, due: item.due ?? again.due, ...(again.condition && !item.condition ? {condition: again.condition} : {})};
        // Given by someone else with one date, said by the owner with another ("Pat, please send the minutes by Thursday." —
        // "Sure." … "I'll send the minutes by Friday."): which date holds is open (u30b F11). The owner's own new date stands,
        // and so does a date in the direct reply ("Sure, I will book the venue tomorrow"), which answers the request.
        if (again.due && item.due && !sameDate(again.due, item.due) && again.speaker !== s.speaker && turn - (turnOf.get(again) ?? turn) > 1) {
          const first = sentences.filter((x) => x.line === again.line && x.speaker === again.speaker).map((x) => x.text).join(' ');
          merged.check = {reason: `${owner} said another date (${item.due}) than the one given (${again.due}); which one holds is open`, quote: `${quoted(again.speaker, first)} — ${quoted(s.speaker, turnFrom(sentences, s))}`};
        }
        out[out.indexOf(again)] = merged;
        turnOf.delete(again);
        turnOf.set(merged, turn);
        for (const r of requests) if (r.action === again) r.action = merged;
        if (request) request.action = merged;
        found = true;
        break;
      }
      // "Luis, can you renew the permits?" — "Sure, I'll handle it by Friday": one action, with the date;
      // "I'll do it" from someone else takes it over.
      if (resolved && asked) {
        const merged = {...item, due: item.due ?? asked.due, ...(asked.condition && !item.condition ? {condition: asked.condition} : {})};
        out[out.indexOf(asked)] = merged;
        turnOf.delete(asked);
        // The request now stands for the merged item (the doubt rule reads the request's sentence as stating it).
        for (const r of requests) if (r.action === asked) r.action = merged;
      } else out.push(item);
      turnOf.set(out.includes(item) ? item : out[out.length - 1], turn);
      if (request) request.action = out.find((a) => a.task === item.task && a.owner === owner) ?? item;
      // "Olga will ask procurement for a quote": work given to someone else is answered like a request ("OK, I'll get it done").
      if (!request && out.includes(item) && owner !== s.speaker && owner !== 'Unassigned') {
        requests.push({phrase: item.task.charAt(0).toLowerCase() + item.task.slice(1), text: s.text, speaker: s.speaker, turn, addressee: owner, action: item});
      }
      // "Someone needs to tell the night shift" is asked of anyone: "On it", "I'll do it" from another speaker takes it.
      if (!request && out.includes(item) && owner === 'Unassigned') {
        requests.push({phrase: item.task.charAt(0).toLowerCase() + item.task.slice(1), text: s.text, speaker: s.speaker, turn, action: item});
      }
      found = true;
      break;
    }
    // After a refusal, "Happy to", "Leave it with me" from someone else (a bare "Sure" only from the person the refusal
    // suggested: "Maybe Lena can?") takes the declined task over: one item for the new owner, the refusal says who.
    // A different request made after the refusal ("Okay. Priya, please count the tables") is what a reply answers now:
    // its acceptance takes that request, never the declined task (a hand-over needs "can you take it?" or the task's words).
    const superseded = !!(answered && reassigning && answered.turn > reassigning.turn && answered.action !== reassigning.action);
    const takes = !found && reassigning && !superseded && reassigning.action.owner !== s.speaker ? acceptance(s.text) : null;
    if (takes && (takes.strong ? s.speaker !== reassigning!.request.speaker || reassigning!.suggested === s.speaker : reassigning!.suggested === s.speaker)) {
      const declined = reassigning!.action;
      const item: ActionItem = {owner: s.speaker, task: declined.task, due: findDue(s.text) ?? declined.due, speaker: s.speaker, line: s.line, ...(declined.condition ? {condition: declined.condition} : {})};
      declined.takenOverBy = s.speaker;
      out.push(item);
      turnOf.set(item, turn);
      if (request) requests.push(request);
      continue;
    }
    if (!found && declinedAt && declinedAt.turn === turn && !declinedAt.suggested) {
      // "Maybe Lena can?", "Could Lena take it?" in the refusal's turn: who may take it over.
      declinedAt.suggested = suggestedTaker(s.text, names, [s.speaker, declinedAt.request.speaker]);
      if (declinedAt.suggested) declinedAt.action.suggested = declinedAt.suggested;
    }
    const accepts = !found && answered ? acceptance(s.text) : null;
    // "Piotr, can you renew the permits?" — Sven: "Yes, will do.": the person asked does not speak in the transcript, and the
    // yes of someone else says no "I" ("Yes, will do", "On it", "Happy to"): they may be answering for Piotr or taking it on,
    // so who does it is open (u33g F2: Sven owned it, Open). "I'll do it", "Leave it with me" take it over as before.
    // "Rob, can you draft the SOW?" — Robert Klein: "Sure, by Tuesday.": a short form of the replier's first name is the
    // replier, the person asked (u33g F10: the owner was "Rob" and the date was lost).
    const byNickname = !!(accepts && asked && answered!.addressee && !names.has(answered!.addressee.toLowerCase()) && asked.owner === answered!.addressee && shortFormOf(answered!.addressee, s.speaker));
    if (byNickname) Object.assign(asked!, {owner: s.speaker});
    const forAbsent =
      !byNickname && accepts && answered!.asked && asked && answered!.addressee && !names.has(answered!.addressee.toLowerCase()) && asked.owner === answered!.addressee && asked.owner !== s.speaker && !asked.owner.includes(s.speaker) && !coOwners(asked.owner.replace(/ and /g, ', '))?.includes(s.speaker) && !FIRST_PERSON.test(s.text);
    if (forAbsent) {
      asked!.check = {reason: `${s.speaker} answered for ${asked!.owner}, who did not say yes`, quote: `${quoted(answered!.speaker, answered!.text)} — ${quoted(s.speaker, turnFrom(sentences, s))}`};
    } else if (accepts && (accepts.strong || !answered!.addressee || names.get(answered!.addressee.toLowerCase()) === s.speaker || answered!.action?.owner === s.speaker)) {
      // "Yes, will do by Thursday", "Sure, on it", "Leave it with me": the person who accepts owns the request.
      // The date may come in the turn's next sentence: "Hai, on it. You'll have the booking Thursday morning."
      // "I'm out tomorrow but it'll be done Friday": the day away is not the due date; what is left of the reply may name one.
      // "Yes, if the backup finishes on Friday", "Sure, as long as the slides are ready by Monday": a yes with a condition is
      // conditional, and a date inside the condition is no due date (u35g F3: Open, due Friday, the asked Saturday lost).
      const given = REPLY_CONDITION.exec(s.text);
      const condition = given ? given[1].replace(/[.!?]+$/, '').trim() : undefined;
      const unlessCondition = (text: string) => (given ? text.replace(given[1], '') : text);
      const turnText = sentences.filter((x) => x.line === s.line && x.speaker === s.speaker && x.index >= s.index).map((x) => withoutAway(unlessCondition(x.text))).join(' ');
      // "The 5th is more likely": a bare date offered in place of the asked one.
      const due = counterOffer(turnText) ?? replyDate(withoutAway(unlessCondition(s.text)))?.due ?? replyDate(turnText)?.due ?? null;
      if (asked && condition && asked.owner === s.speaker) asked.condition ??= condition;
      if (asked) {
        // Only words that commit ("Leave it with me") take a task over from someone who already has it.
        if (asked.owner !== s.speaker && accepts.strong) Object.assign(asked, {owner: s.speaker, speaker: s.speaker, line: s.line});
        // "You'll have them on Tuesday" after "by the 3rd": the accepted date replaces the asked one, in the task's words too.
        if (due && asked.owner === s.speaker) {
          if (asked.due && due.toLowerCase() !== asked.due.toLowerCase()) asked.task = withoutDue(asked.task);
          asked.due = due;
        }
        if (asked.owner === s.speaker) turnOf.set(asked, turn);
      } else if (!answered!.action) {
        const item: ActionItem = {owner: s.speaker, task: cleanTask(answered!.phrase), due: due ?? findDue(answered!.text), speaker: s.speaker, line: s.line, ...(condition ? {condition} : {})};
        out.push(item);
        turnOf.set(item, turn);
        answered!.action = item;
      }
    }
    if (request) requests.push(request);
  }
  // The item-text gate: nothing garbled reaches the table or the e-mail.
  for (const item of out) {
    const source = requests.find((r) => r.action === item);
    const said = sentences.filter((x) => x.line === item.line && x.speaker === item.speaker).map((x) => x.text).join(' ');
    // "Send the invite by Friday" answered "yes, by Thursday": the reply's date is the due date, and the task drops the
    // request's date phrase, so the e-mail never says "by Friday (due Thursday)".
    const inTask = item.due ? findDue(item.task) : null;
    const requested = requests.find((r) => r.asked && findDue(r.text) && inTask && findDue(r.text)!.toLowerCase() === inTask.toLowerCase() && restates(r.phrase, item.task, 0.5));
    if (inTask && requested && inTask.toLowerCase() !== item.due!.toLowerCase()) item.task = withoutDue(item.task);
    item.task = readableTask(item.task, {request: source?.phrase, said, speakers});
  }
  // "We need to order giveaways" after Ben took "Order the giveaways": the same task again, with nobody named, is Ben's item
  // said again, not a second, unassigned one.
  // Only items with the same first verb can say the same task (restates): grouped by it, so a long meeting is read once.
  const byVerb = new Map<string, ActionItem[]>();
  for (const a of out) if (a.owner !== 'Unassigned' && !a.withdrawn && !(a.declined && !a.takenOverBy)) {
    const verb = taskTerms(a.task)[0] ?? '';
    byVerb.set(verb, [...(byVerb.get(verb) ?? []), a]);
  }
  for (let i = out.length - 1; i >= 0; i--) {
    const b = out[i];
    if (b.owner !== 'Unassigned' || b.withdrawn) continue;
    const same = byVerb.get(taskTerms(b.task)[0] ?? '') ?? [];
    if (same.some((a) => out.indexOf(a) < i && restates(a.task, b.task, 0.5))) out.splice(i, 1);
  }
  // "We need to order the new laptops." … "Tom: I'll order the new laptops by Friday.": a later commitment in the speaker's
  // own words, without a condition, claims the need nobody owned; one item, Tom's (task 42v). Two claims stay rivals (To check).
  for (let i = out.length - 1; i >= 0; i--) {
    const b = out[i];
    if (b.owner !== 'Unassigned' || b.withdrawn || b.deferred) continue;
    const same = byVerb.get(taskTerms(b.task)[0] ?? '') ?? [];
    if (same.some((a) => out.indexOf(a) > i && a.owner === a.speaker && !a.condition && !a.declined && restates(a.task, b.task, 0.5))) out.splice(i, 1);
  }
  // "We need to fix the flaky tests." … "I'll take the flaky tests by Thursday.": a later "I'll take / handle / own …" that
  // names every other word of the need claims it too (u35g F6: E17, G07 kept an unassigned copy).
  for (let i = out.length - 1; i >= 0; i--) {
    const b = out[i];
    if (b.owner !== 'Unassigned' || b.withdrawn || b.deferred) continue;
    const need = taskTerms(b.task).slice(1).filter((t) => t.length > 2 && !/^(?:up|out|off|over|down)$/i.test(t));
    if (!need.length) continue;
    const claimed = out.some((a, j) => {
      if (j <= i || a.owner !== a.speaker || a.condition || a.declined || a.withdrawn || !CLAIM_VERB.test(a.task)) return false;
      const terms = taskTerms(a.task).map((t) => stem(t));
      return need.every((t) => terms.some((u) => u === stem(t) || (u.length > 3 && stem(t).startsWith(u)) || (stem(t).length > 3 && u.startsWith(stem(t)))));
    });
    if (claimed) out.splice(i, 1);
  }
  for (const [first, people] of shared) names.set(first, people[0]);
  for (const a of out) {
    if (a.check || a.owner === a.speaker) continue;
    const own = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker);
    const open = own.map((x) => ambiguousAt.get(x.index)).find((m) => m && m.people.includes(a.owner));
    if (open) a.check = {reason: `two speakers are called ${open.name} (${open.people.join(' and ')}); which one was meant is open`, quote: quoted(a.speaker, own.map((x) => x.text).join(' '))};
  }
  shareRequest(out, sentences, turnAt, names);
  markUnsure(out, requests, sentences, turnAt, names);
  markDoubt(out, sentences, turnAt, names, requests, corrections);
  // Work given to several people at once ("Kim and Lee will prepare the board deck"): when one of them answers in the next
  // turns with anything but a plain yes ("I can't next Wednesday"), who does it and when is open (issue 28, V-5).
  for (const a of out) {
    if (a.check || a.withdrawn || !a.owner.includes(' and ')) continue;
    const owners = a.owner.split(' and ');
    const at = sentences.find((x) => x.line === a.line && x.speaker === a.speaker);
    if (!at) continue;
    const reply = sentences.find((x) => x.index > at.index && turnAt[x.index] - turnAt[at.index] <= RESTATE_TURNS && owners.includes(x.speaker) && !acceptance(x.text) && !(YES_TAIL.test(x.text.trim()) && !refuses(x.text)));
    if (reply) a.check = {reason: `${reply.speaker}, one of the people named, did not simply agree`, quote: `${quoted(a.speaker, at.text)} — ${quoted(reply.speaker, turnFrom(sentences, reply))}`};
  }
  // A "To check" row that quotes a task taken back since ("Let me see what I can do" read as its own item) goes with it.
  for (const a of out) {
    if (!a.withdrawn) continue;
    const said = sentences.find((x) => x.line === a.line && x.speaker === a.speaker)?.text.trim();
    // The other half of the same sentence ("I'll order the badges and book the photographer", one half taken back) is an item of its own (u36g F1).
    for (const b of out) if (b !== a && !b.withdrawn && b.check && b.owner === a.owner && said && b.check.quote.includes(said) && !(b.line === a.line && b.speaker === a.speaker)) b.withdrawn = a.withdrawn;
  }
  // One row per item under "To check": an item read again from the same unclear reply quotes the same sentences.
  const seen = new Set<string>();
  const unique = out.filter((a) => {
    if (!a.check || a.withdrawn || a.deferred) return true;
    if (seen.has(a.check.quote)) return false;
    seen.add(a.check.quote);
    return true;
  });
  // "Kenji is off today, I'll tell him": a task that is only "tell / ask / remind him" says nothing to do by itself; when
  // the same turn answered for someone else, it belongs to that check item (which quotes the sentence), not the list.
  return unique.filter((a) => !(/^(?:(?:tell|ask|remind|let)\s+(?:him|her|them)(?:\s+know)?|pass\s+(?:it|that|this)\s+on(?:\s+to\s+(?:him|her|them))?)(?:\s+(?:today|tomorrow|later|now))?$/i.test(a.task) && out.some((b) => b !== a && b.check && b.line < a.line && a.line - b.line <= 2)));
}

/**
 * A Spanish negation right before the verb a pattern read ("No puedo …", "Yo no voy a …", "Ya no me encargo de …",
 * "Nunca voy a …"). English negations never match the patterns ("I can't", "I won't"); the French ones put "ne" between
 * "je" and the verb, which the patterns do not allow either.
 */
/**
 * Finding out whether one can, which is no task of its own: "(let me) see what I can do", "see if I can", "think about
 * it", "check my calendar", "check whether we can". A request it answers is read by the reply rules ("neither a clear yes
 * nor a clear no": "To check"); said alone it hands out nothing (u30b F15, t14: "let me check my calendar" was an open
 * task "Check Alex's calendar").
 */
const STALL =
  /^(?:see\s+(?:what\s+(?:I|we)\s+can\s+(?:do|manage)|(?:if|whether)\s+(?:I|we)\s+can(?:\s+(?:do\s+(?:it|that|this)|manage(?:\s+(?:it|that))?|fit\s+(?:it|that)\s+in|make\s+(?:it|that)(?:\s+work)?))?)(?:\s+about\s+(?:it|that|this))?\s*[.!?]?$|think\s+(?:about\s+(?:it|that|this)|it\s+over)\s*[.!?]?$|check\s+(?:my|our)\s+(?:calendar|diary|schedule|availability)|(?:check|find\s+out)\s+(?:if|whether)\s+(?:I|we)\s+(?:can|could|have|will)|look\s+at\s+(?:my|our)\s+(?:calendar|diary|schedule))(?![\p{L}])/iu;
/**
 * A speaker's own words that say they may do it, or will find out whether they can: "let me see what I can do", "let me
 * check my calendar", "maybe I'll draft …", "perhaps I can …", "I'll try to …", "I'll see if I can …", "I might …",
 * "I'll probably …". The item goes to "To check" with the sentence quoted (u30b F15: "Let me see what I can do" was an
 * open task "See what Mo can do"). "Let me send the agenda" is a commitment; "maybe" about someone else is not the owner's.
 */
const TENTATIVE =
  /(?<![\p{L}])(?:(?:maybe|perhaps|possibly|probably)\s*,?\s+(?:I|we)(?:['’]ll|['’]d|\s+(?:will|would|can|could|should|might|may))|(?:I|we)(?:['’]ll|\s+will|\s+can|\s+could)\s+(?:probably|maybe|perhaps|possibly|try\s+(?:to|and)|see\s+(?:if|whether|what|how)|think\s+about)|(?:I|we)\s+(?:might|may)\s+(?!not(?![\p{L}]))|let\s+me\s+(?:see|think|check\s+(?:my|our|if|whether|with|on)|find\s+out|look\s+into\s+(?:whether|if)|get\s+back)|(?:I|we)(?:['’]ll|\s+will)\s+(?:check|look\s+at)\s+(?:my|our)\s+(?:calendar|diary|schedule|availability))(?![\p{L}])/iu;
/**
 * A hedge right before the committing clause: "I am not sure I will …", "I doubt (that) I'll …", "I hope I will …",
 * "I wonder if I'll …", "Ich hoffe, ich …", "Ich bezweifle, dass ich …", "Je ne suis pas sûre que je vais …",
 * "J'espère que je vais …", "No estoy segura de que voy a …", "Espero que voy a …". The owner says they may not do it.
 * "I don't think we need to …", "I don't believe we need to …" say no one needs to (u31e F2), like "We don't need to …".
 */
const HEDGE_FRAME =
  /(?<![\p{L}])(?:not\s+sure|unsure|doubt|hope|wonder|(?:don['’]t|do\s+not)\s+(?:think|believe)|nicht\s+sicher|hoffe|bezweifle|pas\s+sûre?|doute|espère|no\s+estoy\s+segur[oa]|dudo|espero)(?![\p{L}])\s*,?\s*(?:(?:that|if|whether|ob|dass|que|de\s+que|si)\s+)?(?:(?:I['’]m|I\s+am|ich|je|yo)\s+)?$/iu;
/**
 * A committed clause that does nothing: holding back ("pass (this time)", "skip …", "wait for …", "hold off", "sit this
 * one out"; "warte", "passe", "attendre", "esperar") or a state ("be on holiday / in Berlin / out on Friday", German
 * "werde … sein"). "Be sending …", "be able to …" and "pass the message on" still do something.
 */
const NOT_A_DEED =
  /^(?:be(?![\p{L}])(?!\s+(?:able\s+to|\p{L}+ing)(?![\p{L}]))|pass(?=\s*(?:$|[.!,;]|(?:this\s+time|on\s+(?:this|that|it)|for\s+now|too|then)(?![\p{L}])))|skip|wait|hold\s+off|sit\s+(?:this|that)(?:\s+one)?\s+out|warte|passe|werde\s+.*\bsein\s*[.!]?$|attendre|passer\s+mon\s+tour|esperar|pasar\s+esta\s+vez)(?![\p{L}])/iu;
const NEGATED_BEFORE = /(?<![\p{L}])(?:no|nunca|jamás|tampoco)\s+(?:(?:me|te|se|lo|la|le|los|las|les|nos|yo)\s+)*(?:(?:voy\s+a|puedo|me\s+encargo\s+de)\s+)?$/iu;
/** A German negation in the task a pattern read ("werde den Bericht nicht schicken", "schicke keine Einladungen"); "nicht nur" ("not only") negates nothing. */
const GERMAN_NEGATION = /(?<![\p{L}])(?:nicht(?!\s+nur(?![\p{L}]))|nie|niemals|nichts|kein(?:e|en|em|er|es)?)(?![\p{L}])/iu;
/** "I thought Marco was doing that", "isn't Lena doing that?", "wasn't Ben going to", "isn't that Marco's job?": another person named as the owner. */
const OWNER_QUESTION = /(?<![\p{L}])(?:[Ii]\s+thought\s+\p{Lu}\p{L}*\s+(?:was|is|had|has|would|will|were)|(?:[Ii]sn['’]t|[Ww]asn['’]t)\s+(?:that\s+)?\p{Lu}\p{L}*)(?![\p{L}])/u;
const quoted = (speaker: string, text: string) => `${speaker}: “${text.trim()}”`;
/** What a turn said, from the sentence at `from` to the end of that speaker's turn. */
function turnFrom(sentences: readonly Sentence[], from: Sentence): string {
  return sentences.filter((x) => x.line === from.line && x.speaker === from.speaker && x.index >= from.index).map((x) => x.text).join(' ');
}

/** "then I'll do it myself", "Dann mache ich das selbst", "übernehme ich das", "je le fais moi-même", "lo hago yo": the speaker takes it. */
const SELF_TAKE =
  /(?<![\p{L}])(?:I['’]ll\s+(?:do|take|handle)\s+(?:it|that|this)\s+myself|mache\s+ich\s+(?:das|es)\s+selbst|(?:ich\s+)?mache\s+(?:das|es)\s+selbst|übernehme\s+ich\s+(?:das|es)|ich\s+übernehme\s+(?:das|es)|je\s+(?:le\s+fais|le\s+ferai|m['’]en\s+occupe)(?:\s+moi-même)?|lo\s+(?:hago|haré)\s+yo|yo\s+lo\s+hago|me\s+encargo\s+yo|yo\s+me\s+encargo)(?![\p{L}])/iu;

/** Weekdays in German, French and Spanish, said bare ("Lieber Donnerstag", "Plutôt jeudi", "Mejor el jueves"); a bare month word is too often no date ("Mai pen rai"). */
const OTHER_DATE_WORD = new RegExp(String.raw`(?<![\p{L}])(?<!guten\s)(${DE_DAYS}|${FR_DAYS}|${ES_DAYS}|morgen|übermorgen|demain|mañana|nächste\s+woche|semaine\s+prochaine|próxima\s+semana|semana\s+que\s+viene)(?![\p{L}])`, 'giu');
/** Every date a sentence names, in any language the demo reads, lower case: English phrases, due phrases and bare weekday or month words. */
function anyDates(text: string): string[] {
  const out = new Set(datesIn(text).map((d) => d.toLowerCase().replace(/^the\s+/, '')));
  const due = findDue(text);
  if (due) out.add(due.toLowerCase().replace(/^the\s+/, ''));
  for (const m of text.matchAll(OTHER_DATE_WORD)) out.add(m[1].toLowerCase().replace(/\s+/g, ' '));
  // "next week" inside "next week works" is one date, as is "Friday" inside "by Friday".
  return [...out].filter((d, _i, all) => !all.some((e) => e !== d && e.includes(d)));
}
const sameDate = (a: string, b: string) => {
  const x = a.toLowerCase().replace(/^the\s+/, '');
  const y = b.toLowerCase().replace(/^the\s+/, '');
  return x === y || x.endsWith(` ${y}`) || y.endsWith(` ${x}`);
};

/**
 * Words that put what was just said in doubt, in the demo's languages: a correction ("actually", "wait", "make it",
 * "eigentlich", "en fait", "en realidad"), a preference for something else ("instead", "rather", "lieber", "eher",
 * "plutôt", "mejor", "prefer"), a hedge ("not sure", "maybe", "might") or a hand-over ("selbst", "moi-même", "yo mismo").
 */
const DOUBT_WORD =
  /(?<![\p{L}])(?:actually|(?<!(?:can['’]?t|cannot)\s+)wait|hang\s+on|hold\s+on|on\s+second\s+thought|instead|rather|make\s+it|not\s+sure|unsure|maybe|might|perhaps|shouldn['’]t|should\s+(?:we|she|he|they|\p{Lu}\p{Ll}+)|already|eigentlich|warte|moment\s+mal|stattdessen|lieber|eher|doch\s+nicht|selbst|besser|vielleicht|en\s+fait|attends|plutôt|finalement|à\s+la\s+place|moi-même|préfère|peut-être|en\s+realidad|espera|mejor|en\s+vez|en\s+lugar|yo\s+mismo|prefiero|quizás|puede\s+ser|depends?|depending|hängt|dépend|depende)(?![\p{L}])/iu;
/** Words that hand a task to someone else or replace it: "instead", "actually", "stattdessen", "plutôt", "à la place", "en vez", "mejor". */
/**
 * w-vwa F5/F6 (s56 e-vw7): "Paolo was supposed to collect dietary requirements, but he is on leave. Hana will collect them
 * instead by Friday.": the "instead" and "them" point at the sentence just before, in the same turn and after the item, which
 * names its own work: a hand-over of that, not of the item said earlier (Grete's shirts were put under "check" and Hana's own
 * item was lost).
 */
function handsOverOwnTopic(x: Sentence, sentences: readonly Sentence[], last: Sentence): boolean {
  const before = sentences[x.index - 1];
  if (!before || before.index <= last.index || before.speaker !== x.speaker || before.line !== x.line) return false;
  return /(?<![\p{L}])(?:was|were)\s+(?:supposed|meant|going)\s+to\s+\p{L}+\s+(?:the\s+)?\p{L}{3,}/iu.test(before.text) || /(?<![\p{L}])(?:usually|normally)\s+\p{L}+s\s+(?:the\s+)?\p{L}{3,}/iu.test(before.text);
}
const HAND_OVER = /(?<![\p{L}])(?:instead|actually|stattdessen|lieber|plutôt|à\s+la\s+place|en\s+vez|en\s+lugar|mejor)(?![\p{L}])/iu;
/** A hedge: even with the same date, the owner is not sure ("Not sure the 5th works", "maybe Friday", "vielleicht", "peut-être", "quizás"). */
const HEDGE = /(?<![\p{L}])(?:not\s+sure|unsure|maybe|might|perhaps|vielleicht|peut-être|quizás|tal\s+vez)(?![\p{L}])/iu;
/** A routine question of the chair's that names no task: "Any blockers?", "Questions, anyone?", "Who's next?", "Need help?" (u36g F4). */
const ROUTINE_QUESTION =
  /^(?:(?:and|so|ok(?:ay)?|right|great|thanks|thank\s+you|nice|good|perfect|cool|super)[,!.]?\s+)*(?:any(?:thing|one|body)?(?:\s+(?:else|other|more|further))?(?:\s+(?:blockers?|questions?|issues?|concerns?|comments?|thoughts?|updates?|problems?|risks?|news|business))?(?:\s*,?\s*(?:anyone|anybody|everyone|folks|all))?|(?:questions?|comments?|thoughts?|concerns?|blockers?|issues?)(?:\s*,?\s*(?:anyone|anybody|everyone|folks|all))?|who(?:['’]s|\s+is)?\s+(?:next|else|up(?:\s+next)?)|(?:what|who)\s+else|(?:do\s+you\s+|does\s+anyone\s+)?needs?\s+(?:any\s+)?help|next|all\s+(?:good|clear|set)|every(?:one|body)\s+(?:ok(?:ay)?|good|clear|happy))\s*[?？]\s*$/iu;
/** "should we", "should Omar": a doubt word only when the question names nothing else (u36g F4). */
const SHOULD_ASK = /(?<![\p{L}])should\s+(?:we|she|he|they|\p{Lu}\p{Ll}+)(?![\p{L}])/giu;
/** "it", "that", "this", "them" and their German, French and Spanish forms: a sentence that points back at something said. */
/** The same without the French and Spanish articles "le", "la", "lo", which a third person's own sentence holds anyway ("tenir le stand le samedi"). */
/** A question whose first "it", "that" or "them" follows a thing it names itself: "do we patch the reporting server …, or does it wait?". */
function ownAntecedent(text: string): boolean {
  const t = text.trim().replace(/(?<![\p{L}])IT(?![\p{L}])/gu, '');
  if (!/[?？]$/.test(t)) return false;
  const pronoun = POINTS_BACK.exec(t);
  const thing = /(?<![\p{L}])(?:the|a|an|our|their|your|his|her)\s+[\p{L}-]{3,}/iu.exec(t);
  return Boolean(pronoun && thing && thing.index < pronoun.index);
}
const POINTS_AT = /(?<![\p{L}])(?:it|that|this|them|das|ça|cela|eso|esto)(?![\p{L}])(?!\s+(?:week|month|morning|afternoon|evening|year|quarter|sprint|time)\b)/iu;
const POINTS_BACK = /(?<![\p{L}])(?:it|that|this|them|das|es|ça|cela|le|la|lo|eso|esto)(?![\p{L}])(?!\s+(?:week|month|morning|afternoon|evening|year|quarter|sprint|time)\b)/iu;

/** "I'll be there, yes.", "Count me in, sure.": a reply that ends with a yes word (u36g F3). */
const YES_TAIL = /(?<![\p{L}])(?:yes|yep|yeah|sure)[.!]*$/iu;
/** "Ola and Mei, can you …?", "Kira, Leon, please …", "Ola, Mei, can you two …?": a request to two people by name (u36g F3). */
const TWO_ASKED =
  /^(?:(?:so|ok(?:ay)?|and|then|right)\s*,?\s+)?(\p{Lu}[\p{L}'’-]*)\s*(?:,\s*|,?\s+(?:and|&)\s+)(\p{Lu}[\p{L}'’-]*)\s*,\s*(?:(?:can|could|would|will)\s+you(?:\s+(?:two|both|all))?|(?:you\s+two\s*,?\s*|both\s+of\s+you\s*,?\s*)?please)\s+(.+?)[\s?.!]*$/u;

/**
 * A request to two people by name: each one who says yes owns it (one row, "Ola Berg and Mei Sun", as "Kim and Tom will …"
 * is read), each one who says no is listed as declined. Only when every one of them answers in the next three turns with a
 * known yes or no; otherwise the rows read before stay as they were (u36g F3).
 */
function shareRequest(out: ActionItem[], sentences: readonly Sentence[], turnAt: readonly number[], names: ReadonlyMap<string, string>): void {
  for (const s of sentences) {
    const m = TWO_ASKED.exec(s.text.trim());
    if (!m) continue;
    const people = [m[1], m[2]].map((w) => names.get(w.toLowerCase()));
    if (people.some((p) => !p || p === s.speaker) || people[0] === people[1]) continue;
    const answers = people.map((p) => sentences.find((x) => x.index > s.index && x.speaker === p && turnAt[x.index] - turnAt[s.index] <= 3));
    // "I'll be there, yes.": a yes word at the end of a reply is a yes too.
    const said = answers.map((x) => (!x ? null : refuses(x.text) ? 'no' : acceptance(x.text) || YES_TAIL.test(x.text.trim()) ? 'yes' : null));
    if (said.some((v) => v === null)) continue;
    const phrase = m[3];
    const task = cleanTask(phrase);
    const due = findDue(phrase);
    if (wordCount(task) < 2) continue;
    // The rows read before: the request's own, and a reply's row of one of them that says the task again.
    const before = out.filter((a) => (a.line === s.line && a.speaker === s.speaker) || (people.includes(a.owner) && answers.some((x) => x!.line === a.line && x!.speaker === a.speaker) && restates(task, a.task, 0.5)));
    const at = before.length ? out.indexOf(before[0]) : out.length;
    for (const a of before) out.splice(out.indexOf(a), 1);
    const rows: ActionItem[] = [];
    const yes = people.filter((_p, i) => said[i] === 'yes') as string[];
    if (yes.length) rows.push({owner: yes.join(' and '), task, due, speaker: s.speaker, line: s.line});
    people.forEach((p, i) => {
      const x = answers[i]!;
      if (said[i] === 'no') rows.push({owner: p!, task, due, speaker: s.speaker, line: s.line, declined: {speaker: x.speaker, text: x.text, line: x.line}});
    });
    out.splice(Math.min(at, out.length), 0, ...rows);
  }
}

/**
 * Honest by design: after an item is read with confidence, every sentence of the next three turns (and, further on, one
 * that says the task's words) is looked at. One that touches the item (it says the task's words, the due date or the
 * owner's name, is the owner's first reply, points back with "it" or "that", or is a reply of a word or two) and shows
 * doubt (a refusal, a question, another date, a doubt word, or the same task taken by someone else) sends the item to "To
 * check" with both quotes. A sentence that states another item of its own, or answers another item's request, is no
 * doubt about this one.
 */
function markDoubt(out: ActionItem[], sentences: readonly Sentence[], turnAt: readonly number[], names: ReadonlyMap<string, string>, requests: readonly Request[] = [], corrections: ReadonlySet<number> = new Set()): void {
  /** The turn each item was said in, and each sentence's words: read once, not once per item. */
  const itemTurn = new Map<ActionItem, number>();
  for (const b of out) {
    const at = sentences.find((y) => y.line === b.line && y.speaker === b.speaker);
    if (at) itemTurn.set(b, turnAt[at.index]);
  }
  const words: string[][] = [];
  const wordsOf = (x: Sentence) => (words[x.index] ??= tokenize(x.text));
  const datesOf: string[][] = [];
  /** Per sentence, once: a doubt word, its word count, a refusal, an acceptance. */
  const memo = <T,>(f: (x: Sentence) => T) => {
    const seen = new Map<number, T>();
    return (x: Sentence): T => {
      if (!seen.has(x.index)) seen.set(x.index, f(x));
      return seen.get(x.index)!;
    };
  };
  const doubts = memo((x) => DOUBT_WORD.test(x.text));
  const count = memo((x) => wordCount(x.text));
  const refusing = memo((x) => refuses(x.text));
  const accepting = memo((x) => acceptance(x.text) !== null);
  const saidAt = new Map<string, ActionItem[]>();
  for (const b of out) saidAt.set(`${b.line}\u0000${b.speaker}`, [...(saidAt.get(`${b.line}\u0000${b.speaker}`) ?? []), b]);
  for (const a of out) {
    if (a.check || a.withdrawn || a.declined || a.deferred || a.takenOverBy) continue;
    const own = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker);
    if (!own.length) continue;
    const last = own[own.length - 1];
    const t0 = turnAt[last.index];
    // The task's words without its verb: the first word ("Order the laptops"), or the last when a German task opens with its
    // object ("Den Kunden morgen anrufen"); date words ("morgen") say when, not what.
    const all = taskTerms(a.task).filter((t) => !anyDates(t).length);
    const objectTerms = new Set(/^(?:den|die|das|dem|der|ein|eine|einen|einem)\s/iu.test(a.task) ? all.slice(0, -1) : all.slice(1));
    const first = a.owner.split(/\s+/)[0]?.toLowerCase() ?? '';
    const ownerName = first && a.owner !== 'Unassigned' ? new RegExp(`(?<![\\p{L}])${ESCAPE(first)}(?![\\p{L}])`, 'iu') : null;
    const ownerTurn = sentences.find((y) => y.index > last.index && y.speaker === a.owner);
    /** Turns (and their speaker) that answer a topic opened after the item (s54 t-vwa F4). */
    const answeredTopic = new Map<number, string>();
    for (const x of sentences.slice(last.index + 1)) {
      if (turnAt[x.index] > t0 + OBJECT_TURNS) break;
      if (corrections.has(x.index)) continue;
      const near = turnAt[x.index] <= t0 + 3;
      // The task's words past its verb ("laptop" of "Order the laptops"): a sentence that says half of them is about the task
      // ("review the load test results" is not about "fix the search index settings and rerun the load test").
      const spoken = new Set(wordsOf(x));
      const says = objectTerms.size > 0 && [...objectTerms].filter((t) => spoken.has(t)).length / objectTerms.size >= 0.5;
      if (!near && !(says && turnAt[x.index] <= t0 + OBJECT_TURNS)) continue;
      // The same task taken by someone else ("I'll call the vendor, I know them"): who does it is open.
      const others = (saidAt.get(`${x.line}\u0000${x.speaker}`) ?? []).filter((b) => b !== a);
      const rival = others.find((b) => !b.withdrawn && b.owner !== a.owner && b.owner !== 'Unassigned' && restates(a.task, b.task, 0.5));
      // A sentence that states another item of its own ("Lena, could you book the room for Tuesday?") is about that item.
      // "Actually, Lena, can you do it instead?" states an item and hands this one over: it still counts.
      if (others.length && !rival && (!HAND_OVER.test(x.text) || handsOverOwnTopic(x, sentences, last))) continue;
      // "Actually, Paul, skip the trainers, we will run it ourselves": a sentence that took another item back, without this
      // item's words, is about that item only; its "actually" and "it" are no doubt about this one (u31e F6).
      if (!says && !rival && out.some((b) => b !== a && b.withdrawn && b.withdrawn.line === x.line && b.withdrawn.speaker === x.speaker && b.withdrawn.text === x.text)) continue;
      // The same for a request whose item a reply's words took over ("Jamal, can you loop in SEO?" — "Sure, I'll talk to them
      // tomorrow"): the request states that item, not a doubt about this one (task 43v).
      if (requests.some((r) => r.asked && r.action && r.action !== a && out.includes(r.action) && r.speaker === x.speaker && r.turn === turnAt[x.index] && x.text.includes(r.text.slice(0, 20))) && !HAND_OVER.test(x.text)) continue;
      // "No, I can't this week" right after "Ben, can you draft the press release?" answers that request, not this item.
      const answersAnother = out.some((b) => b !== a && b.owner === x.speaker && b.speaker !== x.speaker && itemTurn.get(b) === turnAt[x.index] - 1);
      if (answersAnother && !says && !rival) continue;
      if (!rival && aboutAnotherTopic(a, x, sentences, last, turnAt, spoken)) continue;
      // s54 t-vwa F4: a question or a decision by someone else, said between the item and this sentence and not about the
      // item, opens another topic ("Do we invite the contractors?", "We decided the relaunch is the 9th"): a doubt after
      // it ("Hmm, no, wait, budget is tight", "Wait, the 9th is a Sunday", "Not sure") answers that topic, unless it says
      // the task's verb or its main noun, or names the owner. "Should we tell the customer now, or wait for the 8D?"
      // shares "customer" and "8D" with "Prepare the 8D report for the customer" but neither "prepare" nor "report".
      // The owner's own refusal, or another date of theirs that the topic in between did not say ("Actually, I can't do
      // Friday"), still touches the item; the rest of a turn that answers the topic in between answers it too.
      if (!rival && !ownerName?.test(x.text) && !saysCore(a.task, spoken)) {
        const xDates = (datesOf[x.index] ??= anyDates(x.text));
        const opened = sentences.slice(last.index + 1, x.index).some((y) => {
          if (y.speaker === x.speaker || turnAt[y.index] === turnAt[x.index]) return false;
          const asks = /[?？]\s*$/.test(y.text.trim()) && !ROUTINE_QUESTION.test(y.text.trim());
          if (!asks && !isDecision(y.text)) return false;
          const ys = new Set(wordsOf(y));
          const aboutItem = (objectTerms.size > 0 && [...objectTerms].some((t) => ys.has(t))) || POINTS_BACK.test(y.text) || Boolean(ownerName?.test(y.text)) || (a.due ? anyDates(y.text).some((d) => sameDate(d, a.due!)) : false);
          if (aboutItem) return false;
          if (x.speaker !== a.owner) return true;
          if (refusing(x)) return false;
          // "Wait, the 9th is a Sunday" after "… the relaunch date is the 9th of next month": a date the topic said.
          return !xDates.length || xDates.some((d) => y.text.toLowerCase().includes(d.toLowerCase()));
        });
        if (opened || (answeredTopic.has(turnAt[x.index]) && x.speaker === answeredTopic.get(turnAt[x.index]) && !refusing(x))) {
          answeredTopic.set(turnAt[x.index], x.speaker);
          continue;
        }
      }
      // "Leila, make it the 11th": a sentence that opens with another colleague's name, without the task's words, is about their work.
      const addressed = /^(\p{Lu}[\p{L}'’-]*)\s*,/u.exec(x.text)?.[1]?.toLowerCase();
      if (addressed && names.has(addressed) && names.get(addressed) !== a.owner && !says && !rival) continue;
      const dates = (datesOf[x.index] ??= anyDates(x.text));
      const byOwner = x.speaker === a.owner;
      // The owner's reply that gave the due date ("Sure, by the 15th instead") was read already.
      if (byOwner && a.due && dates.length && dates.every((d) => sameDate(d, a.due!)) && !/[?？]\s*$/.test(x.text) && !refusing(x) && !HEDGE.test(x.text)) continue;
      // "Me?", "Really?": a reply of a word or two right after the item is about it.
      const short = turnAt[x.index] === t0 + 1 && x.speaker !== a.speaker && count(x) <= 2;
      // The reply of the person given the task, in their first turn after it ("Geht auch Freitag?"); a later sentence of theirs
      // ("Let's meet again on Monday") is about the item only when it says so.
      const reply = byOwner && a.speaker !== a.owner && ownerTurn !== undefined && turnAt[x.index] === turnAt[ownerTurn.index] && turnAt[x.index] <= t0 + 2;
      // The person who gave the task or the person given it, in the next two turns, correcting or hedging ("Moment, doch lieber
      // bis Donnerstag", "Attends, plutôt avant mardi"): about this item.
      // "Sorry, I mean Thursday.", "No, Thursday please." from the person who gave it, after the yes: a sentence that only
      // corrects a date touches the item as "Actually, make it Thursday." does (issue 28, u30k F15).
      const party = (x.speaker === a.speaker || byOwner) && turnAt[x.index] <= t0 + 2 && (doubts(x) || dateCorrection(x.text, names) !== null);
      // The task's words with another speaker's name ("Omar usually orders the laptops"): who does it is open.
      const someoneElse = says && (x.text.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).some((w) => names.has(w.toLowerCase()) && names.get(w.toLowerCase()) !== a.owner && names.get(w.toLowerCase()) !== x.speaker);
      // "IT will set up the rooms": the team IT is no pronoun.
      // "Do we patch the reporting server in the same window, or does it wait for the next cycle?": a question
      // whose "it" comes after a thing the question names itself points at that thing, not back at the item (s55 u-vwa F5).
      const pointsBack = !ownAntecedent(x.text) && POINTS_BACK.test(x.text.replace(/(?<![\p{L}])IT(?![\p{L}])/gu, ''));
      // "We agreed to freeze schema changes from 1 March": a decision that shares a word with the task ("schema") but not its
      // verb, and neither points back nor doubts, is about itself (issue 28, u29d V-1).
      if (isDecision(x.text) && !pointsBack && !doubts(x) && !spoken.has(taskTerms(a.task)[0] ?? '')) continue;
      const touches = party || someoneElse || says || reply || Boolean(ownerName?.test(x.text)) || pointsBack || (a.due ? dates.some((d) => sameDate(d, a.due!)) : false) || short;
      if (!touches && !rival) continue;
      // Another date is about this item only from its owner or the person who gave it, in a reply of a word or two, with the
      // task's words, the owner's name or "it"/"that": a third person's own sentence ("Je ne pourrai pas tenir le stand le
      // samedi") dates their own work.
      // "Lena, make that Thursday" names the owner and points back: it counts.
      // A third person's "it" (neither the owner nor the person who gave the task) is their own topic: "Kenji: We decided to
      // hold it on December 10." after "Amara, can you take the screenshots by Friday?" — "Yes." dates the webinar the
      // meeting had moved on to, not Amara's item (u32f F9).
      const thirdParty = !byOwner && x.speaker !== a.speaker;
      const otherDate =
        a.due && (says || short || byOwner || x.speaker === a.speaker || Boolean(ownerName?.test(x.text)) || (POINTS_AT.test(x.text.replace(/(?<![\p{L}])IT(?![\p{L}])/gu, '')) && !thirdParty))
          ? dates.some((d) => !sameDate(d, a.due!))
          : false;
      // A question is about the item when it says the task's words, a date or a person ("Shouldn't Omar do that?"), is a word
      // or two ("Me?"), or doubts ("or should we wait?"); "Anyone else need it?" after a yes asks nothing about it.
      const person = (x.text.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []).some((w) => names.has(w.toLowerCase()));
      const question = /[?？]\s*$/.test(x.text.trim()) && (says || dates.length > 0 || short || person || doubts(x));
      // "Great. Any blockers?", "Questions, anyone?", "Who's next?", "Need help?", "Anything else?": a routine question that
      // names nothing of the item (no task words, date, person or "it") asks nothing about it; nor does a longer question about
      // something else whose only doubt word is "should we" ("Should we ask ethics for the amendment?") (u36g F4).
      const namesNothing = !says && !dates.length && !pointsBack && !person && !rival && !someoneElse;
      if (namesNothing && ROUTINE_QUESTION.test(x.text.trim())) continue;
      // "Need help?" — "Maybe later.": the answer to such a question, naming nothing of the item, is about the question.
      const asked = sentences[x.index - 1];
      if (namesNothing && asked && asked.speaker !== x.speaker && asked.index > last.index && ROUTINE_QUESTION.test(asked.text.trim())) continue;
      if (namesNothing && /[?？]\s*$/.test(x.text.trim()) && count(x) >= 4 && !DOUBT_WORD.test(x.text.replace(SHOULD_ASK, ''))) continue;
      // "No." from the owner answers the sentence before it: the item only when that sentence was no one else's question.
      const before = sentences[x.index - 1];
      const answersOther = before && before.speaker !== x.speaker && before.index > last.index && /[?？]\s*$/.test(before.text.trim());
      const refusal = (says || (byOwner && !answersOther)) && refusing(x);
      const why = rival
        ? `${x.speaker} said it too (${rival.owner})`
        : someoneElse
          ? `${x.speaker} named someone else with it`
        : refusal
          ? `${x.speaker} said no`
          : otherDate
            ? `another date was said (${dates.filter((d) => !sameDate(d, a.due!)).join(', ')})`
            : question
              ? `${x.speaker} asked about it`
              : doubts(x)
                ? `${x.speaker} said “${DOUBT_WORD.exec(x.text)![0]}”`
                : null;
      if (!why) continue;
      // An acceptance that only agrees ("Fine.", "Sure.") is no doubt.
      if (!rival && !someoneElse && !refusal && !otherDate && !question && accepting(x) && !doubts(x)) continue;
      const said = own.map((y) => y.text).join(' ');
      a.check = {reason: `${why} after it was first stated; which owner, date or task holds is open`, quote: `${quoted(a.speaker, said)} — ${quoted(x.speaker, turnFrom(sentences, x))}`};
      if (rival && !rival.check) rival.check = a.check;
      // The item the hand-over states ("Do it", checked for its pronoun) is this row: one row quotes both sentences.
      for (const b of others) if (b.check) b.check = a.check;
      break;
    }
  }
}

/**
 * Time words the date patterns do not read: "ASAP", "soon", "after the audit", "before the launch", "next sprint",
 * "in a bit", "Q1", "EOM", "within the hour". An item with one and no due date is not dated with confidence.
 */
const UNREAD_TIME =
  // A word after "Q1" makes it a name ("the Q1 pricing page"), no time (task 43v).
  /(?<![\p{L}])(?:asap|a\.s\.a\.p|soon(?:ish)?|shortly|eom|eoq|eoy|cob|(?:q[1-4]|h[12])(?!\s+(?!(?:and|or|at|so|but|if|next|this|of|then|is|works|would|will|should|could|at|latest|earliest)\b)\p{Ll})|(?:next|this|coming|the\s+following)\s+(?:sprint|quarter|year|cycle|release|term|semester|season|fortnight|iteration)|end\s+of\s+(?:the\s+|next\s+|this\s+)?(?:sprint|year|term|business|play|fortnight|iteration)|(?:after|before)\s+(?:the|our|this|that|next|lunch|christmas|easter)(?![\p{L}])|in\s+(?:a\s+)?(?:bit|while|moment|couple\s+of|few)(?![\p{L}])|within\s+(?:a|an|the|\d+|one|two|three)\s+\p{L}+|later\s+(?:today|this|on|in)|(?:early|mid|late)[\s-](?:next\s+)?(?:week|month|year|january|february|march|april|may|june|july|august|september|october|november|december))(?![\p{L}])/iu;
const AT_TIME = /(?<![\p{L}])(?:at|around)\s+(?:noon|midday|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}[:.]\d{2})(?![\p{L}\d])/iu;
/** The time phrase as said: "before the" is quoted with the words it governs, up to two ("before the pilot starts"). */
function timePhrase(text: string, m: RegExpExecArray): string {
  if (!/(?:the|our|this|that|next)$/i.test(m[0])) return m[0];
  const rest = /^(?:\s+[\p{L}\p{N}'’-]+){1,2}/u.exec(text.slice(m.index + m[0].length))?.[0] ?? '';
  return m[0] + rest;
}
/** Whether a noun phrase comes before the task in its own sentence or in its condition ("Should the server go down, I'll restart it"). */
function nounBefore(a: ActionItem, said: string): boolean {
  const head = a.task.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
  const at = said.toLowerCase().indexOf(head);
  const before = `${at > 0 ? said.slice(0, at) : ''} ${a.condition && said.toLowerCase().indexOf(a.condition.toLowerCase()) < at ? a.condition : ''}`;
  return new RegExp(NOUN_PHRASE, 'iu').test(before);
}
/** A task that starts with a verb and "it" or "them": nothing in the same turn said what that is. */
const BARE_PRONOUN = /^(?!(?:ask|tell|remind|email|e-mail|call|phone|text|message|ping|thank|invite|brief|update|inform|notify|contact|pay|help|meet|show)\s)\p{L}+(?:\s+\p{L}+)?\s+(?:it|them)(?![\p{L}])/u;

/**
 * Confidence, from how each item was read. A request to a named person is sure when that person's reply is a known
 * yes (or says the task again), a known no (declined), or puts it off (deferred); a reply that is none of these, or
 * an answer by someone else while the person asked says nothing, makes the item "check", quoting both sentences, and
 * so does an item said in that reply (one row per item: findActions keeps one item per quote). A reply that offers two
 * dates ("Thursday or Friday") or whose time is no date ("Sure, after the audit") makes the item "check" too. Any item
 * is "check" when its text failed the wording gate, when "it" or "them" in it points at nothing, or when it holds a
 * time phrase that no due date was read from.
 */
function markUnsure(out: ActionItem[], requests: readonly Request[], sentences: readonly Sentence[], turnAt: readonly number[], names: ReadonlyMap<string, string>): void {
  for (const r of requests) {
    const a = r.action;
    if (!a || !r.addressee || !r.asked || !out.includes(a) || a.withdrawn || a.declined || a.deferred || a.check) continue;
    const asker = sentences.find((x) => x.text === r.text && x.speaker === r.speaker && turnAt[x.index] === r.turn);
    if (!asker) continue;
    const window = sentences.filter((x) => x.speaker !== r.speaker && turnAt[x.index] > r.turn && turnAt[x.index] <= r.turn + 2);
    const own = window.filter((x) => x.speaker === a.owner);
    if (own.length) {
      const replyTurn = turnAt[own[0].index];
      const reply = own.filter((x) => turnAt[x.index] === replyTurn);
      const replyText = reply.map((x) => x.text).join(' ');
      // "Either Thursday or Friday", "OK, by Monday, or maybe Tuesday": two candidate dates, so no date is stated with
      // confidence; "Sure, after the audit": a yes whose time is no date the assistant reads, so the asked date may be wrong.
      const choice = alternativeDates(replyText);
      const unread = !choice && !datesIn(replyText).length && !replyDate(replyText) && !refuses(replyText) && !reply.some((x) => readDeferral(x.text)) ? UNREAD_TIME.exec(replyText) : null;
      // "Sure, by 03.04.", "Yes, by 3/4": a date in the reply that can be read day first or month first.
      const twoWays = !choice && !unread && !refuses(replyText) ? numericDate(replyText) : null;
      if (choice || unread || twoWays?.ambiguous) {
        const quote = `${quoted(r.speaker, r.text)} — ${quoted(a.owner, replyText)}`;
        const reason = choice
          ? `${a.owner}'s reply gives more than one date (${choice.join(' or ')})`
          : unread
            ? `the time in ${a.owner}'s reply (“${timePhrase(replyText, unread)}”) is not a date the assistant reads`
            : `the date in ${a.owner}'s reply (“${twoWays!.words}”) can be read day first or month first`;
        for (const b of out) if ((b === a || reply.some((x) => x.line === b.line && x.speaker === b.speaker)) && !b.withdrawn && !b.deferred) b.check = {reason, quote};
        continue;
      }
      const known = reply.some((x) => x.line === a.line || acceptance(x.text) || (BOTH_YES.test(x.text.trim()) && !refuses(x.text)) || refuses(x.text) || readDeferral(x.text) || out.some((b) => b !== a && b.line === x.line && b.owner === a.owner && (b.withdrawn || b.deferred)));
      if (known) continue;
      const quote = `${quoted(r.speaker, r.text)} — ${quoted(a.owner, reply.map((x) => x.text).join(' '))}`;
      a.check = {reason: `${a.owner}'s reply is neither a clear yes nor a clear no`, quote};
      // "Let me see what I can do" said as the reply is no task of its own.
      // "Imposible, estoy de viaje" read as work for "Imposible": anything read from that reply is no task of its own either.
      for (const b of out) if (b !== a && reply.some((x) => x.line === b.line && x.speaker === b.speaker) && !b.check) b.check = {reason: `said in a reply that is neither a clear yes nor a clear no`, quote};
      continue;
    }
    // "I think he is out" from someone else while the person asked says nothing: who does it is open.
    const first = a.owner.split(/\s+/)[0]?.toLowerCase() ?? '';
    // "OK, I'll tell him", "Sure, I'll let her know": a yes that only passes the request on answers for the person asked too
    // (u33g F11: the "OK" read as a yes, and the task of someone who never spoke was Open).
    const other = window.find((x) => new RegExp(`(?<![\\p{L}])(?:he|she|they|him|her|them|${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?![\\p{L}])`, 'iu').test(x.text) && (!acceptance(x.text) || PASSES_ON.test(x.text)) || /\bpass\s+(?:it|that|this)\s+on\b/i.test(x.text));
    if (other && names.get(other.speaker.toLowerCase()) !== a.owner) {
      a.check = {reason: `${other.speaker} answered for ${a.owner}`, quote: `${quoted(r.speaker, r.text)} — ${quoted(other.speaker, turnFrom(sentences, other))}`};
      continue;
    }
    // "Ben, can you chase the supplier?" — Carla: "Sure.": a bare yes counts only from the person asked, so someone else's
    // "Sure", "Yes, sure" or "OK" while Ben says nothing leaves who does it open (u31c F3: Ben's item was read as accepted).
    const yes = window.find((x) => (x.index === 0 || turnAt[x.index - 1] !== turnAt[x.index]) && BARE_YES.test(turnFrom(sentences, x).trim()));
    if (yes && names.get(yes.speaker.toLowerCase()) !== a.owner) {
      a.check = {reason: `${yes.speaker} answered for ${a.owner}, who did not say yes`, quote: `${quoted(r.speaker, r.text)} — ${quoted(yes.speaker, turnFrom(sentences, yes))}`};
    }
  }
  // "Hmm, I thought Marco was doing that?": the person named as owner asks whether someone else has it, and that turn
  // accepts nothing: who does it is open, so the item is "check", quoting both sentences.
  for (const a of out) {
    if (a.check || a.withdrawn || a.declined || a.deferred || a.speaker === a.owner) continue;
    const at = sentences.find((x) => x.line === a.line && x.speaker === a.speaker);
    if (!at) continue;
    const turn = turnAt[at.index];
    const reply = sentences.filter((x) => x.speaker === a.owner && turnAt[x.index] > turn && turnAt[x.index] <= turn + 2);
    const first = reply.length ? reply.filter((x) => turnAt[x.index] === turnAt[reply[0].index]) : [];
    // "Wednesday? I said Friday last week." then "Right, Friday then.": the later confirmation of the other date
    // replaces the due date; without one, which date holds is open, so the item is "check".
    if (a.due && first.length && first[0].text.trim().toLowerCase().startsWith(`${a.due.toLowerCase()}?`)) {
      const other = datesIn(first.map((x) => x.text).join(' ')).filter((d) => d.toLowerCase() !== a.due!.toLowerCase());
      const confirmTurn = turnAt[first[0].index];
      const confirm = other.length === 1 ? sentences.find((x) => x.speaker !== a.owner && turnAt[x.index] > confirmTurn && turnAt[x.index] <= confirmTurn + 2 && new RegExp(`(?<![\\p{L}])${other[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+then(?![\\p{L}])`, 'iu').test(x.text)) : undefined;
      if (confirm) a.due = other[0];
      else a.check = {reason: `${a.owner} questioned the date`, quote: `${quoted(a.speaker, turnFrom(sentences, at))} — ${quoted(a.owner, first.map((x) => x.text).join(' '))}`};
      continue;
    }
    const asks = first.find((x) => OWNER_QUESTION.test(x.text));
    if (!asks || first.some((x) => acceptance(x.text))) continue;
    a.check = {reason: `${a.owner} asked whether someone else has this`, quote: `${quoted(a.speaker, turnFrom(sentences, at))} — ${quoted(a.owner, first.map((x) => x.text).join(' '))}`};
  }
  for (const a of out) {
    if (a.check || a.withdrawn || a.declined) continue;
    const said = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker).map((x) => x.text).join(' ');
    const quote = quoted(a.speaker, said);
    // The hedge of the sentence that says the task ("Maybe we should move the launch. I'll draft the plan." is no maybe).
    const verb = a.task.split(/\s+/)[0].toLowerCase();
    const lineSentences = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker);
    const ownSentences = lineSentences.filter((x) => x.text.toLowerCase().includes(verb));
    const maybe = a.owner === a.speaker && !a.deferred ? (ownSentences.length ? ownSentences : lineSentences).some((x) => TENTATIVE.test(x.text)) : false;
    if (/\(check wording\)$/.test(a.task)) a.check = {reason: 'the wording could not be read into a task', quote};
    else if (maybe) a.check = {reason: `${a.owner} said it as a maybe, not as a commitment`, quote};
    // "I'll do it." with nothing before it in the turn: the reason says so, not that it was said too long ago (u31c F11).
    else if (BARE_PRONOUN.test(a.task) && !nounBefore(a, said)) a.check = {reason: `nothing said before “${/(?<![\p{L}])(it|them)(?![\p{L}])/iu.exec(a.task)?.[1] ?? 'it'}” in the same turn says what it is`, quote};
    else {
      // A condition ("once the badges are ready", "if the audit passes") is shown as one; only the rest is read for a time.
      // The task and the sentence are apart, so a quoted time never runs on into the sentence ("after the call I'll", u31c F11).
      const read = `${a.task}. ${a.condition ? said.replace(a.condition, '') : said}`;
      const timed = UNREAD_TIME.exec(read);
      const numeric = numericDate(read);
      // "I'll call them at 3pm": a time of day in the task's own words, not one said elsewhere in the turn ("Let's meet at 3pm").
      const at = AT_TIME.exec(a.task);
      const impossible = impossibleDate(read);
      if (impossible && !a.deferred) a.check = {reason: `“${impossible}” is no date in the calendar`, quote};
      else if (!a.due && !a.deferred && !a.condition && numeric?.ambiguous) a.check = {reason: `the date (“${numeric.words}”) can be read day first or month first`, quote};
      else if (!a.due && !a.deferred && !a.condition && at) a.check = {reason: `the time (“${at[0]}”) is not a date the assistant reads`, quote};
      else if (!a.due && !a.deferred && !a.condition && timed) a.check = {reason: `the time (“${timePhrase(read, timed)}”) is not a date the assistant reads`, quote};
    }
  }
}

/**
 * A deferral: push (back), postpone, move, defer, delay, bump, park, shelve, put off, hold, carry over — "it", "that"
 * or a noun phrase — then to / until / till / into / past a time or an event ("to next month", "to January", "until
 * after the audit", "past the launch"). "Move the chairs to the hall" is a task: the target must read as a time.
 */
export type Deferral = {object: string; until: string; at: number};
const DEFER_HEAD = String.raw`(?:^|[,;:.!?—–]\s*|\b(?:then|so|and|just|please|maybe|perhaps|let['’]s|let\s+us|we(?:['’]ll|\s+will|\s+can|\s+could|\s+should|\s+might)?|I(?:['’]ll|\s+will|['’]d|\s+would|\s+can)?|(?:can|could)\s+we)\s+)`;
const DEFER = new RegExp(
  String.raw`${DEFER_HEAD}(?:\p{Lu}[\p{L}'’-]*\s*,\s*)?(push(?:ing)?|postpone|postponing|move|moving|defer|deferring|delay|delaying|bump|park|parking|shelve|put|hold|holding|table|carry|revisit|revisiting)\s+(it|that|this|them|[^,;.!?]{2,60}?)(?:\s+(?:back|off|over|out))?\s+(to|until|till|into|past|for|in|after)\s+([^,;.!?]{2,60})`,
  'iu',
);
const LATER = new RegExp(
  String.raw`^(?:after\b|next\b|later\b|the\s+(?:next|new|following)\b|q[1-4]\b|(?:early|mid|late)[\s-]|the\s+(?:end|start|beginning)\s+of\b|once\b|when\b|the\s+\d|\d|(?:${MONTHS}|${DAYS})\b)`,
  'iu',
);

/** "let's revisit next week", "we'll revisit the budget sheet next month", "come back to that on Friday": put off, no preposition needed. */
const REVISIT = new RegExp(
  String.raw`${DEFER_HEAD}(revisit(?:ing)?|come\s+back\s+to|circle\s+back\s+(?:to|on))(?:\s+(it|that|this|them|(?!next\b|later\b|on\b)[^,;.!?]{2,60}?))?\s+((?:next|later|after)\b[^,;.!?]{0,40}|(?:on\s+)?(?:${DAYS})\b|tomorrow\b)`,
  'iu',
);

export function readDeferral(text: string): Deferral | null {
  const revisit = DEFER.exec(text.trim()) ? null : REVISIT.exec(text.trim());
  if (revisit) {
    const [, , object = '', target] = revisit;
    const when = target.trim().replace(/^on\s+/i, '').replace(/\s+(?:instead|then|please|for\s+now)$/i, '');
    return {object: /^(?:it|that|this|them)$/i.test(object) ? '' : object.trim(), until: /^after\b/i.test(when) ? when : `to ${when}`, at: revisit.index};
  }
  const m = DEFER.exec(text.trim());
  if (!m) return null;
  const [, verb, object, prep, target] = m;
  // "put it off until …": "put" needs its "off"; "hold it for …" only with "until".
  if (/^put$/i.test(verb) && !/\soff\s/i.test(m[0])) return null;
  if (/^(?:hold|holding|carry)$/i.test(verb) && !/^(?:until|till|over|to)$/i.test(prep)) return null;
  if (/^for$/i.test(prep) && !/^(?:next|later|another|a\s+later)\b/i.test(target)) return null;
  // "revisit the cost report in Q2" puts it off; "in" and "after" only after "revisit" ("move the desks in the hall" is a task).
  if (/^(?:in|after)$/i.test(prep) !== /^revisit/i.test(verb)) return null;
  // "hold off on that until …": "off on" belongs to the verb.
  const thing = object.replace(/^(?:off|back|over)\s+(?:on\s+)?/i, '');
  const when = target.trim().replace(/\s+(?:instead|then|please|for\s+now)$/i, '');
  if (!LATER.test(/^after$/i.test(prep) ? `after ${when}` : when) && !(findDue(`by ${when}`) && DUE.exec(`by ${when}`)?.index === 0)) return null;
  return {object: /^(?:it|that|this|them)$/i.test(thing) ? '' : thing.trim(), until: `${/^(?:for|in)$/i.test(prep) ? 'to' : prep.toLowerCase()} ${when}`, at: m.index};
}

/**
 * Marks the action a deferral puts off and returns it (or null): "that" / "it" is the latest action of the last two
 * turns (a declined one too: "Then we postpone the report to January"); a noun phrase is the latest action within
 * twelve turns whose task holds half of its words.
 */
function defer(actions: ActionItem[], turnOf: Map<ActionItem, number>, d: Deferral, s: Sentence, turn: number, unanswered: (a: ActionItem) => Request | null = () => null): ActionItem | null {
  const ago = (a: ActionItem) => turn - (turnOf.get(a) ?? turn);
  const open = actions.filter((a) => !a.withdrawn && !a.deferred).reverse();
  const words = [...new Set(tokenize(d.object))].filter((t) => !IGNORED.has(t));
  const pick = words.length
    ? open.find((a) => {
        const task = new Set(tokenize(a.task));
        return ago(a) <= OBJECT_TURNS && words.filter((w) => task.has(w)).length / words.length >= 0.5;
      })
    : open.find((a) => ago(a) <= BARE_TURNS);
  if (!pick) return null;
  // "Ben, can you update the budget sheet?" — (no answer from Ben) — "OK, let's push that to next week": "that" may be the
  // request or the talk in between, and nobody took the task; it goes under "To check" with both sentences, not deferred.
  const asked = !words.length && s.speaker !== pick.owner ? unanswered(pick) : null;
  if (asked) {
    pick.check = {reason: `${pick.owner} did not answer, and “${s.text.trim()}” does not say which task it puts off`, quote: `${quoted(asked.speaker, asked.text)} — ${quoted(s.speaker, s.text)}`};
    return pick;
  }
  pick.deferred = {speaker: s.speaker, text: s.text, line: s.line, until: d.until};
  const due = findDue(`by ${d.until.replace(/^\S+\s+/, '')}`);
  if (due) pick.due = due;
  return pick;
}

const ESCAPE = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words after which a person's name is an object or a preposition's complement ("ask Ewa", "send it to Ewa"), not glued on. */
const BEFORE_A_NAME = /^(?:ask|tell|send|email|e-mail|call|phone|ring|remind|invite|brief|text|message|ping|pay|thank|give|show|meet|help|cc|copy|update|inform|notify|contact|introduce|and|or|to|for|with|from|by|of|about|than|via|through|cc)$/i;

/**
 * Why an item's text cannot go to the e-mail as it is, or null: a glued "'ll" ("Kofi'll print …"), a "by
 * then" that points at a date nobody can see, an article before a preposition ("for the on Thursday"), a
 * text that ends in an article or preposition, a result with a pronoun ("have them printed"), or a
 * speaker's name glued after a noun ("the visitor list Ewa Nowak on Thursday").
 */
export function garbled(task: string, speakers: readonly string[] = []): string | null {
  if (/['’]ll(?![\p{L}])/u.test(task)) return "a glued 'll";
  if (/\bby\s+(?:then|that\s+(?:time|date|day|point))\b/i.test(task)) return 'a "by then" tail';
  // A capital "A" is a letter that names something ("book room A on Tuesday"), not the article (u35g F1, P04, N03).
  if (/(?<![\p{L}])(?:the|a|an)\s+(?:on|by|for|to|at|of|in|with|from|and|or)(?![\p{L}-])/iu.test(task.replace(/(?<![\p{L}])A(?![\p{L}])/gu, 'X'))) return 'an article before a preposition';
  if (/(?<![\p{L}])(?:the|a|an|for|to|of|with|from)\s*[.,;:]?\s*$/iu.test(task.replace(/(?<=\p{L}\s+)A(?=\s*[.,;:]?\s*$)/u, 'X'))) return 'a dangling word at the end';
  if (HAVE_DONE.test(task.trim())) return 'a pronoun with no antecedent';
  for (const sp of speakers) {
    const m = new RegExp(`(?<![\\p{L}])(\\p{Ll}[\\p{L}'’-]*)\\s+${ESCAPE(sp).replace(/\s+/g, '\\s+')}(?:\\s+(?:on|by|before|until|tomorrow|today|tonight|next|this)\\b|\\s*$)`, 'u').exec(task);
    if (m && !BEFORE_A_NAME.test(m[1])) return "a speaker's name glued to the text";
  }
  return null;
}

/**
 * The item-text gate: a task that reads garbled is rebuilt from the request it answers (the request's
 * words, the reply's date); when that is impossible the speaker's own sentence is shown, quoted and
 * marked "check wording". A clean task passes unchanged.
 */
export function readableTask(task: string, from: {request?: string; said: string; speakers?: readonly string[]}): string {
  const speakers = from.speakers ?? [];
  if (!garbled(task, speakers)) return task;
  if (from.request) {
    const rebuilt = cleanTask(fromRequest(from.request.replace(/^(?:also|then|and|please)\s+/i, ''), from.said).task);
    if (!garbled(rebuilt, speakers) && wordCount(rebuilt) >= 2) return rebuilt;
  }
  return `“${from.said.trim()}” (check wording)`;
}

/**
 * A topic put off rather than a task: leave, save, keep or hold X for next time / for later / for the next
 * meeting, or park, table or shelve X without a place ("I'll park the printer question"; "park the van
 * behind the office" is a task). English only.
 */
const LATER_MEETING = String.raw`(?:next\s+time|later|another\s+(?:day|time|meeting|call|session)|a\s+later\s+(?:date|meeting|call|session)|the\s+next\s+(?:meeting|call|session|one|sync|review)|next\s+(?:week|month)['’]s\s+(?:meeting|call|session|sync)|next\s+(?:meeting|call|session|sync))`;
const DEFERRAL = new RegExp(
  String.raw`^(?:(?:park|table|shelve)\s+(?:(?!\b(?:in|at|behind|near|outside|inside|by|on|under|beside|across|next\s+to)\b)[^,;])+?(?:\s+(?:for\s+now|for\s+later|until\s+.+|till\s+.+|for\s+${LATER_MEETING}))?[.!]?$|(?:leave|save|keep|hold)\b.*\b(?:for|until|till|to)\s+${LATER_MEETING}\b)`,
  'i',
);

/** Who a refusal suggests instead ("Maybe Lena can?", "Could Lena take it?", "Lena might"): a speaker named in it, other than the people in `not`. */
function suggestedTaker(text: string, names: ReadonlyMap<string, string>, not: readonly string[]): string | undefined {
  for (const word of text.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []) {
    const full = names.get(word.toLowerCase());
    if (full && !not.includes(full)) return full;
  }
  return undefined;
}

/**
 * Where "it" or "them" in a task may point: the speaker's previous sentence in the same turn, a condition said
 * with the action ("If the boxes arrive, Ana, could you fetch them …"), and the words of the same sentence
 * before the action. Another speaker's sentence never.
 */
function antecedents(s: Sentence, previous: Sentence | null, at: number, condition: string | undefined): string[] {
  let here = s.text.slice(0, at);
  if (condition) here = here.replace(condition, '').replace(condition.charAt(0).toUpperCase() + condition.slice(1), '');
  const before = previous && previous.speaker === s.speaker && previous.line === s.line && previous.index === s.index - 1 ? previous.text : '';
  const phrases = (text: string, re: RegExp) => [...text.matchAll(re)].map((x) => x[0]);
  // A condition said before the action counts with the subject of its verb only: "the boxes" of "If the boxes arrive, Ana,
  // could you fetch them …", never "the server go down"; one said after it never ("send it once the budget is approved").
  const said = condition ? s.text.toLowerCase().indexOf(condition.toLowerCase()) : -1;
  // "Batch three failed overnight. I'll rerun it today.": a subject without an article that opens the sentence before (u33g F15, d02).
  const bare = BARE_SUBJECT.exec(before)?.[0];
  const subject = bare ? (/\s/.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare) : null;
  // Its plural object too, for "them" only (s54 t-vwa F6): "If the vendor ships the new switches, I'll install them".
  // The last noun phrase of each match: "the vendor ships the new switches" → "the new switches".
  const lastPhrase = (p: string) => p.slice([...p.matchAll(/(?<![\p{L}])(?:the|this|these|those|our|your|their)\s/giu)].at(-1)?.index ?? 0);
  const objects = condition && said >= 0 && said < at ? phrases(condition, ANTECEDENT).map(lastPhrase).filter((p) => plural(p) && p.split(/\s+/).length <= 4 && !/\s(?:go|goes|went|come|comes|came)\s/i.test(p)) : [];
  return [...(subject ? [subject] : []), ...phrases(before, ANTECEDENT), ...objects, ...(condition && said >= 0 && said < at ? phrases(condition, SUBJECT) : []), ...phrases(here, ANTECEDENT)];
}
const STATE_VERB = String.raw`(?:is|are|was|were|has|have|had|came|comes|come|looks|seems|went|needs|arrived|arrive|arrives|land|lands|landed|got|get\s+here|show\s+up|shows\s+up|turn\s+up|turns\s+up)\b`;
/** A sentence's subject of one to three words without an article, before a verb of state or failure: "Batch three failed", "Build 42 is red". */
const BARE_SUBJECT = new RegExp(String.raw`^(?!(?:I|We|You|He|She|It|They|This|That|These|Those|There|Here|What|Who|Which|Everything|Nothing|Something|Someone|Everyone)\b)\p{Lu}\p{Ll}+(?:\s+(?:\p{Ll}+|\d+)){0,2}(?=\s+(?:${STATE_VERB}|failed|fails|broke|crashed|stalled|stopped|timed\s+out|is\s+down|went\s+down)(?![\p{L}]))`, 'u');
const NOUN_PHRASE = String.raw`(?<![\p{L}])(?:the|this|these|those|our|your|their)\s+(?:[\p{L}-]+\s+){0,4}?[\p{L}-]+`;
/** A noun phrase with its determiner, followed by a verb of state, a clause end or "and": "the welcome pack for the interns". */
const ANTECEDENT = new RegExp(String.raw`${NOUN_PHRASE}(?=\s+${STATE_VERB}|\s*[,:;.!?]|\s+and\b|\s*$)`, 'giu');
/** The same, only as the subject of a verb of state: "the boxes" in "if the boxes arrive". */
const SUBJECT = new RegExp(String.raw`${NOUN_PHRASE}(?=\s+${STATE_VERB})`, 'giu');
/** The head noun of a phrase ("the welcome pack for the interns" → "pack"): the word before its first preposition. */
const headOf = (phrase: string) => phrase.split(/\s+(?:for|of|from|in|on|at|to|with|by|about)\s+/i)[0].split(/\s+/).at(-1) ?? '';
/** "boxes", "name badges", "people": a plural head, for "them". */
const plural = (phrase: string) => /(?:[^su]s|people|children|staff|data|media)$/i.test(headOf(phrase));

/**
 * "send it after the launch" with "the newsletter" said just before → "send the newsletter after the launch";
 * "fetch them from storage" with "the boxes" → "fetch the boxes from storage" ("them" takes a plural phrase,
 * "it" a singular one); null when nothing fits.
 */
function withAntecedent(task: string, context: readonly string[]): string | null {
  const m = /^(\p{L}+(?:\s+\p{L}+)?)\s+(it|them)\b(.*)$/iu.exec(task.trim());
  // "take it" is taking the task over; "take them to room 4" moves things.
  if (!m || /^(?:get|have|make|do|handle|keep)\b/i.test(m[1]) || (/^take\b/i.test(m[1]) && !/^\s+(?:to|from|back|down|up|out|home)\b/i.test(m[3]))) return null;
  const many = m[2].toLowerCase() === 'them';
  const noun = (many ? context.filter(plural) : context).at(-1);
  if (!noun) return null;
  // "run it by Friday" after "the payroll by Friday": the date is said once, the reply's (u30b F16: "by Friday by Friday").
  // "I'll prepare the invoice by Tuesday and Kim will approve it": Tuesday is Zoe's date, not Kim's (u33g F16, r19).
  const thing = DUE.exec(noun) ? withoutDate(noun) : noun;
  // "The newsletter" → "the newsletter"; a name stays as written ("Jenkins crashed. I'll restart it": "Restart Jenkins").
  return `${m[1]} ${thing.replace(/^(?:The|This|These|Those|Our|Your|Their)(?![\p{L}])/u, (w) => w.toLowerCase())}${m[3]}`;
}

/**
 * A short form of a speaker's first name, as people call each other: "Rob" for Robert, "Jo" for Joanne, "Liz" or "Beth"
 * for Elizabeth, "Alex" for Alexandra (the start of the name, or three or more of its letters inside it).
 */
function shortFormOf(short: string, speaker: string): boolean {
  const first = speaker.split(/\s+/).filter((p) => !HONORIFIC.test(p))[0]?.toLowerCase() ?? '';
  const s = short.toLowerCase();
  if (!first || s === first || s.length < 2 || s.length >= first.length) return false;
  return first.startsWith(s) || (s.length >= 3 && first.slice(1).includes(s));
}

/** A reply that passes a request on to the person asked: "I'll tell him", "I'll let her know", "I'll ask them", "I'll pass it on". */
const PASSES_ON = /\b(?:I['’]ll|I\s+will|I\s+can|let\s+me)\s+(?:tell|ask|remind|ping|message|text|call|email|let)\s+(?:him|her|them)(?:\s+know)?(?![\p{L}])|\b(?:I['’]ll|I\s+will)\s+pass\s+(?:it|that|this)\s+on\b/iu;
/** A reply that speaks for its speaker: "I'll do it", "I can", "Leave it with me", "I'm on it", "let me". */
const FIRST_PERSON = /(?<![\p{L}'’])(?:I|I['’](?:ll|m|d|ve)|me|my|mine|myself|ich|je|j['’]|yo|me\s+encargo)(?![\p{L}'’])/iu;

/** How many turns after a refusal a reassignment is read, and how far back a restatement merges with the same person's item. */
const REASSIGN_TURNS = 3;
const RESTATE_TURNS = 3;

/** A turn that opens another topic: "Next, the dashboard redesign.", "One more thing.", "Moving on", "Let's move on to …". */
const TOPIC_OPENER = /^(?:(?:okay|ok|so|right|alright|good|great|thanks)\s*[,.!]?\s*)*(?:next(?:\s+(?:item|topic|point|up))?\s*[,:.]|moving\s+on|one\s+more\s+thing|another\s+(?:thing|topic|point)|on\s+(?:a\s+)?(?:another|different|separate)\s+(?:note|topic)|let['’]s\s+move\s+on|let\s+us\s+move\s+on|now\s+(?:the|for|to|on\s+to)\s)/iu;

/**
 * s56 v-vwa F4: a doubt said after an item but about another subject put a correct, confident item into "check". A sentence
 * that neither says the task's verb or main noun nor gives a date is about another subject when (1) its turn opened another
 * topic before it or with it ("One more thing. … Actually, let's make it one day", "Next, the dashboard redesign. Samuel,
 * where are we with that?"); (2) its "that"/"it" follows right after a third person's own sentence, which it answers
 * ("I would also like to turn off the old scheduler …" — "That depends on the billing jobs."); or (3) it is a question
 * that adds a subject ("Should we also rotate all internal certificates now, or wait …?").
 */
function aboutAnotherTopic(a: ActionItem, x: Sentence, sentences: readonly Sentence[], last: Sentence, turnAt: readonly number[], spoken: ReadonlySet<string>): boolean {
  if (saysCore(a.task, spoken) || anyDates(x.text).length) return false;
  const turn = sentences.filter((y) => turnAt[y.index] === turnAt[x.index] && y.index <= x.index && y.index > last.index);
  if (turn.some((y) => TOPIC_OPENER.test(y.text.trim()))) return true;
  const before = sentences[x.index - 1];
  if (
    before &&
    before.index > last.index &&
    turnAt[before.index] === turnAt[x.index] - 1 &&
    ![a.owner, a.speaker, x.speaker].includes(before.speaker) &&
    !saysCore(a.task, new Set(tokenize(before.text))) &&
    /^(?:(?:okay|ok|so|well|hmm|yes|no|right)\s*[,.]?\s*)*(?:that|it|this)(?![\p{L}])/iu.test(x.text.trim())
  )
    return true;
  return /[?？]\s*$/.test(x.text.trim()) && ADDITION.test(x.text);
}

/** A task's words without its due date, its verb first: ("Book the venue by Friday") → ["book", "venu"]. */
/**
 * Whether a sentence's words (tokenized) hold the task's verb or its main noun, the last word of the object before a
 * preposition ("Prepare the 8D report for the customer": "prepare" or "report"); s54 t-vwa F4.
 */
function saysCore(task: string, spoken: ReadonlySet<string>): boolean {
  const terms = taskTerms(task);
  const object = task.trim().replace(/^\S+\s+/, '').split(/\s+(?:for|to|with|by|on|in|at|from|of|about|before|after|until|into|over)\s+/i)[0];
  const head = tokenize(object).filter((t) => !IGNORED.has(t)).pop();
  return (terms[0] !== undefined && spoken.has(terms[0])) || (head !== undefined && spoken.has(head));
}

function taskTerms(task: string): string[] {
  const due = DUE.exec(task);
  const plain = due ? task.slice(0, due.index) + task.slice(due.index + due[0].length) : task;
  return tokenize(plain).filter((t) => !IGNORED.has(t));
}

/**
 * The same task said again: the same first verb and more than half of the shorter task's other words
 * ("Book the venue for the offsite by Friday" / "book the venue tomorrow"); "order new laptops" and
 * "order new chairs" are two tasks. After a refusal, half is enough (`atLeast` 0.5) for the declined task
 * said again by its new owner ("ask them for a revised quote" / "Olga will ask procurement for the quote").
 */
/**
 * The words of a task (without its date) that single out one thing among its kind: one with a digit ("Q3", "floor 2",
 * "ticket 4521"), a capital after the first word ("Berlin", "iOS", "French") or a single capital letter ("room A").
 */
function markers(task: string): Set<string> {
  const words = withoutDue(task).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return new Set(words.slice(1).filter((w) => /\p{N}/u.test(w) || /\p{Lu}/u.test(w)).map((w) => w.toLowerCase()));
}
/** A task's words without its date, for comparing two sayings of it. */
const taskWords = (task: string) => tokenize(withoutDue(task)).join(' ');
function restates(earlier: string, later: string, atLeast?: number): boolean {
  const [verbA, ...restA] = taskTerms(earlier);
  const [verbB, ...restB] = taskTerms(later);
  if (!verbA || verbA !== verbB) return false;
  // "the Q3 sales report" / "the Q4 sales report", "floor 2" / "floor 3", "for iOS" / "for Android", "room A" / "room C":
  // each names a thing the other does not (a number, a name, a code), so they are two tasks, never one said again (u35g F1).
  const markA = markers(earlier);
  const markB = markers(later);
  if ([...markA].some((m) => !markB.has(m)) && [...markB].some((m) => !markA.has(m))) return false;
  const a = new Set(restA);
  const b = new Set(restB);
  // "the staging database" / "the production database": with the same verb and the rest the same, a word that each
  // says and the other does not is another object, not the same task in other words (u35g F1). Only for the strict
  // reading; after a refusal (`atLeast`) the new owner often names the task in words of their own.
  if (atLeast === undefined && [...a].some((t) => !b.has(t)) && [...b].some((t) => !a.has(t))) return false;
  // "Do the audit in two weeks" said twice: a verb the terms skip ("do") leaves one word, the same in both (u29l, 16-dates-tricky).
  if (!a.size && !b.size) return taskWords(earlier) === taskWords(later);
  if (!a.size || !b.size) return false;
  const overlap = [...b].filter((t) => a.has(t)).length / Math.min(a.size, b.size);
  return atLeast === undefined ? overlap > 0.5 : overlap >= atLeast;
}

/**
 * A request that hands over a task someone just declined: "it" resolved to that task ("can you take
 * it?", "you do it"), or the declined task's own words ("you take the tablets" after "ask IT to reset
 * the kiosk tablets"). Returns the task, or null for a different request.
 */
function takeOver(phrase: string, declined: string): string | null {
  const resolved = resolvePronoun(phrase, declined);
  if (resolved) return resolved;
  const [, ...object] = taskTerms(phrase);
  const task = new Set(taskTerms(declined));
  return object.length && object.filter((t) => task.has(t)).length / object.length > 0.5 ? declined : null;
}

/** A yes to every part of a request: "Sure, I'll do both by Monday", "Yes, I'll handle both", "Sure, both by Wednesday", "I can do all three". */
const BOTH_YES =
  /^(?:(?:yes|yeah|yep|sure|ok|okay|of\s+course|absolutely|happy\s+to|no\s+problem|will\s+do|definitely)\s*[,!.]?\s*)*(?:(?:I['’]ll|I\s+will|I\s+can|I['’]m\s+going\s+to|I\s+am\s+going\s+to)\s+)?(?:(?:do|handle|take\s+care\s+of|take|cover|manage|sort\s+out|tackle)\s+)?(?:both|all\s+three)(?:\s+of\s+(?:them|those|these))?(?![\p{L}])(?!\s+(?:are|is|were|was|have|has|need|needs|look|looks|seem|seems)(?![\p{L}]))/iu;

/**
 * The parts of a request of several tasks: "write the brief and book the studio", "update the CRM and also call the
 * Berlin office by Tuesday" (a date at the end is every part's). Each part after the first opens with a verb, never an
 * article ("write the brief and the summary" is one task). Null for one task.
 */
function requestParts(phrase: string): string[] | null {
  const due = DUE.exec(phrase);
  const shared = due && due.index + due[0].length >= phrase.replace(/[\s.?!]+$/, '').length ? phrase.slice(due.index) : '';
  const body = shared ? phrase.slice(0, due!.index) : phrase;
  const split = body.split(/\s*,?\s+and\s+(?:also\s+|then\s+)?|\s*[;,]\s*/i).map((p) => p.trim()).filter(Boolean);
  if (split.length < 2 || split.length > 3) return null;
  // "draft the post and schedule it": "it" is the first part's thing, so the part is "schedule the post" (u33g c06).
  const thing = /^\p{Ll}+\s+((?:the|a|an|my|our|your|his|her|their|this|that|these|those)\s+.+)$/iu.exec(split[0])?.[1];
  const parts = split.map((p, i) => (i && thing ? p.replace(/^(\p{Ll}+(?:\s+(?:out|up|off|over))?)\s+(?:it|them)(?![\p{L}])/u, `$1 ${thing}`) : p));
  if (parts.slice(1).some((p) => /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|all|some|any|each|every|\d)(?![\p{L}])/iu.test(p) || !/^\p{Ll}/u.test(p))) return null;
  if (parts.some((p) => taskTerms(p).length < 2)) return null;
  return parts.map((p) => (shared ? `${p} ${shared.trim()}` : p));
}

/** How many of a part's words (its verb and object, without a date) a sentence says. */
function partShare(part: string, said: string): number {
  const terms = taskTerms(part);
  const words = new Set(tokenize(said));
  return terms.length ? terms.filter((t) => words.has(t)).length / terms.length : 0;
}

/**
 * A yes to one part of a request of two or three and a no to another, in one turn: the refusal sentence (or its clause
 * after "but") names the declined part, and a commitment in the same turn ("I'll write the brief by Tuesday") names
 * another. Returns the accepted part, the declined part and the committing words; null when the turn does not say
 * which part is which.
 */
function partialYes(phrase: string, sentences: readonly Sentence[], refusal: Sentence): {accepted: string; declined: string; commitment: string} | null {
  const parts = requestParts(phrase);
  if (!parts) return null;
  const turn = sentences.filter((x) => x.line === refusal.line && x.speaker === refusal.speaker);
  // The refusal's own clause: after "but" when the sentence commits first ("I'll update the CRM by Tuesday, but I can't call Berlin").
  const split = /^(.*?)[,;]?\s+(?:but|though|although)\s+(.*)$/iu.exec(refusal.text);
  // "I can't book the studio, but I'll write the brief": the refusal first.
  const clause = split ? (refuses(split[2]) && !refuses(split[1]) ? 2 : refuses(split[1]) && !refuses(split[2]) ? 1 : 0) : 0;
  const refusing = clause ? split![clause] : refusal.text;
  const committing = [...(clause ? [split![3 - clause]] : []), ...turn.filter((x) => x !== refusal && !refuses(x.text)).map((x) => x.text)].filter((t) => COMMITS.test(t));
  if (!committing.length) return null;
  const no = parts.map((p) => partShare(p, refusing));
  const best = Math.max(...no);
  if (best < 0.5 || no.filter((v) => v === best).length > 1) return null;
  const declined = parts[no.indexOf(best)];
  const rest = parts.filter((p) => p !== declined);
  const commitment = committing.find((c) => rest.some((p) => partShare(p, c) >= 0.5) && partShare(declined, c) < 0.5);
  if (!commitment) return null;
  const accepted = rest.filter((p) => partShare(p, commitment) >= 0.5);
  return {accepted: accepted.join(' and '), declined: declined.replace(/^(?:also|then)\s+/i, ''), commitment};
}

/** Words that report what someone said: "said", "told me yesterday", "wrote", "promised us". */
const REPORT_VERB = String.raw`(?:(?:just|already|also|then|has|had|once)\s+)?(?:said|says|told|tells|wrote|writes|mentioned|promised|replied|emailed|e-mailed|texted|messaged|announced|insisted)(?:\s+(?:to\s+)?(?:me|us|them|him|her|everyone|the\s+team))?(?:\s+(?:yesterday|today|earlier|this\s+morning|last\s+(?:week|night)|on\s+\p{L}+))?`;
/**
 * "Bob said he'll …", "Ken told me he will …", "Maria mentioned that she would …", "Paul told me he can …", "Ana said she
 * is going to …": a promise of the person named, in indirect speech; group 1 is the name, group 2 what they will do.
 */
const INDIRECT_PROMISE = new RegExp(
  String.raw`(?:^|[^\p{L}'’])(\p{Lu}[\p{L}'’-]+)\s+${REPORT_VERB}\s*,?\s+(?:that\s+)?(?:[Hh]e|[Ss]he|[Tt]hey)(?:['’](?:ll|d)|\s+(?:will|would|can|could|shall|(?:is|are|was|were)\s+going\s+to|(?:plans?|planned|intends?|intended)\s+to))\s+(?!(?:not|never|no\s+longer)(?![\p{L}]))(\p{Ll}.*)$`,
  'u',
);
/** "would have liked …", "could have sent …": what did not happen; "would love to …", "would rather …": a wish. No promise. */
const UNDONE = /^(?:have\s+\p{L}+(?:ed|en|t)|(?:love|like|prefer|hate|rather|want|need)(?:\s+to)?)(?![\p{L}])/iu;
/** "That's right", "Correct", "Yes, I will": a reply that confirms what was reported. */
const CONFIRMS = /^(?:(?:yes|yeah|yep)\s*,?\s*)?(?:that['’]s\s+(?:right|correct|true)|correct|right|confirmed|indeed)(?![\p{L}])/iu;
/**
 * Whether the person a promise was reported of confirms it in their first sentence of the next two turns, in words that
 * commit or confirm ("Yes, I will", "Will do", "That's right", "Yes, I'll send it Friday") and no refusal. A bare "Yes."
 * or "Sure." could answer anything said since: the item stays under "To check".
 */
function confirmedBy(who: string, s: Sentence, sentences: readonly Sentence[]): boolean {
  let turns = 0;
  let prev = s;
  for (const x of sentences.slice(s.index + 1)) {
    if (x.line !== prev.line || x.speaker !== prev.speaker) turns++;
    prev = x;
    if (turns === 0) continue;
    if (turns > 2) return false;
    if (x.speaker === who) {
      const yes = acceptance(x.text);
      return !refuses(x.text) && (CONFIRMS.test(x.text.trim()) || Boolean(yes && (yes.strong || COMMITS.test(x.text))));
    }
  }
  return false;
}
/** "Bob said:", "Bob told me yesterday "", "He says, ": a direct quote opening, at the end of the words before a commitment. */
const REPORT_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}'’])(\p{Lu}[\p{L}'’-]+|he|she|they|someone|somebody)\s+${REPORT_VERB}\s*(?:[:,]\s*["“]?|["“])\s*$`, 'iu');
/** ""I'll fix it," Bob said.": a quote, then who said it. */
const REPORT_AFTER = new RegExp(String.raw`^[^"”]*[,.!?]?["”]\s*,?\s*(?:(\p{Lu}[\p{L}'’-]+|he|she|they)\s+(?:said|says|wrote|told\s+\p{L}+)|(?:said|says|wrote)\s+(\p{Lu}[\p{L}'’-]+))(?![\p{L}])`, 'iu');
const NOT_A_REPORTER = /^(?:he|she|they|someone|somebody|it|we|you)$/i;

/**
 * A commitment in the first person inside someone else's quoted words: "Bob said: I'll fix the roof", "Bob told me
 * yesterday "I'll fix the roof by Monday"", ""I'll fix the roof," Bob said". Returns who was quoted (null for "he" or
 * "someone"), or null when the speaker speaks for themselves ("Bob said the roof is fine. I'll paint the fence", "Bob
 * mentioned that I'll need to sign": "that" reports what Bob said about the speaker).
 */
function reportedSpeech(text: string, at: number, names: ReadonlyMap<string, string>): {who: string | null} | null {
  const before = text.slice(0, at);
  const whoOf = (word: string) => (NOT_A_REPORTER.test(word) ? null : (names.get(word.toLowerCase()) ?? word));
  const lead = REPORT_BEFORE.exec(before);
  if (lead && (NOT_A_REPORTER.test(lead[1]) || !notAName(lead[1]))) return {who: whoOf(lead[1])};
  if (/["“]\s*$/u.test(before)) {
    const tail = REPORT_AFTER.exec(text.slice(at));
    const word = tail?.[1] ?? tail?.[2];
    if (word && (NOT_A_REPORTER.test(word) || !notAName(word))) return {who: whoOf(word)};
  }
  return null;
}

/** A request in the meeting ("Could you also book the big meeting room?"), for the reply that says "I'll book it". */
type Request = {phrase: string; text: string; speaker: string; turn: number; addressee?: string; action?: ActionItem; /** Asked of the person addressed ("Ana, can you …?"), not told about them ("Ana will …"). */ asked?: boolean};

/**
 * Yes and no of languages people mix in, which are also given names ("Jo", "Tak"): before a comma a reply word, as the
 * subject before "will" a person ("Jo will handle the catering", u30u F7).
 */
const REPLY_WORDS = 'sì sim não nao tak nie evet tamam hayır iya nej jo';
const REPLY_WORD = new Set(REPLY_WORDS.split(' '));
/** Words that open a sentence with a comma ("Okay, can you …", "Thanks, Omar") and are nobody's name. */
const NOT_A_NAME = new Set(
  (
    'ok okay so great right yes yeah yep no nope sure well also then now actually fine alright thanks anyway hi hello hey everyone ' +
    'everybody guys team folks all please good perfect cool oh and but sorry first second next finally again today tomorrow ' +
    'look listen honestly basically quick one bitte ja nein gut also okay oui non bon bien alors merci vale sí si bueno claro pues ' +
    'gracias bonjour hola hallo dann und aber et mais y pero ' +
    // French, German and Spanish interjections that open a reply ("Désolé, …", "Klar, …", "Perdón, …").
    'désolé désolée entendu parfait super exact voilà ah danke klar genau stimmt prima genial perfecto perdón perdona vaya venga ' +
    // More discourse words of the six languages (French, Spanish, German, Italian, Dutch, English) that open a sentence before a comma.
    'enfin bref donc eh euh tiens écoute écoutez attends mira oye hombre mujer bueno entonces pues vale venga oiga ' +
    'naja tja gut ok na sowieso jedenfalls übrigens moment allora dunque ecco beh boh vabbè vabbe insomma comunque certo senti ' +
    'guarda cioè nou goed oké dus kijk zeker tja nee jawel prima precies apologies cheers hmm um uh er frankly anyways ' +
    'absolutely exactly indeed obviously fair agreed noted understood gotcha ' +
    // Warnings and asides that open a sentence before a comma ("Careful, support uses debug logs …"; s56 v-vwa F2: owner "Careful").
    'careful caution warning remember reminder note fyi heads-up psst seriously true interesting hopefully ideally luckily unfortunately sadly meanwhile besides however otherwise ' +
    // Words that ask to wait before a correction ("Espera, mejor para el martes", "Attends, plutôt mardi", "Moment, …").
    'espera esperad esperen attends attendez warte wartet moment momento momentito wait hold hang ' +
    // Hindi, Spanish and other interjections that open a refusal ("Acha, not this sprint", "Ay, sorry").
    'acha accha achha arre arrey ay ayy ayyy aiya aiyo ayo haan ' +
    // Refusal words that open a decline ("Can't, the budget is frozen", "Nah, …", "Unfortunately not, …"): never an addressee.
    "can't can’t cannot nah wish unfortunately sadly regrettably afraid " +
    // Yes and no of the languages people mix in ("Sì, lo faccio domani", "Sim, …", "Tak, …", "Evet, …"): a reply word is
    // never the person asked (task 43v, u29l V-14).
    `${REPLY_WORDS} perfetto esatto certamente volentieri ovviamente ` +
    // Days: "ship the samples by Monday, no wait, Tuesday?" ends in the corrected day, never in the person asked (u30k F8, F9).
    'monday tuesday wednesday thursday friday saturday sunday tonight montag dienstag mittwoch donnerstag freitag samstag sonntag morgen heute'
  ).split(' '),
);
/**
 * A word before a comma that cannot be a person's name: a filler or interjection, or a French elision
 * ("D'accord", "C'est", "L'idée": a capital, an apostrophe, then lower case), which a name never is
 * ("O'Neil", "D'Angelo" keep a capital after the apostrophe).
 */
function notAName(word: string): boolean {
  return NOT_A_NAME.has(word.toLowerCase()) || /^\p{Lu}['’]\p{Ll}/u.test(word);
}
const NAME = String.raw`(\p{Lu}[\p{L}'’-]+)`;

/**
 * A speaker's name of several words before a comma, said in full ("Li Na, could you …", "Then Ana
 * María, can you take it?", "Could you do it instead, Li Na?"): before a comma at the end of `head` (`at`
 * "end"), at its start ("start") or after a comma that ends it ("tail"), the longest
 * known one. Returns the speaker and the length of the match, or null.
 */
function knownFullName(head: string, names: ReadonlyMap<string, string>, at: 'start' | 'end' | 'tail'): {speaker: string; length: number} | null {
  const keys = [...names.keys()].filter((k) => /\s/.test(k)).sort((a, b) => b.length - a.length);
  for (const k of keys) {
    const name = k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    const re =
      at === 'end' ? String.raw`(?:^|[\s,;:])${name}\s*,\s*¿?\s*$` : at === 'start' ? String.raw`^${name}\s*,\s*` : String.raw`,\s*${name}$`;
    const m = new RegExp(re, 'iu').exec(head);
    if (m) return {speaker: names.get(k)!, length: m[0].length};
  }
  return null;
}
/** "can you …", "could someone …", "kannst du …", "peux-tu …", "¿puedes …": a request, asked of the person addressed or of anyone. */
const ASK = new RegExp(
  String.raw`(?:^|[\s,;:¿])(?:(?:can|could|would|will)\s+(you|someone|somebody|anyone|one\s+of\s+you)|kannst\s+du|könntest\s+du|würdest\s+du|können\s+sie|könnten\s+sie|tu\s+peux|peux-tu|tu\s+pourrais|pourrais-tu|pouvez-vous|vous\s+pouvez|pourriez-vous|puedes|podrías|podrias|puede\s+usted|podría\s+usted)\s+` +
    String.raw`(?:(?:also|please|maybe|perhaps|possibly|kindly|quickly|just|be\s+able\s+to|bitte|mal|noch|auch|por\s+favor)\s+)*(.+)$`,
  'iu',
);
/** "Who can …?", "Wer kann …?", "Qui peut …?", "¿Quién puede …?" opening a question: a request to anyone. */
const WHO_ASK =
  /^¿?\s*(?:who|wer|qui|quién|quien)\s+(?:can|could|will|wants\s+to|would\s+like\s+to|is\s+able\s+to|kann|könnte|will|peut|pourrait|veut|va|puede|podría|podria|quiere|va\s+a)\s+(?!(?:be|sein|être|ser|estar)(?![\p{L}]))(.+)$/iu;
/** German third-person verbs after "Wer …?" with an infinitive that the stem rule gets wrong. */
const DE_WHO_IRREGULAR: Record<string, string> = {übernimmt: 'übernehmen', nimmt: 'nehmen', gibt: 'geben', spricht: 'sprechen', liest: 'lesen', hält: 'halten', lädt: 'laden', trägt: 'tragen', ist: 'sein', hat: 'haben', weiß: 'wissen'};
/**
 * "Wer kümmert sich um die Getränke?", "Wer schreibt den Bericht?", "Who takes the minutes?", "Who's booking the room?",
 * "Qui s'occupe de la salle ?", "¿Quién se encarga del catering?": an open question about who does the work, a request
 * to anyone; the request's words in the infinitive (u30b F1: "Wer" was read as the owner).
 */
function whoDoes(body: string): string | null {
  const t = body.trim().replace(/[?？]\s*$/u, '').trim();
  let m = /^wer\s+kümmert\s+sich\s+(um|darum)(?![\p{L}])\s*(.*)$/iu.exec(t);
  if (m) return `${m[1]}${m[2] ? ` ${m[2]}` : ''} kümmern`;
  m = /^[Ww]er\s+(\p{Ll}+t)\s+(.+)$/u.exec(t);
  if (m && !/^(?:kann|könnte|will|soll|muss|darf|möchte)$/u.test(m[1])) {
    const v = m[1];
    const inf = DE_WHO_IRREGULAR[v] ?? (/(?:er|el)t$/u.test(v) ? `${v.slice(0, -1)}n` : /et$/u.test(v) ? `${v.slice(0, -1)}n` : `${v.slice(0, -1)}en`);
    return `${m[2]} ${inf}`;
  }
  m = /^who(?:['’]s|\s+is)\s+(\p{L}+ing)\s+(.+)$/iu.exec(t);
  if (m && !/^going$/i.test(m[1])) return `${baseOfGerund(m[1])} ${m[2]}`;
  m = /^who\s+(takes|handles|does|books|writes|owns|sends|prepares|organi[sz]es|runs|covers|drafts|updates|orders|picks\s+up|looks\s+after)\s+(.+)$/iu.exec(t);
  if (m) return `${m[1].replace(/(?<=ss|sh|ch|x|o)es(?=\s|$)|s(?=\s|$)/iu, '')} ${m[2]}`;
  m = /^qui\s+s['’]occupe\s+(.+)$/iu.exec(t);
  if (m) return `s'occuper ${m[1]}`;
  m = /^¿?\s*qui[ée]n\s+se\s+encarga\s+(.+)$/iu.exec(t);
  if (m) return `encargarse ${m[1]}`;
  return null;
}

/** "don't forget to", "please do not forget to", "remember to", "make sure to", "be sure to" before the work asked for. */
const REMINDER = /^(?:(?:please\s+)?(?:don['’]t|do\s+not)\s+forget\s+to|(?:please\s+)?remember\s+to|make\s+sure\s+(?:to|you)|be\s+sure\s+to)\s+(?=\p{Ll})/iu;
/** A "please" that makes the rest an imperative request ("Please update …", "bitte schick …", "por favor, envía …"). */
const PLEASE = /^(?:please|kindly|bitte|por\s+favor|s['’]il\s+(?:te|vous)\s+pla[iî]t|merci\s+de)\s*,?\s*/iu;
/** First words of an English sentence that is no imperative: "Tomas, did you …", "Omar, you're on mute", "Thanks, Omar". */
const NOT_IMPERATIVE =
  /^(?:the|a|an|this|that|that['’]s|these|those|it|it['’]s|its|i|i['’]m|i['’]ll|i['’]d|i['’]ve|we|we['’]re|we['’]ll|you|you['’]re|you['’]ll|they|he|she|there|there['’]s|here|here['’]s|what|what['’]s|why|how|when|where|who|which|did|do|does|is|are|was|were|have|has|had|thanks|thank|sorry|yes|no|ok|okay|good|great|nice|welcome|congrats|congratulations|hi|hello|hey|right|well|so|any|your|my|our|his|her|their|not|let|let['’]s|happy|exactly|absolutely|agreed|correct|true|fair|sounds|looks|glad|interesting|all|everyone|as|if|for|in|on|at|to|from|with|about|by|of|and|but|or|can|could|would|will|should|shall|may|might|must|very|too|maybe|perhaps|also|just|really|one|two|quick|question|see|talk|bye|goodbye|cheers|morning|afternoon|evening|over|back|same|me|us|him|them)\b/i;
/** Requests that are about the call itself or a question, not work to do: "can you hear me", "please note that …", "go ahead"; "make it the 11th" and "can you do Wednesday?" move a date (the doubt rule reads it), no task (u33g F8: "Friday is too late, can you do Wednesday?" gave the owner "late"). */
const NOT_A_TASK =
  /^(?:hear|see|remember|believe|imagine|guess|think|know|tell\s+(?:me|us)|note|keep\s+in\s+mind|bear\s+in\s+mind|be\s+aware|go\s+ahead|continue|carry\s+on|hold\s+on|wait|unmute|mute|repeat|speak\s+up|share\s+(?:your|the)\s+screen|come\s+in|introduce|say|keep\s+(?:going|it\s+up)|over\s+to\s+you|like|prefer|mind|agree|take\s+care(?!\s+of)|have\s+a\b|(?:make|do)\s+(?:it\s+|that\s+)?(?:(?:on|for|by)\s+)?(?:the\s+\d+(?:st|nd|rd|th)?|\d[\d/.-]*|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next\s+(?:week|month|\w+day)|end\s+of\s+(?:the\s+)?\w+)(?:\s+(?:instead|then|please))?\s*[?.!]?\s*$|make\s+(?:it|that)\s+(?:(?:on|for|by)\s+)?(?:the\s+\d|\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next\b|end\s+of))/i;

export type ReadRequest = {phrase: string; addressee?: string; /** "Owen, if the movers cancel, please call the backup company": the request holds only then. */ condition?: string};

/** "(Name,) I need / I'll need / can I get X from you (rest)": what is needed, from the person addressed. */
const NEED = new RegExp(
  String.raw`^(?:${NAME}\s*,\s*)?(?:I\s+(?:really\s+|still\s+|also\s+)?need|I['’]ll\s+need|I\s+will\s+need|I['’]d\s+need|I\s+would\s+need|I['’]m\s+going\s+to\s+need|I['’]d\s+like|I\s+would\s+like|I\s+want|(?:can|could|may)\s+I\s+(?:get|have|please\s+(?:get|have)))\s+(.+?)\s+from\s+you\b[,\s]*(.*)$`,
  'iu',
);

const NEED_YOU = new RegExp(String.raw`^(?:${NAME}\s*,\s*)?(?:I\s+(?:really\s+|still\s+|also\s+)?need|I['’]d\s+like|I\s+would\s+like|I\s+want)\s+you\s+to\s+(\p{L}.+)$`, 'iu');

/**
 * The verb of a gerund ("sending" → "send", "updating" → "update", "running" → "run", "ordering" →
 * "order"), by the English spelling rules: a doubled final consonant is single again, and a silent "e"
 * comes back after a consonant-vowel-consonant ending that is not an unstressed one (-er, -en, -on,
 * -el, -al, -it, -et, -ow) and after endings that always keep it (-iv, -ev, -av, -uc, -nc, -rc, -dg,
 * -rv, -lv, -ang, -dl, -bl, -pl, -tl, -gl, -kl). A few common verbs that break the rule are listed.
 */
const GERUND_E = new Set(['writ', 'invit', 'cit', 'complet', 'delet', 'creat', 'compet', 'recit', 'excit', 'unit', 'translat', 'dictat']);
export function baseOfGerund(word: string): string {
  const stem = word.replace(/ing$/i, '');
  if (stem.length < 2) return word;
  const lower = stem.toLowerCase();
  if (/([bcdfgkmnprtvz])\1$/.test(lower)) return stem.slice(0, -1);
  if (GERUND_E.has(lower)) return `${stem}e`;
  if (/(?:iv|ev|av|uc|nc|rc|dg|rv|lv|ang|dl|bl|pl|tl|gl|kl)$/.test(lower)) return `${stem}e`;
  if (/(?:^|[^aeiou])[aeiou][^aeiouwxy]$/.test(lower) && !/(?:er|en|on|el|al|it|et|ow|om)$/.test(lower)) return `${stem}e`;
  return stem;
}

/**
 * A request in one sentence: what it asks for and, when it is addressed by name, to whom. Read:
 * "can / could / would / will you …?" (and the German, French and Spanish forms), an imperative after
 * a name ("Amina, please book …", "Tomas, send me …") or before one at the end ("Send … by March 3,
 * Tomas."), and "Please …" addressed to nobody in particular. A name is a speaker's name or any
 * capitalised word before the comma that is not a filler ("Okay, can you …" is addressed to nobody).
 * Not requests: questions ("Tomas, did you see the email?"), the call itself ("can you hear me?",
 * "please note that …") and English imperatives whose first word cannot be a verb ("Thanks, Omar").
 */
/** A short lead-in between the name and the question: "Emma, before that, can you …", "Ben, first, could you …". */
const ASK_LEAD_IN = String.raw`(?:first|then|also|meanwhile|in\s+the\s+meantime|(?:before|after)\s+(?:that|this|then|the\s+[\p{L}-]+))`;
export function readRequest(text: string, names: ReadonlyMap<string, string> = new Map()): ReadRequest | null {
  // A reply word that is also a given name ("Jo", "Tak") before a request is the person asked: "Jo, can you book the flights?"
  // (u33g F2: the request had nobody to ask, so another speaker's "Sure" took it).
  const nameOf = (word: string | undefined) => (word ? (names.get(word.toLowerCase()) ?? (notAName(word) ? undefined : word)) : undefined);
  // Only right before "can/could/would you": "Sì, lo faccio domani" is a yes, never a request to "Sì".
  const askedName = (word: string | undefined) => (word && REPLY_WORD.has(word.toLowerCase()) ? word : nameOf(word));
  let body = text.trim().replace(/[?.!¿¡\s]+$/u, '');
  // "And Ahmed, I need the copy text from you": a joining word before the name is no part of the request (issue 28, V-4).
  body = body.replace(/^(?:and|so|also|then|plus|oh|und|et|y)\s*,?\s+(?=\p{Lu}[\p{L}'’-]+\s*,)/iu, '');
  // "One more thing: Helen, please send …", "Quick reminder: Helen, please submit …": a lead-in label of a few words before
  // the name is read past, as "One more thing, Helen, …" is (issue 28, u32f F3: no row at all).
  body = body.replace(/^\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,4}\s*:\s+(?=\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*,)/u, '');
  // "Could you call the caterer, Owen, in case the order is late?": the condition after the name is kept apart first.
  let condition: string | undefined;
  const after = new RegExp(String.raw`,\s*${NAME}\s*,\s*((?:${CONDITION_WORD}|should)\s+[^,]+)$`, 'iu').exec(body);
  if (after && names.has(after[1].toLowerCase())) {
    condition = after[2];
    body = `${body.slice(0, after.index)}, ${after[1]}`;
  }
  // ", Tomas" at the end names the person asked.
  const fullEnd = knownFullName(body, names, 'tail');
  const end = fullEnd ? null : new RegExp(String.raw`,\s*${NAME}$`, 'u').exec(body);
  let addressee = fullEnd?.speaker ?? nameOf(end?.[1]);
  if (fullEnd) body = body.slice(0, body.length - fullEnd.length);
  else if (end && addressee) body = body.slice(0, end.index);
  // "Owen, if the movers cancel, please call …", "In case it rains, Owen, can you …": the condition is kept apart.
  body = body.replace(REQUEST_CONDITION, (_m, before: string, said: string) => {
    condition = said.replace(/^(\p{L})/u, (c) => c.toLowerCase());
    return before;
  });
  // "Ngozi, I need the staff rota from you by Tuesday", "Can I get the figures from you?": the person addressed sends it.
  // "Ngozi, I need you to send the rota": the rest is the request.
  const needYou = NEED_YOU.exec(body);
  if (needYou) {
    addressee ??= nameOf(needYou[1]);
    return addressee ? {phrase: needYou[2], addressee} : {phrase: needYou[2]};
  }
  const need = NEED.exec(body);
  if (need) {
    addressee ??= nameOf(need[1]);
    const phrase = withoutTail(`send me ${need[2]}${need[3] ? ` ${need[3]}` : ''}`);
    return addressee ? {phrase, addressee} : {phrase};
  }
  // "Who can update the product photos?", "Wer kann das Protokoll schreiben?", "Qui peut préparer le rapport ?", "¿Quién
  // puede enviar el presupuesto?": a request to anyone, answered by whoever takes it (u29t F16, F1, F3).
  const who = /[?？]\s*$/u.test(text.trim()) ? WHO_ASK.exec(body) : null;
  if (who) return condition ? {phrase: who[1], condition} : {phrase: who[1]};
  const open = /[?？]\s*$/u.test(text.trim()) ? whoDoes(body) : null;
  if (open) return condition ? {phrase: open, condition} : {phrase: open};
  const ask = ASK.exec(body);
  let phrase: string;
  if (ask) {
    if (ask[1] && !/^you$/i.test(ask[1])) addressee = undefined;
    // The name is capitalised ("Dev, Friday is too late, can you …": "late" before the comma is nobody; the "i" flag lets
    // \p{Lu} match any letter, u33g F8).
    else addressee ??= knownFullName(body.slice(0, ask.index + 1), names, 'end')?.speaker ?? askedName(new RegExp(String.raw`${NAME}\s*,\s*(?:${ASK_LEAD_IN}\s*,\s*)?¿?\s*$`, 'iu').exec(body.slice(0, ask.index + 1))?.[1]?.replace(/^(?!\p{Lu}).*$/u, '') || undefined);
    phrase = ask[2];
    // "Would you mind sending the contract?" asks to send it.
    const mind = /^mind\s+(\p{L}+ing)(?![\p{L}])/iu.exec(phrase);
    if (mind) phrase = baseOfGerund(mind[1]) + phrase.slice(mind[0].length);
  } else {
    // "Then Rafael, …", "So Omar, …": a filler before the name, without its own comma; "Okay, and Hoa, …", "Oh, and
    // Hoa, …": an interjection and "and" before it.
    body = body.replace(/^(?:(?:then|so|and|ok(?:ay)?|well|actually|fine|alright|right|oh|now)\s*,?\s+)*(?:then|so|and|ok(?:ay)?|well|actually|fine|alright|right)\s+(?=\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}\s*,)/iu, '');
    // "Li Na, please send …": a speaker's full name of several words first.
    const full = knownFullName(body, names, 'start');
    if (full && !addressee) {
      addressee = full.speaker;
      body = body.slice(full.length);
    }
    // Fillers and a name at the start: "OK, Tomas, please send …".
    let lead: RegExpExecArray | null;
    let guessed = false;
    while ((lead = new RegExp(String.raw`^${NAME}\s*,\s*`, 'u').exec(body))) {
      const named = nameOf(lead[1]);
      const known = names.has(lead[1].toLowerCase());
      if (named) {
        // "Allora, Tom, please …": a word that is nobody's name here gives way to a speaker's name after it.
        if (addressee && !(guessed && known)) break;
        addressee = named;
        guessed = !known;
      } else if (!notAName(lead[1])) break;
      body = body.slice(lead[0].length);
    }
    // "Rafael, you take the tablets instead": an instruction that hands work over.
    if (addressee && /\binstead\b/i.test(body)) body = body.replace(/^you\s+(?=\p{Ll})/u, '');
    // "Ahmad, also please reserve …", "Ahmad, and please …": an adverb between the name and "please" hides no request.
    // "Diego, also set up the interview panel by 12 December, please": "also" before the verb, too (issue 28, u29d V-1: the
    // request was not read, and its date sent the task before it to "To check").
    if (addressee) body = body.replace(/^(?:also|and(?:\s+also)?|then|so|as\s+well)\s*,?\s+(?=(?:please|kindly)\b|\p{Ll})/iu, '');
    // "Bongani, you will brief the night crew, right?": a request put as a question tag, to the person named.
    const tagged = addressee ? /^you(?:['’]ll|\s+will|\s+are\s+going\s+to|['’]re\s+going\s+to)\s+(?!be\b|have\b|need\b|see\b|get\s+(?:a|an|the)\b)(\p{Ll}.+?)\s*,\s*(?:right|yes|yeah|okay|ok|correct|no|won['’]t\s+you|is\s+that\s+right)\s*\??\s*$/iu.exec(body) : null;
    if (tagged) {
      phrase = withoutTail(tagged[1]);
      if (NOT_A_TASK.test(phrase) || phrase.split(/\s+/).length < 2) return null;
      return {phrase, addressee: addressee!, ...(condition ? {condition} : {})};
    }
    const opens = body === text.trim().replace(/[?.!¿¡\s]+$/u, '').slice(0, body.length);
    const please = PLEASE.exec(body);
    // "please also check …", "please just send …": the adverb is no part of the task ("check it instead" hands it over).
    if (please) body = body.slice(please[0].length).replace(/^(?:also|just|then|quickly|kindly)\s+(?=\p{Ll})/u, '');
    // "Ben, please don't forget to send the minutes", "Ben, remember to send the contract": a reminder asks for the work
    // like "please" does (u31c F6: no item at all).
    const reminder = REMINDER.exec(body);
    if (reminder) body = body.slice(reminder[0].length);
    // Without "please", an imperative needs a name (English only: German, French and Spanish need their "please");
    // its first word is lower case after a name ("Tomas, send …") and may be capitalised when it opens the sentence.
    const verb = opens ? /^\p{L}[\p{Ll}]*(?<!ing|ed|ly)\s/u : /^\p{Ll}+(?<!ing|ed|ly)\s/u;
    if (!please && !reminder && (!addressee || NOT_IMPERATIVE.test(body) || !verb.test(body) || !/^[a-z]/i.test(body))) return null;
    // "Tomas, the budget is final?" asks; an imperative does not end in a question mark.
    if (/\?\s*$/.test(text) && !end && !fullEnd) return null;
    phrase = body;
  }
  phrase = withoutTail(phrase);
  if (!condition) {
    const trail = TRAILING_CONDITION.exec(phrase);
    if (trail && !WHETHER.test(phrase.slice(0, trail.index)) && !ASK_WHETHER.test(phrase.slice(0, trail.index))) {
      condition = (trail[1] ?? trail[2]).replace(/[.!?]+$/, '');
      phrase = phrase.slice(0, trail.index);
    }
  }
  // "Lea, can you moderate?" asks for a role in one word; "can you speak?" or "can you present?" during a call ask for now.
  if (NOT_A_TASK.test(phrase) || (phrase.split(/\s+/).length < 2 && !(addressee && /^(?:moderate|host|chair|facilitate|emcee|interpret|translate)$/iu.test(phrase.trim())))) return null;
  return {phrase, ...(addressee ? {addressee} : {}), ...(condition ? {condition} : {})};
}

/** A request without the words that close it and add nothing to the task: "instead", "too", "as well", "please". */
function withoutTail(text: string): string {
  let phrase = text.trim();
  for (let before = ''; before !== phrase; ) {
    before = phrase;
    phrase = phrase.trim().replace(/[,\s]+(?:instead|too|as\s+well|for\s+me|for\s+us|please|bitte|por\s+favor|s['’]il\s+te\s+pla[iî]t)$/i, '').replace(/[?.!]+$/, '');
  }
  return phrase;
}

/** What a request asks for ("book the big meeting room for the kickoff"), or null. */
export function requestOf(text: string): string | null {
  return readRequest(text)?.phrase ?? null;
}

/** "No, I can't this week", "Sorry, I don't have time", "Nein, das schaffe ich nicht", "Non, je ne peux pas", "No, no puedo". */
const INABILITY =
  /\b(?:can['’]?t(?!\s+wait)|cannot(?!\s+wait)|can\s+not|(?:won['’]t|will\s+not)\s+(?:be\s+able|have\s+(?:the\s+)?time|manage|make\s+it|be\s+here|be\s+around|be\s+there|be\s+in\s+(?:the\s+)?office|get\s+to\s+it)|unable|not\s+(?:be\s+)?able|not\s+me|swamped|snowed\s+under|don['’]t\s+think\s+I\s+(?:can|could|will\s+be\s+able|['’]ll\s+be\s+able)|(?:I['’]d|I\s+would)\s+rather\s+not|(?:can|could)\s+(?:someone|somebody|anyone|anybody)\s+else|ask\s+(?:someone|somebody)\s+else|no\s+(?:bandwidth|capacity)|won['’]t\s+work\s+for\s+me|don['’]t\s+have\s+(?:the\s+)?time|no\s+time|too\s+busy|afraid\s+not|not\s+this\s+(?:week|time|sprint|month|quarter|round)|i['’]ll\s+pass|i['’]ll\s+(?:skip\s+(?:it|this|that)(?:\s+one)?|sit\s+(?:this|that)(?:\s+one)?\s+out)|no\s+can\s+do)\b|(?<![\p{L}])(?:schaffe?\s+(?:ich\s+)?(?:das\s+|es\s+)?nicht|kann\s+(?:ich\s+)?(?:das\s+|es\s+)?nicht|keine\s+zeit|leider\s+nicht|ne\s+(?:peux|pourrai|pourrais)\s+pas|pas\s+le\s+temps|no\s+puedo|no\s+podré|no\s+voy\s+a\s+poder|no\s+tengo\s+tiempo|(?:werde|kann)\s+(?:ich\s+)?(?:das\s+|es\s+)?nicht\s+schaffen|ne\s+vais\s+pas\s+pouvoir)(?![\p{L}])/iu;
const COMMITS = /\b(?:I['’]ll|I\s+will|will\s+do|on\s+it|I\s+can\s+do)\b|(?<![\p{L}])(?:je\s+vais|je\s+m['’]en\s+occupe|voy\s+a|me\s+encargo|ich\s+werde|mache\s+ich)(?![\p{L}])/iu;

/** Away when the work is due ("I'm out next week", "I am off until Monday"): a refusal unless the same reply commits ("I'm out tomorrow but I'll send it tonight"). */
const AWAY = /\b(?:I['’]m|I\s+am|I['’]ll\s+be|I\s+will\s+be)\s+(?:out|off|away|on\s+(?:leave|holiday|vacation|PTO)|travel(?:l)?ing|fully\s+booked|in\s+court|tied\s+up|(?!free\b|available\b|around\b|here\b|in\s+the\s+office\b|at\s+my\s+desk\b|online\b)[^,.;!?]{1,30}?\s+all\s+(?:day|week))\b/i;

/**
 * Not theirs to do: "that's not something I can do", "not my area", "procurement owns it", "that's for
 * Olga" (a person or team, never a day: "that's for Friday" only dates it).
 */
const NOT_MINE = new RegExp(
  String.raw`\bnot\s+(?:something|anything)\s+(?:that\s+)?I\s+(?:can|could)\b|\bnot\s+(?:really\s+)?my\s+(?:area|job|call|department|team|remit|responsibility|field|decision|project)\b|` +
    String.raw`(?<![\p{L}])(?!(?:I|you|who|nobody|no\s+one|which|what)\s)\p{L}+\s+owns\s+(?:it|that|this)(?![\p{L}])|` +
    String.raw`\bthat['’]s\s+(?:one\s+)?for\s+(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|today|tomorrow|tonight|next|this|later|now|sure|real|me|us|you|everyone|all|example|instance|the\s+(?:best|record|week|month|day))(?![\p{L}]))\p{L}+(?:\s+\p{L}+)?\s*(?:[,.;!]|$)`,
  'iu',
);

/** "Not possible, sorry", "That's not possible this week": a refusal when the reply opens with it ("… but Friday is not possible" only dates it). */
const NOT_POSSIBLE = /^(?:(?:sorry|afraid|unfortunately)\s*,?\s*)?(?:that['’]s\s+|that\s+is\s+|it['’]s\s+|it\s+is\s+)?(?:not\s+|im)possible\b/i;

/**
 * A short refusal word that opens the reply, then a reason or nothing: "Nah, the budget is gone", "Wish I could,
 * the tool is down", "I wish I could, but …", "Unfortunately not, …", "Sadly no.", "Not really, …".
 */
const SHORT_REFUSAL = /^(?:nah|(?:I\s+)?wish\s+I\s+could|(?:unfortunately|sadly|regrettably|afraid)\s*,?\s*(?:not|no)|not\s+really)(?![\p{L}])\s*(?:[,.!;:—–-]|but\b|$)/iu;

/** A reply without the clause that says its speaker is away ("I'm out tomorrow", up to "but", "so", "though" or a comma). */
function withoutAway(text: string): string {
  if (!awayAfterYes(text)) return text;
  return text.replace(new RegExp(AWAY.source + String.raw`.*?(?=\s+(?:but|so|though|although|however|and)(?![\p{L}])|[,;.!?]|$)`, 'iu'), '');
}

/** The reply opens with a yes and its only refusal word is being away ("Sure, though I'm travelling Thursday"). */
function awayAfterYes(text: string): boolean {
  const m = ACCEPT.exec(text.trim());
  if (!m || !AWAY.test(m[2])) return false;
  const rest = m[2].replace(/^(?:but|though|although|however)(?![\p{L}])\s*,?\s*/iu, '');
  return !/^(?:not|nicht|pas|no)(?![\p{L}])/iu.test(rest) && !INABILITY.test(rest) && !NOT_MINE.test(rest) && !NOT_POSSIBLE.test(rest.trim()) && !SHORT_REFUSAL.test(rest.trim());
}

/** A yes with a hedge: "I'll try, but I can't promise anything", "I can try", "I'll do my best" (w-vwa F3b). */
const HEDGED_YES = /^(?:(?:ok(?:ay)?|sure|yes|yeah|well|hmm)\s*,?\s*)?(?:I['’]ll|I\s+will|I\s+can|I\s+could|let\s+me)\s+(?:try|do\s+my\s+best|see\s+what\s+I\s+can\s+do)(?![\p{L}])/iu;

export function refuses(text: string): boolean {
  // "No, I already did" says it is done, not that it will not be done.
  if (/\b(?:already|schon|déjà|ya)\b/iu.test(text)) return false;
  // "I'll try, but I can't promise anything": a hedged yes, not a no; the item is shown to check (w-vwa F3b).
  if (HEDGED_YES.test(text)) return false;
  const notMine = NOT_MINE.test(text);
  if (COMMITS.test(text) && !INABILITY.test(text) && !notMine) return false;
  // "No problem, I'm out tomorrow but it'll be done Friday", "Yes, I'm out next week though": a yes that mentions being
  // away says when, not no (issue 28, u29l V-4).
  if (awayAfterYes(text)) return false;
  return INABILITY.test(text) || notMine || AWAY.test(text) || /^(?:(?:sorry|afraid|unfortunately|sadly|oh|hmm)\s*,?\s*)?(?:no|nope|nein|non)\s*(?:[,.!]|$)(?!\s*(?:problem|worries))/iu.test(text.trim()) || NOT_POSSIBLE.test(text.trim()) || SHORT_REFUSAL.test(text.trim());
}

const WEAK_YES = String.raw`noted|understood|got\s+it|roger(?:\s+that)?|copy\s+that|yes|yeah|yep|sure|hai|haan|evet|tamam|ok(?:ay)?|of\s+course|absolutely|certainly|no\s+problem|no\s+worries|fine|alright|sure\s+thing|ja|klar|gerne?|natürlich|oui|d['’]accord|bien\s+sûr|pas\s+de\s+problème|ça\s+marche|c['’]est\s+noté|sí|si|vale|claro|de\s+acuerdo|por\s+supuesto|perfecto`;
const STRONG_YES = String.raw`you['’]ll\s+have\s+(?:it|them|that|this)|you\s+will\s+have\s+(?:it|them|that|this)|will\s+do|can\s+do|(?:I['’]m\s+)?on\s+it|consider\s+it\s+done|leave\s+it\s+(?:to|with)\s+me|I['’]ll\s+take\s+(?:it|that|this)(?:\s+one)?|happy\s+to|I\s+can\s+do\s+(?:it|that)|mach(?:e)?\s+ich|erledige\s+ich|übernehme\s+ich|je\s+m['’]en\s+occupe|je\s+le\s+fais|me\s+encargo|yo\s+me\s+encargo|(?:yo\s+)?lo\s+hago|I\s+will(?=\s*(?:,|[.!]?$))|I\s+can(?=\s*(?:,|[.!]?$))|hecho`;
/** A yes-word of any language before words that commit: "Da, will do by Friday", "Mai pen rai, you'll have it by Tuesday". */
/** A turn that is only a yes ("Sure.", "Yes, sure.", "OK."): it accepts for the speaker, and only the person asked can accept so. */
const BARE_YES = new RegExp(String.raw`^(?:(?:${WEAK_YES})(?![\p{L}])[\s,.!;:—–-]*)+$`, 'iu');
const OPENER_BEFORE_COMMIT = new RegExp(String.raw`^[\p{L}'’]+(?:\s+[\p{L}'’]+){0,2}\s*,\s*(?=(?:${STRONG_YES})(?![\p{L}]))`, 'iu');
const ACCEPT = new RegExp(String.raw`^(?:(?:(${STRONG_YES})|(?:${WEAK_YES}))(?![\p{L}])[\s,.!;:—–-]*)+(.*)$`, 'iu');

/**
 * A reply that takes a request on: "Yes, will do by Thursday", "Sure, on it", "Leave it with me",
 * "Ja, mache ich", "Oui, je m'en occupe", "Claro, lo hago mañana". Strong when it commits in words
 * ("will do", "on it"), so it holds even from someone other than the person asked; a bare "Sure"
 * counts only from the person asked, or when nobody was named. A reply that goes on with "but" or a
 * refusal accepts nothing.
 */
export function acceptance(text: string): {strong: boolean} | null {
  const m = ACCEPT.exec(text.trim()) ?? ACCEPT.exec(text.trim().replace(OPENER_BEFORE_COMMIT, ''));
  // "Realistically Thursday.", "The 5th is more likely.": one other date offered, no refusal, is a yes with that date.
  if (!m) return counterOffer(text) && !refuses(text) ? {strong: false} : null;
  // "Yes, but realistically Thursday": a yes that only moves the date.
  if (/^but(?![\p{L}])/iu.test(m[2]) && counterOffer(m[2]) && !refuses(m[2])) return {strong: false};
  if (awayAfterYes(text)) return {strong: false};
  // "Absolutely not", "Sure, but …": a yes-word that goes on with "not" or "but" accepts nothing.
  if (/^(?:but|aber|mais|pero|not|nicht|pas|no)(?![\p{L}])/iu.test(m[2]) || refuses(m[2])) return null;
  return {strong: new RegExp(STRONG_YES, 'iu').test(text)};
}

/**
 * A condition said with the action: "If legal approves, I will sign …", "I'll send the deck if the
 * numbers are final", "Unless the client objects, …", "Si le client accepte, j'enverrai …", "Falls …".
 * "check if", "see if", "let you know if" ask whether; they state no condition.
 */
const CONDITION_WORD = String.raw`if|unless|only\s+if|once|as\s+soon\s+as|provided(?:\s+that)?|as\s+long\s+as|assuming(?:\s+that)?|in\s+case|wenn|falls|sobald|si|s['’]il|dès\s+que|à\s+condition\s+que`;
/** "Should the movers cancel, …": the inverted conditional, only at the start of a clause and closed by a comma. */
const SHOULD_CONDITION = String.raw`should\s+(?!I\b|we\b|you\b)[^,?]+`;
const LEADING_CONDITION = new RegExp(String.raw`^(?:(?:and|but|so|ok(?:ay)?|well)\s*,?\s*)?((?:${CONDITION_WORD})\s+[^,]+?|${SHOULD_CONDITION}?)\s*,\s*`, 'iu');
const TRAILING_CONDITION = new RegExp(String.raw`\s*,?\s+((?:${CONDITION_WORD})\s+.+)$|\s*,\s*(${SHOULD_CONDITION})$`, 'iu');
/** A condition clause at the start of a request, after at most two short lead-ins ("Owen, ", "OK, Owen, "). */
const REQUEST_CONDITION = new RegExp(String.raw`^((?:[^,]{1,40},\s*){0,2}?)((?:${CONDITION_WORD})\s+[^,]+?|${SHOULD_CONDITION}?)\s*,\s*`, 'iu');
const WHETHER = /\b(?:check|see|ask|find\s+out|confirm|verify|know|wonder|decide|test|look|vérifier|voir|demander|savoir|ver|preguntar|comprobar|prüfen|fragen|schauen)\s*$/iu;
/**
 * "ask Paulo if he moderates", "ask the landlord if the heating is fixed", "check with IT if …": the person asked comes
 * between the verb and "if"; an indirect question, not a condition (u32f F9). "Call the landlord if …" stays a condition.
 */
const ASK_WHETHER = /(?<![\p{L}])(?:ask|check\s+with|confirm\s+with|verify\s+with|find\s+out\s+from|inquire\s+with|demander\s+à|preguntar\s+a|fragen)\s+(?:(?:the|our|a|an|his|her|their|your|my)\s+)?[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?\s*$/iu;

function conditionOf(task: string, sentence: string): {task: string; condition?: string} {
  const lead = LEADING_CONDITION.exec(sentence.trim());
  if (lead && !task.includes(lead[1])) return {task, condition: lead[1].replace(/^(\p{L})/u, (c) => c.toLowerCase())};
  const trail = TRAILING_CONDITION.exec(task);
  if (trail && !WHETHER.test(task.slice(0, trail.index)) && !ASK_WHETHER.test(task.slice(0, trail.index))) return {task: task.slice(0, trail.index), condition: (trail[1] ?? trail[2]).replace(/[.!?]+$/, '')};
  return {task};
}

/** French future-tense verbs, by their stem before the person ending: "enverr-ai" → "envoyer". */
const FR_IRREGULAR: Record<string, string> = {
  enverr: 'envoyer', renverr: 'renvoyer', verr: 'voir', reverr: 'revoir', fer: 'faire', refer: 'refaire', ir: 'aller', viendr: 'venir', reviendr: 'revenir', tiendr: 'tenir',
  obtiendr: 'obtenir', pourr: 'pouvoir', devr: 'devoir', recevr: 'recevoir', ver: 'voir', rever: 'revoir', saur: 'savoir', voudr: 'vouloir',
  dir: 'dire', redir: 'redire', lir: 'lire', relir: 'relire', écrir: 'écrire', rir: 'rire', courr: 'courir', appeller: 'appeler',
  rappeller: 'rappeler', jetter: 'jeter', paier: 'payer', essaier: 'essayer', nettoier: 'nettoyer', emploier: 'employer', envoier: 'envoyer',
};
/** "I will be / have / see / want …" in the future tense: no commitment to a task. */
const FR_NO_TASK = /^(?:ser|aur|verr|voudr|faudr|pourr|devr|saur)$/iu;

/** A French future-tense commitment as an infinitive task: ("enverr", "le devis demain") → "envoyer le devis demain". */
function frenchFuture(stem: string, rest: string): string {
  const s = stem.toLowerCase();
  if (FR_NO_TASK.test(s)) return '';
  const infinitive = FR_IRREGULAR[s] ?? (/è\p{L}+er$/u.test(s) ? s.replace(/è(\p{L}+er)$/u, 'e$1') : /(?:er|ir)$/.test(s) && !/uir$/.test(s) ? s : `${s}e`);
  return `${infinitive} ${rest}`.trim();
}

/**
 * A third person's future ("Marc appellera / enverra / fera / ira / verra …") as the infinitive task. "sera", "aura",
 * "faudra", "pourra", "voudra" and "saura" say a state or a wish, not a task; "devra envoyer …" is the infinitive's task.
 * An object must follow: "Marc verra." alone is no task.
 */
const FR_THIRD_NO_TASK = /^(?:ser|aur|faudr|pourr|voudr|saur)$/iu;
function frenchThirdFuture(stem: string, rest: string, workVerb = false): string {
  const s = stem.toLowerCase();
  if (FR_THIRD_NO_TASK.test(s) || !/\p{L}/u.test(rest)) return '';
  const infinitive = s === 'devr' ? (/^\p{Ll}+(?:er|ir|re)(?![\p{L}])/u.exec(rest.trim())?.[0] ?? '') : FR_IRREGULAR[s] ?? (/è\p{L}+er$/u.test(s) ? s.replace(/è(\p{L}+er)$/u, 'e$1') : /(?:er|ir)$/.test(s) && !/uir$/.test(s) ? s : `${s}e`);
  if (!infinitive || (workVerb && !FR_TASK_VERBS.has(infinitive))) return '';
  return s === 'devr' ? rest.trim() : `${infinitive} ${rest}`.trim();
}
/** The work verbs whose future after a name nobody in the meeting answers to makes that name a person with a task. */
const FR_TASK_VERBS = new Set(
  ('appeler rappeler envoyer renvoyer faire aller voir revoir préparer rédiger écrire réserver contacter organiser vérifier finir terminer ' +
    'mettre prendre commander présenter relire corriger livrer payer signer transmettre partager publier planifier acheter installer tester ' +
    'lancer joindre inviter confirmer répondre suivre gérer imprimer rencontrer valider déposer demander apporter chercher ' +
    'réparer former informer contrôler analyser calculer compléter remplir ranger nettoyer').split(' '),
);

const GENERIC_PRONOUN_TASK =
  /^(?:(?:also|then|just)\s+)?(?:(?:have|get)\s+(?:it|that|this|them)\s+(?:done|ready|finished|completed|sorted(?:\s+out)?)|take\s+(?:it|that|this|them)\s+over|pick\s+(?:it|that|this|them)\s+up|(?:take\s+care\s+of|take|look\s+after|deal\s+with|sort\s+out|handle|do|sort|cover|own|manage|get|pick\s+up)\s+(?:it|that|this|them)|(?:mache|übernehme|erledige)\s+(?:das|es)|kümmere\s+mich\s+(?:darum|drum)|(?:schreibe|buche|mache|übernehme|erledige|organisiere|bestelle|schicke|sende|bereite)\s+(?:ihn|sie|das|es)(?!\s+\p{Lu})(?:\s+vor)?|(?:le|la|les)\s+faire|(?:lo|la|los|las)\s+(?:hago|haré|hare))(?![\p{L}])(.*)$/iu;
/** Verbs that say the same act of sending: "email the landlord" answered by "I'll send it". */
const SENDS = /^(?:send|email|e-mail|mail|forward)$/i;
const PRONOUN_TASK = /^(\p{L}+)\s+(?:it|them|that|this)\b(.*)$/iu;
/** "have them printed", "get it checked by Friday": the request said again as a result; the request's words are the task. */
/** "have a first version by the 12th", "have a draft ready Friday": a first result of the work asked for, with its date; the request's words are the task (u33g F3: a second item "Have a first version"). */
const FIRST_VERSION = /^(?:(?:also|then|just)\s+)?(?:have|get\s+you|send\s+you|show\s+you)\s+(?:a|the)\s+(?:first\s+|rough\s+|working\s+|initial\s+|draft\s+)?(?:version|draft|cut|prototype|pass|mock-?up|outline)(?:\s+(?:of\s+(?:it|that|this|them)))?(?:\s+(?:ready|done|out))?(?![\p{L}])/iu;
const HAVE_DONE = /^(?:(?:also|then|just)\s+)?(?:have|get)\s+(?:it|them|that|this)\s+(?:all\s+)?\p{L}+(?:ed|en|wn|t)(?![\p{L}])/iu;

/**
 * "it" in a reply, resolved to the request it answers where that is clear: the same verb ("book it
 * tomorrow" after "can you book the big meeting room?" → "book the big meeting room tomorrow") or a
 * verb that stands for any task ("I'll do it", "I'll handle it"). Otherwise null: "read it first"
 * after "can you send the contract?" stays as said.
 */
export function resolvePronoun(task: string, phrase: string): string | null {
  // "get them ordered by Monday", "have it printed Thursday": the request as a result; what follows the participle is added.
  const done = HAVE_DONE.exec(task.trim());
  if (done) return joinTail(phrase, task.trim().slice(done[0].length));
  const generic = GENERIC_PRONOUN_TASK.exec(task.trim());
  if (generic) return joinTail(phrase, takenTo(phrase, generic[0], generic[1]));
  const same = PRONOUN_TASK.exec(task.trim());
  const [verb = '', ...rest] = phrase.split(/\s+/);
  if (same && rest.length && stem(same[1].toLowerCase()) === stem(verb.toLowerCase())) return joinTail(`${same[1]} ${rest.join(' ')}`, same[2]);
  // "I'll send it tomorrow" after "please email the landlord …": sending is how an e-mail is done; the request's verb stays.
  if (same && rest.length && SENDS.test(same[1]) && SENDS.test(verb)) return joinTail(phrase, same[2]);
  return null;
}

/**
 * "I'll take that to compliance tomorrow" after "we need to check the legal disclaimer with compliance": "to compliance"
 * names where the work is brought, not more of the task. Already in the task's words it is dropped; otherwise it is said
 * as "with HR" ("Update the handbook with HR on Monday"), so the item reads as one imperative (u31c F7: "… with compliance
 * to compliance tomorrow", "Update the handbook to HR on Monday").
 */
function takenTo(phrase: string, said: string, tail: string): string {
  if (!/^(?:(?:also|then|just)\s+)?take\s+(?:it|that|this|them)\s/iu.test(said)) return tail;
  // "I'll take that on by Friday", "I'll take it over": "take on" is taking the task, no part of it (u33g F16, r20).
  tail = tail.replace(/^\s+(?:on|over)(?![\p{L}])/iu, '');
  const to = /^\s+to\s+((?:the\s+)?\p{L}[\p{L}-]*(?:\s+team)?)(?![\p{L}])/iu.exec(tail);
  if (!to || DUE.test(to[1]) || /^(?:the\s+)?(?:end|next|this)$/iu.test(to[1])) return tail;
  const where = to[1].replace(/^the\s+/i, '');
  const known = new RegExp(`(?<![\\p{L}])${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(phrase);
  return `${known ? '' : ` with ${to[1]}`}${tail.slice(to[0].length)}`;
}

/**
 * The request's words with what the reply adds: "then" and "instead" are dropped; a date in the reply
 * replaces the request's ("book the venue by Friday" + "tomorrow" → "book the venue tomorrow"), and the
 * same date said again is kept once ("update the form before Friday" + "by Friday").
 */
function joinTail(phrase: string, tail: string): string {
  // "by then", "by that time", "in time" point back at the request's own date: nothing to add.
  const extra = tail
    .replace(/[.!?。]+\s*$/u, '')
    .replace(/[,\s]+(?:by\s+then|by\s+that\s+(?:time|date|day|point)|in\s+time|then|instead|over|too|as\s+well)\s*$/i, '')
    .replace(/^\s+(?:over|then|instead)\b(?:\s+to\s+you\b)?/i, '')
    .replace(/^\s*(?:by\s+then|by\s+that\s+(?:time|date|day|point)|in\s+time)\s*$/i, '')
    // "I'll do it, by Friday": the comma only pauses before the date (issue 28, u29l V-10); "I'll do it, I promise",
    // "I'll do it, but it might slip": another clause after the comma is no part of the task (task 43v).
    .replace(/^\s*,\s*(.*)$/s, (_m, rest: string) => {
      const due = DUE.exec(` ${rest}`);
      return due && due.index <= 1 ? ` ${rest}` : '';
    });
  const dueTail = DUE.exec(extra);
  const duePhrase = englishDue(phrase) ? DUE.exec(phrase) : null;
  if (dueTail && duePhrase) {
    if (dueTail[1].toLowerCase() === duePhrase[1].toLowerCase()) return phrase + extra.slice(0, dueTail.index) + extra.slice(dueTail.index + dueTail[0].length);
    // "print the count sheets for the 28th" + "on Thursday": the "for the" of the replaced date goes with it.
    return withoutDate(phrase) + extra;
  }
  // "Could you brief sales before then?" — "Sure, I'll brief them on Friday": the reply's date replaces the request's
  // "before then" (u33g F16, d01: "Brief sales before then on Friday").
  if (dueTail) return phrase.replace(/\s+(?:before|by|until)\s+(?:then|that\s+(?:time|date|day|point))$/iu, '') + extra;
  return phrase + extra;
}

/**
 * First person in a task names the speaker who said it, so the e-mail reads right for everyone:
 * "send my notes" said by Tom Becker becomes "send Tom Becker's notes", "send me the draft" asked by
 * Priya Nair becomes "send Priya Nair the draft". English only; other languages keep their wording.
 */
export function inThirdPerson(task: string, speaker: string): string {
  if (!speaker || speaker === 'Unknown') return task;
  // "while I'm away" → "while Ola is away", not "Ola'm" (u29t F18). A glued "I'll" stays for the item-text gate, which
  // shows the sentence as said ("I'll take the refactor, I'll finish it by …": a second commitment, not one task).
  return task
    .replace(/\bI['’](m|d|ve)\b/g, (_m, v: string) => `${speaker} ${{m: 'is', d: 'would', ve: 'has'}[v.toLowerCase()]}`)
    .replace(/\b(?:my|mine)\b/gi, `${speaker}'s`)
    .replace(/\b(?:me|myself)\b/g, speaker)
    .replace(/\bI\b/g, speaker);
}

/**
 * Countermands: a later sentence, by the owner or by anyone else, that takes an action back. Imperatives
 * at the start of a clause, optionally after a name, a filler ("actually", "OK", "on second thought")
 * or "I'll / we can / let's": skip, drop, forget (about), scratch, cancel, call off, park, shelve,
 * never mind, hold off (on), don't bother (with), no need to / for, let's not, do not / don't, stop,
 * ignore, strike. With an object ("Lena, please skip the press release", "forget the room") the action
 * whose task holds that object is taken back; bare ("scratch that", "park it for now", "don't bother",
 * "let's not") takes back the action just before. Also "we don't need (to) …", "… is no longer
 * needed", "put … on hold". Not countermands: "don't forget the key", "no need to worry", "skip to the
 * next item", "drop the slides at reception", questions ("should we skip the posters?"). English only.
 */
export type Countermand = {object: string; instead: string | null; at: number};

const CLAUSE = String.raw`(?:^|[,;:.!?]\s*|\b(?:please|but|so|and|then)\s+)`;
const CM_NAME = String.raw`(?:\p{Lu}[\p{L}'’-]*\s*,\s*)?`;
const CM_LEAD = String.raw`(?:(?:ok(?:ay)?|actually|sorry|wait|no|fine|right|great|well|oh|hmm|on\s+second\s+thought|thinking\s+about\s+it|in\s+fact|please|just|i\s+think|maybe|perhaps)\s*,?\s*)*`;
const CM_WHO = String.raw`(?:(?:i|we|you)\s*(?:['’]ll|\s+will|\s+can|\s+could|\s+should|\s+might\s+as\s+well|\s+are\s+going\s+to|\s+am\s+going\s+to|['’]m\s+going\s+to|['’]re\s+going\s+to)\s+|let['’]s\s+|let\s+us\s+)?`;
/**
 * "Leave the boxes, Carlos already ordered them", "leave it": "leave" with a thing and nothing after it but the end of the
 * clause says not to do it (issue 28, u29d V-5: it was an open task); "leave the keys at reception", "leave the door
 * open" and "leave it with me" say what to do and stay tasks.
 */
const CM_LEAVE = String.raw`leave(?=\s+(?:it|that|this|them|those|these|the\s+(?:(?!(?:at|with|in|on|for|by|to|under|outside|inside|behind|near|next|beside|there|here|open|closed|unlocked|locked|ready|alone|as)(?![\p{L}]))[\p{L}'’-]+\s*){1,4})\s*(?:[,;:.!?—–]|$))`;
const CM_VERB = String.raw`(?:skip(?:ping)?|drop(?:ping)?|scrap(?:ping)?|ditch(?:ing)?|axe|bin|forget(?:ting)?(?:\s+about)?|scratch(?:ing)?|cancel(?:l?ing)?|call(?:ing)?\s+off|park(?:ing)?|shelve|never\s*mind(?:\s+about)?|hold(?:ing)?\s+off(?:\s+on)?|ignore|strike|(?:do\s+not|don['’]t|dont)\s+bother(?:\s+with)?|no\s+need\s+(?:to|for)|(?:let['’]s|let\s+us)\s+not|do\s+not|don['’]t|dont|stop|${CM_LEAVE})`;
const CM_HEAD = `${CLAUSE}${CM_NAME}${CM_LEAD}${CM_WHO}(${CM_VERB})`;
const COUNTERMAND_BARE = new RegExp(`${CM_HEAD}(?:\\s+(?:it|that|this|them|the\\s+idea))?(?:\\s+(?:for\\s+now|after\\s+all|then|too|yet|please))?\\s*(?=[,;:.!?—–]|$)`, 'iu');
const COUNTERMAND_IMPERATIVE = new RegExp(`${CM_HEAD}\\s+(.+)$`, 'iu');
/** Objects that make the imperative something else: a reminder, reassurance, or a different verb ("drop by", "skip to"). */
const NOT_AN_OBJECT = /^(?:forget|forgetting|worry|worrying|hesitate|apologi[sz]e|miss|to|by|off|in|out|over|ahead|back|there|here)\b/i;
const COUNTERMAND_OTHER: readonly RegExp[] = [
  /\b(?:we|you|they|\p{Lu}\p{L}+)\s+(?:do\s+not|don['’]t|doesn['’]t|does\s+not|no\s+longer)\s+(?:need|have)\s+to\s+(.+)$/iu,
  /\b(?:we|you)\s+(?:do\s+not|don['’]t|no\s+longer)\s+need\s+(.+)$/iu,
  /^(?:\p{Lu}[\p{L}'’-]*\s*,\s*)?(.+?)\s+(?:is|are)\s+(?:no\s+longer|not)\s+(?:needed|necessary|required|happening)\b/iu,
  /\b(?:put|keep)\s+(.+?)\s+on\s+hold\b/iu,
];
/** A task that is itself a countermand ("drop it", "skip the quiz"). */
const COUNTERMAND_TASK = new RegExp(`^(?:${CM_VERB}|not|never)\\b`, 'iu');
/** What is done instead, said in the same sentence: "forget the room, we'll do the kickoff online". */
const INSTEAD = /(?:^|[,;:.!?]\s*|\b(?:and|so)\s+)((?:we['’]ll|we\s+will|we['’]re\s+going\s+to|we\s+are\s+going\s+to|we['’]re\s+going|we\s+are\s+going|let['’]s)\s+[^,;.!?]+)/iu;

function objectOf(text: string): string {
  // "we don't need the survey any more": "any more", "at all", "after all" say nothing about which task.
  return text.split(/[,;:.!?—–]|\b(?:until|because|since|wait|we|I|as|for\s+now)\b/u)[0].replace(/\s+(?:any\s*more|any\s+longer|at\s+all|after\s+all)\s*$/i, '').trim();
}

export function readCountermand(text: string): Countermand | null {
  const trimmed = text.trim();
  const instead = (from: number): string | null => {
    const m = INSTEAD.exec(trimmed.slice(from));
    return m ? m[1].charAt(0).toUpperCase() + m[1].slice(1).trim() : null;
  };
  const bare = COUNTERMAND_BARE.exec(trimmed);
  if (bare) return {object: '', instead: instead(bare.index + bare[0].length), at: bare.index + bare[0].lastIndexOf(bare[1])};
  const imperative = COUNTERMAND_IMPERATIVE.exec(trimmed);
  if (imperative) {
    const verb = imperative[1].toLowerCase();
    const object = objectOf(imperative[2]);
    const handOff = /^drop/.test(verb) && /\b(?:off|by|at|into|in|to|on)\b/i.test(imperative[2].split(/[,;:.!?]/)[0]);
    if (object && !NOT_AN_OBJECT.test(object) && !handOff) {
      const end = imperative.index + imperative[0].length - imperative[2].length + object.length;
      return {object, instead: instead(end), at: imperative.index + imperative[0].lastIndexOf(imperative[1], imperative[0].length - imperative[2].length)};
    }
  }
  for (const re of COUNTERMAND_OTHER) {
    const m = re.exec(trimmed);
    if (!m) continue;
    const object = objectOf(m[1]);
    if (object) return {object, instead: null, at: m.index};
  }
  return null;
}

/** What a sentence takes back ("" for a bare "scratch that"), or null when it takes nothing back. */
export function countermandOf(text: string): string | null {
  return readCountermand(text)?.object ?? null;
}

/** Words that say when or how, not what: "yet", "for now", "actually" do not identify the action taken back. */
const IGNORED = new Set(
  ['yet', 'now', 'anymore', 'today', 'tomorrow', 'please', 'just', 'still', 'again', 'either', 'time', 'actually', 'okay', 'ok', 'well', 'really', 'maybe', 'idea', 'whole', 'after', 'all']
    .map((w) => tokenize(w)[0])
    .filter(Boolean),
);
/** A line that raises something a bare countermand can answer: a question or a suggestion ("maybe we should …", "I could also …", "what about …"). */
const RAISES = /\?$|^(?:(?:maybe|perhaps|also|so|and|oh|hmm|well)\s*,?\s*)*(?:(?:we|I)\s+(?:should|could|might|can)|should\s+we|what\s+about|how\s+about|why\s+(?:don['’]t|not)|let['’]s)(?![\p{L}])|(?<![\p{L}])(?:don['’]t|do\s+not|doesn['’]t)\s+know\s+(?:whether|if)(?![\p{L}])/iu;
/** How far back a countermand reaches, in turns: a bare one only to the action just said, one with an object further. */
const BARE_TURNS = 2;
const NAMED_TURNS = 3;
const OBJECT_TURNS = 12;

/** A verb and its object after "and" ("book the photographer", "set up the shared channel"), not a second noun ("and timeline"). */
const SECOND_VERB = /^\p{Ll}+\s+(?:the|a|an|our|their|his|her|my|your|its|this|that|these|those|some|all|up|out|off|in|on|with|to|for|them|it|\p{Lu})(?![\p{L}])/u;
/**
 * The two halves of "Order the badges and book the photographer" when the countermand's words all fall in one half and none
 * in the other: the half kept and the half taken back, each as a task ("Order the badges", "Book the photographer").
 */
function splitHalf(task: string, words: readonly string[]): {kept: string; dropped: string} | null {
  const parts = task.split(/\s+and\s+/u);
  if (parts.length !== 2 || !SECOND_VERB.test(parts[1])) return null;
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const [a, b] = parts.map((x) => new Set(tokenize(x)));
  const inA = words.filter((w) => a.has(w)).length;
  const inB = words.filter((w) => b.has(w)).length;
  if (inA === words.length && inB === 0) return {kept: cap(parts[1]), dropped: cap(parts[0])};
  if (inB === words.length && inA === 0) return {kept: cap(parts[0]), dropped: cap(parts[1])};
  return null;
}

/**
 * Marks the action a countermand takes back and returns it (or null). With an object: the latest
 * action, within the last 12 turns, whose task holds at least three quarters of the object's words
 * ("the press release" → "Draft the press release by Wednesday"); half is enough for an action of the
 * person addressed by name ("Kofi, hold off on the supplier trip"). Bare: the addressee's latest
 * action within 3 turns, or else the action of the last 2 turns ("scratch that").
 */
function withdraw(actions: ActionItem[], turnOf: Map<ActionItem, number>, cm: Countermand, s: Sentence, turn: number, names: Map<string, string>, sentences: readonly Sentence[] = []): ActionItem | null {
  const by: Withdrawal = {speaker: s.speaker, text: s.text, line: s.line, ...(cm.instead ? {instead: cm.instead} : {})};
  const pieces = s.text.trim().slice(0, cm.at).split(',');
  const addressee = pieces.map((p) => names.get(p.trim().toLowerCase())).find(Boolean);
  const ago = (a: ActionItem) => turn - (turnOf.get(a) ?? turn);
  const open = actions.filter((a) => !a.withdrawn);
  const words = [...new Set(tokenize(cm.object))].filter((t) => !IGNORED.has(t));
  let pick: ActionItem | undefined;
  if (!words.length) {
    const near = open.filter((a) => ago(a) <= (addressee ? NAMED_TURNS : BARE_TURNS)).reverse();
    pick = addressee ? near.find((a) => a.owner === addressee) : near[0];
    // "Sam: Sure." — "Kai: Maybe we should order pizza." — "Lea: Let's not.": a bare countermand answers the line just
    // said by someone else when that line raised something and holds no action; Sam's task stays (issue 28, u29l V-2).
    // Another statement in between leaves which one it means unsure: "To check".
    const before = sentences[s.index - 1];
    if (pick && !addressee && before && before.speaker !== s.speaker && ago(pick) > 1 && !open.some((a) => ago(a) === 1) && !FILLER.test(before.text.trim())) {
      if (RAISES.test(before.text.trim())) return null;
      const said = sentences.filter((x) => x.line === pick!.line && x.speaker === pick!.speaker).map((x) => x.text).join(' ');
      pick.check = {reason: `“${s.text.trim()}” may answer ${before.speaker}'s line before it rather than take this back`, quote: `${quoted(pick.speaker, said || pick.task)} — ${quoted(before.speaker, before.text)} — ${quoted(s.speaker, s.text)}`};
      return null;
    }
  } else {
    const share = (a: ActionItem) => {
      const task = new Set(tokenize(a.task));
      return words.filter((w) => task.has(w)).length / words.length;
    };
    const near = open.filter((a) => ago(a) <= OBJECT_TURNS).reverse();
    pick = near.find((a) => addressee && a.owner === addressee && share(a) >= 0.5);
    if (!pick) {
      // One task holds the object ("drop the press release"): that task. Two different tasks hold it ("drop the newsletter"
      // with a client and a staff newsletter), or one holds only half of it: which task is meant is unsure, so each
      // candidate goes under "To check", quoting its own sentence and the cancellation, rather than a guess either way.
      const strong = near.filter((a) => share(a) >= 0.75);
      const tasks = new Set(strong.map((a) => a.task.toLowerCase()));
      if (tasks.size === 1) pick = strong[0];
      else {
        const unsure = tasks.size > 1 ? strong : near.filter((a) => share(a) >= 0.5);
        for (const a of unsure) {
          const said = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker).map((x) => x.text).join(' ');
          a.check = {reason: `“${s.text.trim()}” may take this back; which task it means is unclear`, quote: `${quoted(a.speaker, said || a.task)} — ${quoted(s.speaker, s.text)}`};
        }
        return null;
      }
    }
  }
  if (!pick) return null;
  // "Ben, can you book the room and order the lunch?" — "Sure." — "Actually, drop the lunch.": an object that names only one
  // half of a two-part task takes back that half; the other half stays Ben's, with the date (u36g F1).
  const half = words.length ? splitHalf(pick.task, words) : null;
  if (half) {
    const back: ActionItem = {...pick, task: half.dropped, due: pick.due && half.dropped.toLowerCase().includes(pick.due.toLowerCase()) ? pick.due : null, withdrawn: by};
    delete back.check;
    pick.task = half.kept;
    actions.splice(actions.indexOf(pick) + 1, 0, back);
    turnOf.set(back, turnOf.get(pick) ?? turn);
    return back;
  }
  pick.withdrawn = by;
  // "Ben, can you update the wiki?" — "Hmm, I'll try to look at the wiki." — "Scratch that.": a bare countermand takes back
  // the exchange just said, the request's item with the reply's item of the same person when they share a word.
  if (!words.length) {
    const said = new Set(tokenize(pick.task).filter((t) => !IGNORED.has(t)));
    for (const a of open) if (a !== pick && !a.withdrawn && a.owner === pick.owner && ago(a) <= BARE_TURNS && tokenize(a.task).some((t) => said.has(t))) a.withdrawn = by;
  }
  return pick;
}

export type EmailInput = {
  title: string;
  summary: readonly Sentence[];
  decisions: readonly Decision[];
  actions: readonly ActionItem[];
  speakers: readonly string[];
  /** The transcript's links, each with the line and speaker it was said in: a summary or decision line of theirs shows the address. */
  links?: readonly (Link & {line: number; speaker: string})[];
  /** Questions left open: listed after the action items, each with who asked it (s55 t-vwa F10). */
  openQuestions?: readonly OpenQuestion[];
  /** The meeting's date as a "Date:" header line gives it, if any: relative due dates count from it (s55 t-vwa F11). */
  meetingDate?: string;
};

/** A due date that names its day on a calendar: a year, or a month with a day ("December 10", "10 March"). */
const CALENDAR_DATE = new RegExp(String.raw`\b\d{4}\b|\b(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:of\s+)?(?:${MONTHS})\b`, 'i');
/**
 * s55 t-vwa F11: "(due tomorrow)", "(due next Tuesday)" in an e-mail read on another day name another day. When a listed
 * due date is relative, the e-mail says the dates count from the day of the meeting, and names that day when a "Date:"
 * line gives it; nothing is turned into a calendar date here.
 */
function relativeDatesNote(dues: readonly string[], meetingDate?: string): string | null {
  const relative = [...new Set(dues.filter((d) => !CALENDAR_DATE.test(d)))];
  if (!relative.length) return null;
  const said = relative.slice(0, 3).map((d) => `"${d}"`).join(', ');
  return meetingDate
    ? `Due dates are as said in the meeting (${said}): they count from the day of the meeting, ${meetingDate}, not from the day you read this.`
    : `Due dates are as said in the meeting (${said}): they count from the day of the meeting, which the transcript does not give, not from the day you read this.`;
}

/** "Send the minutes by Friday" with a link on "minutes": "Send the minutes (http://example.com) by Friday", each link once. */
export function withAddresses(text: string, links: readonly Link[] = []): string {
  let out = text;
  for (const l of links) {
    const at = out.indexOf(l.text);
    if (at >= 0 && !out.includes(l.url)) out = `${out.slice(0, at + l.text.length)} (${l.url})${out.slice(at + l.text.length)}`;
  }
  return out;
}

export function followUpEmail({title, summary, decisions, actions, speakers, links = [], openQuestions = [], meetingDate}: EmailInput): string {
  const saidIn = (x: {line: number; speaker: string}) => links.filter((l) => l.line === x.line && l.speaker === x.speaker);
  const subject = `Subject: Follow-up: ${title.trim() || 'our meeting'}`;
  const to = speakers.length ? `To: ${speakers.join(', ')}` : 'To: meeting attendees';
  const lines = [subject, to, '', 'Hi all,', '', 'Thank you for your time today. Here is a short recap; reply if anything is missing or wrong.', ''];
  lines.push('Summary:');
  // Each line names its speaker: "I will book…" means nothing in an e-mail without who said it.
  if (summary.length) for (const s of summary) lines.push(s.speaker && s.speaker !== 'Unknown' ? `- ${s.speaker}: ${withAddresses(s.text, saidIn(s))}` : `- ${withAddresses(s.text, saidIn(s))}`);
  else lines.push('- (no summary sentences found)');
  lines.push('', 'Decisions:');
  const standing = decisions.filter((d) => !d.superseded);
  if (standing.length) for (const d of standing) lines.push(`- ${withAddresses(d.text, saidIn(d))}`);
  else lines.push('- No decisions were recorded.');
  // A decision changed later is no decision any more; it is named once, with the line that changed it (s54 t-vwa F1).
  const changed = decisions.filter((d) => d.superseded);
  if (changed.length) {
    lines.push('', 'Changed later in the meeting (no longer standing):');
    for (const d of changed) lines.push(`- ${d.text} (changed later, line ${d.superseded!.line}: "${d.superseded!.text}")`);
  }
  const live = actions.filter((a) => !a.withdrawn && !a.declined && !a.deferred && !a.check);
  const withdrawn = actions.filter((a) => a.withdrawn);
  const deferred = actions.filter((a) => a.deferred && !a.withdrawn);
  const declined = actions.filter((a) => a.declined && !a.withdrawn && !a.deferred && !a.check);
  const unsure = actions.filter((a) => a.check && !a.withdrawn && !a.deferred);
  lines.push('', 'Action items:');
  if (live.length) for (const a of live) lines.push(`- ${a.owner}: ${withAddresses(a.task, a.links)}${a.condition ? ` (${a.condition})` : ''}${a.due ? ` (due ${a.due}${a.corrected ? `; corrected from ${a.corrected.from}` : ''})` : ''}`);
  else lines.push('- No action items were recorded.');
  if (declined.length) {
    lines.push('', 'Asked but declined:');
    for (const a of declined) lines.push(`- ${withAddresses(a.task, a.links)}${a.due ? ` (due ${a.due})` : ''} (${a.declined!.speaker}: "${a.declined!.text}"; ${a.takenOverBy ? `taken over by ${a.takenOverBy}` : `still needs an owner${a.suggested ? `; suggested: ${a.suggested}` : ''}`})`);
  }
  if (deferred.length) {
    lines.push('', 'Deferred:');
    for (const a of deferred) {
      const who = a.declined && !a.takenOverBy ? 'still needs an owner' : `${a.takenOverBy ?? a.owner}`;
      lines.push(`- ${withAddresses(a.task, a.links)} (deferred ${a.deferred!.until}; ${a.deferred!.speaker}: "${a.deferred!.text}"; ${who})`);
    }
  }
  if (unsure.length) {
    lines.push('', 'To check (what was said, not read with confidence):');
    for (const a of unsure) lines.push(`- ${withAddresses(a.check!.quote, a.links)} (check this item: ${a.check!.reason})`);
  }
  if (withdrawn.length) {
    lines.push('', 'Taken back or on hold (not to be done):');
    for (const a of withdrawn) lines.push(`- ${a.owner}: ${withAddresses(a.task, a.links)} (${a.withdrawn!.speaker}: "${a.withdrawn!.text}")`);
  }
  const datesNote = relativeDatesNote([...live, ...declined].map((a) => a.due).filter((d): d is string => Boolean(d)), meetingDate);
  if (datesNote) lines.push('', datesNote);
  if (openQuestions.length) {
    lines.push('', 'Open questions (not answered in the meeting):');
    for (const q of openQuestions) lines.push(`- ${q.text} (${q.speaker}${q.because ? `; ${q.because.speaker}: "${q.because.text}"` : ''})`);
  }
  lines.push('', 'Best regards,');
  return lines.join('\n');
}

/** A plan said in place of an action taken back ("forget the room, we'll do the kickoff online") is a decision too. */
function withReplacements(decisions: Decision[], actions: readonly ActionItem[]): Decision[] {
  const more = actions
    .map((a) => a.withdrawn)
    .filter((w): w is Withdrawal & {instead: string} => Boolean(w?.instead) && !decisions.some((d) => d.line === w!.line))
    .map((w) => ({text: w.instead, speaker: w.speaker, line: w.line}));
  return [...decisions, ...more].sort((a, b) => a.line - b.line);
}

/**
 * A later sentence that changes a plan ("Actually no, …", "scratch that", "on second thought", "change of plan", "no,
 * wait", "let's make it the 10th then", "Porto instead of Lisbon", "we'll stay with …"; s54 t-vwa F1). "Let's wait for
 * the report" is no change: "wait" counts only as "Wait," or "no, wait".
 */
const REVISION =
  /(?<![\p{L}])(?:actually|scratch|on\s+second\s+thoughts?|change\s+of\s+plans?|instead|rather\s+than|stay(?:s|ing)?\s+with|stick\s+with|make\s+it|after\s+all|switch\s+to)(?![\p{L}])|(?:^|(?<![\p{L}])no,?\s+)wait\s*[,.!:;—–-]/iu;
/** An addition is no change: "Actually, let's also tell support", "… on Thursday too" ("too much" is no addition). */
const ADDITION = /(?<![\p{L}])(?:also|as\s+well|in\s+addition|additionally)(?![\p{L}])|(?<![\p{L}])too\s*[.!]?\s*$/iu;
/** What the group will do: "let's …", "we'll …", "we ship …", "make it …" (not "let's see", "let's talk about it"). */
const PLAN =
  /(?:^|[\s,;:—–-])(?:let['’]s(?!\s+(?:see|say|talk|discuss|check|think|come\s+back|leave|revisit|park|wait|move\s+on|start|begin|take\s+(?:a|that|this|it)\b))|we(?:['’]ll|\s+will|\s+shall)|we(?:['’]re|\s+are)\s+going\s+to|we\s+(?:ship|go|stay|keep|do|use|launch|hold|move|stick|switch|prioriti[sz]e|run|meet)|make\s+it)(?![\p{L}])/iu;
/** A plan said as what is not done: "let's not do the annual plan", "we won't renew", "don't book it". */
const NEGATED_PLAN = /(?<![\p{L}])(?:let['’]s\s+not|let\s+us\s+not|we\s+(?:won['’]t|will\s+not|shan['’]t|shouldn['’]t|should\s+not|don['’]t|do\s+not|aren['’]t\s+going\s+to|are\s+not\s+going\s+to|['’]re\s+not\s+going\s+to)|(?:^|[,;:—–-]\s*)(?:(?:actually|no|ok(?:ay)?|hmm|wait|so|then)\s*,?\s*)*(?:don['’]t|do\s+not)\s+\p{Ll})(?![\p{L}])/iu;
/** Words a change and the decision it changes share without being about the same thing. */
const PLAN_WORDS = new Set(['let', 'go', 'actual', 'actually', 'instead', 'scratch', 'decid', 'decide', 'agre', 'agree', 'make', 'stay', 'keep', 'plan', 'okay', 'ok', 'right', 'fine', 'thought', 'second', 'wait', 'hmm', 'change', 'll', 'us', 'ship', 'use', 'first', 'week', 'today']);

/**
 * A change said in plain words: "forget that", "forget about it", "change that" (not "let's not forget that", "don't forget
 * it"), or keeping, leaving or staying with something "then" ("we'll keep the standup at 9:00 then").
 */
const PLAIN_REVERSAL =
  /(?<![\p{L}])(?<!(?:not|n['’]t|never)\s+)(?:forget\s+(?:about\s+)?(?:that|it|this)|change\s+(?:that|this))(?![\p{L}])|(?<![\p{L}])(?:keep|stays?|remains?|leave)(?![\p{L}])[^.!?]*(?<![\p{L}])then\s*[.!]?\s*$/iu;
/** What stays as it was: "the standup stays at 9:00", "the handbook remains online". */
const KEPT = /(?<![\p{L}])(?:stays?|remains?|keeps?|kept)(?![\p{L}])/iu;

/**
 * s56 w-vwa F2 (high): a sentence that only says to change what was decided ("Actually, let's change that.", "Hmm, let's
 * change that.", "We should change this."), with nothing of the new plan in it, was listed as the decision and the real
 * new plan after it was missed. Such a sentence is never a decision by itself: the plan said after it is (planAfterChange).
 */
const CHANGE_ONLY =
  /^(?:(?:actually|okay|ok|so|hmm|wait|no|well|right|alright|yeah|yes|then)\s*[,.!]?\s*)*(?:let['’]s|let\s+us|we(?:['’]ll|\s+will|\s+should|\s+need\s+to|\s+have\s+to|\s+must)|I(?:['’]d|\s+would)\s+(?:like|want)\s+to|I\s+want\s+to)?\s*change\s+(?:that|this|it)(?:\s+(?:then|again|now|after\s+all))?\s*[.!]?$/iu;
/** "Change that" points back at what was just decided, so it may change the latest decision of the last three turns. */
const CHANGE_REF = /(?<![\p{L}])change\s+(?:that|this)(?![\p{L}])/iu;
/** "We add four nodes in each region …" after "let's change that": the group's new plan, said without "let's" or "we'll". */
const WE_DO = /^(?:(?:so|then|okay|ok|instead|now|right|alright)\s*,?\s*)*we\s+(\p{L}+)/iu;
const WE_NOT_DOING = /^(?:could|might|may|can|should|would|need|needs|have|must|had|did|were|are|already|also|still|never|just|tried|said|talked|discussed|know|think|see)$/i;

/** The plan said after a CHANGE_ONLY sentence: later in its turn or in the next two turns, not a question or an addition (w-vwa F2). */
function planAfterChange(sentences: readonly Sentence[], j: number, turnOf: readonly number[]): Sentence | undefined {
  for (let k = j + 1; k < sentences.length && turnOf[k] <= turnOf[j] + 2; k++) {
    const t = sentences[k].text.trim();
    if (/[?？]\s*$/.test(t) || ADDITION.test(t) || CHANGE_ONLY.test(t) || NEGATED_PLAN.test(t)) continue;
    const we = WE_DO.exec(t);
    if (PLAN.test(t) || isDecision(t) || (we && !WE_NOT_DOING.test(we[1]!) && !NOT_A_PLAN_VERB.test(we[1]!))) return sentences[k];
  }
  return undefined;
}

/**
 * A decision changed later in the meeting is marked `superseded` by the later version, and that version is listed as a
 * decision (s54 t-vwa F1: "two technical rounds" stayed a decision, and went into the e-mail, after "Actually no, …
 * Let's do one combined technical round"). The change is a sentence with a REVISION word and a PLAN (its own, or the
 * next sentence of the same turn), not a question or an addition. It changes the latest earlier decision said at most
 * three turns before it, or any earlier one that shares a topic word with it ("scratch Grafana" 60 turns later).
 */
function withReversals(sentences: readonly Sentence[], decisions: Decision[]): Decision[] {
  if (!decisions.length) return decisions;
  const turnOf: number[] = [];
  sentences.forEach((s, i) => turnOf.push(i === 0 ? 0 : turnOf[i - 1] + (s.line !== sentences[i - 1].line || s.speaker !== sentences[i - 1].speaker ? 1 : 0)));
  const words = (text: string) => new Set(tokenize(text).map((w) => stem(w)).filter((w) => !PLAN_WORDS.has(w) && !/^\d+(?:st|nd|rd|th)?$/.test(w)));
  const out = decisions.map((d) => ({...d}));
  const low = (t: string) => t.trim().replace(DECISION_LABEL, '').toLowerCase();
  const sentenceOf = (d: Decision) => sentences.find((s) => s.line === d.line && s.speaker === d.speaker && (low(s.text).includes(low(d.text)) || low(d.text).includes(low(s.text))));
  const question = (t: string) => /[?？]\s*$/.test(t.trim());
  for (let j = 0; j < sentences.length; j++) {
    const s = sentences[j];
    // A change in plain words ("we'll keep the standup at 9:00 then", "forget that, the standup stays at 9:00"; s55 u-vwa
    // F2) counts only for an earlier decision it shares a topic word with.
    const plain = !REVISION.test(s.text) && PLAIN_REVERSAL.test(s.text);
    if (!(REVISION.test(s.text) || plain) || question(s.text) || ADDITION.test(s.text)) continue;
    // The plan: this sentence, or the next one or two of the same turn.
    let plan: Sentence | undefined;
    // "Actually no, let's not do the annual plan. We'll stay month-to-month until Q2.": a plan said as a negation is what
    // is not done; the plan after it in the same turn is what was decided (s55 t-vwa2 F1: the negation was listed).
    let negation: Sentence | undefined;
    // s56 w-vwa F2: "Actually, let's change that." says nothing of the new plan; the plan is what is said after it.
    const changeOnly = CHANGE_ONLY.test(s.text.trim());
    if (changeOnly) plan = planAfterChange(sentences, j, turnOf);
    else for (let k = j; k < sentences.length && k <= j + (negation ? 3 : 2) && turnOf[k] === turnOf[j]; k++) {
      const t = sentences[k].text;
      if (question(t) || ADDITION.test(t)) break;
      if (!negation && NEGATED_PLAN.test(t)) {
        negation = sentences[k];
        continue;
      }
      if (PLAN.test(t) || isDecision(t) || (plain && KEPT.test(t))) {
        plan = sentences[k];
        break;
      }
    }
    // No new plan said after "let's change that": the decision it changes is only taken back (w-vwa F2).
    const bare = changeOnly && !plan;
    if (bare) plan = s;
    if (!plan && negation) plan = negation;
    if (!plan) continue;
    const said = words(`${s.text} ${plan.text}`);
    const earlier = out
      .map((d) => ({d, at: sentenceOf(d)}))
      .filter((x): x is {d: Decision; at: Sentence} => Boolean(x.at) && x.at!.index < s.index && x.at!.index !== plan!.index && !x.d.superseded);
    const near = [...earlier].reverse().find((x) => turnOf[s.index] - turnOf[x.at.index] <= 3);
    const shared = [...earlier].reverse().find((x) => [...words(x.d.text)].some((w) => said.has(w)));
    const target = plain && !CHANGE_REF.test(s.text) ? shared : (shared ?? near);
    if (!target) continue;
    if (plan === negation || bare) {
      // Only taken back: the earlier decision no longer stands, and the negation is no decision of its own.
      target.d.superseded = {text: plan.text.trim(), speaker: plan.speaker, line: plan.line, takenBack: true};
      continue;
    }
    let now = out.find((d) => d.line === plan!.line && d.speaker === plan!.speaker && (d.text.includes(plan!.text.trim()) || plan!.text.includes(d.text)));
    if (!now) {
      now = {text: plan.text.trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase()), speaker: plan.speaker, line: plan.line};
      out.push(now);
    }
    target.d.superseded = {text: now.text, speaker: now.speaker, line: now.line};
  }
  return out.sort((a, b) => a.line - b.line);
}

/**
 * s56 v-vwa F1 (high): a decision dropped in everyday words stayed a standing decision, on the page and in the e-mail
 * ("Let's go with Annecy" … "So Annecy is out. The Lyon conference center it is."). A later sentence that says an earlier
 * decision's subject is out, off, dropped, cancelled or not happening ("forget Annecy", "then not fourteen days") marks
 * that decision changed, when the subject shares a topic word with it; the new plan said with it in the same turn ("X it
 * is", "X then", "we'll …", "… instead") is listed as the decision, and without one the decision is only taken back. A
 * replacement said without naming the old plan ("The Lyon conference center it is.", "Change of plan: we book Lyon
 * instead.", "Then Lyon is the only option.") changes the latest standing decision said at most three turns before it.
 */
const DROPPED_SUBJECT =
  /(?:^|[,;:—–-]\s*|(?<![\p{L}])(?:so|then|okay|ok|oh|well|right|fine|alright|sadly|unfortunately)\s*,?\s+)((?:the\s+)?[\p{L}\d][\p{L}\d'’ -]{0,50}?)\s+(?:is|are|['’]s|['’]re)\s+(?:(?:now|definitely|probably|clearly|just)\s+)?(?:out|off(?:\s+the\s+table)?|dropped|cancell?ed|scrapped|not\s+happening|no\s+longer\s+(?:an\s+option|happening|possible))\s*[.!]?\s*$/iu;
// Said to the group, at the start of a sentence ("Okay, forget Annecy", "let's drop the survey"), not one's own "I'll drop the
// custom icon set then", which carries out a decision (s56vw t5).
const DROPPED_VERB = /(?:^|[,;:—–-]\s*)(?:(?:okay|ok|so|fine|then|right|alright|well|yeah|yes|no|actually|oh)\s*,?\s*)*(?:let['’]s\s+|let\s+us\s+|we(?:['’]ll|\s+will|\s+can)\s+(?:just\s+)?)?(?:forget|drop|scrap|ditch)\s+(?:about\s+)?((?!that\b|this\b|it\b|about\b)[\p{L}\d][\p{L}\d'’ -]{0,50}?)\s*(?:[.!,;]|$)/iu;
const DROPPED_NOT = /^(?:(?:okay|ok|so|then|right|fine|alright|well)\s*,?\s*)+not\s+([\p{L}\d][\p{L}\d'’ -]{0,40}?)\s*[.!]?\s*$/iu;
/** A new plan said as a choice: "The Lyon conference center it is.", "Lyon then.", "Then Lyon is the only option." */
const CHOSEN = /^(?:(?:okay|ok|so|then|right|fine|alright|well|yes)\s*,?\s*)*(?!(?:that|this|it|so\s+be)\b)[\p{L}\d][\p{L}\d'’ -]{0,60}?\s+it\s+is\s*[.!]?\s*$|^(?:(?:okay|ok|so|right|fine|alright|well)\s*,?\s*)*(?!(?:that|this|it|fine|good|great|okay|ok|see\s+you|thanks|talk|bye|let['’]s|let|we|i|you|they|he|she|keep|make|do|go)(?![\p{L}]))[\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,3}\s+then\s*[.!]?\s*$|(?<![\p{L}])is\s+(?:the|our)\s+only\s+(?:option|choice|way)\s*[.!]?\s*$/iu;
const CHANGE_OF_PLAN = /(?<![\p{L}])(?:change\s+of\s+plans?|instead)(?![\p{L}])/iu;

function withDroppedDecisions(sentences: readonly Sentence[], decisions: Decision[]): Decision[] {
  if (!decisions.length) return decisions;
  const turnOf: number[] = [];
  sentences.forEach((s, i) => turnOf.push(i === 0 ? 0 : turnOf[i - 1] + (s.line !== sentences[i - 1].line || s.speaker !== sentences[i - 1].speaker ? 1 : 0)));
  const words = (text: string) => new Set(tokenize(text).map((w) => stem(w)).filter((w) => !PLAN_WORDS.has(w) && !/^\d+(?:st|nd|rd|th)?$/.test(w) && !/^(?:the|a|an|that|this|it)$/i.test(w)));
  const out = decisions.map((d) => ({...d}));
  const low = (t: string) => t.trim().replace(DECISION_LABEL, '').toLowerCase();
  const sentenceOf = (d: Decision) => sentences.find((s) => s.line === d.line && s.speaker === d.speaker && (low(s.text).includes(low(d.text)) || low(d.text).includes(low(s.text))));
  const question = (t: string) => /[?？]\s*$/.test(t.trim());
  const isPlan = (t: string) => !question(t) && !ADDITION.test(t) && (CHOSEN.test(t.trim()) || PLAN.test(t) || isDecision(t) || (CHANGE_OF_PLAN.test(t) && /(?<![\p{L}])we\s+\p{Ll}/u.test(t)));
  const standingBefore = (s: Sentence) =>
    out
      .map((d) => ({d, at: sentenceOf(d)}))
      .filter((x): x is {d: Decision; at: Sentence} => Boolean(x.at) && x.at!.index < s.index && !x.d.superseded);
  const supersede = (d: Decision, plan: Sentence, takenBack = false) => {
    if (takenBack) {
      d.superseded = {text: plan.text.trim(), speaker: plan.speaker, line: plan.line, takenBack: true};
      return;
    }
    let now = out.find((x) => x.line === plan.line && x.speaker === plan.speaker && (x.text.includes(plan.text.trim()) || plan.text.includes(x.text)));
    if (!now) {
      now = {text: plan.text.trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase()), speaker: plan.speaker, line: plan.line};
      out.push(now);
    }
    if (now !== d) d.superseded = {text: now.text, speaker: now.speaker, line: now.line};
  };
  for (let j = 0; j < sentences.length; j++) {
    const s = sentences[j];
    if (question(s.text)) continue;
    const text = s.text.trim();
    const dropped = DROPPED_SUBJECT.exec(text)?.[1] ?? DROPPED_VERB.exec(text)?.[1] ?? DROPPED_NOT.exec(text)?.[1];
    if (dropped) {
      const subject = words(dropped);
      const target = [...standingBefore(s)].reverse().find((x) => [...words(x.d.text)].some((w) => subject.has(w)));
      if (!target) continue;
      // The new plan: what follows the drop in the same sentence ("forget Annecy, Lyon then") or the next two of the same turn.
      let plan: Sentence | undefined;
      for (let k = j + 1; k < sentences.length && k <= j + 2 && turnOf[k] === turnOf[j]; k++)
        if (isPlan(sentences[k].text)) {
          plan = sentences[k];
          break;
        }
      supersede(target.d, plan ?? s, !plan);
      if (plan) j = plan.index > j ? sentences.indexOf(plan) : j;
      continue;
    }
    // A replacement that does not name the old plan: the latest standing decision of the last three turns, of another subject.
    const replaces = CHOSEN.test(text) || (CHANGE_OF_PLAN.test(text) && /(?<![\p{L}])we\s+\p{Ll}/u.test(text) && !PLAN.test(text) && !isDecision(text));
    if (!replaces || ADDITION.test(text)) continue;
    const near = [...standingBefore(s)].reverse().find((x) => x.at.index !== s.index && turnOf[s.index] - turnOf[x.at.index] <= 3);
    if (!near) continue;
    const said = words(text);
    // "Lyon then." after "Let's go with Lyon": the same plan again, no change.
    if ([...words(near.d.text)].some((w) => said.has(w)) && !CHANGE_OF_PLAN.test(text)) continue;
    supersede(near.d, s);
  }
  return out.sort((a, b) => a.line - b.line);
}

/**
 * s56 u-vwa F10: decisions said without the fixed cue phrases were missed (5 of 10): "We'll do it in two waves, day shift
 * first on Wednesday", "Let's change that: all three in January", "let's move the tablet layout to Q2", "We'll use the
 * system icons …", "let's make it the second evening". A group plan is a decision too:
 * - "let's …" with a plan, at the start of a sentence (after "Okay,", "Then", "Actually," and the like), not a question, not
 *   a condition ("if", "unless", "when", "once"), not negated ("let's not …" says what is not done), not about running the
 *   meeting or putting a topic off ("let's start", "let's discuss", "let's leave that open", "let's check with finance",
 *   "let's lock the details today"), and not a suggestion the next speaker pushes back on ("I'd push back on that", "No, …",
 *   "I don't think …");
 * - "we'll …" / "we're going to …" only with a verb that chooses ("we'll use the system icons", "we'll keep", "we'll switch
 *   to", "we'll do it in two waves") or right after "let's not …" / a change in the same turn ("Actually no, let's not do
 *   the weekend rollout. We'll do it in two waves"): "We'll record the session" is work, listed as an action if anywhere.
 * "I'll …" is a person's own commitment, never a decision. Decisions changed later are marked by withReversals as before.
 */
const LEAD_IN = String.raw`^(?:(?:ok(?:ay)?|so|then|right|good|fine|great|alright|all\s+right|well|actually|also|and|good\s+point|fair\s+point|agreed|understood|sure|yes|yeah)\s*[,.!:]?\s+)*`;
const GROUP_LETS = new RegExp(LEAD_IN + String.raw`let['’]s\s+(?!not\b|also\s+not\b|(?:just\s+)?(?:see|say|talk|discuss|check|ask|find\s+out|think|come\s+back|leave|revisit|park|wait|move\s+on|start|begin|take|get|go\s+(?:through|over|around|back|on|ahead\s+and\s+(?:start|discuss))|look|focus|keep\s+(?:an\s+eye|in\s+mind|going|(?:it|that|this|them|those)\s+(?:open|in\s+mind|short|brief))|meet|decide|hear|hope|try|assume|circle|wrap|recap|sum|skip|table|reconvene|touch|catch|stop|end|call\s+it|jump|dive|turn|lock|settle|finali[sz]e|sort|figure|nail|agree|pick|choose|have\s+a|do\s+a\s+(?:quick|round)|be\b|follow|make\s+sure|remember|review|plan|brainstorm|push|postpone|defer|hold\s+off|put\s+(?:that|it|this)\s+(?:on\s+hold|aside)|give\s+it|use\s+(?:the|this)\s+(?:time|meeting|call)|quickly|first|now|please|all)(?![\p{L}]))\p{Ll}`, 'iu');
const GROUP_WILL = new RegExp(LEAD_IN + String.raw`(?:we(?:['’]ll|\s+will|\s+shall)|we(?:['’]re|\s+are)\s+going\s+to)\s+(?:(?:go\s+with|use|keep|stick\s+with|stay\s+with|switch\s+to|do\s+(?:it|them|this|that|the|both|all)|ship|launch|release|move|hold|run\s+(?:it|them|the)|make\s+it)(?![\p{L}])|(\p{Ll}))`, 'iu');
const NOT_A_PLAN_VERB = /^(?:need|have|see|know|be|get|find|probably|likely|never|still|just|want|try|hear|talk|discuss|decide|figure|lose|miss|hit|end|run|look|think|circle|follow|come)$/i;
const HANDED_ON = /let['’]s\s+(?:(?:have|get|ask|let)\s+\p{Lu}|(?:give|hand|pass|leave)\s+(?:that|it|this|them)\s+(?:over\s+)?(?:to|with)\s)/u;
const PUSHED_BACK = /^(?:no\b|nope\b|hmm|wait\b|hold\s+on|but\b|careful|I(?:['’]d|\s+would)\s+(?:rather|push\s+back|prefer|not|disagree)|I\s+(?:don['’]t|do\s+not)\s+(?:think|agree|like|want)|I\s+disagree|I['’]m\s+(?:not\s+sure|worried|against)|not\s+sure|that\s+(?:won['’]t|doesn['’]t|will\s+not|does\s+not|can['’]t)|the\s+(?:problem|issue|risk)\s+(?:is|with))/i;
const PLAN_CONDITION = /(?<![\p{L}])(?:if|unless|when|once|as\s+soon\s+as|provided|assuming|in\s+case|whether)(?![\p{L}])/iu;
const AGREED_TO_DO = new RegExp(LEAD_IN + String.raw`we(?:['’]ll|\s+will|\s+shall)\s+do\s+(?:that|this)(?:\s+(?:at\s+the\s+(?:end|start|beginning)|later|then|now|first|next|today|tomorrow|(?:on|by|after|before)\s+\S+))?\s*[.!]?$`, 'iu');
function withGroupPlans(decisions: Decision[], sentences: readonly Sentence[]): Decision[] {
  const out = [...decisions];
  const has = (s: Sentence) => out.some((d) => d.line === s.line && d.speaker === s.speaker && d.text.toLowerCase().includes(s.text.trim().replace(/^\p{Ll}/u, (c) => c.toUpperCase()).toLowerCase().slice(0, 40)));
  for (const [i, s] of sentences.entries()) {
    const text = s.text.trim();
    if (/[?？]/.test(text) || PLAN_CONDITION.test(text) || NEGATED_PLAN.test(text) || isDecision(text) || has(s)) continue;
    // "Actually, let's change that." is no decision by itself (s56 w-vwa F2); withReversals lists the plan said after it.
    if (CHANGE_ONLY.test(text)) continue;
    const before = sentences[i - 1];
    const afterChange = before && before.line === s.line && before.speaker === s.speaker && (NEGATED_PLAN.test(before.text) || REVISION.test(before.text) || CHANGE_THAT.test(before.text));
    // "Actually, let's have Dev do it", "let's give that to Sarah": work handed to a person, read as an action, no decision.
    let plan = GROUP_LETS.test(text) && !HANDED_ON.test(text);
    if (!plan) {
      const will = GROUP_WILL.exec(text);
      plan = Boolean(will) && (!will![1] || (afterChange && !NOT_A_PLAN_VERB.test(text.slice(will!.index + will![0].length - 1).split(/[^\p{L}]/u)[0])));
    }
    if (!plan) continue;
    // "Sure, we will do that at the end." after "Can we keep ten minutes at the end for …?": doing what someone asked,
    // with no plan of its own beyond a time (s56 v-vwa t6), is a reply, not a decision.
    if (AGREED_TO_DO.test(text)) continue;
    // A suggestion the next speaker pushes back on is no decision ("I'd push back on that."); a change later is withReversals'.
    const reply = sentences.slice(i + 1).find((x) => x.speaker !== s.speaker);
    const between = reply ? sentences.slice(i + 1, reply.index) : [];
    if (reply && between.every((x) => x.speaker === s.speaker && x.line === s.line) && PUSHED_BACK.test(reply.text.trim())) continue;
    out.push({text: text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()), speaker: s.speaker, line: s.line});
  }
  return out.sort((a, b) => a.line - b.line);
}

/** A change said without the REVISION words: "Let's change that: …", "forget that", "let's not …", "we won't …". */
const CHANGE_THAT = /(?<![\p{L}])(?:change\s+(?:that|this|it)|forget\s+(?:that|this|it)|let['’]s\s+not|we\s+(?:won['’]t|will\s+not))(?![\p{L}])/iu;
const SUMMARY_CHANGE_STOP = new RegExp(String.raw`^(?:(?:i|we|you|he|she|they)['’](?:ll|d|m|re|ve)|one|two|thre|three|four|five|six|all|both|still|then|now|next|last|end|day|week|month|year|tomorrow|today|tonight|morning|afternoon|evening|${DAYS})$`, 'i');
/** A plan or a commitment said in the summary: "let's …", "we'll …", "I'll …", a decision. */
const SAID_PLAN = /(?<![\p{L}])(?:I['’]ll|I\s+will)(?![\p{L}])/iu;

/**
 * The extractive summary (and so the e-mail's Summary block) pairs a sentence whose plan the meeting changed later with
 * that change: "Okay, let's go with Lyon. (changed later, line 7: "Then scratch Lyon. We'll go with Como.")" (s55 u-vwa
 * F1: the summary repeated "let's go with Lyon", the first-evening dinner and the weekend rollout, while the meeting had
 * changed them). A decision marked `superseded` is paired with what changed it; any other plan or commitment with the
 * first later sentence that changes a plan (a REVISION word or "change that", "let's not" …, with a plan in it or right
 * after it in the same turn, not a question or an addition) and shares one of its topic words.
 */
function withChangesInSummary<T extends Sentence>(summary: T[], sentences: readonly Sentence[], decisions: readonly Decision[]): T[] {
  // Topic words only: no pronoun with its verb ("i'll"), count, weekday or time word ("I'll ask … by end of next week" and
  // "Then I'll post three job ads …, still by Friday" are about different things).
  const words = (text: string) =>
    new Set(tokenize(text).map((w) => stem(w)).filter((w) => !PLAN_WORDS.has(w) && !/^\d+(?:st|nd|rd|th)?$/.test(w) && !SUMMARY_CHANGE_STOP.test(w)));
  const question = (t: string) => /[?？]\s*$/.test(t.trim());
  const low = (t: string) => t.trim().replace(DECISION_LABEL, '').toLowerCase();
  const sameTurn = (a: Sentence, b: Sentence) => a.line === b.line && a.speaker === b.speaker;
  // Each change: the sentence and, when it holds no plan of its own, the plan after it in the same turn.
  const changes: Array<{at: Sentence; text: string}> = [];
  for (const [j, s] of sentences.entries()) {
    if (!(REVISION.test(s.text) || CHANGE_THAT.test(s.text)) || question(s.text) || ADDITION.test(s.text)) continue;
    const planned = (t: string) => PLAN.test(t) || SAID_PLAN.test(t) || isDecision(t);
    const next = sentences[j + 1];
    if (planned(s.text) && !NEGATED_PLAN.test(s.text)) changes.push({at: s, text: s.text.trim()});
    else if (next && sameTurn(s, next) && planned(next.text) && !question(next.text)) changes.push({at: s, text: `${s.text.trim()} ${next.text.trim()}`});
    else if (NEGATED_PLAN.test(s.text) || CHANGE_THAT.test(s.text)) changes.push({at: s, text: s.text.trim()});
  }
  return summary.map((x) => {
    if (/changed later, line/.test(x.text)) return x;
    const decided = decisions.find((d) => d.superseded && d.line === x.line && d.speaker === x.speaker && (low(x.text).includes(low(d.text)) || low(d.text).includes(low(x.text))));
    if (decided) return {...x, text: `${x.text} (changed later, line ${decided.superseded!.line}: "${decided.superseded!.text}")`};
    if (question(x.text) || !(PLAN.test(x.text) || SAID_PLAN.test(x.text) || isDecision(x.text))) return x;
    const own = words(x.text);
    const change = changes.find((c) => c.at.index > x.index && !(c.at.line === x.line && c.at.speaker === x.speaker) && [...words(c.text)].some((w) => own.has(w)));
    return change ? {...x, text: `${x.text} (changed later, line ${change.at.line}: "${change.text}")`} : x;
  });
}

/** An unassigned need to decide something: "decide on the relocation bonus", "agree on the venue", "settle the budget". */
const DECIDE_NEED = /^(?:decide|agree|settle|choose|pick(?!\s+up\b)|select)(?:\s+(?:on|upon|about))?\s+(.+)$/i;
/**
 * "We also need to decide on the relocation bonus." … "Agreed, let's go with a flat relocation bonus.": a later decision
 * that says every word of what was to be decided meets the need, so it is no open action any more (u31c F10: it stayed
 * "Unassigned, Open" next to the decision). A need nobody decided, or a decision about something else, stays.
 */
function withoutDecidedNeeds(actions: ActionItem[], decisions: readonly Decision[]): ActionItem[] {
  return actions.filter((a) => {
    if (a.owner !== 'Unassigned' || a.withdrawn || a.declined || a.deferred || a.check) return true;
    const need = DECIDE_NEED.exec(a.task.trim());
    const topic = need ? tokenize(withoutDue(need[1])).map((w) => stem(w)) : [];
    if (!topic.length) return true;
    if (decisions.some((d) => d.line > a.line && topic.every((w) => tokenize(d.text).some((t) => stem(t) === w)))) return false;
    // "We need to decide on the team dinner venue." … "Let's go with the Thai place.": the first decision in the next three
    // lines, before any other need to decide, settles it in other words (u35g F7: R25, D08, G09 stayed open).
    const next = decisions.filter((d) => d.line > a.line).sort((x, y) => x.line - y.line)[0];
    const between = actions.some((b) => b !== a && b.owner === 'Unassigned' && b.line > a.line && next && b.line <= next.line && DECIDE_NEED.test(b.task.trim()));
    // In other words, the decision names what was chosen: a name ("the Thai place on Main Street", "Green Fork"), a date
    // or a figure ("March 14"). A generic choice ("Let's go with the new venue.") for a need about something else
    // ("the relocation bonus") settles nothing (u31c F10's neighbour row; s52 merge of v4 and v5).
    const names = (text: string): boolean =>
      /\d/.test(text) || /(?<=\S\s+)(?!I\b|I'|Let|OK\b|Okay\b)\p{Lu}\p{L}+/u.test(text.replace(/^[^:]{1,40}:\s*/, ''));
    return !(next && next.line - a.line <= 3 && !between && names(next.text));
  });
}

/**
 * What a meeting was about, in an opening sentence that says so: "The goal today is to plan the
 * office move", "We're here to discuss the parking rules", "Today we'll review the Q3 numbers",
 * "L'objectif aujourd'hui est de …", "Heute geht es um …", "El objetivo de hoy es …". The verb after
 * "to" in English (plan, discuss, confirm …) is dropped: "the office move".
 */
const AGENDA_SENTENCE = new RegExp(
  String.raw`(?:\btoday['’]s\s+(?:agenda|topic|goal|focus|main\s+topic)\s+(?:is|will\s+be)\s+|\bthe\s+(?:goal|purpose|aim|point|focus|topic|agenda)\s+(?:of\s+)?(?:for\s+)?(?:today|today['’]s\s+(?:meeting|call|session)|this\s+(?:meeting|call|session)|the\s+(?:meeting|call))?\s*(?:is|will\s+be)\s+|\bwe(?:['’]re|\s+are)\s+(?:here|meeting)\s+(?:today\s+)?to\s+|\btoday\s+we(?:['’]ll|\s+will|\s+need\s+to|\s+want\s+to)?\s+|\blet['’]s\s+(?:start|begin)\s+with\s+|\bthis\s+(?:meeting|call)\s+is\s+(?:about|to)\s+|` +
    String.raw`(?<![\p{L}])l['’]objectif\s+(?:(?:d['’])?aujourd['’]hui|de\s+(?:la|cette)\s+réunion)\s+est\s+(?:de\s+|d['’])|(?<![\p{L}])heute\s+geht\s+es\s+um\s+|(?<![\p{L}])el\s+objetivo\s+de\s+(?:hoy|la\s+reunión)\s+es\s+)(.{3,100}?)\s*[.!?。]?$`,
  'iu',
);
const AGENDA_VERB = /^(?:to\s+)?(?:plan|settle(?:\s+on)?|discuss|talk\s+about|go\s+over|review|confirm|agree(?:\s+on)?|decide\s+on|decide|finali[sz]e|prepare|look\s+at|cover|sort\s+out|kick\s+off|check\s+in\s+on|walk\s+through|update\s+(?:everyone|you)\s+on)\s+/i;

/** An opening sentence that names the meeting: "This is the supplier quality review for the Shenzhen plant." */
const THIS_MEETING = /^(?:(?:ok(?:ay)?|so|right|alright|hi|hello|everyone|all|welcome)\s*[,!.]?\s*)*this\s+is\s+(?:the|our)\s+((?:[\p{L}\d'’-]+\s+){0,5}?(?:review|meeting|sync|check-?in|session|call|stand-?up|retro(?:spective)?|planning|kick-?off|workshop|briefing|huddle|catch-?up)(?:\s+(?:for|on|about|of|with)\s+[^.!?]{2,80}?)?)\s*(?:[.!](?:\s|$)|$)/iu;

/**
 * The meeting's topic for the e-mail subject, from the transcript itself: a title line, "Topic:" or
 * "Agenda:" line or WebVTT NOTE (transcriptHeader), else an opening sentence that states the goal
 * (one of the first five), else "meeting on <date>" from a "Date:" line, else "our meeting". Never
 * another meeting's title.
 */
export function meetingTopic(transcript: string, sentences: readonly Sentence[]): string {
  const header = transcriptHeader(transcript);
  const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  if (header.title) return capital(header.title.replace(/[.!?。]+$/u, '').trim());
  for (const s of sentences.slice(0, 5)) {
    const m = AGENDA_SENTENCE.exec(s.text.trim());
    if (!m) continue;
    const topic = m[1].replace(AGENDA_VERB, '').replace(/[,;:]+$/, '').trim();
    if (/\p{L}{2}/u.test(topic)) return capital(topic);
  }
  // "This is the contract renewal review for the Northwind data platform." (s55 t-vwa F13: the subject was "our meeting").
  for (const s of sentences.slice(0, 5)) {
    const m = THIS_MEETING.exec(s.text.trim());
    if (m) return capital(m[1].trim());
  }
  return header.date ? `meeting on ${header.date}` : 'our meeting';
}

/** A sentence that states what the meeting is about ("Today we need to plan the year 8 museum trip"): an agenda verb after the opener. */
function topicStatement(text: string): boolean {
  const m = AGENDA_SENTENCE.exec(text.trim());
  return Boolean(m && AGENDA_VERB.test(m[1])) || TALK_TOPIC.test(text.trim());
}
/** "First we need to talk about the badge printer", "Next, we should discuss the rota", "We also need to decide whether …": a point on the agenda, said as a need. */
const TALK_TOPIC = /^(?:(?:if|when)\s+[^,;?]+,\s*(?=we(?:['’]ll|\s+will)?\s+(?:also\s+|still\s+)?(?:need|have)\s+to\s+decide\s))?(?:(?:ok(?:ay)?|so|right|alright|and)\s*,?\s+)?(?:(?:first(?:\s+of\s+all)?|next|then|now|finally|after\s+that|second(?:ly)?|lastly)\s*,?\s+)?we(?:['’]ll|\s+will)?\s+(?:also\s+|still\s+|really\s+|then\s+|now\s+)?(?:need|have|want|should|must|ought)\s+to\s+(?:also\s+)?(?:(?:talk\s+about|discuss|go\s+over|touch\s+on|cover)\s+(?:the\s+|our\s+|this\s+|next\s+)|decide\s+(?:whether|if|between|how|what|which|who|whose|when)\s)/i;

/** The subject's topic: the title the reader typed, unless it is the sample's title left over a different transcript. */
function subjectTitle(title: string, transcript: string, sentences: readonly Sentence[]): string {
  const typed = title.trim();
  if (typed && !(typed === SAMPLE_TITLE && transcript !== SAMPLE_TRANSCRIPT)) return typed;
  return meetingTopic(transcript, sentences);
}

/** The e-mail's recipients: the speakers, then the people an "Attendees:" header line names who did not speak (matched by full or first name). */
function recipients(speakers: readonly string[], attendees: readonly string[] = []): string[] {
  const known = firstNames(speakers);
  return [...speakers, ...attendees.filter((a) => !known.has(a.toLowerCase()) && !known.has(a.split(/\s+/)[0].toLowerCase()))];
}

/** Runs the whole pipeline, or explains why the input cannot be used. */
/** A yes whose rest is a condition: "Yes, if the backup finishes on Friday", "OK, provided finance confirms", "Yes, unless …". */
const REPLY_CONDITION = new RegExp(
  String.raw`^(?:(?:yes|yeah|yep|sure|ok|okay|fine|of\s+course|absolutely|happy\s+to|will\s+do|no\s+problem|I\s+can|I\s+will|I['’]ll\s+do\s+it)\s*[,!]?\s*)+(?:but\s+)?((?:only\s+)?(?:if|unless|provided(?:\s+that)?|as\s+long\s+as|assuming(?:\s+that)?|in\s+case|once|as\s+soon\s+as)\s+\S.*)$`,
  'iu',
);

/** A heading line that opens a list of action items: "Action items:", "## Action items", "To-dos", "Lina Berg: Action items:". */
const LIST_HEADING = /^(\s*(?:[^:\n]{1,60}:\s*)?)(action\s+items?|actions|action\s+points|next\s+steps|to-?\s?dos?|follow-?\s?ups?)\s*[:：]?\s*$/iu;
/** A list entry: "- …", "* …", "• …", "1. …", with a Markdown checkbox ("- [ ] …", "- [x] …") left out. */
const LIST_ENTRY = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+(?:\[[ xX]?\]\s*)?(\S.*)$/u;

/**
 * Action-item lists under a heading line read like "Action: …" entries (u35g F2): "Action items:" on its own line then
 * "- Ivan to update the pricing deck" bullets, Markdown checkboxes under "## Action items", and "Lina Berg: Action
 * items:" with the list on the speaker's next line ("Lina Berg: Omar to get quotes by Friday; me to notify the
 * landlord"). A heading without a speaker label becomes an empty line, so it is neither a sentence nor the subject; the
 * line count stays the same.
 */
function actionLists(text: string): string {
  const parts = text.split(/(\r\n|\r|\n)/);
  const lines = parts.filter((_, i) => i % 2 === 0);
  for (let i = 0; i < lines.length; i++) {
    const heading = LIST_HEADING.exec(lines[i]);
    if (!heading) continue;
    const label = heading[1].trim();
    let j = i + 1;
    let read = false;
    while (j < lines.length && !lines[j].trim() && j - i <= 2) j++;
    for (; j < lines.length; j++) {
      const entry = LIST_ENTRY.exec(lines[j]);
      // "- Lea Roth: I'll send the minutes": a speaker's line in bulleted minutes, read as said.
      if (!entry || /^[^:\s][^:]{0,59}:\s/u.test(entry[1])) break;
      lines[j] = `${heading[2]}: ${entry[1].trim()}${/[.!?;]$/.test(entry[1].trim()) ? '' : '.'}`;
      read = true;
    }
    // The list on the next line: "Lina Berg: Omar to …; me to …" after "Lina Berg: Action items:", or plain text.
    if (!read && j < lines.length && j === i + 1) {
      if (label && lines[j].startsWith(label)) {
        lines[j] = `${label} Action items: ${lines[j].slice(label.length).trim()}`;
        read = true;
      } else if (!label && !/^[^:]{1,60}:/.test(lines[j])) {
        lines[j] = `Action items: ${lines[j].trim()}`;
        read = true;
      }
    }
    if (read && !label) lines[i] = '';
  }
  return parts.map((p, i) => (i % 2 === 0 ? lines[i / 2] : p)).join('');
}

/**
 * A named person's commitment said after a clause (s54 t-vwa F3: 4 of 4 missed for the absent person, who most needs the
 * e-mail): "Ravi isn't here today, but Ravi will book the rooms" reads as "Ravi will book the rooms"; a leading
 * condition or time goes after the task, where the condition patterns read it: "When he's back, Sven will review the
 * retry logic" as "Sven will review the retry logic when he's back". Only for finding actions; the sentence shown is as said.
 */
const AFTER_CLAUSE = new RegExp(String.raw`^([^,?]+?),\s*(?:but|so|and)\s+((${OTHER_NAME})\s+(?:will|is\s+going\s+to)\s+(?!be\b|not\b|never\b)\p{Ll}.+)$`, 'u');
const LEADING_WHEN = new RegExp(String.raw`^(when|once|after|as\s+soon\s+as|if|unless)\s+([^,?]+?),\s*((${OTHER_NAME})\s+(?:will|is\s+going\s+to)\s+(?!be\b|not\b|never\b)\p{Ll}.+?)\s*([.!]?)$`, 'iu');
function namedAfterClause(s: Sentence): Sentence {
  const text = s.text.trim();
  if (/[?？]\s*$/.test(text)) return s;
  const when = LEADING_WHEN.exec(text);
  if (when && aPerson(when[4], true) && !/^(?:if|unless|when|once|after)$/i.test(when[2].split(/\s+/)[0]))
    return {...s, text: `${when[3]} ${when[1].toLowerCase()} ${when[2]}${when[5] || '.'}`};
  const after = AFTER_CLAUSE.exec(text);
  // Only when the clause is about that person ("Ravi isn't here today, but Ravi will …"): another clause may hold what "it" points at.
  if (after && aPerson(after[3], true) && new RegExp(`(?<![\\p{L}])${after[3].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(after[1]) && !/^(?:if|unless|when|once|after|as\s+soon\s+as|provided|assuming|in\s+case)\b/i.test(after[1].replace(/^(?:and|but|so|ok(?:ay)?)\s*,?\s*/i, ''))) return {...s, text: after[2]};
  return s;
}

/**
 * s56 u-vwa F6: commitments of people who are not at the meeting, and a few common wordings, gave no item and no "check":
 * - "Sven isn't here today, but he'll handle the supplier call by Thursday", "Marta is on leave; Marta will review …",
 *   "Kevin isn't here today, but he needs to order …": a clause about the person named at the start, then "he'll" /
 *   "she'll" / the name with "will" or "needs to", reads as "Sven will handle …";
 * - "Rob needs to confirm the salary band with finance": a person who does not speak named with "needs to" / "has to"
 *   (a speaker's "needs to" is read already) reads as "Rob will confirm …"; "needs to be / know …" says no task;
 * - "That's fine, you'll have the shortlist by the 10th", said to the person of the sentence before, who asked nothing
 *   of "you" there: the speaker sends it ("I'll send Eun-ji Park the shortlist by the 10th");
 * - "Mike, the client asked about pricing. Can you call them tomorrow?": a request to nobody named whose turn opened with
 *   a speaker's name is a request to that person ("Mike, can you call them tomorrow?").
 * Only for finding actions; the sentence shown and quoted is as said.
 */
const ABSENT_THEN = new RegExp(String.raw`^((${OTHER_NAME})\s+(?:is|was|isn['’]t|is\s+not|will\s+be|won['’]t\s+be|can['’]t|couldn['’]t|has|had)(?![\p{L}])[^,;?]*?)(?:,\s*(?:but|so|and)|;\s*(?:but\s+|so\s+|and\s+)?|\s+(?:but|so))\s+(?:(?:he|she|they)(?:['’]ll|\s+will)|\2\s+will|(?:he|she|\2)\s+(?:needs|has)\s+to)\s+(?!be\b|not\b|never\b|know\b)(\p{Ll}.+)$`, 'u');
const NEEDS_TO = new RegExp(String.raw`^(?:(?:and|so|also|then)\s+)?(${OTHER_NAME})\s+(?:also\s+|still\s+)?(?:needs|has)\s+to\s+(?!be\b|know\b|understand\b|see\b|hear\b|feel\b|get\s+(?:better|well)\b)(\p{Ll}.+)$`, 'iu');
const YOU_WILL_HAVE = /^(?:(?:that['’]s\s+fine|that\s+works|fine|ok(?:ay)?|sure|yes|yeah|no\s+problem|great|deal)\s*[,.!]?\s*)?you['’]ll\s+(?:have|get)\s+(?!to\b)((?:the|my|our|your|a|an|those|these|that|this)\s.+)$/iu;
const BARE_ASK = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?\p{Ll}[^?]*\?\s*$/iu;
function withAbsentAndAddressed(sentences: readonly Sentence[], speakers: readonly string[]): Sentence[] {
  const names = firstNames(speakers);
  const speaking = (name: string) => names.has(name.toLowerCase()) || names.has(name.split(/\s+/)[0].toLowerCase());
  return sentences.map((s, i) => {
    const text = s.text.trim();
    if (/[?？]\s*$/.test(text)) {
      // "Mike, the client asked about pricing. Can you call them tomorrow?"
      const before = sentences[i - 1];
      if (!BARE_ASK.test(text) || !before || before.line !== s.line || before.speaker !== s.speaker) return s;
      const lead = /^(\p{Lu}[\p{L}'’-]+)\s*,\s*(?:the|our|a|we|they|there|it|this|that)\s/u.exec(before.text.trim());
      const who = lead && names.get(lead[1].toLowerCase());
      if (!who || who === s.speaker) return s;
      // "the client asked …" / "can you call them": the people the sentence before named are who "them" / "him" / "her" is.
      const who3 = /^\p{Lu}[\p{L}'’-]+\s*,\s*((?:the|our)\s+(?:client|customer|vendor|supplier|landlord|auditor|partner|agency|contractor)s?)\s+(?:asked|called|wrote|emailed|e-mailed|wants|needs|said|complained|rang)(?![\p{L}])/iu.exec(before.text.trim());
      const asked = who3 ? text.replace(/(?<![\p{L}])(?:them|him|her)(?![\p{L}])/u, who3[1].toLowerCase()) : text;
      return {...s, text: `${lead[1]}, ${asked.charAt(0).toLowerCase()}${asked.slice(1)}`};
    }
    const absent = ABSENT_THEN.exec(text);
    if (absent && aPerson(absent[2], true) && !POSSESSIVE.test(absent[2])) return {...s, text: `${absent[2]} will ${absent[3]}`};
    const need = NEEDS_TO.exec(text);
    if (need && /^\p{Lu}/u.test(need[1]) && aPerson(need[1], true) && !speaking(need[1]) && !POSSESSIVE.test(need[1])) return {...s, text: `${need[1]} will ${need[2]}`};
    const have = YOU_WILL_HAVE.exec(text);
    const before = sentences[i - 1];
    // When the sentence before asked it of "you" ("I'll need a rollback plan from you"), the request and its reply read it already.
    if (have && before && before.speaker !== s.speaker && before.speaker !== 'Unknown' && !/(?<![\p{L}])you(?![\p{L}])/iu.test(before.text)) return {...s, text: `I'll send ${before.speaker} ${have[1]}`};
    return s;
  });
}

/**
 * s56 u-vwa F12: "Send you comments by Wednesday", "Give you the list …", "Send him the final frames", "Follow up with him
 * tomorrow" were left as said, which reads wrong in an e-mail sent to everyone. In a speaker's own item, "you" after a verb
 * or preposition is the person the speaker addressed: the name opening their turn ("Sarah, I'll send you …"), else the
 * speaker of the turn before; "him" / "her" is a person who owns an item of their own and is named earlier in the same
 * turn or in the turn before, when exactly one such person is ("Rob needs to confirm … I'll follow up with him tomorrow").
 * Otherwise the words stay as said.
 */
const OBJECT_YOU = /(?<=(?<![\p{L}])(?:send|give|get|show|tell|email|e-mail|call|ping|brief|forward|text|update|bring|pass|hand|with|to|for)\s+)you(?![\p{L}'’])/iu;
const OBJECT_HIM = /(?<=(?<![\p{L}])(?:send|give|get|show|tell|email|e-mail|call|ping|brief|forward|text|update|bring|pass|hand|remind|ask|with|to|for)\s+)(?:him|her)(?![\p{L}'’])/iu;
function withNamedPronouns(actions: ActionItem[], sentences: readonly Sentence[], speakers: readonly string[]): void {
  const names = firstNames(speakers);
  const turnStart = (s: Sentence) => {
    let i = s.index;
    while (i > 0 && sentences[i - 1].line === s.line && sentences[i - 1].speaker === s.speaker) i--;
    return i;
  };
  const absentOwners = [...new Set(actions.filter((a) => !speakers.includes(a.owner) && a.owner !== 'Unassigned' && !/\s(?:and|team)\s|\steam$/.test(a.owner) && aPerson(a.owner, true)).map((a) => a.owner))];
  for (const a of actions) {
    if (a.owner !== a.speaker || a.check || a.withdrawn) continue;
    const own = sentences.find((x) => x.line === a.line && x.speaker === a.speaker);
    if (!own) continue;
    const start = turnStart(own);
    if (OBJECT_YOU.test(a.task)) {
      const lead = /^(\p{Lu}[\p{L}'’-]+)\s*,/u.exec(sentences[start].text.trim());
      const before = sentences[start - 1];
      const to = lead ? names.get(lead[1].toLowerCase()) : before && before.speaker !== a.speaker && before.speaker !== 'Unknown' ? before.speaker : undefined;
      if (to && to !== a.owner) a.task = a.task.replace(OBJECT_YOU, to);
    }
    if (OBJECT_HIM.test(a.task)) {
      const prevStart = start > 0 ? turnStart(sentences[start - 1]) : start;
      const said = sentences.slice(prevStart, own.index + 1).map((x) => x.text).join(' ');
      const named = absentOwners.filter((n) => new RegExp(`(?<![\\p{L}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(said));
      if (named.length === 1) a.task = a.task.replace(OBJECT_HIM, named[0]);
    }
  }
}

/** A need whose task is a verb without its object: "Find out", "Ask facilities", "Check", "Look into it". */
const BARE_NEED = /^(?:find\s+out|ask\s+[\p{L}-]+|check|look\s+into\s+(?:it|that)|figure\s+(?:it\s+|that\s+)?out|clarify|confirm)$/iu;

/**
 * s54 t-vwa F6: "Unassigned: Find out" (after "Do we know whether the vendor will keep the support hours?" — "That's
 * something we need to find out") and "Unassigned: Ask facilities" said without what to find out or ask: the question
 * just before says it, so its "whether …" / "if …" clause completes the task; a question without one leaves the item
 * to check, quoting both. (The agenda line "Today we need to settle the interview panel …" is no item: "settle" is an
 * agenda verb, AGENDA_VERB.)
 */
function withObjects(actions: ActionItem[], sentences: readonly Sentence[]): ActionItem[] {
  return actions.map((a) => {
    if (a.owner !== 'Unassigned' || a.check || a.withdrawn || a.declined || a.deferred) return a;
    const task = a.task.replace(/[.!]+$/, '').trim();
    if (!BARE_NEED.test(task)) return a;
    const own = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker);
    const q = own.length ? sentences[own[0].index - 1] : undefined;
    if (!q || q.speaker === a.speaker || !/[?？]\s*$/.test(q.text.trim())) return a;
    const asked = /(?<![\p{L}])(whether|if)\s+(.+?)\s*[?？]\s*$/iu.exec(q.text.trim());
    if (asked) return {...a, task: `${task} ${asked[1].toLowerCase()} ${asked[2]}`};
    return {...a, check: {reason: 'what to find out or ask is in the question before it, not in this sentence', quote: `${quoted(q.speaker, q.text)} — ${quoted(a.speaker, own.map((x) => x.text).join(' '))}`}};
  });
}

/**
 * "Bea, book the hotel in Porto then, not Lisbon", "… in Porto instead of Lisbon": the thing said after "not" / "instead
 * of" is what the request replaces. The actions are read without it (it made the request one with "I'll book the hotel in
 * Lisbon" said before, so the Porto item was lost), and that earlier item of the same owner and verb that names it is
 * taken back by this sentence (s54 t-vwa F5).
 */
const REPLACED_TAIL = /(?:\s+then)?\s*,?\s+(?:not|rather\s+than|instead\s+of)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s*([.!]?)$/u;
const REPLACED_MID = /\s+instead\s+of\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)(?=[\s,.!]|$)/u;
function withoutReplaced(s: Sentence): {sentence: Sentence; replaced: string | null} {
  if (/[?？]\s*$/.test(s.text.trim()) || isDecision(s.text)) return {sentence: s, replaced: null};
  const tail = REPLACED_TAIL.exec(s.text.trim());
  if (tail) return {sentence: {...s, text: `${s.text.trim().slice(0, tail.index)}${tail[2] || '.'}`}, replaced: tail[1]};
  const mid = REPLACED_MID.exec(s.text);
  if (mid) return {sentence: {...s, text: `${s.text.slice(0, mid.index)}${s.text.slice(mid.index + mid[0].length)}`}, replaced: mid[1]};
  return {sentence: s, replaced: null};
}
function takeBackReplaced(actions: ActionItem[], sentences: readonly Sentence[], replaced: readonly (string | null)[]): void {
  replaced.forEach((name, i) => {
    if (!name) return;
    const s = sentences[i];
    const word = new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
    const verb = (t: string) => t.trim().split(/\s+/)[0]?.toLowerCase();
    const now = actions.filter((b) => b.line >= s.line && !b.withdrawn && !word.test(b.task));
    for (const a of actions) {
      if (a.line >= s.line || a.withdrawn || a.declined || !word.test(a.task)) continue;
      if (now.some((b) => b.owner === a.owner && verb(b.task) === verb(a.task))) a.withdrawn = {speaker: s.speaker, text: s.text.trim(), line: s.line};
    }
  });
}

/**
 * s55 t-vwa2 F2: "Who owns the SSO rollout? We still need to decide that." gave the row "Unassigned | Decide that": a
 * need with only a pronoun for what to decide says nothing. When the sentence it came from is the one that leaves a
 * question open, the question is listed under "Open questions" (with that sentence) instead of the row.
 */
const PRONOUN_NEED = /^(?:decide|settle|agree\s+on|figure\s+out|find\s+out|work\s+out|sort\s+out|discuss|answer)\s+(?:that|it|this)(?![\p{L}])[^,;]*$/iu;
function withoutOpenNeeds(actions: ActionItem[], open: readonly OpenQuestion[]): ActionItem[] {
  const openLines = new Set(open.flatMap((q) => [`${q.line}\u0000${q.speaker}`, ...(q.because ? [`${q.because.line}\u0000${q.because.speaker}`] : [])]));
  return actions.filter((a) => !(a.owner === 'Unassigned' && !a.withdrawn && !a.declined && PRONOUN_NEED.test(a.task.replace(/[.!]+$/, '').trim()) && openLines.has(`${a.line}\u0000${a.speaker}`)));
}

/**
 * s56 v-vwa F2: "Let me recap quickly before we close." is a move of the meeting itself, said to the people present, not
 * work to follow up: no item ("Nadia Rahman | Recap quickly before we close" was an open row). A recap or summary with
 * an object or a date of its own ("I'll summarize the feedback for legal by Friday") stays an item.
 */
const MEETING_MOVE = /^(?:recap|summari[sz]e|sum\s+up|wrap\s+up|go\s+over\s+(?:the\s+)?(?:actions|action\s+items|next\s+steps))(?:\s+(?:it|this|that|things|everything|up|quickly|briefly|fast|real\s+quick|what\s+we\s+(?:have|agreed|decided)))*(?:\s+(?:before\s+we\s+(?:close|end|finish|wrap\s+up|go|leave|hang\s+up)|now|then|for\s+(?:everyone|you\s+all|the\s+notes|the\s+record)))*\s*[.!]?$/iu;
function withoutMeetingMoves(actions: ActionItem[]): ActionItem[] {
  return actions.filter((a) => a.due || !MEETING_MOVE.test(a.task.trim()));
}

/**
 * s56 v-vwa F2, after merging s56-vw4: "We still need to decide that. Finance has to tell us what the budget allows." gave
 * the open row "Finance | Tell us what the budget allows". The reason a question is open, said with the remark that it is
 * open, is what the meeting waits for, not work anyone took on: a row of someone who does not speak, from that remark's
 * turn, that only tells or confirms something to the meeting ("tell us …", "let us know …") is no item.
 */
const WAITED_FOR = /^(?:tell\s+us|let\s+us\s+know|get\s+back\s+to\s+us|confirm|say)(?![\p{L}])/iu;
function withoutOpenReasons(actions: ActionItem[], open: readonly OpenQuestion[], speakers: readonly string[]): ActionItem[] {
  const remarks = new Set(open.flatMap((q) => (q.because ? [`${q.because.line}\u0000${q.because.speaker}`] : [])));
  return actions.filter((a) => !(remarks.has(`${a.line}\u0000${a.speaker}`) && !speakers.includes(a.owner) && !a.due && WAITED_FOR.test(a.task.trim())));
}

/**
 * s56 v-vwa F6: "I'll ask the Tokyo office whether the Japanese review can start on Monday" was due Monday, the day the
 * review would start, not the day to ask by: a date said only inside what is asked of someone ("whether …", "if …" after
 * ask, find out) is no due date, unless it is said as a deadline ("by …"). "I'll check if the room is free on Monday" keeps
 * Monday (an older expectation: checking is done that day). And "upload the recording … the day after the webinar" was due "not stated": a date
 * said relative to an event ("the day after the webinar", "the week before the launch") is the due date, as said.
 */
const ASKED_CLAUSE = /(?<![\p{L}])(?:ask|asks|asking|find\s+out|enquire|inquire)(?![\p{L}])[^.!?;]*?(?<![\p{L}])(?:whether|if)(?![\p{L}])[^.!?;]*/iu;
const EVENT_DATE = /(?<![\p{L}])(?:the\s+)?(?:day|week|morning|afternoon|evening|night|weekend)\s+(?:after|before)\s+(?:the|our|this|that)\s+[\p{L}-]+(?:\s+(?!by|on|at|to|and|or|but|if|unless|once|when|so)[\p{L}-]+)?(?![\p{L}])/iu;
function withEventDates(actions: ActionItem[]): void {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const a of actions) {
    if (a.due) {
      const asked = ASKED_CLAUSE.exec(a.task);
      const date = new RegExp(`(?<![\\p{L}\\p{N}])${escape(a.due)}(?![\\p{L}\\p{N}])`, 'iu');
      // "whether the term is negotiable by the end of the month": a deadline ("by …", "before …") is still the ask's own.
      const deadline = new RegExp(`(?<![\\p{L}])(?:by|before|until|due|no\\s+later\\s+than)\\s+(?:the\\s+)?${escape(a.due.replace(/^the\s+/i, ''))}(?![\\p{L}\\p{N}])`, 'iu');
      if (asked && date.test(asked[0]) && !deadline.test(asked[0]) && !date.test(a.task.slice(0, asked.index) + a.task.slice(asked.index + asked[0].length))) a.due = null;
    } else if (!a.check) {
      const event = EVENT_DATE.exec(a.task);
      if (event) a.due = event[0].trim();
    }
  }
}

/**
 * s56 v-vwa F11: "I'll draft the agenda by Monday, unless Karin wants to do it herself." / Karin: "No, go ahead, Diego."
 * kept "unless Karin wants to do it herself" on the item. When the person the "unless" names answers in the next two turns
 * that the owner should go ahead, the condition is settled and is no longer shown.
 */
const UNLESS_SELF = /^unless\s+(\p{Lu}[\p{L}'’-]*)\s+(?:wants|would\s+like|prefers|would\s+rather)\s+to\s+(?:do|take|handle|own)\s+(?:it|this|that)/u;
const GO_AHEAD = /(?<![\p{L}])(?:go\s+ahead|go\s+for\s+it|you\s+(?:do|take|have)\s+it|it['’]s\s+(?:all\s+)?yours|all\s+yours|please\s+do|you\s+take\s+it)(?![\p{L}])/iu;
function withSettledUnless(actions: ActionItem[], sentences: readonly Sentence[]): void {
  for (const a of actions) {
    const who = a.condition ? UNLESS_SELF.exec(a.condition.trim())?.[1] : undefined;
    if (!who) continue;
    const after = sentences.filter((x) => x.line > a.line).slice(0, 3);
    const reply = after.find((x) => x.speaker.split(/\s+/)[0] === who && GO_AHEAD.test(x.text) && !/[?？]\s*$/.test(x.text.trim()));
    if (reply) delete a.condition;
  }
}

/** A condition clause in a sentence: "only if Tomás sends me the shortlist by the 10th", "if the budget is approved by Monday". */
const CONDITION_CLAUSE = /(?<![\p{L}])(?:only\s+if|if|unless|once|as\s+soon\s+as|provided(?:\s+that)?|as\s+long\s+as|assuming(?:\s+that)?|in\s+case)(?![\p{L}])[^,;.!?]*/giu;

/**
 * A date said only inside an item's condition is no due date ("Ken, if the budget is approved by Monday, can you order the
 * laptops?" / "Sure, I'll order them." is not due Monday; s55 u-vwa F3, as the page promises). The due date stays when the
 * task or the rest of the item's own sentence says it too. A task cut before its condition loses a dangling "but".
 */
function withoutConditionDates(actions: ActionItem[], sentences: readonly Sentence[]): void {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const a of actions) {
    if (!a.condition) continue;
    a.task = a.task.replace(/,?\s+(?:but|and|or)\s*$/i, '');
    if (!a.due) continue;
    const date = new RegExp(`(?<![\\p{L}\\p{N}])${escape(a.due)}(?![\\p{L}\\p{N}])`, 'iu');
    if (!date.test(a.condition) || date.test(a.task)) continue;
    const said = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker).map((x) => x.text).join(' ');
    if (!date.test(said.replace(CONDITION_CLAUSE, ' '))) a.due = null;
  }
}

/**
 * w-vwa (s56 e-vw7) F3: readings the item rows get wrong on their own. A hedged yes ("I'll try, but I can't promise anything")
 * says so in the "check" reason, so the owner is not read as having refused or promised. "I can do the runbook session, but not
 * before the 12th, I am travelling until then": "the 12th" is the earliest day, not a due date; the task keeps it as said and
 * drops the reason clause that the third-person rewrite garbled ("Victor Hale am travelling").
 */
function withVw7Readings(actions: ActionItem[]): void {
  for (const a of actions) {
    if (a.check && !a.check.reason.startsWith(`${a.owner} said they would try`)) {
      const reply = a.check.quote.split(' — ').find((q) => q.startsWith(`${a.owner}: “`));
      if (reply && HEDGED_YES.test(reply.slice(a.owner.length + 3))) a.check = {...a.check, reason: `${a.owner} said they would try but did not promise it; ${a.check.reason}`};
    }
    const earliest = /,?\s*(?:but\s+)?(not\s+(?:before|until|till)|no\s+earlier\s+than)\s+([^,;.!?]+?)(?=\s*(?:[,;.!?]|$))/iu.exec(a.task);
    if (!earliest) continue;
    const start = earliest[2].trim();
    if (a.due && start.toLowerCase().endsWith(a.due.toLowerCase())) a.due = null;
    if (a.due) continue;
    a.task = `${a.task.slice(0, earliest.index).trim()} (${earliest[1].toLowerCase()} ${start})`;
  }
}

/**
 * w-vwa (s56 e-vw7) F4: items the meeting never handed out. "Victor, can you walk us through the timeline?" is done in the
 * meeting by the person asked, who speaks next: no item. "Do we also need to load test the failover at the new size?" is a
 * question, not an unassigned task (the page says a question gives no item). "We need to pick the venue for the offsite. The
 * lake hotel and the city loft are both free." followed by "Let's book the lake hotel." (or "We'll book the city loft
 * instead."): the choice was made in the meeting, on one of the options that turn named.
 */
const IN_MEETING_REQUEST = /^(?:(?:walk|take|talk)\s+us\s+(?:through|over)|(?:tell|show|remind)\s+us|give\s+us\s+(?:a|an|the)\s+(?:quick\s+|short\s+|brief\s+)?(?:update|overview|summary|rundown|recap|status)|share\s+(?:your|the)\s+screen|introduce\s+(?:yourself|yourselves))(?![\p{L}])/iu;
const WE_QUESTION = /^(?:(?:so|and|also|ok(?:ay)?|then)\s*,?\s+)?(?:do|does|did|should|shall|must|would|could|can|will)\s+(?:we|us)(?![\p{L}])[^?]*\?$/iu;
const CONTENT_WORD = /^(?!(?:the|and|for|are|both|free|with|our|this|that|let|lets|book|we|will|instead|also)$)\p{L}{3,}$/u;
function withoutVw7Invented(actions: ActionItem[], sentences: readonly Sentence[], decisions: readonly Decision[]): void {
  const words = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const pairs = (t: string) => {
    const w = words(t);
    return w.slice(1).flatMap((x, i) => (CONTENT_WORD.test(w[i]) && CONTENT_WORD.test(x) ? [`${w[i]} ${x}`] : []));
  };
  const invented = (a: ActionItem): boolean => {
    if (a.due || a.withdrawn || a.declined || a.deferred || a.condition) return false;
    const said = sentences.filter((s) => s.line === a.line && s.speaker === a.speaker);
    if (IN_MEETING_REQUEST.test(a.task.trim()) && a.owner !== a.speaker) {
      const next = sentences.find((s) => s.line > a.line);
      return next?.speaker === a.owner;
    }
    if (a.owner !== 'Unassigned') return false;
    const head = words(a.task).slice(0, 3).join(' ');
    if (said.some((s) => WE_QUESTION.test(s.text.trim()) && words(s.text).join(' ').includes(head))) return true;
    if (!DECIDE_NEED.test(a.task.trim())) return false;
    const options = new Set(said.flatMap((s) => pairs(s.text)));
    return decisions.some((d) => d.line > a.line && d.line - a.line <= 5 && pairs(d.text).some((p) => options.has(p)));
  };
  for (let i = actions.length - 1; i >= 0; i--) if (invented(actions[i])) actions.splice(i, 1);
}

/**
 * w-vwa F5 (s56 e-vw7): "Paolo was supposed to collect dietary requirements, but he is on leave. Hana will collect them instead
 * by Friday.": "them" is what the sentence before, in the same turn, says with the same verb. The task says it ("Collect dietary
 * requirements by Friday") and is no "check" for its pronoun.
 */
function withVw7HandedOver(actions: ActionItem[], sentences: readonly Sentence[]): void {
  for (const a of actions) {
    if (!a.check?.reason.startsWith('nothing said before “them”')) continue;
    const m = /^(\p{L}+)\s+them(?:\s+instead)?(?![\p{L}])/iu.exec(a.task);
    if (!m) continue;
    const said = sentences.filter((x) => x.line === a.line && x.speaker === a.speaker);
    const verb = m[1].toLowerCase();
    const object = said
      .map((x) => new RegExp(String.raw`(?<![\p{L}])(?:was|were)\s+(?:supposed|meant|going)\s+to\s+${verb}\s+((?:the\s+)?\p{L}+(?:\s+\p{L}+)?)(?=\s*[,.;]|\s+(?:but|and|by|for|on)(?![\p{L}]))`, 'iu').exec(x.text)?.[1])
      .find(Boolean);
    if (!object) continue;
    a.task = `${m[1]} ${object}${a.task.slice(m[0].length)}`;
    a.check = undefined;
  }
}

/**
 * w-vwa F5 (s56 e-vw7): "That is still open, I need to ask HR." gave no item: "I need to / I have to" is read in action lists
 * only. A speaker's own "I need to / I have to" ask, check with, talk to or find out from someone named (a person, a team or
 * a department) is their item, when no item was read from that sentence already.
 */
const OWN_ASK = /(?:^|[,;]\s*|\b(?:so|and|then)\s+)I\s+(?:need|have)\s+to\s+((?:ask|check\s+with|talk\s+to|speak\s+to|find\s+out\s+from|confirm\s+with)\s+(?:(?:the\s+)?\p{L}+\s+team|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)(?:\s+(?:about|whether|if)\s+[^.!?]+)?)[.!]?$/u;
function withVw7OwnAsks(actions: ActionItem[], sentences: readonly Sentence[]): void {
  for (const x of sentences) {
    if (x.speaker === 'Unknown' || actions.some((a) => a.line === x.line && a.speaker === x.speaker)) continue;
    const m = OWN_ASK.exec(x.text.trim());
    if (!m) continue;
    const task = m[1].charAt(0).toUpperCase() + m[1].slice(1);
    const at = actions.findIndex((a) => a.line > x.line);
    const item: ActionItem = {owner: x.speaker, task: inThirdPerson(task, x.speaker), due: null, speaker: x.speaker, line: x.line};
    if (at < 0) actions.push(item);
    else actions.splice(at, 0, item);
  }
}

export function analyseMeeting(transcript: string, title = ''): AnalysisResult {
  if (!transcript.trim()) return {ok: false, error: 'The transcript is empty. Paste a transcript or load the sample.'};
  if (transcript.length > MAX_TRANSCRIPT_CHARS) {
    return {
      ok: false,
      error: `The transcript has ${transcript.length.toLocaleString('en-US')} characters; the limit is ${MAX_TRANSCRIPT_CHARS.toLocaleString('en-US')}. Shorten it (for example, one meeting at a time) and run again. Your text is kept in the box.`,
    };
  }
  // Bold speaker labels and "#" heading marks of Markdown minutes read as plain ones, for the header and subject too (u33g F1).
  transcript = actionLists(plainLabels(transcript));
  const {format, utterances} = readTranscript(transcript);
  const sentences = sentencesOf(utterances);
  if (sentences.length === 0) return {ok: false, error: 'No sentences found in the transcript.'};
  const speakers = [...new Set(utterances.map((u) => u.speaker))].filter((s) => s !== 'Unknown');
  const warnings: string[] = [];
  if (speakers.length === 0) warnings.push('No speaker names were found (no "Name: text" lines, WebVTT voice tags or speaker headings), so action items can only be owned by names mentioned in the text.');
  const picked = extractiveSummary(sentences).map(({said, ...s}) => (said ? {...s, text: said} : s));
  const unreplaced = sentences.map(withoutReplaced);
  const forActions = withAbsentAndAddressed(unreplaced.map((u) => namedAfterClause(u.sentence)), speakers);
  const found = withObjects(findActions(forActions, speakers), sentences);
  takeBackReplaced(found, sentences, unreplaced.map((u) => u.replaced));
  // A "check this item" quote is what was said, not the reordered sentence the actions were read from.
  for (const a of found)
    if (a.check) for (const [i, s] of forActions.entries()) if (s !== sentences[i] && a.check.quote.includes(s.text)) a.check = {...a.check, quote: a.check.quote.replace(s.text, sentences[i].text)};
  const decisions = withDroppedDecisions(sentences, withReversals(sentences, withReplacements(withGroupPlans(findDecisions(sentences), sentences), found)));
  const openQuestions = findOpenQuestions(sentences, isDecision);
  const summary = withChangesInSummary(picked, sentences, decisions);
  const actions = withoutOpenReasons(withoutMeetingMoves(withoutOpenNeeds(withoutDecidedNeeds(found, decisions), openQuestions)), openQuestions, speakers);
  // A task joined from a request and a reply's date could hold two spaces ("by Wednesday  morning"; s55 t-vwa F13).
  for (const a of actions) a.task = a.task.replace(/[ \t]{2,}/g, ' ');
  withoutConditionDates(actions, sentences);
  withEventDates(actions);
  withSettledUnless(actions, sentences);
  withNamedPronouns(actions, sentences, speakers);
  withVw7Readings(actions);
  withVw7HandedOver(actions, sentences);
  withVw7OwnAsks(actions, sentences);
  withoutVw7Invented(actions, sentences, decisions);
  // "… for Saturday the 14th for Saturday the 14th": a reply's date the request had already said is in the task once (s55 u-vwa F4).
  for (const a of actions) a.task = a.task.replace(/(\s+(?:for|by|on|before|until)\s+[^,;.!?]{2,40}?)\1(?=[.!?]?$)/iu, '$1');
  // The links of the line an item was said in (or, for a task in a request's words, of any line) whose words the task holds.
  const links = utterances.flatMap((u) => (u.links ?? []).map((l) => ({...l, line: u.line, speaker: u.speaker})));
  for (const a of actions) {
    const own = links.filter((l) => l.line === a.line && a.task.includes(l.text));
    const held = (own.length ? own : links.filter((l) => a.task.includes(l.text))).map(({text, url}) => ({text, url}));
    const unique = held.filter((l, i) => held.findIndex((m) => m.text === l.text) === i);
    if (unique.length) a.links = unique;
  }
  return {
    ok: true,
    analysis: {
      format,
      speakers,
      sentences,
      summary,
      decisions,
      actions,
      openQuestions,
      email: followUpEmail({title: subjectTitle(title, transcript, sentences), summary, decisions, actions, speakers: recipients(speakers, transcriptHeader(transcript).attendees), links, openQuestions, meetingDate: transcriptHeader(transcript).date}),
      warnings,
    },
  };
}
