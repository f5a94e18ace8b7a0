// The code-block buttons of a static part (src/components/HighlightedCode/staticButtons.ts): the
// theme's buttons, added without the app, and ignored by the hydration gates' interactive check.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {addCodeButtons, codeText} from '@site/src/components/HighlightedCode/staticButtons';
import {needsApp} from '@site/src/components/HydrationGate';

const BLOCK = `<div class="language-ts theme-code-block highlighted-code"><div class="codeBlockContent"><pre tabindex="0" class="prism-code language-ts"><code class="codeBlockLines"><div class="token-line"><span class="token keyword">const</span> a = 1 &lt; 2;<br></div><div class="token-line"><span class="token plain">a;</span><br></div></code></pre></div></div>`;

function part(html = BLOCK): HTMLElement {
  document.body.innerHTML = `<div data-static-part="doc-content"><p>Text</p>${html}</div>`;
  return document.querySelector('[data-static-part]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('static code-block buttons', () => {
  it('adds one copy button per block, once, labelled as the theme labels it; the part still needs no app', () => {
    const element = part(BLOCK + BLOCK);
    expect(addCodeButtons(element)).toBe(2);
    expect(addCodeButtons(element)).toBe(0);
    const buttons = element.querySelectorAll('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(buttons[0]!.type).toBe('button');
    expect(buttons[0]!.className).toContain('clean-btn');
    expect(needsApp(element)).toBe(false);
    element.insertAdjacentHTML('beforeend', '<button type="button">Live</button>');
    expect(needsApp(element)).toBe(true);
  });

  it('copies the lines as text and says "Copied" for a second', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    const element = part();
    addCodeButtons(element);
    expect(codeText(element.querySelector('pre')!)).toBe('const a = 1 < 2;\na;');
    const copy = element.querySelector('button')!;
    copy.click();
    await vi.waitFor(() => expect(copy.getAttribute('aria-label')).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('const a = 1 < 2;\na;');
    vi.advanceTimersByTime(1000);
    expect(copy.getAttribute('aria-label')).toBe('Copy code to clipboard');
  });

  it('shows the wrap button when the pointer or focus reaches a block whose code overflows; it toggles wrapping', () => {
    const element = part();
    addCodeButtons(element);
    const pre = element.querySelector('pre')!;
    Object.defineProperty(pre, 'scrollWidth', {value: 900, configurable: true});
    Object.defineProperty(pre, 'clientWidth', {value: 600, configurable: true});
    expect(element.querySelectorAll('button')).toHaveLength(1);
    element.querySelector('.theme-code-block')!.dispatchEvent(new Event('focusin'));
    const wrap = element.querySelector<HTMLButtonElement>('button[aria-label="Toggle word wrap"]')!;
    expect(wrap).not.toBeNull();
    expect(wrap.nextElementSibling?.getAttribute('aria-label')).toBe('Copy code to clipboard');
    wrap.click();
    const code = element.querySelector('code')!;
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    wrap.click();
    expect(code.hasAttribute('style')).toBe(false);
  });

  it('shows no wrap button for code that fits', () => {
    const element = part();
    addCodeButtons(element);
    element.querySelector('.theme-code-block')!.dispatchEvent(new Event('pointerenter'));
    expect(element.querySelector('button[aria-label="Toggle word wrap"]')).toBeNull();
  });
});
