/**
 * Issue 28, fresh user test: what no test covered yet in the demos that call a model endpoint
 * (Document Q&A, Simple Chat, Zohlar's Ask, the Virtual Workplace Assistant's model summary), plus
 * keyboard use of the Universal API Assistant (no model) and the use-case matrix's import of a JSON
 * file of the wrong kind.
 *
 * - Keyboard only: Tab and Shift-Tab reach every control of the demo in both directions, each
 *   shows a visible focus indicator, focus leaves the demo at its end (no trap), and Space / Enter
 *   operate the controls.
 * - A 401 and a 500 from the endpoint: the OpenAI double (tests/doubles/openai/server.ts) with
 *   `cors: true` answers like api.openai.com, with the documented error bodies ("401 - Invalid
 *   Authentication", "500 - The server had an error while processing your request",
 *   https://developers.openai.com/api/docs/guides/error-codes).
 * - Switching to another browser tab and back, during a stream and after it: nothing is lost.
 */
import type {Locator, Page} from '@playwright/test';
import {startOpenAiDouble, type OpenAiDouble, type Script} from '../doubles/openai/server';
import {test, expect, type PageProblems} from './fixtures';

const RIGHT_KEY = 'sk-test-right-key-0001';
const WRONG_KEY = 'sk-test-wrong-key-9999';

type Demo = {
  name: string;
  path: string;
  /** Where the question (or transcript) and the button are. */
  scope: (page: Page) => Locator;
  input: string;
  /** What the reader typed; it must survive every failure. */
  text: string;
  /** A chat keeps a sent message in its conversation (with Retry), not in the box. */
  keptInLog?: boolean;
  /** Sends the request with the keyboard: this control gets focus, then this key is pressed. */
  send: [control: (page: Page) => Locator, key: 'Enter' | 'Space'];
};

async function submit(page: Page, demo: Demo): Promise<void> {
  await demo.send[0](page).focus();
  await page.keyboard.press(demo.send[1]);
}

const DEMOS: Demo[] = [
  {
    name: 'Document Q&A',
    path: '/demo-room/document-qa',
    scope: (page) => page.locator('article'),
    input: '2. Your question',
    text: 'Who approves a business class flight?',
    send: [(page) => page.getByLabel('2. Your question'), 'Enter'],
  },
  {
    name: 'Simple Chat',
    path: '/demo-room/simple-chat',
    scope: (page) => page.locator('article'),
    input: 'Message',
    text: 'What is retrieval-augmented generation?',
    keptInLog: true,
    send: [(page) => page.getByLabel('Message'), 'Enter'],
  },
  {
    name: "Zohlar's Ask",
    path: '/demo-room/zohlar-showcase',
    scope: (page) => page.getByRole('region', {name: 'Ask the documents'}),
    input: 'Question about the workspace documents',
    text: 'Who approves a business class flight?',
    send: [(page) => page.getByRole('region', {name: 'Ask the documents'}).getByRole('button', {name: 'Ask', exact: true}), 'Space'],
  },
  {
    name: 'Virtual Workplace Assistant',
    path: '/demo-room/virtual-workplace-assistant',
    scope: (page) => page.locator('article'),
    input: 'Meeting title',
    text: 'Pricing review with the keyboard',
    send: [(page) => page.getByRole('button', {name: 'Generate abstractive summary'}), 'Enter'],
  },
];

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

/** What the reader typed is still there: in the box, or for a chat in the conversation. */
async function expectKept(page: Page, demo: Demo): Promise<void> {
  if (demo.keptInLog) await expect(page.getByRole('log', {name: 'Conversation'})).toContainText(demo.text);
  else await expect(page.getByLabel(demo.input)).toHaveValue(demo.text);
}

/** Asks again after a failure: the demo's Retry button where it has one, else the same keys as before. */
async function again(page: Page, demo: Demo): Promise<void> {
  const retry = demo.scope(page).getByRole('button', {name: /^(Retry|Try again)/});
  if ((await retry.count()) > 0) {
    await retry.first().focus();
    await page.keyboard.press('Enter');
  } else await submit(page, demo);
}

async function start(script: Script, eventDelayMs = 0): Promise<OpenAiDouble> {
  double = await startOpenAiDouble(script, {apiKey: RIGHT_KEY, cors: true, eventDelayMs});
  return double;
}

/** Fills the model settings with the keyboard: Space ticks the box, typing fills the fields. */
async function useModel(page: Page, base: string, key: string): Promise<void> {
  const box = page.locator('article').getByLabel('Use my own model (OpenAI-compatible endpoint)');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.locator('article').getByLabel('Base URL').fill(base);
  await page.locator('article').getByLabel('Model', {exact: true}).fill('gpt-4.1-mini');
  await page.locator('article').getByLabel('API key').fill(key);
  await expect(page.locator('article').getByRole('status').filter({hasText: 'Using gpt-4.1-mini'})).toBeVisible();
}

/** Errors the browser logs for the refused requests under test. */
function forgiveDouble(problems: PageProblems, base: string): void {
  const port = new URL(base).port;
  const keep = problems.errors.filter((e) => !e.includes(`127.0.0.1:${port}`) && !/status of (401|500)/.test(e));
  problems.errors.splice(0, problems.errors.length, ...keep);
}

/** Everything the page could have kept: localStorage, sessionStorage, cookies. */
async function stored(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all: string[] = [document.cookie];
    for (const s of [localStorage, sessionStorage]) for (let i = 0; i < s.length; i++) all.push(`${s.key(i)}=${s.getItem(s.key(i) ?? '')}`);
    return all.join('\n');
  });
}

/** Simulates the reader switching to another tab and coming back. */
async function awayAndBack(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('about:blank');
  await other.bringToFront();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
    Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new PageTransitionEvent('pagehide', {persisted: true}));
  });
  await page.waitForTimeout(300);
  await page.bringToFront();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'visible'});
    Object.defineProperty(document, 'hidden', {configurable: true, get: () => false});
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}));
    window.dispatchEvent(new Event('focus'));
  });
  await other.close();
}

for (const demo of DEMOS) {
  test.describe(demo.name, () => {
    test('a 401 names the key as the problem, keeps what was typed and stores no key', async ({page, problems}) => {
      const mock = await start([{content: 'A vice president approves it [1].'}]);
      await page.goto(demo.path);
      await useModel(page, mock.baseURL, WRONG_KEY);
      await page.getByLabel(demo.input).fill(demo.text);
      await submit(page, demo);
      const alert = demo.scope(page).getByRole('alert').filter({hasText: '401'});
      await expect(alert).toContainText('refused the key');
      await expect(alert).toContainText('API key');
      await expectKept(page, demo);
      expect(mock.requests).toHaveLength(0);
      expect(await stored(page)).not.toContain(WRONG_KEY);
      // The corrected key works on the next try, with nothing retyped but the key.
      await page.locator('article').getByLabel('API key').fill(RIGHT_KEY);
      await again(page, demo);
      await expect(demo.scope(page).getByText('A vice president approves it [1]')).toBeVisible();
      expect(await stored(page)).not.toContain(RIGHT_KEY);
      forgiveDouble(problems, mock.baseURL);
    });

    test('a 500 is reported clearly, keeps what was typed, and a retry works', async ({page, problems}) => {
      const mock = await start([{fault: 'server_error', status: 500}, {content: 'A vice president approves it [1].'}]);
      await page.goto(demo.path);
      await useModel(page, mock.baseURL, RIGHT_KEY);
      await page.getByLabel(demo.input).fill(demo.text);
      await submit(page, demo);
      await expect(demo.scope(page).getByRole('alert').filter({hasText: 'server error (500)'})).toBeVisible();
      await expectKept(page, demo);
      await again(page, demo);
      await expect(demo.scope(page).getByText('A vice president approves it [1]')).toBeVisible();
      expect(mock.requests).toHaveLength(2);
      forgiveDouble(problems, mock.baseURL);
    });

    test('switching to another tab mid-stream and after keeps the answer and what was typed', async ({page, problems}) => {
      const long = 'A vice president approves it [1]. ' + 'The travel policy says so in its section on flights. '.repeat(6);
      const mock = await start([{content: long}], 40);
      await page.goto(demo.path);
      await useModel(page, mock.baseURL, RIGHT_KEY);
      await page.getByLabel(demo.input).fill(demo.text);
      await submit(page, demo);
      await expect(demo.scope(page).getByText('A vice president', {exact: false}).first()).toBeVisible();
      await awayAndBack(page);
      await expect(demo.scope(page).getByText('section on flights.', {exact: false}).last()).toBeVisible({timeout: 15_000});
      await awayAndBack(page);
      await expect(demo.scope(page).getByText('A vice president approves it').first()).toBeVisible();
      await expect(page.locator('article').getByLabel('Base URL')).toHaveValue(mock.baseURL);
      await expect(page.locator('article').getByLabel('API key')).toHaveValue(RIGHT_KEY);
      await expectKept(page, demo);
      forgiveDouble(problems, mock.baseURL);
    });
  });
}

/** The controls a keyboard user must be able to reach inside `root`, in document order. */
async function controlsIn(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    let n = 0;
    return [...el.querySelectorAll<HTMLElement>(selector)]
      .filter((c) => {
        const box = c.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(c).visibility !== 'hidden';
        // A visually hidden file input is reached through its visible label or button; a radio group is one stop.
        return visible && c.tabIndex >= 0 && !(c instanceof HTMLInputElement && c.type === 'radio' && !c.checked);
      })
      .map((c) => {
        c.dataset.kbd = c.dataset.kbd ?? `k${n++}-${Math.random().toString(36).slice(2, 7)}`;
        return c.dataset.kbd;
      });
  });
}

type Stop = {id: string | null; inside: boolean; indicator: boolean; tag: string};

async function focused(page: Page, rootSelector: string): Promise<Stop> {
  return page.evaluate((sel) => {
    const a = document.activeElement as HTMLElement | null;
    const root = document.querySelector(sel);
    if (!a || a === document.body) return {id: null, inside: false, indicator: false, tag: 'body'};
    const style = getComputedStyle(a);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {id: a.dataset.kbd ?? null, inside: Boolean(root?.contains(a)), indicator: outline || shadow, tag: `${a.tagName.toLowerCase()} ${a.getAttribute('aria-label') ?? a.textContent?.trim().slice(0, 30) ?? ''}`};
  }, rootSelector);
}

/** Tabs (or Shift-Tabs) from just outside the demo until focus leaves it; returns the stops inside. */
async function walk(page: Page, rootSelector: string, backwards: boolean): Promise<Stop[]> {
  const root = page.locator(rootSelector).first();
  // Start from a marker placed just before (or after) the demo, outside it.
  await root.evaluate((el, back) => {
    document.getElementById('kbd-start')?.remove();
    const start = document.createElement('span');
    start.id = 'kbd-start';
    start.tabIndex = 0;
    start.textContent = 'start';
    if (back) el.after(start);
    else el.before(start);
    start.focus();
  }, backwards);
  const stops: Stop[] = [];
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page, rootSelector);
    if (!stop.inside) break;
    stops.push(stop);
  }
  return stops;
}

const KEYBOARD: Array<{name: string; path: string; root: string; prepare?: (page: Page) => Promise<void>}> = [
  {name: 'Document Q&A', path: '/demo-room/document-qa', root: 'section[aria-label="Document Q&A demo"]'},
  {name: 'Simple Chat', path: '/demo-room/simple-chat', root: 'section[aria-label="Simple Chat demo"]'},
  {name: 'Zohlar', path: '/demo-room/zohlar-showcase', root: 'article .theme-doc-markdown'},
  {name: 'Virtual Workplace Assistant', path: '/demo-room/virtual-workplace-assistant', root: 'article .theme-doc-markdown'},
  {name: 'Universal API Assistant', path: '/demo-room/universal-api-assistant', root: 'article .theme-doc-markdown'},
];

for (const demo of KEYBOARD) {
  test(`${demo.name}: Tab and Shift-Tab reach every control with a visible focus indicator, and focus leaves at the end`, async ({page}) => {
    await page.goto(demo.path);
    const box = page.locator('article').getByLabel('Use my own model (OpenAI-compatible endpoint)');
    if ((await box.count()) > 0) {
      // Space operates the checkbox; the model fields then join the tab order.
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    const root = page.locator(demo.root).first();
    const controls = await controlsIn(root);
    expect(controls.length).toBeGreaterThan(3);
    const forward = await walk(page, demo.root, false);
    const backward = await walk(page, demo.root, true);
    const missing = (stops: Stop[]) => controls.filter((c) => !stops.some((s) => s.id === c));
    expect(missing(forward), 'controls Tab never reaches').toEqual([]);
    expect(missing(backward), 'controls Shift-Tab never reaches').toEqual([]);
    expect(forward.filter((s) => !s.indicator).map((s) => s.tag), 'stops without a visible focus indicator').toEqual([]);
    // No trap: both walks ended outside the demo, having passed each control once.
    expect(forward.length).toBeLessThan(300);
    expect(backward.length).toBeLessThan(300);
  });
}

test.describe('use-case matrix: a JSON file of the wrong kind', () => {
  const MATRIX = '/action-plan/ws3-implementation/use-cases';
  const wrong: Array<[string, string]> = [
    ['package.json', JSON.stringify({name: 'my-app', version: '1.0.0', dependencies: {react: '^19.0.0'}}, null, 2)],
    ['names.json', JSON.stringify(['Invoice triage', 'Contract review', 'Meeting notes'])],
  ];
  for (const [name, text] of wrong) {
    test(`${name} gets a reader's message saying what the file should be, and nothing changes`, async ({page}) => {
      await page.goto(MATRIX);
      await page.getByLabel('Use case name').fill('My own entry');
      await page.getByRole('button', {name: 'Add use case'}).click();
      const tool = page.getByRole('region', {name: 'Prioritization matrix'});
      await expect(tool.getByRole('status')).toContainText('Added “My own entry”');
      const before = await page.evaluate(() => localStorage.getItem('genai-enterprise:use-case-matrix:v2'));
      await page.getByLabel('When importing').selectOption('replace');
      await page.getByLabel('Import a CSV or JSON file').setInputFiles({name, mimeType: 'application/json', buffer: Buffer.from(text)});
      const alert = page.getByRole('alert').filter({hasText: 'Import refused'});
      await expect(alert).toContainText(`${name} is not a use-case matrix file`);
      await expect(alert).toContainText('Export JSON');
      await expect(alert).toContainText('Nothing was changed');
      // No developer notation: no JSON paths, no "expected … found undefined".
      await expect(alert).not.toContainText('$');
      await expect(alert).not.toContainText('undefined');
      expect(await page.evaluate(() => localStorage.getItem('genai-enterprise:use-case-matrix:v2'))).toBe(before);
      await page.reload();
      await expect(page.getByRole('table', {name: /Ranked use cases \(1\)/})).toContainText('My own entry');
    });
  }
});
