/**
 * Issue 28, third user-level test (defects D3 to D6 and D9). Each test was run against the build of
 * main before the fix (it failed there) and passes after it. Task Automation: a negated cancellation is
 * not proposed; keyboard focus after a queue decision. Virtual Workplace Assistant: an action taken back
 * later, speakers named in the e-mail, a French commitment. Simple Chat: greetings in other languages
 * and follow-ups that are rewritten only when they are follow-ups.
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';
import {resultRow, rewriteM01} from './taskAutomation';

test.describe('Task Automation: negated requests and the approval queue by keyboard', () => {
  const PATH = '/demo-room/task-automation';
  const row = resultRow;

  test('"Please do NOT cancel my subscription" is Not sure, with no cancel action to approve', async ({page}) => {
    await rewriteM01(page, 'Cancel', 'Please do NOT cancel my subscription, I clicked the button by mistake.');
    const cells = row(page, 'm01').getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure');
    await expect(cells.nth(3)).toHaveText('None proposed: a person reads the message and decides.');
    await expect(cells.nth(4)).toHaveText('Person');
    const queue = page.getByRole('list', {name: 'Items waiting for approval'});
    await expect(queue.getByRole('button', {name: 'Approve m01'})).toHaveCount(0);
    await expect(queue.getByRole('button', {name: 'Mark m01 handled by a person'})).toBeVisible();
    await expect(queue.getByRole('listitem').filter({hasText: 'm01: Cancel'})).toContainText('negates the cancellation request ("Please do NOT cancel my subscription")');
    await expect(queue.getByRole('listitem').filter({hasText: 'm01: Cancel'})).not.toContainText('Cancel at the end of the billing period');
  });

  test('"not asking for my money back, just send the right one" is a replacement: Not sure, no tracking action', async ({page}) => {
    await rewriteM01(page, 'Wrong colour', 'I ordered ORD-55120 in blue but got red. I am not asking for my money back, just send the right one.');
    const cells = row(page, 'm01').getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure');
    await expect(cells.nth(3)).toHaveText('None proposed: a person reads the message and decides.');
  });

  test('Space on "Approve m04" moves focus to the next queue item and announces the decision', async ({page}) => {
    await page.goto(PATH);
    const queue = page.getByRole('list', {name: 'Items waiting for approval'});
    const ids = await queue.getByRole('listitem').evaluateAll((items) => items.map((li) => /^(m\d+)/.exec(li.textContent ?? '')?.[1] ?? ''));
    const at = ids.indexOf('m04');
    expect(at, `m04 in the queue: ${ids.join(', ')}`).toBeGreaterThanOrEqual(0);
    const next = ids[at + 1];
    await page.getByRole('button', {name: 'Approve m04'}).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', {name: 'Approve m04'})).toHaveCount(0);
    const focused = await page.evaluate(() => ({tag: document.activeElement?.tagName, label: document.activeElement?.getAttribute('aria-label')}));
    expect(focused.tag).toBe('BUTTON');
    expect(focused.label).toMatch(new RegExp(`(?:Approve|Mark) ${next}\\b`));
    await expect(page.getByRole('status').filter({hasText: /^Approved m04 \(/})).toContainText(`Next in the queue: ${next}`);
    // Reject by keyboard too: focus stays in the queue.
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (label.startsWith('Reject ')) {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({hasText: new RegExp(`^Rejected ${label.slice(7)} \\(`)})).toBeVisible();
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    }
  });
});

test.describe('Virtual Workplace Assistant: actions taken back, who said what, French', () => {
  const PATH = '/demo-room/virtual-workplace-assistant';
  const VTT = [
    'WEBVTT',
    '',
    '1',
    '00:00:01.000 --> 00:00:04.000',
    '<v Lena Ortiz>Short check-in about the office move to Harbor Street.',
    '',
    '2',
    '00:00:05.000 --> 00:00:09.000',
    '<v Sam Reyes>I will order the new desks by Thursday and send my floor notes to everyone.',
    '',
    '3',
    '00:00:10.000 --> 00:00:14.000',
    '<v Lena Ortiz>Sam, please do not order the desks yet, the landlord may keep the old ones.',
    '',
    '4',
    '00:00:15.000 --> 00:00:19.000',
    '<v Camille Roux>Je vais envoyer le plan des bureaux à Lena avant mardi.',
    '',
  ].join('\n');

  test('an action taken back is not an action item of the e-mail; the e-mail names speakers; a French commitment is found', async ({page}) => {
    await page.goto(PATH);
    await page.getByLabel(/^Transcript \(/).fill(VTT);
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    const table = page.getByRole('region', {name: 'Action items table'});
    const desks = table.getByRole('row').filter({hasText: 'Order the new desks'});
    await expect(desks.getByRole('cell').nth(4)).toContainText('Taken back: Lena Ortiz, line');
    const plan = table.getByRole('row').filter({hasText: 'Envoyer le plan des bureaux'});
    await expect(plan.getByRole('cell').nth(0)).toHaveText('Camille Roux');
    await expect(plan.getByRole('cell').nth(2)).toHaveText('mardi');
    const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
    const [, actions = ''] = email.split('Action items:');
    const [live, back = ''] = actions.split('Taken back or on hold (not to be done):');
    expect(live).not.toContain('desks');
    expect(live).toContain('- Camille Roux: Envoyer le plan des bureaux à Lena avant mardi (due mardi)');
    expect(back).toContain('Sam Reyes: Order the new desks by Thursday');
    expect(back).toContain('Lena Ortiz: "Sam, please do not order the desks yet');
    expect(email).toContain('- Sam Reyes: I will order the new desks');
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });
});

test.describe('Virtual Workplace Assistant: an action called off by another speaker (u28d V1)', () => {
  // Written for this test: a request answered with "I'll order it", then called off by the requester.
  const TRANSCRIPT = [
    'Grace Lin: Could you also order the standing desks for the new team?',
    "Tomas Berg: Sure, I'll order them on Monday.",
    "Grace Lin: Actually, forget the standing desks, we'll reuse the old ones.",
    'Tomas Berg: I will send the seating plan to facilities by Friday.',
  ].join('\n');

  test('the action is "Taken back", is not an action item of the e-mail, and the plan said instead is a decision', async ({page}) => {
    await page.goto('/demo-room/virtual-workplace-assistant');
    await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    const table = page.getByRole('region', {name: 'Action items table'});
    const desks = table.getByRole('row').filter({hasText: 'Order the standing desks for the new team on Monday'});
    await expect(desks.getByRole('cell').nth(0)).toHaveText('Tomas Berg');
    await expect(desks.getByRole('cell').nth(4)).toContainText('Taken back: Grace Lin, line 3');
    const plan = table.getByRole('row').filter({hasText: 'Send the seating plan to facilities by Friday'});
    await expect(plan.getByRole('cell').nth(4)).toHaveText('Open');
    await expect(page.getByRole('listitem').filter({hasText: /^We'll reuse the old ones \(Grace Lin, line 3\)$/})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: /Found/})).toContainText('1 action item (and 1 taken back later in the meeting)');
    const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
    const [, actions = ''] = email.split('Action items:');
    const [live] = actions.split('Taken back or on hold (not to be done):');
    expect(live).not.toContain('desks');
    expect(live).toContain('- Tomas Berg: Send the seating plan to facilities by Friday (due Friday)');
    expect(email).toContain("Decisions:\n- We'll reuse the old ones");
  });
});

test.describe('Virtual Workplace Assistant: work handed to a named person, accepted, declined or conditional (u28e V1-V3)', () => {
  // Written for this test (Teams-style WebVTT): an addressed imperative, a request with the name at the end
  // accepted with "Yes, will do by the 12th", a request declined, and a conditional commitment.
  const VTT = [
    'WEBVTT',
    '',
    '00:00:01.000 --> 00:00:04.000',
    '<v Ines Moreau>Rafael, please reserve the training room for 9 January.',
    '',
    '00:00:05.000 --> 00:00:08.000',
    '<v Ines Moreau>Could you renew the parking passes for the team, Kwame?',
    '',
    '00:00:09.000 --> 00:00:12.000',
    '<v Kwame Mensah>Yes, will do by the 12th.',
    '',
    '00:00:13.000 --> 00:00:16.000',
    '<v Ines Moreau>Rafael, can you update the onboarding checklist?',
    '',
    '00:00:17.000 --> 00:00:20.000',
    "<v Rafael Costa>No, I can't this week, I'm at the trade fair.",
    '',
    '00:00:21.000 --> 00:00:24.000',
    '<v Kwame Mensah>If the landlord agrees, I will install the bike racks next month.',
    '',
  ].join('\n');

  test('the person addressed owns the task, an accepted request gets its date, a refusal is "Declined", a condition is shown', async ({page}) => {
    await page.goto('/demo-room/virtual-workplace-assistant');
    await page.getByLabel(/^Transcript \(/).fill(VTT);
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    const table = page.getByRole('region', {name: 'Action items table'});
    const row = (task: string) => table.getByRole('row').filter({hasText: task}).getByRole('cell');
    await expect(row('Reserve the training room for 9 January').nth(0)).toHaveText('Rafael Costa');
    await expect(row('Reserve the training room for 9 January').nth(2)).toHaveText('9 January');
    await expect(row('Renew the parking passes for the team').nth(0)).toHaveText('Kwame Mensah');
    await expect(row('Renew the parking passes for the team').nth(2)).toHaveText('the 12th');
    await expect(row('Update the onboarding checklist').nth(4)).toHaveText(/^Declined: Rafael Costa, line \d+/);
    await expect(row('Install the bike racks next month').nth(4)).toHaveText('Conditional: if the landlord agrees');
    await expect(page.getByRole('status').filter({hasText: /Found/})).toContainText('3 action items (and 1 declined by the person asked)');
    const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
    const [, items = ''] = email.split('Action items:');
    const [live, declined = ''] = items.split('Asked but declined:');
    expect(live).toContain('- Rafael Costa: Reserve the training room for 9 January (due 9 January)');
    expect(live).toContain('- Kwame Mensah: Renew the parking passes for the team (due the 12th)');
    expect(live).toContain('- Kwame Mensah: Install the bike racks next month (if the landlord agrees) (due next month)');
    expect(live).not.toContain('onboarding');
    expect(declined).toContain('- Update the onboarding checklist (Rafael Costa: "No, I can\'t this week');
    expect(declined).toContain('still needs an owner');
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });
});

test.describe('Virtual Workplace Assistant: speakers with name particles, a refusal and its reassignment (u28f V-D, V-A)', () => {
  // Written for this test ("Name:" lines): speakers "Ludwig van Dijk", "Anouk de Wit" and "Ana María López"; a request
  // the person asked refuses ("I will not be able to do that"), handed to someone else who restates it.
  const TRANSCRIPT = [
    'Ana María López: Anouk, could you print the seating plan by Wednesday?',
    'Anouk de Wit: I will not be able to do that, I am off until Thursday.',
    'Ana María López: No problem, Ludwig will print it instead.',
    'Ludwig van Dijk: Fine, I will print the seating plan by Wednesday.',
    'Anouk de Wit: Ludwig, I need the guest list from you by Friday.',
    "Ludwig van Dijk: You'll have it on Monday.",
  ].join('\n');

  test('each particle name is its own speaker; the refusal is "Declined", the new owner has exactly one item', async ({page}) => {
    await page.goto('/demo-room/virtual-workplace-assistant');
    await page.getByLabel(/^Transcript \(/).fill(TRANSCRIPT);
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    await expect(page.getByRole('status').filter({hasText: /Found/})).toContainText('from 3 speakers');
    await expect(page.getByRole('status').filter({hasText: /Found/})).toContainText('2 action items (and 1 declined by the person asked)');
    const table = page.getByRole('region', {name: 'Action items table'});
    const rows = (task: string) => table.getByRole('row').filter({hasText: task});
    await expect(rows('Print the seating plan by Wednesday')).toHaveCount(2);
    await expect(rows('Print the seating plan by Wednesday').nth(0).getByRole('cell').nth(0)).toHaveText('Anouk de Wit');
    await expect(rows('Print the seating plan by Wednesday').nth(0).getByRole('cell').nth(4)).toHaveText(/^Declined: Anouk de Wit, line 2: .*; taken over by Ludwig van Dijk$/);
    await expect(rows('Print the seating plan by Wednesday').nth(1).getByRole('cell').nth(0)).toHaveText('Ludwig van Dijk');
    await expect(rows('Print the seating plan by Wednesday').nth(1).getByRole('cell').nth(4)).toHaveText('Open');
    // The date Ludwig accepted replaces the one asked for, in the task text too (u28h V-3).
    await expect(rows('Send Anouk de Wit the guest list').getByRole('cell').nth(1)).toHaveText('Send Anouk de Wit the guest list');
    await expect(rows('Send Anouk de Wit the guest list').getByRole('cell').nth(0)).toHaveText('Ludwig van Dijk');
    await expect(rows('Send Anouk de Wit the guest list').getByRole('cell').nth(2)).toHaveText('Monday');
    const email = await page.getByLabel('Follow-up e-mail draft text').inputValue();
    expect(email).toContain('To: Ana María López, Anouk de Wit, Ludwig van Dijk');
    const [, items = ''] = email.split('Action items:');
    const [live, declined = ''] = items.split('Asked but declined:');
    expect(live.match(/^- .*seating plan.*$/gm)).toEqual(['- Ludwig van Dijk: Print the seating plan by Wednesday (due Wednesday)']);
    expect(live).not.toContain('Anouk de Wit: Print');
    expect(declined).toContain('- Print the seating plan by Wednesday (due Wednesday) (Anouk de Wit: "I will not be able to do that');
    expect(declined).toContain('taken over by Ludwig van Dijk');
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });
});

test.describe('Simple Chat: greetings in other languages, follow-ups rewritten only when they are follow-ups', () => {
  async function open(page: Page) {
    await page.goto('/demo-room/simple-chat');
    await expect(page.getByText(/Index ready: \d+ passages/)).toBeVisible({timeout: 20_000});
  }
  async function send(page: Page, text: string, replies: number) {
    await page.getByLabel('Message').fill(text);
    await page.getByLabel('Message').press('Enter');
    await expect(page.getByRole('log').getByText(/^(?:Offline mode|Hello\.|You are welcome\.|Goodbye\.)/)).toHaveCount(replies);
  }

  test('"你好", "hola", "bonjour", "hallo", "こんにちは" and "안녕하세요! 잘 지내요?" are greetings, never searched with an older question', async ({page}) => {
    await open(page);
    await send(page, 'What does the guide say about chunk overlap?', 1);
    let n = 1;
    for (const greeting of ['你好', 'hola', 'bonjour', 'hallo', 'こんにちは', '안녕하세요! 잘 지내요?']) {
      await send(page, greeting, ++n);
      await expect(page.getByRole('log').getByText(/^Hello\. Offline mode searches this guide/)).toHaveCount(n - 1);
    }
    await expect(page.getByRole('log')).not.toContainText(/Searched for: “(?:你好|hola|bonjour|hallo|こんにちは|안녕하세요)/);
    await expect(page.getByRole('log')).not.toContainText('I found nothing in');
  });

  test('a new topic is searched on its own and says so; a real follow-up is read with the previous question', async ({page}) => {
    await open(page);
    await send(page, 'How do I pick an embedding model?', 1);
    await send(page, 'Explain reranking', 2);
    const log = page.getByRole('log');
    await expect(log).not.toContainText('Searched for: “Explain reranking');
    await expect(log.getByText('Searched for your message on its own: it reads as a new question, not a follow-up to the previous one.')).toHaveCount(1);
    await send(page, 'and how much does it cost?', 3);
    await expect(log.getByText('Searched for: “and how much does it cost? reranking” (your message read with the previous question).').first()).toBeVisible();
  });
});
