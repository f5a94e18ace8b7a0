/**
 * Splits a page's first hydration into several tasks when the browser bundle runs on Preact
 * (the default, src/plugins/clientRuntime). Preact hydrates a page in one task; a gate
 * suspends its subtree during that first pass, Preact keeps the server-rendered DOM as it is, and
 * the subtree hydrates later in a task of its own (gates open one per task, see ./queue.ts).
 * After the first hydration (client-side navigation), and on React, a gate renders its children.
 */
import {Suspense, useEffect, useState, type ComponentType, type ReactNode} from 'react';
// The context behind `useIsBrowser()`: Docusaurus' root provides `false` for the first hydration
// and `true` once it is done. A deferred subtree hydrates later, so it gets its own `false`.
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {createGateQueue, type GateQueue} from './queue';
import styles from './styles.module.css';

/** 'preact' or 'react', set for both bundles by src/plugins/clientRuntime. */
declare const __SITE_CLIENT_RUNTIME__: string;

type Props = {
  /** Unique among the gates of one page. */
  readonly name: string;
  /**
   * Puts the children in a `display: contents` element. Preact keeps exactly one server-rendered
   * node for a suspended subtree and recreates the others, so children that may render several
   * top-level nodes, or none, need one (with none, Preact would take the next sibling as theirs).
   */
  readonly contents?: boolean;
  readonly children: ReactNode;
};

let queue: GateQueue | undefined;

/** What a gate renders once open, and what the server renders for it. */
const Body = ({contents, children}: Pick<Props, 'contents' | 'children'>): ReactNode =>
  contents ? <div className={styles.contents}>{children}</div> : children;

/**
 * A deferred subtree hydrates over server HTML, so it must render what the server rendered:
 * `useIsBrowser()` is false in it until it has hydrated, then true (exactly what Docusaurus'
 * BrowserContextProvider does for the page), so BrowserOnly, ThemedImage and the like switch to
 * their browser version in an ordinary update instead of hydrating it over the server's markup.
 * Subtrees rendered after the first hydration (client-side navigation) never get here.
 */
function HydratingSubtree({children}: {readonly children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>;
}

/** Mounted once the gate is open: whether it hydrates server HTML is decided once, on mount. */
function Opened({name, contents, children}: Props): ReactNode {
  const [deferred] = useState(() => queue?.takeDeferred(name) ?? false);
  const body = <Body contents={contents}>{children}</Body>;
  return deferred ? <HydratingSubtree>{body}</HydratingSubtree> : body;
}

function Gate({name, contents, children}: Props): ReactNode {
  const root = document.documentElement;
  queue ??= createGateQueue(root, (task) => setTimeout(task, 0));
  // The first hydration: Docusaurus marks <html> once the first pass is done; gates met later,
  // inside a subtree a gate let through, still belong to it.
  if (!queue.isOpen(name) && (root.dataset.hasHydrated === 'false' || queue.active())) throw queue.close(name);
  return (
    <Opened name={name} contents={contents}>
      {children}
    </Opened>
  );
}

export default function HydrationGate({name, contents, children}: Props): ReactNode {
  if (__SITE_CLIENT_RUNTIME__ !== 'preact') return children;
  // The server renders with React: no boundary there (React 19 may move a boundary's content
  // out of place in the HTML stream), only the element the browser will find.
  if (typeof document === 'undefined') return <Body contents={contents}>{children}</Body>;
  return (
    <Suspense fallback={null}>
      <Gate name={name} contents={contents}>
        {children}
      </Gate>
    </Suspense>
  );
}

/** `Component` behind a gate of its own: the body of a theme wrap (src/theme/README.md). */
export function gated<P extends object>(Component: ComponentType<P>, name: string): ComponentType<P> {
  function Gated(props: P): ReactNode {
    return (
      <HydrationGate name={name}>
        <Component {...props} />
      </HydrationGate>
    );
  }
  Gated.displayName = `Gated(${name})`;
  return Gated;
}
