/**
 * Brief 48z (issue 28), tester u32b on build-b1: F4 "today", "tomorrow" and "this week" are the reader's own days in the
 * browser's time zone, never the UTC ones (the tester's tz2.js: Los Angeles on Friday 27 November 2026 at 20:00 local,
 * Berlin on Saturday 28 November at 00:30 local); F5 at 360 px, scrolled to the end, the scroll note never names the
 * column on screen as hidden (the tester's question). The server HTML reads no date (the first example), so hydration
 * keeps it; the fixtures fail a test on any console error.
 */
import {test, expect} from './fixtures';
import {ask, hydrated} from './zohoCopilot';

const demo = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="zoho-copilot-h"]');

test.describe('F4: Los Angeles, Friday 27 November 2026, 20:00 local (04:00 UTC on the 28th)', () => {
  test.use({timezoneId: 'America/Los_Angeles'});
  test('"today" is Friday the 27th, "tomorrow" Saturday the 28th, as the reader sees them', async ({page}) => {
    await page.clock.install({time: new Date('2026-11-28T04:00:00Z')});
    await page.goto('/demo-room/zoho-copilot');
    await hydrated(page);
    await ask(page, 'deals closing today');
    await expect(demo(page).getByText('Read as: closing today (2026-11-27)')).toBeVisible();
    await expect(demo(page).getByText('"deals closing today": 0 deals found in the sample data.')).toBeVisible();
    await ask(page, 'deals closing tomorrow');
    await expect(demo(page).getByText(/^Read as: closing tomorrow \(2026-11-28\)/)).toBeVisible();
    await expect(demo(page).getByRole('cell', {name: 'Member support chatbot'})).toBeVisible();
  });
});

test.describe('F4: Berlin, Saturday 28 November 2026, 00:30 local (23:30 UTC on the 27th)', () => {
  test.use({timezoneId: 'Europe/Berlin'});
  test('"today" is Saturday the 28th: the deal closing that day is today\'s, not tomorrow\'s', async ({page}) => {
    await page.clock.install({time: new Date('2026-11-27T23:30:00Z')});
    await page.goto('/demo-room/zoho-copilot');
    await hydrated(page);
    await ask(page, 'deals closing today');
    await expect(demo(page).getByText('Read as: closing today (2026-11-28)')).toBeVisible();
    await expect(demo(page).getByRole('cell', {name: 'Member support chatbot'})).toBeVisible();
    await ask(page, 'deals closing tomorrow');
    await expect(demo(page).getByText('"deals closing tomorrow": 0 deals found in the sample data.')).toBeVisible();
  });
});

test('F5: at 360 px, scrolled fully right, the note names only the columns really to the left', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await page.goto('/demo-room/zoho-copilot');
  await hydrated(page);
  const q = 'deals over 50k in Germany or the Netherlands from partners with probability over 30%';
  await ask(page, q);
  await expect(demo(page).getByText(new RegExp(`^"${q.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}": \\d+ deals? found in the sample data\\.$`))).toBeVisible();
  const region = page.getByRole('region', {name: 'Answer table'});
  await region.evaluate((el) => el.scrollTo({left: el.scrollWidth}));
  const note = demo(page).getByText(/more columns? to the left: .*Scroll the table back to see (it|them)\.$/);
  await expect(note).toBeVisible();
  const geometry = await region.evaluate((el) => ({
    view: [el.scrollLeft, el.scrollLeft + el.clientWidth],
    columns: [...el.querySelectorAll('thead th')].map((th) => [th.textContent ?? '', (th as HTMLElement).offsetLeft, (th as HTMLElement).offsetLeft + (th as HTMLElement).offsetWidth] as const),
  }));
  const [from, to] = geometry.view;
  // The columns a reader sees: wholly inside the box, or filling nine tenths of it (the last one, wider than the 360 px
  // box, does; the table ends 2 px short of the scroll width, so it never shows whole).
  const onScreen = geometry.columns.filter(([, l, r]) => (l >= from - 1 && r <= to + 1) || Math.min(r, to) - Math.max(l, from) >= 0.9 * (to - from)).map(([name]) => name);
  expect(onScreen).toContain(geometry.columns[geometry.columns.length - 1][0]);
  expect(onScreen.length).toBeGreaterThan(0);
  const text = (await note.textContent()) ?? '';
  for (const name of onScreen) expect(text).not.toContain(name);
  expect(text).toMatch(new RegExp(`^${geometry.columns.length - onScreen.length} more columns? to the left`));
});
