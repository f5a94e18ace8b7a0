/**
 * The last testers' findings on the Universal API Assistant (issue 28, s39 A-R1, A-R2, A-R3, A-R6, A5, A7) as a
 * reader sees them; the unit rows in tests/unit/demos/universal-api-assistant-testers.test.ts hold the wider cases.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {CLINIC_API, LEDGER_API, SHOP_API} from '../unit/demos/fixtures/api-specs-s39';

const API = '/demo-room/universal-api-assistant';

async function loadSpec(page: Page, spec: string, title: RegExp) {
  await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(spec);
  await page.getByRole('button', {name: 'Load document'}).click();
  await expect(page.getByText(title).first()).toBeVisible();
}

async function ask(page: Page, request: string) {
  await page.getByLabel('Describe it in plain words').fill(request);
  await page.getByRole('button', {name: 'Find operations'}).click();
}

const notes = (page: Page) => page.getByRole('list', {name: 'Values not filled in'});

test('API assistant: a link never chooses, an out-of-range amount and two values are said, not dropped (A-R1, A-R2, A-R6)', async ({page}) => {
  await page.goto(API);
  await ask(page, 'show ticket TCK-1042 (see https://help.example.com/customers/refunds)');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/tickets\/\{ticketId\}/);
  await expect(page.getByLabel(/^ticketId/)).toHaveValue('TCK-1042');

  await ask(page, 'refund $9000 for order ORD-48213, it arrived damaged');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^POST \/refunds/);
  await expect(page.getByLabel(/^amount/)).toHaveValue('');
  await expect(notes(page)).toContainText('amount 9000 is above the maximum of 5000');

  await ask(page, 'list tickets with status open or pending');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/tickets(?!\/)/);
  await expect(notes(page)).toContainText('Two values given: open, pending');
});

test('API assistant: "order 42" fills {id}, "to AUTUMN" fills the promo code, a date is no appointment id, "get invoice …" reads (A-R1, A5, A-R3, A7)', async ({page}) => {
  await page.goto(API);
  await loadSpec(page, SHOP_API, /Loaded .*Larch Garden Shop/);
  await ask(page, 'show order id 42');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/orders\/\{id\}/);
  await expect(page.getByLabel(/^id/)).toHaveValue('42');
  await ask(page, 'change the promo code to AUTUMN');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^PATCH \/carts\/\{cartId\}/);
  await expect(page.getByLabel(/^promoCode/)).toHaveValue('AUTUMN');

  await loadSpec(page, CLINIC_API, /Loaded .*Alder Street Clinic/);
  await ask(page, 'cancel appointment 2027-05-14');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^DELETE \/appointments\/\{appointmentId\}/);
  await expect(page.getByLabel(/^appointmentId/)).toHaveValue('');
  await expect(notes(page)).toContainText('“2027-05-14” from your request is a date');

  await loadSpec(page, LEDGER_API, /Loaded .*Poplar Ledger/);
  await ask(page, 'get invoice INV.2027.004');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/invoices(?!\/)/);
  await expect(page.getByLabel(/^number/)).toHaveValue('INV.2027.004');
});
