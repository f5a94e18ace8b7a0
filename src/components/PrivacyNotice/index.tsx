import type {MouseEvent, ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {normalizeEndpoint} from '@site/src/lib/forms/endpoint';
import {openConsentSettings} from '@site/src/lib/consent';
import {rememberFocusForConsent, useConsentState} from '@site/src/components/ConsentBanner';

/** Where this build's forms send their data: the form service's host, or the e-mail fallback. */
export function FormService(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const endpoint = normalizeEndpoint(siteConfig.customFields?.formEndpoint);
  if (!endpoint) {
    return (
      <>
        This website currently has no form service connected: submitting a form opens a pre-filled e-mail in your own e-mail
        program, and nothing is sent until you press Send there.
      </>
    );
  }
  const host = endpoint.startsWith('/') ? 'this website' : new URL(endpoint).host;
  return (
    <>
      The forms on this website send what you enter to the form service at <code>{host}</code>, which passes it on to us.
    </>
  );
}

/** Whether this build uses Google Analytics at all (a measurement id is configured). */
export function useAnalyticsConfigured(): boolean {
  const {siteConfig} = useDocusaurusContext();
  return typeof siteConfig.customFields?.gtagId === 'string' && siteConfig.customFields.gtagId !== '';
}

/** A button that opens the consent panel, with the current setting next to it. */
export function PrivacySettingsControl(): ReactNode {
  const state = useConsentState();
  const configured = useAnalyticsConfigured();
  if (!configured) return <p>This build of the website does not use Google Analytics, so there is nothing to choose.</p>;
  const current = !state.ready
    ? null
    : state.signal
      ? 'off, because your browser sends a privacy signal'
      : state.choice === 'granted'
        ? 'on'
        : state.choice === 'denied'
          ? 'off'
          : 'off until you choose';
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    rememberFocusForConsent(event.currentTarget);
    openConsentSettings();
  };
  return (
    <>
      <p data-needs-js="">
        {current && <>Analytics on this website is currently {current}. </>}
        <button type="button" className="button button--primary button--sm" onClick={open} disabled={!state.ready}>
          Change privacy settings
        </button>
      </p>
      <noscript>
        <p>With JavaScript off, this website cannot load analytics at all, so there is nothing to change.</p>
      </noscript>
    </>
  );
}
