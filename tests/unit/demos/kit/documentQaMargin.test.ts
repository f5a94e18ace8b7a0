/**
 * u28i D1: Document Q&A's calibration on documents a reader brings (tests/unit/demos/fixtures/
 * u28i-documents.ts: three documents, ten answerable paraphrases and ten unrelated questions each,
 * written for this table). Run as the demo runs: the question's focus (questionFocus), top 4 through
 * the demo's passage search (kit/find.ts, since s40; plain BM25 and judgeHits before). The margin rule (kit/match.ts, MARGIN) lets the best
 * passage through when it is clearly ahead; the unrelated questions must all stay "No good match".
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {judgeHits, MARGIN, questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {U28I_DOCUMENTS} from '../fixtures/u28i-documents';

/** The demo's own pipeline (kit/find.ts: synonyms, typos, ranking, then judgeHits), as Document Q&A runs it since s38d. */
const foundBy = async (index: Bm25Index, message: string) => {
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return (await findPassages(retriever, questionFocus(message), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`))).judged;
};

const judged = (index: Bm25Index, message: string) => {
  const query = questionFocus(message);
  return judgeHits(query, search(index, query, 4), {weights: queryWeights(index, query), passages: index.passages.length});
};

/**
 * Answerable, but the question shares at most one content word with its passage, or none
 * ("armbands" for "swimming aids", "bottles" for "glass", "cleared out" for "emptied"): "No good
 * match", with the closest passages on request. Word matching cannot join these; one shared word is
 * not let through, because "How do I book a flight?" shares "book" with the kitchen's booking rule.
 */
const OTHER_WORDS: readonly string[] = [
  // s40: run through the demo's passage search (kit/find.ts), "6-year-old" and "kid" are read as "child" and those two rows find their passage.
  'How early can I swim on a Monday?',
  "Does my wheelchair user friend's carer have to pay?",
  'When does the fridge get cleared out?',
  'Can I leave my mug in the sink?',
  'Do I have to pay for milk?',
  'Can I warm up salmon at noon?',
  'Where do empty bottles go?',
  'The dishwasher is broken, who do I tell?',
  'What should I write on my lunch box?',
  'Can I come without an appointment?',
  'How much is a standard tune-up?',
  // s38d: "long" and "take" are generic (kit/match.ts GENERIC), so "puncture", the only word left, finds its passage.
  'What happens if I forget to pick up my bike?',
  'Do you accept credit cards?',
];

describe.each(U28I_DOCUMENTS)('u28i D1: $title', ({title, text, answerable, unrelated}) => {
  const index = buildIndex(chunkDocuments([{id: 'own', title, text}]));
  it('is cut into one passage per paragraph (eight)', () => expect(index.passages.length).toBe(8));
  it.each(answerable)('answerable: "%s" → "%s"', async (question, phrase) => {
    const good = (await foundBy(index, question)).good.map((hit) => hit.passage.text).join('\n');
    if (OTHER_WORDS.includes(question)) expect(good).not.toContain(phrase);
    else expect(good).toContain(phrase);
  });
  it.each(unrelated)('unrelated: "%s" is no good match', async (question) => {
    expect((await foundBy(index, question)).good.map((hit) => hit.terms.join(', '))).toEqual([]);
  });
});

describe('u28i D1: the margin rule', () => {
  const ferry = buildIndex(
    chunkDocuments([
      {
        id: 'ferry',
        title: 'Island ferry notes',
        text: `Pets. Dogs ride free on a short lead. They must stay on the open deck and are not allowed in the heated lounge.

Bicycles. Bicycles go on the car deck; the crew loads them in the order they arrive.

Timetable. The first boat leaves the harbor at 6:10; the last one returns at 22:40 and does not wait for late trains.

Food. The kiosk sells coffee, sandwiches and soup until 30 minutes before arrival.`,
      },
    ]),
  );
  it('"Can my dog come with me into the warm passenger lounge?" holds 2 of its 5 content words, well ahead: the pets passage is a good match', () => {
    const {good} = judged(ferry, 'Can my dog come with me into the warm passenger lounge?');
    expect(good.map((hit) => hit.passage.text)).toEqual([expect.stringContaining('heated lounge')]);
  });
  it('without the margin the same question is weak: two passages close together are both weak', () => {
    const hits = search(ferry, 'Can my dog come with me into the warm passenger lounge?', 4);
    expect(hits[0].score).toBeGreaterThanOrEqual(MARGIN * (hits[1]?.score ?? 0));
    const tied = [hits[0], {...hits[0], passage: {...hits[0].passage, id: 'ferry#9'}, score: hits[0].score / MARGIN + 0.01}];
    expect(judgeHits('Can my dog come with me into the warm passenger lounge?', tied, {weights: {}, passages: 4}).good).toEqual([]);
  });
  it('one shared word is never enough ("kiosk" alone)', () => {
    expect(judged(ferry, 'What is the price of a ticket for the kiosk?').good).toEqual([]);
  });
});

describe('u28i Z1: a list of rules with mixed line endings, and "bring … back"', () => {
  // Own wording: a repair café that also lends tools, one rule a line, ended by CRLF, CR and LF in turn.
  const rules = [
    'Repair café and tool shelf',
    'Bring at most two broken items per visit.',
    'Volunteers repair for free; spare parts are paid at cost.',
    'Electrical items are tested by a qualified electrician before they go home.',
    'We take returns of borrowed tools on Tuesdays and Fridays, never on Saturdays.',
    'Items left behind are kept for four weeks, then recycled.',
    'Nobody may use the soldering station without supervision.',
  ];
  const text = rules.map((line, i) => line + ['\r\n', '\r', '\n'][i % 3]).join('');
  const index = buildIndex(chunkDocuments([{id: 'cafe', title: 'Repair café', text}]));
  const rulesIn = (passage: string) => rules.filter((rule) => passage.includes(rule)).length;
  it('the rules are cut at their lines (short ones joined to the next, at most three together), not one passage for the whole list', () => {
    expect(index.passages.length).toBeGreaterThanOrEqual(3);
    expect(index.passages.every((p) => rulesIn(p.text) <= 3 && !p.text.includes('\r'))).toBe(true);
  });
  it('"Can I bring my drill back on a Saturday or a Sunday?" finds the returns rule, with "Saturdays" matching "Saturday"', () => {
    const {good} = judged(index, 'Can I bring my drill back on a Saturday or a Sunday?');
    expect(good.map((hit) => hit.passage.text)).toEqual([expect.stringContaining('never on Saturdays')]);
    expect(good[0].terms).toEqual(expect.arrayContaining(['return', 'saturday']));
    expect(rulesIn(good[0].passage.text)).toBeLessThanOrEqual(2);
  });
  it('a paragraph wrapped at its width (lines that do not end a sentence) stays one passage', () => {
    const wrapped = 'Tool shelf\nMembers may borrow up to three tools at a time and keep them\nfor a week; a tool that comes back late costs one euro\nfor every extra day, paid at the counter.';
    expect(chunkDocuments([{id: 'w', title: 'Wrapped', text: wrapped}])).toHaveLength(1);
  });
  it('a guide section (it has a url) is never cut at its lines', () => {
    expect(chunkDocuments([{id: 'g', title: 'Guide', url: '/docs/x', text}])).toHaveLength(1);
  });
  it.each([
    ['Can I bring tools back on a Sunday?', 'Can I return tools on a Sunday?'],
    ['When do I have to give the drill back?', 'When do I have to return the drill?'],
    ['Can I hand it back late?', 'Can I return it late?'],
    ['Where do I bring back the key?', 'Where do I return the key?'],
    ['Why is the lawn mower back in the shed?', 'Why is the lawn mower back in the shed?'],
  ])('questionFocus("%s") is "%s"', (message, focus) => expect(questionFocus(message)).toBe(focus));
});
