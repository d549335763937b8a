import type { HumanInTheLoopAnswers } from "@wingman/core/chat";
import type { ComponentType } from "react";
import type { ReactToolCallRenderer, ToolCallRenderProps } from "../types.js";

/** What a human-in-the-loop renderer receives: the call, and `respond` while it is executing. */
export type HumanInTheLoopRenderProps<Args = Record<string, unknown>> = ToolCallRenderProps<Args> & {
  description: string;
  /** Answers this call (only while `status === "executing"`). */
  respond: ((result: unknown) => void) | undefined;
};

/** A tool-call renderer that adds `respond` for the call being rendered, keyed by its id. */
export function createHumanInTheLoopRenderer(
  tool: { name: string; description?: string; agentId?: string; render: ComponentType<HumanInTheLoopRenderProps<any>> },
  answers: HumanInTheLoopAnswers | undefined,
  getRender: () => ComponentType<HumanInTheLoopRenderProps<any>> = () => tool.render,
): ReactToolCallRenderer<any> {
  return {
    name: tool.name,
    ...(tool.agentId !== undefined && { agentId: tool.agentId }),
    render: (props) => {
      const Render = getRender();
      return <Render {...props} description={tool.description ?? ""} respond={answers?.respondTo(props.toolCallId, props.status)} />;
    },
  };
}
