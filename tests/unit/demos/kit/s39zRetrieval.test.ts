/**
 * s39z (issue 28): two small retrieval findings in the demos' passage search (Document Q&A, Zohlar,
 * Simple Chat), with rows written for this task.
 *  - Possessives fold to the base word on both sides, whatever apostrophe the reader's keyboard or a
 *    PDF puts in ("puppy's", "puppy’s", "puppyʼs" with U+02BC, "puppy´s" with an acute accent,
 *    "puppy‘s"), plural possessives too ("puppies'"), and a contraction of a stop word ("what's",
 *    "it's", "there's") is that stop word, never a stray content word.
 *  - "Which X … for Y" needs Y's content words in the match (u28p S2 rule): "Which chunking strategy
 *    should I avoid for financial data?" matched a chunking passage through the incidental "data".
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {highlightSegments, tokenizeForRetrieval} from '@site/src/retrieval/tokenize';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';

async function find(index: Bm25Index, question: string, k = 4) {
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  return findPassages(retriever, questionFocus(question), k, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}

/** The apostrophes readers' text arrives with: ASCII, typographic, modifier letter (U+02BC), acute accent, left quote. */
const APOSTROPHES = ["'", '’', 'ʼ', '´', '‘'];

describe('possessives fold to the base word in the retrieval tokenization', () => {
  const WORDS: ReadonlyArray<[singular: string, plural: string]> = [
    ['puppy', 'puppies'],
    ['kitten', 'kittens'],
    ['clinic', 'clinics'],
    ['breeder', 'breeders'],
    ['owner', 'owners'],
    ['team', 'teams'],
    ['policy', 'policies'],
    ['boss', 'bosses'],
  ];
  const rows = WORDS.flatMap(([one, many]) => APOSTROPHES.flatMap((a) => [[`${one}${a}s`, one] as const, [`${many}${a}`, one] as const, [`${many}${a}s`, one] as const]));
  it.each(rows)('%s is the term of %s', (possessive, base) => {
    expect(tokenizeForRetrieval(`${possessive} visit`)).toEqual(tokenizeForRetrieval(`${base} visit`));
  });
  it.each(APOSTROPHES.flatMap((a) => ['what', 'it', 'there', 'that', 'where', 'who'].map((w) => `${w}${a}s`)))('%s is a stop word', (word) => {
    expect(tokenizeForRetrieval(word)).toEqual([]);
  });
  it.each(APOSTROPHES)('the passage side: "Your puppy%ss first visit" highlights the possessive for "puppy"', (a) => {
    const text = `Your puppy${a}s first visit`;
    const marked = highlightSegments(text, new Set(tokenizeForRetrieval('puppy'))).filter((s) => s.match);
    expect(marked.map((s) => s.text)).toEqual([`puppy${a}s`]);
  });
  it('other words keep their terms (no "s" is cut from a word that is no possessive)', () => {
    expect(tokenizeForRetrieval("The bus's route, Charles' office and the status of Thomas")).toEqual(tokenizeForRetrieval('The bus route, Charles office and the status of Thomas'));
    expect(tokenizeForRetrieval("don't can't won't")).toEqual(tokenizeForRetrieval("don't can't won't"));
  });
});

/** A reader's own document (written here): every animal has a first visit, so the animal decides. */
const CLINIC = buildIndex(
  chunkDocuments([
    {
      id: 'clinic',
      title: 'Riverside vet clinic: new patients',
      text: [
        "Puppies. A puppy's first visit takes about forty minutes: the vet checks weight, teeth and heart and gives the first vaccination. Bring the breeder's vaccination card.",
        "Kittens. A kitten's first visit is at eight weeks. Keep the kitten in a closed carrier in the waiting room.",
        "Rabbits. Rabbits' first visits include a dental check, since their teeth grow all their lives.",
        'Opening hours. The clinic is open Monday to Saturday from 8:00 to 18:00. Emergencies are seen at any time.',
        'Payment. Pay at the desk after the appointment, by card or in cash.',
      ].join('\n\n'),
    },
  ]),
);

describe('possessive questions find their passage (Document Q&A, D-R2 form)', () => {
  const FORMS = [
    "{x}'s first visit",
    "my {x}'s first visit",
    "What happens at a {x}'s first visit?",
    "What should I bring to my {x}'s first visit?",
    "How long is a {x}'s first visit?",
    "What's a {x}'s first visit like?",
    "Where's the info on a {x}'s first visit?",
    "{xs}' first visit",
  ];
  const ANIMALS: ReadonlyArray<[string, string, string]> = [
    ['puppy', 'puppies', 'Puppies.'],
    ['kitten', 'kittens', 'Kittens.'],
  ];
  const rows = ANIMALS.flatMap(([x, xs, expected]) => FORMS.flatMap((f) => APOSTROPHES.map((a) => [f.replace('{xs}', xs).replace('{x}', x).replace(/'/g, a), expected] as const)));
  it('is wide', () => expect(rows.length).toBe(80));
  it.each(rows)('%s → %s', async (q, expected) => {
    const found = await find(CLINIC, q);
    expect(found.judged.good[0]?.passage.text.startsWith(expected), found.judged.good.map((h) => h.passage.text.slice(0, 20)).join(' | ')).toBe(true);
  });
});

const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, '..', 'fixtures', 'guide-corpus-2026-11-26.json.gz'))).toString('utf8'));
const guide = buildIndex(chunkDocuments(corpusDocuments(corpus)));

describe('"which X … for Y" needs the words of Y (the guide, Simple Chat offline: top 3)', () => {
  // The guide has X (chunking strategies, embedding models, vector databases) and nothing on Y.
  it.each([
    'Which chunking strategy should I avoid for financial data?',
    'Which chunking strategy should I use for payroll data?',
    'Which embedding model should I avoid for payroll data?',
    'Which chunking strategy should I avoid for patient data?',
    'Which chunk size should I pick for tax data?',
  ])('%s: no good match', async (q) => {
    const found = await find(guide, q, 3);
    expect(found.judged.good.map((h) => h.passage.text.slice(0, 80))).toEqual([]);
  });
  // Y in the guide's own words: still a match.
  it.each([
    ['Which similarity metric should I use for normalized embeddings?', 'similarity'],
    ['Which chunking strategy keeps headings with their section?', '/chunking/'],
  ])('%s still matches', async (q, expected) => {
    const found = await find(guide, q, 3);
    expect(found.judged.good.length).toBeGreaterThan(0);
    const first = found.judged.good[0];
    expect(`${first.passage.id} ${first.passage.text}`.toLowerCase()).toContain(expected);
  });
});
