/**
 * Client module: adds the image zoom buttons after each page renders (see src/components/ImageZoom).
 * Only this check is in the bundle every page runs at startup; the zoom code itself is a separate
 * chunk, fetched after the first page with a content image or diagram has rendered.
 */
import '../components/ImageZoom/styles.css';
import {whenHydrated} from '../components/HydrationGate/queue';

/** The elements src/components/ImageZoom/imageZoom.ts enhances (`enhanceImages`). */
export const ZOOM_TARGETS = '.markdown img, .markdown figure > svg[role="img"]';

export function onRouteDidUpdate(): void {
  if (typeof document === 'undefined') return;
  // After the new page is committed and, on a first load, hydrated: the buttons go into the
  // article's markup, which Preact would clean out of a subtree it hydrates later.
  window.requestAnimationFrame(() =>
    whenHydrated(document.documentElement, () => {
      if (!document.querySelector(ZOOM_TARGETS)) return;
      void import('../components/ImageZoom/imageZoom').then(({enhanceImages}) => enhanceImages(document));
    }),
  );
}
