/**
 * The hydration gates' Docusaurus-facing part (src/components/HydrationGate). Docusaurus keeps
 * `useIsBrowser()` in a context of its client (@docusaurus/core/lib/client/browserContext): its
 * root provides `false` for the first hydration and `true` after it, and marks
 * `<html data-has-hydrated="true">` from that value (hasHydratedDataAttribute.js). A deferred
 * subtree hydrates after that switch, so it needs a `false` of its own. The guard test
 * (tests/unit/docusaurus-patches/guard.test.ts) fails if these internals move or change shape.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {Context} from '@docusaurus/core/lib/client/browserContext';

/** Docusaurus' own context behind `useIsBrowser()` (not a copy: the same module instance). */
export const BrowserContext = Context;

/**
 * `useIsBrowser()` is false in `children` for their first render (their hydration) and true
 * from the next one, exactly as Docusaurus' BrowserContextProvider does for the whole page.
 */
export function HydratingSubtree({children}: {readonly children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

/** True until Docusaurus' root has finished the first hydration (`<html data-has-hydrated="false">`). */
export function firstHydrationPending(root: HTMLElement): boolean {
  return root.dataset.hasHydrated === 'false';
}
