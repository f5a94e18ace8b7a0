/**
 * Client module: adds the image zoom buttons after each page renders (see src/components/ImageZoom).
 * Only this check is in the bundle every page runs at startup; the zoom code itself is a separate
 * chunk, fetched after the first page with a content image or diagram has rendered.
 */
import '../components/ImageZoom/styles.css';

/** The elements src/components/ImageZoom/imageZoom.ts enhances (`enhanceImages`). */
export const ZOOM_TARGETS = '.markdown img, .markdown figure > svg[role="img"]';

export function onRouteDidUpdate(): void {
  if (typeof document === 'undefined') return;
  // After React has committed the new page.
  window.requestAnimationFrame(() => {
    if (!document.querySelector(ZOOM_TARGETS)) return;
    void import('../components/ImageZoom/imageZoom').then(({enhanceImages}) => enhanceImages(document));
  });
}
