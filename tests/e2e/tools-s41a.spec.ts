/**
 * The tester u28y's findings on the Universal API Assistant (issue 28) as a reader sees them:
 * - A-A5: the form the assistant built and the values the reader edited come back after a reload and after
 *   following a link and coming Back, and a value the reader edited is no longer marked as taken from the request.
 * - A-A6 (s41-a): notes on fields left empty are listed as "Values not filled in", notes on fields the assistant
 *   filled (a list filled with the remaining allowed values) as "Notes on values filled in".
 * The unit rows are in tests/unit/demos/universal-api-assistant-s41b.test.ts and -s41.test.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const API = '/demo-room/universal-api-assistant';
const KEY = 'cap-demo:universal-api-assistant';

async function ask(page: Page, request: string) {
  await page.getByLabel('Describe it in plain words').fill(request);
  await page.getByRole('button', {name: 'Find operations'}).click();
}

const notFilled = (page: Page) => page.getByRole('list', {name: 'Values not filled in'});
const notesFilled = (page: Page) => page.getByRole('list', {name: 'Notes on values filled in'});

/** The refund form as the reader left it: amount and reason edited, the order number still from the request. */
async function expectEdited(page: Page) {
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^POST \/refunds/);
  await expect(page.getByLabel(/^amount/)).toHaveValue('120');
  await expect(page.getByLabel(/^reason/)).toHaveValue('late');
  await expect(page.getByLabel(/^orderId/)).toHaveValue('ORD-48213');
  // The edited values are the reader's: no "filled from your request" on them, no note about the refused amount.
  await expect(page.locator('label', {hasText: /^reason/})).not.toContainText('filled from your request');
  await expect(page.locator('label', {hasText: /^orderId/})).toContainText('filled from your request');
  await expect(notFilled(page)).toHaveCount(0);
}

test('API assistant keeps the form and the reader\'s edited values across a reload and Back (A-A5)', async ({page}) => {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await ask(page, 'refund $9000 for order ORD-48213, it arrived damaged');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^POST \/refunds/);
  await expect(notFilled(page)).toContainText(/amount 9000 is above the maximum/);
  await expect(page.getByLabel(/^reason/)).toHaveValue('damaged');
  // Two edits: the empty amount is filled in, the reason taken from the request is changed.
  await page.getByLabel(/^amount/).fill('120');
  await page.getByLabel(/^reason/).selectOption('late');
  await expectEdited(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).toContain('"late"');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expectEdited(page);

  await page.goto('/docs/intro');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${API}$`));
  await expectEdited(page);
});

const PARCELS_API = `openapi: 3.0.3
info: {title: Parcel Desk, version: '1.0'}
servers: [{url: 'https://parcels.example.org/v1'}]
paths:
  /parcels:
    get:
      operationId: listParcels
      summary: List parcels by state and carrier
      parameters:
        - name: states
          in: query
          description: Parcel states to list
          schema: {type: array, items: {type: string, enum: [waiting, sorted, shipped, delivered]}}
        - {name: carrier, in: query, description: Carrier name, schema: {type: string}}
`;

test('API assistant lists notes on empty fields and notes on filled fields apart (A-A6)', async ({page}) => {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await ask(page, 'refund $9000 for order ORD-48213, it arrived damaged');
  await expect(notFilled(page)).toContainText('amount 9000 is above the maximum of 5000');
  await expect(notesFilled(page)).toHaveCount(0);

  await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(PARCELS_API);
  await page.getByRole('button', {name: 'Load document'}).click();
  await expect(page.getByText(/Loaded document "Parcel Desk"/)).toBeVisible();
  await ask(page, 'list parcels except delivered ones');
  await expect(page.getByLabel(/^states/)).toHaveValue('waiting,sorted,shipped');
  await expect(notesFilled(page)).toContainText('filled with the other allowed values: waiting, sorted, shipped');
  await expect(notFilled(page)).toHaveCount(0);
});

// u29b A-7 (task 41a4): an empty request gives its message and changes nothing else, also after a reload.
test('API assistant: an empty request keeps the results and the form with its edits (u29b A-7)', async ({page}) => {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await ask(page, 'refund $9000 for order ORD-48213, it arrived damaged');
  await page.getByLabel(/^amount/).fill('120');
  await page.getByLabel(/^reason/).selectOption('late');
  await expectEdited(page);
  await ask(page, '   ');
  await expect(page.getByText(/Describe what you want to do first/)).toBeVisible();
  await expectEdited(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).toContain('"request":"   "');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expectEdited(page);
});

// u29b A-8 (task 41a4): "Load the sample" over the reader's document, request and form offers Undo, which brings all back,
// and the kept note names only what is kept.
test('API assistant: Load the sample can be undone, and the kept note says what is kept (u29b A-8)', async ({page}) => {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(PARCELS_API);
  await page.getByRole('button', {name: 'Load document'}).click();
  await ask(page, 'list parcels except delivered ones');
  await page.getByLabel(/^carrier/).fill('Acme Post');
  await expect(page.getByText(/Kept in this browser so a reload brings it back: your OpenAPI document, request and form values/)).toBeVisible();

  await page.getByRole('button', {name: 'Load the sample'}).click();
  await expect(page.getByText(/In use: Helpdesk/)).toBeVisible();
  await expect(page.getByLabel(/^carrier/)).toHaveCount(0);
  await expect(page.getByText(/Kept in this browser so a reload brings it back: your request,/)).toBeVisible();
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(page.getByText(/In use: Parcel Desk/)).toBeVisible();
  await expect(page.getByLabel('OpenAPI 3 document (JSON or YAML)')).toHaveValue(PARCELS_API);
  await expect(page.getByLabel('Describe it in plain words')).toHaveValue('list parcels except delivered ones');
  await expect(page.getByLabel(/^states/)).toHaveValue('waiting,sorted,shipped');
  await expect(page.getByLabel(/^carrier/)).toHaveValue('Acme Post');
  await expect(page.getByRole('button', {name: 'Undo'})).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).toContain('Acme Post');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByText(/In use: Parcel Desk/)).toBeVisible();
  await expect(page.getByLabel(/^carrier/)).toHaveValue('Acme Post');
});
