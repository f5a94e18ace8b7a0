/** The lazy route progress bar (src/docusaurus-patches/bundleTrims/nprogress.ts) behaves as theme-classic's. */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createProgressModule, DELAY_MS, type ProgressBar} from '@site/src/docusaurus-patches/bundleTrims/nprogress';

type Location = {pathname: string};
const at = (pathname: string): Location => ({pathname});

function fakeBar(): ProgressBar & {calls: string[]} {
  const calls: string[] = [];
  return {calls, configure: (o) => calls.push(`configure:${JSON.stringify(o)}`), start: () => calls.push('start'), done: () => calls.push('done')};
}

describe('lazy route progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const navigate = (module: ReturnType<typeof createProgressModule>, from: string | null, to: string) =>
    (module.onRouteUpdate as (args: {location: Location; previousLocation: Location | null}) => (() => void) | undefined)({location: at(to), previousLocation: from === null ? null : at(from)});
  const rendered = (module: ReturnType<typeof createProgressModule>) => (module.onRouteDidUpdate as () => void)();

  it('loads nothing on the first page and on a hash change', async () => {
    const load = vi.fn(async () => fakeBar());
    const module = createProgressModule(load);
    expect(navigate(module, null, '/docs/intro')).toBeUndefined();
    expect(navigate(module, '/docs/intro', '/docs/intro')).toBeUndefined();
    rendered(module);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the bar 200 ms into a slow navigation and finishes it when the page renders', async () => {
    const bar = fakeBar();
    const load = vi.fn(async () => bar);
    const module = createProgressModule(load);
    navigate(module, '/docs/intro', '/blog');
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DELAY_MS - 1);
    expect(bar.calls).toEqual(['configure:{"showSpinner":false}']);
    await vi.advanceTimersByTimeAsync(1);
    expect(bar.calls).toEqual(['configure:{"showSpinner":false}', 'start']);
    rendered(module);
    expect(bar.calls.at(-1)).toBe('done');
    navigate(module, '/blog', '/docs/intro');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows no bar when the page renders within 200 ms (the cleanup clears the timer)', async () => {
    const bar = fakeBar();
    const module = createProgressModule(async () => bar);
    const cleanup = navigate(module, '/docs/intro', '/blog');
    await vi.advanceTimersByTimeAsync(50);
    rendered(module);
    cleanup?.();
    await vi.runAllTimersAsync();
    expect(bar.calls).not.toContain('start');
  });

  it('does not start a bar for a navigation that finished while the library was loading', async () => {
    const bar = fakeBar();
    let resolve!: (bar: ProgressBar) => void;
    const module = createProgressModule(() => new Promise((r) => (resolve = r)));
    navigate(module, '/docs/intro', '/blog');
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    rendered(module);
    resolve(bar);
    await vi.runAllTimersAsync();
    expect(bar.calls).toEqual(['configure:{"showSpinner":false}']);
  });

  it('keeps navigation working when the library fails to load', async () => {
    const module = createProgressModule(() => Promise.reject(new Error('chunk failed')));
    navigate(module, '/docs/intro', '/blog');
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    expect(() => rendered(module)).not.toThrow();
  });
});
