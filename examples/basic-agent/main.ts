/**
 * Run the basic agent against a real provider:
 *   OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra npx tsx examples/basic-agent/main.ts "Where is order ORD-10042?"
 */
import {AgentRunner} from './agent.js';
import {OpenAiProvider} from './openai-provider.js';
import {inMemoryOrderStore, orderStatusTool, SUPPORT_PROMPT} from './tools.js';

const store = inMemoryOrderStore([
  {id: 'ORD-10042', status: 'shipped', carrier: 'UPS', eta: '2026-11-25'},
  {id: 'ORD-10043', status: 'processing'},
]);

const runner = new AgentRunner({
  provider: OpenAiProvider.fromEnv(),
  systemPrompt: SUPPORT_PROMPT,
  tools: [orderStatusTool(store)],
  maxSteps: 4,
  onEvent: (event) => {
    if (event.type === 'tool') console.error(`tool ${event.record.name}(${JSON.stringify(event.record.args)}) ok=${event.record.ok}`);
  },
});

const question = process.argv.slice(2).join(' ') || 'Where is my order ORD-10042?';
const result = await runner.run(question);
console.log(result.output);
console.error(`status=${result.status} steps=${result.steps} tokens in/out=${result.usage.inputTokens}/${result.usage.outputTokens}`);
