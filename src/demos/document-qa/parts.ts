/**
 * Questions that ask two things (u29m F18: "What is the rent and which parking space is included?" showed only the
 * Parking clause, "… included in the rent", and sent only it to the model; the clause with "monthly rent is 1,240
 * dollars" was left out). A question whose second part starts with a question word after "and", ";" or a question
 * mark ("… and who approves them?", "… und wer …", "… et quand …", "What is X? Who does Y?") is searched as a whole
 * and as each part (kit/find.ts findPassages); each part's best good passage joins the whole question's good ones,
 * and a part no passage is a good match for is named (`unanswered`), so a half answer is never shown as a full one.
 * A part with a pronoun ("when do I get it back") is searched with the words of the part before it.
 *
 * Questions for a person or party by role (u29m F3, F5): "Who is the tenant?" listed the Repairs clause first and the
 * passage that names the tenant ("Daniel Achebe (“Tenant”)") fourth; "What is the landlord's name?" was refused for
 * "name". A question for the name of a role is asked as "who is the …", and of the good passages those that name
 * someone in that role (`namesRole`: "Daniel Achebe ("Tenant")", "Owner: Jonas Berg", "the maintenance owner … is
 * Priya Raman", "Priya Raman is the …") come first. Kept in the Document Q&A layer: Simple Chat and Zohlar's chat
 * search keep kit/find.ts as it is.
 */
import type {Hit} from '@site/src/retrieval/bm25';
import type {Retriever} from '@site/src/retrieval/retriever';
import {findPassages, type Found} from '@site/src/demos/kit/find';
import {contentTerms, matchStrength, questionFocus} from '@site/src/demos/kit/match';
import {tokenize} from '@site/src/retrieval/tokenize';

export type FoundInParts = Found & {
  /** The parts of a two-part question no passage is a good match for, as the reader wrote them. */
  unanswered: string[];
  /** The question a long message was searched as, when the whole message found no good match (askedInLong, u31g F2). */
  readAs?: string;
};

const QUESTION_WORDS =
  'who|whom|whose|what|when|where|which|why|how|is|are|was|were|can|could|do|does|did|will|would|should|must|may|might|has|have|' +
  'wer|wen|wem|wessen|was|wann|wo|woher|wohin|wie|welche|welcher|welches|welchen|warum|weshalb|muss|kann|darf|gibt|ist|sind|' +
  'qui|que|quoi|quand|où|comment|combien|quel|quelle|quels|quelles|pourquoi|est-ce|' +
  'quién|quiénes|qué|cuándo|dónde|cómo|cuánto|cuántos|cuántas|cuál|cuáles';
/** Where a second question starts: "and", "und", "et", "y", "as well as", "&", ";" or "?" before one of QUESTION_WORDS. */
const SECOND = new RegExp(
  `(?:\\s*,?\\s+(?:and(?:\\s+also)?|as well as|plus|und|et|y)\\s+|\\s*[&;]\\s*|\\s*\\?\\s+)(?=(?:${QUESTION_WORDS})(?![\\p{L}\\p{N}-]))`,
  'iu',
);
/** A word that stands for something the part before named ("get it back", "who approves them", "wer genehmigt sie"). */
const PRONOUN = /(?<![\p{L}])(?:it|its|them|they|their|this|that|these|those|he|she|him|her|one|ones|es|sie|ihn|ihm|ihr|ihnen|le|la|les|lui|leur|y|en)(?![\p{L}])/iu;

/** The two parts of a two-part question, as written; null for a question that asks one thing. */
export function questionParts(question: string): [string, string] | null {
  const q = question.trim();
  const m = SECOND.exec(q);
  if (!m) return thingsPaired(q);
  if (m.index === 0) return null;
  const first = q.slice(0, m.index).trim();
  const second = q.slice(m.index + m[0].length).trim();
  // Each part names something: "Who and when?" asks about nothing it names.
  if (!/[\p{L}\p{N}]{3,}/u.test(first.replace(new RegExp(`^(?:${QUESTION_WORDS})(?![\\p{L}])`, 'iu'), '')) || second.split(/\s+/).length < 2) return null;
  return [first, second];
}

/**
 * "How much are the rent and the deposit?": one question word asking about two things, each with its own "the". Not "who":
 * "Who is the tenant and the landlord?" is answered by the one passage naming the parties (retrieval-s44r.test.ts).
 */
const PAIRED = /^((?:how\s+much|how\s+many|what|when|where|which)\s+(?:is|are|was|were)\s+)the\s+([^?,]+?)\s+and\s+the\s+([^?,]+?)\s*\??$/iu;

/** The two parts of a question asking one thing of two ("How much is the rent" and "How much is the deposit?", s55, u-dqa F5), or null. */
function thingsPaired(q: string): [string, string] | null {
  const m = PAIRED.exec(q);
  if (!m || !/[\p{L}\p{N}]{3,}/u.test(m[2]) || !/[\p{L}\p{N}]{3,}/u.test(m[3])) return null;
  return [`${m[1]}the ${m[2]}`, `${m[1]}the ${m[3]}?`];
}

/** "What is the landlord's name?", "What's the name of the landlord?", "Name of the landlord?": a question for who has a role. */
const NAME_OF = /^(?:(?:what|which)(?:['’]s| is| was)\s+)?(?:the\s+)?(?:(?:full\s+)?name\s+of\s+(?:the\s+|our\s+|my\s+)?(.+?)|(?:the\s+|our\s+|my\s+)?(.+?)['’]s\s+(?:full\s+)?name)\s*\??$/iu;

/** The question, a question for the name of a role asked as "Who is the …?" (F5). */
export function asWho(question: string): string {
  const m = NAME_OF.exec(question.trim());
  const role = m && (m[1] ?? m[2]);
  return role && role.split(/\s+/).length <= 4 ? `Who is the ${role}?` : question;
}

/** "Who is the tenant?", "Who's the maintenance owner for Oven B?": the role asked about, as written; null for other questions. */
const WHO_IS = /^who(?:['’]s|\s+is|\s+are|\s+was)\s+(?:the\s+|our\s+|my\s+|your\s+)?([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,2})(?:\s+(?:for|of|in|at)\s+[^?]*)?\s*\??$/iu;

export function roleAsked(question: string): string | null {
  return WHO_IS.exec(question.trim())?.[1] ?? null;
}

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name: one to three capitalized words, with a title ("Mrs", "Dr", "Frau") allowed before it. */
const NAME = String.raw`(?:(?:Mr|Mrs|Ms|Dr|Prof|Frau|Herr|Mme|M)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}`;

/**
 * Whether the passage names someone in `role`: "Daniel Achebe ("Tenant")", "Owner: Jonas Berg", "The maintenance owner
 * for Oven B is Priya Raman", "Priya Raman is the landlord". The role's words may be in either case ("Tenant", "tenant").
 */
export function namesRole(text: string, role: string): boolean {
  const r = role
    .trim()
    .split(/\s+/)
    .map((w) => `[${esc(w[0].toUpperCase())}${esc(w[0].toLowerCase())}]${esc(w.slice(1).toLowerCase())}(?:s|es)?`)
    .join('\\s+');
  const patterns = [
    `${NAME}\\s*\\(\\s*(?:the\\s+)?["“„']?${r}["”“']?\\s*\\)`,
    `(?<![\\p{L}])${r}\\s*:\\s*${NAME}`,
    `(?<![\\p{L}])${r}(?:\\s+(?:for|of)\\s+[^.;:]{1,40}?)?\\s+(?:is|are|was)\\s+${NAME}`,
    `${NAME}\\s*,?\\s+(?:is|acts as|serves as)\\s+(?:the|our|your)\\s+${r}(?![\\p{L}])`,
  ];
  return patterns.some((p) => new RegExp(p, 'u').test(text));
}

const same = (a: Hit, b: Hit) => a.passage === b.passage || (a.passage.text === b.passage.text && a.passage.source === b.passage.source);

/**
 * findPassages for `question` (the reader's words; cut to its focus here), and for a two-part question for each part:
 * the good passages are the whole question's, then each part's best one when it is not among them (the whole
 * question's first `k`, then at most one per part).
 */
export async function findInParts(retriever: Pick<Retriever, 'search' | 'size'>, question: string, k: number, key: object, texts: () => Iterable<string>): Promise<FoundInParts> {
  const whole = withoutUnheldTopic(question, await findWhole(retriever, question, k, key, texts), texts);
  if (whole.judged.good.length) return whole;
  // A long message with no good match: its question, with the places the rest of it names (u31g F2).
  const ask = askedInLong(questionFocus(question));
  if (!ask) return whole;
  const asked = await findWhole(retriever, ask, k, key, texts);
  return asked.judged.good.length ? {...asked, readAs: ask} : whole;
}

/** From this many content words on, a message of several sentences is long (askedInLong). */
const LONG = 10;
/** A place or body named after "in", "at", "of", "for", "from" or "near" ("in the Lisbon office"), as kit/match.ts reads one. */
const PLACED = /(?<![\p{L}\p{N}])(?:in|at|of|for|from|near)\s+(?:the\s+)?(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*)*)/gu;

/**
 * The question a long message asks (u31g F2: "Hi there, I have a question. We are a team of four people in the Lisbon office
 * and one colleague asked me when exactly the office opens in the morning, because she wants to come in early on Mondays.
 * Could you tell me the opening time?" held 3 of its 18 content words in the Lisbon office passage, and was no good match):
 * the sentences that end with a question mark, with the places the other sentences name ("… the opening time in Lisbon?"),
 * so a place the document never names still fails the passages (absentNames). Null for a message of one sentence, one
 * under LONG content words, one with no question sentence, or one of questions only. Tried only when the whole message
 * finds no good match, so what a message of few words finds is unchanged.
 */
export function askedInLong(message: string): string | null {
  const sentences = message.trim().split(/(?<=[.!?])\s+(?=\S)/u);
  if (sentences.length < 2 || contentTerms(message).length < LONG) return null;
  const asks = sentences.filter((s) => /\?\s*$/u.test(s));
  if (!asks.length || asks.length === sentences.length) return null;
  const places = [...new Set(sentences.filter((s) => !asks.includes(s)).flatMap((s) => [...s.matchAll(PLACED)].map((m) => m[1]).filter((n) => n !== 'I')))];
  const ask = asks.join(' ');
  if (!contentTerms(ask).length) return null;
  return places.length ? `${ask.replace(/[\s?]+$/u, '')} in ${places.join(' and in ')}?` : ask;
}

async function findWhole(retriever: Pick<Retriever, 'search' | 'size'>, question: string, k: number, key: object, texts: () => Iterable<string>): Promise<FoundInParts> {
  const asked = asWho(questionFocus(question));
  const whole = withRoleFirst(asked, await findPassages(retriever, asked, k, key, texts));
  const parts = questionParts(asked);
  if (!parts) return {...whole, unanswered: []};
  const good = [...whole.judged.good];
  const unanswered: string[] = [];
  for (const [i, part] of parts.entries()) {
    const partAsked = i > 0 && PRONOUN.test(part) ? `${part.replace(/\?+\s*$/, '')} (${parts[0].replace(/\?+\s*$/, '')})` : part;
    const found = withRoleFirst(part, await findPassages(retriever, asWho(questionFocus(partAsked)), k, key, texts));
    const best = found.judged.good[0];
    // A passage already listed that holds every word of the part answers it (u32c F8): no note says it matched nothing.
    if (!best && good.some((h) => holdsPart(h, partAsked))) continue;
    if (!best) unanswered.push(part.replace(/\?+\s*$/, ''));
    else if (!good.some((h) => same(h, best))) good.push(best);
  }
  // Every part answered by the whole question's passages, or no good passage at all: the whole question's judgement stands.
  if ((good.length === whole.judged.good.length && unanswered.length === 0) || good.length === 0) return {...whole, unanswered: []};
  const hits = [...good, ...whole.hits.filter((h) => !good.some((g) => same(g, h)))];
  const weak = whole.judged.weak.filter((h) => !good.some((g) => same(g, h)));
  return {...whole, hits, judged: {...whole.judged, good, weak}, unanswered};
}

/**
 * Past participles the word tables leave out because they are everyday words of their own ("led", "fed", "bound",
 * tokenize's irregular.ts), read as their verb where a passive makes them one: "Ward B is led by Dr. Tomas Lind"
 * holds "lead" (u32c F8).
 */
const PASSIVE = /(?<![\p{L}])(?:is|are|was|were|be|been|being)\s+(led|fed|bound|shot|lit|won|wound)\s+by(?![\p{L}])/giu;
const PASSIVE_BASE: Readonly<Record<string, string>> = {led: 'lead', fed: 'feed', bound: 'bind', shot: 'shoot', lit: 'light', won: 'win', wound: 'wind'};

/** Whether the passage holds every content word of `part` (a passive participle counting as its verb). */
function holdsPart(hit: Hit, part: string): boolean {
  const terms = contentTerms(questionFocus(part));
  if (terms.length === 0) return false;
  const text = `${hit.passage.heading ?? ''}\n${hit.passage.text}`;
  const verbs = [...text.matchAll(PASSIVE)].map((m) => PASSIVE_BASE[m[1].toLowerCase()]).join(' ');
  const held = new Set(tokenize(`${text} ${verbs}`));
  return terms.every((t) => held.has(t));
}

/** For a "who is the …" question, the good passages that name someone in that role first (F3); the found passages as they are otherwise. */
function withRoleFirst(question: string, found: Found): Found {
  const role = roleAsked(question);
  if (!role || found.judged.good.length < 2) return found;
  const named = (h: Hit) => (namesRole(`${h.passage.heading ?? ''}\n${h.passage.text}`, role) ? 0 : 1);
  const good = found.judged.good.map((h, i) => ({h, i})).sort((a, b) => named(a.h) - named(b.h) || a.i - b.i).map(({h}) => h);
  const hits = [...good, ...found.hits.filter((h) => !good.includes(h))];
  return {...found, hits, judged: {...found.judged, good}};
}

/** Words before a noun that make it the thing asked about ("how many vacation days", "the salary of"). */
const BEFORE_TOPIC = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'many', 'much', 'any', 'which', 'whose']);

/** A question's first word before its subject: "Is smoking allowed in the flat?" asks about smoking (s55, u-dqa F1). */
const IS_AT_START = new Set(['is', 'are']);

/** Words for the value asked for, which a passage gives without naming them ("the deadline" ↔ "by 30 September"). */
const VALUE_WORDS = new Set(['deadline', 'date', 'time', 'cost', 'price', 'fee', 'amount', 'number', 'address', 'name', 'size', 'length', 'duration', 'limit', 'rate', 'total', 'phone', 'day', 'year', 'month', 'hour', 'place', 'location', 'venue', 'owner', 'person', 'contact']);

/**
 * `found` with no good match when each good match lacks a word of the question that no passage of the document holds and
 * that names what is asked about: a noun after "the", "many" and the like ("What is the salary of the team lead?", "How
 * many vacation days do employees get?": s54-dq, t-dqa F4, listed the escalation passage and the Approval section as good
 * matches on "team lead" and "days … employees"). A verb or other word of how the question is put ("Where is the summit
 * held?") is not such a word, and neither is a word some passage holds.
 */
export function withoutUnheldTopic(question: string, found: FoundInParts, texts: () => Iterable<string>): FoundInParts {
  const {good} = found.judged;
  // A two-part question names its unanswered part itself ("What is the wifi password and how much is the rent?").
  if (!good.length || found.unanswered.length || found.judged.unmatchedPart || questionParts(questionFocus(question))) return found;
  const words = questionFocus(question).match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const terms = words.map((w) => contentTerms(w)[0] ?? '');
  const asked = (t: string) => {
    const i = terms.indexOf(t);
    if (i === 1 && IS_AT_START.has((words[0] ?? '').toLowerCase())) return !VALUE_WORDS.has(words[i].toLowerCase());
    return i > 0 && BEFORE_TOPIC.has(words[i - 1].toLowerCase()) && !VALUE_WORDS.has(words[i].toLowerCase());
  };
  const lacking = good.map((h) => matchStrength(question, h, found.judged.stats).missing.filter(asked));
  const shared = lacking[0].filter((t) => lacking.every((l) => l.includes(t)));
  if (!shared.length) return found;
  // Held by no passage: neither the word as typed nor its stem starts a word of any passage.
  const unheld = shared.filter((t) => {
    const said = words[terms.indexOf(t)];
    const starts = new RegExp(`(?<![\\p{L}])(?:${[t, said].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'iu');
    for (const text of texts()) if (starts.test(text)) return false;
    return true;
  });
  if (!unheld.length) return found;
  return {...found, judged: {...found.judged, good: [], weak: [...good, ...found.judged.weak], missing: unheld}, unanswered: []};
}
