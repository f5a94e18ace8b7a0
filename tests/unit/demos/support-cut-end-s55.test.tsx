// s54 t-chat F5: a reply stopped mid-sentence got "This sentence cites no passage, and passage 1 … does not say it:
// “Sentence 3 about chunking and overlap in retrieval s”": the cut-off end was checked as a claim, though the page says the
// cut-off end of a reply that did not finish is not read as one. `noSentence` spared only ends under four words.
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, withoutCutEnd} from '@site/src/demos/kit/support';
import {copyReply} from '@site/src/demos/simple-chat/copyReply';

const passage = 'Chunk size is chosen by measurement. Overlap of 10–15% is a common starting point for recursive chunking.';
const stopped = 'Chunk size is chosen by measurement [1]. Overlap of 10–15% is a common starting point [1]. Sentence 3 about chunking and overlap in retrieval s';

describe('withoutCutEnd', () => {
  it.each([
    [stopped, 'Chunk size is chosen by measurement [1]. Overlap of 10–15% is a common starting point [1].'],
    ['One finished sentence [1]. And half of anoth', 'One finished sentence [1].'],
    ['Only half a senten', ''],
    ['A finished reply [1].', 'A finished reply [1].'],
    ['A finished reply ending in a quote “like this.”', 'A finished reply ending in a quote “like this.”'],
    ['First line [1]\nsecond line cut', 'First line [1]\n'],
    ['| Store | Hosting |\n| pgvector | self |', '| Store | Hosting |\n| pgvector | self |'],
  ])('%j → %j', (answer, kept) => {
    expect(withoutCutEnd(answer).trimEnd()).toBe(kept.trimEnd());
  });
});

describe('a stopped reply: its cut-off end is not a claim', () => {
  it('the full text flags the cut-off end; the finished part does not', () => {
    expect(unsupportedCitations(stopped, [passage]).map((u) => u.claim).join(' ')).toMatch(/retrieval s/);
    expect(unsupportedCitations(withoutCutEnd(stopped), [passage])).toEqual([]);
  });
  it('Copy of a partial reply carries no note about the cut-off end', () => {
    const hit = {passage: {id: 'p1', source: 'Chunking', heading: 'Choosing', text: passage, url: '/docs/x#choosing'}, score: 1, terms: []} as never;
    const copied = copyReply(stopped, [hit], 'https://example.org', {partial: true});
    expect(copied).not.toMatch(/retrieval s”|does not say/);
    const full = copyReply(stopped, [hit], 'https://example.org');
    expect(full).toMatch(/retrieval s/);
  });
});

describe('on the page: Simple Chat (CheckedAnswer cutOff) and Document Q&A (Answer cut)', () => {
  it('a stopped reply shows no note about its cut-off end; a finished one with the same words does', async () => {
    const {render, cleanup} = await import('@testing-library/react');
    const {default: CheckedAnswer} = await import('@site/src/demos/kit/components/CheckedAnswer');
    const {Answer} = await import('@site/src/demos/document-qa/Verdict');
    const cutChat = render(<CheckedAnswer answer={stopped} count={1} anchor="a-" streaming={false} cutOff passages={[passage]} />);
    expect(cutChat.container.textContent).not.toMatch(/does not say|“Sentence 3/);
    cleanup();
    const whole = render(<CheckedAnswer answer={stopped} count={1} anchor="a-" streaming={false} passages={[passage]} />);
    expect(whole.container.textContent).toMatch(/does not say/);
    cleanup();
    const cutQa = render(<Answer model="m" answer={stopped} streaming={false} count={1} anchor="q-" passages={[passage]} cut="stopped" />);
    expect(cutQa.container.textContent).not.toMatch(/“Sentence 3|retrieval s”/);
    cleanup();
  });
});
