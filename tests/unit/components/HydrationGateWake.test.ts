// Parts that wait for the reader (src/components/HydrationGate/wake.ts): what wakes them, and
// what they tell the page shell's tap keeper through <html> attributes.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {notWaiting, shouldWait, waitForReader} from '@site/src/components/HydrationGate/wake';

const root = document.documentElement;

function part(name: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-lazy-part', name);
  element.innerHTML = '<a href="/x">x</a><button type="button">b</button>';
  document.body.append(element);
  return element;
}

function matchMedia(narrow: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({matches: narrow, media: query}));
}

afterEach(() => {
  for (const name of ['data-parts-waiting', 'data-parts-wanted']) root.removeAttribute(name);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('parts that wait for the reader', () => {
  it('waits only with a server element, no kept tap for it and no focus inside it', () => {
    matchMedia(false);
    expect(shouldWait('navbar', {})).toBe(false);
    const element = part('navbar');
    expect(shouldWait('navbar', {})).toBe(true);
    root.setAttribute('data-parts-wanted', 'navbar');
    expect(shouldWait('navbar', {})).toBe(false);
    root.removeAttribute('data-parts-wanted');
    element.querySelector('button')!.focus();
    expect(shouldWait('navbar', {})).toBe(false);
  });

  it('lists itself as waiting, wakes once on a pointer inside it, and leaves the list when told', async () => {
    matchMedia(false);
    const element = part('doc-toc');
    const open = vi.fn(() => Promise.resolve());
    const waiting = waitForReader('doc-toc', {}, open);
    expect(root.getAttribute('data-parts-waiting')).toBe('doc-toc');
    const stop = waiting.listen();
    document.body.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    expect(open).not.toHaveBeenCalled();
    element.querySelector('a')!.dispatchEvent(new Event('pointerdown', {bubbles: true}));
    element.querySelector('a')!.dispatchEvent(new Event('focusin', {bubbles: true}));
    expect(open).toHaveBeenCalledTimes(1);
    await waiting.promise;
    expect(waiting.opened).toBe(true);
    stop();
    notWaiting('doc-toc');
    expect(root.hasAttribute('data-parts-waiting')).toBe(false);
  });

  it('wakes on the first scroll only when asked to', () => {
    matchMedia(false);
    part('a');
    part('b');
    const openA = vi.fn(() => Promise.resolve());
    const openB = vi.fn(() => Promise.resolve());
    waitForReader('a', {scroll: true}, openA).listen();
    waitForReader('b', {}, openB).listen();
    window.dispatchEvent(new Event('scroll'));
    expect(openA).toHaveBeenCalledTimes(1);
    expect(openB).not.toHaveBeenCalled();
  });

  it('wakes when the tap keeper asks for it (data-parts-wanted)', async () => {
    matchMedia(false);
    part('navbar');
    const open = vi.fn(() => Promise.resolve());
    waitForReader('navbar', {}, open).listen();
    root.setAttribute('data-parts-wanted', 'navbar');
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('keeps its key from the page and dispatches it once, where it was pressed, when live', () => {
    matchMedia(false);
    part('navbar');
    const open = vi.fn(() => Promise.resolve());
    const waiting = waitForReader('navbar', {key: (event) => event.key === '/'}, open);
    waiting.listen();
    const seen: boolean[] = [];
    const listener = (event: KeyboardEvent) => seen.push(event.isTrusted);
    document.addEventListener('keydown', listener);
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
    expect(open).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', bubbles: true, cancelable: true}));
    expect(open).toHaveBeenCalledTimes(1);
    expect(seen, 'kept from the page until live').toHaveLength(1);
    waiting.live();
    expect(seen, 'replayed once').toHaveLength(2);
    document.removeEventListener('keydown', listener);
  });

  it('a follower wakes with its leader on a narrow screen only', () => {
    for (const narrow of [true, false]) {
      matchMedia(narrow);
      part(`lead-${narrow}`);
      part(`follow-${narrow}`);
      const lead = waitForReader(`lead-${narrow}`, {}, () => Promise.resolve());
      const open = vi.fn(() => Promise.resolve());
      waitForReader(`follow-${narrow}`, {narrowWith: `lead-${narrow}`}, open);
      lead.now();
      expect(open).toHaveBeenCalledTimes(narrow ? 1 : 0);
    }
  });
});
