import {describe, expect, it} from 'vitest';
import {cleanPath} from '../../../src/clientModules/cleanUrls';

describe('clean URL normalisation', () => {
  it('strips .html and /index.html', () => {
    expect(cleanPath('/docs/intro.html')).toBe('/docs/intro');
    expect(cleanPath('/docs/intro/index.html')).toBe('/docs/intro');
    expect(cleanPath('/index.html')).toBe('/');
  });

  it('leaves clean paths alone', () => {
    expect(cleanPath('/docs/intro')).toBeNull();
    expect(cleanPath('/')).toBeNull();
    expect(cleanPath('/blog/html-tips')).toBeNull();
  });
});
