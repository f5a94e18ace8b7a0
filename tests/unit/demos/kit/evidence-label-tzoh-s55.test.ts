/**
 * s55 t-zoh F7 (issue 28, Zohlar chat comparison): for the follow-up reply "She is available on Mondays only [1]." cited to
 * the tester's Lab equipment "Handover" passage, the comparison showed the run-in label "Handover." as the passage sentence
 * closest to the claim, instead of the sentence with "Tuesdays and Thursdays between 09:00 and 11:00". A run-in label is
 * no closest sentence while the passage has a sentence, and a day of the week in the claim draws the sentence naming one.
 * Failed before the fix: the closest sentence was "Handover.".
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareWithPassages} from '@site/src/demos/kit/evidence';

const passage = (file: string, heading: string) =>
  readFileSync(join(__dirname, '..', 'fixtures', 's54zoh', file), 'utf8').split(/\n\s*\n/).find((p) => p.startsWith(heading))!;

const closestTo = (answer: string, text: string) => compareWithPassages(answer, [text]).flatMap((c) => c.passages.map((p) => p.text));

describe('t-zoh F7: the comparison never picks a run-in label as the closest sentence', () => {
  it("the tester's reply: She is available on Mondays only", () => {
    const shown = closestTo('She is available on Mondays only [1].', passage('lab-equipment.txt', 'Handover.'));
    expect(shown).not.toContain('Handover.');
    expect(shown.join(' ')).toContain('Tuesdays and Thursdays');
  });

  it('own case: a label followed by two sentences, with a claim sharing no word with either', () => {
    const text = 'Deliveries. Parcels are left at the porter\'s lodge. The lodge opens on Wednesdays from 8:00 to 12:00.';
    const shown = closestTo('Pickup works every Friday [1].', text);
    expect(shown).toEqual(['The lodge opens on Wednesdays from 8:00 to 12:00.']);
  });

  it('a claim that shares words still gets its own sentence', () => {
    const shown = closestTo('Parcels are left at the porter\'s lodge [1].', "Deliveries. Parcels are left at the porter's lodge. The lodge opens on Wednesdays.");
    expect(shown).toEqual(["Parcels are left at the porter's lodge."]);
  });
});
