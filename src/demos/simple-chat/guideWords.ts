/**
 * Readers' words for a few of the guide's topics, put in the guide's own words before Simple Chat
 * searches the guide (u28g S1: "How do I stop a chatbot from making up facts?" found no good match,
 * though the guide has a section on hallucination). BM25 matches words, not meanings, so a
 * paraphrase that shares no word with the guide's passage cannot find it; this small table covers
 * the topics readers ask about most in other words. Each entry's `guide` words occur in the guide's
 * text, checked against the built corpus by tests/unit/demos/simple-chat-guide-words.test.ts.
 * Only the guide is searched with these words; workspace documents have their own vocabulary.
 */
export type GuideTopic = {
  /** The guide's words for the topic (the search finds these). */
  guide: string;
  /** What readers say instead, as regular-expression alternatives (case-insensitive, whole words). */
  phrases: readonly string[];
  /**
   * Verbs a reader uses for acting against the topic ("stop", "prevent") and the guide's verb for it
   * ("reduce"), swapped only when the topic's phrase follows in the same sentence.
   */
  against?: {readers: readonly string[]; guide: string};
};

export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    guide: 'hallucination',
    phrases: [
      'mak(?:e|es|ing) (?:stuff|things|facts|answers|it|information|sources) up',
      'mak(?:e|es|ing|ed) up (?:facts|answers|things|stuff|information|sources|citations)',
      'made up (?:facts|answers|things|stuff|information|sources|citations)',
      'invent(?:s|ing|ed)? (?:facts|answers|things|information|sources|citations)',
      'fabricat(?:e|es|ing|ed|ion|ions)',
      'confabulat(?:e|es|ing|ed|ion|ions)',
      'hallucinat(?:e|es|ing|ed)',
      'false (?:facts|answers|information)',
    ],
    against: {readers: ['stop', 'stops', 'prevent', 'prevents', 'avoid', 'avoids', 'limit', 'cut down on', 'fight'], guide: 'reduce'},
  },
  {
    guide: 'context window',
    phrases: ['how much text (?:a|the|an) (?:model|llm|chatbot|ai) can (?:read|take|handle|see)(?: at once)?', 'memory limit', 'token limit'],
  },
  {
    // "what k value is usual?" asks for the default the guide names ("k = 60 … The same default", u30p M1).
    guide: 'default',
    phrases: ['usual'],
  },
  {
    // "is it free?", "Is pgvector free? I don't want a paid service": the guide says what costs nothing to license as
    // "open source" (the comparison table's "Open-source extension (PostgreSQL License)"); "free" alone found Milvus's
    // "free to license but not free to run" and refused the page's own follow-up example (s50, u33c F1). Only "free"
    // asked about as a price: ending the question, or "free to use", "free of charge", "free or paid"; never "lock-free",
    // "free text" or "feel free".
    guide: 'open source',
    phrases: [
      'for free',
      'free (?:to use|of charge)',
      'free (?:or|vs\\.?|versus) (?:paid|commercial)',
      '(?<!(?:feel|set|break|lock|-)\\s*)free(?=\\s*(?:[?!.]|$))',
    ],
  },
  {
    // "Who coined the term retrieval-augmented generation?": the guide says who "named" a technique ("The technique was named
    // by Lewis et al."); "the term" or "the phrase" found a passage on phrasing (s54 t-chat F3). Where the guide writes
    // "coined" ("Karpathy coined the term"), the passage says who named it too ("Who named vibe coding?" finds it).
    guide: 'named',
    phrases: ['coin(?:ed|ing)(?:\\s+(?:the|this|that)\\s+(?:term|phrase|name|expression|word))?'],
  },
  {
    // "Who sits on the AI council?", "Who should sit on an AI governance board?": its members ("Standing members | Legal or
    // compliance …", "… are standing members of the AI council"); "sits" was refused as missing, "sit" found an unrelated
    // "Next steps" list (s54 t-chat F2, F3).
    guide: 'members of',
    phrases: ['(?:sit|sits|sitting|sat|serve|serves|serving|served)\\s+on'],
  },
  {
    // "how do agents fail in production?", "What happens when an agent tool call fails?": the guide writes the noun ("Every tool
    // failure … becomes an observation the model can correct", "ASI08 Cascading failures"), and the search reads "fail" and
    // "failure" as two words, so the verb found HTTP error codes and test notes instead (s54 t-chat F2).
    guide: 'failure',
    phrases: ['fail', 'fails', 'failed', 'failing'],
  },
  {
    // "What chunk size should I start with?", "What chunk size do you recommend?", "Which vector store should a small team
    // start with?": the guide's advice on picking sits under "Choosing settings by measurement", "Choosing an index", "When to
    // choose it"; "start" found the chunking playground's steps ("Pick the Markdown sample with Fixed size 200"), shown as the
    // best match, and "recommend" is a word the guide does not use (s54 t-chat F2, F7).
    guide: 'choose',
    phrases: ['recommend(?:s|ed)?', '(?:start|begin|go) with(?=\\s*[?!.]|\\s*$)'],
  },
  {
    // "How often should the AI council meet?", "how often should it meet?": the guide gives a body's meeting rhythm as its
    // "Cadence" ("Every two weeks during pilots; monthly at scale"); "meet" found a blog's "If the AI council meets
    // quarterly, pilots route around it", shown first with no warning (s56, u-chat F3). Only "how often" with "meet" in one
    // sentence; both are read as "cadence" ("often" alone found a table of how often to scan for research signals).
    guide: 'cadence',
    phrases: [
      'how\\s+often(?=[^.!?]*\\b(?:meet|meets|meeting|convene|convenes)\\b)',
      '(?<=how\\s+often\\b[^.!?]*)(?:meet|meets|meeting|convene|convenes)',
    ],
  },
];

/**
 * A question about the chat itself (search.ts, ABOUT_THE_CHAT) in its page's words: the page calls the key the "model key"
 * and says what is "saved" ("your model key is never saved there or anywhere else"). "Does this chat store my API key?"
 * found the page's CAP section, about provider keys in the engine, not that sentence (s54 t-chat F2). Only for such a
 * question: "How do I rotate an API key?" or "Where does Pinecone store my vectors?" keep their words.
 */
export const CHAT_PAGE_TOPICS: readonly GuideTopic[] = [
  {guide: 'model key', phrases: ['api[ -]?keys?', 'openai keys?', 'secret keys?']},
  {guide: 'saved', phrases: ['stor(?:e|es|ed|ing)', 'remember(?:s|ed)?', 'persist(?:s|ed)?']},
];

const WORD_END = '(?![\\p{L}\\p{N}])';
const WORD_START = '(?<![\\p{L}\\p{N}])';
const compiled = GUIDE_TOPICS.map((topic) => ({
  topic,
  phrase: new RegExp(`${WORD_START}(?:${topic.phrases.join('|')})${WORD_END}`, 'giu'),
  against: topic.against
    ? new RegExp(`${WORD_START}(?:${topic.against.readers.join('|')})${WORD_END}(?=[^.!?]*${WORD_START}(?:${topic.phrases.join('|')})${WORD_END})`, 'giu')
    : null,
}));

const compiledChat = CHAT_PAGE_TOPICS.map((topic) => ({topic, phrase: new RegExp(`${WORD_START}(?:${topic.phrases.join('|')})${WORD_END}`, 'giu')}));

/** A question about the chat itself in its page's words (CHAT_PAGE_TOPICS), and which reader phrases were replaced. */
export function inChatPageWords(question: string): {query: string; replaced: Array<{from: string; to: string}>} {
  const replaced: Array<{from: string; to: string}> = [];
  let query = question;
  for (const {topic, phrase} of compiledChat) query = query.replace(phrase, (from) => (replaced.push({from, to: topic.guide}), topic.guide));
  return {query, replaced};
}

/** The question in the guide's words, and which reader phrases were replaced (to show the reader). */
export function inGuideWords(question: string): {query: string; replaced: Array<{from: string; to: string}>} {
  const replaced: Array<{from: string; to: string}> = [];
  let query = question;
  for (const {topic, phrase, against} of compiled) {
    if (against) query = query.replace(against, (from) => (replaced.push({from, to: topic.against!.guide}), topic.against!.guide));
    query = query.replace(phrase, (from) => (replaced.push({from, to: topic.guide}), topic.guide));
  }
  return {query, replaced};
}
