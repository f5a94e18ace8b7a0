/**
 * Task 43v2 (tester u29t F16, F2, F1, F3): "Who can …?" / "Wer kann …?" / "Qui peut …?" / "¿Quién puede …?" was no
 * request, so a reply with a pronoun became the task ("Do that, by December 18", "Mache das bis Freitag", "Le faire
 * avant le 5 décembre"), and a short yes ("Je m'en occupe", "Yo lo hago", "I will, by …") was dropped. Now such a
 * question is a request to anyone; the reply gives owner and date, the task keeps the request's words. Transcripts
 * marked u29t are the tester's (/tmp/u29t/in/t05, t08, t09, t10, t62, t63); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];

const ROWS: readonly Row[] = [
  ['u29t t63: "I can do that, by December 18."', 'Rebecca: Who can update the product photos?\nTomas: I can do that, by December 18.', ['Tomas: Update the product photos by December 18 | December 18 | open']],
  ['u29t t08: "Ich mache das bis Freitag"', 'Anna: Wer kann das Protokoll schreiben?\nLukas: Ich mache das bis Freitag.', ['Lukas: Das Protokoll schreiben bis Freitag | Freitag | open']],
  ['u29t t09: "Je vais le faire avant le 5 décembre"', 'Claire: Qui peut préparer le rapport mensuel ?\nInès: Je vais le faire avant le 5 décembre.', ['Inès: Préparer le rapport mensuel avant le 5 décembre | 5 décembre | open']],
  ['u29t t09: "Je m\'en occupe, d\'ici vendredi."', "Claire: Qui peut préparer le rapport mensuel ?\nHugo: Je m'en occupe, d'ici vendredi.", ['Hugo: Préparer le rapport mensuel | vendredi | open']],
  ['u29t t10: "Yo lo hago, para el lunes."', 'Lucía: ¿Quién puede enviar el presupuesto al cliente?\nDiego: Yo lo hago, para el lunes.', ['Diego: Enviar el presupuesto al cliente | lunes | open']],
  ['u29t t05: "I will, by end of day Wednesday."', 'Emily: Who will update the App Store screenshots?\nFatima: I will, by end of day Wednesday.', ['Fatima: Update the App Store screenshots | end of day Wednesday | open']],
  ['"I\'ll handle it" to "Who could …?"', "Ada: Who could book the venue for the offsite?\nBen: I'll handle it by Monday.", ['Ben: Book the venue for the offsite by Monday | Monday | open']],
  ['German "Ich übernehme das, bis 12. Dezember"', 'Anna: Wer kann die Raumbuchung machen?\nJonas: Ich übernehme das, bis 12. Dezember.', ['Jonas: Die Raumbuchung machen | 12. Dezember | open']],
  ['a refusal, then someone takes it', "Lars: Who will take the minutes?\nMeg: I'll pass this time.\nNed: I can do that.", ['Ned: Take the minutes | - | open']],
  ['must stay: "Who will be there?" asks for no work', 'Lars: Who will be there?\nMeg: Sure.', []],
  ['must stay: "who can" inside a sentence is no request', 'Lars: I know who can fix the printer.\nMeg: Great.', []],
  ['must stay: a named request still goes to the person named', 'Rebecca: Tomas, can you update the product photos?\nTomas: I can do that, by December 18.', ['Tomas: Update the product photos by December 18 | December 18 | open']],
];

describe('"Who can …?" is a request to anyone; a pronoun reply keeps its words (u29t F16, F2, F1, F3)', () => {
  it.each(ROWS)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
