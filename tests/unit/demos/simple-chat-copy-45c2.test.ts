/**
 * Issue 28 (u30e M1): Copy (and the download, which writes each reply as Copy does) carries the notes the
 * page shows under a checked model reply (kit CheckedAnswer): "Passage N does not say this: …" for a cited
 * passage that does not hold its sentence, and the note that an answer cites no passage. Pasted elsewhere,
 * a claim the check flagged no longer looks sourced. The notes are the page's own (kit/support.ts).
 */
import {describe, expect, it} from 'vitest';
import {copyReply, copyTurn, conversationForDownload} from '@site/src/demos/simple-chat/copyReply';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {checkedText, UNCITED_NOTE, unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';
import {NOT_FOUND} from '@site/src/demos/kit/grounding';
import type {Hit} from '@site/src/retrieval/bm25';

const ORIGIN = 'https://example.com';
const hit = (id: string, source: string, text: string): Hit => ({passage: {id, source, text, url: `/docs/${id}`}, score: 1, terms: []} as unknown as Hit);
const SOURCES = [
  hit('quant', 'Document embeddings › Normalization', 'Quantized indexes store vectors in 8 bits and cut memory by four.'),
  hit('mcp', 'Model Context Protocol', 'Anthropic introduced MCP on 25 November 2024 as an open standard.'),
];
const reply = (content: string, extra: Partial<ChatTurn> = {}): ChatTurn => ({id: 'a1', role: 'assistant', content, status: 'done', sources: SOURCES, ...extra});

describe('M1: Copy carries the notes the page shows', () => {
  const wrong = 'Pinecone allows up to 40 KB of metadata per record [1]. Anthropic introduced MCP on 25 November 2024 [2].';
  it('names a cited passage that does not hold its sentence, as the page does', () => {
    const notes = unsupportedCitations(wrong, SOURCES.map((h) => h.passage.text));
    expect(notes.length).toBe(1);
    const copied = copyTurn(reply(wrong), ORIGIN);
    expect(copied).toContain(unsupportedNote(notes[0]));
    expect(copied).toMatch(/Passage 1 does not say this/);
  });
  it('the download holds the same note', () => {
    expect(conversationForDownload([{id: 'u1', role: 'user', content: 'q', status: 'done'}, reply(wrong)], 'Offline', ORIGIN)).toMatch(/Passage 1 does not say this/);
  });
  it('a stopped reply keeps the note and its partial mark', () => {
    const copied = copyTurn(reply(wrong, {status: 'stopped'}), ORIGIN);
    expect(copied).toMatch(/Passage 1 does not say this[\s\S]*\(Stopped: partial answer\.\)\n$/);
  });
  it('an answer citing no passage says so', () => {
    expect(copyReply('MCP is an open standard from Anthropic.', SOURCES, ORIGIN)).toContain(UNCITED_NOTE);
  });
  it('a supported answer gets no note', () => {
    const copied = copyReply('Anthropic introduced MCP on 25 November 2024 [2].', SOURCES, ORIGIN);
    expect(copied).not.toMatch(/does not say this|cites no passage/);
    expect(copied).toMatch(/Sources:/);
  });
  it('the refusal the grounded prompt asks for gets no note', () => {
    expect(copyReply(NOT_FOUND, SOURCES, ORIGIN)).not.toContain(UNCITED_NOTE);
  });
  it('an offline reply (no sources) is copied as it is', () => {
    expect(copyReply('Offline mode: passages', undefined, ORIGIN)).toBe('Offline mode: passages');
  });
});

describe('P1 (46c): a name in the cited passage’s page title or heading counts as mentioned', () => {
  const titled = (id: string, source: string, heading: string, text: string): Hit => ({passage: {id, source, heading, text, url: `/docs/${id}`}, score: 1, terms: []} as unknown as Hit);
  const PINECONE = [titled('pc', 'Pinecone for RAG', 'Index types', 'Dimension: fixed per index; dense vectors can have up to 20,000 dimensions (limits).')];
  it('u30e: Pinecone named by the page title', () => {
    expect(copyReply('Dense vectors in Pinecone can have up to 20,000 dimensions [1].', PINECONE, ORIGIN)).not.toMatch(/does not say this/);
  });
  it('a name in the section heading', () => {
    const sources = [titled('mcp', 'The Model Context Protocol (MCP)', 'Securing a server with OAuth', 'Remote servers authorize each request; local servers over stdio inherit the user’s permissions.')];
    expect(copyReply('Remote MCP servers authorize each request with OAuth [1].', sources, ORIGIN)).not.toMatch(/does not say this/);
  });
  it('a name neither the title nor the text gives is still named', () => {
    expect(copyReply('Dense vectors in Weaviate can have up to 20,000 dimensions [1].', PINECONE, ORIGIN)).toMatch(/Passage 1 does not say this[^\n]*“Weaviate”/);
  });
  it('the page shows the same notes (CheckedAnswer is given the same texts)', () => {
    const texts = PINECONE.map((h) => checkedText(h.passage));
    expect(unsupportedCitations('Dense vectors in Pinecone can have up to 20,000 dimensions [1].', texts)).toEqual([]);
  });
});
