/**
 * u33g F18 (issue 28), the model panel of the meeting assistant: with the title box empty, the request named the meeting
 * "untitled" although the transcript's "Meeting:" line gave the e-mail its subject; and a malformed stream showed a clear
 * message but no "Try again". The endpoint is faked with page.route, as in demos-vwa-43v.spec.ts. The good answer is a
 * chat-completions stream as OpenAI documents it (server-sent events, each `data:` line a JSON chunk whose
 * choices[0].delta.content holds text, ended by `data: [DONE]`: https://platform.openai.com/docs/api-reference/chat-streaming);
 * the malformed one breaks that format mid-stream (a `data:` line that is not JSON), as a broken proxy can.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect} from './fixtures';

const PAGE = '/demo-room/virtual-workplace-assistant';
const FAKE_BASE = 'http://127.0.0.1:4110/fake-llm/v1';
const FAKE_COMPLETIONS = `${FAKE_BASE}/chat/completions`;
const chunk = (text: string) => `data: ${JSON.stringify({choices: [{index: 0, delta: {content: text}}]})}\n\n`;
const sse = (...pieces: string[]) => pieces.map(chunk).join('') + 'data: [DONE]\n\n';
const TRANSCRIPT = ['Meeting: Budget review', '', "Ana Ruiz: I'll send the deck by Monday.", 'Ben Ode: Thanks, Ana.'].join('\n');

async function useFakeModel(page: Page): Promise<void> {
  const panel = page.locator('article');
  await panel.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await panel.getByLabel('Base URL').fill(FAKE_BASE);
  await panel.getByLabel('Model', {exact: true}).fill('fake-model');
  await panel.getByLabel('API key').fill('sk-test-not-a-real-key');
  await panel.getByRole('button', {name: 'Use this model'}).click();
  await expect(panel.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
}

test('F18: with no title typed, the request names the meeting from its "Meeting:" line, as the e-mail subject does', async ({page}) => {
  const sent: Request[] = [];
  await page.route(FAKE_COMPLETIONS, (route) => {
    sent.push(route.request());
    return route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('Ana sends the deck on Monday.')});
  });
  await page.goto(PAGE);
  await page.getByLabel('Meeting title').fill('');
  await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  expect(await page.getByLabel('Follow-up e-mail draft text').inputValue()).toContain('Subject: Follow-up: Budget review');
  await useFakeModel(page);
  await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
  await expect(page.getByRole('region', {name: 'Abstractive summary (model)'})).toContainText('Ana sends the deck');
  const user = (sent[0].postDataJSON() as {messages: {role: string; content: string}[]}).messages.find((m) => m.role === 'user');
  expect(user?.content).toMatch(/^Meeting: Budget review\n/);
  expect(user?.content).not.toContain('untitled');
});

test('F18: a malformed stream shows its message and "Try again", which asks again', async ({page}) => {
  let calls = 0;
  await page.route(FAKE_COMPLETIONS, (route) => {
    calls += 1;
    const body = calls === 1 ? `${chunk('Ana sends ')}data: {"choices": [{"delta": {"content": "the de\n\n` : sse('Ana sends the deck on Monday.');
    return route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body});
  });
  await page.goto(PAGE);
  await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
  await useFakeModel(page);
  await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
  await expect(page.getByRole('alert').filter({hasText: 'not with a chat-completions response'})).toBeVisible();
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('region', {name: 'Abstractive summary (model)'})).toContainText('Ana sends the deck on Monday.');
  await expect(page.getByRole('button', {name: 'Try again'})).toHaveCount(0);
  expect(calls).toBe(2);
});
