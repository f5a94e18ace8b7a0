/**
 * Issue 28, task 47k (u30d F11b, u30n F15): Document Q&A headed "grounded" (since 49g: the clean-check heading, cleanCheckHeading) an answer giving a rule to a person the
 * passage names only in another sentence ("Jonas Berg replaces laptops every three years [1]." against "Laptops are
 * replaced every three years. Jonas Berg manages the office in Lyon."). Now the note under the answer names the
 * sentence that lacks the name and the one that writes it; a sentence saying "She" after the sentence naming the person
 * still holds it. The model endpoint is faked with page.route (OpenAI chat-completions streaming: server-sent events of
 * `choices[0].delta.content` chunks ending with `data: [DONE]`,
 * https://platform.openai.com/docs/api-reference/chat-streaming), as in demos-trust.spec.ts.
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';
import {CLEAN_CHECK, cleanCheckHeading} from '../../src/demos/kit/cleanCheck';

const FAKE_BASE = 'http://127.0.0.1:4110/fake-llm/v1';
const FAKE_COMPLETIONS = `${FAKE_BASE}/chat/completions`;
const CORS = {'Access-Control-Allow-Origin': '*'};
const sse = (...pieces: string[]) => pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';

async function useFakeModel(page: Page): Promise<void> {
  const panel = page.locator('article');
  await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await panel.getByLabel('Base URL').fill(FAKE_BASE);
  await panel.getByLabel('Model', {exact: true}).fill('fake-model');
  await panel.getByLabel('API key').fill('sk-test-not-a-real-key');
  await panel.getByRole('button', {name: 'Use this model'}).click();
  await expect(panel.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
}

async function askAbout(page: Page, text: string, question: string): Promise<void> {
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(text);
  await page.getByLabel('2. Your question').fill(question);
  await page.getByRole('button', {name: 'Ask'}).click();
}

test('Document Q&A names the sentence a name is not in, and keeps the clean-check heading for a pronoun referring back (47k, u30d F11b)', async ({page}, testInfo) => {
  const replies = ['Jonas Berg replaces laptops every three years [1].', 'Maria Lopez approves travel above 5,000 EUR [1].'];
  let calls = 0;
  await page.route(FAKE_COMPLETIONS, (route) => route.fulfill({status: 200, headers: {...CORS, 'Content-Type': 'text/event-stream'}, body: sse(replies[calls++])}));
  await page.goto('/demo-room/document-qa');
  await useFakeModel(page);

  await askAbout(page, 'Equipment requests go to IT. Laptops are replaced every three years. Jonas Berg manages the office in Lyon.', 'How often are laptops replaced?');
  await expect(page.getByText('Answer from fake-model; check the citations marked below against the passages').first()).toBeVisible();
  await expect(
    page.getByText(
      'Passage 1 does not say this: “Jonas Berg replaces laptops every three years” (the sentence “Laptops are replaced every three years.” does not mention “Jonas Berg”, named only in “Jonas Berg manages the office in Lyon.”).',
    ),
  ).toBeVisible();
  await expect(page.locator('p', {hasText: /^Answer from /}).filter({hasText: CLEAN_CHECK})).toHaveCount(0); // the heading only: the page text quotes it
  await page.getByText('Answer from fake-model; check the citations marked below against the passages').locator('..').screenshot({path: testInfo.outputPath('named-elsewhere.png')});
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);

  await askAbout(page, 'Maria Lopez leads Finance. She approves travel above 5,000 EUR.', 'Who approves travel above 5,000 EUR?');
  await expect(page.getByText(cleanCheckHeading('fake-model'))).toBeVisible();
  await expect(page.getByText(/^Passage \d+ does not say this/)).toHaveCount(0);
  expect(calls).toBe(2);
});
