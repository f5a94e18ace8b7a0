/**
 * Replaces @docusaurus/theme-common's utils/emojiUtils (see ./index.ts): same result, but the
 * segmenter and the emoji pattern are only built for a label whose first character could be an
 * emoji. Unit-tested against the original in tests/unit/site.
 */

type Extracted = {emoji: string | null; rest: string};

let segmenter: Intl.Segmenter | null = null;
let emojiPattern: RegExp | null = null;

/** Keycap emoji ("1️⃣", "#️⃣") start with an ASCII character; every other emoji starts at U+00A9 or above. */
const KEYCAP = /^[#*0-9]\uFE0F?\u20E3/;

export function extractLeadingEmoji(input: string): Extracted {
  const first = input.codePointAt(0);
  if (first === undefined || (first < 0xa9 && !KEYCAP.test(input))) return {emoji: null, rest: input};
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  // Built once (the `v` flag needs ES2024 syntax, so not as a literal).
  emojiPattern ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme || !emojiPattern.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
