/**
 * s54 tester t-api (issue 28), page findings with my own documents:
 * - F8: after Undo of "Load document" the box still held the undone document while another was in use; the box now
 *   shows the document in use.
 * - F9: a YAML error ran into the next sentence ("… end with a ] The document in use is still …").
 * Both rows failed before their fix.
 */
import {act, fireEvent} from '@testing-library/react';
import {expect, it} from 'vitest';
import {mountedApiAssistant} from './apiAssistantPage';

const doc = (title: string, path: string) => `openapi: 3.0.3
info:
  title: ${title}
  version: '2.0'
servers:
  - url: https://plants.example.test
paths:
  ${path}:
    get:
      operationId: list${title.replace(/\W/g, '')}
      summary: List ${title.toLowerCase()}
      responses:
        '200':
          description: ok
`;
const GREENHOUSE = doc('Greenhouse Sensors', '/sensors');
const COMPOST = doc('Compost Bins', '/bins');

const page = mountedApiAssistant();

const box = () => page.container().querySelector('textarea[id$="-doc"]') as HTMLTextAreaElement;
const button = (label: string) => [...page.container().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement | undefined;
const text = () => page.container().textContent ?? '';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const loadBox = async (content: string) => {
  act(() => fireEvent.change(box(), {target: {value: content}}));
  act(() => button('Load document')!.click());
  await wait(50);
};

it('F8: Undo of "Load document" brings back the document in use, and the box shows it', async () => {
  await page.render();
  await wait(50);
  await loadBox(GREENHOUSE);
  expect(text()).toMatch(/In use: Greenhouse Sensors 2\.0/);
  await loadBox(COMPOST);
  expect(text()).toMatch(/In use: Compost Bins 2\.0/);
  act(() => button('Undo')!.click());
  await wait(50);
  expect(text()).toMatch(/Undone: your document/);
  expect(text()).toMatch(/In use: Greenhouse Sensors 2\.0/);
  expect(box().value).toBe(GREENHOUSE);
  expect(text()).not.toMatch(/has changes that are not loaded/);
});

it('F8: Undo of "Load the sample" still gives the box back the text it held, loaded or not', async () => {
  await page.render();
  await wait(50);
  await loadBox(GREENHOUSE);
  const edited = GREENHOUSE.replace('List greenhouse sensors', 'List every sensor');
  act(() => fireEvent.change(box(), {target: {value: edited}}));
  act(() => button('Load the sample')!.click());
  await wait(50);
  act(() => button('Undo')!.click());
  await wait(50);
  expect(text()).toMatch(/In use: Greenhouse Sensors 2\.0/);
  expect(box().value).toBe(edited);
});

it('F9: a YAML error ends its sentence before "The document in use is still …"', async () => {
  await page.render();
  await wait(50);
  await loadBox(GREENHOUSE);
  await loadBox(GREENHOUSE.replace("version: '2.0'", "version: '2.0'\n  tags: [a, b\nx: 1"));
  expect(text()).toMatch(/YAML syntax error at line \d+, column \d+: [^]*?[^.]\. The document in use is still “Greenhouse Sensors” 2\.0/);
});
