/**
 * Retrieval for the demos: builds a BM25 index over passages and answers queries. Small indexes
 * run on the page; large ones (the whole guide) run in a Web Worker, so building the index never
 * blocks the page for more than a frame or two.
 */
import {buildIndex, queryWeights, search, type Bm25Index, type Hit, type Passage} from './bm25';

/** Above this many characters an index build takes more than about 50 ms on a mid-range laptop. */
export const WORKER_THRESHOLD_CHARS = 150_000;

/** The query's word weights in the index (bm25.ts, queryWeights) and the index's size: the weak-match signal uses them. */
export type QueryStats = {weights: Record<string, number>; passages: number};
export type SearchResult = {hits: Hit[]; ms: number; stats: QueryStats};

export type Retriever = {
  search(query: string, k?: number): Promise<SearchResult>;
  size: number;
  buildMs: number;
  inWorker: boolean;
  dispose(): void;
  /**
   * For a reader's set of separate documents with both small and large ones (the Zohlar workspace; createRetriever
   * `largeFrom`): an index over the small documents alone, and which documents are large, by id (documentIdOf). The
   * small documents are searched and judged there, as if the large ones were not in the workspace (kit/find.ts).
   */
  small?: Retriever;
  large?: ReadonlySet<string>;
};

/** The document a passage belongs to: its id's part before "#n" (chunking/documents.ts names passages so). */
export function documentIdOf(passageId: string): string {
  const at = passageId.lastIndexOf('#');
  return at < 0 ? passageId : passageId.slice(0, at);
}

/** How many of `passages` each document holds, by document id. */
function documentSizes(passages: readonly Passage[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const p of passages) sizes.set(documentIdOf(p.id), (sizes.get(documentIdOf(p.id)) ?? 0) + 1);
  return sizes;
}

export type WorkerRequest =
  | {type: 'build'; passages: Passage[]}
  | {type: 'search'; id: number; query: string; k: number};

export type WorkerResponse =
  | {type: 'built'; ms: number}
  | {type: 'result'; id: number; hits: Hit[]; ms: number; stats: QueryStats}
  | {type: 'error'; id?: number; message: string};

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function localRetriever(passages: readonly Passage[]): Retriever {
  const start = now();
  const index: Bm25Index = buildIndex(passages);
  const buildMs = now() - start;
  return {
    size: passages.length,
    buildMs,
    inWorker: false,
    async search(query, k = 5) {
      const t = now();
      const hits = search(index, query, k);
      return {hits, ms: now() - t, stats: {weights: queryWeights(index, query), passages: index.passages.length}};
    },
    dispose() {},
  };
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./retriever.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

function workerRetriever(worker: Worker, passages: readonly Passage[]): Promise<Retriever> {
  return new Promise((resolve, reject) => {
    let nextId = 1;
    const pending = new Map<number, (r: SearchResult) => void>();
    const failures = new Map<number, (e: Error) => void>();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      if (msg.type === 'built') {
        resolve({
          size: passages.length,
          buildMs: msg.ms,
          inWorker: true,
          search(query, k = 5) {
            const id = nextId++;
            return new Promise((res, rej) => {
              pending.set(id, res);
              failures.set(id, rej);
              worker.postMessage({type: 'search', id, query, k} satisfies WorkerRequest);
            });
          },
          dispose() {
            worker.terminate();
          },
        });
      } else if (msg.type === 'result') {
        pending.get(msg.id)?.({hits: msg.hits, ms: msg.ms, stats: msg.stats});
        pending.delete(msg.id);
        failures.delete(msg.id);
      } else if (msg.id !== undefined) {
        failures.get(msg.id)?.(new Error(msg.message));
        pending.delete(msg.id);
        failures.delete(msg.id);
      } else {
        reject(new Error(msg.message));
      }
    };
    worker.onerror = () => reject(new Error('worker failed'));
    worker.postMessage({type: 'build', passages: [...passages]} satisfies WorkerRequest);
  });
}

/**
 * A retriever over `passages`: in a worker when the text is large and workers work, else on the page.
 *
 * `largeFrom`: the passages are a reader's separate documents (the Zohlar workspace), and a document of this many
 * passages or more is large. With both small and large documents, the retriever also holds an index over the small
 * ones alone (`small`). u37d F1, s54 t-zoh F1: with one index over everything, adding a 400 KB file changed the answers
 * about the other documents: its passages crowded theirs out of the first dozen found ("When must receipts be
 * submitted?" against a log that mentions receipts in hundreds of entries), and the index's size switched on the rules
 * that weigh words (kit/match.ts WEIGHTED_FROM_PASSAGES), so "Darf man Dienste tauschen?" lacked "darf".
 */
export async function createRetriever(passages: readonly Passage[], {largeFrom}: {largeFrom?: number} = {}): Promise<Retriever> {
  const all = await indexed(passages);
  if (largeFrom === undefined) return all;
  const sizes = documentSizes(passages);
  const large = new Set([...sizes].filter(([, n]) => n >= largeFrom).map(([id]) => id));
  if (!large.size || large.size === sizes.size) return all;
  let small: Retriever;
  try {
    small = await indexed(passages.filter((p) => !large.has(documentIdOf(p.id))));
  } catch (error) {
    all.dispose();
    throw error;
  }
  return {
    ...all,
    small,
    large,
    dispose() {
      all.dispose();
      small.dispose();
    },
  };
}

async function indexed(passages: readonly Passage[]): Promise<Retriever> {
  const chars = passages.reduce((sum, p) => sum + p.text.length, 0);
  if (chars > WORKER_THRESHOLD_CHARS) {
    const worker = createWorker();
    if (worker) {
      try {
        return await workerRetriever(worker, passages);
      } catch {
        worker.terminate();
      }
    }
  }
  return localRetriever(passages);
}
