/**
 * Zoho Copilot logic: a plain-English question becomes filters over sample CRM records, and the same
 * filters become the COQL query the Zoho CRM Query API would run. Nothing is sent to Zoho.
 */
import {ACCOUNTS, DEALS, LEADS} from './sample';

export type Module = 'Deals' | 'Leads' | 'Accounts';
export type Value = string | number;
export type Op = '=' | '!=' | '>' | '<' | '>=' | '<=' | 'between' | 'not between' | 'in' | 'not in';
export type Filter = {field: string; op: Op; value: Value | Value[]; label: string};
export type Sort = {field: string; direction: 'asc' | 'desc'};
export type Row = Record<string, Value>;

export type ParsedQuestion = {module: Module; filters: Filter[]; sort: Sort | null; limit: number | null};
export type ParseResult =
  | {ok: true; query: ParsedQuestion; ignored: string[]}
  | {ok: false; error: string; unknown?: string[]; partial?: ParsedQuestion};

export const MAX_QUESTION_CHARS = 300;
export const API_VERSION = 'v8';
export const DEFAULT_API_DOMAIN = 'https://www.zohoapis.com';

export const COLUMNS: Readonly<Record<Module, readonly string[]>> = {
  Deals: ['Deal_Name', 'Account_Name', 'Stage', 'Amount', 'Closing_Date'],
  Leads: ['First_Name', 'Last_Name', 'Company', 'Lead_Source', 'Lead_Status', 'Country'],
  Accounts: ['Account_Name', 'Industry', 'Annual_Revenue', 'Billing_City', 'Billing_Country'],
};

export function recordsOf(module: Module): readonly Row[] {
  return module === 'Deals' ? DEALS : module === 'Leads' ? LEADS : ACCOUNTS;
}

const STAGES: Array<[RegExp, string | string[]]> = [
  [/\bclosed[- ]won\b|\bwon\b/, 'Closed Won'],
  [/\bclosed[- ]lost\b|\blost\b/, 'Closed Lost'],
  [/\bclosed\b/, ['Closed Won', 'Closed Lost']],
  [/\bnegotiation\b|\bnegotiating\b/, 'Negotiation/Review'],
  [/\bproposals?\b|\bquotes?\b/, 'Proposal/Price Quote'],
  [/\bneeds analysis\b/, 'Needs Analysis'],
  [/\bqualification\b/, 'Qualification'],
];
const SOURCES: Array<[RegExp, string]> = [
  [/\bweb ?site\b|\bweb\b|\bonline\b/, 'Web Site'],
  [/\btrade ?shows?\b/, 'Trade Show'],
  [/\bpartners?\b/, 'Partner'],
  [/\bcold calls?\b/, 'Cold Call'],
  [/\breferrals?\b|\breferred\b/, 'Employee Referral'],
];
/** "Nobody has called yet" and its kin mean the status Not Contacted; they are matched before any negation. */
const NOT_CONTACTED =
  /\b(?:(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(?:contacted|called|reached)(?:\s+yet)?|uncontacted|new leads?|(?:nobody|no one|no-one|none of us)\s+(?:has|have|had)?\s*(?:yet\s+)?(?:called|contacted|reached|phoned|rung)(?:\s+(?:them|yet))*|(?:have|has)n['’]?t\s+been\s+(?:contacted|called)(?:\s+yet)?)\b/;
const STATUSES: Array<[RegExp, string]> = [
  [/\battempted\b/, 'Attempted to Contact'],
  [/\bpre-?qualified\b|\bqualified\b/, 'Pre-Qualified'],
  [/\bjunk\b|\bspam\b/, 'Junk Lead'],
  [/\bcontacted\b|\bcalled\b/, 'Contacted'],
];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A number as people write it: "50k", "1.5m", "50,000", and European "50.000" or "1.250.000,50".
 * When both separators appear, the last one is the decimal point; a lone separator followed by
 * exactly three digits groups thousands ("50.000" and "50,000" are both fifty thousand).
 */
export function money(text: string): number {
  const m = /(\d[\d.,\s]*\d|\d)\s*(k|m|thousand|million)?\b/i.exec(text.replace(/\u00a0|\u202f/g, ' '));
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
    const grouping = parts.length > 2 || parts[parts.length - 1].length === 3;
    digits = grouping ? parts.join('') : parts.join('.');
  }
  const base = Number(digits);
  const unit = (m[2] ?? '').toLowerCase();
  return unit === 'k' || unit === 'thousand' ? base * 1_000 : unit === 'm' || unit === 'million' ? base * 1_000_000 : base;
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

/** Words that negate or exclude the condition right after them (up to two words later: "not in the", "except for"). */
const NEGATION = /\b(?:not|no|non-?|never|except(?:\s+for)?|excluding|exclude|other than|apart from|aside from|besides|without|isn['’]?t|aren['’]?t|wasn['’]?t|weren['’]?t|doesn['’]?t|don['’]?t)\s*(?:[a-z]+\s+){0,2}$/;

/** Words that carry no condition of their own; anything else left over was not understood. */
const FILLER = new Set(
  (
    'a an the all any every each of in on at to for from by with and or but that which who whose what where when how many much ' +
    'is are was were be been being has have had do does did show me list find give get tell i we my our us please ' +
    'records record ones one those these them there their its it with whose whom than yet still already so currently ' +
    'count number total sample crm data about some only just also closing close closes due date dated amount amounts ' +
    'value worth stage stages status source sources came come coming via through industry sector based located'
  ).split(' '),
);

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
  take(re: RegExp, negatable = true): {match: RegExpExecArray; negated: boolean} | null {
    const match = new RegExp(re.source, re.flags.replace('g', '')).exec(this.rest);
    if (!match) return null;
    const before = this.rest.slice(0, match.index);
    const neg = negatable ? NEGATION.exec(before) : null;
    // A negation applies within its clause only: "not won, over 50k" negates "won" alone.
    const negated = neg !== null && !/[,;]|\b(?:and|but|or)\b/.test(before.slice(neg.index).replace(/^(?:but not|other than)/, ''));
    const from = negated && neg ? neg.index : match.index;
    this.blank(from, match.index + match[0].length);
    return {match, negated};
  }

  private blank(from: number, to: number) {
    this.rest = this.rest.slice(0, from) + ' '.repeat(to - from) + this.rest.slice(to);
  }

  /** The runs of words not understood, as the reader wrote them ("owned by me"). */
  leftovers(): string[] {
    const words = [...this.rest.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)];
    const runs: string[] = [];
    let run: {from: number; to: number} | null = null;
    for (const w of words) {
      const word = w[0].replace(/[.'’]+$/, '');
      const unknown = !FILLER.has(word) && !/^\d+$/.test(word);
      const gap = run ? this.rest.slice(run.to, w.index) : '';
      if (unknown) {
        if (run && /^[\s\p{L}\p{N}'’-]*$/u.test(gap) && gap.trim().split(/\s+/).filter(Boolean).every((g) => FILLER.has(g))) run.to = w.index + w[0].length;
        else {
          if (run) runs.push(this.q.slice(run.from, run.to));
          run = {from: w.index, to: w.index + w[0].length};
        }
      }
    }
    if (run) runs.push(this.q.slice(run.from, run.to));
    // Show a run with the small words that finish it ("owned by me", not "owned").
    return runs.map((r) => {
      const at = this.q.indexOf(r);
      const tail = /^(?:\s+(?!(?:and|or|but|that|which|who|where|when|in|over|under|between)\b)[\p{L}]+)*/u.exec(this.q.slice(at + r.length))?.[0] ?? '';
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

export type ParseOptions = {
  /** Run even when some words were not understood (the reader chose to), listing them as ignored. */
  ignoreUnknown?: boolean;
};

/**
 * Turns a question into filters. `today` fixes "this month" and similar phrases (ISO date).
 * Negations and exclusions ("not won", "except Bluefin", "not over 50k") invert the condition they
 * precede. Words that are neither a condition nor filler stop the query with "I did not understand"
 * (unless `ignoreUnknown`), so a half-understood question never returns records it did not ask for.
 */
export function parseQuestion(question: string, today: string, options: ParseOptions = {}): ParseResult {
  const q = question.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return {ok: false, error: 'Type a question first, for example "open deals over 50k closing this quarter".'};
  if (question.length > MAX_QUESTION_CHARS) return {ok: false, error: `The question has ${question.length} characters; the limit is ${MAX_QUESTION_CHARS}. Ask one thing at a time.`};
  const read = new Reading(q);
  let module: Module | null = null;
  if (read.take(/\b(deals?|opportunit(?:y|ies)|pipeline)\b/, false)) module = 'Deals';
  else if (read.take(/\bleads?\b|\bprospects?\b/, false)) module = 'Leads';
  else if (read.take(/\baccounts?\b|\bcompan(?:y|ies)\b|\bcustomers?\b/, false)) module = 'Accounts';
  if (!module) return {ok: false, error: 'Say which records you mean: deals, leads or accounts (for example "deals won this month").'};

  const filters: Filter[] = [];
  const moneyField = module === 'Deals' ? 'Amount' : 'Annual_Revenue';
  const moneyLabel = module === 'Deals' ? 'amount' : 'annual revenue';

  // Sorting words first, so that "top" and "largest" are not read as anything else.
  let sort: Sort | null = null;
  let limit: number | null = null;
  const top = read.take(/\btop (\d{1,3})\b|\b(\d{1,3}) (?:largest|biggest|highest|smallest|lowest)\b/, false);
  if (top) limit = Math.min(2000, Number(top.match[1] ?? top.match[2]));
  if (read.take(/\b(largest|biggest|highest|top|most valuable)\b/, false) || (top && /largest|biggest|highest/.test(top.match[0]))) sort = {field: moneyField, direction: 'desc'};
  else if (read.take(/\b(smallest|lowest)\b/, false) || (top && /smallest|lowest/.test(top.match[0]))) sort = {field: moneyField, direction: 'asc'};
  else if (module === 'Deals' && read.take(/\b(soonest|earliest|next to close)\b/, false)) sort = {field: 'Closing_Date', direction: 'asc'};

  if (module === 'Deals') {
    const open = read.take(/\bopen\b|\bactive\b|\bin progress\b|\bongoing\b/);
    if (open) {
      filters.push(
        open.negated
          ? {field: 'Stage', op: 'in', value: ['Closed Won', 'Closed Lost'], label: 'stage is Closed Won or Closed Lost'}
          : {field: 'Stage', op: 'not in', value: ['Closed Won', 'Closed Lost'], label: 'stage is not Closed Won or Closed Lost'},
      );
    }
    for (const [re, stage] of STAGES) {
      const found = read.take(re);
      if (!found) continue;
      filters.push(choice('Stage', Array.isArray(stage) ? stage : [stage], found.negated, 'stage'));
    }
  }
  if (module === 'Leads') {
    const fresh = read.take(NOT_CONTACTED);
    if (fresh) filters.push(choice('Lead_Status', ['Not Contacted'], fresh.negated, 'status'));
    for (const [re, status] of STATUSES) {
      const found = read.take(re);
      if (found) filters.push(choice('Lead_Status', [status], found.negated, 'status'));
    }
  }
  if (module !== 'Accounts') {
    for (const [re, source] of SOURCES) {
      const found = read.take(re);
      if (found) filters.push(choice('Lead_Source', [source], found.negated, 'source'));
    }
  }

  const amount = String.raw`(?:[$€£]|usd|eur|gbp)?\s*(\d[\d.,\s]*\d|\d)\s*(?:k|m|thousand|million)?\b\s*(?:[$€£]|usd|eur|euros?|dollars?|pounds?)?`;
  const between = read.take(new RegExp(String.raw`\bbetween ${amount} and ${amount}`));
  if (between) {
    const lo = money(between.match[0].slice(0, between.match[0].indexOf(' and ')));
    const hi = money(between.match[0].slice(between.match[0].indexOf(' and ') + 5));
    if (Number.isFinite(lo) && Number.isFinite(hi)) {
      const [a, b] = [Math.min(lo, hi), Math.max(lo, hi)];
      filters.push({field: moneyField, op: between.negated ? 'not between' : 'between', value: [a, b], label: `${moneyLabel} ${between.negated ? 'not ' : ''}between ${formatMoney(a)} and ${formatMoney(b)}`});
    }
  }
  for (const [re, kind] of [
    [String.raw`\b(?:over|above|more than|greater than|bigger than|larger than|exceeding)\s*${amount}|>\s*${amount}`, '>'],
    [String.raw`\b(?:at least|no less than|minimum(?: of)?)\s*${amount}|>=\s*${amount}`, '>='],
    [String.raw`\b(?:under|below|less than|smaller than|lower than)\s*${amount}|<\s*${amount}`, '<'],
    [String.raw`\b(?:at most|no more than|up to|maximum(?: of)?)\s*${amount}|<=\s*${amount}`, '<='],
  ] as const) {
    const found = read.take(new RegExp(re));
    if (!found) continue;
    const n = money(found.match[0].replace(/^[^\d]*/, ''));
    if (!Number.isFinite(n)) continue;
    // "not over 50k" is "at most 50k"; "not under 50k" is "at least 50k".
    const op: Op = found.negated ? ({'>': '<=', '>=': '<', '<': '>=', '<=': '>'} as const)[kind] : kind;
    const words: Record<string, string> = {'>': 'over', '>=': 'at least', '<': 'under', '<=': 'at most'};
    filters.push({field: moneyField, op, value: n, label: `${moneyLabel} ${words[op]} ${formatMoney(n)}`});
  }

  if (module === 'Deals') {
    const [y, mo] = today.split('-').map(Number);
    const periods: Array<[RegExp, (m: RegExpExecArray) => [[string, string], string]]> = [
      [/\bthis month\b/, () => [monthRange(y, mo), 'this month']],
      [/\bnext month\b/, () => [monthRange(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1), 'next month']],
      [
        /\b(?:q([1-4])(?:\s+(\d{4}))?|(this|next) quarter)\b/,
        (m) => {
          let qn = m[1] ? Number(m[1]) : Math.floor((mo - 1) / 3) + 1;
          let qy = m[2] ? Number(m[2]) : y;
          if (m[3] === 'next') {
            qn += 1;
            if (qn === 5) {
              qn = 1;
              qy += 1;
            }
          }
          return [[iso(qy, qn * 3 - 2, 1), iso(qy, qn * 3, lastDay(qy, qn * 3))], `Q${qn} ${qy}`];
        },
      ],
      [
        new RegExp(String.raw`\b(?:in\s+)?(${MONTHS.join('|')})(?:\s+(\d{4}))?\b`),
        (m) => {
          const month = MONTHS.indexOf(m[1]) + 1;
          const yy = m[2] ? Number(m[2]) : month < mo ? y + 1 : y;
          return [monthRange(yy, month), `${m[1][0].toUpperCase()}${m[1].slice(1)} ${yy}`];
        },
      ],
    ];
    for (const [re, toRange] of periods) {
      const found = read.take(re);
      if (!found) continue;
      const [range, label] = toRange(found.match);
      filters.push({field: 'Closing_Date', op: found.negated ? 'not between' : 'between', value: range, label: `closing date ${found.negated ? 'not ' : ''}in ${label} (${range[0]} to ${range[1]})`});
      break;
    }
    const before = read.take(/\b(?:before|by)\s+(\d{4}-\d{2}-\d{2})\b/);
    const after = read.take(/\bafter\s+(\d{4}-\d{2}-\d{2})\b/);
    if (before) filters.push({field: 'Closing_Date', op: before.negated ? '>=' : '<', value: before.match[1], label: `closing ${before.negated ? 'on or after' : 'before'} ${before.match[1]}`});
    if (after) filters.push({field: 'Closing_Date', op: after.negated ? '<=' : '>', value: after.match[1], label: `closing ${after.negated ? 'on or before' : 'after'} ${after.match[1]}`});
    const named: Array<{name: string; at: number; end: number; negated: boolean}> = [];
    for (const name of distinct('Deals', 'Account_Name')) {
      const short = name.replace(/\s*\(Sample\)$/, '').toLowerCase();
      const first = short.split(' ')[0].replace(/[^a-z0-9]/g, '');
      const found = read.take(new RegExp(`\\b${escape(short)}\\b`)) ?? (first ? read.take(new RegExp(`\\b${escape(first)}\\b`)) : null);
      if (found) named.push({name, at: found.match.index, end: found.match.index + found.match[0].length, negated: found.negated});
    }
    // "except Bluefin or Harbor": an exclusion carries over a list of names joined by "or", "and", "nor" or commas.
    named.sort((a, b) => a.at - b.at);
    for (let i = 1; i < named.length; i++) {
      if (named[i - 1].negated && /^[\s,]*(?:or|and|nor)?[\s,]*$/.test(q.slice(named[i - 1].end, named[i].at))) named[i].negated = true;
    }
    const wanted = named.filter((n) => !n.negated).map((n) => n.name);
    const unwanted = named.filter((n) => n.negated).map((n) => n.name);
    if (wanted.length) filters.push(choice('Account_Name.Account_Name', wanted, false, 'account'));
    if (unwanted.length) filters.push(choice('Account_Name.Account_Name', unwanted, true, 'account'));
  }

  if (module !== 'Deals') {
    for (const industry of distinct(module, 'Industry')) {
      const found = read.take(new RegExp(`\\b${escape(industry.toLowerCase())}\\b`));
      if (found) filters.push(choice('Industry', [industry], found.negated, 'industry'));
    }
    const cityField = module === 'Accounts' ? 'Billing_City' : 'City';
    const countryField = module === 'Accounts' ? 'Billing_Country' : 'Country';
    for (const country of distinct(module, countryField)) {
      const aliases = country === 'United States' ? ['united states', 'usa', 'u\\.s\\.a?\\.?', 'us', 'america'] : [country.toLowerCase()];
      const found = read.take(new RegExp(`\\b(?:in|from) (?:the )?(?:${aliases.join('|')})(?![\\p{L}])`, 'u'));
      if (found) filters.push(choice(countryField, [country], found.negated, 'country'));
    }
    for (const city of distinct(module, cityField)) {
      const found = read.take(new RegExp(`\\b(?:in|from) ${escape(city.toLowerCase())}\\b`));
      if (found) filters.push(choice(cityField, [city], found.negated, 'city'));
    }
  }

  const unknown = read.leftovers();
  const query: ParsedQuestion = {module, filters, sort, limit};
  if (unknown.length && !options.ignoreUnknown) {
    return {
      ok: false,
      error: `I did not understand ${unknown.map((u) => `“${u}”`).join(' and ')}, so no records are shown. Rephrase it with stages, amounts, dates, sources, statuses, industries, places or account names, or run the query without ${unknown.length === 1 ? 'it' : 'them'}.`,
      unknown,
      partial: query,
    };
  }
  return {ok: true, query, ignored: unknown};
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
    case 'in':
      return (v as Value[]).includes(value);
    case 'not in':
      return !(v as Value[]).includes(value);
  }
}

/** Applies the filters, sort and limit to the bundled sample records. */
export function runQuery(query: ParsedQuestion): Row[] {
  const field = (f: string) => (f === 'Account_Name.Account_Name' ? 'Account_Name' : f);
  let rows = recordsOf(query.module).filter((r) => query.filters.every((f) => test(r[field(f.field)], f)));
  if (query.sort) {
    const {field: s, direction} = query.sort;
    rows = [...rows].sort((a, b) => (a[s] < b[s] ? -1 : a[s] > b[s] ? 1 : 0) * (direction === 'asc' ? 1 : -1));
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
 * The COQL select query. COQL needs a WHERE clause, so an unfiltered question uses "id is not null";
 * three or more criteria are grouped in pairs, ((A and B) and C), as Zoho's COQL documentation requires.
 */
export function toCoql(query: ParsedQuestion): string {
  const criteria = query.filters.map(criterion);
  let where = criteria.length ? criteria[0] : 'id is not null';
  for (let i = 1; i < criteria.length; i++) where = `${i === 1 ? '' : '('}${where}${i === 1 ? '' : ')'} and ${criteria[i]}`;
  if (criteria.length > 1) where = `(${where})`;
  const order = query.sort ? ` order by ${query.sort.field} ${query.sort.direction}` : '';
  return `select ${COLUMNS[query.module].join(', ')} from ${query.module} where ${where}${order} limit ${query.limit ?? 200}`;
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
