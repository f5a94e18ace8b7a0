import {describe, expect, it} from 'vitest';
import {DONE, SseParser, deltaText} from '@site/src/demos/kit/sse';

const STREAM =
  'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n' +
  ': keep-alive comment\n\n' +
  'data: {"choices":[{"delta":{"content":"Hel"}}]}\r\n\r\n' +
  'data: {"choices":[{"delta":{"content":"lo, wörld"}}]}\r\r' +
  'data: [DONE]\n\n';

function collect(parts: string[]): string[] {
  const parser = new SseParser();
  const events = parts.flatMap((p) => parser.push(p));
  return [...events, ...parser.end()];
}

describe('SseParser', () => {
  it('parses a whole stream with LF, CRLF and CR line endings and comments', () => {
    const events = collect([STREAM]);
    expect(events).toHaveLength(4);
    expect(events[3]).toBe(DONE);
    expect(events.slice(0, 3).map(deltaText).join('')).toBe('Hello, wörld');
  });

  it('gives the same events however the stream is split into chunks', () => {
    const whole = collect([STREAM]);
    for (let i = 1; i < STREAM.length; i++) {
      expect(collect([STREAM.slice(0, i), STREAM.slice(i)])).toEqual(whole);
    }
    expect(collect(STREAM.split(''))).toEqual(whole);
  });

  it('joins multi-line data and dispatches a final event without a blank line', () => {
    expect(collect(['data: one\ndata: two\n\n', 'data:three'])).toEqual(['one\ntwo', 'three']);
  });
});

describe('deltaText', () => {
  it('reads delta content, message content, and nothing from other chunks', () => {
    expect(deltaText('{"choices":[{"delta":{"content":"x"}}]}')).toBe('x');
    expect(deltaText('{"choices":[{"message":{"content":"full"}}]}')).toBe('full');
    expect(deltaText('{"choices":[{"delta":{}}]}')).toBe('');
  });

  it('throws on invalid JSON and on in-stream errors', () => {
    expect(() => deltaText('not json')).toThrow();
    expect(() => deltaText('{"error":{"message":"boom"}}')).toThrow();
  });
});
