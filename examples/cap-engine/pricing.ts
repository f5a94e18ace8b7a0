/**
 * Price table and cost function for CostMeter. Prices change without notice: every
 * entry names its source page and the date it was read, and the engine refuses to call
 * a model that has no entry. Load the table from configuration in production
 * (CAP_PRICES_JSON); the constant below is the documented example.
 */

export interface ModelPricing {
  /** USD per one million uncached input tokens. */
  readonly input: number;
  /** USD per one million input tokens served from the provider's prompt cache. */
  readonly cachedInput: number;
  /** USD per one million output tokens (reasoning tokens are billed as output). */
  readonly output: number;
  /** Above this many input tokens in one request, the long-context multipliers apply to the whole request. */
  readonly longContext?: {readonly thresholdTokens: number; readonly inputMultiplier: number; readonly outputMultiplier: number};
  readonly source: string;
  readonly asOf: string;
}

export interface MeteredUsage {
  /** All input tokens, including the cached ones (OpenAI's prompt_tokens / input_tokens). */
  readonly inputTokens: number;
  /** The cached part of inputTokens (OpenAI's prompt_tokens_details.cached_tokens); 0 when unknown. */
  readonly cachedInputTokens?: number;
  readonly outputTokens: number;
}

/** Standard-tier prices read from the provider's model page on 2026-11-24. Check before you budget. */
export const EXAMPLE_PRICES: Readonly<Record<string, ModelPricing>> = {
  'gpt-6.1-terra': {
    input: 1.0,
    cachedInput: 0.05,
    output: 5.0,
    longContext: {thresholdTokens: 272_000, inputMultiplier: 2, outputMultiplier: 1.5},
    source: 'https://developers.openai.com/api/docs/models/gpt-6.1-terra',
    asOf: '2026-11-24',
  },
};

export function costUsd(pricing: ModelPricing, usage: MeteredUsage): number {
  const cached = Math.min(usage.cachedInputTokens ?? 0, usage.inputTokens);
  const long = pricing.longContext && usage.inputTokens > pricing.longContext.thresholdTokens ? pricing.longContext : undefined;
  const inMul = long?.inputMultiplier ?? 1;
  const outMul = long?.outputMultiplier ?? 1;
  const dollars =
    (usage.inputTokens - cached) * pricing.input * inMul + cached * pricing.cachedInput * inMul + usage.outputTokens * pricing.output * outMul;
  return dollars / 1_000_000;
}

/** Looks a model up by the exact name the vendor reports; no prefix guessing, so a new snapshot is never priced by accident. */
export function pricingFor(table: Readonly<Record<string, ModelPricing>>, model: string): ModelPricing {
  const pricing = table[model];
  if (!pricing) throw new Error(`No price configured for model "${model}"; refusing to run unmetered.`);
  return pricing;
}
