import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Hit} from '@site/src/retrieval/bm25';
import {highlightSegments} from '@site/src/retrieval/tokenize';
import styles from './kit.module.css';

/** The retrieved passages, numbered for citation, with the matching words highlighted; `anchor` gives each an id (`<anchor>n`) citations link to. */
export default function PassageList({hits, label = 'Top passages', anchor}: {hits: readonly Hit[]; label?: string; anchor?: string}): ReactNode {
  return (
    <ol className={styles.passages} aria-label={label}>
      {hits.map((hit, i) => {
        const terms = new Set(hit.terms);
        const where = hit.passage.heading ? `${hit.passage.source} › ${hit.passage.heading}` : hit.passage.source;
        return (
          <li key={hit.passage.id} className={styles.passage} id={anchor ? `${anchor}${i + 1}` : undefined} tabIndex={anchor ? -1 : undefined}>
            <div className={styles.passageMeta}>
              <strong>[{i + 1}]</strong>{' '}
              {hit.passage.url ? <Link to={hit.passage.url}>{where}</Link> : <span>{where}</span>}{' '}
              <span>· score {hit.score.toFixed(2)}</span>
            </div>
            <p className={styles.passageText}>
              {highlightSegments(hit.passage.text, terms).map((segment, j) =>
                segment.match ? (
                  <mark key={j} className={styles.mark}>
                    {segment.text}
                  </mark>
                ) : (
                  segment.text
                ),
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
