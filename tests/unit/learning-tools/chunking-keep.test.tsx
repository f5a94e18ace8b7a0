/**
 * u28s S-E1: the chunking playground keeps the reader's own text apart from the samples (switching
 * to a sample and back restores it) and in sessionStorage across a reload and Back, as the hint
 * promises; when the browser will not keep it, a note next to the box says so and the text stays.
 */
import {fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import Playground from '@site/src/learning-tools/chunking-playground/Playground';
import {OWN_TEXT_KEY, OWN_TEXT_MAX_CHARS, OWN_TEXT_VERSION, loadOwnText} from '@site/src/learning-tools/chunking-playground/ownText';

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
const MINE = 'My own notes about retrieval. They are long enough to chunk into pieces.';

describe('chunking playground keeps the reader’s own text (u28s S-E1)', () => {
  it('paste, pick the code sample, pick "Your own text": the pasted text comes back', async () => {
    const user = userEvent.setup();
    render(<Playground store={memoryStore()} />);
    fireEvent.change(box(), {target: {value: MINE}});
    expect(picker().value).toBe('custom');
    await user.selectOptions(picker(), 'code');
    expect(box().value).toContain('withRetry');
    await user.selectOptions(picker(), 'custom');
    expect(box().value).toBe(MINE);
  });

  it('a reload (a new render on the same tab storage) brings the text and the choice back', () => {
    const store = memoryStore();
    const first = render(<Playground store={store} />);
    fireEvent.change(box(), {target: {value: MINE}});
    first.unmount();
    render(<Playground store={store} />);
    expect(picker().value).toBe('custom');
    expect(box().value).toBe(MINE);
    const saved = JSON.parse(store.data.get(OWN_TEXT_KEY) ?? 'null') as {v: number; data: {own: string}};
    expect(saved.v).toBe(OWN_TEXT_VERSION);
    expect(saved.data.own).toBe(MINE);
  });

  it('a reload while a sample is shown still keeps the own text behind "Your own text"', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = render(<Playground store={store} />);
    fireEvent.change(box(), {target: {value: MINE}});
    await user.selectOptions(picker(), 'code');
    first.unmount();
    render(<Playground store={store} />);
    expect(picker().value).toBe('code');
    await user.selectOptions(picker(), 'custom');
    expect(box().value).toBe(MINE);
  });

  it('storage that refuses: a note next to the box says so, and the text stays on the page', async () => {
    const user = userEvent.setup();
    const refusing: Store = {getItem: () => null, setItem: () => { throw new Error('SecurityError'); }, removeItem: () => undefined};
    render(<Playground store={refusing} />);
    fireEvent.change(box(), {target: {value: MINE}});
    expect(screen.getByText(/refused to keep your text/)).toBeInTheDocument();
    await user.selectOptions(picker(), 'code');
    await user.selectOptions(picker(), 'custom');
    expect(box().value).toBe(MINE);
  });

  it('no storage at all (blocked): the note says the text is gone after a reload', () => {
    render(<Playground store={null} />);
    fireEvent.change(box(), {target: {value: MINE}});
    expect(screen.getByText(/not kept after a reload/)).toBeInTheDocument();
    expect(box().value).toBe(MINE);
  });

  it('text over the size kept: the note gives the sizes and nothing is stored', () => {
    const store = memoryStore();
    render(<Playground store={store} />);
    const big = 'x'.repeat(OWN_TEXT_MAX_CHARS + 1);
    fireEvent.change(box(), {target: {value: big}});
    expect(screen.getByText(/this tab keeps at most/)).toBeInTheDocument();
    expect(box().value).toBe(big);
    expect(store.data.has(OWN_TEXT_KEY)).toBe(false);
  });

  it('a damaged or newer record is not restored and is reported, never thrown', () => {
    const store = memoryStore();
    store.data.set(OWN_TEXT_KEY, '{not json');
    expect(loadOwnText(store).problem).toMatch(/could not be read/);
    store.data.set(OWN_TEXT_KEY, JSON.stringify({v: OWN_TEXT_VERSION + 1, data: {choice: 'custom', own: 'x'}}));
    expect(loadOwnText(store).state).toBeNull();
    render(<Playground store={store} />);
    expect(screen.getByText(/could not be read/)).toBeInTheDocument();
  });
});
