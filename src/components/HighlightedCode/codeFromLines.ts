const ENTITIES: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&amp;': '&'};

/**
 * The code text the copy button copies, read back from the highlighted lines
 * (src/plugins/codeHighlight/highlight.ts writes them: `<div class="token-line">…<br></div>` per
 * line, text escaped as &amp; &lt; &gt;), so the page does not ship the code a second time.
 */
export function codeFromLines(html: string): string {
  return html
    .split('<br></div>')
    .slice(0, -1)
    .map((line) => line.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|amp);/g, (e) => ENTITIES[e]!))
    .join('\n');
}
