/**
 * s56 tester u-api (issue 28), F14 on the page, with the tester's pasted URL (fixtures/s56api). Each row failed before its fix.
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

it('F14: a pasted web address is said to be one, not "a list or a single value"', async () => {
  await load(readFileSync('tests/unit/demos/fixtures/s56api/pasted-url.txt', 'utf8'));
  expect(text()).toMatch(/the text is a web address \(https:\/\/petstore3\.swagger\.io\/api\/v3\/openapi\.json\), not a document; this demo fetches nothing/);
  expect(text()).not.toContain('not a list or a single value');
});
