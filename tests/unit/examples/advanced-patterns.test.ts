// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';
import {AgentRunner, type Tool} from '../../../examples/basic-agent/agent';
import {requireApproval, type Approver} from '../../../examples/advanced-patterns/approval';
import {BudgetExceededError, CostMeter, meteredProvider} from '../../../examples/advanced-patterns/budget';
import {isRetryable, withRetry} from '../../../examples/advanced-patterns/retry';
import {classify, routeAndRun, type Route} from '../../../examples/advanced-patterns/router';
import {call, ScriptedProvider} from './fakes';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), {status});

describe('withRetry', () => {
  it('retries rate limits with growing delays, then succeeds', async () => {
    // Real 429 responses (with Retry-After) from the contract double, surfaced as the SDK's RateLimitError.
    const provider = new ScriptedProvider((_, n) => (n < 2 ? {fault: 'rate_limit', retryAfterSeconds: 1} : {content: 'ok'}));
    const sleep = vi.fn(async (_ms: number) => {});
    const result = await withRetry(provider, {sleep, random: () => 1, baseDelayMs: 100}).complete({messages: []});
    expect(result.content).toBe('ok');
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200]);
    expect(provider.wire).toHaveLength(3);
  });

  it('does not retry client errors and gives up after the retry budget', async () => {
    const sleep = vi.fn(async () => {});
    const bad = new ScriptedProvider(() => { throw httpError(400); });
    await expect(withRetry(bad, {sleep}).complete({messages: []})).rejects.toMatchObject({status: 400});
    expect(sleep).not.toHaveBeenCalled();

    const down = new ScriptedProvider(() => ({fault: 'server_error', status: 503}));
    await expect(withRetry(down, {sleep, retries: 2}).complete({messages: []})).rejects.toMatchObject({status: 503});
    expect(down.requests).toHaveLength(3);
  });

  it('classifies errors', () => {
    expect([408, 429, 500, 503].map((status) => isRetryable(httpError(status)))).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404].map((status) => isRetryable(httpError(status)))).toEqual([false, false, false, false]);
    expect(isRetryable(Object.assign(new Error('reset'), {code: 'ECONNRESET'}))).toBe(true);
  });
});

describe('CostMeter', () => {
  // Priced under the model the provider requests (ScriptedProvider asks for gpt-6.1-terra).
  const prices = {'gpt-6.1-terra': {inputPerMillion: 1, outputPerMillion: 4}};

  it('prices usage per model and refuses calls once the daily budget is spent', async () => {
    const meter = new CostMeter(prices, 0.00005, () => '2026-11-21');
    const provider = meteredProvider(new ScriptedProvider(() => ({content: 'hi', inputTokens: 10, outputTokens: 5})), meter, 'acme');
    await provider.complete({messages: []});
    expect(meter.spentToday('acme')).toBeCloseTo((10 * 1 + 5 * 4) / 1_000_000, 12);
    await provider.complete({messages: []});
    await expect(provider.complete({messages: []})).rejects.toBeInstanceOf(BudgetExceededError);
    expect(meter.spentToday('other-tenant')).toBe(0);
  });

  it('resets with the day and refuses unknown models', () => {
    let day = '2026-11-21';
    const meter = new CostMeter(prices, 1, () => day);
    meter.record('acme', 'gpt-6.1-terra', {inputTokens: 1_000_000, outputTokens: 0});
    expect(() => meter.assertWithinBudget('acme')).toThrow(BudgetExceededError);
    day = '2026-11-22';
    expect(() => meter.assertWithinBudget('acme')).not.toThrow();
    expect(() => meter.record('acme', 'unpriced', {inputTokens: 1, outputTokens: 1})).toThrow(/No price configured/);
  });

  it('refuses an unpriced model before any model call is made (and billed)', async () => {
    const meter = new CostMeter(prices, 1, () => '2026-11-21');
    const unpriced = new ScriptedProvider([{content: 'never sent'}], {model: 'gpt-6.1-sol'});
    expect(() => meteredProvider(unpriced, meter, 'acme')).toThrow(/No price configured for model "gpt-6.1-sol"/);
    expect(unpriced.requests).toHaveLength(0);
  });

  it('prices by the requested model even when the API reports a snapshot name', async () => {
    const meter = new CostMeter(prices, 1, () => '2026-11-21');
    const provider = meteredProvider(new ScriptedProvider([{content: 'hi', model: 'gpt-6.1-terra-2026-10-26', inputTokens: 10, outputTokens: 5}]), meter, 'acme');
    await expect(provider.complete({messages: [{role: 'user', content: 'hi'}]})).resolves.toMatchObject({model: 'gpt-6.1-terra-2026-10-26'});
    expect(meter.spentToday('acme')).toBeCloseTo(30 / 1_000_000, 12);
  });

  it('stops an agent mid-run when the budget runs out', async () => {
    const meter = new CostMeter(prices, 0.00003, () => '2026-11-21');
    const scripted = new ScriptedProvider(() => ({toolCalls: [call('noop', {})]}));
    const noop: Tool = {spec: {name: 'noop', description: 'does nothing', parameters: {type: 'object'}}, execute: async () => 'ok'};
    const agent = new AgentRunner({provider: meteredProvider(scripted, meter, 'acme'), systemPrompt: 's', tools: [noop], maxSteps: 10});
    await expect(agent.run('go')).rejects.toBeInstanceOf(BudgetExceededError);
    expect(scripted.requests).toHaveLength(1);
  });
});

describe('requireApproval', () => {
  const refund = vi.fn(async () => 'refunded');
  const refundTool: Tool = {spec: {name: 'issue_refund', description: 'Refund an order.', parameters: {type: 'object'}}, execute: refund};

  it('runs the tool only after approval of the exact arguments', async () => {
    const review = vi.fn<Approver['review']>(async () => ({approved: true}));
    const guarded = requireApproval(refundTool, {review});
    await expect(guarded.execute({orderId: 'ORD-1', amount: 20}, {})).resolves.toBe('refunded');
    expect(review).toHaveBeenCalledWith({tool: 'issue_refund', args: {orderId: 'ORD-1', amount: 20}});
    expect(guarded.spec.description).toMatch(/Requires human approval/);
  });

  it('tells the model when a reviewer declines, without running the tool', async () => {
    refund.mockClear();
    const guarded = requireApproval(refundTool, {review: async () => ({approved: false, reason: 'amount above limit'})});
    const provider = new ScriptedProvider([{toolCalls: [call('issue_refund', {orderId: 'ORD-1', amount: 900})]}, {content: 'A reviewer declined the refund.'}]);
    const result = await new AgentRunner({provider, systemPrompt: 's', tools: [guarded]}).run('refund me');
    expect(refund).not.toHaveBeenCalled();
    expect(result.toolCalls[0]).toMatchObject({ok: false, result: 'Error: A reviewer declined this action: amount above limit'});
  });
});

describe('router', () => {
  const runner = (label: string) => ({run: vi.fn(async () => ({status: 'completed' as const, output: label, steps: 1, toolCalls: [], usage: {inputTokens: 0, outputTokens: 0}, messages: []}))});
  const routes: Route[] = [
    {name: 'billing', description: 'invoices and payments', runner: runner('billing answer')},
    {name: 'general', description: 'anything else', runner: runner('general answer')},
  ];

  it('sends the request to the route the classifier names', async () => {
    const classifier = new ScriptedProvider([{content: 'Billing.'}]);
    const {route, result} = await routeAndRun(classifier, 'Why was I charged twice?', routes, 'general');
    expect(route).toBe('billing');
    expect(result.output).toBe('billing answer');
    expect(String(classifier.requests[0]?.messages[0]?.content)).toContain('- billing: invoices and payments');
  });

  it('falls back when the classifier answers with something unknown', async () => {
    await expect(classify(new ScriptedProvider([{content: 'legal'}]), 'Can I sue?', routes, 'general')).resolves.toBe('general');
  });
});
