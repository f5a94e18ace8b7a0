/*
 * Ejected from @docusaurus/theme-classic NotFound/Content (3.10).
 * Changed: the stock page is a dead end; ours explains what happened, offers the
 * home page and a link to every content area, so a reader can carry on.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import CardGrid from '@site/src/components/CardGrid';
import {AREA_SUMMARIES} from '@site/src/data/areas';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Heading as="h1" className="hero__title">
        Page not found
      </Heading>
      <p className={styles.lead}>
        There is no page at this address. It may have moved, or the link that brought you here may be mistyped.
      </p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
      <Heading as="h2" className={styles.areasHeading}>
        Browse the guide
      </Heading>
      <CardGrid items={AREA_SUMMARIES} />
      <p className={styles.help}>
        Still stuck? <Link to="/contact/intro">Tell us what you were looking for</Link>.
      </p>
    </main>
  );
}
