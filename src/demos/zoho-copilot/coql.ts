/**
 * Zoho Copilot logic: a plain-English question becomes conditions over sample CRM records, and the
 * same conditions become the COQL query the Zoho CRM Query API would run. Nothing is sent to Zoho.
 *
 * The conditions form a small boolean tree: "and" binds tighter than "or" ("won deals over 50k or
 * lost deals under 10k" is (won and over 50k) or (lost and under 10k)); "or" between values of one
 * field ("won or lost", "in Berlin or Munich") becomes one `in (...)` list; a negation covers a list
 * joined by "or"/"nor" on the same field ("not won or lost", "neither won nor lost" = neither).
 */
import {editDistance as osaDistance} from '@site/src/retrieval/editDistance';
import {ACCOUNTS, COUNTRY_WORDS, DEALS, INDUSTRY_WORDS, LEADS} from './sample';

export type Module = 'Deals' | 'Leads' | 'Accounts';
export type Value = string | number;
export type Op = '=' | '!=' | '>' | '<' | '>=' | '<=' | 'between' | 'not between' | 'in' | 'not in' | 'like' | 'not like';
export type Filter = {field: string; op: Op; value: Value | Value[]; label: string};
/** A filter, or several joined by "or" (`any`) or "and" (`all`). */
export type Condition = Filter | {any: Condition[]} | {all: Condition[]};
/** A sort; `then` orders the records the first field ties on (the record's name, A to Z), so a limit never cuts a tie at random. */
export type Sort = {field: string; direction: 'asc' | 'desc'; then?: {field: string; direction: 'asc' | 'desc'}};
export type Row = Record<string, Value>;

export type ParsedQuestion = {
  module: Module;
  /** The whole condition; null when the question asks for all records. */
  where: Condition | null;
  /** Every filter in `where`, in reading order (for lists and tests). */
  filters: Filter[];
  sort: Sort | null;
  limit: number | null;
  /** The year chosen for each date written without one ("No year given: “october” is read as October 2026, …"), shown with the reading. */
  assumed?: string[];
};
export type ParseResult =
  | {
      ok: true;
      query: ParsedQuestion;
      ignored: string[];
      /** Connecting words read as wording only ("what happened with", "whos" as "whose"), in the reader's words; shown, never silent. */
      connectors?: string[];
      /** Conditions joined by "and" that no value can meet together ("over 10k and under 5k"), named; the query is still shown. */
      notes?: string[];
    }
  | {
      ok: false;
      error: string;
      unknown?: string[];
      partial?: ParsedQuestion;
      suggestion?: string;
      /** False when the words not understood negate or compare, so running without them is not offered. */
      keepsMeaning?: boolean;
      /** A name of several words the demo read no part of ("New Zealand"): no "did you mean" is offered for it. */
      name?: string;
    };

export const MAX_QUESTION_CHARS = 300;
export const API_VERSION = 'v8';
export const DEFAULT_API_DOMAIN = 'https://www.zohoapis.com';
/**
 * Zoho's COQL limits (https://www.zoho.com/crm/developer/docs/api/COQL-Limitations.html and the v8
 * page https://www.zoho.com/crm/developer/docs/api/v8/COQL-Limitations.html): at most 25 criteria in
 * the WHERE clause; criteria must be bracketed so no "and"/"or" is ambiguous: (A and (B and C)) or
 * ((A and B) and C). `in` and `not in` took up to 50 values; version 7 raised that to 100 (Kaizen #183,
 * https://help.zoho.com/portal/en/community/topic/kaizen-183-coql-apis-enhancements-in-zoho-crm-api-version-7),
 * so 50 holds for every version.
 */
export const MAX_CRITERIA = 25;
/**
 * The currencies written in a question, in the reader's words and order ("€", "$", "USD", "euros"): amounts are
 * compared as numbers, since the sample records carry no currency, and the answer says so (u29z F1).
 */
export function currenciesIn(question: string): string[] {
  return [...new Set(question.match(/[$€£¥]|\b(?:usd|eur|gbp|chf|euros?|dollars?|pounds?)\b/giu) ?? [])];
}

/** The note for `currenciesIn`'s words. */
export function currencyNote(currencies: readonly string[]): string {
  const list = currencies.map((c) => `“${c}”`).join(' and ');
  return `Amounts are compared as written numbers: the sample records carry no currency, so ${list} ${currencies.length === 1 ? 'is' : 'are'} not converted.`;
}

/** The note on a question for a total: the demo lists the records and computes no sum. */
export const TOTAL_NOT_COMPUTED = 'The total is not computed: the table lists the records, and their Amount column can be added up.';
export const MAX_IN_VALUES = 50;

export const COLUMNS: Readonly<Record<Module, readonly string[]>> = {
  Deals: ['Deal_Name', 'Account_Name', 'Stage', 'Amount', 'Closing_Date'],
  Leads: ['First_Name', 'Last_Name', 'Company', 'Lead_Source', 'Lead_Status', 'Country'],
  Accounts: ['Account_Name', 'Industry', 'Annual_Revenue', 'Billing_City', 'Billing_Country'],
};

/**
 * The columns a query shows: the module's own, plus every field it filters on and the field it sorts by
 * when that is not one of them (a number such as Employees or a lead's Annual_Revenue, a lead's City or
 * Industry, a deal's Lead_Source, a field of the deal's account through the lookup such as
 * Account_Name.Industry), so the reader sees the values each condition was checked against (issue 28,
 * u29e Z-4, u29z F10). The deal's account name itself is the Account_Name column.
 */
export function columnsOf(query: Pick<ParsedQuestion, 'module' | 'sort'> & {filters?: readonly Filter[]}): string[] {
  const own = COLUMNS[query.module];
  const held = (field: string) => recordsOf(query.module).some((r) => cellOf(r, field) !== undefined);
  const shown = [...(query.filters ?? []).map((f) => f.field).filter((f) => f !== 'Account_Name.Account_Name' && held(f)), ...(query.sort ? [query.sort.field] : [])];
  return [...own, ...new Set(shown.filter((f) => !own.includes(f)))];
}

/** The words after "by" that name a field to sort on. */
const SORT_FIELDS = String.raw`number of employees|employee count|employees|headcount|staff|size|probability|likelihood|chance|closing dates?|close dates?|closing|close|dates?|annual revenue|revenue|turnover|deal values?|deal sizes?|deal amounts?|amounts?|values?|deal names?|account names?|company names?|last names?|first names?|names?|company|companies|alphabetical(?:ly)?|alphabet`;
/** The words that say which way a sort goes. */
const SORT_DIRECTIONS = String.raw`asc|ascending|desc|descending|in ascending order|in descending order|ascending order|descending order|(?:largest|biggest|highest|smallest|lowest|newest|latest|oldest|earliest|soonest|most|fewest) first|a to z|z to a|a-z|z-a|(?:high|highest|large|largest|big|biggest) to (?:low|lowest|small|smallest)|(?:low|lowest|small|smallest) to (?:high|highest|large|largest|big|biggest)|(?:new|newest|late|latest) to (?:old|oldest|early|earliest)|(?:old|oldest|early|earliest) to (?:new|newest|late|latest)`;
/**
 * A record's name as written after "called" or "named": words up to the end or to a word that starts
 * another condition ("deals called Claims triage closing in 2027"). Never "like …" or "anything …".
 */
const NAME_STOP = 'and|or|nor|but|that|which|who|whose|with|without|over|under|above|below|between|closing|closes|close|due|from|in|at|not|except|excluding|sorted|ordered|by|worth|valued|won|lost|open|is|are|was|were|of|for|than|before|after|on|top|sort|order';
// "%" and "_" belong to the name ("Fleet%rollout"), so a name is never cut there (u31a F14); such a name is refused whole.
const NAME_TEXT = String.raw`(?!(?:like|anything|something|a|an|the|${NAME_STOP})(?![\p{L}]))[\p{L}\p{N}%_][\p{L}\p{N}&'’.%_-]*(?:\s+(?!(?:${NAME_STOP})(?![\p{L}]))[\p{L}\p{N}%_][\p{L}\p{N}&'’.%_-]*)*`;
/** The sortable fields of each module, in words, for messages. */
const SORTABLE: Readonly<Record<Module, string>> = {
  Deals: 'amount, closing date, probability or name',
  Leads: 'annual revenue or name',
  Accounts: 'annual revenue, employees or name',
};

function directionOf(words: string): Sort['direction'] {
  return /\b(?:asc|ascending|smallest first|lowest first|oldest first|earliest first|soonest first|fewest first|a to z|a-z)\b|^(?:low|lowest|small|smallest|old|oldest|early|earliest) to/.test(words.replace(/^in\s+/, '')) ? 'asc' : 'desc';
}

/** The field a "sorted by …" names, or what the module lacks. */
function sortField(module: Module, words: string): string | {missing: string} {
  if (/employ|headcount|staff|size/.test(words)) return module === 'Accounts' ? 'Employees' : module === 'Deals' && /size/.test(words) ? 'Amount' : {missing: 'employee count'};
  if (/probab|likelihood|chance/.test(words)) return module === 'Deals' ? 'Probability' : {missing: 'probability'};
  if (/clos|date/.test(words)) return module === 'Deals' ? 'Closing_Date' : {missing: 'closing date'};
  if (/revenue|turnover/.test(words)) return module === 'Deals' ? {missing: 'revenue of their own (a deal has an amount)'} : 'Annual_Revenue';
  if (/amount|value/.test(words)) return module === 'Deals' ? 'Amount' : {missing: 'amount'};
  if (/first name/.test(words)) return module === 'Leads' ? 'First_Name' : {missing: 'first name'};
  if (/last name/.test(words)) return module === 'Leads' ? 'Last_Name' : {missing: 'last name'};
  if (/compan/.test(words)) return module === 'Leads' ? 'Company' : module === 'Accounts' ? 'Account_Name' : {missing: 'company of their own (a deal has an account)'};
  return module === 'Deals' ? (/account/.test(words) ? 'Account_Name' : 'Deal_Name') : module === 'Accounts' ? 'Account_Name' : /account/.test(words) ? {missing: 'account name'} : 'Last_Name';
}

const SORT_WORDS: Readonly<Record<string, [string, string, string]>> = {
  Deal_Name: ['deal name', 'Z to A', 'A to Z'],
  Account_Name: ['account name', 'Z to A', 'A to Z'],
  Last_Name: ['last name', 'Z to A', 'A to Z'],
  First_Name: ['first name', 'Z to A', 'A to Z'],
  Company: ['company', 'Z to A', 'A to Z'],
  Amount: ['amount', 'largest first', 'smallest first'],
  Annual_Revenue: ['annual revenue', 'largest first', 'smallest first'],
  Closing_Date: ['closing date', 'latest first', 'earliest first'],
  Employees: ['employees', 'most first', 'fewest first'],
  Probability: ['probability', 'highest first', 'lowest first'],
};

/** The sort in words: "amount, largest first, then deal name, A to Z". */
export function describeSort(sort: Sort): string {
  const words = (s: {field: string; direction: 'asc' | 'desc'}) => {
    const [name, desc, asc] = SORT_WORDS[s.field] ?? [s.field, 'descending', 'ascending'];
    return `${name}, ${s.direction === 'desc' ? desc : asc}`;
  };
  return sort.then ? `${words(sort)}, then ${words(sort.then)}` : words(sort);
}

/** The record's name field, which orders records that tie on the field sorted by (Zoho's standard API names). */
const NAME_FIELD: Readonly<Record<Module, string>> = {Deals: 'Deal_Name', Leads: 'Last_Name', Accounts: 'Account_Name'};

/** A sort with its second key: the record's name A to Z, unless the sort is already on a name (issue 28, u29r F11). */
function withTieBreak(module: Module, sort: Sort | null): Sort | null {
  if (!sort) return null;
  const name = sort.field === NAME_FIELD[module] ? (module === 'Leads' ? 'First_Name' : null) : NAME_FIELD[module];
  return name && name !== sort.field ? {...sort, then: {field: name, direction: 'asc'}} : sort;
}

/**
 * A limit that cuts through records tied on the field sorted by ("top 1 deal by probability" with two deals at
 * 100%) is named: how many tie, how many of them the limit keeps, and what chose them. The COQL query keeps the
 * limit asked for, as Zoho would.
 */
function tieNote(query: ParsedQuestion): string | null {
  if (!query.sort || !query.limit) return null;
  const rows = runQuery({...query, limit: null});
  const n = query.limit;
  const field = query.sort.field;
  if (rows.length <= n || rows[n - 1][field] !== rows[n][field]) return null;
  const value = rows[n - 1][field];
  const tied = rows.filter((r) => r[field] === value).length;
  const kept = rows.slice(0, n).filter((r) => r[field] === value).length;
  const noun = query.module.toLowerCase();
  const [name] = SORT_WORDS[field] ?? [field];
  const shown = field === 'Probability' ? `${value}%` : typeof value === 'number' ? value.toLocaleString('en-US') : value;
  const then = query.sort.then ? `, chosen by ${describeSort({...query.sort.then})}` : '';
  return `Tie: ${tied} ${noun} have ${name} ${shown}, and the first ${n} keeps ${kept} of them (${kept} of ${tied} tied)${then}. Ask for the top ${n - kept + tied} to see all of them.`;
}

/**
 * The whole reading in one line: the filter with its brackets, then the order and how many are
 * kept ("all deals, sorted by amount, largest first, the first 4").
 */
export function readAs(query: ParsedQuestion): string {
  const parts = [query.where ? describe(query.where) : `all ${query.module.toLowerCase()}`];
  if (query.sort) parts.push(`sorted by ${describeSort(query.sort)}`);
  if (query.limit) parts.push(query.limit === 1 ? 'the first one only' : `the first ${query.limit}`);
  return parts.join('; ');
}

export function recordsOf(module: Module): readonly Row[] {
  return module === 'Deals' ? DEALS : module === 'Leads' ? LEADS : ACCOUNTS;
}

const WON = 'Closed Won';
const LOST = 'Closed Lost';
const STAGES: Array<[RegExp, string | string[]]> = [
  // "won't" is a negation, never the stage Won.
  [/\bclosed[- ]won\b|\bwon\b(?!['’]t)|\bwins?\b/, WON],
  [/\bclosed[- ]lost\b|\blost\b|\blosses\b/, LOST],
  [/\bclosed\b/, [WON, LOST]],
  // Brief 48z F10 (u32b): a stage, status or source by its name as the table shows it ("Proposal/Price Quote",
  // "Negotiation/Review", "Attempted to Contact", "trade-show") is that value.
  [/\bnegotiation(?:\s*\/\s*review)?\b|\bnegotiating\b|\bin review\b/, 'Negotiation/Review'],
  [/\bproposal\s*\/\s*price\s+quotes?\b|\bproposals?\b|\bquotes?\b|\bquoted\b/, 'Proposal/Price Quote'],
  [/\bneeds analysis\b/, 'Needs Analysis'],
  [/\bqualification\b/, 'Qualification'],
];
const SOURCES: Array<[RegExp, string]> = [
  [/\bweb ?site\b|\bweb\b|\bonline\b/, 'Web Site'],
  [/\btrade[- ]?shows?\b/, 'Trade Show'],
  [/\bpartners?\b/, 'Partner'],
  [/\bcold calls?\b/, 'Cold Call'],
  // Brief 48z F6 (u32b): the value's full name ("from employee referral") is one source, its "employee" no head count.
  [/\b(?:employees?['’]?\s+)?referrals?\b|\breferred\b/, 'Employee Referral'],
];
/**
 * "Nobody has called yet" and its kin mean the status Not Contacted; they are matched before any
 * negation. Not when a list of statuses follows: "not contacted or junk" is a negated list, like
 * "not won or lost", so it means neither Contacted nor Junk Lead.
 */
const NOT_CONTACTED =
  /\b(?:(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(?:contacted|called|reached)(?:\s+yet)?|uncontacted|(?:no|without(?:\s+(?:a|any))?)\s+(?:contact|calls?|outreach)(?:\s+yet)?|(?:nobody|no one|no-one|none of us)\s+(?:has|have|had)?\s*(?:yet\s+)?(?:called|contacted|reached|phoned|rung)(?:\s+(?:them|yet))*|(?:have|has|had)n['’]?t\s+(?:yet\s+)?(?:been\s+)?(?:contacted|called)(?:\s+(?:them|yet))*)\b(?!,?\s+n?or\s+(?:junk|spam|attempted|pre-?qualified|qualified|contacted|called)\b)/;
const STATUSES: Array<[RegExp, string]> = [
  [/\battempted(?:\s+to\s+contact)?\b/, 'Attempted to Contact'],
  [/\bpre-?qualified\b|\bqualified\b/, 'Pre-Qualified'],
  [/\bjunk\b|\bspam\b/, 'Junk Lead'],
  [/\bcontacted\b|\bcalled\b/, 'Contacted'],
];
/** The words for each of the sample accounts' Rating values (a standard Zoho CRM pick list). */
const RATING_WORDS: Record<string, string> = {Active: 'active', Acquired: 'acquired', 'Market Failed': String.raw`market[- ]failed`, 'Project Cancelled': String.raw`(?:project\s+)?cancell?ed`};
const ACCOUNT_RATINGS = 'Active, Acquired, Market Failed or Project Cancelled';
const LEAD_STATUSES = 'Not Contacted, Attempted to Contact, Contacted, Pre-Qualified or Junk Lead';
/** The sample accounts' Rating values and the words for them. */
const RATINGS: Array<[RegExp, string]> = Object.entries(RATING_WORDS).map(([rating, re]) => [new RegExp(re), rating] as [RegExp, string]).map(([re, rating]) => [
  // The field's name may come first: "rated active", "with a rating of acquired", "whose rating is active" ("not rated active" negates it).
  new RegExp(String.raw`\b(?:(?:rated|(?:with\s+(?:a|the|an)\s+)?rating(?:\s+(?:of|is|was))?)\s+(?:as\s+)?)?(?:${(re as RegExp).source})\b`),
  rating as string,
]);
/** A list of words as one regular-expression alternative, longest first ("health care" before "health"). */
const wordsSource = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Month names and their short forms ("mar", "sept."), for dates with a day. */
const MONTH_NAMES = String.raw`(?:${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`;
/**
 * A calendar day as a sales lead writes it: "2026-12-15", "15 March", "March 15th, 2027", "the 20th of
 * December", "03/15/2027". No capturing groups; `dayDate` reads it.
 */
const DAY_DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{4}|\d{1,2}\.\d{1,2}\.\d{4}|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAMES}(?:,?\s+\d{4})?|${MONTH_NAMES}\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)(?![\p{L}\d/-])`;

/**
 * The year of a period written without one, nearest `now` (both counted in periods: months, quarters or days since
 * year 0): of last year, this year and next year, the one whose period is fewest periods away; on a tie, the later
 * one. "Closing in October" asked on 27 November 2026 is October 2026, as "between October and December" is, and
 * "closing in January" is January 2027 (u29z F4: "the next one" made October 2027 and a false 0).
 */
function nearestYear(at: (year: number) => number, now: number, year: number): number {
  return [year + 1, year, year - 1].reduce((best, yy) => (Math.abs(at(yy) - now) < Math.abs(at(best) - now) ? yy : best));
}

/**
 * The ISO date of a DAY_DATE, or why it is not one. Without a year it is the such day nearest `today`, before or
 * after it, or the last one up to `today` when the question is about closed deals (`past`). "05/03/2027"
 * may be 5 March or 3 May, so it is refused; "03/15/2027" can only be 15 March.
 */
function dayDate(text: string, today: string, past: boolean | 'nearest'): {date: string} | {error: string} {
  const t = text.replace(/^the\s+/, '');
  let y: number | null = null;
  let m = 0;
  let d = 0;
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  // "15.12.2026": a date written with dots puts the day first (as in Germany, the Netherlands and most of Europe); u29r F9.
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (isoDate) [y, m, d] = isoDate.slice(1).map(Number);
  else if (dotted) [d, m, y] = dotted.slice(1).map(Number);
  else if (slash) {
    const [a, b] = [Number(slash[1]), Number(slash[2])];
    y = Number(slash[3]);
    const name = (k: number) => `${MONTHS[k - 1][0].toUpperCase()}${MONTHS[k - 1].slice(1)}`;
    if (a !== b && a <= 12 && b <= 12) return {error: `I did not understand “${text}”: it may be ${b} ${name(a)} or ${a} ${name(b)}, so no records are shown. Write the month’s name, for example “15 March 2027”.`};
    [m, d] = a > 12 ? [b, a] : [a, b];
  } else {
    const month = (t.match(/\p{L}+/gu) ?? []).find((w) => w.length >= 3 && MONTHS.some((name) => name.startsWith(w))) ?? '';
    m = month ? MONTHS.findIndex((name) => name.startsWith(month)) + 1 : 0;
    d = Number(/\d{1,2}/.exec(t.replace(/\d{4}$/, ''))?.[0] ?? 0);
    const year = /\d{4}$/.exec(t);
    if (year) y = Number(year[0]);
  }
  const ty = Number(today.slice(0, 4));
  const valid = (yy: number) => m >= 1 && m <= 12 && d >= 1 && d <= lastDay(yy, m);
  if (y === null) {
    const thisYear = iso(ty, m, d);
    if (past === 'nearest') {
      // The occurrence closest to today, before or after it ("won before 1 December" on 27 November is this
      // 1 December; "won before 20 November" is the one a week ago).
      const at = Date.UTC(ty, Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)));
      y = [ty - 1, ty, ty + 1].reduce((best, yy) => (Math.abs(Date.UTC(yy, m - 1, d) - at) < Math.abs(Date.UTC(best, m - 1, d) - at) ? yy : best), ty);
    } else y = past ? (thisYear <= today ? ty : ty - 1) : nearestYear((yy) => Date.UTC(yy, m - 1, d), Date.UTC(ty, Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10))), ty);
    if (!valid(y) && !(m === 2 && d === 29)) return {error: `I did not understand “${text}”: no month has that day, so no records are shown.`};
    // 29 February: the nearest leap year in the direction asked.
    if (!valid(y)) y = past ? y - (y % 4) : y + ((4 - (y % 4)) % 4);
  }
  if (!valid(y)) return {error: `I did not understand “${text}”: ${MONTHS[m - 1] ? `${MONTHS[m - 1][0].toUpperCase()}${MONTHS[m - 1].slice(1)} ${y} has no day ${d}` : 'there is no such month'}, so no records are shown.`};
  return {date: iso(y, m, d)};
}

/**
 * A number as people write it: "50k", "1.5m", "50,000", and European "50.000" or "1.250.000,50".
 * When both separators appear, the last one is the decimal point; a lone separator followed by
 * exactly three digits groups thousands ("50.000" and "50,000" are both fifty thousand).
 */
export function money(text: string): number {
  const m = /(\d[\d.,\s]*\d|\d)\s*(k|m|thousand|million|bn|b|billion)?\b/i.exec(text.replace(/\u00a0|\u202f/g, ' '));
  if (!m) return NaN;
  let digits = m[1].replace(/\s/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    digits = digits.split(group).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(sep);
    // Brief 48z F3 (u32b): a lone separator after a zero ("0.085 million", "0,050 billion") is a decimal point, since no
    // grouped number starts with 0; so is a lone point before "million" or "billion" ("1.250 million" is 1.25 million).
    const unitWord = (m[2] ?? '').toLowerCase();
    const decimal = parts.length === 2 && (/^0+$/.test(parts[0]) || (sep === '.' && /^(?:m|million|bn|b|billion)$/.test(unitWord)));
    const grouping = !decimal && (parts.length > 2 || parts[parts.length - 1].length === 3);
    digits = grouping ? parts.join('') : parts.join('.');
  }
  const base = Number(digits);
  const unit = (m[2] ?? '').toLowerCase();
  // u30h Z3: "billion", "bn" and "b" are units, as "million" and "m" are.
  return unit === 'k' || unit === 'thousand' ? base * 1_000 : unit === 'm' || unit === 'million' ? base * 1_000_000 : unit === 'b' || unit === 'bn' || unit === 'billion' ? base * 1_000_000_000 : base;
}

/** A number as written in a bound: currency before or after, a unit, a percent sign ("€50.000", "20m", "70%"). No capturing groups. */
const NUMBER = String.raw`(?:[$€£]|usd|eur|gbp)?\s*(?:\d[\d.,\s]*\d|\d)(?:\s*(?:k|m|thousand|million|bn|b|billion))?(?![\p{L}\d])(?:\s*(?:%|percent|per cent))?(?:\s*(?:[$€£]|usd|eur|euros?|dollars?|pounds?)(?![\p{L}]))?`;
/** A number that says what it is: a currency, a unit, a percent sign or thousands grouping ("€12,500", "85k", "80%", "85,000"); a lookahead. */
const STRONG_NUMBER = String.raw`(?:[$€£]|usd|eur|gbp|\d[\d.,\s]*?(?:\d[.,]\d{3}(?!\d)|\s*(?:k|m|thousand|million|bn|b|billion|%|percent|euros?|dollars?|pounds?|usd|eur|[$€£])(?![\p{L}])))`;
/** Nouns that name the numeric field a bound is on. */
const NUMBER_NOUNS = String.raw`number of employees|employee count|employees?|staff|headcount|head count|workforce|workers|personnel|people|annual revenue|revenue|turnover|sales|deal value|deal size|deal amount|amount|value|probability|likelihood|chance`;
/** "employees over 300", "revenue of at least 20m", "employees not under 480" (the "not" inverts). */
const NUMBER_NOUN_BEFORE = String.raw`(?:\b(?<pre>${NUMBER_NOUNS})\s+(?:(?:is|are|was|were|of|at|that is|that are|which is|which are)\s+)?(?<not>not\s+)?)?`;
/** "more than 300 employees", "20m in revenue", "over 70% probability". */
const NUMBER_NOUN_AFTER = String.raw`(?:\s+(?:in\s+|of\s+)?(?<post>${NUMBER_NOUNS})\b)?`;
/** The comparison words of a number bound. */
const COMPARATOR = String.raw`(?:over|above|more than|greater than|bigger than|larger than|higher than|exceeding|in excess of|at least|no less than|no fewer than|minimum(?: of)?|under|below|less than|fewer than|smaller than|lower than|at most|no more than|up to|maximum(?: of)?|[<>]=?|[≥≤])`;
/** A bound with its noun at the end of the text before a bare bound ("probability over 50 and "), joined by "and", "but", "or" or a comma. */
const ELIDED_NOUN = new RegExp(
  String.raw`(?:\b(?<pre>${NUMBER_NOUNS})\s+(?:(?:is|are|was|were|of|at|that is|that are|which is|which are)\s+)?(?:not\s+)?${COMPARATOR}\s*(?<num>${NUMBER})|${COMPARATOR}\s*(?<num2>${NUMBER})\s+(?:in\s+|of\s+)?(?<post>${NUMBER_NOUNS})\b)\s*(?:,\s*)?(?:\b(?:and|but|or)\s+)?(?:not\s+)?$`,
  'u',
);
/** The numeric fields of each module, in words, for messages. */
const NUMERIC_FIELDS: Readonly<Record<Module, string>> = {
  Deals: 'amount, probability (%), closing dates, and the account’s employees or annual revenue',
  Leads: 'annual revenue',
  Accounts: 'annual revenue and employees',
};
/** Nouns for records of any module ("2 deals", "200 customers"). */
const RECORD_NOUNS = 'deals?|opportunit(?:y|ies)|leads?|prospects?|accounts?|compan(?:y|ies)|customers?|clients?|firms?|businesses|contacts?';
/** The words for accounts: "accounts", "companies", "customers", "clients", "firms", "businesses" (issue 28, u28j Z-4: "german firms"). */
const ACCOUNT_NOUNS = /\baccounts?\b|\bcompan(?:y|ies)\b|\bcustomers?\b|\bclients?\b|\bfirms?\b|\bbusinesses\b/;
/**
 * "us" as a pronoun: after a verb or a preposition that takes a person ("give us", "came to us",
 * "none of us", "called by us"). Everywhere else "us" is the country or is reported as not understood,
 * never dropped as filler (issue 28, u28j Z-1: "leads in canada or the us" lost "the us").
 */
const PRONOUN_BEFORE = 'show|give|tell|get|find|send|let|help|bring|for|to|with|of|by|contacted|called|reached|phoned|emailed|e-mailed|visited|joined|bought|buys|buy|owe|owes|pay|pays|paid';
const PRONOUN_US = new RegExp(String.raw`(?<=\b(?:${PRONOUN_BEFORE})\s)us(?![\p{L}.])`, 'u');
/** "us" right before a record noun or an industry ("us tech accounts", "us ones") is the country, unless a verb makes it the pronoun ("give us tech accounts"). */
const US_ADJECTIVE = new RegExp(String.raw`(?<!\b(?:${PRONOUN_BEFORE})\s)\bus(?= (?:${wordsSource(Object.values(INDUSTRY_WORDS).flat())}|${RECORD_NOUNS}|ones?|based|headquartered)(?![\p{L}]))`, 'gu');
const COMPARISON_WORDS: Readonly<Record<string, string>> = {'>': 'over', '>=': 'at least', '<': 'under', '<=': 'at most', '=': 'exactly', '!=': 'not'};

type NumberRead = {value: number; money: boolean; percent: boolean; unit: boolean; multiplier: number};

/** A written number with what it says about itself: money (a currency), a percent, a unit (k, m, thousand, million). */
function readNumber(text: string): NumberRead {
  const t = text.toLowerCase();
  const multiplier = /\d\s*(?:k|thousand)(?![\p{L}])/u.test(t) ? 1_000 : /\d\s*(?:m|million)(?![\p{L}])/u.test(t) ? 1_000_000 : /\d\s*(?:bn|b|billion)(?![\p{L}])/u.test(t) ? 1_000_000_000 : 1;
  return {
    value: money(t.replace(/[$€£%]|\b(?:usd|eur|gbp|euros?|dollars?|pounds?|percent|per cent)\b/g, ' ')),
    money: /[$€£]|\b(?:usd|eur|gbp|euros?|dollars?|pounds?)\b/.test(t),
    percent: /%|\bper ?cent\b/.test(t),
    unit: multiplier > 1,
    multiplier,
  };
}

type NumericField = {field: string; label: string; show: (n: number) => string};

/**
 * The field a number bound is on, from the noun before or after it, or a message saying why it
 * cannot be answered. The sample records' numeric fields: deals Amount and Probability (and their
 * account's Employees and Annual_Revenue through the Account_Name lookup), leads Annual_Revenue,
 * accounts Annual_Revenue and Employees (Zoho CRM's API names for these standard fields).
 */
function numericField(module: Module, pre: string | undefined, post: string | undefined, number: NumberRead, phrase: string, q: string): NumericField | string {
  const kindOf = (noun: string | undefined) =>
    !noun ? '' : /employ|staff|head|workforce|workers|personnel|people/.test(noun) ? 'employees' : /revenue|turnover|sales/.test(noun) ? 'revenue' : /probab|likelihood|chance/.test(noun) ? 'probability' : 'amount';
  const [a, b] = [kindOf(pre), kindOf(post)];
  if (a && b && a !== b) return `I did not understand “${phrase}”: it names two different fields, so no records are shown.`;
  const kind = a || b || (number.percent ? 'probability' : '');
  const records = module.toLowerCase();
  const no = (what: string, instead: string) => `I did not understand “${phrase}”: the sample ${records} have no ${what}, so no records are shown. ${instead}`;
  const money: (n: number) => string = formatMoney;
  const count = (n: number) => n.toLocaleString('en-US');
  let target: NumericField;
  if (kind === 'employees') {
    if (module === 'Leads') return no('employee count', 'Ask about annual revenue, status, source, industry or place.');
    target = module === 'Deals' ? {field: 'Account_Name.Employees', label: 'account employees', show: count} : {field: 'Employees', label: 'employees', show: count};
  } else if (kind === 'revenue') {
    // A deal's own money is its amount; "revenue" on a deal question means its account's only when the account is named.
    if (module === 'Deals' && !/\b(?:accounts?|compan(?:y|ies)|customers?)\b/.test(q)) {
      return `I did not understand “${phrase}”: a deal has an amount, and its account has the annual revenue, so no records are shown. Write “amount over …” for the deal, or “deals from accounts with revenue over …”.`;
    }
    target = module === 'Deals' ? {field: 'Account_Name.Annual_Revenue', label: 'account annual revenue', show: money} : {field: 'Annual_Revenue', label: 'annual revenue', show: money};
  } else if (kind === 'probability') {
    if (module !== 'Deals') return no('probability', module === 'Accounts' ? 'Ask about annual revenue or employees.' : 'Ask about annual revenue.');
    target = {field: 'Probability', label: 'probability', show: (n) => `${n}%`};
  } else if (kind === 'amount') {
    if (module !== 'Deals') return no('amount', 'Ask about annual revenue instead.');
    target = {field: 'Amount', label: 'amount', show: money};
  } else if (module === 'Accounts' && !number.money && !number.unit) {
    return `I did not understand “${phrase}”: accounts have two numbers, annual revenue and employees, so no records are shown. Say which, for example “revenue over 500k” or “over 500 employees”.`;
  } else {
    target = module === 'Deals' ? {field: 'Amount', label: 'amount', show: money} : {field: 'Annual_Revenue', label: 'annual revenue', show: money};
  }
  if (number.percent && target.field !== 'Probability') return `I did not understand “${phrase}”: a percentage fits only a deal's probability, so no records are shown.`;
  if (number.money && !/Revenue|Amount/.test(target.field)) return `I did not understand “${phrase}”: ${target.label} are no amount of money, so no records are shown.`;
  if (!Number.isFinite(number.value)) return `I did not understand the number in “${phrase}”, so no records are shown.`;
  return target;
}

/**
 * u30h Z7: a bare number ("over 50": no unit, currency or thousands grouping) on a money field whose every sample value
 * is more than ten times larger is asked back ("50 what?"), never read as 50: it listed every deal ("over 50") or
 * none ("under 50"). The scale comes from the records: the smallest value of the field, and for the unit offered,
 * the one of k and m that puts the number nearest the field's middle value (order of magnitude). Null when the
 * number can be read as written.
 */
function bareScale(module: Module, target: NumericField, number: NumberRead, text: string, phrase: string, low?: number): {error: string; unit: string | null} | null {
  if (!/Amount|Annual_Revenue/.test(target.field) || number.unit || number.money || number.percent || /\d[.,\s]\d{3}(?!\d)/.test(text)) return null;
  const values = recordsOf(module)
    .map((r) => cellOf(r, target.field))
    .filter((v): v is number => typeof v === 'number' && v > 0)
    .sort((a, b) => a - b);
  if (!values.length || number.value * 10 >= values[0]) return null;
  const middle = Math.log10(values[Math.floor(values.length / 2)]);
  const n = number.value;
  const unit = n > 0 ? ([['k', 1_000], ['m', 1_000_000]] as const).reduce((a, b) => (Math.abs(Math.log10(n * b[1]) - middle) < Math.abs(Math.log10(n * a[1]) - middle) ? b : a)) : null;
  const shown = low === undefined ? n.toLocaleString('en-US') : `${low.toLocaleString('en-US')} and ${n.toLocaleString('en-US')}`;
  const meant = !unit ? '' : low === undefined ? `${n}${unit[0]} (${formatMoney(n * unit[1])})` : `${low}${unit[0]} to ${n}${unit[0]}`;
  const record = module.toLowerCase().replace(/s$/, '');
  const every = `every sample ${record}’s ${target.label} is ${formatMoney(values[0])} or more, so a bare ${shown} would list all of them or none. No records are shown`;
  return {
    error: unit
      ? `I did not understand “${phrase}”: ${shown} what? ${every[0].toUpperCase()}${every.slice(1)}. Did you mean ${meant}? Write the unit, k or m, to ask.`
      : `I did not understand “${phrase}”: ${shown} what? ${every[0].toUpperCase()}${every.slice(1)}. Write an amount with its unit, for example “over 50k”.`,
    unit: unit ? unit[0] : null,
  };
}

/** A date moved by whole days, weeks or months (ISO dates, UTC). */
function shiftDate(date: string, unit: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = unit === 'month' ? new Date(Date.UTC(y, m - 1 + n, d)) : new Date(Date.UTC(y, m - 1, d + n * (unit === 'week' ? 7 : 1)));
  return t.toISOString().slice(0, 10);
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const formatMoney = (n: number) => n.toLocaleString('en-US');

function monthRange(y: number, m: number): [string, string] {
  return [iso(y, m, 1), iso(y, m, lastDay(y, m))];
}

function distinct(module: Module, field: string): string[] {
  return [...new Set(recordsOf(module).map((r) => String(r[field] ?? '')))].filter(Boolean);
}

/**
 * Words after an exclusion that stand for the records left out, not for a condition: "minus
 * everything from Cedar", "all deals but the two from Bluefin" (a count word after "the").
 */
const COUNT_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|\\d{1,3}';
/** "excluding anyone from the us", "other than anything in Germany": a pronoun for the records left out, after an exclusion word. */
const EXCLUDED_PRONOUN = 'anyone|anybody|anything|everyone|everybody|everything';
const DETERMINER = new RegExp(String.raw`^\s*(?:${EXCLUDED_PRONOUN}|all|the\s+(?:${COUNT_WORDS})(?:\s+ones?)?)(?![\p{L}])`, 'u');
/** Words that negate or exclude the condition right after them (up to two words later: "not in the", "except for"); whole words only, so "nor" is no "no". */
const NEGATION_WORDS = String.raw`not|no|never|neither|(?:nobody|no one|no-one)(?:\s+(?:has|have|had))?|except(?:\s+for)?|excluding|exclude|skip(?:ping)?|omit(?:ting)?|leave out|leaving out|minus|other than|apart from|aside from|besides|save(?:\s+for)?|barring|bar|with the exception of|without|outside(?:\s+of)?|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|doesn['’]?t|don['’]?t|didn['’]?t|haven['’]?t|hasn['’]?t|hadn['’]?t`;
const NEGATION = new RegExp(String.raw`\b(?:(?:${NEGATION_WORDS})(?![\p{L}'’])|non-?)\s*(?:(?:those|the ones|ones|the one|${EXCLUDED_PRONOUN}|all|the\s+(?:${COUNT_WORDS})(?:\s+ones?)?)\s+(?:(?:that|which|who)\s+(?:are|were|is|came)\s+)?)?(?:\p{L}+\s+){0,2}$`, 'u');
/** "not contacted" as a later value of an exclusion list ("except junk or not contacted ones"): the status name, not a negation. */
const EXCLUDED_NOT_CONTACTED =
  /\b((?:except(?:\s+for)?|excluding|exclude|without|other than|apart from|aside from|besides|but not|minus)\s+(?:the\s+)?(?:[\p{L}-]+\s+){1,3}?(?:or|and|nor)\s+)not\s+contacted\b/gu;

/** Words that leave records out ("except", "excluding", "skip"), as opposed to a plain "not". */
const EXCLUSION = /^(?:except|excluding|exclude|skip(?:ping)?|omit(?:ting)?|leave out|leaving out|minus|other than|apart from|aside from|besides|save|barring|bar|with the exception of|without|outside(?:\s+of)?)\b/;
/** The negating word at the start of a negation, taken off to see what lies between it and the phrase it negates. */
const NEGATION_WORD = new RegExp(String.raw`^(?:(?:${NEGATION_WORDS})(?![\p{L}'’])|non-?)`, 'u');

/**
 * s51 F4 (u33e): words that say a value is left out when they follow it ("Bluefin excluded", "Germany left out",
 * "Harbor omitted", "the junk ones removed"). Read as an exclusion where they end the question (see trailingExclusion);
 * anywhere else they are never offered for dropping, since running without one lists exactly the records left out.
 */
const REMOVAL_WORDS =
  'excluded|excludes|excepted|exempt|exempted|omitted|omits|removed|removes|remove|removing|deleted|dropped|drop|dropping|skipped|ignored|' +
  'eliminated|disregarded|discounted|barred|banned|struck|spared|withheld|left|out|off|away|gone|excl';
/**
 * s51 F4b: a word made with a negating prefix ("unclosed", "unqualified", "non-partner", "nonjunk") means the opposite of
 * its stem, so it is never dropped; "under", "until", "unless", "unit", "union", "unique", "universe" and "none" are no such words.
 */
const UN_WORD = String.raw`\b(?:un(?!der|til|less|i(?:t|on|que|vers|form|fy|fied))|non-?(?!e\b))\p{L}{3,}`;

/** Removal words as a reader may mistype them ("exluded", "ommitted", "excld"): one edit from one up to six letters, two from seven. */
const REMOVAL_SPELLED = 'excluded excluding exclude excepted except omitted removed deleted dropped skipped ignored eliminated disregarded discounted exempted without aside excl'.split(' ');
function nearRemovalWord(text: string): boolean {
  return text.split(/\s+/).some((w) => w.length >= 4 && REMOVAL_SPELLED.some((r) => editDistance(w, r) <= (w.length >= 7 ? 2 : 1)));
}

/**
 * Words that negate, exclude or compare: leaving one out changes what the question asks ("accounts
 * outside Germany" without "outside" is the German accounts), so the demo never offers to run without it.
 */
const MEANING_WORDS = new RegExp(
  String.raw`\b(?:not|no|none|nobody|nothing|anything|anyone|anybody|everything|hardly|barely|scarcely|save|bar|barring|never|neither|nor|except|excluding|exclude|skip|skipping|omit|omitting|leave|leaving|minus|ignore|ignoring|other|apart|aside|besides|without|outside|beyond|after|before|between|since|until|till|later|earlier|over|under|above|below|more|less|fewer|greater|smaller|larger|higher|lower|exceeding|newer|older|only|unless|instead|onwards?|forwards?|upwards?|around|approximately|roughly|${REMOVAL_WORDS})\b|n['’]t\b|${UN_WORD}`,
  'u',
);

/**
 * Words that name a filter or a grouping the demo does not read ("called Fleet", "containing analytics",
 * "titled", "with … in the name", "per country", "grouped by", "for each"): without them the answer would
 * hold records the question did not ask for, so running without them is never offered (issue 28, u28t Z-1).
 */
const FILTER_WORDS = /\b(?:call|called|calling|name|named|names|naming|contain|contains|containing|title|titled|titles|per|group|grouped|grouping|groups|each)\b/;

/**
 * Closed-class words that negate, quantify, exclude or join ("no", "none", "nobody", "hardly", "all",
 * "any", "but", "save", "bar", "or"): next to words not understood they decide what those words do to
 * the filter, so words touching one are never dropped.
 */
const CLOSED_CLASS = /\b(?:not|no|none|nobody|nothing|never|neither|nor|hardly|barely|scarcely|except|excluding|but|save|bar|barring|besides|minus|without|unless|all|any|anything|anyone|anybody|every|everything|each|only|or)\b|n['’]t\b/;
/** Words that make the next words a value, a name or a condition of the record ("from …", "that are …", "the …", "closing …", "worth …"). */
const VALUE_INTRO = /^(?:in|from|at|on|of|for|by|to|with|via|through|than|the|a|an|those|these|that|which|who|whose|is|are|was|were|be|been|and|closing|close|closes|due|dated|worth|valued|based|located|came|come|coming)$/;

/**
 * Whether running without the words at q[from, to) shows the records the reader asked for. The rule is
 * positional: only two places hold words that qualify nothing.
 *  - After everything understood (a trailing request: "deals owned by me", "…, also export them to
 *    csv"), unless the word right before them makes them a value ("leads from dublinn", "deals from
 *    bluefin or zeta", "deals that are xyz"); ", and" opens a new clause.
 *  - Before the record type and everything understood, as the head of an "of" phrase ("sum of deal
 *    amounts in Boston"); never a modifier right before the noun ("dormant accounts").
 * Anywhere else they sit between the record type and a value, name, status or comparison they may
 * qualify ("deals almost won", "deals save for the ones at Bluefin"), so leaving them out can invert,
 * widen or narrow the filter. Words that negate, quantify or exclude are never dropped.
 */
function droppable(q: string, rest: string, from: number, to: number, firstNoun: number): boolean {
  const understood = (i: number, j: number) => {
    for (let k = i; k < j; k++) if (rest[k] === ' ' && q[k] !== ' ') return true;
    return false;
  };
  const before = q.slice(0, from);
  const lead = /([\p{L}'’]+)[^\p{L}'’]*$/u.exec(before)?.[1] ?? '';
  if (CLOSED_CLASS.test(q.slice(from, to)) || (CLOSED_CLASS.test(lead) && !understood(from - lead.length - 1, from))) return false;
  // s51 F3 (u33e): a word or two right after a comma that follows a value read is the next item of that list
  // ("leads from Germany, Irelnd", "deals in Berlin, Munchen"): a value, never offered for dropping.
  const comma = /([^\s,])\s*,\s*$/u.exec(before);
  if (comma && understood(comma.index, comma.index + 1) && q.slice(from, to).trim().split(/\s+/).length <= 2) return false;
  // A lone "us" the demo could not place may be the country ("deals us"): never dropped.
  if (/\bus\b/.test(q.slice(from, to))) return false;
  if (!understood(to, q.length)) return !VALUE_INTRO.test(lead) || /,\s*and\s*$/.test(before);
  return to <= firstNoun && !understood(0, from) && /^\s+of\b/.test(q.slice(to));
}

/** Words that carry no condition of their own; anything else left over was not understood. */
const FILLER = new Set(
  (
    'a an the all any every each of in on at to for from by with and or nor either but that which who whose what where when how many much ' +
    'is are was were be been being has have had do does did show me list find give get tell i we please ' +
    'records record ones one those these them there their its it with whose whom than yet still already so currently ' +
    'count number sample crm data about some only just also closing close closes closed due date dated amount amounts ' +
    'value valued worth stage stages status source sources came come coming via through industry sector based located ' +
    'having employ employs employing now right headquartered our'
  ).split(' '),
);

/** Words a reader may mistype; a leftover one edit away from one of these gets a "did you mean". */
const VOCABULARY = (
  'deals deal leads lead accounts account opportunities prospects companies customers won lost open closed closing negotiation proposal qualification ' +
  'website web partner referral contacted attempted qualified junk over under between above below least most month quarter week year ' +
  'january february march april june july august september october november december largest smallest biggest highest lowest top except without ' +
  'before after this next last today amount revenue technology finance healthcare trade show called nobody ' +
  'neither except excluding outside employees headcount probability fewer than worth exactly sorted sort ordered ascending descending newest oldest first tomorrow'
).split(' ');

/**
 * Edit distance counting a swap of two neighboring letters as one edit ("laeds" → "leads"), the
 * commonest typing slip: the optimal string alignment variant of Damerau–Levenshtein, unbounded.
 */
export function editDistance(a: string, b: string): number {
  return osaDistance(a, b, Number.POSITIVE_INFINITY);
}

/**
 * "wonn" → "won", "negotation" → "negotiation"; null when nothing is close. The edits allowed grow
 * with the word: none under three letters, one up to six, two from seven.
 */
export function suggest(word: string, extra: readonly string[] = []): string | null {
  const w = word.toLowerCase();
  if (w.length < 3 || /\d/.test(w)) return null;
  // "isnt", "wont", "dont": a negation written without its apostrophe is never "corrected" into another word.
  if (NEGATION_NO_APOSTROPHE.test(w)) return null;
  const allowed = w.length >= 7 ? 2 : 1;
  let best: {word: string; d: number} | null = null;
  for (const v of [...VOCABULARY, ...extra]) {
    const d = editDistance(w, v);
    if (d > 0 && d <= allowed && (!best || d < best.d) && !inverts(w, v, d)) best = {word: v, d};
  }
  return best?.word ?? null;
}

/**
 * Opposites among the words a guess may be: each side with the forms a reader types. A "did you mean"
 * never offers a word of one side for a word that is, or is at least as close to, a word of the
 * other side ("including" is no typo of "excluding", "with" none of "without", "lsot" stays "lost").
 */
const OPPOSITES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['including', 'include', 'includes', 'included', 'inclusive', 'incl', 'plus', 'also'], ['excluding', 'exclude', 'excludes', 'excluded', 'except', 'excepting']],
  [['with', 'within', 'having'], ['without', 'outside']],
  [['inside', 'in', 'into'], ['outside', 'out']],
  [['over', 'above', 'more', 'most', 'higher', 'highest', 'larger', 'largest', 'bigger', 'biggest', 'greater', 'greatest', 'top'], ['under', 'below', 'less', 'least', 'fewer', 'fewest', 'lower', 'lowest', 'smaller', 'smallest', 'bottom']],
  [['before', 'earlier', 'earliest', 'prior'], ['after', 'later', 'latest', 'since']],
  [['won', 'win', 'wins', 'winning', 'gained'], ['lost', 'lose', 'loses', 'losing', 'losses', 'loss']],
  [['open', 'opened', 'opening'], ['closed', 'close', 'closing']],
  [['next', 'coming', 'upcoming'], ['last', 'previous', 'past']],
  [['this'], ['next', 'last']],
  [['either', 'whether', 'both'], ['neither', 'nor']],
  [['anybody', 'anyone', 'somebody', 'someone', 'everybody', 'everyone', 'body'], ['nobody']],
  [['contacted', 'called', 'reached'], ['uncontacted', 'attempted']],
  [['accept', 'accepted', 'expect', 'expected'], ['except']],
];
const NEGATION_NO_APOSTROPHE = /^(?:is|are|was|were|do|does|did|has|have|had|wo|ca|could|would|should)nt$|^(?:cannot|cant)$/;
/** Words that negate or exclude: a guess of one needs a typo one edit away ("niether"), never two ("weather" is no "neither"). */
const NEGATING_GUESS = /^(?:neither|nor|nobody|except|excluding|outside|without|not|none|never)$/;

/** s51 F4b (u33e): a prefix that turns a word around ("unclosed", "unqualified", "nonpartner", "disqualified", "inactive"). */
const NEGATING_PREFIX = /^(?:un|non-?|dis|in|im|ir|il|de|anti-?)(?=\p{L}{3})/u;

function inverts(typed: string, guess: string, d: number): boolean {
  if (NEGATING_GUESS.test(guess) && d > 1) return true;
  // "unclosed" is no typo of "closed", nor "unqualifed" of "qualified": the typed word is the guess (or one slip from it)
  // with a negating prefix the guess does not have, so the guess means its opposite.
  const prefix = NEGATING_PREFIX.exec(typed)?.[0];
  if (prefix && !guess.startsWith(prefix) && editDistance(typed.slice(prefix.length), guess) <= 1) return true;
  for (const [a, b] of OPPOSITES) {
    for (const [side, other] of [[a, b], [b, a]] as const) {
      if (!other.includes(guess)) continue;
      if (side.some((s) => editDistance(typed, s) <= d)) return true;
    }
  }
  return false;
}

type Taken = {match: RegExpExecArray; negated: boolean; from: number; to: number};

/**
 * The question as it is read: each recognised phrase is taken out (blanked, so positions stay) and
 * whatever words remain that are not filler were not understood.
 */
class Reading {
  private rest: string;
  constructor(readonly q: string) {
    this.rest = q;
  }

  /** Finds `re` in what is left, takes it (and a negation just before it) out; null when absent. */
  take(re: RegExp, negatable = true): Taken | null {
    const match = new RegExp(re.source, re.flags.replace('g', '')).exec(this.rest);
    if (!match) return null;
    // A phrase that starts with its own "from" or "than" ("from the german") may complete the
    // negation before it ("apart from", "aside from", "other than"): read the two together.
    const lead = /^(?:from|than)\b/.test(match[0]) ? `${match[0].split(" ")[0]} ` : '';
    const before = this.rest.slice(0, match.index) + lead;
    // A negation applies within its clause only: "not won, over 50k" negates "won" alone. Lists
    // joined by "or"/"nor" are handled later (see `combine`), so they stop it here too.
    // "nor" ends it too: in "neither contacted nor junk" the "neither" belongs to "contacted", and
    // "junk" joins the list through "nor" (so "junk", read first, must not swallow "contacted").
    // Nor over a word it does not know: in "no contact yet from the US" the "no" belongs to
    // "contact yet", never to the place after it ("not in Boston over 60k": "not" stays with Boston).
    // The nearest negation that fits counts: in "other than tech accounts not rated active" the
    // "not" negates "rated active", though "other than" starts earlier (issue 28, u28j Z-2).
    const fits = (at: number) => {
      const span = before.slice(at).replace(/^(?:but not|other than)/, '');
      const skipped = span.replace(NEGATION_WORD, '').replace(DETERMINER, ' ').match(/[\p{L}'’]+/gu) ?? [];
      return !/[,;]|\b(?:and|but|or|nor)\b/.test(span) && skipped.every((w) => FILLER.has(w));
    };
    let neg: number | null = null;
    for (let start = 0, m: RegExpExecArray | null; negatable && neg === null && (m = NEGATION.exec(before.slice(start))); start += m.index + 1) {
      if (fits(start + m.index)) neg = start + m.index;
    }
    const negated = neg !== null;
    const from = neg ?? match.index;
    const to = match.index + match[0].length;
    this.blank(from, to);
    return {match, negated, from, to};
  }

  private blank(from: number, to: number) {
    this.rest = this.rest.slice(0, from) + ' '.repeat(to - from) + this.rest.slice(to);
  }

  /**
   * The word not understood right after `at` (or right before it), with nothing between but
   * spaces: the unit or noun of a number the parser read ("over 50 grand", "a margin over 50").
   */
  unknownNextTo(at: number, side: 'after' | 'before'): string | null {
    let i = at;
    if (side === 'after') {
      while (i < this.q.length && this.q[i] === ' ') i++;
      const word = /^[\p{L}][\p{L}'’-]*/u.exec(this.rest.slice(i))?.[0];
      return word && this.q.startsWith(word, i) && !FILLER.has(word) ? word : null;
    }
    while (i > 0 && this.q[i - 1] === ' ') i--;
    const word = /[\p{L}][\p{L}'’-]*$/u.exec(this.rest.slice(0, i))?.[0];
    return word && this.q.slice(i - word.length, i) === word && !FILLER.has(word) ? word : null;
  }

  /** What is left of the question, understood phrases blanked. */
  get remaining(): string {
    return this.rest;
  }

  /** Where each run of `leftovers()` starts and ends in the question (without its finishing small words). */
  spans: Array<{from: number; to: number}> = [];

  /** The runs of words not understood, as the reader wrote them ("owned by me"). */
  leftovers(): string[] {
    const words = [...this.rest.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)];
    const runs: string[] = [];
    let run: {from: number; to: number} | null = null;
    for (const w of words) {
      const word = w[0].replace(/[.'’]+$/, '');
      const unknown = !FILLER.has(word);
      const gap = run ? this.rest.slice(run.to, w.index) : '';
      // A run of unknown words continues over filler, never over words that were understood.
      const untouched = run !== null && gap === this.q.slice(run.to, w.index);
      if (unknown) {
        if (run && untouched && /^[\s\p{L}\p{N}'’-]*$/u.test(gap) && gap.trim().split(/\s+/).filter(Boolean).every((g) => FILLER.has(g))) run.to = w.index + w[0].length;
        else {
          if (run) runs.push(this.q.slice(run.from, run.to));
          run = {from: w.index, to: w.index + w[0].length};
        }
      }
    }
    if (run) runs.push(this.q.slice(run.from, run.to));
    this.spans = [];
    for (const r of runs) {
      const from = this.q.indexOf(r, this.spans.length ? this.spans[this.spans.length - 1].to : 0);
      this.spans.push({from, to: from + r.length});
    }
    // Show a run with the small words that finish it ("owned by me", not "owned").
    return runs.map((r) => {
      const at = this.q.indexOf(r);
      const tail = /^(?:\s+(?!(?:and|or|nor|but|that|which|who|where|when|in|over|under|between)\b)[\p{L}]+)*/u.exec(this.q.slice(at + r.length))?.[0] ?? '';
      const words = tail.trim().split(/\s+/).filter(Boolean);
      const kept: string[] = [];
      for (const w of words) {
        if (!FILLER.has(w) || this.rest.indexOf(w, at) < 0) break;
        kept.push(w);
      }
      return kept.length ? `${r} ${kept.join(' ')}` : r;
    });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One value or several: "=" / "in", or when negated "!=" / "not in". */
function choice(field: string, values: Value[], negated: boolean, what: string): Filter {
  const shown = values.join(' or ');
  if (values.length === 1) return {field, op: negated ? '!=' : '=', value: values[0], label: `${what} is ${negated ? 'not ' : ''}${shown}`};
  return {field, op: negated ? 'not in' : 'in', value: values, label: `${what} is ${negated ? 'neither' : 'one of'} ${values.join(negated ? ' nor ' : ', ')}`};
}

/**
 * One condition as read, before the connectives between conditions are applied. A "set" atom is a
 * field equal to one of some values (stage, source, place, account); `flip` marks one whose plain
 * reading is already an exclusion ("open" = stage not in Closed Won, Closed Lost). Any other atom
 * builds its filter with `make(negated)`.
 */
type Atom = {
  field: string;
  set: {values: Value[]; what: string; flip: boolean} | null;
  make: (negated: boolean) => Condition;
  /** A period such as "this month": two periods joined by "and" mean either one; a negated one ("but not in January") narrows the period before it instead. */
  period?: boolean;
  /** One value of a field that lists like a set ("except Ava Brennan and Mei Tan") though its condition is built by `make`. */
  value?: boolean;
  /** A number bound: a word not understood right after it may be its unit ("over 50 grand"), so the bound is refused. */
  numeric?: boolean;
  negated: boolean;
  /** The negation was written right before this atom (not carried over from a list). */
  explicit: boolean;
  /** An exclusion whose description no record matches (u30h Z9): the refusal that says so. */
  empty?: string;
  /** The phrase names a value with its own "not" ("nobody has called yet" is the status Not Contacted): a negation before it never carries over to it. */
  ownNot?: boolean;
  from: number;
  to: number;
  order: number;
  text: string;
};

/** `period`: a positive closing period ("in Q1 2027"); a negated one ("but not in January") is not, since it narrows the period it follows. */
type Piece = {field: string; values: Value[] | null; what: string; positive: boolean; cond: Condition; order: number; from: number; to: number; period: boolean; text: string};

/** Fields that say which kind of account a record belongs to: its city, country or industry (also through the deal's account). */
const ACCOUNT_KIND = /(?:^|\.)(?:Billing_City|Billing_Country|City|Country|Industry)$|^account kind$/;
/** The words between two account kinds of an "or" list: "Lyon or the US", "Germany or in Austin", "France, or Berlin". */
const KIND_OR_GAP = /^[\s,]*(?:or)(?:\s+(?:in|from|at|the|based|located))*\s*$/;

/** How two neighbouring conditions are joined: "and", "or", or a negated list to merge ("not won or lost"). */
type Joint = 'and' | 'or' | 'neither';

function toPiece(a: Atom): Piece {
  if (a.set) {
    const negative = a.negated !== a.set.flip;
    return {field: a.field, values: a.set.values, what: a.set.what, positive: !negative, cond: choice(a.field, a.set.values, negative, a.set.what), order: a.order, from: a.from, to: a.to, period: false, text: a.text};
  }
  return {field: a.field, values: null, what: '', positive: true, cond: a.make(a.negated), order: a.order, from: a.from, to: a.to, period: Boolean(a.period) && !a.negated, text: a.text};
}

function union(a: Value[], b: Value[]): Value[] {
  return [...a, ...b.filter((v) => !a.includes(v))];
}

/**
 * Joins the atoms into one condition. Reads the words between neighbouring atoms: "or"/"nor" or
 * "and" (commas and filler count as "and"). A negation carries over a same-field list ("not won or
 * lost", "except Bluefin, Harbor or Orbit", "neither won nor lost"); a same-field "or" binds first
 * ("won deals over 50k or under 10k" = won and (over 50k or under 10k)); otherwise "and" binds
 * tighter than "or". Returns an error text where the reading is ambiguous.
 */
function combine(atoms: Atom[], q: string, nouns: readonly number[]): {where: Condition | null; error?: string} {
  const at = trailingClause(atoms, q, nouns);
  if (at === null) return combineFlat(atoms, q);
  const head = combineFlat(atoms.filter((a) => a.from < at), q);
  const tail = combineFlat(atoms.filter((a) => a.from >= at), q);
  if (head.error || !head.where) return head;
  if (tail.error || !tail.where) return tail;
  const parts = (c: Condition) => (!isFilter(c) && 'all' in c ? c.all : [c]);
  return {where: {all: [...parts(head.where), ...parts(tail.where)]}};
}

/**
 * Where a trailing relative clause starts ("… that are not won"), when it qualifies the whole noun
 * phrase before it; otherwise null. "deals over 50k or closing before 2027 that are not won" is
 * (over 50k or closing before 2027) and not won: the clause describes "deals", so it applies to
 * every alternative. It stays with its own alternative when the noun is repeated after the "or"
 * ("won deals over 50k or lost deals that are under 40k": the clause describes the lost deals),
 * and a clause joined by "or" ("… or that close before 2027") is an alternative of its own. An "or"
 * inside the clause groups within it ("deals over 50k that are open or in Berlin" = over 50k and
 * (open or in Berlin)).
 */
function trailingClause(atoms: readonly Atom[], q: string, nouns: readonly number[]): number | null {
  const clauses = [...q.matchAll(/\b(?:that|which|who)\b/g)];
  const at = clauses.length ? clauses[clauses.length - 1].index : -1;
  if (at < 0) return null;
  const head = atoms.filter((a) => a.to <= at);
  const tail = atoms.filter((a) => a.from >= at);
  if (!head.length || !tail.length || head.length + tail.length !== atoms.length) return null;
  const start = Math.min(...head.map((a) => a.from));
  const end = Math.max(...head.map((a) => a.to));
  if (/\b(?:and|or|nor|but)\b|[,;]/.test(q.slice(end, at))) return null;
  // "deals over 50k that are open or in Berlin": an "or" inside the clause stays inside it, so the
  // clause is one condition: over 50k and (open or in Berlin).
  if (!/\b(?:or|nor)\b/.test(q.slice(start, end))) return /\b(?:or|nor)\b/.test(q.slice(at)) ? at : null;
  const noun = Math.max(-1, ...nouns.filter((n) => n < at));
  if (noun > start && /\b(?:or|nor)\b/.test(q.slice(start, noun))) return null;
  return at;
}

/** Whether only small words (no "and", "or", "but" or comma) stand between two atoms: they describe one thing. */
function adjacent(q: string, a: Atom, b: Atom): boolean {
  const gap = q.slice(a.to, b.from);
  const noun = new RegExp(String.raw`^(?:${RECORD_NOUNS})$`);
  return !/[,;]|\b(?:and|or|nor|but)\b/.test(gap) && (gap.match(/\p{L}+/gu) ?? []).every((w) => FILLER.has(w) || noun.test(w));
}

/**
 * Exclusion words whose description may hold several conditions. "without" only with a head noun
 * ("without the ones …", HEADED): "leads without contact from Germany" names a status and then a place.
 */
const DESCRIBED = /^(?:except|excluding|exclude|skip(?:ping)?|omit(?:ting)?|leave out|leaving out|minus|other than|apart from|aside from|besides|save|barring|bar|with the exception of)\b/;
const HEADED = new RegExp(String.raw`^\S+(?:\s+(?:for|than|from))?\s+(?:those|the ones|the one|the\s+(?:${COUNT_WORDS}))\b`);

/**
 * "deals except the one won in Lyon", "accounts except those in Germany with over 500 employees",
 * "all deals except the won ones over 100k", "everything except won deals over 100k", "accounts
 * except the american tech ones": after an exclusion, whatever the form of its first value (a verb,
 * a value word before the noun or "ones", a head noun), the conditions that follow it with nothing
 * but small words and record nouns between (no "and", "or", "but" or comma) describe ONE set of
 * records left out, so it leaves out the records with all of them: not (won and over 100k) = not
 * won or not over 100k. Issue 28 (36z, 36z2).
 */
function excludedDescriptions(seq: readonly Atom[], q: string): Atom[] {
  const out: Atom[] = [];
  for (let i = 0; i < seq.length; i++) {
    const a = seq[i];
    const parts = [a];
    // "but not" leaves records out as "except" does ("leads, but not trade show leads nobody has called").
    const butNot = /^not\s/.test(a.text) && /\bbut\s*$/.test(q.slice(0, a.from));
    // A later group of an exclusion list ("except lost and bluefin deals that aren't won") keeps a
    // relative clause of its own as its description too; it is left out as a group later.
    const prev = out[out.length - 1];
    const laterGroup = !a.negated && prev?.negated && EXCLUSION.test(prev.text) && GROUP_LIST_GAP.test(q.slice(prev.to, a.from)) && i + 1 < seq.length && /\b(?:that|which|who)(?:\s+(?:are|were|is|was|have|has|had))?\s+$/.test(q.slice(a.to, seq[i + 1].from));
    if ((a.negated && (DESCRIBED.test(a.text) || (EXCLUSION.test(a.text) && HEADED.test(a.text)) || butNot)) || laterGroup) {
      // u31a F5: "deals except Bluefin over 100k": an exclusion of a bare value (no "the … ones", "those" or record noun)
      // followed right away by another condition reads two ways: Bluefin's deals over 100k left out, or the deals over
      // 100k but Bluefin's. Asked back, as "not won or over 50k" is; a head word or "ones" makes one description.
      const next = seq[i + 1];
      const head = a.text.replace(NEGATION_WORD, '').trim();
      // Not two readings: adjectives stacked before the noun ("excluding US tech companies", "except Dutch logistics ones")
      // and a negated qualifier ("except Harbor's not in negotiation") describe one group, as the page documents.
      const stacked = next ? new RegExp(String.raw`^\s*(?:ones?|${RECORD_NOUNS})\b`).test(q.slice(next.to)) : false;
      if (!laterGroup && next && !next.explicit && !stacked && qualifies(q, a, next) && !BARE_HEAD_NOT.test(head) && !BARE_GAP_NOT.test(q.slice(a.to, next.from))) {
        out.push({
          ...a,
          empty: `I could not tell whether “${next.text}” belongs to “${a.text}”, leaving out only the “${head}” records ${next.text}, or holds for every record, keeping the records ${next.text} that are not “${head}”, so no records are shown. Write “${a.text.slice(0, a.text.length - head.length).trim()} the ${head} ones ${next.text}” for the first, or “${next.text} ${a.text}” for the second.`,
        });
        i++;
        continue;
      }
      while (i + 1 < seq.length && qualifies(q, parts[parts.length - 1], seq[i + 1])) parts.push(seq[++i]);
    }
    if (parts.length === 1) {
      out.push(a);
      continue;
    }
    const last = parts[parts.length - 1];
    out.push({
      ...a,
      empty: emptyDescription(parts, q.slice(a.from, last.to).trim()),
      field: parts.map((p) => p.field).join('+'),
      set: null,
      value: undefined,
      numeric: parts.some((p) => p.numeric),
      to: last.to,
      text: q.slice(a.from, last.to).trim(),
      make: (n) => (n ? {any: parts.map((p, k) => asDescribed(p, k, true))} : {all: parts.map((p, k) => asDescribed(p, k, false))}),
    });
  }
  return out;
}

/** u31a F5: what makes the exclusion's first value the head of one description (a determiner, "ones" or a record noun). */
const BARE_HEAD_NOT = new RegExp(String.raw`^(?:the|those|these|all|any|${EXCLUDED_PRONOUN})\b|\b(?:ones?|${RECORD_NOUNS})\b`);
const BARE_GAP_NOT = new RegExp(String.raw`\b(?:ones?|that|which|who|${RECORD_NOUNS})\b`);

const PLURAL_WHAT: Record<string, string> = {status: 'statuses', country: 'countries', industry: 'industries', city: 'cities'};

/**
 * u30h Z9: a description of the records left out that no record can match ("except the junk ones that are contacted",
 * "except the lost ones that are won", "except the German ones in France", "except the open ones that are won"): two
 * of its parts ask one field for values no record holds both of. Left out as "not A or not B", it left nothing out and
 * the answer looked right; the message says why, as "not won or not lost" is refused. Null when some record can match.
 */
function emptyDescription(parts: readonly Atom[], text: string): string | undefined {
  // Each part as the set of values it allows: `values` when `inside`, every other value when not.
  const allowed = parts.map((p, k) => (p.set ? {field: p.field, what: p.set.what, values: p.set.values, inside: ((k > 0 && p.negated) !== p.set.flip) === false} : null));
  for (let i = 0; i < allowed.length; i++) {
    for (let j = i + 1; j < allowed.length; j++) {
      const [a, b] = [allowed[i], allowed[j]];
      if (!a || !b || a.field !== b.field) continue;
      const disjoint =
        a.inside && b.inside ? a.values.every((v) => !b.values.includes(v)) : a.inside ? a.values.every((v) => b.values.includes(v)) : b.inside ? b.values.every((v) => a.values.includes(v)) : false;
      if (!disjoint) continue;
      const what = PLURAL_WHAT[a.what] ?? `${a.what}s`;
      return `I did not understand “${text}”: no record has two ${what} at once, so this describes no record and would leave nothing out; no records are shown. To leave out both groups, list them with “and” instead.`;
    }
  }
  return undefined;
}

/**
 * Whether `next` goes on describing the records `prev` describes: only small words and record nouns
 * between them, and `next` carries no exclusion of its own. A qualifier negated inside the description
 * belongs to it: a relative clause ("the trade show ones that haven't been contacted", "the bluefin
 * ones that aren't won", "web site leads nobody has called yet") or a participle ("the bluefin ones
 * not won"). Issue 28 (u28j Z-2).
 */
function qualifies(q: string, prev: Atom, next: Atom): boolean {
  if (!adjacent(q, prev, next)) return false;
  if (!next.explicit || next.ownNot) return true;
  return !EXCLUSION.test(next.text) && !/^(?:neither|nor|no)\b/.test(next.text);
}

/**
 * A part of a description as the reader wrote it (`k` > 0: a qualifier, with its own "not" if it has
 * one; the head's negation is the exclusion's, which applies to the whole), or its opposite. "Leads
 * except the trade show ones that haven't been contacted" leaves out the leads that are from trade
 * shows and not contacted: not (source = Trade Show and status = Not Contacted); "deals except the
 * bluefin ones that aren't won": not (account = Bluefin and stage != Closed Won).
 */
function asDescribed(p: Atom, k: number, opposite: boolean): Condition {
  const negated = (k > 0 && p.negated) !== opposite;
  return p.set ? choice(p.field, p.set.values, negated !== p.set.flip, p.set.what) : p.make(negated);
}

/** Between two groups of an exclusion list: only "and" or a comma, after an optional "ones" or record noun. */
const GROUP_LIST_GAP = new RegExp(String.raw`^(?:\s*(?:ones?|${RECORD_NOUNS}))?\s*(?:,\s*(?:and\s+)?|and\s+)$`);
/** A group said with a preposition ("from Germany", "over 50k") after "and" may be a condition of its own; a bare word at the end ("except junk and German") is one more group. */
const GROUP_PREPOSITION = /^(?:from|in|at|with|by|over|under|above|below|more|less|fewer|between|before|after|closing|that|which|who)\b/;
/** The last group of such a list ends in "ones" or the record noun ("German ones", "German leads") or the question. */
const GROUP_END = new RegExp(String.raw`^\s*(?:ones?|${RECORD_NOUNS})\b`);

/** Whether the list that goes on from seq[i] (groups joined by "and" or commas) ends in "ones", the record noun, or the question after a bare word. */
function listEndsInGroup(seq: readonly Atom[], i: number, q: string): boolean {
  let j = i;
  while (j + 1 < seq.length && !seq[j + 1].explicit && GROUP_LIST_GAP.test(q.slice(seq[j].to, seq[j + 1].from))) j++;
  const rest = q.slice(seq[j].to);
  return GROUP_END.test(rest) || (/^\s*$/.test(rest) && !GROUP_PREPOSITION.test(seq[j].text));
}

/** Between two items of an exclusion list: a comma, "and" or "or", after an optional "ones" or record noun. */
const ITEM_LIST_GAP = new RegExp(String.raw`^(?:\s*(?:ones?|${RECORD_NOUNS}))?\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or)\s+)$`);
/** A negation written on an item of a list ("not won", "never contacted"), as opposed to an exclusion word. */
const PLAIN_NOT = /^(?:not|never|no|nobody|non-?)(?![\p{L}'’])/u;

/**
 * u30s F1 (issue 28): an exclusion list with a negated item ("leads except junk, contacted and not contacted", "deals
 * except Bluefin, Harbor and not won ones", "accounts except German, French and not active ones"). The item was kept
 * as a filter of its own, so the table listed the records the reader left out. Each item of the list is left out, a
 * negated one too: leaving out the deals not won keeps the won ones, and "not contacted", "never contacted" or "nobody
 * called" name the status Not Contacted, left out as "junk" is. A list is read so when it has three items or more, an
 * "or", or "ones" after the item before the negated one ("except lost ones and not won ones"). Two items joined by a
 * bare "and" ("except junk and never contacted", "except lost and not won") may also mean the exclusion and then a
 * condition of its own, so the reader is asked to rewrite it, as "not won or over 50k" is. Returns the joint of each
 * atom after the head of such a list (its negation set), or the question to ask back.
 */
function negatedListItems(seq: readonly Atom[], q: string): {joints: Map<Atom, Joint>; error?: string} {
  const joints = new Map<Atom, Joint>();
  const negativeOf = (a: Atom) => (a.set ? a.negated !== a.set.flip : a.negated);
  for (let i = 0; i < seq.length; i++) {
    const head = seq[i];
    const butNot = /^not\s/.test(head.text) && /\bbut\s*$/.test(q.slice(0, head.from));
    if (!head.negated || !(EXCLUSION.test(head.text) || butNot)) continue;
    let k = i;
    while (k + 1 < seq.length && ITEM_LIST_GAP.test(q.slice(seq[k].to, seq[k + 1].from)) && !EXCLUSION.test(seq[k + 1].text) && (!seq[k + 1].explicit || seq[k + 1].ownNot || PLAIN_NOT.test(seq[k + 1].text))) k++;
    const items = seq.slice(i + 1, k + 1);
    const notted = items.filter((a) => a.explicit);
    if (!notted.length) continue;
    const gaps = items.map((a, n) => q.slice((n ? items[n - 1] : head).to, a.from));
    const list = items.length >= 2 || gaps.some((g) => /,|\bor\b/.test(g)) || notted.every((a) => /^\s*ones?\b/.test(gaps[items.indexOf(a)]));
    if (!list) {
      const cur = notted[0];
      return {
        joints,
        error: `I could not tell whether “${cur.text}” is one more group that “${head.text}” leaves out or a condition of its own, so no records are shown. Write “${head.text} and the ones ${cur.text}” to leave out both groups, or “${cur.text} ${head.text}” to keep only the records ${cur.text}.`,
      };
    }
    let prev = head;
    for (const cur of items) {
      // Left out: a plain item and a status with its own "not" are negated; a negated item ("not won") is kept as written without its "not".
      cur.negated = !cur.explicit || Boolean(cur.ownNot);
      joints.set(cur, prev.field === cur.field && prev.set && cur.set && negativeOf(prev) && negativeOf(cur) ? 'neither' : 'and');
      prev = cur;
    }
    i = k;
  }
  return {joints};
}

/**
 * The record noun (as written) when "and" between two conditions stands between two mentions of it, one with each
 * condition ("won deals and deals over 200k", "deals won and deals in Austin", "German leads and website leads"); else null.
 */
function repeatedNoun(q: string, prev: Atom, cur: Atom): {noun: string; phrase: string} | null {
  const gap = q.slice(prev.to, cur.from);
  const and = /\band\b/.exec(gap);
  if (!and) return null;
  const noun = String.raw`\b(${RECORD_NOUNS})\b`;
  const filler = (text: string) => (text.match(/\p{L}+/gu) ?? []).every((w) => FILLER.has(w));
  // Before "and": the noun between the first condition and "and", or right before the first condition.
  const first = new RegExp(noun).exec(gap.slice(0, and.index)) ?? new RegExp(String.raw`${noun}((?:\s+\p{L}+)*?)\s*$`, 'u').exec(q.slice(0, prev.from));
  if (!first || (first.index !== undefined && first[2] !== undefined && !filler(first[2]))) return null;
  // After "and": the noun between "and" and the second condition, or right after the second condition.
  const after = gap.slice(and.index + 3);
  const second = new RegExp(noun).exec(after) ?? new RegExp(String.raw`^\s*${noun}`).exec(q.slice(cur.to));
  if (!second) return null;
  const from = first.input === gap.slice(0, and.index) ? prev.from : first.index;
  const to = second.input === after ? cur.to : cur.to + second[0].length;
  return {noun: second[1], phrase: q.slice(from, to).trim()};
}

/** s49 z2 F1: a comma between two items of a list of account kinds ("healthcare, Berlin or the Netherlands"). */
const KIND_COMMA_GAP = /^\s*,\s*(?:(?:in|from|at|the|based|located)\s+)*$/;

/**
 * s49 z2 F1 (issue 28, u33e): "open deals in healthcare, Berlin or the Netherlands", "deals except technology, Canada or
 * Boston", "leads not from Ireland, retail or Canada": a comma list of cities, countries and industries that ends in "or"
 * is one list whatever the kinds of its items, as the same list written with "or" only is; each item keeps its own field.
 * The comma was read as "and", so the first item became a condition of its own (an empty list, or, after a negation,
 * the records the reader left out). A negation or exclusion before the list covers every item (none of them). Returns
 * the joint of each item after the first and, for a positive list, the items whose comma joins one group.
 */
function kindOrLists(seq: readonly Atom[], q: string): {joints: Map<Atom, Joint>; commaItems: Set<number>} {
  const joints = new Map<Atom, Joint>();
  const commaItems = new Set<number>();
  const item = (a: Atom | undefined): a is Atom => Boolean(a) && ACCOUNT_KIND.test(a!.field) && !a!.explicit && !a!.negated;
  for (let i = 0; i < seq.length; i++) {
    const head = seq[i];
    if (!ACCOUNT_KIND.test(head.field)) continue;
    let k = i;
    while (item(seq[k + 1]) && KIND_COMMA_GAP.test(q.slice(seq[k].to, seq[k + 1].from))) k++;
    if (k === i) continue;
    let last = k;
    if (item(seq[k + 1]) && KIND_OR_GAP.test(q.slice(seq[k].to, seq[k + 1].from))) last = k + 1;
    if (last === k && !/\bor\b/.test(seq[k].text)) continue;
    const items = seq.slice(i + 1, last + 1);
    let prev = head;
    for (const cur of items) {
      if (head.negated) {
        cur.negated = true;
        joints.set(cur, prev.field === cur.field && prev.set && cur.set ? 'neither' : 'and');
      } else {
        joints.set(cur, 'or');
        commaItems.add(cur.from);
      }
      prev = cur;
    }
    i = last;
  }
  return {joints, commaItems};
}

function combineFlat(atoms: Atom[], q: string): {where: Condition | null; error?: string} {
  if (atoms.length === 0) return {where: null};
  const seq = excludedDescriptions([...atoms].sort((a, b) => a.from - b.from), q);
  const empty = seq.find((a) => a.empty);
  if (empty?.empty) return {where: null, error: empty.empty};
  const negatedItems = negatedListItems(seq, q);
  if (negatedItems.error) return {where: null, error: negatedItems.error};
  const kindLists = kindOrLists(seq, q);
  const joints: Joint[] = [];
  /** Atoms left out because they follow an exclusion in an "and" list ("except junk, contacted and German ones"). */
  const excludedGroups = new Set<Atom>();
  for (let i = 1; i < seq.length; i++) {
    const prev = seq[i - 1];
    const cur = seq[i];
    const gap = q.slice(prev.to, cur.from);
    const words: string[] = gap.match(/[\p{L}]+/gu) ?? [];
    const nor = words.includes('nor');
    const or = !nor && words.includes('or');
    const but = words.includes('but');
    const comma = /[,;]/.test(gap);
    const sameField = prev.field === cur.field;
    const listed = negatedItems.joints.get(cur) ?? kindLists.joints.get(cur);
    if (listed) {
      joints.push(listed);
      continue;
    }
    // u31a F2: "won deals and deals over 200k", "German leads and website leads": the record noun said again after "and"
    // names a second group, so the reader may want the records of either group; read as one "and" it listed the records
    // in both, often none. One field ("won deals and lost deals") is either value already; two fields are asked back.
    const repeated = !or && !nor && !sameField && !prev.negated && !cur.negated ? repeatedNoun(q, prev, cur) : null;
    if (repeated) {
      const {noun, phrase} = repeated;
      return {
        where: null,
        error: `I could not tell whether “${phrase}” asks for the ${noun} that are both “${prev.text}” and “${cur.text}” or for the ${noun} that are either, so no records are shown. Write “${noun} ${prev.text} or ${cur.text}” for either, or “${noun} ${prev.text} and ${cur.text}” for both.`,
      };
    }
    let joint: Joint = or ? 'or' : 'and';
    // "except the won ones and those under 20k", "except those in technology and those in Germany":
    // "those" / "the … ones" after "and" is a second thing excluded, so the exclusion covers it too.
    // "except junk and German ones", "except lost and Bluefin deals": a list joined by "and" whose last group ends in
    // "ones" or the record noun names groups each left out, whatever their fields (issue 28, 37c).
    // "but not the junk and German ones": "not" before a noun phrase with a determiner leaves records out as "except" does.
    // "except the bluefin ones and those not won": leaving out the ones not won keeps the won ones (u28j Z-2).
    const excluding = prev.negated && (EXCLUSION.test(prev.text) || /^not\s+(?:the|those)\b/.test(prev.text) || excludedGroups.has(prev));
    const groupToo = excluding && !cur.negated && !cur.explicit && GROUP_LIST_GAP.test(gap) && listEndsInGroup(seq, i, q);
    const negatedToo = !cur.negated || (cur.explicit && !cur.ownNot && !EXCLUSION.test(cur.text));
    const excludedToo = (excluding && negatedToo && /^(?:\s*ones)?[\s,]*and\s+(?:those|the ones|ones|the)\b/.test(gap)) || groupToo;
    if (excludedToo) excludedGroups.add(cur);
    if (excludedToo) {
      cur.negated = !cur.negated;
      joint = sameField && prev.set && cur.set ? 'neither' : 'and';
    } else if (prev.negated && !but) {
      if (nor) {
        cur.negated = true;
        joint = sameField && prev.set && cur.set ? 'neither' : 'and';
      } else if (!cur.explicit && sameField && (prev.set || prev.value || prev.period) && (cur.set || cur.value || cur.period) && (or || !words.some((w) => !FILLER.has(w)))) {
        // "not won or lost", "except Bluefin and Harbor", "not in January or February": the negation covers the whole list.
        cur.negated = true;
        joint = 'neither';
        if (excluding) excludedGroups.add(cur);
      } else if (or && !comma && !cur.explicit) {
        // s51 F7 (u33e): the "either" wording says "not" where the reader wrote an exclusion word ("technology or not
        // Germany"), never "technology or except Germany".
        const either = prev.text.replace(/^(?:except(?:\s+for)?|excluding|exclude|outside(?:\s+of)?|other than|apart from|aside from|besides|minus|save(?:\s+for)?|barring|bar|skip(?:ping)?|omit(?:ting)?|leaving out|leave out)\s+/, 'not ');
        return {
          where: null,
          error: `I could not tell whether “${prev.text}” also covers “${cur.text}”, so no records are shown. Write “${either} and not ${cur.text}” for neither, or “${cur.text} or ${either}” for either.`,
        };
      }
    } else if (nor) joint = 'and';
    joints.push(joint);
  }

  // Same-field neighbours first: lists become one `in`/`not in`, and a same-field "or" one bracket.
  let pieces = seq.map(toPiece);
  let links = [...joints];
  for (let i = 0; i < links.length; ) {
    const a = pieces[i];
    const b = pieces[i + 1];
    const link = links[i];
    let merged: Piece | null = null;
    if (a.field === b.field && a.values && b.values && !a.positive && !b.positive && link === 'or') {
      return {
        where: null,
        error: `“${a.text} or ${b.text}” holds for every record, since none has two values of one field at once, so no records are shown. For records that are neither, write “${a.text} or ${b.text.replace(/^\S+\s+/, '')}” with one negation, or “neither … nor …”.`,
      };
    }
    if (a.field === b.field && a.values && b.values && a.positive === b.positive && (a.positive ? link !== 'neither' : link === 'neither')) {
      // "won or lost", "won and lost deals", "in Berlin or Munich": a record has one stage, so a list of values is either one of them.
      const values = union(a.values, b.values);
      merged = {...a, values, cond: choice(a.field, values, !a.positive, a.what), order: Math.min(a.order, b.order), to: b.to};
    } else if (a.field === b.field && (link === 'or' || (link === 'and' && a.period && b.period))) {
      merged = {...a, values: null, cond: {any: [a.cond, b.cond]}, order: Math.min(a.order, b.order), to: b.to};
    } else if (link === 'or' && a.field !== b.field && ACCOUNT_KIND.test(a.field) && ACCOUNT_KIND.test(b.field) && a.positive && b.positive && (KIND_OR_GAP.test(q.slice(a.to, b.from)) || kindLists.commaItems.has(b.from))) {
      // u32h F1 (issue 28): "won deals in Lyon or the US", "deals over 50k in Germany or Austin", "won deals in technology
      // or France": an "or" list of places and industries, of mixed kinds, is one group as a list of two countries is, so
      // the question's other conditions hold for each item, not only for the item next to them.
      const items = [a.cond, b.cond].flatMap((c) => ('any' in c ? c.any : [c]));
      merged = {...a, field: 'account kind', values: null, cond: {any: items}, order: Math.min(a.order, b.order), to: b.to};
    }
    if (merged) {
      pieces = [...pieces.slice(0, i), merged, ...pieces.slice(i + 2)];
      links = [...links.slice(0, i), ...links.slice(i + 1)];
    } else i++;
  }

  // Then "and" before "or".
  const groups: Piece[][] = [[pieces[0]]];
  links.forEach((link, i) => (link === 'or' ? groups.push([pieces[i + 1]]) : groups[groups.length - 1].push(pieces[i + 1])));
  const conds = groups.map((g) => {
    const sorted = [...g].sort((x, y) => x.order - y.order).map((p) => p.cond);
    return sorted.length === 1 ? sorted[0] : {all: sorted};
  });
  return {where: conds.length === 1 ? conds[0] : {any: conds}};
}

export function isFilter(c: Condition): c is Filter {
  return 'op' in c;
}

/** The filters of a condition in reading order. */
export function leaves(c: Condition | null): Filter[] {
  if (!c) return [];
  if (isFilter(c)) return [c];
  return ('any' in c ? c.any : c.all).flatMap(leaves);
}

/** How many COQL criteria a condition writes ("not between" is written as two). */
function criteriaCount(c: Condition | null): number {
  return leaves(c).reduce((n, f) => n + (f.op === 'not between' ? 2 : 1), 0);
}

/** A condition in words: "stage is Closed Won and amount over 50,000", with brackets where "or" meets "and". */
export function describe(c: Condition, nested = false): string {
  if (isFilter(c)) return nested && /\b(?:or|nor|and)\b/.test(c.label) ? `(${c.label})` : c.label;
  const parts = 'any' in c ? c.any : c.all;
  const text = parts.map((p) => describe(p, true)).join('any' in c ? ' or ' : ' and ');
  return nested ? `(${text})` : text;
}

/**
 * Polite wrappers around a request ("can you please show me …", "could you list …", "I'd like to
 * see …", "please give me …", "…, thanks"): they ask for nothing, so they are taken off before
 * reading. Applied repeatedly from the start ("hi, could you please show me …") and once at the end.
 */
const POLITE_START: readonly RegExp[] = [
  // A greeting or thanks before the request ("Thanks! Leads from …", "Cheers, …", "Hi there, …", "Good morning! …").
  /^(?:(?:hi|hello|hey)(?:\s+(?:there|all|team))?|ok|okay|thanks(?:\s+(?:a lot|so much))?|thank you(?:\s+(?:so|very) much)?|many thanks|thx|cheers|good (?:morning|afternoon|evening))\b\s*[,!.:;-]*\s*/,
  // "pls" and "plz" are "please" (u29z F7).
  /^(?:please|pls|plz|kindly|just)\b,?\s*/,
  /^(?:can|could|would|will|do)\s+(?:you|u)\b(?:\s+mind\b)?\s*/,
  /^i\s*['’]?d\s+(?:like|love)\s+(?:to\s+)?/,
  /^i\s+(?:would|want|need)\s+(?:like\s+|love\s+)?(?:to\s+)?/,
  /^(?:see|view|show(?:ing)?|list(?:ing)?|find(?:ing)?|give|giving|get(?:ting)?|display(?:ing)?|fetch(?:ing)?|pull(?:ing)?\s+up|bring(?:ing)?\s+up|tell)\b\s*(?:me|us)?\b[,:]?\s*/,
];
const POLITE_END = /(?:[,\s]+(?:please|pls|plz|thanks|thank you|thx|for me|if you can|if possible|cheers))+\s*[?.!]*$|\s*[?.!]+$/;

export function withoutPoliteness(q: string): string {
  return politenessOff(Traced.of(q)).text;
}

function politenessOff(q: Traced): Traced {
  let rest = q.trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const re of POLITE_START) {
      const next = rest.replace(re, () => '');
      if (next.text !== rest.text && next.text.trim()) {
        rest = next;
        changed = true;
      }
    }
  }
  const plain = rest.replace(POLITE_END, () => '').trim();
  return plain.text ? plain : q.trim();
}

/**
 * Text rewritten for reading that remembers, for each character, which characters of the reader's
 * question it came from, so a message quotes the words the reader typed ("but the two from"), never
 * the rewritten ones ("except the two from"). A replacement keeps the characters it shares with the
 * text it replaces at its start and end; the rest map to the whole replaced stretch.
 */
class Traced {
  private constructor(
    readonly text: string,
    private readonly from: readonly number[],
    private readonly to: readonly number[],
  ) {}

  static of(text: string): Traced {
    const at = Array.from({length: text.length}, (_, i) => i);
    return new Traced(text, at, at.map((i) => i + 1));
  }

  // `by` receives the arguments of String.prototype.replace's callback (match, groups, offset, text).
  replace(re: RegExp, by: (...args: any[]) => string): Traced {
    const edits: Array<{at: number; length: number; by: string}> = [];
    this.text.replace(re, (...args: unknown[]) => {
      const named = typeof args[args.length - 1] === 'object';
      edits.push({at: args[args.length - (named ? 3 : 2)] as number, length: (args[0] as string).length, by: by(...args)});
      return '';
    });
    let text = '';
    const from: number[] = [];
    const to: number[] = [];
    const copy = (i: number, j: number) => {
      for (let k = i; k < j; k++) {
        from.push(this.from[k]);
        to.push(this.to[k]);
      }
      text += this.text.slice(i, j);
    };
    let pos = 0;
    for (const e of edits) {
      copy(pos, e.at);
      const old = this.text.slice(e.at, e.at + e.length);
      let head = 0;
      while (head < old.length && head < e.by.length && old[head] === e.by[head]) head++;
      let tail = 0;
      while (tail < old.length - head && tail < e.by.length - head && old[old.length - 1 - tail] === e.by[e.by.length - 1 - tail]) tail++;
      copy(e.at, e.at + head);
      const [m0, m1] = [e.at + head, e.at + e.length - tail];
      const start = m0 < m1 ? this.from[m0] : m0 > 0 ? this.to[m0 - 1] : 0;
      const end = m0 < m1 ? this.to[m1 - 1] : start;
      for (let k = head; k < e.by.length - tail; k++) {
        from.push(start);
        to.push(end);
      }
      text += e.by.slice(head, e.by.length - tail);
      copy(m1, e.at + e.length);
      pos = e.at + e.length;
    }
    copy(pos, this.text.length);
    return new Traced(text, from, to);
  }

  lower(): Traced {
    return this.replace(/\p{Lu}+|\p{Lt}+/gu, (w: string) => w.toLowerCase());
  }

  trim(): Traced {
    const start = this.text.length - this.text.trimStart().length;
    const end = this.text.trimEnd().length;
    return new Traced(this.text.slice(start, end), this.from.slice(start, end), this.to.slice(start, end));
  }

  /** Where text[a, b) came from in the reader's question. */
  origin(a: number, b: number): [number, number] {
    return b > a ? [this.from[a], this.to[b - 1]] : [this.from[a] ?? 0, this.from[a] ?? 0];
  }
}

/**
 * The question in lower case with single spaces and possessives read as the name ("Bluefin's" is
 * Bluefin, so a lone "s" is never a word left over), then without polite wrappers.
 */
/** s43: "the first quarter of 2027" is Q1 2027. */
const QUARTER_ORDINALS: Readonly<Record<string, number>> = {first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4};
const DATE_SYMBOL_WORDS: Readonly<Record<string, string>> = {'<': 'before', '>': 'after', '<=': 'on or before', '=<': 'on or before', '≤': 'on or before', '>=': 'on or after', '=>': 'on or after', '≥': 'on or after'};
const DATE_SYMBOL = String.raw`(<=|=<|≤|>=|=>|≥|<|>)`;
const DATE_SYMBOL_AFTER_CLOSING = new RegExp(String.raw`\b(clos(?:e|es|ing|ed)(?:\s+dates?)?)\s*${DATE_SYMBOL}\s*`, 'g');
const DATE_SYMBOL_BEFORE_DAY = new RegExp(String.raw`\s*${DATE_SYMBOL}\s*(?=${DAY_DATE})`, 'gu');

/**
 * Whether the question is about deals already closed, won or lost, so that a month or quarter with no year is
 * the last one. A negated won or lost ("not lost", "neither won nor lost", "aren't won", "not yet won") is an
 * open deal and looks forward, as "open deals" does (issue 28, u29e Z-1).
 */
function aboutClosedDeals(q: string): boolean {
  const open = q.replace(/(?:\b(?:not|never|neither|nor)|n't)\s+(?:yet\s+)?(?:been\s+)?(?:closed\s+)?(?:won|lost|closed)\b/g, ' ');
  return /\b(?:won|lost|closed|wins|losses)\b/.test(open);
}

/**
 * The columns' names as the answer table heads them (COLUMNS and the fields columnsOf adds), read as the words the
 * parser knows for that field: "lead_source" and "lead sources" are "source", "billing_city" is "city",
 * "account_name.industry" the account's industry, "closing_date" "closing date" (s49 F3, u32h).
 */
const COLUMN_HEADER =
  /\b(?:account[_ ]name\.(?:industry|employees|annual[_ ]revenue|billing[_ ]city|billing[_ ]country)|lead[_ ]sources?|lead[_ ]status(?:es)?|billing[_ ]cit(?:y|ies)|billing[_ ]countr(?:y|ies)|annual_revenues?|closing_dates?|deal_names?|account_names?|first_names?|last_names?)\b/g;

/** A deal's account column ("with Account_Name.Industry technology"): the account's field, "whose account industry …". */
const ACCOUNT_COLUMN = /\b(?:(?:with|where|whose|and|but)\s+(?:the\s+)?)?account[_ ]name\.(industry|employees|annual[_ ]revenue|billing[_ ]city|billing[_ ]country)\b/g;
const COLUMN_HEADER_ANY_CASE = new RegExp(COLUMN_HEADER.source, 'gi');
/** A place, company or name field's word a value may follow ("Country Germany", "First_Name Priya"). */
const FIELD_BEFORE_VALUE = /\b(?:countr(?:y|ies)|cit(?:y|ies)|town|company|(?:first|last)[_ ]names?)\b/i;

function headerWords(header: string): string {
  // A deal's account field ("Account_Name.Industry") is the account's: "account industry", "account employees".
  const account = /^account[_ ]name\./.test(header) ? 'account ' : '';
  const field = header.replace(/^account[_ ]name\./, '');
  const words = /^lead[_ ]sources?$/.test(field)
    ? 'source'
    : /^lead[_ ]status/.test(field)
      ? 'status'
      : /^billing[_ ]cit/.test(field)
        ? 'city'
        : /^billing[_ ]countr/.test(field)
          ? 'country'
          : field.replace(/_/g, ' ').replace(/(name|date|revenue)s$/, '$1');
  return `${account}${words}`;
}

/**
 * A period's words in "Read as": "closing date in December 2026 (2026-12-01 to 2026-12-31)"; a day-long period is named as a
 * day, "closing today (2026-11-27)", "closing tomorrow (2026-11-28)", never "in today (… to …)" (s49 F7, u32h).
 */
function periodLabel(label: string, range: readonly [string, string], negated: boolean): string {
  const not = negated ? 'not ' : '';
  if (range[0] === range[1]) return /^(?:today|tomorrow|yesterday)$/.test(label) ? `closing ${not}${label} (${range[0]})` : `closing date ${not}on ${range[0]} (${label})`;
  return `closing date ${not}in ${label} (${range[0]} to ${range[1]})`;
}

function normalized(question: string): string {
  return traced(question).text;
}

function traced(question: string): Traced {
  // "w/o" and "w/" are "without" and "with" ("leads w/o contact").
  // "US" in capitals is the country ("US tech accounts", "leads in canada or the US"), never the
  // pronoun; in a question written all in capitals it is read like the lower-case word.
  const q = Traced.of(question)
    .trim()
    .replace(/(?<![\p{L}.])U\.?S\.?(?![\p{L}.])/gu, (us: string) => (/\p{Ll}/u.test(question) ? 'usa' : us))
    .lower()
    .replace(/\s+/g, () => ' ')
    // s49 F3 (u32h): a column's name as the answer table heads it ("Lead_Source", "lead source", "LEAD STATUSES",
    // "Billing_Country", "Account_Name.Industry") is that field, in any case, with or without its underscore, singular
    // or plural. "lead" before "source" or "status" named other records ("the question names other records").
    .replace(ACCOUNT_COLUMN, (_all: string, field: string) => `whose account ${headerWords(field)}`)
    .replace(COLUMN_HEADER, (all: string) => headerWords(all))
    .replace(US_ADJECTIVE, () => 'usa')
    .replace(/\bw\/o\b/g, () => 'without')
    // A symbolic "not equal" ("stage != won", "country <> Germany", "industry ≠ tech", "status !junk") is the
    // word "not", read as "not" is; it is never dropped, which would read the condition as equal (issue 28, u29e Z-6).
    // Brief 48z F2 (u32b): before "contacted" it is "other than", since "not contacted" names the status Not Contacted;
    // "status != contacted" is every status but Contacted, never that one status.
    .replace(/\s*(?:!=|<>|≠)\s*(?=(?:contacted|called|reached)\b)/g, () => ' other than ')
    .replace(/\s*(?:!=|<>|≠)\s*/g, () => ' not ')
    // s43: "=<" and "=>" are "<=" and ">=" written the other way round; the "=" is never dropped, which read
    // "deals =< 40k" as under 40k.
    .replace(/(?<![<>!=])=\s*([<>])(?!=)/g, (_all: string, symbol: string) => ` ${symbol}= `)
    // s43: a year before its quarter ("2027 Q1", "2026-Q3", "2026/Q4"), a quarter with a slash ("Q3/2026") and a
    // quarter in words ("the first quarter of 2027") are that quarter of that year, never a year or a quarter.
    .replace(/\b(20\d\d)\s*[-/]?\s*q([1-4])\b/g, (_all: string, year: string, n: string) => `q${n} ${year}`)
    .replace(/\bq([1-4])\s*[-/]\s*(20\d\d)\b/g, (_all: string, n: string, year: string) => `q${n} ${year}`)
    .replace(/\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter(?:\s+of)?(?:\s+the\s+year)?(?=\s+20\d\d\b)/g, (_all: string, nth: string) => `q${QUARTER_ORDINALS[nth]}`)
    // u30h Z13: a year written after its month, quarter or day with "of", "in" or a comma ("December of 2026", "January,
    // 2027", "Q4 of 2026", "the 20th of December of 2026", "December 15 of 2026") narrows it; it was read as a second
    // period, the whole year, joined with "or". "The last (final) quarter of 2026" is Q4 2026, "the last month of 2026"
    // December 2026 and "the first month of 2027" January 2027: the year's own, never the one before today.
    .replace(/\b(?:the\s+)?(?:last|final)\s+quarter\s+of\s+(?:the\s+year\s+)?(?=20\d\d\b)/g, () => 'q4 ')
    .replace(/\b(?:the\s+)?(first|last|final)\s+month\s+of\s+(?:the\s+year\s+)?(?=20\d\d\b)/g, (_all: string, which: string) => (which === 'first' ? 'january ' : 'december '))
    .replace(YEAR_AFTER_PERIOD, (_all: string, period: string) => `${period} `)
    // A short month before its year ("Dec 2026", "Sept. 2027") is that month, as the full name is (u30h Z13 neighbour: refused).
    .replace(/\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?=\s+20\d\d\b)/g, (_all: string, short: string) => MONTHS.find((m) => m.startsWith(short)) ?? short)
    // u30h Z6: a short month name stands for its month where a month is expected: after a word that introduces a date
    // ("in Dec", "before Mar", "from Jan"), or joined by "to", "and", "-" to another month ("Jan to Feb 2027",
    // "Jan-Feb"). "From Jan to Feb 2027" was advised as an account called "Jan to Feb".
    .replace(SHORT_MONTH_IN_DATE, (_all: string, short: string) => MONTHS.find((m) => m.startsWith(short)) ?? short)
    // "November to February 2027", "Jan-Feb 2027", "October through January": a span of months, as with "from"; read as
    // two months joined by "or" it left out the months between (u30h Z6 neighbour).
    .replace(MONTH_SPAN, (_all: string, first: string) => `from ${first} to `)
    // u30h Z8: "less than or equal to 65k", "equal to or greater than", "below or equal to" include the number: they are
    // "at most" and "at least" (refused before, with "amount exactly 65,000" shown as understood so far).
    .replace(/\b(?:(?:less|fewer|smaller|lower)(?:\s+than)?|under|below)\s+or\s+equal(?:\s+to)?\b|\bequal\s+to\s+or\s+(?:(?:less|fewer|smaller|lower)\s+than|under|below)\b/g, () => 'at most')
    .replace(/\b(?:(?:more|greater|bigger|larger|higher)(?:\s+than)?|over|above)\s+or\s+equal(?:\s+to)?\b|\bequal\s+to\s+or\s+(?:(?:more|greater|bigger|larger|higher)\s+than|over|above)\b/g, () => 'at least')
    .replace(/(?<![\p{L}\d!])!(?=(?:contacted|called|reached)\b)/gu, () => 'other than ')
    .replace(/(?<![\p{L}\d!])!(?=\p{L})/gu, () => 'not ')
    // Comparison symbols on a closing date are its words, as they are on amounts: "closing date < 2027-01-01" is
    // before that day, never on it (issue 28, u29e Z-7). After a closing word, or before a written day.
    .replace(DATE_SYMBOL_AFTER_CLOSING, (_all: string, head: string, symbol: string) => `${head} ${DATE_SYMBOL_WORDS[symbol]} `)
    .replace(DATE_SYMBOL_BEFORE_DAY, (_all: string, symbol: string) => ` ${DATE_SYMBOL_WORDS[symbol]} `)
    // "isnt", "dont", "havent", "wont", "cant": a negation written without its apostrophe is the
    // negation, read wherever one is ("wont" is never the stage Won, "isnt" never a connecting word).
    .replace(NO_APOSTROPHE, (_all: string, verb: string) => `${verb}n't`)
    // u31a F12: "yet to" and "still to" say it has not happened: "leads yet to be contacted", "leads we have yet to call"
    // are the leads not contacted, "deals yet to be won" the deals not won, "deals still to close" the open ones. The words
    // were filler, so the opposite list was shown ("status is Contacted"). Any other "yet to …" is named (YET_TO).
    .replace(YET_TO_BE, (_all: string, verb: string) => `not yet been ${verb}`)
    .replace(YET_TO_DO, (_all: string, verb: string) => `not yet ${PAST_OF[verb]}`)
    // "deals to win this quarter", "deals to close this month": the deals still open, never the ones won already.
    .replace(DEALS_TO_DO, (_all: string, noun: string) => `${noun} open`)
    // u31a F11: "what deals did we close this month" asks what was closed, as "deals we closed this month" does.
    .replace(/\bdid\s+(we|i|you|they)\s+(close|win|lose)\b/g, (_all: string, who: string, verb: string) => `${who} ${PAST_OF[verb]}`)
    .replace(/\bw\/(?=\s)/g, () => 'with')
    // "closing through January 2027": "through" right after a closing word, with no "from" before it, runs up to the
    // period's last day, as "by the end of" does; it was read as in January only (u30s F4).
    .replace(/\b(closing|closes|close|due)\s+through\b(?!\s+the\s+end\b)/g, (_all: string, word: string) => `${word} by the end of`)
    // "not including Orbit", "not counting the lost ones" leave records out as "excluding" does (issue 28, 37c).
    .replace(/\bnot\s+(?:including|counting)\b/g, () => 'excluding')
    // Brief 48z F7 (u32b): "deals whose account has more than 500 employees" is "deals for accounts that have …"; read
    // apart, "account" took "more" as a name ("account name contains “more”").
    .replace(/\bwhose\s+(account|company)\s+(?:has|have)\b/g, () => 'for accounts that have')
    // s49 F4 (u32h): "where the account has more than 1000 employees" is the same; read apart, "more" was taken as the
    // account's name ("account name contains “more”"). Only before a number or a comparison: "where the account has
    // Bluefin in its name" stays a name.
    .replace(/\b(?:where|when|if)\s+(?:the|its|their)\s+(?:account|company)\s+(?:has|have)\b(?=\s+(?:more|fewer|less|over|under|above|below|at\s+(?:least|most)|between|exactly|around|about|up\s+to|no\s+more|\d|annual|revenue|employees|staff|headcount|an?\s+(?:annual|revenue|employee|headcount)))/g, () => 'for accounts that have')
    // "leads whose company contains Robotics", "deals whose account name contains bluefin", "leads from the company
    // Alpen Robotics": the lead's Company field or the deal's account, by name, as "company called …" reads it; the
    // company read as other records, and "company name" as the lead's own name (issue 28, u29r F2).
    .replace(/\b(?:whose|where\s+(?:the|its|their)|with\s+(?:a|the))\s+(company|account)(?:\s+name)?\s+(?:contains?|containing|includes?|including|has)\b/g, (_all: string, owner: string) => `${owner} called`)
    .replace(/\b(from|at|for)\s+the\s+company\s+(?!(?:called|named|titled)\b)(?=[\p{L}"“'‘])/gu, (_all: string, word: string) => `${word} the company called `)
    .replace(/\bwith\s+(?:a\s+|the\s+)?deal\s+name\s+(?=contains?|containing|includes?|including)/g, () => 'whose deal name ')
    // s49 F3 (u32h): "deals with Account_Name Bluefin", "deals whose account name is Bluefin", "deals with Deal_Name Claims
    // triage": a name by its column's name is that name ("account name is Bluefin" was read as the deal's name).
    .replace(/\b(?:with|whose|where)\s+(?:the\s+|its\s+|their\s+)?(account|deal)\s+name\s+(?:is\s+|=\s+)?(?!(?:contains?|containing|includes?|including|like|starts?|starting|ends?|ending|has|is)\b)(?=[\p{L}"“'‘])/gu, (_all: string, whose: string) => (whose === 'account' ? 'for the account called ' : 'called '))
    // s49 F3 (u32h): "leads with the company Alpen Robotics", "leads with company Alpen Robotics": the Company column by its
    // name, read as "from the company called …"; "company" was taken for other records.
    .replace(/\bwith\s+(?:the\s+|a\s+)?company\s+(?!(?:called|named|titled|name|size|sizes)\b)(?=[\p{L}"“'‘])/gu, () => 'from the company called ')
    // "except junk or not contacted", "excluding the junk and not contacted ones": inside an exclusion
    // list "not contacted" is the status Not Contacted, so its "not" negates nothing (issue 28, u28u Z-1).
    .replace(EXCLUDED_NOT_CONTACTED, (_all: string, head: string) => `${head}notcontacted`);
  // A possessive inside a name after "called", "named" or "titled" is part of the name ("deals called O'Brien's
  // rollout"); dropping it searched for another name (issue 28, u29r F7).
  const inName = (before: string) => /\b(?:called|named|titled)\s+(?:[\p{L}\p{N}&'’.-]+\s+){0,3}[\p{L}\p{N}&'’.-]*$/u.test(before);
  const plain = withNumerals(
    politenessOff(
      q.replace(/\b(\p{L}{2,})['’]s(?![\p{L}])/gu, (all: string, word: string, at: number, text: string) =>
        word === 'let' || inName(text.slice(0, at)) ? all : word,
      ),
    ),
  );
  return plain
    .replace(LEADING_EVERYTHING, () => 'all')
    .replace(ADJACENT_BUT, () => 'except')
    .replace(ALL_BUT, (_all: string, quantifier: string, between: string) => (/^\s*$/.test(between) && quantifier !== 'all' ? 'except' : `${quantifier}${between}except`))
    // u31a F13: a lone "but" right after the record type ("deals but Bluefin", "leads, but Germany") leaves the value out,
    // as after "all"; read as "and" it listed only the records named. Before "not", "only" or a comparison it stays "and".
    .replace(LONE_BUT, (_all: string, noun: string, gap: string) => `${noun}${gap}except`)
    .replace(BUT_BEFORE_VALUE, (_all: string, gap: string) => `${gap}except`)
    .replace(STATUS_NOT_CONTACTED, (_all: string, noun: string, space: string) => `${noun}${space}uncontacted`);
}

/**
 * s49 F7 (u32h): the reader's words as they wrote them wherever a message repeats them, quoted or not: "the records from the
 * US", "in Germany", never "from the usa", "in germany". Only words the reader wrote with a capital (a place, a company, a
 * stage) and not the question's first word; "usa" is the reader's "US" or "U.S.".
 */
function readersCasing(text: string, question: string): string {
  const q = traced(question);
  const cased = new Map<string, string>();
  for (const m of q.text.matchAll(/\p{L}+/gu)) {
    const [a, b] = q.origin(m.index, m.index + m[0].length);
    const typed = question.slice(a, b);
    const same = typed.toLowerCase() === m[0] || (m[0] === 'usa' && /^u\.?s\.?(?:a\.?)?$/i.test(typed));
    if (!same || typed === m[0] || FILLER.has(m[0]) || !/\p{Lu}/u.test(typed)) continue;
    if (a === question.length - question.trimStart().length && !/^\p{Lu}+$/u.test(typed.replace(/\./g, ''))) continue;
    cased.set(m[0], typed);
  }
  if (!cased.size) return text;
  return text.replace(/\p{L}+/gu, (w, at: number) => {
    const typed = cased.get(w);
    // A word already in a sentence's own capital (the message's start) is left as it is.
    return typed && at > 0 ? typed : w;
  });
}

/**
 * A message with every quoted stretch of the question in the reader's own words: the question is
 * read in lower case with "but" as "except" and similar rewrites, and a quote of it must show what
 * was typed. Quotes that are not from the question (suggested rewrites) stay as they are.
 */
function inReadersWords(text: string, question: string): string {
  const q = traced(question);
  // Advice after "Rephrase", "Write", "Ask", "for example" and a "did you mean" word are the demo's words.
  const advice = text.search(/\b(?:Rephrase|[Ww]rite|Ask|Say|for example)\b/);
  return text.replace(/“([^”]+)”/g, (all, inner: string, offset: number) => {
    if ((advice >= 0 && offset > advice) || /did you mean $/.test(text.slice(0, offset))) return all;
    const at = q.text.indexOf(inner);
    if (at < 0) return all;
    const [a, b] = q.origin(at, at + inner.length);
    return `“${question.slice(a, b)}”`;
  });
}

/**
 * A year joined to the month, quarter or day before it by "of", "in", "during" or a comma ("December of 2026",
 * "January, 2027", "Q4 of the year 2026", "December 15 in 2026"): group 1 is the period, which the year narrows (u30h Z13).
 */
const YEAR_AFTER_PERIOD = new RegExp(String.raw`\b(${MONTH_NAMES}(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?)?|q[1-4])(?:\s*,\s*|\s+(?:of|in|during)\s+)(?:the\s+year\s+)?(?=20\d\d\b)`, 'g');

const SHORT_MONTH = String.raw`(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?![\p{L}])`;
const MONTH_LINK = String.raw`\s*(?:to|and|or|through|thru|until|till|-|–|—)\s*`;
/** A short month name where a month is expected (u30h Z6); group 1 is the short name. */
const SHORT_MONTH_IN_DATE = new RegExp(
  String.raw`(?<=\b(?:in|from|between|since|before|after|until|till|by|during|through|thru|closing|closes|close|due|of|on)\s+|${MONTH_NAMES}(?:\s+20\d\d)?${MONTH_LINK})\b${SHORT_MONTH}|\b${SHORT_MONTH}(?=${MONTH_LINK}${MONTH_NAMES}(?![\p{L}]))`,
  'gu',
);
/** A month (and year) joined to another month by "to", "through", "until" or a dash, with no "from" or "between" before it. */
const MONTH_SPAN = new RegExp(
  String.raw`(?<!\b(?:from|between)\s+)\b(${MONTH_NAMES}(?:\s+20\d\d)?)\s*(?:to|through|thru|until|till|-|–|—)\s*(?=${MONTH_NAMES}(?![\p{L}]))`,
  'gu',
);
/**
 * u31a F12: "yet to be contacted", "still to be won", "that have yet to be closed": group 1 is the participle. Read as
 * "not yet been …", which names the status Not Contacted for leads and a negated stage for deals.
 */
const YET_TO_BE = /\b(?:(?:that|which|who)\s+)?(?:(?:are|is|have|has)\s+)?(?:yet|still)\s+to\s+be\s+(contacted|called|reached|won|lost|closed)\b/g;
/** "yet to close", "still to call", "that have yet to win": group 1 is the verb, read as "not yet" and its past form. */
const YET_TO_DO = /\b(?:(?:that|which|who)\s+)?(?:(?:are|is|have|has)\s+)?(?:yet|still)\s+to\s+(contact|call|reach|close|win|lose)\b/g;
const PAST_OF: Readonly<Record<string, string>> = {contact: 'contacted', call: 'called', reach: 'reached', close: 'closed', win: 'won', lose: 'lost'};
/** "deals to win this quarter", "deals to close": deals still to win or close are open; group 1 is the record noun ("the next deal to close" is a sort, read later). */
const DEALS_TO_DO = /(?<!\bnext\s+(?:\d{1,3}\s+)?)\b(deals?|opportunit(?:y|ies))\s+(?:(?:that|which)\s+(?:are|is)\s+)?(?:left\s+)?to\s+(?:win|close)\b/g;
/** A "yet to …", "still to …" or "about to …" the rewrites above did not read: named, never dropped (u31a F12). */
const YET_TO = /\b(?:yet|still|about)\s+to\s+(?:be\s+)?[\p{L}]+/u;

/** Negations written without the apostrophe: "isnt" … "shouldnt", "cant" (ca-n't), "wont" (wo-n't); group 1 is the part before "n't". */
const NO_APOSTROPHE = /\b(is|are|was|were|do|does|did|has|have|had|could|would|should|must|need|ca|wo)nt\b/g;

/** "everything except lost deals": "everything" at the start stands for all records of the module named. */
const LEADING_EVERYTHING = /^(?:everything|anything)\b(?=\s+(?:except|but|other than|apart from|aside from|save|barring|bar|besides|excluding|minus|without|that|which|from|in)\b)/;

/**
 * "all deals but Granite's", "any account but the technology ones", "deals, all but the won ones",
 * "anything but lost": after a universal quantifier, "but" before a value leaves that value out, as
 * "except" does ("anything but" is "except"). Before "not", "only", a comparison, a date or another
 * exclusion it stays a conjunction ("all deals over 50k but under 150k", "all leads from the web but not junk").
 */
/** "all but", "anything but", "everyone but": always an exclusion, whatever follows ("deals, all but over 100k"); "nothing but" means "only" and stays unread. */
const ADJACENT_BUT = /\b(?:all|anything|everything|anyone|anybody|everyone|everybody)\s+but\b/g;
const ALL_BUT =
  /\b(all|any|every|each|anything|everything|anyone|anybody|everyone|everybody)\b([^;]*?)\bbut\b(?!\s+(?:(?:not|only|also|just|still|never|no|none|excluding|except|without|skip|skipping|omit|omitting|leave|leaving|minus|over|above|under|below|more|less|fewer|greater|smaller|larger|higher|lower|at|between|before|after|closing|with|outside|since|until)\b|[<>≥≤$€£\d]))/g;
/** u31a F13: "but" right after the record noun or "ones", not before a word that keeps it a plain "and" (as in ALL_BUT). */
const BUT_STAYS_AND = ALL_BUT.source.slice(ALL_BUT.source.indexOf(String.raw`\bbut\b`) + String.raw`\bbut\b`.length);
/**
 * Brief 48z F1 (u32b): "but" before a field's name starts a new condition on that field ("deals over 50k but stage
 * won", "accounts with fewer than 500 employees but revenue over 20m"): it is a plain "and", as before a comparison.
 * Read as "except" it flipped the condition after it.
 */
const FIELD_AFTER_BUT = String.raw`(?!\s+(?:(?:the|its|their)\s+)?(?:${NUMBER_NOUNS}|stage|status|lead status|source|lead source|industry|sector|country|city|rating|company|account|owner|closing date|close date|closing|closes|close|date|name)\b)`;
const LONE_BUT = new RegExp(String.raw`\b(${RECORD_NOUNS}|ones)(\s*,?\s+)but\b${BUT_STAYS_AND}${FIELD_AFTER_BUT}`, 'g');
/**
 * u31a F13: "but" after a condition right before a bare value ("deals over 50k but Bluefin") leaves the value out too;
 * before a word that starts a condition of its own ("but in Germany", "but the won ones", "but they are open") it stays "and".
 */
const BUT_BEFORE_VALUE = new RegExp(
  String.raw`(?<=[\p{L}\d%])(\s*,?\s+)but\b(?!\s+(?:in|from|at|on|for|to|by|of|the|a|an|those|these|that|which|who|whose|they|it|its|their|are|is|was|were|has|have|had|do|does|did|we|i|you|still|yet|already|also|too|ones?|each|every|all|any)\b)${BUT_STAYS_AND}${FIELD_AFTER_BUT}`,
  'gu',
);
/**
 * "leads not contacted or junk": right after the record type (no "are"), "not contacted" is the status
 * name Not Contacted, a value of the list, not a negation of Contacted ("leads that are not contacted or
 * junk" stays neither Contacted nor Junk Lead).
 */
const STATUS_NOT_CONTACTED = /\b(leads?|prospects?)(,?\s+)(?:not|never)\s+(?:yet\s+)?(?:been\s+)?contacted\b/g;

const SMALL_NUMBERS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ');
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const NUMBER_WORD = `(?:${[...SMALL_NUMBERS, ...TENS].join('|')})`;
/** A number in words: "two", "twenty-five", "five hundred", "a hundred", "one hundred and fifty". */
const NUMBER_WORDS = new RegExp(String.raw`\b(?:a\s+hundred|${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})?(?:\s+hundred(?:\s+(?:and\s+)?${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD})?)?)?)\b`, 'g');
/** A number word is a number where a numeral would be one: after a comparison or rank word, or before a unit, rank word or noun. */
const NUMBER_BEFORE = /\b(?:top|first|largest|biggest|highest|smallest|lowest|newest|latest|oldest|earliest|over|above|under|below|than|least|most|between|from|exactly|with|of|to|and)\s+$/;
const NUMBER_AFTER = new RegExp(
  String.raw`^\s*(?:%|\+|-\s*\d|(?:percent|per cent|billion|million|thousand|bn|b|k|m|or more|or less|or fewer|and (?:more|up|over|above)|to|and|days?|weeks?|months?|${'top|largest|biggest|highest|smallest|lowest|newest|latest|most recent|oldest|earliest'}|${NUMBER_NOUNS}|${RECORD_NOUNS})(?![\p{L}]))`,
  'u',
);

function numberOf(words: string): number {
  let n = 0;
  for (const w of words.split(/[\s-]+/)) {
    if (w === 'a' || w === 'and') continue;
    if (w === 'hundred') n = (n || 1) * 100;
    else if (SMALL_NUMBERS.includes(w)) n += SMALL_NUMBERS.indexOf(w);
    else n += (TENS.indexOf(w) + 2) * 10;
  }
  return n;
}

/**
 * Number words read as numerals where a numeral would stand ("top two deals", "over five hundred
 * employees", "fewer than a hundred", "ten million"), so that they are read, never offered for
 * dropping. Elsewhere ("no one has called", "the one in Berlin") they stay words.
 */
function withNumerals(t: Traced): Traced {
  const q = t.text;
  return t.replace(NUMBER_WORDS, (words: string, at: number) =>
    NUMBER_BEFORE.test(q.slice(0, at)) || NUMBER_AFTER.test(q.slice(at + words.length)) ? String(numberOf(words)) : words,
  );
}

/** The answer to a question written mostly in a script other than Latin. */
export const ONLY_ENGLISH =
  'Only English questions are understood: the demo reads English words for deals, leads and accounts, so no records are shown. Ask in English, for example “deals won this month”.';

/**
 * A small stop-word profile: function words of French, Spanish, German, Italian, Portuguese and Dutch that are no
 * English words ("die", "son", "per", "con", "do", "as", "bar", "come" are left out), against English function
 * words and the demo's own vocabulary (counted twice). A question with at least two foreign ones and more of them than English ones
 * is in another language ("Bonjour, montre-moi les affaires gagnées", "¿cuáles son los leads de Alemania?").
 * Names are not counted: a run of two or more capitalised words ("Les Paul", "De Vries", "Del Monte") or a
 * capitalised word after the first, so "deals from Les Paul and De Vries" stays English.
 */
const FOREIGN_WORDS = new Set(
  (
    'le la les des du de un une et est sont pour avec dans sur qui que quels quelles quel quelle mon mes moi montre montrez montre-moi affiche afficher donne donnez toutes tous ne pas au aux où bonjour merci plaît ' +
    'el los las del y por para cuáles cuales qué cuál muéstrame muestra muestrame dame todos todas una uno está están hola gracias en ' +
    'der das dem und mit von für ist sind alle mir zeige zeig zeigen ich nicht ein eine einen welche aus im nach bitte hallo danke ' +
    'il gli di che sono tutti tutte mostra mostrami dammi della delle dei ciao grazie non ' +
    'os da dos das em não são mostre quais olá obrigado um ' +
    'het een van zijn niet met voor toon alle mij welke laat zien bedankt'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the a an of in on at to from for by with and or not no me my show list give find get which what who whose all any that this these those are is was were be been have has ' +
    'than more less only please i you we our their it its there how many much some every each but except excluding without other ones one'
  ).split(' '),
);
function inAnotherLanguage(question: string): boolean {
  const words = [...question.matchAll(/\p{L}+/gu)].map((m) => m[0]);
  const capital = (w: string | undefined) => Boolean(w && /^\p{Lu}/u.test(w));
  let foreign = 0;
  let english = 0;
  words.forEach((w, i) => {
    const name = capital(w) && (i > 0 || capital(words[i + 1]));
    const lower = w.toLowerCase();
    if (name) return;
    if (FOREIGN_WORDS.has(lower)) foreign++;
    // The demo's own words ("deals", "won", "leads") count twice: they are what an English question is about.
    else if (VOCABULARY.includes(lower)) english += 2;
    else if (ENGLISH_WORDS.has(lower)) english++;
  });
  return foreign >= 2 && foreign > english;
}

export type ParseOptions = {
  /** Run even when some words were not understood (the reader chose to), listing them as ignored. */
  ignoreUnknown?: boolean;
};

/**
 * Turns a question into conditions. `today` fixes "this month" and similar phrases (ISO date).
 * Negations and exclusions ("not won", "except Bluefin", "not over 50k") invert the condition they
 * precede, and a list after them ("not won or lost"). Words that are neither a condition nor filler
 * stop the query with "I did not understand" (unless `ignoreUnknown`), so a half-understood question
 * never returns records it did not ask for.
 */
/**
 * s49 z2 F2 (issue 28, u33e): a value slot ("in", "from", "for", "at", or a list's "or"/"and"/comma) filled with only
 * emoji, flags, symbols or punctuation ("leads from 🇺🇸", "deals in ???", "deals in Germany or 🇫🇷", "deals for “ ”").
 * Those characters were dropped with the word before them, so the place went unread and every record was listed. The
 * slot is refused; a symbol beside a value the demo reads ("deals in ★ Germany") is not a slot of its own. Currency and
 * percent signs are units, not places. Returns the characters not understood, or null.
 */
const UNREADABLE_SLOT = new RegExp(
  String.raw`(?:\b(?:in|from|for|at|or|nor|and)\s+(?:the\s+)?|,\s*)((?:[^\p{L}\p{N}\s$€£%]+\s*)+?)\s*(?=$|[,;]\s*|\s(?:${NAME_STOP}|please|pls|thanks|thank you)\b)`,
  'giu',
);
function unreadableSlot(question: string): string | null {
  for (const m of question.matchAll(UNREADABLE_SLOT)) {
    const slot = m[1].trim();
    // A closing "?", "." or "!" after a comma ends the question ("deals in Berlin, ?"), not a value of its own.
    if (m[0].startsWith(',') && /^[?.!…\s]+$/.test(slot)) continue;
    if (slot) return slot;
  }
  return null;
}

/** s51 F5: a dash with a space before it between a word and a word ("deals - Bluefin", "leads -Germany"); not between months or quarters. */
const LONE_DASH = new RegExp(
  String.raw`([\p{L}]+)\s+[-–—]\s*(?!(?:${MONTH_NAMES}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?|q[1-4])(?![\p{L}]))([\p{L}][\p{L}'’-]*)`,
  'iu',
);

export function parseQuestion(question: string, today: string, options: ParseOptions = {}): ParseResult {
  const slot = unreadableSlot(question);
  if (slot) {
    return {
      ok: false,
      error: `I did not understand “${slot}”: emoji, symbols and punctuation name no place or value, so no records are shown. Write the name in words instead (for example “Germany” for a flag).`,
      unknown: [slot],
      keepsMeaning: false,
    };
  }
  // s51 F5 (u33e): "deals - Bluefin": a dash between words may be "minus" (leave Bluefin out) or a separator (Bluefin's
  // deals); which is meant cannot be told, so the demo asks, never guesses. Ranges ("Jan - Mar", "10k - 20k") are no such dash.
  const dash = LONE_DASH.exec(question);
  if (dash) {
    const [before, after] = [dash[1], dash[2]];
    const asked = (joint: string) => question.replace(dash[0], `${before} ${joint} ${after}`).trim();
    // The wording for it fits the value: "deals for Bluefin", "leads in Germany", "leads that are junk".
    const fits = (joint: string, field: RegExp) => {
      const r = parseOnce(asked(joint), today, {});
      return r.ok && !r.ignored.length && r.query.filters.some((f) => field.test(f.field));
    };
    const forIt = fits('in', /(?:City|Country|Industry)$/) ? asked('in') : fits('for', /Account_Name$|Company$|_Name$/) ? asked('for') : asked('that are');
    return {
      ok: false,
      error: `I could not tell whether “${dash[0].trim()}” leaves “${after}” out (minus) or asks for it, so no records are shown. Ask “${asked('except')}” to leave it out, or “${forIt}” for it.`,
      keepsMeaning: false,
    };
  }
  const result = parseWithTypoHelp(question, today, options);
  const quote = (words: string) => inReadersWords(`“${words}”`, question).slice(1, -1);
  if (result.ok) return {...result, ignored: result.ignored.map(quote)};
  return {...result, error: readersCasing(inReadersWords(result.error, question), question), ...(result.unknown ? {unknown: result.unknown.map(quote)} : {})};
}

/**
 * Connecting words: everyday wordings around the conditions that carry none of their own. Unlike
 * FILLER they are NOT skipped by default: they are tried only after a question was refused, and
 * only when the question without them (or with the misspelt connector written out) is read in full,
 * with no word left over; otherwise the first refusal stands, so "I did not understand" stays true
 * for real unknowns. Each class says what it may stand for:
 *  - spelling: misspelt connectors, rewritten to the word meant ("whos" → "whose", "wich" → "which").
 *    Apostrophe-less negations ("isnt") are no connectors: they are read as the negation while
 *    normalizing (NO_APOSTROPHE), so they are never listed as wording without a condition.
 *  - field: the name of a place or company field before its value ("where the country isn't the US",
 *    "whose company is Pixel Forge"); kept only
 *    when the reading has a condition on that field ("leads whose country is junk" stays refused).
 *  - frame: a conversational frame around the records ("what happened with …", "how are … doing",
 *    "any news on …").
 *  - everyone: "everyone"/"everybody" right before an exclusion is "all" ("everyone except Orbit").
 */
type Connector = {re: RegExp; by: string; needs?: RegExp};
const EXCLUDING_NEXT = String.raw`(?=\s*,?\s*(?:except|but|other than|apart from|aside from|save|barring|bar|besides|excluding|minus|not including|not counting)\b)`;
const CONNECTORS: readonly Connector[] = [
  {re: /\bwho['’]?s(?=\s+(?:status|stage|source|industry|sector|country|city|rating|company)\b)/gi, by: 'whose'},
  {re: /\bwhos\b/gi, by: 'whose'},
  {re: /\bwich\b|\bwhich\s+which\b/gi, by: 'which'},
  {re: /\bthats\b/gi, by: 'that'},
  // Brief 48z F1: "but" before a place or company field's name is a plain "and" ("over 5m but country US"); with the
  // field's name taken out below it would stand before the bare value and leave that value out.
  {re: /\bbut(?=\s+(?:the\s+|its\s+|their\s+)?(?:country|countries|city|cities|town|company)\b)/gi, by: 'and'},
  {re: /\b(?:the\s+|its\s+|their\s+)?(?:country|countries)\b(?:\s+(?:of\s+origin|of))?/gi, by: ' ', needs: /(?:^|\.)(?:Billing_)?Country$/},
  {re: /\b(?:the\s+|its\s+|their\s+)?(?:city|cities|town)\b/gi, by: ' ', needs: /(?:^|\.)(?:Billing_)?City$/},
  // "leads whose company is Pixel Forge": the leads' Company field (issue 28, u28x Z-1).
  {re: /\b(?:the\s+|its\s+|their\s+)?company\b(?=\s+(?:is|=)\b)/gi, by: ' ', needs: /^Company$/},
  // s49 F3 (u32h): a lead's first or last name by its column's name ("leads with First_Name Priya", "whose last name is Weber").
  {re: /\b(?:the\s+|its\s+|their\s+)?first[_ ]names?\b(?:\s+(?:is|=))?/gi, by: ' ', needs: /^First_Name$/},
  {re: /\b(?:the\s+|its\s+|their\s+)?last[_ ]names?\b(?:\s+(?:is|=))?/gi, by: ' ', needs: /^Last_Name$/},
  {
    re: /^\s*(?:(?:so|and|hey|ok|okay)\s*,?\s+)?(?:what(?:['’]s|\s+is|\s+has)?\s+(?:happened|happening|going\s+on|new|up|the\s+(?:latest|news|story|status|update))\s+(?:with|to|on|for|about)|how(?:['’]s|\s+(?:are|is|were|was))|any\s+(?:news|updates?)\s+(?:on|about|for)|(?:an?\s+)?updates?\s+on|what\s+about|where\s+(?:are|do)\s+we\s+(?:stand\s+)?(?:with|on))\b/i,
    by: ' ',
  },
  {re: /\b(?:doing|going|getting\s+on|coming\s+along|looking|progressing|going\s+on)(?=\s*[?.!]*\s*$)/i, by: ' '},
  {re: new RegExp(String.raw`\b(?:everyone|everybody)\b${EXCLUDING_NEXT}`, 'gi'), by: 'all'},
];

/**
 * The question read with its connecting words (CONNECTORS) taken as wording: the full reading when
 * the rewritten question is read with no word left over and every field-name connector names a
 * field the reading filters on; null otherwise (the caller keeps its refusal).
 */
function readWithConnectors(question: string, today: string, options: ParseOptions): ParseResult | null {
  // s49 F3: a column's name as the table heads it ("Billing_Country", "billing city") is its field's word first.
  let text = question.replace(COLUMN_HEADER_ANY_CASE, (all: string) => headerWords(all.toLowerCase()));
  const used: string[] = [];
  const needs: RegExp[] = [];
  for (const c of CONNECTORS) {
    const next = text.replace(c.re, (...args: unknown[]) => {
      const all = args[0] as string;
      if (all.trim()) used.push(all.trim());
      const groups = args.slice(1, -2).filter((g) => typeof g === 'string') as string[];
      return c.by.replace(/\$(\d)/g, (_m, i: string) => groups[Number(i) - 1] ?? '');
    });
    if (next !== text && c.needs) needs.push(c.needs);
    text = next;
  }
  if (text === question || !text.trim()) return null;
  const again = parseOnce(text.replace(/\s+/g, ' ').trim(), today, {...options, ignoreUnknown: false});
  if (!again.ok || again.ignored.length) return null;
  if (!needs.every((re) => again.query.filters.some((f) => re.test(f.field)))) return null;
  return {...again, connectors: used};
}

/**
 * s51 F4 (u33e): a value followed by a word that leaves it out, at the end of the question ("all deals, Bluefin excluded",
 * "leads in Germany excepted", "deals with Bluefin left out", "deals over 50k, Harbor aside"), is read as "except <value>",
 * with a note saying so. Only when the value is read on its own as conditions of the same records and the rewritten
 * question reads in full with each of them left out; otherwise the question is refused as before, and the word, which
 * negates, is never offered for dropping (MEANING_WORDS).
 */
const TRAILING_REMOVAL = String.raw`(?:excluded|excepted|omitted|removed|deleted|dropped|skipped|ignored|eliminated|disregarded|discounted|exempted|(?:left|taken|filtered|ruled|cut|kept|held)\s+out|set\s+aside|put\s+aside|aside|not\s+included|not\s+counted|not\s+wanted|excl\.?)`;
const TRAILING_EXCLUSION = new RegExp(
  String.raw`^(.*?\p{L}.*?)(?:\s*,\s*(?:(?:with|but|and)\s+)?|\s+(?:with|but)\s+|\s+(?=(?:in|from|for|at)\s))(((?:(?!\b(?:and|but|with|except|not|no|without)\b)[^,;:])+?)\s+(?:(?:is|are|being|to\s+be)\s+)?${TRAILING_REMOVAL})\s*(?:,?\s*please)?[\s.!?]*$`,
  'iu',
);

function trailingExclusion(question: string, today: string, options: ParseOptions): ParseResult | null {
  const m = TRAILING_EXCLUSION.exec(question.trim());
  if (!m) return null;
  // A question the demo reads in full as written keeps that reading.
  const plain = parseOnce(question, today, {...options, ignoreUnknown: false});
  if (plain.ok && !plain.ignored.length) return null;
  const [, head, written, value] = m;
  const whole = parseOnce(`${head}, except ${value}`, today, {...options, ignoreUnknown: false});
  const before = parseOnce(head, today, {...options, ignoreUnknown: false});
  if (!whole.ok || whole.ignored.length || !before.ok || before.ignored.length) return null;
  const alone = parseOnce(`${whole.query.module.toLowerCase()} ${value}`, today, {...options, ignoreUnknown: false});
  if (!alone.ok || alone.ignored.length || !alone.query.filters.length || alone.query.module !== whole.query.module) return null;
  // Each condition of the value is left out, the rest of the question stays as it was.
  const kept = new Set(before.query.filters.map((f) => f.label));
  const added = whole.query.filters.filter((f) => !kept.has(f.label));
  const negative = (f: Filter) => f.op === '!=' || f.op === 'not in' || f.op === 'not like' || f.op === 'not between';
  if (added.length !== alone.query.filters.length || !added.every(negative) || whole.query.filters.length !== before.query.filters.length + added.length) return null;
  const shownValue = value.trim();
  const note = `“${written.trim()}” is read as “except ${shownValue}”: the records it names are left out.`;
  return {...whole, notes: [note, ...(whole.notes ?? [])]};
}

function parseWithTypoHelp(question: string, today: string, options: ParseOptions): ParseResult {
  const excluded = trailingExclusion(question, today, options);
  if (excluded) return excluded;
  const first = parseOnce(question, today, options);
  // u30h Z10: a name the sample does not hold may be a slip in one it does ("Bluefn Logistics" for Bluefin Logistics): a word
  // of it one edit from a word of the sample's names gets a guess, offered only when the corrected question is read in full.
  // s49 F3: "leads with Country Germany", "leads with First_Name Priya": a column's name before its value is the field,
  // never part of a name, when the question reads in full without it.
  if (!first.ok && first.name) return (FIELD_BEFORE_VALUE.test(question) ? readWithConnectors(question, today, options) : null) ?? nameTypo(question, first, today, options) ?? first;
  if (first.ok || (!first.ok && first.error === ONLY_ENGLISH) || question.trim().length > MAX_QUESTION_CHARS || !question.trim()) return first;
  // Connecting words ("whos status is", "what happened with", "everyone except"): read only when all the rest is.
  if (first.unknown?.length) {
    const connected = readWithConnectors(question, today, options);
    if (connected) return connected;
  }
  // Typo help: words that are neither understood nor filler are compared with the demo's own words.
  const q = normalized(question);
  const names = vocabularyOfRecords();
  const doubtful = first.unknown ? first.unknown.flatMap((u) => u.split(/\s+/)) : q.split(/\s+/);
  const fixes = new Map<string, string>();
  for (const word of doubtful) {
    const w = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    // A word the demo reads ("german", "tech") is no typo, even when the question failed for another one.
    if (!w || FILLER.has(w) || VOCABULARY.includes(w) || names.includes(w) || KNOWN_WORDS.has(w)) continue;
    const guess = suggest(w, [...names, ...GUESSABLE_SMALL_WORDS]);
    // An English word ("own", "list", "form") is offered only a small connecting word, never a value of a field (u30h Z2).
    if (guess && (!ENGLISH_NEAR_VALUES.has(w) || GUESSABLE_SMALL_WORDS.includes(guess))) fixes.set(w, guess);
  }
  if (fixes.size === 0) return first;
  // "did we lose" corrected to "lost" would read "did we lost": the past form drops the "did" ("what
  // deals we lost"), so the suggestion stays grammatical (issue 28, u28u Z-2).
  // s51 F7 (u33e): "did Harbor lose" drops the "did" as "did we lose" does ("which deals Harbor lost").
  const corrected = q
    .replace(/[\p{L}][\p{L}'’-]*/gu, (w) => fixes.get(w) ?? w)
    .replace(/\b(?:did|do|does)\s+(we|i|you|they|he|she|(?!the\b|any\b|all\b)[\p{L}]+)\s+(lost|won)\b/gu, '$1 $2');
  const second = parseOnce(corrected, today, options);
  const hints = [...fixes].map(([w, g]) => `“${w}” (did you mean “${properCase(g)}”?)`).join(' and ');
  // s51 F7: the corrected question keeps the reader's capitals, and a name guessed is written as the sample writes it
  // ("deals in Germany", never "deals in germany").
  const shown = readersCasing(corrected, question).replace(/\p{L}+/gu, (w) => ([...fixes.values()].includes(w) ? properCase(w) : w));
  // A mistyped "except" or "over" negates or compares: the reading without it is another question
  // ("leads from germany exept junk" read as "status is Junk Lead"), so it is never shown as
  // understood so far (issue 28, u28x Z-2).
  const meaningTypo = [...fixes.values()].some((g) => MEANING_WORDS.test(g));
  if (!second.ok) {
    if (!first.unknown) return {...first, error: `I did not understand ${hints}, so no records are shown. ${first.error}`};
    if (meaningTypo && !first.ok) return {...first, partial: undefined};
    // s51 F3: a word with a guess stands for a word the demo reads, so it is never offered for dropping either.
    const guessed = [...fixes].filter(([w]) => first.unknown?.some((u) => u.split(/\s+/).some((x) => x.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '') === w)));
    if (!guessed.length || first.keepsMeaning === false) return first;
    const looks = guessed.map(([w, g]) => `“${w}” looks like “${properCase(g)}”`).join(' and ');
    return {...first, error: first.error.replace(/,? or run the query without (?:it|them)\.$/, `. ${looks[0].toUpperCase()}${looks.slice(1)}, so running without ${first.unknown.length === 1 ? 'it' : 'them'} is not offered.`), keepsMeaning: false};
  }
  return {
    ok: false,
    error: `I did not understand ${hints}, so no records are shown. Ask “${shown}” to read it that way, or rephrase it.`,
    unknown: first.unknown,
    ...(meaningTypo ? {} : {partial: first.partial}),
    suggestion: shown,
    // s51 F3 (u33e): a misspelt word the demo reads ("Irelnd", "frm") stands for that word: running without it drops a
    // value or condition the reader asked for, so only the corrected question is offered.
    keepsMeaning: false,
  };
}

/**
 * u30h Z2: English words one edit from a value the demo reads (a stage, status, source or industry word), and the owner
 * words, which the demo names as unsupported: such a word is what the reader wrote, so a "did you mean" never turns it
 * into that value ("which deals does nobody own" was offered as "nobody won"). Only the small connecting words
 * (GUESSABLE_SMALL_WORDS) may still be offered for them ("form" as "from"). Lower case.
 */
const ENGLISH_NEAR_VALUES = new Set(
  (
    'own owns owned owner owners owning ownership now one ones ton son wow woo lot lots cost costs host post posts lust loft list lists ' +
    'oven ovens omen pen wed snow slow shop shot shoe shows grade trace traded bunk hunk sunk punk called caller closet ' +
    'partners parties opened opens ' +
    // "sorted by amount then closing date": "then" is no typo of "than" (u30s F7).
    'then'
  ).split(' '),
);
/** u30h Z10: small words a typo of which gets a guess ("form", "frm" → "from"; "wiht", "wtih" → "with"). */
const GUESSABLE_SMALL_WORDS = ['from', 'with'];

/** A did-you-mean for a slip in a name (u30h Z10), or null: only guesses among the sample's own names, and only a full reading. */
function nameTypo(question: string, first: ParseResult & {ok: false}, today: string, options: ParseOptions): ParseResult | null {
  const names = vocabularyOfRecords();
  const fixes = new Map<string, string>();
  for (const word of (first.name ?? '').toLowerCase().split(/\s+/)) {
    const w = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!w || names.includes(w) || w.length < 4) continue;
    const guess = names.map((n) => [n, editDistance(w, n)] as const).filter(([, d]) => d === 1).map(([n]) => n)[0];
    if (guess) fixes.set(w, guess);
  }
  if (!fixes.size) return null;
  const corrected = question.replace(/[\p{L}][\p{L}'’-]*/gu, (w) => {
    const fix = fixes.get(w.toLowerCase());
    return !fix ? w : /^\p{Lu}/u.test(w) ? `${fix[0].toUpperCase()}${fix.slice(1)}` : fix;
  });
  const second = parseOnce(corrected, today, options);
  if (!second.ok || second.ignored.length) return null;
  const hints = [...fixes].map(([w, g]) => `“${w}” (did you mean “${properCase(g)}”?)`).join(' and ');
  return {...first, error: `I did not understand ${hints}, so no records are shown. Ask “${corrected}” to read it that way, or rephrase it.`, suggestion: corrected};
}

/** The country and industry words the demo reads, one word at a time ("german", "tech", "states"). */
// The units of a span ("the last 2 months") and "trade shows" are read as written: never a typo of the singular (u30h Z13, Z9).
const KNOWN_WORDS = new Set([...[...Object.values(COUNTRY_WORDS), ...Object.values(INDUSTRY_WORDS)].flat().flatMap((w) => w.split(' ')), 'days', 'weeks', 'months', 'quarters', 'years', 'shows']);

/** Place, industry and account words of the sample records, for "did you mean". */
function vocabularyOfRecords(): string[] {
  const words = [
    ...distinct('Accounts', 'Billing_City'),
    ...distinct('Accounts', 'Billing_Country'),
    ...distinct('Leads', 'City'),
    ...distinct('Leads', 'Country'),
    ...distinct('Accounts', 'Industry'),
    ...distinct('Deals', 'Account_Name').map((n) => n.replace(/\s*\(Sample\)$/, '')),
  ];
  return [...new Set(words.flatMap((n) => n.toLowerCase().split(/\s+/)).filter((w) => w.length >= 3))];
}

/** s51 F7: a name of the sample (city, country, account, lead, company) as the sample writes it, by its lower-case word. */
let NAME_CASE: Map<string, string> | null = null;
function properCase(word: string): string {
  if (!NAME_CASE) {
    NAME_CASE = new Map();
    const names = [
      ...distinct('Accounts', 'Billing_City'),
      ...distinct('Accounts', 'Billing_Country'),
      ...distinct('Leads', 'City'),
      ...distinct('Leads', 'Country'),
      ...distinct('Deals', 'Account_Name').map((n) => n.replace(/\s*\(Sample\)$/, '')),
      ...distinct('Leads', 'Company'),
      ...distinct('Leads', 'First_Name'),
      ...distinct('Leads', 'Last_Name'),
    ];
    for (const w of names.flatMap((n) => n.split(/\s+/))) if (/^\p{Lu}/u.test(w)) NAME_CASE.set(w.toLowerCase(), w);
  }
  return NAME_CASE.get(word) ?? word;
}

/** Words that start many place names ("New York", "North America", "San Jose"): next to a word not understood, a name. */
const NAME_START = /^(?:new|north|south|east|west|northern|southern|eastern|western|central|upper|lower|greater|san|santa|saint|st|fort|port|mount|cape)$/;

/**
 * A name made of a value word and a word not understood right next to it, as the reader wrote it
 * ("New Zealand", "North America"), or null. The word not understood joins the value when it is
 * capitalized inside the question or when one of the two is a word that starts place names; a
 * leftover whose nearest guess negates or compares ("exept") stays a typo, and a number is no name.
 */
function nameAroundValue(question: string, q: string, atoms: readonly Atom[], read: Reading): string | null {
  const trace = traced(question);
  const typed = (from: number, to: number) => question.slice(...trace.origin(from, to));
  const capital = (from: number, to: number) => from > 0 && /^\p{Lu}/u.test(typed(from, to));
  for (const atom of atoms) {
    if (atom.numeric || /\d/.test(atom.text)) continue;
    const valueFrom = atom.to - (/[\p{L}'’-]+$/u.exec(q.slice(atom.from, atom.to))?.[0].length ?? 0);
    const lastWord = q.slice(valueFrom, atom.to);
    const after = read.unknownNextTo(atom.to, 'after');
    if (after && !MEANING_WORDS.test(after)) {
      const from = q.indexOf(after, atom.to);
      const guess = suggest(after);
      if ((capital(from, from + after.length) || NAME_START.test(lastWord)) && !(guess && MEANING_WORDS.test(guess))) return typed(valueFrom, from + after.length);
    }
    const firstWord = /^(?:(?:in|from|at|the)\s+)*([\p{L}'’-]+)/u.exec(q.slice(atom.from, atom.to));
    const before = read.unknownNextTo(atom.from, 'before');
    if (before && firstWord && !MEANING_WORDS.test(before)) {
      const from = q.lastIndexOf(before, atom.from);
      const guess = suggest(before);
      // "North America": the value's own introduction ("in", "from") must not stand between them.
      if (firstWord[0] === firstWord[1] && (capital(from, from + before.length) || NAME_START.test(before)) && !(guess && MEANING_WORDS.test(guess))) {
        return typed(from, atom.from + firstWord[1].length);
      }
    }
  }
  return null;
}

/**
 * u31a F4, F7: a number no record can have or the demo cannot compare exactly, named: a probability over 100% ("deals over
 * 150%", "over 50k%") was run as asked and found nothing with no word why, and a number past 2^53 was written into the
 * COQL query in scientific notation (1e+22), which is no COQL number. Null when every value is fine.
 */
function outOfRange(field: string, values: readonly number[], phrase: string): string | null {
  if (values.some((v) => v > Number.MAX_SAFE_INTEGER)) return `I did not understand “${phrase}”: the number is too large to compare exactly, so no records are shown.`;
  if (field === 'Probability' && values.some((v) => v > 100)) return `I did not understand “${phrase}”: the probability is a percent from 0 to 100, so no records are shown.`;
  return null;
}

function parseOnce(question: string, today: string, options: ParseOptions): ParseResult {
  const q = normalized(question);
  if (!q) return {ok: false, error: 'Type a question first, for example "open deals over 50k closing this quarter".'};
  // Spaces around the question are no part of it (u29r F12: 14 characters and 290 spaces were refused as 304).
  const length = question.trim().length;
  if (length > MAX_QUESTION_CHARS) return {ok: false, error: `The question has ${length} characters; the limit is ${MAX_QUESTION_CHARS}. Ask one thing at a time.`};
  // Greek, Cyrillic, Chinese, Arabic …: the words the demo reads are English, so a question mostly
  // in another script gets that answer, never "Say which records you mean".
  const letters = q.match(/\p{L}/gu) ?? [];
  const latin = q.match(/\p{Script=Latin}/gu) ?? [];
  if ((letters.length && latin.length * 2 < letters.length) || inAnotherLanguage(question)) {
    return {ok: false, error: ONLY_ENGLISH, keepsMeaning: false};
  }
  // u31a F6: HTML markup ("deals won</p><h1>x</h1>") is named as markup; its tag names were listed as words not understood.
  const markup = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i.exec(question);
  if (markup) {
    return {ok: false, error: `I did not understand “${markup[0]}”: it is HTML markup, and the demo reads plain words, so no records are shown. Ask without the markup.`, keepsMeaning: false};
  }
  const read = new Reading(q);
  // A bare small number asked back ("deals over 50"): the question with the unit the data suggests, offered (u30h Z7).
  let askedBack: string | undefined;
  const unitWordAfter = (at: number) => {
    const next = /^\s*([\p{L}]+)/u.exec(q.slice(at))?.[1];
    return Boolean(next && !FILLER.has(next) && !VOCABULARY.includes(next));
  };
  const trace = traced(question);
  const withUnit = (ats: readonly number[], unit: string) => {
    let text = question;
    for (const at of [...ats].sort((a, b) => b - a)) {
      const end = trace.origin(at - 1, at)[1];
      // A number in words ("over fifty") takes the unit as a word: "fifty thousand", never "fiftyk".
      const written = /\d$/.test(text.slice(0, end)) ? unit : unit === 'k' ? ' thousand' : ' million';
      text = `${text.slice(0, end)}${written}${text.slice(end)}`;
    }
    return text.trim();
  };
  // The year chosen for each date written without one, said with the reading (u29z F4).
  const assumed = new Set<string>();
  const pastReason = 'the last one, as won and lost deals have closed';
  // "Since" runs from then up to today (u29z F8: "closing since October" listed deals closing in 2027); a start
  // after today keeps the open-ended reading, since there is no "up to today" after it.
  const sinceRange = (first: string, shown: string) => (n: boolean): Filter =>
    first > today
      ? {field: 'Closing_Date', op: n ? '<' : '>=', value: first, label: n ? `closing before ${first}${shown ? ` (before ${shown})` : ''}` : `closing on or after ${first}${shown ? ` (since ${shown})` : ''}`}
      : {field: 'Closing_Date', op: n ? 'not between' : 'between', value: [first, today], label: `closing date ${n ? 'not ' : ''}from ${first} to ${today} (since ${shown || first}, up to today)`};
  const assume = (words: string, shown: string, reason = 'the one nearest today') => assumed.add(`No year given: “${words.trim()}” is read as ${shown} (${reason}); write the year to ask for another.`);
  const modules: Array<[Module, RegExp]> = [
    ['Deals', /\b(deals?|opportunit(?:y|ies)|pipeline)\b/],
    ['Leads', /\bleads?\b|\bprospects?\b/],
    ['Accounts', ACCOUNT_NOUNS],
  ];
  const named = modules.find(([, re]) => re.test(q));
  if (!named) return {ok: false, error: 'Say which records you mean: deals, leads or accounts (for example "deals won this month").'};
  const module = named[0];
  const write = /^(?:delete|remove|erase|drop|update|change|edit|modify|create|add|insert|merge|convert|assign|reassign|send|e-?mail)\b/.exec(q);
  if (write) return {ok: false, error: `This demo only reads records, so it cannot ${write[0]} anything and nothing is run. Ask which records you mean, for example “junk leads”, and the query that reads them is shown.`};
  // u31a F12: "about to close" gives no date, and a "yet to …" or "still to …" not read above says what has not happened in
  // words the demo does not read ("deals yet to be signed"): named, never dropped, which listed every record.
  const notYet = YET_TO.exec(q);
  if (notYet) {
    const about = /^about\b/.test(notYet[0]);
    return {
      ok: false,
      error: about
        ? `I did not understand “${notYet[0]}”: it gives no date, so no records are shown. Ask for example “open deals closing in the next 30 days” or “deals closing soonest”.`
        : `I did not understand “${notYet[0]}”: the demo reads what has not happened yet only for contacting leads (“leads yet to be contacted”) and for winning or closing deals (“deals yet to close”), so no records are shown.`,
      unknown: [notYet[0]],
      keepsMeaning: false,
    };
  }
  // "deals created on 2026-03-02", "leads added this month", "accounts from last week": the sample deals'
  // only date is the closing date, and leads and accounts have none, so such a date is named, never dropped (s40z).
  const period = String.raw`(?:(?:the\s+)?(?:this|last|next|past|previous|coming)\s+(?:\d{1,3}\s+)?(?:days?|weeks?|months?|quarters?|years?)\b|\b(?:today|tomorrow|yesterday)\b|${DAY_DATE})`;
  const created = new RegExp(String.raw`\b(?:created|added|entered|registered|modified|updated|edited|imported)\s+(?:(?:on|in|before|after|since|during|by|within|until)\s+)?(?:${period}|(?:${MONTH_NAMES})(?:\s+\d{4})?\b|q[1-4]\b|20\d\d\b)`, 'u').exec(q);
  if (created) {
    const what = module === 'Deals' ? 'no creation date or date of change; their only date is the closing date' : 'no date at all';
    return {ok: false, error: `I did not understand “${created[0]}”: the sample ${module.toLowerCase()} have ${what}, so no records are shown.`, keepsMeaning: false};
  }
  const dated = module === 'Deals' ? null : new RegExp(String.raw`(?:\b(?:on|in|before|after|since|during|by|within|until|from|for)\s+)?${period}`, 'u').exec(q);
  if (dated) return {ok: false, error: `I did not understand “${dated[0]}”: the sample ${module.toLowerCase()} have no date, so no records are shown. Ask about deals for closing dates.`, keepsMeaning: false};
  // "accounts with more than 2 deals" counts related records: no field of the record holds that number.
  const counted = new RegExp(String.raw`(?:\b(?:over|above|more than|fewer than|less than|under|below|at least|at most|no more than|exactly)\s+)?\b\d+(?:\s*\+|\s+(?:or|and)\s+(?:more|fewer|less|over|up))?\s+(?:${RECORD_NOUNS})\b`).exec(q);
  if (counted && new RegExp(String.raw`\b(?:${RECORD_NOUNS})\b`).test(q.slice(0, counted.index))) {
    return {ok: false, error: `I did not understand “${counted[0]}”: the demo filters records by their own fields and cannot count related records, so no records are shown.`};
  }
  // "accounts with no deals in Germany", "leads without accounts": records of another module named
  // after "with", "without", "no" or "having" ask about related records, never switch the module.
  const related = new RegExp(String.raw`\b(?:${RECORD_NOUNS})\s+(?:(?:that|which|who)\s+)?(?:with|without|having|have|has|had)\b(?:\s+(?:no|any|some|zero|open|won|lost|closed|active))*\s+(?:${RECORD_NOUNS.replace('contacts?', 'contacts')})\b`).exec(q);
  if (related) {
    return {ok: false, error: `I did not understand “${related[0]}”: the demo filters records by their own fields and cannot answer questions about related records, so no records are shown.`, keepsMeaning: false};
  }
  const atoms: Atom[] = [];
  const add = (found: Taken, atom: Omit<Atom, 'negated' | 'explicit' | 'from' | 'to' | 'order' | 'text'>) =>
    atoms.push({...atom, negated: found.negated, explicit: found.negated, from: found.from, to: found.to, order: atoms.length, text: q.slice(found.from, found.to).trim()});
  const addSet = (found: Taken, field: string, values: Value[], what: string, flip = false) =>
    add(found, {field, set: {values, what, flip}, make: (n) => choice(field, values, n !== flip, what)});
  // Names: "deals called Fleet tracking rollout", "the account named Granite Tools", "deals for the account
  // named Bluefin", "leads called Ava", "deals whose name contains analytics", "deals with renewal in the
  // name". The name runs to the end or to a word that starts another condition; it is matched as COQL's
  // "like '%…%'" (Zoho lists like and not like for text fields: Kaizen #80, COQL API Part I,
  // https://help.zoho.com/portal/en/community/topic/kaizen-80-coql-api-part-i). Read before the record
  // nouns, so "account named …" inside a deal question is the account's name (issue 28, s40z).
  // "Priya's leads", "Jonas's deals": a person's name with a possessive before the records asks whose records they
  // are, an owner question, never the lead of that name (issue 28, u29z F6). An account's possessive ("Bluefin's deals") stays.
  const people = new Set(LEADS.flatMap((l) => [l.First_Name, l.Last_Name]).map((n) => n.toLowerCase()));
  const whose = new RegExp(String.raw`\b(\p{L}+)['’]s\s+(?:\p{L}+\s+)?(?:${RECORD_NOUNS})\b`, 'u').exec(question.toLowerCase());
  if (whose && people.has(whose[1])) {
    const said = question.slice(whose.index, whose.index + whose[0].length);
    const name = question.slice(whose.index, whose.index + whose[1].length);
    return {ok: false, error: `I did not understand “${said}”: the sample records have no owner, so questions about whose records they are cannot be answered here, and no records are shown. For the lead of that name, ask “leads called ${name}”.`, keepsMeaning: false};
  }
  const leadWords = new Set([...LEADS.flatMap((l) => [l.First_Name, l.Last_Name, l.Company.replace(/\s*\(Sample\)$/, '')]).flatMap((n) => n.toLowerCase().split(/\s+/))]);
  const nameRe = new RegExp(
    String.raw`(?:\b(?<owner>account|company|customer|client|firm|deal|lead|opportunity)(?:['’]s)?\s+)?(?:\b(?:called|named|titled)\s+|\b(?:whose|with\s+(?:a|the)|where\s+the)\s+(?:(?:deal|account|company|lead)\s+)?(?:names?|titles?)\s+(?:contains?|containing|includes?|including|has|is|are|starts?\s+with|with)\s+|\bwith\s+(?=${NAME_TEXT}\s+in\s+(?:the|its|their)\s+(?:names?|titles?)\b))(?:["“'‘](?<quoted>[^"”'’]+)["”'’]|(?<name>${NAME_TEXT}))(?:\s+in\s+(?:the|its|their)\s+(?:names?|titles?)\b)?`,
    'u',
  );
  // "Leads called An", "leads called The": a word after "called" that is also an article is a name no lead holds, never
  // dropped as filler, which left "called" as the status Contacted (u29z F14).
  const article = module === 'Leads' ? /\bcalled\s+(?:an?|the)(?=\s*$|\s*[,.?!]|\s+(?:in|from|at|with|and|or|but|that|who|which|whose|except|not|over|under|sorted|ordered|by)\b)/.exec(read.remaining) : null;
  if (article) {
    return {ok: false, error: `I did not understand “${article[0]}”: no sample lead has that name, so no records are shown. For the leads someone has called, ask “contacted leads”.`, unknown: [article[0]], keepsMeaning: false};
  }
  let named0: Taken | null;
  // For leads "called" is also the status Contacted ("leads nobody has called yet"): it names a lead only before a name the sample holds.
  const isName = (m: RegExpExecArray) =>
    Boolean(m.groups?.owner) ||
    !(module === 'Leads' && !m.groups?.quoted && /^called\b/.test(m[0].replace(/^\S+\s+(?=called)/, '')) && !leadWords.has((m.groups?.name ?? '').split(/\s+/)[0]));
  let peek: RegExpExecArray | null;
  while ((peek = nameRe.exec(read.remaining)) && isName(peek) && (named0 = read.take(nameRe))) {
    const g = named0.match.groups ?? {};
    const text = (g.quoted ?? g.name ?? '').trim();
    // u31a F14: "%" and "_" are COQL's like wildcards (any text, any one character): a name holding them would match other
    // names, and cutting the name there offered to drop the rest of it. Refused whole, nothing offered.
    if (/[%_]/.test(text)) {
      return {ok: false, error: `I did not understand “${named0.match[0].trim()}”: “%” and “_” are wildcards in COQL's like, so a name holding them would also match other names, and no records are shown. Write the name without them.`, keepsMeaning: false};
    }
    const owner = g.owner ?? '';
    const like = (field: string, what: string, value: string) => (n: boolean): Filter => ({field, op: n ? 'not like' : 'like', value: `%${value}%`, label: `${what} ${n ? 'does not contain' : 'contains'} “${value}”`});
    let make: (n: boolean) => Condition;
    let field: string;
    if (module === 'Deals') {
      field = /account|company|customer|client|firm/.test(owner) ? 'Account_Name.Account_Name' : 'Deal_Name';
      make = like(field, field === 'Deal_Name' ? 'deal name' : 'account name', text);
    } else if (module === 'Accounts') {
      field = 'Account_Name';
      make = like(field, 'account name', text);
    } else if (/account|company|customer|client|firm/.test(owner)) {
      field = 'Company';
      make = like(field, 'company', text);
    } else {
      field = 'Name';
      const [first, ...rest] = text.split(/\s+/);
      const parts = rest.length ? [like('First_Name', 'first name', first), like('Last_Name', 'last name', rest.join(' '))] : [like('First_Name', 'first name', text), like('Last_Name', 'last name', text)];
      // One word is either name; two are the first and the last. Negated: neither, or not both.
      make = (n) => (rest.length ? (n ? {any: parts.map((p) => p(true))} : {all: parts.map((p) => p(false))}) : n ? {all: parts.map((p) => p(true))} : {any: parts.map((p) => p(false))});
    }
    add(named0, {field, set: null, make});
  }
  // "deals in active accounts", "deals from accounts that are not active", "deals whose account is active": a
  // word on the accounts inside a deal question is the account's Rating (a lookup field, as its industry is),
  // never the deal's stage; a stage word put on the accounts ("lost customers") is refused by name. Read before
  // the account nouns are taken, so the noun never vanishes (issue 28, u29z F12).
  if (module === 'Deals') {
    const accountNoun = String.raw`(?:accounts?|compan(?:y|ies)|customers?|clients?|firms?|businesses)`;
    const ratingWords = RATINGS.map(([, rating]) => RATING_WORDS[rating]).join('|');
    const onAccounts = (words: string) =>
      new RegExp(
        String.raw`\b(?<word>${words})\s+${accountNoun}\b|\b${accountNoun}\s+(?:(?:(?:that|which|who)\s+)?(?:is|are|was|were)\s+(?:(?:still|currently|now)\s+)?(?:rated\s+(?:as\s+)?)?|rated\s+(?:as\s+)?|with\s+(?:a|the|an)\s+rating\s+of\s+)(?<neg>not\s+)?(?<word2>${words})\b`,
      );
    const stage = read.remaining.match(onAccounts(String.raw`won|lost|open|closed|closing|wins?|losses|in\s+progress|ongoing`));
    if (stage) {
      return {ok: false, error: `I did not understand “${stage[0].trim()}”: won, lost, open and closed are stages of deals, and the sample accounts have none; their Rating is ${ACCOUNT_RATINGS}. No records are shown. Ask for example “deals in active accounts” or “won deals”.`, keepsMeaning: false};
    }
    let rated: Taken | null;
    while ((rated = read.take(onAccounts(ratingWords)))) {
      const word = rated.match.groups?.word ?? rated.match.groups?.word2 ?? '';
      const rating = RATINGS.find(([re]) => re.test(word))?.[1] ?? '';
      addSet({...rated, negated: rated.negated !== Boolean(rated.match.groups?.neg)}, 'Account_Name.Rating', [rating], 'account rating');
    }
  }
  // Every mention of the module is taken ("won deals … or lost deals"); deals may also name their accounts.
  while (read.take(named[1], false));
  if (module === 'Deals') while (read.take(ACCOUNT_NOUNS, false));
  // "us" the pronoun ("leads that came to us", "deals none of us won"): never the country, never a leftover.
  while (read.take(PRONOUN_US, false));

  const moneyField = module === 'Deals' ? 'Amount' : 'Annual_Revenue';
  /** Account names, whole ("Granite Tools") or by their first word ("Granite"), on the account itself or a deal's account lookup. */
  const takeAccountNames = (field: string) => {
    for (const name of distinct('Accounts', 'Account_Name')) {
      const short = name.replace(/\s*\(Sample\)$/, '').toLowerCase();
      const first = short.split(' ')[0].replace(/[^a-z0-9]/g, '');
      const found = read.take(new RegExp(`\\b${escape(short)}\\b`)) ?? (first ? read.take(new RegExp(`\\b${escape(first)}\\b`)) : null);
      if (found) addSet(found, field, [name], 'account');
    }
  };

  // Sorting words first, so that "top" and "largest" are not read as anything else. "top N" sorts
  // by the module's measure (deals by amount, leads and accounts by annual revenue), largest first,
  // then keeps N; "newest"/"oldest" N deals sort by closing date (the only date the records have).
  let sort: Sort | null = null;
  let limit: number | null = null;
  // "sorted by amount", "ordered by closing date, newest first", "by probability", "sort by name A to Z":
  // the field named after "by", in the order the words give, or the field's natural one (numbers largest
  // first, dates earliest first, names A to Z). A field the records lack is named, never dropped (s40z).
  const ordered = read.take(new RegExp(String.raw`(?:\b(?:sort(?:ed)?|order(?:ed)?|rank(?:ed)?|arrange(?:d)?)\s+(?:them\s+|it\s+|all\s+)?)?\bby\s+(?:the\s+|their\s+|its\s+)?(${SORT_FIELDS})(?![\p{L}])(?:\s*,?\s*(${SORT_DIRECTIONS})(?![\p{L}]))?`, 'u'), false);
  let explicitSort: {sort: Sort; direction: boolean} | null = null;
  if (ordered) {
    // The field's words as written: "account" in "by account name" was taken as a record noun already.
    const field = sortField(module, q.slice(ordered.from, ordered.to).replace(/^.*\bby\s+/, ''));
    if (field === 'Account_Name' && module === 'Deals') {
      return {ok: false, error: `I did not understand “${q.slice(ordered.from, ordered.to).trim()}”: the demo sorts deals by their own fields, so no records are shown. They can be sorted by ${SORTABLE[module]}.`, keepsMeaning: false};
    }
    if (typeof field !== 'string') {
      return {ok: false, error: `I did not understand “${ordered.match[0].trim()}”: the sample ${module.toLowerCase()} have no ${field.missing} to sort by, so no records are shown. They can be sorted by ${SORTABLE[module]}.`, keepsMeaning: false};
    }
    const said = ordered.match[2] ?? '';
    const natural: Sort['direction'] = field === 'Closing_Date' || /Name|Company/.test(field) ? 'asc' : 'desc';
    explicitSort = {sort: {field, direction: said ? directionOf(said) : natural}, direction: Boolean(said)};
  }
  // "by stage", "by source", "by country": grouping, which a record list cannot show.
  const grouped = read.take(/\bby\s+(?:the\s+|their\s+|its\s+)?(?:stages?|status(?:es)?|sources?|lead sources?|industry|industries|sectors?|country|countries|city|cities|regions?|owners?|reps?|accounts?|compan(?:y|ies)|months?|quarters?|weeks?|years?|ratings?)(?![\p{L}])(?![- ]end\b)/u, false);
  if (grouped) {
    return {ok: false, error: `I did not understand “${grouped.match[0].trim()}”: the demo lists records one by one and cannot group them, so no records are shown. It can filter on that field (for example “leads from trade shows”) or sort by ${SORTABLE[module]}.`, keepsMeaning: false};
  }
  const RANK = 'top|largest|biggest|highest|smallest|lowest|newest|latest|most recent|oldest|earliest';
  // u31a F3: "top -1 deals": a minus sign on a count was dropped (read as the top 1).
  const negativeCount = new RegExp(String.raw`\b(?:${RANK})\s*[-−–]\s*\d{1,3}\b`).exec(q);
  if (negativeCount) {
    return {ok: false, error: `I did not understand “${negativeCount[0]}”: a count cannot be negative, so no records are shown. Ask for the top 1 or more, or leave out the number for all of them.`, keepsMeaning: false};
  }
  const top = read.take(new RegExp(String.raw`\b(?:${RANK}) (\d{1,3})\b|\b(\d{1,3}) (?:${RANK})\b`), false);
  if (top) limit = Math.min(2000, Number(top.match[1] ?? top.match[2]));
  // "top 0 deals" asks for no record: dropping the 0 listed them all (issue 28, u29r F10).
  if (top && limit === 0) {
    return {ok: false, error: `I did not understand “${top.match[0]}”: a count of 0 asks for no records, so none are shown. Ask for the top 1 or more, or leave out the number for all of them.`, keepsMeaning: false};
  }
  let words = top ? top.match[0] : '';
  let more: Taken | null;
  // "next to close", "the next deal to close" (the noun between was taken already), "which deal closes next" (never "closing next week").
  while ((more = read.take(new RegExp(String.raw`\b(?:${RANK}|soonest|most valuable|next\s+(?:\d{1,3}\s+)?to\s+close|clos(?:e|es|ing)\s+next(?!\s+(?:week|month|quarter|year|\d)))\b`), false))) {
    words += ` ${/\bnext\b/.test(more.match[0]) ? 'next to close' : more.match[0]}`;
    // "the next 2 deals to close": the count keeps that many.
    const next = /^next\s+(\d{1,3})\b/.exec(more.match[0]);
    if (next && limit === null) limit = Number(next[1]);
  }
  if (/\b(?:smallest|lowest)\b/.test(words)) sort = {field: moneyField, direction: 'asc'};
  // "top 2 latest closing deals": "top" with a date rank word keeps that word's closing-date order (issue 28, u29r F4).
  else if (/\b(?:largest|biggest|highest|most valuable)\b/.test(words) || (/\btop\b/.test(words) && !/\b(?:newest|latest|most recent|oldest|earliest|soonest|next to close)\b/.test(words))) {
    sort = {field: moneyField, direction: 'desc'};
  }
  else if (words) {
    if (module !== 'Deals') {
      const word = /\b(?:newest|latest|most recent|oldest|earliest|soonest|next to close)\b/.exec(words)?.[0] ?? words.trim();
      return {ok: false, error: `I did not understand “${word}” for ${module.toLowerCase()}: the sample ${module.toLowerCase()} have no date to sort by, so no records are shown. Ask for the top, largest or smallest ${module.toLowerCase()} (by annual revenue) instead.`};
    }
    sort = {field: 'Closing_Date', direction: /\b(?:newest|latest|most recent)\b/.test(words) ? 'desc' : 'asc'};
  }
  // "Newest", "latest", "most recent", "oldest" and "earliest" ask when a deal was made, and the sample deals
  // have no creation date: their one date is when they close. So the words are read as closing date only when
  // the question says closing ("latest closing deals", "newest 3 deals by closing date"), and refused
  // otherwise, rather than answering with the deals that close furthest ahead (issue 28, s40z2).
  const ageWord = /\b(?:newest|latest|most recent|oldest|earliest)\b/.exec(words);
  if (module === 'Deals' && ageWord && !/\b(?:clos(?:e|es|ed|ing)|due)\b/.test(q)) {
    return {ok: false, error: `I did not understand “${ageWord[0]}” for deals: the sample deals have no creation date, so no records are shown. Try “closing soonest” or “sorted by closing date”.`};
  }
  // "newest deals first", "deals, oldest first": "first" after a rank word says the order, nothing more.
  if (words) read.take(/\b(?:ones\s+)?first\b(?!\s*\d)/, false);
  // A sort named with "by" wins over the rank word's field; the rank word still says the direction when "by" did not.
  if (explicitSort) {
    const rankDirection: Sort['direction'] | null = /\b(?:smallest|lowest|oldest|earliest|soonest)\b/.test(words) ? 'asc' : /\b(?:largest|biggest|highest|newest|latest|most recent|most valuable)\b/.test(words) ? 'desc' : null;
    sort = {...explicitSort.sort, direction: explicitSort.direction || !rankDirection ? explicitSort.sort.direction : rankDirection};
  }
  // "sorted by amount" read above; a direction said apart from it ("deals by amount, in ascending order").
  const apart = sort ? read.take(new RegExp(String.raw`(?:\bin\s+)?\b(?:${SORT_DIRECTIONS})(?:\s+order)?(?![\p{L}])`, 'u'), false) : null;
  if (apart && sort) sort = {...sort, direction: directionOf(apart.match[0])};
  // "by employees", "by probability": the field named after "by" is the one sorted on, largest first
  // unless "smallest" or "fewest" says otherwise.
  const by = read.take(/\bby (?:the )?(?:number of employees|employee count|employees|headcount|staff|size|probability)\b/, false);
  if (by) {
    const field = /probability/.test(by.match[0]) ? 'Probability' : 'Employees';
    const fits = field === 'Probability' ? module === 'Deals' : module === 'Accounts';
    if (!fits) return {ok: false, error: `I did not understand “${by.match[0]}”: the sample ${module.toLowerCase()} have no ${field === 'Probability' ? 'probability' : 'employee count'} to sort by, so no records are shown.`};
    sort = {field, direction: /\b(?:smallest|lowest|fewest|least)\b/.test(q) ? 'asc' : 'desc'};
  }
  // "first 2 deals by closing date", "3 deals closing soonest", "the 2 deals closing soonest": with an order asked
  // for, a count right before the record noun keeps that many ("first 2 deals" with no order stays refused).
  if (sort && limit === null) {
    for (const m of read.remaining.matchAll(/\b(?:first\s+)?(\d{1,3})(?=\s)/g)) {
      if (!new RegExp(String.raw`^\s+(?:${RECORD_NOUNS})\b`).test(q.slice(m.index + m[0].length))) continue;
      const count = Number(m[1]);
      if (count === 0) return {ok: false, error: `I did not understand “${m[0]}”: a count of 0 asks for no records, so none are shown. Ask for 1 or more, or leave out the number for all of them.`, keepsMeaning: false};
      if (read.take(new RegExp(String.raw`(?<=^[\s\S]{${m.index}})${escape(m[0])}`), false)) limit = count;
      break;
    }
  }
  // "the biggest deal" (one noun, no number) asks for one record.
  if (sort && limit === null && /\b(?:deal|opportunity|lead|prospect|account|company|customer)\b/.test(q) && !/\b(?:deals|opportunities|leads|prospects|accounts|companies|customers)\b/.test(q)) limit = 1;

  if (module === 'Deals') {
    let open: Taken | null;
    while ((open = read.take(/\bopen\b|\bactive\b|\bin progress\b|\bongoing\b/))) addSet(open, 'Stage', [WON, LOST], 'stage', true);
    for (const [re, stage] of STAGES) {
      let found: Taken | null;
      while ((found = read.take(re))) addSet(found, 'Stage', Array.isArray(stage) ? stage : [stage], 'stage');
    }
  }
  if (module === 'Leads') {
    // "notcontacted" is "not contacted" as a later value of an exclusion list (EXCLUDED_NOT_CONTACTED):
    // a plain status name there, so the exclusion covers it as it covers "junk" (issue 28, u28u Z-1).
    // "new" names the status too ("new leads", "except junk and new ones"), with no "not" of its own, so it lists like "junk" (issue 28, s40z).
    let listed: Taken | null;
    while ((listed = read.take(/\bnotcontacted\b|\bnew\b/))) addSet(listed, 'Lead_Status', ['Not Contacted'], 'status');
    const fresh = read.take(/\buncontacted\b/) ?? read.take(NOT_CONTACTED);
    if (fresh) {
      addSet(fresh, 'Lead_Status', ['Not Contacted'], 'status');
      // "not junk and have not been contacted": the phrase names the status Not Contacted and carries
      // its own "not", so a negation before it never carries over to it (only "nor" still does:
      // "neither junk nor uncontacted"); with "and" both hold, with "or" either.
      atoms[atoms.length - 1].explicit = true;
      atoms[atoms.length - 1].ownNot = true;
    }
    for (const [re, status] of STATUSES) {
      const found = read.take(re);
      if (found) addSet(found, 'Lead_Status', [status], 'status');
    }
    // The leads' own names, in any case ("leads except ava", "all leads but Jonas Weber"): a full
    // name is its first and last name, one name alone that field. All are values of one "name", so a
    // list of them is one list ("except Ava Brennan and Mei Tan" leaves both out).
    const nameAtom = (found: Taken, parts: Array<[string, string, string]>) =>
      add(found, {
        field: 'Name',
        set: null,
        value: true,
        make: (n) => {
          const filters: Filter[] = parts.map(([field, what, value]) => ({field, op: n ? '!=' : '=', value, label: `${what} is ${n ? 'not ' : ''}${value}`}));
          return filters.length === 1 ? filters[0] : n ? {any: filters} : {all: filters};
        },
      });
    for (const lead of recordsOf('Leads')) {
      const [first, last] = [String(lead.First_Name), String(lead.Last_Name)];
      let found: Taken | null;
      while ((found = read.take(new RegExp(String.raw`\b${escape(first.toLowerCase())}\s+${escape(last.toLowerCase())}(?![\p{L}])`, 'u')))) {
        nameAtom(found, [['First_Name', 'first name', first], ['Last_Name', 'last name', last]]);
      }
    }
    for (const [field, what] of [['First_Name', 'first name'], ['Last_Name', 'last name']] as const) {
      for (const name of distinct('Leads', field)) {
        let found: Taken | null;
        while ((found = read.take(new RegExp(String.raw`\b${escape(name.toLowerCase())}(?![\p{L}])`, 'u')))) nameAtom(found, [[field, what, name]]);
      }
    }
    // A company by its whole name or its first word ("leads from Lakeside").
    for (const name of distinct('Leads', 'Company')) {
      const plain = name.replace(/\s*\(Sample\)$/, '').toLowerCase();
      let found: Taken | null;
      while ((found = read.take(new RegExp(String.raw`\b${escape(plain)}(?![\p{L}])`, 'u')))) addSet(found, 'Company', [name], 'company');
    }
    for (const name of distinct('Leads', 'Company')) {
      const first = name.toLowerCase().split(' ')[0];
      let found: Taken | null;
      while ((found = read.take(new RegExp(String.raw`\b${escape(first)}(?![\p{L}])`, 'u')))) addSet(found, 'Company', [name], 'company');
    }
  }
  if (module !== 'Accounts') {
    for (const [re, source] of SOURCES) {
      const found = read.take(re);
      if (found) addSet(found, 'Lead_Source', [source], 'source');
    }
  }

  // Calendar days first ("closing on 15 March", "before 1 December", "between 1 December and 31 January"),
  // so that their day and year are no number bound or period of their own (issue 28, s40z).
  if (module === 'Deals') {
    const past = aboutClosedDeals(q);
    const dateOf = (text: string) => dayDate(text.trim(), today, past);
    let found: Taken | null;
    // u31a F10: two days joined by "to", "through", "until" or a dash are a span without "from" or "between" too
    // ("closing 2026-12-01 to 2027-01-31", "Dec 1 - Jan 31"); read as two exact days joined by "and" they matched no deal.
    while ((found = read.take(new RegExp(String.raw`\b(?:between|from)\s+(${DAY_DATE})\s*(?:and|to|through|thru|till|until|-|–|—)\s*(${DAY_DATE})|(?<![\p{L}\d/.-])(${DAY_DATE})\s*(?:to|through|thru|till|until|-|–|—)\s*(${DAY_DATE})`, 'u')))) {
      if (found.match[1] === undefined) found.match.splice(1, 2, found.match[3], found.match[4]);
      const [a, b] = [dateOf(found.match[1]), dateOf(found.match[2])];
      if ('error' in a) return {ok: false, error: a.error, keepsMeaning: false};
      if ('error' in b) return {ok: false, error: b.error, keepsMeaning: false};
      if (!/\d{4}/.test(found.match[1])) assume(found.match[1], a.date, past ? pastReason : undefined);
      if (!/\d{4}/.test(found.match[2])) assume(found.match[2], b.date, past ? pastReason : undefined);
      const span: [string, string] = a.date <= b.date ? [a.date, b.date] : [b.date, a.date];
      add(found, {
        field: 'Closing_Date',
        set: null,
        period: true,
        make: (n) => ({field: 'Closing_Date', op: n ? 'not between' : 'between', value: span, label: `closing date ${n ? 'not ' : ''}from ${span[0]} to ${span[1]}`}),
      });
    }
    while ((found = read.take(new RegExp(String.raw`\b(on or before|on or after|no later than|not later than|before|after|by|until|till|since)\s+(${DAY_DATE})`, 'u')))) {
      const word = found.match[1];
      // An upper bound with no year is the next such day on or after today, even for won and lost deals:
      // the last one before today ("won before 1 December" as 2025-12-01) leaves out this year's (issue 28, u29r F1).
      const upper = !/after|since/.test(word);
      // "Since 1 November": the last one up to today.
      const day = upper ? dayDate(found.match[2].trim(), today, past ? 'nearest' : false) : word === 'since' ? dayDate(found.match[2].trim(), today, true) : dateOf(found.match[2]);
      if ('error' in day) return {ok: false, error: day.error, keepsMeaning: false};
      if (!/\d{4}/.test(found.match[2])) assume(found.match[2], day.date, word === 'since' ? 'the last one up to today' : past && !upper ? pastReason : undefined);
      if (word === 'since') {
        add(found, {field: 'Closing_Date', set: null, make: sinceRange(day.date, '')});
        continue;
      }
      const op: Op = word === 'before' ? '<' : word === 'after' ? '>' : /after|since/.test(word) ? '>=' : '<=';
      const date = day.date;
      add(found, {
        field: 'Closing_Date',
        set: null,
        make: (n) => {
          const o: Op = n ? ({'<': '>=', '>': '<=', '<=': '>', '>=': '<'} as const)[op as '<' | '>' | '<=' | '>='] : op;
          const words: Record<string, string> = {'<': 'before', '>': 'after', '<=': 'on or before', '>=': 'on or after'};
          return {field: 'Closing_Date', op: o, value: date, label: `closing ${words[o]} ${date}`};
        },
      });
    }
    while ((found = read.take(new RegExp(String.raw`(?:\b(?:on|dated)\s+)?(${DAY_DATE})`, 'u')))) {
      const day = dateOf(found.match[1]);
      if ('error' in day) return {ok: false, error: day.error, keepsMeaning: false};
      if (!/\d{4}/.test(found.match[1])) assume(found.match[1], day.date, past ? pastReason : undefined);
      const date = day.date;
      // A day is a period of one day: two joined by "and" mean either one, as two months do (u31a F10).
      add(found, {field: 'Closing_Date', set: null, value: true, period: true, make: (n) => ({field: 'Closing_Date', op: n ? '!=' : '=', value: date, label: `closing date ${n ? 'not ' : ''}on ${date}`})});
    }
  }

  // Day counts first ("closing in the next 30 days"), so that their number is no bound of its own.
  if (module === 'Deals') {
    let span: Taken | null;
    while ((span = read.take(/\b(?:(?:in|within|during|over)\s+)?(?:the\s+)?(next|coming|last|past|previous)\s+(\d{1,3})\s+(days?|weeks?|months?)\b|\bwithin\s+(\d{1,3})\s+(days?|weeks?|months?)\b/))) {
      const m = span.match;
      const count = Number(m[2] ?? m[4]);
      const unit = (m[3] ?? m[5]).replace(/s$/, '');
      const back = m[1] === 'last' || m[1] === 'past' || m[1] === 'previous';
      const range: [string, string] = back ? [shiftDate(today, unit, -count), today] : [today, shiftDate(today, unit, count)];
      const label = `${back ? 'the last' : 'the next'} ${count} ${unit}${count === 1 ? '' : 's'}`;
      add(span, {
        field: 'Closing_Date',
        set: null,
        period: true,
        make: (n) => ({field: 'Closing_Date', op: n ? 'not between' : 'between', value: range, label: `closing date ${n ? 'not ' : ''}in ${label} (${range[0]} to ${range[1]})`}),
      });
    }
  }

  // Number bounds: each goes to the field its noun names, before the comparison ("employees over
  // 300", "revenue of at least 20m") or after the number ("more than 300 employees", "20m in
  // revenue"); without a noun to the module's money field, or for accounts, which count employees
  // too, only when the number is money ("over 20m", "€500k"). A bound whose noun names no field of
  // the module is refused, never put on another field.
  const bound = (found: Taken, op: Exclude<Op, 'in' | 'not in' | 'between' | 'not between' | 'like' | 'not like'>, text: string, pre?: string, post?: string, inlineNot?: string): string | null => {
    const number = readNumber(text);
    const phrase = q.slice(found.from, found.to).trim();
    let noun = pre ?? post;
    // "probability over 50 and under 80", "more than 100 employees but fewer than 400": a bare number
    // right after a bound with a noun is on that noun's field, never on the module's default one.
    const elided = !noun && !number.unit && !number.money && !number.percent ? ELIDED_NOUN.exec(q.slice(0, found.from)) : null;
    if (elided?.groups) {
      noun = elided.groups.pre ?? elided.groups.post;
      const before = readNumber(elided.groups.num ?? elided.groups.num2 ?? '');
      if (before.unit) return `I did not understand “${phrase}”: the number before it has a unit (“${(elided.groups.num ?? elided.groups.num2 ?? '').trim()}”) and this one has none, so no records are shown. Write the unit for both, for example “over 5m and under 20m”.`;
    }
    const target = numericField(module, noun, undefined, number, phrase, q);
    if (typeof target === 'string') return target;
    // u30s F3: a fraction with no "%" on the probability, a percent from 0 to 100 ("probability under 0.5"), may be
    // written as a share of 1 (50%) or mean that percent (0.5%); read as 0.5% it listed the deals at 0%. Asked back.
    if (target.field === 'Probability' && !number.percent && number.value > 0 && number.value < 1) {
      const share = `${Math.round(number.value * 10_000) / 100}%`;
      return `I did not understand “${phrase}”: the probability is a percent from 0 to 100, so ${number.value} may mean ${share} or ${number.value}%, and no records are shown. Write “${share}” or “${number.value}%” to ask.`;
    }
    const impossible = outOfRange(target.field, [number.value], phrase);
    if (impossible) return impossible;
    // A word not understood right after the number may be its unit ("over 50 grand", "50 days old"): that refusal stands.
    const scale = unitWordAfter(found.to) ? null : bareScale(module, target, number, text, phrase);
    if (scale) {
      if (scale.unit) askedBack = withUnit([q.lastIndexOf(text.trim(), found.to) + text.trim().length], scale.unit);
      return scale.error;
    }
    const negated = Boolean(inlineNot);
    add({...found, negated: found.negated !== negated}, {
      field: target.field,
      set: null,
      numeric: true,
      // An exact value lists like a set: "worth 85k or 95k" is either, "not worth 85k or 95k" neither.
      value: op === '=',
      make: (n) => {
        // "not over 50k" is "at most 50k"; "not under 50k" is "at least 50k".
        const o: Op = n ? ({'>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '!=', '!=': '='} as const)[op] : op;
        return {field: target.field, op: o, value: number.value, label: `${target.label} ${COMPARISON_WORDS[o]} ${target.show(number.value)}`};
      },
    });
    return null;
  };
  // s51 F7: a range written larger first ("between 20k and 10k") is read smaller first, and a note says so.
  const rangeNotes: string[] = [];
  let between: Taken | null;
  while ((between = read.take(new RegExp(String.raw`${NUMBER_NOUN_BEFORE}(?:\b(?:between\s+(?<lo>${NUMBER})\s+and|from\s+(?<lo2>${NUMBER})\s+(?:up\s+)?to)\s+|(?<![\d.,\-–—/])(?<lo3>${NUMBER})\s*(?:to|-|–|—)\s*)(?<hi>${NUMBER})(?!\s*[-–—/]\s*\d)${NUMBER_NOUN_AFTER}`, 'u')))) {
    const g = between.match.groups ?? {};
    const loText = g.lo ?? g.lo2 ?? g.lo3 ?? '';
    const [lo0, hi] = [readNumber(loText), readNumber(g.hi ?? '')];
    // "10 to 30 million", "10–30M", "50k-100k": a range without "between" or "from" is read only when
    // a unit, a currency or a field's noun says it is a number bound (never "2026-12" of a date).
    if (g.lo3 !== undefined && !(g.pre || g.post || lo0.unit || hi.unit || lo0.money || hi.money || hi.percent)) {
      return {ok: false, error: `I did not understand “${between.match[0].trim()}”: say what the range is on, for example “revenue of 10 to 30 million” or “amount 50k to 100k”, so no records are shown.`, keepsMeaning: false};
    }
    // "between 50 and 100k" is 50k to 100k: a unit written once covers both numbers when that keeps them in order.
    const lo = !lo0.unit && hi.unit && lo0.value * hi.multiplier <= hi.value ? {...lo0, value: lo0.value * hi.multiplier} : lo0;
    // s51 F7 (u33e): "between 20 and 10 thousand": with the unit carried the range runs backwards, without it 20 is far
    // below the rest of the range; which one is meant cannot be told, so it is asked back, never read as 20 to 10,000.
    if (!lo0.unit && hi.unit && hi.multiplier > 1 && lo0.value * hi.multiplier > hi.value && lo0.value < hi.value) {
      const said = between.match[0].trim();
      const unit = hi.multiplier === 1_000 ? 'k' : hi.multiplier === 1_000_000 ? ' million' : ' billion';
      return {
        ok: false,
        error: `I could not tell what “${said}” means: written with the unit on both numbers it runs from the larger to the smaller, and read as written the first number is ${lo0.value} alone, so no records are shown. Write the unit on both numbers, smaller first, for example “between ${hi.value / hi.multiplier}${unit} and ${lo0.value}${unit}”.`,
        keepsMeaning: false,
      };
    }
    const target = numericField(module, g.pre, g.post, {...hi, money: lo.money || hi.money, percent: lo.percent || hi.percent}, between.match[0].trim(), q);
    if (typeof target === 'string') return {ok: false, error: target};
    const impossible = outOfRange(target.field, [lo.value, hi.value], between.match[0].trim());
    if (impossible) return {ok: false, error: impossible, keepsMeaning: false};
    // "between 20 and 80" on amounts of 18,000 and more: asked back, with the unit on the second number, which the rule
    // above carries to the first ("between 20 and 80k" is 20k to 80k; u30h Z7).
    const scale = lo.unit || unitWordAfter(between.to) ? null : bareScale(module, target, {...hi, value: Math.max(lo.value, hi.value)}, `${loText} ${g.hi ?? ''}`, between.match[0].trim(), Math.min(lo.value, hi.value));
    if (scale) {
      const [loWritten, hiWritten] = [loText.trim(), (g.hi ?? '').trim()];
      const hiEnd = q.lastIndexOf(hiWritten, between.to) + hiWritten.length;
      const loEnd = q.lastIndexOf(loWritten, hiEnd - hiWritten.length - 1) + loWritten.length;
      const sugg = scale.unit ? withUnit([loEnd, hiEnd], scale.unit) : undefined;
      return {ok: false, error: scale.error, keepsMeaning: false, ...(sugg ? {suggestion: sugg} : {})};
    }
    const [a, b] = [Math.min(lo.value, hi.value), Math.max(lo.value, hi.value)];
    if (lo.value > hi.value) rangeNotes.push(`“${between.match[0].trim()}” names the larger number first; it is read as ${target.show(a)} to ${target.show(b)}.`);
    add(
      {...between, negated: between.negated !== Boolean(g.not)},
      {
        field: target.field,
        set: null,
        numeric: true,
        make: (n) => ({field: target.field, op: n ? 'not between' : 'between', value: [a, b], label: `${target.label} ${n ? 'not ' : ''}between ${target.show(a)} and ${target.show(b)}`}),
      },
    );
  }
  // "about 85k", "around €50,000", "roughly 20m": an approximate amount has no bound to read, so it is named, never read as exact.
  const rough = new RegExp(String.raw`\b(?:about|around|roughly|approximately|approx\.?|circa|nearly|almost|close to|some)\s+(?=${STRONG_NUMBER})${NUMBER}`, 'u').exec(read.remaining);
  if (rough) {
    return {ok: false, error: `I did not understand “${rough[0].trim()}”: the demo reads exact amounts, ranges and bounds, never approximate ones, so no records are shown. Write a range, for example “between 80k and 90k”.`, keepsMeaning: false};
  }
  for (const [re, kind] of [
    [String.raw`${NUMBER_NOUN_BEFORE}(?:\b(?:over|above|more than|greater than|bigger than|larger than|higher than|exceeding|in excess of)|>(?!=))\s*(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '>'],
    [String.raw`${NUMBER_NOUN_BEFORE}(?:\b(?:at least|no less than|no fewer than|minimum(?: of)?)|>=|≥)\s*(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '>='],
    [String.raw`${NUMBER_NOUN_BEFORE}(?:\b(?:under|below|less than|fewer than|smaller than|lower than)|<(?!=))\s*(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '<'],
    [String.raw`${NUMBER_NOUN_BEFORE}(?:\b(?:at most|no more than|up to|maximum(?: of)?)|<=|≤)\s*(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '<='],
    // "500 or more employees", "200+ employees", "100k or less".
    [String.raw`${NUMBER_NOUN_BEFORE}(?<![\d.,])(?<num>${NUMBER})(?:\s*\+|\s+(?:or|and)\s+(?:more|over|above|higher|greater|larger|up))${NUMBER_NOUN_AFTER}`, '>='],
    [String.raw`${NUMBER_NOUN_BEFORE}(?<![\d.,])(?<num>${NUMBER})\s+(?:or|and)\s+(?:less|fewer|under|below|lower|smaller)${NUMBER_NOUN_AFTER}`, '<='],
    // Exact values: "worth 85k", "of exactly €12,500", "valued at 240k", "amount of 85k", "probability of 80%",
    // "at 80%", "deals of 85,000" (after a bare "of", "at" or "for" only a number that says it is money, a
    // percentage or a grouped amount: "85k", "€12,500", "85,000", "80%"), "with exactly 140 employees" (issue 28, s40z).
    [String.raw`${NUMBER_NOUN_BEFORE}(?:\b(?:(?:worth|valued at|priced at|of|for|at|is|equal to|equals|totall?ing)\s+)?(?:exactly|precisely)|\b(?:worth|valued at|priced at|equal to|equals|totall?ing)|=)\s*(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '='],
    [String.raw`\b(?<pre>${NUMBER_NOUNS})\s+(?:(?:is|are|was|were|of|at|that is|which is|equal to)\s+)?(?<not>not\s+)?(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '='],
    [String.raw`\b(?:of|at|for|with)\s+(?:an?\s+)?(?=${STRONG_NUMBER})(?<num>${NUMBER})${NUMBER_NOUN_AFTER}`, '='],
    // "accounts with 280 employees": a plain number with its noun after "with" or "having" is that exact value (u29r: it was refused).
    [String.raw`\b(?:with|having|employing)\s+(?<num>${NUMBER})\s+(?:in\s+|of\s+)?(?<post>${NUMBER_NOUNS})\b`, '='],
  ] as const) {
    let found: Taken | null;
    while ((found = read.take(new RegExp(re, 'u')))) {
      const g = found.match.groups ?? {};
      const error = bound(found, kind, g.num ?? '', g.pre, g.post, g.not);
      if (error) return {ok: false, error, ...(askedBack ? {suggestion: askedBack, keepsMeaning: false} : {})};
    }
  }
  // "worth 85k or 95k": a money value right after an exact one and "or" is another exact value of the same kind.
  for (let i = 0; i < atoms.length; i++) {
    const atom = atoms[i];
    if (!atom.numeric || !atom.value) continue;
    const next = read.take(new RegExp(String.raw`(?<=^[\s\S]{${atom.to}})\s*(?:,\s*)?(?:or|nor)\s+(?:exactly\s+)?(?=${STRONG_NUMBER})(?<num>${NUMBER})`, 'u'), false);
    if (next) {
      const num = next.match.groups?.num ?? '';
      const error = bound({...next, from: next.to - num.length}, '=', num);
      if (error) return {ok: false, error, ...(askedBack ? {suggestion: askedBack, keepsMeaning: false} : {})};
    }
  }
  // Revenue is the money field of leads and accounts ("top 3 accounts by revenue").
  if (module !== 'Deals') while (read.take(/\b(?:annual )?(?:revenue|turnover)\b/, false));

  if (module === 'Deals') {
    const [y, mo, d] = today.split('-').map(Number);
    // Won and lost deals closed in the past: "won in October" is the last October, not the next one.
    const past = aboutClosedDeals(q);
    const day = (offset: number) => new Date(Date.UTC(y, mo - 1, d + offset)).toISOString().slice(0, 10);
    const quarterNow = Math.floor((mo - 1) / 3) + 1;
    // A month or quarter with no year: the one nearest today, or the last one for won and lost deals (u29z F4).
    const nearestMonth = (month: number) => nearestYear((yy) => yy * 12 + month, y * 12 + mo, y);
    const nearestQuarter = (qn: number) => nearestYear((yy) => yy * 4 + qn, y * 4 + quarterNow, y);
    const quarterYear = (qn: number) => (past ? (qn > quarterNow ? y - 1 : y) : nearestQuarter(qn));
    const weekday = (new Date(Date.UTC(y, mo - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
    const shift = (m: RegExpExecArray, i: number) => (m[i] === 'next' ? 1 : m[i] === 'last' || m[i] === 'previous' ? -1 : 0);
    const periods: Array<[RegExp, (m: RegExpExecArray) => [[string, string], string]]> = [
      [/\btoday\b/, () => [[day(0), day(0)], 'today']],
      [/\btomorrow\b/, () => [[day(1), day(1)], 'tomorrow']],
      [/\byesterday\b/, () => [[day(-1), day(-1)], 'yesterday']],
      [
        /\b(this|next|last|previous) week\b/,
        (m) => {
          const k = shift(m, 1) * 7 - weekday;
          return [[day(k), day(k + 6)], `${m[1]} week`];
        },
      ],
      [
        /\b(this|next|last|previous) month\b/,
        (m) => {
          const t = new Date(Date.UTC(y, mo - 1 + shift(m, 1), 1));
          return [monthRange(t.getUTCFullYear(), t.getUTCMonth() + 1), `${m[1]} month`];
        },
      ],
      [
        /\b(?:q([1-4])(?:\s+(\d{4}))?|(this|next|last|previous) quarter)\b/,
        (m) => {
          const current = Math.floor((mo - 1) / 3) + 1;
          // A quarter with no year follows the rule of a month with no year: the next one from today, or the
          // last one for won and lost deals ("deals in Q1" in November 2026 is Q1 2027; issue 28, u29e Z-2).
          const index = m[1] ? (m[2] ? Number(m[2]) : quarterYear(Number(m[1]))) * 4 + Number(m[1]) - 1 : y * 4 + current - 1 + shift(m, 3);
          const [qy, qn] = [Math.floor(index / 4), (index % 4) + 1];
          if (m[1] && !m[2]) assume(`q${m[1]}`, `Q${qn} ${qy}`, past ? pastReason : undefined);
          return [[iso(qy, qn * 3 - 2, 1), iso(qy, qn * 3, lastDay(qy, qn * 3))], `Q${qn} ${qy}`];
        },
      ],
      [
        new RegExp(String.raw`\b(?:in\s+)?(${MONTHS.join('|')})(?:\s+(\d{4}))?\b`),
        (m) => {
          const month = MONTHS.indexOf(m[1]) + 1;
          const yy = m[2] ? Number(m[2]) : past ? (month > mo ? y - 1 : y) : nearestMonth(month);
          if (!m[2]) assume(m[1], `${m[1][0].toUpperCase()}${m[1].slice(1)} ${yy}`, past ? pastReason : undefined);
          return [monthRange(yy, month), `${m[1][0].toUpperCase()}${m[1].slice(1)} ${yy}`];
        },
      ],
      [
        /\b(?:(this|next|last|previous) year|(?:in\s+)?(20\d\d)(?!-\d))\b/,
        (m) => {
          const yy = m[2] ? Number(m[2]) : y + shift(m, 1);
          return [[iso(yy, 1, 1), iso(yy, 12, 31)], String(yy)];
        },
      ],
    ];
    // Exact dates first, so that their year is not read as a period of its own.
    // A bare year counts too: "before 2027" is before 2027-01-01, "after 2027" after 2027-12-31.
    const before = read.take(/\b(?:before|by)\s+(\d{4}-\d{2}-\d{2})\b|\bbefore\s+(20\d\d)\b(?!-)/);
    const after = read.take(/\bafter\s+(\d{4}-\d{2}-\d{2})\b|\bafter\s+(20\d\d)\b(?!-)/);
    // A month or quarter as a bound: "after March 2027" is after 2027-03-31, "before Q2 2027" before 2027-04-01.
    // `ahead`: an upper bound ("before Q1", "by March") looks ahead even for won and lost deals (u29r F1).
    const spanOf = (m: RegExpExecArray, i: number, ahead = false, say = true): [string, string] => {
      const back = past && !ahead;
      const reason = back ? pastReason : undefined;
      // Won and lost deals with an upper bound: the month or quarter closest to today, before or after it.
      const nearest = (n: number, now: number, per: number) => [y - 1, y, y + 1].reduce((best, yy) => (Math.abs(yy * per + n - (y * per + now)) < Math.abs(best * per + n - (y * per + now)) ? yy : best), y);
      if (m[i + 2]) {
        const qn = Number(m[i + 2]);
        const qy = m[i + 3] ? Number(m[i + 3]) : past && ahead ? nearest(qn, quarterNow, 4) : back ? (qn > quarterNow ? y - 1 : y) : nearestQuarter(qn);
        if (say && !m[i + 3]) assume(`q${qn}`, `Q${qn} ${qy}`, reason);
        return [iso(qy, qn * 3 - 2, 1), iso(qy, qn * 3, lastDay(qy, qn * 3))];
      }
      const month = MONTHS.indexOf(m[i]) + 1;
      const yy = m[i + 1] ? Number(m[i + 1]) : past && ahead ? nearest(month, mo, 12) : back ? (month > mo ? y - 1 : y) : nearestMonth(month);
      if (say && !m[i + 1]) assume(m[i], `${m[i][0].toUpperCase()}${m[i].slice(1)} ${yy}`, reason);
      return monthRange(yy, month);
    };
    const span = String.raw`(?:the\s+(?:start|beginning|end)\s+of\s+)?(?:(${MONTHS.join('|')})(?:\s+(\d{4}))?|q([1-4])(?:\s+(\d{4}))?)\b`;
    // "between January and March 2027", "from Q1 to Q2 2027", "from October through December": one
    // span of closing dates, from the first day of the first to the last day of the second; the first
    // takes the second's year (written or not), moved a year back if it would come after it.
    let range: Taken | null;
    while ((range = read.take(new RegExp(String.raw`\b(?:between|from)\s+${span}\s*(?:and|to|through|thru|till|until|-|–)\s*${span}`)))) {
      const m = range.match;
      const second = spanOf(m, 5, false, false);
      let first = spanOf(m, 1, false, false);
      if (!m[2] && !m[4]) {
        const year = Number(second[1].slice(0, 4));
        const shifted = m[1] ? monthRange(year, MONTHS.indexOf(m[1]) + 1) : [iso(year, Number(m[3]) * 3 - 2, 1), iso(year, Number(m[3]) * 3, lastDay(year, Number(m[3]) * 3))];
        first = shifted[0] > second[0] ? (m[1] ? monthRange(year - 1, MONTHS.indexOf(m[1]) + 1) : [iso(year - 1, Number(m[3]) * 3 - 2, 1), iso(year - 1, Number(m[3]) * 3, lastDay(year - 1, Number(m[3]) * 3))]) : (shifted as [string, string]);
      }
      if (first[0] > second[1]) return {ok: false, error: `I did not understand “${m[0].trim()}”: the first period ends after the second one, so no records are shown. Write the earlier one first, with its year.`, keepsMeaning: false};
      const span2: [string, string] = [first[0], second[1]];
      if (!m[2] && !m[4] && !m[6] && !m[8]) assume(m[0].replace(/^\S+\s+/, ''), `${span2[0]} to ${span2[1]}`, past ? pastReason : undefined);
      add(range, {
        field: 'Closing_Date',
        set: null,
        period: true,
        make: (n) => ({field: 'Closing_Date', op: n ? 'not between' : 'between', value: span2, label: `closing date ${n ? 'not ' : ''}from ${span2[0]} to ${span2[1]}`}),
      });
    }
    // "since September", "won since Q4": on or after the first day of the last such month or quarter that has begun
    // (a start in the future would make "since" mean nothing yet); with a year, that one (u29r: it was refused).
    let since: Taken | null;
    while ((since = read.take(new RegExp(String.raw`\bsince\s+(?:the\s+(?:start|beginning)\s+of\s+)?(?:(${MONTHS.join('|')})(?:\s+(\d{4}))?|q([1-4])(?:\s+(\d{4}))?)\b`)))) {
      const m = since.match;
      let first: string;
      let shown: string;
      if (m[3]) {
        const qn = Number(m[3]);
        const qy = m[4] ? Number(m[4]) : qn > quarterNow ? y - 1 : y;
        [first, shown] = [iso(qy, qn * 3 - 2, 1), `Q${qn} ${qy}`];
        if (!m[4]) assume(`q${qn}`, shown, 'the last one begun');
      } else {
        const month = MONTHS.indexOf(m[1]) + 1;
        const yy = m[2] ? Number(m[2]) : month > mo ? y - 1 : y;
        [first, shown] = [iso(yy, month, 1), `${m[1][0].toUpperCase()}${m[1].slice(1)} ${yy}`];
        if (!m[2]) assume(m[1], shown, 'the last one begun');
      }
      add(since, {field: 'Closing_Date', set: null, make: sinceRange(first, shown)});
    }
    // "since last month", "since the start of this quarter": on or after the first day of that period.
    while ((since = read.take(/\bsince\s+(?:the\s+(?:start|beginning)\s+of\s+)?(this|last|previous)\s+(week|month|quarter|year)\b/))) {
      const back = since.match[1] === 'this' ? 0 : 1;
      const unit = since.match[2];
      const first =
        unit === 'week' ? day(-weekday - 7 * back) : unit === 'month' ? iso(...(((t) => [t.getUTCFullYear(), t.getUTCMonth() + 1, 1] as const)(new Date(Date.UTC(y, mo - 1 - back, 1))))) : unit === 'quarter' ? iso(...(((t) => [t.getUTCFullYear(), t.getUTCMonth() + 1, 1] as const)(new Date(Date.UTC(y, (quarterNow - 1 - back) * 3, 1))))) : iso(y - back, 1, 1);
      const shown = `${since.match[1]} ${unit}`;
      add(since, {field: 'Closing_Date', set: null, make: sinceRange(first, shown)});
    }
    let bound: Taken | null;
    while ((bound = read.take(new RegExp(String.raw`\b(before|after|by)\s+${span}`)))) {
      const [first, last] = spanOf(bound.match, 2, bound.match[1] !== 'after');
      // "by March 2027" includes March: on or before its last day.
      if (bound.match[1] === 'by') {
        const end = last;
        const shownBy = bound.match[0].replace(/^by\s+/, '');
        add(bound, {
          field: 'Closing_Date',
          set: null,
          make: (n) => ({field: 'Closing_Date', op: n ? '>' : '<=', value: end, label: `closing ${n ? 'after' : 'on or before'} ${end} (${n ? 'after' : 'by'} ${shownBy})`}),
        });
        continue;
      }
      const isBefore = bound.match[1] === 'before';
      const date = isBefore ? first : last;
      const shown = bound.match[0].replace(/^\S+\s+/, '').replace(/\b(?:q[1-4]|[a-z]+)\b/g, (w) => (/^q[1-4]$/.test(w) ? w.toUpperCase() : MONTHS.includes(w) ? w[0].toUpperCase() + w.slice(1) : w));
      add(bound, {
        field: 'Closing_Date',
        set: null,
        make: (n) =>
          isBefore
            ? {field: 'Closing_Date', op: n ? '>=' : '<', value: date, label: `closing ${n ? 'on or after' : 'before'} ${date} (${n ? 'from' : 'before'} ${shown})`}
            : {field: 'Closing_Date', op: n ? '<=' : '>', value: date, label: `closing ${n ? 'on or before' : 'after'} ${date} (${n ? 'up to the end of' : 'after'} ${shown})`},
      });
    }
    // "before the end of the year", "by year end": on or before the last day of this year.
    // "by the end of the quarter", "before the end of this month", "by quarter end": on or before the last day of the
    // current one (u29r: the quarter and the month were refused).
    let periodEnd: Taken | null;
    while ((periodEnd = read.take(/\b(?:before|by|until|till)\s+(?:the\s+)?(?:end\s+of\s+(?:(?:the|this)\s+)?(year|quarter|month)|(year|quarter|month)[- ]end)\b/))) {
      const unit = periodEnd.match[1] ?? periodEnd.match[2];
      const [end, name] =
        unit === 'year' ? [iso(y, 12, 31), String(y)] : unit === 'quarter' ? [iso(y, quarterNow * 3, lastDay(y, quarterNow * 3)), `Q${quarterNow} ${y}`] : [iso(y, mo, lastDay(y, mo)), `${MONTHS[mo - 1][0].toUpperCase()}${MONTHS[mo - 1].slice(1)} ${y}`];
      add(periodEnd, {field: 'Closing_Date', set: null, make: (n) => ({field: 'Closing_Date', op: n ? '>' : '<=', value: end, label: `closing ${n ? 'after' : 'on or before'} ${end} (${n ? 'after' : 'by'} the end of ${name})`})});
    }
    if (before) {
      const date = before.match[1] ?? `${before.match[2]}-01-01`;
      add(before, {field: 'Closing_Date', set: null, make: (n) => ({field: 'Closing_Date', op: n ? '>=' : '<', value: date, label: `closing ${n ? 'on or after' : 'before'} ${date}`})});
    }
    if (after) {
      const date = after.match[1] ?? `${after.match[2]}-12-31`;
      add(after, {field: 'Closing_Date', set: null, make: (n) => ({field: 'Closing_Date', op: n ? '<=' : '>', value: date, label: `closing ${n ? 'on or before' : 'after'} ${date}`})});
    }
    for (const [re, toRange] of periods) {
      let found: Taken | null;
      while ((found = read.take(re))) {
        const [range, label] = toRange(found.match);
        add(found, {
          field: 'Closing_Date',
          set: null,
          period: true,
          make: (n) => ({field: 'Closing_Date', op: n ? 'not between' : 'between', value: range, label: periodLabel(label, range, n)}),
        });
      }
    }
    // u30h Z13: two dates side by side with only "of", "in" or "during" between them (or a comma before a year) name one
    // period inside another: "the last week of December", "this quarter of 2027", "the next 30 days of 2027", "December
    // of this year". The demo reads a closing date as one day, month, quarter, year or span, so such a pair is refused
    // by name, never joined with "or" (which listed the whole year) or "and".
    const dates = atoms.filter((a) => a.field === 'Closing_Date').sort((a, b) => a.from - b.from);
    for (let i = 1; i < dates.length; i++) {
      const [first, second] = [dates[i - 1], dates[i]];
      // "Q1 2027 except January": the negation taken with the second leaves the first narrowed (s41b), no pair.
      if (first.negated !== second.negated) continue;
      const between = q.slice(first.to, second.from);
      const yearAfter = /^\s*(?:in\s+)?(?:20\d\d|(?:this|next|last|previous)\s+year)\s*$/.test(q.slice(second.from, second.to));
      if (!/^\s*(?:(?:of|in|during|within)\s+(?:the\s+year\s+)?)?$/.test(between) && !(yearAfter && /^\s*,\s*$/.test(between))) continue;
      const start = /\bthe\s+$/.test(q.slice(0, first.from)) ? q.slice(0, first.from).search(/\bthe\s+$/) : first.from;
      const both = q.slice(start, second.to).trim().replace(/^(?:in|on|during|within|for)\s+/, '');
      return {
        ok: false,
        error: `I did not understand “${both}”: it names one period inside another, and the demo reads a closing date as one day, month, quarter, year or span between two days, so no records are shown. Write the period itself with its year, for example “December 2026”, “Q4 2026” or “between 2026-12-25 and 2026-12-31”.`,
        keepsMeaning: false,
      };
    }
    takeAccountNames('Account_Name.Account_Name');
  }

  if (module === 'Accounts') {
    // Account names ("every account but Orbit", "Harbor and Orbit accounts"), before industries ("Orbit Software" is no industry).
    takeAccountNames('Account_Name');
    // The Rating field of the sample accounts: Active, Acquired, Market Failed, Project Cancelled.
    for (const [re, rating] of RATINGS) {
      let found: Taken | null;
      while ((found = read.take(re))) addSet(found, 'Rating', [rating], 'rating');
    }
  }

  // Industries and places: of the record itself, or for deals of the deal's account (a COQL lookup field).
  const via = module === 'Deals' ? 'Account_Name.' : '';
  const placeOf = module === 'Deals' ? 'Accounts' : module;
  const industryWhat = module === 'Deals' ? 'account industry' : 'industry';
  // Every value the data knows words for, not only those in this module's records: "accounts except the Irish ones" is all of them.
  for (const industry of new Set([...distinct(placeOf, 'Industry'), ...Object.keys(INDUSTRY_WORDS)])) {
    const words = wordsSource(INDUSTRY_WORDS[industry] ?? [industry.toLowerCase()]);
    const found = read.take(new RegExp(`\\b(?:${words})\\b`));
    if (found) addSet(found, `${via}Industry`, [industry], industryWhat);
  }
  const cityField = placeOf === 'Accounts' ? 'Billing_City' : 'City';
  const countryField = placeOf === 'Accounts' ? 'Billing_Country' : 'Country';
  const at = (what: string) => (module === 'Deals' ? `account ${what}` : what);
  for (const country of new Set([...distinct(placeOf, countryField), ...Object.keys(COUNTRY_WORDS)])) {
    const aliases = [wordsSource(COUNTRY_WORDS[country] ?? [country.toLowerCase()])];
    // "us" in lower case is the country after "in", "from", "the", a list word ("canada or us") or an
    // exclusion, and before a noun or an industry ("us tech accounts"); the pronoun ("give us", "to
    // us") was taken before. After "excluding the" only "us" is taken, so the exclusion word negates it.
    // ("US" in capitals was read as "usa" already.)
    const us =
      country === 'United States'
        ? String.raw`|\b(?:in|from) (?:the )?us(?![\p{L}])|(?<=(?:\b(?:excluding|except|skip|skipping|besides|save|barring|bar|without|outside|the|or|nor|and|not|but)|,) (?:the )?)us(?![\p{L}])`
        : '';
    let found: Taken | null;
    while ((found = read.take(new RegExp(String.raw`\b(?:(?:in|from) (?:the )?)?(?:${aliases.join('|')})(?![\p{L}])${us}`, 'u')))) addSet(found, `${via}${countryField}`, [country], at('country'));
  }
  for (const city of distinct(placeOf, cityField)) {
    const found = read.take(new RegExp(`\\b(?:(?:in|from) )?${escape(city.toLowerCase())}\\b`));
    if (found) addSet(found, `${via}${cityField}`, [city], at('city'));
  }

  // A number bound with a word not understood right next to it ("over 50 days old", "over 50
  // grand", "a margin over 50") is on a field the parser does not know: refuse it, rather than
  // keep the number on the module's money field and offer to run without the word.
  const vocabulary = vocabularyOfRecords();
  for (const atom of atoms.filter((a) => a.numeric)) {
    const after = read.unknownNextTo(atom.to, 'after');
    const beforeWord = read.unknownNextTo(atom.from, 'before');
    const before = beforeWord && !suggest(beforeWord, vocabulary) ? beforeWord : null;
    if (after || before) {
      const phrase = `${before ? `${before} ` : ''}${atom.text}${after ? ` ${after}` : ''}`;
      return {
        ok: false,
        error: `I did not understand “${phrase}”: “${after ?? before}” names no field of the sample ${module.toLowerCase()}, so the number cannot be placed and no records are shown. The numbers the demo knows are ${NUMERIC_FIELDS[module]}.`,
        keepsMeaning: false,
      };
    }
  }

  // "leads from New Zealand", "deals not in North America", "deals in Open Text", "leads from the Web
  // Summit": a word not understood right next to a value word makes one name with it (a place or
  // company the sample does not hold). Reading the value word alone ("New" as the status Not Contacted,
  // "America" as the United States) and offering a run without the rest listed records the question
  // leaves out, so the whole name is named and nothing is offered (issue 28, u29r F8/F15).
  const joined = nameAroundValue(question, q, atoms, read);
  if (joined && !options.ignoreUnknown) {
    return {
      ok: false,
      error: `I did not understand “${joined}”: it reads as one name, a place or company the sample ${module.toLowerCase()} do not hold, so no records are shown and no part of it is read on its own. The places and industries the demo knows are those of the sample records; for a company by name, write “${module === 'Leads' ? 'leads from the company called' : module === 'Deals' ? 'deals for the account called' : 'accounts called'} ${joined.replace(/^(?:called|named|titled)\s+/, '')}”.`,
      unknown: [joined],
      keepsMeaning: false,
      name: joined,
    };
  }

  // "closed accounts", "leads that closed", "accounts closing soon": closing is a deal's stage and date, and the
  // words are filler for deals ("closing date"), so on leads and accounts they would vanish and every record be
  // listed. Named instead, never offered to run without (issue 28, u29z F13).
  const closing = module === 'Deals' ? null : /\b(?:closed|closing|close|closes|due)\b/.exec(read.remaining);
  if (closing) {
    const has = module === 'Accounts' ? `their Rating is ${ACCOUNT_RATINGS}` : `their status is ${LEAD_STATUSES}`;
    return {ok: false, error: `I did not understand “${closing[0]}” for ${module.toLowerCase()}: the sample ${module.toLowerCase()} have no stage and no closing date (${has}), so no records are shown. Won, lost, open and closed are stages of deals.`, keepsMeaning: false};
  }
  const unknown = read.leftovers();
  // "deals whose contacts are in Berlin", "won deals over 100k and leads from Germany": words not
  // understood that name other records make the rest of the question about those records, so
  // running without them would put their conditions on the wrong records: refused, never offered.
  const others = unknown.filter((u) => new RegExp(String.raw`\b(?:${RECORD_NOUNS.replace('contacts?', 'contacts')})\b`).test(u));
  if (others.length && !options.ignoreUnknown) {
    return {
      ok: false,
      error: `I did not understand ${others.map((u) => `“${u}”`).join(' and ')}: the question names other records than the sample ${module.toLowerCase()}, and the demo reads one kind of record at a time by its own fields, never related records, so no records are shown. Ask about one kind of record at a time.`,
      unknown,
      keepsMeaning: false,
    };
  }
  const nouns = [...q.matchAll(new RegExp(named[1].source, 'g'))].map((m) => m.index);
  const combined = combine(atoms, q, nouns);
  if (combined.error) return {ok: false, error: combined.error};
  const soonest = soonestReading(module, q, combined.where, sort, today);
  const piped = pipelineReading(module, q, soonest.where);
  const upcoming = {where: piped.where, notes: [...soonest.notes, ...piped.notes]};
  const query: ParsedQuestion = {module, where: upcoming.where, filters: leaves(upcoming.where), sort: withTieBreak(module, sort), limit, ...(assumed.size ? {assumed: [...assumed]} : {})};
  // "all deals but the two from Bluefin": a count word names how many records the condition has;
  // when the sample has another number of them, the reader means other records than the ones read.
  // The count covers the phrase up to the next "and", "or" or comma ("the one won in Lyon" is won and in Lyon).
  const inOrder = [...atoms].sort((a, b) => a.from - b.from);
  for (const [i, atom] of inOrder.entries()) {
    const count = new RegExp(String.raw`\bthe\s+(${COUNT_WORDS})(?![\p{L}\d])`, 'u').exec(atom.text);
    if (!count) continue;
    const said = /^\d+$/.test(count[1]) ? Number(count[1]) : COUNT_WORDS.split('|').indexOf(count[1]) + 1;
    const phrase = [atom];
    for (const next of inOrder.slice(i + 1)) {
      if (!qualifies(q, phrase[phrase.length - 1], next)) break;
      phrase.push(next);
    }
    const matching = recordsOf(module).filter((r) => phrase.every((a, k) => holds(r, asDescribed(a, k, false)))).length;
    if (matching !== said) {
      return {
        ok: false,
        error: `I did not understand “${q.slice(atom.from, phrase[phrase.length - 1].to).trim()}”: the sample has ${matching} such ${module.toLowerCase()}, not ${count[1]}, so it is not clear which records are meant and no records are shown. Leave out the number to mean all of them.`,
        keepsMeaning: false,
      };
    }
  }
  // "leads from germany witout junk", "deals othr than lost": a word not understood, with no guess
  // among the sample's words, right before a value may be a mistyped negation, exclusion or
  // comparison, so no condition on that value is shown as understood so far (it read "status is
  // Junk Lead", the reversed filter; task 41z). The rest of the reading stays.
  const doubtful = atoms.filter((a) => {
    const before = q.slice(0, a.from).trimEnd();
    return unknown.some((u) => before.endsWith(u) && /(?:^|\s)$/.test(before.slice(0, before.length - u.length)) && !u.split(/\s+/).some((w) => suggest(w, vocabulary)));
  });
  const kept = doubtful.length ? combine(atoms.filter((a) => !doubtful.includes(a)), q, nouns) : combined;
  const partial: ParsedQuestion = doubtful.length ? {module, where: kept.error ? null : kept.where, filters: kept.error ? [] : leaves(kept.where), sort, limit, ...(assumed.size ? {assumed: [...assumed]} : {})} : query;
  // A number not understood is a bound left out ("accounts with 300 employees"): without it the answer is no longer the one asked for.
  const changesMeaning = unknown.filter((u) => MEANING_WORDS.test(u) || /\d/.test(u) || nearRemovalWord(u));
  if (changesMeaning.length && !options.ignoreUnknown) {
    const list = changesMeaning.map((u) => `“${u}”`).join(' and ');
    return {
      ok: false,
      error: `I did not understand ${list}, so no records are shown. ${changesMeaning.length === 1 ? 'It negates, compares or gives a number' : 'They negate, compare or give a number'}, so running the question without ${changesMeaning.length === 1 ? 'it' : 'them'} would show different records from the ones asked for. Rephrase it, for example with “not”, “except”, “over”, “under”, “before” or “after” and a date.`,
      unknown,
      partial,
      keepsMeaning: false,
    };
  }
  if (unknown.length && !options.ignoreUnknown) {
    const firstNoun = nouns.length ? nouns[0] : 0;
    // "leads called Fleet tracking rollout": "called" may be read (contacted leads), but the words after it are a name.
    const afterFilterWord = read.spans.some((sp) => sp.from >= 0 && FILTER_WORDS.test(q.slice(0, sp.from).trim().split(/\s+/).pop() ?? ''));
    const keeps = !afterFilterWord && !unknown.some((u) => FILTER_WORDS.test(u)) && read.spans.every((sp) => sp.from >= 0 && droppable(q, read.remaining, sp.from, sp.to, firstNoun));
    const names = [...distinct(placeOf, cityField), ...distinct(placeOf, countryField), ...distinct(placeOf, 'Industry')].map((n) => n.toLowerCase());
    const hints = unknown.map((u) => {
      const guess = u.split(/\s+/).length === 1 && !ENGLISH_NEAR_VALUES.has(u) && !VOCABULARY.includes(u) ? suggest(u, names) : null;
      return guess ? `“${u}” (did you mean “${guess}”?)` : `“${u}”`;
    });
    const ownerHint = unknown.some((u) => /\b(?:my|mine|our|own|owns|owned|owner|owners|assigned|rep)\b/.test(u)) ? ' The sample records have no owner, so questions about whose records they are cannot be answered here.' : '';
    // "leads from Acme": a name the sample does not hold after "from", "at" or "for" may be a company; say how to ask for one by name.
    const named1 = read.spans.find((sp) => /\b(?:from|at|for)\s+(?:the\s+)?$/.test(q.slice(0, sp.from)));
    const nameHint = named1 ? ` To look for a name the sample does not hold, write “${module === 'Leads' ? 'leads from the company called' : module === 'Deals' ? 'deals for the account called' : 'accounts called'} ${question.slice(...traced(question).origin(named1.from, named1.to))}”.` : '';
    const owner = ownerHint + nameHint;
    return {
      ok: false,
      error: keeps
        ? `I did not understand ${hints.join(' and ')}, so no records are shown.${owner} Rephrase it with stages, amounts, dates, sources, statuses, industries, places or account names, or run the query without ${unknown.length === 1 ? 'it' : 'them'}.`
        : `I did not understand ${hints.join(' and ')}, so no records are shown.${owner} ${unknown.length === 1 ? 'It stands' : 'They stand'} where ${unknown.length === 1 ? 'it' : 'they'} may change a value, name or condition of the question, so running without ${unknown.length === 1 ? 'it' : 'them'} is not offered. Rephrase it with stages, amounts, dates, sources, statuses, industries, places or account names.`,
      unknown,
      partial,
      ...(keeps ? {} : {keepsMeaning: false}),
    };
  }
  const criteria = criteriaCount(query.where);
  if (criteria > MAX_CRITERIA) return {ok: false, error: `The question makes ${criteria} COQL criteria; Zoho allows ${MAX_CRITERIA} in one query. Ask for less at once.`};
  if (query.filters.some((f) => Array.isArray(f.value) && f.op.endsWith('in') && f.value.length > MAX_IN_VALUES)) {
    return {ok: false, error: `A list has more than ${MAX_IN_VALUES} values; COQL's in and not in take up to ${MAX_IN_VALUES}.`};
  }
  const tie = tieNote(query);
  const notes = [...conflicts(query.where), ...upcoming.notes, ...rangeNotes, ...(tie ? [tie] : [])];
  // "How much is the Bluefin pipeline worth" asks for a sum; the demo lists records, so it says so (issue 28, u29e Z-3).
  if (/\bhow much\b|\b(?:worth|valued)\s*$/.test(q)) notes.push(TOTAL_NOT_COMPUTED);
  // s49 F5 (u32h): "deals over 50k or lost but in Germany" can be grouped two ways. The reading taken ("and"/"but" binding
  // tighter than "or") is said in a note with the way to ask for the other, never picked silently. Not when the reader
  // wrote brackets or repeated the record type on each side ("won deals in Lyon or deals in the US").
  const sides = query.where && 'any' in query.where ? query.where.any : [];
  const labelsOf = (c: Condition) => new Set(leaves(c).map((f) => f.label));
  // A condition the reader wrote on every side ("over 50k in Germany or lost in Germany") holds either way.
  const onEverySide = sides.length > 0 && [...labelsOf(sides[0])].some((l) => sides.every((c) => !isFilter(c) && 'all' in c && labelsOf(c).has(l)));
  if (sides.some((c) => !isFilter(c) && 'all' in c) && !onEverySide && nouns.length <= 1) {
    notes.push(`The question joins “or” with “and” or “but”, which can be grouped two ways. It is read with “and” and “but” binding tighter than “or”: ${describe(query.where as Condition)}. If a condition is meant for both sides of “or”, write it on each side, for example “deals over 50k in Germany or lost in Germany”.`);
  }
  // Brief 48z F2 (u32b): "not contacted" names the status Not Contacted, while "isn't contacted" and "status != contacted"
  // leave the status Contacted out: the note says which reading was taken and how to ask for the other.
  const contacted = query.filters.find((f) => f.field === 'Lead_Status' && (f.value === 'Contacted' || f.value === 'Not Contacted' || (Array.isArray(f.value) && f.value.length === 1 && (f.value[0] === 'Contacted' || f.value[0] === 'Not Contacted'))));
  if (contacted && /\bnot\b[^,;]*\bcontacted\b|n['’]?t\s+(?:been\s+)?contacted\b|(?:!=|<>|≠|!)\s*contacted\b/.test(question.toLowerCase())) {
    const statusName = contacted.op === '=' || contacted.op === 'in' ? (Array.isArray(contacted.value) ? contacted.value[0] : contacted.value) === 'Not Contacted' : false;
    if (statusName) notes.push(NOT_CONTACTED_AS_STATUS);
    else if ((Array.isArray(contacted.value) ? contacted.value[0] : contacted.value) === 'Contacted' && (contacted.op === '!=' || contacted.op === 'not in')) notes.push(CONTACTED_LEFT_OUT);
  }
  const currencies = currenciesIn(question);
  if (currencies.length && query.filters.some((f) => /(?:^|\.)(?:Amount|Annual_Revenue)$/.test(f.field))) notes.push(currencyNote(currencies));
  return {ok: true, query, ignored: unknown, ...(notes.length ? {notes} : {})};
}

/**
 * "Deals closing soonest", "the next deal to close", "which deal closes next": a question about what closes next is
 * about the deals still to close, so it reads as open deals (unless the question names a stage) closing today or
 * later, with a note; sorting every deal by closing date listed deals already won or lost first (issue 28, u29r F5).
 * A question that names won, lost or closed deals keeps them, and a plain "sorted by closing date" lists every deal.
 */
const NOT_CONTACTED_AS_STATUS =
  '“Not contacted” is read as the lead status Not Contacted (leads nobody has called yet). For every lead whose status is anything but Contacted, ask “leads with status other than Contacted”.';
const CONTACTED_LEFT_OUT =
  'Read as every lead status except Contacted (Not Contacted, Attempted to Contact, Pre-Qualified and Junk Lead included). For the status Not Contacted alone, ask “leads not contacted”.';

/**
 * Brief 48z F8 (u32b): a sales reader's "pipeline" is the deals still open, never the won or lost ones ("pipeline closing
 * this quarter", "deals in the pipeline"). A stage the question names decides instead; the reading is shown in "Read as"
 * and in a note.
 */
function pipelineReading(module: Module, q: string, where: Condition | null): {where: Condition | null; notes: string[]} {
  if (module !== 'Deals' || !/\bpipelines?\b/.test(q) || leaves(where).some((f) => f.field === 'Stage')) return {where, notes: []};
  const own = !where ? [] : !isFilter(where) && 'all' in where ? where.all : [where];
  const all = [...own, choice('Stage', [WON, LOST], true, 'stage')];
  return {
    where: all.length === 1 ? all[0] : {all},
    notes: ['“Pipeline” is read as the open deals, neither Closed Won nor Closed Lost. For every deal, closed ones included, ask “all deals”.'],
  };
}

function soonestReading(module: Module, q: string, where: Condition | null, sort: Sort | null, today: string): {where: Condition | null; notes: string[]} {
  const word = /\bsoonest\b|\bnext\s+(?:\d{1,3}\s+)?(?:[\p{L}]+\s+)?to\s+close\b|\bclos(?:e|es|ing)\s+next\b(?!\s+(?:week|month|quarter|year|\d))/u.exec(q);
  if (module !== 'Deals' || !word || sort?.field !== 'Closing_Date' || sort.direction !== 'asc' || aboutClosedDeals(q)) return {where, notes: []};
  const extra: Condition[] = [];
  // A stage named ("in negotiation", "open") already says which deals; a negated one ("not won") still needs the open ones.
  if (!leaves(where).some((f) => f.field === 'Stage' && (f.op === '=' || f.op === 'in' || f.op === 'not in'))) extra.push(choice('Stage', [WON, LOST], true, 'stage'));
  extra.push({field: 'Closing_Date', op: '>=', value: today, label: `closing on or after ${today} (today)`});
  const own = !where ? [] : !isFilter(where) && 'all' in where ? where.all : [where];
  const all = [...own, ...extra];
  const shown = word[0].replace(/\s+/g, ' ');
  return {
    where: all.length === 1 ? all[0] : {all},
    notes: [`“${shown}” is read as the open deals closing today or later, soonest first. For every deal by closing date, closed ones included, ask “deals sorted by closing date”.`],
  };
}

/** The lowest and highest value a filter allows, each with whether it is itself allowed; null for a filter that is no range. */
function boundsOf(f: Filter): {lo: [Value, boolean] | null; hi: [Value, boolean] | null} | null {
  if (f.op === 'between' && Array.isArray(f.value)) return {lo: [f.value[0], true], hi: [f.value[1], true]};
  if (Array.isArray(f.value)) return null;
  if (f.op === '>' || f.op === '>=') return {lo: [f.value, f.op === '>='], hi: null};
  if (f.op === '<' || f.op === '<=') return {lo: null, hi: [f.value, f.op === '<=']};
  if (f.op === '=' && typeof f.value === 'number') return {lo: [f.value, true], hi: [f.value, true]};
  return null;
}

/**
 * Bounds joined by "and" on one field that no value meets ("over 10k and under 5k", "after 1 March and
 * before 1 January"), as notes naming both conditions. Numbers compare as numbers, dates as ISO strings.
 * Only filters joined directly by "and" are compared; a branch of "or" is checked on its own.
 */
export function conflicts(where: Condition | null): string[] {
  if (!where || isFilter(where)) return [];
  if ('any' in where) return where.any.flatMap(conflicts);
  const flat = (c: Condition): Condition[] => (!isFilter(c) && 'all' in c ? c.all.flatMap(flat) : [c]);
  const parts = where.all.flatMap(flat);
  const notes: string[] = parts.filter((c) => !isFilter(c)).flatMap(conflicts);
  const ranged = parts.filter(isFilter).flatMap((f) => {
    const b = boundsOf(f);
    return b ? [{f, ...b}] : [];
  });
  for (let i = 0; i < ranged.length; i++) {
    for (let j = i + 1; j < ranged.length; j++) {
      const [a, b] = [ranged[i], ranged[j]];
      if (a.f.field !== b.f.field) continue;
      const apart = (lo: [Value, boolean] | null, hi: [Value, boolean] | null) =>
        lo !== null && hi !== null && typeof lo[0] === typeof hi[0] && (lo[0] > hi[0] || (lo[0] === hi[0] && !(lo[1] && hi[1])));
      if (apart(a.lo, b.hi) || apart(b.lo, a.hi)) notes.push(`“${a.f.label}” and “${b.f.label}” cannot both hold, so no record can match them together.`);
    }
  }
  return notes;
}

function test(value: Value, filter: Filter): boolean {
  const v = filter.value;
  switch (filter.op) {
    case '=':
      return value === v;
    case '!=':
      return value !== v;
    case '>':
      return value > (v as Value);
    case '<':
      return value < (v as Value);
    case '>=':
      return value >= (v as Value);
    case '<=':
      return value <= (v as Value);
    case 'between': {
      const [lo, hi] = v as Value[];
      return value >= lo && value <= hi;
    }
    case 'not between': {
      const [lo, hi] = v as Value[];
      return value < lo || value > hi;
    }
    // "like '%x%'": the text contains x, in any case (the only pattern the demo writes).
    case 'like':
    case 'not like': {
      const has = String(value).toLowerCase().includes(String(v).replace(/^%|%$/g, '').toLowerCase());
      return filter.op === 'like' ? has : !has;
    }
    case 'in':
      return (v as Value[]).includes(value);
    case 'not in':
      return !(v as Value[]).includes(value);
  }
}

/** A field of a record; "Account_Name.X" follows the deal's account lookup, as COQL does. */
/** A record's value of a field, or of its account's field through the lookup ("Account_Name.Industry"); a table cell. */
export function cellOf(row: Row, field: string): Value {
  return fieldOf(row, field);
}

function fieldOf(row: Row, field: string): Value {
  if (!field.startsWith('Account_Name.')) return row[field];
  const account = ACCOUNTS.find((a) => a.Account_Name === row.Account_Name) as Row | undefined;
  return account ? account[field.slice('Account_Name.'.length)] : '';
}

function holds(row: Row, c: Condition): boolean {
  if (isFilter(c)) return test(fieldOf(row, c.field), c);
  return 'any' in c ? c.any.some((p) => holds(row, p)) : c.all.every((p) => holds(row, p));
}

/** Applies the condition, sort and limit to the bundled sample records. */
export function runQuery(query: ParsedQuestion): Row[] {
  let rows = recordsOf(query.module).filter((r) => !query.where || holds(r, query.where));
  if (query.sort) {
    const keys = [query.sort, ...(query.sort.then ? [query.sort.then] : [])];
    const by = (a: Row, b: Row, {field: s, direction}: {field: string; direction: 'asc' | 'desc'}) => (a[s] < b[s] ? -1 : a[s] > b[s] ? 1 : 0) * (direction === 'asc' ? 1 : -1);
    rows = [...rows].sort((a, b) => keys.reduce((d, k) => d || by(a, b, k), 0));
  }
  return query.limit ? rows.slice(0, query.limit) : rows;
}

/** A COQL literal: numbers bare, text and dates in single quotes with quotes doubled. */
export function literal(value: Value): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

function criterion(f: Filter): string {
  const v = f.value;
  if (f.op === 'between') return `${f.field} between ${literal((v as Value[])[0])} and ${literal((v as Value[])[1])}`;
  // Written with the comparators every COQL version lists (< and >), as one bracketed criterion.
  if (f.op === 'not between') return `(${f.field} < ${literal((v as Value[])[0])} or ${f.field} > ${literal((v as Value[])[1])})`;
  if (f.op === 'in' || f.op === 'not in') return `${f.field} ${f.op} (${(v as Value[]).map(literal).join(', ')})`;
  return `${f.field} ${f.op} ${literal(v as Value)}`;
}

/**
 * A condition as COQL criteria. Every "and" and "or" joins exactly two bracketed sides, ((A and B)
 * and C), because Zoho requires brackets wherever more than two criteria meet
 * (https://www.zoho.com/crm/developer/docs/api/v8/COQL-Limitations.html).
 */
function criteria(c: Condition): string {
  if (isFilter(c)) return criterion(c);
  const op = 'any' in c ? 'or' : 'and';
  const parts = ('any' in c ? c.any : c.all).map(criteria);
  return parts.slice(1).reduce((acc, p) => `(${acc} ${op} ${p})`, parts[0]);
}

/**
 * The COQL select query. COQL needs a WHERE clause, so an unfiltered question uses "id is not null";
 * three or more criteria are grouped in pairs, ((A and B) and C), as Zoho's COQL documentation requires;
 * "or" is written the same way, ((A and B) or (C and D)).
 */
export function toCoql(query: ParsedQuestion): string {
  const where = query.where ? criteria(query.where) : 'id is not null';
  // Zoho takes up to 10 fields in ORDER BY, comma-separated (https://www.zoho.com/crm/developer/docs/api/v7/COQL-Limitations.html).
  const order = query.sort ? ` order by ${query.sort.field} ${query.sort.direction}${query.sort.then ? `, ${query.sort.then.field} ${query.sort.then.direction}` : ''}` : '';
  return `select ${columnsOf(query).join(', ')} from ${query.module} where ${where}${order} limit ${query.limit ?? 200}`;
}

export type ApiRequest = {method: 'POST'; url: string; headers: Record<string, string>; body: {select_query: string}; scopes: string[]};

/** The Zoho CRM REST request for a query (for display only). */
export function toApiRequest(query: ParsedQuestion, apiDomain = DEFAULT_API_DOMAIN): ApiRequest {
  return {
    method: 'POST',
    url: `${apiDomain}/crm/${API_VERSION}/coql`,
    headers: {Authorization: 'Zoho-oauthtoken ${ZOHO_ACCESS_TOKEN}', 'Content-Type': 'application/json'},
    body: {select_query: toCoql(query)},
    scopes: ['ZohoCRM.coql.READ', `ZohoCRM.modules.${query.module.toLowerCase()}.READ`],
  };
}

export function toCurl(request: ApiRequest): string {
  return [
    `curl -X POST "${request.url}" \\`,
    `  -H "Authorization: Zoho-oauthtoken $ZOHO_ACCESS_TOKEN" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${JSON.stringify(request.body).replace(/'/g, "'\\''")}'`,
  ].join('\n');
}
