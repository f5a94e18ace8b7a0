/**
 * s43 (issue 28, brief 43c2; tester u29n on Simple Chat over the guide, /tmp/u29n/FINDINGS.md):
 * comparison-table passages (F10) and "it" follow-ups (F1). Rows written before each fix, through
 * the chat's own pipeline (simple-chat/search.ts, searchConversation) over the guide corpus fixture
 * with the demo pages; the count on the old code is in the commit that fixed it.
 */
import {describe, expect, it} from 'vitest';
import {chunkDocument} from '@site/src/retrieval/chunking/documents';
import {chat, guideDocs} from './guideChat';


const HEADER = 'Criterion | Milvus | Pinecone | PostgreSQL + pgvector | Weaviate |';

describe('F10: a passage cut from a table keeps the table header; one table on four pages is shown once', () => {
  it('every passage holding a row of the vector-database comparison starts its table part with the header row', () => {
    const doc = guideDocs.find((d) => d.id.endsWith('/pinecone#comparison'));
    expect(doc).toBeDefined();
    const passages = chunkDocument(doc!);
    const withRows = passages.filter((p) => /^(Delivery model|ANN index types|Metadata filtering|Hybrid search|Pricing|Scaling)\b/m.test(p.text) || / \| .* \| /.test(p.text));
    expect(withRows.length).toBeGreaterThan(1);
    for (const p of withRows) expect(p.text).toContain(HEADER);
  });

  it('a table with its header: rows lose nothing and text outside a table is unchanged', () => {
    const rows = Array.from({length: 12}, (_, i) => `Row ${i} | ${'alpha '.repeat(12)}| ${'beta '.repeat(12)}|`).join('\n');
    const text = `Intro sentence that explains the table below.\nName | First | Second |\n${rows}`;
    const passages = chunkDocument({id: 'd', title: 'T', url: '/t', text}, 400, 40);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages.slice(1)) expect(p.text.startsWith('Name | First | Second |\n')).toBe(true);
    for (let i = 0; i < 12; i++) expect(passages.some((p) => p.text.includes(`Row ${i} |`))).toBe(true);
    const prose = chunkDocument({id: 'p', title: 'T', url: '/t', text: 'Plain words. '.repeat(100)}, 400, 40);
    expect(prose.every((p) => !p.text.includes('|'))).toBe(true);
  });

  it('"what license is Pinecone under?" shows the comparison once, from the Pinecone page, with its header', async () => {
    const found = (await chat('what license is Pinecone under?')).found;
    const texts = found.hits.map((h) => h.passage.text);
    expect(new Set(texts).size).toBe(texts.length);
    const table = found.hits.find((h) => h.passage.text.includes('Delivery model |'));
    expect(table).toBeDefined();
    expect(table!.passage.text).toContain(HEADER);
    expect(table!.passage.source).toMatch(/Pinecone/);
  });

  it('"which vector database allows 40 KB of metadata per record?" fills no two slots with the same text', async () => {
    const found = (await chat('which vector database allows 40 KB of metadata per record?')).found;
    const texts = found.hits.map((h) => h.passage.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('F1: a message that points back with "it" keeps the question it refers to', () => {
  it('"tell me about pgvector" → "does it support filtering by metadata?" is searched with the pgvector question and finds the pgvector page', async () => {
    const result = await chat('tell me about pgvector', 'does it support filtering by metadata?');
    expect(result.searchedAlone).toBeUndefined();
    expect(result.searchedFor).toMatch(/pgvector/);
    expect(result.found.judged.good[0]?.passage.id).toMatch(/vector-databases\/postgresql#/);
  });

  it('"What is Weaviate?" → "does it support hybrid search?" finds the Weaviate page', async () => {
    const result = await chat('What is Weaviate?', 'does it support hybrid search?');
    expect(result.searchedAlone).toBeUndefined();
    expect(result.found.judged.good[0]?.passage.id).toMatch(/vector-databases\/weaviate#/);
  });

  it('"is it free?" after two turns about pgvector is read with the question that named pgvector', async () => {
    const result = await chat('tell me about pgvector', 'does it support filtering by metadata?', 'is it free?');
    expect(result.searchedFor).toMatch(/pgvector/);
    expect(result.searchedFor).not.toMatch(/filtering/);
  });

  it('the page\'s own example still holds: MCP → "does it support OAuth?"', async () => {
    const result = await chat('what is MCP', 'does it support OAuth?');
    expect(result.searchedFor).toMatch(/MCP/);
  });
});
