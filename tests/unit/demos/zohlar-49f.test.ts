/**
 * s49-f (issue 28, tester u32a on Zohlar, /tmp/u32a/FINDINGS.md). Rows written before the code was run, on u32a's
 * workspace (fixtures/u32a-workspace.json.gz) after the built-in documents, searched as the page searches: Ask
 * (document-qa/parts.ts findInParts, top 4) and Chat offline (simple-chat/search.ts searchConversation, top 3).
 *
 * - F5: a two-part question whose parts the passages both hold has both answered; neither is called unmatched.
 * - F3: an uncited sentence with a claim the documents contradict is marked (rows after s48-k8's fix).
 */
import {readFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {createRetriever, type Retriever} from '@site/src/retrieval/retriever';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles} from '@site/src/demos/zohlar-showcase/kept';

const added: SourceDocument[] = JSON.parse(gunzipSync(readFileSync(join(__dirname, 'fixtures', 'u32a-workspace.json.gz'))).toString('utf8'));
const docs = distinctTitles([...SAMPLE_DOCUMENTS, ...added]);
let retriever: Promise<Retriever> | undefined;
const index = () => (retriever ??= createRetriever(chunkDocuments(docs)));
const texts = () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`);

async function ask(q: string) {
  const found = await findInParts(await index(), q, 4, docs, texts);
  return {text: found.judged.good.map((h) => h.passage.text).join('\n'), part: found.judged.unmatchedPart ?? null};
}
async function chat(q: string, k = 3) {
  const turn: ChatTurn = {id: 'u1', role: 'user', content: q, status: 'done'};
  const {found} = await searchConversation([turn], await index(), docs, {workspace: true, k});
  return {text: found.judged.good.map((h) => h.passage.text).join('\n'), part: found.judged.unmatchedPart ?? null};
}

const TWO_PARTS: Array<[string, RegExp, RegExp]> = [
  ['What is the password length and the USB exception duration?', /at least 14 characters/, /lasts at most 30 days/],
  ['How long must passwords be, and how long does a USB exception last?', /at least 14 characters/, /lasts at most 30 days/],
  ['What does severity 1 mean and who keeps the timeline?', /Severity 1 means/, /Keeps the timeline/],
  ['What is the mileage rate for contractors and the home charging rate?', /0\.19 EUR per kilometre/, /0\.28 EUR per kWh/],
];

describe('u32a F5: both parts of a two-part question are answered', () => {
  it.each(TWO_PARTS)('Ask: %s', async (q, a, b) => {
    const r = await ask(q);
    expect(r.text).toMatch(a);
    expect(r.text).toMatch(b);
    expect(r.part).toBeNull();
  });
  it.each(TWO_PARTS)('Chat offline: %s', async (q, a, b) => {
    const r = await chat(q);
    expect(r.text).toMatch(a);
    expect(r.text).toMatch(b);
    expect(r.part).toBeNull();
  });
  it.each(TWO_PARTS)('Chat with a model (top 4): %s', async (q, a, b) => {
    const r = await chat(q, 4);
    expect(r.text).toMatch(a);
    expect(r.text).toMatch(b);
    expect(r.part).toBeNull();
  });
});

describe('u32a F5: a part the documents do not hold is still named', () => {
  it.each([
    ['What is the password length and who won the Tour de France?', /at least 14 characters/, /Tour de France/],
  ])('Chat offline: %s', async (q, a, part) => {
    const r = await chat(q);
    expect(r.text).toMatch(a);
    expect(r.part ?? '').toMatch(part);
  });
});

/**
 * u32a F6 after s48-m: "Can I use a USB stick?", "When is a postmortem due?" and "Who approves private use of a company
 * car?" (full workspace) now pass (kit/match-48m.test.ts), and its must-refuse rows stay. Still failing (s49-f, not fixed):
 * "How fast must I report a damaged company car?" ranks the three passages about company cars above the damaged-vehicle
 * rule, so no passage shown holds "report" and "damaged"; "login failures" is not read as "cannot log in". `it.fails`
 * keeps each row visible: it fails once the answer is found.
 */
describe('u32a F6, not fixed: answerable questions still "No good match" in Ask', () => {
  it.fails.each([
    ['How fast must I report a damaged company car?', /damaged vehicle must be reported within 24 hours/],
    ['Does the severity 1 definition include login failures?', /Severity 1 means customers cannot log in/],
  ])('%s', async (q, passage) => {
    expect((await ask(q)).text).toMatch(passage);
  });
});
