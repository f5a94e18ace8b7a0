/**
 * Session 42 (issue 28, tester u29a): Zoho Copilot findings Z-2 (the reader's question kept for Back and
 * a reload, in this tab's session storage, versioned like the other kept records) and 6 (a typo of
 * "without" gets the same guess as other typos).
 */
import {describe, expect, it} from 'vitest';
import {backupKey, loadKept, saveKept, storeFor} from '@site/src/demos/kit/persist';
import {parseQuestion} from '@site/src/demos/zoho-copilot/coql';
import {ZOHO_COPILOT_SESSION, type ZohoCopilotSession} from '@site/src/demos/zoho-copilot/kept';
import {MemoryStore} from './kit/memoryStore';

const KEPT: ZohoCopilotSession = {question: 'leads from germany without a call', asked: 'deals over 50k except Bluefin', ignoreUnknown: false};

describe('Z-2: the question is kept in this tab for Back and a reload', () => {
  it('lives in session storage under its own cap-demo key, version 1', () => {
    expect(ZOHO_COPILOT_SESSION.key).toBe('cap-demo:zoho-copilot:session');
    expect(ZOHO_COPILOT_SESSION.session).toBe(true);
    expect(ZOHO_COPILOT_SESSION.version).toBe(1);
    expect(storeFor(ZOHO_COPILOT_SESSION)).toBe(window.sessionStorage);
  });
  it('round-trips the box, the question asked and "Run without"', () => {
    const store = new MemoryStore();
    for (const kept of [KEPT, {question: 'deals with zorbly', asked: 'deals with zorbly', ignoreUnknown: true}]) {
      expect(saveKept(ZOHO_COPILOT_SESSION, kept, store).ok).toBe(true);
      expect(JSON.parse(store.getItem(ZOHO_COPILOT_SESSION.key) ?? '')).toMatchObject({v: 1, data: kept});
      expect(loadKept(ZOHO_COPILOT_SESSION, store).data).toEqual(kept);
    }
  });
  it('reads a record missing fields with them empty (migrated, not discarded)', () => {
    const store = new MemoryStore();
    store.setItem(ZOHO_COPILOT_SESSION.key, JSON.stringify({v: 1, savedAt: '2026-11-27T04:00:00.000Z', data: {asked: 'deals won this month'}}));
    expect(loadKept(ZOHO_COPILOT_SESSION, store).data).toEqual({question: '', asked: 'deals won this month', ignoreUnknown: false});
  });
  it.each([
    ['damaged JSON', '{"v":1,"data":{"asked":'],
    ['a newer format', JSON.stringify({v: 9, savedAt: '2026-11-27T04:00:00.000Z', data: KEPT})],
    ['a list instead of a record', JSON.stringify({v: 1, savedAt: '2026-11-27T04:00:00.000Z', data: ['deals']})],
    ['a record with neither question', JSON.stringify({v: 1, savedAt: '2026-11-27T04:00:00.000Z', data: {asked: 7}})],
  ])('%s is moved to the backup key and reported, never silently dropped', (_, raw) => {
    const store = new MemoryStore();
    store.setItem(ZOHO_COPILOT_SESSION.key, raw);
    const outcome = loadKept(ZOHO_COPILOT_SESSION, store);
    expect(outcome.data).toBeNull();
    expect(outcome.problem).toMatch(/download it/);
    expect(store.getItem(backupKey(ZOHO_COPILOT_SESSION.key))).toBe(raw);
  });
});

const TODAY = '2026-11-27';
/** Finding 6: a typo of "without" gets the guess, as "exept" gets "except"; no records until the reader accepts it. [typed, typo, corrected question]. */
const WITHOUT_TYPOS: ReadonlyArray<[string, string, string]> = [
  ['leads withuot a call', 'withuot', 'leads without a call'],
  ['leads withot a call', 'withot', 'leads without a call'],
  ['leads wihtout a call', 'wihtout', 'leads without a call'],
  ['leads from germany witout a call', 'witout', 'leads from germany without a call'],
];

describe('finding 6: a typo of "without" gets a guess', () => {
  it.each(WITHOUT_TYPOS)('"%s": did you mean "without"; the corrected question is offered and reads', (typed, typo, corrected) => {
    const r = parseQuestion(typed, TODAY);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(`I did not understand “${typo}” (did you mean “without”?), so no records are shown.`);
    expect(r.suggestion).toBe(corrected);
    // A mistyped exclusion word: no "understood so far" that would show the reversed condition.
    expect(r.partial).toBeUndefined();
    expect(parseQuestion(corrected, TODAY).ok).toBe(true);
  });
  it('must keep: a real unknown word gets no guess and the honest "I did not understand"', () => {
    for (const q of ['leads zorbly a call', 'what happened with the zorbly deals?']) {
      const r = parseQuestion(q, TODAY);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatch(/I did not understand “[^”]*zorbly/);
      expect(r.suggestion).toBeUndefined();
    }
  });
});
