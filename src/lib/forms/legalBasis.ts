import {FORM_LEGAL_BASES, type FormLegalBasis} from '@site/src/data/formLegalBases';
import type {FormDefinition} from './types';

/** The GDPR basis the form relies on (the same entry the privacy notice and the form's page state). */
export function legalBasisOf(definition: Pick<FormDefinition, 'id'>): FormLegalBasis {
  return FORM_LEGAL_BASES[definition.id];
}

/**
 * The sentence shown next to the submit button and written into the e-mail fallback: what the
 * details are used for and on which basis. Only a consent-based form has an "I agree" box; the
 * others state their basis instead of asking the reader to agree (EDPB Guidelines 2/2019, para 20).
 */
export function legalBasisStatement(definition: Pick<FormDefinition, 'id'>): string {
  const basis = legalBasisOf(definition);
  return `We use these details only ${basis.purpose}. Legal basis: ${basis.plain} (${basis.article}).`;
}
