/**
 * Task s48 a7 (issue 28, tester u31d) as a reader sees it, on the API assistant:
 * - F8: an uploaded file that does not load replaced only the text in the box, yet the note said it replaced "your
 *   document and request"; it now names the box's text, and Undo brings that text back.
 * - F9: a JSON document that starts with a byte-order mark is loaded when pasted.
 * - F4: "solve TCK-2001" gets the update of that ticket; "add a note to booking BK123456" chooses nothing and says the
 *   booking already exists, instead of creating a new booking.
 * - F6: a quote with "can't" in it is the message, filled in as written.
 * Unit rows: tests/unit/demos/universal-api-assistant-48a.test.ts.
 */
import {test, expect} from './fixtures';
import {ask, docBox, inUse, loadDoc, open, requestBox, TICKETS_API} from './apiAssistant';

/** A small room booking API: a create of a new booking, and the change of one booking. */
const ROOMS_API = `openapi: 3.0.3
info: {title: Room Desk, version: '2.0'}
servers: [{url: 'https://rooms.example.test/v2'}]
paths:
  /room-bookings:
    post:
      operationId: createRoomBooking
      summary: Book a meeting room
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [roomCode]
              properties:
                roomCode: {type: string, pattern: '^[A-Z]-[0-9]{3}$'}
                notes: {type: string, maxLength: 300}
  /room-bookings/{bookingId}:
    patch:
      operationId: updateRoomBooking
      summary: Change a room booking
      parameters:
        - {name: bookingId, in: path, required: true, schema: {type: string, pattern: '^BK[0-9]{6}$'}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                notes: {type: string, maxLength: 300}
`;

test('F8: a file that does not load replaced only the text in the box, and the note says so', async ({page}) => {
  await open(page);
  await loadDoc(page, TICKETS_API);
  await expect(inUse(page)).toContainText('Ticket Desk');
  await requestBox(page).fill('update ticket TCK-1 assignee ana@example.com');
  const edited = `${TICKETS_API}# an edit not loaded yet\n`;
  await docBox(page).fill(edited);
  const broken = '{\n  "openapi": "3.1.0",\n  "info": {"title": "Broken", "version": "1"},\n}\n';
  await page.getByLabel('OpenAPI file to upload').setInputFiles({name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(broken)});
  await expect(page.getByText(/JSON syntax error at line 4, column 1/)).toBeVisible();
  await expect(docBox(page)).toHaveValue(broken);
  await expect(inUse(page)).toContainText('Ticket Desk');
  await expect(page.getByText('The uploaded file replaced the text in the box, which is kept beside it until you load another document; the document in use, your request and form are unchanged.')).toBeVisible();
  await expect(page.getByText(/replaced your document/)).toHaveCount(0);
  await expect(requestBox(page)).toHaveValue('update ticket TCK-1 assignee ana@example.com');
  await page.getByRole('button', {name: 'Undo'}).click();
  await expect(docBox(page)).toHaveValue(edited);
  await expect(page.getByText('Undone: the text in the box is back.')).toBeVisible();
  await expect(inUse(page)).toContainText('Ticket Desk');
});

test('F9: pasted JSON that starts with a byte-order mark loads', async ({page}) => {
  await open(page);
  const json = JSON.stringify({openapi: '3.1.0', info: {title: 'Marked', version: '1.2'}, paths: {'/things': {get: {operationId: 'listThings', summary: 'List things'}}}}, null, 2);
  await loadDoc(page, `\uFEFF${json}`);
  await expect(inUse(page)).toContainText('Marked');
  await expect(page.getByText(/JSON syntax error/)).toHaveCount(0);
});

test('F4: a verb and an id get the change of that item, or nothing with the reason', async ({page}) => {
  await open(page);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await ask(page, 'solve TCK-2001');
  await expect(page.getByRole('radio', {name: /PATCH \/tickets\/\{ticketId\}/})).toBeChecked();
  await expect(page.getByRole('combobox', {name: /^status/})).toHaveValue('solved');
  await loadDoc(page, ROOMS_API);
  await expect(inUse(page)).toContainText('Room Desk');
  await ask(page, 'add a note to booking BK123456: projector needed');
  await expect(page.getByText('your request names booking BK123456, which already exists, and the closest one creates a new one', {exact: false})).toBeVisible();
  await expect(page.getByRole('radio', {checked: true})).toHaveCount(0);
  await expect(page.getByRole('radio', {name: /PATCH \/room-bookings\/\{bookingId\}/})).toBeVisible();
});

test('F6: a quote with "can\'t" in it is the reply, as written', async ({page}) => {
  await open(page);
  await page.getByRole('button', {name: 'Load the sample'}).click();
  await ask(page, 'reply to TCK-2001 with the message "we can\'t reproduce this, please send logs"');
  await expect(page.getByRole('radio', {name: /POST \/tickets\/\{ticketId\}\/comments/})).toBeChecked();
  await expect(page.getByLabel(/^body \(body, string, required/)).toHaveValue("we can't reproduce this, please send logs");
});
