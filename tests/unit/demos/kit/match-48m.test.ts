/**
 * s48 (issue 28, brief 48m; tester u32a, Zohlar, /tmp/u32a/FINDINGS.md F6): the weak-match judge in a small workspace (fewer
 * than WEIGHTED_FROM_PASSAGES passages). Documents are u32a's own (/tmp/u32a/docs, quoted whole) plus the built-in samples,
 * and one note of ours for split and joined spellings. Each row's verdict was written before the code was run. Searched
 * as Document Q&A's Ask, Simple Chat and Zohlar search (kit/find.ts findPassages on the question's focus).
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findPassages} from '@site/src/demos/kit/find';
import {questionFocus, WEIGHTED_FROM_PASSAGES} from '@site/src/demos/kit/match';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const FLEET: SourceDocument = {id: "added-u32a-fleet", title: "Fleet vehicle policy", text: "Fleet vehicle policy\n\nCompany cars are assigned to field staff who drive more than 15,000 kilometres a year for work. The regional operations manager approves each assignment.\n\nPrivate use of a company car is allowed on weekends only with written consent from the fleet coordinator, Marta Ilves. Fuel for private trips is paid by the driver.\n\nA damaged vehicle must be reported within 24 hours using form FV-12. Drivers who report late may lose their car allowance for three months.\n\nElectric vehicles are charged at the office chargers in bays 4 to 9. Home charging is reimbursed at 0.28 EUR per kWh on submission of a meter photo.\n"};
const SECURITY: SourceDocument = {id: "added-u32a-security", title: "Laptop security standard", text: "Laptop security standard\n\nEvery laptop must use full-disk encryption. The service desk enables it before the laptop is handed over.\n\nA lost or stolen laptop must be reported to the security team within 2 hours, by phone on extension 4477. The security team, not the line manager, decides whether to wipe the device remotely.\n\nPasswords must be at least 14 characters long and are never written down. Password managers approved by IT may be used.\n\nUSB storage devices are blocked by default. An exception requires approval from the Chief Information Security Officer, Daniel Okafor, and lasts at most 30 days.\n"};
const RUNBOOK: SourceDocument = {id: "added-u32a-runbook", title: "Incident response runbook", text: "## Incident response runbook\n\nWhen a production outage is detected, the on-call engineer opens an incident channel named inc-YYYYMMDD within 10 minutes.\n\n## Severity levels\n\nSeverity 1 means customers cannot log in or pay. Severity 2 means a major feature is degraded. Severity 3 covers cosmetic problems.\n\n## Postmortems\n\nA postmortem is written for every Severity 1 incident within five working days. Postmortems are blameless and do not name individuals as causes.\n\n| Role | Duty |\n| --- | --- |\n| Incident commander | Coordinates responders and decides on rollback |\n| Scribe | Keeps the timeline |\n"};
const CONTRACTORS: SourceDocument = {id: "added-u32a-contractors", title: "Contractor vehicle rules", text: "Contractor vehicle rules\n\nContractors may not be assigned a company car. They use their own vehicles and claim mileage at 0.19 EUR per kilometre.\n\nA damaged rental vehicle used by a contractor must be reported within 48 hours to the procurement desk.\n\nContractors charge electric vehicles at their own cost; office chargers are reserved for employees.\n"};
const CONTACTS: SourceDocument = {id: "added-u32a-contacts", title: "Regional contacts", text: "region,contact,phone,office_hours\nNorth,Aino Virtanen,+358 40 111 2222,08:00-16:00\nSouth,Luis Ortega,+34 600 333 444,09:00-17:00\nEast,Mei Chen,+86 10 5555 6666,07:30-15:30\nWest,Jonas Berg,+46 70 777 8888,10:00-18:00\n"};
/** Ours: the same things written split, joined and hyphenated. */
const ACCESS: SourceDocument = {
  id: 'added-48m-access',
  title: 'Remote access note',
  text:
    'Remote access note\n\nStaff log in to the VPN with their badge number and a one-time code.\n\nThe setup of a company phone is done by the service desk on the first day.\n\nQuestions about expenses go by e-mail to the finance inbox.',
};

function workspace(docs: readonly SourceDocument[]) {
  const index = buildIndex(chunkDocuments(docs));
  const retriever = {
    size: index.passages.length,
    search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
  };
  return {
    size: index.passages.length,
    /** The first good match's text, or null for "No good match". */
    ask: async (question: string) => {
      const found = await findPassages(retriever, questionFocus(question), 3, docs, () => docs.map((d) => d.text));
      return found.judged.good[0]?.passage.text ?? null;
    },
  };
}

const FULL = workspace([...SAMPLE_DOCUMENTS, FLEET, SECURITY, CONTACTS, RUNBOOK, CONTRACTORS, ACCESS]);
const DEFAULT = workspace(SAMPLE_DOCUMENTS);

// Not fixed (reported): "How fast must I report a damaged laptop?" is answered with "A damaged vehicle must be reported"; "Does the severity 1 definition include
// login failures?" gets "No good match" ("failures" against "cannot log in").

it('both workspaces are small (the rarity-weighted check is off)', () => {
  expect(FULL.size).toBeLessThan(WEIGHTED_FROM_PASSAGES);
  expect(DEFAULT.size).toBeLessThan(WEIGHTED_FROM_PASSAGES);
});

describe('F6: answerable questions are a good match', () => {
  const rows: Array<[string, string]> = [
    ['Can I use a USB stick?', 'USB storage devices are blocked'],
    ['When is a postmortem due?', 'A postmortem is written'],
    ['Who approves private use of a company car?', 'Private use of a company car'],
    ['How do I login to the VPN?', 'Staff log in to the VPN'],
  ];
  it.each(rows)('%s', async (q, expected) => {
    expect(await FULL.ask(q)).toContain(expected);
  });
});

describe('F6: questions the small workspace does not answer stay "No good match"', () => {
  const full: string[] = [
    'Can I use a USB fan?',
    'When is the invoice due?',
    'Does the severity 1 definition include printer jams?',
    'Who approves a new company phone case?',
    'Can I log in to the canteen kiosk?',
    'Where do I send an email about my pension?',
  ];
  it.each(full)('full workspace: %s', async (q) => {
    expect(await FULL.ask(q)).toBeNull();
  });
});

/**
 * Not fixed (s48): a passage that holds the other words but not the thing the question ends on still passes in a small source.
 * A rule asking for that word (the last noun-like word, when no passage holds it) refused all of these, but it also refused 7
 * answerable rows of retrieval-s41/s42/s42r2/s43r/s44r and s40Retrieval ("Can I book a hotel myself?", "How many days can I
 * work abroad?", "What does a blinking amber light mean?", "How much is the home charger subsidy?"), so it was dropped.
 * `it.fails` keeps each row visible: it passes while the wrong passage is still shown, and fails once the judge refuses it.
 */
describe('F6, not fixed: the thing asked about is not yet required in a small workspace', () => {
  const full: string[] = ['How do I request a new monitor?', 'How do I request a new laptop bag?', 'Who approves private use of a company boat?'];
  it.fails.each(full)('full workspace: %s', async (q) => {
    expect(await FULL.ask(q)).toBeNull();
  });
  const defaults: string[] = ['Who approves private use of a company car?', 'How do I request a new monitor?', 'Who approves a company car?'];
  it.fails.each(defaults)('built-in documents only: %s', async (q) => {
    expect(await DEFAULT.ask(q)).toBeNull();
  });
});
