/**
 * A page load as on a mid-range phone, shared by the browser measurements (scripts/bench.mjs
 * --longtasks, scripts/load-trace.mjs): 4x CPU throttling and Lighthouse's DevTools "slow 4G"
 * (lighthouse-core/config/constants.js), then navigation until the page is live.
 */
export const SLOW_4G = {offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8};

/** Throttles `page` (of `context`) to 4x CPU on slow 4G. */
export async function asSlowPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/**
 * Loads `url` and waits until the page is live: Docusaurus marks <html data-has-hydrated="true">,
 * this site also waits for its hydration gates; a site without the marker is live at `load`.
 */
export async function loadUntilLive(page, url) {
  await page.goto(url, {waitUntil: 'load', timeout: 90_000});
  await page
    .waitForFunction(() => {
      const root = document.documentElement;
      return !root.hasAttribute('data-has-hydrated') || (root.dataset.hasHydrated === 'true' && !root.hasAttribute('data-hydration-pending'));
    }, null, {timeout: 60_000, polling: 50})
    .catch(() => undefined);
}
