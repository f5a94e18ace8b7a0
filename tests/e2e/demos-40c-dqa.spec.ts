/**
 * Issue 28 (u28s/u28v), task 40c, S-A2: Document Q&A keeps the document source, the question and
 * the last answer in this tab's session storage, so Back and a reload bring them back.
 * With a model, the OpenAI double (tests/doubles/openai/server.ts) answers, validating each
 * request against the API's documented contract (./contract.ts).
 */
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble, useModel, everythingStored} from './modelDouble';

const KEY = 'sk-test-40c-key-0001';

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

test.describe('S-A2 Document Q&A keeps the source, the question and the answer', () => {
  test('offline: the guide, the question and its passages come back after Back and after a reload', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('This guide').check();
    await expect(page.getByText(/Ready: “This guide”/)).toBeVisible({timeout: 30_000});
    await page.getByLabel('2. Your question').fill('What is chunk overlap?');
    await page.getByRole('button', {name: 'Ask'}).click();
    const passages = page.getByRole('list', {name: 'Top passages'});
    await expect(passages.getByRole('listitem').first()).toBeVisible();
    const first = (await passages.getByRole('listitem').first().textContent()) ?? '';
    // Back: another page of the site, then the browser's Back button.
    await page.getByRole('link', {name: 'Simple Chat'}).first().click();
    await expect(page).toHaveURL(/simple-chat/);
    await page.goBack();
    await expect(page.getByLabel('This guide')).toBeChecked();
    await expect(page.getByLabel('2. Your question')).toHaveValue('What is chunk overlap?');
    await expect(passages.getByRole('listitem').first()).toHaveText(first, {timeout: 30_000});
    await page.reload();
    await expect(page.getByLabel('This guide')).toBeChecked();
    await expect(page.getByLabel('2. Your question')).toHaveValue('What is chunk overlap?');
    await expect(passages.getByRole('listitem').first()).toHaveText(first, {timeout: 30_000});
  });

  test('with a model: the answer comes back with its checked citations, without asking the model again; never the key', async ({page, problems}) => {
    double = await startOpenAiDouble([{content: 'A vice president approves it in writing [1]. Also [6].'}], {apiKey: KEY, cors: true});
    await page.goto('/demo-room/document-qa');
    await useModel(page.locator('article'), double.baseURL, KEY);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText('A vice president approves it in writing').first()).toBeVisible(); // first: the answer, not the evidence list (s50-ev)
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByLabel('2. Your question')).toHaveValue('Who approves a business class flight?');
    await expect(page.getByText('A vice president approves it in writing').first()).toBeVisible({timeout: 20_000});
    await expect(page.locator('article')).toContainText('[6: no such passage]');
    await expect(page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first()).toBeVisible();
    expect(double.requests).toHaveLength(1);
    expect(await everythingStored(page)).not.toContain(KEY);
    forgiveDouble(problems, double.baseURL);
  });

  test('a browser that refuses session storage gets a note, and the page still works', async ({page}) => {
    await page.addInitScript(() => {
      const real = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
        if (k === 'cap-demo:document-qa:session') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return real.call(this, k, v);
      };
    });
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({hasText: 'your question and its answer were not kept'})).toBeVisible();
  });
});
