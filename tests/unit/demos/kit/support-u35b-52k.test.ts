/**
 * s52-k5, issue 28, u35b F6: Document Q&A answers with the passages the page sent the model (the tester's clinics.txt
 * and grants.txt passages from /tmp/u35b mock-requests.log, as in tests/unit/demos/support/tester-cases.json). Each
 * right answer here got a false note on 4036fea0.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const WESTGATE = 'Westgate clinic: The Westgate clinic opens at 08:30 and closes at 17:00. Its manager is Tomasz Nowak. Blood samples are taken until 10:30.';
const EASTGATE =
  'Harbor Clinics staff handbook (test document written by u35b)\n\nEastgate clinic: The Eastgate clinic opens at 07:45 and closes at 18:15. Its manager is Ilse Vermeer. Blood samples are taken until 11:00.';
const GRANTS = 'Payments: Grants under 5,000 euros are paid in one instalment. Grants of 5,000 euros or more are paid in two instalments, the second after the interim report.';
const notes = (answer: string, passage: string) => unsupportedCitations(answer, [passage]).map(unsupportedNote);

describe('u35b F6.1: Markdown emphasis is no word of the claim', () => {
  it('answers2.json#10: "**Tomasz Nowak** manages the *Westgate* clinic" with a list gets no note', () => {
    expect(notes('**Tomasz Nowak** manages the *Westgate* clinic [1].\n\n- Opens: 08:30 [1]\n- Closes: 17:00 [1]', WESTGATE)).toEqual([]);
  });
  it.each([
    ['bold name alone', '**Tomasz Nowak** manages the Westgate clinic [1].'],
    ['underscores', '__Tomasz Nowak__ manages the _Westgate_ clinic [1].'],
    ['bold time', 'The *Westgate* clinic opens at **08:30** [1].'],
  ])('variant held: %s', (_name, answer) => {
    expect(notes(answer, WESTGATE)).toEqual([]);
  });
  it.each([
    ['another manager in bold, quoted without the asterisks', '**Ilse Vermeer** manages the *Westgate* clinic [1].', /“Ilse Vermeer manages the Westgate clinic” \(it does not mention “Ilse” or “Vermeer”\)/],
    ['another time in bold', 'The *Westgate* clinic opens at **09:00** [1].', /“The Westgate clinic opens at 09:00”/],
  ])('still noted: %s', (_name, answer, why) => {
    expect(notes(answer, WESTGATE).join('\n')).toMatch(why);
  });
});

describe('u35b F6.2: the document title line over the first passage is no sentence a claim lacks words of', () => {
  it('answers3.json#2: "The manager of the Eastgate clinic is Ilse Vermeer" gets no note', () => {
    expect(notes('The manager of the Eastgate clinic is Ilse Vermeer [1].', EASTGATE)).toEqual([]);
  });
  it('variant held: the name first', () => {
    expect(notes('Ilse Vermeer is the manager of the Eastgate clinic [1].', EASTGATE)).toEqual([]);
  });
  it.each([
    ['another manager', 'The manager of the Eastgate clinic is Tomasz Nowak [1].', /“Tomasz” or “Nowak”\)/],
    ['another role', 'The director of the Eastgate clinic is Ilse Vermeer [1].', /“director”/],
  ])('still noted, without the title line: %s', (_name, answer, why) => {
    const got = notes(answer, EASTGATE).join('\n');
    expect(got).toMatch(why);
    expect(got).not.toMatch(/Harbor Clinics/);
  });
});

describe('u35b F6.3: a list item’s field label ("Hours:") names no one', () => {
  it('answers3.json#6: "- **Manager:** Tomasz Nowak [1]" and "- **Hours:** 08:30–17:00 [1]" get no note', () => {
    expect(notes('- **Manager:** Tomasz Nowak [1]\n- **Hours:** 08:30–17:00 [1]', WESTGATE)).toEqual([]);
  });
  it.each([
    ['plain label', '- Hours: 08:30 to 17:00 [1]'],
    ['two labels', '- **Opens:** 08:30 [1]\n- **Closes:** 17:00 [1]'],
  ])('variant held: %s', (_name, answer) => {
    expect(notes(answer, WESTGATE)).toEqual([]);
  });
  it.each([
    ['another time under the label', '- **Hours:** 09:00–17:00 [1]', /“09:00”/],
    ['another name under the label', '- **Manager:** Ilse Vermeer [1]', /“Ilse” or “Vermeer”/],
  ])('still noted: %s', (_name, answer, why) => {
    expect(notes(answer, WESTGATE).join('\n')).toMatch(why);
  });
});

describe('u35b F6.4: a note names a number as the answer wrote it', () => {
  it.each([
    // s54 e-sf: "A grant of 3,000 euros is paid in one instalment" (answers.json#43, a right answer) and "12,500 euros
    // … two instalments" are held by the thresholds "under 5,000" and "5,000 or more" now; the same amounts with the
    // other instalment count are still noted, their number as written.
    ['answers.json#43: "3,000"', 'A grant of 3,000 euros is paid in two instalments [1].', GRANTS, /does not mention “3,000”/],
    ['"12,500"', 'Grants of 12,500 euros are paid in one instalment [1].', GRANTS, /does not mention “12,500”/],
    ['"08:30"', 'The Eastgate clinic opens at 08:30 [1].', EASTGATE, /does not mention “08:30”/],
  ])('%s', (_name, answer, passage, why) => {
    expect(notes(answer, passage).join('\n')).toMatch(why);
  });
});
