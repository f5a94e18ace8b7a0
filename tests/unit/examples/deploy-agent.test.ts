// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';
import taskPolicy from '../../../examples/deploy-agent/task-role-policy.json';
import executionPolicy from '../../../examples/deploy-agent/execution-role-policy.json';
import taskDefinition from '../../../examples/deploy-agent/task-definition.json';
import {TokenBucketLimiter} from '../../../examples/deploy-agent/rate-limiter';
import {apiKeyAuthenticator, createAgentHandler, type HttpRequest} from '../../../examples/deploy-agent/server';
import {BudgetExceededError} from '../../../examples/advanced-patterns/budget';
import {AgentRunner} from '../../../examples/basic-agent/agent';
import {inMemoryOrderStore, orderStatusTool, SUPPORT_PROMPT} from '../../../examples/basic-agent/tools';
import {createLogger} from '../../../examples/setup-environment/logger';
import {call, ScriptedProvider} from './fakes';

const KEY = 'k'.repeat(32);
const ok = {status: 'completed' as const, output: 'Shipped.', steps: 2, toolCalls: [], usage: {inputTokens: 120, outputTokens: 30}, messages: []};

function setup(run = vi.fn(async () => ok), capacity = 2) {
  let now = 0;
  const logs: Record<string, unknown>[] = [];
  const handler = createAgentHandler({
    agents: {'order-support': () => ({run})},
    limiter: new TokenBucketLimiter(capacity, 60, () => now),
    authenticate: apiKeyAuthenticator(`acme=${KEY}`),
    log: (entry) => logs.push(entry),
  });
  const post = (body: unknown, headers: Record<string, string> = {'x-api-key': KEY}): Promise<ReturnType<typeof handler> extends Promise<infer R> ? R : never> =>
    handler({method: 'POST', path: '/v1/agents/order-support/runs', headers, body: typeof body === 'string' ? body : JSON.stringify(body)} satisfies HttpRequest);
  return {handler, post, run, logs, advance: (ms: number) => (now += ms)};
}

describe('agent service handler', () => {
  it('runs the agent for an authenticated tenant and logs metadata, not content', async () => {
    const {post, run, logs} = setup();
    const response = await post({input: 'Where is ORD-10042?'});
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({status: 'completed', output: 'Shipped.', usage: {inputTokens: 120, outputTokens: 30}});
    expect(run).toHaveBeenCalledWith('Where is ORD-10042?');
    expect(logs[0]).toMatchObject({event: 'agent_run', tenant: 'acme', inputTokens: 120});
    expect(JSON.stringify(logs)).not.toContain('ORD-10042');
  });

  it('answers 401, 404 and 400 for the usual mistakes', async () => {
    const {handler, post} = setup();
    expect((await post({input: 'hi'}, {'x-api-key': 'wrong'})).status).toBe(401);
    expect((await handler({method: 'POST', path: '/v1/agents/nope/runs', headers: {'x-api-key': KEY}, body: '{}'})).status).toBe(404);
    expect((await post('{not json')).status).toBe(400);
    expect((await post({input: ''})).status).toBe(400);
    expect((await handler({method: 'GET', path: '/healthz', headers: {}, body: ''})).status).toBe(200);
  });

  it('rate-limits per tenant with Retry-After, then recovers', async () => {
    const {post, advance} = setup(undefined, 2);
    expect((await post({input: 'a'})).status).toBe(200);
    expect((await post({input: 'b'})).status).toBe(200);
    const limited = await post({input: 'c'});
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    advance(1_000);
    expect((await post({input: 'd'})).status).toBe(200);
  });

  it('maps an exhausted budget to 402 and other failures to 502', async () => {
    const budget = setup(vi.fn(async () => { throw new BudgetExceededError('spent'); }));
    expect((await budget.post({input: 'x'})).status).toBe(402);
    const broken = setup(vi.fn(async () => { throw new Error('provider down'); }));
    const response = await broken.post({input: 'x'});
    expect(response.status).toBe(502);
    expect(response.body).not.toContain('provider down');
  });

  it('ignores API keys shorter than 16 characters', () => {
    const authenticate = apiKeyAuthenticator('acme=short,beta=' + KEY);
    expect(authenticate({'x-api-key': 'short'})).toBeNull();
    expect(authenticate({'x-api-key': KEY})).toBe('beta');
  });
});

describe('IAM policies and task definition', () => {
  type Statement = {Sid: string; Effect: string; Action: string | string[]; Resource: string | string[]; Condition?: unknown};
  const statements: Statement[] = [...taskPolicy.Statement, ...executionPolicy.Statement];

  it('grant no wildcard actions and no unconditioned wildcard resources', () => {
    for (const statement of statements) {
      const actions = Array.isArray(statement.Action) ? statement.Action : [statement.Action];
      expect(statement.Effect).toBe('Allow');
      expect(actions.every((action) => !action.includes('*'))).toBe(true);
      // The only "*" resources allowed: ecr:GetAuthorizationToken (no resource-level permissions) and conditioned metrics.
      if (statement.Resource === '*') expect(statement.Condition !== undefined || actions.join() === 'ecr:GetAuthorizationToken').toBe(true);
    }
  });

  it('inject every secret the service reads, and nothing else, from this service’s secret path', () => {
    const container = taskDefinition.containerDefinitions[0];
    expect(container?.secrets.map((secret) => secret.name).sort()).toEqual(['CAP_API_KEYS', 'CAP_PRICES_JSON', 'OPENAI_API_KEY']);
    expect(container?.secrets.every((secret) => secret.valueFrom.startsWith('arn:aws:secretsmanager:us-east-1:111122223333:secret:cap/prod/agent-service/'))).toBe(true);
    expect(JSON.stringify(container?.environment)).not.toMatch(/KEY|TOKEN|SECRET/);
    const secretGrant = executionPolicy.Statement.find((statement) => statement.Action === 'secretsmanager:GetSecretValue');
    expect(secretGrant?.Resource).toBe('arn:aws:secretsmanager:us-east-1:111122223333:secret:cap/prod/agent-service/*');
  });
});

describe('the order-support agent behind the handler, against the OpenAI contract double', () => {
  const store = inMemoryOrderStore([{id: 'ORD-10042', status: 'shipped', carrier: 'UPS', eta: '2026-11-25'}]);
  const script = [{toolCalls: [call('get_order_status', {orderId: 'ORD-10042'})]}, {content: 'ORD-10042 shipped with UPS, arriving 2026-11-25.'}];

  function serve(provider: ScriptedProvider) {
    const logs: Record<string, unknown>[] = [];
    const handler = createAgentHandler({
      agents: {'order-support': () => new AgentRunner({provider, systemPrompt: SUPPORT_PROMPT, tools: [orderStatusTool(store)], maxSteps: 4})},
      limiter: new TokenBucketLimiter(2, 60),
      authenticate: apiKeyAuthenticator(`acme=${KEY}`),
      log: (entry) => logs.push(entry),
    });
    const response = handler({method: 'POST', path: '/v1/agents/order-support/runs', headers: {'x-api-key': KEY}, body: JSON.stringify({input: 'Where is ORD-10042?'})});
    return {response, logs};
  }

  it('completes step 6 of the engine setup with gpt-6.1-terra on the Responses API (the default)', async () => {
    const {response} = serve(new ScriptedProvider(script));
    const result = await response;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({status: 'completed', output: expect.stringContaining('UPS')});
  });

  it('on Chat Completions without reasoning_effort none, answers 502 and logs the provider\'s reason', async () => {
    const {response, logs} = serve(new ScriptedProvider(script, {api: 'chat'}));
    expect((await response).status).toBe(502);
    expect(logs.at(-1)).toMatchObject({event: 'agent_failed', status: 400, detail: expect.stringContaining('Function tools with reasoning_effort are not supported for gpt-6.1-terra')});
  });
});

describe('createLogger', () => {
  it('drops entries below CAP_LOG_LEVEL and writes one JSON line per entry', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (line) => lines.push(line));
    log({level: 'info', event: 'agent_run'});
    log({level: 'warn', event: 'rate_limited', tenant: 'acme'});
    log({level: 'error', event: 'agent_failed'});
    expect(lines.map((line) => JSON.parse(line).event)).toEqual(['rate_limited', 'agent_failed']);
  });
});
