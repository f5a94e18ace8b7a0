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
    // In-page links of the demos and tools (citations to passages): the fragment must name one element.
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('article section a[href^="#"], article [data-widget] a[href^="#"]'))) {
      const ref = decodeURIComponent(link.getAttribute('href')!.slice(1));
      if (!ref) continue;
      const found = document.querySelectorAll(`[id="${CSS.escape(ref)}"]`).length;
      if (found !== 1) out.push(`${name(link)} href=#${ref} (${found === 0 ? 'missing' : `${found} elements`})`);
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

/** Readers' steps beside the reported ones (the class, not the instance): each step is followed by a check. */
test.describe('neighbouring steps: every id reference still names one element', () => {
  test.skip(({javaScriptEnabled}) => javaScriptEnabled === false);

  const ODD_API = `openapi: 3.0.3
info: {title: Odd Names, version: '1'}
servers: [{url: 'https://odd.example.org'}]
paths:
  /items/{item id}:
    get:
      operationId: 'get:item'
      summary: Get one item by its id
      parameters:
        - {name: 'item id', in: path, required: true, schema: {type: string, pattern: '^IT-[0-9]+$'}, description: The item's id}
        - {name: 'filter[status]', in: query, schema: {type: string, enum: [open, closed]}}
        - {name: 'page.size', in: query, schema: {type: integer, minimum: 1, maximum: 50}}
        - {name: 'x_y', in: query, schema: {type: integer, minimum: 1}}
        - {name: 'x y', in: query, schema: {type: integer, minimum: 1}}
`;

  test('API assistant: parameter names with spaces, brackets, dots and underscores, bad values, Build twice', async ({page}) => {
    await page.goto('/demo-room/universal-api-assistant');
    const checker = new Checker(page);
    await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(ODD_API);
    await page.getByRole('button', {name: 'Load document'}).click();
    await page.getByLabel('Describe it in plain words').fill('get item IT-5');
    await page.getByRole('button', {name: 'Find operations'}).click();
    await checker.check('own document, operation found');
    const fields = page.locator('article input[aria-describedby], article select[aria-describedby]');
    await expect(fields.first()).toBeVisible();
    for (const label of [/^item id/, /^page\.size/, /^x_y/, /^x y/]) await page.getByLabel(label).first().fill('0.5');
    await page.getByRole('button', {name: 'Build request'}).click();
    await checker.check('bad values, Build request');
    const invalid = await page.locator('article [aria-invalid="true"]').count();
    expect(invalid, 'the bad values are marked').toBeGreaterThan(2);
    await page.getByLabel(/^item id/).first().fill('IT-7');
    await page.getByRole('button', {name: 'Build request'}).click();
    await checker.check('one fixed, Build again');
    // Each field's own input (no two fields share an id, whatever their names).
    const ids = await page.locator('article input[id], article select[id], article textarea[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(checker.found).toEqual([]);
  });

  test('API assistant: an error shown, then another operation chosen and the first chosen again', async ({page}) => {
    await page.goto('/demo-room/universal-api-assistant');
    const checker = new Checker(page);
    await page.getByRole('button', {name: 'Find operations'}).click();
    await page.getByLabel(/^amount/i).first().fill('-5');
    await page.getByRole('button', {name: 'Build request'}).click();
    await checker.check('amount -5');
    const radios = page.locator('article input[type="radio"]');
    const n = await radios.count();
    for (let i = 0; i < Math.min(n, 4); i += 1) {
      await radios.nth(i).check();
      await checker.check(`operation ${i + 1} chosen`);
      await page.getByRole('button', {name: 'Build request'}).click();
      await checker.check(`operation ${i + 1} built`);
    }
    expect(checker.found).toEqual([]);
  });

  test('Simple Chat: empty message, an over-long one, then a question and its citations', async ({page}) => {
    await page.goto('/demo-room/simple-chat');
    const checker = new Checker(page);
    const box = page.locator('article textarea').first();
    const send = page.getByRole('button', {name: 'Send', exact: true});
    await box.fill('   ');
    await send.click();
    await checker.check('blank message sent');
    await box.fill('x'.repeat(5000));
    await send.click();
    await checker.check('over-long message sent');
    await box.fill('How do I choose a chunk size?');
    await send.click();
    await page.waitForTimeout(1500);
    await checker.check('question answered');
    await box.press('Enter');
    await checker.check('Enter in the empty box');
    expect(checker.found).toEqual([]);
  });

  test('Document Q&A: empty question, then a question and its passage links', async ({page}) => {
    await page.goto('/demo-room/document-qa');
    const checker = new Checker(page);
    const ask = page.getByRole('button', {name: 'Ask', exact: true});
    await ask.click();
    await checker.check('empty question');
    await page.getByLabel('2. Your question').fill('What is the refund policy?');
    await ask.click();
    await page.waitForTimeout(1500);
    await checker.check('question answered');
    expect(checker.found).toEqual([]);
  });

  test('Zohlar: Ask and Chat tabs both used, both sets of passages on one page', async ({page}) => {
    await page.goto('/demo-room/zohlar-showcase');
    const checker = new Checker(page);
    await page.getByRole('button', {name: 'Ask', exact: true}).first().click();
    await checker.check('Ask tab');
    const question = page.getByLabel('Question about the workspace documents');
    {
      await expect(question).toBeVisible();
      await question.fill('What does the policy say about refunds?');
      await question.press('Enter');
      await page.waitForTimeout(1500);
      await checker.check('workspace question asked');
    }
    await page.getByRole('button', {name: 'Chat', exact: true}).first().click();
    await checker.check('Chat tab');
    const box = page.locator('article textarea:visible').first();
    {
      await expect(box).toBeVisible();
      await box.fill('And what about returns?');
      await box.press('Enter');
      await page.waitForTimeout(1500);
      await checker.check('workspace chat sent');
    }
    await page.getByRole('button', {name: 'Ask', exact: true}).first().click();
    await checker.check('back to Ask');
    expect(checker.found).toEqual([]);
  });

  test('Zoho Copilot: empty question, an over-long one, an example', async ({page}) => {
    await page.goto('/demo-room/zoho-copilot');
    const checker = new Checker(page);
    const box = page.getByLabel('Your question');
    await box.fill('');
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await checker.check('empty question');
    await box.fill('deals '.repeat(200));
    await page.getByRole('button', {name: 'Ask', exact: true}).click();
    await checker.check('over-long question');
    await page.locator('[aria-label="Example questions"] button').first().click();
    await checker.check('example asked');
    expect(checker.found).toEqual([]);
  });

  test('Chunking playground: size 0, overlap above the size, then valid again', async ({page}) => {
    await page.goto('/docs/information-processing/data-ingestion/chunking/semantic');
    const checker = new Checker(page);
    const size = page.getByLabel(/^Chunk size/);
    const overlap = page.getByLabel(/^Overlap/);
    await size.fill('0');
    await checker.check('size 0');
    await size.fill('100');
    await overlap.fill('500');
    await checker.check('overlap 500 over size 100');
    await overlap.fill('');
    await checker.check('overlap empty');
    await overlap.fill('10');
    await checker.check('valid again');
    expect(checker.found).toEqual([]);
  });

  test('Meeting assistant: empty transcript analysed, then the sample again', async ({page}) => {
    await page.goto('/demo-room/virtual-workplace-assistant');
    const checker = new Checker(page);
    const transcript = page.getByLabel(/^Transcript/);
    await transcript.fill('');
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    await checker.check('empty transcript');
    await transcript.fill('Ana: I will send the report by Friday.\nBo: ok');
    await checker.check('edited, out of date');
    await page.getByRole('button', {name: 'Analyze transcript'}).click();
    await checker.check('analysed');
    expect(checker.found).toEqual([]);
  });

  test('Task automation: rules that do not parse, a threshold of 150, then fixed', async ({page}) => {
    await page.goto('/demo-room/task-automation');
    const checker = new Checker(page);
    const rules = page.getByLabel(/^Rules/);
    const apply = page.getByRole('button', {name: 'Apply rules and rerun'});
    const before = await rules.inputValue();
    await rules.fill('no arrow here');
    await apply.click();
    await checker.check('rules without =>');
    await rules.fill(before);
    await page.getByLabel(/^Approval threshold/).fill('150');
    await apply.click();
    await checker.check('threshold 150');
    await page.getByLabel(/^Approval threshold/).fill('70');
    await apply.click();
    await checker.check('fixed');
    expect(checker.found).toEqual([]);
  });

  test('Use-case matrix: an empty name and a weight out of range', async ({page}) => {
    await page.goto('/action-plan/ws3-implementation/use-cases');
    const checker = new Checker(page);
    const name = page.getByLabel('Use case name');
    {
      await expect(name.first()).toBeVisible();
      await name.first().fill('');
      await name.first().press('Enter');
      await checker.check('empty name');
    }
    const opener = page.locator('article summary, article button[aria-expanded="false"]').filter({hasText: /weight/i});
    if ((await opener.count()) > 0) await opener.first().click();
    await checker.check('weights opened');
    const weights = page.locator('article input[id*="-w-"]:visible');
    {
      await expect(weights.first()).toBeVisible();
      await weights.first().fill('99');
      await checker.check('weight 99');
      await weights.first().fill('');
      await checker.check('weight empty');
    }
    expect(checker.found).toEqual([]);
  });
});
