// @vitest-environment node
import {describe, expect, it, vi} from 'vitest';
import {Command} from '@langchain/langgraph';
import type {CompletionRequest} from '../../../examples/basic-agent/agent';
import type {TicketService} from '../../../examples/custom-tools/tools';
import {buildWorkplaceGraph, pendingTicket, type CalendarService} from '../../../examples/virtual-workplace-assistant/graph';
import {extractJson} from '../../../examples/virtual-workplace-assistant/json';
import {keywordPolicySearch} from '../../../examples/custom-tools/mcp-server';
import {ScriptedProvider, type Reply} from './fakes';

/** Answers by the kind of instruction it receives, like a well-behaved model would. */
function fakeModel(intent: string, extra: Record<string, unknown> = {}) {
  return new ScriptedProvider((request: CompletionRequest): Reply => {
    const system = String(request.messages[0]?.content ?? '');
    if (system.startsWith('Classify')) return {content: JSON.stringify({intent})};
    if (system.startsWith('Draft an IT')) return {content: '```json\n' + JSON.stringify({title: 'Laptop fan is loud', description: 'Fan runs at full speed since yesterday.', priority: 'normal'}) + '\n```'};
    if (system.startsWith('Extract the meeting')) return {content: JSON.stringify({attendees: ['sam@example.com'], durationMinutes: 30, topic: 'Q4 review', ...extra})};
    if (system.startsWith('Answer only from the policy')) return {content: 'You may work remotely up to three days a week [HR-7].'};
    return {content: 'unexpected'};
  });
}

function setup(intent: string) {
  const create = vi.fn<TicketService['create']>(async () => ({id: 'IT-1042', url: 'https://desk.example.com/IT-1042'}));
  const findCommonSlots = vi.fn<CalendarService['findCommonSlots']>(async () => ['2026-11-24T10:00:00Z']);
  const model = fakeModel(intent);
  const graph = buildWorkplaceGraph({
    model,
    policies: keywordPolicySearch([{id: 'HR-7', title: 'Remote work', excerpt: 'Employees may work remotely up to three days a week.'}]),
    calendar: {findCommonSlots},
    tickets: {create},
  });
  return {graph, create, findCommonSlots, model};
}

const config = (id: string) => ({configurable: {thread_id: id}});

describe('virtual workplace assistant graph', () => {
  it('pauses before creating a ticket and creates it only after approval', async () => {
    const {graph, create} = setup('it_ticket');
    await graph.invoke({request: 'My laptop fan is loud, open a ticket', requester: 'jordan@example.com'}, config('t1'));

    expect(create).not.toHaveBeenCalled();
    expect(await pendingTicket(graph, 't1')).toEqual({title: 'Laptop fan is loud', description: 'Fan runs at full speed since yesterday.', priority: 'normal'});

    const final = await graph.invoke(new Command({resume: {approved: true}}), config('t1'));
    expect(create).toHaveBeenCalledWith({title: 'Laptop fan is loud', description: 'Fan runs at full speed since yesterday.', priority: 'normal', requester: 'jordan@example.com'});
    expect(final.answer).toBe('Ticket IT-1042 created: https://desk.example.com/IT-1042');
    expect(await pendingTicket(graph, 't1')).toBeUndefined();
  });

  it('creates nothing when the employee declines', async () => {
    const {graph, create} = setup('it_ticket');
    await graph.invoke({request: 'open a ticket', requester: 'jordan@example.com'}, config('t2'));
    const final = await graph.invoke(new Command({resume: {approved: false}}), config('t2'));
    expect(create).not.toHaveBeenCalled();
    expect(final.answer).toBe('Understood: no ticket was created.');
  });

  it('answers policy questions from the policy library with citations', async () => {
    const {graph, model} = setup('policy_question');
    const final = await graph.invoke({request: 'How many days can I work remotely?', requester: 'jordan@example.com'}, config('t3'));
    expect(final.answer).toContain('[HR-7]');
    expect(String(model.requests[1]?.messages[0]?.content)).toContain('[HR-7] Remote work');
  });

  it('proposes a meeting with the requester added, without booking it', async () => {
    const {graph, findCommonSlots} = setup('schedule_meeting');
    const final = await graph.invoke({request: 'Find 30 minutes with sam@example.com for the Q4 review', requester: 'jordan@example.com'}, config('t4'));
    expect(findCommonSlots).toHaveBeenCalledWith(['jordan@example.com', 'sam@example.com'], 30, 5);
    expect(final.answer).toContain('2026-11-24T10:00:00Z');
    expect(final.answer).toContain('Nothing is booked');
  });

  it('falls back safely when the classification is unreadable', async () => {
    const {graph, create} = setup('delete_all_tickets');
    const final = await graph.invoke({request: 'do something', requester: 'jordan@example.com'}, config('t5'));
    expect(final.intent).toBe('other');
    expect(create).not.toHaveBeenCalled();
  });

  it('extracts JSON from fenced or chatty answers', () => {
    expect(extractJson('Sure! {"a": 1} hope that helps')).toEqual({a: 1});
    expect(() => extractJson('no json here')).toThrow(/no JSON object/);
  });
});
