import type {ReactNode} from 'react';
import Diagram, {Box, Arrow, Label} from '@site/src/components/Diagram';

/** The action plan's three phases crossed with its four workstreams, shown on action-plan/intro. */
export default function ActionPlanTimeline(): ReactNode {
  const cols = [180, 410, 640];
  const rows = [
    {y: 70, name: 'WS1 Organization', cells: ['AI inventory, risk triage', 'Council live, policy v1', 'ISO/IEC 42001-ready AIMS']},
    {y: 132, name: 'WS2 Architecture', cells: ['Data and platform audit', 'LLM gateway, eval harness', 'Shared platform, SLOs']},
    {y: 194, name: 'WS3 Implementation', cells: ['Scored use-case portfolio', '2–3 pilots with eval gates', 'Product teams, portfolio']},
    {y: 256, name: 'WS4 Empowerment', cells: ['Literacy baseline, sponsors', 'Champions, role training', 'Academy, adoption metrics']},
  ];
  return (
    <Diagram
      title="Action plan timeline: phases by workstream"
      description="A grid with three phases across the top, Assess (weeks 1 to 6), Pilot (weeks 7 to 18) and Scale (weeks 19 to 52), and four workstreams down the side. Organization moves from an AI inventory and risk triage, to a live AI council and first policy, to a management system ready for ISO/IEC 42001. Architecture moves from a data and platform audit, to an LLM gateway and evaluation harness, to a shared platform with service levels. Implementation moves from a scored use-case portfolio, to two or three pilots with evaluation gates, to product teams managing a portfolio. Empowerment moves from an AI literacy baseline and named sponsors, to a champion network and role-based training, to an academy with adoption metrics."
      width={870}
      height={320}>
      <Box x={cols[0]} y={10} width={220} height={44} label="Assess" sublabel="weeks 1–6" accent />
      <Box x={cols[1]} y={10} width={220} height={44} label="Pilot" sublabel="weeks 7–18" accent />
      <Box x={cols[2]} y={10} width={220} height={44} label="Scale" sublabel="weeks 19–52" accent />
      <Arrow from={[400, 32]} to={[410, 32]} />
      <Arrow from={[630, 32]} to={[640, 32]} />
      {rows.map((row) => (
        <g key={row.name}>
          <Label x={170} y={row.y + 29} text={row.name} anchor="end" bold />
          {row.cells.map((cell, i) => (
            <Box key={cell} x={cols[i]} y={row.y} width={220} height={50} label={cell} />
          ))}
        </g>
      ))}
    </Diagram>
  );
}
