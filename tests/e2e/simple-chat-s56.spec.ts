/**
 * s56 u-chat F10: after the reader typed a key for one endpoint and changed the base URL to another server, the key stayed
 * in its field and went to the new server with the next question. Changing the base URL's origin now clears the key and says
 * why beside the key field; a message sent after that carries no Authorization header. Unit rows:
 * tests/unit/demos/model-key-origin-s56.test.tsx.
 */
import {test, expect} from './fixtures';

test('Simple Chat: a key typed for one base URL is cleared when the base URL moves to another server', async ({page}) => {
  const sent: Array<{url: string; auth: string | null}> = [];
  await page.route(/\/v1\/chat\/completions$/, async (route) => {
    sent.push({url: route.request().url(), auth: route.request().headers().authorization ?? null});
    const body = `data: ${JSON.stringify({choices: [{delta: {content: 'Retrieval-augmented generation grounds answers in retrieved passages [1].'}}]})}\n\ndata: [DONE]\n\n`;
    await route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body});
  });
  await page.goto('/demo-room/simple-chat');
  await page.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await page.getByLabel('Base URL').fill('http://127.0.0.1:4901/v1');
  await page.getByLabel('Model', {exact: true}).fill('mock-s56');
  await page.getByLabel('API key').fill('sk-s56-secret');
  await page.getByLabel('Base URL').fill('http://localhost:4901/v1');
  await expect(page.getByLabel('API key')).toHaveValue('');
  await expect(page.getByText(/The API key was cleared because the base URL no longer points to 127\.0\.0\.1:4901/)).toBeVisible();
  await page.getByLabel('Message').fill('What is retrieval-augmented generation?');
  await page.getByLabel('Message').press('Enter');
  await expect.poll(() => sent.length, {timeout: 30_000}).toBeGreaterThan(0);
  expect(sent[0].url).toContain('localhost:4901');
  expect(sent[0].auth).toBeNull();
});
