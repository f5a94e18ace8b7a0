import type {ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {CARD_HEIGHT, CARD_WIDTH, cardFile} from '@site/src/plugins/socialCards/cardFile';

/**
 * Wrap: the stock site metadata, with `og:image` and `twitter:image` pointing at the page's own
 * social card, which src/plugins/socialCards renders at build time for every route.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={cardFile(pathname, siteConfig.baseUrl)} />
      <Head>
        <meta property="og:image:width" content={String(CARD_WIDTH)} />
        <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      </Head>
    </>
  );
}
