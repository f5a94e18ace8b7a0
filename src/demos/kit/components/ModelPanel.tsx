import {useEffect, useRef, useState, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {DEFAULT_TIMEOUT_SECONDS, FIELD_NAMES, fieldProblems, type ConfigField, type ModelConfig} from '../modelConfig';
import styles from './kit.module.css';

type Props = {
  /** The active configuration, or null for offline mode. */
  value: ModelConfig | null;
  onChange: (config: ModelConfig | null) => void;
  /**
   * This tab's session-storage key for the base URL, model and timeout (never the key): with it, a
   * reload brings them back (kit/modelSettings.ts, loaded once the page is idle).
   */
  keepAs?: string;
  /**
   * With `keepAs`: keep them in local storage instead, so a new tab of this browser gets them too, as the demo's own work
   * (s56 u-vwa F9: the Virtual Workplace Assistant keeps its transcript and summary for a new tab). Still never the key.
   */
  acrossTabs?: boolean;
};

type Fields = {baseUrl: string; model: string; apiKey: string; timeout: string};

/** A base URL's origin (scheme, host and port), or null while it is not a web address. */
const originOf = (baseUrl: string): string | null => {
  try {
    const url = new URL(baseUrl.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** What the panel says when an edit of the base URL cleared the key (u-chat F10). */
export const keyClearedNote = (from: string, to: string | null): string =>
  `The API key was cleared because the base URL no longer points to ${from.replace(/^https?:\/\//, '')}${to ? ` (it now points to ${to.replace(/^https?:\/\//, '')})` : ''}: a key typed for one endpoint is never sent to another. Type the key for this endpoint if it needs one.`;

const and = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * "Use your own model": any OpenAI-compatible chat-completions endpoint. The key stays in this
 * component's memory (React state) only: never stored, logged or put in a URL. With `keepAs`, the
 * rest of the setting comes back after a reload (u29h S-3).
 */
export default function ModelPanel({value, onChange, keepAs, acrossTabs}: Props): ReactNode {
  // One panel on a page (a demo's own, or the Zohlar workspace's); keepAs tells kept panels apart (src/lib/ids).
  const id = stableId('model-settings', keepAs);
  const [enabled, setEnabled] = useState(value !== null);
  const [baseUrl, setBaseUrl] = useState(value?.baseUrl ?? '');
  const [model, setModel] = useState(value?.model ?? '');
  const [apiKey, setApiKey] = useState(value?.apiKey ?? '');
  const [timeout, setTimeoutSeconds] = useState(String(value?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS));
  /** Fields whose problem is shown: after the reader leaves the field or presses "Use this model". */
  const [shown, setShown] = useState<ReadonlySet<ConfigField>>(new Set());
  /** What the panel says about keeping the settings (brought back, or why they are not kept). */
  const [note, setNote] = useState<string | null>(null);
  const settings = useRef<typeof import('../modelSettings') | null>(null);
  const fieldRefs = useRef<Partial<Record<ConfigField, HTMLInputElement | null>>>({});
  /**
   * The origin the key belongs to (u-chat F10): the base URL's origin when the key was typed, or, when
   * the key came first, when the reader left the base URL field or pressed "Use this model". An edit
   * that moves the base URL to another origin clears the key, so it never goes to another server.
   */
  const keyOrigin = useRef<string | null>(value?.apiKey ? originOf(value.baseUrl) : null);
  const [keyNote, setKeyNote] = useState<string | null>(null);

  const use = (config: ModelConfig | null) => {
    onChange(config);
    if (!keepAs) return;
    const save = (m: typeof import('../modelSettings')) => {
      const outcome = m.saveModelSettings(config, keepAs, acrossTabs ? m.localStore() : m.sessionStore());
      if (!outcome.ok) setNote(outcome.message);
    };
    if (settings.current) save(settings.current);
    else
      import('../modelSettings').then(save, () =>
        setNote('Your model settings were not kept for next time: part of the page did not load. Reload the page to keep them.'),
      );
  };
  // The kept base URL, model and timeout come back once the page is idle (never the key).
  useEffect(() => {
    if (!keepAs) return undefined;
    let live = true;
    import('../modelSettings').then((m) => {
      if (!live) return;
      settings.current = m;
      const {settings: back, problem} = m.loadModelSettings(keepAs, acrossTabs ? m.localStore() : m.sessionStore());
      if (!back) {
        setNote(problem);
        return;
      }
      setEnabled(true);
      setBaseUrl(back.baseUrl);
      setModel(back.model);
      setTimeoutSeconds(String(back.timeoutSeconds));
      setNote(acrossTabs ? m.SETTINGS_BACK_NOTE_BROWSER : m.SETTINGS_BACK_NOTE);
      if (!Object.keys(fieldProblems(back)).length) onChange(back);
    }, () => {
      // The settings chunk did not load (offline, a new deploy): the form stays empty, as on a first visit.
    });
    return () => {
      live = false;
    };
  }, [keepAs, acrossTabs]);

  const configOf = (f: Fields): ModelConfig => ({
    baseUrl: f.baseUrl.trim(),
    model: f.model.trim(),
    apiKey: f.apiKey.trim(),
    timeoutSeconds: Number(f.timeout),
  });
  const fields: Fields = {baseUrl, model, apiKey, timeout};
  const problems = fieldProblems(configOf(fields), timeout);
  const wrong = (Object.keys(FIELD_NAMES) as ConfigField[]).filter((f) => problems[f]);

  const apply = () => {
    if (apiKey.trim() && keyOrigin.current === null) keyOrigin.current = originOf(baseUrl);
    setShown(new Set(wrong));
    if (wrong.length) {
      fieldRefs.current[wrong[0]]?.focus();
      return;
    }
    use(configOf(fields));
  };
  /**
   * What is on screen is what the demo uses: every edit of a complete, valid setting applies it at
   * once (no request is made until the reader asks). An edit that leaves a field wrong changes
   * nothing: the setting in use stays, and the status says so (u29j S-7).
   */
  const edit = (change: Partial<Fields>, on = enabled) => {
    if (change.apiKey !== undefined) {
      keyOrigin.current = change.apiKey.trim() ? originOf(change.baseUrl ?? baseUrl) : null;
      setKeyNote(null);
    } else if (change.baseUrl !== undefined && apiKey && keyOrigin.current !== null) {
      const to = originOf(change.baseUrl);
      if (to !== keyOrigin.current) {
        setKeyNote(keyClearedNote(keyOrigin.current, to));
        keyOrigin.current = null;
        change = {...change, apiKey: ''};
      }
    }
    if (change.baseUrl !== undefined) setBaseUrl(change.baseUrl);
    if (change.model !== undefined) setModel(change.model);
    if (change.apiKey !== undefined) setApiKey(change.apiKey);
    if (change.timeout !== undefined) setTimeoutSeconds(change.timeout);
    if (!on) return;
    const next = {...fields, ...change};
    const config = configOf(next);
    if (!Object.keys(fieldProblems(config, next.timeout)).length) use(config);
  };

  const host = (config: ModelConfig) => {
    try {
      return new URL(config.baseUrl).host;
    } catch {
      return config.baseUrl;
    }
  };
  const names = wrong.map((f) => `the ${FIELD_NAMES[f]}`);
  const status = value
    ? wrong.length
      ? `Still using ${value.model} at ${host(value)}; ${and(names)} ${wrong.length > 1 ? 'were' : 'was'} not changed.`
      : value.apiKey
        ? `Using ${value.model} at ${host(value)}.`
        : // The key is never kept, so after a reload the status says it is missing (u30d F8); local servers need none.
          `Using ${value.model} at ${host(value)} with no API key: type it above if this endpoint needs one.`
    : !baseUrl.trim() && !model.trim()
      ? 'Not in use yet: offline mode until a base URL and a model name are filled in.'
      : `Not in use yet: offline mode until ${and(names)} ${wrong.length > 1 ? 'are' : 'is'} corrected.`;
  /** A field's own message, tied to it (aria-describedby) and marked (aria-invalid) once shown. */
  const fieldProps = (field: ConfigField, hint?: string) => {
    const bad = shown.has(field) && Boolean(problems[field]);
    return {
      ref: (el: HTMLInputElement | null) => {
        fieldRefs.current[field] = el;
      },
      onBlur: () => setShown((s) => new Set(s).add(field)),
      'aria-invalid': bad || undefined,
      'aria-describedby': [bad ? `${id}-${field}-problem` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
    };
  };
  const problemOf = (field: ConfigField) =>
    shown.has(field) && problems[field] ? (
      <p id={`${id}-${field}-problem`} className={styles.error}>
        {problems[field]}
      </p>
    ) : null;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Model (optional)</legend>
      <label className={styles.radios}>
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            if (event.target.checked) edit({}, true);
            else {
              // Leaving model mode forgets the key too.
              setApiKey('');
              keyOrigin.current = null;
              setKeyNote(null);
              setShown(new Set());
              setNote(null);
              use(null);
            }
          }}
        />
        <span>Use my own model (OpenAI-compatible endpoint)</span>
      </label>
      {!enabled && (
        <p className={styles.hint}>
          Offline mode: retrieval and extraction in your browser. Nothing is generated and nothing leaves the page.
        </p>
      )}
      {enabled && (
        <div>
          <div className={styles.row}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-url`}>
                Base URL
              </label>
              <input
                id={`${id}-url`}
                className={styles.input}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={baseUrl}
                onChange={(event) => edit({baseUrl: event.target.value})}
                {...fieldProps('baseUrl', `${id}-url-hint`)}
                onBlur={() => {
                  setShown((s) => new Set(s).add('baseUrl'));
                  if (apiKey.trim() && keyOrigin.current === null) keyOrigin.current = originOf(baseUrl);
                }}
              />
              {problemOf('baseUrl')}
              <p id={`${id}-url-hint`} className={styles.hint}>
                For example https://api.openai.com/v1 or http://localhost:11434/v1
              </p>
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-model`}>
                Model
              </label>
              <input
                id={`${id}-model`}
                className={styles.input}
                autoComplete="off"
                spellCheck={false}
                value={model}
                onChange={(event) => edit({model: event.target.value})}
                {...fieldProps('model')}
              />
              {problemOf('model')}
            </div>
          </div>
          <div className={styles.row}>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-key`}>
                API key
              </label>
              <input
                id={`${id}-key`}
                className={styles.input}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={apiKey}
                onChange={(event) => edit({apiKey: event.target.value})}
                aria-describedby={keyNote ? `${id}-key-cleared ${id}-key-hint` : `${id}-key-hint`}
              />
              {keyNote && (
                <p id={`${id}-key-cleared`} className={styles.error}>
                  {keyNote}
                </p>
              )}
              <p id={`${id}-key-hint`} className={styles.hint}>
                Kept in memory only and sent only to the base URL above; changing the base URL to another server clears it. Leave empty for local servers without keys.
              </p>
            </div>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-timeout`}>
                Timeout (seconds)
              </label>
              <input
                id={`${id}-timeout`}
                className={styles.input}
                type="number"
                min={1}
                max={600}
                value={timeout}
                onChange={(event) => edit({timeout: event.target.value})}
                {...fieldProps('timeout')}
              />
              {problemOf('timeout')}
            </div>
          </div>
          <button type="button" className={styles.button} onClick={apply}>
            Use this model
          </button>
          <p className={styles.status} role="status">
            {status}
          </p>
        </div>
      )}
      {note && <p className={styles.hint}>{note}</p>}
    </fieldset>
  );
}
