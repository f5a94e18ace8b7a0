/**
 * Task s50 a (issue 28, tester u33f) as a reader sees it, on the API assistant with the tester's own documents:
 * - F3: "$20" into a charge the API describes "Amount in cents (EUR)" stays empty with a note naming both currencies.
 * - F4: "parcels not delivered from the north depot" keeps the depot filter in the built request.
 * - F6: a quoted value after "to" fills the note, and the built PATCH carries it.
 * - F8: the page's table of everyday wordings is there, under "How it is built".
 * Unit rows: tests/unit/demos/universal-api-assistant-s50a.test.ts and -s50a-page-table.test.ts.
 */
import {test, expect} from './fixtures';
import {readFileSync} from 'node:fs';
import {API, ask, loadDoc, open} from './apiAssistant';

const fixture = (name: string) => readFileSync(`${__dirname}/../unit/demos/fixtures/u33f/${name}`, 'utf8');

test('F3: a dollar sum for a field in euros is not filled, and the note names both currencies', async ({page}) => {
  await open(page);
  await loadDoc(page, fixture('hotel.yaml'));
  await ask(page, 'add minibar charge of $20 to RES204118');
  await expect(page.getByRole('radio', {name: /POST \/stays\/\{stayId\}\/charges/})).toBeChecked();
  await expect(page.getByLabel(/^amountCents/)).toHaveValue('');
  await expect(page.getByText(/“\$20” from your request is in US dollars, and the API says amountCents is in euros, so it is not filled in/i)).toBeVisible();
  // The field's own currency is still filled, in cents.
  await ask(page, 'add minibar charge of €20 to RES204118');
  await expect(page.getByLabel(/^amountCents/)).toHaveValue('2000');
});

test('F4: "not delivered from the north depot" keeps the depot filter', async ({page}) => {
  await open(page);
  await loadDoc(page, fixture('parcels.yaml'));
  await ask(page, 'parcels not delivered from the north depot');
  await expect(page.getByRole('radio', {name: /GET \/parcels(?!\/)/})).toBeChecked();
  await expect(page.getByRole('combobox', {name: /^depot/})).toHaveValue('north');
  await expect(page.getByRole('combobox', {name: /^status/})).toHaveValue('');
  await expect(page.getByText(/your request excludes “delivered”/i)).toBeVisible();
  await expect(page.getByText(/your request excludes “north”/i)).toHaveCount(0);
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByRole('region', {name: 'curl command'})).toContainText('depot=north');
});

test('F6: a quoted value after "to" fills the note and is built as written', async ({page}) => {
  await open(page);
  await loadDoc(page, fixture('procurement.json'));
  await ask(page, 'set the note of PO-20417 to "gate 4, ask for Sam"');
  await expect(page.getByLabel(/^note/)).toHaveValue('gate 4, ask for Sam');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByRole('region', {name: 'curl command'})).toContainText(`--data '{"note":"gate 4, ask for Sam"}'`);
});

test('F8: the page shows the table of everyday wordings', async ({page}) => {
  await page.goto(API);
  await expect(page.getByRole('heading', {level: 3, name: 'What everyday wordings become'})).toBeVisible();
  const table = page.getByRole('table').filter({hasText: 'You type'});
  await expect(table.getByRole('row')).toHaveCount(14);
  await expect(table).toContainText('the API has no “not” filter for status');
});
