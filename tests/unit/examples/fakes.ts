import OpenAI from 'openai';
import type {CompletionRequest, CompletionResult, LlmProvider, ToolCall} from '../../../examples/basic-agent/agent';
import {OpenAiProvider} from '../../../examples/basic-agent/openai-provider';
import {OpenAiResponsesProvider} from '../../../examples/basic-agent/openai-responses-provider';
import type {ReasoningEffort} from 'openai/resources/shared';
import {startOpenAiDouble, type Fault, type OpenAiDouble, type RecordedRequest, type ScriptStep} from '../../doubles/openai/server';

export type Reply = {content?: string | null; toolCalls?: ToolCall[]; inputTokens?: number; outputTokens?: number; model?: string};

export interface ScriptedProviderOptions {
  /** Which OpenAI API the real provider adapter calls. Default: 'responses' (what OpenAiProvider.fromEnv picks). */
  readonly api?: 'responses' | 'chat';
  /** The model requested; the double applies that model family's rules. Default: the pages' model, gpt-6.1-terra. */
  readonly model?: string;
  readonly reasoningEffort?: ReasoningEffort;
}

/**
 * An LlmProvider whose answers come from a script, but whose requests travel the real way: through the
 * examples' own OpenAI adapter (OpenAiResponsesProvider or OpenAiProvider), the official `openai` SDK
 * and HTTP to the contract double (tests/doubles/openai), which refuses any request the real API would
 * refuse. A transcript the real API rejects therefore fails the test with the API's 400 message.
 *
 * A script step may also be a fault (429 with Retry-After, a 5xx), which reaches the code under test as
 * the SDK's real error object. `requests` holds what the agent asked for; `wire` what was sent over HTTP.
 */
export class ScriptedProvider implements LlmProvider {
  readonly name = 'scripted';
  readonly model: string;
  readonly requests: CompletionRequest[] = [];
  private index = 0;
  private readonly queue: ScriptStep[] = [];
  private started?: Promise<{double: OpenAiDouble; inner: LlmProvider}>;

  constructor(
    private readonly script: (Reply | Fault)[] | ((request: CompletionRequest, call: number) => Reply | Fault),
    private readonly options: ScriptedProviderOptions = {},
  ) {
    this.model = options.model ?? 'gpt-6.1-terra';
  }

  /** The HTTP requests the double received, with the 400 it answered when one broke a rule. */
  get wire(): readonly RecordedRequest[] {
    return this.double?.requests ?? [];
  }

  private double?: OpenAiDouble;

  private start() {
    this.started ??= (async () => {
      const double = await startOpenAiDouble(() => {
        const step = this.queue.shift();
        if (!step) throw new Error('ScriptedProvider: a request arrived with no reply queued.');
        return step;
      });
      this.double = double;
      // The SDK's own retries are off, so retry wrappers under test see every failure.
      const client = new OpenAI({apiKey: 'sk-test-key-for-the-local-double', baseURL: double.baseURL, maxRetries: 0, timeout: 10_000});
      const inner: LlmProvider =
        this.options.api === 'chat'
          ? new OpenAiProvider(client, this.model, this.options.reasoningEffort)
          : new OpenAiResponsesProvider(client, this.model, this.options.reasoningEffort ? {reasoningEffort: this.options.reasoningEffort} : {});
      return {double, inner};
    })();
    return this.started;
  }

  async complete(request: CompletionRequest, signal?: AbortSignal): Promise<CompletionResult> {
    // Copy the messages: the runner keeps appending to the array it passed in.
    this.requests.push({...request, messages: [...request.messages]});
    const call = this.index++;
    const step = typeof this.script === 'function' ? this.script(request, call) : this.script[call];
    if (!step) throw new Error(`ScriptedProvider has no reply for call ${call + 1}.`);
    const {inner} = await this.start();
    this.queue.push(
      'fault' in step
        ? step
        : {
            content: step.content ?? null,
            toolCalls: step.toolCalls ?? [],
            inputTokens: step.inputTokens ?? 10,
            outputTokens: step.outputTokens ?? 5,
            ...(step.model ? {model: step.model} : {}),
          },
    );
    return inner.complete(request, signal);
  }

  async close(): Promise<void> {
    if (this.started) await (await this.started).double.close();
  }
}

export const call = (name: string, args: unknown, id = `call_${name}`): ToolCall => ({id, name, arguments: JSON.stringify(args)});

/** The text of the last message the model was shown in request `n` (0-based). */
export function lastMessage(provider: ScriptedProvider, n: number): string {
  const message = provider.requests[n]?.messages.at(-1);
  return message && 'content' in message ? String(message.content) : '';
}
