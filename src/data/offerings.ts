/**
 * The services catalog in one typed module.
 *
 * - `OFFERINGS`: every offering page under `services/`, with the id the project request form
 *   uses (`/contact/project-request?offering=<id>`). The id is the page path under `services/`
 *   with `/` replaced by `-`, e.g. `consulting/assessment` -> `consulting-assessment`.
 * - `ENGAGEMENT_PACKAGES`: bundles of offerings compared on `services/packages`.
 * - `SUPPORT_TIERS`: the support tiers compared on `services/support/packages`.
 *
 * Durations, pricing models and indicative effort here are the single source for the comparison
 * tables; the pages state the same values in prose or render them from here (unit tests check that
 * they agree: tests/unit/services/offerings.test.ts, tests/unit/content/consistency.test.ts).
 * Where a page shows a team shape (`DELIVERY_TEAM_ROLES`, `EMBED_SHAPE`), the effort, duration and
 * band are computed from it.
 * Pages never hard-code money amounts: an indicative band is computed from the effort in
 * person-days and the one site-wide planning day rate (`PLANNING_DAY_RATE`, explained on
 * `services/packages`). Bands are estimates for budgeting, not quotes; the price is fixed in a
 * written proposal after scoping.
 */

export type OfferingCategoryId = 'consulting' | 'managed' | 'project-based' | 'support' | 'training';

export type OfferingCategory = {
  readonly id: OfferingCategoryId;
  readonly label: string;
  /** Route of the category's generated index page. */
  readonly href: string;
};

export const OFFERING_CATEGORIES = [
  {id: 'consulting', label: 'Consulting', href: '/services/category/consulting'},
  {id: 'project-based', label: 'Project services', href: '/services/category/project-services'},
  {id: 'managed', label: 'Managed services', href: '/services/category/managed-services'},
  {id: 'training', label: 'Training', href: '/services/category/training'},
  {id: 'support', label: 'Support', href: '/services/category/support'},
] as const satisfies readonly OfferingCategory[];

export const PRICING_MODELS = ['Fixed scope', 'Time and materials', 'Retainer'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

/**
 * The one day-rate assumption behind every indicative band on the site (blended across roles,
 * excluding taxes, travel and third-party costs). Stated and explained on `services/packages`.
 */
export const PLANNING_DAY_RATE = {amount: 1500, currency: 'USD'} as const;

export type EstimateUnit = 'engagement' | 'month' | 'increment' | 'assignment' | 'session' | 'cohort';

/** Indicative effort of our team for one unit of an offering, in person-days. */
export type IndicativeEstimate = {
  /** Person-days [min, max] for one unit (per month for retainers). */
  readonly days: readonly [number, number];
  readonly unit: EstimateUnit;
  /** One-off onboarding effort before a monthly fee starts, in person-days [min, max]. */
  readonly onboardingDays?: readonly [number, number];
};

export type Offering = {
  /** Form value: page path under `services/` with `/` replaced by `-`. */
  readonly id: string;
  /** Human label, shown in the project request form and on cards. */
  readonly label: string;
  readonly category: OfferingCategoryId;
  /** Page path under `services/`, without extension. */
  readonly page: string;
  /** One sentence for cards and the form's help text. */
  readonly summary: string;
  /** Typical duration, stated the same way on the offering page. */
  readonly duration: string;
  /** Pricing models offered, stated the same way on the offering page. */
  readonly pricing: readonly PricingModel[];
  /** Indicative effort; absent for pages that describe how we contract rather than a service. */
  readonly estimate?: IndicativeEstimate;
};

/** Working days a full-time person works in a month, for monthly effort (20, as on `project-based/team`). */
export const WORKING_DAYS_PER_MONTH = 20;
/** Working days in a week. */
export const WORKING_DAYS_PER_WEEK = 5;

export type TeamRole = {
  readonly role: string;
  readonly responsibility: string;
  /** Full-time equivalents [min, max]; 0 as minimum means "as needed". */
  readonly fte: readonly [number, number];
};

/**
 * The dedicated delivery team (`project-based/team`): its roles add up to the team size the page
 * states, and the monthly effort and price band follow from that size.
 */
export const DELIVERY_TEAM_ROLES = [
  {role: 'Delivery lead', responsibility: 'Plans with your product owner, removes blockers, reports progress', fte: [0.5, 1]},
  {role: 'AI engineers', responsibility: 'Build retrieval, agents, prompts and evaluation', fte: [1.5, 2]},
  {role: 'Software engineer', responsibility: 'Integrations, APIs and user interface', fte: [1, 1]},
  {role: 'Data engineer', responsibility: 'Ingestion pipelines, data quality, access controls', fte: [0, 0.5]},
  {role: 'Architect', responsibility: 'Design decisions, reviews, platform coherence', fte: [0, 0.5]},
] as const satisfies readonly TeamRole[];

/** Sum of the roles' FTE ranges: [3, 5] for the delivery team. */
export function teamFte(roles: readonly TeamRole[]): readonly [number, number] {
  const round = (n: number) => Math.round(n * 100) / 100;
  return [round(roles.reduce((a, r) => a + r.fte[0], 0)), round(roles.reduce((a, r) => a + r.fte[1], 0))];
}

/** "0.5–1.0 FTE", "1.0 FTE", "0–0.5 FTE, as needed". */
export function fteText([min, max]: readonly [number, number]): string {
  const f = (n: number) => (n === 0 ? '0' : n.toFixed(1));
  const range = min === max ? f(min) : `${f(min)}–${f(max)}`;
  return `${range} FTE${min === 0 ? ', as needed' : ''}`;
}

/** Person-days per month of a team: its FTE range times the working days of a month (60–100). */
export function teamDaysPerMonth(roles: readonly TeamRole[]): readonly [number, number] {
  const [min, max] = teamFte(roles);
  return [Math.round(min * WORKING_DAYS_PER_MONTH), Math.round(max * WORKING_DAYS_PER_MONTH)];
}

export type TimelineShape = {
  readonly label: string;
  /** Length of the engagement in months (for a month-based service) or weeks. */
  readonly length: number;
  readonly steps: readonly {readonly title: string; readonly duration: string; readonly description: string; readonly ends: number}[];
};

const TEAM_SET_UP = {title: 'Team set-up', duration: 'Weeks 1–2', ends: 0.5, description: 'Agree composition, onboard to your tools and environments, refine the backlog and the first release goal with your product owner.'} as const;
const TEAM_FIRST_RELEASE = {title: 'First release', duration: 'Weeks 3–8', ends: 2, description: 'Deliver the first production release with evaluation, monitoring and documentation; establish the sprint rhythm.'} as const;

/**
 * The delivery team's timeline in its shortest and longest typical shape; `ends` is the month in
 * which each step ends, so a test can check that the steps fit the stated duration.
 */
export const DELIVERY_TEAM_TIMELINES = {
  short: {
    label: 'Three-month team',
    length: 3,
    steps: [
      TEAM_SET_UP,
      TEAM_FIRST_RELEASE,
      {title: 'Transition', duration: 'Month 3', ends: 3, description: 'Your engineers take over the backlog with ours pairing and reviewing; documentation and runbooks are handed over.'},
    ],
  },
  long: {
    label: 'Twelve-month team',
    length: 12,
    steps: [
      TEAM_SET_UP,
      TEAM_FIRST_RELEASE,
      {title: 'Steady delivery', duration: 'Months 3–9', ends: 9, description: 'Further releases and shared platform work; your engineers take on growing parts of the work.'},
      {title: 'Transition', duration: 'Months 10–12', ends: 12, description: 'Ownership moves to your team; our people step back to reviews and coaching, then leave.'},
    ],
  },
} as const satisfies Record<'short' | 'long', TimelineShape>;

/** The vibe coding embed (`consulting/vibe-coding-embed`): one team, one coach, one lead. */
export const EMBED_SHAPE = {
  /** Engagement length in weeks [min, max]. */
  weeks: [6, 12],
  /** Days per week of the AI-assisted engineering coach [min, max]. */
  coachDaysPerWeek: [3, 5],
  /** Days of our engineering lead per fortnight. */
  leadDaysPerFortnight: 1,
} as const;

/** Person-days of the embed: coach days over the weeks plus the lead's day per fortnight (21–66). */
export function embedPersonDays(shape: typeof EMBED_SHAPE = EMBED_SHAPE): readonly [number, number] {
  const at = (weeks: number, coach: number) => weeks * coach + Math.ceil(weeks / 2) * shape.leadDaysPerFortnight;
  return [at(shape.weeks[0], shape.coachDaysPerWeek[0]), at(shape.weeks[1], shape.coachDaysPerWeek[1])];
}

export const OFFERINGS = [
  {
    id: 'consulting-assessment',
    label: 'AI readiness assessment',
    category: 'consulting',
    page: 'consulting/assessment',
    summary: 'A short, evidence-based review of your use cases, data, platforms, skills and governance, ending in a scored shortlist of what to do first.',
    duration: '3–4 weeks',
    pricing: ['Fixed scope'],
    estimate: {days: [25, 35], unit: 'engagement'},
  },
  {
    id: 'consulting-roadmap',
    label: 'Implementation roadmap',
    category: 'consulting',
    page: 'consulting/roadmap',
    summary: 'A sequenced, costed-by-effort plan that turns a prioritized use-case list into releases, platform work, people and governance milestones.',
    duration: '4–6 weeks',
    pricing: ['Fixed scope'],
    estimate: {days: [35, 55], unit: 'engagement'},
  },
  {
    id: 'consulting-strategy',
    label: 'GenAI strategy',
    category: 'consulting',
    page: 'consulting/strategy',
    summary: 'An executive-level strategy: ambition, use-case portfolio, build/buy/partner choices, risk appetite and the metrics the board will track.',
    duration: '6–8 weeks',
    pricing: ['Fixed scope'],
    estimate: {days: [75, 100], unit: 'engagement'},
  },
  {
    id: 'consulting-vibe-coding-embed',
    label: 'Vibe coding embed',
    category: 'consulting',
    page: 'consulting/vibe-coding-embed',
    summary: 'An AI-assisted engineering coach works inside your team, sets up tools, rules and review gates, and leaves the practice running without us.',
    duration: `${EMBED_SHAPE.weeks[0]}–${EMBED_SHAPE.weeks[1]} weeks`,
    pricing: ['Time and materials'],
    estimate: {days: embedPersonDays(), unit: 'engagement'},
  },
  {
    id: 'managed-api-service',
    label: 'Managed LLM API service',
    category: 'managed',
    page: 'managed/api-service',
    summary: 'A managed gateway in front of the model providers you choose: one API, keys and quotas per team, routing, fallbacks, cost and usage reports.',
    duration: '4–6 weeks onboarding, then ongoing',
    pricing: ['Retainer'],
    estimate: {days: [4, 8], unit: 'month', onboardingDays: [25, 40]},
  },
  {
    id: 'managed-infrastructure',
    label: 'Managed AI infrastructure',
    category: 'managed',
    page: 'managed/infrastructure',
    summary: 'We build and run the cloud foundation for your AI workloads in your own accounts: networking, identity, model hosting, vector stores and observability.',
    duration: '6–8 weeks onboarding, then ongoing',
    pricing: ['Retainer'],
    estimate: {days: [6, 12], unit: 'month', onboardingDays: [50, 70]},
  },
  {
    id: 'managed-operations',
    label: 'AI operations',
    category: 'managed',
    page: 'managed/operations',
    summary: 'Day-to-day operation of your AI applications: monitoring, evaluation runs, prompt and model releases, incident response and monthly reviews.',
    duration: '4–6 weeks onboarding, then ongoing',
    pricing: ['Retainer'],
    estimate: {days: [6, 15], unit: 'month', onboardingDays: [25, 40]},
  },
  {
    id: 'managed-security',
    label: 'Managed AI security',
    category: 'managed',
    page: 'managed/security',
    summary: 'Guardrails, red-team testing, access reviews and monitoring for prompt injection, data leakage and misuse, mapped to the frameworks you report against.',
    duration: '4 weeks onboarding, then ongoing',
    pricing: ['Retainer'],
    estimate: {days: [4, 8], unit: 'month', onboardingDays: [25, 30]},
  },
  {
    id: 'project-based-engagement-models',
    label: 'Engagement models',
    category: 'project-based',
    page: 'project-based/engagement-models',
    summary: 'How project work is contracted: fixed scope, time and materials or retainer, and how to choose between them for a given piece of work.',
    duration: 'Depends on the model chosen',
    pricing: ['Fixed scope', 'Time and materials', 'Retainer'],
  },
  {
    id: 'project-based-freelance',
    label: 'Specialist on demand',
    category: 'project-based',
    page: 'project-based/freelance',
    summary: 'One experienced specialist for a defined gap: a RAG review, an evaluation harness, an architecture decision or a security check.',
    duration: '1 day to 3 months',
    pricing: ['Time and materials'],
    estimate: {days: [1, 60], unit: 'assignment'},
  },
  {
    id: 'project-based-team',
    label: 'Dedicated delivery team',
    category: 'project-based',
    page: 'project-based/team',
    summary: 'A cross-functional team that works as part of your organization on your backlog, with knowledge transfer built into every sprint.',
    duration: `${DELIVERY_TEAM_TIMELINES.short.length}–${DELIVERY_TEAM_TIMELINES.long.length} months`,
    pricing: ['Time and materials', 'Retainer'],
    estimate: {days: teamDaysPerMonth(DELIVERY_TEAM_ROLES), unit: 'month'},
  },
  {
    id: 'project-based-turnkey',
    label: 'Turnkey solution',
    category: 'project-based',
    page: 'project-based/turnkey',
    summary: 'We deliver a complete GenAI application against agreed acceptance criteria, from discovery to production hand-over.',
    duration: '10–16 weeks',
    pricing: ['Fixed scope'],
    estimate: {days: [150, 280], unit: 'engagement'},
  },
  {
    id: 'project-based-vibe-coding-delivery',
    label: 'AI-assisted delivery',
    category: 'project-based',
    page: 'project-based/vibe-coding-delivery',
    summary: 'Prototypes and internal tools built fast with AI coding agents, under engineering discipline: tests, reviews and a clean hand-over.',
    duration: '2–8 weeks per increment',
    pricing: ['Fixed scope', 'Time and materials'],
    estimate: {days: [12, 90], unit: 'increment'},
  },
  {
    id: 'support-packages',
    label: 'Support packages',
    category: 'support',
    page: 'support/packages',
    summary: 'Three support tiers for AI applications in production, from business-hours help to round-the-clock coverage of critical incidents.',
    duration: '12-month renewable term',
    pricing: ['Retainer'],
    estimate: {days: [2, 20], unit: 'month'},
  },
  {
    id: 'training-executive',
    label: 'Executive briefing',
    category: 'training',
    page: 'training/executive',
    summary: 'A compact program for leaders: what generative AI can and cannot do, where value comes from, risks, regulation and the decisions only they can make.',
    duration: 'Half a day to 2 days',
    pricing: ['Fixed scope'],
    estimate: {days: [3, 10], unit: 'session'},
  },
  {
    id: 'training-team',
    label: 'Team enablement',
    category: 'training',
    page: 'training/team',
    summary: 'Role-based training for business teams, with exercises on their own work, champions, and a usage policy people actually follow.',
    duration: '2–4 weeks',
    pricing: ['Fixed scope'],
    estimate: {days: [12, 25], unit: 'engagement'},
  },
  {
    id: 'training-technical',
    label: 'Technical deep dive',
    category: 'training',
    page: 'training/technical',
    summary: 'Hands-on engineering training on RAG, agents, evaluation, LLM operations and security, built around your stack.',
    duration: '3–5 days',
    pricing: ['Fixed scope'],
    estimate: {days: [10, 18], unit: 'cohort'},
  },
  {
    id: 'training-vibe-coding',
    label: 'Vibe coding training',
    category: 'training',
    page: 'training/vibe-coding',
    summary: 'Practical training in AI-assisted coding for developers and product people: where it is safe, how to review it, how to keep quality up.',
    duration: '2 days plus 4 weeks of coaching',
    pricing: ['Fixed scope'],
    estimate: {days: [10, 16], unit: 'cohort'},
  },
] as const satisfies readonly Offering[];

export type OfferingId = (typeof OFFERINGS)[number]['id'];

/** Turns a page path under `services/` into its offering id (`managed/api-service` -> `managed-api-service`). */
export function offeringIdForPage(page: string): string {
  return page.replace(/^\/+|\/+$/g, '').replace(/\.mdx?$/, '').replace(/\//g, '-');
}

export function isOfferingId(value: string): value is OfferingId {
  return OFFERINGS.some((o) => o.id === value);
}

export function offeringById(id: OfferingId): Offering {
  const found = OFFERINGS.find((o) => o.id === id);
  if (!found) throw new Error(`Unknown offering: ${id}`);
  return found;
}

/** Person-days of several offerings done one after another: the sum of their estimates' ranges. */
export function combinedDays(ids: readonly OfferingId[]): readonly [number, number] {
  return ids.reduce<[number, number]>(
    (sum, id) => {
      const e = offeringById(id).estimate;
      if (!e) throw new Error(`${id} has no estimate`);
      return [sum[0] + e.days[0], sum[1] + e.days[1]];
    },
    [0, 0],
  );
}

/** Site route of an offering page. */
export function offeringHref(offering: Pick<Offering, 'page'>): string {
  return `/services/${offering.page}`;
}

/** Project request form, with the offering pre-selected. */
export function projectRequestHref(id?: OfferingId): string {
  return id ? `/contact/project-request?offering=${encodeURIComponent(id)}` : '/contact/project-request';
}

export function offeringsInCategory(category: OfferingCategoryId): readonly Offering[] {
  return OFFERINGS.filter((o) => o.category === category);
}

/** Options for a `<select>`: grouped by category, in catalog order. */
export function offeringOptions(): readonly {readonly category: string; readonly options: readonly {readonly value: OfferingId; readonly label: string}[]}[] {
  return OFFERING_CATEGORIES.map((c) => ({
    category: c.label,
    options: OFFERINGS.filter((o) => o.category === c.id).map((o) => ({value: o.id, label: o.label})),
  }));
}

export type CardItem = {readonly title: string; readonly summary: string; readonly href: string; readonly eyebrow?: string};

function toCard(o: Offering): CardItem {
  return {
    title: o.label,
    summary: o.summary,
    href: offeringHref(o),
    eyebrow: OFFERING_CATEGORIES.find((c) => c.id === o.category)?.label,
  };
}

/** Card data for `OfferingCards`, for one category or the whole catalog. */
export function offeringCards(category?: OfferingCategoryId): readonly CardItem[] {
  return (category ? offeringsInCategory(category) : OFFERINGS).map(toCard);
}

/** Card data for chosen offerings, in the order given. */
export function offeringCardsFor(ids: readonly OfferingId[]): readonly CardItem[] {
  return ids.map((id) => toCard(offeringById(id)));
}

/** Text for a pricing cell, e.g. "Fixed scope or time and materials". */
export function pricingText(models: readonly PricingModel[]): string {
  const lower = models.map((m, i) => (i === 0 ? m : m.charAt(0).toLowerCase() + m.slice(1)));
  if (lower.length <= 1) return lower.join('');
  return `${lower.slice(0, -1).join(', ')} or ${lower[lower.length - 1]}`;
}

/** A money amount in the planning currency, e.g. "USD 37,500". */
export function moneyText(amount: number): string {
  return `${PLANNING_DAY_RATE.currency} ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The planning day rate as text, e.g. "USD 1,500". */
export function dayRateText(): string {
  return moneyText(PLANNING_DAY_RATE.amount);
}

const UNIT_TEXT: Record<EstimateUnit, string> = {
  engagement: 'per engagement',
  month: 'per month',
  increment: 'per increment',
  assignment: 'per assignment',
  session: 'per session',
  cohort: 'per cohort',
};

function rangeText([min, max]: readonly [number, number], format: (n: number) => string): string {
  return min === max ? format(min) : `${format(min)}–${format(max).replace(/^[A-Z]{3} /, '')}`;
}

/** Effort in person-days, e.g. "25–35 person-days". Pages state this text in prose. */
export function personDaysText(days: readonly [number, number]): string {
  return `${rangeText(days, String)} person-days`;
}

/** Effort of an estimate, e.g. "25–35 person-days per engagement". */
export function estimateEffortText(e: IndicativeEstimate): string {
  const recurring = `${personDaysText(e.days)} ${UNIT_TEXT[e.unit]}`;
  return e.onboardingDays ? `${personDaysText(e.onboardingDays)} of onboarding, then ${recurring}` : recurring;
}

/** Indicative money band of an estimate at the planning day rate, e.g. "USD 37,500–52,500 per engagement". */
export function estimateBandText(e: IndicativeEstimate): string {
  const band = (days: readonly [number, number]) =>
    rangeText([days[0] * PLANNING_DAY_RATE.amount, days[1] * PLANNING_DAY_RATE.amount], moneyText);
  const recurring = `${band(e.days)} ${UNIT_TEXT[e.unit]}`;
  return e.onboardingDays ? `${band(e.onboardingDays)} for onboarding, then ${recurring}` : recurring;
}

/** The sentence each offering page shows: band, effort, rate and the caveat. */
export function indicativeEstimateText(id: OfferingId): string {
  const e = offeringById(id).estimate;
  if (!e) return 'No standalone estimate: see the services this applies to.';
  return `Indicative estimate: ${estimateBandText(e)} (${estimateEffortText(e)} at the planning day rate of ${dayRateText()}); final price in the written proposal after scoping.`;
}

export type EngagementPackage = {
  readonly id: string;
  readonly name: string;
  readonly bestFor: string;
  readonly includes: readonly OfferingId[];
  /** Typical overall duration, consistent with the included offerings. */
  readonly duration: string;
  readonly outcome: string;
};

/** Engagement packages compared on `services/packages`. */
export const ENGAGEMENT_PACKAGES = [
  {
    id: 'explore',
    name: 'Explore',
    bestFor: 'Organizations deciding whether and where to start',
    includes: ['consulting-assessment', 'training-executive'],
    duration: '3–4 weeks',
    outcome: 'A scored use-case shortlist, a readiness report and an informed leadership team',
  },
  {
    id: 'pilot',
    name: 'Pilot',
    bestFor: 'A chosen use case that needs to prove value in production',
    includes: ['consulting-roadmap', 'project-based-turnkey', 'training-team'],
    duration: '14–22 weeks',
    outcome: 'A roadmap, one application in production with agreed acceptance criteria, and trained users',
  },
  {
    id: 'scale',
    name: 'Scale',
    bestFor: 'Several use cases and an internal team that must grow its own capability',
    includes: ['project-based-team', 'training-technical', 'managed-infrastructure'],
    duration: '3–12 months',
    outcome: 'A working delivery practice, a managed platform foundation and engineers who build on it themselves',
  },
  {
    id: 'run',
    name: 'Run',
    bestFor: 'AI applications in production that need reliable, secure operation',
    includes: ['managed-api-service', 'managed-operations', 'managed-security', 'support-packages'],
    duration: '12-month renewable term',
    outcome: 'Operated AI services, security monitoring and support with agreed response targets',
  },
  {
    id: 'code-accelerator',
    name: 'Code accelerator',
    bestFor: 'Engineering organizations adopting AI-assisted software delivery',
    includes: ['training-vibe-coding', 'consulting-vibe-coding-embed', 'project-based-vibe-coding-delivery'],
    duration: '6–12 weeks',
    outcome: 'Trained developers, team rules and review gates, and a first increment built the new way',
  },
] as const satisfies readonly EngagementPackage[];

/** Pricing models of a package: the union of its offerings' models, in canonical order. */
export function packagePricing(pkg: Pick<EngagementPackage, 'includes'>): readonly PricingModel[] {
  const used = new Set(pkg.includes.flatMap((id) => offeringById(id).pricing));
  return PRICING_MODELS.filter((m) => used.has(m));
}

export type SupportTier = {
  readonly name: string;
  readonly bestFor: string;
  readonly coverage: string;
  readonly channels: string;
  /** First-response target for a critical (severity 1) incident. */
  readonly criticalResponse: string;
  /** First-response target for a normal (severity 3) request. */
  readonly normalResponse: string;
  readonly reviews: string;
  readonly changeHours: string;
  /** Indicative monthly effort reserved for the tier, in person-days [min, max]. */
  readonly indicativeDays: readonly [number, number];
};

/** Support tiers compared on `services/support/packages`. Targets, not penalties: see the page. */
export const SUPPORT_TIERS = [
  {
    name: 'Essential',
    bestFor: 'Internal tools and pilots with a small user base',
    coverage: 'Business hours, Monday to Friday',
    channels: 'Ticket portal and e-mail',
    criticalResponse: '4 business hours',
    normalResponse: '2 business days',
    reviews: 'Quarterly service review',
    changeHours: 'Small changes billed as time and materials',
    indicativeDays: [2, 4],
  },
  {
    name: 'Business',
    bestFor: 'Applications that employees or customers rely on every day',
    coverage: 'Extended hours, Monday to Friday',
    channels: 'Ticket portal, e-mail and a shared chat channel',
    criticalResponse: '1 hour',
    normalResponse: '1 business day',
    reviews: 'Monthly service review',
    changeHours: 'A monthly allowance of change hours',
    indicativeDays: [5, 10],
  },
  {
    name: 'Critical',
    bestFor: 'Customer-facing or revenue-critical AI services',
    coverage: '24 hours a day, 7 days a week for critical incidents',
    channels: 'Ticket portal, e-mail, shared chat channel and on-call phone line',
    criticalResponse: '30 minutes',
    normalResponse: '4 business hours',
    reviews: 'Monthly service review and a named service manager',
    changeHours: 'A larger monthly allowance of change hours',
    indicativeDays: [12, 20],
  },
] as const satisfies readonly SupportTier[];

/** Labels of the offerings in a package, for the packages comparison table. */
export function packageIncludesText(pkg: Pick<EngagementPackage, 'includes'>): string[] {
  return pkg.includes.map((id) => offeringById(id).label);
}
