/**
 * s56 (issue 28, tester u-chat F9: /tmp/u-chat/FINDINGS.md). Offline replies ran a code file's title into the next sentence:
 * "retrieval_metrics.py Generation metrics judge…", "normalize.py Storage grows…", "hybrid_search.sql Postgres's built-in…".
 * The guide's index keeps a code sample's title line in place of the code; the snippet is written on one line. The title line
 * is left out of the snippet. Failed before the fix (the snippet opened with "normalize.py Storage").
 */
import {describe, expect, it} from 'vitest';
import {offlineReply, withoutCodeTitles} from '@site/src/demos/simple-chat/chatStore';

const hit = (text: string, terms: string[]) => ({passage: {text, source: 'Document embeddings', heading: 'Normalization', url: '/docs/x#normalization'}, terms});

describe('u-chat F9: code-file titles do not run into snippets', () => {
  it.each([
    ['the safe policy is to L2-normalize every vector in one place:\nnormalize.py\nStorage grows linearly with dimension. One million vectors take 6.1 GB.', ['storag', 'grow', 'dimens'], 'normalize.py'],
    ['Retrieval metrics need labels.\nretrieval_metrics.py\nGeneration metrics judge the answer against the passages.', ['generat', 'metric', 'judg'], 'retrieval_metrics.py'],
    ['Use one query for both.\nhybrid_search.sql\nPostgres\'s built-in full-text search ranks the keyword side.', ['postgr', 'built', 'full', 'text'], 'hybrid_search.sql'],
  ])('%#', (text, terms, title) => {
    const reply = offlineReply([hit(text, terms)]);
    expect(reply).not.toContain(title);
    expect(reply).toMatch(/(?:Storage grows|Generation metrics judge|Postgres's built-in)/);
  });

  it('a file name inside a sentence stays', () => {
    expect(withoutCodeTitles('Save it as normalize.py and run it.')).toBe('Save it as normalize.py and run it.');
    expect(withoutCodeTitles('Intro.\nconfig.yaml\nThe file sets the model.')).toBe('Intro.\n\nThe file sets the model.');
  });
});
