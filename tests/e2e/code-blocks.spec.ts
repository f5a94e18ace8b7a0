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
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
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
