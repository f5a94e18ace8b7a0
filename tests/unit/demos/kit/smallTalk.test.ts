import {describe, expect, it} from 'vitest';
import {smallTalk, smallTalkReply, withoutGreeting} from '@site/src/demos/kit/match';

describe('small talk is never answered with passages', () => {
  it.each([
    ['Hello, what can you do?', 'about'],
    ['hi', 'greeting'],
    ['Good morning!', 'greeting'],
    ['thanks!', 'thanks'],
    ['Thank you so much.', 'thanks'],
    ['ok thanks', 'thanks'],
    ['bye', 'goodbye'],
    ['who are you?', 'about'],
    ['Are you ChatGPT?', 'about'],
    ['are you a bot', 'about'],
    ['What can I ask?', 'about'],
    ['how does this work?', 'about'],
    ['help', 'about'],
    ['Hey there, how are you?', 'about'],
  ] as const)('%s → %s', (message, kind) => {
    expect(smallTalk(message)).toBe(kind);
  });

  it.each([
    'Hi, who approves a business class flight?',
    'What is RAG?',
    'hello world program in Python',
    'How does HNSW work?',
    'What can you do about hallucinations?',
    'Thanks to RAG, can answers cite sources?',
    'Who approves trips over 500 EUR?',
    'What is the capital of Australia?',
  ])('%s is a question', (message) => {
    expect(smallTalk(message)).toBeNull();
  });

  it('strips a greeting before searching, and keeps a message that is only a greeting', () => {
    expect(withoutGreeting('Hi, who approves a business class flight?')).toBe('who approves a business class flight?');
    expect(withoutGreeting('Who approves?')).toBe('Who approves?');
  });

  it('says what offline mode does and what to ask', () => {
    const reply = smallTalkReply('about', 'this guide', 'What is RAG?');
    expect(reply).toMatch(/^Offline mode searches this guide: it finds the passages/);
    expect(reply).toContain('Nothing is generated.');
    expect(reply).toContain('Ask about a topic in this guide, for example “What is RAG?”.');
    expect(smallTalkReply('thanks', 'the document', 'x')).toMatch(/^You are welcome\. Offline mode/);
  });
});
