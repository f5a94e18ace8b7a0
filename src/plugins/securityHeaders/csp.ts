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
  /**
   * The Demo Room's policy: its demos call an OpenAI-compatible endpoint the reader types (any https
   * origin, or a model server on the reader's own machine). Every other page connects only to this
   * site, analytics and the form endpoint.
   */
  readonly demoRoom?: boolean;
};

const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/** The policy, one directive per entry, in a stable order. */
/** What the Demo Room adds to `connect-src`: any https origin and local model servers (Ollama, LM Studio). */
export const DEMO_ROOM_CONNECT = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

export function cspDirectives({scriptHashes, analytics, formOrigin, demoRoom = false}: CspInput): [string, string[]][] {
  const form = formOrigin ? [formOrigin] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...(analytics ? ['https://www.googletagmanager.com'] : [])]],
    // React and the theme set style attributes; styles cannot run script.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(analytics ? GA_IMG : [])]],
    ['font-src', ["'self'", 'data:']],
    // Only the Demo Room talks to an endpoint the reader chooses; everywhere else the list is closed.
    ['connect-src', ["'self'", ...(demoRoom ? DEMO_ROOM_CONNECT : []), ...(analytics ? GA_CONNECT : []), ...form]],
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

/**
 * HSTS: two years, every subdomain, and eligible for the browsers' preload list (hstspreload.org asks
 * for at least one year with includeSubDomains and preload). Browsers ignore it over plain HTTP, so
 * it is harmless on a local server. Joining the preload list is a separate, deliberate step.
 */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

export const SECURITY_HEADERS: readonly [string, string][] = [
  ['Strict-Transport-Security', HSTS],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

/** Cloudflare Pages reads at most 2,000 characters per line of `_headers` (developers.cloudflare.com/pages/configuration/headers, "Limits"). */
export const HEADERS_LINE_LIMIT = 2000;
/** The Demo Room's pages, under the base URL. */
export const DEMO_ROOM_PATH = 'demo-room/';

export type HeadersFileInput = {
  /** The policy of every page. */
  readonly csp: string;
  /** The Demo Room's policy (the same plus its `connect-src`). */
  readonly demoRoomCsp: string;
  readonly baseUrl?: string;
  readonly scriptCount?: number;
};

/**
 * `_headers` in the Cloudflare Pages format. A request inherits the headers of every rule it
 * matches, and a header named in two rules would be sent twice (two CSPs both apply, so the stricter
 * wins), so the Demo Room rule first detaches the site-wide policy (`! Content-Security-Policy`) and
 * then sets its own. Netlify does not know the `!` line; the README says what to change there.
 */
export function headersFile({csp, demoRoomCsp, baseUrl = '/', scriptCount = 0}: HeadersFileInput): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const text = [
    '# Written by the build (src/plugins/securityHeaders): do not edit, rebuild instead.',
    `# Content-Security-Policy allows the ${scriptCount} inline scripts of this build by their sha256 hash.`,
    `${base}*`,
    `  Content-Security-Policy: ${csp}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '# The Demo Room calls the model endpoint the reader types: its connect-src is open to https and local servers.',
    `${base}${DEMO_ROOM_PATH}*`,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${demoRoomCsp}`,
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
  const long = text.split('\n').find((line) => line.length > HEADERS_LINE_LIMIT);
  if (long) {
    throw new Error(
      `_headers has a line of ${long.length} characters; Cloudflare Pages ignores lines over ${HEADERS_LINE_LIMIT}. ` +
        `Fewer distinct inline scripts shorten the Content-Security-Policy: ${long.slice(0, 80)}…`,
    );
  }
  return text;
}
