/**
 * Google Analytics under consent (replaces the preset's gtag plugin, which loads gtag.js and sends
 * a page view on every page before anyone agreed):
 * - every page's head gets one small inline snippet: Consent Mode v2 defaults, all denied;
 * - a client module reads the reader's stored choice (and Do Not Track / Global Privacy Control) and
 *   loads gtag.js only after "Allow analytics"; it sends page views on client-side navigation;
 * - the first-visit panel is in every page's HTML (ConsentBanner); a script at the start of <body>
 *   hides it before the first paint for readers who chose already or send a privacy signal.
 * With no measurement id (`GTAG_ID=off`) the plugin adds nothing.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {consentDefaultsSnippet} from '../../lib/consent/gtag';
import {CONSENT_PLUGIN_NAME, type ConsentPluginData} from '../../lib/consent';
import {consentSettledScript} from '../../lib/consent/settledScript';

export type ConsentAnalyticsOptions = {readonly trackingID: string; readonly anonymizeIP?: boolean};

export default function consentAnalyticsPlugin(_context: LoadContext, options: ConsentAnalyticsOptions): Plugin {
  const ids = options.trackingID ? [options.trackingID] : [];
  return {
    name: CONSENT_PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData({enabled: ids.length > 0} satisfies ConsentPluginData);
    },
    getClientModules() {
      return ids.length > 0 ? [join(__dirname, 'client.ts')] : [];
    },
    injectHtmlTags() {
      if (ids.length === 0) return {};
      const config = options.anonymizeIP ? {anonymize_ip: true} : {};
      return {
        headTags: [{tagName: 'script', innerHTML: consentDefaultsSnippet({ids, config})}],
        preBodyTags: [{tagName: 'script', innerHTML: consentSettledScript()}],
      };
    },
  };
}
