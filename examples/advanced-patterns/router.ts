/**
 * A router: one cheap classification call picks a specialist agent; anything the
 * classifier is unsure about goes to the fallback route instead of a guess.
 */
import type {AgentRunResult, AgentRunner, LlmProvider} from '../basic-agent/agent.js';

export interface Route {
  readonly name: string;
  readonly description: string;
  readonly runner: Pick<AgentRunner, 'run'>;
}

export async function classify(provider: LlmProvider, input: string, routes: readonly Route[], fallback: string): Promise<string> {
  const menu = routes.map((route) => `- ${route.name}: ${route.description}`).join('\n');
  const result = await provider.complete({
    messages: [
      {
        role: 'system',
        content: `Pick the one route that fits the request. Answer with the route name only, or "${fallback}" if none fits.\n${menu}`,
      },
      {role: 'user', content: input},
    ],
    // Reasoning tokens count toward this cap; at a reasoning model's default effort a few hundred can
    // be spent before the one-word answer, and the adapter then reports that instead of a route.
    maxOutputTokens: 2_000,
  });
  const answer = (result.content ?? '').trim().toLowerCase().replace(/[^a-z0-9_-]/g, '');
  return routes.some((route) => route.name === answer) ? answer : fallback;
}

export async function routeAndRun(
  classifier: LlmProvider,
  input: string,
  routes: readonly Route[],
  fallback: string,
): Promise<{route: string; result: AgentRunResult}> {
  const route = await classify(classifier, input, routes, fallback);
  const target = routes.find((candidate) => candidate.name === route) ?? routes.find((candidate) => candidate.name === fallback);
  if (!target) throw new Error(`Fallback route "${fallback}" is not configured.`);
  return {route: target.name, result: await target.runner.run(input)};
}
