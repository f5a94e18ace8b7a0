/**
 * Tables rendered from the site's typed facts (src/data/scales.ts, src/data/offerings.ts), so a
 * page shows the same scale, mapping or team shape as every other page that uses it. Plain
 * `<table>` markup, styled like a Markdown table and focusable like one (it may scroll sideways,
 * see src/plugins/rehypeAccessibleMarkdown.ts); no client-side behavior.
 */
import type {ReactNode} from 'react';
import {
  AUTOMATION_LEVELS,
  REVIEW_TIERS,
  SCALE_MAPPING,
  automationLevelLabel,
  mappedReviewTiersText,
  mappedRiskTierText,
} from '@site/src/data/scales';
import {fteText, type TeamRole} from '@site/src/data/offerings';

/** The mapping between automation levels, human review tiers and governance risk tiers. */
export function ScaleMapping(): ReactNode {
  return (
    <table tabIndex={0}>
      <caption>How the three scales map: automation level, human review tier, governance risk tier</caption>
      <thead>
        <tr>
          <th scope="col">Automation level (what the AI does)</th>
          <th scope="col">Human review tier that fits</th>
          <th scope="col">Lowest governance risk tier</th>
          <th scope="col">When it is higher</th>
        </tr>
      </thead>
      <tbody>
        {SCALE_MAPPING.map((row) => (
          <tr key={row.level}>
            <th scope="row">{automationLevelLabel(row.level)}</th>
            <td>{mappedReviewTiersText(row)}</td>
            <td>{mappedRiskTierText(row)}</td>
            <td>{row.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The automation levels 0–5 with what the AI and the person do. */
export function AutomationLevels(): ReactNode {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">The AI…</th>
          <th scope="col">A person…</th>
          <th scope="col">Good fit</th>
        </tr>
      </thead>
      <tbody>
        {AUTOMATION_LEVELS.map((l) => (
          <tr key={l.level}>
            <th scope="row">{automationLevelLabel(l.level)}</th>
            <td>{l.ai}</td>
            <td>{l.person}</td>
            <td>{l.goodFit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The human review tiers 0–3. */
export function ReviewTiers(): ReactNode {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">Tier</th>
          <th scope="col">Who acts</th>
          <th scope="col">Review rule</th>
          <th scope="col">Typical examples</th>
          <th scope="col">Escalate when</th>
        </tr>
      </thead>
      <tbody>
        {REVIEW_TIERS.map((t) => (
          <tr key={t.tier}>
            <th scope="row">
              {t.tier}: {t.name}
            </th>
            <td>{t.whoActs}</td>
            <td>{t.rule}</td>
            <td>{t.examples}</td>
            <td>{t.escalateWhen}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type TeamCompositionProps = {
  readonly roles: readonly TeamRole[];
  /** An extra last row for the client's own people, e.g. "Your engineers". */
  readonly clientRow?: {readonly role: string; readonly responsibility: string; readonly allocation: string};
};

/** A team's roles with their FTE ranges, in the order given. */
export function TeamComposition({roles, clientRow}: TeamCompositionProps): ReactNode {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Responsibility</th>
          <th scope="col">Typical allocation</th>
        </tr>
      </thead>
      <tbody>
        {roles.map((r) => (
          <tr key={r.role}>
            <th scope="row">{r.role}</th>
            <td>{r.responsibility}</td>
            <td>{fteText(r.fte)}</td>
          </tr>
        ))}
        {clientRow ? (
          <tr>
            <th scope="row">{clientRow.role}</th>
            <td>{clientRow.responsibility}</td>
            <td>{clientRow.allocation}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
