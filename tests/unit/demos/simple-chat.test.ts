import {beforeEach, describe, expect, it} from 'vitest';
import {loadTurns, modelHistory, PARTIAL_NOTE, retrievalPlan, retrievalQuery, STORAGE_KEY, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

let n = 0;
const user = (content: string): ChatTurn => ({id: `u${n++}`, role: 'user', content, status: 'done'});
const reply = (content: string, extra: Partial<ChatTurn> = {}): ChatTurn => ({id: `a${n++}`, role: 'assistant', content, status: 'done', ...extra});

describe('retrievalQuery', () => {
  it('searches the first message as typed', () => {
    expect(retrievalQuery([user('Who approves a business class flight?')])).toBe('Who approves a business class flight?');
  });

  it('reads a follow-up with the previous question', () => {
    const first = user('Who approves a business class flight?');
    for (const follow of ['And for trains?', 'What about hotels?', 'Does it need a receipt?', 'why?']) {
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

describe('retrievalPlan: only a follow-up is rewritten (issue 28, D4)', () => {
  const first = user('How big should chunks be for retrieval?');
  const at = (message: string) => retrievalPlan([first, reply('About 200 to 500 tokens.'), user(message)]);

  it.each([
    'and how much does it cost?',
    'What about overlap?',
    'how about PDFs?',
    'Why?',
    'how much?',
    'examples?',
    'Does it work with tables?',
    'and for Chinese text?',
    'y para textos largos?',
    'et pour le français ?',
    '那中文呢？',
  ])('"%s" continues the previous question', (message) => {
    expect(at(message)).toEqual({query: `${message} How big should chunks be for retrieval?`, followUp: true});
  });

  // Asking for the same answer again ("Tell me more", "Explain") names no topic and no aspect: searched as the
  // question it continues, without its own words (u29w F21: "summarize that" found "… summarized with chapters").
  it.each(['Tell me more', 'Explain', 'summarize that', 'can you give me a shorter version'])('"%s" is searched as the previous question', (message) => {
    expect(at(message)).toEqual({query: 'How big should chunks be for retrieval?', followUp: true});
  });

  it.each([
    'Explain reranking',
    'hotel limits',
    'How do I pick an embedding model?',
    'What is a vector database?',
    'Compare BM25 with dense retrieval',
    'How does this site handle GDPR requests from employees?',
    'GDPR Artikel 22 automatisierte Entscheidungen',
    '向量数据库是什么',
  ])('"%s" is searched on its own', (message) => {
    expect(at(message)).toEqual({query: message, followUp: false});
  });

  it('searches a new topic on its own after a failed turn too', () => {
    const failed: ChatTurn = {...user('How do I pick an embedding model?')};
    const history = [failed, reply('', {status: 'error', error: '401'}), user('Explain reranking')];
    expect(retrievalPlan(history)).toEqual({query: 'Explain reranking', followUp: false});
  });
});

describe('modelHistory', () => {
  it('never sends offline replies as the model’s own turns, nor the question they answered (S-5)', () => {
    const history = [user('What is RAG?'), reply('Offline mode (retrieval only, nothing generated). …', {offline: true}), user('And BM25?')];
    expect(modelHistory(history)).toEqual([]);
  });

  it('keeps a stopped or dropped reply, marked partial, and leaves out failures with no text and their questions (S-5)', () => {
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
