import {useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import {useContactEmail} from '@site/src/components/ContactEmail';
import {endpointOverride, resolveEndpoint} from '@site/src/lib/forms/endpoint';
import {buildMailBody, buildMailtoHref} from '@site/src/lib/forms/mailto';
import {legalBasisStatement} from '@site/src/lib/forms/legalBasis';
import {buildPayload} from '@site/src/lib/forms/payload';
import {clearDraft, loadDraft, saveDraft, sessionDraftStorage, type DraftStorage} from '@site/src/lib/forms/storage';
import {clickLink} from '@site/src/lib/files/download';
import {
  DEFAULT_TIMEOUT_MS,
  canSubmit,
  createSubmitGate,
  describeFailure,
  initialSubmissionState,
  postJson,
  transition,
  type FetchLike,
} from '@site/src/lib/forms/submission';
import type {FieldValue, FormDefinition, FormValues} from '@site/src/lib/forms/types';
import {validateForm} from '@site/src/lib/forms/validation';
import {applyQueryPrefill, emptyValues, enteredValues, isBlank} from '@site/src/lib/forms/values';
import ErrorSummary from './ErrorSummary';
import FormField from './FormField';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

export type ContactFormViewProps = {
  readonly definition: FormDefinition;
  /** Build-time endpoint (`customFields.formEndpoint`); empty means the e-mail fallback. */
  readonly configuredEndpoint: string;
  readonly timeoutMs?: number;
  readonly fetchImpl?: FetchLike;
  /** Opens the pre-filled e-mail; replaceable in tests. */
  readonly openMailto?: (href: string) => void;
  readonly getStorage?: () => DraftStorage | null;
};

/** Opens a `mailto:` link the way a click on a link would, so the reader's mail program handles it. */
export function openMailtoLink(href: string): void {
  clickLink(href);
}

type DraftNotice = 'restored' | 'unavailable' | null;

/**
 * What the reader typed, ticked or chose in the server-rendered form before it hydrated (the form
 * waits for the reader, ./index.tsx, and a phone may take a second to hydrate it after the first
 * tap): read from the page's fields, before the first client render touches them (Preact sets a
 * textarea's value while hydrating). Nothing on the server, nor when the form is not in the page
 * yet (a client-side navigation renders it fresh).
 */
function typedBeforeHydration(definition: FormDefinition): FormValues {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(`${definition.id}-${definition.fields[0]?.name ?? ''}`)?.closest('form');
  if (!form) return {};
  const inputs = (name: string): HTMLInputElement[] =>
    Array.from(form.querySelectorAll<HTMLInputElement>('input, select, textarea')).filter((el) => el.name === name);
  return enteredValues(definition, (field) => {
    const elements = inputs(field.name);
    if (field.kind === 'checkboxes') return elements.filter((el) => el.checked).map((el) => el.value);
    if (field.kind === 'consent') return elements[0]?.checked ?? false;
    return elements[0]?.value ?? '';
  });
}

/** The contact form: renders a `FormDefinition`, keeps a draft, validates, and submits or falls back to e-mail. */
export default function ContactFormView({
  definition,
  configuredEndpoint,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetchImpl,
  openMailto = openMailtoLink,
  getStorage = sessionDraftStorage,
}: ContactFormViewProps): ReactNode {
  const formId = definition.id;
  // The address configured at build time (CONTACT_EMAIL), for the e-mail fallback and every mention.
  const contactEmail = useContactEmail();
  const [values, setValues] = useState<FormValues>(() => emptyValues(definition));
  // Read once, during the first render (the server's markup is still as the reader left it).
  const [typed] = useState(() => typedBeforeHydration(definition));
  const [state, dispatch] = useReducer(transition, initialSubmissionState);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [draftNotice, setDraftNotice] = useState<DraftNotice>(null);
  const [gate] = useState(createSubmitGate);
  const storage = useRef<DraftStorage | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // Client only: restore the draft, then apply `?offering=` to fields the draft left empty, then
  // what the reader typed before the form hydrated. A layout effect: it runs in the task that
  // hydrated the form, so no keystroke lands between the first render and this one.
  useLayoutEffect(() => {
    storage.current = getStorage();
    const loaded = loadDraft(definition, storage.current);
    const base = loaded.kind === 'restored' ? loaded.values : emptyValues(definition);
    setValues({...applyQueryPrefill(definition, base, window.location.search), ...typed});
    setDraftNotice(loaded.kind === 'restored' ? 'restored' : loaded.kind === 'unavailable' ? 'unavailable' : null);
    setHydrated(true);
  }, [definition, getStorage, typed]);

  // Every change is kept in the tab's draft until the form is sent.
  useEffect(() => {
    if (!hydrated) return;
    const saved = saveDraft(definition, values, storage.current);
    if (!saved && !isBlank(definition, values)) setDraftNotice('unavailable');
  }, [definition, values, hydrated]);

  // Move focus to what the reader needs to see after a submit.
  useEffect(() => {
    if (state.status === 'invalid') summaryRef.current?.focus();
    else if (state.status === 'failed' || state.status === 'mailto') panelRef.current?.focus();
    else if (state.status === 'sent') successRef.current?.focus();
  }, [state]);

  const errors = useMemo(() => validateForm(definition, values), [definition, values]);
  // Messages appear after the first submit, not while typing or on leaving a field: an error that
  // appears on blur shifts the layout under the pointer and can swallow the click on the button.
  const errorFor = (name: string): string | null => {
    if (!submitAttempted) return null;
    return errors.find((e) => e.name === name)?.message ?? null;
  };

  const onChange = useCallback((name: string, value: FieldValue) => {
    setValues((prev) => ({...prev, [name]: value}));
  }, []);

  const submit = async () => {
    if (!canSubmit(state) || gate.busy) return;
    setSubmitAttempted(true);
    if (validateForm(definition, values).length > 0) {
      dispatch({type: 'invalid'});
      return;
    }
    const endpoint = resolveEndpoint(configuredEndpoint, endpointOverride());
    if (!endpoint) {
      const href = buildMailtoHref(definition, values, contactEmail);
      dispatch({type: 'mailto', href});
      openMailto(href);
      return;
    }
    if (!gate.tryEnter()) return;
    dispatch({type: 'start'});
    const result = await postJson(endpoint, buildPayload(definition, values), {timeoutMs, fetchImpl});
    gate.leave();
    if (result.ok) {
      clearDraft(definition, storage.current);
      setValues(emptyValues(definition));
      setSubmitAttempted(false);
      setDraftNotice(null);
    }
    dispatch({type: 'resolved', result});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const clearForm = () => {
    clearDraft(definition, storage.current);
    setValues(emptyValues(definition));
    setSubmitAttempted(false);
    setDraftNotice(null);
    dispatch({type: 'reset'});
    document.getElementById(`${formId}-${definition.fields[0]?.name ?? ''}`)?.focus();
  };

  const titleId = `${formId}-title`;

  if (state.status === 'sent') {
    return (
      <div className={styles.formBox}>
        <div ref={successRef} tabIndex={-1} className={styles.success} role="status" aria-labelledby={`${formId}-success-title`}>
          <p id={`${formId}-success-title`} className={styles.panelTitle}>
            {definition.success.title}
          </p>
          <p>{definition.success.body}</p>
          <p>
            Nothing is kept in this browser any more: the draft was cleared when your message arrived. If you need to add
            something, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
          <button type="button" className="button button--secondary" onClick={() => dispatch({type: 'reset'})}>
            Fill in the form again
          </button>
        </div>
      </div>
    );
  }

  const submitting = state.status === 'submitting';
  const showSummary = submitAttempted && errors.length > 0 && state.status === 'invalid';

  return (
    <div className={styles.formBox}>
      <p id={titleId} className={styles.formTitle}>
        {definition.title}
      </p>
      <noscript>
        <p className={styles.notice}>
          This form needs JavaScript. You can write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> instead.
        </p>
      </noscript>
      {draftNotice === 'restored' && (
        <div className={styles.notice} role="status">
          <p>We restored what you typed earlier in this tab. It stays here until the form is sent.</p>
          <button type="button" className="button button--sm button--outline button--secondary" onClick={clearForm}>
            Clear the form
          </button>
        </div>
      )}
      {draftNotice === 'unavailable' && (
        <div className={styles.notice} role="status">
          <p>
            Your browser does not let this page keep a draft, so what you type is lost if you reload or leave the page before
            sending.
          </p>
        </div>
      )}
      {showSummary && <ErrorSummary ref={summaryRef} formId={formId} errors={errors} />}
      <form
        aria-labelledby={titleId}
        method="post"
        // Without JavaScript the form is hidden and the <noscript> note above offers e-mail.
        data-needs-js=""
        noValidate
        onSubmit={onSubmit}
        aria-busy={submitting || undefined}
        className={styles.form}>
        <p className={styles.hint}>All fields are required unless marked optional.</p>
        {definition.fields.map((field) => (
          <FormField
            key={field.name}
            formId={formId}
            field={field}
            value={values[field.name] ?? ''}
            error={errorFor(field.name)}
            onChange={onChange}
          />
        ))}
        {(state.status === 'failed' || state.status === 'mailto') && (
          <StatusPanel
            ref={panelRef}
            definition={definition}
            values={values}
            state={state}
            contactEmail={contactEmail}
            onRetry={() => void submit()}
          />
        )}
        <p className={styles.hint} data-legal-basis="">
          {legalBasisStatement(definition)} The <Link to="/privacy">privacy notice</Link> says how long we keep them and how
          to use your rights.
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            className="button button--primary"
            // Disabled until React runs, so pressing Enter before then cannot submit natively.
            disabled={!hydrated}
            aria-disabled={submitting || undefined}>
            {submitting ? 'Sending…' : definition.submitLabel}
          </button>
        </div>
        <p className={a11y.visuallyHidden} aria-live="polite">
          {submitting ? 'Sending your message…' : ''}
        </p>
      </form>
    </div>
  );
}

type PanelProps = {
  readonly definition: FormDefinition;
  readonly values: FormValues;
  readonly state:
    | {readonly status: 'failed'; readonly failure: Parameters<typeof describeFailure>[0]}
    | {readonly status: 'mailto'; readonly href: string};
  readonly contactEmail: string;
  readonly onRetry: () => void;
  readonly ref: Ref<HTMLDivElement>;
};

function StatusPanel({definition, values, state, contactEmail, onRetry, ref}: PanelProps): ReactNode {
  const titleId = `${definition.id}-status-title`;
  if (state.status === 'failed') {
    const {title, body} = describeFailure(state.failure);
    return (
      <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} className={styles.failure}>
        <p id={titleId} className={styles.panelTitle}>
          {title}
        </p>
        <p>{body}</p>
        <div className={styles.panelActions}>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
          <a className="button button--secondary" href={buildMailtoHref(definition, values, contactEmail)}>
            Send it by e-mail instead
          </a>
        </div>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-labelledby={titleId} className={styles.mailto}>
      <p id={titleId} className={styles.panelTitle}>
        Finish sending in your e-mail program
      </p>
      <p>
        This site has no form service set up, so we opened a pre-filled e-mail to {contactEmail} in your e-mail program.
        Check it and press Send there: until you do, nothing has reached us. Your answers stay in this form until you close
        this tab.
      </p>
      <div className={styles.panelActions}>
        <a className="button button--primary" href={buildMailtoHref(definition, values, contactEmail)}>
          Open the e-mail again
        </a>
      </div>
      <details className={styles.copyBox}>
        <summary>No e-mail program opened? Copy the message instead</summary>
        <p>
          Send this text to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the subject “
          {definition.mailSubject(values)}”.
        </p>
        <pre className={styles.copyText}>{buildMailBody(definition, values)}</pre>
      </details>
    </div>
  );
}
