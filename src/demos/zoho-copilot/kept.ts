/**
 * What Zoho Copilot keeps in this tab's session storage (issue 28 Z-2): the text in the question box and
 * the question last asked (with whether it was run without the words not understood), so Back and a
 * reload bring the reader's question and its result back. The result itself is not stored: it is read
 * again from the question. A question typed and not asked that an example replaced is kept too, so its
 * "Put back" survives more example clicks and a reload (u30s F6). Loaded with useKept once the page is idle.
 */
import type {KeptSpec} from '@site/src/demos/kit/persist';
import {MAX_QUESTION_CHARS} from './coql';

export type ZohoCopilotSession = {
  /** The text in the question box. */
  question: string;
  /** The question last asked, whose result is on screen ('' when none). */
  asked: string;
  /** True when `asked` was run without the words not understood ("Run without …"). */
  ignoreUnknown: boolean;
  /** A question typed and not asked that an example button replaced, offered back with "Put back" (u30s F6). */
  replaced?: string;
};

export const ZOHO_COPILOT_SESSION: KeptSpec<ZohoCopilotSession> = {
  key: 'cap-demo:zoho-copilot:session',
  version: 1,
  // Two questions of at most MAX_QUESTION_CHARS each are far below this; a longer box is still kept.
  maxChars: 4 * MAX_QUESTION_CHARS + 200,
  what: 'your question',
  session: true,
  read: (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    const r = data as Record<string, unknown>;
    if (typeof r.question !== 'string' && typeof r.asked !== 'string') return null;
    // A field this version does not find (a record from an earlier shape) is empty, never a reason to drop the rest.
    return {
      question: typeof r.question === 'string' ? r.question : '',
      asked: typeof r.asked === 'string' ? r.asked : '',
      ignoreUnknown: r.ignoreUnknown === true,
      ...(typeof r.replaced === 'string' && r.replaced.trim() ? {replaced: r.replaced} : {}),
    };
  },
  toText: ({question, asked, replaced}) =>
    (asked && asked !== question ? `Question asked: ${asked}\nIn the box: ${question}` : `Question: ${question || asked}`) +
    (replaced ? `\nReplaced before it was asked: ${replaced}` : ''),
};
