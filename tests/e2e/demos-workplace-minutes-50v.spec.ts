/**
 * u33g F1 and F6 (issue 28), what a reader sees: Markdown minutes with bold speaker labels and a "##" heading give each
 * item its speaker as owner, the heading as the e-mail subject and the speakers as recipients (before: "Unknown" on every
 * row, "To: meeting attendees", "Follow-up: ## Weekly ops"); a task said again five turns later is one row. The minutes
 * are u33g's files/bold-minutes.md; the second transcript is u33g's k02.
 */
import {test, expect} from './fixtures';

const MINUTES = [
  '## Weekly ops',
  '',
  '- **Karin Olsen:** We decided to move the standup to 9:30.',
  "- **Marco Bianchi:** I'll draft the floor plan by Friday.",
  '- **Karin Olsen:** Yuki, can you order the boxes?',
  '- **Yuki Tanaka:** Sure.',
].join('\n');

test('F1: bold speaker labels are the speakers, in the table, the status and the e-mail', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel('Meeting title').fill('');
  await page.getByLabel(/^Transcript \(/).fill(MINUTES);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/from 3 speakers/)).toBeVisible();
  const table = page.getByRole('region', {name: 'Action items table'});
  await expect(table.getByRole('row').filter({hasText: 'Draft the floor plan'}).getByRole('cell').nth(0)).toHaveText('Marco Bianchi');
  await expect(table.getByRole('row').filter({hasText: 'Order the boxes'}).getByRole('cell').nth(0)).toHaveText('Yuki Tanaka');
  await expect(table).not.toContainText('Unknown');
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email).toContain('Subject: Follow-up: Weekly ops');
  expect(email).toContain('To: Karin Olsen, Marco Bianchi, Yuki Tanaka');
  expect(email).toContain('- Marco Bianchi: Draft the floor plan by Friday (due Friday)');
  expect(email).not.toContain('Unknown');
});

test('F6: the same task said again five turns later is one row and one e-mail line', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(
    ["Ana Ruiz: I'll send the deck by Monday.", 'Ben Ode: Thanks.', 'Chen Li: The numbers look fine.', 'Ben Ode: Agreed.', 'Dara Moy: Next topic.', "Ana Ruiz: As I said, I'll send the deck by Monday."].join('\n'),
  );
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  const table = page.getByRole('region', {name: 'Action items table'});
  await expect(table.getByRole('row').filter({hasText: 'Send the deck by Monday'})).toHaveCount(1);
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email.split('- Ana Ruiz: Send the deck by Monday').length - 1).toBe(1);
});
