/**
 * Issue 28, task 47k (u30d F11b, u30n F15): the citation-support check (kit/support.ts, shared by Document Q&A,
 * Simple Chat and Zohlar Ask and Chat) passed a name taken from ANOTHER sentence of the cited passage when the sentence
 * that carries the claim names nobody: "Jonas Berg replaces laptops every three years [1]." against "Laptops are
 * replaced every three years. Jonas Berg manages the office in Lyon." was headed "grounded". Now a name of the claim
 * must be in the sentence that carries it, or in what that sentence refers to: the nearest earlier sentence naming
 * someone when it says "she", "he", "they" or "his"/"her"/"their"; a sentence giving that name the role it names ("Maria
 * Lopez is the CFO", "Maria Lopez leads Finance" for "the head of Finance"); the heading above it; a "Contact: Maria
 * Lopez" line of the same block; the header of its table. Otherwise the note quotes the sentence that lacks the name
 * and the sentence that names it. Every passage here was written for these rows; the names are made up.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const TRAVEL = "Travel above 5,000 EUR needs the CFO's approval. Maria Lopez leads the Finance team.";
const EQUIPMENT = 'Equipment requests go to IT. Laptops are replaced every three years. Jonas Berg manages the office in Lyon.';
const SAFETY = 'Fire drills take place every spring. Anna Kowalski keeps the first-aid log. The assembly point is the north car park.';
const LIBRARY = 'Books may be borrowed for three weeks. Late returns cost 20 cents a day. The reading room is staffed by Omar Haddad.';
const GRANTS = 'Grant applications close on 15 June. Applicants hear back within eight weeks. Lena Vogt chairs the review panel.';
const SECURITY = 'Passwords must be changed every 90 days. Badges are issued at the front desk. Kenji Sato is the security officer.';
const KITCHEN = 'The kitchen is cleaned every week. Fridges are emptied on the last day of the month. Sofia Marin orders coffee and milk.';
const SERVICES = '- Printers: report faults on extension 4410.\n- Parking permits: ask at reception.\n- Office keys: Jonas Berg keeps the spare set.';
const HEAD_UNTIED = 'Travel above 5,000 EUR needs the approval of the head of Finance. Maria Lopez works in the Finance team.';
const SECTIONS = '## Finance\nMaria Lopez leads the team.\n\n## Travel\nTrips above 5,000 EUR need approval from the board.';
const TWO_PEOPLE = 'Maria Lopez leads Finance. Tom Becker leads Sales. He approves travel above 5,000 EUR.';
const CONTACTS = '- Contact: Maria Lopez\n  Travel above 5,000 EUR needs her approval.\n- Contact: Jonas Berg\n  Laptops are replaced every three years.';
const BLOCKS = 'Finance\nContact: Maria Lopez\n\nTravel\nTrips above 5,000 EUR need the approval of the board.';

const PRONOUN = 'Maria Lopez leads Finance. She approves travel above 5,000 EUR.';
const HEAD_TIED = 'Maria Lopez leads Finance. The head of Finance approves travel above 5,000 EUR.';
const CFO_TIED = "Maria Lopez is the CFO. Travel above 5,000 EUR needs the CFO's approval.";
const APPOSITION = 'Maria Lopez, the CFO, joined in 2024. The CFO approves travel above 5,000 EUR.';
const HEADING = '## Maria Lopez, Finance\nApproves travel above 5,000 EUR.\nSigns supplier contracts.';
const TABLE = '| Name | Team | Approves |\n|---|---|---|\n| Maria Lopez | Finance | travel above 5,000 EUR |\n| Jonas Berg | IT | laptop replacements |';
const ITEM = '- Travel approvals\n  Contact: Maria Lopez\n  Approves travel above 5,000 EUR.\n- Laptops\n  Contact: Jonas Berg\n  Replaced every three years.';
const PARAGRAPHS = 'Maria Lopez leads Finance.\n\nShe also approves travel above 5,000 EUR.';
const CHAIN = 'Maria Lopez leads Finance. She signs supplier contracts. She also approves travel above 5,000 EUR.';
const PAYROLL = 'Tom Becker runs payroll. Salary questions go to his team.';
const BOTH = 'Maria Lopez approves travel above 5,000 EUR. Jonas Berg approves laptop purchases.';
const RELATIVE = 'Travel above 5,000 EUR needs approval from Maria Lopez, who leads Finance.';
const TITLED = 'Lyon office › Opening hours\nThe office opens at 8:00. Visitors sign in at reception.';
const SCOPE =
  'Scope. This policy applies to all employees and contractors of Northwind Analytics who travel on company business. It covers transport, lodging and meals.\n\nBooking. Book flights and hotels through the travel portal. Business class needs written approval from a vice president.';
const HEAD_IS = 'The head of Finance is Maria Lopez. The head of Finance approves travel above 5,000 EUR.';

type Flag = {name: string; sentence?: string};
const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

/** Rows: what a tester would write; `null` when the passage holds the claim, else the name it lacks and, where the new rule names it, the sentence quoted. */
const ROWS: Array<[string, string, string[], Flag | null]> = [
  // Flagged: the name is the passage's, but another sentence's.
  ['brief: Maria Lopez and the CFO’s approval', 'Maria Lopez approves travel above 5,000 EUR [1].', [TRAVEL], {name: 'Maria Lopez', sentence: "Travel above 5,000 EUR needs the CFO's approval."}],
  ['brief: Jonas Berg and the laptops', 'Jonas Berg replaces laptops every three years [1].', [EQUIPMENT], {name: 'Jonas Berg', sentence: 'Laptops are replaced every three years.'}],
  ['the laptops, passive', 'Laptops are replaced every three years by Jonas Berg [1].', [EQUIPMENT], {name: 'Jonas Berg', sentence: 'Laptops are replaced every three years.'}],
  ['a possessive name', "Travel above 5,000 EUR needs Maria Lopez's approval [1].", [TRAVEL], {name: 'Maria Lopez'}],
  ['a name given IT’s job', 'Jonas Berg handles equipment requests [1].', [EQUIPMENT], {name: 'Jonas Berg'}],
  ['the first-aid keeper running drills', 'Anna Kowalski runs the fire drills every spring [1].', [SAFETY], {name: 'Anna Kowalski', sentence: 'Fire drills take place every spring.'}],
  ['the first-aid keeper at the assembly point', 'Anna Kowalski sets the assembly point at the north car park [1].', [SAFETY], {name: 'Anna Kowalski', sentence: 'The assembly point is the north car park.'}],
  ['the reading room charging fines', 'Omar Haddad charges 20 cents a day for late returns [1].', [LIBRARY], {name: 'Omar Haddad', sentence: 'Late returns cost 20 cents a day.'}],
  ['the reading room lending books', 'Books may be borrowed from Omar Haddad for three weeks [1].', [LIBRARY], {name: 'Omar Haddad', sentence: 'Books may be borrowed for three weeks.'}],
  ['the panel chair closing applications', 'Lena Vogt closes grant applications on 15 June [1].', [GRANTS], {name: 'Lena Vogt', sentence: 'Grant applications close on 15 June.'}],
  ['the panel chair answering applicants', 'Applicants hear back from Lena Vogt within eight weeks [1].', [GRANTS], {name: 'Lena Vogt', sentence: 'Applicants hear back within eight weeks.'}],
  ['the security officer issuing badges', 'Kenji Sato issues badges at the front desk [1].', [SECURITY], {name: 'Kenji Sato', sentence: 'Badges are issued at the front desk.'}],
  ['the security officer and passwords', 'Passwords must be changed every 90 days, as required by Kenji Sato [1].', [SECURITY], {name: 'Kenji Sato', sentence: 'Passwords must be changed every 90 days.'}],
  ['the coffee buyer cleaning', 'Sofia Marin cleans the kitchen every week [1].', [KITCHEN], {name: 'Sofia Marin', sentence: 'The kitchen is cleaned every week.'}],
  ['the coffee buyer emptying fridges', 'Sofia Marin empties the fridges on the last day of the month [1].', [KITCHEN], {name: 'Sofia Marin', sentence: 'Fridges are emptied on the last day of the month.'}],
  ['another list item’s name', 'Jonas Berg issues parking permits [1].', [SERVICES], {name: 'Jonas Berg', sentence: 'Parking permits: ask at reception.'}],
  ['a role the name is not given', 'Maria Lopez approves travel above 5,000 EUR [1].', [HEAD_UNTIED], {name: 'Maria Lopez', sentence: 'Travel above 5,000 EUR needs the approval of the head of Finance.'}],
  ['another section’s name', 'Maria Lopez approves trips above 5,000 EUR [1].', [SECTIONS], {name: 'Maria Lopez', sentence: 'Trips above 5,000 EUR need approval from the board.'}],
  ['a pronoun naming the person just before', 'Maria Lopez approves travel above 5,000 EUR [1].', [TWO_PEOPLE], {name: 'Maria Lopez', sentence: 'He approves travel above 5,000 EUR.'}],
  ['another list item’s contact', 'Jonas Berg approves travel above 5,000 EUR [1].', [CONTACTS], {name: 'Jonas Berg', sentence: 'Travel above 5,000 EUR needs her approval.'}],
  ['a contact line of another block', 'Maria Lopez approves trips above 5,000 EUR [1].', [BLOCKS], {name: 'Maria Lopez', sentence: 'Trips above 5,000 EUR need the approval of the board.'}],
  ['two cited passages joined', 'Maria Lopez approves travel above 5,000 EUR [1][2].', ["Travel above 5,000 EUR needs the CFO's approval.", 'Maria Lopez leads the Finance team.'], {name: 'Maria Lopez'}],
  ['an uncited sentence', 'Equipment requests go to IT [1]. Jonas Berg replaces laptops every three years.', [EQUIPMENT], {name: 'Jonas Berg', sentence: 'Laptops are replaced every three years.'}],
  ['a name in the clause of another sentence', 'Maria Lopez approves travel above 5,000 EUR and leads the Finance team [1].', [TRAVEL], {name: 'Maria Lopez', sentence: "Travel above 5,000 EUR needs the CFO's approval."}],
  ['the other table row’s duty', 'Jonas Berg approves travel above 5,000 EUR [1].', [TABLE], {name: 'travel'}],

  // Held: the sentence that carries the claim names the person, or refers to the sentence that does.
  ['brief: a pronoun borrows the name before', 'Maria Lopez approves travel above 5,000 EUR [1].', [PRONOUN], null],
  ['brief: the head of Finance is the one leading Finance', 'Maria Lopez approves travel above 5,000 EUR [1].', [HEAD_TIED], null],
  ['brief: a heading line names the record', 'Maria Lopez approves travel above 5,000 EUR [1].', [HEADING], null],
  ['brief: a table row of the same record', 'Maria Lopez approves travel above 5,000 EUR [1].', [TABLE], null],
  ['brief: the other table row', 'Jonas Berg approves laptop replacements [1].', [TABLE], null],
  ['brief: a contact line in a short list item', 'Maria Lopez approves travel above 5,000 EUR [1].', [ITEM], null],
  ['brief: the other list item’s contact', 'Jonas Berg replaces laptops every three years [1].', [ITEM], null],
  ['brief: an answer naming only the person', 'Maria Lopez leads the Finance team [1].', [TRAVEL], null],
  ['the role the name is given', 'Maria Lopez approves travel above 5,000 EUR [1].', [CFO_TIED], null],
  ['the role given in apposition', 'Maria Lopez approves travel above 5,000 EUR [1].', [APPOSITION], null],
  ['the role given by "is"', 'Maria Lopez approves travel above 5,000 EUR [1].', [HEAD_IS], null],
  ['a contact line and "her"', 'Maria Lopez approves travel above 5,000 EUR [1].', [CONTACTS], null],
  ['a pronoun after a blank line', 'Maria Lopez approves travel above 5,000 EUR [1].', [PARAGRAPHS], null],
  ['pronouns in a chain', 'Maria Lopez approves travel above 5,000 EUR [1].', [CHAIN], null],
  ['"his" borrows the name before', "Salary questions go to Tom Becker's team [1].", [PAYROLL], null],
  ['the other person’s own sentence', 'Jonas Berg approves laptop purchases [1].', [BOTH], null],
  ['the name in its own sentence beside another', 'Maria Lopez approves travel above 5,000 EUR [1].', [BOTH], null],
  ['a name in a relative clause of the sentence', 'Maria Lopez, who leads Finance, approves travel above 5,000 EUR [1].', [RELATIVE], null],
  ['a place in the title line', 'The Lyon office opens at 8:00 [1].', [TITLED], null],
  ['a role and no name', 'The CFO approves travel above 5,000 EUR [1].', [TRAVEL], null],
  ['the place in its own sentence', 'Jonas Berg manages the office in Lyon [1].', [EQUIPMENT], null],
  ['the role said in the claim too', 'Maria Lopez, the CFO, approves travel above 5,000 EUR [1].', [CFO_TIED], null],
  ['a name with its role from the passage', 'Kenji Sato is the security officer [1].', [SECURITY], null],
  ['a name with no other value', 'Anna Kowalski keeps the first-aid log [1].', [SAFETY], null],
  ['each clause in its own sentence', "Maria Lopez leads the Finance team and travel above 5,000 EUR needs the CFO's approval [1].", [TRAVEL], null],
  ['a company the passage is about, as a modifier', 'Northwind Analytics employees need written approval from a vice president for business class [1].', [SCOPE], null],
  ['a company the passage is about, as a setting', 'At Northwind Analytics, business class needs written approval from a vice president [1].', [SCOPE], null],
  ['a claim that names nobody', 'Laptops are replaced every three years [1].', [EQUIPMENT], null],
];

describe('47k: a name must be in the sentence that makes the claim, or in what it refers to (u30d F11b, u30n F15)', () => {
  it.each(ROWS.filter((r) => r[3] !== null))('flags %s', (_label, answer, passages, flag) => {
    const out = notes(answer, passages).join('\n');
    expect(out).toContain(`“${flag!.name}`);
    if (flag!.sentence) expect(out).toContain(`the sentence “${flag!.sentence}” does not mention “${flag!.name}”`);
  });
  it('quotes both sentences, and no word of the claim as what the sentence says instead', () => {
    expect(notes('Jonas Berg issues parking permits [1].', [SERVICES])).toEqual([
      'Passage 1 does not say this: “Jonas Berg issues parking permits” (the sentence “Parking permits: ask at reception.” does not mention “Jonas Berg”, named only in “Office keys: Jonas Berg keeps the spare set.”).',
    ]);
    expect(notes('Maria Lopez approves travel above 5,000 EUR [1].', [TRAVEL])).toEqual([
      'Passage 1 does not say this: “Maria Lopez approves travel above 5,000 EUR” (the sentence “Travel above 5,000 EUR needs the CFO\'s approval.” does not mention “Maria Lopez”, named only in “Maria Lopez leads the Finance team.”; it says “CFO\'s”).',
    ]);
  });
  it.each(ROWS.filter((r) => r[3] === null))('holds %s', (_label, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
});

describe('47k neighbour: a heading states nothing either way, so it is never "the opposite" of a denial', () => {
  const MUNICH = 'Munich office\nThe Munich office opens at 9:00 and closes at 18:00. The office manager is Tobias Keller. There is no parking; use the train.';
  it.each(['The Munich office has no parking [1].', 'No parking is available at the Munich office [1].'])('holds %s', (answer) => {
    expect(notes(answer, [MUNICH])).toEqual([]);
  });
});
