/**
 * Issue 28, task 49g (a lead decision after u30w, u31g and u32c F1): the support check (src/demos/kit/support.ts) compares
 * words, names, numbers, negation and wording, between each cited sentence and its passage, and cannot confirm meaning,
 * yet an answer that passed it was headed "Answer from MODEL, grounded" (in the passages below). Now such an answer is
 * headed with what was checked and asks the reader to confirm the meaning (kit/cleanCheck.ts cleanCheckHeading), on
 * Document Q&A and on Zohlar's Ask (the same answer view); an answer the check flags keeps its warning heading and
 * never gets the clean-check heading. Default runtime: Preact.
 * The model is the OpenAI double (tests/doubles/openai/server.ts): a chat completion streamed as server-sent events
 * ending with `data: [DONE]` (OpenAI API reference, "Create chat completion", stream), answering from its script in order.
 */
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {CLEAN_CHECK, cleanCheckHeading} from '../../src/demos/kit/cleanCheck';
import {test, expect} from './fixtures';
import {addDocument} from './zohlar';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-49g-key-0001';
const MODEL = 'gpt-4.1-mini';
const WARNING = `Answer from ${MODEL}; check the citations marked below against the passages`;
let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

const LOCKERS = 'Locker rules. Lockers are assigned for one year at a time and renewed by the office manager. Umbrellas can be borrowed at reception.';
const RIGHT = 'Lockers are assigned for one year at a time [1].';
const WRONG = 'Lockers are assigned for three years at a time [1].';

test('Document Q&A: a right answer gets the clean-check heading, a contradicting one a warning', async ({page, problems}) => {
  double = await startOpenAiDouble([{content: RIGHT}, {content: WRONG}], {apiKey: KEY, cors: true});
  await page.goto('/demo-room/document-qa');
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(LOCKERS);
  await page.getByLabel('2. Your question').fill('How long are lockers assigned for?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByText(cleanCheckHeading(MODEL), {exact: true})).toBeVisible({timeout: 10_000});
  // The page may call the prompt grounded (it tells the model to use only the passages); the demo never calls an answer so.
  await expect(page.getByRole('region', {name: 'Document Q&A demo'})).not.toContainText('grounded');

  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByText(WARNING)).toBeVisible({timeout: 10_000});
  await expect(page.getByText(/^Passage 1 does not say this/)).toBeVisible();
  await expect(page.locator('p', {hasText: /^Answer from /}).filter({hasText: CLEAN_CHECK})).toHaveCount(0); // the heading only: the page text quotes it
  expect(double.requests).toHaveLength(2);
  forgiveDouble(problems, double.baseURL);
});


test('Zohlar Ask: a right answer gets the clean-check heading, a contradicting one a warning', async ({page, problems}) => {
  double = await startOpenAiDouble([{content: RIGHT}, {content: WRONG}], {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  await addDocument(page, 'Locker rules', LOCKERS);
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  const box = ask.getByLabel('Question about the workspace documents');
  await box.fill('How long are lockers assigned for?');
  await box.press('Enter');
  await expect(ask.getByText(cleanCheckHeading(MODEL), {exact: true})).toBeVisible({timeout: 10_000});

  await box.fill('For how long are lockers assigned?');
  await box.press('Enter');
  await expect(ask.getByText(WARNING)).toBeVisible({timeout: 10_000});
  await expect(ask.getByText(/^Passage 1 does not say this/)).toBeVisible();
  await expect(ask.getByText(CLEAN_CHECK, {exact: false})).toHaveCount(0);
  expect(double.requests).toHaveLength(2);
  forgiveDouble(problems, double.baseURL);
});
