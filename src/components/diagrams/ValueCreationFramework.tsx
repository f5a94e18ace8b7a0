import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Label} from '@site/src/components/Diagram';

/** The value-creation and ROI framework, shown on business-impact/value-creation. */
export default function ValueCreationFramework(): ReactNode {
  return (
    <Diagram
      title="Generative AI value-creation and ROI framework"
      description="Four value levers on the left (cost and time, revenue and growth, risk and quality, experience) each feed a measured benefit that is compared against a baseline or control group. The measured benefit and the total cost of ownership (build, run, change and risk costs) together give net value and ROI, calculated as benefit minus cost, divided by cost. Net value feeds a decision gate to scale, fix or stop, and a dashed feedback arrow shows the benefit being re-measured every quarter."
      width={760}
      height={380}>
      <Label x={95} y={24} text="Value levers" bold />
      <Label x={360} y={24} text="Measurement" bold />
      <Label x={640} y={24} text="Decision" bold />

      <Box x={10} y={40} width={170} height={56} label="Cost and time" sublabel="hours, cost per case" />
      <Box x={10} y={120} width={170} height={56} label="Revenue and growth" sublabel="conversion, new offers" />
      <Box x={10} y={200} width={170} height={56} label="Risk and quality" sublabel="errors, compliance" />
      <Box x={10} y={280} width={170} height={56} label="Experience" sublabel="customer, employee" />

      <Arrow from={[180, 68]} to={[258, 148]} />
      <Arrow from={[180, 148]} to={[258, 162]} />
      <Arrow from={[180, 228]} to={[258, 178]} />
      <Arrow from={[180, 308]} to={[258, 192]} />

      <Box x={260} y={130} width={200} height={80} label="Measured benefit" sublabel="vs. baseline or control" accent />
      <Box x={260} y={270} width={200} height={70} label="Total cost of ownership" sublabel="build, run, change, risk" dashed />

      <Arrow from={[460, 175]} to={[538, 200]} />
      <Arrow from={[460, 305]} to={[538, 230]} />

      <Box x={540} y={170} width={200} height={80} label="Net value and ROI" sublabel="(benefit − cost) ÷ cost" accent />
      <Arrow from={[640, 170]} to={[640, 102]} />
      <Box x={540} y={40} width={200} height={60} label="Decision gate" sublabel="scale, fix or stop" />

      <Arrow from={[540, 70]} to={[362, 128]} label="re-measure quarterly" dashed />
      <Label x={380} y={368} text="Benefits count only when measured against a baseline and captured in the P&L or a risk register." muted />
    </Diagram>
  );
}
