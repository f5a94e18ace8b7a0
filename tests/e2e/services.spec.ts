import {axeViolations} from './axe';
import {test, expect} from './fixtures';

test.describe('services offering pages', () => {
  test('an offering page shows its timeline and starts a request with the offering pre-selected', async ({page}) => {
    await page.goto('/services/consulting/assessment');
    await expect(page.getByRole('heading', {level: 1, name: 'AI readiness assessment'})).toBeVisible();

    const timeline = page.getByRole('list', {name: 'Readiness assessment timeline'});
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline.getByRole('listitem').first()).toContainText('Duration: Week 1');
    await expect(page.getByText('Typical total: 3–4 weeks')).toBeVisible();

    const cta = page.getByRole('region', {name: 'Request a readiness assessment'});
    await cta.getByRole('link', {name: 'Request an assessment'}).click();
    await expect(page).toHaveURL(/\/contact\/project-request\?offering=consulting-assessment$/);
  });

  test('the category index lists the offerings of its folder', async ({page}) => {
    await page.goto('/services/category/managed-services');
    await expect(page.getByRole('heading', {level: 1, name: 'Managed services'})).toBeVisible();
    // Cards carry the sidebar label and the page description.
    const card = page.locator('main article article').filter({hasText: 'Guardrails, red-team testing'});
    await expect(card.getByRole('heading', {name: /Security/})).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/services\/managed\/security$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Managed AI security'})).toBeVisible();
  });
});

test.describe('services comparison tables', () => {
  test('the packages table has a caption, header scopes and a labelled highlighted column', async ({page}) => {
    await page.goto('/services/packages');
    const table = page.getByRole('table', {name: /Engagement packages compared/});
    await expect(table.getByRole('columnheader')).toHaveText([
      'Package',
      /Explore\s*Usual starting point/,
      'Pilot',
      'Scale',
      'Run',
      'Code accelerator',
    ]);
    const duration = table.getByRole('row', {name: /Typical duration/});
    await expect(duration.getByRole('cell')).toHaveText(['3–4 weeks', '14–22 weeks', '3–12 months', '12-month renewable term', '6–12 weeks']);
    // The prose section for a package states the same duration as the table.
    await expect(page.locator('article').getByText(/The typical duration is 14–22 weeks/)).toBeVisible();
  });

  test('the support table agrees with the tier descriptions', async ({page}) => {
    await page.goto('/services/support/packages');
    const table = page.getByRole('table', {name: /Support tiers/});
    const critical = table.getByRole('row', {name: /First response, critical/});
    await expect(critical.getByRole('cell')).toHaveText(['4 business hours', '1 hour', '30 minutes']);
    await expect(page.locator('article').getByText(/Critical incidents get a first response within 30 minutes/)).toBeVisible();
  });

  test('on a phone the table scrolls inside its focusable region, not the page', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/services/support/packages');
    const region = page.getByRole('region', {name: /Support tiers/});
    await region.focus();
    await expect(region).toBeFocused();
    const widths = await region.evaluate((el) => ({scroll: el.scrollWidth, client: el.clientWidth}));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
  });
});

test.describe('services overview', () => {
  test('starting-point cards lead to their offering pages', async ({page}) => {
    await page.goto('/services/intro');
    await expect(page.getByRole('heading', {level: 1, name: 'Services'})).toBeVisible();
    const cards = page.getByRole('list', {name: 'Common starting points'});
    await expect(cards.getByRole('listitem')).toHaveCount(3);
    await cards.getByRole('link', {name: 'Executive briefing'}).click();
    await expect(page).toHaveURL(/\/services\/training\/executive$/);
  });

  test('case studies are labelled as illustrative', async ({page}) => {
    await page.goto('/services/case-studies');
    await expect(page.getByText('These are illustrative scenarios')).toBeVisible();
    await expect(page.getByText(/composites invented for explanation/)).toBeVisible();
  });
});

test.describe('services accessibility', () => {
  for (const path of ['/services/intro', '/services/packages', '/services/support/packages', '/services/training/vibe-coding']) {
    test(`${path} has no axe violations in light and dark mode`, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('article h1')).toBeVisible();
      expect([...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark'))]).toEqual([]);
    });
  }
});
