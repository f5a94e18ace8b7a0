/**
 * Issue 28 (u29w F23, lost work): Retry after a finished model reply keeps that reply until the new one
 * arrives, and beside it: a failed Retry shows its error next to the kept reply, which survives a reload;
 * a Retry that succeeds shows both, the earlier one marked.
 *
 * The model is faked with page.route at a local address: an OpenAI-compatible chat completion streamed
 * as server-sent events, `data: {json}` chunks with `choices[0].delta.content`, closed by `data: [DONE]`
 * (https://platform.openai.com/docs/api-reference/chat-streaming); a failure is an HTTP 500 or 401.
 */
import type {Page} from '@playwright/test';
import {test, expect, type PageProblems} from './fixtures';

const FAKE_BASE = 'http://127.0.0.1:4467/fake-llm/v1';
const KEY = 'sk-test-not-a-real-key';
const sse = (...pieces: string[]) => pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';

function forgiveFakeEndpoint(problems: PageProblems): void {
  const keep = problems.errors.filter((e) => !(e.includes('Failed to load resource') && e.includes('/fake-llm/')));
  problems.errors.splice(0, problems.errors.length, ...keep);
}

async function configureModel(page: Page): Promise<void> {
  const scope = page.locator('article');
  await scope.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await scope.getByLabel('Base URL').fill(FAKE_BASE);
  await scope.getByLabel('Model', {exact: true}).fill('fake-model');
  await scope.getByLabel('API key').fill(KEY);
  await scope.getByRole('button', {name: 'Use this model'}).click();
  await expect(scope.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
}

const FIRST = 'HNSW builds a layered graph of the vectors [1]. Paragraph 30 ends the first answer.';

test.describe('Simple Chat Retry (u29w F23)', () => {
  test('a failed Retry leaves the finished reply in place, beside its error, also after a reload', async ({page, problems}) => {
    let mode: 'ok' | '401' = 'ok';
    await page.route(`${FAKE_BASE}/chat/completions`, (route) =>
      mode === 'ok'
        ? route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse(FIRST.slice(0, 40), FIRST.slice(40))})
        : route.fulfill({status: 401, headers: {'Content-Type': 'application/json'}, body: JSON.stringify({error: {message: 'Incorrect API key provided'}})}),
    );
    await page.goto('/demo-room/simple-chat');
    await configureModel(page);
    await page.getByLabel('Message').fill('How does retrieval-augmented generation reduce hallucinations?');
    await page.getByLabel('Message').press('Enter');
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log).toContainText('Paragraph 30 ends the first answer.');
    mode = '401';
    await page.getByRole('button', {name: 'Retry', exact: true}).click();
    await expect(log.getByRole('alert')).toContainText('401');
    await expect(log).toContainText('Paragraph 30 ends the first answer.');
    await expect(log).toContainText('Earlier reply');
    await page.reload();
    await expect(log).toContainText('Paragraph 30 ends the first answer.');
    forgiveFakeEndpoint(problems);
  });

  test('a Retry that succeeds shows the new reply after the earlier one, marked', async ({page, problems}) => {
    let n = 0;
    await page.route(`${FAKE_BASE}/chat/completions`, (route) => {
      n += 1;
      return route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse(n === 1 ? FIRST : 'The second answer, after Retry.')});
    });
    await page.goto('/demo-room/simple-chat');
    await configureModel(page);
    await page.getByLabel('Message').fill('How does retrieval-augmented generation reduce hallucinations?');
    await page.getByLabel('Message').press('Enter');
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log).toContainText('Paragraph 30 ends the first answer.');
    await page.getByRole('button', {name: 'Retry', exact: true}).click();
    await expect(log).toContainText('The second answer, after Retry.');
    await expect(log).toContainText('Paragraph 30 ends the first answer.');
    await expect(log.getByRole('button', {name: /^Copy reply/})).toHaveCount(2);
    const text = await log.innerText();
    expect(text.indexOf('Paragraph 30')).toBeLessThan(text.indexOf('The second answer'));
    forgiveFakeEndpoint(problems);
  });
});
