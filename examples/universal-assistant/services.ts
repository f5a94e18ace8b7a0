/** An example catalog: a CRM and a billing system (illustrative internal APIs). */
import {z} from 'zod';
import type {ApiService} from './catalog.js';

export const exampleServices: readonly ApiService[] = [
  {
    name: 'CRM',
    baseUrl: 'https://crm.internal.example.com/api',
    tokenEnv: 'CRM_API_TOKEN',
    operations: [
      {
        operationId: 'crm_get_customer',
        description: 'Fetch one customer record by id',
        method: 'GET',
        path: '/v1/customers/{customerId}',
        params: z.object({customerId: z.string().regex(/^C-\d+$/)}),
        readOnly: true,
      },
      {
        operationId: 'crm_search_customers',
        description: 'Search customers by name or e-mail',
        method: 'GET',
        path: '/v1/customers',
        params: z.object({q: z.string().min(2), limit: z.number().int().min(1).max(20).default(5)}),
        readOnly: true,
      },
    ],
  },
  {
    name: 'Billing',
    baseUrl: 'https://billing.internal.example.com',
    tokenEnv: 'BILLING_API_TOKEN',
    operations: [
      {
        operationId: 'billing_list_invoices',
        description: 'List invoices of a customer, newest first',
        method: 'GET',
        path: '/v2/customers/{customerId}/invoices',
        params: z.object({customerId: z.string().regex(/^C-\d+$/), status: z.enum(['open', 'paid', 'overdue']).optional()}),
        readOnly: true,
      },
      {
        operationId: 'billing_send_reminder',
        description: 'Send a payment reminder e-mail for one invoice',
        method: 'POST',
        path: '/v2/invoices/{invoiceId}/reminders',
        params: z.object({invoiceId: z.string().regex(/^INV-\d+$/), message: z.string().max(500).optional()}),
        readOnly: false,
      },
    ],
  },
];
