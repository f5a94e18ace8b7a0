import {describe, expect, it} from 'vitest';
import {OFFERINGS} from '@site/src/data/offerings';
import {legalBasisOf, legalBasisStatement} from '@site/src/lib/forms/legalBasis';
import {
  BUDGET_RANGES,
  FORM_DEFINITIONS,
  NOT_SURE_OFFERING,
  newsletterForm,
  partnerApplicationForm,
  projectRequestForm,
} from '@site/src/lib/forms/definitions';
import {selectOptions, type FieldDefinition, type FormDefinition} from '@site/src/lib/forms/types';

const forms: readonly FormDefinition[] = Object.values(FORM_DEFINITIONS);
const field = (form: FormDefinition, name: string): FieldDefinition => {
  const found = form.fields.find((f) => f.name === name);
  if (!found) throw new Error(`${form.id} has no field ${name}`);
  return found;
};

describe('form definitions', () => {
  it('registers the three forms under their ids', () => {
    expect(Object.keys(FORM_DEFINITIONS).sort()).toEqual(['newsletter', 'partner-application', 'project-request']);
    for (const [id, form] of Object.entries(FORM_DEFINITIONS)) expect(form.id).toBe(id);
  });

  it.each(forms.map((f) => [f.id, f] as const))('%s has unique field names', (_id, form) => {
    const names = form.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  // Only a form whose legal basis is consent asks the reader to agree (GDPR Art. 6(1)(a), Art. 7);
  // a consent box on a contract or legitimate-interest form misstates the basis (EDPB 2/2019, para 20).
  it.each(forms.map((f) => [f.id, f] as const))('%s has a consent box exactly when its basis is consent', (_id, form) => {
    const boxes = form.fields.filter((f) => f.kind === 'consent');
    const basis = legalBasisOf(form);
    if (basis.basis === 'consent') {
      expect(boxes).toHaveLength(1);
      expect(boxes[0]).toMatchObject({required: true, label: expect.stringMatching(/^I agree/)});
      expect(boxes[0]!.hint).toMatch(/withdraw/);
    } else {
      expect(boxes).toEqual([]);
      for (const f of form.fields) expect(`${f.label} ${f.hint ?? ''}`).not.toMatch(/\bagree\b|consent/i);
    }
  });

  it('states the basis the privacy notice names for each form', () => {
    expect(legalBasisStatement(newsletterForm)).toMatch(/Legal basis: your consent.*\(GDPR Art\. 6\(1\)\(a\)\)/);
    expect(legalBasisStatement(projectRequestForm)).toMatch(/steps you ask us to take before a possible contract.*\(GDPR Art\. 6\(1\)\(b\)\)/);
    expect(legalBasisStatement(partnerApplicationForm)).toMatch(/legitimate interest.*\(GDPR Art\. 6\(1\)\(f\)\)/);
  });

  it('gives every text field a length limit and every required field a message', () => {
    for (const form of forms) {
      for (const f of form.fields) {
        if (f.kind === 'text' || f.kind === 'email' || f.kind === 'url' || f.kind === 'textarea') {
          expect(f.maxLength, `${form.id}.${f.name}`).toBeGreaterThan(0);
        }
        if (f.required) expect(f.requiredMessage, `${form.id}.${f.name}`).toMatch(/\w/);
      }
    }
  });

  it('newsletter: e-mail and topics required, name optional', () => {
    expect(field(newsletterForm, 'email')).toMatchObject({kind: 'email', required: true});
    expect(field(newsletterForm, 'name')).toMatchObject({kind: 'text', required: false});
    expect(field(newsletterForm, 'topics')).toMatchObject({kind: 'checkboxes', required: true});
  });

  it('partner application: the fields the issue asks for', () => {
    expect(partnerApplicationForm.fields.map((f) => f.name)).toEqual([
      'organization',
      'contactName',
      'email',
      'website',
      'partnershipType',
      'message',
    ]);
    expect(field(partnerApplicationForm, 'website')).toMatchObject({kind: 'url', required: false});
    expect(field(partnerApplicationForm, 'message')).toMatchObject({kind: 'textarea', maxLength: 1500});
  });

  it('project request: offerings come from the services catalogue, plus "not sure"', () => {
    const offering = field(projectRequestForm, 'offering');
    if (offering.kind !== 'select') throw new Error('offering is not a select');
    expect(offering.queryParam).toBe('offering');
    const values = selectOptions(offering).map((o) => o.value);
    expect([...values].sort()).toEqual([...OFFERINGS.map((o) => o.id), NOT_SURE_OFFERING.value].sort());
    expect(values[values.length - 1]).toBe(NOT_SURE_OFFERING.value);
    const labels = selectOptions(offering).map((o) => o.label);
    for (const o of OFFERINGS) expect(labels).toContain(o.label);
  });

  it('project request: budget ranges are ranges, not prices', () => {
    expect(BUDGET_RANGES.length).toBeGreaterThanOrEqual(3);
    for (const range of BUDGET_RANGES) expect(range.label).toMatch(/Less than|to|More than|Not decided/);
  });

  it('builds e-mail subjects from the values', () => {
    expect(newsletterForm.mailSubject({topics: ['cap']})).toBe('Newsletter sign-up (1 topic)');
    expect(partnerApplicationForm.mailSubject({organization: '  Acme Labs '})).toBe('Partner application: Acme Labs');
    expect(projectRequestForm.mailSubject({offering: 'consulting-assessment', company: 'Acme'})).toBe(
      'Project request: AI readiness assessment (Acme)',
    );
    expect(projectRequestForm.mailSubject({})).toBe('Project request');
  });
});
