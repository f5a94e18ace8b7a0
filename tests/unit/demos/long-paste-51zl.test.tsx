/**
 * Issue 28 (s51, the check after u34d F1): the other demos that take a pasted document froze on a long paste as the
 * Zohlar workspace did. Measured with u34d's approach (Playwright `fill` of the first 150,000 characters of u34d's
 * f_biglog.txt, build of 59454dd7): the meeting assistant's transcript box and the API assistant's document box did
 * not finish in 90 s, and the page took another 42 to 54 s to answer (Document Q&A, fixed in u32c F2: 0.4 s).
 * Chromium puts a multi-line `insertText` into a text box one line at a time with an `input` event after each line;
 * the browser double below does the same unless the page cancels the `beforeinput`. The work is counted as the
 * characters of each distinct text the page hands to its kept records (useKept serializes each one). No timings.
 */
import {act, cleanup, render, screen} from '@testing-library/react';
import type {ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const work = vi.hoisted(() => ({chars: 0, texts: 0, last: new Map<number, string>()}));
vi.mock('@site/src/demos/kit/useKept', async (importOriginal) => {
  const real = await importOriginal<typeof import('@site/src/demos/kit/useKept')>();
  let call = 0;
  return {
    ...real,
    useKept: (...args: Parameters<typeof real.useKept>) => {
      // Each call site of a render, by its order: the text it is handed (the transcript, the OpenAPI document).
      const value = args[1] as {transcript?: unknown; document?: unknown} | null;
      const text = value?.transcript ?? value?.document;
      const site = call++ % 2;
      if (typeof text === 'string' && text !== work.last.get(site)) {
        work.last.set(site, text);
        work.chars += text.length;
        work.texts += 1;
      }
      return real.useKept(...args);
    },
  };
});

import WorkplaceAssistant from '@site/src/demos/virtual-workplace-assistant';
import ApiAssistant from '@site/src/demos/universal-api-assistant';
import {insertText, setValue} from './fixtures/insertText';

/** The start of u34d's docs/f_biglog.txt, character for character (its first 4,500 records). */
const LOG = Array.from({length: 4500}, (_, j) => `Log entry ${j}. Machine M${j % 50} ran a routine check on day ${(j % 28) + 1} with status ok and no remarks at all for the shift.\n\n`).join('');
/** A YAML OpenAPI document of `paths` operations, a paste of my own for the API assistant. */
const openApi = (paths: number) =>
  `openapi: 3.0.3\ninfo:\n  title: Stock\n  version: '1'\npaths:\n${Array.from({length: paths}, (_, i) => `  /items/${i}:\n    get:\n      operationId: getItem${i}\n      summary: Read item ${i}\n      responses:\n        '200':\n          description: The item\n`).join('')}`;
/** A "Name: what they said" transcript of `lines` lines, a paste of my own for the meeting assistant. */
const transcript = (lines: number) => Array.from({length: lines}, (_, i) => `${['Ana', 'Ben', 'Chloe'][i % 3]}: Point ${i} of the review, we check shelf ${i % 40} next week.`).join('\n');

const DEMOS: Array<[string, () => ReactNode, RegExp, (n: number) => string]> = [
  ['meeting assistant, transcript box', () => <WorkplaceAssistant />, /^Transcript/, (lines) => transcript(lines)],
  ['API assistant, OpenAPI document box', () => <ApiAssistant />, /^OpenAPI 3 document/, (paths) => openApi(paths)],
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-has-hydrated', 'true');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function paste(demo: () => ReactNode, label: RegExp, text: string, inputType = 'insertText'): {box: HTMLTextAreaElement; chars: number} {
  render(<>{demo()}</>);
  const box = screen.getByLabelText(label) as HTMLTextAreaElement;
  box.focus();
  act(() => {
    setValue.call(box, '');
    box.dispatchEvent(new InputEvent('input', {bubbles: true}));
  });
  work.chars = 0;
  work.texts = 0;
  insertText(box, text, inputType);
  return {box, chars: work.chars};
}

describe.each(DEMOS)('%s: a long paste costs work growing with the text, not with its square', (_name, demo, label, own) => {
  it.each([
    ['50,000 characters of u34d f_biglog.txt (Playwright fill)', LOG.slice(0, 50_000), 'insertText'],
    ['150,000 characters of u34d f_biglog.txt', LOG.slice(0, 150_000), 'insertText'],
    ['a document of its own kind, pasted', own(1_000), 'insertFromPaste'],
  ])('%s: the whole text is in the box, handled a few times, not once per line', (_case, text, inputType) => {
    expect(text.length).toBeGreaterThanOrEqual(20_000);
    const {box, chars} = paste(demo, label, text, inputType);
    expect(box.value).toBe(text);
    expect(box.selectionStart).toBe(text.length);
    // Before the fix: each line's text handed on, about lines / 2 times the text per kept record.
    expect(chars).toBeLessThanOrEqual(6 * text.length);
  });

  it('three times the text costs about three times the work', () => {
    const small = paste(demo, label, LOG.slice(0, 50_000)).chars;
    cleanup();
    const large = paste(demo, label, LOG.slice(0, 150_000)).chars;
    expect(small).toBeGreaterThan(0);
    expect(large / small).toBeLessThan(4.5);
  });

  it('a short paste is left to the browser (its own undo keeps working)', () => {
    const text = LOG.slice(0, 3_000);
    const {box} = paste(demo, label, text, 'insertFromPaste');
    expect(box.value).toBe(text);
    expect(work.texts).toBeGreaterThan(10);
  });
});
