/**
 * The CAP agent core: provider-agnostic message types, the LlmProvider and Tool
 * interfaces, and AgentRunner, the loop that lets a model call tools until it
 * answers or reaches its step limit. Nothing in this file talks to a network:
 * the model client is injected, so tests pass a deterministic fake.
 */

/** A tool call the model asked for; `arguments` is the raw JSON text the model produced. */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

export type ChatMessage =
  | {readonly role: 'system'; readonly content: string}
  | {readonly role: 'user'; readonly content: string}
  | {readonly role: 'assistant'; readonly content: string | null; readonly toolCalls?: readonly ToolCall[]}
  | {readonly role: 'tool'; readonly toolCallId: string; readonly content: string};

/** What the model sees of a tool: a name, a description and a JSON Schema for its arguments. */
export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: Record<string, unknown>;
}

export interface CompletionRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ToolSpec[];
  readonly maxOutputTokens?: number;
}

export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

export interface CompletionResult {
  readonly content: string | null;
  readonly toolCalls: readonly ToolCall[];
  readonly usage: TokenUsage;
  readonly model: string;
}

/** The one seam between CAP and any model vendor. */
export interface LlmProvider {
  readonly name: string;
  /** The model requested, when the provider knows it (used to refuse unpriced models before a call). */
  readonly model?: string;
  complete(request: CompletionRequest, signal?: AbortSignal): Promise<CompletionResult>;
}

export interface ToolContext {
  readonly signal?: AbortSignal;
}

/** A capability the agent may use. `execute` receives the parsed JSON arguments. */
export interface Tool {
  readonly spec: ToolSpec;
  execute(args: unknown, context: ToolContext): Promise<string>;
}

export interface ToolCallRecord {
  readonly step: number;
  readonly name: string;
  readonly args: unknown;
  readonly ok: boolean;
  readonly result: string;
}

export type AgentEvent =
  | {readonly type: 'model'; readonly step: number; readonly usage: TokenUsage}
  | {readonly type: 'tool'; readonly record: ToolCallRecord};

export interface AgentRunnerConfig {
  readonly provider: LlmProvider;
  readonly systemPrompt: string;
  readonly tools?: readonly Tool[];
  /** Model calls allowed per run; the loop stops here even if the model wants more. */
  readonly maxSteps?: number;
  readonly maxOutputTokens?: number;
  readonly onEvent?: (event: AgentEvent) => void;
}

export interface AgentRunResult {
  readonly status: 'completed' | 'max_steps';
  readonly output: string;
  readonly steps: number;
  readonly toolCalls: readonly ToolCallRecord[];
  readonly usage: TokenUsage;
  readonly messages: readonly ChatMessage[];
}

export const DEFAULT_MAX_STEPS = 6;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs the model ↔ tool loop for one request. */
export class AgentRunner {
  private readonly tools: ReadonlyMap<string, Tool>;
  private readonly maxSteps: number;

  constructor(private readonly config: AgentRunnerConfig) {
    this.tools = new Map((config.tools ?? []).map((tool) => [tool.spec.name, tool]));
    this.maxSteps = config.maxSteps ?? DEFAULT_MAX_STEPS;
    if (!Number.isInteger(this.maxSteps) || this.maxSteps < 1) {
      throw new RangeError(`maxSteps must be a positive integer, got ${String(config.maxSteps)}`);
    }
  }

  async run(input: string, signal?: AbortSignal): Promise<AgentRunResult> {
    const messages: ChatMessage[] = [
      {role: 'system', content: this.config.systemPrompt},
      {role: 'user', content: input},
    ];
    const toolCalls: ToolCallRecord[] = [];
    const usage = {inputTokens: 0, outputTokens: 0};
    const specs = [...this.tools.values()].map((tool) => tool.spec);

    for (let step = 1; step <= this.maxSteps; step += 1) {
      signal?.throwIfAborted();
      const result = await this.config.provider.complete(
        {
          messages,
          ...(specs.length > 0 ? {tools: specs} : {}),
          ...(this.config.maxOutputTokens ? {maxOutputTokens: this.config.maxOutputTokens} : {}),
        },
        signal,
      );
      usage.inputTokens += result.usage.inputTokens;
      usage.outputTokens += result.usage.outputTokens;
      this.config.onEvent?.({type: 'model', step, usage: result.usage});
      messages.push({role: 'assistant', content: result.content, toolCalls: result.toolCalls});

      if (result.toolCalls.length === 0) {
        return {status: 'completed', output: result.content ?? '', steps: step, toolCalls, usage, messages};
      }

      for (const call of result.toolCalls) {
        const record = await this.runTool(step, call, signal);
        toolCalls.push(record);
        this.config.onEvent?.({type: 'tool', record});
        messages.push({role: 'tool', toolCallId: call.id, content: record.result});
      }
    }

    return {
      status: 'max_steps',
      output: `Stopped after ${this.maxSteps} model calls without a final answer.`,
      steps: this.maxSteps,
      toolCalls,
      usage,
      messages,
    };
  }

  /** Tool failures become tool messages the model can read and recover from; they never crash the run. */
  private async runTool(step: number, call: ToolCall, signal?: AbortSignal): Promise<ToolCallRecord> {
    const tool = this.tools.get(call.name);
    if (!tool) {
      return {step, name: call.name, args: null, ok: false, result: `Error: unknown tool "${call.name}".`};
    }
    let args: unknown;
    try {
      args = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
    } catch {
      return {step, name: call.name, args: call.arguments, ok: false, result: 'Error: arguments were not valid JSON.'};
    }
    try {
      const result = await tool.execute(args, signal ? {signal} : {});
      return {step, name: call.name, args, ok: true, result};
    } catch (error) {
      return {step, name: call.name, args, ok: false, result: `Error: ${errorMessage(error)}`};
    }
  }
}
