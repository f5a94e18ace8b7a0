import Footer from '@theme-original/Footer';
import {gated} from '@site/src/components/HydrationGate';

/** Wrap: the stock footer, hydrated in a task of its own on Preact (src/components/HydrationGate). */
export default gated(Footer, 'footer');
