import {fieldOptions, type FieldDefinition, type FieldValue, type FormDefinition, type FormValues} from './types';

export function emptyValue(field: FieldDefinition): FieldValue {
  switch (field.kind) {
    case 'checkboxes':
      return [];
    case 'consent':
      return false;
    default:
      return '';
  }
}

export function emptyValues(definition: FormDefinition): FormValues {
  return Object.fromEntries(definition.fields.map((f) => [f.name, emptyValue(f)]));
}

/** The value of one field coerced to its kind; anything malformed becomes the empty value. */
export function coerceValue(field: FieldDefinition, raw: unknown): FieldValue {
  switch (field.kind) {
    case 'checkboxes': {
      if (!Array.isArray(raw)) return [];
      const allowed = new Set(field.options.map((o) => o.value));
      const picked = new Set(raw.filter((v): v is string => typeof v === 'string' && allowed.has(v)));
      // Keep the options' order, whatever order the raw value had.
      return field.options.map((o) => o.value).filter((v) => picked.has(v));
    }
    case 'consent':
      return raw === true;
    case 'select':
      return typeof raw === 'string' && fieldOptions(field).some((o) => o.value === raw) ? raw : '';
    default:
      return typeof raw === 'string' ? raw : '';
  }
}

/** Values restricted to the form's fields, each of the right type (for drafts and any untrusted input). */
export function sanitizeValues(definition: FormDefinition, raw: unknown): FormValues {
  const record = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(definition.fields.map((f) => [f.name, coerceValue(f, record[f.name])]));
}

export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return value.trim() === '';
  return value.length === 0;
}

/** True when the reader has not typed or ticked anything. */
export function isBlank(definition: FormDefinition, values: FormValues): boolean {
  return definition.fields.every((f) => isEmptyValue(values[f.name]));
}

export function stringValue(values: FormValues, name: string): string {
  const v = values[name];
  return typeof v === 'string' ? v : '';
}

export function listValue(values: FormValues, name: string): readonly string[] {
  const v = values[name];
  return Array.isArray(v) ? (v as readonly string[]) : [];
}

/**
 * Pre-selects options named in the URL (`?offering=<id>`) for select fields that declare a
 * `queryParam`. Only known option values are taken, and only into fields the reader has not
 * filled in yet (a restored draft wins over the link).
 */
export function applyQueryPrefill(definition: FormDefinition, values: FormValues, search: string): FormValues {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return values;
  }
  let next: Record<string, FieldValue> | null = null;
  for (const field of definition.fields) {
    if (field.kind !== 'select' || !field.queryParam) continue;
    const wanted = params.get(field.queryParam);
    if (wanted === null || !isEmptyValue(values[field.name])) continue;
    if (!fieldOptions(field).some((o) => o.value === wanted)) continue;
    next ??= {...values};
    next[field.name] = wanted;
  }
  return next ?? values;
}

/** Number of characters as a reader counts them (code points, so an emoji counts once). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * What the reader entered into the server-rendered form before the app took it over (the form
 * hydrates only when the reader turns to it, src/components/ContactForm): `read(field)` gives a
 * field's raw value from the page (a string, a boolean for a consent box, the ticked values of a
 * checkbox group). Only fields with something in them are returned, coerced like a draft, so the
 * result can go over the restored draft and the `?offering=` prefill: the reader's last input wins.
 */
export function enteredValues(definition: FormDefinition, read: (field: FieldDefinition) => unknown): FormValues {
  const entered: Record<string, FieldValue> = {};
  for (const field of definition.fields) {
    const value = coerceValue(field, read(field));
    if (!isEmptyValue(value)) entered[field.name] = value;
  }
  return entered;
}
