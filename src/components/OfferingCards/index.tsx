import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type OfferingCardItem = {
  readonly title: string;
  readonly summary: string;
  /** Site path (`/services/...`) or full URL. */
  readonly href: string;
  /** Small label above the title, e.g. the service category. */
  readonly eyebrow?: string;
};

export type OfferingCardsProps = {
  readonly items: readonly OfferingCardItem[];
  /** Accessible name of the list, e.g. "Consulting offerings". */
  readonly label: string;
  /** Heading level of each card title; pick the level below the section the grid sits in. */
  readonly headingLevel?: 2 | 3 | 4;
};

/**
 * A responsive grid of offering cards. Each card is a list item with a heading whose link
 * covers the whole card, so the card is one tab stop with a clear accessible name.
 */
export default function OfferingCards({items, label, headingLevel = 3}: OfferingCardsProps): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.href} className={styles.card}>
          {item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null}
          <Heading className={styles.title}>
            <Link className={styles.link} to={item.href}>
              {item.title}
            </Link>
          </Heading>
          <p className={styles.summary}>{item.summary}</p>
          <span className={styles.more} aria-hidden="true">
            Learn more →
          </span>
        </li>
      ))}
    </ul>
  );
}
