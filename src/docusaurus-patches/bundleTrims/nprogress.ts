/**
 * theme-classic's route progress bar (`lib/nprogress.js`, a client module on every page) with the
 * nprogress library loaded on the first client-side navigation instead of in main.js (~1.2 KB
 * gzip every page runs at startup, for a bar that only a navigation slower than 200 ms shows).
 * Same behaviour: the bar starts 200 ms after a navigation to another path begins, unless the new
 * page rendered first, and finishes when it renders. The import starts with the navigation, so the
 * library is there by the time the bar is due (it is prefetched with the route's chunks). Its
 * stylesheet stays where the stock module put it.
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';

export type ProgressBar = {configure(options: {showSpinner: boolean}): unknown; start(): unknown; done(): unknown};

export const DELAY_MS = 200;

/** The client module, with the library loader passed in (tests pass a fake). */
export function createProgressModule(loadLibrary: () => Promise<ProgressBar>): ClientModule {
  let bar: ProgressBar | null = null;
  let loading: Promise<ProgressBar | null> | null = null;
  // A navigation began and its page has not rendered yet.
  let navigating = false;
  const load = (): Promise<ProgressBar | null> => {
    loading ??= loadLibrary().then(
      (library) => {
        library.configure({showSpinner: false});
        bar = library;
        return library;
      },
      // The bar is decoration: without it (offline, a failed chunk) navigation works as before.
      () => null,
    );
    return loading;
  };
  return {
    onRouteUpdate({location, previousLocation}) {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      navigating = true;
      void load();
      const timeout = window.setTimeout(() => {
        void load().then((library) => {
          if (navigating) library?.start();
        });
      }, DELAY_MS);
      return () => window.clearTimeout(timeout);
    },
    onRouteDidUpdate() {
      navigating = false;
      bar?.done();
    },
  };
}

export default createProgressModule(async () => (await import('nprogress')).default);
