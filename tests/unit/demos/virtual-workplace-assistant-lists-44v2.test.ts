/**
 * Task 44v2 (tester u30b, issue 28). F6: a list of action items in one turn ("Action items: Rita to … by Monday; Sam to
 * … by Wednesday; someone needs to …") is one item per entry, each with its own owner and date (a date belongs to its own
 * entry only). F10: "Action: Jay to clean up the shared drive." names Jay as the owner also when Jay does not speak.
 * Rows marked u30b are the tester's (/tmp/u30b/in/t25, t43); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F6: readonly Row[] = [
  ['u30b t25: "Action items: Rita to …; Sam to …; someone needs to …"', lines('Oscar: Action items: Rita to draft the press release by Monday; Sam to approve the budget by Wednesday; someone needs to update the FAQ.', 'Rita: Got it.', 'Sam: Fine by me.'), ['Rita: Draft the press release by Monday | Monday | open', 'Sam: Approve the budget by Wednesday | Wednesday | open', 'Unassigned: Update the FAQ | - | open']],
  ['"Next steps: Rita to …; Sam to …" (people who do not speak)', lines('Oscar: Next steps: Rita to book the venue by Friday; Sam to order the badges.', 'Ana: OK.'), ['Rita: Book the venue by Friday | Friday | open', 'Sam: Order the badges | - | open']],
  ['"To-dos: Ana to …; Ben to …" said by a speaker', lines('Oscar: To-dos: Ana to send the invoice by Tuesday; Ben to call the client.', 'Ana: OK.', 'Ben: Sure.'), ['Ana: Send the invoice by Tuesday | Tuesday | open', 'Ben: Call the client | - | open']],
  ['a date only on the second entry; "it" is the first entry\'s work', lines('Oscar: Action items: Rita to draft the FAQ; Sam to review it by Thursday.', 'Rita: OK.'), ['Rita: Draft the FAQ | - | open', 'Sam: Review the FAQ by Thursday | Thursday | open']],
  ['one entry after "Action items:" is one item', lines('Oscar: Action items: Rita to draft the press release by Monday.', 'Rita: OK.'), ['Rita: Draft the press release by Monday | Monday | open']],
];
const F10: readonly Row[] = [
  ['u30b t43: "Action: Jay to clean up the shared drive." (Jay does not speak)', lines('Hal: Action: Jay to clean up the shared drive.', 'Iris: Good.'), ['Jay: Clean up the shared drive | - | open']],
  ['"Action item: Lena Park to renew the domain by Friday."', lines('Hal: Action item: Lena Park to renew the domain by Friday.', 'Iris: Good.'), ['Lena Park: Renew the domain by Friday | Friday | open']],
  ['must stay: "Action: update the FAQ" names nobody', lines('Hal: Action: update the FAQ.', 'Iris: Good.'), ['Unassigned: Update the FAQ | - | open']],
  ['must stay: a speaker named: "Action: Iris to renew the insurance"', lines('Hal: Action: Iris to renew the insurance by 30 November.', 'Iris: OK.'), ['Iris: Renew the insurance by 30 November | 30 November | open']],
];

describe('F6: a list of action items is one item per entry (u30b)', () => {
  it.each(F6)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
describe('F10: "Action: Name to …" names the owner, also one who does not speak (u30b)', () => {
  it.each(F10)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
