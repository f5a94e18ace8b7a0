/**
 * s54, tester t-vwa F2 (lost work) in a real browser, two pages of one context: tab 1 holds A, a second tab saves B,
 * tab 1 is reloaded (keeps A, offers B), Forget it, Undo: before the fix Undo brought B back and A was gone. Also F1 on
 * the page: a decision changed later is shown as "Changed later, line N" and only the final one is counted.
 */
import {test, expect} from './fixtures';
import {box, hydrated, twoTabs, VWA_PAGE as PAGE} from './vwa';

const TAB_A = 'Chidi Eze: Tab ONE meeting. I will collect the desk assignments by next Friday.';
const TAB_B = 'Jess Walker: Tab TWO meeting. Bea, book the hotel in Porto.\nBea Lindholm: Sure, by Monday.';

test('F2: after a reload that keeps this tab’s transcript, Forget it and Undo bring back this tab’s, not the other tab’s', async ({context}) => {
  const [one] = await twoTabs(context, TAB_A, 'Tab ONE', TAB_B, 'Tab TWO');
  await one.reload();
  await hydrated(one);
  await expect(box(one)).toHaveValue(TAB_A);
  await expect(one.getByRole('button', {name: 'Open that tab’s transcript here'})).toBeVisible();
  await one.getByRole('button', {name: 'Forget it'}).click();
  await expect(one.getByText(/^Forgotten: your transcript/)).toBeVisible();
  await one.getByRole('button', {name: 'Undo'}).click();
  await expect(box(one)).toHaveValue(TAB_A);

  // The same with a reload between Forget and Undo.
  await one.getByRole('button', {name: 'Forget it'}).click();
  await expect(one.getByText(/^Forgotten: your transcript/)).toBeVisible();
  await one.reload();
  await hydrated(one);
  await one.getByRole('button', {name: 'Undo'}).click();
  await expect(box(one)).toHaveValue(TAB_A);
});

test('F1: a decision changed later is marked on the page and left out of the count', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(['Ana Ruiz: Let’s go with Lisbon for the offsite.', 'Ben Ode: Flights to Lisbon are expensive now.', 'Ana Ruiz: Actually no, let’s go with Porto instead.'].join('\n'));
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/1 decision \(and 1 changed later\)/)).toBeVisible();
  // The decision struck through; since s55 (u-vwa F1) the summary's sentence is paired with the change too, unstruck.
  const item = page.locator('li', {hasText: 'Lisbon for the offsite'}).filter({hasText: 'Changed later, line 3'}).filter({has: page.locator('del')});
  await expect(item).toBeVisible();
  await expect(item.locator('del')).toHaveText('Let’s go with Lisbon for the offsite.');
});
