/**
 * s56 (issue 28, tester u-chat F2: /tmp/u-chat/FINDINGS.md). "How much does Claude Opus 5.5 cost per million tokens?" got
 * "No good match: none of the passages found names 'Opus 5.5'", offline and with a model (the model was not asked),
 * though the guide states that price (reasoning-systems › When to pay for reasoning: "Claude Opus 5.5 costs $4 per million
 * input tokens and $20 per million output tokens"). BM25 ranked that passage first; the judge refused it because
 * "million tokens" was read as a topic phrase the passage must write together, and it writes "million input tokens". A
 * number word ("million") before a noun is a quantity, like "10M", not a concept. Failed before the fix (no good match).
 */
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ChatTurn} from '@site/src/demos/simple-chat/chatStore';
import {questionPairs} from '@site/src/demos/kit/match';
import {ask} from './simpleChatS54';

describe('u-chat F2: a price per million tokens finds the passage that states it', () => {
  it('the guide states the price (so "No good match" would be untrue about the guide)', () => {
    const page = readFileSync(join(__dirname, '../../../docs/advanced-capabilities/reasoning-systems.mdx'), 'utf8');
    expect(page).toMatch(/Claude Opus 5\.5 costs \$4 per million input tokens and \$20 per million output tokens/);
  });

  it.each([
    'How much does Claude Opus 5.5 cost per million tokens?',
    'What does Claude Opus 5.5 cost per million tokens?',
    'What is the price of Claude Opus 5.5 per million output tokens?',
    'What does Claude Opus 5.5 cost?',
  ])('%s', async (question) => {
    const r = await ask([] as ChatTurn[], question);
    expect(r.found.judged.good[0]?.passage.url).toBe('/docs/advanced-capabilities/reasoning-systems#when-to-pay-for-reasoning');
    expect(r.found.judged.good[0]?.passage.text).toContain('$4 per million input tokens');
  }, 60_000);

  it('"million tokens" is no topic phrase; "prompt injection" still is a pair', () => {
    expect(questionPairs('How much does Claude Opus 5.5 cost per million tokens?').map((p) => p.join(' '))).not.toContain('million token');
    expect(questionPairs('How do I stop prompt injection?').length).toBeGreaterThan(0);
  });

  it('a model the guide does not price stays unanswered (control)', async () => {
    const r = await ask([] as ChatTurn[], 'How much does Claude Opus 2.1 cost per million tokens?');
    expect(r.found.judged.good.some((h) => /Opus 5\.5 costs/.test(h.passage.text))).toBe(false);
  }, 60_000);
});
