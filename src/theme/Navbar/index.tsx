import Navbar from '@theme-original/Navbar';
import {gated} from '@site/src/components/HydrationGate';
import {isShortcut} from '@site/src/components/SearchBar/shortcut';

/**
 * Wrap: the stock navbar. On Preact it does not hydrate during the first load: it waits for the
 * reader (src/components/HydrationGate `wake`): a tap, focus or key inside it, the search
 * shortcut anywhere (kept and replayed to the search button's listener), the first scroll (the
 * navbar hides on scroll), or a client-side navigation.
 */
export default gated(Navbar, 'navbar', {key: isShortcut, scroll: true});
