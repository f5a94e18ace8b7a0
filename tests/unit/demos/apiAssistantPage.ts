/** The Universal API Assistant mounted for a page test: a fresh root per test, empty storage, hydration marked done. */
import {act} from '@testing-library/react';
import {createElement} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach} from 'vitest';
import ApiAssistant from '@site/src/demos/universal-api-assistant';

export function mountedApiAssistant(): {container: () => HTMLDivElement; render: () => Promise<void>} {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    localStorage.clear();
    sessionStorage.clear();
  });
  return {container: () => container, render: () => act(async () => root.render(createElement(ApiAssistant)))};
}
