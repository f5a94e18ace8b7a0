/**
 * u28g U1, D1 and S1 as a reader sees them: the API assistant does not suggest deleting a greenhouse
 * (here: a hive) for a question about its readings, Document Q&A joins "pay" with "paid", and Simple
 * Chat finds the guide's hallucination section for "making up facts". Each test failed on the build
 * before the change (the unit tables in tests/unit/demos/ hold the wider cases).
 */
import {test, expect} from './fixtures';
import {BEEHIVE_API} from '../unit/demos/fixtures/api-specs';
import {DOCUMENTS} from '../unit/demos/support/inflectedDocuments';

test('the API assistant says no operation clearly matches a question that shares only the API\'s noun, and chooses nothing (u28g U1; score order since u28i U2)', async ({page}) => {
  await page.goto('/demo-room/universal-api-assistant');
  await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(BEEHIVE_API);
  await page.getByRole('button', {name: 'Load document'}).click();
  await expect(page.getByText(/Loaded .*Beehive Monitor API/)).toBeVisible();
  await page.getByLabel('Describe it in plain words').fill('how heavy was hive 4 last week?');
  await page.getByRole('button', {name: 'Find operations'}).click();
  await expect(page.getByText(/No good match for "how heavy was hive 4 last week\?": no operation clearly matches it \(the only words it shares with them are ones most operations of this API contain\)/)).toBeVisible();
  const ops = page.getByRole('group', {name: 'Closest operations (weak matches)'});
  // Listed in score order since u28i U2: the read is listed, every operation that changes data is marked, none is chosen.
  await expect(ops.getByRole('radio', {name: /^GET \/hives\/\{hiveId\}\/weights/})).toBeVisible();
  await expect(ops.getByRole('radio', {name: /^DELETE \/hives\/\{hiveId\} .*\(changes data\)/})).toBeVisible();
  await expect(ops.getByRole('radio', {checked: true})).toHaveCount(0);
  // Naming the action chooses the delete.
  await page.getByLabel('Describe it in plain words').fill('delete hive 9');
  await page.getByRole('button', {name: 'Find operations'}).click();
  await expect(page.getByRole('group', {name: 'Matching operations, best first'}).getByRole('radio', {checked: true})).toHaveAccessibleName(/^DELETE \/hives\/\{hiveId\}/);
});

test('Document Q&A finds "paid" for "pay" and still says no good match for an unrelated question (u28g D1)', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(DOCUMENTS.coworking);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await page.getByLabel('2. Your question').fill('When do I have to pay for my desk?');
  await page.getByRole('button', {name: 'Ask'}).click();
  const first = page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first();
  await expect(first).toContainText('first working day');
  await expect(first.locator('mark').filter({hasText: /^paid$/}).first()).toBeVisible();
  await page.getByLabel('2. Your question').fill('What is the capital of Australia?');
  await page.getByRole('button', {name: 'Ask'}).click();
  // No passage holds its words at all: "Not found", with no passage shown as an answer.
  await expect(page.getByText(/^(?:Not found in the document|No good match)/)).toBeVisible();
  await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
});

test('Simple Chat offline finds the guide\'s hallucination section for "making up facts", and says which words it searched (u28g S1)', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const log = page.getByRole('log');
  await page.getByLabel('Message').fill('How do I stop a chatbot from making up facts?');
  await page.getByLabel('Message').press('Enter');
  await expect(log.getByRole('link', {name: /Hallucination/}).first()).toBeVisible();
  await expect(log.getByText('Searched in the guide\'s words: “reduce” for “stop”, “hallucination” for “making up facts”.').first()).toBeVisible();
  await page.getByLabel('Message').fill('How do I stop my car from making a rattling noise?');
  await page.getByLabel('Message').press('Enter');
  await expect(log.getByText(/No good match/)).toHaveCount(1);
});
