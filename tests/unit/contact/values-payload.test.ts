import {describe, expect, it} from 'vitest';
import {newsletterForm, partnerApplicationForm, projectRequestForm} from '@site/src/lib/forms/definitions';
import {buildMailBody, buildMailtoHref} from '@site/src/lib/forms/mailto';
import {buildPayload} from '@site/src/lib/forms/payload';
import {applyQueryPrefill, emptyValues, enteredValues, isBlank, sanitizeValues} from '@site/src/lib/forms/values';

describe('values', () => {
  it('starts every field empty in its own type', () => {
    expect(emptyValues(newsletterForm)).toEqual({email: '', name: '', topics: [], consent: false});
    expect(isBlank(newsletterForm, emptyValues(newsletterForm))).toBe(true);
  });

  it('sanitizes untrusted input to the form fields and their types', () => {
    const values = sanitizeValues(newsletterForm, {
      email: 42,
      name: 'Ada',
      topics: ['events', 'bogus', 'cap', 7],
      consent: 'yes',
      extra: 'dropped',
    });
    expect(values).toEqual({email: '', name: 'Ada', topics: ['cap', 'events'], consent: false});
    expect(sanitizeValues(newsletterForm, null)).toEqual(emptyValues(newsletterForm));
    expect(sanitizeValues(newsletterForm, ['a'])).toEqual(emptyValues(newsletterForm));
  });

  it('reads what the reader entered before hydration: only filled fields, coerced like a draft', () => {
    const raw: Record<string, unknown> = {email: 'ada@example.com', name: '  ', topics: ['events', 'bogus'], consent: true};
    expect(enteredValues(newsletterForm, (field) => raw[field.name])).toEqual({email: 'ada@example.com', topics: ['events'], consent: true});
    expect(enteredValues(newsletterForm, () => undefined)).toEqual({});
    // An unknown option or an untouched select is not an entry; a blank text field is none either.
    expect(enteredValues(projectRequestForm, (field) => (field.name === 'offering' ? 'nope' : field.name === 'name' ? '' : undefined))).toEqual({});
    expect(enteredValues(projectRequestForm, (field) => (field.name === 'offering' ? 'managed-security' : ''))).toEqual({offering: 'managed-security'});
  });

  it('drops select values that are not options', () => {
    expect(sanitizeValues(projectRequestForm, {offering: 'nope'}).offering).toBe('');
    expect(sanitizeValues(projectRequestForm, {offering: 'managed-security'}).offering).toBe('managed-security');
  });
});

describe('applyQueryPrefill', () => {
  const empty = emptyValues(projectRequestForm);
  it('pre-selects a known offering from ?offering=', () => {
    expect(applyQueryPrefill(projectRequestForm, empty, '?offering=training-executive').offering).toBe('training-executive');
  });
  it('ignores an unknown id and returns the same object', () => {
    expect(applyQueryPrefill(projectRequestForm, empty, '?offering=free-lunch')).toBe(empty);
    expect(applyQueryPrefill(projectRequestForm, empty, '')).toBe(empty);
  });
  it('never overrides a choice the reader already made', () => {
    const drafted = {...empty, offering: 'managed-operations'};
    expect(applyQueryPrefill(projectRequestForm, drafted, '?offering=training-executive').offering).toBe('managed-operations');
  });
  it('leaves forms without a query field alone', () => {
    const values = emptyValues(partnerApplicationForm);
    expect(applyQueryPrefill(partnerApplicationForm, values, '?partnershipType=technology')).toBe(values);
  });
});

describe('buildPayload', () => {
  it('sends trimmed values with the form id, version and time', () => {
    const payload = buildPayload(
      partnerApplicationForm,
      {
        organization: '  Acme Labs ',
        contactName: 'Sam',
        email: ' sam@acme.example ',
        website: 'acme.example',
        partnershipType: 'technology',
        message: '  We build an evaluation tool.  ',
      },
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(payload).toEqual({
      form: 'partner-application',
      version: 1,
      submittedAt: '2026-11-21T10:00:00.000Z',
      data: {
        organization: 'Acme Labs',
        contactName: 'Sam',
        email: 'sam@acme.example',
        website: 'https://acme.example/',
        partnershipType: 'technology',
        message: 'We build an evaluation tool.',
      },
    });
  });

  it('has a key for every field, even optional empty ones', () => {
    const payload = buildPayload(newsletterForm, {email: 'a@b.co', topics: ['cap'], consent: true});
    expect(Object.keys(payload.data)).toEqual(['email', 'name', 'topics', 'consent']);
    expect(payload.data.name).toBe('');
  });
});

describe('mailto fallback', () => {
  const values = {
    name: 'Dana',
    email: 'dana@example.com',
    company: 'Example & Co',
    offering: 'consulting-assessment',
    budget: 'undecided',
    timeline: 'exploring',
    description: 'Line one\nLine two',
  };

  it('writes a readable body with option labels, not ids', () => {
    const body = buildMailBody(projectRequestForm, values);
    expect(body).toContain('Service you are interested in: AI readiness assessment');
    expect(body).toContain('Budget range: Not decided yet');
    expect(body).toContain('The project description:\nLine one\nLine two');
    expect(body).not.toContain('consulting-assessment');
  });

  it('states the legal basis instead of a consent the reader never gave', () => {
    const body = buildMailBody(projectRequestForm, values);
    expect(body).not.toMatch(/consent/i);
    expect(body).toContain('Legal basis: steps you ask us to take before a possible contract');
    expect(body).toContain('(GDPR Art. 6(1)(b))');
    const partner = buildMailBody(partnerApplicationForm, {organization: 'Acme', contactName: 'Sam', email: 'sam@acme.example', partnershipType: 'technology', message: 'We build an evaluation tool.'});
    expect(partner).not.toMatch(/consent/i);
    expect(partner).toContain('(GDPR Art. 6(1)(f))');
  });

  it('keeps the newsletter consent, which is that form\'s basis', () => {
    const body = buildMailBody(newsletterForm, {email: 'a@b.co', name: '', topics: ['cap'], consent: true});
    expect(body).toMatch(/^Consent: Yes \(I agree that GenAI Enterprise may send me the newsletter/m);
    expect(body).toContain('(GDPR Art. 6(1)(a))');
  });

  it('leaves out empty optional fields', () => {
    const body = buildMailBody(newsletterForm, {email: 'a@b.co', name: '', topics: ['cap', 'events'], consent: true});
    expect(body).not.toMatch(/^Name:/m);
    expect(body).toContain('Topics you want to hear about: Core AI Platform (CAP) releases, Events and training dates');
  });

  it('encodes subject and body for a mailto: link to the configured contact address', () => {
    const href = buildMailtoHref(projectRequestForm, values, 'requests@genai-enterprise.com');
    expect(href.startsWith('mailto:requests@genai-enterprise.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Project request: AI readiness assessment (Example & Co)');
    expect(href).toContain('%0D%0A');
    expect(href).not.toMatch(/\s/);
    expect(url.searchParams.get('body')).toContain('Line one\r\nLine two');
  });
});
