// u37d F4: a follow-up after a message that matched no passage was searched with that message ("and its safety officer?
// What is the gym subsidy?"), though such a message is no part of the conversation. It refers to the last answered question.
import {describe, expect, it} from 'vitest';
import {answeredTurns, noPassageReply, retrievalPlan, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
const user = (content: string): ChatTurn => ({id: `u${n++}`, role: 'user', content, status: 'done'});
const answer = (content = 'The West depot is managed by the depot lead [1].'): ChatTurn => ({id: `a${n++}`, role: 'assistant', content, status: 'done'});
// The reply the page gives with a model when nothing matched (index.tsx: noPassageReply, marked unmatched).
const noMatch = (): ChatTurn => ({id: `a${n++}`, role: 'assistant', content: noPassageReply('No good match.', 'the workspace documents'), status: 'done', offline: true, unmatched: true});
// The offline reply when nothing matched (index.tsx), as a conversation kept before the mark holds it.
const offlineNoMatch = (): ChatTurn => ({id: `a${n++}`, role: 'assistant', content: 'Offline mode: No good match: not “gym” or “subsidy”. Try different words, or configure a model in the panel above.', status: 'done'});

describe('u37d F4: a follow-up refers to the last answered question, never to one that matched nothing', () => {
  it("the tester's steps: West depot → gym subsidy (no match) → and its safety officer?", () => {
    const history = [user('Who manages the West depot?'), answer(), user('What is the gym subsidy?'), offlineNoMatch(), user('and its safety officer?')];
    const plan = retrievalPlan(history);
    expect(plan.followUp).toBe(true);
    expect(plan.query).toContain('West depot');
    expect(plan.query).not.toMatch(/gym|subsidy/);
  });
  it('with a model: Bremen → Hamburg → parental leave (not sent) → what are its opening hours?', () => {
    const history = [user('Who is the manager in Bremen?'), answer('Anna is [1].'), user('and in Hamburg?'), answer('Ben is [1].'), user('What is the parental leave policy?'), noMatch(), user('what are its opening hours?')];
    const plan = retrievalPlan(history);
    expect(plan.followUp).toBe(true);
    expect(plan.query).not.toMatch(/parental|leave/);
    expect(plan.query).toMatch(/Hamburg|Bremen/);
  });
  it('two unmatched messages in a row are both skipped', () => {
    const history = [user('Who manages the West depot?'), answer(), user('What is the gym subsidy?'), noMatch(), user('What about the bike lease?'), noMatch(), user('and its phone number?')];
    expect(retrievalPlan(history).query).toMatch(/West depot/);
    expect(retrievalPlan(history).query).not.toMatch(/gym|bike/);
  });
  it('a reply kept before the mark ("No passage of … matched") counts as unmatched', () => {
    const old = {...noMatch(), unmatched: undefined};
    const history = [user('Who manages the West depot?'), answer(), user('What is the gym subsidy?'), old, user('and who approves it?')];
    expect(retrievalPlan(history).query).not.toMatch(/gym/);
  });
  it('an answered previous question is still read along (control), and a self-contained message stays alone', () => {
    expect(retrievalPlan([user('Who manages the West depot?'), answer(), user('and its safety officer?')]).query).toMatch(/West depot/);
    const alone = retrievalPlan([user('What is the gym subsidy?'), noMatch(), user('Who coordinates the kitchen rota?')]);
    expect(alone).toEqual({query: 'Who coordinates the kitchen rota?', followUp: false});
  });
  it('answeredTurns keeps the last message even when it is the only one, and drops only unmatched questions with their replies', () => {
    const a = user('Who manages the West depot?');
    const r = answer();
    const q = user('What is the gym subsidy?');
    const last = user('and its safety officer?');
    expect(answeredTurns([a, r, q, noMatch(), last])).toEqual([a, r, last]);
    expect(answeredTurns([last])).toEqual([last]);
  });
});
