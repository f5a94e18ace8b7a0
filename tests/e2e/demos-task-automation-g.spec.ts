/**
 * Issue 28, seventh user test (/tmp/u28g/REPORT.md, T2 and T4), as a reader sees them: a question
 * about a future problem shows no bug-ticket action, and the confidence shown for a plain thank-you
 * agrees with the sentence under it. Both failed on the tester's build (build-g2, before this fix): T2
 * named "Technical problem" for the first question, T4 showed 100% with no thank-you sentence (the
 * Steps said "…so the confidence is 0").
 */
import {expect, test} from './fixtures';
import {addMessage, NO_ACTION, resultRow, TASK_AUTOMATION_PATH} from './taskAutomation';

test('u28g T2: a question about a future problem shows no bug-ticket action; a person answers it', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  const questions = [
    'Will the calendar still work after the next update?',
    'Will the photo backup keep working once version 5 is out?',
    'Is the barcode scanner going to break when we move to the new server?',
    'If printing stops after the next release, who should we call?',
  ];
  for (const [i, body] of questions.entries()) {
    const id = `m${21 + i}`;
    await addMessage(page, id, 'Before the upgrade', body);
    const row = resultRow(page, id);
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure');
    await expect(cells.nth(3)).toHaveText(NO_ACTION);
    await expect(cells.nth(4)).toHaveText('Person');
    await expect(row).not.toContainText('bug ticket');
    await expect(page.getByText(/asks about a possible problem \(".+"\) and reports none, so no action is proposed; a person answers the question/).first()).toBeVisible();
  }
  // The same words as a report still open a ticket.
  await addMessage(page, 'm25', '', 'The photo backup stopped working since the new version and fails with an error on Android 15.');
  await expect(resultRow(page, 'm25').getByRole('cell').nth(1)).toHaveText('Technical problem');
  await expect(resultRow(page, 'm25').getByRole('cell').nth(3)).toContainText('Open a bug ticket');
});

test('u28g T4: a thank-you with a name and a time shows a strong match (s42: never 100%) and a sentence that agrees with it', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'm21', '', 'Many thanks for your patience on the phone this morning, Ingrid!');
  const cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Feedback');
  await expect(cells.nth(2)).toHaveText('strong match');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(cells.nth(4)).toHaveText('Person');
  const steps = page.getByRole('heading', {name: /^Steps for m21:/}).locator('..');
  await expect(steps.getByText(/only says thank you \("Many thanks"\) and asks for nothing, so the category is a strong match and no action follows/)).toBeVisible();
  await expect(steps).not.toContainText('confidence is 0');
});
