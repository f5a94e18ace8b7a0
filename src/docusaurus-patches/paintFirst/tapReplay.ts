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
 * applied exactly once. Plain ES5; it runs on every page, and the CSP hashes it like every inline
 * script (src/plugins/securityHeaders).
 */

/**
 * The controls whose taps are kept: the mobile menu button, the colour-mode toggle, the search
 * button, the sidebar's category carets.
 */
export const TAP_CONTROLS = '.navbar__toggle, [class*="colorModeToggle"] button, .navbar button[aria-haspopup="dialog"], .menu__caret';

/**
 * The hydration gate (src/theme wraps) each control lives in, by the closest container: the
 * navbar (with the mobile menu and its sidebar) and the desktop doc sidebar.
 */
export const TAP_PARTS: ReadonlyArray<readonly [container: string, gate: string]> = [
  ['.navbar', 'navbar'],
  ['.theme-doc-sidebar-container', 'doc-sidebar'],
];

export const TAP_REPLAY = `(function () {
  var root = document.documentElement, queue = [], replaying = false, SELECTOR = ${JSON.stringify(TAP_CONTROLS)}, PARTS = ${JSON.stringify(TAP_PARTS)};
  function partOf(control) {
    for (var i = 0; i < PARTS.length; i++) if (control.closest(PARTS[i][0])) return PARTS[i][1];
    return null;
  }
  function ready(control) {
    if (root.getAttribute('data-has-hydrated') !== 'true') return false;
    if (!root.hasAttribute('data-hydration-pending')) return true;
    var part = control && partOf(control);
    return Boolean(part) && (' ' + (root.getAttribute('data-parts-live') || '') + ' ').indexOf(' ' + part + ' ') >= 0;
  }
  function controlOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest(SELECTOR) : null;
  }
  function keep(event, control) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(control);
    if (queue.length === 1) whenReady(control, replay);
  }
  // A click on a control whose part is not live yet (kept while earlier taps wait, to keep the
  // order); a disabled one gets no click, only pointer events.
  window.addEventListener('click', function (event) {
    if (replaying) return;
    var control = controlOf(event);
    if (control && (queue.length || !ready(control))) keep(event, control);
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
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated', 'data-hydration-pending', 'data-parts-live']});
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
