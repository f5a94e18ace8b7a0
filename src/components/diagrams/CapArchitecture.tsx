import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** The CAP module map, shown on codebase/intro; every module page names its box. */
export default function CapArchitecture(): ReactNode {
  return (
    <Diagram
      title="CAP architecture: modules and interfaces"
      description="Top row: the Frontend (cap-frontend) and other API clients such as MCP hosts send requests to the Engine API, which authenticates the caller, applies the RateLimiter and the CostMeter, and logs the request. Inside the engine (cap-engine) the AgentRunner loads an AgentDefinition from the Agent library (cap-agents), renders its prompt from the PromptRegistry, calls tools through the Tool interface and calls models through the LlmProvider interface. LlmProvider adapters reach external model providers such as OpenAI, Amazon Bedrock, Azure OpenAI or a self-hosted vLLM server. A retrieval tool reads the VectorStore, which the Ingestion pipeline (cap-ingestion: SourceConnector, Chunker, Embedder) fills from company documents. Everything runs on the deployment platform (cap-deploy): on AWS, ECS Fargate, Secrets Manager, RDS for PostgreSQL with pgvector, S3 and CloudWatch, or the equivalent services on Azure or Google Cloud. Cross-cutting controls are least-privilege IAM, secrets from the environment, rate limits, cost tracking and traces."
      width={960}
      height={560}>
      <Box x={40} y={20} width={300} height={60} label="Frontend" sublabel="cap-frontend · web chat, embeds" />
      <Box x={620} y={20} width={300} height={60} label="API clients and MCP hosts" sublabel="other apps, IDEs, assistants" dashed />
      <Arrow from={[190, 80]} to={[190, 118]} />
      <Label x={200} y={104} text="HTTPS + SSE" anchor="start" muted />
      <Arrow from={[770, 80]} to={[770, 118]} />
      <Box x={40} y={120} width={880} height={56} label="Engine API" sublabel="authentication · RateLimiter · CostMeter · request log" accent />

      <Label x={40} y={202} text="cap-engine" anchor="start" bold />
      <Arrow from={[150, 176]} to={[150, 248]} />
      <Box x={40} y={250} width={220} height={80} label="AgentRunner" sublabel="loop · step limit · events" accent />
      <Box x={340} y={210} width={260} height={50} label="PromptRegistry" sublabel="versioned templates" />
      <Box x={340} y={275} width={260} height={50} label="Tool" sublabel="typed tools · MCP clients" />
      <Box x={340} y={340} width={260} height={50} label="LlmProvider" sublabel="one interface, many adapters" accent />
      <Arrow from={[260, 280]} to={[338, 236]} />
      <Arrow from={[260, 292]} to={[338, 300]} />
      <Arrow from={[260, 305]} to={[338, 362]} />

      <Box x={40} y={350} width={220} height={50} label="Agent library" sublabel="cap-agents · AgentDefinition" />
      <Arrow from={[150, 350]} to={[150, 332]} />

      <Box x={660} y={200} width={260} height={56} label="Ingestion" sublabel="cap-ingestion · connect, chunk, embed" />
      <Arrow from={[790, 256]} to={[790, 278]} />
      <Box x={660} y={280} width={260} height={50} label="VectorStore" sublabel="PostgreSQL + pgvector" />
      <Arrow from={[600, 300]} to={[658, 305]} label="retrieve" />
      <Box x={660} y={350} width={260} height={50} label="Model providers" sublabel="OpenAI · Bedrock · Azure OpenAI · vLLM" dashed />
      <Arrow from={[600, 365]} to={[658, 375]} />

      <Box x={40} y={430} width={880} height={64} label="Deployment platform (cap-deploy)" sublabel="AWS: ECS Fargate · Secrets Manager · RDS + pgvector · S3 · CloudWatch, or the Azure / Google Cloud equivalents" />
      <Label x={480} y={530} text="Cross-cutting: least-privilege IAM · secrets from env / Secrets Manager · rate limits · cost tracking · traces" muted />
    </Diagram>
  );
}
