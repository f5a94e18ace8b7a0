/**
 * While search is open, `<html>` carries `data-search-open` (src/theme/SearchBar), by which
 * src/css/custom.css raises the navbar (the dialog's stacking context) above the privacy panel;
 * closing removes it, so the navbar drops back. (A `.navbar:has([aria-modal='true'])` rule did this
 * before and restyled the page behind the dialog on every keystroke: tests/e2e/search.spec.ts.)
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import SearchBar, {SEARCH_OPEN_ATTRIBUTE} from '@site/src/theme/SearchBar';
import {resetIndex} from '@site/src/retrieval/site-search/searchCore';

describe('SearchBar marks the document while search is open', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', {status: 404})));
  });

  afterEach(() => {
    resetIndex();
    vi.unstubAllGlobals();
  });

  it('sets the attribute when the dialog opens and removes it when Escape closes it', {timeout: 30_000}, async () => {
    render(
      <MemoryRouter>
        <SearchBar />
      </MemoryRouter>,
    );
    const root = document.documentElement;
    expect(root.hasAttribute(SEARCH_OPEN_ATTRIBUTE)).toBe(false);
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    // The dialog is a lazy chunk: under load it takes longer than findByRole's 1 s default to arrive.
    const input = await screen.findByRole('combobox', {name: 'Search the site'}, {timeout: 15_000});
    expect(root.hasAttribute(SEARCH_OPEN_ATTRIBUTE)).toBe(true);
    fireEvent.keyDown(input, {key: 'Escape'});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.hasAttribute(SEARCH_OPEN_ATTRIBUTE)).toBe(false);
  });
});
