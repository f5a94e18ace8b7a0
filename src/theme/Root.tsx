import type {ReactNode} from 'react';
import ConsentBanner from '@site/src/components/ConsentBanner';
import FirstDocsEntries from '@site/src/docusaurus-patches/docsGlobalData/FirstDocsEntries';
import FirstRouteChunks from '@site/src/docusaurus-patches/routeChunks/FirstRouteChunks';

/**
 * Every page: the site, then the analytics consent panel (fixed at the bottom; in the HTML for a
 * first visit). On the server, the page's route chunk names and doc entries go into <head>
 * (FirstRouteChunks, FirstDocsEntries).
 */
export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <ConsentBanner />
      <FirstRouteChunks />
      <FirstDocsEntries />
    </>
  );
}
