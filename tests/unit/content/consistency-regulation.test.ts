/**
 * EU AI Act and GDPR statements agree with `src/data/regulation.ts` (issue 26): no page binds an
 * AI Act rule to another date than the data gives, states Art. 6(3) without its profiling rule, or
 * states Art. 50 as a duty to label all AI output; the planted fixture must fail, the correct one
 * must pass. The forms' bases and retention agree with the privacy notice.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  AI_ACT_CALENDAR,
  AI_ACT_MILESTONES,
  AI_ACT_RULES,
  FORM_LEGAL_BASES,
  formatLegalDate,
} from '@site/src/data/regulation';
import {boundDate, checkSite, checkSource, findDates} from './regulationCheck';

const ROOT = resolve(__dirname, '../../..');
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('the regulation data', () => {
  it('has valid dates, and a calendar in date order that lists every dated rule the pages use', () => {
    for (const [id, m] of Object.entries(AI_ACT_MILESTONES)) {
      expect(Number.isNaN(Date.parse(m.date)), id).toBe(false);
    }
    const dates = AI_ACT_CALENDAR.map((ids) => AI_ACT_MILESTONES[ids[0]!].date);
    expect([...dates].sort()).toEqual(dates);
    for (const ids of AI_ACT_CALENDAR) expect(new Set(ids.map((id) => AI_ACT_MILESTONES[id].date)).size).toBe(1);
    expect(AI_ACT_MILESTONES.annexIII.date).toBe('2027-12-02');
    expect(formatLegalDate('2027-12-02')).toBe('2 December 2027');
    expect(formatLegalDate('2026-08-02', 'short')).toBe('2 Aug 2026');
  });

  it('keeps the conditions of the rules it words', () => {
    expect(AI_ACT_RULES.art6_3.text).toMatch(/profiles natural persons is always high-risk/);
    expect(AI_ACT_RULES.art6_3Short.text).toMatch(/profiles natural persons.*always high-risk/);
    expect(AI_ACT_RULES.art50.text).toMatch(/unless that is obvious/);
    expect(AI_ACT_RULES.art50.text).toMatch(/editorial responsibility/);
    expect(AI_ACT_RULES.art99.text).toMatch(/whichever is higher/);
  });
});

describe('reading dates', () => {
  it('recognizes the date forms the site uses', () => {
    expect(findDates('2 Dec 2027, 2 December 2027, December 2, 2027 and 2027-12-02').map((d) => d.iso)).toEqual([
      '2027-12-02', '2027-12-02', '2027-12-02', '2027-12-02',
    ]);
  });

  it('binds a rule to its date, not to a former date or a condition', () => {
    const text = 'Annex III moved from 2 August 2026 to 2 December 2027 for systems placed on the market before 2 Aug 2026';
    expect(boundDate(text, text.indexOf('Annex III'), findDates(text))?.iso).toBe('2027-12-02');
  });
});

describe('page prose against the data', () => {
  it('fails on every planted contradiction', () => {
    const problems = checkSource(fixture('regulation-wrong.mdx'), 'fixture');
    expect(problems.map((p) => [p.line, p.kind])).toEqual([
      [5, 'date'],
      [9, 'date'],
      [11, 'date'],
      [11, 'date'],
      [13, 'art6_3'],
      [15, 'art50'],
      [17, 'date'],
    ]);
    expect(problems[0]!.message).toMatch(/Annex III.*2026-08-02.*2027-12-02/);
  });

  it('accepts correct statements, former dates and conditions', () => {
    expect(checkSource(fixture('regulation-right.mdx'), 'fixture')).toEqual([]);
  });

  it('finds no disagreement on any page', () => {
    const problems = checkSite(ROOT).map((p) => `${p.file}:${p.line} ${p.message}\n  ${p.text}`);
    expect(problems).toEqual([]);
  });
});

describe('the forms and the privacy notice', () => {
  const privacy = readFileSync(join(ROOT, 'src/pages/privacy.mdx'), 'utf8');
  const row = (label: string) => privacy.split('\n').find((l) => l.startsWith(`| ${label} |`)) ?? '';

  it.each([
    ['newsletter', 'Newsletter'],
    ['project-request', 'Project requests'],
    ['partner-application', 'Partner applications'],
  ] as const)('%s: same basis and retention as the privacy notice', (form, label) => {
    const basis = FORM_LEGAL_BASES[form];
    const line = row(label);
    expect(line, label).not.toBe('');
    expect(line).toContain(basis.article.replace('GDPR ', ''));
    expect(line.toLowerCase()).toContain(basis.retention.toLowerCase());
  });

  it('form pages render the basis from the data and make no promise the notice contradicts', () => {
    for (const page of ['newsletter', 'project-request', 'partner-application']) {
      const source = readFileSync(join(ROOT, 'contact', `${page}.mdx`), 'utf8');
      expect(source, page).toContain(`<FormDataUse form="${page}" />`);
      expect(source, page).not.toMatch(/do not share (it|them) with other companies|delete (them|it) when you ask|every record/);
    }
  });
});
