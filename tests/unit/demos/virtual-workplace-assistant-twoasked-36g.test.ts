/**
 * Task s52-v5 (issue 28, u36g F3): a request to two people by name ("Ola and Mei, can you …?", "Kira, Leon, please …",
 * "Ola, Mei, can you two …?"): each one who says yes owns it (one row with both names, as "Kim and Tom will …" is read),
 * each one who says no is listed as declined. The first rows are the tester's transcripts as written; the variants are
 * this file's own.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

const CASES: Array<[string, string, string[]]> = [
  ['u36g P05 one yes, one no', `Ken Ito: Ola and Mei, can you cover support on Saturday?
Ola Berg: Sure.
Mei Sun: Sorry, I can't, I'm away.`, ['Ola Berg: Cover support on Saturday | Saturday | open', 'Mei Sun: Cover support on Saturday | Saturday | declined']],
  ['u36g N07 "Kira, Leon, please", both yes', `Ivo Marsh: Kira, Leon, please review the contract by Monday.
Leon Hart: Will do.
Kira Bell: Sure.`, ['Kira Bell and Leon Hart: Review the contract by Monday | Monday | open']],
  ['u36g P06 "can you two"', `Ken Ito: Ola, Mei, can you two update the test plan by Monday?
Mei Sun: Sure.
Ola Berg: Yep.`, ['Ola Berg and Mei Sun: Update the test plan by Monday | Monday | open']],
  ['u36g P04 each answers with I', `Ken Ito: Ola and Mei, could you run the retro on Friday?
Ola Berg: Yes, I can.
Mei Sun: I'll be there, yes.`, ['Ola Berg and Mei Sun: Run the retro on Friday | Friday | open']],
  ['u36g N06 both yes', `Ivo Marsh: Kira and Leon, can you staff the booth on Saturday?
Kira Bell: Yes.
Leon Hart: Yes, happy to.`, ['Kira Bell and Leon Hart: Staff the booth on Saturday | Saturday | open']],
  ['u36g R16 both yes', `Nora Diaz: Tim and Ula, can you move the desks by noon?
Tim Ross: Sure.
Ula Berg: Yes, fine.`, ['Tim Ross and Ula Berg: Move the desks by noon | noon | open']],
  ['u36g E17 both yes', `Ravi Iyer: Dora and Mona, could you run the training on Tuesday?
Dora Kis: Yes.
Mona Ek: Sure.`, ['Dora Kis and Mona Ek: Run the training on Tuesday | Tuesday | open']],
  ['u36g Z02 Teams VTT', 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Raj Kumar>Ewa and Tom, can you test the checkout on Friday?</v>\n\n00:00:03.000 --> 00:00:04.000\n<v Ewa Lis>Yes.</v>\n\n00:00:04.000 --> 00:00:05.000\n<v Tom Berg>Sure.</v>\n',
    ['Ewa Lis and Tom Berg: Test the checkout on Friday | Friday | open']],
  ['variant: yes, then no with a reason', `Nora Diaz: Sam and Lea, can you set up the chairs by 9 am?
Sam Park: Yes.
Lea Marsh: Sorry, no, I'm at the dentist.`, ['Sam Park: Set up the chairs by 9 am | 9 am | open', 'Lea Marsh: Set up the chairs by 9 am | 9 am | declined']],
  ['variant: "Sam, Lea, please", answered in the other order', `Nora Diaz: Sam, Lea, please book the flights by Thursday.
Lea Marsh: Sure.
Sam Park: Will do.`, ['Sam Park and Lea Marsh: Book the flights by Thursday | Thursday | open']],
  ['variant: "could you two"', `Nora Diaz: Sam and Lea, could you two draft the FAQ by Friday?
Sam Park: Yep.
Lea Marsh: Count me in, yes.`, ['Sam Park and Lea Marsh: Draft the FAQ by Friday | Friday | open']],
  ['variant: both say no', `Nora Diaz: Sam and Lea, can you draft the FAQ by Friday?
Sam Park: No, sorry.
Lea Marsh: I can't either.`, ['Sam Park: Draft the FAQ by Friday | Friday | declined', 'Lea Marsh: Draft the FAQ by Friday | Friday | declined']],
];

describe('u36g F3: a request to two people by name', () => {
  for (const [name, transcript, expected] of CASES)
    it(name, () => {
      expect(rows(transcript)).toEqual(expected);
      expectEmailRows(transcript, expected);
    });
  it('one of them silent: nobody is made an owner who did not say yes', () => {
    const got = rows(`Nora Diaz: Sam and Lea, can you draft the FAQ by Friday?
Sam Park: Sure.
Nora Diaz: Great.`);
    expect(got.some((r) => /\| open$/.test(r) && r.includes('Lea'))).toBe(false);
  });
});
