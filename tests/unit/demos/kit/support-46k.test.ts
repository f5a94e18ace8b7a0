/**
 * Issue 28, task 46k (u30q F12, F4): the citation-support check (kit/support.ts, shared by Document Q&A, Simple Chat
 * and Zohlar Ask and Chat) headed an answer "grounded" when a sentence said the opposite of its cited passage:
 * "Yes, alcohol is reimbursed up to the daily rate for the destination city [1]." against a passage ending "Alcohol is
 * not reimbursed.", and "Premium economy is not allowed for flights of six hours or more [1]." against "Premium
 * economy is allowed for flights of six hours or more." (F12). And a sentence citing nothing, in an answer that cites
 * elsewhere, was never checked (F4: "Alcohol is reimbursed up to EUR 50." passed unmarked). Now a cited passage
 * sentence whose content words are all the claim's (or that holds all of the claim's) with the other polarity (not,
 * never, no, kein, nicht, ne … pas, jamais) is named as saying the opposite, and an uncited sentence is checked
 * against all the passages the answer cites. Passages: the site's sample travel policy (sampleTravel.ts, the Zohlar
 * documents of /tmp/u30q) and short English, German and French policy texts written for these rows.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const BOOKING =
  'Booking. Book flights and hotels through the travel portal. Bookings made elsewhere are reimbursed only when the portal price was at least 10% higher. Economy class applies to flights under six hours. Premium economy is allowed for flights of six hours or more. Business class needs written approval from a vice president.';
const APPROVALS =
  'Approvals. Trips under 500 EUR need no pre-approval. Trips of 500 EUR or more must be approved by the cost-center manager before booking. Trips to countries under sanctions always need approval by Legal, whatever the cost.';
const EXPENSES =
  'Expenses. Submit receipts within 30 days of your return. Claims submitted more than 90 days after the trip are rejected. Meals are reimbursed up to the daily rate for the destination city. Alcohol is not reimbursed.';
const MEMBERSHIP =
  'Membership. Annual membership costs 45 euros. Membership runs from 1 March to the last day of February the following year. Memberships are not transferable to another person.';
const LEAVE =
  'Annual leave\nFull-time staff receive 28 days of paid annual leave per calendar year. Up to five unused days may be carried over to the next year, but they must be taken before 31 March.';
const GIFTS = 'Gifts\nEmployees must not accept gifts from suppliers worth more than 50 euros. Gifts below that value must be reported to compliance within one week.';
const REFUNDS =
  'Refunds\nIf you cancel your membership within 14 days of paying, you get a full refund. After 14 days no refund is given, except when you move more than 50 km away, in which case we refund half the fee.';
const DATA =
  'Data classes. Confidential data, including customer records, may be used only with the company assistant and never pasted into public tools. Personal data of customers must be removed or masked before analysis.';
const SPESEN = 'Spesen. Belege sind innerhalb von 30 Tagen einzureichen. Mahlzeiten werden bis zum Tagessatz des Zielorts erstattet. Alkohol wird nicht erstattet.';
const BUCHUNG =
  'Buchung. Premium Economy ist für Flüge ab sechs Stunden erlaubt. Business Class braucht die schriftliche Genehmigung eines Vizepräsidenten.';
const MITGLIED = 'Mitgliedschaft. Der Jahresbeitrag beträgt 45 Euro. Mitgliedschaften sind nicht auf andere Personen übertragbar.';
const REISEN = 'Genehmigungen. Reisen unter 500 EUR brauchen keine Vorabgenehmigung. Reisen ab 500 EUR muss die Kostenstellenleitung vor der Buchung genehmigen.';
const FRAIS = "Frais. Les repas sont remboursés jusqu'au plafond journalier de la ville. L'alcool n'est pas remboursé.";
const ADHESION = "Adhésion. La cotisation annuelle est de 45 euros. Les adhésions ne sont pas transférables à une autre personne.";
const TELETRAVAIL = 'Télétravail. Le télétravail est autorisé deux jours par semaine, y compris le vendredi.';

const notes = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages).map(unsupportedNote);

describe('F12: a sentence saying the opposite of its cited passage is flagged', () => {
  it.each([
    // The tester's two answers (u30q F12), with the passage the Zohlar search cited.
    ['u30q: alcohol reimbursed', 'Yes, alcohol is reimbursed up to the daily rate for the destination city [1]. Submit receipts within 30 days of your return [1].', [EXPENSES], 'Alcohol is not reimbursed.'],
    ['u30q: premium economy not allowed', 'Business class needs written approval from a vice president [1]. Premium economy is not allowed for flights of six hours or more [1].', [BOOKING], 'Premium economy is allowed for flights of six hours or more.'],
    ['passage says "no"', 'Trips under 500 EUR need pre-approval [1].', [APPROVALS], 'Trips under 500 EUR need no pre-approval.'],
    ['passage says "not", claim does not', 'Memberships are transferable to another person [1].', [MEMBERSHIP], 'Memberships are not transferable to another person.'],
    ['claim says "cannot", passage allows it with a bound', 'Unused days cannot be carried over to the next year [1].', [LEAVE], 'Up to five unused days may be carried over to the next year, but they must be taken before 31 March.'],
    ['passage says "never"', 'Confidential data may be pasted into public tools [1].', [DATA], 'Confidential data, including customer records, may be used only with the company assistant and never pasted into public tools.'],
    ['claim says "need not"', 'Gifts below 50 euros need not be reported [1].', [GIFTS], 'Gifts below that value must be reported to compliance within one week.'],
    ['claim says "never", passage "always"', 'Trips to countries under sanctions never need approval by Legal [1].', [APPROVALS], 'Trips to countries under sanctions always need approval by Legal, whatever the cost.'],
    ['claim says "does not need"', 'Personal data of customers does not need to be masked before analysis [1].', [DATA], 'Personal data of customers must be removed or masked before analysis.'],
    ['German: passage says "nicht"', 'Alkohol wird bis zum Tagessatz erstattet [1].', [SPESEN], 'Alkohol wird nicht erstattet.'],
    ['German: claim says "nicht"', 'Premium Economy ist für Flüge ab sechs Stunden nicht erlaubt [1].', [BUCHUNG], 'Premium Economy ist für Flüge ab sechs Stunden erlaubt.'],
    ['German: passage says "nicht", claim short', 'Mitgliedschaften sind übertragbar [1].', [MITGLIED], 'Mitgliedschaften sind nicht auf andere Personen übertragbar.'],
    ['German: passage says "keine"', 'Reisen unter 500 EUR brauchen eine Vorabgenehmigung [1].', [REISEN], 'Reisen unter 500 EUR brauchen keine Vorabgenehmigung.'],
    ['French: passage says "n’est pas"', "L'alcool est remboursé jusqu'au plafond journalier [1].", [FRAIS], "L'alcool n'est pas remboursé."],
    ['French: passage says "ne … pas"', 'Les adhésions sont transférables [1].', [ADHESION], 'Les adhésions ne sont pas transférables à une autre personne.'],
    ['French: claim says "jamais"', "Le télétravail n'est jamais autorisé le vendredi [1].", [TELETRAVAIL], 'Le télétravail est autorisé deux jours par semaine, y compris le vendredi.'],
  ])('%s', (_name, answer, passages, opposite) => {
    const out = notes(answer, passages);
    expect(out.length).toBe(1);
    expect(out[0]).toContain(`it says the opposite: “${opposite}”`);
  });

  it('names the passage and the claim in the note', () => {
    expect(notes('Yes, alcohol is reimbursed up to the daily rate for the destination city [1].', [EXPENSES])).toEqual([
      'Passage 1 does not say this: “Yes, alcohol is reimbursed up to the daily rate for the destination city” (it says the opposite: “Alcohol is not reimbursed.”).',
    ]);
  });
});

describe('F12: a claim with the passage’s own polarity is not flagged', () => {
  it.each([
    ['a denial as the passage says it', 'Alcohol is not reimbursed [1].', [EXPENSES]],
    ['a denial with an interjection', 'No, alcohol is not reimbursed [1].', [EXPENSES]],
    ['a denial in other words', 'You cannot get reimbursed for alcohol [1].', [EXPENSES]],
    ['the other sentence of the passage', 'Meals are reimbursed up to the daily rate for the destination city [1].', [EXPENSES]],
    ['the allowance as the passage says it', 'Premium economy is allowed for flights of six hours or more [1].', [BOOKING]],
    ['"no" said the passage’s way round', 'No pre-approval is needed for trips under 500 EUR [1].', [APPROVALS]],
    ['"always" as the passage says it', 'Trips to countries under sanctions always need approval by Legal, whatever the cost [1].', [APPROVALS]],
    ['a denial sharing one word with an allowance', 'Employees must not accept gifts worth more than 50 euros from suppliers [1].', [GIFTS]],
    ['a refusal after 14 days', 'After 14 days no refund is given [1].', [REFUNDS]],
    ['the exception to a refusal', 'If you move more than 50 km away, you get half the fee back [1].', [REFUNDS]],
    ['"never" where the passage says "not"', 'Alcohol is never reimbursed [1].', [EXPENSES]],
    ['German: a denial as the passage says it', 'Alkohol wird nicht erstattet [1].', [SPESEN]],
    ['German: "keine" as the passage says it', 'Für Reisen unter 500 EUR ist keine Vorabgenehmigung nötig [1].', [REISEN]],
    ['German: the allowance', 'Premium Economy ist für Flüge ab sechs Stunden erlaubt [1].', [BUCHUNG]],
    ['French: a denial as the passage says it', "L'alcool n'est pas remboursé [1].", [FRAIS]],
    ['French: the other sentence', "Les repas sont remboursés jusqu'au plafond journalier [1].", [FRAIS]],
    ['French: the allowance', 'Le télétravail est autorisé le vendredi [1].', [TELETRAVAIL]],
  ])('%s', (_name, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });
});

describe('F4: a sentence citing no passage, in an answer that cites, is checked against the cited passages', () => {
  it('u30q: the two uncited sentences are named, the cited ones as before', () => {
    const answer =
      'Submit receipts within 60 days of your return [1]. Claims submitted more than 90 days after the trip are rejected [1]. Alcohol is reimbursed up to EUR 50. You should also ask your vice president.';
    const out = notes(answer, [EXPENSES]);
    expect(out).toContain('Passage 1 does not say this: “Submit receipts within 60 days of your return” (it does not mention “60”).');
    expect(out).toContain('This sentence cites no passage, and passage 1, cited elsewhere in the answer, does not say it: “Alcohol is reimbursed up to EUR 50.” (it does not mention “50” or “EUR”; it says the opposite: “Alcohol is not reimbursed.”).');
    expect(out).toContain('This sentence cites no passage, and passage 1, cited elsewhere in the answer, does not say it: “You should also ask your vice president.” (it shares none of its words).');
    expect(out.length).toBe(3);
  });

  it('checks against every passage the answer cites', () => {
    const out = notes('Business class needs written approval from a vice president [1]. Alcohol is reimbursed [2]. Premium economy is not allowed for flights of six hours or more.', [BOOKING, EXPENSES, APPROVALS]);
    expect(out).toEqual([
      'Passage 2 does not say this: “Alcohol is reimbursed” (it says the opposite: “Alcohol is not reimbursed.”).',
      'This sentence cites no passage, and passages 1 and 2, cited elsewhere in the answer, do not say it: “Premium economy is not allowed for flights of six hours or more.” (it says the opposite: “Premium economy is allowed for flights of six hours or more.”).',
    ]);
  });

  it.each([
    ['an uncited sentence the cited passage holds', 'Alcohol is not reimbursed [1]. Meals are reimbursed up to the daily rate for the destination city.', [EXPENSES]],
    ['an uncited sentence another cited passage holds', 'Alcohol is not reimbursed [1]. Business class needs written approval from a vice president [2].  Premium economy is allowed for flights of six hours or more.', [EXPENSES, BOOKING]],
    ['an introduction ending in a colon', 'Here is what the travel policy says:\n- Alcohol is not reimbursed [1].', [EXPENSES]],
    ['a bare yes', 'Yes. Premium economy is allowed for flights of six hours or more [1].', [BOOKING]],
  ])('no note: %s', (_name, answer, passages) => {
    expect(notes(answer, passages)).toEqual([]);
  });

  it('an answer citing no passage at all is left to the "cites no passage" note', () => {
    expect(notes('Alcohol is reimbursed up to EUR 50.', [EXPENSES])).toEqual([]);
  });
});

describe('a note quotes a sentence as the reader sees it: a Markdown link keeps only its text (demos-43c D-7)', () => {
  it.each([
    ['an uncited sentence with an unsafe link', 'Alcohol is not reimbursed [1]. See [the rules](javascript:alert(1)) for meals at 50 EUR.'],
    ['a cited sentence with a link', 'Meals are reimbursed up to [70 EUR](https://example.com/x) a day [1].'],
  ])('%s', (_label, answer) => {
    const notes = unsupportedCitations(answer, [EXPENSES]);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note.claim).not.toMatch(/\]\(|javascript:|https?:/);
      expect(unsupportedNote(note)).not.toMatch(/javascript:|https?:/);
    }
  });
});
