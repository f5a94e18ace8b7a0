/**
 * u31a F8 (issue 28): a table wider than its box hid its right-hand columns with no sign that they exist; with overlay
 * scrollbars (phones, macOS, Chromium here) nothing showed until the reader happened to swipe. The columns out of view
 * are worked out from where each header cell lies, so a note can name them and the cut edge can fade.
 */
export type Span = {name: string; from: number; to: number};
export type OutOfView = {left: string[]; right: string[]};

/** The columns not wholly inside the visible stretch [from, to) of the table (in table pixels); 1 px of rounding allowed. */
export function outOfView(view: {from: number; to: number}, columns: readonly Span[]): OutOfView {
  // Brief 48z F5 (u32b): a column as wide as the box or wider is never wholly inside it; filling (nine tenths of) the box,
  // it is the column on screen, never one "to the left" or "to the right". At 360 px the tester's last column was 272 px
  // in a 260 px box and, scrolled to the end, 258 px of it showed (the table ends 2 px short of the scroll width).
  const width = view.to - view.from;
  const shown = (c: Span) => Math.min(c.to, view.to) - Math.max(c.from, view.from);
  const onScreen = (c: Span) => (c.from >= view.from - 1 && c.to <= view.to + 1) || (c.to - c.from >= width - 1 && shown(c) >= 0.9 * width);
  return {
    left: columns.filter((c) => !onScreen(c) && c.from < view.from - 1).map((c) => c.name),
    right: columns.filter((c) => !onScreen(c) && c.to > view.to + 1 && c.from >= view.from - 1).map((c) => c.name),
  };
}

const columns = (n: number) => `${n} more column${n === 1 ? '' : 's'}`;

/** The note above the table, or null when every column is in view. */
export function scrollNote(hidden: OutOfView): string | null {
  const {left, right} = hidden;
  if (!left.length && !right.length) return null;
  if (!left.length) return `${columns(right.length)} to the right: ${right.join(', ')}. Scroll the table sideways to see ${right.length === 1 ? 'it' : 'them'}.`;
  if (!right.length) return `${columns(left.length)} to the left: ${left.join(', ')}. Scroll the table back to see ${left.length === 1 ? 'it' : 'them'}.`;
  return `${left.length + right.length} columns out of view: ${left.length} to the left (${left.join(', ')}) and ${right.length} to the right (${right.join(', ')}). Scroll the table sideways to see them.`;
}
