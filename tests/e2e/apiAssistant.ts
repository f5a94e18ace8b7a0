/**
 * Shared by the API assistant's browser rows (tools-s43a, tools-s44a, tools-s46a): a small ticket API of the reader's own,
 * and loading a document the way a reader does (paste, then Load document).
 */
import {expect, type Page} from '@playwright/test';

export const API = '/demo-room/universal-api-assistant';

export const TICKETS_API = `openapi: 3.0.3
info: {title: Ticket Desk, version: '1.0'}
servers: [{url: 'https://tickets.example.org/v1'}]
paths:
  /tickets/{ticketId}:
    patch:
      operationId: updateTicket
      summary: Update a ticket
      parameters:
        - {name: ticketId, in: path, required: true, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                assignee: {type: string}
`;

export async function loadDoc(page: Page, text: string) {
  await page.getByLabel('OpenAPI 3 document (JSON or YAML)').fill(text);
  await page.getByRole('button', {name: 'Load document'}).click();
}

/** Opens the assistant and waits until the page has hydrated. */
export async function open(page: Page) {
  await page.goto(API);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export async function ask(page: Page, request: string) {
  await page.getByLabel('Describe it in plain words').fill(request);
  await page.getByRole('button', {name: 'Find operations'}).click();
}

export const inUse = (page: Page) => page.getByText(/^In use: /);

/** This tab's saved record (the assistant keeps the tab's work in session storage). */
export const saved = (page: Page) => page.evaluate(() => sessionStorage.getItem('cap-demo:universal-api-assistant:tab') ?? '');
export const docBox = (page: Page) => page.getByLabel('OpenAPI 3 document (JSON or YAML)');
export const requestBox = (page: Page) => page.getByLabel('Describe it in plain words');

/** The reader's own work: the Ticket Desk document, a request and an edited value. */
export async function ownWork(page: Page) {
  await loadDoc(page, TICKETS_API);
  await ask(page, 'update ticket T-7');
  await page.getByLabel(/^assignee/).fill('kim');
  await expect.poll(() => saved(page)).toContain('kim');
}

/** That work is back: document in use and in the box, request, id and edited value. */
export async function expectOwnWork(page: Page) {
  await expect(inUse(page)).toContainText('Ticket Desk');
  await expect(docBox(page)).toHaveValue(TICKETS_API);
  await expect(requestBox(page)).toHaveValue('update ticket T-7');
  await expect(page.getByLabel(/^ticketId/)).toHaveValue('T-7');
  await expect(page.getByLabel(/^assignee/)).toHaveValue('kim');
}
