/**
 * Shared by the API assistant's browser rows (tools-s43a, tools-s44a): a small ticket API of the reader's own,
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
