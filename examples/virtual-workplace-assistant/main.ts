/**
 * OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra npx tsx examples/virtual-workplace-assistant/main.ts "My laptop fan is loud, please open a ticket"
 */
import {Command} from '@langchain/langgraph';
import {createInterface} from 'node:readline/promises';
import {randomUUID} from 'node:crypto';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {keywordPolicySearch} from '../custom-tools/mcp-server.js';
import {buildWorkplaceGraph, pendingTicket} from './graph.js';

const graph = buildWorkplaceGraph({
  model: OpenAiProvider.fromEnv(),
  policies: keywordPolicySearch([
    {id: 'HR-7', title: 'Remote work', excerpt: 'Employees may work remotely up to three days a week with manager approval.'},
  ]),
  calendar: {findCommonSlots: async () => ['2026-11-24T10:00:00Z', '2026-11-24T15:30:00Z']},
  tickets: {create: async () => ({id: 'IT-1042', url: 'https://servicedesk.example.com/tickets/IT-1042'})},
});

const config = {configurable: {thread_id: randomUUID()}};
const request = process.argv.slice(2).join(' ') || 'My laptop fan is very loud since yesterday, please open a ticket.';
let state = await graph.invoke({request, requester: 'jordan@example.com'}, config);

const ticket = await pendingTicket(graph, config.configurable.thread_id);
if (ticket) {
  const rl = createInterface({input: process.stdin, output: process.stdout});
  const answer = await rl.question(`Create this ticket?\n${JSON.stringify(ticket, null, 2)}\n[y/N] `);
  rl.close();
  state = await graph.invoke(new Command({resume: {approved: answer.trim().toLowerCase() === 'y'}}), config);
}
console.log(state.answer);
