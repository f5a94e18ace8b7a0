/**
 * Task 46a (issue 28, tester u30j) as a reader sees it, on the API assistant:
 * - A9: "Open that tab's work here" replaced this tab's document, request and form with no Undo. It now offers Undo as
 *   "Load the sample" does, kept across a reload of this tab; so do an uploaded file and "Load document" over a form the
 *   reader edited.
 * - A7: the request typed after a paste too long to keep was gone after a reload with it; now only the box's text is left
 *   out. Enter pressed before the page's JavaScript has loaded reloaded the page and lost the request; now it does nothing.
 * Unit rows: tests/unit/demos/universal-api-assistant-kept.test.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {API, ask, docBox, expectOwnWork, inUse, loadDoc, open, ownWork, requestBox, saved, TICKETS_API} from './apiAssistant';

const undo = (page: Page) => page.getByRole('button', {name: 'Undo'});
const FERRY_API = TICKETS_API.replace('Ticket Desk', 'Ferry Booking');

async function reload(page: Page) {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('A9: "Open that tab’s work here" offers Undo, after a reload of this tab too', async ({context, page}) => {
  await open(page);
  await ownWork(page);
  const tab2 = await context.newPage();
  await open(tab2);
  await loadDoc(tab2, FERRY_API);
  await ask(tab2, 'update ticket FR-1');
  await page.getByRole('button', {name: 'Open that tab’s work here'}).click();
  await expect(inUse(page)).toContainText('Ferry Booking');
  await expect(page.getByText('The other tab’s work replaced your document and form, kept beside it until you load another document.')).toBeVisible();
  await expect.poll(() => saved(page)).toContain('"replacedBy":"tab"');
  // That tab moves on and its work is opened here again: the work held is still this tab's own.
  await loadDoc(tab2, FERRY_API.replace('Ferry Booking', 'Ferry Booking Two'));
  await page.getByRole('button', {name: 'Open that tab’s work here'}).click();
  await expect(inUse(page)).toContainText('Ferry Booking Two');
  await expect.poll(() => saved(page)).toContain('update ticket T-7');
  await tab2.close();

  await reload(page);
  await expect(inUse(page)).toContainText('Ferry Booking');
  await undo(page).click();
  await expectOwnWork(page);
  await expect(docBox(page)).toBeFocused();
  await expect(undo(page)).toHaveCount(0);
  await reload(page);
  await expectOwnWork(page);
});

test('A9 neighbours: an uploaded file and "Load document" over an edited form offer Undo', async ({page}) => {
  await open(page);
  await ownWork(page);
  await page.getByLabel('OpenAPI file to upload').setInputFiles({name: 'ferry.yaml', mimeType: 'application/yaml', buffer: Buffer.from(FERRY_API)});
  await expect(inUse(page)).toContainText('Ferry Booking');
  await expect(page.getByText('The uploaded file replaced your document and form, kept beside it until you load another document.')).toBeVisible();
  await undo(page).click();
  await expectOwnWork(page);

  // The same document loaded again clears the form: the edited value is held.
  await page.getByRole('button', {name: 'Load document'}).click();
  await expect(page.getByLabel(/^assignee/)).toHaveCount(0);
  await expect(page.getByText('The document loaded replaced your document and form, kept beside it until you load another document.')).toBeVisible();
  await undo(page).click();
  await expectOwnWork(page);

  // Loading a first document over the untouched sample loses nothing: no Undo.
  await page.getByRole('button', {name: 'Forget it'}).click();
  await loadDoc(page, FERRY_API);
  await expect(inUse(page)).toContainText('Ferry Booking');
  await expect(page.getByText(/replaced your/)).toHaveCount(0);
});

test('A7: the request typed after a paste too long to keep survives a reload', async ({page}) => {
  await open(page);
  const huge = `{"openapi": "3.0.3", "x": "${'y'.repeat(2_424_800)}"}`;
  await docBox(page).fill(huge);
  await requestBox(page).fill('get thing number 3999');
  await expect(page.getByText(`The text in the box (${huge.length.toLocaleString('en-US')} characters) is too long to keep in this browser`)).toBeVisible();
  await expect.poll(() => saved(page)).toContain('get thing number 3999');
  await reload(page);
  await expect(requestBox(page)).toHaveValue('get thing number 3999');
  await expect(inUse(page)).toContainText('Helpdesk');

  // The paste again, then "Load the sample" over it: Undo after a reload brings back the request typed with it.
  await docBox(page).fill(huge);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await requestBox(page).fill('close ticket TCK-1042');
  await expect(page.getByText(/The text that was in the box before \([\d,]+ characters\) is too long to keep/)).toBeVisible();
  await expect.poll(() => saved(page)).toContain('close ticket TCK-1042');
  await reload(page);
  await undo(page).click();
  await expect(requestBox(page)).toHaveValue('get thing number 3999');
});

test('A7: Enter pressed before the page has loaded its scripts keeps the request typed', async ({context}) => {
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await context.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(API, {waitUntil: 'commit'});
  const box = page.locator('input[name="api-request"]');
  await box.fill('close ticket TCK-1042');
  const navigated = page.waitForEvent('framenavigated', {timeout: 2_000}).then(
    () => true,
    () => false,
  );
  await box.press('Enter');
  expect(await navigated, 'Enter before hydration reloaded the page').toBe(false);
  expect(page.url()).not.toContain('?');
  await expect(box).toHaveValue('close ticket TCK-1042');
  releaseScripts();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await expect(requestBox(page)).toHaveValue('close ticket TCK-1042');
  await page.getByRole('button', {name: 'Find operations'}).click();
  await expect(page.getByRole('radio', {checked: true})).toBeVisible();
});
