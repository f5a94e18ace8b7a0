/**
 * Issue 28, u28t (a fresh tester rated Task Automation 2): no wrong automatic refund, and no lost
 * work. T-L1: a message added in one tab was lost when a tab opened earlier saved; T-L2: "Restore the
 * samples" wiped every added message, rule and decision with no undo; T-L3: a half-written message was
 * lost on reload. Each test failed on the build before the fix (aebe3d9).
 */
import {expect, test} from './fixtures';
import {addMessage, resultRow, TASK_AUTOMATION_PATH} from './taskAutomation';

test('T-A4 / T-A2: a refund asked about is looked up by a person, never paid again; a named refund amount is the one refunded', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', 'Where is my refund', 'Where is my refund for ORD-56001? You promised $45.00 back two weeks ago.');
  let cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(3)).toHaveText('Look up the refund already made or promised for ORD-56001 and reply with its status; no new refund.');
  await expect(cells.nth(4)).toHaveText('Person');
  await addMessage(page, 'm22', 'Coupon', 'I paid $95.00 for ORD-57001 but the $10.00 coupon did not apply at checkout. Please refund the $10.00.');
  cells = resultRow(page, 'm22').getByRole('cell');
  await expect(cells.nth(3)).toHaveText('Refund $10.00 for ORD-57001 to the original payment method.');
});

test('T-L1: two tabs: a message added in each stays, and the tab opened earlier shows the other’s at once', async ({context}) => {
  const b = await context.newPage();
  await b.goto(TASK_AUTOMATION_PATH);
  await expect(resultRow(b, 'm20')).toBeVisible();
  const a = await context.newPage();
  await a.goto(TASK_AUTOMATION_PATH);
  await addMessage(a, 'm21', 'From tab A', 'Please refund ORD-71001, the kettle arrived cracked. It was $30.00.');
  // Tab B, opened before A's change, shows it without a reload.
  await expect(resultRow(b, 'm21')).toContainText('From tab A');
  await addMessage(b, 'm22', 'From tab B', 'Where is my parcel ORD-71002? It was due on Monday.');
  await a.reload();
  await expect(resultRow(a, 'm21')).toContainText('From tab A');
  await expect(resultRow(a, 'm22')).toContainText('From tab B');
});

test('T-L2: Restore the samples says what it replaced and can be undone', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', 'Mine', 'Please refund ORD-71003, the lamp arrived broken. It was $25.00.');
  await page.getByRole('button', {name: 'Restore the samples'}).click();
  await expect(resultRow(page, 'm21')).toHaveCount(0);
  await expect(page.getByText('Restored the samples; replaced 1 added message.').first()).toBeVisible();
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(resultRow(page, 'm21')).toContainText('Mine');
  await page.reload();
  await expect(resultRow(page, 'm21')).toContainText('Mine');
});

test('T-L3: a half-written new message comes back after a reload', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await page.getByRole('button', {name: 'Start an empty message'}).click();
  await page.getByLabel('Subject').fill('Half written');
  await page.getByLabel('Body').fill('My order ORD-71004 arrived without the');
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('Half written');
  await expect(page.getByLabel('Body')).toHaveValue('My order ORD-71004 arrived without the');
  await expect(page.getByText('Restored the message you were writing; it is not saved until you add it.').first()).toBeVisible();
});
