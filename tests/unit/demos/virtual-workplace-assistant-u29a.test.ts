/**
 * Task 42v (issue 28): "We need to order the new laptops." and later "Tom: I'll order the new laptops by Friday." listed
 * the task only as Unassigned (and "To check"). A later commitment in a speaker's own words claims an earlier need that
 * nobody owned: one item, the speaker's, with their date. The first row is the brief's; the others are neighbours. Two
 * people claiming the same need is still open (To check), and a need nobody claims stays Unassigned.
 */
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');

const CLAIMED: ReadonlyArray<readonly [string, readonly string[]]> = [
  [lines('Ana: We need to order the new laptops.', 'Tom: I\'ll order the new laptops by Friday.'), ['Tom: Order the new laptops by Friday | Friday | open']],
  [lines('Ana: We need to order the new laptops.', 'Ben: Right.', 'Tom: I\'ll order the new laptops by Friday.'), ['Tom: Order the new laptops by Friday | Friday | open']],
  [lines('Priya: Someone needs to book the venue for the offsite.', 'Lee: I will book the venue for the offsite tomorrow.'), ['Lee: Book the venue for the offsite tomorrow | tomorrow | open']],
  [lines('Kim: We need to renew the domain.', 'Kim: I\'ll renew the domain on Monday.'), ['Kim: Renew the domain on Monday | Monday | open']],
  [lines('Omar: We need to update the price list.', 'Lina: OK.', 'Omar: Also the office plants.', 'Lina: I\'m going to update the price list by Thursday.'), ['Lina: Update the price list by Thursday | Thursday | open']],
  [lines('Sara: We need to send the invoices to the client.', 'Ben: I\'ll send the invoices to the client.'), ['Ben: Send the invoices to the client | - | open']],
];

describe('a later commitment claims an earlier need', () => {
  it.each(CLAIMED.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
    expect(analyse(text).email).not.toContain('Unassigned');
  });
});

const KEPT: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Nobody claims it: it stays Unassigned.
  [lines('Ana: We need to order the new laptops.', 'Tom: Good point.'), ['Unassigned: Order the new laptops | - | open']],
  // Another task claimed: the need stays.
  [lines('Ana: We need to order the new laptops.', 'Tom: I\'ll book the meeting room by Friday.'), ['Unassigned: Order the new laptops | - | open', 'Tom: Book the meeting room by Friday | Friday | open']],
  // Two people claim it: who does it is open; one "To check" row quotes both (a check row shows no owner or date).
  [lines('Ana: We need to order the new laptops.', 'Tom: I\'ll order the new laptops by Friday.', 'Ben: I\'ll order the new laptops on Monday.'), ['Tom: Order the new laptops by Friday | Friday | check']],
];

describe('needs nobody or several claim', () => {
  it.each(KEPT.map((r, i) => ({name: `row ${i}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
    for (const a of analyse(text).actions.filter((x) => x.check)) expect(a.check!.quote).toMatch(/Tom: .*Ben: /);
  });
});

// 4b: a team or department named as the subject owns the task as a team, as the page says ("Legal will review the
// contract"); before, "Marketing", "Legal" and "Finance" were owners but "IT" and "the design team" gave nothing at all.
const TEAMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [lines('Ana: Marketing will handle the launch email.', 'Ben: Good.'), ['Marketing: Handle the launch email | - | open']],
  [lines('Ana: Legal will review the contract by Friday.', 'Ben: Good.'), ['Legal: Review the contract by Friday | Friday | open']],
  [lines('Ana: Finance will approve the budget.', 'Ben: Good.'), ['Finance: Approve the budget | - | open']],
  [lines('Ana: IT will reset the passwords tomorrow.', 'Ben: Good.'), ['IT: Reset the passwords tomorrow | tomorrow | open']],
  [lines('Ana: The design team will update the logo.', 'Ben: Good.'), ['Design team: Update the logo | - | open']],
  [lines('Ana: Our sales team will call the client on Monday.', 'Ben: Fine.'), ['Sales team: Call the client on Monday | Monday | open']],
  [lines('Ana: HR is going to post the job ad.', 'Ben: Thanks.'), ['HR: Post the job ad | - | open']],
  [lines('Ana: And procurement will order the chairs by Thursday.', 'Ben: Good.'), ['Procurement: Order the chairs by Thursday | Thursday | open']],
  // No team, no task: a state, or the meeting's own team.
  [lines('Ana: The team will review it next week.', 'Ben: Ok.'), []],
  [lines('Ana: The whole team will get the notes.', 'Ben: Ok.'), []],
  [lines('Ana: Security will be tight at the venue.', 'Ben: Ok.'), []],
  [lines('Ana: IT will be closed on Monday.', 'Ben: Ok.'), []],
];

describe('a team named as the subject owns the task', () => {
  it.each(TEAMS.map((r, i) => ({name: `row ${i}: ${r[0].split('\n')[0]}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
    const email = analyse(text).email;
    for (const row of expected) expect(email).toContain(`- ${row.split(' | ')[0]}`);
  });
});
