/**
 * s54, tester t-vwa F4: doubt words in a nearby line about another topic sent a correct item to "check this item",
 * hiding its owner and date (4 false alarms against 1 right "check"). The doubt must concern the item: its words, its
 * owner named, or a reply to it, not an answer to a question or a decision said in between. t3, t5, t7 and m5 are the
 * tester's transcripts (fixtures/s54mt); the first four rows failed before the fix, the guards passed before and after.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {rows} from './support/meetingRows';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures/s54mt', name), 'utf8');

describe('t-vwa F4: a doubt about something else leaves the item alone', () => {
  it.each([
    ['t3: "Wait, the 9th is a Sunday" is about the relaunch date just decided', fixture('t3-teams-docx.txt'), 'Amira Haddad: Set up the analytics tags tomorrow | tomorrow | open'],
    ['t5: "Should we tell the customer now, or wait for the 8D?" asks about telling the customer', fixture('t5-nonlatin.txt'), 'محمد العلي: Prepare the 8D report for the customer by Friday | Friday | open'],
    ['t7: "Hmm, no, wait, budget is tight" answers the question about the contractors', fixture('t7-reversals.txt'), 'Kofi: Prepare a 20-minute roadmap talk | - | open'],
    ['m5: "Not sure" answers the question about a data processing agreement', fixture('m5-brief-phrases.txt'), 'Joanna: Fill in the security questionnaire by the end of next week | end of next week | open'],
  ])('%s', (_name, text, row) => {
    expect(rows(text)).toContain(row);
  });

  it.each([
    ['t7: the Lisbon booking, changed to Porto right after, stays to check (or taken back)', fixture('t7-reversals.txt'), /^Bea Lindholm: Book the hotel in Lisbon by Monday \| Monday \| (?:check|back)$/],
    ['a doubt about the item itself after a question in between', 'Ana Ruiz: I will send the deck by Friday.\nBen Ode: Do we need a room?\nAna Ruiz: Hmm, not sure I can send the deck by Friday.', /^Ana Ruiz: Send the deck by Friday \| Friday \| check$/],
    ['the owner changing the date right after, with no question in between', 'Ana Ruiz: Ben, can you send the deck by Friday?\nBen Ode: Yes.\nBen Ode: Wait, the 9th is better for me.', /^Ben Ode: Send the deck by Friday \| Friday \| check$/],
  ] as const)('guard, still checked: %s', (_name, text, row) => {
    expect(rows(text).some((r) => row.test(r)), JSON.stringify(rows(text))).toBe(true);
  });
});
