import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** MCP hosts, clients and servers, shown on mcp-server. */
export default function McpArchitecture(): ReactNode {
  return (
    <Diagram
      title="Model Context Protocol architecture"
      description="A host application, such as a chat app, an IDE or an agent runtime, contains the language model and one MCP client per connected server. Client A talks to a local MCP server over stdio, and that server reaches local files and Git. Client B talks to a remote MCP server over Streamable HTTP, and that server reaches a SaaS API or database. Clients and servers exchange JSON-RPC 2.0 messages, and each server exposes tools, resources and prompts."
      width={860}
      height={340}>
      <Box x={10} y={30} width={330} height={280} label="" dashed />
      <Label x={175} y={56} text="Host application" bold />
      <Label x={175} y={76} text="chat app, IDE, agent runtime" muted />
      <Box x={30} y={160} width={120} height={60} label="LLM" sublabel="decides on calls" accent />
      <Arrow from={[150, 180]} to={[190, 135]} bidirectional />
      <Arrow from={[150, 200]} to={[190, 245]} bidirectional />
      <Box x={190} y={100} width={130} height={60} label="MCP client A" />
      <Box x={190} y={220} width={130} height={60} label="MCP client B" />
      <Arrow from={[320, 130]} to={[490, 130]} label="stdio" bidirectional />
      <Arrow from={[320, 250]} to={[490, 250]} label="Streamable HTTP" bidirectional />
      <Label x={405} y={195} text="JSON-RPC 2.0" muted />
      <Box x={490} y={100} width={160} height={60} label="MCP server A" sublabel="local process" accent />
      <Box x={490} y={220} width={160} height={60} label="MCP server B" sublabel="remote service" accent />
      <Arrow from={[650, 130]} to={[700, 130]} />
      <Arrow from={[650, 250]} to={[700, 250]} />
      <Box x={700} y={100} width={150} height={60} label="Local files, Git" />
      <Box x={700} y={220} width={150} height={60} label="SaaS API" sublabel="or database" />
      <Label x={570} y={322} text="each server exposes tools, resources and prompts" muted />
    </Diagram>
  );
}
