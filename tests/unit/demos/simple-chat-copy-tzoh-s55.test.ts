/**
 * s55 t-zoh F8 (issue 28, Zohlar chat): the page says "Copy reply N copies a reply with the passages it cites", but the
 * clipboard held the reply, its notes and "Sources: - [1] Lab equipment loans": the document's title only. A passage with
 * no address (a workspace document) now has its text quoted under its title; a guide passage keeps its address alone.
 * Failed before the fix: the passage's text was not in the copy.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Hit} from '@site/src/retrieval/bm25';
import {chunkDocuments} from '@site/src/retrieval/chunking/documents';
import {copyReply} from '@site/src/demos/simple-chat/copyReply';

const ORIGIN = 'https://example.org';
const text = readFileSync(join(__dirname, 'fixtures', 's54zoh', 'lab-equipment.txt'), 'utf8');
const passages = chunkDocuments([{id: 'added-lab', title: 'Lab equipment loans', text}]);
const asHit = (p: Hit['passage']): Hit => ({passage: p, score: 1, terms: []}) as unknown as Hit;

describe('t-zoh F8: Copy reply holds the passages a workspace reply cites', () => {
  it('the cited passage of an added document is quoted under its title', () => {
    const handover = passages.find((p) => p.text.includes('Tuesdays and Thursdays'))!;
    expect(handover.url ?? null).toBeNull();
    const copied = copyReply('Devices are handed over on Tuesdays and Thursdays [1].', [asHit(handover)], ORIGIN);
    expect(copied).toContain('- [1] Lab equipment loans');
    expect(copied).toContain('  > ');
    expect(copied).toContain('Ilsa Marchetti, hands devices over on Tuesdays and Thursdays between 09:00 and 11:00');
  });

  it('a passage that is not cited is not copied, and one with an address keeps its address alone', () => {
    const [first, second] = passages;
    const withUrl = {...second!, url: '/docs/rag'} as Hit['passage'];
    const copied = copyReply('See the guide [2].', [asHit(first!), asHit(withUrl)], ORIGIN);
    expect(copied).not.toContain(first!.text.slice(0, 40));
    expect(copied).toContain(': https://example.org/docs/rag');
    expect(copied).not.toContain(second!.text.slice(0, 40));
  });
});
