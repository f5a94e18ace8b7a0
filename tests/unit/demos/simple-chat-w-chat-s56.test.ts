// s56 w-chat (rated 3): findings F7, F2, F1 reproduced on the guide corpus fixture, searched as the page searches.
import {describe, expect, it} from 'vitest';
import {ask} from './simpleChatS54';
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';

const why = async (q: string) => {
  const r = await ask([], q);
  return {good: r.found.judged.good, text: noGoodMatchWhy(r.found.query, r.found.hits, r.found.judged.stats, r.found.fixes)};
};

describe('w-chat F7: the "No good match" explanation quotes the reader\'s own words', () => {
  it('"Paris" is quoted as typed, never as "pairs"', async () => {
    const {good, text} = await why("What's the weather in Paris tomorrow?");
    expect(good).toHaveLength(0);
    expect(text).not.toMatch(/pairs/);
    expect(text).toMatch(/“weather” or “Paris”/);
  });
});

describe('w-chat F2: no false "No good match" on a question the guide answers in its words', () => {
  it.each([
    ['Do I have to tell customers they are talking to an AI system?', /talking to an AI system/],
  ])('%j', async (q, holds) => {
    const r = await ask([], q);
    const texts = r.found.judged.good.map((h) => `${h.passage.heading ?? ''} ${h.passage.text}`).join('\n');
    expect(texts).toMatch(holds);
  });
});
