import {legalBasisStatement} from './legalBasis';
import {displayValue} from './payload';
import type {FormDefinition, FormValues} from './types';

/**
 * The plain-text e-mail the fallback opens: one "Label: value" line per short field, long
 * text after a blank line, and a note on where it came from. Empty optional fields are left out.
 */
export function buildMailBody(definition: FormDefinition, values: FormValues): string {
  const lines: string[] = [];
  const blocks: string[] = [];
  for (const field of definition.fields) {
    const text = displayValue(field, values);
    if (!text) continue;
    if (field.kind === 'textarea') {
      blocks.push(`${field.shortLabel ?? field.label}:\n${text}`);
    } else if (field.kind === 'consent') {
      // Only consent-based forms (the newsletter) have this field; see legalBasisStatement.
      lines.push(`Consent: ${text} (${field.label})`);
    } else {
      lines.push(`${field.label}: ${text}`);
    }
  }
  return [
    `${definition.title} sent by e-mail from the GenAI Enterprise website.`,
    '',
    ...lines,
    ...blocks.flatMap((b) => ['', b]),
    '',
    legalBasisStatement(definition),
  ].join('\n');
}

/** RFC 6068 encoding: percent-encode everything, line breaks as CRLF. */
function encodeMailtoPart(text: string): string {
  return encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));
}

/** `to` is the configured contact address (`CONTACT_EMAIL`, read with `useContactEmail`). */
export function buildMailtoHref(definition: FormDefinition, values: FormValues, to: string): string {
  const subject = definition.mailSubject(values);
  const body = buildMailBody(definition, values);
  return `mailto:${to}?subject=${encodeMailtoPart(subject)}&body=${encodeMailtoPart(body)}`;
}
