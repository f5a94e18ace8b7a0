/**
 * Task s47 a5 (issue 28, tester u31b) as a reader sees it, on the API assistant:
 * - F9: uploading an empty file over a document cleared the box, an unsaved edit with it, and offered Undo; it is now
 *   refused like a PDF: the box and the document in use stay as they were, and nothing is offered back.
 * - F11: the note on what this browser keeps said "never the API key" on a page that has no API key.
 * - F1 and F7 as the page says them: a request about a purchase order never gets "Remove a line item", and "delete all
 *   closed tickets" never gets the delete of one ticket; the note says why.
 * Unit rows: tests/unit/demos/universal-api-assistant-s47a.test.ts.
 */
import {test, expect} from './fixtures';
import {ask, docBox, inUse, loadDoc, open, ownWork, TICKETS_API} from './apiAssistant';

/** A small purchasing API with line items under each purchase order and no delete of a purchase order. */
const PURCHASING_API = `openapi: 3.0.3
info: {title: Purchasing, version: '2.3'}
servers: [{url: 'https://erp.example.test/api'}]
paths:
  /purchase-orders/{poId}:
    get:
      operationId: getPurchaseOrder
      summary: Get one purchase order
      parameters:
        - {name: poId, in: path, required: true, schema: {type: string, pattern: '^PO-[0-9]{4}$'}}
  /purchase-orders/{poId}/line-items/{lineNo}:
    delete:
      operationId: removeLineItem
      summary: Remove a line item from a purchase order
      parameters:
        - {name: poId, in: path, required: true, schema: {type: string, pattern: '^PO-[0-9]{4}$'}}
        - {name: lineNo, in: path, required: true, schema: {type: integer, minimum: 1}}
`;

test('F9: an empty file is refused, and the box keeps its unsaved edit', async ({page}) => {
  await open(page);
  await loadDoc(page, TICKETS_API);
  await expect(inUse(page)).toContainText('Ticket Desk');
  const edited = `${TICKETS_API}# an edit not loaded yet\n`;
  await docBox(page).fill(edited);
  await page.getByLabel('OpenAPI file to upload').setInputFiles({name: 'empty.yaml', mimeType: 'application/yaml', buffer: Buffer.alloc(0)});
  await expect(page.getByText('empty.yaml is empty: there is no document in it to load. The text in the box is unchanged, and the document in use is still “Ticket Desk” 1.0.')).toBeVisible();
  await expect(docBox(page)).toHaveValue(edited);
  await expect(inUse(page)).toContainText('Ticket Desk');
  await expect(page.getByRole('button', {name: 'Undo'})).toHaveCount(0);
  await expect(page.getByText(/uploaded file replaced/)).toHaveCount(0);
});

test('F11: the note on what is kept names no API key', async ({page}) => {
  await open(page);
  await ownWork(page);
  const note = page.getByText(/^Kept in this browser so a reload brings it back:/);
  await expect(note).toBeVisible();
  await expect(note).toContainText('(local storage).');
  await expect(note).not.toContainText('API key');
});

test('F1, F7: a request about the parent, or about many at once, chooses nothing and says why', async ({page}) => {
  await open(page);
  await loadDoc(page, PURCHASING_API);
  await expect(inUse(page)).toContainText('Purchasing');
  await ask(page, 'delete purchase order PO-2041');
  await expect(page.getByText('no operation does that to a purchase order: the closest one changes data on a line item', {exact: false})).toBeVisible();
  await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await ask(page, 'delete all closed tickets');
  await expect(page.getByText('your request asks to change several at once, and the closest one changes one item at a time', {exact: false})).toBeVisible();
  await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
  await ask(page, 'delete ticket TCK-1042');
  await expect(page.getByRole('radio', {name: /DELETE \/tickets\/\{ticketId\}/})).toBeChecked();
});
