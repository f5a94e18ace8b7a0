import {useEffect, useState} from 'react';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import type {Retriever} from '@site/src/retrieval/retriever';

/**
 * The chunker and the index builder load with the first documents (in the effect, after the page's
 * first render), not with the page: the state is "indexing" until they are in and the index is built,
 * and a question asked meanwhile waits for it as it waits for the indexing.
 */
const loadIndexer = () =>
  Promise.all([import('@site/src/retrieval/chunking/documents'), import('@site/src/retrieval/retriever'), import('./match')]).then(
    ([documents, retriever, match]) => (docs: readonly SourceDocument[], perDocument: boolean) =>
      retriever.createRetriever(documents.chunkDocuments(docs), perDocument ? {largeFrom: match.WEIGHTED_FROM_PASSAGES} : {}),
  );

export type RetrieverState =
  | {status: 'empty'}
  | {status: 'indexing'}
  | {status: 'ready'; retriever: Retriever; passages: number}
  | {status: 'error'; message: string};

/**
 * Chunks and indexes `documents` whenever they change; disposes the previous index (and worker). `perDocument`: the
 * documents are a reader's separate documents (the Zohlar workspace): the small ones are also indexed alone (retriever.ts
 * createRetriever `largeFrom`), so a large one added does not change what they answer.
 */
export function useRetriever(documents: readonly SourceDocument[] | null, perDocument = false): RetrieverState {
  const [state, setState] = useState<RetrieverState>({status: 'empty'});
  // Which documents `state` describes: until the effect below has run for new documents, the
  // old index must not be reported as ready for them.
  const [stateFor, setStateFor] = useState<readonly SourceDocument[] | null>(null);
  useEffect(() => {
    setStateFor(documents);
    if (!documents || documents.length === 0) {
      setState({status: 'empty'});
      return undefined;
    }
    let cancelled = false;
    let made: Retriever | null = null;
    setState({status: 'indexing'});
    loadIndexer()
      .then((index) => index(documents, perDocument))
      .then((retriever) => {
        made = retriever;
        if (cancelled) retriever.dispose();
        else setState({status: 'ready', retriever, passages: retriever.size});
      })
      .catch(() => {
        if (!cancelled) setState({status: 'error', message: 'The document could not be indexed. Reload the page and try again.'});
      });
    return () => {
      cancelled = true;
      made?.dispose();
    };
  }, [documents, perDocument]);
  if (stateFor !== documents) return documents && documents.length ? {status: 'indexing'} : {status: 'empty'};
  return state;
}
