/**
 * The similarity-search explorer (docs: information-processing/rag/similarity-search/approximate):
 * the component and its styles live here; exact and IVF search are src/retrieval/vector-search.
 * Imported by the MDX page that shows it; it may import src/learning-tools/tool-panel and
 * src/retrieval, nothing from src/components, src/demos, src/theme or src/pages.
 */
import type {ReactNode} from 'react';
import {BrowserTool} from '@site/src/learning-tools/tool-panel';
import Explorer from './Explorer';

/**
 * Similarity-search explorer for the approximate-search page: exact k-NN and an IVF index side by
 * side on generated vectors. Renders only in the browser; without JavaScript a short note stands in.
 */
export default function SimilarityExplorer(): ReactNode {
  return (
    <BrowserTool fallback="The interactive explorer needs JavaScript. The tuning script above measures the same recall and speed trade-off with FAISS on your own machine.">
      {() => <Explorer />}
    </BrowserTool>
  );
}
