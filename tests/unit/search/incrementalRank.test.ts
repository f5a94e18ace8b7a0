/**
 * The ranking is incremental: each query word's scores (its candidates' postings walked into a
 * score per page, see `contribution` in searchCore.ts) are cached between keystrokes, so typing
 * the last word does not score the earlier ones again. This checks that it changes no result:
 * the queries of the query sets are typed key by key into one index (caches warm from the earlier
 * keys, as in the search box: a draft per key, the full answer at each pause) and every answer
 * must equal the one a freshly opened index gives for the same text (no cache at all: the
 * non-incremental path; the same shards loaded, as a draft draws without one not loaded yet). A contribution cached under too loose a key (say, without whether the
 * word is still being typed) makes answers differ here.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, type SourcePage} from '@site/src/plugins/search/buildIndex';
import {openIndex, runSearch, type SearchOutcome} from '@site/src/retrieval/site-search/searchCore';
import type {QueryCase} from './quality';

const read = <T,>(path: string) => JSON.parse(readFileSync(join(__dirname, path), 'utf8')) as T;
const {meta, files} = buildIndex(read<SourcePage[]>('fixtures/site-pages.json'));
/** Every load parses the file again: a fresh index shares no shard (so no cached candidate or score) with another. */
const open = () => openIndex(meta, async (file) => JSON.parse(files.get(file)!));
// Every other tuning query and the whole held-out set (all of them took over a minute on a busy machine).
const queries = [...read<QueryCase[]>('queries/tuning.json').filter((_, i) => i % 2 === 0), ...read<QueryCase[]>('queries/held-out.json')].map((q) => q.query);

/** Pages and their order, sections, excerpts and suggestion: all a reader sees, for the first 30 results. */
const seen = (outcome: SearchOutcome) => JSON.stringify(outcome);

describe('incremental ranking', {timeout: 180_000}, () => {
  it('gives every keystroke of every query the answer a fresh index gives', async () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    const typed = open();
    let compared = 0;
    const differences: string[] = [];
    for (const query of queries) {
      for (let end = 1; end <= query.length; end += 1) {
        const text = query.slice(0, end);
        // A draft on every key; the full answer where a reader pauses (after a word, at the end).
        const runs = end === query.length || query[end] === ' ' ? [true, false] : [true];
        for (const draft of runs) {
          // Taken before the run: a draft starts loading the shards it draws without.
          const loaded = meta.shards.filter((key) => typed.loadedShard?.(key));
          const incremental = await runSearch(typed, text, 30, {draft});
          // A draft does not wait for a shard only a join or synonym needs: the fresh index holds the same shards.
          const reference = open();
          await Promise.all(loaded.map((key) => reference.shard(key)));
          const fresh = await runSearch(reference, text, 30, {draft});
          compared += 1;
          if (seen(incremental) !== seen(fresh)) differences.push(`${draft ? 'draft' : 'full'} “${text}”`);
        }
      }
    }
    expect(compared).toBeGreaterThan(1500);
    expect(differences).toEqual([]);
  });
});
