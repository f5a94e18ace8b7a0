/**
 * Counts with the right noun form: "1 deal", "3 deals", "0 deals". English plural categories come
 * from Intl.PluralRules (CLDR), so the rule is the platform's, not a hand-written `n === 1` test
 * scattered over the demos. A leaf: imports nothing from the site.
 */
const rules = new Intl.PluralRules('en-US');

/** The noun for `count`: `singular` for CLDR's "one", otherwise `pluralForm` (default: singular + "s"). */
export function nounFor(count: number, singular: string, pluralForm = `${singular}s`): string {
  return rules.select(count) === 'one' ? singular : pluralForm;
}

/** "1 deal", "2 deals", "1250 passages": the count as digits and its noun (use nounFor to format the number yourself). */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, pluralForm)}`;
}
