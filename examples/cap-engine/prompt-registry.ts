/**
 * PromptRegistry: versioned, immutable prompt templates with a movable
 * "production" label per prompt. Agents ask for a prompt by id; operators
 * promote or roll back a version without a code deploy.
 */
import {createHash} from 'node:crypto';

export interface PromptTemplate {
  readonly id: string;
  /** Monotonic integer version; a published version never changes. */
  readonly version: number;
  readonly template: string;
  readonly owner: string;
  readonly description: string;
}

export interface RenderedPrompt {
  readonly id: string;
  readonly version: number;
  readonly text: string;
  /** sha256 of the template, logged with every model call so answers trace back to prompt text. */
  readonly checksum: string;
}

const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

export function variablesOf(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((match) => match[1] ?? ''))];
}

export class PromptRegistry {
  private readonly versions = new Map<string, Map<number, PromptTemplate>>();
  private readonly production = new Map<string, number>();

  register(prompt: PromptTemplate): void {
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(prompt.id)) throw new Error(`Prompt id "${prompt.id}" must be lower-case words joined by - and /.`);
    if (!Number.isInteger(prompt.version) || prompt.version < 1) throw new Error('version must be a positive integer.');
    const byVersion = this.versions.get(prompt.id) ?? new Map<number, PromptTemplate>();
    const existing = byVersion.get(prompt.version);
    if (existing && existing.template !== prompt.template) {
      throw new Error(`${prompt.id}@${prompt.version} is already published with different text; publish a new version.`);
    }
    byVersion.set(prompt.version, prompt);
    this.versions.set(prompt.id, byVersion);
  }

  /** The version production traffic gets, if one has been promoted. */
  productionVersion(id: string): number | undefined {
    return this.production.get(id);
  }

  /** Points the production label at a published version (also how you roll back). */
  promote(id: string, version: number): void {
    if (!this.versions.get(id)?.has(version)) throw new Error(`Cannot promote ${id}@${version}: not published.`);
    this.production.set(id, version);
  }

  get(id: string, version?: number): PromptTemplate {
    const byVersion = this.versions.get(id);
    if (!byVersion) throw new Error(`Unknown prompt "${id}".`);
    // No silent fallback to the newest version: a version that was published but never promoted
    // must not reach production traffic.
    const wanted = version ?? this.production.get(id);
    if (wanted === undefined) throw new Error(`${id} has no production version; promote one or pin a version.`);
    const prompt = byVersion.get(wanted);
    if (!prompt) throw new Error(`Unknown version ${id}@${wanted}.`);
    return prompt;
  }

  /** Fills {{variables}}. Missing or unexpected variables are errors, not silent blanks. */
  render(id: string, variables: Readonly<Record<string, string>>, version?: number): RenderedPrompt {
    const prompt = this.get(id, version);
    const expected = variablesOf(prompt.template);
    const missing = expected.filter((name) => !(name in variables));
    const unexpected = Object.keys(variables).filter((name) => !expected.includes(name));
    if (missing.length > 0) throw new Error(`${id}@${prompt.version} is missing variables: ${missing.join(', ')}`);
    if (unexpected.length > 0) throw new Error(`${id}@${prompt.version} does not use variables: ${unexpected.join(', ')}`);
    const text = prompt.template.replace(VARIABLE, (_, name: string) => variables[name] ?? '');
    return {id, version: prompt.version, text, checksum: createHash('sha256').update(prompt.template).digest('hex')};
  }
}
