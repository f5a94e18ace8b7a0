/**
 * The hosts this site can be deployed to, and what each does for a visitor. The build reads
 * `DEPLOY_HOST` (src/data/deploySettings.ts) and exposes the id as `customFields.host`; the privacy
 * notice names the host from here, and README.md "Deploying" describes the same two.
 */
export type Host = {
  /** The service, as the privacy notice names it. */
  readonly name: string;
  /** The company that operates it (a processor for the request logs). */
  readonly operator: string;
  /** Its privacy statement. */
  readonly privacyPolicy: string;
  /** Does it send the response headers of build/_headers (CSP, HSTS, framing protection)? */
  readonly appliesHeaders: boolean;
};

export const HOSTS = {
  'cloudflare-pages': {
    name: 'Cloudflare Pages',
    operator: 'Cloudflare, Inc.',
    privacyPolicy: 'https://www.cloudflare.com/privacypolicy/',
    appliesHeaders: true,
  },
  'github-pages': {
    name: 'GitHub Pages',
    operator: 'GitHub, Inc.',
    privacyPolicy: 'https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement',
    appliesHeaders: false,
  },
} as const satisfies Record<string, Host>;

export type HostId = keyof typeof HOSTS;

/** The deploy target of .github/workflows/ci.yml. */
export const DEFAULT_HOST: HostId = 'cloudflare-pages';

export function isHostId(value: unknown): value is HostId {
  return typeof value === 'string' && Object.hasOwn(HOSTS, value);
}
