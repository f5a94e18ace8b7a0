import AxeBuilder from '@axe-core/playwright';
import type {Page, Route} from '@playwright/test';
import {test, expect, type PageProblems} from './fixtures';

/** The fake OpenAI-compatible endpoint: same origin as the test server, answered by page.route. */
const FAKE_BASE = 'http://127.0.0.1:4110/fake-llm/v1';
const FAKE_COMPLETIONS = `${FAKE_BASE}/chat/completions`;
const KEY = 'sk-test-not-a-real-key';

const sse = (...pieces: string[]) =>
  pieces.map((p) => `data: ${JSON.stringify({choices: [{delta: {content: p}}]})}\n\n`).join('') + 'data: [DONE]\n\n';

async function axeViolations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  const results = await new AxeBuilder({page}).include('article').analyze();
  return results.violations.map((v) => `${mode}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
}

/** A failed request to the fake endpoint logs "Failed to load resource": that is the behaviour under test. */
function forgiveFakeEndpoint(problems: PageProblems): void {
  const keep = problems.errors.filter((e) => !(e.includes('Failed to load resource') && e.includes('/fake-llm/')));
  problems.errors.splice(0, problems.errors.length, ...keep);
}

async function configureModel(page: Page, scope = page.locator('article'), timeout = '5'): Promise<void> {
  await scope.getByLabel('Use my own model (OpenAI-compatible endpoint)').check();
  await scope.getByLabel('Base URL').fill(FAKE_BASE);
  await scope.getByLabel('Model', {exact: true}).fill('fake-model');
  await scope.getByLabel('API key').fill(KEY);
  await scope.getByLabel('Timeout (seconds)').fill(timeout);
  await scope.getByRole('button', {name: 'Use this model'}).click();
  await expect(scope.getByRole('status').filter({hasText: 'Using fake-model'})).toBeVisible();
}

/** A minimal PDF with one line of text per page (pdf.js repairs the approximate cross-reference table). */
function makePdf(pages: string[]): Buffer {
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  const fontId = 3 + pages.length * 2;
  pages.forEach((text, i) => {
    const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

test.describe('Document Q&A', () => {
  test('reads a PDF page by page, and explains page-limit and damaged PDFs', async ({page}) => {
    const pdfRequests: string[] = [];
    page.on('request', (r) => {
      if (/pdf/i.test(r.url()) && r.url().endsWith('.js')) pdfRequests.push(r.url());
    });
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('File (text, Markdown, PDF)').check();
    expect(pdfRequests, 'pdf.js is not loaded before a PDF is chosen').toEqual([]);
    const file = page.getByLabel(/File \(.txt, .md or .pdf/);
    await file.setInputFiles({name: 'report.pdf', mimeType: 'application/pdf', buffer: makePdf(['Introduction to the annual report', 'The walrus budget was approved by the board'])});
    await expect(page.getByText(/Ready: “report.pdf”, 2 passages/)).toBeVisible({timeout: 20_000});
    await page.getByLabel('2. Your question').fill('Who approved the walrus budget?');
    await page.getByRole('button', {name: 'Ask'}).click();
    const first = page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first();
    await expect(first).toContainText('report.pdf, page 2');
    await expect(first).toContainText('approved by the board');

    await file.setInputFiles({name: 'long.pdf', mimeType: 'application/pdf', buffer: makePdf(Array.from({length: 51}, (_, i) => `Page ${i + 1}`))});
    await expect(page.getByRole('alert').first()).toContainText('has 51 pages; the limit is 50', {timeout: 20_000});
    await file.setInputFiles({name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a pdf at all')});
    await expect(page.getByRole('alert').first()).toContainText('could not be read as a PDF', {timeout: 20_000});
    await expect(page.getByText(/Ready: “report.pdf”/)).toBeVisible();
  });

  test('answers offline from the sample with highlighted, numbered passages', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await expect(page.getByRole('heading', {level: 1, name: 'Document Q&A'})).toBeVisible();
    await expect(page.getByText(/Ready: “Travel and expenses policy/)).toBeVisible();
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    const passages = page.getByRole('list', {name: 'Top passages'});
    await expect(passages.getByRole('listitem').first()).toContainText('Business class needs written approval');
    await expect(passages.locator('mark').first()).toBeVisible();
    await expect(page.getByText(/Offline mode: these are the passages/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('reads a pasted text and a Markdown file', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('Paste text').check();
    await page.getByLabel('Document text').fill('The quarterly gizmo review happens every March.\n\nUnrelated paragraph about lunch.');
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByText(/Ready: “Pasted text”/)).toBeVisible();
    await page.getByLabel('2. Your question').fill('When is the gizmo review?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('every March');

    await page.getByLabel('File (text, Markdown, PDF)').check();
    await page.getByLabel(/File \(.txt, .md or .pdf/).setInputFiles({name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes\n\nThe zeppelin budget is approved by finance.')});
    await expect(page.getByText(/Ready: “notes.md”/)).toBeVisible();
    await page.getByLabel('2. Your question').fill('zeppelin budget');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('approved by finance');
  });

  test('searches this guide and links citations to its pages', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('This guide').check();
    await page.getByRole('button', {name: 'Load the guide'}).click();
    await expect(page.getByText(/Ready: “This guide”, \d+ passages/)).toBeVisible({timeout: 20_000});
    await page.getByLabel('2. Your question').fill('How does HNSW trade recall for memory?');
    await page.getByRole('button', {name: 'Ask'}).click();
    const link = page.getByRole('list', {name: 'Top passages'}).getByRole('link').first();
    await expect(link).toHaveAttribute('href', /\/docs\/information-processing\/rag\/similarity-search\/approximate#/);
    await link.click();
    await expect(page).toHaveURL(/similarity-search\/approximate/);
  });

  test('explains bad input and keeps what the reader typed', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    const question = page.getByLabel('2. Your question');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('alert')).toHaveText('Type a question first.');
    await question.fill('Quantum teleportation?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText('Not found in the document: no passage contains the words of your question.')).toBeVisible();

    await page.getByLabel('Paste text').check();
    await page.getByRole('button', {name: 'Use this text'}).click();
    await expect(page.getByRole('alert').first()).toContainText('The text is empty');

    await page.getByLabel('File (text, Markdown, PDF)').check();
    const file = page.getByLabel(/File \(.txt, .md or .pdf/);
    await file.setInputFiles({name: 'slides.pptx', mimeType: 'application/vnd.ms-powerpoint', buffer: Buffer.from('PK')});
    await expect(page.getByRole('alert').first()).toContainText('is not a text, Markdown or PDF file');
    await file.setInputFiles({name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 'a')});
    await expect(page.getByRole('alert').first()).toContainText('the limit is 5.0 MB');
    await expect(question).toHaveValue('Quantum teleportation?');
    await expectNoAxeViolations(page);
  });

  test('streams a grounded answer from a configured model, sending the key only to it', async ({page}) => {
    let auth = '';
    let body = '';
    await page.route(FAKE_COMPLETIONS, async (route) => {
      auth = route.request().headers().authorization ?? '';
      body = route.request().postData() ?? '';
      await route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('A vice president ', 'approves it **in writing** [1].')});
    });
    await page.goto('/demo-room/document-qa');
    await configureModel(page);
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByText('A vice president approves it')).toBeVisible();
    await expect(page.locator('article strong', {hasText: 'in writing'})).toBeVisible();
    expect(auth).toBe(`Bearer ${KEY}`);
    expect(body).toContain('Business class needs written approval');
    expect(body).not.toContain(KEY);
    expect(page.url()).not.toContain(KEY);
    expect(await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}))).not.toContain(KEY);
    await expectNoAxeViolations(page);
  });

  for (const [status, message] of [
    [401, 'The endpoint refused the key (401 Unauthorized)'],
    [429, 'rate-limiting you (429 Too Many Requests)'],
    [500, 'The endpoint had a server error (500)'],
  ] as const) {
    test(`shows a plain message on HTTP ${status} and keeps the question and passages`, async ({page, problems}) => {
      await page.route(FAKE_COMPLETIONS, (route) => route.fulfill({status, contentType: 'application/json', body: '{"error":{"message":"nope"}}'}));
      await page.goto('/demo-room/document-qa');
      await configureModel(page);
      await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
      await page.getByRole('button', {name: 'Ask'}).click();
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByLabel('2. Your question')).toHaveValue('Who approves a business class flight?');
      await expect(page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first()).toBeVisible();
      forgiveFakeEndpoint(problems);
    });
  }

  test('stops waiting after the timeout', async ({page}) => {
    const held: Route[] = [];
    await page.route(FAKE_COMPLETIONS, (route) => {
      held.push(route);
    });
    await page.goto('/demo-room/document-qa');
    await configureModel(page, page.locator('article'), '1');
    await page.getByLabel('2. Your question').fill('Who approves a business class flight?');
    await page.getByRole('button', {name: 'Ask'}).click();
    await expect(page.getByRole('alert')).toContainText('No response for 1 seconds', {timeout: 10_000});
    await expect(page.getByRole('button', {name: 'Ask'})).toBeEnabled();
    for (const route of held) await route.abort().catch(() => undefined);
  });
});

test.describe('Simple Chat', () => {
  test('answers offline with guide links, keeps the conversation across a reload, and clears it', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await expect(page.getByRole('heading', {level: 1, name: 'Simple Chat'})).toBeVisible();
    const log = page.getByRole('log', {name: 'Conversation'});
    await page.getByLabel('Message').fill('What is retrieval-augmented generation?');
    await page.getByLabel('Message').press('Enter');
    await expect(log).toContainText('Offline mode (retrieval only, nothing generated)', {timeout: 20_000});
    await expect(log.getByRole('link').first()).toHaveAttribute('href', /^\/(docs|action-plan|codebase|learning-hub|blog|coding|services)\//);
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(log).toContainText('What is retrieval-augmented generation?');
    await page.getByRole('button', {name: 'Clear'}).click();
    await expect(log).not.toContainText('What is retrieval-augmented generation?');
    await page.reload();
    await expect(log).toContainText('No messages yet');
  });

  test('explains an empty or oversize message and keeps the text', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('alert')).toHaveText('Type a message first.');
    const long = 'x'.repeat(4001);
    await page.getByLabel('Message').fill(long);
    await page.getByRole('button', {name: 'Send'}).click();
    await expect(page.getByRole('alert')).toContainText('the limit is 4000');
    await expect(page.getByLabel('Message')).toHaveValue(long);
  });

  test('streams from a model, renders model HTML as text, and retries after a server error', async ({page, problems}) => {
    let fail = true;
    await page.route(FAKE_COMPLETIONS, async (route) => {
      if (fail) return route.fulfill({status: 500, body: 'oops'});
      return route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('Here is **RAG**: ', '<img src=x onerror="window.pwned=1">', ' done.')});
    });
    await page.goto('/demo-room/simple-chat');
    await configureModel(page);
    await page.getByLabel('Message').fill('Explain RAG');
    await page.getByRole('button', {name: 'Send'}).click();
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log.getByRole('alert')).toContainText('server error (500)');
    fail = false;
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(log).toContainText('<img src=x onerror="window.pwned=1">');
    await expect(log.locator('img')).toHaveCount(0);
    await expect(log.locator('strong', {hasText: 'RAG'})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {pwned?: number}).pwned)).toBeUndefined();
    expect(await page.evaluate(() => JSON.stringify({...sessionStorage}))).not.toContain(KEY);
    forgiveFakeEndpoint(problems);
  });
});

test.describe('Simple Chat stop', () => {
  test('stops a pending reply and offers retry, keeping the message', async ({page}) => {
    const held: Route[] = [];
    await page.route(FAKE_COMPLETIONS, (route) => {
      held.push(route);
    });
    await page.goto('/demo-room/simple-chat');
    await configureModel(page);
    await page.getByLabel('Message').fill('A question that takes long');
    await page.getByRole('button', {name: 'Send'}).click();
    await page.getByRole('button', {name: 'Stop'}).click();
    const log = page.getByRole('log', {name: 'Conversation'});
    await expect(log).toContainText('Stopped.');
    await expect(log).toContainText('A question that takes long');
    await expect(page.getByRole('button', {name: 'Retry'})).toBeVisible();
    for (const route of held) await route.abort().catch(() => undefined);
  });
});

test.describe('Zohlar showcase', () => {
  test('runs the tour, asks and chats over the shared documents, and links only to existing demos', async ({page, request}) => {
    await page.goto('/demo-room/zohlar-showcase');
    await expect(page.getByRole('heading', {level: 1, name: 'Zohlar showcase'})).toBeVisible();
    await page.getByRole('button', {name: 'Start the tour'}).click();
    await expect(page.getByText('Tour step 1 of 5')).toBeVisible();
    await page.getByRole('button', {name: 'Next'}).press('Enter');
    await expect(page.getByText('Tour step 2 of 5: Ask the documents')).toBeVisible();
    await page.getByRole('button', {name: 'Show me'}).click();
    await expect(page.getByRole('region', {name: 'Ask the documents'})).toBeFocused();

    const ask = page.getByRole('region', {name: 'Ask the documents'});
    await ask.getByLabel('Question about the workspace documents').fill('What must I do if confidential data went into a public tool?');
    await ask.getByRole('button', {name: 'Ask'}).click();
    await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('report it to the security team');
    await expect(ask.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first()).toContainText('Acceptable use of AI tools');

    await page.getByLabel('Title of a document to add').fill('Parking rules');
    await page.getByLabel('Its text').fill('Visitor parking is on level minus two. Badges open the barrier.');
    await page.getByRole('button', {name: 'Add to the workspace'}).click();
    await expect(page.getByRole('region', {name: 'Shared documents'})).toContainText('Parking rules');

    await page.getByRole('button', {name: 'Chat', exact: true}).click();
    const chat = page.getByRole('region', {name: 'Chat over the documents'});
    await chat.getByLabel('Message').fill('Where is visitor parking?');
    await chat.getByLabel('Message').press('Enter');
    await expect(chat.getByRole('log')).toContainText('level minus two');
    await expectNoAxeViolations(page);

    const links = page.getByRole('region', {name: 'Other demos'}).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('explains an empty document and keeps the title', async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    await page.getByLabel('Title of a document to add').fill('Empty one');
    await page.getByRole('button', {name: 'Add to the workspace'}).click();
    await expect(page.getByRole('alert')).toContainText('The text is empty');
    await expect(page.getByLabel('Title of a document to add')).toHaveValue('Empty one');
  });
});

test('the demo room intro links every demo page that exists', async ({page, request}) => {
  await page.goto('/demo-room/intro');
  const hrefs = await page.locator('article table a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(expect.arrayContaining(['/demo-room/document-qa', '/demo-room/simple-chat', '/demo-room/zohlar-showcase']));
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});

