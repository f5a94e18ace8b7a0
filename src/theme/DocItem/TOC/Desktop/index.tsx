import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {gated} from '@site/src/components/HydrationGate';

/** Wrap: the stock table of contents beside a doc, hydrated in a task of its own on Preact (src/components/HydrationGate). */
export default gated(TOCDesktop, 'doc-toc');
