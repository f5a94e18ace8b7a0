/**
 * Issue 28, s50 task d (tester u33b, /tmp/u33b/FINDINGS.md F2; run_persist.js, run_persist2.js, run_persist3.js), Document
 * Q&A's paste box in the browser, with the keyboard as the tester used it: no sequence of type-overs, empties ("Bring my
 * text back"), "Bring back …", Forget + Undo and reloads loses a text the page says it keeps. The tester's sequences
 * first, then a short seeded walk checked after every step (the longer walks run in jsdom:
 * tests/unit/demos/document-qa-keep-walk-50d.test.tsx).
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const LEASE = '# Residential lease (illustrative)\n\nTenant: Mara Olsen. The monthly rent is 1,150 EUR, due on the 3rd of each month.\n\nParking: one space in the rear lot, 40 EUR a month.';

const box = (page: Page) => page.getByLabel('Document text');

async function pasteLease(page: Page): Promise<void> {
  await page.goto('/demo-room/document-qa');
  await page.getByLabel('Paste text').check();
  await box(page).fill(LEASE);
  await page.getByRole('button', {name: 'Use this text'}).click();
  await expect(page.getByText(/^Ready: “Pasted text”/)).toBeVisible();
}

async function typeOver(page: Page, text: string): Promise<void> {
  await box(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function empty(page: Page): Promise<void> {
  await box(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('button', {name: 'Bring my text back'})).toBeVisible();
}

async function reload(page: Page): Promise<void> {
  // Past the demo's save delay, then a reload of the tab.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('Paste text')).toBeChecked();
}

for (const reloadBetween of [false, true]) {
  test(`u33b F2: type over, empty, Bring my text back keeps the earlier text offered (${reloadBetween ? 'reload between' : 'no reload'})`, async ({page}) => {
    await pasteLease(page);
    await typeOver(page, 'Short note B.');
    await expect(page.getByRole('button', {name: 'Bring back the earlier text'})).toBeVisible();
    await empty(page);
    await expect(page.getByRole('button', {name: 'Bring back the earlier text'})).toBeVisible();
    if (reloadBetween) {
      await reload(page);
      await expect(page.getByRole('button', {name: 'Bring my text back'})).toBeVisible();
    }
    await page.getByRole('button', {name: 'Bring my text back'}).click();
    await expect(box(page)).toHaveValue('Short note B.');
    await reload(page);
    await expect(box(page)).toHaveValue('Short note B.');
    await page.getByRole('button', {name: 'Bring back the earlier text'}).click();
    await expect(box(page)).toHaveValue(LEASE);
  });
}

test('u33b F2: four replacements, reload, empty, reload, Bring my text back: the three earlier texts are still offered', async ({page}) => {
  await pasteLease(page);
  for (const t of ['First replacement text about bikes.', 'Second replacement about cars.', 'Third replacement about boats.', 'Fourth replacement about trains.']) await typeOver(page, t);
  await reload(page);
  await expect(box(page)).toHaveValue('Fourth replacement about trains.');
  await empty(page);
  await reload(page);
  await page.getByRole('button', {name: 'Bring my text back'}).click();
  await expect(box(page)).toHaveValue('Fourth replacement about trains.');
  await expect(page.getByText(/starting “Third replacement about boats\.”/)).toBeVisible();
  await page.getByRole('button', {name: /^Bring back “First replacement/}).click();
  await expect(box(page)).toHaveValue('First replacement text about bikes.');
  await page.getByRole('button', {name: /^Bring back “Second replacement/}).click();
  await expect(box(page)).toHaveValue('Second replacement about cars.');
});

test('u33b F2 (persist3.log V1): type over, Forget it, Undo brings the earlier text back too', async ({page}) => {
  await pasteLease(page);
  await typeOver(page, 'Oops typed over.');
  await expect(page.getByRole('button', {name: 'Bring back the earlier text'})).toBeVisible();
  await page.getByRole('button', {name: 'Forget it'}).first().click();
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box(page)).toHaveValue('Oops typed over.');
  await page.getByRole('button', {name: 'Bring back the earlier text'}).click();
  await expect(box(page)).toHaveValue(LEASE);
});

test('a seeded walk: after each step the box and the offers hold what the page promises', async ({page}) => {
  test.setTimeout(180_000);
  let seed = 7;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
  const WORDS = ['lease', 'rent', 'parking', 'clinic', 'night', 'shift', 'taxi', 'refund', 'boiler', 'garden', 'deposit', 'ward'];
  let n = 1;
  const fresh = () => `W${String(++n).padStart(2, '0')} ${Array.from({length: 6}, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')}.`;
  await pasteLease(page);
  const model = {box: LEASE, offers: [] as string[], emptied: null as string | null};
  const log: string[] = ['paste the lease'];
  const tag = (t: string) => (t === LEASE ? '# Residential' : t.slice(0, 3));
  for (let step = 0; step < 12; step++) {
    const r = next();
    if (r < 0.35) {
      const t = fresh();
      const held = model.box.trim() ? model.box : model.emptied;
      if (held) model.offers = [held, ...model.offers.filter((x) => x !== held)].slice(0, 3);
      model.emptied = null;
      model.box = t;
      log.push(`type over with ${tag(t)}`);
      await typeOver(page, t);
    } else if (r < 0.5) {
      if (!model.box.trim()) continue;
      model.emptied = model.box;
      model.box = '';
      log.push('empty');
      await empty(page);
    } else if (r < 0.6) {
      if (model.emptied === null) continue;
      model.box = model.emptied;
      model.emptied = null;
      log.push('Bring my text back');
      await page.getByRole('button', {name: 'Bring my text back'}).click();
    } else if (r < 0.85) {
      if (model.offers.length === 0) continue;
      const i = Math.floor(next() * model.offers.length);
      const chosen = model.offers[i];
      const held = model.box.trim() ? model.box : model.emptied;
      const rest = model.offers.filter((x) => x !== chosen);
      model.offers = held ? [held, ...rest].slice(0, 3) : rest;
      model.emptied = null;
      model.box = chosen;
      log.push(`bring back ${tag(chosen)}`);
      await (i === 0
        ? page.getByRole('button', {name: 'Bring back the earlier text'})
        : page.getByRole('button', {name: new RegExp(`^Bring back “${tag(chosen)}`)})
      ).click();
    } else {
      log.push('reload');
      await reload(page);
    }
    const where = log.join(' → ');
    await expect(box(page), where).toHaveValue(model.box);
    await expect(page.getByRole('button', {name: 'Bring my text back'}), where).toHaveCount(model.emptied === null ? 0 : 1);
    if (model.offers.length === 0) await expect(page.getByRole('button', {name: 'Bring back the earlier text'}), where).toHaveCount(0);
    else {
      const hint = page.getByRole('button', {name: 'Bring back the earlier text'}).locator('xpath=ancestor::div[1]');
      await expect(hint, where).toContainText(`starting “${tag(model.offers[0])}`);
      for (const t of model.offers.slice(1)) await expect(hint.getByRole('button', {name: new RegExp(`^Bring back “${tag(t)}`)}), where).toHaveCount(1);
    }
  }
});
