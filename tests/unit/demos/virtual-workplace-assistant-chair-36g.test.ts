/**
 * Task s52-v5 (issue 28, u36g F4): a routine follow-up question of the chair's ("Great. Any blockers?", "Questions?",
 * "Who's next?", "Need help?", "Anything else?") after a commitment names nothing of it and leaves it open; a question
 * that names the item (its words, its date, "it", a person, "Me?") still puts it under "To check".
 * The first rows are the tester's transcripts as written; the variants are this file's own.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

const OPEN: Array<[string, string, string[]]> = [
  ['u36g P01 Great. Any blockers?', `Ola Berg: I'll merge the auth branch today.
Ken Ito: Great. Any blockers?
Ola Berg: None.`, ['Ola Berg: Merge the auth branch today | today | open']],
  ['u36g P02 Thanks. Questions, anyone?', `Ola Berg: I'll publish the release notes by Friday.
Ken Ito: Thanks. Questions, anyone?
Mei Sun: No.`, ['Ola Berg: Publish the release notes by Friday | Friday | open']],
  ['u36g P03 Nice. Who\'s next?', `Ola Berg: I'll update the sprint board this afternoon.
Ken Ito: Nice. Who's next?
Mei Sun: Me. I'll pair with Ola on the tests tomorrow.`, ['Ola Berg: Update the sprint board this afternoon | this afternoon | open', 'Mei Sun: Pair with Ola on the tests tomorrow | tomorrow | open']],
  ['u36g BB01 request, yes, Any blockers?', `Priya Das: Ben, can you write the integration tests today?
Ben Cho: Yes, I'll write them today.
Priya Das: Great. Any blockers?
Ben Cho: None.`, ['Ben Cho: Write the integration tests today | today | open']],
  ['u36g BB02 Questions? from a third person', `Ben Cho: I'll send the design doc by Friday.
Lucia Moreno: Questions?
Priya Das: No.`, ['Ben Cho: Send the design doc by Friday | Friday | open']],
  ['u36g W02 Perfect. Anything else?', `Marta Kos: Sprint goal is the new onboarding flow.
Jin Park: I'll build the welcome screen by Wednesday.
Marta Kos: Sounds good. What about analytics?
Jin Park: I'll add the tracking events on Thursday.
Marta Kos: And the copy?
Ava Reid: I'll write the onboarding copy by Tuesday.
Marta Kos: Perfect. Anything else?
Ava Reid: No, that's it.`, ['Jin Park: Build the welcome screen by Wednesday | Wednesday | open', 'Jin Park: Add the tracking events on Thursday | Thursday | open', 'Ava Reid: Write the onboarding copy by Tuesday | Tuesday | open']],
  ['u36g X07 the owner asks about another topic', `Dr. Amara Obi: The samples arrive on the 9th.
Felix Wagner: I'll prepare the lab by the 8th.
Dr. Amara Obi: I'll book the sequencer for the 10th.
Felix Wagner: Should we ask ethics for the amendment?
Dr. Amara Obi: Yes, I'll email ethics today.`, ['Felix Wagner: Prepare the lab by the 8th | the 8th | open', 'Dr. Amara Obi: Book the sequencer for the 10th | the 10th | open', 'Dr. Amara Obi: Email ethics today | today | open']],
  ['u36g Z04 Teams headings, Any questions?', `Raj Kumar   0:01\nI'll finish the API docs by Thursday.\n\nEwa Lis   0:09\nGreat. Any questions?\n\nTom Berg   0:15\nNo.`, ['Raj Kumar: Finish the API docs by Thursday | Thursday | open']],
  ['variant: OK. Need help? — Maybe later.', `Nora Vik: I'll fix the login bug by Wednesday.
Sam Hale: OK. Need help?
Nora Vik: Maybe later.`, ['Nora Vik: Fix the login bug by Wednesday | Wednesday | open']],
  ['variant: Cool, thanks. Anyone else?', `Nora Vik: I'll draft the survey tomorrow.
Sam Hale: Cool, thanks. Anyone else?
Leo Park: Not from me.`, ['Nora Vik: Draft the survey tomorrow | tomorrow | open']],
  ['variant: Any other business?', `Sam Hale: Leo, can you order the new monitors by Friday?
Leo Park: Sure.
Sam Hale: Thanks. Any other business?`, ['Leo Park: Order the new monitors by Friday | Friday | open']],
  ['variant: WebVTT, All good? — Yes.', `WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\n<v Nora Vik>I'll update the roadmap on Monday.</v>\n\n2\n00:00:05.000 --> 00:00:08.000\n<v Sam Hale>Thanks. All good?</v>\n\n3\n00:00:09.000 --> 00:00:12.000\n<v Leo Park>Yes.</v>\n`, ['Nora Vik: Update the roadmap on Monday | Monday | open']],
];

const CHECK: Array<[string, string]> = [
  ['a question with the task\'s words', `Nora Vik: I'll fix the login bug by Wednesday.
Sam Hale: Is the login bug really that hard?`],
  ['a question with the owner name and another date', `Nora Vik: I'll fix the login bug by Wednesday.
Sam Hale: Nora, any chance by Tuesday?`],
  ['a question with its date', `Nora Vik: I'll fix the login bug by Wednesday.
Sam Hale: Wednesday? Really?`],
  ['"Me?" after a request', `Sam Hale: Leo, please order the new monitors.
Leo Park: Me?`],
  ['after a routine question, the owner hands it over', `Nora Vik: I'll fix the login bug by Wednesday.
Sam Hale: Questions?
Nora Vik: Actually, should Leo do it?`],
];

describe('u36g F4: a routine question after a commitment leaves it open', () => {
  for (const [name, transcript, expected] of OPEN)
    it(name, () => {
      expect(rows(transcript)).toEqual(expected);
      expect(expectEmailRows(transcript, expected)).toHaveLength(expected.length);
    });
  for (const [name, transcript] of CHECK)
    it(`still to check: ${name}`, () => {
      expect(rows(transcript)[0]).toMatch(/\| check$/);
    });
});
