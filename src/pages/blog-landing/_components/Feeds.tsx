import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from '../styles.module.css';

/** The blog's three feeds. Plain links: feed files are not routes of the app. */
export default function Feeds(): ReactNode {
  const feeds = [
    {label: 'RSS', href: useBaseUrl('/blog/rss.xml')},
    {label: 'Atom', href: useBaseUrl('/blog/atom.xml')},
    {label: 'JSON Feed', href: useBaseUrl('/blog/feed.json')},
  ];
  return (
    <section aria-labelledby="feeds-heading">
      <Heading as="h2" id="feeds-heading">
        Feeds
      </Heading>
      <p>Follow new posts in your reader; each feed carries the full text.</p>
      <ul className={styles.feeds}>
        {feeds.map((feed) => (
          <li key={feed.label}>
            <a href={feed.href}>
              {feed.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
