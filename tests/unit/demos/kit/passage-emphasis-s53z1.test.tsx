/**
 * u37d F8: Markdown bold in a passage showed its asterisks ("need approval **six weeks** before the event",
 * /tmp/u37d/docs/d3_training.md), though the page promises safe Markdown in passages. The passage card (kit PassageList,
 * shared by Document Q&A, Zohlar Ask and Simple Chat) now shows bold and italic; script payloads stay text.
 */
import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import PassageList, {emphasisRuns} from '@site/src/demos/kit/components/PassageList';

const D3 = [
  '## Conferences',
  '',
  'Conference travel counts against the training budget. Conferences abroad need approval **six weeks** before the event.',
  '',
  `<script>alert('xss-u37d')</script> <img src=x onerror="alert('img-u37d')">`,
].join('\n');

const card = (text: string, terms: string[] = []) =>
  render(<PassageList hits={[{passage: {id: 'd3#2', text, source: 'd3_training.md'}, score: 2.1, terms}]} anchor="p-" />).container;

describe('u37d F8: Markdown emphasis in a passage card', () => {
  it("the tester's passage: bold without asterisks, the script and img as text", () => {
    const c = card(D3, ['approval', 'six']);
    const p = c.querySelector('p')!;
    expect(p.textContent).toContain('need approval six weeks before the event.');
    expect(p.textContent).not.toContain('**');
    const bold = [...p.querySelectorAll('strong')].map((s) => s.textContent);
    expect(bold).toContain('six weeks');
    // The matching word is still highlighted inside the bold run.
    expect(p.querySelector('strong mark')?.textContent).toBe('six');
    expect(c.querySelector('script, img')).toBeNull();
    expect(p.textContent).toContain(`<script>alert('xss-u37d')</script> <img src=x onerror="alert('img-u37d')">`);
  });
  it('variants: italic, bold holding markup, several runs, and asterisks that are no emphasis', () => {
    expect(emphasisRuns('Badges are *never* shared.')).toEqual([{text: 'Badges are '}, {text: 'never', em: true}, {text: ' shared.'}]);
    expect(emphasisRuns('**A** and **B**')).toEqual([{text: 'A', strong: true}, {text: ' and '}, {text: 'B', strong: true}]);
    expect(emphasisRuns('2 * 3 * 4 = 24')).toEqual([{text: '2 * 3 * 4 = 24'}]);
    expect(emphasisRuns('file_name_here and a**b')).toEqual([{text: 'file_name_here and a**b'}]);
    expect(emphasisRuns('')).toEqual([{text: ''}]);
    const c = card('Do **<img src=x onerror=alert(1)>** now and *<script>alert(2)</script>*.');
    expect(c.querySelector('img, script')).toBeNull();
    expect([...c.querySelectorAll('p strong')].map((s) => s.textContent)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(c.querySelector('p em')?.textContent).toBe('<script>alert(2)</script>');
  });
});
