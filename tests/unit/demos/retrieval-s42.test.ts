/**
 * s42 (issue 28, brief 42r): Document Q&A must find the passage that answers when the question and the
 * document write a word differently, and stay "no good match" where the document does not answer.
 * Rows written before the fix, through Document Q&A's own pipeline (questionFocus, findPassages, top 4).
 *
 *  - Word forms: "cancel" in a question missed "cancelled" in a passage (chk41 MISS-DQA2, the gym rules
 *    below): the stem keeps the doubled consonant ("cancelled" → "cancell", "canceled" → "cancel").
 *  - hotel ↔ lodging: a question about "lodging" missed a policy's "hotels" passage, and the reverse.
 *  - locker ↔ "free of charge" (chk41 MISS-DQA3): kept as a known miss, see the last group.
 * On the old code (integration at afa83ca) 8 of these 16 rows failed (the two locker rows pass there too).
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {alternatives} from '@site/src/demos/kit/paraphrase';
import {tokenizeForRetrieval} from '@site/src/retrieval/tokenize';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});

async function documentQaFound(doc: SourceDocument, question: string) {
  const index = buildIndex(chunkDocuments([doc]));
  return findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** What Document Q&A shows first (good matches only), or null for "No good match". */
async function documentQa(doc: SourceDocument, question: string): Promise<string | null> {
  return (await documentQaFound(doc, question)).judged.good[0]?.passage.text ?? null;
}

/** The gym rules chk41 pasted into Document Q&A. */
const GYM: SourceDocument = {
  id: 'own-gym',
  title: 'Office gym rules',
  text: `## Opening hours
The office gym is open from 06:00 to 22:00 on working days. On weekends it opens at 08:00 and closes at 18:00.

## Lockers
Lockers are free of charge. Bring your own padlock; lockers left locked overnight are opened by facilities staff.

## Towels
Towels are provided at the front desk. Return used towels to the basket near the showers before you leave.

## Personal trainers
A personal trainer costs 25 EUR per session and is booked through the intranet. Sessions cancelled less than 24 hours ahead are charged in full.

## Guests
Employees may bring one guest per visit. Guests sign the liability waiver at the front desk and must be accompanied at all times.

## Parking
Gym visitors park in the basement garage. Parking is free for the first two hours, then 2 EUR per hour.
`,
};

/** A members' handbook written for this table: "cancel" in the American spelling, "stopped" and "travelling". */
const CLUB: SourceDocument = {
  id: 'own-club',
  title: 'Cycling club handbook',
  text: `Membership. Members can cancel their membership online at any time; the fee for the current month is not returned.

Rides. A ride is stopped when the wind exceeds 60 km/h. Riders travelling to away races book their own trains.

Bikes. Members keep their bikes in the cellar. The cellar key is at the bar.`,
};

/** A travel policy written for this table: its hotel passage never says "lodging". */
const HOTELS: SourceDocument = {
  id: 'own-hotels',
  title: 'Field staff travel rules',
  text: `Hotels. Field staff book hotels through the portal, up to 150 EUR a night.

Trains. Second class for trips under four hours, first class above.

Meals. A daily meal allowance of 30 EUR is paid with the salary.`,
};

/** The same rules with "lodging" where the other says "hotels". */
const LODGING: SourceDocument = {
  id: 'own-lodging',
  title: 'Field staff travel rules',
  text: `Lodging. Field staff book their lodging through the portal, up to 150 EUR a night.

Trains. Second class for trips under four hours, first class above.

Meals. A daily meal allowance of 30 EUR is paid with the salary.`,
};

describe('word forms: a doubled consonant is the same word (chk41 MISS-DQA2)', () => {
  it('"cancel" and "cancelled" are one word for passage search, as "stop" and "stopped", "travel" and "travelling"', () => {
    for (const [a, b] of [['cancel', 'cancelled'], ['cancel', 'cancelling'], ['stop', 'stopped'], ['travel', 'travelling'], ['plan', 'planned']]) {
      const [ta, tb] = [tokenizeForRetrieval(a)[0], tokenizeForRetrieval(b)[0]];
      expect(alternatives(ta)).toContain(tb);
      expect(alternatives(tb)).toContain(ta);
    }
  });
  it('words that end in a double letter of their own keep it: "call", "fill", "bill", "add" have no other spelling', () => {
    for (const w of ['call', 'fill', 'bill', 'add', 'keep']) expect(alternatives(tokenizeForRetrieval(w)[0])).toEqual([tokenizeForRetrieval(w)[0]]);
  });
  it('"What happens if I cancel a trainer session late?" finds "Sessions cancelled less than 24 hours ahead"', async () => {
    expect(await documentQa(GYM, 'What happens if I cancel a trainer session late?')).toContain('Sessions cancelled');
  });
  it('"Can a cancelled session be charged?" finds the trainer passage', async () => {
    expect(await documentQa(GYM, 'Can a cancelled session be charged?')).toContain('Sessions cancelled');
  });
  it('"I cancelled my membership, is the fee returned?" finds "Members can cancel their membership"', async () => {
    expect(await documentQa(CLUB, 'I cancelled my membership, is the fee returned?')).toContain('Members can cancel');
  });
  it('"When do rides stop?" finds "A ride is stopped when the wind exceeds 60 km/h"', async () => {
    expect(await documentQa(CLUB, 'When do rides stop?')).toContain('A ride is stopped');
  });
  it('"Who books trains when we travel to races?" finds the riders travelling to away races', async () => {
    expect(await documentQa(CLUB, 'Who books trains when we travel to races?')).toContain('travelling to away races');
  });
  it('a question the document does not answer stays no good match: "Can I cancel my parking space?"', async () => {
    expect(await documentQa(CLUB, 'Can I cancel my parking space?')).toBeNull();
  });
  it('the message no longer says the passage lacks "cancel" when it says "cancelled"', async () => {
    const found = await documentQaFound(GYM, 'What happens if I cancel a trainer session late?');
    const best = found.judged.good[0] ?? found.hits[0];
    expect(best.terms.some((t) => alternatives(t).includes(tokenizeForRetrieval('cancel')[0]))).toBe(true);
  });
});

describe('hotel ↔ lodging (chk41 MISS-DQA4 family)', () => {
  it('"What is the lodging limit per night?" finds the hotels passage', async () => {
    expect(await documentQa(HOTELS, 'What is the lodging limit per night?')).toContain('book hotels');
  });
  it('"Where do I book lodging?" finds the hotels passage', async () => {
    expect(await documentQa(HOTELS, 'Where do I book lodging?')).toContain('book hotels');
  });
  it('"Can I book a hotel myself?" finds the lodging passage', async () => {
    expect(await documentQa(LODGING, 'Can I book a hotel myself?')).toContain('book their lodging');
  });
  it('"What is the hotel limit per night?" finds the lodging passage', async () => {
    expect(await documentQa(LODGING, 'What is the hotel limit per night?')).toContain('book their lodging');
  });
  it('a hotel question the rules do not answer stays no good match: "Is breakfast included at the hotel?"', async () => {
    expect(await documentQa(LODGING, 'Is breakfast included at the hotel?')).toBeNull();
  });
});

/**
 * chk41 MISS-DQA3: "Do I have to pay for a locker?" against "Lockers are free of charge." The passage
 * holds "locker" and not "pay", 1 of the question's 2 words, so it is no good match; the demo says so and
 * shows the locker passage first among the closest ones. Joining "pay" to the price group (price, cost,
 * fee, charge) would answer it, but the price group also decides what a price question is and which
 * passages quote a price (match.ts: asksPrice, quotesAmount), and "paid" is in most policy passages
 * ("an allowance of 300 EUR is paid with the salary"): that needs its own calibration. Kept as a known
 * miss; the price wording of the same question is found.
 */
describe('locker ↔ "free of charge" (chk41 MISS-DQA3)', () => {
  it('"What does a locker cost?" finds "Lockers are free of charge"', async () => {
    expect(await documentQa(GYM, 'What does a locker cost?')).toContain('Lockers are free of charge');
  });
  it('known: "Do I have to pay for a locker?" is no good match, with the locker passage first among the closest', async () => {
    const found = await documentQaFound(GYM, 'Do I have to pay for a locker?');
    expect(found.judged.good).toEqual([]);
    expect(found.hits[0].passage.text).toContain('Lockers are free of charge');
  });
});
