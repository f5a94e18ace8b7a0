/**
 * Issue 28, S3 and S4 (fresh user test, /tmp/u28i): Simple Chat never loses a conversation silently.
 * S3: with the browser's storage full (setItem throws QuotaExceededError, as a full Web Storage does:
 * https://html.spec.whatwg.org/multipage/webstorage.html#dom-storage-setitem), the chat says so and
 * offers the conversation as a download. S4: "Clear" can be undone from the keyboard, and the undo
 * restores the saved copy too (it survives a reload).
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
}

const PAGE = '/demo-room/simple-chat';
const KEY = 'cap-demo:simple-chat:v1';

async function ask(page: Page, text: string): Promise<void> {
  const box = page.locator('article').getByLabel('Message');
  await box.fill(text);
  await box.press('Enter');
}

test('S3: storage full → the chat says the conversation was not saved and offers it as Markdown and JSON', async ({page}) => {
  await page.addInitScript((key) => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
      if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.call(this, k, v);
    };
  }, KEY);
  await page.goto(PAGE);
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await ask(page, 'Why does chunk overlap matter?');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expect(log).toContainText('Offline mode');
  const alert = page.getByRole('alert').filter({hasText: 'storage for this site is full'});
  await expect(alert).toContainText('latest messages were not saved and a reload loses the conversation');
  await expect(alert).toContainText('download a copy');
  await expectNoAxeViolations(page);

  const [markdown] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', {name: 'Download as Markdown'}).click()]);
  expect(markdown.suggestedFilename()).toBe('simple-chat-conversation.md');
  const md = await (await import('node:fs/promises')).readFile((await markdown.path())!, 'utf8');
  expect(md).toContain('## You\n\nWhy does chunk overlap matter?');
  expect(md).toContain('## Guide search\n\nOffline mode');

  const [json] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', {name: 'Download as JSON'}).click()]);
  expect(json.suggestedFilename()).toBe('simple-chat-conversation.json');
  const turns = JSON.parse(await (await import('node:fs/promises')).readFile((await json.path())!, 'utf8')) as Array<{role: string; content: string}>;
  expect(turns.map((t) => t.role)).toEqual(['user', 'assistant']);
  expect(turns[0].content).toBe('Why does chunk overlap matter?');
  // Nothing was saved, as the message says.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
});

test('S4: Clear offers Undo in a status region; Undo from the keyboard restores the conversation and its saved copy', async ({page}) => {
  await page.goto(PAGE);
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await ask(page, 'Why does chunk overlap matter?');
  const log = page.getByRole('log', {name: 'Conversation'});
  await expect(log).toContainText('Offline mode');
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), KEY)).toContain('chunk overlap');

  await page.getByRole('button', {name: 'Clear'}).click();
  await expect(log).toContainText('No messages yet');
  const status = page.getByRole('status').filter({hasText: 'Conversation cleared.'});
  await expect(status).toBeVisible();
  const undo = status.getByRole('button', {name: 'Undo'});
  await expect(undo).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(undo).toBeFocused();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();

  await page.keyboard.press('Enter');
  await expect(log).toContainText('Why does chunk overlap matter?');
  await expect(log).toContainText('Offline mode');
  await expect(status).toHaveCount(0);
  await expect(page.locator('article').getByLabel('Message')).toBeFocused();
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), KEY)).toContain('chunk overlap');
  await page.reload();
  await expect(log).toContainText('Why does chunk overlap matter?');
});
