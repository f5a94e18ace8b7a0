import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {BrowserContext} from '@site/src/docusaurus-patches/browserContext';

/**
 * Wrap: the stock toggle, never disabled. The stock one is disabled until `useIsBrowser()` is
 * true, because before the app a tap did nothing; here the page shell's script applies a tap
 * until the navbar is live (src/docusaurus-patches/paintFirst/tapReplay.ts), so the button works
 * from the first paint. `useIsBrowser()` decides nothing else in it: the server and the first
 * client render stay equal on both runtimes.
 */
export default function ColorModeToggleEnabled(props: Props): ReactNode {
  return (
    <BrowserContext.Provider value>
      <ColorModeToggle {...props} />
    </BrowserContext.Provider>
  );
}
