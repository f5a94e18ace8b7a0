/**
 * What Simple Chat searches for a message, and what it finds: the conversation's questions cut to
 * their focus (kit/match.ts, questionFocus), a follow-up read with the previous question
 * (chatStore.ts, retrievalPlan), the guide's own words for a few topics (guideWords.ts), then the
 * demos' passage search (kit/find.ts). Pure apart from the retriever, so the unit tests run the
 * chat's own pipeline. Part of src/demos/simple-chat.
 *
 * A message read as a follow-up is searched on its own too when it names a topic of its own
 * (chatStore.ownTopic), and the better-supported result is kept (u28s S-B3, S-D1: "and who do I
 * give my badge to?" after a password question found the password passage): the follow-up reading
 * when its first good match holds at least one of the message's own words and no fewer than the
 * message alone's; else the message alone ("and for trains?" after a flight question no longer
 * shows the flight rule). A message with a pronoun that points back ("does it support OAuth?") is
 * never read alone: "it" means the previous topic (s43, u29j D-8, D-11).
 *
 * Searching the guide, the chat's index also holds its own page (kit/guide.ts, chatDocuments): a
 * question about the chat itself ("Does the conversation survive a reload?", "How does the Stop
 * button work?") shows the page's good matches first (u28s S-B1).
 */
import type {Retriever} from '@site/src/retrieval/retriever';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import type {Hit} from '@site/src/retrieval/bm25';
import {contentTerms, holdsIdentifier, identifiersOf, isFraming, questionFocus, smallTalk, twoParts} from '@site/src/demos/kit/match';
import {tokenizeForRetrieval} from '@site/src/retrieval/tokenize';
import {findPassages, type Found} from '@site/src/demos/kit/find';
import {alternatives} from '@site/src/demos/kit/paraphrase';
import {asksAgain, notInGuideLanguage, ownTopic, POINTS_BACK, retrievalPlan, withListItem, withoutPlaceholderIt, type ChatTurn} from './chatStore';
import {inChatPageWords, inGuideWords} from './guideWords';
import {readings, type Reading} from './relax';

export type ChatSearch = {
  found: Found;
  /** What was searched when it differs from the message (a follow-up read with the previous question). */
  searchedFor?: string;
  /** What was searched, always (kept on the reply: ChatTurn.searched). */
  searched: string;
  /** The message was searched on its own although earlier questions exist. */
  searchedAlone?: true;
  /** The message named an item of the previous reply's list by its place ("the second one"), searched as that item. */
  listItem?: true;
  /** It reads as a follow-up, searched on its own because its own words matched better alone. */
  aloneBetter?: true;
  /** Reader phrases searched in the guide's words. */
  guideWords?: Array<{from: string; to: string}>;
  /** The message found no good match as searched; this reading of it did (relax.ts, u30x F4). */
  relaxed?: {query: string; without: string[]};
};

/** The route of the page Simple Chat documents itself on (its passages in the index, kit/guide.ts). */
export const OWN_PAGE = '/demo-room/simple-chat';

/**
 * A question about the chat itself: it names the chat, the conversation, a reply or message of it,
 * or one of its buttons ("the Stop button", "press Stop", "Retry", "Clear").
 */
const ABOUT_THE_CHAT =
  /(?<![\p{L}\p{N}])(?:(?:the|this|my|your|a|simple)\s+(?:chat|conversation|thread|reply|replies|streaming reply|answer|messages?|log|session)|(?:stop|retry|clear|undo|copy|jump to latest|download)\s+button|press(?:ing)?\s+(?:stop|retry|clear|undo)|simple chat|sessionstorage|eventsource-parser|retry-after|429)(?![\p{L}\p{N}])/iu;

const onOwnPage = (hit: Hit) => (hit.passage.url ?? hit.passage.id).split('#')[0].replace(/\/$/, '').endsWith(OWN_PAGE);

/** The chat's own page first among the good matches of a question about the chat (the rest in their order). */
function ownPageFirst(found: Found, question: string): Found {
  if (!ABOUT_THE_CHAT.test(question) || !found.judged.good.some(onOwnPage)) return found;
  const first = <T extends Hit>(hits: readonly T[]) => [...hits.filter(onOwnPage), ...hits.filter((h) => !onOwnPage(h))];
  return {...found, hits: first(found.hits), judged: {...found.judged, good: first(found.judged.good)}};
}

/** How many of `words` the first good match holds (a synonym counts); 0 without a good match. */
function support(found: Found, words: readonly string[]): number {
  const best = found.judged.good[0];
  if (!best) return 0;
  const held = new Set(best.terms.flatMap((t) => alternatives(t)));
  return words.filter((t) => held.has(t)).length;
}

/** What the reply to the previous question recorded as searched (ChatTurn.searched), if it recorded it. */
function previousSearch(history: readonly ChatTurn[]): string | undefined {
  const users = history.map((t, i) => (t.role === 'user' ? i : -1)).filter((i) => i >= 0);
  if (users.length < 2) return undefined;
  const replies = history.slice(users[users.length - 2] + 1, users[users.length - 1]);
  return [...replies].reverse().find((t) => t.role === 'assistant' && typeof t.searched === 'string' && t.searched.trim() !== '')?.searched;
}

/**
 * "worth" before what the topic is weighed against, ending the question ("is it worth the latency?", "is it worth it?"): it
 * weighs the topic and names none, so it is not searched ("Is it worth the money to buy a house?" keeps it, and stays refused). Searched, it found a "Next steps" line ("Pick the passages worth the budget") rather
 * than the reranking section the follow-up was about (s50, u33c F5, u32d F4). Exported for the unit rows.
 */
export const WEIGHING = /(?<![\p{L}\p{N}])worth(?=\s+(?:it|(?:the|its|their)\s+(?:extra\s+)?[\p{L}\p{N}-]+)\s*(?:[?.!]|$))/giu;
export const withoutWeighing = (text: string) => text.replace(WEIGHING, ' ').replace(/\s{2,}/gu, ' ');

/** A search of `text` as the chat searches: in the guide's words for a few topics, the chat's own page first for a question about it. */
async function searchText(
  text: string,
  retriever: Pick<Retriever, 'search' | 'size'>,
  docs: readonly SourceDocument[],
  {workspace, talk, k}: {workspace: boolean; talk: boolean; k: number},
): Promise<{found: Found; guideWords?: Array<{from: string; to: string}>}> {
  const texts = () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`);
  // The guide is searched in its own words for a few topics readers name differently ("making up facts": guideWords.ts).
  const guideWorded = workspace || talk ? null : inGuideWords(text);
  // A question about the chat itself, in its page's words too ("API key" is the page's "model key", s54 t-chat F2).
  const chatWorded = guideWorded && ABOUT_THE_CHAT.test(text) ? inChatPageWords(guideWorded.query) : null;
  const worded = chatWorded?.replaced.length && guideWorded ? {query: chatWorded.query, replaced: [...guideWorded.replaced, ...chatWorded.replaced]} : guideWorded;
  // Ages, typos, synonyms and the question's topic are read before and after the search (kit/find.ts).
  const found = await findPassages(retriever, withoutWeighing(worded ? worded.query : text), k, docs, texts);
  return {found: workspace ? found : ownPageFirst(found, text), guideWords: worded?.replaced.length ? worded.replaced : undefined};
}

/**
 * How deep the search looks for a good match when the first `k` passages hold none: a passage about the topic can rank
 * below passages that hold a common word of the question twice ("cost of reranking": the reranking passage that weighs
 * "cost and latency" came 20th, after pricing pages). The judge is the same, so an unrelated question stays refused.
 */
export const DEEP = 40;

/**
 * `found` searched `DEEP` passages deep, cut to its first `k` good matches; null when it has none.
 *
 * Looking deeper only helps when the first `k` passages are about another word of the question: the passage about the
 * topic holds a word of the question (or a synonym of it) that none of them holds ("reranking" below pricing pages that
 * hold "cost"). A passage below them that holds no such word is no better supported than the passages the judge already
 * refused; it passed the judge through something else (a heading, a longer passage), and showing it is a confident
 * wrong match: "and for trains?" found a training page through "train", as did the ten passages above it; "What
 * happens on my first day?" found a "90-day plan" through "first" and "day", which the passages above it held too
 * (s48, the u28s S-D1 and s41 S-A2 rows the s47-c deep search broke).
 */
function firstGood(found: Found, k: number): Found | null {
  const top = found.hits.slice(0, k);
  const heldAbove = new Set(top.flatMap((hit) => hit.terms.flatMap((t) => [t, ...alternatives(t)])));
  const addsWord = (hit: Hit) => top.includes(hit) || hit.terms.some((t) => ![t, ...alternatives(t)].some((a) => heldAbove.has(a)));
  const good = found.judged.good.filter(addsWord).slice(0, k);
  return good.length ? {...found, hits: good, judged: {...found.judged, good}} : null;
}

/**
 * The search of the last user message of `history`; `workspace`: the chat searches a document set, not the guide. A
 * message that finds no good match as typed is searched in other readings before the chat says so (relax.ts, u30x F4):
 * without the words that say how to answer or whose system it is, one line or sentence at a time, then deeper.
 */
export async function searchConversation(
  history: readonly ChatTurn[],
  retriever: Pick<Retriever, 'search' | 'size'>,
  docs: readonly SourceDocument[],
  options: {workspace: boolean; k: number},
): Promise<ChatSearch> {
  const last = history[history.length - 1];
  const result = await searchRelaxed(history, retriever, docs, options);
  const found = readersPart(heldPart(result.found));
  // A message with no word of two letters or more ("x") names nothing in the guide; a passage holding the letter is no
  // match, and the chat says why (chatStore.notInGuideLanguage, u31h F7). The workspace may be in another language.
  if (!options.workspace && last && notInGuideLanguage(last.content) !== null && found.judged.good.length) {
    return {...result, found: {...found, hits: [], judged: {...found.judged, good: [], weak: [...found.judged.good, ...found.judged.weak], unmatchedPart: null}}};
  }
  return found === result.found ? result : {...result, found};
}

/**
 * `found` with no unmatched part when the good matches, those sent to the model, hold every word of that part and every
 * number or code it names: the part is covered, and the model is never told not to answer it (u32d F1).
 */
function heldPart(found: Found): Found {
  const part = found.judged.unmatchedPart;
  const good = found.judged.good;
  if (!part || !good.length) return found;
  const held = new Set(good.flatMap((h) => tokenizeForRetrieval(`${h.passage.heading ?? ''} ${h.passage.text}`)).flatMap((t) => [t, ...alternatives(t)]));
  const words = contentTerms(part).filter((t) => !isFraming(t));
  const covered = words.length > 0 && words.every((t) => held.has(t) || alternatives(t).some((a) => held.has(a))) && identifiersOf(part).every((id) => good.some((h) => holdsIdentifier(h.passage, id)));
  return covered ? {...found, judged: {...found.judged, unmatchedPart: null}} : found;
}

/**
 * `found` with its unmatched part in the reader's spelling: a word the typo reading changed is quoted as typed
 * ("the capital of Spain", never "of spans": u31h F8).
 */
function readersPart(found: Found): Found {
  const part = found.judged.unmatchedPart;
  if (!part || !found.fixes.length) return found;
  let text = part;
  for (const [typed, read] of found.fixes) {
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${read.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu'), typed);
  }
  return text === part ? found : {...found, judged: {...found.judged, unmatchedPart: text}};
}

/** searchAsTyped, then the other readings of a message with no good match as typed (relax.ts). */
async function searchRelaxed(
  history: readonly ChatTurn[],
  retriever: Pick<Retriever, 'search' | 'size'>,
  docs: readonly SourceDocument[],
  options: {workspace: boolean; k: number},
): Promise<ChatSearch> {
  const typed = await searchAsTyped(history, retriever, docs, options);
  const last = history[history.length - 1];
  if (typed.found.judged.good.length || !last || smallTalk(last.content)) return typed;
  const search = (text: string, k: number) => searchText(text, retriever, docs, {...options, talk: false, k});
  // A follow-up's search joins two messages: only its words are left out, never read a sentence at a time.
  const tried = readings(typed.searched, {pieces: !typed.searchedFor});
  for (const reading of tried) {
    const result = await search(reading.query, options.k);
    if (whole(result.found)) return relaxedResult(typed, reading, await withPartAlone(result.found, reading.part ?? null, search, options.k), result);
  }
  for (const reading of [{query: typed.searched, without: []} as Reading, ...tried]) {
    const deep = await search(reading.query, DEEP);
    const found = firstGood(deep.found, options.k);
    if (found && whole(found)) return relaxedResult(typed, reading, await withPartAlone(found, reading.part ?? null, search, options.k), deep);
  }
  return typed;
}

/**
 * `found` with the good matches of `part` searched on its own, when the part found no good match beside the other part
 * and finds one alone (s52, u35c F1: "What is BM25 used for, and how much does Pinecone cost per month?" searched the
 * Pinecone part, named "What is BM25 used for" as not matched and told the model not to answer it, though "What is BM25
 * used for?" alone finds the hybrid search sections). The part's passages take up to half of the `k` places, after the
 * other part's first; `found` unchanged, with its unmatched part, when the part alone finds nothing.
 */
async function withPartAlone(found: Found, part: string | null, search: (text: string, k: number) => Promise<{found: Found}>, k: number): Promise<Found> {
  if (!part || !found.judged.good.length) return found;
  // Read as the chat reads a message ("What is BM25 used for" as "What is BM25?", questionFocus).
  const alone = (await search(questionFocus(part), k)).found;
  if (!whole(alone)) return found;
  const own = alone.judged.good.filter((h) => !found.judged.good.some((g) => g.passage.id === h.passage.id));
  const added = own.slice(0, Math.max(1, Math.floor(k / 2)));
  const good = [...found.judged.good.slice(0, k - added.length), ...added];
  const rest = found.hits.filter((h) => !good.includes(h));
  const result = own.length ? {...found, hits: [...good, ...rest], judged: {...found.judged, good, weak: found.judged.weak.filter((h) => !good.includes(h)), unmatchedPart: null}} : {...found, judged: {...found.judged, unmatchedPart: null}};
  covered.add(result);
  return result;
}

/** The results withPartAlone covered a part of. */
const covered = new WeakSet<Found>();

/**
 * A good match for the whole reading: one that answers only one part of a two-part reading ("does it work for tables and
 * what about images?" after a hallucination question: a table of the EU AI Act, for "tables") is no reason to answer
 * a message that found nothing as typed.
 */
const whole = (found: Found) => found.judged.good.length > 0 && !found.judged.unmatchedPart;

/** The search result of a reading that found a good match: what was left out is said under the reply. */
function relaxedResult(typed: ChatSearch, reading: Reading, found: Found, searched: {guideWords?: Array<{from: string; to: string}>}): ChatSearch {
  // A part found on its own (withPartAlone marks it covered) is not said to match no passage.
  const part = covered.has(found) ? null : (reading.part ?? null);
  // That part was searched too: the reader is told so, and it is not said to be left out.
  const alsoPart = covered.has(found) && reading.part ? reading.part : null;
  return {
    ...typed,
    // A request for this answer again ("summarize that") searches the reading that answered (previousSearch).
    searched: reading.query,
    found: {...found, judged: {...found.judged, unmatchedPart: part}},
    guideWords: searched.guideWords,
    relaxed: reading.query !== typed.searched ? (alsoPart ? {query: `${reading.query}; ${alsoPart}`, without: reading.without.filter((w) => w !== alsoPart)} : {query: reading.query, without: reading.without}) : undefined,
  };
}

/** The search of the last user message of `history` as typed (and read with the conversation). */
async function searchAsTyped(
  history: readonly ChatTurn[],
  retriever: Pick<Retriever, 'search' | 'size'>,
  docs: readonly SourceDocument[],
  {workspace, k}: {workspace: boolean; k: number},
): Promise<ChatSearch> {
  const last = history[history.length - 1];
  const talk = smallTalk(last.content);
  // A follow-up is searched together with the previous question (chatStore.retrievalPlan); greetings
  // and small talk are left out of the search ("hello" matches e-mail addresses, not questions).
  // Question wrappers ("what does the guide say about", "explain like I'm five") are cut too (kit/match.ts, questionFocus).
  // "the second one" is read as the item of the list in the reply before it ("Pinecone"), else as "that" (u30x F3).
  const listed = (t: ChatTurn) => {
    const i = history.indexOf(t);
    const reply = [...history.slice(0, i)].reverse().find((r) => r.role === 'assistant' || r.role === 'user');
    return withListItem(t.content, reply?.role === 'assistant' ? reply.content : undefined);
  };
  const asked = history.filter((t) => t.role === 'user' && (t === last || !smallTalk(t.content))).map((t) => ({...t, content: questionFocus(listed(t))}));
  const focus = questionFocus(listed(last));
  const run = (text: string) => searchText(text, retriever, docs, {workspace, talk: !!talk, k});
  // Small talk sent to a model is searched as it is, alone (it finds nothing, and says nothing about earlier questions).
  const planned = talk ? {query: last.content, followUp: false} : retrievalPlan(asked);
  // A request for the last answer again ("summarize that", "tl;dr") searches exactly what the reply it
  // follows was searched as, whatever chain of follow-ups led there (u30e M4: the chain re-read here
  // could differ from the search that answered, glue follow-ups searched alone, and match nothing).
  const again = planned.followUp && asksAgain(listed(last)) ? previousSearch(history) : undefined;
  const plan = again ? {query: again, followUp: true} : planned;
  const read = await run(plan.query);
  // Its own topic: no framing word ("What if it already happened?" has none, and stays a follow-up).
  // A message that points back with a pronoun ("does it support OAuth?", "what about the costs of
  // running it?") keeps the follow-up reading: alone, "it" stands for nothing (s43, u29j D-8, D-11).
  const own = plan.followUp && !POINTS_BACK.test(withoutPlaceholderIt(focus)) ? ownTopic(focus).filter((t) => !isFraming(t)) : [];
  if (own.length) {
    // The message alone wins when its first match holds more of the message's own words, and
    // whenever the follow-up reading's holds none (the previous topic, or nothing): then the message
    // alone is better supported, whether it finds a match or says "No good match".
    const alone = await run(focus);
    const glued = support(read.found, own);
    // The follow-up reading's first good match is the previous topic's passage, without the message's own words ("and
    // for contractors?" after "How is home charging reimbursed?": the employees' rule). Deeper in that reading, the
    // passages that hold them are about both ("Contractors charge electric vehicles at their own cost"), and they come
    // before what the message alone finds, unless that holds more of its words (s49).
    const both = glued === 0 ? await ownWordsAmong(plan.query, own, searchText, retriever, docs, {workspace, talk: !!talk, k}) : null;
    if (both && support(both.found, own) >= support(alone.found, own)) {
      return {...both, searched: plan.query, searchedFor: plan.query !== focus ? plan.query : undefined};
    }
    // When both readings hold the message's own words, the message alone wins only with a match on the conversation's
    // topic too: "and the query-time setting?" after pgvector's HNSW build parameters found a vocabulary guide alone,
    // holding "query", "time" and "setting", over the pgvector passage that names ef_search (u34c F4).
    const before = new Set(tokenizeForRetrieval(plan.query).filter((t) => !isFraming(t) && !own.includes(t)));
    const onTopic = support(alone.found, [...before]) > 0;
    // A message that names a thing of its own with a capital ("so how does Pinecone handle tenancy and scaling?" after a
    // pgvector question) is a new question: its own first match wins without the conversation's topic (u28s S-B3).
    const names = focus.split(/\s+/).slice(1).filter((w) => /^[A-Z][\w-]*/.test(w)).flatMap((w) => tokenizeForRetrieval(w));
    const newName = names.some((n) => own.includes(n) && !before.has(n));
    if (glued === 0 || (support(alone.found, own) > glued && (onTopic || newName))) {
      // The message's own words pick the passages; among them, those the follow-up reading ranks higher come first.
      // Not when the message's own words retrieve well by themselves: two or more, all held by its own first match ("and
      // where is vibe coding safe to use?" after "What is retrieval augmented generation?"): a new question that opens
      // with "and" keeps its own order, or a passage sharing one incidental word with the previous question ('generation'
      // in a vibe-coding course page) would come first (u28s S-B3). One word alone ("contractors") says too little.
      const standsAlone = own.length >= 2 && support(alone.found, own) === own.length;
      const ordered = glued === 0 && !standsAlone ? await inOrderOf(alone.found, plan.query, searchText, retriever, docs, {workspace, talk: !!talk, k}) : alone.found;
      return {...alone, found: ordered, searched: focus, searchedAlone: asked.length > 1 ? true : undefined, aloneBetter: asked.length > 1 ? true : undefined};
    }
  }
  // A message that points back and asks about something of its own ("is it free?" after pgvector's HNSW defaults): when
  // the follow-up reading's first match holds none of its own words (the previous question's passage again), the
  // passages deeper in that reading that hold them are about both: the comparison row "Open-source extension
  // (PostgreSQL License)" (u34c F4). Its own words are read in the guide's words, as searched ("free": "open source").
  if (plan.followUp && !own.length && !talk && !again) {
    const mine = ownTopic(workspace ? focus : (inGuideWords(focus)?.query ?? focus)).filter((t) => !isFraming(t));
    // Only a short single question: a two-part one ("does it work for tables and what about images?" after a
    // hallucination question) found a table of the EU AI Act for "tables" this way.
    if (mine.length && mine.length <= 2 && !twoParts(focus) && support(read.found, mine) === 0) {
      const both = await ownWordsAmong(plan.query, mine, searchText, retriever, docs, {workspace, talk: false, k});
      if (both) return {...both, searched: plan.query, searchedFor: plan.query !== focus ? plan.query : undefined};
    }
  }
  // "the second one" read as the list item it names: the reader sees what was searched, and why (u30x F3).
  const listItem = !plan.followUp && !talk && listed(last) !== last.content ? true : undefined;
  const searchedFor = plan.query !== focus || listItem ? plan.query : undefined;
  // With earlier questions in the conversation, the reader sees that this one was searched on its own.
  // A message with no word ("?", "!!!") is searched for nothing: the reply says it has no words, and only that (u33c F9).
  const searchedAlone = !plan.followUp && !talk && !listItem && asked.length > 1 && /[\p{L}\p{N}]/u.test(last.content) ? true : undefined;
  // A part no passage matched is quoted as the reader's: only their own words, never the previous question's (u30e O2).
  const withOther = (await answeredWithOther(read.found, run)) ? null : read.found.judged.unmatchedPart;
  // A part that finds nothing with the other part is searched on its own too (withPartAlone, u35c F1).
  const covered = withOther ? await withPartAlone(read.found, withOther, (text, n) => searchText(text, retriever, docs, {workspace, talk: !!talk, k: n}), k) : read.found;
  const part = covered.judged.unmatchedPart ? withOther : null;
  const found =
    part !== read.found.judged.unmatchedPart ? {...covered, judged: {...covered.judged, unmatchedPart: null}}
    : searchedFor && part ? {...read.found, judged: {...read.found.judged, unmatchedPart: ownPart(part, last.content)}}
    : read.found;
  return {...read, found, searched: plan.query, searchedFor, searchedAlone, listItem};
}

/**
 * The good matches of `query` searched DEEP that hold at least one of `own` (a synonym counts), in the search's order and
 * cut to `k`; null when none does.
 */
async function ownWordsAmong(
  query: string,
  own: readonly string[],
  searchWith: typeof searchText,
  retriever: Pick<Retriever, 'search' | 'size'>,
  docs: readonly SourceDocument[],
  options: {workspace: boolean; talk: boolean; k: number},
): Promise<{found: Found; guideWords?: Array<{from: string; to: string}>} | null> {
  const deep = await searchWith(query, retriever, docs, {...options, k: DEEP});
  const holds = (hit: Hit) => {
    const held = new Set(hit.terms.flatMap((t) => [t, ...alternatives(t)]));
    return own.some((t) => held.has(t));
  };
  const good = deep.found.judged.good.filter(holds).slice(0, options.k);
  if (!good.length) return null;
  return {...deep, found: {...deep.found, hits: good, judged: {...deep.found.judged, good, unmatchedPart: null}}};
}

/**
 * `found`'s good matches in the order a DEEP search of `query` ranks them (those it does not reach after them, in their
 * order): "and for contractors?" after "How is home charging reimbursed?" finds the contractor rules alone, and the one
 * about charging first (s49).
 */
async function inOrderOf(
  found: Found,
  query: string,
  searchWith: typeof searchText,
  retriever: Pick<Retriever, 'search' | 'size'>,
  docs: readonly SourceDocument[],
  options: {workspace: boolean; talk: boolean; k: number},
): Promise<Found> {
  if (found.judged.good.length < 2) return found;
  const ranked = (await searchWith(query, retriever, docs, {...options, k: DEEP})).found.hits.map((h) => h.passage.id);
  const place = (hit: Hit) => (ranked.includes(hit.passage.id) ? ranked.indexOf(hit.passage.id) : ranked.length);
  const good = found.judged.good.map((hit, i) => ({hit, i})).sort((a, b) => place(a.hit) - place(b.hit) || a.i - b.i).map((x) => x.hit);
  if (good.every((hit, i) => hit === found.judged.good[i])) return found;
  const rest = found.hits.filter((hit) => !good.includes(hit));
  return {...found, hits: [...good.filter((hit) => found.hits.includes(hit)), ...rest], judged: {...found.judged, good}};
}

/**
 * Whether the part of a two-part message that the judge found unmatched (Judged.unmatchedPart) is answered by a passage
 * shown after all (u30p M1: "what is a vector database and when would I pick pgvector?" said no passage matched
 * "when would I pick pgvector?" beside "Choose pgvector when …", and a model was told not to answer it). The part is
 * searched with the message's other part, so "it" and a bare "pick" have their topic; when that search's best good
 * match is one of the passages shown, the part is not "not matched". Only a passage shown counts: the part's own
 * words still have to be found ("who owns the Weaviate project and when was it founded?" keeps its note, O3).
 */
async function answeredWithOther(found: Found, run: (text: string) => Promise<{found: Found}>): Promise<boolean> {
  const part = found.judged.unmatchedPart;
  const parts = part ? twoParts(found.query) : null;
  if (!part || !parts || !found.judged.good.length) return false;
  const other = parts.find((p) => p !== part);
  if (!other) return false;
  const best = (await run(`${part} ${other}`)).found.judged.good[0];
  return !!best && found.judged.good.some((hit) => hit.passage.id === best.passage.id);
}

/** The stretch of `part` that the reader wrote in `message` (from its start, as long as it follows the message word for word), or null. */
function ownPart(part: string, message: string): string | null {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const said = words(message).join(' ');
  const kept: string[] = [];
  for (const w of words(part)) {
    if (!` ${said} `.includes(` ${[...kept, w].join(' ')} `)) break;
    kept.push(w);
  }
  if (!kept.length) return null;
  // The reader's own spelling of that stretch.
  const m = message.match(new RegExp(kept.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]+'), 'iu'));
  return m ? m[0] : kept.join(' ');
}
