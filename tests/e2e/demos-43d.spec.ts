/**
 * Issue 28 (u29h, u29j, u29k), task 43d: the model settings and Document Q&A details.
 * 1 (u29h S-3, u29k): Document Q&A and Zohlar keep the base URL, model and timeout over a reload, as
 *   Simple Chat does (never the key), and Document Q&A shows the model's answer it had, marked as
 *   brought back, without asking again.
 * 2 (u29j S-7, u29k Z-4): a bad timeout or base URL names the field, marks it invalid with the message
 *   tied to it, and the working model stays in use.
 * 3 (u29h S-4): a model reply "Not found in the document." does not get the clean-check heading ("grounded" until 49g); Stop keeps the partial.
 * 5 (D-10): an old load error goes when a new text loads.
 * The model is the OpenAI double (tests/doubles/openai/server.ts): Bearer authentication and the
 * request contract as the API documents them (see its header).
 */
import type {Page} from '@playwright/test';
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {CLEAN_CHECK} from '../../src/demos/kit/cleanCheck';
import {everythingStored, forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-43d-key-0001';
let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});
const demo = (page: Page) => page.getByRole('region', {name: 'Document Q&A demo'});

async function askDocumentQa(page: Page, question: string): Promise<void> {
  await page.getByLabel('2. Your question').fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
}

test('1: Document Q&A keeps the base URL, model and timeout over a reload (never the key) and shows the answer it had, marked, without asking again', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: 'A vice president approves it [1].'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/document-qa');
  await useModel(demo(page), double.baseURL, KEY);
  await demo(page).getByLabel('Timeout (seconds)').fill('45');
  await askDocumentQa(page, 'Who approves a business class flight?');
  await expect(demo(page)).toContainText('A vice president approves it');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:document-qa:session') ?? '')).toContain('vice president');
  await page.reload();
  await hydrated(page);
  await expect(demo(page).getByLabel('Use my own model (OpenAI-compatible endpoint)')).toBeChecked();
  await expect(demo(page).getByLabel('Base URL')).toHaveValue(double.baseURL);
  await expect(demo(page).getByLabel('Model', {exact: true})).toHaveValue('gpt-4.1-mini');
  await expect(demo(page).getByLabel('Timeout (seconds)')).toHaveValue('45');
  await expect(demo(page).getByLabel('API key')).toHaveValue('');
  await expect(demo(page)).toContainText('the API key is never kept');
  await expect(demo(page).getByRole('status').filter({hasText: 'Using gpt-4.1-mini'})).toBeVisible();
  await expect(demo(page)).toContainText('A vice president approves it');
  await expect(demo(page).getByText(/brought back from before the reload/)).toBeVisible();
  await expect(demo(page)).not.toContainText('No good match');
  expect(double.requests).toHaveLength(1);
  expect(await everythingStored(page)).not.toContain(KEY);
  forgiveDouble(problems, double.baseURL);
});

test('1: the Zohlar workspace keeps the base URL, model and timeout over a reload, never the key', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const settings = page.getByRole('region', {name: 'Model settings'});
  await useModel(settings, 'http://127.0.0.1:9/v1', KEY);
  await page.reload();
  await hydrated(page);
  await expect(settings.getByLabel('Use my own model (OpenAI-compatible endpoint)')).toBeChecked();
  await expect(settings.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:9/v1');
  await expect(settings.getByLabel('Model', {exact: true})).toHaveValue('gpt-4.1-mini');
  await expect(settings.getByLabel('API key')).toHaveValue('');
  await expect(settings).toContainText('the API key is never kept');
  expect(await everythingStored(page)).not.toContain(KEY);
  // Unticking the box forgets them.
  await settings.getByLabel('Use my own model (OpenAI-compatible endpoint)').uncheck();
  await page.reload();
  await hydrated(page);
  await expect(settings.getByLabel('Use my own model (OpenAI-compatible endpoint)')).not.toBeChecked();
});

for (const [field, bad, says] of [
  ['Timeout (seconds)', '0', /timeout/i],
  ['Timeout (seconds)', '99999', /timeout/i],
  ['Base URL', 'localhost:4391/v1', /http:\/\/ or https:\/\//],
  ['Base URL', 'ftp://127.0.0.1:4391/v1', /http:\/\/ or https:\/\//],
] as const) {
  test(`2: ${field} “${bad}” is marked invalid with its message, and the working model stays in use`, async ({page, problems}) => {
    double = await startOpenAiDouble(() => ({content: 'A vice president approves it [1].'}), {apiKey: KEY, cors: true});
    await page.goto('/demo-room/document-qa');
    await useModel(demo(page), double.baseURL, KEY);
    const input = demo(page).getByLabel(field, {exact: true});
    await input.fill(bad);
    await demo(page).getByRole('button', {name: 'Use this model'}).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(says);
    const status = demo(page).getByRole('status').filter({hasText: 'Still using gpt-4.1-mini'});
    await expect(status).toContainText(field === 'Base URL' ? 'the base URL was not changed' : 'the timeout was not changed');
    await expect(demo(page)).not.toContainText('until a base URL and a model name are filled in');
    await askDocumentQa(page, 'Who approves a business class flight?');
    await expect(demo(page)).toContainText('A vice president approves it');
    expect(double.requests).toHaveLength(1);
    forgiveDouble(problems, double.baseURL);
  });
}

test('3: a model reply “Not found in the document.” does not get the clean-check heading', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: 'Not found in the document.'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/document-qa');
  await useModel(demo(page), double.baseURL, KEY);
  await askDocumentQa(page, 'Who approves a business class flight?');
  await expect(demo(page).getByText('gpt-4.1-mini found no answer in the passages below').first()).toBeVisible();
  await expect(demo(page)).not.toContainText(CLEAN_CHECK);
  forgiveDouble(problems, double.baseURL);
});

test('3: Stop ends a Document Q&A answer mid-request and says so', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: 'A vice president approves it [1].'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/document-qa');
  await useModel(demo(page), double.baseURL, KEY);
  await page.route(`${double.baseURL}/**`, () => {
    // Never answered: the request hangs until the reader stops it.
  });
  await askDocumentQa(page, 'Who approves a business class flight?');
  await demo(page).getByRole('button', {name: 'Stop'}).click();
  // s54 e-dq: a Stop before any token says that nothing had arrived.
  await expect(demo(page)).toContainText('Stopped before the model answered: nothing had arrived.');
  await expect(demo(page).getByRole('button', {name: 'Ask', exact: true})).toBeEnabled();
  forgiveDouble(problems, double.baseURL);
});

test('5: an old load error goes once a new text loads', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await hydrated(page);
  await page.getByLabel('Paste text').check();
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(demo(page).getByRole('alert').filter({hasText: /empty/i})).toBeVisible();
  await page.getByLabel('Document text').fill('Leave policy. Paternity leave is four weeks, paid in full.\n\nParental leave can be taken within the first year.');
  await askDocumentQa(page, 'How long is paternity leave?');
  await expect(demo(page).getByRole('list', {name: 'Top passages'})).toContainText('four weeks');
  await expect(demo(page).getByRole('status').filter({hasText: /^Ready/})).toBeVisible();
  await expect(demo(page).getByRole('alert').filter({hasText: /empty/i})).toHaveCount(0);
});
