import config from '../../../docusaurus.config';

/** Stand-in for @docusaurus/useDocusaurusContext: the real site config. */
export default function useDocusaurusContext() {
  return {siteConfig: config, siteMetadata: {docusaurusVersion: 'test'}, globalData: {}, i18n: {currentLocale: 'en'}};
}
