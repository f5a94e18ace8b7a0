/**
 * Task Automation logic: a support-inbox triage pipeline. Each message is classified (similarity to
 * labelled examples plus keyword rules), fields are extracted, an action is proposed, and items with
 * low confidence or a risky action are routed to a human approval queue.
 */
import {PASSAGE_WORDS} from '@site/src/retrieval/tokenize';
import {tokens} from '@site/src/retrieval/tokens';
import {editDistance} from '@site/src/retrieval/editDistance';
import {AMOUNT_SOURCE, ambiguousAmount, amountCurrency, amountNumber, refundAlternative, refundAmount, refundDestinationRisk, refundGift, refundStatusEnquiry, refundUnauthorized, negativeAmount, alreadyCompensated, unreadMoney, gluedAmount, perItemPrice, refundShare} from './refundChecks';
import {subjectTakeBack, unaccountedClause, unaccountedClauses, type Matter} from './closedWorld';

export const CATEGORIES = ['refund', 'shipping', 'account', 'billing', 'bug', 'cancellation', 'feedback'] as const;
export type Category = (typeof CATEGORIES)[number];
/** A category, or "unsure": too little evidence to name one, so no action is proposed. */
export type Verdict = Category | 'unsure';

export type Message = {id: string; from: string; subject: string; body: string};
export type LabelledExample = {category: Category; text: string};
export type Rule = {phrases: string[]; category: Category; line: number};

export const RULE_BOOST = 0.3;
export const MAX_MESSAGE_CHARS = 4000;
export const MAX_RULES_CHARS = 4000;
/** Refunds above this amount always need a person. */
export const REFUND_APPROVAL_LIMIT = 100;
/** s41: the currency of REFUND_APPROVAL_LIMIT (the page states it); a refund in any other currency needs a person. */
export const REFUND_LIMIT_CURRENCY = 'USD';
export const DEFAULT_THRESHOLD = 0.6;

export type RulesResult = {ok: true; rules: Rule[]} | {ok: false; error: string};

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Parses rules ("a | b => category", "#" comments). Errors name the line. */
export function parseRules(text: string): RulesResult {
  if (text.length > MAX_RULES_CHARS) return {ok: false, error: `The rules are ${text.length} characters long; the limit is ${MAX_RULES_CHARS}.`};
  const rules: Rule[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split('=>');
    if (parts.length !== 2) return {ok: false, error: `Rule line ${i + 1}: write phrases, then "=>", then a category (for example "refund | money back => refund").`};
    const phrases = parts[0].split('|').map((p) => p.trim().toLowerCase()).filter(Boolean);
    const category = parts[1].trim().toLowerCase();
    if (phrases.length === 0) return {ok: false, error: `Rule line ${i + 1}: there is no phrase before "=>".`};
    if (!isCategory(category)) return {ok: false, error: `Rule line ${i + 1}: "${parts[1].trim()}" is not a category. Use one of: ${CATEGORIES.join(', ')}.`};
    rules.push({phrases, category, line: i + 1});
  }
  return {ok: true, rules};
}

/** Checks an edited message. */
export function validateMessage(message: Message): string | null {
  if (!message.subject.trim() && !message.body.trim()) return 'The message is empty: write a subject or a body.';
  const size = message.subject.length + message.body.length;
  if (size > MAX_MESSAGE_CHARS) return `The message is ${size} characters long; the limit is ${MAX_MESSAGE_CHARS}.`;
  return null;
}

/** A stretch of the message text, [start, end) in characters. */
type Span = readonly [number, number];

const inSpans = (at: number, spans: readonly Span[]) => spans.some(([a, b]) => at >= a && at < b);

/**
 * Where a negated or set-aside request ends: the end of the clause (punctuation, "but", "just",
 * "only", "instead", "rather", or the next "I want / I need"), or eight words, whichever comes first.
 */
const CLAUSE_END = /[.!?;:](?!\d)|[…,\n()]|\b(?:but|just|only|instead|rather|though|however|(?:i|we)\s+(?:want|need|would\s+like|am\s+asking|wish))\b/i;
const MAX_SCOPE_WORDS = 8;

function scopeEnd(text: string, from: number, maxWords = MAX_SCOPE_WORDS): number {
  const rest = text.slice(from);
  const stop = rest.search(CLAUSE_END);
  let end = stop === -1 ? text.length : from + stop;
  const words = [...text.slice(from, end).matchAll(/\S+/g)];
  if (words.length > maxWords) end = from + (words[maxWords].index ?? 0);
  return end;
}

/**
 * Negation cues that cancel a request, each with the text it covers (its scope):
 * "I do not want / don't need / am not asking for / no longer want a refund", "this is not about a
 * refund", "not a bug", "instead of a refund", "rather than a refund", an imperative "please do
 * not cancel", a request verb negated in its progressive or future form ("I'm not cancelling", "we
 * won't be cancelling", "not trying to cancel"), "please ignore my last e-mail", a ticket to close,
 * and a problem said to be gone (RESOLVED, below). A negation that describes the problem ("the parcel has not arrived", "the button does
 * not work") is not a cue: it is what the customer reports, so its words keep their weight.
 */
/** A negated state or intent, contracted or not: isn't, aren't, wasn't, weren't, doesn't, didn't, won't, can't, hasn't, "no longer", "never", "not". */
const NEGATED_STATE = String.raw`(?:(?:is|are|was|were|does|did|will|would|can|has|have|had|am)\s+not|(?:is|are|was|were|does|did|wo|would|ca|has|have|had)n['’]?t|cannot|no\s+longer|never|not)`;
/** The request verbs a negation can take back (their categories in NEGATABLE_REQUESTS). */
const NEGATABLE_VERB = String.raw`(?:cancel|unsubscrib|terminat|delet|close\s+(?:my|our|the)\s+(?:account|subscription|plan)|refund|reimburs|resend|redeliver|reset|unlock|reissue|revers)`;

const NEGATION_CUES: readonly RegExp[] = [
  /\b(?:do\s+not|don['’]?t|dont|did\s+not|didn['’]?t|does\s+not|doesn['’]?t|am\s+not|i['’]?m\s+not|is\s+not|isn['’]?t|are\s+not|aren['’]?t|no\s+longer|never|not|won['’]?t|will\s+not)\s+(?:really\s+|actually\s+|even\s+|asking\s+|writing\s+)?(?:want|wanted|need|needed|wish|ask(?:ed|ing)?\s+(?:for|to|you\s+to)|request(?:ed|ing)?|looking\s+for|interested\s+in|about|expect(?:ing)?|after)\b/gi,
  /\bnot\s+(?:a|an|any|the|for\s+a|for\s+an)\b/gi,
  /\b(?:no\s+need|(?:nobody|no\s+one|no-one)\s+needs?|there\s+is\s+no\s+need|there['’]?s\s+no\s+need)\s+(?:for|to)\b/gi,
  /\bno\b(?=\s+(?:\p{L}+\s+){1,2}(?:needed|necessary|required|wanted)\b)/giu,
  /(?:^|[\n.!?;]\s*)no\b(?=\s+\p{L}+\s*(?:$|[\n.!?,;…]|please\b|thanks\b))/giu,
  /\b(?:instead\s+of|rather\s+than)\b/gi,
  /(?:^|[.!?;,\n]\s*|\bplease\s+)(?:do\s+not|don['’]?t|never)\s+(?=\p{L})/giu,
  // A request negated in its progressive, future or intent form: "I'm not cancelling", "we won't be
  // cancelling", "not trying to cancel", "we're not going to cancel".
  new RegExp(String.raw`\b${NEGATED_STATE}\s+(?:be\s+)?(?:(?:trying|going|planning|about|wanting|looking)\s+to\s+)?(?=${NEGATABLE_VERB})`, 'gi'),
  // A request taken back as a whole: "please ignore my last e-mail", "cancel that", "never mind".
  /\b(?:ignore|disregard)\s+(?:my|our|the)\s+(?:last|previous|earlier|first|other)\s+(?:e-?mail|message|request|note)s?\b/gi,
  // "Cancel that" takes back only as a phrase of its own ("Cancel that, I found it"); "cancel it" asks to cancel.
  /(?:^|[.!?;,\n]\s*)(?:(?:cancel|scratch)\s+that|(?:forget|disregard|ignore)\s+(?:that|this|it|all\s+that))(?=\s*(?:[,.!;:…\n-]|$))|\bnever\s*mind\b/gi,
  // Closing a support ticket is no cancellation: "please close my ticket" closes no account or plan.
  /\b(?:close|closing|resolve)\s+(?:the|my|this|our|that)\s+(?:support\s+)?(?:ticket|case)\b/gi,
];

/**
 * A problem the customer says is gone: "the app isn't crashing anymore", "no longer freezes", "we
 * weren't billed twice after all", "I'm not locked out any more", "no problem with the invoice". Its
 * words are left out like a negated request, and a message whose only topic is such a problem is no
 * report of it (see classify): opening a bug ticket for "isn't crashing anymore" would do the opposite
 * of what the customer asks. A negation that is the problem itself ("the parcel has not arrived", "the
 * code never arrives", "I can't log in") names none of these words and keeps its weight.
 */
const RESOLVED: ReadonlyArray<[RegExp, Category | null]> = [
  [new RegExp(String.raw`\b${NEGATED_STATE}\s+(?:(?:really|actually|even|ever|being|seem\s+to|happen\s+to|randomly|constantly)\s+)?(?:crash\w*|freez\w*|froze\w*|hang(?:s|ing)?|fail\w*|error\w*|broken|break(?:s|ing)?|lagg?\w*|stuck|glitch\w*)`, 'gi'), 'bug'],
  [new RegExp(String.raw`\b${NEGATED_STATE}\s+(?:double[- ]charged|(?:charged|billed|debited)\s+(?:\S+\s+){0,3}?(?:twice|double|again|two\s+times|\d+\s+times))`, 'gi'), 'billing'],
  [new RegExp(String.raw`\b${NEGATED_STATE}\s+(?:locked\s+out|blocked|suspended)`, 'gi'), 'account'],
  [/\bno\s+(?:more\s+)?(?:problems?|issues?|trouble|errors?|crash(?:es)?)\s+(?:with|on|in|since)\b/gi, null],
  // Said to work again: "it works fine now after 4.3", "everything is working again".
  [/\b(?:it|that|this|everything|all|the\s+(?:app|site|website|page|export|button|update))\s+(?:works|is\s+working|worked|runs|is\s+running)\s+(?:fine|again|now|perfectly|properly|normally)\b/gi, 'bug'],
  // Back into the account: "I got back in on my own", "I managed to log in again".
  [/\b(?:got|am|i['’]m|we['’]re|we\s+are)\s+back\s+in\b|\b(?:managed|was\s+able|were\s+able)\s+to\s+(?:log|sign)\s+in\b|\b(?:can|could)\s+(?:log|sign)\s+in\s+again\b/gi, 'account'],
  // A parcel said to have arrived, with nothing wrong said of it: "the parcel for ORD-… arrived, no need to trace it".
  // Found after all: "I found the parcel in the garage".
  [/\b(?:found|located)\s+(?:the|my|our)\s+(?:parcel|package|order|delivery|shipment|box)\b/gi, 'shipping'],
  [/\b(?:parcel|package|order|delivery|shipment|box|items?|it)\b(?:\s+for\s+ORD-\d+)?\s+(?:has\s+|have\s+|finally\s+|just\s+)?(?:arrived|turned\s+up|showed\s+up|came)(?=\s*(?:[.,!;\n]|$|\s+(?:today|yesterday|this\s+morning|safely|fine|after\s+all|in\s+the\s+end|in\s+one\s+piece)\b))/gi, 'shipping'],
];

/**
 * A problem reported as solved, in the clause that says so: "the upload error is gone after the
 * update", "has disappeared since this morning", "that fixed it", "photo uploads work again", "back to
 * normal", "no longer happens", "sorted itself out", "nothing to do with your software". The whole
 * clause is set aside, from the start of its sentence (or its "but" / "however") to its end, so the
 * words naming the problem ("upload error") are no evidence of it. A predicate that is negated ("is
 * not gone", "did not go away", "still hasn't disappeared"), asked about ("Is the error gone?") or
 * conditional ("once it is fixed", "I hope it's fixed") solves nothing and is left alone.
 */
/** A negation contracted without its apostrophe ("isnt", "dont"); "payment" or "urgent" end in "nt" too and are none. */
const CONTRACTED_NOT = String.raw`(?:isnt|arent|wasnt|werent|doesnt|dont|didnt|hasnt|havent|hadnt|wont|cant|couldnt|wouldnt|shouldnt)`;
/** Problem nouns, verbs (third person) and gerunds a solved clause names. */
const PROBLEM_NOUN = String.raw`(?:crash(?:es)?|freez(?:e|es|ing)|hangs?|errors?|bugs?|glitch(?:es)?|lag(?:ging)?|flicker(?:ing)?|loop(?:ing)?|time-?outs?|problems?|issues?|outages?|stutter(?:ing)?)`;
const PROBLEM_VERB = String.raw`(?:crash\w*|freez\w*|froze\w*|hang(?:s|ing)?|hung|fail\w*|error\w*|lagg?\w*|flicker\w*|loop\w*|glitch\w*|stutter\w*|tim(?:e|es|ing)\s+out|throw\w*\s+(?:an?\s+)?errors?|disconnect\w*|log(?:s|ging)?\s+(?:me|us)\s+out)`;
const PROBLEM_GERUND = String.raw`(?:crashing|freezing|failing|hanging|erroring|timing\s+out|lagging|flickering|looping|glitching|stuttering|throwing\s+(?:an?\s+)?errors?|disconnecting|logging\s+(?:me|us)\s+out)`;

const SOLVED: readonly RegExp[] = [
  /\b(?:is|are|was|were|has\s+been|have\s+been|got|seems?(?:\s+to\s+be)?|looks?)\s+(?:now\s+|all\s+|finally\s+|completely\s+|totally\s+)?(?:gone|fixed|solved|resolved|sorted(?:\s+out)?|cleared(?:\s+up)?|back\s+to\s+normal|a\s+one-?off|a\s+fluke|temporary)\b/gi,
  /\b(?:it|that|this|everything)['’]s\s+(?:now\s+|all\s+)?(?:gone|fixed|solved|resolved|sorted(?:\s+out)?|fine\s+now|good\s+now|working(?:\s+again|\s+now))\b/gi,
  new RegExp(String.raw`\b(?:has\s+|have\s+|had\s+)?(?:disappeared|vanished|gone\s+away|went\s+away|go(?:es)?\s+away|cleared\s+up|stopped\s+happening|stopped\s+${PROBLEM_GERUND}|(?:sorted|fixed|resolved|solved|righted)\s+itself(?:\s+out)?)\b`, 'gi'),
  /\b(?:that|this|it|which|the\s+\w+|your\s+\w+)\s+(?:fixed|solved|resolved|sorted(?:\s+out)?|cured)\s+(?:it|that|this|the\s+(?:\w+\s+)?(?:problem|issue|error|bug|crash|freeze))\b|\bdid\s+the\s+trick\b/gi,
  /\b(?:works?|working|worked|runs?|running|loads?|loading|syncs?|syncing|uploads?|uploading|downloads?|opens?|saves?|prints?|exports?)\s+(?:again|(?:fine|normally|properly|perfectly|smoothly|as\s+expected|for\s+(?:me|us))\s+(?:again|now|since|today|these\s+days))\b/gi,
  /\bback\s+to\s+normal\b|\b(?:no\s+longer|never)\s+(?:happen(?:s|ing)?|occur(?:s|ring)?|show(?:s|ing)?\s+up|appear(?:s|ing)?|comes?\s+up|coming\s+up)\b|\b(?:does|did)(?:\s+not|n['’]?t)\s+(?:happen|occur|show\s+up|appear|come\s+up)\s+any\s*more\b/gi,
  /\b(?:all|everything)(?:['’]s|\s+is|\s+seems)?\s+(?:good|fine|ok(?:ay)?|sorted|well)\s+(?:now|again|on\s+your\s+side)\b|\ball\s+(?:good|fine|sorted)(?=\s*(?:[.,!;\n]|$))|\b(?:problem|issue)\s+(?:solved|resolved|fixed|gone)\b/gi,
  /\bno\s+(?:more\s+)?(?:crash(?:es)?|errors?|problems?|issues?|freez\w*)\s+(?:at\s+all\s+)?since\b/gi,
  // What support suggested worked: "the reset worked", "the unlock link worked after all", "that did it".
  /\b(?:it|that|this|the\s+(?:\w+\s+)?(?:reset|link|fix|update|patch|workaround|tip|suggestion|steps?|restart|reinstall))\s+(?:worked|did\s+it)\b/gi,
  /\bnothing\s+to\s+do\s+with\s+(?:your|the|you)\b|\bnot\s+your\s+fault\b/gi,
  // The problem itself stopped: "the checkout crash stopped after I cleared the cache", "the crash when
  // attaching photos has stopped". Its subject is a problem noun, with no negation between the two;
  // "stopped" with an object or a verb after it ("stopped working", "stopped me from paying") is a failure.
  new RegExp(String.raw`\b${PROBLEM_NOUN}\b(?:[^\S\n]+(?!(?:not|never|still|yet|no)\b)(?![\w'’-]*n['’]t\b)(?!${CONTRACTED_NOT}\b)[\w'’-]+){0,6}?[^\S\n]+(?:(?:has|have|had|finally|just|completely|now)[^\S\n]+)*stopped\b(?!\s+(?:me|us|them|him|her|my|our|the|your|it|this|that|all|any|every)\b)(?!\s+(?!(?:happening|occurring|appearing|showing)\b)\p{L}+ing\b)`, 'giu'),
  // "No longer" and "not … anymore" with a problem verb: "the app no longer freezes on startup", "the
  // login page isn't looping anymore". "No longer opens / works / loads" is a failure and is not here.
  new RegExp(String.raw`\bno\s+longer\s+${PROBLEM_VERB}|\b(?:is|are|was|does|do|did)(?:n['’]?t|\s+not)\s+(?:really\s+|even\s+)?${PROBLEM_VERB}[^.!?\n,;]{0,50}?\s+any\s*more\b`, 'gi'),
  // Not seen since: "I haven't seen the sync error since the patch", "we don't get that crash any more".
  new RegExp(String.raw`\b(?:(?:do|did|have|has)(?:n['’]?t|\s+not)|never)\s+(?:got(?:ten)?|get|getting|seen|see|seeing|had|have|having|noticed|notice|hit)\s+(?:the|that|this|any|an?|a\s+single|one|those)\s+(?:[\w'’-]+\s+){0,4}?${PROBLEM_NOUN}\b(?:\s+[\w'’-]+){0,5}?\s+(?:since|any\s*more)\b`, 'gi'),
  // "I no longer get the error when I export", "no more crashes since the patch", "since Monday, no more freezes."
  new RegExp(String.raw`\bno\s+longer\s+(?:get|see|have|experience|notice|hit)\s+(?:(?:the|that|this|any|an?|those)\s+)?(?:[\w'’-]+\s+){0,4}?${PROBLEM_NOUN}\b|\bno\s+more\s+${PROBLEM_NOUN}\b(?=\s*(?:[.,!;\n]|$|(?:since|after|now|at\s+all|for\s+(?:me|us)|on\s+my\s+side)\b))`, 'gi'),
  // Fine since: "it's been fine since the 4.2 patch", "has been working normally ever since".
  /\bbeen\s+(?:absolutely\s+|totally\s+|perfectly\s+|completely\s+)?(?:fine|ok(?:ay)?|good|great|stable|perfect|normal|smooth|solid|working(?:\s+(?:fine|well|normally|properly))?|running\s+(?:fine|smoothly|well|normally))\s+(?:ever\s+)?since\b/gi,
];
/**
 * What a customer adds to close a ticket ("no action needed", "you can close this", "just letting you
 * know"): no request, so its words are set aside (a "close" in it is no cancellation). It solves nothing
 * by itself: "The app crashes on startup. Just letting you know." is still a report.
 */
const CLOSING: readonly RegExp[] = [
  /\b(?:you\s+(?:can|may)|feel\s+free\s+to|please|go\s+ahead\s+and|(?:it['’]s|it\s+is)\s+(?:ok|okay|fine)\s+to)\s+close\s+(?:this|it|that|the\s+(?:ticket|case|request|issue)|my\s+(?:ticket|case|request))(?:\s+(?:ticket|case|request|issue))?(?:\s+now)?\b/gi,
  /\bno\s+(?:further\s+)?action\s+(?:is\s+)?(?:needed|required|necessary)\b/gi,
  /\bjust\s+(?:letting\s+you\s+know|so\s+you\s+know|a\s+heads[- ]up|fyi|for\s+your\s+information)\b/gi,
  /\bnothing\s+(?:(?:else\s+)?to\s+do|else\s+needed|needed)(?:\s+(?:here|on\s+your\s+side))?\b/gi,
];
/**
 * A present failure: "still", "again", "keeps", "it is back", "stopped working", "no longer opens",
 * "not fine", "was fine until". Next to a solved clause it wins: "the crash stopped for a day, but it
 * keeps crashing again" reports the crash.
 */
const STILL_FAILING =
  /\b(?:still|keeps?|kept\s+\p{L}+ing|(?:is|are|it['’]s|they['’]re)\s+back|came\s+back|comes?\s+back|returned|started\s+again|stopped\s+working|not\s+(?:fine|ok|okay|working)|no\s+longer\s+(?:works?|opens?|loads?|syncs?|starts?|saves?|runs?)|(?:was|were)\s+(?:fine|ok|okay|working)\s+until)\b|(?<!\bthanks\s|\bthank\s+you\s)\bagain\b/iu;
const SOLVED_SCOPE_WORDS = 16;
/** Where a solved clause starts: its sentence, or its "but" / "however" / "although". */
const CLAUSE_START = /[.!?;](?!\d)|\n|\b(?:but|however|although|though)\b/gi;
/** A predicate negated just before it: "is not gone", "did not go away", "still hasn't disappeared". */
const NEGATED_BEFORE = new RegExp(String.raw`(?:\b(?:not|never|no|still|yet|${CONTRACTED_NOT})\b|n['’]t\b)\s*(?:\S+\s+){0,1}$`, 'i');
/**
 * A fix only reported by someone else ("you said it was fixed", "I was told", "supposedly", "according
 * to your last mail") is no statement by the writer that the problem is gone.
 */
const REPORTED_SPEECH =
  /\b(?:you\s+(?:said|say|told\s+(?:me|us)|wrote|promised|claimed|assured\s+(?:me|us))|(?:i|we)\s+(?:was|were|have\s+been|had\s+been)\s+(?:told|promised|assured)|supposedly|allegedly|apparently|according\s+to|(?:your|the)\s+(?:last\s+|previous\s+|earlier\s+)?(?:mail|email|e-mail|message|reply|answer|colleague|agent|support(?:\s+team)?|team|ticket)\s+(?:said|says|claimed|told|stated))\b/i;
/** A predicate in a wish, a condition or a question is no report that the problem is solved. */
const UNREAL = /\b(?:if|once(?!\s+(?:i|we|you|they|he|she|it)\s+(?:had\s+)?(?:\p{L}+ed|did|got|made|ran|put|set|took)\b)|unless|until|whether|hope|hoping|hopefully|wish|should|when\s+will|will\s+it|is\s+it|has\s+it|can\s+you|could\s+you|please)\b/iu;

function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_START)) start = (m.index ?? 0) + m[0].length;
  return start;
}

/** Where the sentence holding `at` starts, and where it ends. */
function sentenceBounds(text: string, at: number): Span {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(/[.!?;\n]+(?=\s|$)|\n/g)) start = (m.index ?? 0) + m[0].length;
  const end = text.slice(at).search(/[.!?\n](?=\s|$)/);
  return [start, end === -1 ? text.length : at + end];
}

/** A past event ("crashed twice yesterday", "was freezing", "kept failing"). */
const PAST_TENSE = /\b(?:\p{L}+ed|was|were|had|froze|broke|hung|went|got|came|threw|did|used\s+to)\b/iu;
/** A present problem: a present tense of a problem verb, or a word of STILL_FAILING. */
const PRESENT_PROBLEM = /\b(?:is|are|am|isn['’]?t|aren['’]?t|can['’]?t|cannot|won['’]?t|doesn['’]?t|don['’]?t|now|currently|crashes|freezes|fails|hangs|lags|loops|flickers|times\s+out|errors)\b/i;

/** Clauses that report a problem as solved (see SOLVED), with their words as written. */
export function solvedClauses(text: string): Array<{span: Span; quote: string}> {
  const out: Array<{span: Span; quote: string}> = [];
  for (const re of SOLVED) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const start = clauseStart(text, at);
      // A solved clause runs to its end ("stopped crashing when I add a receipt after I cleared the browser
      // cache"), up to SOLVED_SCOPE_WORDS words.
      const end = scopeEnd(text, at + m[0].length, SOLVED_SCOPE_WORDS);
      const before = text.slice(start, at);
      const sentenceEnd = text.slice(at).search(/[.!?\n]/);
      const asked = sentenceEnd !== -1 && text[at + sentenceEnd] === '?';
      if (NEGATED_BEFORE.test(before) || UNREAL.test(before) || REPORTED_SPEECH.test(before) || asked) continue;
      // A present failure in the same sentence wins: "the crash stopped for a day, but it keeps crashing again".
      // An earlier past event ("it crashed again yesterday, but…") is no present failure.
      const [sentenceStart, sentenceEnd2] = sentenceBounds(text, at);
      const earlier = text.slice(sentenceStart, start);
      if (STILL_FAILING.test(text.slice(end, sentenceEnd2)) || (STILL_FAILING.test(earlier) && (PRESENT_PROBLEM.test(earlier) || !PAST_TENSE.test(earlier)))) continue;
      // "The app crashed twice yesterday but it's been fine since the patch": a past report followed by a
      // solved clause is solved too, so the clause is set aside from the start of its sentence.
      const from = start > sentenceStart && /\b(?:but|however|though|although)\s*$/i.test(earlier) && PAST_TENSE.test(earlier) && !PRESENT_PROBLEM.test(earlier) ? sentenceStart : start;
      out.push({span: [from, end], quote: text.slice(from, end).trim().replace(/\s+/g, ' ')});
    }
  }
  return out;
}

/**
 * A sentence that asks about a possible problem instead of reporting one: a yes/no question ("Does
 * your app crash on older Android phones?", "Would the editor crash with big files?", "Has anyone
 * reported the app freezing?"), a question with a condition ("If the app ever crashes during an
 * upload, will my files be lost?", "What happens to my drafts if the export fails?"), and a pre-sales
 * aside ("I want to know before I subscribe"). Decided from the sentence's form, not its words: a
 * question asking "why" or "how come" says the problem happens ("Why does the app keep crashing?"), and
 * "can/could/would you …" asks for an action. The sentence is set aside like a negated request.
 */
const PROBLEM_WORD = /\b(?:crash\w*|freez\w*|froze\w*|fail\w*|errors?|bugs?|buggy|broken|break\w*|glitch\w*|hang(?:s|ing)?|lost|lose|losing|delet\w*|corrupt\w*|lag\w*|slow|stop(?:s|ped|ping)?\s+working|(?:not|n't|no\s+longer)\s+work(?:s|ing)?|time\s+out|times\s+out)\b/i;
const YES_NO_START = /^\s*(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have|might|may)\b(?!\s+you\s+(?:please\s+|kindly\s+)?(?!ever\b|usually\b|often\b)\p{L}+)/iu;
const CONDITION = /\b(?:if|in\s+case|what\s+if|what\s+happens|whether|suppose|supposing|assuming|ever)\b/i;
const PRESALES = /\b(?:before\s+(?:i|we)\s+(?:subscribe|buy|sign\s+up|purchase|upgrade|order|commit|decide|pay)|(?:thinking|thought)\s+(?:of|about)\s+(?:buying|subscribing|upgrading|signing\s+up|purchasing)|(?:about|going|planning)\s+to\s+(?:upgrade|buy|subscribe|purchase|sign\s+up)|asking\s+before|considering\s+(?:buying|subscribing|your))\b/i;

/**
 * Whether something will keep working is a question about a possible problem too ("Will the upload
 * still work after the update?", "Are there any known issues with…?"), as is a sentence that asks what
 * happens, whether there is a risk or a chance of a problem, or whether a problem is known.
 */
const WORKS_WORD = /\b(?:work(?:s|ing|ed)?|stop(?:s|ped|ping)?(?!\s+(?:my|our|the|your|his|her|their|it|them|this|that|a|an)\b)|problems?|issues?|trouble|slow\w*|compatib\w*)\b/i;
const POSSIBLE_FORM =
  /\b(?:any\s+chance|(?:is|are)\s+there\s+(?:a|any)\s+(?:risk|chance|known)|are\s+there\s+(?:any\s+)?(?:known\s+)?(?:problems?|issues?|bugs?)|known\s+(?:bugs?|issues?|problems?)|what\s+(?:happens|will\s+happen|would\s+happen)|(?:should|do|would)\s+(?:i|we)\s+expect)\b/i;
/** A sentence that only says the question matters to the writer ("I'd like to know before the rollout", "just wondering"). */
const INFO_ASK = /\b(?:(?:i|we)(?:['’]d|\s+would)?\s+(?:like|want|need|love)\s+to\s+(?:know|check|understand|find\s+out|hear)|let\s+me\s+know|just\s+(?:asking|checking|wondering|curious)|(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:wondering|curious))\b/i;
/** Sentences: a full stop, "!" or "?" followed by a space or the end ends one; "version 5.2" and "e.g." do not. */
const SENTENCE = /(?:[^.!?\n]|[.!?](?=[^\s.!?]))+[.!?]*/g;

/**
 * A future event the customer asks about (an update, an upgrade, a migration, a new version or phone,
 * planned maintenance): a yes/no or conditional question about what it will do to something ("Will my
 * saved carts survive the app update next week?", "Is tonight's maintenance going to wipe my
 * settings?"; billing events too, u28o T-3: a card expiring, a trial ending, a plan renewing) is a question whatever its verb (survive, keep, be lost, carry over, be compatible…),
 * unless the sentence also reports a present failure ("is broken", "stopped", "I get an error",
 * "since yesterday", "keeps").
 */
const FUTURE_EVENT =
  /\b(?:updat(?:e|es|ed|ing)|upgrad(?:e|es|ed|ing)|migrat\w*|new\s+(?:version|release|phone|device|laptop|server|app)|version\s+\d|next\s+(?:release|version|update)|maintenance|release|switch(?:ing)?\s+to|mov(?:e|ing)\s+to|(?:card|trial|plan|subscription|membership|contract|licen[cs]e)\s+(?:expires?|expiring|ends?|ending|renews?|renewing|lapses?|runs\s+out)|(?:next|at\s+the\s+next)\s+(?:renewal|billing\s+(?:date|cycle|period)|invoice))\b/i;
const PRESENT_FAILURE =
  /\b(?:is|are)\s+(?:broken|not\s+working|down)\b|\b(?:isn['’]t|aren['’]t|doesn['’]t|don['’]t)\s+work|\b(?:stopped|(?:keeps|kept)\s+(?:on\s+)?[a-z]+ing)\b|\b(?:i|we)\s+(?:get|got|am\s+getting|are\s+getting|keep\s+getting)\s+(?:an?\s+|this\s+)?error|\bsince\s+(?:yesterday|this\s+morning|last\s+\w+|then)\b|\bright\s+now\b/i;
/** A yes/no question after a leading phrase: "After the update, will my carts still be there?" */
const YES_NO_AFTER_LEAD = /,\s*(?:do|does|is|are|can|could|will|would|should|might|may)\s+(?!you\b)\p{L}+/iu;

/**
 * A charge asked about in a modal or conditional question ("Should my card be charged twice when I
 * renew?", "Would I be billed twice if I upgrade?", "If I get charged twice, can I get one back?"): a
 * question about a possible charge, not a report of one. A charge that happened ("I was charged twice
 * when I renewed", "you billed us twice") is a report whatever the form.
 */
const CHARGE_WORD = /\b(?:charg(?:e|es|ed|ing)|bill(?:ed|ing)|debit(?:ed|ing)?|(?:payment|money)\s+(?:be\s+)?taken|double[- ]charg\w*)\b/i;
const MODAL_START = /^\s*(?:should|would|will|could|might|may|shall|(?:am|are|is)\s+(?:i|we|it|my|our|the)\s+(?:\p{L}+\s+)?going\s+to|is\s+there|are\s+there|what\s+if|what\s+happens)\b/iu;
const CHARGE_HAPPENED =
  /\b(?:(?:i|we|my\s+\p{L}+|our\s+\p{L}+)\s+(?:was|were|have\s+been|has\s+been|got)\s+(?:already\s+|just\s+)?(?:charged|billed|debited|double[- ]charged)|you\s+(?:have\s+)?(?:charged|billed|debited)|already\s+(?:charged|billed|debited)|(?:yesterday|last\s+\p{L}+|this\s+morning)\b)/iu;

function asksAboutCharge(sentence: string): boolean {
  return CHARGE_WORD.test(sentence) && (MODAL_START.test(sentence) || CONDITION.test(sentence)) && !CHARGE_HAPPENED.test(sentence);
}

/**
 * A refund, a payment or a cancellation asked about under a condition that has not happened ("Will you
 * refund me if the parcel doesn't arrive before the holidays?", "Would I get my money back if I send
 * it back next week?", "What happens with my payment if I cancel next month?"): a question for a
 * person to answer, never a refund to make. Politeness conditions ("if possible", "if you can") are no
 * condition, and a charge or refund that happened ("you charged me twice", "I was refunded") is a report.
 */
const MONEY_WORD = /\b(?:refund\w*|money\s+back|money\b[^.!?\n]{0,25}?\bback|reimburs\w*|payments?|paid\s+back|charg(?:e|es|ed|ing)|bill(?:ed|ing)|cancel\w*|credit(?:ed)?)\b/i;
const REAL_CONDITION =
  /\b(?:if(?!\s+(?:possible|so|not|needed|necessary|required|any|ever|you\s+(?:can|could|would|don['’]?t\s+mind|please)|that['’]?s\s+(?:ok|okay|alright|fine|possible)|it['’]?s\s+(?:ok|okay|possible|not\s+too\s+much))\b)|in\s+case|unless|suppose|supposing|assuming|what\s+happens|what\s+if|provided\s+that|as\s+long\s+as)\b/i;
const MONEY_HAPPENED =
  /\b(?:(?:i|we|my\s+\p{L}+|our\s+\p{L}+)\s+(?:was|were|have\s+been|has\s+been|got)\s+(?:already\s+|just\s+)?(?:charged|billed|debited|double[- ]charged|refunded|reimbursed)|you\s+(?:have\s+|already\s+)?(?:charged|billed|debited|refunded|cancell?ed)|already\s+(?:charged|billed|debited|refunded|cancell?ed))\b/iu;

export function asksAboutMoney(sentence: string): boolean {
  return /\?\s*$/.test(sentence) && MONEY_WORD.test(sentence) && REAL_CONDITION.test(sentence) && !MONEY_HAPPENED.test(sentence);
}

/**
 * A money-moving or account-ending request (refund, money back, cancel, charge) under a condition
 * (u28o T-1, T-2): such an action is proposed only when the request is unconditional. The condition is
 * found by its form, not by listing sentences: a subordinator (if, unless, in case, in the event
 * (that), provided/providing (that), as long as, assuming, suppose/supposing, on condition, whether,
 * once, when + a future time or a modal), a habit (HABITUAL: whenever, every time, each time, any
 * time), subject–auxiliary inversion ("Should the shoes not fit, …",
 * "… should the jacket not fit", "Were I to cancel …", "Had it arrived …,"), and an ultimatum ("…
 * or I'll cancel", "otherwise I will …"). Politeness ("if possible", "if you can", "if that's OK") is
 * no condition, nor is an indirect question ("let me know if", "wondering if").
 */
const ACTION_MONEY_WORD = /\b(?:refund\w*|money\s+back|money\b[^.!?\n]{0,25}?\bback|reimburs\w*|paid\s+back|charg(?:e|es|ing)|cancel\w*)\b/i;
const POLITE_IF = String.raw`(?:possible|so|needed|necessary|required|any|ever|you\s+(?:can|could|would|don['’]?t\s+mind|please|prefer|like)|that['’]?s\s+(?:ok|okay|alright|all\s+right|fine|possible)|it['’]?s\s+(?:ok|okay|alright|possible|not\s+too\s+much))`;
const INDIRECT_BEFORE = String.raw`(?<!\b(?:know|check|see|tell\s+me|ask|asking|asked|wonder|wondering|wondered|sure|unsure|confirm|find\s+out|even)\s+)`;
/**
 * A habit ("Whenever the app stops working, I want a refund", "Every time it crashes I want my money
 * back"): the request says what the customer wants each time something happens, a complaint or a
 * question about the rules, not one refund or cancellation to make now. "Whenever you can" and "any
 * time soon" are politeness and time, no habit.
 */
const HABITUAL = /\b(?:whenever|every\s+(?:single\s+)?time|each\s+(?:and\s+every\s+)?time|any\s*time)\b(?!\s+(?:soon|now|today|possible|convenient|is\s+(?:fine|ok|okay|good)|you\s+(?:can|could|like|want|wish|prefer|are\s+ready|get\s+(?:a|the)\s+chance|have\s+(?:a\s+)?(?:moment|minute|second|time))))/i;
const CONDITION_FORMS: readonly RegExp[] = [
  HABITUAL,
  new RegExp(String.raw`${INDIRECT_BEFORE}\bif\b(?!\s+${POLITE_IF}\b)`, 'i'),
  /\bunless\b/i,
  /\b(?:just\s+)?in\s+case\b/i,
  /\bin\s+the\s+event(?:\s+(?:that|of))?\b/i,
  /\bproviding(?:\s+that)?\b|\bprovided\s+that\b|(?<!\b(?:you|we|i|they|he|she|have|has|had|was|were|been|be|is|are|am|details|information|info|number|address|link|code|data)\s+)\bprovided\b(?!\s+(?:by|to|in|with|on|for)\b)/i,
  /\b(?:as|so)\s+long\s+as\b/i,
  /\bassuming\b|\bsuppos(?:e|ing)\b(?!\s+to\b)/i,
  /\bon\s+(?:the\s+)?condition(?:\s+that)?\b/i,
  new RegExp(String.raw`(?<!\b(?:wonder|wondering|wondered)\s+)\bwhether\b`, 'i'),
  /\bonce\s+(?:the|my|our|this|that|it|they|you|i|we|he|she)\b(?!\s+(?:had|did|got|was|were)\b)(?![^.!?\n]*\b(?:ago|yesterday|last\s+\w+)\b)/i,
  /\bwhen\b(?=[^.!?,\n]*\b(?:will|would|could|might|shall|next\s+(?:week|month|year|time|\w+day)|tomorrow|later|in\s+the\s+future)\b)/i,
  // Inversion at a clause start: "Should the shoes not fit, …", "Were I to cancel …", "Had it arrived late, …".
  /(?:^|[,;:]\s*)(?:should|were|had)\s+(?:the|my|our|this|that|these|those|it|they|he|she|i|we|you|ORD-\d+)\b[^.!?\n]*?(?:,|\bto\s+\p{L}+)/iu,
  // Inversion after the request: "… for ORD-62001 should the jacket not fit".
  /(?<!\b(?:i|we|you|they|he|she|it|who|what|why|how|when|where|which|that|this|there)\s+)(?<=\S\s+)\b(?:should|were)\s+(?:the|my|our|this|that|these|those|it|they|he|she|i|we|ORD-\d+)\b/iu,
  // An ultimatum whose consequence is the money or cancellation: "… or I'll cancel", "otherwise I will
  // ask for my money back" (not "Refund me or I'll post a review": there the refund is the request).
  /\b(?:or\s+(?:else\s+)?(?:i|we)(?:['’]ll|\s+will|\s+am\s+going\s+to|['’]m\s+going\s+to)|otherwise)\b(?=[^.!?\n]*\b(?:refund|money\b[^.!?\n]{0,25}?\bback|cancel|charg))/i,
];

/** The condition a money-moving or account-ending request is under, as written, with its sentence; null when every such request is unconditional. */
export function conditionalRequest(text: string): {condition: string; quote: string; habitual: boolean} | null {
  for (const m of text.matchAll(SENTENCE)) {
    const sentence = m[0];
    if (!ACTION_MONEY_WORD.test(sentence) || MONEY_HAPPENED.test(sentence)) continue;
    for (const re of CONDITION_FORMS) {
      const c = re.exec(sentence);
      if (!c) continue;
      const word = c[0].replace(/^[,;:\s]+/, '').replace(/^(?:ORD-\d+|me|us|it|them|order|subscription|account|card)\s+(?=provided)/i, '').trim();
      const condition = /^(?:should|were|had|once)\b/i.test(word) ? word.split(/\s+/)[0] : word;
      return {condition: condition.toLowerCase().replace(/\s+/g, ' '), quote: sentence.trim().replace(/\s+/g, ' '), habitual: re === HABITUAL};
    }
  }
  return null;
}

/** A request the retraction below can take back: money back, a cancellation, a resend, a reset, a replacement. */
const RETRACTABLE_REQUEST = /\b(?:refund\w*|reimburs\w*|money\s+back|charge\s*back|cancel(?!\s+that\b)\w*|unsubscrib\w*|terminat\w*|resend|re-send|redeliver\w*|replace(?:ment)?|reset|unlock)\b/i;
/**
 * Cues that take back an earlier request in the same message: "Actually no, scratch that", "forget
 * it", "never mind, it turned up", "disregard this", "ignore my last message", "cancel that request",
 * "no need any more", "Update: found it", "it's fine now", "I'll keep it".
 */
const RETRACTION_CUES: readonly RegExp[] = [
  /\bscratch\s+that\b/i,
  /\bforget\s+(?:it|that|this|about\s+it|all\s+(?:that|about\s+it)|the\s+refund|my\s+request)\b/i,
  /\bnever\s*mind\b/i,
  /\bdisregard\s+(?:it|this|that|my|the|our|all)\b(?!\s+if\b)/i,
  /\bignore\s+(?:my|the|our)\s+(?:last|previous|earlier|above)\b/i,
  /\bignore\s+(?:it|that|this)\s*(?:[,.!;…\n]|$)/i,
  /\bcancel\s+that(?:\s+request)?\b/i,
  /\bno\s+need(?:\s+(?:any\s*more|now|after\s+all|for\s+(?:a|the|any)\s+(?:refund|replacement|cancellation))|\s*(?:[,.!;…\n]|$))/i,
  /\bupdate\s*:[^\n]*?\b(?:found|turned\s+up|arrived|showed\s+up|fine|sorted|works?|working|no\s+longer\s+need)\b/i,
  /\b(?:it['’]?s|it\s+is|all\s+is|everything['’]?s|everything\s+is)\s+(?:all\s+)?(?:fine|ok|okay|good|sorted)\s+now\b/i,
  /\b(?:i|we)(?:['’]ll|\s+will|['’]d\s+rather|\s+(?:think|guess)\s+(?:i|we)(?:['’]ll|\s+will))\s+(?:just\s+)?keep\s+(?:it|them|the\s+\p{L}+|this|my)\b/iu,
  /\b(?:i|we)\s+(?:have\s+|['’]ve\s+)?decided\s+to\s+keep\b/i,
  // u28t T-A9, T-P2: "ignore this message, it was sent by mistake", "please disregard", "I don't need one", "no action needed".
  /\bignore\s+(?:this|that|my|the)\s+(?:message|e-?mail|mail|request|note|one|ticket)\b/i,
  /\b(?:sent|written|submitted)\s+(?:this\s+)?(?:by\s+(?:mistake|accident)|in\s+error|accidentally)\b/i,
  /\bplease\s+disregard\b/i,
  /\b(?:i|we)\s+(?:do\s+not|don['’]?t|dont)\s+(?:really\s+)?(?:need|want)\s+(?:one|it|that|a\s+refund|the\s+refund|any)\b(?!\s+(?:to|of|for)\b)/i,
  /\bno\s+(?:further\s+)?action\s+(?:is\s+)?(?:needed|required|necessary)\b(?!\s+(?:on|for|about)\b)/i,
  // u28x: taken back as a joke ("just kidding", "lol jk", "Kidding! Love the mug"), found after all, or an edit saying so.
  /(?<!\b(?:not|no|am\s+not|i['’]m\s+not)\s+)\b(?:(?:just|only)\s+)?(?:kidding|joking)\b|\bj\/?k\b/i,
  /\bfound\s+(?:it|them|the\s+missing\s+\p{L}+)\b(?!\s+(?:broken|damaged|cracked|empty|open|torn|missing|faulty|dead))/iu,
  /\bedit\s*:[^\n]*?\b(?:found|turned\s+up|arrived|showed\s+up|fine|sorted|works?|working|disregard|ignore|all\s+along|no\s+longer\s+need)\b/i,
  /\b(?:disregard|please\s+ignore)\s*(?:[,.!…\n]|$)/i,
];
/**
 * u28u TA-2: cues that put an earlier request on hold in the same message: "let me check with her and
 * get back to you", "I will confirm tomorrow whether…", "maybe wait until it arrives", "hold off",
 * "I will let you know", "don't do anything yet".
 */
const HOLD_CUES: readonly RegExp[] = [
  /\b(?:let\s+me|i['’]ll|i\s+will|we['’]ll|we\s+will)\s+(?:\p{L}+\s+){0,6}?get\s+back\s+to\s+you\b/iu,
  /\b(?:i|we)(?:['’]ll|\s+will)\s+(?:let\s+you\s+know|confirm\s+(?:tomorrow|later|soon|next\s+week|whether|if))\b/i,
  /\b(?:maybe|please|just|better)\s+wait\s+(?:until|till|for)\b/i,
  /\bhold\s+off\b|\bput\s+(?:it|this|that|the\s+refund)\s+on\s+hold\b/i,
  /\b(?:do\s+not|don['’]?t|dont)\s+(?:do\s+anything|process\s+(?:it|this|that|the\s+refund)|refund\s+(?:it|me)|go\s+ahead)\s+(?:just\s+)?yet\b/i,
  /\bgive\s+me\s+(?:a|one|two|a\s+few|some)\s+(?:day|days|time|moment)\s+to\s+(?:think|decide|check)\b/i,
];
/** A request only mentioned, not made: "I was going to ask for a refund … but", "my colleague asked me to request a refund … but". */
const REQUEST_NOT_MADE = /\b(?:(?:i|we)\s+(?:was|were|had\s+been)\s+(?:going|about|planning|meaning|thinking\s+about)\s+(?:to\s+)?(?:ask|request|ask\w*\s+for)|(?:\p{L}+\s+)?(?:asked|told|wanted)\s+(?:me|us)\s+to\s+(?:ask|request))\b(?:[^.!?\n]|\.(?=\d))*?\b(?:refund|money\s+back|reimburs|cancel)\w*(?:[^.!?\n]|\.(?=\d))*?\bbut\b/iu;

/** A request the same message takes back after making it, or only mentions without making it; null when there is none. */
export function retractedRequest(body: string): {cue: string; quote: string; hold?: true} | null {
  const notMade = REQUEST_NOT_MADE.exec(body);
  if (notMade) {
    const end = body.slice(notMade.index).search(/[.!?\n](?!\d)/);
    return {cue: 'a request only mentioned, then declined', quote: body.slice(notMade.index, end === -1 ? body.length : notMade.index + end + 1).trim().replace(/\s+/g, ' ')};
  }
  const request = RETRACTABLE_REQUEST.exec(body);
  if (!request) return null;
  const after = request.index + request[0].length;
  let best: {at: number; cue: string; hold?: true} | null = null;
  for (const re of RETRACTION_CUES) {
    const m = re.exec(body.slice(after));
    if (m && (!best || m.index < best.at)) best = {at: m.index, cue: m[0]};
  }
  for (const re of HOLD_CUES) {
    const m = re.exec(body.slice(after));
    if (m && (!best || m.index < best.at)) best = {at: m.index, cue: m[0], hold: true};
  }
  if (!best) return null;
  const at = after + best.at;
  const start = Math.max(0, body.slice(0, at).search(/[^.!?\n]*$/));
  const endRel = body.slice(at).search(/[.!?\n](?!\d)/);
  const quote = body.slice(start, endRel === -1 ? body.length : at + endRel + 1).trim().replace(/\s+/g, ' ');
  return {cue: best.cue.trim().replace(/\s+/g, ' ').toLowerCase(), quote, ...(best.hold ? {hold: true as const} : {})};
}

/** A sentence asking about a possible problem: a question in yes/no, conditional or "what happens" form about something failing or working. */
function asksAboutProblem(sentence: string): boolean {
  if (!/\?\s*$/.test(sentence)) return false;
  if (asksAboutCharge(sentence) || asksAboutMoney(sentence)) return true;
  const yesNo = YES_NO_START.test(sentence) || YES_NO_AFTER_LEAD.test(sentence);
  if (FUTURE_EVENT.test(sentence) && !PRESENT_FAILURE.test(sentence) && (yesNo || CONDITION.test(sentence))) return true;
  const topic = PROBLEM_WORD.test(sentence) || WORKS_WORD.test(sentence) || POSSIBLE_FORM.test(sentence);
  return topic && (YES_NO_START.test(sentence) || CONDITION.test(sentence) || POSSIBLE_FORM.test(sentence));
}

/**
 * The sentences set aside as questions: each question about a possible problem ("question"), each
 * pre-sales aside, and, next to such a question, a sentence that only says the answer matters
 * ("I would like to know before the rollout"); the last two are "aside".
 */
export function hypotheticalSentences(text: string): Array<{span: Span; quote: string; kind: 'question' | 'aside'}> {
  const out: Array<{span: Span; quote: string; kind: 'question' | 'aside'}> = [];
  const sentences = [...text.matchAll(SENTENCE)].map((m) => ({sentence: m[0], at: m.index ?? 0}));
  const item = (sentence: string, at: number, kind: 'question' | 'aside') => ({span: [at, at + sentence.length] as Span, quote: sentence.trim().replace(/\s+/g, ' '), kind});
  for (const {sentence, at} of sentences) {
    if (asksAboutProblem(sentence)) out.push(item(sentence, at, 'question'));
    else if (PRESALES.test(sentence)) out.push(item(sentence, at, 'aside'));
  }
  if (out.some((h) => h.kind === 'question')) {
    for (const {sentence, at} of sentences) {
      if (INFO_ASK.test(sentence) && !/\?\s*$/.test(sentence) && !out.some((h) => h.span[0] === at)) out.push(item(sentence, at, 'aside'));
    }
  }
  return out;
}

export type ResolvedProblem = {category: Category | null; quote: string; arrival?: true};

/** The problems the message says are gone, each with its words as written (for the reason shown). */
export function resolvedProblems(text: string): ResolvedProblem[] {
  // A solved clause naming a technical problem ("the login loop stopped") is a bug said to be gone.
  const technical = new RegExp(String.raw`\b(?:${PROBLEM_NOUN}|${PROBLEM_VERB})`, 'i');
  const out: ResolvedProblem[] = solvedClauses(text).map(({quote}) => ({category: technical.test(quote) ? 'bug' : null, quote}));
  for (const [re, category] of RESOLVED) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const quote = text.slice(at, scopeEnd(text, at + m[0].length)).trim().replace(/\s+/g, ' ');
      out.push(category === 'shipping' ? {category, quote, arrival: true} : {category, quote});
    }
  }
  return out;
}

const resolvedSpans = (text: string): Span[] => [
  ...spansOf(text, CLOSING),
  ...RESOLVED.flatMap(([re]) => [...text.matchAll(re)].map((m) => [m.index ?? 0, scopeEnd(text, (m.index ?? 0) + m[0].length)] as Span)),
  ...solvedClauses(text).map((c) => c.span),
  ...hypotheticalSentences(text).map((c) => c.span),
];

/** Spans of requests a negation cue covers ("I do not want a refund", "please don't cancel"). */
export function negationCueScopes(text: string): Span[] {
  const spans: Span[] = [];
  for (const cue of NEGATION_CUES) {
    for (const m of text.matchAll(cue)) {
      const from = (m.index ?? 0) + m[0].length;
      spans.push([m.index ?? 0, scopeEnd(text, from)]);
    }
  }
  return spans;
}

/** Spans of negated or set-aside requests: their words are left out of the comparison. */
export function negationScopes(text: string): Span[] {
  const hit = scopeCache.get(text);
  if (hit) return [...hit];
  const spans = [...resolvedSpans(text), ...negationCueScopes(text)];
  // classify asks for the same text's scopes many times (weigh, rules, requests, cues); they depend on the text alone.
  if (scopeCache.size >= SCOPE_CACHE_SIZE) scopeCache.clear();
  scopeCache.set(text, spans);
  return [...spans];
}
const SCOPE_CACHE_SIZE = 256;
const scopeCache = new Map<string, readonly Span[]>();

/**
 * Greetings, thanks and closings: polite words say little about what the customer wants, so they
 * count POLITE_WEIGHT instead of 1 (on both sides of the comparison). "Thank you… refund $900" is a
 * refund request, however polite.
 */
const POLITE = /\b(?:thank\s+you(?:\s+(?:so|very)\s+much)?(?:\s+in\s+advance)?(?:\s+for\s+(?:your|the)\s+help)?|thanks(?:\s+(?:a\s+lot|so\s+much|in\s+advance))?|many\s+thanks|thx|hi(?:\s+there)?|hello|hey|dear|good\s+(?:morning|afternoon|evening)|(?:kind|best|warm)\s+regards|best\s+wishes|regards|cheers|sincerely|please|kindly|hope\s+you(?:['’]re|\s+are)\s+(?:well|doing\s+well|ok)|have\s+a\s+(?:nice|good|great)\s+(?:day|week|weekend)|sorry\s+to\s+bother(?:\s+you)?)\b/gi;
export const POLITE_WEIGHT = 0.2;

/** Order ids, invoice ids, e-mail addresses, dates and amounts: extracted as fields, not compared as words. */
const FIELD_PATTERNS = {
  // 40t2: read whole ("INV-2024-0042", "INV-77") and in any case ("ord-48213"); extractFields shows them in upper case.
  orderIds: /\bORD-\d+(?:-\d+)*(?![\w-])/gi,
  invoiceIds: /\bINV-\d+(?:-\d+)*(?![\w-])/gi,
  emails: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g,
  dates: new RegExp(
    String.raw`\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{4})?|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:,\s*\d{4})?)\b`,
    'g',
  ),
  amounts: new RegExp(AMOUNT_SOURCE, 'g'),
} as const;

const spansOf = (text: string, re: RegExp | readonly RegExp[]): Span[] =>
  (Array.isArray(re) ? re : [re]).flatMap((r: RegExp) => [...text.matchAll(r)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as Span));

type Vector = Map<string, number>;

/** A message's words, weighted: negated words and field values dropped, polite words down-weighted. */
export type WeightedText = {
  vector: Vector;
  /** Words left out: negated by the customer, or set aside (a question about a possible problem, a problem said to be solved). */
  negated: string[];
  /** Of those, the words a negation cue covers ("do not want a refund"): only these make a request "negated". */
  negatedByCue: string[];
  polite: string[];
  words: number;
};

/**
 * A thank-you for something past ("Thank you for the quick help last week", "thanks for the chat
 * yesterday"), up to the end of its clause. Next to a request it is a preamble: its words count as
 * polite words, so they never decide the category ("…help last week. Could you change the delivery
 * address?" is not about an account). A message that only thanks keeps its words: thanks are its point.
 */
const THANKS_FOR = /\b(?:thank\s+you|thanks|many\s+thanks)(?:\s+(?:so|very)\s+much|\s+a\s+lot)?\s+for\b/gi;
/** A request somewhere in the message: a question, or a polite or direct ask. */
const ASKS = /\?|\b(?:please|pl[sz]|kindly|could\s+you|can\s+you|would\s+you|will\s+you|(?:i|we)\s+(?:want|need|would\s+like)|(?:i|we)['’]d\s+like)\b/i;

/**
 * A plain thank-you ("Thanks a lot, all sorted!", "Merci beaucoup", "Thank you! Everything arrived and
 * the blender works great."): it thanks (in any of a few common languages), asks nothing (no question,
 * no polite ask, no action verb starting a clause), and names nothing wrong (no contrast, negation or
 * problem word). Such a message is Feedback with no action: thanks for a password reset that worked is
 * not a request for another reset. Returns the thanks phrase found, or null.
 */
const THANKS_ANY =
  /(?<!\p{L})(?:thank\s*(?:you|u)|thanks|thx|ty|many\s+thanks|cheers|much\s+appreciated|(?:i|we)\s+appreciate\s+it|merci|danke|gracias|grazie|obrigad[oa]|dank\s+je|bedankt|tack|takk|dziękuję|dzięki)(?!\p{L})|спасибо|ありがとう|谢谢|謝謝|감사합니다|고맙습니다|شكرا|תודה/iu;
/** Something wrong or still wanted: a contrast, a negation, a problem word. "No worries" / "no problem" are politeness. */
const NOT_ONLY_THANKS =
  /\?|(?<!\p{L})(?:but|however|although|though|unfortunately|still|yet|except|not|never|nothing|cannot|can['’]?t|won['’]?t|isn['’]?t|doesn['’]?t|didn['’]?t|wasn['’]?t|aren['’]?t|haven['’]?t|hasn['’]?t|no(?!\s+(?:worries|problem)\b)|unable|problem|issue|error|bug|broken|crash\w*|fail\w*|wrong|missing|damaged|late|delay\w*|twice|charged|overcharg\w*|locked|stuck|lost|complain\w*|disappoint\w*|terrible|awful|bad|worse|worst|slow|mais|pas|aber|nicht|pero|ma|non)(?!\p{L})|n['’]t(?!\p{L})/iu;
/** An action asked at the start of a clause ("Thanks. Cancel my plan.", subject "Refund"). */
const CLAUSE_VERB =
  /(?:^|[.!;:,\n]\s*)(?:(?:and|also|now|then)\s+)?(?:cancel|refund|send|resend|change|update|reset|delete|close|remove|stop|check|fix|tell|call|contact|help|ship|return|upgrade|downgrade|switch|add|move|unlock|reissue|correct)(?!\p{L})/iu;
const MAX_THANKS_WORDS = 40;

/** Words that only strengthen a thank-you, in the languages of THANKS_ANY. */
const THANKS_EXTRA = /(?<!\p{L})(?:a|lot|so|very|much|again|beaucoup|bien|mille|schön|sehr|vielmals|muchas|muchísimas|tante|muito|wel|så|mycket|bardzo)(?!\p{L})/giu;
/** English words a thank-you often adds ("all fixed now", "everything arrived"), besides the common words of ENGLISH. */
const CONTENT_WORDS = new Set(
  'all everything sorted fixed solved resolved good great perfect perfectly works worked working arrived received came now again today awesome excellent wonderful brilliant amazing lovely helpful appreciated happy love nice fine done'.split(' '),
);
/** "I have a question", "I wonder…": something is still asked. */
const STILL_ASKS = /(?<!\p{L})(?:question|wonder(?:ing|ed)?|ask(?:ing|ed)?|help\s+me|let\s+me\s+know|any\s+(?:news|update))(?!\p{L})/iu;

/**
 * `body` is the message body, `whole` the subject and body: the thanks must be in the body (a subject
 * "Thanks" over an empty body says nothing), the body must ask for no action (a subject such as
 * "Refund arrived" is a title), and the whole message must ask nothing and name nothing wrong. Words besides the thanks must be English (the only language the checks read), so "Vorrei
 * annullare il mio abbonamento, grazie mille" is not taken for a thank-you.
 */
export function thankYouOnly(body: string, whole: string = body): string | null {
  const thanks = THANKS_ANY.exec(body);
  if (!thanks) return null;
  if ((whole.match(/\p{L}+/gu) ?? []).length > MAX_THANKS_WORDS) return null;
  if (ASKS.test(whole) || STILL_ASKS.test(whole) || NOT_ONLY_THANKS.test(whole) || CLAUSE_VERB.test(body) || requestedActions(body).length) return null;
  const rest = (whole.replace(new RegExp(THANKS_ANY.source, 'giu'), ' ').replace(THANKS_EXTRA, ' ').toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []);
  if (rest.length && (languageProblem(whole) || !rest.some((w) => ENGLISH.has(w.replace('’', "'")) || CONTENT_WORDS.has(w)))) return null;
  return thanks[0];
}

function preambleSpans(text: string, requestText: string): Span[] {
  if (!ASKS.test(requestText.replace(THANKS_FOR, ' '))) return [];
  return [...text.matchAll(THANKS_FOR)].map((m) => [m.index ?? 0, scopeEnd(text, (m.index ?? 0) + m[0].length)] as Span);
}

/**
 * Words of the subject (text before `subjectEnd`) that the body negates or sets aside: subject
 * "Tracking", body "I am not asking about tracking". The subject names what the body is about, so a
 * request the body takes back is taken back in the subject too, and its words and rule phrases do not
 * count there either.
 */
export function subjectEchoes(text: string, subjectEnd: number, spans: readonly Span[] = negationScopes(text)): Span[] {
  if (subjectEnd <= 0) return [];
  const all = [...tokens(text, PASSAGE_WORDS)];
  const taken = new Set(all.filter((t) => t.start >= subjectEnd && inSpans(t.start, spans)).map((t) => t.term));
  return all.filter((t) => t.start < subjectEnd && taken.has(t.term)).map((t) => [t.start, t.end] as Span);
}

export type WeighOptions = {
  /** The message the text belongs to: a clause is weighed with its message, so a thank-you clause is a preamble when the request is in another clause. */
  whole?: string;
  /** Where the subject ends in `text` (a message weighed as "subject\nbody"); 0 when there is no subject. */
  subjectEnd?: number;
};

/** Weighs a text's words (see WeightedText). */
export function weigh(text: string, {whole = text, subjectEnd = 0}: WeighOptions = {}): WeightedText {
  const negationSpans = [...negationScopes(text), ...subjectEchoes(text, subjectEnd)];
  const politeSpans = [...spansOf(text, POLITE), ...preambleSpans(text, whole)];
  const fieldSpans = spansOf(text, Object.values(FIELD_PATTERNS));
  const vector: Vector = new Map();
  const negated = new Set<string>();
  const negatedByCue = new Set<string>();
  // Only words a negation cue covers count as negated, in the subject too: subject "Update?" over the
  // question "Does the update delete my maps?" echoes a word set aside as a question, which is no negation.
  const cues = negationCueScopes(text);
  const cueSpans = [...cues, ...subjectEchoes(text, subjectEnd, cues)];
  const polite = new Set<string>();
  let words = 0;
  for (const token of tokens(text, PASSAGE_WORDS)) {
    if (inSpans(token.start, fieldSpans) || /^\d+$/.test(token.term)) continue;
    words++;
    if (inSpans(token.start, negationSpans)) {
      negated.add(text.slice(token.start, token.end).toLowerCase());
      if (inSpans(token.start, cueSpans)) negatedByCue.add(text.slice(token.start, token.end).toLowerCase());
      continue;
    }
    const isPolite = inSpans(token.start, politeSpans);
    if (isPolite) polite.add(text.slice(token.start, token.end).toLowerCase());
    vector.set(token.term, (vector.get(token.term) ?? 0) + (isPolite ? POLITE_WEIGHT : 1));
  }
  return {vector, negated: [...negated], negatedByCue: [...negatedByCue], polite: [...polite], words};
}

export function vectorOf(text: string): Vector {
  return weigh(text).vector;
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, x] of a) {
    na += x * x;
    const y = b.get(t);
    if (y) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Scripts the labelled examples are written in: only Latin. Others are named for the reader. */
const SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Chinese or Japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Korean', /\p{Script=Hangul}/u],
  ['Thai', /\p{Script=Thai}/u],
];

/** Common English function words: a Latin-script message with almost none of them is likely another language. */
const ENGLISH = new Set(
  'a an the i my me we our us you your it is are was were be been am to for of and or in on at with from by this that these not no do did does have has had can could will would please can\'t don\'t i\'m it\'s what where when why how which who but so if as there here any some'.split(' '),
);

/**
 * Names the language problem when the message is not in English, the only language of the examples:
 * mostly letters of another script, or (five words or more) Latin words with almost no English
 * function words, unless most of its words are within one or two typing slips of an English word and
 * it has no accented letters (hurried English: see nearEnglish). Measured against tinyld and franc-min
 * on the test messages (see the README): on short support messages both libraries called English text
 * German or Polish, this check did not; neither reads misspelt English. The edit distance is the
 * site's own (src/retrieval/editDistance.ts, shared with the search and Zoho Copilot: Damerau
 * transpositions, stops early past the limit); this demo's copy of it was measured against
 * damerau-levenshtein 1.0.8 from npm on this vocabulary (170 words, 458 misspelt or foreign query
 * words, session 38), both gave the same answer for every word, this one in 95–103 ms a sweep against
 * 134–150 ms (the package has no early stop at the limit) and in 508 bytes minified (301 gzip)
 * against 1,223 (701), so it stays.
 */
export function languageProblem(text: string): string | null {
  const letters = [...text.matchAll(/\p{L}/gu)].map((m) => m[0]);
  if (letters.length === 0) return null;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) {
    const counts = SCRIPTS.map(([name, re]) => [name, letters.filter((c) => re.test(c)).length] as const).sort((a, b) => b[1] - a[1]);
    const script = counts[0][1] > 0 ? counts[0][0] : 'a non-Latin';
    return `the message is written in ${script} script; the examples cover English only`;
  }
  const words = (text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []).filter((w) => /\p{Script=Latin}/u.test(w));
  if (words.length < 5) return null;
  const english = words.filter((w) => ENGLISH.has(w.replace('’', "'"))).length;
  if (english / words.length >= 0.1) return null;
  // Few function words: hurried English drops them and misspells the rest ("cnat log into acount,
  // pasword resett link nevr arived"). Such words are one or two typing slips from an English word,
  // and the text has no accented letters; another Latin-script language has neither.
  const near = words.filter((w) => nearEnglish(w.replace(/['’]/g, ''))).length;
  const accented = letters.filter((c) => /\p{Script=Latin}/u.test(c) && !/[a-z]/i.test(c)).length;
  return near / words.length >= NEAR_ENGLISH_SHARE && accented / latin < 0.02 ? null : 'the message does not look like English, the only language of the examples';
}

/** Share of words near an English word above which a text without function words is still taken for English. */
const NEAR_ENGLISH_SHARE = 0.4;
/**
 * Words of support messages, for the typo check (nearEnglish) only: a misspelt word is recognised by
 * its distance to one of these, to ENGLISH or to CONTENT_WORDS.
 */
const SUPPORT_VOCABULARY = new Set(
  `account access password reset login log sign order parcel package delivery delivered tracking track refund money back invoice charged charge payment paid
  subscription subscribe cancel cancelled membership plan app crash crashes crashing error email mail never arrived arrive came come since still help update
  updated phone card link code week month broken working work works want need would like time every open settings screen cannot receive received send
  sent address wrong item price bill billing twice double upload download export sync login page website button load loading freeze frozen problem issue
  thanks thank please anymore again yesterday today tomorrow monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);

/** A word that is English or one slip (two for words of seven letters or more) from an English word; words under four letters must match exactly. */
function nearEnglish(word: string): boolean {
  if (ENGLISH.has(word) || CONTENT_WORDS.has(word) || SUPPORT_VOCABULARY.has(word)) return true;
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return false;
  const limit = word.length >= 7 ? 2 : 1;
  for (const vocabulary of [SUPPORT_VOCABULARY, CONTENT_WORDS, ENGLISH]) for (const v of vocabulary) if (v.length >= 3 && editDistance(word, v, limit) <= limit) return true;
  return false;
}

/**
 * The key words of the requests the demo acts on, for reading typing slips ("plz refnud", "cancle my
 * subscrption", "chargd twice"): all are words of SUPPORT_VOCABULARY. Only these are read, so a slip
 * elsewhere changes nothing.
 */
const KEY_REQUEST_WORDS = ['refund', 'cancel', 'cancelled', 'subscription', 'membership', 'charged', 'twice', 'password', 'invoice', 'account', 'delivery', 'parcel', 'package', 'tracking'].filter((w) => SUPPORT_VOCABULARY.has(w));
/** Real words one slip from a key word ("change" ~ "charge", "charger" ~ "charged", "canceled" ~ "cancelled"): never read as the key word. */
const REAL_NEIGHBOURS = new Set(
  'change changed changes charge charges charger chargers canceled canceling cancels cancer refunds refunded refunding parcels packages packaged passwords accounts accounted invoices invoiced deliver delivered deliveries twine tracker trackers tracked'.split(' '),
);

export type TypoReading = {written: string; read: string};

/** "refunds", "cancels", "charged" of "charge": an ending, not a slip ("chargedd" is a slip). */
const inflection = (word: string, key: string) => word.startsWith(key) && (/^(?:s|es|ed|ing|ly)$/.test(word.slice(key.length)) || (word.slice(key.length) === 'd' && key.endsWith('e')));

/**
 * Reads typing slips of the key request words: a word of four letters or more that is no known word
 * (ENGLISH, CONTENT_WORDS, SUPPORT_VOCABULARY, the examples' words, REAL_NEIGHBOURS) and is one edit
 * (the site's edit distance, src/retrieval/editDistance.ts: a letter added, dropped, changed or two
 * swapped) from exactly one key word is read as that word. Ids, addresses and text that is not
 * English are left alone. Returns the message as read and the readings; a message read this way is
 * classified as read and always goes to a person, whose reason names each reading (see route).
 */
export function readTypos(message: Message, examples: readonly LabelledExample[] = []): {message: Message; typos: TypoReading[]} {
  const none = {message, typos: []};
  if (languageProblem(`${message.subject}\n${message.body}`)) return none;
  const known = new Set([...ENGLISH, ...CONTENT_WORDS, ...SUPPORT_VOCABULARY, ...REAL_NEIGHBOURS, ...examples.flatMap((e) => e.text.toLowerCase().match(/\p{L}+/gu) ?? [])]);
  const typos: TypoReading[] = [];
  const read = (text: string) =>
    text.replace(/(?<![\p{L}\p{N}@._/-])\p{L}{4,}(?![\p{L}\p{N}@_/-]|\.\p{L})/gu, (written) => {
      const word = written.toLowerCase();
      if (known.has(word) || !/^[a-z]+$/.test(word)) return written;
      const near = KEY_REQUEST_WORDS.filter((k) => k.length >= 5 && !inflection(word, k) && editDistance(word, k, 1) <= 1);
      if (near.length !== 1) return written;
      const [key] = near;
      if (!typos.some((t) => t.written === word)) typos.push({written: word, read: key});
      return written[0] === written[0].toUpperCase() ? key[0].toUpperCase() + key.slice(1) : key;
    });
  const subject = read(message.subject);
  const body = read(message.body);
  return typos.length ? {message: {...message, subject, body}, typos} : none;
}

export type CategoryScore = {
  category: Category;
  similarity: number;
  ruleBoost: number;
  score: number;
  nearest: string;
  /** The message's words (stems) found in this category's examples. */
  evidence: string[];
  /** Of those, the ones no other category's examples use. */
  keyWords: string[];
};

export type RuleHit = {line: number; phrase: string; category: Category};

export type Classification = {
  /** The category chosen, or "unsure" when the evidence is too thin to name one. */
  category: Verdict;
  /** The best-scoring category, even when it was not chosen (shown as "closest"). */
  closest: Category;
  confidence: number;
  scores: CategoryScore[];
  rulesMatched: RuleHit[];
  /** Rule phrases that appear only inside a negated request ("I do not want a refund"). */
  rulesNegated: RuleHit[];
  /** Words left out because the customer negated or set aside that request. */
  negated: string[];
  /** Greeting, thanks and closing words, counted at POLITE_WEIGHT. */
  polite: string[];
  /** Other requests the message makes, each with its own evidence. */
  secondary: Category[];
  /** Why the classifier is not sure (empty when it is). */
  unsure: string[];
  /** The language note, when the message is not in the examples' language. */
  language: string | null;
  /**
   * The chosen category's matching words found in the body itself (not negated there); empty when
   * only the subject or a rule names the category. Fewer than MIN_EVIDENCE_WORDS lower the confidence.
   */
  bodyEvidence: string[];
  /** The thanks phrase when the message only says thank you (Feedback for certain, no action); null otherwise. */
  thanks: string | null;
  /** Typing slips of key request words read before classifying ("refnud" as "refund"); the message was classified as read. */
  typos: TypoReading[];
  /** A present failure the body reports next to praise ("Great app! But it keeps logging me out"), which made it a bug report; null otherwise. */
  failure: string | null;
  /** A subject naming a problem ("Crash") over a body of thanks or praise that reports none: the body decided (Feedback), and a person checks; null otherwise. */
  subjectConflict: string | null;
};

/**
 * Minimum evidence for naming a category, calibrated on held-out messages
 * (tests/unit/demos/fixtures/task-automation-calibration.ts; none is a sample or a tested message):
 * a best example similarity of at least MIN_SIMILARITY, or a reader's rule that agrees, and at least
 * MIN_EVIDENCE_WORDS matching words, or one word that only this category's examples use. Of the
 * settings tried (similarity 0.10 to 0.25, one or two words, with and without rules), this one named
 * the fewest wrong categories (2 of 33) for 5 "Not sure" answers on messages that had a category.
 */
export const MIN_SIMILARITY = 0.25;
export const MIN_EVIDENCE_WORDS = 2;

/** Enough evidence to name the category (see MIN_SIMILARITY). */
export function hasEvidence(s: CategoryScore): boolean {
  return s.similarity > 0 && (s.similarity >= MIN_SIMILARITY || s.ruleBoost > 0) && (s.evidence.length >= MIN_EVIDENCE_WORDS || s.keyWords.length >= 1);
}

/** Strong enough to count as a second request: two matching words or a rule, besides the minimum evidence. */
const isSecondRequest = (s: CategoryScore) => hasEvidence(s) && (s.evidence.length >= 2 || s.ruleBoost > 0);

type ExampleIndex = {vectors: Array<{category: Category; text: string; vector: Vector}>; owners: Map<string, Set<Category>>};
const indexCache = new WeakMap<readonly LabelledExample[], ExampleIndex>();

function indexExamples(examples: readonly LabelledExample[]): ExampleIndex {
  const hit = indexCache.get(examples);
  if (hit) return hit;
  const vectors = examples.map((ex) => ({category: ex.category, text: ex.text, vector: vectorOf(ex.text)}));
  const owners = new Map<string, Set<Category>>();
  for (const ex of vectors) {
    for (const [t, w] of ex.vector) if (w >= 1) (owners.get(t) ?? owners.set(t, new Set()).get(t)!).add(ex.category);
  }
  const index = {vectors, owners};
  indexCache.set(examples, index);
  return index;
}

/** Rule phrases match at the start of a word ("vat" finds "VAT number", not "private"). */
function phraseAt(lower: string, phrase: string): number[] {
  const at: number[] = [];
  let i = lower.indexOf(phrase);
  while (i !== -1) {
    if (i === 0 || !/[\p{L}\p{N}]/u.test(lower[i - 1])) at.push(i);
    i = lower.indexOf(phrase, i + 1);
  }
  return at;
}

/**
 * Scores every category. The similarity is the best over the whole text and each of its clauses, so
 * a request in one sentence of a long message is not diluted by the rest; the evidence words are
 * counted over the whole text.
 */
function scoreAll(weighted: WeightedText, parts: readonly Vector[], index: ExampleIndex, hits: readonly RuleHit[]): CategoryScore[] {
  const {vector} = weighted;
  return CATEGORIES.map((category) => {
    let similarity = 0;
    let nearest = '';
    const evidence = new Set<string>();
    for (const ex of index.vectors) {
      if (ex.category !== category) continue;
      for (const part of [vector, ...parts]) {
        const s = cosine(part, ex.vector);
        if (s > similarity) {
          similarity = s;
          nearest = ex.text;
        }
      }
      for (const [t, w] of vector) if (w >= 1 && (ex.vector.get(t) ?? 0) >= 1) evidence.add(t);
    }
    const keyWords = [...evidence].filter((t) => index.owners.get(t)?.size === 1);
    const ruleBoost = hits.filter((r) => r.category === category).length * RULE_BOOST;
    return {category, similarity: round(similarity), ruleBoost: round(ruleBoost), score: round(Math.min(1, similarity + ruleBoost)), nearest, evidence: [...evidence], keyWords};
  }).sort((a, b) => b.score - a.score || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
}

/**
 * The rules not applied, split by why (u28o T-5): a rule whose phrase a negation cue covers ("I do not
 * want a refund") is negated; one whose phrase is only in a set-aside stretch (a condition, a question
 * about a possible problem, a solved problem, the subject's echo) is set aside, never called negated.
 */
export function rulesNotApplied(message: Message, hits: readonly RuleHit[]): {negated: RuleHit[]; setAside: RuleHit[]} {
  const text = `${message.subject}\n${message.body}`;
  const lower = text.toLowerCase();
  const cues = negationCueScopes(text);
  const negated = hits.filter((h) => phraseAt(lower, h.phrase).some((i) => inSpans(i, cues)));
  return {negated, setAside: hits.filter((h) => !negated.includes(h))};
}

function ruleHits(text: string, rules: readonly Rule[], alsoNegated: readonly Span[] = []): {matched: RuleHit[]; negated: RuleHit[]} {
  const lower = text.toLowerCase();
  const negation = [...negationScopes(text), ...alsoNegated];
  const matched: RuleHit[] = [];
  const negated: RuleHit[] = [];
  for (const rule of rules) {
    let live: RuleHit | null = null;
    let dead: RuleHit | null = null;
    for (const phrase of rule.phrases) {
      const at = phraseAt(lower, phrase);
      if (at.some((i) => !inSpans(i, negation))) {
        live = {line: rule.line, phrase, category: rule.category};
        break;
      }
      if (at.length && !dead) dead = {line: rule.line, phrase, category: rule.category};
    }
    if (live) matched.push(live);
    else if (dead) negated.push(dead);
  }
  return {matched, negated};
}

/**
 * Action verbs a customer asks for, with the category each request belongs to. A verb counts only
 * in the form and place of a request: at the start of a clause ("Cancel my order"), or after "please",
 * "and", "then", "can/could/would you", "I want/need/would like to" ("…and refund me"). Past tenses
 * ("I cancelled", "I returned") and nouns ("a refund", "the cancellation") describe, they do not ask.
 */
const ACTION_VERBS: ReadonlyArray<[RegExp, Category]> = [
  [/cancel|unsubscribe|terminate|close|delete/, 'cancellation'],
  [/refund|reimburse|return/, 'refund'],
  // "Replace" and "exchange" are not here: a replacement is not one of the demo's categories (see uncoveredRequest).
  [/resend|re-send|redeliver|re-deliver|ship|track|trace/, 'shipping'],
  [/reset|unlock|recover|restore/, 'account'],
  [/reissue|re-issue|reverse|credit|invoice/, 'billing'],
  [/fix|repair/, 'bug'],
];
const REQUEST_VERB =
  /(?:^|[.!?;:,\n]\s*|\b(?:please|kindly|pls|and|then|also|can\s+you|could\s+you|would\s+you|will\s+you|(?:i|we)\s+(?:want|need|would\s+like|['’]d\s+like)\s+(?:you\s+)?to|(?:i|we)['’]d\s+like\s+(?:you\s+)?to)\s+)(?:(?:please|also|just|kindly)\s+)?([a-z-]+)\b/gi;

const WISH_VERB = /\b(?:i|we)\s+(?:want|need|would\s+like|['’]d\s+like)\s+(?:you\s+)?to\s+(?:(?:please|also|just|kindly)\s+)?([a-z-]+)\b/gi;

/** The categories of the actions the message asks for (requests inside a negation are left out). */
export function requestedActions(text: string): Category[] {
  const negated = negationScopes(text);
  const found = new Set<Category>();
  // "I want to cancel…" at the start of a clause: REQUEST_VERB takes "I" as the clause's first word, so the
  // wish form is read on its own too (u28t).
  for (const m of [...text.matchAll(REQUEST_VERB), ...text.matchAll(WISH_VERB)]) {
    const verb = m[1].toLowerCase();
    const at = (m.index ?? 0) + m[0].length - m[1].length;
    if (inSpans(at, negated)) continue;
    const hit = ACTION_VERBS.find(([re]) => new RegExp(`^(?:${re.source})$`).test(verb));
    if (hit) found.add(hit[1]);
  }
  return [...found];
}

/**
 * Requests none of the demo's categories covers: a replacement or an exchange. Refund means money
 * back and Shipping means where an order is, so "I want a replacement shipped" fits neither; naming
 * either would start the wrong action. Only the request form counts ("I want / please send a
 * replacement", "replace it", "exchange the shoes"); "my replacement has not arrived" asks where a
 * parcel is, and a negated request ("I do not want a replacement") asks for nothing.
 */
const UNCOVERED_REQUEST: ReadonlyArray<[RegExp, string]> = [
  // 46t (u30g F13): "Thanks for the replacement" thanks for one already given; it asks for none.
  [/\b(?:want|need|would\s+like|['’]d\s+like|prefer|rather\s+have|send|ship|get|give|request(?:ing)?|ask(?:ing)?\s+for|(?<!\b(?:thanks?|thank\s+you|thx|ty|grateful|appreciated?|happy|pleased|delighted)(?:\s+(?:so|very)\s+much|\s+a\s+lot|\s+again)?\s+)for|(?:is|be)\s+there)\s+(?:me\s+|us\s+)?(?:a|an|the)?\s*(?:new\s+)?(?:replacement|exchange)\b/gi, 'a replacement or an exchange'],
  [/\b(?:replace|exchange|swap)\s+(?:it|them|this|that|these|those|the|my|our)\b/gi, 'a replacement or an exchange'],
  [/\b(?:send|ship)\s+(?:me\s+|us\s+)?(?:a\s+)?new\s+one\b/gi, 'a replacement or an exchange'],
  // A wrong item sent back for the right one: "just send the right one", "ship me the correct size".
  [/(?<!\b(?:did|have|has|you|they|we|i)\s+)\b(?:send|ship|give)\s+(?:me\s+|us\s+)?(?:the\s+)?(?:right|correct|proper|ordered)\s+(?:one|ones|item|items|size|colou?r|model|product|version)\b/gi, 'a replacement or an exchange'],
  // Another size or colour sent instead: "just send the jacket in size M instead", "send grey ones instead".
  [/(?<!\b(?:did|have|has|you|they|we|i)\s+)\b(?:send|ship|give)\s+(?:me\s+|us\s+)?(?!(?:\S+\s+){0,3}?(?:invoice|receipt|link|code|e-?mail|password|copy)\b)(?:\S+\s+){0,4}?(?:in\s+(?:size|colou?r|another|a\s+different)\b|(?:\S+\s+)?instead\b)/gi, 'a replacement or an exchange'],
  [/\b(?:want|need|like|prefer|get|have)\s+(?:a\s+)?new\s+one\b/gi, 'a replacement or an exchange'],
  // u28t T-P4: an upgrade, a downgrade or a switch of plan ends nothing, so it is no cancellation.
  [/\b(?:upgrad\w*|downgrad\w*|switch(?:ing)?|chang(?:e|ing)|mov(?:e|ing))\s+(?:(?:my|our|the|this)\s+)?(?:plan|subscription|tier|membership|package)\b(?!\s+(?:was|is|has|had)\b)|\b(?:upgrad\w*|downgrad\w*|switch(?:ing)?|mov(?:e|ing))\s+(?:(?:my|our|the|this)\s+)?(?:\S+\s+){0,2}?from\s+(?:\S+\s+){1,3}?to\s+\S+/gi, 'a plan change (an upgrade, a downgrade or a switch of plan)'],
];

/**
 * Changes to a delivery: a hold, a later date, a new address, a redirect. Shipping's action is a
 * tracking reply ("where is my order"), which would answer none of them, so they are "Not sure" with
 * that reason and a person makes the change. Only the request form counts: "hold ORD-…", "please
 * delay the delivery", "do not send it until the 14th", "change the delivery address", "send it to
 * 18 Mill Lane"; "my parcel was delayed" and "it is on hold" report a problem, which Shipping covers.
 */
const DELIVERY_CHANGE: readonly RegExp[] = [
  /\b(?:hold|delay|postpone|reschedule|redirect|re-?route|divert|pause)\s+(?:(?:the|my|our|this|that)\s+)?(?:it\b|them\b|order|delivery|deliveries|shipping|shipment|dispatch|parcel|package|ORD-\d)/gi,
  /\b(?:do\s+not|don['’]?t|dont|not|never)\s+(?:send|ship|deliver|dispatch|post)\b[^.!?\n]{0,60}?\b(?:until|till|before|yet|for\s+now|while)\b/gi,
  /\b(?:change|update|correct|fix|amend|edit)\s+(?:the\s+|my\s+|our\s+)?(?:delivery|shipping|postal)\s+address\b/gi,
  /\b(?:send|ship|deliver|redirect|forward)\s+(?:it|them|ORD-\d+|(?:order\s+)?ORD-\d+|(?:the|my|our)\s+(?:order|parcel|package|delivery|shipment))\s+to\s+(?!me\b|us\b)/gi,
  // s42 T-4: "send the recovery link to my new address …" sends a sign-in link or code, no parcel.
  /\b(?:deliver|send|ship)\b(?:(?!\b(?:link|code|password|reset|e-?mails?|token|invoices?|receipts?|confirmation)\b)[^.!?\n]){0,30}\bto\s+(?:my|our)\s+new\s+address\b/gi,
];

/** The delivery change the message asks for, quoted; null when it asks for none. */
export function deliveryChange(text: string): string | null {
  for (const re of DELIVERY_CHANGE) {
    const m = re.exec(text);
    re.lastIndex = 0;
    if (m) return m[0].trim();
  }
  return null;
}

/**
 * A general question about the shop's rules, about no order of the customer's: "Do you ship to
 * Canada?", "How many days do I have to return an item?", "Is VAT included in the prices?", "What is
 * your warranty policy?". A reply quoting the policy (or a person) answers it; an action on an order
 * (a refund, a tracking reply) would not. A question naming an order, an invoice or "my parcel" is
 * about that order and is not a policy question.
 */
const POLICY_QUESTION: readonly RegExp[] = [
  /(?:^|[.!?\n]\s*)(?:do|does|will|can|would)\s+you\s+(?:(?:also|usually|ever|still)\s+)?(?:refund|ship|deliver|accept|offer|charge|send|support|sell|take|allow|give|cover|exchange|price\s+match)\b[^.!?\n]*\?/gi,
  /\bhow\s+(?:many\s+days|long|much\s+time)\s+(?:do|does|will|would)\s+(?:i|we|you|one|it|delivery|shipping|a\s+refund|returns?)\b[^.!?\n]*\?/gi,
  /\b(?:is|are)\s+(?:the\s+)?(?:vat|tax|taxes|shipping|delivery|postage|returns?)\s+(?:included|free|charged)\b[^.!?\n]*\?/gi,
  /\bwhat\s+(?:is|are)\s+(?:your|the)\s+(?:\w+\s+){0,2}(?:policy|policies|terms|conditions)\b/gi,
];
const NAMES_AN_ORDER = /\b(?:ORD|INV)-\d|\b(?:my|our)\s+(?:order|parcel|package|delivery|shipment|account|invoice|card|subscription|plan|membership|refund|purchase)/i;

/** The policy question the message asks, quoted; null when it asks none or names an order. */
export function policyQuestion(text: string): string | null {
  if (NAMES_AN_ORDER.test(text)) return null;
  for (const re of POLICY_QUESTION) {
    const m = re.exec(text);
    re.lastIndex = 0;
    if (m) return m[0].replace(/^[.!?\n\s]+/, '').trim();
  }
  return null;
}

export function uncoveredRequest(text: string): string | null {
  const negated = negationScopes(text);
  for (const [re, what] of UNCOVERED_REQUEST) {
    for (const m of text.matchAll(re)) if (!inSpans(m.index ?? 0, negated) && !inSpans((m.index ?? 0) + m[0].length - 1, negated)) return what;
  }
  return null;
}

/**
 * Questions whose form names the category when the words alone cannot: "when will … arrive / be
 * delivered / ship", "where is my order / parcel", "has it been sent", "it would be lovely if…". Used
 * to choose between categories that share the same evidence, and as one unit of the body's own
 * evidence for the confidence (see classify).
 */
const QUESTION_CUES: ReadonlyArray<[RegExp, Category]> = [
  [/\b(?:when|where|how\s+long)\b[^.?!\n]{0,50}?\b(?:arriv\w*|deliver\w*|ship(?:ped|ping)?|dispatch\w*|sent|posted|get\s+(?:here|to\s+me))\b/i, 'shipping'],
  [/\bwhere\s+(?:is|are)\s+(?:my|our|the)\s+(?:order|package|parcel|delivery|shipment|items?)\b/i, 'shipping'],
  [/\bwhere(?:['’]s|\s+is)\s+(?:(?:my|our|the)\s+)?(?:order\s+)?ORD-\d+/i, 'shipping'],
  // The same question inside a sentence: "tell me where my package is".
  [/\b(?:tell|let)\s+(?:me|us)\s+(?:know\s+)?where\s+(?:my|our|the)\s+(?:order|package|parcel|delivery|shipment|items?)\b/i, 'shipping'],
  [/\b(?:has|have|was|were)\s+(?:it|they|my\s+\w+|the\s+\w+|ORD-\d+)\s+(?:been\s+)?(?:shipped|sent|dispatched|delivered|posted)\b/i, 'shipping'],
  // 46t (u30g F9): an order said not to have come: "I haven't received ORD-5003 yet".
  [/\b(?:(?:have|has|had|did)(?:\s+not|n['’]?t)|never)\s+(?:yet\s+)?(?:received|receive|got(?:ten)?|get)\s+(?:(?:my|our|the)\s+(?:order\s+|parcel\s+|package\s+)?)?ORD-\d+/i, 'shipping'],
  [/\b(?:when|where)\b[^.?!\n]{0,50}?\b(?:refund|money\s+back)\b/i, 'refund'],
  // 47t (u30z F6): the page's own example of a delivery problem, "Tracking has said in transit for 6 days", asks for a trace.
  [/\btracking\b[^.?!\n]{0,40}?\b(?:(?:in\s+transit|out\s+for\s+delivery|label\s+created|pending)\b[^.?!\n]{0,20}?\bfor\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(?:days?|weeks?)|(?:has\s+not|hasn['’]?t|not)\s+(?:been\s+)?(?:updated|moved|changed)|(?:is|has\s+been)\s+stuck)\b/i, 'shipping'],
  // A suggestion: "it would be lovely if the app had…".
  [/\b(?:it\s+would\s+be\s+(?:lovely|nice|great|good|helpful|cool|useful)\s+if|(?:i|we)\s+suggest|a\s+suggestion|feature\s+request)\b/i, 'feedback'],
];

export function questionCues(text: string): Category[] {
  return [...new Set(questionCueWords(text).map(([, category]) => category))];
}

/** The question cues as written, each with its category ("Where is ORD-5010" is shipping). */
function questionCueWords(text: string): Array<[string, Category]> {
  const negated = negationScopes(text);
  const found: Array<[string, Category]> = [];
  for (const [re, category] of QUESTION_CUES) {
    const m = re.exec(text);
    if (m && !inSpans(m.index ?? 0, negated)) found.push([m[0].replace(/\s+/g, ' '), category]);
  }
  return found;
}

/**
 * Requests a message can negate, by category, in any form (verb or noun): "do NOT cancel my
 * subscription", "I do not want a refund", "please don't delete my account". A category whose request
 * the customer negated is never proposed as the action (see classify), whatever the other words say:
 * approving "Cancel at the end of the billing period" for "please do not cancel" would do what the
 * customer asked not to be done.
 */
const NEGATABLE_REQUESTS: ReadonlyArray<[RegExp, Category]> = [
  [/\b(?:cancel\w*|unsubscrib\w*|terminat\w*|delet\w*|close\s+(?:my|our|the)\s+(?:account|subscription|plan))/gi, 'cancellation'],
  [/\b(?:refund\w*|reimburs\w*|money\s+back|charge\s*back)/gi, 'refund'],
  [/\b(?:resend|re-send|redeliver\w*|re-deliver\w*)\b/gi, 'shipping'],
  [/\b(?:reset\w*|unlock\w*)\b/gi, 'account'],
  [/\b(?:reissue|re-issue|revers(?:e|al))\b/gi, 'billing'],
];

export type NegatedRequest = {category: Category; quote: string};

/**
 * The requests the message negates, each with the negated words as written (for the reason shown).
 * Only a negation counts: a negation cue or a problem said not to happen (RESOLVED). A request inside a
 * question about a possible problem or a solved clause is set aside, not negated.
 */
export function negatedRequests(text: string): NegatedRequest[] {
  const spans = [...RESOLVED.flatMap(([re]) => [...text.matchAll(re)].map((m) => [m.index ?? 0, scopeEnd(text, (m.index ?? 0) + m[0].length)] as Span)), ...negationCueScopes(text)];
  const out: NegatedRequest[] = [];
  for (const [re, category] of NEGATABLE_REQUESTS) {
    if (out.some((n) => n.category === category)) continue;
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const span = spans.find(([a, b]) => at >= a && at < b);
      if (!span) continue;
      out.push({category, quote: text.slice(span[0], span[1]).trim().replace(/\s+/g, ' ')});
      break;
    }
  }
  return out;
}

/** A question or an ask ("please", "could you", "I want") outside the negated stretches of the text. */
function asksOutsideNegation(text: string, subjectEnd: number): boolean {
  const spans = [...negationScopes(text), ...subjectEchoes(text, subjectEnd)];
  let rest = '';
  for (let i = 0; i < text.length; i++) rest += inSpans(i, spans) ? ' ' : text[i];
  // A question mark left alone ("Update?" whose word the body sets aside) asks nothing more.
  rest = rest.replace(/(^|[.!?\n])([^\p{L}\p{N}.!?\n]*)\?/gu, '$1$2 ');
  return ASKS.test(rest) || requestedActions(rest).length > 0 || questionCues(rest).length > 0;
}

/** A body with no text of its own, or one that only points at the subject: "See subject.", "As in the subject line", "(see title)". */
const POINTS_TO_SUBJECT = /^[\s\p{P}]*(?:(?:please\s+)?(?:see|read|check)\s+(?:the\s+)?(?:subject|title)(?:\s+line)?(?:\s+above)?|(?:as|details)\s+(?:in|per)\s+(?:the\s+)?(?:subject|title)(?:\s+line)?|subject\s+says\s+it\s+all)?[\s\p{P}]*$/iu;

/** The body's own scores: its words, its clauses and the rules that match in it, without the subject. */
function bodyScores(body: string, whole: string, index: ExampleIndex, rules: readonly Rule[]): CategoryScore[] {
  const parts = clauses(body).map((c) => weigh(c, {whole}).vector).filter((v) => v.size > 0);
  return scoreAll(weigh(body, {whole}), parts.length > 1 ? parts : [], index, ruleHits(body, rules).matched);
}

/** Clauses: sentences, and parts joined by "but", "also", "and also", "plus". */
function clauses(text: string): string[] {
  return text
    .split(/[.!?;…\n]+|\b(?:but|also|plus|and\s+also|as\s+well\s+as)\b/i)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The reason when every word left out was set aside, none negated: nothing is negated, so the reason does not say so. */
const SET_ASIDE = 'every sentence that names a problem is set aside (a question about a possible problem, or a problem said to be solved), and nothing is reported or asked besides';

/** The category's share of its score and the best other score, scaled down when it is weak itself (< 0.3). */
/** 47t (u30z F5): a sales pitch sent to the support inbox ("We can get your website to the first page of Google"). */
const UNSOLICITED_OFFER =
  /\b(?:we\s+can\s+(?:get|help|boost|increase|grow|improve|rank|put)\s+your\s+(?:website|site|business|sales|traffic|ranking|brand|online)|first\s+page\s+of\s+google|search\s+engine\s+optimi[sz]ation|\bSEO\s+(?:services?|package|agency|experts?)|reply\s+(?:for|to\s+get)\s+a\s+(?:free\s+)?quote|(?:free|no-obligation)\s+(?:quote|audit|consultation)\s+for\s+your\s+(?:website|site|business)|guest\s+post(?:ing)?\s+(?:offer|opportunit\w+)|backlinks?\s+(?:for|to)\s+your)\b/i;
/** 47t (u30z F5): praise followed by a capitalized "NOT" ("Great service, NOT.", "Love it... NOT!"). */
const PRAISE_TAKEN_BACK = /\b(?:[Gg]reat|[Gg]ood|[Ee]xcellent|[Aa]mazing|[Ff]antastic|[Ww]onderful|[Aa]wesome|[Pp]erfect|[Ll]ove|[Ll]oved|[Bb]rilliant|[Nn]ice|[Bb]est|GREAT|GOOD|EXCELLENT|AMAZING)\b[^.!?\n]{0,40}?[,.…!\s-]+\s*NOT(?=\s*(?:[.!?…,;]|$))/;

function confidenceOf(scores: readonly CategoryScore[], category: Category): number {
  const own = scores.find((s) => s.category === category)!;
  const other = Math.max(0, ...scores.filter((s) => s.category !== category).map((s) => s.score));
  const share = own.score > 0 ? own.score / (own.score + other) : 0;
  return round(share * Math.min(1, own.score / 0.3));
}

/**
 * Score per category = best cosine similarity to one of its examples + 0.3 per matching rule (capped at 1).
 * Negated requests are left out and polite words barely count (see weigh). The category is named only
 * with minimum evidence (hasEvidence) in English text; otherwise it is "unsure", with the reasons.
 * Confidence = the winner's share of the top two scores, scaled down when the winner itself is weak (< 0.3),
 * times the body's own evidence: its matching words (not negated, not the subject's), plus one for a
 * request in the form of the category's action, out of MIN_EVIDENCE_WORDS. A subject word or a rule
 * alone gives no confidence. Requests to change a delivery, general policy questions, a taken-back
 * request with nothing else asked, and words of the subject the body negates are handled first.
 * Other requests: a category other than the winner with two matching words or a rule in a clause
 * where the winner has no evidence, or one whose rule fires on key words the winner does not share.
 * When the winner is feedback and the message also makes a request, the request is the category.
 */
/**
 * The negated requests that take back the whole request: "don't refund the whole order" next to
 * "please refund just that one glass, $6.25" negates only a part, so the request stands (u28t T-M2).
 */
function wholeNegations(text: string, body: string): NegatedRequest[] {
  const asked = requestedActions(body);
  return negatedRequests(text).filter((n) => !asked.includes(n.category));
}

/** A problem in the past tense ("was late", "crashed twice yesterday") is history; these words name one still open. */
const OPEN_DAMAGE = /\b(?:damag\w*|broken|broke|crack\w*|wrong|missing|torn|defect\w*|faulty|charged|billed|lost|stolen|empty|leak\w*|smash\w*|dent\w*|refund\w*|cancel\w*|replace\w*)\b/i;

/**
 * Whether the body, once its solved and closing stretches are set aside, only tells of the past: every
 * clause of three words or more is in the past tense, names no present problem and no damage.
 */
function pastReportOnly(body: string): boolean {
  const spans = resolvedSpans(body);
  let rest = '';
  for (let i = 0; i < body.length; i++) rest += inSpans(i, spans) ? ' ' : body[i];
  const parts = rest.split(/[.!?;\n](?!\d)|\b(?:but|however|although|though)\b/i).map((c) => c.trim()).filter((c) => (c.match(/\p{L}+/gu) ?? []).length >= 3);
  return parts.length > 0 && parts.every((c) => PAST_TENSE.test(c) && !PRESENT_PROBLEM.test(c) && !OPEN_DAMAGE.test(c));
}

/** Cancelling an order (before it ships), not a subscription: "cancel order ORD-…", "cancel my order". */
const ORDER_CANCEL = /\bcancel\w*\s+(?:(?:my|the|this|our|that)\s+)?(?:order|purchase|ORD-\d+)|\b(?:order|ORD-\d+)\b[^.!?\n]{0,40}?\bbefore\s+it\s+(?:ships|is\s+shipped|goes\s+out)/i;

export function classify(original: Message, examples: readonly LabelledExample[], rules: readonly Rule[], readSlips = true): Classification {
  // "plz refnud ORD-…": a slip in a key request word is read, the message classified as read, and the
  // readings kept for the reason (a person checks every message read this way, see route).
  if (readSlips) {
    const reading = readTypos(original, examples);
    if (reading.typos.length) {
      const read = classify(reading.message, examples, rules, false);
      // Evidence is shown as the customer wrote it ("refnud"); the route's reason says what it was read as.
      const written: string[] = original.body.toLowerCase().match(/\p{L}+/gu) ?? [];
      const asWritten = (w: string) => (written.some((b) => b.startsWith(w)) ? w : (reading.typos.find((t) => t.read.startsWith(w) && written.includes(t.written))?.written ?? w));
      return {...read, bodyEvidence: read.bodyEvidence.map(asWritten), typos: reading.typos};
    }
  }
  // A reply is classified on the sender's own new text: quoted history is context, never evidence.
  const ownBody = forwarded(original)?.startsWith('is forwarded') ? null : ownText(original.body);
  const message = ownBody === null || ownBody === original.body ? original : {...original, body: ownBody};
  const text = `${message.subject}\n${message.body}`;
  const index = indexExamples(examples);
  const subjectEnd = message.subject.length;
  const weighted = weigh(text, {subjectEnd});
  const {matched, negated: rulesNegated} = ruleHits(text, rules, subjectEchoes(text, subjectEnd));
  const parts = clauses(text).map((c) => weigh(c, {whole: text}).vector).filter((v) => v.size > 0);
  const scores = scoreAll(weighted, parts.length > 1 ? parts : [], index, matched);
  const [best] = scores;
  const language = languageProblem(text);

  const unsure: string[] = [];
  /** Set when a present failure next to praise made the message a bug report (see below). */
  let failureMade = false;
  const ruleOnly = best.similarity === 0 && best.ruleBoost > 0;
  const uncovered = language ? null : uncoveredRequest(text);
  const change = language || uncovered ? null : deliveryChange(text);
  const policy = language || uncovered || change ? null : policyQuestion(text);
  // Words shared with the runner-up do not tell the two apart: when the winner has no matching word
  // the runner-up lacks (and no rule of its own), it won only because its example is shorter.
  const second = scores[1];
  const tied =
    !ruleOnly && second.score > 0 && hasEvidence(second) && best.ruleBoost <= second.ruleBoost && best.evidence.every((t) => second.evidence.includes(t));
  let chosen = best;
  // A where-is-my-order question: its form is one unit of evidence (as in the confidence below), so
  // "Where is my order ORD-…?" with the one matching word "order" is enough to name Shipping.
  const evident = hasEvidence(best) || (best.similarity >= MIN_SIMILARITY && best.evidence.length >= 1 && questionCues(text).includes(best.category));
  // "The app isn't crashing anymore, you can close the ticket": a problem said to be gone, nothing asked.
  // The body's own words are the better quote: the subject is a title ("All good now").
  const allResolved = resolvedProblems(text);
  const resolved = allResolved.find((r) => message.body.includes(r.quote)) ?? allResolved[0];
  // A new problem reported next to the solved one ("the upload error is gone, but now the app crashes")
  // is still a report: the solved clause's words are set aside, the rest is evidence of its own.
  const reportLeft = () => {
    const [rest] = scoreAll(weigh(message.body, {whole: text}), [], index, []);
    return hasEvidence(rest) && rest.similarity >= MIN_SIMILARITY;
  };
  // "…stopped after the update. Today it is back again": a present failure outside the solved clauses wins.
  const failureLeft = () => {
    const spans = resolvedSpans(text);
    let rest = '';
    for (let i = 0; i < text.length; i++) rest += inSpans(i, spans) ? ' ' : text[i];
    return STILL_FAILING.test(rest);
  };
  // u28t T-A12, T-A13: "The app crashed twice yesterday… Today it works fine after the update", "My parcel was
  // late but it arrived today": a past report before the solved statement is history, not a request.
  const pastOnly = () => resolved !== undefined && !failureLeft() && pastReportOnly(message.body);
  const onlyResolved = resolved && !asksOutsideNegation(text, subjectEnd) && ((!reportLeft() && !failureLeft()) || pastOnly());
  const hypothetical = hypotheticalSentences(message.body).filter((h) => h.kind === 'question' || PROBLEM_WORD.test(h.quote));
  // "Thanks a lot, all sorted!": a thank-you that asks nothing is Feedback with no action, whatever its other words resemble.
  // A thank-you after a problem said to be solved ("The login loop stopped after I cleared the cache.
  // Thanks!") is a solved problem for a person to close: the reason says so, not "only says thank you".
  const solvedProblem = allResolved.some((r) => new RegExp(String.raw`\b(?:${PROBLEM_NOUN}|${PROBLEM_VERB}|back\s+to\s+normal)`, 'i').test(r.quote));
  const thanked = solvedProblem ? null : thankYouOnly(message.body, text);
  // 46t (u30g F1): "When will my refund for ORD-1 arrive?" asks for a refund's status, no refund under a condition.
  const asWhen = language ? null : conditionalRequest(message.body);
  const conditional = asWhen && /^(?:when|how)\b/i.test(asWhen.condition) && refundStatusEnquiry(asWhen.quote) ? null : asWhen;
  const retracted = language || conditional ? null : retractedRequest(message.body);
  if (thanked) chosen = scores.find((x) => x.category === 'feedback')!;
  else if (language) unsure.push(language);
  else if (uncovered) {
    unsure.push(
      `the message asks for ${uncovered}, which none of the demo's categories covers (${uncovered.startsWith('a plan change') ? 'Cancellation means ending a plan, not changing it' : 'Refund means money back, Shipping means where an order is'})`,
    );
  } else if (change) {
    unsure.push(`the message asks for a change to a delivery ("${change}"), which the Shipping action (a tracking reply) does not make; a person changes the delivery`);
  } else if (policy) {
    unsure.push(`the message asks a general question about the shop's rules ("${policy}") and names no order; a person answers it, no action on an order is proposed`);
  } else if (conditional?.habitual) {
    unsure.push(
      `the request is habitual ("${conditional.condition}" in "${conditional.quote}"): it says what the customer wants each time something happens, a complaint or a question for a person, not a refund, a charge or a cancellation to make now, so no action is proposed`,
    );
  } else if (conditional) {
    unsure.push(
      `the request is under a condition ("${conditional.condition}" in "${conditional.quote}"): a refund, a charge or a cancellation is proposed only when it is asked for without a condition, so this is a question for a person and no action is proposed`,
    );
  } else if (retracted) {
    unsure.push(
      retracted.hold
        ? `the request is put on hold in the same message ("${retracted.cue}" in "${retracted.quote}"), so no action is proposed; a person waits for the customer's answer`
        : `the request is taken back in the same message ("${retracted.cue}" in "${retracted.quote}"), so no action is proposed; a person reads it and closes the ticket`,
    );
  } else if (onlyResolved) {
    unsure.push(
      `the message says ${resolved.arrival ? 'the order arrived' : 'a problem is gone'} ("${resolved.quote}") and asks for nothing else, so no ${resolved.category ? `${resolved.category} ` : ''}action is proposed; a person closes or updates the ticket`,
    );
  } else if (hypothetical.length && (!asksOutsideNegation(text, subjectEnd) || (hypothetical.some((h) => asksAboutMoney(h.quote)) && !asksOutsideNegation(message.body, 0))) && !reportLeft()) {
    // A subject such as "Refund?" over a conditional money question is its title, not a second ask.
    const money = hypothetical.find((h) => asksAboutMoney(h.quote));
    unsure.push(
      money
        ? `the message asks what would happen to a refund, a payment or a cancellation in a case that has not happened ("${money.quote}"); it is a question, so no refund, charge or cancellation is proposed and a person answers it`
        : `the message asks about a possible problem ("${hypothetical[0].quote}") and reports none, so no action is proposed; a person answers the question`,
    );
  } else if (weighted.vector.size === 0) {
    unsure.push(
      weighted.negatedByCue.length
        ? 'every request in the message is negated'
        : weighted.negated.length
          ? SET_ASIDE
          : weighted.words
            ? 'the message has no words the examples could match'
            : 'the message has no words, only numbers, ids or symbols',
    );
  } else if ([...weighted.vector.values()].every((w) => w < 1)) {
    unsure.push(
      weighted.negatedByCue.length
        ? 'every request in the message is negated or taken back; the rest is greetings or thanks'
        : weighted.negated.length
          ? `${SET_ASIDE}; the rest is greetings or thanks`
          : 'the message is only greetings or thanks',
    );
  } else if (!ruleOnly && !evident && wholeNegations(text, message.body).length) {
    // "Cancel" / "Please do NOT cancel…": with the request taken back, nothing is left to act on.
    const [n] = wholeNegations(text, message.body);
    unsure.push(`the message negates the ${n.category} request ("${n.quote}"), so no ${n.category} action is proposed`);
  } else if (!ruleOnly && !evident && DUPLICATE_CHARGE.test(message.body) && !negationScopes(message.body).some(([a, b]) => { const m = DUPLICATE_CHARGE.exec(message.body); return !!m && m.index >= a && m.index < b; })) {
    // "We were double charged on INV-…": a charge taken twice is a billing matter, however few words
    // match; money would be returned, so a person decides (see proposeAction).
    chosen = scores.find((x) => x.category === 'billing')!;
  } else if (!ruleOnly && !evident && best.category === 'bug' && best.evidence.length >= MIN_EVIDENCE_WORDS && STILL_FAILING.test(message.body)) {
    // "…but my notes still fail to sync this morning": two bug words and a present failure ("still",
    // "again", "keeps") report a problem however far the wording is from the examples. The weak
    // similarity keeps the confidence low, so a person looks at it.
    chosen = best;
  } else if (!ruleOnly && !evident && PRAISE.test(text) && bodyFailure(message.body)) {
    // "Amazing app but it wont open since yesterday": praise around a present failure is a bug report,
    // however few of its words the bug examples share; the failure is its evidence (see bodyEvidence).
    chosen = scores.find((x) => x.category === 'bug')!;
    failureMade = true;
  } else if (!ruleOnly && !evident) {
    unsure.push(
      best.similarity === 0
        ? 'no example shares a word with the message'
        : `too little evidence: the closest example (${best.category}) is ${pct(best.similarity)} similar, matching ${best.evidence.length ? `only "${best.evidence.join('", "')}"` : 'no content word'}`,
    );
  } else if (tied) {
    // The form of the question may still tell ("when will it arrive" asks about delivery).
    const cued = questionCues(text).filter((c) => c === best.category || c === second.category);
    if (cued.length === 1) chosen = scores.find((x) => x.category === cued[0])!;
    else
      unsure.push(
        `cannot tell ${best.category} from ${second.category}: both match the same words ("${best.evidence.join('", "')}") and nothing else in the message decides`,
      );
  }

  // "Cancel ORD-… please, I ordered the wrong size": the verb asks for the action; the order words
  // around it ("ordered", "size") only describe. A cancellation or refund asked for in the imperative
  // is the category when its examples share any word with the message (both go to a person anyway:
  // cancellations always, refunds when the amount or order is missing).
  if (!unsure.length) {
    const verbs = requestedActions(message.body);
    const wanted = verbs.length === 1 && (verbs[0] === 'cancellation' || verbs[0] === 'refund') ? scores.find((x) => x.category === verbs[0]) : undefined;
    if (wanted && wanted !== chosen && wanted.similarity > 0 && !questionCues(message.body).includes(chosen.category)) chosen = wanted;
  }
  // "We were billed twice when the trial ended": a charge taken twice is a billing matter whatever other
  // words ("ended") resemble, unless the body asks for that other category's action itself.
  if (!unsure.length && !thanked && chosen.category !== 'billing' && chosen.category !== 'refund' && !requestedActions(message.body).includes(chosen.category)) {
    const twice = DUPLICATE_CHARGE.exec(message.body);
    if (twice && !inSpans(twice.index, negationScopes(message.body))) chosen = scores.find((x) => x.category === 'billing')!;
  }
  // The body decides the category; the subject is a title (u28l T-1: "Still broken" over a body about a
  // software bug is no refund because a refund example says "arrived broken"). The body is scored on its
  // own: when it names a category with evidence of its own, that category wins over one the subject
  // tipped; the subject only breaks a tie or adds to the body's side. A category with no evidence in
  // the body (no word, no rule, no request or question of its kind) is never proposed: the runner-up
  // the body backs is, or a person decides.
  // A body that is empty or only points at the subject ("See subject.", "As in the subject line.") makes
  // the subject its text: the subject decides, at confidence 0 (see evidenceShare), and a person checks.
  const bodyScored = subjectEnd > 0 && message.subject.trim() && !POINTS_TO_SUBJECT.test(message.body) ? bodyScores(message.body, text, index, rules) : null;
  if (bodyScored && !unsure.length && !thanked) {
    const [top, next] = bodyScored;
    const supported = (c: Category) => {
      const s = bodyScored.find((x) => x.category === c)!;
      return s.evidence.length > 0 || s.ruleBoost > 0 || requestedActions(message.body).includes(c) || questionCues(message.body).includes(c);
    };
    const topTied = next.score > 0 && hasEvidence(next) && top.ruleBoost <= next.ruleBoost && top.evidence.every((t) => next.evidence.includes(t));
    const keep = requestedActions(message.body).includes(chosen.category) || (chosen.category === 'billing' && DUPLICATE_CHARGE.test(message.body));
    // Words of the body's own, two or more (or a rule in the body): one stemmed word ("news" ~ "new") is too little to overrule.
    const strong = (s: CategoryScore) => hasEvidence(s) && (s.evidence.length >= MIN_EVIDENCE_WORDS || s.ruleBoost > 0);
    if (top.category !== chosen.category && strong(top) && !topTied && !keep) chosen = scores.find((x) => x.category === top.category)!;
    else if (!supported(chosen.category)) {
      // "…it still prints blank pages today": one word of the body's own category and a present failure.
      const backed = bodyScored.find((s) => s.category !== chosen.category && s.similarity > 0 && (s.evidence.length >= MIN_EVIDENCE_WORDS || s.ruleBoost > 0 || (s.category === 'bug' && s.evidence.length >= 1 && STILL_FAILING.test(message.body))));
      if (backed) chosen = scores.find((x) => x.category === backed.category)!;
      else
        unsure.push(
          `only the subject ("${message.subject.trim()}") points to ${chosen.category}; the body itself names no category, and a subject alone does not decide`,
        );
    }
  }

  const secondary = new Set<Category>();
  if (!unsure.length && !thanked) {
    for (const clause of clauses(text)) {
      const w = weigh(clause, {whole: text});
      // "Where is ORD-…? Also, please reissue the invoice": the question's form names a request of its own.
      const evidenceOfChosen = chosen.evidence.some((t) => w.vector.has(t));
      if (!evidenceOfChosen) for (const c of questionCues(clause)) if (c !== chosen.category && c !== 'feedback') secondary.add(c);
      if (w.vector.size === 0) continue;
      const clauseScores = scoreAll(w, [], index, ruleHits(clause, rules).matched);
      const own = clauseScores.find((s) => s.category === chosen.category)!;
      const top = clauseScores[0];
      if (top.category !== chosen.category && own.evidence.length === 0 && isSecondRequest(top)) secondary.add(top.category);
    }
    for (const s of scores.filter((x) => x !== chosen)) {
      const extra = s.keyWords.filter((t) => !chosen.evidence.includes(t));
      if (s.ruleBoost > 0 && hasEvidence(s) && extra.length) secondary.add(s.category);
    }
    // Two different actions asked for ("cancel my order and refund me"): one automatic action would
    // do only one of them, so every other one is listed as a request of its own.
    const actions = requestedActions(text);
    if (actions.length >= 2) for (const c of actions) if (c !== chosen.category) secondary.add(c);
  }

  // A second request the body does not make is the subject's title, not a request ("Password" over a cancellation).
  if (bodyScored) {
    for (const c of [...secondary]) {
      const s = bodyScored.find((x) => x.category === c)!;
      if (!s.evidence.length && !s.ruleBoost && !requestedActions(message.body).includes(c) && !questionCues(message.body).includes(c)) secondary.delete(c);
      // u28o T-6: a rule that fires only in the subject ("Password" over "please cancel my account")
      // adds no second request unless the body has two words of its own for it (not the chosen category's).
      else if (!s.ruleBoost && matched.some((r) => r.category === c) && !requestedActions(message.body).includes(c) && !questionCues(message.body).includes(c)) {
        const mine = bodyScored.find((x) => x.category === chosen.category)!;
        if (s.evidence.filter((t) => !mine.evidence.includes(t)).length < MIN_EVIDENCE_WORDS) secondary.delete(c);
      }
    }
  }

  // Praise next to a request is context: the request is what needs an answer, so it wins. Praise is
  // no second request and does not count against the request's confidence; a suggestion ("it would be
  // nice if…") is a request of its own and stays one.
  let primary = chosen.category;
  const request = scores.find((s) => s.category !== 'feedback' && secondary.has(s.category));
  if (primary === 'feedback' && request) {
    secondary.delete(request.category);
    primary = request.category;
  }
  const suggests = questionCues(message.body).includes('feedback');
  const praise = scores.find((x) => x.category === 'feedback')!;
  const praiseAside = primary !== 'feedback' && !suggests && hasEvidence(praise);
  if (praiseAside) secondary.delete('feedback');

  // Praise with a present failure in the body ("Love the app! … but since yesterday it crashes on
  // login", "Great job on 5.0. One thing: it keeps logging me out") is a bug report: the failure is
  // what needs an answer, the praise is context. The failure counts as one unit of the body's evidence.
  const failure = unsure.length || thanked || suggests || !(primary === 'feedback' || (primary === 'bug' && failureMade)) ? null : bodyFailure(message.body);
  if (failure && primary === 'feedback') {
    secondary.delete('bug');
    primary = 'bug';
  }
  // A failure subject over thanks or praise ("Crash" over "Just wanted to say the fix worked, thanks!",
  // "Urgent bug" over "Love the new version, keep it up!"): the body decides. A body that reports no
  // problem is no bug report; it is Feedback when its own words say so (a person checks, see route),
  // otherwise a person decides.
  let subjectConflict: string | null = null;
  if (!unsure.length && !thanked && primary === 'bug' && !failure && (PRAISE.test(message.body) || THANKS_ANY.test(message.body)) && !problemInBody(message.body)) {
    const feedback = (bodyScored ?? scores).find((x) => x.category === 'feedback');
    const titled = PROBLEM_WORD.test(message.subject) ? message.subject.trim() : null;
    if (feedback && hasEvidence(feedback)) {
      secondary.delete('bug');
      primary = 'feedback';
      subjectConflict = titled;
    } else {
      unsure.push(
        titled
          ? `the subject ("${titled}") names a problem, but the body reports none: it reads as thanks or praise, and the subject alone does not make a bug report; a person reads it`
          : 'the body reports no problem and reads as thanks or praise, so it is no bug report, though its words resemble the bug examples; a person reads it',
      );
    }
  }

  // The body is where the customer asks; the subject is a title. The confidence counts only the
  // body's own evidence: a category named by a subject word or a rule alone gets no confidence from it.
  const own = scores.find((s) => s.category === primary)!;
  const bodyVector = weigh(message.body, {whole: text}).vector;
  const wordEvidence = [...own.evidence.filter((t) => (bodyVector.get(t) ?? 0) >= 1), ...(failure && primary === 'bug' ? [failure] : [])];
  // 46t (u30g F10): a body that asks in the category's own question ("Where is ORD-5010?") asks for it, though
  // none of its words is an example's: the question is its evidence, so the reason never says the body does not ask.
  const cue = wordEvidence.length ? undefined : questionCueWords(message.body).find(([, category]) => category === primary)?.[0];
  const bodyEvidence = cue ? [cue] : wordEvidence;
  // A request in the body in the form of the category's action ("could you refund…", "when will it
  // be delivered?") is evidence too, one unit each.
  // 47t (u30z F5): a body of that one word ("refund") is no request form besides the word itself: it counts once,
  // so one word gives at most half the confidence, as the page says.
  const bodyWordCount = (message.body.match(/\p{L}+/gu) ?? []).length;
  const asked = bodyWordCount <= bodyEvidence.length ? 0 : (requestedActions(message.body).includes(primary) ? 1 : 0) + (questionCues(message.body).includes(primary) ? 1 : 0);
  const evidenceShare = Math.min(1, (bodyEvidence.length + (bodyEvidence.length ? asked : 0)) / MIN_EVIDENCE_WORDS);

  // A request the customer negated is never the action: "Please do NOT cancel my subscription" may
  // still resemble the cancellation examples (its subject may even say "Cancel"), so a person decides.
  const refused = wholeNegations(text, message.body);
  for (const n of refused) secondary.delete(n.category);
  const negatedPrimary = unsure.length || thanked ? undefined : refused.find((n) => n.category === primary);
  if (thanked) {
    // Nothing asked, nothing wrong: the thanks are the message, so the category is certain and no action follows.
  } else if (negatedPrimary) {
    unsure.push(`the message negates the ${primary} request ("${negatedPrimary.quote}"), so no ${primary} action is proposed`);
  } else if (!unsure.length && refused.length && bodyEvidence.length < MIN_EVIDENCE_WORDS && !asksOutsideNegation(text, subjectEnd)) {
    // "No refund needed for ORD-…, the courier found the box": a request taken back, nothing asked
    // instead; whatever else the words resemble, there is no request to act on.
    unsure.push(`the message takes back a request ("${refused[0].quote}") and asks for nothing else`);
  } else if (!unsure.length && refused.length && bodyEvidence.length === 0) {
    // "I won't be cancelling after all, but can I move to the family plan?" (subject "Plan change"):
    // the body asks something, but none of its words names the category; the subject alone does not decide.
    unsure.push(`the message takes back a request ("${refused[0].quote}") and its body names no other category`);
  }

  // 47t (u30z F5): an unsolicited offer (an SEO or marketing pitch) is no customer's request, whatever its words
  // resemble; praise taken back at once ("Great service, NOT") is no praise. Neither is shown as a strong match.
  const pitch = unsure.length || thanked ? null : UNSOLICITED_OFFER.exec(message.body);
  if (pitch) unsure.push(`the message reads as an unsolicited offer ("${pitch[0]}"), not a customer's request, though its words resemble the ${primary} examples; a person reads it`);
  const takenBack = unsure.length || thanked ? null : PRAISE_TAKEN_BACK.exec(message.body);
  if (takenBack) unsure.push(`the praise is taken back ("${takenBack[0].trim()}"): the message is a complaint said as sarcasm, so it is not read as praise; a person reads it`);

  // A reply whose own new text names nothing ("Got it, thanks." above a quoted refund request): the
  // quoted lines were left out, and the subject ("Re: refund") is the old thread's title.
  if (!unsure.length && message !== original && bodyEvidence.length === 0) {
    unsure.push("the sender's own new text asks for nothing; the quoted earlier message is context, not a request");
  }

  return {
    category: unsure.length ? 'unsure' : primary,
    closest: best.category,
    confidence: unsure.length ? 0 : thanked ? 1 : round(confidenceOf(praiseAside && primary !== 'feedback' ? scores.filter((x) => x.category !== 'feedback') : scores, primary) * evidenceShare),
    scores,
    rulesMatched: matched,
    rulesNegated,
    negated: weighted.negated,
    polite: weighted.polite,
    secondary: [...secondary],
    unsure,
    language,
    bodyEvidence: unsure.length ? [] : bodyEvidence,
    thanks: unsure.length ? null : thanked,
    typos: [],
    failure: unsure.length ? null : failure,
    subjectConflict: unsure.length ? null : subjectConflict,
  };
}

/**
 * The classification step's evidence sentence, shown under the category and its confidence. It is
 * built from the same Classification as the confidence shown next to it, so the two cannot disagree.
 */
export function evidenceLine(c: Classification): string {
  // A plain thank-you is Feedback at confidence 1, shown as a strong match: its evidence is the thanks itself.
  if (c.thanks) return `The message only says thank you ("${c.thanks}") and asks for nothing, so the category is a ${confidenceText(c)} and no action follows.`;
  if (c.bodyEvidence.length) return `Evidence in the body itself: ${c.bodyEvidence.map((w) => `"${w}"`).join(', ')}.`;
  // Without body evidence the confidence is 0 (see classify: evidenceShare).
  return 'The body itself has no evidence for this category (only the subject or a rule names it), so the confidence is 0.';
}

export type Fields = {orderIds: string[]; invoiceIds: string[]; emails: string[]; dates: string[]; amounts: string[]};

/**
 * 46t (u30g F18): a date that does not exist ("November 31", "2026-02-30", "29 February 2027") is not a date;
 * without a year, 29 February counts (some year has it).
 */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
function realDate(written: string): boolean {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(written);
  const named = iso ? null : /(\d{1,2})\s+([A-Za-z]+)(?:\s+(\d{4}))?|([A-Za-z]+)\s+(\d{1,2})(?:,\s*(\d{4}))?/.exec(written);
  const year = iso ? Number(iso[1]) : named?.[3] ? Number(named[3]) : named?.[6] ? Number(named[6]) : null;
  const month = iso ? Number(iso[2]) : MONTHS.indexOf((named?.[2] ?? named?.[4] ?? '').toLowerCase()) + 1;
  const day = iso ? Number(iso[3]) : Number(named?.[1] ?? named?.[5]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

export function extractFields(message: Message): Fields {
  const text = `${message.subject}\n${message.body}`;
  const all = (re: RegExp, upper = false, keep: (m: RegExpMatchArray) => boolean = () => true) =>
    [...new Set([...text.matchAll(re)].filter(keep).map((m) => (upper ? m[0].toUpperCase() : m[0]).trim()))];
  return {
    orderIds: all(FIELD_PATTERNS.orderIds, true),
    invoiceIds: all(FIELD_PATTERNS.invoiceIds, true),
    emails: all(FIELD_PATTERNS.emails),
    dates: all(FIELD_PATTERNS.dates, false, (m) => realDate(m[0])),
    // F18: an amount with a letter run into it ("$3O.00", "$2k") is not read short as "$3" or "$2".
    amounts: all(FIELD_PATTERNS.amounts, false, (m) => !/^\p{L}/u.test(text.slice((m.index ?? 0) + m[0].length))),
  };
}

/** The numeric value of the first amount, or null. */
export function amountValue(amounts: readonly string[]): number | null {
  if (!amounts.length) return null;
  const n = amountNumber(amounts[0]);
  return Number.isFinite(n) ? n : null;
}

/**
 * Whether the message has the shape its action needs to run without a person (session 40, issue 28,
 * u28u TA-5, TA-6): an allow-list. The action runs by itself only when the gate is passed; otherwise
 * `missing` says what the message lacks ("no direct request", "more than one thing asked", …), and
 * `basis` of a passed gate says what made it automatic.
 */
export type AutoGate = {ok: true; basis: string} | {ok: false; missing: string};

/** A proposed action; null when the classifier is not sure, so nothing is proposed. `gate` decides whether it may run by itself. */
export type Proposal = {action: string | null; confidence: number; risky: string | null; gate?: AutoGate; choose?: AmountChoice};

/**
 * 48t (u31f F4): a refund for a person where the message does not settle on one amount ("about $45", "$45 or $50",
 * "$40 + $5 shipping", "$30, sorry I meant $35"). No amount is proposed for a one-click approval: `candidates` are
 * the amounts the message names, as written (none when no amount was read whole, as in "$2⏎5.00"), and a person
 * picks one or types the amount the customer confirms. `written` quotes what the message says.
 */
export type AmountChoice = {order: string; candidates: string[]; written: string};

/**
 * Someone else in the account: "someone else is logged into my account", "my account was hacked",
 * "a login I don't recognise", "someone changed my password". A recovery link sent automatically could
 * reach whoever took the account, so a person secures it first.
 */
const TAKEOVER = /\b(?:some(?:one|body)\s+(?:else\s+)?(?:is\s+|has\s+)?(?:logged|logging|signed|signing|got|gotten|broke|changed|reset|using|accessed|hacked)|hack(?:ed|er)|compromised|stolen\s+account|account\s+(?:was\s+|got\s+|has\s+been\s+)?(?:stolen|taken\s+over|hijacked)|(?:login|sign-?in|log-?in|access)\s+(?:attempts?\s+)?(?:i|we)\s+(?:do\s+not|don['’]?t|did\s+not|didn['’]?t)\s+recogni[sz]e|unauthori[sz]ed\s+(?:login|access|sign-?in|log-?in|changes?))\b/i;

/**
 * A change of an account detail asked for: "change the e-mail address on my account", "update my
 * login email", "correct my username", "edit the phone number on my account". The account action is a
 * recovery link, which changes nothing and would go to the old address; a person confirms the change
 * with the customer and makes it. A past change ("I changed my e-mail and now cannot log in") is a
 * report of a login problem and is not here; a billing or delivery address belongs to those categories.
 */
const ACCOUNT_DETAIL_CHANGE =
  /\b(?:change|update|edit|correct|amend|modify|replace|switch|fix)\s+(?:(?:the|my|our)\s+)?(?:(?:account|login|log-?in|sign-?in|contact|registered|primary)\s+)?(?:e-?mail(?:\s+address)?|username|user\s*name|login\s+name|phone\s+number|mobile\s+number|display\s+name|contact\s+details)\b/gi;

/**
 * 45t2 (u30g F11): a recovery link or code asked for somewhere new ("send the link to my new phone number +44 …",
 * "text the reset to 07700900123", "to my work address") or a new contact detail given ("my new number is …"):
 * a change of where account access goes, so no link is sent to the address on file by itself.
 */
const LINK_ELSEWHERE =
  /\b(?:send|text|sms|e-?mail|mail|forward|deliver|resend|re-send)\b[^.!?\n]{0,60}?\bto\s+(?:(?:my|this|that|a|the|another|our|his|her|their)\s+)?(?:(?:new|other|different|second|alternative|backup|work|office|personal|private|current|updated|partner's|wife's|husband's)\s+)?(?:(?:phone|mobile|cell)\s+)?(?:phone|mobile|cell|number|e-?mail|address|inbox|device|whatsapp|telegram|signal)\b|\b(?:to|on)\s+\+?\d[\d\s()-]{6,}\d|\bmy\s+(?:new|other|current|updated)\s+(?:phone\s+|mobile\s+|cell\s+)?(?:number|phone|mobile|e-?mail|address)\s+is\b|\+\d{1,3}[\s-]?\d[\d\s-]{5,}\d/i;

/** The account-detail change the message asks for, quoted; null when it asks for none (or only negates one). */
export function accountDetailChange(text: string): string | null {
  const spans = negationCueScopes(text);
  for (const m of text.matchAll(ACCOUNT_DETAIL_CHANGE)) if (!inSpans(m.index ?? 0, spans)) return m[0].replace(/\s+/g, ' ');
  return null;
}

/** A charge taken more than once: "charged twice / 3 times", "double charge", "the extra charges", "duplicate payment". */
const DUPLICATE_CHARGE = /\b(?:charged|billed|debited)\s+(?:me\s+|us\s+)?(?:twice|three\s+times|\d+\s+times|double)|\bdouble[- ](?:charged|billed|debited)\b|\b(?:double|duplicate|extra|repeated)\s+(?:charges?|payments?|debits?|transactions?)\b|\bsame\s+(?:charge|payment|amount)\s+twice\b/i;

/** Proposes the next action; its confidence is the share of the fields that action needs which were found. `gate` says whether it may run by itself (autoGate). */
export function proposeAction(category: Verdict, fields: Fields, message: Message): Proposal {
  // 47t (u30z F4): an id or amount not read whole ("ORD-601⏎23", "$4 5.00", "$45-50") is checked with the customer;
  // the part read ("ORD-601", "$4") is never offered as the action a person approves with one click.
  const partial = category === 'refund' || category === 'shipping' || category === 'billing' ? partialReadOf(message) : null;
  if (partial && (category === 'refund' || partial.kind !== 'amount')) {
    const what = partial.kind === 'order' ? 'order number' : partial.kind === 'invoice' ? 'invoice number' : 'amount';
    const before = category === 'refund' ? 'any refund' : category === 'shipping' ? 'any tracking reply' : 'passing anything to billing';
    return {
      action: `Check the ${what} with the customer (written "${partial.written}") before ${before}.`,
      confidence: 0.6,
      risky: partial.reason,
      gate: {ok: false, missing: partial.reason},
    };
  }
  // 45t (u29y F20): an order named only where the customer asks for no refund ("I do not want a refund for
  // ORD-61021") is never refunded: the proposal is made for the other orders and names the excluded one.
  const excluded = category === 'refund' ? ordersRefused(message, fields.orderIds) : [];
  const asked = excluded.length ? {...fields, orderIds: fields.orderIds.filter((o) => !excluded.includes(o))} : fields;
  const first = proposeOnly(category, asked, message);
  if (first.action === null || category === 'unsure') return first;
  const proposal = category === 'refund' ? everyOrder(first, asked) : first;
  const action = proposal.action ?? first.action;
  const gate = autoGate(category, proposal, asked, message);
  const held = gate.ok ? action : heldRefundAction(action, asked, message);
  if (!excluded.length) return {...proposal, action: held, gate};
  const list = excluded.join(', ');
  const refused = `the customer asks for no refund for ${list}; a person checks which order the refund is for`;
  return {
    ...proposal,
    action: `${held.replace(/\.$/, '')}; not ${list}, for which the customer asked for no refund.`,
    risky: proposal.risky ? `${refused}; ${proposal.risky}` : refused,
    gate: {ok: false, missing: refused},
  };
}

/** A clause that asks for no refund: "I do not want a refund for …", "don't refund …", "no refund needed". */
const REFUND_REFUSED = /\b(?:do\s+not|don['’]?t|dont|does\s+not|doesn['’]?t|never|no\s+need\s+to)\s+(?:want\s+|need\s+)?(?:a\s+|any\s+)?refund|\bno\s+refund\b|\bnot\s+(?:asking\s+(?:for\s+)?)?(?:a\s+)?refund/i;
/** Orders every mention of which is in a clause asking for no refund. */
function ordersRefused(message: Message, orders: readonly string[]): string[] {
  if (orders.length < 2) return [];
  const text = `${message.subject}\n${ownText(message.body)}`;
  const clauseAt = (at: number) => {
    let start = 0;
    for (const m of text.slice(0, at).matchAll(/[.;!?\n,]|\bbut\b/gi)) start = (m.index ?? 0) + m[0].length;
    const end = text.slice(at).search(/[.;!?\n,]|\bbut\b/i);
    return text.slice(start, end === -1 ? text.length : at + end);
  };
  const refused = orders.filter((o) => {
    const at = [...text.matchAll(new RegExp(`\\b${o}\\b`, 'gi'))].map((m) => m.index ?? 0);
    // The clause asks for no refund, or the sentence does and names no other order ("ORD-1 is fine, no refund for that one").
    const sentenceAt = (i: number) => {
      const [a, b] = sentenceBounds(text, i);
      return text.slice(a, b);
    };
    const alone = (i: number) => orders.every((x) => x === o || !sentenceAt(i).toUpperCase().includes(x));
    // "… but not ORD-2", "all except ORD-2": the words just before the order leave it out.
    const leftOut = (i: number) => /\b(?:not|except(?:\s+for)?|apart\s+from|other\s+than|excluding)\s+(?:for\s+)?(?:the\s+)?(?:order\s+)?$/i.test(text.slice(Math.max(0, i - 30), i));
    return at.length > 0 && at.every((i) => leftOut(i) || REFUND_REFUSED.test(clauseAt(i)) || (alone(i) && REFUND_REFUSED.test(sentenceAt(i))));
  });
  // Every order refused: the message asks for no refund at all, which classify and the gate read on their own.
  return refused.length < orders.length ? refused : [];
}

/** 43t2 (u29q F4): a refund proposal for several orders names them all, and its reason says there are several. */
function everyOrder(proposal: Proposal, fields: Fields): Proposal {
  const orders = fields.orderIds;
  const action = proposal.action;
  if (orders.length < 2 || action === null || orders.every((o) => action.includes(o))) return proposal;
  const all = orders.join(', ');
  return {
    ...proposal,
    action: action.includes(orders[0]) ? action.replace(orders[0], `each of ${all}`) : `${action} (the message names ${all})`,
    risky: `the message names several orders (${all}); one automatic refund would drop the others${proposal.risky ? `; ${proposal.risky}` : ''}`,
  };
}

/**
 * s43 (u29e A36, A04/A25/B20, D03): a refund held back for a person proposes what the message asks, never
 * the refund it did not ask for: money asked to go elsewhere is checked first, a refund only asked about
 * gets an answer, and a return still to come is waited for. Any other action is kept as it is.
 */
function heldRefundAction(action: string, fields: Fields, message: Message): string {
  const refund = /^Refund (.+) for (ORD-\d+(?:-\d+)*) to the original payment method\.$/.exec(action);
  if (!refund) return action;
  const [, amount, order] = refund;
  const body = ownText(message.body);
  const spans = negationScopes(body);
  const destination = statedOutside(body, REFUND_DESTINATION, spans)?.words ?? refundDestinationRisk(`${message.subject}\n${message.body}`);
  // 47t (u30z F8, x46): fraud or a stolen card names no destination: the check is who asks, not where the money goes.
  if (destination && /fraud|stolen|scam|someone\s+(?:else\s+)?used|not\s+me\b|unauthori[sz]ed/i.test(destination))
    return `Check with the customer who asks and whether the card is safe (the message says "${destination}"); a refund of ${amount} for ${order} goes to the original payment method unless a person decides otherwise.`;
  if (destination) return `Check with the customer where the money may go (the message asks "${destination}"); a refund of ${amount} for ${order} goes to the original payment method unless a person decides otherwise.`;
  const request = statedOutside(body, DIRECT_REFUND, spans);
  if (!request && questions(body).length) return `Answer the customer's question about a refund of ${amount} for ${order}; no refund is made on a question.`;
  const pending = returnPending(body);
  if (pending) return `Refund ${amount} for ${order} to the original payment method once the return is posted (the message says "${pending}"); nothing before.`;
  void fields;
  return action;
}

/**
 * 45t (u29y F1): an order number written in another shop's style ("#48213", "order 55102", "order no. 55102",
 * "JP-22190") is not one of this shop's (ORD- and digits). It is never turned into one (that could be another
 * customer's order); the reply names what the customer wrote and the format to send. Returns it as written, or null.
 */
const FOREIGN_ORDER = [
  // 46t (u30g F4): this shop's prefix without its hyphen ("ORD 2011", "ORD2011", "ORD_2011", "ORD #2011", "ORD - 2011").
  /\b(?:ORD|INV)(?:\s*[_#:.]\s*|\s+-\s+|\s+|(?=\d))\d{3,}\b/i,
  /#\s?\d{3,}\b/,
  /\border\s+(?:no\.?|nr\.?|number|num\.?|id|ref(?:erence)?)?\s*[:#]?\s*(\d{3,})\b/i,
  /\b(?!(?:ORD|INV)-)[A-Z]{2,4}-\d{3,}\b/,
];
export function foreignOrderNumber(message: Message): string | null {
  const text = `${message.subject}\n${ownText(message.body)}`;
  for (const re of FOREIGN_ORDER) {
    const m = re.exec(text);
    if (m) return (m[1] ?? m[0]).trim();
  }
  return null;
}
const foreignOrderReply = (written: string, why: string) =>
  `Reply that "${written}" is not an order number in this shop's format (ORD- and digits, such as ORD-48213, as on the order confirmation) and ask for that number ${why}.`;
const foreignOrderReason = (written: string) =>
  `the order number "${written}" is not in the shop's format (ORD- and digits), so the demo does not read it as one; a person asks for it`;

/** 45t: what a refund is about: a refund word, money, or a fault the policy covers. */
const REFUND_MATTER =
  /\b(?:refund\w*|reimburs\w*|money|charge(?:d|s)?|chargeback|paid|pay|price|cost|credit|compensat\w*|return(?:ed|ing|s)?|send\s+(?:it|them)\s+back|sent\s+(?:it|them)\s+back|broken|broke|damaged|cracked|smashed|shattered|dented|torn|ripped|scratched|chipped|crushed|faulty|defective|leak\w*|melted|bent|stained|missing|wrong|never\s+arrived|not\s+as\s+(?:described|shown|pictured|advertised)|stopped\s+working|does\s*n['’]?t\s+work|doesnt\s+work|not\s+work\w*|usd|eur|gbp|jpy|dollars?|euros?|pounds?)\b|[$€£¥]/i;

function proposeOnly(category: Verdict, fields: Fields, message: Message): Proposal {
  const order = fields.orderIds[0];
  const amount = fields.amounts[0];
  switch (category) {
    case 'unsure':
      return {action: null, confidence: 0, risky: null};
    case 'refund': {
      const text = `${message.subject}\n${message.body}`;
      // 45t (u29y F19): "Great service! Can you tell me when my order ORD-61011 will arrive?" was Refund from the
      // words it shares with deliveries. A message that names no refund, no money and no fault gets no refund
      // proposal: a person replies to what it asks.
      if (!REFUND_MATTER.test(text))
        return {
          action: `Reply to the customer in person${fields.orderIds.length ? ` about ${fields.orderIds.join(', ')}` : ''}; the message names no refund, no money and no fault, so no refund is proposed.`,
          confidence: 0.3,
          risky: 'the message names no refund, no money and no fault, though its words resemble the refund examples; a person reads what it asks',
        };
      // u28t: a refund asked about (already made, approved or promised) is looked up, never paid again.
      const status = refundStatusEnquiry(message.body) ?? refundStatusEnquiry(message.subject);
      if (status)
        return {
          action: `Look up the refund already made or promised${order ? ` for ${order}` : ''} and reply with its status; no new refund.`,
          confidence: order ? 1 : 0.5,
          risky: `the message asks about a refund already made or promised ("${status}"), not for a new one; a person looks it up`,
        };
      // s41b (u29b T-2): "refund -$50.00": a negative amount is no refund amount; the sign is never dropped.
      const negative = negativeAmount(text);
      if (negative)
        return {
          action: `Check the amount to refund${order ? ` for ${order}` : ''} with the customer (written "${negative}"), then refund it.`,
          confidence: 0.6,
          risky: `the amount "${negative}" is negative, which no refund can be; a person checks the amount with the customer`,
        };
      // 44t2 (u29y F6, F10): "$0.00" or "ORD-0" is a slip or a test, never a refund to make by itself.
      const zeroAmount = fields.amounts.find((a) => amountNumber(a) === 0);
      const zeroOrder = fields.orderIds.find((id) => /^[A-Z]+-0+(?:-0+)*$/i.test(id));
      if (zeroAmount || zeroOrder)
        return {
          action: `Check the ${zeroAmount ? 'amount' : 'order number'} with the customer (written "${zeroAmount ?? zeroOrder}") before any refund.`,
          confidence: 0.6,
          risky: zeroAmount
            ? `the amount "${zeroAmount}" is zero, which no refund can be; a person checks the amount with the customer`
            : `the order number "${zeroOrder}" is all zeros, which no order has; a person checks the order with the customer`,
        };
      // s41b (u29b T-3): a replacement or a refund already given for the order: a refund on top would compensate twice.
      const compensated = alreadyCompensated(text);
      if (compensated)
        return {
          action: `Check what was already given${order ? ` for ${order}` : ''} ("${compensated}") before any refund.`,
          confidence: 0.6,
          risky: `the message says a replacement or a refund was already given ("${compensated}"); a refund on top would compensate twice, so a person checks`,
        };
      // s42b (u29e T-5): "$2k" or "$3O.00" was read as "$2" or "$3": an amount is read whole or not at all.
      const glued = gluedAmount(text);
      if (glued)
        return {
          action: `Check the amount to refund${order ? ` for ${order}` : ''} with the customer (written "${glued}"), then refund it.`,
          confidence: 0.6,
          risky: `the amount is written "${glued}", with letters or digits run into it, so it is not a clean amount the demo reads whole; a person reads it`,
        };
      // s42b (u29e T-2): "3 glasses at $45.00 each": the amount written is one item's price; no total is computed.
      const perItem = perItemPrice(text);
      if (perItem)
        return {
          action: `Work out the total to refund${order ? ` for ${order}` : ''} from the price per item ("${perItem}"), then refund it.`,
          confidence: 0.6,
          risky: `a price per item with a quantity ("${perItem}"): the total is not stated, and the demo computes no total; a person works it out`,
        };
      // s42b (u29e T-1): "half of the $80.00", "less the 10% restocking fee", "twice the $20.00": the sum is not the amount written.
      const share = refundShare(text);
      if (share)
        return {
          action: `Work out the sum to refund${order ? ` for ${order}` : ''} ("${share}"), then refund it.`,
          confidence: 0.6,
          risky: `the refund asked for is a share, a deduction or a multiple of the amount written ("${share}"), so the amount written is not the sum to refund; a person works it out`,
        };
      const spans = negationScopes(text);
      const chosen = refundAmount(text, fields.amounts, (at) => inSpans(at, spans));
      // s41: the limit is in US dollars; another currency is never converted (no exchange rate), a person decides.
      const currency = chosen.kind === 'one' ? amountCurrency(text, chosen.amount) : null;
      const otherCurrency =
        currency && currency.code !== REFUND_LIMIT_CURRENCY
          ? `the refund asked for (${currency.written}) is in ${currency.code}, and the limit for automatic refunds is ${REFUND_APPROVAL_LIMIT} US dollars; the demo applies no exchange rate, so a person decides`
          : null;
      const value = chosen.kind === 'one' && !otherCurrency ? amountValue([chosen.amount]) : null;
      const overLimit = otherCurrency ?? (value !== null && value > REFUND_APPROVAL_LIMIT ? `the refund asked for (${chosen.kind === 'one' ? chosen.amount : ''}) is over ${REFUND_APPROVAL_LIMIT}` : null);
      const unclear = chosen.kind === 'unclear' ? chosen.reason : null;
      // s41: "refund 150 SEK", "a refund of 90 dollars": money the demo does not read is named, not called unknown.
      const unread = chosen.kind === 'none' ? unreadMoney(text) : null;
      const unknownAmount = unread
        ? `the amount is written as "${unread}", a currency or form the demo does not read (it reads $, €, £, ¥ and USD, EUR, GBP, JPY); a person reads it`
        : 'the refund amount is unknown';
      if (!order) {
        const foreign = foreignOrderNumber(message);
        if (foreign) return {action: foreignOrderReply(foreign, 'before any refund'), confidence: amount ? 0.5 : 0.3, risky: foreignOrderReason(foreign)};
        return {action: 'Reply asking for the order number before any refund.', confidence: amount ? 0.5 : 0.3, risky: overLimit ?? unclear ?? (unread ? unknownAmount : null)};
      }
      // Money sent elsewhere than the original payment method, or a stolen card: a person checks who asks.
      // s41 sweep: an order received as a gift was paid by the giver: a person checks who asks.
      const gift = refundGift(text);
      const destination = refundDestinationRisk(text);
      // s41b (u29b T-1): a charge the writer says they did not make goes to whoever holds the card: a person.
      const unauthorized = refundUnauthorized(text);
      const elsewhere = unauthorized
        ? `the message reports a possible unauthorized charge ("${unauthorized}"): a refund would go to the card that was used and the card may need blocking, so a person checks who asks`
        : gift
          ? `the order was a gift ("${gift}"): the original payment method is the giver's, so a person checks who asks and where the money goes`
          : destination
            ? `the message asks for the money somewhere other than the original payment method or for someone other than the writer, or reports a stolen card or fraud ("${destination}"); a person checks who asks`
            : null;
      // u28u TA-3: "keep it if you give me 20% off instead": the customer offers a choice; a person makes it.
      const offered = refundAlternative(text);
      if (offered && chosen.kind !== 'unclear' && fields.orderIds.length === 1 && !DUPLICATE_CHARGE.test(text))
        return {
          action: `Choose with the customer between a refund${chosen.kind === 'one' ? ` of ${chosen.amount}` : ''} for ${order} and the alternative offered, then act.`,
          confidence: 0.6,
          risky: elsewhere ?? `the message offers an alternative to a full refund ("${offered}"); a person chooses`,
        };
      // "Refund $50 for ORD-1 and $70 for ORD-2": one refund would silently drop the other orders.
      if (fields.orderIds.length > 1)
        return {
          action: `Refund each order separately after checking it: ${fields.orderIds.join(', ')}.`,
          confidence: 1,
          risky: `the message names several orders (${fields.orderIds.join(', ')}); one automatic refund would drop the others, so a person refunds each`,
        };
      // "Charged three times, refund the extra two charges": the extra charges, not the whole order.
      if (DUPLICATE_CHARGE.test(text))
        return {
          action: `Look up the charges for ${order} and refund only the duplicate charges, not the order itself.`,
          confidence: 0.6,
          risky: amount ? `the refund is for duplicate charges (the message names ${fields.amounts.join(', ')}); a person checks how many charges to return` : 'the refund amount is unknown',
        };
      if (chosen.kind === 'none') return {action: `Look up the amount paid for ${order}, then refund it.`, confidence: 0.6, risky: elsewhere ?? unknownAmount};
      if (chosen.kind === 'unclear') return {action: `Check which amount to refund for ${order} (${chosen.amounts.join(', ')}), then refund it.`, confidence: 0.6, risky: chosen.reason};
      // u28u TA-1: "€1,250" is 1250 with comma thousands and 1.25 with a decimal comma: a person reads it.
      if (ambiguousAmount(chosen.amount))
        return {
          action: `Check the amount to refund for ${order} (written "${chosen.amount}"), then refund it.`,
          confidence: 0.6,
          risky: `the amount "${chosen.amount}" could be read either with a thousands comma or with a decimal comma; a person checks it`,
        };
      // 43t2 (u29q F14): "$80,00": a dollar amount with a decimal comma is 80.00 to some readers and 8000 to others.
      if (/\$\s?\d+,\d{2}$/.test(chosen.amount))
        return {
          action: `Check the amount to refund for ${order} (written "${chosen.amount}"), then refund it.`,
          confidence: 0.6,
          risky: `the amount "${chosen.amount}" has a decimal comma after a dollar sign, which dollar amounts do not use; a person checks it with the customer`,
        };
      return {
        // 43t2 (u29q F7): the currency as written ("A$80.00", "$30.00 CAD"), never a bare "$".
        // 47t (u30z F8): "$ 20.00" is shown as "$20.00"; the value is the same.
        action: `Refund ${currency && otherCurrency ? currency.written : chosen.amount.replace(/^([$€£¥])\s+/, '$1')} for ${order} to the original payment method.`,
        confidence: 1,
        risky: elsewhere ?? otherCurrency ?? (overLimit ? `the refund (${chosen.amount}) is over ${REFUND_APPROVAL_LIMIT}` : null),
      };
    }
    case 'shipping':
      return order
        ? {action: `Check carrier tracking for ${order} and reply with the status; open a trace if it is lost.`, confidence: 1, risky: null}
        : foreignOrderNumber(message)
          ? {action: foreignOrderReply(foreignOrderNumber(message) ?? '', 'to check the delivery'), confidence: 0.4, risky: foreignOrderReason(foreignOrderNumber(message) ?? '')}
          : {action: 'Reply asking for the order number to check the delivery.', confidence: 0.4, risky: null};
    case 'account': {
      const detail = accountDetailChange(`${message.subject}\n${message.body}`);
      if (detail)
        return {
          action: `A person confirms the change ("${detail}") with the customer at ${message.from.trim() || 'an address on file'} and makes it in the account settings.`,
          confidence: 1,
          risky: `the message asks to change an account detail ("${detail}"); a person confirms and makes the change, and no recovery link or password reset is sent`,
        };
      // A message the reader added has no sender: there is no address to send a link to.
      if (!message.from.trim())
        return {action: 'Ask the customer, at an address on file, to confirm the account before any recovery link is sent.', confidence: 0.4, risky: 'the message has no sender address on file'};
      const other = fields.emails.find((e) => e.toLowerCase() !== message.from.toLowerCase());
      const takeover = TAKEOVER.exec(`${message.subject}\n${message.body}`);
      const elsewhere = LINK_ELSEWHERE.exec(`${message.subject}\n${message.body}`);
      return {
        action: `Send an account-recovery link to ${message.from} and check the sign-in log.`,
        confidence: 1,
        // A recovery link sent to an address named in the message would hand the account to whoever wrote it.
        risky: other
          ? `the message names an e-mail address other than the sender's (${other}); account changes are confirmed by a person`
          : takeover
            ? `the message reports that someone else may control the account ("${takeover[0].trim()}"); a person secures it before any link is sent`
            : elsewhere
              ? `the message asks for the link or code somewhere other than the address on file, or gives a new contact detail ("${elsewhere[0].replace(/\s+/g, ' ').trim()}"); that is a change of account details, which a person confirms first`
              : null,
      };
    }
    case 'billing':
      return fields.invoiceIds.length
        ? {action: `Pass ${fields.invoiceIds[0]} to the billing team with the customer's request.`, confidence: 1, risky: /twice|duplicate|reverse/i.test(message.body) || DUPLICATE_CHARGE.test(message.body) ? 'money would be returned' : null}
        : {
            action: 'Pass the request to the billing team and ask for the invoice number.',
            confidence: 0.6,
            // A charge taken twice is money to return with or without an invoice number: a person decides.
            risky: DUPLICATE_CHARGE.test(message.body) ? 'money would be returned' : amount ? 'a charge is disputed' : null,
          };
    case 'bug':
      return {action: 'Open a bug ticket with the steps and versions given, and reply with the ticket number.', confidence: /\d+\.\d+|chrome|firefox|android|ios|error \d{3}/i.test(message.body) ? 1 : 0.6, risky: null};
    case 'cancellation':
      // u28t T-P5: "Please cancel order ORD-… before it ships" cancels an order, not a subscription.
      if (order && ORDER_CANCEL.test(`${message.subject}\n${message.body}`))
        return {action: `Stop ${order} before it ships, cancel the order and confirm by e-mail.`, confidence: 1, risky: 'cancellations are confirmed by a person'};
      return {action: 'Cancel at the end of the billing period and confirm by e-mail.', confidence: 1, risky: 'cancellations are confirmed by a person'};
    case 'feedback':
      // A plain thank-you asks for nothing: no action, not even a reply (thankYouOnly).
      if (thankYouOnly(message.body, `${message.subject}\n${message.body}`)) return {action: null, confidence: 1, risky: null};
      // 44t2 (u29y F3, F18): praise around a complaint, a threat or distress is answered by a person, never with a thank-you.
      {
        const beyond = unaccountedClause(ownText(message.body), 'feedback') ?? unaccountedClause(message.subject, 'feedback');
        if (beyond) return {action: `Reply to the customer in person: the message says more than praise or a suggestion (“${beyond}”); no thank-you is sent.`, confidence: 1, risky: null};
      }
      return {action: 'Thank the customer and log the feedback for the product team.', confidence: 1, risky: null};
  }
}

/** Where an item goes; `basis` (automatic items only) says what made it automatic. */
export type Route = {queue: 'auto' | 'human'; reasons: string[]; basis?: string};

/** A technical failure reported in the present: "it hangs every day", "the page crashes", "stopped working", "error 500". */
const TECH_FAILURE =
  /\b(?:crash(?:es|ing)|freez(?:es|ing)|froze|hangs|hanging|(?:stopped|stops)\s+working|(?:does\s+not|doesn['’]?t|won['’]?t|will\s+not)\s+(?:load|open|start|respond)|error\s+\d{3}|throws?\s+an?\s+error|times\s+out|timing\s+out)\b/i;

/**
 * Praise: "love the app", "great job", "keep it up", "big fan", "well done". Next to a failure it is
 * context (the failure is the report); over a subject naming a problem it is the body's point.
 */
const PRAISE =
  /\b(?:love|loving|loved|great|awesome|brilliant|amazing|excellent|fantastic|wonderful|perfect|superb|outstanding|best|fan|enjoy\w*|kudos|rock|keep\s+it\s+up|well\s+done|nice\s+(?:work|job)|good\s+job|helpful)\b/i;

/**
 * A failure reported in the present: a technical failure (TECH_FAILURE), "keeps crashing / logging me
 * out", "won't open", "doesn't load", "stopped syncing", "I get an error".
 */
const BODY_FAILURE = new RegExp(
  String.raw`${TECH_FAILURE.source}|\b(?:keeps?|kept)\s+(?:on\s+)?(?:crash\w*|freez\w*|fail\w*|hang\w*|(?:logging|kicking|signing|throwing)\s+(?:me|us)\s+out|throwing\s+(?:an?\s+)?errors?|erroring|timing\s+out|disconnect\w*|lagging)|\b(?:won['’]?t|wont|doesn['’]?t|doesnt|does\s+not|will\s+not|isn['’]?t|isnt|is\s+not)\s+(?:even\s+)?(?:open|load|start|work|sync|save|respond|launch|working|loading|opening|syncing)\b|\bstopped\s+(?:working|loading|syncing|opening|responding)\b|\b(?:i|we)\s+(?:get|keep\s+getting|am\s+getting|are\s+getting)\s+(?:an?\s+)?(?:\w+\s+)?error`,
  'gi',
);

/** The present failure the body reports outside negated or set-aside stretches, quoted; null when none. */
export function bodyFailure(body: string): string | null {
  const spans = negationScopes(body);
  for (const m of body.matchAll(BODY_FAILURE)) if (!inSpans(m.index ?? 0, spans)) return m[0].replace(/\s+/g, ' ');
  return null;
}

/** Whether the body names a problem (PROBLEM_WORD) outside negated or set-aside stretches. */
function problemInBody(body: string): boolean {
  const spans = negationScopes(body);
  return [...body.matchAll(new RegExp(PROBLEM_WORD.source, 'gi'))].some((m) => !inSpans(m.index ?? 0, spans)) || bodyFailure(body) !== null;
}

/** The technical failure the body reports outside set-aside or negated stretches, or null. */
export function technicalFailure(body: string): string | null {
  const spans = negationScopes(body);
  for (const m of body.matchAll(new RegExp(TECH_FAILURE.source, 'gi'))) if (!inSpans(m.index ?? 0, spans)) return m[0];
  return null;
}

/*
 * The positive gate (session 40, issue 28): an automatic action needs a message of the shape that
 * action needs. The checks above (negations, solved problems, conditions, amounts…) give precise
 * reasons; this gate is decisive: whatever they miss, an action runs by itself only when the message
 * positively asks for it (a refund) or states the problem it answers (a missing parcel, a login that
 * fails, a present crash), in the present, with nothing hedged, deferred, conditional, asked besides,
 * or asked for someone else.
 */

/** Hedged, deferred, undecided or reconsidered wording: "thinking about", "might", "I'll wait and see", "on second thought", "later". */
const TENTATIVE =
  /\b(?:think(?:ing)?\s+(?:about|of|it\s+over)|let\s+me\s+(?:think|look|check|see|know)|consider(?:ing)?|might|may\s+(?:ask|want|need|request|have\s+to|be)|maybe|perhaps|probably|possibly|wait\s+and\s+see|not\s+sure\s+(?:yet|whether|if\s+(?:i|we)\s+(?:want|should|need|will))|unsure\s+(?:whether|if)|undecided|still\s+deciding|(?:have\s+not|haven['’]?t|not\s+yet)\s+decided|decid(?:e|ing)|leaning|torn\s+between|back\s+and\s+forth|plan(?:ning)?\s+to|going\s+to\s+(?:ask|request|write|return)|about\s+to\s+ask|later|for\s+now|hold\s+(?:off|on)|on\s+second\s+thoughts?|then\s+again|actually|wait(?=\s*[,.!…]|\s*$)|h+m+|should\s+i|part\s+of\s+me|hopefully|(?:i|we)(?:['’]ll|\s+will)\s+(?:ask|decide|let|see|think|wait|keep|talk|come\s+back|probably)|next\s+(?:week|month|year|time)|tomorrow|in\s+(?:a\s+few|two|three|a)\s+(?:days?|weeks?))\b/i;
/** A condition on the whole message (politeness such as "if possible" is none): "if", "unless", "in case", "once", "whether". */
const GATE_CONDITION = new RegExp(String.raw`${INDIRECT_BEFORE}\bif\b(?!\s+${POLITE_IF}\b)|\bunless\b|\bin\s+case\b|\bonce\s+(?:i|we|you|it|the|my)\b|(?<!\b(?:wonder|wondering)\s+)\bwhether\b|\bonly\s+if\b|\bprovided\s+that\b|\bas\s+long\s+as\b|\bas\s+soon\s+as\b|\buntil\b|\bwhen\s+(?:the|my|it|you|i|we)\b(?=[^.!?\n]*\b(?:arrives?|gets?|comes?|receives?|reaches?|is\s+back|are\s+back)\b)|\bafter\s+(?:you|the|it|i|we)\s+(?:\w+\s+){0,2}?(?:receive|arrives?|gets?|reaches?|check)|\b(?:after|when)\s+(?:i|we)(?:['’]ve|\s+have)?\s+(?:\w+\s+){0,2}?(?:send|sent|return|returned|ship|shipped|post|posted|mail|mailed|drop|dropped)\b`, 'i');
/** Someone other than the writer: "on behalf of my client", "my mother asked me to write", "she wants the money". */
const THIRD_PARTY =
  /\b(?:on\s+behalf\s+of|(?:asked|told)\s+me\s+to\s+(?:write|ask|contact)|for\s+(?:my|a)\s+(?:mother|mom|mum|father|dad|wife|husband|son|daughter|friend|client|customer|boss|colleague|partner|sister|brother|neighbou?r|grandmother|grandfather)|my\s+(?:mother|mom|mum|father|dad|wife|husband|son|daughter|friend|client|customer|boss|colleague|partner|sister|brother|neighbou?r)\s+(?:asked|wants|says|said|would\s+like|needs|can(?:not|['’]t))|(?:she|he|they)\s+(?:wants?|needs?|would\s+like)\s+(?:the\s+|a\s+|her\s+|his\s+|their\s+)?(?:money|refund))\b/i;
/**
 * 45t2 (u30g F8): someone else's thing, however that someone is named: a possessive before a parcel, an order, an
 * account, a card or money ("my neighbour's parcel", "our neighbours' parcel", "Tom's order", "my wife's account"),
 * or the thing "of" or "belonging to" someone. A time is no owner ("last week's parcel", "today's order").
 */
const OWNED_THING = String.raw`(?:parcel|package|order|delivery|shipment|account|login|password|refund|money|card|purchase|item|box|e-?mail|phone|invoice|subscription|address)s?`;
const SOMEONE_ELSES = new RegExp(
  String.raw`(?<![\p{L}])(?!(?:it|today|yesterday|tomorrow|tonight|week|month|year|day|night|morning|afternoon|evening|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|one|last|this|next|everyone|nobody|(?:the\s+)?customer\s+service)['’])[\p{L}]+(?:['’]s|s['’])\s+(?:[\p{L}-]+\s+){0,2}?${OWNED_THING}(?![\p{L}])|(?<![\p{L}])${OWNED_THING}\s+(?:(?:ORD|INV)-\d+\s+)?(?:of|belonging\s+to)\s+(?:my|our|a|the|his|her|their)\s+(?!order\b|purchase\b)[\p{L}]+`,
  'iu',
);

/** A question that is itself the request or states the problem: "Can you check where it is?", "Where is my parcel?", "Why does it keep crashing?". */
const REQUEST_QUESTION =
  /^\W*(?:(?:hi|hello|so|and|also)\W+)?(?:(?:can|could|would|will)\s+(?:you|someone|somebody)\s+(?:please\s+|kindly\s+)?(?!tell\s+me\s+(?:if|whether|how|why|what|which|who)\b)(?!(?:also|usually|ever)\b)\p{L}+|where\s+is\s+(?:my|our|the|ORD-\d+)\b|where['’]s\s+(?:my|our|the)\b|when\s+will\s+(?:my\s+|our\s+|the\s+)?(?:parcel|package|order|delivery|shipment|ORD-\d+)|why\s+(?:does|do|is|did|has)\b|how\s+come\b)/iu;

/** A direct refund request by the writer: "Please refund …", "Refund $12 for …", "I would like a refund …", "I want my money back". */
const DIRECT_REFUND = new RegExp(
  [
    String.raw`(?:^\s*|[,;:]\s*|\b(?:so|and|then)\s*,?\s+|\b(?:hi|hiya|hello|hey|dear|good\s+(?:morning|afternoon|evening))(?:\s+(?:there|team|support|all|everyone|folks|[a-z]+(?=\s+(?:please|pl[sz]|kindly|can|could|would|will|refund)\b)))?\s*,?\s+(?:(?:can|could|would|will)\s+you\s+)?|\bbut\s+(?=please\b|pl[sz]\b|kindly\b))(?:please\s+|pl[sz]\s+|kindly\s+)?(?:refund|reimburse)\b`,
    String.raw`\b(?:please|kindly)\s+(?:issue|process|send|make|give\s+(?:me|us))\s+(?:me\s+|us\s+)?(?:a\s+|the\s+|my\s+|our\s+)?(?:full\s+)?refund\b`,
    String.raw`\b(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)?(?:\s+(?:would\s+like|want|need|asking\s+for|requesting|request)|['’]d\s+like)\s+(?:to\s+(?:request|ask\s+for|get|receive|claim|have)\s+)?(?:a\s+|my\s+|our\s+|the\s+|full\s+|a\s+full\s+)?(?:refund|reimbursement|money\s+back|to\s+be\s+refunded|you\s+to\s+refund)\b`,
    String.raw`\b(?:please\s+)?(?:give|send|pay)\s+(?:me|us)\s+(?:my|our|the)\s+money\s+back\b`,
  ].join('|'),
  'i',
);
/**
 * u28x: the refund sent somewhere named ("to my Visa ending 4242", "to my PayPal account", "to a
 * different card"); the action refunds the original payment method. A plain "to my card" is that.
 */
const REFUND_DESTINATION =
  /\b(?:to|into|onto)\s+(?:my|our|a|an|the|this|another|that)\s+(?!(?:original|same|usual)\b)(?!(?:credit\s+|debit\s+)?(?:card|account)\b(?!\s+(?:ending|ends)\b))(?:\p{L}+\s+){0,2}?(?:card|visa|mastercard|master\s*card|amex|debit|credit|account|paypal|bank|iban|wallet|venmo|revolut)\b(?:\s+(?:account|card))?(?:\s+(?:ending|ends)\s+(?:in\s+|with\s+)?\d{4}\b)?|\b(?:card|account|visa|mastercard|amex)\s+(?:ending|ends)\s+(?:in\s+|with\s+)?\d{4}\b|\bIBAN\b/iu;
/** u28x: a refund said to be promised or agreed already ("your colleague Mark already promised this", "as agreed by your agent"): paying it again could pay twice. */
const REFUND_PROMISED =
  /\b(?:already\s+)?promised\b|\balready\s+(?:agreed|approved|authori[sz]ed|confirmed|accepted|arranged|offered)\b|\b(?:agent|colleague|support|team|rep|representative|manager|you)\s+(?:\p{L}+\s+){0,2}?(?:agreed|approved|confirmed|authori[sz]ed|offered|accepted)\b|\b(?:was|were|been|is)\s+(?:already\s+)?(?:agreed|approved|confirmed|authori[sz]ed|offered)\b|\bas\s+(?:agreed|discussed|confirmed)\b/iu;
/** u28x: a second matter added after the request: "Also, my login doesn't work.", "And another thing, …", "By the way, …", "P.S. …". Group 1 is what it adds. */
const AFTERTHOUGHT =
  /(?:^|[.!?…\n]\s*)(?:also|and\s+another\s+thing|another\s+thing|one\s+more\s+thing|by\s+the\s+way|btw|p\.?\s?s\.?)(?![\p{L}\d])\s*[,:;.\-–—]?\s*([^.!?\n]+[.!?]?)/giu;

/** A request besides the refund: another "please", "could you", "I need", or "and send / update / …". */
const OTHER_REQUEST =
  /\b(?:please|kindly|could\s+you|can\s+you|would\s+you|(?:i|we)\s+(?:also\s+)?(?:want|need|would\s+like|['’]d\s+like))\b|\b(?:and|also)\s+(?:please\s+)?(?:send|update|change|remove|add|cancel|replace|check|tell|give|let|resend|delete|close|unsubscribe|fix|make\s+sure|correct|reissue)\b|\bor\s+(?:(?:just|please|simply)\s+)?(?:give|send|offer|issue|replace|exchange|swap|credit|keep)\b|\b(?:vouchers?|store\s+credit|gift\s+cards?|coupons?|discount\s+codes?)\b/gi;

/** 46t (u30g F9): what a parcel said to be delivered is missing from: "nothing at my door", "I never received it". */
const PARCEL_OBJECT = String.raw`(?:it|them|anything|ORD-\d+|(?:my|our|the|this|that)\s+(?:\w+\s+)?(?:parcel|package|order|delivery|shipment|box|items?)(?:\s+ORD-\d+)?)\b`;
const DOORSTEP = String.raw`(?:front\s+)?(?:door|doorstep|porch|mailbox|letterbox|letter\s+box|post\s*box|building|house|flat|apartment|reception|gate)\b`;
/** A delivery problem stated: not arrived, missing, lost, late, delayed, tracking stuck, delivered elsewhere. */
const DELIVERY_PROBLEM = new RegExp(
  String.raw`\b(?:(?:has|have|had|did|does)(?:\s+not|n['’]?t)\s+(?:yet\s+|even\s+)?(?:arrived?|come|been\s+(?:delivered|shipped)|turned\s+up|shown\s+up|showed\s+up|moved|updated|changed|got\s+here)|not\s+(?:yet\s+)?(?:arrived|delivered|received|here)|never\s+(?:arrived|came|got\s+here|turned\s+up|showed\s+up|was\s+delivered|delivered|reached)|(?:is|are|was|were|went|got)\s+(?:still\s+|now\s+)?(?:missing|lost|overdue|stuck)|(?:is|are)\s+(?:now\s+|already\s+|still\s+)?(?:(?:a|one|two|three|four|five|six|several|many|\d+)\s+(?:days?|weeks?)\s+)?(?:late|overdue|delayed)\b(?!\s+(?:deliver\w*|parcels?|packages?|orders?|shipments?))|still\s+(?:waiting|shows?|says|in\s+transit|not\s+here)|stuck\b|(?:says|shows|showed|said|marked|lists)\s+(?:(?:it|they|that|this|ORD-\d+(?:-\d+)*|(?:my|our|the)\s+(?:\w+\s+)?(?:order|parcel|package|delivery|shipment|box)(?:\s+ORD-\d+(?:-\d+)*)?)\s+(?:(?:was|were|has\s+been|had\s+been|is|as)\s+){1,2}|as\s+)?delivered\b[^.!?\n]{0,40}?\b(?:but|yet|however)\b|(?:did|have|has|had)(?:\s+not|n['’]?t)\s+(?:yet\s+|even\s+)?(?:receive[d]?|get|got(?:ten)?)\s+${PARCEL_OBJECT}|never\s+(?:received|got)\s+${PARCEL_OBJECT}|nothing\s+(?:(?:is|was)\s+)?(?:(?:left|delivered)\s+)?(?:at|on|in|by|outside)\s+(?:my|our|the)\s+${DOORSTEP}|(?:there\s+is|there['’]s|there\s+was|i\s+see|i\s+found)\s+no\s+(?:parcel|package|box|delivery|order)\b|(?:it|they)\s+(?:is|are|was|were)(?:\s+not|n['’]?t)\s+(?:here|there|at\s+(?:my|our|the)\s+${DOORSTEP})|delivered\s+to\s+the\s+wrong|wrong\s+address|nothing\s+(?:came|arrived)|no\s+(?:tracking\s+)?updates?\b|no\s+idea\s+where|nowhere\s+to\s+be\s+(?:found|seen)|where\s+is\s+(?:my|our)\s+(?:parcel|package|order|delivery|shipment)|where\s+(?:my|our)\s+(?:parcel|package|order|delivery|shipment)\b[^.!?\n]{0,30}?\bis|when\s+will\s+(?:my\s+|our\s+|the\s+)?(?:parcel|package|order|delivery|shipment|ORD-\d+)\b[^.!?\n]{0,30}?\b(?:arrive|come|be\s+delivered|ship|get\s+here)|(?:was|were)\s+(?:supposed|meant|due|expected|scheduled)\s+to\s+(?:arrive|come|be\s+(?:delivered|here))|should\s+have\s+(?:arrived|come|been\s+delivered)|(?:was|were)\s+due\s+(?:on|by|last)\b|(?:has|have)\s+(?:said|shown|showed|read|been)\s+(?:['"‘“][^'"’”\n]{1,30}['"’”]\s+|in\s+transit\s+)for\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+)\s+(?:days?|weeks?))\b`,
  'i',
);
/** s41 TA-6: a question that asks for the delivery itself: "Where is it?", "Can you check?", "Any news?". */
const DELIVERY_QUESTION = /^(?:so\s+|and\s+)?(?:where\s+is\s+it|where\s+are\s+they|(?:can|could)\s+you\s+(?:please\s+)?(?:check|look\s+into\s+it|find\s+out\s+where\s+it\s+is)(?:\s+(?:on\s+)?(?:it|this|that))?|any\s+(?:news|updates?))\s*\?$/i;
/** The parcel said to have come ("it arrived a day early", "we got it today"); "has not arrived", "never came", "nothing came" are no arrival. */
const ARRIVED =
  /(?<!\b(?:not|never|nothing|hasn['’]?t|haven['’]?t|didn['’]?t|yet\s+to)\s+(?:yet\s+|even\s+)?)\b(?:arrived|came|turned\s+up|showed\s+up|got\s+here)\b|\b(?:i|we)\s+(?:got|received)\s+(?:it|my|our|the)\b|\b(?:supposed|meant|due|expected)\s+to\s+(?:arrive|come)\b[^.!?\n]{0,30}?\band\s+(?:it|they|so\s+it)\s+did\b(?!\s*n)/i;
/**
 * s42 T-5: a parcel said to have come late or damaged ("came three days late", "arrived late and the box
 * was damaged", "turned up a week late"): a delivery problem, but about a parcel that is there, so a
 * tracking trace has nothing to find and a person replies to the complaint.
 */
const ARRIVED_WITH_PROBLEM =
  /\b(?:arrived|came|turned\s+up|showed\s+up|got\s+here|was\s+delivered)\b(?:\s+(?:today|yesterday|finally))?\s+(?:(?:a|an|one|two|three|four|five|six|seven|several|many|\d+)\s+(?:days?|weeks?)\s+)?(?:late|damaged|crushed|broken|dented|torn|wet|open(?:ed)?|smashed)\b/i;
/**
 * s42: a return stated as done, in the past tense: "I sent the toaster from ORD-… back", "I sent it back",
 * "I returned the kettle", "I have already sent the lamp back". A return still to come ("after I send it
 * back", "I will send it back") is a condition or a deferral, read by GATE_CONDITION and TENTATIVE.
 */
const RETURN_SENT =
  /\b(?:i|we)\s+(?:have\s+|had\s+)?(?:already\s+)?(?:(?:sent|shipped|mailed|posted|brought|taken|took)\s+(?:(?:it|them|the\s+\p{L}+(?:\s+\p{L}+)?(?:\s+from\s+(?:order\s+)?ORD-\d+(?:-\d+)*)?|(?:order\s+)?ORD-\d+(?:-\d+)*)\s+)?back\b|returned\s+(?:it|them|the\s+\p{L}+|(?:order\s+)?ORD-\d+(?:-\d+)*)\b)/iu;
/**
 * s43 (u29e D03): a return still to come, said as a plan or in progress: "I'm returning the item", "I'll
 * return the scarf", "I am sending the kettle back", "we will ship the mug back", "it will leave my house on
 * Monday", "the box will be posted on Friday". The refund waits on it, as on "after I send it back".
 */
const RETURN_PENDING =
  /\b(?:i|we)(?:['’]m|['’]re|['’]ll|\s+am|\s+are|\s+will|\s+shall)\s+(?:(?:going|about|planning)\s+to\s+|be\s+)?(?:return(?:ing)?\b|(?:send|ship|mail|post|drop|bring|tak)(?:p?ing|e)?\s+(?:[\p{L}\d-]+\s+){0,4}?(?:back|off)\b)|\b(?:it|they|this|these|the\s+(?:item|items|parcel|package|box|return|\p{L}+))\s+(?:will|['’]ll|is\s+going\s+to|are\s+going\s+to)\s+(?:leave|go\s+out|ship|be\s+(?:sent|posted|shipped|mailed|returned|dropped\s+off|collected|picked\s+up))\b/iu;

/**
 * s43 (self-test T40, T41): the same in other words: "I'll drop it at the post office", "I'm taking it to the
 * post office", "my return is scheduled for pickup", "pickup is booked", "the courier will collect it", and a
 * return said not to be sent yet ("I haven't sent it back yet"), which a negation scope would set aside.
 */
const RETURN_PENDING_OTHER =
  /\b(?:i|we)(?:['’]m|['’]re|['’]ll|\s+am|\s+are|\s+will|\s+shall)\s+(?:(?:going|about|planning)\s+to\s+|be\s+)?(?:drop|tak|bring|post|mail|send|ship)(?:p?ing|e)?\s+(?:it|them|the\s+\p{L}+|this|these)\s+(?:off\s+)?(?:at|to|in)\s+(?:the\s+|a\s+)?(?:post\s+office|courier|depot|drop-?off|locker|parcel\s+shop|store|shop|ups|fedex|dhl|usps|mailbox)\b|\b(?:return|pick-?\s?up|collection|courier)\s+(?:is|has\s+been|was)\s+(?:now\s+)?(?:scheduled|booked|arranged|planned|set)\b|\b(?:courier|driver|carrier|ups|fedex|dhl|usps)\s+(?:will|['’]ll|is\s+coming\s+to|is\s+going\s+to)\s+(?:collect|pick)\b|\b(?:will\s+be|gets?|getting)\s+(?:picked\s+up|collected)\b|\b(?:it|they|this|these|the\s+\p{L}+)(?:['’]s|['’]re|['’]ll|\s+is|\s+are|\s+will)\s+(?:(?:be\s+)?going|go|be\s+going)\s+back\b|\bready\s+(?:to\s+(?:go|be\s+(?:sent|returned|posted|shipped|mailed))\s+back|for\s+(?:the\s+)?(?:return|pick-?\s?up|collection|the\s+courier))\b|\b(?:i|we|and)\s+(?:can|could|would)\s+(?:easily\s+)?(?:return\s+(?:it|them|the\s+\p{L}+)|(?:send|ship|post|mail|bring)\s+(?:it|them|the\s+\p{L}+)\s+back)\b|\b(?:i|we)\s+(?:have\s+not|haven['’]?t|did\s+not|didn['’]?t)\s+(?:yet\s+)?(?:sent|posted|shipped|mailed|returned|dropped)\b[^.!?\n]{0,30}?\byet\b/iu;

function returnPending(body: string): string | null {
  const spans = negationScopes(body);
  const pending = statedOutside(body, RETURN_PENDING, spans);
  if (pending) return pending.words;
  const other = RETURN_PENDING_OTHER.exec(body);
  return other ? other[0].replace(/\s+/g, ' ').trim() : null;
}

/** A login problem stated: cannot sign in, locked out, a reset or code that does not arrive or work. */
const LOGIN_PROBLEM =
  /\b(?:(?:can['’]?t|cannot|can\s+not|unable\s+to|not\s+able\s+to|couldn['’]?t)\s+(?:log|sign)\s*(?:in|on|into)|locked\s+out|forgot(?:ten)?\s+(?:my\s+)?password|invalid\s+credentials|(?:password|login|code|link|reset)\b[^.!?\n]{0,30}?\b(?:does\s+not|doesn['’]?t|never|isn['’]?t|is\s+not|won['’]?t)\s+(?:work|arriv|come|accept)\w*)/i;
/** A failure stated besides BODY_FAILURE's: "still fails", "shows an error page", "a blank screen", "crashed again", "deleted my draft", "does nothing". */
const BUG_STATED = new RegExp(
  String.raw`${BODY_FAILURE.source}|\bstill\s+(?:fail|crash|freez|hang|lag|broken|error|not\s+work|does\s*n['’]?t\s+work)\w*|\b(?:shows?|showing|get|getting|gives?)\s+(?:me\s+)?(?:an?\s+)?(?:error|blank)\b|\berror\s+(?:page|message|code)\b|\bclos(?:es|ing)\s+itself\b|\bblank\s+(?:screen|page)\b|\b(?:crash|froze|freez|fail|hung|error)\w*\s+again\b|\b(?:deleted|lost|wiped)\s+(?:my|all\s+my|our)\b|\bdoes\s+nothing\b|\bnothing\s+happens\b`,
  'i',
);
/** A billing matter stated or asked for: an invoice, a charge, VAT, a billing address, a receipt. */
const BILLING_MATTER = /\b(?:INV-\d+|invoices?|charg(?:e|ed|es)|billing|billed|VAT|receipts?|payments?)\b/i;

/** The sentences of a text that are questions, and whether each is a request or a problem stated as a question. */
function questions(text: string): Array<{quote: string; request: boolean}> {
  return [...text.matchAll(SENTENCE)]
    .map((m) => m[0].trim())
    .filter((q) => q.endsWith('?'))
    .map((q) => ({quote: q, request: REQUEST_QUESTION.test(q)}));
}

/** The first match of re outside the given spans, with the sentence it is in; null when none. */
function statedOutside(text: string, re: RegExp, spans: readonly Span[], inQuestions = false): {words: string; sentence: string; at: number; length: number; within: Span} | null {
  for (const m of text.matchAll(SENTENCE)) {
    const sentence = m[0];
    if (!inQuestions && sentence.trim().endsWith('?')) continue;
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const hit of sentence.matchAll(g)) {
      const at = (m.index ?? 0) + (hit.index ?? 0);
      if (!inSpans(at, spans)) return {words: hit[0].replace(/\s+/g, ' ').trim(), sentence: sentence.trim().replace(/\s+/g, ' '), at, length: hit[0].length, within: [m.index ?? 0, (m.index ?? 0) + sentence.length]};
    }
  }
  return null;
}

/** A quotation, shortened after n characters outside the quotation marks, so what is quoted is always in the message. */
const quoted = (s: string, n = 90) => (s.length > n ? `"${s.slice(0, n).trimEnd()}" (…)` : `"${s}"`);

/**
 * 44t: the closed world for the actions besides a refund: every clause of the body must be a greeting, thanks,
 * a sign-off or the action's own matter (closedWorld.ts); a threat, a dispute, a promise or someone else's
 * account is none of these, so a person reads it. The reason quotes the first such clause.
 */
/** 46t (u30g F5): the clauses a closed world could not account for, each quoted as written (at most three). */
const quotedClauses = (clauses: readonly string[]) => clauses.slice(0, 3).map((c) => `“${c}”`).join(', ') + (clauses.length > 3 ? ' (…)' : '');

function beyondMatter(body: string, matter: Matter, action: string, stated?: RegExp): AutoGate | null {
  const clauses = unaccountedClauses(body, matter, stated);
  return clauses.length
    ? {ok: false, missing: `the message says more than the matter ${action} answers: ${quotedClauses(clauses)}; an automatic action needs every sentence to be a greeting, thanks or the matter itself, so a person reads it`}
    : null;
}

/**
 * The positive gate for a proposed action: see AutoGate. Brief 45t (u29y F9): the subject's clauses count as the
 * body's do, for every action ("URGENT - legal action" over a plain refund request is a person's); Feedback reads
 * its subject in its own closed world.
 */
export function autoGate(category: Category, proposal: Proposal, fields: Fields, message: Message): AutoGate {
  const gate = bodyGate(category, proposal, fields, message);
  if (!gate.ok || !message.subject.trim()) return gate;
  // 45t2 (u30g F15): a subject that takes the request back, says it is done, a test or a repeat, holds any action;
  // 46t: a thank-you too ("Fixed", "Solved" over a suggestion), which reads the rest of its subject in its own closed world.
  const takeBack = subjectTakeBack(message.subject, category === 'refund' || category === 'billing');
  if (takeBack)
    return {
      ok: false,
      missing: `the subject (“${message.subject.trim()}”) may take the request back, say it is already done, or be a test or a repeat (“${takeBack}”); a person reads the subject with the body`,
    };
  if (category === 'feedback') return gate;
  const matter = category === 'refund' || category === 'cancellation' ? undefined : category;
  const clause = unaccountedClause(message.subject, matter, category === 'bug' ? BUG_STATED : undefined, true, ownText(message.body));
  if (!clause) return gate;
  return {
    ok: false,
    missing: `the subject (“${message.subject.trim()}”) says more than the request the action answers (“${clause}”); the subject counts as the body does, so a person reads it`,
  };
}

function bodyGate(category: Category, proposal: Proposal, fields: Fields, message: Message): AutoGate {
  // A risky action is held back already, and its reason says why.
  if (proposal.risky) return {ok: false, missing: proposal.risky};
  // u28x: "Please refund $30.00 … No wait, it was $35.00": a refund names one amount; two leave it open.
  // 46t (u30g F5): "ORD-2026 and ORD-2026": the same order twice in a row may be a slip for another order.
  const twice = /\b(ORD-\d+(?:-\d+)*)\s*(?:,|&|\/|\band\b|\bor\b|\bplus\b)\s*\1(?![\w-])/i.exec(`${message.subject}\n${ownText(message.body)}`);
  if (twice) return {ok: false, missing: `the order ${twice[1].toUpperCase()} is named twice ("${twice[0].replace(/\s+/g, ' ')}"); a person checks whether another order was meant`};
  if (category === 'refund' && fields.amounts.length > 1) return {ok: false, missing: `the message names more than one amount (${fields.amounts.join(' and ')}); a person reads which one is meant`};
  const body = ownText(message.body);
  const whole = `${message.subject}\n${body}`;
  const tentative = TENTATIVE.exec(whole);
  if (tentative) return {ok: false, missing: `no direct request to act on now: the message hedges, defers or reconsiders ("${tentative[0].replace(/\s+/g, ' ')}")`};
  // A suggestion is often a wish with "if" ("it would be lovely if the app had a dark mode"): no condition on thanking.
  const condition = category === 'feedback' ? null : GATE_CONDITION.exec(body);
  if (condition) return {ok: false, missing: `the message is conditional ("${condition[0].trim()}"); nothing runs by itself on a condition`};
  const third = THIRD_PARTY.exec(whole) ?? SOMEONE_ELSES.exec(whole);
  if (third) return {ok: false, missing: `a third party is involved ("${third[0].replace(/\s+/g, ' ')}"); a person checks who asks`};
  const spans = negationScopes(body);
  // "I couldn't log in yesterday, but it works now": a problem said to be over answers no trace, link or ticket.
  // A present failure next to it is a new report ("The upload error is gone, but now the app crashes every time …").
  const overMatters = category === 'shipping' || category === 'account' || (category === 'bug' && bodyFailure(body) === null);
  const over = overMatters ? (resolvedProblems(body)[0]?.quote ?? solvedClauses(body)[0]?.quote) : undefined;
  if (over) return {ok: false, missing: `the message says a problem is over (${quoted(over)}); a person reads what, if anything, is still wrong`};
  const asked = questions(body);
  const otherQuestion = asked.find((q) => !q.request);
  switch (category) {
    case 'refund': {
      const refund = /^Refund (.+) for (ORD-\d+(?:-\d+)*) to the original payment method\.$/.exec(proposal.action ?? '');
      if (!refund) return {ok: false, missing: 'a refund runs by itself only as one named amount for one order, and the proposed action is not that'};
      const request = statedOutside(body, DIRECT_REFUND, spans);
      if (asked.length)
        return {ok: false, missing: request ? `more than one thing asked: besides the refund the message asks ${quoted(asked[0].quote)}` : `no direct request: the refund is asked about as a question (${quoted(asked[0].quote)}), not asked for`};
      if (!request) return {ok: false, missing: 'no direct request for a refund by the writer: no sentence asks to refund or says the writer wants or would like a refund'};
      const other = [...body.matchAll(OTHER_REQUEST)].find((m) => {
        const at = m.index ?? 0;
        // A "please" in the request's own sentence is politeness ("Refund $12.99 for ORD-1 please").
        const politeness = /^(?:please|kindly)$/i.test(m[0]) && inSpans(at, [request.within]);
        return !politeness && !inSpans(at, spans) && (at + m[0].length <= request.at || at >= request.at + request.length);
      });
      if (other) return {ok: false, missing: `more than one thing asked: besides the refund the message asks for something else ("${other[0].replace(/\s+/g, ' ')}")`};
      const added = [...body.matchAll(AFTERTHOUGHT)].find((m) => {
        const from = (m.index ?? 0) + m[0].length - m[1].length;
        return !(request.at >= from && request.at < from + m[1].length) && !/^(?:thanks?|thank\s+you|thx|ty|cheers)\b/i.test(m[1]);
      });
      if (added) return {ok: false, missing: `more than one matter: besides the refund (${quoted(request.sentence)}) the message adds ${quoted(added[1].trim())}; a person answers both`};
      const destination = statedOutside(body, REFUND_DESTINATION, spans);
      if (destination) return {ok: false, missing: `the refund is asked to go somewhere named ("${destination.words}"), and the action refunds the original payment method; a person checks where the money goes`};
      const promised = statedOutside(body, REFUND_PROMISED, spans);
      if (promised) return {ok: false, missing: `the message says the refund was already promised or agreed ("${promised.words}"); a person checks it was not paid already`};
      // The amount must be read whole: "$1'250.00", "€45 000" or "€ 1 299,00" go on past what was read.
      const amount = refund[1];
      const at = body.indexOf(amount);
      if (at !== -1 && /^(?:['’\u00a0\u202f ]\d{3}\b|[.,'’]\d)/.test(body.slice(at + amount.length)))
        return {ok: false, missing: `the amount is written in a form the demo does not read whole (${quoted(body.slice(at, at + amount.length + 8).trim(), 30)}); a person reads it`};
      // s43 (u29e D03): "I'm returning the item, it will leave my house on Monday": the refund waits on a return not yet posted.
      const pending = returnPending(body);
      if (pending) return {ok: false, missing: `the return is still to come ("${pending}"): a refund is made once the return is posted, so a person refunds it then`};
      // s42: "I sent it back yesterday, refund $38": the return is done, so the request waits on nothing; the basis says so.
      const sent = statedOutside(body, RETURN_SENT, spans);
      // 43t2 (u29q): the closed world. Every clause must be a greeting, thanks, the request or a plain reason.
      const unaccounted = unaccountedClauses(body);
      if (unaccounted.length) return {ok: false, missing: `the message says more than a plain refund request: ${quotedClauses(unaccounted)}; an automatic refund needs every sentence to be a greeting, thanks, the request itself or a plain reason (arrived broken or damaged, the wrong item, never arrived, stopped working), so a person reads it`};
      const returned = sent ? `; the return is stated as already sent (${quoted(sent.words, 60)}), so the refund waits on no condition` : '';
      return {ok: true, basis: `a direct request by the writer (${quoted(request.sentence)}), one order (${refund[2]}), one amount (${amount}) within the ${REFUND_APPROVAL_LIMIT} US dollar limit, nothing else asked, no condition and no hedging${returned}`};
    }
    case 'shipping': {
      if (fields.orderIds.length !== 1) return {ok: false, missing: `a trace needs exactly one order (the message names ${fields.orderIds.length ? fields.orderIds.join(', ') : 'none'})`};
      const problem = statedOutside(body, DELIVERY_PROBLEM, spans, true);
      const cameWithProblem = problem ? null : statedOutside(body, ARRIVED_WITH_PROBLEM, spans, true);
      if (cameWithProblem)
        return {
          ok: false,
          missing: `the message says the parcel came with a problem ("${cameWithProblem.words}" in ${quoted(cameWithProblem.sentence)}); a tracking trace has nothing left to find, so a person replies to the complaint`,
        };
      if (!problem) return {ok: false, missing: 'no delivery problem stated (not arrived, missing, late, tracking stuck): praise, an arrival or a solved problem needs no trace'};
      // "It arrived early! The tracking page still says in transit though": the parcel is there, so no trace.
      const arrived = statedOutside(body, ARRIVED, spans, true);
      if (arrived) return {ok: false, missing: `the message says the parcel came ("${arrived.words}"); a person reads what is still wrong before any trace`};
      // 46t2 (u30r F18): "I ordered it 10 minutes ago": a parcel not here yet is no delivery problem.
      const early = TOO_EARLY.exec(body);
      if (early) return {ok: false, missing: `the order was placed only just now ("${early[0].replace(/\s+/g, ' ')}"): too early for a delivery trace, so a person replies`};
      // 40t2: the question that states the delivery problem ("I do not want a refund, where is my parcel ORD-…?") is no second thing asked.
      // s41 TA-6: "Where is it?" and "Can you check?" after the problem ask for the trace itself.
      const besides = asked.find((q) => !q.request && q.quote.replace(/\s+/g, ' ') !== problem.sentence && !DELIVERY_QUESTION.test(q.quote.trim()));
      if (besides) return {ok: false, missing: `more than one thing asked: besides the delivery the message asks ${quoted(besides.quote)}`};
      const beyondTrace = beyondMatter(body, 'shipping', 'a delivery trace');
      if (beyondTrace) return beyondTrace;
      return {ok: true, basis: `a delivery problem stated ("${problem.words}" in ${quoted(problem.sentence)}) for one order (${fields.orderIds[0]}), nothing else asked, no condition and no hedging`};
    }
    case 'account': {
      const problem = statedOutside(body, LOGIN_PROBLEM, spans);
      if (!problem) return {ok: false, missing: 'no sign-in problem stated (cannot log in, locked out, a reset or code that does not arrive)'};
      if (otherQuestion) return {ok: false, missing: `more than one thing asked: besides the sign-in problem the message asks ${quoted(otherQuestion.quote)}`};
      const beyondSignIn = beyondMatter(body, 'account', 'an account-recovery link');
      if (beyondSignIn) return beyondSignIn;
      return {ok: true, basis: `a sign-in problem stated ("${problem.words}"), nothing else asked, no condition and no hedging`};
    }
    case 'bug': {
      const stated = statedOutside(body, BUG_STATED, spans, true);
      const failure = stated?.words;
      if (!failure) return {ok: false, missing: 'no present failure stated (crashes, an error, stopped working); a failure that is over, or only feared, needs a person'};
      if (otherQuestion) return {ok: false, missing: `more than one thing asked: besides the failure the message asks ${quoted(otherQuestion.quote)}`};
      const beyondBug = beyondMatter(body, 'bug', 'a bug ticket', BUG_STATED);
      if (beyondBug) return beyondBug;
      return {ok: true, basis: `a present failure stated ("${failure}"), nothing else asked, no condition and no hedging`};
    }
    case 'billing': {
      const matter = statedOutside(body, BILLING_MATTER, spans, true);
      if (!matter) return {ok: false, missing: 'no invoice, charge or billing detail named in the message itself'};
      if (otherQuestion) return {ok: false, missing: `more than one thing asked: besides the billing matter the message asks ${quoted(otherQuestion.quote)}`};
      const beyondBilling = beyondMatter(body, 'billing', 'passing the request to billing');
      if (beyondBilling) return beyondBilling;
      return {ok: true, basis: `a billing matter named ("${matter.words}"); the action only passes it to the billing team`};
    }
    case 'feedback': {
      if (asked.length) return {ok: false, missing: `the message asks ${quoted(asked[0].quote)}, so it is more than feedback`};
      // 44t2 (u29y F18): the closed world for a thank-you too: praise around a threat, a complaint or distress is no feedback.
      const beyondPraise = beyondMatter(body, 'feedback', 'a thank-you') ?? beyondMatter(message.subject, 'feedback', 'a thank-you');
      if (beyondPraise) return beyondPraise;
      return {ok: true, basis: 'feedback with no question and no request; the action only thanks the customer and logs it'};
    }
    case 'cancellation':
      return {ok: false, missing: 'cancellations are confirmed by a person'};
  }
}

/** 46t2 (u30r F18): an order placed minutes or hours ago, or today: "I ordered it 10 minutes ago", "ordered it this morning", "I just ordered it". */
const TOO_EARLY =
  /\b(?:ordered|placed|bought|purchased)\b[^.!?\n]{0,30}?(?:\b(?:\d+|an?|one|two|three|four|five|a\s+few|few|a\s+couple\s+of|couple\s+of|several)\s*(?:minutes?|mins?|hours?|hrs?)\s+ago\b|\b(?:just\s+now|(?:earlier\s+)?today|this\s+(?:morning|afternoon|evening)|tonight)\b)|\bjust\s+(?:ordered|placed|bought|purchased)\b/i;

/** Fewer words than this in the body never trigger an automatic action (see route). */
export const MIN_AUTO_WORDS = 5;

/**
 * A message passed on or quoting an earlier one: a "Fwd:"/"FW:" subject, a forwarding header
 * ("---------- Forwarded message", "Begin forwarded message", "-----Original Message-----",
 * "Forwarding this from …"), an "On … wrote:" line or lines quoted with ">". Its request may be
 * someone else's, or an old one, so no action answers it automatically. Null when it is neither.
 */
export function forwarded(message: Message): string | null {
  // 45t2 (u30g F16): the whole chain of prefixes is read ("RE: FW: refund", "AW: WG: Rückerstattung", "Re: [EXT] Fwd:"),
  // and a "(fwd)" tag anywhere; a forward anywhere in it is a forward.
  const chain = SUBJECT_CHAIN.exec(message.subject)?.[0] ?? '';
  const fwd = [...chain.matchAll(/([\p{L}]+)\s*:/gu)].map((m) => m[1]).find((p) => FORWARD_PREFIX.test(p));
  if (fwd) {
    const first = /^\s*([\p{L}]+)\s*:/u.exec(chain)?.[1];
    return first === fwd ? `is forwarded (its subject starts with "${fwd}:")` : `is forwarded (its subject's prefixes include "${fwd}:")`;
  }
  const tag = /[([]\s*(fwd?|fw)\s*[)\]]/i.exec(message.subject);
  if (tag) return `is forwarded (its subject says "${tag[0]}")`;
  if (/-{3,}\s*forwarded\s+message|\bbegin\s+forwarded\s+message\b|^\s*forward(?:ing|ed)\s+(?:this|the\s+(?:message|e-?mail)|below)\b/im.test(message.body)) return 'is forwarded';
  if (QUOTE_HEADER.test(message.body) || /^\s*>/m.test(message.body)) return 'quotes an earlier message';
  return null;
}

/** Reply and forward prefixes at the start of a subject, with tags such as "[EXT]" between them. */
const SUBJECT_CHAIN = /^(?:\s*(?:\[[^\]]{1,20}\]\s*)?[\p{L}]{1,8}\s*(?:\[\d+\])?\s*:)+/u;
/** Forward prefixes: English, German (WG), French (TR), Spanish (RV, ENC), Portuguese (ENC), Nordic (VS, VB, VL), Dutch (DOORST). */
const FORWARD_PREFIX = /^(?:fwd?|fw|wg|tr|rv|enc|vs|vb|vl|vid|doorst|pd|přep|i)$/i;

/** The line that starts a quoted earlier message in a reply: "On … wrote:" or "-----Original Message-----". */
const QUOTE_HEADER = /^\s*(?:on\s+.{3,120}\bwrote:\s*$|-{3,}\s*original\s+message\s*-*\s*$)/im;

/**
 * The sender's own new text of a reply: the lines before a quote header ("On … wrote:",
 * "-----Original Message-----"), without lines quoted with ">". A forwarded message keeps its text
 * (what is passed on is what a person reads), and is never answered automatically (see route).
 */
export function ownText(body: string): string {
  const header = QUOTE_HEADER.exec(body);
  const head = header ? body.slice(0, header.index) : body;
  return head
    .split(/\r?\n/)
    .filter((line) => !/^\s*>/.test(line))
    .join('\n')
    .trim();
}

/**
 * Routes an item. "Not sure" always goes to a person, with the reasons. Besides the thresholds and
 * risky actions, a category chosen by keyword rules alone (no labelled example of it resembles the
 * message at all) always goes to a person: a phrase such as "question" is too weak a reason to act,
 * and rule boosts alone can reach any confidence. A message with several requests goes to a person
 * too: one automatic action would answer only part of it.
 */
/**
 * Brief 45t: a medical emergency, an injury or a danger ("My father collapsed after taking the supplement",
 * "my throat is swelling", "the heater caught fire"; 45t2, u30g F6: a gas smell, sparks or smoke; 46t2, u30r F14, F19: a cut or a scald,
 * a medicine such as insulin running out; 48t, u31f F6: a battery that swells or gets very hot, a recall for fire risk, a
 * medical device such as an insulin pump), in any message, also after a thank-you. Returns the
 * sentence as written, or null. The item goes to a person with that sentence as the first reason.
 */
const EMERGENCY =
  /\b(?:collapsed|unconscious|passed\s+out|fainted|not\s+breathing|can(?:not|['’]?t)\s+breathe|allergic\s+reaction|anaphyla\w*|(?:throat|face|tongue|lips?)\s+(?:is|are)\s+swelling|swallowed|chok(?:ed|ing)|poison(?:ed|ing)|overdose|ambulance|emergency\s+room|(?:in|to)\s+(?:the\s+)?hospital|hospitali[sz]ed|seizure|heart\s+attack|stroke|chest\s+pain|bleeding|burn(?:ed|t)\s+(?:my|his|her|their|our|the\s+child)|caught\s+fire|on\s+fire|exploded|smells?\s+(?:like|of)\s+(?:gas|burning|smoke)|gas\s+leak(?:ing)?|leaking\s+gas|sparks?|sparking|sparked|(?:started\s+|is\s+|was\s+)?smoking|smoked|burning\s+smell|smoke\s+(?:came|coming|is\s+coming)|electric\s+shock|electrocuted|injur(?:ed|y|ies)|suicid\w*|kill\s+myself|self[-\s]harm|hurt\s+myself|cut\s+(?:myself|himself|herself|themselves|(?:my|his|her|their|our)\s+(?:finger|fingers|hand|hands|foot|feet|leg|arm|thumb|lip|lips|face|knee|eye|skin|head|wrist))|got\s+cut|(?:my|his|her|their|our)\s+(?:finger|fingers|hand|hands|foot|feet|leg|arm|thumb|lip|lips|face|knee|eye|skin|head|wrist)\s+(?:got|was|were|is|are)\s+cut|scald(?:ed|ing)\s+(?:me|him|her|my|his|her)|(?:insulin|inhaler|epi-?pen|medication|medicine|meds|prescription)\b[^.!?\n]{0,60}?\b(?:run\s+out|runs\s+out|ran\s+out|running\s+out|none\s+left|no\s+other)|(?:run|runs|ran|running|will\s+be|am|i['’]m)\s+out\s+of\s+(?:my\s+)?(?:\w+\s+)?(?:insulin|medication|medicine|meds|inhaler)|no\s+(?:insulin|medication|medicine|meds)\s+left|(?:one|last|a\s+single)\s+dose\s+of\s+(?:my\s+)?(?:insulin|medication|medicine|meds)\s+left|(?:insulin|medication|medicine|meds|prescription)\b[^.!?\n]{0,40}?\b(?:and|but)\s+(?:i|we)\s+(?:run|ran|have\s+run)\s+out|swell(?:ed|s|ing)?\s+up|swollen\s+(?:battery|batteries|power\s+bank|cell)|(?:battery|batteries|power\s+bank|charger|adapter|cell)\b[^.!?\n]{0,30}?\b(?:swell\w*|swollen|bulg\w*|overheat\w*|(?:got|gets|getting|became|becomes|is|was|runs|ran)\s+(?:very\s+|really\s+|extremely\s+|too\s+|so\s+)?hot)|melted\s+(?:the\s+)?(?:socket|plug|outlet|cable|cord|wall)|recall(?:ed)?\s+(?:for|because\s+of|due\s+to)\s+(?:a\s+)?(?:fire|burn|shock|safety|choking)|fire\s+(?:risk|hazard)|insulin\s+pump|glucose\s+(?:monitor|meter|sensor)|pacemaker|heart\s+monitor|oxygen\s+concentrator)\b/i;
export function emergencyIn(message: Message): string | null {
  const text = `${message.subject}\n${message.body}`;
  const m = EMERGENCY.exec(text);
  if (!m) return null;
  const [start, end] = sentenceBounds(text, m.index);
  return text.slice(start, end).trim().replace(/^[.!?;\s]+/, '');
}

const dangerReason = (danger: string) =>
  `the message reports a possible medical emergency, injury or danger (“${danger}”); a person reads it at once, and nothing is answered automatically`;

/**
 * 46t2 (u30r F6, F7, F8, F9, F10, F15, F16, F17): an automatic action needs every order id, invoice id and amount
 * in the sender's own text read whole and alone. Returns the first reason one is not, quoting what was written,
 * or null:
 * - an id followed by a digit group or a separator with digits ("ORD-512 96", "ORD-51,296", "ORD-51616.2",
 *   "ORD-51296/2", "INV-3000 1") was read only in part, and the part may be another customer's order;
 * - an order id outside the shape the page documents (ORD- and four to ten digits, such as ORD-48213: "ORD-5",
 *   "ORD-512961234567890") may be cut short or mistyped;
 * - a bare number (four or more digits, or "#" and digits) in the same list as an order id ("ORD-51703, 51704",
 *   "ORD-51705/51706", "ORD-51711 and #51712") is a second order;
 * - an amount followed by a digit group ("$4 5.00") was read in part, and one marked approximate ("~$45.00",
 *   "≈ $45", "ca. $45.00") is no exact amount to refund.
 */
const ID_IN_TEXT = /\b(ORD|INV)-(\d+)(?:-\d+)*/gi;
// 47t (u30z F2): also a spaced dash or a plus with digits ("ORD-80031 - 2"), or a plus with none ("ORD-80031+").
const ID_TAIL = /^(?:[ \u00a0\u202f]+\d+(?:[.,/]\d+)*|[.,/:_]\d+(?:[.,/]\d+)*|[ \u00a0\u202f]*[-\u2010-\u2015\u2212+~][ \u00a0\u202f]*\d+(?:[.,/]\d+)*|\+(?![ \u00a0]?(?:\d|#|ORD-)))/i;
const ID_DIGITS_MIN = 4;
const ID_DIGITS_MAX = 10;
const LIST_SEP = String.raw`\s*(?:,|&|\/|\+|\band(?:\s+also)?\b|\bor\b|\bplus\b)\s*`;
const LIST_AFTER = new RegExp(String.raw`^(?:${LIST_SEP}(?:ORD-\d+(?:-\d+)*))*${LIST_SEP}(#\s?\d+|\d{4,})\b(?![.,]\d)`, 'i');
// 47t (u30z F8): the digits of an order id written before ("ORD-60114 and ORD-60114") are no bare number.
const LIST_BEFORE = new RegExp(String.raw`(?<![\w\-\u2010-\u2015\u2212])(#\s?\d+|\d{4,})${LIST_SEP}(?:(?:ORD-\d+(?:-\d+)*)${LIST_SEP})*$`, 'i');
const APPROXIMATE = /(?:[~≈∼]|\bca\.?|\bcirca|\bapprox(?:\.|imately)?)\s*$/i;
// An amount followed by a digit group ("$4 5.00"), a split decimal part ("$45 .00", "$45.⏎00").
const AMOUNT_TAIL = /^(?:[ \u00a0\u202f]+[.,]?\d+(?:[.,]\d+)*|[.,][ \t\u00a0]*\r?\n[ \t\u00a0]*\d+(?:[.,]\d+)*)/;
// 47t (u30z F1): a range or a second amount run on ("$45-50", "$45~50", "$45/50", "$45.00-50.00", "$45 - 50").
const RANGE_DASH = String.raw`[-\u2010-\u2015\u2212~\u301c\u223c/]`;
const AMOUNT_RANGE_AFTER = new RegExp(String.raw`^[ \u00a0\u202f]?${RANGE_DASH}[ \u00a0\u202f]?(?:[$€£¥][ \u00a0]?)?\d+(?:[.,]\d+)*(?:[ \u00a0]?(?:USD|EUR|GBP|JPY)\b|[ \u00a0]?[€£])?`, 'i');
// "45-50 USD", "45.00~50.00 EUR": the amount read ("50 USD") is the upper end of a range written before it.
const AMOUNT_RANGE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}\-])(?:[$€£¥][ \u00a0]?)?\d+(?:[.,]\d+)*[ \u00a0\u202f]?${RANGE_DASH}[ \u00a0\u202f]?$`, 'u');
// "$45.00+", "$45.00-", "$45-ish": a sign run onto the amount says "or more", "or less" or "about".
const AMOUNT_SIGN_AFTER = /^(?:[+±]|[-\u2010\u2011\u2013\u2212~](?:ish\b)?)(?![\p{L}\p{N}])/u;
// s47 t6 (u31f F1, F2): the rule, not a list of signs. An id or amount is read whole only when what follows it is the
// end, sentence punctuation (. , ! ? ) : ; and quotes) followed by whitespace, the end or a letter (u30z x119
// "ORD-60120,it arrived" stays automatic), a dash before a word
// ("ORD-80099 - it", "ORD-80099—it"), or whitespace followed by a word (other words after a space, "& ORD-…",
// "× 3", are left to the list, range and quantity checks, which name them better). Anything else glued on
// ("ORD-51001;2", "ORD-51006%", "$25.00#"), or whitespace (a line break, a tab) followed by digits or a sign
// ("ORD-5123⏎45", "ORD-51049 #2", "ORD-51014 *2"), means it was not read whole.
const FOLLOW_OK = /^(?:$|[.,!?):;"'\u2019\u201d\]]+(?=\s|$|\p{L})|[ \u00a0\u202f]*[-\u2010-\u2015\u2212][ \u00a0\u202f]*(?=[\p{L}$€£¥(])|\s+(?![.,]\d)(?=[^\s\d#*;|=^@\\%]))/u;
/** The glued part after an id or amount that is not read whole, as written (up to the next space), or null. */
function gluedAfter(rest: string): string | null {
  if (FOLLOW_OK.test(rest)) return null;
  const m = /^\s*\S{1,24}/.exec(rest);
  return m ? m[0] : rest.slice(0, 24);
}
// s47 t6 (u31f F3): "$30 to 35", "$45 or $50": a number after "to"/"or" right after an amount makes it a range.
const AMOUNT_RANGE_WORD = /^[ \u00a0\u202f]+(?:to|or)[ \u00a0\u202f]+(?:[$€£¥][ \u00a0]?)?\d+(?:[.,]\d+)*/i;
export type PartialRead = {kind: 'order' | 'invoice' | 'amount'; written: string; reason: string};
/** 47t (u30z F4): what was not read whole, as written, with the reason; null when every id and amount was. */
export function partialReadOf(message: Message): PartialRead | null {
  const text = `${message.subject}\n${ownText(message.body)}`;
  for (const m of text.matchAll(ID_IN_TEXT)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const id = m[0].toUpperCase();
    const kind = m[1].toUpperCase() === 'ORD' ? 'order' : 'invoice';
    const tail = ID_TAIL.exec(text.slice(end));
    if (tail) {
      const written = text.slice(at, end + tail[0].length).trim();
      return {
        kind,
        written,
        reason: `the ${kind} number is not read whole: "${written}" goes on past ${id} (a digit group, or a separator or sign run onto it), so the demo cannot tell which ${kind} is meant; a person reads it`,
      };
    }
    // 47t (u30z F2): "ORD-80031-2", "ORD-2024-48213": a suffix or a second digit group is outside the shape too.
    if (kind === 'order' && (m[2].length < ID_DIGITS_MIN || m[2].length > ID_DIGITS_MAX || id.length !== 4 + m[2].length))
      return {
        kind,
        written: id,
        reason: `the order number "${id}" does not have the shop's shape (ORD- and ${ID_DIGITS_MIN} to ${ID_DIGITS_MAX} digits, such as ORD-48213), so it may be cut short, mistyped or part of another number; a person checks it`,
      };
    const after = LIST_AFTER.exec(text.slice(end));
    const from = Math.max(0, at - 80);
    const before = after ? null : LIST_BEFORE.exec(text.slice(from, at));
    const beforeAt = before ? from + (before.index ?? 0) : -1;
    // A number after a currency sign or inside an amount ("$1500 and ORD-…") is money, no order.
    const money = before && /[$€£¥\d.,]\s?$/.test(text.slice(Math.max(0, beforeAt - 2), beforeAt));
    const listed = after ? text.slice(at, end + after[0].length) : before && !money ? text.slice(beforeAt, end) : null;
    if (listed) {
      const written = listed.replace(/\s+/g, ' ').trim();
      return {
        kind,
        written,
        reason: `the message names another order number in the same list as ${id} ("${written}"); a bare number next to an order id is a second order, and one automatic action would drop it, so a person checks each`,
      };
    }
    const glued = gluedAfter(text.slice(end));
    if (glued !== null) {
      const written = text.slice(at, end + glued.length).replace(/\s+/g, ' ').trim();
      return {
        kind,
        written,
        reason: `the ${kind} number is not read whole: "${written}" goes on past ${id} (a sign, a line break or a tab with more after it), so the demo cannot tell which ${kind} is meant; a person reads it`,
      };
    }
  }
  for (const m of text.matchAll(new RegExp(AMOUNT_SOURCE, 'g'))) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const amount = m[0].trim();
    const rest = text.slice(end);
    const rangeAfter = AMOUNT_RANGE_AFTER.exec(rest) ?? AMOUNT_RANGE_WORD.exec(rest);
    const rangeBefore = /^\d/.test(amount) ? AMOUNT_RANGE_BEFORE.exec(text.slice(Math.max(0, at - 24), at)) : null;
    if (rangeAfter || rangeBefore) {
      const written = `${rangeBefore ? rangeBefore[0] : ''}${text.slice(at, end)}${rangeAfter ? rangeAfter[0] : ''}`.trim();
      return {
        kind: 'amount',
        written,
        reason: `the amount is written as a range or with a second amount run onto it ("${written}"), so no one amount is read whole; the demo never picks one end, and a person asks for the amount`,
      };
    }
    const tail = AMOUNT_TAIL.exec(rest) ?? AMOUNT_SIGN_AFTER.exec(rest);
    if (tail) {
      const written = text.slice(at, end + tail[0].length).replace(/\s+/g, ' ').trim();
      return {kind: 'amount', written, reason: `the amount is not read whole: "${written}" goes on past ${amount}, so the demo cannot tell which amount is meant; a person reads it`};
    }
    const approx = APPROXIMATE.exec(text.slice(Math.max(0, at - 12), at));
    if (approx) {
      const written = (approx[0] + m[0]).replace(/\s+/g, ' ').trim();
      return {kind: 'amount', written, reason: `the amount is marked approximate ("${written}"); an automatic refund needs an exact amount, so a person asks for it`};
    }
    const glued = gluedAfter(rest);
    if (glued !== null) {
      const written = text.slice(at, end + glued.length).replace(/\s+/g, ' ').trim();
      return {kind: 'amount', written, reason: `the amount is not read whole: "${written}" goes on past ${amount} (a sign, a line break or a tab with more after it), so the demo cannot tell which amount is meant; a person reads it`};
    }
  }
  return null;
}
export function partialRead(message: Message): string | null {
  return partialReadOf(message)?.reason ?? null;
}

export function route(classification: Classification, proposal: Proposal, threshold: number, message?: Message): Route {
  const reasons: string[] = [];
  const danger = message ? emergencyIn(message) : null;
  if (danger) reasons.push(dangerReason(danger));
  const passedOn = message ? forwarded(message) : null;
  const slips = classification.typos.map((t) => `"${t.written}" as "${t.read}"`).join(', ');
  if (classification.category === 'unsure') {
    reasons.push(`not sure of the category: ${classification.unsure.join('; ')}`);
    if (slips) reasons.push(`read ${slips} (typing slips) before classifying`);
    if (passedOn) reasons.push(`the message ${passedOn}`);
    return {queue: 'human', reasons};
  }
  if (slips) reasons.push(`read ${slips} (typing slip${classification.typos.length === 1 ? '' : 's'}): the request was understood through that reading, so a person checks it before any action`);
  if (classification.subjectConflict) {
    reasons.push(`the subject ("${classification.subjectConflict}") names a problem the body does not report; the body is thanks or praise, so it is read as feedback and a person checks before any reply`);
  }
  if (proposal.action === null) {
    // 45t: a thank-you next to an emergency is no plain thank-you: the danger is the reason, and nothing is closed.
    reasons.push(danger ? 'no action is proposed' : 'the message only says thank you and asks for nothing, so no action is proposed; a person reads it and closes it');
    return {queue: 'human', reasons};
  }
  const winner = classification.scores.find((s) => s.category === classification.category);
  if (winner && winner.similarity === 0 && winner.ruleBoost > 0) {
    reasons.push(`only a keyword rule chose ${classification.category}; no ${classification.category} example resembles the message`);
  } else if (classification.bodyEvidence.length === 0) {
    reasons.push(`the body itself does not ask for ${classification.category}: only the subject${classification.rulesMatched.length ? ' or a rule' : ''} names it`);
  }
  if (classification.secondary.length) {
    reasons.push(`the message makes several requests (${[classification.category, ...classification.secondary].join(', ')}); one action would answer only part of it`);
  }
  // "cannot sign in": three words may match an example well, but say too little (whose account, since
  // when, what was tried) for an action without a person.
  const bodyWords = message ? (message.body.match(/\p{L}+/gu) ?? []).length : MIN_AUTO_WORDS;
  if (bodyWords < MIN_AUTO_WORDS) reasons.push(`the body has only ${bodyWords} word${bodyWords === 1 ? '' : 's'}, too few to act on without a person`);
  if (classification.confidence < threshold) reasons.push(`classification confidence ${pctBelow(classification.confidence, threshold)} is below ${pct(threshold)}`);
  if (proposal.confidence < threshold) reasons.push(`fields for the action are incomplete (${pct(proposal.confidence)})`);
  if (proposal.risky) reasons.push(proposal.risky);
  const partial = message ? partialRead(message) : null;
  if (partial && !reasons.includes(partial)) reasons.push(partial);
  // "The payment step hasn't been fine since the update, it hangs every day": words of billing, an
  // account or a cancellation around a technical failure. Their action would not fix it; a person checks.
  const failure = message && (classification.category === 'billing' || classification.category === 'account' || classification.category === 'cancellation') ? technicalFailure(message.body) : null;
  if (failure) reasons.push(`the message reports a technical failure ("${failure}") that a ${classification.category} action would not fix`);
  if (passedOn) reasons.push(`the message ${passedOn}: the request in it may not be the sender's own, and a reply would go to whoever sent it on; a person checks who asks`);
  // The positive gate is decisive: nothing runs by itself unless the message has the shape its action
  // needs; what it lacks is named even when another reason already holds the item back.
  // (After a typing slip the gate read the corrected text, and the slip already holds the item back.)
  if (proposal.gate && !proposal.gate.ok && !reasons.includes(proposal.gate.missing) && !(slips && reasons.length)) reasons.push(proposal.gate.missing);
  if (reasons.length) return {queue: 'human', reasons};
  if (!proposal.gate || !proposal.gate.ok) return {queue: 'human', reasons: ['the message was not checked for the shape its action needs, so a person decides']};
  return {queue: 'auto', reasons, basis: proposal.gate.basis};
}

export type Triaged = {message: Message; classification: Classification; fields: Fields; proposal: Proposal; route: Route};

/**
 * 46t (u30g F4): an order or invoice id written with another dash than the hyphen-minus ("ORD\u20112010" with
 * the non-breaking hyphen Word and Outlook put in, an en dash, a minus sign, a fullwidth hyphen) or in fullwidth
 * letters and digits is the same id: it is read with the ASCII hyphen. Every replaced character is one UTF-16 unit,
 * so offsets into the text stay as written. A space or no separator ("ORD 2011") is not read as an id:
 * `foreignOrderNumber` names it as written.
 */
const ID_DASHES = '\\-\u2010-\u2015\u2212\uFE58\uFE63\uFF0D';
const ID_WITH_DASH = new RegExp(
  `(?<![\\p{L}\\p{N}])((?:[OoＯｏ][RrＲｒ][DdＤｄ]|[IiＩｉ][NnＮｎ][VvＶｖ]))[${ID_DASHES}]([0-9０-９]+(?:[${ID_DASHES}][0-9０-９]+)*)(?![\\p{L}\\p{N}])`,
  'gu',
);
const ID_DASH = new RegExp(`[${ID_DASHES}]`, 'gu');
// 48t (u31f F7): Markdown bold or underline around words ("**Please refund $25.00 for ORD-66001**,") is formatting,
// not part of the id or amount it ends on; a single "*" ("ORD-41048*") is still a sign glued on.
const MARKDOWN_STRONG = /(\*\*|__)(?=[^\s*_])([^*_\n]+?)(?<=[^\s*_])\1/g;
export function readIds(text: string): string {
  return text.replace(MARKDOWN_STRONG, '$2').replace(ID_WITH_DASH, (_all, prefix: string, digits: string) => `${prefix.normalize('NFKC')}-${digits.normalize('NFKC').replace(ID_DASH, '-')}`);
}

/**
 * 46t (u30g F12): other people's data shown to the writer ("the app shows other customers' orders in my order
 * history", "you sent me someone else's invoice"): a possible data leak. Whatever the words resemble (orders,
 * a delivery), it is a bug for a person to escalate at once; nothing about it runs by itself. Returns the
 * sentence as written, or null.
 */
const OTHER_PEOPLES = String.raw`(?:other|another|a\s+different|different|someone\s+else['’]?s|somebody\s+else['’]?s|(?:a\s+)?strangers?['’]?s?|random)\s+(?:(?:customers?|users?|people|persons?|person|members?|clients?|buyers?)['’]?s?\s+)?(?:order(?:s|\s+history)?|data|details|address(?:es)?|names?|accounts?|information|info|e-?mails?|e-?mail\s+address(?:es)?|invoices?|card(?:s|\s+details)?|payment\s+(?:details|info\w*)|phone\s+numbers?|profiles?|messages?|purchase(?:s|\s+history)?|receipts?)\b`;
const DATA_EXPOSURE = new RegExp(
  String.raw`\b(?:shows?|showing|showed|shown|displays?|displaying|displayed|lists?|listing|listed|see|seeing|saw|visible|exposes?|exposing|exposed|leak\w*|sent\s+(?:me|us))\b[^.!?\n]{0,40}?\b${OTHER_PEOPLES}|\b${OTHER_PEOPLES}[^.!?\n]{0,30}?\b(?:(?:is|are|was|were)\s+(?:visible|shown|displayed|exposed|listed)|show(?:s|ed)?\s+up|appear\w*|leak\w*)\b`,
  'i',
);
export function dataExposureIn(message: Message): string | null {
  const text = `${message.subject}\n${message.body}`;
  const m = DATA_EXPOSURE.exec(text);
  if (!m) return null;
  const [start, end] = sentenceBounds(text, m.index);
  return text.slice(start, end).trim().replace(/^[.!?;\s]+/, '');
}

export function triage(message: Message, examples: readonly LabelledExample[], rules: readonly Rule[], threshold = DEFAULT_THRESHOLD): Triaged {
  // The message is read with its ids' dashes made plain (F4); the item keeps the text as written.
  const read = {...message, subject: readIds(message.subject), body: readIds(message.body)};
  const classified = classify(read, examples, rules);
  // 46t2 (u30r F20): quoted earlier messages are never evidence, so their ids and amounts are no fields either:
  // "> We can offer a refund of $450.00 for ORD-51799" below a reply never enters the proposal.
  const own = {...read, body: ownText(read.body)};
  const fields = extractFields(own);
  const exposure = dataExposureIn(read);
  if (exposure) {
    // F12: a data exposure is a bug whatever else the words resemble; the escalation is proposed and held.
    const danger = emergencyIn(read);
    const reason = `the message reports other people's data shown to the writer (“${exposure}”): a possible data leak, which a person escalates at once; nothing is answered automatically`;
    const classification: Classification = {...classified, category: 'bug', confidence: confidenceOf(classified.scores, 'bug'), secondary: [], unsure: [], bodyEvidence: [exposure]};
    const proposal: Proposal = {
      action: 'Escalate to the security team as a possible exposure of other customers\' data, and reply to the customer in person; nothing else is proposed.',
      confidence: 1,
      risky: reason,
      gate: {ok: false, missing: reason},
    };
    return {message, classification, fields, proposal, route: {queue: 'human', reasons: [...(danger ? [dangerReason(danger)] : []), reason]}};
  }
  const classification = classified;
  // The action reads the message as the classifier did ("chargd twice" is a charge taken twice).
  const proposal = proposeAction(classification.category, fields, classification.typos.length ? readTypos(own, examples).message : own);
  const routed = route(classification, proposal, threshold, read);
  const choose = routed.queue === 'human' && classification.category === 'refund' ? amountChoiceOf(proposal, fields, own) : null;
  return {message, classification, fields, proposal: choose ? {...proposal, action: choose.action, choose: choose.choice} : proposal, route: routed};
}

// 48t (u31f F4): words that hedge an amount ("about $45", "$30 or so", "$45.00 (approx.)").
const HEDGE_BEFORE = /\b(?:about|around|roughly|approximately|approx\.?|circa|ca\.|some(?:thing)?\s+like|more\s+or\s+less|give\s+or\s+take|nearly|almost|up\s+to|at\s+least|at\s+most|maybe|perhaps|probably)[ \u00a0]*$/i;
const HEDGE_AFTER = /^[ \u00a0]*(?:or\s+so|or\s+thereabouts|-?ish\b|\(?\s*approx(?:\.|imately\b)\s*\)?|\(?\s*roughly\s*\)?|give\s+or\s+take|more\s+or\s+less|or\s+(?:more|less)\b|or\s+(?:a\s+bit\s+)?(?:more|less|under|over))/i;
const PRICE_CUE = /\b(?:was|were|cost|costs|paid|priced\s+at|price\s+(?:is|was|of)|in\s+total|total(?:\s+of)?|charged)\b[^$€£¥\d.!?]{0,24}$/i;
const CORRECTION = /\b(?:actually|no\s+wait|wait|sorry|meant|make\s+(?:it|that)|correction|i\s+mean|instead|maybe|perhaps|or\s+(?:maybe\s+)?[$€£¥]?\d)/i;
const MONEY_IN = /(?:[$€£¥][ \u00a0]?)?\d+(?:[.,]\d+)*(?:[ \u00a0]?(?:USD|EUR|GBP|JPY)\b)?/gi;
/** A proposal that names one refund amount: "Refund $45 for ORD-…", "… a refund of $45 for ORD-…". */
const ONE_REFUND = /^Refund (\S+) for ORD-|\ba refund of (\S+) for ORD-|^Check (?:which amount|the amount) to refund for ORD-|^Check the amount with the customer \(written /;

/**
 * 48t (u31f F4): for a refund held for a person, the amounts to choose from when the message does not settle on one,
 * with the action shown instead of a one-amount refund; null when the amount is settled or no one order is named.
 */
function amountChoiceOf(proposal: Proposal, fields: Fields, message: Message): {action: string; choice: AmountChoice} | null {
  if (fields.orderIds.length !== 1 || !proposal.action || !ONE_REFUND.test(proposal.action)) return null;
  const order = fields.orderIds[0];
  const text = `${message.subject}\n${message.body}`;
  const partial = partialReadOf(message);
  if (partial && partial.kind !== 'amount') return null;
  const sign = (a: string) => /^[$€£¥]/.test(a) ? a.replace(/^([$€£¥])[ \u00a0]+/, '$1') : null;
  let written: string;
  let candidates: string[];
  if (partial) {
    written = partial.written;
    // A range or an approximate amount names its ends; an amount split or with a sign run on names none read whole.
    const whole = /range|approximate/.test(partial.reason);
    // "$25.00 - 10%": a share, not a second amount.
    const share = text.slice(text.indexOf(written) + written.length).startsWith('%');
    const parts = whole && !share ? [...written.matchAll(MONEY_IN)].map((m) => m[0].trim()) : [];
    const first = parts.map(sign).find((x) => x) ?? null;
    const code = parts.map((p) => /[A-Z]{3}$/i.exec(p)?.[0].toUpperCase()).find((x) => x) ?? null;
    candidates = parts.map((p) => sign(p) ?? (/[A-Z]{3}$/i.test(p) ? p : first ? `${first[0]}${p}` : `${p} ${code ?? 'USD'}`));
  } else if (fields.amounts.length > 1) {
    // "it was $150.00 but I only want $60.00 back", "I paid $75.00 and would like $30.00 back": the other amounts are
    // prices the message gives, and the request settles on one; "No wait, it was $35.00" corrects it, so it does not.
    const proposed = /^Refund (\S+) for |\ba refund of (\S+) for /.exec(proposal.action);
    const named = proposed ? (proposed[1] ?? proposed[2]) : null;
    const price = (a: string) => {
      const at = text.indexOf(a);
      const before = text.slice(Math.max(0, at - 40), at);
      const clause = before.split(/[.!?;\n]/).pop() ?? '';
      // "you don't need to refund the whole order of $25.00": an amount the request sets aside.
      return at >= 0 && ((PRICE_CUE.test(before) && !CORRECTION.test(clause)) || inSpans(at, negationScopes(text)));
    };
    if (named && fields.amounts.every((a) => a.replace(/^([$€£¥])\s+/, '$1') === named || price(a)) && !CORRECTION.test(text)) return null;
    written = fields.amounts.join(' and ');
    candidates = fields.amounts.map((a) => sign(a) ?? a);
  } else if (fields.amounts.length === 1) {
    const amount = fields.amounts[0];
    const at = text.indexOf(amount);
    if (at < 0) return null;
    const before = HEDGE_BEFORE.exec(text.slice(Math.max(0, at - 24), at));
    const after = HEDGE_AFTER.exec(text.slice(at + amount.length));
    const shape = /^Check (?:which amount|the amount) to refund for|^Check the amount with the customer \(written/.test(proposal.action);
    // "Please refund $45.00 for ORD-80023 (approx.), …": the mark may stand after the order number.
    const marked = /\(\s*(?:approx(?:\.|imately)?|roughly|about)\s*\)|\bor\s+(?:so|thereabouts)\b/i.exec(text);
    if (!before && !after && !shape && !marked) return null;
    if (marked && !before && !after && !shape) {
      written = `${amount} … ${marked[0]}`;
      candidates = [sign(amount) ?? amount];
      return finish(order, candidates, written, proposal, text);
    }
    written = /written "([^"]+)"/.exec(proposal.action)?.[1] ?? `${before ? before[0] : ''}${amount}${after ? after[0] : ''}`.replace(/\s+/g, ' ').trim();
    candidates = [sign(amount) ?? amount];
  } else return null;
  return finish(order, candidates, written, proposal, text);
}
function finish(order: string, offered: string[], written: string, proposal: Proposal, text: string): {action: string; choice: AmountChoice} {
  // A negative or zero amount ("-$50.00", "$0.00") is no amount to refund, so it is not offered.
  const negative = /is negative/.test(proposal.risky ?? '');
  const candidates = [...new Set(offered)].filter((c) => amountNumber(c) > 0 && !(negative && new RegExp(`[-\u2212]\\s?${c.replace(/[$.]/g, '\\$&')}`).test(text)));
  // An action that already asks to check the amount ("Check the amount with the customer (written "$45-50") …") stays.
  const checks = /^Check (?:which amount|the amount)\b/.test(proposal.action ?? '');
  return {
    action: checks && proposal.action ? proposal.action : `Choose the amount to refund for ${order} with the customer: the message does not settle on one (it says "${written}"); nothing is refunded until a person picks or types it.`,
    choice: {order, candidates, written},
  };
}

export function triageAll(messages: readonly Message[], examples: readonly LabelledExample[], rules: readonly Rule[], threshold = DEFAULT_THRESHOLD): Triaged[] {
  return messages.map((m) => triage(m, examples, rules, threshold));
}

/**
 * s42: the classification confidence as the page shows it. It is a heuristic score (word overlap and
 * rules), never a certainty, so a score that would print as 100% is shown as "strong match"; Not sure
 * has none.
 */
export function confidenceText(c: Pick<Classification, 'category' | 'confidence'>): string {
  if (c.category === 'unsure') return 'none';
  return Math.round(c.confidence * 100) >= 100 ? 'strong match' : pct(c.confidence);
}

export function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** A value just under a threshold, with one decimal when whole percents would print the two as equal. */
function pctBelow(x: number, threshold: number): string {
  return Math.round(x * 100) < Math.round(threshold * 100) ? pct(x) : `${(Math.floor(x * 1000) / 10).toFixed(1)}%`;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
