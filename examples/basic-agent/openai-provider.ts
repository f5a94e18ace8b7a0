/**
 * LlmProviders for the official OpenAI SDK. They also work with OpenAI-compatible endpoints
 * (a gateway, vLLM, Azure OpenAI's v1 API) through OPENAI_BASE_URL.
 *
 * fromEnv() picks the API: the Responses API by default (OpenAiResponsesProvider), because
 * OpenAI's reasoning models from gpt-5.2 on accept function tools on Chat Completions only
 * with reasoning_effort 'none'; CAP_OPENAI_API=chat selects Chat Completions (this class) for
 * endpoints that only offer that API, with CAP_REASONING_EFFORT sent as reasoning_effort.
 */
import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type {ReasoningEffort} from 'openai/resources/shared';
import type {ChatMessage, CompletionRequest, CompletionResult, LlmProvider, ToolCall} from './agent.js';
import {OpenAiResponsesProvider} from './openai-responses-provider.js';

const EFFORTS: readonly string[] = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'];

/** The one method CAP uses; the real OpenAI client satisfies it, and so can a test fake. */
export interface ChatCompletionsClient {
  readonly chat: {
    readonly completions: {
      create(body: ChatCompletionCreateParamsNonStreaming, options?: {signal?: AbortSignal}): PromiseLike<ChatCompletion>;
    };
  };
}

export function toOpenAiMessages(messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return messages.map((message): ChatCompletionMessageParam => {
    switch (message.role) {
      case 'system':
      case 'user':
        return {role: message.role, content: message.content};
      case 'tool':
        return {role: 'tool', tool_call_id: message.toolCallId, content: message.content};
      case 'assistant':
        return {
          role: 'assistant',
          content: message.content,
          ...(message.toolCalls && message.toolCalls.length > 0
            ? {
                tool_calls: message.toolCalls.map((call) => ({
                  id: call.id,
                  type: 'function' as const,
                  function: {name: call.name, arguments: call.arguments},
                })),
              }
            : {}),
        };
    }
  });
}

export class OpenAiProvider implements LlmProvider {
  readonly name = 'openai';

  constructor(
    private readonly client: ChatCompletionsClient,
    readonly model: string,
    /** Sent as reasoning_effort. Set 'none' to give gpt-5.2+ models function tools on this API (not possible on gpt-6-astra, gpt-6.1-sol). */
    private readonly reasoningEffort?: ReasoningEffort,
  ) {}

  /**
   * Settings come from the environment only: OPENAI_API_KEY, optional OPENAI_BASE_URL, CAP_MODEL,
   * optional CAP_OPENAI_API (`responses`, the default, or `chat`) and CAP_REASONING_EFFORT.
   */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): LlmProvider {
    const apiKey = env.OPENAI_API_KEY;
    const model = env.CAP_MODEL;
    const api = env.CAP_OPENAI_API || 'responses';
    const effort = env.CAP_REASONING_EFFORT || undefined;
    if (!apiKey) throw new Error('OPENAI_API_KEY is not set.');
    if (!model) throw new Error('CAP_MODEL is not set (for example gpt-6.1-terra).');
    if (api !== 'responses' && api !== 'chat') throw new Error(`CAP_OPENAI_API must be "responses" or "chat", got "${api}".`);
    if (effort !== undefined && !EFFORTS.includes(effort)) throw new Error(`CAP_REASONING_EFFORT must be one of ${EFFORTS.join(', ')}.`);
    const client = new OpenAI({apiKey, ...(env.OPENAI_BASE_URL ? {baseURL: env.OPENAI_BASE_URL} : {}), maxRetries: 2, timeout: 60_000});
    const reasoningEffort = effort as ReasoningEffort | undefined;
    return api === 'chat'
      ? new OpenAiProvider(client, model, reasoningEffort)
      : new OpenAiResponsesProvider(client, model, reasoningEffort ? {reasoningEffort} : {});
  }

  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<CompletionResult> {
    const tools: ChatCompletionTool[] | undefined = request.tools?.map((tool) => ({
      type: 'function',
      function: {name: tool.name, description: tool.description, parameters: tool.parameters},
    }));
    const completion = await this.client.chat.completions.create(
      {
        model: this.model,
        messages: toOpenAiMessages(request.messages),
        ...(tools && tools.length > 0 ? {tools} : {}),
        ...(request.maxOutputTokens ? {max_completion_tokens: request.maxOutputTokens} : {}),
        ...(this.reasoningEffort ? {reasoning_effort: this.reasoningEffort} : {}),
      },
      signal ? {signal} : undefined,
    );
    const choice = completion.choices[0];
    if (!choice) throw new Error('The provider returned no choices.');
    const toolCalls: ToolCall[] = (choice.message.tool_calls ?? []).flatMap((call) =>
      call.type === 'function' ? [{id: call.id, name: call.function.name, arguments: call.function.arguments}] : [],
    );
    // Reasoning tokens count toward max_completion_tokens; 'length' with nothing visible is not an answer.
    if (choice.finish_reason === 'length' && !choice.message.content && toolCalls.length === 0) {
      throw new Error('The model stopped before answering (length); raise the output limit or lower the effort.');
    }
    return {
      content: choice.message.content,
      toolCalls,
      usage: {inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0},
      model: completion.model,
    };
  }
}
