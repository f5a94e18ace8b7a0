// @vitest-environment node
import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cspHeader, headersFile, HEADERS_LINE_LIMIT, inlineHandlers, inlineScripts, sha256Source} from '@site/src/plugins/securityHeaders/csp';
import {headersFor, parseHeadersFile} from '../../../scripts/serve.mjs';

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

  it('opens connect-src to any https origin and local model servers only for the Demo Room', () => {
    const connect = (demoRoom: boolean) =>
      cspHeader({scriptHashes: hashes, analytics: false, demoRoom})
        .split('; ')
        .find((d) => d.startsWith('connect-src '));
    expect(connect(false)).toBe("connect-src 'self'");
    expect(connect(true)).toBe("connect-src 'self' https: http://localhost:* http://127.0.0.1:*");
  });

  it('leaves Google out when analytics is off', () => {
    expect(cspHeader({scriptHashes: hashes, analytics: false})).not.toMatch(/google/);
  });

  it('writes the Cloudflare Pages format under the base URL, HSTS included', () => {
    const file = headersFile({csp: "default-src 'self'", demoRoomCsp: "default-src 'self'; connect-src https:", baseUrl: '/site/', scriptCount: 2});
    expect(file).toContain("/site/*\n  Content-Security-Policy: default-src 'self'\n");
    expect(file).toMatch(/^ {2}Strict-Transport-Security: max-age=63072000; includeSubDomains; preload$/m);
    expect(file).toContain("/site/demo-room/*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; connect-src https:\n");
    expect(file).toMatch(/^ {2}Referrer-Policy: strict-origin-when-cross-origin$/m);
    expect(file).toMatch(/^ {2}X-Content-Type-Options: nosniff$/m);
    expect(file).toContain('/site/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});

describe('rule merging, as Cloudflare Pages does it', () => {
  const file = headersFile({csp: 'site-policy', demoRoomCsp: 'demo-policy', baseUrl: '/'});
  const rules = parseHeadersFile(file);

  it('gives a Demo Room page one policy, its own, and the site-wide headers besides', () => {
    const demo = headersFor(rules, '/demo-room/simple-chat');
    expect(demo['Content-Security-Policy']).toBe('demo-policy');
    expect(demo['X-Frame-Options']).toBe('DENY');
    expect(headersFor(rules, '/docs/intro')['Content-Security-Policy']).toBe('site-policy');
  });

  it('sends a header named by two matching rules twice, joined, unless the later rule detaches it', () => {
    const merged = headersFor(parseHeadersFile('/*\n  X-A: one\n/b/*\n  X-A: two\n'), '/b/c');
    expect(merged['X-A']).toBe('one, two');
    const detached = headersFor(parseHeadersFile('/*\n  X-A: one\n/b/*\n  ! X-A\n  X-A: two\n'), '/b/c');
    expect(detached['X-A']).toBe('two');
  });

  it('refuses a line Cloudflare Pages would ignore', () => {
    const huge = 'x'.repeat(HEADERS_LINE_LIMIT);
    expect(() => headersFile({csp: huge, demoRoomCsp: 'd'})).toThrow(/Cloudflare Pages ignores lines over 2000/);
  });
});
