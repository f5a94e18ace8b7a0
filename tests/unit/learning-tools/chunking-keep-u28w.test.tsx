/**
 * u28w (fresh tester, session 40): W-A1, editing a sample after pasting an own text replaced the own
 * text with the edited sample (no message, no undo); W-A2, a reload kept the text but reset the
 * strategy, size and overlap; W-A3, a size over the maximum showed an error but the field was not
 * marked invalid.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';
import {OWN_TEXT_KEY, loadOwnText} from '@site/src/learning-tools/chunking-playground/ownText';
import {sentenceRanges} from '@site/src/retrieval/chunking';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStore(): Store & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

const box = () => screen.getByLabelText('Text to chunk') as HTMLTextAreaElement;
const picker = () => screen.getByLabelText('Sample text') as HTMLSelectElement;
const MINE = '私のメモ: Retrieval braucht gute Abschnitte. Zweiter Satz hier.';

describe('chunking playground: own text and edited samples (u28w W-A1)', () => {
  it('editing a sample after pasting an own text keeps the own text', async () => {
    const user = userEvent.setup();
    render(<Playground store={memoryStore()} />);
    fireEvent.change(box(), {target: {value: MINE}});
    await user.selectOptions(picker(), 'markdown');
    const sample = box().value;
    fireEvent.change(box(), {target: {value: `${sample}x`}});
    await user.selectOptions(picker(), 'custom');
    expect(box().value).toBe(MINE);
  });

  it('the edited sample is kept with that sample, marked as edited, and can be restored', async () => {
    const user = userEvent.setup();
    render(<Playground store={memoryStore()} />);
    fireEvent.change(box(), {target: {value: MINE}});
    await user.selectOptions(picker(), 'markdown');
    const sample = box().value;
    fireEvent.change(box(), {target: {value: `${sample}x`}});
    expect(picker().value).toBe('markdown');
    expect(picker().selectedOptions[0].textContent).toMatch(/edited/);
    await user.selectOptions(picker(), 'code');
    await user.selectOptions(picker(), 'markdown');
    expect(box().value).toBe(`${sample}x`);
    await user.click(screen.getByRole('button', {name: /original sample/i}));
    expect(box().value).toBe(sample);
    expect(picker().selectedOptions[0].textContent).not.toMatch(/edited/);
  });

  it('a reload keeps the own text and the edited sample', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = render(<Playground store={store} />);
    fireEvent.change(box(), {target: {value: MINE}});
    await user.selectOptions(picker(), 'markdown');
    const sample = box().value;
    fireEvent.change(box(), {target: {value: `${sample}x`}});
    first.unmount();
    render(<Playground store={store} />);
    expect(picker().value).toBe('markdown');
    expect(box().value).toBe(`${sample}x`);
    await user.selectOptions(picker(), 'custom');
    expect(box().value).toBe(MINE);
  });

  it('with no own text yet, typing over a sample still makes it the own text (as before)', () => {
    render(<Playground store={memoryStore()} />);
    fireEvent.change(box(), {target: {value: MINE}});
    expect(picker().value).toBe('custom');
    expect(box().value).toBe(MINE);
  });

  it('a version 1 record (choice and own text) is read, not discarded', () => {
    const store = memoryStore();
    store.data.set(OWN_TEXT_KEY, JSON.stringify({v: 1, savedAt: '2026-11-25T10:00:00.000Z', data: {choice: 'code', own: MINE}}));
    const {state, problem} = loadOwnText(store);
    expect(problem).toBeNull();
    expect(state).toMatchObject({choice: 'code', own: MINE});
  });
});

describe('chunking playground settings (u28w W-A2, W-A3)', () => {
  it('a reload keeps the strategy, size and overlap', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = render(<Playground store={store} />);
    await user.click(screen.getByLabelText(/sentence/i, {selector: 'input[type=radio]'}));
    fireEvent.change(screen.getByLabelText('Chunk size (characters)'), {target: {value: '90'}});
    fireEvent.change(screen.getByLabelText('Overlap (characters)'), {target: {value: '30'}});
    first.unmount();
    render(<Playground store={store} />);
    expect((screen.getByLabelText(/sentence/i, {selector: 'input[type=radio]'}) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Chunk size (characters)') as HTMLInputElement).value).toBe('90');
    expect((screen.getByLabelText('Overlap (characters)') as HTMLInputElement).value).toBe('30');
  });

  it('a size over the maximum marks the field invalid', () => {
    render(<Playground store={memoryStore()} />);
    const size = screen.getByLabelText('Chunk size (characters)');
    fireEvent.change(size, {target: {value: '1000000000'}});
    expect(screen.getByText(/can be at most 20,000/)).toBeInTheDocument();
    expect(size).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('sentence ends after German, French and Spanish abbreviations (u28w W-A4)', () => {
  const sentences = (text: string) => sentenceRanges(text).map(([s, e]) => text.slice(s, e).trim());
  it.each([
    ['Reisen müssen z. B. vorab genehmigt werden. Das gilt immer.', 'Reisen müssen z. B. vorab genehmigt werden.'],
    ['Die Kosten, d. h. Hotel und Bahn, trägt die Firma. Danach folgt mehr.', 'Die Kosten, d. h. Hotel und Bahn, trägt die Firma.'],
    ['Es gibt u. a. Regeln für Flüge. Danach folgt mehr.', 'Es gibt u. a. Regeln für Flüge.'],
    ['Wir zahlen bzw. erstatten ca. 80 Euro. Danach folgt mehr.', 'Wir zahlen bzw. erstatten ca. 80 Euro.'],
    ['Siehe Nr. 4 der Richtlinie. Danach folgt mehr.', 'Siehe Nr. 4 der Richtlinie.'],
    ['Les frais, p. ex. Hôtel et train, sont remboursés. Ensuite autre chose.', 'Les frais, p. ex. Hôtel et train, sont remboursés.'],
    ['Los gastos, p. ej. Hotel y tren, se reembolsan. Luego otra cosa.', 'Los gastos, p. ej. Hotel y tren, se reembolsan.'],
  ])('%s', (text, first) => {
    expect(sentences(text)[0]).toBe(first);
  });
  it('a real sentence end after a single letter still ends the sentence', () => {
    expect(sentences('Wir nehmen Plan B. Danach folgt mehr.')).toEqual(['Wir nehmen Plan B.', 'Danach folgt mehr.']);
  });
});
