/**
 * Brief 45z (issue 28), tester u29z F10: a filter on a field the table does not show (a lead's City or Industry, a
 * deal's Lead_Source, a field of the deal's account through the Account_Name lookup) adds that column, with the
 * values the filter was checked against, as Employees, Probability, Annual_Revenue and Rating already did.
 */
import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import ZohoCopilot from '@site/src/demos/zoho-copilot';
import {cellOf, COLUMNS, columnsOf, parseQuestion, runQuery} from '@site/src/demos/zoho-copilot/coql';

const TODAY = '2026-11-27';

/** [question, records, columns added, the added columns' values per record]. */
const ROWS: ReadonlyArray<[string, string[], string[], string[]]> = [
  ['leads in Munich', ['L2'], ['City'], ['Munich']],
  ['leads in Austin or Boston', ['L3', 'L8'], ['City'], ['Boston', 'Austin']],
  ['leads in technology', ['L8'], ['Industry'], ['Technology']],
  ['retail leads', ['L1', 'L4'], ['Industry'], ['Retail', 'Retail']],
  ['deals from trade shows', ['D2', 'D10'], ['Lead_Source'], ['Trade Show', 'Trade Show']],
  ['deals in healthcare accounts', ['D3'], ['Account_Name.Industry'], ['Healthcare']],
  ['deals in Germany', ['D1', 'D7'], ['Account_Name.Billing_Country'], ['Germany', 'Germany']],
  ['deals in active accounts', ['D1', 'D2', 'D4', 'D6', 'D8', 'D9', 'D10'], ['Account_Name.Rating'], ['Active', 'Active', 'Active', 'Active', 'Active', 'Active', 'Active']],
  // Must stay: a field the table shows adds nothing ("Bluefin deals" is the Account_Name column itself).
  ['leads from germany', ['L2', 'L7'], [], []],
  ['Bluefin deals', ['D2', 'D9'], [], []],
  ['won deals', ['D4', 'D8'], [], []],
];

describe('u29z F10: a filter adds the column it checks', () => {
  it.each(ROWS)('"%s"', (question, ids, added, values) => {
    const r = parseQuestion(question, TODAY);
    if (!r.ok) throw new Error(r.error);
    const rows = runQuery(r.query);
    expect(rows.map((row) => String(row.id))).toEqual(ids);
    expect(columnsOf(r.query)).toEqual([...COLUMNS[r.query.module], ...added]);
    expect(rows.flatMap((row) => added.map((c) => String(cellOf(row, c))))).toEqual(values);
  });

  it('shows the column and its values in the table', () => {
    render(<ZohoCopilot />);
    fireEvent.change(screen.getByLabelText('Your question'), {target: {value: 'deals in healthcare accounts'}});
    fireEvent.click(screen.getByRole('button', {name: 'Ask'}));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toContain('Account_Name.Industry');
    expect(within(table).getAllByRole('cell').map((td) => td.textContent)).toContain('Healthcare');
  });
});
