// @vitest-environment node
/**
 * The contract double must refuse what the real OpenAI API refuses and answer in the shapes the
 * official SDK parses. Each request here goes through the real `openai` SDK over HTTP.
 */
import OpenAI from 'openai';
import {afterEach, describe, expect, it} from 'vitest';
import {AgentRunner} from '../../../examples/basic-agent/agent';
import {OpenAiProvider} from '../../../examples/basic-agent/openai-provider';
import {OpenAiResponsesProvider} from '../../../examples/basic-agent/openai-responses-provider';
import {inMemoryOrderStore, orderStatusTool, SUPPORT_PROMPT} from '../../../examples/basic-agent/tools';
import {checkChatTranscript, checkResponsesInput} from '../../doubles/openai/contract';
import {startOpenAiDouble, type OpenAiDouble, type Script} from '../../doubles/openai/server';

let double: OpenAiDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

async function client(script: Script = [], maxRetries = 0) {
  double = await startOpenAiDouble(script);
  return new OpenAI({apiKey: 'sk-test-key-for-the-local-double', baseURL: double.baseURL, maxRetries});
}

const weather = {type: 'function' as const, function: {name: 'get_weather', description: 'Weather for a city', parameters: {type: 'object', properties: {city: {type: 'string'}}, required: ['city']}}};
const user = {role: 'user' as const, content: 'Weather in Paris?'};

describe('Chat Completions double: the request shapes the review found', () => {
  it('refuses function tools for a reasoning model without reasoning_effort none, with the documented 400', async () => {
    const openai = await client();
    await expect(openai.chat.completions.create({model: 'gpt-6.1-terra', messages: [user], tools: [weather]})).rejects.toMatchObject({
      status: 400,
      param: 'reasoning_effort',
      type: 'invalid_request_error',
      message: expect.stringContaining(
        "Function tools with reasoning_effort are not supported for gpt-6.1-terra in /v1/chat/completions. To use function tools, use /v1/responses or set reasoning_effort to 'none'.",
      ),
    });
    await expect(openai.chat.completions.create({model: 'gpt-5.6-terra', messages: [user], tools: [weather], reasoning_effort: 'low'})).rejects.toMatchObject({status: 400});
  });

  it('accepts the same call with reasoning_effort none and returns a tool call', async () => {
    const openai = await client([{toolCalls: [{id: 'call_w', name: 'get_weather', arguments: '{"city":"Paris"}'}]}]);
    const completion = await openai.chat.completions.create({model: 'gpt-6.1-terra', messages: [user], tools: [weather], reasoning_effort: 'none'});
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    expect(completion.choices[0]?.message.tool_calls?.[0]).toMatchObject({id: 'call_w', type: 'function', function: {name: 'get_weather'}});
  });

  it('reproduces the engine bug: the Chat Completions adapter without an effort fails on its first tool turn', async () => {
    const openai = await client([{content: 'never sent'}]);
    const agent = new AgentRunner({provider: new OpenAiProvider(openai, 'gpt-6.1-terra'), systemPrompt: SUPPORT_PROMPT, tools: [orderStatusTool(inMemoryOrderStore([]))]});
    await expect(agent.run('Where is ORD-10042?')).rejects.toMatchObject({status: 400, param: 'reasoning_effort'});
  });

  it('refuses a tool message with no preceding tool call (the agent-systems transcript)', async () => {
    const openai = await client();
    const messages = [user, {role: 'tool' as const, tool_call_id: 'call_1', content: '{"temp":12}'}];
    await expect(openai.chat.completions.create({model: 'gpt-4.1', messages})).rejects.toMatchObject({
      status: 400,
      param: 'messages.[1].role',
      message: expect.stringContaining("Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'."),
    });
  });

  it('refuses an assistant tool call that is not answered before the next turn', () => {
    const call = {id: 'call_1', type: 'function', function: {name: 'get_weather', arguments: '{}'}};
    expect(checkChatTranscript([user, {role: 'assistant', content: null, tool_calls: [call]}, {role: 'user', content: 'and?'}])?.error.message).toBe(
      "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_1",
    );
    expect(checkChatTranscript([user, {role: 'assistant', content: null, tool_calls: [call]}, {role: 'tool', tool_call_id: 'call_2', content: 'x'}])?.error.param).toBe('messages.[2].role');
    expect(checkChatTranscript([user, {role: 'assistant', content: null, tool_calls: [call]}, {role: 'tool', tool_call_id: 'call_1', content: 'x'}])).toBeNull();
    expect(checkChatTranscript([user, {role: 'assistant', content: null}])?.error.message).toMatch(/expected a string, got null/);
  });

  it('refuses parameters a reasoning family rejects, and stream_options without stream', async () => {
    const openai = await client();
    await expect(openai.chat.completions.create({model: 'gpt-6.1-terra', messages: [user], max_tokens: 100})).rejects.toMatchObject({status: 400, param: 'max_tokens'});
    await expect(openai.chat.completions.create({model: 'gpt-6.1-terra', messages: [user], temperature: 0.2})).rejects.toMatchObject({status: 400, param: 'temperature'});
    await expect(openai.chat.completions.create({model: 'gpt-6.1-sol', messages: [user], reasoning_effort: 'none'})).rejects.toMatchObject({status: 400, param: 'reasoning_effort'});
    // 'none' does not exist before gpt-5.1, so "set reasoning_effort none" is no fix there; GPT-6.1 has no 'minimal'.
    await expect(openai.chat.completions.create({model: 'gpt-5-mini', messages: [user], reasoning_effort: 'none'})).rejects.toMatchObject({status: 400, param: 'reasoning_effort'});
    await expect(openai.responses.create({model: 'gpt-6.1-terra', input: 'hi', reasoning: {effort: 'minimal'}})).rejects.toMatchObject({status: 400, param: 'reasoning.effort'});
    // The first GPT-5 models refuse sampling parameters and max_tokens, yet take tools at their default effort.
    await expect(openai.chat.completions.create({model: 'gpt-5-mini', messages: [user], temperature: 0.2})).rejects.toMatchObject({status: 400, param: 'temperature'});
    await expect(openai.chat.completions.create({model: 'gpt-5-mini', messages: [user], max_tokens: 100})).rejects.toMatchObject({status: 400, param: 'max_tokens'});
    await expect(openai.chat.completions.create({model: 'gpt-4.1', messages: [user], stream_options: {include_usage: true}})).rejects.toMatchObject({status: 400, param: 'stream_options'});
    await expect(openai.chat.completions.create({model: 'gpt-4.1', messages: [user], tools: [{...weather, function: {...weather.function, name: 'get weather'}}]})).rejects.toMatchObject({status: 400});
  });

  it('streams chunks that end with [DONE] and a usage chunk with empty choices', async () => {
    const openai = await client([{content: 'Sunny, 21 °C.', inputTokens: 30, outputTokens: 6}]);
    const stream = await openai.chat.completions.create({model: 'gpt-4.1', messages: [user], stream: true, stream_options: {include_usage: true}});
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({choices: [], usage: {prompt_tokens: 30, completion_tokens: 6}});
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
  });

  it('answers 429 with Retry-After, which the SDK honors, and 5xx as server errors', async () => {
    const openai = await client([{fault: 'rate_limit', retryAfterSeconds: 1}, {content: 'ok'}, {fault: 'server_error', status: 503}], 1);
    const started = Date.now();
    const completion = await openai.chat.completions.create({model: 'gpt-4.1', messages: [user]});
    expect(completion.choices[0]?.message.content).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const noRetry = new OpenAI({apiKey: 'sk-test-key-for-the-local-double', baseURL: double!.baseURL, maxRetries: 0});
    await expect(noRetry.chat.completions.create({model: 'gpt-4.1', messages: [user]})).rejects.toMatchObject({status: 503, type: 'server_error'});
  });

  it('refuses a request without a bearer key', async () => {
    await client();
    const response = await fetch(`${double!.baseURL}/chat/completions`, {method: 'POST', body: '{}', headers: {'content-type': 'application/json'}});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({error: {code: 'invalid_api_key'}});
  });
});

describe('Responses double', () => {
  const tool = {type: 'function' as const, name: 'get_weather', description: 'Weather', parameters: weather.function.parameters, strict: false};

  it('accepts function tools at the default reasoning effort and returns function_call items', async () => {
    const openai = await client([{toolCalls: [{id: 'call_r', name: 'get_weather', arguments: '{"city":"Paris"}'}]}]);
    const response = await openai.responses.create({model: 'gpt-6.1-terra', input: 'Weather in Paris?', tools: [tool]});
    expect(response.output).toEqual([expect.objectContaining({type: 'function_call', call_id: 'call_r', name: 'get_weather'})]);
  });

  it('refuses a function_call_output with no matching function_call, and a call without its output', async () => {
    const openai = await client();
    await expect(openai.responses.create({model: 'gpt-6.1-terra', input: [{role: 'user', content: 'hi'}, {type: 'function_call_output', call_id: 'call_x', output: '12'}]})).rejects.toMatchObject({
      status: 400,
      param: 'input',
      message: expect.stringContaining('No tool call found for function call output with call_id call_x.'),
    });
    expect(checkResponsesInput([{role: 'user', content: 'hi'}, {type: 'function_call', call_id: 'call_y', name: 'f', arguments: '{}'}])?.error.message).toBe('No tool output found for function call call_y.');
  });

  it('refuses Chat Completions-shaped tools, Chat parameter names and strict schemas with optional fields', async () => {
    const openai = await client();
    await expect(openai.responses.create({model: 'gpt-6.1-terra', input: 'hi', tools: [weather as never]})).rejects.toMatchObject({status: 400, param: 'tools[0].name'});
    await expect(openai.responses.create({model: 'gpt-6.1-terra', input: 'hi', reasoning_effort: 'low'} as never)).rejects.toMatchObject({status: 400, param: 'reasoning_effort'});
    const optional = {...tool, strict: true, parameters: {type: 'object', properties: {city: {type: 'string'}, unit: {type: 'string'}}, required: ['city'], additionalProperties: false}};
    await expect(openai.responses.create({model: 'gpt-6.1-terra', input: 'hi', tools: [optional]})).rejects.toMatchObject({status: 400, message: expect.stringContaining("Missing 'unit'")});
  });

  it('streams typed events in order with rising sequence numbers', async () => {
    const openai = await client([{content: 'Sunny.'}]);
    const stream = await openai.responses.create({model: 'gpt-6.1-terra', input: 'hi', stream: true});
    const events = [];
    for await (const event of stream) events.push(event);
    expect(events.map((event) => event.type)).toEqual([
      'response.created', 'response.in_progress', 'response.output_item.added', 'response.content_part.added',
      'response.output_text.delta', 'response.output_text.done', 'response.content_part.done', 'response.output_item.done', 'response.completed',
    ]);
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_, i) => i));
  });

  it('carries a full agent transcript: each function_call answered by a function_call_output with its call_id', async () => {
    const openai = await client([{toolCalls: [{id: 'call_1', name: 'get_order_status', arguments: '{"orderId":"ORD-10042"}'}]}, {content: 'ORD-10042 shipped with UPS.'}]);
    const store = inMemoryOrderStore([{id: 'ORD-10042', status: 'shipped', carrier: 'UPS', eta: '2026-11-25'}]);
    const agent = new AgentRunner({provider: new OpenAiResponsesProvider(openai, 'gpt-6.1-terra'), systemPrompt: SUPPORT_PROMPT, tools: [orderStatusTool(store)]});
    const result = await agent.run('Where is ORD-10042?');
    expect(result.output).toBe('ORD-10042 shipped with UPS.');
    const input = double!.requests[1]?.body.input as {type?: string; call_id?: string}[];
    expect(input.filter((item) => item.type === 'function_call' || item.type === 'function_call_output').map((item) => [item.type, item.call_id])).toEqual([
      ['function_call', 'call_1'],
      ['function_call_output', 'call_1'],
    ]);
  });
});
