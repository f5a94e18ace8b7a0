import type {CompletionRequest, CompletionResult, LlmProvider, ToolCall} from '../../../examples/basic-agent/agent';

export type Reply = {content?: string | null; toolCalls?: ToolCall[]; inputTokens?: number; outputTokens?: number; model?: string};

/**
 * A deterministic LlmProvider: answers from a script (a list, or a function of the
 * request) and records every request so tests can assert what the model was shown.
 */
export class ScriptedProvider implements LlmProvider {
  readonly name = 'scripted';
  readonly requests: CompletionRequest[] = [];
  private index = 0;

  constructor(private readonly script: Reply[] | ((request: CompletionRequest, call: number) => Reply)) {}

  async complete(request: CompletionRequest): Promise<CompletionResult> {
    // Copy the messages: the runner keeps appending to the array it passed in.
    this.requests.push({...request, messages: [...request.messages]});
    const call = this.index++;
    const reply = typeof this.script === 'function' ? this.script(request, call) : this.script[call];
    if (!reply) throw new Error(`ScriptedProvider has no reply for call ${call + 1}.`);
    return {
      content: reply.content ?? null,
      toolCalls: reply.toolCalls ?? [],
      usage: {inputTokens: reply.inputTokens ?? 10, outputTokens: reply.outputTokens ?? 5},
      model: reply.model ?? 'fake-model',
    };
  }
}

export const call = (name: string, args: unknown, id = `call_${name}`): ToolCall => ({id, name, arguments: JSON.stringify(args)});

/** The text of the last message the model was shown in request `n` (0-based). */
export function lastMessage(provider: ScriptedProvider, n: number): string {
  const message = provider.requests[n]?.messages.at(-1);
  return message && 'content' in message ? String(message.content) : '';
}
