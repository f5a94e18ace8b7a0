/**
 * Task 37v (issue 28, u28j V-1–V-3, V-8), what a reader sees. A/B: a refusal, a colleague suggested by
 * full name, an acceptance that restates the request with a pronoun and its own date: the taker's row
 * and the e-mail read the request's words with the accepted date, the refused row says who took it
 * over. F: opening a file over the reader's own transcript offers Undo; a binary file is refused and
 * nothing is replaced. The transcripts are this file's own.
 */
import {axeViolations} from './axe';
import {test, expect} from './fixtures';

const TRANSCRIPT = [
  'Yuki Tanaka: Oksana, could you print the seating plans for the 19th?',
  "Oksana Hrytsenko: I'd rather not, my week is full. Maybe Marie-Claire van den Berg can?",
  "Marie-Claire van den Berg: Happy to, I'll have them printed by Wednesday.",
  'Yuki Tanaka: Tevita, also please label the storage crates.',
  'Tevita Fifita: I can do that, I will label them Monday morning.',
].join('\n');

test('A/B: the taker gets the request’s words and the accepted date; no pronoun, no "still needs an owner"', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/from 4 speakers/)).toBeVisible();
  const table = page.getByRole('region', {name: 'Action items table'});
  const declined = table.getByRole('row').filter({hasText: 'Declined'});
  await expect(declined.getByRole('cell').nth(0)).toHaveText('Oksana Hrytsenko');
  await expect(declined.getByRole('cell').nth(1)).toHaveText('Print the seating plans for the 19th');
  await expect(declined.getByRole('cell').nth(4)).toContainText('taken over by Marie-Claire van den Berg');
  const taken = table.getByRole('row').filter({hasText: 'Marie-Claire van den Berg'}).filter({hasText: 'Open'});
  await expect(taken.getByRole('cell').nth(1)).toHaveText('Print the seating plans by Wednesday');
  await expect(table.getByRole('row').filter({hasText: 'Tevita Fifita'}).getByRole('cell').nth(1)).toHaveText('Label the storage crates Monday morning');
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email).toContain('- Marie-Claire van den Berg: Print the seating plans by Wednesday (due Wednesday)');
  expect(email).toContain('- Tevita Fifita: Label the storage crates Monday morning (due Monday)');
  expect(email).toContain('taken over by Marie-Claire van den Berg');
  expect(email).not.toContain('still needs an owner');
  // The summary quotes what was said; the action items never restate it with a pronoun.
  expect(email.split('Action items:')[1]).not.toMatch(/Have them|them printed|label them|for the on/);
});

test('F: opening a file offers Undo; a binary file is refused and nothing is replaced', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  const box = page.getByLabel(/^Transcript \(/);
  await box.fill(TRANSCRIPT);
  await page.getByLabel('Meeting title').fill('Print room planning');
  const chooser = page.getByLabel('Open a transcript file');
  // A PNG named like a transcript: refused, the reader's text and title stay.
  await chooser.setInputFiles({name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])});
  await expect(page.getByText('“notes.txt” is not a text transcript', {exact: false}).first()).toBeVisible();
  await expect(box).toHaveValue(TRANSCRIPT);
  await expect(page.getByLabel('Meeting title')).toHaveValue('Print room planning');
  // A real transcript file replaces it, with Undo; the subject comes from its "Meeting notes:" line, not its name.
  const file = 'Meeting notes: Depot inventory\nChidi Okafor: I will count the pallets by Friday.\n';
  await chooser.setInputFiles({name: 'export-0412.txt', mimeType: 'text/plain', buffer: Buffer.from(file)});
  await expect(box).toHaveValue(file);
  await expect(page.getByText('Opened “export-0412.txt”.').first()).toBeVisible();
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email.split('\n')[0]).toBe('Subject: Follow-up: Depot inventory');
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box).toHaveValue(TRANSCRIPT);
  await expect(page.getByLabel('Meeting title')).toHaveValue('Print room planning');
});

test('G: at 390 px each action item is a card; Status is in view without scrolling sideways; axe clean in both modes', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  const table = page.getByRole('region', {name: 'Action items table'});
  const declined = table.getByRole('row').filter({hasText: 'Declined'});
  const status = declined.getByRole('cell').nth(4);
  await status.scrollIntoViewIfNeeded();
  const region = (await table.boundingBox())!;
  const box = (await status.boundingBox())!;
  // The Status cell sits inside the region's visible width, below the Task cell (a card, not a column).
  expect(box.x).toBeGreaterThanOrEqual(region.x - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(region.x + region.width + 1);
  const task = (await declined.getByRole('cell').nth(1).boundingBox())!;
  expect(box.y).toBeGreaterThan(task.y);
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
});

test('38v: a reply that is neither yes nor no shows "check this item" with the sentences quoted, in the table and the e-mail', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill('Meeting: Print room planning\nAna Ruiz: Ben, please renew the parking permits.\nBen Ito: Should be doable.\nAna Ruiz: Cleo, please collect the allergy forms.\nCleo Marsh: Let\'s push that to next month.');
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  const table = page.getByRole('region', {name: 'Action items table'});
  const unsure = table.getByRole('row').filter({hasText: 'Should be doable'});
  await expect(unsure.getByRole('cell').nth(0)).toHaveText('check this item');
  await expect(unsure.getByRole('cell').nth(4)).toContainText('Check this item: Ben Ito');
  await expect(table.getByRole('row').filter({hasText: 'Collect the allergy forms'}).getByRole('cell').nth(4)).toContainText('Deferred to next month');
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email.split('Action items:')[1].split('\n\n')[0]).not.toContain('parking permits');
  expect(email).toContain('Ana Ruiz: “Ben, please renew the parking permits.” — Ben Ito: “Should be doable.” (check this item: ');
  expect(email).toContain('- Collect the allergy forms (deferred to next month;');
  expect(email).not.toContain('Unknown');
  expect(email.split('\n')[0]).toBe('Subject: Follow-up: Print room planning');
});
