/**
 * Tester u33a F2 (chunking playground, Sentence window 50/0 on a text with a 304-character URL holding "?q=1"): Unicode
 * sentence segmentation ends a sentence at "?" even inside a URL, so the URL gave a one-character "?" chunk and a chunk
 * opening "q=1 before you book.". A "?" or "!" followed at once by a letter, digit or URL character ends no sentence.
 */
import {describe, expect, it} from 'vitest';
import {sentenceRanges, sentenceWindowRanges} from '@site/src/retrieval/chunking';

const pieces = (text: string) => sentenceRanges(text).map(([s, e]) => text.slice(s, e));

describe('u33a F2: a URL query is not a sentence end', () => {
  it('keeps "?q=1" inside its sentence', () => {
    expect(pieces('Book at https://x.example/a?q=1 before you book. Next one.')).toEqual(['Book at https://x.example/a?q=1 before you book. ', 'Next one.']);
    expect(pieces('See https://x.example/?a=1&b=2!x and go. Done?Yes')).toEqual(['See https://x.example/?a=1&b=2!x and go. ', 'Done?Yes']);
  });
  it('still ends sentences at "?" and "!" before a space, and in scripts written without spaces', () => {
    expect(pieces('Is it free? Yes! It is.')).toEqual(['Is it free? ', 'Yes! ', 'It is.']);
    expect(pieces('これは何ですか?はい。')).toEqual(['これは何ですか?', 'はい。']);
  });
  it('the tester’s case: no one-character chunk at Sentence window 50/0', () => {
    const url = `https://booking.example/${'x'.repeat(280)}?q=1`;
    const text = `Use this link: ${url} before you book. Then pay.`;
    const chunks = sentenceWindowRanges(text, 50, 0).map(([s, e]) => text.slice(s, e));
    expect(chunks.join('')).toBe(text);
    expect(chunks.map((c) => c.trim()).filter((t) => t.length <= 1)).toEqual([]);
    expect(chunks.some((c) => c.startsWith('q=1'))).toBe(false);
  });
});
