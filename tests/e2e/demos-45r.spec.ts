/**
 * u29v F24 (issue 28, task 45r): after a paste too large to keep and a reload, Document Q&A brought back an older
 * paste as the document in use. The kept record now holds a marker in its place, and the page says the last paste
 * was too large to keep.
 */
import {test, expect} from './fixtures';

test('Document Q&A: a reload after a paste too large to keep says so and brings back no older paste (u29v F24)', async ({page}) => {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  const box = page.getByLabel('Document text');
  await box.fill('Northwind handbook. Parental leave is 16 weeks at full pay.');
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/Kept in this browser so a reload brings it back: your document/)).toBeVisible();
  await box.fill(`Database failover. A failover is approved by the on-call lead.\n\n${'Filler paragraph about nothing in particular. '.repeat(13_000)}`);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Your pasted text is [\d,]+ characters; this page keeps at most 500,000/)).toBeVisible();
  await expect(page.getByText(/Kept in this browser so a reload brings it back: only a note that your last pasted text was too large to keep/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/The text you pasted last \([\d,]+ characters\) was too large to keep/)).toBeVisible();
  await expect(page.getByLabel('Paste text')).toBeChecked();
  await expect(box).toHaveValue('');
  // Never the current text again; since s50-d (u33b F2) it may be offered back as an earlier text, and only there.
  await expect(page.getByText(/Northwind/).filter({hasNotText: /Your earlier text/})).toHaveCount(0);
});
