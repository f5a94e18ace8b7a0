/**
 * Brief s48 t7 (issue 28, tester u31f on build-b2, FINDINGS.md F4). A refund sent to a person because the message
 * does not settle on one amount ("about $45", "$40 + $5 shipping") offered Approve, and Approve logged "Refund $45
 * for ORD-…". Now the item shows the amounts the message names; nothing is approved until the person picks one or
 * types the amount the customer confirms, and the log names that amount.
 */
import {expect, test} from './fixtures';
import {TASK_AUTOMATION_PATH, addMessage} from './taskAutomation';

const queueItem = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-queue-item="${id}"]`);

test('F4: "about $45" offers no one-click approval of $45; an amount typed by the person is what the log approves', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', 'Refund', 'Please refund about $45 for ORD-55672, it arrived broken.');
  const item = queueItem(page, 'm21');
  await expect(item).toContainText('Choose the amount to refund for ORD-55672 with the customer');
  await expect(item.getByRole('button', {name: 'Approve m21', exact: true})).toHaveCount(0);
  const group = item.getByRole('group', {name: /Amount to refund for ORD-55672: the message does not settle on one \(it says "about \$45"\)/});
  await expect(group.getByRole('radio', {name: '$45'})).not.toBeChecked();

  // Approve with nothing chosen approves nothing and says so.
  await item.getByRole('button', {name: 'Approve m21 with the chosen amount'}).click();
  await expect(item.getByRole('alert')).toContainText('Pick an amount or type the one the customer confirms; nothing was approved.');
  await expect(page.getByRole('list', {name: 'Decision log'})).toHaveCount(0);
  await expect(group.getByRole('radio', {name: '$45'})).toBeFocused();

  // A typed amount that is none is refused, and the text stays.
  const typed = item.getByLabel('Amount the customer confirms for m21');
  await typed.fill('about 40');
  await item.getByRole('button', {name: 'Approve m21 with the chosen amount'}).click();
  await expect(item.getByRole('alert')).toContainText('"about 40" is not an amount');
  await expect(typed).toHaveValue('about 40');
  await expect(typed).toHaveAttribute('aria-invalid', 'true');

  await typed.fill('40.00');
  await expect(group.getByRole('radio', {name: 'Another amount'})).toBeChecked();
  await item.getByRole('button', {name: 'Approve m21 with the chosen amount'}).click();
  const log = page.getByRole('list', {name: 'Decision log'});
  await expect(log).toContainText(
    'Approved m21 (Refund): Refund $40.00 for ORD-55672 to the original payment method (amount chosen by a person; the message said "about $45").',
  );
  await expect(log).not.toContainText('Refund $45 for');
  await expect(queueItem(page, 'm21')).toHaveCount(0);
  await expect(page.getByText(/^Approved m21 \(Refund\) with a refund of \$40\.00\./)).toBeVisible();

  // The chosen amount is kept after a reload.
  await page.reload();
  await expect(page.getByRole('list', {name: 'Decision log'})).toContainText('Refund $40.00 for ORD-55672 to the original payment method (amount chosen by a person');
  await expect(queueItem(page, 'm21')).toHaveCount(0);
});

test('F4: "$40 + $5 shipping" shows both amounts; the one picked is approved', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', 'Refund', 'Please refund $40 + $5 shipping for ORD-61023, it arrived broken.');
  const item = queueItem(page, 'm21');
  await expect(item.getByRole('button', {name: 'Approve m21', exact: true})).toHaveCount(0);
  await expect(item.getByRole('radio')).toHaveCount(3);
  await item.getByRole('radio', {name: '$5', exact: true}).check();
  await item.getByRole('button', {name: 'Approve m21 with the chosen amount'}).click();
  await expect(page.getByRole('list', {name: 'Decision log'})).toContainText('Approved m21 (Refund): Refund $5 for ORD-61023 to the original payment method (amount chosen by a person; the message said "$40 and $5").');
});

test('F4: a plain refund held for a person keeps its one-click Approve', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', 'Refund', 'Please refund $150.00 for ORD-60015, it arrived broken.');
  const item = queueItem(page, 'm21');
  await expect(item.getByRole('radio')).toHaveCount(0);
  await item.getByRole('button', {name: 'Approve m21', exact: true}).click();
  await expect(page.getByRole('list', {name: 'Decision log'})).toContainText('Approved m21 (Refund): Refund $150.00 for ORD-60015 to the original payment method.');
});
