/**
 * defineTool: one zod schema gives the model its JSON Schema and gives the code
 * run-time validation, so a tool never runs on arguments it did not expect.
 */
import {z} from 'zod';
import type {Tool, ToolContext} from '../basic-agent/agent.js';

export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
}

export class ToolTimeoutError extends Error {
  override readonly name = 'ToolTimeoutError';
}

export interface ToolDefinition<S extends z.ZodObject> {
  readonly name: string;
  readonly description: string;
  readonly schema: S;
  /** Milliseconds before the call is abandoned; default 10 seconds. */
  readonly timeoutMs?: number;
  run(args: z.infer<S>, context: ToolContext): Promise<unknown>;
}

const TOOL_NAME = /^[a-z][a-z0-9_]{0,63}$/;

export function defineTool<S extends z.ZodObject>(definition: ToolDefinition<S>): Tool {
  if (!TOOL_NAME.test(definition.name)) {
    throw new Error(`Tool name "${definition.name}" must be snake_case, 1–64 characters.`);
  }
  // `io: 'input'` keeps fields with defaults optional for the model; the $schema key is noise to it.
  const parameters: Record<string, unknown> = {...z.toJSONSchema(definition.schema, {io: 'input'})};
  delete parameters.$schema;
  const timeoutMs = definition.timeoutMs ?? 10_000;

  return {
    spec: {name: definition.name, description: definition.description, parameters},
    async execute(args, context) {
      const parsed = definition.schema.safeParse(args);
      if (!parsed.success) {
        const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`);
        throw new ToolInputError(`Invalid arguments for ${definition.name}: ${details.join('; ')}`);
      }
      const controller = new AbortController();
      const onAbort = () => controller.abort(context.signal?.reason);
      context.signal?.addEventListener('abort', onAbort, {once: true});
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ToolTimeoutError(`${definition.name} did not finish within ${timeoutMs} ms.`));
        }, timeoutMs);
      });
      try {
        const value = await Promise.race([definition.run(parsed.data, {signal: controller.signal}), timeout]);
        return typeof value === 'string' ? value : JSON.stringify(value);
      } finally {
        clearTimeout(timer);
        context.signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
