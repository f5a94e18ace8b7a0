import {describe, expect, it} from 'vitest';
import {BUTTON_CLASS, DIALOG_CLASS, enhanceImages, zoomLabel} from '@site/src/components/ImageZoom/imageZoom';

function page(): Document {
  document.body.innerHTML = `<div class="markdown">
    <p><img src="/a.png" alt="Adoption curve"></p>
    <figure><svg role="img" aria-labelledby="t d"><title id="t">Gateway</title><desc id="d">Requests pass the gateway.</desc></svg><figcaption>Gateway</figcaption></figure>
    <a href="/x"><img src="/logo.png" alt="Logo link"></a>
  </div><img src="/outside.png" alt="Not content">`;
  return document;
}

describe('enhanceImages', () => {
  it('adds one labelled button per content image and diagram, once', () => {
    const doc = page();
    expect(enhanceImages(doc)).toBe(2);
    expect(enhanceImages(doc)).toBe(0);
    const labels = Array.from(doc.querySelectorAll(`.${BUTTON_CLASS}`)).map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Enlarge image: Adoption curve', 'Enlarge diagram: Gateway']);
  });

  it('opens a labelled dialog with a copy without duplicate ids, and closing returns focus', () => {
    const doc = page();
    enhanceImages(doc);
    const button = doc.querySelectorAll<HTMLButtonElement>(`.${BUTTON_CLASS}`)[1]!;
    button.click();
    const dialog = doc.querySelector<HTMLDialogElement>(`.${DIALOG_CLASS}`)!;
    expect(dialog.getAttribute('aria-label')).toBe('Enlarged diagram: Gateway');
    expect(dialog.querySelector('[id]')).toBeNull();
    expect(dialog.querySelector('svg')?.getAttribute('aria-label')).toBe('Gateway');
    expect(doc.activeElement?.textContent).toBe('Close');
    dialog.querySelector<HTMLButtonElement>('button')!.click();
    expect(doc.querySelector(`.${DIALOG_CLASS}`)).toBeNull();
    expect(doc.activeElement).toBe(button);
  });

  it('names images by alt text and diagrams by title', () => {
    const img = document.createElement('img');
    expect(zoomLabel(img)).toBe('image');
    img.alt = 'Chart';
    expect(zoomLabel(img)).toBe('Chart');
  });
});
