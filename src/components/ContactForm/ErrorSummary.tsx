import type {MouseEvent, ReactNode, Ref} from 'react';
import type {FieldError} from '@site/src/lib/forms/validation';
import styles from './styles.module.css';

type Props = {
  readonly formId: string;
  readonly errors: readonly FieldError[];
  readonly ref?: Ref<HTMLDivElement>;
};

/**
 * The list of problems shown above the form after a submit, each linking to its field.
 * It receives focus when it appears, so keyboard and screen reader users start here.
 */
export default function ErrorSummary({formId, errors, ref}: Props): ReactNode {
  const titleId = `${formId}-error-summary-title`;
  // Focus the field without changing the page address (ids only, but the URL stays clean).
  const goTo = (event: MouseEvent<HTMLAnchorElement>, elementId: string) => {
    const target = document.getElementById(elementId);
    if (!target) return;
    event.preventDefault();
    target.focus({preventScroll: true});
    // Keep the field's label in view, not just the control.
    (target.closest('fieldset, div') ?? target).scrollIntoView?.({block: 'center'});
  };
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby={titleId} role="group">
      <p id={titleId} className={styles.panelTitle}>
        {errors.length === 1 ? 'There is a problem with 1 field' : `There are problems with ${errors.length} fields`}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${error.elementId}`} onClick={(e) => goTo(e, error.elementId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
