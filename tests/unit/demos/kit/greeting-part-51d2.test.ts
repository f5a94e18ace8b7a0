/**
 * u34b F7 (s51-d2, for r3): a chatty question's greeting and self-introduction ("Hello, I am new here and …") is split
 * off as a part of its own by kit/match.ts twoParts, so Document Q&A says "No passage found matches 'I am new here', the
 * other part of your question". twoParts belongs to retrieval matching (r3's files this round), so these are written as
 * it.fails: they fail on 59454dd7 and on this branch, and pass once a part that asks nothing (a greeting, "I am new
 * here", "I just joined") is not counted as a part. Input: /tmp/u34b/persist2.log B, then variants of our own.
 */
import {describe, expect, it} from 'vitest';
import {twoParts} from '@site/src/demos/kit/match';

describe('u34b F7: a greeting is not the other part of a question', () => {
  it.fails('the tester\'s message', () => {
    expect(twoParts('Hello, I am new here and my manager told me that guide dogs are welcome but I wonder whether they must stay on a lead in the canteen, could you check?')).toBeNull();
  });
  it.fails('variant: "Hi there, I just joined the team and …"', () => {
    expect(twoParts('Hi there, I just joined the team and I wonder whether parcels are returned to the sender?')).toBeNull();
  });
  it('a real two-part question is still split', () => {
    expect(twoParts('Who approves a business class flight and what is the parking fee?')).not.toBeNull();
  });
});
