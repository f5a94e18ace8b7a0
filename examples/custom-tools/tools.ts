/**
 * Two enterprise tools built with defineTool: a read-only policy search and a
 * ticket tool with side effects. Both depend on injected services, not globals.
 */
import {z} from 'zod';
import type {Tool} from '../basic-agent/agent.js';
import {defineTool} from './define-tool.js';

export interface PolicyHit {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
}

export interface PolicySearch {
  search(query: string, limit: number, signal?: AbortSignal): Promise<readonly PolicyHit[]>;
}

export interface TicketService {
  create(ticket: {title: string; description: string; priority: 'low' | 'normal' | 'high'; requester: string}): Promise<{id: string; url: string}>;
}

export const searchPoliciesSchema = z.object({
  query: z.string().min(3).max(200).describe('What to look for in the HR and IT policy library'),
  limit: z.number().int().min(1).max(5).default(3).describe('How many passages to return'),
});

export const createTicketSchema = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(10).max(4_000),
  priority: z.enum(['low', 'normal', 'high']).default('normal'),
});

export function searchPoliciesTool(library: PolicySearch): Tool {
  return defineTool({
    name: 'search_policies',
    description: 'Search the company policy library. Returns passages with their policy id; cite the id in the answer.',
    schema: searchPoliciesSchema,
    timeoutMs: 5_000,
    async run({query, limit}, {signal}) {
      const hits = await library.search(query, limit, signal);
      return hits.length === 0 ? 'No policy passage matched.' : hits;
    },
  });
}

/** `requester` comes from the authenticated session, never from the model. */
export function createTicketTool(tickets: TicketService, requester: string): Tool {
  return defineTool({
    name: 'create_it_ticket',
    description: 'Open an IT service-desk ticket for the current user. Only use it when the user asked for a ticket.',
    schema: createTicketSchema,
    async run(args) {
      const created = await tickets.create({...args, requester});
      return {created: true, ticketId: created.id, url: created.url};
    },
  });
}
