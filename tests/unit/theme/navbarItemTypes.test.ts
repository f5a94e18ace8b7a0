/**
 * src/theme/NavbarItem/ComponentTypes keeps only the navbar item types the site uses. Every item in
 * the configured navbar (and in its dropdowns) must have its component there, or the build fails.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';

type Item = {type?: string; items?: Item[]};

/** The type the theme's NavbarItem picks for an item (its normalizeComponentType). */
const typeOf = (item: Item): string => (!item.type || item.type === 'default' ? (item.items ? 'dropdown' : 'default') : item.type);

describe('navbar item types', () => {
  const source = readFileSync(join(__dirname, '../../../src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8');
  const kept = [...source.matchAll(/^\s{2}(\w+): \w+NavbarItem,$/gm)].map((m) => m[1]);

  it('has a component for every item the navbar configures', () => {
    const items = (config.themeConfig as {navbar: {items: Item[]}}).navbar.items;
    const used = new Set(items.flatMap((item) => [typeOf(item), ...(item.items ?? []).map(typeOf)]));
    expect(used.size).toBeGreaterThan(1);
    for (const type of used) expect(kept, `navbar item type "${type}" has no component in src/theme/NavbarItem/ComponentTypes.tsx`).toContain(type);
  });

  it('leaves out the locale dropdown only while the site has one locale', () => {
    expect(kept).not.toContain('localeDropdown');
    expect(config.i18n.locales).toHaveLength(1);
    expect(kept).toEqual(expect.arrayContaining(['default', 'dropdown', 'search', 'doc', 'docSidebar']));
  });
});
