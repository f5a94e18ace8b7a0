/**
 * Task 35v3 (u28g fresh user test): "Name:" labels whose name parts join a lower-case particle by a
 * hyphen or apostrophe ("Fatima al-Hassan:", "Giulia dell'Acqua:"), French, German and Spanish
 * interjections before a comma read as the person addressed ("Désolé, …"), and a refusal that says who
 * owns the work instead ("that's not something I can do, procurement owns it"). The transcripts below
 * were written for this table (none copied from the tester's files); rows read "Owner: Task | due |
 * status" as in virtual-workplace-assistant-addressed.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';
import {readTranscript} from '@site/src/demos/virtual-workplace-assistant/transcript';

const speakers = (text: string) => [...new Set(readTranscript(text).utterances.map((u) => u.speaker))];

describe('speaker labels with hyphen or apostrophe particles', () => {
  const NAMES = [
    'Fatima al-Hassan', 'Karim el-Amin', "Giulia dell'Acqua", 'Maria do Carmo Silva', 'Fatima Al-Hassan', 'Olga Petrova-Smirnova',
    'Seán Ó Briain', 'Ruth ter Horst', 'Abdullah bin Rashid', 'Tran Thi Mai', "Luca d'Amico", 'Samir ad-Din', "Paola dall'Orto",
    'Omar ibn-Said', "Chiara della-Rocca", 'Hana bin-Zayed', "Anna l'Hermite",
  ];
  for (const name of NAMES) {
    it(`"${name}:" is a speaker of its own`, () => {
      const text = `Ben Ode: Let's start.\n${name}: I will collect the keys.\nBen Ode: Thanks.`;
      expect(speakers(text)).toEqual(['Ben Ode', name]);
      expect(rows(text)).toEqual([`${name}: Collect the keys | - | open`]);
    });
  }
  it('a hyphen-particle speaker is asked by first name and accepts', () => {
    expect(rows('Ben Ode: Karim, could you book the van by Friday?\nKarim el-Amin: Sure.')).toEqual(['Karim el-Amin: Book the van by Friday | Friday | open']);
  });
  it('an apostrophe-particle speaker asks by name', () => {
    expect(rows("Giulia dell'Acqua: Ben, please print the seating chart.\nBen Ode: OK.")).toEqual(['Ben Ode: Print the seating chart | - | open']);
  });
  it('sentences with a lower-case particle word are still no speaker labels', () => {
    expect(speakers('Ben Ode: The plan is simple.\nthe al-Rawi file: it is late.')).toEqual(['Ben Ode']);
  });
});

describe('interjections before a comma are nobody addressed', () => {
  const SAID: ReadonlyArray<readonly [string, string]> = [
    ['Désolé', 'je ne peux pas faire ça'], ["D'accord", 'je regarde ça'], ['Merci', 'je note'], ['Bien sûr', 'je regarde'], ['Oui', 'je comprends'],
    ['Non', 'je ne sais pas'], ['Alors', 'on verra'], ['Entendu', 'je note'], ['Parfait', 'on avance'], ['Ja', 'das passt'], ['Nein', 'das geht nicht'],
    ['Danke', 'das passt'], ['Klar', 'das passt'], ['Genau', 'so machen wir das'], ['Sí', 'lo miro luego'], ['Claro', 'lo miro luego'],
    ['Vale', 'lo miro luego'], ['Perfecto', 'seguimos'], ['Gracias', 'lo miro luego'], ['Lo siento', 'no puedo'], ['Perdón', 'no lo sé'],
  ];
  for (const [word, rest] of SAID) {
    it(`"${word}, ${rest}" makes no action item and no owner "${word}"`, () => {
      const got = rows(`Ana Souza: ${word}, ${rest}.\nTomas Berg: Fine.`);
      expect(got.filter((r) => r.startsWith(`${word}:`))).toEqual([]);
      expect(got).toEqual([]);
    });
  }
  it('a capitalised name that is not a speaker is still addressed', () => {
    expect(rows('Ana Souza: Kwame, book the room by Friday.')).toEqual(['Kwame: Book the room by Friday | Friday | open']);
  });
  it('a speaker addressed after a foreign interjection still owns it', () => {
    expect(rows("Ana Souza: D'accord, Tomas, please send the deck by Friday.\nTomas Berg: OK.")).toEqual(['Tomas Berg: Send the deck by Friday | Friday | open']);
  });
});

describe('a refusal that says whose work it is', () => {
  const ASK = 'Tran Mai: Abdul, can you ask the vendor for a revised quote by the 20th?\nAbdul Karim: ';
  const DECLINED = ['Abdul Karim: Ask the vendor for a revised quote by the 20th | the 20th | declined'];
  for (const reply of [
    "Sorry, that's not something I can do, procurement owns it.",
    "That's not something I can do.",
    "Sorry, that's not my area.",
    'Procurement owns it, sorry.',
    "That's for procurement.",
    "Hmm, that's for Olga.",
  ]) {
    it(`"${reply}" declines and makes no task`, () => {
      expect(rows(ASK + reply)).toEqual(DECLINED);
    });
  }
  it('after the refusal, the new owner named without "instead" and an "I\'ll get it done" make one item', () => {
    expect(rows(`${ASK}Sorry, not my area, procurement owns it.\nTran Mai: Then Olga will ask procurement for the quote.\nOlga Petrova-Smirnova: OK, I'll get it done.`)).toEqual([
      ...DECLINED,
      'Olga Petrova-Smirnova: Ask procurement for the quote | - | open',
    ]);
  });
  it('"not something I can do" alone is no task', () => {
    expect(rows("Abdul Karim: Honestly, that's not something I can do, legal owns it.")).toEqual([]);
  });
  // No refusal, but "Friday" is another date than the 20th asked: which date holds is open, so "To check" (40v).
  it('"that\'s for Friday" is no refusal', () => {
    expect(rows(`${ASK}Sure, that's for Friday then.`)).toEqual(['Abdul Karim: Ask the vendor for a revised quote by the 20th | the 20th | check']);
  });
});
