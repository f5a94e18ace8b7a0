/**
 * Reads a JSON block the server wrote into the page (`<script type="application/json" id>`), for
 * the patches that start the first page from its HTML (routeChunks, docsGlobalData). `fallback`
 * outside a browser, and when the block is missing or damaged.
 */
export function readJsonBlock<T>(id: string, fallback: T): T {
  if (typeof document === 'undefined') return fallback;
  const text = document.getElementById(id)?.textContent;
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** JSON for an inline block (written on the server): `<` escaped so no value can close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
