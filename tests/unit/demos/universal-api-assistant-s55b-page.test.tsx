/**
 * s55 tester u-api (issue 28), F18 on the page, with my own document: two operations of one path share an operationId
 * (OpenAPI 3.0.3 §4.7.10 requires it unique, yet generated documents repeat them). Clicking the GET's label left the
 * DELETE chosen (both radios had one DOM id) and Build wrote a DELETE. Failed before the fix.
 */
import {act, fireEvent} from '@testing-library/react';
import {expect, it} from 'vitest';
import {mountedApiAssistant} from './apiAssistantPage';

const RECORDS = `openapi: 3.0.3
info: {title: Record Shelf, version: '3'}
servers: [{url: 'https://shelf.example'}]
paths:
  /records/{catalogNo}:
    get:
      operationId: recordOp
      summary: Show a record
      security: []
      parameters: [{name: catalogNo, in: path, required: true, schema: {type: string}}]
      responses: {'200': {description: ok}}
    delete:
      operationId: recordOp
      summary: Remove a record
      security: []
      parameters: [{name: catalogNo, in: path, required: true, schema: {type: string}}]
      responses: {'204': {description: gone}}
`;

const page = mountedApiAssistant();

const button = (label: string) => [...page.container().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const text = () => page.container().textContent ?? '';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

it('F18: a repeated operationId is said on load, each operation has its own radio, and the one clicked is built', async () => {
  await page.render();
  await wait(50);
  act(() => fireEvent.change(page.container().querySelector('textarea[id$="-doc"]') as HTMLTextAreaElement, {target: {value: RECORDS}}));
  act(() => button('Load document').click());
  await wait(50);
  expect(text()).toMatch(/repeats operationIds \(“recordOp” is given to GET \/records\/\{catalogNo\} and DELETE \/records\/\{catalogNo\}\)/);
  act(() => fireEvent.change(page.container().querySelector('input[id$="-req"]') as HTMLInputElement, {target: {value: 'remove record CAT-7731'}}));
  act(() => button('Find operations').click());
  await wait(50);
  const radios = [...page.container().querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
  expect(radios.length).toBe(2);
  expect(new Set(radios.map((r) => r.id)).size).toBe(2);
  const getLabel = [...page.container().querySelectorAll('label')].find((l) => l.textContent?.includes('GET /records/{catalogNo}')) as HTMLLabelElement;
  const getRadio = page.container().querySelector(`#${CSS.escape(getLabel.htmlFor)}`) as HTMLInputElement;
  expect(getRadio.parentElement?.textContent).toContain('GET /records/{catalogNo}');
  act(() => getLabel.click());
  await wait(50);
  expect(getRadio.checked).toBe(true);
  expect(text()).toMatch(/Fill in recordOp \(GET \/records\/\{catalogNo\}\)/);
  expect(text()).toMatch(/gives the operationId “recordOp” to DELETE \/records\/\{catalogNo\} too/);
  const field = page.container().querySelector('input[id*="catalogNo"]') as HTMLInputElement;
  act(() => fireEvent.change(field, {target: {value: 'CAT-7731'}}));
  act(() => button('Build request').click());
  await wait(50);
  expect(text()).toContain("curl -X GET 'https://shelf.example/records/CAT-7731'");
  expect(text()).not.toContain('curl -X DELETE');
});
