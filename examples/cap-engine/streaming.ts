/**
 * streamCompletion: one Chat Completions call with `stream: true`, forwarding text
 * deltas as they arrive (for the frontend's server-sent events) and assembling the same
 * CompletionResult the non-streaming adapter returns, including tool calls and usage.
 * Works with the official `openai` SDK and any OpenAI-compatible endpoint.
 *
 * With OpenAI's reasoning models from gpt-5.2 on, Chat Completions accepts function tools only with
 * reasoning_effort 'none' (otherwise HTTP 400 "Function tools with reasoning_effort are not supported
 * …"): pass reasoningEffort: 'none' for tool turns, or stream only the final, tool-free answer.
 */
import OpenAI from 'openai';
import type {ChatCompletionChunk, ChatCompletionCreateParamsStreaming} from 'openai/resources/chat/completions';
import type {ReasoningEffort} from 'openai/resources/shared';
import type {CompletionRequest, CompletionResult, ToolCall} from '../basic-agent/agent.js';
import {toOpenAiMessages} from '../basic-agent/openai-provider.js';

/** The one method used; the real OpenAI client satisfies it, and so does a test fake. */
export interface StreamingChatClient {
  readonly chat: {
    readonly completions: {
      create(body: ChatCompletionCreateParamsStreaming, options?: {signal?: AbortSignal}): PromiseLike<AsyncIterable<ChatCompletionChunk>>;
    };
  };
}

export interface StreamOutcome {
  readonly result: CompletionResult;
  /** 'length' means the output was cut at maxOutputTokens: do not present it as a complete answer. */
  readonly finishReason: string | null;
}

export interface StreamOptions {
  /** Bound the whole stream, e.g. AbortSignal.timeout(120_000). */
  readonly signal?: AbortSignal;
  /** Sent as reasoning_effort; see the note above about tools on reasoning models. */
  readonly reasoningEffort?: ReasoningEffort;
}

export async function streamCompletion(
  client: StreamingChatClient,
  model: string,
  request: CompletionRequest,
  onText: (delta: string) => void,
  {signal, reasoningEffort}: StreamOptions = {},
): Promise<StreamOutcome> {
  const stream = await client.chat.completions.create(
    {
      model,
      messages: toOpenAiMessages(request.messages),
      stream: true,
      // Without this option a streamed response carries no token usage, and the call cannot be metered.
      stream_options: {include_usage: true},
      ...(request.tools && request.tools.length > 0
        ? {tools: request.tools.map((t) => ({type: 'function' as const, function: {name: t.name, description: t.description, parameters: t.parameters}}))}
        : {}),
      ...(request.maxOutputTokens ? {max_completion_tokens: request.maxOutputTokens} : {}),
      ...(reasoningEffort ? {reasoning_effort: reasoningEffort} : {}),
    },
    signal ? {signal} : undefined,
  );

  let content = '';
  let finishReason: string | null = null;
  let reportedModel = model;
  let usage = {inputTokens: 0, outputTokens: 0};
  let sawUsage = false;
  // Tool calls arrive in fragments keyed by index: the id and name first, then pieces of the JSON arguments.
  const calls = new Map<number, {id: string; name: string; arguments: string}>();

  for await (const chunk of stream) {
    reportedModel = chunk.model || reportedModel;
    if (chunk.usage) {
      usage = {inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens};
      sawUsage = true;
    }
    const choice = chunk.choices[0];
    if (!choice) continue; // the final usage chunk has an empty choices array
    if (choice.delta.content) {
      content += choice.delta.content;
      onText(choice.delta.content);
    }
    for (const fragment of choice.delta.tool_calls ?? []) {
      const call = calls.get(fragment.index) ?? {id: '', name: '', arguments: ''};
      if (fragment.id) call.id = fragment.id;
      if (fragment.function?.name) call.name += fragment.function.name;
      if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
      calls.set(fragment.index, call);
    }
    if (choice.finish_reason) finishReason = choice.finish_reason;
  }

  // A stream that ends without usage was cut off (or the endpoint ignores stream_options); refuse to run unmetered.
  if (!sawUsage) throw new Error('The stream ended without token usage; the call cannot be metered.');
  const toolCalls: ToolCall[] = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
  return {result: {content: content || null, toolCalls, usage, model: reportedModel}, finishReason};
}

/**
 * Real client for streaming. The SDK's retries (2 by default, honoring Retry-After) apply only until
 * the response starts; a stream that breaks after the first token is not retried, because the user
 * has already seen part of the answer. The SDK timeout only covers the wait until the response starts;
 * bound the whole stream by passing an AbortSignal (for example AbortSignal.timeout(120_000)).
 */
export function streamingClientFromEnv(env: NodeJS.ProcessEnv = process.env): StreamingChatClient {
  const apiKey = env.OPENAI_API_KEY;
  if (!apiKey) throw new Error('OPENAI_API_KEY is not set.');
  return new OpenAI({apiKey, ...(env.OPENAI_BASE_URL ? {baseURL: env.OPENAI_BASE_URL} : {}), maxRetries: 2, timeout: 30_000});
}
