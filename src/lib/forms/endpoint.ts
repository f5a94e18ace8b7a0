/**
 * Where the forms POST. The endpoint is fixed at build time (`FORM_ENDPOINT`, exposed to the
 * client as `siteConfig.customFields.formEndpoint`); an empty value means "no form service",
 * and the forms fall back to a pre-filled e-mail.
 *
 * Test hook: when `window.__FORM_ENDPOINT__` is a string, it replaces the build-time value
 * (an empty string switches to the e-mail fallback). Browser tests set it with
 * `page.addInitScript` so one build can exercise both modes; nothing on the site sets it.
 */

declare global {
  interface Window {
    __FORM_ENDPOINT__?: string;
  }
}

/** An http(s) URL or a same-origin path; anything else counts as "not configured". */
export function normalizeEndpoint(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

export function resolveEndpoint(configured: unknown, override: unknown): string {
  return typeof override === 'string' ? normalizeEndpoint(override) : normalizeEndpoint(configured);
}

/** The test hook's value, read on the client at submit time. */
export function endpointOverride(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const value = window.__FORM_ENDPOINT__;
  return typeof value === 'string' ? value : undefined;
}
