/** Issue 28, fresh user test: valid JSON that is no matrix export is named for what it is. */
import {describe, expect, it} from 'vitest';
import {JsonImportError, notAPortfolio, parseJson, toJson} from '@site/src/learning-tools/use-case-matrix/model/json';

function refusal(text: string): JsonImportError {
  try {
    parseJson(text);
  } catch (error) {
    if (error instanceof JsonImportError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('JSON of another kind', () => {
  it.each([
    [{name: 'my-app', version: '1.0.0', dependencies: {}, scripts: {}, private: true}, 'other data, with the fields “name”, “version”, “dependencies”, “scripts” and 1 more'],
    [['Invoice triage', 'Contract review', 'Meeting notes'], 'a list of 3 text values'],
    [[1, 2], 'a list of 2 numbers'],
    [[{a: 1}], 'a list of 1 object'],
    [['a', 1], 'a list of 2 values'],
    [[], 'an empty list'],
    [{}, 'an empty object'],
    ['text', 'a single text value'],
    [42, 'a single number'],
    [null, 'a single value (null)'],
  ])('%j is %s', (data, words) => {
    expect(notAPortfolio(data)).toBe(words);
    const error = refusal(JSON.stringify(data));
    expect(error.wrongKind).toBe(words);
  });

  it('an export of this tool, even a broken one, is checked field by field instead', () => {
    const good = toJson({weights: {}, useCases: []});
    expect(notAPortfolio(JSON.parse(good))).toBeNull();
    expect(notAPortfolio({useCases: [{name: 1}]})).toBeNull();
    const broken = refusal(JSON.stringify({...JSON.parse(good), version: 99}));
    expect(broken.wrongKind).toBeUndefined();
    expect(broken.message).toContain('$.version');
  });
});
