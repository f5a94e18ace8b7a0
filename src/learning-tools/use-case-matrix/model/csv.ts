/**
 * CSV export and import of use cases (RFC 4180 quoting: commas, quotes and line breaks in fields),
 * parsed with Papa Parse.
 * The CSV holds the use cases and their scores; the criterion weights travel in the JSON format.
 */
import Papa from 'papaparse';
import {nounFor} from '@site/src/lib/text/plural';
import {CRITERIA, CRITERION_IDS, isScore, rankUseCases, QUADRANT_LABELS, type Score, type UseCase, type Weights} from './model';
import {MAX_NAME_LENGTH} from './json';

export const CSV_NAME_COLUMN = 'name';
/** Computed columns written on export for spreadsheet users; ignored on import. */
export const CSV_COMPUTED_COLUMNS = ['value_score', 'feasibility_score', 'priority', 'quadrant'] as const;

/** A header as a key: case folded, "&" read as "and", runs of spaces, hyphens and underscores made one underscore. */
function foldHeader(field: string): string {
  return field
    .trim()
    .replace(/^"|"$/g, '')
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\s_\-/.]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * Every header the import reads as a column, folded: the export's keys, the labels the page shows (the
 * form's "Strategic fit", "People reached", "Use case name"; the table's "Value", "Feasibility") and
 * the keys written with spaces or hyphens (u30m M-1).
 */
const HEADER_ALIASES: ReadonlyMap<string, string> = new Map<string, string>([
  ...[CSV_NAME_COLUMN, 'use case', 'use case name'].map((h) => [foldHeader(h), CSV_NAME_COLUMN] as [string, string]),
  ...CRITERIA.flatMap((c) => [c.id, c.label].map((h) => [foldHeader(h), c.id] as [string, string])),
  ...CSV_COMPUTED_COLUMNS.map((c) => [c, c] as [string, string]),
  ['value', 'value_score'],
  ['feasibility', 'feasibility_score'],
]);

/** The column a header names, or null when the matrix does not know it. */
export function csvColumnKey(field: string): string | null {
  return HEADER_ALIASES.get(foldHeader(field)) ?? null;
}

/** A required column as the reader meets it on the page: its key and the label the form shows. */
function columnWithLabel(key: string): string {
  const label = key === CSV_NAME_COLUMN ? 'Name' : CRITERIA.find((c) => c.id === key)?.label;
  return label ? `"${key}" (or “${label}”)` : `"${key}"`;
}

/** Characters that make spreadsheet programs treat a cell as a formula. */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Quote a field when it needs it; double any quotes inside. */
export function quoteField(field: string): string {
  return /[",\r\n]/.test(field) || /^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/** Neutralize spreadsheet formulas in names by a leading apostrophe, which parsing removes again. */
export function protectFormula(name: string): string {
  return FORMULA_START.test(name) ? `'${name}` : name;
}

export function unprotectFormula(name: string): string {
  return /^'+[=+\-@\t\r]/.test(name) ? name.slice(1) : name;
}

/** The UTF-8 byte-order mark written first, so spreadsheet programs (Excel) read non-Latin names as UTF-8; import strips it (u28z M3). */
export const CSV_BOM = '\uFEFF';

/** Serialise use cases as CSV with a byte-order mark, a header row, ranked columns appended, CRLF line ends (RFC 4180). */
export function toCsv(useCases: readonly UseCase[], weights: Weights): string {
  const header = [CSV_NAME_COLUMN, ...CRITERION_IDS, ...CSV_COMPUTED_COLUMNS];
  const scored = new Map(rankUseCases(useCases, weights).map((s) => [s.useCase.id, s]));
  const lines = [header.join(',')];
  for (const uc of useCases) {
    const s = scored.get(uc.id);
    const cells = [
      quoteField(protectFormula(uc.name)),
      ...CRITERION_IDS.map((id) => String(uc.scores[id] ?? 3)),
      s ? s.value.toFixed(2) : '',
      s ? s.feasibility.toFixed(2) : '',
      s ? s.priority.toFixed(2) : '',
      s ? quoteField(QUADRANT_LABELS[s.quadrant]) : '',
    ];
    lines.push(cells.join(','));
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Field separators read on import: the comma of RFC 4180, the semicolon spreadsheet programs write where the comma is the decimal mark (German, French), and the tab. */
export type CsvDelimiter = ',' | ';' | '\t';
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
export const DELIMITER_NAMES: Readonly<Record<CsvDelimiter, string>> = {',': 'commas', ';': 'semicolons', '\t': 'tabs'};

/**
 * The separator of a use-case CSV, read from its header row: the one that splits the header into the
 * most of the matrix's column names (ties go to the comma). The header is known, so this is exact
 * where a guess from field counts (Papa Parse's `delimitersToGuess`) can be fooled by a name such as
 * "Forecast; phase 2" in a comma file.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const header = src.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '';
  let best: CsvDelimiter = ',';
  let bestCount = -1;
  for (const d of DELIMITERS) {
    const count = header.split(d).filter((f) => csvColumnKey(f) !== null).length;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

export type CsvRecord = {
  /** 1-based physical line on which the record starts. */
  readonly line: number;
  readonly fields: string[];
};

/** The most bad lines an import lists by line (u28i UC1); the rest are counted ("and 7 more"). */
export const MAX_LISTED_PROBLEMS = 20;

export type CsvProblem = {readonly line: number; readonly message: string};

export class CsvError extends Error {
  /** The first problem's line. */
  readonly line: number;
  /** Every bad line of the file, one problem each (the first found on that line), in file order. */
  readonly problems: readonly CsvProblem[];
  constructor(line: number, message: string, more: readonly CsvProblem[] = []) {
    const problems = [{line, message}, ...more];
    super(
      problems.length === 1
        ? `Line ${line}: ${message}`
        : `${problems.length} lines have problems: ${problems
            .slice(0, MAX_LISTED_PROBLEMS)
            .map((p) => `Line ${p.line}: ${p.message}`)
            .join('; ')}${problems.length > MAX_LISTED_PROBLEMS ? `; and ${problems.length - MAX_LISTED_PROBLEMS} more` : ''}`,
    );
    this.name = 'CsvError';
    this.line = line;
    this.problems = problems;
  }
}

/** Physical line breaks in a string (CRLF, CR or LF each count once). */
function lineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/**
 * The text without a byte-order mark and with every line end between records (CRLF, CR or LF, mixed
 * in one file as files edited on two systems often are) turned into LF. Quoted fields are left as
 * they are, so a name with a line break comes back unchanged. Papa Parse guesses one line end per
 * file from the first it sees, so a file that starts with CRLF and goes on with LF would otherwise be
 * read as one long record. A quote opens a quoted field only at the start of a field, as in Papa Parse.
 */
export function normalizeLineEnds(text: string, delimiter = ','): string {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!src.includes('\r')) return src;
  const parts: string[] = [];
  let from = 0;
  let fieldStart = true;
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (fieldStart && c === '"') {
      // Skip the quoted field: up to the quote that is not doubled (or the end, if never closed).
      let j = i + 1;
      for (;;) {
        const q = src.indexOf('"', j);
        if (q === -1) {
          j = src.length;
          break;
        }
        if (src[q + 1] === '"') {
          j = q + 2;
          continue;
        }
        j = q + 1;
        break;
      }
      i = j;
      fieldStart = false;
      continue;
    }
    if (c === '\r') {
      parts.push(src.slice(from, i), '\n');
      i += src[i + 1] === '\n' ? 2 : 1;
      from = i;
      fieldStart = true;
      continue;
    }
    fieldStart = c === delimiter || c === '\n';
    i += 1;
  }
  parts.push(src.slice(from));
  return parts.join('');
}

/**
 * Split CSV text into records with Papa Parse (RFC 4180: quoted fields with commas, doubled quotes
 * and line breaks; a quote inside an unquoted field is kept as text, as spreadsheets do). Line ends
 * between records may be CRLF, LF or CR, mixed in one file (see normalizeLineEnds). Each record
 * carries the physical line it starts on, counted through multi-line quoted fields. Blank lines are
 * skipped. Throws a CsvError at the line of a quoted field that is never closed.
 */
export function parseCsvRecords(text: string, delimiter: CsvDelimiter = ','): CsvRecord[] {
  const {records, unclosed} = readCsvRecords(text, delimiter);
  if (unclosed) throw new CsvError(unclosed.line, unclosed.message);
  return records;
}

/**
 * The records of parseCsvRecords up to a quoted field that is never closed, and that field's
 * problem (null when every quote closes): the lines before it can still be checked (u28m UC1).
 */
function readCsvRecords(text: string, delimiter: CsvDelimiter): {records: CsvRecord[]; unclosed: CsvProblem | null} {
  const src = normalizeLineEnds(text, delimiter);
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 0;
  let unclosed: CsvProblem | null = null;
  Papa.parse<string[]>(src, {
    delimiter,
    quoteChar: '"',
    escapeChar: '"',
    newline: '\n',
    step: (result, parser) => {
      const recordLine = line;
      const cursor = result.meta.cursor;
      line += lineBreaks(src.slice(start, cursor));
      start = cursor;
      if (result.errors.some((e) => e.code === 'MissingQuotes')) {
        unclosed = {line: recordLine, message: 'a quoted field is not closed'};
        parser.abort();
        return;
      }
      const fields = result.data;
      if (fields.length === 1 && fields[0] === '') return;
      records.push({line: recordLine, fields});
    },
  });
  return {records, unclosed};
}

export type CsvImport = {
  readonly useCases: Array<Omit<UseCase, 'id'>>;
  /** The line each use case was read from, in the same order. */
  readonly lines: number[];
  /** The field separator the file uses (detectDelimiter). */
  readonly delimiter: CsvDelimiter;
  /** Header names of columns the matrix does not use, as written in the file; their cells are ignored. */
  readonly ignoredColumns: readonly string[];
};

/**
 * Parse exported CSV back into use cases; columns the matrix does not use are ignored and named in
 * `ignoredColumns`. Throws a CsvError naming every bad line (a problem with
 * the header stops there; an unclosed quote is listed after the bad lines before it, as the rest of
 * the file is read as its field); nothing is returned unless the whole file is valid.
 */
export function parseCsv(text: string): CsvImport {
  const delimiter = detectDelimiter(text);
  const {records, unclosed} = readCsvRecords(text, delimiter);
  // A quote never closed in the header, or with no row before it, is the only problem to name.
  if (unclosed && records.length < 2) throw new CsvError(unclosed.line, unclosed.message);
  if (records.length === 0) throw new CsvError(1, 'the file is empty; expected a header row');
  const [header, ...rows] = records;
  // Each header as the column it names; an unknown one keeps its own folded text (it is ignored).
  const columns = header.fields.map((f) => csvColumnKey(f) ?? `?${f.trim().toLowerCase()}`);
  const required = [CSV_NAME_COLUMN, ...CRITERION_IDS];
  const known = new Set<string>([...required, ...CSV_COMPUTED_COLUMNS]);
  // A first line naming none of the columns is data, not a header (u28z M6: it was read as a header with "3" twice).
  if (!columns.some((c) => known.has(c)))
    throw new CsvError(
      header.line,
      `the file has no header row: the first line should name the columns (${required.join(', ')}), but it reads ${header.fields
        .slice(0, 3)
        .map((f) => `"${f}"`)
        .join(', ')}${header.fields.length > 3 ? ', …' : ''}`,
    );
  const index = new Map<string, number>();
  // Columns the matrix does not use (a "Notes" column) are ignored and named (u28z M6); the known ones must not repeat.
  const ignoredColumns: string[] = [];
  columns.forEach((c, i) => {
    if (!known.has(c)) {
      ignoredColumns.push(header.fields[i].trim());
      return;
    }
    if (index.has(c))
      throw new CsvError(header.line, `column "${c}" appears twice (as “${header.fields[index.get(c) ?? 0].trim()}” and “${header.fields[i].trim()}”)`);
    index.set(c, i);
  });
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0) {
    const unknown = ignoredColumns.length > 0 ? `; the file's ${nounFor(ignoredColumns.length, 'header')} ${ignoredColumns.map((c) => `“${c}”`).join(', ')} ${ignoredColumns.length === 1 ? 'is' : 'are'} not a column the matrix knows` : '';
    throw new CsvError(header.line, `missing column${missing.length > 1 ? 's' : ''} ${missing.map(columnWithLabel).join(', ')}${unknown}`);
  }
  // A header-only file imports nothing; refused, so "Replace the list" never empties the list (u28f UC-A).
  if (rows.length === 0) throw new CsvError(header.line, 'the file has no rows after the header row, so there is nothing to import');

  // Every bad line is reported at once (u28i UC1), so the reader fixes the file in one pass; nothing is imported.
  const problems: CsvProblem[] = [];
  const useCases: Array<Omit<UseCase, 'id'>> = [];
  const lines: number[] = [];
  // The columns a row must reach: up to the last required one; the optional ones after it may be cut off.
  const requiredWidth = Math.max(...required.map((c) => index.get(c) ?? 0)) + 1;
  for (const row of rows) {
    const problem = rowProblem(row, columns, requiredWidth, index, header.fields);
    if (typeof problem === 'string') problems.push({line: row.line, message: problem});
    else {
      useCases.push(problem);
      lines.push(row.line);
    }
  }
  // The unclosed quote is listed with the bad lines before it (the rest of the file is inside its field).
  if (unclosed) problems.push(unclosed);
  if (problems.length > 0) throw new CsvError(problems[0].line, problems[0].message, problems.slice(1));
  return {useCases, lines, delimiter, ignoredColumns};
}

/**
 * A row as a use case, or what is wrong with it (the first problem found). A row may end early when
 * only optional columns (ignored or computed ones) are missing at its end: spreadsheet programs and
 * Papa Parse leave out an empty last field, and those fields read as empty (u29a). A row that stops
 * before a required column is refused and the missing required columns are named.
 */
function rowProblem(
  row: CsvRecord,
  columns: readonly string[],
  requiredWidth: number,
  index: ReadonlyMap<string, number>,
  headers: readonly string[],
): Omit<UseCase, 'id'> | string {
  // A column is named as the file's header row writes it ("Strategic Fit" or "strategic_fit").
  const named = (key: string) => `"${headers[index.get(key) ?? 0]?.trim() || key}"`;
  const width = columns.length;
  const found = row.fields.length;
  if (found > width || found < requiredWidth) {
    const counts = `expected ${width} fields, found ${found}`;
    if (found > width) return counts;
    const missing = columns.slice(found).filter((c) => c === CSV_NAME_COLUMN || CRITERION_IDS.includes(c));
    const listed = missing.length > 3 ? `${missing.slice(0, 3).map(named).join(', ')} and ${missing.length - 3} more` : missing.map(named).join(', ');
    return `${counts}; the row ends before the required ${nounFor(missing.length, 'column')} ${listed}`;
  }
  const name = unprotectFormula(row.fields[index.get(CSV_NAME_COLUMN) ?? 0]).trim();
  if (name === '') return 'the name is empty';
  // The limit of the form and the JSON import (u29u M3): a longer name is refused before anything changes.
  if (name.length > MAX_NAME_LENGTH) return `the name has ${name.length} characters; names hold at most ${MAX_NAME_LENGTH}: shorten it in the file and import again`;
  const scores: Record<string, Score> = {};
  for (const c of CRITERIA) {
    const raw = row.fields[index.get(c.id) ?? 0].trim();
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isScore(n)) return `${named(c.id)} must be a whole number from 1 to 5 (found "${raw}")`;
    scores[c.id] = n;
  }
  return {name, scores};
}
