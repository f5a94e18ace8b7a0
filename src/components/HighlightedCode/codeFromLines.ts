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

/**
 * How many lines the highlighted HTML holds (one `<br></div>` ends each, as above). The block's
 * `pre` carries it as `--code-lines`, so src/css/custom.css can give a block that has not been laid
 * out yet (content-visibility: auto) its real height: a link to a heading below it then lands on
 * the heading instead of thousands of pixels off.
 */
export function lineCount(html: string): number {
  return html.split('<br></div>').length - 1;
}
