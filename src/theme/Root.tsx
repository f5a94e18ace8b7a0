import type {ReactNode} from 'react';
import ConsentBanner from '@site/src/components/ConsentBanner';

/** Every page: the site, then the analytics consent panel (client only, fixed at the bottom). */
export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <ConsentBanner />
    </>
  );
}
