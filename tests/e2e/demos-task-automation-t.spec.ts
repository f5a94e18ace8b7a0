/**
 * Issue 28, fourth user test (/tmp/u28d/REPORT.md, T1–T3): Task Automation takes no confident
 * automatic action the message does not ask for, and a failed save is shown next to the button that
 * made the change. Each test failed on the build before the fix (a9ea374).
 */
import type {Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {resultRow, storageFull, TASK_AUTOMATION_PATH} from './taskAutomation';

/** Adds a message through the form, as a reader does ("Add as a new message"); it becomes m21. */
async function addMessage(page: Page, subject: string, body: string) {
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill(body);
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  await expect(page.getByText('Added message m21 and triaged it.').first()).toBeVisible();
}

const NO_ACTION = 'None proposed: a person reads the message and decides.';

test('T1: "Please do not send order … until the 14th" is a delivery change for a person, not an automatic tracking reply at 100%', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Hold my parcel', 'Please do not send order ORD-7781 until the 14th, I am moving house next week.');
  const cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Not sure');
  await expect(cells.nth(2)).toHaveText('none');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText(/asks for a change to a delivery \("Hold my parcel"\), which the Shipping action \(a tracking reply\) does not make/).first()).toBeVisible();
});

test('T1 class: a category named only by the subject gets no confidence and waits for a person', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Refund ORD-60300 $12.00', 'As in the subject line.');
  const cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Refund request');
  await expect(cells.nth(2)).toHaveText('0%');
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText('The body itself has no evidence for this category (only the subject or a rule names it), so the confidence is 0.').first()).toBeVisible();
  await expect(page.getByText(/the body itself does not ask for refund: only the subject or a rule names it/).first()).toBeVisible();
});

test('T2: a thank-you preamble does not decide; a delivery address change and a size swap get no account or tracking action', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Thanks so much!', 'Thank you for the quick help last week. Could you please change the delivery address for ORD-5510 to 12 Elm Street?');
  let cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Not sure');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText(/Counted at one fifth as greetings or thanks: .*"quick", "help"/)).toBeVisible();

  await page.getByLabel('Subject').fill('');
  await page.getByLabel('Body').fill("I don't need my money back, please just send the jacket in size M instead.");
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  await expect(page.getByText('Added message m22 and triaged it.').first()).toBeVisible();
  cells = resultRow(page, 'm22').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Not sure');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(page.getByText(/asks for a replacement or an exchange/).first()).toBeVisible();
});

test('T3: with storage full, adding a message says so next to the form, announced, with the download', async ({page}) => {
  await storageFull(page);
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Parking pass', 'My parking pass renewal failed with error 502 on the portal.');
  const alert = page.getByRole('alert').filter({hasText: 'storage for this site is full, so your latest edits were not saved'});
  await expect(alert).toHaveCount(1);
  await expect(alert).toBeVisible();
  // Next to the button that made the change, not 1,500 px above it.
  const add = await page.getByRole('button', {name: 'Add as a new message'}).boundingBox();
  const box = await alert.boundingBox();
  expect(Math.abs((box?.y ?? 1e6) - (add?.y ?? 0))).toBeLessThan(200);
  const download = page.waitForEvent('download');
  await alert.getByRole('button', {name: 'Download my edits'}).click();
  const file = await download;
  const saved = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(saved.messages.at(-1)).toMatchObject({id: 'm21', subject: 'Parking pass'});
});

// Issue 28, fifth user test (/tmp/u28e/REPORT.md, T3 and T1): a problem said to be gone and a negated
// cancellation in its progressive form propose no bug ticket and no cancellation.
test('fifth test T3: "isn’t crashing anymore …, you can close the ticket" opens no bug ticket, automatically or otherwise', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Update', "The app isn't crashing anymore after the update, you can close the ticket.");
  const cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Not sure');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText(/says a problem is gone \("The app isn't crashing anymore after the update"\) and asks for nothing else, so no bug action is proposed/).first()).toBeVisible();
});

test('fifth test T1: "I’m not cancelling my subscription" proposes no cancellation', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Subscription', "I'm not cancelling my subscription, I just want to know when the next payment is taken.");
  const cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).not.toHaveText('Cancellation');
  await expect(cells.nth(3)).not.toContainText('Cancel');
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText(/negates the cancellation request \("not cancelling my subscription"\)/).first()).toBeVisible();
});

// Session 35 adversarial sweep: a forwarded refund request was refunded automatically (98%).
test('session 35: a forwarded refund request waits for a person, with the reason shown', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, 'Fwd: Refund request', 'Please refund $25.00 for ORD-70111, the lamp was broken.');
  const cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Refund request');
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText(/is forwarded \(its subject starts with "Fwd:"\): the request in it may not be the sender's own/).first()).toBeVisible();
});

test('u28e T2: a plain thank-you is Feedback with no action, waiting for a person; thanks for a reset that worked send no reset link', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  await addMessage(page, '', 'Thanks a lot, all sorted!');
  let cells = resultRow(page, 'm21').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Feedback');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(cells.nth(4)).toHaveText('Person');
  await expect(page.getByText(/the message only says thank you and asks for nothing, so no action is proposed/).first()).toBeVisible();

  // Before the fix: Account access, handled automatically with an account-recovery link.
  await page.getByLabel('Subject').fill('');
  await page.getByLabel('Body').fill('Cheers, the password reset worked and I can sign in again.');
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  await expect(page.getByText('Added message m22 and triaged it.').first()).toBeVisible();
  cells = resultRow(page, 'm22').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Feedback');
  await expect(cells.nth(3)).toHaveText(NO_ACTION);
  await expect(cells.nth(4)).toHaveText('Person');
});

/**
 * Session 35, u28f T-A, T-B and T-E (/tmp/u28f/REPORT.md): a problem reported as solved, a quoted
 * earlier complaint and a question about a possible problem open no bug ticket; the reader's message
 * starts from an empty form, never mixed with the sample.
 */
test('u28f T-A/T-B: a solved problem, a quoted complaint and a question about a possible crash get no automatic bug ticket', async ({page}) => {
  await page.goto(TASK_AUTOMATION_PATH);
  const messages: Array<[string, string, RegExp]> = [
    ['Thanks', 'Thanks Leo, the upload error is gone after the update.', /says a problem is gone \("Thanks Leo, the upload error is gone after the update"\)/],
    ['Re: Re: crash', 'Thanks, that fixed it.\n\n> On Monday you wrote:\n> The app crashes every time I press Save.', /quotes an earlier message/],
    ['Before I subscribe', 'Does your app crash on older Android phones? I want to know before I subscribe.', /asks about a possible problem \("Does your app crash on older Android phones\?"\) and reports none/],
  ];
  for (const [i, [subject, body, reason]] of messages.entries()) {
    const idx = 21 + i;
    // T-E: an empty form, so nothing of the selected sample is mixed into the reader's text.
    await page.getByRole('button', {name: 'Start an empty message'}).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Body')).toHaveValue('');
    await expect(page.getByLabel('Subject')).toBeFocused();
    await page.keyboard.type(subject);
    await page.getByLabel('Body').pressSequentially(body);
    await expect(page.getByLabel('Body')).toHaveValue(body);
    await page.getByRole('button', {name: 'Add as a new message'}).click();
    await expect(page.getByText(`Added message m${idx} and triaged it.`).first()).toBeVisible();
    const cells = resultRow(page, `m${idx}`).getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure');
    await expect(cells.nth(3)).toHaveText(NO_ACTION);
    await expect(cells.nth(4)).toHaveText('Person');
    await expect(page.getByText(reason).first()).toBeVisible();
  }
  // The crash report itself, written by the reader, still opens a ticket automatically.
  await page.getByRole('button', {name: 'Start an empty message'}).click();
  await page.getByLabel('Body').fill('Why does the app keep crashing when I open the settings on Android 14?');
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  const cells = resultRow(page, 'm24').getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Technical problem');
  await expect(cells.nth(4)).toHaveText('Automatic');
});
