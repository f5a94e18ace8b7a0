/** Simple Chat conversation state, kept in sessionStorage (never the model key). */
export type ChatSource = {title: string; url?: string};
export type ChatTurn = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: 'done' | 'streaming' | 'error' | 'stopped';
  error?: string;
};

export const STORAGE_KEY = 'cap-demo:simple-chat:v1';
export const MAX_MESSAGE_CHARS = 4000;

export function loadTurns(key = STORAGE_KEY): ChatTurn[] {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((t): t is ChatTurn => !!t && typeof t === 'object' && typeof (t as ChatTurn).content === 'string' && ((t as ChatTurn).role === 'user' || (t as ChatTurn).role === 'assistant'))
      .map((t) => (t.status === 'streaming' ? {...t, status: 'stopped'} : t));
  } catch {
    return [];
  }
}

export function saveTurns(turns: readonly ChatTurn[], key = STORAGE_KEY): void {
  try {
    if (turns.length) sessionStorage.setItem(key, JSON.stringify(turns));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the conversation still works for this page view.
  }
}

/** The offline reply: the best guide passages as a Markdown list with links. */
export function offlineReply(hits: ReadonlyArray<{passage: {text: string; source: string; heading?: string; url?: string}}>): string {
  if (hits.length === 0) {
    return 'Offline mode: I found nothing in the guide that matches those words. Try different words, or configure a model in the panel above.';
  }
  const items = hits.map((hit, i) => {
    const {passage} = hit;
    const where = passage.heading ? `${passage.source} › ${passage.heading}` : passage.source;
    const snippet = passage.text.length > 300 ? `${passage.text.slice(0, 300).replace(/\s+\S*$/, '')}…` : passage.text;
    const label = passage.url ? `[${where.replace(/[[\]]/g, '')}](${passage.url})` : where;
    return `${i + 1}. **${label}**: ${snippet.replace(/\s+/g, ' ')}`;
  });
  return `Offline mode (retrieval only, nothing generated). The guide passages that best match your message:\n\n${items.join('\n')}`;
}
