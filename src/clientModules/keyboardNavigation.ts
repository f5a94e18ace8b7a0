/**
 * Docusaurus 3.7 marked keyboard users with `navigation-with-keyboard` on <body>
 * (added on Tab, removed on a mouse press); 3.10 dropped it for :focus-visible.
 * The specification keeps the class, so this module restores it.
 */
export const KEYBOARD_CLASS = 'navigation-with-keyboard';

export function installKeyboardNavigationMarker(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') doc.body.classList.add(KEYBOARD_CLASS);
  };
  const onMouseDown = () => doc.body.classList.remove(KEYBOARD_CLASS);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('mousedown', onMouseDown);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('mousedown', onMouseDown);
  };
}

if (typeof document !== 'undefined') {
  installKeyboardNavigationMarker(document);
}
