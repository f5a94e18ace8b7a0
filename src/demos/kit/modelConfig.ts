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

export function validateConfig(config: ModelConfig): string | null {
  if (!completionsUrl(config.baseUrl) || !config.model.trim()) return INVALID_CONFIG_MESSAGE;
  if (!Number.isFinite(config.timeoutSeconds) || config.timeoutSeconds < 1 || config.timeoutSeconds > 600) {
    return 'The timeout must be between 1 and 600 seconds.';
  }
  return null;
}
