import {describe, expect, it} from 'vitest';
import {isServiceRoute, jsonLdScript, organization, readPageMeta, readPageTitle, service, siteRoot, webSite, type SiteIdentity} from '@site/src/plugins/seo/structuredData';
import {robotsTxt} from '@site/src/plugins/seo/index';

const site: SiteIdentity = {
  siteRoot: siteRoot('https://example.org', '/'),
  name: 'Site',
  legalName: 'GenAI Enterprise, Inc.',
  description: 'Guide',
  logoPath: 'img/logo.svg',
  sameAs: ['https://github.com/genai-enterprise'],
  email: 'hello@genai-enterprise.example',
};

describe('structured data', () => {
  it('links WebSite and Service to the Organization and offers a search action', () => {
    const org = organization(site);
    expect(org).toMatchObject({'@type': 'Organization', '@id': 'https://example.org/#organization', logo: 'https://example.org/img/logo.svg'});
    const web = webSite(site) as {publisher: {'@id': string}; potentialAction: {target: {urlTemplate: string}; 'query-input': string}};
    expect(web.publisher['@id']).toBe(org['@id']);
    expect(web.potentialAction.target.urlTemplate).toBe('https://example.org/search?q={search_term_string}');
    expect(web.potentialAction['query-input']).toBe('required name=search_term_string');
    const svc = service(site, {url: 'https://example.org/services/x', name: 'X', description: 'D'});
    expect(svc).toMatchObject({'@type': 'Service', name: 'X', provider: {'@id': org['@id']}});
  });

  it('cannot be closed early by page text', () => {
    const script = jsonLdScript({name: '</script><script>alert(1)</script>'});
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({name: '</script><script>alert(1)</script>'});
  });

  it('keeps a base URL in the site root', () => {
    expect(siteRoot('https://host.io/', '/site/')).toBe('https://host.io/site/');
    expect(robotsTxt('https://host.io/site/')).toContain('Sitemap: https://host.io/site/sitemap.xml');
  });

  it('knows service pages and reads their title and description', () => {
    expect(isServiceRoute('/services/consulting/strategy')).toBe(true);
    expect(isServiceRoute('/services/category/consulting')).toBe(false);
    expect(isServiceRoute('/docs/intro')).toBe(false);
    const html = '<head><title data-rh="true">AI strategy &amp; roadmap | GenAI Enterprise</title><meta data-rh="true" name="description" content="Plan &quot;it&quot;."></head>';
    expect(readPageMeta(html, '|')).toEqual({name: 'AI strategy & roadmap', description: 'Plan "it".'});
  });

  it('reads a page title without the site suffix, entities decoded', () => {
    expect(readPageTitle('<title data-rh="true">Q&amp;A over documents | GenAI Enterprise</title>', '|')).toBe('Q&A over documents');
    expect(readPageTitle('<title>GenAI Enterprise</title>', '|')).toBe('GenAI Enterprise');
    expect(readPageTitle('<head></head>', '|')).toBeNull();
  });
});
