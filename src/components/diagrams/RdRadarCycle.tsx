import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** The continuous R&D radar cycle, shown on future-directions/continuous-rd. */
export default function RdRadarCycle(): ReactNode {
  return (
    <Diagram
      title="The continuous AI R&D radar cycle"
      description="Signals from providers, standards, regulators, research and internal usage enter a Scan step. Promising items move to Assess, where they are tested on the organization's own evaluation sets. Items that pass go to a timeboxed Trial with a named owner and exit criteria. A trial ends in one of two rings: Adopt, which hands the item to the implementation roadmap, or Hold, which records why it was not adopted. A dashed arrow shows every ring being re-reviewed each quarter, and adopted items that age out are retired."
      width={760}
      height={300}>
      <Box x={10} y={40} width={150} height={70} label="Signals" sublabel="providers, research" dashed />
      <Arrow from={[160, 75]} to={[200, 75]} />
      <Box x={200} y={40} width={150} height={70} label="Scan" sublabel="weekly triage" />
      <Arrow from={[350, 75]} to={[390, 75]} />
      <Box x={390} y={40} width={150} height={70} label="Assess" sublabel="own eval sets" accent />
      <Arrow from={[540, 75]} to={[580, 75]} />
      <Box x={580} y={40} width={170} height={70} label="Trial" sublabel="timeboxed, owned" accent />

      <Arrow from={[620, 110]} to={[540, 180]} />
      <Label x={588} y={152} text="pass" anchor="start" muted />
      <Arrow from={[710, 110]} to={[710, 180]} />
      <Label x={718} y={150} text="fail" anchor="start" muted />
      <Box x={390} y={180} width={150} height={70} label="Adopt" sublabel="to the roadmap" accent />
      <Box x={620} y={180} width={130} height={70} label="Hold" sublabel="reason recorded" />
      <Arrow from={[390, 215]} to={[350, 215]} />
      <Box x={200} y={180} width={150} height={70} label="Retire" sublabel="when superseded" dashed />

      <Arrow from={[275, 180]} to={[275, 112]} label="re-review quarterly" dashed />
      <Label x={380} y={285} text="Every ring is re-reviewed on a fixed cadence; nothing stays adopted by default." muted />
    </Diagram>
  );
}
