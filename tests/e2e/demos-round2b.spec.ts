/**
 * Issue 28, second fresh user test (u28c): Zoho Copilot's "top N" (D1), negating and comparing words
 * and "Run without" (D2), an "or" inside a trailing clause (D10); the Universal API Assistant keeping
 * the reader's document (D7) and naming the loaded API's words in its hints (D8); the use-case
 * matrix's weight inputs by name. Each test was run against the build before the fix (where it
 * failed, except the matrix check, which passed there too: see its comment) and is kept as the
 * regression test.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {axeViolations} from './axe';

const ZOHO = '/demo-room/zoho-copilot';
const API = '/demo-room/universal-api-assistant';

async function ask(page: Page, question: string) {
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', {name: 'Ask', exact: true}).click();
}
const coql = (page: Page) => page.getByRole('region', {name: 'COQL query'});
const answer = (page: Page) => page.getByRole('region', {name: 'Answer table'});
/** The values of one column of the answer table, as shown. */
async function column(page: Page, name: string): Promise<string[]> {
  const headers = await answer(page).getByRole('columnheader').allInnerTexts();
  const i = headers.findIndex((h) => h.trim() === name);
  expect(i, `column ${name} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const rows = answer(page).getByRole('row');
  const n = await rows.count();
  const out: string[] = [];
  for (let r = 1; r < n; r++) out.push((await rows.nth(r).getByRole('cell').nth(i).innerText()).trim());
  return out;
}
const num = (s: string) => Number(s.replace(/,/g, ''));

test.describe('Zoho Copilot', () => {
  test.beforeEach(async ({page}) => {
    await page.goto(ZOHO);
    await expect(page.getByText('"top 3 largest deals": 3 deals found in the sample data.').first()).toBeVisible();
  });

  test('"top 4 deals" lists the four largest deals, and says it sorted by amount', async ({page}) => {
    await ask(page, 'top 4 deals');
    await expect(page.getByText('"top 4 deals": 4 deals found in the sample data.').first()).toBeVisible();
    await expect(page.getByText('Read as: all deals; sorted by amount, largest first, then deal name, A to Z; the first 4').first()).toBeVisible();
    await expect(coql(page)).toContainText('order by Amount desc, Deal_Name asc limit 4');
    expect((await column(page, 'Amount')).map(num)).toEqual([240_000, 150_000, 120_000, 95_000]);
  });

  test('"top 3 accounts" ranks by annual revenue, and "top 2 deals not won" keeps the 120k deal', async ({page}) => {
    await ask(page, 'top 3 accounts');
    expect((await column(page, 'Annual_Revenue')).map(num)).toEqual([75_000_000, 56_000_000, 48_000_000]);
    await ask(page, 'top 2 deals not won');
    await expect(page.getByText('Read as: stage is not Closed Won; sorted by amount, largest first, then deal name, A to Z; the first 2').first()).toBeVisible();
    expect((await column(page, 'Amount')).map(num)).toEqual([240_000, 120_000]);
  });

  test('"smallest 2 leads" shows the annual revenue it sorted by', async ({page}) => {
    await ask(page, 'smallest 2 leads');
    expect((await column(page, 'Annual_Revenue')).map(num)).toEqual([800_000, 1_200_000]);
    await expect(page.getByText('At most 2 records').first()).toBeVisible();
  });

  test('"accounts outside Germany" lists the accounts not in Germany', async ({page}) => {
    await ask(page, 'accounts outside Germany');
    await expect(coql(page)).toContainText("where Billing_Country != 'Germany'");
    await expect(page.getByText('Read as: country is not Germany').first()).toBeVisible();
    expect(await column(page, 'Billing_Country')).not.toContain('Germany');
    await expect(page.getByRole('button', {name: /Run without/})).toHaveCount(0);
  });

  test('"deals closing after March 2027" and "leads except those from the website" are read, not dropped', async ({page}) => {
    await ask(page, 'deals closing after March 2027');
    await expect(coql(page)).toContainText("where Closing_Date > '2027-03-31'");
    await ask(page, 'leads except those from the website');
    await expect(coql(page)).toContainText("where Lead_Source != 'Web Site'");
    expect(await column(page, 'Lead_Source')).not.toContain('Web Site');
  });

  test('no "Run without" when the words left out negate or compare', async ({page}) => {
    await ask(page, 'deals closing later than march');
    await expect(page.getByText(/I did not understand “later than”.*would show different records/)).toBeVisible();
    await expect(page.getByRole('button', {name: /Run without/})).toHaveCount(0);
    await expect(page.getByText('Not offered: running without “later than” would change what the question asks.').first()).toBeVisible();
    // Words that do not change the meaning still get the button.
    await ask(page, 'deals owned by me');
    await expect(page.getByRole('button', {name: 'Run without “owned by me”'})).toBeVisible();
  });

  test('an "or" inside a trailing clause groups within it', async ({page}) => {
    await ask(page, 'deals over 50k that are open or in Berlin');
    await expect(coql(page)).toContainText("where (Amount > 50000 and (Stage not in ('Closed Won', 'Closed Lost') or Account_Name.Billing_City = 'Berlin'))");
    for (const amount of await column(page, 'Amount')) expect(num(amount)).toBeGreaterThan(50_000);
  });
});

test.describe('Universal API Assistant', () => {
  const LIBRARY = JSON.stringify({
    openapi: '3.0.3',
    info: {title: 'Town Library', version: '2.1'},
    servers: [{url: 'https://library.example.org/api'}],
    paths: {
      '/books': {get: {operationId: 'searchBooks', summary: 'Search the catalogue', parameters: [{name: 'q', in: 'query', schema: {type: 'string'}}], responses: {'200': {description: 'ok'}}}},
      '/loans': {post: {operationId: 'lendBook', summary: 'Lend a book to a member', responses: {'201': {description: 'created'}}}},
      '/members/{memberId}/fines': {
        get: {operationId: 'listFines', summary: 'List unpaid fines', parameters: [{name: 'memberId', in: 'path', required: true, schema: {type: 'string'}}], responses: {'200': {description: 'ok'}}},
      },
    },
  });

  test('a pasted document is still there, and in use, after a reload', async ({page}) => {
    await page.goto(API);
    const box = page.getByLabel('OpenAPI 3 document (JSON or YAML)');
    await box.fill(LIBRARY);
    await page.getByRole('button', {name: 'Load document'}).click();
    await expect(page.getByText(/In use: Town Library 2\.1, 3 operations/)).toBeVisible();
    await expect(page.getByText(/Kept in this browser|kept in this browser/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(/In use: Town Library 2\.1, 3 operations/)).toBeVisible();
    await expect(box).toHaveValue(LIBRARY);
  });

  test('hints name the loaded API\'s words, not the sample\'s', async ({page}) => {
    await page.goto(API);
    await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(LIBRARY);
    await page.getByRole('button', {name: 'Load document'}).click();
    await expect(page.getByText(/In use: Town Library/)).toBeVisible();
    await page.getByLabel('Describe it in plain words').fill('delete a member');
    await page.getByRole('button', {name: 'Find operations'}).click();
    const hint = page.getByText(/try words from the API|a noun from the API/);
    await expect(hint).toContainText('(book, loan, member)');
    await expect(hint).not.toContainText('ticket');
  });

  // Sixth fresh user test (u28e): U1, what is in use after a reload and what the message says agree; U2, no message
  // of the previous document or request; U3, values the request names are filled in, marked as such.
  const box = (page: Page) => page.getByLabel('OpenAPI 3 document (JSON or YAML)');
  const loadBox = (page: Page) => page.getByRole('button', {name: 'Load document'}).click();
  const keptNow = (page: Page) => expect(page.getByText(/Kept in this browser|kept in this browser/).first()).toBeVisible();
  const BROKEN_LIBRARY = LIBRARY.replace('"Town Library",', '"Town Library",,');
  // The demo itself (the page's prose quotes its messages).
  const demo = (page: Page) => page.getByRole('region', {name: 'Try the API assistant'});

  test('U1: a valid edit is in use after a reload, with no error', async ({page}) => {
    await page.goto(API);
    await box(page).fill(LIBRARY);
    await loadBox(page);
    await keptNow(page);
    await page.reload();
    await expect(page.getByText(/In use: Town Library 2\.1, 3 operations/)).toBeVisible();
    await expect(box(page)).toHaveValue(LIBRARY);
    await expect(demo(page).getByText(/syntax error/)).toHaveCount(0);
  });

  test('U1: a broken edit of the sample is back after a reload, and the message names the sample as in use', async ({page}) => {
    await page.goto(API);
    const broken = '{"openapi": "3.0.3", "info": {"title": "Half done",, "version": "1"}}';
    await box(page).fill(broken);
    await loadBox(page);
    await expect(page.getByText(/JSON syntax error/)).toBeVisible();
    await keptNow(page);
    await page.reload();
    await expect(box(page)).toHaveValue(broken);
    await expect(page.getByText(/JSON syntax error at line 1.*The document in use is still “Helpdesk API \(sample\)” 1\.0\.0; the text in the box is not loaded\./)).toBeVisible();
    await expect(page.getByText(/In use: Helpdesk API \(sample\) 1\.0\.0/)).toBeVisible();
  });

  test('U1: a broken edit after a valid document keeps that document in use over a reload, as the message says', async ({page}) => {
    await page.goto(API);
    await box(page).fill(LIBRARY);
    await loadBox(page);
    await expect(page.getByText(/In use: Town Library 2\.1/)).toBeVisible();
    await box(page).fill(BROKEN_LIBRARY);
    await loadBox(page);
    await expect(page.getByText(/The document in use is still “Town Library” 2\.1/)).toBeVisible();
    await keptNow(page);
    await page.reload();
    // Before the fix: the sample was in use while the message said the previous document stays.
    await expect(page.getByText(/In use: Town Library 2\.1, 3 operations/)).toBeVisible();
    await expect(box(page)).toHaveValue(BROKEN_LIBRARY);
    await expect(page.getByText(/JSON syntax error at line 1.*The document in use is still “Town Library” 2\.1; the text in the box is not loaded\./)).toBeVisible();
    await expect(demo(page).getByText(/Helpdesk API/)).toHaveCount(0);
    // Fixing the text and loading it works as before.
    await box(page).fill(LIBRARY);
    await loadBox(page);
    await expect(demo(page).getByText(/syntax error/)).toHaveCount(0);
  });

  test('U2: loading another document shows no result or message of the sample\'s request', async ({page}) => {
    await page.goto(API);
    await expect(page.getByRole('group', {name: 'Matching operations, best first'})).toBeVisible();
    await box(page).fill(LIBRARY);
    await loadBox(page);
    await expect(page.getByText(/In use: Town Library/)).toBeVisible();
    await expect(demo(page).getByText(/refund an order/i)).toHaveCount(0);
    await expect(demo(page).getByText(/No operation matches|No good match/)).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText('Describe what you want to do with “Town Library” and press Find operations.').first()).toBeVisible();
    await expect(page.getByLabel('Describe it in plain words')).toHaveValue('');
    // A request the reader typed stays when another document loads, and is asked only when they press Find.
    await page.getByLabel('Describe it in plain words').fill('list unpaid fines');
    await page.getByRole('button', {name: 'Load the sample'}).click();
    await expect(page.getByLabel('Describe it in plain words')).toHaveValue('list unpaid fines');
    await expect(demo(page).getByText(/No operation matches|No good match/)).toHaveCount(0);
  });

  test('U3: values the request names are filled in and marked; nothing else is guessed', async ({page}) => {
    const club = JSON.stringify({
      openapi: '3.0.3',
      info: {title: 'Town Library', version: '2.2'},
      servers: [{url: 'https://library.example.org/api'}],
      paths: {
        '/members/{memberId}': {
          patch: {
            operationId: 'updateMember',
            summary: 'Change a member\'s phone number or e-mail',
            parameters: [{name: 'memberId', in: 'path', required: true, schema: {type: 'string'}}],
            requestBody: {content: {'application/json': {schema: {type: 'object', properties: {phone: {type: 'string'}, email: {type: 'string', format: 'email'}}}}}},
            responses: {'200': {description: 'ok'}},
          },
        },
      },
    });
    await page.goto(API);
    await box(page).fill(club);
    await loadBox(page);
    await page.getByLabel('Describe it in plain words').fill('change my phone number to +44 7700 900123, I am member M-17');
    await page.getByRole('button', {name: 'Find operations'}).click();
    await expect(page.getByLabel(/^phone/)).toHaveValue('+44 7700 900123');
    await expect(page.getByLabel(/^memberId/)).toHaveValue('M-17');
    await expect(page.getByLabel(/^email/)).toHaveValue('');
    await expect(page.getByText('Filled from your request: memberId = “M-17”, phone = “+44 7700 900123”.', {exact: false}).first()).toBeVisible();
    await expect(page.getByText('filled from your request (“+44 7700 900123”)').first()).toBeVisible();
    // The reader's edit wins over the filled value.
    await page.getByLabel(/^memberId/).fill('M-18');
    await expect(page.getByText('Filled from your request: phone = “+44 7700 900123”.', {exact: false}).first()).toBeVisible();
    await page.getByRole('button', {name: 'Build request'}).click();
    await expect(page.getByRole('region', {name: 'curl command'})).toContainText("'https://library.example.org/api/members/M-18'");
    await expect(page.getByRole('region', {name: 'curl command'})).toContainText('{"phone":"+44 7700 900123"}');
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });
});

test('use-case matrix: every weight input has its criterion as its accessible name, and axe passes', async ({page}) => {
  // The tester read the inputs' outerHTML and saw no aria-label; the name comes from a <label for>,
  // and this test passed on the build before this branch too: the nit was a false alarm, kept as a guard.
  await page.goto('/action-plan/ws3-implementation/use-cases');
  await page.getByText('Criterion weights', {exact: true}).click();
  for (const name of ['Financial impact weight', 'Strategic fit weight', 'People reached weight', 'Urgency weight', 'Data readiness weight', 'Technical maturity weight', 'Risk and compliance ease weight', 'Change ease weight']) {
    // A text field since s47 M2 (it keeps a half-typed '0.' or '-' as typed), so its role is textbox.
    await expect(page.getByRole('textbox', {name, exact: true})).toBeVisible();
  }
  await expect(page.getByRole('textbox', {name: / weight$/})).toHaveCount(8);
  expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
});
