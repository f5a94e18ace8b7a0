// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';
import {z} from 'zod';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {AgentRunner} from '../../../examples/basic-agent/agent';
import {defineTool, ToolInputError, ToolTimeoutError} from '../../../examples/custom-tools/define-tool';
import {createPolicyServer, keywordPolicySearch} from '../../../examples/custom-tools/mcp-server';
import {createTicketTool, searchPoliciesTool, type TicketService} from '../../../examples/custom-tools/tools';
import {call, ScriptedProvider} from './fakes';

const library = keywordPolicySearch([
  {id: 'HR-7', title: 'Remote work', excerpt: 'Employees may work remotely up to three days a week with manager approval.'},
  {id: 'IT-12', title: 'Laptop replacement', excerpt: 'Laptops are replaced every four years.'},
]);

describe('defineTool', () => {
  it('publishes a JSON Schema in which defaulted fields are optional', () => {
    const tool = searchPoliciesTool(library);
    expect(tool.spec.parameters).toMatchObject({
      type: 'object',
      properties: {query: {type: 'string', minLength: 3}, limit: {type: 'integer', default: 3}},
      required: ['query'],
    });
    expect(tool.spec.parameters).not.toHaveProperty('$schema');
  });

  it('validates arguments before running and applies defaults', async () => {
    const run = vi.fn(async ({limit}: {limit: number}) => ({limit}));
    const tool = defineTool({name: 'probe', description: 'test', schema: z.object({limit: z.number().int().default(3)}), run});
    await expect(tool.execute({limit: 'ten'}, {})).rejects.toBeInstanceOf(ToolInputError);
    expect(run).not.toHaveBeenCalled();
    await expect(tool.execute({}, {})).resolves.toBe('{"limit":3}');
  });

  it('abandons a tool call that exceeds its timeout', async () => {
    vi.useFakeTimers();
    try {
      const tool = defineTool({name: 'slow', description: 'never returns', schema: z.object({}), timeoutMs: 50, run: () => new Promise(() => {})});
      const pending = tool.execute({}, {});
      const assertion = expect(pending).rejects.toBeInstanceOf(ToolTimeoutError);
      await vi.advanceTimersByTimeAsync(60);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects tool names the providers would refuse', () => {
    expect(() => defineTool({name: 'Create Ticket', description: '', schema: z.object({}), run: async () => ''})).toThrow(/snake_case/);
  });
});

describe('custom tools in an agent', () => {
  it('creates a ticket with the model’s fields and the session’s requester', async () => {
    const create = vi.fn<TicketService['create']>(async () => ({id: 'IT-501', url: 'https://desk.example.com/IT-501'}));
    const provider = new ScriptedProvider([
      {toolCalls: [call('create_it_ticket', {title: 'Laptop fan is loud', description: 'The fan runs at full speed all day.', requester: 'ceo@example.com'})]},
      {content: 'I opened ticket IT-501 for you.'},
    ]);
    const agent = new AgentRunner({provider, systemPrompt: 'help', tools: [searchPoliciesTool(library), createTicketTool({create}, 'jordan@example.com')]});
    const result = await agent.run('Please open a ticket: my laptop fan is loud');

    expect(create).toHaveBeenCalledOnce();
    // zod strips the unknown "requester" the model tried to set; the session's value wins.
    expect(create).toHaveBeenCalledWith({title: 'Laptop fan is loud', description: 'The fan runs at full speed all day.', priority: 'normal', requester: 'jordan@example.com'});
    expect(result.toolCalls[0]?.result).toBe('{"created":true,"ticketId":"IT-501","url":"https://desk.example.com/IT-501"}');
  });

  it('feeds a validation error back to the model', async () => {
    const provider = new ScriptedProvider([{toolCalls: [call('search_policies', {query: 'x'})]}, {content: 'Could you say more?'}]);
    const agent = new AgentRunner({provider, systemPrompt: 'help', tools: [searchPoliciesTool(library)]});
    const result = await agent.run('x');
    expect(result.toolCalls[0]).toMatchObject({ok: false, result: expect.stringContaining('Invalid arguments for search_policies: query:')});
  });
});

describe('MCP server', () => {
  async function connect() {
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    const server = createPolicyServer(library);
    const client = new Client({name: 'test-client', version: '1.0.0'});
    await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
    return client;
  }

  it('lists the tool with its schema and read-only annotation', async () => {
    const client = await connect();
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_policies']);
    expect(tools[0]?.annotations?.readOnlyHint).toBe(true);
    expect(tools[0]?.inputSchema.required).toEqual(['query']);
  });

  it('answers a tool call with the matching passage', async () => {
    const client = await connect();
    const result = await client.callTool({name: 'search_policies', arguments: {query: 'work remotely', limit: 1}});
    expect(result.isError).toBeFalsy();
    expect(JSON.stringify(result.content)).toContain('HR-7');
  });

  it('reports invalid input as a tool error, not a crash', async () => {
    const client = await connect();
    const result = await client.callTool({name: 'search_policies', arguments: {query: 'no'}});
    expect(result.isError).toBe(true);
  });
});
