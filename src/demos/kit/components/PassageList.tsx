import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Hit} from '@site/src/retrieval/bm25';
import {highlightSegments} from '@site/src/retrieval/tokenize';
import {passageParts} from '../headings';
import {labelledTableRows} from '../tableRows';
import styles from './kit.module.css';

/** The text with the matching words highlighted. */
function Highlighted({text, terms}: {text: string; terms: ReadonlySet<string>}): ReactNode {
  return highlightSegments(text, terms).map((segment, j) =>
    segment.match ? (
      <mark key={j} className={styles.mark}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

/** A run of passage text, bold or italic when its Markdown says so. */
export type EmphasisRun = {text: string; strong?: boolean; em?: boolean};

/** `**bold**` or `*italic*`, the marks touching the words they enclose; underscores are left alone (snake_case, file_names). */
const EMPHASIS = /\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*|(?<![\p{L}\p{N}*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\p{L}\p{N}*])/gu;

/**
 * A passage line as runs of plain, bold and italic text (u37d F8: "need approval **six weeks** before the event" showed its
 * asterisks). The runs are text React writes out, never HTML, so a `<script>` in a passage stays characters.
 */
export function emphasisRuns(text: string): EmphasisRun[] {
  const runs: EmphasisRun[] = [];
  let at = 0;
  for (const m of text.matchAll(EMPHASIS)) {
    if (m.index! > at) runs.push({text: text.slice(at, m.index)});
    runs.push(m[1] !== undefined ? {text: m[1], strong: true} : {text: m[2], em: true});
    at = m.index! + m[0].length;
  }
  if (at < text.length || !runs.length) runs.push({text: text.slice(at)});
  return runs;
}

/** A passage line with its Markdown emphasis shown and the matching words highlighted. */
function Emphasized({text, terms}: {text: string; terms: ReadonlySet<string>}): ReactNode {
  return emphasisRuns(text).map((run, k) =>
    run.strong ? (
      <strong key={k}>
        <Highlighted text={run.text} terms={terms} />
      </strong>
    ) : run.em ? (
      <em key={k}>
        <Highlighted text={run.text} terms={terms} />
      </em>
    ) : (
      <Highlighted key={k} text={run.text} terms={terms} />
    ),
  );
}

/** A Markdown table's rows as "column: value · column: value" (u34b F6); one helper with match.ts since s54. */
export {labelledTableRows};

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
              {/* A Markdown heading line ("## Who to call") is shown as the passage's heading, not as raw Markdown (u30y F6). */}
              {/* A Markdown table's rows name their columns, without its pipes and rule (u34b F6). */}
              {/* Bold and italic show as such, without their asterisks (u37d F8). */}
              {passageParts(labelledTableRows(hit.passage.text)).map((part, j) => (
                <span key={j}>
                  {j > 0 ? '\n' : ''}
                  {part.heading ? (
                    <strong>
                      <Highlighted text={part.text} terms={terms} />
                    </strong>
                  ) : (
                    <Emphasized text={part.text} terms={terms} />
                  )}
                </span>
              ))}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
