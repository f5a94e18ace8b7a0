/**
 * Content-Security-Policy from the built pages: the exact sha256 hashes of every inline script the
 * build emits, plus the origins the site really uses. Pure functions; the plugin does the I/O.
 */
import {createHash} from 'node:crypto';

/** Script types a browser executes; anything else (JSON-LD, JSON data) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attrs);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every executable inline script, exactly as written in the HTML (what CSP hashes). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== null) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    out.push(body);
  }
  return out;
}

/** Inline event handlers (`onclick=`) and `javascript:` URLs: hashes cannot allow them without 'unsafe-hashes'. */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.replace(SCRIPT, '').matchAll(/<[a-z][^>]*>/gi)) {
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag);
    if (handler) found.push(`${handler[1]} in ${tag.slice(0, 80)}`);
    if (/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(tag)) found.push(`javascript: URL in ${tag.slice(0, 80)}`);
  }
  return found;
}

/** A CSP hash source: `'sha256-<base64 of the SHA-256 of the UTF-8 text>'`. */
export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export type CspInput = {
  /** Hash sources of every inline script, sorted and unique. */
  readonly scriptHashes: readonly string[];
  /** Google Analytics on (a measurement id): its script, beacons and pixels. */
  readonly analytics: boolean;
  /** Origin of FORM_ENDPOINT when it is on another host. */
  readonly formOrigin?: string | null;
};

const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The policy, one directive per entry, in a stable order. */
export function cspDirectives({scriptHashes, analytics, formOrigin}: CspInput): [string, string[]][] {
  const form = formOrigin ? [formOrigin] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...(analytics ? ['https://www.googletagmanager.com'] : [])]],
    // React and the theme set style attributes; styles cannot run script.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(analytics ? GA_IMG : [])]],
    ['font-src', ["'self'", 'data:']],
    // The Demo Room talks to an OpenAI-compatible endpoint the reader chooses (any https origin, or a
    // model server on their own machine).
    ['connect-src', ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*', ...(analytics ? GA_CONNECT : []), ...form]],
    ['frame-src', ['https://www.youtube-nocookie.com']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...form]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function cspHeader(input: CspInput): string {
  return cspDirectives(input)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

export const SECURITY_HEADERS: readonly [string, string][] = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

/** `_headers` in the Netlify / Cloudflare Pages format. */
export function headersFile(csp: string, baseUrl = '/', scriptCount = 0): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return [
    '# Written by the build (src/plugins/securityHeaders): do not edit, rebuild instead.',
    `# Content-Security-Policy allows the ${scriptCount} inline scripts of this build by their sha256 hash.`,
    `${base}*`,
    `  Content-Security-Policy: ${csp}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
