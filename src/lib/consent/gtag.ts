/**
 * The Google tag under consent: the inline head snippet (Consent Mode v2 defaults, all denied) and
 * what happens when the reader's choice is known. gtag.js is requested only after consent.
 */
import type {Choice} from './index';

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export type GtagSetup = {readonly ids: readonly string[]; readonly config: Readonly<Record<string, unknown>>};

type GtagFn = (...args: unknown[]) => void;
export type GtagWindow = {
  dataLayer?: unknown[];
  gtag?: GtagFn;
  /** `lastPageView`: the path (pathname + search) of the last page view this code caused. */
  __capGtag?: GtagSetup & {loaded?: boolean; configured?: boolean; lastPageView?: string};
  __capConsent?: {analytics: Choice | 'unset'; signal: string | null};
  [flag: `ga-disable-${string}`]: boolean | undefined;
};

/**
 * The head snippet, before any other script: defines `gtag`, sets every Consent Mode v2 type to
 * denied and records the measurement ids. It loads nothing and sends nothing.
 */
export function consentDefaultsSnippet(setup: GtagSetup): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});",
    "gtag('set','ads_data_redaction',true);",
    `window.__capGtag=${JSON.stringify({ids: setup.ids, config: setup.config})};`,
  ].join('');
}

/** The script URL of gtag.js for the first measurement id (Google: one script, n configs). */
export function gtagScriptUrl(id: string): string {
  return `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

function call(win: GtagWindow, ...args: unknown[]): void {
  try {
    if (typeof win.gtag === 'function') win.gtag(...args);
    else (win.dataLayer ??= []).push(args);
  } catch {
    /* analytics must never break the page */
  }
}

/** Removes Google Analytics cookies (`_ga`, `_ga_<id>`) from this host and its parent domains. */
export function clearAnalyticsCookies(doc: Document): void {
  try {
    const names = doc.cookie
      .split(';')
      .map((c) => c.split('=')[0]?.trim() ?? '')
      .filter((name) => /^_ga(_|$)|^_gid$|^_gat/.test(name));
    const parts = doc.location?.hostname.split('.') ?? [];
    const domains = ['', ...parts.map((_, i) => `; domain=.${parts.slice(i).join('.')}`)];
    for (const name of names) for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  } catch {
    /* cookies blocked: nothing to clear */
  }
}

/**
 * Applies the effective choice. Granted: consent update, then gtag.js (once) and the config
 * (once), which sends this page's view. Denied: consent update, Google's per-id disable flag, and
 * the analytics cookies removed (a reader who withdraws consent).
 */
export function applyAnalyticsChoice(win: GtagWindow, doc: Document, effective: Choice, signal: string | null = null): void {
  const setup = win.__capGtag;
  win.__capConsent = {analytics: effective, signal};
  if (!setup || setup.ids.length === 0) return;
  if (effective === 'granted') {
    for (const id of setup.ids) win[`ga-disable-${id}`] = false;
    call(win, 'consent', 'update', {analytics_storage: 'granted'});
    if (!setup.loaded) {
      setup.loaded = true;
      const script = doc.createElement('script');
      script.async = true;
      script.src = gtagScriptUrl(setup.ids[0]!);
      doc.head.appendChild(script);
    }
    if (!setup.configured) {
      setup.configured = true;
      // The config sends the view of the page in the address bar now.
      setup.lastPageView = doc.location ? doc.location.pathname + doc.location.search : undefined;
      call(win, 'js', new Date());
      for (const id of setup.ids) call(win, 'config', id, setup.config);
    }
  } else {
    call(win, 'consent', 'update', {analytics_storage: 'denied'});
    for (const id of setup.ids) win[`ga-disable-${id}`] = true;
    clearAnalyticsCookies(doc);
  }
}

/**
 * A page view for a client-side navigation, only when the reader agreed, and never twice in a row
 * for one page. The address changes when a link is clicked, but the router runs its route-update
 * hooks (which call this) only once the new page's chunks have loaded: a reader who allows analytics
 * in between gets this page's view from the config already, and the navigation's would be a second.
 * Consecutive views of one path come only from that race: the client module ignores navigations
 * that keep the path and query (a hash change).
 */
export function sendPageView(win: GtagWindow, page: {location: string; title: string; path: string}): void {
  const setup = win.__capGtag;
  if (win.__capConsent?.analytics !== 'granted' || !setup?.configured) return;
  if (setup.lastPageView === page.path) return;
  setup.lastPageView = page.path;
  call(win, 'set', 'page_path', page.path);
  call(win, 'event', 'page_view', {page_location: page.location, page_title: page.title, page_path: page.path});
}
