import {afterEach, describe, expect, it, vi} from 'vitest';
import porter2 from 'wink-porter2-stemmer';
import {analyze, editDistance, fold, shardKey, stem, STEM_EXCEPTIONS, SYNONYMS, tailKey, typoAllowance} from '@site/src/retrieval/site-search/analysis';
import {excerptFor, indexUrl, isAbort, loadIndex, openIndex, parseQuery, resetIndex, runSearch, type SearchHit} from '@site/src/retrieval/site-search/searchCore';
import {groupByArea, nextActiveIndex, resultAnnouncement} from '@site/src/components/SearchBar/results';
import {isShortcut} from '@site/src/components/SearchBar/shortcut';
import {buildIndex, type SourcePage} from '@site/src/plugins/search/buildIndex';

const source = (url: string, title: string, sections: [string, string, string][], code: string[] = []): SourcePage => ({
  url,
  title,
  area: url.startsWith('/blog') ? 'Blog' : url.startsWith('/services') ? 'Services' : 'Action Plan',
  description: `About ${title.toLowerCase()}.`,
  sections: sections.map(([anchor, heading, text]) => ({anchor, heading, text})),
  code,
});

const PAGES = [
  source('/action-plan/champions', 'Building an AI champion network', [
    ['', '', 'Champions spread practical habits. Each champion runs clinics for their team every week.'],
    ['selecting-champions', 'Selecting champions', 'Pick people their peers already ask for help.'],
  ]),
  source('/action-plan/change', 'Change management for AI adoption', [
    ['', '', 'People adopt tools they trust. Adoption follows clear answers about jobs.'],
    ['handling-resistance', 'Handling resistance', 'Employees resist when a change arrives without explanation; resistance drops once they try the tool.'],
  ]),
  source('/services/assessment', 'AI readiness assessment', [
    ['', '', 'A short assessment of your use cases, data and skills.'],
    ['timeline', 'Typical timeline', 'Four weeks from kickoff to the readout.'],
    ['pricing', 'Pricing', 'The assessment costs a fixed fee, agreed before work starts.'],
  ]),
  source('/blog/fine-tuning', 'When fine-tuning pays', [['', '', 'Fine-tuning changes model weights; retrieval changes what the model reads. Organisations weigh both.']]),
  source('/action-plan/llm', 'LLM integration', [['providers', 'Providers', 'Every provider sits behind one interface.']], ['LlmProvider', 'CAP_PRICES_JSON']),
];

/** The built index served from memory, with every fetched URL recorded. */
function served(pages: SourcePage[]) {
  const {files} = buildIndex(pages);
  const fetched: string[] = [];
  const load = vi.fn(async (url: string) => {
    fetched.push(url);
    const file = files.get(url.replace(/^\/search-index\//, ''));
    if (file === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(file) as unknown;
  });
  return {files, fetched, load};
}

async function search(query: string, limit = 10) {
  const {load} = served(PAGES);
  resetIndex();
  return runSearch(await loadIndex('/', load), query, limit);
}

const textOf = (hit: SearchHit) => hit.excerpt.map((part) => part.text).join('');
const marked = (hit: SearchHit) => hit.excerpt.filter((part) => part.mark).map((part) => part.text);

afterEach(() => resetIndex());

describe('analysis', () => {
  it('folds case, accents, possessives and British spellings, then stems with Porter2', () => {
    expect(['Organisation', 'colours', 'catalogue', 'labour', "team's", 'Café', 'prioritisation', 'enterprise', 'premises'].map(fold)).toEqual([
      'organization', 'colors', 'catalog', 'labor', 'team', 'cafe', 'prioritization', 'enterprise', 'premises',
    ]);
    expect(['resisting', 'resistance', 'using', 'use', 'retrieval', 'retrieve', 'policies', 'gpt4o'].map(stem)).toEqual([
      'resist', 'resist', 'use', 'use', 'retriev', 'retriev', 'polici', 'gpt4o',
    ]);
  });

  it('leaves out stop and question words, keeps positions, and joins hyphenated words and identifiers beside their parts', () => {
    const text = 'How much does fine-tuning cost?';
    const tokens = analyze(text);
    expect(tokens.map((t) => t.term)).toEqual(['fine', 'tune', 'finetun', 'cost']);
    expect(tokens.filter((t) => t.compound).map((t) => text.slice(t.start, t.end))).toEqual(['fine-tuning']);
    expect(analyze('CAP_PRICES_JSON').map((t) => t.term)).toEqual(['cap', 'price', 'json', 'cappricesjson']);
    expect(analyze('what is the').map((t) => t.term)).toEqual([]);
  });

  it('allows more typos in longer words, and measures swaps as one edit', () => {
    expect([3, 4, 7, 8, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
    expect(editDistance('retreival', 'retrieval', 2)).toBe(1);
    expect(editDistance('embedings', 'embeddings', 2)).toBe(1);
    expect(editDistance('governance', 'goverance', 1)).toBe(1);
    expect(editDistance('cat', 'dogs', 1)).toBe(2);
  });

  it('shards terms by their first two characters', () => {
    expect(shardKey('champion')).toBe('ch');
    expect(shardKey('4o')).toBe('4o');
  });

  it('reads a query as slots, marks only the last word as being typed, and joins neighbours', () => {
    const parsed = parseQuery('fine tun');
    expect(parsed.slots.map((s) => [s.term, s.typing])).toEqual([['fine', false], ['tun', true]]);
    expect(parsed.joins.map((j) => j.term)).toContain('finetun');
    expect(parseQuery('fine tun ').slots.every((s) => !s.typing)).toBe(true);
    expect(parseQuery('human in the loop').joins.map((j) => j.term)).toContain('humanintheloop');
  });
});

describe('buildIndex', () => {
  it('writes a page list, term shards with forms and section postings, and one file per section; deterministic', () => {
    const {meta, files} = buildIndex(PAGES);
    expect(meta.pages.map((p) => [p.url, p.sections])).toEqual(PAGES.map((p) => [p.url, p.sections.length]));
    expect(buildIndex(PAGES).files).toEqual(files);
    expect(meta.shards).toContain('re');
    const shard = JSON.parse(files.get(`t/re-${meta.hash}.json`)!) as Record<string, [number[], string[]]>;
    // "resist" on the change page (1): once in a heading (weight 3), twice in the text (1 each), all in section 1 (code 2 × 1 + 1: heading).
    const [postings, forms] = shard['resist']!;
    expect(postings.slice(0, 2)).toEqual([1, 3 + 2]);
    expect(postings.slice(3)).toEqual([1, 3]);
    expect(forms).toEqual(expect.arrayContaining(['resistance', 'resist']));
    const section = JSON.parse(files.get(`p/2-${meta.hash}/2.json`)!);
    expect(section).toEqual({anchor: 'pricing', heading: 'Pricing', text: 'The assessment costs a fixed fee, agreed before work starts.'});
  });
});

describe('runSearch', () => {
  it('finds a page when one query word is missing from it, with the question words ignored', async () => {
    const outcome = await search('how much does an assessment cost');
    expect(outcome.hits[0]).toMatchObject({url: '/services/assessment#pricing', pageUrl: '/services/assessment', section: 'Pricing', title: 'AI readiness assessment'});
    expect(marked(outcome.hits[0]!)).toEqual(['assessment', 'costs']);
  });

  it('matches word forms through the stemmer: "employees resisting" finds resistance', async () => {
    const outcome = await search('employees resisting AI adoption');
    expect(outcome.hits[0]!.url).toBe('/action-plan/change#handling-resistance');
  });

  it('tolerates a typo in a long word and suggests the correction', async () => {
    const outcome = await search('chanpions network');
    expect(outcome.hits[0]!.pageUrl).toBe('/action-plan/champions');
    expect(outcome.suggestion).toBe('champions network');
    expect((await search('champions network')).suggestion).toBeNull();
    // Three letters allow no typo: "cat" finds nothing, and nothing is suggested.
    expect(await search('cst')).toMatchObject({total: 0, suggestion: null});
  });

  it('folds British spellings and hyphen/compound variants', async () => {
    for (const query of ['fine tuning', 'finetuning', 'fine-tuning']) expect((await search(query)).hits[0]!.pageUrl).toBe('/blog/fine-tuning');
    expect((await search('organisations')).hits[0]!.pageUrl).toBe('/blog/fine-tuning');
  });

  it('completes only the word being typed', async () => {
    expect((await search('champ')).hits[0]!.pageUrl).toBe('/action-plan/champions');
    // "champ" followed by a space is a finished word: no completion.
    expect((await search('champ ')).total).toBe(0);
    // An earlier word is never completed.
    expect((await search('champ network')).hits[0]!.pageUrl).toBe('/action-plan/champions');
    expect((await search('champ assessment')).hits[0]!.pageUrl).toBe('/services/assessment');
  });

  it('finds code identifiers from code blocks', async () => {
    expect((await search('LlmProvider')).hits[0]!.pageUrl).toBe('/action-plan/llm');
    expect((await search('CAP_PRICES_JSON')).hits[0]!.pageUrl).toBe('/action-plan/llm');
  });

  it('opens the page, not a section, when its title answers the query', async () => {
    const outcome = await search('champion network');
    expect(outcome.hits[0]).toMatchObject({url: '/action-plan/champions', section: null});
    expect(textOf(outcome.hits[0]!)).toContain('Champions spread practical habits');
  });

  it('fetches the page list, the shards of the query and one section per shown result', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    await runSearch(index, 'assessment cost', 1);
    expect(fetched[0]).toBe('/search-index/meta.json');
    // "as", "co" and "pr": a query's "cost" also looks for "price" (SYNONYMS, queries only).
    expect(fetched.filter((url) => url.includes('/t/')).map((url) => url.slice(16, 18))).toEqual(['as', 'co', 'pr']);
    expect(fetched.filter((url) => url.includes('/p/'))).toEqual([expect.stringMatching(/\/p\/2-[0-9a-f]{10}\/2\.json$/)]);
    expect(indexUrl('/site')).toBe('/site/search-index/');
  });

  it('drafts fetch no section, and skip a word being typed that may still become a stop word', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    const draft = await runSearch(index, 'assessment doe', 5, {draft: true});
    expect(draft.hits[0]).toMatchObject({url: '/services/assessment', section: null});
    expect(fetched.filter((url) => url.includes('/p/'))).toEqual([]);
    // Only the shard of "assessment": "doe" may become "does", so the "do" shard waits.
    expect(fetched.filter((url) => url.includes('/t/'))).toHaveLength(1);
  });

  it('a draft asks early for the shard of a two-letter word start that may become a stop word, and ranks without it', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    const shards = () => fetched.filter((url) => url.includes('/t/')).map((url) => url.slice(16, 18));
    const without = await runSearch(index, 'assessment', 5, {draft: true});
    // "co" may become "could": left out of the ranking, but its shard is on its way for "cost".
    const draft = await runSearch(index, 'assessment co', 5, {draft: true});
    expect(draft.hits.map((hit) => hit.url)).toEqual(without.hits.map((hit) => hit.url));
    expect(draft.mayContinue).toBe(true);
    expect(shards()).toEqual(['as', 'co']);
    // Letters that are a stop word already ("in"), or three letters on the way to one ("doe"), ask for nothing.
    await runSearch(index, 'assessment in', 5, {draft: true});
    await runSearch(index, 'assessment doe', 5, {draft: true});
    expect(shards()).toEqual(['as', 'co']);
  });

  it('finds a word with a typo in its first two letters through the vocabulary by ending', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    for (const query of ['hampions network', 'cahmpions network', 'xhampions network', 'assesment cost', 'sassessment cost']) {
      const outcome = await runSearch(index, query, 5);
      expect(outcome.hits[0]?.pageUrl, query).toBe(query.endsWith('cost') ? '/services/assessment' : '/action-plan/champions');
      expect(outcome.suggestion, query).toMatch(/^(champions network|assessment cost)$/);
    }
    // Only a word that matches nothing in its own shard asks for a vocabulary file.
    expect(fetched.filter((url) => url.includes('/v/')).map((url) => url.replace(/-[0-9a-f]+\.json$/, ''))).toEqual(['/search-index/v/ns', '/search-index/v/nt']);
    await runSearch(index, 'zzzzqqq', 5);
    expect(fetched.filter((url) => url.includes('/v/'))).toHaveLength(2);
    expect(tailKey('champions')).toBe('ns');
  });

  it('a draft leaves the typo fallback of the word being typed for the full answer', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    expect((await runSearch(index, 'hampions', 5, {draft: true})).total).toBe(0);
    expect(fetched.filter((url) => url.includes('/v/'))).toEqual([]);
    expect((await runSearch(index, 'hampions', 5)).hits[0]?.pageUrl).toBe('/action-plan/champions');
  });

  it('a draft defers the typo scan of the word being typed (kept short on a busy CPU); settled words and the full answer still get theirs', async () => {
    const {load} = served(PAGES);
    const index = await loadIndex('/', load);
    // "champoin" is in its own shard's range ("ch"): without the deferral the draft would match "champion".
    expect(await runSearch(index, 'champoin', 5, {draft: true})).toMatchObject({total: 0, suggestion: null, mayContinue: true});
    expect(await runSearch(index, 'champoin', 5)).toMatchObject({suggestion: 'champion', mayContinue: true});
    expect((await runSearch(index, 'champoin', 5)).hits[0]?.pageUrl).toBe('/action-plan/champions');
    // Followed by a space the word is settled: the draft looks for its typos at once.
    const settled = await runSearch(index, 'champoin ', 5, {draft: true});
    expect(settled).toMatchObject({suggestion: 'champion ', mayContinue: false});
    expect(settled.hits[0]?.pageUrl).toBe('/action-plan/champions');
  });

  it('matches acronyms and the words for them both ways, and "push back" as resistance', async () => {
    const pages = [
      ...PAGES,
      source('/docs/value', 'Value creation', [['roi', 'Measuring ROI', 'Track ROI per use case against the baseline.']]),
      source('/docs/rag', 'Retrieval-augmented generation', [['', '', 'Ground answers in your documents.']]),
    ];
    const {load} = served(pages);
    const index = await loadIndex('/', load);
    expect((await runSearch(index, 'return on investment', 5)).hits[0]?.url).toBe('/docs/value#roi');
    expect((await runSearch(index, 'RAG', 5)).hits[0]?.pageUrl).toBe('/docs/rag');
    expect((await runSearch(index, 'employees push back', 5)).hits[0]?.url).toBe('/action-plan/change#handling-resistance');
    expect((await runSearch(index, 'pushback', 5)).hits[0]?.url).toBe('/action-plan/change#handling-resistance');
    // One way: a query's "cost" finds "Pricing"; a page's "cost" is not indexed as a price.
    expect((await runSearch(index, 'how much does an assessment cost', 5)).hits[0]?.url).toBe('/services/assessment#pricing');
    expect(analyze('the cost').map((token) => token.term)).toEqual(['cost']);
    expect(analyze('the cost', true).map((token) => token.term)).toEqual(['the', 'cost', 'price']);
    // Each table entry is words → one term.
    for (const [words, term] of SYNONYMS) expect(words.length > 0 && /^[a-z]+$/.test(term), words).toBe(true);
  });

  it('keeps the EU AI Act roles apart from "provide" and "deploy", in pages and queries', async () => {
    expect(['provider', 'providers', 'deployer', 'deployers', 'provide', 'provided', 'deploying'].map(stem)).toEqual([
      'provider', 'provider', 'deployer', 'deployer', 'provid', 'provid', 'deploy',
    ]);
    // Porter2 would merge each exception with another word; an entry that changes nothing is dead weight.
    for (const [word, term] of STEM_EXCEPTIONS) expect(porter2(word), word).not.toBe(term);
    const pages = [
      ...PAGES,
      source('/action-plan/compliance', 'AI compliance', [
        ['', '', 'Rules apply by risk tier.'],
        ['provider-or-deployer', 'Provider or deployer: the role decides the duties', 'A deployer uses a system under its authority; a provider places it on the market.'],
      ]),
      source('/codebase/deploy', 'Deploying the platform', [['roles', 'Roles and deployment', 'Deploy each role; the platform provides identity, and the deploy role provides access.']]),
    ];
    const index = await loadIndex('/', served(pages).load);
    expect((await runSearch(index, 'deployer duties', 5)).hits[0]?.url).toBe('/action-plan/compliance#provider-or-deployer');
    expect((await runSearch(index, 'provider vs deployer roles', 5)).hits[0]?.url).toBe('/action-plan/compliance#provider-or-deployer');
    // "provide" still finds "provides", not the role.
    expect((await runSearch(index, 'provides identity', 5)).hits[0]?.pageUrl).toBe('/codebase/deploy');
  });

  it('reads "Europe" and "European" as the pages\' "EU", and a rollout to people as adoption (queries only)', async () => {
    expect(analyze('AI rules in Europe').map((token) => token.term)).toContain('eu');
    expect(analyze('European law').map((token) => token.term)).toContain('eu');
    // One way: a page about a tool's rollout is not indexed as adoption; a query's rollout finds it.
    expect(analyze('the rollout').map((token) => token.term)).toEqual(['rollout']);
    expect(analyze('the rollout', true).map((token) => token.term)).toContain('adopt');
    expect(analyze('roll out AI', true).map((token) => token.term)).toContain('adopt');
    const pages = [
      ...PAGES,
      source('/action-plan/compliance', 'AI compliance', [['eu-ai-act', 'The EU AI Act in one table', 'The EU AI Act sorts AI systems by risk.']]),
      source('/coding/integration', 'Integrating coding assistants', [['rollout', 'Rollout in four steps', 'Pilot with one team, then widen the rollout.']]),
    ];
    const index = await loadIndex('/', served(pages).load);
    expect((await runSearch(index, 'AI regulation in Europe ', 5)).hits[0]?.pageUrl).toBe('/action-plan/compliance');
    expect((await runSearch(index, 'managers support AI rollout among employees', 5)).hits[0]?.pageUrl).toBe('/action-plan/change');
    expect((await runSearch(index, 'rollout steps', 5)).hits[0]?.url).toBe('/coding/integration#rollout');
  });

  it('stops a superseded run: no ranking shown, no section fetched, an AbortError', async () => {
    const {files} = buildIndex(PAGES);
    const requested: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const index = openIndex(JSON.parse(files.get('meta.json')!), async (file) => {
      requested.push(file);
      if (file.startsWith('t/')) await gate;
      return JSON.parse(files.get(file)!) as unknown;
    });
    const controller = new AbortController();
    const stale = runSearch(index, 'assessment cost', 5, {signal: controller.signal});
    controller.abort();
    release();
    const error = await stale.then(() => null, (e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(requested.filter((file) => file.startsWith('p/'))).toEqual([]);
    // The shards it asked for stay cached for the next query.
    const next = await runSearch(index, 'assessment', 5);
    expect(next.hits[0]?.pageUrl).toBe('/services/assessment');
    expect(requested.filter((file) => file.startsWith('t/as'))).toHaveLength(1);
  });

  it('a draft does not wait for a shard only a synonym needs, and the full answer uses it', async () => {
    const {files} = buildIndex(PAGES);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const index = openIndex(JSON.parse(files.get('meta.json')!), async (file) => {
      if (file.startsWith('t/pr-')) await gate;
      return JSON.parse(files.get(file)!) as unknown;
    });
    const draft = await runSearch(index, 'assessment cost', 5, {draft: true});
    expect(draft.hits[0]).toMatchObject({url: '/services/assessment', section: null});
    release();
    expect((await runSearch(index, 'assessment cost', 5)).hits[0]?.url).toBe('/services/assessment#pricing');
  });

  it('stops between excerpts when the query is superseded meanwhile', async () => {
    const {load} = served(PAGES);
    const index = await loadIndex('/', load);
    const controller = new AbortController();
    let yields = 0;
    const run = runSearch(index, 'champions adoption assessment', 5, {
      signal: controller.signal,
      yieldToMain: async () => {
        yields += 1;
        controller.abort();
      },
    });
    expect(isAbort(await run.then(() => null, (e: unknown) => e))).toBe(true);
    expect(yields).toBe(1);
  });

  it('slices a ranking past its budget: yields between words, gives the same answer, and stops there when superseded', async () => {
    const {meta, files} = buildIndex(PAGES);
    const open = () => openIndex(meta, async (file) => JSON.parse(files.get(file)!) as unknown);
    const query = 'champions resisting adoption';
    const whole = await runSearch(open(), query, 5, {draft: true});
    let yields = 0;
    const sliced = await runSearch(open(), query, 5, {draft: true, sliceBudgetMs: -1, yieldToMain: async () => void (yields += 1)});
    // Budget spent before each of the three words and before the merge.
    expect(yields).toBe(4);
    expect(sliced).toEqual(whole);
    // Within budget: no yield at all.
    yields = 0;
    await runSearch(open(), query, 5, {draft: true, sliceBudgetMs: 1e9, yieldToMain: async () => void (yields += 1)});
    expect(yields).toBe(0);
    const controller = new AbortController();
    const run = runSearch(open(), query, 5, {draft: true, signal: controller.signal, sliceBudgetMs: -1, yieldToMain: async () => controller.abort()});
    expect(isAbort(await run.then(() => null, (e: unknown) => e))).toBe(true);
  });

  it('leaves the sections of a word still being typed for the finished word', async () => {
    const {load, fetched} = served(PAGES);
    const index = await loadIndex('/', load);
    expect((await runSearch(index, 'champ', 5)).hits[0]?.pageUrl).toBe('/action-plan/champions');
    expect(fetched.filter((url) => url.includes('/p/'))).toEqual([]);
    await runSearch(index, 'champion', 5);
    expect(fetched.filter((url) => url.includes('/p/')).length).toBeGreaterThan(0);
  });

  it('says when the word being typed is an index word that longer ones start with ("employ" on the way to "employees")', async () => {
    const pages = [...PAGES, source('/docs/hiring', 'Hiring', [['', '', 'Firms employ analysts; their employees learn the tools.']])];
    const {load} = served(pages);
    const index = await loadIndex('/', load);
    expect(await runSearch(index, 'employ', 5, {draft: true})).toMatchObject({mayContinue: true});
    expect(await runSearch(index, 'employ', 5)).toMatchObject({mayContinue: true});
    // A word no longer index word starts with, a word followed by a space, and a prefix only.
    expect(await runSearch(index, 'employees', 5)).toMatchObject({mayContinue: false});
    expect(await runSearch(index, 'employ ', 5)).toMatchObject({mayContinue: false});
    expect(await runSearch(index, 'assessment', 5)).toMatchObject({mayContinue: false});
    expect(await runSearch(index, 'emplo', 5)).toMatchObject({mayContinue: false});
    // A last word matched only as a typo, and one too short to search yet.
    expect(await runSearch(index, 'champoin', 5)).toMatchObject({mayContinue: true, suggestion: 'champion'});
    expect(await runSearch(index, 'champion n', 5)).toMatchObject({mayContinue: true});
    expect(await runSearch(index, 'champion network', 5)).toMatchObject({mayContinue: false});
  });

  it('opens the section whose heading holds the query even when the title holds it too, and picks a section by the words the title lacks', async () => {
    const pages = [
      ...PAGES,
      source('/docs/nn', 'Neural networks: backpropagation and scaling', [
        ['', '', 'Networks learn by backpropagation of errors; scaling follows.'],
        ['backpropagation', 'Backpropagation', 'Gradients flow backwards through the layers.'],
      ]),
    ];
    const {load} = served(pages);
    const index = await loadIndex('/', load);
    expect((await runSearch(index, 'backpropagation', 5)).hits[0]?.url).toBe('/docs/nn#backpropagation');
    expect((await runSearch(index, 'readiness assessment timeline', 5)).hits[0]?.url).toBe('/services/assessment#timeline');
    // A title that answers and no heading that does: the page.
    expect((await runSearch(index, 'champion network', 5)).hits[0]?.url).toBe('/action-plan/champions');
  });

  it('ranks again only when the searchable part of the query changes, and names a correction in the words typed', async () => {
    const {load} = served(PAGES);
    const index = await loadIndex('/', load);
    const ranks = () => performance.getEntriesByName('search:rank').length;
    performance.clearMeasures();
    const first = await runSearch(index, 'assessment pricing', 5, {draft: true});
    expect(ranks()).toBe(1);
    // Case, punctuation, stop words, a space after a word no index word continues: the same ranking.
    for (const query of ['Assessment Pricing', 'assessment pricing?', 'assessment pricing ', 'assessment, pricing', 'the assessment pricing', 'assessment pricing for']) {
      const outcome = await runSearch(index, query, 5, {draft: true});
      expect(outcome.query).toBe(query);
      expect(outcome.hits).toEqual(first.hits);
      // The excerpts are the ones already cut (the same arrays): the rows are not drawn again.
      outcome.hits.forEach((hit, i) => expect(hit.excerpt).toBe(first.hits[i]!.excerpt));
    }
    expect(ranks()).toBe(1);
    await runSearch(index, 'assessment timeline', 5, {draft: true});
    expect(ranks()).toBe(2);
    // A typo: the same ranking, its correction written into each query as typed.
    expect(await runSearch(index, 'champoin network', 5)).toMatchObject({suggestion: 'champion network'});
    expect(ranks()).toBe(3);
    expect(await runSearch(index, 'Champoin network?', 5)).toMatchObject({suggestion: 'champion network?'});
    expect(ranks()).toBe(3);
  });

  it('returns nothing for a query of stop words only when none is indexed', async () => {
    expect(await search('what is the')).toMatchObject({total: 0, hits: []});
  });
});

describe('excerptFor', () => {
  it('gives the excerpt already cut for the same text and matched terms, and cuts anew when they differ', () => {
    const text = 'The assessment costs a fixed fee, agreed before work starts.';
    const first = excerptFor(text, new Map([['assess', 0], ['cost', 1]]));
    expect(excerptFor(text, new Map([['assess', 0], ['cost', 1]]))).toBe(first);
    const other = excerptFor(text, new Map([['assess', 0]]));
    expect(other).not.toBe(first);
    expect(other.filter((part) => part.mark).map((part) => part.text)).toEqual(['assessment']);
  });

  it('cuts around the passage with the most distinct query words', () => {
    const text = `${'Filler words here. '.repeat(20)}The assessment costs a fixed fee. ${'More filler. '.repeat(20)}`;
    const parts = excerptFor(text, new Map([['assess', 0], ['cost', 1]]));
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['assessment', 'costs']);
  });
});

describe('results UI logic', () => {
  const hit = (url: string, area: string): SearchHit => ({url, pageUrl: url, title: url, section: null, area, excerpt: []});

  it('labels runs of one area and never reorders results', () => {
    const groups = groupByArea([hit('/a', 'Blog'), hit('/b', 'Action Plan'), hit('/c', 'Blog')]);
    expect(groups.map((g) => [g.area, g.hits.map((h) => h.url)])).toEqual([
      ['Blog', ['/a']],
      ['Action Plan', ['/b']],
      ['Blog', ['/c']],
    ]);
  });

  it('moves the highlighted option and announces counts', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(1, 3, 'End')).toBe(2);
    expect(resultAnnouncement({query: 'x', total: 0, hits: [], suggestion: null}, false)).toBe('No results for “x”.');
    expect(resultAnnouncement({query: 'x', total: 7, hits: [hit('/a', 'Blog')], suggestion: null}, false)).toBe('7 results for “x”, showing the first 1.');
    expect(isShortcut({key: 'k', ctrlKey: true, metaKey: false, altKey: false, target: null} as unknown as KeyboardEvent)).toBe(true);
  });
});
