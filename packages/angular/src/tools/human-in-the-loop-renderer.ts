import type { HumanInTheLoopAnswers } from "@wingman/core/chat";
import type { AngularToolCallRenderer, Renderable, ToolCallRenderProps } from "../types.js";

/** What a human-in-the-loop renderer receives: the call, and `respond` while it is executing. */
export type HumanInTheLoopRenderProps<Args = Record<string, unknown>> = ToolCallRenderProps<Args> & {
  description: string;
  /** Answers this call (only while `status === "executing"`). */
  respond: ((result: unknown) => void) | undefined;
};

/** A tool-call renderer that adds `description` and, for the call being answered, `respond`. */
export function humanInTheLoopRenderer(
  tool: { name: string; description?: string; agentId?: string; render: Renderable<HumanInTheLoopRenderProps<any>> },
  answers: HumanInTheLoopAnswers | undefined,
): AngularToolCallRenderer<any> {
  return {
    name: tool.name,
    ...(tool.agentId !== undefined && { agentId: tool.agentId }),
    render: tool.render as Renderable<ToolCallRenderProps<any>>,
    extendProps: (props) => ({ description: tool.description ?? "", respond: answers?.respondTo(props.toolCallId, props.status) }),
  };
}
