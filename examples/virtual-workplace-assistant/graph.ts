/**
 * The virtual workplace assistant as a LangGraph state graph:
 * classify the request, then answer a policy question, propose a meeting slot, or
 * draft an IT ticket that waits for the employee's approval (a LangGraph interrupt)
 * before anything is created. Services and the model are injected.
 */
import {Annotation, END, MemorySaver, START, StateGraph, interrupt, type BaseCheckpointSaver} from '@langchain/langgraph';
import {z} from 'zod';
import type {LlmProvider} from '../basic-agent/agent.js';
import {createTicketSchema, type PolicySearch, type TicketService} from '../custom-tools/tools.js';
import {askJson} from './json.js';

export const INTENTS = ['policy_question', 'schedule_meeting', 'it_ticket', 'other'] as const;
export type Intent = (typeof INTENTS)[number];

export interface CalendarService {
  /** Free slots (ISO start times) shared by every attendee, earliest first. */
  findCommonSlots(attendees: readonly string[], durationMinutes: number, withinDays: number): Promise<readonly string[]>;
}

export interface WorkplaceServices {
  readonly model: LlmProvider;
  readonly policies: PolicySearch;
  readonly calendar: CalendarService;
  readonly tickets: TicketService;
}

export type TicketDraft = z.infer<typeof createTicketSchema>;
export const ApprovalSchema = z.object({approved: z.boolean(), comment: z.string().optional()});
export type Approval = z.infer<typeof ApprovalSchema>;

export const WorkplaceState = Annotation.Root({
  request: Annotation<string>,
  requester: Annotation<string>,
  intent: Annotation<Intent>,
  ticketDraft: Annotation<TicketDraft | undefined>,
  approval: Annotation<Approval | undefined>,
  answer: Annotation<string>,
});
type State = typeof WorkplaceState.State;

const IntentSchema = z.object({intent: z.enum(INTENTS)});
const MeetingSchema = z.object({
  attendees: z.array(z.email()).min(1).max(20),
  durationMinutes: z.number().int().min(15).max(240),
  topic: z.string().min(3),
});

export function buildWorkplaceGraph(services: WorkplaceServices, checkpointer: BaseCheckpointSaver = new MemorySaver()) {
  const {model, policies, calendar, tickets} = services;

  async function classify(state: State): Promise<Partial<State>> {
    try {
      const {intent} = await askJson(
        model,
        `Classify the employee request. intent is one of: ${INTENTS.join(', ')}. Example: {"intent":"it_ticket"}`,
        state.request,
        IntentSchema,
      );
      return {intent};
    } catch {
      return {intent: 'other'}; // An unreadable classification must not trigger an action.
    }
  }

  async function answerPolicy(state: State): Promise<Partial<State>> {
    const hits = await policies.search(state.request, 3);
    if (hits.length === 0) return {answer: 'I found no policy that covers this. Please ask HR directly.'};
    const context = hits.map((hit) => `[${hit.id}] ${hit.title}: ${hit.excerpt}`).join('\n');
    const result = await model.complete({
      messages: [
        {role: 'system', content: 'Answer only from the policy passages below and cite their ids in brackets. If they do not answer the question, say so.\n' + context},
        {role: 'user', content: state.request},
      ],
      maxOutputTokens: 800,
    });
    return {answer: result.content ?? ''};
  }

  async function proposeMeeting(state: State): Promise<Partial<State>> {
    const meeting = await askJson(
      model,
      'Extract the meeting: {"attendees": [e-mail addresses], "durationMinutes": number, "topic": string}. Include the requester only if named.',
      `Requester: ${state.requester}\n${state.request}`,
      MeetingSchema,
    );
    const attendees = [...new Set([state.requester, ...meeting.attendees])];
    const [first, second] = await calendar.findCommonSlots(attendees, meeting.durationMinutes, 5);
    if (!first) return {answer: `No common ${meeting.durationMinutes}-minute slot in the next 5 working days.`};
    return {answer: `Proposed "${meeting.topic}" for ${attendees.length} people at ${first}${second ? ` (alternative: ${second})` : ''}. Nothing is booked until you confirm.`};
  }

  async function draftTicket(state: State): Promise<Partial<State>> {
    const ticketDraft = await askJson(
      model,
      'Draft an IT service-desk ticket: {"title": string, "description": string, "priority": "low"|"normal"|"high"}.',
      state.request,
      createTicketSchema,
    );
    return {ticketDraft};
  }

  /** Pauses the run. The graph resumes with Command({resume: {approved, comment}}) from the UI. */
  function approveTicket(state: State): Partial<State> {
    const response: unknown = interrupt({kind: 'approve_ticket', ticket: state.ticketDraft});
    return {approval: ApprovalSchema.parse(response)};
  }

  async function createTicket(state: State): Promise<Partial<State>> {
    if (!state.ticketDraft || !state.approval?.approved) {
      return {answer: 'Understood: no ticket was created.'};
    }
    const created = await tickets.create({...state.ticketDraft, requester: state.requester});
    return {answer: `Ticket ${created.id} created: ${created.url}`};
  }

  function fallback(): Partial<State> {
    return {answer: 'I can answer HR and IT policy questions, propose meeting times, and open IT tickets.'};
  }

  return new StateGraph(WorkplaceState)
    .addNode('classify', classify)
    .addNode('answer_policy', answerPolicy)
    .addNode('propose_meeting', proposeMeeting)
    .addNode('draft_ticket', draftTicket)
    .addNode('approve_ticket', approveTicket)
    .addNode('create_ticket', createTicket)
    .addNode('fallback', fallback)
    .addEdge(START, 'classify')
    .addConditionalEdges('classify', (state: State) => state.intent, {
      policy_question: 'answer_policy',
      schedule_meeting: 'propose_meeting',
      it_ticket: 'draft_ticket',
      other: 'fallback',
    })
    .addEdge('draft_ticket', 'approve_ticket')
    .addEdge('approve_ticket', 'create_ticket')
    .addEdge('answer_policy', END)
    .addEdge('propose_meeting', END)
    .addEdge('create_ticket', END)
    .addEdge('fallback', END)
    .compile({checkpointer});
}

export type WorkplaceGraph = ReturnType<typeof buildWorkplaceGraph>;

/** The ticket waiting for approval on a thread, if the run is paused there. */
export async function pendingTicket(graph: WorkplaceGraph, threadId: string): Promise<TicketDraft | undefined> {
  const snapshot = await graph.getState({configurable: {thread_id: threadId}});
  for (const task of snapshot.tasks) {
    for (const pending of task.interrupts) {
      const value = pending.value as {kind?: string; ticket?: TicketDraft} | undefined;
      if (value?.kind === 'approve_ticket') return value.ticket;
    }
  }
  return undefined;
}
