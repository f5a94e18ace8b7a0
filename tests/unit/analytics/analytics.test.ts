import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {installKeyboardNavigationMarker, KEYBOARD_CLASS} from '../../../src/clientModules/keyboardNavigation';

const SOURCE = readFileSync(join(__dirname, '../../../static/js/analytics.js'), 'utf8');
const ID = 'G-CAP0000000';

type AnalyticsWindow = Window & {
  gtag?: (...args: unknown[]) => void;
  __capAnalytics?: {disabled: boolean; ids: string[]};
  __capConsent?: {analytics: string; signal: string | null};
  __capGtag?: {ids: string[]};
} & Record<string, unknown>;
const win = window as unknown as AnalyticsWindow;

function setPrivacy({dnt, gpc}: {dnt: string | null; gpc: boolean | undefined}) {
  Object.defineProperty(navigator, 'doNotTrack', {value: dnt, configurable: true});
  Object.defineProperty(navigator, 'globalPrivacyControl', {value: gpc, configurable: true});
}

function runScript() {
  new Function(SOURCE)();
}

beforeEach(() => {
  document.head.innerHTML = `<script async src="https://www.googletagmanager.com/gtag/js?id=${ID}"></script>`;
  document.body.innerHTML = '<a id="out" href="https://example.org/paper?x=1">paper</a><a id="in" href="/docs/intro">intro</a>';
  delete win[`ga-disable-${ID}`];
  delete win.gtag;
  delete win.__capConsent;
  delete win.__capGtag;
});

afterEach(() => {
  setPrivacy({dnt: null, gpc: undefined});
  vi.restoreAllMocks();
});

describe('analytics.js', () => {
  it('sends nothing for visitors with Do Not Track on', () => {
    setPrivacy({dnt: '1', gpc: undefined});
    runScript();
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect(win.__capAnalytics).toEqual({ids: [ID], disabled: true});
  });

  it('sends nothing for visitors with Global Privacy Control on', () => {
    setPrivacy({dnt: null, gpc: true});
    runScript();
    expect(win[`ga-disable-${ID}`]).toBe(true);
  });

  it('reads the measurement ids from the consent snippet when gtag.js is not loaded yet', () => {
    document.head.innerHTML = '';
    win.__capGtag = {ids: [ID]};
    setPrivacy({dnt: '1', gpc: undefined});
    runScript();
    expect(win[`ga-disable-${ID}`]).toBe(true);
  });

  it('records no outbound click before the reader agreed', () => {
    setPrivacy({dnt: null, gpc: undefined});
    const gtag = vi.fn();
    win.gtag = gtag;
    win.__capConsent = {analytics: 'unset', signal: null};
    runScript();
    const out = document.getElementById('out')!;
    out.addEventListener('click', (e) => e.preventDefault());
    out.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    win.__capConsent = {analytics: 'denied', signal: null};
    out.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    expect(gtag).not.toHaveBeenCalled();
  });

  it('leaves analytics on otherwise and, after consent, records outbound clicks only', () => {
    setPrivacy({dnt: '0', gpc: false});
    const gtag = vi.fn();
    win.gtag = gtag;
    win.__capConsent = {analytics: 'granted', signal: null};
    runScript();
    expect(win[`ga-disable-${ID}`]).toBeUndefined();
    document.getElementById('in')!.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    expect(gtag).not.toHaveBeenCalled();
    const out = document.getElementById('out')!;
    out.addEventListener('click', (e) => e.preventDefault());
    out.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    expect(gtag).toHaveBeenCalledWith('event', 'click', expect.objectContaining({event_category: 'outbound', link_domain: 'example.org', link_url: 'https://example.org/paper'}));
  });

  it('never throws when the Google tag is missing or broken', () => {
    setPrivacy({dnt: null, gpc: undefined});
    document.head.innerHTML = '';
    expect(runScript).not.toThrow();
    win.gtag = () => {
      throw new Error('blocked');
    };
    const out = document.getElementById('out')!;
    out.addEventListener('click', (e) => e.preventDefault());
    expect(() => out.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))).not.toThrow();
  });
});

describe('keyboard navigation marker', () => {
  it('adds the class on Tab and removes it on mouse down', () => {
    const uninstall = installKeyboardNavigationMarker(document);
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'a'}));
    expect(document.body.classList.contains(KEYBOARD_CLASS)).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Tab'}));
    expect(document.body.classList.contains(KEYBOARD_CLASS)).toBe(true);
    document.dispatchEvent(new MouseEvent('mousedown'));
    expect(document.body.classList.contains(KEYBOARD_CLASS)).toBe(false);
    uninstall();
  });
});
