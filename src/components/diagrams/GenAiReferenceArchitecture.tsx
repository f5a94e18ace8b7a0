import type {ReactNode} from 'react';
import Diagram, {Box, Arrow} from '@site/src/components/Diagram';

/** The enterprise generative AI reference architecture with an LLM gateway, shown on action-plan/ws2-architecture/technology. */
export default function GenAiReferenceArchitecture(): ReactNode {
  return (
    <Diagram
      title="Enterprise generative AI reference architecture"
      description="User channels such as business applications, chat assistants, copilots and agents call a single LLM gateway. The gateway handles identity, policy, routing, logging and cost, and exchanges data with two cross-cutting services: observability (traces, evaluations, cost) on the left and security and identity (single sign-on, secrets, data loss prevention) on the right. From the gateway, requests go to model providers (hosted APIs and open-weight models) and to a retrieval and tools layer (search, vector index, MCP servers and APIs), which in turn reads enterprise data and systems such as documents, ERP, CRM and the data platform."
      width={800}
      height={370}>
      <Box x={240} y={10} width={320} height={52} label="User channels" sublabel="apps, chat, copilots, agents" />
      <Arrow from={[400, 62]} to={[400, 92]} />
      <Box x={240} y={92} width={320} height={56} label="LLM gateway" sublabel="identity, policy, routing, logging, cost" accent />
      <Box x={10} y={92} width={190} height={56} label="Observability" sublabel="traces, evals, cost" dashed />
      <Box x={610} y={92} width={180} height={56} label="Security + identity" sublabel="SSO, secrets, DLP" dashed />
      <Arrow from={[200, 120]} to={[240, 120]} bidirectional />
      <Arrow from={[560, 120]} to={[610, 120]} bidirectional />
      <Arrow from={[330, 148]} to={[250, 200]} />
      <Arrow from={[470, 148]} to={[550, 200]} />
      <Box x={120} y={200} width={260} height={52} label="Model providers" sublabel="hosted APIs, open-weight models" />
      <Box x={420} y={200} width={260} height={52} label="Retrieval and tools" sublabel="search, vector index, MCP, APIs" />
      <Arrow from={[550, 252]} to={[550, 300]} />
      <Box x={420} y={300} width={260} height={52} label="Enterprise data and systems" sublabel="documents, ERP, CRM, data platform" />
    </Diagram>
  );
}
