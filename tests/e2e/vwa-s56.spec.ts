/**
 * s56, tester u-vwa F8 and F9 (lost work) in the browser; the unit tests are tests/unit/demos/vwa-s56-*.
 * F8: a reload a few milliseconds after the last keystroke kept the typed transcript in this tab's session storage but the
 * sample under the reader's title in local storage, and the tab never saved again. The race depends on timing in a real
 * browser (the tester hit it 3 times in about 40 runs; this spec, which reloads in the microtask after the page renders
 * the last keystroke, did not hit it on the build before the fix): the certain reproduction is the unit test on Preact,
 * tests/unit/demos/vwa-s56-reload-race.test.tsx. Here the outcome is checked in the browser: both stores, the boxes and
 * a new tab agree after such a reload.
 * F9: the model summary, the panel switched on, the base URL and the model name were gone after a reload. The endpoint is
 * faked with page.route, as in demos-vwa-43v.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {box, hydrated, VWA_KEY, VWA_PAGE as PAGE} from './vwa';

const TEXT = 'Kofi Mensah: Budget notes. I will call the landlord on Monday.';
const stores = (page: Page) =>
  page.evaluate((key) => {
    const data = (raw: string | null) => (raw ? (JSON.parse(raw) as {data: unknown}).data : null);
    return {shared: data(localStorage.getItem(key)), tab: data(sessionStorage.getItem(`${key}:tab`))};
  }, VWA_KEY);

test('F8: a reload right after the last keystroke keeps the title and transcript together, in both stores', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await page.getByLabel('Meeting title').fill('Budget review');
  // The title alone is saved over the sample transcript, as when the reader pauses before typing.
  await expect.poll(async () => JSON.stringify((await stores(page)).shared)).toContain('Budget review');
  await box(page).fill(TEXT.slice(0, -1));
  await page.waitForTimeout(50);
  await page.evaluate((text) => {
    const area = document.querySelector<HTMLTextAreaElement>('textarea[id$="-t"]')!;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
    area.dispatchEvent(new Event('input', {bubbles: true}));
    // The render runs in a microtask; the reload is queued behind it, before the next frame.
    void Promise.resolve().then(() => location.reload());
  }, TEXT);
  await page.waitForLoadState('load');
  await hydrated(page);
  await expect(box(page)).toHaveValue(TEXT);
  await expect(page.getByLabel('Meeting title')).toHaveValue('Budget review');
  expect(await stores(page)).toEqual({shared: {title: 'Budget review', transcript: TEXT}, tab: {title: 'Budget review', transcript: TEXT}});
  await expect(page.getByText('Another tab of this page saved')).toHaveCount(0);
  // A new tab opens with the same title and transcript.
  const other = await page.context().newPage();
  await other.goto(PAGE);
  await hydrated(other);
  await expect(box(other)).toHaveValue(TEXT);
  await expect(other.getByLabel('Meeting title')).toHaveValue('Budget review');
});

const FAKE_BASE = 'http://127.0.0.1:4110/fake-llm/v1';
const KEY_TEXT = 'sk-test-s56-not-a-real-key';
const sse = (...pieces: string[]) => pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';
const everything = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].map((s) => [...Array(s.length).keys()].map((i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`).join('\n')).join('\n'));

test('F9: the model summary and the base URL and model come back after a reload and in a new tab; the key never', async ({page}) => {
  await page.context().route(`${FAKE_BASE}/chat/completions`, (route) =>
    route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('Kofi calls the landlord ', 'on Monday.')}),
  );
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(TEXT);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  const panel = page.locator('article');
  await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await panel.getByLabel('Base URL').fill(FAKE_BASE);
  await panel.getByLabel('Model', {exact: true}).fill('fake-model');
  await panel.getByLabel('API key').fill(KEY_TEXT);
  await panel.getByRole('button', {name: 'Use this model'}).click();
  await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
  const summary = (p: Page) => p.getByRole('region', {name: 'Abstractive summary (model)'});
  await expect(summary(page)).toContainText('Kofi calls the landlord on Monday.');
  await expect.poll(() => everything(page)).toContain('Kofi calls the landlord on Monday.');
  expect(await everything(page)).not.toContain(KEY_TEXT);

  await page.reload();
  await hydrated(page);
  for (const p of [page, await page.context().newPage()]) {
    if (p !== page) {
      await p.goto(PAGE);
      await hydrated(p);
    }
    await expect(summary(p)).toContainText('Kofi calls the landlord on Monday.');
    await expect(p.locator('article').getByLabel('Base URL')).toHaveValue(FAKE_BASE);
    await expect(p.locator('article').getByLabel('Model', {exact: true})).toHaveValue('fake-model');
    await expect(p.locator('article').getByLabel('API key')).toHaveValue('');
    await expect(p.getByText(/^Out of date: this summary was written/)).toBeHidden();
    expect(await everything(p)).not.toContain(KEY_TEXT);
  }
  // An edit marks the kept summary out of date, also after a reload.
  await box(page).fill(`${TEXT}\nAma Owusu: Thanks.`);
  await expect(page.getByText(/^Out of date: this summary was written/)).toBeVisible();
  await page.waitForTimeout(500);
  await page.reload();
  await hydrated(page);
  await expect(summary(page)).toContainText('Kofi calls the landlord on Monday.');
  await expect(page.getByText(/^Out of date: this summary was written/)).toBeVisible();
});
