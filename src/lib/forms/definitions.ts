import {OFFERINGS, offeringOptions} from '@site/src/data/offerings';
import type {FormDefinition, FormValues, OptionGroup} from './types';
import {optionLabel, selectOptions} from './types';
import type {SelectField} from './types';
import {listValue, stringValue} from './values';

const EMAIL_MAX = 254;
const NAME_MAX = 100;

/**
 * The newsletter's consent box: it is the only form whose legal basis is consent (GDPR Art. 6(1)(a)),
 * so it is the only form with an "I agree" box. The other forms state their basis next to the
 * button instead (`legalBasisStatement`), because a box there would suggest a consent that
 * withdrawing could undo (EDPB Guidelines 2/2019, paras 19–20).
 */
const newsletterConsent = {
  kind: 'consent',
  name: 'consent',
  label: 'I agree that GenAI Enterprise may send me the newsletter on the topics I chose.',
  hint: 'You can withdraw your consent at any time with the unsubscribe link in every issue.',
  required: true,
  requiredMessage: 'Tick the box to agree to receive the newsletter, otherwise we cannot send it.',
} as const;

const emailField = {
  kind: 'email',
  name: 'email',
  label: 'E-mail address',
  required: true,
  requiredMessage: 'Enter your e-mail address.',
  autoComplete: 'email',
  maxLength: EMAIL_MAX,
} as const;

export const NEWSLETTER_TOPICS = [
  {value: 'strategy', label: 'Strategy, governance and regulation'},
  {value: 'architecture', label: 'Architecture, RAG and agents'},
  {value: 'ai-coding', label: 'AI-assisted coding'},
  {value: 'cap', label: 'Core AI Platform (CAP) releases'},
  {value: 'events', label: 'Events and training dates'},
] as const;

export const newsletterForm: FormDefinition = {
  id: 'newsletter',
  version: 1,
  title: 'Newsletter sign-up',
  submitLabel: 'Subscribe',
  fields: [
    emailField,
    {
      kind: 'text',
      name: 'name',
      label: 'Name',
      hint: 'So we know how to greet you.',
      required: false,
      autoComplete: 'name',
      maxLength: NAME_MAX,
    },
    {
      kind: 'checkboxes',
      name: 'topics',
      label: 'Topics you want to hear about',
      hint: 'Choose at least one.',
      required: true,
      requiredMessage: 'Choose at least one topic.',
      options: NEWSLETTER_TOPICS,
    },
    newsletterConsent,
  ],
  mailSubject: (values: FormValues) => {
    const topics = listValue(values, 'topics').length;
    return `Newsletter sign-up (${topics} ${topics === 1 ? 'topic' : 'topics'})`;
  },
  success: {
    title: 'Thank you for signing up',
    body: 'We will send a confirmation message to the address you gave. Your subscription starts once you confirm it, and every issue has a link to unsubscribe.',
  },
};

export const PARTNERSHIP_TYPES = [
  {value: 'technology', label: 'Technology partner (a product or platform we could work with)'},
  {value: 'consulting', label: 'Consulting or delivery partner'},
  {value: 'training', label: 'Training partner'},
  {value: 'referral', label: 'Referral partner'},
  {value: 'other', label: 'Something else'},
] as const;

export const partnerApplicationForm: FormDefinition = {
  id: 'partner-application',
  version: 1,
  title: 'Partner application',
  submitLabel: 'Send application',
  fields: [
    {
      kind: 'text',
      name: 'organization',
      label: 'Organization',
      required: true,
      requiredMessage: 'Enter the name of your organization.',
      autoComplete: 'organization',
      maxLength: 150,
    },
    {
      kind: 'text',
      name: 'contactName',
      label: 'Contact name',
      required: true,
      requiredMessage: 'Enter the name of the person we should reply to.',
      autoComplete: 'name',
      maxLength: NAME_MAX,
    },
    emailField,
    {
      kind: 'url',
      name: 'website',
      label: 'Website',
      hint: 'The address of your organization’s website, such as https://example.com.',
      required: false,
      autoComplete: 'url',
      maxLength: 200,
    },
    {
      kind: 'select',
      name: 'partnershipType',
      label: 'Type of partnership',
      required: true,
      requiredMessage: 'Choose the type of partnership you have in mind.',
      emptyLabel: 'Choose a type',
      options: PARTNERSHIP_TYPES,
    },
    {
      kind: 'textarea',
      name: 'message',
      label: 'What would you bring to the partnership?',
      shortLabel: 'Your message',
      hint: 'Your offering, the clients or sectors you work with, and what you expect from us.',
      required: true,
      requiredMessage: 'Tell us briefly what you would bring to the partnership.',
      minLength: 20,
      maxLength: 1500,
      rows: 6,
    },
  ],
  mailSubject: (values: FormValues) => {
    const org = stringValue(values, 'organization').trim();
    return org ? `Partner application: ${org}` : 'Partner application';
  },
  success: {
    title: 'Thank you, your application has arrived',
    body: 'The people who would work with you read it and reply by e-mail, either with questions or with a proposal for a first call.',
  },
};

/** The service offerings, grouped by category, from the services catalogue. */
export const OFFERING_GROUPS: readonly OptionGroup[] = offeringOptions().map((g) => ({
  label: g.category,
  options: [...g.options],
}));

export const NOT_SURE_OFFERING = {value: 'not-sure', label: 'Not sure yet: help me choose'} as const;

export const BUDGET_RANGES = [
  {value: 'under-25k', label: 'Less than USD 25,000'},
  {value: '25k-100k', label: 'USD 25,000 to 100,000'},
  {value: '100k-250k', label: 'USD 100,000 to 250,000'},
  {value: 'over-250k', label: 'More than USD 250,000'},
  {value: 'undecided', label: 'Not decided yet'},
] as const;

export const TIMELINES = [
  {value: 'asap', label: 'As soon as possible'},
  {value: 'within-3-months', label: 'Within the next 3 months'},
  {value: '3-6-months', label: 'In 3 to 6 months'},
  {value: 'later', label: 'Later than 6 months from now'},
  {value: 'exploring', label: 'No date yet: we are exploring'},
] as const;

const offeringField: SelectField = {
  kind: 'select',
  name: 'offering',
  label: 'Service you are interested in',
  hint: 'Links from a service page choose it for you; you can change it.',
  required: true,
  requiredMessage: 'Choose a service, or “Not sure yet” if you would like help choosing.',
  emptyLabel: 'Choose a service',
  options: [...OFFERING_GROUPS, {label: 'Other', options: [NOT_SURE_OFFERING]}],
  queryParam: 'offering',
};

export const projectRequestForm: FormDefinition = {
  id: 'project-request',
  version: 1,
  title: 'Project request',
  submitLabel: 'Send request',
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: 'Name',
      required: true,
      requiredMessage: 'Enter your name.',
      autoComplete: 'name',
      maxLength: NAME_MAX,
    },
    emailField,
    {
      kind: 'text',
      name: 'company',
      label: 'Company or organization',
      required: true,
      requiredMessage: 'Enter the name of your company or organization.',
      autoComplete: 'organization',
      maxLength: 150,
    },
    offeringField,
    {
      kind: 'select',
      name: 'budget',
      label: 'Budget range',
      hint: 'A rough range helps us propose the right scope. It is not a commitment, and we do not quote prices before we understand the work.',
      required: true,
      requiredMessage: 'Choose a budget range, or “Not decided yet”.',
      emptyLabel: 'Choose a range',
      options: BUDGET_RANGES,
    },
    {
      kind: 'select',
      name: 'timeline',
      label: 'When do you want to start?',
      required: true,
      requiredMessage: 'Choose when you would like to start, or “No date yet”.',
      emptyLabel: 'Choose a timeline',
      options: TIMELINES,
    },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Describe your project',
      shortLabel: 'The project description',
      hint: 'The goal, who will use the result, the data and systems involved, and any constraints. Please leave out confidential details for now.',
      required: true,
      requiredMessage: 'Describe your project in a few sentences.',
      minLength: 30,
      maxLength: 3000,
      rows: 8,
    },
  ],
  mailSubject: (values: FormValues) => {
    const offering = stringValue(values, 'offering');
    const company = stringValue(values, 'company').trim();
    const label = offering ? optionLabel(selectOptions(offeringField), offering) : '';
    const subject = label ? `Project request: ${label}` : 'Project request';
    return company ? `${subject} (${company})` : subject;
  },
  success: {
    title: 'Thank you, your project request has arrived',
    body: 'A person who works on the service you chose reads it and replies by e-mail, with questions or a proposal for a first conversation.',
  },
};

export const FORM_DEFINITIONS = {
  newsletter: newsletterForm,
  'partner-application': partnerApplicationForm,
  'project-request': projectRequestForm,
} as const satisfies Record<FormDefinition['id'], FormDefinition>;

/** Every offering id the project request form accepts in `?offering=`. */
export const OFFERING_IDS: readonly string[] = OFFERINGS.map((o) => o.id);
