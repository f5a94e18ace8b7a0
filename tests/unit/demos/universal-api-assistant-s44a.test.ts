/**
 * Task 44a (issue 28, tester u29s): the API assistant's findings A21 and on.
 * - A21 (lost work): "Load the sample" over the reader's own document and form held them for Undo in memory only; a
 *   reload (or Back) without Undo lost them for good. The kept record (format 5) now holds them beside the sample
 *   (`replaced`), so Undo survives a reload; format 1-4 records still load. The browser rows are in
 *   tests/e2e/tools-s44a.spec.ts.
 * - A15/A26 (confidently wrong): a name was cut at its first space or particle ("for Jan de Vries" → "Jan", "customer
 *   Müller & Söhne" → "Müller"). A name now runs over its particles (de, van der, bin, al-), apostrophes (O'Neil,
 *   d'Arcy), hyphens and "&" to the next word that is no part of a name; a name in a script without capitals (李小龍)
 *   is read whole; anything unsure stays empty.
 * - A7/A8/A28 (wrong operation, false note): a verb that creates ("book", "schedule", "open", "place") chose a read
 *   ("book a visit" → GET /appointments), "schedule" was read as a slip for "reschedule" (a word inside another word
 *   is no typing slip), and a date for a date-time field was said to have "no date field".
 */
import {describe, expect, it} from 'vitest';
import {API_ASSISTANT_KEPT, API_ASSISTANT_TAB, type ApiAssistantKept} from '@site/src/demos/universal-api-assistant/kept';
import {replacedWhat} from '@site/src/demos/universal-api-assistant/edits';
import {backupKey, loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';
import {BAKERY_API, HOTEL_API, PETCLINIC_API, SHOP_API} from './fixtures/api-specs-u29s';
import {CLINIC_API} from './fixtures/api-specs-s39';
import {MAX_DOCUMENT_CHARS, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const SPECS = {hotel: parse(HOTEL_API), shop: parse(SHOP_API), pet: parse(PETCLINIC_API), clinic: parse(CLINIC_API), bakery: parse(BAKERY_API)};
type Spec = keyof typeof SPECS;

function ask(spec: Spec, request: string) {
  const a = assist(SPECS[spec], request);
  return {
    chosen: a.chosen ? `${a.chosen.method.toUpperCase()} ${a.chosen.path}` : null,
    values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])),
    notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note])),
  };
}

const FORM = {asked: 'pay invoice 77 CHF 99.90 cash', chosen: 'POST /invoices/{invoiceId}/payments', values: {method: 'card'}};
/** The tester's state after "Load the sample": the sample in use, the pet clinic document and its form held beside it. */
const AFTER_SAMPLE: ApiAssistantKept = {document: null, request: 'pay invoice 77 CHF 99.90 cash', replaced: {document: PETCLINIC_API, request: 'pay invoice 77 CHF 99.90 cash', form: FORM}};

describe('A21: the work "Load the sample" replaced is kept beside it', () => {
  it('survives a save and a load, in the tab record and the shared one', () => {
    for (const spec of [API_ASSISTANT_KEPT, API_ASSISTANT_TAB]) {
      const store = new MemoryStore();
      expect(saveKept(spec, AFTER_SAMPLE, store).ok).toBe(true);
      expect(loadKept(spec, store).data).toEqual(AFTER_SAMPLE);
    }
  });

  it('a held document with an unloaded edit in its box keeps both', () => {
    const held: ApiAssistantKept = {document: null, replaced: {document: 'openapi: 3.0.3\n  broken', loaded: PETCLINIC_API}};
    const store = new MemoryStore();
    expect(saveKept(API_ASSISTANT_KEPT, held, store).ok).toBe(true);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(held);
  });

  it('a document at the loading limit held beside a box edit at the limit still fits the record', () => {
    const big = 'x'.repeat(MAX_DOCUMENT_CHARS);
    const held: ApiAssistantKept = {document: big, loaded: null, replaced: {document: big, loaded: `${big}y`, form: FORM}};
    expect(saveKept(API_ASSISTANT_KEPT, held, new MemoryStore()).ok).toBe(true);
  });

  it('the kept note names the held work too', () => {
    expect(API_ASSISTANT_KEPT.whatOf?.(AFTER_SAMPLE)).toBe('your request, and the document and form the sample replaced');
    expect(API_ASSISTANT_KEPT.whatOf?.({document: null, replaced: {document: PETCLINIC_API}})).toBe('the document the sample replaced');
    expect(API_ASSISTANT_KEPT.whatOf?.({document: null})).toBe('nothing of yours');
  });

  it('the downloaded copy holds the held document', () => {
    const text = API_ASSISTANT_KEPT.toText?.(AFTER_SAMPLE) ?? '';
    expect(text).toContain('Replaced by the sample, kept beside it');
    expect(text).toContain('"title":"Vet Clinic"');
    expect(text).toContain('method: card');
  });

  it('says what the held work holds', () => {
    expect(replacedWhat({document: PETCLINIC_API, form: FORM})).toBe('document and form');
    expect(replacedWhat({document: null, loaded: PETCLINIC_API})).toBe('document');
    expect(replacedWhat({document: null, request: 'x'})).toBe('request');
    expect(replacedWhat({document: null, form: FORM})).toBe('form');
  });

  it('a held part in no readable form makes the record unreadable (backed up whole), never silently dropped', () => {
    const store = new MemoryStore();
    const raw = JSON.stringify({v: 5, savedAt: '2026-11-27T10:00:00.000Z', data: {document: null, replaced: {document: 42}}});
    store.setItem(API_ASSISTANT_KEPT.key, raw);
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toBeNull();
    expect(store.getItem(backupKey(API_ASSISTANT_KEPT.key))).toBe(raw);
  });

  it('is format 5; format 4 and 3 records still load as they were (a `replaced` in them is not format 4\'s)', () => {
    expect(API_ASSISTANT_KEPT.version).toBe(5);
    const store = new MemoryStore();
    const v4 = {document: PETCLINIC_API, request: 'pay invoice 77', form: FORM};
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 4, savedAt: '2026-11-26T10:00:00.000Z', data: v4}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual(v4);
    store.setItem(API_ASSISTANT_KEPT.key, JSON.stringify({v: 3, savedAt: '2026-11-26T10:00:00.000Z', data: {document: null, request: 'refund'}}));
    expect(loadKept(API_ASSISTANT_KEPT, store).data).toEqual({document: null, request: 'refund'});
  });
});

describe('A15/A26: a name is read whole, or not at all', () => {
  const rows: Array<[Spec, string, string, Record<string, string>]> = [
    // The brief's and the tester's rows.
    ['hotel', 'book a room for Jan de Vries on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'Jan de Vries', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', "book a room for Mary Ann O'Neil on 2027-01-10 for 2 nights", 'POST /bookings', {guestName: "Mary Ann O'Neil", checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for Hans van der Berg, 2 nights from 2027-01-10', 'POST /bookings', {guestName: 'Hans van der Berg', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'list bookings for guest van der Berg', 'GET /bookings', {guestName: 'van der Berg'}],
    ['shop', 'search invoices for customer Müller & Söhne, overdue or disputed ones', 'GET /invoices', {customer: 'Müller & Söhne', tags: 'overdue,disputed'}],
    // Neighbours: particles, apostrophes, hyphens, non-Latin names.
    ['hotel', 'book a suite for Jan de Vries for 2 nights from 2027-01-10', 'POST /bookings', {guestName: 'Jan de Vries', checkIn: '2027-01-10', nights: '2', roomType: 'suite'}],
    ['hotel', 'book a room for José María de la Cruz on 2027-01-10 for 1 night', 'POST /bookings', {guestName: 'José María de la Cruz', checkIn: '2027-01-10', nights: '1'}],
    ['hotel', 'book a room for Ahmed bin Rashid al-Maktoum on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'Ahmed bin Rashid al-Maktoum', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', "book a room for Jean d'Arcy on 2027-01-10 for 2 nights", 'POST /bookings', {guestName: "Jean d'Arcy", checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for Mary O’Neil, 2027-01-10, 2 nights', 'POST /bookings', {guestName: 'Mary O’Neil', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for Anna-Lena Schmidt-Weber on 2027-01-10 for 3 nights', 'POST /bookings', {guestName: 'Anna-Lena Schmidt-Weber', checkIn: '2027-01-10', nights: '3'}],
    ['hotel', 'book a room for Jan de Vries-Smit on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'Jan de Vries-Smit', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for 李小龍 on 2027-01-10 for 3 nights', 'POST /bookings', {guestName: '李小龍', checkIn: '2027-01-10', nights: '3'}],
    ['hotel', 'book a room for Олег Петров on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'Олег Петров', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'list bookings for guest Jan de Vries from 2027-01-10', 'GET /bookings', {guestName: 'Jan de Vries', from: '2027-01-10'}],
    ['shop', 'search invoices for customer Procter & Gamble', 'GET /invoices', {customer: 'Procter & Gamble'}],
    ['shop', 'search invoices of customer van der Berg, overdue', 'GET /invoices', {customer: 'van der Berg', tags: 'overdue'}],
    ['hotel', 'book a double room for Ludwig van Beethoven from 2027-02-01 for 4 nights', 'POST /bookings', {guestName: 'Ludwig van Beethoven', checkIn: '2027-02-01', nights: '4', roomType: 'double'}],
    ['hotel', 'book a room for Nguyễn Văn An on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'Nguyễn Văn An', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for محمد علي on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'محمد علي', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for Jan de Vries, email jan@example.nl, 2027-01-10, 2 nights', 'POST /bookings', {guestName: 'Jan de Vries', email: 'jan@example.nl', checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'list bookings for guest Jan de Vries Monday', 'GET /bookings', {guestName: 'Jan de Vries'}],
    // Unsure: empty, never a piece of the name ("Jan" of "Jan de vries", "Mary" of "Mary O'Neil's mother").
    ['hotel', 'book a room for Jan de vries on 2027-01-10 for 2 nights', 'POST /bookings', {checkIn: '2027-01-10', nights: '2'}],
    ['hotel', "book a room for Mary O'Neil's mother on 2027-01-10 for 2 nights", 'POST /bookings', {checkIn: '2027-01-10', nights: '2'}],
    // Must keep: no name, two people, a day.
    ['hotel', 'book a room for Ann and Bob on 2027-01-10 for 2 nights', 'POST /bookings', {checkIn: '2027-01-10', nights: '2'}],
    ['hotel', 'book a room for Jan de Vries on Monday for 2 nights', 'POST /bookings', {guestName: 'Jan de Vries', nights: '2'}],
  ];
  it.each(rows)('%s: %s', (spec, request, chosen, values) => {
    const got = ask(spec, request);
    expect(got.chosen).toBe(chosen);
    expect(got.values).toEqual(values);
  });
});

describe('A7/A8/A28: a verb that creates picks the write; a word inside another is no slip; the date note is true', () => {
  const rows: Array<[Spec, string, string | null, Record<string, string>, Record<string, RegExp>?]> = [
    // A28: "schedule" is no slip for "reschedule".
    // This API says "book", never "schedule": no good match, and never the reschedule.
    ['clinic', 'schedule an appointment for pet 12 on 2027-01-10', null, {}],
    ['clinic', 'schedule a visit for Rex on 2027-01-10', null, {}],
    ['clinic', 'reassign appointment A-311', null, {}],
    ['clinic', 'reschedule appointment A-311 to 2027-05-14', 'PATCH /appointments/{appointmentId}', {appointmentId: 'A-311', newDate: '2027-05-14'}],
    // A7: book/create verbs choose the write.
    ['pet', 'book a visit for Rex the dog on 2027-01-10', 'POST /appointments', {species: 'dog'}, {date: /2027-01-10.*date and time/}],
    ['clinic', 'book a visit for pet 12 on 2027-01-10', 'POST /appointments', {day: '2027-01-10'}],
    ['hotel', 'book a room on 2027-01-10 for 2 nights', 'POST /bookings', {checkIn: '2027-01-10', nights: '2'}],
    ['bakery', 'place an order for a croissant', 'POST /orders', {item: 'croissant'}],
    ['hotel', 'add a booking for Jan de Vries on 2027-01-10 for 2 nights', 'POST /bookings', {guestName: 'Jan de Vries', checkIn: '2027-01-10', nights: '2'}],
    ['clinic', 'create an appointment for pet 3 on 2027-02-02', 'POST /appointments', {day: '2027-02-02'}],
    // A8: a date for a date-time field is said as such, never "no date field".
    ['pet', 'book a vet appointment for my cat Mittens on 2027-03-05 at 14:30, urgent', 'POST /appointments', {species: 'cat'}, {date: /2027-03-05.*date and time/}],
    // Must keep: reads stay reads.
    ['pet', 'list appointments for dogs', 'GET /appointments', {}],
  ];
  it.each(rows)('%s: %s', (spec, request, chosen, values, notes) => {
    const got = ask(spec, request);
    expect(got.chosen).toBe(chosen);
    expect(got.values).toMatchObject(values);
    for (const [label, note] of Object.entries(notes ?? {})) expect(got.notes[label]).toMatch(note);
    if (chosen !== null) expect(Object.values(got.notes).join(' ')).not.toMatch(/has no date field/);
  });
});
