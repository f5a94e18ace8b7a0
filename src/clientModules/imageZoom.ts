/** Client module: adds the image zoom buttons after each page renders (see src/components/ImageZoom). */
import {enhanceImages} from '../components/ImageZoom/imageZoom';
import '../components/ImageZoom/styles.css';

export function onRouteDidUpdate(): void {
  if (typeof document === 'undefined') return;
  // After React has committed the new page.
  window.requestAnimationFrame(() => enhanceImages(document));
}
