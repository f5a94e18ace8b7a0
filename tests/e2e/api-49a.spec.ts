/**
 * Task s49 a (issue 28, tester u32e) as a reader sees it, on the API assistant:
 * - F9: a change whose value the request does not give is never built as a PATCH with no body: a note says so, and
 *   Build marks the field and builds nothing; "withdraw …" sets the status withdrawn, and that change builds.
 * - F8: "sessions on 14/04/2027" gets the list with the day filled, never the read of one session; an impossible date is said.
 * - F12: a request with no verb that names what a new leave request takes gets the list, and the page says why.
 * Unit rows: tests/unit/demos/universal-api-assistant-49a.test.ts.
 */
import {test, expect} from './fixtures';
import {readFileSync} from 'node:fs';
import {ask, loadDoc, open} from './apiAssistant';

/** The tester u32e's own documents, as the unit rows use them. */
const fixture = (name: string) => readFileSync(`${__dirname}/../unit/demos/fixtures/u32e/${name}`, 'utf8');

/** A small room booking API: the list (with a day filter), one booking, a create and a change with a status. */
const ROOMS_API = `openapi: 3.0.3
info: {title: Room Desk, version: '2.1'}
servers: [{url: 'https://rooms.example.test/v2'}]
paths:
  /bookings:
    get:
      operationId: listBookings
      summary: List room bookings
      parameters:
        - {name: day, in: query, schema: {type: string, format: date}}
        - {name: roomCode, in: query, schema: {type: string, pattern: '^[A-Z]-[0-9]{3}$'}}
    post:
      operationId: createBooking
      summary: Create a room booking
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [roomCode, day]
              properties:
                roomCode: {type: string, pattern: '^[A-Z]-[0-9]{3}$'}
                day: {type: string, format: date}
                organizerEmail: {type: string, format: email}
  /bookings/{bookingId}:
    get:
      operationId: getBooking
      summary: Get one room booking
      parameters:
        - {name: bookingId, in: path, required: true, schema: {type: string, pattern: '^BK[0-9]{6}$'}}
    patch:
      operationId: updateBooking
      summary: Change a room booking
      parameters:
        - {name: bookingId, in: path, required: true, schema: {type: string, pattern: '^BK[0-9]{6}$'}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                status: {type: string, enum: [confirmed, withdrawn]}
                notes: {type: string, maxLength: 300}
`;

test('F9: a change with nothing in it is said, and Build marks the field and builds nothing', async ({page}) => {
  await open(page);
  await loadDoc(page, ROOMS_API);
  await ask(page, 'change the notes of booking BK123456');
  await expect(page.getByRole('radio', {name: /PATCH \/bookings\/\{bookingId\}/})).toBeChecked();
  await expect(page.getByText(/Your request changes notes, but no value for it was read, so notes is left empty/)).toBeVisible();
  await page.getByRole('button', {name: 'Build request'}).click();
  const notes = page.getByLabel(/^notes/);
  await expect(notes).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/1 field needs attention: notes is empty, and so is every other field of the change/)).toBeVisible();
  await expect(page.getByRole('region', {name: 'curl command'})).toHaveCount(0);
  // Filling the field builds the change.
  await notes.fill('Projector needed');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByRole('region', {name: 'curl command'})).toContainText(`--data '{"notes":"Projector needed"}'`);
});

test('F9: "withdraw booking BK123456" sets the status withdrawn and builds it', async ({page}) => {
  await open(page);
  await loadDoc(page, ROOMS_API);
  await ask(page, 'withdraw booking BK123456');
  await expect(page.getByRole('combobox', {name: /^status/})).toHaveValue('withdrawn');
  await page.getByRole('button', {name: 'Build request'}).click();
  await expect(page.getByRole('region', {name: 'curl command'})).toContainText(`--data '{"status":"withdrawn"}'`);
});

test('F8: "sessions on 14/04/2027" (the tester\'s events.json) gets the list with the day, never one session', async ({page}) => {
  await open(page);
  await loadDoc(page, fixture('events.json'));
  await ask(page, 'sessions on 14/04/2027');
  await expect(page.getByRole('radio', {name: /GET \/sessions(?!\/)/})).toBeChecked();
  await expect(page.getByLabel(/^day/)).toHaveValue('2027-04-14');
  await ask(page, 'sessions on 2027-02-30');
  await expect(page.getByRole('radio', {name: /GET \/sessions(?!\/)/})).toBeChecked();
  await expect(page.getByText(/“2027-02-30” from your request is no date on the calendar, so day is left empty/)).toBeVisible();
});

test('F12: a leave type, an employee and dates with no verb (the tester\'s leave.yaml) get the list, and the page says why', async ({page}) => {
  await open(page);
  await loadDoc(page, fixture('leave.yaml'));
  await ask(page, 'vacation leave for EMP0042 from 2026-12-21 to 2027-01-02');
  await expect(page.getByRole('radio', {name: /GET \/leave-requests(?!\/)/})).toBeChecked();
  await expect(page.getByText(/Your request names no verb, so it is read as asking for the list \(GET \/leave-requests\), which changes nothing; to create a leave request instead/)).toBeVisible();
});
