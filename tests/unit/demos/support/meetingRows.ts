/**
 * Shared by the Virtual Workplace Assistant sweeps: a transcript's action items as rows
 * "Owner: Task | due | status" ("-" for no due date; status "open", "back" = taken back, "declined" =
 * refused by the person asked, "deferred to …", "check" = not read with confidence, or the condition), a WebVTT builder, and the check that the e-mail
 * draft lists the open rows as action items and no other.
 */
import {expect} from 'vitest';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';

export const analyse = (text: string) => {
  const r = analyseMeeting(text, 'Sweep');
  if (!r.ok) throw new Error(r.error);
  return r.analysis;
};
type Action = ReturnType<typeof analyse>['actions'][number];
const status = (a: Action) =>
  a.withdrawn ? 'back' : a.deferred ? `deferred ${a.deferred.until}` : a.check ? 'check' : a.declined ? 'declined' : (a.condition ?? 'open');
export const rows = (text: string) => analyse(text).actions.map((a) => `${a.owner}: ${a.task} | ${a.due ?? '-'} | ${status(a)}`);

/** A Teams-style WebVTT file, one cue per [speaker, text]. */
export const vtt = (...cues: Array<[string, string]>) =>
  ['WEBVTT', '', ...cues.flatMap(([who, said], i) => [String(i + 1), `00:00:${String(i * 5 + 1).padStart(2, '0')}.000 --> 00:00:${String(i * 5 + 4).padStart(2, '0')}.000`, `<v ${who}>${said}`, ''])].join('\n');

/** The e-mail's "Action items:" section holds each open row (with its condition) and no taken-back or declined one; returns its lines. */
export function expectEmailRows(transcript: string, expected: readonly string[]): string[] {
  const [, items = ''] = analyse(transcript).email.split('Action items:');
  const [live] = items.split(/\n\n(?:Taken back|Asked but declined|Deferred|To check)/);
  for (const row of expected) {
    const [, owner, task, , state] = /^(.+?): (.+) \| (.+) \| (.+)$/.exec(row)!;
    if (state === 'open') expect(live).toContain(`- ${owner}: ${task}`);
    else if (state === 'back' || state === 'declined' || state === 'check' || state.startsWith('deferred ')) expect(live).not.toContain(`- ${owner}: ${task}`);
    else expect(live).toContain(`- ${owner}: ${task} (${state})`);
  }
  return live.split('\n').filter((l) => l.startsWith('- '));
}
