/**
 * Task 43a (issue 28, tester u29f A-6) as a reader sees it: two tabs of the API assistant in one browser never
 * overwrite each other's document, request or form. Each tab keeps its own record (session storage); the shared
 * record only starts a new tab; when another tab saves work with another document, this tab says so and offers to open
 * it, and keeps its own until the reader chooses. Unit rows: tests/unit/demos/universal-api-assistant-s43.test.ts.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {TICKETS_API, ask, inUse, loadDoc, open} from './apiAssistant';

const ROOMS_API = `openapi: 3.0.3
info: {title: Room Bookings, version: '1.0'}
servers: [{url: 'https://rooms.example.org/v1'}]
paths:
  /bookings/{bookingId}:
    delete:
      operationId: cancelBooking
      summary: Cancel a booking
      parameters:
        - {name: bookingId, in: path, required: true, schema: {type: string}}
`;

const saved = (page: Page, text: string) => expect.poll(() => page.evaluate(() => sessionStorage.getItem('cap-demo:universal-api-assistant:tab') ?? '')).toContain(text);

test('API assistant: two tabs keep their own document, request and form (A-6)', async ({context, page}) => {
  // Tab 1: the ticketing document, a form with an edited value.
  await open(page);
  await loadDoc(page, TICKETS_API);
  await ask(page, 'update ticket TCK-1042');
  await expect(page.getByLabel(/^ticketId/)).toHaveValue('TCK-1042');
  await page.getByLabel(/^assignee/).fill('kim');
  await saved(page, 'kim');

  // Tab 2 starts from what tab 1 kept, then loads another document and asks another request.
  const tab2 = await context.newPage();
  await open(tab2);
  await expect(inUse(tab2)).toContainText('Ticket Desk');
  await loadDoc(tab2, ROOMS_API);
  await ask(tab2, 'cancel booking BKG-0042');
  await expect(tab2.getByLabel(/^bookingId/)).toHaveValue('BKG-0042');
  await saved(tab2, 'BKG-0042');

  // Tab 1 is told, and keeps its own work; it then edits one more field.
  await expect(page.getByText(/Another tab of this page now uses “Room Bookings”/)).toBeVisible();
  await expect(inUse(page)).toContainText('Ticket Desk');
  await page.getByLabel(/^assignee/).fill('kim lee');
  await saved(page, 'kim lee');

  // A reload of either tab brings back that tab's own work.
  await tab2.reload();
  await expect(tab2.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(inUse(tab2)).toContainText('Room Bookings');
  await expect(tab2.getByLabel('Describe it in plain words')).toHaveValue('cancel booking BKG-0042');
  await expect(tab2.getByLabel(/^bookingId/)).toHaveValue('BKG-0042');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(inUse(page)).toContainText('Ticket Desk');
  await expect(page.getByLabel('Describe it in plain words')).toHaveValue('update ticket TCK-1042');
  await expect(page.getByLabel(/^assignee/)).toHaveValue('kim lee');
});

test('API assistant: another tab\'s work opens here only when the reader asks (A-6)', async ({context, page}) => {
  await open(page);
  await loadDoc(page, TICKETS_API);
  await saved(page, 'Ticket Desk');
  const tab2 = await context.newPage();
  await open(tab2);
  await expect(inUse(tab2)).toContainText('Ticket Desk');
  await loadDoc(tab2, ROOMS_API);
  await ask(tab2, 'cancel booking BKG-0042');
  await saved(tab2, 'BKG-0042');

  await expect(inUse(page)).toContainText('Ticket Desk');
  await page.getByRole('button', {name: 'Open that tab’s work here'}).click();
  await expect(inUse(page)).toContainText('Room Bookings');
  await expect(page.getByLabel('Describe it in plain words')).toHaveValue('cancel booking BKG-0042');
  await expect(page.getByText(/Another tab of this page/)).toHaveCount(0);
});
