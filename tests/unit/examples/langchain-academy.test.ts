// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {AIMessage, HumanMessage, ToolMessage, type BaseMessage} from '@langchain/core/messages';
import {GraphRecursionError} from '@langchain/langgraph';
import {capChatModel, toCapMessages} from '../../../examples/langchain-academy/cap-chat-model';
import {buildAcademyAgent, type ToolCallingModel} from '../../../examples/langchain-academy/graph';
import {arithmeticTools} from '../../../examples/langchain-academy/tools';
import {call, ScriptedProvider} from './fakes';

/** A fake chat model that replays AI messages and records what it was shown. */
class ReplayModel implements ToolCallingModel {
  readonly seen: BaseMessage[][] = [];
  constructor(private readonly replies: (seen: BaseMessage[]) => AIMessage) {}
  async invoke(messages: BaseMessage[]): Promise<AIMessage> {
    this.seen.push(messages);
    return this.replies(messages);
  }
}

const toolCall = (name: string, args: Record<string, unknown>, id: string) => ({name, args, id, type: 'tool_call' as const});

describe('LangChain Academy agent in TypeScript', () => {
  it('calls multiply with the right arguments and answers from the ToolMessage', async () => {
    const model = new ReplayModel((seen) =>
      seen.at(-1)?.type === 'tool' ? new AIMessage('3 times 4 is 12.') : new AIMessage({content: '', tool_calls: [toolCall('multiply', {a: 3, b: 4}, 'c1')]}),
    );
    const agent = buildAcademyAgent(model, arithmeticTools);
    const state = await agent.invoke({messages: [new HumanMessage('Multiply 3 and 4')]}, {configurable: {thread_id: 'a'}});

    const toolMessage = state.messages.find((message) => message.type === 'tool') as ToolMessage;
    expect(toolMessage.name).toBe('multiply');
    expect(toolMessage.tool_call_id).toBe('c1');
    expect(toolMessage.content).toBe('12');
    expect(state.messages.at(-1)?.content).toBe('3 times 4 is 12.');
  });

  it('returns a tool error to the model instead of crashing the graph', async () => {
    const model = new ReplayModel((seen) =>
      seen.at(-1)?.type === 'tool' ? new AIMessage('Division by zero is undefined.') : new AIMessage({content: '', tool_calls: [toolCall('divide', {a: 1, b: 0}, 'c2')]}),
    );
    const state = await buildAcademyAgent(model, arithmeticTools).invoke({messages: [new HumanMessage('1 / 0')]}, {configurable: {thread_id: 'b'}});
    const toolMessage = state.messages.find((message) => message.type === 'tool') as ToolMessage;
    expect(toolMessage.status).toBe('error');
    expect(String(toolMessage.content)).toContain('Cannot divide by zero.');
    expect(state.messages.at(-1)?.content).toBe('Division by zero is undefined.');
  });

  it('stops at the recursion limit when the model never stops calling tools', async () => {
    let n = 0;
    const model = new ReplayModel(() => new AIMessage({content: '', tool_calls: [toolCall('add', {a: 1, b: 1}, `loop${n++}`)]}));
    await expect(
      buildAcademyAgent(model, arithmeticTools).invoke({messages: [new HumanMessage('go')]}, {configurable: {thread_id: 'c'}, recursionLimit: 6}),
    ).rejects.toBeInstanceOf(GraphRecursionError);
    expect(model.seen.length).toBeLessThanOrEqual(3);
  });

  it('remembers earlier turns on the same thread, not on another', async () => {
    const model = new ReplayModel((seen) => new AIMessage(`I have seen ${seen.filter((message) => message.type === 'human').length} questions.`));
    const agent = buildAcademyAgent(model, arithmeticTools);
    await agent.invoke({messages: [new HumanMessage('first')]}, {configurable: {thread_id: 'm1'}});
    const second = await agent.invoke({messages: [new HumanMessage('second')]}, {configurable: {thread_id: 'm1'}});
    const other = await agent.invoke({messages: [new HumanMessage('hello')]}, {configurable: {thread_id: 'm2'}});
    expect(second.messages.at(-1)?.content).toBe('I have seen 2 questions.');
    expect(other.messages.at(-1)?.content).toBe('I have seen 1 questions.');
  });
});

describe('LangGraph transcript through capChatModel and the OpenAI contract double', () => {
  it('sends AIMessage tool calls and ToolMessages in an order and with ids the real API accepts', async () => {
    const provider = new ScriptedProvider([
      {toolCalls: [call('multiply', {a: 3, b: 4}, 'c1'), call('add', {a: 1, b: 2}, 'c2')]},
      {content: '12 and 3.'},
    ]);
    const agent = buildAcademyAgent(capChatModel(provider, arithmeticTools), arithmeticTools);
    const state = await agent.invoke({messages: [new HumanMessage('Multiply 3 and 4, and add 1 and 2')]}, {configurable: {thread_id: 'wire'}});
    expect(state.messages.at(-1)?.content).toBe('12 and 3.');
    expect(provider.wire.map((request) => request.rejected)).toEqual([undefined, undefined]);
    const input = provider.wire[1]?.body.input as {type?: string; call_id?: string; output?: string}[];
    expect(input.filter((item) => item.type === 'function_call_output').map((item) => [item.call_id, item.output])).toEqual([['c1', '12'], ['c2', '3']]);
  });
});

describe('capChatModel adapter', () => {
  it('converts LangChain messages to CAP messages and tool calls back', async () => {
    const provider = new ScriptedProvider([{toolCalls: [call('add', {a: 2, b: 5}, 'x1')]}]);
    const model = capChatModel(provider, arithmeticTools);
    const reply = await model.invoke([
      new HumanMessage('Add 2 and 5'),
      new AIMessage({content: '', tool_calls: [toolCall('add', {a: 1, b: 1}, 'p1')]}),
      new ToolMessage({content: '2', tool_call_id: 'p1'}),
    ]);

    expect(reply.tool_calls).toEqual([expect.objectContaining({id: 'x1', name: 'add', args: {a: 2, b: 5}})]);
    expect(provider.requests[0]?.tools?.map((tool) => tool.name)).toEqual(['add', 'multiply', 'divide']);
    expect(provider.requests[0]?.tools?.[0]?.parameters).toMatchObject({type: 'object', required: ['a', 'b']});
    expect(toCapMessages([new ToolMessage({content: '2', tool_call_id: 'p1'})])).toEqual([{role: 'tool', toolCallId: 'p1', content: '2'}]);
  });
});
