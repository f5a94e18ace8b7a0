import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {AreaSummary} from '@site/src/data/areas';
import styles from './styles.module.css';

export type CardGridProps = {
  readonly items: readonly AreaSummary[];
  /** Heading level of each card title, so the grid fits the page outline. */
  readonly headingLevel?: 'h2' | 'h3';
};

/** A responsive grid of linked cards: title, one-line description. */
export default function CardGrid({items, headingLevel = 'h3'}: CardGridProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            <Link to={item.to} className={styles.link}>
              {item.title}
            </Link>
          </Heading>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
