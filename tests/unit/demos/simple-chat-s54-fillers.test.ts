// s54 t-chat F3: ordinary words turned answerable questions into "No good match", naming them as missing: "What is HNSW
// again?" (not “again”), "Remind me, what is RRF?" (not “Remind”), "Who sits on the AI council?" (not “sits”), "Who coined
// the term retrieval-augmented generation?" (not “coined” or “term”); with a model configured, the model was then not asked
// at all. A reminder word says no topic and is left out of the reading; "sits on" asks for members, "coined the term" is
// "named". Off-topic questions with the same words stay refused.
import {describe, expect, it} from 'vitest';
import {answerPlan} from '@site/src/demos/simple-chat/chatStore';
import {ask} from './simpleChatS54';

const first = async (q: string) => {
  const r = await ask([], q);
  const hit = r.found.judged.good[0];
  return {r, text: hit ? `${hit.passage.url} ${hit.passage.heading ?? ''} ${hit.passage.text}` : ''};
};

describe('s54 F3: reminder words, "sits on", "coined the term"', () => {
  it.each([
    ['What is HNSW again?', /HNSW/],
    ['Remind me, what is RRF?', /reciprocal rank fusion|RRF/i],
    ['Who sits on the AI council?', /members of the AI council|Standing members/],
    ['Who coined the term retrieval-augmented generation?', /named by Lewis/],
    // Rewordings.
    ['What was reciprocal rank fusion again?', /RRF|reciprocal rank fusion/i],
    ['Can you remind me what pgvector is?', /pgvector/],
    ['Remind me of the default k for RRF', /k = 60/],
    ['Who serves on the AI council?', /members of the AI council|Standing members/],
    ['Who coined the phrase retrieval-augmented generation?', /named by Lewis/],
    ['Who coined the term vibe coding?', /Karpathy/],
    // "sit on" read as members: the governance page's council, never the "Next steps" list that holds "sit" (F2 Q32).
    ['Who should sit on an AI governance board?', /members|Standing members/],
  ])('%j finds the answering passage', async (q, holds) => {
    const {r, text} = await first(q);
    expect(text).toMatch(holds);
    // With a model configured, the model is asked (it was "not asked": no passage matched).
    expect(answerPlan(true, r.found.judged.good.length)).toBe('model');
  });
  it.each(['What is the capital of France again?', 'Remind me, how do I bake sourdough bread?', 'Who sits on the FIFA committee?', 'Who coined the term sourdough starter?'])('%j stays refused (control)', async (q) => {
    const {r} = await first(q);
    expect(r.found.judged.good).toEqual([]);
    expect(answerPlan(true, 0)).toBe('no-passage');
  });
});
