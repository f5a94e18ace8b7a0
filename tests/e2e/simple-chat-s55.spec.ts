/**
 * s54 t-chat F3, s55 u-chat F3: "What are the fines under the EU AI Act?" found no good match (offline) or date passages:
 * the Art. 99 fines stood in one sentence inside the compliance page's AI literacy paragraph. They now have their own
 * section, "Fines under the EU AI Act", which the guide search lists first; its link opens that section.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

async function say(page: Page, text: string): Promise<void> {
  const log = page.getByRole('log', {name: 'Conversation'});
  const before = await log.getByText(/^(You)$/).count();
  await page.getByLabel('Message').fill(text);
  await page.getByLabel('Message').press('Enter');
  await expect(log.getByText(/^(You)$/)).toHaveCount(before + 1);
  await expect(log).not.toHaveAttribute('aria-busy', 'true', {timeout: 20_000});
}

test('Simple Chat offline: a question about the EU AI Act fines lists the fines section first', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await say(page, 'What are the fines under the EU AI Act?');
  const reply = page.getByRole('log', {name: 'Conversation'}).locator(':scope > div > div').last();
  await expect(reply).not.toContainText('No good match');
  const first = reply.locator('a[href*="#"]').first();
  await expect(first).toHaveAttribute('href', /\/action-plan\/ws1-organization\/compliance#fines-under-the-eu-ai-act$/);
  await expect(reply).toContainText('€35 million or 7%');
});
