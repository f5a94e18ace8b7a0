/**
 * The copy and word-wrap buttons of code blocks in a static part (src/components/HydrationGate
 * `static`: never hydrated on the first load), added to the server HTML with plain DOM code, so an
 * article whose only interactive elements are its code blocks needs no hydration (issue 30: on the
 * code-heavy page that hydration was one of the longest tasks of the load). The markup, classes,
 * labels and behaviour are the theme's (@docusaurus/theme-classic CodeBlock/Buttons, CopyButton,
 * WordWrapButton and theme-common useCodeWordWrap), so the buttons look and act as in a hydrated
 * block; the theme renders them in the browser only, so without JavaScript there are none.
 *
 * The word-wrap button shows while the code is wider than its box or wrapped (the theme's rule).
 * Measuring a block forces its layout (off-screen code skips it, src/css/custom.css), so a block
 * is measured when the pointer or focus first reaches it (its buttons are invisible until then)
 * and again on resize, never all at once during load.
 */
import groupStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

import {STATIC_BUTTONS} from './marker';

// The theme's icons (theme-classic lib/theme/Icon/Copy, Success, WordWrap) and English labels
// (its default messages; the site has one locale).
const COPY_ICON = 'M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z';
const SUCCESS_ICON = 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z';
const WRAP_ICON = 'M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z';
const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';
const WRAP_LABEL = 'Toggle word wrap';

const svg = (className: string, path: string, hidden = false): string =>
  `<svg viewBox="0 0 24 24" class="${className}"${hidden ? ' aria-hidden="true"' : ''}><path fill="currentColor" d="${path}"></path></svg>`;

function button(className: string, label: string, title: string, icon: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `clean-btn ${className}`;
  element.setAttribute('aria-label', label);
  element.title = title;
  element.innerHTML = icon;
  return element;
}

/** The block's code as the copy button copies it: its lines' text, one per line (as codeFromLines). */
export function codeText(pre: Element): string {
  const lines = pre.querySelectorAll('.token-line');
  if (!lines.length) return pre.querySelector('code')?.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

async function copy(text: string): Promise<void> {
  // As the theme: the clipboard API where the page is a secure context, else its fallback.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copyText} = await import('copy-text-to-clipboard');
  copyText(text);
  return undefined;
}

type Block = {pre: HTMLElement; code: HTMLElement; group: HTMLElement; copy: HTMLButtonElement; wrap?: HTMLButtonElement; wrapped: boolean; measured: boolean};

/** Shows or removes the word-wrap button by the theme's rule (useCodeWordWrap, WordWrapButton). */
function updateWrap(block: Block): void {
  block.measured = true;
  const show = block.wrapped || block.pre.scrollWidth > block.pre.clientWidth || block.code.hasAttribute('style');
  if (show && !block.wrap) {
    const wrap = button('', WRAP_LABEL, WRAP_LABEL, svg(wrapStyles.wordWrapButtonIcon!, WRAP_ICON, true));
    wrap.addEventListener('click', () => toggleWrap(block));
    block.wrap = wrap;
    block.group.insertBefore(wrap, block.copy);
  } else if (!show && block.wrap) {
    block.wrap.remove();
    block.wrap = undefined;
  }
}

function toggleWrap(block: Block): void {
  if (block.wrapped) block.code.removeAttribute('style');
  else {
    block.code.style.whiteSpace = 'pre-wrap';
    block.code.style.overflowWrap = 'anywhere';
  }
  block.wrapped = !block.wrapped;
  block.wrap?.classList.toggle(wrapStyles.wordWrapButtonEnabled!, block.wrapped);
  updateWrap(block);
}

function addTo(container: HTMLElement): Block | null {
  const content = container.querySelector<HTMLElement>('pre')?.parentElement;
  const pre = content?.querySelector<HTMLElement>(':scope > pre');
  const code = pre?.querySelector<HTMLElement>('code');
  if (!content || !pre || !code || content.querySelector(`[${STATIC_BUTTONS}]`)) return null;
  const group = document.createElement('div');
  group.className = groupStyles.buttonGroup!;
  group.setAttribute(STATIC_BUTTONS, '');
  const copyButton = button(
    copyStyles.copyButton!,
    COPY_LABEL,
    'Copy',
    `<span class="${copyStyles.copyButtonIcons}" aria-hidden="true">${svg(copyStyles.copyButtonIcon!, COPY_ICON)}${svg(copyStyles.copyButtonSuccessIcon!, SUCCESS_ICON)}</span>`,
  );
  const block: Block = {pre, code, group, copy: copyButton, wrapped: false, measured: false};
  let reset: number | undefined;
  copyButton.addEventListener('click', () => {
    void copy(codeText(pre)).then(() => {
      copyButton.classList.add(copyStyles.copyButtonCopied!);
      copyButton.setAttribute('aria-label', COPIED_LABEL);
      window.clearTimeout(reset);
      reset = window.setTimeout(() => {
        copyButton.classList.remove(copyStyles.copyButtonCopied!);
        copyButton.setAttribute('aria-label', COPY_LABEL);
      }, 1000);
    });
  });
  group.append(copyButton);
  content.append(group);
  const measure = (): void => {
    if (!block.measured) updateWrap(block);
  };
  container.addEventListener('pointerenter', measure);
  container.addEventListener('focusin', measure);
  return block;
}

/**
 * Adds the buttons to every code block in `part` (a static part's element) that has none yet.
 * Returns how many blocks got them.
 */
export function addCodeButtons(part: Element): number {
  const blocks = Array.from(part.querySelectorAll<HTMLElement>('.theme-code-block'))
    .map(addTo)
    .filter((block): block is Block => block !== null);
  if (blocks.length)
    window.addEventListener(
      'resize',
      () => {
        for (const block of blocks) if (block.measured && block.pre.isConnected) updateWrap(block);
      },
      {passive: true},
    );
  return blocks.length;
}
