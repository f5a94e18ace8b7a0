/**
 * No lost taps: a tap on the colour toggle, the mobile menu button, a doc sidebar caret, the search button or a first visit's consent panel at first
 * paint + 0, 100, 250 and 500 ms, on a phone-like load (CDP: 4× CPU slowdown, slow 4G as in
 * Lighthouse's DevTools throttling, cold cache), takes effect exactly once: the state after the
 * page has settled equals the state one tap gives on a live page (a lost tap leaves the first
 * state, a doubled one gives the two-tap state). src/docusaurus-patches/paintFirst/tapReplay.ts
 * keeps taps that come before the control's part of the page is live and replays them once it is
 * (each row reports when the part and when the whole page went live).
 */
import type {Browser, Page} from '@playwright/test';
import {test, expect, watchPage, CONSENT_STORAGE_KEY} from './fixtures';

const PATH = '/docs/intro';
const OFFSETS_MS = [0, 100, 250, 500];

/** Lighthouse's "slow 4G" DevTools throttling (lighthouse-core/config/constants.js, devtools). */
const SLOW_4G = {offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8};

/**
 * The colour mode as Docusaurus keeps it: `data-theme-choice`, `data-theme` and the stored choice
 * (key `theme` plus the site's storage namespace, theme-common storageUtils.js).
 */
function colourState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k === 'theme' || k.startsWith('theme-'));
    return `${document.documentElement.dataset.themeChoice ?? ''} ${document.documentElement.dataset.theme ?? ''} ${key ? localStorage.getItem(key) : ''}`;
  });
}

type Control = {
  name: string;
  selector: string;
  viewport: {width: number; height: number};
  /** What a tap changes, read from the page. */
  state: (page: Page) => Promise<string>;
  /** The hydration gate the control lives in (its name in `<html data-parts-live>` once live). */
  part: string;
  /** A first visit: no analytics choice stored, so the consent panel is shown. */
  firstVisit?: true;
};

const CONTROLS: readonly Control[] = [
  {
    name: 'colour toggle',
    selector: '[class*="colorModeToggle"] button',
    viewport: {width: 1280, height: 800},
    state: colourState,
    part: 'navbar',
  },
  {
    name: 'mobile menu',
    selector: '.navbar__toggle',
    viewport: {width: 390, height: 844},
    state: (page) => page.evaluate(() => (document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show') ? 'open' : 'closed')),
    part: 'navbar',
  },
  {
    name: 'sidebar caret',
    selector: '.theme-doc-sidebar-container .menu__caret',
    viewport: {width: 1280, height: 800},
    state: (page) => page.evaluate(() => document.querySelector('.theme-doc-sidebar-container .menu__caret')?.getAttribute('aria-expanded') ?? 'none'),
    part: 'doc-sidebar',
  },
  {
    name: 'search button',
    selector: '.navbar button[aria-haspopup="dialog"]',
    viewport: {width: 1280, height: 800},
    state: (page) => page.evaluate(() => `dialogs: ${document.querySelectorAll('[role="dialog"]').length}`),
    part: 'navbar',
  },
  {
    // A first visit's consent panel ("Allow analytics"): the choice stored and the panel gone. A
    // second tap cannot come (the panel closes), so "twice" is the state of one.
    name: 'consent panel',
    selector: '[data-consent-banner] button',
    viewport: {width: 390, height: 844},
    state: (page) =>
      page.evaluate((key) => {
        const stored = localStorage.getItem(key);
        const panel = document.querySelector('[data-consent-banner]');
        return `stored: ${stored ? (JSON.parse(stored) as {analytics?: string}).analytics : 'none'}, panel ${panel && panel.getClientRects().length ? 'shown' : 'hidden'}`;
      }, CONSENT_STORAGE_KEY),
    part: 'consent',
    firstVisit: true,
  },
];

const HYDRATED = 'html[data-has-hydrated="true"]:not([data-hydration-pending])';

async function openPage(browser: Browser, control: Control, throttle: boolean): Promise<{page: Page; paint: Promise<{x: number; y: number; visible: boolean; disabled?: boolean}>; close: () => Promise<void>; errors: string[]}> {
  const context = await browser.newContext({baseURL: test.info().project.use.baseURL, viewport: control.viewport});
  if (!control.firstVisit)
    await context.addInitScript(
      ({key}) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({v: 1, analytics: 'denied', at: new Date().toISOString()}));
      },
      {key: CONSENT_STORAGE_KEY},
    );
  // The page's own clock: when the first trusted tap came and when the page went live; and, at
  // the first contentful paint, where the control is, reported at once through a binding (polling
  // from here would add hundreds of milliseconds at 4× CPU).
  let painted: (rect: {x: number; y: number; visible: boolean}) => void = () => undefined;
  const paint = new Promise<{x: number; y: number; visible: boolean}>((resolve) => {
    painted = resolve;
  });
  await context.exposeBinding('__painted', (_source, rect: {x: number; y: number; visible: boolean}) => painted(rect));
  await context.addInitScript(({selector, part}) => {
    const marks = {tap: -1, live: -1, part: -1};
    (window as unknown as {__tapMarks: typeof marks}).__tapMarks = marks;
    window.addEventListener('pointerdown', (event) => {
      if (event.isTrusted && marks.tap < 0) marks.tap = event.timeStamp;
    }, true);
    new MutationObserver((_, observer) => {
      const root = document.documentElement;
      if (marks.part < 0 && root.getAttribute('data-has-hydrated') === 'true' && ` ${root.getAttribute('data-parts-live') ?? ''} `.includes(` ${part} `)) marks.part = performance.now();
      if (root.getAttribute('data-has-hydrated') !== 'true' || root.hasAttribute('data-hydration-pending')) return;
      marks.live = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated', 'data-hydration-pending', 'data-parts-live']});
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      const r = document.querySelector(selector)?.getBoundingClientRect();
      const el = document.querySelector(selector);
      (window as unknown as {__painted: (rect: object) => void}).__painted({x: r ? r.x + r.width / 2 : 0, y: r ? r.y + r.height / 2 : 0, visible: Boolean(r && r.width > 0 && r.height > 0), disabled: el instanceof HTMLButtonElement && el.disabled});
    }).observe({type: 'paint', buffered: true});
  }, {selector: control.selector, part: control.part});
  // TAPS_WITHOUT_REPLAY=1: the pages without the tap keeper, to see the test fail as it should.
  if (process.env.TAPS_WITHOUT_REPLAY) {
    await context.route(
      (url) => !/\.[a-z0-9]+$/i.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        // The build minifies inline scripts: find the keeper by what it listens to.
        const keeper = /<script>(?:(?!<\/script>)[\s\S])*?pointerup(?:(?!<\/script>)[\s\S])*?<\/script>/;
        if (!keeper.test(html)) throw new Error('the page has no tap keeper to remove');
        await route.fulfill({response, body: html.replace(keeper, '')});
      },
    );
  }
  const page = await context.newPage();
  const problems = {errors: [] as string[], blocked: [] as string[]};
  await watchPage(page, problems);
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return {page, paint, close: () => context.close(), errors: problems.errors};
}

/** The state after one tap and after two, on a live page. */
async function reference(browser: Browser, control: Control): Promise<{initial: string; once: string; twice: string}> {
  const {page, close} = await openPage(browser, control, false);
  await page.goto(PATH);
  await page.locator(HYDRATED).waitFor({state: 'attached'});
  const button = page.locator(control.selector).first();
  const initial = await control.state(page);
  // A reader's tap (trusted pointer events): on Preact the navbar and the doc sidebar wait for the
  // reader (src/components/HydrationGate `wake`), so the first tap also wakes the control's part;
  // the tap keeper holds the tap meanwhile (the colour toggle it applies itself).
  await button.click();
  await page.waitForTimeout(300);
  const once = await control.state(page);
  // The second tap as a script's click on the control if it is still there (the consent panel closes).
  await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), control.selector);
  await page.waitForTimeout(300);
  const twice = await control.state(page);
  await close();
  return {initial, once, twice};
}

test.describe('taps before the page is live are neither lost nor doubled', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  for (const control of CONTROLS) {
    test(`${control.name}: tapped at first paint + ${OFFSETS_MS.join(', ')} ms at 4× CPU on slow 4G`, async ({browser}) => {
      test.setTimeout(OFFSETS_MS.length * 60_000 + 30_000);
      const expected = await reference(browser, control);
      expect(expected.once, `${control.name}: one tap changes the state`).not.toBe(expected.initial);
      const rows: string[] = [];
      let earlyTaps = 0;
      for (const offset of OFFSETS_MS) {
        const {page, paint, close, errors} = await openPage(browser, control, true);
        await page.goto(PATH, {waitUntil: 'commit'});
        const box = await paint;
        const painted = Date.now();
        expect(box.visible, `${control.name}: on screen at first paint`).toBe(true);
        const wait = painted + offset - Date.now();
        if (wait > 0) await page.waitForTimeout(wait);
        await page.mouse.click(box.x, box.y);
        await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 60_000});
        // A kept tap on a control that is still disabled waits for it (tapReplay.ts: up to 5 s).
        await expect.poll(() => control.state(page), {timeout: 6_000}).not.toBe(expected.initial).catch(() => undefined);
        await page.waitForTimeout(500);
        const after = await control.state(page);
        const {tap, live, part, paintAt} = await page.evaluate(() => {
          const marks = (window as unknown as {__tapMarks: {tap: number; live: number; part: number}}).__tapMarks;
          return {...marks, paintAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime};
        });
        const early = tap >= 0 && (live < 0 || tap < live);
        if (early) earlyTaps++;
        rows.push(`${control.name} +${offset} ms: tapped ${Math.round(tap - paintAt)} ms after first paint, its part live at ${part < 0 ? '-' : Math.round(part - paintAt)} ms, page live at ${Math.round(live - paintAt)} ms (${early ? 'tap before the page was live' : 'page already live'}): ${after}`);
        expect.soft(after, `${control.name} tapped at first paint + ${offset} ms: ${after === expected.initial ? 'tap lost' : after === expected.twice ? 'tap applied twice' : 'unexpected state'}`).toBe(expected.once);
        expect.soft(errors, `${control.name} +${offset} ms: console errors`).toEqual([]);
        await close();
      }
      console.log(rows.join('\n'));
      // The test means something only if taps came before the page was live.
      expect(earlyTaps, `${control.name}: taps that came before the page was live`).toBeGreaterThan(0);
      test.info().annotations.push({type: 'taps', description: rows.join('\n')});
    });
  }
});

test.describe('the colour toggle works without the app', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  test('enabled at first paint; Tab + Enter/Space before the app flip it once each; the app takes over the same cycle; a reload keeps the choice', async ({browser}) => {
    test.setTimeout(300_000);
    const control = CONTROLS.find((c) => c.name === 'colour toggle')!;
    /** One page load: Tab to the toggle at first paint, then Enter, Space, Enter, each flipping it once. */
    async function keysAtFirstPaint() {
      const opened = await openPage(browser, control, true);
      const {page, paint} = opened;
      const toggle = page.locator(control.selector).first();
      // Whether the navbar was live when each key reached the page, taken in the page (a round trip
      // from here waits for the busy main thread).
      await page.addInitScript(() => {
        const keys: string[] = [];
        (window as unknown as {__keys: string[]}).__keys = keys;
        window.addEventListener('keydown', (event) => {
          const root = document.documentElement;
          const listed = (attribute: string) => ` ${root.getAttribute(attribute) ?? ''} `.includes(' navbar ');
          const live = root.getAttribute('data-has-hydrated') === 'true' && (listed('data-parts-live') || (!listed('data-parts-waiting') && !root.hasAttribute('data-hydration-pending')));
          if (event.key !== 'Tab') keys.push(`${event.key === ' ' ? 'Space' : event.key} ${live ? 'after' : 'before'} the navbar was live`);
        }, true);
      });
      await page.goto(PATH, {waitUntil: 'commit'});
      const painted = await paint;
      // The navbar is live as the tap keeper decides it: its gate in data-parts-live (Preact), or the
      // whole page hydrated when the navbar does not wait (CLIENT_RUNTIME=react).
      const live = () =>
        page.evaluate(() => {
          const root = document.documentElement;
          const listed = (attribute: string) => ` ${root.getAttribute(attribute) ?? ''} `.includes(' navbar ');
          return root.getAttribute('data-has-hydrated') === 'true' && (listed('data-parts-live') || (!listed('data-parts-waiting') && !root.hasAttribute('data-hydration-pending')));
        });
      expect(painted.disabled, 'the toggle is enabled at first paint').toBe(false);
      // Tab to the toggle, as a keyboard reader does (focus in the navbar also wakes it): from the
      // focusable element before it, so that the keys come before the app at 4× CPU.
      await toggle.evaluate((button) => {
        const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')).filter((el) => el.getClientRects().length > 0);
        focusable[focusable.indexOf(button as HTMLElement) - 1]?.focus();
      });
      await page.keyboard.press('Tab');
      const states: string[] = [];
      for (const [key, expected] of [['Enter', 'dark dark dark'], ['Space', 'light light light'], ['Enter', 'dark dark dark']] as const) {
        await page.keyboard.press(key);
        await expect(toggle).toBeFocused();
        await expect.poll(() => colourState(page), {timeout: 5_000}).toBe(expected);
        states.push(expected);
      }
      const keys = await page.evaluate(() => (window as unknown as {__keys: string[]}).__keys);
      console.log(keys.map((key, i) => `${key}: ${states[i]}`).join('\n'));
      expect(keys, 'each key reached the page once').toHaveLength(3);
      return {...opened, toggle, live, keys};
    }
    // A loaded machine can delay the keys past the app: the test means something only if a key
    // came before the navbar was live, so up to three page loads.
    let run = await keysAtFirstPaint();
    for (let attempt = 1; attempt < 3 && !run.keys.some((key) => key.includes('before')); attempt++) {
      await run.close();
      run = await keysAtFirstPaint();
    }
    expect(run.keys.some((key) => key.includes('before')), 'a key came before the navbar was live (else the test shows nothing)').toBe(true);
    const {page, toggle, live, close, errors} = run;
    // The app arrives: no flip back, its label states the choice.
    await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 60_000});
    await expect.poll(live, {timeout: 10_000}).toBe(true);
    await page.waitForTimeout(500);
    expect(await colourState(page)).toBe('dark dark dark');
    await expect(toggle).toHaveAttribute('aria-label', 'Switch between dark and light mode (currently dark mode)');
    // The app's toggle continues the same cycle, once per key.
    await page.keyboard.press('Enter');
    await expect.poll(() => colourState(page)).toBe('light light light');
    await expect(toggle).toHaveAttribute('title', 'light mode');
    await page.keyboard.press('Enter');
    await expect.poll(() => colourState(page)).toBe('dark dark dark');
    // A reload keeps the choice, before and after the app.
    await page.reload({waitUntil: 'commit'});
    await expect.poll(() => colourState(page)).toBe('dark dark dark');
    await expect(toggle).toHaveAttribute('title', 'dark mode');
    await page.locator(HYDRATED).waitFor({state: 'attached', timeout: 60_000});
    await page.waitForTimeout(500);
    expect(await colourState(page)).toBe('dark dark dark');
    await expect(toggle).toHaveAttribute('title', 'dark mode');
    expect(errors).toEqual([]);
    await close();
  });
});
