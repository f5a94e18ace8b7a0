import type {Page} from '@playwright/test';

/** The widths the layout check covers: a phone, the first desktop width, a laptop and a wide screen. */
export const LAYOUT_WIDTHS = [390, 997, 1280, 1440] as const;

export type LayoutReport = {
  /** Document wider than the viewport (horizontal scrolling). */
  overflow: string | null;
  /** Pairs of visible interactive elements whose boxes intersect. */
  overlaps: string[];
  /** Text cut off inside its box (navbar, sidebar, table of contents, tables). */
  clipped: string[];
  /** Navbar controls smaller than 24 × 24 px or with text under 14 px. */
  small: string[];
};

/**
 * Measures what a reader sees at the current viewport. Runs in the page; boxes are cut by every
 * ancestor that clips its overflow, so a sidebar link scrolled out of its panel does not count.
 */
export function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    type Box = {left: number; top: number; right: number; bottom: number};
    const describe = (el: Element): string => {
      const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${text}"`;
    };
    // checkVisibility also sees content a closed <details> hides (content-visibility: hidden).
    const isRendered = (el: Element): boolean => {
      if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse' || Number(style.opacity) === 0) return false;
      }
      return true;
    };
    /** The element's boxes: one per line for an inline element that wraps, cut by clipping ancestors. */
    const visibleBoxes = (el: Element): Box[] =>
      [...el.getClientRects()].map((r) => clipBox(el, {left: r.left, top: r.top, right: r.right, bottom: r.bottom})).filter((b): b is Box => b !== null);
    const clipBox = (el: Element, start: Box): Box | null => {
      let box = start;
      for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const p = node.getBoundingClientRect();
        box = {
          left: clipsX ? Math.max(box.left, p.left) : box.left,
          right: clipsX ? Math.min(box.right, p.right) : box.right,
          top: clipsY ? Math.max(box.top, p.top) : box.top,
          bottom: clipsY ? Math.min(box.bottom, p.bottom) : box.bottom,
        };
      }
      return box.right - box.left >= 2 && box.bottom - box.top >= 2 ? box : null;
    };

    const root = document.documentElement;
    const overflow = root.scrollWidth > root.clientWidth + 1 ? `document is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport` : null;

    const interactive = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])')]
      .filter(isRendered)
      .map((el) => ({el, boxes: visibleBoxes(el)}))
      .filter((item) => item.boxes.length > 0);
    const intersects = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const overlaps: string[] = [];
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i];
        const b = interactive[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (a.boxes.some((x) => b.boxes.some((y) => intersects(x, y)))) overlaps.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
      }
    }

    const clipped: string[] = [];
    const textBoxes = document.querySelectorAll('.navbar a, .navbar button, .theme-doc-sidebar-menu a, .table-of-contents a, table th, table td');
    for (const el of textBoxes) {
      if (!isRendered(el)) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1) clipped.push(describe(el));
    }
    const bar = document.querySelector('.navbar__inner');
    if (bar) {
      const limit = bar.getBoundingClientRect();
      for (const el of bar.querySelectorAll('a, button')) {
        if (!isRendered(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.right > limit.right + 1 || r.left < limit.left - 1)) clipped.push(`${describe(el)} leaves the navbar`);
      }
    }

    const small: string[] = [];
    for (const el of document.querySelectorAll('.navbar__inner a, .navbar__inner button')) {
      if (!isRendered(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2) continue;
      if (r.width < 24 || r.height < 24) small.push(`${describe(el)} is ${Math.round(r.width)} × ${Math.round(r.height)} px`);
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (hasText && size < 14) small.push(`${describe(el)} text is ${size} px`);
    }
    return {overflow, overlaps, clipped, small};
  });
}

/**
 * Waits until a resize or theme change has been laid out and painted, with transitions off so that
 * a panel sliding away (the mobile menu after a resize) is measured where it ends, and images decoded.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!document.getElementById('layout-check-no-motion')) {
      const style = document.createElement('style');
      style.id = 'layout-check-no-motion';
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    }
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => img.decode().catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/**
 * Switches the colour mode the way a reader does, with the navbar toggle (so React re-renders
 * themed images too). Needs a desktop width, where the toggle sits in the navbar.
 */
async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === mode) return;
  // A reader's tap: the toggle is enabled from the first paint; until the navbar is live the page
  // shell's script applies the tap as Docusaurus would (paintFirst/tapReplay.ts, tests/e2e/taps.spec.ts).
  await page.locator('.navbar__inner').getByRole('button', {name: /dark and light mode/}).click();
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode);
}

/** Problems at every layout width in both colour modes, one line each; empty when the page holds. */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const original = page.viewportSize() ?? {width: 1280, height: 800};
  for (const mode of ['light', 'dark'] as const) {
    await page.setViewportSize({width: 1280, height: 800});
    await setColourMode(page, mode);
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({width, height: 800});
      await settle(page);
      const report = await measureLayout(page);
      const at = `${width} px, ${mode}`;
      if (report.overflow) problems.push(`${at}: ${report.overflow}`);
      problems.push(...report.overlaps.map((p) => `${at}: ${p}`));
      problems.push(...report.clipped.map((p) => `${at}: clipped ${p}`));
      problems.push(...report.small.map((p) => `${at}: ${p}`));
    }
  }
  await page.setViewportSize({width: 1280, height: 800});
  await setColourMode(page, 'light');
  await page.setViewportSize(original);
  await page.evaluate(() => document.getElementById('layout-check-no-motion')?.remove());
  return problems;
}
