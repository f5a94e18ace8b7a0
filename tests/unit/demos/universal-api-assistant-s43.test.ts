/**
 * Task 43a (issue 28, tester u29f): the API assistant's work per tab, take-backs, exclusions.
 * - two tabs overwrite each other's kept state (last writer wins). Each tab now keeps its own record in its session
 *   storage (API_ASSISTANT_TAB); the shared local-storage record (API_ASSISTANT_KEPT, format 4, unchanged) is only the
 *   starting point of a tab that has none; another tab's save never replaces this tab's work (otherTabWork says what
 *   it holds, for the page's notice). The browser rows are in tests/e2e/tools-s43a.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {API_ASSISTANT_KEPT, API_ASSISTANT_TAB, otherTabWork, type ApiAssistantKept} from '@site/src/demos/universal-api-assistant/kept';
import {loadKept, saveKept} from '@site/src/demos/kit/persist';
import {MemoryStore} from './kit/memoryStore';

const TICKETING = 'openapi: 3.0.3\ninfo: {title: Ticketing, version: "1"}\npaths: {}\n';
const BOOKING = '{"openapi": "3.1.0", "info": {"title": "Rooms", "version": "1"}, "paths": {}}';
const FORMAT_4: ApiAssistantKept = {document: TICKETING, request: 'update ticket T-1', form: {asked: 'update ticket T-1', chosen: 'PATCH /tickets/{id}', values: {assignee: 'kim'}}};

describe('A-6: a record per tab, the shared one only to start from', () => {
  it('the tab record lives in session storage under its own key, in the same format', () => {
    expect(API_ASSISTANT_TAB.session).toBe(true);
    expect(API_ASSISTANT_KEPT.session).toBeFalsy();
    expect(API_ASSISTANT_TAB.key).toBe('cap-demo:universal-api-assistant:tab');
    expect(API_ASSISTANT_TAB.version).toBe(API_ASSISTANT_KEPT.version);
  });

  it('a format-4 record (the shared one before this change) loads in both, form included', () => {
    for (const spec of [API_ASSISTANT_KEPT, API_ASSISTANT_TAB]) {
      const store = new MemoryStore();
      store.setItem(spec.key, JSON.stringify({v: 4, savedAt: '2026-11-26T10:00:00.000Z', data: FORMAT_4}));
      expect(loadKept(spec, store).data).toEqual(FORMAT_4);
    }
  });

  it('format 3 and format 1 records still load', () => {
    const store = new MemoryStore();
    store.setItem(API_ASSISTANT_TAB.key, JSON.stringify({v: 3, savedAt: '2026-11-26T10:00:00.000Z', data: {document: null, request: 'refund'}}));
    expect(loadKept(API_ASSISTANT_TAB, store).data).toEqual({document: null, request: 'refund'});
    store.setItem(API_ASSISTANT_TAB.key, JSON.stringify({v: 1, savedAt: '2026-11-26T10:00:00.000Z', data: {document: BOOKING}}));
    expect(loadKept(API_ASSISTANT_TAB, store).data).toEqual({document: BOOKING});
  });

  it('saving one tab writes only its own session record', () => {
    const tab1 = new MemoryStore();
    const tab2 = new MemoryStore();
    saveKept(API_ASSISTANT_TAB, FORMAT_4, tab1);
    saveKept(API_ASSISTANT_TAB, {document: BOOKING, request: 'cancel booking BKG-0042'}, tab2);
    expect(loadKept(API_ASSISTANT_TAB, tab1).data).toEqual(FORMAT_4);
    expect(loadKept(API_ASSISTANT_TAB, tab2).data?.document).toBe(BOOKING);
  });

  describe('otherTabWork: what another tab saved, when it differs from this tab', () => {
    it('another document in use: named, with its request', () => {
      expect(otherTabWork({document: BOOKING, request: 'cancel booking BKG-0042'}, FORMAT_4)).toEqual({document: BOOKING, request: 'cancel booking BKG-0042'});
    });
    it('the box edited in the other tab while the ticketing document stays in use there: still the ticketing document', () => {
      expect(otherTabWork({document: TICKETING + '#', loaded: TICKETING}, FORMAT_4)).toBeNull();
    });
    it('the same document, another form: no notice (the document did not change)', () => {
      expect(otherTabWork({...FORMAT_4, form: {asked: 'x', chosen: null, values: {}}}, FORMAT_4)).toBeNull();
    });
    it('the other tab went back to the sample while this one has its own document: the sample (null)', () => {
      expect(otherTabWork(null, FORMAT_4)).toEqual({document: null});
      expect(otherTabWork({document: null, request: 'refund'}, FORMAT_4)).toEqual({document: null, request: 'refund'});
    });
    it('both on the sample: nothing to say', () => {
      expect(otherTabWork(null, null)).toBeNull();
      expect(otherTabWork({document: null, request: 'x'}, null)).toBeNull();
    });
  });
});
