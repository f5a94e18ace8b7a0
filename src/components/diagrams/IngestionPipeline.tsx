import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** The document ingestion pipeline with its quality gates, shown on data-ingestion/overview. */
export default function IngestionPipeline(): ReactNode {
  const stages = [
    {label: 'Sources', sublabel: 'files, APIs, DBs'},
    {label: 'Parse & clean', sublabel: 'text + structure'},
    {label: 'Chunk', sublabel: 'size, overlap'},
    {label: 'Embed', sublabel: 'one model, pinned'},
    {label: 'Index', sublabel: 'vectors + metadata'},
  ] as const;
  const gates = ['ACL captured', 'PII, dedup', 'chunk stats', 'dims, norms', 'recall check'] as const;
  const w = 128;
  const gap = 26;
  const x0 = 10;
  return (
    <Diagram
      title="Document ingestion pipeline"
      description="Five stages left to right: sources such as files, APIs and databases are parsed and cleaned, split into chunks, embedded with one pinned model, and written to a vector index with metadata. Under every stage a dashed quality gate checks its output: access rights captured, PII removed and duplicates dropped, chunk statistics, embedding dimensions and norms, and a recall check on the finished index. Failed items go to a quarantine queue instead of the index."
      width={760}
      height={250}>
      {stages.map((s, i) => {
        const x = x0 + i * (w + gap);
        return (
          <g key={s.label}>
            <Box x={x} y={40} width={w} height={60} label={s.label} sublabel={s.sublabel} accent={i === 4} />
            {i < stages.length - 1 && <Arrow from={[x + w, 70]} to={[x + w + gap, 70]} />}
            <Arrow from={[x + w / 2, 100]} to={[x + w / 2, 140]} dashed />
            <Box x={x + 8} y={140} width={w - 16} height={40} label={gates[i]} dashed />
          </g>
        );
      })}
      <Label x={380} y={24} text="Data path: every stage is re-runnable and versioned" muted />
      <Label x={380} y={215} text="Quality gates: a failed item goes to quarantine, never to the index" muted />
    </Diagram>
  );
}
