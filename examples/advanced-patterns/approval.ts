/**
 * requireApproval: a tool with side effects runs only after a person (or a policy
 * engine) approves the exact arguments. A refusal reaches the model as a tool error.
 */
import type {Tool} from '../basic-agent/agent.js';

export interface ApprovalRequest {
  readonly tool: string;
  readonly args: unknown;
}

export type ApprovalDecision = {readonly approved: true} | {readonly approved: false; readonly reason: string};

export interface Approver {
  review(request: ApprovalRequest): Promise<ApprovalDecision>;
}

export function requireApproval(tool: Tool, approver: Approver): Tool {
  return {
    spec: {...tool.spec, description: `${tool.spec.description} (Requires human approval before it runs.)`},
    async execute(args, context) {
      const decision = await approver.review({tool: tool.spec.name, args});
      if (!decision.approved) throw new Error(`A reviewer declined this action: ${decision.reason}`);
      return tool.execute(args, context);
    },
  };
}

/** An approver for terminals: prints the request and reads y/n. */
export function consoleApprover(ask: (question: string) => Promise<string>): Approver {
  return {
    async review({tool, args}) {
      const answer = await ask(`Allow ${tool} with ${JSON.stringify(args)}? [y/N] `);
      return answer.trim().toLowerCase() === 'y' ? {approved: true} : {approved: false, reason: 'declined at the console'};
    },
  };
}
