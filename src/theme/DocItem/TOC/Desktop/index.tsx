import type {ReactNode} from 'react';
import TOC from '@theme-original/DocItem/TOC/Desktop';
import type TOCType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof TOCType>;

/** Wrap: the stock table of contents beside a doc, hydrated in a task of its own (src/components/HydrationGate). */
export default function TOCDesktopWrapper(props: Props): ReactNode {
  return (
    <HydrationGate name="doc-toc">
      <TOC {...props} />
    </HydrationGate>
  );
}
