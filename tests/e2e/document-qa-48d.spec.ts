/**
 * Issue 28, task s48 d7 (tester u31g, /tmp/u31g/FINDINGS.md, build-b2): what a Document Q&A reader sees.
 * - F2: a long, chatty message got "No good match" on the Lisbon office passage that answers it.
 * - F3: "Who handles safety questions?" got "No good match … not 'handles'".
 * - F5: two quick replacements of the pasted text lost the original: only the text replaced last was kept.
 * - F7: "Forget it", then "Paste text", showed "You emptied the text box…", and the Undo of "Forget it" was gone.
 * - F11: the page's suggestion "How does HNSW trade recall for memory?" listed the IVF section first on This guide.
 * Offline throughout: no model is configured.
 */
import {test, expect} from './fixtures';

const HANDBOOK = [
  'Harbor Freight Cooperative Staff Handbook',
  '',
  'Lisbon office',
  'The Lisbon office is run by Ana Ferreira. It opens at 08:00 and closes at 18:00.',
  '',
  'Porto office',
  'The Porto office is run by Rui Costa. It opens at 09:00 and closes at 17:00.',
  '',
  'Madrid office',
  'The Madrid office is run by Lucia Moreno. It opens at 08:30 and closes at 16:30.',
].join('\n');
const ROOMS = [
  '# Lab register',
  '',
  'Lab 7 is a clean room managed by the Chemistry team.',
  '',
  'Lab 12 is a dry lab managed by the Physics team.',
  '',
  '## Contacts',
  '',
  'Safety questions go to Priya Nair. Ordering questions go to Tomás Ruiz.',
].join('\n');
const LEASE = '# Residential lease\n\nThis lease is made between Helga Sørensen ("Landlord") and Marco Bianchi ("Tenant").\n\n## Rent\n\nThe monthly rent is 1,350 euros.';
const CHATTY =
  'Hi there, I have a question. We are a team of four people in the Lisbon office and one colleague asked me when exactly the office opens in the morning, because she wants to come in early on Mondays. Could you tell me the opening time?';

async function pasteAndAsk(page: import('@playwright/test').Page, text: string, question: string) {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  await page.getByLabel('Document text').fill(text);
  await page.getByLabel('2. Your question').fill(question);
  await page.getByRole('button', {name: 'Ask'}).click();
}

test('F2: a long, chatty message lists the Lisbon office passage alone, and says what was searched', async ({page, problems}) => {
  await pasteAndAsk(page, HANDBOOK, CHATTY);
  const list = page.getByRole('list', {name: 'Top passages'});
  await expect(list).toContainText('Ana Ferreira');
  await expect(list).not.toContainText('Rui Costa');
  // The page text quotes the same example, so the note is found by its own opening.
  await expect(page.locator('p').filter({hasText: /^Your message as a whole/})).toContainText('Could you tell me the opening time in Lisbon?');
  await expect(page.getByText(/^No good match/)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('F2: the same message about an office the text never names still gets "No good match"', async ({page}) => {
  await pasteAndAsk(page, HANDBOOK, CHATTY.replace('Lisbon', 'Faro'));
  await expect(page.getByText(/^No good match/)).toBeVisible();
  await expect(page.getByRole('list', {name: 'Top passages'})).toHaveCount(0);
});

test('F3: "Who handles safety questions?" lists the Contacts passage', async ({page}) => {
  await pasteAndAsk(page, ROOMS, 'Who handles safety questions?');
  await expect(page.getByRole('list', {name: 'Top passages'})).toContainText('Priya Nair');
});

test('F11: the suggested guide question lists the HNSW section first', async ({page}) => {
  test.setTimeout(90_000);
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('This guide').check();
  await expect(page.getByText(/^Ready: /)).toBeVisible({timeout: 60_000});
  await page.getByLabel('2. Your question').fill('How does HNSW trade recall for memory?');
  await page.getByRole('button', {name: 'Ask'}).click();
  const first = page.getByRole('list', {name: 'Top passages'}).getByRole('listitem').first();
  await expect(first).toContainText('HNSW: navigable graphs');
});

test('F5: two quick replacements and a reload: the text replaced first can still be brought back', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill(LEASE);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
  for (const text of ['Text A about bikes.', 'Text B about cars.']) {
    await box.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  }
  await expect(box).toHaveValue('Text B about cars.');
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(box).toHaveValue('Text B about cars.');
  const original = page.getByRole('button', {name: /^Bring back “# Residential lease/});
  await expect(original).toBeVisible();
  await original.click();
  await expect(box).toHaveValue(LEASE);
  // The most recent one is still offered, and so is the text just replaced.
  await page.getByRole('button', {name: 'Bring back the earlier text'}).click();
  await expect(box).toHaveValue('Text B about cars.');
  await expect(page.getByRole('button', {name: /^Bring back “Text A about bikes\./})).toBeVisible();
});

test('F7: "Forget it", then "Paste text": no "You emptied the text box", and Undo brings the text back', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill(LEASE);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
  const forget = page.getByRole('button', {name: 'Forget it'}).first();
  await expect(forget).toBeVisible({timeout: 10_000});
  await forget.click();
  await page.getByLabel('Paste text').check();
  await expect(box).toHaveValue('');
  await expect(page.getByText(/You emptied the text box/)).toHaveCount(0);
  const undo = page.getByRole('button', {name: 'Undo'});
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(box).toHaveValue(LEASE);
});

test('F7: emptying the box yourself still says so and offers the text back', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill(LEASE);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
  await page.waitForTimeout(1000);
  await box.fill('');
  await expect(page.getByText(/You emptied the text box/)).toBeVisible();
  await page.getByRole('button', {name: 'Bring my text back'}).click();
  await expect(box).toHaveValue(LEASE);
});
