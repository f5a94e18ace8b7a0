/**
 * Image zoom for content images and diagrams: each `.markdown img` and each diagram
 * (`figure > svg[role="img"]`) gets an "Enlarge" button; it opens a modal `<dialog>`
 * (the browser makes the page behind it inert, so focus stays inside; Escape closes) showing
 * the image at full width. Focus returns to the button on close. Runs from the client module
 * src/clientModules/imageZoom.ts after every route change.
 */

const ENHANCED = 'data-zoom-ready';
export const BUTTON_CLASS = 'image-zoom-button';
export const DIALOG_CLASS = 'image-zoom-dialog';

/** The accessible name of what is enlarged. */
export function zoomLabel(target: Element): string {
  if (target.tagName.toLowerCase() === 'img') return (target.getAttribute('alt') ?? '').trim() || 'image';
  const title = target.querySelector('title')?.textContent?.trim();
  return title || target.getAttribute('aria-label') || 'diagram';
}

function kind(target: Element): 'image' | 'diagram' {
  return target.tagName.toLowerCase() === 'img' ? 'image' : 'diagram';
}

/** A copy for the dialog: ids removed (they would clash with the original), named by aria-label. */
function copyOf(target: Element, label: string): Element {
  const copy = target.cloneNode(true) as Element;
  for (const el of [copy, ...Array.from(copy.querySelectorAll('[id]'))]) el.removeAttribute('id');
  copy.removeAttribute('aria-labelledby');
  copy.setAttribute('aria-label', label);
  copy.removeAttribute(ENHANCED);
  copy.removeAttribute('width');
  copy.removeAttribute('height');
  return copy;
}

/** Closes with the native API where there is one (older engines: remove `open`, fire `close`). */
function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

function openDialog(doc: Document, target: Element, trigger: HTMLButtonElement): HTMLDialogElement {
  const label = zoomLabel(target);
  const dialog = doc.createElement('dialog');
  dialog.className = DIALOG_CLASS;
  dialog.setAttribute('aria-label', `Enlarged ${kind(target)}: ${label}`);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = `${DIALOG_CLASS}__close`;
  close.textContent = 'Close';
  close.addEventListener('click', () => closeDialog(dialog));
  const frame = doc.createElement('div');
  frame.className = `${DIALOG_CLASS}__frame`;
  frame.appendChild(copyOf(target, label));
  dialog.append(close, frame);
  // A click on the backdrop (the dialog box itself, outside the frame) closes too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) closeDialog(dialog);
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    trigger.focus();
  });
  doc.body.appendChild(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  close.focus();
  return dialog;
}

/** Adds an "Enlarge" button to every content image and diagram not yet enhanced. */
export function enhanceImages(doc: Document): number {
  const targets = Array.from(doc.querySelectorAll('.markdown img, .markdown figure > svg[role="img"]')).filter(
    (el) => !el.hasAttribute(ENHANCED) && !el.closest('a, button, dialog'),
  );
  for (const target of targets) {
    target.setAttribute(ENHANCED, '');
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = BUTTON_CLASS;
    button.textContent = 'Enlarge';
    button.setAttribute('aria-label', `Enlarge ${kind(target)}: ${zoomLabel(target)}`);
    button.addEventListener('click', () => openDialog(doc, target, button));
    const holder = target.closest('figure') ?? target.parentElement;
    holder?.classList.add('image-zoom-holder');
    holder?.appendChild(button);
  }
  return targets.length;
}
