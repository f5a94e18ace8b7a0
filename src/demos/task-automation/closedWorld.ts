/**
 * Brief 43t2 (issue 28, u29q): the closed world for an automatic refund. Every round of testing found a new
 * wording a deny-list did not know (a gift, someone else's purchase, a policy exception, a return not yet
 * received, a promise, a threat, a disputed charge, an unclear destination). So a refund runs by itself only
 * when every clause of the body is one the demo understands:
 *
 * - a greeting, thanks or a sign-off ("Hi", "Thanks, Ana", "Best regards");
 * - the request itself: refund words, the amount, the order id and nothing else (no destination, no
 *   condition, no "even though", "anyway", "or else", no "now" or "today");
 * - a plain reason the refund policy covers: arrived broken, damaged or cracked; the wrong item, size or
 *   colour; never arrived; defective, faulty or stopped working; a return already sent;
 * - what was paid ("I paid $89.99 on 2026-11-02") and "I do not want a replacement".
 *
 * `unaccountedClause` returns the first clause that is none of these, as written, or null. The specific
 * checks in triage.ts run first, since their reasons say more; this is the backstop.
 */

const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;

/** Where a body is cut into clauses: sentence ends, commas and the like (not inside "$1,250.00"), and the joining words. */
const CLAUSE_BREAK =
  /[.!?]+(?=\s|$)|[,;:](?!\d)|\s[–—-]\s|[()\n]|\b(?:and|but|because|since|so(?!\s+(?:much|many)\b)|although|though|yet|while|whereas)\b/gi;

const AMOUNT = /(?:\b[A-Z]{1,2})?[$€£¥]\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:usd|eur|gbp|jpy|dollars?|euros?|pounds?)\b|\b\d[\d.,]*\s?[€£]/gi;
const ORDER = /\b(?:ORD|INV)-\d+(?:-\d+)*\b/gi;
const DATE = new RegExp(String.raw`\b\d{4}-\d{2}-\d{2}\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}(?:\s+\d{4})?\b`, 'gi');

/** A clause reduced to lower-case words: the amount as "amt", the order id as "ordnum", a date as "date", politeness dropped. */
function normalize(clause: string): string {
  return clause
    .replace(ORDER, ' ordnum ')
    .replace(AMOUNT, ' amt ')
    .replace(DATE, ' date ')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}' ]+/gu, ' ')
    .replace(/\b(?:please|pls|plz|kindly)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:and|but|because|since|so|as|then|also)\s+/, '');
}

const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))(?: there| team| support| all| everyone)?(?: [a-z]+)?$/;
const SIGN_OFF =
  /^(?:(?:viele |liebe |beste )?grüße(?: aus [\p{L}]+)?|greetings from [\p{L}]+|danke(?: schön| sehr)?|merci(?: beaucoup)?|gracias|thanks?|thank you|many thanks|thanks a lot|thanks so much|thank you (?:so|very) much|thanks in advance|thank you in advance|best|best regards|kind regards|warm regards|regards|cheers|sincerely|yours sincerely|best wishes|have a (?:nice|good|great) day)$/u;

/** The request: only these words, with a refund word among them. */
const REQUEST_WORDS = new Set(
  'refund refunded reimburse reimbursement me us the a full all whole my our of for on order i we would like want need d am m to be request requesting ask asking money back amt ordnum it this that get have receive total amount purchase item price paid now today soon asap immediately'.split(' '),
);
const REFUND_WORD = /\b(?:refund|refunded|reimburse|reimbursement|money back)\b/;
/** "to" is allowed only in these, so "to me", "to my account", "to my partner" are never part of a plain request. */
const REQUEST_TO =
  /\b(?:like|want|need|wish)\s+to\s+(?:be\s+refunded|get|have|receive|request|ask\s+for)\b|\bto\s+be\s+refunded\b|\b(?:back\s+)?to\s+my\s+(?:original\s+)?(?:credit\s+|debit\s+)?card$|\bwithout\s+delay\b|\bas\s+soon\s+as\s+possible\b|\bright\s+away\b/g;

const SUBJECT = String.raw`(?:(?:order\s+)?ordnum|it|they|this|these|my order|the order|(?:(?:some|half|all|one|two|three|several|most)\s+(?:of\s+)?)?(?:(?:my|the|this|our|your|both|these)\s+)(?!(?:gift|present)\b)(?:[a-z]+\s+){0,2}?(?!(?:gift|present)\b)[a-z]+(?:\s+(?:from|in|of|for|on)\s+(?:my\s+|the\s+)?(?:order\s+)?(?:ordnum|[a-z]+)){0,2}(?:\s+(?:i|we)\s+(?:ordered|bought))?)`;
/** When a fault showed: "on day one", "after one use", "the first time I opened it", "in the box". */
const WHEN = String.raw`(?:\s+(?:on\s+day\s+one|on\s+the\s+first\s+day|after\s+(?:one|a\s+single|the\s+first)\s+(?:use|wash|day)|the\s+first\s+time\s+(?:i|we)\s+(?:used|opened|tried|wore|washed)\s+(?:it|them)|in\s+the\s+(?:box|post|parcel)|on\s+arrival|in\s+transit|straight\s+away|right\s+away))?`;
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const DAMAGE = String.raw`(?:broken|damaged|cracked|smashed|shattered|dented|torn|ripped|scratched|chipped|crushed|faulty|defective|leaking|melted|bent|stained|missing|in\s+pieces)`;
const REASONS: readonly RegExp[] = [
  // arrived broken, damaged, cracked
  new RegExp(String.raw`^${SUBJECT}\s+(?:arrived|came|was\s+delivered|were\s+delivered|is|was|are|were|has\s+arrived)\s+(?:already\s+|completely\s+|totally\s+)?${DAMAGE}${WHEN}$`),
  // "item broken", "box damaged": a noun and the damage, no verb
  new RegExp(String.raw`^(?:(?:the|my)\s+)?(?!(?:gift|present)\b)[a-z]+\s+${DAMAGE}$`),
  new RegExp(String.raw`^${SUBJECT}\s+(?:has|had|came\s+with|arrived\s+with)\s+(?:a|an)\s+(?:hole|dent|crack|tear|rip|stain|scratch)(?:\s+in\s+(?:it|them))?$`),
  new RegExp(String.raw`^${SUBJECT}\s+(?:is|was|are|were)\s+not\s+as\s+(?:shown|described|pictured|advertised)$`),
  new RegExp(String.raw`^you\s+sent\s+(?:me\s+|us\s+)?(?:the|a)\s+wrong\s+(?:item|size|colou?r|model|product|one)(?:\s+(?:in|from|for)\s+(?:order\s+)?ordnum)?$`),
  /^(?:the|its)\s+(?:full\s+)?(?:price|cost)\s+of\s+(?:the|my)\s+[a-z]+(?:\s+[a-z]+)?$/,
  new RegExp(String.raw`^${SUBJECT}\s+(?:arrived|came)\s+with\s+(?:a\s+|an\s+)?${DAMAGE}\s+[a-z]+$`),
  new RegExp(String.raw`^(?:i|we)\s+(?:received|got)\s+(?:a\s+|an\s+|the\s+|my\s+)?${DAMAGE}\s+[a-z]+(?:\s+(?:in|from|for)\s+(?:order\s+)?ordnum)?$`),
  // the wrong item, size or colour
  new RegExp(String.raw`^(?:i|we)\s+(?:received|got)\s+(?:the\s+|a\s+)?wrong\s+(?:item|size|colou?r|model|product|one)(?:\s+(?:in|from|for)\s+(?:order\s+)?ordnum)?$`),
  new RegExp(String.raw`^(?:(?:the|my)\s+)?(?:colou?r|size|item|model|product)\s+(?:is|was)\s+wrong$`),
  new RegExp(String.raw`^${SUBJECT}\s+(?:is|was|are|were)\s+(?:the\s+)?wrong\s+(?:item|size|colou?r|model|product|one)$`),
  /^(?:(?:order\s+)?ordnum\s+)?wrong\s+(?:item|size|colou?r)(?:\s+(?:delivered|sent|received))?$/,
  // never arrived
  new RegExp(String.raw`^${SUBJECT}\s+(?:never\s+(?:arrived|came|got\s+here|turned\s+up)|was\s+never\s+delivered|(?:has|have)\s+not\s+arrived|(?:hasn't|haven't)\s+arrived|(?:did\s+not|didn't)\s+arrive|(?:is|was|got)\s+lost)$`),
  // defective, stopped working
  new RegExp(String.raw`^${SUBJECT}\s+(?:(?:has\s+)?stopped\s+working|(?:does\s+not|doesn't|do\s+not|don't|did\s+not|didn't|will\s+not|won't)\s+(?:work|turn\s+on|switch\s+on|charge|fit|close|open)|never\s+(?:worked|switched\s+on|turned\s+on)|broke|snapped(?:\s+off)?|came\s+off|fell\s+(?:apart|off)|leaks|is\s+leaking|(?:is|was|are|were)\s+(?:faulty|defective|broken))${WHEN}$`),
  // a return already sent
  new RegExp(String.raw`^(?:i|we)\s+(?:have\s+|had\s+)?(?:already\s+)?(?:sent|shipped|mailed|posted|returned)(?:\s+(?:it|them|the\s+[a-z]+(?:\s+[a-z]+)?(?:\s+from\s+(?:order\s+)?ordnum)?|(?:order\s+)?ordnum))?(?:\s+back)?(?:\s+(?:already|yesterday|today|this\s+morning|last\s+(?:week|${DAY})|on\s+(?:date|${DAY})|with\s+the\s+prepaid\s+label))*$`),
  // what was paid; a replacement declined
  /^(?:i|we)\s+paid(?:\s+amt)?(?:\s+(?:on\s+date|for\s+(?:it|ordnum|the\s+[a-z]+)|(?:by|with)\s+(?:my\s+)?(?:credit\s+|debit\s+)?card))*$/,
  /^(?:it|that|this|the\s+price|the\s+total)\s+(?:was|is|cost)\s+amt$/,
  /^(?:i|we)\s+(?:do\s+not|don't|dont)\s+want\s+(?:a\s+|an\s+)?(?:replacement|exchange|store\s+credit|voucher)$/,
];

function isRequest(words: string): boolean {
  if (!REFUND_WORD.test(words)) return false;
  return words
    .replace(REQUEST_TO, ' ')
    .split(/\s+/)
    .flatMap((w) => w.split("'"))
    .filter(Boolean)
    .every((w) => REQUEST_WORDS.has(w));
}

/** A lone name after a sign-off ("Thanks, Ana", "Best regards, Lee Chan"). */
const NAME = /^\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*\.?)?$/u;

/** The first clause of the body that is not a greeting, thanks, sign-off, the refund request or a plain reason; null when all are. */
export function unaccountedClause(body: string): string | null {
  const clauses: string[] = [];
  let from = 0;
  for (const m of body.matchAll(CLAUSE_BREAK)) {
    clauses.push(body.slice(from, m.index));
    from = (m.index ?? 0) + m[0].length;
  }
  clauses.push(body.slice(from));
  let afterSignOff = false;
  for (const raw of clauses) {
    const clause = raw.replace(/\s+/g, ' ').trim();
    const words = normalize(clause);
    if (!words) continue;
    if (SIGN_OFF.test(words)) {
      afterSignOff = true;
      continue;
    }
    if (afterSignOff && NAME.test(clause)) continue;
    if (words === 'amt' || GREETING.test(words) || isRequest(words) || REASONS.some((re) => re.test(words))) continue;
    return clause;
  }
  return null;
}
