/**
 * Issue 28, u28l user test (/tmp/u28l/REPORT.md, T-1 and T-4), as a reader sees them, in this file's
 * own wordings: the body decides the category (a subject word of another category neither wins nor is
 * proposed), and a refund, payment or cancellation asked about under a condition that has not happened
 * is a question for a person. On the previous build the subject rows were Refund and Account requests,
 * and the conditional ones proposed a refund.
 */
import {expect, test} from './fixtures';
import {addMessage, NO_ACTION, resultRow, TASK_AUTOMATION_PATH} from './taskAutomation';

test('u28l T-1: the body decides; a category only the subject names is never proposed', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', 'Refund', 'Every time I press the save button the page freezes and my draft is lost.');
  const bug = resultRow(page, 'm21');
  await expect(bug.getByRole('cell').nth(1)).toHaveText('Technical problem');
  await expect(bug).not.toContainText('refund');
  await addMessage(page, 'm22', 'Locked out', 'Please end my membership when this month is over, I am moving abroad.');
  const cancel = resultRow(page, 'm22');
  await expect(cancel.getByRole('cell').nth(1)).toHaveText('Cancellation');
  await expect(cancel).not.toContainText('recovery link');
  await expect(cancel.getByRole('cell').nth(4)).toHaveText('Person');
});

test('u28l T-4: a conditional refund or payment question proposes nothing and waits for a person', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  const asks: ReadonlyArray<[string, string]> = [
    ['Quick one', "Would you refund me if the parcel ORD-66120 hasn't arrived by New Year's Eve?"],
    ['Refund?', 'What happens with my payment if I change my mind next week?'],
  ];
  for (const [i, [subject, body]] of asks.entries()) {
    const id = `m${21 + i}`;
    await addMessage(page, id, subject, body);
    const cells = resultRow(page, id).getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure');
    await expect(cells.nth(3)).toHaveText(NO_ACTION);
    await expect(cells.nth(4)).toHaveText('Person');
  }
  const steps = page.getByRole('heading', {name: /^Steps for m22:/}).locator('..');
  await expect(steps.getByText(/asks what would happen to a refund, a payment or a cancellation in a case that has not happened/).first()).toBeVisible();
});
