/**
 * Saves `content` as a file the way a click on a download link would: the reader's browser asks
 * where to put it (or puts it in Downloads). Used wherever a tool offers "Download a copy" of the
 * reader's own work (the demos' kept work, Task Automation's edits, the use-case matrix export).
 */
export function downloadText(filename: string, content: string, mime = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], {type: mime}));
  clickLink(url, filename);
  // Revoked later: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Follows `href` the way a click on a link would (a `mailto:` link opens the mail program; with
 * `download`, the target is saved under that name). The link is in the document while clicked:
 * some browsers ignore a click on a detached link.
 */
export function clickLink(href: string, download?: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  if (download !== undefined) link.download = download;
  document.body.append(link);
  link.click();
  link.remove();
}
