/**
 * u29a (issue 28): a CSV row that ends one field short because its last column is an optional one
 * (a "Notes" column the matrix ignores, or the computed columns of an export) and that column is empty
 * there. Spreadsheet programs and Papa Parse give such short rows; the missing optional fields read as
 * empty. A row that stops before a required column (a name or a score) is still refused, naming the
 * row and the columns, and nothing is imported or replaced unless the whole file is valid.
 */
import {describe, expect, it} from 'vitest';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERION_IDS, CSV_COMPUTED_COLUMNS, CsvError, parseCsv, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

const HEADER = ['name', ...CRITERION_IDS].join(',');
const threes = CRITERION_IDS.map(() => 3).join(',');

function errorOf(fn: () => unknown): CsvError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CsvError) return e;
    throw e;
  }
  throw new Error('no CsvError thrown');
}

describe('a missing trailing optional field reads as empty', () => {
  it('a Notes column with no field (and no trailing comma) on a row', () => {
    const result = parseCsv(`${HEADER},Notes\nA,${threes}\nB,${threes},call Ann\n`);
    expect(result.useCases.map((u) => u.name)).toEqual(['A', 'B']);
    expect(result.useCases[0].scores.change_ease).toBe(3);
    expect(result.ignoredColumns).toEqual(['Notes']);
  });

  it('every row short of its Notes field', () => {
    const result = parseCsv(`${HEADER},Notes\nA,${threes}\nB,${threes}\nC,${threes}\n`);
    expect(result.useCases.map((u) => u.name)).toEqual(['A', 'B', 'C']);
  });

  it('an exported file whose computed columns stop early on a row', () => {
    const header = [HEADER, ...CSV_COMPUTED_COLUMNS].join(',');
    const result = parseCsv(`${header}\r\nA,${threes},3.00,3.00,9.00,Do now\r\nB,${threes},3.00\r\nC,${threes}\r\n`);
    expect(result.useCases.map((u) => u.name)).toEqual(['A', 'B', 'C']);
  });

  it('two optional trailing columns, both missing', () => {
    const result = parseCsv(`${HEADER},Notes,Owner\nA,${threes}\nB,${threes},x\n`);
    expect(result.useCases.map((u) => u.name)).toEqual(['A', 'B']);
    expect(result.ignoredColumns).toEqual(['Notes', 'Owner']);
  });

  it('with semicolons, as spreadsheets write them in German or French', () => {
    const result = parseCsv(`${HEADER.replaceAll(',', ';')};Notizen\nA;${threes.replaceAll(',', ';')}\n`);
    expect(result.useCases.map((u) => u.name)).toEqual(['A']);
  });

  it('an empty Notes field written with its comma still reads (unchanged)', () => {
    expect(parseCsv(`${HEADER},Notes\nA,${threes},\n`).useCases.map((u) => u.name)).toEqual(['A']);
  });
});

describe('a row that stops before a required column is refused, naming the row and the columns', () => {
  it('one score missing at the end', () => {
    const error = errorOf(() => parseCsv(`${HEADER}\nA,${threes}\nB,3,3,3,3,3,3,3\n`));
    expect(error.message).toBe('Line 3: expected 9 fields, found 8; the row ends before the required column "change_ease"');
  });

  it('a score and the Notes field missing: the score is named', () => {
    const error = errorOf(() => parseCsv(`${HEADER},Notes\nB,3,3,3,3,3,3,3\n`));
    expect(error.message).toBe('Line 2: expected 10 fields, found 8; the row ends before the required column "change_ease"');
  });

  it('a Notes column before the scores does not make a missing score optional', () => {
    const error = errorOf(() => parseCsv(`name,Notes,${CRITERION_IDS.join(',')}\nA,hi,3,3,3,3,3,3,3\n`));
    expect(error.message).toBe('Line 2: expected 10 fields, found 9; the row ends before the required column "change_ease"');
  });

  it('a name alone: "found 1 field", and the missing columns listed briefly', () => {
    const error = errorOf(() => parseCsv(`${HEADER}\nLonely\n`));
    expect(error.message).toBe(
      'Line 2: expected 9 fields, found 1; the row ends before the required columns "impact", "strategic_fit", "reach" and 5 more',
    );
  });

  it('two required columns missing', () => {
    const error = errorOf(() => parseCsv(`${HEADER}\nA,3,3,3,3,3,3\n`));
    expect(error.message).toBe('Line 2: expected 9 fields, found 7; the row ends before the required columns "risk_effort", "change_ease"');
  });

  it('a row with too many fields is still refused as before', () => {
    const error = errorOf(() => parseCsv(`${HEADER},Notes\nA,${threes},x,y\n`));
    expect(error.message).toBe('Line 2: expected 10 fields, found 11');
  });

  it('every bad line is listed; the short-but-fine rows are not among them', () => {
    const error = errorOf(() => parseCsv(`${HEADER},Notes\nA,${threes}\nB,3,3\nC,${threes},ok\nD,3,3,3,3,3,3,3\n`));
    expect(error.problems.map((p) => p.line)).toEqual([3, 5]);
  });
});

describe('the tool', {timeout: 30_000}, () => {
  function memoryStore(): KeyValueStore {
    const data: Record<string, string> = {};
    return {getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
  }
  const table = () => screen.getByRole('table', {name: /Ranked use cases/});

  it('imports a file whose rows lack the trailing Notes field', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    const file = new File([`${HEADER},Notes\nHarbor berth planner,${threes}\nFerry timetable helper,${threes},call Ann\n`], 'notes.csv', {type: 'text/csv'});
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), file);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Imported 2 use cases from notes\.csv/));
    expect(within(table()).getByRole('rowheader', {name: 'Harbor berth planner'})).toBeInTheDocument();
  });

  it('replace mode: a file with one fine short row and one row short of a score replaces nothing', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const before = within(table()).getAllByRole('row').map((r) => r.textContent);
    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    const file = new File([`${HEADER},Notes\nFine,${threes}\nBroken,3,3,3,3,3,3,3\n`], 'mixed.csv', {type: 'text/csv'});
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), file);
    await screen.findByText(/Import refused/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Import refused: Line 3: expected 10 fields, found 8; the row ends before the required column "change_ease". Nothing was changed.',
    );
    expect(within(table()).getAllByRole('row').map((r) => r.textContent)).toEqual(before);
  });
});
