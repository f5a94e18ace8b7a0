/**
 * The model summary on screen, kept like the transcript (s56 u-vwa F9: a reload lost it, a paid model call): in this tab's
 * session storage, so a reload of this tab brings back this tab's summary whatever another tab wrote, and in local
 * storage, where a new tab finds the one written last. `from` is the title and transcript it was written from, so a
 * summary brought back beside another transcript is marked out of date as before. Only the model's text: never the
 * API key or anything else of the model settings. Loaded with import() once the page runs (AbstractiveSummary.tsx).
 */
export type KeptSummary = {text: string; from: string; model: string; cut: boolean};

export const SUMMARY_KEY = 'cap-demo:virtual-workplace-assistant:summary';
export const SUMMARY_TAB_KEY = 'cap-demo:virtual-workplace-assistant:summary:tab';
const VERSION = 1;

function read(storage: () => Storage, key: string): KeptSummary | null {
  try {
    const raw = storage().getItem(key);
    const r = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    if (!r || r.v !== VERSION) return null;
    const {text, from, model, cut} = r;
    return typeof text === 'string' && text && typeof from === 'string' && typeof model === 'string' ? {text, from, model, cut: cut === true} : null;
  } catch {
    return null;
  }
}

/** This tab's summary, else the one a tab of this browser wrote last, else null. */
export function loadSummary(): KeptSummary | null {
  return read(() => window.sessionStorage, SUMMARY_TAB_KEY) ?? read(() => window.localStorage, SUMMARY_KEY);
}

/** Keep the summary in both stores (null: remove it from both); false when the browser refused. */
export function saveSummary(summary: KeptSummary | null): boolean {
  let ok = true;
  for (const [storage, key] of [
    [() => window.sessionStorage, SUMMARY_TAB_KEY],
    [() => window.localStorage, SUMMARY_KEY],
  ] as const) {
    try {
      if (summary === null) storage().removeItem(key);
      else storage().setItem(key, JSON.stringify({v: VERSION, ...summary}));
    } catch {
      ok = false;
    }
  }
  return ok;
}
