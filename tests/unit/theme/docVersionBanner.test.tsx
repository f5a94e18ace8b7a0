/**
 * src/theme/DocVersionBanner renders nothing, as theme-classic's does for a docs version without a
 * banner; a version with one fails the render (the build), naming the fix. The site has no such
 * version: every docs area has one version, `current`, and no banner.
 */
// @vitest-environment jsdom
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const version = vi.hoisted(() => ({current: {version: 'current', pluginId: 'default', banner: null as string | null}}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useDocsVersion: () => version.current}));

const {default: DocVersionBanner} = await import('@site/src/theme/DocVersionBanner');
const {default: config} = await import('../../../docusaurus.config');

describe('docs version banner', () => {
  it('renders nothing for a version without a banner', () => {
    version.current = {version: 'current', pluginId: 'default', banner: null};
    expect(renderToStaticMarkup(<DocVersionBanner />)).toBe('');
  });

  it('fails, naming the fix, for a version with a banner', () => {
    version.current = {version: '1.0', pluginId: 'default', banner: 'unmaintained'};
    expect(() => renderToStaticMarkup(<DocVersionBanner />)).toThrow(/"unmaintained" banner.*delete that ejected component/);
  });

  it('has nothing to show on this site: every docs area has only its current version, without a banner', () => {
    const docsOptions = [
      ...(config.presets ?? []).map((preset) => (Array.isArray(preset) ? (preset[1] as {docs?: object}).docs : undefined)),
      ...(config.plugins ?? []).filter((plugin): plugin is [string, object] => Array.isArray(plugin) && plugin[0] === 'content-docs').map((plugin) => plugin[1]),
    ].filter(Boolean) as {versions?: Record<string, {banner?: string}>; lastVersion?: string; onlyIncludeVersions?: string[]}[];
    expect(docsOptions.length).toBeGreaterThan(1);
    for (const options of docsOptions) {
      expect(options.lastVersion).toBe('current');
      expect(Object.keys(options.versions ?? {})).toEqual(['current']);
      expect(options.versions?.current?.banner ?? 'none').toBe('none');
    }
  });
});
