/**
 * Brief s49-z (issue 28), tester u32h F6: after Back, the Zoho Copilot demo showed the first example's question and answer
 * ("top 3 largest deals") for a moment before the reader's question came back. The page's DOM is sampled on every
 * animation frame (just before each paint) from the moment Back is taken: once the demo runs in the browser, no frame may
 * show the first example. Before hydration on a full load the page is its server HTML, which by design holds the first
 * example (the server HTML is not changed), so those frames are left out; a client-side Back has none.
 */
import type {Page} from '@playwright/test';
import {test, expect, navigateInApp} from './fixtures';
import {ask, hydrated, kept} from './zohoCopilot';

type Frame = {box: string | null; answer: string; live: boolean};

/** Record the box and the answer line on every animation frame of every document of this page. */
async function sampleFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {__frames: Frame[]; __sampling: boolean};
    w.__frames = [];
    w.__sampling = false;
    const tick = () => {
      if (w.__sampling) {
        const box = document.querySelector<HTMLInputElement>('input[id$="zoho-copilot-q"], input[id*="zoho-copilot"][id$="-q"]');
        const answer = /"[^"\n]*": \d+ \w+ found in the sample data\./.exec(document.body?.innerText ?? '')?.[0] ?? '';
        const root = document.documentElement;
        w.__frames.push({box: box ? box.value : null, answer, live: root.getAttribute('data-has-hydrated') === 'true' && !root.hasAttribute('data-hydration-pending')});
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // A full load after Back samples from its first frame on.
    if (sessionStorage.getItem('s49-sample') === '1') w.__sampling = true;
  });
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as {__frames: Frame[]}).__frames);

for (const question of ['partner leads', 'accounts in the us with fewer than 300 employees']) {
  test(`F6: after an in-app Back, no frame shows the first example (${question})`, async ({page}) => {
    await sampleFrames(page);
    await page.goto('/demo-room/zoho-copilot');
    await hydrated(page);
    await ask(page, question);
    await expect(page.getByText(new RegExp(`^"${question}": \\d+ \\w+ found in the sample data\\.$`))).toBeVisible();
    await kept(page, question);
    await navigateInApp(page, '/demo-room/intro');
    await page.evaluate(() => {
      const w = window as unknown as {__frames: Frame[]; __sampling: boolean};
      w.__frames = [];
      w.__sampling = true;
    });
    await page.goBack();
    await expect(page.getByLabel('Your question')).toHaveValue(question);
    await page.waitForTimeout(1500);
    const shown = (await frames(page)).filter((f) => f.box !== null);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((f) => f.box !== question || !f.answer.startsWith(`"${question}"`))).toEqual([]);
  });

  test(`F6: after a full-load Back, no frame from hydration on shows the first example (${question})`, async ({page}) => {
    await sampleFrames(page);
    await page.goto('/demo-room/zoho-copilot');
    await hydrated(page);
    await ask(page, question);
    await expect(page.getByText(new RegExp(`^"${question}": \\d+ \\w+ found in the sample data\\.$`))).toBeVisible();
    await kept(page, question);
    await page.evaluate(() => sessionStorage.setItem('s49-sample', '1'));
    await page.goto('/demo-room/intro');
    await page.goBack();
    await hydrated(page);
    await expect(page.getByLabel('Your question')).toHaveValue(question);
    await page.waitForTimeout(1500);
    const live = (await frames(page)).filter((f) => f.box !== null && f.live);
    expect(live.length).toBeGreaterThan(0);
    expect(live.filter((f) => f.box !== question || !f.answer.startsWith(`"${question}"`))).toEqual([]);
  });
}
