/**
 * Brief 44t, u29q F16 (issue 28): two tabs editing one message. Tab A saves an edit of m07; tab C, which opened
 * m07 before that save, saves its own edit. Before, C's save silently replaced A's text in both tabs and after a
 * reload. Now C is told that m07 was changed in another tab, sees that text, and chooses; either choice keeps
 * both texts as messages.
 */
import {expect, test} from './fixtures';
import {TASK_AUTOMATION_PATH} from './taskAutomation';

const A_TEXT = 'TAB A EDIT: Please refund $10.00 for ORD-40001, the lid broke.';
const C_TEXT = 'TAB C EDIT: Where is my parcel ORD-40002? Tracking stuck for a week.';

async function openM07(page: import('@playwright/test').Page) {
  await page.goto(TASK_AUTOMATION_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', {name: 'Show steps and edit m07'}).click();
  await expect(page.getByLabel('Body')).toHaveValue(/new checkout is much faster/);
}

for (const choice of ['Keep both: add mine as a new message', 'Save mine here: theirs becomes a new message'] as const) {
  test(`u29q F16: a save over another tab's newer save asks first, and "${choice}" keeps both texts`, async ({page, context}) => {
    await openM07(page);
    const other = await context.newPage();
    await openM07(other);

    await other.getByLabel('Subject').fill('TAB A EDIT');
    await other.getByLabel('Body').fill(A_TEXT);
    await other.getByRole('button', {name: 'Save message and rerun'}).click();
    await expect(other.getByText('Saved message m07 and triaged it again.')).toBeVisible();

    await page.getByLabel('Subject').fill('TAB C EDIT');
    await page.getByLabel('Body').fill(C_TEXT);
    await page.getByRole('button', {name: 'Save message and rerun'}).click();
    const alert = page.getByRole('alert').filter({hasText: 'changed in another tab'});
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(A_TEXT);
    await expect(page.getByLabel('Body')).toHaveValue(C_TEXT);

    await alert.getByRole('button', {name: choice}).click();
    await expect(alert).toHaveCount(0);
    for (const p of [page, other]) {
      await p.reload();
      await expect(p.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const table = p.getByRole('region', {name: 'Triage results table'});
      await expect(table).toContainText('TAB A EDIT');
      await expect(table).toContainText('TAB C EDIT');
    }
  });
}

/**
 * u29q F11: stale status lines. A refused empty add left its alert on the page after a later successful action,
 * and "Approved m04 … Next in the queue" stayed next to "Restored the sample inbox". The rules field had no
 * aria-invalid; it now has one while its error stands and loses it when the text is fixed.
 */
test('u29q F11: a later action replaces an earlier status line', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', {name: 'Start an empty message'}).click();
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  const refused = page.getByText(/Nothing was added; your text is kept in the form\./);
  await expect(refused).toBeVisible();
  await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
  await expect(page.getByText(/^Applied \d+ rules and a 60% threshold/)).toBeVisible();
  await expect(refused).toHaveCount(0);

  await page.getByRole('button', {name: 'Approve m04'}).click();
  const approved = page.getByText(/^Approved m04 /);
  await expect(approved).toBeVisible();
  await page.getByRole('button', {name: 'Restore the samples'}).click();
  await expect(page.getByText(/^Restored the sample inbox/)).toBeVisible();
  await expect(approved).toHaveCount(0);
});

test('u29q F11: the rules field is marked invalid while its error stands, and no longer once fixed', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const rules = page.getByLabel(/^Rules \(phrases separated by/);
  const good = await rules.inputValue();
  await rules.fill(`${good}\nthis line has no arrow`);
  await page.getByRole('button', {name: 'Apply rules and rerun'}).click();
  await expect(rules).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await rules.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText('The previous rules are still in use');
  await rules.fill(good);
  await expect(rules).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The previous rules are still in use')).toHaveCount(0);
});
