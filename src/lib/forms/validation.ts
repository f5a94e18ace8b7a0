import {fieldElementId, fieldOptions, type FieldDefinition, type FieldValue, type FormDefinition, type FormValues} from './types';
import {characterCount, isEmptyValue} from './values';

export type FieldError = {
  readonly name: string;
  /** Id of the element the error summary links to. */
  readonly elementId: string;
  readonly message: string;
};

/**
 * The WHATWG "valid e-mail address" production, the rule browsers apply to `type="email"`.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * A web address as typed ("example.com" or "https://example.com/about") turned into an absolute
 * http(s) URL, or null when it is not one.
 */
export function normalizeUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host needs a dot (example.com) unless it is localhost; rejects "https://hello".
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

const formatNumber = (n: number) => n.toLocaleString('en-US');

function lowerFirst(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

function requiredMessage(field: FieldDefinition): string {
  if (field.requiredMessage) return field.requiredMessage;
  switch (field.kind) {
    case 'select':
      return `Choose an option for “${field.label}”.`;
    case 'checkboxes':
      return `Choose at least ${field.minSelected ?? 1} option for “${field.label}”.`;
    case 'consent':
      return 'Tick the box to agree.';
    default:
      return `Enter your ${lowerFirst(field.label)}.`;
  }
}

/** The message for one field, or null when the value is fine. Messages say what to do, in plain words. */
export function validateField(field: FieldDefinition, value: FieldValue | undefined): string | null {
  if (isEmptyValue(value)) {
    return field.required ? requiredMessage(field) : null;
  }
  switch (field.kind) {
    case 'consent':
      return null;
    case 'checkboxes': {
      const picked = Array.isArray(value) ? value.length : 0;
      const min = field.required ? field.minSelected ?? 1 : 0;
      return picked < min ? requiredMessage(field) : null;
    }
    case 'select': {
      const ok = typeof value === 'string' && fieldOptions(field).some((o) => o.value === value);
      return ok ? null : 'Choose one of the options in the list.';
    }
    default: {
      const text = typeof value === 'string' ? value : '';
      const length = characterCount(text);
      if (length > field.maxLength) {
        return `${field.shortLabel ?? field.label} can be at most ${formatNumber(field.maxLength)} characters; it has ${formatNumber(length)}. Please shorten it.`;
      }
      if (field.kind === 'email' && !isValidEmail(text)) {
        return 'Enter an e-mail address in the form name@example.com.';
      }
      if (field.kind === 'url' && normalizeUrl(text) === null) {
        return 'Enter a web address such as https://example.com.';
      }
      if (field.kind === 'textarea' && field.minLength !== undefined) {
        const trimmed = characterCount(text.trim());
        if (trimmed < field.minLength) {
          return `Please write at least ${formatNumber(field.minLength)} characters so we understand what you need; you have ${formatNumber(trimmed)}.`;
        }
      }
      return null;
    }
  }
}

/** Every problem in the form, in the order of the fields. An empty list means the form can be sent. */
export function validateForm(definition: FormDefinition, values: FormValues): readonly FieldError[] {
  const errors: FieldError[] = [];
  for (const field of definition.fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors.push({name: field.name, elementId: fieldElementId(definition.id, field), message});
  }
  return errors;
}
