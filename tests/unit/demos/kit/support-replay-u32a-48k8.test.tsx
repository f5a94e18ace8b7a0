/**
 * Issue 28, task 48k8 (u32a F1, F2, F3, /tmp/u32a/FINDINGS.md): every model answer tester u32a scripted for Zohlar's
 * Ask and Chat on build-b1 (model_cases1-3.json, M43 from t_visual.js, the 8 Chat answers of t_chatcheck.js, copied to
 * fixtures/u32a-answers.json), replayed through the path the page runs: the tester's 7-document workspace
 * (state_full.json, copied to fixtures/u32a-workspace.json.gz) after the built-in documents, chunked and indexed as useRetriever does, searched as
 * Document Q&A's Ask (parts.ts findInParts, top 4) or Simple Chat (search.ts searchConversation, k 4 with a model), and
 * the answer shown by the page's own view: Ask through Verdict.tsx's Answer with the passages' text, Chat through
 * CheckedAnswer with checkedText(passage). A right answer ("clean") must get the clean-check heading (cleanCheckHeading,
 * "grounded" before 49g) / carry no warning; a wrong
 * one ("flag") must be flagged. Refusal, empty, malformed and unmatched rows (not the support check) are left out.
 * On integration 6a9d0a55 (with s48-k): Ask 7 of 25 wrong passed and 5 of 19 right flagged (the tester counted M10, whose
 * "1" came from an HTML attribute, as safe, so 4); Chat 3 of 6 and 2 of 2. After 48k8: 0 of each.
 */
import {readFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {join} from 'node:path';
import {cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {createRetriever, type Retriever} from '@site/src/retrieval/retriever';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {Answer} from '@site/src/demos/document-qa/Verdict';
import {searchConversation} from '@site/src/demos/simple-chat/search';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';
import {checkedText, cleanCheckHeading} from '@site/src/demos/kit/support';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {distinctTitles} from '@site/src/demos/zohlar-showcase/kept';

type Row = {view: 'ask' | 'chat'; id: string; q: string; a: string; exp: string};
const dir = join(__dirname, '..', 'fixtures');
const rows: Row[] = JSON.parse(readFileSync(join(dir, 'u32a-answers.json'), 'utf8'));
const added: SourceDocument[] = JSON.parse(gunzipSync(readFileSync(join(dir, 'u32a-workspace.json.gz'))).toString('utf8'));
// Zohlar's workspace: the built-in documents and the added ones (zohlar-showcase/index.tsx).
const docs = distinctTitles([...SAMPLE_DOCUMENTS, ...added]);
const verdict = (exp: string) => (exp === 'flag' ? 'flag' : exp === 'clean' || exp === 'clean-safe' ? 'clean' : null);
const checked = rows.filter((r) => verdict(r.exp));

let retriever: Promise<Retriever> | undefined;
const index = () => (retriever ??= createRetriever(chunkDocuments(docs)));
const texts = () => docs.map((d) => `${d.title} ${d.heading ?? ''} ${d.text}`);

async function ask(r: Row): Promise<'clean' | 'flag'> {
  const found = await findInParts(await index(), r.q, 4, docs, texts);
  const passages = found.judged.good.map((h) => h.passage.text);
  expect(passages.length).toBeGreaterThan(0);
  const {container} = render(<Answer model="mock-1" answer={r.a} streaming={false} count={passages.length} anchor="r-" passages={passages} />);
  const head = container.querySelector('p')?.textContent ?? '';
  return head === cleanCheckHeading('mock-1') ? 'clean' : 'flag';
}

async function chat(r: Row): Promise<'clean' | 'flag'> {
  const turn: ChatTurn = {id: 'u1', role: 'user', content: r.q, status: 'done'};
  const {found} = await searchConversation([turn], await index(), docs, {workspace: true, k: 4});
  const hits = found.judged.good;
  expect(hits.length).toBeGreaterThan(0);
  const {container} = render(<CheckedAnswer answer={r.a} count={hits.length} anchor="c-" streaming={false} passages={hits.map((h) => checkedText(h.passage))} />);
  // What the tester's script counted as a warning (t_chatcheck.js).
  return /does not say|no such passage|cites no passage|points at nothing|opposite/i.test(container.textContent ?? '') ? 'flag' : 'clean';
}

afterEach(cleanup);

describe('u32a F1-F3 replay: every scripted Zohlar answer checked as the tester expected', () => {
  it('has the tester’s counts: Ask 25 wrong and 19 right, Chat 6 wrong and 2 right', () => {
    const count = (view: string, v: string) => checked.filter((r) => r.view === view && verdict(r.exp) === v).length;
    expect([count('ask', 'flag'), count('ask', 'clean'), count('chat', 'flag'), count('chat', 'clean')]).toEqual([25, 19, 6, 2]);
  });
  it.each(checked.map((r) => [`${r.view} ${r.id} (${verdict(r.exp)}): ${r.a}`, r] as const))('%s', async (_label, r) => {
    expect(await (r.view === 'ask' ? ask(r) : chat(r))).toBe(verdict(r.exp));
  });
});
