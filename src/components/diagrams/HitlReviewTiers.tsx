import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** Risk-based human review tiers, shown on human-ai-collaboration/human-in-the-loop. */
export default function HitlReviewTiers(): ReactNode {
  return (
    <Diagram
      title="Risk-based human review tiers"
      description="Four review tiers from left to right, ordered by rising impact, irreversibility and regulatory exposure. Tier 0, automate and monitor, keeps a human on the loop through dashboards and alerts, for example tagging tickets. Tier 1, sampled review, audits a sample after release, for example drafted replies. Tier 2, approve before action, puts a human in the loop to approve each action, for example refunds or code merges. Tier 3, human decides, has the AI only draft and advise, for example credit, hiring or clinical decisions. Items escalate to a higher tier when confidence, policy or value triggers fire."
      width={760}
      height={300}>
      <Label x={380} y={28} text="Escalate to a higher tier when a confidence, policy or value trigger fires" muted />
      <Arrow from={[185, 60]} to={[575, 60]} dashed />

      <Box x={10} y={80} width={170} height={80} label="Tier 0: automate" sublabel="human on the loop" />
      <Box x={200} y={80} width={170} height={80} label="Tier 1: sample" sublabel="audit after release" />
      <Box x={390} y={80} width={170} height={80} label="Tier 2: approve" sublabel="human in the loop" accent />
      <Box x={580} y={80} width={170} height={80} label="Tier 3: human" sublabel="decides; AI advises" accent />

      <Label x={95} y={188} text="Tagging, routing" muted />
      <Label x={285} y={188} text="Drafts, summaries" muted />
      <Label x={475} y={188} text="Refunds, code merges" muted />
      <Label x={665} y={188} text="Credit, hiring, clinical" muted />

      <Arrow from={[20, 240]} to={[740, 240]} />
      <Label x={380} y={270} text="Rising impact, irreversibility and regulatory exposure" bold />
    </Diagram>
  );
}
