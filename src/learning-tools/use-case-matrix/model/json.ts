/**
 * JSON export, validation and import of a whole portfolio (weights and use cases).
 * The same document is what the tool keeps in localStorage.
 */
import {CRITERIA, CRITERION_IDS, isScore, isWeight, MAX_WEIGHT, type Portfolio, type Score, type UseCase} from './model';

export const JSON_FORMAT = 'genai-enterprise/use-case-matrix';
export const JSON_VERSION = 1;
/**
 * The most use cases the matrix holds: a generous bound that keeps a runaway import from freezing
 * the page or filling the browser's storage. Imports and additions are checked against it before
 * anything changes; saved data over it (from an earlier version) still loads.
 */
export const MAX_USE_CASES = 500;
export const MAX_NAME_LENGTH = 200;

export type PortfolioDocument = {
  format: typeof JSON_FORMAT;
  version: typeof JSON_VERSION;
  weights: Record<string, number>;
  useCases: Array<{name: string; scores: Record<string, Score>}>;
};

export function toDocument(portfolio: Portfolio): PortfolioDocument {
  return {
    format: JSON_FORMAT,
    version: JSON_VERSION,
    weights: Object.fromEntries(CRITERION_IDS.map((id) => [id, portfolio.weights[id] ?? 0])),
    useCases: portfolio.useCases.map((uc) => ({
      name: uc.name,
      scores: Object.fromEntries(CRITERION_IDS.map((id) => [id, uc.scores[id] ?? 3])) as Record<string, Score>,
    })),
  };
}

export function toJson(portfolio: Portfolio): string {
  return `${JSON.stringify(toDocument(portfolio), null, 2)}\n`;
}

export type ValidationIssue = {
  /** JSONPath-style location, e.g. $.useCases[2].scores.data_readiness */
  readonly path: string;
  readonly message: string;
};

export type ValidationResult =
  | {readonly ok: true; readonly document: PortfolioDocument}
  | {readonly ok: false; readonly issues: ValidationIssue[]};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  // A field left out is said to be missing, not "undefined" (u36a F9).
  if (v === undefined) return 'nothing: the field is missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `"${v.length > 30 ? `${v.slice(0, 30)}…` : v}"`;
  if (typeof v === 'object') return 'an object';
  return String(v);
}

/**
 * Validate parsed JSON against the portfolio format, collecting every problem with its path.
 * `maxUseCases` and `maxNameLength` are the import limits; pass Infinity for data this browser saved itself
 * (a name over the limit saved by an earlier version must not make the whole list unreadable, u29u M3).
 */
export function validateDocument(
  data: unknown,
  {maxUseCases = MAX_USE_CASES, maxNameLength = MAX_NAME_LENGTH}: {maxUseCases?: number; maxNameLength?: number} = {},
): ValidationResult {
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string) => issues.push({path, message});
  if (!isRecord(data)) {
    add('$', `expected an object, found ${describe(data)}`);
    return {ok: false, issues};
  }
  if (data.format !== JSON_FORMAT) add('$.format', `expected "${JSON_FORMAT}", found ${describe(data.format)}`);
  if (data.version !== JSON_VERSION) add('$.version', `expected ${JSON_VERSION}, found ${describe(data.version)}`);

  const weights: Record<string, number> = {};
  if (!isRecord(data.weights)) {
    add('$.weights', `expected an object of criterion weights, found ${describe(data.weights)}`);
  } else {
    for (const id of CRITERION_IDS) {
      const w = data.weights[id];
      if (!isWeight(w)) add(`$.weights.${id}`, `expected a number from 0 to ${MAX_WEIGHT}, found ${describe(w)}`);
      else weights[id] = w;
    }
    for (const key of Object.keys(data.weights)) {
      if (!CRITERION_IDS.includes(key)) add(`$.weights.${key}`, 'unknown criterion');
    }
  }

  const useCases: PortfolioDocument['useCases'] = [];
  if (!Array.isArray(data.useCases)) {
    add('$.useCases', `expected an array, found ${describe(data.useCases)}`);
  } else if (data.useCases.length > maxUseCases) {
    add('$.useCases', `at most ${maxUseCases} use cases, found ${data.useCases.length}`);
  } else {
    data.useCases.forEach((item: unknown, i: number) => {
      const base = `$.useCases[${i}]`;
      if (!isRecord(item)) {
        add(base, `expected an object, found ${describe(item)}`);
        return;
      }
      const name = typeof item.name === 'string' ? item.name.trim() : '';
      if (typeof item.name !== 'string') add(`${base}.name`, `expected text, found ${describe(item.name)}`);
      else if (name === '') add(`${base}.name`, 'the name is empty');
      else if (name.length > maxNameLength) add(`${base}.name`, `at most ${maxNameLength} characters`);
      const scores: Record<string, Score> = {};
      if (!isRecord(item.scores)) {
        add(`${base}.scores`, `expected an object, found ${describe(item.scores)}`);
      } else {
        for (const c of CRITERIA) {
          const s = item.scores[c.id];
          if (!isScore(s)) add(`${base}.scores.${c.id}`, `expected a whole number from 1 to 5, found ${describe(s)}`);
          else scores[c.id] = s;
        }
      }
      useCases.push({name, scores});
    });
  }
  if (issues.length > 0) return {ok: false, issues};
  return {ok: true, document: {format: JSON_FORMAT, version: JSON_VERSION, weights, useCases}};
}

export class JsonImportError extends Error {
  readonly issues: ValidationIssue[];
  /**
   * Set when the file is valid JSON of another kind (a package.json, a list of names): what it holds,
   * in words for a reader ("a list of 3 text values"); the tool then says what it expected instead.
   */
  wrongKind?: string;
  constructor(issues: ValidationIssue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(`${first.path}: ${first.message}${more}`);
    this.name = 'JsonImportError';
    this.issues = issues;
  }
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * What a parsed JSON value holds, in words, when it is not a portfolio at all (no `format` of this
 * tool and no `useCases` list); null when it looks like one (its problems are then listed one by one).
 */
export function notAPortfolio(data: unknown): string | null {
  if (isRecord(data)) {
    if (data.format === JSON_FORMAT || Array.isArray(data.useCases)) return null;
    const keys = Object.keys(data);
    if (keys.length === 0) return 'an empty object';
    const shown = keys.slice(0, 4).map((k) => `“${k.length > 24 ? `${k.slice(0, 24)}…` : k}”`).join(', ');
    return `other data, with the fields ${shown}${keys.length > 4 ? ` and ${plural(keys.length - 4, 'more', 'more')}` : ''}`;
  }
  if (Array.isArray(data)) {
    if (data.length === 0) return 'an empty list';
    const kinds = new Set(data.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v)));
    const kind = kinds.size > 1 ? ['value', 'values'] : kinds.has('string') ? ['text value', 'text values'] : kinds.has('number') ? ['number', 'numbers'] : kinds.has('object') ? ['object', 'objects'] : ['value', 'values'];
    return `a list of ${plural(data.length, kind[0], kind[1])}`;
  }
  return typeof data === 'string' ? 'a single text value' : typeof data === 'number' ? 'a single number' : `a single value (${String(data)})`;
}

/** Parse and validate JSON text. Throws a JsonImportError naming the path of the first problem. */
export function parseJson(text: string, options: {maxUseCases?: number} = {}): PortfolioDocument {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new JsonImportError([{path: '$', message: `not valid JSON (${detail})`}]);
  }
  const wrongKind = notAPortfolio(data);
  if (wrongKind) {
    const error = new JsonImportError([{path: '$', message: `not a use-case matrix export (${wrongKind})`}]);
    error.wrongKind = wrongKind;
    throw error;
  }
  const result = validateDocument(data, options);
  if (!result.ok) throw new JsonImportError(result.issues);
  return result.document;
}

/** Give imported use cases fresh ids. */
export function withIds(items: ReadonlyArray<Omit<UseCase, 'id'>>, makeId: () => string): UseCase[] {
  return items.map((item) => ({...item, id: makeId()}));
}
