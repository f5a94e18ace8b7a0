/** One card per content area: the home page grid and the not-found page use the same list. */
export type AreaSummary = {
  readonly title: string;
  readonly description: string;
  readonly to: string;
};

export const AREA_SUMMARIES: readonly AreaSummary[] = [
  {
    title: 'Theory & Strategy',
    description: 'How LLMs, retrieval, agents and reasoning models work, and what they change for a business.',
    to: '/docs/intro',
  },
  {
    title: 'Action Plan',
    description: 'Four workstreams that take an enterprise from assessment through pilots to scale.',
    to: '/action-plan/intro',
  },
  {
    title: 'Code Base',
    description: 'The Core AI Platform reference design: engine, agents, ingestion, frontend and cloud deployment.',
    to: '/codebase/intro',
  },
  {
    title: 'Demo Room',
    description: 'Working demos that run in your browser: document Q&A, chat, automation and assistants.',
    to: '/demo-room/intro',
  },
  {
    title: 'Coding',
    description: 'AI-assisted software delivery: practices, tools, guardrails and what the studies show.',
    to: '/coding/intro',
  },
  {
    title: 'Learning Hub',
    description: 'Step-by-step tutorials and how-to guides with code you can run and adapt.',
    to: '/learning-hub/intro',
  },
  {
    title: 'Services',
    description: 'Consulting, project delivery, managed services, training and support for enterprise GenAI.',
    to: '/services/intro',
  },
  {
    title: 'Community',
    description: 'Take part: discuss, suggest improvements and contribute to this guide.',
    to: '/community/intro',
  },
  {
    title: 'Blog',
    description: 'Announcements, strategy notes and practical articles from our practice teams.',
    to: '/blog',
  },
  {
    title: 'Contact',
    description: 'Ask a question, request a project, apply as a partner or subscribe to the newsletter.',
    to: '/contact/intro',
  },
  {
    title: 'About us',
    description: 'The values and principles we work by: the Agile & AI Manifesto.',
    to: '/about/agile-ai-manifesto',
  },
];

/** The service lines summarised on the home page, each opening its category page. */
export const SERVICE_LINES: readonly AreaSummary[] = [
  {
    title: 'Consulting',
    description: 'Readiness assessment, strategy and a roadmap your board and your engineers can both use.',
    to: '/services/category/consulting',
  },
  {
    title: 'Project services',
    description: 'Turnkey builds, embedded teams and AI-assisted delivery of production GenAI systems.',
    to: '/services/category/project-services',
  },
  {
    title: 'Managed services',
    description: 'We run the LLM gateway, infrastructure, operations and security so your teams can build.',
    to: '/services/category/managed-services',
  },
  {
    title: 'Training',
    description: 'Role-based programs for executives, delivery teams and engineers.',
    to: '/services/category/training',
  },
  {
    title: 'Support',
    description: 'Support packages for platforms and applications once they are live.',
    to: '/services/category/support',
  },
];
