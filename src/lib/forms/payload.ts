import {fieldOptions, optionLabel, type FieldDefinition, type FormDefinition, type FormValues} from './types';
import {normalizeUrl} from './validation';
import {coerceValue} from './values';

export type PayloadValue = string | boolean | readonly string[];

/** The JSON body POSTed to the form endpoint. */
export type SubmissionPayload = {
  readonly form: FormDefinition['id'];
  /** Shape version of `data`, from the form definition. */
  readonly version: number;
  /** ISO 8601 time of the submission, from the reader's clock. */
  readonly submittedAt: string;
  /** One entry per field: trimmed text, the chosen option values, booleans for consent. */
  readonly data: Readonly<Record<string, PayloadValue>>;
};

function payloadValue(field: FieldDefinition, values: FormValues): PayloadValue {
  const value = coerceValue(field, values[field.name]);
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (field.kind === 'url' && trimmed) return normalizeUrl(trimmed) ?? trimmed;
  return trimmed;
}

export function buildPayload(definition: FormDefinition, values: FormValues, now: Date = new Date()): SubmissionPayload {
  return {
    form: definition.id,
    version: definition.version,
    submittedAt: now.toISOString(),
    data: Object.fromEntries(definition.fields.map((f) => [f.name, payloadValue(f, values)])),
  };
}

/** A field's value as a person reads it: option labels instead of ids, "Yes" for a ticked consent. */
export function displayValue(field: FieldDefinition, values: FormValues): string {
  const value = payloadValue(field, values);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v: string) => optionLabel(fieldOptions(field), v)).join(', ');
  if (field.kind === 'select') return value ? optionLabel(fieldOptions(field), value as string) : '';
  return value as string;
}
