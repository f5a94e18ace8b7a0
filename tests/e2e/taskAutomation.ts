/** Shared steps for the Task Automation end-to-end tests. */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';

export const TASK_AUTOMATION_PATH = '/demo-room/task-automation';

/** A row of the triage results table, by message id. */
export const resultRow = (page: Page, id: string) => page.getByRole('region', {name: 'Triage results table'}).getByRole('row', {name: new RegExp(`^${id}: `)});

/** What the action column shows when no action is proposed. */
export const NO_ACTION = 'None proposed: a person reads the message and decides.';

/** Adds a message from an empty form; `id` is the id the page gives it (m21 for the first added). */
export async function addMessage(page: Page, id: string, subject: string, body: string): Promise<void> {
  await page.getByRole('button', {name: 'Start an empty message'}).click();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill(body);
  await page.getByRole('button', {name: 'Add as a new message'}).click();
  await expect(page.getByText(`Added message ${id} and triaged it.`)).toBeVisible();
}

/** Writes a message over m01 (its Steps panel is open on load) and reruns the pipeline. */
export async function rewriteM01(page: Page, subject: string, body: string): Promise<void> {
  await page.goto(TASK_AUTOMATION_PATH);
  await expect(page.getByRole('heading', {name: /^Steps for m01:/})).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill(body);
  await page.getByRole('button', {name: 'Save message and rerun'}).click();
  await expect(page.getByText('Saved message m01 and triaged it again.')).toBeVisible();
}

/** Makes every Task Automation save fail as a full browser storage does (QuotaExceededError, HTML Standard, Web Storage). */
export async function storageFull(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('cap-demo:task-automation')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
}
