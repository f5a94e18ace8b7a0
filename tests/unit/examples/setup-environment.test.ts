// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {describeConfig, loadConfig, maskSecret} from '../../../examples/setup-environment/config';

const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123';

describe('setup environment: loadConfig()', () => {
  it('applies defaults and coerces numbers from strings', () => {
    const result = loadConfig({OPENAI_API_KEY: KEY, CAP_MODEL: 'gpt-6.1-terra', CAP_MAX_STEPS: '8'});
    expect(result).toEqual({
      ok: true,
      config: {
        OPENAI_API_KEY: KEY,
        CAP_MODEL: 'gpt-6.1-terra',
        CAP_OPENAI_API: 'responses',
        CAP_MAX_STEPS: 8,
        CAP_RATE_LIMIT_PER_MINUTE: 30,
        CAP_DAILY_BUDGET_USD: 25,
        CAP_LOG_LEVEL: 'info',
      },
    });
  });

  it('lists every problem at once and treats empty strings as unset', () => {
    const result = loadConfig({OPENAI_API_KEY: '', CAP_MAX_STEPS: '-1', OPENAI_BASE_URL: 'not a url'});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.some((problem) => problem.startsWith('OPENAI_API_KEY'))).toBe(true);
    expect(result.problems.some((problem) => problem.startsWith('CAP_MODEL'))).toBe(true);
    expect(result.problems.some((problem) => problem.startsWith('CAP_MAX_STEPS'))).toBe(true);
    expect(result.problems.some((problem) => problem.startsWith('OPENAI_BASE_URL'))).toBe(true);
  });

  it('accepts a short key (vLLM --api-key, or EMPTY) only for a self-hosted OPENAI_BASE_URL', () => {
    expect(loadConfig({OPENAI_API_KEY: 'EMPTY', OPENAI_BASE_URL: 'http://localhost:8000/v1', CAP_MODEL: 'm'}).ok).toBe(true);
    expect(loadConfig({OPENAI_API_KEY: 'token-abc123', OPENAI_BASE_URL: 'http://vllm:8000/v1', CAP_MODEL: 'm'}).ok).toBe(true);
    const openai = loadConfig({OPENAI_API_KEY: 'token-abc123', CAP_MODEL: 'gpt-6.1-terra'});
    expect(openai.ok ? [] : openai.problems).toEqual(['OPENAI_API_KEY: OPENAI_API_KEY looks too short for an OpenAI key; paste the whole key.']);
  });

  it('validates the API choice and the reasoning effort', () => {
    const bad = loadConfig({OPENAI_API_KEY: KEY, CAP_MODEL: 'gpt-6.1-terra', CAP_OPENAI_API: 'completions', CAP_REASONING_EFFORT: 'maximum'});
    expect(bad.ok ? [] : bad.problems.map((problem) => problem.split(':')[0])).toEqual(['CAP_OPENAI_API', 'CAP_REASONING_EFFORT']);
  });

  it('never prints a whole secret', () => {
    expect(maskSecret(KEY)).toBe('sk-…0123');
    expect(maskSecret('short')).toBe('****');
    const loaded = loadConfig({OPENAI_API_KEY: KEY, CAP_MODEL: 'gpt-6.1-terra'});
    if (!loaded.ok) throw new Error('expected a valid config');
    const report = describeConfig(loaded.config).join('\n');
    expect(report).not.toContain(KEY);
    expect(report).toContain('gpt-6.1-terra');
  });
});
