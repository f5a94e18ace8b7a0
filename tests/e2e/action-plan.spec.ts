import {readFile} from 'node:fs/promises';
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';

const MATRIX = '/action-plan/ws3-implementation/use-cases';
const HEADER = 'name,impact,strategic_fit,reach,urgency,data_readiness,technical_maturity,risk_effort,change_ease';

/** The ranked-use-case table of the tool (its rows are the text equivalent of the chart). */
function rankedTable(page: Page) {
  return page.getByRole('table', {name: /Ranked use cases/});
}

async function openMatrix(page: Page): Promise<void> {
  await page.goto(MATRIX);
  await expect(page.getByRole('heading', {level: 1, name: 'Use-case prioritization matrix'})).toBeVisible();
  // The tool renders after hydration.
  await expect(page.getByLabel('Use case name')).toBeVisible();
}

/** The tool's own live status (the page has others, such as the copy-as-Markdown bar). */
function matrixStatus(page: Page) {
  return page.getByRole('region', {name: 'Prioritization matrix'}).getByRole('status');
}

test.describe('action plan pages', () => {
  test('the overview links to every workstream and shows the timeline', async ({page}) => {
    await page.goto('/action-plan/intro');
    await expect(page.getByRole('heading', {level: 1, name: 'Enterprise generative AI action plan'})).toBeVisible();
    await expect(page.getByRole('img', {name: /Action plan timeline/})).toBeVisible();
    const article = page.locator('article');
    for (const ws of ['ws1-organization', 'ws2-architecture', 'ws3-implementation', 'ws4-empowerment']) {
      await expect(article.locator(`a[href="/action-plan/${ws}/intro"]`).first()).toBeVisible();
    }
    await article.getByRole('link', {name: '1. Organization'}).click();
    await expect(page).toHaveURL(/\/action-plan\/ws1-organization\/intro$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Workstream 1: organization'})).toBeVisible();
  });

  test('the compliance page gives the amended EU AI Act dates with their sources', async ({page}) => {
    await page.goto('/action-plan/ws1-organization/compliance');
    const dates = page.getByRole('table').filter({hasText: 'What applies'});
    await expect(dates.getByRole('row', {name: /2 Dec 2027/})).toContainText('Annex III');
    await expect(dates.getByRole('row', {name: /2 Aug 2028/})).toContainText('Annex I');
    await expect(dates.locator('a[href="https://eur-lex.europa.eu/eli/reg/2026/1744/oj"]').first()).toBeVisible();
    await expect(page.getByText('It supports planning and does not replace legal advice.')).toBeVisible();
  });
});

test.describe('use-case prioritization matrix', () => {
  test('adds and scores a use case, keeps it across a reload and exports it as CSV', async ({page}) => {
    await openMatrix(page);
    await page.getByLabel('Use case name').fill('Claims triage, "priority" desk');
    await page.getByLabel('Financial impact', {exact: true}).selectOption('5');
    await page.getByLabel('Data readiness', {exact: true}).selectOption('4');
    await page.getByRole('button', {name: 'Add use case'}).click();

    const row = rankedTable(page).getByRole('row', {name: /Claims triage/});
    await expect(row).toContainText('3.80');
    await expect(row).toContainText('3.35');
    await expect(row).toContainText('Do now');
    await expect(matrixStatus(page)).toContainText('Added “Claims triage, "priority" desk”. It ranks 1 of 1 (Do now).');

    await page.reload();
    await expect(rankedTable(page).getByRole('row', {name: /Claims triage/})).toContainText('3.80');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: 'Export CSV'}).click()]);
    expect(download.suggestedFilename()).toBe('use-case-portfolio.csv');
    const csv = await readFile(await download.path(), 'utf8');
    // A UTF-8 byte-order mark first, so Excel reads non-Latin names right (u28z M3).
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(`${HEADER},value_score,feasibility_score,priority,quadrant`);
    expect(lines[1]).toBe('"Claims triage, ""priority"" desk",5,3,3,3,4,3,3,3,3.80,3.35,12.73,Do now');
  });

  test('refuses a malformed import with the line number and keeps the data', async ({page}) => {
    await openMatrix(page);
    await page.getByRole('button', {name: 'Load sample portfolio'}).click();
    const rows = rankedTable(page).getByRole('row');
    await expect(rows).toHaveCount(8);

    await page.getByLabel('Import a CSV or JSON file').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${HEADER}\nFine,3,3,3,3,3,3,3,3\nBroken,3,3,7,3,3,3,3,3\n`),
    });
    await expect(page.getByRole('alert')).toHaveText('Import refused: Line 3: "reach" must be a whole number from 1 to 5 (found "7"). Nothing was changed.');
    await expect(rows).toHaveCount(8);
    await expect(rankedTable(page)).not.toContainText('Broken');

    await page.getByLabel('Import a CSV or JSON file').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({format: 'genai-enterprise/use-case-matrix', version: 1, weights: {}, useCases: []})),
    });
    // Every problem is listed (u28i UC1), the weights' first.
    await expect(page.getByRole('alert')).toContainText(/Import refused: broken\.json has \d+ problems, listed below\. Nothing was changed\./);
    await expect(page.getByRole('alert').getByRole('listitem').first()).toContainText('$.weights.impact: expected a number from 0 to 100');
    await expect(rows).toHaveCount(8);

    await page.reload();
    await expect(rankedTable(page).getByRole('row')).toHaveCount(8);
  });

  test('imports a semicolon-separated CSV (Excel in German or French settings) and says so (u28d UC1)', async ({page}) => {
    await openMatrix(page);
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({
      name: 'excel-de.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${HEADER.replaceAll(',', ';')}\r\nBakery forecast;4;4;3;3;4;4;4;4\r\n"Filiale 2, Lager";2;3;3;3;3;3;3;5\r\n`),
    });
    await expect(page.getByRole('status').filter({hasText: 'Imported 2 use cases from excel-de.csv'})).toContainText(
      'The file separates its fields with semicolons (as spreadsheet programs write CSV where the comma is the decimal mark) and was read that way; exports use commas.',
    );
    await expect(rankedTable(page)).toContainText('Bakery forecast');
    await expect(rankedTable(page)).toContainText('Filiale 2, Lager');
    await expect(page.locator('[role="alert"]').filter({hasText: /\S/})).toHaveCount(0);
  });

  test('imports a JSON export again (round trip) and works from the keyboard', async ({page}) => {
    await openMatrix(page);
    const name = page.getByLabel('Use case name');
    await name.focus();
    await page.keyboard.type('Keyboard only, line one');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Financial impact 3 -> 4
    await name.focus();
    await page.keyboard.press('Enter');
    await expect(matrixStatus(page)).toContainText('Added “Keyboard only, line one”');
    await expect(name).toBeFocused();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: 'Export JSON'}).click()]);
    const json = await readFile(await download.path(), 'utf8');
    expect(JSON.parse(json).useCases[0]).toEqual({
      name: 'Keyboard only, line one',
      scores: {impact: 4, strategic_fit: 3, reach: 3, urgency: 3, data_readiness: 3, technical_maturity: 3, risk_effort: 3, change_ease: 3},
    });

    await page.getByLabel('When importing').selectOption('add');
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'again.json', mimeType: 'application/json', buffer: Buffer.from(json)});
    // The export reads back as exactly the entry in the list: added again, it is skipped (u28k UC2).
    await expect(matrixStatus(page)).toContainText('Nothing new in again.json: 1 entry was already in your list and was skipped. Your list is unchanged.');
    await expect(rankedTable(page).getByRole('row', {name: /Keyboard only/})).toHaveCount(1);
  });

  test('is free of axe violations in light and dark mode, with data and an error shown', async ({page}) => {
    await openMatrix(page);
    await page.getByRole('button', {name: 'Load sample portfolio'}).click();
    await page.getByText('Criterion weights', {exact: true}).click();
    await page.getByLabel('Financial impact weight').fill('-4');
    await expect(page.getByText('Enter 0 to 100')).toBeVisible();
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the matrix page is readable and explains the manual method', async ({page}) => {
    await page.goto(MATRIX);
    await expect(page.getByRole('heading', {level: 1, name: 'Use-case prioritization matrix'})).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'How the matrix computes the ranking'})).toBeVisible();
    await expect(page.getByRole('table').filter({hasText: 'Data readiness'}).first()).toBeVisible();
    await expect(page.getByText('The interactive matrix needs JavaScript.')).toBeVisible();
  });
});
