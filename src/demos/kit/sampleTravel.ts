/**
 * The illustrative travel policy Document Q&A opens with, apart from the other samples (samples.ts)
 * so that page's first-load script holds only the one document it shows. Original text; the company is fictional.
 */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

export const SAMPLE_TRAVEL: SourceDocument = {
  id: 'sample-travel',
  title: 'Travel and expenses policy (illustrative)',
  text: `Scope. This policy applies to all employees and contractors of Northwind Analytics who travel on company business. It covers transport, lodging, meals and incidental expenses.

Booking. Book flights and hotels through the travel portal. Bookings made elsewhere are reimbursed only when the portal price was at least 10% higher. Economy class applies to flights under six hours. Premium economy is allowed for flights of six hours or more. Business class needs written approval from a vice president.

Approvals. Trips under 500 EUR need no pre-approval. Trips of 500 EUR or more must be approved by the cost-center manager before booking. Trips to countries under sanctions always need approval by Legal, whatever the cost.

Expenses. Submit receipts within 30 days of your return. Claims submitted more than 90 days after the trip are rejected. Meals are reimbursed up to the daily rate for the destination city. Alcohol is not reimbursed.

Lodging. Hotels are reimbursed up to 180 EUR per night in most cities and 250 EUR per night in London, Paris, New York and Tokyo. Stays longer than two weeks should use serviced apartments booked through the portal.`,
};
