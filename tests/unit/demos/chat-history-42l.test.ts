/**
 * Issue 28 (u29c, u29d), task 42l. Z-5 / S-5, Z-6 / S-2, Z-7: the history and the prompt Simple Chat (and the Zohlar chat, the same
 * component) send to the model.
 */
import {describe, expect, it} from 'vitest';
import {chatSystemPrompt, modelHistory, PARTIAL_NOTE, withoutCitations, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {groundedMessages} from '@site/src/demos/kit/grounding';

let n = 0;
const user = (content: string): ChatTurn => ({id: `u${n++}`, role: 'user', content, status: 'done'});
const reply = (content: string, extra: Partial<ChatTurn> = {}): ChatTurn => ({id: `a${n++}`, role: 'assistant', content, status: 'done', ...extra});
const roles = (turns: ChatTurn[]) => modelHistory(turns).map((m) => m.role);

describe('Z-5 / S-5: only answered questions go to the model as history', () => {
  // The tester's conversation (u29d Z-5): answered, refused (no passage), 401, then a new question.
  const turns = [
    user('Who approves a business class flight?'),
    reply('The travel manager approves it [1].', {sources: []}),
    user('How many days of parental leave do I get?'),
    reply('No passage of the workspace documents matched, so the model was not asked …', {offline: true}),
    user('What is the hotel limit in Paris?'),
    reply('', {status: 'error', error: 'The endpoint refused the API key (401).'}),
  ];
  it('leaves out the refused and the failed question', () => {
    expect(modelHistory(turns)).toEqual([
      {role: 'user', content: 'Who approves a business class flight?'},
      {role: 'assistant', content: 'The travel manager approves it.'},
    ]);
  });
  it('never two user messages in a row, whatever the mix of turns', () => {
    const mixed = [...turns, user('hi'), reply('Offline mode …', {offline: true}), user('Q'), reply('Half', {status: 'stopped'}), user('R'), reply('', {status: 'error'})];
    const sent = roles(mixed);
    expect(sent).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(modelHistory(mixed)[3].content).toBe(`Half\n\n${PARTIAL_NOTE}`);
  });
  it('keeps the latest answered pairs within the limit, starting with a question', () => {
    const many = Array.from({length: 6}, (_, i) => [user(`Q${i}`), reply(`A${i}`)]).flat();
    const sent = modelHistory(many, 8);
    expect(sent).toHaveLength(8);
    expect(sent[0]).toEqual({role: 'user', content: 'Q2'});
  });
});

describe('Z-6 / S-2: old answers lose their [n] numbers in the history', () => {
  it('strips single, repeated and listed citations, and keeps Markdown links', () => {
    expect(withoutCitations('Lodging is capped [1][2]. Meals too [1, 3]. See [the guide](/docs/x) and [2](/y).')).toBe(
      'Lodging is capped. Meals too. See [the guide](/docs/x) and [2](/y).',
    );
  });
  it('the history sent has no [n] marker from an earlier turn', () => {
    const sent = modelHistory([user('Who books hotels?'), reply('Employees book through the portal [1].\n\n- Limit: 180 EUR [2]')]);
    expect(sent[1].content).toBe('Employees book through the portal.\n\n- Limit: 180 EUR');
  });
});

describe('Z-7: the chat prompt names the source it searched', () => {
  const system = groundedMessages('Q', [])[0].content;
  it('Zohlar: the workspace documents', () => {
    const prompt = chatSystemPrompt(system, 'the workspace documents');
    expect(prompt).toContain('say that the workspace documents do not cover it.');
    expect(prompt).not.toContain('guide');
  });
  it('Simple Chat: the guide', () => {
    expect(chatSystemPrompt(system, 'the guide')).toContain('say that the guide does not cover it.');
  });
});
