/**
 * schema.org data for the site (JSON-LD). Docusaurus already writes BreadcrumbList on docs
 * pages and BlogPosting on blog posts; this adds Organization and WebSite (with a SearchAction
 * to /search) on every page, and Service on service pages. Plain functions, unit-tested.
 */

export type SiteIdentity = {
  /** Absolute site origin + base URL, ending with "/". */
  readonly siteRoot: string;
  readonly name: string;
  readonly legalName: string;
  readonly description: string;
  readonly logoPath: string;
  readonly sameAs: readonly string[];
  readonly email: string;
};

export function siteRoot(url: string, baseUrl: string): string {
  return `${url.replace(/\/$/, '')}${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}`;
}

export function organizationId(site: SiteIdentity): string {
  return `${site.siteRoot}#organization`;
}

export function organization(site: SiteIdentity): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.legalName,
    url: site.siteRoot,
    logo: `${site.siteRoot}${site.logoPath.replace(/^\//, '')}`,
    email: site.email,
    sameAs: [...site.sameAs],
  };
}

export function webSite(site: SiteIdentity): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.siteRoot}#website`,
    name: site.name,
    description: site.description,
    url: site.siteRoot,
    inLanguage: 'en',
    publisher: {'@id': organizationId(site)},
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${site.siteRoot}search?q={search_term_string}`},
      'query-input': 'required name=search_term_string',
    },
  };
}

export function service(site: SiteIdentity, page: {url: string; name: string; description: string}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${page.url}#service`,
    name: page.name,
    description: page.description,
    url: page.url,
    provider: {'@id': organizationId(site), '@type': 'Organization', name: site.legalName},
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so content cannot close the tag. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** Service pages: everything under /services/ except the generated category lists. */
export function isServiceRoute(path: string): boolean {
  return /^\/services\/(?!category\/).+/.test(path);
}

const decodeEntities = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** A built page's own title: the head title without the " | Site title" suffix. */
export function readPageTitle(html: string, delimiter: string): string | null {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) return null;
  const cut = title.lastIndexOf(` ${delimiter} `);
  return decodeEntities(cut > 0 ? title.slice(0, cut) : title).trim() || null;
}

/** The page's own title (without the site suffix) and meta description, read from built HTML. */
export function readPageMeta(html: string, delimiter: string): {name: string; description: string} | null {
  const name = readPageTitle(html, delimiter);
  const description = /<meta[^>]+name="description"[^>]+content="([^"]*)"/.exec(html)?.[1];
  if (!name || !description) return null;
  return {name, description: decodeEntities(description)};
}
