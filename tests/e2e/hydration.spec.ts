/**
 * Hydration keeps the server's page: on every route, the DOM after full hydration (`<html
 * data-has-hydrated="true">` and no `data-hydration-pending`, src/components/HydrationGate) holds
 * the same element nodes the server HTML put there, with the same class and style attributes and
 * the same text of their own, and a link focused before the app started still has focus.
 *
 * How: an init script watches for the app's scripts being inserted (src/docusaurus-patches/paintFirst starts
 * them after the first paint; the MutationObserver callback runs in that same task, before any
 * of them can run) and tags every element of the app's markup (`#__docusaurus`) there: its node,
 * class, style and own text. It focuses the first link of the article. After hydration each tagged
 * node must still be in the document, unchanged, unless a rule in NORMALISED says why it may
 * change (the browser's version of a component replacing the server's after hydration, as React
 * does; those run on React builds too). Run it on a React build too, both runtimes must pass:
 * `CLIENT_RUNTIME=react npx docusaurus build --out-dir build-react`, then
 * `CLIENT_RUNTIME=react BUILD_DIR=build-react PORT=<port> npx playwright test hydration.spec.ts`.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {ROUTES} from './routes';

const CHUNK = 12;
/** The runtime the build under test was made with: set CLIENT_RUNTIME=react with BUILD_DIR of a React build. */
const RUNTIME = process.env.CLIENT_RUNTIME === 'react' ? 'react' : 'preact';

/**
 * What may legitimately differ between the server HTML and the hydrated page, each with its reason.
 * Selectors match the tagged element or an ancestor (closest()).
 * Outside the list by construction: <html>, <head> and <body> (the app and Helmet set attributes on
 * <html> and <body>: data-has-hydrated, data-theme, data-hydration-pending, the keyboard class,
 * and write <head>); only `#__docusaurus` is tagged.
 */
type Rule = {
  readonly selector: string;
  readonly change: 'removed' | 'class' | 'text' | 'style';
  /** For `class`: only class names matching this pattern may come or go. */
  readonly classes?: string;
  readonly reason: string;
};

export const NORMALISED: readonly Rule[] = [
  {
    selector: 'img[class*="themedComponent--"]',
    change: 'removed',
    reason: 'ThemedImage renders both colour modes on the server and only the current one once useIsBrowser() is true (the logos).',
  },
  {
    selector: '.menu__list-item-collapsible > a.menu__link',
    change: 'removed',
    reason: 'A sidebar category without a page of its own links its first page on the server (readable without JavaScript) and becomes a button once useIsBrowser() is true (useCategoryHrefWithSSRFallback).',
  },
  {
    selector: 'li.theme-doc-sidebar-item-category > ul.menu__list',
    change: 'style',
    reason: 'useCollapsible writes the open state of a sidebar category as inline style after mounting.',
  },
  {
    selector: '.tabs-container',
    change: 'removed',
    reason: 'Docusaurus Tabs remount with key={String(useIsBrowser())} once the browser side is known.',
  },
  {
    selector: '.table-of-contents__link',
    change: 'class',
    classes: '^table-of-contents__link--active$',
    reason: 'The table of contents marks the heading in view after hydration.',
  },
  {
    selector: '.theme-doc-markdown, .theme-doc-markdown figure',
    change: 'class',
    classes: '^image-zoom-holder$',
    reason: 'src/clientModules/imageZoom marks zoomable images once hydration is done.',
  },
  {
    selector: '[class*="fallback_"]',
    change: 'removed',
    reason: 'A BrowserOnly fallback ("needs JavaScript") is replaced by the component once useIsBrowser() is true.',
  },
  {
    selector: 'noscript',
    change: 'text',
    reason: 'With scripting on, the parser keeps <noscript> content as one text node; Preact replaces it with elements (React leaves it). A <noscript> is never displayed with scripting on.',
  },
  {
    selector: 'textarea',
    change: 'text',
    reason: 'The server writes a textarea\'s value as its text; Preact sets the value property instead and drops the text child (the spec checks the value is the server\'s text).',
  },
  {
    selector: '[class*="status_"]',
    change: 'text',
    reason: 'A demo\'s status line reports work it starts after mounting (indexing its sample).',
  },
  {
    selector: 'p[data-needs-js]',
    change: 'text',
    reason: 'The privacy notice states the reader\'s stored analytics choice, which only the browser can read (server snapshot: none).',
  },
  {
    selector: '[data-consent-banner], [data-consent-banner] + *, #__docusaurus > div[aria-hidden="true"]',
    change: 'removed',
    reason: 'The first-visit consent panel (and its spacer) is in the HTML; the client removes it for a reader who chose already (the tests store a choice).',
  },
];

type Difference = {path: string; change: Rule['change'] | 'value'; before: string | null; after: string | null};
type Result = {runtime: string; checked: number; differences: Difference[]; appRanEarly: boolean; tagged: boolean; focus: string | null};

/** Installed before every document: tags the server's nodes in the task that starts the app. */
function tagServerNodes(rules: readonly Rule[]): void {
  type Tag = {el: Element; parent: Element | null; path: string; cls: string | null; style: string | null; text: string; allowed: string[]};
  const ownText = (el: Element): string =>
    Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('');
  const state: {tags: Tag[]; appRanEarly: boolean; focused: Element | null; taken: boolean} = {tags: [], appRanEarly: false, focused: null, taken: false};
  (window as unknown as {__serverNodes: typeof state}).__serverNodes = state;
  const describe = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node.id !== '__docusaurus' && parts.length < 6; node = node.parentElement) {
      const cls = (node.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2);
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls.map((c) => `.${c}`).join('')}`);
    }
    return parts.join(' > ');
  };
  const take = (): void => {
    state.taken = true;
    // A webpack chunk array means a bundle already ran: the snapshot would not be the server's.
    state.appRanEarly = Object.keys(window).some((key) => key.startsWith('webpackChunk'));
    const app = document.getElementById('__docusaurus');
    if (!app) return;
    // Rules match the server's markup (a removed node has no ancestors left to match later).
    for (const el of Array.from(app.querySelectorAll('*'))) {
      const allowed = rules.filter((rule) => el.closest(rule.selector) !== null).map((rule) => (rule.classes ? `class:${rule.classes}` : rule.change));
      state.tags.push({el, parent: el.parentElement, path: describe(el), cls: el.getAttribute('class'), style: el.getAttribute('style'), text: ownText(el), allowed});
    }
    const link = app.querySelector<HTMLAnchorElement>('main article a[href], main a[href]');
    if (link) {
      link.focus({preventScroll: true});
      state.focused = document.activeElement === link ? link : null;
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLScriptElement && !node.hasAttribute('data-app-script') && /\/assets\/js\//.test(node.src) && node.parentNode === document.body && !node.hasAttribute('async') && !state.taken) {
          observer.disconnect();
          take();
          return;
        }
      }
    }
  });
  observer.observe(document, {childList: true, subtree: true});
}

async function compare(page: Page): Promise<Result> {
  return page.evaluate(() => {
    type Tag = {el: Element; parent: Element | null; path: string; cls: string | null; style: string | null; text: string; allowed: string[]};
    const state = (window as unknown as {__serverNodes: {tags: Tag[]; appRanEarly: boolean; focused: Element | null; taken: boolean}}).__serverNodes;
    const ownText = (el: Element): string =>
      Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('');
    const differences: Difference[] = [];
    for (const {el, path, cls, style, text, allowed: changes} of state.tags) {
      const allowed = (_el: Element, change: string): boolean => changes.includes(change);
      if (!el.isConnected) {
        if (!allowed(el, 'removed')) differences.push({path, change: 'removed', before: el.outerHTML.slice(0, 160), after: null});
        continue;
      }
      // Class names that differ, less those a rule lets come or go.
      const names = (value: string | null) => new Set((value ?? '').split(/\s+/).filter(Boolean));
      const [was, now] = [names(cls), names(el.getAttribute('class'))];
      const changed = [...was, ...now].filter((name) => was.has(name) !== now.has(name));
      const patterns = changes.filter((c) => c.startsWith('class:')).map((c) => new RegExp(c.slice(6)));
      const unexplained = changed.filter((name) => !patterns.some((pattern) => pattern.test(name)));
      if (unexplained.length && !allowed(el, 'class')) differences.push({path, change: 'class', before: cls, after: el.getAttribute('class')});
      if (el.getAttribute('style') !== style && !allowed(el, 'style')) differences.push({path, change: 'style', before: style, after: el.getAttribute('style')});
      if (el instanceof HTMLTextAreaElement && el.value !== text && !allowed(el, 'value')) differences.push({path, change: 'value', before: text.slice(0, 80), after: el.value.slice(0, 80)});
      if (ownText(el) !== text && !allowed(el, 'text')) differences.push({path, change: 'text', before: text.slice(0, 80), after: ownText(el).slice(0, 80)});
    }
    // A removed subtree reports its top node only.
    const removed = new Set(state.tags.filter((tag) => !tag.el.isConnected).map((tag) => tag.el));
    const top = new Set(state.tags.filter((tag) => removed.has(tag.el) && !(tag.parent && removed.has(tag.parent))).map((tag) => tag.path));
    const deduped = differences.filter((d) => d.change !== 'removed' || top.has(d.path));
    const name = (el: Element | null): string => (el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing');
    const focus = state.focused && document.activeElement !== state.focused ? `focus moved from ${name(state.focused)} to ${name(document.activeElement)}` : null;
    // React marks its root container; Preact does not.
    const app = document.getElementById('__docusaurus');
    const runtime = app && Object.keys(app).some((key) => key.startsWith('__reactContainer')) ? 'react' : 'preact';
    return {runtime, checked: state.tags.length, differences: deduped.slice(0, 200), appRanEarly: state.appRanEarly, tagged: state.taken, focus};
  });
}

test.describe('hydration keeps the server HTML', () => {
  test.beforeEach(async ({context}) => {
    // HYDRATION_RULES=none reports every difference (to compare the two runtimes' raw differences).
    await context.addInitScript(tagServerNodes, process.env.HYDRATION_RULES === 'none' ? [] : NORMALISED);
  });

  for (let start = 0; start < ROUTES.length; start += CHUNK) {
    const routes = ROUTES.slice(start, start + CHUNK);
    test(`routes ${start + 1}–${start + routes.length} (${routes[0]} …): same nodes, classes, styles and focus after hydration`, async ({page}) => {
      test.setTimeout(routes.length * 15_000);
      let nodes = 0;
      for (const route of routes) {
        await page.goto(route);
        const result = await compare(page);
        nodes += result.checked;
        // HYDRATION_LOG=1: one line per difference, to review them across routes.
        if (process.env.HYDRATION_LOG) for (const d of result.differences) console.log(`HYD ${route} ${d.change} ${d.path} :: ${d.before} => ${d.after}`);
        if (process.env.HYDRATION_LOG && result.focus) console.log(`HYD ${route} focus ${result.focus}`);
        expect.soft(result.runtime, `${route}: the build runs the runtime it was built for (CLIENT_RUNTIME)`).toBe(RUNTIME);
        expect.soft(result.tagged, `${route}: the server nodes were tagged before the app started`).toBe(true);
        expect.soft(result.appRanEarly, `${route}: no bundle ran before the snapshot`).toBe(false);
        expect.soft(result.checked, `${route}: server nodes tagged`).toBeGreaterThan(50);
        expect.soft(result.differences, `${route}: server nodes replaced, restyled or rewritten by hydration`).toEqual([]);
        expect.soft(result.focus, `${route}: focus kept on the link focused before hydration`).toBeNull();
      }
      test.info().annotations.push({type: 'server nodes compared', description: String(nodes)});
      console.log(`hydration: ${routes.length} routes, ${nodes} server nodes compared`);
    });
  }
});
