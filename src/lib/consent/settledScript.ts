/**
 * Build side of the consent panel (imported by the plugin only, so it stays out of the browser
 * bundle): the script that runs at the start of <body>.
 */
import {CONSENT_STORAGE_KEY, CONSENT_VERSION} from './index';

/** Set on <html> before the first paint when the panel will not be needed (consentSettledScript). */
export const CONSENT_SETTLED_ATTRIBUTE = 'data-consent-settled';

/**
 * Pages are rendered with the first-visit panel in their HTML, so it paints with the page instead
 * of popping up after the scripts. This script runs at the start of <body>, before that paint, and
 * marks <html> when a valid choice is stored or the browser sends a privacy signal; CSS then hides
 * the server-rendered panel. Same rules as readStoredChoice and privacySignal (unit-tested).
 */
export function consentSettledScript(): string {
  return `(function(){var n=navigator,s=false;try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');s=!!r&&r.v===${CONSENT_VERSION}&&(r.analytics==='granted'||r.analytics==='denied')}catch(e){}var d=n.doNotTrack||window.doNotTrack||n.msDoNotTrack;if(s||n.globalPrivacyControl===true||d==='1'||d==='yes')document.documentElement.setAttribute(${JSON.stringify(CONSENT_SETTLED_ATTRIBUTE)},'')})();`;
}
