/**
 * s56 tester u-api (issue 28), F13 on the page, with the tester's own document (the real Swagger Petstore openapi.yaml,
 * tests/unit/demos/fixtures/s56api4/real-petstore3-openapi.yaml): a value typed into the `api_key` header field of
 * deletePet, a password typed into loginUser's `password` query field, and a password typed in the request box were
 * saved in local storage (shared with every new tab) and session storage. Failed before the fix.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {act, fireEvent} from '@testing-library/react';
import {expect, it} from 'vitest';
import {mountedApiAssistant} from './apiAssistantPage';

const PETSTORE = readFileSync(join(__dirname, 'fixtures/s56api4/real-petstore3-openapi.yaml'), 'utf8');
const page = mountedApiAssistant();

const button = (label: string) => [...page.container().querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const text = () => page.container().textContent ?? '';
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const stored = () => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => s.getItem(k) ?? '')).join('\n');

async function loadAndAsk(request: string, operationLabel: string, document = PETSTORE) {
  await page.render();
  await wait(50);
  act(() => fireEvent.change(page.container().querySelector('textarea[id$="-doc"]') as HTMLTextAreaElement, {target: {value: document}}));
  act(() => button('Load document').click());
  await wait(50);
  act(() => fireEvent.change(page.container().querySelector('input[id$="-req"]') as HTMLInputElement, {target: {value: request}}));
  act(() => button('Find operations').click());
  await wait(50);
  const label = [...page.container().querySelectorAll('label')].find((l) => l.textContent?.includes(operationLabel)) as HTMLLabelElement;
  act(() => label.click());
  await wait(50);
}
/** The form field whose label starts with the parameter's name ("api_key (header parameter, string)"). */
const field = (name: string) => {
  const label = [...page.container().querySelectorAll('label')].find((l) => l.textContent?.startsWith(`${name} (`)) as HTMLLabelElement;
  return page.container().querySelector(`#${CSS.escape(label.htmlFor)}`) as HTMLInputElement;
};

it('F13: a value typed in the api_key header field never reaches local or session storage; other values do', async () => {
  await loadAndAsk('delete pet 9031', 'DELETE /pet/{petId}');
  act(() => fireEvent.change(field('api_key'), {target: {value: 'special-key-7Qx91'}}));
  act(() => fireEvent.change(field('petId'), {target: {value: '9032'}}));
  await wait(1500);
  // The work is saved (the request and the pet id are there), the secret is not.
  expect(stored().includes('delete pet 9031')).toBe(true);
  expect(stored().includes('"path:petId":"9032"')).toBe(true);
  expect(stored().includes('special-key-7Qx91')).toBe(false);
  expect(text()).toContain("A secret: kept in this tab's memory only");
  // In memory it is still in the form and usable.
  expect(field('api_key').value).toBe('special-key-7Qx91');
});

it('F13: a password typed in a password query field or in the request box is kept in memory only', async () => {
  await loadAndAsk('log in as user theUser with password Hunter2-secret', 'GET /user/login');
  act(() => fireEvent.change(field('password'), {target: {value: 'Other-Pass-55'}}));
  await wait(1500);
  expect(stored().includes('log in as user theUser with password')).toBe(true);
  expect(stored().includes('Hunter2-secret')).toBe(false);
  expect(stored().includes('Other-Pass-55')).toBe(false);
  expect(text()).toContain('Your request names a password, key or token');
  expect((page.container().querySelector('input[id$="-req"]') as HTMLInputElement).value).toBe('log in as user theUser with password Hunter2-secret');
});

it("F6: an operation with its own server says so, and the request goes there (tester's inventory-31-edge.yaml)", async () => {
  await loadAndAsk('check service health', 'GET /health', readFileSync(join(__dirname, 'fixtures/s56api4/inventory-31-edge.yaml'), 'utf8'));
  expect(text()).toContain("This operation goes to its own server, https://status.stockroom.example.net, named by the operation in the document: OpenAPI says it replaces the document's server (https://eu.stockroom.example.net/api/v2) for this operation.");
  act(() => button('Build request').click());
  await wait(50);
  expect(text()).toContain("curl -X GET 'https://status.stockroom.example.net/health'");
});

it("F8: a readOnly body property is no field, and the form says why (tester's inventory-31-edge.yaml)", async () => {
  await loadAndAsk('replace the details of stock item BLT-0042', 'PUT /items/{sku}', readFileSync(join(__dirname, 'fixtures/s56api4/inventory-31-edge.yaml'), 'utf8'));
  expect(text()).toContain('Not in the form: id, which the document marks read-only: set by the server, so OpenAPI says a request does not send it.');
  expect([...page.container().querySelectorAll('label')].some((l) => l.textContent?.startsWith('id ('))).toBe(false);
});

it("F7: a list split at a comma inside a URL is built with a note to check it (tester's petstore3.json)", async () => {
  await loadAndAsk('add a new pet to the store', 'POST /pet', readFileSync(join(__dirname, 'fixtures/s56api4/petstore3.json'), 'utf8'));
  act(() => fireEvent.change(field('name'), {target: {value: 'Rex'}}));
  act(() => fireEvent.change(field('photoUrls'), {target: {value: 'https://img.example/a.jpg?w=1,2, https://img.example/b.jpg'}}));
  act(() => fireEvent.change(field('tags'), {target: {value: '{"id":1,"name":"friendly"}, {"id":2,"name":"small"}'}}));
  act(() => button('Build request').click());
  await wait(50);
  expect(text()).toContain('Check: photoUrls was split at every comma into 3 items');
  expect(text()).toContain('"tags":[{"id":1,"name":"friendly"},{"id":2,"name":"small"}]');
});
