/**
 * Zoho Copilot logic: a plain-English question becomes filters over sample CRM records, and the same
 * filters become the COQL query the Zoho CRM Query API would run. Nothing is sent to Zoho.
 */
import {ACCOUNTS, DEALS, LEADS} from './sample';

export type Module = 'Deals' | 'Leads' | 'Accounts';
export type Value = string | number;
export type Op = '=' | '!=' | '>' | '<' | '>=' | '<=' | 'between' | 'not in';
export type Filter = {field: string; op: Op; value: Value | Value[]; label: string};
export type Sort = {field: string; direction: 'asc' | 'desc'};
export type Row = Record<string, Value>;

export type ParsedQuestion = {module: Module; filters: Filter[]; sort: Sort | null; limit: number | null};
export type ParseResult = {ok: true; query: ParsedQuestion} | {ok: false; error: string};

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

const STAGES: Array<[RegExp, string]> = [
  [/\bclosed[- ]won\b|\bwon\b/, 'Closed Won'],
  [/\bclosed[- ]lost\b|\blost\b/, 'Closed Lost'],
  [/\bnegotiation\b|\bnegotiating\b/, 'Negotiation/Review'],
  [/\bproposal\b|\bquote\b/, 'Proposal/Price Quote'],
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
const STATUSES: Array<[RegExp, string]> = [
  [/\bnot contacted\b|\buncontacted\b|\bnew leads?\b/, 'Not Contacted'],
  [/\battempted\b/, 'Attempted to Contact'],
  [/\bpre-?qualified\b|\bqualified\b/, 'Pre-Qualified'],
  [/\bjunk\b|\bspam\b/, 'Junk Lead'],
  [/\bcontacted\b/, 'Contacted'],
];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function money(text: string): number {
  const m = /([\d.,]+)\s*(k|m|thousand|million)?/i.exec(text);
  if (!m) return NaN;
  const base = Number(m[1].replace(/,/g, ''));
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

/**
 * Turns a question into filters. `today` fixes "this month" and similar phrases (ISO date).
 * Only what is recognised becomes a filter; everything else is ignored, and the page shows the filters used.
 */
export function parseQuestion(question: string, today: string): ParseResult {
  const q = question.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return {ok: false, error: 'Type a question first, for example "open deals over 50k closing this quarter".'};
  if (question.length > MAX_QUESTION_CHARS) return {ok: false, error: `The question has ${question.length} characters; the limit is ${MAX_QUESTION_CHARS}. Ask one thing at a time.`};
  let module: Module | null = null;
  if (/\b(deals?|opportunit(?:y|ies)|pipeline)\b/.test(q)) module = 'Deals';
  else if (/\bleads?\b|\bprospects?\b/.test(q)) module = 'Leads';
  else if (/\baccounts?\b|\bcompan(?:y|ies)\b|\bcustomers?\b/.test(q)) module = 'Accounts';
  if (!module) return {ok: false, error: 'Say which records you mean: deals, leads or accounts (for example "deals won this month").'};

  const filters: Filter[] = [];
  const moneyField = module === 'Deals' ? 'Amount' : 'Annual_Revenue';
  const moneyLabel = module === 'Deals' ? 'amount' : 'annual revenue';

  if (module === 'Deals') {
    if (/\bopen\b|\bactive\b|\bin progress\b/.test(q)) {
      filters.push({field: 'Stage', op: 'not in', value: ['Closed Won', 'Closed Lost'], label: 'stage is not Closed Won or Closed Lost'});
    } else {
      const stage = STAGES.find(([re]) => re.test(q));
      if (stage) filters.push({field: 'Stage', op: '=', value: stage[1], label: `stage is ${stage[1]}`});
    }
  }
  if (module === 'Leads') {
    const status = STATUSES.find(([re]) => re.test(q));
    if (status) filters.push({field: 'Lead_Status', op: '=', value: status[1], label: `status is ${status[1]}`});
  }
  if (module !== 'Accounts') {
    const source = SOURCES.find(([re]) => re.test(q));
    if (source) filters.push({field: 'Lead_Source', op: '=', value: source[1], label: `source is ${source[1]}`});
  }

  const amount = String.raw`\$?\s*([\d.,]+\s*(?:k|m|thousand|million)?)`;
  const between = new RegExp(String.raw`between ${amount} and ${amount}`).exec(q);
  if (between) {
    const lo = money(between[1]);
    const hi = money(between[2]);
    if (Number.isFinite(lo) && Number.isFinite(hi)) filters.push({field: moneyField, op: 'between', value: [Math.min(lo, hi), Math.max(lo, hi)], label: `${moneyLabel} between ${formatMoney(Math.min(lo, hi))} and ${formatMoney(Math.max(lo, hi))}`});
  } else {
    const over = new RegExp(String.raw`(?:over|above|more than|greater than|at least|>=?)\s*${amount}`).exec(q);
    const under = new RegExp(String.raw`(?:under|below|less than|at most|<=?)\s*${amount}`).exec(q);
    for (const [m, op, word] of [[over, /at least|>=/.test(over?.[0] ?? '') ? '>=' : '>', 'over'], [under, /at most|<=/.test(under?.[0] ?? '') ? '<=' : '<', 'under']] as const) {
      if (!m) continue;
      const n = money(m[1]);
      if (Number.isFinite(n)) filters.push({field: moneyField, op, value: n, label: `${moneyLabel} ${word === 'over' ? (op === '>=' ? 'at least' : 'over') : op === '<=' ? 'at most' : 'under'} ${formatMoney(n)}`});
    }
  }

  if (module === 'Deals') {
    const [y, mo] = today.split('-').map(Number);
    let range: [string, string] | null = null;
    let label = '';
    const monthName = new RegExp(String.raw`\b(?:in|closing|close|due)\s+(?:in\s+)?(${MONTHS.join('|')})(?:\s+(\d{4}))?\b`).exec(q);
    const quarter = /\b(?:q([1-4])(?:\s+(\d{4}))?|(this|next) quarter)\b/.exec(q);
    if (/\bthis month\b/.test(q)) {
      range = monthRange(y, mo);
      label = 'this month';
    } else if (/\bnext month\b/.test(q)) {
      const ny = mo === 12 ? y + 1 : y;
      const nm = mo === 12 ? 1 : mo + 1;
      range = monthRange(ny, nm);
      label = 'next month';
    } else if (quarter) {
      let qn = quarter[1] ? Number(quarter[1]) : Math.floor((mo - 1) / 3) + 1;
      let qy = quarter[2] ? Number(quarter[2]) : y;
      if (quarter[3] === 'next') {
        qn += 1;
        if (qn === 5) {
          qn = 1;
          qy += 1;
        }
      }
      range = [iso(qy, qn * 3 - 2, 1), iso(qy, qn * 3, lastDay(qy, qn * 3))];
      label = `Q${qn} ${qy}`;
    } else if (monthName) {
      const m = MONTHS.indexOf(monthName[1]) + 1;
      const yy = monthName[2] ? Number(monthName[2]) : m < mo ? y + 1 : y;
      range = monthRange(yy, m);
      label = `${monthName[1][0].toUpperCase()}${monthName[1].slice(1)} ${yy}`;
    }
    if (range) filters.push({field: 'Closing_Date', op: 'between', value: range, label: `closing date in ${label} (${range[0]} to ${range[1]})`});
    const before = /\b(?:before|by)\s+(\d{4}-\d{2}-\d{2})\b/.exec(q);
    const after = /\bafter\s+(\d{4}-\d{2}-\d{2})\b/.exec(q);
    if (before) filters.push({field: 'Closing_Date', op: '<', value: before[1], label: `closing before ${before[1]}`});
    if (after) filters.push({field: 'Closing_Date', op: '>', value: after[1], label: `closing after ${after[1]}`});
    for (const name of distinct('Deals', 'Account_Name')) {
      const short = name.replace(/\s*\(Sample\)$/, '').toLowerCase();
      const first = short.split(' ')[0].replace(/[^a-z0-9]/g, '');
      if (q.includes(short) || (first && new RegExp(`\\b${first}\\b`).test(q))) {
        filters.push({field: 'Account_Name.Account_Name', op: '=', value: name, label: `account is ${name}`});
        break;
      }
    }
  }

  if (module !== 'Deals') {
    for (const industry of distinct(module, 'Industry')) {
      if (new RegExp(`\\b${industry.toLowerCase()}\\b`).test(q)) filters.push({field: 'Industry', op: '=', value: industry, label: `industry is ${industry}`});
    }
    const cityField = module === 'Accounts' ? 'Billing_City' : 'City';
    const countryField = module === 'Accounts' ? 'Billing_Country' : 'Country';
    for (const country of distinct(module, countryField)) {
      const aliases = country === 'United States' ? ['united states', 'usa', 'us', 'america'] : [country.toLowerCase()];
      if (aliases.some((a) => new RegExp(`\\bin (?:the )?${a}\\b`).test(q))) filters.push({field: countryField, op: '=', value: country, label: `country is ${country}`});
    }
    for (const city of distinct(module, cityField)) {
      if (new RegExp(`\\bin ${city.toLowerCase()}\\b`).test(q)) filters.push({field: cityField, op: '=', value: city, label: `city is ${city}`});
    }
  }

  let sort: Sort | null = null;
  if (/\b(largest|biggest|highest|top|most valuable)\b/.test(q)) sort = {field: moneyField, direction: 'desc'};
  else if (/\b(smallest|lowest)\b/.test(q)) sort = {field: moneyField, direction: 'asc'};
  else if (module === 'Deals' && /\b(soonest|earliest|next to close)\b/.test(q)) sort = {field: 'Closing_Date', direction: 'asc'};
  const top = /\btop (\d{1,3})\b|\b(\d{1,3}) (?:largest|biggest|highest|smallest)\b/.exec(q);
  const limit = top ? Math.min(2000, Number(top[1] ?? top[2])) : null;
  return {ok: true, query: {module, filters, sort, limit}};
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
  if (f.op === 'not in') return `${f.field} not in (${(v as Value[]).map(literal).join(', ')})`;
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
