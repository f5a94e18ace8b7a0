/**
 * Session 55 (issue 28, tester u-api) as a reader sees it, on the API assistant, with my own documents:
 * - F18: two operations share an operationId; clicking the GET's label builds the GET, never the DELETE.
 * - F1: an int64 id typed in the form reaches the curl command digit for digit.
 * - F9: a list body is a field of its own, and the curl command sends the list.
 * Unit rows: tests/unit/demos/universal-api-assistant-s55b.test.ts and -s55b-page.test.tsx.
 */
import {test, expect} from './fixtures';
import {ask, loadDoc, open} from './apiAssistant';

const SHELF = `openapi: 3.0.3
info: {title: Record Shelf, version: '3'}
servers: [{url: 'https://shelf.example'}]
paths:
  /records/{catalogNo}:
    get:
      operationId: recordOp
      summary: Show a record
      security: []
      parameters: [{name: catalogNo, in: path, required: true, schema: {type: integer, format: int64}}]
      responses: {'200': {description: ok}}
    delete:
      operationId: recordOp
      summary: Remove a record
      security: []
      parameters: [{name: catalogNo, in: path, required: true, schema: {type: integer, format: int64}}]
      responses: {'204': {description: gone}}
  /records/batch:
    post:
      operationId: addRecords
      summary: Add several records at once
      security: []
      requestBody:
        required: true
        content: {application/json: {schema: {type: array, items: {type: object, properties: {title: {type: string}}}}}}
      responses: {'200': {description: ok}}
`;

test('F18 and F1: the GET clicked is built, with the int64 id as typed', async ({page}) => {
  await open(page);
  await loadDoc(page, SHELF);
  await expect(page.getByText(/repeats operationIds \(“recordOp” is given to GET \/records\/\{catalogNo\} and DELETE/)).toBeVisible();
  await ask(page, 'remove record 9007199254740993');
  await page.getByText('GET /records/{catalogNo}', {exact: true}).click();
  await expect(page.getByRole('radio', {name: /GET \/records\/\{catalogNo\}/})).toBeChecked();
  await expect(page.getByRole('radio', {name: /DELETE \/records\/\{catalogNo\}/})).not.toBeChecked();
  await page.getByLabel(/^catalogNo/).fill('9007199254740993');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByText("curl -X GET 'https://shelf.example/records/9007199254740993'")).toBeVisible();
  await expect(page.getByText(/curl -X DELETE/)).toHaveCount(0);
});

test('F9: a list body has its own field and is sent as a list', async ({page}) => {
  await open(page);
  await loadDoc(page, SHELF);
  await ask(page, 'add several records at once');
  await page.getByRole('radio', {name: /POST \/records\/batch/}).check();
  await expect(page.getByText('This operation takes no input.')).toHaveCount(0);
  await page.getByLabel(/^request body/).fill('[{"title":"Blue Train"},{"title":"Kind of Blue"}]');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByText(`--data '[{"title":"Blue Train"},{"title":"Kind of Blue"}]'`)).toBeVisible();
});
