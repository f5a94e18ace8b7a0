/**
 * Incremental parser for server-sent events as OpenAI-compatible chat-completions streams send them
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
 * lines end in LF, CRLF or CR; `data:` lines accumulate; a blank line dispatches the event;
 * lines starting with ":" are comments. Network chunks may split anywhere, even inside a CRLF.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private pendingCr = false;

  /** Feeds a decoded chunk and returns the data payloads of every event it completed. */
  push(chunk: string): string[] {
    const events: string[] = [];
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) this.pendingCr = true;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line, events);
    }
    return events;
  }

  /** Call at end of stream: dispatches a final event that lacked its blank line. */
  end(): string[] {
    const events: string[] = [];
    if (this.buffer) this.line(this.buffer, events);
    this.buffer = '';
    this.line('', events);
    return events;
  }

  private line(line: string, events: string[]): void {
    if (line === '') {
      if (this.data.length) events.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
  }
}

export const DONE = '[DONE]';

/**
 * The text a chat-completions stream event adds (`choices[0].delta.content`), '' when it adds none.
 * Throws on a payload that is not JSON or reports an error inside the stream.
 */
export function deltaText(payload: string): string {
  const parsed: unknown = JSON.parse(payload);
  if (!parsed || typeof parsed !== 'object') return '';
  const record = parsed as {error?: unknown; choices?: Array<{delta?: {content?: unknown}; message?: {content?: unknown}}>};
  if (record.error) throw new Error('stream-error');
  const choice = record.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}
