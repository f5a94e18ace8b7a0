/**
 * Issue 28, u28s (fresh tester, /tmp/u28s chat1, z1, misc2, dqa2): offline retrieval in Simple Chat,
 * Zohlar Chat and Document Q&A. The unit rows are in tests/unit/demos/u28sRetrieval.test.ts; these
 * check the built site: the corpus file with the Simple Chat page, the chat's rendering of it, and
 * the reader-facing hints.
 */
import {test, expect} from './fixtures';

const EQUIPMENT =
  'Returning equipment. Leavers must return their laptop, badge and phone to the IT desk on their last working day. A courier label is provided for remote leavers. Unreturned laptops are deducted from the final salary at 800 EUR.\n\nPassword rules. Passwords need at least 14 characters and are changed only after a suspected compromise.';

test('S-B1/S-B2/S-B3: Simple Chat answers questions about itself from its own page, a self-contained follow-up on its own', async ({page}) => {
  await page.goto('/demo-room/simple-chat');
  await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  const log = page.getByRole('log', {name: 'Conversation'});
  const box = page.getByLabel('Message');
  const ask = async (text: string) => {
    await box.fill(text);
    await box.press('Enter');
  };
  await ask('Does the conversation survive a reload?');
  const first = log.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/demo-room\/simple-chat#what-it-shows$/);
  await expect(first).toContainText('Session memory');
  await expect(log).not.toContainText('Partner application');

  await ask('How do I cancel a streaming reply?');
  await ask('and what happens on a 429?');
  // The second reply lists this page's passages on 429 (the error handling paragraph, the Retry row; the
  // list shows the first 300 characters of each) and says the message was searched on its own.
  const last = log.locator(':scope > div > div').last();
  await expect(last.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /\/demo-room\/simple-chat#(?:how-it-is-built|what-it-shows)$/);
  await expect(last.getByRole('listitem').filter({hasText: '429'})).not.toHaveCount(0);
  // Read alone or with the previous question (the chat keeps the follow-up reading when its first passage
  // holds as many of the message's own words, s44), the answer is this page's 429 passage, never the Stop one.
  await expect(last.getByRole('listitem').first()).toContainText('429');
  await expect(last).not.toContainText('No good match');

  // Unrelated questions still get "No good match", and the page's own example questions are not answered from it.
  await ask('how do i bake sourdough bread');
  await expect(log.locator(':scope > div > div').last()).toContainText('No good match');
  await ask('How do I plan a wedding on a small budget?');
  await expect(log.locator(':scope > div > div').last()).toContainText('No good match');
});

test('S-D1/S-D2: Zohlar Chat reads a self-contained follow-up on its own, and "minimum" finds "at least"', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  const docs = page.getByRole('region', {name: 'Shared documents'});
  await docs.getByLabel('Title of a document to add').fill('IT equipment returns');
  await docs.getByLabel('Its text').fill(EQUIPMENT);
  await docs.getByRole('button', {name: 'Add to the workspace'}).click();
  await expect(docs).toContainText('Shared documents (4)');
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  const log = chat.getByRole('log', {name: 'Conversation'});
  const box = chat.getByLabel('Message');
  const lastReply = () => log.locator(':scope > div > div').last();
  for (const [message, expected] of [
    ['How long must passwords be?', 'at least 14 characters'],
    ['and who do I give my badge to?', 'badge and phone to the IT desk'],
    ['Can I book business class?', 'Business class needs written approval'],
    ['and what about my badge when I quit?', 'badge and phone to the IT desk'],
    ["What's the minimum password length?", 'at least 14 characters'],
  ] as const) {
    await box.fill(message);
    await box.press('Enter');
    await expect(lastReply()).toContainText(expected);
    await expect(lastReply()).not.toContainText('No good match');
  }
});

test('S-A1: Document Q&A reads a German question by its content words', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill('## Security\nLost devices must be reported to IT within 4 hours.\n\n## Urlaub (Deutschland)\nMitarbeitende in Deutschland haben Anspruch auf 28 Urlaubstage pro Jahr. Resturlaub verfällt am 31. März des Folgejahres.');
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/Ready: “Pasted text”/)).toBeVisible();
  await page.getByLabel('2. Your question').fill('Wie viele Urlaubstage habe ich?');
  await page.getByRole('button', {name: 'Ask'}).click();
  await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('28 Urlaubstage');
  await page.getByLabel('2. Your question').fill('Wo ist die Kantine?');
  await page.getByRole('button', {name: 'Ask'}).click();
  // Before: "ist" and "die" matched the German paragraph and it was shown as the answer.
  await expect(page.getByText(/^No good match:|^Not found in the document:/)).toBeVisible();
  await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
});
