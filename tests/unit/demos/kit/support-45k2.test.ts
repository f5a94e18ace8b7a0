/**
 * Issue 28, task 45k2 (u30d F11, F12, F13, F16, F17, F6; u30f F5): the citation-support check passed a claim whose
 * name, role, number or unit occurs ELSEWHERE in the cited passage ("Ana Ruiz orders the toner [1]" where Ben Okafor
 * does and Ana Ruiz is only named on another line), and the answer was headed "grounded". Now each claim's values are
 * read against the sentence (line, row) of the passage that shares its subject words, a number carries its unit and a
 * date is one value however it is written. Passages from /tmp/u30d (register.md, handbook.md, offices.txt, short.txt)
 * and the site's own sample travel policy and AI-use policy (the Zohlar documents of /tmp/u30f).
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

const REGISTER = `# Equipment register — Harbour Street office

| Asset | Type | Owner | Location | Next service |
|---|---|---|---|---|
| LT-17 | Laptop | Ana Ruiz | Room 3 | 2026-03-01 |
| LT-71 | Laptop | Ben Okafor | Room 12 | 2026-05-14 |
| PR-17 | Printer | Chen Wei | Room 3 | 2026-02-10 |
| PR-4 | Printer | Dana Frost | Room 7 | 2026-09-30 |
| VAN-2 | Van | Eli Navarro | Car park | 2026-04-22 |`;
const MINUTES = `## Meeting minutes, 3 February 2026

Present: Ana Ruiz, Ben Okafor, Chen Wei. Apologies: Dana Frost.

Action 1: Ben Okafor orders two replacement toner cartridges for PR-17 by 10 February.
Action 2: Chen Wei books the annual van inspection for VAN-2 before 22 April.
Action 3: Ana Ruiz moves LT-17 from Room 3 to Room 12 after the service on 1 March.`;
const MEMBERSHIP = `## 1. Membership

Annual membership costs 45 euros. Students and people over 65 pay a reduced fee of 20 euros.
Membership runs from 1 March to the last day of February the following year.
Memberships are not transferable to another person.`;
const HOURS = `## 2. Workshop hours

The workshop is open Tuesday and Thursday from 17:00 to 21:00 and Saturday from 10:00 to 16:00.
The workshop is closed on public holidays and for the whole of August.`;
const REFUNDS = `## 4. Refunds

If you cancel your membership within 14 days of paying, you get a full refund.
After 14 days no refund is given, except when you move more than 50 km away, in which case we refund half the fee.`;
const SHORT = 'Parking is free for staff.\n\nThe gym opens at 6:00.\n\nLunch is served at noon in the canteen.\n\nVisitors must sign in at reception.';
const MUNICH = 'Munich office\nThe Munich office opens at 9:00 and closes at 18:00. The office manager is Tobias Keller. There is no parking; use the train.';
const BERLIN = 'Berlin office\nThe Berlin office opens at 8:00 and closes at 17:00. The office manager is Lena Vogt. Parking is free in the courtyard.';
const BOOKING =
  'Booking. Book flights and hotels through the travel portal. Bookings made elsewhere are reimbursed only when the portal price was at least 10% higher. Economy class applies to flights under six hours. Premium economy is allowed for flights of six hours or more. Business class needs written approval from a vice president.';
const APPROVALS =
  'Approvals. Trips under 500 EUR need no pre-approval. Trips of 500 EUR or more must be approved by the cost-center manager before booking. Trips to countries under sanctions always need approval by Legal, whatever the cost.';
const EXPENSES =
  'Expenses. Submit receipts within 30 days of your return. Claims submitted more than 90 days after the trip are rejected. Meals are reimbursed up to the daily rate for the destination city. Alcohol is not reimbursed.';
const LODGING =
  'Lodging. Hotels are reimbursed up to 180 EUR per night in most cities and 250 EUR per night in London, Paris, New York and Tokyo. Stays longer than two weeks should use serviced apartments booked through the portal.';
const TOOLS =
  'Approved tools. The company assistant running on the Core AI Platform is approved for internal and confidential data. Public chatbots on personal accounts are approved for public information only.';

const flagged = (answer: string, passages: readonly string[]) => unsupportedCitations(answer, passages);

describe('a value the passage states in another sentence, for something else, is flagged (u30d F11, F16, F17; u30f F5)', () => {
  it.each([
    ['F11: a name from another line', 'Ana Ruiz orders the toner [1].', [MINUTES], ['Ana', 'Ruiz']],
    ['F11: a name from another action', 'Chen Wei orders the toner cartridges by 10 February [1].', [MINUTES], ['Chen', 'Wei']],
    ['F11: the other action’s owner', 'Ben Okafor books the van inspection before 22 April [1].', [MINUTES], ['Ben', 'Okafor']],
    ['F11: the reduced fee for the full one', 'Annual membership costs 20 euros [1].', [MEMBERSHIP], ['20']],
    ['F11: another day’s closing time', 'On Saturday it is open from 10:00 to 21:00 [1].', [HOURS], ['21']],
    ['F11: days read as weeks', 'You get a full refund if you cancel within 14 weeks [1].', [REFUNDS], ['14 weeks']],
    ['F12: a month the passage does not name', 'Chen Wei books it before 22 May [1].', [MINUTES], ['22 May']],
    ['F17: noon is lunch, not the gym', 'The gym opens at noon [1].', [SHORT], ['noon']],
    ['F16: Berlin’s manager given for Munich', 'The Munich office opens at 9:00 [1] and its manager is Lena Vogt [2].', [MUNICH, BERLIN], ['Munich']],
    ['u30f F5: a role the passage does not name', 'Business class needs written approval from the cost-center manager [1].', [BOOKING], ['cost-center manager']],
    ['u30f F5: a role from another sentence', 'Business class needs written approval from the cost-center manager [1].', [`${BOOKING}\n\n${APPROVALS}`], ['cost-center manager']],
    ['u30f F5: the other cities’ limit for London', 'Hotels in London are reimbursed up to 180 EUR per night [1].', [LODGING], ['180']],
    ['u30f F5: the other cities’ limit for Tokyo', 'Hotels in Tokyo are reimbursed up to 180 EUR per night [1].', [LODGING], ['180']],
    ['u30f F5: another limit’s days', 'Submit receipts within 90 days of your return [1].', [EXPENSES], ['90']],
    ['u30f F5: the approver of sanctioned trips', 'Trips of 500 EUR or more must be approved by Legal before booking [1].', [APPROVALS], ['Legal']],
    ['u30f F5: the opposite of “public information only”', 'Public chatbots on personal accounts may be used for confidential data [1].', [TOOLS], ['confidential']],
  ])('%s', (_name, answer, passages, lacks) => {
    const out = flagged(answer, passages);
    expect(out.length).toBeGreaterThan(0);
    const note = out.map(unsupportedNote).join('\n');
    for (const l of lacks) expect(note).toContain(l);
  });

  it('names what the sentence says instead', () => {
    const note = (a: string, p: string[]) => flagged(a, p).map(unsupportedNote).join('\n');
    expect(note('Hotels in London are reimbursed up to 180 EUR per night [1].', [LODGING])).toMatch(/it says “250/);
    expect(note('Ana Ruiz orders the toner [1].', [MINUTES])).toContain('“Ben Okafor”');
    expect(note('Annual membership costs 20 euros [1].', [MEMBERSHIP])).toContain('“45');
    expect(note('You get a full refund if you cancel within 14 weeks [1].', [REFUNDS])).toContain('“14 days”');
    expect(note('The gym opens at noon [1].', [SHORT])).toContain('“6:00”');
    expect(note('Business class needs written approval from the cost-center manager [1].', [`${BOOKING}\n\n${APPROVALS}`])).toContain('“vice president”');
  });
});

describe('claims the passage holds still pass: paraphrases, reordered clauses, another format', () => {
  it.each([
    ['the right owner', 'Ben Okafor orders two toner cartridges for PR-17 by 10 February [1].', [MINUTES]],
    ['the right owner, reordered', 'The toner is ordered by Ben Okafor [1].', [MINUTES]],
    ['the right van booker', 'Chen Wei books the van inspection before 22 April [1].', [MINUTES]],
    ['a date written month first', 'Chen Wei books the van inspection before April 22 [1].', [MINUTES]],
    ['F13: a date written out against the ISO row', 'PR-4 is next serviced on 30 September 2026 [1].', [REGISTER]],
    ['an ISO date against the written one', 'The toner for PR-17 is due by 10 February; the minutes are dated 2026-02-03 [1].', [MINUTES]],
    ['the full fee', 'Annual membership costs 45 euros [1].', [MEMBERSHIP]],
    ['the full fee with a symbol', 'A year of membership costs €45 [1].', [MEMBERSHIP]],
    ['the reduced fee', 'Students pay a reduced fee of 20 euros [1].', [MEMBERSHIP]],
    ['both fees in one sentence', 'Membership costs 45 euros, or 20 euros for students [1].', [MEMBERSHIP]],
    ['Saturday hours', 'On Saturday the workshop is open from 10:00 to 16:00 [1].', [HOURS]],
    ['Saturday hours reordered', 'From 10:00 to 16:00 on Saturday the workshop is open [1].', [HOURS]],
    ['Tuesday hours', 'On Tuesday it is open from 17:00 to 21:00 [1].', [HOURS]],
    ['14 days', 'You get a full refund if you cancel within 14 days [1].', [REFUNDS]],
    ['the gym', 'The gym opens at 6:00 [1].', [SHORT]],
    ['lunch at noon', 'Lunch is served at noon [1].', [SHORT]],
    ['lunch at 12:00', 'Lunch is served in the canteen at noon, and visitors sign in at reception [1].', [SHORT]],
    ['two clauses of one sentence', 'The Berlin office is open from 8:00 to 17:00 [1].', [BERLIN]],
    ['Munich’s own manager', 'The Munich office opens at 9:00 [1] and its manager is Tobias Keller [1].', [MUNICH, BERLIN]],
    ['Berlin’s manager cited right', 'The Munich office opens at 9:00 [1]; the Berlin office manager is Lena Vogt [2].', [MUNICH, BERLIN]],
    ['a vice president', 'Business class needs written approval from a vice president [1].', [BOOKING]],
    ['the cost-center manager', 'Trips of 500 EUR or more must be approved by the cost-center manager before booking [1].', [APPROVALS]],
    ['Legal for sanctions', 'Trips to countries under sanctions need approval by Legal [1].', [APPROVALS]],
    ['London 250', 'Hotels in London are reimbursed up to 250 EUR per night [1].', [LODGING]],
    ['Paris 250, reordered', 'In Paris the hotel limit is 250 EUR a night [1].', [LODGING]],
    ['most cities 180', 'In most cities hotels are reimbursed up to 180 EUR per night [1].', [LODGING]],
    ['30 days', 'Receipts must be submitted within 30 days of your return [1].', [EXPENSES]],
    ['90 days', 'Claims submitted more than 90 days after the trip are rejected [1].', [EXPENSES]],
    ['public information only', 'Public chatbots on personal accounts are approved for public information only [1].', [TOOLS]],
    ['confidential data in the assistant', 'The company assistant is approved for confidential data [1].', [TOOLS]],
    ['a denial said as the passage does', 'Alcohol is not reimbursed [1].', [EXPENSES]],
  ])('%s', (_name, answer, passages) => {
    expect(flagged(answer, passages).map(unsupportedNote)).toEqual([]);
  });
});

describe('F6: a repeated sentence gets one note', () => {
  it('collapses identical notes', () => {
    const answer = Array.from({length: 5}, () => 'Ana Ruiz orders the toner [1].').join(' ');
    const notes = flagged(answer, [MINUTES]).map(unsupportedNote);
    expect(notes.length).toBe(1);
  });
});

describe('neighbours (45k2): a sentence with two commas is no table row; a number word keeps one space', () => {
  const SAFETY = 'In case of injury, the first aid kit is in the red cabinet next to the sink; report every incident to the safety officer, Priya Raman, within 24 hours.\nEvery member is asked to volunteer four hours per season.';
  it('passes the sentence that says it', () => {
    expect(flagged('Report every incident to the safety officer, Priya Raman, within 24 hours [1].', [SAFETY])).toEqual([]);
  });
  it('flags another role for the same duty', () => {
    const note = flagged('Report every incident to the treasurer within 24 hours [1].', [SAFETY]).map(unsupportedNote).join('\n');
    expect(note).toContain('treasurer');
  });
  it('flags weeks read as months', () => {
    const note = flagged('Stays longer than two months should use serviced apartments [1].', ['Stays longer than two weeks should use serviced apartments booked through the portal.']).map(unsupportedNote).join('\n');
    expect(note).toContain('“2 weeks”');
  });
});

describe('neighbours (45k2): an abbreviated month is a date', () => {
  it.each([
    ['3 Feb 2026 = 3 February 2026', 'The meeting was held on 3 Feb 2026 [1].', [MINUTES], true],
    ['Apr. 22 = 22 April', 'Chen Wei books the van inspection before Apr. 22 [1].', [MINUTES], true],
    ['22 Mar is not 22 April', 'Chen Wei books the van inspection before 22 Mar [1].', [MINUTES], false],
  ])('%s', (_name, answer, passages, pass) => {
    expect(flagged(answer, passages).length === 0).toBe(pass);
  });
});

/**
 * Task 46c (issue 28, u30e C1, C2, P1): passages are the guide's own text (docs/advanced-capabilities/mcp-server.mdx,
 * docs/information-processing/rag/vector-databases/pinecone.mdx, docs/business-impact/enterprise-integration.mdx) as
 * Simple Chat hands them to the check: its heading line, then its text.
 */
const MCP = 'The Model Context Protocol (MCP) › Where MCP comes from\nAnthropic introduced MCP on 25 November 2024 as an open specification with SDKs. Its design borrows from the Language Server Protocol, which solved the same many-to-many problem for code editors and programming languages. On 9 December 2025 Anthropic donated MCP to the Agentic AI Foundation, a directed fund of the Linux Foundation, so the protocol is now governed by a vendor-neutral body.';
const FILTERING = 'Pinecone for RAG › Filtering\nEach record carries JSON metadata (up to 40 KB per record). Queries filter it with MongoDB-style operators. Filters are applied inside the search (pre-filtering), so restrictive filters still return up to top_k results. Operation limits worth designing around: top_k at most 10,000; query responses at most 4 MB; upserts of at most 1,000 records with vectors or 2 MB per request, and 96 records per request when the index embeds text for you.';
const INDEX_TYPES = 'Pinecone for RAG › Index types\nYou do not choose an ANN algorithm: the service builds and tunes its indexes itself. Dimension: fixed per index; dense vectors can have up to 20,000 dimensions (limits). Batches are then limited to 96 records, the hosted models\' batch size.';
const OWASP = 'Enterprise integration patterns for generative AI › Concerns every pattern shares\nSecurity. The OWASP Top 10 for LLM Applications 2026, published on 4 August 2026, is the current checklist; it renumbers most entries of the 2025 edition, so name the edition with every code. LLM01:2026 Prompt Injection matters most once retrieved documents, emails or web pages can carry instructions; LLM02:2026 Sensitive Information Disclosure covers leaks through outputs; LLM03:2026 Excessive Agency (LLM06 in 2025) covers tools that can do too much; LLM09:2026 Vector and Embedding Weaknesses (LLM08 in 2025) covers retrieval indexes.';

describe('C1 (46c): a name opening a sentence is checked like any other', () => {
  it.each([
    ['u30e: another company introduced it', 'OpenAI introduced MCP on 25 November 2024 [1].', [MCP], 'OpenAI'],
    ['u30e: Google', 'Google introduced MCP on 25 November 2024 [1].', [MCP], 'Google'],
    ['u30e: Weaviate cited to a Pinecone passage', 'Pinecone allows up to 40 KB of metadata per record [2]. Weaviate allows 40 KB too [1].', [FILTERING, INDEX_TYPES], 'Weaviate'],
    ['another donor', 'Microsoft donated MCP to the Agentic AI Foundation on 9 December 2025 [1].', [MCP], 'Microsoft'],
    ['another database', 'Qdrant returns at most 10,000 results per query [1].', [FILTERING], 'Qdrant'],
    ['a name before a comma', 'Milvus, like Pinecone, applies filters inside the search [1].', [FILTERING], 'Milvus'],
    ['a list item', '- Cohere introduced MCP in November 2024 [1].', [MCP], 'Cohere'],
    ['the second sentence of an answer', 'MCP is an open specification [1]. OpenAI introduced it on 25 November 2024 [1].', [MCP], 'OpenAI'],
    ['after a colon', 'Who introduced it: Microsoft, on 25 November 2024 [1].', [MCP], 'Microsoft'],
    ['a two-word name', 'Hugging Face donated MCP to the Agentic AI Foundation [1].', [MCP], 'Hugging Face'],
    ['French', 'OpenAI a présenté MCP le 25 novembre 2024 [1].', [MCP], 'OpenAI'],
    ['French, another company', 'Google a lancé MCP en novembre 2024 [1].', [MCP], 'Google'],
    ['German, a name with an inner capital', 'OpenAI hat MCP am 25. November 2024 eingeführt [1].', [MCP], 'OpenAI'],
  ])('%s', (_name, answer, passages, lacks) => {
    const note = flagged(answer, passages).map(unsupportedNote).join('\n');
    expect(note).toContain(`“${lacks}`);
  });
});

describe('C1 (46c): ordinary words opening a sentence are no names', () => {
  it.each([
    ['the right company', 'Anthropic introduced MCP on 25 November 2024 [1].', [MCP]],
    ['an adverb', 'Generally, filters are applied inside the search [1].', [FILTERING]],
    ['an opener word', 'However, restrictive filters still return up to top_k results [1].', [FILTERING]],
    ['a determiner', 'Each record carries up to 40 KB of metadata [1].', [FILTERING]],
    ['a word the passage writes in lower case', 'Restrictive filters still return up to top_k results [1].', [FILTERING]],
    ['an -ing word', 'Filtering happens inside the search [1].', [FILTERING]],
    ['an imperative', 'Design around the operation limits: top_k at most 10,000 [1].', [FILTERING]],
    ['French article', 'Le protocole MCP a été présenté par Anthropic le 25 November 2024 [1].', [MCP]],
    ['German, the right company', 'Anthropic hat MCP am 25. November 2024 eingeführt [1].', [MCP]],
  ])('%s', (_name, answer, passages) => {
    expect(flagged(answer, passages).map(unsupportedNote)).toEqual([]);
  });
});

describe('C2 (46c): a code is one token, a number keeps its unit', () => {
  it.each([
    ['u30e: a code the passage lacks', 'Excessive agency is LLM07:2026 [1].', [OWASP], 'LLM07:2026'],
    ['u30e: the 2025 code read as 2026', 'Prompt injection is LLM05:2026 [1].', [OWASP], 'LLM05:2026'],
    ['u30e: MB for KB', 'Pinecone allows up to 40 MB of metadata per record [1].', [FILTERING], '40 MB'],
    ['another edition', 'Sensitive information disclosure is LLM02:2025 [1].', [OWASP], 'LLM02:2025'],
    ['a code the passage gives another year', 'Vector and embedding weaknesses are LLM08:2026 [1].', [OWASP], 'LLM08:2026'],
    ['GB for MB', 'Query responses are at most 4 GB [1].', [FILTERING], '4 GB'],
    ['KB for MB', 'Upserts are limited to 2 KB per request [1].', [FILTERING], '2 KB'],
    ['a unit written attached', 'Each record carries up to 40MB of metadata [1].', [FILTERING], '40MB'],
    ['a code opening the sentence', 'LLM04:2026 covers prompt injection [1].', [OWASP], 'LLM04:2026'],
  ])('%s', (_name, answer, passages, lacks) => {
    const note = flagged(answer, passages).map(unsupportedNote).join('\n');
    expect(note).toContain(`“${lacks}`);
  });
  it.each([
    ['the right code', 'Excessive agency is LLM03:2026 [1].', [OWASP]],
    ['a code opening the sentence', 'LLM01:2026 covers prompt injection [1].', [OWASP]],
    ['a code without its edition', 'Prompt injection is LLM01 in the 2026 list [1].', [OWASP]],
    ['kilobytes for KB', 'Each record carries up to 40 kilobytes of metadata [1].', [FILTERING]],
    ['KB attached', 'Each record carries up to 40KB of metadata [1].', [FILTERING]],
    ['MB right', 'Query responses are at most 4 MB [1].', [FILTERING]],
  ])('passes %s', (_name, answer, passages) => {
    expect(flagged(answer, passages).map(unsupportedNote)).toEqual([]);
  });
});

describe('P1 (46c): correct claims are not flagged', () => {
  it.each([
    ['u30e: the name is in the heading', 'Dense vectors in Pinecone can have up to 20,000 dimensions [1].', [INDEX_TYPES]],
    ['u30e: an abbreviated month with a year', "Anthropic donated MCP to the Linux Foundation's Agentic AI Foundation in Dec 2025 [1].", [MCP]],
    ['a month with a year', 'Anthropic donated MCP to the Agentic AI Foundation in December 2025 [1].', [MCP]],
    ['an abbreviated month with a full stop', 'Anthropic donated MCP in Dec. 2025 [1].', [MCP]],
    ['the year alone', 'Anthropic donated MCP to the Agentic AI Foundation in 2025 [1].', [MCP]],
    ['the abbreviated date', 'Anthropic donated MCP on 9 Dec 2025 [1].', [MCP]],
    ['Nov 2024', 'Anthropic introduced MCP in Nov 2024 [1].', [MCP]],
  ])('%s', (_name, answer, passages) => {
    expect(flagged(answer, passages).map(unsupportedNote)).toEqual([]);
  });
  it.each([
    ['another month', 'Anthropic donated MCP to the Agentic AI Foundation in Nov 2025 [1].', [MCP], '2025-11'],
    ['another year', 'Anthropic donated MCP to the Agentic AI Foundation in December 2024 [1].', [MCP], '2024-12'],
  ])('flags %s', (_name, answer, passages, lacks) => {
    expect(flagged(answer, passages).map(unsupportedNote).join('\n')).toContain(lacks);
  });
});

describe('C1 (46c) neighbours: a subject word the passage lacks is named only when it reads as a name', () => {
  const RERANK = 'Relevance, reranking and citations in RAG › Reranking\nA cross-encoder reranker reads the question and each candidate passage together and scores their relevance. It is slower than vector search. Reciprocal rank fusion (RRF) ignores scores and uses ranks: each document gets 1 / (k + rank) with k = 60.';
  it.each([
    ['Cohere Rerank reads the question and each passage together [1].', 'Cohere'],
    ['ColBERT reads the question and each passage together [1].', 'ColBERT'],
    ['Google Vertex reads the question and each passage together [1].', 'Google'],
    ['Voyage rerank-2 scores relevance [1].', 'rerank-2'],
  ])('flags %s', (answer, lacks) => {
    expect(flagged(answer, [RERANK]).map(unsupportedNote).join('\n')).toContain(`“${lacks}`);
  });
  it.each([
    'Latency grows with a cross-encoder reranker, which is slower than vector search [1].',
    'Reranking scores the question and passage together [1].',
    'Both RRF and reranking use ranks [1].',
    'Yes: RRF uses k = 60 [1].',
    'In short, RRF uses ranks [1].',
    'Ein Reranker liest die Frage und jede Passage zusammen [1].',
  ])('passes %s', (answer) => {
    expect(flagged(answer, [RERANK]).map(unsupportedNote)).toEqual([]);
  });
});
