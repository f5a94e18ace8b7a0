/** Issue 28 (u29c), task 42l. D-11: Document Q&A's session record (this tab) keeps this tab's pasted text, and the paste source with it. */
import {describe, expect, it} from 'vitest';
import {DOCUMENT_QA_SESSION} from '@site/src/demos/document-qa/session';

describe('D-11: each tab of Document Q&A keeps its own pasted text', () => {
  const record = {source: 'paste', question: 'How long is paternity leave?', asked: 'How long is paternity leave?', answer: '', answeredBy: '', label: 'Pasted text'};
  it('reads the pasted text back, with the paste chosen', () => {
    expect(DOCUMENT_QA_SESSION.read({...record, pasted: 'Paternity leave is four weeks.'}, 1)).toEqual({...record, pasted: 'Paternity leave is four weeks.'});
  });
  it('a record without it keeps the paste chosen; its text comes from the local record (u30d F9)', () => {
    expect(DOCUMENT_QA_SESSION.read(record, 1)).toEqual(record);
  });
});
