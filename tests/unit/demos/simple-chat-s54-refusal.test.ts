// s54 t-chat F6: "How do I bake sourdough bread?" got "No good match: passage [2] contains 2 of the 3 words …", though no
// passage is listed with that reply, so "[2]" meant nothing to the reader. The chat names that passage by its page.
import {describe, expect, it} from 'vitest';
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';
import {unlistedWhy} from '@site/src/demos/simple-chat/chatStore';
import {ask} from './simpleChatS54';

describe('s54 F6: a refusal names no passage by a number the reader cannot see', () => {
  it.each(['How do I bake sourdough bread?', 'What is the best sourdough bread recipe?', 'How much does a FIFA World Cup ticket cost?'])('%j', async (q) => {
    const r = await ask([], q);
    expect(r.found.judged.good).toEqual([]);
    const why = unlistedWhy(noGoodMatchWhy(r.found.query, r.found.hits, r.found.judged.stats), r.found.hits);
    expect(why).toMatch(/^No good match/);
    expect(why).not.toMatch(/\[\d+\]/);
  });
  it("the tester's row says which page holds the closer passage", async () => {
    const r = await ask([], 'How do I bake sourdough bread?');
    const raw = noGoodMatchWhy(r.found.query, r.found.hits, r.found.judged.stats);
    // The account as the kit words it numbers the passage (Document Q&A lists its passages with it).
    expect(raw).toMatch(/passage \[2\]/);
    expect(unlistedWhy(raw, r.found.hits)).toContain(`a passage of “${r.found.hits[1].passage.source}”`);
  });
  it('leaves an account without numbers as it is', () => {
    const text = 'No good match: the closest passage contains 1 of the 2 words your question is about, but not “France”.';
    expect(unlistedWhy(text, [])).toBe(text);
  });
});
