/**
 * Issue 28 (u29k), task 43z: the Zohlar workspace's leftovers.
 * Z-6: one added document can be removed, and every removal ("Forget it" too) has an Undo that
 * survives a reload of the tab. Z-1: the offline chat shows the sentence that answers.
 * Z-3: a second document with a title already used is refused, the typed text kept.
 * Z-2: after "Show me" the tour's controls are on screen next to the target. Z-5: the Ask tab's
 * question and answer survive a reload.
 * /demo-room (Z-8) is in demo-room-43z.spec.ts; the similarity explorer in learning-tools-43z.spec.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const ZOHLAR = '/demo-room/zohlar-showcase';
const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]:not([data-hydration-pending])').waitFor({state: 'attached'});
const docs = (page: Page) => page.getByRole('region', {name: 'Shared documents'});
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cap-demo:zohlar-documents') ?? '');

async function add(page: Page, title: string, text = `${title}: the text of a document added here, with words to search.`) {
  await page.getByLabel('Title of a document to add').fill(title);
  await page.getByLabel('Its text').fill(text);
  await page.getByRole('button', {name: 'Add to the workspace'}).click();
}

/** The button is inside the window; polled, since "Show me" scrolls once the region has rendered. */
async function inViewport(page: Page, name: string | RegExp) {
  await expect(async () => {
    const box = await page.getByRole('button', {name, exact: typeof name === 'string'}).boundingBox();
    const size = page.viewportSize()!;
    expect(box, `${String(name)} has a box`).not.toBeNull();
    expect(box!.y, `${String(name)} below the top`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${String(name)} above the bottom`).toBeLessThanOrEqual(size.height);
  }).toPass({timeout: 5000});
}

test('Z-6: one added document is removed alone, and Undo brings it back after a reload', async ({page}) => {
  await page.goto(ZOHLAR);
  await hydrated(page);
  await add(page, 'Clinic notes', 'HVAC quotes are due on Friday. The east lot closes for resurfacing.');
  await add(page, 'Parking plan', 'Staff park in the west garage while the east lot is closed.');
  await expect(docs(page).getByRole('listitem')).toHaveCount(5);
  await expect.poll(() => stored(page)).toContain('Parking plan');
  await docs(page).getByRole('button', {name: 'Remove “Clinic notes”'}).click();
  await expect(docs(page).getByRole('listitem')).toHaveCount(4);
  await expect(docs(page).getByRole('listitem').filter({hasText: 'Parking plan'})).toBeVisible();
  const undo = docs(page).getByRole('button', {name: 'Undo'});
  await expect(undo).toBeFocused();
  await expect(docs(page).getByRole('status').filter({hasText: 'Removed “Clinic notes”'})).toBeVisible();
  await expect.poll(() => stored(page)).not.toContain('Clinic notes');
  await page.reload();
  await hydrated(page);
  await docs(page).getByRole('button', {name: 'Undo'}).click();
  await expect(docs(page).getByRole('listitem').filter({hasText: 'Clinic notes'})).toBeVisible();
  await expect.poll(() => stored(page)).toContain('Clinic notes');
  // "Forget it" removes them all, and Undo brings them all back.
  await docs(page).getByRole('button', {name: 'Forget it'}).click();
  await expect(docs(page).getByRole('listitem')).toHaveCount(3);
  await expect(docs(page).getByRole('status').filter({hasText: 'Removed 2 documents'})).toBeVisible();
  await docs(page).getByRole('button', {name: 'Undo'}).click();
  await expect(docs(page).getByRole('listitem')).toHaveCount(5);
  await expect.poll(() => stored(page)).toContain('Parking plan');
});

test('Z-6: a document removed in one tab is removed in the other, and Undo brings it back in both', async ({page, context}) => {
  await page.goto(ZOHLAR);
  await hydrated(page);
  await add(page, 'Alpha notes', 'Alpha notes: the budget review is on Monday.');
  await add(page, 'Beta notes', 'Beta notes: staff park in the west garage.');
  await expect.poll(() => stored(page)).toContain('Beta notes');
  const other = await context.newPage();
  await other.goto(ZOHLAR);
  await hydrated(other);
  await expect(docs(other).getByRole('listitem').filter({hasText: 'Beta notes'})).toBeVisible();
  await docs(page).getByRole('button', {name: 'Remove “Beta notes”'}).click();
  await expect(docs(other).getByRole('listitem').filter({hasText: 'Beta notes'})).toHaveCount(0);
  // The other tab does not save it back.
  await other.waitForTimeout(800);
  expect(await stored(page)).not.toContain('Beta notes');
  await other.reload();
  await hydrated(other);
  await expect(docs(other).getByRole('listitem').filter({hasText: 'Alpha notes'})).toBeVisible();
  await expect(docs(other).getByRole('listitem').filter({hasText: 'Beta notes'})).toHaveCount(0);
  await docs(page).getByRole('button', {name: 'Undo'}).click();
  await expect(docs(other).getByRole('listitem').filter({hasText: 'Beta notes'})).toBeVisible();
  await expect(docs(page).getByRole('listitem')).toHaveCount(5);
});

test('Z-1: the offline chat reply shows the sentence that answers the question', async ({page}) => {
  await page.goto(ZOHLAR);
  await hydrated(page);
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  await chat.getByRole('textbox').first().fill('Who approves a business class flight?');
  await chat.getByRole('button', {name: 'Send'}).click();
  await expect(chat.getByRole('log')).toContainText('Business class needs written approval from a vice president.');
  // A passage whose answer is its last item (u29k east lot).
  await add(
    page,
    'Site notes',
    [
      '1. Air conditioning in the east wing is serviced by the HVAC contractor; quotes are due by 14 November 2026 and go to the facilities office.',
      '2. The patient-intake tablets are replaced; the rollout starts 9 November 2026 in the main lobby and moves ward by ward.',
      '3. The night nurse rota changes in December; swap requests go to the ward manager two weeks ahead.',
      '4. The staff kitchen on level two closes for repainting for three days in the first week of December.',
      '5. The east lot closes for resurfacing from 16 to 20 November 2026; staff park in the west garage meanwhile.',
    ].join('\n'),
  );
  await chat.getByRole('textbox').first().fill('When does the east lot close for resurfacing?');
  await chat.getByRole('button', {name: 'Send'}).click();
  await expect(chat.getByRole('log')).toContainText('The east lot closes for resurfacing from 16 to 20 November 2026');
});

test('Z-3: a second document with a title already used is refused and the typed text stays', async ({page}) => {
  await page.goto(ZOHLAR);
  await hydrated(page);
  await add(page, 'Long spec (300 sections)', 'The Orion-7 rollback was approved by Dana.');
  await expect(docs(page).getByRole('listitem')).toHaveCount(4);
  await add(page, ' long spec (300 SECTIONS)', 'Duplicate title second document: the Orion-7 rollback was cancelled.');
  await expect(docs(page).getByRole('alert')).toContainText('already has a document titled “Long spec (300 sections)”');
  await expect(docs(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByLabel('Its text')).toHaveValue('Duplicate title second document: the Orion-7 rollback was cancelled.');
  await expect(page.getByLabel('Title of a document to add')).toHaveValue(' long spec (300 SECTIONS)');
  await add(page, 'Long spec, second opinion', 'Duplicate title second document: the Orion-7 rollback was cancelled.');
  await expect(docs(page).getByRole('listitem')).toHaveCount(5);
  await expect(docs(page).getByRole('alert')).toHaveCount(0);
});

for (const size of [{width: 1280, height: 800}, {width: 360, height: 740}]) {
  test(`Z-2: after "Show me" the tour's controls stay reachable (${size.width} px)`, async ({page}) => {
    await page.setViewportSize(size);
    await page.goto(ZOHLAR);
    await hydrated(page);
    const tour = page.getByRole('region', {name: 'Guided tour'});
    await page.getByRole('button', {name: 'Start the tour'}).click();
    await tour.getByRole('button', {name: 'Next'}).click();
    await tour.getByRole('button', {name: 'Show me'}).click();
    // Step 2 puts the keyboard in the question box.
    await expect(page.getByLabel('Question about the workspace documents')).toBeFocused();
    for (const step of [3, 4, 5]) {
      await page.getByRole('button', {name: 'Back to the tour'}).click();
      await expect(tour.getByText(`Tour step ${step - 1} of 5`)).toBeFocused();
      await inViewport(page, 'Next');
      await tour.getByRole('button', {name: 'Next'}).click();
      await tour.getByRole('button', {name: 'Show me'}).click();
      await expect(page.getByRole('button', {name: 'Back to the tour'})).toBeVisible();
      await inViewport(page, 'Back to the tour');
      await inViewport(page, step < 5 ? 'Next step' : 'Finish the tour');
    }
    await page.getByRole('button', {name: 'Finish the tour'}).click();
    await expect(page.getByRole('button', {name: 'Start the tour'})).toBeFocused();
  });
}

test('Z-5: the Ask tab keeps its question and answer over a reload', async ({page}) => {
  await page.goto(ZOHLAR);
  await hydrated(page);
  const ask = page.getByRole('region', {name: 'Ask the documents'});
  await page.getByLabel('Question about the workspace documents').fill('Who approves a business class flight?');
  await ask.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('vice president');
  await page.waitForTimeout(600);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Question about the workspace documents')).toHaveValue('Who approves a business class flight?');
  await expect(ask.getByRole('list', {name: 'Top passages'})).toContainText('vice president');
  // Another tab starts empty: the record is this tab's.
  const other = await page.context().newPage();
  await other.goto(ZOHLAR);
  await hydrated(other);
  await other.waitForTimeout(600);
  await expect(other.getByLabel('Question about the workspace documents')).toHaveValue('');
});
