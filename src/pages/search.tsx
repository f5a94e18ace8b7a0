import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import SearchBox from '@site/src/components/SearchBar/SearchBox';
import {createQuerySync, searchPageUrl, type QuerySync} from '@site/src/lib/search/querySync';

/** The query in `?q=`, or empty. */
function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

type Gtag = (...args: unknown[]) => void;

/**
 * Full search page: every match (up to 50), best first, under area labels. The query lives in `?q=` so a
 * search can be shared and matches the WebSite SearchAction target.
 *
 * The address bar follows the query only once it settles (Enter, or a pause in typing), and with
 * `history.replaceState` outside the router: no history entry per search, and no route change,
 * so the gtag plugin sends no page_view for it. Analytics gets one `search` event per settled
 * query instead; partial queries ("c", "ch", ...) reach neither the URL nor analytics.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const [query, setQuery] = useState('');
  const sync = useRef<QuerySync | null>(null);

  useEffect(() => {
    const current = createQuerySync({
      write: (settled) => {
        const {pathname, hash} = window.location;
        window.history.replaceState(window.history.state, '', searchPageUrl(pathname, settled, hash));
      },
      report: (settled) => {
        const gtag = (window as unknown as {gtag?: Gtag}).gtag;
        if (typeof gtag === 'function') gtag('event', 'search', {search_term: settled});
      },
    });
    // The static HTML has no query; read it once the page runs in the browser.
    const arrived = queryFromSearch(location.search);
    current.arrive(arrived);
    setQuery(arrived);
    sync.current = current;
    return () => {
      current.cancel();
      sync.current = null;
    };
    // Only on arrival: the page writes the URL itself from here on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onQueryChange = (next: string) => {
    setQuery(next);
    sync.current?.change(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sync.current?.submit(query);
  };

  return (
    <Layout title="Search" description="Search every guide, action plan page, code base walkthrough, service and blog post on the GenAI Enterprise site.">
      <main className="container margin-vert--lg" style={{maxWidth: '52rem'}}>
        <Heading as="h1">Search the site</Heading>
        <p>Full-text search across Theory &amp; Strategy, the Action Plan, the Code Base, services, the Learning Hub and the blog. Results are listed best first, each with its area; a result that answers the query in one section opens that section.</p>
        <noscript>
          <p data-testid="search-needs-js">
            Search runs in your browser and needs JavaScript. Without it, start from an area: <Link to="/docs/intro">Theory &amp; Strategy</Link>,{' '}
            <Link to="/action-plan/intro">Action Plan</Link>, <Link to="/codebase/intro">Code Base</Link>, <Link to="/services/intro">Services</Link> or the{' '}
            <Link to="/blog">Blog</Link>.
          </p>
        </noscript>
        <form role="search" aria-label="Site search" data-needs-js="" onSubmit={onSubmit}>
          <SearchBox query={query} onQueryChange={onQueryChange} limit={50} variant="page" inputLabel="Search terms" autoFocus={false} />
        </form>
      </main>
    </Layout>
  );
}
