import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ENGAGEMENT_PACKAGES,
  OFFERINGS,
  OFFERING_CATEGORIES,
  PRICING_MODELS,
  PLANNING_DAY_RATE,
  SUPPORT_TIERS,
  dayRateText,
  estimateBandText,
  estimateEffortText,
  indicativeEstimateText,
  isOfferingId,
  personDaysText,
  offeringCards,
  offeringCardsFor,
  offeringHref,
  offeringById,
  offeringIdForPage,
  offeringOptions,
  packagePricing,
  pricingText,
  projectRequestHref,
} from '@site/src/data/offerings';
import type {Offering} from '@site/src/data/offerings';

const servicesDir = resolve(__dirname, '../../../services');
const pageFile = (page: string) => join(servicesDir, `${page}.mdx`);
const read = (page: string) => readFileSync(pageFile(page), 'utf8');

/** Every .mdx page under services/, as a path without extension. */
function allPages(dir = servicesDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return allPages(full);
    return entry.name.endsWith('.mdx') ? [relative(servicesDir, full).replace(/\\/g, '/').replace(/\.mdx$/, '')] : [];
  });
}

describe('offering ids', () => {
  it('are unique', () => {
    const ids = OFFERINGS.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(OFFERINGS.map((o) => [o.id, o] as const))('%s is its page path with / replaced by -', (id, offering) => {
    expect(offeringIdForPage(offering.page)).toBe(id);
    expect(offering.page.startsWith(`${offering.category}/`)).toBe(true);
  });

  it.each(OFFERINGS.map((o) => [o.id, o.page] as const))('%s maps to an existing services page file', (_id, page) => {
    expect(existsSync(pageFile(page))).toBe(true);
  });

  it('cover every page in the offering folders, and nothing else', () => {
    const offeringPages = allPages().filter((p) => p.includes('/'));
    expect(offeringPages.sort()).toEqual(OFFERINGS.map((o) => o.page).sort());
  });

  it('derive ids from paths in any spelling', () => {
    expect(offeringIdForPage('/training/vibe-coding.mdx')).toBe('training-vibe-coding');
    expect(offeringIdForPage('managed/api-service')).toBe('managed-api-service');
    expect(isOfferingId('managed-api-service')).toBe(true);
    expect(isOfferingId('managed-api')).toBe(false);
  });

  it('build the project request link with the offering pre-selected', () => {
    expect(projectRequestHref('consulting-assessment')).toBe('/contact/project-request?offering=consulting-assessment');
    expect(projectRequestHref()).toBe('/contact/project-request');
    expect(offeringHref({page: 'managed/security'})).toBe('/services/managed/security');
  });

  it('group into select options by category, covering every offering once', () => {
    const values = offeringOptions().flatMap((g) => g.options.map((o) => o.value));
    expect(values.sort()).toEqual(OFFERINGS.map((o) => o.id).sort());
    expect(offeringOptions().every((g) => g.options.length > 0)).toBe(true);
    expect(offeringCardsFor(['training-team', 'consulting-assessment']).map((c) => c.title)).toEqual(['Team enablement', 'AI readiness assessment']);
    expect(offeringCards('training').map((c) => c.href)).toEqual(OFFERINGS.filter((o) => o.category === 'training').map((o) => offeringHref(o)));
  });
});

describe('offering pages agree with the catalogue', () => {
  it.each(OFFERINGS.map((o) => [o.id, o] as const))('%s links the form with itself pre-selected', (id, offering) => {
    expect(read(offering.page)).toContain(`/contact/project-request?offering=${id}`);
  });

  it.each(OFFERINGS.map((o) => [o.id, o] as const))('%s states its duration and pricing models', (_id, offering) => {
    const text = read(offering.page);
    // Stated in prose, or rendered from the catalog.
    expect(text.includes(offering.duration) || text.includes(`offeringById('${_id}').duration`)).toBe(true);
    for (const model of offering.pricing) expect(text.toLowerCase()).toContain(model.toLowerCase());
  });

  it.each(OFFERINGS.map((o) => [o.id, o] as const))('%s quotes no prices', (_id, offering) => {
    expect(read(offering.page)).not.toMatch(/[$€£]\s?\d|\b\d[\d,.]*\s?(USD|EUR|GBP|dollars|euros)\b/i);
  });

  it.each(OFFERINGS.map((o) => [o.id, o] as const))('%s shows a StepTimeline and a CallToAction', (_id, offering) => {
    const text = read(offering.page);
    expect(text).toMatch(/<StepTimeline[\s>]/);
    expect(text).toMatch(/<CallToAction[\s>]/);
  });
});

describe('indicative estimates', () => {
  const withEstimate = (OFFERINGS as readonly Offering[]).filter((o) => o.estimate);

  it('exist for every offering except the engagement-models explainer', () => {
    expect(OFFERINGS.filter((o) => !('estimate' in o && o.estimate)).map((o) => o.id)).toEqual(['project-based-engagement-models']);
  });

  it('are computed from person-days and the one planning day rate', () => {
    expect(PLANNING_DAY_RATE.amount).toBeGreaterThan(0);
    expect(dayRateText()).toBe(`USD ${PLANNING_DAY_RATE.amount.toLocaleString('en-US')}`);
    const rate = PLANNING_DAY_RATE.amount;
    expect(estimateBandText({days: [25, 35], unit: 'engagement'})).toBe(
      `USD ${(25 * rate).toLocaleString('en-US')}–${(35 * rate).toLocaleString('en-US')} per engagement`,
    );
    expect(estimateEffortText({days: [4, 8], unit: 'month', onboardingDays: [25, 40]})).toBe('25–40 person-days of onboarding, then 4–8 person-days per month');
    expect(personDaysText([3, 3])).toBe('3 person-days');
    expect(indicativeEstimateText('consulting-assessment')).toMatch(/^Indicative estimate: USD [\d,]+–[\d,]+ per engagement \(25–35 person-days/);
  });

  it.each(withEstimate.map((o) => [o.id, o] as const))('%s has a sane range', (_id, offering) => {
    const e = offering.estimate!;
    expect(e.days[0]).toBeGreaterThan(0);
    expect(e.days[1]).toBeGreaterThanOrEqual(e.days[0]);
    if (e.onboardingDays) expect(e.onboardingDays[1]).toBeGreaterThanOrEqual(e.onboardingDays[0]);
  });

  it.each(withEstimate.map((o) => [o.id, o] as const))('%s page states the effort and renders the computed band', (id, offering) => {
    const text = read(offering.page);
    const e = offering.estimate!;
    // Stated in prose, or rendered from the team or embed shape the estimate is computed from.
    expect(text.includes(personDaysText(e.days)) || /personDaysText\((teamDaysPerMonth|embedPersonDays)\(/.test(text)).toBe(true);
    if (e.onboardingDays) expect(text).toContain(personDaysText(e.onboardingDays));
    expect(text).toContain(`indicativeEstimateText('${id}')`);
    expect(text.toLowerCase()).toContain('indicative');
  });

  it('are explained on the packages page with the planning day rate', () => {
    const text = read('packages');
    expect(text).toContain('dayRateText()');
    expect(text).toContain('person-days');
  });

  it('of the support tiers appear on the support page', () => {
    const text = read('support/packages');
    for (const tier of SUPPORT_TIERS) expect(text).toContain(personDaysText(tier.indicativeDays));
  });
});

describe('category index pages', () => {
  it.each(OFFERING_CATEGORIES.map((c) => [c.id, c] as const))('%s has a generated index at its route', (id, category) => {
    const json = JSON.parse(readFileSync(join(servicesDir, id, '_category_.json'), 'utf8')) as {
      label: string;
      link: {type: string; slug: string; title: string; description: string};
    };
    expect(json.link.type).toBe('generated-index');
    expect(`/services${json.link.slug}`).toBe(category.href);
    expect(json.link.description.length).toBeGreaterThanOrEqual(50);
    expect(json.link.description.length).toBeLessThanOrEqual(160);
  });
});

describe('engagement packages', () => {
  it('include only existing offerings', () => {
    for (const pkg of ENGAGEMENT_PACKAGES) {
      expect(pkg.includes.length).toBeGreaterThan(0);
      for (const id of pkg.includes) expect(isOfferingId(id)).toBe(true);
    }
  });

  it('take their pricing models from the offerings they include', () => {
    const explore = ENGAGEMENT_PACKAGES.find((p) => p.id === 'explore');
    expect(explore && packagePricing(explore)).toEqual(['Fixed scope']);
    expect(packagePricing({includes: ['project-based-team', 'consulting-assessment']})).toEqual(PRICING_MODELS);
  });

  it('are each described on the packages page', () => {
    const text = read('packages');
    for (const pkg of ENGAGEMENT_PACKAGES) {
      expect(text).toMatch(new RegExp(`##+ ${pkg.name}`));
      expect(text).toContain(pkg.duration);
    }
  });

  it('link every included service from their section, with the duration that service page states', () => {
    const text = read('packages');
    for (const pkg of ENGAGEMENT_PACKAGES) {
      const start = text.search(new RegExp(`##+ ${pkg.name}\n`));
      const section = text.slice(start, text.indexOf('\n#', start + 1));
      for (const id of pkg.includes) {
        const offering = offeringById(id);
        expect(section, `${pkg.name} -> ${id}`).toContain(`](./${offering.page}.mdx)`);
        const mention = offering.duration.replace(/^Half/, 'half').replace(/, then ongoing$/, '');
        expect(section, `${pkg.name} -> ${id} duration`).toContain(mention.split(' onboarding')[0]);
      }
    }
  });

  it('write pricing lists in plain English', () => {
    expect(pricingText(['Fixed scope'])).toBe('Fixed scope');
    expect(pricingText(['Fixed scope', 'Retainer'])).toBe('Fixed scope or retainer');
    expect(pricingText(PRICING_MODELS)).toBe('Fixed scope, time and materials or retainer');
  });
});

describe('support tiers', () => {
  it('agree with the support page text', () => {
    const text = read('support/packages');
    for (const tier of SUPPORT_TIERS) {
      expect(text).toMatch(new RegExp(`##+ ${tier.name}`));
      expect(text).toContain(tier.criticalResponse);
      expect(text).toContain(tier.normalResponse);
    }
  });
});
