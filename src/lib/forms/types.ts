/**
 * Typed field definitions for the contact forms. A form is data: the `ContactForm`
 * component renders whatever a `FormDefinition` describes, and validation, payloads,
 * e-mail fallbacks and drafts all read the same definition.
 */

export type FormId = 'newsletter' | 'partner-application' | 'project-request';

export type Option = {readonly value: string; readonly label: string};
export type OptionGroup = {readonly label: string; readonly options: readonly Option[]};

type FieldBase = {
  /** Key in the values, the payload and the draft; also the suffix of the element id. */
  readonly name: string;
  readonly label: string;
  /** Name used inside messages when the label is a question ("The message"); defaults to the label. */
  readonly shortLabel?: string;
  /** Help text shown under the label and linked with `aria-describedby`. */
  readonly hint?: string;
  readonly required: boolean;
  /** Message for an empty required field, phrased as what to do ("Enter your e-mail address"). */
  readonly requiredMessage?: string;
  /** HTML `autocomplete` token. */
  readonly autoComplete?: string;
};

export type TextField = FieldBase & {
  readonly kind: 'text' | 'email' | 'url';
  readonly maxLength: number;
};

export type TextAreaField = FieldBase & {
  readonly kind: 'textarea';
  readonly maxLength: number;
  readonly minLength?: number;
  readonly rows?: number;
};

export type SelectField = FieldBase & {
  readonly kind: 'select';
  /** Text of the empty first option. */
  readonly emptyLabel: string;
  /** Either flat options or groups (rendered as `<optgroup>`). */
  readonly options: readonly Option[] | readonly OptionGroup[];
  /** URL search parameter that may pre-select an option (`?offering=<id>`); unknown values are ignored. */
  readonly queryParam?: string;
};

export type CheckboxGroupField = FieldBase & {
  readonly kind: 'checkboxes';
  readonly options: readonly Option[];
  /** Minimum number of ticked boxes when required (default 1). */
  readonly minSelected?: number;
};

/** A single checkbox the reader must tick to agree. */
export type ConsentField = FieldBase & {
  readonly kind: 'consent';
  readonly required: true;
};

export type FieldDefinition = TextField | TextAreaField | SelectField | CheckboxGroupField | ConsentField;

export type FieldValue = string | boolean | readonly string[];
export type FormValues = Readonly<Record<string, FieldValue>>;

export type FormDefinition = {
  readonly id: FormId;
  /** Bump when fields change incompatibly: older drafts are then discarded, and the payload says which shape it has. */
  readonly version: number;
  /** Accessible name of the form. */
  readonly title: string;
  readonly submitLabel: string;
  readonly fields: readonly FieldDefinition[];
  /** Subject line of the e-mail fallback, built from the values. */
  readonly mailSubject: (values: FormValues) => string;
  /** What the reader sees after a successful submission. */
  readonly success: {readonly title: string; readonly body: string};
};

export function isOptionGroups(options: SelectField['options']): options is readonly OptionGroup[] {
  return options.length > 0 && 'options' in options[0]!;
}

/** Every option of a select, groups flattened, in display order. */
export function selectOptions(field: SelectField): readonly Option[] {
  const {options} = field;
  return isOptionGroups(options) ? options.flatMap((g) => g.options) : options;
}

/** Display label of an option value, or the value itself when unknown. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export function fieldOptions(field: FieldDefinition): readonly Option[] {
  if (field.kind === 'select') return selectOptions(field);
  if (field.kind === 'checkboxes') return field.options;
  return [];
}

/** Id of the element that represents a field (the first checkbox for a group). */
export function fieldElementId(formId: FormId, field: FieldDefinition): string {
  const base = `${formId}-${field.name}`;
  if (field.kind === 'checkboxes') return `${base}-${field.options[0]?.value ?? 'option'}`;
  return base;
}
