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
