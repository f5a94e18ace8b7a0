/**
 * Builds the sharded search index (format in src/retrieval/site-search/searchIndex.ts, words to
 * terms by src/retrieval/site-search/analysis.ts) from the pages' text. Pure: returns file names
 * and contents; index.ts writes them. Unit-tested in tests/unit/search.
 */
import {createHash} from 'node:crypto';
import {analyze, shardKey, tailKey} from '../../retrieval/site-search/analysis';
import {FIELD, FIELD_WEIGHTS, INDEX_VERSION, sectionFile, shardFile, vocabularyFile, type IndexMeta, type IndexedPage, type PageSection, type Shard, type ShardEntry} from '../../retrieval/site-search/searchIndex';

export type SourceSection = {
  /** Heading id; `''` for the text before the first heading. */
  readonly anchor: string;
  readonly heading: string;
  readonly text: string;
};

export type SourcePage = {
  readonly url: string;
  readonly title: string;
  readonly area: string;
  readonly description: string;
  readonly sections: readonly SourceSection[];
  /** Identifiers from the page's code blocks. */
  readonly code: readonly string[];
};

export type BuiltIndex = {
  readonly meta: IndexMeta;
  /** Path relative to the index folder → file content. */
  readonly files: ReadonlyMap<string, string>;
};

/** A short hash of all the index's parts, in every part's name, so a new build never mixes with cached old parts. */
function hashOf(parts: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, content] of [...parts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) hash.update(`${name}\n${content}\n`);
  return hash.digest('hex').slice(0, 10);
}

/** The words of a route ("/docs/rag/vector-databases/postgresql" → "docs rag vector databases postgresql"). */
export function slugWords(url: string): string {
  return url.replace(/[/_-]+/g, ' ').trim();
}

type PagePosting = {count: number; fields: number; sections: Map<number, boolean>};

export function buildIndex(sources: readonly SourcePage[]): BuiltIndex {
  // Part name (with '#' where the index hash goes) → content.
  const parts = new Map<string, string>();
  const postings = new Map<string, Map<number, PagePosting>>();
  const forms = new Map<string, Map<string, number>>();
  const pages: IndexedPage[] = [];
  let totalLength = 0;

  sources.forEach((source, page) => {
    let length = 0;
    const add = (text: string, weight: number, field: number, section: number | null, heading = false) => {
      for (const token of analyze(text)) {
        const byPage = postings.get(token.term) ?? new Map<number, PagePosting>();
        postings.set(token.term, byPage);
        const posting = byPage.get(page) ?? {count: 0, fields: 0, sections: new Map<number, boolean>()};
        byPage.set(page, posting);
        posting.count += weight;
        posting.fields |= field;
        length += weight;
        if (section !== null) posting.sections.set(section, (posting.sections.get(section) ?? false) || heading);
        const seen = forms.get(token.term) ?? new Map<string, number>();
        seen.set(token.form, (seen.get(token.form) ?? 0) + 1);
        forms.set(token.term, seen);
      }
    };
    add(source.title, FIELD_WEIGHTS.title, FIELD.title, null);
    add(slugWords(source.url), FIELD_WEIGHTS.slug, FIELD.slug, null);
    add(source.description, FIELD_WEIGHTS.description, FIELD.description, null);
    source.sections.forEach((section, index) => {
      add(section.heading, FIELD_WEIGHTS.heading, FIELD.heading, index, true);
      add(section.text, FIELD_WEIGHTS.body, FIELD.body, index);
    });
    add(source.code.join(' '), FIELD_WEIGHTS.code, FIELD.code, null);
    totalLength += length;
    // One small file per section: a result fetches only its section.
    const texts = source.sections.map(({anchor, heading, text: body}) => JSON.stringify({anchor, heading, text: body} satisfies PageSection));
    texts.forEach((content, index) => parts.set(sectionFile(page, index, '#'), content));
    pages.push({url: source.url, title: source.title, area: source.area, description: source.description, length, sections: texts.length});
  });

  const byShard = new Map<string, Record<string, ShardEntry>>();
  for (const term of [...postings.keys()].sort()) {
    const flat: number[] = [];
    for (const [page, {count, fields, sections}] of postings.get(term)!) {
      flat.push(page, count, fields, sections.size);
      for (const [section, heading] of sections) flat.push(section * 2 + (heading ? 1 : 0));
    }
    const surface = [...forms.get(term)!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([form]) => form);
    const key = shardKey(term);
    const shard = byShard.get(key) ?? {};
    shard[term] = [flat, surface.length === 1 && surface[0] === term ? [] : surface];
    byShard.set(key, shard);
  }
  for (const [key, shard] of byShard) parts.set(shardFile(key, '#'), JSON.stringify(shard satisfies Shard));
  // Words by ending, for typos in a word's first two letters (searchIndex.ts).
  const byTail = new Map<string, Map<string, Set<string>>>();
  for (const [term, seen] of forms) {
    for (const form of seen.keys()) {
      if (form.length < 4 || /[^a-z]/.test(form)) continue;
      const tail = byTail.get(tailKey(form)) ?? new Map<string, Set<string>>();
      byTail.set(tailKey(form), tail);
      const words = tail.get(shardKey(term)) ?? new Set<string>();
      tail.set(shardKey(term), words.add(form));
    }
  }
  const tails = [...byTail.keys()].sort();
  for (const key of tails) {
    const vocabulary = Object.fromEntries([...byTail.get(key)!].sort(([a], [b]) => (a < b ? -1 : 1)).map(([shard, words]) => [shard, [...words].sort()]));
    parts.set(vocabularyFile(key, '#'), JSON.stringify(vocabulary));
  }
  const hash = hashOf(parts);
  const files = new Map<string, string>();
  for (const [name, content] of parts) files.set(name.replace('#', hash), content);
  const meta: IndexMeta = {
    version: INDEX_VERSION,
    hash,
    pages,
    averageLength: pages.length ? totalLength / pages.length : 0,
    shards: [...byShard.keys()],
    tails,
  };
  files.set('meta.json', JSON.stringify(meta));
  return {meta, files};
}
