/**
 * Ids that name something (issue 30, u30a UAA-4): the server renders with React 19 and the browser runs Preact by
 * default, and the two runtimes' `useId` give different ids. An attribute that keeps its server value looks fine after
 * hydration; once it is written again (an `aria-describedby` that gains an error id, a `for` re-rendered, a list that
 * opens), the browser's id goes in and names no element. So on every page with a demo or a learning tool, and in the
 * search box, this acts as a reader does (submit empty, bad input that shows an error, open and close disclosures,
 * switch tabs and modes, press the tool's buttons) and after each step every id reference in the document
 * (`aria-describedby`, `aria-labelledby`, `aria-controls`, `aria-activedescendant`, `aria-owns`, `aria-errormessage`,
 * `aria-details`, `for`, `list`) must name exactly one element.
 * Run on a React build too: `CLIENT_RUNTIME=react BUILD_DIR=build-react PORT=<port> npx playwright test id-references.spec.ts`.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

const REFERENCE_ATTRIBUTES = ['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-activedescendant', 'aria-owns', 'aria-errormessage', 'aria-details', 'for', 'list'];

/** Every reference that names no element, or more than one, as "<tag#id.class> attr=ref (missing|n elements)". */
async function badReferences(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const out: string[] = [];
    const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/)[0]}` : ''}>`;
    for (const attribute of attributes) {
      for (const el of Array.from(document.querySelectorAll(`[${attribute}]`))) {
        // <meta>, <script> and the like carry no id references ("for" on <link>/<script> means something else).
        if (attribute === 'for' && !(el instanceof HTMLLabelElement || el instanceof HTMLOutputElement)) continue;
        if (attribute === 'list' && !(el instanceof HTMLInputElement)) continue;
        for (const ref of (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          const found = document.querySelectorAll(`[id="${CSS.escape(ref)}"]`).length;
          if (found !== 1) out.push(`${name(el)} ${attribute}=${ref} (${found === 0 ? 'missing' : `${found} elements`})`);
        }
      }
    }
    return out;
  }, REFERENCE_ATTRIBUTES);
}

/** Collects the bad references after a step, labelled with the step, so one run lists every broken one. */
class Checker {
  readonly found: string[] = [];
  constructor(private readonly page: Page) {}
  async check(step: string): Promise<void> {
    await this.page.waitForTimeout(50);
    for (const bad of await badReferences(this.page)) {
      const row = `${step}: ${bad}`;
      if (!this.found.includes(row)) this.found.push(row);
    }
  }
}

const TEXT_INPUTS = 'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], input[type="number"], input[type="tel"]';

/** Buttons a reader may press without leaving the page or opening a file picker, within `scope`. */
function pressable(scope: Locator): Locator {
  return scope.locator('button:visible:enabled, [role="tab"]:visible, summary:visible');
}

/**
 * The reader's round on one tool: each disclosure, tab and button pressed in turn (twice, so what opens closes again),
 * then every text field filled with input that fails (letters in a number, a negative, an over-long value) and
 * every button pressed again, then every field emptied and every button pressed again; references checked after each.
 */
async function readerRound(page: Page, scope: Locator, checker: Checker, path: string): Promise<void> {
  const pressAll = async (label: string) => {
    const count = Math.min(await pressable(scope).count(), 40);
    for (let i = 0; i < count; i += 1) {
      const target = pressable(scope).nth(i);
      if (!(await target.count())) break;
      const text = ((await target.textContent()) ?? '').trim().slice(0, 40);
      // Buttons that open a file picker, copy, print or download do nothing a reference could break on.
      if (/upload|choose a file|open a file|copy|print|download/i.test(text)) continue;
      await target.click({timeout: 2000}).catch(() => undefined);
      if (new URL(page.url()).pathname !== path) {
        await page.goto(path);
        return;
      }
      await checker.check(`${label}, pressed "${text}"`);
    }
  };
  await checker.check('after hydration');
  await pressAll('as loaded');
  await pressAll('pressed again');
  for (const [label, value] of [
    ['bad input', 'abc'],
    ['negative', '-1'],
    ['empty', ''],
  ] as const) {
    const fields = scope.locator(`:is(${TEXT_INPUTS}):visible:enabled:not([readonly])`);
    const n = Math.min(await fields.count(), 30);
    for (let i = 0; i < n; i += 1) await fields.nth(i).fill(value, {timeout: 2000}).catch(() => undefined);
    await checker.check(`${label} typed`);
    await pressAll(label);
  }
}

const TOOL_PAGES = [
  '/demo-room/universal-api-assistant',
  '/demo-room/simple-chat',
  '/demo-room/document-qa',
  '/demo-room/task-automation',
  '/demo-room/virtual-workplace-assistant',
  '/demo-room/zoho-copilot',
  '/demo-room/zohlar-showcase',
  '/docs/information-processing/rag/similarity-search/approximate',
  '/docs/information-processing/data-ingestion/chunking/semantic',
  '/action-plan/ws3-implementation/use-cases',
];

test.describe('every id reference names one element after readers use the tools', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  // u30a UAA-4: after Build request with a bad amount, the field named "P0-1-hint", which did not exist.
  test('API assistant: a field with a hint and an error names both', async ({page}) => {
    await page.goto('/demo-room/universal-api-assistant');
    const checker = new Checker(page);
    await page.getByRole('button', {name: 'Find operations'}).click();
    const amount = page.getByLabel(/^amount/i).first();
    await amount.fill('abc');
    await page.getByRole('button', {name: 'Build request'}).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await checker.check('amount "abc", Build request');
    await amount.fill('12');
    await page.getByRole('button', {name: 'Build request'}).click();
    await checker.check('amount fixed, Build request');
    expect(checker.found).toEqual([]);
  });

  for (const path of TOOL_PAGES) {
    test(`${path}: references after a reader's round`, async ({page}) => {
      test.setTimeout(180_000);
      await page.goto(path);
      const checker = new Checker(page);
      await readerRound(page, page.locator('article'), checker, path);
      expect(checker.found).toEqual([]);
    });
  }

  // The search page's box is in the server HTML; the dialog's opens over it on the same page.
  test("search: the page's box and the dialog's, their lists and active options", async ({page}) => {
    await page.goto('/search');
    const checker = new Checker(page);
    await checker.check('after hydration');
    const use = async (box: Locator, where: string) => {
      await box.fill('retrieval');
      await expect(page.getByRole('option').first()).toBeVisible();
      await checker.check(`${where}: typed "retrieval"`);
      await box.press('ArrowDown');
      await checker.check(`${where}: ArrowDown`);
      await box.press('ArrowDown');
      await checker.check(`${where}: ArrowDown twice`);
      await box.fill('zzqqxx');
      await page.waitForTimeout(300);
      await checker.check(`${where}: no results`);
      await box.fill('governance');
      await box.press('ArrowDown');
      await checker.check(`${where}: typed again`);
    };
    await use(page.getByRole('combobox', {name: 'Search terms'}), 'page');
    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    await expect(dialog).toBeVisible();
    await use(dialog.getByRole('combobox'), 'dialog');
    await page.keyboard.press('Escape');
    await checker.check('dialog closed');
    expect(checker.found).toEqual([]);
  });
});
