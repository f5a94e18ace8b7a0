/**
 * Brief 45z2 (issue 28), tester u30h's findings Z13 and Z9 (and their neighbours). Today is fixed at 2026-11-27.
 * Sample closing dates: D1 2026-12-15, D2 2027-01-31, D3 2027-02-28, D4 2026-10-20 (won), D5 2026-09-30 (lost),
 * D6 2026-11-28, D7 2027-03-15, D8 2026-11-05 (won), D9 2026-12-20, D10 2027-01-15.
 */
import {describe, expect, it} from 'vitest';
import {wrongRows} from './zohoRows';

/** No year assumed: the question wrote one. */
const NO_NOTE = ') [] notes:';

/** Z13: "<period> of <year>", "<month>, <year>" and "the last <period> of …" were read as the period OR the whole year. */
describe('u30h Z13: a year after a period narrows it, never joins it with "or"', () => {
  it('reads "<month> of <year>", "<month>, <year>" and "<quarter> of <year>" as that month or quarter of that year', () => {
    const ROWS = [
      ['deals closing in December of 2026', 'D1 D9 (', ['December 2026', NO_NOTE]],
      ['deals closing in January, 2027', 'D2 D10 (', ['January 2027', NO_NOTE]],
      ['deals closing in March, 2027', 'D7 (', ['March 2027', NO_NOTE]],
      ['deals won in October of 2026', 'D4 (', ['October 2026', NO_NOTE]],
      ['deals not closing in December of 2026', 'D2 D3 D4 D5 D6 D7 D8 D10 (', ['not in December 2026', NO_NOTE]],
      ['deals closing in Q4 of 2026', 'D1 D4 D6 D8 D9 (', ['Q4 2026', NO_NOTE]],
      ['deals closing in Q4, 2027', ' (', ['Q4 2027', NO_NOTE]],
      ['deals closing in December in 2026', 'D1 D9 (', ['December 2026', NO_NOTE]],
      ['deals closing in January of the year 2027', 'D2 D10 (', ['January 2027', NO_NOTE]],
      ['deals closing in Dec of 2026', 'D1 D9 (', ['2026-12-01', NO_NOTE]],
      ['deals closing in December of 2026 or January of 2027', 'D1 D2 D9 D10 (', ['December 2026', 'January 2027', NO_NOTE]],
      ['deals closing between January and March of 2027', 'D2 D3 D7 D10 (', ['2027-01-01 to 2027-03-31', NO_NOTE]],
      ['deals closing on the 20th of December of 2026', 'D9 (', ['2026-12-20', NO_NOTE]],
      ['deals closing on December 15 of 2026', 'D1 (', ['2026-12-15', NO_NOTE]],
      ['deals closing before March of 2027', 'D1 D2 D3 D4 D5 D6 D8 D9 D10 (', ['before 2027-03-01', NO_NOTE]],
      ['deals closing after October of 2026', 'D1 D2 D3 D6 D7 D8 D9 D10 (', ['after 2026-10-31', NO_NOTE]],
      ['deals closing from December of 2026 to March of 2027', 'D1 D2 D3 D7 D9 D10 (', ['2026-12-01 to 2027-03-31', NO_NOTE]],
      ['deals closing since October of 2026', 'D4 D8 (', ['from 2026-10-01 to 2026-11-27', NO_NOTE]],
      ['deals closing on the 15th of Dec. of 2026', 'D1 (', ['2026-12-15', NO_NOTE]],
      ['deals closing in Sept. 2026', 'D5 (', ['September 2026', NO_NOTE]],
      ['deals over 50k closing in December of 2026', 'D1 D9 (', ['December 2026', NO_NOTE]],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('reads "the last quarter of <year>" and "the last month of <year>" as the year\'s own last one', () => {
    const ROWS = [
      ['deals closing in the last quarter of 2026', 'D1 D4 D6 D8 D9 (', ['Q4 2026', NO_NOTE]],
      ['deals closing the last quarter of 2026', 'D1 D4 D6 D8 D9 (', ['Q4 2026', NO_NOTE]],
      ['deals closing in the last quarter of 2027', ' (', ['Q4 2027', NO_NOTE]],
      ['deals closing in the final quarter of 2026', 'D1 D4 D6 D8 D9 (', ['Q4 2026']],
      ['open deals in the last quarter of 2026', 'D1 D6 D9 (', ['Q4 2026']],
      ['deals closing in the last month of 2026', 'D1 D9 (', ['December 2026', NO_NOTE]],
      ['deals closing in the first month of 2027', 'D2 D10 (', ['January 2027', NO_NOTE]],
      ['deals closing in the last quarter of the year 2026', 'D1 D4 D6 D8 D9 (', ['Q4 2026', NO_NOTE]],
      ['deals closing in the first quarter of the year 2027', 'D2 D3 D7 D10 (', ['Q1 2027', NO_NOTE]],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('refuses a period of a period it cannot narrow, by name', () => {
    const ROWS = [
      ['deals closing in the last week of December', 'refused: I did not understand “the last week of December”', []],
      ['deals closing in the last 2 months of 2026', 'refused: I did not understand “the last 2 months of 2026”', []],
      ['deals closing this quarter of 2027', 'refused: I did not understand “this quarter of 2027”', []],
      ['deals closing next month of 2027', 'refused: I did not understand “next month of 2027”', []],
      ['deals closing in the next 30 days of 2027', 'refused: I did not understand “the next 30 days of 2027”', []],
      ['deals closing in the first week of January 2027', 'refused: I did not understand “first week of”', []],
      ['deals closing in December of this year', 'refused: I did not understand “December of this year”', []],
      ['deals closing in Q1 of next year', 'refused: I did not understand “Q1 of next year”', []],
      ['deals won in the last quarter of last year', 'refused: I did not understand “the last quarter of last year”', []],
      ['deals closing in the last week of the month', 'refused: I did not understand “month”, so', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps the readings that were right', () => {
    const ROWS = [
      ['deals closing in December 2026', 'D1 D9 (', ['December 2026', NO_NOTE]],
      ['deals closing in December or January', 'D1 D2 D9 D10 (', ['December 2026', 'January 2027']],
      ['deals closing in 2027', 'D2 D3 D7 D10 (', ['2027', NO_NOTE]],
      ['deals closing in the fourth quarter of 2026', 'D1 D4 D6 D8 D9 (', ['Q4 2026', NO_NOTE]],
      ['deals closing in October', 'D4 (', ['No year given: “october” is read as October 2026']],
      ['deals closing in December 2026 or 2027', 'D1 D2 D3 D7 D9 D10 (', []],
      ['deals closing last quarter', 'D5 (', ['Q3 2026']],
      ['deals closing on 15 December, 2026', 'D1 (', ['2026-12-15', NO_NOTE]],
      ['deals closing in October, November or December', 'D1 D4 D6 D8 D9 (', ['October 2026', 'December 2026']],
      ['deals closing this month, next month', 'D1 D6 D8 D9 (', ['this month', 'next month']],
      ['deals closing in the last 3 months', 'D4 D5 D8 (', ['the last 3 months']],
      ['leads called Jan', 'refused: I did not understand “called Jan”', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** Z9: an exclusion whose description no record can match ("the junk ones that are contacted") left nothing out, silently. */
describe('u30h Z9: an exclusion that describes no record is refused', () => {
  it('refuses a description with two values of one field', () => {
    const ROWS = [
      ['leads except the junk ones that are contacted', 'refused: I did not understand “except the junk ones that are contacted”: no record has two statuses at once', []],
      ['leads from Germany except junk ones that are contacted', 'refused: I did not understand “except junk ones that are contacted”', []],
      ['deals except the lost ones that are won', 'refused: I did not understand “except the lost ones that are won”: no record has two stages at once', []],
      ['accounts except the German ones in France', 'refused: I did not understand “except the German ones in France”: no record has two countries at once', []],
      ['deals except the won ones that are lost', 'refused: I did not understand “except the won ones that are lost”', []],
      ['deals except the open ones that are won', 'refused: I did not understand “except the open ones that are won”', []],
      ['deals except the won ones that are not won', 'refused: I did not understand “except the won ones that are not won”', []],
      ['accounts except the tech ones in healthcare', 'refused: I did not understand “except the tech ones in healthcare”: no record has two industries at once', []],
      ['leads except the web site ones from trade shows', 'refused: I did not understand “except the web site ones from trade shows”', []],
      ['deals excluding the Bluefin ones from Harbor', 'refused: I did not understand “excluding the Bluefin ones from Harbor”', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });

  it('keeps descriptions some record can match', () => {
    const ROWS = [
      ['German leads except junk ones', 'L', []],
      ['deals except the won ones over 100k', 'D1 D2 D3 D5 D6 D7 D8 D9 D10 (', []],
      ["deals except the bluefin ones that aren't won", 'D1 D3 D4 D5 D6 D7 D8 D10 (', []],
      ['deals except the open ones that are not won', 'D4 D5 D8 (', []],
      ['accounts except the German ones in Berlin', 'A', []],
      ['leads except junk and contacted ones', 'L', []],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});

/** Z8: "less than or equal to" was refused, with "amount exactly 65,000" shown as understood so far. */
describe('u30h Z8: "less than or equal to" and "greater than or equal to" are bounds that include the number', () => {
  it('reads them as at most and at least', () => {
    const ROWS = [
      ['deals less than or equal to 65k', 'D3 D5 D7 D9 (', ['amount at most 65,000']],
      ['deals with an amount less than or equal to 65k', 'D3 D5 D7 D9 (', ['amount at most 65,000']],
      ['deals greater than or equal to 120k', 'D2 D4 D6 (', ['amount at least 120,000']],
      ['deals more than or equal to 120k', 'D2 D4 D6 (', ['amount at least 120,000']],
      ['deals equal to or less than 65k', 'D3 D5 D7 D9 (', ['amount at most 65,000']],
      ['deals equal to or greater than 120k', 'D2 D4 D6 (', ['amount at least 120,000']],
      ['deals below or equal to 65k', 'D3 D5 D7 D9 (', ['amount at most 65,000']],
      ['deals above or equal to 120k', 'D2 D4 D6 (', ['amount at least 120,000']],
      ['deals less or equal to 65k', 'D3 D5 D7 D9 (', ['amount at most 65,000']],
      ['accounts with fewer than or equal to 150 employees', 'A', ['employees at most 150']],
    ] as const;
    expect(wrongRows(ROWS)).toEqual([]);
  });
});
