/**
 * u37d F9 (t_tabs3.js, t_tabs4.js): two tabs add "Shuttle notes" at the same moment; the second add was refused ("The
 * workspace already has a document titled …", its text kept in the form) while the page said it would be numbered. The
 * refusal is the workspace's rule once the other tab's document has arrived; numbering is for two documents that each
 * tab added before it saw the other's. The page now says both (demo-room/zohlar-showcase.mdx); nothing is lost either way.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles, titleProblem} from '@site/src/demos/zohlar-showcase/kept';

const doc = (ms: number, title: string, text: string) => ({id: `added-${ms.toString(36)}-abc123`, title, text});
const first = doc(Date.UTC(2026, 10, 28, 18, 0, 0, 0), 'Shuttle notes', 'The shuttle leaves at 7:40 from gate B.');
const second = doc(Date.UTC(2026, 10, 28, 18, 0, 0, 300), 'Shuttle notes', 'The late shuttle runs on Fridays only.');

describe('u37d F9: the same title added in two tabs', () => {
  it("the tester's run: the other tab's document has arrived, so this add is refused and names it", () => {
    expect(titleProblem('Shuttle notes', [...SAMPLE_DOCUMENTS, first])).toMatch(/already has a document titled “Shuttle notes”/);
  });
  it('variants: another case and spacing is refused too; a free title is not; both added unseen are numbered, not lost', () => {
    expect(titleProblem('  shuttle   NOTES ', [...SAMPLE_DOCUMENTS, first])).not.toBeNull();
    expect(titleProblem('Shuttle notes 2027', [...SAMPLE_DOCUMENTS, first])).toBeNull();
    const both = distinctTitles([...SAMPLE_DOCUMENTS, second, first]);
    expect(both.find((d) => d.id === first.id)?.title).toBe('Shuttle notes');
    expect(both.find((d) => d.id === second.id)?.title).toBe('Shuttle notes (2)');
    expect(both.map((d) => d.text)).toEqual(expect.arrayContaining([first.text, second.text]));
  });
  it('the page says the add is refused once the other tab\'s document has arrived, and numbered only before that', () => {
    const page = readFileSync('demo-room/zohlar-showcase.mdx', 'utf8');
    expect(page).not.toContain('when two tabs add the same title at once, the document added first keeps it in every tab and the other is numbered');
    expect(page).toMatch(/once a document another tab added has reached this tab[^.]*refused[^.]*form keeps your text/);
    expect(page).toMatch(/before either has received the other's document are both kept[^.]*numbered \("Notes \(2\)"\)/);
  });
});
