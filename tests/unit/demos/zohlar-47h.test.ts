/**
 * s47 (issue 28, brief 47h; tester u30y, Zohlar on build-i33, /tmp/u30y/FINDINGS.md): the logic behind F5, F6, F7, F10.
 * Documents are u30y's own (the facilities handbook and the runbook, quoted from /tmp/u30y/docs) plus the samples.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import {offlineReply} from '@site/src/demos/simple-chat/chatStore';
import {noGoodMatchText} from '@site/src/demos/kit/match';
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';
import {groundedMessages} from '@site/src/demos/kit/grounding';
import {declines} from '@site/src/demos/kit/refusal';
import {passageParts} from '@site/src/demos/kit/headings';
import {restoredTitles} from '@site/src/demos/zohlar-showcase/kept';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

const FACILITIES: SourceDocument = {
  id: 'added-u30y-facilities',
  title: 'Facilities handbook',
  text:
    'Facilities handbook. The building opens at seven in the morning and closes at ten at night on weekdays. Cleaning staff work in the evenings and must not be disturbed while floors are wet. Printers on every floor use badge release, and toner is ordered by the floor warden. Meeting rooms are booked through the calendar and released automatically after fifteen minutes without check-in. Kitchens are cleaned twice a day, and personal food left in the fridge is removed every Friday afternoon. Bicycles may be parked in the basement racks, which are covered by camera. Lockers are assigned for one year at a time and renewed by the office manager. The fire assembly point for the north wing is the car park behind the gym on Canal Street, and wardens carry a list of everyone on their floor. Umbrellas can be borrowed at reception.',
};
const RUNBOOK: SourceDocument = {
  id: 'added-u30y-runbook',
  title: 'Security incident runbook',
  text: `# Security incident runbook

## Severity levels
- **SEV1**: customer data exposed or production down. Page the on-call lead within 15 minutes.
- **SEV2**: degraded service. Open a ticket within 1 hour.
- SEV3: no customer impact. Handle in the next sprint.

## Who to call
The incident commander for SEV1 is the duty manager, not the engineer who found the problem. Do not contact the press; only the communications team may speak to journalists.

## Evidence
Never reboot a compromised server before a disk image is taken. Keep logs for at least 400 days.
`,
};
const DOCS: readonly SourceDocument[] = [...SAMPLE_DOCUMENTS, FACILITIES, RUNBOOK];
const index: Bm25Index = buildIndex(chunkDocuments(DOCS));
const retriever = {
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
};
/** Zohlar's Chat, offline, as simple-chat/index.tsx runs it: the reply, or the "No good match" text. */
async function chat(message: string): Promise<{reply: string | null; noMatch: string | null; before: string | null; hits: string[]}> {
  const {found} = await searchConversation([{role: 'user', content: message} as never], retriever, DOCS, {workspace: true, k: 3});
  const good = found.judged.good;
  return {
    reply: good.length ? offlineReply(good, 'the workspace documents', message, found.judged.stats?.weights) : null,
    noMatch: good.length ? null : noGoodMatchWhy(found.query, found.hits, found.judged.stats),
    before: good.length ? null : noGoodMatchText(found.query, found.hits, found.judged.stats),
    hits: found.hits.map((h) => h.passage.text.slice(0, 60)),
  };
}

describe('F7: "No good match" names a word it lacks as missing only when no passage found has it', () => {
  it('slow lockers question: "lockers" is in the facilities handbook, "slow" in no passage', async () => {
    const {noMatch, before} = await chat('slow lockers question');
    // match.ts alone (shown on build-i33): "… but not “slow” or “lockers”", while the facilities passage found holds "Lockers".
    expect(before).toContain('but not “slow” or “lockers”');
    expect(noMatch).toContain('“lockers” is in a passage of “Facilities handbook”');
    expect(noMatch).toContain('no passage found contains “slow”');
  });
  it('a word in no passage found is not said to be elsewhere', async () => {
    // "gym" is in the facilities passage; "membership" and "discount" are in none: the explanation stays as it was.
    const {noMatch, before} = await chat('gym membership discount');
    expect(noMatch).toBe(before);
    // "leave" is matched in the facilities passage only as "left": not named as written there.
    expect((await chat('parental leave weeks')).noMatch).not.toContain('“leave” is in');
  });
});

describe('F10: the workspace prompt and the page say the same; either refusal is read as one', () => {
  it('with several documents searched, the prompt asks the model to say they do not cover it', () => {
    const [system] = groundedMessages('Who assigns lockers?', [], [], 'the workspace documents');
    expect(system.content).toContain('say that the workspace documents do not cover it.');
    expect(system.content).not.toContain('Not found in the document.');
  });
  it('one document (Document Q&A) keeps the exact reply', () => {
    const [system] = groundedMessages('Who assigns lockers?', []);
    expect(system.content).toContain('reply exactly: "Not found in the document."');
  });
  it.each([
    'Not found in the document.',
    '"Not found in the document."',
    'The workspace documents do not cover this.',
    'The workspace documents don’t cover it.',
    'The passages do not contain the answer.',
    'Sorry, the documents do not cover that.',
  ])('refusal: %s', (reply) => {
    expect(declines(reply)).toBe(true);
  });
  it.each(['Lockers are assigned for one year [1].', 'The workspace documents say lockers are assigned for a year [1].', 'Documents must not cover the vents [1].'])(
    'no refusal: %s',
    (reply) => {
      expect(declines(reply)).toBe(false);
    },
  );
});

describe('F6: a Markdown heading line is shown without its # marks', () => {
  it('the passage list gets the heading as a heading part', () => {
    expect(passageParts('## Who to call\nThe incident commander for SEV1 is the duty manager.')).toEqual([
      {text: 'Who to call', heading: true},
      {text: 'The incident commander for SEV1 is the duty manager.', heading: false},
    ]);
    expect(passageParts('Plain text\nwith # inside').map((p) => p.heading)).toEqual([false]);
  });
  it('an offline chat quote writes no "## "', async () => {
    for (const message of ['Who is the incident commander for SEV1?', 'reboot compromised server disk image']) {
      const {reply} = await chat(message);
      expect(reply).toBeTruthy();
      expect(reply).not.toMatch(/#{2,}\s/);
    }
    expect((await chat('reboot compromised server disk image')).reply).toContain('**Security incident runbook**: Evidence. Never reboot');
  });
});

describe('F5: Undo does not take a title the reader has reused', () => {
  it('the document brought back is numbered, the newer keeps the title', () => {
    const old = {id: 'added-a-1', title: 'Supplier contracts 2025', text: 'old'};
    const now = [...SAMPLE_DOCUMENTS, {id: 'added-b-2', title: 'Supplier contracts 2025', text: 'new'}];
    const back = restoredTitles([old], now);
    expect(back.documents[0].title).toBe('Supplier contracts 2025 (2)');
    expect(back.renamed).toEqual({'added-a-1': 'Supplier contracts 2025'});
  });
  it('a title nobody uses now comes back as it was', () => {
    const back = restoredTitles([{id: 'added-a-1', title: 'Notes', text: 'x'}], SAMPLE_DOCUMENTS);
    expect(back.documents[0].title).toBe('Notes');
    expect(back.renamed).toEqual({});
  });
});
