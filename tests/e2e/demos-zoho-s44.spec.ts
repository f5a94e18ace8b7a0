/**
 * Issue 28, tester u29r (brief 44z), on the built page (server HTML from React, hydrated by Preact by default):
 * F16: the question box's aria-describedby pointed at "P0-0-help" once the box was in error, while the help text
 *      kept the server's id, so the help dropped out of the description. Every aria-describedby and
 *      aria-labelledby in the demo must resolve in every state.
 * F6: after "Ask “…” instead" the button is gone and focus fell to <body>; it lands on the question box.
 * F5: "closing soonest" lists the open deals closing today or later, and says so.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});

async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
}

const status = (page: Page) => page.getByRole('region', {name: 'Ask the sample CRM'}).getByRole('status');

/** The references inside the demo that point at no element of the page. */
const dangling = (page: Page) =>
  page.evaluate(() => {
    const demo = document.querySelector('main section[aria-labelledby]');
    const missing: string[] = [];
    const els = demo ? [demo, ...demo.querySelectorAll('[aria-describedby], [aria-labelledby]')] : [];
    for (const el of els) {
      for (const attr of ['aria-describedby', 'aria-labelledby']) {
        for (const ref of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(ref)) missing.push(`${el.tagName.toLowerCase()} ${attr}=${ref}`);
        }
      }
    }
    return {checked: els.length, missing};
  });

test.beforeEach(async ({page}) => {
  await page.goto('/demo-room/zoho-copilot');
  await hydrated(page);
  await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.').first()).toBeVisible();
});

test('F16: every aria-describedby and aria-labelledby of the demo resolves, in every state', async ({page}) => {
  const states: Array<[string, string | null]> = [
    ['first render', null],
    ['an answer', 'open deals over 50k'],
    ['an empty question', ''],
    ['a refusal with an offer', 'dels ovr 50k in berlin'],
    ['a question over the limit', 'x'.repeat(301)],
    ['an answer again', 'top 1 deal by probability'],
  ];
  for (const [state, text] of states) {
    if (text !== null) await ask(page, text);
    const {checked, missing} = await dangling(page);
    expect(checked, state).toBeGreaterThan(1);
    expect(missing, state).toEqual([]);
  }
  // In error the description holds the help text and the message.
  await ask(page, '');
  const box = page.getByLabel('Your question');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(/Up to 300 characters.*Type a question first/);
});

test('F6: after “Ask … instead” with the keyboard, focus is on the question box', async ({page}) => {
  await ask(page, 'dels ovr 50k in berlin');
  const offer = page.getByRole('button', {name: /instead$/});
  await offer.focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toContainText('found in the sample data');
  await expect(page.getByLabel('Your question')).toBeFocused();
});

test('F5: “deals closing soonest” lists the open deals closing today or later, and says so', async ({page}) => {
  await ask(page, 'deals closing soonest');
  await expect(status(page)).toContainText('is read as the open deals closing today or later');
  await expect(page.getByText(/^Read as: .*stage is neither Closed Won nor Closed Lost.*closing on or after \d{4}-\d{2}-\d{2} \(today\)/)).toBeVisible();
  const stages = await page.locator('main table tbody tr td:nth-child(3)').allInnerTexts();
  expect(stages.filter((s) => s.startsWith('Closed'))).toEqual([]);
});
