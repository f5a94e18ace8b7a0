/**
 * u28s findings (issue 28, "never lose work"; s39c): one test per finding, each run against the build
 * before its fix (where it failed) and kept as the regression test.
 */
import {test, expect} from './fixtures';

test.describe('u28s: honest messages about files and kept work', () => {
  test('Document Q&A refuses a ZIP named fake.docx.txt by its bytes instead of indexing it (S-A3)', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    await page.getByLabel('File (text, Markdown, PDF)').check();
    await page.getByLabel(/^File \(\.txt/).setInputFiles({name: 'fake.docx.txt', mimeType: 'text/plain', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('garbage')])});
    await expect(page.getByRole('alert')).toContainText('“fake.docx.txt” is not a text file: it looks like a ZIP archive');
    await expect(page.getByText('Ready: “fake.docx.txt”')).toHaveCount(0);
  });

  test('Zohlar says “the documents you added are … they are not kept” for work over the cap (S-D4)', async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    await page.getByLabel('Title of a document to add').fill('Huge');
    await page.getByLabel('Its text').fill('lorem ipsum dolor sit amet. '.repeat(40_000));
    await page.getByRole('button', {name: 'Add to the workspace'}).click();
    const note = page.getByText(/^The documents you added are [\d,]+ characters/);
    await expect(note).toContainText('so they are not kept after a reload. They are still on this page: download a copy to keep them.');
  });

  test('Zohlar: Enter on “Start the tour” moves focus to the step, and ending the tour brings it back to the button (S-D3)', async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    const start = page.getByRole('button', {name: 'Start the tour'});
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Tour step 1 of 5')).toBeFocused();
    // Next disappears on the last step: focus goes to that step, not to <body>.
    for (let i = 0; i < 4; i += 1) {
      await page.getByRole('button', {name: 'Next'}).focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText('Tour step 5 of 5')).toBeFocused();
    await page.getByRole('button', {name: 'End tour'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Start the tour'})).toBeFocused();
  });
});
