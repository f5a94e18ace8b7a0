/**
 * Issue 28, "never lose work" and "chat that behaves like a chat": one test per finding, each
 * written against the build before the fix (where it failed) and kept as the regression test.
 *
 * The model is a local OpenAI-compatible server on 127.0.0.1 (a free port), reached cross-origin
 * like a real endpoint. It follows the rules the demos rely on:
 * - chat completions stream as server-sent events, `data: {json}` chunks with
 *   `choices[0].delta.content`, closed by `data: [DONE]`
 *   (https://platform.openai.com/docs/api-reference/chat-streaming);
 * - CORS: the preflight (OPTIONS) allows POST with Authorization and Content-Type, and
 *   `Access-Control-Expose-Headers: Retry-After` lets the page read the wait
 *   (https://fetch.spec.whatwg.org/#http-access-control-expose-headers);
 * - 429 Too Many Requests with `Retry-After: <seconds>` (RFC 6585 §4, RFC 9110 §10.2.3);
 * - a dropped stream is a connection reset after some events, before `[DONE]`.
 */
import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {test, expect, type PageProblems} from './fixtures';

type Step =
  | {kind: 'stream'; pieces: string[]; delayMs?: number}
  | {kind: 'rate-limit'; retryAfter?: number}
  | {kind: 'drop'; pieces: string[]; until?: Promise<void>};

type Mock = {
  base: string;
  /** Parsed request bodies, in order, with the time each arrived. */
  requests: Array<{at: number; body: {messages: Array<{role: string; content: string}>}}>;
  /** What the next requests get; the last step repeats. */
  script: Step[];
  close: () => Promise<void>;
};

const KEY = 'sk-test-not-a-real-key';
const chunk = (content: string) => `data: ${JSON.stringify({choices: [{index: 0, delta: {content}}]})}\n\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, content-type, accept',
  'Access-Control-Expose-Headers': 'Retry-After',
};

async function startMock(): Promise<Mock> {
  const mock = {requests: [], script: []} as unknown as Mock;
  let served = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    let raw = '';
    for await (const part of req) raw += part;
    mock.requests.push({at: Date.now(), body: JSON.parse(raw)});
    const step = mock.script[Math.min(served++, mock.script.length - 1)];
    if (step.kind === 'rate-limit') {
      // Without retryAfter the 429 carries no Retry-After header, as some providers send it.
      res.writeHead(429, {...CORS, 'Content-Type': 'application/json', ...(step.retryAfter === undefined ? {} : {'Retry-After': String(step.retryAfter)})});
      res.end(JSON.stringify({error: {message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded'}}));
      return;
    }
    res.writeHead(200, {...CORS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
    for (const piece of step.pieces) {
      if (res.destroyed) return;
      res.write(chunk(piece));
      await sleep(step.kind === 'stream' ? (step.delayMs ?? 5) : 20);
    }
    if (step.kind === 'drop') {
      // Cut only once the test has seen the partial reply: a busy browser that gets the pieces and
      // the reset in one read reports the error and discards the queued pieces (a browser limit
      // the page cannot work around), which made this test flaky under load.
      await step.until;
      res.socket?.destroy();
      return;
    }
    res.end('data: [DONE]\n\n');
  };
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  mock.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return mock;
}

/** A refused or dropped request to the mock logs "Failed to load resource": that is what is under test. */
function forgiveMock(problems: PageProblems, mock: Mock): void {
  const port = new URL(mock.base).port;
  const keep = problems.errors.filter((e) => !(e.includes(`127.0.0.1:${port}`) || /ERR_(INCOMPLETE_CHUNKED_ENCODING|CONNECTION_RESET|EMPTY_RESPONSE)/.test(e)));
  problems.errors.splice(0, problems.errors.length, ...keep);
}

async function useModel(page: Page, mock: Mock, scope = page.locator('article')): Promise<void> {
  await scope.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await scope.getByLabel('Base URL').fill(mock.base);
  await scope.getByLabel('Model', {exact: true}).fill('mock-model');
  await scope.getByLabel('API key').fill(KEY);
  await scope.getByRole('button', {name: 'Use this model'}).click();
  await expect(scope.getByRole('status').filter({hasText: 'Using mock-model'})).toBeVisible();
}

async function say(page: Page, text: string, scope = page.locator('article')): Promise<void> {
  await scope.getByLabel('Message').fill(text);
  // Enter does nothing while a reply still streams (the text stays in the box): wait as a reader waits for Send to come back,
  // or a reply whose last line is already shown but whose stream has not closed swallows the Enter (CI stop 46, u30e U1).
  await expect(scope.getByRole('button', {name: 'Send', exact: true})).toBeEnabled();
  await scope.getByLabel('Message').press('Enter');
}

let mock: Mock;
test.beforeEach(async () => {
  mock = await startMock();
});
test.afterEach(async () => {
  await mock.close();
});

test.describe('Simple Chat behaves like a chat', () => {
  test('renders GFM tables and leaves underscores inside words alone, with unsafe links dropped', async ({page, problems}) => {
    mock.script = [{kind: 'stream', pieces: ['| Plan | Price |\n| --- | ---: |\n', '| Basic | 10 |\n| Pro | 20 |\n\n', 'Call snake__case__name. [bad](javascript:alert(1)) [docs](https://example.com)']}];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    await say(page, 'Compare the plans in a table');
    const log = page.getByRole('log', {name: 'Conversation'});
    const table = log.locator('table');
    await expect(table).toBeVisible();
    await expect(table.locator('th')).toHaveText(['Plan', 'Price']);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(log).toContainText('snake__case__name');
    // The reply's own Markdown: the list of passages the model was given under it numbers them in bold (issue 28 S-B4).
    await expect(log.locator('strong').filter({hasNotText: /^\[\d+\]$/})).toHaveCount(0);
    await expect(log.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(log.getByRole('link', {name: 'docs'})).toHaveAttribute('rel', /noopener/);
    forgiveMock(problems, mock);
  });

  test('the log follows the streaming reply, and stops following when the reader scrolls up', async ({page, problems}) => {
    const lines = (label: string) => Array.from({length: 30}, (_, i) => `- ${label} line ${i + 1}\n`);
    mock.script = [
      {kind: 'stream', pieces: lines('first')},
      {kind: 'stream', pieces: lines('second')},
      {kind: 'stream', pieces: lines('third'), delayMs: 120},
    ];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    const log = page.getByRole('log', {name: 'Conversation'});
    const gap = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    // Each message matches a passage of the guide: with none, no request is sent (u28y S-A5).
    await say(page, 'How does retrieval-augmented generation reduce hallucinations?');
    await expect(log).toContainText('first line 30');
    await say(page, 'How should documents be chunked for retrieval?');
    await expect(log).toContainText('second line 30');
    await expect.poll(gap).toBeLessThan(30);
    // The reader scrolls up while the third reply streams: the log stays where they are.
    await say(page, 'How does HNSW trade recall for memory?');
    await expect(log).toContainText('third line 2');
    // With the wheel, as a reader does: a move up the page made itself (a reply getting shorter) does not count (S-10).
    await log.hover();
    await page.mouse.wheel(0, -20_000);
    await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBe(0);
    await expect(log).toContainText('third line 12');
    expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
    await page.getByRole('button', {name: 'Jump to latest'}).click();
    await expect.poll(gap).toBeLessThan(30);
    await expect(log).toContainText('third line 30');
    await expect.poll(gap).toBeLessThan(30);
    forgiveMock(problems, mock);
  });

  test('at 360 × 740 the page follows a streaming reply so its newest lines and the message box stay in view, until the reader scrolls the page up (u30e U1)', async ({page, problems}) => {
    await page.setViewportSize({width: 360, height: 740});
    const lines = (label: string, n: number) => Array.from({length: n}, (_, i) => `${label} line ${i + 1} of the long reply.\n\n`);
    mock.script = [{kind: 'stream', pieces: lines('long', 40), delayMs: 120}, {kind: 'stream', pieces: lines('next', 40), delayMs: 120}];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    const log = page.getByRole('log', {name: 'Conversation'});
    const box = page.locator('article').getByLabel('Message');
    await say(page, 'How does retrieval-augmented generation reduce hallucinations?');
    await expect(log).toContainText('long line 12 of');
    // The reply is still streaming: its newest line and the message box are on screen, not below the fold.
    await expect(box).toBeInViewport();
    await expect(log.getByText(/^long line \d+ of/).last()).toBeInViewport();
    await expect(log).toContainText('long line 40 of');
    await expect(box).toBeInViewport();
    // The next reply: the reader moves the page up (the wheel over the message box scrolls the page); the page stays there.
    await say(page, 'How should documents be chunked for retrieval?');
    await expect(log).toContainText('next line 5 of');
    await box.hover();
    // Far enough to reach the top wherever the reply left the page (a fixed 3,000 px stopped at 109 px once the page
    // grew above the chat, s49-d2's history note).
    await page.mouse.wheel(0, -((await page.evaluate(() => window.scrollY)) + 1000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await expect(log).toContainText('next line 20 of');
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
    forgiveMock(problems, mock);
  });

  test('offline replies are never sent to the model as its own turns, nor the questions they answered (S-5)', async ({page, problems}) => {
    mock.script = [{kind: 'stream', pieces: ['Chunking splits documents.']}];
    await page.goto('/demo-room/simple-chat');
    const log = page.getByRole('log', {name: 'Conversation'});
    await say(page, 'What is retrieval-augmented generation?');
    await expect(log).toContainText('Offline mode (retrieval only, nothing generated)', {timeout: 20_000});
    await useModel(page, mock);
    await say(page, 'How should documents be chunked for retrieval?');
    await expect(log).toContainText('Chunking splits documents.');
    const sent = mock.requests[0].body.messages;
    expect(sent.filter((m) => m.role === 'assistant')).toEqual([]);
    expect(sent.some((m) => m.content.includes('Offline mode'))).toBe(false);
    // The offline question got no answer from the model, so it is not history either (u29c S-5): never two user messages in a row.
    expect(sent.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['How should documents be chunked for retrieval?']);
    forgiveMock(problems, mock);
  });

  test('a stopped reply stays in the conversation, marked partial, and in the model history', async ({page, problems}) => {
    mock.script = [
      {kind: 'stream', pieces: ['The first part ', 'of a long answer ', ...Array.from({length: 40}, () => 'more ')], delayMs: 150},
      {kind: 'stream', pieces: ['Second answer.']},
    ];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    const log = page.getByRole('log', {name: 'Conversation'});
    // Both messages match a passage of the guide: with none, no request is sent (u28y S-A5).
    await say(page, 'How does retrieval-augmented generation reduce hallucinations?');
    await expect(log).toContainText('of a long answer');
    await page.getByRole('button', {name: 'Stop'}).click();
    await expect(log).toContainText('Stopped: partial answer');
    await expect(log).toContainText('The first part of a long answer');
    await say(page, 'How should documents be chunked for retrieval?');
    await expect(log).toContainText('Second answer.');
    const history = mock.requests[1].body.messages;
    const partial = history.find((m) => m.role === 'assistant');
    expect(partial?.content).toMatch(/^The first part of a long answer/);
    expect(partial?.content).toContain('cut off');
    forgiveMock(problems, mock);
  });

  test('a 429 with Retry-After counts down, then retries on its own', async ({page, problems}) => {
    mock.script = [{kind: 'rate-limit', retryAfter: 2}, {kind: 'stream', pieces: ['Recovered answer.']}];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    // A message that matches a passage of the guide: with none, no request is sent (u28y S-A5).
    await say(page, 'How does retrieval-augmented generation reduce hallucinations?');
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log.getByRole('alert')).toContainText('asks to wait 2 seconds');
    await expect(log.getByRole('timer')).toContainText(/Retrying automatically in [12] s/);
    await expect(log.getByRole('button', {name: 'Retry now'})).toBeVisible();
    await expect(log).toContainText('Recovered answer.', {timeout: 10_000});
    expect(mock.requests).toHaveLength(2);
    expect(mock.requests[1].at - mock.requests[0].at).toBeGreaterThanOrEqual(1_500);
    forgiveMock(problems, mock);
  });

  test('a dropped stream is named as such and the partial answer is kept', async ({page, problems}) => {
    let cut = () => {};
    const until = new Promise<void>((resolve) => (cut = resolve));
    mock.script = [{kind: 'drop', pieces: ['Half of ', 'the answer'], until}];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    // The browser reports the cut connection (and logs it) once; wait for that before forgiving the log line.
    const failed = page.waitForEvent('requestfailed', {predicate: (r) => r.url().startsWith(mock.base), timeout: 45_000});
    await say(page, 'Explain RAG');
    // Before the model is asked, the chat loads and indexes the whole guide (it waits up to ten seconds
    // for the index, longer than an assertion's 5 s under load): wait for the request to reach the model.
    await expect.poll(() => mock.requests.length, {timeout: 30_000}).toBe(1);
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log).toContainText('Half of the answer');
    cut();
    await failed;
    await expect(log.getByRole('alert')).toContainText('The connection dropped after 18 characters');
    await expect(log.getByRole('alert')).not.toContainText('CORS');
    await expect(log).toContainText('Half of the answer');
    forgiveMock(problems, mock);
  });
});

test.describe('Zohlar keeps work across its own tour', () => {
  test('the Ask question and passages survive following the tour to Chat and back', async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    const ask = page.getByRole('region', {name: 'Ask the documents'});
    await ask.getByLabel('Question about the workspace documents').fill('Who approves a business class flight?');
    await ask.getByRole('button', {name: 'Ask'}).click();
    await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('vice president');
    await page.getByRole('button', {name: 'Start the tour'}).click();
    await page.getByRole('button', {name: 'Next'}).click();
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(page.getByText('Tour step 3 of 5').first()).toBeVisible();
    await page.getByRole('button', {name: 'Show me'}).click();
    // "Show me" puts the cursor in the message box, and in the question box for Ask (u29k Z-2).
    await expect(page.getByRole('region', {name: 'Chat over the documents'}).getByLabel('Message')).toBeFocused();
    await page.getByRole('button', {name: 'Previous'}).click();
    await page.getByRole('button', {name: 'Show me'}).click();
    await expect(ask.getByLabel('Question about the workspace documents')).toBeFocused();
    await expect(ask.getByLabel('Question about the workspace documents')).toHaveValue('Who approves a business class flight?');
    await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('vice president');
  });

  test('a follow-up in Chat is searched with the previous question', async ({page, problems}) => {
    mock.script = [{kind: 'stream', pieces: ['Answer [1].']}];
    await page.goto('/demo-room/zohlar-showcase');
    await useModel(page, mock, page.locator('[role="region"][aria-label="Model settings"]'));
    await page.getByRole('button', {name: 'Chat', exact: true}).click();
    const chat = page.getByRole('region', {name: 'Chat over the documents'});
    await say(page, 'Can confidential data go into a public chatbot?', chat);
    await expect(chat.getByRole('log')).toContainText('Answer [1].');
    await say(page, 'What if it already happened?', chat);
    await expect.poll(() => mock.requests.length).toBe(2);
    const system = mock.requests[1].body.messages[0].content;
    expect(system).toContain('report it to the security team');
    forgiveMock(problems, mock);
  });
});

const MATRIX = '/action-plan/ws3-implementation/use-cases';
const HEADER = 'name,impact,strategic_fit,reach,urgency,data_readiness,technical_maturity,risk_effort,change_ease';
const csvOf = (rows: number) => Buffer.from(`${HEADER}\n${Array.from({length: rows}, (_, i) => `Imported ${i + 1},3,4,3,4,3,4,3,4`).join('\n')}\n`);

const matrix = (page: Page) => page.getByRole('region', {name: 'Prioritization matrix'});

async function addUseCase(page: Page, name: string): Promise<void> {
  await page.getByLabel('Use case name').fill(name);
  await page.getByRole('button', {name: 'Add use case'}).click();
  await expect(matrix(page).getByRole('status')).toContainText(`Added “${name}”`);
}

test.describe('use-case matrix never loses work', () => {
  test('a 600-row CSV is refused before anything changes, and the reader’s entries survive a reload', async ({page}) => {
    await page.goto(MATRIX);
    await addUseCase(page, 'My own entry');
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'portfolio.csv', mimeType: 'text/csv', buffer: csvOf(600)});
    await expect(page.getByRole('alert').filter({hasText: 'Import refused'})).toContainText('portfolio.csv has 600 use cases and you have 1; the matrix holds at most 500');
    await page.reload();
    await expect(page.getByRole('table', {name: /Ranked use cases \(1\)/})).toContainText('My own entry');
  });

  test('a 40,000-row CSV gets a clear message, not a console warning', async ({page}) => {
    await page.goto(MATRIX);
    await page.getByLabel('When importing').selectOption('replace');
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'huge.csv', mimeType: 'text/csv', buffer: csvOf(40_000)});
    await expect(page.getByRole('alert').filter({hasText: 'Import refused'})).toContainText('huge.csv has 40,000 use cases; the matrix holds at most 500');
    await expect(page.getByRole('table', {name: /Ranked use cases \(0\)/})).toBeVisible();
  });

  test('a full storage quota is shown to the reader with a way to export', async ({page, problems}) => {
    await page.goto(MATRIX);
    await page.evaluate(() => {
      // Fill this origin's storage, as other tools or a long session might.
      let size = 1 << 20;
      for (let i = 0; size >= 16; i += 1) {
        try {
          localStorage.setItem(`filler-${i}`, 'x'.repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    await page.getByRole('button', {name: 'Load sample portfolio'}).click();
    await expect(page.getByText('The browser’s storage for this site is full').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', {name: 'Export CSV'}).first().click();
    expect((await download).suggestedFilename()).toBe('use-case-portfolio.csv');
    await page.evaluate(() => localStorage.clear());
    problems.errors.splice(0);
  });

  test('data saved in the old format (even over the limit) loads, migrated', async ({page}) => {
    await page.goto(MATRIX);
    await page.evaluate(() => {
      const scores = {impact: 4, strategic_fit: 4, reach: 4, urgency: 4, data_readiness: 4, technical_maturity: 4, risk_effort: 4, change_ease: 4};
      const doc = {
        format: 'genai-enterprise/use-case-matrix',
        version: 1,
        weights: {impact: 40, strategic_fit: 25, reach: 20, urgency: 15, data_readiness: 35, technical_maturity: 25, risk_effort: 20, change_ease: 20},
        useCases: Array.from({length: 600}, (_, i) => ({name: `Saved ${i + 1}`, scores})),
      };
      localStorage.clear();
      localStorage.setItem('genai-enterprise:use-case-matrix:v1', JSON.stringify(doc));
    });
    await page.reload();
    await expect(page.getByRole('table', {name: /Ranked use cases \(600\)/})).toContainText('Saved 600');
  });

  test('a change in another tab shows up here', async ({page, context}) => {
    await page.goto(MATRIX);
    const other = await context.newPage();
    await other.goto(MATRIX);
    await addUseCase(page, 'Added in the first tab');
    await expect(other.getByRole('table', {name: /Ranked use cases/})).toContainText('Added in the first tab');
    await expect(matrix(other).getByRole('status')).toContainText('Updated from another tab');
    await other.close();
  });
});

const CHUNKING = '/docs/information-processing/data-ingestion/chunking/semantic';

/** WCAG 2.x contrast ratio of two CSS rgb()/rgba() colours, the foreground composited over the background. */
function contrast(fg: string, bg: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [br, bgG, bb] = parse(bg);
  const [fr, fgG, fb, fa = 1] = parse(fg);
  const mix = (f: number, b: number) => f * fa + b * (1 - fa);
  const lum = (r: number, g: number, b: number) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const a = lum(mix(fr, br), mix(fgG, bgG), mix(fb, bb));
  const b = lum(br, bgG, bb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

test.describe('chunking playground says what it does', () => {
  test('chunk numbers are readable in light and dark mode', async ({page}) => {
    await page.goto(CHUNKING);
    const marker = page.getByRole('region', {name: 'Text with chunk boundaries highlighted'}).locator('span[aria-hidden="true"]').first();
    await expect(marker).toHaveText('1');
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      await page.waitForTimeout(300);
      const {color, background} = await marker.evaluate((el) => ({color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor}));
      expect(contrast(color, background), `${mode}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the summary reports the real overlap, 0 when chunks only touch', async ({page}) => {
    await page.goto(CHUNKING);
    const widget = page.getByRole('region', {name: 'Chunking playground'});
    await widget.getByLabel('Text to chunk').fill(`${'alpha '.repeat(60).trim()}\n\n${'gamma '.repeat(60).trim()}`);
    const status = widget.getByRole('status');
    await expect(status).toContainText('overlap 40: 2 chunks');
    await expect(status).toContainText('Actual overlap: none');
  });

  test('emoji are never cut in half', async ({page}) => {
    await page.goto(CHUNKING);
    const widget = page.getByRole('region', {name: 'Chunking playground'});
    await widget.getByRole('radio', {name: 'Fixed size'}).check();
    await widget.getByLabel('Text to chunk').fill('Team 👋🏽 party 🎉🎉 family 👨‍👩‍👧‍👦 done. '.repeat(6));
    await widget.getByLabel('Chunk size (characters)').fill('7');
    await widget.getByLabel('Overlap (characters)').fill('2');
    await expect(widget.getByRole('status')).toContainText('Fixed size, size 7 characters, overlap 2');
    const broken = await widget
      .getByRole('region', {name: 'Text with chunk boundaries highlighted'})
      .evaluate((el) =>
        [...el.children].filter((span) => {
          const text = [...span.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join('');
          return /^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$|^\u200D|\u200D$|^[\u{1F3FB}-\u{1F3FF}]/u.test(text);
        }).length,
      );
    expect(broken).toBe(0);
  });
});

test.describe('similarity explorer wording', () => {
  test('says "about the same" or "more", never "fewer", when IVF compares as many vectors as brute force', async ({page}) => {
    test.setTimeout(150_000);
    await page.goto('/docs/information-processing/rag/similarity-search/approximate');
    const widget = page.getByRole('region', {name: 'Similarity-search explorer'});
    await widget.getByRole('button', {name: 'Build index and run queries'}).click();
    const status = widget.getByRole('status');
    await expect(status).toContainText('IVF with nlist 64 and nprobe 8', {timeout: 90_000});
    await widget.getByLabel('nprobe (clusters scanned per query)').focus();
    await page.keyboard.press('End');
    await expect(status).toContainText('IVF with nlist 64 and nprobe 64', {timeout: 60_000});
    await expect(status).not.toContainText('fewer');
    await expect(status).toContainText(/\((about the same|[\d.]+× more)\)/);
    await expect(status).toContainText('nearest neighbors');
    await expect(widget).toContainText('k (neighbors returned)');
  });
});

/** Every setItem fails the way a full origin quota does in browsers (a DOMException named QuotaExceededError). */
const FULL_STORAGE = () => {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
};

test.describe('Reader work survives reload', () => {
  test('a CSV with mixed CRLF and LF line ends imports every row (D5)', async ({page}) => {
    await page.goto(MATRIX);
    await addUseCase(page, 'My own entry');
    const rows = ['Windows row,3,4,3,4,3,4,3,4', '"Quoted, with a\r\nbreak",2,2,2,2,2,2,2,2', 'Unix row,5,5,5,5,5,5,5,5', 'Old Mac row,1,1,1,1,1,1,1,1', 'Last row,4,4,4,4,4,4,4,4'];
    const text = `\uFEFF${HEADER}\r\n${rows[0]}\r\n${rows[1]}\n${rows[2]}\n${rows[3]}\r${rows[4]}\n`;
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(text)});
    const table = page.getByRole('table', {name: /Ranked use cases \(6\)/});
    await expect(table).toContainText('Last row');
    await expect(table).toContainText('Unix row');
    await expect(table).toContainText('My own entry');
  });

  test('a bad mixed-line-end CSV is refused with its line, and replaces nothing (D5)', async ({page}) => {
    await page.goto(MATRIX);
    await addUseCase(page, 'My own entry');
    await page.getByLabel('When importing').selectOption('replace');
    const text = `${HEADER}\r\nGood,3,3,3,3,3,3,3,3\nShort,3,3,3\r\n`;
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(text)});
    await expect(page.getByRole('alert').filter({hasText: 'Line 3'})).toContainText('expected 9 fields, found 4');
    await expect(page.getByRole('table', {name: /Ranked use cases \(1\)/})).toContainText('My own entry');
  });

  const DOC_QA = '/demo-room/document-qa';
  const PASTED = 'Gizmo policy. The quarterly gizmo review happens every March in Lisbon.\n\nUnrelated paragraph about lunch.';

  test('Document Q&A: pasted text survives a reload, and Forget forgets it (D6)', async ({page}) => {
    await page.goto(DOC_QA);
    await page.getByLabel('Paste text').check();
    await page.getByLabel('Document text').fill(PASTED);
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByText('Kept in this browser so a reload brings it back').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Brought back from this browser').first()).toBeVisible();
    await expect(page.getByLabel('Document text')).toHaveValue(PASTED);
    await expect(page.getByRole('status').filter({hasText: 'Ready: “Pasted text”'})).toBeVisible();
    await page.getByLabel('2. Your question').fill('When is the gizmo review?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('Lisbon');

    await page.getByRole('button', {name: 'Forget it'}).click();
    await expect(page.getByRole('radio', {name: 'Sample policy'})).toBeChecked();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cap-demo:')))).toEqual([]);
    await page.reload();
    await expect(page.getByRole('radio', {name: 'Sample policy'})).toBeChecked();
    await page.getByLabel('Paste text').check();
    await expect(page.getByLabel('Document text')).toHaveValue('');
  });

  test('Document Q&A: a text file over the keeping cap is used, and the reader is told it is not kept (D6)', async ({page}) => {
    await page.goto(DOC_QA);
    await page.getByLabel('File (text, Markdown, PDF)').check();
    const big = `Capybara handbook.\n\n${'Long filler sentence about nothing much. '.repeat(15_000)}`;
    await page.getByLabel(/^File \(\.txt/).setInputFiles({name: 'handbook.txt', mimeType: 'text/plain', buffer: Buffer.from(big)});
    await expect(page.getByRole('status').filter({hasText: 'Ready: “handbook.txt”'})).toBeVisible();
    const alert = page.getByRole('alert').filter({hasText: 'not kept after a reload'});
    await expect(alert).toContainText('this page keeps at most 500,000 in your browser');
    const download = page.waitForEvent('download');
    await alert.getByRole('button', {name: 'Download a copy'}).click();
    expect((await download).suggestedFilename()).toBe('handbook.txt');
  });

  // u28e D2: whatever the reader put in last comes back; a file too large to keep or refused never costs the paste.
  const BIG = `Capybara handbook.\n\n${'Long filler sentence about nothing much. '.repeat(15_000)}`;
  const SMALL = 'Bike rules. Helmets are required on e-bikes. The late fee is 2 EUR per quarter hour.';
  const pasteSmall = async (page: Page) => {
    await page.getByLabel('Paste text').check();
    await page.getByLabel('Document text').fill(SMALL);
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Ready: “Pasted text”, 1 passage'})).toBeVisible();
  };
  const openFile = async (page: Page, name: string, text: string | Buffer) => {
    await page.getByLabel('File (text, Markdown, PDF)').check();
    await page.getByLabel(/^File \(\.txt/).setInputFiles({name, mimeType: 'text/plain', buffer: typeof text === 'string' ? Buffer.from(text) : text});
  };
  const expectPasteBack = async (page: Page) => {
    await page.reload();
    await expect(page.getByText('Brought back from this browser').first()).toBeVisible({timeout: 15_000});
    await expect(page.getByRole('radio', {name: 'Paste text'})).toBeChecked();
    await expect(page.getByLabel('Document text')).toHaveValue(SMALL);
    await expect(page.getByRole('status').filter({hasText: 'Ready: “Pasted text”'})).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  };

  test('Document Q&A: a small paste after a file too large to keep comes back after a reload, with no stale size note (D2)', async ({page}) => {
    await page.goto(DOC_QA);
    await openFile(page, 'handbook.txt', BIG);
    await expect(page.getByRole('status').filter({hasText: 'Ready: “handbook.txt”'})).toBeVisible();
    await expect(page.getByRole('alert').filter({hasText: '“handbook.txt” is 615,020 characters'})).toContainText('not kept after a reload');
    await pasteSmall(page);
    // The note was about the file; on the paste it is not shown, and nothing sums the two.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Kept in this browser so a reload brings it back').first()).toBeVisible();
    await expectPasteBack(page);
  });

  test('Document Q&A: a file too large to keep after a paste says the paste is kept, and the paste comes back (D2)', async ({page}) => {
    await page.goto(DOC_QA);
    await pasteSmall(page);
    await openFile(page, 'handbook.txt', BIG);
    await expect(page.getByRole('status').filter({hasText: 'Ready: “handbook.txt”'})).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('this file is not kept after a reload (your pasted text is, and comes back instead)');
    await expectPasteBack(page);
  });

  test('Document Q&A: a refused file after a paste keeps the paste; a file kept after a paste comes back as the last one put in (D2)', async ({page}) => {
    await page.goto(DOC_QA);
    await pasteSmall(page);
    await openFile(page, 'scan.txt', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    await expect(page.getByRole('alert')).toContainText('“scan.txt” is 5.0 MB; the limit is 5.0 MB');
    await expectPasteBack(page);
    // A small file is what the reader put in last: it is what comes back, and the paste stays in its box.
    await openFile(page, 'rules.txt', 'Ferry rules. Bikes ride free on the morning ferry.');
    await expect(page.getByRole('status').filter({hasText: 'Ready: “rules.txt”'})).toBeVisible();
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByRole('radio', {name: 'File (text, Markdown, PDF)'})).toBeChecked({timeout: 15_000});
    await expect(page.getByRole('status').filter({hasText: 'Ready: “rules.txt”'})).toBeVisible();
    await page.getByLabel('Paste text').check();
    await expect(page.getByLabel('Document text')).toHaveValue(SMALL);
  });

  test('Document Q&A: full storage says so next to the paste and offers the text as a download (D2)', async ({page, problems}) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('cap-demo:document-qa')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await page.goto(DOC_QA);
    await pasteSmall(page);
    // Next to the paste: the question and answer kept in session storage (issue 28 S-A2) have their own note below.
    const alert = page.getByRole('group', {name: 'Choose a document'}).getByRole('alert').filter({hasText: 'storage for this site is full'});
    await expect(alert).toContainText('It is still on this page: download a copy to keep it.', {timeout: 15_000});
    const download = page.waitForEvent('download');
    await alert.getByRole('button', {name: 'Download a copy'}).click();
    const file = await download;
    expect(readFileSync((await file.path())!, 'utf8')).toBe(SMALL);
    expect(problems.errors).toEqual([]);
  });

  test('Document Q&A: the API key is never kept with the document (D6)', async ({page, problems}) => {
    await page.goto(DOC_QA);
    await useModel(page, mock);
    await page.getByLabel('Paste text').check();
    await page.getByLabel('Document text').fill(PASTED);
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByText('Kept in this browser so a reload brings it back').first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
    expect(stored).toContain('gizmo review');
    expect(stored).not.toContain(KEY);
    forgiveMock(problems, mock);
  });

  test('Document Q&A: unreadable kept data is moved aside and offered for download, not dropped (D6)', async ({page}) => {
    // Written before the page's scripts run, so one load reads it (the test failed once under load
    // with a write after a first load and a reload; the cause was not pinned down).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cap-demo:document-qa', '{"v":1,"savedAt":"2026-11-25T10:00:00Z","data":{"pasted":');
    });
    await page.goto(DOC_QA);
    const alert = page.getByRole('alert').filter({hasText: 'is damaged and could not be read'});
    // The kept-work code starts once the page has hydrated and the browser is idle: late on a busy machine.
    await expect(alert).toContainText('cap-demo:document-qa:unreadable-backup', {timeout: 15_000});
    expect(await page.evaluate(() => localStorage.getItem('cap-demo:document-qa:unreadable-backup'))).toContain('"pasted":');
    const download = page.waitForEvent('download');
    await alert.getByRole('button', {name: 'Download the unreadable copy'}).click();
    expect((await download).suggestedFilename()).toBe('unreadable-document-qa.txt');
  });

  const WORKPLACE = '/demo-room/virtual-workplace-assistant';
  const TRANSCRIPT = 'Ana: We decided to move the launch to May.\nBen: I will update the plan by Friday.\nAna: Thanks, Ben.';

  test('Virtual Workplace Assistant: a pasted transcript survives a reload, and Forget brings back the sample (D6)', async ({page}) => {
    await page.goto(WORKPLACE);
    await page.getByLabel('Meeting title').fill('Launch sync');
    await page.getByLabel(/^Transcript/).fill(TRANSCRIPT);
    await expect(page.getByText('Kept in this browser so a reload brings it back').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Transcript/)).toHaveValue(TRANSCRIPT);
    await expect(page.getByLabel('Meeting title')).toHaveValue('Launch sync');
    await expect(page.getByText(/Found 3 sentences from 2 speakers/)).toBeVisible();
    await page.getByRole('button', {name: 'Forget it'}).click();
    await expect(page.getByLabel('Meeting title')).not.toHaveValue('Launch sync');
    await page.reload();
    await expect(page.getByLabel(/^Transcript/)).not.toHaveValue(TRANSCRIPT);
    expect(await page.evaluate(() => localStorage.getItem('cap-demo:virtual-workplace-assistant'))).toBeNull();
  });

  test('Virtual Workplace Assistant: full storage shows a message, keeps the transcript on screen and offers a copy (D6)', async ({page, problems}) => {
    await page.addInitScript(FULL_STORAGE);
    await page.goto(WORKPLACE);
    await page.getByLabel(/^Transcript/).fill(TRANSCRIPT);
    const alert = page.getByRole('alert').filter({hasText: 'storage for this site is full'});
    await expect(alert).toContainText('your transcript');
    await expect(page.getByLabel(/^Transcript/)).toHaveValue(TRANSCRIPT);
    const download = page.waitForEvent('download');
    await alert.getByRole('button', {name: 'Download a copy'}).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meeting-transcript.txt');
    const {readFile} = await import('node:fs/promises');
    expect(await readFile((await file.path())!, 'utf8')).toContain(TRANSCRIPT);
    // Docusaurus logs its own refused writes (the announcement bar's state): expected with a full quota.
    const keep = problems.errors.filter((e) => !e.includes('Docusaurus storage error'));
    problems.errors.splice(0, problems.errors.length, ...keep);
  });

  test('Zohlar: an added document survives a reload and is searched; Forget removes it (D6)', async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    const docs = page.getByRole('region', {name: 'Shared documents'});
    await docs.getByLabel('Title of a document to add').fill('Parental leave policy');
    await docs.getByLabel('Its text').fill('Parents receive sixteen weeks of paid parental leave, booked through the people portal.');
    await docs.getByRole('button', {name: 'Add to the workspace'}).click();
    await expect(docs).toContainText('Shared documents (4)');
    await expect(docs.getByText('Kept in this browser so a reload brings it back')).toBeVisible();
    await page.reload();
    await expect(docs).toContainText('Shared documents (4)');
    await expect(docs.getByRole('listitem').filter({hasText: 'Parental leave policy'})).toBeVisible();
    const ask = page.getByRole('region', {name: 'Ask the documents'});
    await ask.getByLabel('Question about the workspace documents').fill('How many weeks of parental leave?');
    await ask.getByRole('button', {name: 'Ask'}).click();
    await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('sixteen weeks');
    await docs.getByRole('button', {name: 'Forget it'}).click();
    await expect(docs).toContainText('Shared documents (3)');
    await page.reload();
    await expect(docs).toContainText('Shared documents (3)');
  });
});

test.describe('Demo follow-ups', () => {
  const WORKPLACE = '/demo-room/virtual-workplace-assistant';
  const OWN = 'Ana: We decided to move the launch to May.\nBen: I will update the plan by Friday.';

  test('Virtual Workplace Assistant: a generated summary stays when the model settings turn invalid or off, until cleared', async ({page, problems}) => {
    mock.script = [{kind: 'stream', pieces: ['The team moved ', 'the launch to May.']}];
    await page.goto(WORKPLACE);
    await useModel(page, mock);
    await page.getByRole('button', {name: 'Generate abstractive summary'}).click();
    const region = page.getByRole('region', {name: 'Abstractive summary (model)'});
    // The region holds the model's text and (s54 t-vwa F7) a note that it was not checked against the transcript.
    const summary = region.locator('div').first();
    await expect(summary).toHaveText('The team moved the launch to May.');
    await expect(region).toContainText('not checked against the transcript');
    // An invalid edit changes nothing (the model in use stays, u29j S-7): the summary already written stays.
    await page.getByLabel('Base URL').fill('not a url');
    await expect(page.getByRole('status').filter({hasText: 'the base URL was not changed'})).toBeVisible();
    await expect(summary).toHaveText('The team moved the launch to May.');
    await page.getByLabel('Use my own model (OpenAI-compatible endpoint)').uncheck();
    await expect(summary).toHaveText('The team moved the launch to May.');
    await expect(page.getByRole('button', {name: 'Generate abstractive summary'})).toBeDisabled();
    await page.getByRole('button', {name: 'Clear the summary'}).click();
    await expect(region).toHaveCount(0);
    forgiveMock(problems, mock);
  });

  test('Document Q&A and Simple Chat: an answer stays when the model settings turn invalid', async ({page, problems}) => {
    mock.script = [{kind: 'stream', pieces: ['A vice president ', 'approves it [1].']}];
    await page.goto('/demo-room/document-qa');
    await useModel(page, mock);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText('A vice president approves it').first()).toBeVisible();
    await page.getByLabel('Model', {exact: true}).fill('');
    await expect(page.getByRole('status').filter({hasText: 'the model name was not changed'})).toBeVisible();
    await expect(page.getByText('A vice president approves it').first()).toBeVisible();
    await expect(page.getByText(/^Answer from mock-model/)).toBeVisible();

    mock.script = [{kind: 'stream', pieces: ['Chat reply ', 'kept.']}];
    await page.goto('/demo-room/simple-chat');
    await useModel(page, mock);
    await say(page, 'Explain RAG');
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log).toContainText('Chat reply kept.');
    await page.getByLabel('Base URL').fill('');
    await expect(log).toContainText('Chat reply kept.');
    forgiveMock(problems, mock);
  });

  test('Simple Chat labels each reply by what wrote it, not by the current mode (fresh user test)', async ({page, problems}) => {
    mock.script = [{kind: 'stream', pieces: ['A model reply.']}];
    await page.goto('/demo-room/simple-chat');
    await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
    const log = page.getByRole('log', {name: 'Conversation'});
    await say(page, 'How does HNSW trade recall for memory?');
    await expect(log.getByText('Guide search')).toHaveCount(1);
    await useModel(page, mock);
    await say(page, 'Explain RAG');
    await expect(log).toContainText('A model reply.');
    // The earlier offline reply keeps its label once a model is set, and the model's reply is the assistant's.
    await expect(log.getByText('Guide search', {exact: true})).toHaveCount(1);
    await expect(log.getByText('Assistant', {exact: true})).toHaveCount(1);
    // Back offline (the key is never kept, so a reload is offline): the model's reply is still the assistant's.
    await page.reload();
    await expect(log).toContainText('A model reply.');
    await expect(log.getByText('Assistant', {exact: true})).toHaveCount(1);
    await expect(log.getByText('Guide search', {exact: true})).toHaveCount(1);
    forgiveMock(problems, mock);
  });

  test('Virtual Workplace Assistant: "Load the sample" can be undone, and the kept copy waits for the reader', async ({page}) => {
    await page.goto(WORKPLACE);
    await page.getByLabel('Meeting title').fill('Launch sync');
    await page.getByLabel(/^Transcript/).fill(OWN);
    await expect(page.getByText('Kept in this browser so a reload brings it back').first()).toBeVisible();
    await page.getByRole('button', {name: 'Load the sample'}).click();
    await expect(page.getByLabel(/^Transcript/)).not.toHaveValue(OWN);
    await expect(page.getByRole('status').filter({hasText: 'Sample loaded.'})).toBeVisible();
    // While the undo is offered, the reader's transcript is still what this browser keeps.
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => localStorage.getItem('cap-demo:virtual-workplace-assistant'))).toContain('Launch sync');
    await page.getByRole('button', {name: 'Undo'}).click();
    await expect(page.getByLabel(/^Transcript/)).toHaveValue(OWN);
    await expect(page.getByLabel('Meeting title')).toHaveValue('Launch sync');
    await expect(page.getByText(/Found 2 sentences from 2 speakers/)).toBeVisible();
    // Loaded again and reloaded before deciding: the reader's transcript comes back.
    await page.getByRole('button', {name: 'Load the sample'}).click();
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.getByLabel(/^Transcript/)).toHaveValue(OWN);
  });

  test('Task Automation: cancel and refund in one message are two requests and go to a person', async ({page}) => {
    await page.goto('/demo-room/task-automation');
    await expect(page.getByRole('heading', {name: /^Steps for m01:/})).toBeVisible();
    await page.getByLabel('Subject').fill('Order ORD-50005');
    await page.getByLabel('Body').fill('Please cancel my order ORD-50005 and refund me $25.');
    await page.getByRole('button', {name: 'Save message and rerun'}).click();
    await expect(page.getByText('Saved message m01 and triaged it again.').first()).toBeVisible();
    const row = page.getByRole('region', {name: 'Triage results table'}).getByRole('row', {name: /^m01: /});
    await expect(row.getByRole('cell').nth(1)).toContainText(/Refund request; also Cancellation|Cancellation; also Refund request/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('Person');
    const queued = page.getByRole('list', {name: 'Items waiting for approval'}).getByRole('listitem').filter({hasText: 'm01: Order ORD-50005'});
    await expect(queued).toContainText('several requests');
  });

  test('Document Q&A: a 429 without Retry-After offers "Try again", which asks the same question', async ({page, problems}) => {
    mock.script = [{kind: 'rate-limit'}, {kind: 'stream', pieces: ['A vice president ', 'approves it [1].']}];
    await page.goto('/demo-room/document-qa');
    await useModel(page, mock);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'rate-limiting you (429'})).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByLabel('2. Your question')).toHaveValue('Who approves a business class flight?');
    await page.getByLabel('2. Your question').fill('');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('A vice president approves it').first()).toBeVisible();
    expect(mock.requests).toHaveLength(2);
    expect(mock.requests[1].body.messages.at(-1)?.content).toContain('Who approves a business class flight?');
    await expect(page.getByRole('button', {name: 'Try again'})).toHaveCount(0);
    forgiveMock(problems, mock);
  });
});
