import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  defaultWeights,
  JsonImportError,
  loadPortfolio,
  parseJson,
  samplePortfolio,
  savePortfolio,
  STORAGE_KEY,
  toJson,
  validateDocument,
  type KeyValueStore,
} from '@site/src/learning-tools/use-case-matrix/model';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {data: Record<string, string>} {
  const data = {...initial};
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('JSON export and import', () => {
  it('round-trips weights and use cases', () => {
    let n = 0;
    const useCases = samplePortfolio(() => `id${++n}`);
    const weights = {...defaultWeights(), impact: 55, change_ease: 0};
    const doc = parseJson(toJson({weights, useCases}));
    expect(doc.weights).toEqual(weights);
    expect(doc.useCases).toEqual(useCases.map(({name, scores}) => ({name, scores})));
  });

  it('names the path of a bad score', () => {
    const doc = JSON.parse(toJson({weights: defaultWeights(), useCases: samplePortfolio(() => 'x')}));
    doc.useCases[2].scores.data_readiness = 7;
    expect(() => parseJson(JSON.stringify(doc))).toThrow('$.useCases[2].scores.data_readiness: expected a whole number from 1 to 5, found 7');
  });

  it('collects every problem and reports the count', () => {
    const result = validateDocument({format: 'other', version: 2, weights: {impact: -1}, useCases: [{name: ''}]});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((i) => i.path);
    expect(paths).toContain('$.format');
    expect(paths).toContain('$.version');
    expect(paths).toContain('$.weights.impact');
    expect(paths).toContain('$.useCases[0].name');
    expect(paths).toContain('$.useCases[0].scores');
    try {
      parseJson(JSON.stringify({format: 'other', version: 1, weights: defaultWeights(), useCases: []}));
    } catch (error) {
      expect(error).toBeInstanceOf(JsonImportError);
    }
  });

  it('refuses text that is not JSON, at the root path', () => {
    expect(() => parseJson('name,impact\n')).toThrow(/^\$: not valid JSON/);
  });
});

describe('localStorage persistence', () => {
  it('saves under a versioned key and loads it back', () => {
    const store = memoryStore();
    let n = 0;
    const useCases = samplePortfolio(() => `a${++n}`);
    expect(savePortfolio({weights: defaultWeights(), useCases}, store)).toBe(true);
    expect(STORAGE_KEY).toMatch(/:v1$/);
    expect(Object.keys(store.data)).toEqual([STORAGE_KEY]);
    const loaded = loadPortfolio(store, () => `b${++n}`);
    expect(loaded.useCases.map((u) => u.name)).toEqual(useCases.map((u) => u.name));
  });

  it('logs and starts empty when the saved data is corrupt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = loadPortfolio(memoryStore({[STORAGE_KEY]: '{not json'}));
    expect(loaded.useCases).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('logs and carries on when the browser refuses to store', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadPortfolio(store).useCases).toEqual([]);
    expect(savePortfolio({weights: defaultWeights(), useCases: []}, store)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
