import {useEffect, type ComponentProps, type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import HydrationGate from '@site/src/components/HydrationGate';
import {rememberFocusForConsent} from '@site/src/components/ConsentBanner';
import {getConsentState, openConsentSettings} from '@site/src/lib/consent';
import {addStaticAction} from '@site/src/docusaurus-patches/islands/staticLinks';

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
export default function FooterWrapper(props: ComponentProps<typeof Footer>): ReactNode {
  useEffect(() => addStaticAction(PRIVACY_SETTINGS), []);
  return (
    <HydrationGate name="footer" static>
      <Footer {...props} />
    </HydrationGate>
  );
}
