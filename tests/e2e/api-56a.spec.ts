/**
 * Session 56 (issue 28, tester u-api) as a reader sees it, on the API assistant, with my own document:
 * - F13: a key typed into a header field named api_key, and a password typed in the request box, are never in local or
 *   session storage, also after a reload and in a new tab; the rest of the work still is.
 * - F17: a HEAD operation is written "curl -I", and the fetch code is labeled as Node code.
 * - F6: an operation with its own server goes there, and the form says so.
 * - F8: a readOnly body property is no field.
 * Unit rows: tests/unit/demos/universal-api-assistant-s56api4.test.ts and -s56api4-page.test.tsx.
 */
import {test, expect} from './fixtures';
import {ask, loadDoc, open} from './apiAssistant';

const VAULT = `openapi: 3.0.3
info: {title: Parcel Vault, version: '1'}
servers: [{url: 'https://vault.example/v1'}]
paths:
  /parcels/{parcelId}:
    delete:
      operationId: removeParcel
      summary: Remove a parcel
      security: []
      parameters:
        - {name: parcelId, in: path, required: true, schema: {type: string}}
        - {name: api_key, in: header, required: false, schema: {type: string}}
      responses: {'204': {description: gone}}
    head:
      operationId: parcelExists
      summary: Check whether a parcel exists
      security: []
      servers: [{url: 'https://edge.vault.example'}]
      parameters: [{name: parcelId, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: exists}}
  /parcels:
    post:
      operationId: addParcel
      summary: Add a parcel
      security: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                id: {type: string, readOnly: true, description: Set by the vault}
                label: {type: string}
      responses: {'201': {description: added}}
`;

const storedEverywhere = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? '')).join('\n'));

test('F13: a typed key and a password in the request stay out of storage, after a reload and in a new tab', async ({page, context}) => {
  await open(page);
  await loadDoc(page, VAULT);
  await ask(page, 'remove parcel PX-5521 with password Tulip-7788');
  await page.getByRole('radio', {name: /DELETE \/parcels\/\{parcelId\}/}).check();
  await page.getByLabel(/^api_key/).fill('vault-key-Zq81');
  await expect(page.getByText("A secret: kept in this tab's memory only")).toBeVisible();
  await expect(page.getByText(/Your request names a password, key or token/)).toBeVisible();
  await expect.poll(() => storedEverywhere(page)).toContain('remove parcel PX-5521 with password');
  await page.waitForTimeout(1500);
  const stored = await storedEverywhere(page);
  expect(stored.includes('vault-key-Zq81')).toBe(false);
  expect(stored.includes('Tulip-7788')).toBe(false);
  const second = await context.newPage();
  await open(second);
  await expect(second.getByLabel('Describe it in plain words')).toHaveValue('remove parcel PX-5521 with password');
  await page.reload();
  await expect(page.getByLabel('Describe it in plain words')).toHaveValue('remove parcel PX-5521 with password');
});

test('F17, F6, F8: HEAD is curl -I to the operation own server; fetch is Node code; a readOnly id is no field', async ({page}) => {
  await open(page);
  await loadDoc(page, VAULT);
  await ask(page, 'check whether parcel PX-5521 exists');
  await page.getByRole('radio', {name: /HEAD \/parcels\/\{parcelId\}/}).check();
  await expect(page.getByText(/This operation goes to its own server, https:\/\/edge\.vault\.example/)).toBeVisible();
  await page.getByLabel(/^parcelId/).fill('PX-5521');
  await page.getByRole('button', {name: 'Build request'}).click();
  // The curl block itself (the page's own text names "curl -X HEAD" to say why it is not used).
  await expect(page.getByRole('region', {name: 'curl command'})).toHaveText("curl -I 'https://edge.vault.example/parcels/PX-5521'");
  await expect(page.getByRole('heading', {name: 'The request as fetch (Node code)'})).toBeVisible();
  await ask(page, 'add a parcel');
  await page.getByRole('radio', {name: /POST \/parcels/}).check();
  await expect(page.getByText(/Not in the form: id, which the document marks read-only/)).toBeVisible();
  await expect(page.getByLabel(/^id \(/)).toHaveCount(0);
});
