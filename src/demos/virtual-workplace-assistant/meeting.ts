/**
 * Virtual Workplace Assistant logic: a meeting transcript becomes an extractive summary,
 * decisions, action items (owner and due date where stated) and a follow-up e-mail draft.
 * Everything is deterministic and runs in the browser; nothing here calls a model.
 */
import {tokenize} from '@site/src/retrieval/tokenize';
import {parseLines, readTranscript, type TranscriptFormat, type Utterance} from './transcript';

export type {Utterance} from './transcript';

export const MAX_TRANSCRIPT_CHARS = 60_000;

export type Sentence = {speaker: string; text: string; line: number; index: number};
export type ScoredSentence = Sentence & {score: number};
export type ActionItem = {owner: string; task: string; due: string | null; speaker: string; line: number};
export type Decision = {text: string; speaker: string; line: number};

export type MeetingAnalysis = {
  /** How the transcript was read: WebVTT cues, speaker heading lines or "Name: text" lines. */
  format: TranscriptFormat;
  speakers: string[];
  sentences: Sentence[];
  summary: ScoredSentence[];
  decisions: Decision[];
  actions: ActionItem[];
  email: string;
  warnings: string[];
};

export type AnalysisResult = {ok: true; analysis: MeetingAnalysis} | {ok: false; error: string};

/** Splits a "Name: text" transcript into utterances (WebVTT and other formats: transcript.ts). */
export const parseTranscript = parseLines;

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|vs|z\.B|d\.h|bzw|ca)\.\s*$/;
let sentenceSegmenter: Intl.Segmenter | null | undefined;

/**
 * Sentences by Unicode sentence segmentation (Intl.Segmenter, granularity "sentence", UAX #29), so
 * "。", "！", "？" (Chinese, Japanese), "।" (Hindi) and "؟" (Arabic) end a sentence as ". ! ?" do;
 * abbreviations such as "e.g.", "Dr." and "z.B." stay inside their sentence. Without Intl.Segmenter
 * a regular expression over the same marks is used.
 */
export function splitSentences(text: string): string[] {
  sentenceSegmenter ??= typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, {granularity: 'sentence'}) : null;
  const raw = sentenceSegmenter
    ? [...sentenceSegmenter.segment(text)].map((s) => s.segment)
    : text.split(/(?<=[.!?…]["”’)]*\s)|(?<=[。！？।؟][」』）"”]*)/u);
  const parts: string[] = [];
  let carry = '';
  for (const piece of raw) {
    carry += piece;
    if (ABBREVIATION.test(carry)) continue;
    parts.push(carry);
    carry = '';
  }
  if (carry) parts.push(carry);
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function sentencesOf(utterances: readonly Utterance[]): Sentence[] {
  const out: Sentence[] = [];
  for (const u of utterances) {
    for (const text of splitSentences(u.text)) out.push({speaker: u.speaker, text, line: u.line, index: out.length});
  }
  return out;
}

const DECISION =
  /\b(?:we(?:'ve| have)?\s+(?:decided|agreed)|(?:it's|it is)\s+(?:decided|agreed)|decision\s*(?:is|:)|let's\s+go\s+with|we(?:'ll| will)\s+go\s+with|agreed\s*[:,]|is\s+approved|we\s+approve|final\s+call\s+is|wir\s+haben\s+(?:beschlossen|entschieden|vereinbart)|beschlossen\s*:|entscheidung\s*:)\b|(?:我们决定|决定[：:]|已经决定|就这么定了|決定しました|決まりました|決定[：:])/iu;
const ACTION_CUE = /\b(?:will|I'll|to do|action|by|deadline|due|follow up|send|owner|bis|werde|schicke|sende)\b|(?:我会|我来|负责|之前|までに|します)/iu;
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
    const boost = (DECISION.test(s.text) ? 0.5 : 0) + (ACTION_CUE.test(s.text) ? 0.2 : 0);
    return {...s, score: Number((centrality + boost).toFixed(3))};
  });
}

/** The top sentences (about a fifth of the meeting, 3 to 6), returned in transcript order. */
export function extractiveSummary(sentences: readonly Sentence[], size?: number): ScoredSentence[] {
  const scored = scoreSentences(sentences).filter((s) => s.score > 0);
  const n = size ?? Math.min(6, Math.max(3, Math.ceil(sentences.length / 5)));
  return [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, n)
    .sort((a, b) => a.index - b.index);
}

export function findDecisions(sentences: readonly Sentence[]): Decision[] {
  return sentences
    .filter((s) => DECISION.test(s.text) || /^decision\s*:/i.test(s.text))
    .map((s) => ({text: s.text.replace(/^decision\s*:\s*/i, ''), speaker: s.speaker, line: s.line}));
}

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const DUE = new RegExp(
  String.raw`\b(?:(?:by|before|on|until|due)\s+(?:the\s+)?)?(` +
    String.raw`(?:end of (?:the )?(?:day|week|month|quarter))|eod|eow|today|tomorrow|tonight|` +
    String.raw`(?:next|this)\s+(?:week|month|${DAYS})|(?:${DAYS})|` +
    String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTHS})|(?:${MONTHS})\s+\d{1,2}(?:st|nd|rd|th)?` +
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
    String.raw`\d{1,2}\.\s*(?:${DE_MONTHS})|\d{1,2}\.\d{1,2}\.(?:\d{2,4})?|\d{4}-\d{2}-\d{2}` +
    String.raw`)(?![\p{L}])`,
  'iu',
);
const DUE_CJK =
  /((?:(?:下|这|本|下个|這)?(?:周|星期|礼拜|週)[一二三四五六日天]|[月火水木金土日]曜日?|明天|今天|后天|明日|今日|明後日|下周|本周|这周|来週|今週|月底|月末|周末|週末|\d{1,2}月\d{1,2}[日号]))(?:之前|以前|前|までに|まで)?/u;

/** The due date stated in a sentence ("by Friday", "bis Freitag", "周五之前", "金曜日までに"), or null. */
export function findDue(text: string): string | null {
  const match = DUE.exec(text);
  if (match) {
    const whole = match[0].trim();
    // A bare weekday or month mention only counts when introduced by "by/before/on/until/due".
    if (whole === match[1] && !/^(?:today|tomorrow|tonight|eod|eow|end of|next|this)/i.test(match[1])) {
      const before = text.slice(0, match.index).toLowerCase();
      if (/\b(?:by|before|on|until|due)\s*$/.test(before)) return match[1];
    } else return match[1];
  }
  const de = DUE_DE.exec(text);
  if (de) return de[1];
  const cjk = DUE_CJK.exec(text);
  // A lone 日/月 weekday character is too common in Japanese text: it needs 曜 or a deadline particle.
  if (cjk && !(/^[月火水木金土日]$/.test(cjk[1]) && cjk[0] === cjk[1])) return cjk[0].replace(/(?:之前|以前|前|までに|まで)$/, '') || cjk[1];
  return null;
}

function firstNames(speakers: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const s of speakers) {
    map.set(s.toLowerCase(), s);
    const first = s.split(/\s+/)[0];
    if (first && !map.has(first.toLowerCase())) map.set(first.toLowerCase(), s);
  }
  return map;
}

function cleanTask(task: string): string {
  const t = task
    .replace(/^(?:please|also|then|and)\s+/i, '')
    .replace(/[.!?。！？।؟]+$/u, '')
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
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
export function findActions(sentences: readonly Sentence[], speakers: readonly string[]): ActionItem[] {
  const names = firstNames(speakers);
  const nameAlt = [...names.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') || '(?!)';
  const patterns: Array<{re: RegExp; owner: (m: RegExpExecArray, s: Sentence) => string; task: (m: RegExpExecArray) => string}> = [
    {
      re: /^(?:action(?:\s+item)?)\s*:\s*(.+)$/i,
      owner: (m, s) => {
        const named = new RegExp(`^(${nameAlt})\\s+(?:to|will)\\s+`, 'i').exec(m[1]);
        return named ? (names.get(named[1].toLowerCase()) ?? s.speaker) : 'Unassigned';
      },
      task: (m) => m[1].replace(new RegExp(`^(?:${nameAlt})\\s+(?:to|will)\\s+`, 'i'), ''),
    },
    {
      // The person asked owns the task: a speaker's first name, or any capitalised name before the comma.
      re: /\b(\p{Lu}[\p{L}'’-]+)\s*,\s*(?:can|could|would)\s+you\s+(?:please\s+)?(.+)$/u,
      owner: (m) => names.get(m[1].toLowerCase()) ?? m[1],
      task: (m) => m[2].replace(/\?$/, ''),
    },
    {
      re: new RegExp(`\\b(${nameAlt})\\s+(?:will|is going to|is to|needs to|owns)\\s+(.+)$`, 'i'),
      owner: (m, s) => names.get(m[1].toLowerCase()) ?? s.speaker,
      task: (m) => m[2],
    },
    {
      re: /\b(?:I'll|I will|I can|I'm going to|I am going to|let me)\s+(?!think|guess|be honest|say|admit)(.+)$/i,
      owner: (_m, s) => s.speaker,
      task: (m) => m[1],
    },
    {
      re: /\b(?:we need to|someone needs to|somebody should|we should make sure to)\s+(.+)$/i,
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
  for (const s of sentences) {
    for (const p of patterns) {
      const match = p.re.exec(s.text);
      if (!match) continue;
      const task = cleanTask(p.task(match));
      if (wordCount(task) < 2) continue;
      out.push({owner: p.owner(match, s), task, due: findDue(s.text), speaker: s.speaker, line: s.line});
      break;
    }
  }
  return out;
}

export type EmailInput = {
  title: string;
  summary: readonly Sentence[];
  decisions: readonly Decision[];
  actions: readonly ActionItem[];
  speakers: readonly string[];
};

export function followUpEmail({title, summary, decisions, actions, speakers}: EmailInput): string {
  const subject = `Subject: Follow-up: ${title.trim() || 'our meeting'}`;
  const to = speakers.length ? `To: ${speakers.join(', ')}` : 'To: meeting attendees';
  const lines = [subject, to, '', 'Hi all,', '', 'Thank you for your time today. Here is a short recap; reply if anything is missing or wrong.', ''];
  lines.push('Summary:');
  if (summary.length) for (const s of summary) lines.push(`- ${s.text}`);
  else lines.push('- (no summary sentences found)');
  lines.push('', 'Decisions:');
  if (decisions.length) for (const d of decisions) lines.push(`- ${d.text}`);
  else lines.push('- No decisions were recorded.');
  lines.push('', 'Action items:');
  if (actions.length) for (const a of actions) lines.push(`- ${a.owner}: ${a.task}${a.due ? ` (due ${a.due})` : ''}`);
  else lines.push('- No action items were recorded.');
  lines.push('', 'Best regards,');
  return lines.join('\n');
}

/** Runs the whole pipeline, or explains why the input cannot be used. */
export function analyseMeeting(transcript: string, title = ''): AnalysisResult {
  if (!transcript.trim()) return {ok: false, error: 'The transcript is empty. Paste a transcript or load the sample.'};
  if (transcript.length > MAX_TRANSCRIPT_CHARS) {
    return {
      ok: false,
      error: `The transcript has ${transcript.length.toLocaleString('en-US')} characters; the limit is ${MAX_TRANSCRIPT_CHARS.toLocaleString('en-US')}. Shorten it (for example, one meeting at a time) and run again. Your text is kept in the box.`,
    };
  }
  const {format, utterances} = readTranscript(transcript);
  const sentences = sentencesOf(utterances);
  if (sentences.length === 0) return {ok: false, error: 'No sentences found in the transcript.'};
  const speakers = [...new Set(utterances.map((u) => u.speaker))].filter((s) => s !== 'Unknown');
  const warnings: string[] = [];
  if (speakers.length === 0) warnings.push('No speaker names were found (no "Name: text" lines, WebVTT voice tags or speaker headings), so action items can only be owned by names mentioned in the text.');
  const summary = extractiveSummary(sentences);
  const decisions = findDecisions(sentences);
  const actions = findActions(sentences, speakers);
  return {
    ok: true,
    analysis: {
      format,
      speakers,
      sentences,
      summary,
      decisions,
      actions,
      email: followUpEmail({title, summary, decisions, actions, speakers}),
      warnings,
    },
  };
}
