/**
 * Issue 28, second user-level test: intents the demos read wrong and text in other languages. Each
 * test was run against the build before the fix (it failed there) and passes after it. Task
 * Automation: a polite delivery question and a replacement request; its results table fits at 1280
 * and 390 px. Virtual Workplace Assistant: action items in Chinese and German. Chunking playground:
 * the recursive strategy cuts Chinese text at "。".
 */
import type {Page} from '@playwright/test';
import {axeViolations} from './axe';
import {test, expect} from './fixtures';
import {rewriteM01} from './taskAutomation';
import {measureLayout, settle} from './layout';

test.describe('Task Automation reads polite and negated messages and asks a person when it cannot tell', () => {
  const PATH = '/demo-room/task-automation';
  const results = (page: Page) => page.getByRole('region', {name: 'Triage results table'});
  const row = (page: Page, id: string) => results(page).getByRole('row', {name: new RegExp(`^${id}: `)});

  test('a polite delivery question is Shipping, not Refund: the thanks do not decide', async ({page}) => {
    await rewriteM01(page, 'Delivery date', 'Hi, when will order ORD-55121 arrive? Thank you');
    const cells = row(page, 'm01').getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Shipping and delivery');
    await expect(cells.nth(3)).toHaveText('Check carrier tracking for ORD-55121 and reply with the status; open a trace if it is lost.');
    await expect(page.getByText(/Counted at one fifth as greetings or thanks: "hi", "thank"/)).toBeVisible();
  });

  test('"I do not want a refund, I want a replacement shipped" goes to a person: no category covers a replacement', async ({page}) => {
    await rewriteM01(page, 'Broken kettle', 'I do not want a refund, I want a replacement shipped');
    const cells = row(page, 'm01').getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Not sure');
    await expect(cells.nth(3)).toHaveText('None proposed: a person reads the message and decides.');
    await expect(cells.nth(4)).toHaveText('Person');
    await expect(page.getByText(/asks for a replacement or an exchange, which none of the demo's categories covers/).first()).toBeVisible();
    await expect(page.getByText(/Left out as negated or set aside: .*"refund"/)).toBeVisible();
    expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the results table fits after "Steps" is opened: no sideways scroll, nothing cut or covered`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto(PATH);
      await expect(results(page)).toBeVisible();
      await page.getByRole('button', {name: 'Show steps and edit m05'}).click();
      await expect(page.getByRole('heading', {name: /^Steps for m05:/})).toBeVisible();
      // The narrow layout stacks each row, and the table is still read as a table.
      await expect(row(page, 'm05').getByRole('cell').nth(1)).toHaveText('Technical problem');
      await settle(page);
      for (const name of ['Triage results table', 'Category scores table']) {
        const box = await page.getByRole('region', {name}).evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth, left: el.scrollLeft}));
        expect(box.scroll, `${name} at ${width} px: ${box.scroll} px of content in ${box.client} px`).toBeLessThanOrEqual(box.client + 1);
        expect(box.left, name).toBe(0);
      }
      // Every cell's text stays inside its cell (nothing drawn over a neighbour or cut).
      const spilled = await results(page).evaluate((el) =>
        [...el.querySelectorAll('td, th')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent?.slice(0, 30)),
      );
      expect(spilled).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      const report = await measureLayout(page);
      expect(report.overflow).toBeNull();
      expect(report.overlaps.filter((o) => /Triage|Category scores|Steps|Show steps/.test(o))).toEqual([]);
      expect(await axeViolations(page, 'light')).toEqual([]);
    });
  }
});

test.describe('Virtual Workplace Assistant finds action items in Chinese and German', () => {
  const PATH = '/demo-room/virtual-workplace-assistant';
  async function analyse(page: Page, transcript: string) {
    await page.goto(PATH);
    await page.getByLabel(/^Transcript \(/).fill(transcript);
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
  }
  const actions = (page: Page) => page.getByRole('region', {name: 'Action items table'});

  test('"王伟：我会在周五之前把报告发给大家。" is Wang Wei\'s action item, due 周五', async ({page}) => {
    await analyse(page, '王伟：我会在周五之前把报告发给大家。\n李娜：好的。我们需要确认预算。');
    await expect(page.getByText(/Found 3 sentences from 2 speakers/)).toBeVisible();
    const rows = actions(page).getByRole('row');
    await expect(rows.filter({hasText: '在周五之前把报告发给大家'}).getByRole('cell').nth(0)).toHaveText('王伟');
    await expect(rows.filter({hasText: '在周五之前把报告发给大家'}).getByRole('cell').nth(2)).toHaveText('周五');
    await expect(rows.filter({hasText: '确认预算'}).getByRole('cell').nth(0)).toHaveText('Unassigned');
  });

  test('"Ich schicke das Protokoll bis Freitag." is the speaker\'s action item, due Freitag', async ({page}) => {
    await analyse(page, 'Anna Schmidt: Ich schicke das Protokoll bis Freitag.\nTom Becker: Gut, danke.');
    const row = actions(page).getByRole('row').filter({hasText: 'das Protokoll bis Freitag'});
    await expect(row.getByRole('cell').nth(0)).toHaveText('Anna Schmidt');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Freitag');
  });
});

test('the chunking playground\'s recursive strategy cuts Chinese text at "。", not mid-sentence', async ({page}) => {
  await page.goto('/docs/information-processing/data-ingestion/chunking/semantic');
  const widget = page.getByRole('region', {name: 'Chunking playground'});
  await widget.getByRole('radio', {name: 'Recursive'}).check();
  await widget.getByLabel('Text to chunk').fill('王伟：我会在周五之前把报告发给大家。李娜：好的！下周一开会吗？');
  await widget.getByLabel('Chunk size (characters)').fill('20');
  await widget.getByLabel('Overlap (characters)').fill('0');
  await expect(widget.getByRole('status')).toContainText('size 20 characters, overlap 0: 2 chunks');
  const list = widget.getByRole('region', {name: 'Chunk list table'});
  await expect(list.getByRole('row', {name: /^1 0–18 /})).toBeVisible();
  await expect(list.getByRole('row', {name: /^2 18–31 /})).toBeVisible();
});
