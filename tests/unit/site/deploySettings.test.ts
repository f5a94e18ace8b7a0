import {describe, expect, it} from 'vitest';
import {assertDeploySettings, baseUrlProblem, deploySettingProblems, readBaseUrl, readDeploySettings} from '@site/src/data/deploySettings';

const GOOD = {
  SITE_URL: 'https://genai-enterprise.github.io',
  BASE_URL: '/',
  GTAG_ID: 'G-7QX3K2M9TB',
  FORM_ENDPOINT: 'https://forms.genai-enterprise.com/submit',
  CONTACT_EMAIL: 'hello@genai-enterprise.com',
};

describe('deployment settings', () => {
  it('falls back to the development defaults, and reads the switches', () => {
    expect(readDeploySettings({})).toEqual({
      siteUrl: 'https://genai-enterprise.github.io',
      baseUrl: '/',
      gtagId: 'G-CAP0000000',
      formEndpoint: '',
      contactEmail: 'hello@genai-enterprise.example',
      host: 'cloudflare-pages',
    });
    expect(readDeploySettings({...GOOD, GTAG_ID: 'off', FORM_ENDPOINT: 'email'})).toMatchObject({gtagId: '', formEndpoint: ''});
    expect(readDeploySettings(GOOD)).toEqual({
      siteUrl: GOOD.SITE_URL,
      baseUrl: '/',
      gtagId: GOOD.GTAG_ID,
      formEndpoint: GOOD.FORM_ENDPOINT,
      contactEmail: GOOD.CONTACT_EMAIL,
      host: 'cloudflare-pages',
    });
    expect(readDeploySettings({DEPLOY_HOST: 'github-pages'}).host).toBe('github-pages');
    expect(() => readDeploySettings({DEPLOY_HOST: 'netlify'})).toThrow('DEPLOY_HOST "netlify" is not one of cloudflare-pages, github-pages.');
  });

  it('accepts real values and the explicit opt-outs', () => {
    expect(deploySettingProblems(GOOD)).toEqual([]);
    expect(deploySettingProblems({...GOOD, GTAG_ID: 'off', FORM_ENDPOINT: 'email'})).toEqual([]);
    expect(deploySettingProblems({...GOOD, FORM_ENDPOINT: '/api/forms'})).toEqual([]);
  });

  it('names every missing setting', () => {
    const problems = deploySettingProblems({});
    expect(problems).toHaveLength(5);
    for (const name of ['SITE_URL', 'BASE_URL', 'GTAG_ID', 'FORM_ENDPOINT', 'CONTACT_EMAIL']) expect(problems.join('\n')).toContain(`${name} is not set`);
  });

  it.each([
    [{CONTACT_EMAIL: 'hello@genai-enterprise.example'}, /CONTACT_EMAIL .* reserved domain/],
    [{CONTACT_EMAIL: 'someone@example.com'}, /CONTACT_EMAIL .* reserved domain/],
    [{CONTACT_EMAIL: 'not-an-address'}, /not an e-mail address/],
    [{GTAG_ID: 'G-CAP0000000'}, /GTAG_ID is still the placeholder G-CAP0000000/],
    [{GTAG_ID: 'UA-12345-1'}, /not a Google Analytics 4 measurement id/],
    [{GTAG_ID: 'G-00000000'}, /placeholder/],
    [{FORM_ENDPOINT: 'http://forms.genai-enterprise.com/submit'}, /must be an https:\/\/ URL/],
    [{FORM_ENDPOINT: 'https://forms.example.org/submit'}, /local or reserved host/],
    [{FORM_ENDPOINT: 'javascript:alert(1)'}, /must be an https:\/\/ URL/],
    [{SITE_URL: 'http://genai-enterprise.github.io'}, /not an https:\/\/ URL/],
    [{SITE_URL: 'https://localhost:3000'}, /local or reserved host/],
    [{SITE_URL: 'https://genai-enterprise.github.io/website'}, /origin only; put a path in BASE_URL/],
    [{BASE_URL: 'website/'}, /BASE_URL "website\/" must start with a slash/],
  ])('rejects placeholders and malformed values: %o', (override, message) => {
    const problems = deploySettingProblems({...GOOD, ...override});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('stops only a production build, with every problem in one message', () => {
    expect(() => assertDeploySettings({})).not.toThrow();
    expect(() => assertDeploySettings({DEPLOY_ENV: 'production', ...GOOD})).not.toThrow();
    let message = '';
    try {
      assertDeploySettings({DEPLOY_ENV: 'production', SITE_URL: GOOD.SITE_URL, BASE_URL: '/', GTAG_ID: 'G-CAP0000000'});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Production build stopped \(DEPLOY_ENV=production\): 3 deployment settings are missing or still a placeholder\./);
    expect(message).toContain('GTAG_ID is still the placeholder');
    expect(message).toContain('FORM_ENDPOINT is not set');
    expect(message).toContain('CONTACT_EMAIL is not set');
    expect(message).toContain('README.md');
  });
});

describe('BASE_URL', () => {
  it.each(['/', '/website/', '/a/b-c_d.e/'])('accepts the path %s', (baseUrl) => {
    expect(baseUrlProblem(baseUrl)).toBeNull();
    expect(readBaseUrl({BASE_URL: baseUrl})).toBe(baseUrl);
  });

  it.each([
    ['website/', /must start with a slash \(for example \/website\/\)/],
    ['/website', /must end with a slash \(\/website\/\)/],
    ['https://genai-enterprise.github.io/website/', /contains an origin; put the origin in SITE_URL/],
    ['//cdn.example.org/', /contains an origin/],
    ['/web site/', /plain path/],
    ['/website/?x=1/', /plain path/],
    ['/a/../b/', /"\.\." segments/],
    ['/a//b/', /empty/],
  ])('rejects %s, saying how to fix it', (baseUrl, message) => {
    expect(baseUrlProblem(baseUrl)).toMatch(message);
    // Every build stops on a BASE_URL that cannot work, production or not.
    expect(() => readBaseUrl({BASE_URL: baseUrl})).toThrow(message);
  });

  it('defaults to / only outside production; a production build must name it', () => {
    expect(readBaseUrl({})).toBe('/');
    const {BASE_URL: _unset, ...withoutBase} = GOOD;
    expect(deploySettingProblems(withoutBase)).toEqual([expect.stringMatching(/^BASE_URL is not set/)]);
  });
});
