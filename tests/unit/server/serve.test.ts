// @vitest-environment node
/**
 * scripts/serve.mjs as a reader's browser meets it: a real server process on 127.0.0.1, requests
 * through node:http (and a raw socket for targets node:http would not send).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {etagMatches, headersFor, parseHeadersFile, parseTarget} from '../../../scripts/serve.mjs';

type Reply = {status: number; headers: Record<string, string | string[] | undefined>; body: string};

let dir = '';
let server: ChildProcess;
let port = 0;

function get(path: string, {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path, method, headers}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends bytes as they are and returns the status line. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data.split('\r\n', 1)[0]));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'assets/js'), {recursive: true});
  mkdirSync(join(dir, 'docs'), {recursive: true});
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, 'docs/intro.html'), '<!doctype html><title>Intro</title>');
  writeFileSync(join(dir, 'assets/js/main.3f2a9c1d.js'), 'console.log(1);');
  writeFileSync(join(dir, '_headers'), "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/docs/*\n  X-Test: docs\n");
  server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', dir, '--port', '0', '--headers'], {stdio: ['ignore', 'pipe', 'pipe']});
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /127\.0\.0\.1:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, {recursive: true, force: true});
});

describe('serve.mjs over HTTP', () => {
  it('serves clean URLs, and unknown paths with the 404 page', async () => {
    expect((await get('/docs/intro')).body).toContain('Intro');
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Not found');
  });

  it('answers malformed targets with 400 and keeps serving', async () => {
    for (const target of ['/%', '//', '/%E0%A4%A', '/docs/%zz', '/a%00b', '//evil.example/x']) {
      expect((await get(target)).status, target).toBe(400);
      expect((await get('/')).status, `still serving after ${target}`).toBe(200);
    }
    expect(await raw('GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('BROKEN\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect((await get('/docs/intro')).status).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  it('answers other methods with 405 and an Allow header; HEAD has no body', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await get('/docs/intro', {method});
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
    }
    const head = await get('/docs/intro', {method: 'HEAD'});
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/assets/js/main.3f2a9c1d.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/docs/intro')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/js/missing.js')).headers['cache-control']).toBe('no-cache');
  });

  it('sends an ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/docs/intro');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/docs/intro', {headers: {'If-None-Match': etag}});
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/docs/intro', {headers: {'If-None-Match': '"other"'}})).status).toBe(200);
    // A gzipped body is another representation with its own tag.
    const gz = await get('/docs/intro', {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers.etag).not.toBe(etag);
    expect((await get('/docs/intro', {headers: {'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag as string}})).status).toBe(304);
  });

  it('applies the rules of _headers with --headers', async () => {
    const page = await get('/docs/intro');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    expect(page.headers['x-test']).toBe('docs');
    expect((await get('/')).headers['x-test']).toBeUndefined();
  });
});

describe('serve.mjs helpers', () => {
  it('parses request targets', () => {
    expect(parseTarget('/docs/intro?x=1')).toBe('/docs/intro');
    expect(parseTarget('/caf%C3%A9')).toBe('/café');
    expect(parseTarget('/%')).toBeNull();
    expect(parseTarget('//')).toBeNull();
    expect(parseTarget('http://x/')).toBeNull();
  });
  it('matches entity tags', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"c"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
  it('reads _headers rules in order, later rules adding to earlier ones', () => {
    const rules = parseHeadersFile('# comment\n/*\n  A: 1\n/assets/*\n  B: 2\n');
    expect(headersFor(rules, '/assets/x.js')).toEqual({A: '1', B: '2'});
    expect(headersFor(rules, '/docs')).toEqual({A: '1'});
  });
});
