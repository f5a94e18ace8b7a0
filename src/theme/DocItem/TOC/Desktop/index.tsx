import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {gated} from '@site/src/components/HydrationGate';

/**
 * Wrap: the stock table of contents beside a doc. On Preact it does not hydrate during the first
 * load: it waits for the reader (src/components/HydrationGate `wake`), or the first scroll, from
 * which on it highlights the heading in view.
 */
export default gated(TOCDesktop, 'doc-toc', {scroll: true});
