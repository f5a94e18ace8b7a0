/**
 * `Intl.Segmenter.segment(text)` in bounded windows. V8's segment iterator slows down sharply on
 * long strings (measured in Node 20: sentence segmentation of a 200,000-character text took 5.8 s
 * in one pass and 52 ms in 4,096-character windows; grapheme segmentation of 40,000 characters
 * took 2.5 s), so long texts are segmented a window at a time. A boundary can depend on the few
 * characters after it (UAX #29: "e.g" is one word, a ZWJ emoji sequence or a flag is one grapheme,
 * a period followed by a lowercase word ends no sentence), so only the boundaries at least
 * `LOOKAHEAD` code units before a window's cut are kept, and the next window starts at the last
 * one kept. Text shorter than a window is segmented in one pass. The boundaries are those of one
 * pass over the whole text (tested against one pass) except, in theory, inside an unspaced
 * (Chinese, Japanese, Thai) run longer than a window, whose dictionary segmentation can differ.
 */
export type Segment = {index: number; segment: string; isWordLike?: boolean};

export const SEGMENT_WINDOW = 4096;
const LOOKAHEAD = 32;

export function* segmentInWindows(segmenter: Intl.Segmenter, text: string, window: number = SEGMENT_WINDOW): Generator<Segment> {
  const minimum = Math.max(window, 4 * LOOKAHEAD);
  let position = 0;
  let size = minimum;
  while (position < text.length) {
    const end = Math.min(text.length, position + size);
    const pieces = [...segmenter.segment(text.slice(position, end))];
    if (end === text.length) {
      for (const {index, segment, isWordLike} of pieces) yield {index: position + index, segment, isWordLike};
      return;
    }
    // Keep the segments that end at least LOOKAHEAD before the cut.
    const safe = end - position - LOOKAHEAD;
    let kept = 0;
    while (kept < pieces.length && pieces[kept].index + pieces[kept].segment.length <= safe) kept += 1;
    if (kept === 0) {
      // One segment reaches past the safe part (a very long sentence): look further.
      size *= 2;
      continue;
    }
    for (const {index, segment, isWordLike} of pieces.slice(0, kept)) yield {index: position + index, segment, isWordLike};
    position += pieces[kept].index;
    size = minimum;
  }
}
