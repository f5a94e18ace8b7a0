import type {ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import HydrationGate from '@site/src/components/HydrationGate';

/** Wrap: the stock previous/next links of a doc, a static part on Preact (src/components/HydrationGate). */
export default function PaginatorWrapper(): ReactNode {
  return (
    <HydrationGate name="paginator" static>
      <Paginator />
    </HydrationGate>
  );
}
