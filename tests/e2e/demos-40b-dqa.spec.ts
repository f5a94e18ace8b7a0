/**
 * Issue 28 (u28v), task 40b: in Document Q&A an empty or whitespace-only question clears the
 * previous answer, its passages and the verdict, says a question is needed (the ask error, as
 * before), keeps focus in the question field and keeps the document; the kept session record
 * (src/demos/document-qa/session.ts) does not bring the old answer back after a reload.
 * With a model, the OpenAI double (tests/doubles/openai/server.ts) answers, validating each
 * request against the API's documented contract (./contract.ts).
 */
import type {Page} from '@playwright/test';
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble} from './modelDouble';

const KEY = 'sk-test-40b-key-0001';

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

const passages = (page: Page) => page.getByRole('list', {name: 'Top passages'});
const offlineNote = (page: Page) => page.getByText(/Offline mode: these are the passages/);

async function askSample(page: Page): Promise<void> {
  await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(passages(page).getByRole('listitem').first()).toBeVisible();
}

test.describe('u28v Document Q&A: an empty question clears the last answer', () => {
  test('offline, Enter on an emptied field: passages and the offline note go, the message shows, focus and the document stay', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await askSample(page);
    await expect(offlineNote(page)).toBeVisible();
    const question = page.getByLabel('2. Your question');
    await question.fill('');
    await question.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Type a question first.');
    await expect(passages(page)).toHaveCount(0);
    await expect(offlineNote(page)).toHaveCount(0);
    await expect(question).toBeFocused();
    // The document stays chosen and indexed.
    await expect(page.getByLabel('Sample policy')).toBeChecked();
    await expect(page.getByText(/Ready: “/)).toBeVisible();
    // Asking again works at once.
    await askSample(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('offline, a whitespace-only question by the Ask button: the "not found" verdict goes, focus returns to the field', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    const question = page.getByLabel('2. Your question');
    await question.fill('Quantum teleportation?');
    await page.getByRole('button', {name: 'Ask'}).click();
    const notFound = page.getByText('Not found in the document: no passage contains the words of your question.');
    await expect(notFound).toBeVisible();
    await question.fill('   ');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('alert')).toHaveText('Type a question first.');
    await expect(notFound).toHaveCount(0);
    await expect(question).toBeFocused();
    await expect(question).toHaveValue('   ');
  });

  test('offline: after the empty question, a reload does not bring the old passages back', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await askSample(page);
    const question = page.getByLabel('2. Your question');
    await question.fill('');
    await question.press('Enter');
    await expect(passages(page)).toHaveCount(0);
    // The session record is written when the page is idle.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(page.getByText(/Ready: “/)).toBeVisible({timeout: 20_000});
    await page.waitForTimeout(1000);
    await expect(question).toHaveValue('');
    await expect(passages(page)).toHaveCount(0);
    await expect(offlineNote(page)).toHaveCount(0);
  });

  test('with a model: the answer goes and does not come back after a reload; the model is asked once', async ({page, problems}) => {
    double = await startOpenAiDouble([{content: 'A vice president approves it in writing [1].'}], {apiKey: KEY, cors: true});
    await page.goto('/demo-room/document-qa');
    const scope = page.locator('article');
    await scope.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
    await scope.getByLabel('Base URL').fill(double.baseURL);
    await scope.getByLabel('Model', {exact: true}).fill('gpt-4.1-mini');
    await scope.getByLabel('API key').fill(KEY);
    await expect(scope.getByRole('status').filter({hasText: 'Using gpt-4.1-mini'})).toBeVisible();
    await askSample(page);
    const answer = page.getByText('A vice president approves it in writing').first(); // the evidence list under the answer repeats it (s50-ev)
    await expect(answer).toBeVisible();
    const question = page.getByLabel('2. Your question');
    await question.fill(' ');
    await question.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Type a question first.');
    await expect(answer).toHaveCount(0);
    await expect(passages(page)).toHaveCount(0);
    await expect(question).toBeFocused();
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(page.getByText(/Ready: “/)).toBeVisible({timeout: 20_000});
    await page.waitForTimeout(1000);
    await expect(answer).toHaveCount(0);
    await expect(passages(page)).toHaveCount(0);
    expect(double.requests).toHaveLength(1);
    forgiveDouble(problems, double.baseURL);
  });
});
