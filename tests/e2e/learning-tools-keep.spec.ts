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
