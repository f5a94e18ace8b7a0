/**
 * u28i UC1–UC3: an import reports every bad line (at most 20, then "and N more") and changes nothing;
 * a binary file is named as such, not as a CSV with missing columns; names equal after folding case,
 * spaces and punctuation are imported with a note that names both entries (nothing lost silently).
 */
import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {CRITERION_IDS, CsvError, duplicateNames, foldName, parseCsv, STORAGE_KEY, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

const HEADER = ['name', ...CRITERION_IDS].join(',');
const row = (name: string, scores: Array<string | number> = CRITERION_IDS.map(() => 3)) => [name, ...scores].join(',');

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {data, getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v)};
}

const bad = {
  score: (name: string) => row(name, CRITERION_IDS.map((_, i) => (i === 2 ? 7 : 3))),
  word: (name: string) => row(name, CRITERION_IDS.map((_, i) => (i === 0 ? 'four' : 3))),
  short: (name: string) => `${name},3,3`,
  empty: () => row(''),
};

describe('CSV import lists every bad line (u28i UC1)', () => {
  const kinds = Object.keys(bad) as Array<keyof typeof bad>;
  for (let n = 2; n <= 4; n += 1) {
    for (let offset = 0; offset < kinds.length; offset += 1) {
      it(`${n} bad lines among good ones, starting with "${kinds[offset]}"`, () => {
        const lines = [HEADER];
        const expected: number[] = [];
        for (let i = 0; i < n; i += 1) {
          lines.push(row(`Ferry timetable helper ${i}`));
          lines.push(bad[kinds[(offset + i) % kinds.length]](`Harbor berth planner ${i}`));
          expected.push(lines.length);
        }
        let error: unknown;
        try {
          parseCsv(lines.join('\n'));
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(CsvError);
        const problems = (error as CsvError).problems;
        expect(problems.map((p) => p.line)).toEqual(expected);
        expect((error as CsvError).message).toMatch(new RegExp(`^${n} lines have problems: Line ${expected[0]}: `));
      });
    }
  }

  it('caps the message at 20 lines and counts the rest', () => {
    const text = [HEADER, ...Array.from({length: 27}, (_, i) => bad.score(`Allotment ${i}`))].join('\r\n');
    let error: CsvError | null = null;
    try {
      parseCsv(text);
    } catch (e) {
      error = e as CsvError;
    }
    expect(error?.problems).toHaveLength(27);
    expect(error?.message.match(/Line \d+:/g)).toHaveLength(20);
    expect(error?.message).toMatch(/; and 7 more$/);
  });

  it('a single bad line keeps the one-line message', () => {
    expect(() => parseCsv([HEADER, row('A'), bad.short('B')].join('\n'))).toThrow(/^Line 3: expected 9 fields, found 3; the row ends before the required columns "reach", "urgency", "data_readiness" and 3 more$/);
  });
});

describe('names equal after folding (u28i UC3)', () => {
  const same: Array<[string, string]> = [
    ['Cold-chain anomaly alerts', 'cold-chain anomaly alerts'],
    ['Cold-chain anomaly alerts', 'Cold chain  anomaly-alerts.'],
    ['Invoice OCR', 'INVOICE-OCR'],
    ['Ｆｕｌｌｗｉｄｔｈ name', 'fullwidth name'],
    ['Übersetzung Kundenmails', 'übersetzung kundenmails!'],
  ];
  const different: Array<[string, string]> = [
    ['Cold-chain anomaly alerts', 'Cold-chain anomaly alert routing'],
    ['C++ code review', 'C code review'],
    ['Invoice OCR', 'Invoice QCR'],
  ];
  for (const [a, b] of same) it(`“${a}” = “${b}”`, () => expect(foldName(a)).toBe(foldName(b)));
  for (const [a, b] of different) it(`“${a}” ≠ “${b}”`, () => expect(foldName(a)).not.toBe(foldName(b)));

  it('finds repeats against the list and within the file, first occurrence wins', () => {
    const dups = duplicateNames(
      [{name: 'Invoice OCR'}],
      [
        {name: 'Cold-chain anomaly alerts', where: 'line 2'},
        {name: 'invoice-ocr', where: 'line 3'},
        {name: 'cold-chain anomaly alerts', where: 'line 4'},
        {name: 'Berth planner', where: 'line 5'},
      ],
    );
    expect(dups).toEqual([
      {name: 'invoice-ocr', where: 'line 3', sameAs: 'Invoice OCR', sameAsWhere: 'in your list'},
      {name: 'cold-chain anomaly alerts', where: 'line 4', sameAs: 'Cold-chain anomaly alerts', sameAsWhere: 'line 2'},
    ]);
    expect(duplicateNames([], [{name: 'A', where: 'line 2'}, {name: 'B', where: 'line 3'}])).toEqual([]);
  });
});

describe('the matrix tool: binary files, all bad lines, duplicate names', {timeout: 30_000}, () => {
  it('refuses a PNG named .csv as not a CSV or JSON file and keeps the list (UC2)', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const saved = store.data[STORAGE_KEY];
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([png], 'scores.csv', {type: 'text/csv'}));
    await screen.findByText(/Import refused/);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Import refused: scores\.csv is not a CSV or JSON file; it looks like a PNG image\. Nothing was changed/);
    expect(screen.getByRole('alert')).not.toHaveTextContent('missing column');
    expect(store.data[STORAGE_KEY]).toBe(saved);
  });

  it('lists every bad line of a CSV and changes nothing (UC1)', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const before = within(screen.getByRole('table', {name: /ranked use cases/i})).getAllByRole('row').length;
    const text = [HEADER, bad.score('Quay crane'), row('Fine one'), bad.word('Pilot roster'), bad.short('Tug fuel')].join('\n');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([text], 'harbor.csv', {type: 'text/csv'}));
    await screen.findByText(/Import refused/);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Import refused: harbor.csv has 3 problems, listed below. Nothing was changed.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent?.slice(0, 7))).toEqual(['Line 2:', 'Line 4:', 'Line 5:']);
    expect(within(screen.getByRole('table', {name: /ranked use cases/i})).getAllByRole('row')).toHaveLength(before);
  });

  it('imports names that repeat after folding with a note naming both (UC3)', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.type(screen.getByLabelText('Use case name'), 'Berth-allocation forecast');
    await user.click(screen.getByRole('button', {name: 'Add use case'}));
    const text = [HEADER, row('Reefer temperature alerts'), row('berth allocation forecast', [4, 3, 3, 3, 3, 3, 3, 3]), row('Reefer Temperature Alerts!')].join('\n');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([text], 'port.csv', {type: 'text/csv'}));
    await screen.findByText(/Imported 3 use cases/);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 names repeat another when case, spaces and punctuation are ignored: “berth allocation forecast” (line 3 of the file) and “Berth-allocation forecast” (in your list); “Reefer Temperature Alerts!” (line 4 of the file) and “Reefer temperature alerts” (line 2 of the file). Both entries of each pair were kept, so nothing is lost; remove the one you do not want.',
    );
    expect(within(screen.getByRole('table', {name: /ranked use cases/i})).getAllByRole('row')).toHaveLength(5);
  });
});
