/**
 * The model settings a demo's panel checks before any request: the config type, the default
 * timeout and the base-URL check. Kept apart from llm.ts so a page's first load carries only these
 * few lines; the client itself (llm.ts) loads with the first question.
 */
export type ModelConfig = {baseUrl: string; model: string; apiKey: string; timeoutSeconds: number};

export const DEFAULT_TIMEOUT_SECONDS = 30;

export const INVALID_CONFIG_MESSAGE = 'Enter a base URL starting with http:// or https:// and a model name.';

/** The chat-completions URL for a base URL, or null when the base URL is not http(s). */
export function completionsUrl(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/chat/completions') ? path : `${path}/chat/completions`}${url.search}`;
}

export type ConfigField = 'baseUrl' | 'model' | 'timeout';

/** The fields' names as a sentence says them. */
export const FIELD_NAMES: Record<ConfigField, string> = {baseUrl: 'base URL', model: 'model name', timeout: 'timeout'};

/**
 * What is wrong with each field of a setting (u29j S-7, u29k Z-4): the panel marks that field and
 * ties the message to it. The timeout is checked as typed (`timeout`, the box's text) when given.
 */
export function fieldProblems(config: ModelConfig, timeout: string = String(config.timeoutSeconds)): Partial<Record<ConfigField, string>> {
  const problems: Partial<Record<ConfigField, string>> = {};
  const base = config.baseUrl.trim();
  if (!base) problems.baseUrl = 'Enter the base URL, for example https://api.openai.com/v1.';
  else if (!completionsUrl(base)) {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(base)?.[1].toLowerCase();
    if (scheme === 'http' || scheme === 'https') {
      let creds = false;
      try {
        const url = new URL(base);
        creds = Boolean(url.username || url.password);
      } catch {
        creds = false;
      }
      problems.baseUrl = creds
        ? 'The base URL must not hold a user name or password; put the key in the API key box.'
        : 'The base URL is not a web address; for example https://api.openai.com/v1.';
    } else
      problems.baseUrl = scheme
        ? `The base URL must start with http:// or https:// (this one starts with ${scheme}://).`
        : /^[\w.-]+(:\d+)?(\/(?!\/)\S*)?$/.test(base)
          ? `The base URL must start with http:// or https://, for example ${/^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?![\w.-])/i.test(base) ? 'http' : 'https'}://${base}.` // plain http only for a local server (u29w F18)
          : 'The base URL must start with http:// or https://, for example https://api.openai.com/v1.';
  }
  if (!config.model.trim()) problems.model = 'Enter the model name, for example gpt-4.1-mini.';
  const seconds = timeout.trim() === '' ? NaN : Number(timeout);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) {
    problems.timeout = timeout.trim() ? `The timeout must be a number of seconds from 1 to 600; “${timeout.trim()}” is not.` : 'Enter a timeout from 1 to 600 seconds.';
  }
  return problems;
}

export function validateConfig(config: ModelConfig): string | null {
  if (!completionsUrl(config.baseUrl) || !config.model.trim()) return INVALID_CONFIG_MESSAGE;
  const problems = fieldProblems(config);
  return problems.timeout ?? null;
}
