import type {ReactNode} from 'react';
import type {Run} from '@site/src/retrieval/tokens';
import {compareWithPassages, type ClaimEvidence} from '../evidence';
import styles from './kit.module.css';
import a11y from '@site/src/css/a11y.module.css';

/** What the marks mean, said once in text for every reader (a screen reader does not announce a highlight). */
export const EVIDENCE_HEADING = 'How each sentence compares with its passage';
export const EVIDENCE_EXPLAINED =
  'Each cited sentence of the answer, then the sentence of each passage it cites that shares the most words with it. Marked words differ: the answer has them and the passage sentence does not, or the other way round. The comparison is of words, not meaning, so read the passage sentence either way.';

function Marked({runs}: {runs: readonly Run[]}): ReactNode {
  return runs.map((r, i) =>
    r.mark ? (
      <mark key={i} className={styles.differs}>
        {r.text}
      </mark>
    ) : (
      r.text
    ),
  );
}

/** "offices" / "not, anywhere, building": the marked words as plain text, for the list item's accessible summary. */
const words = (runs: readonly Run[]) => runs.filter((r) => r.mark).map((r) => `“${r.text}”`).join(', ');

function Claim({claim, anchor}: {claim: ClaimEvidence; anchor: string}): ReactNode {
  return (
    <li>
      <p className={styles.evidenceClaim}>
        <span className={styles.evidenceWho}>Answer: </span>
        <Marked runs={claim.runs} />
      </p>
      {claim.passages.map((p, i) => (
        <p key={i} className={styles.evidencePassage}>
          <span className={styles.evidenceWho}>
            <a href={`#${anchor}${p.n}`}>Passage {p.n}</a>
            {p.row ? ' (table row)' : ''}:{' '}
          </span>
          <Marked runs={p.runs} />
        </p>
      ))}
      {!claim.differs && <p className={styles.evidenceSame}>No word differs.</p>}
      {claim.differs && (
        <p className={a11y.visuallyHidden}>
          Differs: {[words(claim.runs) && `answer ${words(claim.runs)}`, ...claim.passages.map((p) => words(p.runs) && `passage ${p.n} ${words(p.runs)}`)].filter(Boolean).join('; ')}.
        </p>
      )}
    </li>
  );
}

/**
 * Under a complete answer with citations: each cited sentence beside the closest sentence of each passage it cites,
 * the content words that differ marked (kit evidence.ts; issue 28, s50-ev). Document Q&A and Zohlar show it open;
 * Simple Chat (`folded`) puts it in a disclosure per reply, open when the support check raised a note (`open`), its
 * summary saying how many sentences have differing words. Nothing renders while the answer streams (CheckedAnswer
 * renders this only for a complete answer), so the answer does not move.
 */
export default function Evidence({
  answer,
  passages,
  anchor,
  folded = false,
  open = false,
}: {
  answer: string;
  passages: readonly string[];
  anchor: string;
  folded?: boolean;
  open?: boolean;
}): ReactNode {
  const claims = compareWithPassages(answer, passages);
  if (!claims.length) return null;
  const differing = claims.filter((c) => c.differs).length;
  const count = `${differing} of ${claims.length} ${claims.length === 1 ? 'sentence has' : 'sentences have'} differing words`;
  const body = (
    <>
      <p className={styles.hint}>{EVIDENCE_EXPLAINED}</p>
      <ul className={styles.evidence} aria-label={EVIDENCE_HEADING}>
        {claims.map((c, i) => (
          <Claim key={i} claim={c} anchor={anchor} />
        ))}
      </ul>
    </>
  );
  if (folded)
    return (
      <details className={styles.evidenceBox} open={open || undefined}>
        <summary>
          {EVIDENCE_HEADING} ({count})
        </summary>
        {body}
      </details>
    );
  return (
    <section className={styles.evidenceBox}>
      <h3 className={styles.evidenceHeading}>
        {EVIDENCE_HEADING} ({count})
      </h3>
      {body}
    </section>
  );
}
