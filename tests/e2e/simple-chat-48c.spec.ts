/**
 * Issue 28, s48 (Simple Chat offline over the guide, what the reader sees). Tester u31h on build-b2: F2 a message with
 * a covered part and an uncovered part refused whole; F3 a covered question behind an HTML tag refused; F7 "x" shown
 * unrelated passages; F8 the uncovered part quoted typo-corrected ("spans" for "Spain"). And the two must-refuse rows the
 * s47-c deeper search broke (reverted in ea3da887): "What happens on my first day?", "and for trains?" after a flight
 * question. Offline only: no model, no requests to fake.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/** Sends a message and waits until the reply is complete (Send is back, the log not busy). */
async function say(page: Page, text: string): Promise<void> {
  const log = page.getByRole('log', {name: 'Conversation'});
  const before = await log.getByText(/^(You)$/).count();
  await page.getByLabel('Message').fill(text);
  await page.getByLabel('Message').press('Enter');
  await expect(log.getByText(/^(You)$/)).toHaveCount(before + 1);
  await expect(log).not.toHaveAttribute('aria-busy', 'true', {timeout: 20_000});
  await expect(page.getByRole('button', {name: 'Send'})).toBeEnabled();
}

/** The last reply's text. */
const lastReply = (page: Page) => page.getByRole('log', {name: 'Conversation'}).locator(':scope > div > div').last().innerText();

test.describe('Simple Chat, s48 (issue 28, u31h)', () => {
  test('F2 + F8: the covered part is answered and the other part quoted as typed', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await say(page, 'Explain chunk overlap; also, what is the weather in Paris tomorrow?');
    let reply = await lastReply(page);
    expect(reply).not.toContain('No good match');
    expect(reply).toMatch(/No passage matched “[^”]*weather in Paris tomorrow[^”]*”, the other part of your message/);
    await say(page, 'chunk size for PDFs and what is the capital of Spain');
    reply = await lastReply(page);
    expect(reply).toMatch(/No passage matched “[^”]*capital of Spain[^”]*”/);
    expect(reply).not.toContain('spans');
  });

  test('F3: a covered question behind an HTML tag is answered, the tag shown as text', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await say(page, '<img src=x onerror=alert(1)> what is a context window?');
    const reply = await lastReply(page);
    expect(reply).not.toContain('No good match');
    expect(reply).toMatch(/context window/i);
  });

  test('F7: a single letter shows no passage and says why', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await say(page, 'x');
    const reply = await lastReply(page);
    expect(reply).toContain('single letters match nothing');
    await expect(page.getByRole('log', {name: 'Conversation'}).locator(':scope > div > div').last().getByRole('link')).toHaveCount(0);
  });

  test('must refuse: a generic first-day question and a follow-up on a new subject', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await say(page, 'What happens on my first day?');
    expect(await lastReply(page)).toMatch(/No good match|No passage of the guide matched/);
    await say(page, 'Who approves business class flights?');
    await say(page, 'and for trains?');
    const reply = await lastReply(page);
    expect(reply).toMatch(/No good match|No passage of the guide matched/);
    expect(reply).not.toMatch(/training/i);
  });
});
