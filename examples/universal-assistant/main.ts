/**
 * OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra CRM_API_TOKEN=... BILLING_API_TOKEN=... \
 *   npx tsx examples/universal-assistant/main.ts "Does customer C-1042 have overdue invoices?"
 */
import {AgentRunner} from '../basic-agent/agent.js';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {apiTools} from './api-tools.js';
import {exampleServices} from './services.js';

const runner = new AgentRunner({
  provider: OpenAiProvider.fromEnv(),
  systemPrompt:
    'You answer questions about customers by calling internal APIs. Call list_operations first if unsure, then call_api. Quote ids and amounts exactly as the API returns them. If a call fails, say which system failed.',
  tools: apiTools({services: exampleServices, fetch: (url, init) => fetch(url, init), env: process.env}),
  maxSteps: 6,
});

const result = await runner.run(process.argv.slice(2).join(' ') || 'Does customer C-1042 have overdue invoices?');
console.log(result.output);
for (const call of result.toolCalls) console.error(`${call.name} ${JSON.stringify(call.args)} ok=${call.ok}`);
