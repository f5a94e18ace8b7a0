import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {measureLayout, settle} from './layout';

/** Every left navbar link, in order: the areas, then the blog. */
const LEFT_LINKS = ['Theory & Strategy', 'Action Plan', 'Code Base', 'Demo Room', 'Services', 'Coding', 'Community', 'Learning Hub', 'Blog'];

/** Desktop widths from the breakpoint to a wide screen, every 8 px, plus each edge of the CSS ranges. */
const WIDTHS = [
  ...Array.from({length: Math.floor((1920 - 997) / 8) + 1}, (_, i) => 997 + i * 8),
  1279, 1280, 1439, 1440, 1599, 1600, 1799, 1800, 1920,
];

/** Which left links the bar shows, which the More menu holds, and what the layout check finds in the navbar. */
async function navbarAt(page: Page, width: number) {
  await page.setViewportSize({width, height: 700});
  await settle(page);
  const report = await measureLayout(page);
  const state = await page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({visibilityProperty: false}) && el.getBoundingClientRect().width > 0;
    const text = (el: Element) => (el.textContent ?? '').trim();
    const bar = [...document.querySelectorAll('.navbar__items:not(.navbar__items--right) > a.navbar__item')].filter(shown).map(text);
    const toggle = document.querySelector('.navbar__items .dropdown > .navbar-more');
    const more = toggle && shown(toggle) ? [...document.querySelectorAll('.navbar__items .dropdown .dropdown__menu a')].filter((a) => getComputedStyle(a).display !== 'none').map(text) : [];
    return {bar, more};
  });
  const navbarOnly = (lines: string[]) => lines.filter((line) => /navbar|"(More|Contact|About Us|Search|GitHub|Theory|Action|Code Base|Demo|Services|Coding|Community|Learning|Blog)/.test(line));
  return {...state, problems: [report.overflow ?? '', ...navbarOnly(report.overlaps), ...report.clipped, ...report.small].filter(Boolean)};
}

for (const font of [
  {name: 'the default UI font (DejaVu Sans here, one of the widest)', family: null},
  {name: 'a narrow font (Liberation Sans Narrow)', family: "'Liberation Sans Narrow'"},
]) {
  test(`navbar: every desktop width from 997 to 1920 px holds with ${font.name}`, async ({page}) => {
    test.setTimeout(180_000);
    await page.goto('/docs/intro');
    if (font.family) await page.addStyleTag({content: `:root { --ifm-font-family-base: ${font.family}; }`});
    const failures: string[] = [];
    for (const width of WIDTHS) {
      const {bar, more, problems} = await navbarAt(page, width);
      // Every left link is in exactly one place, in order: the bar, then the More menu.
      if ([...bar, ...more].join('|') !== LEFT_LINKS.join('|')) failures.push(`${width} px: bar [${bar.join(', ')}] + More [${more.join(', ')}]`);
      failures.push(...problems.map((p) => `${width} px: ${p}`));
    }
    expect(failures).toEqual([]);
  });
}

test('navbar: the More menu opens with the keyboard and leads to the links the bar hides', async ({page}) => {
  await page.setViewportSize({width: 1100, height: 700});
  await page.goto('/docs/intro');
  const more = page.locator('.navbar__inner').getByRole('button', {name: 'More'});
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('.navbar__items .dropdown__menu');
  await expect(menu.getByRole('link', {name: 'Learning Hub'})).toBeVisible();
  await menu.getByRole('link', {name: 'Blog'}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('h1').first()).toHaveText('Blog');
});

test('navbar: on a 1440 px screen every link is in the bar and there is no More menu', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 700});
  await page.goto('/');
  await expect(page.locator('.navbar__inner').getByRole('button', {name: 'More'})).toBeHidden();
  for (const name of LEFT_LINKS) await expect(page.locator('.navbar__inner').getByRole('link', {name, exact: true})).toBeVisible();
  // A real click on Blog lands on the blog (it used to land on About Us, drawn over it).
  await page.locator('.navbar__inner').getByRole('link', {name: 'Blog', exact: true}).click();
  await expect(page).toHaveURL(/\/blog$/);
});
