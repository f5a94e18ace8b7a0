import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** Where the six integration patterns sit, shown on business-impact/enterprise-integration. */
export default function IntegrationPatterns(): ReactNode {
  return (
    <Diagram
      title="Enterprise integration patterns for generative AI"
      description="Three columns. On the left, the channels where people meet AI: copilots embedded in existing applications, chat in collaboration tools, and events or batch jobs. In the middle, the AI platform: an LLM gateway that handles identity, routing, quotas and logging, in front of model providers; a retrieval layer over enterprise content; and tool or MCP servers that call business systems. On the right, the systems of record: CRM and ERP, ticketing and workflow, and document stores. Retrieval reads from document stores and tools read and write to CRM, ERP and ticketing. Observability and evaluation span the whole platform."
      width={780}
      height={370}>
      <Label x={95} y={24} text="Channels" bold />
      <Label x={390} y={24} text="AI platform" bold />
      <Label x={680} y={24} text="Systems of record" bold />

      <Box x={10} y={40} width={170} height={60} label="Embedded copilot" sublabel="inside existing apps" />
      <Box x={10} y={125} width={170} height={60} label="Chat and workspace" sublabel="collaboration tools" />
      <Box x={10} y={210} width={170} height={60} label="Events and batch" sublabel="queues, schedules" />

      <Arrow from={[180, 70]} to={[278, 100]} />
      <Arrow from={[180, 155]} to={[278, 120]} />
      <Arrow from={[180, 240]} to={[278, 140]} />

      <Box x={280} y={70} width={220} height={90} label="LLM gateway" sublabel="identity, routing, quotas, logs" accent />
      <Box x={280} y={185} width={100} height={60} label="Retrieval" sublabel="RAG index" />
      <Box x={400} y={185} width={100} height={60} label="Tools" sublabel="MCP servers" />
      <Arrow from={[330, 160]} to={[330, 185]} bidirectional />
      <Arrow from={[450, 160]} to={[450, 185]} bidirectional />

      <Box x={590} y={40} width={180} height={60} label="CRM and ERP" sublabel="customers, orders" />
      <Box x={590} y={125} width={180} height={60} label="Ticketing, workflow" sublabel="cases, approvals" />
      <Box x={590} y={210} width={180} height={60} label="Document stores" sublabel="policies, contracts" />

      <Arrow from={[500, 205]} to={[588, 80]} bidirectional />
      <Arrow from={[500, 225]} to={[588, 155]} bidirectional />
      <Arrow from={[588, 258]} to={[372, 248]} />
      <Label x={485} y={280} text="documents indexed for retrieval" muted />

      <Box x={280} y={295} width={490} height={50} label="Observability and evaluation" sublabel="traces, tokens, cost, quality scores" dashed />
      <Label x={95} y={320} text="Model providers sit" muted />
      <Label x={95} y={338} text="behind the gateway" muted />
    </Diagram>
  );
}
