/** Minimal shape of a key event, so the rule is testable without a DOM. */
export type ShortcutEvent = {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
};

/** True when the reader is typing somewhere (then `/` is a character, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as {tagName?: unknown}).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable === true;
}

/** `/` outside text fields, or Ctrl-K / Cmd-K anywhere, opens search. */
export function isShortcut(event: ShortcutEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}
