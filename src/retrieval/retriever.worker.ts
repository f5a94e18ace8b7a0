/// <reference lib="webworker" />
/** Web Worker that holds a BM25 index for large corpora (see retriever.ts). */
import {buildIndex, queryWeights, search, type Bm25Index} from './bm25';
import type {WorkerRequest, WorkerResponse} from './retriever';

let index: Bm25Index | null = null;
const scope = self as unknown as {postMessage(message: WorkerResponse): void; onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null};

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'build') {
      const start = performance.now();
      index = buildIndex(msg.passages);
      scope.postMessage({type: 'built', ms: performance.now() - start});
    } else if (msg.type === 'search') {
      if (!index) throw new Error('index not built');
      const start = performance.now();
      const hits = search(index, msg.query, msg.k);
      const stats = {weights: queryWeights(index, msg.query), passages: index.passages.length};
      scope.postMessage({type: 'result', id: msg.id, hits, ms: performance.now() - start, stats});
    }
  } catch (error) {
    scope.postMessage({type: 'error', id: msg.type === 'search' ? msg.id : undefined, message: String(error)});
  }
};
