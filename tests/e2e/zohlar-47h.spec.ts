/**
 * Task 47h (issue 28, tester u30y on build-i33, /tmp/u30y/FINDINGS.md), the Zohlar showcase outside the support check.
 * The model is the OpenAI double (tests/doubles/openai/server.ts): a chat completion streamed as server-sent events, ending
 * with `data: [DONE]` (OpenAI API reference, "Create chat completion", stream); its `content: ''` is a stream that carries
 * no text, which the API can send (a `choices[0].delta` with no `content` before `finish_reason: "stop"`).
 * F3: an empty reply is said to be empty, never given the clean-check heading ("grounded" until 49g), in Ask (Document Q&A's answer view) as in Chat.
 * F10: Ask's prompt says what the page says (the model is told to say the workspace documents do not cover it), and that
 * reply is shown as no answer found, in Ask and Chat.
 * F6: a Markdown heading line in a passage is shown without its # marks, in Ask's passages and the offline chat's quotes.
 * F7: "No good match" does not call a word missing that a passage found holds.
 * F5: Undo of a removal does not take a title the reader has used again since; the list says why the old one is numbered.
 * F8: Add with both fields empty names both; "Forget it" clears the form's refusal.
 * F9: the page says a reload ends a rate-limit countdown, and what to press; the page does so.
 */
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {addDocument} from './zohlar';
import {CLEAN_CHECK} from '../../src/demos/kit/cleanCheck';
import type {Page} from '@playwright/test';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-47h-key-0001';
let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

// u30y's documents (/tmp/u30y/docs/d7_facilities.txt, d5_runbook.md), shortened.
const FACILITIES =
  'Facilities handbook. The building opens at seven in the morning and closes at ten at night on weekdays. Kitchens are cleaned twice a day, and personal food left in the fridge is removed every Friday afternoon. Bicycles may be parked in the basement racks, which are covered by camera. Lockers are assigned for one year at a time and renewed by the office manager. Umbrellas can be borrowed at reception.';
const RUNBOOK = `# Security incident runbook

## Who to call
The incident commander for SEV1 is the duty manager, not the engineer who found the problem. Do not contact the press; only the communications team may speak to journalists.

## Evidence
Never reboot a compromised server before a disk image is taken. Keep logs for at least 400 days.
`;


async function askQuestion(page: Page, question: string) {
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  const box = ask.getByLabel('Question about the workspace documents');
  await box.fill(question);
  await box.press('Enter');
  return ask;
}

async function chatSay(page: Page, message: string) {
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  const box = chat.getByLabel('Message');
  await box.fill(message);
  await box.press('Enter');
  return chat;
}

test('F3: an empty model reply in Ask is said to be empty, without the clean-check heading; Chat says the same', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: ''}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  const ask = await askQuestion(page, 'Who approves a business class flight?');
  await expect(ask.getByText('gpt-4.1-mini returned an empty answer', {exact: false}).first()).toBeVisible({timeout: 10_000});
  await expect(ask).toContainText('no text came back');
  await expect(ask).not.toContainText(CLEAN_CHECK);
  expect(double.requests).toHaveLength(1);
  const chat = await chatSay(page, 'Who approves a business class flight?');
  await expect(chat.getByRole('log')).toContainText('The model returned an empty reply', {timeout: 10_000});
  await expect(chat.getByRole('log')).not.toContainText(CLEAN_CHECK);
  forgiveDouble(problems, double.baseURL);
});

test('F10: Ask tells the model what the page says, and its "not covered" reply is no answer, in Ask and Chat', async ({page, problems}) => {
  const REPLY = 'The workspace documents do not cover this.';
  double = await startOpenAiDouble(() => ({content: REPLY}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  const ask = await askQuestion(page, 'Who approves a business class flight?');
  await expect(ask.getByText('gpt-4.1-mini found no answer in the passages below').first()).toBeVisible({timeout: 10_000});
  await expect(ask).toContainText(REPLY);
  await expect(ask).not.toContainText('cites no passage');
  const system = (double.requests[0].body.messages as Array<{role: string; content: string}>)[0].content;
  expect(system).toContain('say that the workspace documents do not cover it.');
  expect(system).not.toContain('Not found in the document.');
  const chat = await chatSay(page, 'Who approves a business class flight?');
  await expect(chat.getByRole('log')).toContainText(REPLY, {timeout: 10_000});
  await expect(chat.getByRole('log')).not.toContainText('cites no passage');
  const chatSystem = (double.requests[1].body.messages as Array<{role: string; content: string}>)[0].content;
  expect(chatSystem).toContain('say that the workspace documents do not cover it.');
  // The page's promise, quoted.
  await expect(page.locator('article')).toContainText('the model is told, in Ask and in Chat, to say that the workspace documents do not cover it');
  forgiveDouble(problems, double.baseURL);
});

test('F6: a Markdown heading in a passage shows without its # marks in Ask and in the offline chat', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Security incident runbook', RUNBOOK);
  const ask = await askQuestion(page, 'Who is the incident commander for SEV1?');
  const passages = ask.getByRole('list', {name: 'Top passages'});
  await expect(passages).toContainText('The incident commander for SEV1 is the duty manager');
  await expect(passages).not.toContainText('##');
  await expect(passages.locator('strong', {hasText: 'Who to call'})).toBeVisible();
  const chat = await chatSay(page, 'reboot compromised server disk image');
  const log = chat.getByRole('log');
  await expect(log).toContainText('Never reboot a compromised server', {timeout: 10_000});
  await expect(log).toContainText('Evidence. Never reboot');
  await expect(log).not.toContainText('##');
});

test('F7: "No good match" names a word as missing only when no passage found holds it', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Facilities handbook', FACILITIES);
  const chat = await chatSay(page, 'slow lockers question');
  const log = chat.getByRole('log');
  await expect(log).toContainText('No good match', {timeout: 10_000});
  await expect(log).toContainText('“lockers” is in a passage of “Facilities handbook”');
  await expect(log).toContainText('no passage found contains “slow”');
});

test('F5: Undo after re-adding a title brings the old document back numbered; the new one keeps its title', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const docs = page.getByRole('region', {name: 'Shared documents'});
  await addDocument(page, 'Supplier contracts 2025', 'Bluefin Catering supplies the staff canteen in Leeds.');
  await docs.getByRole('button', {name: 'Remove “Supplier contracts 2025”'}).click();
  await addDocument(page, 'Supplier contracts 2025', 'Kestrel Security guards the Berlin data center at night.');
  await docs.getByRole('button', {name: 'Undo'}).click();
  const items = docs.getByRole('listitem');
  // The new document keeps its title, with no note; the old one comes back as "(2)", and the list says why.
  const plain = items.filter({hasText: /^Supplier contracts 2025 Remove$/});
  await expect(plain).toHaveCount(1);
  const back = items.filter({hasText: 'Supplier contracts 2025 (2)'});
  await expect(back).toContainText('brought back by Undo');
  await expect(back).not.toContainText('numbered because a document added earlier');
  // Ask cites the new one under the plain title, and the old one under its number.
  const ask = await askQuestion(page, 'Who guards the Berlin data center?');
  await expect(ask.getByRole('list', {name: 'Top passages'}).getByText('Supplier contracts 2025', {exact: true})).toBeVisible();
  await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('Kestrel Security');
});

test('F8: Add with both fields empty names both; "Forget it" clears the refusal', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const docs = page.getByRole('region', {name: 'Shared documents'});
  const title = docs.getByLabel('Title of a document to add');
  const text = docs.getByLabel('Its text');
  const add = docs.getByRole('button', {name: 'Add to the workspace'});
  await add.click();
  const alert = docs.getByRole('alert');
  await expect(alert).toContainText('title');
  await expect(alert).toContainText('text');
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  // Typing in either field takes the message away.
  await title.fill('x');
  await expect(alert).toHaveCount(0);
  await addDocument(page, 'On-call rota', 'Week 1: Ana covers nights.');
  await title.fill('Only a title');
  await add.click();
  await expect(docs.getByRole('alert')).toContainText('The text is empty.');
  await docs.getByRole('button', {name: 'Forget it'}).click();
  await expect(docs.getByRole('alert')).toHaveCount(0);
});

test('F9: the page says a reload ends a rate-limit countdown, and the page asks to press Ask', async ({page, problems}) => {
  double = await startOpenAiDouble(({call}) => (call === 0 ? {fault: 'rate_limit', retryAfterSeconds: 60} : {content: 'Any business class flight needs approval from a director [1].'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  const ask = await askQuestion(page, 'Who approves a business class flight?');
  await expect(ask.getByRole('timer')).toContainText(/Retrying automatically in \d+ s/);
  await page.reload();
  const after = page.getByRole('region', {name: 'Ask the documents'});
  await expect(after.getByText(/press Ask to have .* answer from them/)).toBeVisible({timeout: 10_000});
  await expect(after.getByRole('timer')).toHaveCount(0);
  expect(double.requests).toHaveLength(1);
  // What the page says of it.
  await expect(page.locator('article')).toContainText('A reload during the wait ends the countdown and sends nothing: Ask keeps the question and its passages and asks you to press Ask');
  forgiveDouble(problems, double.baseURL);
});
