import type {ReactNode} from 'react';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

export type TimelineStep = {
  readonly title: string;
  /** Duration label, e.g. "Week 1" or "2–3 weeks". */
  readonly duration: string;
  readonly description: ReactNode;
};

export type StepTimelineProps = {
  /** Accessible name of the list, e.g. "Assessment timeline". */
  readonly label: string;
  readonly steps: readonly TimelineStep[];
  /** Optional total, shown under the steps, e.g. "Typical total: 3–4 weeks". */
  readonly total?: string;
};

/** An ordered list of engagement steps, each with a duration label. */
export default function StepTimeline({label, steps, total}: StepTimelineProps): ReactNode {
  return (
    <div className={styles.wrapper}>
      <ol className={styles.timeline} aria-label={label}>
        {steps.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.marker} aria-hidden="true">
              {i + 1}
            </span>
            <div className={styles.body}>
              <p className={styles.head}>
                <strong className={styles.title}>{step.title}</strong>
                <span className={styles.duration}>
                  <span className={a11y.visuallyHidden}>Duration: </span>
                  {step.duration}
                </span>
              </p>
              <div className={styles.description}>{step.description}</div>
            </div>
          </li>
        ))}
      </ol>
      {total ? <p className={styles.total}>{total}</p> : null}
    </div>
  );
}
