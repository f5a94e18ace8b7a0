import {useState} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import SearchBox from '@site/src/components/SearchBar/SearchBox';
import {resetIndex} from '@site/src/retrieval/site-search/searchCore';
import {buildIndex, type SourcePage} from '@site/src/plugins/search/buildIndex';

const page = (url: string, title: string, area: string, body: string): SourcePage => ({url, title, area, description: `${title}.`, sections: [{anchor: '', heading: '', text: body}], code: []});

const {files} = buildIndex([
  page('/action-plan/ws4-empowerment/champions', 'Building an AI champion network', 'Action Plan', 'Champions run weekly clinics. Each champion coaches a team, and champions share what works.'),
  page('/action-plan/ws1-organization/governance', 'AI governance', 'Action Plan', 'Governance boards approve use cases; champions raise them.'),
  page('/blog/champions-story', 'What champions taught us', 'Blog', 'A post about adoption in practice.'),
]);

function Harness() {
  const [query, setQuery] = useState('');
  return <SearchBox query={query} onQueryChange={setQuery} limit={5} variant="page" inputLabel="Search terms" />;
}

describe('SearchBox', () => {
  const requested: string[] = [];

  beforeEach(() => {
    requested.length = 0;
    vi.useFakeTimers({shouldAdvanceTime: true});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        const body = files.get(url.replace(/^\/search-index\//, ''));
        return body === undefined ? new Response('missing', {status: 404}) : new Response(body, {status: 200});
      }),
    );
  });

  afterEach(() => {
    resetIndex();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function type(text: string) {
    fireEvent.change(screen.getByRole('combobox', {name: 'Search terms'}), {target: {value: text}});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
  }

  it('counts the pause before fetching sections from when the draft is drawn, not from the key', async () => {
    // A slow index (every part answers after 250 ms), as on a starved CPU: a pause counted from the
    // key would run out at 300 ms, before the reader's next key, and fetch sections for a half-typed query.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        await new Promise((resolve) => setTimeout(resolve, 250));
        const body = files.get(url.replace(/^\/search-index\//, ''));
        return body === undefined ? new Response('missing', {status: 404}) : new Response(body, {status: 200});
      }),
    );
    render(<Harness />, {wrapper: MemoryRouter});
    fireEvent.change(screen.getByRole('combobox', {name: 'Search terms'}), {target: {value: 'champions'}});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    // The draft is drawn (meta, then the shard: about 500 ms); 300 ms later is not yet reached.
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(requested.some((url) => url.includes('/p/'))).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(requested.some((url) => url.includes('/p/'))).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('3 results for “champions”.');
  });

  it('shows matching pages in rank order under area labels, with highlighted excerpts, and announces the count', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    await type('champion network');
    expect(await screen.findByRole('status')).toHaveTextContent('3 results for “champion network”.');
    const listbox = screen.getByRole('listbox', {name: 'Search results'});
    expect(within(listbox).getAllByRole('group', {name: 'Action Plan'}).length).toBeGreaterThan(0);
    expect(within(listbox).getByRole('group', {name: 'Blog'})).toBeInTheDocument();
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Building an AI champion network');
    expect(first).toHaveAttribute('href', '/action-plan/ws4-empowerment/champions');
    expect(first.querySelector('mark')).toHaveTextContent('Champions');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the highlighted option with the arrow keys', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    await type('champions');
    const input = screen.getByRole('combobox');
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, {key: 'ArrowUp'});
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the correction of a likely typo, and runs it when chosen', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    await type('champion netwrok');
    const suggestion = await screen.findByTestId('search-suggestion');
    expect(suggestion).toHaveTextContent('Did you mean champion network?');
    expect(screen.getByRole('status')).toHaveTextContent('Did you mean “champion network”?');
    // The corrected word already finds its pages.
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Building an AI champion network');
    fireEvent.click(within(suggestion).getByRole('button', {name: 'champion network'}));
    expect(screen.getByRole('combobox')).toHaveValue('champion network');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.queryByTestId('search-suggestion')).toBeNull();
  });

  it('names the section a result opens', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    await type('clinics governance');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toContain('/action-plan/ws1-organization/governance');
    expect(screen.getByRole('status')).toHaveTextContent(/results? for “clinics governance”/);
  });

  it('shows ranked pages at once while typing, and the sections and the count after the pause', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    fireEvent.change(screen.getByRole('combobox', {name: 'Search terms'}), {target: {value: 'champion network'}});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Building an AI champion network');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(requested.filter((url) => url.includes('/p/'))).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.getByRole('status')).toHaveTextContent('3 results for “champion network”.');
    expect(requested.filter((url) => url.includes('/p/')).length).toBeGreaterThan(0);
  });

  it('explains an empty result and offers areas to browse', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    await type('flibbertigibbet');
    expect(await screen.findByText('No pages match “flibbertigibbet”.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Action Plan'})).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('waits for a pause in typing before it queries', async () => {
    render(<Harness />, {wrapper: MemoryRouter});
    const input = screen.getByRole('combobox', {name: 'Search terms'});
    for (const prefix of ['ch', 'cha', 'cham', 'champ', 'champion']) fireEvent.change(input, {target: {value: prefix}});
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    await screen.findAllByRole('option');
    // One page list, one shard, and one section text per result of the last query only (the blog
    // post matches by its title alone and shows its description).
    expect(requested.filter((url) => url.includes('/t/'))).toHaveLength(1);
    expect(requested.filter((url) => url.includes('/p/'))).toHaveLength(2);
  });

  it('says so when the index cannot be loaded, before any typing, and Retry fetches it again', async () => {
    const working = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', {status: 503})));
    render(<Harness />, {wrapper: MemoryRouter});
    // The status region is there from the first render and the message arrives once the failed load
    // settles (the engine is a dynamic import, slow on a busy machine): wait for the text itself.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search could not load. Check your connection and try again.'), {timeout: 15_000});
    await type('champions');
    expect(screen.getByRole('status')).toHaveTextContent('Search could not load. Check your connection and try again.');

    // Back online: Retry fetches the index again and runs the query that is in the box.
    vi.stubGlobal('fetch', working);
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByText('3 results for “champions”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Retry'})).toBeNull();
  });

  it('never renders a superseded query, ignores its late parts, and renders the final one once', async () => {
    // The shard of "governance" arrives only after the reader has typed on.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const working = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/t/go-')) await gate;
        return working(url);
      }),
    );
    const {container} = render(<Harness />, {wrapper: MemoryRouter});
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const listbox = container.querySelector('[role="listbox"]');
      const label = `${listbox?.getAttribute('data-query') ?? ''}|${screen.getByRole('status').textContent ?? ''}`;
      if (shown[shown.length - 1] !== label) shown.push(label);
    });
    observer.observe(container, {subtree: true, childList: true, attributes: true, characterData: true});
    const input = screen.getByRole('combobox', {name: 'Search terms'});
    fireEvent.change(input, {target: {value: 'governance'}});
    await act(async () => {
      // Past the typing pause: the full run of "governance" waits for its shard.
      await vi.advanceTimersByTimeAsync(400);
    });
    fireEvent.change(input, {target: {value: 'champions'}});
    release();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByText('3 results for “champions”.')).toBeInTheDocument();
    observer.disconnect();
    expect(shown.filter((label) => label.startsWith('governance'))).toEqual([]);
    // The draft of "champions", then its full answer: each drawn once, nothing after.
    const final = shown.filter((label) => label.startsWith('champions|'));
    expect(final[final.length - 1]).toBe('champions|3 results for “champions”.');
    expect(final.filter((label) => label.endsWith('3 results for “champions”.'))).toHaveLength(1);
    expect(shown[shown.length - 1]).toBe('champions|3 results for “champions”.');
    // Sections fetched: those of the three "champions" results only (the stale run fetched none).
    expect(requested.filter((url) => url.includes('/p/'))).toHaveLength(2);
  });
});
