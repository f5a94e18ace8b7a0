import {describe, expect, it} from 'vitest';
import {CHUNK_SIZE, CHUNK_OVERLAP, chunkDocument, chunkDocuments, paragraphRanges} from '@site/src/retrieval/chunking/documents';
import {recursiveRanges} from '@site/src/retrieval/chunking/index';
import {buildIndex, search} from '@site/src/retrieval/bm25';
import {BIKE_SHARE_PARAGRAPHS} from '../../demos/support/bikeShareRules';
import {corpusDocuments} from '@site/src/demos/kit/guide';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';

describe('chunkDocument', () => {
  it('cuts long text into passages no longer than the chunk size, in order, with ids and sources', () => {
    const paragraph = 'Retrieval finds passages. '.repeat(20);
    const text = Array.from({length: 10}, (_, i) => `Section ${i}. ${paragraph}`).join('\n\n');
    const passages = chunkDocument({id: 'doc', title: 'Doc', text});
    expect(passages.length).toBeGreaterThan(3);
    passages.forEach((p, i) => {
      expect(p.id).toBe(`doc#${i + 1}`);
      expect(p.source).toBe('Doc');
      expect(p.text.length).toBeLessThanOrEqual(CHUNK_SIZE);
      expect(p.text.trim()).toBe(p.text);
    });
    expect(passages[0].text.startsWith('Section 0.')).toBe(true);
    expect(passages.some((p) => p.text.includes('Section 9.'))).toBe(true);
  });

  it('returns no passages for blank text and one for a short document', () => {
    expect(chunkDocument({id: 'x', title: 'X', text: '  \n '})).toEqual([]);
    expect(chunkDocument({id: 'y', title: 'Y', text: 'Short.'})).toHaveLength(1);
  });

  it('chunks the bundled samples into several passages each', () => {
    expect(chunkDocuments(SAMPLE_DOCUMENTS).length).toBeGreaterThanOrEqual(SAMPLE_DOCUMENTS.length);
  });
});

describe('corpusDocuments', () => {
  it('turns corpus sections into documents whose urls link to the section', () => {
    const docs = corpusDocuments({
      pages: [{url: '/docs/intro', title: 'Intro', sections: [{heading: 'Intro', anchor: '', text: 'a'}, {heading: 'Reading paths', anchor: 'reading-paths', text: 'b'}]}],
    });
    expect(docs.map((d) => d.url)).toEqual(['/docs/intro', '/docs/intro#reading-paths']);
    expect(docs[0].heading).toBeUndefined();
    expect(docs[1].heading).toBe('Reading paths');
  });
});

// u28e D1: a pasted text of seven paragraphs became two passages, so "[1]" pointed at four paragraphs.
describe('passages follow paragraphs and headings (u28e D1)', () => {
  const RULES = BIKE_SHARE_PARAGRAPHS.join('\n\n');

  it('seven paragraphs under a title are seven passages, the title kept with the first', () => {
    const passages = chunkDocument({id: 'pasted', title: 'Pasted text', text: RULES});
    expect(passages.map((p) => p.text.slice(0, 12))).toEqual(['Harbor bike ', 'Late returns', 'E-bikes. E-b', 'Children. Ch', 'Winter. The ', 'Ferries. Bik', 'Κανόνες. Τα ']);
    expect(passages[0].text).toContain('Day passes.');
  });

  it('a Markdown heading starts a paragraph of its own, even without a blank line before it, and stays with its text', () => {
    const text = 'Intro paragraph that is long enough to stand on its own as a passage of this document.\n## Fees\nThe season fee is 45 EUR, payable by the end of March, and members who help twice get 15 EUR back.';
    const passages = chunkDocument({id: 'd', title: 'D', text});
    expect(passages.map((p) => p.text)).toEqual([
      'Intro paragraph that is long enough to stand on its own as a passage of this document.',
      '## Fees\nThe season fee is 45 EUR, payable by the end of March, and members who help twice get 15 EUR back.',
    ]);
  });

  it('a short closing line joins the paragraph before it; CRLF text splits the same way', () => {
    const text = 'First paragraph, long enough to be a passage of its own in this short test document.\r\n\r\nSecond paragraph, also long enough to be a passage of its own in this test.\r\n\r\nThanks, the team.';
    expect(chunkDocument({id: 'c', title: 'C', text}).map((p) => p.text.slice(-18))).toEqual(['ort test document.', '.\n\nThanks, the team.'.slice(-18)]);
  });

  it('a paragraph longer than the chunk size is cut as before; text without blank lines (a guide section, which has a url) is cut exactly as before', () => {
    const long = 'Retrieval finds passages that answer the question. '.repeat(60);
    expect(chunkDocument({id: 'l', title: 'L', text: long}).length).toBe(recursiveRanges(long, CHUNK_SIZE, CHUNK_OVERLAP).length);
    const section = Array.from({length: 30}, (_, i) => `Line ${i} of a guide section without blank lines.`).join('\n');
    expect(paragraphRanges(section)).toEqual([[0, section.length]]);
    // A reader's document of one sentence a line is cut at its lines instead (u28i Z1: tests/unit/demos/kit/documentQaMargin.test.ts).
    expect(chunkDocument({id: 's', title: 'S', url: '/docs/s', text: section}).map((p) => p.text)).toEqual(
      recursiveRanges(section, CHUNK_SIZE, CHUNK_OVERLAP).map(([a, b]) => section.slice(a, b).trim()),
    );
  });
});

// u28f D-C: a pasted handbook of short sections (a heading line, its rules, a blank line) was two ~800-character
// passages in the tested build (before u28e D1), so a citation pointed at the top of the handbook. New text.
describe('a pasted handbook of short sections is one passage per section (u28f D-C)', () => {
  const SECTIONS = [
    'Harbor Rowing Club — Members’ Rules',
    'Boathouse hours\nThe boathouse opens at 6:00 on weekdays and 7:30 at weekends. It closes at dusk all year.',
    'Launching\nNo boat goes out alone. Two members must sign the logbook before a launch and again on return.',
    'Juniors\nRowers under 16 row only with a coach on the water. A parent signs the consent form once a season.',
    'Damage\nReport any damage to the captain the same day. Damaged boats are tagged red and stay on the rack.',
    'Fees\nThe yearly fee is 180 euros. Students pay 90 euros. The locker deposit is 20 euros.',
    'Lost property\nThings left in the changing rooms go to the box by the door for two weeks, then to charity.',
  ];
  const text = SECTIONS.join('\n\n');

  it('each section with its heading is its own passage; the title stays with the first', () => {
    const passages = chunkDocument({id: 'pasted', title: 'Pasted text', text});
    expect(passages.map((p) => p.text.split('\n')[0])).toEqual(['Harbor Rowing Club — Members’ Rules', 'Launching', 'Juniors', 'Damage', 'Fees', 'Lost property']);
    expect(passages[0].text).toContain('Boathouse hours');
    expect(passages.every((p) => p.text.length < 250)).toBe(true);
  });

  it('the best passage for a rule question is the section that states the rule', () => {
    const index = buildIndex(chunkDocument({id: 'pasted', title: 'Pasted text', text}));
    expect(search(index, 'How much is the locker deposit?', 1)[0]?.passage.text).toMatch(/^Fees\n/);
    expect(search(index, 'What happens to a damaged boat?', 1)[0]?.passage.text).toMatch(/^Damage\n/);
  });
});
