/**
 * Session 55 (issue 28, tester t-api of s54) as a reader sees it, on the API assistant, with my own documents and
 * requests:
 * - F5: ", high priority" after a subject fills the priority, not the subject.
 * - F6: an order id the pattern refuses gets a note.
 * - F7: "internal note on TCK-…: …" chooses the reply, with public false and the text as the body.
 * - F8: after Undo of "Load document" the box shows the document in use.
 * - F9: a YAML error ends its sentence before "The document in use is still …".
 * - F10: a server URL "//host/path" is that host over https, with a note.
 * Unit rows: tests/unit/demos/universal-api-assistant-s55.test.ts and -s55-page.test.tsx.
 */
import {test, expect} from './fixtures';
import {ask, docBox, inUse, loadDoc, open} from './apiAssistant';

const orchard = (title: string, server: string) => `openapi: 3.0.3
info: {title: ${title}, version: '3.1'}
servers: [{url: '${server}'}]
paths:
  /trees:
    get:
      operationId: listTrees
      summary: List the trees of the orchard
      responses: {'200': {description: ok}}
`;
const ORCHARD = orchard('Orchard Rows', 'https://orchard.example.test/api');
const BEEHIVES = orchard('Bee Yard', 'https://bees.example.test/api');

test('F5: ", high priority" after the subject fills the priority', async ({page}) => {
  await open(page);
  await ask(page, 'open a ticket for jo@shop.example, subject Login page stays blank, high priority');
  await expect(page.getByRole('radio', {name: /POST \/tickets(?!\/)/})).toBeChecked();
  await expect(page.getByLabel(/^subject/)).toHaveValue('Login page stays blank');
  await expect(page.getByRole('combobox', {name: /^priority/})).toHaveValue('high');
});

test('F6: an order id the pattern refuses is named in a note', async ({page}) => {
  await open(page);
  await ask(page, 'refund ORD-913 $15');
  await expect(page.getByText(/“ORD-913” from your request is not filled in: .*\^ORD-\[0-9\]\{5\}\$/)).toBeVisible();
});

test('F7: "internal note on TCK-…: …" chooses the reply, with public false', async ({page}) => {
  await open(page);
  await ask(page, 'internal note on TCK-2207: customer sent the logs, waiting on dev');
  await expect(page.getByRole('radio', {name: /POST \/tickets\/\{ticketId\}\/comments/})).toBeChecked();
  await expect(page.getByLabel(/^body/)).toHaveValue('customer sent the logs, waiting on dev');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByRole('region', {name: 'curl command'})).toContainText(`"public":false`);
});

test('F8: after Undo of "Load document" the box shows the document in use', async ({page}) => {
  await open(page);
  await loadDoc(page, ORCHARD);
  await expect(inUse(page)).toContainText('Orchard Rows');
  await loadDoc(page, BEEHIVES);
  await expect(inUse(page)).toContainText('Bee Yard');
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(inUse(page)).toContainText('Orchard Rows');
  await expect(docBox(page)).toHaveValue(ORCHARD);
});

test('F9: a YAML error ends its sentence before the next one', async ({page}) => {
  await open(page);
  await loadDoc(page, ORCHARD);
  await loadDoc(page, ORCHARD.replace("version: '3.1'}", "version: '3.1'}\ntags: [a, b\nx: 1"));
  await expect(page.getByText(/YAML syntax error at line \d+, column \d+: .*[^.]\. The document in use is still “Orchard Rows” 3\.1/)).toBeVisible();
});

test('F10: a server URL "//host/path" is that host over https, with a note', async ({page}) => {
  await open(page);
  await loadDoc(page, orchard('Orchard Rows', '//orchard.example.test/api'));
  await expect(page.getByText(/names a host but no scheme, so requests use https:\/\/orchard\.example\.test\/api\./)).toBeVisible();
  await ask(page, 'list the trees');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByRole('region', {name: 'curl command'})).toContainText(`'https://orchard.example.test/api/trees'`);
});
