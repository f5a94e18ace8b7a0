/**
 * Task 44a (issue 28, tester u29s) as a reader sees it, on the API assistant:
 * - A21: "Load the sample" over the reader's own document and form, then a reload (or Back) without Undo, lost them for
 *   good. They are now kept beside the sample, and Undo brings them back after a reload, after Back and after a request
 *   asked of the sample; loading another document ends it.
 * - A22: after Undo and after "Open that tab's work here" the pressed button is gone and focus fell to <body>; it now
 *   lands on the document box they restored.
 * Unit rows: tests/unit/demos/universal-api-assistant-s44a.test.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ask, expectOwnWork, inUse, loadDoc, open, ownWork, saved, TICKETS_API} from './apiAssistant';

const undo = (page: Page) => page.getByRole('button', {name: 'Undo'});

test('A21: the document and form the sample replaced survive a reload, and Undo brings them back', async ({page}) => {
  await open(page);
  await ownWork(page);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await expect(inUse(page)).toContainText('Helpdesk');
  await expect(page.getByText('The sample replaced your document and form, kept beside it until you load another document.')).toBeVisible();
  await expect.poll(() => saved(page)).toContain('"replaced"');
  await expect(page.getByText(/Kept in this browser so a reload brings it back: .*the document and form the sample replaced/)).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(inUse(page)).toContainText('Helpdesk');
  await undo(page).click();
  await expectOwnWork(page);
  await expect(page.getByLabel('OpenAPI 3 document (JSON or YAML)')).toBeFocused();
  await expect(undo(page)).toHaveCount(0);
  await expect.poll(() => saved(page)).not.toContain('"replaced"');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expectOwnWork(page);
});

test('A21 neighbours: a request asked of the sample and Back keep the Undo; loading another document ends it', async ({page}) => {
  await open(page);
  await ownWork(page);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await ask(page, 'close ticket TCK-1042');
  await expect(page.getByRole('radio', {checked: true})).toBeVisible();
  await expect(undo(page)).toBeVisible();
  // Load the sample again over work on the sample: the reader's own document stays the one held.
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await expect.poll(() => saved(page)).toContain('Ticket Desk');
  await page.goto('/demo-room');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await undo(page).click();
  await expectOwnWork(page);

  await page.getByRole('button', {name: 'Load the sample'}).click();
  await loadDoc(page, TICKETS_API.replace('Ticket Desk', 'Ticket Desk Two'));
  await expect(inUse(page)).toContainText('Ticket Desk Two');
  await expect(undo(page)).toHaveCount(0);
  await expect.poll(() => saved(page)).not.toContain('"replaced"');
});

test('A22: "Open that tab\u2019s work here" leaves focus on the document box it filled', async ({context, page}) => {
  await open(page);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  const tab2 = await context.newPage();
  await open(tab2);
  await ownWork(tab2);
  await page.getByRole('button', {name: 'Open that tab’s work here'}).click();
  await expect(inUse(page)).toContainText('Ticket Desk');
  await expect(page.getByLabel('OpenAPI 3 document (JSON or YAML)')).toBeFocused();
});
