/**
 * s53 z1 (issue 28, tester u37d F4, /tmp/u37d/t_chat3.js): in Zohlar's Chat, "and its safety officer?" after "What is the
 * gym subsidy?" (No good match) was searched as "and its safety officer? What is the gym subsidy?" and found nothing. A
 * message that matched no passage is no part of the conversation: the follow-up is read with "Who manages the West depot?".
 */
import {test, expect} from './fixtures';
import {addDocument} from './zohlar';

// u37d's depot table (/tmp/u37d/docs/d2_depots.csv).
const DEPOTS = `depot,city,manager,safety_officer,opening_hours
North depot,Bremen,Lena Vogt,Tomasz Wrobel,06:00-14:00
East depot,Dresden,Tomasz Wrobel,Aylin Demir,07:00-15:00
South depot,Munich,Aylin Demir,Jonas Brandt,05:30-13:30
West depot,Cologne,Jonas Brandt,Lena Vogt,08:00-16:00
Harbour depot,Hamburg,Mira Okafor,Felix Lang,22:00-06:00
`;


test('u37d F4: a follow-up after an unanswered message is read with the last answered one', async ({page}) => {
  await page.goto('/demo-room/zohlar-showcase');
  await addDocument(page, 'Depot contacts', DEPOTS);
  await page.getByRole('button', {name: 'Chat', exact: true}).click();
  const chat = page.getByRole('region', {name: 'Chat over the documents'});
  const box = chat.getByLabel('Message');
  const log = chat.getByRole('log');
  const send = async (text: string) => {
    await box.fill(text);
    await box.press('Enter');
  };
  await send('Who manages the West depot?');
  await expect(log).toContainText('West depot,Cologne,Jonas Brandt', {timeout: 10_000});
  await send('What is the gym subsidy?');
  await expect(log).toContainText(/No good match|I found nothing in the workspace documents/, {timeout: 10_000});
  await send('and its safety officer?');
  await expect(log).toContainText(/Searched for: “and its safety officer\? [^”]*West depot[^”]*”/, {timeout: 10_000});
  await expect(log).not.toContainText(/Searched for: “[^”]*gym/);
  // The reply to the follow-up quotes the depot table, never "No good match" a second time.
  await expect(log.getByText(/No good match|I found nothing in the workspace documents/)).toHaveCount(1);
});
