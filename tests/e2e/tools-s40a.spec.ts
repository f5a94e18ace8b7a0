/**
 * The remaining tester findings on the Universal API Assistant (issue 28, u28s S-C3, S-C5) as a reader sees them: the
 * request typed comes back after a reload and after Back and Forward, with the sample or the reader's own document,
 * and the page says when the browser refuses to keep it; the operation whose action the request names is listed
 * first. The unit rows are in tests/unit/demos/universal-api-assistant-s40.test.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {PETCLINIC_API} from '../unit/demos/fixtures/api-specs-petclinic';

const API = '/demo-room/universal-api-assistant';
const KEY = 'cap-demo:universal-api-assistant';
const box = (page: Page) => page.getByLabel('Describe it in plain words');
const docBox = (page: Page) => page.getByLabel('OpenAPI 3 document (JSON or YAML)');

/** Waits until the page has kept the request in local storage (it saves a moment after each change). */
async function kept(page: Page, request: string) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).toContain(JSON.stringify(request));
}

test('API assistant keeps the request typed across a reload and Back/Forward, with the sample in use (S-C5)', async ({page}) => {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await box(page).fill('cancel visit A-77');
  await kept(page, 'cancel visit A-77');
  await page.reload();
  await expect(box(page)).toHaveValue('cancel visit A-77');
  await expect(page.getByText(/In use: Helpdesk API \(sample\)/)).toBeVisible();

  await page.goto('/docs/intro');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${API}$`));
  await expect(box(page)).toHaveValue('cancel visit A-77');
  await page.goForward();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await page.goBack();
  await expect(box(page)).toHaveValue('cancel visit A-77');
});

test('API assistant keeps the request with the reader\'s own document, lists the verb\'s operation first (S-C5, S-C3)', async ({page}) => {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await docBox(page).fill(PETCLINIC_API);
  await page.getByRole('button', {name: 'Load document'}).click();
  await expect(page.getByText(/Loaded document "Vet Clinic API"/)).toBeVisible();
  await box(page).fill('book a vet appointment');
  await page.getByRole('button', {name: 'Find operations'}).click();
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(/^POST \/appointments /);
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^POST \/appointments /);
  await kept(page, 'book a vet appointment');
  await page.reload();
  await expect(page.getByText(/In use: Vet Clinic API 2\.3\.0/)).toBeVisible();
  await expect(box(page)).toHaveValue('book a vet appointment');
  await expect(docBox(page)).toHaveValue(PETCLINIC_API);
});

test('API assistant says when the browser refuses to keep the request, and the request stays on the page (S-C5)', async ({page}) => {
  // Full storage for the demo's key only (the site's own settings are not the subject here).
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function guarded(this: Storage, key: string, value: string) {
      if (key.startsWith('cap-demo:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await box(page).fill('show visit A-77');
  await expect(page.getByText(/storage for this site is full, so your latest changes to your OpenAPI document, request and form values were not kept/)).toBeVisible();
  await expect(box(page)).toHaveValue('show visit A-77');
});
