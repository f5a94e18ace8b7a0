import {beforeEach, describe, expect, it} from 'vitest';
import {loadTurns, modelHistory, PARTIAL_NOTE, retrievalQuery, STORAGE_KEY, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
const user = (content: string): ChatTurn => ({id: `u${n++}`, role: 'user', content, status: 'done'});
const reply = (content: string, extra: Partial<ChatTurn> = {}): ChatTurn => ({id: `a${n++}`, role: 'assistant', content, status: 'done', ...extra});

describe('retrievalQuery', () => {
  it('searches the first message as typed', () => {
    expect(retrievalQuery([user('Who approves a business class flight?')])).toBe('Who approves a business class flight?');
  });

  it('reads a follow-up with the previous question', () => {
    const first = user('Who approves a business class flight?');
    for (const follow of ['And for trains?', 'What about hotels?', 'Does it need a receipt?', 'why?', 'hotel limits']) {
      expect(retrievalQuery([first, reply('A vice president.'), user(follow)])).toBe(`${follow} Who approves a business class flight?`);
    }
  });

  it('leaves a message that stands on its own alone, and is deterministic', () => {
    const history = [user('Who approves a business class flight?'), reply('x'), user('What must I do if confidential data went into a public AI tool?')];
    expect(retrievalQuery(history)).toBe('What must I do if confidential data went into a public AI tool?');
    expect(retrievalQuery(history)).toBe(retrievalQuery([...history]));
    const long = 'Explain how the retrieval step ranks passages with BM25 and why it matters for the grounded answers here';
    expect(retrievalQuery([user('Hello there friend'), user(long)])).toBe(long);
  });
});

describe('modelHistory', () => {
  it('never sends offline replies as the model’s own turns', () => {
    const history = [user('What is RAG?'), reply('Offline mode (retrieval only, nothing generated). …', {offline: true}), user('And BM25?')];
    expect(modelHistory(history)).toEqual([
      {role: 'user', content: 'What is RAG?'},
      {role: 'user', content: 'And BM25?'},
    ]);
  });

  it('keeps a stopped or dropped reply, marked partial, and leaves out failures with no text', () => {
    const history = [
      user('Q1'),
      reply('Half of an answer', {status: 'stopped'}),
      user('Q2'),
      reply('Cut off', {status: 'error', error: 'dropped'}),
      user('Q3'),
      reply('', {status: 'error', error: '500'}),
      user('Q4'),
      reply('Whole answer'),
    ];
    expect(modelHistory(history)).toEqual([
      {role: 'user', content: 'Q1'},
      {role: 'assistant', content: `Half of an answer\n\n${PARTIAL_NOTE}`},
      {role: 'user', content: 'Q2'},
      {role: 'assistant', content: `Cut off\n\n${PARTIAL_NOTE}`},
      {role: 'user', content: 'Q3'},
      {role: 'user', content: 'Q4'},
      {role: 'assistant', content: 'Whole answer'},
    ].slice(-8));
  });
});

describe('loadTurns', () => {
  beforeEach(() => sessionStorage.clear());

  it('marks offline replies saved before the flag existed, and a reply cut by a reload as stopped', () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        {id: '1', role: 'user', content: 'hi', status: 'done'},
        {id: '2', role: 'assistant', content: 'Offline mode (retrieval only, nothing generated). x', status: 'done'},
        {id: '3', role: 'assistant', content: 'Partial', status: 'streaming'},
      ]),
    );
    const turns = loadTurns();
    expect(turns.map((t) => [t.offline, t.status])).toEqual([
      [false, 'done'],
      [true, 'done'],
      [false, 'stopped'],
    ]);
    expect(modelHistory(turns)).toEqual([
      {role: 'user', content: 'hi'},
      {role: 'assistant', content: `Partial\n\n${PARTIAL_NOTE}`},
    ]);
  });
});
