/**
 * What the Universal API Assistant keeps in this browser (src/demos/kit/persist.ts): the text in the
 * OpenAPI box, loaded or not, and the document in use when that is another one, so a reload brings
 * back both as they were (a broken edit stays in the box, the last document that loaded stays in use).
 */
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_DOCUMENT_CHARS} from './openapi';

export type ApiAssistantKept = {
  /** The text in the box. */
  document: string;
  /**
   * The document in use when it is not the box's text: its text, or null for the sample. Left out when the
   * box's text is the document in use. Version 1 kept only `document` (then loaded after a reload, or the
   * sample when it did not load), which reads as version 2 without `loaded`.
   */
  loaded?: string | null;
};

export const API_ASSISTANT_KEPT: KeptSpec<ApiAssistantKept> = {
  key: 'cap-demo:universal-api-assistant',
  version: 2,
  // Room for a box's text a little over the loading limit (kept while it is shortened) plus a document in use.
  maxChars: MAX_DOCUMENT_CHARS * 3,
  what: 'your OpenAPI document',
  read: (data, v) => {
    if (typeof data !== 'object' || data === null) return null;
    const {document, loaded} = data as Record<string, unknown>;
    if (typeof document !== 'string') return null;
    if (v < 2 || loaded === undefined) return {document};
    return loaded === null || typeof loaded === 'string' ? {document, loaded} : null;
  },
  toText: ({document}) => document,
};
