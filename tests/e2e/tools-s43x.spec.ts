/**
 * Tester findings u29g (issue 28), use-case matrix, as a reader meets them: a 200-character name with no spaces
 * no longer widens the ranked table past its box (M-1); a half-filled Add form comes back after a reload (M-2,
 * unit rows in add-draft-u29g.test.tsx); "Remove all" leaves focus in the form, not on <body>; two use cases
 * with nearly the same scores are not drawn over each other at 360 px (M-3, unit rows in
 * chart-near-points-43x.test.ts).
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const MATRIX = '/action-plan/ws3-implementation/use-cases';
const region = (page: Page) => page.getByRole('region', {name: 'Prioritization matrix'});

async function open(page: Page) {
  await page.goto(MATRIX);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function add(page: Page, name: string, urgency?: string) {
  await page.getByLabel('Use case name').fill(name);
  if (urgency) await page.getByLabel('Urgency', {exact: true}).selectOption(urgency);
  await page.getByRole('button', {name: 'Add use case'}).click();
  await expect(region(page).getByRole('status')).toContainText('Added');
}

for (const width of [360, 1280]) {
  test(`a 200-character name wraps inside the table at ${width} px (M-1)`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await open(page);
    await add(page, 'Short name');
    const table = region(page).getByRole('table');
    const tableWidth = () => table.evaluate((t) => t.getBoundingClientRect().width);
    const before = await tableWidth();
    await add(page, 'X'.repeat(200));
    // The name breaks anywhere, so it leaves the table as wide as a short name does (before the fix: 2,411 px
    // at a 669 px box, the scores out of view).
    expect(await tableWidth()).toBeLessThanOrEqual(before + 40);
  });
}

test('a half-filled Add form comes back after a reload (M-2)', async ({page}) => {
  await open(page);
  await page.getByLabel('Use case name').fill('Invoice matching, not added yet');
  await page.getByLabel('Urgency', {exact: true}).selectOption('2');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByLabel('Use case name')).toHaveValue('Invoice matching, not added yet');
  await expect(page.getByLabel('Urgency', {exact: true})).toHaveValue('2');
});

test('"Remove all" leaves focus in the Add form', async ({page}) => {
  await open(page);
  await add(page, 'Contract clause search');
  page.on('dialog', (d) => void d.accept());
  await region(page).getByRole('button', {name: 'Remove all'}).click();
  await expect(page.getByLabel('Use case name')).toBeFocused();
});

test('near-equal scores are not drawn over each other at 360 px (M-3)', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await open(page);
  await add(page, 'Near A');
  await add(page, 'Near B', '4');
  const circles = await region(page).locator('svg circle').evaluateAll((cs) =>
    cs.map((c) => ({x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r'))})),
  );
  expect(circles.length).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < circles.length; i++)
    for (let j = i + 1; j < circles.length; j++)
      expect(Math.hypot(circles[i].x - circles[j].x, circles[i].y - circles[j].y)).toBeGreaterThanOrEqual(circles[i].r + circles[j].r);
});
