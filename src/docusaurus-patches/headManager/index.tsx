/**
 * `react-helmet-async` for the browser bundle: the same `Helmet` and `HelmetProvider` API, in
 * ~1.6 KB gzip instead of ~5.7 KB (the library with react-fast-compare, shallowequal, invariant);
 * main.js −4.1 KB gzip (measured with scripts/bundle-modules.mjs).
 *
 * The server keeps react-helmet-async: it renders the head into the HTML. In the browser the head
 * changes only when a client-side navigation mounts other `<Head>` elements, so this module does
 * what the library's client half does, by the same rules (react-helmet-async 1.3.0, `src/utils.js`
 * and `src/client.js`):
 * - the mounted `<Helmet>`s in mount order; for each tag type the innermost (last) one wins per
 *   primary attribute (meta: name, charset, http-equiv, property, itemprop; link: rel, or href
 *   for `rel="canonical"`/`"stylesheet"`; script: src or its content; …);
 * - the title from the innermost `<title>` (with the innermost `titleTemplate`, else
 *   `defaultTitle`); `<html>`/`<body>`/`<title>` attributes merged in order, later ones winning;
 * - the DOM: tags of a type marked `data-rh` are replaced by the new set, keeping every old tag
 *   equal to a new one (`isEqualNode`, so the server's tags stay on the first pass); attributes
 *   the previous pass set on `<html>`/`<body>` and no longer wanted are removed (the list is kept
 *   in their `data-rh` attribute).
 * It applies once per commit, in a microtask after the layout effects (the library waits for an
 * animation frame; the title is then current by the next task, which the analytics page view reads),
 * except during the first page's first hydration: the title and tags are the server's then, and
 * they are applied once, when the browser is idle after it (`firstHydrationRunning`); the `<html>`
 * and `<body>` attributes are applied at once.
 * One difference on purpose: on the first page, server tags no mounted tag replaces are kept
 * (see `leftFirstPage`).
 * Not carried over: server rendering (`HelmetProvider` context, `toString()`), `onChangeClientState`,
 * `encodeSpecialCharacters` and `prioritizeSeoTags` (server-only), prop-type warnings.
 */
import {Children, Fragment, isValidElement, useLayoutEffect, useRef} from 'react';
import type {ReactElement, ReactNode} from 'react';

type Attributes = Record<string, string | undefined>;
type TagType = 'base' | 'link' | 'meta' | 'noscript' | 'script' | 'style';
/** One `<Helmet>`'s props with its children flattened into tag lists, as the library does. */
export type HeadState = {
  title?: string | string[];
  titleTemplate?: string;
  defaultTitle?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
} & Partial<Record<TagType, Attributes[]>>;

/** React prop names whose HTML attribute is spelled differently (the library's REACT_TAG_MAP). */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
const ARRAY_TAGS: readonly TagType[] = ['link', 'meta', 'noscript', 'script', 'style'];
/** Primary attributes per tag type: two tags of a type with the same value are one tag. */
const PRIMARY: Record<TagType, readonly string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

function htmlAttributes(props: Record<string, unknown>): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children') out[HTML_NAMES[key] ?? key] = value as string | undefined;
  }
  return out;
}

/** `<Helmet>` props and children → its state (the library's `mapChildrenToProps`). */
export function stateOf(props: {children?: ReactNode} & Record<string, unknown>): HeadState {
  const {children, ...rest} = props;
  const state = {...rest} as HeadState & Record<string, unknown>;
  const lists: Partial<Record<TagType, Attributes[]>> = {};
  const visit = (nodes: ReactNode): void => {
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      const element = child as ReactElement<Record<string, unknown> & {children?: ReactNode}>;
      if (element.type === Fragment) {
        visit(element.props.children);
        return;
      }
      if (typeof element.type !== 'string') return;
      const type = element.type;
      const attributes = htmlAttributes(element.props);
      const nested = element.props.children as string | string[] | undefined;
      if ((ARRAY_TAGS as readonly string[]).includes(type)) {
        const content = type === 'style' ? {cssText: flatten(nested)} : type === 'script' || type === 'noscript' ? {innerHTML: flatten(nested)} : {};
        (lists[type as TagType] ??= []).push({...attributes, ...(nested ? content : {})});
      } else if (type === 'title') {
        state.title = nested;
        state.titleAttributes = attributes;
      } else if (type === 'html' || type === 'body') {
        const key = type === 'html' ? 'htmlAttributes' : 'bodyAttributes';
        state[key] = attributes;
      } else if (type === 'base') {
        state.base = [attributes];
      }
    });
  };
  visit(children);
  return {...state, ...lists};
}

function flatten(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join('') : value;
}

function innermost<K extends keyof HeadState>(states: HeadState[], key: K): HeadState[K] | undefined {
  for (let i = states.length - 1; i >= 0; i -= 1) if (Object.prototype.hasOwnProperty.call(states[i], key)) return states[i][key];
  return undefined;
}

function merged(states: HeadState[], key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes'): Attributes {
  return states.reduce<Attributes>((all, state) => ({...all, ...state[key]}), {});
}

/** The primary attribute a tag is known by, by the library's rules (rel wins, but not canonical/stylesheet). */
function primaryKey(tag: Attributes, primary: readonly string[]): string | undefined {
  let key: string | undefined;
  for (const attribute of Object.keys(tag)) {
    const lower = attribute.toLowerCase();
    if (
      primary.includes(lower) &&
      !(key === 'rel' && tag[key]?.toLowerCase() === 'canonical') &&
      !(lower === 'rel' && tag[lower]?.toLowerCase() === 'stylesheet')
    ) {
      key = lower;
    }
    if (primary.includes(attribute) && (attribute === 'innerHTML' || attribute === 'cssText' || attribute === 'itemprop')) key = attribute;
  }
  return key;
}

/** The tags of one type across all instances, innermost winning per primary attribute value. */
export function tagsOf(states: HeadState[], type: TagType): Attributes[] {
  if (type === 'base') {
    for (let i = states.length - 1; i >= 0; i -= 1) {
      const tag = states[i].base?.[0];
      if (tag && Object.keys(tag).some((key) => PRIMARY.base.includes(key.toLowerCase()) && tag[key.toLowerCase()])) return [tag];
    }
    return [];
  }
  const seen: Record<string, Record<string, true>> = {};
  const approved: Attributes[] = [];
  for (const instanceTags of states.map((state) => state[type]).filter((tags): tags is Attributes[] => Array.isArray(tags)).reverse()) {
    const instanceSeen: Record<string, Record<string, true>> = {};
    const kept = instanceTags.filter((tag) => {
      const key = primaryKey(tag, PRIMARY[type]);
      if (!key || !tag[key]) return false;
      const value = tag[key]!.toLowerCase();
      if (seen[key]?.[value]) return false;
      (instanceSeen[key] ??= {})[value] = true;
      return true;
    });
    approved.push(...kept.reverse());
    for (const [key, values] of Object.entries(instanceSeen)) seen[key] = {...seen[key], ...values};
  }
  return approved.reverse();
}

/** The title the instances produce (the library's `getTitleFromPropsList`). */
export function titleOf(states: HeadState[]): string | undefined {
  const title = flatten(innermost(states, 'title'));
  const template = innermost(states, 'titleTemplate');
  if (template && title) return template.replace(/%s/g, () => title);
  return title || innermost(states, 'defaultTitle') || undefined;
}

const MARK = 'data-rh';

function updateAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  const previous = element.getAttribute(MARK)?.split(',') ?? [];
  const managed = [...previous];
  const toRemove = [...previous];
  for (const [name, raw] of Object.entries(attributes)) {
    const value = raw || '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    if (!managed.includes(name)) managed.push(name);
    const index = toRemove.indexOf(name);
    if (index !== -1) toRemove.splice(index, 1);
  }
  for (let i = toRemove.length - 1; i >= 0; i -= 1) element.removeAttribute(toRemove[i]!);
  const names = Object.keys(attributes);
  if (managed.length === toRemove.length) element.removeAttribute(MARK);
  else if (element.getAttribute(MARK) !== names.join(',')) element.setAttribute(MARK, names.join(','));
}

/** A tag in the DOM as the attribute record the rules read (content as innerHTML/cssText). */
function recordOf(element: Element): Attributes {
  const record: Attributes = {};
  for (const attribute of Array.from(element.attributes)) if (attribute.name !== MARK) record[attribute.name] = attribute.value;
  if (element.localName === 'style') record.cssText = element.textContent ?? '';
  else if (element.localName === 'script' || element.localName === 'noscript') record.innerHTML = element.innerHTML;
  return record;
}

/** `primary attribute=value` of a tag, or '' when it has none. */
function identity(type: TagType, tag: Attributes): string {
  const key = primaryKey(tag, PRIMARY[type]);
  return key && tag[key] ? `${key}=${tag[key]!.toLowerCase()}` : '';
}

function updateTags(type: TagType, tags: Attributes[], keepServerTags: boolean): void {
  const head = document.head;
  const old = Array.from(head.querySelectorAll(`${type}[${MARK}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = value ?? '';
      else if (name === 'cssText') element.appendChild(document.createTextNode(value ?? ''));
      else element.setAttribute(name, value ?? '');
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  const replaced = new Set(tags.map((tag) => identity(type, tag)));
  for (const element of old) {
    if (keepServerTags && serverTags.has(element) && !replaced.has(identity(type, recordOf(element)))) continue;
    element.remove();
  }
  for (const element of added) head.appendChild(element);
}

/**
 * Until the first client-side navigation the page is the server's, and parts of it are static
 * islands that never hydrate (src/components/HydrationGate): their `<Head>` tags (the breadcrumbs'
 * structured data) have no mounted instance here, yet are right for the page. The library removed
 * them on its first pass (measured: /docs/intro lost its BreadcrumbList after hydration). Here a
 * server tag that no mounted tag replaces (same type and primary attribute value) stays until the
 * reader leaves the first page; then the library's rule applies.
 */
const firstPage = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
const serverTags = new Set<Element>(typeof document === 'undefined' ? [] : Array.from(document.head.querySelectorAll(`[${MARK}]`)));
let leftFirstPage = false;

/**
 * Writes the instances' combined head into the document (the library's `commitTagChanges`);
 * `attributesOnly`: only the `<html>` and `<body>` attributes.
 */
export function applyHead(states: HeadState[], attributesOnly = false): void {
  leftFirstPage ||= window.location.pathname + window.location.search !== firstPage;
  updateAttributes(document.documentElement, merged(states, 'htmlAttributes'));
  updateAttributes(document.body, merged(states, 'bodyAttributes'));
  if (attributesOnly) return;
  const title = titleOf(states);
  if (title !== undefined && document.title !== title) document.title = title;
  updateAttributes(document.querySelector('title'), merged(states, 'titleAttributes'));
  for (const type of ['base', ...ARRAY_TAGS] as TagType[]) updateTags(type, tagsOf(states, type), !leftFirstPage);
}

/** Mounted instances in mount order (a `<Helmet>` holds only head tags, never another Helmet). */
const instances: {state: HeadState; key: string}[] = [];
let scheduled = false;
/** The title and tags wait for the end of the first hydration (`firstHydrationRunning`). */
let tagsWaiting = false;
let watching = false;

/**
 * True while the first page's first hydration runs: Docusaurus' root has not finished
 * (`<html data-has-hydrated="false">`, which Docusaurus itself sets through a `<Head>`) or
 * hydration gates are still opening (`data-hydration-pending`, src/components/HydrationGate/queue.ts).
 * The title and tags are the server's then, and each pass compared them with a part of the page's
 * `<Helmet>`s: 24–42 ms of the root pass at 4× CPU on a busy machine (issue 30,
 * `scripts/hydrate-profile.mjs`, README of this folder).
 */
function firstHydrationRunning(): boolean {
  const root = document.documentElement;
  return (
    !leftFirstPage &&
    window.location.pathname + window.location.search === firstPage &&
    (root.getAttribute('data-has-hydrated') === 'false' || root.hasAttribute('data-hydration-pending'))
  );
}

/** Applies the title and tags once the first hydration is over, when the browser is idle. */
function applyTagsAfterFirstHydration(): void {
  tagsWaiting = true;
  if (watching) return;
  watching = true;
  const root = document.documentElement;
  const observer = new MutationObserver(() => {
    if (firstHydrationRunning()) return;
    observer.disconnect();
    const run = (): void => {
      watching = false;
      if (tagsWaiting) schedule();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 1000});
    else setTimeout(run, 200);
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated', 'data-hydration-pending']});
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    const states = instances.map((instance) => instance.state);
    // The attributes at once: Docusaurus marks the end of its hydration with one, and other code
    // (src/docusaurus-patches/paintFirst/tapReplay.ts, the gates) waits for it.
    applyHead(states, true);
    if (firstHydrationRunning()) {
      applyTagsAfterFirstHydration();
      return;
    }
    tagsWaiting = false;
    applyHead(states);
  });
}

export function Helmet(props: {children?: ReactNode} & Record<string, unknown>): null {
  const instance = useRef<{state: HeadState; key: string} | null>(null);
  const state = stateOf(props);
  const key = JSON.stringify(state);
  useLayoutEffect(() => {
    const entry = {state, key};
    instance.current = entry;
    instances.push(entry);
    schedule();
    return () => {
      instances.splice(instances.indexOf(entry), 1);
      schedule();
    };
    // Mounted once; later renders update the entry in place (below), keeping its position.
  }, []);
  useLayoutEffect(() => {
    if (instance.current && instance.current.key !== key) {
      instance.current.state = state;
      instance.current.key = key;
      schedule();
    }
  });
  return null;
}

/** The library's provider holds server-side context; in the browser there is nothing to provide. */
export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
