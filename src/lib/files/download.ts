/**
 * Saves `content` as a file the way a click on a download link would: the reader's browser asks
 * where to put it (or puts it in Downloads). Used wherever a tool offers "Download a copy" of the
 * reader's own work (the demos' kept work, Task Automation's edits, the use-case matrix export).
 */
export function downloadText(filename: string, content: string, mime = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], {type: mime}));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  // In the document while clicked: some browsers ignore a click on a detached link.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
