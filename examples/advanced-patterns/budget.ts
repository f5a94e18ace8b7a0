/**
 * CostMeter and meteredProvider: count tokens per tenant, turn them into money with
 * a price table you maintain, and refuse calls once a tenant's daily budget is spent.
 */
import type {LlmProvider, TokenUsage} from '../basic-agent/agent.js';

/** USD per one million tokens. Copy current numbers from your provider's pricing page. */
export interface ModelPrice {
  readonly inputPerMillion: number;
  readonly outputPerMillion: number;
}

export class BudgetExceededError extends Error {
  override readonly name = 'BudgetExceededError';
  readonly status = 402;
}

export class CostMeter {
  private readonly spent = new Map<string, number>();

  constructor(
    private readonly prices: Readonly<Record<string, ModelPrice>>,
    private readonly dailyBudgetUsd: number,
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {}

  /** Throws unless the model has a price; call it before a model call, so an unpriced model is never billed. */
  assertPriced(model: string): ModelPrice {
    const price = this.prices[model];
    if (!price) throw new Error(`No price configured for model "${model}"; refusing to run unmetered.`);
    return price;
  }

  costOf(model: string, usage: TokenUsage): number {
    const price = this.assertPriced(model);
    return (usage.inputTokens * price.inputPerMillion + usage.outputTokens * price.outputPerMillion) / 1_000_000;
  }

  private key(tenant: string): string {
    return `${this.today()}:${tenant}`;
  }

  spentToday(tenant: string): number {
    return this.spent.get(this.key(tenant)) ?? 0;
  }

  assertWithinBudget(tenant: string): void {
    const spent = this.spentToday(tenant);
    if (spent >= this.dailyBudgetUsd) {
      throw new BudgetExceededError(`Tenant ${tenant} has spent $${spent.toFixed(4)} of its $${this.dailyBudgetUsd} daily budget.`);
    }
  }

  record(tenant: string, model: string, usage: TokenUsage): number {
    const cost = this.costOf(model, usage);
    this.spent.set(this.key(tenant), this.spentToday(tenant) + cost);
    return cost;
  }
}

/**
 * Checks the price and the budget before each call and records the cost after it. The price is looked
 * up under the model you requested (provider.model), because the API may report a dated snapshot name;
 * a provider that does not say which model it calls is refused, since its price cannot be checked first.
 */
export function meteredProvider(provider: LlmProvider, meter: CostMeter, tenant: string): LlmProvider {
  const model = provider.model;
  if (!model) throw new Error(`Provider ${provider.name} does not name its model; cannot check its price before calling it.`);
  meter.assertPriced(model);
  return {
    name: `${provider.name}+metered`,
    model,
    async complete(request, signal) {
      meter.assertPriced(model);
      meter.assertWithinBudget(tenant);
      const result = await provider.complete(request, signal);
      meter.record(tenant, model, result.usage);
      return result;
    },
  };
}
