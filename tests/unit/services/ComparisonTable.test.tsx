import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import ComparisonTable from '@site/src/components/ComparisonTable';
import {assertTableShape, booleanLabel} from '@site/src/components/ComparisonTable/table';

const props = {
  caption: 'Support tiers compared',
  rowHeader: 'Feature',
  columns: ['Essential', 'Business', 'Critical'],
  rows: [
    {label: 'Coverage', cells: ['Business hours', 'Extended hours', '24/7']},
    {label: 'Named service manager', cells: [false, false, true]},
  ],
};

describe('ComparisonTable', () => {
  it('renders a table named by its visible caption', () => {
    render(<ComparisonTable {...props} />);
    const table = screen.getByRole('table', {name: 'Support tiers compared'});
    expect(within(table).getByText('Support tiers compared').tagName).toBe('CAPTION');
  });

  it('marks column headers and row headers with scope', () => {
    render(<ComparisonTable {...props} />);
    const columnHeaders = screen.getAllByRole('columnheader');
    expect(columnHeaders.map((h) => h.textContent)).toEqual(['Feature', 'Essential', 'Business', 'Critical']);
    for (const h of columnHeaders) expect(h).toHaveAttribute('scope', 'col');
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(['Coverage', 'Named service manager']);
    for (const h of rowHeaders) expect(h).toHaveAttribute('scope', 'row');
  });

  it('writes yes/no cells as words, not only symbols', () => {
    render(<ComparisonTable {...props} />);
    const row = screen.getByRole('row', {name: /Named service manager/});
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent?.replace(/[✓–]\s*/, ''))).toEqual(['Not included', 'Not included', 'Included']);
  });

  it('wraps the table in a focusable, labelled scroll region for small screens', () => {
    render(<ComparisonTable {...props} />);
    const region = screen.getByRole('region', {name: 'Support tiers compared'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('highlights one column and labels it visibly', () => {
    render(<ComparisonTable {...props} highlightColumn={1} highlightLabel="Most chosen tier" />);
    const header = screen.getByRole('columnheader', {name: /Business/});
    expect(header).toHaveTextContent('Most chosen tier');
    const highlightClass = header.className;
    expect(highlightClass).not.toBe('');
    const coverageRow = screen.getByRole('row', {name: /Coverage/});
    const cells = within(coverageRow).getAllByRole('cell');
    expect(cells[1].className).toBe(highlightClass);
    expect(cells[0].className).not.toBe(highlightClass);
  });

  it('renders array cells as a list', () => {
    render(<ComparisonTable caption="Packages" rowHeader="Item" columns={['A']} rows={[{label: 'Includes', cells: [['One', 'Two']]}]} />);
    const cell = screen.getByRole('cell');
    expect(within(cell).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it('refuses a row with the wrong number of cells', () => {
    expect(() => assertTableShape(3, [{label: 'Short row', cells: ['a', 'b']}])).toThrow(/Short row.*2 cells, expected 3/);
    expect(() => assertTableShape(3, [], 3)).toThrow(/highlightColumn/);
    expect(() => assertTableShape(3, [{label: 'ok', cells: [1, 2, 3]}], 2)).not.toThrow();
    expect(booleanLabel(true)).toBe('Included');
  });
});
