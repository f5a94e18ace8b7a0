/**
 * CAP_PRICES_JSON='{"<the CAP_MODEL name>":{"inputPerMillion":0,"outputPerMillion":0}}' \
 * OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra npx tsx examples/advanced-patterns/main.ts
 * Fill the prices from your provider's current price list.
 */
import {AgentRunner} from '../basic-agent/agent.js';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {CostMeter, meteredProvider, type ModelPrice} from './budget.js';
import {withRetry} from './retry.js';

const prices = JSON.parse(process.env.CAP_PRICES_JSON ?? '{}') as Record<string, ModelPrice>;
const meter = new CostMeter(prices, Number(process.env.CAP_DAILY_BUDGET_USD ?? 25));

// Meter outside retry: a call that succeeds after retries is recorded once, with its final usage.
const provider = meteredProvider(withRetry(OpenAiProvider.fromEnv()), meter, 'tenant-acme');
const runner = new AgentRunner({provider, systemPrompt: 'You are a concise assistant.', maxSteps: 3});

const result = await runner.run(process.argv.slice(2).join(' ') || 'Name three uses of exponential backoff.');
console.log(result.output);
console.error(`spent today by tenant-acme: $${meter.spentToday('tenant-acme').toFixed(6)}`);
