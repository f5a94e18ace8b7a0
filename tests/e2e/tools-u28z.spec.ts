/**
 * Tester findings u28z (issue 28) as a reader sees them: an edit draft survives the entry being removed or
 * changed in another tab (M1, two pages of one context), Remove offers Undo and keeps focus in the table (M2),
 * the CSV export starts with a UTF-8 byte-order mark (M3), and the similarity explorer says when nlist lowers
 * nprobe and when the reader's nprobe returns (S2). Unit rows: tests/unit/learning-tools/use-case-matrix/u28z.test.tsx
 * and tests/unit/learning-tools/similarity-explorer-u28z.test.ts.
 */
import {readFile} from 'node:fs/promises';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const MATRIX = '/action-plan/ws3-implementation/use-cases';
const EXPLORER = '/docs/information-processing/rag/similarity-search/approximate';
const region = (page: Page) => page.getByRole('region', {name: 'Prioritization matrix'});
const row = (page: Page, name: string) => region(page).getByRole('table').getByRole('row', {name: new RegExp(name)});

async function open(page: Page) {
  await page.goto(MATRIX);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function add(page: Page, name: string) {
  await page.getByLabel('Use case name').fill(name);
  await page.getByRole('button', {name: 'Add use case'}).click();
  await expect(region(page).getByRole('status')).toContainText(`Added “${name}”`);
}

test.describe('use-case matrix (u28z)', () => {
  test('a rename in progress survives the entry being removed in another tab, and is saved as a new entry (M1)', async ({page, context}) => {
    await open(page);
    await add(page, 'Harbor pilot roster');
    await add(page, 'Quay crane alerts');
    const other = await context.newPage();
    await open(other);
    await expect(row(other, 'Harbor pilot roster')).toBeVisible();

    await row(page, 'Harbor pilot roster').getByRole('button', {name: /^Edit/}).click();
    await page.getByLabel('Use case name').fill('Harbor pilot roster v2');
    await row(other, 'Harbor pilot roster').getByRole('button', {name: /^Remove/}).click();

    await expect(region(page).getByText('“Harbor pilot roster” was removed in another tab.')).toBeVisible();
    await expect(page.getByLabel('Use case name')).toHaveValue('Harbor pilot roster v2');
    await page.getByRole('button', {name: 'Save as a new entry'}).click();
    await expect(row(page, 'Harbor pilot roster v2')).toBeVisible();
    await expect(row(other, 'Harbor pilot roster v2')).toBeVisible();
    await other.close();
  });

  test('a draft survives the entry being changed in another tab, with a note (M1)', async ({page, context}) => {
    await open(page);
    await add(page, 'Berth forecast');
    const other = await context.newPage();
    await open(other);
    await row(page, 'Berth forecast').getByRole('button', {name: /^Edit/}).click();
    await page.getByLabel('Use case name').fill('Berth forecast (tab A)');
    await row(other, 'Berth forecast').getByRole('button', {name: /^Edit/}).click();
    await other.getByLabel('Use case name').fill('Berth forecast (tab B)');
    await other.getByRole('button', {name: 'Save changes'}).click();

    await expect(region(page).getByText('“Berth forecast” was changed in another tab.', {exact: false})).toBeVisible();
    await expect(page.getByLabel('Use case name')).toHaveValue('Berth forecast (tab A)');
    await page.getByRole('button', {name: 'Discard the draft'}).click();
    await expect(page.getByLabel('Use case name')).toHaveValue('');
    await expect(row(page, 'Berth forecast \\(tab B\\)')).toBeVisible();
    await other.close();
  });

  test('Remove offers Undo at the same place and moves focus to the next Remove button (M2)', async ({page}) => {
    await open(page);
    await page.getByRole('button', {name: 'Load sample portfolio'}).click();
    const names = await region(page).getByRole('table').locator('tbody th').allTextContents();
    await row(page, names[1]).getByRole('button', {name: /^Remove/}).click();
    await expect(row(page, names[2]).getByRole('button', {name: /^Remove/})).toBeFocused();
    await page.getByRole('button', {name: `Undo removing “${names[1]}”`}).click();
    await expect(region(page).getByRole('status')).toHaveText(`Restored “${names[1]}”.`);
    expect(await region(page).getByRole('table').locator('tbody th').allTextContents()).toEqual(names);
  });

  test('the CSV export starts with a UTF-8 byte-order mark (M3)', async ({page}) => {
    await open(page);
    await add(page, 'Сводка звонков');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: 'Export CSV'}).first().click()]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Сводка звонков');
  });
});

test('similarity explorer: nlist lowers nprobe with a note, and the reader\'s nprobe returns (S2)', async ({page}) => {
  await page.goto(EXPLORER);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const nprobe = page.getByLabel('nprobe (clusters scanned per query)');
  const nlist = page.getByLabel('nlist (clusters in the index)');
  await nprobe.fill('16');
  await nlist.fill('8');
  await expect(page.getByText('nprobe lowered from 16 to 8 to fit nlist 8; it returns to 16 when nlist allows.')).toBeVisible();
  await expect(nprobe).toHaveValue('8');
  await nlist.fill('64');
  await expect(page.getByText('nprobe is back to your 16, which fits nlist 64.')).toBeVisible();
  await expect(nprobe).toHaveValue('16');
});
