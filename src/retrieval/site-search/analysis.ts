/**
 * Text analysis for site search, used alike by the build (index) and the browser (query), so both
 * fold a word to the same term: word finding, accent and case folding, British → American
 * spelling, a stop list that includes question words, the Porter2 (Snowball English) stemmer from
 * wink-porter2-stemmer, hyphen/compound and code-identifier joins, and a bounded edit distance for
 * typo tolerance. No Node or DOM APIs.
 */
import porter2 from 'wink-porter2-stemmer';

/**
 * Function words and question words: neither indexed nor scored ("how much does an assessment
 * cost" searches for "assessment cost"). "use", "data", "model" and the like are content words here.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below between both but by ' +
    'can could did do does doing done down during each either else ever every few for from further get gets got had has have having ' +
    'he her here hers him his how however i if in into is it its itself just let lets like me more most much must my ' +
    'no nor not now of off on once only or other our ours out over own per please same shall she should so some ' +
    'such than that the their theirs them then there these they this those through to too under until up upon us ' +
    'very vs versus was we were what whats when where whether which while who whom whose why will with within without ' +
    'would yes yet you your yours'
  ).split(' '),
);

/**
 * British spellings the site's readers type, folded to the American spelling the site uses.
 * Word stems: the rule applies to the word and its inflections ("colours", "organisational").
 */
const BRITISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(colo|behavio|favo|hono|labo|neighbo|harbo|humo|rumo|endeavo|armo|flavo|vigo|odo|savo)ur/, '$1r'],
  [/^(catalog|dialog|analog|prolog|epilog|monolog)ue/, '$1'],
  [/^(cent|met|lit|theat|fib|calib|spect)re(s|d)?$/, '$1er$2'],
  [/^licen[cs]e/, 'license'],
  [/^defen[cs]e/, 'defense'],
  [/^offen[cs]e/, 'offense'],
  [/^practise/, 'practice'],
  [/^programme/, 'program'],
  [/^(model|label|travel|cancel|signal|fuel|channel|tunnel|counsel|level)l(ing|ed|er|ers)$/, '$1$2'],
  [/^judgement/, 'judgment'],
  [/^(ageing)$/, 'aging'],
  [/^enrol(ment|ments|s)?$/, 'enroll$1'],
  [/^(analy|paraly|cataly)s(e|es|ed|ing|er|ers)$/, '$1z$2'],
];

/** Words ending in -ise, -ised, -ising, -isation that are not British -ize words. */
const ISE_KEPT = new Set(
  'advise advised advising advertise advertised advertising arise arising chastise comprise comprised comprising compromise compromised compromising concise despise devise devised devising disguise enterprise enterprises excise exercise exercised exercising expertise franchise franchised improvise improvised merchandise merchandising noise otherwise paradise precise premise premises promise promised promising raise raised raising revise revised revising rise rising supervise supervised supervising surmise surprise surprised surprising televise wise likewise clockwise'.split(' '),
);

/** British -ise/-isation spellings to -ize/-ization (organisation → organization, optimised → optimized). */
function americanize(word: string): string {
  for (const [rule, replacement] of BRITISH) if (rule.test(word)) return word.replace(rule, replacement);
  if (word.length > 5 && !ISE_KEPT.has(word)) {
    const ise = /^(.{3,}[^aeiouy\W])is(e|es|ed|ing|er|ers|ation|ations|ational)$/.exec(word);
    if (ise && !ISE_KEPT.has(`${ise[1]}ise`)) return `${ise[1]}iz${ise[2]}`;
  }
  return word;
}

/** Lower case, accents removed, curly apostrophes straightened, British spellings folded. */
export function fold(word: string): string {
  const plain = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
  return americanize(plain.replace(/'s$/, '').replace(/'/g, ''));
}

/**
 * Words whose Porter2 stem would merge them with a common word of another meaning, kept apart (as
 * Snowball's own exception list does for "news" or "skies"). Each names the pages that use it as
 * a term of its own; add one only for such wording.
 */
export const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  // EU AI Act roles (action-plan/ws1-organization/compliance "Provider or deployer: the role decides
  // the duties", ws4-empowerment/training): Porter2 makes them "provid" and "deploy", so "deployer
  // duties" matched every page about deploying code or what a tool provides.
  ['provider', 'provider'],
  ['providers', 'provider'],
  ['deployer', 'deployer'],
  ['deployers', 'deployer'],
]);

/** The Porter2 stem of a folded word; words with digits are kept as they are. */
export function stem(folded: string): string {
  if (folded.length < 3 || /[^a-z]/.test(folded)) return folded;
  return STEM_EXCEPTIONS.get(folded) ?? porter2(folded);
}

/** A word of a text as the index sees it. */
export type Token = {
  /** The stemmed term. */
  readonly term: string;
  /** The folded word before stemming (for typo matching, suggestions and prefix matching). */
  readonly form: string;
  /** Offsets of the word in the text (for highlighting). */
  readonly start: number;
  readonly end: number;
  /** Index of the word in the text (adjacent words differ by one; a compound shares its parts' position). */
  readonly position: number;
  /** A join of a hyphenated word or code identifier ("fine-tuning" → "finetun"), beside its parts. */
  readonly compound?: boolean;
  /** A stop word (kept in queries only to find adjacent pairs; never indexed). */
  readonly stop?: boolean;
  /** A term of SYNONYMS standing for the words it spans (a compound too). */
  readonly synonym?: boolean;
};

/**
 * Acronyms and the words readers use for an idea the pages name otherwise: wherever the words on
 * the left occur (in a page or a query, any inflection: they are compared as stems), the term on
 * the right counts as well, at the same place, so "return on investment" meets a page that writes
 * "ROI" and "KPI" meets a page about "metrics". Both sides are checked against the site's own
 * wording (the page named beside each entry uses one side; readers type the other). Kept short on
 * purpose: each entry widens matches for every query.
 */
export const SYNONYMS: ReadonlyArray<readonly [words: string, term: string, where?: 'query']> = [
  ['return on investment', 'roi'], // docs/business-impact/value-creation writes "ROI"
  ['large language model', 'llm'], // docs/large-language-models/*: both
  ['retrieval augmented generation', 'rag'], // docs/rag/*: both
  ['general data protection regulation', 'gdpr'], // compliance pages: "GDPR"
  ['data protection impact assessment', 'dpia'], // compliance pages: both
  ['total cost of ownership', 'tco'], // docs/business-impact: both
  ['proof of concept', 'poc'], // pages write "proof of concept", readers type "PoC"
  ['human in the loop', 'hitl'], // pages write "human-in-the-loop", readers type "HITL"
  ['center of excellence', 'coe'], // action plan: "Center of Excellence"
  ['single sign on', 'sso'], // services: both
  ['subject matter expert', 'sme'], // pages write "subject-matter expert"
  ['machine learning', 'ml'],
  ['natural language processing', 'nlp'],
  ['human resources', 'hr'], // pages write "HR" and "human resources"
  ['personally identifiable information', 'pii'],
  ['personal data', 'pii'], // GDPR's term on the compliance pages; readers type "PII"
  ['key performance indicator', 'kpi'],
  ['metric', 'kpi'], // pages write "success metrics", never "KPI"
  ['europe', 'eu'], // pages write "EU" (compliance: "The EU AI Act in one table"); readers type "Europe"
  ['european', 'eu'], // and "European" ("European AI law")
  ['pushback', 'resist'], // action-plan/ws4-empowerment/change-management: "Handling resistance"
  ['push back', 'resist'],
  // One way, in queries only: a reader asking what something costs wants the "Pricing" section
  // (services pages), while a page about costs (token costs, cost of a mistake) is no price list.
  ['cost', 'price', 'query'],
  // Rolling AI out to people is what the adoption pages are about (action-plan/ws4-empowerment/
  // change-management "Change management for AI adoption", "Measure adoption honestly"), while
  // pages that write "rollout" are about shipping a tool or model: one way, in queries only.
  ['rollout', 'adopt', 'query'],
  ['roll out', 'adopt', 'query'],
];

/** SYNONYMS as stem sequences (built on first use: the stemmer runs at module load otherwise). */
let synonymStems: {stems: string[]; term: string; queryOnly: boolean}[] | null = null;

function synonymTable(): {stems: string[]; term: string; queryOnly: boolean}[] {
  synonymStems ??= SYNONYMS.map(([words, term, where]) => ({stems: words.split(' ').map((word) => stem(fold(word))), term: stem(term), queryOnly: where === 'query'}));
  return synonymStems;
}

/** Letters and digits, joined by hyphens, dots, underscores and apostrophes ("fine-tuning", "hnsw.ef_search", "don't"). */
const WORD = /[\p{L}\p{N}]+(?:['’._-][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * The words of a text as terms with their positions. A joined word ("fine-tuning",
 * "CAP_PRICES_JSON", "node.js") yields its parts and, at the same position, the whole joined
 * ("finetun", "cappricesjson", "nodej"), so "fine tuning", "finetuning" and "fine-tuning" meet.
 * Stop words and one-letter words are left out unless `keepStops` (queries keep them, marked).
 * `query` adds the one-way SYNONYMS entries (queries only; never indexed).
 */
export function analyze(text: string, keepStops = false, query = keepStops): Token[] {
  const out: Token[] = [];
  const synonyms = synonymTable().filter((entry) => query || !entry.queryOnly);
  // The last few words, stop words included, to find SYNONYMS phrases.
  const recent: {term: string; start: number; position: number}[] = [];
  let position = 0;
  for (const match of text.matchAll(WORD)) {
    const whole = match[0];
    const at = match.index;
    const parts = [...whole.matchAll(PART)];
    for (const part of parts) {
      const form = fold(part[0]);
      const stop = STOP_WORDS.has(form) || form.length < 2;
      const term = stem(form);
      const start = at + part.index;
      const end = start + part[0].length;
      if (!stop || keepStops) out.push({term, form, start, end, position, ...(stop ? {stop} : {})});
      recent.push({term, start, position});
      if (recent.length > 4) recent.shift();
      for (const entry of synonyms) {
        const n = entry.stems.length;
        if (entry.stems[n - 1] !== term || recent.length < n) continue;
        const span = recent.slice(-n);
        if (span.every((word, i) => word.term === entry.stems[i] && word.position === span[0]!.position + i)) {
          out.push({term: entry.term, form: entry.term, start: span[0]!.start, end, position: span[0]!.position, compound: true, synonym: true});
        }
      }
      position += 1;
    }
    if (parts.length > 1) {
      const form = fold(parts.map((part) => part[0]).join(''));
      out.push({term: stem(form), form, start: at, end: at + whole.length, position: position - parts.length, compound: true});
    }
  }
  return out;
}

/** How many edits a word of this length may carry and still count as a typo of an index word. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

export {editDistance} from '../editDistance';

/** The shard a term lives in: its first two characters. */
export function shardKey(term: string): string {
  return term.slice(0, 2).replace(/[^a-z0-9]/g, '_');
}

/** The vocabulary file a word's typo fallback looks in: its last two characters (see searchIndex.ts). */
export function tailKey(form: string): string {
  return form.slice(-2).replace(/[^a-z0-9]/g, '_');
}
