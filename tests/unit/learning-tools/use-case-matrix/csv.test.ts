import {describe, expect, it} from 'vitest';
import {
  CRITERIA,
  CsvError,
  defaultWeights,
  parseCsv,
  parseCsvRecords,
  toCsv,
  type Score,
  type UseCase,
} from '@site/src/learning-tools/use-case-matrix/model';

function uc(id: string, name: string, values: number[] = [3, 3, 3, 3, 3, 3, 3, 3]): UseCase {
  return {id, name, scores: Object.fromEntries(CRITERIA.map((c, i) => [c.id, values[i] as Score]))};
}

const HEADER = `name,${CRITERIA.map((c) => c.id).join(',')}`;

function errorOf(fn: () => unknown): CsvError {
  try {
    fn();
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
  throw new Error('expected a CsvError');
}

describe('CSV export', () => {
  it('writes a header, one row per use case, and the computed columns', () => {
    const csv = toCsv([uc('a', 'Invoice extraction', [4, 4, 3, 3, 3, 4, 3, 2])], defaultWeights());
    // A UTF-8 byte-order mark first, for spreadsheet programs (u28z M3).
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(`${HEADER},value_score,feasibility_score,priority,quadrant`);
    expect(lines[1]).toBe('Invoice extraction,4,4,3,3,3,4,3,2,3.65,3.05,11.13,Do now');
    expect(lines[2]).toBe('');
  });

  it('quotes names with commas, quotes and line breaks', () => {
    const csv = toCsv([uc('a', 'Say "hi", then\nleave')], defaultWeights());
    expect(csv).toContain('"Say ""hi"", then\nleave",3,');
  });

  it('neutralises spreadsheet formulas in names', () => {
    const csv = toCsv([uc('a', '=HYPERLINK("x")')], defaultWeights());
    expect(csv.split('\r\n')[1].startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});

describe('CSV round trip', () => {
  it('returns the same names and scores, including awkward names', () => {
    const names = [
      'Plain name',
      'Commas, everywhere, here',
      'She said "ship it"',
      'Two\nlines',
      'Windows\r\nline break',
      '"Quoted start',
      '=SUM(A1:A2)',
      "'=already protected",
      '+441234 hotline bot',
      'Ünïcödé – dashes “and” quotes',
    ];
    const useCases = names.map((n, i) => uc(`id${i}`, n, [1 + (i % 5), 2, 3, 4, 5, 4, 3, 2]));
    const parsed = parseCsv(toCsv(useCases, defaultWeights()));
    expect(parsed.useCases).toEqual(useCases.map(({name, scores}) => ({name, scores})));
  });

  it('accepts files without the computed columns, with LF line ends and a byte-order mark', () => {
    const text = `\uFEFF${HEADER}\nFirst,1,2,3,4,5,1,2,3\nSecond,5,5,5,5,5,5,5,5\n`;
    const parsed = parseCsv(text);
    expect(parsed.useCases.map((u) => u.name)).toEqual(['First', 'Second']);
    expect(parsed.useCases[0].scores.data_readiness).toBe(5);
  });

  it('ignores blank lines', () => {
    const text = `${HEADER}\n\nOnly one,3,3,3,3,3,3,3,3\n\n`;
    expect(parseCsv(text).useCases).toHaveLength(1);
  });
});

describe('malformed CSV names the line', () => {
  it('a score outside 1–5', () => {
    const text = `${HEADER}\nGood,3,3,3,3,3,3,3,3\nBad,3,3,9,3,3,3,3,3\n`;
    const error = errorOf(() => parseCsv(text));
    expect(error.line).toBe(3);
    expect(error.message).toBe('Line 3: "reach" must be a whole number from 1 to 5 (found "9")');
  });

  it('a score that is not a whole number', () => {
    const error = errorOf(() => parseCsv(`${HEADER}\nBad,3.5,3,3,3,3,3,3,3\n`));
    expect(error.message).toMatch(/^Line 2: "impact" must be a whole number/);
  });

  it('the wrong number of fields', () => {
    const error = errorOf(() => parseCsv(`${HEADER}\nShort,3,3\n`));
    expect(error.message).toBe('Line 2: expected 9 fields, found 3; the row ends before the required columns "reach", "urgency", "data_readiness" and 3 more');
  });

  it('counts physical lines inside multi-line quoted names', () => {
    const text = `${HEADER}\n"Spans\ntwo lines",3,3,3,3,3,3,3,3\n,3,3,3,3,3,3,3,3\n`;
    const error = errorOf(() => parseCsv(text));
    expect(error.message).toBe('Line 4: the name is empty');
  });

  it('an unclosed quote, at the line where the quote opens', () => {
    const text = `${HEADER}\nFine,3,3,3,3,3,3,3,3\n"Never closed,3,3,3,3,3,3,3,3\nmore\n`;
    const error = errorOf(() => parseCsv(text));
    expect(error.message).toBe('Line 3: a quoted field is not closed');
  });

  it('keeps a stray quote inside an unquoted field as text, as spreadsheets do (Papa Parse)', () => {
    expect(parseCsvRecords('a,b"c\n')).toEqual([{line: 1, fields: ['a', 'b"c']}]);
  });

  it('parses a 40,000-row file with every record on its line', () => {
    const rows = Array.from({length: 40_000}, (_, i) => `Use case ${i},3,3,3,3,3,3,3,3`);
    const parsed = parseCsv(`${HEADER}\n${rows.join('\n')}\n`);
    expect(parsed.useCases).toHaveLength(40_000);
    expect(parsed.useCases[39_999].name).toBe('Use case 39999');
    expect(errorOf(() => parseCsv(`${HEADER}\n${rows.join('\n')}\nLast,3\n`)).line).toBe(40_002);
  });

  it('a missing column, at line 1; an unknown column is ignored and named (u28z M6)', () => {
    expect(errorOf(() => parseCsv('name,impact\nX,3\n')).message).toMatch(/^Line 1: missing columns "strategic_fit"/);
    expect(parseCsv(`${HEADER},colour\nX,3,3,3,3,3,3,3,3,red\n`).ignoredColumns).toEqual(['colour']);
  });

  it('an empty file', () => {
    expect(errorOf(() => parseCsv('')).message).toBe('Line 1: the file is empty; expected a header row');
  });

  // u28f UC-A: a header-only file was "Imported 0 use cases" and, with Replace, emptied the list.
  it.each([HEADER, `${HEADER}\n`, `${HEADER}\r\n\r\n`, `\uFEFF${HEADER.replaceAll(',', ';')}\n`])('a file with only the header row: %j', (text) => {
    expect(errorOf(() => parseCsv(text)).message).toBe('Line 1: the file has no rows after the header row, so there is nothing to import');
  });
});

describe('line ends: CRLF, LF, CR and mixed files read the same (issue 28, D5)', () => {
  const rows = ['Alpha,1,2,3,4,5,1,2,3', 'Beta,5,4,3,2,1,5,4,3', 'Gamma,2,2,2,2,2,2,2,2'];
  const names = ['Alpha', 'Beta', 'Gamma'];
  const join = (ends: string[], trailing = true) => [HEADER, ...rows].map((line, i) => line + (i < rows.length || trailing ? ends[i % ends.length] : '')).join('');

  it.each([
    ['CRLF', ['\r\n']],
    ['LF', ['\n']],
    ['CR only', ['\r']],
    ['CRLF first, then LF', ['\r\n', '\n']],
    ['LF first, then CRLF', ['\n', '\r\n']],
    ['CR, LF and CRLF mixed', ['\r', '\n', '\r\n']],
  ])('%s', (_label, ends) => {
    const parsed = parseCsv(join(ends));
    expect(parsed.useCases.map((u) => u.name)).toEqual(names);
    expect(parsed.useCases[1].scores.impact).toBe(5);
    expect(parsed.useCases[1].scores.change_ease).toBe(3);
  });

  it('without a trailing line end, and with a byte-order mark before a mixed file', () => {
    expect(parseCsv(join(['\r\n', '\n'], false)).useCases.map((u) => u.name)).toEqual(names);
    expect(parseCsv(`\uFEFF${join(['\n', '\r\n'])}`).useCases.map((u) => u.name)).toEqual(names);
  });

  it('a quoted field keeps its line breaks of any kind unchanged, and later line numbers stay right', () => {
    const text = `${HEADER}\r\n"Two\r\nlines, one comma",1,1,1,1,1,1,1,1\n"Three\rold\nMac",2,2,2,2,2,2,2,2\r\nLast,3,3,3,3,3,3,3,3\n`;
    const records = parseCsvRecords(text);
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 7]);
    expect(records[1].fields[0]).toBe('Two\r\nlines, one comma');
    expect(records[2].fields[0]).toBe('Three\rold\nMac');
    expect(parseCsv(text).useCases.map((u) => u.name)).toEqual(['Two\r\nlines, one comma', 'Three\rold\nMac', 'Last']);
  });

  it('a bad row in a mixed file is named by its real line, and nothing is returned', () => {
    const text = `${HEADER}\r\nGood,3,3,3,3,3,3,3,3\nBad,3,3,3,3,3,3,3\r\n`;
    const error = errorOf(() => parseCsv(text));
    expect(error.message).toBe('Line 3: expected 9 fields, found 8; the row ends before the required column "change_ease"');
  });

  it('a quote inside an unquoted field does not hide the line ends after it', () => {
    expect(parseCsv(`${HEADER}\r\nSay "hi,1,1,1,1,1,1,1,1\nNext,2,2,2,2,2,2,2,2\r\n`).useCases.map((u) => u.name)).toEqual(['Say "hi', 'Next']);
  });

  it('an unclosed quote in a mixed file names the line it opens on', () => {
    const error = errorOf(() => parseCsv(`${HEADER}\r\nGood,3,3,3,3,3,3,3,3\n"Open,3,3,3,3,3,3,3,3\r\nMore,3,3,3,3,3,3,3,3\n`));
    expect(error.message).toBe('Line 3: a quoted field is not closed');
  });
});

describe('CSV import: an unclosed quote with other bad lines (u28m UC1)', () => {
  it('lists the bad lines before the quote and the quote, in one pass', () => {
    const text = `${HEADER}\nGood,3,3,3,3,3,3,3,3\nZero,0,3,3,3,3,3,3,3\nWord,five,3,3,3,3,3,3,3\nShort,3,3\n,3,3,3,3,3,3,3,3\n"Open,3,3,3,3,3,3,3,3\nMore,3,3,3,3,3,3,3,3\n`;
    const error = errorOf(() => parseCsv(text));
    expect(error.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7]);
    expect(error.problems.at(-1)).toEqual({line: 7, message: 'a quoted field is not closed'});
    expect(error.message).toMatch(/^5 lines have problems: Line 3: .*; Line 7: a quoted field is not closed$/);
  });

  it('an unclosed quote in the first row is the only problem named', () => {
    expect(errorOf(() => parseCsv(`${HEADER}\n"Open,3,3,3,3,3,3,3,3\nMore,0\n`)).problems).toEqual([{line: 2, message: 'a quoted field is not closed'}]);
  });
});
