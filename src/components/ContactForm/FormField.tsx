import type {ChangeEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {isOptionGroups, type FieldDefinition, type FieldValue, type FormId} from '@site/src/lib/forms/types';
import {characterCount} from '@site/src/lib/forms/values';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

type Props = {
  readonly formId: FormId;
  readonly field: FieldDefinition;
  readonly value: FieldValue;
  /** The message to show, or null. */
  readonly error: string | null;
  readonly onChange: (name: string, value: FieldValue) => void;
};

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id));
  return list.length ? list.join(' ') : undefined;
}

function ErrorText({id, message}: {readonly id: string; readonly message: string}): ReactNode {
  return (
    <p id={id} className={styles.fieldError}>
      <span className={a11y.visuallyHidden}>Error:</span> {message}
    </p>
  );
}

function OptionalMark({required}: {readonly required: boolean}): ReactNode {
  return required ? null : (
    <>
      {' '}
      <span className={styles.optional}>(optional)</span>
    </>
  );
}

/** One form field: label, hint, control, character count and error, wired with ids and ARIA. */
export default function FormField({formId, field, value, error, onChange}: Props): ReactNode {
  const id = `${formId}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;

  if (field.kind === 'checkboxes') {
    const selected = Array.isArray(value) ? (value as readonly string[]) : [];
    const toggle = (option: string, checked: boolean) => {
      const next = checked ? [...selected, option] : selected.filter((v) => v !== option);
      onChange(field.name, field.options.map((o) => o.value).filter((v) => next.includes(v)));
    };
    return (
      <fieldset className={clsx(styles.field, styles.group, error && styles.hasError)} aria-describedby={describedBy(hintId, errorId)}>
        <legend className={styles.label}>
          {field.label}
          <OptionalMark required={field.required} />
        </legend>
        {field.hint && (
          <p id={hintId} className={styles.hint}>
            {field.hint}
          </p>
        )}
        {error && errorId && <ErrorText id={errorId} message={error} />}
        {field.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                id={optionId}
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={selected.includes(option.value)}
                aria-invalid={invalid}
                onChange={(e: ChangeEvent<HTMLInputElement>) => toggle(option.value, e.target.checked)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </fieldset>
    );
  }

  if (field.kind === 'consent') {
    return (
      <div className={clsx(styles.field, error && styles.hasError)}>
        {error && errorId && <ErrorText id={errorId} message={error} />}
        <div className={styles.choice}>
          <input
            id={id}
            type="checkbox"
            name={field.name}
            checked={value === true}
            required
            aria-invalid={invalid}
            aria-describedby={describedBy(hintId, errorId)}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(field.name, e.target.checked)}
          />
          <label htmlFor={id}>{field.label}</label>
        </div>
        {field.hint && (
          <p id={hintId} className={clsx(styles.hint, styles.choiceHint)}>
            {field.hint}
          </p>
        )}
      </div>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-invalid': invalid,
  };

  let control: ReactNode;
  let countId: string | undefined;
  if (field.kind === 'select') {
    const {options} = field;
    control = (
      <select
        {...common}
        aria-describedby={describedBy(hintId, errorId)}
        className={styles.control}
        value={text}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(field.name, e.target.value)}>
        <option value="">{field.emptyLabel}</option>
        {isOptionGroups(options)
          ? options.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))
          : options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
      </select>
    );
  } else if (field.kind === 'textarea') {
    countId = `${id}-count`;
    const count = characterCount(text);
    control = (
      <>
        <textarea
          {...common}
          aria-describedby={describedBy(hintId, countId, errorId)}
          className={clsx(styles.control, styles.textarea)}
          rows={field.rows ?? 6}
          value={text}
          onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(field.name, e.target.value)}
        />
        <p id={countId} className={clsx(styles.count, count > field.maxLength && styles.countOver)}>
          {count.toLocaleString('en-US')} of {field.maxLength.toLocaleString('en-US')} characters
        </p>
      </>
    );
  } else {
    control = (
      <input
        {...common}
        aria-describedby={describedBy(hintId, errorId)}
        className={styles.control}
        type={field.kind}
        inputMode={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : undefined}
        spellCheck={field.kind === 'text' ? undefined : false}
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(field.name, e.target.value)}
      />
    );
  }

  return (
    <div className={clsx(styles.field, error && styles.hasError)}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        <OptionalMark required={field.required} />
      </label>
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {error && errorId && <ErrorText id={errorId} message={error} />}
      {control}
    </div>
  );
}
