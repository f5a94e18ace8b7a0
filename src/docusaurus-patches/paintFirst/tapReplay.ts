/**
 * No lost taps. The page paints before its scripts run (./template.ts), so for a moment the
 * controls are drawn but not yet live: a tap then did nothing (the colour toggle is even
 * `disabled` until Docusaurus' `useIsBrowser()` is true, and a disabled button gets no click).
 * This script, at the start of <head>, catches a tap on one of CONTROLS until the control's part
 * of the page is live, keeps it from the app, and replays it once, in order, when it is and the
 * control is enabled. A part is live once Docusaurus' first pass is done
 * (`<html data-has-hydrated="true">`) and either the whole page has hydrated (no
 * `data-hydration-pending`) or the part's own hydration gate has (its name in
 * `<html data-parts-live>`, see src/components/HydrationGate; PARTS maps a control to its gate). The app never sees the original event, so a tap is
 * applied exactly once. A part that waits for the reader (HydrationGate `wake`: its element is
 * `[data-lazy-part]`, its name in `<html data-parts-waiting>`) is live only once it is listed in
 * `data-parts-live`; a tap kept for one of its controls asks for it (`<html data-parts-wanted>`),
 * before or after the app has started. Plain ES5; it runs on every page, and the CSP hashes it like every inline
 * script (src/plugins/securityHeaders).
 *
 * The colour toggle works from the first paint instead (issue 30): it is never disabled
 * (src/theme/ColorModeToggle), and until the navbar is live this script applies a tap itself,
 * exactly as Docusaurus' ColorModeProvider and ColorModeToggle (theme-common
 * `contexts/colorMode.js`, theme-classic `theme/ColorModeToggle`) would: the next choice in the
 * toggle's cycle (light/dark, or system/light/dark with `respectPrefersColorScheme`),
 * `data-theme` and `data-theme-choice` on <html>, the choice saved under the theme's storage key
 * (namespaced, `storageUtils.js`) with the same-window `storage` event Docusaurus dispatches, and
 * the button's title and label. The provider, once mounted, hears that event and takes the
 * choice over; before it mounts it reads the attributes. The navbar, when it wakes, renders the
 * provider's choice: no flip back, no second toggle. The app never sees such a tap.
 */

/** What the toggle needs from the site config (`themeConfig.colorMode`, `context.siteStorage`). */
export type ColorModeOptions = {
  /** The storage key Docusaurus uses: `theme` plus the site storage namespace. */
  readonly key: string;
  readonly respectPrefersColorScheme: boolean;
  readonly defaultMode: 'light' | 'dark';
};

/**
 * The toggle's title for each choice and its label (`{mode}` is the title): theme-classic's
 * default English messages (`theme.colorToggle.ariaLabel*`; the site has one locale). The guard
 * test checks them against the installed theme.
 */
export const COLOR_MODE_LABELS = {
  system: 'system mode',
  light: 'light mode',
  dark: 'dark mode',
  aria: 'Switch between dark and light mode (currently {mode})',
} as const;

/** The colour toggle's button (also in TAP_CONTROLS). */
export const COLOR_TOGGLE = '[class*="colorModeToggle"] button';


/**
 * The controls whose taps are kept: the mobile menu button, the colour-mode toggle, the search
 * button, the sidebar's category carets, the navbar's "More" menu (an `href="#"` link the
 * live navbar keeps from the browser), and a first visit's consent panel buttons (src/components/
 * ConsentBanner, in the root pass: no gate of its own, so live once the whole page is; before,
 * "Allow analytics" tapped 0.8–1.2 s after first paint at 4× CPU was lost, tests/e2e/taps.spec.ts).
 */
export const TAP_CONTROLS =
  '.navbar__toggle, ' + COLOR_TOGGLE + ', .navbar button[aria-haspopup="dialog"], .menu__caret, .navbar a[href="#"][aria-haspopup], [data-consent-banner] button';

/**
 * The hydration gate (src/theme wraps) each control lives in, by the closest container: the
 * navbar (with the mobile menu and its sidebar) and the desktop doc sidebar.
 */
export const TAP_PARTS: ReadonlyArray<readonly [container: string, gate: string]> = [
  ['.navbar', 'navbar'],
  ['.theme-doc-sidebar-container', 'doc-sidebar'],
];

/** The head script, for the site's colour-mode settings. */
export const tapReplayScript = (mode: ColorModeOptions): string => `(function () {
  var root = document.documentElement, queue = [], replaying = false, SELECTOR = ${JSON.stringify(TAP_CONTROLS)}, PARTS = ${JSON.stringify(TAP_PARTS)};
  var TOGGLE = ${JSON.stringify(COLOR_TOGGLE)}, MODE = ${JSON.stringify(mode)}, LABELS = ${JSON.stringify(COLOR_MODE_LABELS)};
  // Docusaurus' coerceToColorModeChoice: null is the system choice.
  function choice() {
    var value = root.getAttribute('data-theme-choice');
    return value === null || value === 'system' ? null : value === 'dark' ? 'dark' : 'light';
  }
  function label() {
    var title = LABELS[choice() || 'system'], buttons = document.querySelectorAll(TOGGLE);
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute('title', title);
      buttons[i].setAttribute('aria-label', LABELS.aria.replace('{mode}', title));
    }
  }
  // ColorModeToggle's getNextColorMode, then ColorModeProvider's setColorMode and its storage slot.
  function toggle() {
    var now = choice(), next = !MODE.respectPrefersColorScheme ? (now === 'dark' ? 'light' : 'dark') : now === null ? 'light' : now === 'light' ? 'dark' : null;
    root.setAttribute('data-theme', next || (MODE.respectPrefersColorScheme ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : MODE.defaultMode));
    root.setAttribute('data-theme-choice', next || 'system');
    label();
    try {
      var old = localStorage.getItem(MODE.key);
      if (next) localStorage.setItem(MODE.key, next);
      else localStorage.removeItem(MODE.key);
      if (old === next) return;
      var event = document.createEvent('StorageEvent');
      event.initStorageEvent('storage', false, false, MODE.key, old, next, location.href, localStorage);
      window.dispatchEvent(event);
    } catch (e) {}
  }
  // The server renders the label of no choice; until the navbar is live it states the real one.
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.querySelector(TOGGLE);
    if (button && !ready(button)) label();
  });
  function listed(attribute, name) {
    return (' ' + (root.getAttribute(attribute) || '') + ' ').indexOf(' ' + name + ' ') >= 0;
  }
  function lazyPartOf(control) {
    var element = control.closest('[data-lazy-part]');
    return element ? element.getAttribute('data-lazy-part') : null;
  }
  function partOf(control) {
    var lazy = lazyPartOf(control);
    if (lazy) return lazy;
    for (var i = 0; i < PARTS.length; i++) if (control.closest(PARTS[i][0])) return PARTS[i][1];
    return null;
  }
  function ready(control) {
    if (root.getAttribute('data-has-hydrated') !== 'true') return false;
    var part = control && partOf(control);
    if (part && listed('data-parts-waiting', part)) return listed('data-parts-live', part);
    if (!root.hasAttribute('data-hydration-pending')) return true;
    return Boolean(part) && listed('data-parts-live', part);
  }
  function controlOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest(SELECTOR) : null;
  }
  function keep(event, control) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(control);
    // A part waiting for the reader hydrates now (HydrationGate reads this, also when it starts).
    var lazy = lazyPartOf(control);
    if (lazy && !listed('data-parts-wanted', lazy)) root.setAttribute('data-parts-wanted', ((root.getAttribute('data-parts-wanted') || '') + ' ' + lazy).trim());
    if (queue.length === 1) whenReady(control, replay);
  }
  // A click on a control whose part is not live yet (kept while earlier taps wait, to keep the
  // order); a disabled one gets no click, only pointer events.
  window.addEventListener('click', function (event) {
    if (replaying) return;
    var control = controlOf(event);
    if (control && control.matches(TOGGLE) && !ready(control)) {
      // The app never sees it: the toggle is applied here (see above), once.
      event.preventDefault();
      event.stopImmediatePropagation();
      toggle();
    } else if (control && (queue.length || !ready(control))) keep(event, control);
  }, true);
  window.addEventListener('pointerup', function (event) {
    if (replaying || event.button !== 0) return;
    var control = controlOf(event);
    if (control && control.disabled && (queue.length || !ready(control))) keep(event, control);
  }, true);
  function whenReady(control, task) {
    if (ready(control)) return task();
    var observer = new MutationObserver(function () {
      if (!ready(control)) return;
      observer.disconnect();
      task();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated', 'data-hydration-pending', 'data-parts-live', 'data-parts-waiting']});
  }
  // One control at a time, in tap order, each once its part is live; a disabled one is waited for
  // (up to 5 s), then clicked.
  function replay() {
    var control = queue[0];
    if (!control) return;
    var waited = 0;
    (function next() {
      if (control.disabled && waited < 5000) {
        waited += 50;
        return setTimeout(next, 50);
      }
      queue.shift();
      replaying = true;
      if (control.isConnected && !control.disabled) control.click();
      replaying = false;
      // The next kept tap waits for its own part.
      if (queue.length) setTimeout(function () { whenReady(queue[0], replay); }, 0);
    })();
  }
})();`;
