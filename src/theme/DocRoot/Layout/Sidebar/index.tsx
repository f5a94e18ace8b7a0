import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import {gated} from '@site/src/components/HydrationGate';

/**
 * Wrap: the stock doc sidebar. On Preact it does not hydrate during the first load: it waits for
 * the reader (src/components/HydrationGate `wake`), and on a narrow screen wakes with the navbar,
 * whose mobile menu shows it.
 */
export default gated(Sidebar, 'doc-sidebar', {narrowWith: 'navbar'});
