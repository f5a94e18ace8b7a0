/**
 * Task 48h (issue 28, tester u32a on build-b1, /tmp/u32a/FINDINGS.md), the Zohlar showcase's workspace and display.
 * F9: a Markdown table in an added document is read without its "| --- |" separator row: the offline chat names the
 * scribe's duty by its column and never quotes "Duty: ---"; Ask's passage shows the rows as the guide's tables do.
 * F10: the storage-limit message names the smaller document a reload brings back, and a reload does bring it back.
 * F11: after a reload, and after Back from another page, the workspace opens on Chat when the reader was in Chat.
 */
import {test, expect} from './fixtures';
import {addDocument} from './zohlar';

// u32a's runbook (/tmp/u32a/docs/d5_markdown.md), shortened.
const RUNBOOK = `## Postmortems

A postmortem is written for every Severity 1 incident within five working days.

| Role | Duty |
| --- | --- |
| Incident commander | Coordinates responders and decides on rollback |
| Scribe | Keeps the timeline |
`;


test('F9: a Markdown table is quoted without its separator row, in Chat and in Ask', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Incident runbook', RUNBOOK);
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  const box = chat.getByLabel('Message');
  await box.fill('Who keeps the timeline in an incident?');
  await box.press('Enter');
  const log = chat.getByRole('log');
  await expect(log).toContainText('Scribe | Duty: Keeps the timeline', {timeout: 10_000});
  await expect(log).not.toContainText('---');
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  const question = ask.getByLabel('Question about the workspace documents');
  await question.fill('Who keeps the timeline in an incident?');
  await question.press('Enter');
  const passages = ask.getByRole('list', {name: 'Top passages'});
  await expect(passages).toContainText('Scribe | Keeps the timeline |', {timeout: 10_000});
  await expect(passages).not.toContainText('---');
  // Each row starts with its first cell, as the guide's tables do, never with a pipe.
  const lines = (await passages.innerText()).split('\n').filter((line) => line.includes('|'));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.filter((line) => line.trim().startsWith('|'))).toEqual([]);
});

test('F10: the storage-limit message names the document a reload keeps, and the reload keeps it', async ({page}) => {
  test.setTimeout(90_000);
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Keep me', 'A small note about the parking rota: bays are assigned each Monday.');
  const docs = page.getByRole('region', {name: 'Shared documents'});
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cap-demo:zohlar-documents') ?? '')).toContain('Keep me');
  const big = Array.from({length: 11_000}, (_, i) => `Register line ${i}: item ${i} is stored on shelf ${i % 97}.`).join('\n');
  await docs.getByLabel('Title of a document to add').fill('Big register');
  // Typing 600,000 characters with fill() takes minutes: the text goes in as one paste would (one input event).
  await docs.getByLabel('Its text').evaluate((el, value) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', {bubbles: true}));
  }, big);
  await docs.getByRole('button', {name: 'Add to the workspace'}).click();
  await expect(docs).toContainText('a reload brings back the list as it was last kept: “Keep me” is kept; “Big register” is not.', {timeout: 20_000});
  await expect(docs).not.toContainText('they are not kept after a reload');
  await page.reload();
  await expect(docs.getByRole('listitem').filter({hasText: 'Keep me'})).toBeVisible({timeout: 10_000});
  await expect(docs.getByRole('listitem').filter({hasText: 'Big register'})).toHaveCount(0);
});

test('F11: a reload or Back opens the workspace on Chat when the reader was in Chat, and on Ask after Ask', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const tools = page.getByRole('group', {name: 'Workspace tools'});
  const chatButton = tools.getByRole('button', {name: 'Chat', exact: true});
  const askButton = tools.getByRole('button', {name: 'Ask', exact: true});
  await chatButton.click();
  await expect(chatButton).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(chatButton).toHaveAttribute('aria-pressed', 'true', {timeout: 10_000});
  await expect(page.getByRole('region', {name: 'Chat over the documents'})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Ask the documents'})).toBeHidden();
  // Another page, then Back (client-side navigation remounts the workspace).
  await page.getByRole('region', {name: 'Other demos'}).getByRole('link', {name: 'Simple Chat'}).click();
  await expect(page).toHaveURL(/\/demo-room\/simple-chat/);
  await page.goBack();
  await expect(page).toHaveURL(/\/demo-room\/zohlar-showcase/);
  await expect(chatButton).toHaveAttribute('aria-pressed', 'true', {timeout: 10_000});
  await askButton.click();
  await page.reload();
  await expect(page.getByRole('region', {name: 'Ask the documents'})).toBeVisible({timeout: 10_000});
  await expect(askButton).toHaveAttribute('aria-pressed', 'true');
});
