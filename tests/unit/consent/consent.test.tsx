import {readFileSync} from 'node:fs';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import ConsentBanner from '@site/src/components/ConsentBanner';
import PrivacyLinks from '@site/src/components/ConsentBanner/PrivacyLinks';
import {renderToString} from 'react-dom/server';
import {setPluginData} from '../support/useGlobalData';
import {
  CONSENT_PLUGIN_NAME,
  CONSENT_STORAGE_KEY,
  effectiveChoice,
  initConsent,
  privacySignal,
  readStoredChoice,
  resetConsentForTests,
  writeStoredChoice,
  type KeyValueStorage,
} from '@site/src/lib/consent';
import {CONSENT_SETTLED_ATTRIBUTE, consentSettledScript} from '@site/src/lib/consent/settledScript';
import {applyAnalyticsChoice, consentDefaultsSnippet, sendPageView, type GtagWindow} from '@site/src/lib/consent/gtag';

const ID = 'G-CAP0000000';
const win = window as unknown as GtagWindow & Record<string, unknown>;

function runSnippet() {
  new Function(consentDefaultsSnippet({ids: [ID], config: {anonymize_ip: true}}))();
}
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');
const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  resetConsentForTests();
  document.head.innerHTML = '';
  localStorage.clear();
  delete win.dataLayer;
  delete win.gtag;
  delete win.__capGtag;
  delete win.__capConsent;
  delete win[`ga-disable-${ID}`];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Consent Mode defaults', () => {
  it('the head snippet denies every consent type and loads nothing', () => {
    runSnippet();
    expect(commands()[0]).toEqual([
      'consent',
      'default',
      {ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied'},
    ]);
    expect(commands().some(([name]) => name === 'config')).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    expect(win.__capGtag?.ids).toEqual([ID]);
  });

  it('granting updates consent before the config (the page view) and loads gtag.js once', () => {
    runSnippet();
    applyAnalyticsChoice(win, document, 'granted');
    applyAnalyticsChoice(win, document, 'granted');
    const names = commands().map(([name, arg]) => `${String(name)}:${typeof arg === 'string' ? arg : ''}`);
    expect(names.indexOf('consent:update')).toBeLessThan(names.indexOf(`config:${ID}`));
    expect(names.filter((n) => n === `config:${ID}`)).toHaveLength(1);
    expect(commands().find(([name, arg]) => name === 'consent' && arg === 'update')?.[2]).toEqual({analytics_storage: 'granted'});
    expect(gtagScripts()).toHaveLength(1);
    expect((gtagScripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('declining loads nothing, sets Google’s disable flag and removes analytics cookies', () => {
    runSnippet();
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'theme=dark; path=/';
    applyAnalyticsChoice(win, document, 'denied');
    expect(gtagScripts()).toHaveLength(0);
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('theme=dark');
  });

  it('sends page views for client navigations only after consent', () => {
    runSnippet();
    const page = {location: 'http://localhost/docs/intro', title: 'Intro', path: '/docs/intro'};
    win.__capConsent = {analytics: 'unset', signal: null};
    sendPageView(win, page);
    expect(commands().some(([, arg]) => arg === 'page_view')).toBe(false);
    applyAnalyticsChoice(win, document, 'granted');
    sendPageView(win, page);
    expect(commands().find(([, arg]) => arg === 'page_view')?.[2]).toMatchObject({page_path: '/docs/intro'});
  });

  it('sends no second view of the page the config counted (consent given while a navigation was still loading)', () => {
    runSnippet();
    const at = (path: string) => ({location: `http://localhost${path}`, title: path, path});
    const views = () => commands().filter(([name, arg]) => name === 'event' && arg === 'page_view').map(([, , params]) => (params as {page_path: string}).page_path);
    window.history.replaceState(null, '', '/action-plan/intro');
    win.__capConsent = {analytics: 'unset', signal: null};
    applyAnalyticsChoice(win, document, 'granted');
    // The router's late route update for the page the config just counted.
    sendPageView(win, at('/action-plan/intro'));
    expect(views()).toEqual([]);
    sendPageView(win, at('/codebase/intro'));
    sendPageView(win, at('/action-plan/intro'));
    expect(views()).toEqual(['/codebase/intro', '/action-plan/intro']);
    window.history.replaceState(null, '', '/');
  });
});

describe('stored choice and privacy signals', () => {
  it('round-trips the choice and ignores junk', () => {
    expect(readStoredChoice(localStorage)).toBeNull();
    expect(writeStoredChoice(localStorage, 'granted')).toBe(true);
    expect(readStoredChoice(localStorage)).toBe('granted');
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readStoredChoice(localStorage)).toBeNull();
  });

  it('tolerates blocked storage', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {},
    };
    expect(readStoredChoice(blocked)).toBeNull();
    expect(writeStoredChoice(blocked, 'granted')).toBe(false);
    expect(readStoredChoice(null)).toBeNull();
  });

  it('Do Not Track and Global Privacy Control force denied', () => {
    expect(privacySignal({globalPrivacyControl: true})).toBe('gpc');
    expect(privacySignal({doNotTrack: '1'})).toBe('dnt');
    expect(privacySignal({doNotTrack: '0'})).toBeNull();
    expect(effectiveChoice('granted', 'gpc')).toBe('denied');
    expect(effectiveChoice('granted', null)).toBe('granted');
    expect(effectiveChoice(null, null)).toBeNull();
  });
});

describe('consent panel', () => {
  function start(choice: 'granted' | 'denied' | null, signal: 'gpc' | 'dnt' | null = null, storageBlocked = false) {
    const apply = vi.fn();
    act(() => initConsent({enabled: true, choice, signal, storageBlocked}, apply));
    return apply;
  }

  it('asks on the first visit with two equal buttons, remembers the choice and closes', async () => {
    const user = userEvent.setup();
    render(<ConsentBanner />);
    const apply = start(null);
    const region = screen.getByRole('region', {name: 'Privacy choices'});
    expect(region).toHaveAccessibleDescription(/Nothing is sent to Google unless you allow it/);
    expect(screen.getByRole('link', {name: 'Privacy notice'})).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', {name: 'Allow analytics'}));
    expect(apply).toHaveBeenCalledWith('granted');
    expect(readStoredChoice(localStorage)).toBe('granted');
    expect(screen.queryByRole('region', {name: 'Privacy choices'})).toBeNull();
  });

  it('stays closed when a choice is stored, and reopens from "Privacy settings" with focus, Escape returning it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PrivacyLinks />
        <ConsentBanner />
      </>,
    );
    const apply = start('granted');
    expect(screen.queryByRole('region', {name: 'Privacy choices'})).toBeNull();
    const link = screen.getByRole('link', {name: 'Privacy settings'});
    await user.click(link);
    expect(screen.getByRole('region', {name: 'Privacy choices'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Privacy choices'})).toHaveFocus();
    expect(screen.getByText('Analytics is currently on.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', {name: 'Privacy choices'})).toBeNull();
    expect(link).toHaveFocus();
    await user.click(link);
    await user.click(screen.getByRole('button', {name: 'Decline analytics'}));
    expect(apply).toHaveBeenLastCalledWith('denied');
    expect(readStoredChoice(localStorage)).toBe('denied');
    expect(link).toHaveFocus();
  });

  it('with a privacy signal does not ask, and the settings only explain', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PrivacyLinks />
        <ConsentBanner />
      </>,
    );
    start(null, 'gpc');
    expect(screen.queryByRole('region', {name: 'Privacy choices'})).toBeNull();
    await user.click(screen.getByRole('link', {name: 'Privacy settings'}));
    expect(screen.getByRole('region', {name: 'Privacy choices'})).toHaveTextContent(/Global Privacy Control/);
    expect(screen.queryByRole('button', {name: 'Allow analytics'})).toBeNull();
  });

  it('says when the browser blocks storage', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PrivacyLinks />
        <ConsentBanner />
      </>,
    );
    start(null, null, true);
    const blocked = {getItem: () => null, setItem: () => { throw new Error('blocked'); }, removeItem: () => {}};
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked.setItem);
    await user.click(screen.getByRole('button', {name: 'Decline analytics'}));
    vi.restoreAllMocks();
    await user.click(screen.getByRole('link', {name: 'Privacy settings'}));
    expect(screen.getByText(/blocks storage, so this choice holds until you leave or reload the page/)).toBeInTheDocument();
  });
});

describe('first-visit panel in the HTML', () => {
  afterEach(() => {
    setPluginData(CONSENT_PLUGIN_NAME, undefined);
    document.documentElement.removeAttribute(CONSENT_SETTLED_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  it('is server-rendered when the build has analytics, marked as pending, and hidden without JavaScript', () => {
    setPluginData(CONSENT_PLUGIN_NAME, {enabled: true});
    const html = renderToString(<ConsentBanner />);
    const box = document.createElement('div');
    box.innerHTML = html;
    const panel = box.querySelector('[data-consent-banner]');
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('data-needs-js');
    expect(panel?.className).toContain('pending');
    expect(panel?.textContent).toMatch(/Nothing is sent to Google unless you allow it/);
    expect(box.querySelectorAll('button')).toHaveLength(2);
  });

  it('is hidden by the stylesheet once the body-start script marks <html>', () => {
    const css = readFileSync('src/components/ConsentBanner/styles.module.css', 'utf8');
    expect(css).toContain(`:global(html[${CONSENT_SETTLED_ATTRIBUTE}]) .pending {\n  display: none;`);
  });

  it('is not rendered by a build without analytics', () => {
    setPluginData(CONSENT_PLUGIN_NAME, {enabled: false});
    expect(renderToString(<ConsentBanner />)).toBe('');
  });

  it('loses the pending mark once the client has read the choice', () => {
    setPluginData(CONSENT_PLUGIN_NAME, {enabled: true});
    render(<ConsentBanner />);
    expect(document.querySelector('[data-consent-banner]')?.className).toContain('pending');
    act(() => initConsent({enabled: true, choice: null, signal: null, storageBlocked: false}, vi.fn()));
    expect(document.querySelector('[data-consent-banner]')?.className).not.toContain('pending');
  });

  type Case = {stored: string | null; gpc?: boolean; dnt?: string};
  const cases: Case[] = [
    {stored: null},
    {stored: JSON.stringify({v: 1, analytics: 'granted', at: '2026-11-24T00:00:00Z'})},
    {stored: JSON.stringify({v: 1, analytics: 'denied', at: '2026-11-24T00:00:00Z'})},
    {stored: JSON.stringify({v: 2, analytics: 'granted'})},
    {stored: JSON.stringify({v: 1, analytics: 'maybe'})},
    {stored: '{not json'},
    {stored: null, gpc: true},
    {stored: null, dnt: '1'},
    {stored: null, dnt: 'yes'},
    {stored: null, dnt: '0'},
  ];
  for (const testCase of cases) {
    it(`the body-start script settles exactly when the client would not ask: ${JSON.stringify(testCase)}`, () => {
      if (testCase.stored === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
      else localStorage.setItem(CONSENT_STORAGE_KEY, testCase.stored);
      const nav = {globalPrivacyControl: testCase.gpc, doNotTrack: testCase.dnt ?? null};
      vi.stubGlobal('navigator', nav);
      new Function(consentSettledScript())();
      const clientAsks = readStoredChoice(localStorage) === null && privacySignal(nav) === null;
      expect(document.documentElement.hasAttribute(CONSENT_SETTLED_ATTRIBUTE)).toBe(!clientAsks);
      document.documentElement.removeAttribute(CONSENT_SETTLED_ATTRIBUTE);
    });
  }

  it('the body-start script leaves the panel alone when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.stubGlobal('navigator', {});
    new Function(consentSettledScript())();
    expect(document.documentElement.hasAttribute(CONSENT_SETTLED_ATTRIBUTE)).toBe(false);
  });
});
