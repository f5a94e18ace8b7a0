/**
 * Issue 28, tester u29a Z-2 (session 42): the reader's last question survives leaving the page. After a
 * full page load away and Back, an in-app navigation and Back, and a reload, the box holds the reader's
 * question and the answer line names it (never the default "top 3 largest deals"). Run against the build
 * before the fix, where it failed, and kept as the regression test.
 */
import {test, expect, navigateInApp} from './fixtures';
import {ask, hydrated, kept} from './zohoCopilot';

test('Z-2: the last question and its result come back after Back, an in-app Back and a reload', async ({page}) => {
  await page.goto('/demo-room/zoho-copilot');
  await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.').first()).toBeVisible();
  const box = page.getByLabel('Your question');
  const question = 'accounts in the us with fewer than 300 employees';
  const result = page.getByText(`"${question}": 1 account found in the sample data.`);
  await ask(page, question);
  await expect(result).toBeVisible();
  await kept(page, question);

  // A full page load away, then Back.
  await page.goto('/demo-room/intro');
  await page.goBack();
  await hydrated(page);
  await expect(result).toBeVisible();
  await expect(box).toHaveValue(question);

  // An in-app navigation away, then Back.
  await navigateInApp(page, '/demo-room/intro');
  await page.goBack();
  await expect(result).toBeVisible();
  await expect(box).toHaveValue(question);

  // A reload.
  await page.reload();
  await hydrated(page);
  await expect(result).toBeVisible();
  await expect(box).toHaveValue(question);
  await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.')).toHaveCount(0);
});

test('Z-2: a question typed but not asked comes back in the box, next to the answer of the one asked', async ({page}) => {
  await page.goto('/demo-room/zoho-copilot');
  const box = page.getByLabel('Your question');
  await ask(page, 'deals won this month');
  await expect(page.getByText(/^"deals won this month": \d+ deals? found in the sample data\.$/)).toBeVisible();
  await box.fill('leads from germany');
  await kept(page, 'leads from germany');
  await page.reload();
  await hydrated(page);
  await expect(box).toHaveValue('leads from germany');
  await expect(page.getByText(/^"deals won this month": \d+ deals? found in the sample data\.$/)).toBeVisible();
});
