import {test, expect} from './fixtures';

const CODE_PAGE = '/codebase/engine/llm-integration';
const TUTORIAL = '/learning-hub/tutorials/basic-agent';

test('code blocks are highlighted in the served HTML, before any script runs', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
  const page = await context.newPage();
  await page.goto(CODE_PAGE);
  const block = page.locator('div[class*="codeBlockContainer"]').first();
  await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText('The contract (from examples/basic-agent/agent.ts)');
  await expect(block.locator('pre.prism-code.language-ts .token-line .token.keyword').first()).toHaveText('export');
  // The colour comes from the stylesheet: the light theme's keyword colour (src/data/codeThemes.ts).
  expect(await block.locator('.token.keyword').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(207, 34, 46)');
  await context.close();
});

test('a code page loads no Prism; colours follow the colour mode; copy copies the code', async ({page, context}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/js/')) scripts.push(await response.text());
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(TUTORIAL);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((body) => /\.tokenize\(/.test(body) || body.includes('languages.bash'))).toEqual([]);

  const block = page.locator('div[class*="codeBlockContainer"]', {has: page.getByText('examples/basic-agent/agent.ts', {exact: true})});
  const keyword = block.locator('.token.keyword').first();
  expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(207, 34, 46)');
  expect(await block.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(246, 248, 250)');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 123, 114)');
  // The block's background follows the mode too (from the stylesheet, not a re-render).
  expect(await block.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(22, 27, 34)');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

  const expected = await block.locator('.token-line').evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
  await block.hover();
  // The "Copied" label shows for one second; on a busy machine a poll can miss that window, so a
  // MutationObserver in the page records whether the button ever carried it.
  await block.evaluate((el) => {
    const seen = window as unknown as {sawCopied?: boolean};
    seen.sawCopied = false;
    new MutationObserver(() => {
      if (el.querySelector('button[aria-label="Copied"]')) seen.sawCopied = true;
    }).observe(el, {subtree: true, attributes: true, childList: true});
  });
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {sawCopied?: boolean}).sawCopied)).toBe(true);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(expected).toContain('export class AgentRunner');
  expect(expected).toContain('Stopped after');
});

test('a YAML key keeps the colour the runtime theme gave it (later token type wins)', async ({page}) => {
  await page.goto('/action-plan/ws2-architecture/technology');
  const key = page.locator('pre.language-yaml .token.key.atrule').first();
  await expect(key).toBeAttached();
  expect(await key.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(207, 34, 46)');
});

test.describe('copy and wrap buttons of a static article (no hydration on Preact)', () => {
  /** The first block on the code page whose code is wider than its box at this width. */
  async function wideBlock(page: import('@playwright/test').Page) {
    const index = await page.locator('.theme-code-block').evaluateAll((blocks) =>
      blocks.findIndex((block) => {
        const pre = block.querySelector('pre');
        return pre !== null && pre.scrollWidth > pre.clientWidth;
      }),
    );
    expect(index, 'a code block wider than its box').toBeGreaterThanOrEqual(0);
    return page.locator('.theme-code-block').nth(index);
  }

  test('wrap toggles by mouse and keyboard, copy answers the keyboard; in both colour modes', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(CODE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // On Preact the article is never hydrated: its buttons are the static ones.
    if (process.env.CLIENT_RUNTIME !== 'react') await expect(page.locator('[data-static-part="doc-content"] [data-static-code-buttons]').first()).toBeAttached();
    const block = await wideBlock(page);
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await wrap.click();
    const code = block.locator('pre code');
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    await wrap.click();
    await expect(code).toHaveCSS('white-space', 'pre');

    // Keyboard: from the code box, Tab reaches the wrap button, then copy.
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    await expect(wrap).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    await page.keyboard.press('Enter');
    await expect(code).toHaveCSS('white-space', 'pre');
    await page.keyboard.press('Tab');
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toBeFocused();
    await expect(copy).toHaveCSS('opacity', '1');
    // "Copied" shows for one second; on a busy machine a poll can miss it (failed 2 of 2 in a full run at load 20), so a
    // MutationObserver records whether the focused button ever carried it (as the test above does).
    await block.evaluate((el) => {
      const seen = window as unknown as {sawCopiedFocused?: boolean};
      seen.sawCopiedFocused = false;
      new MutationObserver(() => {
        const active = document.activeElement;
        if (active && el.contains(active) && active.getAttribute('aria-label') === 'Copied') seen.sawCopiedFocused = true;
      }).observe(el, {subtree: true, attributes: true, childList: true});
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as {sawCopiedFocused?: boolean}).sawCopiedFocused)).toBe(true);
    const expected = await block.locator('.token-line').evaluateAll((lines) => lines.map((l) => l.textContent).join('\n'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();

    // The buttons take the block's colours in both modes (the theme's variables).
    for (const [theme, background] of [['light', 'rgb(246, 248, 250)'], ['dark', 'rgb(22, 27, 34)']] as const) {
      await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
      await expect(copy).toHaveCSS('background-color', background);
    }
  });

  test('without JavaScript there are no code-block buttons', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL: test.info().project.use.baseURL});
    const page = await context.newPage();
    await page.goto(CODE_PAGE);
    await expect(page.locator('.theme-code-block').first()).toBeVisible();
    await expect(page.locator('.theme-code-block button')).toHaveCount(0);
    await context.close();
  });
});
