/** Illustrative sample documents for the demos. All text is original to this site; the company is fictional. */
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {SAMPLE_TRAVEL} from './sampleTravel';

export const SAMPLE_DOCUMENTS: readonly SourceDocument[] = [
  SAMPLE_TRAVEL,
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
