import {lazy, useEffect, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import type StockFooter from '@theme-original/Footer';
import HydrationGate from '@site/src/components/HydrationGate';
import {rememberFocusForConsent} from '@site/src/components/ConsentBanner';
import {getConsentState, openConsentSettings} from '@site/src/lib/consent';
import {addStaticAction} from '@site/src/docusaurus-patches/islands/staticLinks';

/** 'preact' or 'react', set for both bundles by src/docusaurus-patches/clientRuntime. */
declare const __SITE_CLIENT_RUNTIME__: string;

type Props = ComponentProps<typeof StockFooter>;

const load = () => import('@theme-original/Footer');

/**
 * The stock footer's code. In the browser bundle of a Preact build (Docusaurus defines
 * `process.env.HYDRATE_CLIENT_ENTRY` for that bundle only, so the other branch and its import
 * are dropped from it) it is a chunk of its own: a first load keeps the server's footer as a
 * static part and never runs it, so it is fetched only once the reader points at or focuses a
 * link, for the pages client-side navigation renders in full. The server and React builds import it as usual.
 */
const Footer: ComponentType<Props> =
  process.env.HYDRATE_CLIENT_ENTRY && __SITE_CLIENT_RUNTIME__ === 'preact'
    ? lazy(load)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-original/Footer') as {default: ComponentType<Props>}).default;

/**
 * "Privacy settings" (src/components/ConsentBanner/PrivacyLinks) reopens the consent panel where
 * there is one; in a static footer the delegated listener does it for the link.
 */
const PRIVACY_SETTINGS = {
  selector: 'footer a[href$="#privacy-settings"]',
  run(link: HTMLAnchorElement): boolean {
    const state = getConsentState();
    if (!state.ready || !state.enabled) return false;
    rememberFocusForConsent(link);
    openConsentSettings();
    return true;
  },
};

/**
 * Wrap: the stock footer, a static part on Preact (never hydrated on the first load; its links go
 * to the router, src/components/HydrationGate).
 */
export default function FooterWrapper(props: Props): ReactNode {
  useEffect(() => {
    const remove = addStaticAction(PRIVACY_SETTINGS);
    // Fetched when the reader points at (mouse, pen or touch) or focuses a link, as Docusaurus'
    // Link preloads a page; the first load itself never needs it.
    const events = ['pointerover', 'focusin'];
    const warm = (event: Event): void => {
      if (!(event.target as Element).closest?.('a[href]')) return;
      for (const type of events) document.removeEventListener(type, warm);
      void load();
    };
    for (const type of events) document.addEventListener(type, warm, {passive: true});
    return () => {
      remove();
      for (const type of events) document.removeEventListener(type, warm);
    };
  }, []);
  return (
    <HydrationGate name="footer" static>
      <Footer {...props} />
    </HydrationGate>
  );
}
