/**
 * The demos' retrieval must stay exactly as it is: the passages the sample documents are cut into,
 * the terms the tokenizer produces, the BM25 hits for a fixed query set (ids, scores, matched
 * terms), the Universal API Assistant's operation ranking, the Task Automation classifications
 * and the Virtual Workplace Assistant's extractive summary. The expected output
 * (fixtures/retrieval-results.json) was recorded before the src/ restructure (issue 20).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildIndex, search} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {highlightSegments, tokenize} from '@site/src/retrieval/tokenize';
import {indexOperations, parseOpenApi, rankOperations} from '@site/src/demos/universal-api-assistant/openapi';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import {parseRules, triageAll} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {SAMPLE_TITLE, SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

const FIXTURE = join(__dirname, 'fixtures', 'retrieval-results.json');

const QUERIES = [
  'How much can I spend on a hotel in London?',
  'Who approves business class flights?',
  'confidential data public chatbot',
  'reporting incidents within 24 hours',
  'laptop ordered before the start date',
  'policies approvals approved approving',
  'What is the meaning of life?',
  "the manager's goals for ninety days",
];

const TEXTS = [
  'Policies, approvals and the approved travelling employees’ expenses: classes, boxes, analysis, status.',
  "Don't re-index the node.js 2026 café's résumé; it's running, jumped, national, rate.",
];

const API_REQUESTS = ['create a new customer', 'list all orders for a customer', 'delete an invoice', 'refund payment'];

function record() {
  const passages = chunkDocuments(SAMPLE_DOCUMENTS);
  const index = buildIndex(passages);
  const parsed = parseOpenApi(SAMPLE_OPENAPI);
  if (!parsed.ok) throw new Error('sample OpenAPI does not parse');
  const operations = indexOperations(parsed.doc);
  const rules = parseRules(DEFAULT_RULES);
  if (!rules.ok) throw new Error('default rules do not parse');
  const meeting = analyseMeeting(SAMPLE_TRANSCRIPT, SAMPLE_TITLE);
  return {
    passages: passages.map((p) => ({id: p.id, length: p.text.length, start: p.text.slice(0, 40)})),
    tokens: TEXTS.map((text) => tokenize(text)),
    segments: TEXTS.map((text) => highlightSegments(text, new Set(tokenize('policy approve employee running nodejs cafe')))),
    hits: QUERIES.map((query) => ({query, hits: search(index, query, 5).map((hit) => ({id: hit.passage.id, score: hit.score, terms: hit.terms}))})),
    operations: API_REQUESTS.map((request) => ({
      request,
      ranked: rankOperations(parsed.doc, operations, request, 5).map((r) => ({key: r.operation.key, score: r.score, terms: r.terms})),
    })),
    triage: triageAll(SAMPLE_MESSAGES, EXAMPLES, rules.rules).map((t) => ({id: t.message.id, classification: t.classification, route: t.route})),
    meeting: meeting.ok ? meeting.analysis : meeting,
  };
}

describe('demo retrieval over the bundled samples', () => {
  it('returns exactly the recorded passages, terms, hits and rankings', () => {
    const actual = JSON.parse(JSON.stringify(record())) as unknown;
    if (process.env.RECORD_SEARCH_RESULTS === '1') writeFileSync(FIXTURE, `${JSON.stringify(actual, null, 1)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')) as unknown);
  });
});
