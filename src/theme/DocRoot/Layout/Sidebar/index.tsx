import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import {gated} from '@site/src/components/HydrationGate';

/** Wrap: the stock doc sidebar, hydrated in a task of its own on Preact (src/components/HydrationGate). */
export default gated(Sidebar, 'doc-sidebar');
