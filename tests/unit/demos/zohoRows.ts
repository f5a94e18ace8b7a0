/**
 * The row check the Zoho Copilot unit files of session 45 share (s45z, s45z-words, s45z2): a question read on a
 * fixed day as "<record ids> (<Read as>) [<years assumed>] notes: <notes>", or "refused: <message>", and the rows
 * whose reading does not start with the wanted text or lacks one of the wanted pieces.
 */
import {parseQuestion, readAs, runQuery} from '@site/src/demos/zoho-copilot/coql';

export const TODAY = '2026-11-27';

export function read(q: string, today = TODAY): string {
  const r = parseQuestion(q, today);
  if (!r.ok) return `refused: ${r.error}`;
  return `${runQuery(r.query).map((x) => String(x.id)).join(' ')} (${readAs(r.query)}) [${(r.query.assumed ?? []).join(' / ')}] notes: ${(r.notes ?? []).join(' / ')}`;
}

export function wrongRows(rows: ReadonlyArray<readonly [string, string, readonly string[]]>): string[] {
  return rows
    .map(([q, want, texts]) => [q, read(q), want, texts] as const)
    .filter(([, got, want, texts]) => !got.startsWith(want) || texts.some((t) => !got.includes(t)))
    .map(([q, got, want, texts]) => `${q} => ${got}   WANTED ${want} with ${texts.join(' | ')}`);
}
