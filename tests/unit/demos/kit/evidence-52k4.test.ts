/**
 * s52-k4 (issue 28, u35b F1): the comparison put a wrong answer keyed by a city beside the row the wrong value came from
 * ("The Namur office is managed by Sofie Claes" beside the Antwerp row, Sofie Claes unmarked), so it looked supported.
 * A row holding the words of the claim's subject that name rows ("Namur") is now about that subject, as a code is: the
 * named row is shown, and the value it does not hold is marked. Tester rows from /tmp/u35b/answers7-8.json plus variants;
 * the named row was missing on 6316cd3c.
 */
import {describe, expect, it} from 'vitest';
import {compareWithPassages, markedWords} from '@site/src/demos/kit/evidence';

const CSV = 'office,city,manager,phone,opened\nOF-1,Antwerp,Sofie Claes,+32 3 555 0101,2015-03-01\nOF-2,Namur,Marc Dupont,+32 81 555 0202,2019-09-15\nOF-3,Liege,Nadia Benali,+32 4 555 0303,2022-01-10';
const MD = '| Office | City | Manager | Opened |\n| --- | --- | --- | --- |\n| OF-1 | Antwerp | Sofie Claes | 2015-03-01 |\n| OF-2 | Namur | Marc Dupont | 2019-09-15 |\n| OF-3 | Liege | Nadia Benali | 2022-01-10 |';
const LOOKALIKE = 'office,city,manager,phone,opened\nOF-1,Ghent,Lotte Peeters,+32 9 555 0101,2015-03-01\nOF-2,Genk,Lars Peters,+32 89 555 0202,2019-09-15\nOF-3,Geel,Lotte Pieters,+32 14 555 0303,2022-01-10';

// [passage, answer, a word of the named row's line, the answer's words that must be marked]
const CASES: Array<[string, string, string, string[]]> = [
  [CSV, 'The Namur office is managed by Sofie Claes [1].', 'Marc Dupont', ['Sofie', 'Claes']],
  [MD, 'The Namur office is managed by Sofie Claes [1].', 'Marc Dupont', ['Sofie', 'Claes']],
  [MD, 'In Namur, the manager is Sofie Claes [1].', 'Marc Dupont', ['Sofie', 'Claes']],
  [MD, 'The Antwerp office opened on 15 September 2019 [1].', '2015-03-01', ['15 September 2019']],
  // The value first: the row it comes from is the closest, and the row the city names is shown beside it, the city marked.
  [CSV, 'Sofie Claes manages the Liege office [1].', 'Nadia Benali', ['Liege']],
  [LOOKALIKE, 'The Genk office is managed by Lotte Peeters [1].', 'Lars Peters', ['Lotte', 'Peeters']],
];

describe('the comparison shows the table row the answer names by a cell (u35b F1)', () => {
  for (const [text, answer, rowWord, marked] of CASES) {
    it(`“${answer}” is shown beside the row holding “${rowWord}”`, () => {
      const [c] = compareWithPassages(answer, [text]);
      expect(c.passages.some((p) => p.row && p.text.includes(rowWord))).toBe(true);
      expect(markedWords(c.runs)).toEqual(expect.arrayContaining(marked));
    });
  }
  it('a right answer is shown beside its own row only, its values unmarked', () => {
    const [c] = compareWithPassages('The Namur office is managed by Marc Dupont [1].', [MD]);
    expect(c.passages.map((p) => p.text)).toEqual(['Office: OF-2 · City: Namur · Manager: Marc Dupont · Opened: 2019-09-15']);
    expect(markedWords(c.runs)).not.toContain('Marc');
  });
});
