/**
 * Splits a page's first hydration into several tasks when the browser bundle runs on Preact
 * (the default, src/docusaurus-patches/clientRuntime). Preact hydrates a page in one task; a gate
 * suspends its subtree during that first pass, Preact keeps the server-rendered DOM as it is, and
 * the subtree hydrates later in a task of its own (gates open one per task, see ./queue.ts).
 * After the first hydration (client-side navigation), and on React, a gate renders its children.
 *
 * A static gate (`static`) is an island boundary the other way round: on the first load its
 * subtree is never hydrated. It suspends for good, so Preact keeps its server DOM as it is (also
 * when the page around it renders again); the static part's links reach the router through one
 * delegated listener (src/docusaurus-patches/islands). A page reached by client-side navigation
 * renders it like any other part. `static="unlessInteractive"` decides on the first load from the
 * server DOM: a part holding an element that needs the app (INTERACTIVE) hydrates as a deferred
 * gate instead.
 *
 * A gate with `wake` waits for the reader (./wake.ts): on the first load it does not hydrate
 * until the reader turns to it (a pointer, focus or key inside it, a kept tap on one of its
 * controls, what `wake` adds), or until a client-side navigation, which it renders in full. It
 * hydrates as a deferred gate then, with the location the server rendered (its server markup)
 * for that first render.
 */
import {Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {Location} from 'history';
// What the gates rely on in Docusaurus' client lives with the other patches (guarded by a test).
import {firstHydrationPending, HydratingSubtree} from '@site/src/docusaurus-patches/browserContext';
import {STATIC_BUTTONS} from '../HighlightedCode/marker';
import {createGateQueue, type GateQueue} from './queue';
import {notWaiting, shouldWait, waitForReader, type Wake, type Waiting} from './wake';
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
  /**
   * Never hydrated on the first load (see above); always in a `display: contents` element marked
   * `data-static-part`. Render the gate only where its children render something (an empty
   * wrapper would take a `:first-child` rule from its next sibling).
   */
  readonly static?: true | 'unlessInteractive';
  /**
   * Waits for the reader on the first load (see above); always in a `display: contents` element
   * marked `data-lazy-part`.
   */
  readonly wake?: Wake;
  readonly children: ReactNode;
};

/**
 * Elements that need the app: a `static="unlessInteractive"` part holding one hydrates. Some are
 * not in the server HTML at all, only their container is: a demo or learning tool
 * (`[data-needs-js]`, src/components/NeedsJs); `[data-interactive]` marks any other. Links are
 * not among them (the delegated listener hands them to the router), nor content images (image
 * zoom enhances the static DOM from a client module), nor `tabindex` (scrollable tables and code
 * are focusable without the app), nor code blocks: a static part's code blocks get their copy
 * and wrap buttons from plain DOM code (../HighlightedCode/staticButtons.ts, loaded only where a
 * static part holds a code block), and those buttons are not counted either.
 */
export const INTERACTIVE =
  'button, input, select, textarea, details, form, iframe, video, audio, canvas, [role="tablist"], [role="button"], [contenteditable], [data-needs-js], [data-interactive]';

/** Whether `element` holds an element that needs the app (buttons added by staticButtons aside). */
export function needsApp(element: Element): boolean {
  return Array.from(element.querySelectorAll(INTERACTIVE)).some((el) => !el.closest(`[${STATIC_BUTTONS}]`));
}

/** A static part's promise: never settles, so Suspense keeps the server DOM for good. */
const NEVER = new Promise<never>(() => undefined);

let queue: GateQueue | undefined;

function gateQueue(): GateQueue {
  queue ??= createGateQueue(document.documentElement, (task) => setTimeout(task, 0));
  return queue;
}

/** Parts waiting for the reader on this page, by gate name (their `live` runs the kept keys). */
const waitingParts = new Map<string, Waiting>();

/** What a gate renders once open, and what the server renders for it. */
function Body({name, contents, static: isStatic, wake, children}: Props): ReactNode {
  if (wake)
    return (
      <div className={styles.contents} data-lazy-part={name}>
        {children}
      </div>
    );
  if (isStatic)
    return (
      <div className={styles.contents} data-static-part={name}>
        {children}
      </div>
    );
  return contents ? <div className={styles.contents}>{children}</div> : children;
}

/**
 * Whether a static gate stays static: only while the page's first hydration runs (the gate's
 * server DOM is there to keep), and for `unlessInteractive` only if that DOM needs no app.
 */
function staysStatic(name: string, mode: Props['static']): boolean {
  if (!mode) return false;
  const root = document.documentElement;
  if (!firstHydrationPending(root) && !queue?.active()) return false;
  const element = document.querySelector(`[data-static-part="${name}"]`);
  if (!element) return false;
  return mode === true || !needsApp(element);
}

/**
 * `run` once the page's first hydration is over and the browser is idle: work that no first paint
 * or hydration needs stays out of the load (its script is not part of the first-load bytes that
 * tests/e2e/budgets.spec.ts counts, and its request never races the hydration).
 */
function afterFirstHydration(run: () => void): void {
  const root = document.documentElement;
  const idle = (): void => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 1000});
    else setTimeout(run, 200);
  };
  if (!firstHydrationPending(root)) {
    idle();
    return;
  }
  const observer = new MutationObserver(() => {
    if (firstHydrationPending(root)) return;
    observer.disconnect();
    idle();
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * A static part's code blocks get their buttons without the app (a chunk of its own, loaded only
 * here), after the first hydration: until then there is no button to tap, so no tap is lost.
 */
function addStaticCodeButtons(name: string): void {
  const element = document.querySelector(`[data-static-part="${name}"]`);
  if (!element?.querySelector('.theme-code-block')) return;
  afterFirstHydration(() => {
    void import('../HighlightedCode/staticButtons').then(({addCodeButtons}) => addCodeButtons(element));
  });
}

/** A static part on the first load: suspended for good (its server DOM stays, see above). */
function StaticPart(): ReactNode {
  throw NEVER;
}

/**
 * Mounted once the gate is open; whether it hydrates server HTML is decided once, on mount. A
 * deferred subtree must render what the server rendered, so `useIsBrowser()` is false in it until
 * it has hydrated, then true: BrowserOnly, ThemedImage and the like switch to their browser
 * version in an ordinary update instead of hydrating it over the server's markup (Preact neither
 * checks nor repairs such a mismatch). Subtrees rendered after the first hydration (client-side
 * navigation) get the page's context as it is.
 */
function Opened({children, location, ...props}: Props & {readonly location?: Location}): ReactNode {
  const {name} = props;
  const [deferred] = useState(() => queue?.takeDeferred(name) ?? false);
  // A Performance measure per deferred part: its hydration, from the gate opening to its commit.
  useLayoutEffect(() => {
    if (deferred) performance.measure(`gate:${name}`, `gate:${name}`);
  }, [deferred, name]);
  // Live once the subtree has also rendered its browser version (HydratingSubtree's update, in
  // the task after this effect): taps kept for its controls are replayed then.
  useEffect(() => {
    if (!deferred) return undefined;
    const timer = setTimeout(() => {
      queue?.live(name);
      waitingParts.get(name)?.live();
    }, 0);
    return () => clearTimeout(timer);
  }, [deferred, name]);
  const body = <Body {...props}>{children}</Body>;
  return deferred ? <HydratingSubtree location={location}>{body}</HydratingSubtree> : body;
}

function Gate(props: Props & {readonly location?: Location}): ReactNode {
  const {name} = props;
  const root = document.documentElement;
  const queue = gateQueue();
  // The first hydration: Docusaurus marks <html> once the first pass is done; gates met later,
  // inside a subtree a gate let through, still belong to it.
  if (!queue.isOpen(name) && (firstHydrationPending(root) || queue.active())) throw queue.close(name);
  return <Opened {...props} />;
}

export default function HydrationGate(props: Props): ReactNode {
  // On React everything hydrates (correctly, in slices): no gates, no static parts.
  if (__SITE_CLIENT_RUNTIME__ !== 'preact') return props.children;
  // The server renders with React: no boundary there (React 19 may move a boundary's content
  // out of place in the HTML stream), only the element the browser will find.
  if (typeof document === 'undefined') return <Body {...props} />;
  return <ClientGate {...props} />;
}

/** A part waiting for the reader: suspended (server DOM kept) until its gate opens. */
function WaitingPart({waiting, ...props}: Props & {readonly waiting: Waiting; readonly location: Location}): ReactNode {
  if (!waiting.opened) throw waiting.promise;
  return <Gate {...props} />;
}

/** The router's location when the first gate that may wait rendered: the first page's. */
let firstLocation: Location | undefined;

/** A gate with `wake` (see above). */
function LazyGate(props: Props & {readonly wake: Wake}): ReactNode {
  const {name, wake} = props;
  // The location the server rendered: the part hydrates with it, whatever the reader did since.
  const location = useLocation();
  const [first] = useState(() => location);
  const [waiting] = useState(() => {
    const root = document.documentElement;
    // Only on the first page, while its first hydration runs (a client-side navigation makes a
    // new location object: a part mounted then renders in full).
    firstLocation ??= location;
    if (location !== firstLocation || !(firstHydrationPending(root) || queue?.active()) || !shouldWait(name, wake, root)) return null;
    const part = waitForReader(name, wake, () => gateQueue().close(name));
    waitingParts.set(name, part);
    return part;
  });
  useEffect(() => waiting?.listen(), [waiting]);
  // A part rendered in full, or a waiting one leaving the page: its controls are not held back.
  useEffect(() => {
    if (!waiting) notWaiting(name);
    return () => {
      if (waiting) {
        notWaiting(name);
        waitingParts.delete(name);
      }
    };
  }, [waiting, name]);
  // A client-side navigation: the part renders the new page in full.
  useEffect(() => {
    if (waiting && location !== first) waiting.now();
  }, [waiting, location, first]);
  return <Suspense fallback={null}>{waiting ? <WaitingPart {...props} waiting={waiting} location={first} /> : <Gate {...props} />}</Suspense>;
}

function ClientGate(props: Props): ReactNode {
  if (props.wake) return <LazyGate {...props} wake={props.wake} />;
  return <EagerGate {...props} />;
}

function EagerGate(props: Props): ReactNode {
  // Decided once per gate instance, outside the boundary (a component that suspends keeps no
  // state of its own): a re-render keeps a static part static, a new page renders in full.
  const [isStatic] = useState(() => staysStatic(props.name, props.static));
  useEffect(() => {
    if (isStatic) addStaticCodeButtons(props.name);
  }, [isStatic, props.name]);
  return <Suspense fallback={null}>{isStatic ? <StaticPart /> : <Gate {...props} />}</Suspense>;
}

/** `Component` behind a gate of its own: the body of a theme wrap (src/theme/README.md). */
export function gated<P extends object>(Component: ComponentType<P>, name: string, wake?: Wake): ComponentType<P> {
  function Gated(props: P): ReactNode {
    return (
      <HydrationGate name={name} wake={wake}>
        <Component {...props} />
      </HydrationGate>
    );
  }
  Gated.displayName = `Gated(${name})`;
  return Gated;
}
