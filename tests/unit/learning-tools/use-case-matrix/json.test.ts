import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  BACKUP_KEY,
  CRITERIA,
  defaultWeights,
  JsonImportError,
  LEGACY_STORAGE_KEYS,
  loadPortfolio,
  loadPortfolioState,
  trySavePortfolio,
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
    removeItem: (k) => {
      delete data[k];
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
    expect(STORAGE_KEY).toMatch(/:v2$/);
    expect(Object.keys(store.data)).toEqual([STORAGE_KEY]);
    const loaded = loadPortfolio(store, () => `b${++n}`);
    expect(loaded.useCases.map((u) => u.name)).toEqual(useCases.map((u) => u.name));
  });

  it('keeps corrupt saved data in a backup and says so, instead of starting empty silently', () => {
    const store = memoryStore({[STORAGE_KEY]: '{not json'});
    const state = loadPortfolioState(store);
    expect(state.portfolio.useCases).toEqual([]);
    expect(state.problem).toMatch(/damaged/);
    expect(state.unreadable).toBe('{not json');
    expect(store.data[BACKUP_KEY]).toBe('{not json');
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

/** A version-1 document as this browser saved it before version 2 (the JSON export format, no ids). */
function v1Document(count: number): string {
  return JSON.stringify({
    format: 'genai-enterprise/use-case-matrix',
    version: 1,
    weights: {...defaultWeights(), impact: 10},
    useCases: Array.from({length: count}, (_, i) => ({name: `Old entry ${i + 1}`, scores: Object.fromEntries(CRITERIA.map((c) => [c.id, 4]))})),
  });
}

describe('saved formats are versioned and migrated, never discarded', () => {
  it('loads version-1 data (even 600 entries, over the import limit), migrates it and drops the old key after saving', () => {
    const store = memoryStore({[LEGACY_STORAGE_KEYS[0]]: v1Document(600)});
    let n = 0;
    const state = loadPortfolioState(store, () => `m${++n}`);
    expect(state.problem).toBeNull();
    expect(state.migratedFrom).toBe(1);
    expect(state.portfolio.useCases).toHaveLength(600);
    expect(state.portfolio.weights.impact).toBe(10);
    expect(trySavePortfolio(state.portfolio, store)).toEqual({ok: true});
    expect(Object.keys(store.data)).toEqual([STORAGE_KEY]);
    const again = loadPortfolioState(store);
    expect(again.portfolio.useCases.map((u) => u.id)).toEqual(state.portfolio.useCases.map((u) => u.id));
    expect(again.migratedFrom).toBeNull();
  });

  it('keeps data from a newer version unchanged in a backup and loads nothing over it silently', () => {
    const newer = JSON.stringify({format: 'genai-enterprise/use-case-matrix', version: 3, things: []});
    const store = memoryStore({[STORAGE_KEY]: newer});
    const state = loadPortfolioState(store);
    expect(state.problem).toMatch(/newer version/);
    expect(store.data[BACKUP_KEY]).toBe(newer);
  });

  it('loads the readable entries of partly invalid data and keeps the whole text', () => {
    const doc = JSON.parse(v1Document(3));
    doc.useCases[1].scores.impact = 9;
    const raw = JSON.stringify(doc);
    const store = memoryStore({[LEGACY_STORAGE_KEYS[0]]: raw});
    const state = loadPortfolioState(store);
    expect(state.portfolio.useCases.map((u) => u.name)).toEqual(['Old entry 1', 'Old entry 3']);
    expect(state.problem).toMatch(/^1 saved use case could not be read/);
    expect(store.data[BACKUP_KEY]).toBe(raw);
  });

  it('names a full storage quota and offers export in its message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const result = trySavePortfolio({weights: defaultWeights(), useCases: []}, store);
    expect(result).toMatchObject({ok: false, reason: 'quota'});
    expect(!result.ok && result.message).toMatch(/storage for this site is full.*export CSV or JSON/);
    expect(warn).toHaveBeenCalledOnce();
  });
});
