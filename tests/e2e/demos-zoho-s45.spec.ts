/**
 * Brief 45z (issue 28), tester u29z: the fixes seen in the browser on the built page (server HTML hydrated by the
 * browser runtime), and a check the brief asked for: after a question from ?q= is answered and taken out of the
 * address with history.replaceState, the router still works: a second question, an in-app navigation away and Back,
 * Forward, and a reload all keep the reader's latest question, and ?q= never comes back into the address.
 */
import {test, expect, navigateInApp} from './fixtures';
import {ask, hydrated, kept} from './zohoCopilot';

test('?q= tidy-up: a second question, in-app Back and Forward, and a reload keep the latest question', async ({page}) => {
  await page.goto('/demo-room/zoho-copilot?q=open+deals+in+Germany');
  await hydrated(page);
  await expect(page.getByText('"open deals in Germany": 2 deals found in the sample data.').first()).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');

  const second = 'won deals';
  await ask(page, second);
  const result = page.getByText(`"${second}": 2 deals found in the sample data.`);
  await expect(result).toBeVisible();
  await kept(page, second);

  await navigateInApp(page, '/demo-room/intro');
  await expect(page).toHaveURL(/\/demo-room\/intro/);
  await page.goBack();
  await expect(result).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveValue(second);
  expect(new URL(page.url()).search).toBe('');

  await page.goForward();
  await expect(page).toHaveURL(/\/demo-room\/intro/);
  await page.goBack();
  await expect(result).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(result).toBeVisible();
  await expect(page.getByLabel('Your question')).toHaveValue(second);
  expect(new URL(page.url()).search).toBe('');
});

test('F4, F5, F9: the year taken, the headline after Run without, and Copy of the generated query', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {copiedTexts: string[]};
    w.copiedTexts = [];
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: async (text: string) => void w.copiedTexts.push(text)}, configurable: true});
  });
  await page.goto('/demo-room/zoho-copilot');
  await hydrated(page);

  await ask(page, 'deals closing in October 2026');
  await expect(page.getByText('"deals closing in October 2026": 1 deal found in the sample data.').first()).toBeVisible();
  await ask(page, 'deals closing in October');
  await expect(page.getByText(/^No year given: “october” is read as October \d{4}/)).toBeVisible();

  await ask(page, 'deals owned by Priya');
  await page.getByRole('button', {name: 'Run without “owned by Priya”'}).click();
  await expect(page.getByText('"deals" (run without “owned by Priya”): 10 deals found in the sample data.').first()).toBeVisible();

  await ask(page, 'leads from Germany or France');
  await page.getByRole('button', {name: 'Copy the COQL query'}).click();
  await expect(page.getByText('COQL query copied to the clipboard.').first()).toBeVisible();
  const copied = await page.evaluate(() => (window as unknown as {copiedTexts: string[]}).copiedTexts);
  expect(copied).toHaveLength(1);
  expect(copied[0]).toContain('from Leads where');
  await expect(page.getByRole('region', {name: 'COQL query'})).toHaveText(copied[0]);
});
