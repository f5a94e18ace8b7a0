/**
 * s52-k4 (issue 28): a sentence naming a table row by any of its cells (a city, not only a code) is checked against that
 * row. u35b F1: "The Namur office is managed by Sofie Claes [1]" (Sofie Claes manages Antwerp) got no note in CSV and
 * Markdown, nor dates and look-alike names (Ghent/Genk, Peeters/Pieters); u35d F2 W5/V9: the name of the same CSV row's
 * other column ("Ola Nowak is the office manager in Gdansk", Ola Nowak being Gdansk's IT contact). Tester rows from
 * /tmp/u35b/answers6-8.json with the passages the page sent (mock-requests.log), /tmp/u35d/results_model_cases*.json;
 * the rest are variants. All flagged rows here passed on 6316cd3c.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const LOOKALIKE = 'office,city,manager,phone,opened\nOF-1,Ghent,Lotte Peeters,+32 9 555 0101,2015-03-01\nOF-2,Genk,Lars Peters,+32 89 555 0202,2019-09-15\nOF-3,Geel,Lotte Pieters,+32 14 555 0303,2022-01-10';
const CSV = 'office,city,manager,phone,opened\nOF-1,Antwerp,Sofie Claes,+32 3 555 0101,2015-03-01\nOF-2,Namur,Marc Dupont,+32 81 555 0202,2019-09-15\nOF-3,Liege,Nadia Benali,+32 4 555 0303,2022-01-10';
const MD = '| Office | City | Manager | Opened |\n| --- | --- | --- | --- |\n| OF-1 | Antwerp | Sofie Claes | 2015-03-01 |\n| OF-2 | Namur | Marc Dupont | 2019-09-15 |\n| OF-3 | Liege | Nadia Benali | 2022-01-10 |';
const SEMI = 'Office;City;Manager;Opened\nOF-1;Antwerp;Sofie Claes;2015-03-01\nOF-2;Namur;Marc Dupont;2019-09-15\nOF-3;Liege;Nadia Benali;2022-01-10';
const ZOHLAR = 'city,office_manager,it_contact,phone\nPorto,Inês Carvalho,Tomás Reis,+351 22 555 0101\nGdansk,Marek Zielinski,Ola Nowak,+48 58 555 0199\nTampere,Aino Virtanen,Ville Koski,+358 3 555 0142\nValencia,Lucía Ortega,Pablo Serrano,+34 96 555 0177\nTartu,Kertu Tamm,Rasmus Kask,+372 7 555 0123';

// The page's own examples (demo-room/document-qa.mdx).
const SITES = 'site,manager,first_aider\nLeipzig,Omar Said,Marta Keller\nBerlin,Jonas Weber,Lena Fischer\nHamburg,Sara Klein,Paul Braun';

const note = (answer: string, text: string) => unsupportedCitations(answer, [text]).map(unsupportedNote).join(' ');

// [passage, wrong answer, the value of the named row the note gives]
const WRONG: Array<[string, string, string]> = [
  // u35b F1, the tester's rows
  [CSV, 'The Namur office is managed by Sofie Claes [1].', 'Marc Dupont'],
  [CSV, 'The Antwerp office opened on 15 September 2019 [1].', '2015-03-01'],
  [MD, 'The Namur office is managed by Sofie Claes [1].', 'Marc Dupont'],
  [MD, 'The Antwerp office opened on 15 September 2019 [1].', '2015-03-01'],
  [MD, 'In Namur, the manager is Sofie Claes [1].', 'Marc Dupont'],
  [LOOKALIKE, 'The Genk office is managed by Lotte Peeters [1].', 'Lars Peters'],
  [LOOKALIKE, 'The Ghent office is managed by Lotte Pieters [1].', 'Lotte Peeters'],
  [LOOKALIKE, 'The Ghent office opened on 15 September 2019 [1].', '2015-03-01'],
  // variants: the value first, another date wording, a semicolon table, a third look-alike
  [CSV, 'Sofie Claes manages the Namur office [1].', 'Marc Dupont'],
  [MD, 'The Liege office opened on September 15, 2019 [1].', '2022-01-10'],
  [SEMI, 'Nadia Benali runs the office in Antwerp [1].', 'Sofie Claes'],
  [LOOKALIKE, 'The Geel office is managed by Lars Peters [1].', 'Lotte Pieters'],
  // u35d F2 W5 and V9: the same row, the other column; and variants
  [ZOHLAR, 'Ola Nowak is the office manager in Gdansk [1].', 'Marek Zielinski'],
  [ZOHLAR, 'Inês Carvalho is the IT contact in Porto [1].', 'Tomás Reis'],
  [ZOHLAR, 'In Tartu, the IT contact is Kertu Tamm [1].', 'Rasmus Kask'],
  [ZOHLAR, 'The office manager in Valencia is Aino Virtanen [1].', 'Lucía Ortega'],
  // a header naming what someone does is named by its verb too ("manages" names "manager")
  [SITES, 'Marta Keller manages the Leipzig site [1].', 'Omar Said'],
  [SITES, 'The Berlin office is managed by Omar Said [1].', 'Jonas Weber'],
  [SITES, 'Omar Said is the first aider in Berlin [1].', 'Lena Fischer'],
];

const RIGHT: Array<[string, string]> = [
  [CSV, 'The Namur office is managed by Marc Dupont [1].'],
  [MD, 'Marc Dupont is the manager in Namur [1].'],
  [MD, 'The Liege office opened on 10 January 2022 [1].'],
  [LOOKALIKE, 'The Genk office is managed by Lars Peters [1].'],
  [LOOKALIKE, 'The Ghent office opened on 1 March 2015 [1].'],
  [LOOKALIKE, 'OF-3 in Geel can be reached at +32 14 555 0303 [1].'],
  // two rows named by the same column compare rows: each value stays with its own row
  [CSV, 'Sofie Claes manages Antwerp and Marc Dupont manages Namur [1].'],
  [SEMI, 'The Antwerp office opened before the Namur office [1].'],
  [ZOHLAR, 'Ola Nowak is the IT contact in Gdansk [1].'],
  [ZOHLAR, 'In Porto, the office manager is Inês Carvalho and the IT contact is Tomás Reis [1].'],
  [SITES, 'Omar Said manages the Leipzig site and Marta Keller is its first aider [1].'],
  [SITES, 'Lena Fischer is the first aider at the Berlin site [1].'],
];

describe('a table row named by one of its cells is checked against that row (u35b F1, u35d F2 W5/V9)', () => {
  for (const [text, answer, says] of WRONG) {
    it(`flags “${answer}” with the named row’s value`, () => {
      const n = note(answer, text);
      expect(n).toMatch(/^Passage 1 does not say this/);
      expect(n).toContain(`“${says}”`);
    });
  }
  for (const [text, answer] of RIGHT) {
    it(`leaves “${answer}” alone`, () => {
      expect(unsupportedCitations(answer, [text])).toEqual([]);
    });
  }
  it('the tester’s code-keyed row stays flagged (u35b: “OF-2 is managed by Sofie Claes”)', () => {
    expect(unsupportedCitations('OF-2 is managed by Sofie Claes [1].', [MD])).toHaveLength(1);
  });
});
