/** Shared steps of the Zohlar showcase specs (/demo-room/zohlar-showcase). */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

/** Adds a document to the shared workspace with the page's own form, and waits until the list shows it. */
export async function addDocument(page: Page, title: string, text: string): Promise<void> {
  const docs = page.getByRole('region', {name: 'Shared documents'});
  await docs.getByLabel('Title of a document to add').fill(title);
  await docs.getByLabel('Its text').fill(text);
  await docs.getByRole('button', {name: 'Add to the workspace'}).click();
  await expect(docs.getByRole('listitem').filter({hasText: title}).first()).toBeVisible();
}
