/**
 * Task 42v2 (tester u29d, issue 28): confidently wrong rows of the Virtual Workplace Assistant. Each block opens with the
 * tester's minimal transcript (/tmp/u29d/vt/*), copied here; the other rows are this file's own neighbours. The clean
 * transcripts at the end must read as they did before.
 */
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const lines = (...l: string[]) => l.join('\n');
const live = (text: string) => rows(text).filter((r) => r.endsWith('| open'));

// V-2: a negated first-person sentence ("No puedo asistir …", "Je ne vais pas …", "Ich werde … nicht …") is no task.
// [transcript, rows expected]
const V2: ReadonlyArray<readonly [string, readonly string[]]> = [
  // vt/29-minimal-es-neg.txt
  [lines('Lucía García: No puedo asistir a la reunión del jueves.'), []],
  // vt/18-spanish.txt, Inés's line
  [lines('Pablo Díaz: Buenos días.', 'Inés Navarro: No voy a poder revisar los textos esta semana.'), []],
  [lines('Lucía: Yo no voy a enviar el informe el lunes.'), []],
  [lines('Lucía: Ya no me encargo de la sala.'), []],
  [lines('Lucía: Nunca voy a firmar ese contrato.'), []],
  [lines('Claire: Je ne vais pas envoyer le devis vendredi.'), []],
  [lines('Claire: Je ne peux pas venir jeudi.'), []],
  [lines('Claire: Je n\'enverrai jamais ce rapport.'), []],
  [lines('Anna: Ich werde den Bericht nicht schicken.'), []],
  [lines('Anna: Ich schicke keine Einladungen mehr.'), []],
  [lines('Anna: Ich kann nicht am Freitag kommen.'), []],
  [lines('Anna: Ich werde nie wieder die Präsentation machen.'), []],
  // A negated reply to a request declines it.
  [lines('Pablo: Inés, ¿puedes revisar los textos esta semana?', 'Inés: No voy a poder revisar los textos esta semana.'), ['Inés: Revisar los textos esta semana | esta semana | declined']],
  [lines('Anna: Jan, kannst du bitte den Bericht bis Freitag schicken?', 'Jan: Ich werde das nicht schaffen.'), ['Jan: Den Bericht bis Freitag schicken | Freitag | declined']],
  // The positive forms stay tasks.
  [lines('Lucía: Voy a reservar la sala el lunes.', 'Ana: Perfecto.'), ['Lucía: Reservar la sala el lunes | lunes | open']],
  [lines('Lucía: Voy a poder revisar los textos el lunes.', 'Ana: Vale.'), ['Lucía: Poder revisar los textos el lunes | lunes | open']],
  [lines('Anna: Ich schicke den Bericht bis Freitag.', 'Jan: Danke.'), ['Anna: Schicke den Bericht bis Freitag | Freitag | open']],
  [lines('Anna: Ich werde nicht nur den Bericht, sondern auch die Folien schicken.', 'Jan: Danke.'), ['Anna: Werde nicht nur den Bericht, sondern auch die Folien schicken | - | open']],
];

describe('V-2: a negation is no task', () => {
  it.each(V2.map((r, i) => ({name: `row ${i}: ${r[0].slice(0, 60)}`, r})))('$name', ({r}) => {
    const [text, expected] = r;
    expect(rows(text)).toEqual(expected);
  });
});
