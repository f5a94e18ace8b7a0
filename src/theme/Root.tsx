import type {ReactNode} from 'react';
import ConsentBanner from '@site/src/components/ConsentBanner';

/** Every page: the site, then the analytics consent panel (fixed at the bottom; in the HTML for a first visit). */
export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <ConsentBanner />
    </>
  );
}
