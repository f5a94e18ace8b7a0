/**
 * Task 36v (issue 28, u28g V5 and V6), what a reader sees: a pasted transcript in which the person
 * asked declines and suggests a colleague, who accepts. The Status column names the colleague who took
 * it over and the e-mail lists it that way (not "still needs an owner"), with one action item for the
 * colleague; the e-mail subject comes from this transcript, never from the sample's title.
 */
import {test, expect} from './fixtures';

const TRANSCRIPT = [
  'Hélène Dubois-Martin: The goal today is to plan the warehouse open day.',
  'Hélène Dubois-Martin: Kwame, can you check the lifts on Saturday?',
  "Kwame Mensah: Sorry Hélène, I can't, I'm off on Saturday. Maybe Leila can?",
  'Leila ben Youssef: Happy to.',
].join('\n');

test('a declined task taken over by the suggested colleague, and the subject of this meeting (V5, V6)', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
  // The sample's title does not stay over another transcript.
  await expect(page.getByLabel('Meeting title')).toHaveValue('');
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/Found 5 sentences from 3 speakers/)).toBeVisible();
  const table = page.getByRole('region', {name: 'Action items table'});
  const rows = table.getByRole('row').filter({hasText: 'Check the lifts on Saturday'});
  await expect(rows).toHaveCount(2);
  const declined = rows.filter({hasText: 'Declined'});
  await expect(declined.getByRole('cell').nth(0)).toHaveText('Kwame Mensah');
  await expect(declined.getByRole('cell').nth(4)).toContainText('taken over by Leila ben Youssef');
  const taken = rows.filter({hasText: 'Open'});
  await expect(taken.getByRole('cell').nth(0)).toHaveText('Leila ben Youssef');
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email.split('\n')[0]).toBe('Subject: Follow-up: The warehouse open day');
  expect(email).not.toContain('Customer portal');
  expect(email).toContain('- Leila ben Youssef: Check the lifts on Saturday (due Saturday)');
  expect(email).toContain('taken over by Leila ben Youssef');
  expect(email).not.toContain('still needs an owner');
});
