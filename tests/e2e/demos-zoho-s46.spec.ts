/**
 * Brief 46z (issue 28), tester u30h's Z12 in the browser: a reload with a question typed and not asked brings the
 * draft back in the box and the answer of the question last asked below it; the draft is marked as not asked yet and
 * names the question the answer is for, so the answer is never read as the draft's.
 */
import {test, expect} from './fixtures';
import {ask, hydrated, kept} from './zohoCopilot';

test('Z12: after a reload, a draft that was not asked is marked and the answer names its own question', async ({page}) => {
  await page.goto('/demo-room/zoho-copilot');
  await hydrated(page);
  await ask(page, 'won deals');
  const answer = page.getByText('"won deals": 2 deals found in the sample data.');
  await expect(answer).toBeVisible();
  const mark = page.getByText('Not asked yet. The answer below is for “won deals”; press Ask to ask “leads from Ireland”.');
  await expect(mark).toHaveCount(0);

  await page.getByLabel('Your question').fill('leads from Ireland');
  await expect(mark).toBeVisible();
  await kept(page, 'leads from Ireland');

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Your question')).toHaveValue('leads from Ireland');
  await expect(answer).toBeVisible();
  await expect(mark).toBeVisible();

  await page.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(page.getByText('"leads from Ireland": 1 lead found in the sample data.').first()).toBeVisible();
  await expect(page.getByText(/^Not asked yet\./)).toHaveCount(0);
});
