import {describe, expect, it} from 'vitest';
import {newsletterForm, partnerApplicationForm, projectRequestForm} from '@site/src/lib/forms/definitions';
import {isValidEmail, normalizeUrl, validateField, validateForm} from '@site/src/lib/forms/validation';
import type {FieldDefinition} from '@site/src/lib/forms/types';

const fieldOf = (name: string): FieldDefinition => {
  const f = [...partnerApplicationForm.fields, ...projectRequestForm.fields, ...newsletterForm.fields].find((x) => x.name === name);
  if (!f) throw new Error(name);
  return f;
};

const validProject = {
  name: 'Dana Example',
  email: 'dana@example.com',
  company: 'Example Corp',
  offering: 'consulting-roadmap',
  budget: '25k-100k',
  timeline: 'within-3-months',
  description: 'We want a support assistant that answers from our policy documents.',
  consent: true,
};

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' padded@example.com '])('accepts %s', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['plain', 'a@', '@b.com', 'a b@c.com', 'a@b..com', 'a@-b.com'])('rejects %s', (v) => expect(isValidEmail(v)).toBe(false));
});

describe('normalizeUrl', () => {
  it('adds https to a bare domain', () => expect(normalizeUrl('example.com')).toBe('https://example.com/'));
  it('keeps http(s) addresses', () => expect(normalizeUrl('http://example.org/about')).toBe('http://example.org/about'));
  it.each(['javascript:alert(1)', 'ftp://example.com', 'hello', 'exa mple.com', ''])('rejects %s', (v) => expect(normalizeUrl(v)).toBeNull());
});

describe('validateField', () => {
  it('asks for required text in plain words', () => {
    expect(validateField(fieldOf('organization'), '   ')).toBe('Enter the name of your organization.');
  });
  it('explains the e-mail format', () => {
    expect(validateField(fieldOf('email'), 'dana@')).toBe('Enter an e-mail address in the form name@example.com.');
    expect(validateField(fieldOf('email'), 'dana@example.com')).toBeNull();
  });
  it('lets an optional website be empty but checks it when filled', () => {
    expect(validateField(fieldOf('website'), '')).toBeNull();
    expect(validateField(fieldOf('website'), 'not a site')).toBe('Enter a web address such as https://example.com.');
    expect(validateField(fieldOf('website'), 'example.com')).toBeNull();
  });
  it('states the length limit and the current length', () => {
    const message = validateField(fieldOf('message'), 'x'.repeat(1501));
    expect(message).toBe('Your message can be at most 1,500 characters; it has 1,501. Please shorten it.');
    expect(validateField(fieldOf('message'), 'x'.repeat(1500))).toBeNull();
  });
  it('counts an emoji as one character', () => {
    expect(validateField(fieldOf('message'), `${'x'.repeat(1499)}🙂`)).toBeNull();
  });
  it('asks for a few more words when a description is too short', () => {
    expect(validateField(fieldOf('description'), 'Help')).toMatch(/at least 30 characters.*you have 4/);
  });
  it('requires the consent box to be ticked', () => {
    expect(validateField(fieldOf('consent'), false)).toMatch(/Tick the box/);
    expect(validateField(fieldOf('consent'), true)).toBeNull();
  });
  it('rejects a select value that is not an option', () => {
    expect(validateField(fieldOf('partnershipType'), 'bogus')).toBe('Choose one of the options in the list.');
    expect(validateField(fieldOf('partnershipType'), '')).toMatch(/Choose the type of partnership/);
  });
  it('requires at least one newsletter topic', () => {
    expect(validateField(fieldOf('topics'), [])).toBe('Choose at least one topic.');
    expect(validateField(fieldOf('topics'), ['cap'])).toBeNull();
  });
});

describe('validateForm', () => {
  it('passes a complete project request', () => {
    expect(validateForm(projectRequestForm, validProject)).toEqual([]);
  });
  it('lists every problem in field order, with the id the summary links to', () => {
    const errors = validateForm(newsletterForm, {email: 'nope', name: '', topics: [], consent: false});
    expect(errors.map((e) => e.name)).toEqual(['email', 'topics', 'consent']);
    expect(errors.map((e) => e.elementId)).toEqual(['newsletter-email', 'newsletter-topics-strategy', 'newsletter-consent']);
  });
  it('treats missing values as empty', () => {
    expect(validateForm(projectRequestForm, {}).length).toBe(projectRequestForm.fields.length);
  });
});
