/**
 * Issue 28, brief 46c2, u30p O8 (confidently wrong): "is pinecone open source?" showed "Pinecone for RAG ›
 * Comparison: …Delivery model | Open source (Apache-2.0), self-hosted…; managed as Zilliz Cloud | Proprietary…":
 * the comparison table's row was quoted without its header row, so under a Pinecone title the first cell a
 * reader saw was Milvus's licence. The index's table passages already carry the header (chunking/documents.ts,
 * s43); the offline reply's snippet (simple-chat/snippet.ts) cut it off again. Every table cell a reply
 * quotes now names its column (or the header row is quoted with it), and every table passage in the
 * guide index keeps its header row.
 * Through the chat's own pipeline over the guide fixture (top 3, offline) and the index the chat builds.
 */
import {describe, expect, it} from 'vitest';
import {tableRuns} from '@site/src/retrieval/chunking/documents';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {chat, guideDocs, guideIndex} from './guideChat';

const cells = (row: string) => row.replace(/\|\s*$/, '').split(' | ').map((c) => c.trim());

/** The guide's pipe tables: header cells and data rows, per document id. */
const tables = guideDocs.flatMap((doc) =>
  tableRuns(doc.text).map((run) => ({
    doc: doc.id,
    header: run.header,
    columns: cells(run.header),
    rows: doc.text.slice(run.headerEnd + 1, run.end).split('\n').map(cells),
  })),
);

describe('every table passage in the guide index has its header row', () => {
  it('the guide has tables to check', () => expect(tables.length).toBeGreaterThan(5));
  it('no passage holds a table row without that table’s header row', () => {
    const missing: string[] = [];
    for (const passage of guideIndex.passages) {
      const doc = passage.id.replace(/#\d+$/, '');
      for (const table of tables.filter((t) => t.doc === doc)) {
        const holdsRow = table.rows.some((row) => passage.text.includes(row.join(' | ')));
        if (holdsRow && !passage.text.includes(table.header)) missing.push(`${passage.id}: ${table.header}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * A cell (other than a row’s first, which names the row) that the reply quotes from its start (its first 30
 * characters, so prose that opens like a short cell does not count) must be
 * labelled with its column ("Milvus: Open source (Apache-2.0)…"), or the reply item must quote the header row.
 */
function unlabelled(reply: string): string[] {
  const bad: string[] = [];
  // What each item quotes, after its bold "Page › Section" link (a page title can read like a cell).
  for (const item of reply.split('\n').filter((line) => /^\d+\. /.test(line)).map((line) => line.slice(line.indexOf('**: ') + 4))) {
    for (const table of tables) {
      if (item.includes(table.header)) continue;
      for (const row of table.rows) {
        row.forEach((cell, j) => {
          if (j === 0 || cell.length < 16) return;
          const head = cell.slice(0, 30);
          let at = item.indexOf(head);
          while (at >= 0) {
            const label = `${table.columns[j]}: `;
            if (item.slice(at - label.length, at) !== label) bad.push(`${JSON.stringify(head)} without "${label}"`);
            at = item.indexOf(head, at + 1);
          }
        });
      }
    }
  }
  return bad;
}

const reply = async (...messages: string[]) => {
  const {found} = await chat(...messages);
  return offlineReply(found.judged.good, 'the guide', messages[messages.length - 1], found.judged.stats?.weights);
};

describe('O8: a quoted table cell always names the product (column) it belongs to', () => {
  const asked: string[][] = [
    ['is pinecone open source?'],
    ['what license is weaviate under'],
    ['does pgvector support filtering by metadata?'],
    ['tell me about pgvector', 'does it support filtering by metadata?'],
    ['tell me about Milvus', 'what license is it under?', 'and Pinecone?', 'is it open source?'],
    ['what license is Pinecone under?'],
    ['difference between Pinecone and Milvus'],
    ['which vector database supports hybrid search?'],
    ['compare Milvus and Weaviate scaling'],
    ['pinecone multi-tenancy namespaces'],
  ];
  for (const messages of asked) {
    it(JSON.stringify(messages), async () => {
      const text = await reply(...messages);
      expect(text).toMatch(/^Offline mode \(retrieval only/);
      expect(unlabelled(text)).toEqual([]);
    });
  }

  it('"is pinecone open source?" shows Pinecone’s own cell, labelled, and Apache-2.0 only as Milvus’s', async () => {
    const text = await reply('is pinecone open source?');
    expect(text).toMatch(/Pinecone: Proprietary managed service/);
    for (const m of text.matchAll(/Open source \(Apache-2\.0\)/g)) expect(text.slice(0, m.index)).toMatch(/Milvus: $/);
  });
});
