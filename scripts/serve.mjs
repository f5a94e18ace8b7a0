#!/usr/bin/env node
// Serves the production build the way a static host does: clean URLs without a
// trailing slash, `.html` and `/index.html` paths answered with the clean page,
// unknown paths answered with build/404.html and status 404, gzip when asked.
// - Malformed request targets (`/%`, `//`, bad percent-encoding, NUL) get 400; the server keeps serving.
// - Only GET and HEAD: anything else gets 405 with `Allow: GET, HEAD`.
// - Hashed assets (`/assets/**`) are cached for a year (`immutable`); everything else is revalidated
//   (`no-cache`) with an ETag, and a matching `If-None-Match` gets 304.
// - With `--headers`, the rules of build/_headers (Netlify / Cloudflare Pages format: the
//   Content-Security-Policy and other security headers the build writes) are applied as a host would.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1] [--headers]
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const ALLOW = 'GET, HEAD';

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/**
 * The decoded path of a request target, or null when it is malformed: not origin-form
 * (`//host`, `*`, absolute URLs), bad percent-encoding, NUL or backslashes.
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  const raw = target.split(/[?#]/, 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.startsWith('//')) return null;
  return decoded;
}

/**
 * Rules of a `_headers` file: a path pattern on its own line (`/*`, `/assets/*`, `/privacy`), then
 * indented `Name: value` lines, or `! Name` to detach a header an earlier rule set (Cloudflare
 * Pages). `*` matches any run of characters. Comments start with `#`.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      current = {pattern, regex: new RegExp(`^${source}$`), headers: [], detach: []};
      rules.push(current);
    } else if (current && /^\s*!/.test(line)) {
      current.detach.push(line.trim().slice(1).trim());
    } else if (current) {
      const i = line.indexOf(':');
      if (i > 0) current.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The headers of every rule that matches, in file order, merged as Cloudflare Pages merges them
 * (workers-sdk, pages-shared/asset-server/handler.ts): a rule's `! Name` lines remove the header
 * first; a header that an earlier matching rule set is appended to, joined with ", ".
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const out = {};
  const key = (name) => Object.keys(out).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
  for (const rule of rules) {
    if (!rule.regex.test(pathname)) continue;
    for (const name of rule.detach ?? []) delete out[key(name)];
    for (const [name, value] of rule.headers) {
      const k = key(name);
      out[k] = k in out ? `${out[k]}, ${value}` : value;
    }
  }
  return out;
}

/** Does `If-None-Match` (a list of entity tags, or `*`) match this ETag? Weak comparison, as for GET. */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Creates the server (not yet listening). */
export function createStaticServer({root, useHeaders = false}) {
  const rules = useHeaders && isFile(join(root, '_headers')) ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')) : [];

  /** The file that answers a request path, or null. */
  function resolveFile(decoded) {
    const clean = normalize(decoded).replace(/^([/\\])+/, '');
    const base = join(root, clean);
    if (!base.startsWith(root + sep) && base !== root) return null;
    const stripped = clean.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
    const candidates = [
      base,
      `${base}.html`,
      join(base, 'index.html'),
      join(root, `${stripped}.html`),
      join(root, stripped, 'index.html'),
    ];
    return candidates.find(isFile) ?? null;
  }

  const gzCache = new Map();

  function plain(res, status, text, extra = {}) {
    const body = Buffer.from(`${text}\n`);
    res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store', ...extra});
    res.end(body);
  }

  function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method Not Allowed', {Allow: ALLOW});
      return;
    }
    const pathname = parseTarget(req.url);
    if (pathname === null) {
      plain(res, 400, 'Bad Request');
      return;
    }
    let file = pathname === '/' ? join(root, 'index.html') : resolveFile(pathname);
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    const ext = extname(file);
    const stat = statSync(file);
    const headers = {
      ...headersFor(rules, pathname),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': status === 200 && pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers.Vary = 'Accept-Encoding';
    if (status === 200) {
      // One tag per file version and encoding (a gzipped body is a different representation).
      headers.ETag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
      headers['Last-Modified'] = stat.mtime.toUTCString();
      if (etagMatches(req.headers['if-none-match'], headers.ETag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
    }
    let body = readFileSync(file);
    if (gzip) {
      const key = `${file}:${stat.mtimeMs}`;
      if (!gzCache.has(key)) gzCache.set(key, gzipSync(body));
      body = gzCache.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A request must never take the server down: answer it and keep serving.
      console.error(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  });
  // Requests Node's parser rejects (bad request line, bad headers) get 400 on that socket only.
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
  };
  const root = resolve(option('dir', process.env.BUILD_DIR ?? 'build'));
  const port = Number(option('port', process.env.PORT ?? '3000'));
  const host = option('host', '127.0.0.1');
  const useHeaders = args.includes('--headers');
  if (!existsSync(root)) {
    console.error(`No build at ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = createStaticServer({root, useHeaders});
  server.listen(port, host, () => {
    const {port: actual} = server.address();
    console.log(`Serving ${root} at http://${host}:${actual}${useHeaders ? ' with the headers of _headers' : ''}`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
