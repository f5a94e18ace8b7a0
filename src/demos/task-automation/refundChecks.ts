/**
 * Checks a refund proposal must pass before it can run without a person (issue 28, u28t): which
 * amount the request names, whether the message asks about a refund already made or promised instead
 * of asking for a new one, and whether the money would go somewhere other than the original payment
 * method. Each returns the words as written, so the reason a person reads is true.
 */

/**
 * u28u TA-1: a number of money, whole: "1.234,56" and "49,90" (decimal comma: a comma and exactly two
 * digits end the number; dots group thousands), "1,234.56" and "1,234" (comma thousands), "45.50", "45".
 * Never part of a number: a match may not stop before a digit or before "," / "." and a digit.
 */
const NUMBER = String.raw`(?:\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2}|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{2})?)(?!\d|[.,]\d)`;
/** 40t2: yen have no decimals: "¥20,000" (comma thousands) and "¥3500"; "¥20,00" is no yen amount. */
const YEN_NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?!\d|[.,]\d)`;
/**
 * An amount with its currency ("€45,50", "$1,234.56", "49,90 EUR", "¥20,000", "5000 JPY"); the source of
 * FIELD_PATTERNS.amounts in triage.ts. s42: the euro or pound sign after the number, as written where the
 * comma is the decimal mark ("39,90 €", "1.234,50 €", "45 £"), is read the same way.
 */
export const AMOUNT_SOURCE = String.raw`(?:[$€£]\s?${NUMBER}|¥\s?${YEN_NUMBER}|(?<![\d.,])\b${NUMBER}\s?(?:(?:USD|EUR|GBP|usd|eur|gbp)\b|[€£])|(?<![\d.,])\b${YEN_NUMBER}\s?(?:JPY|jpy)\b)`;
/** A yen amount: no decimals, so a comma is always a thousands separator. */
const isYen = (amount: string) => /¥|JPY/i.test(amount);
/** An amount of money as extracted, or a share ("10%"). */
const MONEY = new RegExp(String.raw`(?:${AMOUNT_SOURCE}|\b\d+(?:\.\d+)?\s?%)`, 'g');

/** The value of an amount as written: "49,90 EUR" → 49.9, "€1.234,56" → 1234.56, "$1,234.56" → 1234.56. */
export function amountNumber(amount: string): number {
  const digits = amount.replace(/[^\d.,]/g, '');
  if (isYen(amount)) return Number(digits.replace(/,/g, ''));
  return Number(/,\d{2}$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}

/** "€1,250" or "2,500 EUR": one comma and three digits, no decimals: a thousand and more, or one and a bit in decimal-comma countries. */
export function ambiguousAmount(amount: string): boolean {
  return !isYen(amount) && /^\D*\d{1,3},\d{3}\D*$/.test(amount);
}
/**
 * s41 (issue 28): the currency codes the demo recognizes next to an amount. Only USD, EUR, GBP and JPY
 * amounts are read (AMOUNT_SOURCE); the others are recognized so that a reason can name them.
 */
const CURRENCY_CODES = String.raw`USD|EUR|GBP|JPY|CAD|AUD|NZD|CHF|SEK|NOK|DKK|PLN|CZK|HUF|INR|CNY|HKD|SGD|MXN|BRL|ZAR|KRW|TRY|AED`;
/** Dollar signs of other countries: "C$60", "AU$45", "NZ$20", "HK$100"; "US$45" is US dollars. */
const DOLLAR_PREFIX: Readonly<Record<string, string>> = {C: 'CAD', CA: 'CAD', A: 'AUD', AU: 'AUD', NZ: 'NZD', HK: 'HKD', S: 'SGD', SG: 'SGD', MX: 'MXN', R: 'BRL'};

/**
 * s41 (issue 28): the currency of an amount as the message writes it, and the amount with the words
 * that make it so: "$60.00" is USD, but "C$60.00" (CAD), "AU$45" (AUD) and "$60.00 CAD" are not; "€",
 * "£", "¥" and the codes after a number go by their sign. No exchange rate is ever applied.
 */
export function amountCurrency(text: string, amount: string): {code: string; written: string} {
  const sign = /€|EUR/i.test(amount) ? 'EUR' : /£|GBP/i.test(amount) ? 'GBP' : isYen(amount) ? 'JPY' : 'USD';
  const at = text.indexOf(amount);
  if (at === -1) return {code: sign, written: amount};
  const prefix = /(?<![A-Za-z])([A-Z]{1,2})$/.exec(text.slice(Math.max(0, at - 3), at))?.[1];
  if (amount.startsWith('$') && prefix && prefix !== 'US') return {code: DOLLAR_PREFIX[prefix] ?? `${prefix}$`, written: `${prefix}${amount}`};
  const codeBefore = new RegExp(String.raw`\b(${CURRENCY_CODES})\s?$`).exec(text.slice(Math.max(0, at - 4), at))?.[1];
  const after = new RegExp(String.raw`^\s?(${CURRENCY_CODES})\b`).exec(text.slice(at + amount.length));
  if (after && after[1] !== sign) return {code: after[1], written: `${amount}${after[0]}`};
  if (codeBefore && codeBefore !== sign) return {code: codeBefore, written: `${codeBefore} ${amount}`};
  return {code: sign, written: amount};
}

/** Money in a form the demo does not read: "150 SEK", "80 CHF", "90 dollars", "30 euros", "4500 yen", "CHF 80", "kr 200". */
const UNREAD_MONEY: readonly RegExp[] = [
  new RegExp(String.raw`\b\d[\d.,']*\s?(?:${CURRENCY_CODES})\b|\b(?:${CURRENCY_CODES})\s?\d[\d.,']*`),
  /\b\d[\d.,']*\s?(?:dollars?|bucks|euros?|pounds?|quid|yen|kronor|kroner|krona|francs?|pesos?|rupees?|reais|zloty|kr)\b|\bkr\.?\s?\d[\d.,]*/i,
];
/** The first amount of money written in a form the demo does not read, as written; null when there is none. */
export function unreadMoney(text: string): string | null {
  for (const re of UNREAD_MONEY) {
    const m = re.exec(text);
    if (m) return m[0].trim();
  }
  return null;
}

/**
 * s41 sweep: an order received as a gift ("my friend gave me this as a gift", "this was a gift from my
 * aunt", "I received ORD-… as a birthday present", "my mother bought this for me"). The original payment
 * method is the giver's, so whoever asks for the refund may not be the customer. Returns the words, or null.
 */
const GIFT_RECEIVED =
  /\b(?:gave|given|sent|got|received|gotten)\s+(?:me\s+)?(?:(?:this|it|them|ORD-\d+(?:-\d+)*|the\s+\p{L}+|my\s+\p{L}+)\s+)?as\s+an?\s+(?:\p{L}+\s+)?(?:gift|present)\b|\b(?:was|is|were)\s+an?\s+(?:\p{L}+\s+)?(?:gift|present)\s+from\b|\bbought\s+(?:this|it|them)\s+for\s+me\b/iu;
export function refundGift(text: string): string | null {
  const m = GIFT_RECEIVED.exec(text);
  return m ? m[0].trim().replace(/\s+/g, ' ') : null;
}

/**
 * s41b (issue 28, u29b T-1): a charge the writer says they did not make: "someone used my card without
 * permission", "I did not place this order", "a charge I do not recognize", "not my purchase", "my card
 * was used", "someone ordered with my account", "unauthorized", "fraudulent charge", "chargeback". A
 * refund to the card then goes to whoever holds it, and the card may need blocking: a person decides.
 * A negation of such words ("I do recognize it") is no report. Returns the words as written, or null.
 */
const UNAUTHORIZED: readonly RegExp[] = [
  /\bwithout\s+(?:my\s+|our\s+|the\s+owner['’]?s\s+)?(?:permission|consent|authori[sz]ation|knowledge|approval)\b/i,
  /\b(?:did\s+not|didn['’]?t|never|have\s+not|haven['’]?t)\s+(?:ever\s+)?(?:place|placed|make|made|authori[sz]e|authori[sz]ed|order|ordered|buy|bought|purchase|purchased|approve|approved)\s+(?:(?:this|that|these|it|them)(?!\s+(?:size|colou?r|model|version|one|ones|kind|type|style|item|variant)\b)|anything|any\s+(?:order|purchase)|ORD-\d+|the\s+(?:order|purchase|payment|charge|transaction))\b/i,
  /\b(?:do\s+not|don['’]?t|does\s+not|doesn['’]?t|can['’]?t|cannot|can\s+not)\s+recogni[sz]e\b|\b(?:unrecogni[sz]ed|not\s+recogni[sz]ed|unknown|unauthori[sz]ed|fraudulent)\s+(?:charge|payment|transaction|purchase|order|debit)s?\b|\bunauthori[sz]ed\b/i,
  /\bnot\s+(?:my|our)\s+(?:purchase|order|charge|payment|transaction)\b/i,
  /\b(?:someone|somebody|a\s+stranger|a\s+third\s+party)\s+(?:\w+\s+){0,2}?(?:used|has|had|got|stole|ordered|accessed|bought|placed|took|charged)\b[^.!?\n]{0,40}?\b(?:my|our)\s+(?:credit\s+|debit\s+)?(?:card|account|details|payment|paypal)\b/i,
  /\b(?:my|our)\s+(?:credit\s+|debit\s+)?(?:card|account|card\s+details|paypal)\s+(?:was|were|has\s+been|got|had\s+been)\s+used\b/i,
  /\bcharge\s?backs?\b/i,
];
export function refundUnauthorized(text: string): string | null {
  for (const re of UNAUTHORIZED) {
    const m = re.exec(text);
    if (m) return m[0].trim().replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * s41b (issue 28, u29b T-2): a negative amount ("-$50.00", "$-35.00", "−$40.00", "-30 USD", "minus
 * $25.00") is no amount a refund can have; the demo never drops the sign. Returns the words, or null.
 */
const NEGATIVE_AMOUNT = /(?<![\w.,])[-−–][$€£¥]\s?\d[\d.,]*|[$€£¥][-−–]\s?\d[\d.,]*|(?<![\w.,])[-−–]\d[\d.,]*\s?(?:(?:USD|EUR|GBP|JPY)\b|[€£])|\b(?:minus|negative)\s+[$€£¥]?\s?\d[\d.,]*(?:\s?(?:USD|EUR|GBP|JPY)\b)?/i;
export function negativeAmount(text: string): string | null {
  const m = NEGATIVE_AMOUNT.exec(text);
  return m ? m[0].trim().replace(/[.,]$/, '') : null;
}

/**
 * s41b (issue 28, u29b T-3): compensation already given for the order: a replacement sent or received
 * ("I already got a replacement from you", "you sent me a replacement", "the replacement arrived",
 * "you replaced it already") or a refund already received ("I have already received a partial refund").
 * A refund on top would compensate twice: a person checks. A replacement that did not come ("my
 * replacement has not arrived", "I never got a replacement") or is declined ("I do not want a
 * replacement") is none. Returns the words as written, or null.
 */
const COMPENSATED: readonly RegExp[] = [
  /\b(?:got|received|gotten)\s+(?:already\s+)?(?:a|the|my|your|one)\s+(?:new\s+)?replacement\b/i,
  /\b(?:you|they|your\s+\w+|the\s+shop|the\s+store)\s+(?:have\s+|had\s+|has\s+)?(?:already\s+)?(?:sent|shipped|mailed|gave|given|delivered|posted)\s+(?:me\s+|us\s+)?(?:already\s+)?(?:a|the|my)\s+(?:new\s+)?replacement\b/i,
  /\breplacement\s+(?:(?:has|had|already|finally|just)\s+)*(?:arrived|came|was\s+(?:sent|shipped|delivered)|has\s+been\s+(?:sent|shipped|delivered)|is\s+on\s+(?:its|the)\s+way)\b/i,
  // 46t (u30g F13): "Thanks for the replacement", "thank you for the quick replacement last week": one was given.
  /\b(?:thanks?|thank\s+you|thx|grateful|appreciate)(?:\s+(?:so|very)\s+much|\s+a\s+lot|\s+again)?\s+for\s+(?:the|my|your|a|sending\s+(?:the|a|my))\s+(?:\p{L}+\s+)?replacement\b/iu,
  /\breplaced\s+(?:it|them|the\s+\p{L}+)\s+already\b|\balready\s+(?:been\s+)?replaced\b/iu,
  /\b(?:already|previously)\s+(?:been\s+)?(?:received|got|given|had|issued|sent)\s+(?:me\s+|us\s+)?(?:a|an|the|my)\s+(?:[$€£¥]\s?\d[\d.,]*\s+|\d[\d.,]*\s?(?:%\s+)?)?(?:partial\s+|full\s+)?(?:refund|credit|store\s+credit|voucher|gift\s+card|coupon)\b/i,
  // s42b (u29e T-4): "your colleague already sent me a $25.00 voucher": a voucher received, not asked for.
  /\b(?:you|they|your\s+\w+|the\s+shop|the\s+store)\s+(?:have\s+|had\s+|has\s+)?(?:already\s+)?(?:sent|gave|given|issued|emailed)\s+(?:me\s+|us\s+)?(?:already\s+)?(?:a|an|the|my)\s+(?:[$€£¥]\s?\d[\d.,]*\s+)?(?:voucher|gift\s+card|coupon|store\s+credit|credit\s+note)\b/i,
];
export function alreadyCompensated(text: string): string | null {
  for (const re of COMPENSATED) {
    const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
    for (const m of text.matchAll(new RegExp(re.source, flags))) {
      // "I never got a replacement", "you have not sent a replacement": none was given.
      const before = text.slice(Math.max(0, (m.index ?? 0) - 24), m.index);
      if (/\b(?:not|never|no)\s+(?:\w+\s+)?$|n['’]t\s+(?:\w+\s+)?$/i.test(before)) continue;
      // "a replacement label for the return", "a replacement request": no replacement item.
      if (/^\s+(?:label|form|request|code|policy|option|ticket|number)\b/i.test(text.slice((m.index ?? 0) + m[0].length))) continue;
      return m[0].trim().replace(/\s+/g, ' ');
    }
  }
  return null;
}

/** The words of a request for money back. */
const REFUND_WORD = /\b(?:refund\w*|reimburs\w*|money\s+back|pay\s+(?:me|us)\s+back)\b/gi;
/** How far after a refund word its amount may be: the rest of the sentence, up to this many words. */
const TIE_WORDS = 8;

/** Words that make the amount after them a price: "was", "cost", "paid", "priced at", "the total was", "for". */
const PRICE_BEFORE = String.raw`\b(?:was|were|is|cost|costs|costing|paid|pay|priced(?:\s+at)?|total(?:\s+(?:of|was|is))?|came\s+to|worth|charged(?:\s+(?:me|us))?)\s+(?:(?:only|just|about|around|nearly|almost|over|under)\s+)?`;
/**
 * The forms that name the refund's amount in so many words: "refund (me) (only/just) $X", "$X back",
 * "(only/just) want/need/would like $X", "a refund of $X", "a $X refund".
 */
const WANTED = new RegExp(
  // "I would like $20 off" is a discount, no refund amount.
  String.raw`\b(?:refund|reimburse)\s+(?:(?:me|us|only|just|the|of|a|an|partial|ORD-\d+(?:-\d+)*)[\s,:]+){0,3}(?<a>${AMOUNT_SOURCE})|(?<b>${AMOUNT_SOURCE})\s+(?:back|refund)\b|\b(?:refund|reimbursement)\s+of\s+(?:only\s+|just\s+)?(?<c>${AMOUNT_SOURCE})|\b(?:want|need|like|ask(?:ing)?\s+for|expect)\s+(?:only\s+|just\s+)?(?<d>${AMOUNT_SOURCE})(?!\s*off\b)`,
  'gi',
);

/** "$16.00", "$16" and "16.00 USD" are the same amount; "€16" is not. */
export function moneyKey(amount: string): string {
  const currency = /€|EUR/i.test(amount) ? 'EUR' : /£|GBP/i.test(amount) ? 'GBP' : isYen(amount) ? 'JPY' : /%/.test(amount) ? '%' : 'USD';
  return `${currency} ${currency === '%' ? Number(amount.replace(/[^\d.]/g, '')) : amountNumber(amount)}`;
}

/** The amounts a refund request names: "refund the $10.00", "the difference of $16.00", "refund ORD-1 $40", "a $30 refund". */
export function tiedRefundAmounts(text: string, setAside: (at: number) => boolean = () => false): string[] {
  const out: string[] = [];
  // 40t2: an amount the request names in so many words ("I only want $60.00 back", "please refund $45.00")
  // is the refund, whatever price the message names first.
  for (const m of text.matchAll(WANTED)) {
    const found = (m.groups?.a ?? m.groups?.b ?? m.groups?.c ?? m.groups?.d ?? '').trim();
    if (!found || setAside(m.index ?? 0) || /%/.test(found)) continue;
    if (!out.some((a) => moneyKey(a) === moneyKey(found))) out.push(found);
  }
  if (out.length) return out;
  for (const m of text.matchAll(REFUND_WORD)) {
    const at = m.index ?? 0;
    if (setAside(at)) continue;
    const after = at + m[0].length;
    const sentenceEnd = text.slice(after).search(/[.!?\n](?!\d)/);
    let window = text.slice(after, sentenceEnd === -1 ? text.length : after + sentenceEnd);
    const words = [...window.matchAll(/\S+/g)];
    if (words.length > TIE_WORDS) window = window.slice(0, words[TIE_WORDS].index);
    // 40t2: a price ("it was $150.00", "I paid $75.00", "the total was $64.00") is what the order cost,
    // not what the request names: the window stops before it, so a later amount is not tied either.
    const price = new RegExp(String.raw`${PRICE_BEFORE}(?:${AMOUNT_SOURCE})`, 'i').exec(window);
    if (price) window = window.slice(0, price.index);
    const next = window.match(new RegExp(MONEY.source))?.[0];
    // "a $30 refund": the amount just before the word, in the same clause.
    const before = new RegExp(String.raw`${AMOUNT_SOURCE}\s+$`).exec(text.slice(Math.max(0, at - 16), at))?.[0];
    const found = next ?? before;
    if (found && !out.some((a) => moneyKey(a) === moneyKey(found.trim()))) out.push(found.trim());
  }
  return out;
}

export type RefundAmount =
  | {kind: 'one'; amount: string}
  | {kind: 'none'}
  /** Several amounts and the request ties none (or more than one) of them to the refund, or it names a share. */
  | {kind: 'unclear'; amounts: string[]; reason: string};

/**
 * The amount to refund: the one the request names; the only amount in the message when the request
 * names none; otherwise unclear, with a reason naming the amounts (a person decides). `amounts` are
 * the message's extracted amounts; `setAside(at)` says whether a refund word at `at` is negated or set aside.
 */
export function refundAmount(text: string, amounts: readonly string[], setAside?: (at: number) => boolean): RefundAmount {
  const tied = tiedRefundAmounts(text, setAside);
  const distinct = amounts.filter((a, i) => amounts.findIndex((b) => moneyKey(b) === moneyKey(a)) === i);
  if (tied.length === 1 && /%/.test(tied[0])) return {kind: 'unclear', amounts: tied, reason: `the refund asked for is a share (${tied[0]}), not an amount; a person works out the amount`};
  if (tied.length === 1) return {kind: 'one', amount: tied[0]};
  if (tied.length > 1) return {kind: 'unclear', amounts: tied, reason: `the message names more than one refund amount (${tied.join(', ')}); a person decides which to refund`};
  if (distinct.length === 1) return {kind: 'one', amount: distinct[0]};
  if (distinct.length === 0) return {kind: 'none'};
  return {kind: 'unclear', amounts: distinct, reason: `the message names several amounts (${distinct.join(', ')}) and does not say which one to refund; a person decides`};
}

/**
 * A question about, or a report of, a refund already made, approved or promised: "Where is my
 * refund?", "my refund of $33 was approved but has not arrived", "can you confirm the $30 refund is on
 * its way?", "your refund arrived twice", "you already refunded ORD-…", "I received $30 of the $40
 * refund", "you promised $45 back". Paying it again would be a wrong automatic action: a person looks
 * the refund up. Returns the sentence as written, or null.
 */
const STATUS_FORMS: readonly RegExp[] = [
  /\bwhere(?:['’]s|\s+is|\s+are)\s+(?:my|our|the)\s+(?:\S+\s+){0,2}?(?:refund|money)\b/i,
  /\b(?:when|how\s+long)\b(?:[^.!?\n]|\.(?=\d)){0,60}?\b(?:refund|money)\b(?:[^.!?\n]|\.(?=\d)){0,60}?\b(?:arrive|come|show\s+up|appear|land|reach|(?:be|is|gets?)\s+(?:back|credited|paid|processed))\b/i,
  // 46t (u30g F1): "When will I get my refund for ORD-1?", "Any update on my refund?": the refund's status asked.
  /\b(?:when|how\s+soon)\s+(?:will|do|can|shall|would)\s+(?:i|we)\s+(?:get|receive|see|have)\s+(?:my|our|the)\s+refund\b/i,
  /\b(?:any\s+(?:news|updates?)|(?:an\s+)?updates?|(?:the\s+)?status)\s+(?:on|about|of|for)\s+(?:my|our|the)\s+refund\b/i,
  /\brefund\b(?:\s+(?:(?:of|for|from|to)\s+\S+|[$€£¥]\s?\d[\d.,]*)){0,3}\s+(?:was|were|has\s+been|have\s+been|is|got)\s+(?:already\s+|finally\s+|just\s+)?(?:approved|processed|issued|sent|paid|confirmed|initiated|credited|received|on\s+(?:its|the)\s+way|pending)\b/i,
  // 45t (u29y F17): money said to be back already ("The $45.00 was already credited to my card", "I got the money
  // back this morning", "You already paid it back", "refund of $25.00 received").
  /\b(?:the\s+)?(?:[$€£¥]\s?\d[\d.,]*|money)\s+(?:was|were|has\s+been|is)\s+(?:already\s+)?(?:credited|paid|refunded|returned|back)\b/i,
  /\b(?:i|we)\s+(?:have\s+|['’]ve\s+)?(?:already\s+)?(?:got|received|gotten)\s+(?:the\s+|my\s+|our\s+)?(?:[$€£¥]\s?\d[\d.,]*|money)\s+back\b/i,
  /\b(?:you|they)\s+(?:have\s+)?already\s+(?:paid|sent|given|transferred)\s+(?:me\s+)?(?:it|the\s+money|my\s+money|the\s+[$€£¥]\s?\d[\d.,]*)\s+back\b/i,
  /\brefund\b(?:\s+(?:(?:of|for|from)\s+\S+|[$€£¥]\s?\d[\d.,]*)){0,3}\s+(?:received|credited)\b/i,
  /\brefund\b(?:\s+(?:of|for|from|to)\s+\S+){0,3}\s+(?:(?:has|have|had|finally|only|still|just|already|never|not|yet)\s+)*(?:arrived|came\s+through|showed\s+up|landed|hasn['’]?t\s+arrived|did\s+not\s+arrive|didn['’]?t\s+arrive|is\s+missing)\b/i,
  /\b(?:you|they|we|i)\s+(?:have\s+|had\s+)?already\s+(?:refunded|reimbursed|received\s+(?:the|my|a)\s+refund)\b|\balready\s+(?:been\s+)?(?:refunded|reimbursed)\b/i,
  /\b(?:you|your\s+\w+)\s+(?:promised|approved|confirmed|issued|sent|processed)\s+(?:me\s+|us\s+)?(?:the\s+|my\s+|a\s+)?(?:refund|[$€£]\s?\d[\d,.]*\s+(?:back|refund))/i,
  /\bconfirm\s+(?:that\s+)?(?:the|my|our|a)\b(?:[^.!?\n]|\.(?=\d)){0,40}?\brefund\b/i,
  /\b(?:received|got)\s+(?:only\s+)?[$€£]\s?\d[\d,.]*\s+of\s+(?:the|my|a)\s+(?:[$€£]\s?\d[\d,.]*\s+)?refund\b/i,
  /\b(?:remaining|rest\s+of\s+(?:the|my))\b(?:[^.!?\n]|\.(?=\d)){0,40}?(?:refund|[$€£]\s?\d)/i,
  /\b(?:haven['’]?t|have\s+not|didn['’]?t|did\s+not|never)\s+(?:yet\s+)?(?:received|got(?:ten)?|seen)\s+(?:my|the|a|any|our)\s+refund\b/i,
];

export function refundStatusEnquiry(text: string): string | null {
  for (const re of STATUS_FORMS) {
    const m = re.exec(text);
    if (!m) continue;
    const at = m.index;
    let start = 0;
    for (const e of text.slice(0, at).matchAll(/[.!?\n](?!\d)/g)) start = (e.index ?? 0) + 1;
    const end = text.slice(at).search(/[.!?\n](?!\d)/);
    return text.slice(start, end === -1 ? text.length : at + end + 1).trim().replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * Money sent somewhere other than the original payment method (a PayPal account, another card, a
 * friend), a refund for someone other than the writer ("my sister ordered… refund her"), or a refund
 * next to a stolen card or fraud: whoever wrote the message may not be the
 * customer, so a person decides. Returns the words as written, or null.
 */
const OTHER_DESTINATION: readonly RegExp[] = [
  // u28u TA-4: a refund for someone else: "my sister ordered…", "a customer of mine", "on behalf of my friend".
  /\b(?:my|our)\s+(?:sister|brother|mother|father|mum|mom|dad|wife|husband|partner|son|daughter|friend|colleague|neighbou?r|boss|client|customer|grandmother|grandfather|aunt|uncle|cousin)\s+(?:ordered|bought|paid|placed|purchased)\b|\ba\s+(?:customer|client|friend)\s+of\s+(?:mine|ours)\b|\bon\s+behalf\s+of\b/i,
  // u28u TA-4: "refund to my account instead", "to my own card instead": another destination.
  /\bto\s+(?:my|our)\s+(?:own\s+)?(?:account|card|bank)\s+instead\b/i,
  // s42b (u29e T-6): someone else's card or account, named with a possessive: "to my daughter's card",
  // "to my mom's PayPal", "to his account", "onto her card"; "she paid for it" says the payer was someone else.
  /\b(?:to|into|onto|on)\s+(?:my\s+|our\s+)?(?:\p{L}+['’]s|his|her|their)\s+(?:\p{L}+\s+)?(?:card|visa|mastercard|amex|account|paypal|bank(?:\s+account)?|venmo|revolut|wallet|iban)\b|\b(?:she|he|they)\s+paid\b/iu,
  // s42b: the amount's decimal point ("$30.00") no longer ends the sentence; the quote starts at "to".
  /(?<=\b(?:send|transfer|wire|pay|refund|put|credit|deposit)\w*\b(?:[^.!?\n]|\.(?=\d)){0,50}?)\b(?:to|into|onto|via)\s+(?:my\s+|a\s+|an\s+|another\s+|his\s+|her\s+|their\s+|our\s+)?(?:paypal|venmo|revolut|wise|zelle|cash\s*app|bank(?:\s+account)?|iban|crypto|bitcoin|gift\s+card|new\s+card|other\s+card|different\s+(?:card|account)|friend|son|daughter|wife|husband|partner|brother|sister|mother|father|mum|mom|dad|colleague|neighbou?r)\b(?:\s+(?:account|card))?/i,
  /\binstead\s+of\s+(?:my|the)\s+(?:original\s+)?(?:card|payment\s+method|account)\b|\b(?:not|rather\s+than)\s+(?:to\s+)?(?:my|the)\s+(?:original\s+)?(?:card|payment\s+method)\b/i,
  // s43 (self-test T59–T62): a way of paying back other than the original payment: "in cash", "by bank
  // transfer", "via check", "in bitcoin", "as a money order", "send me a cheque". "I paid by card" says how the
  // order was paid, which is no destination.
  /(?<!\b(?:paid|pay|paying|bought|purchased|ordered)\b[^.!?\n]{0,20})\b(?:in|as|by|via|through|using|with)\s+(?:a\s+|an\s+)?(?:cash|cheque|check|(?:bank\s+|wire\s+|money\s+)?transfer|wire|money\s+order|postal\s+order|bitcoin|btc|crypto(?:currency)?|ethereum|usdt|stablecoins?|zelle|venmo|cash\s*app|western\s+union|paypal|revolut)\b|\b(?:send|mail|post|write|give)\s+(?:me|us)\s+(?:a\s+)?(?:cheque|check|money\s+order|cash)\b/i,
  /\b(?:card|wallet|phone|account|identity)\s+(?:was|has\s+been|got|is)\s+(?:stolen|cloned|compromised|hacked)\b|\bstolen\s+card\b|\bfraud\w*\b|\bscam\w*\b/i,
];

export function refundDestinationRisk(text: string): string | null {
  for (const re of OTHER_DESTINATION) {
    const m = re.exec(text);
    if (m) return m[0].trim().replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * u28u TA-3: an alternative to the refund the customer would accept: "keep it if you give me 20% off
 * instead", "a 10% discount code would also be fine", "store credit would be fine too", "or a voucher",
 * "I would also accept a partial refund", "keep it for a discount". Returns its sentence as written.
 */
const ALTERNATIVE = /\b(?:keep\s+(?:it|them|the\s+\p{L}+)\s+(?:if|for)\b[^.!?\n]{0,40}?\b(?:off|discount|credit|voucher|partial)|\d+\s?%\s+off\b|(?:discount(?:\s+code)?|voucher|coupon|store\s+credit|gift\s+card|partial\s+refund)\b[^.!?\n]{0,30}?\b(?:would\s+(?:also\s+)?be\s+(?:fine|ok|okay|good|great)|works?\s+too|is\s+fine\s+too|instead)|\bor\s+(?:a|an|some)\s+(?:\d+\s?%\s+)?(?:discount|voucher|coupon|store\s+credit|gift\s+card|partial\s+refund)|\bor\s+(?:a|an)\s+(?:replacement|exchange|new\s+one|repair)\b|\bor\s+(?:(?:just|simply|please)\s+)?(?:replace|exchange|swap|repair)\b|\bor\s+send\s+(?:me\s+|us\s+)?(?:a\s+)?(?:new|another|replacement)\b|\beither\b[^.!?\n]{0,80}?\bor\b|\bwhichever\b|\b(?:would|could|'d)\s+(?:also\s+)?accept\s+(?:a|an|some)\s+(?:\d+\s?%\s+)?(?:discount|voucher|coupon|store\s+credit|gift\s+card|partial\s+refund))/iu;
export function refundAlternative(text: string): string | null {
  const m = ALTERNATIVE.exec(text);
  if (!m) return null;
  // u29q F5: the sentence starts after the last sentence end, never after the point of "$25.00".
  let start = 0;
  for (const b of text.slice(0, m.index).matchAll(/[.!?\n](?!\d)/g)) start = (b.index ?? 0) + 1;
  const end = text.slice(m.index).search(/[.!?\n](?!\d)/);
  return text.slice(start, end === -1 ? text.length : m.index + end + 1).trim().replace(/\s+/g, ' ');
}

/**
 * s42b (u29e T-5): an amount is read whole or not at all. "$2k", "$3O.00" (a letter O), "$l0", "$10x" or
 * "$9.99abc" stop the amount reader after "$2", "$3" or "$10"; a letter or digit run into the amount means
 * the amount as written is not what was read. Returns the whole token as written ("$2k"), or null.
 */
export function gluedAmount(text: string): string | null {
  for (const m of text.matchAll(new RegExp(AMOUNT_SOURCE, 'g'))) {
    const end = (m.index ?? 0) + m[0].length;
    if (!/^[\p{L}\p{N}]/u.test(text.slice(end))) continue;
    const token = /^\S+/.exec(text.slice(m.index ?? 0))?.[0] ?? m[0];
    return token.replace(/[.,;:!?)'"’”]+$/, '');
  }
  return null;
}

/**
 * s42b (u29e T-2): a price per item or per charge with a quantity ("3 glasses at $45.00 each", "$30.00
 * per piece", "4 x $15.00", "each of the two $30.00 charges"): the total is not stated, and the demo computes
 * nothing the reader cannot check. Returns the words as written, or null.
 */
const PER_ITEM: readonly RegExp[] = [
  /\beach\s+of\s+(?:the\s+|my\s+|these\s+|those\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|both|\d+)\b/i,
  new RegExp(String.raw`(?:${AMOUNT_SOURCE})\s*(?:each|apiece|a\s+piece|per\s+\p{L}+|an?\s+(?:item|unit|piece|pair|pack))\b`, 'iu'),
  new RegExp(String.raw`\b\d+\s*(?:x|×|\*|@)\s*(?:${AMOUNT_SOURCE})|@\s*(?:${AMOUNT_SOURCE})`, 'iu'),
  // s43 (self-test T45): the quantity after the price: "$12.50 x 2", "$9.99 × 3", "$15.00 times 2", "$6.00 for each broken cup".
  new RegExp(String.raw`(?:${AMOUNT_SOURCE})\s*(?:(?:x|×|\*)\s*\d+\b|times\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b|(?:for|on|per)\s+(?:each|every)\b)`, 'iu'),
];
export function perItemPrice(text: string): string | null {
  for (const re of PER_ITEM) {
    const m = re.exec(text);
    if (m) return m[0].trim().replace(/\s+/g, ' ');
  }
  return null;
}

/**
 * s42b (u29e T-1): a share, a deduction or a multiple of the amount named ("half of the $80.00", "a quarter
 * of", "half of it", "1/2 of", "50 percent of", "part of the $70.00", "less the 10% restocking fee", "minus
 * shipping", "twice the $20.00"; s43: "most of", "some of", "the bulk of"): the sum to refund is not the amount
 * written. Returns the words, or null.
 */
const OF_MONEY = String.raw`of\s+(?:(?:the|my|your|that|this|what|it['’]?s)\s+)?(?:[$€£¥]|\d|it\b|(?:price|amount|cost|total|money|payment|charge|refund|order|purchase|what\s+(?:i|we)\s+paid)\b)`;
const SHARE_OF = new RegExp(
  String.raw`\b(?:(?:a|one|two|three|four)\s+)?(?:half|halves|quarters?|thirds?|fifths?|tenths?|part|portion|fraction|share|proportion|most|some|much|bulk|majority|bit)\s+${OF_MONEY}|\b\d+\s*\/\s*\d+\s+${OF_MONEY}|\b\d+(?:\.\d+)?\s?(?:%|percent|per\s+cent)\s+${OF_MONEY}|\bhalf\s+(?:the|my)\s+(?:[$€£¥]|price|amount|cost|money|total)`,
  'iu',
);
const DEDUCTION =
  /\b(?:less|minus|after\s+deducting|deducting|deduct|subtract(?:ing)?|net\s+of|excluding|except(?:\s+for)?|without|apart\s+from|aside\s+from|other\s+than|but\s+not|not\s+including|bar)\s+(?:the\s+|a\s+|any\s+|your\s+|my\s+)?(?:\d+(?:\.\d+)?\s?%\s+|[$€£¥]\s?\d[\d.,]*\s+)?(?:\p{L}+\s+)?(?:fees?|costs?|charges?|shipping|postage|delivery|handling|restocking|tax|vat|deposit)\b|\bkeep\s+(?:the\s+)?(?:\p{L}+\s+)?(?:fees?|costs?|shipping|postage|delivery)\s+out\b/iu;
const MULTIPLE = /\b(?:twice|double|triple|three\s+times|\d+\s*(?:x|×|times))\s+(?:the\s+|my\s+|that\s+|what\s+|it\b|[$€£¥])/iu;
/**
 * s43 (self-test round 2): any words between "refund" and "of the $60.00" ("a good chunk of", "a little of",
 * "whatever you think is fair of") take a share of the amount written, unless they end in a word naming the
 * amount itself ("the full amount of", "the price of", "the difference of", "all of"). Group 1 is the words.
 */
const WORDS_OF_AMOUNT = new RegExp(
  String.raw`\b(?:refund|reimburse)[ \t]+(?:me[ \t]+|us[ \t]+)?((?:(?!refund|reimburse)[\p{L}'’-]+[ \t]+){0,5}?(?!refund|reimburse)[\p{L}'’-]+)[ \t]+of[ \t]+(?:the\s+|my\s+|your\s+|that\s+|this\s+)?(?:${AMOUNT_SOURCE})`,
  'iu',
);
/** Words that make even "an amount of" a share: "a reasonable amount of", "a fair part of", "a small sum of". */
const VAGUE_SHARE = /\b(?:reasonable|fair|some|part|partial|chunk|little|bit|portion|most|half|good|decent|small|smaller|big|bigger|large|larger|share|fraction|proportion|percentage|certain)\b/i;
const WHOLE_AMOUNT = /(?:^|\s)(?:amount|sum|total|price|cost|value|charge|payment|money|refund|balance|difference|fee|fees|deposit|overcharge|overpayment|surcharge|postage|shipping|subscription|order|purchase)$|^(?:all|the\s+full|the\s+whole|the\s+entire)$/i;
export function refundShare(text: string): string | null {
  for (const re of [SHARE_OF, DEDUCTION, MULTIPLE]) {
    const m = re.exec(text);
    if (m) return m[0].trim().replace(/\s+/g, ' ');
  }
  const words = WORDS_OF_AMOUNT.exec(text);
  if (words && (!WHOLE_AMOUNT.test(words[1].trim().replace(/\s+/g, ' ')) || VAGUE_SHARE.test(words[1]))) return words[0].trim().replace(/\s+/g, ' ');
  return null;
}
