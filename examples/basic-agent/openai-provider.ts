/**
 * LlmProvider for the official OpenAI SDK. It also works with any OpenAI-compatible
 * endpoint (a gateway, vLLM, Azure OpenAI's v1 API) through OPENAI_BASE_URL.
 */
import OpenAI from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type {ChatMessage, CompletionRequest, CompletionResult, LlmProvider, ToolCall} from './agent.js';

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
    private readonly model: string,
  ) {}

  /** Keys come from the environment only: OPENAI_API_KEY, optional OPENAI_BASE_URL, and CAP_MODEL. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): OpenAiProvider {
    const apiKey = env.OPENAI_API_KEY;
    const model = env.CAP_MODEL;
    if (!apiKey) throw new Error('OPENAI_API_KEY is not set.');
    if (!model) throw new Error('CAP_MODEL is not set (for example gpt-6.1-terra).');
    const client = new OpenAI({apiKey, ...(env.OPENAI_BASE_URL ? {baseURL: env.OPENAI_BASE_URL} : {}), maxRetries: 2, timeout: 60_000});
    return new OpenAiProvider(client, model);
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
      },
      signal ? {signal} : undefined,
    );
    const choice = completion.choices[0];
    if (!choice) throw new Error('The provider returned no choices.');
    const toolCalls: ToolCall[] = (choice.message.tool_calls ?? []).flatMap((call) =>
      call.type === 'function' ? [{id: call.id, name: call.function.name, arguments: call.function.arguments}] : [],
    );
    return {
      content: choice.message.content,
      toolCalls,
      usage: {inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0},
      model: completion.model,
    };
  }
}
