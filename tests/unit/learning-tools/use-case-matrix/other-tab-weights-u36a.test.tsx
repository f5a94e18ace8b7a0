/**
 * u36a F4 (issue 28): tab B held a half-typed weight "1e" in Urgency; tab A saved Urgency 10. Tab B's field became 10
 * (the shared list wins) but the note said only "Updated from another tab: 11 use cases.", so the reader was not told
 * that their typing was replaced. The note now names the weights changed there and any typed text replaced here.
 * Own inputs.
 */
import {afterEach, describe, expect, it} from 'vitest';
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import UseCaseMatrixTool from '@site/src/learning-tools/use-case-matrix/UseCaseMatrixTool';
import {defaultWeights, STORAGE_KEY, toStoredJson} from '@site/src/learning-tools/use-case-matrix/model';

const uc = (id: string, name: string) => ({id, name, scores: {impact: 3, strategic_fit: 3, reach: 3, urgency: 3, data_readiness: 3, technical_maturity: 3} as const});

function fromOtherTab(weights: Record<string, number>, names: string[]) {
  const raw = toStoredJson({weights, useCases: names.map((n, i) => uc(`x${i}`, n))});
  localStorage.setItem(STORAGE_KEY, raw);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', {key: STORAGE_KEY, newValue: raw}));
  });
}

describe('another tab changes the weights (u36a F4)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('names the weight changed there and the typed text it replaced here', () => {
    localStorage.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [uc('a', 'Quote drafting')]}));
    render(<UseCaseMatrixTool draftStore={null} />);
    const urgency = screen.getByLabelText('Urgency weight') as HTMLInputElement;
    fireEvent.focus(urgency);
    fireEvent.change(urgency, {target: {value: '1e'}});
    fromOtherTab({...defaultWeights(), urgency: 10}, ['Quote drafting', 'Returns triage']);
    expect(urgency.value).toBe('10');
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toMatch(/Updated from another tab: 2 use cases\./);
    expect(status).toMatch(/Weights changed there: Urgency\./);
    expect(status).toMatch(/What you had typed in Urgency \(“1e”\) was replaced by the weight from there\./);
  });

  it('says nothing about weights when only the list changed, and names a plain weight change', () => {
    localStorage.setItem(STORAGE_KEY, toStoredJson({weights: defaultWeights(), useCases: [uc('a', 'Quote drafting')]}));
    render(<UseCaseMatrixTool draftStore={null} />);
    fromOtherTab(defaultWeights(), ['Quote drafting', 'Returns triage']);
    expect(screen.getByRole('status').textContent).toBe('Updated from another tab: 2 use cases.');
    fromOtherTab({...defaultWeights(), impact: 55, reach: 5}, ['Quote drafting', 'Returns triage']);
    expect(screen.getByRole('status').textContent).toBe('Updated from another tab: 2 use cases. Weights changed there: Financial impact, People reached.');
  });
});
