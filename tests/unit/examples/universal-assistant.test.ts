// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';
import {AgentRunner} from '../../../examples/basic-agent/agent';
import {z} from 'zod';
import type {Approver} from '../../../examples/advanced-patterns/approval';
import {apiTools, readCapped, type FetchLike} from '../../../examples/universal-assistant/api-tools';
import {buildRequest, describeCatalog, findOperation, type ApiService} from '../../../examples/universal-assistant/catalog';
import {exampleServices} from '../../../examples/universal-assistant/services';
import {call, ScriptedProvider} from './fakes';

const env = {CRM_API_TOKEN: 'crm-token', BILLING_API_TOKEN: 'billing-token'};

describe('catalog', () => {
  it('fills path parameters and puts the rest in the query string', () => {
    const {service, operation} = findOperation(exampleServices, 'billing_list_invoices');
    expect(buildRequest(service, operation, {customerId: 'C-1042', status: 'overdue'})).toEqual({
      url: 'https://billing.internal.example.com/v2/customers/C-1042/invoices?status=overdue',
      method: 'GET',
    });
  });

  it('keeps the base path and applies defaults', () => {
    const {service, operation} = findOperation(exampleServices, 'crm_search_customers');
    expect(buildRequest(service, operation, {q: 'Acme'}).url).toBe('https://crm.internal.example.com/api/v1/customers?q=Acme&limit=5');
  });

  it('rejects parameters that could escape the path', () => {
    const {service, operation} = findOperation(exampleServices, 'crm_get_customer');
    expect(() => buildRequest(service, operation, {customerId: '../admin'})).toThrow(/Invalid parameters/);
    expect(() => findOperation(exampleServices, 'delete_everything')).toThrow(/Unknown operationId/);
  });

  // A path parameter without a pattern: the review's probe turned {customerId: '..'} into /api/v1/docs.
  const loose: ApiService = {
    name: 'CRM',
    baseUrl: 'https://crm.internal.example.com/api',
    tokenEnv: 'CRM_API_TOKEN',
    operations: [{operationId: 'crm_docs', description: 'Documents of a customer', method: 'GET', path: '/v1/customers/{customerId}/docs', params: z.object({customerId: z.string()}), readOnly: true}],
  };
  const [docs] = loose.operations;

  it.each(['..', '.', '', '%2e%2e', '%2E.', '.%2e'])('refuses the dot-segment or empty path value %j even without a pattern', (value) => {
    expect(() => buildRequest(loose, docs!, {customerId: value})).toThrow(/Invalid path parameter "customerId"/);
  });

  it('keeps other values inside their segment', () => {
    expect(buildRequest(loose, docs!, {customerId: '../admin'}).url).toBe('https://crm.internal.example.com/api/v1/customers/..%2Fadmin/docs');
    expect(buildRequest(loose, docs!, {customerId: '...'}).url).toBe('https://crm.internal.example.com/api/v1/customers/.../docs');
  });

  it('tells the model which parameters are required', () => {
    const line = describeCatalog(exampleServices).split('\n').find((entry) => entry.startsWith('billing_list_invoices'));
    expect(line).toContain('"required":["customerId"]');
    expect(line).toContain('"status"');
  });
});

describe('readCapped', () => {
  it('stops reading a large body at the limit and cancels the rest', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1_000) controller.close();
        else controller.enqueue(new TextEncoder().encode('x'.repeat(1_024)));
      },
    });
    const {text, cut} = await readCapped(body, 4_096);
    expect(cut).toBe(true);
    expect(text).toHaveLength(4_096);
    expect(pulled).toBeLessThan(10);
  });
});

describe('universal assistant', () => {
  // fetch answers with real Response objects, so the code reads a real body stream.
  const answer = (status: number, body: string): FetchLike => async () => new Response(body, {status});

  function setup(fetchImpl: FetchLike, replies: ConstructorParameters<typeof ScriptedProvider>[0], approver?: Approver) {
    const fetch = vi.fn(fetchImpl);
    const provider = new ScriptedProvider(replies);
    const tools = apiTools({services: exampleServices, fetch, env, ...(approver ? {allowWrites: true, approver} : {})});
    const agent = new AgentRunner({provider, systemPrompt: 's', tools, maxSteps: 4});
    return {fetch, provider, agent};
  }

  it('calls the right operation with the right URL and the service’s own token', async () => {
    const {fetch, agent} = setup(answer(200, '[{"id":"INV-7","status":"overdue","amount":"1200.00"}]'), [
      {toolCalls: [call('call_api', {operationId: 'billing_list_invoices', params: {customerId: 'C-1042', status: 'overdue'}})]},
      {content: 'C-1042 has one overdue invoice, INV-7, for 1200.00.'},
    ]);
    const result = await agent.run('Does C-1042 have overdue invoices?');

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://billing.internal.example.com/v2/customers/C-1042/invoices?status=overdue');
    expect(init).toMatchObject({method: 'GET', headers: {authorization: 'Bearer billing-token'}});
    expect(result.toolCalls[0]).toMatchObject({ok: true, result: expect.stringContaining('INV-7')});
  });

  it('refuses write operations on a read-only assistant without any HTTP call', async () => {
    const {fetch, agent} = setup(answer(201, '{}'), [
      {toolCalls: [call('call_api', {operationId: 'billing_send_reminder', params: {invoiceId: 'INV-7'}})]},
      {content: 'I cannot send reminders.'},
    ]);
    const result = await agent.run('Send a reminder for INV-7');
    expect(fetch).not.toHaveBeenCalled();
    expect(result.toolCalls[0]?.result).toMatch(/changes data and this assistant is read-only/);
  });

  it('asks the approver for each write with its exact parameters, then sends a JSON body', async () => {
    const review = vi.fn<Approver['review']>(async () => ({approved: true}));
    const {fetch, agent} = setup(answer(201, '{"sent":true}'), [
      {toolCalls: [call('call_api', {operationId: 'billing_send_reminder', params: {invoiceId: 'INV-7', message: 'Friendly reminder'}})]},
      {content: 'Reminder sent.'},
    ], {review});
    await agent.run('Send a reminder for INV-7');
    expect(review).toHaveBeenCalledWith({tool: 'billing_send_reminder', args: {invoiceId: 'INV-7', message: 'Friendly reminder'}});
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({method: 'POST', body: '{"message":"Friendly reminder"}', headers: {'content-type': 'application/json'}});
  });

  it('runs reads without asking the approver, and a declined write makes no HTTP call', async () => {
    const review = vi.fn<Approver['review']>(async () => ({approved: false, reason: 'not today'}));
    const {fetch, agent} = setup(answer(200, '{"id":"C-1"}'), [
      {toolCalls: [call('call_api', {operationId: 'crm_get_customer', params: {customerId: 'C-1'}}, 'call_read')]},
      {toolCalls: [call('call_api', {operationId: 'billing_send_reminder', params: {invoiceId: 'INV-7'}}, 'call_write')]},
      {content: 'The reviewer declined the reminder.'},
    ], {review});
    const result = await agent.run('Check C-1 and remind INV-7');
    expect(review).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
    expect(result.toolCalls.map((record) => record.ok)).toEqual([true, false]);
    expect(result.toolCalls[1]?.result).toBe('Error: A reviewer declined billing_send_reminder: not today');
  });

  it('refuses allowWrites without an approver', () => {
    expect(() => apiTools({services: exampleServices, fetch: answer(200, ''), env, allowWrites: true})).toThrow(/needs an approver/);
  });

  it('passes an HTTP error back to the model and cuts long bodies', async () => {
    const {agent} = setup(answer(503, 'x'.repeat(100_000)), [
      {toolCalls: [call('call_api', {operationId: 'crm_get_customer', params: {customerId: 'C-1'}})]},
      {content: 'The CRM is unavailable right now.'},
    ]);
    const result = await agent.run('Who is C-1?');
    const record = result.toolCalls[0];
    expect(record?.ok).toBe(false);
    expect(record?.result).toMatch(/^Error: CRM answered HTTP 503/);
    expect(record?.result).toContain('[response cut at 4000 characters]');
    expect(record?.result.length).toBeLessThan(4_200);
  });

  it('says which token is missing instead of calling without one', async () => {
    const provider = new ScriptedProvider([{toolCalls: [call('call_api', {operationId: 'crm_get_customer', params: {customerId: 'C-1'}})]}, {content: 'CRM is not configured.'}]);
    const fetch = vi.fn<FetchLike>();
    const agent = new AgentRunner({provider, systemPrompt: 's', tools: apiTools({services: exampleServices, fetch, env: {}})});
    const result = await agent.run('Who is C-1?');
    expect(fetch).not.toHaveBeenCalled();
    expect(result.toolCalls[0]?.result).toBe('Error: CRM is not configured (missing CRM_API_TOKEN).');
  });
});
