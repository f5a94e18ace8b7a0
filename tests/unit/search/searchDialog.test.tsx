/**
 * The search dialog's "See all results" link: a plain link (not Docusaurus' Link, which set up an
 * IntersectionObserver on every keystroke) that still carries the query and navigates in the app.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import {MemoryRouter, useLocation} from 'react-router-dom';
import SearchDialog from '@site/src/components/SearchBar/SearchDialog';
import {resetIndex} from '@site/src/retrieval/site-search/searchCore';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

describe('SearchDialog', () => {
  beforeEach(() => {
    // No index: the link does not depend on results.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', {status: 404})));
  });

  afterEach(() => {
    resetIndex();
    vi.unstubAllGlobals();
  });

  it('links to the search page with the typed query and navigates there in the app, closing the dialog', () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter initialEntries={['/docs/intro']}>
        <SearchDialog onClose={onClose} />
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', {name: 'See all results on the search page'});
    expect(link).toHaveAttribute('href', '/search');
    fireEvent.change(screen.getByRole('combobox', {name: 'Search the site'}), {target: {value: ' champion network '}});
    expect(link).toHaveAttribute('href', '/search?q=champion%20network');
    // A modified click is left to the browser (new tab): no in-app navigation.
    fireEvent.click(link, {ctrlKey: true});
    expect(screen.getByTestId('where')).toHaveTextContent('/docs/intro');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=champion%20network');
  });
});
