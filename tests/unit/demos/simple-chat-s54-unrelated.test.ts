// s54 t-chat F2: common questions got an unrelated passage shown as the best match, with no warning. "how do agents fail in
// production?" → the deploy tutorial's HTTP error codes; "What happens when an agent tool call fails?" → test notes, though
// the agent loop section says "Every tool failure … becomes an observation the model can correct": the search reads "fail"
// and "failure" as two words, and the guide writes the noun. "Who should sit on an AI governance board?" → a "Next steps"
// list holding "sit" (the council's members are "Standing members"). "Does this chat store my API key?" → the page's CAP
// section; the page says the "model key is never saved". Each is searched in the guide's (or the chat page's) words.
import {describe, expect, it} from 'vitest';
import {ask} from './simpleChatS54';

const first = async (q: string) => {
  const hit = (await ask([], q)).found.judged.good[0];
  return hit ? `${hit.passage.url} ${hit.passage.heading ?? ''} ${hit.passage.text}` : 'NO MATCH';
};

describe('s54 F2: the answering section first, not an unrelated one', () => {
  it.each([
    ['how do agents fail in production?', /agent-systems[^ ]* [^]*(?:failure|failures)/],
    ['What happens when an agent tool call fails?', /becomes an observation the model can correct/],
    ['Who should sit on an AI governance board?', /AI council|members/],
    ['Does this chat store my API key?', /never saved/],
    // Rewordings.
    ['What happens if a tool call failed in an agent?', /becomes an observation the model can correct/],
    ['Does the simple chat remember my API key after a reload?', /never saved/],
    ['Is my API key stored by this chat?', /never saved/],
    ['Who serves on the AI council?', /members/],
  ])('%j', async (q, holds) => {
    expect(await first(q)).toMatch(holds);
  });
  it.each([
    // Control: the chat page's words only for a question about the chat; elsewhere "API key" and "store" keep theirs.
    ['Where does Pinecone store my vectors?', /pinecone/i],
    ['How do I rotate an API key?', /API key|key/],
  ])('%j keeps its own words', async (q, holds) => {
    const text = await first(q);
    expect(text).not.toMatch(/simple-chat/);
    expect(text).toMatch(holds);
  });
});
