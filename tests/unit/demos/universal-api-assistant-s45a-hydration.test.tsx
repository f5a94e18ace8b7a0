/**
 * Task 45a (issue 28, tester u30a UAA-13): a document or request typed or pasted into the server-rendered API assistant
 * before the page hydrated was replaced by the sample (the controlled textarea's value) and the example request, and
 * work kept from an earlier visit, restored a moment later, replaced it too. Both are kept now.
 */
import {act} from '@testing-library/react';
import {createElement} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import ApiAssistant from '@site/src/demos/universal-api-assistant';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {PAYMENTS_API} from './fixtures/api-specs-u30a';

const KEPT_TAB = 'cap-demo:universal-api-assistant:tab';
const KEPT = 'cap-demo:universal-api-assistant';
const OWN_API = `openapi: 3.0.3
info: {title: Bakery, version: '1'}
servers: [{url: 'https://bakery.example.com'}]
paths:
  /orders/{orderId}:
    get:
      operationId: getOrder
      summary: Show an order
      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
`;

let container: HTMLDivElement;
let root: Root | null = null;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.setAttribute('data-has-hydrated', 'true');
  container = document.createElement('div');
  container.innerHTML = renderToString(createElement(ApiAssistant));
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  localStorage.clear();
  sessionStorage.clear();
});

const box = () => container.querySelector('textarea') as HTMLTextAreaElement;
const requestBox = () => container.querySelector('form input') as HTMLInputElement;
/** Types into the server's markup as a reader does before the script runs: the DOM value changes, no handler runs. */
const typeBefore = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  el.value = value;
};
const hydrate = async () => {
  await act(async () => {
    root = hydrateRoot(container, createElement(ApiAssistant));
  });
};
/** Until the kept work (loaded when the browser is idle) has had its chance to restore. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 1200)));

describe('UAA-13: what the reader typed before hydration stays', () => {
  it('a document pasted into the box, and a request typed, survive hydration and the idle restore', async () => {
    typeBefore(box(), PAYMENTS_API);
    typeBefore(requestBox(), 'refund 5 dollars of payment pay_9');
    await hydrate();
    await settle();
    expect(box().value).toBe(PAYMENTS_API);
    expect(requestBox().value).toBe('refund 5 dollars of payment pay_9');
  });

  it('Load document then loads the pasted document, never the sample', async () => {
    typeBefore(box(), PAYMENTS_API);
    await hydrate();
    const load = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Load document') as HTMLButtonElement;
    await act(async () => load.click());
    expect(container.textContent).toContain('Loaded document "Harbor Payments API"');
  });

  it('work kept from an earlier visit does not replace a document pasted before it was restored', async () => {
    sessionStorage.setItem(KEPT_TAB, JSON.stringify({v: 5, savedAt: '2026-11-27T10:00:00Z', data: {document: OWN_API, request: 'show order 12'}}));
    typeBefore(box(), PAYMENTS_API);
    typeBefore(requestBox(), 'refund 5 dollars of payment pay_9');
    await hydrate();
    await settle();
    expect(box().value).toBe(PAYMENTS_API);
    expect(requestBox().value).toBe('refund 5 dollars of payment pay_9');
  });

  it('without typing, the kept work comes back as before', async () => {
    localStorage.setItem(KEPT, JSON.stringify({v: 5, savedAt: '2026-11-27T10:00:00Z', data: {document: OWN_API, request: 'show order 12'}}));
    await hydrate();
    await settle();
    expect(box().value).toBe(OWN_API);
    expect(requestBox().value).toBe('show order 12');
  });

  it('nothing typed, nothing kept: the sample and its example request', async () => {
    await hydrate();
    await settle();
    expect(box().value).toBe(SAMPLE_OPENAPI);
    expect(requestBox().value).toBe('refund an order');
  });
});
