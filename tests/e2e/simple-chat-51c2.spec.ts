/**
 * Issue 28, s51 (Simple Chat, tester u34c on build-b3). F5: a short draft replaced by one over the 8,000 characters
 * kept came back after a reload (text the reader had deleted; Enter would send it), also after a 2.1 MB paste over a
 * 36-character draft. F6: "Thanks!" was sent to the model and its reply got a "cites no passage" note. Offline for F5
 * (no requests); F6 counts requests to a model endpoint this spec routes, and asserts there are none.
 */
import type {Page} from '@playwright/test';
import {test, expect, type PageProblems} from './fixtures';

// The model is faked with page.route at a local address, as an OpenAI-compatible chat completion streamed as server-sent
// events: `data: {json}` chunks with `choices[0].delta.content`, closed by `data: [DONE]`
// (https://platform.openai.com/docs/api-reference/chat-streaming).
const FAKE_BASE = 'http://127.0.0.1:4467/fake-llm/v1';
const sse = (...pieces: string[]) => pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';

const KEY = 'cap-demo:simple-chat:draft';
const box = (page: Page) => page.getByRole('textbox', {name: /^Message/});
/** What this tab's session storage holds for the draft (null: nothing). */
const stored = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), KEY);

test.describe('Simple Chat, s51 (issue 28, u34c)', () => {
  // The tester's inputs: draft.js ("DRAFT A short", then 9,061 characters) and nav.js (a 2.1 MB value over 36 characters).
  const chains: Array<[string, string, string]> = [
    ['draft.js: 9,061 characters over "DRAFT A short"', 'DRAFT A short', `${'B'.repeat(100)} ${'draft B words '.repeat(640)}`],
    ['nav.js: a 2.1 MB paste over a 36-character draft', 'a thirty-six character draft, typed.', 'p'.repeat(2_100_000)],
  ];
  for (const [name, a, b] of chains) {
    test(`F5: ${name}; a reload brings back no replaced draft, and the note said so`, async ({page}) => {
      await page.goto('/demo-room/simple-chat');
      await box(page).fill(a);
      await expect.poll(() => stored(page), {timeout: 10_000}).toContain(a);
      await box(page).fill(b);
      const note = page.getByRole('alert').filter({hasText: 'this page keeps at most 8,000'});
      await expect(note).toContainText(`Your unsent message is ${b.length.toLocaleString('en-US')} characters`);
      await expect(note).toContainText('no earlier draft is kept in its place: a reload leaves the box empty');
      await expect.poll(() => stored(page)).toBeNull();
      await page.reload();
      // The draft is read once the page is idle: give it the time it takes, then the box must still be empty.
      await page.waitForTimeout(2500);
      await expect(box(page)).toHaveValue('');
    });
  }

  test('F6: "Thanks!", "thank you", "great, thanks" and "ok" are answered by the chat, with no request and no note', async ({page, problems}) => {
    const requests: string[] = [];
    await page.route(`${FAKE_BASE}/chat/completions`, (route) => {
      requests.push(route.request().postData() ?? '');
      return route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('HNSW builds a layered graph of the vectors [1].')});
    });
    await page.goto('/demo-room/simple-chat');
    const scope = page.locator('article');
    await scope.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
    await scope.getByLabel('Base URL').fill(FAKE_BASE);
    await scope.getByLabel('Model', {exact: true}).fill('fake-model');
    await scope.getByLabel('API key').fill('sk-test-not-a-real-key');
    await scope.getByRole('button', {name: 'Use this model'}).click();
    await expect(scope.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
    const log = page.getByRole('log', {name: 'Conversation'});
    await box(page).fill('What is HNSW?');
    await box(page).press('Enter');
    await expect(log).toContainText('HNSW builds a layered graph');
    expect(requests).toHaveLength(1);
    const replies = [
      ['Thanks!', 'You are welcome. Ask another question about this guide whenever you like.'],
      ['thank you', 'You are welcome. Ask another question about this guide whenever you like.'],
      ['great, thanks', 'You are welcome. Ask another question about this guide whenever you like.'],
      ['ok', 'Ask another question about this guide whenever you like.'],
    ];
    for (const [i, [message, reply]] of replies.entries()) {
      await box(page).fill(message);
      await box(page).press('Enter');
      await expect(log.getByText(reply, {exact: true})).toHaveCount(replies.slice(0, i + 1).filter(([, r]) => r === reply).length);
    }
    await expect(log).not.toContainText('cites no passage');
    expect(requests).toHaveLength(1);
    // The next question goes to the model with the HNSW exchange only: none of the thanks or their replies.
    await box(page).fill('and what about its memory use?');
    await box(page).press('Enter');
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]).not.toMatch(/Thanks!|thank you|great, thanks|You are welcome/);
    forgiveFakeEndpoint(problems);
  });
});

function forgiveFakeEndpoint(problems: PageProblems): void {
  const keep = problems.errors.filter((e) => !(e.includes('Failed to load resource') && e.includes('/fake-llm/')));
  problems.errors.splice(0, problems.errors.length, ...keep);
}
