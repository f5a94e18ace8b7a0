/**
 * Issue 28, s50 task d (tester u33d, /tmp/u33d/FINDINGS.md F5; t_state.js, t_undo2.js): a document Undo brings back
 * numbered, because a document added since has its title, says why in the list ("brought back by Undo as …"). The
 * reason was held by the tab that pressed Undo only: a reload, Back, or another tab showed the bare "Shift notes (2)".
 * It is now kept with the document's record.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const docsOf = (page: Page) => page.getByRole('region', {name: 'Shared documents'});

async function addDocument(page: Page, title: string, text: string) {
  const docs = docsOf(page);
  await docs.getByLabel('Title of a document to add').fill(title);
  await docs.getByLabel('Its text').fill(text);
  await docs.getByRole('button', {name: 'Add to the workspace'}).click();
  await expect(docs.getByRole('listitem').filter({hasText: title}).first()).toBeVisible();
}

const REASON = /brought back by Undo as “Shift notes \(2\)”: “Shift notes” is now the title of a document you added after removing this one/;

test('u33d F5: the reason for "Shift notes (2)" survives a reload, Back and another tab', async ({page, context}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Shift notes', 'Night shift notes. The freezer door on dock 3 sticks and must be pushed firmly.');
  await docsOf(page).getByRole('button', {name: 'Remove “Shift notes”'}).click();
  await addDocument(page, 'Shift notes', 'New shift notes: the loading ramp light is broken.');
  await page.waitForTimeout(600);
  await page.reload();
  await docsOf(page).getByRole('button', {name: 'Undo'}).click();
  const back = docsOf(page).getByRole('listitem').filter({hasText: 'Shift notes (2)'});
  await expect(back).toContainText(REASON);
  // Past the save delay, then a reload.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(docsOf(page).getByRole('listitem').filter({hasText: 'Shift notes (2)'})).toContainText(REASON);
  // Another page, then Back.
  await page.goto('/demo-room/simple-chat');
  await page.goBack();
  await expect(docsOf(page).getByRole('listitem').filter({hasText: 'Shift notes (2)'})).toContainText(REASON);
  // Another tab of the same browser.
  const other = await context.newPage();
  await other.goto('/demo-room/zohlar-showcase');
  await expect(docsOf(other).getByRole('listitem').filter({hasText: 'Shift notes (2)'})).toContainText(REASON);
  // The newer document keeps its title and has no note.
  await expect(docsOf(other).getByRole('listitem').filter({hasText: /^Shift notes Remove$/})).toHaveCount(1);
  await other.close();
});

test('u33d F5 (t_undo2.js): after "Forget it" and two new documents, Undo numbers one and the other tab says why', async ({page, context}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Site contacts', 'Site contacts: the gate guard is on extension 100.');
  await addDocument(page, 'On-call handbook', 'On-call: the duty manager carries the red phone.');
  await page.waitForTimeout(600);
  const other = await context.newPage();
  await other.goto('/demo-room/zohlar-showcase');
  await expect(docsOf(other).getByRole('listitem').filter({hasText: 'On-call handbook'})).toHaveCount(1);
  await docsOf(page).getByRole('button', {name: 'Forget it'}).click();
  await addDocument(page, 'Site contacts', 'New site contacts: reception is on extension 200.');
  await docsOf(page).getByRole('button', {name: 'Undo'}).click();
  const reason = /brought back by Undo as “Site contacts \(2\)”: “Site contacts” is now the title/;
  await expect(docsOf(page).getByRole('listitem').filter({hasText: 'Site contacts (2)'})).toContainText(reason);
  await expect(docsOf(other).getByRole('listitem').filter({hasText: 'Site contacts (2)'})).toContainText(reason, {timeout: 10_000});
  await page.waitForTimeout(600);
  await page.reload();
  await expect(docsOf(page).getByRole('listitem').filter({hasText: 'Site contacts (2)'})).toContainText(reason);
  await other.close();
});
