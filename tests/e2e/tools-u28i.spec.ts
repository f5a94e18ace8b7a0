/**
 * u28i U1–U3, C1, UC1–UC3 and u28k U3/U5, C1, UC2 as a reader sees them, with own inputs (the unit rows in
 * tests/unit/demos/universal-api-assistant-named.test.ts, tests/unit/lib/text-file.test.ts,
 * tests/unit/learning-tools/chunking-long-sentence.test.tsx and
 * tests/unit/learning-tools/use-case-matrix/import-problems.test.tsx hold the wider cases).
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {MARINA_API, SHEET_MUSIC_API} from '../unit/demos/fixtures/api-specs-u28i';
import {REPAIR_CAFE_API} from '../unit/demos/fixtures/api-specs-u28k';

const API = '/demo-room/universal-api-assistant';
const CHUNKING = '/docs/information-processing/data-ingestion/chunking/semantic';
const MATRIX = '/action-plan/ws3-implementation/use-cases';
const HEADER = 'name,impact,strategic_fit,reach,urgency,data_readiness,technical_maturity,risk_effort,change_ease';

async function loadSpec(page: Page, spec: string, title: RegExp) {
  await page.goto(API);
  // As apiAssistant.ts open(): typed and clicked once the page has hydrated (under load the click came first, s53 flaky run).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(spec);
  await page.getByRole('button', {name: 'Load document'}).click();
  await expect(page.getByText(title).first()).toBeVisible();
}

async function ask(page: Page, request: string) {
  await page.getByLabel('Describe it in plain words').fill(request);
  await page.getByRole('button', {name: 'Find operations'}).click();
}

test('API assistant fills query and body values the request names, and leaves them empty when it names none (U1)', async ({page}) => {
  await loadSpec(page, SHEET_MUSIC_API, /Loaded .*Choir Sheet Music Library/);
  await ask(page, 'which pieces by Ola Gjeilo do you have for SATB?');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/scores/);
  await expect(page.getByLabel(/^composer/)).toHaveValue('Ola Gjeilo');
  await expect(page.getByLabel(/^voicing/)).toHaveValue('SATB');
  await expect(page.getByText(/Filled from your request: composer = “Ola Gjeilo”, voicing = “SATB”/)).toBeVisible();
  await ask(page, 'which pieces do you have?');
  await expect(page.getByRole('radio', {name: /^GET \/scores/})).toBeVisible();
  await page.getByRole('radio', {name: /^GET \/scores/}).check();
  await expect(page.getByLabel(/^composer/)).toHaveValue('');
  await expect(page.getByLabel(/^voicing/)).toHaveValue('');

  await loadSpec(page, MARINA_API, /Loaded .*Harbor Marina/);
  await ask(page, 'book berth B-12 for the boat "Sea Otter" for 3 nights');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^POST \/bookings/);
  await expect(page.getByLabel(/^boatName/)).toHaveValue('Sea Otter');
  await expect(page.getByLabel(/^nights/)).toHaveValue('3');
  await expect(page.getByLabel(/^boatName/)).toHaveAccessibleName(/filled from your request \(“Sea Otter”\)/);
});

test('API assistant lists operations best first, marks the ones that change data, never picks a read for a write or a write for a question (U2)', async ({page}) => {
  await loadSpec(page, SHEET_MUSIC_API, /Loaded .*Choir Sheet Music Library/);
  await ask(page, 'update the due date of loan 5');
  const chosen = page.getByRole('radio', {checked: true});
  await expect(chosen).toHaveAccessibleName(/^PATCH \/loans\/\{loanId\} .*\(changes data\)/);
  // Best first since u28s S-C3: the good match, then the weak ones (marked), each group in score order.
  await expect(page.getByText(/^Listed best first: good matches, then operations whose action is the verb your request starts with/)).toBeVisible();
  const labels = await page.getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(labels.length).toBeGreaterThan(1);
  expect(labels[0]).toMatch(/^PATCH \/loans\/\{loanId\}/);
  expect(labels[0]).not.toMatch(/weak match/);
  for (const label of labels.slice(1)) expect(label).toMatch(/\(weak match; score /);

  await ask(page, 'can choirs change a loan twice?');
  await expect(page.getByText(/No good match for "can choirs change a loan twice\?"/)).toBeVisible();
  await expect(page.getByText(/your request asks a question, and the closest one changes data/)).toBeVisible();
  await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
});

test('API assistant refuses a PDF upload as not JSON or YAML, and the box and the kept text stay (U3)', async ({page}) => {
  await loadSpec(page, MARINA_API, /Loaded .*Harbor Marina/);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'latin1'), Buffer.from([0x78, 0x9c, 0, 1, 2, 250, 251])]);
  await page.getByLabel('OpenAPI file to upload').setInputFiles({name: 'mooring-rules.pdf', mimeType: 'application/pdf', buffer: pdf});
  await expect(page.getByText(/mooring-rules\.pdf is not a JSON or YAML file: it looks like a PDF document\./)).toBeVisible();
  await expect(page.getByText(/The text in the box is unchanged, and the document in use is still “Harbor Marina” 2\.1\./)).toBeVisible();
  await expect(page.getByLabel('OpenAPI 3 document (JSON or YAML)')).toHaveValue(MARINA_API);
  await page.reload();
  await expect(page.getByLabel('OpenAPI 3 document (JSON or YAML)')).toHaveValue(MARINA_API);
  await expect(page.getByText(/In use: Harbor Marina 2\.1/)).toBeVisible();
});

test('API assistant chooses the clear read for a plain read request, a negated write is no write cue, a removal never gets a read (u28k U3, U5)', async ({page}) => {
  await loadSpec(page, REPAIR_CAFE_API, /Loaded .*Repair Cafe/);
  await ask(page, 'which appointments are there on 2027-01-09?');
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/appointments List the repair appointments/);
  await expect(page.getByLabel(/^day/)).toHaveValue('2027-01-09');
  await expect(page.getByText(/No good match for "which appointments/)).toHaveCount(0);
  await ask(page, "don't cancel anything, just show me appointment R-3310");
  await expect(page.getByRole('radio', {checked: true})).toHaveAccessibleName(/^GET \/appointments\/\{appointmentId\}/);
  await expect(page.getByLabel(/^appointmentId/)).toHaveValue('R-3310');
  await ask(page, 'please remove the volunteers');
  await expect(page.getByText(/No good match for "please remove the volunteers"/)).toBeVisible();
  await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
  await ask(page, 'what is wrong with my kettle?');
  await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
});

test('chunking playground: the sentence window splits an over-long sentence at word breaks and says so (C1)', async ({page}) => {
  await page.goto(CHUNKING);
  const widget = page.getByRole('region', {name: 'Chunking playground'});
  const status = widget.getByRole('status');
  await expect(status).toContainText('Recursive, size 400');
  const text = 'Short start. The ferry cooperative keeps its winter timetable pinned beside the ticket window until the ice breaks in spring. End.';
  await widget.getByLabel('Text to chunk').fill(text);
  await widget.getByRole('radio', {name: 'Sentence window'}).check();
  await widget.getByLabel('Overlap (characters)').fill('0');
  await widget.getByLabel('Chunk size (characters)').fill('60');
  await expect(status).toContainText('One sentence was longer than the size and was split at word breaks');
  const cells = await widget.getByRole('table', {name: /Chunk list/}).getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector('td')?.textContent ?? ''));
  expect(cells.length).toBeGreaterThan(2);
  // Each chunk range starts and ends at a word break.
  const ranges = cells.map((c) => /(\d+)–(\d+)/.exec(c)).map((m) => [Number(m?.[1]), Number(m?.[2])]);
  for (const [s, e] of ranges) {
    expect(s === 0 || /\s/.test(text[s - 1])).toBe(true);
    expect(e === text.length || /\s/.test(text[e - 1])).toBe(true);
  }
});

test('chunking playground counts characters as a reader sees them: a flag, a ZWJ emoji, an accented letter is one (u28k C1)', async ({page}) => {
  await page.goto(CHUNKING);
  const widget = page.getByRole('region', {name: 'Chunking playground'});
  const status = widget.getByRole('status');
  await expect(status).toContainText('Recursive, size 400');
  await widget.getByLabel('Text to chunk').fill('🇯🇵🇩🇪 👩🏽‍🚀 Ca\u0301mara 東京');
  await expect(widget.getByText(/^14 characters; up to 200,000\./)).toBeVisible();
  await widget.getByLabel('Overlap (characters)').fill('0');
  await widget.getByLabel('Chunk size (characters)').fill('1');
  await expect(status).toContainText('Recursive, size 1 character, overlap 0:');
  await expect(status).toContainText(/chunks of 1 character \(about 1 token each/);
  await widget.getByRole('radio', {name: 'Fixed size'}).check();
  await widget.getByLabel('Chunk size (characters)').fill('3');
  await expect(status).toContainText('Fixed size, size 3 characters, overlap 0: 5 chunks of 2–3 characters');
  const list = widget.getByRole('region', {name: 'Chunk list table'});
  await expect(list.getByRole('row', {name: /^1 0–3 3 /})).toBeVisible();
});

test.describe('use-case matrix imports', () => {
  async function withEntry(page: Page, name: string) {
    await page.goto(MATRIX);
    await page.getByLabel('Use case name').fill(name);
    await page.getByRole('button', {name: 'Add use case'}).click();
    await expect(page.getByRole('region', {name: 'Prioritization matrix'}).getByRole('status')).toContainText(`Added “${name}”`);
  }

  test('lists every bad line of a CSV and changes nothing (UC1)', async ({page}) => {
    await withEntry(page, 'Berth allocation forecast');
    const before = await page.evaluate(() => localStorage.getItem('genai-enterprise:use-case-matrix:v2'));
    const text = [HEADER, 'Tug fuel log,3,3,3,3,3,3,3,3', 'Pilot roster,3,6,3,3,3,3,3,3', 'Quay cranes,3,3', 'Reefer alerts,three,3,3,3,3,3,3,3'].join('\n');
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'harbor.csv', mimeType: 'text/csv', buffer: Buffer.from(text)});
    const alert = page.getByRole('alert').filter({hasText: 'Import refused'});
    await expect(alert).toContainText('Import refused: harbor.csv has 3 problems, listed below. Nothing was changed.');
    await expect(alert.getByRole('listitem')).toHaveText([/^Line 3: "strategic_fit"/, /^Line 4: expected 9 fields, found 3/, /^Line 5: "impact"/]);
    expect(await page.evaluate(() => localStorage.getItem('genai-enterprise:use-case-matrix:v2'))).toBe(before);
  });

  test('refuses a PNG as not a CSV or JSON file (UC2)', async ({page}) => {
    await withEntry(page, 'Berth allocation forecast');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'quay-photo.png', mimeType: 'image/png', buffer: png});
    const alert = page.getByRole('alert').filter({hasText: 'Import refused'});
    await expect(alert).toContainText('quay-photo.png is not a CSV or JSON file; it looks like a PNG image. Nothing was changed');
    await expect(alert).not.toContainText('missing column');
    await expect(page.getByRole('table', {name: /Ranked use cases \(1\)/})).toContainText('Berth allocation forecast');
  });

  test('the same CSV imported twice in add mode: the second import skips every row and says so (u28k UC2)', async ({page}) => {
    await withEntry(page, 'Berth allocation forecast');
    const text = [HEADER, 'Ferry queue estimator,4,3,2,5,3,3,2,4', 'Lock gate maintenance log,2,2,3,3,4,4,3,3', '"Harbour dues, by vessel class",3,4,4,2,3,3,3,3'].join('\r\n');
    const file = {name: 'locks.csv', mimeType: 'text/csv', buffer: Buffer.from(text)};
    const status = page.getByRole('region', {name: 'Prioritization matrix'}).getByRole('status');
    await page.getByLabel('Import a CSV or JSON file').setInputFiles(file);
    await expect(status).toContainText('Imported 3 use cases from locks.csv (added to the list).');
    await expect(page.getByRole('table', {name: /Ranked use cases \(4\)/})).toBeVisible();
    await page.getByLabel('Import a CSV or JSON file').setInputFiles([]);
    await page.getByLabel('Import a CSV or JSON file').setInputFiles(file);
    await expect(status).toContainText('Nothing new in locks.csv: 3 rows were already in your list and were skipped. Your list is unchanged.');
    await expect(page.getByRole('table', {name: /Ranked use cases \(4\)/})).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', {name: /Ranked use cases \(4\)/})).toBeVisible();
  });

  test('imports names that repeat after folding with a note naming both (UC3)', async ({page}) => {
    await withEntry(page, 'Berth allocation forecast');
    const text = [HEADER, 'Reefer temperature alerts,4,3,3,3,3,3,3,3', 'berth-allocation forecast,2,3,3,3,3,3,3,3', 'REEFER temperature alerts.,2,3,3,3,3,3,3,3'].join('\n');
    await page.getByLabel('Import a CSV or JSON file').setInputFiles({name: 'port.csv', mimeType: 'text/csv', buffer: Buffer.from(text)});
    const status = page.getByRole('region', {name: 'Prioritization matrix'}).getByRole('status');
    await expect(status).toContainText('Imported 3 use cases from port.csv');
    await expect(status).toContainText('2 names repeat another when case, spaces and punctuation are ignored: “berth-allocation forecast” (line 3 of the file) and “Berth allocation forecast” (in your list)');
    await expect(status).toContainText('Both entries of each pair were kept, so nothing is lost');
    await expect(page.getByRole('table', {name: /Ranked use cases \(4\)/})).toBeVisible();
  });
});
