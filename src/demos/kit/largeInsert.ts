/**
 * A long paste into a demo's text box, put in at once (Document Q&A u32c F2; the Zohlar workspace's "Its text", issue 28
 * u34d F1). Chromium inserts a multi-line text typed or pasted by
 * `insertText` (IMEs, dictation and paste tools, Playwright's `fill`) one line at a time and fires an `input` event
 * after each line, so every line re-ran the box's whole-text work (the replaced-text check, the size checks, the
 * kept record) on a text one line longer: quadratic, 33 s for 100,000 characters. A text of LARGE_INSERT_CHARS or more
 * is taken from `beforeinput`, the browser's own insertion cancelled, and put into the box with one edit, so the
 * whole-text work runs once. One of VERY_LARGE_INSERT_CHARS or more is announced first, and put in after the message
 * is shown: the browser still needs a moment to lay out that much text in a box.
 * Even with no page work at all, Chromium's own line-by-line insertion grows with the square of the text (a bare text
 * box: 8 to 11 s for 100,000 characters of a 100-character-a-line log, 40 s for 200,000), so it is skipped, not just
 * made cheaper. `useLargeInsert` is the listener for a React text box; Document Q&A has its own copy of it in its page.
 */
import {useEffect, useRef, useState, type DependencyList, type RefObject} from 'react';

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

/**
 * Takes over a long insertion into the text box `box` (see above): `onText` gets the box's whole new text once, as its
 * `onChange` would. Returns the length of a very long text while the page says it is putting it in, else null. `deps`:
 * what changes the box element (a box shown only for one choice).
 */
export function useLargeInsert(box: RefObject<HTMLTextAreaElement | null>, onText: (value: string) => void, deps: DependencyList = []): number | null {
  const [inserting, setInserting] = useState<number | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let timer = 0;
    let frame = 0;
    const onBeforeInput = (event: InputEvent) => {
      const text = largeInsertText(event);
      if (text === null) return;
      event.preventDefault();
      const before = el.value;
      const [start, end] = [el.selectionStart, el.selectionEnd];
      const put = () => {
        // Typed in the moment before the text went in: it goes where the caret is now.
        const same = el.value === before;
        const next = spliceText(el.value, same ? start : el.selectionStart, same ? end : el.selectionEnd, text);
        el.value = next.value;
        el.setSelectionRange(next.caret, next.caret);
        setInserting(null);
        onTextRef.current(next.value);
      };
      if (text.length < VERY_LARGE_INSERT_CHARS) return put();
      // Said first, then done, so the message is on screen while the browser lays the text out.
      setInserting(text.length);
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(put, 0);
      });
    };
    el.addEventListener('beforeinput', onBeforeInput);
    return () => {
      el.removeEventListener('beforeinput', onBeforeInput);
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the box element changes only with `deps`
  }, deps);
  return inserting;
}
