/**
 * u28d C1: common abbreviations do not end a sentence in the chunker's sentence mode ("Dr. Smith"
 * stayed split after "Dr." because Unicode sentence segmentation breaks at ". " before a capital).
 */
import {describe, expect, it} from 'vitest';
import {chunkText, sentenceRanges} from '@site/src/retrieval/chunking';

const sentences = (text: string) => sentenceRanges(text).map(([s, e]) => text.slice(s, e));

describe('abbreviations stay inside their sentence', () => {
  it('the report text: "Dr." keeps "Smith"', () => {
    expect(sentences('The end is near... Dr. Smith arrived at 5 p.m. on Jan. 3rd! Really?')).toEqual([
      'The end is near... ',
      'Dr. Smith arrived at 5 p.m. on Jan. 3rd! ',
      'Really?',
    ]);
  });

  it.each([
    ['Meet Mr. Lee today. Then leave.', ['Meet Mr. Lee today. ', 'Then leave.']],
    ['Ask Mrs. Ortiz and Ms. Kim. They know.', ['Ask Mrs. Ortiz and Ms. Kim. ', 'They know.']],
    ['Prof. Kim left early. We stayed.', ['Prof. Kim left early. ', 'We stayed.']],
    ['It is on St. Mary Street. Go there.', ['It is on St. Mary Street. ', 'Go there.']],
    ['Use a big model, e.g. GPT or Claude. Or not.', ['Use a big model, e.g. GPT or Claude. ', 'Or not.']],
    ['Pick one, i.e. Paris or Rome. Done.', ['Pick one, i.e. Paris or Rome. ', 'Done.']],
    ['BM25 vs. Dense retrieval is the question. Yes.', ['BM25 vs. Dense retrieval is the question. ', 'Yes.']],
    ['We met on Jan. 5. It rained.', ['We met on Jan. 5. ', 'It rained.']],
    ['The deadline is Dec. 12 this year. Hurry.', ['The deadline is Dec. 12 this year. ', 'Hurry.']],
    ['See item No. 7 below. Thanks.', ['See item No. 7 below. ', 'Thanks.']],
  ])('%s', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });

  it.each([
    ['We bought apples, pears, etc. Then we left.', ['We bought apples, pears, etc. ', 'Then we left.']],
    ['It ended at 5 p.m. Then we went home.', ['It ended at 5 p.m. ', 'Then we went home.']],
    ['Did it work? No. It failed.', ['Did it work? ', 'No. ', 'It failed.']],
    ['We start in Jan. The plan is ready.', ['We start in Jan. ', 'The plan is ready.']],
  ])('a real sentence end after an abbreviation that also ends sentences stays: %s', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });

  it('sentence windows no longer tear a name from its title', () => {
    const text = 'The end is near... Dr. Smith arrived at 5 p.m. on Jan. 3rd! Really?';
    const result = chunkText(text, {strategy: 'sentence', size: 40, overlap: 0});
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.chunks.some((c) => /Dr\.\s*$/.test(c.text))).toBe(false);
    expect(result.chunks.some((c) => c.text.includes('Dr. Smith'))).toBe(true);
  });

  // u28f CH-A: a line break (LF, CRLF or a bare CR) shortly before the title made the title end a sentence.
  it.each([
    ['Nobody answered!\rThen Dr. Asante said it was not. The end came.', ['Nobody answered!\r', 'Then Dr. Asante said it was not. ', 'The end came.']],
    ['Nobody answered!\r\nThen Dr. Asante said it was not.', ['Nobody answered!\r\n', 'Then Dr. Asante said it was not.']],
    ['Nobody answered!\nThen Dr. Asante said it was not.', ['Nobody answered!\n', 'Then Dr. Asante said it was not.']],
    ['Call\nDr. Asante now.', ['Call\n', 'Dr. Asante now.']],
  ])('a line break before the title does not split after it: %j', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });

  it('a line that ends with the abbreviation still ends there (the break is a real boundary)', () => {
    expect(sentences('Ask the Dr.\nShe knows.')).toEqual(['Ask the Dr.\n', 'She knows.']);
  });

  it('sentence windows keep "Dr. Asante" after a bare CR line break (u28f CH-A)', () => {
    const text = 'Nobody answered!\rThen Dr. Asante said it was not. The end came.';
    for (const size of [30, 50]) {
      const result = chunkText(text, {strategy: 'sentence', size, overlap: 0});
      if (!result.ok) throw new Error(result.errors.join());
      expect(result.chunks.some((c) => /Dr\.\s*$/.test(c.text))).toBe(false);
    }
  });
});
