import {describe, expect, it, vi} from 'vitest';
import {AgentRunner} from '../../../examples/basic-agent/agent';
import {apiTools, type FetchLike} from '../../../examples/universal-assistant/api-tools';
import {buildRequest, findOperation} from '../../../examples/universal-assistant/catalog';
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
});

describe('universal assistant', () => {
  function setup(fetchImpl: FetchLike, replies: ConstructorParameters<typeof ScriptedProvider>[0], allowWrites = false) {
    const fetch = vi.fn(fetchImpl);
    const provider = new ScriptedProvider(replies);
    const agent = new AgentRunner({provider, systemPrompt: 's', tools: apiTools({services: exampleServices, fetch, env, allowWrites}), maxSteps: 4});
    return {fetch, provider, agent};
  }

  it('calls the right operation with the right URL and the service’s own token', async () => {
    const {fetch, agent} = setup(async () => ({ok: true, status: 200, text: async () => '[{"id":"INV-7","status":"overdue","amount":"1200.00"}]'}), [
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
    const {fetch, agent} = setup(async () => ({ok: true, status: 201, text: async () => '{}'}), [
      {toolCalls: [call('call_api', {operationId: 'billing_send_reminder', params: {invoiceId: 'INV-7'}})]},
      {content: 'I cannot send reminders.'},
    ]);
    const result = await agent.run('Send a reminder for INV-7');
    expect(fetch).not.toHaveBeenCalled();
    expect(result.toolCalls[0]?.result).toMatch(/changes data and this assistant is read-only/);
  });

  it('sends a JSON body for writes when they are allowed', async () => {
    const {fetch, agent} = setup(async () => ({ok: true, status: 201, text: async () => '{"sent":true}'}), [
      {toolCalls: [call('call_api', {operationId: 'billing_send_reminder', params: {invoiceId: 'INV-7', message: 'Friendly reminder'}})]},
      {content: 'Reminder sent.'},
    ], true);
    await agent.run('Send a reminder for INV-7');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({method: 'POST', body: '{"message":"Friendly reminder"}', headers: {'content-type': 'application/json'}});
  });

  it('passes an HTTP error back to the model and cuts long bodies', async () => {
    const {agent} = setup(async () => ({ok: false, status: 503, text: async () => 'x'.repeat(10_000)}), [
      {toolCalls: [call('call_api', {operationId: 'crm_get_customer', params: {customerId: 'C-1'}})]},
      {content: 'The CRM is unavailable right now.'},
    ]);
    const result = await agent.run('Who is C-1?');
    const record = result.toolCalls[0];
    expect(record?.ok).toBe(false);
    expect(record?.result).toMatch(/^Error: CRM answered HTTP 503/);
    expect(record?.result).toContain('more characters cut');
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
