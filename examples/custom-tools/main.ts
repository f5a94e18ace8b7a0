/**
 * OPENAI_API_KEY=... CAP_MODEL=gpt-6.1-terra npx tsx examples/custom-tools/main.ts "How many days can I work from home?"
 */
import {AgentRunner} from '../basic-agent/agent.js';
import {OpenAiProvider} from '../basic-agent/openai-provider.js';
import {keywordPolicySearch} from './mcp-server.js';
import {createTicketTool, searchPoliciesTool, type TicketService} from './tools.js';

const library = keywordPolicySearch([
  {id: 'HR-7', title: 'Remote work', excerpt: 'Employees may work remotely up to three days a week with manager approval.'},
  {id: 'IT-12', title: 'Laptop replacement', excerpt: 'Laptops are replaced every four years or when repair costs exceed half their value.'},
]);

let nextTicket = 500;
const tickets: TicketService = {
  async create(ticket) {
    nextTicket += 1;
    console.error(`[ticket service] ${ticket.priority} ticket for ${ticket.requester}: ${ticket.title}`);
    return {id: `IT-${nextTicket}`, url: `https://servicedesk.example.com/tickets/IT-${nextTicket}`};
  },
};

const runner = new AgentRunner({
  provider: OpenAiProvider.fromEnv(),
  systemPrompt:
    'You are the workplace help assistant. Answer policy questions only from search_policies results and cite the policy id. Open a ticket only when the user asks for one.',
  tools: [searchPoliciesTool(library), createTicketTool(tickets, 'jordan@example.com')],
  maxSteps: 5,
});

const result = await runner.run(process.argv.slice(2).join(' ') || 'How many days a week can I work from home?');
console.log(result.output);
for (const call of result.toolCalls) console.error(`${call.name} ok=${call.ok} ${call.result.slice(0, 120)}`);
