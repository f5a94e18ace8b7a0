/** Simple Chat conversation state, kept in sessionStorage (never the model key), and the pure rules of the chat. */
import type {ChatMessage} from '@site/src/demos/kit/llm';
import {NOT_FOUND} from '@site/src/demos/kit/grounding';
import {isFraming, smallTalk} from '@site/src/demos/kit/match';
import type {Hit} from '@site/src/retrieval/bm25';
import type {ModelConfig} from '@site/src/demos/kit/modelConfig';
import {isQuotaError} from '@site/src/demos/kit/persist';
import {loadModelSettings as loadSettings, saveModelSettings as saveSettings} from '@site/src/demos/kit/modelSettings';
import {term, tokenize, tokenizeForRetrieval} from '@site/src/retrieval/tokenize';
import {withoutHeadingMarks} from '@site/src/demos/kit/headings';
import {passageSnippet} from './snippet';
import {checkedText, citesNoPassage, unsupportedCitations} from '@site/src/demos/kit/support';
import {checkCitations} from '@site/src/demos/kit/match';
import {declines} from '@site/src/demos/kit/refusal';

export type ChatSource = {title: string; url?: string};
export type ChatTurn = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: 'done' | 'streaming' | 'error' | 'stopped';
  error?: string;
  /** An offline reply: guide passages the page assembled, never the model's words. */
  offline?: boolean;
  /** What retrieval searched for when it differs from the message (a follow-up read with the previous question). */
  searchedFor?: string;
  /**
   * What the question this reply answers was searched as (set on the reply), so a request for this answer
   * again ("summarize that") searches the same and is given the same passages (u30e M4).
   */
  searched?: string;
  /** The message was searched on its own although earlier questions exist: it reads as a new question. */
  searchedAlone?: boolean;
  /** A follow-up searched on its own because its own words matched better alone ("and overlap?", u30e O3): no new question. */
  aloneBetter?: boolean;
  /** "the second one" searched as the item of the previous reply's list it names (u30x F3). */
  listItem?: boolean;
  /** The message found no good match as typed and was searched in this reading (search.ts, relax.ts, u30x F4). */
  relaxed?: {query: string; without: string[]};
  /** Reader phrases searched in the guide's words ("making up facts" → "hallucination", guideWords.ts). */
  guideWords?: Array<{from: string; to: string}>;
  /** When the endpoint's Retry-After ends (epoch ms), for the countdown. */
  retryAt?: number;
  /** A reply cut off by a reload or by leaving the page, never by the reader's Stop (u29n F8). */
  interrupted?: boolean;
  /** The passages a model reply was given, numbered as its `[n]` citations are checked against (issue 28 S-B4). */
  sources?: Hit[];
  /** A reply kept when Retry asked its question again (u29w F23): shown, copied and downloaded as the earlier reply. */
  retried?: boolean;
  /** The model a model reply came from, named in its "found no answer" label (u35d F5). */
  model?: string;
  /** A reply saying no passage matched its question (u37d F4): that question is no topic a later follow-up refers to. */
  unmatched?: boolean;
};

/**
 * What Retry asks again (u29w F23): the conversation up to the last question (`history`), and the
 * replies after it that hold the model's words (finished, stopped or cut off with text), `kept` and
 * marked `retried`, so a Retry that fails leaves them in place beside its error. Replies the page
 * rebuilds from the question (offline passages, "no passage matched", small talk) and failed replies
 * with no text are replaced: nothing is lost.
 */
export function retryPlan(turns: readonly ChatTurn[]): {history: ChatTurn[]; kept: ChatTurn[]} {
  const lastUser = turns.map((t) => t.role).lastIndexOf('user');
  if (lastUser < 0) return {history: [], kept: []};
  const kept = turns
    .slice(lastUser + 1)
    .filter((t) => t.role === 'assistant' && !t.offline && t.content.trim() !== '')
    .map((t) => ({...t, retried: true, retryAt: undefined, ...(t.status === 'streaming' ? {status: 'stopped' as const} : {})}));
  return {history: turns.slice(0, lastUser + 1), kept};
}

const isHit = (h: unknown): h is Hit => {
  const p = (h as Hit | null)?.passage;
  return typeof p === 'object' && p !== null && typeof p.id === 'string' && typeof p.text === 'string' && typeof p.source === 'string' && typeof (h as Hit).score === 'number' && Array.isArray((h as Hit).terms);
};

export const STORAGE_KEY = 'cap-demo:simple-chat:v1';
/** Added to a rate-limit error whose countdown a reload cut short (u29n F13). */
export const RELOADED_WAIT =
  'The page was reloaded during the wait, so nothing was resent: the API key is never kept, so if your endpoint needs one, enter it again in the model panel, then press Retry to send your question again.';

/** What a finished stream leaves (u29n F11): text is a reply; none (a bare `data: [DONE]`) is an error the reader can retry. */
export function completedReply(content: string): Pick<ChatTurn, 'status' | 'error'> {
  if (content.trim()) return {status: 'done'};
  return {status: 'error', error: 'The model returned an empty reply: the request succeeded, but no text came back. Press Retry to ask again.'};
}

/** The line under a reply that did not finish: stopped by the reader, or interrupted by a reload or leaving the page (u29n F8). */
export function turnNote(turn: ChatTurn): string | null {
  if (turn.status !== 'stopped') return null;
  if (turn.interrupted) {
    return turn.content
      ? 'Interrupted when the page was reloaded or left: partial answer, kept in the conversation.'
      : 'Interrupted when the page was reloaded or left, before the reply began. Press Retry to ask again.';
  }
  return turn.content ? 'Stopped: partial answer, kept in the conversation.' : 'Stopped.';
}
/**
 * A model reply that did not finish and holds text: stopped, cut off by a reload (loadTurns makes it stopped) or by a
 * dropped stream (an error after text came). Its text may end before its first [n], so it gets its cut-off note, never
 * "This answer cites no passage" (u33c F6); its finished sentences are still checked against the passages they cite.
 */
export function cutOff(turn: Pick<ChatTurn, 'role' | 'status' | 'content'>): boolean {
  return turn.role === 'assistant' && (turn.status === 'stopped' || turn.status === 'error') && turn.content.trim() !== '';
}
export const MAX_MESSAGE_CHARS = 4000;

export function loadTurns(key = STORAGE_KEY): ChatTurn[] {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((t): t is ChatTurn => !!t && typeof t === 'object' && typeof (t as ChatTurn).content === 'string' && ((t as ChatTurn).role === 'user' || (t as ChatTurn).role === 'assistant'))
      .map((t) => {
        // Turns saved before the `offline` flag existed: the offline reply always opens with these words.
        const offline = t.offline ?? (t.role === 'assistant' && t.content.startsWith('Offline mode'));
        // Passages saved with a reply come back only when every one is whole; otherwise the reply shows without them.
        const sources = Array.isArray(t.sources) && t.sources.every(isHit) ? t.sources : undefined;
        // A reply streaming when the page went away was cut off by that, not by Stop (u29n F8).
        const cut = t.status === 'streaming' ? {status: 'stopped' as const, interrupted: true} : {};
        // A countdown running at the reload does not resend by itself: the key is never kept, so the resend
        // would go without it (u29n F13). The reader enters the key, then presses Retry.
        const waited = t.status === 'error' && typeof t.retryAt === 'number' && t.retryAt > 0 ? {retryAt: undefined, error: `${t.error ?? 'The model request failed.'} ${RELOADED_WAIT}`} : {};
        return {...t, offline, sources, ...cut, ...waited};
      });
  } catch {
    return [];
  }
}

export type SaveTurnsOutcome = {ok: true} | {ok: false; reason: 'quota' | 'refused' | 'unavailable'; message: string};

function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/**
 * Save the conversation (an empty one removes the saved copy). Says why when the browser would not
 * keep it, in the words the other demos use (kit/persist.ts), so the page can offer a download.
 */
export function saveTurns(turns: readonly ChatTurn[], key = STORAGE_KEY, store = sessionStore()): SaveTurnsOutcome {
  const still = 'It is still on this page: download a copy to keep it.';
  if (!store) return {ok: false, reason: 'unavailable', message: `This browser does not let the page keep anything (private mode or blocked storage), so the conversation is gone after a reload. ${still}`};
  try {
    if (turns.length) store.setItem(key, JSON.stringify(turns));
    else store.removeItem(key);
    return {ok: true};
  } catch (error) {
    return isQuotaError(error)
      ? {ok: false, reason: 'quota', message: `The browser’s storage for this site is full, so your latest messages were not saved and a reload loses the conversation. ${still}`}
      : {ok: false, reason: 'refused', message: `The browser refused to save your latest messages, so a reload loses the conversation. ${still}`};
  }
}

/**
 * The model settings Simple Chat keeps in this tab (issue 28 S-B5): base URL, model name and timeout,
 * never the API key (src/demos/kit/modelSettings.ts, shared with Document Q&A and Zohlar).
 */
export const MODEL_SETTINGS_KEY = 'cap-demo:simple-chat:model';

export type {ModelSettingsOutcome} from '@site/src/demos/kit/modelSettings';

export function loadModelSettings(store?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
  return loadSettings(MODEL_SETTINGS_KEY, store === undefined ? sessionStore() : store);
}

export function saveModelSettings(config: ModelConfig | null, store?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): SaveTurnsOutcome {
  return saveSettings(config, MODEL_SETTINGS_KEY, store === undefined ? sessionStore() : store);
}

const SPEAKER = {user: 'You', model: 'Assistant', offline: 'Guide search'} as const;

/**
 * The conversation as Markdown, for "Download as Markdown": each turn under its speaker. `body` writes
 * a turn's text (copyReply.ts conversationForDownload: each reply as Copy writes it).
 */
export function conversationMarkdown(turns: readonly ChatTurn[], offlineLabel: string = SPEAKER.offline, body: (t: ChatTurn) => string = (t) => t.content): string {
  const parts = turns.map((t) => {
    const who = t.role === 'user' ? SPEAKER.user : t.offline ? offlineLabel : SPEAKER.model;
    const notes = [t.retried ? '(Earlier reply, kept when Retry asked again.)' : '', t.status === 'stopped' ? (t.interrupted ? '(Interrupted: partial answer.)' : '(Stopped: partial answer.)') : '', t.status === 'error' ? `(Failed: ${(t.error ?? 'the request failed').replace(/\.$/, '')}.)` : ''].filter(Boolean);
    return [`## ${who}`, body(t).trim(), ...notes].filter(Boolean).join('\n\n');
  });
  return `# Conversation\n\n${parts.join('\n\n')}\n`;
}

/** The conversation as JSON, in the form the chat saves (loadTurns reads it back). */
export function conversationJson(turns: readonly ChatTurn[]): string {
  return JSON.stringify(turns, null, 2);
}

/** Appended to a cut-off reply in the history sent to the model, so it knows the answer was incomplete. */
export const PARTIAL_NOTE = '[This reply was cut off before it finished.]';

/**
 * An answer's `[n]` citations removed (Z-6): each turn numbers its passages afresh, so an old
 * answer's [1] may be another passage now; the reader's copy keeps its links. Markdown links
 * (`[1](url)`) stay.
 */
export function withoutCitations(text: string): string {
  const citation = /[ \t]*\[\d+(?:\s*[,;\u2013\u2014-]\s*\d+)*\](?!\()/g;
  // A citation between two periods ("Lewis et al. [1].") leaves one period, not "et al.." (u33c F9).
  return text.replace(new RegExp(`(?<=\\.)(?:${citation.source})+\\.(?!\\.)`, 'g'), '').replace(citation, '');
}

/**
 * s55 (u-zoh F5): appended to a reply in the history sent to the model when the page's check flagged it (a passage does
 * not say a sentence, a citation points at no passage, or nothing is cited), so the model does not build on its own
 * unsupported words. The reply is still sent, as the reader saw it, with this note after it.
 */
export const FLAGGED_NOTE = '[The page’s source check flagged this reply: the passages it was given do not support all of it. Do not repeat its unsupported statements as fact.]';

/** Whether the page showed a warning under this model reply (as CheckedAnswer decides, with the passages it was given). */
export function flaggedReply(turn: ChatTurn): boolean {
  if (turn.role !== 'assistant' || turn.offline || !turn.sources?.length || !turn.content.trim()) return false;
  const count = turn.sources.length;
  if (checkCitations(turn.content, count, '').invalid.length) return true;
  if (declines(turn.content)) return false;
  if (unsupportedCitations(turn.content, turn.sources.map((h) => checkedText(h.passage))).length) return true;
  return turn.status === 'done' && citesNoPassage(turn.content, count);
}
const withFlaggedNote = (turn: ChatTurn, content: string) => (flaggedReply(turn) ? `${content}\n\n${FLAGGED_NOTE}` : content);

/**
 * How many answered exchanges (a question and the model's reply) go to the model as history; older ones are not sent.
 * The demo says so under the model settings and demo-room/simple-chat.mdx says so too (u32d F8).
 */
export const HISTORY_EXCHANGES = 4;

/**
 * The earlier turns as model history: each question the model answered, with its answer (Z-5,
 * S-5). A stopped or dropped reply with what it had said is kept, marked partial. A question that
 * got no model answer is left out with its reply: one no passage matched (never sent to the model,
 * S-A5), one answered offline (passages the page assembled, not the model's words), one whose
 * request failed with no text. So the history alternates user and assistant, as chat templates
 * that require alternating roles expect. The answers' `[n]` markers are removed (withoutCitations).
 * `limit` counts messages, as pairs: by default the last HISTORY_EXCHANGES exchanges.
 */
export function modelHistory(turns: readonly ChatTurn[], limit = 2 * HISTORY_EXCHANGES): ChatMessage[] {
  const pairs: ChatMessage[][] = [];
  let question: ChatTurn | null = null;
  let answer: ChatTurn | null = null;
  const close = () => {
    if (question && answer) {
      const content = withoutCitations(answer.content).trim();
      pairs.push([
        {role: 'user', content: question.content},
        {role: 'assistant', content: withFlaggedNote(answer, answer.status === 'done' ? content : `${content}\n\n${PARTIAL_NOTE}`)},
      ]);
    }
    question = null;
    answer = null;
  };
  for (const t of turns) {
    if (t.role === 'user') {
      close();
      question = t.status === 'done' ? t : null;
    } else if (!t.offline && t.content.trim() && (!answer || answer.status !== 'done' || t.status === 'done')) {
      // After a Retry (u29w F23) the question has several replies: the latest complete one is sent, a partial one only with none complete.
      answer = t;
    }
  }
  close();
  return pairs.slice(-Math.floor(limit / 2)).flat();
}

/** What a chat says when its passages do not hold the answer (Z-7): the source it searched, by name. */
export function chatSystemPrompt(groundedSystem: string, searched: string): string {
  const says = searched === 'the guide' ? 'the guide does not cover it' : `${searched} do not cover it`;
  return groundedSystem.replace(`reply exactly: "${NOT_FOUND}"`, `say that ${says}.`);
}

/** Words that point back to the previous question ("it", "that one", "what about…"). */
const BACK_REFERENCE = /\b(it|its|it's|this|that|these|those|they|them|their|theirs|he|she|him|her|one|ones|same|there|then|also|else|more|other|another|instead|above|previous|former|latter)\b/i;
/**
 * A pronoun standing for the previous question's topic: a message holding one cannot be read on its own ("does it support
 * OAuth?", "and what is their phone number?" after a question about a landlord, u30f F10; "her", "his" the same).
 */
export const POINTS_BACK = /(?<![\p{L}\p{N}])(?:it|its|it's|that|this|them|they|their|theirs|he|she|him|his|her|hers|these|those|which ones?|either one|the (?:former|latter))(?![\p{L}\p{N}])/iu;
/**
 * "the second one", "the first option", "the last", "number 2", "#3": an item of the previous reply's list, by its place
 * (u30x F3: "the second one" after a reply listing pgvector, Pinecone and Milvus was searched on its own, for "second").
 */
const ORDINALS: Readonly<Record<string, number>> = {first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6, last: -1, final: -1};
export const ORDINAL_REFERENCE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:the|that)\\s+(${Object.keys(ORDINALS).join('|')})(?:\\s+(?:one|ones|option|item|choice|entry)(?![\\p{L}\\p{N}])|(?:\\s+(?:one\\s+)?(?:of\\s+(?:them|those|these)|on\\s+(?:the|that|your)\\s+list))|(?=\\s*(?:[?.!,;]|$)|\\s+(?:is|was|does|do|did|has|can|could|would|should|costs?|supports?|needs?|works?)(?![\\p{L}\\p{N}])))|(?:number|no\\.|#)\\s*([1-9])(?=[\\s?.!]*$))`,
  'iu',
);

/** A list item's name: its bold lead, or its text up to the first colon or dash, without citations and Markdown. */
function itemName(item: string): string {
  const bold = /^\*\*(.+?)\*\*/u.exec(item);
  // An offline reply lists passages as "Page › Heading": the page names the item (u31h F9).
  // Links become their text before the item is cut at " › ": cut first, "[Milvus for RAG › Overview](…)" left
  // "[Milvus for RAG" (u33c F9, u32d F9).
  const text = (bold ? bold[1] : item)
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .split(/:\s|\s[—–-]\s|\.\s|\s›\s/u)[0]
    .replace(/\[(?:\d+(?:\s*,\s*\d+)*)\]/gu, '')
    .replace(/[[\]]/gu, '')
    .replace(/[*_`]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return text.split(' ').slice(0, 10).join(' ');
}

/**
 * The message with "the second one" (ORDINAL_REFERENCE) put as the item of `reply`'s numbered or bulleted list it names
 * ("1. PostgreSQL with pgvector [1]\n2. Pinecone [1]" → "Pinecone"); "that" when the reply has no such item, so the
 * message still points back to the question before it and is never searched for the ordinal's own word. Any other
 * message: itself.
 */
export function withListItem(message: string, reply: string | undefined): string {
  const m = ORDINAL_REFERENCE.exec(message);
  // Only in a short message that names little else ("is the second one free?"); "the first one in my RAG pipeline's
  // retrieval stage for contracts" is a question of its own.
  if (!m || (message.match(WORD) ?? []).length > 12 || ownTopic(message.replace(m[0], ' ')).length > 2) return message;
  const listed = (reply ?? '').split('\n').map((line) => /^\s{0,3}(?:\d{1,2}[.)]|[-*+])\s+(.+)$/u.exec(line)?.[1]).filter((item): item is string => !!item);
  const items = listed.length ? listed : seriesIn(reply ?? '');
  const place = m[1] ? ORDINALS[m[1].toLowerCase()] : Number(m[2]);
  const item = place === -1 ? items[items.length - 1] : items[place - 1];
  const name = item ? itemName(item) : '';
  return message.replace(m[0], name || 'that');
}

/**
 * The items of the first series of three or more names in a sentence of `reply` ("The guide compares Milvus, Pinecone
 * and PostgreSQL with pgvector." → Milvus, Pinecone, PostgreSQL with pgvector; u31h F9); the first item is the run of
 * capitalized words or code-like words that ends the clause before the first comma. Empty when there is none.
 */
function seriesIn(reply: string): string[] {
  for (const sentence of reply.replace(/\[(?:\d+(?:\s*,\s*\d+)*)\]/gu, '').split(/(?<=[.!?])\s+|\n+/u)) {
    const parts = sentence.replace(/[.!?]+$/u, '').split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/u);
    if (parts.length < 3) continue;
    const lead = parts[0].split(/\s+/u);
    let i = lead.length;
    while (i > 0 && /^(?:\p{Lu}|[\p{L}\p{N}]*[\p{N}_.-][\p{L}\p{N}])/u.test(lead[i - 1])) i--;
    // A lower-case product name first ("The guide covers pgvector, Pinecone, Weaviate and Milvus"): the clause's last
    // word, when every other item is a name (u34c F4: "the third one" was read as "that", so "its cost" had no topic).
    if (i === lead.length && i > 1 && parts.slice(1).every((p) => /^(?:\p{Lu}|[\p{L}\p{N}]*[\p{N}_.-][\p{L}\p{N}])/u.test(p.trim()))) i--;
    const head = lead.slice(i).join(' ');
    if (!head || i === 0) continue;
    const items = [head, ...parts.slice(1)].map((p) => p.trim()).filter(Boolean);
    if (items.length >= 3 && items.every((p) => p.split(/\s+/u).length <= 5)) return items;
  }
  return [];
}

/**
 * Words that say whether something may, must or can be done ("allowed", "OK", "necessary", "true"): after "is it" or
 * "it's" and before "to", "that", "for" or "if", the "it" stands for what follows, not for anything said before.
 */
const JUDGED = 'allowed|permitted|possible|impossible|ok|okay|fine|safe|unsafe|necessary|unnecessary|needed|required|mandatory|compulsory|obligatory|true|false|legal|illegal|acceptable|forbidden|prohibited|important|advisable|recommended|wise|better|best|hard|difficult|easy|common|normal|usual|customary|standard|correct|right|wrong|appropriate|enough|feasible|likely|worthwhile';
/**
 * The "it" of "How much does it cost to run a RAG system?", "what would it cost us to host Milvus?", "it costs about … to
 * run": a placeholder for the infinitive after it (s54 t-chat F1), so the message names its own topic. "How much does it
 * cost?" and "what does it cost to run it?" keep a pronoun that points back.
 */
const COSTS_TO = `(?:(?:does|did|will|would|could|should|might|can)\\s+it\\s+(?=cost\\s+(?:[\\p{L}\\p{N}$€£.,~-]+\\s+){0,3}?to\\s)|it\\s+(?=costs\\s+(?:[\\p{L}\\p{N}$€£.,~-]+\\s+){0,3}?to\\s))`;
/**
 * The "it" of "Is it (not) allowed to write passwords down?", "Is it true that postmortems name people?", "it's OK to
 * …", "how long does it take to …": a placeholder for the rest of the sentence (u32a F4), so the message still names
 * its own topic and is no follow-up for it. "is it worth the latency?" and "is it free?" keep their "it".
 */
const PLACEHOLDER_IT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:(?:is|was|isn['’]t|wasn['’]t|will|would|could)\\s+it(?:\\s+(?:not|really|also|ever|still|always|actually|be|considered))*|it(?:['’]s|\\s+is|\\s+was)(?:\\s+(?:not|really|also|ever|still|always|actually))*)\\s+(?=(?:${JUDGED})\\s+(?:to|that|for|if|whether)(?![\\p{L}\\p{N}]))|(?:does|did|will|would)\\s+it\\s+(?=take\\s)|it\\s+(?=takes\\s)|${COSTS_TO})`,
  'giu',
);
/** The message without a placeholder "it" (PLACEHOLDER_IT): the verb before it kept, the pronoun dropped. */
export function withoutPlaceholderIt(message: string): string {
  const placed = message.replace(PLACEHOLDER_IT, (m) => m.replace(/(?<![\p{L}\p{N}])it(?:['’]s)?(?![\p{L}\p{N}])/iu, ' '));
  // "true that …": the "that" opens the clause asked about; it points at nothing before.
  return placed === message ? message : placed.replace(new RegExp(`(?<![\\p{L}\\p{N}])(${JUDGED})\\s+that(?![\\p{L}\\p{N}])`, 'giu'), '$1');
}

/** "it", "them" or "her": a pronoun with nothing in the message it could stand for ("this site" names its own topic; "what are her office hours?" after a question about a contact, s49). */
const STANDS_FOR = /(?<![\p{L}\p{N}])(?:it|its|it's|them|they|he|she|him|his|her|their)(?![\p{L}\p{N}])/iu;
/** Openers of a continuation, in English and a few other languages ("and…", "what about…", "y…", "et…", "und…", "那…", "それで…"). */
const FOLLOW_UP_START = /^(?:(?:and|but|or|so|also|what about|how about|and what|why|how so|really|ok|okay|then|same|y|et|und|e|¿y|qu[ée] tal|et pour|und wie|was ist mit)(?![\p{L}\p{N}])|那|那么|还有|另外|それで|じゃあ|では)/iu;
const WORD = /[\p{L}\p{N}]+/gu;
/**
 * Words that ask for more of the same without naming a topic ("why?", "how much?", "examples?",
 * "explain", "tell me more"): a message made only of these (and stop words) continues the previous one.
 */
const GENERIC = new Set(
  (
    'why how much many long often cost costs price pricing example examples detail details more explain elaborate mean means tell say show exactly really sure source sources step steps else work works ok okay please ' +
      // Asking for the last answer again in another shape ("summarize that in one line", "can you give me a shorter version", s43 u29j S-4).
      'summarize summarise summary shorter short shorten longer simpler simply simple brief briefly version line lines sentence sentences word words bullet bullets point points rephrase reword again recap tldr give plain one ' +
      // The same answer in another language or form ("translate that to German", "explain it like I am five", "make it shorter", u29w F21).
      'tl dr tldr even bit little less translate translation language english german french spanish italian portuguese dutch polish chinese japanese korean arabic hindi make five kid child beginner layman terms form'
  )
    .split(' ')
    .map((w) => term(w))
    .filter((t): t is string => !!t),
);

export type RetrievalPlan = {query: string; followUp: boolean};

/**
 * The message's own topic words: its terms other than the generic ones (GENERIC) and the words
 * that point back (BACK_REFERENCE). "and who do I give my badge to?" → badge; "and why?" → none.
 */
export function ownTopic(message: string): string[] {
  return [...new Set(tokenizeForRetrieval(message.replace(new RegExp(BACK_REFERENCE.source, 'giu'), ' ')).filter((t) => !GENERIC.has(t)))];
}

/**
 * The text to search for a message. A follow-up is read together with the previous question, so
 * retrieval sees what "it" stands for; a self-contained message is searched on its own, even when
 * short ("Explain reranking") or after a failed turn. A message is a follow-up when it opens like
 * one ("and…", "what about…"), when it has no topic words of its own in twelve words or fewer ("why?",
 * "how much?", "tell me more", "can you give me a shorter version"), or when it refers back with a pronoun and names at most two topic words in twelve words or
 * fewer ("and who approves it?", "does it work with PDFs?"); with "it" or "them" in twelve words or fewer, whatever its
 * topic words (isFollowUp, referredTo). A message with no words at all is never one. Deterministic: the same conversation
 * always gives the same query.
 */
export function retrievalPlan(history: readonly ChatTurn[]): RetrievalPlan {
  const users = answeredTurns(history).filter((t) => t.role === 'user');
  const last = users[users.length - 1];
  if (!last) return {query: '', followUp: false};
  const question = pastedQuestion(last.content);
  if (question) return {query: question, followUp: false};
  if (users.length < 2 || !isFollowUp(last.content)) return {query: last.content, followUp: false};
  return {query: resolved(users, users.length - 1), followUp: true};
}

/**
 * `history` without the questions that matched no passage and their replies (u37d F4): "and its safety officer?" after
 * "What is the gym subsidy?" (No good match) was searched as "and its safety officer? What is the gym subsidy?", though
 * such a message is no part of the conversation; a follow-up refers to the last answered question ("Who manages the West
 * depot?"). The last user message is always kept. A reply is unmatched when marked so, or (a conversation kept before the
 * mark) when it is the page's "No passage of … matched" reply.
 */
export function answeredTurns(history: readonly ChatTurn[]): ChatTurn[] {
  const lastUser = history.map((t) => t.role).lastIndexOf('user');
  const unmatched = (t: ChatTurn | undefined) => !!t && t.role === 'assistant' && (t.unmatched === true || /^No passage of .+ matched|^Offline mode: .*Try different words, or configure a model/su.test(t.content));
  const out: ChatTurn[] = [];
  for (let i = 0; i < history.length; i++) {
    const t = history[i];
    if (t.role === 'user' && i !== lastUser) {
      let end = i + 1;
      while (end < history.length && history[end].role === 'assistant') end++;
      // The question and its replies, up to the next user message, leave the conversation when a reply is unmatched.
      if (history.slice(i + 1, end).some(unmatched)) {
        i = end - 1;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** A message at least this long is a pasted text with a question, not a question alone (u30e L1). */
const PASTED_CHARS = 600;

/**
 * The question a long pasted message ends with (u30e L1: a 3,905-character policy plus "— given this policy, what
 * chunk overlap should we use?" was searched whole and refused with pairs of its words and numbers): its last
 * sentence, line or dash-separated part when the message ends with "?" and that part names a topic of its own; else null. The
 * guide is searched for that question; a model is sent the whole message, so it reads the pasted text too.
 */
export function pastedQuestion(message: string): string | null {
  const text = message.trim();
  if (text.length < PASTED_CHARS || !text.endsWith('?')) return null;
  const parts = text.split(/\n+|(?<=[.!?])\s+|\s+[—–-]\s+/);
  const question = parts[parts.length - 1].trim();
  // "What should I do?" after a long account names no topic: the whole message is the question then.
  return question.length >= 8 && question.length <= 300 && ownTopic(question).length > 0 ? question : null;
}

/**
 * A message that only asks for the last answer again, in another shape or at more length ("summarize
 * that", "tell me more", "shorter", "translate that to German"): words, none of them a topic (u29w F21).
 */
export function asksAgain(message: string): boolean {
  const text = message.replace(LIKE_FIVE, ' ');
  if (!(message.match(WORD) ?? []).length || ASPECT.test(text)) return false;
  const topic = ownTopic(text);
  // "rewrite that for a manager", "put it in a table", "summarize that in 3 bullets": the answer again, in a form or for a reader.
  return topic.length === 0 || (POINTS_BACK.test(text) && topic.every((t) => FORM.has(t) || /^\d+$/.test(t)));
}
/** Verbs that ask for an answer in another shape, and the forms and readers it is asked in ("as a table", "for a manager"). */
const FORM = new Set(
  'rewrite rephrase reword redo reformat format summarize summarise shorten simplify translate condense restate put turn make convert write table tables list lists email mail memo slide slides tweet paragraph paragraphs bullet bullets markdown manager managers executive executives ceo cfo cto boss team audience reader readers newcomer newcomers layperson nontechnical non technical'
    .split(' ')
    .flatMap((w) => tokenizeForRetrieval(w)),
);
/** Generic words that ask for one aspect of the topic ("why?", "how much?", "examples?", "steps?"): searched with it, never dropped. */
const ASPECT = /(?<![\p{L}\p{N}])(?:why|how|cost|costs|price|prices|pricing|examples?|details?|mean|means|meaning|exactly|sources?|steps?|works?|else|when|where|who)(?![\p{L}\p{N}])/iu;
/** "like I am five", "as if I'm a beginner": how to say it, not what about. */
const LIKE_FIVE = /(?<![\p{L}\p{N}])(?:like|as if) i(?:['’]m| am) (?:five|5|a (?:child|kid|beginner))(?![\p{L}\p{N}])/giu;

/**
 * What users[i] is searched as. A question of its own: itself. A message that only asks for the last
 * answer again: what the question it continues was searched as, without its own words ("summarize"
 * found "… summarized with chapters", u29w F1), so "summarize that" after two follow-ups stays on their
 * topic (u29w F21). Another follow-up: itself with the question it refers to (referredTo), read the
 * same way when that one only asked again ("tell me more", then "and for agents?").
 */
function resolved(users: readonly ChatTurn[], i: number): string {
  const message = users[i].content.trim();
  if (i === 0 || !isFollowUp(message)) return message;
  const at = users.indexOf(referredTo(users, i));
  if (asksAgain(message)) return resolved(users, at);
  const earlier = asksAgain(users[at].content) ? resolved(users, at) : users[at].content.trim();
  // The question before was a follow-up too ("why?" after "and what about its cost?"): its topic came from the question
  // it continued, which is read along, so a chain of follow-ups keeps the conversation's topic (u30x F3).
  // A follow-up that names a topic of its own ("and what about overlap?") is the topic from there on.
  // A follow-up with words of its own ("who proposed it?" after "what k does RRF use?") still took its topic from the
  // question before it: "why?" after it is read with that question too, or it searched "why? who proposed it?" and found
  // an "Ask for a package proposal" page (u34c F4).
  // A follow-up that names a topic of its own and no pronoun ("and what about overlap?") is the topic from there on.
  const topic = at > 0 && !asksAgain(users[at].content) && dependent(users[at].content) ? topicOf(users, at) : null;
  return topic && topic !== earlier ? `${message} ${earlier} ${topic}` : `${message} ${earlier}`;
}

/**
 * A follow-up whose topic is the one it continues: it names none ("why?", "and what about its cost?"), or it points back
 * with a pronoun or a choice and adds a word or two ("who proposed it?"): those words are no topic of their own (u34c F4).
 */
const dependent = (message: string) => {
  if (!isFollowUp(message)) return false;
  const own = ownTopic(message).length;
  // "does it matter for code files?" names enough of its own to be the topic for what follows ("and for tables?").
  return own === 0 || (own <= 2 && (POINTS_BACK.test(withoutPlaceholderIt(message)) || WHICH_ONE.test(message)));
};

/** The question a chain of follow-ups ending at users[i] took its topic from: the nearest one before it that is no dependent follow-up. */
function topicOf(users: readonly ChatTurn[], i: number): string {
  let at = i;
  while (at > 0 && dependent(users[at].content)) at = users.indexOf(referredTo(users, at));
  return users[at].content.trim();
}

/**
 * Whether a message (with a question before it) is read with an earlier one. "it" or "them" in
 * twelve words or fewer ("does it support filtering by metadata?") makes it one whatever topic words it adds, as the
 * page states (s43, u29n F1: "filtering" and "metadata" made it a new question that found Pinecone).
 */
function isFollowUp(message: string): boolean {
  const text = ownAntecedents(withoutPlaceholderIt(message.trim()));
  const words = text.match(WORD) ?? [];
  // A message with no words ("!!!!!!") adds nothing to the previous question: searched alone, it finds nothing and says so (u29p Z-2).
  if (words.length === 0) return false;
  const topic = tokenize(text).filter((t) => !GENERIC.has(t));
  return (
    FOLLOW_UP_START.test(text) ||
    (topic.length === 0 && words.length <= 12) ||
    (STANDS_FOR.test(text) && words.length <= 12) ||
    (WHICH_ONE.test(text) && words.length <= 12) ||
    (BACK_REFERENCE.test(text) && topic.length <= 2 && words.length <= 12)
  );
}

/**
 * A choice among what the previous question named ("which one is used for first-stage retrieval?" after bi-encoders and
 * cross-encoders): it names no item, so it is read with that question, whatever words it adds (u34c F4).
 */
const WHICH_ONE = /^(?:(?:and|so|but|ok|okay)[,\s]+)?(?:which|what)\s+(?:one|ones|of (?:them|the two|these|those|both))(?![\p{L}\p{N}])/iu;

/** Where a clause of a message ends and the next begins ("PII in embeddings, can they…", "reranking and is it…"). */
const CLAUSE_BREAK = /[,;:]|(?<![\p{L}\p{N}])(?:and|or|but|so)(?![\p{L}\p{N}])/iu;

/**
 * The message without the pronouns that stand for a topic it names before them in an earlier clause
 * (u30e O2: "what is reranking and is it worth the latency", "PII in embeddings, can they be
 * inverted?"): such a pronoun points inside the message, so it makes no follow-up. A pronoun before any
 * topic word ("does it support OAuth?", "is it free?") or in the clause of the first one ("how do I
 * call them?", "what number do they have?": the word before is a verb or the thing asked for, u30f
 * F10) still points back.
 */
function ownAntecedents(text: string): string {
  const first = [...text.matchAll(WORD)].find((m) => tokenize(m[0]).some((t) => !GENERIC.has(t) && !FORM.has(t) && !isFraming(t) && !BACK_REFERENCE.test(m[0])));
  if (!first || FOLLOW_UP_START.test(text)) return text;
  const after = (first.index ?? 0) + first[0].length;
  const brk = CLAUSE_BREAK.exec(text.slice(after));
  if (!brk) return text;
  const at = after + brk.index + brk[0].length;
  return text.slice(0, at) + text.slice(at).replace(new RegExp(STANDS_FOR.source, 'giu'), ' ');
}

/**
 * The question a follow-up users[i] is read with: the one before it, unless that one itself pointed
 * back with a pronoun; then "it" still stands for what that one referred to ("tell me about pgvector",
 * "does it support filtering by metadata?", "is it free?": pgvector, s43 u29n F1).
 */
function referredTo(users: readonly ChatTurn[], i: number): ChatTurn {
  let at = i - 1;
  while (at > 0 && STANDS_FOR.test(users[i].content) && STANDS_FOR.test(users[at].content) && isFollowUp(users[at].content)) at--;
  return users[at];
}

/** The hint under a reply saying what its question was searched as, or null when it was searched as typed with nothing before it. */
export function searchHint(turn: Pick<ChatTurn, 'searchedFor' | 'searchedAlone' | 'aloneBetter' | 'listItem' | 'relaxed'>): string | null {
  if (turn.searchedFor && turn.listItem) return `Searched for: “${turn.searchedFor}” (the item of the previous reply your message names).`;
  if (turn.relaxed) {
    const without = turn.relaxed.without.length ? `, without ${turn.relaxed.without.map((w) => `“${w}”`).join(', ')}` : '';
    return `Searched for: “${turn.relaxed.query}”${without} (your whole message matched no passage well).`;
  }
  if (turn.searchedFor) return `Searched for: “${turn.searchedFor}” (your message read with the previous question).`;
  if (turn.searchedAlone && turn.aloneBetter) return 'Searched for your message on its own: its words matched better without the previous question’s.';
  if (turn.searchedAlone) return 'Searched for your message on its own: it reads as a new question, not a follow-up to the previous one.';
  return null;
}

export function retrievalQuery(history: readonly ChatTurn[]): string {
  return retrievalPlan(history).query;
}

/**
 * The text without the lines that only name a code file: the guide's index keeps a code sample's title ("normalize.py") in
 * place of the code, and the snippet, written on one line, ran it into the next sentence ("normalize.py Storage grows…",
 * s56, u-chat F9).
 */
const CODE_TITLE = /^[ \t]*[\w.-]+\.(?:py|sql|ts|tsx|js|mjs|cjs|jsx|json|ya?ml|toml|sh|bash|go|rs|java|rb|php|cs|kt|swift|c|h|cpp|hpp|ini|env|txt|csv|xml|html|css|ipynb|dockerfile|tf)[ \t]*$/gimu;
export function withoutCodeTitles(text: string): string {
  return text.replace(CODE_TITLE, '').replace(/\n{3,}/g, '\n\n');
}

/** The offline reply: the best guide passages as a Markdown list with links; `message`, the reader's, when it may have no words; `weights`: the search's word weights, so each snippet holds the sentence with the rarest asked words (snippet.ts). */
export function offlineReply(
  hits: ReadonlyArray<{passage: {text: string; source: string; heading?: string; url?: string}; terms?: readonly string[]}>,
  searched = 'the guide',
  message?: string,
  weights?: Readonly<Record<string, number>>,
): string {
  // "!!!!!!": nothing to search for, which the reader is told as such (u29p Z-2).
  if (hits.length === 0 && message !== undefined && !(message.match(WORD) ?? []).length) {
    return `Offline mode: your message has no words to search for. Type a question about ${searched}.`;
  }
  if (hits.length === 0) {
    return `Offline mode: I found nothing in ${searched} that matches those words. Try different words, or configure a model in the panel above.`;
  }
  const items = hits.map((hit, i) => {
    const {passage} = hit;
    const where = passage.heading ? `${passage.source} › ${passage.heading}` : passage.source;
    // The sentence that matches best, whole, with what fits around it (snippet.ts, u29k Z-1).
    // A Markdown heading line is quoted as a sentence, not as raw "## …" inside the reply's line (u30y F6).
    const snippet = passageSnippet(withoutCodeTitles(withoutHeadingMarks(passage.text)), hit.terms ?? [], undefined, weights, message);
    const label = passage.url ? `[${where.replace(/[[\]]/g, '')}](${passage.url})` : where;
    return `${i + 1}. **${label}**: ${snippet.replace(/\s+/g, ' ')}`;
  });
  return `Offline mode (retrieval only, nothing generated). The passages of ${searched} that best match your message:\n\n${items.join('\n')}`;
}

/** A bare acknowledgement, with nothing asked: "ok", "great", "got it", "sounds good" (thanks are smallTalk's). */
const ACKNOWLEDGED = /^(?:(?:ok(?:ay)?|k|great|cool|nice|perfect|good|fine|alright|all right|got it|understood|i see|makes sense|sounds good|noted|wonderful|excellent|awesome)(?![\p{L}\p{N}])[\s,.!;:-]*)+$/iu;

/**
 * The chat's own reply to a message that thanks or acknowledges and asks nothing ("Thanks!", "thank you", "great,
 * thanks", "ok"), in either mode; null for any other message. Such a message is never sent to the model: it asks
 * nothing the guide answers, and the model's "You're welcome." got a "cites no passage" note under it (u34c F6).
 */
export function acknowledgementReply(message: string, what: string): string | null {
  const text = message.trim();
  if (smallTalk(text) === 'thanks') return `You are welcome. Ask another question about ${what} whenever you like.`;
  return ACKNOWLEDGED.test(text) ? `Ask another question about ${what} whenever you like.` : null;
}

/**
 * Who answers a message (u28y S-A5): offline, the passages themselves; with a model, the model only
 * when at least one passage matched well, so no answer claims a grounding it did not have; with
 * none, no request is sent and the reader is told so (noPassageReply).
 */
export function answerPlan(hasModel: boolean, goodPassages: number): 'offline' | 'model' | 'no-passage' {
  if (!hasModel) return 'offline';
  return goodPassages > 0 ? 'model' : 'no-passage';
}

/** The reply when no passage matched and the model was therefore not asked; `why` is the search's own account. */
/**
 * Why a message finds nothing in the guide when it has no English word to search for (u30x F8: "a", "什么是检索增强生成？"
 * got "I found nothing in the guide that matches those words", which did not say why): the guide is in English and the
 * search matches its words, so a message in another script, or of single letters only, cannot match. Null for a message
 * with a word of two Latin letters or digits or more ("ok", "429"), or with no word at all (offlineReply says so).
 */
export function notInGuideLanguage(message: string): string | null {
  const words = message.match(WORD) ?? [];
  if (!words.length || words.some((w) => (w.match(/[A-Za-z0-9]/g) ?? []).length >= 2)) return null;
  const otherScript = words.some((w) => /[^\p{Script=Latin}\p{N}]/u.test(w));
  return otherScript
    ? 'The guide is written in English, and this search matches its words, so a message in another language finds nothing. Ask in English, for example “How does retrieval-augmented generation reduce hallucinations?”.'
    : 'Your message has no word to search for: single letters match nothing. The guide is written in English; ask a question in English words, for example “How does retrieval-augmented generation reduce hallucinations?”.';
}

/**
 * The "No good match" account with each passage it names by number ("passage [2] contains 2 of the 3 words …") named by its
 * page instead: the chat lists no passage with that reply, so "[2]" pointed at nothing the reader could see (s54 t-chat
 * F6). `hits`: the passages the account numbers, in its order.
 */
export function unlistedWhy(why: string, hits: ReadonlyArray<{passage: {source: string}}>): string {
  return why.replace(/(?<![\p{L}\p{N}])passage \[(\d+)\]/gu, (_, n: string) => {
    const hit = hits[Number(n) - 1];
    return hit ? `a passage of “${hit.passage.source}”` : 'a passage found';
  });
}

export function noPassageReply(why: string, searched = 'the guide'): string {
  return `No passage of ${searched} matched, so the model was not asked (its answer would not be grounded in ${searched}). ${why} Rephrase the question with the words ${searched} would use, or ask about a topic it covers.`;
}

/** A reply as Copy puts it in the clipboard (u28y S-A6): site-relative Markdown links get the site origin, so they work where it is pasted. */
export function absoluteLinks(markdown: string, origin: string): string {
  return markdown.replace(/\]\(\/(?!\/)/g, `](${origin.replace(/\/$/, '')}/`);
}
