import {describe, expect, it} from 'vitest';
import {CHUNK_SIZE, chunkDocument, chunkDocuments} from '@site/src/retrieval/chunking/documents';
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
