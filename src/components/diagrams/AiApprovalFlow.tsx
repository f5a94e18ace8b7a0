import type {ReactNode} from 'react';
import Diagram, {Box, Arrow, Label} from '@site/src/components/Diagram';

/** The AI use-case approval flow from intake to production, shown on action-plan/ws1-organization/governance. */
export default function AiApprovalFlow(): ReactNode {
  return (
    <Diagram
      title="AI use-case approval flow"
      description="A use case enters through an intake form and is triaged into a risk tier. Anything matching a prohibited practice is rejected at triage. Tier 1 (low) is approved by the business owner with the platform's standard controls. Tier 2 (medium) is reviewed by the AI risk team with security and privacy. Tier 3 (high) goes to the AI council, which can approve with conditions such as an impact assessment. Approved use cases pass an evaluation gate before go-live and then enter monitoring, with a periodic re-review or a model change sending them back to triage."
      width={800}
      height={330}>
      <Line />
      <Box x={10} y={150} width={110} height={56} label="Intake" sublabel="form + owner" />
      <Arrow from={[120, 178]} to={[160, 178]} />
      <Box x={160} y={150} width={110} height={56} label="Triage" sublabel="risk tier" accent />
      <Arrow from={[270, 166]} to={[320, 70]} />
      <Arrow from={[270, 178]} to={[320, 158]} />
      <Arrow from={[270, 190]} to={[320, 246]} />
      <Arrow from={[215, 206]} to={[215, 270]} dashed />
      <Box x={155} y={270} width={120} height={48} label="Rejected" sublabel="prohibited" dashed />
      <Box x={320} y={44} width={170} height={52} label="Tier 1: owner" sublabel="standard controls" />
      <Box x={320} y={132} width={170} height={52} label="Tier 2: risk team" sublabel="security + privacy" />
      <Box x={320} y={220} width={170} height={52} label="Tier 3: AI council" sublabel="conditions, FRIA/DPIA" />
      <Arrow from={[490, 70]} to={[540, 166]} />
      <Arrow from={[490, 158]} to={[540, 174]} />
      <Arrow from={[490, 246]} to={[540, 182]} />
      <Box x={540} y={146} width={110} height={56} label="Eval gate" sublabel="thresholds met" accent />
      <Arrow from={[650, 174]} to={[680, 174]} />
      <Box x={680} y={146} width={110} height={56} label="Go-live" sublabel="monitoring" />
      <Arrow from={[215, 14]} to={[215, 150]} dashed />
      <Label x={600} y={34} text="re-review or model change" muted />
    </Diagram>
  );
}

/** The return path from go-live up and over to triage; the arrowhead is drawn by the Arrow into triage. */
function Line(): ReactNode {
  return (
    <polyline
      points="735,146 735,14 215,14"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeDasharray="6 4"
      opacity={0.7}
    />
  );
}
