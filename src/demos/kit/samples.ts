/** Illustrative sample documents for the demos. All text is original to this site; the company is fictional. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';

export const SAMPLE_DOCUMENTS: readonly SourceDocument[] = [
  {
    id: 'sample-travel',
    title: 'Travel and expenses policy (illustrative)',
    text: `Scope. This policy applies to all employees and contractors of Northwind Analytics who travel on company business. It covers transport, lodging, meals and incidental expenses.

Booking. Book flights and hotels through the travel portal. Bookings made elsewhere are reimbursed only when the portal price was at least 10% higher. Economy class applies to flights under six hours. Premium economy is allowed for flights of six hours or more. Business class needs written approval from a vice president.

Approvals. Trips under 500 EUR need no pre-approval. Trips of 500 EUR or more must be approved by the cost-center manager before booking. Trips to countries under sanctions always need approval by Legal, whatever the cost.

Expenses. Submit receipts within 30 days of your return. Claims submitted more than 90 days after the trip are rejected. Meals are reimbursed up to the daily rate for the destination city. Alcohol is not reimbursed.

Lodging. Hotels are reimbursed up to 180 EUR per night in most cities and 250 EUR per night in London, Paris, New York and Tokyo. Stays longer than two weeks should use serviced apartments booked through the portal.`,
  },
  {
    id: 'sample-security',
    title: 'Acceptable use of AI tools (illustrative)',
    text: `Purpose. Employees may use approved generative AI tools to draft, summarize and analyze text and code. This guideline explains which data may be used with which tool.

Approved tools. The company assistant running on the Core AI Platform is approved for internal and confidential data. Public chatbots on personal accounts are approved for public information only.

Data classes. Public data may be used with any approved tool. Internal data may be used only with the company assistant. Confidential data, including customer records and unreleased financial results, may be used only with the company assistant and never pasted into public tools. Personal data of customers must be removed or masked before analysis unless the processing record allows it.

Review. Everything an AI tool produces is a draft. A person reviews output before it is sent to customers, published or merged into production code. Code suggestions must pass the usual tests and code review.

Incidents. If confidential data was entered into an unapproved tool, report it to the security team within 24 hours at the internal incident portal. Reporting quickly is what matters; nobody is penalised for a prompt report.`,
  },
  {
    id: 'sample-onboarding',
    title: 'New starter onboarding checklist (illustrative)',
    text: `Before day one. The hiring manager orders a laptop at least ten working days before the start date and names a buddy from the team.

Day one. IT hands over the laptop and sets up single sign-on and multi-factor authentication. The new starter reads the acceptable use guideline for AI tools and the travel and expenses policy.

First week. The buddy introduces the team's tools and the on-call rota. The new starter completes the security awareness course and the data protection course; both take about an hour.

First month. The manager and the new starter agree three goals for the first ninety days. Access to production systems is granted only after the security course is complete and the manager has approved the request.

Questions. The people team answers questions about contracts and benefits; IT answers questions about equipment and accounts.`,
  },
];
