import {afterEach, describe, expect, it} from 'vitest';
import announcementBarPlugin, {announcementResetScript, DISMISSED_ATTRIBUTE, DISMISS_KEY, ID_KEY} from '@site/src/plugins/announcementBar';
import type {LoadContext} from '@docusaurus/types';

const run = (id: string) => new Function(announcementResetScript(id))();
const attribute = () => document.documentElement.getAttribute(DISMISSED_ATTRIBUTE);

describe('announcement reset script', () => {
  afterEach(() => localStorage.clear());

  it('keeps the bar hidden when the current announcement was dismissed', () => {
    localStorage.setItem(DISMISS_KEY, 'true');
    localStorage.setItem(ID_KEY, 'v2');
    run('v2');
    expect(attribute()).toBe('true');
  });

  it('shows a new announcement even though the old one was dismissed', () => {
    localStorage.setItem(DISMISS_KEY, 'true');
    localStorage.setItem(ID_KEY, 'v1');
    run('v2');
    expect(attribute()).toBe('false');
  });

  it('shows the bar to a first-time reader', () => {
    run('v2');
    expect(attribute()).toBe('false');
  });
});

describe('announcementBarPlugin', () => {
  it('injects the script at the start of <body> with the configured id', () => {
    const context = {siteConfig: {themeConfig: {announcementBar: {id: 'news-7'}}}} as unknown as LoadContext;
    const tags = announcementBarPlugin(context).injectHtmlTags?.({content: undefined}) as {preBodyTags: {innerHTML: string}[]};
    expect(tags.preBodyTags).toHaveLength(1);
    expect(tags.preBodyTags[0].innerHTML).toContain('"news-7"');
  });
});
