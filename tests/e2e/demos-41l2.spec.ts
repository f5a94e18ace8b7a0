/**
 * Issue 28 (u28y), task 41l2. The model is the OpenAI double (tests/doubles/openai/server.ts), which
 * answers 429 with `retry-after` as the API documents it (RFC 9110 §10.2.3; OpenAI's error codes
 * guide, "429 - Rate limit reached") and records every request it gets.
 * 1: a 429 with Retry-After is resent automatically once per question, then "Try again" waits for the reader.
 * S-A5: Simple Chat sends nothing to the model when no passage of the guide matched.
 * S-A3 / Z-A4: an unsent chat message and a half-typed Zohlar document survive a reload and Back.
 */
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-41l2-key-0001';
/** Every call is rate-limited with a one-second wait. */
const ALWAYS_429 = () => ({fault: 'rate_limit', retryAfterSeconds: 1}) as const;
/** Long enough for several more one-second countdowns, had any been started. */
const SEVERAL_WAITS_MS = 4_000;

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

test('finding 1, Simple Chat: an endpoint that always answers 429 gets one automatic resend, then Try again', async ({page, problems}) => {
  double = await startOpenAiDouble(ALWAYS_429, {apiKey: KEY, cors: true});
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Message').fill('How does retrieval-augmented generation reduce hallucinations?');
  await page.getByLabel('Message').press('Enter');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expect(log.getByRole('timer')).toContainText(/Retrying automatically in [01] s/);
  await expect(log.getByRole('button', {name: 'Try again'})).toBeVisible({timeout: 10_000});
  await expect(log).toContainText('asks to wait 1 second');
  await page.waitForTimeout(SEVERAL_WAITS_MS);
  expect(double.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(2);
  await expect(log.getByRole('timer')).toHaveCount(0);
  // The reader's Try again sends once more, and the chat again waits for the reader.
  await log.getByRole('button', {name: 'Try again'}).click();
  await expect.poll(() => double?.requests.length).toBe(3);
  await expect(log.getByRole('button', {name: 'Try again'})).toBeVisible();
  await page.waitForTimeout(SEVERAL_WAITS_MS);
  expect(double.requests).toHaveLength(3);
  forgiveDouble(problems, double.baseURL);
});

test('finding 1, Document Q&A: one automatic resend per question, then Try again', async ({page, problems}) => {
  double = await startOpenAiDouble(ALWAYS_429, {apiKey: KEY, cors: true});
  await page.goto('/demo-room/document-qa');
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByRole('timer')).toContainText(/Retrying automatically in [01] s/);
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible({timeout: 10_000});
  await expect(page.locator('article')).toContainText('asks to wait 1 second');
  await page.waitForTimeout(SEVERAL_WAITS_MS);
  expect(double.requests).toHaveLength(2);
  await expect(page.getByRole('timer')).toHaveCount(0);
  forgiveDouble(problems, double.baseURL);
});

test('S-A5 Simple Chat: with a model and no passage of the guide matched, nothing is sent and the reader is told', async ({page, problems}) => {
  double = await startOpenAiDouble([{content: 'An ungrounded answer.'}], {apiKey: KEY, cors: true});
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await useModel(page.locator('article'), double.baseURL, KEY);
  await page.getByLabel('Message').fill('How do I plan a wedding on a small budget?');
  await page.getByLabel('Message').press('Enter');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expect(log).toContainText('No passage of the guide matched, so the model was not asked');
  await expect(log).toContainText('Rephrase the question');
  await expect(log).toContainText('How do I plan a wedding on a small budget?');
  await expect(log).not.toContainText('An ungrounded answer.');
  expect(double.requests).toHaveLength(0);
  forgiveDouble(problems, double.baseURL);
});

test('S-A3 Simple Chat: an unsent message survives a reload and Back', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const box = page.getByLabel('Message');
  await box.fill('How does retrieval reduce');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:simple-chat:draft'))).toContain('How does retrieval reduce');
  await page.reload();
  await expect(box).toHaveValue('How does retrieval reduce', {timeout: 10_000});
  await box.fill('A second draft');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:simple-chat:draft'))).toContain('A second draft');
  await page.locator('article').getByRole('link', {name: 'Document Q&A'}).first().click();
  await expect(page).toHaveURL(/document-qa/);
  await page.goBack();
  await expect(page.getByLabel('Message')).toHaveValue('A second draft', {timeout: 10_000});
});

test('Z-A4 Zohlar: a half-typed document survives a reload', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await page.getByLabel('Title of a document to add').fill('On-call rota');
  await page.getByLabel('Its text').fill('Week 1: Ana covers nights');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:zohlar-documents:draft'))).toContain('Week 1: Ana');
  await page.reload();
  await expect(page.getByLabel('Title of a document to add')).toHaveValue('On-call rota', {timeout: 10_000});
  await expect(page.getByLabel('Its text')).toHaveValue('Week 1: Ana covers nights');
});
