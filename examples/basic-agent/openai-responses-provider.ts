/**
 * LlmProvider over OpenAI's Responses API (POST /v1/responses), the endpoint OpenAI's current
 * reasoning models need for function tools: on Chat Completions, gpt-5.2 and later models refuse
 * `tools` unless `reasoning_effort` is 'none' (HTTP 400 "Function tools with reasoning_effort are not
 * supported …"). Here the model keeps its reasoning effort and can still call tools.
 *
 * The transcript is sent in full on every call (`store: false`, no `previous_response_id`): each
 * assistant tool call becomes a `function_call` item and each tool result a `function_call_output`
 * item with the same `call_id`.
 */
import type {Response, ResponseCreateParamsNonStreaming, ResponseInputItem, FunctionTool} from 'openai/resources/responses/responses';
import type {ReasoningEffort} from 'openai/resources/shared';
import type {ChatMessage, CompletionRequest, CompletionResult, LlmProvider, ToolCall} from './agent.js';

/** The one method used; the real OpenAI client satisfies it. */
export interface ResponsesClient {
  readonly responses: {
    create(body: ResponseCreateParamsNonStreaming, options?: {signal?: AbortSignal}): PromiseLike<Response>;
  };
}

export function toResponsesInput(messages: readonly ChatMessage[]): ResponseInputItem[] {
  return messages.flatMap((message): ResponseInputItem[] => {
    switch (message.role) {
      case 'system':
      case 'user':
        return [{role: message.role, content: message.content}];
      case 'tool':
        return [{type: 'function_call_output', call_id: message.toolCallId, output: message.content}];
      case 'assistant':
        return [
          ...(message.content ? [{role: 'assistant' as const, content: message.content}] : []),
          // No `id` on replayed calls: an item id ties the call to the reasoning item it came with,
          // which this stateless transcript does not keep.
          ...(message.toolCalls ?? []).map((call) => ({type: 'function_call' as const, call_id: call.id, name: call.name, arguments: call.arguments})),
        ];
    }
  });
}

export interface ResponsesProviderOptions {
  /** Omit to use the model's default (medium for gpt-6.1-terra). */
  readonly reasoningEffort?: ReasoningEffort;
}

export class OpenAiResponsesProvider implements LlmProvider {
  readonly name = 'openai-responses';

  constructor(
    private readonly client: ResponsesClient,
    readonly model: string,
    private readonly options: ResponsesProviderOptions = {},
  ) {}

  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<CompletionResult> {
    // Non-strict: the examples' schemas have optional fields, which strict mode does not allow.
    const tools: FunctionTool[] | undefined = request.tools?.map((tool) => ({
      type: 'function',
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
      strict: false,
    }));
    const response = await this.client.responses.create(
      {
        model: this.model,
        input: toResponsesInput(request.messages),
        store: false,
        ...(tools && tools.length > 0 ? {tools} : {}),
        ...(request.maxOutputTokens ? {max_output_tokens: request.maxOutputTokens} : {}),
        ...(this.options.reasoningEffort ? {reasoning: {effort: this.options.reasoningEffort}} : {}),
      },
      signal ? {signal} : undefined,
    );
    if (response.error) throw new Error(`The model call failed: ${response.error.message}`);
    let content = '';
    const toolCalls: ToolCall[] = [];
    for (const item of response.output) {
      if (item.type === 'message') {
        for (const part of item.content) if (part.type === 'output_text') content += part.text;
      } else if (item.type === 'function_call') {
        toolCalls.push({id: item.call_id, name: item.name, arguments: item.arguments});
      }
    }
    // Reasoning tokens count toward max_output_tokens and can use it all: no answer.
    if (response.status === 'incomplete' && !content && toolCalls.length === 0) {
      throw new Error(`The model stopped before answering (${response.incomplete_details?.reason ?? 'incomplete'}); raise the output limit or lower the effort.`);
    }
    return {
      content: content || null,
      toolCalls,
      usage: {inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0},
      model: response.model,
    };
  }
}
