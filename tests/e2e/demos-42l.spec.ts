/**
 * Issue 28 (u29c, u29d), task 42l: lost work across tabs, and the history the chat sends.
 * Z-8: two tabs of the Zohlar workspace each add a document; both are kept.
 * D-11: two tabs of Document Q&A each paste their own text; a reload of the first brings back its own
 * text and its answer, found again in that text.
 * Z-5 / S-5, Z-6, Z-7: what the Zohlar chat sends to the model (the OpenAI double records it).
 * S-10, S-9: Simple Chat's log follows to an error and its countdown, and is aria-busy while a reply streams.
 * Z-3: "Show the closest passages anyway" starts closed for each answer.
 */
import type {Page} from '@playwright/test';
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-42l-key-0001';
let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});

test('Z-8: documents added in two tabs of the Zohlar workspace are both kept', async ({page, context}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const other = await context.newPage();
  await other.goto('/demo-room/zohlar-showcase');
  await hydrated(other);
  // Both tabs have read what is kept (nothing yet): the note beside the list is there once the storage code has loaded.
  const add = async (tab: Page, title: string) => {
    await tab.getByLabel('Title of a document to add').fill(title);
    await tab.getByLabel('Its text').fill(`${title}: the text of a document added in this tab, with words to search.`);
    await tab.getByRole('button', {name: 'Add to the workspace'}).click();
    await expect(tab.getByRole('region', {name: 'Shared documents'}).getByRole('listitem').filter({hasText: title})).toBeVisible();
  };
  const stored = (tab: Page) => tab.evaluate(() => localStorage.getItem('cap-demo:zohlar-documents') ?? '');
  await add(page, 'Doc from tab A');
  await expect.poll(() => stored(page)).toContain('Doc from tab A');
  await add(other, 'Doc from tab B');
  await expect.poll(() => stored(page)).toContain('Doc from tab B');
  expect(await stored(page)).toContain('Doc from tab A');
  // Tab A shows tab B's document without a reload, and a reload keeps both.
  const list = page.getByRole('region', {name: 'Shared documents'});
  await expect(list.getByRole('listitem').filter({hasText: 'Doc from tab B'})).toBeVisible();
  await page.reload();
  await expect(list.getByRole('listitem').filter({hasText: 'Doc from tab A'})).toBeVisible();
  await expect(list.getByRole('listitem').filter({hasText: 'Doc from tab B'})).toBeVisible();
  await expect(list.getByText('Shared documents (5)')).toBeVisible();
  await other.close();
});

const HR = 'Leave policy. Paternity leave is four weeks, paid in full.\n\nParental leave can be taken within the first year.';
const MANUAL = 'AquaPure manual. Frost damage is not covered by the warranty.\n\nDescale the filter every three months.';

test('D-11: a second tab of Document Q&A keeps its own pasted text; the first tab gets its text and answer back', async ({page, context}) => {
  const paste = async (tab: Page, text: string, question: string, found: string) => {
    await tab.getByLabel('Paste text').check();
    await tab.getByLabel('Document text').fill(text);
    await tab.getByLabel('2. Your question').fill(question);
    await tab.getByRole('button', {name: 'Ask'}).click();
    await expect(tab.getByRole('list', {name: 'Top passages'})).toContainText(found);
  };
  await page.goto('/demo-room/document-qa');
  await paste(page, HR, 'How long is paternity leave?', 'four weeks');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:document-qa:session') ?? '')).toContain('paternity');
  const other = await context.newPage();
  await other.goto('/demo-room/document-qa');
  await hydrated(other);
  await paste(other, MANUAL, 'Is frost damage covered by warranty?', 'Frost damage');
  await expect.poll(() => other.evaluate(() => localStorage.getItem('cap-demo:document-qa') ?? '')).toContain('AquaPure');
  await page.reload();
  await expect(page.getByLabel('Document text')).toHaveValue(HR);
  await expect(page.getByLabel('2. Your question')).toHaveValue('How long is paternity leave?');
  await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('four weeks');
  await expect(page.getByRole('region', {name: 'Document Q&A demo'})).not.toContainText('Not found in the document');
  await other.close();
});

test('Z-5, Z-6, Z-7: the Zohlar chat sends only answered turns, without old [n] numbers, and names the workspace documents', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: 'A vice president approves it [1].'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  const log = chat.getByRole('log', {name: 'Conversation'});
  const say = async (message: string) => {
    await chat.getByLabel('Message').fill(message);
    await chat.getByLabel('Message').press('Enter');
  };
  await say('Who approves a business class flight?');
  await expect(log).toContainText('A vice president approves it');
  // The tester's refused question (u29d Z-5): no passage of the workspace matches, so no request.
  await say('How many days of parental leave do I get?');
  await expect(log).toContainText('so the model was not asked');
  expect(double.requests).toHaveLength(1);
  await say('Who approves a business class flight to Tokyo?');
  await expect.poll(() => double?.requests.length).toBe(2);
  const messages = double.requests[1].body.messages as Array<{role: string; content: string}>;
  expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(messages.map((m) => m.content).join('\n')).not.toContain('parental leave');
  expect(messages[2].content).toBe('A vice president approves it.');
  expect(messages[0].content).toContain('say that the workspace documents do not cover it.');
  expect(messages[0].content).not.toContain('guide');
  forgiveDouble(problems, double.baseURL);
});

test("S-10: the log follows to a 429 and its countdown; Retry now and Don't retry are in sight", async ({page, problems}) => {
  // The tester waited 5 s; 30 keeps the countdown on screen while the test measures, under any load.
  double = await startOpenAiDouble(() => ({fault: 'rate_limit', retryAfterSeconds: 30}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Message').fill('What is HNSW?');
  await page.getByLabel('Message').press('Enter');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expect(log.getByRole('timer')).toBeVisible();
  await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(2);
  await expect(page.getByRole('button', {name: 'Jump to latest'})).toHaveCount(0);
  const box = (await log.boundingBox())!;
  for (const name of ['Retry now', "Don't retry"]) {
    const button = (await log.getByRole('button', {name}).boundingBox())!;
    expect(button.y + button.height, name).toBeLessThanOrEqual(box.y + box.height);
  }
  forgiveDouble(problems, double.baseURL);
});

test('S-9: the conversation log is aria-busy while a reply streams, and not after', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: 'HNSW builds a layered graph of the vectors [1].'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await useModel(page.locator('article'), double.baseURL, KEY);
  // Hold the request until the log has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${double.baseURL}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Message').fill('How does HNSW trade recall for memory?');
  await page.getByLabel('Message').press('Enter');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expect(log).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(log).toContainText('layered graph');
  await expect(log).not.toHaveAttribute('aria-busy', 'true');
  forgiveDouble(problems, double.baseURL);
});

test('Z-3: “Show the closest passages anyway” starts closed for the next answer', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  const question = ask.getByLabel('Question about the workspace documents');
  await question.fill('How many weeks of parental leave do I get?');
  await ask.getByRole('button', {name: 'Ask'}).click();
  await expect(ask.getByText(/^No good match:/)).toBeVisible();
  await ask.getByText('Show the closest passages anyway').click();
  await expect(ask.getByRole('list', {name: 'Closest passages (weak matches)'})).toBeVisible();
  await question.fill('When must expense reports be submitted?');
  await ask.getByRole('button', {name: 'Ask'}).click();
  await expect(ask.getByText(/^No good match:.*reports/)).toBeVisible();
  await expect(ask.getByRole('list', {name: 'Closest passages (weak matches)'})).toBeHidden();
});
