/**
 * Docusaurus' browser entry (@docusaurus/core lib/client/clientEntry.js, production builds), the
 * same steps in several tasks (issue 30). The stock entry imports the whole app statically, so
 * evaluating main.js ran every module of the runtime, the route table and the theme in one task
 * (104–314 ms at 4× CPU on a busy machine). Here the app is an eager `import()`: its modules stay
 * in main.js (no extra request), but they run only when the entry imports them, in a task after
 * the first, and the entry yields to the browser between stages:
 *   1. the runtime (react-dom or Preact, the router, the head manager), the route table and
 *      Docusaurus' preload/prefetch helpers; the page's route chunks are requested at once (as
 *      before, the earliest the app can know them);
 *   2. the app (client modules, theme root and layout);
 *   3. once the route chunks are in: hydration, as the stock entry does it (a transition), in a
 *      task of its own.
 * One eager import only: each costs bytes (a module imported that way is not concatenated with
 * its importer); the runtime and route table together evaluate faster than the app.
 * What the stock entry does besides is unchanged: `window.docusaurus`, the router type from the
 * site config, `hydrateRoot` with the same recoverable-error report, `createRoot` when not
 * hydrating, a second run re-rendering the root. Both runtimes (CLIENT_RUNTIME) use it.
 */
import {createElement, startTransition} from 'react';
import ReactDOM from 'react-dom/client';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import preload from '@docusaurus/core/lib/client/preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';

// `window.docusaurus` and `window.docusaurusRoot` are typed by @docusaurus/module-type-aliases.

/** Resolves in a new task: the browser may paint and handle input between two stages. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

async function start(): Promise<void> {
  window.docusaurus = docusaurus;
  const preloaded = preload(window.location.pathname);
  await nextTask();
  // A mark per stage, no measure (bytes on every page): scripts/load-trace.mjs names the long
  // task each mark falls in, and the trace has that task's duration.
  performance.mark('entry:app');
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = createElement(HelmetProvider, null, createElement(Router, null, createElement(App)));
  const onRecoverableError = (error: unknown, errorInfo: unknown): void => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = (): void => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    const container = document.getElementById('__docusaurus')!;
    if (hydrate) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await preloaded;
  // The route chunks may have arrived while the stages ran: hydrate in a task of its own.
  await nextTask();
  performance.mark('entry:hydrate');
  startTransition(renderApp);
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') void start();
