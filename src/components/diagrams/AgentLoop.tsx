import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** The plan → act → observe loop of a tool-using agent, shown on agent-systems. */
export default function AgentLoop(): ReactNode {
  return (
    <Diagram
      title="The agent loop"
      description="A goal from the user enters the Plan step, where the model reads its memory and decides the next step. In the Act step it calls a tool (an API, search or code execution) and the tool returns a result. In the Observe step the result is read and written to memory, and control goes back to Plan. The loop repeats until the goal is met, when an answer is returned. Guardrails such as tool allow-lists, step and cost budgets and human approval for risky actions wrap every step."
      width={820}
      height={350}>
      <Box x={10} y={60} width={130} height={60} label="Goal" sublabel="user request" />
      <Arrow from={[140, 90]} to={[200, 90]} />
      <Box x={200} y={60} width={160} height={60} label="Plan" sublabel="LLM picks next step" accent />
      <Arrow from={[360, 90]} to={[470, 90]} label="tool call" />
      <Box x={470} y={60} width={160} height={60} label="Act" sublabel="run the tool" accent />
      <Arrow from={[630, 90]} to={[680, 90]} bidirectional />
      <Box x={680} y={40} width={130} height={100} label="Tools" sublabel="APIs, search, code" />
      <Arrow from={[550, 120]} to={[460, 230]} />
      <Box x={335} y={230} width={160} height={60} label="Observe" sublabel="read the result" accent />
      <Arrow from={[370, 230]} to={[280, 120]} />
      <Label x={415} y={170} text="repeat until done" muted />
      <Box x={10} y={230} width={170} height={60} label="Memory" sublabel="context + long-term store" />
      <Arrow from={[140, 230]} to={[235, 120]} label="read" />
      <Arrow from={[335, 260]} to={[180, 260]} label="write" />
      <Arrow from={[495, 260]} to={[680, 260]} label="goal met" />
      <Box x={680} y={230} width={130} height={60} label="Answer" sublabel="or hand-off" />
      <Label x={410} y={332} text="Guardrails wrap every step: tool allow-lists, budgets, human approval for risky actions" muted />
    </Diagram>
  );
}
