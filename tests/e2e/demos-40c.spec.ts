/**
 * Issue 28 (u28s/u28v), task 40c. The model is the OpenAI double (tests/doubles/openai/server.ts),
 * which validates each request against the API's documented contract (./contract.ts) and answers
 * in the documented stream shapes.
 * - S-B4: Simple Chat and the Zohlar chat check the model's `[n]` citations the way Document Q&A
 *   does: the passages the reply was given are listed under it, a valid `[n]` links to its passage,
 *   one that names no passage is flagged in the text and named in a note.
 * - S-B5: Simple Chat's base URL and model name come back after a reload; the API key never does
 *   and is never stored.
 */
import type {Locator} from '@playwright/test';
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble, useModel, everythingStored} from './modelDouble';

const KEY = 'sk-test-40c-key-0001';
const REPLY = 'Retrieval finds the passages first [1], and the model answers from them [1, 9].';

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

/** The reply's citations: [1] links to the first listed passage, [9] is flagged and named. */
async function expectCheckedCitations(log: Locator): Promise<void> {
  await expect(log).toContainText('Retrieval finds the passages first');
  // The passages are folded under the reply (43c, D-6): the summary says how many; a citation opens them.
  const passages = log.getByRole('list', {name: 'Passages given to the model', includeHidden: true});
  await expect(passages.getByRole('listitem', {includeHidden: true}).first()).toBeAttached();
  const count = await passages.getByRole('listitem', {includeHidden: true}).count();
  await expect(log.getByText(`${count} ${count === 1 ? 'passage' : 'passages'} given to the model`).first()).toBeVisible();
  const link = log.getByRole('link', {name: '1', exact: true}).first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#.+1$/);
  await expect(passages.getByRole('listitem', {includeHidden: true}).first()).toHaveAttribute('id', href.slice(1));
  await expect(log).toContainText('[9: no such passage]');
  await expect(log).toContainText(`The answer cites [9], but only ${count} ${count === 1 ? 'passage was' : 'passages were'} retrieved`);
  await link.click();
  await expect(passages.getByRole('listitem').first()).toBeVisible();
  await expect(passages.getByRole('listitem').first()).toBeFocused();
}

test('S-B4 Simple Chat: the model’s [n] citations link to the passages it was given; one naming no passage is flagged', async ({page, problems}) => {
  double = await startOpenAiDouble([{content: REPLY}], {apiKey: KEY, cors: true});
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Message').fill('How does retrieval-augmented generation reduce hallucinations?');
  await page.getByLabel('Message').press('Enter');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expectCheckedCitations(log);
  // The passages and the check come back with the conversation after a reload.
  await page.reload();
  await expect(log.getByText(/\d+ passages? given to the model/)).toBeVisible();
  await expect(log.getByRole('list', {name: 'Passages given to the model', includeHidden: true})).toBeAttached();
  await expect(log).toContainText('[9: no such passage]');
  expect(await everythingStored(page)).not.toContain(KEY);
  forgiveDouble(problems, double.baseURL);
});

test('S-B4 Zohlar chat: the same citation check over the workspace documents', async ({page, problems}) => {
  double = await startOpenAiDouble([{content: REPLY}], {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  await page.getByRole('group', {name: 'Workspace tools'}).getByRole('button', {name: 'Chat'}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  await chat.getByLabel('Message').fill('Who approves a business class flight?');
  await chat.getByLabel('Message').press('Enter');
  await expectCheckedCitations(chat.getByRole('log', {name: 'Conversation'}));
  forgiveDouble(problems, double.baseURL);
});

test('S-B5 Simple Chat: base URL, model and timeout come back after a reload; the key does not and is never stored', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  const article = page.locator('article');
  await article.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await article.getByLabel('Base URL').fill('http://127.0.0.1:11434/v1');
  await article.getByLabel('Model', {exact: true}).fill('llama3.2');
  await article.getByLabel('API key').fill(KEY);
  await article.getByLabel('Timeout (seconds)').fill('45');
  await expect(article.getByRole('status').filter({hasText: 'Using llama3.2'})).toBeVisible();
  await page.reload();
  await expect(article.getByLabel('Use my own model (OpenAI-compatible endpoint)')).toBeChecked();
  await expect(article.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:11434/v1');
  await expect(article.getByLabel('Model', {exact: true})).toHaveValue('llama3.2');
  await expect(article.getByLabel('Timeout (seconds)')).toHaveValue('45');
  await expect(article.getByLabel('API key')).toHaveValue('');
  await expect(article.getByText('the API key is never kept, so type it again')).toBeVisible();
  expect(await everythingStored(page)).not.toContain(KEY);
  // Offline mode again: the kept settings go.
  await article.getByLabel('Use my own model (OpenAI-compatible endpoint)').uncheck();
  await page.reload();
  await expect(article.getByLabel('Use my own model (OpenAI-compatible endpoint)')).not.toBeChecked();
});
