import {describe, expect, it} from 'vitest';
import {buildIndex, search} from '@site/src/retrieval/bm25';
import {highlightSegments, splitUnspaced, tokenize} from '@site/src/retrieval/tokenize';

const PASSAGES = [
  {id: 'ja', source: 'ja', text: '出張規程。東京の会議に参加する社員は、ホテル代を一泊二万円まで精算できます。'},
  {id: 'zh', source: 'zh', text: '员工差旅政策适用于所有员工。酒店费用每晚最高报销一千元。'},
  {id: 'el', source: 'el', text: 'Η πολιτική ταξιδιών ισχύει για όλους τους υπαλλήλους.'},
  {id: 'ru', source: 'ru', text: 'Политика командировок распространяется на всех сотрудников.'},
  {id: 'ar', source: 'ar', text: 'تنطبق سياسة السفر على جميع الموظفين.'},
  {id: 'hi', source: 'hi', text: 'यात्रा नीति सभी कर्मचारियों पर लागू होती है।'},
  {id: 'en', source: 'en', text: 'The travel policy applies to all employees.'},
];
const index = buildIndex(PASSAGES);
const top = (q: string) => search(index, q, 3)[0]?.passage.id;

describe('non-Latin text is searchable in the demos (issue 28)', () => {
  it('cuts Japanese and Chinese runs into words with Intl.Segmenter', () => {
    expect(splitUnspaced('東京の会議')?.map((s) => s.segment)).toEqual(['東京', 'の', '会議']);
    expect(tokenize('東京の会議')).toEqual(['東京', '会議']); // the particle の is a stop word
    expect(tokenize('精算できます')).toEqual(['精算']); // so are short hiragana endings
    expect(splitUnspaced('policy')).toBeNull();
  });

  it.each([
    ['会議のホテル代', 'ja'],
    ['差旅政策', 'zh'],
    ['酒店费用', 'zh'],
    ['πολιτική ταξιδιών', 'el'],
    ['политика командировок', 'ru'],
    ['سياسة السفر', 'ar'],
    ['यात्रा नीति', 'hi'],
    ['travel policy', 'en'],
  ])('finds "%s" in the %s passage', (query, id) => {
    expect(top(query)).toBe(id);
  });

  it('keeps combining marks inside their word (Devanagari vowel signs)', () => {
    expect(tokenize('कर्मचारियों')).toEqual(['कर्मचारियों']);
  });

  it('highlights the matched Japanese word at its real position', () => {
    const runs = highlightSegments('東京の会議に参加', new Set(['会議']));
    expect(runs).toEqual([
      {text: '東京の', match: false},
      {text: '会議', match: true},
      {text: 'に参加', match: false},
    ]);
  });
});
