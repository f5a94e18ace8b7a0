/**
 * CAP configuration, read once from the environment and validated with zod.
 * Secrets are only ever read from env vars (locally from a git-ignored .env file,
 * on AWS injected from Secrets Manager into the container's environment).
 */
import {z} from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const ConfigSchema = z
  .object({
    OPENAI_API_KEY: z.string().min(1, 'OPENAI_API_KEY is required.'),
    OPENAI_BASE_URL: z.url().optional(),
    CAP_MODEL: z.string().min(1, 'CAP_MODEL is required, for example gpt-6.1-terra.'),
    /** responses (default) or chat: which OpenAI API the provider calls; see basic-agent/openai-provider.ts. */
    CAP_OPENAI_API: z.enum(['responses', 'chat']).default('responses'),
    CAP_REASONING_EFFORT: z.enum(['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max']).optional(),
    CAP_MAX_STEPS: positiveInt(6),
    CAP_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    CAP_DAILY_BUDGET_USD: z.coerce.number().positive().default(25),
    CAP_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  })
  .superRefine((env, ctx) => {
    // OpenAI's own keys are long; a self-hosted endpoint (vLLM's --api-key, or a dummy such as EMPTY)
    // may use any value, so the length check applies only without OPENAI_BASE_URL.
    if (!env.OPENAI_BASE_URL && env.OPENAI_API_KEY.length < 20) {
      ctx.addIssue({code: 'custom', path: ['OPENAI_API_KEY'], message: 'OPENAI_API_KEY looks too short for an OpenAI key; paste the whole key.'});
    }
  });

export type CapConfig = z.infer<typeof ConfigSchema>;

export type ConfigResult =
  | {readonly ok: true; readonly config: CapConfig}
  | {readonly ok: false; readonly problems: readonly string[]};

export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  // Empty strings count as unset, which is what a half-filled .env file usually means.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (parsed.success) return {ok: true, config: parsed.data};
  return {ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`)};
}

/** Show a secret well enough to recognise it, never well enough to use it. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '****';
  return `${secret.slice(0, 3)}…${secret.slice(-4)}`;
}

export function describeConfig(config: CapConfig): string[] {
  return [
    `OPENAI_API_KEY            ${maskSecret(config.OPENAI_API_KEY)}`,
    `OPENAI_BASE_URL           ${config.OPENAI_BASE_URL ?? '(OpenAI default)'}`,
    `CAP_MODEL                 ${config.CAP_MODEL}`,
    `CAP_OPENAI_API            ${config.CAP_OPENAI_API}`,
    `CAP_REASONING_EFFORT      ${config.CAP_REASONING_EFFORT ?? '(model default)'}`,
    `CAP_MAX_STEPS             ${config.CAP_MAX_STEPS}`,
    `CAP_RATE_LIMIT_PER_MINUTE ${config.CAP_RATE_LIMIT_PER_MINUTE}`,
    `CAP_DAILY_BUDGET_USD      ${config.CAP_DAILY_BUDGET_USD}`,
    `CAP_LOG_LEVEL             ${config.CAP_LOG_LEVEL}`,
  ];
}
