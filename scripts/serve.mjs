#!/usr/bin/env node
// Serves the production build the way a static host does: clean URLs without a
// trailing slash, `.html` and `/index.html` paths answered with the clean page,
// unknown paths answered with build/404.html and status 404, gzip when asked.
// Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {gzipSync} from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(option('dir', process.env.BUILD_DIR ?? 'build'));
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');

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
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg']);

if (!existsSync(root)) {
  console.error(`No build at ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file that answers a request path, or null. */
function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
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

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  let file = url.pathname === '/' ? join(root, 'index.html') : resolveFile(url.pathname);
  let status = 200;
  if (!file) {
    file = join(root, '404.html');
    status = 404;
  }
  const ext = extname(file);
  let body = readFileSync(file);
  const headers = {'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache'};
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const key = `${file}:${statSync(file).mtimeMs}`;
    if (!gzCache.has(key)) gzCache.set(key, gzipSync(body));
    body = gzCache.get(key);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});
