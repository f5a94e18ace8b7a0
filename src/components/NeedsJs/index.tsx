import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly children: ReactNode;
  /** What needs JavaScript, as the start of a sentence ("This demo"). */
  readonly what?: string;
};

/**
 * Wraps something interactive that only works with JavaScript (a demo). Without JavaScript the
 * wrapped part is hidden (static/css/no-js.css hides [data-needs-js]) and a note says why; with
 * JavaScript the note is never rendered (<noscript>), so the page is unchanged.
 */
export default function NeedsJs({children, what = 'This demo'}: Props): ReactNode {
  return (
    <>
      <noscript>
        <p className={styles.note} data-testid="needs-js-note">
          {what} runs in your browser and needs JavaScript. Turn JavaScript on and reload the page to try it; the
          explanations on this page read fine without it.
        </p>
      </noscript>
      <div data-needs-js="">{children}</div>
    </>
  );
}
