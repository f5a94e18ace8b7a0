/** s54 t-chat rows: the guide corpus fixture of 2026-11-27 with the Simple Chat page, searched as the page searches a session. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {chatDocuments} from '@site/src/demos/kit/guide';
import {searchConversation, type ChatSearch} from '@site/src/demos/simple-chat/search';
import {answeredTurns, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

export type Expect = {text?: RegExp; url?: RegExp; notUrl?: RegExp} | 'none' | null;

let cached: {docs: SourceDocument[]; retriever: {size: number; search: (q: string, n?: number) => Promise<any>}} | null = null;
export function chatDocsOf() {
  if (cached) return cached;
  const corpus = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'guide-corpus-2026-11-27.json.gz'))).toString('utf8'));
  const docs = chatDocuments(corpus, '/demo-room/simple-chat');
  const index = buildIndex(chunkDocuments(docs));
  const retriever = {size: index.passages.length, search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}})};
  cached = {docs, retriever};
  return cached;
}

/** One message of a session searched as the page searches it (answered turns only), its reply appended as the page keeps it. */
export async function ask(history: ChatTurn[], content: string): Promise<ChatSearch> {
  const {docs, retriever} = chatDocsOf();
  history.push({id: `u${history.length}`, role: 'user', content, status: 'done'});
  const r = await searchConversation(answeredTurns(history), retriever, docs, {workspace: false, k: 3});
  const good = r.found.judged.good.length > 0;
  history.push({id: `a${history.length}`, role: 'assistant', content: good ? 'Offline mode (retrieval only, nothing generated). …' : 'Offline mode: No good match. Try different words, or configure a model in the panel above.', status: 'done', offline: true, searched: r.searched, unmatched: good ? undefined : true});
  return r;
}

/** Whether the first passage shown meets `expect` (null: not judged). */
export function meets(r: ChatSearch, expect: Expect): boolean | null {
  if (expect === null) return null;
  const first = r.found.judged.good[0];
  if (expect === 'none') return !first;
  if (!first) return false;
  const url = first.passage.url ?? first.passage.id;
  return (!expect.text || expect.text.test(`${first.passage.heading ?? ''} ${first.passage.text}`)) && (!expect.url || expect.url.test(url)) && (!expect.notUrl || !expect.notUrl.test(url));
}

export async function sessionRun(_: unknown, session: Array<[string, Expect]>) {
  const history: ChatTurn[] = [];
  const out: Array<{question: string; ok: boolean | null; first: string}> = [];
  for (const [question, expect] of session) {
    const r = await ask(history, question);
    const first = r.found.judged.good[0];
    out.push({question, ok: meets(r, expect), first: first ? `${first.passage.source} › ${first.passage.heading ?? ''} (${first.passage.url})` : 'NO MATCH'});
  }
  return out;
}
