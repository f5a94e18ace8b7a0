// s54 t-chat F2/F7: "What chunk size should I start with?" and "What chunk size do you recommend?" showed the chunking
// playground's steps ("Pick the Markdown sample with Fixed size 200 and overlap 0") as the best match; a reader takes
// "200, overlap 0" as the guide's advice. The guide's advice is under "Choosing settings by measurement" ("There is no
// universally best chunk size … recursive at 256, 512 and 1,024 tokens with 10–15% overlap"). Asking what to start
// with, or what is recommended, is searched as what the guide says about choosing.
import {describe, expect, it} from 'vitest';
import {ask} from './simpleChatS54';

const first = async (q: string) => {
  const r = await ask([], q);
  const hit = r.found.judged.good[0];
  return {text: hit ? `${hit.passage.url} ${hit.passage.text}` : 'NO MATCH', words: r.guideWords ?? []};
};

describe('s55: "start with" and "recommend" search the guide\'s advice on choosing', () => {
  it.each([
    ['What chunk size should I start with?', /choosing-settings-by-measurement .*no universally best chunk size/],
    ['What chunk size do you recommend?', /choosing-settings-by-measurement/],
    ['What overlap do you recommend?', /choosing-settings-by-measurement/],
    ['Which vector database do you recommend for a first RAG system?', /lighter option \(pgvector or a managed service\)/],
  ])('%j', async (q, holds) => {
    const {text, words} = await first(q);
    expect(text).toMatch(holds);
    expect(text).not.toMatch(/Pick the Markdown sample/);
    expect(words.map((w) => w.to)).toContain('choose');
  });
  it('"start with" inside a question keeps its words ("How do I start with RAG?")', async () => {
    const {words} = await first('How do I start with RAG evaluation?');
    expect(words.map((w) => w.to)).not.toContain('choose');
  });
});
