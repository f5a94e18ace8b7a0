/**
 * A long paste into the paste box, put in at once (u32c F2). Chromium inserts a multi-line text typed or pasted by
 * `insertText` (IMEs, dictation and paste tools, Playwright's `fill`) one line at a time and fires an `input` event
 * after each line, so every line re-ran the box's whole-text work (the replaced-text check, the size checks, the
 * kept record) on a text one line longer: quadratic, 33 s for 100,000 characters. A text of LARGE_INSERT_CHARS or more
 * is taken from `beforeinput`, the browser's own insertion cancelled, and put into the box with one edit, so the
 * whole-text work runs once. One of VERY_LARGE_INSERT_CHARS or more is announced first, and put in after the message
 * is shown: the browser still needs a moment to lay out that much text in a box.
 */

/** From this many characters an insertion is taken over (smaller ones keep the browser's own undo). */
export const LARGE_INSERT_CHARS = 20_000;
/** From this many characters the page says what it is doing before it puts the text in (u32c F2: a 1,000,000-character paste). */
export const VERY_LARGE_INSERT_CHARS = 200_000;

/** The text a `beforeinput` event would insert, when it is large enough to take over; null otherwise. */
export function largeInsertText(event: Pick<InputEvent, 'inputType' | 'data' | 'dataTransfer'>): string | null {
  if (!/^insert(Text|FromPaste|FromDrop|ReplacementText|FromYank)$/.test(event.inputType)) return null;
  const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
  // A text box holds line breaks as "\n" (HTML's value normalization), so the text put in is the one the box shows.
  return text !== null && text.length >= LARGE_INSERT_CHARS ? text.replace(/\r\n?/g, '\n') : null;
}

/** `value` with `text` in place of the characters from `start` to `end` (the selection), and where the caret goes. */
export function spliceText(value: string, start: number, end: number, text: string): {value: string; caret: number} {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return {value: value.slice(0, from) + text + value.slice(to), caret: from + text.length};
}
