/**
 * Browser side of the consent plugin: reads the stored choice and the browser's privacy signals,
 * applies them to the Google tag, and sends a page view after each client-side navigation (only
 * when the reader agreed).
 */
import type {ClientModule} from '@docusaurus/types';
import {effectiveChoice, initConsent, privacySignal, readStoredChoice, safeLocalStorage} from '../../lib/consent';
import {applyAnalyticsChoice, sendPageView, type GtagWindow} from '../../lib/consent/gtag';

if (typeof window !== 'undefined') {
  const win = window as unknown as GtagWindow;
  const storage = safeLocalStorage();
  const choice = readStoredChoice(storage);
  const signal = privacySignal(navigator as Navigator & {globalPrivacyControl?: boolean}, window as {doNotTrack?: string | null});
  const enabled = Boolean(win.__capGtag?.ids.length);
  const apply = (effective: 'granted' | 'denied') => applyAnalyticsChoice(win, document, effective, signal);
  initConsent({enabled, choice, signal, storageBlocked: storage === null}, apply);
  const effective = effectiveChoice(choice, signal);
  if (effective) apply(effective);
  else win.__capConsent = {analytics: 'unset', signal};
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || (location.pathname === previousLocation.pathname && location.search === previousLocation.search)) return;
    // The title is updated in the next tick (react-helmet-async); read it then.
    setTimeout(() => {
      sendPageView(window as unknown as GtagWindow, {
        location: window.location.href,
        title: document.title,
        path: location.pathname + location.search,
      });
    });
  },
};

export default clientModule;
