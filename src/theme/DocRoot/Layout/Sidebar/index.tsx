import type {ReactNode} from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof SidebarType>;

/** Wrap: the stock doc sidebar, hydrated in a task of its own (src/components/HydrationGate). */
export default function SidebarWrapper(props: Props): ReactNode {
  return (
    <HydrationGate name="doc-sidebar">
      <Sidebar {...props} />
    </HydrationGate>
  );
}
