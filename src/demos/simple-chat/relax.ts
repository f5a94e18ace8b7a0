/**
 * Other readings of a message that found no good match, tried before Simple Chat says "No good match" (issue 28,
 * u30x F4). A reader's question often carries words that say how to answer or whose situation it is, not what it is
 * about: "What is reranking in my pipeline", "Compare pgvector and Pinecone in a table with a code sample", a date
 * in brackets, or a second line typed with Shift+Enter. Searched whole, those words outweigh the topic, the passages
 * holding them (a "Next steps" list, a timeline with "2020-05-22") come first, and the passage about the topic is
 * judged against words it could never hold. Each reading only leaves words out or swaps "compare X and Y" for
 * "X vs Y" (the form the comparison tables match); the judge (kit/match.ts) still decides what is a good match,
 * so a question the guide does not cover ("How do I plan a wedding in my pipeline") stays refused.
 * Pure; part of src/demos/simple-chat.
 */
import {contentTerms, isFraming} from '@site/src/demos/kit/match';
import {ownTopic, POINTS_BACK} from './chatStore';

export type Reading = {
  /** The text searched. */
  query: string;
  /** What was left out, as the reader wrote it (shown under the reply). */
  without: string[];
  /** A line or sentence left out that names a topic of its own: said beside the answer as not matched. */
  part?: string;
};

const END = '(?![\\p{L}\\p{N}])';
const START = '(?<![\\p{L}\\p{N}])';

/**
 * How to answer: a form ("in a table", "as a bulleted list") or something to add ("with a code sample", "and an
 * example"). Only at the end of the message, after the topic, so a question about tables or examples keeps its words.
 */
const FORM_REQUEST = new RegExp(
  `[\\s,;:-]+(?:(?:in|as|into|using)\\s+(?:a|an|one|the)?\\s*(?:(?:short|simple|small|markdown|comparison|side-by-side|bulleted|numbered)\\s+)?(?:table|list|bullet list|bullets|chart|diagram|matrix|grid|paragraph|summary)` +
    `|(?:with|and|plus|including|incl\\.?|along with)\\s+(?:a\\s+|an\\s+|some\\s+|one\\s+)?(?:(?:short|simple|small|python|typescript|javascript|working)\\s+)?(?:code\\s+)?(?:samples?|examples?|snippets?|code)(?:\\s+code)?)${END}(?=[\\s?.!]*$|[\\s,;:-]+(?:in|as|into|using|with|and|plus|including|along)${END})`,
  'iu',
);

/** Whose situation it is ("in my pipeline", "for our app"): the reader's own system, which the guide does not name. */
const OWN_CONTEXT = new RegExp(
  `[\\s,;:-]+(?:in|for|within|inside|on|into|with)\\s+(?:my|our|your)\\s+(?:own\\s+)?(?:(?:rag|ai|llm|current|production|company|team)\\s+)?(?:pipeline|pipelines|app|apps|application|applications|project|projects|system|systems|stack|setup|set-up|code ?base|product|service|architecture|environment|deployment|workflow|use case|company|team|org|organi[sz]ation)${END}`,
  'giu',
);

/**
 * What the reader will use it for, after "should I use" / "do I need" ("What chunk size should I use for a long PDF
 * contract?"): their case, which the guide answers in general (s52, u35c F5: refused on "PDF" and "contract"). Only at the
 * end of a "what / which … should I use" question whose thing is named in two words or more ("chunk size", "embedding
 * model"): a one-word thing ("What flour should I use for a sourdough bread?") would be searched on a word the guide may
 * read as a typo of its own ("four"), so it keeps its case.
 */
const USE_CASE = new RegExp(
  `(?<=^\\s*(?:what|which)\\s+(?:[\\p{L}\\p{N}-]+\\s+){2,3}(?:should|do|would|can|could|must)\\s+(?:i|we)\\s+(?:use|pick|choose|need|set|take|go\\s+with))[\\s,]+for\\s+(?:a|an|my|our|the|this)\\s+(?:[\\p{L}\\p{N}-]+\\s+){0,3}[\\p{L}\\p{N}-]+(?=[\\s?.!]*$)`,
  'giu',
);

/** A date or a bracketed aside ("(2020-05-22)", "(I think 2019)"): what the reader believes, not what they ask about. */
const ASIDE = /\s*\([^()]{1,80}\)/gu;
const DATE = new RegExp(`${START}\\d{4}-\\d{1,2}-\\d{1,2}${END}|${START}\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}${END}`, 'gu');

/** An HTML tag typed or pasted into the message ("<img src=x onerror=…>"), a script or style element with its content: markup, not words to search for (u31h F3). */
const HTML_TAG = /<(script|style)\b[^<>]{0,300}>[\s\S]{0,2000}?<\/\1\s*>|<\/?[a-z][a-z0-9-]*(?:\s[^<>]{0,300})?\/?>/giu;

/**
 * Words that only say the reader asked before or wants a reminder ("What is HNSW again?", "Remind me, what is RRF?", "Quick
 * question: …"): no topic, so never a word a passage must hold (s54 t-chat F3: "not “again”", "not “Remind”"). "again" only
 * ending the question; the openers only before the question itself.
 */
const REMINDER = new RegExp(
  `(?:^\\s*(?:(?:can|could)\\s+you\\s+)?(?:remind\\s+me|refresh\\s+my\\s+memory|quick\\s+question|one\\s+more\\s+(?:thing|question)|sorry|just\\s+to\\s+(?:check|confirm))(?:\\s+(?:of|about|on))?${END}[\\s,:;.!-]*|[\\s,]+(?:again|once\\s+more)(?=[\\s?.!]*$))`,
  'giu',
);

/** How much, not what: a degree word ("entirely", "completely") beside the topic ("Does RAG get rid of hallucinations entirely?", u31h F3). */
const DEGREE = new RegExp(`${START}(?:entirely|completely|totally|fully|wholly|altogether|100%)${END}`, 'giu');

/** Reader phrasings of a word the guide uses: "get rid of" is "eliminate" (u31h F3). */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`${START}(?:get|gets|getting|got)\\s+rid\\s+of${END}`, 'giu'), 'eliminate'],
  // "makes hallucination impossible" is "eliminates hallucination", the guide's word (s52, u35c F5: "so retrieval makes
  // hallucination impossible?" was refused on "impossible" beside "RAG reduces hallucination; it does not eliminate it").
  [new RegExp(`${START}(?:make|makes|making|made)\\s+((?:[\\p{L}\\p{N}-]+\\s+){0,3}?[\\p{L}\\p{N}-]+)\\s+impossible${END}`, 'giu'), 'eliminate $1'],
  // "came up with" is "proposed" (u35c F5: "who came up with the k = 60 value?" beside "k = 60 as proposed by Cormack …").
  [new RegExp(`${START}(?:come|comes|came|coming)\\s+up\\s+with${END}`, 'giu'), 'proposed'],
];

/** "Compare X and Y", "contrast X with Y": X vs Y (the guide's comparison tables are found by the two names, not by "compare"). */
const COMPARE = /^(?:(?:please|can you|could you)\s+)*(?:compare|contrast)\s+(.+?)\s+(?:and|with|to|against|versus|vs\.?)\s+(.+)$/iu;

/** Whether `text` still names something (a content word that is not a question's wrapper). */
const namesTopic = (text: string) => contentTerms(text).some((t) => !isFraming(t));

/** `text` with the request and context words and asides taken out, and what was taken out. */
function trimmed(text: string): Reading {
  const without: string[] = [];
  let query = text;
  const cut = (pattern: RegExp) => {
    query = query.replace(pattern, (m) => {
      without.push(m.replace(/^[\s,;:-]+/u, '').trim());
      return ' ';
    });
  };
  // Requests can follow each other ("in a table with a code sample"): take them off the end one by one.
  for (let i = 0; i < 4; i++) {
    const before = query;
    query = query.replace(/[\s?.!]+$/u, '');
    cut(FORM_REQUEST);
    if (query === before.replace(/[\s?.!]+$/u, '')) break;
  }
  cut(OWN_CONTEXT);
  cut(USE_CASE);
  cut(HTML_TAG);
  cut(ASIDE);
  cut(DATE);
  cut(DEGREE);
  cut(REMINDER);
  for (const [phrase, word] of PHRASES) query = query.replace(phrase, word);
  query = query.replace(/\s+/gu, ' ').replace(/\s+([?.!,])/gu, '$1').trim();
  const compared = COMPARE.exec(query.replace(/[\s?.!]+$/u, ''));
  if (compared && namesTopic(compared[1]) && namesTopic(compared[2])) query = `${compared[1].trim()} vs ${compared[2].trim()}`;
  return {query, without};
}

/**
 * Where one question ends and another begins inside a sentence: ";", " + ", ", also", or a comma and "and" before a
 * question word ("Does RAG eliminate hallucination, and what does GPT-5 cost …?", u31h F2).
 */
const JOINT = /\s*;\s*|\s+\+\s+|,\s*(?:and\s+)?also\b,?\s*|,\s*(?:and|but)\s+(?=(?:what|whats|what's|which|who|when|where|why|how|is|are|does|do|did|can|could|should|will)\b)/iu;

/**
 * A sentence about the reader, not a question: "I don't want a paid service", "We only have a laptop", "I'd prefer
 * something open source". A question ("I wonder what RRF is?", "Can I …") ends with "?" or does not open with I or we.
 */
const READER_SITUATION = /^(?:i|we)(?:'m|'d|'ve|’m|’d|’ve|\s+(?:am|are|do|don't|don’t|do\s+not|can't|can’t|cannot|want|need|would|prefer|have|only|already|just|use|run|plan))(?![\p{L}\p{N}])[^?]*$/iu;

/** The lines of a message, or else its sentences, or else its parts joined as in JOINT, when it has more than one. */
function pieces(text: string): string[] {
  const lines = text.split(/\n+/u).map((l) => l.trim()).filter(Boolean);
  if (lines.length > 1) return lines;
  const sentences = text.split(/(?<=[?!])\s+(?=\S)/u).map((s) => s.trim()).filter(Boolean);
  if (sentences.length > 1) return sentences;
  return text.split(new RegExp(JOINT.source, 'giu')).map((s) => s.trim()).filter(Boolean);
}

/**
 * The readings of `message` worth searching when it found no good match, most of it first; none when nothing would
 * change. A message of several lines or sentences is read one piece at a time too (the first that names a topic
 * first), the others then said as not matched; `pieces: false` (a follow-up read with the previous question) leaves it whole.
 */
/**
 * A message's numbers written with grouping commas, as the guide writes them ("1536-dimension" → "1,536-dimension",
 * "100000 namespaces" → "100,000 namespaces"): the search reads "1,536" as the words "1" and "536", so "1536" found
 * nothing (u32d F3). A four-digit number that may be a year ("in 2024") is left as typed unless a unit follows it.
 */
export function groupedNumbers(text: string): string {
  return text.replace(/(?<![\p{L}\p{N},.])(\d{4,})(?![\p{N}]|[.,]\d)(-\p{L}|\s+(?:dimensions?|dims?|tokens?|objects?|vectors?|rows?|records?|chunks?|bytes?|namespaces?|documents?|pages?|characters?)\b)?/gu, (all, n: string, unit?: string) => {
    const year = n.length === 4 && /^(?:19|20)\d\d$/.test(n);
    if (year && !unit) return all;
    return `${n.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${unit ?? ''}`;
  });
}

export function readings(message: string, {pieces: apart = true}: {pieces?: boolean} = {}): Reading[] {
  const typed = message.trim();
  // Numbers as the guide writes them, with grouping commas ("1536" is "1,536"; s49-c, u32d F3).
  const text = groupedNumbers(typed);
  const out: Reading[] = [];
  const add = (reading: Reading) => {
    if (reading.query && reading.query !== typed && namesTopic(reading.query) && !out.some((r) => r.query === reading.query)) out.push(reading);
  };
  if (text !== typed) add({query: text, without: []});
  const whole = trimmed(text.replace(/\s*\n+\s*/gu, ' '));
  add(whole);
  const parts = apart ? pieces(text) : [];
  if (parts.length > 1) {
    parts.forEach((piece, i) => {
      // A piece read alone names a topic of its own: "and what about its cost?" asks about what came before it.
      if (!namesTopic(piece) || !ownTopic(piece).length || POINTS_BACK.test(piece)) return;
      const rest = parts.filter((_, j) => j !== i);
      const own = trimmed(piece);
      // What the reader wants or has, said beside a question ("Is pgvector free? I don't want a paid service"), is left
      // out and said as left out, never as a part no passage matched (s50, u33c F1).
      const named = rest.filter((r) => namesTopic(r) && !READER_SITUATION.test(r));
      add({query: own.query, without: [...rest, ...own.without], part: named.length ? named.join(' ') : undefined});
    });
  }
  return out;
}
