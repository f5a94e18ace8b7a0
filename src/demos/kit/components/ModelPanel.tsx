import {useId, useState, type ReactNode} from 'react';
import {DEFAULT_TIMEOUT_SECONDS, validateConfig, type ModelConfig} from '../modelConfig';
import styles from './kit.module.css';

type Props = {
  /** The active configuration, or null for offline mode. */
  value: ModelConfig | null;
  onChange: (config: ModelConfig | null) => void;
};

/**
 * "Use your own model": any OpenAI-compatible chat-completions endpoint. The key stays in this
 * component's memory (React state) only: never stored, logged or put in a URL.
 */
export default function ModelPanel({value, onChange}: Props): ReactNode {
  const id = useId();
  const [enabled, setEnabled] = useState(value !== null);
  const [baseUrl, setBaseUrl] = useState(value?.baseUrl ?? '');
  const [model, setModel] = useState(value?.model ?? '');
  const [apiKey, setApiKey] = useState(value?.apiKey ?? '');
  const [timeout, setTimeoutSeconds] = useState(String(value?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS));
  const [problem, setProblem] = useState<string | null>(null);

  const configOf = (f: {baseUrl: string; model: string; apiKey: string; timeout: string}): ModelConfig => ({
    baseUrl: f.baseUrl.trim(),
    model: f.model.trim(),
    apiKey: f.apiKey.trim(),
    timeoutSeconds: Number(f.timeout),
  });
  const apply = () => {
    const config = configOf({baseUrl, model, apiKey, timeout});
    const error = validateConfig(config);
    setProblem(error);
    if (!error) onChange(config);
  };
  /**
   * What is on screen is what the demo uses: every edit of a complete, valid setting applies it at
   * once (no request is made until the reader asks), and an incomplete one means offline mode.
   */
  const edit = (change: Partial<{baseUrl: string; model: string; apiKey: string; timeout: string}>, on = enabled) => {
    if (change.baseUrl !== undefined) setBaseUrl(change.baseUrl);
    if (change.model !== undefined) setModel(change.model);
    if (change.apiKey !== undefined) setApiKey(change.apiKey);
    if (change.timeout !== undefined) setTimeoutSeconds(change.timeout);
    if (!on) return;
    const config = configOf({baseUrl, model, apiKey, timeout, ...change});
    const error = validateConfig(config);
    if (!error) setProblem(null);
    onChange(error ? null : config);
  };

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
              onChange(null);
              setProblem(null);
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
                aria-describedby={`${id}-url-hint`}
              />
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
              />
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
                aria-describedby={`${id}-key-hint`}
              />
              <p id={`${id}-key-hint`} className={styles.hint}>
                Kept in memory only and sent only to the base URL above. Leave empty for local servers without keys.
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
              />
            </div>
          </div>
          <button type="button" className={styles.button} onClick={apply}>
            Use this model
          </button>
          <p className={styles.status} role="status">
            {value ? `Using ${value.model} at ${new URL(value.baseUrl).host}.` : 'Not in use yet: offline mode until a base URL and a model name are filled in.'}
          </p>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
