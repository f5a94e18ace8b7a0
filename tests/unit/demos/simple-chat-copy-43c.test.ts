/**
 * Issue 28 (u29j) D-7 and S-3: what Copy puts in the clipboard for a reply. The copy keeps the page's
 * citation check ("[9: no such passage]" and the unsourced note), lists the passages the reply cites
 * with their full addresses, and drops the links and images the page's renderer drops.
 */
import {describe, expect, it} from 'vitest';
import type {Hit} from '@site/src/retrieval/bm25';
import {copyReply, withoutUnsafeLinks} from '@site/src/demos/simple-chat/copyReply';
import {UNCITED_NOTE} from '@site/src/demos/kit/support';

const ORIGIN = 'https://example.org';
const hit = (n: number, url?: string): Hit =>
  ({passage: {id: `p${n}`, text: `Passage ${n} text.`, source: `Page ${n}`, heading: `Section ${n}`, url}, score: 3 - n / 10, terms: ['rag']}) as unknown as Hit;
const SOURCES = [hit(1, '/docs/rag/overview#why-rag'), hit(2, '/docs/rag/evaluation'), hit(3, '/docs/caching'), hit(4, '/docs/other')];
const CITED = 'RAG grounds answers in your own documents [1]. Evaluate before launch [2]. Caching helps [3]. The moon is made of green cheese according to the guide [9].';

describe('D-7: a model reply copied with its sources', () => {
  const copied = copyReply(CITED, SOURCES, ORIGIN);
  it('keeps valid citations as [n] and flags the one naming no passage', () => {
    expect(copied).toContain('own documents [1].');
    expect(copied).toContain('Caching helps [3].');
    expect(copied).toContain('[9: no such passage]');
    expect(copied).not.toMatch(/guide \[9\]\./);
  });
  it('says the claims the invalid citation supports are unsourced', () => {
    expect(copied).toContain('The answer cites [9], but only 4 passages were retrieved: that citation points at nothing, so treat the claim it supports as unsourced.');
  });
  it('lists the cited passages, and only those, with full addresses', () => {
    expect(copied).toContain('- [1] Page 1 › Section 1: https://example.org/docs/rag/overview#why-rag');
    expect(copied).toContain('- [2] Page 2 › Section 2: https://example.org/docs/rag/evaluation');
    expect(copied).toContain('- [3] Page 3 › Section 3: https://example.org/docs/caching');
    expect(copied).not.toContain('/docs/other');
    expect(copied.indexOf('Sources:')).toBeGreaterThan(copied.indexOf('green cheese'));
  });
  it('a grouped citation [1, 2] and a range stay readable; a passage without address is named alone', () => {
    const out = copyReply('Both say so [1, 2].', [hit(1), hit(2, 'https://docs.example.com/a')], ORIGIN);
    expect(out).toContain('[1] [2]');
    expect(out).toContain('- [1] Page 1 › Section 1\n');
    expect(out).toContain('- [2] Page 2 › Section 2: https://docs.example.com/a');
  });
  it('a citation inside code stays as written', () => {
    expect(copyReply('Use `arr[9]` here [1].', SOURCES, ORIGIN)).toContain('`arr[9]`');
  });
  it('an offline reply keeps its Markdown with full addresses and gets no source list', () => {
    const out = copyReply('1. **[RAG overview](/docs/rag)**: text', undefined, ORIGIN);
    expect(out).toBe('1. **[RAG overview](https://example.org/docs/rag)**: text');
  });
});

describe('S-3: links the renderer drops are dropped from the copy', () => {
  it.each([
    ['[link](javascript:alert(1))', 'link'],
    ['[LINK](JavaScript:alert(1))', 'LINK'],
    ['[data](data:text/html,<script>alert(1)</script>)', 'data'],
    ['<javascript:alert(2)>', 'javascript:alert(2)'],
    ['[y][r]\n\n[r]: javascript:alert(3)\n', 'y\n\n'],
    ['![pixel](https://tracker.example/p.png)', 'pixel'],
    ['[mail](mailto:a@b.c)', 'mail'],
  ])('%s', (markdown, expected) => {
    const out = withoutUnsafeLinks(markdown);
    expect(out).toBe(expected);
    expect(copyReply(`See ${markdown}`, undefined, ORIGIN)).not.toMatch(/\]\((?:javascript|data|mailto):|^\[r\]:/im);
  });
  it('keeps safe links, code and the rest of the text', () => {
    const md = 'See [the guide](/docs/a) and [OpenAI](https://openai.com), then `[x](javascript:y)` in code. [bad](javascript:z) end.';
    expect(withoutUnsafeLinks(md)).toBe('See [the guide](/docs/a) and [OpenAI](https://openai.com), then `[x](javascript:y)` in code. bad end.');
  });
});

describe('neighbours of S-3 and D-7', () => {
  it.each([
    ['[x](<javascript:alert(1)>)', 'x'],
    ['[x](  javascript:alert(1)  )', 'x'],
    ['[x](//evil.example/p)', 'x'],
    ['[x](vbscript:msgbox)', 'x'],
    // The page shows these tags as text: the copy keeps them, as code (44c, u29n F7; before, they were left out).
    ['<img src=x onerror=alert(1)>', '`<img src=x onerror=alert(1)>`'],
    // Every tag the page shows as text is code in the copy, the closing one too (u32d F7, s49 d2).
    ['<a href="javascript:alert(1)">click</a>', '`<a href="javascript:alert(1)">`click`</a>`'],
    ['<script>alert(1)</script>', '`<script>alert(1)</script>`'],
  ])('%s', (markdown, expected) => {
    expect(withoutUnsafeLinks(markdown).trim()).toBe(expected);
  });
  it('keeps harmless raw HTML as the page shows it: as text, written as code (u32d F7, s49 d2)', () => {
    expect(withoutUnsafeLinks('Use <br> or <kbd>Enter</kbd>.')).toBe('Use `<br>` or `<kbd>`Enter`</kbd>`.');
  });
  it('adjacent citations and a stopped reply keep the check', () => {
    const out = copyReply('First [1][2], then nothing [7]', [hit(1, '/docs/a'), hit(2, '/docs/b')], ORIGIN);
    expect(out).toContain('First [1][2], then nothing [7: no such passage]');
    expect(out).toContain('only 2 passages were retrieved');
    expect(out).toContain('- [2] Page 2 › Section 2: https://example.org/docs/b');
  });
  it('a reply citing nothing gets no source list, and the note the page shows (u30e M1)', () => {
    expect(copyReply('No citations here.', [hit(1, '/docs/a')], ORIGIN)).toBe(`No citations here.\n\n_${UNCITED_NOTE}_\n`);
  });
});
