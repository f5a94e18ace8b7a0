/**
 * OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra npx tsx examples/langchain-academy/main.ts
 * Two turns on one thread: the second question only makes sense with memory.
 */
import {HumanMessage} from '@langchain/core/messages';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {capChatModel} from './cap-chat-model.js';
import {buildAcademyAgent} from './graph.js';
import {arithmeticTools} from './tools.js';

const agent = buildAcademyAgent(capChatModel(OpenAiProvider.fromEnv(), arithmeticTools), arithmeticTools);
const config = {configurable: {thread_id: 'academy-demo'}, recursionLimit: 12};

for (const question of ['Add 3 and 4.', 'Multiply that by 2, then divide the result by 7.']) {
  const state = await agent.invoke({messages: [new HumanMessage(question)]}, config);
  const last = state.messages.at(-1);
  console.log(`> ${question}\n${String(last?.content ?? '')}\n`);
}
