/**
 * Issue 28 (u29p Z-4, u29m F15), task 43l2: after a reload (or Back) the question box holds an
 * unsent draft above the answer to an earlier question; the answer says which question it answers.
 */
import {render, screen, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import DocumentQa from '@site/src/demos/document-qa';
import {SAMPLE_TRAVEL} from '@site/src/demos/kit/sampleTravel';
import {DOCUMENT_QA_SESSION, type DocumentQaSession} from '@site/src/demos/document-qa/session';

const keep = (data: DocumentQaSession) =>
  sessionStorage.setItem(DOCUMENT_QA_SESSION.key, JSON.stringify({v: 1, savedAt: '2026-11-27T08:00:00.000Z', data}));

describe('Z-4 / F15: an answer brought back names its question', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('labels the answer with the question asked when the box holds another one', async () => {
    keep({source: 'sample', question: 'Is alcohol reimbursed?', asked: 'hotel limit London', answer: '', answeredBy: '', label: SAMPLE_TRAVEL.title});
    render(<DocumentQa />);
    await waitFor(() => expect(screen.getByLabelText('2. Your question')).toHaveProperty('value', 'Is alcohol reimbursed?'), {timeout: 8000});
    const label = await screen.findByText(/Answer to: “hotel limit London”/, undefined, {timeout: 15000});
    expect(label.textContent).toMatch(/not asked yet/);
  }, 30000);

  it('says nothing extra when the box holds the question answered', async () => {
    keep({source: 'sample', question: 'hotel limit London', asked: 'hotel limit London', answer: '', answeredBy: '', label: SAMPLE_TRAVEL.title});
    render(<DocumentQa />);
    await screen.findAllByText(/Lodging/, undefined, {timeout: 15000});
    expect(screen.queryByText(/Answer to:/)).toBeNull();
  }, 30000);
});
