/**
 * Task 47v (issue 28, tester u31c on build-i33). F12: after "Load the sample" and Undo, no Redo was offered, so the sample
 * could not be brought back the way an opened file can. F13: an empty .txt file replaced the transcript with nothing,
 * while a picture or a too-large file is refused and the transcript kept.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const PAGE = '/demo-room/virtual-workplace-assistant';
const NOTES = 'Pia Lund: my own notes. I will call the printer by Monday.';
const box = (page: Page) => page.getByLabel(/^Transcript \(/);
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test('F12: Load the sample, Undo gives the notes back, Redo brings the sample again, Undo the notes again', async ({page, problems}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(NOTES);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  const sample = await box(page).inputValue();
  expect(sample).not.toBe(NOTES);
  await expect(page.getByText('Sample loaded.')).toBeVisible();
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box(page)).toHaveValue(NOTES);
  await expect(page.getByRole('button', {name: 'Undo'})).toHaveCount(0);
  await page.getByRole('button', {name: 'Redo'}).click();
  await expect(box(page)).toHaveValue(sample);
  await expect(page.getByRole('button', {name: 'Redo'})).toHaveCount(0);
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box(page)).toHaveValue(NOTES);
  // Still there after a reload of the tab.
  await page.reload();
  await hydrated(page);
  await expect(box(page)).toHaveValue(NOTES);
  await page.getByRole('button', {name: 'Redo'}).click();
  await expect(box(page)).toHaveValue(sample);
  expect(problems.errors).toEqual([]);
});

test('F13: an empty file, or one of blank lines, is refused and the transcript kept', async ({page, problems}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(NOTES);
  for (const [name, text] of [['empty.txt', ''], ['blank.vtt', '\n  \n\t\n']] as const) {
    await page.getByLabel('Open a transcript file').setInputFiles({name, mimeType: 'text/plain', buffer: Buffer.from(text)});
    await expect(page.getByText(`“${name}” is empty: there is no transcript in it. Your current transcript is kept.`)).toBeVisible();
    await expect(box(page)).toHaveValue(NOTES);
    await expect(page.getByText(`Opened “${name}”.`)).toHaveCount(0);
  }
  // A file with a transcript still opens, and the message goes.
  await page.getByLabel('Open a transcript file').setInputFiles({name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('Ana Ruiz: I will book the room by Monday.\n')});
  await expect(page.getByText('Opened “a.txt”.')).toBeVisible();
  await expect(box(page)).toHaveValue(/^Ana Ruiz:/);
  await expect(page.getByText(/is empty: there is no transcript in it/)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});
