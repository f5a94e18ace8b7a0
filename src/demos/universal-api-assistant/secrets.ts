/**
 * Values that must never be stored in this browser (s56 u-api F13: a value typed into the real Petstore's `api_key`
 * header field, and "log in as user theUser with password Hunter2-secret" typed in the request box, were saved in
 * local storage and handed to every new tab). They stay in this tab's memory only: a reload clears them.
 *
 * Which fields hold secrets:
 * - OpenAPI 3.0.3 §4.7.4 / 3.1.0 §4.8.4 Data Types: `format: password` is "a hint to UIs to obscure input";
 * - OpenAPI 3.0.3 §4.7.27 / 3.1.0 §4.8.27 Security Scheme Object: an apiKey goes in a header, query or cookie parameter
 *   (`api_key`, `X-API-Key`), and §4.7.12 / §4.8.12 Parameter Object: the `Authorization` header carries credentials;
 *   documents also declare such parameters by hand, so a parameter (or body property) named like a key, token, secret,
 *   password or authorization is treated as one. A pagination token ("page_token") is left out too: a value lost on
 *   reload is a small cost next to a credential kept on disk.
 */
import {formFields, type ApiDocument, type Field} from './openapi';

const SECRET_NAME = /(?:api[_-]?key|apikey|access[_-]?key|private[_-]?key|password|passwd|passphrase|passcode|secret|token|authorization|credential)/i;

/** Whether a field's value is a secret the page keeps in memory only. */
export function isSecretField(f: Field): boolean {
  if (f.schema.format?.toLowerCase() === 'password') return true;
  return SECRET_NAME.test(f.name);
}

/** The ids of every field of the document that holds a secret (field ids are "location:name", shared across operations). */
export function secretFieldIds(doc: ApiDocument | null): Set<string> {
  const ids = new Set<string>();
  if (!doc) return ids;
  for (const op of doc.operations) for (const f of formFields(op)) if (isSecretField(f)) ids.add(f.id);
  return ids;
}

/** The values without those of secret fields. The same object when there is none, so nothing is saved again for it. */
export function withoutSecretValues(values: Record<string, string>, secret: ReadonlySet<string>): Record<string, string> {
  if (!Object.keys(values).some((id) => secret.has(id))) return values;
  return Object.fromEntries(Object.entries(values).filter(([id]) => !secret.has(id)));
}

// A secret named in the request ("with password Hunter2-secret", "api key: sk_live_…", "token=abc"): the word, an
// optional "is", ":" or "=", then the value (quoted, or up to the next space). Words that only join ("password for
// bob", "reset the token of …") are no value.
const SECRET_IN_REQUEST =
  /(?<![\p{L}])(password|passwd|passphrase|passcode|secret|token|api[\s_-]?key|apikey|access[\s_-]?key)(\s+is\s+|\s*[:=]\s*|\s+)("[^"]*"|“[^”]*”|'[^']*'|(?!(?:for|of|to|the|a|an|and|or|with|is|was|in|on|by|from|please|field|reset|change|changed|rotate|new|old|expired)(?![\p{L}]))[^\s,;]+)/giu;

/**
 * The request with any secret it names taken out (the word stays, its value goes): what is kept in this browser. The
 * same text when it names none.
 */
export function requestWithoutSecrets(request: string): string {
  return request.replace(SECRET_IN_REQUEST, (_m, word: string) => word);
}
