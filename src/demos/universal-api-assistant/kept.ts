/** What the Universal API Assistant keeps in this browser (src/demos/kit/persist.ts): the OpenAPI document the reader pasted or opened. */
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_DOCUMENT_CHARS} from './openapi';

export type ApiAssistantKept = {document: string};

export const API_ASSISTANT_KEPT: KeptSpec<ApiAssistantKept> = {
  key: 'cap-demo:universal-api-assistant',
  version: 1,
  // Room for a document a little over the loading limit, so an over-long paste is kept while it is shortened.
  maxChars: MAX_DOCUMENT_CHARS * 2,
  what: 'your OpenAPI document',
  read: (data) => {
    if (typeof data !== 'object' || data === null) return null;
    const {document} = data as Record<string, unknown>;
    return typeof document === 'string' ? {document} : null;
  },
  toText: ({document}) => document,
};
