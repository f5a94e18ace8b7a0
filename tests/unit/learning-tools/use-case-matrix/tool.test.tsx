import {describe, expect, it, vi} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {STORAGE_KEY, type KeyValueStore} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(): KeyValueStore & {data: Record<string, string>} {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

function table() {
  return screen.getByRole('table', {name: /ranked use cases/i});
}

// Rendering the whole tool with user-event is slow on a busy machine: allow more than the default 5 s.
describe('UseCaseMatrixTool', {timeout: 30_000}, () => {
  it('adds a scored use case, ranks it, announces it and saves it', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);

    await user.type(screen.getByLabelText('Use case name'), 'Claims triage assistant');
    await user.selectOptions(screen.getByLabelText('Financial impact'), '5');
    await user.selectOptions(screen.getByLabelText('Data readiness'), '4');
    await user.click(screen.getByRole('button', {name: 'Add use case'}));

    const row = within(table()).getByRole('row', {name: /Claims triage assistant/});
    // value = .4*5 + .6*3 = 3.8; feasibility = .35*4 + .65*3 = 3.35
    expect(within(row).getByText('3.80')).toBeInTheDocument();
    expect(within(row).getByText('3.35')).toBeInTheDocument();
    expect(within(row).getByText('Do now')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added “Claims triage assistant”. It ranks 1 of 1 (Do now).');
    expect(JSON.parse(store.data[STORAGE_KEY]).useCases[0].name).toBe('Claims triage assistant');
    expect(screen.getByLabelText('Use case name')).toHaveValue('');
  });

  it('refuses an empty name with a message', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.click(screen.getByRole('button', {name: 'Add use case'}));
    expect(screen.getByText('Enter a name for the use case.')).toBeInTheDocument();
    expect(screen.getByLabelText('Use case name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a malformed CSV import, names the line and keeps the entries', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const before = within(table()).getAllByRole('row').length;

    const bad = new File(['name,impact,strategic_fit,reach,urgency,data_readiness,technical_maturity,risk_effort,change_ease\nOK,3,3,3,3,3,3,3,3\nBroken,3,3,3\n'], 'bad.csv', {type: 'text/csv'});
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), bad);

    await screen.findByText(/Import refused/);
    expect(screen.getByRole('alert')).toHaveTextContent('Import refused: Line 3: expected 9 fields, found 4; the row ends before the required columns "urgency", "data_readiness", "technical_maturity" and 2 more. Nothing was changed.');
    expect(within(table()).getAllByRole('row')).toHaveLength(before);
  });

  it('imports a valid JSON file in replace mode with its weights', async () => {
    const user = userEvent.setup();
    render(<UseCaseMatrixTool store={memoryStore()} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const doc = {
      format: 'genai-enterprise/use-case-matrix',
      version: 1,
      weights: {impact: 10, strategic_fit: 10, reach: 10, urgency: 10, data_readiness: 10, technical_maturity: 10, risk_effort: 10, change_ease: 10},
      useCases: [{name: 'Only one', scores: {impact: 2, strategic_fit: 2, reach: 2, urgency: 2, data_readiness: 4, technical_maturity: 4, risk_effort: 4, change_ease: 4}}],
    };
    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), new File([JSON.stringify(doc)], 'p.json', {type: 'application/json'}));
    await screen.findByText(/Imported 1 use case from p\.json/);
    expect(screen.getByRole('status')).toHaveTextContent('Imported 1 use case from p.json (replaced the list). Weights were taken from the file.');
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText('Fill-in')).toBeInTheDocument();
    expect(screen.getByLabelText('Financial impact weight')).toHaveValue('10');
  });

  it('refuses a 600-row CSV before changing anything, in add and in replace mode', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(<UseCaseMatrixTool store={store} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    const saved = store.data[STORAGE_KEY];
    const header = 'name,impact,strategic_fit,reach,urgency,data_readiness,technical_maturity,risk_effort,change_ease';
    const rows = Array.from({length: 600}, (_, i) => `Row ${i},3,3,3,3,3,3,3,3`).join('\n');
    const big = () => new File([`${header}\n${rows}\n`], 'big.csv', {type: 'text/csv'});
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), big());
    await screen.findByText(/Import refused/);
    expect(screen.getByRole('alert')).toHaveTextContent('Import refused: big.csv has 600 use cases and you have 7; the matrix holds at most 500, so 493 more fit.');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was changed.');
    await user.selectOptions(screen.getByLabelText('When importing'), 'replace');
    await user.upload(screen.getByLabelText('Import a CSV or JSON file'), big());
    await screen.findByText(/at most 500\. Split it/);
    expect(within(table()).getAllByRole('row')).toHaveLength(8);
    expect(store.data[STORAGE_KEY]).toBe(saved);
  });

  it('tells the reader when the browser refuses to save, with export buttons at hand', async () => {
    const user = userEvent.setup();
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<UseCaseMatrixTool store={full} />);
    await user.click(screen.getByRole('button', {name: 'Load sample portfolio'}));
    expect(await screen.findByText(/storage for this site is full/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', {name: 'Export CSV'})).toHaveLength(2);
    expect(within(table()).getAllByRole('row')).toHaveLength(8);
    warn.mockRestore();
  });

  it('shows saved data it cannot read and offers it for download', () => {
    const store = memoryStore();
    store.data[STORAGE_KEY] = '{"format":"genai-enterprise/use-case-matrix","version":7}';
    render(<UseCaseMatrixTool store={store} />);
    expect(screen.getByText(/saved by a newer version of this tool \(format 7\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Download the saved data'})).toBeInTheDocument();
  });
});
