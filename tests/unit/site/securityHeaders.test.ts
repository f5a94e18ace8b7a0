// @vitest-environment node
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cspHeader, headersFile, inlineHandlers, inlineScripts, sha256Source} from '@site/src/plugins/securityHeaders/csp';

describe('inline scripts of a built page', () => {
  const html = [
    '<html><head>',
    '<script>window.a=1;</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/assets/js/main.js" defer></script>',
    '<script type="module">\n  import("/x.js");\n</script>',
    "<script type='text/javascript'>b()</script>",
    '</head><body><script>\n(function(){})();\n</script></body></html>',
  ].join('');

  it('finds executable inline scripts exactly as written, and skips data blocks and external scripts', () => {
    expect(inlineScripts(html)).toEqual(['window.a=1;', '\n  import("/x.js");\n', 'b()', '\n(function(){})();\n']);
  });

  it('hashes them the way browsers do (SHA-256 of the UTF-8 text, base64)', () => {
    const expected = createHash('sha256').update('window.a=1;').digest('base64');
    expect(sha256Source('window.a=1;')).toBe(`'sha256-${expected}'`);
    // A known vector: the empty script.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(sha256Source('é')).not.toBe(sha256Source('e'));
  });

  it('reports inline event handlers and javascript: URLs, which hashes cannot allow', () => {
    expect(inlineHandlers('<img src="x.png" onerror="boom()"><a href="javascript:void 0">x</a><p>onclick= in text</p>')).toHaveLength(2);
    expect(inlineHandlers(html)).toEqual([]);
  });
});

describe('the policy and the _headers file', () => {
  const hashes = [sha256Source('a'), sha256Source('b')];

  it('allows only this build’s inline scripts and locks down plugins, base URI and framing', () => {
    const csp = cspHeader({scriptHashes: hashes, analytics: true, formOrigin: 'https://forms.example.net'});
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", ...hashes, 'https://www.googletagmanager.com']);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'", 'https://forms.example.net']);
    expect(directives['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('leaves Google out when analytics is off', () => {
    expect(cspHeader({scriptHashes: hashes, analytics: false})).not.toMatch(/google/);
  });

  it('writes the Netlify / Cloudflare Pages format under the base URL', () => {
    const file = headersFile("default-src 'self'", '/site/', 2);
    expect(file).toContain("/site/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(file).toMatch(/^ {2}Referrer-Policy: strict-origin-when-cross-origin$/m);
    expect(file).toMatch(/^ {2}X-Content-Type-Options: nosniff$/m);
    expect(file).toContain('/site/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
