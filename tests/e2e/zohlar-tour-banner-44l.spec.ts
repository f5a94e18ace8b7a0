import {test, expect} from './fixtures';

/**
 * Task 44l (issue 28, u29p Z-6): at 360×640, before the privacy panel is answered, tour step 3 "Show me" put the cursor
 * in the chat's Message box under the panel (fixed over the bottom of the window). The box the tour focuses is shown
 * above the panel, and the panel reserves its own height as the page's scroll-padding-bottom, so no focused control
 * hides under it (WCAG 2.4.11).
 */
test.use({storedConsent: null, viewport: {width: 360, height: 640}});

/** The focused element's bottom and the panel's top, in window pixels. */
const focusAndPanel = () => {
  const focused = document.activeElement as HTMLElement;
  const panel = document.querySelector('[data-consent-banner]') as HTMLElement | null;
  const top = panel ? panel.getBoundingClientRect().top : innerHeight;
  const rect = focused.getBoundingClientRect();
  // A box the reader types in must be wholly above the panel; a region the tour shows (taller than the window) starts above it.
  const box = focused.matches('input, textarea');
  return {tag: focused.tagName, label: focused.getAttribute('aria-label') ?? focused.id, bottom: Math.round(box ? rect.bottom : rect.top + 24), panelTop: Math.round(top), panelHeight: panel?.offsetHeight ?? 0, padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0};
};

test('Z-6: each tour step\'s "Show me" leaves the focused box above the privacy panel', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/demo-room/zohlar-showcase');
  await expect(page.locator('[data-consent-banner]')).toBeVisible();
  await page.getByRole('button', {name: 'Start the tour'}).click();
  const tour = page.getByRole('region', {name: 'Guided tour'});
  for (let step = 1; step <= 5; step += 1) {
    await tour.getByRole('button', {name: 'Show me'}).click();
    await expect
      .poll(async () => {
        const where = await page.evaluate(focusAndPanel);
        return where.bottom <= where.panelTop ? 'above' : `step ${step}: ${where.tag} ${where.label} ends at ${where.bottom}, panel starts at ${where.panelTop}`;
      })
      .toBe('above');
    if (step < 5) {
      // Back to the tour's own controls for the next step.
      await page.getByRole('button', {name: 'Back to the tour'}).click();
      await tour.getByRole('button', {name: 'Next', exact: true}).click();
    }
  }
});

test('the privacy panel reserves at least its height as scroll-padding-bottom, at 360 and 1280 px', async ({page}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({width, height: width === 360 ? 640 : 800});
    await page.goto('/demo-room/zohlar-showcase');
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
    await expect.poll(async () => {
      const where = await page.evaluate(focusAndPanel);
      return where.padding >= where.panelHeight ? 'ok' : `${width} px: padding ${where.padding}, panel ${where.panelHeight}`;
    }).toBe('ok');
  }
});
