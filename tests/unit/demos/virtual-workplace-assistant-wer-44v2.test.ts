/**
 * Task 44v2 (tester u30b, issue 28). F1: a question word ("Wer", "Who", "Qui", "Quién", "誰") is never a person; an open
 * question ("Wer kümmert sich um die Getränke?", "Who takes the minutes?") is a request to anyone, and the reply that takes
 * it ("Ich kümmere mich darum, bis Freitag", "Mache ich.") gives the task, with the question's words, to whoever said it.
 * Rows marked u30b are the tester's (/tmp/u30b/in/t65, t06); the others were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F1: readonly Row[] = [
  ['u30b t65: "Wer kümmert sich um die Getränke?" / "Ich kümmere mich darum, bis Freitag."', lines('Petra: Wer kümmert sich um die Getränke?', 'Jonas: Ich kümmere mich darum, bis Freitag.'), ["Jonas: Um die Getränke kümmern | Freitag | open"]],
  ['u30b t65: "Wer bucht den Raum?" / "Mache ich."', lines('Petra: Wer bucht den Raum?', 'Stefan: Mache ich.'), ['Stefan: Den Raum buchen | - | open']],
  ['u30b t06: "Wer kümmert sich um das Protokoll?" / "Ich schreibe das Protokoll bis Freitag."', lines('Petra: Guten Morgen. Wer kümmert sich um das Protokoll?', 'Stefan: Ich schreibe das Protokoll bis Freitag.'), ['Stefan: Schreibe das Protokoll bis Freitag | Freitag | open']],
  ['an open question nobody answers is no item with the owner "Wer"', lines('Petra: Wer kümmert sich um die Getränke?', 'Jonas: Gute Frage.'), []],
  ['"Ja, mache ich bis Mittwoch."', lines('Petra: Wer übernimmt die Präsentation?', 'Jonas: Ja, mache ich bis Mittwoch.'), ['Jonas: Die Präsentation übernehmen | Mittwoch | open']],
  ['"Who takes the minutes?" / "I\'ll do it by Friday."', lines('Ana: Who takes the minutes?', "Ben: I'll do it by Friday."), ['Ben: Take the minutes by Friday | Friday | open']],
  ['"Who\'s booking the room?" nobody answers: no owner "Who"', lines("Ana: Who's booking the room?", 'Ben: No idea.'), []],
  ['"Qui s\'occupe de la salle ?" / "Je m\'en occupe."', lines("Marie: Qui s'occupe de la salle ?", "Luc: Je m'en occupe."), ["Luc: S'occuper de la salle | - | open"]],
  ['"¿Quién se encarga del catering?" / "Yo me encargo, antes del viernes."', lines('Ana: ¿Quién se encarga del catering?', 'Luis: Yo me encargo, antes del viernes.'), ["Luis: Encargarse del catering | viernes | open"]],
  ['must stay: "Wer kann das Protokoll schreiben?" / "Ich mache das bis Freitag."', lines('Petra: Wer kann das Protokoll schreiben?', 'Stefan: Ich mache das bis Freitag.'), ['Stefan: Das Protokoll schreiben bis Freitag | Freitag | open']],
];

describe('F1: a question word is no owner; an open question is a request answered by whoever takes it (u30b)', () => {
  it.each(F1)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
});
