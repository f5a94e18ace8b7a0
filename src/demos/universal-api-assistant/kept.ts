/**
 * What the Universal API Assistant keeps in this browser (src/demos/kit/persist.ts): the text in the
 * OpenAPI box, loaded or not, the document in use when that is another one, and the request typed (u28s S-C5),
 * so a reload or Back and Forward bring back all three as they were (a broken edit stays in the box, the last
 * document that loaded stays in use, the request stays in its box).
 */
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_DOCUMENT_CHARS} from './openapi';

export type ApiAssistantKept = {
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
};

export const API_ASSISTANT_KEPT: KeptSpec<ApiAssistantKept> = {
  key: 'cap-demo:universal-api-assistant',
  version: 3,
  // Room for a box's text a little over the loading limit (kept while it is shortened) plus a document in use.
  maxChars: MAX_DOCUMENT_CHARS * 3,
  what: 'your OpenAPI document and request',
  read: (data, v) => {
    if (typeof data !== 'object' || data === null) return null;
    const {document, loaded, request} = data as Record<string, unknown>;
    if (typeof document !== 'string' && !(v >= 3 && document === null)) return null;
    if (request !== undefined && typeof request !== 'string') return null;
    if (loaded !== undefined && loaded !== null && typeof loaded !== 'string') return null;
    return {document, ...(v < 2 || loaded === undefined ? {} : {loaded}), ...(v >= 3 && typeof request === 'string' ? {request} : {})};
  },
  toText: ({document, request}) => [request === undefined ? '' : `Request: ${request}`, document ?? ''].filter(Boolean).join('\n\n'),
};
