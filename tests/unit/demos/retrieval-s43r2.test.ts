/**
 * s43 (issue 28, brief 43r2; testers u29j on Simple Chat over the guide, u29h on Document Q&A): word
 * forms in the demos' passage search and follow-up questions in the chats. Rows written before each
 * fix, through the demos' own pipelines (Simple Chat and Zohlar: simple-chat/search.ts,
 * searchConversation; Document Q&A: questionFocus, findPassages, top 4). Each group names its
 * finding; the count on the old code is in the commit that fixed it.
 * Documents: the guide corpus fixture with the demo pages (as u28sRetrieval.test.ts), u29h's German
 * house rules (/tmp/u29h/mietvertrag-de.txt) and HR policy (/tmp/u29h/hr-policy.md, an excerpt).
 */
import {describe, expect, it} from 'vitest';
import {buildIndex} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {questionFocus} from '@site/src/demos/kit/match';
import {findPassages} from '@site/src/demos/kit/find';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import {chat, retrieverOf, turns} from './guideChat';


/** The id of Simple Chat's first good match, or null for "No good match". */
async function firstGood(...messages: string[]): Promise<string | null> {
  return (await chat(...messages)).found.judged.good[0]?.passage.id ?? null;
}

/** What Document Q&A shows first for a question about one pasted document (top 4, good matches only). */
async function documentQa(doc: SourceDocument, question: string): Promise<string | null> {
  const index = buildIndex(chunkDocuments([doc]));
  const found = await findPassages(retrieverOf(index), questionFocus(question), 4, index, () => index.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
  return found.judged.good[0]?.passage.text ?? null;
}

const GUARDRAILS = '/docs/advanced-capabilities/agent-systems#guardrails';

describe('u29j D-9: deleting, deletion(s), deleted and delete are one word', () => {
  it.each([
    'agent approval before deleting',
    'agent approval before deletions',
    'agent approval before deletion',
    'agent approval before it deletes anything',
    'does an agent need human approval before deleting?',
    'approval before an agent deleted',
  ])('%s → Agent systems › Guardrails', async (q) => {
    expect(await firstGood(q)).toContain(GUARDRAILS);
  });
});

/** u29h's HR policy (hr-policy.md, sections 1, 2 and 4). */
const HR: SourceDocument = {
  id: 'pasted',
  title: 'hr-policy.md',
  text: `# Northwind Logistics — Employee Handbook (excerpt, v3.2)

## 1. Paid time off
Full-time employees accrue 1.75 days of paid time off (PTO) per calendar month, for 21 days per year.
Up to 5 unused PTO days may be carried over into the next calendar year; carried-over days expire on March 31.

## 2. Sick leave
Employees may take up to 10 paid sick days per year. A doctor's note is required for absences longer than 3 consecutive working days.
Sick leave does not carry over and is not paid out on termination.

## 4. Remote work
Employees may work remotely up to 2 days per week with their manager's approval.
Working from another country for more than 30 days requires written approval from HR and Legal because of tax and visa rules.
`,
};

describe('possessives: "doctors note", "doctor’s note", "doctors\' note" meet "doctor\'s note"', () => {
  it.each(['when do I need a doctors note?', 'when do I need a doctor’s note', "do I need a doctors' note", 'Is a doctor note required?'])('%s → Sick leave', async (q) => {
    expect(await documentQa(HR, q)).toContain("A doctor's note is required");
  });
});

/** u29h's German house rules (mietvertrag-de.txt), as pasted. */
const MIETVERTRAG: SourceDocument = {
  id: 'pasted',
  title: 'mietvertrag-de.txt',
  text: `Hausordnung und Mietbedingungen — Wohnanlage Lindenhof

§1 Ruhezeiten
Die Mittagsruhe gilt von 13:00 bis 15:00 Uhr, die Nachtruhe von 22:00 bis 7:00 Uhr. An Sonn- und Feiertagen ist ganztägig Rücksicht zu nehmen.

§2 Haustiere
Kleintiere wie Hamster oder Fische sind ohne Genehmigung erlaubt. Hunde und Katzen dürfen nur mit schriftlicher Zustimmung des Vermieters gehalten werden.

§3 Kaution
Die Mietkaution beträgt drei Nettokaltmieten. Sie wird nach Auszug innerhalb von sechs Monaten zurückgezahlt, sofern keine Schäden vorliegen.

§4 Kündigung
Die gesetzliche Kündigungsfrist für Mieter beträgt drei Monate zum Monatsende. Die Kündigung muss schriftlich erfolgen.

§5 Müllentsorgung
Der Restmüll wird jeden Dienstag abgeholt, die Biotonne jeden zweiten Freitag. Sperrmüll muss bei der Stadt angemeldet werden.
`,
};

describe('u29h D-1: German plurals and participles in a German document', () => {
  it.each([
    ['Darf ich einen Hund halten?', 'Hunde und Katzen'],
    ['Darf ich eine Katze halten?', 'Hunde und Katzen'],
    ['Wann wird der Restmüll abgeholt?', 'Restmüll'],
    ['Wird die Kaution zurückgezahlt?', 'Mietkaution'],
  ])('%s → %s', async (q, expected) => {
    expect(await documentQa(MIETVERTRAG, q)).toContain(expected);
  });
  // Not fixed in s43: a separable verb ("holt … ab" / "abgeholt") and a verb inside a compound noun
  // ("kündige" / "Kündigungsfrist") need a German stemmer and compound splitting. Fail while they miss.
  it.fails.each([
    ['Wann holt man den Restmüll ab?', 'Restmüll'],
    ['Wie kündige ich?', 'Kündigungsfrist'],
  ])('%s → %s (known miss)', async (q, expected) => {
    expect(await documentQa(MIETVERTRAG, q)).toContain(expected);
  });
  it.each(['Darf ich ein Pferd reiten?', 'Wann ist die Sauna geöffnet?', 'Can I hold a meeting here?', 'Who handles the Hunde?'.replace('Hunde', 'garden')])('%s → No good match', async (q) => {
    expect(await documentQa(MIETVERTRAG, q)).toBeNull();
  });
});

describe('follow-ups are searched with the previous question and shown as such (u29j D-8, D-11, S-4)', () => {
  const RAG = 'What is retrieval-augmented generation?';
  it.each([
    [[RAG, 'what about the costs of running it?'], 'retrieval-augmented generation'],
    [['How do I secure an MCP server?', 'does it support OAuth?'], 'secure an MCP server'],
    [['What is pgvector?', 'and how do I secure an MCP server?', 'does it support OAuth?'], 'secure an MCP server'],
    [[RAG, 'summarize that in one line'], 'retrieval-augmented generation'],
    [[RAG, 'can you give me a shorter version'], 'retrieval-augmented generation'],
    [[RAG, 'how about its limits?'], 'retrieval-augmented generation'],
    [['What is pgvector?', 'does it support filtering?'], 'pgvector'],
    [['What is pgvector?', 'what about scaling it?'], 'pgvector'],
    [['Tell me about Weaviate', 'is it open source?'], 'Weaviate'],
    [[RAG, 'explain that more simply'], 'retrieval-augmented generation'],
    [[RAG, 'give me the short version'], 'retrieval-augmented generation'],
    [[RAG, 'in one sentence please'], 'retrieval-augmented generation'],
  ])('%j is searched with the previous question', async (messages, previous) => {
    const result = await chat(...messages);
    expect(result.searchedAlone).toBeUndefined();
    expect(result.searchedFor).toContain(previous);
  });

  it('"does it support OAuth?" after securing an MCP server finds MCP › Securing a server', async () => {
    expect(await firstGood('How do I secure an MCP server?', 'does it support OAuth?')).toContain('/mcp-server#securing-a-server');
  });
  it('"what about the costs of running it?" after a RAG question shows RAG passages, not the price table', async () => {
    const first = await firstGood(RAG, 'what about the costs of running it?');
    expect(first ?? '').not.toContain('cost-tracking-with-a-dated-price-table');
  });

  it.each([
    [RAG, 'Explain reranking'],
    [RAG, 'How does HNSW work?'],
    [RAG, 'What is pgvector?'],
    ['How do I secure an MCP server?', 'What does Pinecone charge per month?'],
    ['What is pgvector?', 'How should I review AI-drafted customer replies?'],
    [RAG, 'Which vector database supports hybrid search with BM25?'],
    [RAG, 'How do I pick an embedding model for multilingual documents?'],
    ['What is pgvector?', 'Summarize the EU AI Act obligations for deployers'],
    [RAG, 'What is semantic chunking?'],
    ['How do I secure an MCP server?', 'What is prompt injection?'],
  ])('after %j, %j stays a new question', async (previous, message) => {
    const result = await chat(previous, message);
    expect(result.searchedFor).toBeUndefined();
    expect(result.searchedAlone).toBe(true);
  });

  it.each([
    ['What is pgvector?', 'how do i bake sourdough bread'],
    [RAG, 'What is the capital of Australia?'],
    ['How do I secure an MCP server?', 'Who won the 1998 World Cup?'],
  ])('after %j, %j finds no good match', async (previous, message) => {
    expect(await firstGood(previous, message)).toBeNull();
  });
});

describe('Zohlar chat: the same follow-up rule over the workspace documents', () => {
  const workspaceIndex = buildIndex(chunkDocuments(SAMPLE_DOCUMENTS));
  const zohlar = (...messages: string[]) => searchConversation(turns(...messages), retrieverOf(workspaceIndex), SAMPLE_DOCUMENTS, {workspace: true, k: 3});
  it.each([
    ['What must I do if confidential data went into a public tool?', 'summarize that in one line'],
    ['What must I do if confidential data went into a public tool?', 'can you give me a shorter version'],
  ])('after %j, %j is searched with it', async (previous, message) => {
    const result = await zohlar(previous, message);
    expect(result.searchedAlone).toBeUndefined();
    expect(result.searchedFor).toBeDefined();
  });
});

describe('u29j D-4, D-10: a passage whose heading names the question\'s topic ranks first', () => {
  it.each([
    ['how do vector databases handle filtering', '#filtering'],
    ['Hi! how do vector databases handle filtering', '#filtering'],
    ['how does filtering work in a vector database?', '#filtering'],
    ['How do I choose a review tier?', '/human-in-the-loop#choose-a-review-tier-by-risk'],
  ])('%s → %s', async (q, expected) => {
    expect(await firstGood(q)).toContain(expected);
  });
  // D-10, not fixed in s43: the sector map names "customer", "replies" and "review" more often than
  // Human-in-the-loop › Choose a review tier by risk, whose "drafted replies" sit in a table; neither
  // counting the heading twice (it broke 3 recorded rows) nor the page folder lifts it. Fails while it misses.
  it.fails.each([['How should I review AI-drafted customer replies?', '/human-in-the-loop#']])('%s → %s (known miss)', async (q, expected) => {
    expect(await firstGood(q)).toContain(expected);
  });
  // Found since s43c2 showed each passage once (kit/find.ts, onceEach): a copy no longer takes its place.
  it('which review tier fits AI-drafted replies? → /human-in-the-loop#', async () => {
    expect(await firstGood('which review tier fits AI-drafted replies?')).toContain('/human-in-the-loop#');
  });
});
