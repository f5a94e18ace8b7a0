/**
 * The legal rules and dates that several pages state, in one typed module: the EU AI Act
 * (Regulation (EU) 2024/1689) as amended by the Digital Omnibus on AI (Regulation (EU) 2026/1744),
 * and the GDPR legal basis each contact form relies on.
 *
 * Pages explain a rule in their own words, but a date, an article number or the short wording of a
 * rule that more than one page states comes from here: the MDX tags of
 * `src/plugins/remarkRegulation.ts` renders it into the pages at build time (no script on the page),
 * and `tests/unit/content/consistency-regulation.test.ts`
 * parses every page's prose and fails when a sentence gives an AI Act date that disagrees with
 * these entries or states Art. 6(3) without its profiling rule.
 *
 * Sources (checked 2026-11-25):
 * - Regulation (EU) 2024/1689, Arts. 5, 6, 50, 99, 111, 113: https://eur-lex.europa.eu/eli/reg/2024/1689/oj/eng
 * - Regulation (EU) 2026/1744 (Digital Omnibus on AI) of 8 July 2026, OJ L 24.7.2026, in force
 *   27 July 2026: https://eur-lex.europa.eu/eli/reg/2026/1744/oj . Its Art. 1(40)(b) replaces
 *   Art. 113, third paragraph, point (c) with fixed dates (2 Dec 2027 for Annex III, 2 Aug 2028 for
 *   Annex I); the Commission's proposal COM(2025) 836 had tied the date to a Commission decision on
 *   the availability of standards, with those dates as the latest. The OJ text itself could not be
 *   opened from this machine; the fixed-date reading is taken from analyses that quote the adopted
 *   article (ThomasMoreAI/legal-skills-open `ai-act-compliance` timeline, status 2026-08-05;
 *   Opencomplai v0.13.1 release notes "checked against the Official Journal text").
 * - Regulation (EU) 2016/679 (GDPR), Arts. 6(1), 7(3), 17(3), 21: https://eur-lex.europa.eu/eli/reg/2016/679/oj/eng
 * - EDPB Guidelines 2/2019 on Art. 6(1)(b), paras 17-20 (consent is not the basis for pre-contract
 *   steps; avoid confusion about the basis):
 *   https://edpb.europa.eu/our-work-tools/our-documents/guidelines/guidelines-22019-processing-personal-data-under-article-61b_en
 */

export const AI_ACT_URL = 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj/eng';
export const OMNIBUS_URL = 'https://eur-lex.europa.eu/eli/reg/2026/1744/oj';
export const GDPR_URL = 'https://eur-lex.europa.eu/eli/reg/2016/679/oj/eng';

/** ISO date (YYYY-MM-DD). */
export type IsoDate = `${number}-${number}-${number}`;

export const AI_ACT = {
  name: 'Regulation (EU) 2024/1689',
  url: AI_ACT_URL,
  publishedInOj: '2024-07-12',
  inForce: '2024-08-01',
} as const;

export const DIGITAL_OMNIBUS = {
  name: 'Regulation (EU) 2026/1744',
  url: OMNIBUS_URL,
  adopted: '2026-07-08',
  publishedInOj: '2026-07-24',
  inForce: '2026-07-27',
} as const;

/** Where a date comes from: the base act's Art. 111/113, or the amending regulation. */
export type DateSource = 'base' | 'omnibus';

export type AiActMilestone = {
  readonly date: IsoDate;
  /** What starts to apply, in the site's one wording. */
  readonly applies: string;
  /** The provision that sets the date. */
  readonly provision: string;
  readonly sources: readonly DateSource[];
  /** The date this rule had before the 2026 amendment, if it moved. */
  readonly was?: IsoDate;
};

/**
 * Every AI Act date the site states. Keys name the rule, so a page can say
 * `<AiActDate id="annexIII" />` instead of typing the date.
 */
export const AI_ACT_MILESTONES = {
  entryIntoForce: {
    date: '2024-08-01',
    applies: 'Entry into force',
    provision: 'Art. 113, first paragraph',
    sources: ['base'],
  },
  prohibitions: {
    date: '2025-02-02',
    applies: 'Prohibited practices (Art. 5)',
    provision: 'Art. 113(a)',
    sources: ['base'],
  },
  literacy: {
    date: '2025-02-02',
    applies: 'AI literacy (Art. 4; the 2026 amendment recast it as a duty to take measures supporting literacy)',
    provision: 'Art. 113(a)',
    sources: ['base', 'omnibus'],
  },
  gpai: {
    date: '2025-08-02',
    applies: 'GPAI model obligations, governance bodies, penalties regime',
    provision: 'Art. 113(b)',
    sources: ['base'],
  },
  general: {
    date: '2026-08-02',
    applies:
      'General date of application, including the Art. 50 transparency duties (disclose AI interaction, mark synthetic content, label deep fakes) and Commission fines on GPAI providers (Art. 101)',
    provision: 'Art. 113, second paragraph',
    sources: ['base'],
  },
  newProhibitions: {
    date: '2026-12-02',
    applies: 'New Art. 5 prohibitions on generating non-consensual intimate imagery and child sexual abuse material',
    provision: 'Art. 113(a) as amended',
    sources: ['omnibus'],
  },
  markingTransition: {
    date: '2026-12-02',
    applies:
      'End of the transition for Art. 50(2) machine-readable marking by generative systems placed on the market before 2 Aug 2026',
    provision: 'Art. 111(4) as inserted',
    sources: ['omnibus'],
  },
  legacyGpai: {
    date: '2027-08-02',
    applies: 'GPAI models placed on the market before 2 Aug 2025 must comply (Art. 111(3)); national AI regulatory sandboxes operational (Art. 57, as amended)',
    provision: 'Art. 111(3); Art. 57(1) as amended',
    sources: ['base', 'omnibus'],
  },
  annexIII: {
    date: '2027-12-02',
    applies: 'High-risk obligations for Annex III systems',
    provision: 'Art. 113(c) as replaced',
    sources: ['omnibus'],
    was: '2026-08-02',
  },
  annexI: {
    date: '2028-08-02',
    applies: 'High-risk obligations for Annex I product-embedded systems',
    provision: 'Art. 113(c) as replaced',
    sources: ['omnibus'],
    was: '2027-08-02',
  },
  publicAuthorities: {
    date: '2030-08-02',
    applies:
      'Providers and deployers of high-risk systems intended for use by public authorities and placed on the market before the high-risk date must have taken the steps to comply',
    provision: 'Art. 111(2) (the 2030 date is in the base act)',
    sources: ['base'],
  },
} as const satisfies Record<string, AiActMilestone>;

export type AiActMilestoneId = keyof typeof AI_ACT_MILESTONES;

/** The calendar table on the compliance page: milestones grouped by date, in order. */
export const AI_ACT_CALENDAR: readonly (readonly AiActMilestoneId[])[] = [
  ['prohibitions', 'literacy'],
  ['gpai'],
  ['general'],
  ['newProhibitions', 'markingTransition'],
  ['legacyGpai'],
  ['annexIII'],
  ['annexI'],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2 December 2027" (long) or "2 Dec 2027" (short), the two forms the site's prose uses. */
export function formatLegalDate(iso: string, style: 'long' | 'short' = 'long'): string {
  const [y, m, d] = iso.split('-').map(Number);
  const month = MONTHS[(m ?? 1) - 1]!;
  return `${d} ${style === 'short' ? month.slice(0, 3) : month} ${y}`;
}

/**
 * A legal rule in the one wording the site uses, with the article it summarizes. `text` keeps the
 * rule's conditions and exceptions; pages that shorten it must link the article.
 */
export type LegalRule = {
  readonly article: string;
  readonly url: string;
  readonly text: string;
};

export const AI_ACT_RULES = {
  /** Art. 6(3), including its final subparagraph on profiling, and Art. 6(4). */
  art6_3: {
    article: 'Art. 6(3)',
    url: AI_ACT_URL,
    text:
      'Under Art. 6(3), an AI system listed in Annex III is not high-risk only if it poses no significant risk of harm and does not materially influence the outcome of a decision, because it performs a narrow procedural task, improves the result of a completed human activity, detects decision-making patterns or deviations from them without being meant to replace or influence a completed human assessment without proper human review, or does preparatory work for an assessment. An Annex III system that profiles natural persons is always high-risk, so the exemption is closed to it. A provider relying on the exemption documents the assessment before the system is placed on the market or put into service and registers the system in the EU database (Art. 6(4), Art. 49(2)).',
  },
  /** The short form for tier tables and lists; it must stay next to a link to the article. */
  art6_3Short: {
    article: 'Art. 6(3)',
    url: AI_ACT_URL,
    text:
      'unless a documented assessment under Art. 6(3) shows it is not high-risk; an Annex III system that profiles natural persons, as hiring and credit-scoring systems usually do, is always high-risk',
  },
  /** Art. 50(1) to (4): the four disclosure duties, who owes them, and their exceptions. */
  art50: {
    article: 'Art. 50',
    url: AI_ACT_URL,
    text:
      'Art. 50 sets four disclosure duties: providers design systems that interact with people so that people are told they are dealing with an AI system, unless that is obvious (50(1)); providers of generative systems mark synthetic audio, image, video and text in a machine-readable, detectable way, unless the system only assists standard editing or does not substantially alter the input (50(2)); deployers inform people exposed to emotion recognition or biometric categorization (50(3)); and deployers disclose deep fakes (for evidently artistic, satirical or fictional work, in a way that does not hamper the work), and AI-generated text published to inform the public on matters of public interest unless it has undergone human review or editorial control and a natural or legal person holds editorial responsibility for its publication (50(4)). The Act does not require a label on all AI-generated content.',
  },
  /** Art. 99(3), (4) and (6). */
  art99: {
    article: 'Art. 99',
    url: AI_ACT_URL,
    text:
      'Fines go up to €35 million or 7% of total worldwide annual turnover, whichever is higher, for prohibited practices (Art. 99(3)), €15 million or 3% for breaches of the operator duties and the Art. 50 transparency duties listed in Art. 99(4), and €7.5 million or 1% for supplying incorrect or misleading information to authorities (Art. 99(5)); for SMEs and start-ups each cap is the lower of the amount and the percentage (Art. 99(6)).',
  },
} as const satisfies Record<string, LegalRule>;

export type AiActRuleId = keyof typeof AI_ACT_RULES;

// The GDPR basis of each contact form lives in its own module so the form pages' script carries only
// that part; it is part of this module's data and re-exported here.
export * from './formLegalBases';
