/**
 * Task 44v (tester u29t, issue 28). F9: a date corrected later in the asker's own turn ("Nils, can you ping the auditors
 * by tomorrow? Actually, make it Wednesday."), on the asker's next line, or by the person asked in the reply, wins: the
 * item carries the new date, marked as corrected from the first one, and the correction is never read as doubt about
 * another item (t34: Olga's "make it Wednesday" sent Nils's draft to To check). A correction by a third person, or one
 * after the owner's yes, still goes to To check. Rows marked u29t are the tester's (/tmp/u29t/in/t34, t54); the others
 * were written for this table.
 */
import {describe, expect, it} from 'vitest';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

type Row = readonly [string, string, readonly string[]];
const lines = (...l: string[]) => l.join('\n');

const F9: readonly Row[] = [
  ['u29t t54: "Actually, make it Wednesday." in the asker\'s turn', lines('Olga: Nils, can you ping the auditors by tomorrow? Actually, make it Wednesday.', 'Nils: Sure.'), ['Nils: Ping the auditors by Wednesday | Wednesday | open']],
  ['u29t t34: the correction belongs to the request, not the earlier draft', lines("Nils: I'll send the draft by Friday, no wait, Monday.", 'Olga: Nils, can you also ping the auditors by tomorrow? Actually, make it Wednesday.', 'Nils: Sure.'), ['Nils: Send the draft by Monday | Monday | open', 'Nils: Ping the auditors by Wednesday | Wednesday | open']],
  ['the brief: "Tom, send the deck Friday. Actually, make that Monday."', lines('Ann: Tom, send the deck Friday. Actually, make that Monday.', 'Tom: OK.'), ['Tom: Send the deck Monday | Monday | open']],
  ['own commitment corrected in the same turn', lines("Nils: I'll send the draft by Friday. Actually, make that Monday.", 'Olga: Fine.'), ['Nils: Send the draft by Monday | Monday | open']],
  ['"Sorry, I mean Thursday." on the asker\'s next line', lines('Ann: Tom, please book the room by Tuesday.', 'Ann: Sorry, I mean Thursday.', 'Tom: Will do.'), ['Tom: Book the room by Thursday | Thursday | open']],
  // As "Sure, by Wednesday": the reply's date is the due date and the task drops the asked one.
  ['the person asked corrects in the reply', lines('Olga: Nils, can you ping the auditors by tomorrow?', 'Nils: Sure. Actually, make it Wednesday.'), ['Nils: Ping the auditors | Wednesday | open']],
  ['"No wait, the 12th." with a day number', lines('Ann: Raj, please send the invoices by the 10th. No wait, the 12th.', 'Raj: OK.'), ['Raj: Send the invoices by the 12th | the 12th | open']],
  ['German "Nein, lieber bis Montag."', lines('Anna: Lukas, kannst du das Protokoll bis Freitag schicken? Nein, lieber bis Montag.', 'Lukas: Klar.'), ['Lukas: Das Protokoll bis Montag schicken | Montag | open']],
  ['French "En fait, plutôt jeudi."', lines('Claire: Marc, tu peux envoyer le devis avant lundi ? En fait, plutôt avant jeudi.', 'Marc: Oui.'), ['Marc: Envoyer le devis avant jeudi | jeudi | open']],
  ['two items in the turn: the correction dates the last one said', lines('Ann: Tom, please book the room by Monday. Raj, please order the food by Tuesday. Actually, make it Wednesday.', 'Tom: OK.', 'Raj: Sure.'), ['Tom: Book the room by Monday | Monday | open', 'Raj: Order the food by Wednesday | Wednesday | open']],
  ['"Actually, no, Monday works." offers the date', lines('Ann: Tom, send the deck by Friday. Actually, no, Monday works.', 'Tom: OK.'), ['Tom: Send the deck by Monday | Monday | open']],
  ['"book the room for Friday" stays without a due date when corrected', lines('Ann: Tom, book the room for Friday. Actually, make it Thursday.', 'Tom: OK.'), ['Tom: Book the room for Thursday | - | open']],
  ['"Wait, no, Thursday." in one\'s own commitment', "Ann: I'll call the vendor tomorrow. Wait, no, Thursday.", ['Ann: Call the vendor Thursday | Thursday | open']],
  ['must stay: a third person\'s "make it Wednesday" is To check', lines('Olga: Nils, can you ping the auditors by tomorrow?', 'Nils: Sure.', 'Pia: Actually, make it Wednesday.'), ['Nils: Ping the auditors by tomorrow | tomorrow | check']],
  ['must stay: the asker moves the date after the yes: To check', lines('Ana: Ben, can you send the deck by Friday?', 'Ben: Sure.', 'Ana: Wait, rather by Wednesday, Ben.'), ['Ben: Send the deck by Friday | Friday | check']],
];

describe('F9: a correction in the same turn or the next line wins, shown as corrected (u29t)', () => {
  it.each(F9)('%s', (_n, t, expected) => {
    expect(rows(t)).toEqual(expected);
    expectEmailRows(t, expected);
  });
  it('the item and the e-mail say what the date was corrected from', () => {
    const a = analyse(lines('Olga: Nils, can you ping the auditors by tomorrow? Actually, make it Wednesday.', 'Nils: Sure.'));
    expect(a.actions[0].corrected).toEqual({from: 'tomorrow', speaker: 'Olga', text: 'Actually, make it Wednesday.'});
    expect(a.email).toContain('- Nils: Ping the auditors by Wednesday (due Wednesday; corrected from tomorrow)');
  });
});
