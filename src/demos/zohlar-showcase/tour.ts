/** The guided tour of the Zohlar workspace: plain data, so the steps can be tested and reordered. */
export type TourTarget = 'documents' | 'model' | 'ask' | 'chat' | 'demos';
export type TourStep = {title: string; body: string; target: TourTarget};

export const TOUR: readonly TourStep[] = [
  {
    title: 'Look at the shared documents',
    body: 'Three illustrative company documents are loaded. Add one of your own with the form; every tool in the workspace searches the same set.',
    target: 'documents',
  },
  {
    title: 'Ask the documents',
    body: 'Ask “Who approves a business class flight?”. The top passages come back with the matching words highlighted and numbered for citation.',
    target: 'ask',
  },
  {
    title: 'Chat over the same set',
    body: 'Switch to Chat and ask a follow-up such as “What must I do if confidential data went into a public tool?”. Offline, the reply lists the passages it found.',
    target: 'chat',
  },
  {
    title: 'Optionally connect a model',
    body: 'With an OpenAI-compatible endpoint configured, Ask writes an answer that cites the passages, and Chat generates its replies. Under the answer, each cited sentence is shown beside the passage sentence closest to it, with the differing words marked; the check compares words, not meaning, so read them. The key stays in this tab’s memory.',
    target: 'model',
  },
  {
    title: 'Open the other demos',
    body: 'Each card opens a demo on its own page, where you can try it with your own input.',
    target: 'demos',
  },
];

/** Index of the step after `index` in the given direction, clamped to the tour. */
export function moveStep(index: number, delta: number, length = TOUR.length): number {
  return Math.min(Math.max(index + delta, 0), length - 1);
}
