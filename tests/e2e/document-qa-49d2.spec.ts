/**
 * Issue 28, s49 task d2 (tester u32c, /tmp/u32c/FINDINGS.md), Document Q&A's paste box in the browser:
 * - F2 follow-up (s49-d's fix, a4f9f18c): a long paste goes into the box in one edit. A 100,000-character paste typed in
 *   one insertion (`insertText`, as a paste tool or a single Ctrl+V does) ends with the whole text in the box, and the
 *   text answers questions. No timing is asserted: the machine is shared.
 * - What the page says about such a paste: Ctrl+Z does not take it out again, and text it replaced is offered back with
 *   "Bring back the earlier text".
 * - F7: "Forget it" then Undo brings back the replaced texts too.
 */
import {test, expect} from './fixtures';

/** Records of about 52 characters each, one paragraph apiece, each with its own code. */
function records(chars: number): string {
  const lines: string[] = ['Archive register'];
  for (let i = 1; lines.join('\n\n').length < chars; i += 1) {
    lines.push(`Record R${String(i).padStart(5, '0')} is kept in archive room ${(i % 17) + 1}, shelf ${(i % 9) + 1}.`);
  }
  return lines.join('\n\n').slice(0, chars);
}

const HANDBOOK = 'Riverside Makers handbook\n\nTools. The tool librarian is Okonkwo Adebayo. Tools are lent for one week.';

test('a 100,000-character paste in one insertion ends with the whole text in the box, and answers', async ({page}) => {
  test.setTimeout(240_000);
  const text = records(100_000);
  expect(text.length).toBe(100_000);
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.click();
  await page.keyboard.insertText(text);
  await expect.poll(() => box.evaluate((el: HTMLTextAreaElement) => el.value.length), {timeout: 180_000}).toBe(text.length);
  // The comparison runs in the page, so the expected text goes in as an argument.
  expect(await box.evaluate((el: HTMLTextAreaElement, expected: string) => el.value === expected, text.replace(/\r\n?/g, '\n'))).toBe(true);
  await page.getByLabel('2. Your question').fill('Where is record R01234 kept?');
  await page.getByRole('button', {name: 'Ask'}).click();
  const passages = page.getByRole('list', {name: 'Top passages'});
  await expect(passages).toContainText('Record R01234 is kept in archive room', {timeout: 180_000});
  await expect(passages.getByRole('listitem').first()).toContainText('R01234');
});

test('a long paste over the text: Ctrl+Z does not take it out, "Bring back the earlier text" does', async ({page}) => {
  test.setTimeout(180_000);
  const text = records(25_000);
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill(HANDBOOK);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  await expect.poll(() => box.evaluate((el: HTMLTextAreaElement) => el.value.length), {timeout: 120_000}).toBe(text.length);
  await page.keyboard.press('ControlOrMeta+Z');
  await page.waitForTimeout(300);
  expect(await box.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(text.length);
  await page.getByRole('button', {name: 'Bring back the earlier text'}).click();
  await expect(box).toHaveValue(HANDBOOK);
});

test('F7: "Forget it" then Undo offers the replaced text again', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill(HANDBOOK);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
  await box.fill('Short replacement.');
  await expect(page.getByRole('button', {name: 'Bring back the earlier text'})).toBeVisible();
  await page.getByRole('button', {name: 'Forget it'}).first().click();
  await expect(page.getByRole('button', {name: 'Bring back the earlier text'})).toHaveCount(0);
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box).toHaveValue('Short replacement.');
  await page.getByRole('button', {name: 'Bring back the earlier text'}).click();
  await expect(box).toHaveValue(HANDBOOK);
});
