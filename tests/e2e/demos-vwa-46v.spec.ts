/**
 * Task 46v (issue 28): the meeting assistant's lost-work findings. u30k F12: Undo was one slot that swapped the last two
 * texts, so notes typed before opening two files were unreachable. u30k F11: one local-storage record for every tab, the
 * last save won silently. u30b F5 (the restore race): text typed right after the page appeared was replaced a moment
 * later by the sample or the kept transcript.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const PAGE = '/demo-room/virtual-workplace-assistant';
const KEY = 'cap-demo:virtual-workplace-assistant';
const NOTES = 'Pia: my own notes. I will call the printer by Monday.';
const TAB_A = 'Anna: Tab ONE meeting. I will send the deck by Friday.';
const TAB_B = 'Zed: Tab TWO meeting. I will book the venue by Monday.';
const box = (page: Page) => page.getByLabel(/^Transcript \(/);
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
const saved = (page: Page, text: string) => expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEY)).toContain(text);

async function openFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('Open a transcript file').setInputFiles({name, mimeType: 'text/plain', buffer: Buffer.from(text)});
  await expect(page.getByText(`Opened “${name}”.`).first()).toBeVisible();
}

test('F12: type notes, open file A, open file B: Undo twice gives the notes, Redo goes forward again', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(NOTES);
  await openFile(page, 'a.txt', 'Ana: I will book the room by Monday.\n');
  await openFile(page, 'b.txt', 'Ben: I will order lunch by Tuesday.\n');
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box(page)).toHaveValue(/^Ana:/);
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box(page)).toHaveValue(NOTES);
  await page.getByRole('button', {name: 'Redo'}).click();
  await expect(box(page)).toHaveValue(/^Ana:/);
  // Kept over a reload of the tab.
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(box(page)).toHaveValue(NOTES);
});

test('F11: two tabs keep their own transcripts; the other tab’s save is said and can be opened, with Undo back', async ({context}) => {
  const one = await context.newPage();
  await one.goto(PAGE);
  await hydrated(one);
  await box(one).fill(TAB_A);
  await saved(one, 'Tab ONE');
  const two = await context.newPage();
  await two.goto(PAGE);
  await hydrated(two);
  // A new tab opens with the transcript saved last.
  await expect(box(two)).toHaveValue(TAB_A);
  await box(two).fill(TAB_B);
  await saved(two, 'Tab TWO');
  await expect(one.getByText(/^Another tab of this page saved another transcript/)).toBeVisible();
  await expect(box(one)).toHaveValue(TAB_A);
  // Each tab's reload brings back its own.
  await one.reload();
  await hydrated(one);
  await expect(box(one)).toHaveValue(TAB_A);
  await two.reload();
  await hydrated(two);
  await expect(box(two)).toHaveValue(TAB_B);
  await one.getByRole('button', {name: 'Open that tab’s transcript here'}).click();
  await expect(box(one)).toHaveValue(TAB_B);
  await one.getByRole('button', {name: 'Undo'}).click();
  await expect(box(one)).toHaveValue(TAB_A);
});

/** Holds the page's scripts back until released, as on a phone whose scripts are still arriving. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('restore race: typed right after domcontentloaded, before the scripts run, stays in the box', async ({context}) => {
  // A page of its own: the fixture's goto waits for hydration, which the held scripts never reach.
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await box(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(NOTES);
  release();
  await hydrated(page);
  await saved(page, 'my own notes');
  await expect(box(page)).toHaveValue(NOTES);
});

test('restore race: typed before the kept transcript is restored, the typing stays and Undo offers the kept one', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await box(page).fill(TAB_A);
  await saved(page, 'Tab ONE');
  // A new tab (no record of its own), scripts held: the reader pastes at once.
  const fresh = await page.context().newPage();
  const release = await holdScripts(fresh);
  await fresh.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await box(fresh).click();
  await fresh.keyboard.press('ControlOrMeta+a');
  await fresh.keyboard.type(NOTES);
  release();
  await hydrated(fresh);
  await expect(fresh.getByText('Your saved transcript was not put over what you typed.')).toBeVisible();
  await expect(box(fresh)).toHaveValue(NOTES);
  await fresh.getByRole('button', {name: 'Undo'}).click();
  await expect(box(fresh)).toHaveValue(TAB_A);
});
