/**
 * AgentDefinition: an agent in the CAP agent library is data, not code. The engine
 * turns a definition into an AgentRunner with buildAgent(), wiring the prompt from
 * the PromptRegistry, the allowed tools, the model tier and the approval rules.
 */
import {AgentRunner, type LlmProvider, type Tool} from '../basic-agent/agent.js';
import {requireApproval, type Approver} from '../advanced-patterns/approval.js';
import type {PromptRegistry} from './prompt-registry.js';

export type ModelTier = 'fast' | 'standard' | 'reasoning';

export interface AgentDefinition {
  readonly id: string;
  readonly description: string;
  readonly owner: string;
  readonly promptId: string;
  /** Pin a prompt version; omit to follow the prompt's production label. */
  readonly promptVersion?: number;
  readonly modelTier: ModelTier;
  /** Names from the tool catalog; nothing else is reachable. */
  readonly tools: readonly string[];
  /** Tools that wait for human approval before they run. */
  readonly approvalRequired: readonly string[];
  readonly maxSteps: number;
  readonly dataClassification: 'public' | 'internal' | 'confidential';
}

export interface EngineDependencies {
  readonly prompts: PromptRegistry;
  readonly toolCatalog: ReadonlyMap<string, Tool>;
  readonly providers: Readonly<Record<ModelTier, LlmProvider>>;
  readonly approver: Approver;
}

export function buildAgent(definition: AgentDefinition, deps: EngineDependencies, variables: Readonly<Record<string, string>> = {}): AgentRunner {
  const missing = definition.tools.filter((name) => !deps.toolCatalog.has(name));
  if (missing.length > 0) throw new Error(`Agent ${definition.id} lists unknown tools: ${missing.join(', ')}`);
  const stray = definition.approvalRequired.filter((name) => !definition.tools.includes(name));
  if (stray.length > 0) throw new Error(`Agent ${definition.id} requires approval for tools it does not have: ${stray.join(', ')}`);

  const tools = definition.tools.map((name) => {
    const tool = deps.toolCatalog.get(name) as Tool;
    return definition.approvalRequired.includes(name) ? requireApproval(tool, deps.approver) : tool;
  });
  const prompt = deps.prompts.render(definition.promptId, variables, definition.promptVersion);
  return new AgentRunner({provider: deps.providers[definition.modelTier], systemPrompt: prompt.text, tools, maxSteps: definition.maxSteps});
}
