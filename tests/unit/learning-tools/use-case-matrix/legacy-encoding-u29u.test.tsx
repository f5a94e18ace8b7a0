// u29u M1: a Windows-1252 CSV (German Excel's plain "CSV (Trennzeichen-getrennt)") was imported with every
// umlaut as U+FFFD and no word. Bytes that are not valid UTF-8 are now read as Windows-1252, and the status
// says so; no U+FFFD reaches the list.
import {describe, expect, it} from 'vitest';
import {render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {readTextFile} from '@site/src/lib/files/textFile';
import {CRITERIA, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore {
  const data: Record<string, string> = {};
  return {getItem: (k) => (k in data ? data[k] : null), setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k]};
}
/** Windows-1252 bytes of Latin-1 text (every character used here is below U+0100 or the en dash, 0x96). */
const cp1252 = (text: string) => new Uint8Array([...text].map((ch) => (ch === '–' ? 0x96 : ch.charCodeAt(0))));
const csv = [`name;${CRITERIA.map((c) => c.id).join(';')}`, ...['Lieferantenprüfung (Einkauf)', 'Übersetzungs-Assistent für Verträge', 'Qualitätssicherung Fertigung – Bilderkennung'].map((n) => [n, ...CRITERIA.map(() => 3)].join(';'))].join('\r\n');

describe('u29u M1: Windows-1252 text is read as Windows-1252', {timeout: 30_000}, () => {
  it('readTextFile decodes it and says which encoding it used', () => {
    const read = readTextFile(cp1252(csv));
    expect(read.text).toBe(csv);
    expect(read.text !== null && read.encoding).toBe('windows-1252');
  });

  it('valid UTF-8 stays UTF-8', () => {
    const read = readTextFile(new TextEncoder().encode(csv));
    expect(read.text).toBe(csv);
    expect(read.text !== null && read.encoding).toBe('utf-8');
  });

  it('the import keeps the umlauts and the status names the encoding', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} draftStore={null} />);
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([cp1252(csv)], 'excel_de_cp1252.csv', {type: 'text/csv'}));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Imported 3 use cases/));
    expect(screen.getByRole('status').textContent).toMatch(/read as Windows-1252/);
    const table = screen.getByRole('table', {name: /ranked use cases/i});
    expect(within(table).getAllByText('Übersetzungs-Assistent für Verträge').length).toBeGreaterThan(0);
    expect(table.textContent).not.toContain('\uFFFD');
  });
});
