#!/usr/bin/env node
// Serves a build with Cloudflare's own local emulator (`wrangler pages dev`, wrangler from
// package.json), offline, so tests see the response headers Cloudflare Pages sends for `_headers`.
// - Free ports are picked for the server and the inspector, so parallel runs do not clash.
// - Telemetry is off (WRANGLER_SEND_METRICS=false); state and logs go to a temporary folder.
// - It cannot hang: the start is time-bound (the child and its workerd are killed when it is not
//   ready in time), and stop() or the exit of this process kills the whole process group.
// Usage: node scripts/pages-dev.mjs [build] [path ...]   prints the headers of each path, then stops.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WRANGLER = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
// The newest date the workerd of wrangler 4.40.0 supports; a later one only prints a warning.
const COMPATIBILITY_DATE = '2025-09-24';

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `wrangler pages dev <dir>` and resolves once it answers. Returns the origin, the log so far
 * and stop(). Rejects with wrangler's output when it exits early or is not ready within timeoutMs.
 */
export async function startPagesDev({dir = 'build', timeoutMs = 60_000} = {}) {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = mkdtempSync(join(tmpdir(), 'pages-dev-'));
  const child = spawn(
    process.execPath,
    [
      WRANGLER, 'pages', 'dev', resolve(ROOT, dir),
      '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort),
      '--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(state, 'state'),
      '--show-interactive-dev-session=false', '--log-level', 'info',
    ],
    {
      cwd: state,
      detached: true, // its own process group: stop() ends workerd too
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(state, 'logs'),
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        CI: 'true',
      },
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));

  const stop = async () => {
    process.off('exit', kill);
    if (!exited) {
      kill('SIGTERM');
      const deadline = Date.now() + 5_000;
      while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (!exited) kill('SIGKILL');
    }
    rmSync(state, {recursive: true, force: true});
  };
  function kill(signal = 'SIGKILL') {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }
  process.on('exit', kill);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${origin}/`, {signal: AbortSignal.timeout(2_000)});
      if (response.status < 500) return {origin, stop, log: () => log};
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler pages dev ${exited ? 'exited' : `was not ready within ${timeoutMs} ms`}:\n${log.slice(-3000)}`);
}

async function main([dir = 'build', ...paths]) {
  const server = await startPagesDev({dir});
  try {
    for (const path of paths.length ? paths : ['/']) {
      const response = await fetch(server.origin + path, {method: 'HEAD'});
      console.log(`HEAD ${path} → ${response.status}`);
      for (const [name, value] of response.headers) console.log(`  ${name}: ${value}`);
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
