/**
 * The GDPR legal basis each contact form relies on, as the privacy notice (src/pages/privacy.mdx)
 * states it; part of the regulation data (`src/data/regulation.ts` re-exports it) in a module of its
 * own, so the form pages' script carries only this.
 *
 * Sources: Regulation (EU) 2016/679 (GDPR), Arts. 6(1), 7(3), 17(3), 21
 * (https://eur-lex.europa.eu/eli/reg/2016/679/oj/eng); EDPB Guidelines 2/2019 on Art. 6(1)(b),
 * paras 17-20 (consent is not the basis for pre-contract steps; avoid confusion about the basis):
 * https://edpb.europa.eu/our-work-tools/our-documents/guidelines/guidelines-22019-processing-personal-data-under-article-61b_en
 */

/** The lawful bases a contact form can rely on (GDPR Art. 6(1)). */
export type GdprBasis = 'consent' | 'pre-contract' | 'legitimate-interest';

export type FormLegalBasis = {
  readonly basis: GdprBasis;
  /** What the data is used for, completing "We use these details only …". */
  readonly purpose: string;
  /** The provision, as the privacy notice names it. */
  readonly article: string;
  /** What the basis is, in words a reader understands (used in the form and on its page). */
  readonly plain: string;
  /** What the reader can do about it (withdraw, object, ask for erasure). */
  readonly rights: string;
  /** How long the data is kept: the privacy notice's wording for this form. */
  readonly retention: string;
};

/**
 * The basis each contact form relies on, as the privacy notice (src/pages/privacy.mdx) states it.
 * Only the newsletter relies on consent, so only it shows an "I agree" box (Art. 7); the project
 * request relies on steps before a contract and the partner application on legitimate interests,
 * where a consent box would mislead (EDPB Guidelines 2/2019, paras 19-20).
 */
export const FORM_LEGAL_BASES = {
  newsletter: {
    basis: 'consent',
    purpose: 'to send you the newsletter on the topics you chose',
    article: 'GDPR Art. 6(1)(a)',
    plain: 'your consent, which you give by ticking the box in the form',
    rights:
      'You can withdraw it at any time with the unsubscribe link in every issue or by writing to us; withdrawing does not affect what we sent before (Art. 7(3)).',
    retention: 'until you unsubscribe; the record of your consent for 3 years after that, to show we had it',
  },
  'project-request': {
    basis: 'pre-contract',
    purpose: 'to answer your request and to prepare any work that follows',
    article: 'GDPR Art. 6(1)(b)',
    plain: 'steps you ask us to take before a possible contract, for which we need these details',
    rights:
      'You can ask us to show, correct or delete what we hold; we delete it on request unless the law requires us to keep it (Art. 17(3)).',
    retention: '24 months after our last exchange if no contract follows; otherwise as long as the contract and the law require',
  },
  'partner-application': {
    basis: 'legitimate-interest',
    purpose: 'to assess your application and to contact you about it',
    article: 'GDPR Art. 6(1)(f)',
    plain: 'our legitimate interest in assessing partnerships and answering applicants',
    rights:
      'You can object to this use at any time on grounds relating to your particular situation (Art. 21(1)) or ask us to delete your application; we delete it on request unless the law requires us to keep it (Art. 17(3)).',
    retention: '12 months after we tell you our decision, unless a partnership follows',
  },
} as const satisfies Record<'newsletter' | 'project-request' | 'partner-application', FormLegalBasis>;

export type LegalBasisFormId = keyof typeof FORM_LEGAL_BASES;

/** The processors sentence every form page uses; the privacy notice lists the processors. */
export const PROCESSORS_SENTENCE = 'We share it only with the processors listed in the privacy notice, such as the form service and our e-mail provider.';
