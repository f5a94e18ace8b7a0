/**
 * No lost taps. The page paints before its scripts run (./template.ts), so for a moment the
 * controls are drawn but not yet live: a tap then did nothing (the colour toggle is even
 * `disabled` until Docusaurus' `useIsBrowser()` is true, and a disabled button gets no click).
 * This script, at the start of <head>, catches a tap on one of CONTROLS until the page has fully
 * hydrated (`<html data-has-hydrated="true">` without `data-hydration-pending`, see
 * src/components/HydrationGate), keeps it from the app, and replays it once, in order, when the
 * page is ready and the control is enabled. The app never sees the original event, so a tap is
 * applied exactly once. Plain ES5; it runs on every page, and the CSP hashes it like every inline
 * script (src/plugins/securityHeaders).
 */

/**
 * The controls whose taps are kept: the mobile menu button, the colour-mode toggle, the search
 * button, the sidebar's category carets.
 */
export const TAP_CONTROLS = '.navbar__toggle, [class*="colorModeToggle"] button, .navbar button[aria-haspopup="dialog"], .menu__caret';

export const TAP_REPLAY = `(function () {
  var root = document.documentElement, queue = [], replaying = false, SELECTOR = ${JSON.stringify(TAP_CONTROLS)};
  function ready() {
    return root.getAttribute('data-has-hydrated') === 'true' && !root.hasAttribute('data-hydration-pending');
  }
  function controlOf(event) {
    var target = event.target;
    return target && target.closest ? target.closest(SELECTOR) : null;
  }
  function keep(event, control) {
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(control);
    if (queue.length === 1) whenReady(replay);
  }
  // A click on a live or not-yet-live control; a disabled one gets no click, only pointer events.
  window.addEventListener('click', function (event) {
    if (replaying || ready()) return;
    var control = controlOf(event);
    if (control) keep(event, control);
  }, true);
  window.addEventListener('pointerup', function (event) {
    if (replaying || ready() || event.button !== 0) return;
    var control = controlOf(event);
    if (control && control.disabled) keep(event, control);
  }, true);
  function whenReady(task) {
    if (ready()) return task();
    var observer = new MutationObserver(function () {
      if (!ready()) return;
      observer.disconnect();
      task();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated', 'data-hydration-pending']});
  }
  // One control at a time, in tap order; a disabled one is waited for (up to 5 s), then clicked.
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
      setTimeout(replay, 0);
    })();
  }
})();`;
