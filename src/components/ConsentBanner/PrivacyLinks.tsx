import type {MouseEvent, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {openConsentSettings} from '@site/src/lib/consent';
import {rememberFocusForConsent, useConsentState} from './index';
import styles from './styles.module.css';

/**
 * Footer links: the privacy notice, and "Privacy settings", which reopens the consent panel. Without
 * JavaScript (or without analytics in this build) it leads to the notice's section on settings.
 */
export default function PrivacyLinks(): ReactNode {
  const state = useConsentState();
  const settingsHref = `${useBaseUrl('/privacy')}#privacy-settings`;
  const onSettings = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!state.ready || !state.enabled) return;
    event.preventDefault();
    rememberFocusForConsent(event.currentTarget);
    openConsentSettings();
  };
  return (
    <nav className={styles.footerLinks} aria-label="Privacy">
      <Link to="/privacy">Privacy notice</Link>
      <a href={settingsHref} onClick={onSettings}>
        Privacy settings
      </a>
    </nav>
  );
}
