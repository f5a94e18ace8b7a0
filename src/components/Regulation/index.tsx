import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  AI_ACT_CALENDAR,
  AI_ACT_MILESTONES,
  AI_ACT_RULES,
  AI_ACT_URL,
  FORM_LEGAL_BASES,
  OMNIBUS_URL,
  PROCESSORS_SENTENCE,
  formatLegalDate,
  type AiActMilestone,
  type AiActMilestoneId,
  type AiActRuleId,
  type LegalBasisFormId,
} from '@site/src/data/regulation';

/**
 * Legal dates and rule wordings rendered from `src/data/regulation.ts`, so every page that states
 * one says the same thing. Pure server-renderable markup, no state: the same HTML on React and
 * Preact.
 */

type DateProps = {
  readonly id: AiActMilestoneId;
  /** "2 Dec 2027" instead of "2 December 2027". */
  readonly short?: boolean;
};

/** An AI Act application date: `<AiActDate id="annexIII" />` → "2 December 2027". */
export function AiActDate({id, short}: DateProps): ReactNode {
  const {date} = AI_ACT_MILESTONES[id];
  return <time dateTime={date}>{formatLegalDate(date, short ? 'short' : 'long')}</time>;
}

type RuleProps = {readonly id: AiActRuleId};

/**
 * A rule in the site's one wording, linked to the article it summarizes: the first mention of the
 * article in the wording becomes the link, or the link follows the wording in parentheses.
 */
export function AiActRule({id}: RuleProps): ReactNode {
  const rule: {readonly article: string; readonly url: string; readonly text: string} = AI_ACT_RULES[id];
  const at = rule.text.indexOf(rule.article);
  const link = <Link href={rule.url}>{rule.article}</Link>;
  if (at < 0) {
    return (
      <>
        {rule.text} ({link})
      </>
    );
  }
  return (
    <>
      {rule.text.slice(0, at)}
      {link}
      {rule.text.slice(at + rule.article.length)}
    </>
  );
}

const SOURCE_LINKS = {
  base: {label: 'Reg. 2024/1689', href: AI_ACT_URL},
  omnibus: {label: 'Reg. 2026/1744', href: OMNIBUS_URL},
} as const;

/** The AI Act calendar table (compliance page): one row per date, sources linked. */
export function AiActCalendar(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Date</th>
          <th>What applies</th>
          <th>Provision and source</th>
        </tr>
      </thead>
      <tbody>
        {AI_ACT_CALENDAR.map((ids) => {
          const milestones = ids.map((id) => AI_ACT_MILESTONES[id]);
          const sources = [...new Set(milestones.flatMap((m) => m.sources))];
          const date = milestones[0]!.date;
          return (
            <tr key={date}>
              <td>
                <time dateTime={date}>{formatLegalDate(date, 'short')}</time>
              </td>
              <td>
                {milestones
                  .map((m: AiActMilestone) => (m.was ? `${m.applies} (was ${formatLegalDate(m.was, 'short')})` : m.applies))
                  .join('; ')}
              </td>
              <td>
                {[...new Set(milestones.map((m) => m.provision))].join('; ')},{' '}
                {sources.map((s, i) => (
                  <span key={s}>
                    {i > 0 && ', '}
                    <Link href={SOURCE_LINKS[s].href}>{SOURCE_LINKS[s].label}</Link>
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type BasisProps = {readonly form: LegalBasisFormId};

/**
 * What a contact form's page says about its legal basis, retention and processors, in the words
 * of the privacy notice. The form itself shows the same basis next to its button.
 */
export function FormDataUse({form}: BasisProps): ReactNode {
  const basis = FORM_LEGAL_BASES[form];
  return (
    <>
      The legal basis is {basis.plain} ({basis.article}). {basis.rights} We keep it {basis.retention}.{' '}
      {PROCESSORS_SENTENCE}
    </>
  );
}
