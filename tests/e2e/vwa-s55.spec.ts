/**
 * s55 on the page: open questions (t-vwa F10 = t-vwa2 F4) get their own list, with line and speaker, and reach the
 * e-mail draft, with no "Decide that" action row (t-vwa2 F2); a reversal said as a negation shows what was decided
 * (t-vwa2 F1); the Forget note says the sample is back in the box (t-vwa2 F6); relative due dates in the e-mail say
 * they count from the meeting day (t-vwa F11). The unit tests are tests/unit/demos/vwa-s55-*.
 */
import {test, expect} from './fixtures';
import {box, hydrated, saved, VWA_PAGE as PAGE} from './vwa';

const MEETING = [
  'Hannah Okafor: Thanks all. First item is the vendor contract renewal.',
  "Tomás Reyes: Let's go with the annual plan from Brightline.",
  "Hannah Okafor: Actually no, let's not do the annual plan. We'll stay month-to-month until Q2.",
  'Wei Zhang: I will update the budget sheet by end of month.',
  'Hannah Okafor: Who owns the SSO rollout? We still need to decide that.',
].join('\n');

test('open questions, the decision after a negated reversal, and the dates note', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(MEETING);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  const open = page.locator('div', {has: page.getByRole('heading', {name: 'Open questions', level: 4})}).last();
  await expect(open.getByRole('listitem')).toHaveText(['Who owns the SSO rollout? (Hannah Okafor, line 5; Hannah Okafor, line 5: “We still need to decide that.”)']);
  await expect(page.getByRole('cell', {name: 'Decide that'})).toHaveCount(0);
  const decisions = page.locator('div', {has: page.getByRole('heading', {name: 'Decisions', level: 4})}).last();
  await expect(decisions.getByRole('listitem').filter({hasNotText: 'Changed later'})).toHaveText(["We'll stay month-to-month until Q2. (Hannah Okafor, line 3)"]);
  const email = page.getByLabel('Follow-up e-mail draft text');
  await expect(email).toHaveValue(/Decisions:\n- We'll stay month-to-month until Q2\.\n/);
  await expect(email).toHaveValue(/Open questions \(not answered in the meeting\):\n- Who owns the SSO rollout\?/);
  await expect(email).toHaveValue(/Due dates are as said in the meeting \("end of month"\): they count from the day of the meeting, which the transcript does not give/);
});

test('an answered question is not listed as open', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill("Ana Ruiz: Who owns the SSO rollout?\nBen Ode: I will, I'll have a plan by Friday.");
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/^No open questions found\./)).toBeVisible();
  await expect(page.getByLabel('Follow-up e-mail draft text')).not.toHaveValue(/Open questions/);
});

test('after Forget it, the note says the sample is back in the box, and it is', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill('Cara Diaz: MY TYPED TEXT. I will send the agenda by Friday.');
  await saved(page, 'MY TYPED TEXT');
  await page.getByRole('button', {name: 'Forget it'}).click();
  await expect(page.getByText(/^Forgotten: your transcript/)).toContainText('no longer kept in this browser, and the sample transcript is back in the box in its place.');
  await expect(page.getByText(/cleared from the page/)).toHaveCount(0);
  await expect(box(page)).toHaveValue(/^\[09:00\] Maria Lopez:/);
});
