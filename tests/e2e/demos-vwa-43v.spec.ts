/**
 * Task 43v (tester u29l, issue 28): the meeting assistant's page-level findings. V-7: the line under the transcript said
 * "Nothing you paste is sent anywhere" while a model was in use. V-8: a model summary of an earlier transcript stayed beside
 * new results with no mark. V-11: "Forget it" had no Undo, and Ctrl+Z in the box afterwards put the sample in twice and
 * saved that. The model endpoint is faked with page.route, as in demos-trust.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const PAGE = '/demo-room/virtual-workplace-assistant';
const FAKE_BASE = 'http://127.0.0.1:4110/fake-llm/v1';
const FAKE_COMPLETIONS = `${FAKE_BASE}/chat/completions`;
const sse = (...pieces: string[]) => pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';
const FIRST = ['Sam Okafor: I will send the agenda by Friday.', 'Lena Fischer: Thanks, Sam.'].join('\n');
const SECOND = ['Grace Wong: Pierre, could you review the questions by Thursday?', 'Pierre Dubois: Yes, I will review them by Thursday.'].join('\n');

async function useFakeModel(page: Page): Promise<void> {
  const panel = page.locator('article');
  await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await panel.getByLabel('Base URL').fill(FAKE_BASE);
  await panel.getByLabel('Model', {exact: true}).fill('fake-model');
  await panel.getByLabel('API key').fill('sk-test-not-a-real-key');
  await panel.getByRole('button', {name: 'Use this model'}).click();
  await expect(panel.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
}

test('V-7: the line under the transcript says the transcript is sent to the model once one is in use', async ({page}) => {
  await page.goto(PAGE);
  const note = page.locator('[id$="-limit"]');
  await expect(note).toContainText('Nothing you paste is sent anywhere while no model is set');
  await useFakeModel(page);
  await expect(note).not.toContainText('Nothing you paste is sent anywhere');
  await expect(note).toContainText('sends the title and transcript to the model endpoint you set below');
});

test('V-8: a model summary of an earlier transcript is marked out of date when the transcript changes', async ({page}) => {
  await page.route(FAKE_COMPLETIONS, (route) => route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('Sam sends the agenda on Friday.')}));
  await page.goto(PAGE);
  const box = page.getByLabel(/^Transcript \(/);
  await box.fill(FIRST);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await useFakeModel(page);
  await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
  await expect(page.getByRole('region', {name: 'Abstractive summary (model)'})).toContainText('Sam sends the agenda');
  const stale = page.getByText(/^Out of date: this summary was written from the transcript/);
  await expect(stale).toBeHidden();
  await box.fill(SECOND);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(stale).toBeVisible();
  // Generated again from the box as it is now: no mark.
  await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
  await expect(stale).toBeHidden();
});

test('V-11: "Forget it" can be undone, also after a reload of the tab, and Ctrl+Z does not double the sample', async ({page}) => {
  await page.goto(PAGE);
  const box = page.getByLabel(/^Transcript \(/);
  const sample = await box.inputValue();
  await box.fill(FIRST);
  await expect(page.getByText('Kept in this browser so a reload brings it back').first()).toBeVisible();
  await page.getByRole('button', {name: 'Forget it'}).click();
  await expect(box).toHaveValue(sample);
  // Ctrl+Z in the box right after is the page's Undo: the transcript comes back once, never pasted before the sample.
  await box.focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(box).toHaveValue(FIRST);
  await page.getByRole('button', {name: 'Forget it'}).click();
  await expect(box).toHaveValue(sample);
  expect(await page.evaluate(() => localStorage.getItem('cap-demo:virtual-workplace-assistant'))).toBeNull();
  // Undo survives a reload of the tab; the transcript is not in local storage meanwhile.
  await page.reload();
  await expect(page.getByText(/^Forgotten: your transcript is no longer kept/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cap-demo:virtual-workplace-assistant'))).toBeNull();
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box).toHaveValue(FIRST);
  await expect(page.getByText(/^Forgotten:/)).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cap-demo:virtual-workplace-assistant'))).toContain('Sam Okafor');
});
