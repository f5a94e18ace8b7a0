/**
 * Issue 28 (u29m), task 43l2. F14: Ask → reload (the answer comes back) → another page → Back lost
 * the answer for good. Bringing the answer back passes through an empty moment (the replay runs the
 * search again); a save planned for that moment and overtaken by the answer must not run when the
 * demo unmounts (client-side navigation), or it writes the empty record over the answer.
 */
import {act, renderHook, waitFor} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {useKept} from '@site/src/demos/kit/useKept';
import {DOCUMENT_QA_SESSION, type DocumentQaSession} from '@site/src/demos/document-qa/session';

const ANSWERED: DocumentQaSession = {
  source: 'guide',
  question: 'Who do I report a till difference to?',
  asked: 'Who do I report a till difference to?',
  answer: 'To the shift lead [1].',
  answeredBy: 'mock-1',
  label: 'This guide',
};
const loader = () => Promise.resolve(DOCUMENT_QA_SESSION);
const storedAnswer = () => (JSON.parse(sessionStorage.getItem(DOCUMENT_QA_SESSION.key) ?? 'null') as {data: DocumentQaSession} | null)?.data.answer ?? null;

function useSession() {
  const [value, setValue] = useState<DocumentQaSession | null>(null);
  const kept = useKept(loader, value, setValue);
  return {value, setValue, kept};
}

describe('F14: an answer brought back stays in the session record', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    sessionStorage.setItem(DOCUMENT_QA_SESSION.key, JSON.stringify({v: 1, savedAt: '2026-11-27T08:00:00.000Z', data: ANSWERED}));
  });
  afterEach(() => sessionStorage.clear());

  it('a save overtaken before it ran is not written when the demo unmounts', async () => {
    const view = renderHook(() => useSession());
    await waitFor(() => expect(view.result.current.value).toEqual(ANSWERED));
    // The replay: the answer is cleared while the search runs again, then shown again, inside the save delay.
    act(() => view.result.current.setValue({...ANSWERED, asked: '', answer: '', answeredBy: ''}));
    act(() => view.result.current.setValue(ANSWERED));
    // The reader follows a link to another page: the demo unmounts.
    view.unmount();
    expect(storedAnswer()).toBe('To the shift lead [1].');
  });

  it('a change the reader made just before leaving is still written', async () => {
    const view = renderHook(() => useSession());
    await waitFor(() => expect(view.result.current.value).toEqual(ANSWERED));
    act(() => view.result.current.setValue({...ANSWERED, question: 'And the safe code?'}));
    view.unmount();
    expect((JSON.parse(sessionStorage.getItem(DOCUMENT_QA_SESSION.key) ?? 'null') as {data: DocumentQaSession}).data.question).toBe('And the safe code?');
  });
});
