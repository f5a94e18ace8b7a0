/** Logic of the "Copy page as Markdown" button, without React. */

/** The Markdown copy the build writes next to a page: /docs/intro → /docs/intro.md. */
export function markdownUrlFor(pathname: string, baseUrl = '/'): string {
  const clean = pathname.replace(/\/+$/, '').replace(/\.html$/, '');
  const base = baseUrl.replace(/\/$/, '');
  if (clean === '' || clean === base) return `${base}/index.md`;
  return `${clean}.md`;
}

export type CopyResult = {ok: true} | {ok: false; reason: string};

type Fetcher = (url: string) => Promise<{ok: boolean; status: number; text: () => Promise<string>}>;
type Clipboard = {writeText: (text: string) => Promise<void>};

/** Fetches the page's Markdown and puts it on the clipboard. Never throws. */
export async function copyPageMarkdown(url: string, fetcher: Fetcher, clipboard: Clipboard | undefined): Promise<CopyResult> {
  if (!clipboard) return {ok: false, reason: 'The clipboard is not available in this browser.'};
  try {
    const response = await fetcher(url);
    if (!response.ok) return {ok: false, reason: `The Markdown copy could not be loaded (HTTP ${response.status}).`};
    await clipboard.writeText(await response.text());
    return {ok: true};
  } catch {
    return {ok: false, reason: 'The page could not be copied.'};
  }
}
