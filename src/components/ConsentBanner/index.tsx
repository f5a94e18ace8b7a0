import clsx from 'clsx';
import {useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  bannerVisible,
  chooseConsent,
  closeConsentSettings,
  getConsentState,
  getServerConsentState,
  subscribeConsent,
  CONSENT_PLUGIN_NAME,
  type ConsentPluginData,
  type ConsentState,
} from '@site/src/lib/consent';
import styles from './styles.module.css';

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getServerConsentState);
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The element that had focus when settings opened, to return focus there on close. */
let returnFocusTo: HTMLElement | null = null;
export function rememberFocusForConsent(element: HTMLElement | null): void {
  returnFocusTo = element;
}

/**
 * The analytics consent panel: fixed to the bottom of the window (over the page, never pushing it,
 * so nothing shifts), shown on the first visit and whenever "Privacy settings" is chosen.
 * Both buttons are equally prominent; the choice is remembered. With Do Not Track or Global
 * Privacy Control on, analytics stays off and the panel only says so.
 */
export default function ConsentBanner(): ReactNode {
  const state = useConsentState();
  const build = usePluginData(CONSENT_PLUGIN_NAME) as ConsentPluginData | undefined;
  // Until the client has read the stored choice (server render, hydration) this is the first-visit
  // panel, in the HTML so it paints with the page; the body-start script hides it for readers who
  // do not need it (consentSettledScript). Without JavaScript, data-needs-js hides it.
  const pending = !state.ready;
  const visible = pending ? Boolean(build?.enabled) : bannerVisible(state);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [height, setHeight] = useState(0);

  // Keep focused elements from hiding under the panel (WCAG 2.4.11), and leave room after the
  // page's end so the footer can scroll clear of it. Neither moves anything already on screen.
  useIsomorphicLayoutEffect(() => {
    const panel = panelRef.current;
    if (!visible || !panel) {
      setHeight(0);
      return undefined;
    }
    const update = () => setHeight(panel.offsetHeight);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(panel);
    return () => observer?.disconnect();
  }, [visible]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = height ? `${height + 16}px` : '';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [height]);

  // Opened from "Privacy settings": move focus into the panel; Escape closes it.
  useEffect(() => {
    if (!state.settingsOpen) return undefined;
    titleRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.settingsOpen]);

  if (!visible) return null;

  const restoreFocus = () => {
    const target = returnFocusTo;
    returnFocusTo = null;
    if (target && document.contains(target)) target.focus();
  };
  function close() {
    const reopened = getConsentState().settingsOpen;
    closeConsentSettings();
    if (reopened) restoreFocus();
  }
  const choose = (choice: 'granted' | 'denied') => {
    const reopened = state.settingsOpen;
    chooseConsent(choice);
    if (reopened) restoreFocus();
  };

  const current = state.signal ? 'off (your browser asks sites not to track)' : state.choice === 'granted' ? 'on' : state.choice === 'denied' ? 'off' : null;

  return (
    <>
      <div aria-hidden="true" style={{height}} />
      <div
        ref={panelRef}
        className={clsx(styles.panel, pending && styles.pending)}
        role="region"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        data-consent-banner=""
        data-needs-js="">
        <div className={styles.inner}>
          <div className={styles.text}>
            <h2 id="consent-title" ref={titleRef} tabIndex={-1} className={styles.title}>
              Privacy choices
            </h2>
            <p id="consent-text" className={styles.body}>
              {state.signal ? (
                <>
                  Your browser sends a {state.signal === 'gpc' ? 'Global Privacy Control' : 'Do Not Track'} signal, so this site
                  does not use Google Analytics for you and loads nothing from Google.{' '}
                </>
              ) : (
                <>
                  We use Google Analytics to count page views. Nothing is sent to Google unless you allow it; change your mind
                  any time under “Privacy settings” at the bottom of every page.{' '}
                </>
              )}
              <Link to="/privacy">Privacy notice</Link>
            </p>
            {current && (
              <p className={styles.status} role="status">
                Analytics is currently {current}.
              </p>
            )}
            {state.storageBlocked && state.choice !== null && (
              <p className={styles.status}>Your browser blocks storage, so this choice holds until you leave or reload the page.</p>
            )}
          </div>
          <div className={styles.actions}>
            {!state.signal && (
              <>
                <button type="button" className="button button--primary" onClick={() => choose('granted')}>
                  Allow analytics
                </button>
                <button type="button" className="button button--primary" onClick={() => choose('denied')}>
                  Decline analytics
                </button>
              </>
            )}
            {state.settingsOpen && (
              <button type="button" className="button button--secondary" onClick={close}>
                Close
              </button>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
