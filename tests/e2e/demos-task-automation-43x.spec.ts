/**
 * Tester findings u29q (issue 28), Task Automation, as a reader meets them: an edit that changes a message's text
 * withdraws the decision made on the old text, so an approval never carries over to a text nobody approved
 * (F-17: approve m19, rewrite it as a card-fraud report, save: before, m19 stayed out of the queue with the old
 * "Approved m19"); and "Steps" moves focus to the steps it shows, 2,700 px below the table at 1280 × 800 (F-10:
 * before, nothing visible happened).
 */
import {expect, test} from './fixtures';
import {TASK_AUTOMATION_PATH} from './taskAutomation';

test('u29q F-17: editing an approved message withdraws the approval and puts it back in the queue', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const item = page.locator('[data-queue-item="m19"]');
  await expect(item).toBeVisible();
  await page.getByRole('button', {name: 'Approve m19'}).click();
  await expect(item).toHaveCount(0);

  await page.getByRole('button', {name: 'Show steps and edit m19'}).click();
  await page
    .getByLabel('Body')
    .fill('I returned the headphones from order ORD-48122 on November 3. Someone used my card without permission to buy these headphones. Please refund the $129.00.');
  await page.getByRole('button', {name: 'Save message and rerun'}).click();
  await expect(page.getByText(/Saved message m19 and triaged it again\. Its earlier decision was for the old text/)).toBeVisible();
  await expect(item).toBeVisible();
});

test('u29q F-10: "Steps" moves focus to the steps it shows', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(TASK_AUTOMATION_PATH);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const button = page.getByRole('button', {name: 'Show steps and edit m12'});
  await button.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', {name: /^Steps for m12:/});
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
