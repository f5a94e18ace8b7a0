/**
 * Task 46h (issue 28, tester u30f on build-i27, /tmp/u30f/FINDINGS.md), the Zohlar showcase. The model is the OpenAI
 * double (tests/doubles/openai/server.ts), which answers 429 with `retry-after` as the API documents it (RFC 9110
 * §10.2.3; OpenAI's error codes guide, "429 - Rate limit reached") and records every request it gets.
 * F6: while a 429's countdown runs, a new question typed in Ask or Chat is sent when the reader presses Ask, Enter or
 * Send (the countdown stops); nothing typed is dropped.
 * F7: with session storage full, a document half typed in the form offers "Download a copy", which holds it.
 * F8: a refused Add puts focus on the field to fix, marked aria-invalid and tied to its message (aria-describedby).
 * F3: Ask over the workspace says "the workspace’s documents" where it said "the document".
 */
import {startOpenAiDouble, type OpenAiDouble} from '../doubles/openai/server';
import {test, expect} from './fixtures';
import {forgiveDouble, useModel} from './modelDouble';

const KEY = 'sk-test-46h-key-0001';
/** The first call is rate-limited with a wait long enough to act during it; every later one answers. */
const FIRST_429 = ({call}: {call: number}) =>
  call === 0 ? ({fault: 'rate_limit', retryAfterSeconds: 60} as const) : {content: 'Hotels in Tokyo are reimbursed up to 250 EUR per night [1].'};

let double: OpenAiDouble | null = null;
test.afterEach(async () => {
  await double?.close();
  double = null;
});

/** The user messages the double received, in order. */
const asked = (d: OpenAiDouble) =>
  d.requests.map((r) => ((r.body.messages as Array<{role: string; content: string}>).filter((m) => m.role === 'user').pop()?.content ?? ''));

test('F6 Ask: a new question typed during the countdown is asked with Enter, and the countdown stops', async ({page, problems}) => {
  double = await startOpenAiDouble(FIRST_429, {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  const box = ask.getByLabel('Question about the workspace documents');
  await box.fill('Who approves a business class flight?');
  await box.press('Enter');
  await expect(ask.getByRole('timer')).toContainText(/Retrying automatically in \d+ s/);
  await box.fill('hotel limit Tokyo per night');
  await expect(ask.getByText(/The question in the box is not asked yet: press Ask to ask it instead; that stops the automatic retry\./)).toBeVisible();
  await expect(ask.getByRole('button', {name: 'Ask', exact: true})).toBeEnabled();
  await box.press('Enter');
  await expect(ask.getByText('Answer from gpt-4.1-mini', {exact: false}).first()).toBeVisible({timeout: 10_000});
  await expect(ask).toContainText('250 EUR per night');
  await expect(ask.getByRole('timer')).toHaveCount(0);
  expect(asked(double)).toHaveLength(2);
  expect(asked(double)[1]).toContain('hotel limit Tokyo per night');
  forgiveDouble(problems, double.baseURL);
});

test('F6 Chat: a new message typed during the countdown is sent with Enter, and the countdown stops', async ({page, problems}) => {
  double = await startOpenAiDouble(FIRST_429, {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  const box = chat.getByLabel('Message');
  await box.fill('Who approves a business class flight?');
  await box.press('Enter');
  const log = chat.getByRole('log');
  await expect(log.getByRole('timer')).toContainText(/Retrying automatically in \d+ s/);
  await box.fill('hotel limit Tokyo per night');
  await box.press('Enter');
  await expect(log).toContainText('250 EUR per night', {timeout: 10_000});
  await expect(log.getByRole('timer')).toHaveCount(0);
  expect(asked(double)).toHaveLength(2);
  expect(asked(double)[1]).toContain('hotel limit Tokyo per night');
  forgiveDouble(problems, double.baseURL);
});

test('F7: with session storage full, a document half typed in the form offers its download, which holds it', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const docs = page.getByRole('region', {name: 'Shared documents'});
  // Fill this tab's session storage to its quota (keys of this test only, removed at the end).
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 4; size >>= 1) {
      const s = 'x'.repeat(size);
      for (;;) {
        try {
          sessionStorage.setItem(`46h-fill-${n++}`, s);
        } catch {
          break;
        }
      }
    }
  });
  await docs.getByLabel('Title of a document to add').fill('Draft when full');
  await docs.getByLabel('Its text').fill('Week 1: Ana covers nights.');
  await expect(docs.getByRole('alert').filter({hasText: 'were not kept'})).toBeVisible({timeout: 10_000});
  const [download] = await Promise.all([page.waitForEvent('download'), docs.getByRole('button', {name: 'Download a copy'}).click()]);
  expect(download.suggestedFilename()).toBe('zohlar-document-draft.txt');
  const text = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(text).toContain('Draft when full');
  expect(text).toContain('Week 1: Ana covers nights.');
  await page.evaluate(() => {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith('46h-fill-')) sessionStorage.removeItem(k);
  });
});

test('F8: a refused Add puts focus on the field to fix, marked invalid and tied to the message', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const docs = page.getByRole('region', {name: 'Shared documents'});
  const title = docs.getByLabel('Title of a document to add');
  const text = docs.getByLabel('Its text');
  const add = docs.getByRole('button', {name: 'Add to the workspace'});
  const tiedTo = async (field: typeof title) => {
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    expect(ids).not.toBe('');
    return page.evaluate((list) => list.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? `(no element ${id})`).join(' '), ids);
  };
  // No title.
  await text.fill('Week 1: Ana covers nights.');
  await add.click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(await tiedTo(title)).toContain('Give the document a title.');
  // A title in use (a sample's, in other case and spacing).
  await title.fill('  new starter ONBOARDING checklist (illustrative) ');
  await add.click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(await tiedTo(title)).toMatch(/already|in use|has that title/i);
  await expect(text).toHaveValue('Week 1: Ana covers nights.');
  // No text: the text box is the one to fix.
  await title.fill('On-call rota');
  await text.fill('   ');
  await add.click();
  await expect(text).toBeFocused();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(await tiedTo(text)).toContain('The text is empty.');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
  // Fixed: added, and nothing is marked.
  await text.fill('Week 1: Ana covers nights.');
  await add.click();
  await expect(docs.getByRole('listitem').filter({hasText: 'On-call rota'})).toBeVisible();
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');
  await expect(docs.getByRole('alert')).toHaveCount(0);
});

test('F3: a question no passage of the workspace matches says "the workspace’s documents", not "the document"', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  await ask.getByLabel('Question about the workspace documents').fill('Quantum teleportation?');
  await ask.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(ask.getByText(/^Not found in the workspace’s documents: no passage contains the words of your question\./)).toBeVisible();
  await expect(ask).not.toContainText('in the document:');
  await ask.getByLabel('Question about the workspace documents').fill('How many weeks of parental leave do I get?');
  await ask.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(ask.getByText(/^No good match:/)).toContainText('add a document that covers it to the workspace');
});

test('F6 neighbours: Ask by the button during the countdown, then Don\'t retry and a new question; Chat by the Send button', async ({page, problems}) => {
  // Calls 1, 2 and 4 are rate-limited, the others answer.
  double = await startOpenAiDouble(({call}) => (call < 2 || call === 3 ? {fault: 'rate_limit', retryAfterSeconds: 60} : {content: 'Hotels in Tokyo are reimbursed up to 250 EUR per night [1].'}), {apiKey: KEY, cors: true});
  await page.goto('/demo-room/zohlar-showcase');
  await useModel(page.getByRole('region', {name: 'Model settings'}), double.baseURL, KEY);
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  const box = ask.getByLabel('Question about the workspace documents');
  await box.fill('Who approves a business class flight?');
  await box.press('Enter');
  await expect(ask.getByRole('timer')).toContainText(/Retrying automatically in \d+ s/);
  // The same question by the button: asked again at once (the second 429 starts its own countdown).
  await ask.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect.poll(() => double?.requests.length).toBe(2);
  await expect(ask.getByRole('timer')).toContainText(/Retrying automatically in \d+ s/);
  await ask.getByRole('button', {name: 'Don\'t retry'}).click();
  await expect(ask.getByRole('timer')).toHaveCount(0);
  await box.fill('hotel limit Tokyo per night');
  await box.press('Enter');
  await expect(ask).toContainText('250 EUR per night', {timeout: 10_000});
  expect(asked(double)).toHaveLength(3);
  expect(asked(double)[2]).toContain('hotel limit Tokyo per night');

  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  await chat.getByLabel('Message').fill('Who approves a business class flight?');
  await chat.getByRole('button', {name: 'Send'}).click();
  await expect(chat.getByRole('log').getByRole('timer')).toContainText(/Retrying automatically in \d+ s/);
  await chat.getByLabel('Message').fill('hotel limit Tokyo per night');
  await chat.getByRole('button', {name: 'Send'}).click();
  await expect(chat.getByRole('log')).toContainText('250 EUR per night', {timeout: 10_000});
  await expect(chat.getByRole('log').getByRole('timer')).toHaveCount(0);
  expect(asked(double)).toHaveLength(5);
  expect(asked(double)[4]).toContain('hotel limit Tokyo per night');
  forgiveDouble(problems, double.baseURL);
});
