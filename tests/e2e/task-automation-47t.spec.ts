/**
 * Brief s47 t5 (issue 28, tester u30z on build-i33). F3: an unfinished message over about 5,000 characters was
 * lost on reload, and a 6.4 MB one came back as "Restored the message you were writing" with an empty body; now a
 * long draft comes back whole, and one the browser cannot store is said at once, next to the form, with a download.
 * F7: "The form is empty" no longer stands over typed text, and rules typed but not applied before a reload say so.
 * F4: a refund held for a range proposes checking the amount with the customer, never the refund of one end.
 */
import {expect, test} from './fixtures';
import {TASK_AUTOMATION_PATH, resultRow} from './taskAutomation';

const start = 'My parcel ORD-73001 has not arrived. ';

async function writeNew(page: import('@playwright/test').Page, subject: string, body: string) {
  await page.goto(TASK_AUTOMATION_PATH);
  await page.getByRole('button', {name: 'Start an empty message'}).click();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill(body);
}

for (const n of [8_000, 50_000, 1_500_000]) {
  test(`F3: an unfinished message of ${n} characters comes back whole after a reload`, async ({page}) => {
    const body = start + 'y'.repeat(n);
    await writeNew(page, `Draft ${n}`, body);
    await expect(page.getByRole('alert').filter({hasText: 'cannot keep'})).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Restored the message you were writing')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue(`Draft ${n}`);
    expect((await page.getByLabel('Body').inputValue()).length).toBe(body.length);
  });
}

test('F3: a message the browser cannot keep is said at once, with a download, and never "restored" empty', async ({page}) => {
  const body = start + 'z'.repeat(6_400_000);
  await writeNew(page, 'Draft 6.4 MB', body);
  const alert = page.getByRole('alert').filter({hasText: 'This browser cannot keep the text in the form'});
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('a reload would lose it');
  const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', {name: 'Download this message'}).click()]);
  expect(download.suggestedFilename()).toBe('task-automation-message.txt');
  const saved = await download.path();
  const {statSync} = await import('node:fs');
  expect(statSync(saved).size).toBeGreaterThan(6_400_000);
  await page.reload();
  await expect(page.getByText('Restored the message you were writing')).toHaveCount(0);
  await expect(page.getByLabel('Subject')).not.toHaveValue('Draft 6.4 MB');
});

test('F7: "The form is empty" goes once the reader types', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await page.getByRole('button', {name: 'Start an empty message'}).click();
  await expect(page.getByText('The form is empty: write a subject and a body, then add the message.')).toBeVisible();
  await page.getByLabel('Subject').pressSequentially('Where');
  await expect(page.getByText(/The form is empty/)).toHaveCount(0);
});

test('F7: rules typed but not applied before a reload are said not to be in use', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  const rules = page.getByLabel(/^Rules \(phrases separated by/);
  await rules.fill('banana pineapple refund');
  await page.reload();
  await expect(rules).toHaveValue('banana pineapple refund');
  await expect(page.getByText(/not applied before the page was reloaded; the rules in use are the last ones applied/)).toBeVisible();
  await expect(rules).toHaveAttribute('aria-invalid', 'true');
});

test('F1/F4: a refund of "$45-50" waits for a person, who is asked to check the amount, not to refund $45', async ({page}) => {
  await writeNew(page, 'Refund', 'Please refund $45-50 for ORD-82001, it arrived broken.');
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  const row = resultRow(page, 'm21');
  await expect(row).toContainText('Person');
  await expect(row).toContainText('Check the amount with the customer (written "$45-50") before any refund.');
  await expect(row).not.toContainText('Refund $45 for');
});

// CI s54 flake: the body typed just before a reload came back empty (the draft was written in an effect
// that Preact runs after the next paint). Typing and reloading in one task leaves no paint in between.
test('F3: text typed in the same moment as a reload still comes back', async ({page}) => {
  const body = start + 'w'.repeat(8_000);
  await writeNew(page, 'Draft same moment', 'first words');
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
  await page.getByLabel('Body').evaluate((el, text) => {
    const area = el as HTMLTextAreaElement;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
    area.dispatchEvent(new Event('input', {bubbles: true}));
    location.reload();
  }, body);
  await expect(page.getByText('Restored the message you were writing')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('Draft same moment');
  const restored = await page.getByLabel('Body').inputValue();
  expect(restored.length, 'the body typed just before the reload').toBe(body.length);
  expect(restored === body).toBe(true);
});
