/**
 * s55 t-zoh F10 (issue 28, Zohlar): a correctly spelled four-letter word was "corrected" to another word. With the
 * tester's "IT service desk" document, "When must the laptop go back?" (no document says) showed the Printers passage
 * with "black" marked as the match ("back" is "black" with its "l" left out: the four-letter typo rule of
 * paraphrase.ts correctTypos), and Chat explained a miss with "not “comes” or “black”", a word the reader never typed.
 * The rule now leaves alone every four-letter word of an English word list (SCOWL up to size 50,
 * src/demos/kit/data/englishFourLetterWords.ts); a real typo such as "leve" is still read as "leave".
 * Failed before the fix: every real-word case below was read as the five-letter word.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {createRetriever} from '@site/src/retrieval/retriever';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {WEIGHTED_FROM_PASSAGES} from '@site/src/demos/kit/match';
import {correctTypos} from '@site/src/demos/kit/paraphrase';
import {ENGLISH_FOUR_LETTER_WORDS} from '@site/src/demos/kit/data/englishFourLetterWords';

const fixture = (file: string) => readFileSync(join(__dirname, '..', 'fixtures', 's54zoh', file), 'utf8');

/** Common four-letter words, each with a five-letter word of a document that is it with one inner letter more. */
const REAL: Array<[string, string]> = [
  ['back', 'black'], ['cart', 'chart'], ['form', 'forum'], ['hose', 'horse'], ['cost', 'coast'], ['word', 'world'],
  ['seat', 'sweat'], ['tank', 'thank'], ['pace', 'place'], ['case', 'cause'], ['hard', 'heard'], ['seed', 'speed'],
  ['bath', 'batch'], ['wait', 'waist'], ['pant', 'paint'], ['cold', 'could'], ['sell', 'spell'], ['pain', 'plain'],
  ['tree', 'three'], ['fund', 'found'], ['wave', 'weave'], ['rise', 'raise'],
];

const oneInnerLetterLess = (five: string, four: string) => [1, 2, 3].some((at) => five.slice(0, at) + five.slice(at + 1) === four);

describe('t-zoh F10: the four-letter typo rule never changes an English word', () => {
  it.each(REAL)('"%s" stays "%s"-free', (typed, other) => {
    expect(oneInnerLetterLess(other, typed)).toBe(true); // the case is one the rule would otherwise take
    const read = correctTypos(`When does the ${typed} come?`, new Set([typed]), new Map([[other, 3]]));
    expect(read.fixes).toEqual([]);
    expect(read.text).toBe(`When does the ${typed} come?`);
  });

  it('a four-letter typo that is no word is still read as the document word ("leve" → "leave", u30w F7)', () => {
    expect(ENGLISH_FOUR_LETTER_WORDS.has('leve')).toBe(false);
    expect(correctTypos('annual leve', new Set(['leve']), new Map([['leave', 2]])).fixes).toEqual([['leve', 'leave']]);
  });

  it('the list holds the common words and no non-words', () => {
    expect(ENGLISH_FOUR_LETTER_WORDS.size).toBeGreaterThan(2000);
    for (const [word] of REAL) expect(ENGLISH_FOUR_LETTER_WORDS.has(word), word).toBe(true);
    for (const typo of ['leve', 'wrok', 'tiem', 'hwat']) expect(ENGLISH_FOUR_LETTER_WORDS.has(typo), typo).toBe(false);
  });

  it.each(['When must the laptop go back?', 'What happens if a device comes back late?'])('the tester\'s question: %s', async (q) => {
    const docs: SourceDocument[] = [{id: 'added-tzoh-1', title: 'IT service desk', text: fixture('it-service-desk.txt')}];
    const retriever = await createRetriever(chunkDocuments(docs), {largeFrom: WEIGHTED_FROM_PASSAGES});
    const found = await findInParts(retriever, q, 4, docs, () => docs.map((d) => `${d.title} ${d.text}`));
    expect(found.fixes).toEqual([]);
    expect(found.query).not.toMatch(/black/);
    expect(found.judged.good.map((h) => h.passage.text)).toEqual([]);
  });
});
