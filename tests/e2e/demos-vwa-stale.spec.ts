/**
 * Task 42v2 (tester u29d, V-8): a transcript pasted or edited after "Analyze transcript" left the old results and the old
 * e-mail draft on screen with no marker, and "Copy e-mail draft" copied the previous meeting. The results are now marked
 * out of date and the copy button is disabled until Analyze runs again.
 */
import {test, expect} from './fixtures';

const FIRST = ['Sam Okafor: I will send the agenda by Friday.', 'Lena Fischer: Thanks, Sam.'].join('\n');
const SECOND = ['Grace Wong: Pierre, could you review the questions by Thursday?', 'Pierre Dubois: Yes, I will review them by Thursday.'].join('\n');

test('results of an earlier transcript are marked out of date and cannot be copied until Analyze runs again (u29d V-8)', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  const box = page.getByLabel(/^Transcript \(/);
  const analyze = page.getByRole('button', {name: 'Analyze transcript'});
  const copy = page.getByRole('button', {name: /Copy e-mail draft/});
  // The marker itself (the page's prose also says "out of date").
  const stale = page.getByText(/^Out of date: the results below/);
  await box.fill(FIRST);
  await analyze.click();
  await expect(page.getByText(/from 2 speakers/)).toBeVisible();
  await expect(stale).toBeHidden();
  await expect(copy).toBeEnabled();
  expect(await page.getByLabel('Follow-up e-mail draft text').inputValue()).toContain('Sam Okafor');

  // A new transcript, not analyzed yet: the old draft is marked and cannot be copied.
  await box.fill(SECOND);
  await expect(stale).toBeVisible();
  await expect(copy).toBeDisabled();

  await analyze.click();
  await expect(stale).toBeHidden();
  await expect(copy).toBeEnabled();
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email).toContain('Pierre Dubois');
  expect(email).not.toContain('Sam Okafor');

  // Editing the title marks the draft too (it is the subject); Analyze again clears it.
  await page.getByLabel('Meeting title').fill('Survey sync');
  await expect(stale).toBeVisible();
  await expect(copy).toBeDisabled();
  await analyze.click();
  await expect(stale).toBeHidden();
  await expect(copy).toBeEnabled();
});
