/**
 * The hydration gates' Docusaurus-facing part (src/components/HydrationGate). Docusaurus keeps
 * `useIsBrowser()` in a context of its client (@docusaurus/core/lib/client/browserContext): its
 * root provides `false` for the first hydration and `true` after it, and marks
 * `<html data-has-hydrated="true">` from that value (hasHydratedDataAttribute.js). A deferred
 * subtree hydrates after that switch, so it needs a `false` of its own. The guard test
 * (tests/unit/docusaurus-patches/guard.test.ts) fails if these internals move or change shape.
 */
import {useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {Context} from '@docusaurus/core/lib/client/browserContext';
// react-router 5's own context (what `useLocation()`, `<Route>` and `<NavLink>` read); Docusaurus'
// router re-exports react-router-dom, which reads this same module instance.
import {__RouterContext as RouterContext} from 'react-router';
import type {Location} from 'history';

/** Docusaurus' own context behind `useIsBrowser()` (not a copy: the same module instance). */
export const BrowserContext = Context;

/**
 * `useIsBrowser()` is false in `children` for their first render (their hydration) and true
 * from the next one, exactly as Docusaurus' BrowserContextProvider does for the whole page.
 * `location`, when given, is the location the server rendered: a part that hydrates after a
 * client-side navigation (one waiting for the reader, src/components/HydrationGate `wake`) reads
 * it from the router for that first render, so it renders the server's markup (navbar and sidebar
 * active items), then the current location in the same ordinary update.
 */
export function HydratingSubtree({children, location}: {readonly children: ReactNode; readonly location?: Location}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return (
    <BrowserContext.Provider value={isBrowser}>
      {location ? (
        <FirstLocation location={location} pinned={!isBrowser}>
          {children}
        </FirstLocation>
      ) : (
        children
      )}
    </BrowserContext.Provider>
  );
}

/** The router's context with `location` while `pinned` (a gate passes `location` for good or never). */
function FirstLocation({children, location, pinned}: {readonly children: ReactNode; readonly location: Location; readonly pinned: boolean}): ReactNode {
  const router = useContext(RouterContext);
  const pin = pinned && router.location !== location;
  const value = useMemo(() => (pin ? {...router, location} : router), [pin, router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** True until Docusaurus' root has finished the first hydration (`<html data-has-hydrated="false">`). */
export function firstHydrationPending(root: HTMLElement): boolean {
  return root.dataset.hasHydrated === 'false';
}
