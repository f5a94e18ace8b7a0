import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** The retrieval-augmented generation request path, shown on rag/overview. */
export default function RagPipeline(): ReactNode {
  return (
    <Diagram
      title="RAG request path"
      description="A user question is rewritten and embedded, then sent to two retrievers in parallel: a vector index and a keyword (BM25) index, both filtered by the user's access rights. Their candidates are fused, reranked and trimmed to a token budget. The selected passages and the question form the prompt for the LLM, which answers with citations. Traces and evaluation scores from every step feed an evaluation loop."
      width={830}
      height={300}>
      <Box x={10} y={110} width={120} height={56} label="Question" sublabel="+ user identity" />
      <Arrow from={[130, 138]} to={[160, 138]} />
      <Box x={160} y={110} width={140} height={56} label="Embed query" sublabel="rewrite, query model" />
      <Arrow from={[300, 128]} to={[340, 78]} />
      <Arrow from={[300, 148]} to={[340, 200]} />
      <Box x={340} y={48} width={140} height={56} label="Vector index" sublabel="ANN + ACL filter" accent />
      <Box x={340} y={174} width={140} height={56} label="Keyword index" sublabel="BM25 + ACL filter" />
      <Arrow from={[480, 78]} to={[520, 128]} />
      <Arrow from={[480, 200]} to={[520, 148]} />
      <Box x={520} y={110} width={140} height={56} label="Fuse, rerank" sublabel="RRF, cross-encoder" />
      <Arrow from={[660, 138]} to={[700, 138]} />
      <Box x={700} y={110} width={120} height={56} label="LLM" sublabel="answer + citations" accent />
      <Label x={410} y={30} text="Retrieve" bold />
      <Label x={590} y={190} text="top-k in token budget" muted />
      <Arrow from={[760, 166]} to={[760, 270]} dashed />
      <Arrow from={[760, 270]} to={[70, 270]} dashed label="traces and evaluation scores improve chunking, retrieval, prompts" />
      <Arrow from={[70, 270]} to={[70, 166]} dashed />
    </Diagram>
  );
}
