/**
 * s50-c (issue 28, tester u33c on build-b2, Simple Chat: /tmp/u33c/FINDINGS.md). Rows written before the fixes, from the
 * tester's exact inputs (/tmp/u33c/ground2-cases.json, offline-cases.json) plus variants of each kind.
 *
 * - F1: the page's own follow-up chain ("Tell me about pgvector" → "does it support filtering by metadata?" → "is it
 *   free?") was refused, and the page said it searched something else; "Is pgvector free? I don't want a paid service"
 *   was refused offline (OFF1.5).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {chat} from './guideChat';
import {inGuideWords} from '@site/src/demos/simple-chat/guideWords';

const page = readFileSync(join(__dirname, '..', '..', '..', 'demo-room', 'simple-chat.mdx'), 'utf8');
const goodIds = (r: Awaited<ReturnType<typeof chat>>) => r.found.judged.good.map((h) => h.passage.id);
/** The passage that says pgvector's license: the comparison table ("Open-source extension (PostgreSQL License)") or the page's opening. */
const PGVECTOR_LICENSE = /vector-databases\/postgresql#(?:comparison#|#)/;

describe('u33c F1: the page\'s follow-up chain and "is pgvector free?" are answered', () => {
  it('G5afterfail.4–6: "is it free?" two turns on searches what the page says, and finds the pgvector license', async () => {
    const result = await chat('Tell me about pgvector', 'does it support filtering by metadata?', 'is it free?');
    const said = /"is it free\?" searches "([^"]+)"/.exec(page)?.[1];
    expect(said).toBeDefined();
    expect(result.searchedFor).toBe(said);
    expect(goodIds(result)[0]).toMatch(PGVECTOR_LICENSE);
    expect(result.found.judged.unmatchedPart).toBeNull();
  });

  it.each([
    // the tester's OFF1.5
    ["Is pgvector free? I don't want a paid service"],
    // my own
    ['Is pgvector free?'],
    ['Is pgvector free to use?'],
    ['Can I use pgvector for free?'],
    ['is pgvector free or paid?'],
  ])('%s finds the pgvector license, with no part said to match nothing', async (q) => {
    const result = await chat(q);
    expect(result.found.judged.good.some((h) => PGVECTOR_LICENSE.test(h.passage.id))).toBe(true);
    expect(result.found.judged.unmatchedPart).toBeNull();
  });

  it.each([
    ['Tell me about pgvector', 'is it free?', /postgresql/],
    ['What is Weaviate?', 'is it free?', /weaviate/],
    ['What is Milvus?', 'is it free to use?', /milvus/],
  ])('%s → %s finds that database\'s license', async (first, second, page) => {
    const result = await chat(first, second);
    expect(goodIds(result)[0]).toMatch(page);
  });

  it('"free" is read as a price only where it asks one', () => {
    expect(inGuideWords('is it free?').query).toBe('is it open source?');
    for (const q of ['Are lock-free queues used in HNSW?', 'feel free to ask', 'How does free text search work?', 'What is a gluten-free diet?']) {
      expect(inGuideWords(q).query).toBe(q);
    }
  });

  it('a question the guide does not cover stays refused with "free"', async () => {
    for (const q of ['Is the Lisbon metro free?', 'Is parking at the airport free?']) {
      expect(goodIds(await chat(q))).toEqual([]);
    }
  });

  it('the page names "free" among the words searched in the guide\'s own words', () => {
    expect(page).toMatch(/"free" asked as a price[^.]*as "open source"/);
  });
});
