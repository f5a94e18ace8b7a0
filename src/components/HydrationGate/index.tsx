/**
 * Splits a page's first hydration into several tasks when the browser bundle runs on Preact
 * (the default, src/docusaurus-patches/clientRuntime). Preact hydrates a page in one task; a gate
 * suspends its subtree during that first pass, Preact keeps the server-rendered DOM as it is, and
 * the subtree hydrates later in a task of its own (gates open one per task, see ./queue.ts).
 * After the first hydration (client-side navigation), and on React, a gate renders its children.
 */
import {Suspense, useState, type ComponentType, type ReactNode} from 'react';
// What the gates rely on in Docusaurus' client lives with the other patches (guarded by a test).
import {firstHydrationPending, HydratingSubtree} from '@site/src/docusaurus-patches/browserContext';
import {createGateQueue, type GateQueue} from './queue';
import styles from './styles.module.css';

/** 'preact' or 'react', set for both bundles by src/docusaurus-patches/clientRuntime. */
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
 * Mounted once the gate is open; whether it hydrates server HTML is decided once, on mount. A
 * deferred subtree must render what the server rendered, so `useIsBrowser()` is false in it until
 * it has hydrated, then true: BrowserOnly, ThemedImage and the like switch to their browser
 * version in an ordinary update instead of hydrating it over the server's markup (Preact neither
 * checks nor repairs such a mismatch). Subtrees rendered after the first hydration (client-side
 * navigation) get the page's context as it is.
 */
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
  if (!queue.isOpen(name) && (firstHydrationPending(root) || queue.active())) throw queue.close(name);
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
