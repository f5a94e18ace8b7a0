import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchBox from '@site/src/components/SearchBar/SearchBox';

/** The query in `?q=`, or empty. */
function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * Full search page: every match (up to 50), grouped by area. The query lives in `?q=` so a
 * search can be shared and matches the WebSite SearchAction target.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState('');

  // The static HTML has no query; read it once the page runs in the browser.
  useEffect(() => {
    setQuery(queryFromSearch(location.search));
    // Only on arrival: typing updates the URL below, which must not feed back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onQueryChange = (next: string) => {
    setQuery(next);
    const params = next.trim() ? `?q=${encodeURIComponent(next)}` : '';
    history.replace({pathname: location.pathname, search: params});
  };

  return (
    <Layout title="Search" description="Search every guide, action plan page, code base walkthrough, service and blog post on the GenAI Enterprise site.">
      <main className="container margin-vert--lg" style={{maxWidth: '52rem'}}>
        <Heading as="h1">Search the site</Heading>
        <p>Full-text search across Theory &amp; Strategy, the Action Plan, the Code Base, services, the Learning Hub and the blog. Results are grouped by area.</p>
        <SearchBox query={query} onQueryChange={onQueryChange} limit={50} variant="page" inputLabel="Search terms" autoFocus={false} />
      </main>
    </Layout>
  );
}
