import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Circle, Label} from '@site/src/components/Diagram';

/** A decoder-only (GPT-style) transformer block with its residual paths, shown on deep-learning-architecture. */
export default function TransformerBlock(): ReactNode {
  return (
    <Diagram
      title="A decoder-only transformer block"
      description="Token IDs are turned into embeddings with position information and pass through a stack of N identical blocks. In each block the input is normalized and goes through causal multi-head self-attention, whose output is added back to the input by a residual connection; the result is normalized again, goes through a per-token feed-forward network, and is added back by a second residual connection. After the last block an output head (a linear layer and a softmax over the vocabulary) gives the probabilities of the next token."
      width={900}
      height={260}>
      <Box x={10} y={130} width={100} height={60} label="Tokens" sublabel="token IDs" />
      <Arrow from={[110, 160]} to={[140, 160]} />
      <Box x={140} y={130} width={110} height={60} label="Embedding" sublabel="+ positions" />
      <Arrow from={[250, 160]} to={[300, 160]} />
      <Box x={270} y={40} width={440} height={200} label="" dashed />
      <Label x={490} y={64} text="Transformer block, repeated N times" bold />
      <Box x={300} y={130} width={150} height={60} label="Self-attention" sublabel="causal, multi-head" accent />
      <Arrow from={[450, 160]} to={[476, 160]} />
      <Circle cx={490} cy={160} r={14} label="+" />
      <Arrow from={[504, 160]} to={[530, 160]} />
      <Box x={530} y={130} width={120} height={60} label="Feed-forward" sublabel="MLP per token" />
      <Arrow from={[650, 160]} to={[666, 160]} />
      <Circle cx={680} cy={160} r={14} label="+" />
      <Arrow from={[694, 160]} to={[740, 160]} />
      <Box x={740} y={130} width={150} height={60} label="Output head" sublabel="softmax over vocab" />
      <path d="M285 160 V100 H490" fill="none" stroke="currentColor" strokeWidth={1.5} strokeDasharray="6 4" />
      <Arrow from={[490, 100]} to={[490, 146]} dashed />
      <path d="M515 160 V100 H680" fill="none" stroke="currentColor" strokeWidth={1.5} strokeDasharray="6 4" />
      <Arrow from={[680, 100]} to={[680, 146]} dashed />
      <Label x={387} y={94} text="residual" muted />
      <Label x={597} y={94} text="residual" muted />
      <Label x={490} y={224} text="attention mixes across tokens; the MLP works per token" muted />
    </Diagram>
  );
}
