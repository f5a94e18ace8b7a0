/**
 * Task 47v2 (issue 28, tester u31e on a build with round one: 19 of 151 fresh items wrong). Each table holds the tester's
 * own transcript (the case id in /tmp/u31e says which) and variants of ours.
 * F5: a comma list of commitments "I'll X, Paul will Y, and Lena will Z" is one item per person.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');
type Row = readonly [string, readonly string[]];
const table = (name: string, data: readonly Row[]) =>
  describe(name, () => {
    it.each(data.map((r, i) => ({name: `row ${i}: ${r[0].slice(0, 50)}`, r})))('$name', ({r}) => {
      expect(rows(r[0])).toEqual(r[1]);
    });
  });

table('F5: a comma list of commitments is one item per person', [
  // c21
  ['Nadia Rahman: I\'ll send the minutes, Paul will update Jira, and Lena will email the partners by Thursday.',
    ['Nadia Rahman: Send the minutes | - | open', 'Paul: Update Jira | - | open', 'Lena: Email the partners by Thursday | Thursday | open']],
  // d05
  ['Nadia Rahman: Ravi will clean the data, Mei will train the model, and I\'ll write the report by June 30.',
    ['Ravi: Clean the data | - | open', 'Mei: Train the model | - | open', 'Nadia Rahman: Write the report by June 30 | June 30 | open']],
  // d06
  ['Nadia Rahman: I\'ll call Acme, Ravi will call Globex.', ['Nadia Rahman: Call Acme | - | open', 'Ravi: Call Globex | - | open']],
  // ours: with speakers who answer, and a date on the middle item
  [lines('Rita Hall: I\'ll book the venue, Ben will order the food by Friday, and Carla will send the invites.', 'Ben Ode: Sure.'),
    ['Rita Hall: Book the venue | - | open', 'Ben Ode: Order the food by Friday | Friday | open', 'Carla: Send the invites | - | open']],
  // neighbours: a comma that opens no commitment stays where it is
  ['Rita Hall: I\'ll send the deck to Ben, Carla and Dev by Friday.', ['Rita Hall: Send the deck to Ben, Carla and Dev by Friday | Friday | open']],
]);

table('F4: two requests to two people in one sentence are two items, each with its own date', [
  // c15
  [lines('Nadia Rahman: Paul, can you please call the insurer, and Lena, can you file the claim by Monday?', 'Paul Weber: Yes.', 'Lena Ota: Yes.'),
    ['Paul Weber: Call the insurer | - | open', 'Lena Ota: File the claim by Monday | Monday | open']],
  // d01
  [lines('Nadia Rahman: Ravi, can you order the toner, and Mei, can you fix the scanner by Friday?', 'Ravi Rao: Sure.', 'Mei Lin: Sure.'),
    ['Ravi Rao: Order the toner | - | open', 'Mei Lin: Fix the scanner by Friday | Friday | open']],
  // d02
  [lines('Nadia Rahman: Ravi, please update the wiki, and Mei, please test the build by Monday.', 'Ravi Rao: OK.', 'Mei Lin: OK.'),
    ['Ravi Rao: Update the wiki | - | open', 'Mei Lin: Test the build by Monday | Monday | open']],
]);

table('F1: after a partial yes, a colleague\'s offer takes the declined part, never the accepted one', [
  // b03 (the page's example)
  [lines('Rosa Diaz: Tom, can you write the brief and book the studio?', 'Tom Hale: I\'ll write the brief by Tuesday. I can\'t book the studio.', 'Mia Ross: Sure, I\'ll take it.'),
    ['Tom Hale: Write the brief by Tuesday | Tuesday | open', 'Tom Hale: Book the studio | - | declined', 'Mia Ross: Book the studio | - | open']],
  // a21, b01
  [lines('Rosa Diaz: Tom, can you write the brief and book the studio?', 'Tom Hale: I\'ll write the brief by Tuesday. I can\'t book the studio.', 'Mia Ross: I can do that.'),
    ['Tom Hale: Write the brief by Tuesday | Tuesday | open', 'Tom Hale: Book the studio | - | declined', 'Mia Ross: Book the studio | - | open']],
  // d11
  [lines('Rosa Diaz: Tom, can you write the brief and book the studio?', 'Tom Hale: I\'ll write the brief by Tuesday. I can\'t book the studio.', 'Mia Ross: I\'ll do it.'),
    ['Tom Hale: Write the brief by Tuesday | Tuesday | open', 'Tom Hale: Book the studio | - | declined', 'Mia Ross: Book the studio | - | open']],
]);

table('F2: "I don\'t think / don\'t believe we need to X" is no open task', [
  // a15, b05, d08
  ['Sam Ortiz: I don\'t think we need to change the plan.', []],
  [lines('Rita Hall: I don\'t think we need to hire a consultant.', 'Ben Ode: Agreed.'), []],
  ['Rita Hall: I don\'t believe we need to repeat the survey.', []],
  ['Rita Hall: I do not think we need to rebook the venue.', []],
  // neighbours: a need said plainly, and a task after the doubt in the same sentence
  ['Rita Hall: I think we need to rebook the venue.', ['Unassigned: Rebook the venue | - | open']],
  ['Rita Hall: We need to repeat the survey by Friday.', ['Unassigned: Repeat the survey by Friday | Friday | open']],
]);
