/**
 * The deployment settings read at build time (environment variables), and the check that stops a
 * production build (`DEPLOY_ENV=production`) while any of them is missing or still a placeholder.
 * docusaurus.config.ts reads them through `readDeploySettings`; the README lists them.
 */
import {DEFAULT_HOST, HOSTS, isHostId, type HostId} from './hosting';

/*
 * Development defaults. Only the build (docusaurus.config.ts, build plugins) imports this module, so
 * none of these values reaches the browser bundle; the pages read the configured values from
 * `siteConfig` (`customFields.contactEmail`, ...). A production build refuses every one of them.
 */
export const DEFAULT_SITE_URL = 'https://genai-enterprise.github.io';
export const DEFAULT_BASE_URL = '/';
export const DEFAULT_GTAG_ID = 'G-CAP0000000';
/** A reserved domain (RFC 2606): it never receives mail. */
export const DEFAULT_CONTACT_EMAIL = 'hello@genai-enterprise.example';

export type DeploySettings = {
  /** Canonical origin (`SITE_URL`). */
  readonly siteUrl: string;
  /** Path the site is served under (`BASE_URL`): starts and ends with `/`. */
  readonly baseUrl: string;
  /** Google Analytics measurement id (`GTAG_ID`); empty when analytics is switched off (`GTAG_ID=off`). */
  readonly gtagId: string;
  /** Where the forms POST (`FORM_ENDPOINT`); empty means the e-mail fallback. */
  readonly formEndpoint: string;
  /** The address pages and forms show (`CONTACT_EMAIL`). */
  readonly contactEmail: string;
  /** Where the build is deployed (`DEPLOY_HOST`, default Cloudflare Pages): the privacy notice names it. */
  readonly host: HostId;
};

export type Env = Readonly<Record<string, string | undefined>>;

/** `GTAG_ID=off` builds without analytics (no tag, no consent question). */
export const GTAG_OFF = 'off';
/** `FORM_ENDPOINT=email` chooses the e-mail fallback on purpose in production. */
export const FORM_EMAIL_FALLBACK = 'email';

/** Domains reserved for documentation and tests (RFC 2606, RFC 6761): they never belong to a deployer. */
const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$|^localhost$|^127\.|^0\.0\.0\.0$|^\[::1\]$/i;
const GTAG_PATTERN = /^G-[A-Z0-9]{6,12}$/;
const EMAIL_PATTERN = /^[^\s@<>()",;:]+@([^\s@<>()",;:]+\.[^\s@<>()",;:]+)$/;

const value = (env: Env, name: string): string => (env[name] ?? '').trim();

/**
 * What is wrong with a `BASE_URL` value, or null when it is usable: a path only (no origin, query or
 * fragment) that starts and ends with `/`, like `/` or `/website/`. Docusaurus joins it to every
 * internal link, so a missing slash or an origin breaks every page of the build.
 */
export function baseUrlProblem(baseUrl: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(baseUrl) || baseUrl.startsWith('//')) {
    return `BASE_URL "${baseUrl}" contains an origin; put the origin in SITE_URL and only the path in BASE_URL (for example /website/).`;
  }
  if (!baseUrl.startsWith('/')) return `BASE_URL "${baseUrl}" must start with a slash (for example /${baseUrl.replace(/\/+$/, '')}/).`;
  if (!baseUrl.endsWith('/')) return `BASE_URL "${baseUrl}" must end with a slash (${baseUrl}/).`;
  if (/[\s?#\\]/.test(baseUrl)) return `BASE_URL "${baseUrl}" must be a plain path: no spaces, query (?), fragment (#) or backslash.`;
  if (baseUrl.split('/').some((segment) => segment === '.' || segment === '..') || baseUrl.includes('//')) {
    return `BASE_URL "${baseUrl}" must not contain empty, "." or ".." segments.`;
  }
  return null;
}

/** `BASE_URL` from the environment, else `/`; throws with the reason when the value cannot work. */
export function readBaseUrl(env: Env): string {
  const baseUrl = value(env, 'BASE_URL') || DEFAULT_BASE_URL;
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new Error(`${problem} See "Configuration at build time" in README.md.`);
  return baseUrl;
}

/** `DEPLOY_HOST` from the environment, else Cloudflare Pages; throws naming the choices on any other value. */
export function readHost(env: Env): HostId {
  const host = value(env, 'DEPLOY_HOST') || DEFAULT_HOST;
  if (!isHostId(host)) throw new Error(`DEPLOY_HOST "${host}" is not one of ${Object.keys(HOSTS).join(', ')}.`);
  return host;
}

/** The settings a build uses: the environment, else the development defaults. */
export function readDeploySettings(env: Env): DeploySettings {
  const gtag = value(env, 'GTAG_ID');
  const endpoint = value(env, 'FORM_ENDPOINT');
  return {
    siteUrl: value(env, 'SITE_URL') || DEFAULT_SITE_URL,
    baseUrl: readBaseUrl(env),
    gtagId: gtag.toLowerCase() === GTAG_OFF ? '' : gtag || DEFAULT_GTAG_ID,
    formEndpoint: endpoint.toLowerCase() === FORM_EMAIL_FALLBACK ? '' : endpoint,
    contactEmail: value(env, 'CONTACT_EMAIL') || DEFAULT_CONTACT_EMAIL,
    host: readHost(env),
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * What is wrong with the environment for a production build: one readable sentence per setting,
 * naming the variable and what to set. An empty list means the build may go ahead.
 */
export function deploySettingProblems(env: Env): string[] {
  const problems: string[] = [];

  const siteUrl = value(env, 'SITE_URL');
  if (!siteUrl) {
    problems.push(`SITE_URL is not set: set it to the public origin of the site, for example ${DEFAULT_SITE_URL}.`);
  } else {
    let url: URL | null = null;
    try {
      url = new URL(siteUrl);
    } catch {
      /* reported below */
    }
    if (!url || url.protocol !== 'https:') problems.push(`SITE_URL "${siteUrl}" is not an https:// URL.`);
    else if (RESERVED_HOST.test(url.hostname)) problems.push(`SITE_URL "${siteUrl}" points at a local or reserved host; set the public origin.`);
    else if (url.pathname !== '/' || url.search || url.hash) problems.push(`SITE_URL "${siteUrl}" must be an origin only; put a path in BASE_URL.`);
  }

  const baseUrl = value(env, 'BASE_URL');
  if (!baseUrl) problems.push('BASE_URL is not set: set the path the site is served under, / at the root of its domain or /website/ under a sub-path.');
  else {
    const problem = baseUrlProblem(baseUrl);
    if (problem) problems.push(problem);
  }

  const gtag = value(env, 'GTAG_ID');
  if (!gtag) {
    problems.push(`GTAG_ID is not set: set your Google Analytics measurement id (G-XXXXXXXXXX), or GTAG_ID=${GTAG_OFF} to build without analytics.`);
  } else if (gtag.toLowerCase() !== GTAG_OFF) {
    if (gtag === DEFAULT_GTAG_ID) problems.push(`GTAG_ID is still the placeholder ${DEFAULT_GTAG_ID}; set your own measurement id or GTAG_ID=${GTAG_OFF}.`);
    else if (!GTAG_PATTERN.test(gtag)) problems.push(`GTAG_ID "${gtag}" is not a Google Analytics 4 measurement id (G- followed by letters and digits).`);
    else if (/^G-0+$/.test(gtag)) problems.push(`GTAG_ID "${gtag}" is a placeholder.`);
  }

  const endpoint = value(env, 'FORM_ENDPOINT');
  if (!endpoint) {
    problems.push(
      `FORM_ENDPOINT is not set: set the URL the contact forms POST to, or FORM_ENDPOINT=${FORM_EMAIL_FALLBACK} to send them by e-mail to CONTACT_EMAIL.`,
    );
  } else if (endpoint.toLowerCase() !== FORM_EMAIL_FALLBACK && !(endpoint.startsWith('/') && !endpoint.startsWith('//'))) {
    const host = hostOf(endpoint);
    if (!host || !endpoint.startsWith('https://')) problems.push(`FORM_ENDPOINT "${endpoint}" must be an https:// URL or a path on this site (/api/forms).`);
    else if (RESERVED_HOST.test(host)) problems.push(`FORM_ENDPOINT "${endpoint}" points at a local or reserved host.`);
  }

  const email = value(env, 'CONTACT_EMAIL');
  const emailMatch = EMAIL_PATTERN.exec(email);
  if (!email) problems.push(`CONTACT_EMAIL is not set: set the address that answers readers (the default ${DEFAULT_CONTACT_EMAIL} cannot receive mail).`);
  else if (!emailMatch) problems.push(`CONTACT_EMAIL "${email}" is not an e-mail address.`);
  else if (email === DEFAULT_CONTACT_EMAIL || RESERVED_HOST.test(emailMatch[1])) problems.push(`CONTACT_EMAIL "${email}" uses a reserved domain that cannot receive mail.`);

  return problems;
}

/** Is this a production build? (`DEPLOY_ENV=production`) */
export function isProductionDeploy(env: Env): boolean {
  return value(env, 'DEPLOY_ENV').toLowerCase() === 'production';
}

/** Throws one error listing every problem when a production build has placeholder settings. */
export function assertDeploySettings(env: Env): void {
  if (!isProductionDeploy(env)) return;
  const problems = deploySettingProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    [
      `Production build stopped (DEPLOY_ENV=production): ${problems.length} deployment setting${problems.length === 1 ? ' is' : 's are'} missing or still a placeholder.`,
      ...problems.map((p) => `  - ${p}`),
      'Set them as environment variables (see "Configuration at build time" in README.md), or unset DEPLOY_ENV for a development build.',
    ].join('\n'),
  );
}
