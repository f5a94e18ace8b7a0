import Navbar from '@theme-original/Navbar';
import {gated} from '@site/src/components/HydrationGate';

/** Wrap: the stock navbar, hydrated in a task of its own on Preact (src/components/HydrationGate). */
export default gated(Navbar, 'navbar');
