// @vitest-environment node
import OpenAI from 'openai';
import {describe, expect, it, vi} from 'vitest';
import {AgentRunner, type ChatMessage} from '../../../examples/basic-agent/agent';
import {OpenAiProvider} from '../../../examples/basic-agent/openai-provider';
import {OpenAiResponsesProvider} from '../../../examples/basic-agent/openai-responses-provider';
import {inMemoryOrderStore, orderStatusTool, SUPPORT_PROMPT} from '../../../examples/basic-agent/tools';
import {startOpenAiDouble} from '../../doubles/openai/server';
import {call, lastMessage, ScriptedProvider} from './fakes';

const store = inMemoryOrderStore([{id: 'ORD-10042', status: 'shipped', carrier: 'UPS', eta: '2026-11-25'}]);

function runner(provider: ScriptedProvider, maxSteps = 4) {
  return new AgentRunner({provider, systemPrompt: SUPPORT_PROMPT, tools: [orderStatusTool(store)], maxSteps});
}

describe('basic agent (AgentRunner)', () => {
  it('calls get_order_status with the order id and answers from the result', async () => {
    const provider = new ScriptedProvider([
      {toolCalls: [call('get_order_status', {orderId: 'ORD-10042'})]},
      {content: 'Your order shipped with UPS and should arrive on 2026-11-25.'},
    ]);
    const result = await runner(provider).run('Where is ORD-10042?');

    expect(result.status).toBe('completed');
    expect(result.output).toContain('UPS');
    expect(result.toolCalls).toEqual([
      expect.objectContaining({name: 'get_order_status', args: {orderId: 'ORD-10042'}, ok: true}),
    ]);
    // The model's second turn sees the tool result, tied to the call id.
    expect(provider.requests[1]?.messages.at(-1)).toEqual({role: 'tool', toolCallId: 'call_get_order_status', content: expect.stringContaining('"carrier":"UPS"')});
    expect(provider.requests[0]?.tools?.map((tool) => tool.name)).toEqual(['get_order_status']);
    expect(result.usage).toEqual({inputTokens: 20, outputTokens: 10});
  });

  it('turns a failing tool into an error message the model can recover from', async () => {
    const provider = new ScriptedProvider([
      {toolCalls: [call('get_order_status', {orderId: 'ORD-99999'})]},
      {content: 'I could not find order ORD-99999. Please check the number.'},
    ]);
    const result = await runner(provider).run('Where is ORD-99999?');

    expect(result.status).toBe('completed');
    expect(result.toolCalls[0]).toMatchObject({ok: false, result: 'Error: No order ORD-99999 exists.'});
    expect(lastMessage(provider, 1)).toBe('Error: No order ORD-99999 exists.');
  });

  it('rejects malformed arguments and unknown tools without running anything', async () => {
    const find = vi.fn(store.find);
    const provider = new ScriptedProvider([
      {toolCalls: [{id: 'a', name: 'get_order_status', arguments: '{"orderId": '}, call('delete_order', {orderId: 'ORD-10042'}), call('get_order_status', {orderId: 'DROP TABLE'})]},
      {content: 'Sorry, I could not look that up.'},
    ]);
    const agent = new AgentRunner({provider, systemPrompt: SUPPORT_PROMPT, tools: [orderStatusTool({find})]});
    const result = await agent.run('Cancel everything');

    expect(result.toolCalls.map((record) => record.result)).toEqual([
      'Error: arguments were not valid JSON.',
      'Error: unknown tool "delete_order".',
      'Error: orderId must look like ORD-12345.',
    ]);
    expect(find).not.toHaveBeenCalled();
  });

  it('stops at its step limit when the model keeps calling tools', async () => {
    const provider = new ScriptedProvider(() => ({toolCalls: [call('get_order_status', {orderId: 'ORD-10042'})]}));
    const result = await runner(provider, 3).run('Loop forever');

    expect(result.status).toBe('max_steps');
    expect(result.steps).toBe(3);
    expect(provider.requests).toHaveLength(3);
    expect(result.toolCalls).toHaveLength(3);
    expect(result.output).toMatch(/Stopped after 3 model calls/);
  });

  it('refuses a non-positive step limit', () => {
    expect(() => runner(new ScriptedProvider([]), 0)).toThrow(RangeError);
  });
});

describe('OpenAI adapters against the contract double', () => {
  const transcript: ChatMessage[] = [
    {role: 'system', content: 'sys'},
    {role: 'user', content: 'Where is ORD-10042?'},
    {role: 'assistant', content: null, toolCalls: [{id: 't0', name: 'get_order_status', arguments: '{"orderId":"ORD-10042"}'}]},
    {role: 'tool', toolCallId: 't0', content: 'shipped'},
  ];

  it('Chat Completions: maps messages and tools, sends reasoning_effort, parses tool calls back', async () => {
    const provider = new ScriptedProvider([{toolCalls: [call('get_order_status', {orderId: 'ORD-10043'}, 't1')], inputTokens: 42, outputTokens: 7}], {api: 'chat', reasoningEffort: 'none'});
    const result = await provider.complete({messages: transcript, tools: [orderStatusTool(store).spec], maxOutputTokens: 100});
    expect(provider.wire[0]?.body).toMatchObject({
      model: 'gpt-6.1-terra',
      max_completion_tokens: 100,
      reasoning_effort: 'none',
      messages: [
        {role: 'system', content: 'sys'},
        {role: 'user', content: 'Where is ORD-10042?'},
        {role: 'assistant', content: null, tool_calls: [{id: 't0', type: 'function', function: {name: 'get_order_status', arguments: '{"orderId":"ORD-10042"}'}}]},
        {role: 'tool', tool_call_id: 't0', content: 'shipped'},
      ],
      tools: [{type: 'function', function: expect.objectContaining({name: 'get_order_status'})}],
    });
    expect(result.toolCalls).toEqual([{id: 't1', name: 'get_order_status', arguments: '{"orderId":"ORD-10043"}'}]);
    expect(result.usage).toEqual({inputTokens: 42, outputTokens: 7});
  });

  it('Responses: sends function_call / function_call_output pairs and flat non-strict tools', async () => {
    const provider = new ScriptedProvider([{content: 'It shipped.'}]);
    const result = await provider.complete({messages: transcript, tools: [orderStatusTool(store).spec], maxOutputTokens: 100});
    expect(result.content).toBe('It shipped.');
    expect(provider.wire[0]?.body).toMatchObject({
      model: 'gpt-6.1-terra',
      store: false,
      max_output_tokens: 100,
      input: [
        {role: 'system', content: 'sys'},
        {role: 'user', content: 'Where is ORD-10042?'},
        {type: 'function_call', call_id: 't0', name: 'get_order_status', arguments: '{"orderId":"ORD-10042"}'},
        {type: 'function_call_output', call_id: 't0', output: 'shipped'},
      ],
      tools: [{type: 'function', name: 'get_order_status', strict: false}],
    });
    expect(provider.wire[0]?.body).not.toHaveProperty('reasoning');
  });

  // Source: OpenAI reasoning guide (https://developers.openai.com/api/docs/guides/reasoning, "Allocating space
  // for reasoning"): when max_output_tokens is reached the response is `incomplete` with reason
  // `max_output_tokens`, possibly before any visible output. The double answers finishReason 'length' that way.
  it('both adapters report an output budget spent on reasoning instead of returning an empty answer', async () => {
    const double = await startOpenAiDouble([{content: null, finishReason: 'length'}, {content: null, finishReason: 'length'}, {content: 'Partly', finishReason: 'length'}]);
    try {
      const client = new OpenAI({apiKey: 'sk-test-key-for-the-local-double', baseURL: double.baseURL, maxRetries: 0});
      const request = {messages: transcript.slice(0, 2), maxOutputTokens: 300};
      await expect(new OpenAiResponsesProvider(client, 'gpt-6.1-terra').complete(request)).rejects.toThrow(/stopped before answering \(max_output_tokens\)/);
      await expect(new OpenAiProvider(client, 'gpt-6.1-terra').complete(request)).rejects.toThrow(/stopped before answering \(length\)/);
      await expect(new OpenAiResponsesProvider(client, 'gpt-6.1-terra').complete(request)).resolves.toMatchObject({content: 'Partly'});
    } finally {
      await double.close();
    }
  });

  it('fromEnv picks the Responses API unless CAP_OPENAI_API=chat, and validates its settings', () => {
    const env = {OPENAI_API_KEY: 'sk-test', CAP_MODEL: 'gpt-6.1-terra'};
    expect(OpenAiProvider.fromEnv(env)).toBeInstanceOf(OpenAiResponsesProvider);
    expect(OpenAiProvider.fromEnv({...env, CAP_OPENAI_API: 'chat', CAP_REASONING_EFFORT: 'none'})).toBeInstanceOf(OpenAiProvider);
    expect(() => OpenAiProvider.fromEnv({...env, CAP_OPENAI_API: 'completions'})).toThrow(/CAP_OPENAI_API/);
    expect(() => OpenAiProvider.fromEnv({...env, CAP_REASONING_EFFORT: 'maximal'})).toThrow(/CAP_REASONING_EFFORT/);
  });

  it('reads its key and model only from the environment', () => {
    expect(() => OpenAiProvider.fromEnv({})).toThrow('OPENAI_API_KEY is not set.');
    expect(() => OpenAiProvider.fromEnv({OPENAI_API_KEY: 'sk-test'})).toThrow(/CAP_MODEL/);
  });
});
