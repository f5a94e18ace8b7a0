/**
 * Universal API Assistant logic: read an OpenAPI 3 document (JSON or YAML), rank its operations for a
 * plain-language request with BM25, build a form from an operation's parameters and JSON request body,
 * validate the reader's input against the schema, and write the request as curl and as fetch code.
 */
import {LineCounter, parseDocument} from 'yaml';
import {buildIndex, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {tokenizeForRetrieval as tokenize} from '@site/src/retrieval/tokenize';
import {editDistance} from '@site/src/retrieval/editDistance';
import {contentTerms, matchStrength} from '@site/src/demos/kit/match';

export const MAX_DOCUMENT_CHARS = 400_000;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
const LOCATIONS = ['query', 'header', 'path', 'cookie'] as const;

export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};
type JsonObject = {[key: string]: JsonValue};

export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
export type Schema = {
  type?: SchemaType;
  enum?: JsonValue[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** "email", "date", "phone"…: read to match values in the request to fields (valuesFromRequest). */
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  description?: string;
  default?: JsonValue;
  /** How many items a list must and may hold (s56 v-api F7). */
  minItems?: number;
  maxItems?: number;
  /** Bounds beyond 2^53 − 1 as the document's digits (the numbers above are rounded; s56 v-api F11). */
  exact?: Partial<Record<'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum', string>>;
  /** Set by the server, never sent in a request (s56 u-api F8). */
  readOnly?: boolean;
};
/**
 * `explode`: whether an array (or object) value is sent as one key per item ("fields=temp&fields=humidity") rather than
 * joined by commas. OpenAPI 3.1.0, 4.8.12.4 Style Values and Fixed Fields: query and cookie parameters default to style
 * "form", and "When style is form, the default value [of explode] is true"; path and header default to "simple" (false).
 */
export type Parameter = {name: string; in: (typeof LOCATIONS)[number]; required: boolean; description: string; schema: Schema; explode?: boolean; /** The serialization style the document names (deepObject, spaceDelimited…), when it names one (u-api F3). */ style?: string};
export type Operation = {
  key: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: Parameter[];
  body: Schema | null;
  bodyRequired: boolean;
  /** The JSON-based media type the body is sent as, when the document names one other than application/json (u-api F4). */
  bodyType?: string;
  /** The credentials this operation takes, when its own `security` overrides the document's (`null`: none, a public operation). */
  auth?: Auth;
  /** What the request built here leaves out that the service needs, said beside the request (s54 t-api F1-F3). */
  unsupported?: string[];
  /** The operation's own server, from its `servers` or its path's, which replaces the document's (s56 u-api F6). */
  server?: OwnServer;
};
/** A server named by an operation or its path item, and which of the two named it. */
export type OwnServer = {url: string; note: string | null; query?: string; from: 'operation' | 'path'};
/** `all`: a requirement that names several schemes, each needed (u-api F2: an app id and a key, two headers). */
export type Auth = {kind: 'bearer'} | {kind: 'header'; name: string} | {kind: 'all'; parts: Array<{kind: 'bearer'} | {kind: 'header'; name: string}>} | null;
export type ApiDocument = {title: string; version: string; serverUrl: string; serverNote: string | null; auth: Auth; operations: Operation[]; /** The server URL's own query ("tenant=7"), sent after each path (s54 t-api F10). */ serverQuery?: string};

export type DocumentError = {kind: 'empty' | 'size' | 'syntax' | 'structure' | 'file'; message: string; line?: number; column?: number; path?: string};
export type DocumentResult = {ok: true; doc: ApiDocument} | {ok: false; error: DocumentError};

class StructureError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(message);
    this.path = path;
  }
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const key = (path: string, k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`);

/** How far back a reading of the words before a value looks: a noun with "number", "no.", "#", a sign or a currency. */
const LOOKBACK = 160;

/**
 * The text right before `at`, at most LOOKBACK characters, for the patterns that read what stands before a value
 * (`…$`). Such a pattern tries every position of the text it is given, so the whole request before each token made
 * the work grow with the square of the request's length (u30j A6: a 9,340-character request took 36 s). A word cut at
 * the window's start is left out (unless the window is one token), so a pattern that starts at `^` never reads part of a word as a whole one.
 */
export function textBefore(text: string, at: number): string {
  return at <= LOOKBACK ? text.slice(0, at) : text.slice(at - LOOKBACK, at).replace(/^[\p{L}\p{N}]+(?=[^\p{L}\p{N}])/u, '');
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return {line: lines.length, column: lines[lines.length - 1].length + 1};
}

/**
 * A parser's message as the end of a sentence: one full stop after it, so the page's next sentence does not run on (s54
 * t-api F9: "… must be sufficiently indented and end with a ] The document in use is still …"). A message ending in a
 * sign of its own ("with a ]") gets the full stop after it.
 */
export function sentenceEnd(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Integers of the document beyond 2^53 − 1 (an int64 enum, maximum or default) are kept as their digits, as exact
 * integers (EXACT_INTEGER), never rounded to another id by JSON.parse or the YAML parser (s56 v-api F11: enum
 * [9007199254740993, 9007199254740995] was offered as …992 and …996). The JSON text is rewritten only after it parsed,
 * so syntax errors keep their positions: each integer token outside a string with 16 digits or more that is no safe
 * integer becomes the exact-integer string.
 */
function exactJsonIntegers(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])(-?\d{16,})(?![.\deE])/g, (m, digits: string | undefined) => (digits !== undefined && !Number.isSafeInteger(Number(digits)) ? JSON.stringify(exactInteger(digits)) : m));
}

/** The YAML parser's integers (read as BigInt, s56 v-api F11): numbers when safe, else exact integers. */
function exactBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : exactInteger(value.toString());
  if (Array.isArray(value)) return value.map(exactBigInts);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, exactBigInts(v)]));
  return value;
}

function parseSyntax(text: string): {ok: true; value: unknown} | {ok: false; error: DocumentError} {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const value = JSON.parse(text) as unknown;
      return {ok: true, value: /\d{16}/.test(text) ? JSON.parse(exactJsonIntegers(text)) : value};
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const pos = /position (\d+)/.exec(message);
      const {line, column} = lineColumn(text, pos ? Number(pos[1]) : text.length);
      const reason = message.replace(/\s*(?:in JSON )?at position \d+.*$/, '').replace(/^JSON\.parse: /, '');
      return {ok: false, error: {kind: 'syntax', message: `JSON syntax error at line ${line}, column ${column}: ${sentenceEnd(reason)}`, line, column}};
    }
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, prettyErrors: false, uniqueKeys: true, intAsBigInt: true});
  const first = doc.errors[0];
  if (first) {
    const {line, col} = lineCounter.linePos(first.pos[0]);
    const reason = first.message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '');
    return {ok: false, error: {kind: 'syntax', message: `YAML syntax error at line ${line}, column ${col}: ${sentenceEnd(reason)}`, line, column: col}};
  }
  try {
    return {ok: true, value: exactBigInts(doc.toJS({maxAliasCount: 100}))};
  } catch (e) {
    return {ok: false, error: {kind: 'syntax', message: `YAML could not be read: ${sentenceEnd(e instanceof Error ? e.message : String(e))}`}};
  }
}

function resolveRef(root: JsonObject, ref: string, path: string): JsonValue {
  if (!ref.startsWith('#/')) throw new StructureError(path, `only local references ("#/...") are supported, not "${ref}"`);
  let node: JsonValue = root;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(part in node)) throw new StructureError(path, `the reference "${ref}" points to nothing`);
    node = node[part];
  }
  return node;
}

function deref(root: JsonObject, node: JsonValue, path: string, seen: Set<string> = new Set()): JsonValue {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) throw new StructureError(path, `the reference "${ref}" refers to itself`);
    seen.add(ref);
    current = resolveRef(root, ref, `${path}.$ref`);
  }
  return current;
}

const num = (v: JsonValue | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
/** The digits of an exact integer read from the document (exactJsonIntegers, exactBigInts), or null. */
const exactDigits = (v: JsonValue | undefined): string | null => (typeof v === 'string' && v.startsWith(EXACT_INTEGER) ? v.slice(EXACT_INTEGER.length) : null);
/** A 3.1 exclusive bound written as an exact integer: its rounded number, its digits kept in schema.exact. */
function exactBound(schema: Schema, k: 'exclusiveMinimum' | 'exclusiveMaximum', v: JsonValue | undefined): number | undefined {
  const exact = exactDigits(v);
  if (exact === null) return undefined;
  schema.exact = {...schema.exact, [k]: exact};
  return Number(exact);
}

function toSchema(root: JsonObject, raw: JsonValue, path: string, depth = 0): Schema {
  const node = deref(root, raw, path);
  if (!isObject(node)) throw new StructureError(path, 'a schema must be an object');
  if (depth > 6) return {type: 'object'};
  const schema: Schema = {};
  let type = node.type;
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'string';
  if (type !== undefined) {
    if (typeof type !== 'string' || !['string', 'integer', 'number', 'boolean', 'object', 'array'].includes(type)) {
      throw new StructureError(`${path}.type`, `"${String(type)}" is not a schema type`);
    }
    schema.type = type as SchemaType;
  }
  if (Array.isArray(node.allOf)) {
    for (const [i, part] of node.allOf.entries()) {
      const sub = toSchema(root, part, `${path}.allOf[${i}]`, depth + 1);
      schema.type ??= sub.type;
      schema.properties = {...schema.properties, ...sub.properties};
      schema.required = [...(schema.required ?? []), ...(sub.required ?? [])];
    }
  }
  if (node.enum !== undefined) {
    if (!Array.isArray(node.enum)) throw new StructureError(`${path}.enum`, 'enum must be a list');
    schema.enum = node.enum;
  }
  for (const k of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
    const exact = exactDigits(node[k]);
    if (exact !== null) {
      // An int64 bound beyond 2^53 − 1 keeps its digits for the exact check (s56 v-api F11).
      schema[k] = Number(exact);
      schema.exact = {...schema.exact, [k]: exact};
      continue;
    }
    if (node[k] !== undefined) {
      if (typeof node[k] !== 'number') throw new StructureError(`${path}.${k}`, `${k} must be a number`);
      schema[k] = node[k] as number;
    }
  }
  // OpenAPI 3.0 uses booleans for exclusive bounds, 3.1 uses numbers.
  if (node.exclusiveMinimum === true) {
    schema.exclusiveMinimum = schema.minimum;
    if (schema.exact?.minimum) schema.exact = {...schema.exact, exclusiveMinimum: schema.exact.minimum};
  }
  else schema.exclusiveMinimum = num(node.exclusiveMinimum) ?? exactBound(schema, 'exclusiveMinimum', node.exclusiveMinimum);
  if (node.exclusiveMaximum === true) {
    schema.exclusiveMaximum = schema.maximum;
    if (schema.exact?.maximum) schema.exact = {...schema.exact, exclusiveMaximum: schema.exact.maximum};
  }
  else schema.exclusiveMaximum = num(node.exclusiveMaximum) ?? exactBound(schema, 'exclusiveMaximum', node.exclusiveMaximum);
  if (node.pattern !== undefined) {
    if (typeof node.pattern !== 'string') throw new StructureError(`${path}.pattern`, 'pattern must be a string');
    schema.pattern = node.pattern;
  }
  if (typeof node.description === 'string') schema.description = node.description;
  if (typeof node.minItems === 'number') schema.minItems = node.minItems;
  if (typeof node.maxItems === 'number') schema.maxItems = node.maxItems;
  if (typeof node.format === 'string') schema.format = node.format;
  if (node.default !== undefined) schema.default = node.default;
  if (node.readOnly === true) schema.readOnly = true;
  if (node.properties !== undefined) {
    if (!isObject(node.properties)) throw new StructureError(`${path}.properties`, 'properties must be an object');
    schema.type ??= 'object';
    schema.properties = {...schema.properties};
    for (const [name, sub] of Object.entries(node.properties)) schema.properties[name] = toSchema(root, sub, key(`${path}.properties`, name), depth + 1);
  }
  if (node.required !== undefined) {
    if (!Array.isArray(node.required) || node.required.some((r) => typeof r !== 'string')) throw new StructureError(`${path}.required`, 'required must be a list of property names');
    schema.required = [...(schema.required ?? []), ...(node.required as string[])];
  }
  if (node.items !== undefined) schema.items = toSchema(root, node.items, `${path}.items`, depth + 1);
  return schema;
}

function toParameter(root: JsonObject, raw: JsonValue, path: string): Parameter {
  const p = deref(root, raw, path);
  if (!isObject(p)) throw new StructureError(path, 'a parameter must be an object');
  if (typeof p.name !== 'string' || !p.name) throw new StructureError(`${path}.name`, 'a parameter needs a name');
  if (typeof p.in !== 'string' || !(LOCATIONS as readonly string[]).includes(p.in)) {
    throw new StructureError(`${path}.in`, `"in" must be one of ${LOCATIONS.join(', ')}`);
  }
  if (p.in === 'path' && p.required !== true) throw new StructureError(`${path}.required`, 'path parameters must have "required: true"');
  return {
    name: p.name,
    in: p.in as Parameter['in'],
    required: p.required === true,
    description: typeof p.description === 'string' ? p.description : '',
    schema: p.schema === undefined ? {type: 'string'} : toSchema(root, p.schema, `${path}.schema`),
    explode: typeof p.explode === 'boolean' ? p.explode : (typeof p.style === 'string' ? p.style : p.in === 'query' || p.in === 'cookie' ? 'form' : 'simple') === 'form',
    ...(typeof p.style === 'string' ? {style: p.style} : {}),
  };
}

function readParameters(root: JsonObject, raw: JsonValue | undefined, path: string): Parameter[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new StructureError(path, 'parameters must be a list');
  return raw.map((p, i) => toParameter(root, p, `${path}[${i}]`));
}

function serverOf(root: JsonObject): {url: string; note: string | null; query?: string} {
  const fallback = 'https://api.example.com';
  const servers = root.servers;
  if (!Array.isArray(servers) || !isObject(servers[0]) || typeof servers[0].url !== 'string') {
    return {url: fallback, note: `The document names no server, so requests use ${fallback}.`};
  }
  const server = servers[0] as JsonObject;
  let url = server.url as string;
  const vars = isObject(server.variables) ? server.variables : {};
  url = url.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = vars[name];
    return isObject(v) && typeof v.default === 'string' ? v.default : name;
  });
  const read = serverUrlRead(url);
  if (read) return read;
  if (!/^https?:\/\//.test(url)) return {url: `${fallback}${url.startsWith('/') ? url : `/${url}`}`.replace(/\/$/, ''), note: `The server URL "${url}" is relative, so requests use ${fallback} in front of it.`};
  return {url: url.replace(/\/$/, ''), note: null};
}

/**
 * The server an operation names for itself (s56 u-api F6: GET /health with `servers: [https://status…]` went to the
 * document's server). OpenAPI 3.0.3 §4.7.10 / 3.1.0 §4.8.10 Operation Object, servers: "An alternative server array to
 * service this operation. If an alternative server object is specified at the Path Item Object or Root level, it will
 * be overridden by this value"; §4.7.9 / §4.8.9 Path Item Object, servers: the same for all operations of the path.
 * An empty list names none. The first server is used, as for the document's (its variables' defaults filled in).
 */
function ownServer(op: JsonObject, item: JsonObject): OwnServer | null {
  for (const [node, from] of [[op, 'operation'], [item, 'path']] as const) {
    if (!Array.isArray(node.servers) || node.servers.length === 0) continue;
    const read = serverOf({servers: node.servers});
    return {url: read.url, note: read.note, ...(read.query ? {query: read.query} : {}), from};
  }
  return null;
}

/**
 * The server URLs that are not plain "http(s)://host/path" (s54 t-api F10: all were glued behind api.example.com, and a
 * query in the URL ended up before the operation's path). OpenAPI 3.0.3 §4.7.5 / 3.1.0 §4.8.5 (Server Object): the url
 * MAY be relative to where the document is served; OpenAPI 3.0.3 §4.7.8 / 3.1.0 §4.8.8 (Paths Object): each path is
 * appended to it. Read as RFC 3986 says:
 * - §3.1 and §3.2.2: scheme and host are case-insensitive ("HTTPS://API.ACME.IO/v1"), so they are written in lower case;
 * - §4.2: "//api.acme.io/v1" is a network-path reference: the host is given, the scheme is the one the document was
 *   fetched with, unknown here, so https is used and the note says so;
 * - §3.4, §3.5: a query comes after the path, so it is kept apart and sent after each operation's path (serverQuery);
 *   a fragment is never sent to the server, so it is left out;
 * - §4.2 again: "api.acme.io/v1" is a relative path, used as one, but the note says it looks like a host name;
 * - a scheme other than http or https is no URL this demo can send a request to.
 * Null for a plain "http(s)://" URL without query or fragment and for a relative path that does not look like a host.
 */
function serverUrlRead(given: string): {url: string; note: string | null; query?: string} | null {
  const fallback = 'https://api.example.com';
  const [, beforeFragment, fragment] = /^([^#]*)(#.*)?$/s.exec(given) ?? [, given, undefined];
  const [, main, query] = /^([^?]*)(?:\?(.*))?$/s.exec(beforeFragment) ?? [, beforeFragment, undefined];
  const parts: string[] = [];
  if (query) parts.push(`its query "?${query}" is sent after each operation's path`);
  if (fragment) parts.push(`its fragment "${fragment}" is never sent to a server, so it is left out`);
  const withParts = (url: string, first: string | null) => {
    const said = [first, parts.length ? `The server URL "${given}": ${parts.join('; ')}.` : null].filter(Boolean).join(' ');
    return {url: url.replace(/\/$/, ''), note: said || null, ...(query ? {query} : {})};
  };
  const absolute = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/]*)(.*)$/s.exec(main);
  if (absolute) {
    const scheme = absolute[1].toLowerCase();
    if (scheme !== 'http' && scheme !== 'https') return {url: fallback, note: `The server URL "${given}" is no http or https URL, so requests use ${fallback}; write the server's http(s) address in the document.`};
    if (absolute[1] === scheme && absolute[2] === absolute[2].toLowerCase() && !query && !fragment) return null;
    return withParts(`${scheme}://${absolute[2].toLowerCase()}${absolute[3]}`, null);
  }
  const network = /^\/\/([^/]+)(.*)$/s.exec(main);
  if (network) return withParts(`https://${network[1].toLowerCase()}${network[2]}`, `The server URL "${given}" names a host but no scheme, so requests use https://${network[1].toLowerCase()}${network[2].replace(/\/$/, '')}.`);
  const host = /^([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z][A-Za-z0-9-]*)(?::\d+)?(?=\/|$)/.exec(main);
  const relative = `${fallback}${main.startsWith('/') ? main : `/${main}`}`;
  if (host && !main.startsWith('.')) return withParts(relative, `The server URL "${given}" is relative, so requests use ${fallback} in front of it. It starts like a host name: if ${host[1]} is the server, the document should say "https://${main}".`);
  if (query || fragment) return withParts(relative, `The server URL "${given}" is relative, so requests use ${fallback} in front of it.`);
  return null;
}

/** The credentials a security scheme asks for, when this demo adds them: a bearer token, or an API key in a header. */
function schemeAuth(raw: JsonValue | undefined): Auth | undefined {
  const s = isObject(raw) ? raw : {};
  if (s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'bearer') return {kind: 'bearer'};
  if (s.type === 'oauth2' || s.type === 'openIdConnect') return {kind: 'bearer'};
  if (s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string') return {kind: 'header', name: s.name};
  return undefined;
}

/** A scheme this demo does not add credentials for, in words, with what to add by hand; null for one it adds. */
function schemeMissing(name: string, raw: JsonValue | undefined): string | null {
  if (schemeAuth(raw)) return null;
  const s = isObject(raw) ? raw : {};
  const what =
    s.type === 'http' && typeof s.scheme === 'string' && s.scheme.toLowerCase() === 'basic'
      ? 'HTTP Basic authentication (with curl, add -u "$API_USER:$API_PASSWORD")'
      : s.type === 'apiKey' && s.in === 'query' && typeof s.name === 'string'
        ? `an API key in the query parameter “${s.name}” (add ${s.name}=… to the URL)`
        : s.type === 'apiKey' && s.in === 'cookie' && typeof s.name === 'string'
          ? `an API key in the cookie “${s.name}” (with curl, add -b "${s.name}=…")`
          : s.type === 'http' && typeof s.scheme === 'string'
            ? `HTTP ${s.scheme} authentication`
            : s.type === 'mutualTLS'
              ? 'a client certificate (mutual TLS)'
              : `the security scheme “${name}”`;
  return `It needs ${what}, which this demo does not add: the request below carries no credentials for it, so the service will refuse it until you add them`;
}

const schemesOf = (root: JsonObject): JsonObject => (isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {});

/**
 * The credentials a list of security requirements asks for (OpenAPI 3.1.0, 4.8.30 Security Requirement Object: the
 * operation needs one of the listed requirements; an empty list, or an empty requirement "{}", makes it public):
 * `auth` (null: none), and a note when every requirement names only schemes this demo does not add (t-api F2).
 */
function requirementAuth(root: JsonObject, security: JsonValue[]): {auth: Auth; missing: string | null} {
  const schemes = schemesOf(root);
  if (!security.length || security.some((r) => isObject(r) && Object.keys(r).length === 0)) return {auth: null, missing: null};
  // A requirement naming several schemes needs all of them (OpenAPI 3.0.3 §4.7.30 / 3.1.0 §4.8.30 Security Requirement
  // Object: "all schemes MUST be satisfied"; the list holds alternatives). u-api F2: for an app id AND a key, only the
  // app id's header was written, with the key's variable in it. The first requirement this demo can add whole is used;
  // when none can be, the first one's addable schemes are added and the others said.
  const together = security.filter((r): r is JsonObject => isObject(r) && Object.keys(r).length > 1);
  if (together.length) {
    const parts = (r: JsonObject) => Object.keys(r).map((n) => ({n, auth: schemeAuth(schemes[n])}));
    const whole = security.find((r) => isObject(r) && parts(r).every((x) => x.auth));
    const chosen = (whole ?? security.find(isObject)) as JsonObject | undefined;
    if (chosen && Object.keys(chosen).length > 1) {
      const all = parts(chosen);
      const added = all.flatMap((x) => (x.auth && x.auth.kind !== 'all' ? [x.auth] : []));
      const left = all.find((x) => !x.auth);
      return {auth: added.length ? {kind: 'all', parts: added} : null, missing: left ? schemeMissing(left.n, schemes[left.n]) : null};
    }
  }
  const names = security.flatMap((r) => (isObject(r) ? Object.keys(r) : []));
  for (const name of names) {
    const auth = schemeAuth(schemes[name]);
    if (auth) return {auth, missing: null};
  }
  return {auth: null, missing: names.length ? schemeMissing(names[0], schemes[names[0]]) : null};
}

function authOf(root: JsonObject): Auth {
  // The document's own requirements name the schemes it uses (4.8.1 OpenAPI Object, "security"); without them, the first
  // scheme this demo can add, as before.
  if (Array.isArray(root.security)) return requirementAuth(root, root.security).auth;
  for (const raw of Object.values(schemesOf(root))) {
    const auth = schemeAuth(raw);
    if (auth) return auth;
  }
  return null;
}

/**
 * Whether the document names a security requirement anywhere (top level or on an operation). One that declares schemes
 * but names no requirement at all is still read as meaning its first usable scheme for every operation, as before.
 */
function requirementsNamed(root: JsonObject): boolean {
  if (Array.isArray(root.security)) return true;
  const paths = isObject(root.paths) ? Object.values(root.paths) : [];
  return paths.some((item) => isObject(item) && METHODS.some((m) => isObject(item[m]) && Array.isArray((item[m] as JsonObject).security)));
}

/** A note when the document's schemes are all ones this demo does not add, and the operation names none of its own. */
function documentAuthMissing(root: JsonObject): string | null {
  if (Array.isArray(root.security)) return requirementAuth(root, root.security).missing;
  const entries = Object.entries(schemesOf(root));
  if (!entries.length || entries.some(([, raw]) => schemeAuth(raw))) return null;
  return schemeMissing(entries[0][0], entries[0][1]);
}

/** Reads and checks a document; errors say what is wrong and where (line/column or JSON path). */
export function parseOpenApi(given: string): DocumentResult {
  // A byte-order mark some editors put first is no part of the document (issue 28, u31d F9: pasted JSON that began with
  // one was refused with "Unexpected token" at its last line). An uploaded file already loses it when read (textFile.ts).
  const text = given.replace(/^\uFEFF/, '');
  if (!text.trim()) return {ok: false, error: {kind: 'empty', message: 'The document is empty. Paste an OpenAPI 3 document, upload a file, or load the sample.'}};
  if (text.length > MAX_DOCUMENT_CHARS) {
    return {ok: false, error: {kind: 'size', message: `The document has ${text.length.toLocaleString('en-US')} characters; the limit is ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')}.`}};
  }
  const syntax = parseSyntax(text);
  if (!syntax.ok) return {ok: false, error: syntax.error};
  const root = syntax.value;
  try {
    // A web address pasted in place of the document (s56 u-api F14): said as such, since the demo fetches nothing.
    if (typeof root === 'string' && /^https?:\/\/\S+$/i.test(root.trim())) throw new StructureError('$', `the text is a web address (${root.trim()}), not a document; this demo fetches nothing, so open that address yourself and paste the document's text here`);
    if (!isObject(root)) throw new StructureError('$', 'the document must be an object (a mapping), not a list or a single value');
    if (typeof root.swagger === 'string') throw new StructureError('$.swagger', `this is a Swagger ${root.swagger} document; convert it to OpenAPI 3 first`);
    if (typeof root.openapi !== 'string' || !/^3\.\d+(\.\d+)?$/.test(root.openapi)) {
      throw new StructureError('$.openapi', 'an OpenAPI 3 document needs "openapi" set to a version such as "3.0.3" or "3.1.0"');
    }
    if (!isObject(root.info)) throw new StructureError('$.info', '"info" must be an object with a title and a version');
    if (typeof root.info.title !== 'string') throw new StructureError('$.info.title', '"info.title" must be a string');
    if (typeof root.info.version !== 'string') throw new StructureError('$.info.version', '"info.version" must be a string (quote numbers such as "1.0")');
    if (!isObject(root.paths)) throw new StructureError('$.paths', '"paths" must be an object of paths such as "/tickets"');
    const operations: Operation[] = [];
    for (const [path, rawItem] of Object.entries(root.paths)) {
      const itemPath = key('$.paths', path);
      if (!path.startsWith('/')) throw new StructureError(itemPath, `the path "${path}" must start with "/"`);
      const item = deref(root, rawItem, itemPath);
      if (!isObject(item)) throw new StructureError(itemPath, 'a path item must be an object');
      const shared = readParameters(root, item.parameters, `${itemPath}.parameters`);
      for (const method of METHODS) {
        if (item[method] === undefined) continue;
        const opPath = `${itemPath}.${method}`;
        const op = item[method];
        if (!isObject(op)) throw new StructureError(opPath, 'an operation must be an object');
        const own = readParameters(root, op.parameters, `${opPath}.parameters`);
        const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
        for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
          if (!parameters.some((p) => p.in === 'path' && p.name === name)) throw new StructureError(`${opPath}.parameters`, `the path parameter "${name}" is not declared`);
        }
        let body: Schema | null = null;
        let bodyRequired = false;
        let bodyType: string | undefined;
        if (op.requestBody !== undefined) {
          const rb = deref(root, op.requestBody, `${opPath}.requestBody`);
          if (!isObject(rb) || !isObject(rb.content)) throw new StructureError(`${opPath}.requestBody.content`, 'a request body needs a "content" object');
          const types = Object.entries(rb.content);
          const json = types.find(([type]) => /^application\/json\s*(?:;|$)/i.test(type)) ?? types.find(([type]) => /json/i.test(type));
          if (json && isObject(json[1]) && json[1].schema !== undefined) {
            body = toSchema(root, json[1].schema, `${key(`${opPath}.requestBody.content`, json[0])}.schema`);
            // A JSON-based type of its own ("application/merge-patch+json", "application/vnd.api+json") is the type the
            // body is sent with (u-api F4: it went as application/json, which such servers refuse with 415). OpenAPI
            // 3.0.3 §4.7.13 / 3.1.0 §4.8.13: "content" names the media types the operation accepts; RFC 6839 §3.1: a
            // "+json" type is JSON text; RFC 9110 §8.3: Content-Type names the body's media type.
            if (!/^application\/json\s*(?:;|$)/i.test(json[0]) && !json[0].includes('*')) bodyType = json[0];
          }
          bodyRequired = rb.required === true;
        }
        const operationId = typeof op.operationId === 'string' ? op.operationId : `${method} ${path}`;
        const unsupported: string[] = [];
        // A body in another format than JSON (t-api F1: a form-encoded refund was built as a POST with no body, "Request
        // built"). OpenAPI 3.1.0, 4.8.13 Request Body Object: "content" maps media types to their schemas.
        if (op.requestBody !== undefined && body === null) {
          const rb = deref(root, op.requestBody, `${opPath}.requestBody`) as JsonObject;
          const types = Object.keys(rb.content as JsonObject);
          if (types.length && !types.some((t) => /json/i.test(t))) {
            unsupported.push(`Its request body is ${types.join(' or ')}; this demo builds JSON bodies only, so the request below has no body${rb.required === true ? ', and the service will refuse it' : ''}. Send the body in that format yourself`);
          }
        }
        // A cookie parameter (t-api F3: its value was typed and never sent): sent as a Cookie header, which a browser's
        // fetch drops (a forbidden request header, https://fetch.spec.whatwg.org/#forbidden-request-header).
        const cookies = parameters.filter((p) => p.in === 'cookie').map((p) => p.name);
        if (cookies.length) unsupported.push(`Its cookie ${cookies.length === 1 ? 'parameter' : 'parameters'} (${cookies.join(', ')}) ${cookies.length === 1 ? 'goes' : 'go'} in a Cookie header, which a browser's fetch drops; run the fetch code in Node, or use curl`);
        // The operation's own security overrides the document's (4.8.10 Operation Object, "security": "To remove a
        // top-level security declaration, an empty array can be used"; t-api F2: a public /health got the token).
        let opAuth: Auth | undefined;
        if (Array.isArray(op.security)) {
          const own = requirementAuth(root, op.security);
          opAuth = own.auth;
          if (own.missing) unsupported.push(own.missing);
        } else if (!Array.isArray(root.security) && requirementsNamed(root)) {
          // No requirement of its own and none at the top level, in a document that names requirements where it means
          // them: the operation needs no credentials (OpenAPI 3.0.3 §4.7.10 / 3.1.0 §4.8.10 Operation Object, "security":
          // the top-level declaration applies when the operation has none; §4.7.1 / §4.8.1: without one, nothing is
          // required). u-api F5: the real Petstore's placeOrder got the bearer token, and a public search was said to
          // need a session cookie.
          opAuth = null;
        } else {
          const missing = documentAuthMissing(root);
          if (missing) unsupported.push(missing);
        }
        const server = ownServer(op, item);
        operations.push({
          key: `${method.toUpperCase()} ${path}`,
          operationId,
          method: method.toUpperCase(),
          path,
          summary: typeof op.summary === 'string' ? op.summary : '',
          description: typeof op.description === 'string' ? op.description : '',
          parameters,
          body,
          bodyRequired,
          ...(bodyType ? {bodyType} : {}),
          ...(opAuth !== undefined ? {auth: opAuth} : {}),
          ...(unsupported.length ? {unsupported} : {}),
          ...(server ? {server} : {}),
        });
      }
    }
    if (operations.length === 0) throw new StructureError('$.paths', 'the document has no operations (get, post, ...) to choose from');
    const server = serverOf(root);
    // A placeholder in the server's host or path is said on load and beside each request (s56 u-api F12).
    const placeholder = serverPlaceholder(root, server.url);
    if (placeholder) {
      server.note = [server.note, placeholder.doc].filter(Boolean).join(' ');
      // An operation with its own servers does not use the root server (OpenAPI 3.0.3 §4.7.10 / 3.1.0 §4.8.10
      // Operation Object, "servers"), so the root's placeholder is not its problem.
      for (const o of operations) if (!o.server) o.unsupported = [...(o.unsupported ?? []), placeholder.op];
    }
    return {ok: true, doc: {title: root.info.title, version: root.info.version, serverUrl: server.url, serverNote: server.note, auth: authOf(root), operations, ...(server.query ? {serverQuery: server.query} : {})}};
  } catch (e) {
    if (e instanceof StructureError) {
      return {ok: false, error: {kind: 'structure', message: `Not a usable OpenAPI 3 document at ${e.path}: ${e.message}.`, path: e.path}};
    }
    throw e;
  }
}

/**
 * A server variable whose value is a placeholder for the reader's own (s56 u-api F12: Algolia-style
 * "https://{appId}-dsn.algolia.net" with default "ALGOLIA_APPLICATION_ID" became the host, and Build said "Request
 * built."). OpenAPI 3.0.3 §4.7.6 / 3.1.0 §4.8.6 (Server Variable Object): the default "SHALL be used for substitution"
 * when the reader gives none; without an enum the value is the reader's to give. A default is a placeholder when it is
 * missing (the variable's name is used), written in capitals joined by "_" ("ALGOLIA_APPLICATION_ID"), in angle
 * brackets or braces, starts with "your"/"my", or is the variable's own name. A variable with an enum is a real choice.
 */
const PLACEHOLDER_DEFAULT = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|<[^>]+>|\{[^}]+\}|(?:your|my)(?:[-_ ]|[A-Z]).*|x{3,}|changeme|placeholder)$/;
function serverPlaceholder(root: JsonObject, url: string): {doc: string; op: string} | null {
  const first = Array.isArray(root.servers) && isObject(root.servers[0]) ? (root.servers[0] as JsonObject) : null;
  if (!first || typeof first.url !== 'string') return null;
  const vars = isObject(first.variables) ? first.variables : {};
  const held = [...first.url.matchAll(/\{([^}]+)\}/g)].flatMap(([, name]) => {
    const v = vars[name];
    if (isObject(v) && Array.isArray(v.enum) && v.enum.length) return [];
    const given = isObject(v) && typeof v.default === 'string' ? v.default : null;
    if (given !== null && given !== name && !PLACEHOLDER_DEFAULT.test(given)) return [];
    return [{name, value: given ?? name}];
  });
  if (!held.length) return null;
  const which = held.map((h) => `${h.name} (“${h.value}”)`).join(' and ');
  return {
    doc: `The server URL "${first.url}" holds ${held.length === 1 ? 'a placeholder' : 'placeholders'} for ${which}, so requests go to ${url} until you put your own value in its place.`,
    op: `Its server address ${url} holds ${held.length === 1 ? 'a placeholder' : 'placeholders'} for ${which}, not a real value; this demo does not know yours, so replace ${held.length === 1 ? 'it' : 'them'} in the request below`,
  };
}

/**
 * The operations that share an operationId with `op` (u-api F18: GET and DELETE /books/{isbn} both "dup"; a click on
 * "Get a book" left the DELETE chosen and Build wrote it). OpenAPI 3.0.3 §4.7.10 / 3.1.0 §4.8.10 Operation Object: "The
 * id MUST be unique among all operations described in the API". The page tells operations apart by method and path
 * (OpenAPI 3.0.3 §4.7.9 Path Item Object: one operation per method on a path) and says so.
 */
export function sameOperationId(doc: ApiDocument, op: Operation): Operation[] {
  return doc.operations.filter((o) => o !== op && o.operationId === op.operationId);
}

/** A note for a document that repeats operationIds, said when it is loaded; null when every id is unique. */
export function repeatedIdsNote(doc: ApiDocument): string | null {
  const seen = new Map<string, string[]>();
  for (const o of doc.operations) seen.set(o.operationId, [...(seen.get(o.operationId) ?? []), o.key]);
  const repeated = [...seen.entries()].filter(([, keys]) => keys.length > 1);
  if (!repeated.length) return null;
  const said = repeated.slice(0, 3).map(([id, keys]) => `“${id}” is given to ${keys.join(' and ')}`).join('; ');
  return `The document repeats operationIds (${said}${repeated.length > 3 ? '; and more' : ''}), which OpenAPI requires to be unique, so this page tells those operations apart by method and path: check the method and path of the one you choose.`;
}

/** Words a reader might use for an operation: its id split into words, summary, description, path, parameters and body fields. */
export function operationText(op: Operation): string {
  const words = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_{}/-]+/g, ' ');
  const enums = (s: Schema) => (s.enum ?? []).map(String).join(' ');
  const fields = [...op.parameters.map((p) => `${p.name} ${p.description} ${enums(p.schema)}`), ...Object.entries(op.body?.properties ?? {}).map(([n, s]) => `${n} ${s.description ?? ''} ${enums(s)}`)];
  return [words(op.operationId), op.summary, op.description, words(op.path), METHOD_VERBS[op.method] ?? '', words(fields.join(' '))].join(' ');
}

/** Words readers use for what each method does; they count as the operation's words and (but "new") as its action words. */
const METHOD_VERBS: Record<string, string> = {
  GET: 'get list find show read',
  POST: 'create add new send',
  PUT: 'replace update set',
  PATCH: 'update change edit set',
  DELETE: 'delete remove erase destroy discard',
};

/**
 * Safe methods only read (RFC 9110, section 9.2.1, https://www.rfc-editor.org/rfc/rfc9110#section-9.2.1:
 * GET, HEAD, OPTIONS and TRACE are safe); every other method may change or delete data.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * The terms that say an operation's action: its method's verbs, the first word of its operationId and
 * of its summary ("removeGreenhouse", "Open or close the roof vents"), and the values its body sets
 * ("closed" for a ticket's status, so "close a ticket" names the update).
 */
export function actionTerms(op: Operation): Set<string> {
  const first = (s: string) => /^[\p{L}]+/u.exec(s.replace(/([a-z])([A-Z])/g, '$1 $2'))?.[0] ?? '';
  const values = Object.values(op.body?.properties ?? {}).flatMap((s) => (s.enum ?? []).map(String));
  // "new" finds creating operations, but "anything new about hive 7?" asks to read: it is no action word.
  const verbs = (METHOD_VERBS[op.method] ?? '').replace(/\bnew\b/, '');
  // Setting a field is its verb (S-C4): a body with an assignee or owner field is assigned.
  const fieldVerbs = Object.keys(op.body?.properties ?? {})
    .flatMap((n) => n.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}]+/u))
    .flatMap((w) => synonymsOf(singular(w)).filter((v) => WRITE_VERBS.has(v)));
  return new Set(tokenize([verbs, first(op.operationId), first(op.summary), ...values, ...fieldVerbs, ...stateVerbsOf(op)].join(' ')));
}

/**
 * The verbs a creating operation's collection is named after (u29b A-1: "book a suite" is POST /bookings, "Create a
 * booking"): a POST on a collection path whose last segment is a noun in -ing ("bookings", "shippings", "schedulings")
 * is done with that noun's verb ("book", "ship", "schedule"). Never a verb that asks to read ("listing", "reading").
 * Said by the reader only as the verb that opens the request (actionAsVerb), never as the noun ("bookings for GST-0042").
 */
export function nounVerbs(op: Operation): Set<string> {
  const verbs = new Set<string>();
  if (op.method !== 'POST') return verbs;
  const segments = op.path.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  const m = /^(\p{L}{3,}?)ings?$/iu.exec(last);
  if (!m) return verbs;
  const base = m[1].toLowerCase();
  for (const v of [base, `${base}e`, /(\p{L})\1$/u.test(base) ? base.slice(0, -1) : '']) {
    if (v && !READ_VERBS.has(v) && !METHOD_VERBS.GET.split(' ').includes(v)) verbs.add(v);
  }
  return verbs;
}

/**
 * Whether `text` (the request's opening) names a thing the operation's summary or description says it adds ("Adds a
 * public reply or an internal note to a ticket"), as it says it, before the item's id and a colon: "internal note on
 * TCK-5510: …" (s54 t-api F7: nothing was chosen, "no good match"). Never the item's own noun ("ticket on TCK-1: …").
 */
function addsDescribed(op: Operation, text: string): boolean {
  const says = `${op.summary} ${op.description ?? ''}`;
  if (op.method !== 'POST' || !/(?<![\p{L}])adds?(?![\p{L}])/iu.test(says)) return false;
  const parents = op.path.split('/').filter((x) => x && !x.startsWith('{')).map((x) => singular(x.toLowerCase()));
  const things = [...says.matchAll(/(?<![\p{L}])(?:a|an)\s+((?:\p{L}+\s+)?(\p{L}{4,}))(?=\s+(?:or|to|on)(?![\p{L}])|[,.;]|$)/giu)]
    .filter((m) => !parents.includes(singular(m[2].toLowerCase())))
    .flatMap((m) => [m[1], m[2]]);
  return things.some((t) => new RegExp(`^${escapeRe(t)}\\s+(?:on|to|for)\\s+[\\p{L}\\p{N}]+(?:[-_][\\p{L}\\p{N}]+)*\\s*:\\s*\\S`, 'iu').test(text));
}

/**
 * The verb a request opens with to create one of the things an item holds (issue 28, u31d F4: "comment on TCK-2001: …"
 * is POST /tickets/{ticketId}/comments, "invite kim@… to booking BK123456" is POST /room-bookings/{bookingId}/invitations):
 * for a POST on a collection under one item, the collection's noun in the singular said as a verb before "on", "to" or
 * "about" ("comment on", "note on"), or its verb when the noun is made from one in -ation ("invitation" → invite), then
 * the thing it acts on.
 */
export function itemNounVerb(op: Operation, request: string): boolean {
  const m = /\/\{[^}/]+\}\/([\p{L}_-]+)\/?$/u.exec(op.path);
  if (op.method !== 'POST' || !m) return false;
  const noun = singular(m[1].split(/[_-]+/).pop()?.toLowerCase() ?? '');
  if (noun.length < 4) return false;
  const {text} = opening(request);
  const derived = /ation$/.test(noun) ? `${noun.slice(0, -5)}e` : null;
  if (derived && new RegExp(`^${derived}(?![\\p{L}])\\s+\\S`, 'iu').test(text)) return true;
  if (new RegExp(`^${noun}\\s+(?:on|to|about)\\s+\\S`, 'iu').test(text)) return true;
  if (addsDescribed(op, text)) return true;
  // Or right before the item's own id, which the path's pattern takes ("invoice EV204411 for €300" for "Send an invoice
  // for a booking" where bookingRef is ^EV[0-9]{6}$; issue 28, u35f F7: nothing was chosen).
  const id = new RegExp(`^${noun}\\s+([\\p{L}\\p{N}]+(?:[-./_][\\p{L}\\p{N}]+)*)`, 'iu').exec(text)?.[1];
  return !!id && op.parameters.some((p) => {
    if (p.in !== 'path' || !p.schema.pattern) return false;
    try {
      return /\p{L}/u.test(id) && /\p{N}/u.test(id) && new RegExp(p.schema.pattern, 'u').test(id);
    } catch {
      return false;
    }
  });
}

/**
 * Terms that more than half of the operations share ("greenhouse" in a greenhouse API): the API's
 * common nouns. They say which API a request is for, never which operation; a match on them alone is weak.
 */
export function commonTerms(index: Bm25Index): Set<string> {
  const n = index.passages.length;
  if (n < 2) return new Set();
  return new Set([...index.postings].filter(([, list]) => list.length * 2 > n).map(([t]) => t));
}

/** The synonyms (SYNONYMS) of the words of an operation's path and field names that it does not use itself ("visit" for /appointments). */
function synonymText(op: Operation): string {
  const names = [op.path, ...op.parameters.map((p) => p.name), ...Object.keys(op.body?.properties ?? {})].join(' ');
  const words = names.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}]+/u);
  const own = new Set(words);
  return [...new Set([...words.flatMap((w) => synonymsOf(singular(w)).slice(1)), ...stateVerbsOf(op)])].filter((w) => !own.has(w)).join(' ');
}

/**
 * The verbs of the states a change sets (issue 28, u31b F10): for each allowed value of its body, the write verb whose
 * past form it is ("cancel" for cancelled, "submit" for submitted, "approve" for approved) or that sets it again
 * ("reopen" for open). Only verbs the assistant knows as changes (WRITE_VERBS); "close" and "closed" are one term already.
 */
function stateVerbsOf(op: Operation): string[] {
  const values = Object.values(op.body?.properties ?? {}).flatMap((s) => (s.enum ?? []).filter((e): e is string => typeof e === 'string'));
  // A verb whose last consonant the past form doubles ("shipped" → ship, u34f F5: "ship sales order SO-204117" found
  // nothing) is a verb for sure, known or not.
  const doubled = (e: string) => (/([b-df-hj-np-tv-z])\1ed$/i.test(e) ? [e.slice(0, -3).toLowerCase()] : []);
  return [...new Set(values.flatMap((e) => [...pastVerbs(e), `re${e}`].filter((v) => WRITE_VERBS.has(v)).concat(doubled(e))))];
}

/**
 * Whether `first`, the word a request opens with, is the verb of a state the operation sets: an allowed value of its body
 * in -ed is its past form ("solve" for solved, "ship" for shipped). Never a verb that reads ("list" for listed) or a
 * question word, and only for an operation that changes data.
 */
function stateVerbOpening(op: Operation, first: string): boolean {
  if (!first || SAFE_METHODS.has(op.method) || READ_VERBS.has(first) || QUESTION_WORDS.has(first) || METHOD_VERBS.GET.split(' ').includes(first)) return false;
  const values = Object.values(op.body?.properties ?? {}).flatMap((s) => (s.enum ?? []).filter((e): e is string => typeof e === 'string'));
  return values.some((e) => pastVerbs(e).includes(first));
}

/** The verbs an allowed value in -ed may be the past form of: "closed" → close, clos; "cancelled" → cancel; "submitted" → submit. */
/**
 * Past participles not in -ed, by the verb that sets them (issue 28, u32e F9: "withdraw my leave request LR-2026-017"
 * left status empty, though the status may be withdrawn, and built a PATCH with no body).
 */
const IRREGULAR_PAST: Record<string, string> = {
  withdrawn: 'withdraw', frozen: 'freeze', broken: 'break', taken: 'take', given: 'give', hidden: 'hide', chosen: 'choose',
  overridden: 'override', written: 'write', undone: 'undo', paid: 'pay', sent: 'send', sold: 'sell', held: 'hold', lost: 'lose',
  won: 'win', begun: 'begin', shut: 'shut', set: 'set', put: 'put', quit: 'quit', split: 'split', struck: 'strike', rewritten: 'rewrite',
};
function pastVerbs(value: string): string[] {
  const irregular = IRREGULAR_PAST[value.toLowerCase()];
  if (irregular) return [irregular];
  if (!/^\p{L}+ed$/u.test(value)) return [];
  const stem = value.slice(0, -2);
  const doubled = /([b-df-hj-np-tv-z])\1$/i.test(stem) ? [stem.slice(0, -1)] : [];
  return [...new Set([value.slice(0, -1), stem, ...doubled])].filter((v) => v.length >= 3);
}

export function indexOperations(doc: ApiDocument): Bm25Index {
  // The API's title is never an operation's word (u30a UAA-7: "Harbor Payments API" gave every operation "payment", so
  // "create a payment" matched "Create a customer" as well and only on words most operations held).
  return buildIndex(doc.operations.map((op) => ({id: op.key, text: `${operationText(op)} ${synonymText(op)}`, source: '', heading: op.summary})));
}

/**
 * A negation of a verb (u28y: "I would not delete ticket TCK-1042, only show it" ranked DELETE first): "not" after an
 * auxiliary ("do not", "would not", "must not"), the contracted forms ("don't", "won't", "shouldn't"), "cannot",
 * "never", "no need to", "without", and "not" right before an action verb or its -ing form ("not deleting anything").
 * A "not" before a value or a participle ("last name is not Smith", "not assigned to ana@…") is a filter the form
 * reads, and stays.
 */
const AUXILIARIES = 'do|does|did|would|will|should|could|can|must|shall|may|might';
/**
 * The request without what the reader says not to do: "do not delete anything, just show me book 7"
 * ranks as "just show me book 7". A negation ("not" after any word: "do not", "would not", "not deleting"; "don't",
 * "won't", "cannot", "never", "no need to", "without") covers the words after it up to the end of its clause (a
 * comma, semicolon, colon or full stop) or a
 * turn ("but", "just", "only", "instead", "rather").
 */
export function withoutNegated(given: string): string {
  // Quoted text is taken as written (issue 28, u31d F6): a "not" or "can't" inside quotes ("with the notes 'bring badge,
  // not laptop'") is part of the value, never a negation of the request. Each quote is held aside while the rest is read.
  const held: string[] = [];
  const request = given.replace(QUOTED, (q) => `\uE000${held.push(q) - 1}\uE001`);
  return negationsLeftOut(request).replace(/\uE000(\d+)\uE001/g, (_, i: string) => held[Number(i)]);
}

/** Quoted text: "…", “…”, ‘…’, and '…' whose quotes stand apart from letters ("can't" is no quote). */
const QUOTED = /"[^"]*"|“[^”]*”|‘[^’]*’|(?<![\p{L}])'[^']*'(?![\p{L}])/gu;
/** Where the request quotes text (QUOTED), as [start, end) spans. */
export function quotedSpans(request: string): Array<readonly [number, number]> {
  return [...request.matchAll(QUOTED)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
}

function negationsLeftOut(request: string): string {
  const stems = [...WRITE_VERBS].map((v) => v.replace(/e$/, '')).join('|');
  const NEGATION = new RegExp(
    String.raw`\b(?:(?:${AUXILIARIES})\s+not|(?:${AUXILIARIES.replace('will', 'wo').replace('can|', 'ca|')})n[’']?t|cannot|never|no\s+need\s+to|without|hold\s+off\s+on|rather\s+than|let[’']?s\s+not|not(?=\s+(?:${stems})(?:e|ing)?(?![\p{L}])))(?![\p{L}])[^,;:.!?]*?(?=[,;:.!?]|\s(?:but|just|only|instead|rather)\b|$)`,
    'giu',
  );
  // The negated clause goes, but a thing it names by id stays (u28n U8: "don't cancel shipment AP-4410, just tell me
  // where it is" is about shipment AP-4410). "delete nothing" and "nothing to delete" name no action either.
  const kept = (clause: string) =>
    [...clause.matchAll(/[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*/gu)]
      .filter((m) => /\p{N}/u.test(m[0]))
      .map((m) => {
        const noun = /(\p{L}+)\s+(?:(?:number|no\.?|#)\s*)?$/u.exec(textBefore(clause, m.index))?.[1];
        // The word right after the negation or "to" is the negated verb ("don't want to discontinue HAM-0001"), not the thing's noun.
        const verb = noun && /(?:^|\s)(?:to|not|never|without|cannot|on|than|\p{L}*n[’']?t)\s+\p{L}+\s+(?:(?:number|no\.?|#)\s*)?$/iu.test(textBefore(clause, m.index));
        return noun && !verb && !WRITE_VERBS.has(noun.toLowerCase()) ? `${noun} ${m[0]}` : m[0];
      })
      .join(' ');
  return takenBack(request, kept)
    // "show it to me first": "first" says when, never which (the list operation's "newest first"); 43a.
    .replace(/(?<![\p{L}])(it|them|me|us|this|that)\s+first(?![\p{L}])/giu, '$1')
    .replace(new RegExp(`\\b(?:${[...WRITE_VERBS].join('|')})\\s+nothing\\b|\\bnothing\\s+to\\s+(?:${[...WRITE_VERBS].join('|')})\\b`, 'gi'), ' ')
    .replace(NEGATION, (clause) => {
      // "parcels never shipped from the north depot": "never" before a state covers the state, and the "from/in/at
      // <value>" phrase after it is a filter the request asks for (issue 28, u33f F4), so it stays.
      const state = /^never\s+((?:(?!(?:from|in|at|for|with|of)(?![\p{L}]))[\p{L}\p{N}-]+\s+){1,3}?)(?=(?:from|in|at|for|with|of)\s)/iu.exec(clause);
      if (state && !WRITE_VERBS.has(state[1].trim().split(/\s+/)[0].toLowerCase())) return ` ${kept(state[0])} ${clause.slice(state[0].length)} `;
      return ` ${kept(clause)} `;
    });
}

/**
 * Words that take back what was said before them ("delete ticket TCK-1042, no wait, just show it"; 43a: "no no", "on
 * reflection", "I changed my mind", "forget about it", and "hold off" ending its clause).
 */
const TAKE_BACK =
  /(?<![\p{L}])(?:(?:actually|no|wait|please|oh|sorry)[,\s]+)*(?:(?:do\s+not|don[’']?t)(?:\s+(?:do\s+(?:it|that|this)|actually|bother))?(?=\s*(?:[,;:.!?…—–]|$))|(?:cancel|undo)\s+that(?=\s*(?:[,;:.!?…—–]|$))|no,?\s+wait|wait,?\s+no|no,?\s+no|actually,?\s+(?:no|never\s*mind)|never\s*mind|nevermind|scratch\s+that|forget\s+(?:about\s+)?(?:that|it)|on\s+second\s+thoughts?|on\s+reflection|(?:i[’']?ve\s+|i\s+)?changed?\s+my\s+mind|hold\s+off(?=\s*(?:[,;:.!?…—–]|$)))(?![\p{L}])/giu;

/** Words that may follow a take-back without asking for anything ("never mind, thanks"). */
const AFTER_TAKE_BACK = /^(?:[\s\p{P}]|please|thanks|thank\s+you|ok(?:ay)?|sorry|then|actually|after\s+all|for\s+now)*$/iu;

/**
 * The take-back that ends the request, as the reader wrote it (UAA-11, u30a: "delete ticket TCK-1234 — actually don't",
 * "delete customer cus_9, no, don't", "… wait, cancel that", "…, actually never mind"): when nothing but punctuation or
 * "please"/"thanks" follows the last take-back, the reader asked for nothing, and no operation is chosen. Null when
 * the request asks for something after its last take-back ("…, never mind, just show it") or has none.
 */
export function withdrawnBy(request: string): string | null {
  const last = [...request.matchAll(TAKE_BACK)].pop();
  if (!last || !AFTER_TAKE_BACK.test(request.slice(last.index + last[0].length))) return null;
  return last[0].trim();
}

/**
 * The request without what it takes back (u29f A-8): everything before the last take-back ("no wait", "actually no",
 * "never mind", "scratch that", "on second thought") goes, and so does a clause before one that ends in "instead"
 * ("delete ticket TCK-1042, show it instead") and the clause after "instead of" ("show it instead of deleting it").
 * The things the withdrawn part names by id stay, with their nouns (`kept`), so "show it" still knows which ticket.
 */
function takenBack(request: string, keptWithVerb: (clause: string) => string): string {
  // The clause's first word is its verb ("discontinue SKU-0042"), never the thing's noun.
  const kept = (clause: string) => {
    const verb = /^[\s\p{P}]*(\p{L}+)/u.exec(clause)?.[1];
    return keptWithVerb(clause).replace(verb ? new RegExp(`^${verb}(?![\\p{L}\\p{N}-])`, 'u') : /$^/, '');
  };
  let text = request;
  const last = [...text.matchAll(TAKE_BACK)].pop();
  // What follows the take-back is the request, and leads (UAA-5: "ticket 88 just show it" read as a list whose verb
  // was not first); the things named before it follow it.
  if (last) text = `${text.slice(last.index + last[0].length).replace(/^[\s,;:.!?…—–]+/u, '')} ${kept(text.slice(0, last.index))}`;
  text = text.replace(/(?<![\p{L}])instead\s+of\s+[^,;:.!?]*/giu, (clause) => ` ${kept(clause)} `);
  const insteadAt = /[,;:.!?…—–]\s*[^,;:.!?…—–]*(?<![\p{L}])instead(?![\p{L}])[^,;:.!?…—–]*[.!?]?\s*$/u.exec(text);
  if (insteadAt) text = `${kept(text.slice(0, insteadAt.index))} ${text.slice(insteadAt.index + 1)}`;
  return text;
}

export type RankedOperation = {operation: Operation; score: number; terms: string[]};

/** Edit distance where swapping two neighboring letters is one edit ("cancle" → "cancel"): the site's optimal string alignment, unbounded. */
const typingDistance = (a: string, b: string): number => editDistance(a, b, Number.POSITIVE_INFINITY);

/** Everyday words of requests that are spelled right though no API uses them. */
const EVERYDAY = new Set('apart except excluding besides please thanks thank where which there their these those would could should about never nothing anything something today tomorrow after before other still again really maybe right'.split(' '));
/**
 * Common English words that are never read as another word (u28p A3: "parcel" is no "cancel", "under" no "order",
 * "post" no "postcode"): a word spelled right is meant as written, and a write's action word made from one
 * would choose a change the reader did not ask for. A small list of frequent words near the words APIs use.
 */
const COMMON = new Set(
  ('under order older other offer after water later paper power parcel panel label level lever never cover cancel ' +
    'counter corner letter better matter master poster post postal mail email model metal total rental hotel ' +
    'place plate price prize pride print point paint plant plane phone photo party parts price store stone story ' +
    'share shape sharp sheet shift shirt short shown sound south space speed spend stand start state stock ' +
    'table taken taste teach thing think third those three throw tired title today token total touch tower ' +
    'track trade train treat trial truck trust under until upper usual value video visit voice waste watch ' +
    'wheel while white whole woman world worry write wrong years young brand bread break bring brown build ' +
    'close cloud coast count court cream crowd dance drive early earth empty enjoy enter event every exact ' +
    'field fight final first floor focus force frame fresh front fruit glass grand grant grass great green ' +
    'group guard guest guide happy heart heavy horse house human image issue judge large laugh learn leave ' +
    'light limit local lunch major march match maybe meant media metre money month motor mouth movie music ' +
    'night noise north novel nurse ocean often owner clean clear clock wines euros cents dollars').split(' '),
);

/**
 * The request with typing slips put right (u28n U8: "cancle my bookng") and a resource's synonym read as the
 * API's own noun ("reservation" where the API says booking): a lower-case word of five or
 * more letters that is neither a word of the API nor a verb readers use for an action is read as the one
 * API or action word within one edit (two from eight letters; a swap of two letters is one edit). Words
 * with digits or capitals (ids, names) are left alone, and so is a word with two candidates at the same distance,
 * a common English word (COMMON: "parcel", "under", "post" are meant as written) and any value (an e-mail, URL or id).
 */
const WORD_PREFIX = /^(?:re|un|pre|de|dis|co|sub|over|out|mis|up|in|non)$/;
export function correctTypos(doc: ApiDocument, request: string): {text: string; fixes: Array<[string, string]>} {
  const vocabulary = new Set<string>([...WRITE_VERBS, ...READ_VERBS, ...QUESTION_WORDS, ...Object.values(METHOD_VERBS).join(' ').split(' ')]);
  for (const op of doc.operations) for (const w of operationText(op).toLowerCase().split(/[^\p{L}]+/u)) if (w) vocabulary.add(w);
  const fixes: Array<[string, string]> = [];
  // Only plain words between values are read again (u28p A2: "ana.k@post.example" stays as typed): a word standing
  // alone between spaces, with at most sentence punctuation around it, outside quotes. A token with "@", ".", "/",
  // "-", "_" or a digit inside (an e-mail, a URL, an id, a number) is a value and is never changed.
  const quoted = [...request.matchAll(/"[^"]*"|“[^”]*”|‘[^’]*’|(?<!\p{L})'[^']*'(?!\p{L})/gu)].map((m) => [m.index, m.index + m[0].length] as const);
  const text = request.replace(/(?<=^|\s)[("'“‘]?(\p{Ll}{3,})[)"'”’]?[,;:!?.]*(?=\s|$)/gu, (token: string, word: string, at: number) => {
    if (quoted.some(([s, e]) => at >= s && at < e)) return token;
    const fixed = fixWord(word);
    return fixed === word ? token : token.replace(word, fixed);
  });
  return {text, fixes};

  function fixWord(word: string): string {
    if (vocabulary.has(word) || EVERYDAY.has(word) || vocabulary.has(singular(word))) return word;
    if (COMMON.has(word) || COMMON.has(singular(word))) return word;
    // An inflected API word is meant as written ("archived" is no "archive": "status archived" names a state).
    if (/(?:ed|ing)$/.test(word) && [1, 2, 3].some((n) => vocabulary.has(word.slice(0, -n)))) return word;
    // A verb whose past form is an API word is meant as written (issue 28, u31d F4: "solve TCK-2001" was read as
    // "solved TCK-2001", a state, and got the list of solved tickets): "solve" sets the state "solved".
    if (vocabulary.has(`${word}d`) || vocabulary.has(`${word}ed`) || vocabulary.has(`${word}${word.slice(-1)}ed`)) return word;
    // A synonym the API does not use is read as the one it does ("reservation" → booking, "parcel" → shipment).
    const synonym = synonymsOf(singular(word)).slice(1).find((w) => vocabulary.has(w));
    if (synonym) {
      fixes.push([word, synonym]);
      return synonym;
    }
    if (word.length < 5) return word;
    // A whole word inside an API word with a prefix before it is meant as written (u29s A28: "schedule" is no slip
    // for "reschedule", "assign" none for "reassign"): the prefix changes the meaning, it is no letter left out.
    if ([...vocabulary].some((v) => v.length > word.length && v.endsWith(word) && WORD_PREFIX.test(v.slice(0, -word.length)))) return word;
    const limit = word.length >= 8 ? 2 : 1;
    let best: string[] = [];
    let bestDistance = limit + 1;
    for (const v of vocabulary) {
      if (v.length < 4 || Math.abs(v.length - word.length) > limit) continue;
      const d = typingDistance(word, v);
      // Only words within the limit are candidates (u28p A3: a tie at the limit plus one let "parcel" become "cancel").
      if (d > limit) continue;
      if (d < bestDistance) [best, bestDistance] = [[v], d];
      else if (d === bestDistance) best.push(v);
    }
    // "shipmnt" is as near "shipment" as "shipments": one word in two forms is one candidate.
    if (best.length === 0 || new Set(best.map(singular)).size !== 1) return word;
    const fix = best.sort((a, b) => a.length - b.length)[0];
    fixes.push([word, fix]);
    return fix;
  }
}

/** Phrases whose words mislead a word match: "get rid of" is a removal, not a GET; "ones" is no "one". */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bget\s+rid\s+of\b/gi, 'remove'],
  // "ones" stands for the request's own noun ("all tickets except closed ones"), never "Get one ticket" (u29b A-3).
  [/\bones\b/gi, ' '],
  // "mark TCK-1042 as solved" sets a state (issue 28, u31b F5): said plainly as "set", a verb that changes data, so the
  // read filtered by the state is never chosen for it.
  [/^(\s*(?:please\s+)?)mark(?=\s[^,;.!?]*?\bas\s+\p{L})/iu, '$1set'],
  // So do "mark purchase order PO-204417 approved" and "put TCK-2210 on pending": the item's id, then the state (issue 28,
  // u36f F5: both got a read).
  [/^(\s*(?:please\s+)?)mark(?=\s[^,;.!?]*?(?<![\p{L}\p{N}])\p{L}[\p{L}-]*\p{N}[\p{L}\p{N}-]*\s+\p{L})/iu, '$1set'],
  [/^(\s*(?:please\s+)?)put(?=\s[^,;.!?]*?(?<![\p{L}\p{N}])\p{L}[\p{L}-]*\p{N}[\p{L}\p{N}-]*\s+(?:on|to|in|into|back\s+to|back\s+on)\s+\p{L})/iu, '$1set'],
];

/**
 * A link or path the reader pastes ("https://shop.example/orders/42", "www.shop.example/returns", "/orders/42"):
 * its words name the site's pages, never the operation the reader asks for (s39 A-R1).
 */
const LINKS = /(?:\bhttps?:\/\/|\bwww\.)[^\s"'“”‘’<>()]+|(?<![\p{L}\p{N}./_-])\/[\p{L}\p{N}_{}.-]+(?:\/[\p{L}\p{N}_{}.-]*)*(?:\?[^\s"'“”‘’<>()]*)?/gu;

/** The request with misleading phrases put plainly, and without the links and paths it pastes (LINKS). */
export function plainRequest(request: string): string {
  return PHRASES.reduce((text, [re, plain]) => text.replace(re, plain), request).replace(LINKS, ' ');
}

/** Whether the request names the operation's action (always true for a safe operation). */
export function namesAction(op: Operation, terms: readonly string[]): boolean {
  if (SAFE_METHODS.has(op.method)) return true;
  const actions = actionTerms(op);
  return terms.some((t) => actions.has(t));
}

/**
 * Operations ranked for a request with BM25, best first, in score order (u28i U2: a 0.16 GET listed
 * above a 2.06 PATCH read as a ranking error). Safety is in the choice, not the order: an operation
 * that changes data (DELETE, PUT, PATCH, POST) is never chosen unless the request names its action
 * (operationMatch), and the page marks it "changes data".
 */
export function rankOperations(doc: ApiDocument, index: Bm25Index, request: string, k = 5): RankedOperation[] {
  return search(index, plainRequest(request), k).map((hit) => ({
    operation: doc.operations.find((op) => op.key === hit.passage.id) as Operation,
    score: hit.score,
    terms: hit.terms,
  }));
}

/**
 * Verbs that ask to change data when they lead a request ("update the due date of loan 5", "please
 * extend my permit"). "open", "book" and "post" are left out: they are as often adjectives or nouns
 * ("open tickets", "book details").
 */
const WRITE_VERBS = new Set(
  ('update change edit modify set reset rename move delete remove erase cancel revoke withdraw terminate stop close reopen create add make ' +
    'register apply submit reserve borrow lend return renew extend postpone reschedule assign reassign unassign refund pay charge send upload replace ' +
    'approve reject archive restore block unblock lock unlock enable disable activate deactivate suspend issue transfer retire ' +
    // Verbs that create (u29s A7). "book" and "open" are not here: they name a noun or a state as often ("booking
    // BKG-1", "open tickets"); an operation whose summary starts with them has them as its action (actionAsVerb).
    'schedule place ' +
    // "buy jetbrains licenses, 3 seats" asks to buy (issue 28, u35f F6: it got the list of licenses).
    'buy').split(' '),
);
/** Write verbs that are as often nouns ("which issues are open?", "what are the charges?"): only a leading one says write. */
const NOUNS_TOO = new Set('issue return charge transfer block set lock stop refund pay change move close update record'.split(' '));
/** The write verbs as terms, to find one anywhere in a request ("show booking 4 and cancel it"). */
const WRITE_TERMS = new Set(tokenize([...WRITE_VERBS].filter((v) => !NOUNS_TOO.has(v)).join(' ')));
/** Words that open a question: a request that starts with one asks for information ("can members renew a loan twice?"). */
const QUESTION_WORDS = new Set('can could may might must should is are am was were do does did will would shall has have had what why when how which who whom whose where whether'.split(' '));
/** Openings that ask whether something may or can be done: "can I …", "could we …", "is it possible to …", "am I allowed to …". */
const ASKS_IF_ALLOWED =
  /^[\s,;.:!?]*(?:(?:please|hi|hello|hey|ok|okay|so)\b[\s,!]*)*(?:(?:can|could|may|might|must|should|shall)\s+(?:i|we|one|someone|anyone|users?|members?|customers?|staff)\b|(?:is|would)\s+it\s+(?:be\s+)?(?:possible|allowed|ok|okay)\s+to\b|(?:am\s+i|are\s+we|is\s+one)\s+(?:allowed|able|permitted)\s+to\b|is\s+there\s+(?:a|any)\s+way\s+to\b)/i;
/** Openings that put the reader's own action after them: "please", "I want to", "can you", "how do I"… */
const LEAD_INS =
  /^(?:(?:please|pls|kindly|hi|hello|hey|ok|okay|so|now|just|and|then)\b[\s,!]*|(?:i|we)\s+(?:want|need|would\s+like|wish|have)\s+to\s+|i['’]d\s+like\s+to\s+|(?:let\s+me|help\s+me(?:\s+to)?)\s+|(?:can|could|would|will)\s+you(?:\s+please)?\s+|(?:can|could|may|might)\s+(?:i|we)(?:\s+please)?\s+|how\s+(?:do|can|should|would)\s+(?:i|we)\s+|how\s+to\s+)/i;

/** Verbs that ask to see data when they lead a request ("show damaged orders", "list express parcels"). */
const READ_VERBS = new Set('show list display view find search see lookup browse'.split(' '));

/** The request after its lead-ins ("please", "I want to"…): its first word (lower case), the text from there, and whether a lead-in came first. */
function opening(request: string): {first: string; text: string; ledIn: boolean} {
  let text = plainRequest(request).trim().replace(/^[\s,;.:!?]+/, '');
  let ledIn = false;
  for (let m = LEAD_INS.exec(text); m && m[0]; m = LEAD_INS.exec(text)) {
    text = text.slice(m[0].length).trimStart();
    ledIn = true;
  }
  return {first: /^[\p{L}]+/u.exec(text)?.[0].toLowerCase() ?? '', text, ledIn};
}

/**
 * The thing a request that opens with a verb acts on, as a term of the API (u28s: "erase the pets of owner 17" is about
 * pets): the words after the verb up to the end of its object ("of", "to", "for", a comma…, PHRASE_END, or a value), those
 * the API uses, the head last ("a rabies vaccination" → rabies, vaccination; "the pets belonging" → pets; "hive
 * measurements" → hive, measurement). Empty when none is the API's.
 */
export function requestObject(index: Bm25Index, request: string): string[] {
  const {first, text} = opening(request);
  // The object ends where its value starts ("deal 12 as won"), or at PHRASE_END.
  const rest = text.slice(first.length).replace(/[’']s\b/g, '').replace(/\s\S*\d[^]*$/u, '');
  const end = PHRASE_END.exec(rest);
  const words = (end ? rest.slice(0, end.index) : rest).split(/[^\p{L}]+/u).filter(Boolean);
  const terms = words.map((w) => tokenize(w)[0]).filter((t): t is string => t !== undefined && index.postings.has(t) && !METHOD_TERMS.has(t));
  return terms;
}

/**
 * What a request asks, from how it opens: "write" when its first verb (after "please", "I want to",
 * "can you", "how do I"…) changes data, "question" when it is a question about something else
 * ("can members renew a loan twice?", "which books by … do you have?"), otherwise null.
 */
export function requestIntent(request: string): 'write' | 'question' | 'read' | null {
  // "can I delete a receipt?", "could we remove …", "is it possible to reject …" ask whether a change can be done, never
  // to do it (issue 28, u31d F2): the question opening counts before the verb after it. "can you delete …" stays a request.
  if (ASKS_IF_ALLOWED.test(plainRequest(request))) return 'question';
  const {first, ledIn, text} = opening(request);
  if (WRITE_VERBS.has(first)) return 'write';
  // "open a work order for …", "request vacation for …" ask for something new (issue 28, u32e F4: both got the list
  // filtered by them); "open tickets" and "requests of EMP0042" stay reads. "scrap", "wipe" and "purge" remove.
  if (first === 'open' && /^open\s+(?:a|an|new)\s/i.test(text)) return 'write';
  if (first === 'request' && /^request\s+(?:(?:a|an|new|some)\s|(?!(?:status|details|history|list|of|for)\b)\p{L}+(?<!s)\s+(?:\p{L}+\s+)?(?:for|from|on)\b)/iu.test(text)) return 'write';
  if (/^(?:scrap|wipe|purge)$/.test(first)) return 'write';
  // "purchase 2 seats of jetbrains", "purchase jetbrains licenses" ask to buy; "purchase orders from SUP-0042",
  // "purchase history" name a thing that is bought, as a noun.
  if (first === 'purchase' && !/^purchase\s+(?:orders?|history|histories|requests?|requisitions?|prices?|records?|invoices?|lists?|dates?|amounts?|totals?|costs?|limits?|details?|numbers?|ids?)(?![\p{L}])/iu.test(text) && /^purchase\s+\S/i.test(text)) return 'write';
  if (!ledIn && QUESTION_WORDS.has(first)) return 'question';
  if (READ_VERBS.has(first)) return 'read';
  return null;
}

export type OperationMatch = {
  good: boolean;
  reason: 'words' | 'common' | 'action' | 'read' | 'question' | 'look' | 'object' | 'bulk' | 'tie' | 'verb' | 'existing' | null;
  /** For 'existing': the item the request names, which the operation would not change but create anew ("booking BK123456"). */
  item?: string;
  /** For 'object': the thing the request is about, and the operation's own object ("pet" against "owner"). */
  object?: {asked: string; own: string};
  /** For 'verb': the request's word where its action would be, which the assistant does not read ("trash", "fermer"). */
  word?: string;
};

/** Words that end the object of a summary's verb: "Delete an owner and all their pets" → "an owner". */
const PHRASE_END = /\s(?:and|or|but|for|to|with|of|from|in|on|at|by|into|onto|about|after|before|without|that|which|who|whose|including)\b|[,;:.(]/i;

/**
 * An operation's own object (u28s S-C1): the last path segment that is not a parameter ("/owners/{ownerId}" →
 * owners), the object of its summary's verb, read as its last word ("Register a new pet owner" → owner; "Delete an
 * owner and all their pets" → owner, never pets), and the summary's verb itself when it is no method verb ("Refund
 * an order", "Reply to a ticket": the request names it by that word), and the names of the fields it sets other than
 * references to other objects ("promoCode", never "petId"). As terms.
 */
export function ownObjectTerms(op: Operation): Set<string> {
  const own = new Set<string>();
  const segment = op.path.split('/').filter((s) => s && !s.startsWith('{')).pop();
  if (segment) for (const t of tokenize(segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '))) own.add(t);
  // The fields it sets are its own object's ("change the promo code" is the cart's PATCH with promoCode), but not a
  // reference to another object ("petId" in "Book a visit") nor a path value.
  const fields = [...op.parameters.filter((p) => p.in !== 'path').map((p) => p.name), ...Object.keys(op.body?.properties ?? {})];
  for (const f of fields.filter((n) => !/(?:Id|_id|ID)$/.test(n))) {
    // With the verbs that set them (SYNONYMS): "assign" sets an assignee.
    const words = f.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().split(' ');
    for (const t of tokenize([...words, ...words.flatMap((w) => synonymsOf(singular(w)).filter((v) => WRITE_VERBS.has(v)))].join(' '))) own.add(t);
  }
  const summary = op.summary.replace(/[’']s\b/g, '');
  const verb = /^\s*([\p{L}]+)/u.exec(summary);
  if (verb) {
    for (const t of tokenize(verb[1])) own.add(t);
    const rest = summary.slice(verb[0].length);
    const end = PHRASE_END.exec(rest);
    const phrase = (end ? rest.slice(0, end.index) : rest).trim();
    // Every noun of the object counts, not only its head: "Adjust the stock level of an item" adjusts a stock (u29b A-5).
    for (const t of tokenize(phrase)) own.add(t);
  }
  return own;
}

/**
 * Whether a data-changing operation is about what the request is about (u28s S-C1: "delete my pet" chose
 * DELETE /owners/{ownerId}, "Delete an owner and all their pets"). The request's matched words other than the
 * methods' verbs must include one of the operation's own object terms (ownObjectTerms); a noun that appears only
 * elsewhere in its summary or description never qualifies. Returns null when it is, or the request's noun and
 * the operation's own object when it is not.
 */
export function otherObject(op: Operation, request: string, terms: readonly string[], object: readonly string[] = []): {asked: string; own: string} | null {
  const own = ownObjectTerms(op);
  // "internal note on TCK-5510: …" names a thing the operation says it adds (addsDescribed; s54 t-api F7).
  if (addsDescribed(op, opening(request).text)) return null;
  // The words right after the verb decide when the API has them: one of them must be the operation's own object or a
  // thing its path names ("erase the pets of owner 17": pets, and DELETE /owners/{ownerId} names only owners; "unlock
  // locker 5" is the locker's /door; "delete hive measurements" names the hive).
  const path = tokenize(op.path.replace(/\{[^}]*\}/g, ' ').replace(/[/_-]+/g, ' '));
  // A value the operation's body sets names what it acts on too ("book a suite" for a booking whose roomType is suite).
  const values = new Set(tokenize(Object.values(op.body?.properties ?? {}).flatMap((s) => (s.enum ?? []).map(String)).join(' ')));
  // A synonym of its own object is its object too (u29s A7: "book a visit" for "Book a vet appointment").
  const ownOrPath = (t: string) => own.has(t) || path.includes(t) || values.has(t);
  const orSynonym = (fits: (t: string) => boolean) => (t: string) => fits(t) || synonymsOf(t).some((w) => fits(tokenize(w)[0] ?? w));
  // An operation on the items of a sub-collection ("Remove a line item": DELETE /purchase-orders/{poId}/line-items/{lineNo})
  // never acts on the parent the request names (issue 28, u31b F1: "delete purchase order PO-2041" chose it): when the
  // request's object names the parent's segments only, none of the sub-collection's own words, it is about the parent.
  const nested = subCollection(op.path);
  // A request that names the sub-collection anywhere is about it, also as its verb ("refund order 12" for POST
  // /orders/{id}/refunds).
  const namesSub = tokenize(plainRequest(request)).some((t) => nested?.own.includes(t));
  // Whatever the nouns (issue 28, u31d F1: "delete stock transfer ST-00123" chose "Remove a transfer line", whose
  // "transfer line" shares "transfer"): an operation whose path ends in one more path value after the sub-collection
  // ("/stock-transfers/{transferId}/transfer-lines/{lineNo}") acts on one of its items, so a request that gives no value
  // for that last path value and never says the sub-collection's own head noun ("line") is about the parent.
  // "line" of "line items" is its own word too (issue 28, u34f F1: "remove the KBD-2041 line from SO-204117" names a
  // line, with an article's id where the line number would be): any word of the sub-collection that its parent lacks.
  const head = nested?.own[nested.own.length - 1];
  const saysOwn = nested !== null && tokenize(plainRequest(request)).some((t) => nested.own.includes(t) && !nested.parent.includes(t));
  if (nested && head && actsOnOne(op) && !saysOwn) {
    const last = /\{([^}]+)\}\/?$/.exec(op.path)?.[1];
    const filled = valuesFromRequest(formFields(op), request);
    if (last && !filled.some((v) => v.id === `path:${last}`)) {
      const parentWords = object.filter((t) => nested.parent.includes(t));
      const parentName = (parentWords.length ? parentWords.map((t) => requestWordFor(request, t) ?? t) : op.path.split('/').filter((x) => x && !x.startsWith('{'))[0].split(/[_-]+/))
        .join(' ')
        .toLowerCase()
        .split(' ')
        .map((w, i, all) => (i === all.length - 1 ? singular(w) : w))
        .join(' ');
      return {asked: parentName, own: nested.name};
    }
  }
  // A change on a part of one item, named by a singular segment after its path value ("Unlock an issue": DELETE
  // /repos/{owner}/{repo}/issues/{issue_number}/lock), is never made for a request that names neither that part nor the
  // operation's own verb nor a value it sets: "delete issue 12" asks to delete the issue (s56 v-api F1); subCollection
  // leaves such singular parts out, since "unlock locker 5" is the locker's /door.
  const part = trailingPart(op.path);
  if (part && object.some((t) => part.parent.includes(t) && !part.own.includes(t))) {
    const said = tokenize(plainRequest(request));
    const summaryVerb = tokenize(/^\s*([\p{L}]+)/u.exec(op.summary)?.[1] ?? '').filter((t) => !METHOD_TERMS.has(t));
    const fits = (t: string) => part.own.includes(t) || summaryVerb.includes(t) || values.has(t);
    if (!said.some(orSynonym(fits))) {
      const asked = object.filter((t) => part.parent.includes(t)).map((t) => requestWordFor(request, t) ?? t).join(' ').toLowerCase();
      return {asked: asked.split(' ').map((w, i, all) => (i === all.length - 1 ? singular(w) : w)).join(' '), own: part.name};
    }
  }
  if (nested && object.length > 0 && !namesSub) {
    const parentOnly = (t: string) => nested.parent.includes(t) && !nested.own.includes(t);
    const ownWords = (t: string) => nested.own.includes(t) || values.has(t) || (own.has(t) && !nested.parent.includes(t) && !METHOD_TERMS.has(t));
    if (!object.some(orSynonym(ownWords)) && object.some(parentOnly)) {
      const asked = object.map((t) => requestWordFor(request, t) ?? t).join(' ').toLowerCase();
      return {asked: asked.split(' ').map((w, i, all) => (i === all.length - 1 ? singular(w) : w)).join(' '), own: nested.name};
    }
  }
  // A new item of a sub-collection ("Add a line item to a purchase order") is never made for a request whose object is
  // only one of its fields ("add a note to purchase order PO-2041", where the order has a note too) and that fills none
  // of the fields a new item needs: the request is about the parent (issue 28, u31d F4, own variant).
  if (nested && op.method === 'POST' && !actsOnOne(op) && !namesSub && object.length > 0 && !object.some((t) => nested.own.includes(t) || values.has(t))) {
    const needed = (op.body?.required ?? []).map((n) => `body:${n}`);
    const filled = valuesFromRequest(formFields(op), request);
    if (needed.length > 0 && !filled.some((v) => needed.includes(v.id))) return {asked: singular((requestWordFor(request, object[object.length - 1]) ?? object[object.length - 1]).toLowerCase()), own: nested.name};
  }
  if (object.some(orSynonym(ownOrPath))) return null;
  const nouns = object.length ? [object[object.length - 1]] : terms.filter((t) => !METHOD_TERMS.has(t));
  // With no object after the verb ("add 30 units to ABC-0012 after a recount"), a matched word that is the operation's
  // own or a value its body sets ("recount", a reason of the stock adjustment) says it is about this operation.
  if (nouns.length === 0 || (!object.length && nouns.some((t) => own.has(t) || values.has(t)))) return null;
  // With no object after the verb, values for the operation's own fields say so as well (issue 28, u31b F4: "add 40
  // pieces of BLT-0042 to purchase order PO-2041" gives a line item its quantity; "Create a purchase order" has no place
  // for it): a field of its own that the request fills, never a path value or a reference to another object.
  if (!object.length && fillsOwnField(op, request)) return null;
  const word = (stem: string) => requestWordFor(request, stem) ?? stem;
  const ownWord = [...own].find((t) => !METHOD_TERMS.has(t)) ?? '';
  const ownText = operationText(op).split(/[^\p{L}]+/u).find((w) => w && tokenize(w)[0] === ownWord)?.toLowerCase() ?? ownWord;
  return {asked: singular(word(nouns[0]).toLowerCase()), own: singular(ownText)};
}

/**
 * The sub-collection a path acts on (issue 28, u31b F1): its last literal segment when a path value comes before it and
 * it is a collection, that is, a path value follows it or it is plural ("/purchase-orders/{poId}/line-items/{lineNo}",
 * "/tickets/{id}/comments"; never the singleton "/lockers/{lockerId}/door"). Its terms, the terms of the literal
 * segments before it (the parent), and its name in singular words ("line item"). Null for any other path.
 */
function subCollection(path: string): {own: string[]; parent: string[]; name: string} | null {
  const segments = path.split('/').filter(Boolean);
  const literal = (s: string) => !s.startsWith('{') && !/^v\d+$/i.test(s);
  const at = segments.map(literal).lastIndexOf(true);
  if (at < 1 || !segments.slice(0, at).some((s) => s.startsWith('{'))) return null;
  const last = segments[at];
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().split(' ').filter(Boolean);
  const plural = singular(words[words.length - 1] ?? '') !== words[words.length - 1];
  if (at === segments.length - 1 && !plural) return null;
  const parent = tokenize(segments.slice(0, at).filter(literal).join(' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '));
  const name = words.map((w, i) => (i === words.length - 1 ? singular(w) : w)).join(' ');
  return {own: tokenize(words.join(' ')), parent, name};
}

/** A singular part after an item's path value ("/issues/{issue_number}/lock" → lock of issues), or null (s56 v-api F1). */
function trailingPart(path: string): {own: string[]; parent: string[]; name: string} | null {
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  if (segments.length < 3 || last.startsWith('{') || !segments[segments.length - 2].startsWith('{')) return null;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().split(' ').filter(Boolean);
  if (words.length === 0 || singular(words[words.length - 1]) !== words[words.length - 1]) return null;
  const parent = tokenize(segments.slice(0, -2).filter((x) => !x.startsWith('{') && !/^v\d+$/i.test(x)).join(' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '));
  return parent.length ? {own: tokenize(words.join(' ')), parent, name: words.join(' ')} : null;
}

/** Whether the request fills a field the operation sets on its own object: a query or body field, never a path value nor an id of another object ("petId"). */
function fillsOwnField(op: Operation, request: string): boolean {
  const fields = formFields(op).filter((f) => f.location !== 'path' && !/(?:Id|_id|ID)$/.test(f.name));
  return fields.length > 0 && valuesFromRequest(fields, request).length > 0;
}

/** Determiners after a leading verb ("open a ticket", "book the visit"): the word before them is said as a verb. */
const DETERMINER = /^(?:a|an|the|my|our|your|his|her|their|this|that|these|those|one|new)$/i;

/**
 * Whether the request says the operation's action as a verb (issue 28, s41 a3), not only a word that shares its term:
 * a word in an excluded span ("tickets that are not closed", "all tickets but closed") never counts, nor a past form
 * used as a state ("closed tickets", "tickets that are closed": "closed" is a status value). A write verb or a method
 * verb ("close ticket TCK-1042", "delete owner 17", "get rid of" read as remove) counts, and so does a value set after
 * "as" or "to" ("mark deal 12 as won"); another action word of the operation (its summary's first
 * word or a value its body sets, "open", "book", "solve") counts only when it opens the request and is not followed by
 * a plural noun ("open a ticket", "solve ticket TCK-1042"; never "open tickets").
 */
function actionAsVerb(op: Operation, said: string): boolean {
  if (itemNounVerb(op, said)) return true;
  const request = plainRequest(said);
  const actions = actionTerms(op);
  const spans = excludedSpans(request);
  const verbs = new Set([...WRITE_VERBS, ...Object.values(METHOD_VERBS).join(' ').split(' ')]);
  const first = opening(request).first;
  const words = [...request.matchAll(/\p{L}+/gu)];
  const ofNoun = nounVerbs(op);
  const bodyValues = new Set(Object.values(op.body?.properties ?? {}).flatMap((p) => (p.enum ?? []).filter((e): e is string => typeof e === 'string').map((e) => e.toLowerCase())));
  const summaryFirst = /^\p{L}+/u.exec(op.summary ?? '')?.[0].toLowerCase();
  return words.some((m, i) => {
    const word = m[0].toLowerCase();
    const term = tokenize(word)[0];
    if (!term || (!actions.has(term) && !ofNoun.has(word))) return false;
    const at = m.index ?? 0;
    if (within(spans, at, at + word.length)) return false;
    if (verbs.has(word)) return true;
    // A value the request sets after its verb: "mark deal 12 as won", "set it to closed".
    if (/^(?:as|to)$/i.test(words[i - 1]?.[0] ?? '') && i > 1) return true;
    if (/ed$/.test(word)) return false;
    // A value a create's body takes that is no verb ("parental leave requests", "sick leave requests between …") names a
    // kind, never the action ("open ticket TCK-1042 again" still sets the state) (issue 28, u32e F2: the create was chosen with no verb); the summary's own first word still counts.
    if (op.method === 'POST' && bodyValues.has(word) && word !== summaryFirst) return false;
    if (word !== first || words.findIndex((w) => w[0].toLowerCase() === first) !== i) return false;
    const next = words[i + 1]?.[0] ?? '';
    // A quantity after it ("log 7.5 hours on PRJ-0711", u34f F5: the operation "Log time on a project" was never chosen)
    // makes the word a verb: a number of things is what it acts with.
    const between = request.slice(at + word.length, words[i + 1]?.index ?? request.length);
    if (/^\s+\d+(?:[.,]\d+)?\s+$/.test(between) && next) return true;
    // A plural-looking word that starts the operation's own object ("ship sales order SO-204117": sales orders) is its object.
    const own = ownObjectTerms(op);
    const term2 = tokenize(words[i + 2]?.[0] ?? '')[0];
    if (next && own.has(tokenize(next)[0] ?? '') && term2 !== undefined && own.has(term2)) return true;
    // So is a kind the body takes before it ("buy jetbrains licenses": "jetbrains" is a product; issue 28, u35f F6).
    if (next && bodyValues.has(next.toLowerCase()) && term2 !== undefined && own.has(term2)) return true;
    return DETERMINER.test(next) || !/[^s]s$/i.test(next);
  });
}

/** The word of the request that has the given term. */
function requestWordFor(request: string, term: string): string | null {
  return request.split(/[^\p{L}]+/u).find((w) => w && tokenize(w)[0] === term) ?? null;
}

/**
 * Whether a ranked operation clearly matches the request: it shares most of the request's words
 * (kit/match.ts, counting only the words that say what to do), at least one of them is not one of
 * the API's common nouns (a word the reader uses for the method, such as "show", counts), an
 * operation that changes data has its action named and does not answer a question (u28i U2: "can
 * members renew a loan twice?" asks about a rule), and a request that says to change something is
 * not answered by an operation that only reads ("update the due date of loan 5" is no GET). `reason`
 * says what is missing.
 */
/** Whether a question asks about a change: its first word after the question opening is a verb that changes data. */
/**
 * "can patients book a video appointment?", "could the clinic cancel AP-0049210?": a modal, a subject other than "you"
 * (one or two words) and a verb that changes data ask whether that change can be made (issue 28, u34f F4: the list of
 * appointments was chosen). After a subject, "book" and "open" are verbs, never a noun or a state.
 */
const MODAL_SUBJECT = /^[\s,;.:!?]*(?:can|could|may|might|must|should|shall)\s+(?!you\b)(\p{L}+)\s+(?:(?:still|also|ever)\s+)?(\p{L}+)(?:\s+(?:(?:still|also|ever)\s+)?(\p{L}+))?/iu;
const CHANGE_ASKED = (word: string | undefined) => word !== undefined && (WRITE_VERBS.has(word.toLowerCase()) || /^(?:book|open)$/i.test(word));
function asksAboutChange(request: string): boolean {
  const asked = MODAL_SUBJECT.exec(plainRequest(request));
  if (asked && (CHANGE_ASKED(asked[2]) || (!CHANGE_ASKED(asked[1]) && CHANGE_ASKED(asked[3])))) return true;
  const m = ASKS_IF_ALLOWED.exec(plainRequest(request));
  if (!m) return false;
  const rest = plainRequest(request).slice(m[0].length).trim().replace(/^(?:please|still|also|ever|just)\s+/i, '');
  const first = /^[\p{L}]+/u.exec(rest)?.[0].toLowerCase() ?? '';
  return WRITE_VERBS.has(first);
}
/** A yes/no question whether people may take or get something: "can employees take …?", "do staff get …?". */
const ASKS_ABOUT_RULE = /^[\s,;.:!?]*(?:can|could|may|do|does|are|is)\s+(?:(?:all|our|the)\s+)?(?:employees?|staff|workers?|people|users?|members?|customers?|managers?|everyone|anyone|we|i)\s+(?:still\s+|also\s+)?(?:take|get|have|use|claim|receive|allowed|able|entitled|eligible)\b/i;
/** A how-to question: "how do I …", "how can we …", "how to …". */
const HOW_TO = /^[\s,;.:!?]*(?:(?:please|hi|hello|hey|ok|okay|so)\b[\s,!]*)*how\s+(?:(?:do|does|can|could|should|would|may|might|shall)\s+(?:i|we|you|one|someone)|to)\b/i;
export function operationMatch(index: Bm25Index, request: string, ranked: Pick<RankedOperation, 'operation' | 'terms'>): OperationMatch {
  const common = commonTerms(index);
  // The operation's own action said as a verb is never one of the API's common nouns (u30a UAA-7: "create a payment",
  // where "payment" is in most operations and "created_after" gives the list "create" too, was refused as common words).
  const said = actionTerms(ranked.operation);
  // Only for a write: a read's verb ("show", "list") says nothing of which read (a path alone never chooses one, s39 A-R1).
  const verb = (t: string) => !SAFE_METHODS.has(ranked.operation.method) && said.has(t) && actionAsVerb(ranked.operation, request);
  if (ranked.terms.every((t) => common.has(t) && !verb(t)) && !itemNounVerb(ranked.operation, request)) return {good: false, reason: 'common'};
  // An item's noun said as the verb ("comment on TCK-2001: …", issue 28, u31d F4) is the request's action even when the
  // word match does not count it ("comment" is also a French question word), so a request with no other word passes.
  const words = matchStrength(requestWords(plainRequest(request)), ranked);
  const nounVerb = itemNounVerb(ranked.operation, request) ? tokenize(opening(request).first) : null;
  if (!words.good && !(nounVerb && words.missing.every((t) => nounVerb.includes(t)))) return {good: false, reason: 'words'};
  const safe = SAFE_METHODS.has(ranked.operation.method);
  const intent = requestIntent(request);
  if (safe && intent === 'write') return {good: false, reason: 'read'};
  // "can patients book a video appointment?" asks whether it can be done (u34f F4): said as a question, for a write too.
  if (intent === 'question' && asksAboutChange(request)) return {good: false, reason: 'question'};
  // "open a work order …" asks for a new one (u32e F4): a change to an existing one (PATCH "status open") is no answer.
  if (!safe && ranked.operation.method !== 'POST' && /^open\s+(?:a|an|new)\s/i.test(opening(request).text)) return {good: false, reason: 'action'};
  if (!namesAction(ranked.operation, ranked.terms) && !nounVerbs(ranked.operation).has(opening(request).first) && !itemNounVerb(ranked.operation, request)) return {good: false, reason: 'action'};
  // "closed tickets", "all tickets but closed" name a status, never the verb "close" (issue 28, s41 a3): a write is
  // chosen only when a word outside an exclusion says its action as a verb.
  if (!safe && !actionAsVerb(ranked.operation, request)) return {good: false, reason: 'action'};
  if (!safe && intent === 'question') return {good: false, reason: 'question'};
  // "is it possible to reject an expense claim?" asks about a change: the list of rejected claims does not answer it
  // (issue 28, u31d F2), so no operation is chosen and the note says it is a question.
  if (safe && intent === 'question' && asksAboutChange(request)) return {good: false, reason: 'question'};
  // "can employees take unpaid leave?", "do employees get parental leave?" ask about a rule (issue 28, u32e F7): a list
  // filtered by the kind named does not answer them.
  if (safe && intent === 'question' && ASKS_ABOUT_RULE.test(plainRequest(request))) return {good: false, reason: 'question'};
  // "how do I cancel an order?" asks how it is done, not to do it (u28p A4): a write is shown, never chosen.
  if (!safe && HOW_TO.test(plainRequest(request))) return {good: false, reason: 'question'};
  // "show damaged orders" names a refund's allowed value, not its action (u28n U5: POST /refunds chosen).
  if (!safe && intent === 'read') return {good: false, reason: 'look'};
  // "delete my pet" is no "Delete an owner and all their pets" (u28s S-C1): a write acts on its own object only.
  const other = safe ? null : otherObject(ranked.operation, request, ranked.terms, requestObject(index, request));
  if (other) return {good: false, reason: 'object', object: other};
  // "add a note to booking BK123456" changes that booking (issue 28, u31d F4): an operation that creates a new one is
  // listed, never chosen, and the reason names the item.
  const existing = safe ? null : namedExisting(ranked.operation, request);
  if (existing) return {good: false, reason: 'existing', item: existing};
  // "delete all closed tickets" asks for many at once (issue 28, u31b F7): a change to one item whose path value the
  // request does not name is listed, never chosen, and the reason says the API changes one at a time.
  if (!safe && MANY.test(plainRequest(request)) && actsOnOne(ranked.operation) && !namesPathValues(ranked.operation, request)) return {good: false, reason: 'bulk'};
  return {good: true, reason: null};
}

/**
 * The existing item a request names for an operation that creates a new one (issue 28, u31d F4): a POST on a
 * collection path with no path value ("/room-bookings"), where the request writes the collection's noun and an id right
 * after it ("to booking BK123456"), and that noun is not the word it opens with ("refund ORD-48213" asks for a refund).
 * Returns "booking BK123456", or null.
 */
function namedExisting(op: Operation, request: string): string | null {
  if (op.method !== 'POST' || op.path.includes('{')) return null;
  const segment = op.path.split('/').filter(Boolean).pop() ?? '';
  const noun = singular(segment.split(/[_-]+/).pop()?.toLowerCase() ?? '');
  if (noun.length < 3) return null;
  const {first} = opening(request);
  const text = plainRequest(request);
  // "set WO10442 priority to high" names the item right after a verb that changes what exists (issue 28, u36f F5: the
  // create was chosen): no operation that makes a new one answers it.
  const changed = /^\s*(?:please\s+)?(?:set|change|update|edit|modify|amend)\s+(?:the\s+)?(\p{L}[\p{L}-]*\p{N}[\p{L}\p{N}]*(?:[-_][\p{L}\p{N}]+)*)(?![\p{L}\p{N}])/iu.exec(text);
  if (changed) return changed[1];
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])(${noun})s?\\s*(?:#|no\\.?\\s*|number\\s+)?((?=[\\p{L}\\p{N}-]*\\p{N})[\\p{L}\\p{N}]+(?:[-_][\\p{L}\\p{N}]+)*)(?![\\p{L}\\p{N}])`, 'giu'))) {
    if (m.index === text.search(new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, 'iu')) && m[1].toLowerCase() === first) continue;
    if (!/\p{L}/u.test(m[2]) && !/^\d+$/.test(m[2])) continue;
    // The item is named after a preposition ("to booking BK123456", "on purchase order PO-2041"), never as the new
    // thing's own object ("create payment 20 GBP"), and a number with a currency or unit after it is no id.
    if (!/(?<![\p{L}])(?:to|on|onto|for|of|in|into|from|under|at)\s+(?:(?:the|my|our|this|that|a|an)\s+)?(?:\p{L}+[\s-]+){0,2}$/iu.test(text.slice(0, m.index))) continue;
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (CURRENCY_AFTER.test(after) || /^\s?(?:cents?|pence|%|percent)(?![\p{L}])/iu.test(after)) continue;
    return `${m[1].toLowerCase()} ${m[2]}`;
  }
  return null;
}

/** Words that ask for many items at once: "all", "every", "each", "both". */
const MANY = /(?<![\p{L}])(?:all|every|each|both)(?![\p{L}])/iu;
/** Whether an operation acts on one item: its path ends with a path value ("/tickets/{ticketId}"). */
const actsOnOne = (op: Operation) => /\/\{[^}]+\}\/?$/.test(op.path);

/** Words that ask to see something: "which …", "what …", "show me …", "list …", "is there …". */
const READ_CUE = /(?<![\p{L}])(?:which|what|when|where|show|list|get|find|see|view|display|look\s+up|tell\s+me|how\s+many|(?:is|are)\s+there)(?![\p{L}])/iu;
/** Words that turn or soften a request ("just show me", "only list") and say nothing about what to read. */
const READ_FILLER = new Set(tokenize('just only simply there here me us please kindly now tell'));
/** Terms of every method's verbs: a read's matching noun is none of them. */
const METHOD_TERMS = new Set(tokenize(Object.values(METHOD_VERBS).join(' ')));
/** How far the chosen read must be ahead of the next read that fits the request as well (score ratio). */
export const READ_MARGIN = 1.2;

/**
 * The read to choose for a plain read request when no operation is a good match by words alone
 * (u28k U3: "which appointments are there on 2026-12-04?" and "don't cancel anything, just show me
 * booking B-77" got a weak-match note although the read was plainly meant). A read is chosen when
 * the request asks to see something (a read cue such as "which", "show", "list", "is there"), names
 * no change anywhere (a negated one, "don't cancel", is already gone: withoutNegated), the read shares a
 * noun with it and holds its content words (all of them, or at least two and half), and it is clearly
 * ahead of the other reads: the reads whose required path values the request names come first (a
 * request that names no id at all is not for "show one appointment"), then the ones the request
 * fills more fields of, then by score, at least READ_MARGIN ahead of the next. Returns its key, or null.
 */
/**
 * A request with no verb that opens with the plural a list is named by ("enrollments of bob@learn.example", "stays from
 * 2026-12-20 to 2026-12-23", "purchase orders between …"; issue 28, u33f F7) asks to see that list, as "show" would.
 */
function namesListFirst(text: string, ranked: readonly RankedOperation[]): boolean {
  if (requestIntent(text) !== null) return false;
  const opening = /^\s*(?:(?:the|all|my|our)\s+)?(\p{L}+(?:[\s-]+\p{L}+)?)/u.exec(text)?.[1].toLowerCase().replace(/[\s-]+/g, ' ');
  if (!opening) return false;
  return ranked.some((r) => {
    if (!SAFE_METHODS.has(r.operation.method)) return false;
    const last = r.operation.path.split('/').filter(Boolean).pop() ?? '';
    if (last.includes('{') || !/s$/.test(last)) return false;
    const noun = last.toLowerCase().replace(/[-_]+/g, ' ');
    return opening === noun || opening.split(' ')[0] === noun;
  });
}
export function clearRead(request: string, ranked: readonly RankedOperation[]): string | null {
  const text = plainRequest(request);
  if (!(READ_CUE.test(text) || namesListFirst(text, ranked)) || requestIntent(text) === 'write') return null;
  if (tokenize(text).some((t) => WRITE_TERMS.has(t))) return null;
  const wanted = contentTerms(requestWords(text)).filter((t) => !READ_FILLER.has(t) && !READ_CUE.test(t) && !METHOD_TERMS.has(t));
  if (wanted.length === 0) return null;
  const said = tokenize(text);
  const reads = ranked
    .filter((r) => SAFE_METHODS.has(r.operation.method) && r.terms.some((t) => !METHOD_TERMS.has(t) && !READ_FILLER.has(t)))
    // A read of what an item holds ("List the receipts of an expense claim") is for a request that says what ("receipts"):
    // "show expense claim EC-2026-017" is the claim's own read (issue 28, u31d F7, where the two tied and none was chosen).
    .filter((r) => {
      const nested = subCollection(r.operation.path);
      return !nested || said.some((t) => nested.own.includes(t));
    })
    .filter((r) => {
      const matched = wanted.filter((t) => r.terms.includes(t)).length;
      return matched === wanted.length || (matched >= 2 && matched * 2 >= wanted.length);
    })
    .map((r) => {
      const fields = formFields(r.operation);
      const filled = new Set(valuesFromRequest(fields, text).map((v) => v.id));
      const buildable = fields.every((f) => f.location !== 'path' || !f.required || filled.has(f.id));
      return {r, buildable, filled: filled.size};
    });
  if (reads.length === 0) return null;
  // A read that needs a path value the request does not name is set aside, unless the request names an id that
  // fits no field ("ticket T-1042" where ticket ids are TCK-…): then it is meant, and which read is unclear.
  const namesId = requestValues(withoutPageSize(text)).some((v) => v.kind === 'id');
  const pool = !namesId && reads.some((x) => x.buildable) ? reads.filter((x) => x.buildable) : reads;
  pool.sort((a, b) => b.filled - a.filled || b.r.score - a.r.score);
  const [best, next] = pool;
  const ahead = !next || best.filled > next.filled || best.r.score >= READ_MARGIN * next.r.score;
  return ahead ? best.r.operation.key : null;
}

/**
 * The read that is the only operation naming what the request is about (u28n U8: "I need invoice
 * INV-2026-118" where one operation of the API names invoices), when nothing contradicts it: the request
 * asks to change nothing (no write verb anywhere), and none of its words belongs to other operations but
 * not to this one. Never a write. Returns its key, or null.
 */
export function soleRead(index: Bm25Index, request: string, ranked: readonly RankedOperation[]): string | null {
  const text = plainRequest(request);
  if (requestIntent(text) === 'write' || tokenize(text).some((t) => WRITE_TERMS.has(t))) return null;
  const wanted = [...new Set(contentTerms(requestWords(text)).filter((t) => !READ_FILLER.has(t) && !METHOD_TERMS.has(t)))];
  const holders = (t: string) => (index.postings.get(t) ?? []).map(([i]) => index.passages[i].id);
  // The reads naming a word (s39 A7: "get invoice INV.2027.004" where GET /invoices is the only read naming
  // invoices, though POST /invoices names them too); of two such reads, the one whose path values the request fills.
  const isRead = (key: string) => SAFE_METHODS.has(key.split(' ')[0]);
  const fills = (key: string) => {
    const op = ranked.find((r) => r.operation.key === key)?.operation;
    const path = op ? formFields(op).filter((f) => f.location === 'path' && f.required) : [];
    const filled = new Set(op ? valuesFromRequest(formFields(op), text).map((v) => v.id) : []);
    return path.length > 0 && path.every((f) => filled.has(f.id));
  };
  const readOf = (t: string): string | null => {
    const all = holders(t);
    if (all.length === 1) return all[0];
    // A word every operation holds names the API ("hive" in a beehive API: "how heavy was hive 4?"), never one read.
    if (all.length === index.passages.length) return null;
    const reads = all.filter(isRead);
    if (reads.length === 1) return reads[0];
    const filling = reads.filter(fills);
    return filling.length === 1 ? filling[0] : null;
  };
  const sole = [...new Set(wanted.map(readOf).filter((k): k is string => k !== null))];
  if (sole.length !== 1) return null;
  const pick = ranked.find((r) => r.operation.key === sole[0]);
  if (!pick || !SAFE_METHODS.has(pick.operation.method)) return null;
  // A read found by its nouns alone is never chosen over an operation that changes data and fits the request's words
  // better (u30j A2: "give back $1,250.75 to order 9 in USD" chose GET /orders/9 at 0.45, listed above the refund at
  // 1.86): the request says something the read does not, so no operation is chosen and the list keeps score order.
  if (ranked.some((r) => !SAFE_METHODS.has(r.operation.method) && r.score > READ_MARGIN * pick.score)) return null;
  // A word other operations hold and this one does not says the request may be about them.
  const own = new Set(tokenize(operationText(pick.operation)));
  return wanted.every((t) => own.has(t) || holders(t).length === 0) ? pick.operation.key : null;
}

/** A ranked operation as listed: whether it is a good match, and whether its action is the verb the request opens with. */
export type ListedOperation = {ranked: RankedOperation; good: boolean; action: boolean};

/**
 * The operations in the order the page lists them (u28s S-C3, u28v: "borrow a book" listed "Return a borrowed book"
 * first): the good matches first, then the ones whose action is the verb the request opens with ("book" for "Book a
 * visit", never "Cancel a booked visit"), then the others; each group in score order, ties as ranked.
 */
export function orderOperations(request: string, ranked: readonly RankedOperation[], judged: readonly OperationMatch[]): ListedOperation[] {
  const first = opening(request).first;
  const verb = tokenize(first)[0];
  const listed = ranked.map((r, i) => ({ranked: r, good: Boolean(judged[i]?.good), action: verb !== undefined && (actionTerms(r.operation).has(verb) || nounVerbs(r.operation).has(first))}));
  // A request that names no id and asks for a collection ("tickets except open ones") is for the list, never for one
  // item (issue 28, s41 a3): a good read whose required path value the request does not fill comes after a good read
  // that needs none.
  const namesId = requestValues(withoutPageSize(plainRequest(request))).some((v) => v.kind === 'id');
  const unbuildable = (op: Operation) => {
    if (namesId || !SAFE_METHODS.has(op.method)) return false;
    const fields = formFields(op);
    if (!fields.some((f) => f.location === 'path' && f.required)) return false;
    const filled = new Set(valuesFromRequest(fields, request).map((v) => v.id));
    return fields.some((f) => f.location === 'path' && f.required && !filled.has(f.id));
  };
  const readyRead = listed.some((x) => x.good && SAFE_METHODS.has(x.ranked.operation.method) && !unbuildable(x.ranked.operation));
  // A good write that has the opening verb only as a value it sets, and acts on one item the request does not name, comes
  // after a good match whose own verb (the first word of its summary or operationId) opens the request (u30a UAA-12:
  // "open a ticket for ana@…" chose "Change a ticket's status…", whose status may be open, over "Open a new support
  // ticket"). A request that names the item ("open ticket TCK-1042 again") keeps the change.
  const ownVerb = (op: Operation) => verb !== undefined && [op.summary, op.operationId.replace(/([a-z])([A-Z])/g, '$1 $2')].some((t) => tokenize(/^[\p{L}]+/u.exec(t)?.[0] ?? '')[0] === verb);
  const unnamedItem = (op: Operation) => {
    const path = formFields(op).filter((f) => f.location === 'path' && f.required);
    if (path.length === 0) return false;
    const filled = new Set(valuesFromRequest(formFields(op), request).map((v) => v.id));
    return path.every((f) => !filled.has(f.id));
  };
  const byOwnVerb = listed.some((x) => x.good && ownVerb(x.ranked.operation));
  // And the other way round: a request that names the item a good write acts on ("open ticket TCK-1042 again", "mark
  // ticket TCK-1042 as open") is never answered first by a write that has no place for it (a new ticket, the id dropped).
  const pathValues = (op: Operation) => {
    const fields = formFields(op);
    const path = fields.filter((f) => f.location === 'path' && f.required);
    const filled = valuesFromRequest(fields, request);
    return path.length > 0 && path.every((f) => filled.some((v) => v.id === f.id)) ? filled.filter((v) => path.some((f) => f.id === v.id)).map((v) => v.value) : [];
  };
  const named = listed.filter((x) => x.good && !SAFE_METHODS.has(x.ranked.operation.method)).flatMap((x) => pathValues(x.ranked.operation));
  const dropsItem = (op: Operation) =>
    named.length > 0 && !formFields(op).some((f) => f.location === 'path' && f.required) && !valuesFromRequest(formFields(op), request).some((v) => named.includes(v.value));
  const valueOnly = (x: ListedOperation) =>
    x.good && !SAFE_METHODS.has(x.ranked.operation.method) && ((byOwnVerb && x.action && !ownVerb(x.ranked.operation) && unnamedItem(x.ranked.operation)) || dropsItem(x.ranked.operation));
  // A good list of items comes after the good read of the one item whose path value the request names (u30j A1).
  const itemReads = listed.filter((x) => x.good && SAFE_METHODS.has(x.ranked.operation.method) && namesPathValues(x.ranked.operation, request, true)).map((x) => x.ranked.operation);
  // Also under values the request leaves to the form ("show issue 31337" for /repos/{owner}/{repo}/issues/{issue_number}:
  // the issue is named, its repository not yet; s56 v-api F3): the read of the item whose own id follows its noun.
  const ownIdReads = listed.filter((x) => x.good && SAFE_METHODS.has(x.ranked.operation.method) && namesOwnId(x.ranked.operation, request)).map((x) => x.ranked.operation);
  const listOfNamed = (op: Operation) =>
    !asksList(request) && SAFE_METHODS.has(op.method) && ((!op.path.includes('{') && itemReads.some((i) => itemOfList(i, [op.path]))) || ownIdReads.some((i) => itemOfList(i, [op.path])));
  const rank = (x: ListedOperation) =>
    x.good ? (readyRead && unbuildable(x.ranked.operation) ? 1.5 : valueOnly(x) || listOfNamed(x.ranked.operation) ? 1.75 : 2) : x.action ? 1 : 0;
  // Array.prototype.sort is stable (ECMAScript 2019), so equal groups keep the score order.
  return listed.sort((a, b) => rank(b) - rank(a));
}

/**
 * Each ranked operation judged (operationMatch); when none is a good match, the clear read of a read
 * request (clearRead) is one.
 */
export function judgeOperations(index: Bm25Index, request: string, ranked: readonly RankedOperation[]): OperationMatch[] {
  // A request that opens with the verb a creating operation of this API is named after ("book a suite", POST /bookings)
  // asks to change data (u29b A-1): no read answers it, as for any write verb (requestIntent).
  const first = opening(request).first;
  // So does a request that opens with the verb of a state a change of this API sets (issue 28, u31d F4: "solve ticket
  // TCK-2002 please", where a ticket's status may be solved, got the ticket's read).
  const writes = ranked.some((r) => nounVerbs(r.operation).has(first) || stateVerbOpening(r.operation, first) || itemNounVerb(r.operation, request));
  const judged = ranked.map((r) => (writes && SAFE_METHODS.has(r.operation.method) ? {good: false, reason: 'read' as const} : operationMatch(index, request, r)));
  if (writes || judged.some((j) => j.good)) return oneOrMany(request, ranked, withItemReads(request, ranked, tiedMatches(ranked, unreadVerb(index, request, ranked, judged))));
  // A question about a rule ("can employees take unpaid leave?", u32e F7) is answered by no read either.
  const read = ASKS_ABOUT_RULE.test(plainRequest(request)) ? null : (clearRead(request, ranked) ?? soleRead(index, request, ranked));
  const chosen = read ? ranked.map((r, i) => (r.operation.key === read ? {good: true, reason: null} : judged[i])) : judged;
  return oneOrMany(request, ranked, withItemReads(request, ranked, unreadVerb(index, request, ranked, chosen)));
}

/** Words that ask for several new items at once: "a list of users", "several", "multiple", "in bulk", "3 users". */
const MANY_ITEMS = /(?<![\p{L}])(?:an?\s+list\s+of|lists\s+of|an?\s+array\s+of|an?\s+batch\s+of|batches\s+of|an?\s+set\s+of|several|multiple|many|in\s+bulk|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:new\s+)?\p{L}+s)(?![\p{L}])/iu;
/** Words that ask for one: "a user", "one new pet", "a single order" (never "a list of", "a few"). */
const ONE_ITEM = /(?<![\p{L}])(?:an?|one|single)\s+(?!(?:list|array|batch|set|few|couple|number|lot|bunch|series|group)(?![\p{L}]))(?:(?:new|single)\s+)?\p{L}/iu;
/** An operation that takes many items at once: its body is a list (a JSON array at the top). */
const takesMany = (op: Operation) => op.body?.type === 'array';

/**
 * One item or many (s56 u-api F10: on the real Petstore "create a list of users" chose POST /user, "Create user.", over
 * "Creates list of users with given input array"; "create a user" chose the list one). Where the ranked writes with one
 * method include one whose body is a list and one whose body is a single item: a request that asks for several ("a list
 * of", "several", "3 users") is answered by the list one only (the page's rule: a change to one item never answers a
 * request for many), and a request for one ("a user") by the single one only. A request that says neither is left as
 * it was judged.
 */
function oneOrMany(request: string, ranked: readonly RankedOperation[], judged: OperationMatch[]): OperationMatch[] {
  const text = plainRequest(request);
  const many = MANY_ITEMS.test(text);
  const one = !many && ONE_ITEM.test(text);
  if (!many && !one) return judged;
  const writes = ranked.map((r, i) => ({op: r.operation, i})).filter(({op}) => !SAFE_METHODS.has(op.method) && op.body !== null);
  const paired = (op: Operation) => writes.some((w) => w.op.method === op.method && takesMany(w.op) !== takesMany(op));
  const out = [...judged];
  for (const {op, i} of writes) {
    if (!paired(op)) continue;
    // The single one must fit the request's action for the list one to stand in for it ("create", "add").
    const singleFits = writes.some((w) => w.op.method === op.method && !takesMany(w.op) && judged[w.i]?.good);
    if (many) out[i] = takesMany(op) ? (singleFits && (judged[i].good || judged[i].reason === 'object') ? {good: true, reason: null} : judged[i]) : {good: false, reason: 'bulk'};
    else if (takesMany(op)) out[i] = {good: false, reason: 'words'};
  }
  return out;
}

/**
 * A read of one item whose path values the request names is a good match when the list of those items is (u30j A1:
 * "what is the status of order 88?" chose GET /orders, all orders, and dropped 88): the page's rule that reads whose
 * path values the request names come first holds for a request the list matches by words too ("status" is the list's
 * filter). The item read is the list's path with one path value after it; orderOperations lists it first.
 */
function withItemReads(request: string, ranked: readonly RankedOperation[], judged: OperationMatch[]): OperationMatch[] {
  const lists = ranked.filter((r, i) => judged[i]?.good && SAFE_METHODS.has(r.operation.method) && !r.operation.path.includes('{'));
  // A request that asks for a list ("… scratch that, list them", "show all orders like order 88") keeps the list.
  if (lists.length === 0 || asksList(request)) return judged;
  return ranked.map((r, i) => {
    if (judged[i]?.good || !SAFE_METHODS.has(r.operation.method) || !itemOfList(r.operation, lists.map((l) => l.operation.path))) return judged[i];
    return namesPathValues(r.operation, request, true) ? {good: true, reason: null} : judged[i];
  });
}

/** Whether the request asks for a list ("… scratch that, list them", "show all orders like order 88"): then the list stays first. */
const asksList = (request: string) => /(?<![\p{L}])(?:list|lists|listing|all|every|browse)(?![\p{L}])/iu.test(plainRequest(request));

/** Whether the operation reads one item of one of the lists: "/orders/{orderId}" of "/orders". */
function itemOfList(op: Operation, lists: readonly string[]): boolean {
  return lists.some((l) => new RegExp(`^${l.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}/\\{[^}/]+\\}$`).test(op.path));
}

/**
 * Whether the request fills every required path value of the operation; `afterNoun`: each written right after the item's
 * noun ("order 88", "ticket #TCK-1042"), so "payments of cus_9" never names a payment.
 */
function namesPathValues(op: Operation, request: string, afterNoun = false): boolean {
  const fields = formFields(op);
  const path = fields.filter((f) => f.location === 'path' && f.required);
  if (path.length === 0) return false;
  const filled = valuesFromRequest(fields, request);
  const segment = op.path.split('/').filter((s) => s && !s.startsWith('{')).pop() ?? '';
  const noun = singular(segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().split(' ').pop() ?? '');
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = (value: string) => new RegExp(`(?<![\\p{L}])${escape(noun)}s?\\s*(?:#|no\\.?\\s*|number\\s+)?${escape(value)}(?![\\p{L}\\p{N}])`, 'iu').test(request);
  return path.every((f) => filled.some((v) => v.id === f.id && (!afterNoun || (noun !== '' && said(v.value)))));
}

/** Whether the request fills the operation's last path value, its item's own id, right after the item's noun ("issue 31337"; s56 v-api F3). */
function namesOwnId(op: Operation, request: string): boolean {
  const last = /\{([^}]+)\}\/?$/.exec(op.path)?.[1];
  if (!last) return false;
  const fields = formFields(op);
  const own = fields.find((f) => f.location === 'path' && f.name === last);
  if (!own) return false;
  const value = valuesFromRequest(fields, request).find((v) => v.id === own.id)?.value;
  const segment = op.path.split('/').filter((x) => x && !x.startsWith('{')).pop() ?? '';
  const noun = singular(segment.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().split(' ').pop() ?? '');
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return value !== undefined && noun !== '' && new RegExp(`(?<![\\p{L}])${escape(noun)}s?\\s*(?:#|no\\.?\\s*|number\\s+)?${escape(value)}(?![\\p{L}\\p{N}])`, 'iu').test(request);
}

/**
 * Operations that fit the request equally well (u30j A5: "delete widget 3 in warehouse 12" chose DELETE /widgets3/{id},
 * tied at the same score with DELETE /widgets12/{id}, and left the id empty): when another good match of the same kind
 * (both change data, or both read) has the best good match's score, choosing one is a guess, so none is chosen and the
 * reason says so ('tie'). A good read and a good write at one score are left to the other rules (orderOperations).
 */
function tiedMatches(ranked: readonly RankedOperation[], judged: OperationMatch[]): OperationMatch[] {
  const good = ranked.filter((_, i) => judged[i]?.good);
  if (good.length < 2) return judged;
  const best = good.reduce((a, b) => (b.score > a.score ? b : a));
  // Reads tie too ("get pallet 7 in warehouse 42": GET /pallets7/{id} and GET /pallets42/{id}); a read and a write never.
  const safe = SAFE_METHODS.has(best.operation.method);
  const tied = good.filter((r) => SAFE_METHODS.has(r.operation.method) === safe && Math.abs(r.score - best.score) <= 1e-6 * best.score);
  if (tied.length < 2) return judged;
  return judged.map((j) => (j.good ? {good: false, reason: 'tie'} : j));
}

/** Words that may stand where a request's verb would, and are no action: pronouns, "need", "want", politeness. */
const NO_ACTION = new Set('i we you me my our need needs want wants would like please pls kindly thanks thank hi hello hey ok okay the a an this that these those its it bitte svp'.split(' '));
/** Other words the assistant reads that are no API term: "mark … as", and words of time or manner around a request. */
const READ_AROUND = new Set('mark flag again now today tomorrow yesterday too also asap first then soon later quickly urgently details detail info information'.split(' '));
/** Determiners the request may put between its verb and the thing it acts on, in the languages readers try ("fermer le ticket"). */
const ANY_DETERMINER = /^(?:a|an|the|my|our|this|that|le|la|les|l|un|une|el|los|las|il|lo|der|die|das|den|dem|des|ein|eine|einen|de|het|een)$/i;

/**
 * The request's word where its action stands, when the assistant does not read it (u30j A4: "trash ticket TCK-1042",
 * "fermer le ticket TCK-1042", "Ticket TCK-1042 schließen" chose the ticket's read with no word on the verb): a word
 * that is no term of the API, no verb the assistant knows and no filler, said right before the thing the request acts
 * on and its value ("trash [the] ticket TCK-1042") or right after them at the end ("Ticket TCK-1042 schließen"). Then
 * no operation is a good match, and the reason names the word ('verb'). Null when the request has no such word or
 * names a verb the assistant reads.
 */
function unreadVerb(index: Bm25Index, request: string, ranked: readonly RankedOperation[], judged: OperationMatch[]): OperationMatch[] {
  if (!judged.some((j) => j.good)) return judged;
  const text = plainRequest(request);
  const known = (w: string) => {
    const lower = w.toLowerCase();
    const term = tokenize(lower)[0];
    return (
      NO_ACTION.has(lower) ||
      READ_AROUND.has(lower) ||
      WRITE_VERBS.has(lower) ||
      READ_VERBS.has(lower) ||
      QUESTION_WORDS.has(lower) ||
      METHOD_TERMS.has(term ?? lower) ||
      term === undefined ||
      index.postings.has(term) ||
      synonymsOf(lower).length > 1
    );
  };
  // The thing acted on: a noun of a ranked operation's path ("ticket" of /tickets/{ticketId}), never a verb ("refund 20 EUR").
  const nouns = new Set(ranked.flatMap((r) => tokenize(r.operation.path.replace(/\{[^}]*\}/g, ' ').replace(/[/_-]+/g, ' '))));
  const api = (w: string | undefined) => {
    if (w === undefined || WRITE_VERBS.has(w.toLowerCase()) || READ_VERBS.has(w.toLowerCase())) return false;
    const term = tokenize(w.toLowerCase())[0];
    return term !== undefined && nouns.has(term) && !METHOD_TERMS.has(term);
  };
  // The request as words and values: a value is a token with a digit ("TCK-1042", "88").
  const tokens = text.split(/[\s,;:!?]+/u).filter(Boolean).map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter(Boolean);
  const isValue = (t: string | undefined) => t !== undefined && /\d/.test(t);
  const isWord = (t: string) => /^\p{L}+$/u.test(t);
  let word: string | null = null;
  let at = 0;
  while (at < tokens.length && NO_ACTION.has(tokens[at].toLowerCase())) at++;
  const lead = tokens[at];
  if (lead && isWord(lead) && !known(lead)) {
    let next = at + 1;
    if (tokens[next] && ANY_DETERMINER.test(tokens[next])) next++;
    if (api(tokens[next]) && isValue(tokens[next + 1])) word = lead;
  }
  // "Ticket TCK-1042 schließen": the whole request is the thing, its value and the word after them.
  const last = tokens[tokens.length - 1];
  const thing = tokens[at] && ANY_DETERMINER.test(tokens[at]) ? at + 1 : at;
  if (!word && tokens.length === thing + 3 && isWord(last) && !known(last) && isValue(tokens[thing + 1]) && api(tokens[thing])) word = last;
  if (!word) return judged;
  const said = word;
  return judged.map((j) => (j.good ? {good: false, reason: 'verb', word: said} : j));
}

/** An item's id, then the reason the request gives for the change (requestWords). */
const REASON_AFTER_ID = /((?<![\p{L}\p{N}])\p{L}[\p{L}-]*\p{N}[\p{L}\p{N}]*(?:[-_][\p{L}\p{N}]+)*(?:\s+please)?)(?:\s+(?:because|since)\s|\s*(?:,|\s[-–—])\s*(?:because\s+|since\s+)?(?=[^;:]*?(?<![\p{L}])(?:was|were|is|are|has|had|have|been|went|got|\p{L}{3,}ed)(?![\p{L}])))[^;]*$/u;
/**
 * The words of a request that name what to do, without the values it passes: e-mail addresses, quoted text, anything
 * with a digit ("ORD-48213", "$89.99") and capitalized names after the first word ("Oslo"). The
 * weak-match check counts only these, so "forecast for Oslo" is a good match for a forecast operation.
 */
export function requestWords(request: string): string {
  // The reason a change gives after the item's id says why, never what to do (issue 28, u36f F7: "cancel WO10442, tenant
  // moved out", "cancel PO-204417 because the vendor went bankrupt", "delete TCK-2210, it was a test" chose nothing): "because"
  // or "since" and what follows, or a clause after a comma or dash that says what was or is ("was", "is", "moved").
  // Only in a request that opens with a verb of change ("cancel", or a state's verb such as "solve"), never a read or a question.
  const verb = opening(request).first;
  const changes = WRITE_VERBS.has(verb) || (/^\p{L}{3,}$/u.test(verb) && !READ_VERBS.has(verb) && !QUESTION_WORDS.has(verb) && !NO_ACTION.has(verb));
  const why = changes ? request.replace(REASON_AFTER_ID, '$1') : request;
  // A page size ("500 per page", "max 100 results") says how many, never which operation (u29b A-3).
  return PAGE_SIZE.reduce((text, re) => text.replace(re, ' '), why)
    // What follows an id and a colon is the text to send ("comment on TCK-2001: customer called back"), a value that says
    // nothing of which operation (issue 28, u31d F4).
    .replace(/((?<![\p{L}\p{N}])(?=[\p{L}\p{N}-]*\p{L})(?=[\p{L}\p{N}-]*\p{N})[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*):\s[^]*$/u, '$1')
    // An e-mail address is a value ("assign ticket TCK-1042 to ana@support.example": "support" says nothing to do).
    // Token by token, so a long token without one is read once (u30j A6).
    .replace(/\S+/g, (t) => (/.@./.test(t) ? ' ' : t))
    // "just show ticket 88": "just" and "simply" say how little is asked, never what (UAA-5).
    .replace(/(?<![\p{L}])(?:just|simply)(?![\p{L}])/giu, ' ')
    // "order number 42", "order id 42", "order no. 42": the word before a value only says a value follows.
    .replace(/(?<![\p{L}])(?:number|no\.?|id|#)\s*(?=\S*\d)/giu, ' ')
    .replace(/"[^"]*"|“[^”]*”|'[^']*'/g, ' ')
    // The text after "saying" or "that says" is the message, and so is all that follows a message's label, a ";" too
    // ("reply to TCK-1042 with the message restart the router; then call us"); a title after "titled" is the title, to a
    // comma or "with" (s54 t-api F7: these chose nothing, "no operation shares most of its words").
    .replace(/(?<![\p{L}])(?:saying|(?:that|which)\s+(?:says|reads))\s*:?\s+[^]*$/iu, ' ')
    .replace(/(?<![\p{L}])with\s+(?:(?:the|a|an|this)\s+)?(?:message|note|notes|comment|comments|text|remark|remarks)\s*:?\s+[^]*$/iu, ' ')
    .replace(/(?<![\p{L}])(?:titled|entitled)\s+[^,;]*?(?=\s+with\s|[,;]|$)/giu, ' ')
    // "octo-org/hello-world" (an owner and a repository) is a value (F7).
    .replace(/\S+/g, (t) => (/^[\p{L}\p{N}_.-]+\/[\p{L}\p{N}_.-]+$/u.test(t) && !/^and\/or$/i.test(t) ? ' ' : t))
    // "with the message …", "with the note …": the label of the text that follows, a value, never what to do (issue 28,
    // u31d F6: "reply to TCK-2001 with the message \"…\"" found nothing).
    // …and the text after that label is the value, never what to do (u34f F5: "cancel appointment AP-0049210 with the note
    // patient moved to another clinic", "reply to TCK-5501 with the message Thanks, we shipped …" found nothing).
    .replace(/(?<![\p{L}])with\s+(?:(?:the|a|an|this)\s+)?(?:message|note|notes|comment|comments|text|remark|remarks)\s*:?\s+[^;]*/giu, ' ')
    // "change the notes of appointment AP-0049210 to patient will bring x-rays": what follows "to" after a free-text
    // field's name and its item's id is the new text (u34f F5).
    .replace(/(?<![\p{L}])((?:message|note|notes|comment|comments|remark|remarks|memo|description|instructions)\s+(?:of|for|on)\s+(?:(?:the|my|our|this)\s+)?(?:\p{L}+\s+){0,2}(?=[\p{L}\p{N}-]*\p{N})[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*\s+to)\s*:?\s+[^;]*/giu, '$1 ')
    // "20 dollars": the currency word after a number belongs to the amount (u29f A-3, 43a).
    .replace(/(?<=\d)\s+(?:dollars?|euros?|cents?|pounds?|bucks|usd|eur|gbp|chf|francs?|yen)(?![\p{L}])/giu, ' ')
    .replace(/\S+/g, (t) => (/\d/.test(t) ? ' ' : t))
    .replace(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu, ' ');
}

export type Field = {
  id: string;
  label: string;
  location: 'path' | 'query' | 'header' | 'cookie' | 'body';
  name: string;
  parent: string | null;
  required: boolean;
  schema: Schema;
  /** The parameter's description, or the schema's ("Agent e-mail the ticket is assigned to"). */
  description?: string;
  /**
   * For a field named only "id", "number", "code"… the resource its path names, singular: "order" for the
   * {id} of /orders/{id}, "invoice" for a "number" query of /invoices (s39 A-R1: "order 42" fills it).
   */
  resource?: string;
  /**
   * For a body field named only "name" or "fullName", the thing its path names, singular: "owner" for the name of
   * POST /owners, so "register owner Jan de Vries" names it (issue 28, u31b F10). Only a capitalized name is read after it.
   */
  named?: string;
};

/** Field names that say only "an identifier", never of what. */
const GENERIC_ID = /^(?:id|number|no|code|ref|reference|key|uuid)$/i;

/** The resource a path names for a field: the literal segment before the field's placeholder, else the path's last literal segment. */
function resourceOf(path: string, name: string): string | undefined {
  const segments = path.split('/').filter(Boolean);
  const at = segments.indexOf(`{${name}}`);
  const before = (at >= 0 ? segments.slice(0, at) : segments).filter((s) => !s.includes('{') && !/^v\d+$/i.test(s) && /^\p{L}[\p{L}_-]*$/u.test(s));
  const last = before[before.length - 1];
  return last ? singular(last.split(/[-_]/).pop() ?? last).toLowerCase() : undefined;
}

/** The form fields of an operation: parameters, then body properties (nested objects one level deep). */
export function formFields(op: Operation): Field[] {
  const resource = (name: string) => (GENERIC_ID.test(name) ? {resource: resourceOf(op.path, name)} : {});
  // A search term the API says is a name ("q": "Name or part of it") takes a name after the list's noun too ("find
  // supplier Smith & Sons"; issue 28, u33f F5).
  const searchName = (p: Parameter) =>
    p.in === 'query' && /^(?:q|query|search|term|name)$/i.test(p.name) && (p.schema.type ?? 'string') === 'string' && /\bnames?\b/i.test(p.description || p.schema.description || '') ? resourceOf(op.path, p.name) : undefined;
  const fields: Field[] = op.parameters.map((p) => {
    const named = searchName(p);
    return {id: `${p.in}:${p.name}`, label: p.name, location: p.in, name: p.name, parent: null, required: p.required, schema: p.schema, description: p.description || p.schema.description, ...resource(p.name), ...(named ? {named} : {})};
  });
  // A body that is a list, or an object with no properties named, is one field holding its JSON text (u-api F9: the
  // Petstore's createWithList, a list of users, said "takes no input" and was built with no body). OpenAPI 3.0.3
  // §4.7.13 / 3.1.0 §4.8.13 Request Body Object: the media type's schema describes the whole body, of any type.
  const whole = wholeBody(op);
  if (whole) fields.push(whole);
  const props = op.body?.properties ?? {};
  for (const [name, schema] of Object.entries(props)) {
    // A readOnly property is set by the server and never sent (s56 u-api F8; readOnlyLeftOut says which).
    if (schema.readOnly) continue;
    const required = (op.body?.required ?? []).includes(name);
    if (schema.type === 'object' && schema.properties) {
      for (const [child, childSchema] of Object.entries(schema.properties)) {
        if (childSchema.readOnly) continue;
        fields.push({id: `body:${name}.${child}`, label: `${name}.${child}`, location: 'body', name: child, parent: name, required: (schema.required ?? []).includes(child), schema: childSchema});
      }
      continue;
    }
    const named = /^(?:full[_-]?)?name$/i.test(name) && (schema.type ?? 'string') === 'string' ? resourceOf(op.path, name) : undefined;
    fields.push({id: `body:${name}`, label: name, location: 'body', name, parent: null, required, schema, ...resource(name), ...(named ? {named} : {})});
  }
  return fields;
}

/**
 * The body properties left out of the form because the document marks them readOnly (s56 u-api F8: an `id` "assigned
 * by the server" was a field and, filled, was sent). OpenAPI 3.0.3 §4.7.25 Schema Object, readOnly: "the property MAY
 * be sent as part of a response but SHOULD NOT be sent as part of the request. If the property is marked as readOnly
 * being true and is in the required list, the required will take effect on the response only"; 3.1.0 §4.8.24 defers to
 * JSON Schema Validation §9.4, which says the same ("SHOULD be ignored if sent … by the owning authority").
 */
export function readOnlyLeftOut(op: Operation): string[] {
  const out: string[] = [];
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    if (schema.readOnly) out.push(name);
    else if (schema.type === 'object') for (const [child, c] of Object.entries(schema.properties ?? {})) if (c.readOnly) out.push(`${name}.${child}`);
  }
  return out;
}

/**
 * An integer beyond 2^53 − 1 (int64 ids: 9007199254740993, 9223372036854775807) cannot pass through a JS number without
 * being rounded to another integer (u-api F1: DELETE /pet/9007199254740993 went to …992). RFC 8259 §6 sets no limit on a
 * JSON number's digits and OpenAPI 3.0.3 §4.7.4 / 3.1.0 §4.8.4 "int64" is a signed 64-bit integer, so such a value is
 * kept as the digits typed: marked in the checked value, written as text in the path, query and headers (RFC 3986 §3.3,
 * §3.4), and as a bare JSON number in the body (bodyJson).
 */
const EXACT_INTEGER = '\uE000int:';
const exactInteger = (digits: string): string => `${EXACT_INTEGER}${digits.replace(/^(-?)0+(?=\d)/, '$1')}`;
/** A checked value as text for a path, query, header or cookie: an exact integer's own digits. */
export const valueText = (v: JsonValue): string => (typeof v === 'string' && v.startsWith(EXACT_INTEGER) ? v.slice(EXACT_INTEGER.length) : String(v));
/** The JSON text of a request body, with exact integers written as the numbers typed, never rounded. */
export function bodyJson(body: JsonValue, space?: number): string {
  return JSON.stringify(body, null, space).replace(/"\uE000int:(-?\d+)"/g, '$1');
}

/** The id of the field that holds a whole request body (a JSON list, or an object the document gives no properties). */
export const WHOLE_BODY = 'body:(body)';
function wholeBody(op: Operation): Field | null {
  const b = op.body;
  if (!b || !(b.type === 'array' || (b.type === 'object' && !Object.keys(b.properties ?? {}).length))) return null;
  return {id: WHOLE_BODY, label: 'request body', location: 'body', name: '(body)', parent: null, required: op.bodyRequired, schema: b, description: b.description};
}

/**
 * JSON typed into a field, read as the document is (exactJsonIntegers): integers above 2^53 − 1 keep their digits
 * (s56 w-api F1: [{"id":9007199254740993}] was sent as …992). Throws as JSON.parse does.
 */
function parseTypedJson(text: string): JsonValue {
  const value = JSON.parse(text) as JsonValue;
  return /\d{16}/.test(text) ? (JSON.parse(exactJsonIntegers(text)) as JsonValue) : value;
}

/** Items of a list typed as JSON ("[{…}, {…}]"), checked against the item schema. */
function jsonList(text: string, items: Schema, list: Schema = {}): {ok: true; value: JsonValue} | {ok: false; error: string} | null {
  if (!text.startsWith('[')) return null;
  let parsed: JsonValue;
  try {
    parsed = parseTypedJson(text);
  } catch {
    return {ok: false, error: 'must be a JSON list ([…]) with each item written as JSON'};
  }
  if (!Array.isArray(parsed)) return {ok: false, error: 'must be a JSON list'};
  for (const [i, item] of parsed.entries()) {
    if (items.type === 'object' && !isObject(item)) return {ok: false, error: `item ${i + 1} must be a JSON object`};
    if (items.type === 'array' && !Array.isArray(item)) return {ok: false, error: `item ${i + 1} must be a JSON list`};
    if (items.type && items.type !== 'object' && items.type !== 'array') {
      if ((items.type === 'string') !== (typeof item === 'string' && exactDigits(item) === null)) return {ok: false, error: `item ${i + 1} must be a ${items.type}`};
      const checked = checkValue(typeof item === 'string' ? valueText(item) : JSON.stringify(item), items);
      if (!checked.ok) return {ok: false, error: `item ${i + 1} ${checked.error}`};
    }
    if (isObject(item) && items.required) {
      // A required readOnly property is required in responses only (OpenAPI 3.0.3 §4.7.25; s56 u-api F8).
      const missing = items.required.find((r) => item[r] === undefined && !items.properties?.[r]?.readOnly);
      if (missing) return {ok: false, error: `item ${i + 1} needs “${missing}”`};
    }
    // Each item's own values are checked as an object body's fields are (s56 v-api F7: [{"sku":"blt-42","delta":"five"}]
    // was built for items whose sku has a pattern and whose delta is an integer).
    const inner = isObject(item) ? jsonValueError(item, items) : null;
    if (inner) return {ok: false, error: `item ${i + 1}: ${inner}`};
  }
  // minItems and maxItems (JSON Schema validation §6.4; s56 v-api F7: [] was built for minItems 1).
  if (list.minItems !== undefined && parsed.length < list.minItems) return {ok: false, error: `must hold at least ${list.minItems} item${list.minItems === 1 ? '' : 's'}`};
  if (list.maxItems !== undefined && parsed.length > list.maxItems) return {ok: false, error: `must hold at most ${list.maxItems} item${list.maxItems === 1 ? '' : 's'}`};
  return {ok: true, value: parsed};
}

/** Why a JSON value does not fit its schema (type, required, allowed values, bounds, pattern, format, list sizes), or null; recursive (s56 v-api F7). */
function jsonValueError(value: JsonValue, schema: Schema, depth = 0): string | null {
  if (depth > 20) return null;
  switch (schema.type) {
    case 'object': {
      if (!isObject(value)) return 'must be a JSON object';
      // A required readOnly property is required in responses only, as in jsonList (s56 u-api F8).
      const missing = (schema.required ?? []).find((r) => value[r] === undefined && !schema.properties?.[r]?.readOnly);
      if (missing) return `needs “${missing}”`;
      for (const [k, v] of Object.entries(value)) {
        const sub = schema.properties?.[k];
        const error = sub ? jsonValueError(v, sub, depth + 1) : null;
        if (error) return `“${k}” ${error}`;
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) return 'must be a JSON list';
      if (schema.minItems !== undefined && value.length < schema.minItems) return `must hold at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return `must hold at most ${schema.maxItems} item${schema.maxItems === 1 ? '' : 's'}`;
      for (const [i, item] of value.entries()) {
        const error = schema.items ? jsonValueError(item, schema.items, depth + 1) : null;
        if (error) return `item ${i + 1} ${error}`;
      }
      return null;
    }
    case 'string':
      if (typeof value !== 'string' || exactDigits(value) !== null) return 'must be a string';
      break;
    case 'integer':
    case 'number':
      if (typeof value !== 'number' && exactDigits(value) === null) return schema.type === 'integer' ? 'must be a whole number' : 'must be a number';
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return 'must be true or false';
      return null;
    default:
      return null;
  }
  const checked = checkValue(typeof value === 'string' ? valueText(value) : JSON.stringify(value), schema);
  return checked.ok ? null : checked.error;
}

/** Converts and checks one value against its schema; returns the value or an error. */
export function checkValue(raw: string, schema: Schema): {ok: true; value: JsonValue} | {ok: false; error: string} {
  const text = raw.trim();
  let value: JsonValue;
  switch (schema.type) {
    case 'integer':
      if (!/^-?\d+$/.test(text)) return {ok: false, error: 'must be a whole number'};
      value = Number(text);
      if (!Number.isSafeInteger(value)) return exactChecked(text, value, schema);
      break;
    case 'number':
      if (!/^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(text)) return {ok: false, error: 'must be a number'};
      value = Number(text);
      break;
    case 'boolean':
      if (text !== 'true' && text !== 'false') return {ok: false, error: 'must be true or false'};
      value = text === 'true';
      break;
    case 'array': {
      const listed = jsonList(text, schema.items ?? {}, schema);
      if (listed) return listed;
      // Objects written one after another without the brackets ('{"id":1}, {"id":2}', s56 u-api F7) are that list.
      const bare = schema.items?.type === 'object' && text.startsWith('{') ? jsonList(`[${text}]`, schema.items) : null;
      if (bare?.ok) return bare;
      if (schema.items?.type === 'object') return {ok: false, error: 'must be a JSON list of objects, such as [{…}, {…}]'};
      const items = text.split(',').map((s) => s.trim()).filter(Boolean);
      const out: JsonValue[] = [];
      for (const item of items) {
        const checked = checkValue(item, schema.items ?? {type: 'string'});
        if (!checked.ok) return {ok: false, error: `item "${item}" ${checked.error}`};
        out.push(checked.value);
      }
      return {ok: true, value: out};
    }
    case 'object':
      try {
        const parsed = parseTypedJson(text);
        if (!isObject(parsed)) return {ok: false, error: 'must be a JSON object'};
        return {ok: true, value: parsed};
      } catch {
        return {ok: false, error: 'must be a JSON object'};
      }
    default:
      value = raw;
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) return {ok: false, error: `must be one of ${schema.enum.map((e) => valueText(e)).join(', ')}`};
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return {ok: false, error: `must be at least ${schema.exact?.minimum ?? schema.minimum}`};
    if (schema.maximum !== undefined && value > schema.maximum) return {ok: false, error: `must be at most ${schema.exact?.maximum ?? schema.maximum}`};
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return {ok: false, error: `must be more than ${schema.exact?.exclusiveMinimum ?? schema.exclusiveMinimum}`};
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return {ok: false, error: `must be less than ${schema.exact?.exclusiveMaximum ?? schema.exclusiveMaximum}`};
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return {ok: false, error: `must have at least ${schema.minLength} characters`};
    if (schema.maxLength !== undefined && length > schema.maxLength) return {ok: false, error: `must have at most ${schema.maxLength} characters`};
    if (schema.pattern) {
      let re: RegExp | null = null;
      try {
        re = new RegExp(schema.pattern, 'u');
      } catch {
        re = null;
      }
      if (re && !re.test(value)) return {ok: false, error: `must match the pattern ${schema.pattern}`};
    }
    const format = schema.format?.toLowerCase();
    if (format && !fitsFormat(value, format)) return {ok: false, error: formatRule(format)};
  }
  return {ok: true, value};
}

/** The range checks for an integer too large for a JS number, compared by its rounded value; kept as typed when it passes. */
function exactChecked(text: string, rounded: number, schema: Schema): {ok: true; value: JsonValue} | {ok: false; error: string} {
  // Compared as BigInt with the document's own digits when the bound is an integer (s56 v-api F11: maximum
  // 9007199254740992 let 9007199254740993 through, as both round to the same number).
  const typed = BigInt(text);
  const bound = (k: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum'): {big: bigint | null; n: number; say: string} | null => {
    const n = schema[k];
    if (n === undefined) return null;
    const exact = schema.exact?.[k];
    return {big: exact !== undefined ? BigInt(exact) : Number.isInteger(n) ? BigInt(n) : null, n, say: exact ?? String(n)};
  };
  const below = (b: {big: bigint | null; n: number}, orEqual: boolean) => (b.big !== null ? typed < b.big || (orEqual && typed === b.big) : rounded < b.n || (orEqual && rounded === b.n));
  const above = (b: {big: bigint | null; n: number}, orEqual: boolean) => (b.big !== null ? typed > b.big || (orEqual && typed === b.big) : rounded > b.n || (orEqual && rounded === b.n));
  const min = bound('minimum');
  if (min && below(min, false)) return {ok: false, error: `must be at least ${min.say}`};
  const max = bound('maximum');
  if (max && above(max, false)) return {ok: false, error: `must be at most ${max.say}`};
  const xmin = bound('exclusiveMinimum');
  if (xmin && below(xmin, true)) return {ok: false, error: `must be more than ${xmin.say}`};
  const xmax = bound('exclusiveMaximum');
  if (xmax && above(xmax, true)) return {ok: false, error: `must be less than ${xmax.say}`};
  if (schema.enum && !schema.enum.some((e) => (typeof e === 'number' && e === rounded && String(e) === text) || e === exactInteger(text))) {
    if (schema.enum.length) return {ok: false, error: `must be one of ${schema.enum.map((e) => valueText(e)).join(', ')}`};
  }
  return {ok: true, value: exactInteger(text)};
}

/** Whether y-m-d names a day of the Gregorian calendar (RFC 3339 §5.7: full-date must be a real date). */
function realDate(y: number, m: number, d: number): boolean {
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return m >= 1 && m <= 12 && d >= 1 && d <= days[m - 1];
}

/**
 * Whether a string fits an OpenAPI format the assistant knows (email, date, date-time, uuid, uri, ipv4); an unknown
 * format never refuses. date and date-time follow RFC 3339 §5.6 (full-date, date-time) with real calendar days and times.
 */
export function fitsFormat(value: string, format: string): boolean {
  switch (format) {
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return !!m && realDate(+m[1], +m[2], +m[3]);
    }
    case 'date-time': {
      const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/i.exec(value);
      return !!m && realDate(+m[1], +m[2], +m[3]) && +m[4] <= 23 && +m[5] <= 59 && +m[6] <= 60 && (m[7] === undefined || (+m[7] <= 23 && +m[8] <= 59));
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
    case 'uri':
      // RFC 3986 §3: an absolute URI starts with a scheme and holds no spaces.
      return /^[a-z][a-z0-9+.-]*:[^\s]+$/i.test(value);
    case 'ipv4':
      return /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value);
    default:
      return true;
  }
}

/** The rule a format sets, said next to the field. */
function formatRule(format: string): string {
  const example: Record<string, string> = {
    date: 'a real date written YYYY-MM-DD, e.g. 2026-11-26',
    'date-time': 'written YYYY-MM-DDThh:mm:ssZ, e.g. 2026-11-26T10:00:00Z',
    email: 'an address like name@example.com',
    uuid: '8-4-4-4-12 hexadecimal digits',
    uri: 'a full address with its scheme, e.g. https://example.com',
    ipv4: 'four numbers 0–255 separated by dots',
  };
  return `must be a valid ${format} (${example[format] ?? format})`;
}

/**
 * An object (or a delimited array) parameter as the document's style writes it (u-api F3: a deepObject filter was sent
 * as "created=[object Object]"). OpenAPI 3.0.3 §4.7.12.4 / 3.1.0 §4.8.12.4 (Style Values, Style Examples), for an object
 * {"R":100,"G":200} named color:
 * - query form, explode true: R=100&G=200; explode false: color=R,100,G,200;
 * - query deepObject: color[R]=100&color[G]=200 (nested values have no defined form, so they are refused);
 * - query spaceDelimited / pipeDelimited, explode false: color=R 100 G 200 / color=R|100|G|200 (arrays likewise);
 * - path and header simple: R,100,G,200, explode true R=100,G=200; path label and matrix: .R.100.G.200 / ;color=R,100,G,200.
 * `pairs` for the query, `text` for a path, header or cookie value; `error` when the style cannot carry the value.
 */
function styled(p: Parameter, v: JsonValue): {pairs?: Array<[string, string]>; text?: string; error?: string} | null {
  const style = p.style ?? (p.in === 'query' || p.in === 'cookie' ? 'form' : 'simple');
  const explode = p.explode ?? style === 'form';
  const delimiter = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
  if (Array.isArray(v) && p.in === 'query' && delimiter !== ',' && !explode) return {pairs: [[p.name, v.map(valueText).join(delimiter)]]};
  if (!isObject(v)) return null;
  const entries = Object.entries(v);
  const nested = entries.find(([, x]) => x !== null && typeof x === 'object');
  if (nested) return {error: `has “${nested[0]}” holding ${Array.isArray(nested[1]) ? 'a list' : 'an object'}, which the ${style} style does not write (OpenAPI 3.0.3 §4.7.12.4): give plain values only`};
  const flat = entries.flatMap(([k, x]) => [k, x === null ? '' : valueText(x)]);
  if (p.in === 'query') {
    if (style === 'deepObject') return {pairs: entries.map(([k, x]) => [`${p.name}[${k}]`, x === null ? '' : valueText(x)])};
    if (style === 'form' && explode) return {pairs: entries.map(([k, x]) => [k, x === null ? '' : valueText(x)])};
    if (!explode && (style === 'form' || delimiter !== ',')) return {pairs: [[p.name, flat.join(delimiter)]]};
    return {error: `is an object, and the document's style “${style}”${explode ? ' with explode: true' : ''} has no defined form for one in the query (OpenAPI 3.0.3 §4.7.12.4), so this demo does not write it`};
  }
  const pairsText = (sep: string, join: string) => entries.map(([k, x]) => `${k}${sep}${x === null ? '' : valueText(x)}`).join(join);
  if (p.in === 'path' || p.in === 'header') {
    if (style === 'simple') return {text: explode ? pairsText('=', ',') : flat.join(',')};
    if (p.in === 'path' && style === 'label') return {text: explode ? `.${pairsText('=', '.')}` : `.${flat.join(',')}`};
    if (p.in === 'path' && style === 'matrix') return {text: explode ? `;${pairsText('=', ';')}` : `;${p.name}=${flat.join(',')}`};
  }
  if (p.in === 'cookie' && style === 'form' && !explode) return {text: flat.join(',')};
  return {error: `is an object, and this demo does not write one in a ${p.in} parameter with the style “${style}”${explode ? ' and explode: true' : ''} (OpenAPI 3.0.3 §4.7.12.4)`};
}

export type BuiltRequest = {method: string; url: string; headers: Record<string, string>; body: JsonValue | null};
/** `notes`: what the reader should check in a request that was built (s56 u-api F7: a list split at a comma inside an item). */
export type BuildResult = {ok: true; request: BuiltRequest; notes?: string[]} | {ok: false; errors: Record<string, string>};

const URL_START = /^[a-z][a-z0-9+.-]*:\/\//i;
/**
 * A note when a list typed with commas may have been split inside an item (s56 u-api F7: the photo URL
 * "https://img.example/a.jpg?w=1,2" became two items, "…?w=1" and "2", without a word). A comma is a legal character in
 * a URL (RFC 3986 §2.2, a sub-delim) and in free text, so the split is only a guess when the items are text and either
 * some look like URLs and others do not, or commas with and without a space after them are mixed. A JSON list ("[…]")
 * says where each item ends, so it gets no note.
 */
export function commaSplitNote(f: Field, raw: string, value: JsonValue): string | null {
  const text = raw.trim();
  if (f.schema.type !== 'array' || text.startsWith('[') || !Array.isArray(value) || value.length < 2 || f.schema.items?.enum) return null;
  if ((f.schema.items?.type ?? 'string') !== 'string') return null;
  const items = value.map((v) => String(v));
  const urls = items.filter((i) => URL_START.test(i)).length;
  const mixedUrls = urls > 0 && urls < items.length;
  const mixedCommas = /,(?=\S)/.test(text) && /,\s/.test(text);
  if (!mixedUrls && !mixedCommas) return null;
  return `${f.label} was split at every comma into ${items.length} items (${items.map((i) => `“${i}”`).join(', ')}): if an item holds a comma itself, write the list as JSON, e.g. ["first, with a comma", "second"], so each item ends where you mean`;
}

/** Validates every field and assembles the request. Empty optional fields are left out. */
export function buildRequest(doc: ApiDocument, op: Operation, values: Readonly<Record<string, string>>, focus?: string): BuildResult {
  const fields = formFields(op);
  const errors: Record<string, string> = {};
  const checked = new Map<string, JsonValue>();
  const notes: string[] = [];
  const parentsUsed = new Set(fields.filter((f) => f.parent && (values[f.id] ?? '').trim() !== '').map((f) => f.parent as string));
  for (const f of fields) {
    const raw = values[f.id] ?? '';
    if (raw.trim() === '') {
      const parentRequired = f.parent ? (op.body?.required ?? []).includes(f.parent) || parentsUsed.has(f.parent) : true;
      if (f.required && parentRequired) errors[f.id] = `${f.label} is required`;
      // A required object with no property of its own required and none given is still required (u29s A14: a parcel's
      // destination): said once, on its first field, never a request built without it.
      else if (f.parent && !parentsUsed.has(f.parent) && (op.body?.required ?? []).includes(f.parent)) {
        const siblings = fields.filter((o) => o.parent === f.parent);
        if (siblings[0] === f && !siblings.some((o) => o.required)) errors[f.id] = `${f.parent} is required: fill ${siblings.map((o) => o.label).join(', ').replace(/, ([^,]*)$/, ' or $1')}`;
      }
      continue;
    }
    const result = checkValue(raw, f.schema);
    if (result.ok) checked.set(f.id, result.value);
    else errors[f.id] = `${f.label} ${result.error}`;
    const split = result.ok ? commaSplitNote(f, raw, result.value) : null;
    if (split) notes.push(split);
  }
  // A PATCH with nothing in its body is a valid request that changes nothing (issue 28, u32e F9): never built, and the
  // field the request says it changes (`focus`, else the first of the body) is marked.
  const bodyFields = fields.filter((f) => f.location === 'body');
  if (op.method === 'PATCH' && bodyFields.length > 0 && !bodyFields.some((f) => (values[f.id] ?? '').trim() !== '')) {
    const mark = bodyFields.find((f) => f.id === focus) ?? bodyFields[0];
    errors[mark.id] = `${mark.label} is empty, and so is every other field of the change: a PATCH with nothing in it changes nothing; fill ${bodyFields.length > 1 ? `${mark.label} or another field you mean to change` : mark.label}`;
  }
  // A POST or PUT whose list the request gave and the assistant did not read (s56 w-api F4, unreadBody in assist.ts):
  // never built without it.
  const unreadList = op.method !== 'PATCH' ? bodyFields.find((f) => f.id === focus && f.schema.type === 'array') : undefined;
  if (unreadList && (values[unreadList.id] ?? '').trim() === '' && !errors[unreadList.id]) errors[unreadList.id] = `${unreadList.label} is empty, though your request gives values for it; type them`;
  if (Object.keys(errors).length) return {ok: false, errors};
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  let body: JsonObject | null = null;
  let whole: JsonValue | undefined;
  for (const f of fields) {
    const v = checked.get(f.id);
    if (v === undefined) continue;
    const param = f.location === 'body' ? undefined : op.parameters.find((p) => p.in === f.location && p.name === f.name);
    const asStyled = param ? styled(param, v) : null;
    if (asStyled?.error) {
      errors[f.id] = `${f.label} ${asStyled.error}`;
      continue;
    }
    if (asStyled?.pairs) {
      for (const [k, x] of asStyled.pairs) query.append(k, x);
      continue;
    }
    const text = asStyled?.text ?? (Array.isArray(v) ? v.map(valueText).join(',') : valueText(v));
    const explode = param?.explode ?? false;
    if (f.location === 'path') path = path.replace(`{${f.name}}`, asStyled?.text ? asStyled.text.replace(/[^;.=,]+/g, encodeURIComponent) : encodeURIComponent(text));
    // An array in the query is one key per item unless the parameter says explode: false (t-api F4).
    else if (f.location === 'query') for (const item of Array.isArray(v) && explode ? v : [v]) query.append(f.name, Array.isArray(item) ? item.map(valueText).join(',') : valueText(item));
    else if (f.location === 'header') headers[f.name] = text;
    else if (f.location === 'cookie') headers.Cookie = `${headers.Cookie ? `${headers.Cookie}; ` : ''}${f.name}=${encodeURIComponent(text)}`;
    else if (f.id === WHOLE_BODY) whole = v;
    else if (f.location === 'body') {
      body ??= {};
      if (f.parent) {
        const parent = (body[f.parent] ?? {}) as JsonObject;
        parent[f.name] = v;
        body[f.parent] = parent;
      } else body[f.name] = v;
    }
  }
  if (Object.keys(errors).length) return {ok: false, errors};
  if (op.body && op.bodyRequired && body === null && whole === undefined) body = {};
  if (body || whole !== undefined) headers['Content-Type'] = op.bodyType ?? 'application/json';
  const auth = op.auth !== undefined ? op.auth : doc.auth;
  if (auth?.kind === 'bearer') headers.Authorization = 'Bearer $API_TOKEN';
  if (auth?.kind === 'header') headers[auth.name] = '$API_KEY';
  // Each key of a requirement that needs several goes in its own header, from its own variable (u-api F2).
  if (auth?.kind === 'all') {
    const keys = auth.parts.filter((a) => a.kind === 'header');
    for (const a of auth.parts) {
      if (a.kind === 'bearer') headers.Authorization = 'Bearer $API_TOKEN';
      else headers[a.name] = keys.length > 1 ? `$API_KEY_${keys.indexOf(a) + 1}` : '$API_KEY';
    }
  }
  // The server URL's own query goes after the path, before the operation's (RFC 3986 §3.4; s54 t-api F10).
  // The operation's or its path's own server replaces the document's (OpenAPI 3.0.3 §4.7.10 / §4.7.9; s56 u-api F6).
  const server = op.server ? {url: op.server.url, query: op.server.query} : {url: doc.serverUrl, query: doc.serverQuery};
  const qs = [server.query, query.toString()].filter(Boolean).join('&');
  return {ok: true, request: {method: op.method, url: `${server.url}${path}${qs ? `?${qs}` : ''}`, headers, body: whole !== undefined ? whole : body}, ...(notes.length ? {notes} : {})};
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** curl command; secrets come from environment variables ($API_TOKEN / $API_KEY), never from the page. */
export function toCurl(req: BuiltRequest): string {
  // HEAD is curl's -I (--head): "-X HEAD" makes curl wait for a body that never comes (s56 u-api F17). curl manual,
  // -X/--request: "this option only changes the actual word used in the HTTP request, it does not alter the way curl
  // behaves"; "Normally you do not need this option"; -I/--head: "Fetch the headers only".
  const lines = [req.method === 'HEAD' ? `curl -I ${shellQuote(req.url)}` : `curl -X ${req.method} ${shellQuote(req.url)}`];
  for (const [name, value] of Object.entries(req.headers)) {
    lines.push(value.includes('$API_') ? `  -H "${name}: ${value}"` : `  -H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (req.body) lines.push(`  --data ${shellQuote(bodyJson(req.body))}`);
  return lines.join(' \\\n');
}

/**
 * The line that opens the fetch code: it is Node code (s56 u-api F17: process.env and top-level await fail in a
 * browser console with "process is not defined"). Node 18+ has fetch; top-level await needs an ES module (.mjs).
 */
export const FETCH_RUNS_IN = '// Node 18 or later, saved as an ES module (request.mjs; top-level await), keys read from process.env. In a browser, put the key in place of process.env.… and run it inside an async function.';

/** fetch code for Node 18+ (an ES module); secrets come from process.env. */
export function toFetch(req: BuiltRequest): string {
  const headerLines = Object.entries(req.headers).map(([name, value]) => {
    const k = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    if (value === 'Bearer $API_TOKEN') return `    ${k}: \`Bearer \${process.env.API_TOKEN}\`,`;
    if (value === '$API_KEY') return `    ${k}: process.env.API_KEY ?? '',`;
    if (/^\$API_KEY_\d+$/.test(value)) return `    ${k}: process.env.${value.slice(1)} ?? '',`;
    return `    ${k}: ${JSON.stringify(value)},`;
  });
  const lines = [FETCH_RUNS_IN, `const response = await fetch(${JSON.stringify(req.url)}, {`, `  method: '${req.method}',`];
  if (headerLines.length) lines.push('  headers: {', ...headerLines, '  },');
  // A JS number literal would round an integer beyond 2^53 again (u-api F1), so such a body is written as its JSON text.
  if (req.body && JSON.stringify(req.body).includes(EXACT_INTEGER)) lines.push('  // The body is JSON text: a JavaScript number would round its large integers.', `  body: ${JSON.stringify(bodyJson(req.body))},`);
  else if (req.body) lines.push(`  body: JSON.stringify(${JSON.stringify(req.body, null, 2).replace(/\n/g, '\n  ')}),`);
  // A HEAD response has no body: its headers are what it answers (RFC 9110 §9.3.2).
  lines.push('});', req.method === 'HEAD' ? 'console.log(response.status, Object.fromEntries(response.headers));' : "console.log(response.status, await response.text());");
  return lines.join('\n');
}

/** "tickets" → "ticket", "categories" → "category", "addresses" → "address"; words not ending in a plural stay. */
function singular(word: string): string {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') && word.length > 3 ? word.slice(0, -1) : word;
}

const PATH_NOISE = new Set(['api', 'apis', 'rest', 'v', 'me', 'self', 'search', 'batch', 'bulk', 'admin', 'public', 'internal']);

/**
 * Nouns the loaded API is about, for "try words from the API" hints: the resources its paths name,
 * top-level resources first ("/tickets/{id}/comments" gives "ticket", then "comment"), in document
 * order, singular, at most `max`. Version segments ("v2") and placeholders are skipped.
 */
export function apiNouns(doc: ApiDocument, max = 4): string[] {
  const levels: string[][] = [];
  for (const op of doc.operations) {
    const segments = op.path
      .split('/')
      .filter((s) => s && !s.includes('{') && !/^v\d+$/i.test(s))
      .flatMap((s) => s.split(/[-_.]|(?<=[a-z])(?=[A-Z])/))
      .map((s) => s.toLowerCase())
      .filter((s) => /^\p{L}{3,}$/u.test(s) && !PATH_NOISE.has(s));
    segments.forEach((s, i) => (levels[i] ??= []).push(singular(s)));
  }
  return [...new Set(levels.flat())].slice(0, max);
}

/** A value of the request put into a field because the field's name, type or format says it takes that kind of value. */
export type FilledValue = {id: string; label: string; value: string; found: string};

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const monthNumber = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().replace('.', '').slice(0, 3))) + 1;
const CURRENCY_SIGNS: Record<string, string> = {$: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY'};
const CURRENCY_CODES = 'USD|EUR|GBP|CHF|JPY|CAD|AUD|SEK|NOK|DKK|PLN|INR|CNY';
/** Nouns a number right after names as an id ("invoice 77", "order 1234"), so it is never an amount before a currency. */
const ID_NOUNS = 'order invoice ticket booking reservation account customer case pet user shipment parcel transaction receipt bill contract policy claim number no id ref reference'.split(' ');
/** The cents after a sum written with its currency after it: "3 euros 50" (two digits, then the sentence goes on), "… and 50 cents". */
const CENTS_AFTER = /^\s+(?:and\s+(\d{1,2})\s+(?:cents?|pence)\b|(\d{2})(?:\s+(?:cents?|pence))?(?=\s*$|\s*[,;.!?]|\s+(?:for|of|to|on|from|back|please)\b))/i;
/** A currency right after a number ("40 EUR", "40€", "25 dollars"): that number is an amount, never a group of an id. */
const CURRENCY_AFTER = new RegExp(String.raw`^\s?(?:[$€£¥]|(?:${CURRENCY_CODES}|dollars?|euros?|pounds?|bucks?|quid)\b)`, 'i');

/** `minor`: an amount written in minor units ("1050 cents", "99 pence"), its value a whole number of them. */
type Found = {kind: 'email' | 'phone' | 'date' | 'amount' | 'id'; value: string; found: string; start: number; end: number; currency?: string; before?: string; alternatives?: string[]; unreadable?: boolean; minor?: boolean; negative?: boolean};

// An e-mail address is the whole whitespace-delimited token around "@" (issue 28, A-R0: an ASCII-only
// reader cut "o'brien+vet@…" to "brien+vet@…"). Local part: Unicode letters, digits and the RFC 5322 atext
// signs (RFC 5322 §3.2.3; RFC 6531 §3.3 extends atext to UTF-8); dots only between them (dot-atom). Domain:
// Unicode letters and digits in labels joined by "." with inner "-" (RFC 1035 §2.3.1; RFC 5890 IDN labels).
const EMAIL_LOCAL = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const EMAIL_DOMAIN = /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+[\p{L}\p{M}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const OPENERS = `"“„«‹<([{'‘`;
const CLOSERS = `.,;:!?"”»›>)]}'’`;

/** Every token with an "@" in it: the address as typed, or (unreadable) the token when it is no plausible address. */
function emailTokens(request: string): Found[] {
  const out: Found[] = [];
  // Token by token (u30j A6: `\S*@\S*` tried every position of a long token without an "@", each to the token's end).
  for (const m of request.matchAll(/\S+/gu)) {
    if (!m[0].includes('@')) continue;
    let start = m.index ?? 0;
    let token = m[0];
    const span = {start, end: start + token.length};
    while (token && OPENERS.includes(token[0])) {
      token = token.slice(1);
      start += 1;
    }
    while (token && CLOSERS.includes(token[token.length - 1])) token = token.slice(0, -1);
    // A label glued to the address ("email:sam@…", "mailto:sam@…") is the label, not part of the address.
    const label = /^(?:mailto|e-?mail|mail|contact|address):/iu.exec(token);
    if (label) {
      token = token.slice(label[0].length);
      start += label[0].length;
    }
    const at = token.lastIndexOf('@');
    const ok = token.indexOf('@') === at && at > 0 && EMAIL_LOCAL.test(token.slice(0, at)) && EMAIL_DOMAIN.test(token.slice(at + 1));
    if (ok) out.push({kind: 'email', value: token, found: token, start, end: start + token.length});
    // "@" with nothing on one side ("me @ home", a handle "@ana") is no address and says nothing about one.
    else if (/[^@]@[^@]/u.test(m[0])) out.push({kind: 'email', value: m[0], found: m[0], ...span, unreadable: true});
  }
  return out;
}

/** One id-like token: letters and digits joined by "/", ".", "-" or "_"; a separator with nothing after it ("INV-7.") is punctuation. */
const ID_TOKEN = /[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*/uy;
/** Words that join a sentence's parts: a number before one of them ends the value ("invoice B 2027 31 to the buyer"). */
const JOINERS = new Set('and or to for with from in on at by of is are was the a an my your our its this that please but then so also plus thanks thank'.split(' '));
/** Words that say what a number counts or measures ("3 copies", "2 kg"): a number before one is no part of an id. */
const UNITS = /^(?:\p{L}{2,}s|kg|g|lb|oz|km|m|cm|mm|l|ml|h|x|pcs|night|day|week|month|year|hour|minute|time|copy|piece|item|person|guest|adult|child|seat|room|ticket|box|unit|pack|pallet)$/iu;

/** An id-like value read at `start`, with its end and, when it could stop at two places, both readings. */
export type IdRead = {value: string; start: number; end: number; alternatives?: string[]};

/**
 * The one tokenizer for id-like values (u28n U6), used wherever a value is read from a request: letters
 * and digits joined by "/", ".", "-" or "_" ("2026/118", "CHE-123.456.789", "INV.2026.118"), without
 * trailing sentence punctuation ("INV-7." → "INV-7"). After a field noun (`afterNoun`), a short capital
 * prefix takes the spaced groups after it ("VAT number IT 01234567890", "R 2026 118"), and a further group
 * of digits belongs to the value when a prefix started it; without a prefix such a group could end the
 * value or not ("invoice 2026 118"), so both readings are returned as `alternatives`. A number followed by
 * what it counts ("3 copies") is never part of the value. Null when the token has no digit.
 */
export function readIdValue(text: string, start: number, afterNoun: boolean): IdRead | null {
  const tokenAt = (at: number) => {
    ID_TOKEN.lastIndex = at;
    return ID_TOKEN.exec(text)?.[0] ?? null;
  };
  /** The next token after whitespace, and where it ends. */
  const next = (at: number) => {
    const gap = /^[ \t]+/.exec(text.slice(at))?.[0];
    if (!gap) return null;
    const token = tokenAt(at + gap.length);
    return token ? {token, end: at + gap.length + token.length} : null;
  };
  const first = tokenAt(start);
  if (!first) return null;
  let value = first;
  let end = start + first.length;
  // A prefix of capitals may have a dash inside ("truck plate B-XY 123"; issue 28, u35f F8: the plate was "B-XY").
  const prefixed = afterNoun && /^\p{Lu}{1,3}(?:-\p{Lu}{1,3})?$/u.test(first);
  if (prefixed) {
    const group = next(end);
    if (!group || !/^\p{N}/u.test(group.token)) return null;
    value = `${value} ${group.token}`;
    end = group.end;
  }
  if (!/\p{N}/u.test(value)) return null;
  if (!afterNoun) return {value, start, end};
  for (let group = next(end); group && /^\p{N}+$/u.test(group.token); group = next(end)) {
    const after = next(group.end)?.token.toLowerCase();
    const closes = after === undefined || JOINERS.has(after);
    if (!closes && UNITS.test(after)) break;
    if (CURRENCY_AFTER.test(text.slice(group.end))) break;
    if (!prefixed || !closes) return {value, start, end, alternatives: [value, `${value} ${group.token}`]};
    value = `${value} ${group.token}`;
    end = group.end;
  }
  return {value, start, end};
}

function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Plain amount text as the exact decimal it means ("1,234.50", "1.234,50", "1 234,50", "89,99", "0.001"), or both
 * readings when it has one: a single dot or comma followed by exactly three digits ("1.250", "$1,250", "4.999 USD")
 * is a decimal point in some places and a thousands separator in others, in any currency, so it is the reader's to
 * choose (u29f A-7). After a leading 0 ("0.001", "0,250") it is always a decimal point. Null when it is no amount.
 */
function amountText(raw: string): {value: string; alternatives?: string[]} | null {
  const t = raw.replace(/[\s\u00a0]+/g, ' ').trim();
  const point = (int: string, frac?: string) => ({value: frac === undefined ? int : `${int}.${frac}`});
  let m: RegExpExecArray | null;
  if ((m = /^0[.,](\d+)$/.exec(t))) return point('0', m[1]);
  if ((m = /^([1-9]\d{0,2})[.,](\d{3})$/.exec(t))) return {value: `${m[1]}.${m[2]}`, alternatives: [`${m[1]}.${m[2]}`, `${m[1]}${m[2]}`]};
  if ((m = /^([1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d+))?$/.exec(t))) return point(m[1].replace(/,/g, ''), m[2]);
  if ((m = /^([1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d+))?$/.exec(t))) return point(m[1].replace(/\./g, ''), m[2]);
  if ((m = /^([1-9]\d{0,2}(?: \d{3})+)(?:[.,](\d+))?$/.exec(t))) return point(m[1].replace(/ /g, ''), m[2]);
  if ((m = /^(\d+)(?:[.,](\d+))?$/.exec(t))) return point(m[1], m[2]);
  return null;
}

/** The values a request names: e-mail addresses, phone numbers, dates with a year, amounts with a currency, ids. */
export function requestValues(request: string, idNouns: readonly string[] = []): Found[] {
  const found: Found[] = [];
  const taken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  const add = (f: Found) => {
    if (!taken(f.start, f.end)) found.push(f);
  };
  // E-mail addresses first, whole token or not at all: no date, phone or id is read from inside one.
  for (const f of emailTokens(request)) add(f);
  // Dates: ISO, "3 December 2026", "December 3, 2026", "3rd of Dec 2026". A date without a year is not filled: the year would be a guess.
  for (const m of request.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) add({kind: 'date', value: iso, found: m[0], start: m.index, end: m.index + m[0].length});
  }
  for (const m of request.matchAll(new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH},?\s+(\d{4})\b`, 'gi'))) {
    const iso = isoDate(Number(m[3]), monthNumber(m[2]), Number(m[1]));
    if (iso) add({kind: 'date', value: iso, found: m[0], start: m.index, end: m.index + m[0].length});
  }
  for (const m of request.matchAll(new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, 'gi'))) {
    const iso = isoDate(Number(m[3]), monthNumber(m[1]), Number(m[2]));
    if (iso) add({kind: 'date', value: iso, found: m[0], start: m.index, end: m.index + m[0].length});
  }
  // A date is never an id (issue 28, u32e F8: "sessions on 14/04/2027", "sessions on April 14" and "sessions on
  // 2027-02-30" chose GET /sessions/{sessionId}). Day, month and year with "/" or "." ("14/04/2027", "14.04.2027"):
  // a part above 12 says which is the day; "12/10/2026" reads two ways, so both readings are kept for the reader to
  // choose. A date the calendar does not have ("2027-02-30", "31/04/2027") and a day and month with no year after a
  // word of time ("on April 14") are dates too, unreadable: the field stays empty with a note, never a guess.
  for (const m of request.matchAll(/(?<![\p{L}\p{N}./-])(\d{1,2})([/.])(\d{1,2})\2(\d{4})(?![\p{L}\p{N}]|[./-]\p{N})/gu)) {
    const [a, b, y] = [Number(m[1]), Number(m[3]), Number(m[4])];
    const dmy = isoDate(y, b, a);
    const mdy = isoDate(y, a, b);
    const span = {found: m[0], start: m.index, end: m.index + m[0].length};
    const readings = [...new Set([dmy, mdy].filter((d): d is string => d !== null))];
    if (readings.length === 0) add({kind: 'date', value: m[0], ...span, unreadable: true});
    else if (readings.length === 1) add({kind: 'date', value: readings[0], ...span});
    else add({kind: 'date', value: readings[0], ...span, alternatives: readings});
  }
  for (const m of request.matchAll(/(?<![\p{L}\p{N}./-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\p{L}\p{N}]|[./-]\p{N})/gu)) {
    if (!isoDate(Number(m[1]), Number(m[2]), Number(m[3]))) add({kind: 'date', value: m[0], found: m[0], start: m.index, end: m.index + m[0].length, unreadable: true});
  }
  const TIME_WORD = String.raw`(?<![\p{L}])(?:on|from|to|until|till|since|before|after|by|for|through)\s+`;
  for (const m of request.matchAll(new RegExp(String.raw`${TIME_WORD}(?:${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH})(?![\p{L}\p{N}])(?!,?\s+\d{4})`, 'giu'))) {
    const text = m[0].replace(new RegExp(`^${TIME_WORD}`, 'iu'), '');
    const start = m.index + m[0].length - text.length;
    const day = Number(m[2] ?? m[3]);
    if (day >= 1 && day <= 31) add({kind: 'date', value: text, found: text, start, end: start + text.length, unreadable: true});
  }
  // Amounts need a currency sign or code: a bare number may be a count, an id or a page size.
  // A number with digits grouped by spaces ("1 250,50") is read whole, so "€1 250" is never 1.
  const NUM = String.raw`(?:\d{1,3}(?:[ \u00a0]\d{3})+(?:[.,]\d+)?(?![\d.,]*\d)|\d[\d.,]*\d|\d)`;
  const amount = new RegExp(String.raw`([$€£¥])\s?(${NUM})|\b(${CURRENCY_CODES})\s?(${NUM})\b|(${NUM})\s?(?:([$€£¥])|(${CURRENCY_CODES})\b|(dollars?|euros?|pounds?|bucks?|quid)\b)`, 'gi');
  // The digits of an id are never an amount (u29s A5/A6/A11/A17): a number before a currency is the id's when it is
  // inside or right after an id-like token ("ORD-01500 EUR 20", "INV-2027/08 ¥5000", "invoice 77 CHF 99.90",
  // "#1234 $20"); the amount is then the number on the side the currency is written, read on from the currency.
  const nouns = new Set([...ID_NOUNS, ...idNouns.map((n) => n.toLowerCase())]);
  const idDigits = (at: number) => {
    const before = textBefore(request, at);
    if (/(?:[\p{L}\p{N}][-./_]?|#)$/u.test(before)) return true;
    const noun = /(?:^|[^\p{L}])(\p{L}+)\s+(?:(?:number|no\.?|#|id|ref)\s*)?#?$/iu.exec(before)?.[1].toLowerCase();
    return noun !== undefined && nouns.has(noun);
  };
  // A sum in minor units ("1050 cents EUR", "EUR 1050 cents", "99 pence", "500 minor units"; u30a UAA-8) first, so
  // "EUR 1050 cents" is never 1050 euros. Its value is the whole number of minor units; pence are British.
  const minor = new RegExp(String.raw`(?:\b(${CURRENCY_CODES})\s?)?(${NUM})\s?(cents?|pence|minor\s+units?)\b(?:\s+(?:in\s+)?(${CURRENCY_CODES})\b)?`, 'gi');
  for (const m of request.matchAll(minor)) {
    if (!m[1] && idDigits(m.index)) continue;
    // "3 euros and 50 cents": the cents of a whole sum are read with it (below).
    if (!m[1] && new RegExp(String.raw`\d\s?(?:[$€£¥]|(?:${CURRENCY_CODES}|dollars?|euros?|pounds?|bucks?|quid))\s+(?:and\s+)?$`, 'i').test(textBefore(request, m.index))) continue;
    if (!m[1] && /[$€£¥]\d+\s+and\s+$/.test(textBefore(request, m.index))) continue;
    const read = amountText(m[2]);
    const whole = [read?.value, ...(read?.alternatives ?? [])].find((v) => v !== undefined && /^\d+$/.test(v));
    if (!whole) continue;
    const code = (m[1] ?? m[4])?.toUpperCase() ?? (/^pence$/i.test(m[3]) ? 'GBP' : undefined);
    add({kind: 'amount', value: whole.replace(/^0+(?=\d)/, ''), found: m[0].trim(), currency: code, start: m.index, end: m.index + m[0].length, minor: true});
  }
  // A minus sign or "minus" right before a sum (u30j A3: "refund order 12: -5 EUR" filled 5): the sum is read with its
  // sign, so the field is left empty and said, never filled with the sign dropped. A hyphen inside a token ("ORD-5") is none.
  const signed = (at: number) => /(?:^|[\s:(=,;])(?:[-−–]\s?|minus\s+)$/i.test(textBefore(request, at));
  for (const f of found) if (f.kind === 'amount' && signed(f.start)) f.negative = true;
  for (let m = amount.exec(request); m; m = amount.exec(request)) {
    if (taken(m.index, m.index + m[0].length)) continue;
    // Only when a sum follows the currency: "payment 20 GBP for cus_A1" names no other number, so 20 GBP is the sum.
    const glued = /(?:[\p{L}\p{N}][-./_]?|#)$/u.test(textBefore(request, m.index));
    if (m[5] && idDigits(m.index) && (glued || /^\s?[-+]?\d/.test(request.slice(m.index + m[0].length)))) {
      amount.lastIndex = m.index + m[5].length;
      continue;
    }
    const read = amountText(m[2] ?? m[4] ?? m[5] ?? '');
    const number = read?.value;
    const word = m[8]?.toLowerCase();
    const currency = m[1] ? CURRENCY_SIGNS[m[1]] : m[3] ? m[3].toUpperCase() : m[6] ? CURRENCY_SIGNS[m[6]] : m[7] ? m[7].toUpperCase() : /^(?:dollar|buck)/.test(word ?? '') ? 'USD' : word?.startsWith('euro') ? 'EUR' : 'GBP';
    // The cents after a whole sum ("3 euros 50", "3 euros and 50 cents", "$3 and 50 cents") belong to it: 3.50, never 3.
    const cents = number && /^\d+$/.test(number) && !read?.alternatives && (m[6] || m[7] || m[8]) ? CENTS_AFTER.exec(request.slice(m.index + m[0].length)) : null;
    const dollarCents = number && /^\d+$/.test(number) && !read?.alternatives && (m[1] || m[3]) ? /^\s+and\s+(\d{1,2})\s+(?:cents?|pence)\b/i.exec(request.slice(m.index + m[0].length)) : null;
    const tail = cents ?? dollarCents;
    if (tail) {
      add({kind: 'amount', value: `${number}.${(tail[1] ?? tail[2]).padStart(2, '0')}`, found: `${m[0]}${tail[0]}`.trim(), currency, start: m.index, end: m.index + m[0].length + tail[0].length});
      continue;
    }
    if (number) add({kind: 'amount', value: number, found: m[0].trim(), currency, start: m.index, end: m.index + m[0].length, alternatives: read?.alternatives, negative: signed(m.index) || undefined});
  }
  // Phone numbers: a leading "+" or digits in groups, 7 to 15 digits (E.164 allows at most 15).
  for (const m of request.matchAll(/(?<![\w+])(\+\d[\d ()-]{5,}\d|\(?\d{2,5}\)?[ -]\d{2,5}(?:[ -]\d{2,5}){1,3})(?![\w-])/g)) {
    const digits = m[0].replace(/\D/g, '').length;
    // A date-shaped group ("2026-02-30", not a real date) is not a phone number either.
    if (digits >= 7 && digits <= 15 && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(m[0])) add({kind: 'phone', value: m[0], found: m[0], start: m.index, end: m.index + m[0].length});
  }
  // Ids: letters and digits ("ORD-10101", "2026/118", "CHE-123.456.789"), or a number right after the noun it identifies
  // ("order 12345", "ISBN 978-0-14-303943-3"), read by the one id tokenizer (readIdValue).
  // No id is read from inside a date and time ("2026-11-01T10" of "2026-11-01T10:00:00Z"; s56 u-api F16).
  const dateTimes = [...request.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${DATE_TIME_TEXT}`, 'gu'))].map((m) => [m.index, m.index + m[0].length] as const);
  for (const m of request.matchAll(/[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*/gu)) {
    const start = m.index ?? 0;
    if (taken(start, start + m[0].length)) continue;
    if (dateTimes.some(([s, e]) => start < e && start + m[0].length > s)) continue;
    // The noun before it, past "number", "code", "id"… ("zip code 4020" → zip; "ZIP+4 30301-0042" → zip).
    const before = /(?:^|[^\p{L}])(\p{L}+)(?:\+4)?\s+(?:(?:number|no\.?|#|code|id|ref|reference)\s*)?#?$/iu.exec(textBefore(request, start))?.[1].toLowerCase();
    const read = readIdValue(request, start, before !== undefined && !JOINERS.has(before));
    // A single character or a plain decimal ("3.2") is no id.
    if (!read || read.value.length < 2 || /^\d+[.,]\d{1,2}$/.test(read.value)) continue;
    // Digits already read as an amount are never the id's (u30j A8: "refund ORD-48213 2,50 EUR late" lost the id, and
    // "ORD-77 1,5 EUR" offered "ORD-77 1"): the id is its longest reading that ends before them.
    const readings = [read.value, ...(read.alternatives ?? [])];
    const reach = Math.max(read.end, ...readings.map((v) => start + v.length));
    const amountAt = found.find((f) => f.kind === 'amount' && f.start >= start && f.start < reach)?.start;
    if (amountAt !== undefined) {
      const fits = readings.filter((v) => v.length >= 2 && start + v.length <= amountAt && request.slice(start, start + v.length) === v);
      const whole = fits.sort((a, b) => b.length - a.length)[0];
      if (whole && !/^\d+[.,]\d{1,2}$/.test(whole)) add({kind: 'id', value: whole, found: whole, start, end: start + whole.length, before});
      continue;
    }
    add({kind: 'id', value: read.value, found: read.value, start, end: read.end, before, alternatives: read.alternatives});
  }
  return found.sort((a, b) => a.start - b.start);
}

type FieldKind = Found['kind'] | 'currency';
const ID_NAME = /^(.*?)[_-]?(?:id|number|no|code|ref|reference)$/i;

/** What kind of value a field takes, from its format, name and description; null when nothing says. */
function kindOf(f: Field): FieldKind | null {
  const s = f.schema;
  const text = `${f.name} ${f.description ?? s.description ?? ''}`;
  const format = s.format?.toLowerCase();
  if (s.enum && !/currency/i.test(f.name)) return null;
  if (format === 'email' || (s.type ?? 'string') === 'string' && /e-?mail/i.test(f.name)) return 'email';
  if (format === 'phone' || format === 'tel' || /phone|mobile|msisdn|(?:^|_)tel(?:ephone)?$|^tel/i.test(f.name)) return 'phone';
  if (format === 'date' || (!format && (s.type ?? 'string') === 'string' && /date|birthday|^dob$/i.test(f.name))) return 'date';
  if (/currency/i.test(f.name) && (s.type ?? 'string') === 'string') return 'currency';
  // A card's or voucher's value is a sum too ("a gift card of €50", u30t U-9), and so is a refund's ("refundValue",
  // issue 28, u31d F7: "refund €79.90" left it empty).
  if ((s.type === 'number' || s.type === 'integer') && /amount|price|total|sum|cost|fee|payment|^(?:face|card|refund|gross|net)?[_-]?value$/i.test(f.name)) return 'amount';
  if ((s.type ?? 'string') !== 'boolean' && (ID_NAME.test(f.name) || /^isbn$/i.test(f.name))) return 'id';
  // A code whose pattern starts with its own letters ("^ABC-[0-9]{4}$" for a sku) is an id, whatever the field's name (u29b A-4).
  if ((s.type ?? 'string') === 'string' && !format && s.pattern && /^\^?\p{L}{2,}[-_.]?[[\\(]/u.test(s.pattern)) return 'id';
  // So is a code whose description shows an example its pattern takes ("Stock keeping unit such as BLT-0042" for a sku
  // of ^[A-Z]{3}-[0-9]{4}$; issue 28, u31b F8).
  if ((s.type ?? 'string') === 'string' && !format && exampleCode(f)) return 'id';
  // So is a code whose pattern is letters, a mark and digits ("^[A-Z]{3}-[0-9]{4}$" for a sku; issue 28, u35f F7:
  // "adjust stock of MLK-0007 by -12" left sku empty with no note).
  if ((s.type ?? 'string') === 'string' && !format && codePattern(s.pattern)) return 'id';
  if (!format && (s.type ?? 'string') === 'string' && /e-?mail/i.test(text)) return 'email';
  return null;
}

/**
 * How well an id in the request belongs to an id field: 2 when its pattern matches or the noun
 * right before it names the field ("order 123" for orderId, "postcode 8004" for postcode), 1 when
 * only its letter prefix starts the field's stem ("ORD-…" for orderId, but "P-31" would fit both
 * plantId and postcode), 0 when it does not fit.
 */
/**
 * Nouns readers use for one thing (u28n U7): "parcel FF-2231" names a shipment's id, "postal code 4020"
 * a zip code, "discount code TAKE-5" a promo code, "reservation GH-118" a booking, "visit A-77" an appointment;
 * and the verb that sets a field ("assign" for an assignee or owner). The one table: the request's words are read
 * as the API's (correctTypos), the index holds the synonyms of each operation's path and field names
 * (indexOperations), a field goes by its name's synonyms (fieldNouns, namesField), and a write whose body sets
 * such a field has the group's verbs as its action (actionTerms).
 */
const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['zip', 'postal', 'postcode', 'post'],
  ['promo', 'promotion', 'discount', 'coupon', 'voucher'],
  ['shipment', 'parcel', 'package', 'consignment'],
  ['booking', 'reservation'],
  ['invoice', 'bill'],
  ['customer', 'client'],
  // u28s S-C4: a visit is booked as an appointment; to assign a deal sets its owner or assignee.
  ['appointment', 'visit'],
  ['owner', 'assignee', 'assigned', 'assign', 'reassign'],
];
/** The word and the nouns that mean the same ("parcel" → shipment, package, consignment). */
export function synonymsOf(word: string): string[] {
  const w = word.toLowerCase();
  return [w, ...(SYNONYMS.find((group) => group.includes(w)) ?? []).filter((s) => s !== w)];
}

/** Whether the noun right before an id names the field ("invoice 2026/118" for invoiceNumber, "parcel FF-2231" for shipmentId). */
/** The thing an id field identifies: "order" for orderId, the path's resource for a plain "id" (Field.resource). */
const stemOf = (f: Field) => (ID_NAME.exec(f.name)?.[1] || f.resource || f.name).toLowerCase().replace(/[_-]/g, '');

function namesField(f: Field, v: Found): boolean {
  const stem = stemOf(f);
  const name = f.name.toLowerCase().replace(/[_-]/g, '');
  if (!stem || v.before === undefined) return false;
  const before = singular(v.before);
  return before === stem || v.before === name || synonymsOf(stem).includes(before);
}

/** An ISBN field: its name says so ("isbn", "isbn13"). */
const ISBN_FIELD = /^isbn(?:[_-]?13)?$/i;

/**
 * Whether a value is an ISBN-13 (ISO 2108; the International ISBN Agency's user manual, section 5): 13 digits,
 * hyphens or spaces between groups allowed, prefix 978 or 979, and the check digit: the digits weighted 1, 3, 1, 3…
 * sum to a multiple of 10.
 */
export function isIsbn13(value: string): boolean {
  if (!/^\d[\d -]*\d$/.test(value)) return false;
  const digits = value.replace(/[ -]/g, '');
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return [...digits].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 1), 0) % 10 === 0;
}

/** The shape of a code: each letter as A, each digit as 9, marks as written ("BLT-0042" → "AAA-9999"). */
const codeShape = (code: string) => code.replace(/\p{L}/gu, 'A').replace(/\p{N}/gu, '9');
/**
 * The example code a field's description shows ("Stock keeping unit such as BLT-0042", "e.g. SEN-0001"), when the
 * field's pattern takes it and it holds letters and digits; else null.
 */
function exampleCode(f: Field): string | null {
  const pattern = f.schema.pattern;
  // With or without marks inside: "such as BLT-0042", and "such as KX104233" (issue 28, u31d F7: an article code).
  const m = /(?:such\s+as|e\.\s?g\.|for\s+example|for\s+instance|like)\s+["'“‘`]?([\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*)/iu.exec(f.description ?? f.schema.description ?? '');
  if (!pattern || !m || !/\p{L}/u.test(m[1]) || !/\p{N}/u.test(m[1])) return null;
  try {
    return new RegExp(pattern, 'u').test(m[1]) ? m[1] : null;
  } catch {
    return null;
  }
}
/**
 * Whether a pattern is a code of letters, a mark and digits, anchored at both ends ("^[A-Z]{3}-[0-9]{4}$",
 * "^[A-Z]{2,4}_\\d+$"): a value of that shape is a code of that field's kind, never a count or a word.
 */
function codePattern(pattern: string | undefined): boolean {
  return !!pattern && /^\^\[A-Z(?:a-z)?\](?:\{\d+(?:,\d*)?\}|\+)[-_./]\\?(?:\[0-9\]|\\d)(?:\{\d+(?:,\d*)?\}|\+)\$$/.test(pattern.replace(/\\([-_./])/g, '$1'));
}
function idFit(f: Field, v: Found): 0 | 1 | 2 {
  // An ISBN-13 names an ISBN field by its form and check digit (u28v: "borrow the book 9780306406157").
  if (ISBN_FIELD.test(f.name) && isIsbn13(v.value)) return 2;
  // A pattern may refuse a value, never choose one (u28p A1: a parcel's "1800 g" fits ^[0-9]{4}$ and is no postcode):
  // the request must still name the field, by its noun before the value or by the field's prefix on it. A prefix the
  // pattern spells out in letters ("TCK-1042" for ^TCK-[0-9]+$) is the field's own mark, so it names the field.
  if (f.schema.pattern) {
    try {
      if (!new RegExp(f.schema.pattern, 'u').test(v.value)) return 0;
    } catch {
      return 0;
    }
    const mark = /^\^?(\p{L}+)(?![*+?{])/u.exec(f.schema.pattern)?.[1];
    if (mark && v.value.startsWith(mark)) return 2;
  }
  // An id written like the example the field's description shows, which its pattern takes, is the field's ("BLT-0042"
  // for a sku described "such as BLT-0042"): the same letters, digits and marks in the same places.
  const example = exampleCode(f);
  if (example && f.schema.pattern && codeShape(example) === codeShape(v.value)) return 2;
  const stem = stemOf(f);
  if (!stem) return 0;
  if (namesField(f, v)) return 2;
  const prefix = /^([A-Za-z]+)-?\d/.exec(v.value)?.[1].toLowerCase();
  // A value of a code pattern's shape, which the pattern takes (checked above), fits by that shape, as a prefix does.
  return (prefix && stem.startsWith(prefix)) || codePattern(f.schema.pattern) ? 1 : 0;
}

/**
 * Whether `value` carries the letters a field's pattern opens with, then a mark or digit ("ORD-4821" for
 * ^ORD-[0-9]{5}$): the field's own kind of id, whether or not the pattern takes it (s54 t-api F6).
 */
function markedFor(f: Field, value: string): boolean {
  const mark = f.schema.pattern ? /^\^?(\p{L}{2,})(?![*+?{\p{L}])/u.exec(f.schema.pattern)?.[1] : undefined;
  return !!mark && value.startsWith(mark) && /^[-_./]?\p{N}/u.test(value.slice(mark.length));
}

/** The fill itself (valuesFromRequest, which first takes out what the request excludes). */
/** What follows a price per item ("€12 each", "€12 for each vaccine", "$5 apiece", "$12 per item", "€3 a piece"). */
const PER_ITEM = /^\s*(?:(?:for\s+)?each|apiece|a\s+(?:piece|unit|head)|per\s+(?:item|piece|unit|head|person|copy|box|pack|bottle|one))(?![\p{L}])/iu;
/** A field for the price of one item, by its name or description: "unitPrice", "price_per_item", "Price per unit", "item cost". */
const UNIT_PRICE = /(?<![\p{L}])(?:(?:unit|item|piece)[\s_-]*(?:price|cost)|price[\s_-]*(?:per|each|a)[\s_-]*(?:unit|item|piece)?|per[\s_-]*(?:unit|item|piece))(?![\p{L}])/iu;
function filledFrom(fields: readonly Field[], request: string, notes?: FillNote[]): FilledValue[] {
  const found: FillNote[] = [];
  const typed = typedValues(fields, request, found);
  const used = new Set(typed.map((v) => v.id));
  const all = [...typed, ...namedValues(fields.filter((f) => !used.has(f.id)), request, typed.map((v) => v.found), found)].sort(
    (a, b) => fields.findIndex((f) => f.id === a.id) - fields.findIndex((f) => f.id === b.id),
  );
  // A number a field took by its noun that the request writes as a sum of money ("a $500 deposit", "300 GBP", "5
  // dollars") is that sum, never the bare number (issue 28, u35f F3, F4: "$500 deposit" sent depositCents 500, which
  // is $5; "an invoice of 300 GBP" filled an amount in USD with 300): it goes in as a sum does, converted to cents
  // where the API says the field is in cents, and left empty with a note when its currency is not the field's.
  const money = requestValues(request).filter((v) => v.kind === 'amount' && (v.currency || v.minor));
  const asSum = new Set<string>();
  for (let i = all.length - 1; i >= 0 && money.length; i--) {
    const v = all[i];
    const f = fields.find((x) => x.id === v.id);
    const digits = /\d[\d.,]*/.exec(v.found)?.[0]?.replace(/[.,]$/, '');
    if (!f || used.has(v.id) || !digits || !/^\d+(?:\.\d+)?$/.test(v.value)) continue;
    // Where the request writes that number, digits inside a date or an id ("2027-06-12", "EV-12") left aside.
    const at = [...request.matchAll(new RegExp(`(?<![\\p{L}\\d.,/-])${escapeRe(digits)}(?![\\d/-])`, 'gu'))].map((m) => m.index ?? 0);
    const sums = money.filter((c) => at.some((a) => a >= c.start && a < c.end));
    if (!at.length || sums.length !== 1 || !at.every((a) => a >= sums[0].start && a < sums[0].end)) continue;
    const c = sums[0];
    asSum.add(v.id);
    const r = kindOf(f) === 'amount' || amountUnit(f) || fieldCurrency(f)
      ? amountInUnit(f, c)
      : {note: `“${c.found}” from your request is a sum of money, and ${f.label} takes no sum, so it is not filled in`};
    if (r.value !== undefined) all[i] = {...v, value: r.value, found: c.found};
    else all.splice(i, 1);
    if (r.note) found.push({id: f.id, label: f.label, note: r.note, ...(r.value !== undefined ? {filled: true as const} : {})});
  }
  // A bare number put into an amount field whose unit is not major ("refund 5" into an amount in minor units, u30a
  // UAA-1) names no currency: the note says the unit it is taken in, so it is never sent in an unknown unit silently.
  for (const v of all) {
    const f = fields.find((x) => x.id === v.id);
    if (!f || used.has(v.id) || asSum.has(v.id) || kindOf(f) !== 'amount' || !/^\d+(?:\.\d+)?$/.test(v.value)) continue;
    const unit = amountUnit(f);
    found.push({
      id: f.id,
      label: f.label,
      filled: true,
      // In major units too the reader is told that no currency was named (issue 28, u31b F6: "refund 50 for order …").
      note: unit === 'major'
        ? `“${v.found}” from your request names no currency, so ${f.label} is filled in as ${v.value} in the currency the API uses; check that it is the sum you mean`
        : unit === 'minor'
        ? `“${v.found}” from your request names no currency, and ${f.label} is in minor units, so it is filled in as ${v.value} minor units (${v.value} cents, not ${v.value}.00); for ${v.value}.00 type ${v.value}00`
        : `“${v.found}” from your request names no currency, and the API does not say which unit ${f.label} is in, so it is filled in as written; check whether the API takes cents or whole units`,
    });
  }
  // A share ("refund 10% of order …", "15% of $200") or a price per item ("3 items at €12 each") is no sum to fill an
  // amount with: the amount field stays empty and the note says why (u29s A24, A25); the arithmetic is the reader's.
  const share = /\d+(?:[.,]\d+)?\s?(?:%|per\s?cent(?![\p{L}]))/iu.exec(request)?.[0];
  const perItem = requestValues(request)
    .filter((v) => v.kind === 'amount')
    .map((v) => ({v, each: PER_ITEM.exec(request.slice(v.end))?.[0]}))
    .find((x) => x.each !== undefined);
  if (share || perItem) {
    for (const f of fields) {
      if (kindOf(f) !== 'amount') continue;
      // A field for the price of one item takes the price per item as it is (issue 28, u31b F8: "$3.25 each" into
      // unitPrice, "Unit price in US dollars"); the total is the reader's to work out only for a field of the whole sum.
      if (!share && perItem && UNIT_PRICE.test(`${f.name} ${f.description ?? f.schema.description ?? ''}`.replace(/([a-z])([A-Z])/g, '$1 $2'))) {
        if (all.some((v) => v.id === f.id && v.found.includes(perItem.v.found))) continue;
      }
      const at = all.findIndex((v) => v.id === f.id);
      if (at >= 0) all.splice(at, 1);
      const note = share
        ? `“${share}” from your request is a share, and ${f.label} takes a sum of money, so it is not filled in; type the sum you mean`
        : `“${perItem?.v.found}${perItem?.each}” from your request is a price per item, so ${f.label} is not filled in; type the total you mean`;
      found.unshift({id: f.id, label: f.label, note});
    }
  }
  // A date no field took, in an operation with no date field, is said to be unused (s39 A-R3: "cancel my appointment on 2027-05-14").
  // A date-time field is a date field too (u29s A8: "this operation has no date field" beside a required `date` of
  // format date-time): the day alone is no date and time, so it is said on that field, never filled with a guessed time.
  if (!fields.some((f) => kindOf(f) === 'date')) {
    const dateTime = fields.find((f) => f.schema.format === 'date-time');
    for (const d of requestValues(request).filter((v) => v.kind === 'date')) {
      if (all.some((v) => v.found.includes(d.found)) || found.some((n) => n.note.includes(`“${d.found}”`))) continue;
      if (dateTime && !d.unreadable) found.push({id: dateTime.id, label: dateTime.label, note: `“${d.found}” from your request is a date, and ${dateTime.label} takes a date and time with its time zone, written YYYY-MM-DDThh:mm:ssZ (e.g. ${d.value}T10:00:00Z), so it is not filled in; type the time too`});
      else found.push({id: `request:date:${d.found}`, label: '(request)', note: `“${d.found}” from your request is a date, and this operation has no date field, so the date is not used`});
    }
  }
  // A note for each field left empty although the request names a value for it (one note a field, the first).
  if (notes) {
    const filled = new Set(all.map((v) => v.id));
    for (const n of found) if ((n.filled ? filled.has(n.id) : !filled.has(n.id)) && !notes.some((o) => o.id === n.id)) notes.push(n);
  }
  return all;
}

// "no" before a word excludes it ("coffee but no lunch", 43a), never before a number ("order no. 42") or in a bound
// ("no more than 5", "no later than 2026-12-03").
const NEGATOR = /(?<![\p{L}])(?:no(?=\s+\p{L})(?!\s+(?:more|less|later|earlier|fewer|longer|sooner|need|wait|matter|one)(?![\p{L}]))|not|never|(?:is|are|was|were|does|do|did)n[’']t|except(?:\s+for)?|other\s+than|excluding|without|apart\s+from|aside\s+from|(?:all|any|anything|everything|anyone|anybody|everyone|everybody)(?:\s+\p{L}+){0,2}?\s+but)(?![\p{L}])/giu;
const AFTER_VALUE = /(^|[,;:!?]|\.(?=\s))([^,;:!?]*?)\s+(?:excluded|not\s+included|left\s+out)(?![\p{L}])/giu;
/** The request with its words of negation blanked (same length): what a field would take were the value not excluded. */
const negatorsBlanked = (request: string) => request.replace(NEGATOR, (m) => ' '.repeat(m.length)).replace(/(?<![\p{L}])(?:excluded|not\s+included|left\s+out)(?![\p{L}])/giu, (m) => ' '.repeat(m.length));
/**
 * Where a request excludes what follows or precedes (issue 28, s40 a2): "no lunch" (43a), "not closed", "aren't solved", "never pending",
 * "except open ones", "all tickets but closed", "anything but rabies", "other than", "excluding", "without", "apart from",
 * and after the value "closed ones excluded", "pending not included", "left out". A span runs to the end of its clause
 * (a comma, semicolon, full stop before a space) or a turn ("but", "just", "only", "instead", "rather").
 */
export function excludedSpans(request: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  const before = NEGATOR;
  // A negation inside quoted text is part of the value (issue 28, u31d F6: "the notes 'bring badge, not laptop'").
  const quoted = quotedSpans(request);
  for (const m of request.matchAll(before)) {
    if (within(quoted, m.index ?? 0, (m.index ?? 0) + m[0].length)) continue;
    const start = (m.index ?? 0) + m[0].length;
    const end = /[,;!?]|\.(?=\s|$)|\s(?:but|just|only|instead|rather)(?![\p{L}])/iu.exec(request.slice(start));
    // "except rejected ones from EMP0042": the exclusion ends with "ones"; what follows is another filter, kept
    // (issue 28, u32e F6: the employee was called excluded and the filter lost).
    const ones = /^\s+(?!(?:the|those|these|any|all)\s)\p{L}+(?:\s+\p{L}+)?\s+ones?(?=\s+(?:from|of|by|for|in|on|at|with|between|since|after|before|during|to)(?![\p{L}]))/iu.exec(request.slice(start, end ? start + end.index : request.length));
    // "not marked urgent from SUP-0042", "never shipped from east depot": a "not" or "never" before a state covers the
    // state, and a "from/in/at <value>" phrase after it is another filter, kept (issue 28, u33f F4). "not from SUP-0042"
    // and "not the ones in the north depot" still exclude the place: the phrase is then what the negation governs.
    const verbal = /^(?:not|never|\p{L}+n[’']t)$/iu.test(m[0]);
    // The same for "for" and "with" and "of" (u34f F2: "sales orders not shipped for customer CUS-10442", "appointments not
    // attended with DR-042" excluded the customer and the clinician, and listed everyone's); "not for CUS-10442" still
    // excludes the customer.
    const governed = verbal ? /^((?:\s+(?!(?:from|in|at|for|with|of|the|those|these|ones?|any|all|them|that|which|who)(?![\p{L}]))[\p{L}\p{N}-]+)+)\s+(?:from|in|at|for|with|of)(?![\p{L}])/iu.exec(request.slice(start, end ? start + end.index : request.length)) : null;
    spans.push([start, governed ? start + governed[1].length : ones ? start + ones[0].length : end ? start + end.index : request.length]);
  }
  for (const m of request.matchAll(AFTER_VALUE)) {
    const start = (m.index ?? 0) + m[1].length;
    if (quoted.some(([s, e]) => start + m[2].length > s && start < e)) continue;
    spans.push([start, start + m[2].length]);
  }
  return spans;
}

const within = (spans: ReadonlyArray<readonly [number, number]>, start: number, end: number) => spans.some(([s, e]) => start >= s && end <= e);
/** Every occurrence of a text lies in an excluded span (a value also named outside one is asked for). */
const onlyExcluded = (text: string, needle: string, spans: ReadonlyArray<readonly [number, number]>) => {
  const at = [...text.matchAll(new RegExp(escapeRe(needle), 'giu'))].map((m) => m.index ?? 0);
  return at.length > 0 && at.every((i) => within(spans, i, i + needle.length));
};

/**
 * The exclusions of a request less those whose "not" or "no" opens an allowed value of a field (issue 28, s56 w-api F4:
 * "close issue 42 as not planned" is state_reason not_planned, and was read as excluding "planned", so the reason was
 * dropped and GitHub would record the issue as closed as completed). A span starts right after its negation word.
 */
function negatedValuesKept(fields: readonly Field[], request: string, spans: Array<readonly [number, number]>): Array<readonly [number, number]> {
  const values = fields.flatMap((f) => f.schema.enum ?? (f.schema.type === 'array' ? f.schema.items?.enum : undefined) ?? []).filter((e): e is string => typeof e === 'string' && /^(?:not?|non|never)[_\s-]+\p{L}/iu.test(e));
  if (values.length === 0) return spans;
  return spans.filter(([start]) => {
    const word = /(\p{L}+)$/u.exec(request.slice(0, start))?.[1];
    if (!word) return true;
    const from = start - word.length;
    return !values.some((e) => new RegExp(`${escapeRe(e).replace(/[_\s-]+/g, '[_\\s-]+')}(?![\\p{L}\\p{N}])`, 'iuy').test(request.slice(from)) && e.toLowerCase().startsWith(word.toLowerCase()));
  });
}

/**
 * Fields whose name, type or format says what they take, filled with a value the request names:
 * an e-mail address, a phone number, a date with a year (as YYYY-MM-DD), an amount with a currency,
 * an id the request names (its noun before it, or the prefix the field or its pattern spells out; a pattern alone never chooses). A field is filled only when exactly one value fits it and the
 * value passes the field's schema, and an e-mail, phone, date or amount only when one field of the
 * operation takes that kind: otherwise which value goes where would be a guess, and the field stays empty.
 * A value the request negates or excludes ("tickets that are not closed", "all tickets but closed") is never filled
 * (issue 28, s40 a2): the field stays empty with a note that the API has no "not" filter for it, except a list of
 * allowed values (an array of an enum), which is filled with the remaining values, and the note says so. `said` is
 * the request as typed, where "without …" and "never …" still stand (the page ranks with them taken out).
 */
export function valuesFromRequest(fields: readonly Field[], request: string, notes?: FillNote[], said: string = request): FilledValue[] {
  const spans = negatedValuesKept(fields, request, excludedSpans(request));
  const saidSpans = said === request ? spans : negatedValuesKept(fields, said, excludedSpans(said));
  const masked = spans.length ? [...request].map((c, i) => (within(spans, i, i + 1) && !/\s/.test(c) ? ' ' : c)).join('') : request;
  const found: FillNote[] = [];
  const all = filledFrom(fields, masked, found);
  // The values excluded, by field: a value filled from the whole request and not from the rest, or an allowed value named only where excluded.
  const excluded = new Map<string, string[]>();
  const add = (id: string, value: string) => excluded.set(id, [...new Set([...(excluded.get(id) ?? []), value])]);
  if (spans.length) {
    for (const v of filledFrom(fields, negatorsBlanked(request))) {
      if (all.some((a) => a.id === v.id) || !onlyExcluded(request, v.found, spans)) continue;
      // A list field's value is its allowed values joined by commas: each is excluded.
      const list = fields.find((f) => f.id === v.id)?.schema.type === 'array';
      for (const one of list ? v.value.split(',') : [v.value]) add(v.id, one);
    }
  }
  if (saidSpans.length) {
    for (const f of fields) {
      const allowed = f.schema.enum ?? (f.schema.type === 'array' ? f.schema.items?.enum : undefined);
      for (const e of allowed ?? []) {
        if (typeof e !== 'string') continue;
        const at = [...said.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(e).replace(/[_\s-]+/g, '[_\\s-]+')}(?![\\p{L}\\p{N}])`, 'giu'))];
        if (at.length && at.every((m) => within(saidSpans, m.index ?? 0, (m.index ?? 0) + m[0].length))) add(f.id, e);
      }
    }
  }
  const said_ = (values: readonly string[]) => values.map((v) => `“${v}”`).join(' and ');
  const exclusionNotes: FillNote[] = [];
  for (const f of fields) {
    const out = excluded.get(f.id);
    if (!out || all.some((a) => a.id === f.id)) continue;
    const list = f.schema.type === 'array' ? f.schema.items?.enum?.filter((e): e is string => typeof e === 'string') : undefined;
    const rest = list?.filter((e) => !out.includes(e)) ?? [];
    if (list && out.every((v) => list.includes(v)) && rest.length > 0) {
      all.push({id: f.id, label: f.label, value: rest.join(','), found: `all but ${out.join(', ')}`});
      exclusionNotes.push({id: f.id, label: f.label, note: `your request excludes ${said_(out)}, and ${f.label} takes a list, so it is filled with the other allowed values: ${rest.join(', ')}`});
    } else {
      exclusionNotes.push({id: f.id, label: f.label, note: `your request excludes ${said_(out)}, and the API has no “not” filter for ${f.label}, so ${f.label} is left empty`});
    }
  }
  for (const v of describedBooleans(fields, masked)) if (!all.some((a) => a.id === v.id)) all.push(v);
  all.sort((a, b) => fields.findIndex((f) => f.id === a.id) - fields.findIndex((f) => f.id === b.id));
  if (notes) {
    for (const n of exclusionNotes) if (!notes.some((o) => o.id === n.id)) notes.push(n);
    const filled = new Set(all.map((v) => v.id));
    for (const n of found) if ((n.filled ? filled.has(n.id) : !filled.has(n.id)) && !notes.some((o) => o.id === n.id)) notes.push(n);
  }
  return all;
}

/**
 * A true-or-false field whose description says which value a kind of thing takes ("public: false for an internal note"),
 * for a request that names that thing outside the text it sends ("internal note on TCK-5510: …"; s54 t-api F7: public
 * was left empty, so the API's default decided whether the customer saw the note). Also true for a field named "public"
 * when the request says "public" or "publicly". Nothing when the request names both values.
 */
function describedBooleans(fields: readonly Field[], request: string): FilledValue[] {
  const words = requestWords(plainRequest(request));
  const out: FilledValue[] = [];
  for (const f of fields) {
    if (f.schema.type !== 'boolean') continue;
    const said = new Set<string>();
    let found = '';
    for (const m of (f.description ?? f.schema.description ?? '').matchAll(/(?<![\p{L}])(true|false)\s+(?:for|if|when)\s+(?:(?:a|an|the)\s+)?((?:\p{L}+\s+)?\p{L}{3,})/giu)) {
      const at = new RegExp(`(?<![\\p{L}])${escapeRe(m[2]).replace(/\s+/g, '\\s+')}(?![\\p{L}])`, 'iu').exec(words);
      if (at) (said.add(m[1].toLowerCase()), (found = at[0]));
    }
    const adverb = /^\p{L}{4,}$/u.test(f.name) ? new RegExp(`(?<![\\p{L}])${escapeRe(f.name)}(?:ly)?(?![\\p{L}])`, 'iu').exec(words) : null;
    if (adverb) (said.add('true'), (found = adverb[0]));
    if (said.size === 1) out.push({id: f.id, label: f.label, value: [...said][0], found});
  }
  return out;
}

/**
 * The free-text fields' values as the request writes them, its words of negation included (issue 28, u35f F2: "reply
 * to TCK-1042 with the message we cant reproduce it" sent "we"): a "not", "never", "no" or "can't" inside text to send
 * is part of the text, never an exclusion. The same reading as `valuesFromRequest`, on the request as given.
 */
export function freeTextAsGiven(fields: readonly Field[], request: string): FilledValue[] {
  const free = new Set(fields.filter(freeText).map((f) => f.id));
  return free.size ? filledFrom(fields, request).filter((v) => free.has(v.id)) : [];
}

/** Why a field the request names a value for was left empty: the value could be read two ways, or the schema refuses it. */
/** `filled`: a note on how a filled value was read (a unit converted), shown only while the field holds that value. */
export type FillNote = {id: string; label: string; note: string; filled?: true; /** A change with no value read for it (u32e F9): Build marks this field. */ change?: true};

/**
 * The body field a change with no value says it changes (issue 28, u32e F9: "withdraw my leave request LR-2026-017",
 * "change the notes of vehicle VH-00317 to …" built a PATCH with no body and no word): the field whose name the request
 * writes ("notes", "due date"), else the first field of the body. Null for anything but a PATCH with body fields.
 */
export function changedField(op: Operation, request: string): {field: Field; named: boolean} | null {
  if (op.method !== 'PATCH') return null;
  const body = formFields(op).filter((f) => f.location === 'body');
  if (body.length === 0) return null;
  // Quoted text is a value, never a field's name (issue 28, u33f F6: "late check-out" in quotes named checkOut).
  const said = request.replace(QUOTED, (q) => ' '.repeat(q.length));
  const named = body.find((f) => {
    const words = f.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().split(/\s+/).map(escapeRe);
    return new RegExp(`(?<![\\p{L}])${words.join('[\\s_-]*')}s?(?![\\p{L}])`, 'iu').test(said);
  });
  return {field: named ?? body[0], named: named !== undefined};
}

/**
 * The word a change sets a field with allowed values to, when it is none of them ("set priority of TCK-1042 to
 * critical", where priority is low, normal, high or urgent; s56 u-api F14: the note said no value was read).
 */
function outOfList(field: Field, request: string): string | null {
  const allowed = field.schema.enum?.map((e) => String(e).toLowerCase());
  if (!allowed?.length) return null;
  const m = new RegExp(`(?<![\\p{L}])${escapeRe(field.name)}(?:\\s+(?:of|for|on)\\s+[^,;.!?]*?)?\\s+to\\s+["“']?(\\p{L}[\\p{L}_-]*)`, 'iu').exec(request);
  return m && !allowed.includes(m[1].toLowerCase()) ? m[1] : null;
}

/** The note for a PATCH whose body the request fills with nothing (u32e F9): said, and Build refuses it. */
export function emptyChangeNote(op: Operation, request: string, filled: ReadonlySet<string>): FillNote | null {
  const c = changedField(op, request);
  if (!c || formFields(op).some((f) => f.location === 'body' && filled.has(f.id))) return null;
  const {field} = c;
  const outside = c.named ? outOfList(field, request) : null;
  const note = outside
    ? `“${outside}” from your request is not a value ${field.label} takes (the API's schema allows ${(field.schema.enum ?? []).map(String).join(', ')}), so ${field.label} is left empty; choose one of those (a change with nothing in it changes nothing, so Build asks for one)`
    : c.named
    ? `your request changes ${field.label}, but no value for it was read, so ${field.label} is left empty; type the value to set (a change with nothing in it changes nothing, so Build asks for one)`
    : `no value to change was read from your request, so every field of the change is empty; fill the one you mean to change (a change with nothing in it changes nothing, so Build asks for one)`;
  return {id: field.id, label: field.label, note, change: true};
}

const FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

/** Whether a pattern refuses a value only for its letters' case ("tck-1042" for ^TCK-[0-9]{4,}$). */
function caseOnly(value: string, pattern: string): boolean {
  try {
    return !new RegExp(pattern, 'u').test(value) && new RegExp(pattern, 'iu').test(value);
  } catch {
    return false;
  }
}

/** Why a value read from the request may not go into a field: its schema's type, pattern, length or format refuses it; null when it fits. */
function refusal(value: string, schema: Schema): string | null {
  const checked = checkValue(value, schema);
  if (!checked.ok) return checked.error;
  const format = schema.format?.toLowerCase();
  if (typeof checked.value === 'string' && format && FORMATS[format] && !FORMATS[format].test(value)) return `must be a ${format} (${format === 'date' ? 'YYYY-MM-DD' : format})`;
  return null;
}

const MASS = new Set(['kg', 'g', 'lb', 'oz']);
const LENGTH = new Set(['km', 'mi', 'm', 'cm', 'mm']);
const sameDimension = (a: string, b: string) => (MASS.has(a) && MASS.has(b)) || (LENGTH.has(a) && LENGTH.has(b)) || a === b;
const otherUnit = (f: Field, given: string, takes: string) =>
  ({id: f.id, label: f.label, note: `your request gives “${given}”, and ${f.label} takes ${takes}; units are not converted, so type the value in ${takes}`});
/** Why a date the request names is not filled (u32e F8): no such day on the calendar, or no year. */
const unreadableDate = (f: Field, found: string) =>
  /\d{4}/.test(found)
    ? `“${found}” from your request is no date on the calendar, so ${f.label} is left empty; type the day you mean as YYYY-MM-DD`
    : `“${found}” from your request has no year, so ${f.label} is left empty; type the date as YYYY-MM-DD`;
const twoWays = (f: Field, alternatives: readonly string[]) =>
  ({id: f.id, label: f.label, note: `your request could mean ${alternatives.map((a) => `“${a}”`).join(' or ')}, so ${f.label} is left empty; type the one you mean`});
/**
 * The rule that refused a value, said as the rule (s39 A-R2, u28y A-A4: "quantity 500 is above the maximum of 100"); `why` is
 * checkValue's or refusal's own reason for this value, so the note names the rule that refused it (A5).
 */
function ruleSaid(f: Field, value: string, why: string): string {
  const bound = /^must be (at most|at least|less than|more than) (-?[\d.e+-]+)$/.exec(why);
  if (bound) {
    const [, how, limit] = bound;
    const words = {'at most': 'above the maximum of', 'at least': 'below the minimum of', 'less than': 'not less than the exclusive maximum of', 'more than': 'not more than the exclusive minimum of'}[how];
    return `${f.label} ${value.trim()} is ${words} ${limit}`;
  }
  const allowed = /^must be one of (.*)$/.exec(why);
  if (allowed) return `“${value.trim()}” is not one of the values ${f.label} allows (${allowed[1]})`;
  return `the API's schema says ${f.label} ${why}`;
}
const refused = (f: Field, value: string, why: string) => ({id: f.id, label: f.label, note: `“${value}” from your request is not filled in: ${ruleSaid(f, value, why)}`});
/** "two values given: shipped, delivered" for a field that takes one. */
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const severalGiven = (f: Field, values: readonly string[]) => ({
  id: f.id,
  label: f.label,
  note: `${COUNT_WORDS[values.length] ?? values.length} values given: ${values.join(', ')}; ${f.label} takes one, so it is left empty; type the one you mean`,
});
/**
 * Digits of an id where a number field's value was looked for (u34f F1): the note names the id and what the field takes,
 * "the line's own number", so the reader can type it.
 */
function partOfId(f: Field, id: string, digits?: string) {
  const noun = fieldNouns(f).name[0] ?? f.resource ?? f.label;
  const whole = f.schema.type === 'integer';
  const min = typeof f.schema.minimum === 'number' ? f.schema.minimum : undefined;
  const kind = `${whole ? 'a whole number' : 'a number'}${min !== undefined ? ` of at least ${min}` : ''}`;
  const example = `${noun} ${min !== undefined && min > 1 ? min : 1}`;
  const what = digits ? `“${digits}” in your request is part of the id “${id}”` : `“${id}” in your request is an id`;
  return {
    id: f.id,
    label: f.label,
    note: `${what}, not ${f.label}, so ${f.label} is left empty; ${f.label} takes the ${noun}'s own number (${kind}), as in “${example}”; type the number of the ${noun} you mean`,
  };
}
/** A date where a field that is no date stands: never filled (s39 A-R3). */
// A day alone said for a date-time field ("since 2026-11-01"): it is a date, only its time is missing; the note shows
// the value to type, never a guessed time sent (s56 u-api F16: it said "since is not a date").
const dayForDateTime = (f: Field, d: Found) => ({id: f.id, label: f.label, note: `“${d.found}” from your request is a date without a time, and ${f.label} takes a date and time with its time zone, so it is left empty; to start at midnight UTC that day, type ${d.value}T00:00:00Z (or the time you mean)`});
const dateNotId = (f: Field, date: string) => ({id: f.id, label: f.label, note: `“${date}” from your request is a date, and ${f.label} is not a date, so it is not filled in`});

/** Words that say nothing about what a field holds ("licensePlateNumber" → "license", "plate"). */
const FIELD_NOISE = new Set('id ids number no code value values type kind the a an of for to in on at by and or with your my its this that which is are be field parameter param query body string text optional required e g eg'.split(' '));

/** The nouns a field goes by: the words of its name and, for a field with a description, the description's words. */
function fieldNouns(f: Field): {name: string[]; description: string[]} {
  const words = (s: string) =>
    s
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3 && !FIELD_NOISE.has(w));
  // A field named only "value" goes by that word and by "worth" ("gift card value 25", "worth 600"; u30t U-9, U-12).
  // A body field named only "body", "text" or "content" holds the message itself: "with the message …", "with the note …"
  // name it (issue 28, u31d F6: "reply to TCK-2001 with the message \"…\"" left the reply's body empty).
  const own = /^value$/i.test(f.name) ? ['value', 'worth'] : f.location === 'body' && /^(?:body|text|content)$/i.test(f.name) && freeText(f) ? [f.name.toLowerCase(), 'message', 'note', 'comment', 'reply'] : words(f.name);
  const name = [...own, ...(f.resource ? [f.resource] : [])].flatMap((w) => synonymsOf(singular(w)).concat(w));
  const all = (ws: string[]) => [...new Set(ws.flatMap((w) => [w, singular(w)]))];
  return {name: all(name), description: all(words(f.description ?? f.schema.description ?? '')).filter((w) => !name.includes(w))};
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A name, read whole (u29s A15/A26: "for Jan de Vries" was read as "Jan", "customer Müller & Söhne" as "Müller"). Its words
 * are capitalized, with an apostrophe or hyphen inside (O'Neil, Anna-Lena, Schmidt-Weber; a possessive 's is no part
 * of it) or a lower-case prefix (d'Arcy, al-Maktoum); lower-case particles stand between them (de, van der, bin, de la)
 * or before the first (van der Berg); the name runs to the first word that is none of these ("Jan de vries", a particle
 * before a lower-case word, is no name read, never "Jan"). A name in a script
 * without capitals (李小龍, محمد علي) is its run of letters. `NAME_AMP` also joins words with "&" (a firm: Procter & Gamble).
 */
const NAME_PARTICLE = String.raw`(?:de|da|das|dos|du|del|della|der|den|des|di|la|le|van|von|ten|ter|zu|y|bin|ibn|binti|al|el)`;
const NAME_WORD = String.raw`(?:(?:d|l|al|el)['’-])?\p{Lu}[\p{L}\p{M}]*(?:['’-](?!s(?![\p{L}]))\p{L}[\p{L}\p{M}]*)*`;
const UNCASED_NAME = String.raw`\p{Lo}[\p{Lo}\p{M}]*(?:\s\p{Lo}[\p{Lo}\p{M}]*){0,3}`;
// Never a shorter reading of a longer name: no name word may follow where it ends (the pattern does not backtrack to "Jan").
const nameText = (amp: boolean) =>
  String.raw`(?:(?:${NAME_PARTICLE}\s+){0,2}${NAME_WORD}(?:${amp ? String.raw`\s*&\s*${NAME_WORD}|` : ''}\s+(?:${NAME_PARTICLE}\s+){0,3}${NAME_WORD}){0,5}(?![\p{L}\p{M}\p{N}]|[-'’./_#][\p{L}\p{N}]|\s+${NAME_PARTICLE}\s+\p{L})(?!${amp ? String.raw`\s*&\s*${NAME_WORD}|` : ''}\s+(?:${NAME_PARTICLE}\s+){0,3}${NAME_WORD})|${UNCASED_NAME}(?![\p{L}\p{M}\p{N}]|\s\p{Lo}|[-./_#][\p{L}\p{N}]))`;
const NAME = nameText(false);
const NAME_AMP = nameText(true);
/** A value written after a noun: a quoted text, a token with a digit ("KX-221-B", "4"), or a name ("Toni Morrison", "Jan de Vries"). */
// Inside single quotes an apostrophe between letters is the word's ("'flu, doctor's note follows'"; issue 28, u32e F5).
// A date and time as RFC 3339 §5.6 writes it ("2026-11-01T10:00:00Z", "…T10:00:00.5+02:00") is one value, read whole
// (s56 u-api F16: "since 2026-11-01T10:00:00Z" was cut at its first colon and the cut "2026-11-01T10" called invalid).
// The zone is optional here so a date-time without one is quoted whole in the note that refuses it.
const DATE_TIME_TEXT = String.raw`\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?(?![\p{L}\p{N}:])`;
const WHOLE_DATE_TIME = new RegExp(`^${DATE_TIME_TEXT}$`, 'u');
const VALUE_TEXT = String.raw`(?:"([^"]+)"|“([^”]+)”|'((?:[^']|(?<=\p{L})'(?=\p{L}))+)'|(${DATE_TIME_TEXT}|(?=[\p{L}\p{N}./_-]*\p{N})[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*)|(${NAME_AMP}))`;
const VALUE_AFTER = String.raw`(?:\s*[:=]\s*|\s+(?:(?:is|of|number|no\.?|#|code)\s*)?)${VALUE_TEXT}`;
/**
 * "change the promo code to AUTUMN", "set the promo code on cart C-77 to AUTUMN" (s39 A5): after the field's noun,
 * past its "code"/"name"/"number" and one thing it belongs to, the value follows "to". Read only in a request that
 * asks to change something, where "to" names the new value ("send order 5 to Oslo" names no order).
 */
// The thing the field belongs to may be named by its id alone ("the note of PO-20417 to "ask for Sam""; issue 28, u33f F6).
const VALUE_AFTER_TO = String.raw`(?:\s+(?:code|name|number))?(?:\s+(?:on|of|for|in)\s+(?:(?:the|my|our|this)\s+)?(?:\p{L}+(?:\s+\p{L}+)?(?:\s+(?=[\p{L}\p{N}./_-]*\p{N})[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*)?|(?=[\p{L}\p{N}./_-]*\p{N})[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*))?\s+to\s*:?\s+${VALUE_TEXT}(?=\s*$|\s*[,;.!?)]|\s+(?:and|or|on|for|in|at|by|with|please|from|instead)(?![\p{L}]))`;
// A sort field's key said as the time a filter reads ("updated after <date>"); s56 u-api F16.
const SORT_FIELD = /^(?:sort|sort[_-]?by|order[_-]?by|orderby|sortby)$/i;
const TIME_FILTER_AFTER = /^\s+(?:after|before|since|until|till|between|from|on|during|within)(?![\p{L}])|^\s+\d{4}-\d{2}-\d{2}/iu;
const CHANGE_VERB = /(?<![\p{L}])(?:change|changing|set|setting|update|updating|switch|make|rename|replace)(?![\p{L}])/iu;
/** The values listed with one in the request ("41 or 42", "ORD-1, ORD-2 and ORD-3"), itself first; one when it stands alone. */
function listedWith(request: string, value: string, end: number, allowed?: readonly unknown[]): string[] {
  // For a field with allowed values, only another allowed value is a second one ("tools, price 12.50": price is a field, u29b A-4).
  const values = allowed ? new Set(allowed.map((a) => String(a).toLowerCase())) : null;
  const shape = (v: string) => v.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}/gu, 'a').replace(/\p{N}+/gu, '9');
  const out = [value];
  let at = end;
  for (;;) {
    const m = /^(?:\s*,\s*(?:(?:or|and)\s+)?|\s+(?:or|and|and\/or)\s+)([\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*)/u.exec(request.slice(at));
    if (!m || shape(m[1]) !== shape(value) || (values && !values.has(m[1].toLowerCase()))) break;
    // "order 41 and 3 more items": a number that counts something is no second value.
    const after = /^\s+(\p{L}+)/u.exec(request.slice(at + m[0].length))?.[1];
    if (after && UNITS.test(after)) break;
    out.push(m[1]);
    at += m[0].length;
  }
  return out;
}
/** Units of measure as written after a number, each with the unit it means; nothing is ever converted from one to another. */
const UNIT_WORDS: ReadonlyArray<[string, string]> = [
  ['kg', 'kg|kgs|kilos?|kilograms?|kilogrammes?'],
  ['g', 'g|grams?|grammes?'],
  ['lb', 'lbs?|pounds?'],
  ['oz', 'oz|ounces?'],
  ['km', 'km|kilometers?|kilometres?'],
  ['mi', 'mi|miles?'],
  ['m', 'm|meters?|metres?'],
  ['cm', 'cm|centimeters?|centimetres?'],
  ['mm', 'mm|millimeters?|millimetres?'],
  ['l', 'l|liters?|litres?'],
];
const UNIT_ANY = UNIT_WORDS.map(([, words]) => words).join('|');
const unitOf = (word: string) => UNIT_WORDS.find(([, words]) => new RegExp(`^(?:${words})$`, 'i').test(word))?.[0];
/** The unit a number field takes, from its name or description ("weightKg", "Weight in kilograms"); undefined when none is named. */
function fieldUnit(f: Field): string | undefined {
  const text = `${f.name.replace(/([a-z])([A-Z])/g, '$1 $2')} ${f.description ?? f.schema.description ?? ''}`;
  const m = new RegExp(`(?<![\\p{L}])(${UNIT_ANY})(?![\\p{L}])`, 'iu').exec(text);
  return m ? unitOf(m[1]) : undefined;
}
/** A number with its unit in the request ("3.2 kg", "4 kilograms"). */
// A decimal comma is read too ("4,2 kg" is 4.2; issue 28, u31b F3); a comma before three digits ("1,500 kg") reads two ways.
// Digits grouped by spaces ("98 500 km") are read whole (issue 28, u32e F3: it filled 500); a group after digits and a
// space is never a number of its own.
const MEASURE = new RegExp(`(?<![\\p{L}\\p{N}.,])(?<!\\p{N}[ \\u00a0\\u202f])(\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)\\s?(${UNIT_ANY})(?![\\p{L}])`, 'giu');

/** Days and months: capitalized, but no one's name ("a room for Monday"). */
/** A name up to a day or month named after it ("Jan de Vries Monday" → "Jan de Vries"); null when it starts with one ("Monday"). */
function beforeDay(name: string): string | null {
  const words = name.split(/\s+/);
  const day = words.findIndex((w) => w.split(/[-'’]/).some((part) => CALENDAR.test(part)));
  if (day === -1) return name;
  const kept = words.slice(0, day);
  while (kept.length > 0 && new RegExp(`^${NAME_PARTICLE}$`, 'u').test(kept[kept.length - 1])) kept.pop();
  return kept.length > 0 ? kept.join(' ') : null;
}
const CALENDAR = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)$/i;
/** Fields for a person's name, which a name after "for" fills ("book a room for Maren Olsen" → guestName). */
const PERSON_NAME = /(?:guest|customer|client|passenger|recipient|attendee|patient|holder|traveller|traveler|visitor|member|contact|full|organi[sz]er|requester|requestor|applicant)[\s_-]?name$/i;

/** Words that end a name written after "named" (a preposition, a joining word, a price): "Serrano ham at 12.50 EUR". */
const AFTER_NAME = /^(?:at|for|with|to|from|by|on|in|of|and|or|as|per|priced|costing|costs?|worth|which|that|who|whose|please|now|today|tomorrow|into|under|but|because|since|until|is|are|was|will)$/iu;
/** Fields that hold a password (their value is read whole, signs included; s56 w-api F5). */
const SECRET_VALUE_FIELD = /(?:password|passwd|passphrase|passcode|secret|pin)$/i;
/** Words after "password" that are no password ("password for bob", "reset the password of …"). */
const NOT_SECRET = /^(?:for|of|to|the|a|an|and|or|with|is|was|in|on|by|from|please|field|reset|change|changed|new|old|expired)$/i;
function secretValues(f: Field, nouns: readonly string[], request: string, claim: (f: Field, raw: string, found: string, start: number, explain?: boolean) => void, notes: FillNote[]): void {
  for (const noun of nouns) {
    for (const m of request.matchAll(new RegExp(`(?<![\\p{L}])${escapeRe(noun)}(?:\\s+is\\s+|\\s*[:=]\\s*|\\s+)(?!["“'])(\\S+)`, 'giu'))) {
      const text = m[1].replace(/[,;]+$/, '');
      if (!text || NOT_SECRET.test(text)) continue;
      const start = (m.index ?? 0) + m[0].length - m[1].length;
      const rest = request.slice(start + m[1].length);
      // A last sign before the end or a new sentence may be the sentence's, not the password's: both readings are said.
      const sign = /[.!?:]+$/.exec(text)?.[0];
      if (sign && sign.length < text.length && (!rest.trim() || /^\s+\p{Lu}/u.test(rest))) {
        if (!notes.some((n) => n.id === f.id)) notes.push({id: f.id, label: f.label, note: `${f.label} is left empty: “${text}” ends with “${sign}”, which may end your sentence or belong to the password; type it in the field, or write it in quotes`});
        continue;
      }
      claim(f, text, text, start, true);
    }
  }
}
/** Fields that hold labels or tags, and a request's words that name them ("labeled bug", "labels bug, p1", "tagged urgent and vip"). */
const LABEL_FIELD = /^(?:labels?|tags?)$/i;
const LABEL_WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}_.-]*`;
const LABELED = new RegExp(String.raw`(?<![\p{L}])(?:label(?:l)?ed|tagged|labels?|tags?)\s*:?\s+(${LABEL_WORD}(?:\s*,\s*${LABEL_WORD}|\s+and\s+${LABEL_WORD})*)(?=\s*$|\s*[;.!?]|\s+(?:to|in|on|for|from|of|with|please)(?![\p{L}]))`, 'giu');
/** Fields that hold a login name. */
const LOGIN_FIELD = /^(?:login|user[_-]?name|username|handle|user[_-]?login)$/i;
const LOGIN_IN_REQUEST = /(?<![\p{L}])(?:login|log\s+in\s+as|username|user\s+name|user|handle)(?:\s+is\s+|\s*[:=]\s*|\s+)([\p{L}\p{N}][\p{L}\p{N}._@-]*[\p{L}\p{N}]|[\p{L}\p{N}])(?=\s*$|\s*[,;]|\s+(?:with|and|who|whose|having|as|to|for|in|on|please)(?![\p{L}]))/giu;
/** Words after "user" that name no login ("create user account with …"). */
const LOGIN_NOT = new Set([...JOINERS, ...EVERYDAY, 'account', 'accounts', 'profile', 'profiles', 'role', 'roles', 'group', 'groups', 'list', 'details', 'data', 'info', 'record', 'name', 'login', 'user', 'users', 'admin', 'new', 'id']);

/** A number with a unit glued to it, as product names carry them ("1L", "500g", "2.5kg", "330ml", "6x"). */
const NAME_SIZE = /^\d+(?:[.,]\d+)?(?:[\p{L}]{1,3}|%)$/u;
/**
 * An unquoted name read after "named" or after a name field's own noun ("with name Whole milk"), with the words that run
 * on after it (nameRunsOn): the whole name when it clearly ends, else null with the note that says why nothing is filled
 * (s56 w-api F2: "named Oat milk 1L with quantity 40" filled name = "Oat", and the request was called complete).
 */
function nameWhole(f: Field, text: string, rest: string): {text: string} | {note: FillNote} {
  const run = nameRunsOn(rest);
  if (!run.words.length) return {text};
  if (run.clear) return {text: `${text} ${run.words.join(' ')}`};
  const longer = `${text} ${run.words.join(' ')}`;
  return {note: {id: f.id, label: f.label, note: `${f.label} is left empty: your request names “${text}”, then “${run.words.join(' ')}” and more, and it is unclear where the name ends; write the whole name in quotes (for example "named \u201c${longer}\u201d")`}};
}

/** The plain lower-case words right after a name ("ham" in "Serrano ham at …"), and whether the name clearly ends after them (s56 v-api F6). */
function nameRunsOn(rest: string): {words: string[]; clear: boolean} {
  const words: string[] = [];
  for (let pos = 0; words.length < 4; ) {
    // A decimal point or comma between digits is inside the word ("2.5kg", "12.50"), so a price is never cut at it.
    const w = /^\s+((?:[^\s,;.!?:]|(?<=\d)[.,](?=\d))+)/u.exec(rest.slice(pos));
    if (!w) return {words, clear: true};
    if (AFTER_NAME.test(w[1])) return {words, clear: true};
    // A size or amount written into the name ("Oat milk 1L", "Beans 2.5kg"; s56 w-api F2) is part of it; a bare number is not.
    if (!/^\p{Ll}[\p{Ll}\p{M}'’-]*$/u.test(w[1]) && !NAME_SIZE.test(w[1])) return {words, clear: false};
    words.push(w[1]);
    pos += w[0].length;
  }
  return {words, clear: false};
}

/** Cue words before a name and the fields they point to: "books by Toni Morrison" → author. */
const CUES: ReadonlyArray<[string, RegExp]> = [
  ['by', /author|artist|writer|creator|composer|director|painter|performer|maker|publisher/i],
  ['named|called', /name|title/i],
  ['titled|entitled', /title/i],
];

type Claim = {id: string; label: string; value: string; found: string; start: number};

/** A field that takes free text (a gift card's message, a note, a comment): a string with no format, pattern or allowed values. */
const FREE_TEXT = /(?:message|note|notes|comment|comments|remark|remarks|memo|greeting|dedication|caption|text|body|content|description|instructions)$/i;
/** Names of fields that take a sentence, not a word, by what they say (issue 28, u31d F5: "purpose Customer visit Lyon"). */
const FREE_TEXT_TOO = /(?:purpose|reason|subject|summary|details|explanation|justification)$/i;
/** Names that hold a word, a name or a code however long they may be. */
const NOT_FREE_TEXT = /(?:name|title|id|code|ref|email|url|uri|number|no|key|token|slug|sku|currency|country|language|locale|status|state|type|kind)$/i;
export function freeText(f: Field): boolean {
  const s = f.schema;
  if ((s.type ?? 'string') !== 'string' || s.format || s.pattern || s.enum) return false;
  // A path value names one item, never a phrase, however long the API lets it be (Stripe's ids: maxLength 5000; s56
  // u-api F15: "show refund #42" filled refund = "#42", sent as /refunds/%2342).
  if (f.location === 'path') return false;
  // A plain string of 80 characters or more whose name is no name, code or id takes a phrase too (u31d F5).
  return FREE_TEXT.test(f.name) || FREE_TEXT_TOO.test(f.name) || ((s.maxLength ?? 0) >= 80 && !NOT_FREE_TEXT.test(f.name));
}

/**
 * "value noun" for each field with allowed values: "(?:low|normal|high|urgent)\s+(?:priority)", as regex source. A
 * free-text phrase ends before one (s54 t-api F5: "subject Cannot reset password, high priority" kept "high priority" in
 * the subject and left priority empty). Only allowed values count: "a new tray" after a comma stays in the phrase.
 */
function valueNounPairs(others: readonly Field[]): string[] {
  return others.flatMap((o) => {
    const values = (o.schema.enum ?? []).filter((v): v is string => typeof v === 'string' && /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u.test(v));
    const nouns = fieldNouns(o).name;
    return values.length && nouns.length ? [`(?:${values.map((v) => escapeRe(v).replace(/[_ ]/g, '[\\s_-]')).join('|')})\\s+(?:${nouns.map(escapeRe).join('|')})`] : [];
  });
}

/**
 * The phrase a free-text value runs to from `start` (u30t U-9: "with message Happy birthday!" is "Happy birthday!",
 * never "Happy"): to the end of the request, a ";" or line break, the next value another field took (an e-mail
 * address), or another field's noun after a comma, "and", "with" or "plus" (", value 40"); words that only join it to
 * what follows ("to", "for", "and") and a closing comma, colon or full stop are left off. Empty when nothing is left
 * or the phrase starts with a preposition ("send a message to the team" names no message).
 */
function phraseAt(request: string, start: number, otherNouns: readonly string[], taken: ReadonlyArray<readonly [number, number]>, valueNouns: readonly string[] = []): string {
  let end = request.length;
  const stop = /[;\n]/.exec(request.slice(start));
  if (stop) end = Math.min(end, start + stop.index);
  for (const [s] of taken) if (s >= start && s < end) end = s;
  if (otherNouns.length) {
    const cue = new RegExp(`(?:\\s*,\\s*|\\s+(?:and|with|plus)\\s+)(?:(?:a|an|the)\\s+)?(?:${otherNouns.map(escapeRe).join('|')})(?![\\p{L}])`, 'iu').exec(request.slice(start, end));
    if (cue) end = start + cue.index;
  }
  // Another field's allowed value before its noun (", high priority") ends the phrase as its noun does (s54 t-api F5).
  if (valueNouns.length) {
    const cue = new RegExp(`(?:\\s*,\\s*|\\s+(?:and|with|plus)\\s+)(?:(?:a|an|the)\\s+)?(?:${valueNouns.join('|')})(?![\\p{L}])`, 'iu').exec(request.slice(start, end));
    if (cue) end = start + cue.index;
  }
  let text = request.slice(start, end);
  for (let before = ''; before !== text; ) {
    before = text;
    // "on" is kept: it ends a phrase as often as it joins one ("Brake warning light on"; issue 28, u32e F5).
    text = text.replace(/[\s,:.]+$/u, '').replace(/\s+(?:to|for|and|with|from|by|at|or)$/iu, '');
  }
  return /^(?:to|for|with|from|of|on|in|at|by|and|or|about|is|are)(?![\p{L}])/iu.test(text) ? '' : text;
}

/**
 * Whether request[start, end) is only part of an identifier: letters and digits joined by "-", ".", "/" or "_" with a
 * digit in them ("HAM" in "HAM-0001"). Such a part is the identifier's, never another field's value (u28y A-A1: the
 * warehouse code HAM was read from the SKU HAM-0001).
 */
export function insideId(request: string, start: number, end: number): boolean {
  const [a, b] = idSpan(request, start, end);
  return (a < start || b > end) && /\p{N}/u.test(request.slice(a, b));
}

/** request[start, end) widened over letters and digits joined by "-", ".", "/" or "_": the whole token it stands in. */
function idSpan(request: string, start: number, end: number): [number, number] {
  const part = /[\p{L}\p{N}]/u;
  let a = start;
  let b = end;
  for (;;) {
    if (a > 0 && part.test(request[a - 1])) a -= 1;
    else if (a > 1 && '-./_'.includes(request[a - 1]) && part.test(request[a - 2])) a -= 2;
    else break;
  }
  for (;;) {
    if (b < request.length && part.test(request[b])) b += 1;
    else if (b + 1 < request.length && '-./_'.includes(request[b]) && part.test(request[b + 1])) b += 2;
    else break;
  }
  return [a, b];
}

/**
 * The id a number stands inside (issue 28, u34f F1: "2041" of "KBD-2041", "0007" of "MSE-0007"): the number is joined to
 * letters by "-", "/", "." or "_" ("KBD-2041", "2041-B"), and the whole token has a letter in it. Null for a number that
 * stands alone, a date ("2026-11-27") or a decimal ("7.5"), which have no letter.
 */
export function idHolding(request: string, start: number, end: number): string | null {
  const part = /[\p{L}\p{N}]/u;
  const joined = (start > 1 && '-./_'.includes(request[start - 1]) && part.test(request[start - 2])) || (end + 1 < request.length && '-./_'.includes(request[end]) && part.test(request[end + 1]));
  if (!joined) return null;
  const [a, b] = idSpan(request, start, end);
  const token = request.slice(a, b);
  return /\p{L}/u.test(token) ? token : null;
}

/** The one allowed value of `f` that a verb of the request names as its past participle ("close" → closed, "solve" → solved). */
function stateVerb(f: Field, request: string): {value: string; at: RegExpExecArray} | null {
  const found: Array<{value: string; at: RegExpExecArray}> = [];
  // A verb inside double quotes is the quoted text's, never the request's ('reject … with the comment "can't approve, …"';
  // issue 28, u32e F5: "approve" there left the status empty).
  const quoted = [...request.matchAll(/"[^"]*"|“[^”]*”/g)].map((q) => [q.index, q.index + q[0].length] as const);
  const inQuotes = (at: number) => quoted.some(([a, b]) => at > a && at < b);
  for (const e of f.schema.enum ?? []) {
    if (typeof e !== 'string') continue;
    // "reopen ticket TCK-1042" sets open again (issue 28, u31b F10), "cancel purchase order PO-2041" sets cancelled.
    const verbs = [...pastVerbs(e), ...(WRITE_VERBS.has(`re${e}`) ? [`re${e}`] : [])];
    if (verbs.length === 0) continue;
    const at = [...request.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])(?:${verbs.map(escapeRe).join('|')})(?![\\p{L}\\p{N}])`, 'giu'))].find((m) => !insideId(request, m.index, m.index + m[0].length) && !inQuotes(m.index));
    if (at) found.push({value: e, at});
  }
  return found.length === 1 ? found[0] : null;
}

/**
 * The state the verb that opens the request sets (issue 28, u36f F1, F2): "reopen TCK-2210, it was closed by mistake" →
 * open, "cancel PO-204417 with the note replaced by a new draft" → cancelled. Words before the verb that only ask
 * politely ("please", "can you") are passed over. Null when the first word sets no allowed value of `f`, or two.
 */
const OPENING_POLITE = /^[\s,]*(?:(?:please|pls|kindly|just|now|then|ok|okay)(?![\p{L}])[\s,]*)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?/iu;
function openingState(f: Field, request: string): {value: string; at: RegExpExecArray} | null {
  const word = /\p{L}+/gu;
  const start = OPENING_POLITE.exec(request)?.[0].length ?? 0;
  word.lastIndex = start;
  const at = word.exec(request);
  if (!at || request.slice(start, at.index).trim() !== '') return null;
  const verb = at[0].toLowerCase();
  const sets = (f.schema.enum ?? []).filter((e): e is string => typeof e === 'string' && [...pastVerbs(e), ...(WRITE_VERBS.has(`re${e}`) ? [`re${e}`] : [])].includes(verb));
  return sets.length === 1 && !insideId(request, at.index, at.index + at[0].length) ? {value: sets[0], at} : null;
}

/**
 * Whether the allowed value named at `at` is given as the field's value: right after "as" or the field's own noun ("mark
 * … as solved", "status: done"), outside quotes ("to" is left out: "set the note of PO-204417 to approved by Dana" gives
 * the note its text). A state word elsewhere (a reason after a comma, "since
 * it's solved", "it was closed by mistake", the text of a note) only tells why, and never sets the field (u36f F1).
 */
function namedAsValue(f: Field, request: string, at: RegExpExecArray): boolean {
  if (within(quotedSpans(request), at.index, at.index + at[0].length)) return false;
  const nouns = fieldNouns(f).name.map(escapeRe);
  return new RegExp(`(?<![\\p{L}])(?:as${nouns.length ? `|${nouns.join('|')}` : ''})(?:\\s*[:=]\\s*|\\s+)["“']?$`, 'iu').test(request.slice(0, at.index));
}

/** A field that counts things ("quantity", "qty", "units"): "40 pieces", "30 units". */
const COUNT_FIELD = /^(?:quantity|qty|count|units|pieces|stock)$/i;
const COUNTED = /(?<![\p{L}\p{N}.,-])(\d+)\s+(?:pieces|piece|pcs|units|unit|items|item)(?![\p{L}])/giu;
/** A field that changes a count by an amount ("delta", "adjustment"): "by -600", "add 30 units" (+30), "remove 20 units" (-20). */
const DELTA_FIELD = /^(?:delta|change|adjustment|adjust_?by|increment|difference)$/i;
const CHANGED_BY = [
  /(?<![\p{L}])by\s+([+-]?\d+(?:\.\d+)?)(?![\p{N}]|[.,]\d)/giu,
  /(?<![\p{L}])(add|remove|subtract|deduct)\s+(\d+(?:\.\d+)?)\s+(?:pieces|piece|pcs|units|unit|items|item)(?![\p{L}])/giu,
];
/** A field that sets how many results a page holds ("limit", "pageSize", "per_page"). */
const PAGE_FIELD = /^(?:limit|page_?size|per_?page|max_?results|top)$/i;
const PAGE_SIZE = [
  /(?<![\p{L}])(?:max(?:imum)?|limit(?:\s+(?:of|to))?|up\s+to|at\s+most|top)\s+(\d+)(?=\s+(?:results|result|items|rows|records|entries)\b|\s*$|\s*[,;.!?])/giu,
  // Up to three words between the number and "per page": "500 purchase orders per page" (issue 28, u31b F2).
  /(?<![\p{L}\p{N}.,-])(\d+)\s+(?:\p{L}+\s+){0,3}?(?:per\s+page|a\s+page|at\s+a\s+time)(?![\p{L}])/giu,
  // "the 5 newest tickets", "the last 10 orders", "latest 3 invoices": how many of a list in its order (s54 t-api F6).
  /(?<![\p{L}])(?:(?:the\s+)?(?:newest|latest|oldest|last|first|most\s+recent|recent)\s+(\d+)|the\s+(\d+)\s+(?:newest|latest|oldest|last|first|most\s+recent|recent))\s+\p{L}+s(?![\p{L}])/giu,
];
/** The request with its page sizes blanked ("150 per page"): a page size is never the id of one item (u31b F2). */
const withoutPageSize = (request: string) => PAGE_SIZE.reduce((text, re) => text.replace(re, (m) => ' '.repeat(m.length)), request);

/**
 * The fields no typed value filled (typedValues), filled from the words around them in the request
 * (u28i U1): a value right after the field's noun ("zone 4", "plate KX-221-B", "my car KX-221-B"
 * when the field's description says "plate of the car", "author 'Toni Morrison'"), a number right
 * before it ("3 weeks"), a name after a cue that points to the field ("by Toni Morrison" for an
 * author, "named …" for a name or title), one of the field's allowed values named as a word
 * ("resident" for a permit type). A value is put in only when it passes the field's schema, only one
 * field claims it and the field has only one candidate; values other fields took are not reused.
 */
export function namedValues(fields: readonly Field[], request: string, taken: readonly string[] = [], notes: FillNote[] = []): FilledValue[] {
  const claims: Claim[] = [];
  // Where the values other fields took stand in the request: a claim overlapping one is not made.
  const takenSpans = taken.flatMap((t) => [...request.matchAll(new RegExp(escapeRe(t), 'g'))].map((m) => [m.index ?? 0, (m.index ?? 0) + t.length] as const));
  const isTaken = (start: number, end: number) => takenSpans.some(([s, e]) => start < e && end > s);
  const dates = requestValues(request).filter((v) => v.kind === 'date');
  const amounts = requestValues(request).filter((v) => v.kind === 'amount');
  const claim = (f: Field, raw: string, found: string, start: number, explain = false, phrase = false) => {
    const value = raw.trim();
    if (!value || isTaken(start, start + found.length) || f.schema.type === 'boolean') return;
    // Never the whole part of a number with a decimal comma or point ("to 4,2 kg" is no 4; issue 28, u31b F3).
    const at = found.indexOf(value);
    if (/^\d+$/.test(value) && at >= 0 && /^[.,]\d/.test(request.slice(start + at + value.length))) return;
    // An id ("ORD-48213") is never a number field's value, nor a reason to note one (u29s A18).
    if ((f.schema.type === 'number' || f.schema.type === 'integer') && /\p{L}/u.test(value) && /\p{N}/u.test(value)) return;
    // Nor are the digits inside an id (issue 28, u34f F1: "remove the KBD-2041 line from SO-204117" filled lineNo = 2041
    // and built a DELETE of line 2041): they are the id's, never another field's, and the note says what the field takes.
    if (/^[-+]?\d/.test(value)) {
      const from = start + Math.max(0, found.indexOf(value));
      const id = idHolding(request, from, from + value.length);
      if (id) {
        if (explain) notes.push(partOfId(f, id, value));
        return;
      }
    }
    // Never the first digits of an amount ("refund 35,388.257 EUR" is no 35), nor an amount that reads two ways
    // ("refund 4.999 USD": 4.999 or 4999, said by typedValues; u29f A-7).
    const inAmount = amounts.find((a) => start >= a.start && start < a.end);
    if (/^\d/.test(value) && inAmount && (inAmount.alternatives || /^(?:[.,]\d|[ \u00a0]\d{3}(?!\d))/.test(request.slice(start + found.length)))) return;
    // The number of a sum is never an id or a text ("create payment 20 GBP": 20 is no payment_id).
    if (/^\d/.test(value) && inAmount && f.schema.type !== 'number' && f.schema.type !== 'integer') return;
    // A date is never an id or a name (s39 A-R3: "cancel appointment 2027-05-14", "appointment 14 May 2027"):
    // only a field whose schema is a date takes one, and those are filled by typedValues.
    const date = phrase ? undefined : dates.find((d) => start < d.end && start + found.length > d.start);
    if (date) {
      notes.push(f.schema.format === 'date-time' && !date.unreadable ? dayForDateTime(f, date) : dateNotId(f, date.found));
      return;
    }
    // "order 41 or 42": two values for a field that takes one are said, never the first taken (s39 A-R6).
    const listed = f.schema.type === 'array' || phrase ? [value] : listedWith(request, value, start + found.length, f.schema.enum);
    // A number field is never said to be given two ids ("refund ORD-48213 and ORD-48214": no amount there; u29s A18).
    const numeric = f.schema.type === 'number' || f.schema.type === 'integer';
    // A text field the API describes as a comma-separated list ("A comma-separated list of contact IDs") takes them all,
    // joined by commas (issue 28, s56 w-api F8: "delete contacts 3f1a,9b2c" left ids empty as "two values given").
    if (listed.length > 1 && f.schema.type === 'string' && /comma[\s-]*separated/i.test(f.description ?? f.schema.description ?? '') && refusal(listed.join(','), f.schema) === null) {
      claims.push({id: f.id, label: f.label, value: listed.join(','), found, start});
      return;
    }
    if (listed.length > 1 && (!numeric || listed.every((v) => /^[-+]?\d/.test(v)))) {
      notes.push(severalGiven(f, listed));
      return;
    }
    // A number followed by a unit the field does not take ("weight 7 lb" for weightKg) is never converted.
    const unitAfter = new RegExp(`^\\s?(${UNIT_ANY})(?![\\p{L}])`, 'iu').exec(request.slice(start + found.length))?.[1];
    const takes = fieldUnit(f);
    if (unitAfter && takes && unitOf(unitAfter) !== takes && /^\d/.test(value)) {
      if (explain) notes.push(otherUnit(f, `${value} ${unitAfter}`, takes));
      return;
    }
    const why = refusal(value, f.schema);
    if (why !== null) {
      // A value right after the field's noun that the schema refuses is said, not dropped in silence.
      if (explain) notes.push(refused(f, value, why));
      return;
    }
    claims.push({id: f.id, label: f.label, value, found, start});
  };
  for (const f of fields) {
    const type = f.schema.type ?? 'string';
    const allowed = f.schema.enum ?? (type === 'array' ? f.schema.items?.enum : undefined);
    // Labels or tags named as such ("labeled bug", "with labels bug, p1"; s56 w-api F6: both were dropped): each word.
    if (LABEL_FIELD.test(f.name) && (type === 'string' || (type === 'array' && (f.schema.items?.type ?? 'string') === 'string' && !f.schema.items?.enum))) {
      for (const m of request.matchAll(LABELED)) {
        const words = m[1].split(/\s*,\s*|\s+and\s+/u).filter(Boolean);
        if (words.some((w) => JOINERS.has(w.toLowerCase()) || EVERYDAY.has(w.toLowerCase()))) continue;
        claim(f, words.join(','), m[1], (m.index ?? 0) + m[0].length - m[1].length, true);
      }
    }
    if (type === 'object' || (type === 'array' && !allowed) || type === 'boolean') continue;
    // A date, e-mail or phone field takes only a value of its kind (typedValues): "appointment R-1204" is no
    // day, though the day's description says "Day of the appointments" (u28k U3 rows).
    const kind = kindOf(f);
    // A search term for a name or an e-mail ("q": "Name or e-mail to search for") takes a name after the list's noun
    // too (s54 t-api F6: "find customer Zoë Van den Bossche" left q empty, with no note).
    if (kind === 'email' && f.named) {
      const noun = `[${f.named[0]}${f.named[0].toUpperCase()}]${escapeRe(f.named.slice(1))}`;
      for (const m of request.matchAll(new RegExp(String.raw`(?<![\p{L}])${noun}s?\s+(?:(?:named|called)\s+)?(${NAME_AMP})(?!\s*(?:&|\band\b|\bor\b)\s*\p{Lu})`, 'gu'))) {
        const name = beforeDay(m[1]);
        if (name) claim(f, name, name, (m.index ?? 0) + m[0].length - m[1].length);
      }
      continue;
    }
    if (kind === 'date' || kind === 'email' || kind === 'phone') continue;
    if (allowed) {
      // Allowed values named as words, in the order the request names them.
      const named = allowed
        .filter((e): e is string => typeof e === 'string')
        .map((e) => ({
          e,
          at: [...request.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(e).replace(/[_\s-]+/g, '[_\\s-]+')}(?![\\p{L}\\p{N}])`, 'giu'))].find((m) => !insideId(request, m.index, m.index + m[0].length)) ?? null,
        }))
        .filter((x): x is {e: string; at: RegExpExecArray} => x.at !== null)
        // A sort key said as the time of a filter ("updated after 2026-11-01T00:00:00Z") asks for no sort (s56 u-api F16).
        .filter((x) => !(SORT_FIELD.test(f.name) && TIME_FILTER_AFTER.test(request.slice(x.at.index + x.at[0].length))))
        .sort((a, b) => a.at.index - b.at.index);
      // The verb that opens a change sets its state; another allowed value stands in a reason or a note's text unless it
      // is given as the value ("close TCK-2210 as solved": two values, said), u36f F1, F2.
      const opening = f.location === 'body' && type !== 'array' ? openingState(f, request) : null;
      if (opening) {
        const given = named.filter((x) => x.e !== opening.value && namedAsValue(f, request, x.at)).map((x) => x.e);
        if (given.length) notes.push(severalGiven(f, [opening.value, ...given]));
        else claim(f, opening.value, opening.at[0], opening.at.index);
        continue;
      }
      // Of two allowed values, the one given as the value ("mark TCK-2210 as solved, it was pending for a week") is the
      // state; the other stands in the reason (u36f F1).
      const asValue = f.location === 'body' && type !== 'array' && named.length > 1 ? named.filter((x) => namedAsValue(f, request, x.at)) : [];
      if (asValue.length === 1) {
        claim(f, asValue[0].e, asValue[0].at[0], asValue[0].at.index);
        continue;
      }
      if (named.length === 1 || (named.length > 1 && type === 'array')) {
        // An array takes every value named ("damaged or late returns" → damaged,late).
        const [first, last] = [named[0], named[named.length - 1]];
        claim(f, named.map((x) => x.e).join(','), request.slice(first.at.index, last.at.index + last.at[0].length), first.at.index);
      } else if (named.length > 1) notes.push(severalGiven(f, named.map((x) => x.e)));
      else if (f.location === 'body' && stateVerb(f, request)) {
        // A verb whose past participle is an allowed value sets that state in a write's body (u28y A-A2:
        // "close ticket TCK-1042" → status closed); a query filter is never read from a verb ("tickets close to…").
        const said = stateVerb(f, request) as {value: string; at: RegExpExecArray};
        claim(f, said.value, said.at[0], said.at.index);
      } else {
        // A word right after the field's noun that is no allowed value is said, never dropped in silence (s39 A-R2).
        const values = allowed.map(String);
        for (const noun of fieldNouns(f).name) {
          const m = new RegExp(
            `(?<![\\p{L}])${escapeRe(noun)}(?:es|s)?(?:\\s*[:=]\\s*|\\s+(?:is\\s+|=\\s*)?)["“']?(\\p{L}[\\p{L}_-]*)["”']?(?=\\s*$|\\s*[,;.!?)]|\\s+(?:${[...JOINERS].join('|')})(?![\\p{L}]))`,
            'u',
          ).exec(request);
          const word = m?.[1];
          if (!word || JOINERS.has(word.toLowerCase()) || EVERYDAY.has(word.toLowerCase())) continue;
          // A field's name inside quoted text is part of the value ("to "status: leave at depot""; u33f F6).
          if (m && within(quotedSpans(request), m.index, m.index + m[0].length)) continue;
          notes.push(refused(f, word, `must be one of ${values.join(', ')}`));
          break;
        }
      }
      continue;
    }
    const {name, description} = fieldNouns(f);
    // The thing a rate is per ("seat" of costPerSeat, "Cost per seat per month") is counted by another field: "3 seats"
    // is never a cost per seat (issue 28, u35f F7: both claimed it, so the seats field stayed empty).
    const perNouns = new Set([...`${f.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')} ${f.description ?? f.schema.description ?? ''}`.matchAll(/(?<![\p{L}])per\s+(\p{L}+)/giu)].flatMap((m) => [m[1].toLowerCase(), singular(m[1].toLowerCase())]));
    const free = freeText(f);
    if (free) {
      for (const noun of name) {
        for (const m of request.matchAll(new RegExp(`(?<![\\p{L}])${escapeRe(noun)}(?:\\s*[:=]\\s*|\\s+(?:saying|reading|that\\s+says)\\s+|\\s+)(?=[^\\s"“'])`, 'giu'))) {
          let start = (m.index ?? 0) + m[0].length;
          // A name of two words ("special requests") is read from its last word, never the next word as the value
          // (issue 28, u33f F1: "change the special requests of RES204118 to late arrival" filled "requests of").
          const next = /^\p{L}+/u.exec(request.slice(start))?.[0].toLowerCase();
          if (next && name.includes(next)) continue;
          // "change the special requests of RES204118 to late arrival": in a change, the value follows "to" after the
          // thing the field belongs to (the same reading as VALUE_AFTER_TO, for a free text unquoted), also named in two
          // words ("for sales order SO-204117 to …", u34f F3).
          const to = CHANGE_VERB.test(request) ? new RegExp(String.raw`^(?:(?:on|of|for|in)\s+(?:(?:the|my|our|this)\s+)?(?:\p{L}+\s+){0,2}[\p{L}\p{N}]+(?:[-./_][\p{L}\p{N}]+)*\s+)?to\s*:?\s+(?=[^\s"“'])`, 'u').exec(request.slice(start)) : null;
          if (to) start += to[0].length;
          // "reply publicly to TCK-3300 saying We shipped …": the message is what "saying" (or "that says") introduces a
          // few words on, never the words between (s54 t-api F7: the body held "publicly to TCK-3300 saying …").
          const saying = /^(?:[^\s;:,]+\s+){0,5}?(?:saying|(?:that|which)\s+(?:says|reads))\s*:?\s+(?=[^\s"“'])/iu.exec(request.slice(start));
          if (saying && !/^(?:saying|that|which)(?![\p{L}])/iu.test(request.slice(start))) start += saying[0].length;
          const text = phraseAt(request, start, fields.filter((o) => o.id !== f.id).flatMap((o) => fieldNouns(o).name), takenSpans, valueNounPairs(fields.filter((o) => o.id !== f.id)));
          if (text) claim(f, text, text, start, true, true);
          // The phrase ends at a ";", which may also end a message ("restart the router; then call us"): what follows is
          // said, so the reader adds it when it belongs to the text (s54 t-api F7).
          const after = new RegExp(`^${escapeRe(text)}\\s*;\\s*([^;\\n]*[^\\s;.,])`, 'u').exec(request.slice(start));
          if (text && after && claims.some((c) => c.id === f.id && c.start === start) && !notes.some((n) => n.id === f.id)) notes.push({id: f.id, label: f.label, note: `“${after[1]}” after the “;” in your request is not in ${f.label}: add it there if it belongs to the text`, filled: true});
        }
      }
    }
    // A password is the whole run of characters after its noun, its signs too ("password Hunter2-Secret! and …"; s56
    // w-api F5: the "!" was cut off); a sign that may end the sentence instead ("password s3cr3t." at the end) is said.
    const secretValue = type === 'string' && (f.schema.format?.toLowerCase() === 'password' || SECRET_VALUE_FIELD.test(f.name));
    if (secretValue) secretValues(f, name, request, claim, notes);
    // A login is the word after "login", "username" or the user it names ("create user jdoe"; s56 w-api F5).
    if (type === 'string' && !f.schema.format && LOGIN_FIELD.test(f.name)) {
      for (const m of request.matchAll(LOGIN_IN_REQUEST)) if (!LOGIN_NOT.has(m[1].toLowerCase())) claim(f, m[1], m[1], (m.index ?? 0) + m[0].length - m[1].length, true);
    }
    for (const noun of [...name, ...description]) {
      // Case-sensitive after the noun's first letter, so a capitalized name is told from a lower-case word.
      // An abbreviation may be written in capitals ("VAT number …").
      const nounRe = `(?:[${noun[0]}${noun[0].toUpperCase()}]${escapeRe(noun.slice(1))}|${escapeRe(noun.toUpperCase())})`;
      const after = new RegExp(`(?<![\\p{L}])${nounRe}s?${VALUE_AFTER}`, 'gu');
      const toMatches = CHANGE_VERB.test(request) ? [...request.matchAll(new RegExp(`(?<![\\p{L}])${nounRe}s?${VALUE_AFTER_TO}`, 'gu'))] : [];
      for (const m of [...request.matchAll(after), ...toMatches]) {
        let text = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5];
        const start = (m.index ?? 0) + m[0].length - text.length;
        // A bare number after a noun only the field's description uses ("show issue #42" for assignee, "Can be the name of
        // a user … issues"; "list refunds #42" for charge; "list tickets #42" for limit, "Maximum number of tickets") names
        // the thing the noun is, never this field (u-api F15: the list was asked for someone else's issues, and a page
        // size nobody asked for): left empty, with a note, unless the field's own name is that noun.
        // A sum ("refund 30" for an amount "to refund") is read as before, with its own note on the unit.
        if (!name.includes(noun) && kind !== 'amount' && (type === 'string' || PAGE_FIELD.test(f.name)) && m[4] !== undefined && /^#?\d+(?:[.,]\d+)?$/.test(m[4].trim()) && !isTaken(start, start + text.length)) {
          if (!notes.some((n) => n.id === f.id)) notes.push({id: f.id, label: f.label, note: `“${m[0].trim()}” from your request is a number after “${m[0].trim().split(/[\s:=#]/)[0]}”, and nothing says it is ${f.label}, so ${f.label} is left empty; type it there if you mean it`});
          continue;
        }
        // A free text unquoted is read whole above, never as its first word or name ("message Happy birthday!"); a password too.
        if ((free || secretValue) && m[1] === undefined && m[2] === undefined && m[3] === undefined) continue;
        // A date and time is taken whole, never by the id tokenizer, which stops at its first colon (s56 u-api F16).
        if (m[4] !== undefined && WHOLE_DATE_TIME.test(m[4])) {
          claim(f, m[4], m[4], start, true);
          continue;
        }
        // An unquoted value is read by the id tokenizer, so "IT 01234567890" or "R 2026 118" is taken whole.
        if (m[4] !== undefined || m[5] !== undefined) {
          const read = readIdValue(request, start, true);
          if (read?.alternatives) {
            // "refund REG-7K2M9Q 250": the two readings are an id's ("REG-7K2M9Q" or "REG-7K2M9Q 250"), never a number
            // field's (issue 28, u32e F10: the note on amountEur named the id); the number after the id is said as such.
            const [short, long] = [read.alternatives[0], read.alternatives[read.alternatives.length - 1]];
            if ((type === 'number' || type === 'integer') && !/^\d+$/.test(short)) {
              const tail = long.slice(short.length).trim();
              if (/^\d+$/.test(tail)) notes.push({id: f.id, label: f.label, note: `“${tail}” comes right after “${short}” in your request, with nothing saying it is ${f.label}, so ${f.label} is left empty; type the value you mean${kindOf(f) === 'amount' ? ` (with its currency, as in “€${tail}”, it is read as the sum)` : ''}`});
              continue;
            }
            notes.push(twoWays(f, read.alternatives));
            continue;
          }
          if (read) {
            claim(f, read.value, read.value, start, true);
            continue;
          }
        }
        // A capitalized name only for a text field, and never a sentence's next word ("zone In").
        if (m[5] !== undefined && (type !== 'string' || f.schema.format)) continue;
        // A name stops before a day named after it ("guest Jan de Vries Monday"); a date itself is said by claim.
        if (m[5] !== undefined) text = beforeDay(text) ?? text;
        // A name field's name runs on over its lower-case words and sizes ("with name Whole milk"; s56 w-api F2), or is
        // left empty with a note where its end is unclear; never its first word alone.
        if (m[5] !== undefined && text === m[5] && /(?:name|title)$/i.test(f.name)) {
          const whole = nameWhole(f, text, request.slice(start + text.length));
          if ('note' in whole) {
            notes.push(whole.note);
            continue;
          }
          text = whole.text;
        }
        claim(f, text, text, start, m[4] !== undefined || toMatches.includes(m));
      }
      // "1500 units" counts things and is no price: a sum field's counted noun ("unit" of unitPrice) never takes it
      // (issue 28, u31b: "add 1500 units of BLT-0042" filled unitPrice with 1500).
      if ((type === 'integer' || type === 'number') && !(kind === 'amount' && /^(?:unit|item|piece)$/i.test(noun)) && !perNouns.has(noun)) {
        // A number before the field's noun that breaks a limit ("0 nights" where at least 1, "5 guests" where at most 4)
        // is said with the limit, never dropped in silence (u29b A-2).
        // A decimal comma is a decimal point ("7,5 hours", u34f F5); "1,500 hours" could be either, and is said so.
        for (const m of request.matchAll(new RegExp(`(?<![\\p{L}\\p{N}.,])(-?\\d+(?:[.,]\\d+)?)\\s+${escapeRe(noun)}s?(?![\\p{L}])`, 'giu'))) {
          const comma = /^(-?\d+),(\d+)$/.exec(m[1]);
          if (comma && comma[2].length === 3) notes.push(twoWays(f, [String(Number(`${comma[1]}.${comma[2]}`)), `${comma[1]}${comma[2]}`]));
          else claim(f, comma ? `${comma[1]}.${comma[2]}` : m[1], m[0], m.index ?? 0, true);
        }
        // "the line for article KBD-2041" names the line by another thing's id, which is no number of the line (u34f F1):
        // said, with what the field takes, unless another field took that id.
        for (const m of request.matchAll(new RegExp(`(?<![\\p{L}])${escapeRe(noun)}s?\\s+(?:for|of|with)\\s+(?:(?:the|an?)\\s+)?(?:\\p{L}+\\s+){0,2}?((?=[\\p{L}\\p{N}-]*\\p{L})(?=[\\p{L}\\p{N}-]*\\p{N})[\\p{L}\\p{N}]+(?:[-_][\\p{L}\\p{N}]+)+)(?![\\p{L}\\p{N}])`, 'giu'))) {
          const at = (m.index ?? 0) + m[0].length - m[1].length;
          if (!isTaken(at, at + m[1].length)) notes.push(partOfId(f, m[1]));
        }
      }
    }
    // Counted things a count field takes ("40 pieces" for a quantity) and the size of a page of results ("max 100
    // results", "500 per page" for a limit), with the limit said when the number breaks it (u29b A-2, A-4).
    if (type === 'integer') {
      const cues = COUNT_FIELD.test(f.name) ? [COUNTED] : PAGE_FIELD.test(f.name) ? PAGE_SIZE : [];
      for (const cue of cues) {
        for (const m of request.matchAll(cue)) {
          const n = m[1] ?? m[2];
          claim(f, n, m[0], (m.index ?? 0) + m[0].indexOf(n), true);
          // "the 5 newest": a limit takes the first 5 in the API's own order, which the request's word may not be.
          const word = cue === PAGE_SIZE[2] ? /newest|latest|oldest|last|most\s+recent|recent/i.exec(m[0])?.[0].toLowerCase() : undefined;
          const order = word === undefined ? undefined : word === 'oldest' ? 'oldest' : 'newest';
          if (order) notes.push({id: f.id, label: f.label, note: `“${m[0].trim()}” is read as ${f.label} = ${n}: the first ${n} in the order the API lists them; check that it lists the ${order} first`, filled: true});
        }
      }
    }
    // The amount a stock or count changes by (u29b A-5): "by -600", "add 30 units", "remove 20 units" (a negative change).
    if ((type === 'integer' || type === 'number') && DELTA_FIELD.test(f.name)) {
      for (const m of request.matchAll(CHANGED_BY[0])) claim(f, m[1].replace(/^\+/, ''), m[0], m.index ?? 0, true);
      for (const m of request.matchAll(CHANGED_BY[1])) claim(f, `${/^add$/i.test(m[1]) ? '' : '-'}${m[2]}`, m[0], m.index ?? 0, true);
    }
    // The verb that sets the field, then "to" and the value (S-C4): "assign ticket TCK-1042 to ana@support.example" for an assignee.
    for (const verb of name.filter((n) => WRITE_VERBS.has(n))) {
      for (const m of request.matchAll(new RegExp(`(?<![\\p{L}])${verb}(?![\\p{L}])[^,;!?]*?\\s+to\\s+(?:([^\\s@]+@[^\\s@]+?)(?=[.,;!?]?(?:\\s|$))|${VALUE_TEXT})`, 'gu'))) {
        const text = m.slice(1).find((g) => g !== undefined) ?? '';
        claim(f, text, text, (m.index ?? 0) + m[0].length - text.length, true);
      }
    }
    // A number with the unit the field takes ("a 3.2 kg box" for weightKg); another unit is named in a note, not converted.
    const unit = type === 'integer' || type === 'number' ? fieldUnit(f) : undefined;
    if (unit) {
      for (const m of request.matchAll(MEASURE)) {
        const num = m[1].replace(/[ \u00a0\u202f]/g, '');
        const comma = /^(\d+),(\d+)$/.exec(num);
        if (unitOf(m[2]) === unit && comma && comma[2].length === 3) notes.push(twoWays(f, [String(Number(`${comma[1]}.${comma[2]}`)), `${comma[1]}${comma[2]}`]));
        else if (unitOf(m[2]) === unit) claim(f, comma ? `${comma[1]}.${comma[2]}` : num, m[0], m.index ?? 0);
        else if (UNIT_WORDS.findIndex(([u]) => u === unitOf(m[2])) >= 0 && sameDimension(unit, unitOf(m[2]) ?? '')) notes.push(otherUnit(f, m[0], unit));
      }
    }
    // A person's name after "for", for a name field: one name, never a day or an id ("for Maren Olsen", not "for Monday").
    if (type === 'string' && !f.schema.format && PERSON_NAME.test(f.name)) {
      for (const m of request.matchAll(new RegExp(String.raw`(?<![\p{L}])for\s+(${NAME})(?!\s*(?:,|&|\band\b|\bor\b)\s*\p{Lu})`, 'gu'))) {
        const name = beforeDay(m[1]);
        if (name) claim(f, name, name, (m.index ?? 0) + m[0].length - m[1].length);
      }
    }
    // A name right after the thing the field names ("register owner Mary Ann O'Neil" for the name of POST /owners): a
    // capitalized name only, read whole, never a number or an id ("pet 5").
    if (type === 'string' && !f.schema.format && f.named) {
      const noun = `[${f.named[0]}${f.named[0].toUpperCase()}]${escapeRe(f.named.slice(1))}`;
      // A firm's name with "&" is one name ("supplier Smith & Sons"; issue 28, u33f F5); "and"/"or" still join two.
      for (const m of request.matchAll(new RegExp(String.raw`(?<![\p{L}])${noun}s?\s+(${NAME_AMP})(?!\s*(?:&|\band\b|\bor\b)\s*\p{Lu})`, 'gu'))) {
        const name = beforeDay(m[1]);
        if (name) claim(f, name, name, (m.index ?? 0) + m[0].length - m[1].length);
      }
    }
    if (type === 'string' && !f.schema.format) {
      for (const [cue, fits] of CUES) {
        if (!fits.test(`${f.name} ${f.description ?? f.schema.description ?? ''}`)) continue;
        for (const m of request.matchAll(new RegExp(`\\b(?:${cue})\\s+(?:"([^"]+)"|“([^”]+)”|'([^']+)'|(${cue === 'by' ? NAME : NAME_AMP}))`, 'gu'))) {
          let text = m[1] ?? m[2] ?? m[3] ?? m[4];
          // An unquoted title runs on like a phrase, to a comma ("titled Data mesh in practice", never "Data"; issue 28, u32e F5).
          if (cue.startsWith('titled') && m[4] !== undefined) {
            const start = (m.index ?? 0) + m[0].length - m[4].length;
            text = phraseAt(request, start, fields.filter((o) => o.id !== f.id).flatMap((o) => fieldNouns(o).name), takenSpans, valueNounPairs(fields.filter((o) => o.id !== f.id))).split(/\s*,\s*/)[0] || text;
          }
          // An unquoted name runs on over the plain lower-case words after it ("named Serrano ham at 12.50 EUR", never
          // "Serrano"; s56 v-api F6) up to a joining word, a comma or the end; where it is not clear that they end there (a
          // number or other value follows), the capitalized words are filled and the note says what was left out.
          if (cue === 'named|called' && m[4] !== undefined) {
            // Where the name's end is unclear, nothing is filled (s56 w-api F2: its first word was, and the request built).
            const whole = nameWhole(f, text, request.slice((m.index ?? 0) + m[0].length));
            if ('note' in whole) {
              notes.push(whole.note);
              continue;
            }
            claim(f, whole.text, whole.text, (m.index ?? 0) + m[0].length - m[4].length);
            continue;
          }
          claim(f, text, text, (m.index ?? 0) + m[0].length - text.length);
        }
      }
    }
  }
  // One candidate per field, one field per value: anything else would be a guess.
  const out: FilledValue[] = [];
  for (const f of fields) {
    // A value read inside a longer one for the same field is part of it ("odometer 98" in "odometer 98 500 km"; s56 v-api F9).
    const all = claims.filter((c) => c.id === f.id);
    const mine = all.filter((c) => !all.some((o) => o !== c && o.found.length > c.found.length && o.start <= c.start && o.start + o.found.length >= c.start + c.found.length));
    const values = [...new Set(mine.map((c) => c.value))];
    if (values.length !== 1) continue;
    // Of two readings of one value, the note quotes the longer that holds the other ("100 per page", never "100 per";
    // s56 u-api F14: the quote was cut mid-phrase).
    const c = mine.reduce((a, b) => (b.start === a.start && b.found.length > a.found.length && b.found.startsWith(a.found) ? b : a));
    if (claims.some((o) => o.id !== f.id && (o.start === c.start || o.found === c.found))) continue;
    out.push({id: c.id, label: c.label, value: c.value, found: c.found});
  }
  return out;
}

/**
 * The unit an amount field takes, from its name and description (u30a UAA-1): 'minor' when they say minor units, cents,
 * pence or the smallest currency unit ("amount_cents", "Amount in minor units, e.g. 1050 = 10.50"), 'major' when they say
 * major units, whole dollars/euros… or a decimal amount, or a bound or default has decimals ("minimum: 0.01"), null when
 * nothing says (then a sum is filled as written and the note says so, never in silence).
 */
export function amountUnit(f: Field): 'minor' | 'major' | null {
  const words = `${f.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')} ${f.description ?? f.schema.description ?? ''}`;
  // "in dollars, not cents" names cents only to rule them out.
  const said = words.replace(/\b(?:not|never)\s+(?:in\s+)?(?:cents?|pence|minor\s+units?)\b/gi, ' ');
  if (/\b(?:cents?|pence|minor\s+units?|minor[\s-]+unit|smallest\s+(?:currency\s+)?units?|subunits?)\b/i.test(said)) return 'minor';
  // "1050 = 10.50": a whole number written as the sum with its decimals.
  const example = /\b(\d+)\s*(?:=|means|is)\s*\D{0,3}?(\d+)[.,](\d{2})\b/.exec(said);
  if (example && Number(example[1]) === Number(`${example[2]}${example[3]}`)) return 'minor';
  if (/\b(?:major\s+units?|main\s+unit|decimal|in\s+(?:whole\s+)?(?:dollars|euros|pounds|francs|yen|units\s+of\s+the\s+currency))\b/i.test(said) || f.schema.format === 'decimal') return 'major';
  // "Cost per seat per month in GBP", "Invoice total in USD": a sum the API gives in a currency, with no word of cents,
  // is in that currency's units (issue 28, u35f F9: the note said the API names no unit for costPerSeat).
  if (new RegExp(`(?<![\\p{L}])in\\s+(?:${CURRENCY_CODES}|US\\s+dollars|pounds\\s+sterling|sterling)(?![\\p{L}])`, 'iu').test(said)) return 'major';
  // A bound or default with decimals ("minimum: 0.01") is a sum in major units: no field in cents has a fraction of one.
  const s = f.schema;
  if ([s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum, s.default].some((b) => typeof b === 'number' && !Number.isInteger(b))) return 'major';
  return null;
}

/** The digits after the decimal point of a currency's minor unit (ISO 4217: JPY has none; the other codes read here have 2). */
const minorDigits = (currency: string | undefined) => (currency === 'JPY' ? 0 : 2);
const CURRENCY_NAMES: Record<string, string> = {USD: 'US dollars', EUR: 'euros', GBP: 'pounds', CHF: 'Swiss francs', JPY: 'yen', CAD: 'Canadian dollars', AUD: 'Australian dollars'};

/**
 * An amount the request names, in the unit its field takes (u30a UAA-1, UAA-8): a sum in a currency goes into a
 * minor-unit field times 100 (or as it is for the yen), cents go into a major-unit field divided by 100; either
 * conversion is said. Into a field whose unit the API does not state a sum goes as written, and the note says the unit
 * assumed; cents go nowhere (which unit they would be is unknown). `note` without `value`: not filled, and why.
 */
function amountInUnit(f: Field, c: Found, currencyField = false): {value?: string; note?: string} {
  const unit = amountUnit(f);
  const label = f.label;
  const digits = minorDigits(c.currency);
  // A sum in another currency than the one the API gives the field is never converted (no rate is known) and never
  // filled (issue 28, u33f F3: "$20" into "Amount in cents (EUR)"), as a weight in another unit is not.
  const own = fieldCurrency(f);
  const named = (code: string) => CURRENCY_NAMES[code] ?? code;
  if (own && c.currency && c.currency !== own) {
    return {note: `“${c.found}” from your request is in ${named(c.currency)}, and the API says ${label} is in ${named(own)}, so it is not filled in (a sum is never converted from one currency to another); type the amount in ${named(own)}`};
  }
  // Where the API names no currency and the operation has no currency field, the note says which one was assumed.
  const assumed = !own && c.currency && !currencyField ? `; the API does not say which currency ${label} is in, so it is taken to be ${named(c.currency)}, as your request says: check that the API takes ${named(c.currency)}` : '';
  const withAssumed = (r: {value?: string; note?: string}) =>
    r.value === undefined || !assumed ? r : {...r, note: r.note ? `${r.note}${assumed}` : `“${c.found}” from your request is filled in as ${r.value}${assumed}`};
  return withAssumed(amountIn(f, c, unit, label, digits));
}

/**
 * The currency the API says a field is in ("Amount in cents (EUR)", "Invoice total in EUR", "price_usd", "in US
 * dollars"), or null when it names none or several.
 */
export function fieldCurrency(f: Field): string | null {
  const words = `${f.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')} ${f.description ?? f.schema.description ?? ''}`;
  const found = new Set<string>();
  for (const [code, said] of FIELD_CURRENCY) if (said.test(words)) found.add(code);
  return found.size === 1 ? [...found][0] : null;
}
const FIELD_CURRENCY: Array<[string, RegExp]> = [
  ['USD', /(?:\bUSD\b|\$|\bUS\s+dollars?\b|(?<!(?:canadian|australian|hong\s+kong|singapore|new\s+zealand)\s+)\bdollars?\b)/i],
  ['EUR', /(?:\bEUR\b|€|\beuros?\b)/i],
  ['GBP', /(?:\bGBP\b|£|\bpounds?\s+sterling\b|\bsterling\b|\bpence\b)/i],
  ['CHF', /(?:\bCHF\b|\bSwiss\s+francs?\b)/i],
  ['JPY', /(?:\bJPY\b|¥|\byen\b)/i],
  ['CAD', /(?:\bCAD\b|\bCanadian\s+dollars?\b)/i],
  ['AUD', /(?:\bAUD\b|\bAustralian\s+dollars?\b)/i],
  ['SEK', /\bSEK\b/], ['NOK', /\bNOK\b/], ['DKK', /\bDKK\b/], ['PLN', /\bPLN\b/], ['INR', /\bINR\b/], ['CNY', /\bCNY\b/],
];

function amountIn(f: Field, c: Found, unit: ReturnType<typeof amountUnit>, label: string, digits: number): {value?: string; note?: string} {
  if (c.minor) {
    if (unit === 'minor') return {value: c.value};
    if (unit === 'major' && f.schema.type !== 'integer') {
      const padded = c.value.padStart(3, '0');
      const value = `${padded.slice(0, -2).replace(/^0+(?=\d)/, '')}.${padded.slice(-2)}`.replace(/\.?0+$/, '');
      return {value, note: `“${c.found}” from your request is a sum in cents, and ${label} is in major units, so it is filled in as ${value}`};
    }
    return {note: `“${c.found}” from your request is a sum in cents, and the API does not say ${unit === 'major' ? `how ${label} takes parts of a unit` : `whether ${label} is in cents or in whole units`}, so it is not filled in; type the amount in the API's unit`};
  }
  if (unit === 'minor') {
    const [int, frac = ''] = c.value.split('.');
    if (frac.length > digits) return {note: `“${c.found}” from your request has more decimals than ${c.currency ?? 'the currency'} has minor units, and ${label} is in minor units, so it is not filled in; type the amount in minor units`};
    const value = `${int}${frac.padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '');
    const how = digits === 0 ? `${c.currency} has no minor unit` : `1 ${c.currency ?? 'unit'} is 100 minor units`;
    return {value, note: `${label} is in minor units, so “${c.found}” from your request is filled in as ${value} (${how})`};
  }
  if (unit === 'major') return {value: c.value};
  const name = (c.currency && CURRENCY_NAMES[c.currency]) ?? c.currency ?? 'the currency written';
  const cents = digits === 0 ? '' : `; if it takes cents, type ${`${c.value.split('.')[0]}${(c.value.split('.')[1] ?? '').padEnd(digits, '0')}`.replace(/^0+(?=\d)/, '')}`;
  return {value: c.value, note: `the API does not say which unit ${label} is in, so “${c.found}” from your request is filled in as ${c.value}, in ${name}${cents}`};
}

/** Values of the kinds a field's name, type or format names (an e-mail, a phone number, a date…). */
/** The names of a range's first and last day: from/to, since/until, start/end, dateFrom/dateTo, startDate/endDate… */
const RANGE_START = /^(?:from|since|after|start|begin|check[_-]?in|arrival(?:[_-]?date)?|starts?[_-]?(?:on|at)|(?:start|begin|from)[_-]?date|date[_-]?(?:from|start)|valid[_-]?from|period[_-]?start)$/i;
const RANGE_END = /^(?:to|until|till|before|end|check[_-]?out|departure(?:[_-]?date)?|ends?[_-]?(?:on|at)|(?:end|to|until)[_-]?date|date[_-]?(?:to|end|until)|valid[_-]?(?:to|until)|period[_-]?end)$/i;

function dateRange(dateFields: readonly Field[]): {start: Field; end: Field} | null {
  if (dateFields.length !== 2) return null;
  // The ends of one range may share a first word: "createdFrom" and "createdTo", "due_from" and "due_to" (issue 28, u31b
  // F10). The words after the shared ones name the ends then.
  const words = dateFields.map((f) => f.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_-]+/).filter(Boolean));
  let shared = 0;
  while (shared < words[0].length - 1 && shared < words[1].length - 1 && words[0][shared] === words[1][shared]) shared++;
  const rest = (f: Field) => words[dateFields.indexOf(f)].slice(shared).join('_');
  const start = dateFields.find((f) => RANGE_START.test(f.name) || RANGE_START.test(rest(f)));
  const end = dateFields.find((f) => RANGE_END.test(f.name) || RANGE_END.test(rest(f)));
  return start && end && start !== end ? {start, end} : null;
}

/**
 * The range a request names for a range's two date fields (u30t U-20: "from 2026-11-01 to 2026-11-15", "between 1 Nov
 * 2026 and 3 Nov 2026"; one end alone after "from"/"since" or "to"/"until"). A date that names neither end ("on
 * 2026-11-01"), a range that ends before it starts, or more dates than two are said in a note and fill nothing.
 */
function rangeValues(range: {start: Field; end: Field}, request: string, dates: readonly Found[], notes: FillNote[]): FilledValue[] {
  const {start, end} = range;
  const both = `${start.label} and ${end.label}`;
  const say = (f: Field, note: string) => notes.push({id: f.id, label: f.label, note});
  const fill = (f: Field, d: Found): FilledValue[] => {
    const why = refusal(d.value, f.schema);
    if (why === null) return [{id: f.id, label: f.label, value: d.value, found: d.found}];
    notes.push(refused(f, d.value, why));
    return [];
  };
  const sorted = [...dates].sort((a, b) => a.start - b.start);
  if (sorted.length === 0) return [];
  const unreadable = sorted.find((d) => d.unreadable);
  if (unreadable) {
    say(start, unreadableDate(start, unreadable.found));
    return [];
  }
  if (sorted.some((d) => d.alternatives)) {
    const d = sorted.find((x) => x.alternatives) as Found;
    notes.push(twoWays(start, d.alternatives ?? []));
    return [];
  }
  if (sorted.length === 2) {
    const [a, b] = sorted;
    if (!/^\s*(?:to|until|till|through|thru|and|-|–|—)\s*$/iu.test(request.slice(a.end, b.start))) {
      say(start, `your request names two dates, “${a.found}” and “${b.found}”, not as one range, so ${both} are left empty; type the first and last day you mean`);
      return [];
    }
    if (a.value > b.value) {
      say(start, `the range “${a.found}” to “${b.found}” in your request ends before it starts, so ${both} are left empty; type the first and last day you mean`);
      return [];
    }
    return [...fill(start, a), ...fill(end, b)];
  }
  if (sorted.length === 1) {
    const [d] = sorted;
    const before = request.slice(Math.max(0, d.start - 16), d.start);
    if (/(?<![\p{L}])(?:from|since|after|starting(?:\s+(?:on|from))?)\s*$/iu.test(before)) return fill(start, d);
    if (/(?<![\p{L}])(?:to|until|till|before|through|up\s+to)\s*$/iu.test(before)) return fill(end, d);
    say(start, `“${d.found}” from your request is a date, and this operation takes a range (${both}), so it is not filled in; type the first and last day you mean (the same day in both for one day)`);
    return [];
  }
  say(start, `your request names ${sorted.length} dates (${sorted.map((d) => `“${d.found}”`).join(', ')}), and this operation takes one range (${both}), so both are left empty`);
  return [];
}

/**
 * The role a request gives the person right after it ("for customer", "raised by", "reported by the client"), when the
 * field's name and description name another (issue 28, u35f F5: the sample's `assignee`, "Agent e-mail the ticket is
 * assigned to", took the customer's address): `who` is the role in the page's words.
 */
const ROLE_BEFORE = /(?<![\p{L}])(?:((?:raised|reported|opened|submitted|filed|logged|created|requested|sent|written)\s+by)(?:\s+(?:the|a|our|my|this)?\s*(?:customer|client|user|requester|reporter))?|(?:(?:for|from|of|by|with)\s+)?(?:(?:the|a|our|my|this)\s+)?(customers?|clients?|requesters?|requestors?|reporters?|submitters?|callers?|senders?|authors?|creators?)(?:'s)?)\s*:?\s*$/iu;
const ROLE_FIELD = /customer|client|requester|requestor|reporter|submitter|caller|sender|author|creator|created|opened|raised|reported|submitted|filed|logged|contact|user/i;
function otherRole(f: Field, request: string, start: number): {who: string} | null {
  const m = ROLE_BEFORE.exec(request.slice(Math.max(0, start - 60), start));
  if (!m) return null;
  const named = `${f.name} ${f.label} ${f.resource ?? ''} ${f.named ?? ''} ${f.description ?? f.schema.description ?? ''}`.replace(/([a-z])([A-Z])/g, '$1 $2');
  if (ROLE_FIELD.test(named)) return null;
  const noun = m[2]?.toLowerCase().replace(/'s$/, '').replace(/s$/, '');
  return {who: noun ?? (/customer|client/i.test(m[0]) ? 'customer' : `person it was ${m[1].toLowerCase().replace(/\s+/g, ' ')}`)};
}

function typedValues(fields: readonly Field[], request: string, notes: FillNote[] = []): FilledValue[] {
  const kinds = fields.map((f) => kindOf(f));
  // The nouns of the operation's id fields ("invoiceId" → invoice) also name an id before a currency.
  const values = requestValues(request, fields.flatMap((f, i) => (kinds[i] === 'id' ? [ID_NAME.exec(f.name)?.[1] ?? ''] : [])).filter(Boolean));
  const strength = new Map<string, number>();
  const out: FilledValue[] = [];
  // Two date fields that are a range's ends ("from" and "to") take the range the request names (u30t U-20).
  const range = dateRange(fields.filter((_, i) => kinds[i] === 'date'));
  if (range) out.push(...rangeValues(range, request, values.filter((v) => v.kind === 'date'), notes));
  fields.forEach((f, i) => {
    const kind = kinds[i];
    if (!kind || (range && (f === range.start || f === range.end))) return;
    let candidates: Found[];
    if (kind === 'id') {
      // An id right after the field's noun that the schema refuses: say why it is not filled (u28n U6).
      for (const v of values) {
        if (v.kind !== 'id') continue;
        if (!namesField(f, v)) {
          // A lower-case id the pattern refuses only for its case ("sku-1234" for ^SKU-[0-9]{4}$) is meant for the field: say so (s39 A-R6).
          if (f.schema.pattern && caseOnly(v.value, f.schema.pattern)) notes.push(refused(f, v.value, `must match the pattern ${f.schema.pattern} (letters as the pattern writes them)`));
          // An id with the field's own mark that its pattern refuses ("ORD-4821" for ^ORD-[0-9]{5}$) is meant for the
          // field: said, never dropped in silence (s54 t-api F6).
          else if (markedFor(f, v.value)) {
            const why = refusal(v.value, f.schema);
            if (why !== null) notes.push(refused(f, v.value, why));
          }
          continue;
        }
        // A reading the field's pattern refuses is none ("REG-7K2M9Q 250" for ^REG-[A-Z0-9]{6}$, u32e F10).
        const fitting = v.alternatives?.filter((a) => refusal(a, f.schema) === null);
        if (v.alternatives && fitting?.length !== 1) notes.push(twoWays(f, v.alternatives));
        else if (!v.alternatives) {
          const why = refusal(v.value, f.schema);
          // An id where a number field's value stands ("remove line KBD-2041"): said as an id, with what the field takes (u34f F1).
          const numeric = f.schema.type === 'integer' || f.schema.type === 'number';
          if (why !== null) notes.push(numeric && /\p{L}/u.test(v.value) && /\p{N}/u.test(v.value) ? partOfId(f, v.value) : refused(f, v.value, why));
        }
      }
      // The strong fits (pattern, the noun before it) when there are any, else the prefix fits.
      const fits = values.filter((v) => v.kind === 'id').map((v) => [v, idFit(f, v)] as const);
      const best = Math.max(0, ...fits.map(([, fit]) => fit));
      candidates = best === 0 ? [] : fits.filter(([, fit]) => fit === best).map(([v]) => v);
      if (best > 0) strength.set(f.id, best);
    }
    else if (kind === 'currency') {
      const codes = [...new Set(values.filter((v) => v.kind === 'amount' && v.currency).map((v) => v.currency as string))];
      if (codes.length !== 1 || (f.schema.enum && !f.schema.enum.includes(codes[0]))) return;
      candidates = values.filter((v) => v.kind === 'amount').slice(0, 1).map((v) => ({...v, value: codes[0]}));
    } else {
      if (kinds.filter((k) => k === kind).length !== 1) return;
      candidates = values.filter((v) => v.kind === kind);
      // Part of a token is never filled: a token with "@" that is no plausible address leaves the field empty, with a note.
      const unreadable = candidates.find((v) => v.unreadable);
      if (unreadable) {
        notes.push({id: f.id, label: f.label, note: kind === 'date' ? unreadableDate(f, unreadable.found) : `“${unreadable.found}” from your request does not read as one e-mail address, so ${f.label} is left empty; type the address you mean`});
        return;
      }
      // A day and month that read two ways ("12/10/2026": 12 October or December 10) are the reader's to choose (u32e F8, F9).
      if (kind === 'date' && candidates.length === 1 && candidates[0].alternatives) {
        notes.push(twoWays(f, candidates[0].alternatives));
        return;
      }
    }
    const distinct = [...new Set(candidates.map((c) => c.value))];
    // Two ids that fit one id field equally ("refund ORD-48213 and ORD-48214 $20") are the reader's to choose: said (u29s A18).
    if (kind === 'id' && distinct.length > 1) notes.push(severalGiven(f, distinct));
    if (distinct.length !== 1) return;
    const [c] = candidates;
    // A person the request names by a role the field does not name ("open tickets for customer jo@shop.example" for an
    // assignee filter) is that role's, never the field's (issue 28, u35f F5): left empty, with a note.
    const role = (kind === 'email' || kind === 'phone') ? otherRole(f, request, c.start) : null;
    if (role) {
      notes.push({id: f.id, label: f.label, note: `“${c.found}” from your request is the ${role.who}, and ${f.label} is not the ${role.who}: this operation has no ${f.id.startsWith('query:') ? 'filter' : 'field'} for the ${role.who}, so ${f.label} is left empty`});
      return;
    }
    if (kind === 'amount' && c.negative) {
      notes.push({id: f.id, label: f.label, note: `your request has “-${c.found}”, a sum below zero, so ${f.label} is left empty; type the value you mean`});
      return;
    }
    // A value that could stop at two places ("invoice 2026 118") is the reader's to choose; an amount that reads two
    // ways ("€1.250": 1.25 or 1250) too, with a note (ids have theirs above).
    if (c.alternatives) {
      const fitting = kind === 'id' && f.schema.pattern ? c.alternatives.filter((a) => refusal(a, f.schema) === null) : [];
      if (fitting.length === 1) {
        out.push({id: f.id, label: f.label, value: fitting[0], found: fitting[0]});
        return;
      }
      if (kind === 'amount') notes.push(twoWays(f, c.alternatives));
      return;
    }
    // "order 41 or 42": the first of two is no choice (s39 A-R6).
    const listed = listedWith(request, c.found, c.end);
    if (listed.length > 1) {
      notes.push(severalGiven(f, listed));
      return;
    }
    // "ORD-4821 and ORD-48213": two ids of one kind, even if only one fits the pattern, leave the choice to the reader.
    const prefix = (v: string) => /^([A-Za-z]*)/.exec(v)?.[1].toUpperCase() ?? '';
    if (kind === 'id' && values.some((v) => v.kind === 'id' && v.value !== c.value && prefix(v.value) === prefix(c.value) && (prefix(c.value) !== '' || v.before === c.before))) return;
    // A phone number as written ("+44 7700 900123"), or without spaces and brackets when the schema's pattern wants that.
    // An ISBN as written or without its hyphens, whichever the schema takes.
    const plain = kind === 'phone' ? [c.value.replace(/[^\d+]/g, '')] : ISBN_FIELD.test(f.name) && isIsbn13(c.value) ? [c.value.replace(/[ -]/g, '')] : [];
    // An amount in the unit its field takes (u30a UAA-1, UAA-8): converted and said, or left empty and said.
    const inUnit = kind === 'amount' ? amountInUnit(f, c, kinds.includes('currency')) : {value: c.value};
    if (inUnit.value === undefined) {
      notes.push({id: f.id, label: f.label, note: inUnit.note ?? ''});
      return;
    }
    const value = [inUnit.value, ...plain].find((v) => refusal(v, f.schema) === null);
    if (value === undefined) {
      // Out of range, not allowed, too long…: said with the rule, never dropped in silence (s39 A-R2: "refund $9000").
      notes.push(refused(f, inUnit.value, refusal(inUnit.value, f.schema) ?? ''));
      return;
    }
    if (inUnit.note) notes.push({id: f.id, label: f.label, note: inUnit.note, filled: true});
    out.push({id: f.id, label: f.label, value, found: c.found});
  });
  // One field per id: "order 6 of plant P-31 to postcode 8004" must not put P-31 into postcode too.
  // Where several id fields took one id, only a strong fit keeps it, and only if it is the one.
  return out.filter((v) => {
    if (strength.get(v.id) === undefined) return true;
    const rivals = out.filter((o) => o.found === v.found && strength.get(o.id) !== undefined);
    if (rivals.length === 1) return true;
    const strong = rivals.filter((o) => strength.get(o.id) === 2);
    return strong.length === 1 && strong[0].id === v.id;
  });
}

/** The request the results answer, the operation the reader opened (null: the page's own choice) and the reader's values by field id. */
export type FormState = {asked: string; chosen: string | null; values: Record<string, string>};

/**
 * A kept form against the document in use after a reload: an operation the document lacks is dropped with the values kept
 * for it, and a value for a field the opened operation lacks is dropped, so the form never shows a value it cannot hold.
 */
export function restoredForm(doc: ApiDocument, form: FormState): FormState {
  if (form.chosen === null) return form;
  const op = doc.operations.find((o) => o.key === form.chosen);
  if (!op) return {asked: form.asked, chosen: null, values: {}};
  const ids = new Set(formFields(op).map((f) => f.id));
  return {asked: form.asked, chosen: form.chosen, values: Object.fromEntries(Object.entries(form.values).filter(([k]) => ids.has(k)))};
}
