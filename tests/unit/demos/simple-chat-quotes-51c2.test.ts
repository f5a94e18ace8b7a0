/**
 * Issue 28, u34c F6 (last bullet): the Simple Chat page's own passages were sent to the model with every example question
 * they quote replaced by "…" ("When a follow-up's own words (“…” in “…”) …", requests.log). The corpus keeps each demo
 * section as written (`quoted`); it is still searched without the examples, and a passage found is shown and sent with them.
 */
import {describe, expect, it} from 'vitest';
import {extractPage} from '@site/src/plugins/guideCorpus';
import {chatDocuments, withQuotes} from '@site/src/demos/kit/guide';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';

const PARAGRAPH =
  'When a follow-up’s own words (“contractors” in “and for contractors?”) are in none of the passages found with your previous question, it is searched on its own, and the passages that also match the previous question (“Contractors charge electric vehicles at their own cost” after a question about home charging) come first.';
const ROW_HEAD = '<table><tr><th>Feature</th><th>What it does</th></tr>';
const html = `<html><head><title>Simple Chat | Site</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>Simple Chat</h1></header>
<h2 id="follow-ups">Follow-ups</h2><p>${PARAGRAPH}</p><p>A paragraph with no quotation at all, long enough to be kept as a passage of its own.</p>
${ROW_HEAD}<tr><td>Follow-ups</td><td>"And for trains?" is searched together with your previous question.</td></tr></table>
</div></article></body></html>`;

describe('u34c F6: passages of the chat page keep the examples they quote', () => {
  const page = extractPage(html, '/demo-room/simple-chat', true)!;
  const section = page.sections.find((s) => s.anchor === 'follow-ups')!;
  it('the search text has the examples as “…”, the section as written has them', () => {
    expect(section.text).toContain('(“…” in “…”)');
    expect(section.quoted).toContain('(“contractors” in “and for contractors?”)');
  });
  it('a passage found is given back as written, each line, a table header line too', () => {
    const docs = chatDocuments({pages: [], demos: [page]}, '/demo-room/simple-chat');
    const passages = chunkDocuments(docs);
    const restored = passages.map((p) => withQuotes(p).text).join('\n');
    expect(passages.map((p) => p.text).join('\n')).toContain('“…”');
    expect(restored).not.toContain('“…”');
    expect(restored).toContain(PARAGRAPH);
    expect(restored).toContain('"And for trains?" is searched together with your previous question.');
    expect(restored).toContain('A paragraph with no quotation at all');
  });
  it('a passage of another source, or one without “…”, is the same object', () => {
    const other = {text: 'Searched as “…” elsewhere.', url: '/docs/other#x'};
    expect(withQuotes(other)).toBe(other);
  });
});
