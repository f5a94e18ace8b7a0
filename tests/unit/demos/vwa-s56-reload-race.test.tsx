/**
 * s56, tester u-vwa F8 (lost work): a reload a few milliseconds after the last keystroke left this tab's record (session
 * storage) with the typed transcript but the shared record (local storage, what a new tab opens with) with the SAMPLE under
 * the reader's title; after the reload the tab held that record as "another tab's" and never saved again.
 *
 * The cause, on Preact (the site's browser runtime): the keystroke's render has run but its effects have not (Preact runs
 * them after the next frame). The `pagehide` listener of the first useKept (this tab's record) writes and sets state;
 * Preact re-renders in a microtask between the two listeners, and a re-render first runs the pending effects, whose
 * cleanup removed the second useKept's `pagehide` listener before the browser called it. So the shared record was never
 * written. This file runs the page on Preact (as the browser does) and leaves it in that moment. A script's dispatchEvent
 * runs no microtask between listeners, so `leavePage` calls the `pagehide` listeners as the browser does for its own
 * event: one after the other, the microtasks in between, none that was removed before its turn. Failed before the fix:
 * local storage still held the sample under "Budget review", and both records lacked the last character.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

const {render} = await import('preact');
const {fireEvent} = await import('@testing-library/dom');
const {default: WorkplaceAssistant} = await import('@site/src/demos/virtual-workplace-assistant');
const {SAMPLE_TRANSCRIPT} = await import('@site/src/demos/virtual-workplace-assistant/sample');

const KEY = 'cap-demo:virtual-workplace-assistant';
const TAB = `${KEY}:tab`;
const TEXT = 'Kofi Mensah: Budget notes. I will call the landlord on Monday.';
const data = (raw: string | null) => (raw === null ? null : (JSON.parse(raw) as {data: {title: string; transcript: string}}).data);

let containers: HTMLElement[] = [];
function mount(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  render(<WorkplaceAssistant />, container);
  return container;
}
const field = (c: HTMLElement, suffix: string) => c.querySelector<HTMLInputElement & HTMLTextAreaElement>(`[id$="-${suffix}"]`)!;
/** The `pagehide` listeners on window now, in the order they were added. */
let pagehide: EventListenerOrEventListenerObject[] = [];
const add = window.addEventListener.bind(window);
const remove = window.removeEventListener.bind(window);
/** The browser leaving the page: each listener still registered at its turn, then a microtask checkpoint. */
async function leavePage() {
  const event = new Event('pagehide');
  for (const listener of [...pagehide]) {
    if (!pagehide.includes(listener)) continue;
    if (typeof listener === 'function') listener(event);
    else listener.handleEvent(event);
    await microtasks();
  }
}
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  vi.stubGlobal('__SITE_CLIENT_RUNTIME__', 'preact');
  document.documentElement.dataset.hasHydrated = 'true';
  pagehide = [];
  window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    if (type === 'pagehide' && listener && !pagehide.includes(listener)) pagehide.push(listener);
    add(type, listener, options);
  }) as typeof window.addEventListener;
  window.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions) => {
    if (type === 'pagehide') pagehide = pagehide.filter((l) => l !== listener);
    remove(type, listener, options);
  }) as typeof window.removeEventListener;
});
afterEach(async () => {
  for (const c of containers) render(null, c);
  containers = [];
  // What the unmounted page wrote on its way out, and any effect it left, is gone before the next test seeds storage.
  await new Promise((resolve) => setTimeout(resolve, 100));
  localStorage.clear();
  sessionStorage.clear();
  window.addEventListener = add;
  window.removeEventListener = remove;
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hasHydrated;
  document.body.innerHTML = '';
});

describe('u-vwa F8: a reload right after the last keystroke', () => {
  it('keeps the same title and transcript in both records, the last keystroke included', async () => {
    const page = mount();
    // Both records loaded: this tab's is written even for the sample.
    await vi.waitFor(() => expect(sessionStorage.getItem(TAB)).not.toBeNull(), {timeout: 10_000, interval: 20});
    fireEvent.input(field(page, 'title'), {target: {value: 'Budget review'}});
    // The title alone is saved (over the sample transcript), as it is when the reader pauses before typing.
    await vi.waitFor(() => expect(data(localStorage.getItem(KEY))?.title).toBe('Budget review'), {timeout: 5_000, interval: 20});
    expect(data(localStorage.getItem(KEY))?.transcript).toBe(SAMPLE_TRANSCRIPT);
    // Typing: all but the last character, with its effects run (a save is planned) ...
    fireEvent.input(field(page, 't'), {target: {value: TEXT.slice(0, -1)}});
    await new Promise((resolve) => setTimeout(resolve, 80));
    // ... then the last keystroke, rendered (the count says so) but its effects not yet run, and the page is left.
    fireEvent.input(field(page, 't'), {target: {value: TEXT}});
    await microtasks();
    expect(page.textContent).toContain(`${TEXT.length} of 60,000 characters`);
    const [sharedBefore, tabBefore] = [localStorage.getItem(KEY), sessionStorage.getItem(TAB)];
    let gone: [string | null, string | null] = [null, null];
    await leavePage().then(() => {
      gone = [localStorage.getItem(KEY), sessionStorage.getItem(TAB)];
    });
    expect([sharedBefore, tabBefore]).not.toEqual(gone);
    // What the browser holds when the page is gone (read at once, as a reload would).
    const [shared, tab] = gone.map(data);
    expect(shared).toEqual({title: 'Budget review', transcript: TEXT});
    expect(tab).toEqual({title: 'Budget review', transcript: TEXT});
  }, 60_000);
});

describe('u-vwa F8: after the reload, what the tab shows is what is kept', () => {
  const record = (title: string, transcript: string, savedAt: string) => JSON.stringify({v: 1, savedAt, data: {title, transcript}});
  const box = (c: HTMLElement) => field(c, 't').value;

  it('a shared record older than this tab\'s own (its earlier save, the later one lost) is replaced by what the tab shows', async () => {
    // The state the race left: this tab's record has the typed transcript, the shared one (saved earlier) the sample under its title.
    sessionStorage.setItem(TAB, record('Budget review', TEXT, '2026-11-29T05:00:01.000Z'));
    localStorage.setItem(KEY, record('Budget review', SAMPLE_TRANSCRIPT, '2026-11-29T05:00:00.500Z'));
    const page = mount();
    await vi.waitFor(() => expect(box(page)).toBe(TEXT), {timeout: 10_000, interval: 20});
    expect(field(page, 'title').value).toBe('Budget review');
    // Saved again: a new tab opens with the title and transcript this tab shows, together.
    await vi.waitFor(() => expect(data(localStorage.getItem(KEY))).toEqual({title: 'Budget review', transcript: TEXT}), {timeout: 5_000, interval: 20});
    // No other tab saved anything: no notice says one did.
    expect(page.textContent).not.toContain('Another tab of this page saved');
  }, 60_000);

  it('a shared record saved after this tab\'s own (another tab) is still held and offered, never overwritten', async () => {
    const other = 'Jess Walker: Bea, book the hotel in Porto.\nBea Lindholm: Sure, Porto by Monday.';
    sessionStorage.setItem(TAB, record('Budget review', TEXT, '2026-11-29T05:00:01.000Z'));
    localStorage.setItem(KEY, record('Offsite', other, '2026-11-29T05:00:09.000Z'));
    const page = mount();
    await vi.waitFor(() => expect(page.textContent).toContain('Another tab of this page saved'), {timeout: 10_000, interval: 20});
    expect(box(page)).toBe(TEXT);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(data(localStorage.getItem(KEY))).toEqual({title: 'Offsite', transcript: other});
  }, 60_000);
});
