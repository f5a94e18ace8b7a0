/**
 * Task s52-v5 (issue 28, u36g F1): taking back one half of a two-part item ("I'll X and Y", "can you X and Y?" + yes)
 * takes back that half only; the other half stays the owner's, in the table and in the e-mail's action items.
 * The first rows are the tester's transcripts as written; the variants are this file's own.
 */
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows, vtt} from './support/meetingRows';

const CASES: Array<[string, string, string[]]> = [
  ['u36g S05 request of two parts, then drop one', `Ana Ruiz: Ben, can you book the room and order the lunch?
Ben Ito: Sure.
Ana Ruiz: Actually, drop the lunch, people will eat before.`, ['Ben Ito: Book the room | - | open', 'Ben Ito: Order the lunch | - | back']],
  ['u36g S01 forget the second half', `Ana Ruiz: I'll order the badges and book the photographer.
Ben Ito: Forget the photographer, the venue provides one.`, ['Ana Ruiz: Order the badges | - | open', 'Ana Ruiz: Book the photographer | - | back']],
  ['u36g S02 skip the first half, the date stays', `Ana Ruiz: I'll print the handouts and update the slides by Friday.
Ben Ito: Ana, skip the handouts, we're going paperless.`, ['Ana Ruiz: Update the slides by Friday | Friday | open', 'Ana Ruiz: Print the handouts | - | back']],
  ['u36g S04 no longer needed', `Ana Ruiz: I'll rent the van and buy the tape.
Ben Ito: The tape is no longer needed, we have plenty.`, ['Ana Ruiz: Rent the van | - | open', 'Ana Ruiz: Buy the tape | - | back']],
  ['u36g Z01 in a Zoom VTT', vtt(['Ewa Lis', "I'll order the banners and reserve the parking spaces."], ['Raj Kumar', 'Skip the parking spaces, the venue has its own.']),
    ['Ewa Lis: Order the banners | - | open', 'Ewa Lis: Reserve the parking spaces | - | back']],
  ['variant: skip the DJ', `Mia Holt: I'll call the caterer and book the DJ.
Omar Said: Skip the DJ, my cousin plays.`, ['Mia Holt: Call the caterer | - | open', 'Mia Holt: Book the DJ | - | back']],
  ['variant: request with a date, forget the flowers', `Mia Holt: Lea, can you print the badges and order the flowers by Friday?
Lea Marsh: Sure.
Mia Holt: Forget the flowers, the venue has some.`, ['Lea Marsh: Print the badges | Friday | open', 'Lea Marsh: Order the flowers by Friday | Friday | back']],
  ['variant: cancel the first half later', `Mia Holt: I'll draft the agenda and send the invites tomorrow.
Omar Said: Sounds good.
Lea Marsh: The agenda is done already, no need for the agenda.`, ['Mia Holt: Send the invites tomorrow | tomorrow | open', 'Mia Holt: Draft the agenda | - | back']],
];

/** Words that name both halves, or none ("drop that"), or a second noun that is no action: the whole item, as before. */
const WHOLE: Array<[string, string, string[]]> = [
  ['bare "drop that"', `Mia Holt: I'll order the badges and book the photographer.
Omar Said: Actually, drop that.`, ['Mia Holt: Order the badges and book the photographer | - | back']],
  ['both halves named', `Mia Holt: I'll order the badges and book the photographer.
Omar Said: Forget the badges and the photographer.`, ['Mia Holt: Order the badges and book the photographer | - | back']],
  ['"and timeline" is no second action', `Mia Holt: I'll review the budget and timeline.
Omar Said: Forget the timeline.`, ['Mia Holt: Review the budget and timeline | - | back']],
];

describe('u36g F1: one half of a two-part item taken back', () => {
  for (const [name, transcript, expected] of CASES)
    it(name, () => {
      expect(rows(transcript)).toEqual(expected);
      const live = expectEmailRows(transcript, expected);
      expect(live).toHaveLength(1);
      const email = analyse(transcript).email;
      const [, back = ''] = email.split('Taken back or on hold (not to be done):');
      expect(back).toContain(expected[1].split(' | ')[0]);
      expect(back).not.toContain(expected[0].split(' | ')[0]);
    });
  for (const [name, transcript, expected] of WHOLE) it(`whole item: ${name}`, () => expect(rows(transcript)).toEqual(expected));
});
