// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {PromptRegistry, variablesOf} from '../../../examples/cap-engine/prompt-registry';

const v1 = {id: 'support/order-status', version: 1, owner: 'support-team', description: 'Order support', template: 'You help {{customerName}} with orders.'};
const v2 = {...v1, version: 2, template: 'You help {{ customerName }} with orders in {{locale}}.'};

describe('PromptRegistry', () => {
  it('renders the production version and reports which version and checksum it used', () => {
    const registry = new PromptRegistry();
    registry.register(v1);
    registry.register(v2);
    registry.promote('support/order-status', 1);
    const rendered = registry.render('support/order-status', {customerName: 'Ana'});
    expect(rendered).toMatchObject({version: 1, text: 'You help Ana with orders.'});
    expect(rendered.checksum).toMatch(/^[0-9a-f]{64}$/);

    registry.promote('support/order-status', 2);
    expect(registry.render('support/order-status', {customerName: 'Ana', locale: 'de-DE'}).text).toBe('You help Ana with orders in de-DE.');
  });

  it('treats missing and unexpected variables as errors', () => {
    const registry = new PromptRegistry();
    registry.register(v2);
    registry.promote('support/order-status', 2);
    expect(() => registry.render('support/order-status', {customerName: 'Ana'})).toThrow('missing variables: locale');
    expect(() => registry.render('support/order-status', {customerName: 'Ana', locale: 'en', tone: 'warm'})).toThrow('does not use variables: tone');
  });

  it('never lets a published version change', () => {
    const registry = new PromptRegistry();
    registry.register(v1);
    expect(() => registry.register({...v1, template: 'Changed'})).toThrow(/already published/);
    expect(() => registry.promote('support/order-status', 9)).toThrow(/not published/);
    expect(variablesOf(v2.template)).toEqual(['customerName', 'locale']);
  });

  it('serves nothing to production until a version is promoted, and rolls back by moving the label', () => {
    const registry = new PromptRegistry();
    registry.register(v1);
    registry.register(v2);
    expect(() => registry.render('support/order-status', {customerName: 'Ana'})).toThrow(/no production version/);
    // An agent that pins a version can use it before promotion (the evaluation path).
    expect(registry.render('support/order-status', {customerName: 'Ana', locale: 'en'}, 2).version).toBe(2);
    registry.promote('support/order-status', 2);
    registry.promote('support/order-status', 1);
    expect(registry.productionVersion('support/order-status')).toBe(1);
    expect(registry.render('support/order-status', {customerName: 'Ana'}).text).toBe('You help Ana with orders.');
  });
});

describe('AgentDefinition → buildAgent', () => {
  it('wires prompt, tier and tools, and puts approval in front of risky tools', async () => {
    const {buildAgent} = await import('../../../examples/cap-engine/agent-definition');
    const {ScriptedProvider, call} = await import('./fakes');
    const registry = new PromptRegistry();
    registry.register({...v1});
    registry.promote('support/order-status', 1);
    const executed: string[] = [];
    const tool = (name: string) => ({spec: {name, description: name, parameters: {type: 'object'}}, execute: async () => { executed.push(name); return 'done'; }});
    const fast = new ScriptedProvider([{toolCalls: [call('lookup', {}), call('refund', {})]}, {content: 'ok'}]);
    const reviews: string[] = [];
    const definition = {
      id: 'order-support', description: 'Order questions', owner: 'support-team', promptId: 'support/order-status', modelTier: 'fast' as const,
      tools: ['lookup', 'refund'], approvalRequired: ['refund'], maxSteps: 3, dataClassification: 'internal' as const,
    };
    const runner = buildAgent(definition, {
      prompts: registry,
      toolCatalog: new Map([['lookup', tool('lookup')], ['refund', tool('refund')], ['delete', tool('delete')]]),
      providers: {fast, standard: new ScriptedProvider([]), reasoning: new ScriptedProvider([])},
      approver: {review: async ({tool: name}) => { reviews.push(name); return {approved: false, reason: 'no'}; }},
    }, {customerName: 'Ana'});
    const result = await runner.run('refund ORD-1');

    expect(fast.requests[0]?.messages[0]).toEqual({role: 'system', content: 'You help Ana with orders.'});
    expect(fast.requests[0]?.tools?.map((spec) => spec.name)).toEqual(['lookup', 'refund']);
    expect(reviews).toEqual(['refund']);
    expect(executed).toEqual(['lookup']);
    expect(result.toolCalls[1]?.ok).toBe(false);
  });

  it('refuses definitions that name tools outside the catalog', async () => {
    const {buildAgent} = await import('../../../examples/cap-engine/agent-definition');
    const registry = new PromptRegistry();
    registry.register({...v1});
    registry.promote('support/order-status', 1);
    expect(() =>
      buildAgent(
        {id: 'x', description: '', owner: 'o', promptId: 'support/order-status', modelTier: 'fast', tools: ['shell'], approvalRequired: [], maxSteps: 2, dataClassification: 'internal'},
        {prompts: registry, toolCatalog: new Map(), providers: {} as never, approver: {review: async () => ({approved: true})}},
        {customerName: 'A'},
      ),
    ).toThrow('unknown tools: shell');
  });
});
