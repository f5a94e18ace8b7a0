/**
 * What the Universal API Assistant keeps in this browser (src/demos/kit/persist.ts): the text in the
 * OpenAPI box, loaded or not, the document in use when that is another one, and the request typed (u28s S-C5),
 * so a reload or Back and Forward bring back all three as they were (a broken edit stays in the box, the last
 * document that loaded stays in use, the request stays in its box). Version 4 (u28y A-A5) adds the form: the request the
 * results answer, the operation the reader opened and every value the reader edited, so the form comes back as it was left.
 */
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import type {FormState} from './openapi';
import {KEPT_MAX_CHARS, REPLACED_BY, replacedBySays, replacedWhat, type ReplacedBy} from './edits';

/** One piece of the reader's work: the box's text, the document in use, the request and the form. */
export type ApiAssistantWork = {
  /** The text in the box; null (version 3) when it is the sample, which is never stored. */
  document: string | null;
  /**
   * The document in use when it is not the box's text: its text, or null for the sample. Left out when the
   * box's text is the document in use. Version 1 kept only `document` (then loaded after a reload, or the
   * sample when it did not load), which reads as version 2 without `loaded`.
   */
  loaded?: string | null;
  /** The request typed (version 3); left out when it is the page's example request. */
  request?: string;
  /** The form (version 4): left out before a request is asked. A version-3 record reads without it. */
  form?: KeptForm;
};

/**
 * The record: the work on the page now and, while the sample is in use after "Load the sample" replaced the reader's
 * own work, that work (version 5, u29s A21: it was held in memory only, so a reload or Back lost the reader's document
 * and form for good). Versions 1 to 4 read without it.
 */
export type ApiAssistantKept = ApiAssistantWork & {
  /** What "Load the sample" replaced, kept beside it until the reader takes it back or loads another document. */
  replaced?: ApiAssistantWork;
  /**
   * What replaced it, when not the sample (u30j A9): another tab's work opened here, an uploaded file, or a document
   * loaded over the reader's form. Left out for the sample, so version-5 records without it read as before.
   */
  replacedBy?: Exclude<ReplacedBy, 'sample'>;
};

export type KeptForm = FormState;

/** One piece of work of a version-`v` record, checked; null when it is not in that form. */
function readWork(data: unknown, v: number): ApiAssistantWork | null {
  if (typeof data !== 'object' || data === null) return null;
  const {document, loaded, request, form} = data as Record<string, unknown>;
  if (typeof document !== 'string' && !(v >= 3 && document === null)) return null;
  if (request !== undefined && typeof request !== 'string') return null;
  if (loaded !== undefined && loaded !== null && typeof loaded !== 'string') return null;
  const keptForm = v >= 4 && form !== undefined ? readForm(form) : null;
  if (v >= 4 && form !== undefined && keptForm === null) return null;
  return {document, ...(keptForm ? {form: keptForm} : {}), ...(v < 2 || loaded === undefined ? {} : {loaded}), ...(v >= 3 && typeof request === 'string' ? {request} : {})};
}

const readForm = (form: unknown): KeptForm | null => {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return null;
  const {asked, chosen, values} = form as Record<string, unknown>;
  if (typeof asked !== 'string' || (chosen !== null && typeof chosen !== 'string')) return null;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  if (!Object.values(values).every((v) => typeof v === 'string')) return null;
  return {asked, chosen, values: values as Record<string, string>};
};

export const API_ASSISTANT_KEPT: KeptSpec<ApiAssistantKept> = {
  key: 'cap-demo:universal-api-assistant',
  version: 5,
  // Room for a box's text a little over the loading limit (kept while it is shortened) plus a document in use, and the
  // same again for the work the sample replaced (version 5).
  maxChars: KEPT_MAX_CHARS,
  what: 'your OpenAPI document, request and form values',
  // This page has no API key field, so its note names none (issue 28, u31b F11).
  noApiKey: true,
  // The note names only what the record holds (u29b A-8: after "Load the sample" it kept the request alone, yet said
  // "your OpenAPI document, request and form values").
  whatOf: ({document, loaded, request, form, replaced, replacedBy}) => {
    const parts = [document !== null || (loaded !== undefined && loaded !== null) ? 'OpenAPI document' : '', request === undefined ? '' : 'request', form ? 'form values' : ''].filter(Boolean);
    const now = parts.length === 0 ? '' : `your ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`}`;
    const held = replaced ? `the ${replacedWhat(replaced)} ${replacedBySays(replacedBy ?? 'sample')} replaced` : '';
    return [now, held].filter(Boolean).join(', and ') || 'nothing of yours';
  },
  read: (data, v) => {
    const work = readWork(data, v);
    if (work === null) return null;
    const {replaced, replacedBy} = data as Record<string, unknown>;
    if (v < 5 || replaced === undefined) return work;
    const held = readWork(replaced, v);
    const by = replacedBy === undefined ? undefined : REPLACED_BY.find((r) => r !== 'sample' && r === replacedBy);
    // A damaged held document (or what replaced it) makes the record unreadable (backed up whole by persist.ts), never
    // silently dropped.
    if (held === null || (replacedBy !== undefined && by === undefined)) return null;
    return {...work, replaced: held, ...(by ? {replacedBy: by as Exclude<ReplacedBy, 'sample'>} : {})};
  },
  toText: ({replaced, replacedBy, ...work}) =>
    [workText(work), replaced ? `Replaced by ${replacedBySays(replacedBy ?? 'sample')}, kept beside it:\n\n${workText(replaced)}` : ''].filter(Boolean).join('\n\n'),
};

function workText({document, request, form}: ApiAssistantWork): string {
  return [
      request === undefined ? '' : `Request: ${request}`,
      form ? [`Asked: ${form.asked}`, ...(form.chosen ? [`Operation: ${form.chosen}`] : []), ...Object.entries(form.values).map(([k, v]) => `${k}: ${v}`)].join('\n') : '',
      document ?? '',
    ]
      .filter(Boolean)
      .join('\n\n');
}

/**
 * This tab's own record (u29f A-6: two tabs wrote one record, and the last save silently replaced the other tab's
 * document, request and form). Same format as the shared record; it lives in this tab's session storage, so a reload
 * or Back in this tab brings back this tab's work whatever another tab saved. The shared record (API_ASSISTANT_KEPT) is
 * still written with every save, and read only when this tab has no record of its own: a new tab starts from it.
 */
export const API_ASSISTANT_TAB: KeptSpec<ApiAssistantKept> = {
  ...API_ASSISTANT_KEPT,
  key: 'cap-demo:universal-api-assistant:tab',
  session: true,
};

/** The text of the document in use in a record; null for the sample (or no record). */
export const inUseText = (k: ApiAssistantWork | null): string | null => (k === null ? null : k.loaded === undefined ? k.document : k.loaded);

/**
 * What another tab saved (`theirs`, the shared record after its save), when the document in use there is not the one
 * this tab uses (`mine`, this tab's record): the page says so and offers to open it, and never replaces this tab's work
 * on its own. Null when the document in use is the same (a form or request changed there is no reason to interrupt).
 * The result holds the other tab's document in use (null: the sample) and its request.
 */
export function otherTabWork(theirs: ApiAssistantKept | null, mine: ApiAssistantKept | null): {document: string | null; request?: string} | null {
  const document = inUseText(theirs);
  if (document === inUseText(mine)) return null;
  return {document, ...(theirs?.request === undefined ? {} : {request: theirs.request})};
}
