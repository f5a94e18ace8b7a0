/**
 * Server-sent events as OpenAI-compatible chat-completions streams send them, parsed by
 * `eventsource-parser` (the WHATWG event-stream rules: LF, CRLF or CR line ends, `data:` lines
 * joined, a blank line dispatching, ":" comments; chunks may split anywhere, even inside a CRLF).
 * `SseParser` adapts its callback API to "feed a chunk, get the events it completed".
 */
import {createParser, type EventSourceParser} from 'eventsource-parser';

export class SseParser {
  private pending: string[] = [];
  private readonly parser: EventSourceParser = createParser({onEvent: (event) => this.pending.push(event.data)});

  /** Feeds a decoded chunk and returns the data payloads of every event it completed. */
  push(chunk: string): string[] {
    this.parser.feed(chunk);
    return this.take();
  }

  /**
   * Call at end of stream. The standard discards an event that lacked its closing blank line; some
   * servers close right after `data: [DONE]` without one, so it is dispatched here. Callers treat a
   * final payload that does not parse as a cut-off stream.
   */
  end(): string[] {
    this.parser.feed('\n\n');
    this.parser.reset();
    return this.take();
  }

  private take(): string[] {
    const events = this.pending;
    this.pending = [];
    return events;
  }
}

export const DONE = '[DONE]';

type StreamChunk = {
  error?: unknown;
  choices?: Array<{delta?: {content?: unknown}; message?: {content?: unknown}; finish_reason?: unknown}>;
};

/**
 * One chat-completions stream event: the text it adds (`choices[0].delta.content`, or
 * `message.content` from servers that send whole messages) and whether it carries a
 * `finish_reason` (the model ended its reply). Throws on a payload that is not JSON or reports an
 * error inside the stream.
 */
export function parseDelta(payload: string): {text: string; finished: boolean} {
  const parsed: unknown = JSON.parse(payload);
  if (!parsed || typeof parsed !== 'object') return {text: '', finished: false};
  const record = parsed as StreamChunk;
  if (record.error) throw new Error('stream-error');
  const choice = record.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return {text: typeof content === 'string' ? content : '', finished: typeof choice?.finish_reason === 'string' && choice.finish_reason !== ''};
}

/** The text a chat-completions stream event adds, '' when it adds none (see parseDelta). */
export function deltaText(payload: string): string {
  return parseDelta(payload).text;
}
