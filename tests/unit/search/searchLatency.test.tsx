/**
 * The work a keystroke does in the search UI: remembered text analysis in the excerpt cutter,
 * equal results kept as the same objects, and result rows not rendered again when unchanged.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {analyze} from '@site/src/retrieval/site-search/analysis';
import {analyzedText, clearAnalyzedTexts, excerptFor, parseQuery, type SearchHit, type SearchOutcome} from '@site/src/retrieval/site-search/searchCore';
import {keepUnchanged, sameHit} from '@site/src/components/SearchBar/results';
import {ResultRow, Results} from '@site/src/components/SearchBar/SearchBox';
import {fullAnswerPause, READER_KEY_GAP_MS, TYPING_PAUSE_MS, typicalKeyGap, WORD_PAUSE_MS, yieldToMain} from '@site/src/components/SearchBar/useSearch';
import type {SourcePage} from '@site/src/plugins/search/buildIndex';

const PAGES = JSON.parse(readFileSync(join(__dirname, 'fixtures/site-pages.json'), 'utf8')) as SourcePage[];

/** The matched-terms map runSearch passes to excerptFor: each query slot's term (and join) by slot. */
function matchedOf(query: string): Map<string, number> {
  const parsed = parseQuery(query);
  const matched = new Map(parsed.slots.map((slot, i) => [slot.term, i] as const));
  for (const join of parsed.joins) matched.set(join.term, join.slots[0]!);
  return matched;
}

afterEach(() => clearAnalyzedTexts());

describe('excerpt cutter text cache', () => {
  const queries = ['champion network', 'assessment cost', 'retrieval augmented generation', 'employees resisting adoption'];
  const texts = PAGES.flatMap((page) => [page.description, ...page.sections.map((section) => section.text)]).filter((_, i) => i % 20 === 0).slice(0, 40);

  it('cuts the same excerpt from a remembered analysis as from a fresh one, on the site pages', () => {
    // Fresh: every text analysed anew (the cache emptied before each cut).
    const fresh = queries.flatMap((query) =>
      texts.map((text) => {
        clearAnalyzedTexts();
        return excerptFor(text, matchedOf(query));
      }),
    );
    clearAnalyzedTexts();
    // Remembered: the same texts cut again for every query (as each keystroke does).
    const cached = queries.flatMap((query) => texts.map((text) => excerptFor(text, matchedOf(query))));
    expect(cached).toEqual(fresh);
    expect(fresh.some((parts) => parts.some((part) => part.mark))).toBe(true);
  }, 30_000); // heavy input: hit the 5 s default at load 20+ in the full unit run, passes alone in ~2 s

  it('analyses a text once while it is in use, matching analyze, and forgets the least recently used', () => {
    const text = texts[1]!;
    const first = analyzedText(text);
    expect(analyzedText(text)).toBe(first);
    const all = analyze(text);
    expect([...first.words, ...first.compounds].sort((a, b) => a.start - b.start || a.end - b.end)).toEqual(all.sort((a, b) => a.start - b.start || a.end - b.end));
    // 256 other texts later, it is analysed again (the cache is bounded).
    for (let i = 0; i < 256; i += 1) analyzedText(`filler text number ${i}`);
    expect(analyzedText(text)).not.toBe(first);
    expect(analyzedText(text)).toEqual(first);
  });
});

const hit = (url: string, excerpt = 'An excerpt.'): SearchHit => ({url, pageUrl: url, title: `Title ${url}`, section: null, area: 'Blog', excerpt: [{text: excerpt, mark: false}]});
const outcome = (query: string, hits: SearchHit[]): SearchOutcome => ({query, total: hits.length, hits, suggestion: null});

describe('keepUnchanged', () => {
  it('returns what is shown when the new outcome equals it', () => {
    const shown = outcome('champions', [hit('/a'), hit('/b')]);
    expect(keepUnchanged(shown, outcome('champions', [hit('/a'), hit('/b')]))).toBe(shown);
  });

  it('keeps the shown hit objects that draw the same row, and only those', () => {
    const shown = outcome('champion', [hit('/a'), hit('/b'), hit('/c')]);
    const next = keepUnchanged(shown, outcome('champions', [hit('/b'), hit('/a', 'Another excerpt.'), hit('/d')]));
    expect(next.query).toBe('champions');
    expect(next.hits[0]).toBe(shown.hits[1]);
    expect(next.hits[1]).not.toBe(shown.hits[0]);
    expect(next.hits[1]!.excerpt[0]!.text).toBe('Another excerpt.');
    expect(next.hits[2]!.url).toBe('/d');
    // Same rows, new query: the hits array itself is the one shown.
    expect(keepUnchanged(shown, outcome('champions', [hit('/a'), hit('/b'), hit('/c')])).hits).toBe(shown.hits);
  });

  it('tells rows apart by every field drawn', () => {
    expect(sameHit(hit('/a'), hit('/a'))).toBe(true);
    expect(sameHit(hit('/a'), {...hit('/a'), section: 'Pricing'})).toBe(false);
    expect(sameHit(hit('/a'), {...hit('/a'), excerpt: [{text: 'An excerpt.', mark: true}]})).toBe(false);
  });
});

describe('ResultRow', () => {
  /** A hit whose excerpt counts how often a row reads it (once per render of the row). */
  function counted(url: string): {hit: SearchHit; reads: () => number} {
    let reads = 0;
    const base = hit(url);
    const counting = {
      ...base,
      get excerpt() {
        reads += 1;
        return base.excerpt;
      },
    };
    return {hit: counting, reads: () => reads};
  }

  const noop = () => undefined;

  function List({hits}: {readonly hits: readonly SearchHit[]}) {
    const [active, setActive] = useState(-1);
    const [keys, setKeys] = useState(0);
    return (
      <div role="listbox" aria-label="Results">
        <input aria-label="Query" value={String(keys)} onChange={() => setKeys((n) => n + 1)} />
        {hits.map((h, i) => (
          <ResultRow key={h.url} hit={h} index={i} id={`option-${i}`} active={active === i} onHover={setActive} onPick={noop} />
        ))}
      </div>
    );
  }

  it('is not rendered again when its hit is the same object and its highlight did not move', () => {
    const a = counted('/a');
    const b = counted('/b');
    render(<List hits={[a.hit, b.hit]} />);
    const [readsA, readsB] = [a.reads(), b.reads()];
    expect(readsA).toBeGreaterThan(0);
    // A keystroke re-renders the list: neither row renders again.
    fireEvent.change(screen.getByRole('textbox', {name: 'Query'}), {target: {value: 'x'}});
    expect([a.reads(), b.reads()]).toEqual([readsA, readsB]);
    // Hovering the second option moves the highlight: that row renders, the first does not.
    act(() => {
      fireEvent.mouseMove(screen.getAllByRole('option')[1]!);
    });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(a.reads()).toBe(readsA);
    expect(b.reads()).toBeGreaterThan(readsB);
  });
});

describe('Results', () => {
  const noop = () => undefined;
  const props = {query: 'q', id: 'search', listId: 'search-results', active: -1, onHover: noop, onPick: noop};

  it('keeps the DOM of a row that stays in its group when the group’s first result changes', () => {
    const a = hit('/a');
    const b = hit('/b');
    const {rerender} = render(<Results hits={[a, b]} {...props} />);
    const rowB = screen.getAllByRole('option')[1]!;
    expect(rowB).toHaveAttribute('href', '/b');
    rerender(<Results hits={[hit('/c'), b]} {...props} />);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual(['/c', '/b']);
    expect(options[1]).toBe(rowB);
    // Ids follow the keyboard order, group labels their group.
    expect(options.map((option) => option.id)).toEqual(['search-option-0', 'search-option-1']);
    expect(screen.getByRole('group')).toHaveAttribute('aria-labelledby', 'search-group-0');
  });

  it('starts loading a result’s page when the reader points at it (as Docusaurus’ Link does)', () => {
    const preload = vi.fn();
    vi.stubGlobal('docusaurus', {preload});
    try {
      render(<Results hits={[{...hit('/docs/a#pricing'), pageUrl: '/docs/a'}, hit('/b')]} {...props} />);
      expect(preload).not.toHaveBeenCalled();
      fireEvent.mouseEnter(screen.getAllByRole('option')[0]!);
      expect(preload).toHaveBeenCalledWith('/docs/a');
      fireEvent.touchStart(screen.getAllByRole('option')[1]!);
      expect(preload).toHaveBeenLastCalledWith('/b');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it, a macrotask otherwise', async () => {
    const calls: string[] = [];
    const original = (globalThis as {scheduler?: unknown}).scheduler;
    (globalThis as {scheduler?: unknown}).scheduler = {yield: async () => void calls.push('scheduler.yield')};
    try {
      await yieldToMain();
      expect(calls).toEqual(['scheduler.yield']);
      delete (globalThis as {scheduler?: unknown}).scheduler;
      let resumed = false;
      const pending = yieldToMain().then(() => (resumed = true));
      await Promise.resolve();
      // Not a microtask: input queued meanwhile runs first.
      expect(resumed).toBe(false);
      await pending;
      expect(calls).toEqual(['scheduler.yield']);
    } finally {
      (globalThis as {scheduler?: unknown}).scheduler = original;
    }
  });
});

describe('fullAnswerPause', () => {
  const outcome = (mayContinue: boolean): SearchOutcome => ({query: 'q', total: 1, hits: [], suggestion: null, mayContinue});
  it('waits a word pause after a space, the typing pause after a finished word, twice that after a word longer ones start with', () => {
    expect(fullAnswerPause('champion ', outcome(false))).toBe(WORD_PAUSE_MS);
    expect(fullAnswerPause('employ ', outcome(true))).toBe(WORD_PAUSE_MS);
    expect(fullAnswerPause('assessment', outcome(false))).toBe(TYPING_PAUSE_MS);
    expect(fullAnswerPause('employ', outcome(true))).toBe(2 * TYPING_PAUSE_MS);
    // No draft (it failed): the typing pause, the full answer reports the error.
    expect(fullAnswerPause('employ', undefined)).toBe(TYPING_PAUSE_MS);
  });

  it("stretches the pauses for a reader whose keys come slower than a reader's usual pace, never shortens them", () => {
    expect(fullAnswerPause('assessment', outcome(false), READER_KEY_GAP_MS / 2)).toBe(TYPING_PAUSE_MS);
    expect(fullAnswerPause('assessment', outcome(false), 2 * READER_KEY_GAP_MS)).toBe(2 * TYPING_PAUSE_MS);
    expect(fullAnswerPause('champion ', outcome(false), 3 * READER_KEY_GAP_MS)).toBe(3 * WORD_PAUSE_MS);
  });

  it("takes the reader's pace from the median of the last gaps between keys, leaving out pauses", () => {
    expect(typicalKeyGap([])).toBe(READER_KEY_GAP_MS);
    expect(typicalKeyGap([0, 400, 800])).toBe(READER_KEY_GAP_MS);
    expect(typicalKeyGap([0, 400, 800, 1200])).toBe(400);
    // A 5 s pause between two words is not the pace; one slow key does not move the median.
    expect(typicalKeyGap([0, 300, 600, 5600, 5900, 7000])).toBe(300);
    expect(typicalKeyGap([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1600, 2200, 2800, 3400])).toBe(600);
  });
});
