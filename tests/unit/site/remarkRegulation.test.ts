import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import remarkRegulation, {REGULATION_TAGS} from '@site/src/plugins/remarkRegulation';
import {AI_ACT_CALENDAR, AI_ACT_MILESTONES, AI_ACT_RULES, FORM_LEGAL_BASES} from '@site/src/data/regulation';
import {CONTENT_DIRS, contentFiles} from '../content/codeBlocks';

async function compiled(mdx: string): Promise<string> {
  return String(await compile({value: mdx, path: 'page.mdx'}, {remarkPlugins: [remarkGfm, remarkRegulation], jsx: true}));
}

describe('remarkRegulation', () => {
  it('writes dates from the data into a <time>, long or short, with no import', async () => {
    const out = await compiled('Annex III applies from <AiActDate id="annexIII" /> (<AiActDate id="annexIII" short />).\n');
    expect(out).toContain(`<_components.time dateTime="${AI_ACT_MILESTONES.annexIII.date}">{"2 December 2027"}</_components.time>`);
    expect(out).toContain('{"2 Dec 2027"}');
    expect(out).not.toMatch(/AiActDate|import/);
  });

  it('writes a rule in its one wording, with the article linked where the wording names it', async () => {
    const out = await compiled('| Tier 3 | Annex III <AiActRule id="art6_3Short" /> |\n| --- | --- |\n');
    expect(out).toContain('<_components.a href="https://eur-lex.europa.eu/eli/reg/2024/1689/oj/eng">{"Art. 6(3)"}</_components.a>');
    expect(out).toContain('an Annex III system that profiles natural persons, as hiring and credit-scoring systems usually do, is always high-risk');
    expect(out).not.toContain('AiActRule');
  });

  it('writes the calendar as a table, one row per date, a rule on its own line as a paragraph', async () => {
    const out = await compiled('<AiActCalendar />\n\n<AiActRule id="art99" />\n');
    expect(out.match(/<_components\.tr>/g)).toHaveLength(AI_ACT_CALENDAR.length + 1);
    expect(out).toContain('High-risk obligations for Annex III systems (was 2 Aug 2026)');
    expect(out).toContain('<_components.p>{"Fines go up to');
  });

  it('writes a form’s basis, rights, retention and processors as the data has them', async () => {
    const out = await compiled('<FormDataUse form="partner-application" />\n');
    const basis = FORM_LEGAL_BASES['partner-application'];
    expect(out).toContain(`(${basis.article})`);
    expect(out).toContain(basis.retention);
    expect(out).toContain('We share it only with the processors listed in the privacy notice');
  });

  it('fails the build on an unknown id, naming the file and the id', async () => {
    await expect(compiled('<AiActDate id="annexIV" />\n')).rejects.toThrow(/page\.mdx: <AiActDate> has unknown id "annexIV"/);
    await expect(compiled('<AiActRule id="art7" />\n')).rejects.toThrow(/unknown id "art7"/);
    await expect(compiled('<FormDataUse form="contact" />\n')).rejects.toThrow(/unknown id "contact"/);
  });

  it('every tag on the site names a known id', () => {
    const known: Record<string, readonly string[]> = {
      AiActDate: Object.keys(AI_ACT_MILESTONES),
      AiActRule: Object.keys(AI_ACT_RULES),
      FormDataUse: Object.keys(FORM_LEGAL_BASES),
    };
    const root = resolve(__dirname, '../../..');
    const files = CONTENT_DIRS.flatMap((dir) => contentFiles(root, dir));
    let tags = 0;
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(new RegExp(`<(${REGULATION_TAGS.join('|')})\\b([^>]*)/>`, 'g'))) {
        tags++;
        const id = /(?:id|form)="([^"]+)"/.exec(m[2]!)?.[1];
        if (m[1] === 'AiActCalendar') continue;
        expect(known[m[1]!], `${file}: ${m[0]}`).toContain(id);
      }
    }
    expect(tags).toBeGreaterThan(5);
  });
});
