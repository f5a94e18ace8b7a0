/**
 * s52-k5, issue 28, u35d F3 and F6: Zohlar answers with the passages the page listed under them
 * (tests/unit/demos/support/u35d-cases.json, built by build-u35d-cases.py from /tmp/u35d results_model*.json; the ids are
 * the tester's). H1, H4 and X10 are right answers that got "it says the opposite" on 99af0dff.
 */
import {describe, expect, it} from 'vitest';
import cases from '../support/u35d-cases.json';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

type Case = {answer: string; exp: string; passages: string[]};
const u35d = cases as Record<string, Case>;
const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

describe('u35d F3: a run-in heading ("Food and drink.") is no sentence of either polarity', () => {
  it.each(['H1', 'H4'])('%s: the tester’s answer gets no note', (id) => {
    expect(notes(u35d[id].answer, u35d[id].passages)).toEqual([]);
  });
  const lab = ['Coffee and tea. Hot drinks are never allowed in the lab.'];
  it.each([
    ['"not even sealed bottles"', 'No food or drink is allowed in the server room, not even sealed bottles [1].', u35d.H1.passages],
    ['another run-in heading of three words', 'Coffee and tea are never allowed in the lab [1].', lab],
    ['its words in the negative', 'Coffee and tea are not allowed in the lab [1].', lab],
  ])('variant held: %s', (_name, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
  it.each([
    ['the heading’s words allowed', 'Food and drink are allowed in the server room [1].', u35d.H1.passages],
    ['the paragraph’s words allowed', 'Eating and drinking are allowed in the server room [1].', u35d.H1.passages],
    ['another heading’s words allowed', 'Coffee and tea are allowed in the lab [1].', lab],
  ])('noted as the opposite of the sentence under the heading: %s', (_name, answer, passages) => {
    expect(notes(answer, passages).join('\n')).toMatch(/the opposite: “(?:Eating and drinking|Hot drinks) are never allowed/);
  });
});

describe('u35d F3: "If nobody acknowledges …" says what "… must be acknowledged …, otherwise …" says', () => {
  it('X10: the tester’s answer gets no note', () => {
    expect(notes(u35d.X10.answer, u35d.X10.passages)).toEqual([]);
  });
  it.each([
    ['"is not acknowledged" and "it"', 'If a page is not acknowledged within 15 minutes, it goes to the backup engineer [1].'],
    ['"unless"', 'Unless it is acknowledged within 15 minutes, the page goes to the backup engineer [1].'],
    ['"no one"', 'If no one acknowledges the page within 15 minutes, it goes to the backup engineer [1].'],
  ])('variant held: %s', (_name, answer) => {
    expect(notes(answer, u35d.X10.passages)).toEqual([]);
  });
  it.each([
    ['X11: another person', u35d.X11.answer, /Daniel Osei/],
    ['another number', 'If nobody acknowledges within 30 minutes, the page goes to the backup engineer [1].', /“30”/],
  ])('still noted: %s', (_name, answer, why) => {
    expect(notes(answer, u35d.X10.passages).join('\n')).toMatch(why);
  });
});

describe('u35d F6: a duration in another unit ("every 48 months" for "every 4 years") is the same duration', () => {
  const badges = ['Badges expire after 2 weeks.'];
  const pages = ['Pages must be acknowledged within 2 hours.'];
  it('V12: the tester’s answer gets no note', () => {
    expect(notes(u35d.V12.answer, u35d.V12.passages)).toEqual([]);
  });
  it.each([
    ['weeks as days', 'Badges expire after 14 days [1].', badges],
    ['hours as minutes', 'Pages must be acknowledged within 120 minutes [1].', pages],
    ['the developers’ 3 years as 36 months', 'Developers may request a replacement after 36 months [1].', u35d.V12.passages],
  ])('variant held: %s', (_name, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
  it.each([
    ['the developers’ 3 years given to every laptop', 'Laptops are replaced every 36 months [1].', u35d.V12.passages, /“36 months”; it says “4 years”/],
    ['the 4 years given to developers', 'Developers may request a replacement after 48 months [1].', u35d.V12.passages, /“48 months”; it says “3 years”/],
    ['a duration the text states in no unit', 'Badges expire after 10 days [1].', badges, /“10”/],
  ])('still noted: %s', (_name, answer, passages, why) => {
    expect(notes(answer, passages).join('\n')).toMatch(why);
  });
});
