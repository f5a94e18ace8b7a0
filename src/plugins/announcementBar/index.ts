import type {LoadContext, Plugin} from '@docusaurus/types';

/** Storage keys of the theme's announcement bar (theme-common `announcementBar.js`). */
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';
export const DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * The theme's head script hides the bar before paint when it was dismissed, without looking at
 * the bar's id; React resets the dismissal for a new id only after hydration, too late to undo
 * the hidden state. This script runs at the start of <body>, after the theme's, and counts a
 * dismissal only when it was of the current id, so a new announcement shows on its first load.
 */
export function announcementResetScript(id: string): string {
  return `(function(){try{var d=localStorage.getItem(${JSON.stringify(DISMISS_KEY)})==='true'&&localStorage.getItem(${JSON.stringify(ID_KEY)})===${JSON.stringify(id)};document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},String(d))}catch(e){}})();`;
}

export default function announcementBarPlugin(context: LoadContext): Plugin {
  const id = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar?.id;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!id) return {};
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript(id)}]};
    },
  };
}
