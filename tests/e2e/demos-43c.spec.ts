/**
 * Issue 28 (u29j, u29k), task 43c: Simple Chat's log, Copy and focus; the Zohlar chat is the same
 * component. The model is the OpenAI double (tests/doubles/openai/server.ts), which checks each
 * request against the API's documented contract and streams in the documented shape.
 * - D-6: while a long reply streams, its last line is inside the log's visible box (1280×800, 360×740).
 * - S-2: Stop and Jump to latest leave focus in the message box, never on the page's body.
 * - D-7, S-3: Copy keeps the citation check, lists the cited passages with full addresses, drops unsafe links.
 * - S-6 / Z-7: each Copy button names its reply.
 * - S-5: Undo after Clear survives a reload of the tab.
 * - D-1, S-1: an over-long message is counted once, the box is marked invalid and tied to the error, the draft can be downloaded.
 */
import type {Locator, Page} from '@playwright/test';
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-43c-key-0001';
let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

/** A long reply: 60 numbered paragraphs citing passage 1. */
const LONG = Array.from({length: 60}, (_, i) => `Paragraph ${i + 1}: evaluation runs a fixed question set against the retriever and the model before launch [1].`).join('\n\n');

async function openChat(page: Page, base: string): Promise<Locator> {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  await useModel(page.locator('article'), base, KEY);
  return page.getByRole('log', {name: 'Conversation'});
}

/** Where the last streamed "Paragraph n" line is, against the log's visible box. */
const lastLine = (log: Locator) =>
  log.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (/Paragraph \d+/.test(n.textContent ?? '')) last = n as Text;
    if (!last) return null;
    const range = document.createRange();
    range.selectNodeContents(last);
    const rects = range.getClientRects();
    const line = rects[rects.length - 1];
    const box = el.getBoundingClientRect();
    return {n: Number(/Paragraph (\d+)/.exec(last.textContent ?? '')?.[1] ?? 0), top: line.top, bottom: line.bottom, boxTop: box.top, boxBottom: box.bottom};
  });

for (const size of [{width: 1280, height: 800}, {width: 360, height: 740}]) {
  test(`D-6: the streaming reply's last line stays in sight at ${size.width}×${size.height}`, async ({page, problems}) => {
    await page.setViewportSize(size);
    double = await startOpenAiDouble(() => ({content: LONG}), {apiKey: KEY, cors: true, eventDelayMs: 15});
    const log = await openChat(page, double.baseURL);
    await page.getByLabel('Message').fill('How do I evaluate a RAG system before launch?');
    await page.getByLabel('Message').press('Enter');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect.poll(async () => (await lastLine(log))?.n ?? 0, {timeout: 30_000}).toBeGreaterThanOrEqual(25);
    // Mid-stream, three times: the line being written is inside the log's visible box.
    for (let i = 0; i < 3; i++) {
      const at = (await lastLine(log))!;
      expect(at.n).toBeLessThan(60);
      expect(at.top, `line ${at.n}`).toBeGreaterThanOrEqual(at.boxTop - 1);
      expect(at.bottom, `line ${at.n}`).toBeLessThanOrEqual(at.boxBottom + 1);
      await page.waitForTimeout(300);
    }
    await page.screenshot({path: test.info().outputPath(`streaming-${size.width}.png`)});
    await expect(log).not.toHaveAttribute('aria-busy', 'true', {timeout: 30_000});
    // The passages are one click away, and a citation opens them at its passage.
    await log.getByRole('link', {name: '1', exact: true}).first().click();
    const passages = log.getByRole('list', {name: 'Passages given to the model'});
    await expect(passages.getByRole('listitem').first()).toBeVisible();
    await expect(passages.getByRole('listitem').first()).toBeFocused();
    forgiveDouble(problems, double.baseURL);
  });
}

test('S-2: after Stop, and after Jump to latest, focus is in the message box', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: LONG}), {apiKey: KEY, cors: true, eventDelayMs: 25});
  const log = await openChat(page, double.baseURL);
  const message = page.getByLabel('Message');
  await message.fill('How do I evaluate a RAG system before launch?');
  await message.press('Enter');
  await expect.poll(async () => (await lastLine(log))?.n ?? 0, {timeout: 30_000}).toBeGreaterThanOrEqual(8);
  // The reader scrolls up to reread: Jump to latest appears; pressing it from the keyboard returns focus to the box.
  await log.hover();
  await page.mouse.wheel(0, -3000);
  const jump = page.getByRole('button', {name: 'Jump to latest'});
  await expect(jump).toBeVisible();
  await jump.focus();
  await page.keyboard.press('Enter');
  await expect(jump).toHaveCount(0);
  await expect(message).toBeFocused();
  const stop = page.getByRole('button', {name: 'Stop'});
  await stop.focus();
  await page.keyboard.press('Enter');
  await expect(log).toContainText('Stopped: partial answer');
  await expect(stop).toHaveCount(0);
  await expect(message).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  forgiveDouble(problems, double.baseURL);
});

test('S-2 Zohlar: Stop leaves focus in the chat’s message box', async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({content: LONG}), {apiKey: KEY, cors: true, eventDelayMs: 25});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  await chat.getByLabel('Message').fill('Who approves a business class flight?');
  await chat.getByLabel('Message').press('Enter');
  await expect(chat.getByRole('log')).toContainText('Paragraph 3', {timeout: 30_000});
  await chat.getByRole('button', {name: 'Stop'}).click();
  await expect(chat.getByRole('log')).toContainText('Stopped: partial answer');
  await expect(chat.getByLabel('Message')).toBeFocused();
  forgiveDouble(problems, double.baseURL);
});

test('D-7, S-3, S-6: Copy names its reply and copies the checked citations, the cited passages’ full addresses and no unsafe link', async ({page, context, problems}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const replies = [
    'RAG grounds answers in your documents [1]. Evaluate before launch [2]. The moon is made of green cheese [9]. See [this](javascript:alert(1)).',
    'Chunk overlap repeats the edge of each chunk [1].',
  ];
  double = await startOpenAiDouble(({call}) => ({content: replies[call] ?? 'More [1].'}), {apiKey: KEY, cors: true});
  const log = await openChat(page, double.baseURL);
  await page.getByLabel('Message').fill('What is retrieval-augmented generation?');
  await page.getByLabel('Message').press('Enter');
  await expect(log).toContainText('green cheese');
  await page.getByLabel('Message').fill('Why does chunk overlap matter?');
  await page.getByLabel('Message').press('Enter');
  await expect(log).toContainText('repeats the edge');
  await expect(log.getByRole('button', {name: 'Copy reply 1'})).toBeVisible();
  await expect(log.getByRole('button', {name: 'Copy reply 2'})).toBeVisible();
  await expect(log.getByRole('button', {name: /^Copy$/})).toHaveCount(0);
  await log.getByRole('button', {name: 'Copy reply 1'}).click();
  await expect(log.getByRole('button', {name: 'Copied reply 1'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied).toContain('[9: no such passage]');
  expect(copied).toContain('so treat the claim it supports as unsourced');
  expect(copied).toMatch(new RegExp(`\\n- \\[1\\] [^\\n]+: ${origin.replace(/[.]/g, '\\.')}/docs/`));
  expect(copied).toMatch(new RegExp(`\\n- \\[2\\] [^\\n]+: ${origin.replace(/[.]/g, '\\.')}/docs/`));
  expect(copied).not.toMatch(/javascript:/i);
  expect(copied).toContain('See this.');
  forgiveDouble(problems, double.baseURL);
});

test('Z-7: the Zohlar chat’s Copy buttons name their replies', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  for (const q of ['Who approves a business class flight?', 'When must expense reports be submitted?']) {
    await chat.getByLabel('Message').fill(q);
    await chat.getByLabel('Message').press('Enter');
  }
  await expect(chat.getByRole('button', {name: 'Copy reply 2'})).toBeVisible({timeout: 20_000});
  await expect(chat.getByRole('button', {name: 'Copy reply 1'})).toBeVisible();
});

test('S-5: Undo after Clear survives a reload of the tab; “Delete it now” removes the copy', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const log = page.getByRole('log', {name: 'Conversation'});
  await page.getByLabel('Message').fill('Why does chunk overlap matter?');
  await page.getByLabel('Message').press('Enter');
  await expect(log).toContainText('Offline mode');
  await page.getByRole('button', {name: 'Clear'}).click();
  await expect(log).toContainText('No messages yet');
  await page.reload();
  const status = page.getByRole('status').filter({hasText: 'Conversation cleared.'});
  await expect(status.getByRole('button', {name: 'Undo'})).toBeVisible();
  await status.getByRole('button', {name: 'Undo'}).click();
  await expect(log).toContainText('Why does chunk overlap matter?');
  await page.reload();
  await expect(log).toContainText('Why does chunk overlap matter?');
  await expect(status).toHaveCount(0);
  await page.getByRole('button', {name: 'Clear'}).click();
  await status.getByRole('button', {name: 'Delete it now'}).click();
  await expect(status).toHaveCount(0);
  await page.reload();
  await expect(log).toContainText('No messages yet');
  await expect(status).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('cap-demo:simple-chat:v1')))).toEqual([]);
});

test('D-1, S-1: an over-long message is counted once, marks the box invalid and offers its download', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const text = `${'word '.repeat(6326)}x`;
  const message = page.getByLabel('Message');
  await message.fill(text);
  await message.press('Enter');
  const alert = page.getByRole('alert').filter({hasText: 'The message has'});
  await expect(alert).toHaveText('The message has 31,631 characters; the limit is 4,000. Shorten it; your text is still in the box.');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  const described = (await message.getAttribute('aria-describedby')) ?? '';
  expect(described.split(' ')).toContain(await alert.getAttribute('id'));
  const note = page.getByRole('alert').filter({hasText: 'Your unsent message is'});
  await expect(note).toContainText('Your unsent message is 31,631 characters; this page keeps at most 8,000');
  const download = page.waitForEvent('download');
  await note.getByRole('button', {name: 'Download a copy'}).click();
  const file = await download;
  const saved = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(saved).toString('utf8')).toBe(text);
  // Shortened to fit: the box is no longer marked invalid and the error goes.
  await message.fill('Why does chunk overlap matter?');
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await expect(alert).toHaveCount(0);
});

test('neighbours of S-1 and D-1: an empty message, 4,001 and 4,000 characters', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const message = page.getByLabel('Message');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'Type a message first.'})).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toBeFocused();
  await message.fill('x'.repeat(4001));
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'The message has'})).toHaveText('The message has 4,001 characters; the limit is 4,000. Shorten it; your text is still in the box.');
  // Under the 8,000 the tab keeps: no note about keeping.
  await expect(page.getByText('Your unsent message is')).toHaveCount(0);
  await message.fill(`chunk overlap ${'y'.repeat(3986)}`);
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await message.press('Enter');
  await expect(page.getByRole('log', {name: 'Conversation'})).toContainText('chunk overlap');
  await expect(message).toHaveValue('');
});

test('neighbours of S-5: a new message after Clear ends the Undo; the Zohlar chat keeps Undo across a reload', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const log = page.getByRole('log', {name: 'Conversation'});
  await page.getByLabel('Message').fill('Why does chunk overlap matter?');
  await page.getByLabel('Message').press('Enter');
  await expect(log).toContainText('Offline mode');
  await page.getByRole('button', {name: 'Clear'}).click();
  await page.getByLabel('Message').fill('What is HNSW?');
  await page.getByLabel('Message').press('Enter');
  await expect(log).toContainText('Offline mode');
  await page.reload();
  await expect(log).toContainText('What is HNSW?');
  await expect(log).not.toContainText('chunk overlap matter');
  await expect(page.getByRole('button', {name: 'Undo'})).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('cap-demo:simple-chat:v1:cleared'))).toBeNull();

  await page.goto('/demo-room/zohlar-showcase');
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  await chat.getByLabel('Message').fill('Who approves a business class flight?');
  await chat.getByLabel('Message').press('Enter');
  await expect(chat.getByRole('button', {name: 'Copy reply 1'})).toBeVisible({timeout: 20_000});
  await chat.getByRole('button', {name: 'Clear'}).click();
  await page.reload();
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  await chat.getByRole('button', {name: 'Undo'}).click();
  await expect(chat.getByRole('log')).toContainText('Who approves a business class flight?');
});

test("neighbour of S-2: Don't retry on a 429 countdown leaves focus in the message box", async ({page, problems}) => {
  double = await startOpenAiDouble(() => ({fault: 'rate_limit', retryAfterSeconds: 30}), {apiKey: KEY, cors: true});
  const log = await openChat(page, double.baseURL);
  await page.getByLabel('Message').fill('What is HNSW?');
  await page.getByLabel('Message').press('Enter');
  await log.getByRole('button', {name: "Don't retry"}).click();
  await expect(log.getByRole('timer')).toHaveCount(0);
  await expect(page.getByLabel('Message')).toBeFocused();
  forgiveDouble(problems, double.baseURL);
});
