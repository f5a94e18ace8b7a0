/**
 * s56 tester u-api (issue 28), F12 and F14 on the page, with the tester's Algolia-like document (fixtures/s56api) and
 * the tester's pasted URL. Each row failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {act, fireEvent} from '@testing-library/react';
import {expect, it} from 'vitest';
import {mountedApiAssistant} from './apiAssistantPage';

const page = mountedApiAssistant();
const button = (label: string) => [...page.container().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const text = () => page.container().textContent ?? '';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
async function load(doc: string) {
  await page.render();
  await wait(50);
  act(() => fireEvent.change(page.container().querySelector('textarea[id$="-doc"]') as HTMLTextAreaElement, {target: {value: doc}}));
  act(() => button('Load document').click());
  await wait(50);
}

it('F12, F14: a placeholder host is said and the request is not called complete; a hint has no ".;"', async () => {
  await load(readFileSync('tests/unit/demos/fixtures/s56api/algolia-like.yaml', 'utf8'));
  expect(text()).toMatch(/holds a placeholder for appId \(“ALGOLIA_APPLICATION_ID”\)/);
  act(() => fireEvent.change(page.container().querySelector('input[id$="-req"]') as HTMLInputElement, {target: {value: 'search an index'}}));
  act(() => button('Find operations').click());
  await wait(50);
  const radio = [...page.container().querySelectorAll('label')].find((l) => l.textContent?.includes('/1/indexes/{indexName}/query')) as HTMLLabelElement;
  act(() => radio.click());
  await wait(50);
  expect(text()).toContain('Number of hits per page; at least 1');
  expect(text()).not.toContain('.;');
  const field = page.container().querySelector('input[id*="indexName"]') as HTMLInputElement;
  act(() => fireEvent.change(field, {target: {value: 'products'}}));
  act(() => button('Build request').click());
  await wait(50);
  expect(text()).toMatch(/placeholder for appId .*replace it in the request below/);
  expect(text()).not.toContain('Request built. Nothing was sent.');
});

it('F14: a pasted web address is said to be one, not "a list or a single value"', async () => {
  await load(readFileSync('tests/unit/demos/fixtures/s56api/pasted-url.txt', 'utf8'));
  expect(text()).toMatch(/the text is a web address \(https:\/\/petstore3\.swagger\.io\/api\/v3\/openapi\.json\), not a document; this demo fetches nothing/);
  expect(text()).not.toContain('not a list or a single value');
});
