import {describe, expect, it} from 'vitest';
// The theme's own module, by path: the package does not export it.
import {extractLeadingEmoji as original} from '../../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';
import {extractLeadingEmoji} from '@site/src/plugins/bundleTrims/emojiUtils';

describe('extractLeadingEmoji replacement', () => {
  it('gives the same answer as the theme for plain, emoji, keycap, flag and ZWJ labels', () => {
    const labels = ['Strategy on one page', '1. Scientific Foundations', '', '©️ Licensing', '⚠️ Hello', '🚀Launch', '1️⃣ First', '#️⃣ Tags', '🇫🇷 France', '👩‍💻 Developers', 'é accents', '2024 plan'];
    for (const label of labels) expect(extractLeadingEmoji(label), label).toEqual(original(label));
  });

  it('splits a leading emoji from the rest', () => {
    expect(extractLeadingEmoji('🚀 Launch')).toEqual({emoji: '🚀', rest: ' Launch'});
    expect(extractLeadingEmoji('Launch')).toEqual({emoji: null, rest: 'Launch'});
  });
});

describe('tslib __importDefault replacement', () => {
  it('behaves as tslib’s helper for CommonJS and ES modules', async () => {
    const tslib = (await import('tslib')) as unknown as {__importDefault: (m: unknown) => unknown};
    const {__importDefault} = await import('@site/src/plugins/bundleTrims/tslibImportDefault');
    const cjs = () => 1;
    const esm = {__esModule: true, default: 2};
    expect(__importDefault(cjs)).toEqual(tslib.__importDefault(cjs));
    expect(__importDefault(esm)).toBe(esm);
    expect(tslib.__importDefault(esm)).toBe(esm);
    expect(__importDefault(null)).toEqual(tslib.__importDefault(null));
  });
});
