/**
 * Local:  CAP_API_KEYS="demo=change-me-to-a-long-random-key" OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra \
 *         npx tsx examples/deploy-agent/main.ts
 * Then:   curl -s localhost:8080/v1/agents/order-support/runs -H 'x-api-key: change-me-to-a-long-random-key' \
 *           -H 'content-type: application/json' -d '{"input":"Where is ORD-10042?"}'
 */
import {AgentRunner} from '../basic-agent/agent.js';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {inMemoryOrderStore, orderStatusTool, SUPPORT_PROMPT} from '../basic-agent/tools.js';
import {CostMeter, meteredProvider} from '../advanced-patterns/budget.js';
import {withRetry} from '../advanced-patterns/retry.js';
import {loadConfig} from '../setup-environment/config.js';
import {createLogger} from '../setup-environment/logger.js';
import {TokenBucketLimiter} from './rate-limiter.js';
import {apiKeyAuthenticator, createAgentHandler, startServer} from './server.js';

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(loaded.problems.join('\n'));
  process.exit(1);
}
const config = loaded.config;
const log = createLogger(config.CAP_LOG_LEVEL);
const provider = withRetry(OpenAiProvider.fromEnv());
// Prices in USD per million tokens: set them from your provider's price list (CAP_PRICES_JSON).
const meter = new CostMeter(JSON.parse(process.env.CAP_PRICES_JSON ?? '{}'), config.CAP_DAILY_BUDGET_USD);
try {
  meter.assertPriced(config.CAP_MODEL); // refuse to start rather than make calls that cannot be metered
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const store = inMemoryOrderStore([{id: 'ORD-10042', status: 'shipped', carrier: 'UPS', eta: '2026-11-25'}]);

const handler = createAgentHandler({
  agents: {
    'order-support': (tenant) =>
      new AgentRunner({
        provider: meteredProvider(provider, meter, tenant),
        systemPrompt: SUPPORT_PROMPT,
        tools: [orderStatusTool(store)],
        maxSteps: config.CAP_MAX_STEPS,
      }),
  },
  limiter: new TokenBucketLimiter(Math.max(1, Math.ceil(config.CAP_RATE_LIMIT_PER_MINUTE / 6)), config.CAP_RATE_LIMIT_PER_MINUTE),
  authenticate: apiKeyAuthenticator(process.env.CAP_API_KEYS),
  log,
});

const port = Number(process.env.PORT ?? 8080);
const server = startServer(handler, port);
log({level: 'info', event: 'listening', port});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
