/** What the Virtual Workplace Assistant keeps in this browser (src/demos/kit/persist.ts): the reader's meeting title and transcript. */
// Type only: the storage code loads with the demo's first read (useKept).
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_TRANSCRIPT_CHARS} from './meeting';

export type WorkplaceKept = {title: string; transcript: string};

export const WORKPLACE_KEPT: KeptSpec<WorkplaceKept> = {
  key: 'cap-demo:virtual-workplace-assistant',
  version: 1,
  // Room for a transcript a little over the analysis limit, so an over-long paste is kept while it is shortened.
  maxChars: MAX_TRANSCRIPT_CHARS * 2,
  what: 'your transcript',
  read: (data) => {
    if (typeof data !== 'object' || data === null) return null;
    const {title, transcript} = data as Record<string, unknown>;
    return typeof title === 'string' && typeof transcript === 'string' ? {title, transcript} : null;
  },
  toText: ({title, transcript}) => (title ? `${title}\n\n${transcript}` : transcript),
};

/**
 * This tab's own record (u30k F11: one record for all tabs, and the last save silently replaced another tab's meeting).
 * Same format; it lives in this tab's session storage, so a reload of this tab brings back this tab's transcript
 * whatever another tab saved. The shared record (WORKPLACE_KEPT) is still written with every save and is what a new
 * tab starts from. The API assistant keeps its tabs apart the same way (universal-api-assistant/kept.ts).
 */
export const WORKPLACE_TAB: KeptSpec<WorkplaceKept> = {
  ...WORKPLACE_KEPT,
  key: 'cap-demo:virtual-workplace-assistant:tab',
  session: true,
};
