/**
 * Task 49v (issue 28, tester u32f on build-b3). F12: a .vtt file holding only the "WEBVTT" header was accepted and
 * replaced the transcript with "WEBVTT"; it is refused like an empty file, with a message naming it, and the transcript is
 * kept. F2 as a reader sees it: in lower-case captions without punctuation, the request's own date is its due date.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const PAGE = '/demo-room/virtual-workplace-assistant';
const NOTES = 'Pia Lund: my own notes. I will call the printer by Monday.';
const box = (page: Page) => page.getByLabel(/^Transcript \(/);
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

test('F12: a WebVTT file with only its header (or only a NOTE) is refused and the transcript kept', async ({page, problems}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(NOTES);
  for (const [name, text] of [['headeronly.vtt', 'WEBVTT\n'], ['note.vtt', 'WEBVTT\n\nNOTE exported by the meeting service\n']] as const) {
    await page.getByLabel('Open a transcript file').setInputFiles({name, mimeType: 'text/vtt', buffer: Buffer.from(text)});
    await expect(page.getByText(`“${name}” has no transcript in it: only a header, with nothing anyone said. Your current transcript is kept.`)).toBeVisible();
    await expect(box(page)).toHaveValue(NOTES);
    await expect(page.getByText(`Opened “${name}”.`)).toHaveCount(0);
  }
  // A file with cues still opens, and the message goes.
  await page.getByLabel('Open a transcript file').setInputFiles({name: 'a.vtt', mimeType: 'text/vtt', buffer: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nAna Ruiz: I will book the room by Monday.\n')});
  await expect(page.getByText('Opened “a.vtt”.')).toBeVisible();
  await expect(box(page)).toHaveValue(/^WEBVTT/);
  await expect(page.getByText(/has no transcript in it/)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('F2: lower-case captions without punctuation: the due date is the request’s own', async ({page, problems}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const vtt = ['WEBVTT', '', '1', '00:00:01.000 --> 00:00:03.000', 'maya chen: the launch is on friday', '', '2', '00:00:03.500 --> 00:00:06.000', 'maya chen: tom can you update the docs by tuesday', '', '3', '00:00:06.500 --> 00:00:07.000', 'tom reid: yes'].join('\n');
  await box(page).fill(vtt);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  const row = page.locator('table tbody tr', {hasText: 'Update the docs by tuesday'});
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('tom reid');
  await expect(row).not.toContainText('friday');
  await expect(page.locator('#workplace-assistant-email')).not.toHaveValue(/due friday/);
  expect(problems.errors).toEqual([]);
});
