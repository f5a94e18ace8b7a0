/**
 * Issue 28 (u28o fresh user test V-2): after a refusal, a NEW request to another person and that person's yes is
 * no hand-over. The yes answers the latest request addressed to its speaker and takes that request's task with the
 * reply's date; the declined task still needs an owner. A hand-over needs the task itself ("can you take it?", the
 * task's words). Every transcript here was generated for this table from the wordings below.
 */
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

const DECLINES = [
  "Not this week, I'm covering reception.",
  "Sorry, I can't, I'm at the depot all week.",
  "I'm afraid not, my calendar is full.",
  "No, sorry, I'm travelling until Monday.",
  "I wish I could, but I'm flat out with the audit.",
];
// [the new request to Dara, its task as listed]
const NEW_REQUESTS: ReadonlyArray<readonly [string, string]> = [
  ['Right. Dara, please water the plants in the lobby.', 'Water the plants in the lobby'],
  ['Fine. Dara, could you reprint the name badges?', 'Reprint the name badges'],
  ['Okay then. Dara, can you test the fire alarm?', 'Test the fire alarm'],
  ['Noted. Dara, would you sort the lost property box?', 'Sort the lost property box'],
];
// [the yes, its date, whether the listed task takes the date's phrase (a date said with the task's own verb)]
const ACCEPTS: ReadonlyArray<readonly [string, string, boolean]> = [
  ["Consider it done, you'll hear from me by Friday.", 'Friday', false],
  ['Sure, I can have that finished by Tuesday.', 'Tuesday', true],
];

const ROWS: Array<readonly [string, string, readonly string[]]> = [];
for (const decline of DECLINES)
  for (const [ask, task] of NEW_REQUESTS)
    for (const [accept, due, dated] of ACCEPTS)
      ROWS.push([
        `${decline} / ${ask} / ${accept}`,
        `Hanne Berg: Teodor, can you renew the parking passes?\nTeodor Lind: ${decline}\nHanne Berg: ${ask}\nDara Quinn: ${accept}`,
        ['Teodor Lind: Renew the parking passes | - | declined', `Dara Quinn: ${task}${dated ? ` by ${due}` : ''} | ${due} | open`],
      ]);

// A hand-over still happens when the new person is asked for THAT task.
const HANDOVERS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['"can you take it?" then yes', "Hanne Berg: Teodor, can you renew the parking passes?\nTeodor Lind: Not this week, I'm covering reception.\nHanne Berg: Dara, can you take it?\nDara Quinn: Sure, by Friday.", ['Teodor Lind: Renew the parking passes | - | declined', 'Dara Quinn: Renew the parking passes | Friday | open']],
  ['the declined task in its own words', "Hanne Berg: Teodor, can you renew the parking passes?\nTeodor Lind: Sorry, I can't, I'm at the depot all week.\nHanne Berg: Dara, could you renew the parking passes instead?\nDara Quinn: OK.", ['Teodor Lind: Renew the parking passes | - | declined', 'Dara Quinn: Renew the parking passes | - | open']],
];

describe('after a refusal, a new request and its yes is no hand-over (u28o V-2)', () => {
  it('has at least 40 generated rows', () => expect(ROWS.length).toBeGreaterThanOrEqual(40));
  it.each([...ROWS, ...HANDOVERS])('%s', (_name, transcript, expected) => {
    expect(rows(transcript)).toEqual(expected);
    expectEmailRows(transcript, expected);
  });
  it('the e-mail says the declined task still needs an owner and names no one who took it over', () => {
    for (const [, transcript] of ROWS) {
      const email = analyse(transcript).email;
      expect(email).toMatch(/Renew the parking passes[^\n]*still needs an owner/);
      expect(email).not.toContain('taken over by');
    }
  });
});
