/**
 * Brief 47z, u31a F8: the columns of a wide answer table out of view, and the note that names them. Column spans are
 * in table pixels, as the header cells' offsetLeft and offsetWidth give them; the view is scrollLeft to scrollLeft +
 * clientWidth. The e2e spec zoho-47z checks the same in the browser at 1280 and 360 px.
 */
import {describe, expect, it} from 'vitest';
import {outOfView, scrollNote} from '@site/src/demos/zoho-copilot/wideTable';

const COLUMNS = [
  {name: 'Deal_Name', from: 0, to: 200},
  {name: 'Account_Name', from: 200, to: 420},
  {name: 'Stage', from: 420, to: 560},
  {name: 'Amount', from: 560, to: 640},
  {name: 'Closing_Date', from: 640, to: 760},
  {name: 'Account_Name.Billing_Country', from: 760, to: 960},
  {name: 'Probability', from: 960, to: 1030},
];

describe('u31a F8: columns out of view are named', () => {
  it('names the columns past a box that cuts exactly at a column border (the 1280 px case)', () => {
    const hidden = outOfView({from: 0, to: 760}, COLUMNS);
    expect(hidden).toEqual({left: [], right: ['Account_Name.Billing_Country', 'Probability']});
    expect(scrollNote(hidden)).toBe('2 more columns to the right: Account_Name.Billing_Country, Probability. Scroll the table sideways to see them.');
  });

  it('counts a column cut in half as out of view, on either side (the 360 px case, scrolled a little)', () => {
    const hidden = outOfView({from: 100, to: 360}, COLUMNS);
    expect(hidden.left).toEqual(['Deal_Name']);
    expect(hidden.right).toEqual(['Account_Name', 'Stage', 'Amount', 'Closing_Date', 'Account_Name.Billing_Country', 'Probability']);
    expect(scrollNote(hidden)).toBe(
      '7 columns out of view: 1 to the left (Deal_Name) and 6 to the right (Account_Name, Stage, Amount, Closing_Date, Account_Name.Billing_Country, Probability). Scroll the table sideways to see them.',
    );
  });

  it('says "back" once scrolled to the end, and nothing when every column fits', () => {
    expect(scrollNote(outOfView({from: 270, to: 1030}, COLUMNS))).toBe('2 more columns to the left: Deal_Name, Account_Name. Scroll the table back to see them.');
    expect(scrollNote(outOfView({from: 0, to: 1030}, COLUMNS))).toBeNull();
    // Sub-pixel rounding of a table that fits is no hidden column.
    expect(scrollNote(outOfView({from: 0, to: 1029.4}, COLUMNS))).toBeNull();
    expect(scrollNote(outOfView({from: 0, to: 900}, COLUMNS.slice(0, 6)))).toBe('1 more column to the right: Account_Name.Billing_Country. Scroll the table sideways to see it.');
  });
});
