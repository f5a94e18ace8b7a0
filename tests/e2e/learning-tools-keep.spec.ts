/**
 * u28s S-E1: the chunking playground keeps the reader's own text. Paste, pick a sample, pick
 * "Your own text" again: the text comes back; it also survives a reload and Back (sessionStorage).
 */
import {test, expect} from './fixtures';

const CHUNKING = '/docs/information-processing/data-ingestion/chunking/semantic';
const INTRO = '/docs/intro';
const MINE = 'My own notes on retrieval. The first sentence is here. The second sentence follows it.';

test('the chunking playground keeps the reader’s own text across a sample, a reload and Back', async ({page}) => {
  await page.goto(CHUNKING);
  const widget = page.getByRole('region', {name: 'Chunking playground'});
  const box = widget.getByLabel('Text to chunk');
  const picker = widget.getByLabel('Sample text');
  await box.fill(MINE);
  await expect(picker).toHaveValue('custom');

  await picker.selectOption({label: 'Code-heavy: a retry helper'});
  await expect(box).toHaveValue(/withRetry/);
  await picker.selectOption('custom');
  await expect(box).toHaveValue(MINE);

  await page.reload();
  await expect(widget.getByLabel('Text to chunk')).toHaveValue(MINE);
  await expect(widget.getByLabel('Sample text')).toHaveValue('custom');

  await page.goto(INTRO);
  await page.goBack();
  await expect(page.getByRole('region', {name: 'Chunking playground'}).getByLabel('Text to chunk')).toHaveValue(MINE);
});

// u28w W-A1 (session 40): typing one letter into a sample after pasting an own text replaced the
// own text with the edited sample, with no message and no undo. W-A2: a reload reset the settings.
test('editing a sample keeps the reader’s own text; the edit and the settings survive a reload', async ({page}) => {
  await page.goto(CHUNKING);
  const widget = page.getByRole('region', {name: 'Chunking playground'});
  const box = widget.getByLabel('Text to chunk');
  const picker = widget.getByLabel('Sample text');
  await box.fill(MINE);
  await picker.selectOption('markdown');
  const sample = await box.inputValue();
  await box.press('End');
  await box.pressSequentially('x');
  await expect(picker).toHaveValue('markdown');
  await expect(box).toHaveValue(`${sample}x`);
  await widget.getByLabel('Chunk size (characters)').fill('90');
  await widget.getByLabel('Overlap (characters)').fill('30');

  await page.reload();
  const again = page.getByRole('region', {name: 'Chunking playground'});
  await expect(again.getByLabel('Text to chunk')).toHaveValue(`${sample}x`);
  await expect(again.getByLabel('Chunk size (characters)')).toHaveValue('90');
  await expect(again.getByLabel('Overlap (characters)')).toHaveValue('30');
  await again.getByLabel('Sample text').selectOption('custom');
  await expect(again.getByLabel('Text to chunk')).toHaveValue(MINE);
  await again.getByLabel('Sample text').selectOption('markdown');
  await again.getByRole('button', {name: 'Restore the original sample'}).click();
  await expect(again.getByLabel('Text to chunk')).toHaveValue(sample);
});
