/**
 * Search UI logic without React: labelling runs of results by area (rank order kept), moving the highlighted option with the
 * keyboard, and the sentence a screen reader hears. Ranking and excerpts are in
 * src/retrieval/site-search/searchCore.ts.
 */
import type {ExcerptPart, SearchHit, SearchOutcome} from '@site/src/retrieval/site-search/searchCore';

export type AreaGroup = {readonly area: string; readonly hits: readonly SearchHit[]};

/**
 * Results in rank order, neighbours of one area under one label. An area may appear again further
 * down: grouping never moves a better result below a worse one.
 */
export function groupByArea(hits: readonly SearchHit[]): AreaGroup[] {
  const groups: {area: string; hits: SearchHit[]}[] = [];
  for (const hit of hits) {
    const last = groups[groups.length - 1];
    if (last && last.area === hit.area) last.hits.push(hit);
    else groups.push({area: hit.area, hits: [hit]});
  }
  return groups;
}

/** The next highlighted option for a key press in the combobox (-1: none highlighted). */
export function nextActiveIndex(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}

/** The sentence a screen reader hears after a search (SearchBox adds the correction of a likely typo). */
export function resultAnnouncement(outcome: SearchOutcome | null, loading: boolean): string {
  if (loading) return 'Searching…';
  if (!outcome || !outcome.query.trim()) return '';
  if (outcome.total === 0) return `No results for “${outcome.query}”.`;
  const shown = outcome.hits.length < outcome.total ? `, showing the first ${outcome.hits.length}` : '';
  return `${outcome.total} ${outcome.total === 1 ? 'result' : 'results'} for “${outcome.query}”${shown}.`;
}

function sameExcerpt(a: readonly ExcerptPart[], b: readonly ExcerptPart[]): boolean {
  return a === b || (a.length === b.length && a.every((part, i) => part.text === b[i]!.text && part.mark === b[i]!.mark));
}

/** Whether two hits draw the same row. */
export function sameHit(a: SearchHit, b: SearchHit): boolean {
  return a === b || (a.url === b.url && a.pageUrl === b.pageUrl && a.title === b.title && a.section === b.section && a.area === b.area && sameExcerpt(a.excerpt, b.excerpt));
}

/**
 * `next` with every hit that draws the same row as the one shown in its place (same URL) replaced
 * by the shown object, and the shown outcome itself when nothing differs: the result rows are
 * memoised by their hit, so a keystroke whose results equal what is on screen re-renders no row,
 * and one that changes one row re-renders only that row.
 */
export function keepUnchanged(shown: SearchOutcome | null, next: SearchOutcome): SearchOutcome {
  if (!shown) return next;
  const byUrl = new Map(shown.hits.map((hit) => [hit.url, hit]));
  let changed = next.hits.length !== shown.hits.length;
  const hits = next.hits.map((hit, i) => {
    const before = byUrl.get(hit.url);
    const kept = before && sameHit(before, hit) ? before : hit;
    if (kept !== shown.hits[i]) changed = true;
    return kept;
  });
  if (!changed && next.query === shown.query && next.total === shown.total && next.suggestion === shown.suggestion) return shown;
  return {...next, hits: changed ? hits : shown.hits};
}
