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

// Task 37c (issue 28, u28h V-6 and the conditional pronoun): a Teams export with speaker headings. "DECIDED:" opening a
// turn is a decision, listed without the label; "it" in a request with a leading condition is the noun of the condition.
const TEAMS = [
  'Oksana Petrenko   0:04',
  'DECIDED: the choir rehearses in the library from March.',
  '',
  'Tomás Ó Ceallaigh   0:19',
  'If the new music stands arrive, Oksana, could you carry them to the library?',
  '',
  'Oksana Petrenko   0:31',
  'Will do.',
].join('\n');

test('a decision label opens a turn, and "them" in a conditional request is the noun of its condition (37c)', async ({page}) => {
  await page.goto('/demo-room/virtual-workplace-assistant');
  await page.getByLabel(/^Transcript \(/).fill(TEAMS);
  await page.getByRole('button', {name: 'Analyze transcript'}).click();
  await expect(page.getByText(/from 2 speakers/)).toBeVisible();
  const decisions = page.locator('div').filter({has: page.getByRole('heading', {name: 'Decisions', exact: true})}).last();
  await expect(decisions.getByRole('listitem')).toHaveText(['The choir rehearses in the library from March. (Oksana Petrenko, line 2)']);
  await expect(decisions).not.toContainText('No decisions found');
  const table = page.getByRole('region', {name: 'Action items table'});
  const row = table.getByRole('row').filter({hasText: 'Carry the new music stands to the library'});
  await expect(row.getByRole('cell').nth(0)).toHaveText('Oksana Petrenko');
  await expect(row.getByRole('cell').nth(4)).toContainText('if the new music stands arrive');
  const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
  expect(email).toContain('Decisions:\n- The choir rehearses in the library from March.');
  expect(email).toContain('- Oksana Petrenko: Carry the new music stands to the library (if the new music stands arrive)');
});
