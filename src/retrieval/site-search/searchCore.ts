/**
 * The query side of site search, without React or DOM: loading the index on demand, ranking pages
 * and their best section for a query (BM25 over the sharded index of searchIndex.ts, words
 * analysed by analysis.ts), "did you mean" and highlighted excerpts. The UI
 * (src/components/SearchBar: SearchBox, the navbar dialog; the /search page) sits on top.
 *
 * Ranking, in short: every query word that is not a stop word is a slot; a slot matches its stem
 * exactly, the completions of the word being typed (the last one, at lower weight) and, when the
 * word is not in the index at all, index words within an edit distance scaled to its length
 * (a typo). Adjacent words also match their join ("fine tuning" → "finetuning", the index holds
 * "fine-tuning" that way). A page's score is the sum of its best match per slot, scaled by the
 * share of the query it covers (all words first, then partial matches) and by how many of the
 * words meet in one section (proximity). Pages are returned in score order and never regrouped.
 */
import {analyze, editDistance, fold, shardKey, stem, STOP_WORDS, tailKey, typoAllowance, type Token} from './analysis';
import {FIELD, INDEX_DIR, INDEX_VERSION, sectionFile, shardFile, vocabularyFile, type IndexMeta, type PageSection, type Shard, type Vocabulary} from './searchIndex';
import {idf, termScore} from '../bm25Score';
import {markedRuns} from '../tokens';

export type ExcerptPart = {readonly text: string; readonly mark: boolean};

export type SearchHit = {
  /** Where the result leads: the page, or the section (`/page#heading`) that answers the query. */
  readonly url: string;
  /** The page's URL (the section's parent). */
  readonly pageUrl: string;
  readonly title: string;
  /** Heading of the section the result opens, when it opens one. */
  readonly section: string | null;
  readonly area: string;
  readonly excerpt: readonly ExcerptPart[];
};

export type SearchOutcome = {
  readonly query: string;
  /** Number of matching pages (may exceed hits.length, which is capped by the limit). */
  readonly total: number;
  readonly hits: readonly SearchHit[];
  /** The query with likely typos corrected, when some word matched only as a typo. */
  readonly suggestion: string | null;
  /**
   * The last word, still being typed (no space after it), may be unfinished though the full answer
   * fetches sections for it: an index word that longer ones start with ("employ" of "employees"),
   * a word matched only as a typo ("retre", or in a draft any word the index does not hold, whose
   * typo scan the draft leaves to the full answer), or one too short or too common to search yet
   * ("champion n", "how much does an"). The UI waits longer before asking for the full answer.
   */
  readonly mayContinue?: boolean;
};

/** Loads a JSON file of the index; rejects on an HTTP error. */
export type JsonFetcher = (url: string) => Promise<unknown>;

const fetchJson: JsonFetcher = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};

/** The index folder under the base URL. */
export function indexUrl(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${INDEX_DIR}/`;
}

/** The loaded page list plus on-demand, memoised access to term shards and page texts. */
export type SearchIndex = {
  readonly meta: IndexMeta;
  readonly shard: (key: string) => Promise<Shard>;
  readonly section: (page: number, section: number) => Promise<PageSection>;
  /** The index's words ending in `key` (tailKey), by shard: the typo fallback's vocabulary. */
  readonly vocabulary: (key: string) => Promise<Vocabulary>;
  /** A shard already loaded, or undefined (then nothing is fetched). */
  readonly loadedShard?: (key: string) => Shard | undefined;
};

function memo<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => cache.delete(key));
      cache.set(key, value);
    }
    return value;
  };
}

/** An index over already loaded parts (build time, tests, the benchmark). */
export function openIndex(meta: IndexMeta, load: (file: string) => Promise<unknown>): SearchIndex {
  if (meta.version !== INDEX_VERSION || !Array.isArray(meta.pages) || !Array.isArray(meta.shards)) throw new Error('Unexpected search index format');
  const empty: Shard = {};
  const section = memo(async (file: string) => (await load(file)) as PageSection);
  const shards = new Set(meta.shards);
  const tails = new Set(meta.tails ?? []);
  const loaded = new Map<string, Shard>();
  return {
    meta,
    shard: memo(async (key: string) => {
      const shard = shards.has(key) ? ((await load(shardFile(key, meta.hash))) as Shard) : empty;
      loaded.set(key, shard);
      return shard;
    }),
    loadedShard: (key) => loaded.get(key),
    section: (page, index) => section(sectionFile(page, index, meta.hash)),
    vocabulary: memo(async (key: string) => (tails.has(key) ? ((await load(vocabularyFile(key, meta.hash))) as Vocabulary) : {})),
  };
}

let pending: Promise<SearchIndex> | null = null;

/**
 * The index's page list, fetched once, on first use. Nothing search-related is fetched before
 * this runs; the UI calls it when the reader opens search. Shards and texts follow per query.
 */
export function loadIndex(baseUrl: string, load: JsonFetcher = fetchJson): Promise<SearchIndex> {
  if (!pending) {
    const root = indexUrl(baseUrl);
    pending = (async () => openIndex((await load(`${root}meta.json`)) as IndexMeta, (file) => load(`${root}${file}`)))();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Forget the loaded index (tests). */
export function resetIndex(): void {
  pending = null;
}

/** A query word that counts. */
export type Slot = {
  readonly form: string;
  readonly term: string;
  readonly position: number;
  /** The word being typed (last in the query, no space after it): its completions match too. */
  readonly typing: boolean;
  readonly start: number;
  readonly end: number;
  /**
   * Further shards to look for typos in: those of index words that differ from this word in its
   * first two letters (found in the vocabulary by word ending, see typoShards).
   */
  readonly alternates?: readonly string[];
};

/** Adjacent query words written as one ("fine tuning" → "finetun"), or a hyphenated query word whole. */
export type Join = {readonly term: string; readonly slots: readonly number[]; readonly weight?: number};

export type ParsedQuery = {readonly slots: readonly Slot[]; readonly joins: readonly Join[]};

/** The slots and joins of a query. Stop words count only when the query has nothing else. */
export function parseQuery(query: string): ParsedQuery {
  const tokens = analyze(query, true);
  const words = tokens.filter((token) => !token.compound);
  const content = words.filter((token) => !token.stop);
  const kept = (content.length ? content : words.filter((token) => token.form.length > 1)).filter(
    (token, i, all) => all.findIndex((other) => other.term === token.term) === i,
  );
  const typingEnd = /[\p{L}\p{N}]$/u.test(query) ? query.length : -1;
  const slots: Slot[] = kept.map((token) => ({
    form: token.form,
    term: token.term,
    position: token.position,
    typing: token.end === typingEnd,
    start: token.start,
    end: token.end,
  }));
  const joins: Join[] = [];
  const slotAt = (position: number) => slots.findIndex((slot) => slot.position === position);
  for (const token of tokens.filter((t) => t.compound)) {
    const covered = slots.map((slot, i) => (slot.start >= token.start && slot.end <= token.end ? i : -1)).filter((i) => i >= 0);
    if (covered.length) joins.push({term: token.term, slots: covered, ...(token.synonym ? {weight: MATCH_WEIGHT.synonym} : {})});
  }
  // Two to four neighbouring words written as one: "fine tuning" → "finetuning", "human in the loop" → "humanintheloop".
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 2; n <= 4 && i + n <= words.length; n += 1) {
      const span = words.slice(i, i + n);
      if (span[n - 1]!.position !== span[0]!.position + n - 1 || span[0]!.stop || span[n - 1]!.stop) continue;
      const covered = span.map((word) => slotAt(word.position)).filter((index) => index >= 0);
      const term = stem(fold(span.map((word) => word.form).join('')));
      if (covered.length && !joins.some((join) => join.term === term)) joins.push({term, slots: covered});
    }
  }
  return {slots, joins};
}

/** The shard keys a query needs. */
export function queryShards(parsed: ParsedQuery): string[] {
  const keys = new Set<string>();
  for (const slot of parsed.slots) {
    keys.add(shardKey(slot.term));
    keys.add(shardKey(slot.form));
  }
  for (const join of parsed.joins) keys.add(shardKey(join.term));
  return [...keys];
}

/** How much a match counts, by kind. */
const MATCH_WEIGHT = {exact: 1, completion: 0.6, typo1: 0.75, typo2: 0.6, synonym: 0.8} as const;

type Candidate = {readonly term: string; readonly weight: number; readonly postings: readonly number[]; readonly form: string};

type Candidates = {
  candidates: Candidate[];
  correction: string | null;
  /** The word being typed matched nothing exact or as a completion, and a draft left its typo scan to the full answer. */
  typoDeferred?: boolean;
};

/**
 * candidatesFor per slot, cached per index (keyed by the slot's own shard, which stays the same
 * object while the index is loaded): each keystroke ranks the whole query again, and the typo scan
 * of an earlier word ("retreival") over a large shard would otherwise run on every key.
 */
const candidateCache = new WeakMap<Shard, Map<string, Candidates>>();

function cachedCandidates(slot: Slot, shards: ReadonlyMap<string, Shard>, draft = false): Candidates {
  // Only the word being typed defers its typo scan in a draft: the earlier words are settled.
  const deferTypos = draft && slot.typing;
  const own = shards.get(shardKey(slot.term));
  if (!own) return candidatesFor(slot, shards, deferTypos);
  const key = `${slot.term} ${slot.form} ${slot.typing} ${deferTypos} ${(slot.alternates ?? []).join(',')}`;
  let cache = candidateCache.get(own);
  if (!cache) candidateCache.set(own, (cache = new Map()));
  let found = cache.get(key);
  if (!found) {
    if (cache.size > 200) cache.clear();
    cache.set(key, (found = candidatesFor(slot, shards, deferTypos)));
  }
  return found;
}

/**
 * Index terms a slot matches: exact, completions of the word being typed, or typos of an unknown
 * word. With `deferTypos` (a draft's word being typed) an unknown word gets no typo scan: the scan
 * compares the word with every term of its shards (up to a few hundred edit distances, the
 * largest part of a keystroke's ranking while a typo is typed), and the next key changes the word
 * anyway; the full answer after the pause looks for its typos and names "Did you mean".
 */
function candidatesFor(slot: Slot, shards: ReadonlyMap<string, Shard>, deferTypos = false): Candidates {
  const candidates: Candidate[] = [];
  const exact = shards.get(shardKey(slot.term))?.[slot.term];
  if (exact) candidates.push({term: slot.term, weight: MATCH_WEIGHT.exact, postings: exact[0], form: slot.form});
  const seen = new Set([slot.term]);
  const entries = [shardKey(slot.term), shardKey(slot.form), ...(slot.alternates ?? [])]
    .filter((key, i, all) => all.indexOf(key) === i)
    .flatMap((key) => Object.entries(shards.get(key) ?? {}));
  if (slot.typing && slot.form.length >= 2) {
    for (const [term, [postings, forms]] of entries) {
      if (seen.has(term)) continue;
      const surface = forms.length ? forms : [term];
      if (surface.some((form) => form.startsWith(slot.form) && form !== slot.form)) {
        seen.add(term);
        candidates.push({term, weight: MATCH_WEIGHT.completion, postings, form: surface[0]!});
      }
    }
  }
  // A known word, or a word being typed that still has completions (a prefix, not a typo).
  if (exact || candidates.length) return {candidates, correction: null};
  const allowance = typoAllowance(slot.form.length);
  if (!allowance) return {candidates, correction: null};
  if (deferTypos) return {candidates, correction: null, typoDeferred: true};
  let best = allowance + 1;
  let typos: {term: string; postings: readonly number[]; form: string; distance: number}[] = [];
  for (const [term, [postings, forms]] of entries) {
    if (seen.has(term)) continue;
    let distance = allowance + 1;
    let form = '';
    for (const surface of forms.length ? forms : [term]) {
      const d = editDistance(slot.form, surface, allowance);
      if (d < distance) [distance, form] = [d, surface];
    }
    const stemDistance = editDistance(slot.term, term, allowance);
    if (stemDistance < distance) [distance, form] = [stemDistance, forms[0] ?? term];
    if (distance > allowance || distance > best) continue;
    if (distance < best) [best, typos] = [distance, []];
    typos.push({term, postings, form, distance});
  }
  // The most widely used correction names the suggestion.
  typos.sort((a, b) => b.postings.length - a.postings.length);
  for (const typo of typos) candidates.push({term: typo.term, weight: typo.distance === 1 ? MATCH_WEIGHT.typo1 : MATCH_WEIGHT.typo2, postings: typo.postings, form: typo.form});
  return {candidates, correction: typos[0]?.form ?? null};
}

/** What one slot adds to one page: its best match, the sections it occurs in, the terms to highlight. */
type SlotPage = {
  best: number;
  idf: number;
  title: boolean;
  /** Matched index terms, in the order rank() met them. */
  readonly terms: string[];
  /** Per section: [weight for picking the section, weight for the passage, in its heading]. */
  readonly sections: Map<number, [row: number, text: number, heading: boolean]>;
};

/**
 * The part of rank() that depends on one slot alone: its candidates' postings walked once into a
 * score per page (BM25, field bonus, best section). rank() only merges these per slot, so while
 * the reader types the last word, the earlier words are not scored again on every key (their
 * contributions are cached with their candidates, see contribution()).
 */
export type SlotContribution = {
  readonly pages: ReadonlyMap<number, Readonly<SlotPage>>;
  /** The slot's weight in coverage: its best candidate's weight times idf. */
  readonly weight: number;
  readonly correction: string | null;
  /** The slot is the word being typed and only a prefix of index words ("adop"). */
  readonly unfinished: boolean;
  /** The slot is the word being typed, an index word and the start of longer ones ("employ", "employees"). */
  readonly continues: boolean;
};

/** Contributions per index (meta) and candidate set (the same object while the slot's words are the same, see cachedCandidates). */
const contributionCache = new WeakMap<IndexMeta, WeakMap<Candidates, SlotContribution>>();

/** A slot's contribution, remembered for as long as its candidate set is. */
export function contribution(meta: IndexMeta, slot: Slot, shards: ReadonlyMap<string, Shard>, draft = false): SlotContribution {
  const found = cachedCandidates(slot, shards, draft);
  let cache = contributionCache.get(meta);
  if (!cache) contributionCache.set(meta, (cache = new WeakMap()));
  let part = cache.get(found);
  if (!part) cache.set(found, (part = scoreSlot(meta, slot, found)));
  return part;
}

function scoreSlot(meta: IndexMeta, slot: Slot, {candidates, correction, typoDeferred}: Candidates): SlotContribution {
  const total = meta.pages.length;
  const lengthOf = (page: number) => meta.pages[page]?.length ?? meta.averageLength;
  const pages = new Map<number, SlotPage>();
  let weight = 0;
  for (const candidate of candidates) {
    const termIdf = idf(total, countPages(candidate.postings));
    const candidateWeight = candidate.weight * termIdf;
    weight = Math.max(weight, candidateWeight);
    const {postings} = candidate;
    forEachPosting(postings, (page, count, fields, i) => {
      let p = pages.get(page);
      if (!p) pages.set(page, (p = {best: 0, idf: 0, title: false, terms: [], sections: new Map()}));
      const score = candidate.weight * (termScore(termIdf, count, lengthOf(page), meta.averageLength) + termIdf * fieldBonus(fields));
      if (score > p.best) p.best = score;
      p.idf = Math.max(p.idf, candidateWeight);
      p.terms.push(candidate.term);
      if (fields & FIELD.title) p.title = true;
      const sections = postings[i + 3]!;
      for (let k = 0; k < sections; k += 1) {
        const code = postings[i + 4 + k]!;
        const section = code >> 1;
        let entry = p.sections.get(section);
        if (!entry) p.sections.set(section, (entry = [0, 0, false]));
        entry[0] = Math.max(entry[0], candidateWeight * (code & 1 ? 1 + HEADING_BONUS : 1));
        // A heading word may be absent from the text below it: it counts half for the passage.
        entry[1] = Math.max(entry[1], candidateWeight * (code & 1 ? 0.5 : 1));
        if (code & 1) entry[2] = true;
      }
    });
  }
  return {pages, weight, correction, ...slotState(slot, {candidates, correction, typoDeferred})};
}

/** Whether the word being typed is unfinished (a prefix only) or may continue (see SlotContribution). */
function slotState(slot: Slot, {candidates, correction, typoDeferred}: Candidates): {unfinished: boolean; continues: boolean} {
  const exact = candidates.some((candidate) => candidate.term === slot.term);
  const unfinished = slot.typing && candidates.length > 0 && !exact && !correction;
  // A word whose typo scan a draft deferred is unknown so far: most likely still being typed ("retrei").
  const continues = (slot.typing && exact && candidates.some((candidate) => candidate.term !== slot.term) && !correction) || Boolean(typoDeferred);
  return {unfinished, continues};
}

/**
 * What a ranking depends on, as a string: per slot the index terms it matches (with their weights),
 * its correction and whether it is unfinished or may continue, and the joins. Two queries with the
 * same key rank alike, so a key that changes only in what is not searched (case, punctuation, a stop
 * word, a space after a word no longer one starts with) reuses the ranking on screen.
 */
function rankingKey(parsed: ParsedQuery, shards: ReadonlyMap<string, Shard>, draft: boolean): string {
  const parts = parsed.slots.map((slot) => {
    const found = cachedCandidates(slot, shards, draft);
    const {unfinished, continues} = slotState(slot, found);
    const typingCorrection = slot.typing && Boolean(found.correction);
    return `${found.candidates.map((candidate) => `${candidate.term}:${candidate.weight}`).join(',')}|${found.correction ?? ''}|${unfinished}|${continues || typingCorrection}`;
  });
  for (const join of parsed.joins) parts.push(`+${join.term}:${join.slots.join(',')}:${join.weight ?? 1}`);
  return parts.join('\u0000');
}

export type RankedPage = {
  readonly page: number;
  readonly score: number;
  /** Index terms of this page that matched the query (for highlighting), by slot. */
  readonly matched: ReadonlyMap<string, number>;
  /** The section (index into the page's sections) that best matches, headings counted double, or -1. */
  readonly section: number;
  /** The section whose text best matches (for the excerpt of a result that opens the page), or -1. */
  readonly passage: number;
  /** Whether the heading of `section` holds every query word the page matches. */
  readonly headingCovers: boolean;
};

export type Ranking = {
  readonly pages: readonly RankedPage[];
  readonly suggestion: string | null;
  /** Per slot, the word its typo stands for, or null: the suggestion of another query with the same slots. */
  readonly corrections: readonly (string | null)[];
  /** The word being typed is no index word yet, only a prefix of some ("adop"): the reader is mid-word. */
  readonly unfinished: boolean;
  /**
   * The word being typed is an index word that longer ones start with ("employ") or matched only as
   * a typo ("retre" → "retry"): the reader may be mid-word.
   */
  readonly continues: boolean;
};

/** Coverage: a page with part of the query scores this share at least (times its coverage squared). */
const PARTIAL_FLOOR = 0.3;
/** Proximity: extra share when the query's words meet in one section. */
const SECTION_BOOST = 0.25;
/** In picking a page's section, a query word its title holds counts this share (when the title does not hold them all). */
const TITLE_WORD_IN_SECTION = 0.3;
/** A section whose heading holds a query word counts it this much more when picking the section. */
const HEADING_BONUS = 1;

type PageState = {
  best: number[];
  slotIdf: number[];
  sections: Map<number, number[]>;
  texts: Map<number, number[]>;
  /** Per section, the slots its heading holds. */
  headings: Map<number, Set<number>>;
  /** Slots the page's title holds. */
  inTitle: Set<number>;
  matched: Map<string, number>;
  joined: number;
};

/** Ranks pages for a parsed query over the loaded shards. */
export function rank(meta: IndexMeta, shards: ReadonlyMap<string, Shard>, parsed: ParsedQuery, query = '', draft = false): Ranking {
  const total = meta.pages.length;
  const lengthOf = (page: number) => meta.pages[page]?.length ?? meta.averageLength;
  const {slots, joins} = parsed;
  const states = new Map<number, PageState>();
  const state = (page: number) => {
    let s = states.get(page);
    if (!s) {
      s = {best: slots.map(() => 0), slotIdf: slots.map(() => 0), sections: new Map(), texts: new Map(), headings: new Map(), inTitle: new Set(), matched: new Map(), joined: 0};
      states.set(page, s);
    }
    return s;
  };
  const slotWeight = slots.map(() => 0);
  const corrections: (string | null)[] = [];
  let unfinished = false;
  let continues = false;
  const markSections = (s: PageState, postings: readonly number[], i: number, slotIndexes: readonly number[], weight: number) => {
    const count = postings[i + 3]!;
    for (let k = 0; k < count; k += 1) {
      const code = postings[i + 4 + k]!;
      const section = code >> 1;
      const row = s.sections.get(section) ?? slots.map(() => 0);
      const text = s.texts.get(section) ?? slots.map(() => 0);
      for (const slot of slotIndexes) {
        row[slot] = Math.max(row[slot]!, weight * (code & 1 ? 1 + HEADING_BONUS : 1));
        // A heading word may be absent from the text below it: it counts half for the passage.
        text[slot] = Math.max(text[slot]!, weight * (code & 1 ? 0.5 : 1));
      }
      s.sections.set(section, row);
      s.texts.set(section, text);
      if (code & 1) {
        const heading = s.headings.get(section) ?? new Set<number>();
        for (const slot of slotIndexes) heading.add(slot);
        s.headings.set(section, heading);
      }
    }
  };
  slots.forEach((slot, index) => {
    const part = contribution(meta, slot, shards, draft);
    corrections.push(part.correction);
    if (part.unfinished) unfinished = true;
    if (part.continues || (slot.typing && part.correction)) continues = true;
    slotWeight[index] = part.weight;
    for (const [page, p] of part.pages) {
      const s = state(page);
      s.best[index] = p.best;
      s.slotIdf[index] = p.idf;
      for (const term of p.terms) s.matched.set(term, index);
      if (p.title) s.inTitle.add(index);
      for (const [section, [inRow, inText, inHeading]] of p.sections) {
        const row = s.sections.get(section) ?? slots.map(() => 0);
        const text = s.texts.get(section) ?? slots.map(() => 0);
        row[index] = Math.max(row[index]!, inRow);
        text[index] = Math.max(text[index]!, inText);
        s.sections.set(section, row);
        s.texts.set(section, text);
        if (inHeading) {
          const heading = s.headings.get(section) ?? new Set<number>();
          heading.add(index);
          s.headings.set(section, heading);
        }
      }
    }
  });
  for (const join of joins) {
    if (join.slots.length < 2 && slots[join.slots[0]!]?.term === join.term) continue;
    const entry = shards.get(shardKey(join.term))?.[join.term];
    if (!entry) continue;
    const weight = join.weight ?? 1;
    const termIdf = idf(total, countPages(entry[0]));
    for (const slot of join.slots) slotWeight[slot] = Math.max(slotWeight[slot]!, weight * termIdf);
    forEachPosting(entry[0], (page, count, fields, i) => {
      const s = state(page);
      s.joined += weight * (termScore(termIdf, count, lengthOf(page), meta.averageLength) + termIdf * fieldBonus(fields));
      for (const slot of join.slots) s.slotIdf[slot] = Math.max(s.slotIdf[slot]!, weight * termIdf);
      s.matched.set(join.term, join.slots[0]!);
      if (fields & FIELD.title) for (const slot of join.slots) s.inTitle.add(slot);
      markSections(s, entry[0], i, join.slots, weight * termIdf);
    });
  }
  const totalWeight = slotWeight.reduce((sum, weight) => sum + weight, 0);
  const ranked: RankedPage[] = [];
  for (const [page, s] of states) {
    const covered = s.slotIdf.reduce((sum, weight, i) => sum + (weight > 0 ? slotWeight[i]! : 0), 0);
    const coverage = totalWeight ? covered / totalWeight : 0;
    // The title already answers for its words: the section is chosen by the others ("readiness
    // assessment timeline" opens the assessment page's timeline section, not its introduction).
    const matchedSlots = s.slotIdf.filter((weight) => weight > 0).length;
    const titleShare = s.inTitle.size && s.inTitle.size < matchedSlots ? slots.map((_, i) => (s.inTitle.has(i) ? TITLE_WORD_IN_SECTION : 1)) : undefined;
    const bestSection = bestOf(s.sections, titleShare);
    const proximity = slots.length > 1 && totalWeight ? Math.min(1, (s.sections.get(bestSection) ?? []).reduce((sum, w, i) => sum + (w > 0 ? slotWeight[i]! : 0), 0) / totalWeight) : 0;
    const base = s.best.reduce((sum, score) => sum + score, 0) + s.joined;
    const score = base * (PARTIAL_FLOOR + (1 - PARTIAL_FLOOR) * coverage * coverage) * (1 + SECTION_BOOST * proximity);
    const inHeading = s.headings.get(bestSection)?.size ?? 0;
    const headingCovers = inHeading > 0 && inHeading >= s.slotIdf.filter((weight) => weight > 0).length;
    ranked.push({page, score, matched: s.matched, section: bestSection, passage: bestOf(s.texts), headingCovers});
  }
  ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  const suggestion = corrections.some(Boolean) ? suggest(query, slots, corrections) : null;
  return {pages: ranked, suggestion, corrections, unfinished, continues};
}

/** The section with the highest sum of weights (the first on a tie), or -1. */
function bestOf(sections: ReadonlyMap<number, readonly number[]>, share?: readonly number[]): number {
  let best = -1;
  let bestScore = 0;
  for (const [section, row] of sections) {
    // A plain loop (the same sum in the same order as a reduce): rank() calls this twice for every
    // matching page on every keystroke.
    let value = 0;
    for (let i = 0; i < row.length; i += 1) value += row[i]! * (share?.[i] ?? 1);
    if (value > bestScore || (value === bestScore && section < best)) [best, bestScore] = [section, value];
  }
  return best;
}

function forEachPosting(postings: readonly number[], visit: (page: number, count: number, fields: number, at: number) => void): void {
  for (let i = 0; i < postings.length; i += 4 + postings[i + 3]!) visit(postings[i]!, postings[i + 1]!, postings[i + 2]!, i);
}

/**
 * Added to a term's BM25 score (times its idf) for each field it occurs in, after saturation, so a
 * word in the title or the URL outranks the same word repeated in a long body.
 */
const FIELD_BONUS = {title: 2, slug: 0.75, description: 0.5} as const;

function fieldBonus(fields: number): number {
  return (fields & FIELD.title ? FIELD_BONUS.title : 0) + (fields & FIELD.slug ? FIELD_BONUS.slug : 0) + (fields & FIELD.description ? FIELD_BONUS.description : 0);
}

function countPages(postings: readonly number[]): number {
  let n = 0;
  forEachPosting(postings, () => {
    n += 1;
  });
  return n;
}

/** The query with each corrected word replaced, the rest as typed. */
function suggest(query: string, slots: readonly Slot[], corrections: readonly (string | null)[]): string {
  let out = '';
  let cursor = 0;
  slots.forEach((slot, i) => {
    const correction = corrections[i];
    if (!correction) return;
    out += query.slice(cursor, slot.start) + correction;
    cursor = slot.end;
  });
  return out + query.slice(cursor);
}

/** How many analysed texts (section texts, descriptions, titles) the excerpt cutter keeps. */
const ANALYZED_TEXTS = 256;

type AnalyzedText = {readonly words: readonly Token[]; readonly compounds: readonly Token[]};

/** The analysed texts, least recently used first (a Map keeps insertion order). */
const analyzedTexts = new Map<string, AnalyzedText>();

/**
 * `analyze(text)` split into words and compounds, remembered for the last ANALYZED_TEXTS texts:
 * each keystroke cuts the excerpts of the same descriptions and sections again, and stemming
 * their words (Porter2 per word) was most of the cutter's time. Tokens depend on the text only,
 * never on the query, so a remembered analysis gives the same excerpt as a fresh one.
 */
export function analyzedText(text: string): AnalyzedText {
  let found = analyzedTexts.get(text);
  if (found) {
    analyzedTexts.delete(text);
  } else {
    const all = analyze(text);
    found = {words: all.filter((token) => !token.compound), compounds: all.filter((token) => token.compound)};
    if (analyzedTexts.size >= ANALYZED_TEXTS) analyzedTexts.delete(analyzedTexts.keys().next().value!);
  }
  analyzedTexts.set(text, found);
  return found;
}

/** Forget the analysed texts and the excerpts cut from them (tests). */
export function clearAnalyzedTexts(): void {
  analyzedTexts.clear();
  cutExcerpts.clear();
}

/** Words an excerpt spans. */
const EXCERPT_WORDS = 24;

/**
 * The passage of `text` that holds the most distinct query slots (then the most matches), cut at
 * word boundaries, matched words marked. Without a match: the start of the text.
 */
export function excerptFor(text: string, matched: ReadonlyMap<string, number>, size = EXCERPT_WORDS): readonly ExcerptPart[] {
  let key = `${size}`;
  for (const [term, slot] of matched) key += `\u0000${term}\u0001${slot}`;
  key += `\u0002${text}`;
  let found = cutExcerpts.get(key);
  if (found) {
    cutExcerpts.delete(key);
  } else {
    found = cutExcerpt(text, matched, size);
    if (cutExcerpts.size >= ANALYZED_TEXTS) cutExcerpts.delete(cutExcerpts.keys().next().value!);
  }
  cutExcerpts.set(key, found);
  return found;
}

/**
 * Excerpts already cut, by size, matched terms (with their slots: they decide the window) and
 * text, least recently used first: while the reader types, a result that stays on screen with the
 * same matched terms keeps its excerpt (the same array, so its row is not drawn again), and a key
 * that changes nothing searchable cuts none.
 */
const cutExcerpts = new Map<string, readonly ExcerptPart[]>();

function cutExcerpt(text: string, matched: ReadonlyMap<string, number>, size: number): ExcerptPart[] {
  const {words, compounds} = analyzedText(text);
  if (!words.length) return text ? [{text, mark: false}] : [];
  const slotOf = (token: Token) => matched.get(token.term);
  const compoundHits = compounds.filter((token) => matched.has(token.term));
  let best = 0;
  let bestDistinct = -1;
  let bestCount = -1;
  for (let i = 0; i < words.length; i += 1) {
    if (i > 0 && slotOf(words[i]!) === undefined && !compoundHits.some((c) => c.start === words[i]!.start)) continue;
    const window = words.slice(i, i + size);
    const from = window[0]!.start;
    const to = window[window.length - 1]!.end;
    const hits = [...window.filter((token) => slotOf(token) !== undefined), ...compoundHits.filter((c) => c.start >= from && c.end <= to)];
    const distinct = new Set(hits.map((token) => matched.get(token.term))).size;
    if (distinct > bestDistinct || (distinct === bestDistinct && hits.length > bestCount)) [best, bestDistinct, bestCount] = [i, distinct, hits.length];
  }
  const start = Math.max(0, Math.min(best - 3, words.length - size));
  const last = Math.min(start + size, words.length) - 1;
  const from = start === 0 ? 0 : words[start]!.start;
  const to = last === words.length - 1 ? text.length : words[last]!.end;
  const marks: Token[] = [];
  for (const token of [...words.slice(start, last + 1).filter((t) => slotOf(t) !== undefined), ...compoundHits.filter((c) => c.start >= from && c.end <= to)]) {
    if (!marks.some((mark) => mark.start < token.end && token.start < mark.end)) marks.push(token);
  }
  marks.sort((a, b) => a.start - b.start);
  return [
    ...(from > 0 ? [{text: '… ', mark: false}] : []),
    ...markedRuns(text, marks, from, to),
    ...(to < text.length ? [{text: ' …', mark: false}] : []),
  ];
}

/** How many results get an excerpt and a section from their page text; the rest show their description. */
const TEXT_EXCERPTS = 10;

/** Whether the page's title holds every matched query slot (then the result opens the page, not a section). */
function titleCovers(title: string, matched: ReadonlyMap<string, number>, slots: number): boolean {
  const {words, compounds} = analyzedText(title);
  const inTitle = new Set([...words, ...compounds].map((token) => matched.get(token.term)).filter((slot) => slot !== undefined));
  const slotsMatched = new Set(matched.values()).size;
  return inTitle.size >= Math.max(1, Math.min(slots, slotsMatched));
}

export type SearchOptions = {
  /**
   * A draft shown while the reader types: no section is fetched (results open their page and
   * show their description), and a word being typed that may still become a stop word ("ho",
   * "doe") is left out, so its shard is not fetched for nothing.
   */
  readonly draft?: boolean;
  /**
   * Aborted when the query is superseded (the reader typed on): the run stops at its next step
   * (after the shards, after ranking, between excerpts) with an AbortError, fetches nothing more
   * and builds no excerpt for a query nobody will see. Parts already requested still land in the
   * index's cache, where the next query usually wants them.
   */
  readonly signal?: AbortSignal;
  /**
   * Called between excerpts of a full answer, and between the words of a ranking once a slice of
   * work has run past SLICE_BUDGET_MS, so a keystroke can be handled in between (the browser
   * passes `scheduler.yield` or a macrotask); none by default (all in one go).
   */
  readonly yieldToMain?: () => Promise<void>;
  /** The slice of work before a yield (ms); SLICE_BUDGET_MS by default. */
  readonly sliceBudgetMs?: number;
};

/**
 * The work a search does in one go before it yields (ms, measured with performance.now()): a
 * keystroke's task stays short, so the next key is handled at once even at 4× CPU throttling.
 */
export const SLICE_BUDGET_MS = 8;

/** Whether a word being typed may still turn into a stop word. */
function mayBecomeStopWord(form: string): boolean {
  for (const stop of STOP_WORDS) if (stop.length > form.length && stop.startsWith(form)) return true;
  return false;
}

/**
 * Starts loading (without waiting for it or ranking with it) the shard of a word being typed that
 * a draft leaves out because it may still become a stop word, when its first two letters (which
 * fix its shard) are typed and are not a stop word already: "co" (on the way to "could" or to
 * "cost") asks for t/co, "in", "to" or "as" (read as whole words most of the time) and three or
 * more letters ("doe", "cou": most likely the stop word) ask for nothing. Otherwise a short word
 * requested its shard one key before the last ("cos" for t/co, 11.5 KB, the largest shard), and
 * under load the draft of the finished query ("… assessment cost") waited 136–359 ms for it.
 */
function prefetchTypingShards(index: SearchIndex, typing: Slot): void {
  if (typing.form.length !== 2 || STOP_WORDS.has(typing.form)) return;
  for (const key of new Set([shardKey(typing.term), shardKey(typing.form)])) index.shard(key).catch(() => undefined);
}

function stopIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('Superseded query', 'AbortError');
}

/** Whether an error is the one runSearch stops with when its signal is aborted. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Slots that match nothing in their own shards (not a word of the index, no typo of one there) get
 * as alternates the shards of index words that end alike and lie within the word's typo allowance:
 * a typo in the first two letters ("rtrieval", "etrieval") moves a word to another shard.
 */
async function withTypoShards(index: SearchIndex, parsed: ParsedQuery, shards: Map<string, Shard>, draft: boolean): Promise<{parsed: ParsedQuery; skipped: boolean}> {
  const lost = parsed.slots.map((slot) => (!typoAllowance(slot.form.length) || /[^a-z]/.test(slot.form) || cachedCandidates(slot, shards, draft).candidates.length ? null : slot));
  // A draft leaves out the word being typed: it changes with the next key. Its ranking, without
  // that word's typos, is then not the full answer's to reuse.
  const skipped = draft && (lost.some((slot) => slot?.typing) || parsed.slots.some((slot) => slot.typing && cachedCandidates(slot, shards, true).typoDeferred));
  if (skipped) lost.forEach((slot, i) => slot?.typing && (lost[i] = null));
  if (!lost.some(Boolean)) return {parsed, skipped};
  const slots = await Promise.all(
    parsed.slots.map(async (slot, i) => {
      if (!lost[i]) return slot;
      const allowance = typoAllowance(slot.form.length);
      const own = [shardKey(slot.term), shardKey(slot.form)];
      const vocabulary = await index.vocabulary(tailKey(slot.form));
      const alternates = Object.entries(vocabulary)
        .filter(([key, words]) => !own.includes(key) && words.some((word) => editDistance(slot.form, word, allowance) <= allowance))
        .map(([key]) => key);
      return alternates.length ? {...slot, alternates} : slot;
    }),
  );
  const extra = [...new Set(slots.flatMap((slot) => slot.alternates ?? []))].filter((key) => !shards.has(key));
  const loaded = await Promise.all(extra.map((key) => index.shard(key)));
  extra.forEach((key, i) => shards.set(key, loaded[i]!));
  return {parsed: {...parsed, slots}, skipped};
}

/**
 * A User Timing measure (`search:shards`, `search:rank`, `search:excerpt`) from `start`, so a
 * profile or scripts/bench-search-browser.mts can tell where a query's time goes.
 */
function measure(name: string, start: number): void {
  performance.measure(name, {start, end: performance.now()});
}

/** The last ranking per index: the full answer after a pause reuses its draft's ranking. */
const lastRanking = new WeakMap<SearchIndex, {key: string; ranking: Ranking}>();

/** Runs one query: fetches the shards its words need, then the sections of the first results. */
export async function runSearch(index: SearchIndex, query: string, limit: number, {draft = false, signal, yieldToMain, sliceBudgetMs = SLICE_BUDGET_MS}: SearchOptions = {}): Promise<SearchOutcome> {
  let parsed = parseQuery(query);
  const typing = parsed.slots.find((slot) => slot.typing);
  if (draft && typing && mayBecomeStopWord(typing.form)) {
    parsed = parseQuery(query.slice(0, typing.start));
    prefetchTypingShards(index, typing);
  }
  // The last word is not searched (yet): too short, a stop word, or one a draft leaves out.
  const typingLeftOut = !/\s$/.test(query) && (!typing || !parsed.slots.includes(typing));
  if (!parsed.slots.length) return {query, total: 0, hits: [], suggestion: null};
  let keys = queryShards(parsed);
  // A draft does not wait for a shard that only a join or synonym needs ("cost" → "price"): it
  // starts loading it for the full answer and draws without it.
  let partial = false;
  if (draft && index.loadedShard) {
    const needed = new Set(queryShards({slots: parsed.slots, joins: []}));
    const optional = keys.filter((k) => !needed.has(k) && !index.loadedShard!(k));
    for (const k of optional) index.shard(k).catch(() => undefined);
    partial = optional.length > 0;
    keys = keys.filter((k) => !optional.includes(k));
  }
  let start = performance.now();
  const loaded = await Promise.all(keys.map((k) => index.shard(k)));
  stopIfAborted(signal);
  const shards = new Map(keys.map((k, i) => [k, loaded[i]!]));
  const typos = await withTypoShards(index, parsed, shards, draft);
  stopIfAborted(signal);
  measure('search:shards', start);
  // The words' candidates are cached, so the key costs a lookup per word: a query whose searchable
  // part is unchanged ("Cost", "cost?", "cost for") reuses the last ranking, and ranks nothing.
  const key = rankingKey(typos.parsed, shards, draft);
  let cached = lastRanking.get(index);
  if (cached?.key !== key) {
    // Score the words one by one, yielding when the slice runs past its budget: a word scored
    // at an earlier key costs nothing (cached), the one being typed is new.
    if (yieldToMain) {
      let slice = performance.now();
      for (const slot of typos.parsed.slots) {
        if (performance.now() - slice > sliceBudgetMs) {
          await yieldToMain();
          stopIfAborted(signal);
          slice = performance.now();
        }
        contribution(index.meta, slot, shards, draft);
      }
      if (performance.now() - slice > sliceBudgetMs) {
        await yieldToMain();
        stopIfAborted(signal);
      }
    }
    start = performance.now();
    cached = {key, ranking: rank(index.meta, shards, typos.parsed, query, draft)};
    measure('search:rank', start);
    // A draft that left a typo fallback or a join's shard out is not reused by the full answer.
    if (!typos.skipped && !partial) lastRanking.set(index, cached);
  }
  parsed = typos.parsed;
  const {pages: ranked, corrections} = cached.ranking;
  // Named in this query's own words (its case, punctuation and stop words kept).
  const suggestion = corrections.some(Boolean) ? suggest(query, parsed.slots, corrections) : null;
  const shown = ranked.slice(0, limit);
  // A result opens its best section, unless the page's title holds the query and no heading does
  // ("champion network" opens the champions page; "backpropagation" its Backpropagation section).
  const opens = shown.map((hit) => hit.headingCovers || !titleCovers(index.meta.pages[hit.page]!.title, hit.matched, parsed.slots.length));
  // A word still being typed (a prefix of index words, not one itself): the reader has not
  // finished, so the sections are left for the finished query.
  const unfinished = cached.ranking.unfinished;
  // A result that opens a section shows that section; one that opens the page, its best passage.
  const fetched = await Promise.all(
    shown.slice(0, draft || unfinished ? 0 : TEXT_EXCERPTS).map((hit, i) => {
      const section = opens[i] ? hit.section : hit.passage;
      return section >= 0 ? index.section(hit.page, section) : undefined;
    }),
  );
  stopIfAborted(signal);
  const hits: SearchHit[] = [];
  // One measure per run of excerpts without a yield between them (a draft's all go in one), not
  // one per result: each performance.measure is work in the keystroke's task too.
  let excerpts = performance.now();
  for (const [i, hit] of shown.entries()) {
    const page = index.meta.pages[hit.page]!;
    const section = fetched[i];
    const opensSection = opens[i] && section !== undefined && section.anchor !== '';
    if (section?.text && yieldToMain) {
      measure('search:excerpt', excerpts);
      await yieldToMain();
      stopIfAborted(signal);
      excerpts = performance.now();
    }
    const excerpt = section?.text ? excerptFor(section.text, hit.matched) : excerptFor(page.description, hit.matched, Infinity);
    hits.push({
      url: opensSection ? `${page.url}#${section.anchor}` : page.url,
      pageUrl: page.url,
      title: page.title,
      section: opensSection ? section.heading : null,
      area: page.area,
      excerpt,
    });
  }
  measure('search:excerpt', excerpts);
  return {query, total: ranked.length, hits, suggestion, mayContinue: typingLeftOut || cached.ranking.continues};
}
