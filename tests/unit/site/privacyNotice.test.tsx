/**
 * The privacy notice matches the site: every browser store it lists is the key the code uses, the
 * videos and the Demo Room are described, and the host is named from the build setting.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {render} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import config from '../../../docusaurus.config';
import {CONSENT_STORAGE_KEY} from '@site/src/lib/consent';
import {draftKey} from '@site/src/lib/forms/storage';
import {STORAGE_KEY as MATRIX_KEY} from '@site/src/learning-tools/use-case-matrix/model/storage';
import {OWN_TEXT_KEY} from '@site/src/learning-tools/chunking-playground/ownText';
import {MODEL_SETTINGS_KEY, STORAGE_KEY as CHAT_KEY} from '@site/src/demos/simple-chat/chatStore';
import {BACKUP_KEY as TRIAGE_BACKUP_KEY, STORAGE_KEY as TRIAGE_KEY} from '@site/src/demos/task-automation/store';
import {backupKey} from '@site/src/demos/kit/persist';
import {DOCUMENT_QA_KEPT} from '@site/src/demos/document-qa/kept';
import {DOCUMENT_QA_SESSION} from '@site/src/demos/document-qa/session';
import {WORKPLACE_KEPT} from '@site/src/demos/virtual-workplace-assistant/kept';
import {ZOHLAR_KEPT} from '@site/src/demos/zohlar-showcase/kept';
import {API_ASSISTANT_KEPT} from '@site/src/demos/universal-api-assistant/kept';
import {DISMISS_KEY, ID_KEY} from '@site/src/plugins/announcementBar';
import {HOSTS} from '@site/src/data/hosting';

const host = vi.hoisted(() => ({id: 'cloudflare-pages' as string}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {...config, customFields: {...config.customFields, host: host.id}}}),
}));
const {default: HostingProvider} = await import('@site/src/components/HostingProvider');

const NOTICE = readFileSync(join(__dirname, '../../../src/pages/privacy.mdx'), 'utf8');

describe('the privacy notice', () => {
  it('names every cap-demo: storage key written in src/ (found in the source, not listed by hand)', () => {
    // Each string or template literal in src/ that starts with "cap-demo:" and names more than the bare
    // prefix (persist.ts builds `cap-demo:${name}`) must appear in the notice: a key added without a row
    // there fails here (session 41: the Task Automation draft and tab keys were missing).
    const src = join(__dirname, '../../../src');
    const files = readdirSync(src, {recursive: true, encoding: 'utf8'}).filter((f) => /\.tsx?$/.test(f));
    const keys = new Set<string>();
    for (const file of files) {
      const text = readFileSync(join(src, file), 'utf8');
      for (const m of text.matchAll(/['"`](cap-demo:[a-z0-9:-]*[a-z0-9-])/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(8);
    expect(keys).toContain('cap-demo:task-automation:draft');
    expect([...keys].filter((key) => !NOTICE.includes(key))).toEqual([]);
  });

  it('lists each browser store under the key the code uses', () => {
    const draftPrefix = draftKey({id: 'newsletter'}).replace(/newsletter$/, '');
    for (const key of [CONSENT_STORAGE_KEY, 'theme', DISMISS_KEY, ID_KEY, MATRIX_KEY, CHAT_KEY, TRIAGE_KEY, TRIAGE_BACKUP_KEY, draftPrefix]) expect(NOTICE).toContain(`\`${key}\``);
    expect(NOTICE).toMatch(/`cap-consent` \| When you clear site data/);
    expect(NOTICE).toMatch(/Session storage, `cap-demo:simple-chat:v1`/);
  });

  it('lists Document Q&A’s question and answer in session storage, with its backup (issue 28 S-A2)', () => {
    expect(NOTICE).toContain(`Session storage, \`${DOCUMENT_QA_SESSION.key}\``);
    expect(NOTICE).toContain(`\`${backupKey(DOCUMENT_QA_SESSION.key)}\``);
  });

  it('lists Simple Chat’s model settings in session storage, never the API key (issue 28 S-B5)', () => {
    expect(NOTICE).toMatch(new RegExp(`The base URL, model name and timeout you use in Simple Chat \\(never the API key\\) \\| Session storage, \`${MODEL_SETTINGS_KEY}\``));
  });

  it('lists the chunking playground’s own text in session storage (u28s S-E1)', () => {
    expect(NOTICE).toContain(`Session storage, \`${OWN_TEXT_KEY}\``);
  });

  it('lists the Demo Room work kept in local storage, each key with its backup, and the Zohlar chat', () => {
    for (const spec of [DOCUMENT_QA_KEPT, WORKPLACE_KEPT, ZOHLAR_KEPT, API_ASSISTANT_KEPT]) {
      expect(NOTICE).toMatch(new RegExp(`Local storage, \`${spec.key}\` \\| When you press "Forget it" in the demo(?:, [^|,]+,?)? or clear site data`)); // Document Q&A: also "empty its paste box" (s46-r2)
      expect(NOTICE).toContain(`\`${backupKey(spec.key)}\``);
    }
    const zohlar = readFileSync(join(__dirname, '../../../src/demos/zohlar-showcase/index.tsx'), 'utf8');
    const chatKey = zohlar.match(/storageKey="([^"]+)"/)?.[1];
    expect(chatKey).toBe('cap-demo:zohlar-chat:v1');
    expect(NOTICE).toContain(`Session storage, \`${chatKey}\``);
    // What Clear removed, kept for Undo across a reload (43c, S-5): the chat's key + `:cleared` (simple-chat/index.tsx).
    const chat = readFileSync(join(__dirname, '../../../src/demos/simple-chat/index.tsx'), 'utf8');
    expect(chat).toContain('const clearedKey = `${storageKey}:cleared`;');
    for (const key of ['cap-demo:simple-chat:v1', chatKey]) expect(NOTICE).toContain(`\`${key}:cleared\``);
  });

  it('says what reaches Google after a video is played, and what the Demo Room sends where', () => {
    expect(NOTICE).toContain('## Videos');
    expect(NOTICE).toContain('youtube-nocookie.com');
    expect(NOTICE).toMatch(/Only when you press play/);
    expect(NOTICE).toContain('## The Demo Room');
    expect(NOTICE).toMatch(/API key you enter, your prompts .* straight to that endpoint/);
    expect(NOTICE).toMatch(/we never see or store any of it/);
  });

  it('names the host from the build setting, never in its own words', () => {
    expect(NOTICE).toContain('<HostingProvider />');
    for (const h of Object.values(HOSTS)) expect(NOTICE).not.toContain(h.name);
    const {container, unmount} = render(<HostingProvider />);
    expect(container.textContent).toBe('Cloudflare Pages, operated by Cloudflare, Inc. (its privacy statement)');
    unmount();
    host.id = 'github-pages';
    expect(render(<HostingProvider />).container.textContent).toMatch(/^GitHub Pages, operated by GitHub, Inc\./);
  });

  it('keeps the 14-month analytics retention tied to the property setting', () => {
    expect(NOTICE).toMatch(/Event data: 14 months \(the data retention setting of our Google Analytics property\)/);
  });
});
