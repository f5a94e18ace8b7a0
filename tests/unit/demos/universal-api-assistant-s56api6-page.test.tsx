/**
 * s56 tester w-api (issue 28), F6 on the page, with the tester's GitHub document (fixtures/s56api6/a-github.yaml): "list
 * open issues in octocat/hello-world labeled bug" dropped "bug" and said the request "names no value that clearly belongs"
 * in the other fields. A word still dropped ("milestone v2": the list takes no milestone) is now named; "labeled bug"
 * fills labels. Each failed before its fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {act, fireEvent} from '@testing-library/react';
import {expect, it} from 'vitest';
import {mountedApiAssistant} from './apiAssistantPage';

const GITHUB = readFileSync(join(__dirname, 'fixtures/s56api6/a-github.yaml'), 'utf8');
const page = mountedApiAssistant();
const button = (label: string) => [...page.container().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const text = () => page.container().textContent ?? '';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

async function loadAndAsk(request: string) {
  await page.render();
  await wait(50);
  act(() => fireEvent.change(page.container().querySelector('textarea[id$="-doc"]') as HTMLTextAreaElement, {target: {value: GITHUB}}));
  act(() => button('Load document').click());
  await wait(50);
  act(() => fireEvent.change(page.container().querySelector('input[id$="-req"]') as HTMLInputElement, {target: {value: request}}));
  act(() => button('Find operations').click());
  await wait(50);
}

it('F6: a word no field took is named, and the page does not say the request names no such value', async () => {
  await loadAndAsk('list open issues in octocat/hello-world with milestone v2');
  expect(text()).toContain('Filled from your request: owner = “octocat”, repo = “hello-world”, state = “open”.');
  expect(text()).not.toContain('names no value that clearly belongs');
  expect(text()).toContain('Not read into any field: “milestone”, “v2”.');
});

it('F6: "labeled bug" fills labels, and the page names no word as unread', async () => {
  await loadAndAsk('list open issues in octocat/hello-world labeled bug');
  expect(text()).toContain('Filled from your request: owner = “octocat”, repo = “hello-world”, state = “open”, labels = “bug”.');
  expect(text()).not.toContain('Not read into any field');
});

it('F6: a request whose every word is read keeps the plain sentence', async () => {
  await loadAndAsk('show issue 1347 in octocat/Hello-World');
  expect(text()).toContain('the other fields are empty because your request names no value that clearly belongs in them.');
  expect(text()).not.toContain('Not read into any field');
});
