/**
 * Security headers for static hosts: after the build, reads every built HTML page, hashes each
 * inline script (sha256) and writes `_headers` (Netlify / Cloudflare Pages format) with a
 * Content-Security-Policy that allows exactly those scripts (with an open connect-src only under
 * /demo-room/), plus HSTS, Referrer-Policy, X-Content-Type-Options, COOP, Permissions-Policy and
 * framing protection. Cloudflare Pages applies the file as written (tests/e2e/hosting.spec.ts checks
 * it in Cloudflare's own emulator); README.md "Security headers" shows the same headers for nginx.
 *
 * The client-redirects plugin runs inside this one: Docusaurus runs postBuild hooks in parallel, and
 * the redirect pages it writes carry an inline script that must be in the hash set.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import clientRedirects from '@docusaurus/plugin-client-redirects';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {cspHeader, headersFile, inlineHandlers, inlineScripts, sha256Source} from './csp';

export type SecurityHeadersOptions = {
  readonly redirects: Pick<RedirectOptions, 'createRedirects'>;
  /** Google Analytics on (a measurement id configured). */
  readonly analytics: boolean;
  /** FORM_ENDPOINT, when the forms post to another origin. */
  readonly formEndpoint: string;
};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

function originOf(endpoint: string): string | null {
  try {
    return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : null;
  } catch {
    return null;
  }
}

export default function securityHeadersPlugin(context: LoadContext, options: SecurityHeadersOptions): Plugin {
  const redirects = clientRedirects(context, {id: 'default', fromExtensions: [], toExtensions: [], redirects: [], ...options.redirects});
  return {
    name: 'site-security-headers',
    async postBuild(props) {
      await redirects?.postBuild?.({...props, content: undefined});
      const hashes = new Set<string>();
      const handlers: string[] = [];
      for (const file of await htmlFiles(props.outDir)) {
        const html = await readFile(file, 'utf8');
        for (const script of inlineScripts(html)) hashes.add(sha256Source(script));
        for (const found of inlineHandlers(html)) handlers.push(`${file.slice(props.outDir.length)}: ${found}`);
      }
      if (handlers.length > 0) {
        throw new Error(`The Content-Security-Policy cannot allow inline event handlers or javascript: URLs:\n${handlers.slice(0, 10).join('\n')}`);
      }
      const scriptHashes = [...hashes].sort();
      const policy = {scriptHashes, analytics: options.analytics, formOrigin: originOf(options.formEndpoint)};
      const file = headersFile({
        csp: cspHeader(policy),
        demoRoomCsp: cspHeader({...policy, demoRoom: true}),
        baseUrl: props.baseUrl,
        scriptCount: scriptHashes.length,
      });
      await writeFile(join(props.outDir, '_headers'), file);
    },
  };
}
