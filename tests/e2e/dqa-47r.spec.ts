/**
 * Issue 28, task 47r (tester u30w, /tmp/u30w/FINDINGS.md): Document Q&A keeps the reader's work and says what an answer is.
 * - F2: text replaced wholesale (typed over, or Ctrl+A and paste) and a reload lost the earlier text with no way back.
 * - F5: a reload while an answer streamed dropped the part that had arrived.
 * - F8: a partial answer (dropped stream, Stop) was still headed "grounded" (since 49g the clean-check
 *   heading, CLEAN_CHECK, is what a complete answer the check holds gets; a partial one never gets it).
 * - F10: emptying the box and reloading showed two competing offers to bring the text back.
 * With a model, the OpenAI double (tests/doubles/openai/server.ts) answers, checking each request against the API's contract;
 * its `drop_stream` fault ends the stream without `[DONE]`, as a dropped connection does.
 */
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {CLEAN_CHECK} from '../../src/demos/kit/cleanCheck';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-47r-key-0001';
const HANDBOOK = [
  'Riverside Makers handbook',
  '',
  'Tools. The tool librarian is Okonkwo Adebayo. Tools are lent for one week, and a second week can be asked for at the desk.',
  '',
  'Safety. The safety officer is Priya Raman. Goggles are required in the workshop at all times, also for visitors.',
].join('\n');
const REPLACEMENT = 'Short replacement text about parking. Parking costs 5 euros per day.';
// Worded unlike the passage, so waiting for it waits for the answer, not for the passage list.
const LONG_ANSWER = `Okonkwo Adebayo runs the tool library [1]. ${'Tools are lent for one week [1]. '.repeat(30)}`;
const ANSWER_START = 'Okonkwo Adebayo runs the tool library';

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

for (const how of ['fill', 'keyboard'] as const) {
  test(`F2: text replaced wholesale (${how === 'fill' ? 'pasted over' : 'Ctrl+A and typed over'}), used, reloaded: the earlier text can be brought back`, async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('Paste text').check();
    const box = page.getByLabel('Document text');
    await box.fill(HANDBOOK);
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
    if (how === 'fill') await box.fill(REPLACEMENT);
    else {
      await box.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(REPLACEMENT);
    }
    await page.getByRole('button', {name: 'Use this text'}).click();
    const back = page.getByRole('button', {name: 'Bring back the earlier text'});
    await expect(back).toBeVisible();
    await page.waitForTimeout(1500);
    await page.reload();
    await expect(box).toHaveValue(REPLACEMENT);
    await expect(back).toBeVisible();
    await back.click();
    await expect(box).toHaveValue(HANDBOOK);
    await page.getByLabel('2. Your question').fill('Who is the tool librarian?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('Okonkwo Adebayo');
    // The replacement is offered back in its turn.
    await back.click();
    await expect(box).toHaveValue(REPLACEMENT);
  });
}

test('F5: a reload while an answer streams keeps the part that arrived, marked as cut off by the reload, and asks nothing', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: LONG_ANSWER}), {apiKey: KEY, cors: true, eventDelayMs: 150});
  await page.goto('/demo-room/document-qa');
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(HANDBOOK);
  await page.getByLabel('2. Your question').fill('Who is the tool librarian?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByText(ANSWER_START, {exact: false}).first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Stop'})).toBeVisible();
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByText(/^Partial answer from gpt-4\.1-mini, cut off by the reload/)).toBeVisible();
  await expect(page.getByText(ANSWER_START, {exact: false}).first()).toBeVisible();
  await expect(page.locator('p', {hasText: /^Answer from /}).filter({hasText: CLEAN_CHECK})).toHaveCount(0); // the heading only: the page text quotes it
  expect(double.requests.length).toBe(1);
  forgiveDouble(problems, double.baseURL);
});

test('F8: a dropped stream keeps the partial answer, headed partial, never with the clean-check heading; after a reload too', async ({page, problems}) => {
  double = await startOpenAiDouble([{fault: 'drop_stream', afterChunks: 8, reply: {content: LONG_ANSWER}}], {apiKey: KEY, cors: true, eventDelayMs: 100});
  await page.goto('/demo-room/document-qa');
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(HANDBOOK);
  await page.getByLabel('2. Your question').fill('Who is the tool librarian?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByText(/The connection dropped after/)).toBeVisible();
  const heading = page.getByText(/^Partial answer from gpt-4\.1-mini, cut off when the request failed/);
  await expect(heading).toBeVisible();
  await expect(page.locator('p', {hasText: /^Answer from /}).filter({hasText: CLEAN_CHECK})).toHaveCount(0); // the heading only: the page text quotes it
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByText(/^Partial answer from gpt-4\.1-mini.*brought back from before the reload/)).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.locator('p', {hasText: /^Answer from /}).filter({hasText: CLEAN_CHECK})).toHaveCount(0); // the heading only: the page text quotes it
  forgiveDouble(problems, double.baseURL);
});

test('F8: Stop keeps the partial answer, headed as stopped, never with the clean-check heading', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: LONG_ANSWER}), {apiKey: KEY, cors: true, eventDelayMs: 150});
  await page.goto('/demo-room/document-qa');
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(HANDBOOK);
  await page.getByLabel('2. Your question').fill('Who is the tool librarian?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByText(ANSWER_START, {exact: false}).first()).toBeVisible();
  await page.getByRole('button', {name: 'Stop'}).click();
  await expect(page.getByText('Stopped. The partial answer is kept.').first()).toBeVisible();
  await expect(page.getByText(/^Partial answer from gpt-4\.1-mini, stopped before it ended/)).toBeVisible();
  await expect(page.locator('p', {hasText: /^Answer from /}).filter({hasText: CLEAN_CHECK})).toHaveCount(0); // the heading only: the page text quotes it
  forgiveDouble(problems, double.baseURL);
});

test('F10: emptying the box and reloading offers the text back once', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill(HANDBOOK);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
  await page.waitForTimeout(1000);
  await box.fill('');
  const emptied = page.getByRole('button', {name: 'Bring my text back'});
  await expect(emptied).toBeVisible();
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(emptied).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByText(/^Forgotten:/)).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Undo'})).toHaveCount(0);
  await emptied.click();
  await expect(box).toHaveValue(HANDBOOK);
});
