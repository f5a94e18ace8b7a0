/**
 * Module 1 of LangChain Academy's "Introduction to LangGraph" in TypeScript:
 * an assistant node that may call tools, a ToolNode that runs them, the
 * toolsCondition edge that loops until the model answers, and a checkpointer
 * that gives the agent memory per thread.
 */
import {SystemMessage, type AIMessage, type BaseMessage} from '@langchain/core/messages';
import type {StructuredToolInterface} from '@langchain/core/tools';
import {END, MemorySaver, MessagesAnnotation, START, StateGraph, type BaseCheckpointSaver} from '@langchain/langgraph';
import {ToolNode, toolsCondition} from '@langchain/langgraph/prebuilt';

/** Anything that turns messages into an AI message, e.g. ChatOpenAI.bindTools(tools) or our CAP adapter. */
export interface ToolCallingModel {
  invoke(messages: BaseMessage[]): Promise<AIMessage>;
}

export const ASSISTANT_PROMPT = 'You are a helpful assistant that does arithmetic with the tools you are given. Use a tool for every calculation.';

export function buildAcademyAgent(
  model: ToolCallingModel,
  tools: StructuredToolInterface[],
  checkpointer: BaseCheckpointSaver = new MemorySaver(),
) {
  async function assistant(state: typeof MessagesAnnotation.State) {
    const reply = await model.invoke([new SystemMessage(ASSISTANT_PROMPT), ...state.messages]);
    return {messages: [reply]};
  }

  return new StateGraph(MessagesAnnotation)
    .addNode('assistant', assistant)
    // ToolNode catches tool exceptions by default and returns them as ToolMessages with status "error".
    .addNode('tools', new ToolNode(tools))
    .addEdge(START, 'assistant')
    .addConditionalEdges('assistant', toolsCondition, ['tools', END])
    .addEdge('tools', 'assistant')
    .compile({checkpointer});
}
