/**
 * Adapter: use any CAP LlmProvider as the ToolCallingModel of a LangGraph agent, so
 * graph code gets CAP's provider choice, retries and cost metering for free.
 */
import {AIMessage, type BaseMessage} from '@langchain/core/messages';
import type {StructuredToolInterface} from '@langchain/core/tools';
import {convertToOpenAITool} from '@langchain/core/utils/function_calling';
import type {ChatMessage, LlmProvider, ToolSpec} from '../basic-agent/agent.js';
import type {ToolCallingModel} from './graph.js';

function text(content: BaseMessage['content']): string {
  if (typeof content === 'string') return content;
  return content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('');
}

export function toCapMessages(messages: readonly BaseMessage[]): ChatMessage[] {
  return messages.map((message): ChatMessage => {
    switch (message.type) {
      case 'system':
        return {role: 'system', content: text(message.content)};
      case 'human':
        return {role: 'user', content: text(message.content)};
      case 'tool':
        return {role: 'tool', toolCallId: (message as BaseMessage & {tool_call_id: string}).tool_call_id, content: text(message.content)};
      case 'ai': {
        const calls = (message as AIMessage).tool_calls ?? [];
        return {
          role: 'assistant',
          content: text(message.content) || null,
          toolCalls: calls.map((call, index) => ({id: call.id ?? `call_${index}`, name: call.name, arguments: JSON.stringify(call.args)})),
        };
      }
      default:
        throw new Error(`Unsupported message type "${message.type}".`);
    }
  });
}

export function capChatModel(provider: LlmProvider, tools: StructuredToolInterface[]): ToolCallingModel {
  const specs: ToolSpec[] = tools.map((tool) => {
    const {function: fn} = convertToOpenAITool(tool);
    return {name: fn.name, description: fn.description ?? '', parameters: (fn.parameters ?? {}) as Record<string, unknown>};
  });
  return {
    async invoke(messages) {
      const result = await provider.complete({messages: toCapMessages(messages), tools: specs});
      return new AIMessage({
        content: result.content ?? '',
        tool_calls: result.toolCalls.map((call) => ({id: call.id, name: call.name, args: JSON.parse(call.arguments || '{}') as Record<string, unknown>, type: 'tool_call' as const})),
        usage_metadata: {
          input_tokens: result.usage.inputTokens,
          output_tokens: result.usage.outputTokens,
          total_tokens: result.usage.inputTokens + result.usage.outputTokens,
        },
      });
    },
  };
}
