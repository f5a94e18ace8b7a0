/**
 * Task 43v2 (tester u29t F7, F17, F5): a committing clause whose frame or verb says it is no commitment gave an Open task.
 * Hedges ("I am not sure I will …", "I doubt I will …", "I hope I will …") and their German, French and Spanish
 * counterparts give no task; holding back ("I'll pass", "I'll skip …", "I'll wait for …", "I'll hold off") gives no task
 * (a decline when it answers a request); a state ("I will be on holiday / in Berlin / out on Friday", "Ich werde im
 * Urlaub sein") gives no task. Real commitments around them stay Open. Transcripts marked u29t are the tester's
 * (/tmp/u29t/in/t21, t55, t56, t62, t64); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];

const HEDGES: readonly Row[] = [
  ['u29t t55: "I am not sure I will …"', 'Tom: I am not sure I will have time for the retro.', []],
  ['u29t t55: "I doubt I will …"', 'Amy: I doubt I will finish the review.', []],
  ['u29t t55: "I hope I will …"', 'Bo: I hope I will get the report done.', []],
  ['u29t t21: "not sure I\'ll have time" adds no item', "Ola: Kim and Tom will draft the budget by the 20th.\nKim: Sure.\nTom: Hmm, I'm not sure I'll have time.", ['Kim and Tom: Draft the budget by the 20th | the 20th | check']],
  ['"I\'m unsure whether I can …"', "Rui: I'm unsure whether I can fix the printer by Monday.", []],
  ['"I wonder if I\'ll …"', "Rui: I wonder if I'll get to the backlog this week.", []],
  ['"I doubt that I\'ll …"', "Rui: I doubt that I'll finish the slides by Friday.", []],
  ['German "Ich hoffe, ich schaffe …"', 'Anna: Ich hoffe, ich schaffe den Bericht bis Freitag.', []],
  ['German "Ich bezweifle, dass ich …"', 'Anna: Ich bezweifle, dass ich den Bericht bis Freitag schicke.', []],
  ['French "Je ne suis pas sûre que je vais …"', 'Camille: Je ne suis pas sûre que je vais finir le rapport.', []],
  ['French "J\'espère que je vais …"', "Camille: J'espère que je vais finir le rapport avant lundi.", []],
  ['Spanish "No estoy segura de que voy a …"', 'Ana: No estoy segura de que voy a terminar el informe.', []],
  ['Spanish "Espero que voy a …"', 'Ana: Espero que voy a terminar el informe el lunes.', []],
];

const HOLDING_BACK: readonly Row[] = [
  ['u29t t64: "I\'ll pass this time" to an open question', "Lars: Who will take the minutes?\nMeg: I'll pass this time.", []],
  ['u29t t64: "I\'ll skip the offsite"', "Lars: I'll skip the offsite.", []],
  ['u29t t64: "I\'ll wait for the legal review"', "Meg: I'll wait for the legal review.", []],
  ['u29t t62: "OK, I\'ll hold off then"', "Priyanka Rao: OK, I'll hold off then.", []],
  ['"I\'ll sit this one out"', "Rui: I'll sit this one out.", []],
  ['"I\'ll sit this one out" to a request is a decline', "Lars: Meg, can you take the minutes?\nMeg: I'll sit this one out.", ['Meg: Take the minutes | - | declined']],
  ['"I\'ll hold off on the order"', "Rui: I'll hold off on the order for now.", []],
  ['German "Ich warte auf …"', 'Anna: Ich warte auf die Freigabe.', []],
  ['French "Je vais attendre …"', "Camille: Je vais attendre la validation du client.", []],
  ['Spanish "Voy a esperar …"', 'Ana: Voy a esperar la respuesta del cliente.', []],
];

const STATES: readonly Row[] = [
  ['u29t t15: "I\'ll be out on Friday"', "Ella: I'll be out on Friday.", []],
  ['u29t t56: "I will be on holiday from Monday"', 'Cy: I will be on holiday from Monday.', []],
  ['u29t t56: "I will be in Berlin on Thursday"', 'Dee: I will be in Berlin on Thursday.', []],
  ['"I\'ll be away next week"', "Rui: I'll be away next week.", []],
  ['"I\'m going to be late tomorrow"', "Rui: I'm going to be late tomorrow.", []],
  ['German "Ich werde im Urlaub sein"', 'Anna: Ich werde nächste Woche im Urlaub sein.', []],
];

const MUST_STAY: readonly Row[] = [
  ['"I\'ll pass the message on" is a task', "Sam: I'll pass the message on to Tom by Friday.", ['Sam: Pass the message on to Tom by Friday | Friday | open']],
  // Read as an imperative since u33g F16 ("Be sending …" was leftover wording).
  ['"I\'ll be sending …" is a task', "Sam: I'll be sending the invoice on Monday.", ['Sam: Send the invoice on Monday | Monday | open']],
  ['"I\'m sure I will …" is a task', "Sam: I'm sure I will finish the review by Friday.", ['Sam: Finish the review by Friday | Friday | open']],
  ['a hedge, then a commitment of its own', "Sam: I doubt I will finish the review, but I'll send the notes tomorrow.", ['Sam: Send the notes tomorrow | tomorrow | open']],
  ['"I\'ll send …" beside "I\'ll be out"', "Sam: I'll be out on Friday.\nSam: I'll send the slides on Thursday.", ['Sam: Send the slides on Thursday | Thursday | open']],
  ['German "Ich schicke …"', 'Anna: Ich schicke den Bericht bis Freitag.', ['Anna: Schicke den Bericht bis Freitag | Freitag | open']],
  ['French "Je vais finir …"', 'Camille: Je vais finir le rapport avant lundi.', ['Camille: Finir le rapport avant lundi | lundi | open']],
];

describe('Not commitments give no Open task (u29t F7, F17, F5)', () => {
  it.each(HEDGES)('hedge: %s', (_n, t, expected) => expect(rows(t)).toEqual(expected));
  it.each(HOLDING_BACK)('holding back: %s', (_n, t, expected) => expect(rows(t)).toEqual(expected));
  it.each(STATES)('state: %s', (_n, t, expected) => expect(rows(t)).toEqual(expected));
  it.each(MUST_STAY)('must stay: %s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('the e-mail lists no hedge, refusal or state as an action item', () => {
    const t = "Tom: I am not sure I will have time for the retro.\nMeg: I'll pass this time.\nElla: I'll be out on Friday.\nSam: I'll send the slides on Thursday.";
    expect(expectEmailRows(t, ['Sam: Send the slides on Thursday | Thursday | open'])).toEqual(['- Sam: Send the slides on Thursday (due Thursday)']);
  });
});
