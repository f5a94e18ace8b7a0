// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import * as eta from 'eta';
import stockTemplate from '../../../node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {SSR_TEMPLATE, START_SCRIPTS_AFTER_PAINT} from '@site/src/docusaurus-patches/paintFirst/template';
import paintFirstPlugin, {colorModeOptions} from '@site/src/docusaurus-patches/paintFirst';
import {COLOR_MODE_LABELS, tapReplayScript, type ColorModeOptions} from '@site/src/docusaurus-patches/paintFirst/tapReplay';

const MODE: ColorModeOptions = {key: 'theme-352', respectPrefersColorScheme: false, defaultMode: 'light'};
const TAP_REPLAY = tapReplayScript(MODE);

/** Renders a template the way Docusaurus does (ssgTemplate.js: eta, rmWhitespace). */
function render(template: string, scripts: string[], appHtml = '<main><h1>Title</h1></main>'): Document {
  const html = eta.compile(template.trim(), {rmWhitespace: true})(
    {
      appHtml,
      baseUrl: '/base/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: 'class="page"',
      headTags: '<meta name="head-tag">',
      preBodyTags: '<script>window.pre = 1</script>',
      postBodyTags: '<script>window.post = 1</script>',
      metaAttributes: ['<title>Page</title>'],
      scripts,
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: '3.10.2',
    },
    eta.defaultConfig,
  ) as string;
  return new DOMParser().parseFromString(html, 'text/html');
}

const SCRIPTS = ['assets/js/runtime~main.js', 'assets/js/main.js'];

describe('page template', () => {
  it('uses every slot of Docusaurus’ own template', () => {
    const slots = (template: string) => new Set(template.match(/it\.\w+/g));
    expect([...slots(stockTemplate)].filter((slot) => !slots(SSR_TEMPLATE).has(slot))).toEqual([]);
  });

  it('renders what the stock template renders, with the scripts preloaded instead of deferred', () => {
    const ours = render(SSR_TEMPLATE, SCRIPTS);
    const stock = render(stockTemplate, SCRIPTS);
    expect(ours.title).toBe(stock.title);
    expect(ours.documentElement.lang).toBe('en');
    expect(ours.body.className).toBe('page');
    expect(ours.querySelector('#__docusaurus')?.innerHTML).toBe(stock.querySelector('#__docusaurus')?.innerHTML);
    expect(ours.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/base/assets/css/styles.css');
    expect(stock.querySelectorAll('script[src]')).toHaveLength(2);
    expect(ours.querySelectorAll('script[src]')).toHaveLength(0);
    const preloads = [...ours.querySelectorAll('head link[rel=preload][as=script][data-app-script]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/base/assets/js/runtime~main.js', '/base/assets/js/main.js']);
    // Everything else in the head and body comes through as in the stock template.
    expect(ours.querySelector('meta[name=head-tag]')).not.toBeNull();
    expect(ours.body.querySelectorAll('script')).toHaveLength(2);
  });

  it('moves the resource hints React puts before the app into the head, where Preact does not trip over them', () => {
    const app = '<link rel="preload" as="image" href="/img/logo.svg"/><link rel="preload" as="image" href="/img/b.svg"><div role="region"><a href="#main">Skip</a></div><main><link rel="stylesheet" href="/in-page.css"></main>';
    const ours = render(SSR_TEMPLATE, SCRIPTS, app);
    expect([...ours.head.querySelectorAll('link[as=image]')].map((link) => link.getAttribute('href'))).toEqual(['/img/logo.svg', '/img/b.svg']);
    const root = ours.querySelector('#__docusaurus')!;
    expect(root.firstElementChild?.getAttribute('role')).toBe('region');
    expect(root.querySelectorAll('link[as=image]')).toHaveLength(0);
    // Only the leading run moves: a link the page itself renders stays where it is.
    expect(root.querySelector('main link[rel=stylesheet]')).not.toBeNull();
  });

  it('the plugin puts the starter script at the end of every page, and the tap keeper in the head', () => {
    type Tags = {headTags: {tagName: string; innerHTML: string}[]; postBodyTags: {tagName: string; innerHTML: string}[]};
    const context = {siteConfig: {themeConfig: {colorMode: {defaultMode: 'light', respectPrefersColorScheme: false}}}, siteStorage: {type: 'localStorage', namespace: '-352'}};
    expect(colorModeOptions(context as unknown as Parameters<typeof colorModeOptions>[0])).toEqual(MODE);
    const tags = (paintFirstPlugin(context as unknown as Parameters<typeof paintFirstPlugin>[0]).injectHtmlTags as () => Tags)();
    expect(tags.postBodyTags).toEqual([{tagName: 'script', innerHTML: START_SCRIPTS_AFTER_PAINT}]);
    expect(tags.headTags).toEqual([{tagName: 'script', innerHTML: TAP_REPLAY}]);
  });
});

describe('starting the scripts after the first paint', () => {
  let frames: FrameRequestCallback[] = [];
  let paintObservers: {callback: (list: {getEntriesByName(name: string): unknown[]}, observer: {disconnect(): void}) => void; connected: boolean}[] = [];
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    frames = [];
    paintObservers = [];
  });

  function runLoader({visibility = 'visible', paintTiming = true}: {visibility?: DocumentVisibilityState; paintTiming?: boolean} = {}) {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
      entry: (typeof paintObservers)[number];
      constructor(callback: (typeof paintObservers)[number]['callback']) {
        this.entry = {callback, connected: false};
        paintObservers.push(this.entry);
      }
      observe(options: {type: string}) {
        expect(options.type).toBe('paint');
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    document.head.innerHTML = '<link rel="preload" as="script" data-app-script href="/a.js"><link rel="preload" as="script" href="/other.js"><link rel="preload" as="script" data-app-script href="/b.js">';
    new Function(START_SCRIPTS_AFTER_PAINT)();
  }
  const report = (name: string) =>
    paintObservers.filter((o) => o.connected).forEach((o) => o.callback({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])}, {disconnect: () => (o.connected = false)}));
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
  const inserted = () => [...document.body.querySelectorAll('script')].map((script) => ({src: new URL(script.src).pathname, async: script.async}));
  const IN_ORDER = [
    {src: '/a.js', async: false},
    {src: '/b.js', async: false},
  ];

  it('waits for the first contentful paint, then inserts the scripts in order, executed in order', () => {
    runLoader();
    nextFrame();
    nextFrame();
    report('first-paint');
    vi.advanceTimersByTime(10);
    expect(inserted()).toEqual([]);
    report('first-contentful-paint');
    expect(inserted()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(inserted()).toEqual(IN_ORDER);
    // Later events (the safety timer, the tab going hidden) insert nothing more.
    vi.advanceTimersByTime(5000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted()).toHaveLength(2);
  });

  it('starts after 3 s if no contentful paint is reported', () => {
    runLoader();
    vi.advanceTimersByTime(2999);
    expect(inserted()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(inserted()).toEqual(IN_ORDER);
  });

  it('starts when the tab is hidden before it painted', () => {
    runLoader();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted()).toEqual(IN_ORDER);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    runLoader({visibility: 'hidden'});
    expect(inserted()).toEqual(IN_ORDER);
    expect(paintObservers).toHaveLength(0);
  });

  it('without paint timing, starts after two frames', () => {
    runLoader({paintTiming: false});
    expect(paintObservers).toHaveLength(0);
    nextFrame();
    vi.runOnlyPendingTimers();
    expect(inserted()).toEqual([]);
    nextFrame();
    vi.runOnlyPendingTimers();
    expect(inserted()).toEqual(IN_ORDER);
  });
});

describe('taps before the page is live', () => {
  const root = document.documentElement;
  let cleanup: (() => void) | undefined;

  /** A page with the controls, the app's handlers on them, and the keeper running from the head. */
  function page(): {clicks: string[]; toggle: HTMLButtonElement; menu: HTMLButtonElement} {
    document.body.innerHTML =
      '<nav class="navbar"><button class="navbar__toggle" type="button">Menu</button><div class="toggle_x colorModeToggle_y"><button type="button">Mode</button></div><a href="#x" id="other">Other</a></nav>';
    root.setAttribute('data-has-hydrated', 'false');
    const clicks: string[] = [];
    const toggle = document.querySelector<HTMLButtonElement>('.colorModeToggle_y button')!;
    const menu = document.querySelector<HTMLButtonElement>('.navbar__toggle')!;
    toggle.addEventListener('click', () => clicks.push('mode'));
    menu.addEventListener('click', () => clicks.push('menu'));
    runKeeper(TAP_REPLAY);
    return {clicks, toggle, menu};
  }

  /** Runs the keeper's script; each run installs its listeners on the same window: keep them apart. */
  function runKeeper(script: string): void {
    const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    }) as typeof window.addEventListener;
    new Function(script)();
    window.addEventListener = add;
    cleanup = () => listeners.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
  }
  const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
  const pointerUp = (el: Element) => el.dispatchEvent(new (window.PointerEvent ?? MouseEvent)('pointerup', {bubbles: true, button: 0}));

  afterEach(() => {
    cleanup?.();
    root.removeAttribute('data-has-hydrated');
    root.removeAttribute('data-hydration-pending');
    root.removeAttribute('data-parts-live');
    document.body.innerHTML = '';
  });

  it('keeps a tap from the app until the page is live, then replays it once', async () => {
    const {clicks, menu} = page();
    menu.click();
    expect(clicks).toEqual([]);
    root.setAttribute('data-has-hydrated', 'true');
    root.setAttribute('data-hydration-pending', '');
    await tick();
    expect(clicks).toEqual([]);
    root.removeAttribute('data-hydration-pending');
    await tick(10);
    expect(clicks).toEqual(['menu']);
    // Live now: taps go straight to the app, once.
    menu.click();
    expect(clicks).toEqual(['menu', 'menu']);
  });

  /** Docusaurus' storage slot listener (theme-common storageUtils.js `listen`), as the provider uses it. */
  function provider(key: string): string[] {
    const heard: string[] = [];
    window.addEventListener('storage', (event) => {
      if (event.storageArea === localStorage && event.key === key) heard.push(String(event.newValue));
    });
    return heard;
  }
  const state = () => `${root.getAttribute('data-theme-choice')} ${root.getAttribute('data-theme')} ${localStorage.getItem(MODE.key)}`;

  it('applies a colour toggle tap itself until the navbar is live, as Docusaurus would, and the app never sees it', () => {
    const {clicks, toggle} = page();
    localStorage.removeItem(MODE.key);
    // Docusaurus' inline theme script: no stored choice gives light.
    root.setAttribute('data-theme', 'light');
    root.setAttribute('data-theme-choice', 'light');
    const heard = provider(MODE.key);
    toggle.click();
    expect(state()).toBe('dark dark dark');
    expect(toggle.title).toBe(COLOR_MODE_LABELS.dark);
    expect(toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    expect(heard).toEqual(['dark']);
    // The app is mounted (Docusaurus hydrated) but the navbar waits: still applied here, once per tap.
    root.setAttribute('data-has-hydrated', 'true');
    root.setAttribute('data-parts-waiting', 'navbar');
    document.querySelector('.navbar')!.setAttribute('data-lazy-part', 'navbar');
    toggle.click();
    expect(state()).toBe('light light light');
    expect(heard).toEqual(['dark', 'light']);
    expect(clicks).toEqual([]);
    // The navbar is live: the app's toggle takes the taps.
    root.setAttribute('data-parts-live', 'navbar');
    toggle.click();
    expect(clicks).toEqual(['mode']);
    expect(state()).toBe('light light light');
    root.removeAttribute('data-parts-waiting');
    localStorage.removeItem(MODE.key);
  });

  it('cycles system, light, dark with respectPrefersColorScheme, as ColorModeToggle does', () => {
    document.body.innerHTML = '<nav class="navbar"><div class="colorModeToggle_y"><button type="button">Mode</button></div></nav>';
    root.setAttribute('data-has-hydrated', 'false');
    root.setAttribute('data-theme', 'light');
    root.setAttribute('data-theme-choice', 'system');
    runKeeper(tapReplayScript({...MODE, respectPrefersColorScheme: true}));
    vi.stubGlobal('matchMedia', (query: string) => ({matches: query === '(prefers-color-scheme: dark)'}));
    const toggle = document.querySelector('button')!;
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      toggle.click();
      seen.push(`${state()} ${toggle.title}`);
    }
    expect(seen).toEqual(['light light light light mode', 'dark dark dark dark mode', 'system dark null system mode']);
  });

  it('keeps a tap on a disabled control (pointer events only) and replays it once it is enabled', async () => {
    const {clicks, menu} = page();
    menu.disabled = true;
    pointerUp(menu);
    menu.click(); // a disabled button gets no click; the browser would not even dispatch it
    root.setAttribute('data-has-hydrated', 'true');
    await tick(10);
    expect(clicks).toEqual([]);
    menu.disabled = false;
    await tick(120);
    expect(clicks).toEqual(['menu']);
  });

  it('replays a tap once its own part is live, before the rest of the page', async () => {
    const {clicks, menu} = page();
    document.body.insertAdjacentHTML('beforeend', '<aside class="theme-doc-sidebar-container"><button class="menu__caret" type="button">Open</button></aside>');
    const caret = document.querySelector<HTMLButtonElement>('.menu__caret')!;
    caret.addEventListener('click', () => clicks.push('caret'));
    menu.click();
    root.setAttribute('data-has-hydrated', 'true');
    root.setAttribute('data-hydration-pending', '');
    await tick();
    expect(clicks).toEqual([]);
    // The navbar's gate has hydrated; the sidebar's has not, and the page is not live yet.
    root.setAttribute('data-parts-live', 'navbar');
    await tick(10);
    expect(clicks).toEqual(['menu']);
    caret.click();
    await tick(10);
    expect(clicks).toEqual(['menu']);
    root.setAttribute('data-parts-live', 'navbar doc-sidebar');
    await tick(10);
    expect(clicks).toEqual(['menu', 'caret']);
    // Its part live: the next tap goes straight to the app, once.
    caret.click();
    expect(clicks).toEqual(['menu', 'caret', 'caret']);
  });

  it('holds a tap in a part waiting for the reader after the page is live, asks for the part, and replays it once the part is live', async () => {
    const {clicks} = page();
    document.body.insertAdjacentHTML('beforeend', '<div data-lazy-part="doc-sidebar"><button class="menu__caret" type="button">Open</button></div>');
    const caret = document.querySelector<HTMLButtonElement>('[data-lazy-part] .menu__caret')!;
    caret.addEventListener('click', () => clicks.push('caret'));
    root.setAttribute('data-has-hydrated', 'true');
    root.setAttribute('data-parts-waiting', 'navbar doc-sidebar');
    caret.click();
    await tick(10);
    expect(clicks).toEqual([]);
    expect(root.getAttribute('data-parts-wanted')).toBe('doc-sidebar');
    root.setAttribute('data-parts-live', 'doc-sidebar');
    await tick(10);
    expect(clicks).toEqual(['caret']);
    caret.click();
    expect(clicks).toEqual(['caret', 'caret']);
    root.removeAttribute('data-parts-waiting');
    root.removeAttribute('data-parts-wanted');
  });

  it('keeps a tap on a first visit\'s consent panel button (root pass, no gate) until the whole page is live, then replays it once', async () => {
    page();
    document.body.insertAdjacentHTML('beforeend', '<div data-consent-banner=""><button type="button">Allow analytics</button></div>');
    const allow = document.querySelector<HTMLButtonElement>('[data-consent-banner] button')!;
    const chosen: string[] = [];
    allow.addEventListener('click', () => chosen.push('granted'));
    allow.click();
    expect(chosen).toEqual([]);
    // The root pass done, parts still hydrating (and the navbar live): the panel has no part of its own.
    root.setAttribute('data-has-hydrated', 'true');
    root.setAttribute('data-hydration-pending', '');
    root.setAttribute('data-parts-live', 'navbar');
    await tick(10);
    expect(chosen).toEqual([]);
    root.removeAttribute('data-hydration-pending');
    await tick(10);
    expect(chosen).toEqual(['granted']);
  });

  it('lets other clicks through', () => {
    page();
    const event = new MouseEvent('click', {bubbles: true, cancelable: true});
    document.getElementById('other')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
