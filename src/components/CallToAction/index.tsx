import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import styles from './styles.module.css';

export type CallToActionLink = {
  readonly label: string;
  /** Site path (may carry a query string, e.g. `?offering=...`) or full URL. */
  readonly href: string;
};

export type CallToActionProps = {
  readonly heading: string;
  /** One or two sentences: what happens after the click. */
  readonly text: ReactNode;
  readonly primary: CallToActionLink;
  readonly secondary?: CallToActionLink;
  /** Heading level; use the level below the section the band sits in. */
  readonly headingLevel?: 2 | 3;
};

/** A highlighted band that ends a page or section with one clear next step (and an optional second one). */
export default function CallToAction({heading, text, primary, secondary, headingLevel = 2}: CallToActionProps): ReactNode {
  // useId is safe here (src/lib/ids): the id and every reference to it render together and never change, so the
  // browser never writes them after hydration; the server's ids stay, on Preact too. Any conditional use: stableId.
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.copy}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>
        <Link className={clsx('button button--primary button--lg', styles.button)} to={primary.href}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link className={clsx('button button--primary button--outline button--lg', styles.button)} to={secondary.href}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
