/**
 * The chunking playground (docs: information-processing/data-ingestion/chunking/semantic): the
 * component, its styles, its sample texts (samples.ts) and how the reader's own text is kept in
 * the tab (ownText.ts) live here; the chunking strategies are
 * src/retrieval/chunking. Imported by the MDX page that shows it; it may import src/learning-
 * tools/tool-panel and src/retrieval, nothing from src/components, src/demos, src/theme or
 * src/pages.
 */
import type {ReactNode} from 'react';
import {BrowserTool} from '@site/src/learning-tools/tool-panel';
import Playground from './Playground';

/**
 * Chunking playground for the chunking page: pick or paste text, choose a strategy, size and
 * overlap, and see the chunks. Renders only in the browser; without JavaScript a short note stands in.
 */
export default function ChunkingPlayground(): ReactNode {
  return (
    <BrowserTool fallback="The interactive chunking playground needs JavaScript. The worked example and the code above show the same strategies on a fixed text.">
      {() => <Playground />}
    </BrowserTool>
  );
}
