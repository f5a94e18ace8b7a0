/**
 * Task 39v (issue 28, V-1 and V-2), what a reader sees: a pasted transcript in which the person asked moves the date
 * ("the 5th is more likely" after "by the 10th") and a task that nobody took ("needs an owner") is dropped later. The
 * e-mail lists the deck with the reply's date, never the asked one, and the dropped press release only as taken back.
 */
import {test, expect} from './fixtures';

const TRANSCRIPT = [
  "O'Brien, Siobhan: Ben, can you send the deck by the 10th?",
  'Ben Ode: Yes, but realistically the 5th is more likely.',
  "O'Brien, Siobhan: Ben, can you draft the press release?",
  "Ben Ode: No, I can't this week.",
  'Lia Moss: The venue is booked.',
  "O'Brien, Siobhan: Actually, let's scrap the press release.",
].join('\n');

test('a reply date replaces the request date, and a dropped task is no action and needs no owner (39v)', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/from 3 speakers/)).toBeVisible();
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email.split('\n')[1]).toBe("To: Siobhan O'Brien, Ben Ode, Lia Moss");
  const actions = email.split('Action items:')[1].split('\n\n')[0];
  expect(actions).toContain('- Ben Ode: Send the deck (due the 5th)');
  expect(actions).not.toContain('10th');
  expect(actions).not.toContain('press release');
  expect(email).not.toContain('needs an owner');
  expect(email.split('Taken back or on hold (not to be done):')[1]).toContain('Draft the press release');
});
