/**
 * What the company promises readers and clients, stated once: how soon to write again when a
 * reply has not arrived, and how often budgets are reported on time-and-materials work.
 *
 * Pages render these (`{replyPromise('request')}`, `{REPLY_WINDOW}`, `{BUDGET_REPORTING}`);
 * `tests/unit/content/consistency.test.ts` fails when a page states another reply window or
 * another budget reporting cadence in its own words.
 */

/** Business days after which a reader who has heard nothing should write again. */
export const REPLY_BUSINESS_DAYS = 5;

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "five business days". */
export const REPLY_WINDOW = `${WORDS[REPLY_BUSINESS_DAYS] ?? String(REPLY_BUSINESS_DAYS)} business days`;

export type ReplyKind = 'request' | 'application' | 'message';

/** "We reply to every request; if you have heard nothing within five business days, write again." */
export function replyPromise(kind: ReplyKind = 'request'): string {
  return `We reply to every ${kind}; if you have heard nothing within ${REPLY_WINDOW}, write again.`;
}

export type ReportingCadence = 'weekly' | 'every sprint' | 'monthly';

/** How often spend against the budget ceiling is reported on time-and-materials work. */
export const BUDGET_REPORTING: ReportingCadence = 'weekly';
