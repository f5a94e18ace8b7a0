/**
 * The section stylesheet a page linked without blocking (`media="print"`, index.ts
 * `linkDeferredSectionStyles`) applies from the app's start, and no chunk runs before it has
 * loaded: a page section reached by client-side navigation is styled from its first paint. Takes
 * the place of the CSS extract plugin's chunk loader, turned off (index.ts `noCssChunkLoader`).
 *
 * A copy for all media replaces the link (one code path whether the file has loaded, is loading or
 * failed: the copy's load or error event is certain to come; the browser serves it from its cache
 * or the pending request); Rspack's chunk loading waits for every promise its `__webpack_require__.f`
 * handlers add, as it did for the CSS loader's.
 */
declare const __webpack_require__: {f: Record<string, (chunkId: unknown, promises: Promise<unknown>[]) => void>};

const link = typeof document === 'undefined' ? null : document.querySelector<HTMLLinkElement>('link[data-deferred-styles]');
if (link) {
  const copy = link.cloneNode() as HTMLLinkElement;
  copy.media = 'all';
  const loaded = new Promise((resolve) => {
    copy.onload = copy.onerror = resolve;
  });
  link.replaceWith(copy);
  __webpack_require__.f.sectionStyles = (_chunkId, promises) => {
    promises.push(loaded);
  };
}
